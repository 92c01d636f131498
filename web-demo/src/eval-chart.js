// eval-chart.js — the evaluations the moves carry (a record's [%eval], as lichess exports an
// analysed game; the review's, once put in the moves) drawn under the move list as the review
// draws its curve (score-chart.js): the first player's expected score along the line shown, from
// its start to its end, on the game's scale (expected-score.js), a column clicked showing its
// position. None for a line with fewer than two evaluations, nor while the review's curve is
// shown over the same line with the same scores (its own, put in the moves). Drawn again only
// when the tree, the notation, the line or that review changes: a step along the line moves its
// mark alone.
//
//   showEvalChart()   after each render
import { $, state, choice } from './state.js';
import { lineTo, endOfLine } from './tree.js';
import { goTo } from './analysis.js';
import { expectedScore } from './expected-score.js';
import { evaluationText, evaluationScore } from './evaluations.js';
import { drawChart, markChart } from './score-chart.js';
import { firstPlayer } from './pieces.js';
import { reviewShown } from './engine-review.js';

let drawn = { root: null, edits: -1, id: '', review: null, at: new Map(), line: [] }; // the line drawn, its nodes' columns

export function showEvalChart() {
  const element = $('eval-chart'), id = choice().id, review = reviewShown();
  if (drawn.root !== state.root || drawn.edits !== state.edits || drawn.id !== id || drawn.review !== review || !drawn.at.has(state.node)) {
    const line = lineTo(endOfLine(state.node)), variant = state.game.variant;
    const points = line.map((node) => (node.evaluation
      ? { node, first: expectedScore(evaluationScore(node.evaluation), variant), text: evaluationText(node.evaluation) }
      : { node, first: null }));
    drawn = { root: state.root, edits: state.edits, id, review, at: new Map(line.map((node, i) => [node, i])), line };
    const sameAsReview = review?.length === line.length && points.every((p, i) => review[i].node === p.node && (p.first === null || review[i].text === p.text));
    if (points.filter((p) => p.first !== null).length < 2 || sameAsReview) element.textContent = '';
    else {
      const first = firstPlayer(variant);
      drawChart(element, points, {
        label: (n) => `The moves' evaluations: the first player's expected score at each of ${n} positions`,
        words: (text) => `${text} for ${first}`,
      });
    }
  }
  markChart(element, drawn.at.get(state.node) ?? -1);
}

/** Wires the columns: one clicked shows its position. */
export function wireEvalChart() {
  $('engine').addEventListener('toggle', showEvalChart); // the review's curve shown or put away
  $('eval-chart').addEventListener('click', (e) => {
    const node = drawn.line[Number(e.target.closest('[data-ply]')?.dataset.ply)];
    if (node && lineTo(node)[0] === state.root) goTo(node);
  });
}
