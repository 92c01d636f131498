// annotate.js — the node shown gets a comment and a move-quality glyph (PGN's NAGs 1-6: !, ?, !!,
// ??, !?, ?!; one at a time, as PGN writers keep them). Both go into the records the board
// writes and into the reload's saved analysis; the start position takes a comment only. They are
// not changes of the moves: other rules' cuts keep them (switch-rules.js withAnnotations). While
// the position editor is open they are inert: the node behind it stays as it is.
import { $, state } from './state.js';

// NAG numbers to the glyphs players read (PGN standard numbering).
const NAGS = {
  1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 7: '□', 10: '=', 13: '∞', 14: '⩲', 15: '⩱',
  16: '±', 17: '∓', 18: '+−', 19: '−+', 22: '⨀', 23: '⨀', 32: '⟳', 33: '⟳', 36: '→', 37: '→',
  40: '↑', 41: '↑', 132: '⇆', 133: '⇆', 138: '⊕', 139: '⊕', 146: 'N',
};
export const nagText = (n) => NAGS[n] ?? `$${n}`;

const QUALITY = [1, 2, 3, 4, 5, 6];
const LONGEST_FIRST = [...QUALITY].sort((a, b) => NAGS[b].length - NAGS[a].length);

/** A typed text's move-quality glyph at its end, as the move list writes it ('C2=5!?'):
 *  [the text before it, its NAG], or [the text, null]. */
export function qualitySuffix(text) {
  const nag = LONGEST_FIRST.find((n) => text.endsWith(NAGS[n]));
  return nag ? [text.slice(0, -NAGS[nag].length).trimEnd(), nag] : [text, null];
}

/** Toggles move-quality NAG `nag` on the node shown; other qualities give way, other NAGs stay. */
export function toggleQuality(nag) {
  setQuality((state.node.nags ?? []).includes(nag) ? null : nag);
}

/** Puts quality `nag` on a node, the one shown unless named (null: none), as a record's glyph is read. */
export function setQuality(nag, node = state.node) {
  if (state.editor || !node.parent) return;
  node.nags = [...(nag ? [nag] : []), ...(node.nags ?? []).filter((n) => !QUALITY.includes(n))];
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
