// markdown.js — the markup of a post kept as Markdown (a Jekyll or Hugo blog's _posts, notes):
// its front matter, images, a link's address, a heading's marks, code fences, bold's marks,
// '&nbsp;'. pgn.js
// passes over them as it reads; a link's text is read (a start position written as a FEN and
// linked to chessdb.cn: '[6R2/3r5/… w](https://www.chessdb.cn/query/?6R2/…%20w)').

// The front matter: '---' alone on the text's first line, 'key: value' lines, '---' again
const FRONT_MATTER = /---[ \t]*\r?\n(?:[^\r\n]*\r?\n)*?---[ \t]*(?=[\r\n]|$)/y;
// An image, '![alt](../imgs/x.png)'
const IMAGE = /!\[[^[\]\r\n]*\]\([^()\s]*\)/y;
// A link's address after its text, '](https://…)', a '/' in it (a variation in parentheses after
// a word in brackets has none)
const ADDRESS = /\]\([^()\s]*\/[^()\s]*\)/y;
// A link's text opening: its '[', the ']' and address after it on the line
const LINK = /\[(?=[^[\]\r\n]*\]\([^()\s]*\/[^()\s]*\))/y;
// At a line's start: a heading's marks ('## 第一局': its words are read), a code fence alone
// ('```', '```text')
const HEADING_MARKS = /#{1,6}[ \t]+/y;
const FENCE = /(?:```|~~~)[\w-]*[ \t]*(?=[\r\n]|$)/y;
// Bold's or italics' marks against a word ('**示例对局**：'), two of them ('*' alone is a result)
const EMPHASIS = /(?:\*\*|__)(?=\S)|(?<=\S)(?:\*\*|__)/y;
// A no-break space written as HTML's entity, a blank line's filler in posts from WordPress
const ENTITY = /&(?:nbsp|#160|#xa0);/iy;

// What each may open with, and where (at a line's start only, or anywhere)
const MARKUP = new Map([
  [45 /* - */, { expressions: [FRONT_MATTER], textStart: true }],
  [33 /* ! */, { expressions: [IMAGE] }],
  [91 /* [ */, { expressions: [LINK] }],
  [93 /* ] */, { expressions: [ADDRESS] }],
  [35 /* # */, { expressions: [HEADING_MARKS], lineStart: true }],
  [96 /* ` */, { expressions: [FENCE], lineStart: true }],
  [126 /* ~ */, { expressions: [FENCE], lineStart: true }],
  [38 /* & */, { expressions: [ENTITY] }],
  [42 /* * */, { expressions: [EMPHASIS] }],
  [95 /* _ */, { expressions: [EMPHASIS] }],
]);

/** Where the Markdown markup at `i` (its first code unit `c`) ends, or -1 when none starts there.
 *  `lineStart`: whether `i` opens its line. */
export function markupEnd(text, i, c, lineStart) {
  const markup = MARKUP.get(c);
  if (!markup || (markup.lineStart && !lineStart) || (markup.textStart && !(i === 0 || (i === 1 && text.charCodeAt(0) === 0xfeff)))) return -1;
  for (const expression of markup.expressions) {
    expression.lastIndex = i;
    if (expression.test(text)) return expression.lastIndex;
  }
  return -1;
}
