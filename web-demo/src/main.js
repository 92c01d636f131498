// main.js — the analysis board: one Game from the public API ('boardrules') that always holds the
// position of the move-tree node shown, drawn by board.js; the move tree (tree.js), notations
// (notation.js), records (records.js), the link (hash.js) and the position editor (editor.js).
//
// Stepping through the tree is one play() or undo() per step, never a replay.
//
// For tests: window.__demo = { game, state, select(square), clickPoint(square), newGame(profile, fen) },
// and every point of the board is a <rect class="point" data-square="e2"> (classes dest / capture-dest).
import { init, Game, profiles, profileInfo, validateFen } from 'boardrules';
import { renderBoard, pieceIcon } from './board.js';
import { SIDE_NAMES, PIECE_SETS, pieceName, pieceLabel, legendRows } from './pieces.js';
import {
  newRoot, addChild, lineTo, depth, endOfLine, promote, removeNode, commonAncestor, isMainline,
} from './tree.js';
import { notationChoices, defaultChoice, moveText, relabel } from './notation.js';
import { readHash, writeHash } from './hash.js';
import { readGames, recordToTree, treeToRecord, writeRecord, withBoardProfile } from './records.js';
import {
  editorFromFen, editorFen, editorPieces, place, clearBoard, paletteLetters, pieceOfLetter,
} from './editor.js';

const $ = (id) => document.getElementById(id);

const REASONS = {
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  'no-moves': 'No legal move',
  bikjang: 'Bikjang (generals still facing)',
  'double-pass': 'Two passes in a row',
  'move-limit': 'Move limit',
  repetition: 'Repetition',
  'perpetual-check': 'Perpetual check',
  'perpetual-chase': 'Perpetual chase',
  'insufficient-material': 'Insufficient material',
  'material-count': 'Material count',
  counting: 'Counting rule',
  resignation: 'Resignation',
  timeout: 'Time out',
  agreement: 'Draw agreed',
};

const SETUP_KINDS = {
  keep: { label: 'Keep', sides: [] },
  left: { label: 'Swap left', sides: ['left'] },
  right: { label: 'Swap right', sides: ['right'] },
  both: { label: 'Swap both', sides: ['left', 'right'] },
};

// NAG numbers to the glyphs players read (PGN standard numbering).
const NAGS = {
  1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 7: '□', 10: '=', 13: '∞', 14: '⩲', 15: '⩱',
  16: '±', 17: '∓', 18: '+−', 19: '−+', 22: '⨀', 23: '⨀', 32: '⟳', 33: '⟳', 36: '→', 37: '→',
  40: '↑', 41: '↑', 132: '⇆', 133: '⇆', 138: '⊕', 139: '⊕', 146: 'N',
};
const nagText = (n) => NAGS[n] ?? `$${n}`;

const state = {
  profile: null,
  game: null,        // the position of `node`
  startFen: null,    // the FEN the analysis starts from, or null (the profile's start)
  root: null,        // the move tree
  node: null,        // the node shown
  tags: {},          // the imported record's tags
  result: '*',
  notation: {},      // chosen notation id per game
  set: 'traditional',
  selected: null,    // square of the selected piece
  flipped: false,
  legend: false,
  editor: null,      // the position editor, while it is open
  tool: null,        // the editor's chosen letter, or 'remove'
  records: [],       // the games of the last imported file
  message: null,     // { text, kind: 'refusal' | 'info' | 'error', code? }
  fenDirty: false,   // the node whose FEN field holds the user's text (false: the position's)
};

const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const side = (color) => SIDE_NAMES[state.game.variant][color];
const choice = () => defaultChoice(state.game.variant, state.notation[state.game.variant]);

function say(text, kind = 'info', code) {
  state.message = text ? { text, kind, code } : null;
}

// ---- the analysis ---------------------------------------------------------------------------

/** A fresh analysis under `profile` from `fen` (or the profile's start); throws on a bad FEN. */
function newGame(profile, fen, { tags = {}, result = '*' } = {}) {
  const game = new Game(profile, fen || undefined); // throws InvalidFenError on a bad FEN
  state.game?.free();
  state.game = game;
  state.profile = profile;
  state.startFen = fen || null;
  state.root = newRoot();
  state.node = state.root;
  state.tags = tags;
  state.result = result;
  state.selected = null;
  state.message = null;
  state.fenDirty = false;
  state.editor = null;
  showImportError(null); // it spoke of the record shown before
  $('fen-error').textContent = '';
  delete $('fen-error').dataset.code;
}

/** Plays `uci` from the node shown: into the existing child with that move, or a new one. */
function playFromHere(uci) {
  const g = state.game;
  const known = state.node.children.find((c) => c.uci === uci);
  if (known) {
    g.play(uci);
    state.node = known;
    return known;
  }
  const text = moveText(g, uci, choice());
  const move = g.play(uci); // throws IllegalMoveError, the game unchanged
  state.node = addChild(state.node, { uci: move.uci, move, text: move.setup ? moveText(g, move.uci, choice(), move) : text });
  const o = g.outcome();
  if (o.over && !playsOn(g)) state.node.result = o.result; // a mate or stalemate the rules call
  return state.node;
}

function play(uci) {
  try {
    playFromHere(uci);
    state.selected = null;
    say(null);
  } catch (e) {
    say(`${e.message}.`, 'refusal', e.code);
  }
  render();
}

function stepBack() {
  if (!state.node.parent) return false;
  state.game.undo();
  state.node = state.node.parent;
  return true;
}

function stepForward(child = state.node.children[0]) {
  if (!child) return false;
  state.game.play(child.uci);
  state.node = child;
  return true;
}

/** Shows `target`: back to the common point, then forward (one play or undo per step). */
function goTo(target) {
  const meet = commonAncestor(state.node, target);
  while (state.node !== meet) stepBack();
  for (const n of lineTo(target).slice(depth(meet) + 1)) stepForward(n);
  state.selected = null;
  say(null);
  render();
}

/** ↑/↓: the previous or next variation at this point (a sibling of the node shown). */
function switchVariation(delta) {
  const parent = state.node.parent;
  if (!parent) return;
  const siblings = parent.children;
  const next = siblings[siblings.indexOf(state.node) + delta];
  if (!next) return;
  stepBack();
  stepForward(next);
  state.selected = null;
  render();
}

function outcomeText(o) {
  // a material count says what it scored: 'Repetition — material count'
  const reason = o.scored ? `${REASONS[o.scored] ?? o.scored} — material count` : REASONS[o.reason] ?? o.reason ?? 'Game over';
  return o.winner ? `${reason} — ${side(o.winner)} wins ${o.result}` : `${reason} — draw ${o.result}`;
}

/** Selects the piece on `square` (of the side to move) and shows its destinations. */
function select(square) {
  const g = state.game;
  const piece = g.get(square);
  state.selected = piece ? square : null;
  if (piece && piece.color === g.turn && g.moves({ square }).length === 0 && !g.isOver()) {
    say(`This ${pieceName(g.variant, piece)} has no legal move now: click a point to see why.`, 'info');
  } else {
    say(null);
  }
  render();
}

/** What a click or tap on a point does. */
function clickPoint(square) {
  if (state.editor) return editorClick(square);
  const g = state.game;
  const piece = g.get(square);
  const o = g.outcome();
  if (o.over && !playsOn(g)) {
    state.selected = null;
    say(`The game is over (${outcomeText(o)}). Step back to play another move, or start a new game.`, 'info');
    return render();
  }
  // an end that leaves moves: analysis goes on past it, as on other analysis boards; the status
  // keeps the rules' verdict
  if (o.over) g.playPastEnd = true;
  if (g.isSetupTurn()) {
    state.selected = null;
    say(`${side(g.turn)} first chooses a setup: keep, or swap a horse and an elephant (buttons beside the board).`, 'info');
    return render();
  }
  const from = state.selected;
  if (from) {
    if (square === from) {
      state.selected = null;
      say(null);
      return render();
    }
    const move = g.moves({ square: from }).find((m) => m.to === square);
    if (move) return play(move.uci);
    if (piece && piece.color === g.turn) return select(square);
    const why = g.explain(from + square);
    const mover = g.get(from);
    const name = mover ? capitalize(pieceName(g.variant, mover)) : 'Move';
    say(`${name} ${from} → ${square} is not allowed: ${why ? why.message : 'not a legal move'}.`, 'refusal', why?.code);
    return render();
  }
  if (!piece) {
    say(null);
    return render();
  }
  if (piece.color !== g.turn) {
    say(`That ${pieceName(g.variant, piece)} belongs to ${side(piece.color)}; ${side(g.turn)} is to move.`, 'info');
    return render();
  }
  return select(square);
}

function chooseSetup(kind) {
  const want = SETUP_KINDS[kind].sides.join(',');
  const found = state.game.setupChoices().find((c) => c.setup.join(',') === want);
  if (found) play(found.uci);
}

function loadFen(text) {
  const fen = text.trim();
  const check = validateFen(state.profile, fen);
  if (!check.ok) {
    $('fen-error').textContent = capitalize(check.error.message);
    $('fen-error').dataset.code = check.error.code;
    return false;
  }
  newGame(state.profile, fen);
  say('Position loaded.', 'info');
  render();
  return true;
}

/** Copies `text`; without clipboard access, leaves it selected in `field` (if any) for the user. */
async function copyText(text, field) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.value = text;
    field.select();
    return document.execCommand?.('copy') ?? false;
  }
}

async function copyFen() {
  const ok = await copyText(state.game.fen(), $('fen'));
  say(ok ? 'FEN copied to the clipboard.' : 'Select the FEN in the field and copy it.', 'info');
  render();
}

// ---- the move tree's edits ----------------------------------------------------------------------

function promoteHere() {
  if (promote(state.node)) say('The variation moved up.', 'info');
  render();
}

function deleteHere() {
  const node = state.node;
  if (!node.parent) return;
  stepBack();
  removeNode(node);
  say('Deleted the move and what followed it.', 'info');
  render();
}

// ---- engine lines ---------------------------------------------------------------------------

/** The moves of an engine's output: the part after "pv" if there is one, without move numbers. */
function engineTokens(text) {
  // several info lines (a pasted log): the last one with a pv is the deepest
  const pv = text.split(/\r?\n/).map((l) => /\bpv\s+(.*)$/.exec(l)).filter(Boolean).at(-1);
  return (pv ? pv[1] : text).split(/\s+/)
    .filter((t) => t && !/^\d+\.+$/.test(t) && !/^(bestmove|ponder)$/.test(t));
}

/** Plays `tokens` in `notation` from the node shown; returns the moves, or throws, undoing all. */
function tryLine(tokens, notation) {
  const g = state.game;
  const played = [];
  try {
    for (const t of tokens) {
      const move = g.play(t, { notation });
      g.undo(); // the text is written before the move, from its UCI
      const text = moveText(g, move.uci, choice(), move);
      played.push({ text, move: g.play(move.uci) });
    }
    return played;
  } catch (e) {
    e.at = played.length;
    throw e;
  } finally {
    for (let i = 0; i < played.length; i++) g.undo();
  }
}

function addEngineLine() {
  const tokens = engineTokens($('engine-line').value);
  if (!tokens.length) { say('Paste a line of engine moves first.', 'refusal'); return render(); }
  const format = $('engine-format').value;
  const formats = format === 'auto' ? ['uci', 'iccs'].filter((f) => state.game.variant === 'xiangqi' || f === 'uci') : [format];
  let line = null;
  let firstError = null;
  for (const f of formats) {
    try {
      line = tryLine(tokens, f);
      break;
    } catch (e) {
      if (!firstError || e.at > firstError.at) firstError = e; // the reading that got further
    }
  }
  if (!line) {
    const t = tokens[firstError.at];
    say(`Move ${firstError.at + 1} of the line (${t}) cannot be played there: ${firstError.message}.`, 'refusal', firstError.code);
    return render();
  }
  let node = state.node;
  for (const { text, move } of line) node = addChild(node, { uci: move.uci, move, text });
  say(`Added the engine's line of ${line.length} move${line.length === 1 ? '' : 's'} from this position.`, 'info');
  render();
}

// ---- records --------------------------------------------------------------------------------

function showImportError(text) {
  $('import-error').textContent = text ?? '';
}

/** Loads one game of the imported file. */
function loadRecord(record) {
  let t;
  try {
    t = recordToTree(record);
  } catch (e) {
    showImportError(`This game cannot be shown: ${e.message}.`);
    return false;
  }
  newGame(t.profile, t.fen, { tags: t.tags, result: t.result });
  state.game.playPastEnd = !!t.end; // the record goes on past an end of the rules: so may the board
  state.root = t.root;
  state.node = t.root;
  relabel(state.root, state.profile, state.startFen, choice());
  showImportError(t.error ? `The record has a problem: ${t.error}. The moves before it are shown.` : '');
  const end = t.end ? ` The rules end it after ply ${t.end.ply} (${outcomeText(t.end)}); the record plays on.` : '';
  say(`Imported game ${gameTitle(record, state.records.indexOf(record))}.${end}`, 'info');
  return true;
}

/** The players a record's tags name (PGN's, or GIB's 초대국자 and 한대국자). */
const playersOf = (t) => [t.Red ?? t.White ?? t.Blue ?? t.Cho ?? t['초대국자'], t.Black ?? t.Han ?? t['한대국자']].filter(Boolean);

function gameTitle(record, i) {
  const t = record.tags ?? {};
  const bits = [playersOf(t).join(' – '), t.Event ?? t['대회명'], t.Date ?? t['대국일자'], t.Result ?? record.result].filter((b) => b && !['?', '*', '????.??.??'].includes(b));
  return `${i + 1}. ${bits.join(', ') || record.profile}`;
}

/** Reads text or bytes into games; one game is shown at once, several give a picker. */
function importRecord(input) {
  let records;
  try {
    records = readGames(input).map((r) => withBoardProfile(r, state.profile));
  } catch (e) {
    showImportError(`The record could not be read: ${e.message}.`);
    return render();
  }
  if (!records.length) {
    showImportError('No game was found in the record.');
    return render();
  }
  // text that holds nothing playable (another game's [Variant], prose, a FEN) leaves the analysis as it is
  const nothing = (r) => !r.profile || (r.error && !r.moves?.length && !Object.keys(r.tags ?? {}).length);
  if (records.every(nothing)) {
    showImportError(`The record could not be read: ${records[0].error?.message ?? 'no game of this board'}. The board is unchanged.`);
    return render();
  }
  state.records = records;
  const picker = $('games');
  picker.textContent = '';
  records.forEach((r, i) => {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = gameTitle(r, i);
    picker.append(o);
  });
  $('games-picker').hidden = records.length < 2;
  loadRecord(records[0]);
  render();
}

function currentRecord() {
  return treeToRecord({ profile: state.profile, fen: state.startFen, root: state.root, tags: state.tags, result: state.result });
}

/** The record in the chosen format and notation (text, or bytes for XQF), or null (and the reason shown). */
function exportText() {
  try {
    const format = $('export-format').value;
    const record = currentRecord();
    // GIB is written in Korean, as every GIB reader expects; only PGN takes the board's notation
    const text = writeRecord(record, { format, notation: format === 'pgn' ? choice().kind : undefined });
    if (format === 'wxf') { // a WXF file holds the mainline alone: say what it leaves out
      const lost = leftOutOfMainline(record.moves);
      if (lost.moves || lost.comments) {
        say(`A WXF file holds the main line only: ${lost.moves} moves of variations and ${lost.comments} comments are not in it.`, 'info');
        render();
      }
    }
    return text;
  } catch (e) {
    say(`The record could not be written: ${e.message}.`, 'refusal', e.code);
    render();
    return null;
  }
}

/** The moves of a record's variations and the comments anywhere in it: { moves, comments }. */
function leftOutOfMainline(nodes, inVariation = false, count = { moves: 0, comments: 0 }) {
  for (const node of nodes) {
    if (inVariation) count.moves++;
    if (node.comment || node.commentBefore) count.comments++;
    for (const variation of node.variations ?? []) leftOutOfMainline(variation, true, count);
  }
  return count;
}

async function exportCopy() {
  const text = exportText();
  if (text === null) return;
  if (typeof text !== 'string') { // XQF: bytes
    say('XQF is a binary format: download it instead.', 'info');
    render();
    return;
  }
  const ok = await copyText(text, $('record'));
  say(ok ? 'Record copied to the clipboard.' : 'The record is in the Record box: select and copy it.', 'info');
  render();
}

function exportDownload() {
  const text = exportText();
  if (text === null) return;
  const format = $('export-format').value;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: typeof text === 'string' ? 'text/plain;charset=utf-8' : 'application/octet-stream' }));
  a.download = `${downloadName()}.${FILE_EXTENSIONS[format]}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** A file name for the record: its players (and date), else its event, else the profile. */
function downloadName() {
  const t = state.tags ?? {};
  const players = playersOf(t);
  const date = (t.Date ?? t['대국일자'] ?? '').replace(/[^\d]+/g, '-').replace(/^-|-$/g, '');
  const name = players.length === 2 ? [players.join(' vs '), date].filter(Boolean).join(' ') : t.Event ?? t.Title ?? state.profile;
  return name.replace(/[\\/:*?"<>|\x00-\x1f]+/g, '-').trim().slice(0, 80) || 'record';
}

async function importFile(file) {
  const bytes = new Uint8Array(await file.arrayBuffer()); // bytes, so that the encoding is detected
  importRecord(bytes);
}

// ---- the position editor ---------------------------------------------------------------------

function openEditor() {
  const g = state.game;
  state.editor = editorFromFen(g.variant, g.width, g.height, g.fen());
  state.tool = paletteLetters(g.variant)[0];
  state.selected = null;
  $('editor-error').textContent = '';
  say('Editing: choose a piece, then click points.', 'info');
  render();
}

function closeEditor() {
  state.editor = null;
  say(null);
  render();
}

function editorClick(square) {
  const ed = state.editor;
  const here = ed.board.get(square);
  place(ed, square, state.tool === 'remove' || here === state.tool ? null : state.tool);
  $('editor-error').textContent = ''; // the verdict was on the position before this change
  render();
}

function editorDone() {
  const fen = editorFen(state.editor);
  const check = validateFen(state.profile, fen);
  if (!check.ok) {
    $('editor-error').textContent = `This position cannot be played: ${check.error.message}.`;
    $('editor-error').dataset.code = check.error.code;
    return render();
  }
  newGame(state.profile, fen);
  say('Analysing the edited position.', 'info');
  render();
}

function renderEditor() {
  const ed = state.editor;
  $('editor').hidden = !ed;
  $('edit').setAttribute('aria-pressed', String(!!ed));
  if (!ed) return;
  const palette = $('palette');
  const letters = paletteLetters(ed.variant);
  if (palette.dataset.variant !== `${ed.variant}/${state.set}`) {
    palette.dataset.variant = `${ed.variant}/${state.set}`;
    palette.innerHTML = letters.map((l) => {
      const p = pieceOfLetter(ed.variant, l);
      return `<button type="button" class="tool" data-tool="${l}" aria-label="${pieceLabel(ed.variant, p)}">${pieceIcon(ed.variant, p, state.set)}</button>`;
    }).join('') + '<button type="button" class="tool remove" data-tool="remove">Remove</button>';
  }
  for (const b of palette.querySelectorAll('button')) b.setAttribute('aria-pressed', String(b.dataset.tool === state.tool));
  const turn = $('editor-turn');
  if (turn.dataset.variant !== ed.variant) {
    turn.dataset.variant = ed.variant;
    turn.innerHTML = `<option value="w">${SIDE_NAMES[ed.variant].white}</option><option value="b">${SIDE_NAMES[ed.variant].black}</option>`;
  }
  turn.value = ed.turn;
  $('editor-fen').textContent = editorFen(ed);
}

// ---- rendering ------------------------------------------------------------------------------

/** Over by the rules, yet playable: an end that leaves moves (repetition, move limit, counting),
 *  which analysis and imported records go on past (playPastEnd); not a mate. */
function playsOn(g) {
  const was = g.playPastEnd;
  g.playPastEnd = true;
  const moves = g.movesRaw().length;
  g.playPastEnd = was;
  return moves > 0;
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
  // Thai counting (makruk/standard): the FEN's count and its limit, as pychess shows them
  const [, , , limit, count] = g.variant === 'makruk' ? g.fen().split(' ') : [];
  if (/^\d+$/.test(limit ?? '')) text += ` — counting ${count}/${limit}`;
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
  if (p.moveLimit) bits.push(`${p.moveLimit} half-moves without capture${p.moveLimitPawnResets ? ' or pawn move' : ''} ${draws}`);
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

function renderMoves() {
  const list = $('moves');
  list.textContent = '';
  const { offset, first } = numbering();
  const el = (tagName, cls, text) => {
    const e = document.createElement(tagName);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const nodes = [];
  const comment = (into, text) => { if (text) into.append(el('span', 'comment', text)); };
  comment(list, state.root.comment);
  const renderLine = (start, into, ply) => {
    let needNumber = true;
    for (let n = start, p = ply; n; n = n.children[0], p++) {
      const slot = offset + p - 1;
      if (slot % 2 === 0 || needNumber) into.append(el('span', 'num', `${first + Math.floor(slot / 2)}${slot % 2 ? '…' : '.'}`));
      const b = el('button', 'mv', n.text + (n.nags ?? []).map(nagText).join(''));
      b.type = 'button';
      b.dataset.ply = String(p);
      b.dataset.uci = n.uci;
      b.dataset.node = String(nodes.length);
      nodes.push(n);
      if (n === state.node) { b.classList.add('current'); b.setAttribute('aria-current', 'true'); }
      if (n.move?.check) b.title = 'check';
      into.append(b);
      comment(into, n.comment);
      needNumber = !!n.comment;
      const siblings = n.parent.children;
      if (siblings[0] === n && siblings.length > 1) {
        for (const alt of siblings.slice(1)) {
          const v = el('div', 'variation');
          v.setAttribute('role', 'group');
          v.setAttribute('aria-label', 'Variation');
          renderLine(alt, v, p);
          into.append(v);
        }
        needNumber = true;
      }
    }
  };
  if (state.root.children.length) renderLine(state.root.children[0], list, 1);
  else list.append(el('span', 'empty', 'No moves yet.'));
  // after the main line: the record's result, else the rules' when its last move ended the game
  let end = state.root;
  while (end.children.length) end = end.children[0];
  const result = state.result && state.result !== '*' ? state.result : end.result;
  if (result) list.append(el('span', 'result', result));
  list.nodes = nodes;
  const current = list.querySelector('.current');
  // scroll the list only, never the page (scrollIntoView would move the board out of view)
  if (!current) list.scrollTop = 0; // at the start
  else {
    const l = list.getBoundingClientRect(), c = current.getBoundingClientRect();
    if (c.top < l.top) list.scrollTop -= l.top - c.top;
    else if (c.bottom > l.bottom) list.scrollTop += c.bottom - l.bottom;
  }
}

function renderTags() {
  const dl = $('tags');
  dl.textContent = '';
  for (const [k, v] of Object.entries(state.tags)) {
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
const FILE_EXTENSIONS = { pgn: 'pgn', gib: 'gib', dhtmlxq: 'txt', wxf: 'wxf', xqf: 'xqf' };

function renderPickers(variant) {
  const notation = $('notation');
  if (notation.dataset.variant !== variant) {
    notation.dataset.variant = variant;
    notation.innerHTML = notationChoices(variant).map((c) => `<option value="${c.id}">${c.label}</option>`).join('');
    const formats = [['pgn', 'PGN'], ...(EXTRA_FORMATS[variant] ?? [])];
    $('export-format').innerHTML = formats.map(([v, l]) => `<option value="${v}">${l}</option>`).join('');
  }
  notation.value = choice().id;
}

/** The link of what is shown: the line through the node shown, and how far along it is. */
function hashOfState() {
  const line = lineTo(endOfLine(state.node)).slice(1).map((n) => n.uci);
  return writeHash({ profile: state.profile, fen: state.startFen, moves: line, ply: depth(state.node), flipped: state.flipped });
}

function updateHash() {
  const hash = hashOfState();
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

function render() {
  const g = state.game;
  const variant = g.variant;
  const st = statusOf(g);
  const status = $('status');
  status.className = `status ${variant} side-${g.turn}${st.over ? ' over' : ''}${!st.over && g.inCheck() ? ' check' : ''}`;
  status.dataset.turn = g.turn;
  status.dataset.over = String(st.over);
  status.dataset.result = st.o.result;
  status.dataset.reason = st.o.reason ?? '';
  $('status-text').textContent = state.editor ? 'Editing the position' : st.text;

  const ed = state.editor;
  const dests = state.selected && (!st.over || st.playsOn) && !ed
    ? g.moves({ square: state.selected }).map((m) => ({ to: m.to, capture: !!m.captured }))
    : [];
  const last = ed ? null : state.node.move;
  const pieces = ed ? editorPieces(ed) : g.pieces();
  let bikjang = null;
  if (!ed && bikjangMatters(g)) bikjang = pieces.filter((p) => p.role === 'general').map((p) => p.square);
  $('board').innerHTML = renderBoard({
    variant, width: g.width, height: g.height, flipped: state.flipped, pieces, set: state.set,
    selected: state.selected, dests, checks: ed ? [] : g.checks(), bikjang, letters: state.legend,
    lastMove: last && !last.pass && !last.setup ? { from: last.from, to: last.to } : null,
    coords: choice().kind, // the coordinates the chosen notation counts by
  });
  $('board').classList.toggle('editing', !!ed);

  const msg = $('message');
  msg.textContent = state.message?.text ?? '';
  msg.className = `message${state.message ? ` ${state.message.kind}` : ''}`;
  if (state.message?.code) msg.dataset.code = state.message.code; else delete msg.dataset.code;

  // controls
  $('undo').disabled = $('first').disabled = !state.node.parent;
  $('redo').disabled = $('last').disabled = !state.node.children.length;
  $('promote').disabled = isMainline(state.node);
  $('delete').disabled = !state.node.parent;
  $('pass').hidden = ed || !g.canPass();
  const setupTurn = !ed && g.isSetupTurn();
  $('setup').hidden = !setupTurn;
  if (setupTurn) {
    $('setup-title').textContent = `${side(g.turn)}: set up your horses and elephants`;
    const choices = g.setupChoices();
    for (const button of $('setup-buttons').querySelectorAll('button')) {
      const kind = SETUP_KINDS[button.dataset.setup];
      const found = choices.find((c) => c.setup.join(',') === kind.sides.join(','));
      button.disabled = !found;
      const swaps = found && kind.sides.length ? ` (${found.uci.split(',').map((u) => u.replace(/^([a-z]\d+)([a-z]\d+)$/, '$1↔$2')).join(', ')})` : '';
      button.textContent = kind.label + swaps;
    }
  }
  renderPickers(variant);
  renderMoves();
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
  fitBoard();
  updateHash();
}

/** Tells the CSS where the board starts and its shape, so that the whole board fits the window. */
function fitBoard() {
  const wrap = $('board');
  const box = wrap.querySelector('svg')?.viewBox.baseVal;
  if (!box) return;
  wrap.style.setProperty('--board-top', `${Math.round(wrap.getBoundingClientRect().top + scrollY)}px`);
  wrap.style.setProperty('--board-aspect', (box.width / box.height).toFixed(4));
}

// ---- wiring ---------------------------------------------------------------------------------

function wire() {
  const picker = $('profile');
  for (const name of profiles()) {
    const option = document.createElement('option');
    option.value = name;
    option.textContent = name;
    picker.append(option);
  }
  $('piece-set').innerHTML = Object.entries(PIECE_SETS).map(([v, l]) => `<option value="${v}">${l}</option>`).join('');
  $('piece-set').addEventListener('change', (e) => { state.set = e.target.value; render(); });
  $('notation').addEventListener('change', (e) => {
    state.notation[state.game.variant] = e.target.value;
    relabel(state.root, state.profile, state.startFen, choice());
    render();
  });
  picker.addEventListener('change', () => { newGame(picker.value); render(); });
  $('new-game').addEventListener('click', () => { newGame(state.profile); render(); });
  $('flip').addEventListener('click', () => { state.flipped = !state.flipped; render(); });
  $('legend-toggle').addEventListener('click', () => { state.legend = !state.legend; render(); });
  $('edit').addEventListener('click', () => (state.editor ? closeEditor() : openEditor()));
  $('share').addEventListener('click', async () => {
    updateHash();
    const ok = await copyText(location.href, null);
    say(ok ? 'Link copied: it opens this position and these moves.' : 'Copy the address bar to share this position.', 'info');
    render();
  });
  const nav = (fn) => () => { fn(); state.selected = null; say(null); render(); };
  $('undo').addEventListener('click', nav(stepBack));
  $('redo').addEventListener('click', nav(() => stepForward()));
  $('first').addEventListener('click', nav(() => { while (stepBack()); }));
  $('last').addEventListener('click', nav(() => { while (stepForward()); }));
  $('pass').addEventListener('click', () => {
    const pass = state.game.moves().find((m) => m.pass);
    if (pass) play(pass.uci);
  });
  $('promote').addEventListener('click', promoteHere);
  $('delete').addEventListener('click', deleteHere);
  $('setup-buttons').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-setup]');
    if (b) chooseSetup(b.dataset.setup);
  });
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-node]');
    if (b) goTo($('moves').nodes[Number(b.dataset.node)]);
  });
  $('board').addEventListener('click', (e) => {
    const point = e.target.closest('[data-square]');
    if (point) clickPoint(point.dataset.square);
  });
  $('fen').addEventListener('input', () => { state.fenDirty = state.node; });
  $('fen-form').addEventListener('submit', (e) => { e.preventDefault(); loadFen($('fen').value); });
  $('fen-copy').addEventListener('click', copyFen);
  $('engine-add').addEventListener('click', addEngineLine);
  $('import-button').addEventListener('click', () => importRecord($('record').value));
  $('record-file').addEventListener('change', (e) => { const f = e.target.files?.[0]; if (f) importFile(f); e.target.value = ''; e.target.blur(); });
  // a picker chosen with the mouse hands the arrow keys back to the move list
  for (const id of ['profile', 'notation', 'piece-set', 'games']) {
    $(id).addEventListener('pointerdown', () => { $(id).dataset.pointer = '1'; });
    $(id).addEventListener('change', () => { if ($(id).dataset.pointer) { delete $(id).dataset.pointer; $(id).blur(); } });
  }
  $('games').addEventListener('change', (e) => { loadRecord(state.records[Number(e.target.value)]); render(); });
  $('export-copy').addEventListener('click', exportCopy);
  $('export-download').addEventListener('click', exportDownload);
  document.addEventListener('dragover', (e) => { e.preventDefault(); document.body.classList.add('dropping'); });
  document.addEventListener('dragleave', () => document.body.classList.remove('dropping'));
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    document.body.classList.remove('dropping');
    const file = e.dataTransfer?.files?.[0];
    if (file) return void importFile(file);
    const text = e.dataTransfer?.getData('text/plain');
    if (text) { $('record').value = text; importRecord(text); }
  });
  // the editor
  $('palette').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-tool]');
    if (b) { state.tool = b.dataset.tool; render(); }
  });
  $('editor-turn').addEventListener('change', (e) => { state.editor.turn = e.target.value; render(); });
  $('editor-clear').addEventListener('click', () => { clearBoard(state.editor); render(); });
  $('editor-start').addEventListener('click', () => {
    const g = new Game(state.profile);
    const { variant, width, height } = state.editor;
    state.editor = editorFromFen(variant, width, height, g.fen());
    g.free();
    render();
  });
  $('editor-done').addEventListener('click', editorDone);
  $('editor-cancel').addEventListener('click', closeEditor);
  document.addEventListener('keydown', (e) => {
    if (e.target.closest?.('input:not([type=file]), textarea, select')) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return; // Alt+← is the browser's Back
    if (state.editor) { // the game behind the editor does not move; Escape leaves it unchanged
      if (e.key === 'Escape') { e.preventDefault(); closeEditor(); }
      return;
    }
    const keys = {
      ArrowLeft: () => stepBack(),
      ArrowRight: () => stepForward(),
      ArrowUp: () => switchVariation(-1),
      ArrowDown: () => switchVariation(1),
      Home: () => { while (stepBack()); },
      End: () => { while (stepForward()); },
      Escape: () => { state.selected = null; say(null); },
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') return action();
    action();
    state.selected = null;
    if (e.key !== 'Escape') say(null);
    render();
  });
}

/** Opens what the link names; anything it cannot read becomes a message and a fresh board. */
function startFromHash(names) {
  const fallback = names.includes('xiangqi/standard') ? 'xiangqi/standard' : names[0];
  const link = readHash(location.hash);
  if (link.error) {
    newGame(fallback);
    say(`The link could not be read: ${link.error}. Here is a fresh board.`, 'refusal', 'bad-link');
    return;
  }
  state.flipped = link.flipped === true;
  if (link.profile && !names.includes(link.profile)) {
    newGame(fallback);
    say(`The link names rules this board does not know (${link.profile}). Here is a fresh board.`, 'refusal', 'bad-link');
    return;
  }
  try {
    newGame(link.profile ?? fallback, link.fen);
  } catch (e) {
    newGame(link.profile ?? fallback);
    say(`The link's position cannot be used: ${e.message}. Here is the start position.`, 'refusal', 'bad-link');
    return;
  }
  for (const [i, uci] of link.moves.entries()) {
    try {
      playFromHere(uci);
    } catch (e) {
      // the line went on past an end of the rules (an imported record did): so does the board
      if (e.code === 'game-over' && !state.game.playPastEnd) {
        state.game.playPastEnd = true;
        if (state.game.explain(uci) === null) { playFromHere(uci); continue; }
        state.game.playPastEnd = false;
      }
      say(`The link's move ${i + 1} (${uci}) cannot be played: ${e.message}. The moves before it are shown.`, 'refusal', 'bad-link');
      break;
    }
  }
  if (link.ply !== undefined) {
    while (depth(state.node) > link.ply && stepBack());
  }
}

async function main() {
  try {
    await init();
  } catch (e) {
    $('status-text').textContent = `Could not load the rules engine: ${e.message}`;
    $('status').classList.add('over');
    throw e;
  }
  wire();
  startFromHash(profiles());
  render();
  addEventListener('resize', fitBoard);
  addEventListener('hashchange', () => {
    if (location.hash === hashOfState()) return;
    startFromHash(profiles());
    render();
  });
  window.__demo = {
    get game() { return state.game; },
    get state() { return state; },
    select(square) { select(square); },
    clickPoint(square) { clickPoint(square); },
    newGame(profile, fen) { newGame(profile, fen); render(); },
  };
  document.body.dataset.ready = 'true';
}

main();
