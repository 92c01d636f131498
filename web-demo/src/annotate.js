// annotate.js — the node shown gets a comment and a move-quality glyph (PGN's NAGs 1-6: !, ?, !!,
// ??, !?, ?!; one at a time, as PGN writers keep them). Both go into the records the board
// writes and into the reload's saved analysis; the start position takes a comment only. They are
// not changes of the moves: other rules' cuts keep them (switch-rules.js withAnnotations). While
// the position editor is open they are inert: the node behind it stays as it is.
import { $, state } from './state.js';

const QUALITY = [1, 2, 3, 4, 5, 6];
/** The qualities' glyphs, as PGN writes them after a move. */
export const QUALITY_GLYPHS = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };

/** Toggles move-quality NAG `nag` on the node shown; other qualities give way, other NAGs stay. */
export function toggleQuality(nag) {
  const node = state.node;
  if (state.editor || !node.parent) return;
  const had = (node.nags ?? []).includes(nag);
  node.nags = (node.nags ?? []).filter((n) => !QUALITY.includes(n));
  if (!had) node.nags.unshift(nag);
}

/** Puts quality `nag` on the node shown (a move typed with its glyph), as a record's glyph is read. */
export function setQuality(nag) {
  const node = state.node;
  if (state.editor || !node.parent) return;
  node.nags = [nag, ...(node.nags ?? []).filter((n) => !QUALITY.includes(n))];
}

/** The node shown takes the comment field's text. */
export function setComment(text) {
  if (state.editor) return;
  state.node.comment = text;
}

/** Shows the node shown's annotations; the field keeps what is being typed into it. */
export function renderAnnotations() {
  const node = state.node;
  const field = $('comment');
  if (field.node !== node) {
    field.node = node;
    field.value = node.comment ?? '';
  }
  field.disabled = !!state.editor;
  field.placeholder = node.parent ? 'Comment on this move' : 'Comment on the start position';
  for (const b of $('nags').querySelectorAll('button')) {
    b.disabled = !!state.editor || !node.parent;
    b.setAttribute('aria-pressed', String((node.nags ?? []).includes(Number(b.dataset.nag))));
  }
}
