// packing.js — the numbers the module packs several values into, taken apart by the layouts
// the core exports (boardrules.h's move and piece layouts, wasm/api_wasm.c's history entries
// and outcomes), read at init: nothing here repeats a shift or a mask of the core's.
//
//   move     from | to << MOVE_TO_SHIFT | kind << MOVE_KIND_SHIFT   (MOVE_BITS in all)
//   piece    type | colour << PIECE_COLOR_SHIFT | PIECE_PROMOTED
//   entry    move | moved << ..MOVED_SHIFT | captured << ..CAPTURED_SHIFT | flags << ..FLAGS_SHIFT
//            | over << ..OVER_SHIFT (from the calls that judge the game after a move)
//   outcome  over | (winner + 1) << ..WINNER_SHIFT | reason << ..REASON_SHIFT | scored << ..SCORED_SHIFT

import { onInit } from './memory.js';
import { C } from './constants.js';

// Set at init (constants.js reads C first: it registered first). Module variables, not C's
// properties, as the move walk reads them once a move.
let toShift = 0, square = 0, kindShift = 0, kindMask = 0, moveMask = 0;
let colorShift = 0, typeMask = 0, sidedMask = 0, pieceMask = 0;
let movedShift = 0, capturedShift = 0, flagsShift = 0, overShift = 0, flagsMask = 0;
let winnerShift = 0, reasonShift = 0, scoredShift = 0;

onInit(() => {
  toShift = C.MOVE_TO_SHIFT;
  square = (1 << toShift) - 1;
  kindShift = C.MOVE_KIND_SHIFT;
  kindMask = (1 << (C.MOVE_BITS - kindShift)) - 1;
  moveMask = 2 ** C.MOVE_BITS - 1;
  colorShift = C.PIECE_COLOR_SHIFT;
  typeMask = (1 << colorShift) - 1;
  sidedMask = C.PIECE_PROMOTED - 1; // type and colour, the promoted bit left out
  pieceMask = C.PIECE_PROMOTED * 2 - 1;
  movedShift = C.WASM_ENTRY_MOVED_SHIFT;
  capturedShift = C.WASM_ENTRY_CAPTURED_SHIFT;
  flagsShift = C.WASM_ENTRY_FLAGS_SHIFT;
  overShift = C.WASM_ENTRY_OVER_SHIFT;
  flagsMask = (1 << (overShift - flagsShift)) - 1;
  winnerShift = C.WASM_OUTCOME_WINNER_SHIFT;
  reasonShift = C.WASM_OUTCOME_REASON_SHIFT;
  scoredShift = C.WASM_OUTCOME_SCORED_SHIFT;
});

/** Whether a number can be a move: an integer within MOVE_BITS. */
export const isMoveNumber = (m) => Number.isInteger(m) && m >= 0 && m <= moveMask;
export const moveFrom = (m) => m & square;
export const moveTo = (m) => (m >>> toShift) & square;
export const moveKind = (m) => (m >>> kindShift) & kindMask;

/** A piece byte's type (C.KING...), colour (C.WHITE, C.BLACK), and type with colour (what
 *  PIECE_LETTERS is indexed by); a type and colour as a byte. */
export const pieceType = (byte) => byte & typeMask;
export const pieceColor = (byte) => (byte >> colorShift) & 1;
export const sidedPiece = (byte) => byte & sidedMask;
export const pieceOf = (type, color) => type | (color << colorShift);

/** A history entry's move, the piece bytes it moved and took, its flags (C.FLAG_CHECK), and
 *  whether the game was over after it. */
export const entryMove = (e) => e & moveMask;
export const entryMoved = (e) => (e >>> movedShift) & pieceMask;
export const entryCaptured = (e) => (e >>> capturedShift) & pieceMask;
export const entryFlags = (e) => (e >>> flagsShift) & flagsMask;
export const entryOver = (e) => (e >>> overShift) & 1;

/** An outcome's parts: over (0/1), winner (C.NO_WINNER, C.WHITE, C.BLACK), reason and the reason
 *  a material count scored (BrReason numbers, 0 for none). */
export const outcomeOver = (p) => p & 1;
export const outcomeWinner = (p) => ((p >>> winnerShift) & ((1 << (reasonShift - winnerShift)) - 1)) - 1;
export const outcomeReason = (p) => (p >>> reasonShift) & ((1 << (scoredShift - reasonShift)) - 1);
export const outcomeScored = (p) => p >>> scoredShift;
