// read.js — readRecords: every record of a text or bytes, decoded (decode.js), cut into raw
// games by format (rawGamesOf) and replayed (replay.js); streamRecords (stream.js) reads each game
// of a stream with the same code (recordsOf).

import { decodeRecordText, markIn, undecodable, unmarked } from './decode.js';
import { refuseBinary } from './binary.js';
import { encodingOf } from './text-decoders.js';
import { parseGames } from './pgn.js';
import { TAG_LINE } from './pgn-words.js';
import { isDhtmlXQ, dhtmlxqGames, cutBlockGame, tagPairAfter, PAGE_START } from './dhtmlxq.js';
import { isDhj, dhjAsDhtmlXQ } from './dhj.js';
import { isXqf, xqfGames } from './xqf.js';
import { isCbr, cbrGames } from './cbr.js';
import { splitCbf, cbfGames } from './cbf.js';
import { pfcStart, pfcFile } from './pfc.js';
import { isOurgameText, ourgameGames } from './ourgame.js';
import { isChe, cheGames } from './che.js';
import { isMxq, mxqGames } from './mxq.js';
import { isCcm, ccmGames } from './ccm.js';
import { splitWxfFiles, wxfGame } from './wxf.js';
import { isDpxqText, dpxqGames } from './dpxq.js';
import { tygemMark, tygemGame } from './gib.js';
import { replayGame } from './replay.js';
import { normalizeFen, profileOfFen } from './settle.js';
import { named, revoked } from './named.js';
import { lent } from './lent.js';
import { ArgumentError } from '../errors.js';
import { RecordError } from './errors.js';
import { profileInfo } from '../profiles.js';
import { Game } from '../game.js';

/** The raw games of a text: its PFC files' (each one game's move tree), and the records before,
 *  between and after them (files joined with cat), in a loop: a text of many is no recursion. */
export function rawGamesOf(text) {
  if (isDhj(text)) text = dhjAsDhtmlXQ(text); // 打虎将's numbered fields, as DhtmlXQ names them
  // (games are added one by one here and below, never push(...games): a spread passes each game
  // as an argument, and a text of 150,000 games overflowed the stack, a RangeError)
  const games = [];
  for (let at; (at = pfcStart(text)) >= 0;) {
    if (at > 0) for (const g of otherGames(text.slice(0, at))) games.push(g);
    const pfc = pfcFile(text.slice(at));
    games.push(pfc.game);
    text = pfc.rest;
  }
  if (!games.length || /\S/.test(text)) for (const g of otherGames(text)) games.push(g);
  return games;
}

/** The raw games of a text without a PFC file: its CBF records, then its WXF files, each read
 *  whole; what lies between them DhtmlXQ blocks, dpxq.com's text exports or PGN-style records (a
 *  Tygem baduk record, one refusal). Formats are told by their marks outside PGN tag values and
 *  comments (formatMarks), and a record read whole (a WXF header, a CBF field) may quote another
 *  format's marks. */
function otherGames(text) {
  if (isChe(text)) return cheGames(text); // QQ象棋's numbers
  return splitCbf(text).flatMap((cbf) => (cbf.matched ? cbfGames(cbf.text) : splitWxfFiles(cbf.text, cbf.marks).flatMap((part) => {
    if (part.matched) return [wxfGame(part.text)];
    if (isDhtmlXQ(part.marks)) return dhtmlxqGames(part.text, lineGames);
    const tygem = tygemMark(part.text);
    if (tygem) return [tygemGame(tygem)]; // baduk: not read as moves
    return cutBlocksApart(part.text, part.marks);
  })));
}

/** The raw games of a text of records read a line at a time: dpxq.com's text exports (cut at
 *  their trailers and headers first), 联众's (cut at their titles), PGN-style records around
 *  them, as the splitter cuts them too (split.js). `marks`: the text where formats are told
 *  (formatMarks: tag values and comments masked), if known. */
function lineGames(text, marks = text) {
  // (what follows a trailer may be a file of any format glued to it: cat of an export without
  // a final newline, "…生成FORMAT WXF")
  if (isDpxqText(marks)) return dpxqGames(text, rawGamesOf);
  if (isOurgameText(marks)) return ourgameGames(text, lineGames);
  return pgnGames(text);
}

/** The records of a text of no block whole (no move list nor start): each "[DhtmlXQ]" in it a
 *  block cut off, a record of its error, to the next tag pair line (its fields stand a line
 *  each, none a tag pair); what comes before it, but its page, and after, read as records. */
function cutBlocksApart(text, marks) {
  const games = [];
  for (let block; (block = BLOCK_OPEN.exec(marks));) {
    const line = text.lastIndexOf('\n', block.index) + 1;
    TAG_LINE.lastIndex = block.index;
    const next = TAG_LINE.exec(text)?.index ?? text.length;
    for (const g of lineGames(text.slice(0, line), marks.slice(0, line))) games.push(g);
    games.push(cutBlockGame(BLOCK_CLOSE.test(marks.slice(block.index, next))));
    [text, marks] = [text.slice(next), marks.slice(next)];
  }
  if (/\S/.test(text)) for (const g of lineGames(text, marks)) games.push(g);
  return games;
}

const BLOCK_OPEN = /\[DhtmlXQ\]/i, BLOCK_CLOSE = /\[\/DhtmlXQ\]/i;

/** The PGN-style games of a text (GIB and move lists too), but for the pages in it. */
const pgnGames = (text) => parseGames(withoutPages(text));

/** The text without its HTML pages, each to the next tag pair (the records of a page with no
 *  block, cut off before it: the part has no DhtmlXQ move list): markup, not the next moves of
 *  the game before ('<!DOCTYPE' had failed a whole game), nor a game of its own, wherever the
 *  splitter cut the page from what came before and after it, as readRecords reads the markup
 *  around a page's block (dhtmlxq.js). */
function withoutPages(text) {
  if (!text.includes('<')) return text;
  let kept = '', from = 0;
  for (let page; (PAGE_START.lastIndex = from, page = PAGE_START.exec(text));) {
    const next = tagPairAfter(text, page.index);
    kept += text.slice(from, page.index);
    from = next < 0 ? text.length : next;
  }
  return from ? kept + text.slice(from) : text;
}

/** NotInitializedError before `await init()`, as from every entry point (hasProfile checks):
 *  read without the rules, each record would carry it as its error. */
export function initialized() {
  lent.hasProfile('');
}

/** Every record of a text or bytes, in file order. options.profile: the rules of the records of
 *  its game and of those that name no game (by tags, format or notation); options.fen: the start
 *  of those that write none (replay.js settle), as a [FEN] tag would give it. */
export function readRecords(input, options = {}) {
  return recordsOfInput(input, checkReading(options, 'readRecords(input, { profile, encoding, fen })'), false);
}

/** readRecords for the CLI: each record with the game at the end of the moves read, { record,
 *  game } (game null where none was made), so that validate need not replay them again. */
export function recordsWithGames(input, options = {}) {
  return recordsOfInput(input, checkReading(options, 'readRecords(input, { profile, encoding, fen })'), true);
}

function recordsOfInput(input, options, withGames) {
  if (revoked(input)) throw new RecordError('bad-input', 'records are read from a string, a Uint8Array or an ArrayBuffer, not a revoked Proxy');
  let raws, decoded = null;
  if (isXqf(input)) raws = xqfGames(input, options?.encoding);
  else if (isCbr(input)) raws = cbrGames(input);
  else if (isMxq(input)) raws = mxqGames(input, options?.encoding);
  else if (isCcm(input)) raws = ccmGames(input);
  else {
    refuseBinary(input, options?.encoding); // before decoding: read as text, such bytes were hundreds of garbled games
    decoded = decodeRecordText(input, options?.encoding);
    raws = rawGamesOf(decoded.text);
  }
  return recordsOf(raws, decoded, options, typeof input === 'string', 0, withGames);
}

/** readRecords' checks of its options, before any record is read (streamRecords' too, by its
 *  usage): the rules loaded, no unknown option, a known profile and encoding, a start of its game.
 *  Gives the options as read once, checked: the reading uses these, so that a getter whose value
 *  changes after the check (a fen of 42 on its second read) cannot reach it (a TypeError had). */
export function checkReading(options, usage) {
  initialized();
  lent.checkOptions(options, usage);
  const { profile, encoding, fen, signal } = options ?? {};
  // an unknown one is the caller's mistake: thrown, as by new Game (a known one is not read
  // whole: this runs once per record in the CLI)
  if (profile !== undefined && !lent.hasProfile(profile)) profileInfo(profile);
  // an unknown encoding too, whatever the input (a string, XQF or CBR bytes, which decode none
  // of it, had passed it over, and '' had read as none where streamRecords refused it)
  if (encoding != null) encodingOf(encoding);
  checkStart(fen, profile, usage.slice(0, usage.indexOf('(')));
  return usage.includes('signal') ? { profile, encoding, fen, signal } : { profile, encoding, fen };
}

/** The records of one game's bytes as the splitter (split.js) cut them from a stream or file:
 *  decoded in `encoding` (with `mixed`, lines in another read in theirs, as decodeRecordText
 *  reads a whole input), cut into raw games and replayed; undecodable bytes fail only the raw
 *  games they are in, named at `offset` (the bytes' offset in the input) plus theirs.
 *  streamRecords and the CLI read each game with it, so that both read what readRecords does. */
export function gameRecordsOf(bytes, encoding, mixed, options, text, offset, withGames = false) {
  const decoded = decodeRecordText(bytes, encoding, mixed);
  return recordsOf(rawGamesOf(decoded.text), decoded, options, text, offset, withGames);
}

/** The records of raw games, replayed: `decoded` ({ text, encoding, bad }, null for binary
 *  records) says where undecodable bytes are, at `offset` plus theirs (streamRecords decodes a
 *  game at a time); `text`: they were read from the caller's string (whose U+FFFD is named). */
export function recordsOf(raws, decoded, options, text, offset = 0, withGames = false) {
  return raws.map((raw) => {
    const bad = decoded?.bad.length ? firstMark(raw) : -1;
    if (bad >= 0) {
      const record = undecodableRecord(raw, undecodable(offset + decoded.bad[bad], decoded.encoding), options);
      return withGames ? { record, game: null } : record;
    }
    const { record, game } = replayGame(raw, options ?? {});
    if (text && record.error?.text?.includes(REPLACEMENT)) {
      record.error = { ...record.error, message: record.error.message + REPLACED_HINT };
    }
    if (withGames) return { record, game };
    game?.free();
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
function checkStart(fen, profile, caller) {
  if (fen === undefined || fen === null) return;
  if (typeof fen !== 'string') throw new ArgumentError('bad-argument', `${caller}' fen is a FEN text, not ${named(fen)}`);
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
  throw new ArgumentError('bad-argument', `${caller}' fen ${named(fen)} is no start of ${profile ?? 'any game'} (${likest}: ${refusals.get(likest)})`);
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
    for (const v of n.variations ?? []) for (const node of v) nodes.push(node);
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
