// index.js — the JavaScript API over the wasm rules core.
//
//   import { init, Game } from 'boardrules';
//   await init();
//   const g = new Game('janggi/plyyard');
//   g.dests(); g.play('b1c3'); g.outcome();
//
// One async init, then everything is synchronous. Games live in wasm memory and are freed
// automatically when garbage-collected (FinalizationRegistry); `free()` releases one at once.
// Hot paths (movesRaw, playRaw, perft) pass numbers and typed arrays only.

import { loadWasm } from './wasm.js';
import { bindNotations, notationKind, NOTATIONS } from './notation.js';
import {
  BoardRulesError, IllegalMoveError, InvalidFenError, UnknownProfileError, ProfileError,
  NotInitializedError,
} from './errors.js';

export {
  BoardRulesError, IllegalMoveError, InvalidFenError, UnknownProfileError, ProfileError,
  NotInitializedError, NOTATIONS,
};

const SIDES = ['white', 'black'];
const GAME_OF_PREFIX = { xiangqi: 'xiangqi', janggi: 'janggi', makruk: 'makruk' };
const DEFAULT_NOTATION = { xiangqi: 'wxf', janggi: 'janggi', makruk: 'san' };
const KIND = { NORMAL: 0, PROMOTION: 1, PASS: 2, SETUP: 3 };
const REASON = { RESIGNATION: 13, TIMEOUT: 14, AGREEMENT: 15 };
const LETTERS = {
  xiangqi: ' kabnrcp', janggi: ' kabnrcp', makruk: ' kmsnr p',
};
/** FEN letter by game and piece byte (type | colour << 3): upper case for the first player. */
const PIECE_LETTERS = Object.fromEntries(Object.entries(LETTERS).map(([game, letters]) => [game,
  Array.from({ length: 16 }, (_, b) => (b >> 3 ? letters[b & 7] : letters[b & 7].toUpperCase()))]));
const ROLES = {
  xiangqi: [null, 'general', 'advisor', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'],
  janggi: [null, 'general', 'guard', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'],
  makruk: [null, 'khun', 'met', 'khon', 'horse', 'ruea', null, 'pawn'],
};

let W = null;            // wasm exports, after init
let memory = null;
let notations = null;     // readMove/writeMove over this instance (notation.js)
let initPromise = null;
const profileRegistry = new Map(); // name -> { ptr, game, builtin }
const builtinNames = [];
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Loads and instantiates the wasm core. Call once; later calls return the same promise.
 * `source` (optional) is where the wasm comes from: bytes, a Response, or a URL.
 */
export function init(source) {
  if (!initPromise) {
    initPromise = loadWasm(source).then(({ exports, memory: mem }) => {
      W = exports;
      memory = mem;
      const count = W.br_wasm_profile_count();
      for (let i = 0; i < count; i++) {
        const name = readText(W.br_wasm_profile_name(i));
        builtinNames.push(name);
        profileRegistry.set(name, {
          name, ptr: W.br_wasm_builtin_profile(i), game: name.split('/')[0], builtin: true,
        });
      }
      notations = bindNotations({ W, memory, readText, errorName, moveMessage });
    }).catch((error) => { initPromise = null; throw error; });
  }
  return initPromise;
}

function ready() {
  if (!W) throw new NotInitializedError('not-initialized', 'boardrules: call `await init()` before using the library');
}

// ---- text through the wasm transfer buffer --------------------------------------------------

/** Writes text for the module to read; false if it does not fit or holds a NUL (C would read
 *  the text only up to it: refuse rather than cut). `pair` joins two texts with one NUL. */
function writeText(text, pair) {
  if (text.includes('\0') || (pair !== undefined && pair.includes('\0'))) return false;
  if (pair !== undefined) text = `${text}\0${pair}`;
  const bytes = encoder.encode(text);
  const cap = W.br_wasm_text_capacity() - 1;
  if (bytes.length > cap) return false;
  const ptr = W.br_wasm_text();
  const view = new Uint8Array(memory.buffer, ptr, bytes.length + 1);
  view.set(bytes);
  view[bytes.length] = 0;
  return true;
}

function readText(length) {
  if (length < 0) return null;
  return decoder.decode(new Uint8Array(memory.buffer, W.br_wasm_text(), length));
}

function errorName(code) { return readText(W.br_wasm_error_name(code)); }

function lastError() {
  const e = new Int32Array(memory.buffer, W.br_wasm_error(), 5);
  const [code, field, rank, column, detail] = e;
  return { code: errorName(code), field, rank, column, detail, message: readText(W.br_wasm_error_message()) };
}

function moveMessage(code) {
  W.br_wasm_set_error(code);
  return readText(W.br_wasm_error_message());
}

// ---- profiles -------------------------------------------------------------------------------

/** Bytes of wasm memory in use by the module (it grows on demand, never shrinks). */
export function wasmMemoryBytes() {
  ready();
  return memory.buffer.byteLength;
}

/** Names of every profile: the built-in ones, then those defined with defineProfile. */
export function profiles() {
  ready();
  return [...profileRegistry.keys()];
}

function findProfile(name) {
  ready();
  const p = typeof name === 'string' ? profileRegistry.get(name) : undefined;
  if (!p) {
    throw new UnknownProfileError('unknown-profile',
      `unknown profile ${describe(name)}; known: ${[...profileRegistry.keys()].join(', ')}`,
      { profile: name });
  }
  return p;
}

/** Names of the fields a custom profile may set (see README "Profiles"). */
export function profileFields() {
  ready();
  const names = [];
  for (let i = 0, n = W.br_wasm_profile_field_count(); i < n; i++) names.push(readText(W.br_wasm_profile_field_name(i)));
  return names.filter((f) => f !== 'name');
}

/** The rule choices of a profile, as the object defineProfile accepts. */
export function profileInfo(name) {
  const p = findProfile(name);
  const info = { name: p.name, game: p.game };
  for (const field of profileFields()) {
    writeText(field);
    const value = readText(W.br_wasm_profile_get(p.ptr));
    info[field] = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
  }
  return info;
}

/**
 * Defines a profile from a built-in base plus named overrides, e.g.
 * defineProfile('mysite/janggi', { base: 'janggi/plyyard', moveLimit: 60 }).
 * Throws ProfileError naming the field for an unknown field or a bad value.
 */
export function defineProfile(name, options = {}) {
  ready();
  if (typeof name !== 'string' || !/^[\w.-]+\/[\w.-]+$/.test(name) || name.length > 47) {
    throw new ProfileError('bad-profile-value', 'a profile name is "game/site" (letters, digits, . _ -; at most 47 characters)', { field: 'name' });
  }
  if (profileRegistry.get(name)?.builtin) {
    throw new ProfileError('bad-profile-value', `${name} is a built-in profile and cannot be redefined`, { field: 'name' });
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new ProfileError('bad-profile-value', `options must be an object like { base: 'janggi/plyyard', moveLimit: 60 }, got ${describe(options)}`, { field: 'base' });
  }
  const { base, name: ignored, ...overrides } = options;
  if (ignored !== undefined) {
    throw new ProfileError('unknown-profile-field', 'the name is the first argument of defineProfile, not an option', { field: 'name' });
  }
  const baseIndex = builtinNames.indexOf(base);
  if (baseIndex < 0) {
    throw new ProfileError('unknown-profile', `base must name a built-in profile (${builtinNames.join(', ')}), got ${describe(base)}`, { field: 'base' });
  }
  const game = base.split('/')[0];
  if (name.split('/')[0] !== game) {
    throw new ProfileError('bad-profile-value', `a profile based on ${base} must be named "${game}/..."`, { field: 'name' });
  }
  const ptr = W.br_wasm_profile_new(baseIndex);
  const fail = (error) => { W.br_wasm_profile_delete(ptr); throw error; };
  const entries = [['name', name], ...Object.entries(overrides)];
  for (const [field, raw] of entries) {
    const value = Array.isArray(raw) ? (raw.length ? raw.join(',') : 'none') : String(raw);
    const ok = ['string', 'number', 'boolean'].includes(typeof raw) || Array.isArray(raw);
    if (field.includes('\0')) {
      fail(new ProfileError('unknown-profile-field', `unknown profile field ${describe(field)}; fields: ${profileFields().join(', ')}`, { field }));
    }
    if (!ok || !writeText(field, value)) {
      fail(new ProfileError('bad-profile-value', `bad value for ${field}: ${describe(raw)}`, { field }));
    }
    const code = W.br_wasm_profile_set(ptr);
    if (code) {
      const codeName = errorName(code);
      const message = codeName === 'unknown-profile-field'
        ? `unknown profile field ${describe(field)}; fields: ${profileFields().join(', ')}`
        : `bad value for ${field}: ${describe(raw)}`;
      fail(new ProfileError(codeName, message, { field }));
    }
  }
  // The start position must be valid under the new rules.
  writeText('');
  const g = W.br_wasm_game_new_with(ptr);
  if (!g) {
    const e = lastError();
    fail(new ProfileError('bad-profile-value', `startFen: ${e.message}`, { field: 'startFen', cause: e }));
  }
  W.br_wasm_game_delete(g);
  const old = profileRegistry.get(name);
  if (old) W.br_wasm_profile_delete(old.ptr); // games copy their profile, so this is safe
  profileRegistry.set(name, { name, ptr, game, builtin: false });
  return name;
}

function profileSetupTurns(p) {
  if (p.setupTurns === undefined) {
    writeText('setupTurns');
    p.setupTurns = readText(W.br_wasm_profile_get(p.ptr)) === 'true';
  }
  return p.setupTurns;
}

/** Checks a FEN for a profile without creating a game. */
export function validateFen(profile, fen) {
  const p = findProfile(profile);
  if (typeof fen !== 'string') {
    return { ok: false, error: { code: 'fen-empty', field: 1, message: 'the FEN must be a string' } };
  }
  if (!fen.trim()) return { ok: false, error: { code: 'fen-empty', field: 1, message: 'the FEN is empty' } };
  if (fen.includes('\0')) return { ok: false, error: { code: 'fen-field', field: 0, message: 'the FEN contains a NUL character' } };
  if (!writeText(fen)) return { ok: false, error: { code: 'fen-too-long', field: 0, message: 'the FEN is too long' } };
  const g = W.br_wasm_game_new_with(p.ptr);
  if (!g) {
    const { code, field, rank, column, message } = lastError();
    return { ok: false, error: { code, field, rank: rank > 0 ? rank : undefined, column: column >= 0 ? column : undefined, message } };
  }
  W.br_wasm_game_delete(g);
  return { ok: true };
}

// ---- games ----------------------------------------------------------------------------------

const registry = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry((ptr) => { if (W) W.br_wasm_game_delete(ptr); })
  : null;

function squareName(sq, width) {
  return String.fromCharCode(97 + (sq % width)) + (Math.floor(sq / width) + 1);
}

/** Square names of a board, built once per width: the hot paths index this array. */
const NAMES = {
  9: Array.from({ length: 90 }, (_, sq) => squareName(sq, 9)),
  8: Array.from({ length: 64 }, (_, sq) => squareName(sq, 8)),
};
/** UCI text of a move by (from | to << 7 | promotion << 14), filled as moves are seen. */
const UCI_TEXT = { 9: new Array(1 << 15), 8: new Array(1 << 15) };
const UCI_MOVE = /^([a-i])(10|[1-9])([a-i])(10|[1-9])(m?)$/;

export class Game {
  #ptr = 0;
  #profile;
  #game;
  #width;
  #height;
  #startFen;
  #redo = [];
  #setupTurns = false;

  /**
   * A game under `profile` (a name from profiles()), from the profile's start position (with
   * setup turns where the profile has them) or from `fen`.
   * Throws UnknownProfileError or InvalidFenError.
   */
  constructor(profile, fen) {
    const p = findProfile(profile);
    let text = '';
    if (fen !== undefined && fen !== null) {
      if (typeof fen !== 'string') throw new InvalidFenError('fen-empty', 'the FEN must be a string', { field: 1 });
      if (!fen.trim()) throw new InvalidFenError('fen-empty', 'the FEN is empty', { field: 1 });
      text = fen;
    }
    if (text.includes('\0')) throw new InvalidFenError('fen-field', 'the FEN contains a NUL character', { field: 0 });
    if (!writeText(text)) throw new InvalidFenError('fen-too-long', 'the FEN is too long', { field: 0 });
    const ptr = W.br_wasm_game_new_with(p.ptr);
    if (!ptr) {
      const { code, field, rank, column, message } = lastError();
      throw new InvalidFenError(code, message, { field, rank: rank > 0 ? rank : undefined, column: column >= 0 ? column : undefined });
    }
    this.#ptr = ptr;
    this.#profile = p.name;
    this.#game = p.game;
    this.#width = W.br_wasm_width(ptr);
    this.#height = W.br_wasm_height(ptr);
    this.#startFen = text || null;
    this.#setupTurns = !text && profileSetupTurns(p);
    registry?.register(this, ptr, this);
  }

  #p() {
    if (!this.#ptr) throw new BoardRulesError('freed', 'this game was freed');
    return this.#ptr;
  }

  /** Releases the game's wasm memory now (otherwise done when it is garbage-collected). */
  free() {
    if (!this.#ptr) return;
    registry?.unregister(this);
    W.br_wasm_game_delete(this.#ptr);
    this.#ptr = 0;
  }

  /** The profile's name. */
  get profile() { return this.#profile; }
  /** 'xiangqi' | 'janggi' | 'makruk'. */
  get variant() { return this.#game; }
  /** Board width and height (9×10 or 8×8). */
  get width() { return this.#width; }
  get height() { return this.#height; }
  /** Side to move: 'white' (Red, Cho, White) or 'black' (Black, Han, Black). */
  get turn() { return SIDES[W.br_wasm_turn(this.#p())]; }

  /** The position as FEN. */
  fen() { return readText(W.br_wasm_fen(this.#p())); }

  /** A new game with the same profile, start and moves. */
  clone() {
    const copy = new Game(this.#profile, this.#startFen ?? undefined);
    for (const m of this.#rawHistory()) W.br_wasm_play(copy.#ptr, m);
    return copy;
  }

  // -- squares and pieces --

  /** Square name ('e2', 'a10') to index, or -1. */
  squareIndex(name) {
    if (typeof name !== 'string') return -1;
    const m = /^([a-z])(10|[1-9])$/.exec(name);
    if (!m) return -1;
    const file = m[1].charCodeAt(0) - 97, rank = Number(m[2]) - 1;
    return file < this.#width && rank >= 0 && rank < this.#height ? rank * this.#width + file : -1;
  }

  /** Square index to name. */
  squareName(index) { return squareName(index, this.#width); }

  #pieceLetter(byte) {
    return byte ? PIECE_LETTERS[this.#game][byte & 15] : undefined;
  }

  /** The piece on a square: { letter, role, color, promoted? }, or null. */
  get(square) {
    const sq = this.#sq(square);
    const byte = W.br_wasm_piece_at(this.#p(), sq);
    return byte ? this.#pieceInfo(byte) : null;
  }

  #pieceInfo(byte) {
    const info = { letter: this.#pieceLetter(byte), role: ROLES[this.#game][byte & 7], color: SIDES[(byte >> 3) & 1] };
    if (byte & 16) info.promoted = true;
    return info;
  }

  /** Every piece: [{ square, letter, role, color }], from a1 upward. */
  pieces() {
    const board = this.boardBytes();
    const out = [];
    for (let sq = 0; sq < board.length; sq++) if (board[sq]) out.push({ square: this.squareName(sq), ...this.#pieceInfo(board[sq]) });
    return out;
  }

  /** The board as a fresh Uint8Array, one byte per square (0 empty; type | colour << 3 | promoted 16). */
  /** A view of the board in wasm memory: valid until the next call into the module. */
  #boardView() {
    return new Uint8Array(memory.buffer, W.br_wasm_board(this.#p()), this.#width * this.#height);
  }

  boardBytes() {
    const ptr = W.br_wasm_board(this.#p());
    return new Uint8Array(memory.buffer, ptr, this.#width * this.#height).slice();
  }

  #sq(square) {
    const sq = typeof square === 'number' ? square : this.squareIndex(square);
    if (!Number.isInteger(sq) || sq < 0 || sq >= this.#width * this.#height) {
      throw new BoardRulesError('bad-square', `not a square of this board: ${describe(square)}`);
    }
    return sq;
  }

  // -- moves --

  /** Legal moves as a fresh Uint32Array of encoded moves (see README "Move encoding"). */
  movesRaw() {
    const n = W.br_wasm_legal_moves(this.#p());
    return new Uint32Array(memory.buffer, W.br_wasm_moves(), n).slice();
  }

  #decode(m, board) {
    const from = m & 127, to = (m >>> 7) & 127;
    return this.#decodeWith(m, board[from], board[to]);
  }

  /** A move object from the encoded move and the pieces on its two points before it. */
  #decodeWith(m, pieceFrom, pieceTo) {
    const kind = m >>> 14, from = m & 127, to = (m >>> 7) & 127;
    const names = NAMES[this.#width];
    if (kind === KIND.SETUP) {
      const sides = [];
      if (to & 1) sides.push('left');
      if (to & 2) sides.push('right');
      const uci = readText(W.br_wasm_move_uci(this.#ptr, m));
      return { from: names[from], to: names[from], uci, setup: sides, raw: m };
    }
    const target = kind === KIND.PASS ? from : to;
    const cache = UCI_TEXT[this.#width], key = (m & 0x3fff) | (kind === KIND.PROMOTION ? 0x4000 : 0);
    const uci = cache[key] ??= names[from] + names[target] + (kind === KIND.PROMOTION ? 'm' : '');
    const move = { from: names[from], to: names[target], uci, piece: this.#pieceLetter(pieceFrom), raw: m };
    if (kind === KIND.PASS) {
      move.pass = true;
      return move;
    }
    if (pieceTo) move.captured = this.#pieceLetter(pieceTo);
    if (kind === KIND.PROMOTION) move.promotion = (pieceFrom & 8) ? 'm' : 'M';
    return move;
  }

  /**
   * Legal moves: [{ from, to, uci, piece, captured?, promotion?, pass?, setup? }].
   * Options: { square } keeps the moves of the piece on that square.
   */
  moves(options) {
    options ??= {};
    const n = W.br_wasm_legal_moves(this.#p());
    const raw = new Uint32Array(memory.buffer, W.br_wasm_moves(), n);
    const board = this.#boardView();
    const names = NAMES[this.#width], texts = UCI_TEXT[this.#width], letters = PIECE_LETTERS[this.#game];
    let list = new Array(n);
    for (let i = 0; i < n; i++) {
      const m = raw[i], kind = m >>> 14;
      if (kind !== KIND.NORMAL) { list[i] = this.#decode(m, board); continue; }
      // the common case inline: a plain move, maybe a capture
      const from = m & 127, to = (m >>> 7) & 127, target = board[to];
      const move = { from: names[from], to: names[to], uci: texts[m] ??= names[from] + names[to], piece: letters[board[from] & 15], raw: m };
      if (target) move.captured = letters[target & 15];
      list[i] = move;
    }
    if (options.square !== undefined) {
      const from = this.squareName(this.#sq(options.square));
      list = list.filter((m) => m.from === from && !m.pass && !m.setup);
    }
    return list;
  }

  /**
   * Destinations per origin, as chessground wants them: Map<from, to[]>. Passes and setup
   * choices are left out (see canPass and setupChoices). { keys: 'cgx' } writes rank 10 as ':'.
   */
  dests(options) {
    options ??= {};
    const map = new Map();
    const key = options.keys === 'cgx'
      ? (sq) => String.fromCharCode(97 + (sq % this.#width)) + (Math.floor(sq / this.#width) === 9 ? ':' : Math.floor(sq / this.#width) + 1)
      : (sq) => this.squareName(sq);
    for (const m of this.movesRaw()) {
      const kind = m >>> 14;
      if (kind === KIND.PASS || kind === KIND.SETUP) continue;
      const from = key(m & 127), to = key((m >>> 7) & 127);
      const list = map.get(from);
      if (list) list.push(to); else map.set(from, [to]);
    }
    return map;
  }

  /** The vchess setup choices when a setup turn is due: [{ uci, setup: [] | ['left'] | ... }]. */
  setupChoices() { return this.moves().filter((m) => m.setup); }

  /** True when a setup turn is due (janggi/vchess at the start). */
  isSetupTurn() { return this.movesRaw().some((m) => m >>> 14 === KIND.SETUP); }

  /** Turns a move given as text (UCI or a notation), {from, to}, or 'pass' into an encoded move,
   *  or a { code } failure. `notation` names the notation of a text (default: any of the game's). */
  #resolve(input, notation) {
    const p = this.#p();
    if (typeof input === 'number' && Number.isInteger(input) && input >= 0 && input < 1 << 16) return { move: input };
    if (input && typeof input === 'object' && Number.isInteger(input.raw) && input.raw >= 0 && input.raw < 1 << 16) {
      return { move: input.raw }; // a move object from moves() or play()
    }
    let text;
    if (typeof input === 'string') {
      text = input.trim();
      // Plain UCI between two different points needs no trip through the module's parser,
      // except on setup turns, where 'b1c1' names a swap.
      const m = UCI_MOVE.exec(text);
      if (m && !this.#setupTurns && (notation ?? 'uci') === 'uci') {
        const w = this.#width, from = (m[2] - 1) * w + (m[1].charCodeAt(0) - 97), to = (m[4] - 1) * w + (m[3].charCodeAt(0) - 97);
        if (from !== to && m[2] <= this.#height && m[4] <= this.#height && m[1].charCodeAt(0) - 97 < w && m[3].charCodeAt(0) - 97 < w) {
          return { move: from | (to << 7) | ((m[5] ? KIND.PROMOTION : KIND.NORMAL) << 14) };
        }
      }
      if (text && text.length <= 64) return notations.readMove(p, text, notationKind(this.#game, notation, { any: true }), this.#game);
    } else if (input && typeof input === 'object' && typeof input.from === 'string' && typeof input.to === 'string') {
      text = input.from + input.to + (input.promotion ? 'm' : '');
    } else if (input && typeof input === 'object' && input.pass === true) {
      text = 'pass';
    } else {
      return { code: 'malformed-move', message: `not a move: ${describe(input)}` };
    }
    if (!text || text.length > 64) return { code: 'malformed-move', message: `not a move: ${describe(input)}` };
    if (!writeText(text)) return { code: 'malformed-move', message: `not a move: ${describe(input)}` };
    const parsed = W.br_wasm_parse_move(p);
    if (parsed >= 0) return { move: parsed };
    return { code: 'malformed-move', message: `not a move in any notation of ${this.#game}: ${JSON.stringify(text)}` };
  }

  /** Why a move is refused: null when it is legal, else { code, message }. Options: { notation }. */
  explain(input, options) {
    const r = this.#resolve(input, options?.notation);
    if (r.code) return { code: r.code, message: r.message };
    const code = W.br_wasm_explain(this.#p(), r.move);
    return code ? { code: errorName(code), message: moveMessage(code) } : null;
  }

  /**
   * Plays a move: UCI ('b1c3', 'd5d6m', 'e2e2'), 'pass', a notation string ('H02-83', 'C2=5',
   * 'Nd2'), or { from, to }. Returns the move played; throws IllegalMoveError (with code and
   * message) and leaves the game unchanged if it is refused. Options: { notation } of a text.
   */
  play(input, options) {
    const r = this.#resolve(input, options?.notation);
    if (r.code) throw new IllegalMoveError(r.code, r.message, { move: input });
    const view = this.#boardView();
    const pieceFrom = view[r.move & 127], pieceTo = view[(r.move >>> 7) & 127];
    const code = W.br_wasm_play(this.#p(), r.move);
    if (code) throw new IllegalMoveError(errorName(code), moveMessage(code), { move: input });
    const played = W.br_wasm_history_move(this.#ptr, W.br_wasm_ply(this.#ptr) - 1);
    this.#redo.length = 0;
    return this.#decodeWith(played, pieceFrom, pieceTo);
  }

  #notationOf(raw) {
    if (raw >>> 14 === KIND.SETUP) return readText(W.br_wasm_move_uci(this.#ptr, raw)); // setup swaps have only UCI text
    return notations.writeMove(this.#ptr, raw, notationKind(this.#game, DEFAULT_NOTATION[this.#game])) ?? undefined;
  }

  /** Plays an encoded move (from movesRaw); returns 0 or the refusal's code name. No objects. */
  playRaw(move) {
    if (!Number.isInteger(move) || move < 0 || move >= 1 << 16) return 'malformed-move';
    const code = W.br_wasm_play(this.#p(), move);
    if (!code) this.#redo.length = 0;
    return code ? errorName(code) : 0;
  }

  /** Takes back the last move, and clears a declared result; returns the move, or null. */
  undo() {
    const p = this.#p();
    const ply = W.br_wasm_ply(p);
    if (ply === 0) {
      W.br_wasm_undo(p); // clears a declared result
      return null;
    }
    const raw = W.br_wasm_history_move(p, ply - 1);
    W.br_wasm_undo(p);
    const move = this.#decode(raw, this.#boardView());
    this.#redo.push(raw);
    return move;
  }

  /** Plays again the last move taken back by undo; returns it, or null. */
  redo() {
    const raw = this.#redo.pop();
    if (raw === undefined) return null;
    const redo = this.#redo;
    this.#redo = [];
    try {
      return this.play(raw);
    } finally {
      this.#redo = redo;
    }
  }

  // -- state --

  /** True if the side to move's general is attacked. */
  inCheck() { return !!W.br_wasm_in_check(this.#p()); }
  /** Squares of generals in check (the side to move's, if any). */
  checks() {
    if (!this.inCheck()) return [];
    const board = this.boardBytes();
    const us = W.br_wasm_turn(this.#ptr);
    const sq = board.findIndex((b) => b && (b & 7) === 1 && ((b >> 3) & 1) === us);
    return sq >= 0 ? [this.squareName(sq)] : [];
  }
  /** True when the generals face each other on an open file (bikjang in janggi). */
  isBikjang() { return this.#game === 'janggi' && !!W.br_wasm_generals_facing(this.#p()); }
  /** True if the side to move may pass now. */
  canPass() { return !!W.br_wasm_can_pass(this.#p()); }

  /** { over, result: '1-0'|'0-1'|'1/2-1/2'|'*', winner: 'white'|'black'|null, reason } */
  outcome() {
    const packed = W.br_wasm_outcome(this.#p());
    const over = !!(packed & 1);
    const winner = ((packed >> 4) & 15) - 1;
    const reason = readText(W.br_wasm_reason_name(packed >> 8)) || null;
    const result = !over ? '*' : winner === 0 ? '1-0' : winner === 1 ? '0-1' : '1/2-1/2';
    return { over, result, winner: winner >= 0 ? SIDES[winner] : null, reason };
  }
  /** True when the game is over. */
  isOver() { return !!(W.br_wasm_outcome(this.#p()) & 1); }

  #declare(reason, side) {
    const winner = side === undefined ? -1 : SIDES.indexOf(side);
    if (side !== undefined && winner < 0) throw new BoardRulesError('bad-argument', `side must be 'white' or 'black', got ${describe(side)}`);
    const code = W.br_wasm_declare(this.#p(), reason, winner >= 0 ? 1 - winner : -1);
    if (code) throw new BoardRulesError(errorName(code), moveMessage(code));
    return this.outcome();
  }
  /** `side` resigns; the other side wins. */
  resign(side) { return this.#declare(REASON.RESIGNATION, side ?? this.turn); }
  /** `side` ran out of time; the other side wins. */
  timeout(side) { return this.#declare(REASON.TIMEOUT, side ?? this.turn); }
  /** Both sides agree to a draw. */
  agreeDraw() { return this.#declare(REASON.AGREEMENT); }

  #rawHistory() {
    const p = this.#p();
    const out = [];
    for (let i = 0, n = W.br_wasm_ply(p); i < n; i++) out.push(W.br_wasm_history_move(p, i));
    return out;
  }

  /** Moves played, oldest first: [{ from, to, uci, piece, captured?, ..., notation, check }]. */
  history() {
    const raws = this.#rawHistory();
    const replay = new Game(this.#profile, this.#startFen ?? undefined);
    try {
      return raws.map((raw, i) => {
        const board = replay.boardBytes();
        const move = replay.#decode(raw, board);
        move.notation = replay.#notationOf(raw);
        W.br_wasm_play(replay.#ptr, raw);
        move.check = !!(W.br_wasm_history_flags(this.#ptr, i) & 1);
        return move;
      });
    } finally {
      replay.free();
    }
  }

  /** Writes a move (any form play accepts) in one of NOTATIONS[game]; options { script } for
   *  Chinese: 'simplified' (default) or 'traditional'. */
  notation(input, kind = DEFAULT_NOTATION[this.#game], options) {
    const number = notationKind(this.#game, kind);
    const r = this.#resolve(input);
    if (r.code) throw new IllegalMoveError(r.code, r.message, { move: input });
    const code = W.br_wasm_explain(this.#p(), r.move);
    if (code) throw new IllegalMoveError(errorName(code), moveMessage(code), { move: input });
    return notations.writeMove(this.#ptr, r.move, number, options);
  }

  // -- analysis --

  /** Leaves of the legal-move tree to `depth` (0..12). */
  perft(depth) {
    if (!Number.isInteger(depth) || depth < 0 || depth > 12) {
      const error = new RangeError(`perft depth must be an integer from 0 to 12, got ${describe(depth)}`);
      error.code = 'bad-depth';
      throw error;
    }
    return W.br_wasm_perft(this.#p(), depth);
  }

  /** Points the piece on `square` controls (could capture on), pins and turn ignored. */
  attacks(square) {
    const n = W.br_wasm_attacks(this.#p(), this.#sq(square));
    return Array.from(new Uint8Array(memory.buffer, W.br_wasm_squares(), n), (sq) => this.squareName(sq));
  }

  /** Squares of `side`'s pieces that control `square`. */
  attackers(square, side) {
    const c = SIDES.indexOf(side);
    if (c < 0) throw new BoardRulesError('bad-argument', `side must be 'white' or 'black', got ${describe(side)}`);
    const n = W.br_wasm_attackers(this.#p(), this.#sq(square), c);
    return Array.from(new Uint8Array(memory.buffer, W.br_wasm_squares(), n), (sq) => this.squareName(sq));
  }
}

function describe(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') return Array.isArray(value) ? 'an array' : 'an object';
  return String(value);
}
