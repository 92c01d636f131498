// read.js — streams the inputs into work items (see split.js), one chunk at a time: files are
// read with a fixed-size buffer, so memory does not grow with their size.
import { isAscii, isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import { EncodingDetector } from '../records/detect.js';
import { BinaryCheck, TextBytes, isGzipStart } from '../records/binary.js';
import { isMxq } from '../records/mxq.js';
import { isCcm } from '../records/ccm.js';
import { inputEntries, readError, shownPath } from './inputs.js';
import { FileSplitter, GameSplitter, LineSplitter } from './split.js';
import { isWholeEntry, zipEntryChunks } from './zip.js';
import { gunzipChunks, gunzipStream } from './gunzip.js';

const CHUNK = 1 << 16;
const EMPTY = new Uint8Array(0);
/** The most of a stream (stdin, a FIFO) held to tell its encoding: a stream is not read twice. */
export const ENCODING_LOOKAHEAD = 16 << 20;
const JSON_LINES = /\.(jsonl|ndjson)$/i;
const BINARY_FILE = /\.(xqf|cbr|cbl|mxq|ccm)$/i;
const CCBRIDGE = Buffer.from('CCBridge');

/** Records are JSON lines when the name says so, else when the first visible byte is "{" and the
 *  next a quote, as a JSON object's first key opens ('{"', '{ "'): a PGN, named or on standard
 *  input, may open with a { comment }; an XQF or CBR/CBL file (by its name, or its 'XQ' or
 *  'CCBridge' mark) is one binary item. */
function splitterFor(source, first, name = source) {
  if (BINARY_FILE.test(name) || (first[0] === 0x58 && first[1] === 0x51) || CCBRIDGE.equals(first.subarray(0, 8)) || isMxq(first) || isCcm(first)) return new FileSplitter(source);
  if (JSON_LINES.test(name)) return new LineSplitter(source);
  const i = visibleFrom(first, 0);
  const json = first[i] === 123 && first[visibleFrom(first, i + 1)] === 34;
  return json ? new LineSplitter(source) : new GameSplitter(source);
}

/** The index of the first byte from `i` on that is no space, tab or line end. */
function visibleFrom(bytes, i) {
  while (i < bytes.length && (bytes[i] === 32 || bytes[i] === 9 || bytes[i] === 10 || bytes[i] === 13)) i++;
  return i;
}

/**
 * Byte-order marks: UTF-8's is dropped; UTF-16 is transcoded to UTF-8 as it streams, so the
 * splitters only ever see ASCII-compatible bytes (UTF-8, GB18030, CP949: none uses byte 10 or 0
 * inside a character).
 */
function decoderFor(first) {
  if (first[0] === 0xff && first[1] === 0xfe) return new Utf16Transcoder('utf-16le');
  if (first[0] === 0xfe && first[1] === 0xff) return new Utf16Transcoder('utf-16be');
  return null;
}

// a code unit that is not text: a surrogate without its pair
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** What a code unit that does not decode becomes in the UTF-8 the splitter reads: a byte that is
 *  never UTF-8, so that its game fails as one with a byte that does not decode (split.js). */
const BAD_UNIT = 0xfe;

/**
 * UTF-16 (after its byte-order mark) to UTF-8, a chunk at a time. A lone surrogate, or an odd
 * byte at the end, does not decode: it becomes BAD_UNIT, and `bad` maps its offset in the UTF-8
 * out to its offset in the file ({ at, offset }, in order), for the splitter to report the game
 * it is in as readRecords reports the file ("undecodable", the offset of its bytes).
 */
class Utf16Transcoder {
  constructor(encoding) {
    this.encoding = encoding;
    this.odd = null;   // a byte of a unit cut by the chunk's end
    this.high = '';    // a high surrogate at the chunk's end, whose pair may come next
    this.unitAt = 2;   // the file offset of the next unit to decode (past the mark)
    this.written = 0;  // UTF-8 bytes handed out so far
    this.bad = [];     // null: not kept (JSON lines, which read U+FFFD there)
    this.head = 0;     // bad[head..] are the units the splitter has not passed yet
    this.first = null; // the first unit of the game the splitter is in, once passed
    this.bom = true;   // the first chunk opens with the mark
  }

  decode(chunk, { stream = true } = {}) {
    if (this.bom) {
      chunk = chunk.subarray(2);
      this.bom = false;
    }
    let bytes = this.odd ? Buffer.concat([this.odd, chunk]) : chunk;
    this.odd = null;
    if (bytes.length & 1) {
      this.odd = Buffer.from(bytes.subarray(bytes.length - 1));
      bytes = bytes.subarray(0, bytes.length - 1);
    }
    if (this.encoding === 'utf-16be') bytes = Buffer.from(bytes).swap16();
    let text = this.high + bytes.toString('utf16le');
    const textAt = this.unitAt - 2 * this.high.length; // the file offset of text[0]
    this.unitAt += bytes.length;
    this.high = '';
    const last = text.charCodeAt(text.length - 1);
    if (stream && last >= 0xd800 && last <= 0xdbff) { // its pair may be in the next chunk
      this.high = text[text.length - 1];
      text = text.slice(0, -1);
    }
    const parts = [];
    let from = 0;
    const add = (piece) => { parts.push(piece); this.written += piece.length; };
    for (const m of text.matchAll(LONE_SURROGATE)) {
      add(Buffer.from(text.slice(from, m.index), 'utf8'));
      this.bad?.push({ at: this.written, offset: textAt + 2 * m.index });
      add(Buffer.of(BAD_UNIT));
      from = m.index + 1;
    }
    add(Buffer.from(from ? text.slice(from) : text, 'utf8'));
    if (!stream && this.odd) { // the file ends inside a unit
      this.bad?.push({ at: this.written, offset: this.unitAt });
      add(Buffer.of(BAD_UNIT));
      this.odd = null;
    }
    return parts.length === 1 ? parts[0] : Buffer.concat(parts);
  }

  /** The file offset of the undecodable unit at `at` in the UTF-8 out: the first of a game. */
  offsetOf(at) {
    if (this.first?.at === at) return this.first.offset;
    for (let i = this.head; i < this.bad.length && this.bad[i].at <= at; i++) if (this.bad[i].at === at) return this.bad[i].offset;
    return undefined;
  }

  /** The splitter has passed the bytes before `passed`, in a game from `gameStart`: of their
   *  units only the game's first can still be asked for (a game reports its first), so memory
   *  holds about a chunk's units however many a file has (a game of 40 MB of them had kept all). */
  forget(gameStart, passed) {
    const bad = this.bad;
    if (!bad) return;
    for (; this.head < bad.length && bad[this.head].at < passed; this.head++) {
      const unit = bad[this.head];
      if (unit.at >= gameStart && !(this.first?.at >= gameStart)) this.first = unit;
    }
    if (this.head > 1024 && this.head * 2 > bad.length) {
      this.bad = bad.slice(this.head);
      this.head = 0;
    }
  }
}

/**
 * A file's bytes, CHUNK at a time, read into ONE buffer: each chunk is valid until the next
 * one is read (the splitters copy what they keep). A new buffer per chunk, as a read stream
 * gives, is garbage the mostly idle main thread frees only at its rare GCs: it showed as
 * part of the peak RSS growth for 8x the input (see pool.js). Read synchronously: a 64 KB read
 * of a file is microseconds, and the promise API's round trip through the thread pool cost
 * the main thread ~0.1 s of CPU per 38 MB (580 reads) — CPU taken from the workers when they
 * use every core (--jobs 2 on 2 cores).
 */
async function* fileChunks(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafeSlow(CHUNK);
    for (;;) {
      const bytesRead = fs.readSync(fd, buffer, 0, CHUNK, null);
      if (!bytesRead) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    fs.closeSync(fd);
  }
}

const GZ_NAME = /\.gz$/i;

/** The encoding of a regular file's bytes from `from` on (the bytes before are ASCII, which tells
 *  nothing): UTF-8 if they all are, else as readRecords tells an encoding, from the next
 *  ENCODING_LOOKAHEAD bytes, as from standard input (the detector reads them four ways: a 78 MB
 *  GBK file had kept the main thread at it for 17 s before its first record). Read once more, a
 *  chunk at a time, up to binary data, where the reader stops. */
function fileEncoding(file, from) {
  // UTF-8 throughout is the detector's answer whatever its other readings count (decide): that
  // is checked first, by a pass that only decodes (a 52 MB file with one Chinese tag had kept
  // the main thread decoding it four ways for 9 s before its first record)
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const valid = eachChunk(file, from, (bytes) => { utf8.decode(bytes, { stream: true }); });
  if (valid) {
    try {
      utf8.decode(); // the end: no character left cut
      return 'utf-8';
    } catch { /* not UTF-8: told below */ }
  }
  const detector = new EncodingDetector();
  eachChunk(file, from, (bytes) => { detector.push(bytes); }, ENCODING_LOOKAHEAD);
  return detector.end();
}

/** fileEncoding's answer for a file's last bytes, all read: not read again (a folder of one-game
 *  files had opened each three times, which cost more than telling the encoding). Binary data
 *  is UTF-8 there too: fileEncoding reads nothing past it. */
function lastBytesEncoding(bytes) {
  if (!isText(new BinaryCheck(), bytes) || isUtf8(bytes)) return 'utf-8';
  const detector = new EncodingDetector();
  detector.push(bytes);
  return detector.end();
}

/** How the CLI reads UTF-16 that has no byte-order mark (binaryHint). */
const iconvRemedy = (kind) => `convert it to UTF-8 first, as iconv -f ${kind.toUpperCase()} -t UTF-8 does`;

/** fn(bytes) for a file's bytes from `from`, a chunk at a time, up to binary data, where the
 *  reader stops (binary-input, BinaryCheck): what follows is not read; and up to `most` bytes
 *  (whole chunks). False when fn threw. */
function eachChunk(file, from, fn, most = Infinity) {
  const fd = fs.openSync(file, 'r');
  const binary = new BinaryCheck();
  try {
    const buffer = Buffer.allocUnsafeSlow(CHUNK);
    for (let at = from; at - from < most;) {
      const n = fs.readSync(fd, buffer, 0, CHUNK, at);
      if (!n || !isText(binary, buffer.subarray(0, n))) break;
      try {
        fn(buffer.subarray(0, n));
      } catch {
        return false;
      }
      at += n;
    }
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

const PAUSED = Symbol('paused'); // a stream's read that waits 100 ms (pause), and `decoder.ok`, false once the bytes fed to it are not UTF-8
const pause = () => new Promise((resolve) => { setTimeout(resolve, 100, PAUSED).unref(); });
const isUtf8Part = (decoder, bytes) => { try { decoder.decode(bytes, { stream: true }); } catch { decoder.ok = false; } };
/** Whether the bytes, after those pushed before, are text still (not binary data). */
function isText(binary, bytes) {
  try {
    binary.push(bytes).check();
    return true;
  } catch {
    return false;
  }
}

/**
 * Yields arrays of work items for the inputs, in order (`live`: of stdin or a FIFO, whose writer
 * may wait for the reports). `onBytes(n)` counts the bytes read (for progress). Errors of one input become error items; the next input is still read.
 *
 * A record file's encoding is told as readRecords tells a whole file's, once a byte that is not
 * ASCII shows: a regular file is read through once more for it from there (memory stays one
 * chunk); a stream is held from there, up to ENCODING_LOOKAHEAD, and told from what was held.
 */
export async function* readItems(inputs, onBytes = () => {}) {
  for await (const entry of inputEntries(inputs)) {
    if (entry.error) {
      yield [{ kind: 'error', source: entry.source, error: entry.error }];
      continue;
    }
    const source = entry.stdin ? '-' : entry.zipped ? entry.source : shownPath(entry.file);
    // a zip entry's or a gzip file's bytes come as a stream's do: their encoding is told from what is held
    let regular = !entry.stdin && !entry.zipped && entry.size !== null;
    // standard input, and a FIFO or a shell's <(...) named: read as they come, and answered so
    // (a synchronous read of a FIFO had held the thread, and the reports, until its writer wrote again)
    const live = entry.stdin || (!entry.zipped && entry.size === null);
    const chunks = entry.stdin ? process.stdin : entry.zipped ? zipEntryChunks(entry.zipped.archive, entry.zipped.entry)
      : live ? fs.createReadStream(entry.file, { highWaterMark: CHUNK }) : fileChunks(entry.file);
    let stream = chunks[Symbol.asyncIterator]();
    let gunzipped = false; // the first bytes said gzip: read through gunzip, which counts its own bytes
    let splitter = null, decoder = null, offset = 0, held = null, heldError = null, waiting = null;
    // text bytes, as readRecords reads them: a closing run of NULs passed over as padding, NULs
    // inside the text read as spaces, and binary data refused (neither in UTF-16 nor in a binary record)
    let text = null;
    /** Binary data (/dev/zero, an image, UTF-16 without a BOM): not records; the reading stops
     *  here, after the games before it. */
    const refuse = (e, items, rest) => {
      splitter.discard();
      splitter.end(items);
      const message = rest ? `${e.message}; the rest of this input is skipped` : e.message;
      items.push({ kind: 'error', source, line: splitter.line, error: { code: e.code, message } });
      splitter = null;
    };
    /** One chunk through the splitter (null: the input's end); false when binary data ended the input. */
    const take = (chunk, items) => {
      try {
        splitter.push(chunk === null ? text?.end() ?? EMPTY : text ? text.push(chunk) : chunk, items);
        return true;
      } catch (e) {
        if (e?.code !== 'binary-input') throw e;
        refuse(e, items, chunk !== null);
        return false;
      }
    };
    try {
      for (;;) {
        let chunk;
        if (held?.length) chunk = held.shift();
        else if (heldError) throw heldError; // the stream failed while held: after the bytes before it
        else {
          const next = await (waiting ?? stream.next()); // (the read a pause left pending: below)
          waiting = null;
          if (next.done) break;
          chunk = next.value;
          if (!splitter && !gunzipped && isGzipStart(chunk)) { // games.pgn.gz: its records, not a refusal
            if (regular) { // read again from its start, its chunks counted as they are read
              await stream.return?.();
              stream = gunzipChunks(entry.file, onBytes, CHUNK)[Symbol.asyncIterator]();
            } else {
              stream = gunzipStream(chunk, stream, onBytes, CHUNK)[Symbol.asyncIterator]();
            }
            [gunzipped, regular] = [true, false];
            continue;
          }
          if (!gunzipped) onBytes(chunk.length);
        }
        const at = offset;
        offset += chunk.length;
        const items = [];
        if (!splitter) {
          decoder = decoderFor(chunk);
          const bom = !decoder && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
          if (bom) chunk = chunk.subarray(3);
          splitter = splitterFor(source, chunk, gunzipped ? source.replace(GZ_NAME, '') : source); // games.pgn.gz: a .pgn
          if ((decoder || bom) && 'encoding' in splitter) splitter.encoding = 'utf-8';
          if (bom && 'skip' in splitter) splitter.skip = 3;
          if (decoder && 'encoding' in splitter) splitter.utf16 = decoder; // reports its bad units
          else if (decoder) decoder.bad = null;
          if (!decoder && !splitter.binary) text = new TextBytes(0, iconvRemedy);
        }
        if (decoder) chunk = decoder.decode(chunk);
        if (splitter.encoding === null && !isAscii(chunk)) {
          // (a read short of the buffer reached the file's end: the chunk holds the rest)
          // (a zip entry read whole: its one chunk, not held and copied as a stream's)
          if (entry.zipped && !gunzipped && isWholeEntry(entry.zipped.entry)) splitter.encoding = lastBytesEncoding(chunk);
          else if (regular) splitter.encoding = chunk.length < CHUNK ? lastBytesEncoding(chunk) : fileEncoding(entry.file, at);
          else { // hold the stream from here (copies: a FIFO's chunks share one buffer)
            const detector = new EncodingDetector();
            held = [Buffer.from(chunk)];
            // up to binary data, where the reader stops (binary-input)
            const binary = new BinaryCheck();
            // standard input (a FIFO) that pauses is told from what it held, as a file of those bytes: its producer
            // may be waiting for the reports of what it wrote (stream.js), which a hold would never give
            const utf8 = live ? new TextDecoder('utf-8', { fatal: true }) : null;
            const upToBinary = (bytes) => isText(binary, bytes) && (detector.push(bytes), utf8 && isUtf8Part(utf8, bytes), true);
            for (let bytes = chunk.length, more = upToBinary(chunk); more && bytes < ENCODING_LOOKAHEAD;) {
              let next;
              try {
                const pending = stream.next();
                next = utf8 ? await Promise.race([pending, pause()]) : await pending;
                if (next === PAUSED) [waiting, next] = [pending, { done: true }];
              } catch (e) {
                heldError = e;
                break;
              }
              if (next.done) break;
              if (!gunzipped) onBytes(next.value.length);
              held.push(Buffer.from(next.value));
              more = upToBinary(next.value);
              bytes += next.value.length;
            }
            splitter.encoding = waiting && utf8.ok !== false ? 'utf-8' : detector.end();
            chunk = held.shift();
          }
        }
        const going = take(chunk, items);
        if (items.length) yield Object.assign(items, { live });
        if (!going) break;
      }
    } catch (e) {
      const items = [];
      splitter?.end(items);
      items.push({ kind: 'error', source, line: splitter && splitter.line > 1 ? splitter.line : undefined, error: readError(e) });
      yield items;
      splitter = null;
    } finally {
      if (!entry.stdin) await stream.return?.();
    }
    if (splitter) {
      const items = [];
      if (decoder) splitter.push(decoder.decode(Buffer.alloc(0), { stream: false }), items);
      if (take(null, items)) splitter.end(items);
      if (items.length) yield Object.assign(items, { live });
    }
  }
}
