// notation.js — the notations the move list can be written in, as the core offers them
// (NOTATIONS), and the one place the demo asks the core to write a move.
//
//   notationChoices('xiangqi') -> [{ id: 'chinese', label: 'Chinese (simplified)', kind, script }, ...]
//   moveText(game, uci, choice) -> the move's text before it is played
//   relabel(root, profile, fen, choice) -> rewrites every node's text (one walk, play/undo)
//   hasTwoCoordinates('janggi') -> true: UCI's and ICCS's coordinates both name its moves
import { Game, NOTATIONS } from 'boardrules';

const LABELS = {
  uci: 'UCI', iccs: 'ICCS', wxf: 'WXF', janggi: 'Numeric', korean: 'Korean', san: 'SAN', thai: 'Thai',
  vietnamese: 'Vietnamese',
};
// Shown first: notations in Latin letters and digits, readable on a machine without CJK, Hangul
// or Thai fonts (a fresh Debian has none); the others are one choice away.
const PREFERRED = { xiangqi: ['wxf'], janggi: ['janggi'], makruk: ['san'] };

/** The choices for one game: Chinese comes in its two scripts. */
export function notationChoices(variant) {
  const out = [];
  for (const kind of NOTATIONS[variant] ?? ['uci']) {
    if (kind === 'chinese') {
      out.push({ id: 'chinese', label: 'Chinese (simplified)', kind, script: 'simplified' });
      out.push({ id: 'chinese-traditional', label: 'Chinese (traditional)', kind, script: 'traditional' });
    } else {
      out.push({ id: kind, label: LABELS[kind] ?? kind, kind });
    }
  }
  return out;
}

/** Whether the game's coordinates come in both systems, UCI's ranks 1-10 and ICCS's 0-9 (xiangqi,
 *  janggi): a text the two read as different moves is refused, never guessed. */
export const hasTwoCoordinates = (variant) => NOTATIONS[variant]?.includes('iccs') ?? false;

/** The choice shown when a game starts (or `id` if that game has it). */
export function defaultChoice(variant, id) {
  const choices = notationChoices(variant);
  return choices.find((c) => c.id === id)
    ?? PREFERRED[variant].map((k) => choices.find((c) => c.kind === k)).find(Boolean)
    ?? choices[0];
}

const SETUP_WORDS = { '': 'keep', left: 'swap left', right: 'swap right', 'left,right': 'swap both' };

/** The text of `uci` (legal in `game`'s position) in `choice`; setup turns in words. */
export function moveText(game, uci, choice, move = game.moves().find((m) => m.uci === uci)) {
  if (move?.setup) return `setup: ${SETUP_WORDS[move.setup.join(',')] ?? uci}`;
  // a pass is the general's point twice: 'K95-95' or 'Ke2' would read as a general's move
  if (move?.pass && (choice.kind === 'janggi' || choice.kind === 'san')) return 'pass';
  try {
    return game.notation(uci, choice.kind, choice.script ? { script: choice.script } : undefined) || uci;
  } catch {
    return uci;
  }
}

/** Writes every move of the tree in `choice`, walking it once with play/undo. */
export function relabel(root, profile, fen, choice) {
  const g = new Game(profile, fen ?? undefined);
  g.playPastEnd = true; // the tree's moves were each played once, some past an end of the rules
  try {
    const visit = (node) => {
      for (const child of node.children) {
        child.text = moveText(g, child.uci, choice, child.move);
        g.play(child.uci);
        visit(child);
        g.undo();
      }
    };
    visit(root);
  } finally {
    g.free();
  }
}
