// encoded-lines.js — what a record file's line says where only its text in the file's encoding
// tells (a damaged tag line, a result word in GBK, 联众's title, dpxq.com's header keys): the
// splitter's (split.js) checks, each decoding a line only once its first or last bytes may be
// such a character, and those characters decoded once per byte key, not per line.

import { decodeRecordText } from './decode.js';
import { APP_TRAILERS, isAppTrailer, opensMarkedTag } from './pgn-words.js';
import { TITLE_LEAD, isOurgameText } from './ourgame.js';
import { EXPORT_KEY_LEADS, exportHeaderLine } from './dpxq.js';
import { textEndsWithResultWord } from './record-lines.js';
import { mayEndResultWord } from './results.js';

const TITLE_BYTES = 120; // 联众's title, its eight characters spaced out, is shorter in any encoding
const HEADER_BYTES = 64; // a dpxq.com header line's key (six characters at most) and its colon, in any encoding
const TRAILER_BYTES = 64; // an app's line after its game (APP_TRAILERS), with spaces, in any encoding
const TITLE_LEADS = new Set([TITLE_LEAD]);
const TRAILER_LEADS = new Set([...APP_TRAILERS].map((text) => text[0]));

export class EncodedLines {
  encoding = null; // the file's, once told (a byte that is not ASCII): GameSplitter's `encoding`
  leads = null; // characterOf's decoded bytes: { encoding, seen }

  /** True when the line (from `at`) opens with bytes that do not decode in the file's encoding
   *  and then a "[": a tag line whose first bytes are damaged, read as readRecords reads it
   *  (pgn.js, opensMarkedTag). Only bytes from 0x80 up fail to decode, so a line with none of
   *  them before its first "[" is passed over at once. */
  opensDamagedTag(line, at) {
    if (!this.encoding || line[at] === 91) return false;
    const bracket = line.indexOf(91, at);
    if (bracket === -1) return false;
    let high = false;
    for (let k = at; k < bracket && !high; k++) high = line[k] >= 0x80;
    if (!high) return false;
    const { text, bad } = decodeRecordText(line.subarray(at), this.encoding, true);
    return bad.length > 0 && opensMarkedTag(text);
  }

  /** The first character that a few bytes decode to, in the file's encoding, decoded once per
   *  key (the bytes as a number; `leads`, kept small), not per line. */
  characterOf(key, bytes) {
    if (this.leads?.encoding !== this.encoding || this.leads.seen.size > 4096) this.leads = { encoding: this.encoding, seen: new Map() };
    let first = this.leads.seen.get(key);
    if (first === undefined) {
      first = String.fromCodePoint(decodeRecordText(bytes, this.encoding, true).text.codePointAt(0) ?? 0xfffd);
      this.leads.seen.set(key, first);
    }
    return first;
  }

  /** The first character of the line from `at`, a byte from 0x80 up: its first three bytes tell
   *  it in every encoding read (UTF-8, GBK, GB18030, Big5, EUC-KR; U+FFFD where they do not
   *  hold it: a four-byte one). */
  firstCharacter(line, at) {
    return this.characterOf(line[at] << 16 | line[at + 1] << 8 | line[at + 2], line.subarray(at, at + 3));
  }

  /** True when the line's text up to `end` ends with a result word (红胜, 초 완승) in a file in a
   *  two-byte encoding (GBK, GB18030, Big5, CP949), as readRecords ends a game there; record-lines.js
   *  reads UTF-8 alone. The last two bytes tell the character a result word may end with (keys
   *  below 0x10000, apart from firstCharacter's); only then the line is decoded. */
  endsWithEncodedResultWord(line, end) {
    if (!this.encoding || this.encoding === 'utf-8') return false;
    while (end > 0 && (line[end - 1] === 32 || line[end - 1] === 9 || line[end - 1] === 13)) end--;
    if (end < 2 || line[end - 2] < 0x81) return false;
    const last = this.characterOf(line[end - 2] << 8 | line[end - 1], line.subarray(end - 2, end));
    if (!mayEndResultWord(last.codePointAt(0))) return false;
    return textEndsWithResultWord(decodeRecordText(line.subarray(0, end), this.encoding, true).text);
  }

  /** The text of a short line from `at` (at most `bytes`), decoded, when its first character (a
   *  byte from 0x80 up) is one of `leads`; else null: a line is decoded only where it may be one. */
  shortLineText(line, at, bytes, leads) {
    if (!this.encoding || line[at] < 0x80 || line.length - at > bytes || !leads.has(this.firstCharacter(line, at))) return null;
    return decodeRecordText(line.subarray(at), this.encoding, true).text;
  }

  /** True when the line (from `at`) is 联众's export title (ourgame.js), which starts a game in
   *  readRecords. */
  opensOurgameTitle(line, at) {
    const text = this.shortLineText(line, at, TITLE_BYTES, TITLE_LEADS);
    return text !== null && isOurgameText(text);
  }

  /** True when the line (from `at`) is an app's line after its game (APP_TRAILERS), which
   *  readRecords passes over to the next tag pair line. */
  opensAppTrailer(line, at) {
    const text = this.shortLineText(line, at, TRAILER_BYTES, TRAILER_LEADS);
    return text !== null && isAppTrailer(text);
  }

  /** The line's place in a dpxq.com export's header (dpxq.js, exportHeaderLine: 'first', 'key'
   *  or null), decoded only where its first character opens one of the header's keys. */
  exportHeaderLine(line, at) {
    if (!this.encoding || line[at] < 0x80 || !EXPORT_KEY_LEADS.has(this.firstCharacter(line, at))) return null;
    return exportHeaderLine(decodeRecordText(line.subarray(at, at + HEADER_BYTES), this.encoding, true).text);
  }
}
