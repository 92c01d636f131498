// evaluations.js — an engine's evaluation kept on a move, as lichess and python-chess write it in
// a PGN comment: [%eval 0.17] (in pawns, for the first player, after the move), [%eval #-3] (the
// second player mates in 3), the search's depth after a comma ([%eval 0.17,20]). The board shows
// it beside the move and writes it back; the review puts its own there (engine-review.js).
//
//   splitEvaluation(comment) -> { text, evaluation }   evaluation { score: '0.17' | '#-3', depth? } or null
//   joinEvaluation(text, evaluation) -> comment
//   evaluationText(evaluation) -> '+0.17' | '#-3'      as the board writes a score (engine-live.js scoreText)
//   evaluationOf(text, depth) -> evaluation            of such a text; null for a result ('1-0')
//   cleanEvaluation(value) -> evaluation               saved data read back (untrusted), or null

const SCORE = /^(?:#[+-]?\d{1,4}|[+-]?(?:\d{1,6}(?:\.\d*)?|\.\d+))$/;
const COMMAND = /\[%eval\s+([^\],\s]+)\s*(?:,\s*(\d{1,3})\s*)?\]\s*/;

/** A score as lichess writes it: pawns with two decimals and no '+', or '#' and the moves to mate. */
function written(score) {
  if (!SCORE.test(score)) return null;
  if (score.startsWith('#')) return `#${Number(score.slice(1))}`;
  const pawns = Number(score);
  return Object.is(pawns, -0) || Math.abs(pawns) < 0.005 ? '0.00' : pawns.toFixed(2);
}

/** A comment's first [%eval] command as an evaluation, and the rest of its text. */
export function splitEvaluation(comment = '') {
  const m = COMMAND.exec(comment);
  const score = m && written(m[1]);
  if (!score) return { text: comment, evaluation: null };
  const evaluation = { score, ...(m[2] ? { depth: Number(m[2]) } : {}) };
  return { text: (comment.slice(0, m.index) + comment.slice(m.index + m[0].length)).trim(), evaluation };
}

/** The comment a record gets: the evaluation's command first, then the rest. */
export function joinEvaluation(text = '', evaluation = null) {
  if (!evaluation) return text;
  const command = `[%eval ${evaluation.score}${evaluation.depth ? `,${evaluation.depth}` : ''}]`;
  return [command, text].filter(Boolean).join(' ');
}

/** An evaluation as the board writes a score: '+0.17', '-1.50', '#3', '#-3'. */
export const evaluationText = ({ score }) => (score.startsWith('#') || score.startsWith('-') ? score : `+${score}`);

/** The evaluation of a score the board wrote ('+0.17', '#-3'), searched to `depth`; null for
 *  what is no score (a game's result). */
export function evaluationOf(text, depth) {
  const score = typeof text === 'string' ? written(text) : null; // a result ('1-0') is no score
  return score ? { score, ...(depth ? { depth } : {}) } : null;
}

/** An evaluation read back from saved data (another version of the page may have written it). */
export function cleanEvaluation(value) {
  const score = typeof value?.score === 'string' ? written(value.score) : null;
  if (!score) return null;
  return { score, ...(Number.isInteger(value.depth) && value.depth > 0 && value.depth < 1000 ? { depth: value.depth } : {}) };
}
