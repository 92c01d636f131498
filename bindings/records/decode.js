// decode.js — record bytes to text with the platform's TextDecoder (no hand-made tables).
//
// Order: a byte-order mark decides; else the bytes are read as strict UTF-8; else as GB18030
// (mainland Chinese), Big5 (traditional Chinese: Taiwan and Hong Kong archives) and EUC-KR/CP949
// (Korean), and the reading with more of its script's characters wins. `encoding` forces one.
// Undecodable bytes raise RecordError('undecodable') naming the byte offset of the first bad
// sequence.

import { RecordError } from './errors.js';
import { decodeCp949 } from './cp949.js';

const BOMS = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

// Characters that only a right guess produces: for Korean the piece, pass, formation and result
// syllables of janggi records; for Chinese the piece, direction and result characters of
// xiangqi records (simplified and traditional). Wrong guesses give other, random characters.
const HANGUL = /[졸병상마포차사장궁한초수쉼완승무부대국결과림회명일자]/g;
const XIANGQI = /[车車马馬炮砲相象仕士帅帥将將兵卒进進退平前后後红紅黑胜勝和负負局]/g;

function bomOf(bytes) {
  for (const bom of BOMS) {
    if (bom.bytes.every((b, i) => bytes[i] === b)) return bom;
  }
  return null;
}

function strictDecoder(encoding) {
  try {
    return new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new RecordError('unknown-encoding', `unknown text encoding ${JSON.stringify(String(encoding))}`);
  }
}

function tryDecode(bytes, encoding) {
  try {
    const decoder = strictDecoder(encoding);
    return decoder.encoding === 'euc-kr' ? decodeCp949(bytes) : decoder.decode(bytes);
  } catch (error) {
    if (error instanceof RecordError) throw error;
    return null;
  }
}

/** Offset of the first byte the decoder refuses: the longest prefix that streams cleanly. */
function badOffset(bytes, encoding) {
  let lo = 0, hi = bytes.length;             // prefix lo decodes; prefix hi does not
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    try {
      strictDecoder(encoding).decode(bytes.subarray(0, mid), { stream: true });
      lo = mid;
    } catch {
      hi = mid;
    }
  }
  return lo;
}

function undecodable(bytes, encoding, start = 0) {
  const at = start + (strictDecoder(encoding).encoding === 'euc-kr' ? cp949Offset(bytes.subarray(start)) : badOffset(bytes.subarray(start), encoding));
  return new RecordError('undecodable',
    `the bytes at offset ${at} are not ${encoding} text`, { offset: at, encoding });
}

function cp949Offset(bytes) {
  try {
    decodeCp949(bytes);
    return 0;
  } catch (e) {
    return e.offset >= 0 ? e.offset : badOffset(bytes, 'euc-kr'); // the platform's own CP949 refused it
  }
}

function count(text, re) {
  return (text.match(re) ?? []).length;
}

/** Bytes (Uint8Array | ArrayBuffer | view) as a Uint8Array. Throws RecordError. */
export function bytesOf(input) {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  throw new RecordError('bad-input', 'records are read from a string, a Uint8Array or an ArrayBuffer');
}

/** Bytes (Uint8Array | ArrayBuffer | view) or a string to { text, encoding }. Throws RecordError. */
export function decodeRecordText(input, encoding) {
  if (typeof input === 'string') return { text: input.replace(/^\ufeff/, ''), encoding: 'string' };
  const bytes = bytesOf(input);

  if (encoding) {
    const name = String(encoding).toLowerCase();
    const bom = bomOf(bytes);
    const start = bom && bom.encoding === name.replace(/^utf8$/, 'utf-8') ? bom.bytes.length : 0;
    const text = tryDecode(bytes.subarray(start), name);
    if (text === null) throw undecodable(bytes, name, start);
    return { text, encoding: name };
  }
  const bom = bomOf(bytes);
  if (bom) {
    const body = bytes.subarray(bom.bytes.length);
    const text = tryDecode(body, bom.encoding);
    if (text === null) throw undecodable(bytes, bom.encoding, bom.bytes.length);
    return { text, encoding: bom.encoding };
  }
  const utf8 = tryDecode(bytes, 'utf-8');
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };

  // GIB files from Korean sites carry stray 0xFF bytes, never valid in EUC-KR/CP949 (ladofa/janggi's
  // python_tf/gibo.py drops them before decoding): read without them when that gives Korean text.
  let korean = tryDecode(bytes, 'euc-kr');
  if (korean === null && bytes.includes(0xff)) {
    const stripped = tryDecode(bytes.filter((b) => b !== 0xff), 'euc-kr');
    if (stripped !== null && count(stripped, HANGUL) > 0) korean = stripped;
  }
  // GB18030 decodes almost any bytes, Big5 text too (into other characters): both are read, and
  // the one with more xiangqi characters is the right guess; a tie keeps GB18030. Big5 counts only
  // with some (Node's decoder lets bytes such as 0xFF through, where the others refuse them).
  const readings = [
    { encoding: 'gb18030', text: tryDecode(bytes, 'gb18030'), script: XIANGQI, least: 0 },
    { encoding: 'big5', text: tryDecode(bytes, 'big5'), script: XIANGQI, least: 1 },
    { encoding: 'euc-kr', text: korean, script: HANGUL, least: 0 },
  ];
  let best = null, bestScore = -1;
  for (const r of readings) {
    const score = r.text === null ? -1 : count(r.text, r.script);
    if (score >= r.least && score > bestScore) [best, bestScore] = [r, score];
  }
  if (!best) throw undecodable(bytes, 'utf-8');
  return { text: best.text, encoding: best.encoding };
}

/** Texts kept apart in a binary record (XQF's strings and comments), decoded in the one encoding
 *  that all of them together are told to be in (a newline between them while telling it). */
export function decodePieces(pieces, encoding) {
  const joined = new Uint8Array(pieces.reduce((n, p) => n + p.length + 1, 0));
  let at = 0;
  for (const p of pieces) { joined.set(p, at); at += p.length + 1; joined[at - 1] = 10; }
  let told;
  try {
    told = decodeRecordText(joined, encoding).encoding;
  } catch (e) {
    // a broken byte in a comment (a GBK character cut in two) does not lose the game: the texts
    // are not its moves; read as GB18030, XQF's, with U+FFFD for what is broken
    if (encoding || e?.code !== 'undecodable') throw e;
    told = 'gb18030';
  }
  const decoder = new TextDecoder(told);
  return pieces.map((p) => decoder.decode(p));
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
