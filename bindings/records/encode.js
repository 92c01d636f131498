// encode.js — record text as the bytes of a local encoding, for the programs that read nothing
// else: GBK and GB18030 (Chinese Windows programs, XQF's strings), Big5 (Taiwan's and Hong Kong's),
// CP949 (Korean GIB programs), Thai's windows-874 and the other single-byte code pages, UTF-16.
// TextEncoder writes UTF-8 alone, and no table is made by hand: an encoding's codes are its
// platform decoder's, read backwards once, on first use.

import { RecordError } from './errors.js';
import { named } from './named.js';
import { encodingOf } from './text-decoders.js';
import { addedSyllableCodes } from './cp949.js';

// Two-byte encodings: the lead bytes read, in the order in which a character's first code is the
// one written (Big5 from 0xA1, as the WHATWG Big5 encoder: it writes no HKSCS code below it).
const LEADS = { gbk: [0x81, 0xfe], gb18030: [0x81, 0xfe], big5: [0xa1, 0xfe], 'euc-kr': [0x81, 0xfe] };
// Big5 has ten characters twice: the WHATWG Big5 encoder writes these six at their last code
// (十 and 卅 among the characters, A451 and A4CA, rather than among the symbols), the rest at their first.
const BIG5_LAST_CODES = '\u2550\u255e\u2561\u256a\u5341\u5345';
const NOT_WRITTEN = ['shift_jis', 'euc-jp', 'iso-2022-jp'];
const DISPLAY_NAMES = { 'euc-kr': 'CP949 (euc-kr)' }; // the WHATWG euc-kr is CP949, the name Korean users know
const BOMS = { 'utf-16le': [0xff, 0xfe], 'utf-16be': [0xfe, 0xff] };

/** Whether an encoding (the platform's name) is one XQF's texts are written in: GBK, as its
 *  readers read them (GB18030 is the same there). */
export const xqfEncoding = (encoding) => encoding === 'gbk' || encoding === 'gb18030';

/** The platform's name of an encoding records are written in; a RecordError otherwise. */
export function writtenEncoding(label) {
  const encoding = encodingOf(label);
  if (NOT_WRITTEN.includes(encoding)) {
    throw new RecordError('unknown-encoding', `records are not written in ${encoding}: give UTF-8, UTF-16, GBK, GB18030, Big5, CP949 or a single-byte code page`);
  }
  return encoding;
}

/** An encoding's codes, each a number whose bytes are the code's (one, two or four): `bmp` by
 *  UTF-16 unit for the basic plane (0: none yet), `others` by character. */
const tables = new Map();
function codesOf(encoding) {
  if (!tables.has(encoding)) {
    const bmp = new Uint32Array(0x10000), others = new Map();
    for (const [ch, code] of LEADS[encoding] ? twoByteCodes(encoding) : singleByteCodes(encoding)) {
      if (ch.length === 1) bmp[ch.charCodeAt(0)] = code;
      else others.set(ch, code);
    }
    tables.set(encoding, { bmp, others });
  }
  return tables.get(encoding);
}

/** Every lead with every trail 0x40-0xFE, each pair between newlines, so that a pair the decoder
 *  refuses (one replacement character, and the trail again when it is ASCII) shifts no other. */
function twoByteCodes(encoding) {
  const [first, last] = LEADS[encoding];
  const pairs = [];
  for (let lead = first; lead <= last; lead++) for (let trail = 0x40; trail <= 0xfe; trail++) pairs.push(lead, trail, 0x0a);
  const codes = decodedCodes(encoding, pairs, 3, encoding === 'big5' ? BIG5_LAST_CODES : '');
  // and the single bytes a two-byte encoding may have (GBK's 0x80, the euro sign); not those a
  // decoder passes through as C1 controls (Node's EUC-KR: they are lead bytes)
  for (const [ch, code] of singleByteCodes(encoding)) if (!codes.has(ch) && !/[\x80-\x9f]/.test(ch)) codes.set(ch, code);
  // CP949's syllables that KS X 1001 lacks, where the platform's euc-kr decoder lacks them too
  for (const [syllable, code] of addedSyllableCodes() ?? []) if (encoding === 'euc-kr' && !codes.has(syllable)) codes.set(syllable, code);
  return codes;
}

function singleByteCodes(encoding) {
  const bytes = [];
  for (let byte = 0x80; byte <= 0xff; byte++) bytes.push(byte, 0x0a);
  return decodedCodes(encoding, bytes, 2);
}

/** Codes of `width` bytes (the last a newline) decoded: the character each stands for alone, at
 *  its first code, or its last for the characters of `lastWritten`. */
function decodedCodes(encoding, bytes, width, lastWritten = '') {
  const codes = new Map();
  new TextDecoder(encoding).decode(new Uint8Array(bytes)).split('\n').forEach((text, i) => {
    if (i * width >= bytes.length || text === '\ufffd' || text.length !== 1 + (text.codePointAt(0) > 0xffff)) return;
    if (codes.has(text) && !lastWritten.includes(text)) return;
    let code = 0;
    for (let k = 0; k < width - 1; k++) code = code * 256 + bytes[i * width + k];
    codes.set(text, code);
  });
  return codes;
}

/** GB18030's four-byte codes, which hold every character GBK's two bytes do not: those of the
 *  basic plane read off the decoder (81 30 81 30 to 84 39 FE 39), the others in code point order
 *  from 90 30 81 30 (the standard's rule), each checked by decoding it back. */
let fourByteCodes = null;
function gb18030FourByteCode(ch) {
  const cp = ch.codePointAt(0);
  if (cp > 0xffff) {
    let pointer = cp - 0x10000 + 189000; // the four-byte codes before U+10000's
    const bytes = [0x81 + Math.floor(pointer / 12600), 0x30 + Math.floor((pointer %= 12600) / 1260), 0x81 + Math.floor((pointer %= 1260) / 10), 0x30 + pointer % 10];
    return new TextDecoder('gb18030').decode(new Uint8Array(bytes)) === ch ? bytes.reduce((code, b) => code * 256 + b, 0) : undefined;
  }
  if (!fourByteCodes) {
    const quads = [];
    for (let b1 = 0x81; b1 <= 0x84; b1++) for (let b2 = 0x30; b2 <= 0x39; b2++) for (let b3 = 0x81; b3 <= 0xfe; b3++) for (let b4 = 0x30; b4 <= 0x39; b4++) quads.push(b1, b2, b3, b4, 0x0a);
    fourByteCodes = decodedCodes('gb18030', quads, 5);
  }
  return fourByteCodes.get(ch);
}

/** The text in the encoding: UTF-8 without, UTF-16 with a byte-order mark (its readers' sign of
 *  it). A character the encoding lacks is written as `replacement`, or throws 'unencodable-text'
 *  naming it and its place; `limit` cuts the bytes between characters (XQF's fixed fields). */
export function encodeText(text, label, { replacement, limit = Infinity } = {}) {
  const encoding = writtenEncoding(label);
  if (replacement !== undefined && typeof replacement !== 'string') throw new RecordError('bad-input', `a replacement is a text, not ${named(replacement)}`);
  if (encoding === 'utf-8') return new TextEncoder().encode(text);
  if (BOMS[encoding]) {
    const out = new Uint8Array(2 + 2 * text.length), little = encoding === 'utf-16le';
    out.set(BOMS[encoding]);
    for (let i = 0; i < text.length; i++) {
      let unit = text.charCodeAt(i);
      // half a surrogate pair alone is U+FFFD, as TextEncoder writes it in UTF-8: written as it
      // was, the record's own reader refused the bytes as no UTF-16 (undecodable)
      const paired = (unit & 0xfc00) === 0xd800 ? (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00 : (text.charCodeAt(i - 1) & 0xfc00) === 0xd800;
      if ((unit & 0xf800) === 0xd800 && !paired) unit = 0xfffd;
      out[2 + 2 * i + (little ? 0 : 1)] = unit & 0xff;
      out[2 + 2 * i + (little ? 1 : 0)] = unit >> 8;
    }
    return out;
  }
  const { bmp, others } = codesOf(encoding);
  const replacementBytes = replacement === undefined ? null : replacementOf(replacement, encoding);
  let out = new Uint8Array(2 * text.length + 16), length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00; // NaN past the end
    let code = unit < 0x80 ? unit : pair ? others.get(text.slice(i, i + 2)) : bmp[unit] || undefined;
    if (code === undefined && encoding === 'gb18030') {
      code = gb18030FourByteCode(String.fromCodePoint(text.codePointAt(i)));
      if (code !== undefined && !pair) bmp[unit] = code;
    }
    if (code === undefined && !replacementBytes) throw unencodable(text, i, String.fromCodePoint(text.codePointAt(i)), encoding);
    const size = code === undefined ? replacementBytes.length : code > 0xffffff ? 4 : code > 0xff ? 2 : 1;
    if (length + size > limit) break;
    if (length + size > out.length) out = grown(out, length + size);
    if (code === undefined) out.set(replacementBytes, length);
    else for (let k = size - 1; k >= 0; k--, code = Math.floor(code / 256)) out[length + k] = code & 0xff;
    length += size;
    if (pair) i++;
  }
  return out.slice(0, length);
}

function replacementOf(replacement, encoding) {
  try {
    return encodeText(replacement, encoding);
  } catch (e) {
    if (e?.code !== 'unencodable-text') throw e;
    throw new RecordError(e.code, `the replacement ${named(replacement)} ${noCodeIn(encoding)}`);
  }
}

const noCodeIn = (encoding) => `has no code in ${DISPLAY_NAMES[encoding] ?? encoding}`;

function grown(bytes, needed) {
  const out = new Uint8Array(Math.max(needed, 2 * bytes.length));
  out.set(bytes);
  return out;
}

function unencodable(text, at, ch, encoding) {
  const before = text.slice(0, at);
  const line = before.split('\n').length, column = at - before.lastIndexOf('\n');
  const codePoint = `U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return Object.assign(new RecordError('unencodable-text',
    `'${ch}' (${codePoint}) at line ${line}, column ${column} ${noCodeIn(encoding)}: write UTF-8, or give a replacement (such as '?')`),
  { text: ch, encoding, line, column });
}
