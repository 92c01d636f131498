// config.js — a chessground configuration from a boardrules Game. No import: it works on any
// Game and runs in Node too (see tests/js/examples.test.js); board.js is the browser part.
//
//   import { chessgroundConfig, fromBoardKey } from './config.js';
//   const cg = Chessground(element, chessgroundConfig(game));
//   // after each move: cg.set(chessgroundConfig(game));
//
// 8×8 (makruk): lichess's chessground draws it. Its FEN reader knows chess letters only, so the
// khon (S) is shown as a bishop and the met (M) as a queen, as chess piece sets show them.
// 9×10 (xiangqi, janggi): chessground has no such board; chessgroundx (the fork pychess uses)
// has, with `dimensions` and keys that write rank 10 as ':' (a:, b: ...): that is what this
// function gives for those games, with the FEN unchanged.

/** chessground-style keys for a game: 'a1'..'h8', or chessgroundx 'a1'..'i:' on 9×10. */
export function boardKeys(game) {
  return game.height === 10 ? 'cgx' : 'standard';
}

/** A square name of boardrules ('a10') from a board key ('a:' on chessgroundx boards). */
export function fromBoardKey(key) {
  return key.endsWith(':') ? `${key[0]}10` : key;
}

/** A board key from a square name of boardrules. */
export function toBoardKey(game, square) {
  return boardKeys(game) === 'cgx' && square.endsWith('10') ? `${square[0]}:` : square;
}

/** The board field of the game's FEN, with the letters the board library reads. */
export function boardFen(game) {
  const board = game.fen().split(' ')[0];
  return game.variant === 'makruk' ? board.replace(/[msMS]/g, (c) => ({ m: 'q', s: 'b', M: 'Q', S: 'B' })[c]) : board;
}

/**
 * The config object for Chessground(element, config) and cg.set(config): the position, whose
 * turn it is, and the legal moves as `movable.dests` (a Map from square to squares, from
 * game.dests()). Passes and vchess setup choices are not board moves: offer them with buttons
 * (game.canPass(), game.setupChoices()).
 */
export function chessgroundConfig(game, { orientation = 'white' } = {}) {
  const over = game.isOver();
  const keys = boardKeys(game);
  const last = game.history().at(-1);
  const config = {
    fen: boardFen(game),
    orientation,
    turnColor: game.turn,
    check: game.inCheck() ? game.turn : false,
    lastMove: last && !last.pass && !last.setup ? [toBoardKey(game, last.from), toBoardKey(game, last.to)] : undefined,
    movable: {
      color: over ? undefined : game.turn,
      free: false,
      dests: over ? new Map() : game.dests(keys === 'cgx' ? { keys: 'cgx' } : {}),
      showDests: true,
    },
  };
  if (keys === 'cgx') config.dimensions = { width: game.width, height: game.height };
  return config;
}
