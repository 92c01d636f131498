// board.js — what Game shows of a position besides moves: square names and indexes, pieces as
// { letter, role, color }, the board's bytes, destinations for chessground, the generals in check,
// and the points a piece controls. Pure functions of a game in its slot (`ptr`) and its board
// width; Game keeps the state and checks that it is alive.

import { W, heapU8, heapU32 } from './memory.js';
import { C, SIDES, PIECE_LETTERS, ROLES, NAMES, CGX_NAMES, SQUARES } from './constants.js';
import { moveFrom, moveTo, moveKind, pieceType, pieceColor, sidedPiece, pieceOf } from './packing.js';
import { ArgumentError, describe } from './errors.js';

/** The names of a board's squares: core names, or chessgroundx keys (rank 10 as ':'). */
export function squareNames(width, keys) {
  return keysOption(keys) ? CGX_NAMES[width] : NAMES[width];
}

/** Whether a `keys` option asks for chessgroundx keys: 'cgx', or nothing; else an ArgumentError. */
export function keysOption(keys) {
  if (keys === 'cgx') return true;
  if (keys === undefined || keys === null) return false;
  throw new ArgumentError('bad-argument', `keys is 'cgx' (chessgroundx keys) or left out, got ${describe(keys)}`);
}

/** A square argument (name, cgx key or index) as an index, or -1. */
export function squareOf(square, width, height) {
  if (typeof square === 'number') return Number.isInteger(square) && square >= 0 && square < width * height ? square : -1;
  if (typeof square !== 'string') return -1;
  return SQUARES[width].get(square) ?? -1;
}

/** A square argument (name, cgx key or index; with indexOnly an index alone) as an index;
 *  throws ArgumentError 'bad-square'. */
export function squareArgument(square, width, height, indexOnly) {
  const sq = indexOnly && typeof square !== 'number' ? -1 : squareOf(square, width, height);
  if (sq < 0) throw new ArgumentError('bad-square', `not a square of this board: ${describe(square)}`);
  return sq;
}

/** ArgumentError for a side that is neither 'white' nor 'black'. */
export function badSide(side) {
  return new ArgumentError('bad-argument', `side must be 'white' or 'black', got ${describe(side)}`);
}

/** A piece byte (packing.js: type, colour, promoted) as { letter, role, color, promoted? }. */
function pieceInfo(game, byte) {
  const info = { letter: PIECE_LETTERS[game][sidedPiece(byte)], role: ROLES[game][pieceType(byte)], color: SIDES[pieceColor(byte)] };
  if (byte & C.PIECE_PROMOTED) info.promoted = true;
  return info;
}

/** The piece on a square (a name or an index), or null. */
export function pieceOn(ptr, game, width, height, square) {
  const byte = W.br_wasm_piece_at(ptr, squareArgument(square, width, height));
  return byte ? pieceInfo(game, byte) : null;
}

/** The board as a fresh Uint8Array, one byte per square. */
export function boardBytesOf(ptr, width, height) {
  const at = W.br_wasm_board(ptr);
  return heapU8().slice(at, at + width * height);
}

/** Every piece: [{ square, letter, role, color }], from a1 upward. The board is read in place:
 *  no wasm call in the loop can grow memory. */
export function piecesOf(ptr, game, width, height) {
  const h = heapU8(), at = W.br_wasm_board(ptr), names = NAMES[width];
  const out = [];
  for (let sq = 0; sq < width * height; sq++) {
    const byte = h[at + sq];
    if (byte) out.push({ square: names[sq], ...pieceInfo(game, byte) });
  }
  return out;
}

/** Destinations per origin (Map<from, to[]>), passes and setup choices left out. */
export function destsOf(ptr, width, keys) {
  const names = squareNames(width, keys);
  const map = new Map();
  const n = W.br_wasm_legal_moves(ptr), raw = heapU32(), at = W.br_wasm_moves() >> 2;
  for (let i = at; i < at + n; i++) { // read in place: no wasm call in the loop can grow memory
    const m = raw[i], kind = moveKind(m);
    if (kind === C.MOVE_PASS || kind === C.MOVE_SETUP) continue;
    const from = names[moveFrom(m)], to = names[moveTo(m)];
    const list = map.get(from);
    if (list) list.push(to); else map.set(from, [to]);
  }
  return map;
}

/** The square of the side to move's general when it is in check: [name] or []. */
export function checksOf(ptr, width, height, keys) {
  const names = squareNames(width, keys); // also refuses a bad keys option when nobody is in check
  if (!W.br_wasm_in_check(ptr)) return [];
  const king = pieceOf(C.KING, W.br_wasm_turn(ptr)), at = W.br_wasm_board(ptr), h = heapU8();
  for (let sq = 0; sq < width * height; sq++) if (sidedPiece(h[at + sq]) === king) return [names[sq]];
  return [];
}

/** The `n` square names the module wrote to its squares buffer (attacks, attackers). */
export function squaresWritten(width, n) {
  const names = NAMES[width], at = W.br_wasm_squares(), h = heapU8();
  return Array.from({ length: n }, (_, i) => names[h[at + i]]);
}

/** Game.attacks(): the points the piece on `square` controls. */
export function attacksOf(ptr, width, height, square) {
  return squaresWritten(width, W.br_wasm_attacks(ptr, squareArgument(square, width, height)));
}

/** Game.attackers(): the points of `side`'s pieces that control `square`. */
export function attackersOf(ptr, width, height, square, side) {
  const sq = squareArgument(square, width, height), c = SIDES.indexOf(side);
  if (c < 0) throw badSide(side);
  return squaresWritten(width, W.br_wasm_attackers(ptr, sq, c));
}
