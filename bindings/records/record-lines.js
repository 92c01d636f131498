// record-lines.js — what one line of a record file says, read as bytes, for the splitter
// (split.js) to find where each game starts and ends: tag pairs, results, comments and
// variations left open (record-marks.js: the records read whole). Bytes, not text: a file's
// encoding is told only once its games are read. Plain Uint8Arrays (bytes.js): the CLI and
// streamRecords split with the same code.

import { bytesAt, isUtf8 } from './bytes.js';
import { mayEndResultWord, resultOfWord } from './results.js';

export const NL = 10; // a line feed

export const SPACE = new Set([32, 9, 13, 0xa0]); // the spaces a line's words are cut at

/** Where a line's text starts: past spaces, and past what readRecords passes over before a
 *  line's first token: DOS end-of-file marks (0x1A), the stray 0xFF bytes of Korean sites' GIB
 *  files (and U+F8F7, as Windows decodes them), and byte-order marks (a file's start, or files concatenated). */
export function lineStart(line) {
  let i = 0;
  for (;;) {
    if (SPACE.has(line[i]) || line[i] === 0x1a || line[i] === 0xff) i++;
    else if (line[i] === 0xef && line[i + 1] === 0xbb && line[i + 2] === 0xbf) i += 3;
    // U+F8F7 (pgn-words.js FILE_MARKS) where the line is UTF-8: in a GB18030 or CP949 text the
    // same bytes are other characters, which readRecords reads as such
    else if (line[i] === 0xef && line[i + 1] === 0xa3 && line[i + 2] === 0xb7 && isUtf8(line)) i += 3;
    else if (line[i] === 0x84 && line[i + 1] === 0x31 && line[i + 2] === 0x95 && line[i + 3] === 0x33) i += 4; // GB18030's
    else return i;
  }
}

/** True when the line (from `at`) opens with a PGN tag pair, [Name "…: readRecords ends a "{"
 *  comment that reaches one unclosed (pgn-words.js, TAG_LINE). */
export function opensTagPair(line, at) {
  if (line[at] !== 91 /* [ */) return false;
  let k = at + 1;
  while (line[k] === 32 || line[k] === 9) k++;
  const name = k;
  while (k < line.length && !NAME_END.has(line[k])) k++;
  if (k === name) return false;
  while (line[k] === 32 || line[k] === 9) k++;
  return line[k] === 34; // "
}
const NAME_END = new Set([...' \t\r\n"[]'].map((ch) => ch.charCodeAt(0)));

/** True when the line (from `at`) is a tag pair line whose value a line break cuts: [Name "…
 *  with no '"' nor ']' after the value's quote (pgn-words.js BROKEN_TAG_HEAD; a two-byte
 *  character's second byte skipped, as scanLine does). */
export function opensBrokenTag(line, at) {
  if (!opensTagPair(line, at)) return false;
  const twoByte = !isUtf8(line);
  for (let k = line.indexOf(34 /* " */, at) + 1; k < line.length && line[k] !== NL && line[k] !== 13; k++) {
    if (line[k] === 34 || line[k] === 93 /* ] */) return false;
    if (twoByte && line[k] >= 0x81) k++;
  }
  return true;
}

/** True when the line closes such a value, as readRecords joins it to the tag (pgn.js,
 *  BROKEN_TAG_TAIL): the value's rest without '"', '[' or ']', then '"]' ending the line. */
export function closesBrokenTag(line) {
  const twoByte = !isUtf8(line);
  let k = 0;
  for (; k < line.length && line[k] !== 34; k++) {
    if (line[k] === 91 || line[k] === 93 || line[k] === NL || line[k] === 13) return false;
    if (twoByte && line[k] >= 0x81) k++;
  }
  if (line[k++] !== 34) return false;
  while (line[k] === 32 || line[k] === 9) k++;
  if (line[k++] !== 93) return false;
  while (line[k] === 32 || line[k] === 9) k++;
  return k >= line.length || line[k] === NL || line[k] === 13;
}

/** True when the line (from `at`) is a rule of 16 "-" or more alone: XQStudio's, above the
 *  header of its text and below it (dpxq.js, RULE). */
export function isRule(line, at) {
  let k = at;
  while (line[k] === 45 /* - */) k++;
  while (SPACE.has(line[k])) k++;
  return k - at >= 16 && (k === line.length || line[k] === NL);
}

/** True when the line (from `at`) opens with a word of three or more "=": the line XQ Wizard
 *  (xqbase.com) writes between a game and its site's notice, which readRecords passes over to
 *  the next tag pair line ("{" and "[" in the notice are its text). */
export function opensTrailer(line, at) {
  let k = at;
  while (line[k] === 61 /* = */) k++;
  return k - at >= 3 && (k === line.length || SPACE.has(line[k]) || line[k] === NL);
}
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*', '½-½'].map((r) => new TextEncoder().encode(r));

/** True when a line (no newline) ends with a result token standing alone, or with a result word
 *  (红胜, 和棋, 초 완승, Đỏ thắng, Hòa: results.js) in UTF-8, as readRecords ends a game there. */
export function endsWithResult(line) {
  let end = line.length;
  while (end > 0 && SPACE.has(line[end - 1])) end--;
  for (const r of RESULTS) {
    const start = end - r.length;
    if (start < 0 || (start > 0 && !SPACE.has(line[start - 1]) && line[start - 1] !== 41 /* ) */)) continue;
    if (bytesAt(line, start, r)) return true;
  }
  return endsWithResultWord(line, end);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The code point whose UTF-8 bytes end at `end`, read back by hand (every line of a Chinese file
 *  asks: a decoder's call each had cost the stream 10%); -1 when the bytes are not UTF-8. */
function lastCodePoint(line, end) {
  let first = end - 1;
  while (first > 0 && end - first < 4 && (line[first] & 0xc0) === 0x80) first--;
  const lead = line[first], extra = end - first - 1;
  if (extra === 0) return lead < 0x80 ? lead : -1;
  const bits = extra === 1 ? 0xe0 : extra === 2 ? 0xf0 : 0xf8;
  if ((lead & bits) !== ((bits << 1) & 0xff)) return -1;
  let cp = lead & (0x7f >> (extra + 1));
  for (let k = first + 1; k < end; k++) cp = (cp << 6) | (line[k] & 0x3f);
  return cp;
}
const WORD_BYTES = 40; // the longest result word's, with its side: '한 접속 끊김 패' is 20

/** The line's text up to `end` ends with a result word: its last character first (a move's never
 *  is one a result word ends with), then its last words, one to four ('红胜', '초 완승',
 *  'Xanh thắng', '한 접속 끊김 패'). */
function endsWithResultWord(line, end) {
  // not UTF-8: -1 (the splitter asks a file in GBK, Big5 or CP949 itself: split.js)
  if (end === 0 || !mayEndResultWord(lastCodePoint(line, end))) return false;
  let start = Math.max(0, end - WORD_BYTES);
  while (start < end && (line[start] & 0xc0) === 0x80) start++; // not inside a character
  let text;
  try {
    text = UTF8.decode(line.subarray(start, end));
  } catch {
    return false;
  }
  return textEndsWithResultWord(text);
}

const closesMore = (text) => (text.match(/[)）]/g)?.length ?? 0) > (text.match(/[(（]/g)?.length ?? 0);

/** A line's text (decoded) ends with a result word: its last one to four words. */
export function textEndsWithResultWord(text) {
  const words = text.trimEnd().split(/[ \t\u3000\u00a0]+/);
  for (let n = 1; n <= Math.min(words.length, 4); n++) {
    const tail = words.slice(-n).join(' ');
    // a variation's end, a ')' closing a '(' before the result ('(2.马二进三 … 红胜)'), as
    // readRecords reads it: not the game's ('(红胜)' and '红方胜（绝杀）' are)
    if (resultOfWord(tail) === null || closesMore(tail)) continue;
    // after a label it is a header's field (dpxq.com's '结果: 黑方胜', its game's result), not an end
    return !/[:：]$/.test(words.at(-n - 1) ?? '');
  }
  return false;
}

// '、' or '．' after a move number (1、炮二平五, 1．炮二平五), and '…' after it or its dot (Black's
// move: 1…马８进７), in UTF-8 and in the two-byte encodings (GBK and CP949's A1A2, A3AE and
// A1AD/A1A6, Big5's A142, A144 and A14B)
const NUMBER_MARKS = [[0xe3, 0x80, 0x81], [0xa1, 0xa2], [0xa1, 0x42], [0xef, 0xbc, 0x8e], [0xa3, 0xae], [0xa1, 0x44]].map((b) => Uint8Array.from(b));
const ELLIPSES = [[0xe2, 0x80, 0xa6], [0xa1, 0xad], [0xa1, 0xa6], [0xa1, 0x4b]].map((b) => Uint8Array.from(b));
const markAt = (line, k, marks) => marks.find((m) => bytesAt(line, k, m))?.length ?? 0;

/** True when the line (from `at`, past its spaces: lineStart) opens with White's (Red's, Cho's)
 *  first move number, '1.', '1、', '1．', '1 .' or '1)', not Black's ('1...', '1…', '1. ...'): a move
 *  list that starts again there after a line of its game that opened so is the next game, as
 *  readRecords reads it (pgn-games.js, firstNumber). */
export function opensFirstMove(line, at) {
  const end = firstNumberEnd(line, at);
  if (end < 0) return false;
  const k = afterFirstNumber(line, at);
  return line[end - 1] === 41 /* '1)' */ || (line[k] !== 46 && !markAt(line, k, ELLIPSES));
}

/** Where a first move number at `at` ends (past its '.', ')' or mark), or -1. */
function firstNumberEnd(line, at) {
  if (line[at] !== 49 /* 1 */) return -1;
  let k = at + 1;
  while (line[k] === 32 || line[k] === 9) k++;
  if (line[k] === 46 /* . */ || line[k] === 41 /* ) */) return k + 1;
  const mark = markAt(line, k, NUMBER_MARKS);
  return mark ? k + mark : -1;
}

/** Where the text after a first move number at `at` starts (past its spaces), or -1. */
function afterFirstNumber(line, at) {
  let k = firstNumberEnd(line, at);
  if (k >= 0) while (line[k] === 32 || line[k] === 9) k++;
  return k;
}

/** True when a first move number at `at` is padded to a column: a tab or two spaces after it
 *  ('1.\t\t馬8进7', '1.      马８进７'), as a layout of a move a line writes Black's under it. */
export function paddedFirstNumber(line, at) {
  const end = firstNumberEnd(line, at);
  return end >= 0 && isPadding(line[end], line[end + 1]);
}
/** Whether the two code units (bytes) after a move number open padding: a tab, or two spaces. */
export const isPadding = (first, second) => first === 9 || (first === 32 && (second === 32 || second === 9));

/** True when a line opening with the first move number (opensFirstMove, at `at`) holds one word
 *  after it up to `end`, outside { } comments and ( ) variations, NAGs ($1) and glyphs (!?)
 *  aside: Red's first move alone, whose reply a record may write on a line of its own under the
 *  number again ('1. 炮二平六⏎{…}⏎1.      马8进7'), as readRecords reads it (pgn-games.js,
 *  firstNumber: a game of one move goes on there). */
export function loneFirstMove(line, at, end) {
  const twoByte = !isUtf8(line);
  const step = (k) => (twoByte && line[k] >= 0x81 ? 2 : 1); // a two-byte character's second byte may be a "}"
  let words = 0, brace = false, parens = 0;
  for (let k = afterFirstNumber(line, at); k >= 0 && k < end;) {
    const b = line[k], space = wordSpaceAt(line, k, twoByte);
    if (brace || b === 123 /* { */) {
      brace = b !== 125 /* } */;
      k += step(k);
    } else if (b === 125) { // a "}" that no "{" opened: no word (the loop below would not move)
      k++;
    } else if (b === 40 || b === 41) { // ( )
      parens = Math.max(0, parens + (b === 40 ? 1 : -1));
      k++;
    } else if (b === 59 || b === NL) { // a ";" comment to the line's end
      break;
    } else if (space) {
      k += space;
    } else { // a word, to a space or one of the marks above
      const start = k;
      let glyphs = true; // '!', '?' alone: a move's glyph, not a move
      for (; k < end && !WORD_ENDS.has(line[k]) && !wordSpaceAt(line, k, twoByte); k += step(k)) {
        glyphs &&= line[k] === 33 || line[k] === 63;
      }
      if (!parens && !glyphs && line[start] !== 36 /* $ */ && ++words > 1) return false;
    }
  }
  return words === 1;
}
const WORD_ENDS = new Set([123, 125, 40, 41, 59, NL]);
/** The length of a space at `k` between words (ASCII's, U+3000 in UTF-8, A1A1 in GBK and CP949,
 *  A140 in Big5), or 0. */
function wordSpaceAt(line, k, twoByte) {
  if (SPACE.has(line[k])) return 1;
  if (twoByte) return line[k] === 0xa1 && (line[k + 1] === 0xa1 || line[k + 1] === 0x40) ? 2 : 0;
  return line[k] === 0xe3 && line[k + 1] === 0x80 && line[k + 2] === 0x80 ? 3 : 0;
}

const OPEN = 123; // {
const CLOSE = 125; // }
const PAREN_OPEN = 40, PAREN_CLOSE = 41, SEMICOLON = 59;

/**
 * A move line read as readRecords reads it (pgn.js, TOKEN), from `from`: whether a { } comment
 * is open after it (`brace`, 0 or 1: comments do not nest, a "{" inside one is its text and the
 * first "}" ends it), how many ( ) variations are (`parens`), and where a ";" comment starts
 * (`semicolon`, -1: none), which runs to the end of the line. A game ends at a result ending the
 * line only outside all three. A line that is not UTF-8 is in a two-byte encoding (GBK, GB18030,
 * Big5, CP949), where a byte from 0x81 up starts a character whose second byte may be that of
 * "{" or "}" (Big5's 認 is BB 7B, GBK's 獅 AA 7B): such bytes are skipped. (GB18030's four-byte
 * characters are two such pairs; no second byte is "(", ")" or ";".) Full-width parentheses, "（"
 * and "）", as Chinese text writes them, are counted as readRecords reads them (pgn-words.js
 * asciiParen): EF BC 88 and EF BC 89 in UTF-8, A3 A8 and A3 A9 in GBK, GB18030 and CP949, A1 5D and
 * A1 5E in Big5.
 */
export function scanLine(line, from, brace, parens) {
  const twoByte = !isUtf8(line);
  const unclosed = { from: Infinity, to: Infinity }; // tagPairAt's: no tag pair's value closes from `from` to `to`
  for (let k = from; k < line.length; k++) {
    const b = line[k];
    if (brace) {
      if (b === CLOSE) brace = 0;
    } else if (b === OPEN) brace = 1;
    else if (b === SEMICOLON) return { brace, parens, semicolon: k, tag: -1 };
    else if (b === PAREN_OPEN) parens++;
    else if (b === PAREN_CLOSE && parens > 0) parens--;
    else if (twoByte ? b === 0xa3 || b === 0xa1 : b === 0xef) {
      const p = fullWidthParen(line, k, twoByte);
      if (p > 0) parens++;
      else if (p < 0 && parens > 0) parens--;
    } else if (b === BRACKET && k > from) {
      const end = tagPairEnd(line, k, twoByte, unclosed);
      if (end >= 0 && movesAfter(line, end) < 2) return { brace, parens, semicolon: -1, tag: k };
      if (end >= 0) k = end - 1; // a note among the moves (movesAfter): passed over
    }
    if (twoByte && b >= 0x81) k++;
  }
  return { brace, parens, semicolon: -1, tag: -1 };
}

const BRACKET = 91, QUOTE = 34, BACKSLASH = 92, CLOSE_BRACKET = 93;

/** 1 for a full-width "（" at `k`, -1 for a "）", else 0 (scanLine's encodings). */
function fullWidthParen(line, k, twoByte) {
  const [b, c] = [line[k], line[k + 1]];
  if (!twoByte) return c === 0xbc && line[k + 2] === 0x88 ? 1 : c === 0xbc && line[k + 2] === 0x89 ? -1 : 0;
  if (b === 0xa3) return c === 0xa8 ? 1 : c === 0xa9 ? -1 : 0;
  return c === 0x5d ? 1 : c === 0x5e ? -1 : 0; // Big5's A1 5D, A1 5E
}

/** Where a whole tag pair ([Name "value"]) at `k` in the line ends (past its "]"), or -1: as
 *  readRecords' tokenizer reads one (pgn.js, TOKEN), its value runs to the first '"' that is not
 *  escaped and is followed by "]", on the same line. Such a tag after moves on a move line starts
 *  the next game there (record files concatenated without a final newline: "…09車04장군[대회명
 *  "…"]"), unless moves follow it (movesAfter). A value read unclosed to the line's end (or a CR
 *  in it) is noted in `unclosed`, so that the values opened after it, up to there, are not read
 *  again (a line of 100k '[x "' had been read once per bracket). */
function tagPairEnd(line, k, twoByte, unclosed = { from: Infinity, to: Infinity }) {
  if (!opensTagPair(line, k)) return -1;
  const quote = line.indexOf(QUOTE, k);
  if (quote >= unclosed.from && quote < unclosed.to) return -1;
  let q = quote + 1;
  for (; q < line.length; q++) {
    const b = line[q];
    if (b === NL || b === 13) break;
    if (b === BACKSLASH || (twoByte && b >= 0x81)) q++;
    else if (b === QUOTE) {
      let e = q + 1;
      while (line[e] === 32 || line[e] === 9) e++;
      if (line[e] === CLOSE_BRACKET) return e + 1;
    }
  }
  unclosed.from = quote;
  unclosed.to = q;
  return -1;
}

/** What follows on the line from `at`, past spaces: 0 nothing of a move (its end, another tag,
 *  a comment), 1 a move 1 (a game's first), 2 other moves. A tag pair among a game's moves that
 *  other moves follow is a note, the last move's comment, as readRecords reads it (pgn-words.js
 *  MOVES_AFTER_TAG): an engine's evaluation before each move ('[Score "9=1"] 2.兵七进一  [Score
 *  "9=-1"] 马８进７'); one that nothing or a move 1 follows is a tag. */
function movesAfter(line, at) {
  while (line[at] === 32 || line[at] === 9) at++;
  const b = line[at];
  if (at >= line.length || b === NL || b === 13 || b === BRACKET || b === OPEN || b === SEMICOLON) return 0;
  return b === 49 /* 1 */ && !(line[at + 1] >= 48 && line[at + 1] <= 57) ? 1 : 2;
}

/** What follows the tag pair the line opens (from `at`) on its line (movesAfter), 0 if it opens
 *  none: after a game's moves, 2 is a note among them, not the next game's tags. */
export function movesAfterTag(line, at) {
  const end = tagPairEnd(line, at, !isUtf8(line));
  return end >= 0 ? movesAfter(line, end) : 0;
}

// (and the first bytes of the full-width parentheses scanLine counts: UTF-8's EF, GBK's A3, Big5's A1)
export const SCANNED = [OPEN, CLOSE, PAREN_OPEN, PAREN_CLOSE, SEMICOLON, BRACKET, 0xef, 0xa3, 0xa1];

/** True when the line from `from` holds nothing but { } comments (`brace`: one is open at its
 *  start), a ";" comment and spaces: no moves. "{" and "}" bytes are skipped as scanLine does. */
export function commentsOnly(line, from, brace) {
  if (!brace && line[from] !== OPEN && line[from] !== SEMICOLON) return false; // a move line: at once
  const twoByte = !isUtf8(line);
  for (let k = from; k < line.length; k++) {
    const b = line[k];
    if (brace) brace = b !== CLOSE;
    else if (b === OPEN) brace = 1;
    else if (b === SEMICOLON) return true;
    else if (!SPACE.has(b) && b !== NL) return false;
    if (twoByte && b >= 0x81) k++;
  }
  return true;
}

/** Where a line's moves end before the { } comments closing it ("1-0 {Red resigns}": a result
 *  then ends the line's moves). Read back from the end in UTF-8 lines only: in a two-byte
 *  encoding a "{" or "}" byte may be half a character. */
export function beforeComments(line, end) {
  if (!isUtf8(line)) return end;
  for (;;) {
    while (end > 0 && SPACE.has(line[end - 1])) end--;
    if (end === 0 || line[end - 1] !== CLOSE) return end;
    const open = line.lastIndexOf(OPEN, end - 2);
    if (open === -1) return end;
    end = open;
  }
}

/** The line's word at `at` if it may open a position (opensPosition): letters, digits, '/', ':'
 *  and '-' alone, as a FEN's board and a command are (100 bytes at most); else '' (a move line's,
 *  '1.', '炮二平五': no string made of it, at every line of a game). */
export function positionWord(line, at) {
  let end = at;
  for (; end < line.length && end - at < 100 && line[end] > 32; end++) if (!POSITION_BYTE[line[end]]) return '';
  return String.fromCharCode.apply(null, line.subarray(at, end));
}
const POSITION_BYTE = new Uint8Array(256);
// ('-': a board with its side and counters glued on, '…/c3KAB2w--01', pgn-words.js gluedFen)
for (const c of '0123456789/:-abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ') POSITION_BYTE[c.charCodeAt(0)] = 1;

/** Whether one of the bytes is in the line from `at`. */
export function hasAny(line, at, bytes) {
  return bytes.some((b) => line.indexOf(b, at) !== -1);
}
