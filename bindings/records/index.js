// index.js — the records API, the package entry `boardrules/records`: readRecords, gameFromRecord
// (Game.fromRecord), recordFromGame (game.toRecord). Kept out of the main entry so that a page
// that only wants rules does not load PGN/GIB/DhtmlXQ reading and writing; loading this module
// lends Game.fromRecord and game.toRecord their code.
//
//   import { init, Game } from 'boardrules';
//   import { readRecords } from 'boardrules/records';
//
//   readRecords(input: string | Uint8Array | ArrayBuffer, { profile?, encoding?, fen? }) -> Record[]
//     (PGN-style text, GIB, DhtmlXQ, WXF files (PlayOK), dpxq.com's text export, 象棋桥's CBF; XQF and
//     象棋桥's CBR/CBL files as bytes)
//   gameFromRecord(record, { profile? }) -> Game at the end of the mainline, tree kept
//   recordFromGame(game, { format: 'pgn' | 'gib' | 'dhtmlxq' | 'wxf', notation?, script?, dots?, tags? }) -> text readRecords reads back
//   recordFromGame(game, { format: 'xqf', tags? }) -> XQF bytes (a Uint8Array), xiangqi only
//
// Errors inside a record are data (record.error); only unusable input (undecodable bytes, binary
// data that is not text, not a string or bytes) throws, as a RecordError with a code.

import { decodeRecordText, markIn, undecodable, unmarked } from './decode.js';
import { refuseBinary } from './binary.js';
import { parseGames, MAX_VARIATION_DEPTH } from './pgn.js';
import { isDhtmlXQ, dhtmlxqGames } from './dhtmlxq.js';
import { isXqf, xqfGames } from './xqf.js';
import { isCbr, cbrGames } from './cbr.js';
import { splitCbf, cbfGames } from './cbf.js';
import { splitWxfFiles, wxfGame } from './wxf.js';
import { isDpxqText, dpxqGames } from './dpxq.js';
import { tygemMark, tygemGame } from './gib.js';
import { replayGame } from './replay.js';
import { normalizeFen, profileOfFen } from './settle.js';
import { writeRecord } from './write.js';
import { named } from './named.js';
import { lent } from './lent.js';
import { RecordError } from './errors.js';
import { ArgumentError } from '../errors.js';
import { profileInfo, profiles } from '../profiles.js';
import { Game } from '../game.js';

export { RecordError };

// lends Game.fromRecord and game.toRecord their code; takes the rules entry's helpers (lent.js)
Object.assign(lent, RecordError[Symbol.for('boardrules.lendRecords')]({ gameFromRecord, recordFromGame }));
const { checkOptions, isPlainObject } = lent;

/** Game -> the record tree it came from (kept for toRecord). */
const trees = new WeakMap();

/** The raw games of a text: its CBF records, then its WXF files, each read whole; what lies
 *  between them DhtmlXQ blocks, dpxq.com's text exports or PGN-style records (a Tygem baduk
 *  record, one refusal). Formats are told by
 *  their marks outside PGN tag values and comments (formatMarks), and a record read whole (a WXF
 *  header, a CBF field) may quote another format's marks. */
function rawGamesOf(text) {
  return splitCbf(text).flatMap((cbf) => (cbf.matched ? cbfGames(cbf.text) : splitWxfFiles(cbf.text, cbf.marks).flatMap((part) => {
    if (part.matched) return [wxfGame(part.text)];
    if (isDhtmlXQ(part.marks)) return dhtmlxqGames(part.text, (other) => (isDpxqText(other) ? dpxqGames(other, parseGames) : parseGames(other)));
    const tygem = tygemMark(part.text);
    if (tygem) return [tygemGame(tygem)]; // baduk: not read as moves
    return isDpxqText(part.marks) ? dpxqGames(part.text, parseGames) : parseGames(part.text);
  })));
}

/** NotInitializedError before `await init()`, as from every entry point (profiles() checks):
 *  read without the rules, each record would carry it as its error. */
function initialized() {
  profiles();
}

/** Every record of a text or bytes, in file order. options.profile: the rules of the records of
 *  its game and of those that name no game (by tags, format or notation); options.fen: the start
 *  of those that write none (replay.js settle), as a [FEN] tag would give it. */
export function readRecords(input, options = {}) {
  initialized();
  checkOptions(options, 'readRecords(input, { profile, encoding, fen })');
  if (options?.profile !== undefined) profileInfo(options.profile); // an unknown one is the caller's mistake: thrown, as by new Game
  checkStart(options?.fen, options?.profile);
  let raws, decoded = null;
  if (isXqf(input)) raws = xqfGames(input, options?.encoding);
  else if (isCbr(input)) raws = cbrGames(input);
  else {
    refuseBinary(input, options?.encoding); // before decoding: read as text, such bytes were hundreds of garbled games
    decoded = decodeRecordText(input, options?.encoding);
    raws = rawGamesOf(decoded.text);
  }
  return raws.map((raw) => {
    const bad = decoded?.bad.length ? firstMark(raw) : -1;
    if (bad >= 0) return undecodableRecord(raw, undecodable(decoded.bad[bad], decoded.encoding), options);
    const { record, game } = replayGame(raw, options ?? {});
    game?.free();
    if (typeof input === 'string' && record.error?.text?.includes(REPLACEMENT)) {
      record.error = { ...record.error, message: record.error.message + REPLACED_HINT };
    }
    return record;
  });
}

// U+FFFD is what a decoder puts where bytes were not its encoding's: a file read as UTF-8 text
// (readFileSync(f, 'utf8'), as chess.js users read PGN) that was CP949 or GBK. Its bytes say
// which encoding they are; the replacement characters no longer do.
const REPLACEMENT = '\ufffd';
const REPLACED_HINT = ' (the text holds U+FFFD, the mark of bytes a decoder could not read: read the file as bytes, a Uint8Array, and readRecords finds its encoding)';

/** readRecords' { fen }: a start of the profile's game, or without a profile of any game (a FEN
 *  alone does not tell xiangqi from janggi: the record's game does, as for a [FEN] tag), in any
 *  form a [FEN] tag may take; else an ArgumentError, before any record is read, with the refusal
 *  of the game it looks most like. */
function checkStart(fen, profile) {
  if (fen === undefined || fen === null) return;
  if (typeof fen !== 'string') throw new ArgumentError('bad-argument', `readRecords' fen is a FEN text, not ${named(fen)}`);
  const refusals = new Map();
  for (const rules of profile ? [profile] : ['xiangqi/standard', 'janggi/standard', 'makruk/standard']) {
    try {
      new Game(rules, normalizeFen(fen, profileInfo(rules).game)).free();
      return;
    } catch (e) {
      if (typeof e?.code !== 'string') throw e;
      refusals.set(rules, e.message);
    }
  }
  const likest = profile ?? profileOfFen(fen);
  throw new ArgumentError('bad-argument', `readRecords' fen ${named(fen)} is no start of ${profile ?? 'any game'} (${likest}: ${refusals.get(likest)})`);
}

/** The number of the first undecodable sequence a raw game holds (decode.js marks them, in file
 *  order), or -1: in its tags, its comments, its moves, or in what pgn.js kept apart (`marks`: a
 *  tag line's bytes that did not decode). */
function firstMark(raw) {
  const texts = [raw.marks ?? '', ...raw.tags.flat(), raw.comment ?? ''];
  const nodes = [...raw.moves];
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i];
    texts.push(n.before ?? '', n.text, n.comment ?? '');
    for (const v of n.variations ?? []) nodes.push(...v);
  }
  let first = -1;
  for (const t of texts) {
    const mark = markIn(t);
    if (mark >= 0 && (first < 0 || mark < first)) first = mark;
  }
  return first;
}

/** The record of a game with undecodable bytes: its tags (U+FFFD for what did not decode), no
 *  moves, since what its bytes hold is not known, and the error naming them. */
function undecodableRecord(raw, error, options) {
  const header = { ...raw, tags: raw.tags.map(([name, value]) => [unmarked(name), unmarked(value)]), comment: undefined, moves: [], problems: [] };
  const { record, game } = replayGame(header, options ?? {});
  game?.free();
  const { code, message, offset, encoding } = error;
  record.error = { ply: 0, text: '', code, message, offset, encoding };
  // bytes alone, no tag nor move but them (a file cut inside a character): no game is known, as for a
  // record of another game (profile null), rather than xiangqi's by default; a profile named
  // is the game of records that name none, these too
  const marksAlone = raw.moves.every((m) => !unmarked(m.text).replace(/\ufffd/g, '') && !m.variations?.length);
  if (!raw.tags.length && marksAlone && options?.profile === undefined) {
    record.profile = null;
    delete record.fen;
  }
  return record;
}

/** A record's fields of the types readRecords gives them (GameRecord), else RecordError
 *  'bad-record' naming the field: a number for a move or a FEN, or an object for a tag, had
 *  escaped from the replay as a TypeError. The moves are checked as they are read (toRaw). */
function checkRecord(record) {
  if (!record || typeof record !== 'object' || !Array.isArray(record.moves)) {
    throw new RecordError('bad-record', 'fromRecord takes a record from readRecords');
  }
  if (record.fen != null && typeof record.fen !== 'string') throw new RecordError('bad-record', `a record's fen is a FEN text, not ${named(record.fen)}`);
  const tags = record.tags;
  if (tags != null && !isPlainObject(tags)) throw new RecordError('bad-record', `a record's tags are an object of tag names to texts, not ${named(tags)}`);
  for (const [name, value] of Object.entries(tags ?? {})) {
    if (typeof value !== 'string') throw new RecordError('bad-record', `a record's tag ${named(name)} is a text, not ${named(value)}`);
  }
  const error = record.error;
  if (error != null && (typeof error?.code !== 'string' || typeof error.message !== 'string')) {
    throw new RecordError('bad-record', `a record's error is { code, message } as readRecords gives it, not ${named(error)}`);
  }
}

/** The game at the end of a record's mainline; its tags and tree are kept for toRecord. */
export function gameFromRecord(record, options = {}) {
  initialized();
  checkOptions(options, 'Game.fromRecord(record, { profile })');
  checkRecord(record);
  if (record.profile == null && options?.profile === undefined && record.error) {
    // a record whose rules could not be read ([Variant "chess"], a bad GIB formation): its own error
    throw new RecordError(record.error.code, record.error.message, { ply: 0 });
  }
  if (options?.profile !== undefined) {
    const { game } = profileInfo(options.profile);
    const recordGame = typeof record.profile === 'string' && profiles().includes(record.profile) ? profileInfo(record.profile).game : null;
    if (recordGame && recordGame !== game) {
      throw new RecordError('bad-record', `the record is a ${recordGame} game (${record.profile}); ${options.profile} is a ${game} profile`);
    }
  }
  const raw = {
    tags: Object.entries(record.tags ?? {}),
    moves: toRaw(record.moves),
    problems: [],
    result: record.result,
  };
  const profile = options?.profile ?? record.profile;
  // the start as a FEN tag unless it is the profile's own (a game from a FEN has no vchess setup turns)
  if (record.fen && !raw.tags.some(([n]) => n.toLowerCase() === 'fen') && record.fen !== startOf(profile)) raw.tags.push(['FEN', record.fen]);
  const { record: replayed, game } = replayGame(raw, { exactProfile: profile, moveKind: 'uci' });
  if (!game) throw new RecordError(replayed.error.code, replayed.error.message, { ply: 0 });
  if (replayed.error) {
    game.free();
    throw new RecordError(replayed.error.code, replayed.error.message, { ply: replayed.error.ply, text: replayed.error.text });
  }
  trees.set(game, { ...record, tags: { ...(record.tags ?? {}) }, moves: replayed.moves, fen: replayed.fen, profile: replayed.profile });
  return game;
}

/** The start FEN of a profile (undefined: no such profile; replay says so). */
function startOf(profile) {
  let game;
  try {
    game = new Game(profile);
    return game.fen();
  } catch {
    return undefined;
  } finally {
    game?.free();
  }
}

function toRaw(nodes, depth = 0) {
  if (!Array.isArray(nodes)) throw new RecordError('bad-record', 'a record\'s moves and variations are arrays of moves');
  if (depth > MAX_VARIATION_DEPTH) throw new RecordError('record-syntax', `variations nested deeper than ${MAX_VARIATION_DEPTH}`);
  return Array.from(nodes, (n) => { // a hole is a move too: map skips it
    if (!n || typeof n !== 'object') throw new RecordError('bad-record', 'a move of a record is an object with its uci or text');
    const r = { text: n.uci ?? n.text };
    if (typeof r.text !== 'string') throw new RecordError('bad-record', `a move's uci (or text) is a text, not ${named(r.text)}`);
    if (n.comment) r.comment = n.comment;
    if (n.commentBefore) r.before = n.commentBefore;
    if (n.nags) r.nags = n.nags;
    if (n.variations != null && !Array.isArray(n.variations)) throw new RecordError('bad-record', 'a move\'s variations are an array of move arrays');
    if (n.variations) r.variations = n.variations.map((v) => toRaw(v, depth + 1));
    return r;
  });
}

/** The game (with the tree it was read with, if any) as PGN, GIB or DhtmlXQ text, or XQF bytes. */
export function recordFromGame(game, options = {}) {
  initialized();
  if (!(game instanceof Game)) throw new RecordError('bad-record', `recordFromGame takes a Game, got ${game === null ? 'null' : typeof game}`);
  const kept = trees.get(game);
  checkOptions(options, 'toRecord({ format, notation, script, dots, tags })');
  return writeRecord(game, kept, options ?? {});
}
