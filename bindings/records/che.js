// che.js — CHE records: the files QQ象棋 (QQ's xiangqi client) saves, text of numbers apart by
// spaces. Read into the raw games pgn.js gives, for replay.js.
//
//   1 62                                 two numbers, the second the count of moves
//   21 32 1 0 1 2 2 0 1 0                then ten a move: three not read, the move's from row and
//   10 32 0 7 7 7 4 0 2 0                column and to row and column (rows 0-9 from Red's side,
//   …                                    columns 0-8 from Red's left), the number of the move it
//                                        follows, its ply, one not read
//
// The layout is the one xqbase's converter reads (XQFTOOLS, che2pgn.cpp); the tests check it on a
// file of zfdang/chinese-chess-fish-android (tests/records/README.md). QQ象棋 lets a general be
// taken: a game so ended holds a move the rules refuse, at its ply.
//
// QQ象棋 for Mac (its files named …_qqxqEX.che) writes 0 first, counts rows 1-10 and columns 1-9
// (the first move '-1 32 1 3 8 3 5 0 1 0', 炮二平五: -1 where no piece is taken), may end the
// file with an XML property list (the file's name), and keeps the moves of a review's variations:
// each names the move it follows (0 the start), the main line's first, an alternative's later.
// Files that keep no variations write 0 there for every move (jcq15/chessmanual's files).

import { MAX_VARIATION_DEPTH } from './pgn-words.js';

const NUMBERS = /^[\s\ufeff]*-?\d+(?:\s+-?\d+)*\s*(?:<\?xml[\s\S]*<\/plist>\s*)?$/;
const FIELDS = 10; // numbers a move
const point = (row, column) => `${'abcdefghi'[column]}${row + 1}`; // in UCI

/** The numbers of a CHE text, or null when it is not one: numbers alone (but a property list
 *  after them), two then ten a move. */
function numbersOf(text) {
  if (text.length > 1 << 20 || !NUMBERS.test(text)) return null;
  const list = text.indexOf('<');
  const n = (list < 0 ? text : text.slice(0, list)).trim().split(/\s+/).map(Number);
  return n.length > 2 && n.length === 2 + FIELDS * n[1] ? n : null; // a move at least: '1 0' says too little
}

/** True when the text is a CHE file. */
export function isChe(text) {
  return numbersOf(text) !== null;
}

/** The game of a CHE text, as a raw game. */
export function cheGames(text) {
  const n = numbersOf(text);
  const game = { tags: [], moves: [], problems: [], kind: 'uci', format: 'che' };
  const problem = (message) => { if (!game.problems.length) game.problems.push({ text: 'CHE', code: 'record-syntax', message }); };
  const base = n[0] === 0 ? 1 : 0; // QQ象棋 for Mac counts rows and columns from 1
  // the number of the move each follows: a file that names none (0 for every move) is one line
  let keeps = false;
  for (let at = 2 + 7; at < n.length; at += FIELDS) keeps ||= n[at] > 0;
  // the moves, numbered from 1, and the numbers of the moves that follow each (0: the start)
  const moves = [null], next = [[]];
  for (let at = 2; at < n.length; at += FIELDS) {
    const [fromRow, fromColumn, toRow, toColumn] = n.slice(at + 3, at + 7).map((v) => v - base);
    const number = moves.length, before = keeps ? n[at + 7] : number - 1;
    if ([fromRow, toRow].some((r) => r < 0 || r > 9) || [fromColumn, toColumn].some((c) => c < 0 || c > 8)) {
      problem(`a CHE move names a point off the board: ${n.slice(at, at + FIELDS).join(' ')}`);
      break;
    }
    if (!(before >= 0 && before < number)) {
      problem(`a CHE move follows no move before it: ${n.slice(at, at + FIELDS).join(' ')}`);
      break;
    }
    moves.push({ text: point(fromRow, fromColumn) + point(toRow, toColumn) });
    next[before].push(number);
    next.push([]);
  }
  game.moves = lineFrom(0, moves, next, 0, problem);
  return [game];
}

/** The main line after move `before` (0: the start), each move with its alternatives, the later
 *  moves after the same one, as variations. */
function lineFrom(before, moves, next, depth, problem) {
  const line = [];
  for (let b = before; next[b].length; b = next[b][0]) {
    const node = moves[next[b][0]];
    const alternatives = next[b].slice(1);
    if (alternatives.length && depth >= MAX_VARIATION_DEPTH) problem(`variations nested deeper than ${MAX_VARIATION_DEPTH}`);
    else if (alternatives.length) node.variations = alternatives.map((a) => [moves[a], ...lineFrom(a, moves, next, depth + 1, problem)]);
    line.push(node);
  }
  return line;
}
