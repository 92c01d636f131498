// render.js — draws the state: status line, board (board.js), move list, tags, legend, pickers,
// and the link in the address bar.
import { Game, profileInfo } from 'boardrules';
import { squareName, renderBoard, pieceIcon } from './board.js';
import { SIDE_NAMES, legendRows } from './pieces.js';
import { lineTo, depth, endOfLine, isMainline } from './tree.js';
import { notationChoices, moveText } from './notation.js';
import { writeHash } from './hash.js';
import { editorPieces } from './editor.js';
import { $, SETUP_KINDS, state, side, choice, outcomeText, known } from './state.js';
import { playsOn, resultNow, tagsNow, FORMATIONS } from './analysis.js';
import { renderEditor } from './editing.js';
import { renderAnnotations, nagText } from './annotate.js';

/** The board's coordinates in the chosen notation's words, as the core writes them: asked once
 *  per game, board and notation (a render draws them each time). */
const labelsShown = new Map(); // 'xiangqi 9x10 wxf' -> game.coordinateLabels('wxf')
function boardLabels(g) {
  const kind = choice().kind, key = `${g.variant} ${g.width}x${g.height} ${kind}`;
  if (!labelsShown.has(key)) labelsShown.set(key, g.coordinateLabels(kind));
  return labelsShown.get(key);
}

/** The formation pickers show the formations the analysis starts from (an imported GIB's
 *  초차림 and 한차림), read off its back ranks: looked at when the start changes. Cho's back rank
 *  is 1, Han's 10; each is read on the board's files left to right as printed, as FORMATIONS are. */
const WING_FILES = ['b', 'c', 'g', 'h'], WING_LETTERS = { horse: '마', elephant: '상' };
let formationsOf = null; // 'profile fen' of the start last looked at
function showStartFormations() {
  const key = `${state.profile} ${state.startFen ?? ''}`;
  if (key === formationsOf) return;
  formationsOf = key;
  const start = new Game(state.profile, state.startFen);
  const formation = (rank) => WING_FILES.map((file) => WING_LETTERS[start.get(`${file}${rank}`)?.role] ?? '?').join('');
  for (const [id, rank] of [['cho-formation', 1], ['han-formation', 10]]) {
    const shown = formation(rank);
    if (FORMATIONS.includes(shown)) $(id).value = shown;
  }
  start.free();
}

/** Generals facing each other, under rules that make something of it (not janggi/youzai's 'free'). */
const bikjangMatters = (g) => g.isBikjang() && profileInfo(g.profile).bikjang !== 'free';

function statusOf(g) {
  const o = g.outcome();
  if (o.over) {
    const on = playsOn(g);
    return { text: outcomeText(o) + (on ? ' — play may go on past it' : ''), over: true, playsOn: on, o };
  }
  let text = `${side(g.turn)} to move`;
  if (g.isSetupTurn()) text += ' — setup: keep, or swap a horse and an elephant';
  if (g.inCheck()) text += g.variant === 'janggi' ? ' — check (장군)!' : ' — check!';
  if (bikjangMatters(g)) text += ' — bikjang (빅장): the generals face each other';
  // Thai counting (makruk/standard): the FEN holds the count and its limit in plies; shown in
  // moves, as the rule book states the limits and pychess shows them (count.ts: a ply is half)
  const [, , , limit, count] = g.variant === 'makruk' ? g.fen().split(' ') : [];
  if (/^\d+$/.test(limit ?? '')) text += ` — counting ${Math.floor((Number(count) + 1) / 2)}/${Number(limit) / 2}`;
  return { text, over: false, o };
}

function describeProfile(name) {
  const p = profileInfo(name);
  const bits = [];
  if (p.game === 'xiangqi') {
    bits.push(p.flyingGeneral ? 'generals may not face each other' : 'generals may face each other');
  }
  if (p.game === 'janggi') {
    bits.push({ janggi: 'cannon jumps a non-cannon screen', sliding: 'cannon slides, captures over a screen', xiangqi: 'xiangqi cannon' }[p.cannon] ?? `cannon: ${p.cannon}`);
    bits.push(`palace diagonals: generals, guards${p.palaceDiagonals && p.palaceDiagonals !== 'none' ? `, ${p.palaceDiagonals.split(',').map((s) => `${s}s`).join(', ')}` : ''}`);
    bits.push({ free: 'generals may face each other', answer: 'bikjang must be answered', draw: 'bikjang that persists draws', standard: 'bikjang: break or pass' }[p.bikjang] ?? `bikjang: ${p.bikjang}`);
    if (p.setupTurns) bits.push('setup turns: horse/elephant swaps');
  }
  bits.push(p.pass ? 'pass allowed' : 'no pass');
  bits.push(`stalemate ${p.stalemate === 'loss' ? 'loses' : 'draws'}`);
  // drawsByMaterial (janggi/standard): what would draw is scored by the material count
  const draws = p.drawsByMaterial ? 'end by material count' : 'draw';
  const pushedBack = p.checksExtendMoveLimit ? ' (checks past ten push it back)' : '';
  if (p.moveLimit) bits.push(`${p.moveLimit} half-moves without capture${p.moveLimitPawnResets ? ' or pawn move' : ''} ${draws}${pushedBack}`);
  if (p.repetition && p.repetition !== 'none') bits.push(`repetition: ${p.repetition}`);
  if (p.doublePassEnd && p.doublePassEnd !== 'none') bits.push(`two passes in a row ${p.doublePassEnd === 'material' ? 'end by material count' : 'draw'}`);
  if (p.insufficientMaterial && p.insufficientMaterial !== 'none') bits.push('insufficient material draws');
  if (p.counting && p.counting !== 'none') bits.push('counting rules');
  return bits.join(' · ');
}

/** Move numbering: the first move's slot (0 when the first player starts) and number. */
function numbering() {
  const [, turn = 'w', , , , number] = (state.startFen ?? '').trim().split(/\s+/);
  return { offset: turn === 'b' ? 1 : 0, first: Number(number) || 1 };
}

/** The number of the move at `ply` (1-based) as the list writes it: "12." or "12…". */
function moveNumber(ply, { offset, first } = numbering()) {
  const slot = offset + ply - 1;
  return `${first + Math.floor(slot / 2)}${slot % 2 ? '…' : '.'}`;
}

/** The move list's DOM is made again only when what it shows changed: stepping through a game
 *  (arrow keys held down) moves the current mark, so a step costs the same at move 5 or 500. */
let shownMoves = null; // the key of the list on screen

function renderMoves() {
  const list = $('moves');
  const numbers = numbering(), { offset } = numbers;
  // what the list shows, in order: its items as [kind, text], the nodes of its buttons
  const items = [], nodes = [];
  const comment = (text) => { if (text) items.push(['comment', text]); };
  comment(state.root.comment);
  const renderLine = (start, ply) => {
    let needNumber = true;
    for (let n = start, p = ply; n; n = n.children[0], p++) {
      const slot = offset + p - 1;
      if (slot % 2 === 0 || needNumber) items.push(['num', moveNumber(p, numbers)]);
      items.push(['mv', n.text + (n.nags ?? []).map(nagText).join(''), n, p]);
      nodes.push(n);
      comment(n.comment);
      needNumber = !!n.comment;
      const siblings = n.parent.children;
      if (siblings[0] === n && siblings.length > 1) {
        for (const alt of siblings.slice(1)) {
          items.push(['open']);
          renderLine(alt, p);
          items.push(['close']);
        }
        needNumber = true;
      }
    }
  };
  if (state.root.children.length) renderLine(state.root.children[0], 1);
  else items.push(['empty', 'No moves yet.']);
  // after the main line: the record's result, else the rules' when its last move ended the game
  let end = state.root;
  while (end.children.length) end = end.children[0];
  const declared = resultNow();
  const result = declared !== '*' ? declared : end.result;
  if (result) items.push(['result', result]);
  // the list's shape: its comments by place, not words, so that a comment being typed is written
  // in place rather than the list built again on every key (330 ms a key at 10,000 plies)
  const key = JSON.stringify([!!state.editor, items.map(([kind, text, n, p]) => (n ? [text, p, n.uci, !!n.move?.check] : kind === 'comment' ? [kind] : [kind, text]))]);
  if (key !== shownMoves) buildMoves(list, items);
  else {
    const words = items.filter(([kind]) => kind === 'comment').map(([, text]) => text);
    list.querySelectorAll('span.comment').forEach((el, i) => setText(el, words[i]));
  }
  shownMoves = key;
  list.nodes = nodes;
  // only the buttons that change are touched: writing all of them made a step at 10,000 plies
  // cost 100 ms of style work
  const buttons = list.buttons, at = nodes.indexOf(state.node), current = at >= 0 ? buttons[at] : null;
  if (list.current !== current) {
    list.current?.classList.remove('current');
    list.current?.removeAttribute('aria-current');
    current?.classList.add('current');
    current?.setAttribute('aria-current', 'true');
    list.current = current;
  }
  // One Tab stop for the whole list (a roving tabindex, as ARIA's composite widgets have): the
  // move shown, else the first. The arrow keys step from there, and the focus follows the move.
  const focused = list.contains(document.activeElement);
  const stop = current ?? buttons[0];
  if (list.stop !== stop) {
    if (list.stop) list.stop.tabIndex = -1;
    if (stop) stop.tabIndex = 0;
    list.stop = stop;
  }
  if (focused && stop && document.activeElement !== stop) stop.focus({ preventScroll: true });
}

/** The list's DOM from its items. */
function buildMoves(list, items) {
  const el = (tagName, cls, text) => {
    const e = document.createElement(tagName);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  list.textContent = '';
  list.buttons = [];
  list.current = list.stop = null;
  const { kind: notation, script } = choice();
  const lang = notation === 'chinese' ? (script === 'traditional' ? 'zh-Hant' : 'zh-Hans') : { korean: 'ko', thai: 'th', vietnamese: 'vi' }[notation];
  const into = [list];
  // the number just written, and how many moves go on its line: White's move and Black's reply
  // ("10. g4 Nf6"), or after Black's number ("10… Nf6") that move alone
  let index = 0, pair = null, pairRoom = 0;
  for (const [kind, text, n, p] of items) {
    const parent = into.at(-1);
    if (kind !== 'mv') pair = null; // a comment or a variation ends the line's pair
    if (kind === 'open') {
      const v = el('div', 'variation');
      v.setAttribute('role', 'group');
      v.setAttribute('aria-label', 'Variation');
      parent.append(v);
      into.push(v);
    } else if (kind === 'close') {
      into.pop();
    } else if (kind === 'mv') {
      const b = el('button', 'mv', text);
      b.type = 'button';
      b.dataset.ply = String(p);
      b.dataset.uci = n.uci;
      b.dataset.node = String(index++);
      b.tabIndex = -1; // the list's one Tab stop is set by renderMoves
      if (lang) b.lang = lang; // a screen reader reads 炮二平五 as Chinese (WCAG 3.1.2)
      b.disabled = !!state.editor; // the game behind the editor does not move
      if (n.move?.check) b.title = 'check';
      (pair ?? parent).append(b);
      if (--pairRoom <= 0) pair = null;
      list.buttons.push(b);
    } else if (kind === 'num') {
      // a move's number and the move, kept on one line (style.css .pair): a line had ended
      // between them ("8." at one line's end, its move on the next)
      pair = el('span', 'pair');
      pairRoom = text.endsWith('.') ? 2 : 1;
      pair.append(el('span', kind, text));
      parent.append(pair);
    } else {
      parent.append(el('span', kind, text));
    }
  }
}

/** Scrolls the move list (only it, never the page: scrollIntoView would move the board out of
 *  view) to show the current move; run in the frame after a render (afterLayout). */
function scrollMoves() {
  const list = $('moves');
  const current = list.querySelector('.current');
  if (!current) { list.scrollTop = 0; return; } // at the start
  const l = list.getBoundingClientRect(), c = current.getBoundingClientRect();
  if (c.top < l.top) list.scrollTop -= l.top - c.top;
  else if (c.bottom > l.bottom) list.scrollTop += c.bottom - l.bottom;
}

// dpxq.com's DhtmlXQ records keep the site's bookkeeping (dates added and edited, hits, sort
// order, owners, the page it came from, the move count): kept in the record, not shown
const BOOKKEEPING = /^DhtmlXQ_(adddate|editdate|firstnum|length|hits|sortid|owner|oldowner|refer|generator|ver)$/i;

function renderTags() {
  const dl = $('tags');
  dl.textContent = '';
  for (const [k, v] of Object.entries(tagsNow())) {
    if (known(v) === undefined || BOOKKEEPING.test(k)) continue; // a roster's "?", a site's own counters: nothing to show
    const dt = document.createElement('dt');
    dt.textContent = k;
    const dd = document.createElement('dd');
    dd.textContent = v;
    dl.append(dt, dd);
  }
}

function renderLegend(variant) {
  const el = $('legend');
  el.hidden = !state.legend;
  $('legend-toggle').setAttribute('aria-pressed', String(state.legend));
  if (!state.legend) return;
  const names = SIDE_NAMES[variant];
  const rows = legendRows(variant).map((r) => {
    const white = pieceIcon(variant, { role: r.role, color: 'white', letter: r.letter.toUpperCase(), promoted: r.promoted }, state.set);
    const black = pieceIcon(variant, { role: r.role, color: 'black', letter: r.letter.toLowerCase(), promoted: r.promoted }, state.set);
    return `<tr><td>${white}${black}</td><td class="letter-cell">${r.letter}</td><td>${r.name}</td><td lang="${variant === 'makruk' ? 'th' : variant === 'janggi' ? 'ko' : 'zh'}">${r.native}</td></tr>`;
  }).join('');
  el.innerHTML = `<h2>Pieces</h2><table><thead><tr><th>${names.white} / ${names.black}</th><th>FEN</th><th>Name</th><th>Native</th></tr></thead><tbody>${rows}</tbody></table>` +
    '<p class="hint">FEN letters: upper case for the first player, lower case for the second.</p>';
}

// record formats beside PGN, per game; and the file name extension of each
const EXTRA_FORMATS = { janggi: [['gib', 'GIB']], xiangqi: [['dhtmlxq', 'DhtmlXQ'], ['wxf', 'WXF (PlayOK)'], ['xqf', 'XQF (XQStudio)']] };
export const FILE_EXTENSIONS = { pgn: 'pgn', gib: 'gib', dhtmlxq: 'txt', wxf: 'wxf', xqf: 'xqf' };

function renderPickers(variant) {
  const notation = $('notation');
  if (notation.dataset.variant !== variant) {
    notation.dataset.variant = variant;
    notation.innerHTML = notationChoices(variant).map((c) => `<option value="${c.id}">${c.label}</option>`).join('');
    const formats = [['pgn', 'PGN'], ...(EXTRA_FORMATS[variant] ?? [])];
    $('export-format').innerHTML = formats.map(([v, l]) => `<option value="${v}">${l}</option>`).join('');
  }
  notation.value = choice().id;
  // the typing field's example: a legal move of the start (a horse's), in UCI and in the chosen notation
  const input = $('move-input');
  const key = `${state.profile}|${choice().id}`;
  if (input.dataset.key !== key) {
    input.dataset.key = key;
    const g = new Game(state.profile);
    const moves = g.moves().filter((m) => !m.pass && !m.setup);
    const move = moves.find((m) => g.get(m.from).role === 'horse') ?? moves[0]; // a horse's move reads alike in every game
    const texts = move ? [...new Set([move.uci, moveText(g, move.uci, choice(), move)])] : [];
    input.placeholder = texts.length ? `Type a move: ${texts.join(', ')}…` : 'Type a move';
    g.free();
  }
}

/** The link of what is shown: the line through the node shown, and how far along it is. */
export function hashOfState() {
  const line = lineTo(endOfLine(state.node)).slice(1).map((n) => n.uci);
  return writeHash({ profile: state.profile, fen: state.startFen, moves: line, ply: depth(state.node), flipped: state.flipped });
}

// Chromium ignores history.replaceState beyond 200 calls in 10 s (crbug.com/1038223), and a held
// arrow key steps 30 times a second: a link it ignored leaves the address bar behind, and a
// reload then finds it is not the one the session was saved with. So the link is written at once
// while fewer than WRITE_BUDGET were written in the last 10 s, else once at the end of each
// WRITE_DELAY, the latest then: never more than about 150 in 10 s.
const WRITE_BUDGET = 100, WRITE_DELAY = 200, WINDOW = 10000;
const writes = []; // when the latest links were written, in the last WINDOW
let pendingWrite = null;
// The links written last, and the one the page opened: the browser takes a write a little after
// the page makes it, so a reload started meanwhile opens one of these, not the latest.
const RECENT = 64;
const recent = [location.hash];
export const recentLinks = () => [...recent];

/** Puts the link of what is shown in the address bar, now or a little later (above). */
export function updateHash() {
  if (pendingWrite) return; // it writes the latest
  const now = performance.now();
  while (writes.length && writes[0] <= now - WINDOW) writes.shift();
  if (writes.length < WRITE_BUDGET) flushHash();
  else pendingWrite = setTimeout(flushHash, WRITE_DELAY);
}

/** Writes the link now (the page being left, a link copied): the one a reload must find. */
export function flushHash() {
  clearTimeout(pendingWrite);
  pendingWrite = null;
  const hash = hashOfState();
  if (location.hash === hash) return;
  history.replaceState(null, '', hash);
  writes.push(performance.now());
  recent.push(hash);
  if (recent.length > RECENT) recent.shift();
}

const setText = (el, text) => { if (el.textContent !== text) el.textContent = text; };
const setStyle = (el, name, value) => { if (el.style[name] !== value) el.style[name] = value; };

/** The message line (a live region), with the button of the action it offers. */
function renderMessage(msg) {
  msg.shown = state.message;
  msg.textContent = '';
  if (state.message?.text) msg.append(state.message.text);
  const action = state.message?.action;
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'message-action';
    button.textContent = action.label;
    if (action.label === 'Undo') button.title = 'Undo (Ctrl+Z)'; // main.js's shortcut
    button.addEventListener('click', () => { action.run(); render(); });
    msg.append(' ', button);
  }
  msg.className = `message${state.message ? ` ${state.message.kind}` : ''}`;
  if (state.message?.code) msg.dataset.code = state.message.code; else delete msg.dataset.code;
}

/** Focus that the render took away (its control disabled, hidden or drawn anew: |◀ at the start,
 *  a message's Undo, the editor closed) goes to what goes on from there, not to the page's start,
 *  where a screen reader loses its place (WCAG 2.4.3): the editor's own button when the editor
 *  closed, else the move shown in the list, else the board's point. */
function keepFocus(was) {
  if (!was || was === document.body || (document.activeElement !== document.body && document.activeElement !== was)) return;
  if (was.isConnected && !was.disabled && !was.closest('[hidden]')) return;
  const next = (!state.editor && was.closest?.('#editor, #palette') ? $('edit') : null)
    ?? $('moves').querySelector('button.mv[tabindex="0"]')
    ?? $('board').querySelector('[data-square][tabindex="0"]');
  next?.focus({ preventScroll: true });
}

/** The point the keyboard is on: the one it went to, else the piece selected, else where the last
 *  move went, else the mover's general (king), else the middle of the board. */
function boardCursor(g, pieces) {
  const on = (sq) => typeof sq === 'string' && g.squareIndex(sq) >= 0; // another game's board may be smaller
  const last = state.node.move;
  const general = pieces.find((p) => p.color === g.turn && (p.role === 'general' || p.role === 'king'))?.square;
  const middle = squareName(g.width >> 1, g.height >> 1);
  return [state.cursor, state.selected, !state.editor && last && !last.pass && !last.setup ? last.to : null, general, middle].find(on);
}

export function render() {
  const focused = document.activeElement;
  const g = state.game;
  const variant = g.variant;
  const st = statusOf(g);
  const status = $('status');
  // while editing, the dot is the edited position's side to move, and the game behind the editor
  // (over, or in check) does not colour the line
  const ed = state.editor;
  const turn = ed ? (ed.turn === 'b' ? 'black' : 'white') : g.turn;
  const over = !ed && st.over;
  status.className = `status ${variant} side-${turn}${over ? ' over' : ''}${!ed && !over && g.inCheck() ? ' check' : ''}`;
  status.dataset.turn = turn;
  status.dataset.over = String(over);
  status.dataset.result = st.o.result;
  status.dataset.reason = st.o.reason ?? '';
  // live regions are written only when their words change: rewritten on every render (a key
  // typed in the comment) a screen reader may read them again each time (WCAG 4.1.3)
  setText($('status-text'), state.editor ? 'Editing the position' : st.text);
  // the move shown, for screen readers (the status is a live region; the list is not)
  const ply = depth(state.node);
  setText($('status-move'), state.editor || !ply ? '' : `After ${moveNumber(ply)} ${state.node.text}: `);

  const dests = state.selected && (!st.over || st.playsOn) && !ed
    ? g.moves({ square: state.selected }).map((m) => ({ to: m.to, capture: !!m.captured }))
    : [];
  const last = ed ? null : state.node.move;
  const pieces = ed ? editorPieces(ed) : g.pieces();
  let bikjang = null;
  if (!ed && bikjangMatters(g)) bikjang = pieces.filter((p) => p.role === 'general').map((p) => p.square);
  const boardFocused = $('board').contains(document.activeElement); // drawn anew: its point gets the focus back
  const cursor = boardCursor(g, pieces);
  $('board').innerHTML = renderBoard({
    variant, width: g.width, height: g.height, flipped: state.flipped, pieces, set: state.set,
    selected: state.selected, dests, checks: ed ? [] : g.checks(), bikjang, letters: state.legend,
    lastMove: last && !last.pass && !last.setup ? { from: last.from, to: last.to } : null,
    labels: boardLabels(g), // the coordinates in the chosen notation's words
    shapes: ed ? [] : state.node.shapes, cursor,
  });
  if (boardFocused) $('board').querySelector(`[data-square="${cursor}"]`)?.focus();
  $('board').classList.toggle('editing', !!ed);
  document.body.classList.toggle('editing', !!ed); // a phone's header and status line make room for the palette (style.css)

  const msg = $('message');
  if (msg.shown !== state.message) renderMessage(msg); // say() makes a new one each time it speaks

  // controls
  // while the editor is open the game behind it stands still, and its rules stay
  $('undo').disabled = $('first').disabled = !!ed || !state.node.parent;
  $('redo').disabled = $('last').disabled = !!ed || !state.node.children.length;
  $('promote').disabled = !!ed || isMainline(state.node);
  $('delete').disabled = !!ed || !state.node.parent;
  $('move-input').disabled = $('move-play').disabled = $('profile').disabled = $('engine-add').disabled = !!ed;
  $('pass').hidden = ed || !g.canPass();
  // a janggi start's formations are chosen here, but where setup turns choose them in play (vchess)
  $('formations').hidden = ed || variant !== 'janggi' || profileInfo(g.profile).setupTurns;
  if (!$('formations').hidden) showStartFormations();
  const setupTurn = !ed && g.isSetupTurn();
  $('setup').hidden = !setupTurn;
  if (setupTurn) {
    $('setup-title').textContent = `${side(g.turn)}: set up your horses and elephants`;
    const choices = g.setupChoices();
    for (const button of $('setup-buttons').querySelectorAll('button')) {
      const kind = SETUP_KINDS[button.dataset.setup];
      const found = choices.find((c) => c.setup.join(',') === kind.sides.join(','));
      button.disabled = !found;
      // the swaps as the core writes the move ("b1c1,h1g1"): the page reads no move text
      button.textContent = found && kind.sides.length ? `${kind.label} (${found.uci})` : kind.label;
    }
  }
  renderPickers(variant);
  renderMoves();
  renderAnnotations();
  renderTags();
  renderEditor();
  if (state.fenDirty !== state.node) { // the user's text is dropped once the position changes
    state.fenDirty = false;
    $('fen').value = g.fen();
    $('fen-error').textContent = ''; // it spoke of the text, which is gone
    delete $('fen-error').dataset.code;
  }
  $('profile').value = state.profile;
  $('piece-set').value = state.set;
  $('profile-info').textContent = describeProfile(state.profile);
  document.body.dataset.variant = variant;
  renderLegend(variant);
  fitBoard(); // now: what is measured right after a render (a test, a script) has the board's place
  // beside the board the message is sticky over the column: focus moved into view by Tab must
  // not land under it (WCAG 2.4.11), so the page keeps its height clear when scrolling
  const style = state.message ? getComputedStyle(msg) : null;
  const stuck = style?.position === 'sticky';
  setStyle(document.documentElement, 'scrollPaddingTop', stuck ? `${Math.ceil(parseFloat(style.top) + msg.offsetHeight + 6)}px` : '');
  keepFocus(focused);
  afterLayout();
  updateHash();
}

let layoutPending = false, revealPending = false;
/** The move list's scroll waits for the next frame, which lays the page out anyway: renders
 *  that come faster than frames (a held arrow key) share one. */
function afterLayout() {
  if (layoutPending) return;
  layoutPending = true;
  requestAnimationFrame(() => {
    layoutPending = false;
    scrollMoves();
    if (revealPending) revealMessage();
    revealPending = false;
  });
}

/** After the next render, the message is scrolled into view if it lies under the board and ends
 *  below the screen (a phone's layout), as far as the board's top stays on it: at 360x640 the
 *  editor's opening words were cut at the screen's foot, under its palette. Only where the
 *  layout changes anyway: a message shown by a tap on the board leaves the board where it is,
 *  so that the point under a finger stays the one tapped. */
export function revealMessageSoon() {
  revealPending = true;
}

function revealMessage() {
  const m = $('message').getBoundingClientRect(), board = $('board').getBoundingClientRect();
  if (m.top < board.bottom) return; // above the board or beside it (the side layout's is sticky)
  const by = Math.min(Math.ceil(m.bottom) + 8 - innerHeight, Math.floor(board.top));
  if (by > 0) scrollBy(0, by);
}

/** Tells the CSS where the board starts and its shape, so that the whole board fits the window. */
export function fitBoard() {
  const wrap = $('board');
  const box = wrap.querySelector('svg')?.viewBox.baseVal;
  if (!box) return;
  // set only when changed: a write makes the next read lay the page out again
  const top = `${Math.round(wrap.getBoundingClientRect().top + scrollY)}px`, aspect = (box.width / box.height).toFixed(4);
  if (document.body.style.getPropertyValue('--board-top') !== top) document.body.style.setProperty('--board-top', top); // the board's column reads it too
  if (document.body.style.getPropertyValue('--board-aspect') !== aspect) document.body.style.setProperty('--board-aspect', aspect); // the layout reads it too
}
