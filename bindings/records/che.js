// che.js — CHE records: the files QQ象棋 (QQ's xiangqi client) saves, text of numbers apart by
// spaces. Read into the raw games pgn.js gives, for replay.js.
//
//   1 62                                 two numbers, the second the count of moves
//   21 32 1 0 1 2 2 0 1 0                then ten a move: three not read, the move's from row and
//   10 32 0 7 7 7 4 0 2 0                column and to row and column (rows 0-9 from Red's side,
//   …                                    columns 0-8 from Red's left), three not read
//
// The layout is the one xqbase's converter reads (XQFTOOLS, che2pgn.cpp); the tests check it on a
// file of zfdang/chinese-chess-fish-android (tests/records/README.md). QQ象棋 lets a general be
// taken: a game so ended holds a move the rules refuse, at its ply.

const NUMBERS = /^[\s\ufeff]*\d+(?:\s+\d+)*\s*$/;
const FIELDS = 10; // numbers a move
const point = (row, column) => `${'abcdefghi'[column]}${row + 1}`; // in UCI

/** The numbers of a CHE text, or null when it is not one: numbers alone, two then ten a move. */
function numbersOf(text) {
  if (text.length > 1 << 20 || !NUMBERS.test(text)) return null;
  const n = text.trim().split(/\s+/).map(Number);
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
  for (let at = 2; at < n.length; at += FIELDS) {
    const [fromRow, fromColumn, toRow, toColumn] = n.slice(at + 3, at + 7);
    if (fromRow > 9 || toRow > 9 || fromColumn > 8 || toColumn > 8) {
      game.problems.push({ text: 'CHE', code: 'record-syntax', message: `a CHE move names a point off the board: ${n.slice(at, at + FIELDS).join(' ')}` });
      break;
    }
    game.moves.push({ text: point(fromRow, fromColumn) + point(toRow, toColumn) });
  }
  return [game];
}
