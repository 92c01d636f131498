// moves.js — moves between the module and JS: encoded moves and history entries decoded into
// move objects, and move input (text in any notation, {from, to}, {pass}, move objects)
// resolved into encoded moves. Texts are read and written by the core: JS only caches the
// texts the core wrote.

import { W, heapU8, heapU32, readText, readTexts, writeText, codeMessage, onInit } from './memory.js';
import { C, NAMES, PIECE_LETTERS, ERROR_NAMES, ERROR_CODES } from './constants.js';
import {
  isMoveNumber, moveFrom, moveTo, moveKind, sidedPiece, pieceColor, pieceOf, entryMove, entryMoved, entryCaptured,
} from './packing.js';
import { NOTATIONS, bindNotations, notationKind, notationOption, writeStyle, notAMoveMessage } from './notation.js';
import { ArgumentError, IllegalMoveError, OutOfMemoryError, describe } from './errors.js';
import { outcomeOf } from './outcome.js';
import { squareOf, squareArgument } from './board.js';

let notations = null; // the core's notation reader and writer over this instance (notation.js)
onInit(() => {
  notations = bindNotations({ W, readText, readTexts, writeText, errorName: (code) => ERROR_NAMES[code], moveMessage: codeMessage });
});

// UCI texts as the core wrote them, per board width: plain moves in an array by from * squares
// + to (made when a width is first used: a 64K-slot array costs milliseconds at start-up), the
// few others (promotions, passes, setup swaps) in a map.
const UCI_PLAIN = {};
const UCI_OTHER = { 8: new Map(), 9: new Map() };

function plainTexts(width) {
  const squares = NAMES[width].length;
  return (UCI_PLAIN[width] = new Array(squares * squares));
}

/** The core's UCI text of an encoded move in game `ptr` (cached per width). */
export function uciText(ptr, width, m) {
  m = entryMove(m);
  if (moveKind(m) === NORMAL) {
    const table = UCI_PLAIN[width] ?? plainTexts(width), key = moveFrom(m) * NAMES[width].length + moveTo(m);
    return table[key] ??= readText(W.br_wasm_move_uci(ptr, m));
  }
  const other = UCI_OTHER[width];
  let text = other.get(m);
  if (text === undefined) other.set(m, text = readText(W.br_wasm_move_uci(ptr, m)));
  return text;
}

/**
 * A move object from an encoded move and the pieces it moves and takes (bytes as they were
 * before it): { from, to, uci, piece, captured?, promotion?, pass?, setup?, raw }.
 */
export function moveObject(ptr, game, width, m, moved, taken) {
  const kind = moveKind(m), from = moveFrom(m), to = moveTo(m);
  const names = NAMES[width], uci = uciText(ptr, width, m);
  if (kind === SETUP) {
    const sides = [];
    if (to & SWAP_LEFT) sides.push('left');
    if (to & SWAP_RIGHT) sides.push('right');
    return { from: names[from], to: names[from], uci, setup: sides, raw: m };
  }
  const letters = PIECE_LETTERS[game];
  if (kind === PASS) { // the general that passes stays on its point
    return { from: names[from], to: names[from], uci, piece: letters[sidedPiece(moved)], raw: m, pass: true };
  }
  const move = boardMove(names, letters, uci, m, moved, taken);
  if (kind === PROMOTION) move.promotion = letters[pieceOf(MET, pieceColor(moved))];
  return move;
}

/** A move from one point to another as an object: with `captured` in its literal when it takes
 *  (a property added afterwards cost a makruk replay ~1% of its time). */
function boardMove(names, letters, uci, m, moved, taken) {
  const from = names[moveFrom(m)], to = names[moveTo(m)], piece = letters[sidedPiece(moved)];
  return taken ? { from, to, uci, piece, raw: m, captured: letters[sidedPiece(taken)] } : { from, to, uci, piece, raw: m };
}

/**
 * What the move objects of a game on a board width read: its square names, piece letters and
 * UCI texts, resolved once (a Game keeps them). Read per played move by width and game name,
 * they cost a makruk replay (play + outcome a ply) ~4% of its time.
 */
const TABLES = {};
export function moveTables(game, width) {
  return ((TABLES[game] ??= {})[width] ??= {
    game, width, names: NAMES[width], letters: PIECE_LETTERS[game], texts: UCI_PLAIN[width] ?? plainTexts(width),
  });
}

/** entryObject with the game's moveTables: a plain move (the common case) inline. */
export function playedObject(ptr, tables, entry) {
  const m = entryMove(entry);
  if (moveKind(m) !== NORMAL) return moveObject(ptr, tables.game, tables.width, m, entryMoved(entry), entryCaptured(entry));
  const names = tables.names;
  const uci = tables.texts[moveFrom(m) * names.length + moveTo(m)] ?? uciText(ptr, tables.width, m);
  return boardMove(names, tables.letters, uci, m, entryMoved(entry), entryCaptured(entry));
}

// move kinds and the met's slot, read once at init (module variables: the hot paths read them)
let NORMAL, PROMOTION, PASS, SETUP, SWAP_LEFT, SWAP_RIGHT, MET;
onInit(() => {
  ({ MOVE_NORMAL: NORMAL, MOVE_PROMOTION: PROMOTION, MOVE_PASS: PASS, MOVE_SETUP: SETUP, SWAP_LEFT, SWAP_RIGHT, ADVISOR: MET } = C);
});

/** A move object from a history entry (packing.js: the move, the pieces it moved and took). */
export function entryObject(ptr, game, width, entry) {
  return moveObject(ptr, game, width, entryMove(entry), entryMoved(entry), entryCaptured(entry));
}

/** A move object for an encoded move in the current position (board at `board` in `h`). */
export function currentMoveObject(ptr, game, width, m, h, board) {
  const kind = moveKind(m);
  const normal = kind !== PASS && kind !== SETUP;
  return moveObject(ptr, game, width, m, h[board + moveFrom(m)], normal ? h[board + moveTo(m)] : 0);
}

// movesRaw() lists are views into a shared pool, as Node's Buffer.allocUnsafe makes small
// Buffers: a typed array over 64 bytes made on its own gets an off-heap store (~0.6 us, more than
// the rest of the call), a view into a store already made does not. Lists never share words; a
// pool is collected once no list refers to it; one whose buffer was transferred is replaced.
const POOL_BYTES = 8192;
let pool = new ArrayBuffer(POOL_BYTES);
let poolUsed = 0;

function pooledList(n) {
  if (poolUsed + 4 * n > pool.byteLength || pool.byteLength === 0) {
    pool = new ArrayBuffer(Math.max(POOL_BYTES, 4 * n));
    poolUsed = 0;
  }
  const list = new Uint32Array(pool, poolUsed, n);
  poolUsed += 4 * n;
  return list;
}

// A typed array's own length and buffer, read without user code: a subclass's length getter (or
// a Proxy's traps, which ArrayBuffer.isView refuses) could use other games and overwrite the move list.
const LENGTH = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint32Array.prototype), 'length').get;
const BUFFER = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Uint32Array.prototype), 'buffer').get;

/** Whether a typed array's buffer was transferred away: its length reads 0, and no view of it
 *  can be made (Node 20 has no ArrayBuffer.prototype.detached). */
function detached(view) {
  try {
    new Uint8Array(BUFFER.call(view), 0, 0);
    return false;
  } catch {
    return true;
  }
}

/** The legal moves of game `ptr` as encoded numbers: a new Uint32Array (a view into the pool),
 *  or written into `into` and returned as its subarray (ArgumentError if it is not a
 *  Uint32Array with room). */
export function moveNumbers(ptr, into) {
  const n = W.br_wasm_legal_moves(ptr);
  const at = W.br_wasm_moves() >> 2;
  const fresh = into === undefined;
  if (fresh) into = pooledList(n);
  else if (!ArrayBuffer.isView(into) || !(into instanceof Uint32Array)) throw new ArgumentError('bad-argument', `movesRaw(into): into must be a Uint32Array, got ${describe(into)}`);
  else if (LENGTH.call(into) === 0 && detached(into)) throw new ArgumentError('bad-argument', 'movesRaw(into): into\'s buffer was transferred away (detached)');
  else if (LENGTH.call(into) < n) throw new ArgumentError('bad-argument', `movesRaw(into): ${n} moves do not fit in ${into.length}; Game.maxMoves (${C.MAX_MOVES}) always do`);
  const list = heapU32();
  for (let i = 0; i < n; i++) into[i] = list[at + i];
  return fresh ? into : into.subarray(0, n);
}

/** The legal moves of game `ptr` as move objects (the common case, a plain move, inline). */
export function moveList(ptr, game, width) {
  const n = W.br_wasm_legal_moves(ptr);
  const h = heapU8(), raw = heapU32(), at = W.br_wasm_moves() >> 2, board = W.br_wasm_board(ptr);
  const names = NAMES[width], letters = PIECE_LETTERS[game], squares = names.length;
  const texts = UCI_PLAIN[width] ?? plainTexts(width);
  const list = new Array(n);
  for (let i = 0; i < n; i++) {
    const m = raw[at + i];
    if (moveKind(m) !== NORMAL) { list[i] = currentMoveObject(ptr, game, width, m, h, board); continue; }
    const from = moveFrom(m), to = moveTo(m);
    list[i] = boardMove(names, letters, texts[from * squares + to] ?? uciText(ptr, width, m), m, h[board + from], h[board + to]);
  }
  return list;
}

/** The text a move input names, or null when it is no move input. */
function inputText(input) {
  if (typeof input === 'string') return input;
  if (input === null || typeof input !== 'object') return null;
  // a promotion needs no letter (makruk's pawn becomes a met by itself): chess.js's
  // { promotion: 'q' } names the same move
  if (typeof input.from === 'string' && typeof input.to === 'string') return input.from + input.to;
  if (input.pass === true) return 'pass';
  return null;
}

/**
 * The encoded move an input names in game `ptr` (it may be illegal), or { code, message } when
 * it names none. A text in notation `kind` (undefined: any notation of the game) is read by the
 * core; so are { from, to } squares (chessground's 'a:' included).
 */
export function resolveMove(ptr, game, input, kind) {
  if (typeof input === 'number') return isMoveNumber(input) ? input : NOT_A_MOVE;
  if (input !== null && typeof input === 'object' && typeof input.raw === 'number') {
    const raw = input.raw;
    if (!isMoveNumber(raw)) return NOT_A_MOVE;
    if (rawNamesPoints(ptr, raw, input)) return raw;
    // a move object whose points were changed, or one of another board: its points decide
  }
  let text = inputText(input);
  if (text === null) return NOT_A_MOVE;
  text = text.trim();
  if (!text || text.length >= C.MAX_MOVE_TEXT) return NOT_A_MOVE; // more bytes than the core reads
  if (kind === undefined || typeof input !== 'string') {
    if (!writeText(text)) return NOT_A_MOVE;
    const m = W.br_wasm_read_text(ptr);
    return m >= 0 ? m : readFailure(-m, text);
  }
  const r = notations.readMove(ptr, text, notationKind(game, kind), game);
  return r.code ? r : r.move;
}

const NOT_A_MOVE = { code: 'malformed-move', message: null };

/** The encoded move an input names (maybe illegal); throws IllegalMoveError when it names none. */
export function namedMove(ptr, game, input, kind) {
  const m = resolveMove(ptr, game, input, kind);
  if (typeof m !== 'number') throw new IllegalMoveError(m.code, m.message ?? notAMove(input, game, kind), { move: input });
  return m;
}

/** Why the move an input names is refused: null when it is legal, else { code, message }
 *  (`kind` the notation named, undefined: any). */
export function explainMove(ptr, game, width, input, kind) {
  let m;
  try {
    m = namedMove(ptr, game, input, kind);
  } catch (e) {
    if (!(e instanceof IllegalMoveError)) throw e;
    const over = overRefusal(ptr, e, input);
    return { code: over.code, message: over === e ? e.message + readingNote(ptr, game, width, input, kind) : over.message };
  }
  const code = W.br_wasm_explain(ptr, m);
  return code ? { code: ERROR_NAMES[code], message: saysEnd(ptr, refusal(code, input)).message + readingNote(ptr, game, width, input, kind) } : null;
}

/**
 * After the core refused or could not read `input` (entry < 0, in notation `kind` or any): the
 * history entry of the move a slower reading (any input form) finds and plays, or the error that
 * says why there is none. A text that names no move, or several, gets the reading's words
 * (quoting it, as explain() does); a move it names gets the core's refusal.
 */
export function playRefused(ptr, game, width, entry, input, kind) {
  try {
    if (entry === -ERROR_CODES['malformed-move'] || entry === -1 || typeof input === 'string') {
      entry = W.br_wasm_play_move(ptr, namedMove(ptr, game, input, kind));
    }
    if (entry < 0) throw refusal(-entry, input);
    return entry;
  } catch (error) {
    if (!(error instanceof IllegalMoveError)) throw error;
    const over = overRefusal(ptr, error, input);
    if (over === error) error.message += readingNote(ptr, game, width, input, kind);
    throw over;
  }
}

/** `error`, a move's refusal, or game-over when no move may be played: whatever the input then
 *  (a text naming no piece, or no move, too), as the core judges the end before a move it reads. */
function overRefusal(ptr, error, input) {
  return saysEnd(ptr, error.code !== 'game-over' && W.br_wasm_legal_moves(ptr) === 0 ? refusal(ERROR_CODES['game-over'], input) : error);
}

/** A game-over refusal says how the game ended ("…: 1/2-1/2 by repetition"), not only that it did. */
export function saysEnd(ptr, error) {
  const { over, result, reason } = error.code === 'game-over' ? outcomeOf(W.br_wasm_outcome(ptr)) : {};
  if (over) error.message += `: ${result} by ${reason}`;
  return error;
}

/** True when an object's `from` and `to` (if it has them) are the points its `raw` encodes. */
function rawNamesPoints(ptr, raw, input) {
  if (typeof input.from !== 'string' || typeof input.to !== 'string' || moveKind(raw) === SETUP) return true;
  const width = W.br_wasm_width(ptr), height = W.br_wasm_height(ptr);
  const to = moveKind(raw) === PASS ? moveFrom(raw) : moveTo(raw);
  return squareOf(input.from, width, height) === moveFrom(raw) && squareOf(input.to, width, height) === to;
}

function readFailure(code, text) {
  const name = ERROR_NAMES[code];
  return name === 'malformed-move' ? NOT_A_MOVE : { code: name, message: `${codeMessage(code)}: ${JSON.stringify(text)}` };
}

/** The text of a legal move in notation `kind` (setup swaps have only UCI text), or null. */
export function writeMoveText(ptr, game, width, raw, kind, options) {
  if (moveKind(raw) === SETUP || kind === 'uci') return uciText(ptr, width, raw);
  return notations.writeMove(ptr, raw, notationKind(game, kind), options);
}

/** Game.moves(): the legal moves, those of the piece on { square } only, each with its text in
 *  { notation } (styled by { script, dots }) when one is named. */
export function movesOf(ptr, game, width, height, options) {
  const kind = notationOption(game, options);
  if (options) writeStyle(options); // a bad script or dots is refused with or without a notation, as history() does
  let list = moveList(ptr, game, width);
  if (options?.square !== undefined) {
    const from = NAMES[width][squareArgument(options.square, width, height)];
    list = list.filter((m) => m.from === from && !m.pass && !m.setup);
  }
  if (kind) for (const m of list) m.notation = writeMoveText(ptr, game, width, m.raw, kind, options) ?? m.uci;
  return list;
}

/** Game.notation(): the text of the move `input` names in notation `kind`, else a refusal. */
export function moveNotation(ptr, game, width, input, kind, options) {
  notationKind(game, kind); // a bad kind before the move is read
  const m = namedMove(ptr, game, input);
  let code = W.br_wasm_explain(ptr, m);
  // past an end of the rules that leaves moves (repetition, move limit, ...), a move is written
  // as lineNotation writes it there (a declared result and a mate still refuse it)
  const past = code === ERROR_CODES['game-over'] && !W.br_wasm_plays_past_end(ptr);
  if (past) W.br_wasm_set_play_past_end(ptr, 1);
  try {
    if (past) code = W.br_wasm_explain(ptr, m);
    if (code) throw saysEnd(ptr, refusal(code, input));
    const text = writeMoveText(ptr, game, width, m, kind, options);
    if (text === null) throw new IllegalMoveError('illegal-move', `the move cannot be written in ${kind}`, { move: input });
    return text;
  } finally {
    if (past) W.br_wasm_set_play_past_end(ptr, 0);
  }
}

/** Game.perft(): the leaves of the legal-move tree to `depth`. */
export function perftOf(ptr, depth) {
  if (!Number.isInteger(depth) || depth < 0 || depth > C.MAX_PERFT_DEPTH) {
    throw new ArgumentError('bad-depth', `perft depth must be an integer from 0 to ${C.MAX_PERFT_DEPTH}, got ${describe(depth)}`);
  }
  return W.br_wasm_perft(ptr, depth);
}

/** The notation of the moves played from the first-th of `entries` on (the game's history
 *  entries from ply `base`), written by the core from its undo records; `flags`: writeFlags'. */
export function historyTexts(ptr, game, width, entries, first, kind, flags, base) {
  const number = notationKind(game, kind), out = [];
  for (let i = first; i < entries.length;) {
    const count = W.br_wasm_history_notation(ptr, base + i, number, flags);
    if (count <= 0) break;
    const texts = readTexts(count);
    for (let k = 0; k < count; k++, i++) {
      const raw = entryMove(entries[i]);
      out.push(texts[k] || (moveKind(raw) === SETUP ? uciText(ptr, width, raw) : undefined)); // setup swaps have only UCI text
    }
  }
  return out;
}

/**
 * What a refusal adds about how its input was read: a number is an encoded move (movesRaw), and
 * the refusal names the move it encodes (play(12) had said only "no piece on the starting
 * point"). And when no notation was named and ICCS (ranks 0-9) reads a xiangqi or janggi text as a legal
 * move: which move that is; else ''. A lower-case "h2e2" is read as UCI (ranks 1-10) unless ICCS
 * is named; the error says what ICCS would read instead of guessing.
 */
export function readingNote(ptr, game, width, input, notation) {
  if (typeof input === 'number') {
    // a number with a point off the board is named as given alone ('not a move: 123')
    const area = width * W.br_wasm_height(ptr);
    return isMoveNumber(input) && moveFrom(input) < area && moveTo(input) < area ? `; ${input} is read as an encoded move (movesRaw): ${uciText(ptr, width, input)}` : '';
  }
  // (a text without a digit names no rank: 'pass' is a pass however ranks are counted)
  if (!NOTATIONS[game]?.includes('iccs') || notation !== undefined || typeof input !== 'string' || !/[0-9]/.test(input)) return '';
  const r = notations.readMove(ptr, input.trim(), notationKind(game, 'iccs'), game);
  if (r.code) return '';
  // the advice holds wherever the text came from (the API, the CLI, a record, the board): ICCS's
  // own written form is read as ICCS unasked
  // the legal move as the core writes ICCS, upper case with a dash ("H2-E2"), which every reader
  // here takes for ICCS without being told
  if (!W.br_wasm_explain(ptr, r.move)) return `; read as ICCS (ranks 0-9) it would be ${uciText(ptr, width, r.move)}: write it "${writeMoveText(ptr, game, width, r.move, 'iccs')}", or name the notation 'iccs', for that`;
  // a text read as ICCS when no notation is named ("h3-e3", "H3E3"), refused: the points it
  // names are not the ones a reader of UCI (ranks 1-10) sees
  if (resolveMove(ptr, game, input, undefined) !== r.move) return '';
  return `; read as ICCS (ranks 0-9), as this form of move is: ${uciText(ptr, width, r.move)} in UCI`;
}

/** The error a refusal code (a number from the module) becomes. */
export function refusal(code, input) {
  const name = ERROR_NAMES[code];
  if (name === 'out-of-memory') return new OutOfMemoryError(name, 'boardrules: wasm memory ran out (the history could not grow)');
  return new IllegalMoveError(name, refusalMessage(code, input), { move: input });
}

/** The core's message for a refusal code; its words for a malformed move speak of a text, so an
 *  encoded move it cannot place is named as given. */
function refusalMessage(code, input) {
  return ERROR_NAMES[code] === 'malformed-move' && typeof input !== 'string' ? notAMove(input) : codeMessage(code);
}

/** The message of an input that names no move (in notation `kind`, when one was given). */
export function notAMove(input, game, kind) {
  if (typeof input === 'string') return notAMoveMessage(input.trim(), game, kind);
  if (input === null || typeof input !== 'object' || input.raw !== undefined) return `not a move: ${describe(input)}`;
  const { from, to } = input;
  if (typeof from === 'string' && typeof to === 'string') return `not a move: from ${describe(from)} to ${describe(to)}`; // quoted as texts are, cut at 40 characters
  return `not a move: a move object has from and to (square names) or pass: true; got ${describe(input)}`;
}
