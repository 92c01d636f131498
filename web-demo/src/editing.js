// editing.js — the position editor's panel over editor.js's model: open, place pieces, check the
// position with the core (validateFen), and analyse it.
import { validateFen } from 'boardrules';
import { pieceIcon } from './board.js';
import { SIDE_NAMES, pieceLabel } from './pieces.js';
import { editorFromFen, editorFen, place, paletteLetters, pieceOfLetter } from './editor.js';
import { $, state, say } from './state.js';
import { render } from './render.js';
import { newGame } from './analysis.js';
import { replaceAnalysis } from './record-io.js';

export function openEditor() {
  const g = state.game;
  state.editor = editorFromFen(g.variant, g.width, g.height, g.fen());
  state.tool = paletteLetters(g.variant)[0];
  state.selected = null;
  $('editor-error').textContent = '';
  say('Editing: choose a piece, then click points.', 'info');
  render();
}

export function closeEditor() {
  state.editor = null;
  say(null);
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
    $('editor-error').textContent = `This position cannot be played: ${check.error.message}.`;
    $('editor-error').dataset.code = check.error.code;
    return render();
  }
  replaceAnalysis(() => newGame(state.profile, fen), 'Analysing the edited position.');
  render();
}

export function renderEditor() {
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
