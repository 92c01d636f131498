// engine-levels.js — how strongly the engine plays when it plays a side (engine-play.js): each
// level searches to a depth for a number of lines (MultiPV), and its reply is one of those lines
// picked at random among the ones whose expected score (expected-score.js, the review's measure)
// is within the level's allowance of the best line's. The weakest levels see little and may give
// away what a beginner would (up to 30%: two of the review's blunders); from level 6 on the reply
// is the best line's, deeper at each level.
import { expectedScore } from './expected-score.js';

export const LEVELS = [
  { depth: 1, lines: 5, within: 0.30 },
  { depth: 2, lines: 5, within: 0.20 },
  { depth: 3, lines: 4, within: 0.14 },
  { depth: 4, lines: 4, within: 0.09 },
  { depth: 5, lines: 3, within: 0.05 },
  { depth: 6, lines: 1, within: 0 },
  { depth: 10, lines: 1, within: 0 },
  { depth: 16, lines: 1, within: 0 },
];

/** The search `level` (1 to LEVELS.length) asks of the server's engine (`{ depth, lines }`, the
 *  most it offers): no deeper and in no more lines than it goes. */
export function levelSearch(level, engine) {
  const { depth, lines } = LEVELS[level - 1];
  return { depth: Math.min(depth, engine.depth), lines: Math.min(lines, engine.lines) };
}

/** The lines a reply of `level` may be picked from: of `found` (the last line of each rank at the
 *  search's end: [{ depth, score, pv }], best first), those of the best's depth whose expected score
 *  is within the level's allowance of the best's. */
export function replyChoices(found, level, variant) {
  const [best] = found;
  if (!best) return [];
  const least = expectedScore(best.score, variant) - LEVELS[level - 1].within;
  return found.filter((line) => line && line.depth === best.depth && expectedScore(line.score, variant) >= least - 1e-12);
}

/** One of `choices` (non-empty), `random()` in [0, 1) picking it. */
export const pickReply = (choices, random = Math.random) => choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))];
