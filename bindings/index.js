// index.js — the JavaScript API over the wasm rules core.
//
//   import { init, Game } from 'boardrules';
//   await init();
//   const g = new Game('janggi/plyyard');
//   g.dests(); g.play('b1c3'); g.outcome();
//
// One async init, then everything is synchronous. A game is data the garbage collector owns:
// nothing needs freeing (see memory.js). The modules, by job:
//   memory.js     the wasm module, the transfer buffer, the pool of game slots
//   constants.js  what JS knows of the core's enums, read from the module
//   packing.js    the layouts of the numbers the module packs (moves, entries, outcomes, pieces)
//   profiles.js   built-in and custom profiles, FEN checks
//   moves.js      move objects and move input
//   game.js       Game; game_data.js its history and snapshots; board.js squares, pieces,
//                 destinations and control as Game shows them
//   errors.js     the error classes
//   notation.js   move notations
// Record reading and writing (PGN, GIB, encodings) is the separate entry `boardrules/records`
// (records/index.js): importing it also enables Game.fromRecord and game.toRecord.

export { init, wasmMemoryBytes } from './memory.js';
export { profiles, profileFields, profileInfo, defineProfile, deleteProfile, validateFen } from './profiles.js';
export { Game } from './game.js';
export { NOTATIONS } from './notation.js';
export {
  BoardRulesError, IllegalMoveError, InvalidFenError, UnknownProfileError, ProfileError,
  NotInitializedError, InitError, ArgumentError, OutOfMemoryError,
} from './errors.js';
export { RecordError } from './records/errors.js';
