// work.js — what one thread does with a batch of work items (see split.js): turn each into
// records (record.js), replay them, and return the output text and the counts. The same code
// runs in the main thread (--jobs 1) and in every worker, so their outputs are identical.
import { NOTATIONS } from '../index.js';
import { outcomeText, recordGame, shownName } from './common.js';
import { recordOfJson, recordsOfBytes } from './record.js';
import { MAX_RECORD_BYTES } from '../records/line-carry.js';
import { OutputError, writeRecord } from './write.js';
import { foundText, reachIn } from './reach.js';
import { addNext, tallyNext } from './next-moves.js';
import { movesKey } from './unique.js';

/** A run's counts: find's are of records found, validate's and convert's of records valid and illegal. */
export const newCounts = (ctx) => (ctx?.find
  ? { records: 0, found: 0, unreadable: 0, plies: 0, ...(ctx.find.moves ? { next: {} } : {}) }
  : { records: 0, valid: 0, illegal: 0, unreadable: 0, plies: 0, ...(ctx?.unique ? { duplicates: 0 } : {}) });

export function addCounts(into, from) {
  for (const k in into) {
    if (k === 'next') addNext(into.next, from.next); // find --moves: the moves' tally
    else into[k] += from[k];
  }
}

function unreadable(row, error) {
  row.valid = false;
  row.status = 'unreadable';
  row.error = error;
  return row;
}

/** Whether `move`, refused because the rules ended the game, is legal past that end: then the
 *  game plays past the rules' ends from here on (readRecords reads such records the same way). */
function playsOnPast(game, move) {
  game.playPastEnd = true;
  if (game.explain(move) === null) return true;
  game.playPastEnd = false; // mate, or a move illegal anyway: the refusal stands
  return false;
}

/**
 * Plays the moves (texts) on the game; for convert --notation uci (`uci`), `texts` collects
 * their UCI texts (other notations are read from the game's history once played: replay).
 * A record that goes on past an end of the rules (a repetition nobody called) is played on, and
 * row.end says where the rules ended it. Returns null, or { ply, error } for the first refused
 * move (the game stays before it).
 */
function playAll(game, moves, uci, texts, row) {
  let ply = 0;
  for (;;) {
    try {
      if (!uci) {
        for (; ply < moves.length; ply++) game.play(moves[ply]);
      } else {
        for (; ply < moves.length; ply++) texts.push(game.play(moves[ply]).uci);
      }
      return null;
    } catch (e) {
      if (typeof e?.code !== 'string') throw e;
      if (e.code !== 'game-over' || game.playPastEnd || !playsOnPast(game, moves[ply])) return { ply, error: e };
      // asked of a copy: a game asked its outcome judges it after every move from then on, which
      // costs each move the length of the run without a capture (a record of 100k plies that
      // never captures had taken minutes)
      const copy = game.clone();
      const { result, winner, reason, scored } = copy.outcome();
      copy.free();
      row.end = scored ? { ply, result, winner, reason, scored } : { ply, result, winner, reason };
    }
  }
}

/** The game of a record its reader replayed (a record file's): readRecords' own, at the end of
 *  the moves it read, with where the rules ended it when it plays on past that end, as playAll
 *  leaves its own. */
function playedGame(record) {
  if (!record.game) return null;
  const row = { source: record.source, line: record.line };
  if (record.id !== undefined) row.id = record.id;
  row.profile = record.profile;
  if (record.record.dialect) row.dialect = record.record.dialect; // a reading chosen: said
  if (record.record.end) row.end = { ...record.record.end };
  return { row, game: record.game };
}

/** Replays one record; the row reported for it. */
function replay(record, ctx) {
  const played = playedGame(record);
  const { row, game, error } = played ?? recordGame(record, ctx);
  if (error) return unreadable(row, error);
  try {
    const kind = ctx.notation; // convert: the notation to write the moves in
    if (kind && !NOTATIONS[game.variant].includes(kind)) {
      return unreadable(row, { code: 'unknown-notation', message: `${game.variant} has no ${kind} notation (${NOTATIONS[game.variant].join(', ')})` });
    }
    const texts = kind ? [] : null;
    let refused = null;
    if (!played) refused = playAll(game, record.moves, kind === 'uci', texts, row);
    // other notations read from its undo records once played: notation() before each move costs
    // the game's history, so a long record's moves had cost the square of its length
    if (kind && !refused && (played || kind !== 'uci')) for (const m of game.history({ notation: kind, ...ctx.style })) texts.push(m.notation); // (a spread: a stack overflow past ~100k moves)
    if (!refused && record.refusal) { // the record reader's refusal, after the moves before it
      const { text, code, message } = record.refusal;
      refused = { ply: record.moves.length, move: text, error: { code, message } };
    }
    row.valid = !refused;
    if (refused) {
      const { ply, error } = refused;
      row.status = 'illegal';
      row.plies = ply;
      // a refused move leaves the game as it was: the FEN is the one before the move
      row.illegal = { ply: ply + 1, move: refused.move ?? record.moves[ply], turn: game.turn, code: error.code, message: error.message, fen: game.fen() };
      return row;
    }
    row.status = 'valid';
    row.plies = record.moves.length;
    // a bad move inside a variation leaves the mainline valid; it is reported beside it
    const inVariation = record.record?.error?.variation ? record.record.error : null;
    if (inVariation) row.variationError = { ...inVariation };
    row.outcome = game.outcome();
    // the result the record declares (a resignation, a win on time or points, an agreed draw)
    const declared = record.record?.result ?? record.result;
    if (declared && declared !== '*') row.declared = declared;
    row.fen = game.fen();
    if (kind) {
      try {
        row.converted = writeRecord(ctx, game, texts, record, row);
        if (ctx.unique) row.key = movesKey(game);
      } catch (e) { // a record the format cannot hold (a start it has no place for): this one alone
        if (typeof e?.code !== 'string' || e instanceof OutputError) throw e;
        return unreadable(row, { code: e.code, message: `cannot be written as ${ctx.format}: ${e.message}` });
      }
    }
    return row;
  } finally {
    game.free();
  }
}

const plies = (n) => `${n} ${n === 1 ? 'ply' : 'plies'}`;

/** A variation's path ([3, 0, 1, 2]) as the record's fields name it: moves[3].variations[0][1].variations[2]. */
function variationPath(path) {
  let text = 'moves';
  for (let i = 0; i < path.length; i += 2) text += `[${path[i]}].variations[${path[i + 1]}]`;
  return text;
}

// what a record's dialect (readRecords' record.dialect) says it was read as
const DIALECTS = { 'ranks-from-zero': 'SAN with ranks 0-9, as WinBoard writes it' };

const MAINLINE_FORMATS = new Set(['jsonl', 'wxf']); // convert's formats that write the mainline alone

/** A record as reports name it: its source and line (a file of one binary record: its source). */
const recordName = (r) => (r.line !== undefined ? `${shownName(r.source)}:${r.line}` : shownName(r.source));

/** The text report of a row (validate without --json; convert's problems on stderr, `done`
 *  'converted': a valid record's line then says what was written of it). */
export function textRow(r, done, profile) {
  // a record of another game than the command's is replayed under that game's rules: said so
  const name = recordName(r) + (r.profile && profile && r.profile !== profile ? ` (${r.profile})` : '');
  if (r.status === 'valid') {
    const end = r.end ? `; played on past the rules' end after ply ${r.end.ply} (${r.end.result} ${r.end.reason})` : '';
    const v = r.variationError;
    const cut = done === 'converted' ? ', written up to that move' : '';
    const aside = v ? `; in the variation ${variationPath(v.variation)}, ply ${v.ply} (${JSON.stringify(v.text)}): ${v.code}: ${v.message}${cut}` : '';
    // a declared result the rules do not give (the position is not over, or another end)
    const declared = r.declared && r.declared !== r.outcome.result ? `, declared ${r.declared}` : '';
    const read = r.dialect ? ` (${DIALECTS[r.dialect]})` : '';
    return `${name}: ${done ?? 'valid'}, ${plies(r.plies)}${read}, ${outcomeText(r.outcome)}${declared}${end}${aside}`;
  }
  if (r.status === 'unreadable') return `${name}: unreadable: ${r.error.code}: ${r.error.message}`;
  const i = r.illegal;
  const what = i.code === 'record-syntax' ? 'record syntax error' : 'illegal move';
  return `${name}: ${what} at ply ${i.ply} (${JSON.stringify(i.move)}, ${i.turn} to move): ${i.code}: ${i.message}\n`
    + `  fen before: ${i.fen}`;
}

/** Records of one item, each with source and line. */
function recordsOf(item, ctx, each) {
  const { source } = item;
  if (item.kind === 'error') {
    each({ source, line: item.line, error: item.error });
    return;
  }
  const data = Buffer.from(item.data.buffer, item.data.byteOffset, item.data.byteLength);
  if (item.kind === 'record') {
    // a game in the file's encoding (GBK, CP949, …) is decoded here, in the worker, in the
    // encoding told of the file (lines of another read in theirs)
    const game = item.encoding ? { encoding: item.encoding, offset: item.offset } : undefined;
    for (const r of recordsOfBytes(data, ctx.profile, ctx.fen, game)) each({ ...r, source, line: item.line + (r.lineOffset ?? 0) });
    return;
  }
  const text = data.toString('utf8');
  let line = item.line;
  for (let start = 0; start < text.length; line++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const slice = text.slice(start, end);
    start = end + 1;
    if (!slice.trim()) continue;
    if (slice.length > MAX_RECORD_BYTES) {
      each({ source, line, error: { code: 'record-too-long', message: `a record longer than ${MAX_RECORD_BYTES >> 20} MiB` } });
      continue;
    }
    const r = recordOfJson(slice);
    r.source = source;
    r.line = line;
    each(r);
  }
}

/**
 * Processes a batch: { out: text for stdout, err: text for stderr, counts }.
 * ctx: { profile, fen?, json?, quiet?, notation?, format? } — a notation makes it convert:
 * valid records are rewritten (write.js), the others reported on stderr.
 */
export function processBatch(items, ctx) {
  const counts = newCounts(ctx);
  let out = '', err = '';
  const copies = ctx.unique ? [] : undefined; // convert --unique: where each record's text is (unique.js)
  for (const item of items) {
    recordsOf(item, ctx, (record) => {
      if (ctx.find) { // find: the records that reach the position; those that cannot be read on stderr
        record.game?.free(); // (played again to each position, compared as it goes)
        const r = reachIn(record, ctx);
        counts.records++;
        counts.plies += r.plies;
        if (r.status === 'found') {
          counts.found++;
          if (ctx.find.moves) tallyNext(counts.next, r);
          else out += `${ctx.json ? JSON.stringify(r) : foundText(r)}\n`;
        } else if (r.status === 'unreadable') {
          counts.unreadable++;
          err += `${textRow(r, undefined, ctx.profile)}\n`;
        }
        return;
      }
      const r = replay(record, ctx);
      counts.records++;
      counts[r.status]++;
      counts.plies += r.plies ?? 0;
      if (ctx.notation) {
        if (r.status === 'valid') out += r.converted;
        if (r.status === 'valid' && copies) copies.push([r.key, r.converted.length, recordName(r)]);
        // a variation cut short is said where the format writes variations (not jsonl, nor WXF's mainline)
        const cut = r.variationError && !MAINLINE_FORMATS.has(ctx.format);
        if (r.status !== 'valid' || cut) err += `${textRow(r, 'converted', ctx.profile)}\n`;
      } else if (!(ctx.quiet && r.valid)) {
        out += `${ctx.json ? JSON.stringify(r) : textRow(r, undefined, ctx.profile)}\n`;
      }
    });
  }
  return { out, err, counts, copies };
}
