// expected-score.js — what an engine's score is worth: the expected score of a position for its
// side to move, which the review grades moves by (engine-review.js), the bar shows (engine-live.js)
// and the engine's levels allow a reply to give away (engine-levels.js).

// Each game's scale k of the curve below: what Fairy-Stockfish's centipawns at the review's depth
// are worth in games people played, fitted against their results (tests/bench/review-scale.mjs;
// the README says on which games): xiangqi's and janggi's steeper than chess's; makruk's is
// lichess's for chess, the makruk games found being too few to fit.
const SCALES = { xiangqi: 0.005422, janggi: 0.004281, makruk: 0.00368208 };

/** The expected score of a position for its side to move in `variant`, from the engine's score: a
 *  logistic curve of its centipawns (a mate: all or nothing), 1 / (1 + e^(-k cp)). */
export const expectedScore = ({ cp, mate }, variant) => (mate !== undefined ? (mate > 0 ? 1 : 0) : 1 / (1 + Math.exp(-SCALES[variant] * cp)));
