// text-decoders.js — the platform's TextDecoder, as the record readers use it: encoding labels,
// byte-order marks, strict and lossy readings, and where a reading first fails. Korean is read as
// CP949 (cp949.js), as the platform's EUC-KR is not.

import { RecordError } from './errors.js';
import { named } from './named.js';
import { addedSyllablesBlank, cp949Shaped, decodeCp949, decodeCp949Lossy } from './cp949.js';
import { isUtf8 } from './bytes.js';

const BOMS = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

// Names the README gives that are not TextDecoder labels, as the label it has for the same
// encoding (CP949 is the WHATWG euc-kr, labelled windows-949).
const ALIASES = { cp949: 'windows-949' };

export function bomOf(bytes) {
  for (const bom of BOMS) {
    if (bom.bytes.every((b, i) => bytes[i] === b)) return bom;
  }
  return null;
}

/** The platform's name for an encoding label (TextDecoder's labels, and CP949); a RecordError
 *  for one it does not know. */
export function encodingOf(label) {
  const unknown = () => new RecordError('unknown-encoding', `unknown text encoding ${named(label)}`);
  if (typeof label !== 'string') throw unknown(); // an object's String() ran its code, or threw a TypeError
  const known = encodingNames.get(label);
  if (known) return known;
  const name = label.trim().toLowerCase();
  try {
    const encoding = new TextDecoder(ALIASES[name] ?? name).encoding;
    if (encodingNames.size < 64) encodingNames.set(label, encoding);
    return encoding;
  } catch {
    throw unknown();
  }
}
// Labels asked about, by name: a decoder of ICU's costs more to make than a game to read, and
// the CLI's splitter reads a few characters of each file in the encoding it told.
const encodingNames = new Map();

// A byte-order mark is dropped (or kept) by the code here, never by the decoder: lines are
// decoded one by one, and a mark that begins one (concatenated files) is text like any other.
// Made once each: a file with bad bytes is decoded a line at a time.
const decoders = new Map();
export function decoder(encoding, fatal) {
  const key = `${encoding} ${fatal}`;
  if (!decoders.has(key)) decoders.set(key, new TextDecoder(encoding, { fatal, ignoreBOM: true }));
  return decoders.get(key);
}

/** Offset of the first undecodable sequence: where the longest prefix that streams cleanly
 *  stops, moved back to the start of the character it stopped in. */
export function badOffset(bytes, encoding) {
  let lo = 0, hi = bytes.length;             // prefix lo streams; prefix hi does not
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    try {
      new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(0, mid), { stream: true }); // a fresh one: it streams
      lo = mid;
    } catch {
      hi = mid;
    }
  }
  for (let start = lo; start > 0 && start > lo - 4; start--) {
    try {
      decoder(encoding, true).decode(bytes.subarray(0, start));
      return start;
    } catch { /* the prefix ends inside a character: its lead is further back */ }
  }
  return 0;
}

/** Korean text: CP949 between the stray 0xFF bytes of Korean sites' GIB files (never CP949;
 *  ladofa/janggi's python_tf/gibo.py drops them before decoding too). */
function decodeKorean(bytes) {
  let text = '';
  for (let from = 0; from <= bytes.length;) {
    const ff = bytes.indexOf(0xff, from);
    const to = ff < 0 ? bytes.length : ff;
    try {
      text += decodeCp949(bytes.subarray(from, to));
    } catch (e) {
      throw { offset: from + (e.offset >= 0 ? e.offset : badOffset(bytes.subarray(from, to), 'euc-kr')) };
    }
    from = to + 1;
  }
  return text;
}

/** The text of bytes in an encoding; throws { offset } of the first sequence it does not read. */
export function decodeStrict(bytes, encoding) {
  if (encoding === 'euc-kr') return decodeKorean(bytes);
  try {
    return decoder(encoding, true).decode(bytes);
  } catch {
    throw { offset: badOffset(bytes, encoding) };
  }
}

/** The platform's reading with U+FFFD for what it does not read (0xFF bytes dropped for Korean),
 *  for telling encodings apart. Korean is read as CP949, as decodeKorean reads it: Node's EUC-KR
 *  reads each of CP949's added syllables as a C1 control (and a letter), bytes it cannot read. */
export function decodeLossy(bytes, encoding) {
  if (encoding === 'euc-kr') return decodeCp949Lossy(withoutFF(bytes), decoder(encoding, false));
  return decoder(encoding, false).decode(bytes);
}

/** decodeLossy's reading as the encoding detector counts it: the same characters of a script,
 *  the same that do not read, but CP949's added syllables read as spaces (addedSyllablesBlank). */
export function countingText(bytes, encoding) {
  if (encoding === 'euc-kr') return decoder(encoding, false).decode(addedSyllablesBlank(withoutFF(bytes)));
  return decoder(encoding, false).decode(bytes);
}

/** The bytes without their 0xFF bytes (themselves when they hold none: the encoding detector
 *  reads every Chinese file as Korean too, and a typed array's filter() cost it more than the
 *  decoding). */
function withoutFF(bytes) {
  let at = bytes.indexOf(0xff);
  if (at < 0) return bytes;
  const out = new Uint8Array(bytes.length);
  out.set(bytes.subarray(0, at));
  let n = at;
  for (; at < bytes.length; at++) if (bytes[at] !== 0xff) out[n++] = bytes[at];
  return out.subarray(0, n);
}

/** The text of bytes in an encoding, or null when some do not decode. */
export function tryStrict(bytes, encoding) {
  // told without a decoder's throw where it can be (an exception costs more than the reading:
  // every Chinese and Korean file is tried as UTF-8 first)
  if (encoding === 'utf-8' ? !isUtf8(bytes) : encoding === 'euc-kr' && !cp949Shaped(bytes)) return null;
  try {
    return encoding === 'euc-kr' ? decodeKorean(bytes) : decoder(encoding, true).decode(bytes);
  } catch {
    return null;
  }
}

/** Bytes (Uint8Array | ArrayBuffer | view) as a Uint8Array. Throws RecordError. */
export function bytesOf(input) {
  if (!(input instanceof ArrayBuffer) && !ArrayBuffer.isView(input)) {
    throw new RecordError('bad-input', 'records are read from a string, a Uint8Array or an ArrayBuffer');
  }
  try { // a view of the bytes, which cannot be made over a buffer transferred away (detached)
    return input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  } catch {
    throw new RecordError('bad-input', 'the bytes were transferred away (their ArrayBuffer is detached)');
  }
}
