// profiles.js — the profile registry: the built-in profiles (static storage in the module) and
// those defined with defineProfile (a copy in wasm memory, replaced when redefined: games carry
// their own copy, so old games and their clones keep the rules they were made with).

import { W, onInit, ready, readText, readTexts, writeText, lastError, scratchReset } from './memory.js';
import { GAMES, ERROR_NAMES } from './constants.js';
import { ProfileError, UnknownProfileError, InvalidFenError, OutOfMemoryError, ArgumentError, outOfMemory, describe, isArray } from './errors.js';

const registry = new Map(); // name -> { name, ptr, game, builtin }
const builtinNames = [];
let fieldNames = null;
let fieldGames = null; // field -> the games whose rules read it (the core's field table)

onInit(() => {
  registry.clear();
  builtinNames.length = 0;
  fieldNames = null;
  builtinNames.push(...readTexts(W.br_wasm_profile_names()));
  builtinNames.forEach((name, i) => {
    const ptr = W.br_wasm_builtin_profile(i);
    registry.set(name, { name, ptr, game: GAMES[W.br_wasm_profile_game(ptr)], builtin: true });
  });
});

/** Names of every profile: the built-in ones, then those defined with defineProfile. */
export function profiles() {
  ready();
  return [...registry.keys()];
}

/** Whether a profile of that name exists (a lookup: the records entry asks it per record, and
 *  profiles() lists every name, which grew each call with the profiles a program defined). */
export function hasProfile(name) {
  ready();
  return typeof name === 'string' && registry.has(name);
}

/** The registry entry of a profile name; throws UnknownProfileError. */
export function findProfile(name) {
  ready();
  const p = typeof name === 'string' ? registry.get(name) : undefined;
  if (!p) {
    // the message stays short however many profiles are defined
    const custom = registry.size - builtinNames.length;
    throw new UnknownProfileError('unknown-profile',
      `unknown profile ${describe(name)}; built-in: ${builtinNames.join(', ')}${custom ? ` (and ${custom} defined: see profiles())` : ''}`,
      { profile: typeof name === 'string' ? name : undefined });
  }
  return p;
}

/** Names of the fields a custom profile may set (see README "Profiles"). */
export function profileFields() {
  ready();
  if (!fieldNames) {
    fieldNames = [];
    fieldGames = new Map();
    for (let i = 0, n = W.br_wasm_profile_field_count(); i < n; i++) {
      const field = readText(W.br_wasm_profile_field_name(i));
      const mask = W.br_wasm_profile_field_games(i);
      fieldNames.push(field);
      fieldGames.set(field, GAMES.filter((game, kind) => (mask >> kind) & 1));
    }
    fieldNames = fieldNames.filter((f) => f !== 'name');
  }
  return fieldNames.slice();
}

/** The games whose rules read a profile field (a profile of another game keeps its base's value). */
export function fieldGamesOf(field) {
  profileFields();
  return fieldGames.get(field) ?? [];
}

/** The rule choices of the profile at `ptr` (a registry entry's or a game's own copy). */
export function profileInfoAt(ptr, name, game) {
  const info = { name, game };
  for (const field of profileFields()) {
    writeText(field);
    const value = readText(W.br_wasm_profile_get(ptr));
    info[field] = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
  }
  return info;
}

/** A profile's name, game and rule choices (the choices are the fields defineProfile takes). */
export function profileInfo(name) {
  const p = findProfile(name);
  return profileInfoAt(p.ptr, p.name, p.game);
}

export function isBuiltin(name) { return registry.get(name)?.builtin === true; }

/** The first built-in profile of a game ('janggi' -> 'janggi/plyyard'), or undefined. */
export function builtinOf(game) { return builtinNames.find((n) => registry.get(n).game === game); }

/** A value as a message shows it: an array of words with its words. */
function valueShown(raw) {
  return isArray(raw) && raw.length <= 16 && raw.every((v) => typeof v === 'string')
    ? `[${raw.map(describe).join(', ')}]` : describe(raw);
}

/** The refusal of a bad value, saying what the field takes in the game of the profile at `ptr`
 *  (the core's table's words: "bad value for moveLimit: 10001 (an integer from 0 to 10000)"). */
function badValue(ptr, field, raw) {
  const takes = writeText(field) ? W.br_wasm_profile_values(ptr) : -1;
  return new ProfileError('bad-profile-value', `bad value for ${field}: ${valueShown(raw)}${takes > 0 ? ` (${readText(takes)})` : ''}`, { field });
}

/** A profile value as the core's text, or null when the value has no text form. */
function valueText(raw) {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'boolean') return String(raw);
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null;
  if (isArray(raw) && raw.length <= 16 && raw.every((v) => typeof v === 'string')) return raw.length ? raw.join(',') : 'none';
  return null;
}

const baseValues = new Map(); // built-in name -> its profileInfo: the type each field's value has

/** Whether `raw` has the type of the base's value of `field` (its kind is the core's, read back
 *  as profileInfo gives it): a boolean for a boolean, an integer for a number, a word for a word;
 *  the palace diagonals as their words or an array of them. The core reads texts, in which
 *  'true', 1 and ['draw'] would pass for true, true and 'draw'. */
function typeFits(base, field, raw) {
  if (!baseValues.has(base)) baseValues.set(base, profileInfo(base));
  const expected = baseValues.get(base)[field];
  if (field === 'palaceDiagonals') {
    return typeof raw === 'string' || (isArray(raw) && new Set(raw).size === raw.length);
  }
  if (typeof expected === 'number') return Number.isInteger(raw);
  return typeof raw === typeof expected;
}

/** A custom profile in wasm memory from a base and overrides (validated first: a refused
 *  definition allocates nothing). Returns its pointer; the caller owns it. */
export function buildProfile(name, options) {
  // (isArray: a revoked Proxy is refused below, where its entries cannot be read)
  if (typeof options !== 'object' || options === null || isArray(options)) {
    throw new ProfileError('bad-profile-value', `options must be an object like { base: 'janggi/plyyard', moveLimit: 60 }, got ${describe(options)}`, { field: 'base' });
  }
  let entries, base;
  try {
    // a short array (the palace diagonals' words) copied, each word read once: the checks and
    // the text are then of the words it holds (its own join() or a Proxy had said other words)
    entries = Object.entries(options).map(([field, raw]) => [field, isArray(raw) && raw.length <= 16 ? Array.from({ length: raw.length }, (_, i) => raw[i]) : raw]);
    base = options.base; // (an inherited base too) read in here: its getter may throw the second time
  } catch (e) { // a getter of the caller's that throws
    throw new ProfileError('bad-profile-value', `options could not be read: ${e?.message ?? e}`, { field: 'base', cause: e });
  }
  const baseIndex = builtinNames.indexOf(base);
  if (baseIndex < 0) {
    throw new ProfileError('unknown-profile', `base must name a built-in profile (${builtinNames.join(', ')}), got ${describe(base)}`, { field: 'base' });
  }
  const game = registry.get(base).game;
  if (gameOfName(name) !== game) {
    throw new ProfileError('bad-profile-value', `a profile based on ${base} must be named "${game}/..."`, { field: 'name' });
  }
  const fields = [['name', name]];
  for (const [field, raw] of entries) {
    if (field === 'base' || raw === undefined) continue; // { ...options, moveLimit: undefined }: the base's value
    if (field === 'name') throw new ProfileError('unknown-profile-field', 'the name is the first argument of defineProfile, not an option', { field: 'name' });
    if (!profileFields().includes(field)) {
      throw new ProfileError('unknown-profile-field', `unknown profile field ${describe(field)}; fields: ${profileFields().join(', ')}`, { field });
    }
    const text = typeFits(base, field, raw) ? valueText(raw) : null;
    if (text === null || text.includes('\0') || text.length > 200) throw badValue(W.br_wasm_builtin_profile(baseIndex), field, raw);
    fields.push([field, text, raw]);
  }
  const ptr = W.br_wasm_profile_new(baseIndex);
  if (!ptr) throw outOfMemory('defining a profile');
  try {
    for (const [field, text, raw] of fields) {
      if (!writeText(field, text)) throw badValue(ptr, field, raw);
      const code = W.br_wasm_profile_set(ptr);
      if (code) {
        const codeName = ERROR_NAMES[code];
        if (codeName === 'out-of-memory') throw outOfMemory('defining a profile');
        const readBy = fieldGamesOf(field);
        throw new ProfileError(codeName, codeName === 'unknown-profile-field'
          ? `${field} is not a field of a ${game} profile`
          : !readBy.includes(game)
            ? `${field} is a rule of ${readBy.join(' and ')}, not of ${game}: a ${game} profile keeps ${base}'s value (${valueShown(profileInfo(base)[field])}), got ${valueShown(raw)}`
            : badValue(ptr, field, raw).message, { field });
      }
    }
    // The start position must be valid under the new rules.
    writeText('');
    if (scratchReset(ptr)) {
      const e = fenError(); // the InvalidFenError new Game would throw: its cause
      if (e instanceof OutOfMemoryError) throw outOfMemory('checking the start position');
      throw new ProfileError('bad-profile-value', `startFen: ${e.message}`, { field: 'startFen', cause: e });
    }
  } catch (error) {
    W.br_wasm_profile_delete(ptr);
    throw error;
  }
  return { ptr, game };
}

/**
 * Defines a profile from a built-in base plus named overrides, e.g.
 * defineProfile('mysite/janggi', { base: 'janggi/plyyard', moveLimit: 60 }).
 * Throws ProfileError naming the field for an unknown field or a bad value.
 */
export function defineProfile(name, options = {}) {
  ready();
  checkProfileName(name);
  if (registry.get(name)?.builtin) {
    throw new ProfileError('bad-profile-value', `${name} is a built-in profile and cannot be redefined`, { field: 'name' });
  }
  const { ptr, game } = buildProfile(name, options);
  const old = registry.get(name);
  if (old) W.br_wasm_profile_delete(old.ptr); // games copy their profile, so this is safe
  registry.set(name, { name, ptr, game, builtin: false });
  return name;
}

/**
 * Forgets a profile made with defineProfile, freeing its memory; games made with it keep their
 * own copy of its rules. Returns false if no such profile was defined.
 */
export function deleteProfile(name) {
  ready();
  const p = registry.get(name);
  if (p?.builtin) throw new ProfileError('bad-profile-value', `${name} is a built-in profile and cannot be deleted`, { field: 'name' });
  if (!p) return false;
  W.br_wasm_profile_delete(p.ptr);
  registry.delete(name);
  return true;
}

/** The game a profile's name names: the part before its '/', as every profile is named (the
 *  built-ins; defineProfile refuses a name of another game than its base's). A [Variant] tag may
 *  name a profile not defined here: its game is still known. */
export const gameOfName = (name) => String(name).split('/')[0];

/** Throws ProfileError unless `name` can name a custom profile (defineProfile, and a snapshot's). */
export function checkProfileName(name) {
  if (typeof name !== 'string' || !/^[\w.-]+\/[\w.-]+$/.test(name) || name.length > 47) {
    throw new ProfileError('bad-profile-value', 'a profile name is "game/site" (letters, digits, . _ -; at most 47 characters)', { field: 'name' });
  }
}

/** The error of a refused FEN (the module's last error) as the class the API throws. */
export function fenError() {
  const { code, field, rank, column, message } = lastError();
  if (code === 'out-of-memory') return outOfMemory('reading a FEN');
  const details = { field };
  if (rank > 0) details.rank = rank;
  if (column >= 0) details.column = column;
  return new InvalidFenError(code, message, details);
}

/** Writes a FEN argument for the module; throws InvalidFenError for what is no FEN at all. A
 *  value of another type is, for `call` (an API call taking a FEN from the program), the
 *  program's slip: an ArgumentError, as a wrong type is elsewhere; validateFen, the check of
 *  untrusted input, answers for any value. */
export function writeFen(fen, call) {
  if (typeof fen !== 'string') {
    if (call) throw new ArgumentError('bad-argument', `${call}: fen is a FEN string, or null or left out for the start; got ${describe(fen)}`);
    throw new InvalidFenError('fen-empty', 'the FEN must be a string', { field: 1 });
  }
  if (!fen.trim()) throw new InvalidFenError('fen-empty', 'the FEN is empty', { field: 1 });
  if (fen.includes('\0')) throw new InvalidFenError('fen-field', 'the FEN contains a NUL character', { field: 0 });
  if (!writeText(fen)) throw new InvalidFenError('fen-too-long', 'the FEN is too long', { field: 0 });
}

/** Checks a FEN for a profile without creating a game. */
export function validateFen(profile, fen) {
  const p = findProfile(profile);
  try {
    writeFen(fen);
  } catch (e) {
    return { ok: false, error: { code: e.code, field: e.field, message: e.message } };
  }
  if (!scratchReset(p.ptr)) return { ok: true };
  const e = fenError();
  if (e instanceof OutOfMemoryError) throw e;
  const { code, field, rank, column, message } = e;
  const error = { code, field, message }; // rank and column only where the core names them
  if (rank !== undefined) error.rank = rank;
  if (column !== undefined) error.column = column;
  return { ok: false, error };
}
