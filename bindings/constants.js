// constants.js — what JS knows of the core's enums, read from the module at init: limits, move
// kinds, piece bytes, games, error and reason codes, piece letters, square names. Nothing here
// is copied from boardrules.h by hand (tests/js/constants.test.js checks the header against it).

import { W, onInit, readTexts } from './memory.js';

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
/** Role names per game by piece type (C.KING...): words of the API, not of the core, given
 *  by the header's names of the types; a type a game has no piece of has none. */
export const ROLES = {};
const ROLE_WORDS = {
  xiangqi: { KING: 'general', ADVISOR: 'advisor', ELEPHANT: 'elephant', HORSE: 'horse', CHARIOT: 'chariot', CANNON: 'cannon', SOLDIER: 'soldier' },
  janggi: { KING: 'general', ADVISOR: 'guard', ELEPHANT: 'elephant', HORSE: 'horse', CHARIOT: 'chariot', CANNON: 'cannon', SOLDIER: 'soldier' },
  makruk: { KING: 'khun', ADVISOR: 'met', ELEPHANT: 'khon', HORSE: 'horse', CHARIOT: 'ruea', SOLDIER: 'pawn' },
};

// Each list comes in one call and one text decode (readTexts), not one per name: start-up.
onInit(() => {
  readTexts(W.br_wasm_constant_names()).forEach((name, i) => { C[name.slice(3)] = W.br_wasm_constant_value(i); }); // less BR_
  readTexts(W.br_wasm_error_names()).forEach((name, i) => { ERROR_NAMES[i] = name; ERROR_CODES[name] = i; });
  readTexts(W.br_wasm_reason_names()).forEach((name, i) => { REASON_NAMES[i] = name; if (i) REASON_CODES[name] = i; });
  for (const name in C) if (name.startsWith('GAME_')) GAMES[C[name]] = name.slice(5).toLowerCase();
  SIDES[C.WHITE] = 'white';
  SIDES[C.BLACK] = 'black';
  GAMES.forEach((game, kind) => { PIECE_LETTERS[game] = readTexts(W.br_wasm_piece_letters(kind)).map((c) => c || undefined); });
  for (const game of GAMES) {
    ROLES[game] = [];
    for (const [type, word] of Object.entries(ROLE_WORDS[game])) ROLES[game][C[type]] = word;
  }
});

/** Fills the square-name tables of a board width from a game of that width (core names). */
export function learnSquares(game, width, height) {
  if (NAMES[width]) return;
  const names = readTexts(W.br_wasm_square_names(game)), cgx = [], index = new Map();
  for (let sq = 0; sq < width * height; sq++) {
    cgx[sq] = names[sq].replace(/10$/, ':'); // chessgroundx writes rank 10 as ':'
    index.set(names[sq], sq);
    index.set(cgx[sq], sq);
  }
  NAMES[width] = names;
  CGX_NAMES[width] = cgx;
  SQUARES[width] = index;
}
