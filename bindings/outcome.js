// outcome.js — a game's outcome as objects, from the number the core packs it in
// (br_wasm_outcome: over, winner, reason, and what a material count scored; packing.js), and
// results declared by the players.

import { W, codeMessage } from './memory.js';
import { C, ERROR_NAMES, REASON_NAMES, REASON_CODES, SIDES } from './constants.js';
import { BoardRulesError } from './errors.js';
import { outcomeOver, outcomeWinner, outcomeReason, outcomeScored } from './packing.js';
import { badSide } from './board.js';

// The outcome of a game not over: one frozen object, not one per call (a replay asks it after
// every ply, and the garbage was a tenth of its time).
export const NOT_OVER = Object.freeze({ over: false, result: '*', winner: null, reason: null });

/** { over, result, winner, reason, scored? } of a packed outcome. */
export function outcomeOf(packed) {
  if (!outcomeOver(packed)) return NOT_OVER;
  const winner = outcomeWinner(packed);
  const result = winner === C.WHITE ? '1-0' : winner === C.BLACK ? '0-1' : '1/2-1/2';
  const reason = REASON_NAMES[outcomeReason(packed)] || null;
  const side = winner >= 0 ? SIDES[winner] : null;
  const scored = outcomeScored(packed);
  if (scored) return { over: true, result, winner: side, reason, scored: REASON_NAMES[scored] }; // janggi/standard
  return { over: true, result, winner: side, reason };
}

/** Declares an end `reason` ('resignation', 'timeout', 'agreement') against `loser` ('white',
 *  'black'; undefined: nobody wins) in game `ptr`; throws what the core refuses. */
export function declareEnd(ptr, reason, loser) {
  const side = loser === undefined ? -1 : SIDES.indexOf(loser);
  if (loser !== undefined && side < 0) throw badSide(loser);
  const code = W.br_wasm_declare(ptr, REASON_CODES[reason], side >= 0 ? 1 - side : C.NO_WINNER);
  if (code) throw new BoardRulesError(ERROR_NAMES[code], codeMessage(code));
}
