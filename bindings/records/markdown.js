// markdown.js — the markup of a post kept as Markdown (a Jekyll or Hugo blog's _posts, notes):
// its front matter, images, a link's address, code fences, a list's bullets, bold's marks,
// '&nbsp;'. pgn.js passes over them as it reads (a heading is a comment); a link's text is read
// (a start position written as a FEN and linked to chessdb.cn: '[6R2/3r5/… w](https://www.chessdb.cn/query/?6R2/…%20w)').

// The front matter: '---' alone on the text's first line, 'key: value' lines, '---' again
const FRONT_MATTER = /---[ \t]*\r?\n(?:[^\r\n]*\r?\n)*?---[ \t]*(?=[\r\n]|$)/y;
// An image, '![alt](../imgs/x.png)'
const IMAGE = /!\[[^[\]\r\n]*\]\([^()\s]*\)/y;
// A link's address after its text, '](https://…)', a '/' in it (a variation in parentheses after
// a word in brackets has none)
const ADDRESS = /\]\([^()\s]*\/[^()\s]*\)/y;
// A link's text opening: its '[', the ']' and address after it on the line
const LINK = /\[(?=[^[\]\r\n]*\]\([^()\s]*\/[^()\s]*\))/y;
// At a line's start: a code fence alone ('```', '```text'), a list's bullet ('- ', '+ ': '*' alone
// is a result)
const FENCE = /(?:```|~~~)[\w-]*[ \t]*(?=[\r\n]|$)/y;
const BULLET = /[-+][ \t]+(?=\S)/y;
// Bold's or italics' marks against a word ('**示例对局**：'), two of them ('*' alone is a result)
const EMPHASIS = /(?:\*\*|__)(?=\S)|(?<=\S)(?:\*\*|__)/y;
// A no-break space written as HTML's entity, a blank line's filler in posts from WordPress
const ENTITY = /&(?:nbsp|#160|#xa0);/iy;
// A heading, its marks and its words ('## 第一局', '## Format')
// (the line taken whole, then its closing marks from their run's start: a lazy capture before
// '[ \t#]*' had read a long run of spaces to its end from each of them, the square of its length)
const HEADING = /#{1,6}[ \t]+([^\r\n]*)/y, HEADING_CLOSE = /(?<![ \t#])[ \t#]+$/;

// What markup each character may open, and where: the text's start, a line's, or anywhere
const MARKUP = new Map([
  [45 /* - */, [[FRONT_MATTER, 'text'], [BULLET, 'line']]],
  [43 /* + */, [[BULLET, 'line']]],
  [33 /* ! */, [[IMAGE, 'any']]],
  [91 /* [ */, [[LINK, 'any']]],
  [93 /* ] */, [[ADDRESS, 'any']]],
  [96 /* ` */, [[FENCE, 'line']]],
  [126 /* ~ */, [[FENCE, 'line']]],
  [38 /* & */, [[ENTITY, 'any']]],
  [42 /* * */, [[EMPHASIS, 'any']]],
  [95 /* _ */, [[EMPHASIS, 'any']]],
]);

/** Where the Markdown markup at `i` (its first code unit `c`) ends, or -1 when none starts there.
 *  `lineStart`: whether `i` opens its line. */
export function markupEnd(text, i, c, lineStart) {
  const textStart = i === 0 || (i === 1 && text.charCodeAt(0) === 0xfeff);
  for (const [expression, where] of MARKUP.get(c) ?? []) {
    if ((where === 'text' && !textStart) || (where === 'line' && !lineStart)) continue;
    expression.lastIndex = i;
    if (expression.test(text)) return expression.lastIndex;
  }
  return -1;
}

/** The heading opening its line at `i`: its words, a comment whatever they are ('## Format': no
 *  move), as `{ text, end }`, or null. */
export function headingAt(text, i) {
  HEADING.lastIndex = i;
  const m = HEADING.exec(text);
  const words = m?.[1].replace(HEADING_CLOSE, '');
  return words ? { text: words, end: HEADING.lastIndex } : null;
}
