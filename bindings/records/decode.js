// decode.js — record bytes to text with the platform's TextDecoder (no hand-made tables).
//
// Order: a byte-order mark decides; else the bytes are read as strict UTF-8; else as GB18030
// (mainland Chinese), Big5 (traditional Chinese: Taiwan and Hong Kong archives) and EUC-KR/CP949
// (Korean), and the reading with more of its script's characters wins (GB18030 and Big5 told
// apart first, by those and by their codes in each one's block of frequent characters: see
// COMMON_BLOCK). `encoding` forces one.
// A file with undecodable bytes is still read in the encoding its other bytes are in: each line
// holding such bytes is read up to them, where a mark stands (markOf), and `bad` lists the byte
// offset of each, so that the reader can fail the one game they are in and read the others. Files
// in two encodings joined with cat (UTF-8 and GBK, say) are read as each alone (readLines).

import { RecordError } from './errors.js';
import { badOffset, bomOf, bytesOf, decodeLossy, decoder, decodeStrict, encodingOf, tryStrict } from './text-decoders.js';
import { asciiOnly, detectEncoding, detectAndRead } from './detect.js';

// An undecodable sequence stands in the text as two lone low surrogates, which no decoder ever
// produces: wherever a reader keeps it (a tag value, a move, a comment), it is found again, and
// the two number it (bad[n]).
const MARKS = 1 << 20;
const MARK = /[\udc00-\udfff]{2}/u;
const MARK_ALL = /[\udc00-\udfff]{2}/gu;
const markOf = (n) => String.fromCharCode(0xdc00 + (n >> 10), 0xdc00 + (n & 0x3ff));

/** The number of the first undecodable sequence marked in a text, or -1. */
export function markIn(text) {
  const m = MARK.exec(text);
  return m ? (m[0].charCodeAt(0) - 0xdc00) << 10 | (m[0].charCodeAt(1) - 0xdc00) : -1;
}

/** The text with its marks as U+FFFD, as the platform shows what it cannot read. */
export const unmarked = (text) => text.replace(MARK_ALL, '\ufffd');

/** The RecordError of undecodable bytes at a byte offset of the input. */
export function undecodable(offset, encoding) {
  return new RecordError('undecodable', `the bytes at offset ${offset} are not ${encoding} text`, { offset, encoding });
}

/** Bytes that do not all decode, read line by line (no encoding read here has a byte 10 or 13
 *  inside a character; old Mac files end lines with 13 alone). Files in two encodings joined with
 *  cat: in a UTF-8 file, the lines that are not UTF-8 are read in the encoding they are told to
 *  be in together; in a file of another encoding that has a line of UTF-8 it cannot read, every
 *  line of UTF-8 but ASCII is read as UTF-8 (GB18030 reads almost any bytes, UTF-8's too, as
 *  other characters). A line that still does not decode is read up to its first undecodable
 *  sequence, then its mark, then the rest as the platform reads it. Offsets in `bad` count
 *  from `start`. */
function readLines(bytes, encoding, start, mixed) {
  const lines = [];
  for (let from = 0; from < bytes.length;) {
    let to = from;
    while (to < bytes.length && bytes[to] !== 10 && bytes[to] !== 13) to++;
    if (to < bytes.length) to++;
    lines.push(bytes.subarray(from, to));
    from = to;
  }
  const texts = lines.map((line) => tryStrict(line, encoding));
  const other = mixed ? otherReading(lines, texts, encoding) : null; // not in an encoding the caller gave
  let text = '', at = 0;
  const bad = [];
  lines.forEach((line, i) => {
    const read = texts[i] ?? (other && tryStrict(line, other));
    if (read !== null) text += read;
    else {
      let offset = 0;
      try { decodeStrict(line, encoding); } catch (e) { offset = e.offset; }
      if (bad.length === MARKS) throw undecodable(start + at + offset, encoding); // not text in any sense
      text += decodeStrict(line.subarray(0, offset), encoding) + markOf(bad.length) + decodeLossy(line.subarray(offset + 1), encoding);
      bad.push(start + at + offset);
    }
    at += line.length;
  });
  return { text, encoding, bad };
}

/** The encoding the lines that `texts` (their readings in `encoding`) lacks are in, or null. In a
 *  file of another encoding than UTF-8 with such a line of UTF-8, UTF-8, and the lines of UTF-8
 *  it read are then read again as UTF-8 in `texts`. */
function otherReading(lines, texts, encoding) {
  const unread = lines.filter((_, i) => texts[i] === null);
  if (encoding === 'utf-8') return otherEncoding(unread);
  if (!unread.some((line) => tryStrict(line, 'utf-8') !== null)) return null;
  lines.forEach((line, i) => { if (texts[i] !== null && !asciiOnly(line)) texts[i] = tryStrict(line, 'utf-8') ?? texts[i]; });
  return 'utf-8';
}

/** The encoding other than UTF-8 that lines are in together, or null: null too for fewer than
 *  OTHER_LEAST bytes that are not ASCII, or lines whose bytes that are not ASCII are UTF-8's for
 *  half or more, a damaged UTF-8 file's (a stray byte before a letter reads as a GBK character,
 *  and a line of Chinese with a stray byte in it as GBK throughout), which stay undecodable
 *  there, whether the lines are a whole file's (readRecords) or a game's (streamRecords). */
function otherEncoding(lines) {
  const joined = new Uint8Array(lines.reduce((n, l) => n + l.length, 0));
  let at = 0, high = 0;
  for (const l of lines) { joined.set(l, at); at += l.length; }
  for (const b of joined) if (b >= 0x80) high++;
  if (high < OTHER_LEAST || 2 * utf8Bytes(joined) >= high) return null;
  const told = detectEncoding(joined);
  return told === 'utf-8' ? null : told;
}
const OTHER_LEAST = 16; // eight Chinese or Korean characters: a game's tags alone hold more

/** How many of the bytes that are not ASCII are in characters that read as UTF-8. */
function utf8Bytes(bytes) {
  let n = 0;
  for (const ch of decodeLossy(bytes, 'utf-8')) {
    const c = ch.codePointAt(0);
    if (c >= 0x80 && c !== 0xfffd) n += c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** Bytes read in an encoding: { text, encoding, bad }. UTF-16 is not read by lines: there,
 *  undecodable bytes throw. */
function readAs(bytes, encoding, start, mixed) {
  const text = tryStrict(bytes, encoding);
  if (text !== null) return { text, encoding, bad: [] };
  if (encoding.startsWith('utf-16')) throw undecodable(start + badOffset(bytes, encoding), encoding);
  return readLines(bytes, encoding, start, mixed);
}

/** Bytes (Uint8Array | ArrayBuffer | view) or a string to { text, encoding, bad }: `bad` the byte
 *  offsets of the undecodable sequences marked in the text (markIn). `mixed`: lines in another
 *  encoding are read in theirs (readLines), as when the encoding is told here, not given by the
 *  caller (the CLI gives each game the encoding it told of the file). Throws RecordError. */
export function decodeRecordText(input, encoding, mixed = !encoding) {
  if (typeof input === 'string') return { text: input.replace(/^\ufeff/, ''), encoding: 'string', bad: [] };
  const bytes = bytesOf(input);
  const bom = bomOf(bytes);
  const told = encoding ? encodingOf(encoding) : bom?.encoding;
  if (bom && bom.encoding === told) return readAs(bytes.subarray(bom.bytes.length), told, bom.bytes.length, mixed);
  if (told) return readAs(bytes, told, 0, mixed);
  const detected = detectAndRead(bytes); // its strict reading, if telling made one, is readAs' own
  if (detected.text !== null) return { text: detected.text, encoding: detected.encoding, bad: [] };
  return readAs(bytes, detected.encoding, 0, mixed);
}

/** Texts kept apart in a binary record (XQF's strings and comments), decoded in the one encoding
 *  that all of them together are told to be in (a newline between them while telling it). */
export function decodePieces(pieces, encoding) {
  const joined = new Uint8Array(pieces.reduce((n, p) => n + p.length + 1, 0));
  let at = 0;
  for (const p of pieces) { joined.set(p, at); at += p.length + 1; joined[at - 1] = 10; }
  let { encoding: told, bad } = decodeRecordText(joined, encoding);
  if (bad.length && encoding) throw undecodable(bad[0], told);
  // a broken byte in a comment (a GBK character cut in two) does not lose the game: the texts
  // are not its moves; read as GB18030, XQF's, with U+FFFD for what is broken
  if (bad.length) told = 'gb18030';
  const lossy = decoder(told, false);
  return pieces.map((p) => lossy.decode(p));
}
