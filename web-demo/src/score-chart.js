// score-chart.js — a curve of the first player's expected score along a line of the game, from 0
// at the bottom to 1 at the top: a column per position that shows it when clicked (its score in
// its title), the positions after graded moves tinted as their grades, the position shown marked.
// The review draws its own (engine-review.js), the move list a record's evaluations
// (eval-chart.js).
//
//   drawChart(element, points, { grades, label, words }) -> the curve drawn: points [{ node, first
//       (0 to 1, or null where nothing is known: the curve breaks there), text (its score: a
//       column's data-score) }], one per position from the line's start (its ply); grades: Map
//       ply -> NAG; label(n): the chart's name; words(text): a score in a column's title
//   markChart(element, at)   the position shown: its column's index, or -1 for none
import { tag, esc } from './board.js';
import { moveNumber } from './move-list.js';
import { nagText } from './annotate.js';

export function drawChart(element, points, { grades = new Map(), label, words = (text) => text }) {
  const n = points.length, y = (first) => (100 - first * 100).toFixed(1);
  // the curve broken where nothing is known (a setup turn's choice, a move without an evaluation)
  const path = points.map((p, i) => (p.first === null ? '' : `${i && points[i - 1].first !== null ? 'L' : 'M'}${i + 0.5},${y(p.first)}`)).join('');
  const title = (p, i) => `${i ? `after ${moveNumber(i)} ${p.node.text}${grades.has(i) ? nagText(grades.get(i)) : ''}` : 'the start'}: ${p.text === undefined ? 'no value' : words(p.text)}`;
  const line = (cls, x1, y1, x2, y2) => tag('line', { class: cls, x1, y1, x2, y2 });
  element.innerHTML = !n ? '' : tag('svg', { viewBox: `0 0 ${n} 100`, preserveAspectRatio: 'none', role: 'img', 'aria-label': label(n) },
    line('half', 0, 50, n, 50) + tag('path', { class: 'curve', d: path }) + line('shown', -1, 0, -1, 100) +
    points.map((p, i) => tag('rect', { x: i, y: 0, width: 1, height: 100, class: grades.has(i) ? `nag${grades.get(i)}` : undefined, 'data-ply': i, 'data-score': p.text ?? '' },
      tag('title', {}, esc(title(p, i))))).join(''));
  element.marked = undefined;
}

export function markChart(element, at) {
  if (element.marked === at) return;
  element.marked = at;
  const shown = element.querySelector('line.shown');
  if (!shown) return;
  shown.setAttribute('visibility', at >= 0 ? 'visible' : 'hidden');
  for (const x of ['x1', 'x2']) shown.setAttribute(x, String(at + 0.5));
}
