// ccm.js — CCM records: the files 17pk (一起来玩)'s xiangqi client saves, bytes. Read into the raw
// games pgn.js gives, for replay.js.
//
//   12 bytes    two 16-bit numbers not read; the time the game was saved (32 bits, seconds since
//               1970, little-endian); the count of moves (32 bits)
//   9 bytes     a move each: the piece's number (0-15) and side (1 Red, 2 Black) and kind (1-7:
//               general, advisor, elephant, horse, chariot, cannon, soldier); the from column and
//               row, the to column and row (columns 0-8 from Red's left, rows 0-9 from Black's
//               side); the number and kind of the piece taken (kind 0: none)
//
// Told from the sample of zfdang/chinese-chess-fish-android (tests/records/README.md): its 100
// moves, read so, are legal for Fairy-Stockfish, each piece and each piece taken is the one the
// board has there, and its time is 2016-12-26, the week its other samples were saved. xqbase's
// converter (XQFTOOLS, ccm2pgn.cpp) reads another layout under the name, seven bytes a move; no
// such file has been seen.

import { bytesOf } from './text-decoders.js';
import { Game } from '../game.js';

const HEADER = 12, MOVE = 9;
const SIDES = [1, 2], KINDS = 7;
const point = (column, row) => `${'abcdefghi'[column]}${10 - row}`; // in UCI
const u32 = (b, at) => (b[at] | b[at + 1] << 8 | b[at + 2] << 16 | b[at + 3] << 24) >>> 0;

/** Whether the move at `at` has a CCM move's fields: a side, a kind and points on the board. */
function isMoveAt(b, at) {
  return b[at] < 16 && SIDES.includes(b[at + 1]) && b[at + 2] >= 1 && b[at + 2] <= KINDS
    && b[at + 3] <= 8 && b[at + 4] <= 9 && b[at + 5] <= 8 && b[at + 6] <= 9
    && (b[at + 3] !== b[at + 5] || b[at + 4] !== b[at + 6]) && b[at + 7] < 16 && b[at + 8] <= KINDS;
}

/** True when the input is CCM bytes, or their start: a count of moves, no more bytes than those
 *  moves take, each whole move with a move's fields (a file cut short is one too: its moves are
 *  read up to the cut). */
export function isCcm(input) {
  if (typeof input === 'string') return false;
  const b = bytesOf(input);
  const count = b.length >= HEADER + MOVE ? u32(b, 8) : 0;
  if (count === 0 || b.length > HEADER + MOVE * count) return false;
  for (let at = HEADER; at + MOVE <= b.length; at += MOVE) if (!isMoveAt(b, at)) return false;
  return true;
}

/** The date of a time in seconds, as PGN writes one (China's time, UTC+8: 17pk's players'). */
function dateOf(seconds) {
  const d = new Date((seconds + 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** The game of CCM bytes, as a raw game (one per file). */
export function ccmGames(input) {
  const b = bytesOf(input);
  const count = u32(b, 8), held = Math.floor((b.length - HEADER) / MOVE);
  const game = { tags: [['Date', dateOf(u32(b, 4))]], moves: [], problems: [], kind: 'uci', format: 'ccm' };
  if (b[HEADER + 1] === 2) { // Black's move first: the standard board, Black to move
    const start = new Game('xiangqi/standard').fen().split(' ');
    start[1] = 'b';
    game.tags.push(['FEN', start.join(' ')]);
  }
  for (let at = HEADER; at + MOVE <= b.length; at += MOVE) game.moves.push({ text: point(b[at + 3], b[at + 4]) + point(b[at + 5], b[at + 6]) });
  if (held < count) game.problems.push({ text: 'CCM', code: 'record-syntax', message: `the CCM file holds ${held} of the ${count} moves it counts: it may be cut off` });
  return [game];
}
