// record.js — the one seam between the CLI and record formats: the text of one JSON line, or
// the bytes of one game of a record file, become records
//   { profile?, fen?, moves: [text...], id?, lineOffset? }  or  { error: { code, message } }.
// Moves stay texts (any notation the game reads); records never carry encoded moves.
// Record files go through the package's readRecords (PGN-style and GIB, every notation and
// encoding) when this build has it; until the records reader lands, through the plain reader below.
import * as records from '../records/index.js';
import { gameRecordsOf, recordsWithGames } from '../records/read.js';
import { writesStart } from '../records/settle.js';
import { RESULT_MARK } from '../records/results.js';

const MOVE_NUMBER = /^\d+\.(\.\.)?$/;
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
const TAG = /^\[\s*([A-Za-z][\w-]*)\s+"((?:[^"\\]|\\.)*)"\s*\]$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Appends the move texts of a space separated list to `moves` (a loop: no spread, no recursion). */
function pushMoves(text, moves) {
  for (const t of text.split(/\s+/)) {
    if (t && !MOVE_NUMBER.test(t) && !RESULT_MARK.test(t)) moves.push(t);
  }
}

/** Moves given as a string or an array of strings; else the reason they are refused. */
function movesOf(value) {
  if (typeof value === 'string') {
    const moves = [];
    pushMoves(value, moves);
    return { moves };
  }
  if (!Array.isArray(value)) return { error: '"moves" must be an array of move texts or a string' };
  for (let i = 0; i < value.length; i++) {
    if (typeof value[i] !== 'string') {
      return { error: `move ${i + 1} is ${JSON.stringify(value[i]) ?? String(value[i])}, not a text: records carry move texts (UCI or the game's notation), never encoded moves` };
    }
  }
  return { moves: value };
}

const badRecord = (id, message) => ({ id, error: { code: 'bad-record', message } });

/** One JSON line: { profile?, fen?, moves, id? } (id: undefined when the line has none). */
export function recordOfJson(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { error: { code: 'bad-json', message: e.message } };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { error: { code: 'bad-record', message: 'a record is a JSON object {"profile"?, "fen"?, "moves", "result"?, "id"?}' } };
  }
  // one object literal per outcome, no spreads: a spread here cost ~4 us a record (as much as
  // JSON.parse itself), a tenth of the worker's time per record
  const { profile, fen, id, result } = value;
  if (profile !== undefined && typeof profile !== 'string') return badRecord(id, '"profile" must be a string');
  if (fen !== undefined && fen !== null && typeof fen !== 'string') return badRecord(id, '"fen" must be a string');
  if (result !== undefined && !RESULTS.includes(result)) return badRecord(id, `"result" must be one of ${RESULTS.map((r) => `"${r}"`).join(', ')}, not ${JSON.stringify(result)}`);
  const { moves, error } = movesOf(value.moves);
  if (error) return badRecord(id, error);
  // the declared result (convert --to jsonl writes it) goes on to what convert writes
  if (result === undefined || result === '*') return { id, profile, fen: fen ?? undefined, moves };
  return { id, profile, fen: fen ?? undefined, moves, result, tags: { Result: result } };
}

/**
 * The records of one game's bytes (several when the splitter could not tell games apart), each
 * { profile, fen, tags, moves: [uci...], record, game, refusal? } or { error }: readRecords reads
 * and replays it (`record`: what it read, the tree convert writes; `game`: the game at the end of
 * the moves read, which the caller frees); the moves before its first bad one are played, and
 * that one is reported with readRecords' own code and message (`refusal`). A bad move in a
 * variation leaves the mainline whole and valid.
 */
export function recordsOfBytes(bytes, profile, fen, game) {
  if (typeof records.readRecords !== 'function') return plainRecords(bytes);
  let list;
  try {
    // a record of the command's game, or of none named, is read under the command's profile;
    // --fen is the start of those that write none. A game in the file's encoding (`game`: its
    // encoding and offset in the file) is read as streamRecords reads it: bytes that do not
    // decode fail the records they are in, not the others the splitter could not cut apart
    list = game
      ? gameRecordsOf(bytes, game.encoding, true, { profile, fen }, false, game.offset, true)
      : recordsWithGames(bytes, { profile, fen });
  } catch (e) {
    if (typeof e?.code !== 'string') throw e;
    return [{ error: { code: e.code, message: e.message } }];
  }
  return list.map(({ record: r, game: played }, i) => {
    // a CBL library's games are numbered in place of lines (its item is the whole file, line 1)
    // fen null: the profile's start, never --fen, which readRecords gave the records it is for
    const base = { profile: r.profile, fen: startOrNot(r) ?? null, tags: r.tags, record: r };
    if (r.format === 'cbr') base.lineOffset = i;
    if (r.error?.ply === 0) {
      played?.free();
      return { ...base, error: { code: r.error.code, message: r.error.message } };
    }
    base.game = played;
    const moves = r.moves.map((m) => m.uci);
    if (!r.error || r.error.variation) return { ...base, moves };
    // the record holds the moves before its error (a bad move's, or a problem of its text after
    // them, whose ply counts the moves kept): all of them are played, then the refusal stands
    return { ...base, moves, refusal: r.error };
  });
}

/** A record's start FEN, or undefined when the record writes none: a game made from a FEN has
 *  no vchess setup turns. */
function startOrNot(record) {
  return writesStart(Object.entries(record.tags ?? {})) ? record.fen : undefined;
}

/**
 * One game of a plain record file: [Tag "value"] lines, then moves separated by spaces or new
 * lines, with move numbers, results and ";" comments ignored.
 */
function plainRecords(bytes) {
  let text;
  try {
    text = utf8.decode(bytes);
  } catch {
    return [{ error: { code: 'bad-encoding', message: 'not UTF-8 text' } }];
  }
  const moves = [];
  let fen;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/;.*$/, '').trim();
    if (!line) continue;
    if (line.startsWith('[')) {
      const tag = TAG.exec(line);
      if (!tag) return [{ error: { code: 'bad-tag', message: 'a tag is [Name "value"]' }, lineOffset: i }];
      if (moves.length) return [{ error: { code: 'bad-tag', message: 'tags come before the moves' }, lineOffset: i }];
      if (tag[1].toLowerCase() === 'fen') fen = tag[2].replace(/\\(.)/g, '$1');
      continue;
    }
    pushMoves(line, moves);
  }
  return [{ fen, moves }];
}
