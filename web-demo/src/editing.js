// editing.js — the position editor's panel over editor.js's model: open, place pieces, check the
// position with the core (validateFen), and analyse it.
import { profileInfo, validateFen } from 'boardrules';
import { pieceIcon, pointName, squareName } from './board.js';
import { SIDE_NAMES, pieceLabel, pieceName } from './pieces.js';
import { editorFromFen, editorFen, place, paletteLetters, pieceOfLetter } from './editor.js';
import { $, state, say } from './state.js';
import { boardLabels, render, revealMessageSoon } from './render.js';
import { newGame } from './analysis.js';
import { replaceAnalysis } from './record-io.js';
import { switchRules } from './switch-rules.js';

/** Opens the editor on the position shown, or as a reload finds it left (`saved`, session.js:
 *  its board and side as editorFen wrote them, and the piece chosen). */
export function openEditor(saved = null) {
  const g = state.game;
  state.editor = editorFromFen(g.variant, g.width, g.height, saved?.fen ?? g.fen());
  const tools = [...paletteLetters(g.variant), 'remove'];
  state.tool = tools.includes(saved?.tool) ? saved.tool : tools[0];
  state.selected = null;
  $('editor-error').textContent = '';
  // placed by a tap or a click (or Enter on the focused point): the editor drags nothing (main.js canDrag)
  say('Editing: choose a piece, then tap or click points to place it.', 'info');
  revealMessageSoon();
  render();
}

export function closeEditor() {
  state.editor = null;
  say(null);
  render();
}

/** Runs `replace`, an action that may put another analysis in place of the one shown (a new
 *  game, a FEN loaded, a record opened): one that does so while the editor is open closes it,
 *  which had dropped the pieces placed without a word. The message says so, and its Undo (the
 *  action's own, which brings the analysis back, or one of its own) reopens the editor as it was. */
export async function leavingEditor(replace) {
  const edits = state.editor && { fen: editorFen(state.editor), tool: state.tool, profile: state.profile };
  await replace();
  if (!edits || state.editor) return; // nothing was being edited, or the editor is still open (refused)
  const undo = state.message?.action?.label === 'Undo' ? state.message.action : null;
  const reopen = () => {
    undo?.run();
    const refused = state.message?.kind === 'refusal' ? state.message.text : ''; // the analysis stays as it is
    // a record of another game is shown: back to the edits' game (its analysis kept comes back, the record's is kept)
    if (state.game.variant !== profileInfo(edits.profile).game) switchRules(edits.profile);
    openEditor(edits);
    if (refused) say(`${refused} The position being edited is open again, over it.`, 'refusal');
  };
  say(`${state.message?.text ?? ''} The position being edited is closed; Undo reopens it as it was.`.trim(),
    state.message?.kind ?? 'info', state.message?.code, { label: 'Undo', run: reopen });
  render();
}

export function editorClick(square) {
  const ed = state.editor;
  const here = ed.board.get(square);
  place(ed, square, state.tool === 'remove' || here === state.tool ? null : state.tool);
  $('editor-error').textContent = ''; // the verdict was on the position before this change
  render();
}

export function editorDone() {
  const fen = editorFen(state.editor);
  const check = validateFen(state.profile, fen);
  if (!check.ok) {
    $('editor-error').textContent = `This position cannot be played: ${editorProblem(state.editor, check.error)}.`;
    $('editor-error').dataset.code = check.error.code;
    return render();
  }
  replaceAnalysis(() => newGame(state.profile, fen), 'Analysing the edited position.');
  render();
}

/** The piece at the FEN's character `column` (1-based, as the core's errors count it) of
 *  editorFen's FEN, on board rank `rank` (1-based from the first player's side); or null. */
function pieceAt(ed, rank, column) {
  const rows = editorFen(ed).split(' ')[0].split('/');
  let at = rows.slice(0, ed.height - rank).reduce((n, row) => n + row.length + 1, 0); // characters before the rank
  let empty = 0;
  for (let file = 0; file < ed.width; file++) {
    const letter = ed.board.get(squareName(file, rank - 1));
    if (!letter) { empty++; continue; }
    if (empty) { at += String(empty).length; empty = 0; }
    if (column > at && column <= at + letter.length) return pieceOfLetter(ed.variant, letter, squareName(file, rank - 1));
    at += letter.length;
  }
  return null;
}

/** The core's verdict on the edited position in the board's words: a side by its name, a piece by
 *  its point (pieces were placed by clicks: FEN characters mean nothing here); the core's own
 *  sentence otherwise. */
function editorProblem(ed, error) {
  const names = SIDE_NAMES[ed.variant];
  const count = (test) => [...ed.board.values()].filter(test).length;
  const sideWhere = (test) => (test((l) => l === l.toUpperCase()) ? names.white : names.black);
  const piece = error.rank > 0 && error.column > 0 ? pieceAt(ed, error.rank, error.column) : null;
  const words = {
    'fen-king-count': () => `${sideWhere((own) => count((l) => own(l) && l[0].toUpperCase() === 'K') !== 1)} must have exactly one ${pieceName(ed.variant, pieceOfLetter(ed.variant, 'K'))}`,
    // the core points at the piece past the limit: its side is the one with too many
    'fen-piece-count': () => piece && `${names[piece.color]} has ${count((l) => (l === l.toUpperCase()) === (piece.color === 'white'))} pieces, more than a side may have`,
    'fen-opponent-in-check': () => `${ed.turn === 'w' ? names.black : names.white} is in check with the other side to move`,
    // the point as the board's edges name it ('a0' in ICCS), not its square name
    'fen-piece-placement': () => piece && `the ${pieceLabel(ed.variant, { ...piece, square: null })} ${pointName({ labels: boardLabels(state.game) }, piece.square)} stands on a point it can never reach`,
  };
  return words[error.code]?.() ?? error.message;
}

export function renderEditor() {
  const ed = state.editor;
  $('editor').hidden = !ed;
  $('edit').setAttribute('aria-pressed', String(!!ed));
  $('palette').hidden = !ed; // under the board on a phone, out of the editor (main.js)
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
