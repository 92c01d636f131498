// errors.js — the library's error classes, and the checks of arguments that raise them. Every
// failure carries a stable kebab-case `code` (the same names the C core uses) and a sentence in `message`.

export class BoardRulesError extends Error {
  constructor(code, message, details = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    Object.assign(this, details);
  }

  /** Plain data, for JSON, logs and postMessage (a structured clone of an Error keeps its message
   *  but not its class, code or details): name, code, message and the details, a cause as its
   *  message, and what is no data in them (a move given as a BigInt, a function) as its description. */
  toJSON() {
    const data = plain({ ...this, message: this.message });
    if (this.cause instanceof Error) data.cause = this.cause.message;
    return data;
  }
}

/** A value as plain data, which JSON and structured clone both take alike: texts, numbers,
 *  booleans and null as they are, arrays and objects field by field (details nest a level or
 *  two; a field left undefined left out, as JSON leaves it), anything else (a BigInt, a Symbol,
 *  a function, a deeper object) as its description. */
function plain(value, depth = 0) {
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (typeof value !== 'object' || depth > 2) return describe(value);
  try { // a revoked Proxy, a throwing getter: the caller's object is described, never read again
    if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1));
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, plain(v, depth + 1)]));
  } catch {
    return describe(value);
  }
}

/** A move that is illegal here, or text that is not a move. */
export class IllegalMoveError extends BoardRulesError {}

/** A FEN that cannot be read or describes an impossible position. */
export class InvalidFenError extends BoardRulesError {}

/** A profile name that is not defined. */
export class UnknownProfileError extends BoardRulesError {}

/** A custom profile with an unknown field or a bad value. */
export class ProfileError extends BoardRulesError {}

/** Using the library before `await init()` resolved. */
export class NotInitializedError extends BoardRulesError {}

/** An argument of the wrong type or out of range (a square, a side, a perft depth, ...). */
export class ArgumentError extends BoardRulesError {}

/** The wasm module could not get the memory it needed (code 'out-of-memory'): not bad input. */
export class OutOfMemoryError extends BoardRulesError {}

/** `init()` could not load the module: 'wasm-unavailable' (a file, URL or response it could not
 *  read), 'not-wasm' (bytes that are not WebAssembly) or 'not-boardrules-wasm' (another module).
 *  `source` says what it was given, in words; `cause` is the platform's own error. */
export class InitError extends BoardRulesError {}

/** Gives classes back the names a minifier took: a production bundle's IllegalMoveError is `KP`,
 *  and `name` (e.name, String(e), toJSON) is read from the class. Object keys survive minifying. */
export function keepNames(classes) {
  for (const [name, cls] of Object.entries(classes)) Object.defineProperty(cls, 'name', { value: name });
}
keepNames({
  BoardRulesError, IllegalMoveError, InvalidFenError, UnknownProfileError, ProfileError,
  NotInitializedError, ArgumentError, OutOfMemoryError, InitError,
});

/** Whether a value is a revoked Proxy: any use of it throws the platform's TypeError, and
 *  Array.isArray alone tells, running none of the caller's traps. (records/named.js has its own:
 *  a module of this bundle is no import of the records entry's, which shares only what
 *  `boardrules` exports; scripts/package-files.mjs.) */
export function isRevoked(value) {
  try {
    Array.isArray(value);
    return false;
  } catch {
    return true;
  }
}

/** Array.isArray of a caller's value: false for a revoked Proxy, which it throws for. */
export const isArray = (value) => !isRevoked(value) && Array.isArray(value);

/** The error of using the library before `await init()` resolved. */
export function notInitialized() {
  return new NotInitializedError('not-initialized', 'boardrules: call `await init()` before using the library');
}

/** The error of wasm memory running out while doing `what` ('reading a FEN'). */
export function outOfMemory(what) {
  return new OutOfMemoryError('out-of-memory', `boardrules: wasm memory ran out while ${what}`);
}

/** An object of named fields, not an array, a Map or a Date; told by its tag, not its
 *  prototype, so that one made in another realm (an iframe, a vm context) is plain too. A
 *  literal of this realm is known by its constructor first: a replay's play(text, { notation })
 *  checks its options every ply, and the tag costs more than the property. */
export function isPlainObject(value) {
  try {
    if (typeof value !== 'object' || value === null) return false;
    return value.constructor === Object || Object.prototype.toString.call(value) === '[object Object]';
  } catch {
    return false; // a revoked Proxy: no object to read
  }
}

/** The one check of an options argument, in every function that takes one: none (undefined or
 *  null), or a plain object; else an ArgumentError showing `usage` ("history({ notation, keys,
 *  since })"). A string, an array or a Map had been read as if it were the object: history('san')
 *  wrote WXF, g.moves('b1') gave every move, and history(['san']) read Array.prototype.keys. */
export function checkOptions(options, usage) {
  if (options === undefined || options === null) return;
  if (!isPlainObject(options)) {
    const got = describe(options) === 'an object' ? 'a built-in object (a Map, a Date, ...)' : describe(options);
    throw new ArgumentError('bad-argument', `options are a plain object: ${usage}; got ${got}`);
  }
  // a misspelt option ({ profil }) is named, as defineProfile names an unknown field, rather than
  // left to the defaults; the names are the usage's own (one list), and a key set to undefined
  // ({ ...defaults, x: undefined }) names nothing
  // (for-in, not Object.keys: no array made per call)
  const known = optionNames(usage);
  for (const key in options) {
    if (!known.includes(key) && Object.hasOwn(options, key) && options[key] !== undefined) {
      throw new ArgumentError('bad-argument', `unknown option ${describe(key)}: ${usage}`); // cut as describe cuts texts
    }
  }
}

const NAMES_OF_USAGE = new Map();
/** The option names a usage text lists between its braces: "toRecord({ format, notation })". */
function optionNames(usage) {
  let names = NAMES_OF_USAGE.get(usage);
  if (!names) {
    const braces = /\{([^}]*)\}/.exec(usage)?.[1] ?? '';
    names = braces.split(',').map((part) => part.split(':')[0].trim()).filter(Boolean);
    NAMES_OF_USAGE.set(usage, names);
  }
  return names;
}

/** A short description of any value for a message; never throws (Symbols, BigInts, proxies). */
export function describe(value) {
  try {
    if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
    if (value === null || value === undefined) return String(value);
    if (typeof value === 'object') return Array.isArray(value) ? 'an array' : 'an object';
    if (typeof value === 'function') return 'a function';
    if (typeof value === 'symbol') return 'a symbol';
    if (typeof value === 'bigint') return `${value}n`;
    return String(value);
  } catch {
    return 'a value';
  }
}

/** A move input and an options object as plain data, each field read once before the game takes
 *  its slot: a getter that used other games could otherwise move the game out of its slot and
 *  another game's into it. Options are checked (checkOptions, `usage` for its message); none
 *  (undefined or null) is undefined. */
export function plainInput(input) {
  if (input === null || typeof input !== 'object') return input;
  try {
    const { raw, from, to, pass } = input;
    return { raw, from, to, pass };
  } catch (e) {
    if (e instanceof TypeError) return {}; // a revoked Proxy: no move to read (malformed-move)
    throw e; // the caller's own getter's error
  }
}
export function plainOptions(options, usage) {
  checkOptions(options, usage);
  if (options === null || options === undefined) return undefined;
  // a literal of every option a Game method's usage lists (api.test.js checks them all):
  // named in the code, the copy never leaves the call (a replay's play(text, { notation }) pays
  // nothing for it; a copy by the usage's names cost named replays ~13%)
  const { notation, keys, script, dots, since, square } = options;
  return { notation, keys, script, dots, since, square };
}
