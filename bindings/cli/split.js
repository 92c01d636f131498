// split.js — turns a byte stream into work items without holding more than one record:
//   { kind: 'lines', source, line, data }   whole JSON lines (line: number of the first)
//   { kind: 'record', source, line, data }  one game of a record file (PGN, GIB, move list), or a
//                                           whole binary record file (XQF: line 1)
//   { kind: 'error', source, line?, error } something that could not be read, reported in order
// The splitters scan bytes with indexOf (no recursion, no per-move work): a line or game over
// MAX_RECORD_BYTES is reported and skipped, so /dev/zero or a giant line cannot fill memory.

import { isAscii, isUtf8 } from 'node:buffer';
import { decodeRecordText, undecodable } from '../records/decode.js';
import { opensMarkedTag } from '../records/pgn.js';

/** The largest record (one JSON line, or one game of a record file) read, in bytes. */
export const MAX_RECORD_BYTES = 8 << 20;

const NL = 10;

function countNewlines(buf, from = 0, to = buf.length) {
  let n = 0;
  for (let i = buf.indexOf(NL, from); i !== -1 && i < to; i = buf.indexOf(NL, i + 1)) n++;
  return n;
}

const tooLong = (source, line, skip = 'line') => ({
  kind: 'error', source, line,
  error: { code: 'record-too-long', message: `a record longer than ${MAX_RECORD_BYTES >> 20} MiB: skipped to the next ${skip}` },
});

/** Holds the unfinished last line between chunks; over the limit, drops it and skips to the next newline. */
class LineCarry {
  parts = [];
  bytes = 0;
  skipping = false;

  /** Takes the tail of a chunk that has no newline yet; true when it just went over the limit. */
  add(tail) {
    if (this.skipping || !tail.length) return false;
    this.parts.push(Buffer.from(tail)); // a copy: the chunk it came from can be freed
    this.bytes += tail.length;
    if (this.bytes <= MAX_RECORD_BYTES) return false;
    this.clear();
    this.skipping = true;
    return true;
  }

  /** The carried bytes followed by `head`, in a buffer of their own (`head` is part of a
   *  chunk that the next read overwrites), and empties the carry. */
  take(head) {
    const all = Buffer.concat([...this.parts, head]);
    this.clear();
    return all;
  }

  clear() {
    this.parts = [];
    this.bytes = 0;
  }

  /** Where reading resumes in a chunk: past the end of a line being skipped (counted on
   *  `at.line`), -1 if the whole chunk belongs to it, else 0. */
  resume(chunk, at) {
    if (!this.skipping) return 0;
    const nl = chunk.indexOf(NL);
    if (nl === -1) return -1;
    this.skipping = false;
    at.line++;
    return nl + 1;
  }
}

/** JSON lines: blocks of whole lines, as many as a chunk holds. */
export class LineSplitter {
  constructor(source) {
    this.source = source;
    this.line = 1; // the line the next byte belongs to
    this.carry = new LineCarry();
  }

  push(chunk, items) {
    const start = this.carry.resume(chunk, this);
    if (start === -1) return;
    const last = chunk.lastIndexOf(NL);
    if (last < start) {
      if (this.carry.add(chunk.subarray(start))) items.push(tooLong(this.source, this.line));
      return;
    }
    const block = this.carry.take(chunk.subarray(start, last + 1));
    items.push({ kind: 'lines', source: this.source, line: this.line, data: block });
    this.line += countNewlines(block);
    if (this.carry.add(chunk.subarray(last + 1))) items.push(tooLong(this.source, this.line));
  }

  /** Drops a partial line (input cut by a NUL byte). */
  discard() { this.carry.clear(); }

  end(items) {
    if (this.carry.skipping || !this.carry.bytes) return;
    items.push({ kind: 'lines', source: this.source, line: this.line, data: this.carry.take(Buffer.alloc(0)) });
  }
}

const SPACE = new Set([32, 9, 13, 0xa0]);

/** Where a line's text starts: past spaces, and past what readRecords passes over before a
 *  line's first token: DOS end-of-file marks (0x1A), the stray 0xFF bytes of Korean sites' GIB
 *  files, and byte-order marks (a file's start, or files concatenated). */
function lineStart(line) {
  let i = 0;
  for (;;) {
    if (SPACE.has(line[i]) || line[i] === 0x1a || line[i] === 0xff) i++;
    else if (line[i] === 0xef && line[i + 1] === 0xbb && line[i + 2] === 0xbf) i += 3;
    else return i;
  }
}

/** True when the line (from `at`) opens with a PGN tag pair, [Name "…: readRecords ends a "{"
 *  comment that reaches one unclosed (pgn.js, TAG_LINE). */
function opensTagPair(line, at) {
  if (line[at] !== 91 /* [ */) return false;
  let k = at + 1;
  while (line[k] === 32 || line[k] === 9) k++;
  const name = k;
  while (k < line.length && !NAME_END.has(line[k])) k++;
  if (k === name) return false;
  while (line[k] === 32 || line[k] === 9) k++;
  return line[k] === 34; // "
}
const NAME_END = new Set([...' \t\r\n"[]'].map((ch) => ch.charCodeAt(0)));

/** True when the line (from `at`) opens with a word of three or more "=": the line XQ Wizard
 *  (xqbase.com) writes between a game and its site's notice, which readRecords passes over to
 *  the next tag pair line ("{" and "[" in the notice are its text). */
function opensTrailer(line, at) {
  let k = at;
  while (line[k] === 61 /* = */) k++;
  return k - at >= 3 && (k === line.length || SPACE.has(line[k]) || line[k] === NL);
}
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*', '½-½'].map((r) => Buffer.from(r));

/** True when a line (no newline) ends with a result token standing alone. */
function endsWithResult(line) {
  let end = line.length;
  while (end > 0 && SPACE.has(line[end - 1])) end--;
  for (const r of RESULTS) {
    const start = end - r.length;
    if (start < 0 || (start > 0 && !SPACE.has(line[start - 1]) && line[start - 1] !== 41 /* ) */)) continue;
    if (line.subarray(start, end).equals(r)) return true;
  }
  return false;
}

const OPEN = 123; // {
const CLOSE = 125; // }
const PAREN_OPEN = 40, PAREN_CLOSE = 41, SEMICOLON = 59;

/**
 * A move line read as readRecords reads it (pgn.js, TOKEN), from `from`: whether a { } comment
 * is open after it (`brace`, 0 or 1: comments do not nest, a "{" inside one is its text and the
 * first "}" ends it), how many ( ) variations are (`parens`), and where a ";" comment starts
 * (`semicolon`, -1: none), which runs to the end of the line. A game ends at a result ending the
 * line only outside all three. A line that is not UTF-8 is in a two-byte encoding (GBK, GB18030,
 * Big5, CP949), where a byte from 0x81 up starts a character whose second byte may be that of
 * "{" or "}" (Big5's 認 is BB 7B, GBK's 獅 AA 7B): such bytes are skipped. (GB18030's four-byte
 * characters are two such pairs; no second byte is "(", ")" or ";".)
 */
function scanLine(line, from, brace, parens) {
  const twoByte = !isUtf8(line);
  const unclosed = { from: Infinity, to: Infinity }; // tagPairAt's: no tag pair's value closes from `from` to `to`
  for (let k = from; k < line.length; k++) {
    const b = line[k];
    if (brace) {
      if (b === CLOSE) brace = 0;
    } else if (b === OPEN) brace = 1;
    else if (b === SEMICOLON) return { brace, parens, semicolon: k, tag: -1 };
    else if (b === PAREN_OPEN) parens++;
    else if (b === PAREN_CLOSE && parens > 0) parens--;
    else if (b === BRACKET && k > from && tagPairAt(line, k, twoByte, unclosed)) return { brace, parens, semicolon: -1, tag: k };
    if (twoByte && b >= 0x81) k++;
  }
  return { brace, parens, semicolon: -1, tag: -1 };
}

const BRACKET = 91, QUOTE = 34, BACKSLASH = 92, CLOSE_BRACKET = 93;

/** True when a whole tag pair ([Name "value"]) is at `k` in the line, as readRecords' tokenizer
 *  reads one (pgn.js, TOKEN): its value runs to the first '"' that is not escaped and is followed
 *  by "]", on the same line. Such a tag after moves on a move line starts the next game there
 *  (record files concatenated without a final newline: "…09車04장군[대회명 "…"]"). A value read
 *  unclosed to the line's end (or a CR in it) is noted in `unclosed`, so that the values opened
 *  after it, up to there, are not read again (a line of 100k '[x "' had been read once per bracket). */
function tagPairAt(line, k, twoByte, unclosed) {
  if (!opensTagPair(line, k)) return false;
  const quote = line.indexOf(QUOTE, k);
  if (quote >= unclosed.from && quote < unclosed.to) return false;
  let q = quote + 1;
  for (; q < line.length; q++) {
    const b = line[q];
    if (b === NL || b === 13) break;
    if (b === BACKSLASH || (twoByte && b >= 0x81)) q++;
    else if (b === QUOTE) {
      let e = q + 1;
      while (line[e] === 32 || line[e] === 9) e++;
      if (line[e] === CLOSE_BRACKET) return true;
    }
  }
  unclosed.from = quote;
  unclosed.to = q;
  return false;
}

const SCANNED = [OPEN, CLOSE, PAREN_OPEN, PAREN_CLOSE, SEMICOLON, BRACKET];

/** Where a line's moves end before the { } comments closing it ("1-0 {Red resigns}": a result
 *  then ends the line's moves). Read back from the end in UTF-8 lines only: in a two-byte
 *  encoding a "{" or "}" byte may be half a character. */
function beforeComments(line, end) {
  if (!isUtf8(line)) return end;
  for (;;) {
    while (end > 0 && SPACE.has(line[end - 1])) end--;
    if (end === 0 || line[end - 1] !== CLOSE) return end;
    const open = line.lastIndexOf(OPEN, end - 2);
    if (open === -1) return end;
    end = open;
  }
}
/** Whether one of the bytes is in the line from `at`. */
function hasAny(line, at, bytes) {
  return bytes.some((b) => line.indexOf(b, at) !== -1);
}

const DHTMLXQ_OPEN = Buffer.from('[dhtmlxq]');
const DHTMLXQ_CLOSE = Buffer.from('[/dhtmlxq]');

/** True when `mark` (lower case) is at `at` in the line, in any case. */
function marksAt(line, at, mark) {
  if (line.length - at < mark.length) return false;
  for (let k = 0; k < mark.length; k++) if ((line[at + k] | 0x20) !== (mark[k] | 0x20)) return false;
  return true;
}

/** True when the line (from `at`) opens a DhtmlXQ block: its records are all tag lines, so a
 *  block, not a move line, is what starts the next game. */
function opensDhtmlXQ(line, at) {
  return marksAt(line, at, DHTMLXQ_OPEN);
}

/** True when `mark` (a lower-case "[...]") is anywhere in the line from `at`, in any case. */
function hasMark(line, at, mark) {
  for (let k = line.indexOf(91, at); k !== -1; k = line.indexOf(91, k + 1)) if (marksAt(line, k, mark)) return true;
  return false;
}

const FORMAT_WXF = /^FORMAT[ \t]+WXF[ \t\r]*$/i;
const WXF_END = Buffer.from('}END');
const DPXQ = Buffer.from('dpxq.com');
// "生成" in UTF-8, GBK and Big5: the last word of dpxq.com's trailer ("棋谱由 http://www.dpxq.com/ 生成")
const GENERATED = [[0xe7, 0x94, 0x9f, 0xe6, 0x88, 0x90], [0xc9, 0xfa, 0xb3, 0xc9], [0xa5, 0xcd, 0xa6, 0xa8]].map((b) => Buffer.from(b));

const XML_START = Buffer.from('<?xml');
const CBF_START = Buffer.from('<ChineseChessRecord');
const CBF_END = Buffer.from('</ChineseChessRecord>');

/** The mark that ends a record the line (from `at`) opens, when it opens one read whole: a WXF
 *  file (FORMAT WXF ... }END), a CBF record (<?xml or <ChineseChessRecord ... its end tag), or a
 *  DhtmlXQ block that opens after other text on its line (a page's "<div>[DhtmlXQ]") and goes on
 *  past it: its tag lines would otherwise start a game after that "move" line. */
function recordEnd(line, at) {
  if (line[at] === 70 /* F */ && FORMAT_WXF.test(line.toString('latin1', at).replace(/\n$/, ''))) return WXF_END;
  if (line[at] === 60 /* < */ && (line.indexOf(XML_START, at) === at || line.indexOf(CBF_START, at) === at)) return CBF_END;
  if (!opensDhtmlXQ(line, at) && hasMark(line, at, DHTMLXQ_OPEN) && !hasMark(line, at, DHTMLXQ_CLOSE)) return DHTMLXQ_CLOSE;
  return null;
}

/** True when the line holds the end mark of a record read whole. */
function endsRecord(line, mark) {
  return mark === DHTMLXQ_CLOSE ? hasMark(line, 0, mark) : line.includes(mark);
}

/** True when the line is dpxq.com's trailer: it names dpxq.com and ends with 生成. */
function isDpxqTrailer(line) {
  let end = line.length;
  while (end > 0 && (SPACE.has(line[end - 1]) || line[end - 1] === NL)) end--;
  return line.includes(DPXQ) && GENERATED.some((g) => end >= g.length && line.subarray(end - g.length, end).equals(g));
}

/**
 * Record files: one item per game. A game ends where a tag line ("[Name ...") follows moves,
 * or a whole tag pair on a move line after its moves (outside { } comments: files concatenated
 * without a final newline; the next game starts there, on that line), or after a line ending in a result (1-0, 0-1, 1/2-1/2, *), outside { } comments; a DhtmlXQ
 * block ("[DhtmlXQ]"), a WXF file ("FORMAT WXF", read to its "}END") or a CBF record ("<?xml" or
 * "<ChineseChessRecord", read to its end tag) starts a new one, and dpxq.com's trailer line ends one.
 * As in readRecords, a "{" comment that reaches a tag pair line was never closed (that line starts
 * the next game), and XQ Wizard's "=====" trailer is passed over up to the next tag pair line.
 *
 * `encoding` (set by the reader once the file shows a byte that is not ASCII) is the file's, as
 * readRecords tells it for a whole file: each game is handed on in UTF-8, or, if some of its
 * bytes do not decode, as an error naming their offset in the file.
 */
export class GameSplitter {
  encoding = null;
  utf16 = null; // a UTF-16 file's transcoder (read.js): where its undecodable units are in the file

  constructor(source) {
    this.source = source;
    this.line = 1;
    this.pushed = 0;       // bytes pushed so far
    this.offset = 0;       // the byte offset of the line being read
    this.seen = false;     // a game was read: a "=====" line after it is a trailer
    this.trailer = false;  // passing over a "=====" trailer, to the next tag line
    this.carry = new LineCarry();
    this.newGame();
  }

  newGame() {
    this.parts = [];
    this.bytes = 0;
    this.start = 0;      // first non-blank line of the game
    this.startOffset = 0; // and its byte offset
    this.hasMoves = false;
    this.depth = 0;      // 1 while a { } comment is open (they do not nest)
    this.parens = 0;     // the ( ) variations open
    this.skipping = false; // the game went over the limit: its lines are dropped
    this.until = null;   // the end mark of a record read whole (WXF, CBF): no results or comments inside count
  }

  flush(items) {
    if (this.start && !this.skipping) items.push(this.item(Buffer.concat(this.parts)));
    if (this.start) this.seen = true;
    this.newGame();
  }

  /** The item of a game's bytes: in UTF-8, or an error if some are not text in the file's encoding. */
  item(data) {
    const { source, start: line } = this;
    if (this.encoding && !(this.encoding === 'utf-8' ? isUtf8(data) : isAscii(data))) {
      const { text, bad } = decodeRecordText(data, this.encoding);
      if (bad.length) {
        // a UTF-16 file comes as UTF-8, a unit that does not decode as a byte that is not UTF-8
        // (read.js): its offset in the file, in the file's encoding
        const inFile = this.utf16?.offsetOf(this.startOffset + bad[0]);
        const { code, message } = inFile !== undefined
          ? undecodable(inFile, this.utf16.encoding)
          : undecodable(this.startOffset + bad[0], this.encoding);
        return { kind: 'error', source, line, error: { code, message } };
      }
      data = Buffer.from(text, 'utf8');
    }
    return { kind: 'record', source, line, data };
  }

  /** One whole line, with its newline, and its byte offset in the file. */
  onLine(line, items, offset) {
    this.offset = offset;
    this.read(line, items);
    this.line++;
  }

  /** True when the line (from `at`) opens with bytes that do not decode in the file's encoding
   *  and then a "[": a tag line whose first bytes are damaged, read as readRecords reads it
   *  (pgn.js, opensMarkedTag). Only bytes from 0x80 up fail to decode, so a line with none of
   *  them before its first "[" is passed over at once. */
  opensDamagedTag(line, at) {
    if (!this.encoding || line[at] === 91) return false;
    const bracket = line.indexOf(91, at);
    if (bracket === -1) return false;
    let high = false;
    for (let k = at; k < bracket && !high; k++) high = line[k] >= 0x80;
    if (!high) return false;
    const { text, bad } = decodeRecordText(line.subarray(at), this.encoding);
    return bad.length > 0 && opensMarkedTag(text);
  }

  read(line, items) {
    let i = lineStart(line);
    const blank = i === line.length || line[i] === NL;
    if (this.trailer) { // the site's notice: free text, whatever "{" or "[" it holds, to a tag pair
      if (blank || !opensTagPair(line, i)) return;
      this.trailer = false;
    }
    if (this.opensDamagedTag(line, i)) i = line.indexOf(91, i);
    if (!blank && (this.depth > 0 || this.parens > 0) && !this.until && opensTagPair(line, i)) this.depth = this.parens = 0; // a "{" or "(" never closed
    const end = !blank && this.depth === 0 && !this.until ? recordEnd(line, i) : null;
    if (end) {
      // a page's text before a block is part of its record, as on one line (readRecords takes the block)
      if (end !== DHTMLXQ_CLOSE) this.flush(items);
      this.until = end;
    }
    const tag = !blank && line[i] === 91 /* [ */ && this.depth === 0 && !this.until;
    if (!blank && !tag && !this.until && this.depth === 0 && (this.seen || this.start) && opensTrailer(line, i)) {
      this.trailer = true;
      return;
    }
    if (tag && (this.hasMoves || (this.start && opensDhtmlXQ(line, i)))) this.flush(items);
    if (!blank && !this.start) {
      this.start = this.line;
      this.startOffset = this.offset;
    }
    if (this.until) {
      this.append(line, items);
      if (endsRecord(line, this.until)) this.flush(items);
      return;
    }
    let movesEnd = line[line.length - 1] === NL ? line.length - 1 : line.length; // a ";" comment is not moves
    let rest = null; // from a tag pair after the moves on this line: the next game's first line
    if (!blank && !tag) {
      this.hasMoves = true;
      if (this.depth || this.parens || hasAny(line, i, SCANNED)) {
        const at = scanLine(line, i, this.depth, this.parens);
        this.depth = at.brace;
        this.parens = at.parens;
        if (at.tag >= 0) {
          rest = line.subarray(at.tag);
          line = line.subarray(0, at.tag);
          movesEnd = line.length;
        }
        if (at.semicolon >= 0) movesEnd = at.semicolon;
        if (at.brace === 0) movesEnd = beforeComments(line, movesEnd);
      }
    }
    this.append(line, items);
    if (!blank && !tag && this.depth === 0 && this.parens === 0 && (endsWithResult(line.subarray(0, movesEnd)) || isDpxqTrailer(line))) this.flush(items);
    if (rest) { // read as a line of its own, on the same line of the file
      this.offset += line.length;
      this.read(rest, items);
    }
  }

  /** Keeps a line of the game being read, unless it went over the limit. */
  append(line, items) {
    if (!this.start || this.skipping) return;
    this.parts.push(line);
    this.bytes += line.length;
    if (this.bytes > MAX_RECORD_BYTES) {
      items.push(tooLong(this.source, this.start, 'game'));
      this.parts = [];
      this.skipping = true;
    }
  }

  push(chunk, items) {
    const base = this.pushed;
    this.pushed += chunk.length;
    let start = this.carry.resume(chunk, this);
    if (start === -1) return;
    let data = chunk;
    let nl = chunk.indexOf(NL, start);
    if (nl !== -1 && this.carry.bytes) { // finish the carried line
      const offset = base - this.carry.bytes;
      this.onLine(this.carry.take(chunk.subarray(start, nl + 1)), items, offset);
      start = nl + 1;
      nl = chunk.indexOf(NL, start);
    }
    for (; nl !== -1; nl = data.indexOf(NL, start)) {
      this.onLine(Buffer.from(data.subarray(start, nl + 1)), items, base + start);
      start = nl + 1;
    }
    const passed = this.pushed - (chunk.length - start); // the lines read so far end here
    this.utf16?.forget(this.start ? this.startOffset : passed, passed);
    if (this.carry.add(data.subarray(start))) {
      items.push(tooLong(this.source, this.start || this.line, 'game'));
      if (!this.start) this.start = this.line;
      this.parts = [];
      this.hasMoves = true; // the next tag line starts a new game
      this.skipping = true;
    }
  }

  discard() { this.carry.clear(); }

  end(items) {
    if (this.carry.bytes) {
      const offset = this.pushed - this.carry.bytes; // before take() empties the carry
      this.onLine(this.carry.take(Buffer.alloc(0)), items, offset);
    }
    this.flush(items);
  }
}

/** A binary record file (XQF): one game, the whole file, read up to MAX_RECORD_BYTES. */
export class FileSplitter {
  binary = true; // NUL bytes are data here
  line = 1;

  constructor(source) {
    this.source = source;
    this.carry = new LineCarry(); // holds the file as it holds an unfinished line: copies, capped
  }

  push(chunk, items) {
    if (this.carry.add(chunk)) items.push(tooLong(this.source, 1, 'file'));
  }

  discard() { this.carry.clear(); }

  end(items) {
    if (!this.carry.skipping && this.carry.bytes) items.push({ kind: 'record', source: this.source, line: 1, data: this.carry.take(Buffer.alloc(0)) });
  }
}
