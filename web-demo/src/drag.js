// drag.js — a piece dragged with the mouse (or a pen) to a point plays the move, as clicking the
// two points does: the same selection, the same refusal message. The piece's drawing follows
// the pointer; the board is drawn again at the drop. Touch keeps tap, tap (a drag there would
// take the page's scrolling away from the board).
//
//   wireDrag(boardElement, { canDrag(square), pick(square), drop(from, to), cancel() })

const THRESHOLD = 5; // px a press moves before it is a drag, not a click

const squareAt = (x, y) => document.elementFromPoint(x, y)?.closest?.('[data-square]')?.dataset.square ?? null;

export function wireDrag(board, { canDrag, pick, drop, cancel }) {
  let drag = null;
  let swallowClick = false; // the click a drag's release may still fire

  board.addEventListener('pointerdown', (e) => {
    if (e.pointerType === 'touch' || e.button !== 0) return;
    const from = e.target.closest?.('[data-square]')?.dataset.square;
    if (!from || !canDrag(from)) return;
    drag = { from, x: e.clientX, y: e.clientY, piece: null, origin: null, scale: 1 };
  });

  addEventListener('pointermove', (e) => {
    if (!drag) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.piece) {
      if (Math.hypot(dx, dy) < THRESHOLD) return;
      pick(drag.from); // selected (and drawn so) before the piece moves
      const svg = board.querySelector('svg');
      drag.piece = board.querySelector(`.piece[data-at="${drag.from}"]`);
      if (!svg || !drag.piece) { drag = null; return; }
      drag.origin = drag.piece.transform.baseVal.consolidate()?.matrix ?? { e: 0, f: 0 };
      drag.origin = { x: drag.origin.e, y: drag.origin.f };
      drag.scale = 1 / (svg.getScreenCTM()?.a || 1); // drawing units per pixel
      drag.piece.classList.add('dragging');
      drag.piece.parentNode.append(drag.piece); // drawn above the other pieces
    }
    drag.piece.setAttribute('transform', `translate(${drag.origin.x + dx * drag.scale},${drag.origin.y + dy * drag.scale})`);
  });

  addEventListener('pointerup', (e) => {
    if (!drag) return;
    const { from, piece } = drag;
    drag = null;
    if (!piece) return; // a click: the click handler has it
    swallowClick = true;
    setTimeout(() => { swallowClick = false; }, 0);
    const to = squareAt(e.clientX, e.clientY);
    if (to && to !== from) drop(from, to);
    else cancel();
  });

  // a release outside the window, or a pointer the browser took back
  addEventListener('pointercancel', () => { if (drag?.piece) cancel(); drag = null; });

  board.addEventListener('click', (e) => {
    if (swallowClick) e.stopImmediatePropagation();
  }, true);
}
