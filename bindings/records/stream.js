// stream.js — streamRecords: the records of a stream (a Node Readable, a web ReadableStream, any
// async iterable of byte or string chunks), one at a time, each as readRecords gives it for the
// whole input. The games are cut out of the bytes by the CLI's splitter (split.js), and each is
// read by readRecords' own code (read.js gameRecordsOf): memory holds about one game and one chunk.
//
// What a stream cannot do as a whole input does: the encoding is told from the first LOOKAHEAD
// bytes after the first that is not ASCII (or given); what readRecords throws for the whole input
// (binary data, UTF-16 that does not decode) is thrown where it is met, after the records before
// it; a game over MAX_RECORD_BYTES is a record whose error says so; XQF and CBR/CBL files are read
// whole, up to MAX_RECORD_BYTES.

import { TextBytes } from './binary.js';
import { concatBytes, isAscii } from './bytes.js';
import { isCbr } from './cbr.js';
import { undecodable } from './decode.js';
import { EncodingDetector } from './detect.js';
import { RecordError } from './errors.js';
import { named, revoked } from './named.js';
import { checkReading, gameRecordsOf, readRecords } from './read.js';
import { GameSplitter } from './split.js';
import { MAX_RECORD_BYTES } from './line-carry.js';
import { bomOf, bytesOf, encodingOf } from './text-decoders.js';
import { isXqf } from './xqf.js';
import { untilAborted } from './abortable.js';
import { isMxq } from './mxq.js';
import { isCcm } from './ccm.js';
import { ArgumentError } from '../errors.js';

/** What is read before the first record: enough to see a byte-order mark, XQF's or 象棋桥's mark,
 *  and binary data as readRecords refuses it. */
const HEAD = 1 << 16;
/** The most held to tell the encoding, from the first byte that is not ASCII: a megabyte of
 *  Chinese or Korean names and moves leaves no doubt, and it is held once. */
const LOOKAHEAD = 1 << 20;
const EMPTY = new Uint8Array(0);

/** The records of a stream of chunks, as an async generator. Options are checked here, before
 *  anything is read; the source is opened at the first next(). */
export function streamRecords(source, options = {}) {
  const { profile, encoding, fen, signal } = checkReading(options, 'streamRecords(source, { profile, encoding, fen, signal })');
  if (signal != null && typeof signal.throwIfAborted !== 'function') {
    throw new ArgumentError('bad-argument', `streamRecords' signal is an AbortSignal, not ${named(signal)}`);
  }
  return records(chunksOf(source), { profile, encoding, fen }, signal);
}

/** A function that opens the source as an async iterator of chunks: an async iterable (a Node
 *  Readable, a ReadableStream in Node and Firefox), a ReadableStream read through getReader()
 *  (browsers whose streams are not async iterables), an iterable of chunks, or one string or bytes. */
function chunksOf(source) {
  if (revoked(source)) throw new RecordError('bad-input', 'streamRecords reads a stream of Uint8Array or string chunks, not a revoked Proxy');
  if (typeof source === 'string' || ArrayBuffer.isView(source) || source instanceof ArrayBuffer) return () => [source][Symbol.iterator]();
  // a web ReadableStream through its reader, whose cancel() ends a read still waiting (its async
  // iterator's return() waits for that read: a stream that never ends could not be aborted)
  if (typeof source?.getReader === 'function') return () => readerChunks(source);
  if (typeof source?.[Symbol.asyncIterator] === 'function') return () => destroying(source, source[Symbol.asyncIterator]());
  if (typeof source?.[Symbol.iterator] === 'function') return () => source[Symbol.iterator]();
  throw new RecordError('bad-input', `streamRecords reads a stream of Uint8Array or string chunks (a Node Readable, a ReadableStream, an async iterable), not ${named(source)}`);
}

/** A ReadableStream's chunks: { done, value } as its reader reads them; return() cancels it (the
 *  rest is not wanted) and releases its lock, a read still waiting ending as done. */
function readerChunks(stream) {
  const reader = stream.getReader();
  return {
    next: () => reader.read(),
    async return() {
      await reader.cancel().catch(() => {});
      reader.releaseLock();
      return { done: true };
    },
  };
}

/** An async iterator whose abort, a chunk still awaited, destroys its source if it can be (a Node
 *  Readable: its iterator's return() waits for that chunk). */
function destroying(source, iterator) {
  if (typeof source.destroy === 'function') iterator.abort = () => source.destroy();
  return iterator;
}

/** The chunks, each checked, with some put back to be read again (after a lookahead). */
class Chunks {
  held = [];
  kind = null; // 'string' or 'bytes': one kind per stream

  constructor(iterator, signal) {
    // a source whose iterator method gives no iterator (a hand-made iterable): said so, not a TypeError at next()
    if (typeof iterator?.next !== 'function') throw new RecordError('bad-input', `streamRecords' source gave no iterator of chunks: its iterator method returned ${named(iterator)}`);
    this.iterator = iterator;
    this.signal = signal;
  }

  /** The next chunk (a Uint8Array or a string), or null at the end. */
  async next() {
    if (this.held.length) return this.held.shift();
    this.signal?.throwIfAborted();
    // a source that never gives its next chunk ends at the abort; it still owes that chunk, so
    // close() cannot wait for it
    const next = await untilAborted(this.iterator.next(), this.signal, () => { this.waiting = true; });
    this.signal?.throwIfAborted();
    return next.done ? null : this.checked(next.value);
  }

  checked(chunk) {
    const kind = typeof chunk === 'string' ? 'string' : !revoked(chunk) && (ArrayBuffer.isView(chunk) || chunk instanceof ArrayBuffer) ? 'bytes' : null;
    if (!kind) throw new RecordError('bad-input', `streamRecords reads chunks of bytes (Uint8Array) or text (strings), not ${named(chunk)}`);
    if (this.kind && kind !== this.kind) throw new RecordError('bad-input', 'streamRecords reads chunks of one kind, bytes or strings, not both');
    this.kind = kind;
    // (bytesOf: a chunk transferred away is RecordError bad-input, as readRecords', not a TypeError)
    return kind === 'string' ? chunk : bytesOf(chunk);
  }

  async close() {
    if (!this.waiting) {
      await this.iterator.return?.();
      return;
    }
    // aborted while a chunk was awaited: the source is ended without waiting for it (a Node
    // Readable destroyed, a reader cancelled; an iterator's return() is asked and not awaited)
    this.iterator.abort?.();
    Promise.resolve(this.iterator.return?.()).catch(() => {});
  }
}

async function* records(open, options, signal) {
  const chunks = new Chunks(open(), signal);
  try {
    const head = [];
    for (let n = 0, chunk; n < HEAD && (chunk = await chunks.next()) !== null; n += chunk.length) head.push(chunk);
    if (!head.length) return;
    if (chunks.kind === 'string') {
      chunks.held = head;
      yield* splitRecords(chunks, new TextInput(), options, true, signal);
      return;
    }
    const first = concatBytes(head);
    if (isXqf(first) || isCbr(first) || isMxq(first) || isCcm(first)) { // one game or a library, read whole
      yield* readRecords(await wholeInput(first, chunks), options);
      return;
    }
    const bom = bomOf(first);
    const told = options.encoding ? encodingOf(options.encoding) : bom?.encoding ?? null;
    const skip = bom && bom.encoding === told ? bom.bytes.length : 0; // as decodeRecordText drops it
    chunks.held = [first];
    const input = told?.startsWith('utf-16') ? new Utf16Input(told, skip) : new ByteInput(told, skip);
    yield* splitRecords(chunks, input, options, false, signal);
  } finally {
    await chunks.close();
  }
}

/** The records of the chunks, a game at a time: `input` turns each chunk into bytes for the
 *  splitter (UTF-8 for text and UTF-16) and says their encoding once it is known. */
async function* splitRecords(chunks, input, options, text, signal) {
  const splitter = new GameSplitter();
  splitter.encoding = input.encoding;
  const mixed = !options.encoding; // as readRecords decodes: lines in another encoding read in theirs
  const read = function* (items) {
    for (const item of items) {
      signal?.throwIfAborted(); // between games already read, too
      if (item.kind === 'error') {
        yield tooLongRecord(item);
        continue;
      }
      yield* gameRecordsOf(item.data, item.encoding ?? 'utf-8', mixed, options, text, input.skip + item.offset);
    }
  };
  for (let chunk; (chunk = await chunks.next()) !== null;) {
    const bytes = input.push(chunk);
    if (splitter.encoding === null && !isAscii(bytes)) splitter.encoding = await tellEncoding(bytes, chunks);
    const items = [];
    splitter.push(bytes, items);
    yield* read(items);
  }
  const items = [];
  splitter.push(input.end(), items);
  splitter.end(items);
  yield* read(items);
}

/** The encoding of the bytes from `bytes` on, as readRecords tells it for the whole input, told
 *  from up to LOOKAHEAD of them: the chunks read for it after `bytes` are put back to be read
 *  next (copies: a source may reuse its buffer). The bytes before are ASCII, which tells nothing. */
async function tellEncoding(bytes, chunks) {
  const held = [];
  let ended = false;
  for (let n = bytes.length; n < LOOKAHEAD;) {
    const chunk = await chunks.next();
    if (chunk === null) {
      ended = true;
      break;
    }
    held.push(chunk.slice());
    n += chunk.length;
  }
  chunks.held = [...held, ...chunks.held];
  // UTF-8 throughout is the detector's answer whatever its other readings count: told first, by
  // a decoder alone, as detectEncoding does (the four readings had cost a third of the time)
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    for (const piece of [bytes, ...held]) utf8.decode(piece, { stream: true });
    if (ended) utf8.decode();
    return 'utf-8';
  } catch { /* told below */ }
  const detector = new EncodingDetector();
  for (const piece of [bytes, ...held]) detector.push(piece);
  return detector.end();
}

/** A whole binary record file (XQF, CBR/CBL), up to MAX_RECORD_BYTES. */
async function wholeInput(first, chunks) {
  const parts = [first];
  let n = first.length;
  for (let chunk; (chunk = await chunks.next()) !== null;) {
    n += chunk.length;
    if (n > MAX_RECORD_BYTES) {
      throw new RecordError('record-too-long', `an XQF or 象棋桥 CBR/CBL file is read whole, up to ${MAX_RECORD_BYTES >> 20} MiB: this one is longer`);
    }
    parts.push(chunk.slice());
  }
  return concatBytes(parts);
}

/** A game the splitter skipped, longer than MAX_RECORD_BYTES: a record of its error alone. */
function tooLongRecord(item) {
  const { code, message } = item.error;
  return { tags: {}, profile: null, moves: [], result: '*', error: { ply: 0, text: '', code, message, offset: item.offset } };
}

/** Bytes in an ASCII-compatible encoding (`told`, or null until tellEncoding tells it), their
 *  padding and binary data read as readRecords reads them (TextBytes). */
class ByteInput extends TextBytes {
  constructor(told, skip) {
    super(skip);
    this.encoding = told;
  }
}

/** Text given as strings: passed on as UTF-8 (a surrogate pair cut between two chunks joined). */
class TextInput {
  encoding = 'utf-8';
  skip = 0;
  high = ''; // a high surrogate that ended the last chunk
  encoder = new TextEncoder();

  push(text) {
    text = this.high + text;
    this.high = '';
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.high = text[text.length - 1];
      text = text.slice(0, -1);
    }
    return this.encoder.encode(text);
  }

  end() {
    return this.encoder.encode(this.high);
  }
}

/** UTF-16 bytes (after `skip`, a byte-order mark) passed on as UTF-8. readRecords throws for a
 *  whole UTF-16 input that does not decode: so does this, where it is met, at the offset
 *  readRecords names (a surrogate without its pair, or a byte alone at the end). */
class Utf16Input {
  encoding = 'utf-8'; // what the splitter reads
  skip = 0;           // and its offsets, never reported: it is all text
  carry = EMPTY;      // an odd byte, or a high surrogate whose pair may come next

  constructor(told, skip) {
    this.told = told;
    this.le = told === 'utf-16le';
    this.at = skip;   // the file offset of the carry's first byte
    this.bom = skip;
    this.decoder = new TextDecoder(told, { ignoreBOM: true });
    this.encoder = new TextEncoder();
  }

  unit(bytes, i) {
    return this.le ? bytes[i] | (bytes[i + 1] << 8) : (bytes[i] << 8) | bytes[i + 1];
  }

  push(chunk) {
    if (this.bom) {
      chunk = chunk.subarray(this.bom);
      this.bom = 0;
    }
    const bytes = this.carry.length ? concatBytes([this.carry, chunk]) : chunk;
    let end = bytes.length & ~1;
    if (end && isHigh(this.unit(bytes, end - 2))) end -= 2;
    for (let i = 0; i < end; i += 2) {
      const u = this.unit(bytes, i);
      const paired = isHigh(u) && i + 2 < end && isLow(this.unit(bytes, i + 2));
      if (paired) i += 2;
      else if (isHigh(u) || isLow(u)) throw undecodable(this.at + i, this.told);
    }
    const text = this.decoder.decode(bytes.subarray(0, end));
    this.carry = bytes.slice(end);
    this.at += end;
    return this.encoder.encode(text);
  }

  end() {
    if (this.carry.length) throw undecodable(this.at, this.told);
    return EMPTY;
  }
}

const isHigh = (u) => u >= 0xd800 && u <= 0xdbff;
const isLow = (u) => u >= 0xdc00 && u <= 0xdfff;
