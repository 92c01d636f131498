// read.js — streams the inputs into work items (see split.js), one chunk at a time: files are
// read with a fixed-size buffer, so memory does not grow with their size.
import { isAscii } from 'node:buffer';
import fs from 'node:fs';
import { detectEncoding } from '../records/decode.js';
import { inputEntries, readError } from './inputs.js';
import { FileSplitter, GameSplitter, LineSplitter } from './split.js';

const CHUNK = 1 << 16;
const JSON_LINES = /\.(jsonl|ndjson)$/i;
const RECORD_FILE = /\.(pgn|gib|txt)$/i;
const BINARY_FILE = /\.(xqf|cbr|cbl)$/i;
const CCBRIDGE = Buffer.from('CCBridge');

/** Records are JSON lines when the name says so, else when the first visible byte is "{" (for a
 *  .pgn, .gib or .txt file, '{"': a PGN may open with a { comment }); an XQF or CBR/CBL file (by
 *  its name, or its 'XQ' or 'CCBridge' mark) is one binary item. */
function splitterFor(source, first) {
  if (BINARY_FILE.test(source) || (first[0] === 0x58 && first[1] === 0x51) || CCBRIDGE.equals(first.subarray(0, 8))) return new FileSplitter(source);
  if (JSON_LINES.test(source)) return new LineSplitter(source);
  let i = 0;
  while (i < first.length && (first[i] === 32 || first[i] === 9 || first[i] === 10 || first[i] === 13)) i++;
  const json = first[i] === 123 && (!RECORD_FILE.test(source) || first[i + 1] === 34);
  return json ? new LineSplitter(source) : new GameSplitter(source);
}

/**
 * Byte-order marks: UTF-8's is dropped; UTF-16 is transcoded to UTF-8 as it streams, so the
 * splitters only ever see ASCII-compatible bytes (UTF-8, GB18030, CP949: none uses byte 10 or 0
 * inside a character).
 */
function decoderFor(first) {
  if (first[0] === 0xff && first[1] === 0xfe) return new TextDecoder('utf-16le');
  if (first[0] === 0xfe && first[1] === 0xff) return new TextDecoder('utf-16be');
  return null;
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

/**
 * Yields arrays of work items for the inputs, in order. `onBytes(n)` counts the bytes read
 * (for progress). Errors of one input become error items; the next input is still read.
 */
export async function* readItems(inputs, onBytes = () => {}) {
  for await (const entry of inputEntries(inputs)) {
    if (entry.error) {
      yield [{ kind: 'error', source: entry.source, error: entry.error }];
      continue;
    }
    const source = entry.stdin ? '-' : entry.file;
    const stream = entry.stdin ? process.stdin : fileChunks(entry.file);
    let splitter = null, decoder = null;
    try {
      for await (let chunk of stream) {
        onBytes(chunk.length);
        const items = [];
        if (!splitter) {
          decoder = decoderFor(chunk);
          const bom = !decoder && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
          if (bom) chunk = chunk.subarray(3);
          splitter = splitterFor(source, chunk);
          if ((decoder || bom) && 'encoding' in splitter) splitter.encoding = 'utf-8';
        }
        if (decoder) chunk = Buffer.from(decoder.decode(chunk, { stream: true }), 'utf8');
        // a record file's encoding, told as readRecords tells a whole file's, from its first
        // bytes that are not ASCII (whole lines: a cut character would weigh against the right one)
        // (a chunk whose whole lines are ASCII tells nothing yet: its cut last line is read on with the next)
        const wholeLines = chunk.subarray(0, chunk.lastIndexOf(10) + 1 || chunk.length);
        if (splitter.encoding === null && !isAscii(wholeLines)) splitter.encoding = detectEncoding(wholeLines);
        const nul = splitter.binary ? -1 : chunk.indexOf(0);
        if (nul !== -1) {
          // binary data (/dev/zero, an image, UTF-16 without a BOM): not records; stop here
          const lineStart = chunk.lastIndexOf(10, nul) + 1;
          splitter.push(chunk.subarray(0, lineStart), items);
          splitter.discard();
          splitter.end(items);
          items.push({
            kind: 'error', source, line: splitter.line,
            error: { code: 'binary-input', message: 'a NUL byte: binary data, not text records; the rest of this input is skipped' },
          });
          yield items;
          splitter = null;
          break;
        }
        splitter.push(chunk, items);
        if (items.length) yield items;
      }
    } catch (e) {
      const items = [];
      splitter?.end(items);
      items.push({ kind: 'error', source, line: splitter && splitter.line > 1 ? splitter.line : undefined, error: readError(e) });
      yield items;
      splitter = null;
    }
    if (splitter) {
      const items = [];
      if (decoder) splitter.push(Buffer.from(decoder.decode(), 'utf8'), items);
      splitter.end(items);
      if (items.length) yield items;
    }
  }
}
