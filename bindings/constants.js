// constants.js — what JS knows of the core's enums, read from the module at init: limits, move
// kinds, piece bytes, games, error and reason codes, piece letters, square names. Nothing here
// is copied from boardrules.h by hand (tests/js/constants.test.js checks the header against it).

import { W, onInit, readText } from './memory.js';

/** BR_* constants by name without the prefix: C.MAX_PERFT_DEPTH, C.MOVE_PASS, C.GAME_MAKRUK... */
export const C = {};
/** Error code names by number ('fen-empty', ...) and numbers by name. */
export const ERROR_NAMES = [];
export const ERROR_CODES = {};
/** Reason names by number ('' for none) and numbers by name. */
export const REASON_NAMES = [];
export const REASON_CODES = {};
/** Game names by BrGameKind: 'xiangqi', 'janggi', 'makruk'. */
export const GAMES = [];
/** Side names by colour (C.WHITE, C.BLACK). */
export const SIDES = [];
/** FEN letter by game name and piece byte (promoted bit included), undefined for none. */
export const PIECE_LETTERS = {};
/** Square names per board width (index: square), and square index by name (cgx keys too). */
export const NAMES = {};
export const CGX_NAMES = {};
export const SQUARES = {};
/** Role names per game by piece type: words of the API, not of the core. */
export const ROLES = {
  xiangqi: [null, 'general', 'advisor', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'],
  janggi: [null, 'general', 'guard', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'],
  makruk: [null, 'khun', 'met', 'khon', 'horse', 'ruea', null, 'pawn'],
};

onInit(() => {
  for (let i = 0, n = W.br_wasm_constant_count(); i < n; i++) {
    C[readText(W.br_wasm_constant_name(i)).replace(/^BR_/, '')] = W.br_wasm_constant_value(i);
  }
  for (let i = 0; i < C.ERR_COUNT; i++) {
    ERROR_NAMES[i] = readText(W.br_wasm_error_name(i));
    ERROR_CODES[ERROR_NAMES[i]] = i;
  }
  for (let i = 0; i < C.REASON_COUNT; i++) {
    REASON_NAMES[i] = readText(W.br_wasm_reason_name(i));
    if (i) REASON_CODES[REASON_NAMES[i]] = i;
  }
  for (const [name, value] of Object.entries(C)) if (name.startsWith('GAME_')) GAMES[value] = name.slice(5).toLowerCase();
  SIDES[C.WHITE] = 'white';
  SIDES[C.BLACK] = 'black';
  GAMES.forEach((game, kind) => {
    PIECE_LETTERS[game] = Array.from({ length: 32 }, (_, b) => String.fromCharCode(W.br_wasm_piece_letter(kind, b)) || undefined)
      .map((c) => (c === '\0' ? undefined : c));
  });
});

/** Fills the square-name tables of a board width from a game of that width (core names). */
export function learnSquares(game, width, height) {
  if (NAMES[width]) return;
  const names = [], cgx = [], index = new Map();
  for (let sq = 0; sq < width * height; sq++) {
    names[sq] = readText(W.br_wasm_square_name(game, sq));
    cgx[sq] = names[sq].replace(/10$/, ':'); // chessgroundx writes rank 10 as ':'
    index.set(names[sq], sq);
    index.set(cgx[sq], sq);
  }
  NAMES[width] = names;
  CGX_NAMES[width] = cgx;
  SQUARES[width] = index;
}
