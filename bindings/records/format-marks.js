// format-marks.js — the text as format detection reads it (formatMarks), and a text cut into
// the records of one format and what lies between them (splitParts): CBF records and WXF files
// are cut out of a text by these before its other records are read (read.js rawGamesOf).

import { taggedElements, replaceSpans } from './tagged.js';
import { TAG_LINE } from './pgn-words.js';
import { commentHoldsTagLines } from './comment-tags.js';

/** The text as format detection reads it: the values of PGN tag pairs and DhtmlXQ tags, and the
 *  insides of { } comments, blanked where they hold another format's mark (same length, so offsets
 *  hold): a value or a comment may quote anything and says nothing of the text's format. An HTML
 *  page's braces are its scripts', where a DhtmlXQ game may stand, and are read as they are. */
const TAG_PAIR_LINE = /^[ \t\ufeff]*\[[^\s"\]]+[ \t]*"[^\r\n]*"[ \t]*\][ \t]*\r?$/gm;
const DHTMLXQ_OPEN = /\[DhtmlXQ_(\w+)\]/gi, DHTMLXQ_CLOSE = /\[\/DhtmlXQ_(\w+)\]/gi;
const MARK = /DhtmlXQ|ChineseChessRecord|FORMAT[ \t]+WXF|生成/i; // what index.js tells formats by ([DhtmlXQ] and DhtmlXQ_ fields)
const blank = (text) => (MARK.test(text) ? text.replace(/[^\r\n]/g, ' ') : text);
export function formatMarks(text) {
  if (!MARK.test(text)) return text;
  const blankValues = (t, spans) => replaceSpans(t, spans, ({ from, to }) => blank(t.slice(from, to)));
  const tagValues = text.replace(TAG_PAIR_LINE, blank);
  const values = taggedElements(tagValues, DHTMLXQ_OPEN, DHTMLXQ_CLOSE, { ignoreCase: true })
    .map((e) => ({ from: e.valueStart, to: e.valueEnd }));
  const marks = blankValues(tagValues, values);
  return /^\s*</.test(text) ? marks : blankValues(marks, braceComments(marks));
}

/** The insides of the { } comments of a text as spans { from, to } (a '{' inside one is its
 *  text). One that a tag pair line (unless its '}' comes first: comment-tags.js) or a WXF file's
 *  FORMAT WXF line reaches before its '}' was never closed (parseGames, and the splitter): it ends there, or it had hidden the marks of the
 *  records up to the next '}' (a WXF file's '}END', whose file was then lost). */
function braceComments(text) {
  const out = [];
  let tagAt = -1; // the first tag pair line after the last '{' looked at (text.length: none)
  for (let open = text.indexOf('{'), close; open >= 0; open = text.indexOf('{', close + 1)) {
    close = text.indexOf('}', open + 1);
    if (close < 0) break;
    if (tagAt < open) {
      TAG_LINE_AFTER.lastIndex = open + 1;
      tagAt = TAG_LINE_AFTER.exec(text)?.index ?? text.length;
    }
    if (tagAt < close && !commentHoldsTagLines(text, tagAt, close)) close = tagAt - 1;
    out.push({ from: open + 1, to: Math.max(open + 1, close) });
  }
  return out;
}
/** A WXF file's first line, "FORMAT WXF" alone. */
export const FORMAT_WXF_LINE = /^[ \t\ufeff]*FORMAT[ \t]+WXF[ \t]*\r?$/gim;
const TAG_LINE_AFTER = new RegExp(`${TAG_LINE.source}|${FORMAT_WXF_LINE.source}`, 'gmi');

/** A text cut into the records `pattern` (global) matches and what lies between them, in order:
 *  [{ matched, text, marks }], stretches of nothing but spaces left out. The pattern is matched
 *  in `marks` (formatMarks of the text, or of the part it was cut from), each part's text cut
 *  from `text` at the same offsets. */
export function splitParts(text, pattern, marks = formatMarks(text)) {
  const parts = [];
  let last = 0;
  const cut = (matched, end) => parts.push({ matched, text: text.slice(last, end), marks: marks.slice(last, end) });
  for (const m of marks.matchAll(pattern)) {
    if (/\S/.test(text.slice(last, m.index))) cut(false, m.index);
    last = m.index;
    cut(true, m.index + m[0].length);
    last = m.index + m[0].length;
  }
  if (/\S/.test(text.slice(last))) cut(false, text.length);
  return parts;
}
