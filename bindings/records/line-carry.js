// line-carry.js — the bound on what a reader holds of one record: MAX_RECORD_BYTES, and the
// unfinished last line carried between chunks (the CLI's reader and the splitter), dropped and
// skipped to the next newline once over it, so /dev/zero or a giant line cannot fill memory.

import { concatBytes, copyOf } from './bytes.js';
import { NL } from './record-lines.js';

/** The largest record (one JSON line, or one game of a record file) read, in bytes. */
export const MAX_RECORD_BYTES = 8 << 20;

export const tooLong = (source, line, skip = 'line') => ({
  kind: 'error', source, line,
  error: { code: 'record-too-long', message: `a record longer than ${MAX_RECORD_BYTES >> 20} MiB: skipped to the next ${skip}` },
});

/** Holds the unfinished last line between chunks; over the limit, drops it and skips to the next newline. */
export class LineCarry {
  parts = [];
  bytes = 0;
  skipping = false;

  /** Takes the tail of a chunk that has no newline yet; true when it just went over the limit. */
  add(tail) {
    if (this.skipping || !tail.length) return false;
    this.parts.push(copyOf(tail)); // a copy: the chunk it came from can be freed
    this.bytes += tail.length;
    if (this.bytes <= MAX_RECORD_BYTES) return false;
    this.clear();
    this.skipping = true;
    return true;
  }

  /** The carried bytes followed by `head`, in a buffer of their own (`head` is part of a
   *  chunk that the next read overwrites), and empties the carry. */
  take(head) {
    const all = concatBytes([...this.parts, head]);
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
