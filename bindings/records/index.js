// index.js — the records API, the package entry `boardrules/records`: readRecords, gameFromRecord
// (Game.fromRecord), recordFromGame (game.toRecord). Kept out of the main entry so that a page
// that only wants rules does not load PGN/GIB/DhtmlXQ reading and writing; loading this module
// lends Game.fromRecord and game.toRecord their code.
//
//   import { init, Game } from 'boardrules';
//   import { readRecords } from 'boardrules/records';
//
//   readRecords(input: string | Uint8Array | ArrayBuffer, { profile?, encoding?, fen? }) -> Record[]
//     (PGN-style text, GIB, DhtmlXQ (打虎将's DHJHtmlXQ too), WXF files (PlayOK), dpxq.com's and 联众's text exports, 象棋桥's CBF,
//     鹏飞象棋's PFC, QQ象棋's CHE; XQF, 象棋桥's CBR/CBL, 弈天's MXQ and 17pk's CCM files as bytes) (read.js)
//   streamRecords(chunks, { profile?, encoding?, fen?, signal? }) -> AsyncGenerator<Record>: the
//     same records of a stream (a Node Readable, a web ReadableStream), one game held at a time (stream.js)
//   openRecordFiles(bytes | Blob | File[], { name?, maxSize?, signal? }) -> Promise<RecordFile[]>: the
//     record files of a gzip file, a zip archive or several files, each { name, archive, path, size,
//     error, bytes() }, its bytes for readRecords (unpack.js)
//   gameFromRecord(record, { profile? }) -> Game at the end of the mainline, tree kept
//   recordFromGame(game, { format: 'pgn' | 'gib' | 'dhtmlxq' | 'wxf', notation?, script?, dots?, tags? }) -> text readRecords reads back
//   recordFromGame(game, { format: 'xqf', tags? }) -> XQF bytes (a Uint8Array), xiangqi only
//   recordFromGame(game, { …, encoding, replacement? }) -> the text's bytes in that encoding (encode.js)
//   parseComment(comment) -> { text, shapes, evaluation?, clock?, emt? }: a comment's [%csl], [%cal],
//     [%eval], [%clk] and [%emt] commands, as lichess, chess.com and ChessBase write them (comment.js)
//   makeComment({ text?, shapes?, evaluation?, clock?, emt? }) -> the comment with those commands
//
// Errors inside a record are data (record.error); only unusable input (undecodable bytes, binary
// data that is not text, not a string or bytes) throws, as a RecordError with a code.

import { MAX_VARIATION_DEPTH } from './pgn-words.js';
import { initialized, readRecords } from './read.js';
import { streamRecords } from './stream.js';
import { openRecordFiles } from './unpack.js';
import { replayGame } from './replay.js';
import { KEPT_STYLE_MOVES, writeRecord, writtenFormat } from './write.js';
import { encodeText, writtenEncoding, xqfEncoding } from './encode.js';
import { named, revoked } from './named.js';
import { lent } from './lent.js';
import { RecordError } from './errors.js';
import { parseComment, makeComment } from './comment.js';
import { profileInfo } from '../profiles.js';
import { Game } from '../game.js';

export { RecordError, readRecords, streamRecords, openRecordFiles, parseComment, makeComment };

// lends Game.fromRecord and game.toRecord their code; takes the rules entry's helpers (lent.js)
Object.assign(lent, RecordError[Symbol.for('boardrules.lendRecords')]({ gameFromRecord, recordFromGame }));
const { checkOptions, isPlainObject } = lent;

/** Game -> the record tree it came from (kept for toRecord). */
const trees = new WeakMap();

/** A record's fields of the types readRecords gives them (GameRecord), else RecordError
 *  'bad-record' naming the field: a number for a move or a FEN, or an object for a tag, had
 *  escaped from the replay as a TypeError. The moves are checked as they are read (toRaw). */
function checkRecord(record) {
  if (!record || typeof record !== 'object' || revoked(record) || revoked(record.moves) || !Array.isArray(record.moves)) {
    throw new RecordError('bad-record', 'fromRecord takes a record from readRecords');
  }
  if (record.fen != null && typeof record.fen !== 'string') throw new RecordError('bad-record', `a record's fen is a FEN text, not ${named(record.fen)}`);
  const tags = record.tags;
  if (tags != null && !isPlainObject(tags)) throw new RecordError('bad-record', `a record's tags are an object of tag names to texts, not ${named(tags)}`);
  for (const [name, value] of Object.entries(tags ?? {})) {
    if (typeof value !== 'string') throw new RecordError('bad-record', `a record's tag ${named(name)} is a text, not ${named(value)}`);
  }
  if (record.result != null && !['1-0', '0-1', '1/2-1/2', '*'].includes(record.result)) {
    throw new RecordError('bad-record', `a record's result is '1-0', '0-1', '1/2-1/2' or '*', not ${named(record.result)}`);
  }
  const error = record.error;
  if (error != null && (revoked(error) || typeof error?.code !== 'string' || typeof error.message !== 'string')) {
    throw new RecordError('bad-record', `a record's error is { code, message } as readRecords gives it, not ${named(error)}`);
  }
}

/** The record's own fields, and its tags, read once (the record is not changed): a getter giving
 *  another value on a later read had passed checkRecord and then been used (a profile of the other
 *  game replayed, a tag written as '[object Object]', revoked tags or error a TypeError). */
function fieldsOnce(record) {
  if (!record || typeof record !== 'object' || revoked(record)) return record; // checkRecord refuses it
  const copy = { ...record };
  if (copy.tags != null && !revoked(copy.tags) && isPlainObject(copy.tags)) copy.tags = { ...copy.tags };
  return copy;
}

/** The game at the end of a record's mainline; its tags and tree are kept for toRecord. */
export function gameFromRecord(record, options = {}) {
  initialized();
  checkOptions(options, 'Game.fromRecord(record, { profile })');
  // read once: a getter that gave another profile on a later read had passed the check of its
  // game below and then replayed the record under the other game's rules
  const { profile: asked } = options ?? {};
  record = fieldsOnce(record);
  checkRecord(record);
  if (record.profile == null && asked === undefined && record.error) {
    // a record whose rules could not be read ([Variant "chess"], a bad GIB formation): its own error
    throw new RecordError(record.error.code, record.error.message, { ply: 0 });
  }
  if (asked !== undefined) {
    const { game } = profileInfo(asked);
    const recordGame = lent.hasProfile(record.profile) ? profileInfo(record.profile).game : null;
    if (recordGame && recordGame !== game) {
      throw new RecordError('bad-record', `the record is a ${recordGame} game (${record.profile}); ${asked} is a ${game} profile`);
    }
  }
  const raw = {
    tags: Object.entries(record.tags ?? {}),
    moves: toRaw(record.moves),
    problems: [],
    result: record.result,
  };
  const profile = asked ?? record.profile;
  // the start as a FEN tag unless it is the profile's own (a game from a FEN has no vchess setup turns)
  if (record.fen && !raw.tags.some(([n]) => n.toLowerCase() === 'fen') && record.fen !== startOf(profile)) raw.tags.push(['FEN', record.fen]);
  // each node's uci is UCI (a text without one may be ICCS: its shape tells, as in a record read)
  const { record: replayed, game } = replayGame(raw, { exactProfile: profile, moveKind: 'uci', uciOnly: everyUci(record.moves) });
  if (!game) throw new RecordError(replayed.error.code, replayed.error.message, { ply: 0 });
  if (replayed.error) {
    game.free();
    throw new RecordError(replayed.error.code, replayed.error.message, { ply: replayed.error.ply, text: replayed.error.text });
  }
  // (the replayed moves' texts are their UCI: the first few as the record wrote them tell its style)
  const ownTexts = record.moves.slice(0, KEPT_STYLE_MOVES).map((move) => move.text);
  trees.set(game, { ...record, tags: { ...(record.tags ?? {}) }, moves: replayed.moves, fen: replayed.fen, profile: replayed.profile, ownTexts });
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

/** Whether every move of a tree gives its uci. */
function everyUci(nodes) {
  return nodes.every((n) => typeof n?.uci === 'string' && (n.variations ?? []).every(everyUci));
}

function toRaw(nodes, depth = 0) {
  if (revoked(nodes) || !Array.isArray(nodes)) throw new RecordError('bad-record', 'a record\'s moves and variations are arrays of moves');
  if (depth > MAX_VARIATION_DEPTH) throw new RecordError('record-syntax', `variations nested deeper than ${MAX_VARIATION_DEPTH}`);
  return Array.from(nodes, (n) => { // a hole is a move too: map skips it
    if (!n || typeof n !== 'object' || revoked(n)) throw new RecordError('bad-record', 'a move of a record is an object with its uci or text');
    const r = { text: n.uci ?? n.text };
    if (typeof r.text !== 'string') throw new RecordError('bad-record', `a move's uci (or text) is a text, not ${named(r.text)}`);
    if (n.comment) r.comment = n.comment;
    if (n.commentBefore) r.before = n.commentBefore;
    if (n.nags) r.nags = n.nags;
    if (n.variations != null && (revoked(n.variations) || !Array.isArray(n.variations))) throw new RecordError('bad-record', 'a move\'s variations are an array of move arrays');
    if (n.variations) r.variations = n.variations.map((v) => toRaw(v, depth + 1));
    return r;
  });
}

/** The game (with the tree it was read with, if any) as PGN, GIB or DhtmlXQ text, or XQF bytes. */
export function recordFromGame(game, options = {}) {
  initialized();
  if (revoked(game) || !(game instanceof Game)) throw new RecordError('bad-record', `recordFromGame takes a Game, got ${game === null ? 'null' : typeof game}`);
  const kept = trees.get(game);
  checkOptions(options, 'toRecord({ format, notation, script, dots, tags, encoding, replacement })');
  // each option read once, the tags copied: what is checked is what is written (a format getter
  // giving 'pgn' then 'xqf' had sent XQF bytes to the encoder, a TypeError; a tag checked as a
  // text had been written as another value)
  const { format, notation, script: asked, dots, tags, encoding, replacement } = options ?? {};
  const once = { format, notation, script: asked, dots, encoding, tags: tags != null && lent.isPlainObject(tags) ? { ...tags } : tags };
  if (encoding == null) {
    if (replacement !== undefined) throw new RecordError('bad-input', 'a replacement is for the characters an encoding lacks: give it with { encoding }');
    return writeRecord(game, kept, once);
  }
  const written = writtenEncoding(encoding); // refused before any writing
  if (writtenFormat(once, kept) === 'xqf') {
    // (a game of another kind is refused first, by the writer: XQF holds none, in any encoding)
    if (!xqfEncoding(written) && game.variant === 'xiangqi') throw new RecordError('unknown-encoding', `XQF's texts are GBK, as its readers read them; got ${named(encoding)}`);
    return writeRecord(game, kept, once);
  }
  // Big5 has traditional characters alone: Chinese moves are written so unless asked otherwise
  const script = asked ?? (written === 'big5' ? 'traditional' : undefined);
  return encodeText(writeRecord(game, kept, { ...once, script }), written, { replacement });
}
