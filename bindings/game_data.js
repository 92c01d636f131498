// game_data.js — a game as data: its history read from the core's undo records (O(1) per
// entry; the notation of past moves written by the core from its undo records, never a replay
// from the start in a second game), and snapshots that travel (JSON, postMessage) and restore.

import { W, heapU8, writeText, createStore } from './memory.js';
import { C, REASON_NAMES, CGX_NAMES, SQUARES } from './constants.js';
import {
  findProfile, isBuiltin, profileInfoAt, profileFields, buildProfile, builtinOf, fenError, writeFen, checkProfileName,
} from './profiles.js';
import { entryObject, uciText, historyTexts } from './moves.js';
import { entryMove, entryFlags, outcomeOver, outcomeWinner, outcomeReason } from './packing.js';
import { BoardRulesError, ArgumentError, IllegalMoveError, describe, isArray, isRevoked } from './errors.js';
import { DEFAULT_NOTATION, notationOption, notationKind, writeStyle, writeFlags } from './notation.js';
import { keysOption } from './board.js';

const SNAPSHOT_FORMAT = 'boardrules-snapshot';
const DECLARED = ['resignation', 'timeout', 'agreement'];

/** Every history entry of game `ptr` (move | moved << 16 | captured << 21 | flags << 26). */
export function historyEntries(ptr, since = 0) {
  const n = W.br_wasm_ply(ptr), out = new Int32Array(n - since);
  for (let first = since; first < n;) {
    const k = W.br_wasm_history(ptr, first);
    out.set(new Int32Array(heapU8().buffer, W.br_wasm_entries(), k), first - since);
    first += k;
  }
  return out;
}

/**
 * The notation of the moves played from ply `since` on (`entries` are theirs). Texts already
 * written are kept in `cache` (the game's), each with the entry it was written for; the core
 * writes the others from its undo records. Only the asked moves are read, so a board that asks
 * for the move just played after every move pays for that move alone, however long the game.
 * A move's text depends on the moves before it too: Game.undo drops the texts from the ply it
 * takes back (dropNotations), so a kept text is never of another line.
 */
function notations(ptr, game, width, entries, since, kind, flags, cache) {
  const written = `${kind} ${flags}`; // a kind and its style: the texts kept are of one of them
  if (cache.kind !== written) dropNotations(cache, 0, written);
  const n = since + entries.length;
  let first = since;
  while (first < n && cache.texts[first] !== undefined && cache.entries[first] === entries[first - since]) first++;
  if (first < n) {
    dropNotations(cache, first);
    const texts = historyTexts(ptr, game, width, entries, first - since, kind, flags, since);
    for (let i = first; i < n; i++) {
      cache.texts[i] = texts[i - first];
      cache.entries[i] = entries[i - since];
    }
  }
  return cache.texts;
}

/** A game's notation cache for history(). */
export function notationCache() { return { kind: null, entries: [], texts: [] }; }

/** Forgets the cached texts from ply `from` on (all of them when the notation asked changes). */
export function dropNotations(cache, from, kind = cache.kind) {
  cache.kind = kind;
  if (cache.texts.length > from) cache.entries.length = cache.texts.length = from;
}

/** Game.history(options): move objects with check flags, and notations unless `notation` is
 *  false, of the moves from ply `since` on; the moves before it are not read. */
export function historyOf(ptr, game, width, options, cache) {
  const kind = options?.notation === false ? null : notationOption(game, options) ?? DEFAULT_NOTATION[game];
  const flags = writeFlags(options); // checked whether or not a notation is written
  const since = options?.since ?? 0;
  if (!Number.isInteger(since) || since < 0 || since > W.br_wasm_ply(ptr)) {
    throw new ArgumentError('bad-argument', `history's since is a ply from 0 to ${W.br_wasm_ply(ptr)} (the moves played), got ${describe(since)}`);
  }
  const cgx = keysOption(options?.keys);
  const entries = historyEntries(ptr, since);
  const out = new Array(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const move = entryObject(ptr, game, width, entries[i]);
    move.check = !!(entryFlags(entries[i]) & C.FLAG_CHECK);
    if (cgx) {
      move.from = CGX_NAMES[width][SQUARES[width].get(move.from)];
      move.to = CGX_NAMES[width][SQUARES[width].get(move.to)];
    }
    out[i] = move;
  }
  if (kind) {
    const texts = notations(ptr, game, width, entries, since, kind, flags, cache);
    for (let i = 0; i < out.length; i++) out[i].notation = texts[since + i];
  }
  return out;
}

/**
 * Game.lineNotation(): the texts of a line of moves from the game's position (an engine's
 * principal variation) in notation `kind`. The line is played on a copy, on past an end that
 * leaves moves (as an engine's line may go), and the copy's history of it is read: the core
 * writes each move in the position it was played in. The game itself is not touched.
 */
export function lineTexts(game, moves, kind, options) {
  notationKind(game.variant, kind);
  const reading = notationOption(game.variant, options); // checked before any move is played
  writeStyle(options);
  const line = typeof moves === 'string' ? moves.split(/\s+/).filter(Boolean) : moves;
  if (!isArray(line)) {
    throw new ArgumentError('bad-argument', `a line is an array of moves or a text of moves apart at spaces, got ${describe(moves)}`);
  }
  const copy = game.clone();
  try {
    copy.playPastEnd = true;
    const playOptions = reading ? { notation: reading } : undefined;
    // the ply the line starts from, read before a caller's getter in the line can play or undo
    // moves of the game itself (read after, the texts of its history came too, or moves went)
    const since = copy.ply;
    // by index, not forEach: a hole is no move (refused, not skipped), so a sparse line of
    // length 2 ** 32 - 1 is refused at its first hole rather than walked for minutes
    for (let i = 0, n = line.length; i < n; i++) {
      const move = line[i];
      try {
        copy.play(move, playOptions);
      } catch (e) {
        if (!(e instanceof IllegalMoveError)) throw e;
        const text = typeof move === 'string' ? `, ${describe(move)}` : '';
        throw new IllegalMoveError(e.code, `move ${i + 1} of the line${text}: ${e.message}`, { move: e.move, index: i, cause: e });
      }
    }
    return copy.history({ notation: kind, since, script: options?.script, dots: options?.dots }).map((m) => m.notation);
  } finally {
    copy.free();
  }
}

/** Game.snapshot(): plain data only (strings, numbers, arrays, plain objects). */
export function snapshotOf(g, ptr, redoTexts) {
  const width = g.width;
  const moves = Array.from(historyEntries(ptr), (e) => uciText(ptr, width, entryMove(e)));
  const packed = W.br_wasm_outcome(ptr);
  const reason = outcomeOver(packed) ? REASON_NAMES[outcomeReason(packed)] : '';
  const winner = outcomeWinner(packed);
  return {
    format: SNAPSHOT_FORMAT,
    version: 1,
    profile: g.profile,
    // a custom profile travels with its rules: the game's own copy, as it was made
    definition: isBuiltin(g.profile) ? null : profileInfoAt(W.br_wasm_game_profile(ptr), g.profile, g.variant),
    startFen: g.startFen,
    moves,
    redo: redoTexts,
    playPastEnd: !!W.br_wasm_plays_past_end(ptr),
    result: DECLARED.includes(reason) ? { reason, winner: winner >= 0 ? (winner === C.WHITE ? 'white' : 'black') : null } : null,
  };
}

function bad(message, cause) {
  return new BoardRulesError('bad-snapshot', `not a game snapshot: ${message}`, cause ? { cause } : {});
}

/** fn(), its error named as the snapshot's `what`. */
function fromSnapshot(what, fn) {
  try {
    return fn();
  } catch (e) {
    throw e instanceof BoardRulesError && e.code !== 'out-of-memory' ? bad(`${what}: ${e.message}`, e) : e;
  }
}

/** The snapshot's own fields, each read once and checked (a getter that answered otherwise the
 *  second time got past the checks: a TypeError, or a move checked as a text played as a number). */
function checkSnapshot(input) {
  // (a revoked Proxy is no snapshot: reading it threw the platform's TypeError)
  if (input === null || typeof input !== 'object' || isRevoked(input) || input.format !== SNAPSHOT_FORMAT) {
    // what structuredClone and postMessage make of a Game: its state is private, so nothing is copied
    const hint = input !== null && typeof input === 'object' && !isRevoked(input) && !Object.keys(input).length
      ? ' (a Game posted or cloned arrives as an empty object: send game.snapshot())' : '';
    throw bad(`expected the value of game.snapshot(), got ${describe(input)}${hint}`);
  }
  const s = { ...input };
  if (s.version !== 1) throw bad(`unknown version ${describe(s.version)}`);
  if (typeof s.profile !== 'string') throw bad('profile must be a string');
  for (const key of ['moves', 'redo']) {
    if (!isArray(s[key])) throw bad(`${key} must be an array of move texts`);
    s[key] = moveTexts(s[key], key);
  }
  if (s.startFen !== null && typeof s.startFen !== 'string') throw bad('startFen must be a string or null');
  if (s.definition !== null && (typeof s.definition !== 'object' || isRevoked(s.definition) || Array.isArray(s.definition))) throw bad('definition must be an object or null');
  if (s.definition !== null) s.definition = { ...s.definition }; // its fields read here too, once
  if (s.playPastEnd !== undefined && typeof s.playPastEnd !== 'boolean') throw bad('playPastEnd must be true or false');
  if (s.result !== null) {
    const { reason, winner } = typeof s.result === 'object' && !isRevoked(s.result) ? s.result : {};
    if (!DECLARED.includes(reason)) throw bad('result must be null or a declared result');
    s.result = { reason, winner };
  }
  return s;
}

/** A snapshot's array of move texts, copied index by index up to the first that is no text: a
 *  hole is none (a structured clone keeps holes and length: spread, a sparse array of length
 *  2 ** 32 - 1 was copied whole, and the heap ran out, a fatal error no catch sees; every()
 *  skips holes). Each element is read once. */
function moveTexts(array, key) {
  const n = array.length, copy = [];
  for (let i = 0; i < n; i++) {
    const m = array[i];
    if (typeof m !== 'string') throw bad(`${key} must be an array of move texts; ${key}[${i}] is ${describe(m)}`);
    copy.push(m);
  }
  return copy;
}

/** Profile fields added after snapshots of version 1 were first stored, with the rule the games
 *  of those snapshots played by (none: the field did not exist). */
const FIELDS_ADDED = { checksExtendMoveLimit: false };

/** Game.restore(snapshot). `makeGame(store, profile, game, startFen)` makes the Game (passed in:
 *  game.js imports this file). */
export function restoreGame(snapshot, makeGame) {
  let s;
  try {
    s = checkSnapshot(snapshot);
  } catch (e) { // a getter or Proxy trap of the caller's that throws: the snapshot could not be read
    throw e instanceof BoardRulesError && e.code === 'bad-snapshot' ? e : bad(`it could not be read: ${e?.message ?? describe(e)}`, e);
  }
  let ptr, game, temporary = 0;
  // a built-in profile's rules are the module's, and snapshot() writes none: a definition there
  // would be rules the restored game did not play by
  if (s.definition && isBuiltin(s.profile)) throw bad(`${describe(s.profile)} is a built-in profile: its definition must be null`);
  if (s.definition && !isBuiltin(s.profile)) {
    const { name, game: kind, ...fields } = s.definition;
    const base = builtinOf(kind);
    if (!base || name !== s.profile) throw bad('the profile definition does not match its name');
    if (!name.startsWith(`${kind}/`)) throw bad(`a ${kind} profile's name starts with "${kind}/", not ${describe(name)}`);
    fromSnapshot(`profile ${describe(name)}`, () => checkProfileName(name));
    // every field, as snapshot() writes them: one left out would take another profile's value;
    // but a field added since a snapshot was stored has the value its game then played by
    for (const [field, before] of Object.entries(FIELDS_ADDED)) fields[field] ??= before;
    const missing = profileFields().find((field) => fields[field] === undefined);
    if (missing !== undefined) throw bad(`the definition of ${describe(name)}: its field ${missing} is missing`);
    ({ ptr, game } = fromSnapshot(`the definition of ${describe(name)}`, () => buildProfile(s.profile, { ...fields, base })));
    temporary = ptr;
  } else {
    ({ ptr, game } = findProfile(s.profile));
  }
  let store;
  try {
    if (s.startFen !== null) fromSnapshot('startFen', () => writeFen(s.startFen));
    else writeText('');
    store = createStore(ptr);
    if (!store) throw fromSnapshot('startFen', () => { throw fenError(); });
  } finally {
    if (temporary) W.br_wasm_profile_delete(temporary);
  }
  const g = makeGame(store, s.profile, game, s.startFen?.trim() ?? null); // as new Game reads it
  try {
    replaySnapshot(g, s);
  } catch (e) {
    g.free(); // its pool slot goes now, not when some other game needs it
    throw e;
  }
  return g;
}

/** Plays a checked snapshot's moves, redo and result onto `g`, its new game. */
function replaySnapshot(g, s) {
  g.playPastEnd = true; // the moves may go past an end, even when the game no longer allows it
  const play = (text, what) => fromSnapshot(`${what} ${describe(text)}`, () => g.play(text));
  s.moves.forEach((m, i) => play(m, `move ${i + 1}`));
  for (let i = s.redo.length - 1; i >= 0; i--) play(s.redo[i], 'redo move');
  for (let i = 0; i < s.redo.length; i++) g.undo();
  if (s.result) { // declared while play past an end is on: a game may be resigned past one
    const { reason, winner } = s.result;
    if (reason === 'agreement' && winner != null) throw bad('a draw by agreement has no winner');
    if (reason !== 'agreement' && winner !== 'white' && winner !== 'black') throw bad('a declared win needs its winner');
    // the core refuses a result declared on a game over with no move left (mate)
    fromSnapshot('result', () => (reason === 'agreement' ? g.agreeDraw() : g[reason === 'resignation' ? 'resign' : 'timeout'](winner === 'white' ? 'black' : 'white')));
  }
  g.playPastEnd = s.playPastEnd === true;
}


