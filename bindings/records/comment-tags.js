// comment-tags.js — a "{" comment that reaches a line opening with a tag pair ([Event "…): the
// comment's own words (an annotator quoting a tag, a line wrapped before one), or the next game's
// tags after a "{" that was never closed (a damaged file)? The comment holds the line when its "}"
// comes on it, on the tag pair and blank lines right after it, or on the first other line unless
// that line opens with a move number, with no "{" before it; else the "{" was never closed, its
// game ends at it, and the line starts the next game (a game's tags are followed by its moves,
// which hold no "}" of that comment: another "{" comes first, or none at all). docs/RECORDS.md
// "Bad records". readRecords asks it of the text
// (pgn.js, format-marks.js), the splitter of its lines as they come (holdTagLines).

import { FILE_MARKS, TAG_LINE } from './pgn-words.js';
import { isUtf8 } from './bytes.js';
import { MAX_RECORD_BYTES } from './line-carry.js';
import { NL, lineStart, opensTagPair } from './record-lines.js';

const TAG_LINE_START = new RegExp(TAG_LINE.source); // one line's start (no m flag)
const BLANK_LINE = new RegExp(String.raw`^[ \t\r\ufeff${FILE_MARKS}]*$`);
const MOVE_NUMBER_LINE = new RegExp(String.raw`^[ \t\r\ufeff${FILE_MARKS}]*\d+\.`); // (opensMoveNumber)
const OPEN = 123, CLOSE = 125; // { }

/** True when the "{" comment whose first "}" is at `close` holds the tag pair line at `from`
 *  (the first one after the "{", before `close`). */
export function commentHoldsTagLines(text, from, close) {
  if (text.lastIndexOf('{', close) >= from) return false; // the "}" is a later comment's
  for (let start = from; ;) {
    const nl = text.indexOf('\n', start), end = nl < 0 ? text.length : nl;
    const line = text.slice(start, end), run = BLANK_LINE.test(line) || TAG_LINE_START.test(line);
    if (close < end) return run || !MOVE_NUMBER_LINE.test(line);
    if (!run) return false;
    start = end + 1;
  }
}

/** The first "{" or "}" of a line's bytes from `from` (123 or 125), or 0; in a two-byte encoding
 *  a character's second byte is passed over (it may be either). */
function firstBrace(line, from) {
  const twoByte = !isUtf8(line);
  for (let k = from; k < line.length; k++) {
    if (line[k] === OPEN || line[k] === CLOSE) return line[k];
    if (twoByte && line[k] >= 0x81) k++;
  }
  return 0;
}

/** True when a line's bytes open with a move number: digits, then ".". */
function opensMoveNumber(line, at) {
  let k = at;
  while (line[k] >= 48 && line[k] <= 57) k++;
  return k > at && line[k] === 46;
}

/** The splitter's (split.js) side of the rule, for the line at hand: inside a "{" comment, a tag pair line and the tag pair and blank lines after it are held
 *  (`splitter.held`) until a line tells. A "}" first: they are the comment's, and the line is read
 *  on (false). Else the comment was never closed: they are read again outside it (the first starts
 *  the next game), then the line (true: read). A run of them longer than a game may be is told at
 *  once, so that what is held stays bounded. */
export function holdTagLines(splitter, line, items) {
  const at = lineStart(line), blank = at === line.length || line[at] === NL;
  if (!splitter.held) {
    if (blank || splitter.depth === 0 || splitter.until || !opensTagPair(line, at)) return false;
    splitter.held = { lines: [], bytes: 0 };
  }
  const brace = firstBrace(line, at), held = splitter.held;
  if (!brace && (blank || opensTagPair(line, at)) && held.bytes + line.length <= MAX_RECORD_BYTES) {
    held.lines.push({ bytes: line, line: splitter.line, offset: splitter.offset });
    held.bytes += line.length;
    return true;
  }
  const closed = brace === CLOSE && !opensMoveNumber(line, at);
  releaseHeld(splitter, closed, items);
  if (closed) return false;
  splitter.read(line, items);
  return true;
}

/** The lines held, told: the comment's (`closed`), or read again outside it (its "}" came after a
 *  line that tells another game, or never: the file's end). */
export function releaseHeld(splitter, closed, items) {
  const { lines } = splitter.held, here = { line: splitter.line, offset: splitter.offset };
  splitter.held = null;
  if (!closed) splitter.depth = splitter.parens = 0;
  for (const h of lines) {
    [splitter.line, splitter.offset] = [h.line, h.offset];
    if (closed) splitter.append(h.bytes, items);
    else splitter.read(h.bytes, items);
  }
  [splitter.line, splitter.offset] = [here.line, here.offset];
  if (closed && lines.length) splitter.headerAt = null; // (no export's header on the line before)
}
