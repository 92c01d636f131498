// bytes.js — what the splitter (split.js, record-lines.js) asks of bytes, on plain Uint8Arrays,
// so that the same code splits a file in the CLI (Node's Buffers are Uint8Arrays) and a stream in
// a browser (streamRecords): no node:buffer here.

/** The bytes of an ASCII text. */
export const ascii = (text) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

/** The parts joined, in a buffer of their own. */
export function concatBytes(parts) {
  let n = 0;
  for (const p of parts) n += p.length;
  const all = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return all;
}

/** A copy of bytes (Buffer's slice() is a view: a chunk the next read overwrites). */
export const copyOf = (bytes) => new Uint8Array(bytes);

/** True when `mark` is at `at` in `bytes`. */
export function bytesAt(bytes, at, mark) {
  if (at < 0 || bytes.length - at < mark.length) return false;
  for (let k = 0; k < mark.length; k++) if (bytes[at + k] !== mark[k]) return false;
  return true;
}

/** Where `mark` first is in `bytes` from `from`, or -1. */
export function indexOfBytes(bytes, mark, from = 0) {
  for (let k = bytes.indexOf(mark[0], from); k !== -1; k = bytes.indexOf(mark[0], k + 1)) {
    if (bytesAt(bytes, k, mark)) return k;
  }
  return -1;
}

export function isAscii(bytes) {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return false;
  return true;
}

/** Whether bytes are UTF-8 (as node:buffer's isUtf8 and a fatal TextDecoder tell: no overlong
 *  forms, surrogates or code points past U+10FFFF, no character cut at the end). A loop, not a
 *  decoder: a line of a GBK file is not UTF-8, and a decoder would throw to say so. */
export function isUtf8(bytes) {
  const n = bytes.length;
  for (let i = 0; i < n;) {
    const b = bytes[i];
    if (b < 0x80) { i++; continue; }
    let more, lo = 0x80, hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) more = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      more = 2;
      if (b === 0xe0) lo = 0xa0;
      else if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      more = 3;
      if (b === 0xf0) lo = 0x90;
      else if (b === 0xf4) hi = 0x8f;
    } else return false;
    if (i + more >= n) return false; // cut at the end
    const second = bytes[i + 1];
    if (second < lo || second > hi) return false;
    for (let k = 2; k <= more; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return false;
    i += more + 1;
  }
  return true;
}
