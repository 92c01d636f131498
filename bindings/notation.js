// notation.js — move notations, read and written by the wasm core (core/src/notation_*.c).
//
// This file only names things: the notations of each game come from the core at init, and a
// text goes to the core as it is (no parsing, no formatting here).
//
//   NOTATIONS                     { xiangqi: ['uci', 'iccs', 'san', 'wxf', 'chinese', 'vietnamese'],
//                                   janggi: ['uci', 'iccs', 'janggi', 'korean', 'san'], makruk: ['uci', 'san', 'thai'] }
//   bindNotations(io)             by init(), over its instance of the module: { readMove, writeMove }
//     readMove(ptr, text, kind, game)  { move } or { code, message }: the move a text names (it may
//                                      be illegal: explain() says why), in one notation or any
//     writeMove(ptr, raw, kind, o)     the text of a legal move; o.script 'simplified' | 'traditional'
//                                      (chinese), o.dots (wxf: 'c8.7', as PlayOK's files write it)
//   notationKind(game, name, o)   the core's number for a notation name (o.any: undefined = any)
//   notationOption(game, o)       the notation o.notation names, checked (undefined: none named)
//   DEFAULT_NOTATION              what history() and notation() write when none is named
//   coordinateLabelsOf(ptr, width, kind)  a board's edges in a notation's words (Game#coordinateLabels)
//   notationOfText(text, game)    a record's notation, told by its first move (records/settle.js)
//   dialectText(text, dialect)    a move text one writer spells its own way, respelled (records)
//   dialectSpelling(text, dialect) the other way, for a writer of such records
//   moveTextSpan(text, kind)      where the first of moves written without spaces, or in words, ends (records)
//
// Notations (README "Notations"): uci 'h3e3'; iccs 'H2-E2' (ranks 0-9); wxf 'C2.5' / 'C2=5';
// chinese '炮二平五'; janggi 'H02-83'; korean (GIB) '08마87'; san 'Nd2' (xiangqi, janggi 'Hg3'); thai 'ม-ง๒'.

import { ArgumentError, describe } from './errors.js';
import { GAMES, C } from './constants.js';
import { W, onInit, readText, readTexts, writeText } from './memory.js';

/** Notation names per game, read from the core by init() into this object, which is then frozen.
 *  One object for good: a copy of the binding taken before init (CommonJS destructuring) sees the
 *  lists too. Before init it is empty. */
export const NOTATIONS = {};

// Read at init here, beside the lists: a bundle that imports NOTATIONS and no Game drops the
// modules that bind the reader (moves.js), and their init hooks with them.
onInit(readTables);

/** The notation history() and notation() write when none is named: each game's usual one. */
export const DEFAULT_NOTATION = Object.freeze({ xiangqi: 'wxf', janggi: 'janggi', makruk: 'san' });

const KIND = new Map();                               // name -> BrNotation
const KIND_NAMES = [];                                // BrNotation -> name
const GAME_KIND = Object.create(null); // game -> Map(name of NOTATIONS[game] -> BrNotation)
export const SCRIPTS = ['simplified', 'traditional']; // notation()'s scripts (the CLI's --script too)
let ANY = null;                                       // BR_NOTATION_ANY

/**
 * The reader and writer over one instance of the module ({ W, readText, readTexts, writeText,
 * errorName, moveMessage }): { readMove, writeMove }. Each copy of index.js binds its own; the notation
 * tables are read by this module's init hook (readTables).
 */
export function bindNotations(io) {
  /** The move `text` names in notation `kind` (from notationKind): { move } or { code, message }. */
  function readMove(ptr, text, kind, game) {
    const malformed = () => ({ code: 'malformed-move', message: notAMoveMessage(text, game, KIND_NAMES[kind]) });
    if (!io.writeText(text)) return malformed(); // too long, or a NUL inside
    const r = io.W.br_wasm_read_move(ptr, kind);
    if (r >= 0) return { move: r };
    const code = io.errorName(-r);
    if (code === 'malformed-move') return malformed();
    return { code, message: `${io.moveMessage(-r)}: ${JSON.stringify(text)}` };
  }

  /** The text of a legal move in notation `kind`, or null when the core cannot write it. */
  function writeMove(ptr, raw, kind, options = {}) {
    const length = io.W.br_wasm_write_move(ptr, raw, kind, writeFlags(options));
    return length > 0 ? io.readText(length) : null;
  }

  return { readMove, writeMove };
}

/** A writer's { script, dots }, defaults filled in, else an ArgumentError: notation() checks
 *  them for each move, toRecord once before it writes any (records/lent.js). */
export function writeStyle(options) {
  const script = options?.script ?? 'simplified';
  if (!SCRIPTS.includes(script)) {
    throw new ArgumentError('bad-argument', `script must be 'simplified' or 'traditional', got ${describe(script)}`);
  }
  const dots = options?.dots ?? false;
  if (typeof dots !== 'boolean') throw new ArgumentError('bad-argument', `dots is true or false, got ${describe(dots)}`);
  return { script, dots };
}

/** The core's write flags of a writer's { script, dots } (checked by writeStyle). */
export function writeFlags(options) {
  const { script, dots } = writeStyle(options);
  return (script === 'traditional' ? C.WRITE_TRADITIONAL : 0) | (dots ? C.WRITE_WXF_DOTS : 0);
}

function readTables() {
  if (Object.isFrozen(NOTATIONS)) return; // read once: the tables are the same in every instance
  ANY = W.br_wasm_notation_any();
  const names = readTexts(W.br_wasm_notation_names()); // by BrNotation
  names.forEach((name, kind) => { KIND.set(name, kind); KIND_NAMES[kind] = name; });
  GAMES.forEach((game, g) => { // by BrGameKind, from the module (constants.js, read first)
    const list = [];
    for (let i = 0, k; (k = W.br_wasm_notation_of_game(g, i)) >= 0; i++) list.push(names[k]);
    NOTATIONS[game] = Object.freeze(list);
    GAME_KIND[game] = new Map(list.map((name) => [name, KIND.get(name)]));
  });
  Object.freeze(NOTATIONS);
}

/** The core's number for one of NOTATIONS[game] (names as listed there); with `any`,
 *  undefined means any notation of the game. Throws ArgumentError 'unknown-notation'. */
export function notationKind(game, name, options) {
  if (name === undefined && options?.any) return ANY;
  // one map look-up, no options object made: a replay with { notation } asks it every ply
  const kind = typeof name === 'string' ? GAME_KIND[game]?.get(name) : undefined;
  if (kind === undefined) {
    const list = NOTATIONS[game] ?? [];
    throw new ArgumentError('unknown-notation',
      `${game} notations: ${list.join(', ')}; got ${describe(name)}`);
  }
  return kind;
}

/** The notation `options.notation` names, checked against the game's (ArgumentError
 *  'unknown-notation'); undefined when it names none. */
export function notationOption(game, options) {
  const name = options?.notation;
  if (name === undefined || name === null) return undefined;
  notationKind(game, name);
  return name;
}

/** The labels of a game's files and ranks in notation `kind` (from notationKind), as the core
 *  writes them in that notation's move texts, all in one call: { files, ranks, secondFiles?,
 *  rankFirst }. `ranks` is null where the notation has none (xiangqi's WXF and Chinese);
 *  `secondFiles` is there where the second player counts files its own way (the same two). */
export function coordinateLabelsOf(ptr, width, kind) {
  const texts = readTexts(W.br_wasm_coordinate_labels(ptr, kind)); // first's files, second's, ranks
  const files = texts.slice(0, width), second = texts.slice(width, 2 * width), ranks = texts.slice(2 * width);
  const labels = { files, ranks: ranks[0] ? ranks : null };
  if (second.some((label, file) => label !== files[file])) labels.secondFiles = second;
  labels.rankFirst = W.br_wasm_notation_rank_first(kind) === 1;
  return labels;
}

/** The notation a move text is written in as far as its shape tells, for a record that names
 *  none: { kind, game } as the core's readers decide (br_notation_of_text), or null. `game`
 *  limits it to that game's notations. */
export function notationOfText(text, game) {
  if (!writeText(text)) return null; // a NUL inside: no move's
  const r = W.br_wasm_notation_of_text(game === undefined ? -1 : GAMES.indexOf(game));
  return r < 0 ? null : { kind: KIND_NAMES[r & 255], game: GAMES[r >> 8] };
}

/** A move text of a dialect (the core's BR_DIALECT_ name: 'GIB_OLD_POINTS', 'PLAYOK_MAKRUK'; its
 *  record's tags say which) as its notation's reader reads it (br_dialect_text); a text not of
 *  the dialect's shape as it is. */
export function dialectText(text, dialect) {
  return respelled('br_wasm_dialect_text', text, dialect) ?? text;
}

/** The other way, for a writer of a dialect's records: a move as the dialect's writers take it,
 *  as the dialect spells it (br_dialect_spell: 'POINT_DIGITS', UCI 'h3e3' as '7747'); null when
 *  it cannot be. */
export function dialectSpelling(text, dialect) {
  return respelled('br_wasm_dialect_spell', text, dialect);
}

/** `text` respelled by the export `exported` for a dialect (by name), or null when it is not. */
function respelled(exported, text, dialect) {
  if (!writeText(text)) return null; // a NUL inside: no move's
  const length = W[exported](C[`DIALECT_${dialect}`] ?? 0);
  return length > 0 ? readText(length) : null;
}

/** The length of the move text `text` starts with, in notation `kind` (a name; any when left
 *  out): for records that write moves without spaces between them ('炮二平五马８进７'), or in
 *  words ('Pháo 2 bình 5', Vietnamese), as the core tells it (br_move_text_span); 0 for none. */
export function moveTextSpan(text, kind) {
  // a move text is at most MAX_MOVE_TEXT bytes, so a prefix that long holds it: a long run
  // is not written whole for each of its moves
  return writeText(text.slice(0, C.MAX_MOVE_TEXT)) ? W.br_wasm_move_text_span(kind === undefined ? ANY : KIND.get(kind)) : 0;
}

/** The message of a text that names no move: in notation `name` of `game`, or in none of its
 *  notations when `name` is undefined (the core's "any" has no name). */
export function notAMoveMessage(text, game, name) {
  const where = name ? `of ${game} in ${name}` : `in any notation of ${game}`;
  return `not a move ${where}: ${describe(text)}`;
}
