// cbr.js — CBR and CBL records: the binary files of 象棋桥 (CCBridge), one game (.cbr) or a
// library of games (.cbl). Read into the raw games pgn.js gives, for replay.js to play.
//
//   CBR, little-endian, texts UTF-16LE ended by a zero character (version 2, the byte at 0x013;
//   version 1's layout is LAYOUTS'):
//   0x000  'CCBridge Record\0'
//   0x0b4  title (128 bytes)      0x2b4  event (64)      0x434  red (64)      0x514  black (64)
//   0x81c  the result: 0 none, 1 red wins, 2 black wins, 3 and 4 draws
//   0x844  the side to move at the start (16 bits): 1 Red, else Black
//   0x848  the board, 90 bytes row by row from Black's side: 0x11-0x17 Red's, 0x21-0x27 Black's
//          R N B A K C P
//   0x8a6  the game's comment: a 32-bit flag, then (when it is not 0) its length and bytes
//          then the moves in preorder, 4 bytes each: flags (1: no next move, 2: an alternative
//          move follows this one's subtree, 4: a comment), 0, from, to (points 0-89 from Black's
//          left corner), and when flagged the comment's 32-bit length and bytes
//   CBL: 'CCBridgeLibrary\0', the index's size in entries at 0x3c, the library's name at 0x40
//        (512 bytes); the index at 0x10440, 276 bytes an entry, a used one's first word not 0, one
//        for each record, title cards included; the records, CBR in blocks of 4096 bytes from the
//        first one on, after the index
//   an older 象棋桥 file: 'CCBridge' then a 32-bit version word (21 in the libraries found) and,
//        from offset 20, a zlib stream: not read (a record error says so, naming the version)
//
// The layout is that other readers of these files use (walker8088/cchess, read_cbr.py); the
// tests check it on 象棋桥's own files: every move of every line legal (tests/records/README.md).
// The other header fields are not known and not read. Moves are read as XQF's are (xqf.js).

import { bytesOf } from './text-decoders.js';
import { moveTreeOf } from './xqf.js';

const RECORD_MAGIC = 'CCBridge Record\0';
const LIBRARY_MAGIC = 'CCBridgeLibrary\0';
const MAGIC = 'CCBridge';      // what all of 象棋桥's binary files begin with, the older ones too
const BLOCK = 4096;            // a library's games start on multiples of this
const INDEX_CAPACITY_AT = 0x3c, INDEX_AT = 0x10440, INDEX_ENTRY = 276; // a library's index of its records
const RESULTS = { 1: '1-0', 2: '0-1', 3: '1/2-1/2', 4: '1/2-1/2' };
const VERSION_AT = 0x13;       // a record's layout (LAYOUTS)
// A record's layout, by its version byte. 2: the files read first. 1: an older one (棋谱/
// sample_23_ccbridge.cbr of zfdang/chinese-chess-fish-android, the CBR of sample_22's CBF book):
// its title 0x80 bytes earlier, its board and moves 0x100, and its points written as two hex
// digits, file then row from Black's side (0x77 is CBF's '77'); its other fields are not known.
// `point` turns a point into XQF's (file * 10 + rank from Red's side), -1 off the board.
const LAYOUTS = {
  2: {
    tags: [[0x0b4, 128, 'Title'], [0x2b4, 64, 'Event'], [0x434, 64, 'Red'], [0x514, 64, 'Black']],
    resultAt: 0x81c, sideAt: 0x844, boardAt: 0x848, header: 0x8a6,
    point: (p) => (p <= 89 ? (p % 9) * 10 + 9 - Math.floor(p / 9) : -1), // 0-89 from Black's left corner
  },
  1: {
    tags: [[0x034, 128, 'Title']], resultAt: null, sideAt: 0x744, boardAt: 0x748, header: 0x7a6,
    point: (p) => ((p >> 4) <= 8 && (p & 15) <= 9 ? (p >> 4) * 10 + 9 - (p & 15) : -1),
  },
};
const layoutOf = (record) => LAYOUTS[record[VERSION_AT]] ?? LAYOUTS[2];
const LETTERS = ' rnbakcp';    // by the low four bits of a board byte
const STANDARD_BOARD = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR';
const utf16 = new TextDecoder('utf-16le');

function hasMagic(bytes, at, magic) {
  if (bytes.length < at + magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[at + i] !== magic.charCodeAt(i)) return false;
  return true;
}

/** Whether the bytes begin with a magic, or are a file cut inside it. */
function beginsAs(bytes, magic) {
  for (let i = 0; i < magic.length && i < bytes.length; i++) if (bytes[i] !== magic.charCodeAt(i)) return false;
  return true;
}

/** True when the bytes are a file of 象棋桥's: a CBR record, a CBL library, or an older file
 *  (cbrGames says it is not read). */
export function isCbr(input) {
  if (typeof input === 'string') return false;
  return hasMagic(bytesOf(input), 0, MAGIC);
}

/** The one raw game of an older 象棋桥 file, whose layout is not read: its error says so. Its
 *  bytes, read as text, had given an illegal move "CCBridge" and undecodable bytes. */
function olderFile(bytes) {
  const version = bytes.length >= 12 ? `version word ${int32(bytes, 8) >>> 0}` : 'no version word';
  const zlib = bytes[20] === 0x78 ? ', then zlib-compressed data' : '';
  const message = `an older 象棋桥 (CCBridge) file ("CCBridge", ${version}${zlib}), which is not read: `
    + 'the CBR and CBL files read begin "CCBridge Record" and "CCBridgeLibrary"';
  return { tags: [], moves: [], problems: [{ text: 'CCBridge', code: 'record-syntax', message }], kind: 'iccs', format: 'cbr' };
}

/** A UTF-16LE text of `size` bytes at most, up to its first zero character. */
function textAt(bytes, at, size) {
  let end = at;
  const stop = Math.min(at + size, bytes.length) - 1;
  while (end < stop && (bytes[end] | bytes[end + 1]) !== 0) end += 2;
  return utf16.decode(bytes.subarray(at, end)).trim();
}

const int32 = (bytes, at) => bytes[at] | bytes[at + 1] << 8 | bytes[at + 2] << 16 | bytes[at + 3] << 24;

/** The board of a record as FEN fields (board, side), or null if it holds a byte that is no piece. */
function startOf(bytes, { boardAt, sideAt }) {
  const rows = [];
  for (let y = 0; y < 10; y++) {
    let row = '', empty = 0;
    for (let x = 0; x < 9; x++) {
      const b = bytes[boardAt + y * 9 + x];
      if (b === 0) { empty++; continue; }
      const letter = LETTERS[b & 15], side = b >> 4;
      if ((b & 15) > 7 || letter === ' ' || (side !== 1 && side !== 2)) return null;
      row += (empty || '') + (side === 1 ? letter.toUpperCase() : letter);
      empty = 0;
    }
    rows.push(row + (empty || ''));
  }
  const side = (bytes[sideAt] | bytes[sideAt + 1] << 8) === 1 ? 'w' : 'b';
  return { board: rows.join('/'), side };
}

/** The move records after the header: { from, to, next, alternative, comment } in preorder, as
 *  XQF's (points as XQF writes them: file * 10 + rank from Red's side). */
function moveRecords(bytes, at, point, problem) {
  const out = [];
  for (let announced = 1; announced > 0; announced--) {
    if (at + 4 > bytes.length) { // a list without moves still has its zero word: the bytes are cut
      problem(out.length ? 'the CBR move list ends before its last move' : 'the CBR record ends before its move list');
      break;
    }
    if (out.length === 0 && int32(bytes, at) === 0) break;
    const [flags, , from, to] = bytes.subarray(at, at + 4);
    at += 4;
    let comment = null;
    if (flags & 4) {
      const length = at + 4 <= bytes.length ? int32(bytes, at) : -1;
      if (length < 0 || at + 4 + length > bytes.length) { problem('a CBR comment runs past the end of the record'); break; }
      comment = textAt(bytes, at + 4, length);
      at += 4 + length;
    }
    if (point(from) < 0 || point(to) < 0) { problem('a CBR move names a point off the board'); break; }
    const record = { from: point(from), to: point(to), next: !(flags & 1), alternative: (flags & 2) !== 0, comment };
    out.push(record);
    announced += record.next + record.alternative;
  }
  return out;
}

/** The raw game of the CBR record at `at` (null: a library's record with no piece on its
 *  board, a section's title card). */
function recordGame(bytes, at, inLibrary) {
  const game = { tags: [], moves: [], problems: [], kind: 'iccs', dialect: 'POINT_DIGITS', format: 'cbr', startGiven: true }; // the board is always in the file
  const problem = (message) => { if (!game.problems.length) game.problems.push({ text: 'CBR', code: 'record-syntax', message }); };
  const r = bytes.subarray(at);
  const layout = layoutOf(r);
  if (r.length < layout.header + 4) {
    problem(`a CBR record is at least ${layout.header + 4} bytes; this one has ${r.length}`);
    return game;
  }
  for (const [offset, size, tag] of layout.tags) {
    const text = textAt(r, offset, size);
    if (text) game.tags.push([tag, text]);
  }
  const result = layout.resultAt === null ? undefined : RESULTS[r[layout.resultAt]];
  if (result) game.tags.push(['Result', result]);
  const start = startOf(r, layout);
  if (!start) { problem('a CBR board byte is no piece'); return game; }
  if (inLibrary && !/[a-z]/i.test(start.board)) return null;
  if (start.board !== STANDARD_BOARD || start.side !== 'w') game.tags.push(['FEN', `${start.board} ${start.side} - - 0 1`]);
  let next = layout.header + 4;
  const commented = int32(r, layout.header) !== 0;
  let comment = null;
  if (commented) {
    const length = int32(r, next);
    if (length < 0 || next + 4 + length > r.length) { problem('the CBR game comment runs past the end of the record'); return game; }
    comment = textAt(r, next + 4, length);
    next += 4 + length;
  }
  if (comment) game.comment = comment;
  const records = moveRecords(r, next, layout.point, problem);
  game.moves = moveTreeOf(records, problem);
  return game;
}

/** The games of CBR or CBL bytes, as raw games (a library's title cards left out); of an older
 *  file, one that says it is not read. */
export function cbrGames(input) {
  const bytes = bytesOf(input);
  if (beginsAs(bytes, RECORD_MAGIC)) return [recordGame(bytes, 0, false)];
  if (!beginsAs(bytes, LIBRARY_MAGIC)) return [olderFile(bytes)];
  const games = [];
  let at = bytes.indexOf(RECORD_MAGIC.charCodeAt(0), LIBRARY_MAGIC.length), records = 0;
  while (at >= 0 && !hasMagic(bytes, at, RECORD_MAGIC)) at = bytes.indexOf(RECORD_MAGIC.charCodeAt(0), at + 1);
  for (; at >= 0 && at < bytes.length; at += BLOCK) {
    if (!hasMagic(bytes, at, RECORD_MAGIC)) continue; // a game's overflow, or an empty block
    records++;
    const game = recordGame(bytes, at, true);
    if (game) games.push(game);
  }
  const listed = indexedRecords(bytes);
  if (records < listed || (listed === 0 && records === 0 && bytes.length < INDEX_AT + INDEX_ENTRY)) {
    const message = listed ? `the CBL library lists ${listed} records and holds ${records}: the file is cut off`
      : 'the CBL library ends before its index: the file is cut off';
    games.push({ tags: [], moves: [], problems: [{ text: 'CBL', code: 'record-syntax', message }], kind: 'iccs', format: 'cbr' });
  }
  return games;
}

/** How many records a library's index lists (its used entries that the bytes hold): a library
 *  cut short holds fewer. */
function indexedRecords(bytes) {
  const capacity = bytes.length >= INDEX_CAPACITY_AT + 4 ? int32(bytes, INDEX_CAPACITY_AT) : 0;
  let listed = 0;
  for (let i = 0, at = INDEX_AT; i < capacity && at + 4 <= bytes.length; i++, at += INDEX_ENTRY) {
    if (int32(bytes, at) !== 0) listed++;
  }
  return listed;
}
