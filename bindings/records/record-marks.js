// record-marks.js — the marks by which a line opens or ends a record read whole, for the
// splitter (split.js): a DhtmlXQ block, a WXF file's "FORMAT WXF" … "}END", a CBF record's XML,
// dpxq.com's trailer, a page's markup; and where such a record glued to a line's end starts.
// Bytes in any encoding: the marks are ASCII, or spelled in each encoding (GENERATED).

import { ascii, bytesAt, indexOfBytes } from './bytes.js';
import { NL, SPACE, endsWithResult } from './record-lines.js';

const DHTMLXQ_OPEN = ascii('[dhtmlxq]');
export const DHTMLXQ_CLOSE = ascii('[/dhtmlxq]');
// dpxq.com's embedding of its viewer: the block in an iframe's name (dhtmlxq.js)
const IFRAME_OPEN = ascii('[dhtmlxqiframe]'), IFRAME_CLOSE = ascii('[/dhtmlxqiframe]');
const BLOCK_OPENS = [DHTMLXQ_OPEN, IFRAME_OPEN], BLOCK_CLOSES = [DHTMLXQ_CLOSE, IFRAME_CLOSE];

/** True when `mark` (lower case) is at `at` in the line, in any case. */
function marksAt(line, at, mark) {
  if (line.length - at < mark.length) return false;
  for (let k = 0; k < mark.length; k++) if ((line[at + k] | 0x20) !== (mark[k] | 0x20)) return false;
  return true;
}

/** True when the line (from `at`) opens a DhtmlXQ block: its records are all tag lines, so a
 *  block, not a move line, is what starts the next game. */
export function opensDhtmlXQ(line, at) {
  return marksAt(line, at, DHTMLXQ_OPEN) || marksAt(line, at, IFRAME_OPEN);
}

/** True when a DhtmlXQ block opens anywhere in the line from `at` (a page's "<div>[DhtmlXQ]"). */
export function holdsDhtmlXQ(line, at) {
  return hasMark(line, at, BLOCK_OPENS);
}

/** True when a DhtmlXQ block closes in the line. */
export function closesDhtmlXQ(line) {
  return hasMark(line, 0, BLOCK_CLOSES);
}

/** True when one of `marks` (lower-case "[...]") is anywhere in the line from `at`, in any case. */
function hasMark(line, at, marks) {
  for (let k = line.indexOf(91, at); k !== -1; k = line.indexOf(91, k + 1)) {
    for (const mark of marks) if (marksAt(line, k, mark)) return true;
  }
  return false;
}

const WXF_END = ascii('}END');
const DPXQ = ascii('dpxq.com');
// "生成" in UTF-8, GBK and Big5: the last word of dpxq.com's trailer ("棋谱由 http://www.dpxq.com/ 生成")
const GENERATED = [[0xe7, 0x94, 0x9f, 0xe6, 0x88, 0x90], [0xc9, 0xfa, 0xb3, 0xc9], [0xa5, 0xcd, 0xa6, 0xa8]].map((b) => Uint8Array.from(b));
// XQStudio's trailer, which its site's address ends: 棋谱由XQStudio生成 (http://www.qipaile.net/xqstudio)
const XQSTUDIO = ascii('XQStudio'), XQSTUDIO_SITE = ascii('/xqstudio)');

const XML_START = ascii('<?xml');
const CBF_START = ascii('<ChineseChessRecord');
const CBF_END = ascii('</ChineseChessRecord>');

const FORMAT = ascii('format'), WXF = ascii('wxf');
/** True when the line from `at` is "FORMAT WXF" alone (in any case; spaces or tabs between,
 *  and spaces, tabs or a CR after): the line a WXF file opens with. */
export function isFormatWxf(line, at) {
  if (!marksAt(line, at, FORMAT)) return false;
  let k = at + FORMAT.length;
  while (line[k] === 32 || line[k] === 9) k++;
  if (k === at + FORMAT.length || !marksAt(line, k, WXF)) return false;
  k += WXF.length;
  while (line[k] === 32 || line[k] === 9 || line[k] === 13) k++;
  return k === line.length || (k === line.length - 1 && line[k] === NL);
}

/** The mark that ends a record the line (from `at`) opens, when it opens one read whole: a WXF
 *  file (FORMAT WXF ... }END), a CBF record (<?xml or <ChineseChessRecord ... its end tag), or a
 *  DhtmlXQ block that opens after other text on its line (a page's "<div>[DhtmlXQ]") and goes on
 *  past it: its tag lines would otherwise start a game after that "move" line. */
export function recordEnd(line, at) {
  if (line[at] === 70 /* F */ && isFormatWxf(line, at)) return WXF_END;
  if (line[at] === 60 /* < */ && (bytesAt(line, at, XML_START) || bytesAt(line, at, CBF_START))) return CBF_END;
  if (!opensDhtmlXQ(line, at) && holdsDhtmlXQ(line, at) && !hasMark(line, at, BLOCK_CLOSES)) return DHTMLXQ_CLOSE;
  return null;
}

/** True when the line holds the end mark of a record read whole. */
export function endsRecord(line, mark) {
  return mark === DHTMLXQ_CLOSE ? closesDhtmlXQ(line) : indexOfBytes(line, mark) !== -1;
}

const FORMAT_WXF_WORD = ascii('FORMAT');

/** True when a byte from `from` on is neither a space nor the newline. */
function textFrom(line, from) {
  for (let k = from; k < line.length; k++) if (!SPACE.has(line[k]) && line[k] !== NL) return true;
  return false;
}

/** Where a record glued to the end of this line starts (files joined with cat, the first one
 *  without a final newline), or -1: past a WXF file's "}END" (`until`) that text follows, at a
 *  "FORMAT WXF" right after a result or a page's last tag ("</html>"), past dpxq.com's trailer ("…生成标题: …"). */
export function gluedStart(line, at, until) {
  if (until === WXF_END) {
    const k = indexOfBytes(line, WXF_END, at);
    return k >= 0 && textFrom(line, k + WXF_END.length) ? k + WXF_END.length : -1;
  }
  if (until) return -1;
  const f = indexOfBytes(line, FORMAT_WXF_WORD, at + 1);
  if (f > at && isFormatWxf(line, f) && (endsWithResult(line.subarray(0, f)) || line[f - 1] === 62 /* > */)) return f;
  const d = indexOfBytes(line, DPXQ, at);
  for (const g of d >= 0 ? GENERATED : []) {
    const k = indexOfBytes(line, g, d);
    if (k >= 0 && textFrom(line, k + g.length)) return k + g.length;
  }
  return -1;
}

/** Where a line's text ends: before its trailing spaces and newline. */
function textEnd(line) {
  let end = line.length;
  while (end > 0 && (SPACE.has(line[end - 1]) || line[end - 1] === NL)) end--;
  return end;
}

/** True when the line is dpxq.com's trailer: it names dpxq.com and ends with 生成; or XQStudio's,
 *  which dpxq.com's follows (dpxq.js): it names XQStudio and ends with 生成 or its site. */
export function isDpxqTrailer(line) {
  const end = textEnd(line);
  if (indexOfBytes(line, DPXQ) !== -1) return GENERATED.some((g) => end >= g.length && bytesAt(line, end - g.length, g));
  return indexOfBytes(line, XQSTUDIO) !== -1 && [XQSTUDIO_SITE, ...GENERATED].some((g) => end >= g.length && bytesAt(line, end - g.length, g));
}

/** True when the line (from `at`) opens an HTML element whose tag it leaves open, its attribute
 *  going on past the line (`<iframe src="…" name="NoFile_`: dpxq.com's embedding, a DhtmlXQ
 *  block on the next line in that name). */
export function opensOpenTag(line, at) {
  return line[at] === 60 /* < */ && isLetter(line[at + 1]) && line.lastIndexOf(60) > line.lastIndexOf(62 /* > */);
}
const isLetter = (b) => (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a;

/** True when the line (from `at`) is blank or markup alone, opening with "<" and ending with ">"
 *  ('</div><iframe …></iframe>', '</body>'): a page's, as dhtmlxq.js passes over (MARKUP_LINES). */
export function isMarkupLine(line, at) {
  const end = textEnd(line);
  return end <= at || (line[at] === 60 /* < */ && line[end - 1] === 62 /* > */);
}
