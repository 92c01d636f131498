// render.js — draws the state: status line, board (board.js), move list (move-list.js), tags,
// legend, pickers, and the link in the address bar (address-bar.js).
import { Game, profileInfo } from 'boardrules';
import { squareName, renderBoard, pieceIcon, pointName } from './board.js';
import { SIDE_NAMES, legendRows, pieceLabel } from './pieces.js';
import { hangingPieces } from './threats.js';
import { depth, isMainline } from './tree.js';
import { notationChoices, moveText } from './notation.js';
import { editorFen, editorPieces } from './editor.js';
import { $, SETUP_KINDS, state, side, choice, outcomeText, known, setText, setStyle } from './state.js';
import { playsOn, tagsNow, FORMATIONS } from './analysis.js';
import { renderEditor } from './editing.js';
import { renderAnnotations } from './annotate.js';
import { moveNumber, renderMoves, scrollMoves } from './move-list.js';
import { showEvalChart } from './eval-chart.js';
import { showClocks } from './clocks.js';
import { updateHash } from './address-bar.js';
import { renderExplorer } from './explorer.js';
import { archiveFiltered, archiveShown } from './open-file.js';
import { followPosition, engineArrows, engineShare } from './engine-live.js';
import { showReview } from './engine-review.js';
import { drawnPieces, animatePieces } from './animate.js';
import { soundFor } from './sound.js';
import { replyIfDue } from './engine-play.js';
import { practiseIfDue } from './engine-practice.js';

/** The board's coordinates in the chosen notation's words, as the core writes them: asked once
 *  per game, board and notation (a render draws them each time). */
const labelsShown = new Map(); // 'xiangqi 9x10 wxf' -> game.coordinateLabels('wxf')
export function boardLabels(g) {
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
// a download's encodings beside UTF-8, per game: what the programs of its players read (toRecord's
// encoding); XQF's texts are GBK whatever is chosen
const LOCAL_ENCODINGS = {
  janggi: [['cp949', 'CP949 (Korean programs)']],
  xiangqi: [['gbk', 'GBK (Chinese programs)'], ['big5', 'Big5 (traditional)']],
  makruk: [['windows-874', 'Windows-874 (Thai)']],
};

function renderPickers(variant) {
  // the file of a zip archive shown, while the games shown are its (open-file.js)
  $('archive-picker').hidden = !archiveShown();
  $('archive-filter').hidden = !archiveFiltered();
  const notation = $('notation');
  if (notation.dataset.variant !== variant) {
    notation.dataset.variant = variant;
    notation.innerHTML = notationChoices(variant).map((c) => `<option value="${c.id}">${c.label}</option>`).join('');
    const formats = [['pgn', 'PGN'], ...(EXTRA_FORMATS[variant] ?? [])];
    $('export-format').innerHTML = formats.map(([v, l]) => `<option value="${v}">${l}</option>`).join('');
    const encodings = [['utf-8', 'UTF-8'], ...(LOCAL_ENCODINGS[variant] ?? [])];
    $('export-encoding').innerHTML = encodings.map(([v, l]) => `<option value="${v}">${l}</option>`).join('');
  }
  $('export-encoding').disabled = $('export-format').value === 'xqf';
  notation.value = choice().id;
  // the typing field's example: a legal move of the start (a horse's), in UCI and in the chosen
  // notation; with ICCS chosen the field reads coordinates as ICCS (analysis.js playTyped), where
  // UCI's 'b1a3' names no move
  const input = $('move-input');
  const key = `${state.profile}|${choice().id}`;
  if (input.dataset.key !== key) {
    input.dataset.key = key;
    const g = new Game(state.profile);
    const moves = g.moves().filter((m) => !m.pass && !m.setup);
    const move = moves.find((m) => g.get(m.from).role === 'horse') ?? moves[0]; // a horse's move reads alike in every game
    const coordinates = move && choice().kind !== 'iccs' ? [move.uci] : [];
    const texts = move ? [...new Set([...coordinates, moveText(g, move.uci, choice(), move)])] : [];
    input.placeholder = texts.length ? `Type a move: ${texts.join(', ')}…` : 'Type a move';
    g.free();
  }
}

/** The typing field's suggestions: the legal moves of the position shown, written as the move
 *  list writes them (a <datalist>: typing 炮 offers the cannons' moves); none while editing or
 *  once play has ended. Written anew only when the position or the notation changes. */
function renderSuggestions(g, open) {
  const list = $('legal-moves');
  const key = `${choice().id}|${open ? g.fen() : ''}`;
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  const texts = open ? g.moves().map((m) => moveText(g, m.uci, choice(), m)) : [];
  list.replaceChildren(...texts.map((text) => Object.assign(document.createElement('option'), { value: text })));
}

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

/** The Threats box: its checkbox, and the pieces marked, in words (the board's points name them too). */
function renderThreats(g, hanging) {
  $('threats').checked = state.threats;
  const labels = boardLabels(g);
  const named = (p) => `${pieceLabel(g.variant, { ...p, square: null })} ${pointName({ labels }, p.square)}`;
  setText($('threats-list'), !state.threats || state.editor ? ''
    : hanging.length ? `Attacked and not defended: ${hanging.map(named).join(', ')}.` : 'No piece is attacked and not defended.');
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
  const open = status.classList.contains('open'); // unfolded by a tap (main.js)
  status.className = `status ${variant} side-${turn}${over ? ' over' : ''}${!ed && !over && g.inCheck() ? ' check' : ''}${open ? ' open' : ''}`;
  status.dataset.turn = turn;
  status.dataset.over = String(over);
  status.dataset.result = st.o.result;
  status.dataset.reason = st.o.reason ?? '';
  // live regions are written only when their words change: rewritten on every render (a key
  // typed in the comment) a screen reader may read them again each time (WCAG 4.1.3)
  setText($('status-text'), state.editor ? 'Editing the position' : st.text);
  $('status-text').title = $('status-text').textContent; // whole, where its line cuts it short
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
  const hanging = state.threats && !ed ? hangingPieces(g, pieces) : [];
  const before = drawnPieces($('board')); // (its 'editing' class still the last render's)
  $('board').innerHTML = renderBoard({
    variant, width: g.width, height: g.height, flipped: state.flipped, pieces, set: state.set,
    selected: state.selected, dests, checks: ed ? [] : g.checks(), bikjang, letters: state.legend,
    lastMove: last && !last.pass && !last.setup ? { from: last.from, to: last.to } : null,
    labels: boardLabels(g), // the coordinates in the chosen notation's words
    shapes: ed ? [] : state.node.shapes, cursor, hanging: new Set(hanging.map((p) => p.square)),
    engineArrows: ed ? [] : engineArrows(), engineShare: ed ? null : engineShare(),
  });
  $('board').classList.toggle('editing', !!ed);
  animatePieces($('board'), before);
  soundFor(state.node, g);
  renderThreats(g, hanging);
  if (boardFocused) $('board').querySelector(`[data-square="${cursor}"]`)?.focus();
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
  renderSuggestions(g, !ed && (!st.over || st.playsOn));
  renderMoves();
  showEvalChart();
  showClocks();
  renderAnnotations();
  renderTags();
  renderEditor();
  renderExplorer();
  if (state.fenDirty !== state.node) { // the user's text is dropped once the position changes
    state.fenDirty = false;
    $('fen').value = ed ? editorFen(ed) : g.fen(); // the position the board shows: the edited one while editing
    $('fen-error').textContent = ''; // it spoke of the text, which is gone
    delete $('fen-error').dataset.code;
  }
  $('sound').setAttribute('aria-pressed', String(state.sound));
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
  followPosition(); // an engine's analysis of the position shown, when one is on
  replyIfDue(); // its move, where it plays the side to move at the end of a line
  practiseIfDue(); // a move tried in an exercise of the review's mistakes, judged
  showReview(); // its review of a line of this game, if one was made
}

/** The scroll padding (render) keeps what the browser scrolls into view clear of the sticky
 *  message, but a text field that holds text is scrolled only as far as its caret: its top may
 *  stay under the message (WCAG 2.4.11). A field focused so is scrolled clear of it. */
export function keepFocusClear(e) {
  const pad = parseFloat(document.documentElement.style.scrollPaddingTop);
  if (!pad || !e.target.matches?.('textarea, input')) return;
  const top = e.target.getBoundingClientRect().top;
  if (top < pad) scrollBy(0, top - pad);
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
