// pgn-restated.js — a book's or a puzzle's lines restated from an earlier move, as the builder of
// games (pgn-games.js) reads them: a number naming a ply already played opens a variation there
// ('(二)车2平6⏎9.…………车2平6'), its heading that variation's opening comment; in a game a FEN line
// opened, a list from 1 again is a line from the start or the line read going on.

import { MAX_VARIATION_DEPTH, commentText } from './pgn-words.js';

// A move number's digits and what follows them: its dots ('9.', '9.…………', '9...')
const NUMBER_PARTS = /^(\d+)[ \t]*(\S*)/;

/** A book's line numbered back to a move already played, as Chinese books restate an alternative
 *  ('(二)车2平6⏎9.…………车2平6' after the first line's 18th move; '第二种下法:炮2退1⏎11. 炮2退1'):
 *  the ply from the start its number `number` names (its text, '9.', '11.…', read with the dots
 *  before the move, `dotted`, Black's as '9.…………' is), when that ply comes before `ply`, the one
 *  the line being read has reached; else null (the line goes on, '11. 炮7进5' after '11. 车四进二'
 *  Black's under the number too). `{ ply, unsure }`: with no dots the move may be Red's or Black's
 *  (Red's ply, `unsure`; the builder moves it on when the next number follows that one move). */
function restatedPly(number, dotted, ply) {
  const m = NUMBER_PARTS.exec(number);
  if (!m) return null;
  const red = 2 * (Number(m[1]) - 1);
  if (red + 1 >= ply) return null;
  return dotted || m[2].length > 1 || m[2].includes('…') ? { ply: red + 1, unsure: false } : { ply: red, unsure: true };
}

/** The line a move starts, read under a move number `pending` (`{ number, dotted }`) that named a
 *  ply already played: a variation of the move at that ply, of the mainline `moves` or of a
 *  restated line of `restated` (the open ones, innermost last: `{ line, base, unsure, n, from }`,
 *  `base` the ply of its first move) reaching past it; `restated` now ends with it. Null when the
 *  number goes on with the line being read. Its moves are read as the mainline's are (prose,
 *  results, numbers), up to the next number that goes back. */
export function restateLine(restated, moves, pending) {
  const main = { line: moves, base: 0 };
  const level = restated.at(-1) ?? main;
  // a setup turn's two swaps joined by a comma are one ply of two nodes (pgn-games.js addMove)
  const plies = (line) => line.length - line.filter((node) => node.joined !== undefined).length;
  const back = restatedPly(pending.number, pending.dotted, level.base + level.line.length)
    && restatedPly(pending.number, pending.dotted, level.base + plies(level.line));
  if (!back) return null;
  let depth = restated.length;
  while (depth && back.ply <= restated[depth - 1].base) depth--;
  const from = depth ? restated[depth - 1] : main;
  const parent = from.line[back.ply - from.base];
  if (!parent || depth >= MAX_VARIATION_DEPTH) return null;
  const line = [];
  (parent.variations ??= []).push(line);
  restated.length = depth;
  restated.push({ line, base: back.ply, unsure: back.unsure, n: parseInt(pending.number, 10), from });
  return line;
}

// The note each move (or game) was given last: a book's heading over its next line is that one
const LAST_NOTE = new WeakMap();

/** A note `text` for a move or a game (`target`), after the ones it has. */
export function addComment(target, text) {
  const t = commentText(text);
  if (!t) return;
  target.comment = target.comment ? `${target.comment} ${t}` : t;
  LAST_NOTE.set(target, t);
}

// A book's heading of one of its lines by its ordinal: '(二)', '（三）', '第二种下法:', '第3变'
const LINE_ORDINAL = /^(?:[(（][一二三四五六七八九十]{1,3}[)）]|第[一二三四五六七八九十\d]{1,3}(?:[种種](?:下法|着法|著法|走法|变化|變化)?|[变變](?:化|例)?)[:：]?)/;
// How long a heading is at most
const MAX_HEADING = 40;

/** The heading of a book's line restated from an earlier ply, the note `node` (the line before's
 *  last move) was given last, on its own since that move: the line's ordinal ('(二)车2平6',
 *  '第二种下法:炮2退1') or ending with its first move `word`. It is taken off the move's comment,
 *  the restated line's opening comment; null when that note is the move's own. */
export function takeHeading(node, word) {
  const note = node && LAST_NOTE.get(node);
  if (!note || note.length > MAX_HEADING || !node.comment.endsWith(note)) return null;
  const move = word.replace(/(?<![!?！？])[!?！？]+$/, '');
  if (!LINE_ORDINAL.test(note) && !(move && note.endsWith(move) && note.length > move.length)) return null;
  const rest = node.comment.slice(0, -note.length).trimEnd();
  if (rest) node.comment = rest; else delete node.comment;
  LAST_NOTE.delete(node);
  return note;
}

/** A list from 1 again, its number `b.number` pending, in a game a FEN line opened (a puzzle's,
 *  pgn-games.js `b`, firstNumber), its first move `w`: the puzzle's line from the start again,
 *  restated there (restateLine), when that move is the one its number names ('1. 车九平三 车2进7'
 *  after '1. 车九平三 将5进1 … 4. 仕六进五 红胜'), or when a result ended the line before (a
 *  try of another first move); else the line read goes on, the page's list numbered from 1
 *  again ('1. 车三进八 将5进1' after '… 2. 帅四退一 车1进9', xusheng.dev's solutions in parts). */
export function restartLine(b, w) {
  b.restart = false;
  b.shift = 0;
  const pending = b.number;
  if (!pending) return;
  const first = b.game.moves[pending.dotted ? 1 : 0];
  if (first?.text === w.replace(/(?<![!?！？])[!?！？]+$/, '') || (b.game.result !== undefined && !b.restated.length)) return;
  b.number = null;
  b.shift = Math.floor(b.ply() / 2); // (its numbers after this one name the line's moves)
}

/** A move number's text `number` ('2.', '2.…') with `shift` added to its digits. */
export const shiftedNumber = (number, shift) => number.replace(/^\d+/, (d) => String(Number(d) + shift));

/** The game's one move so far (of `moves`, RawNodes) is a word on the line its list opened, at
 *  `listLine` of the text, whose lines' ends `lineEnd` gives (pgn-words.js lineEnds; pgn-games.js firstNumber). */
export function loneFirstMove(lineEnd, moves, listLine) {
  const offset = moves[0]?.offset;
  return moves.length === 1 && offset > listLine && offset < lineEnd(listLine) && !/\s/.test(moves[0].text);
}

/** A restated line of one move under a number with no dots, the next number after it: the move
 *  was Black's, a variation of the ply after the one it was put at. */
export function shiftRestated(level) {
  const { from } = level;
  const at = from.line[level.base - from.base], next = from.line[level.base + 1 - from.base];
  if (!next) return;
  at.variations.splice(at.variations.indexOf(level.line), 1);
  if (!at.variations.length) delete at.variations;
  (next.variations ??= []).push(level.line);
  level.base++;
}

/** Whether the move after a number `pending` resumes the game `ended` had finished by a result
 *  in words (`{ game, line, restated }`, pgn-games.js), a book's line concluded, '13.车三进二
 *  红胜。(原谱第1变)', then its next line headed '(二)马2进1' and restated from '5…………马2进1': the
 *  game at hand (`game`) has that heading alone, no tag nor move, the game before among `games`
 *  is the one ended, and the number, not 1 (a list from 1 is the next game), names one of its
 *  plies already played. */
export function resumesLine(ended, game, games, pending) {
  if (!ended || games.at(-1) !== ended.game || game.moves.length || game.tags.length || game.comment === undefined) return false;
  if (/^1\D/.test(pending.number) || !/^\d/.test(pending.number)) return false;
  const level = ended.restated.at(-1) ?? { line: ended.game.moves, base: 0 };
  return restatedPly(pending.number, pending.dotted, level.base + level.line.length) !== null;
}
