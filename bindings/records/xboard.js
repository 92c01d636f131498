// xboard.js — the head of a file XBoard/WinBoard writes in its "old save style" (-oldSaveStyle
// true; backend.c SaveGameOldStyle, SavePosition): a title line, the players, and a picture of the
// board the game starts from (written when it is not the variant's usual start: janggi's, a set-up
// position; a position file is a picture alone):
//
//   # xboard game file -- Mon Dec  7 11:11:28 2026      (or "# xboard position file -- …")
//   <tab>fairy-stockfish vs. fairy-stockfish
//   [--------------
//   r n b a . a b n r                                    (a rank a line, from the top; "." empty)
//   …
//   white to play
//   --------------]
//   1. Ng2  Ng7                                          (a game file's moves follow)
//
// read as the game's tags: White and Black, and the picture as a FEN (SetUp "1").

// The title line ("xboard", or the program's name as WinBoard runs it), its date after "--"
const TITLE = /# *(\S+) (game|position) file(?: --[ \t]*([^\r\n]*))?[ \t]*\r?\n?/y;
const PLAYERS = /[ \t]+(\S[^\r\n]*?) vs\. (\S[^\r\n]*?)[ \t]*(?:\r?\n|$)/y;
const BLANK = /(?:[ \t]*\r?\n)*/y;
// The picture: its ranks (pieces' letters and "." spaced apart), the side to move, its close
const PICTURE = /\[-{5,}[ \t]*\r?\n((?:[ \t]*[.A-Za-z](?: [.A-Za-z])*[ \t]*\r?\n)+)[ \t]*(white|black) to play[ \t]*\r?\n-{5,}\][ \t]*(?:\r?\n|$)/y;

const sticky = (re, text, at) => { re.lastIndex = at; const m = re.exec(text); return m ? [m, re.lastIndex] : [null, at]; };

/** The head of an XBoard old-style file at `at` (a line's start): { tags, end } (end: where the
 *  moves start), or null when none opens there. */
export function xboardHead(text, at) {
  let [m, i] = sticky(TITLE, text, at);
  if (!m) return null;
  const tags = [];
  [m, i] = sticky(PLAYERS, text, i);
  if (m) tags.push(['White', m[1]], ['Black', m[2]]);
  [, i] = sticky(BLANK, text, i);
  [m, i] = sticky(PICTURE, text, i);
  if (m) tags.push(['SetUp', '1'], ['FEN', fenOfPicture(m[1], m[2])]);
  [, i] = sticky(BLANK, text, i);
  return { tags, end: i };
}

/** The FEN of a board's picture: its ranks, the side to move (XBoard's letters are FEN's). */
function fenOfPicture(ranks, side) {
  const rows = ranks.trim().split(/[ \t]*\r?\n[ \t]*/).map((row) => row.split(' ').join('').replace(/\.+/g, (dots) => String(dots.length)));
  return `${rows.join('/')} ${side === 'white' ? 'w' : 'b'} - - 0 1`;
}

/** Whether a line's bytes open an XBoard old-style file's title at `at` (the CLI's splitter). */
export function opensXboardHead(line, at) {
  const text = String.fromCharCode(...line.subarray(at, at + 60));
  TITLE.lastIndex = 0;
  return TITLE.test(text);
}
