// memory.js — the wasm module, its memory, and where games live.
//
// A game's state (position, undo records, declared result, profile copy) lives in memory the
// JS garbage collector owns: a Uint8Array in the game's `store`. The module keeps a small fixed
// pool of game slots; a store is loaded into a slot when its game is used, and the least
// recently used slot's store is written back to its bytes when another game needs the slot.
// So wasm memory stays bounded whatever a program does (a synchronous loop that creates and
// drops a million games included), and nothing needs freeing: free() only drops the slot early.

import { loadWasm } from './wasm.js';
import { BoardRulesError, InitError, notInitialized, outOfMemory } from './errors.js';

/** The wasm exports and memory, after init (live bindings: read them, never cache them). */
export let W = null;
export let memory = null;

let initPromise = null;
const afterInit = [];
const encoder = new TextEncoder();
const decoder = new TextDecoder();
let heap = new Uint8Array(0);
let textPtr = 0, textCap = 0;

/** Registers work to do once the module is loaded (constants, profiles), in order. */
export function onInit(fn) { afterInit.push(fn); }

/**
 * Loads and instantiates the wasm core. Call once; later calls return the same promise.
 * `source` (optional) is where the wasm comes from: bytes, a Response, or a URL.
 */
export function init(source) {
  if (!initPromise) {
    initPromise = loadWasm(source).then(({ exports, memory: mem }) => {
      if (typeof exports.br_wasm_text !== 'function') {
        const name = sourceName(source);
        throw new InitError('not-boardrules-wasm', `init: ${name}: not-boardrules-wasm: it exports no br_wasm_text`, { source: name });
      }
      W = exports;
      memory = mem;
      textPtr = W.br_wasm_text();
      textCap = W.br_wasm_text_capacity() - 1;
      makeSlots();
      for (const fn of afterInit) fn();
    }).catch((error) => { W = null; memory = null; initPromise = null; throw initError(error, source); });
  }
  return initPromise;
}

/** What init() was given, in words, for the message and InitError.source: its path or URL (cut
 *  short: a data: URL holds a whole module) or what it is, never the value, which the error would
 *  keep alive, print and serialize with it (the caller's bytes) and a Worker could not post (a Promise). */
function sourceName(source) {
  try {
    return nameOf(source);
  } catch {
    return 'a value'; // a Proxy of the caller's whose traps throw: described, never read again
  }
}
function nameOf(source) {
  if (source == null) return 'the boardrules.wasm beside this module';
  if (typeof source === 'string' || source instanceof URL) {
    const text = String(source);
    return text.length > 100 ? `${text.slice(0, 100)}… (${text.length} characters)` : text;
  }
  if (source instanceof WebAssembly.Module) return 'a WebAssembly.Module';
  if (source.byteLength >= 0) return `${source.byteLength} bytes`;
  return typeof source.then === 'function' ? 'a promise of a Response' : source.url || 'a Response';
}

/** Any failure of init() as a typed error: the platform's (a missing file, an HTTP status, bytes
 *  that do not compile) kept as `cause`. */
function initError(error, source) {
  if (error instanceof BoardRulesError) return error;
  // a page whose Content-Security-Policy lacks 'wasm-unsafe-eval', or an embedder that allows no
  // WebAssembly: engines refuse with a CompileError, though the bytes are the package's own
  // (Chromium: "…Content Security Policy…'unsafe-eval'…", "Wasm code generation disallowed by
  // embedder"; Firefox: "call to WebAssembly.instantiate() blocked by CSP")
  const refused = /Content Security Policy|unsafe-eval|\bCSP\b|disallowed by embedder/i.test(error?.message ?? '');
  const code = error instanceof WebAssembly.CompileError && !refused ? 'not-wasm'
    : error instanceof WebAssembly.LinkError || error instanceof WebAssembly.RuntimeError ? 'not-boardrules-wasm' : 'wasm-unavailable';
  const name = sourceName(source);
  // the fix is the narrow 'wasm-unsafe-eval', which Chromium's message does not name
  const remedy = refused ? ` (a page's Content-Security-Policy allows WebAssembly with 'wasm-unsafe-eval' in script-src; 'unsafe-eval' is not needed)` : '';
  return new InitError(code, `init: ${name}: ${code}: ${error?.message ?? error}${remedy}`, { source: name, cause: error });
}

export function ready() {
  if (!W) throw notInitialized();
}

/** All of wasm memory as bytes; re-made when the memory grew (the old view is then empty). */
export function heapU8() {
  if (heap.length === 0) heap = new Uint8Array(memory.buffer); // memory.grow detaches the old view
  return heap;
}

let heap32 = new Uint32Array(0);
/** All of wasm memory as 32-bit words (move lists). */
export function heapU32() {
  if (heap32.length === 0) heap32 = new Uint32Array(memory.buffer);
  return heap32;
}

let heapInt32 = new Int32Array(0);
/** All of wasm memory as signed 32-bit words (small game states: see keep). */
function heapI32() {
  if (heapInt32.length === 0) heapInt32 = new Int32Array(memory.buffer);
  return heapInt32;
}

/** Bytes of wasm memory in use by the module (it grows on demand, never shrinks). */
export function wasmMemoryBytes() {
  ready();
  return memory.buffer.byteLength;
}

// ---- text through the transfer buffer -------------------------------------------------------

/** Writes text for the module to read; false if it does not fit or holds a NUL (C would read
 *  the text only up to it: refuse rather than cut). `pair` joins two texts with one NUL. */
export function writeText(text, pair) {
  if (pair !== undefined) {
    if (text.includes('\0') || pair.includes('\0')) return false;
    text = `${text}\0${pair}`;
  }
  const h = heapU8(), n = text.length;
  if (n < 64) { // short texts (moves, squares) without an encoder: encode() allocates per call,
    let i = 0, j = textPtr; // which costs more than replaying a ply; UTF-8 by hand (no surrogates)
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 0 && pair === undefined) return false;
      if (c < 0x80) h[j++] = c;
      else if (c < 0x800) { h[j++] = 0xc0 | c >> 6; h[j++] = 0x80 | c & 63; }
      else if (c < 0xd800 || c > 0xdfff) { h[j++] = 0xe0 | c >> 12; h[j++] = 0x80 | c >> 6 & 63; h[j++] = 0x80 | c & 63; }
      else break;
    }
    if (i === n) { h[j] = 0; return true; }
  }
  if (pair === undefined && text.includes('\0')) return false;
  const bytes = encoder.encode(text);
  if (bytes.length > textCap) return false;
  h.set(bytes, textPtr);
  h[textPtr + bytes.length] = 0;
  return true;
}

/** The text the module wrote into the transfer buffer (length from the call), or null. */
export function readText(length) {
  if (length < 0) return null;
  return decoder.decode(heapU8().subarray(textPtr, textPtr + length));
}

/** `count` NUL-terminated texts the module wrote one after the other into the transfer buffer. */
export function readTexts(count) {
  const h = heapU8();
  let end = textPtr;
  for (let k = 0; k < count; k++) while (h[end++] !== 0);
  return decoder.decode(h.subarray(textPtr, end - 1)).split('\0');
}

/** The module's last error: { code (a name), field, rank, column, detail, message }. */
export function lastError() {
  const e = new Int32Array(memory.buffer, W.br_wasm_error(), 5);
  const [code, field, rank, column, detail] = e;
  return { code: readText(W.br_wasm_error_name(code)), codeNumber: code, field, rank, column, detail, message: readText(W.br_wasm_error_message()) };
}

/** The sentence for an error code returned by value. */
export function codeMessage(code) {
  W.br_wasm_set_error(code);
  return readText(W.br_wasm_error_message());
}

// ---- the slot pool ----------------------------------------------------------------------------

const SLOT_COUNT = 8;
const slots = [];        // { ptr, store: the store loaded here or null, used: tick of last use }
let scratch = 0;         // one more slot, for FEN and profile checks that belong to no game
let tick = 0;

function makeSlots() {
  slots.length = 0;
  scratch = 0;
}

/** A new slot's game, made under `profilePtr` (0: the first built-in profile) when first needed:
 *  start-up builds no game and no move tables a program does not use. */
function slotGame(profilePtr) {
  const ptr = W.br_wasm_slot_new(profilePtr);
  if (!ptr) throw outOfMemory('making a game slot');
  return ptr;
}

/** A store: where one game's state is, a slot or its own bytes. */
export function newStore() { return { slot: null, words: null, bytes: null, length: 0 }; }

// A state is kept as a plain array of 32-bit words while it is small: V8 allocates typed arrays
// off its heap (microseconds each), plain arrays of numbers on it (the young-generation GC takes
// them for almost nothing). In Node an element takes 8 bytes whatever it holds, so 32-bit words
// take half the memory 16-bit ones did, and copy in half the steps; where V8 compresses pointers
// (browsers) the array holds doubles, 8 bytes for 4 of state as before. Long histories go to a
// Uint8Array, whose cost they amortise. (The state buffer is 8-byte aligned and a multiple of
// 4096 bytes long, so the last word is inside it.)
const SMALL_STATE = 16384;

/** Copies `length` bytes of state at `at` in wasm memory into `store`. */
function keep(store, at, length) {
  if (length <= SMALL_STATE) {
    const n = (length + 3) >> 2, h = heapI32(), base = at >> 2;
    let words = store.words;
    if (!words || words.length !== n) words = new Array(n);
    for (let i = 0; i < n; i++) words[i] = h[base + i];
    store.words = words;
    store.bytes = null;
  } else {
    // the store's own bytes again when they fit (a game switched in and out grows a little each
    // time): a new buffer each time cost more than the copy
    let bytes = store.bytes;
    if (!bytes || bytes.length < length || bytes.length > 2 * length) bytes = new Uint8Array(length + (length >> 3));
    bytes.set(heapU8().subarray(at, at + length));
    store.bytes = bytes;
    store.words = null;
  }
  store.length = length;
}

/** Writes a store's state into the state buffer; returns its address. */
function put(store) {
  const length = store.length, at = W.br_wasm_state_buffer(length);
  if (!at) throw outOfMemory('loading a game');
  if (store.words) {
    const words = store.words, h = heapI32(), base = at >> 2;
    for (let i = 0; i < words.length; i++) h[base + i] = words[i];
  } else {
    heapU8().set(store.bytes.subarray(0, length), at);
  }
  return at;
}

/** Writes the state of the game in `slot` back to its store and empties the slot. */
function evict(slot) {
  const store = slot.store;
  if (!store) return;
  const length = W.br_wasm_game_save(slot.ptr);
  if (length < 0) throw outOfMemory('saving a game');
  keep(store, W.br_wasm_state_buffer(0), length);
  store.slot = null;
  slot.store = null;
}

/** The least recently used slot, emptied (a new one while there are fewer than SLOT_COUNT). */
function freeSlot(profilePtr) {
  if (slots.length < SLOT_COUNT && slots.every((s) => s.store)) {
    const slot = { ptr: slotGame(profilePtr), store: null, used: 0 };
    slots.push(slot);
    return slot;
  }
  let victim = slots[0];
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i];
    if (!s.store) { victim = s; break; }
    if (s.used < victim.used) victim = s;
  }
  evict(victim);
  return victim;
}

function attach(slot, store) {
  slot.store = store;
  slot.used = ++tick;
  store.slot = slot;
  return slot.ptr;
}

/** The game pointer of a store, loading its bytes into a slot if it is not in one. */
export function enter(store) {
  const slot = store.slot;
  if (slot !== null) { slot.used = ++tick; return slot.ptr; }
  const target = freeSlot(0);
  load(target.ptr, store);
  return attach(target, store);
}

function load(ptr, store) {
  put(store);
  const code = W.br_wasm_game_load(ptr, store.length);
  if (!code) return;
  const name = readText(W.br_wasm_error_name(code)); // constants.js imports this file: ask the module
  throw name === 'out-of-memory' ? outOfMemory('loading a game') : new Error(`boardrules: a game's state was refused (${name})`);
}

/**
 * A new store holding a game under profile `profilePtr` from the FEN in the transfer buffer.
 * Returns the store, or null with the module's error set (see lastError) when the FEN is refused.
 */
export function createStore(profilePtr) {
  const slot = freeSlot(profilePtr);
  if (W.br_wasm_game_reset(slot.ptr, profilePtr)) return null;
  const store = newStore();
  attach(slot, store);
  return store;
}

/** A copy of a store's state in a new store that is in no slot (O(history) copy). */
export function copyStore(store) {
  const copy = newStore();
  if (store.slot !== null) {
    const length = W.br_wasm_game_save(store.slot.ptr);
    if (length < 0) throw outOfMemory('copying a game');
    keep(copy, W.br_wasm_state_buffer(0), length);
  } else {
    copy.words = store.words && store.words.slice();
    copy.bytes = store.bytes && store.bytes.slice(0, store.length);
    copy.length = store.length;
  }
  return copy;
}

/** Drops a store's slot (its game is freed). */
export function dropStore(store) {
  if (store.slot) store.slot.store = null;
  store.slot = null;
  store.words = store.bytes = null;
}

/** The scratch game reset under a profile from the FEN in the transfer buffer: 0 or a code. */
export function scratchReset(profilePtr) {
  // Made under the first built-in profile: profilePtr may be one being checked, whose start FEN
  // can be bad, and a refused game is not out of memory.
  if (!scratch) scratch = slotGame(0);
  return W.br_wasm_game_reset(scratch, profilePtr);
}
