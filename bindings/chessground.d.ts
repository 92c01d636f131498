// Types of `boardrules/chessground`: a Game as chessground(x) config. The shapes are
// structurally chessgroundx's own (Config, Key, Dests), so they pass without casts or imports.
import type { CgKey, Game, Move, Side, Square } from './index.js';

export type { CgKey };

/** The config pieces: pass to Chessground(el, config(game)) and to cg.set(config(game)). */
export interface CgConfig {
  /** The board part of the game's FEN. */
  fen: string;
  dimensions: { width: number; height: number };
  turnColor: Side;
  /** Keys of the generals in check, or false. */
  check: CgKey[] | false;
  /** [from, to] of the last move, [general] for a pass, [] when there is none, or it was a vchess setup choice (no point marked). */
  lastMove: CgKey[];
  movable: {
    free: false;
    /** The side to move; undefined (nobody) once the game is over (unless game.playPastEnd lets play go on).
     *  chessgroundx has no other value for nobody (its cg.stop() sets undefined; a left-out color keeps
     *  the old side), but its Config's `color?: Color | 'both'` takes none under exactOptionalPropertyTypes:
     *  there, config(game) is a Config by a cast (README "Use it with chessgroundx"). */
    color: Side | undefined;
    dests: Map<CgKey, CgKey[]>;
    showDests: true;
    rookCastle: false;
  };
}

/** Board key of a square name: 'a10' -> 'a:' (keys pass through); a TypeError for anything else
 *  (files a-i and ranks 1-10 only, the largest board's). */
export function key(square: Square | CgKey): CgKey;
/** Square name of a board key: 'a:' -> 'a10' (square names pass through); a TypeError for anything else
 *  (files a-i and ranks 1-10 only). */
export function square(key: CgKey | Square): Square;
/** Each function below throws a TypeError naming the value (`boardrules/chessground: config()
 *  expects a boardrules Game, got 5`) when `game` is not a Game. */

/** The side to move's destinations, as chessground's movable.dests. */
export function dests(game: Game): Map<CgKey, CgKey[]>;
/** Keys of the generals in check, or false. */
export function check(game: Game): CgKey[] | false;
/** Keys of the last move ([from, to], [general] for a pass), [] when there is none or it was a setup choice. */
export function lastMove(game: Game): CgKey[];
/** The chessground(x) config of the game as it stands. */
export function config(game: Game): CgConfig;
/** Plays the move chessground reports; throws IllegalMoveError (nothing changes) if refused. */
export function play(game: Game, orig: CgKey | Square, dest: CgKey | Square): Move;
/** Passes; throws IllegalMoveError where the profile or position does not allow it. */
export function pass(game: Game): Move;
