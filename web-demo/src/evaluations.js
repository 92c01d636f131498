// evaluations.js — an engine's score in the board's words ('+0.17 for Red'), and an engine's
// evaluation on a move, { pawns } or { mate } for the first player with depth? (a record's
// [%eval], read and written by the package's parseComment and makeComment; the review's own,
// engine-review.js): as the move list shows it, from the board's score texts, and read back from
// saved data.
import { parseComment } from 'boardrules/records';

/** An engine's score (for `turn`, the side to move) for the first player: '+0.45', '-1.20', '#-3'. */
export function scoreText({ cp, mate }, turn) {
  const sign = turn === 'white' ? 1 : -1;
  return mate !== undefined ? `#${sign * mate}` : `${sign * cp >= 0 ? '+' : ''}${(sign * cp / 100).toFixed(2)}`;
}

/** An evaluation as the engine's score of the first player's position ({ cp } or { mate }). */
export const evaluationScore = (e) => (e.mate !== undefined ? { mate: e.mate } : { cp: Math.round(e.pawns * 100) });

/** As the board writes a score: '+0.17', '-1.50', '#3', '#-3'. */
export const evaluationText = (e) => scoreText(evaluationScore(e), 'white');

/** The evaluation of a score the board wrote ('+0.17', '#-3': scoreText's), searched
 *  to `depth`, read as a record's [%eval] is; null for what is no score (a game's result). */
export const evaluationOf = (text, depth) => (typeof text === 'string' && !text.includes(']') ? parseComment(`[%eval ${text}${depth ? `,${depth}` : ''}]`).evaluation ?? null : null);

/** An evaluation read back from saved data (another version of the page may have written it). */
export function cleanEvaluation(value) {
  const depth = Number.isInteger(value?.depth) && value.depth > 0 && value.depth < 1000 ? { depth: value.depth } : {};
  if (Number.isInteger(value?.mate) && value.mate !== 0) return { mate: value.mate, ...depth };
  if (Number.isFinite(value?.pawns)) return { pawns: value.pawns, ...depth };
  return null;
}

/** Seconds read back from saved data (a clock, a move's time): a number of them, or null. */
export const cleanSeconds = (value) => (Number.isFinite(value) && value >= 0 ? value : null);
