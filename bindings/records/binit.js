// binit.js — a xiangqi start as DhtmlXQ's binit and XQF's piece list write it: 32 points of two
// digits, Red's R N B A K A B N R C C P P P P P then Black's, file 0-8 from Red's left and row 0-9
// from Black's side, 99 for a piece not on the board.

import { RecordError } from './errors.js';

const PIECES = 'RNBAKABNRCCPPPPP';
export const STANDARD_BINIT = '8979695949392919097717866646260600102030405060708012720323436383';

/** The FEN of a binit (none or empty: the standard board), or null if it is not one; the side to
 *  move is that of the first move (its digits, '7747'), if any. undefined: the standard start,
 *  Red to move. XQF's start is the same 32 pieces. */
export function fenOfBinit(binit, firstMove, sideWithoutMoves = 'w') {
  const d = binit.replace(/\s+/g, '') || STANDARD_BINIT;
  if (!/^\d{64}$/.test(d)) return null;
  const board = Array.from({ length: 10 }, () => Array(9).fill(''));
  for (let i = 0; i < 32; i++) {
    const x = Number(d[2 * i]), y = Number(d[2 * i + 1]);
    if (x === 9 && y === 9) continue;
    if (x > 8 || board[y][x]) return null;
    board[y][x] = i < 16 ? PIECES[i] : PIECES[i - 16].toLowerCase();
  }
  const rows = board.map((row) => row.map((p) => p || '1').join('').replace(/1+/g, (ones) => String(ones.length)));
  // the side to move is the side of the first move's piece (when there is none, what the caller says)
  const from = firstMove ? board[Number(firstMove[1])]?.[Number(firstMove[0])] ?? '' : '';
  const side = from ? (from === from.toLowerCase() ? 'b' : 'w') : sideWithoutMoves;
  // the standard board with Red to move is the start a game has without a FEN; with Black to
  // move (a game given the move), a start of its own
  if (d === STANDARD_BINIT && side === 'w') return undefined;
  return `${rows.join('/')} ${side} - - 0 1`;
}

/** The binit of a start FEN: each piece on a point of its kind's (R N B A K A B N R C C P×5),
 *  each side's from its own right, as the standard binit and XQF's description list them. */
export function binitOf(fen) {
  const slots = [...PIECES, ...PIECES.toLowerCase()].map(() => '99');
  const points = [];
  fen.split(' ')[0].split('/').forEach((rank, y) => {
    let x = 0;
    for (const c of rank) {
      if (/\d/.test(c)) x += Number(c);
      else points.push({ c, x: x++, y });
    }
  });
  points.sort((a, b) => (a.c === a.c.toUpperCase() ? b.x - a.x : a.x - b.x) || b.y - a.y); // Red's right: high files
  const taken = new Set();
  for (const { c, x, y } of points) {
    const kinds = c === c.toUpperCase() ? PIECES : PIECES.toLowerCase();
    const base = c === c.toUpperCase() ? 0 : 16;
    const i = [...kinds].findIndex((k, j) => k === c && !taken.has(base + j));
    if (i < 0) throw new RecordError('unwritable-position', `DhtmlXQ and XQF starts hold at most the 16 pieces of a side's set; this one has one more ${c}`);
    taken.add(base + i);
    slots[base + i] = `${x}${y}`;
  }
  return slots.join('');
}
