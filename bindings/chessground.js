// chessground.js — `boardrules/chessground`: a Game as chessground(x) config, and board keys.
//
//   import { Chessground } from 'chessgroundx';
//   import { config, play } from 'boardrules/chessground';
//   const cg = Chessground(el, { ...config(game), movable: { ...config(game).movable,
//     events: { after: (orig, dest) => { play(game, orig, dest); cg.set(config(game)); } } } });
//
// chessgroundx names squares by one character per file and per rank: rank 10 of a xiangqi or
// janggi board is ':' (the character after '9'), so 'a10' is the key 'a:'. key() and square()
// convert both ways; everything here speaks keys, and `game` is a boardrules Game.

const RANK_10 = ':';

/** A value as a message shows it: never throws, never runs the caller's code (JSON.stringify
 *  threw on a BigInt and wrote a Symbol as undefined). This entry imports nothing, so it is not
 *  errors.js's describe. */
const shown = (v) => (typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
  : typeof v === 'bigint' ? `${v}n` : typeof v === 'symbol' ? 'a symbol' : typeof v === 'function' ? 'a function'
    : Array.isArray(v) ? 'an array' : v !== null && typeof v === 'object' ? 'an object' : String(v));

/** Board key of a square name: 'e2' -> 'e2', 'a10' -> 'a:'. Keys pass through. */
export function key(square) {
  if (typeof square === 'string' && /^[a-i]:$/.test(square)) return square;
  if (typeof square !== 'string' || !/^[a-i](?:[1-9]|10)$/.test(square)) {
    throw new TypeError(`boardrules/chessground: key() expects a square name like 'e2' or 'a10', got ${shown(square)}`);
  }
  const rank = Number(square.slice(1));
  return square[0] + (rank < 10 ? String(rank) : String.fromCharCode(48 + rank));
}

/** Square name of a board key: 'e2' -> 'e2', 'a:' -> 'a10'. Square names pass through. */
export function square(key) {
  if (typeof key === 'string' && /^[a-i][1-9:]$/.test(key)) return key[0] + (key.charCodeAt(1) - 48);
  if (typeof key === 'string' && /^[a-i]10$/.test(key)) return key;
  throw new TypeError(`boardrules/chessground: square() expects a board key like 'e2' or 'a${RANK_10}', got ${shown(key)}`);
}

/** The game a function of this entry is given; anything else is the documented TypeError
 *  naming it (not a TypeError from inside, "game.dests is not a function"). */
function aGame(game, fn) {
  if (game === null || typeof game !== 'object' || typeof game.dests !== 'function' || typeof game.play !== 'function') {
    throw new TypeError(`boardrules/chessground: ${fn}() expects a boardrules Game, got ${shown(game)}`);
  }
  return game;
}

/** The side to move's legal destinations, as chessground's movable.dests. */
export function dests(game) {
  return aGame(game, 'dests').dests({ keys: 'cgx' });
}

/** Keys of the generals (kings) in check, for chessground's `check` (false when none). */
export function check(game) {
  const keys = aGame(game, 'check').checks({ keys: 'cgx' });
  return keys.length ? keys : false;
}

/** Keys of the last move ([from, to], [general] for a pass), [] when there is none: chessgroundx
 *  then marks no point (undefined would too, but its Config type, read under
 *  exactOptionalPropertyTypes, takes no undefined; a left-out key keeps the old mark). */
export function lastMove(game) {
  const last = aGame(game, 'lastMove').history({ notation: false, keys: 'cgx', since: Math.max(0, game.ply - 1) })[0]; // that move alone
  if (!last || last.setup) return [];
  return last.pass ? [last.from] : [last.from, last.to];
}

/**
 * The chessground(x) config of the game as it stands: pieces, side to move, check, last move,
 * and who may move where (nobody once the game is over, unless it plays past the rules' end:
 * game.playPastEnd). Pass it to Chessground() at first, then to cg.set() after every move.
 */
export function config(game) {
  const movable = aGame(game, 'config').dests({ keys: 'cgx' }); // none once the game is over, unless it plays past the end
  const over = game.isOver() && movable.size === 0;
  return {
    fen: game.fen().split(' ')[0],
    dimensions: { width: game.width, height: game.height },
    turnColor: game.turn,
    check: check(game),
    lastMove: lastMove(game),
    movable: {
      free: false,
      color: over ? undefined : game.turn, // chessgroundx's nobody (cg.stop()); left out, the old side would move
      dests: movable,
      showDests: true,
      rookCastle: false, // chessground's castling shortcut is chess-only
    },
  };
}

/**
 * Plays the move chessground reports (movable.events.after(orig, dest)) on the game and returns
 * the move object; a move the rules refuse throws IllegalMoveError and changes nothing.
 */
export function play(game, orig, dest) {
  return aGame(game, 'play').play({ from: squareOrAsIs(orig), to: squareOrAsIs(dest) }); // a non-key: the game's IllegalMoveError
}

function squareOrAsIs(k) {
  try {
    return square(k);
  } catch {
    return k;
  }
}

/** Passes (janggi profiles that allow it); throws IllegalMoveError where a pass is refused. */
export function pass(game) {
  return aGame(game, 'pass').play({ pass: true });
}
