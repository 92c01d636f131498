// split.js — turns a byte stream into work items without holding more than one record:
//   { kind: 'lines', source, line, data }   whole JSON lines (line: number of the first)
//   { kind: 'record', source, line, data }  one game of a record file (PGN, GIB, move list), or a
//                                           whole binary record file (XQF: line 1)
//   { kind: 'error', source, line?, error } something that could not be read, reported in order
// Record files are split by the records code's splitter (records/split.js, which streamRecords
// uses too); a line or game over MAX_RECORD_BYTES is reported and skipped, so /dev/zero or a
// giant line cannot fill memory.

import { isAscii, isUtf8 } from 'node:buffer';
import { decodeRecordText, undecodable } from '../records/decode.js';
import { GameSplitter as RecordSplitter } from '../records/split.js';
import { LineCarry, MAX_RECORD_BYTES, tooLong } from '../records/line-carry.js';
import { NL } from '../records/record-lines.js';

function countNewlines(buf, from = 0, to = buf.length) {
  let n = 0;
  for (let i = buf.indexOf(NL, from); i !== -1 && i < to; i = buf.indexOf(NL, i + 1)) n++;
  return n;
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

  /** Drops a partial line (input cut by binary data). */
  discard() { this.carry.clear(); }

  end(items) {
    if (this.carry.skipping || !this.carry.bytes) return;
    items.push({ kind: 'lines', source: this.source, line: this.line, data: this.carry.take(Buffer.alloc(0)) });
  }
}

/**
 * Record files: one item per game (records/split.js tells where each starts and ends). Each game
 * is handed on in UTF-8, or, if some of its bytes do not decode, as an error naming their offset
 * in the file.
 */
export class GameSplitter extends RecordSplitter {
  skip = 0; // the bytes of a UTF-8 byte-order mark, dropped before the splitter: offsets are the file's

  /** The item of a game's bytes: in UTF-8, or an error if some are not text in the file's
   *  encoding; or, in another encoding than UTF-16's, the bytes as they are, with their encoding
   *  and offset, for the worker to decode (work.js recordsOf: --jobs shares that work out). */
  item(data) {
    const { source, start: line } = this;
    if (this.encoding && !(this.encoding === 'utf-8' ? isUtf8(data) : isAscii(data))) {
      if (!this.utf16) return { kind: 'record', source, line, data, encoding: this.encoding, offset: this.skip + this.startOffset };
      const { text, bad } = decodeRecordText(data, this.encoding);
      if (bad.length) {
        // a UTF-16 file comes as UTF-8, a unit that does not decode as a byte that is not UTF-8
        // (read.js): its offset in the file, in the file's encoding
        const inFile = this.utf16.offsetOf(this.startOffset + bad[0]);
        const { code, message } = inFile !== undefined
          ? undecodable(inFile, this.utf16.encoding)
          : undecodable(this.startOffset + bad[0], this.encoding);
        return { kind: 'error', source, line, error: { code, message } };
      }
      data = Buffer.from(text, 'utf8');
    }
    return { kind: 'record', source, line, data };
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
