// errors.js — the typed error of record reading: a BoardRulesError with a stable code; and the
// slot through which the records entry (`boardrules/records`) lends Game.fromRecord and
// game.toRecord their code, so that a page that only wants rules never loads it.
import { BoardRulesError, checkOptions, isPlainObject, keepNames } from '../errors.js';
import { writeStyle, notationOfText, dialectText, dialectSpelling, moveTextSpan } from '../notation.js';
import { gameOfName, hasProfile } from '../profiles.js';
import { C } from '../constants.js';

/** A record (or its bytes) that cannot be read; `code` says why. */
export class RecordError extends BoardRulesError {}
keepNames({ RecordError });

let records = null;
/** game.play(text, options)'s UCI text alone, set by Game's static block (game.js imports this
 *  file, not the other way round: no import cycle for a bundler to warn of). */
let playUci = null;
export function lendPlayUci(fn) { playUci = fn; }

/** Where records/index.js lends its code, once, when it is loaded: a static of RecordError under
 *  a registered symbol rather than an export, because under Node the entries are pre-bundles
 *  (scripts/package-files.mjs) that share only what `boardrules` exports. It gets back the
 *  helpers of the rules entry it shares the same way: the options check, the plain object test,
 *  the writers' style check, a profile name's game, whether a profile exists, a move text's notation, its respelling
 *  from a dialect and into one, where the first of moves written without spaces ends, and a
 *  replay's play that gives only the move's UCI text (Game's playUci). */
RecordError[Symbol.for('boardrules.lendRecords')] = (code) => {
  records = code;
  return { checkOptions, isPlainObject, writeStyle, gameOfName, hasProfile, notationOfText, dialectText, dialectSpelling, moveTextSpan,
    fixedMoveChars: () => C.FIXED_MOVE_CHARS, playUci };
};

/** The records code, or a RecordError naming the import that provides it. */
export function recordsCode(what) {
  if (!records) {
    throw new RecordError('records-not-loaded',
      `${what} needs the records code: import { readRecords } from 'boardrules/records' (or import 'boardrules/records') once in the program`);
  }
  return records;
}
