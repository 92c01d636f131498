// decode.js — record bytes to text with the platform's TextDecoder (no hand-made tables).
//
// Order: a byte-order mark decides; else the bytes are read as strict UTF-8; else as GB18030
// (mainland Chinese), Big5 (traditional Chinese: Taiwan and Hong Kong archives) and EUC-KR/CP949
// (Korean), and the reading with more of its script's characters wins (GB18030 and Big5 told
// apart first, by those and by their codes in each one's block of frequent characters: see
// COMMON_BLOCK). `encoding` forces one.
// A file with undecodable bytes is still read in the encoding its other bytes are in: each line
// holding such bytes is read up to them, where a mark stands (markOf), and `bad` lists the byte
// offset of each, so that the reader can fail the one game they are in and read the others.

import { RecordError } from './errors.js';
import { named } from './named.js';
import { decodeCp949, decodeCp949Lossy } from './cp949.js';

const BOMS = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

// Names the README gives that are not TextDecoder labels, as the label it has for the same
// encoding (CP949 is the WHATWG euc-kr, labelled windows-949).
const ALIASES = { cp949: 'windows-949' };

// Characters that only a right guess produces: for Korean the piece, pass, formation and result
// syllables of janggi records; for Chinese the piece, direction and result characters of
// xiangqi records (simplified and traditional). Wrong guesses give other, random characters.
const HANGUL = /[졸병상마포차사장궁한초수쉼완승무부대국결과림회명일자]/g;
const XIANGQI = /[车車马馬炮砲相象仕士帅帥将將兵卒进進退平前后後红紅黑胜勝和负負局]/g;
const BAD_BYTE_COST = 32;
const EITHER = new RegExp(`${HANGUL.source}|${XIANGQI.source}`, 'g');

// GB18030 and Big5 each put the characters real text is mostly made of in one block of their
// two-byte codes, by the layout of the standards themselves (no table of characters): GB 2312's
// level 1 (一级汉字, rows 16-55: lead bytes 0xB0-0xD7, trail 0xA1-0xFE, 3,755 characters), which
// GBK and GB18030 keep as it is; and Big5's frequent characters (常用字, 0xA440-0xC67E, 5,401). A
// right reading has most of its characters there; the other reading of the same bytes has some,
// by the chance overlap of the two layouts: Big5's trail bytes 0x40-0x7E, 40% of its codes, are
// never GB 2312's, and its codes from lead 0xC7 on, and GB 2312's under lead 0xA4, are not Big5's
// frequent block. Names and titles count so, when a text has no move to count by its script.
const COMMON_BLOCK = {
  // and GBK's own first extension (GBK/3, lead bytes 0x81-0xA0: most traditional forms, 楊 吳),
  // which no Big5 character uses: a GBK file's traditional names count for it. (GBK/4, lead
  // 0xAA-0xFE with trail 0x40-0xA0, looks like Big5's frequent block and counts for neither.)
  gb18030: (lead, trail) => (lead >= 0xb0 && lead <= 0xd7 && trail >= 0xa1 && trail <= 0xfe) || (lead >= 0x81 && lead <= 0xa0),
  big5: (lead, trail) => (trail >= 0x40 && trail <= 0x7e) || (trail >= 0xa1 && trail <= 0xfe)
    ? (lead << 8 | trail) >= 0xa440 && (lead << 8 | trail) <= 0xc67e : false,
};
// a character of its script weighs this many of its block's: moves decide where there are some
const SCRIPT_WEIGHT = 2;

function bomOf(bytes) {
  for (const bom of BOMS) {
    if (bom.bytes.every((b, i) => bytes[i] === b)) return bom;
  }
  return null;
}

/** The platform's name for an encoding label (TextDecoder's labels, and CP949); a RecordError
 *  for one it does not know. */
function encodingOf(label) {
  const unknown = () => new RecordError('unknown-encoding', `unknown text encoding ${named(label)}`);
  if (typeof label !== 'string') throw unknown(); // an object's String() ran its code, or threw a TypeError
  const name = label.trim().toLowerCase();
  try {
    return new TextDecoder(ALIASES[name] ?? name).encoding;
  } catch {
    throw unknown();
  }
}

// A byte-order mark is dropped (or kept) by the code here, never by the decoder: lines are
// decoded one by one, and a mark that begins one (concatenated files) is text like any other.
// Made once each: a file with bad bytes is decoded a line at a time.
const decoders = new Map();
function decoder(encoding, fatal) {
  const key = `${encoding} ${fatal}`;
  if (!decoders.has(key)) decoders.set(key, new TextDecoder(encoding, { fatal, ignoreBOM: true }));
  return decoders.get(key);
}

/** Offset of the first undecodable sequence: where the longest prefix that streams cleanly
 *  stops, moved back to the start of the character it stopped in. */
function badOffset(bytes, encoding) {
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
function decodeStrict(bytes, encoding) {
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
function decodeLossy(bytes, encoding) {
  if (encoding === 'euc-kr') return decodeCp949Lossy(bytes.filter((b) => b !== 0xff), decoder(encoding, false));
  return decoder(encoding, false).decode(bytes);
}

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
 *  inside a character; old Mac files end lines with 13 alone): a line is read up to its first
 *  undecodable sequence, then its mark, then the rest as the platform reads it. Offsets in `bad`
 *  count from `start`. */
function readLines(bytes, encoding, start) {
  let text = '';
  const bad = [];
  for (let from = 0; from < bytes.length;) {
    let to = from;
    while (to < bytes.length && bytes[to] !== 10 && bytes[to] !== 13) to++;
    if (to < bytes.length) to++;
    const line = bytes.subarray(from, to);
    try {
      text += decodeStrict(line, encoding);
    } catch ({ offset }) {
      if (bad.length === MARKS) throw undecodable(start + from + offset, encoding); // not text in any sense
      text += decodeStrict(line.subarray(0, offset), encoding) + markOf(bad.length) + decodeLossy(line.subarray(offset + 1), encoding);
      bad.push(start + from + offset);
    }
    from = to;
  }
  return { text, encoding, bad };
}

/** Bytes read in an encoding: { text, encoding, bad }. UTF-16 is not read by lines: there,
 *  undecodable bytes throw. */
function readAs(bytes, encoding, start = 0) {
  const text = tryStrict(bytes, encoding);
  if (text !== null) return { text, encoding, bad: [] };
  if (encoding.startsWith('utf-16')) throw undecodable(start + badOffset(bytes, encoding), encoding);
  return readLines(bytes, encoding, start);
}

/**
 * The encoding of bytes that carry no byte-order mark: UTF-8 if they all read so; else the
 * reading with the most characters of its script (GB18030 and Big5: xiangqi's; EUC-KR/CP949:
 * janggi's), less BAD_BYTE_COST for each byte a reading cannot decode, then a reading that decodes every byte, then the first listed. Big5 needs
 * some (Node's decoder lets bytes such as 0xFF through, where the others refuse them), and so
 * does Korean read without 0xFF bytes.
 */
export function detectEncoding(bytes) {
  // all of it UTF-8: the detector's answer whatever the other readings count (decide), without
  // making them (a megabyte of moves with a few Chinese names had cost 0.4 s)
  if (asciiOnly(bytes) || tryStrict(bytes, 'utf-8') !== null) return 'utf-8';
  const detector = new EncodingDetector();
  detector.feed(bytes);
  return detector.decide();
}

/**
 * detectEncoding for bytes that come in pieces (the CLI streams files too big to hold): push()
 * each, in order, then end() gives what detectEncoding gives for all of them at once. Pieces are
 * read cut after a byte below 0x30 (space, newline, punctuation), which no encoding read here has
 * inside a character or as a character's second byte: the decoders, strict or not, stand at the
 * start of a character there, and each piece reads as it does in the whole. Holds at most the
 * tail of a piece past its last such byte (up to MAX_CARRY).
 */
export class EncodingDetector {
  static MAX_CARRY = 1 << 20;

  constructor() {
    this.utf8 = true;        // every byte so far reads as UTF-8
    this.ff = false;         // a 0xFF byte was seen
    this.janggi = false;     // the text says "janggi" (a [Variant] tag): Korean, where nothing else tells
    this.candidates = [
      { encoding: 'utf-8', script: EITHER, strict: false, score: 0, bad: 0 },
      { encoding: 'gb18030', script: XIANGQI, strict: true, score: 0, bad: 0, common: 0 },
      { encoding: 'big5', script: XIANGQI, strict: true, score: 0, bad: 0, common: 0 },
      { encoding: 'euc-kr', script: HANGUL, strict: true, score: 0, bad: 0 },
    ];
    this.carry = null;
  }

  /** Takes the next bytes (copied where kept: the caller may reuse its buffer). */
  push(bytes) {
    let cut = bytes.length;
    while (cut > 0 && bytes[cut - 1] >= 0x30) cut--;
    if (cut === 0 && (this.carry?.length ?? 0) + bytes.length <= EncodingDetector.MAX_CARRY) {
      this.carry = this.carry ? concat(this.carry, bytes) : bytes.slice();
      return this;
    }
    if (cut === 0) cut = bytes.length; // no cut in a megabyte: not text; read as it comes
    const head = bytes.subarray(0, cut);
    this.feed(this.carry ? concat(this.carry, head) : head);
    this.carry = cut < bytes.length ? bytes.slice(cut) : null;
    return this;
  }

  /** The encoding of all the bytes pushed. */
  end() {
    if (this.carry) this.feed(this.carry);
    this.carry = null;
    return this.decide();
  }

  /** Reads bytes that end where a character may (see above) in each candidate encoding. */
  feed(bytes) {
    if (!this.janggi) this.janggi = saysJanggi(bytes);
    // ASCII reads the same in every candidate and counts nothing for any: nothing to learn (a
    // megabyte of ICCS moves had been decoded four times over, 0.4 s)
    if (asciiOnly(bytes)) return;
    const utf8 = this.utf8 ? tryStrict(bytes, 'utf-8') : null; // read as UTF-8 is its lossy reading too
    if (utf8 === null) this.utf8 = false;
    if (!this.ff && bytes.includes(0xff)) this.ff = true;
    for (const c of this.candidates) {
      const strict = c.strict ? tryStrict(bytes, c.encoding) : null;
      if (strict === null) c.strict = false;
      const text = strict ?? (c.encoding === 'utf-8' ? utf8 : null) ?? decodeLossy(bytes, c.encoding);
      c.score += count(text, c.script);
      // counted in the pieces that read strictly too (the private-use characters of GB18030's,
      // Big5's and EUC-KR's user-defined codes): once a later piece does not, the whole reading
      // is the lossy one, which detectEncoding counts them in (and a strict reading is the lossy
      // one where it holds)
      c.bad += countUnreadable(text);
      // full-width letters and digits (WXF as 象棋桥 writes it, Ｃ２＝５): both standards have them,
      // each at its own codes, so only the right reading gives them
      if (COMMON_BLOCK[c.encoding]) c.common += countCommon(bytes, c.encoding) + countFullWidth(text);
    }
  }

  decide() {
    if (this.utf8) return 'utf-8';
    // each byte a reading cannot decode costs it BAD_BYTE_COST characters of its script: a lossy
    // reading's stray syllables must not beat a clean one (CP949 read into a GB18030 file of ICCS
    // moves: 5 syllables, 1 bad byte, against 0), nor may one bad byte in a Korean archive hand
    // it to GB18030, which decodes almost any bytes (thousands of syllables against a few)
    //
    // GB18030 and Big5 are first told apart from each other, by their script's characters and
    // those of their block of frequent ones (COMMON_BLOCK): Big5 text whose only Chinese is its
    // names had read as GB18030, garbled, as had any with as many xiangqi characters read either
    // way. The one kept then stands against the others by its script alone (Korean text read as
    // GB18030 is all in GB 2312's level 1: Hangul's block), Big5 only with some evidence of its
    // own, a character of its script or of its block.
    const cost = (c) => (c.strict ? 0 : BAD_BYTE_COST * c.bad);
    const [gb, big5] = ['gb18030', 'big5'].map((e) => this.candidates.find((c) => c.encoding === e));
    const chinese = (c) => SCRIPT_WEIGHT * c.score + c.common - cost(c);
    const big5Wins = big5.score + big5.common >= 1 // Big5 needs some evidence of its own (below)
      && (chinese(big5) > chinese(gb) || (chinese(big5) === chinese(gb) && big5.strict && !gb.strict));
    const lost = big5Wins ? gb : big5;
    let best = 'utf-8', bestKey = [-Infinity, false];
    for (const c of this.candidates) {
      if (c === lost) continue;
      const evidence = c === big5 ? c.score + c.common : c.score;
      const least = c === big5 || (c.encoding === 'euc-kr' && this.ff) ? 1 : 0;
      // a janggi record whose only Korean is names (박지성) has no syllable GIB's words count, and
      // reads as GB 2312 too, byte for byte: its "janggi" settles a tie for Korean
      const key = [c.score - cost(c) + (this.janggi && c.encoding === 'euc-kr' ? 0.5 : 0), c.strict];
      if (evidence >= least && (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] && !bestKey[1]))) [best, bestKey] = [c.encoding, key];
    }
    return best;
  }
}

function asciiOnly(bytes) {
  let high = 0;
  for (let i = 0; i < bytes.length; i++) high |= bytes[i];
  return high < 0x80;
}

function concat(a, b) {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The text of bytes in an encoding, or null when some do not decode. */
function tryStrict(bytes, encoding) {
  try {
    return encoding === 'euc-kr' ? decodeKorean(bytes) : decoder(encoding, true).decode(bytes);
  } catch {
    return null;
  }
}

/** Whether bytes hold the word "janggi", in any case ("Janggi", "JANGGI"). */
function saysJanggi(bytes) {
  const word = [0x6a, 0x61, 0x6e, 0x67, 0x67, 0x69];
  for (let i = 0; i + word.length <= bytes.length; i++) {
    let k = 0;
    while (k < word.length && (bytes[i + k] | 0x20) === word[k]) k++;
    if (k === word.length) return true;
  }
  return false;
}

/** The number of two-byte codes of bytes read in an encoding (gb18030 or big5) that lie in its
 *  block of frequent characters (COMMON_BLOCK). The bytes start at a character (feed's pieces do). */
function countCommon(bytes, encoding) {
  const inBlock = COMMON_BLOCK[encoding];
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    if (lead < 0x81 || lead === 0xff || i + 1 === bytes.length) continue;
    const trail = bytes[i + 1];
    // GB18030's four-byte codes have a digit second; Big5 has none
    if (encoding === 'gb18030' && trail >= 0x30 && trail <= 0x39) { i += 3; continue; }
    if (inBlock(lead, trail)) n++;
    i++;
  }
  return n;
}

/** The number of full-width ASCII forms (U+FF01-U+FF5E: Ｃ２＝５) in a text. */
function countFullWidth(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xff01 && c <= 0xff5e) n++;
  }
  return n;
}

/** The number of characters of a script (one of the sets above) in a text. */
function count(text, re) {
  let table = scriptTables.get(re);
  if (!table) {
    table = new Uint8Array(0x10000);
    for (const ch of re.source.replace(/[[\]]/g, '').replace(/\|/g, '')) table[ch.charCodeAt(0)] = 1;
    scriptTables.set(re, table);
  }
  let n = 0;
  for (let i = 0; i < text.length; i++) n += table[text.charCodeAt(i)];
  return n;
}
const scriptTables = new Map();

/** Characters a lossy reading stands for bytes it could not read with: U+FFFD, and what the
 *  platform's EUC-KR lets through (C1 controls for 0x80-0x9F, private use for unassigned codes). */
function countUnreadable(text) {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd || (c >= 0x80 && c <= 0x9f) || (c >= 0xe000 && c <= 0xf8ff)) n++;
  }
  return n;
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

// Bytes no text record holds: the C0 controls other than tab, LF, FF, CR, ESC and 0x1A (DOS's end
// of file, which real archives carry), NUL among them. A text may have a few (a stray one, Word's
// vertical tab in a comment) and a run of NULs at its end (padding to a block); binary data has
// them everywhere: compressed bytes (an image, a zip or gzip file) are a tenth such bytes, a
// program's mostly NULs. Read as text, 5 MB of either had given hundreds of garbled "games"
// after seconds.
const CONTROL = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) CONTROL[b] = [9, 10, 12, 13, 26, 27].includes(b) ? 0 : 1;
const BINARY_SHARE = 5 / 100; // of the bytes before a closing run of NULs, beyond which they are binary data
const BINARY_LEAST = 3;       // and at least this many: a short text's stray control is text

/** What binary bytes most likely are, for the refusal to say what to do: a compressed file, or
 *  UTF-16 text without a byte-order mark, which is not told from binary data unasked (its ASCII is
 *  half NULs). Null when nothing is recognised. */
export function binaryKind(bytes) {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4) return 'zip';
  return utf16Order(bytes);
}

// Code units no text holds: C0 controls but tab, LF and CR, DEL and the C1 controls, surrogates
// (rare pairs aside) and private use, the noncharacters and specials at the end. Random bytes are
// one unit in eight of them; any script's text (Chinese, Korean, Thai, Vietnamese, Cyrillic ...)
// next to none.
const isTextUnit = (u) => (u >= 0x20 || u === 0x09 || u === 0x0a || u === 0x0d) && !(u >= 0x7f && u <= 0x9f)
  && !(u >= 0xd800 && u <= 0xf8ff) && u < 0xfff0;
// units a text has in its own byte order and not in the other: tab, LF, CR, space (swapped, they
// are U+0900, U+0A00, U+0D00, U+2000, which no record holds; CJK units swap into CJK, and U+3000,
// the full-width space, into the digit 0, so neither tells the order)
const ORDER_UNITS = [0x09, 0x0a, 0x0d, 0x20];

/** 'utf-16le' or 'utf-16be' when the bytes' start reads as text in that order (19 units in 20 or
 *  more are text's, and its spaces and line breaks are there and not in the other order), else null. */
function utf16Order(bytes) {
  const end = Math.min(bytes.length, 4096) & ~1;
  if (end < 64) return null; // a few units tell nothing: random bytes pass as often
  const le = { text: 0, order: 0 }, be = { text: 0, order: 0 };
  for (let i = 0; i < end; i += 2) {
    const a = bytes[i] | (bytes[i + 1] << 8), b = (bytes[i] << 8) | bytes[i + 1];
    if (a === 0) return null; // U+0000: no text has it
    if (isTextUnit(a)) le.text++;
    if (isTextUnit(b)) be.text++;
    if (ORDER_UNITS.includes(a)) le.order++;
    if (ORDER_UNITS.includes(b)) be.order++;
  }
  const [order, reading] = le.order > be.order ? ['utf-16le', le] : be.order > le.order ? ['utf-16be', be] : [null];
  return order && reading.text * 20 >= (end / 2) * 19 ? order : null;
}

/** What the bytes seem to be and what to do, in words (null: not told); `utf16Remedy(encoding)`
 *  says how to read UTF-16 where the caller reads it (an option, a command). */
export function binaryHint(bytes, utf16Remedy) {
  const kind = binaryKind(bytes);
  if (!kind) return null;
  return kind.startsWith('utf-16') ? `${BINARY_KINDS[kind]}: ${utf16Remedy(kind)}` : BINARY_KINDS[kind];
}

/** What to do with each kind binaryKind tells. */
const BINARY_KINDS = {
  gzip: 'gzip-compressed data: decompress it first, as gunzip does',
  zip: 'a zip archive: extract its files first',
  'utf-16le': 'UTF-16LE text without a byte-order mark, it seems',
  'utf-16be': 'UTF-16BE text without a byte-order mark, it seems',
};

/** RecordError 'binary-input' (as the CLI's for a NUL byte) for bytes that are binary data, not
 *  text (CONTROL): checked before they are decoded. UTF-16 (a byte-order mark or `encoding` says
 *  so) is text whatever its bytes; the binary records (XQF, CBR/CBL) are told before this. */
export function refuseBinary(input, encoding) {
  if (typeof input === 'string') return; // the caller's text
  const bytes = bytesOf(input);
  const told = encoding ? encodingOf(encoding) : bomOf(bytes)?.encoding;
  if (told?.startsWith('utf-16')) return;
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--; // padding, which the readers pass over
  const most = Math.max(BINARY_LEAST - 1, end * BINARY_SHARE);
  let n = 0, first = -1;
  for (let i = 0; i < end; i++) {
    if (!CONTROL[bytes[i]]) continue;
    if (first < 0) first = i;
    if (++n > most) {
      const hint = binaryHint(bytes, (kind) => `save it as UTF-8, or give its encoding ({ encoding: '${kind}' })`)
        ?? 'an image, an archive or a program; a record file is text, or XQF or 象棋桥 bytes';
      throw new RecordError('binary-input', `binary data, not text records: control bytes such as NUL, the first at offset ${first} (${hint})`, { offset: first });
    }
  }
}

/** Bytes (Uint8Array | ArrayBuffer | view) or a string to { text, encoding, bad }: `bad` the byte
 *  offsets of the undecodable sequences marked in the text (markIn). Throws RecordError. */
export function decodeRecordText(input, encoding) {
  if (typeof input === 'string') return { text: input.replace(/^\ufeff/, ''), encoding: 'string', bad: [] };
  const bytes = bytesOf(input);
  const bom = bomOf(bytes);
  const told = encoding ? encodingOf(encoding) : bom?.encoding;
  if (bom && bom.encoding === told) return readAs(bytes.subarray(bom.bytes.length), told, bom.bytes.length);
  return readAs(bytes, told ?? detectEncoding(bytes));
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

/** GBK two-byte codes by character, read off the platform's decoder (once, on first use): every
 *  lead 0x81-0xFE with every trail 0x40-0xFE, each pair decoded between newlines so that a pair
 *  the decoder refuses cannot shift the ones after it. */
let gbkCodes = null;
function gbkTable() {
  if (gbkCodes) return gbkCodes;
  const pairs = [];
  for (let lead = 0x81; lead <= 0xfe; lead++) for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) pairs.push(lead, trail, 0x0a);
  const texts = new TextDecoder('gbk').decode(new Uint8Array(pairs)).split('\n');
  gbkCodes = new Map();
  texts.forEach((text, i) => {
    if (text.length === 1 && text !== '\ufffd' && !gbkCodes.has(text)) gbkCodes.set(text, pairs[3 * i] << 8 | pairs[3 * i + 1]);
  });
  return gbkCodes;
}

/** Text as GBK bytes, at most `limit` of them (cut between characters); a character GBK lacks
 *  becomes '?'. */
export function encodeGbk(text, limit = Infinity) {
  const out = [];
  for (const ch of text) {
    const code = ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : gbkTable().get(ch) ?? 0x3f;
    const bytes = code > 0xff ? [code >> 8, code & 0xff] : [code];
    if (out.length + bytes.length > limit) break;
    out.push(...bytes);
  }
  return new Uint8Array(out);
}
