// animate.js — a move's piece slides from its point to the next, as chessground's boards do,
// whether it is played, stepped to or taken back. The board is drawn anew at each render
// (board.js), so the pieces drawn before are compared with those drawn now: a piece gone from
// one point that now stands on another (the same letter, the nearest; a promoted piece, its
// side's nearest) slides there, one taken fades out, one given back fades in.
// None while the position is edited, none for a piece dropped by a drag (it is there already),
// none across another board (another game, flipped, other margins), none under the reader's
// prefers-reduced-motion. A render that leaves the pieces where they were (a selection, a
// message) carries the running slides on, on the elements drawn anew.
//
//   const before = drawnPieces(boardElement);   // before the board is drawn again
//   animatePieces(boardElement, before);          // after it is drawn (editing or not: its class)
//   droppedOn(square)                            // the next render's piece there does not slide

const DURATION = 180; // ms, about chessground's

let running = []; // { square, keyframes, start, ghost }: what a render in the meantime carries on
let dropped = null;

export function droppedOn(square) {
  dropped = square;
}

/** The board drawn now: its shape, whether it is the editor's, and each piece by its point
 *  ({ letter, color, promoted, x, y, el }). */
export function drawnPieces(board) {
  const svg = board.querySelector('svg');
  const pieces = new Map();
  for (const el of board.querySelectorAll('.piece[data-at]')) { // not a ghost: it has left its point
    const m = el.transform.baseVal.consolidate()?.matrix;
    pieces.set(el.dataset.at, {
      letter: el.dataset.piece, color: el.classList.contains('white') ? 'white' : 'black',
      promoted: el.classList.contains('promoted'), x: m?.e ?? 0, y: m?.f ?? 0, el,
    });
  }
  return { shape: svg ? `${svg.getAttribute('class')} ${svg.getAttribute('viewBox')}` : '', editing: board.classList.contains('editing'), pieces };
}

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Pairs the pieces that left a point with those that came to one: the same letter first, then a
 *  promoted piece with its side's piece that left; each with the nearest. */
function pairMoves(gone, came) {
  const pairs = [];
  const take = (to, fits) => {
    let best = -1, bestDistance = Infinity;
    gone.forEach((from, i) => {
      const d = Math.hypot(from.x - to.x, from.y - to.y);
      if (fits(from) && d < bestDistance) { best = i; bestDistance = d; }
    });
    if (best < 0) return false;
    pairs.push({ from: gone[best], to });
    gone.splice(best, 1);
    return true;
  };
  const left = came.filter((to) => !take(to, (from) => from.letter === to.letter));
  const unpaired = left.filter((to) => !(to.promoted && take(to, (from) => from.color === to.color)));
  return { pairs, appeared: unpaired, vanished: gone };
}

/** Runs an entry's animation on its element, as far on as its start says; a slide over the pieces it
 *  passes (after the last of them, under the marks drawn on them), a ghost under them all. */
function start(entry, pieces, now) {
  const { el, keyframes } = entry;
  if (entry.ghost) pieces[0]?.before(el);
  else if (entry.slide) pieces.at(-1)?.after(el);
  const animation = el.animate(keyframes, { duration: DURATION, easing: 'ease-out' });
  animation.currentTime = now - entry.start;
  if (entry.ghost) animation.onfinish = () => el.remove();
  return animation;
}

/** Animates the board just drawn from what `before` (drawnPieces) had. */
export function animatePieces(board, before) {
  const after = drawnPieces(board);
  const droppedSquare = dropped;
  dropped = null;
  const now = performance.now();
  running = running.filter((entry) => now - entry.start < DURATION);
  if (!before || before.shape !== after.shape || before.editing || after.editing || reducedMotion()) {
    running = [];
    return;
  }
  const gone = [], came = [];
  for (const [square, p] of before.pieces) {
    const q = after.pieces.get(square);
    if (q?.letter !== p.letter) gone.push({ square, ...p });
  }
  for (const [square, p] of after.pieces) {
    const q = before.pieces.get(square);
    if (q?.letter !== p.letter) came.push({ square, ...p });
  }
  const pieces = [...after.pieces.values()].map((p) => p.el);
  if (!gone.length && !came.length) { // the same position: its running slides and fades go on
    for (const entry of running) {
      if (!entry.ghost) entry.el = after.pieces.get(entry.square)?.el;
      if (entry.el) start(entry, pieces, now);
    }
    return;
  }
  running = [];
  const { pairs, appeared, vanished } = pairMoves(gone, came);
  const at = (p) => `translate(${p.x}px, ${p.y}px)`;
  for (const { from, to } of pairs) {
    if (to.square !== droppedSquare) running.push({ square: to.square, el: to.el, keyframes: [{ transform: at(from) }, { transform: at(to) }], start: now, slide: true });
  }
  for (const p of appeared) {
    if (p.square !== droppedSquare) running.push({ square: p.square, el: p.el, keyframes: [{ opacity: 0 }, { opacity: 1 }], start: now });
  }
  for (const p of vanished) {
    if (p.square === droppedSquare) continue;
    p.el.classList.add('ghost');
    delete p.el.dataset.at; // no longer a piece of the board: what stands on its point is asked of the others
    running.push({ square: p.square, el: p.el, keyframes: [{ opacity: 1 }, { opacity: 0 }], start: now, ghost: true });
  }
  for (const entry of running) start(entry, pieces, now);
}
