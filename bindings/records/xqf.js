// xqf.js — XQF records: the binary files of XQStudio (象棋演播室) and the many archives and tools
// that store xiangqi games in its format. Read into the raw games pgn.js gives, for replay.js.
//
//   0x000  'XQ', version (10 = XQF 1.0, unencrypted; from 11 the moves, from 12 the start too
//          are obfuscated with keys at 0x003 and 0x008-0x00F)
//   0x010  the start: a byte X*10+Y for each of Red's R N B A K A B N R C C P P P P P, then
//          Black's (X: file 0-8 from Red's left; Y: rank 0-9 from Red's side; >= 90: captured),
//          whatever the game type at 0x040 (0 whole game, 1 opening, 2 middle game, 3 endgame):
//          books' files mark their positions as whole games too (258 of the 27,541 files of
//          zfdang/chinese-chess-fish-android); a whole game or an opening without both generals
//          (a preface, a page of text) starts from the standard board
//   0x032  from version 11, the side to move at the start: 1 Black (read when no move tells,
//          whatever the game type)
//   0x033  the result: 1 red wins, 2 black wins, 3 draw
//   0x050… strings, a length byte then the text (GBK, sometimes Big5): title, event, date, site,
//          red, black, time control, each side's time, annotator, author
//   0x400  the move tree in preorder, from a root record that holds the game's comment: per move
//          from, to (each + 24 / + 32 and the keys' offsets), flags (next move, alternative
//          move, comment), then the comment's length and bytes
//
// Facts from XQStudio's own description of XQF 1.0 (XQF.TXT, 2001) and from the converters of
// xqbase's XQFTOOLS (the keys of later versions). A move's points are written as CBF writes them
// ('77-47': file, then row from Black's side), which the core reads (its dialect POINT_DIGITS).
//
// Written (writeXqf): version 10, the format that description asks writers to use and every
// reader reads; version 18, as XQStudio 1.8 writes it, when the game has variations or Black
// moves first (10 holds neither: its readers take the side from the first move), with every key
// zero, so that nothing is obfuscated. Texts are GBK, cut to their fields (15 bytes for a name,
// 63 for a title or event). XQF has no move clocks.

import { decodePieces } from './decode.js';
import { bytesOf } from './text-decoders.js';
import { encodeText } from './encode.js';
import { fenOfBinit, binitOf } from './binit.js';
import { MAX_VARIATION_DEPTH, commentText } from './pgn-words.js';

const MOVES_AT = 0x400;
const KEY_MASK = '[(C) Copyright Mr. Dong Shiwei.]'; // the format's key stream mask, 32 bytes
const STRINGS = [ // offset, field size, tag
  [0x50, 64, 'Title'], [0xd0, 64, 'Event'], [0x110, 16, 'Date'], [0x120, 16, 'Site'],
  [0x130, 16, 'Red'], [0x140, 16, 'Black'], [0x150, 64, 'TimeControl'], [0x190, 16, 'RedTime'],
  [0x1a0, 16, 'BlackTime'], [0x1d0, 16, 'Annotator'], [0x1e0, 16, 'Author'],
];
const RESULTS = { 1: '1-0', 2: '0-1', 3: '1/2-1/2' };
const RESULT_BYTES = { '1-0': 1, '0-1': 2, '1/2-1/2': 3 };
const FIRST_VERSION = 10, LAST_VERSION = 18;
const COMMENT_KEY = 767; // from version 11, what a comment's length has added to it, keys or none

/** True when the input is XQF bytes (a string never is). */
export function isXqf(input) {
  if (typeof input === 'string') return false;
  const bytes = bytesOf(input);
  return bytes.length >= 3 && bytes[0] === 0x58 && bytes[1] === 0x51 && bytes[2] >= FIRST_VERSION && bytes[2] <= LAST_VERSION;
}

/** The offsets and key stream that undo the obfuscation of versions 11 and later. */
function keysOf(h) {
  const keys = { piece: 0, from: 0, to: 0, comment: 0, stream: new Uint8Array(32) };
  if (h[2] < 11) return keys;
  const square = (x) => x * x * 54 + 221;
  keys.piece = (square(h[13]) * h[13]) & 255;
  keys.from = (square(h[14]) * keys.piece) & 255;
  keys.to = (square(h[15]) * keys.from) & 255;
  keys.comment = (h[12] * 256 + h[13]) % 32000 + COMMENT_KEY;
  for (let i = 0; i < 32; i++) keys.stream[i] = (h[8 + (i & 3)] | (h[12 + (i & 3)] & h[3])) & KEY_MASK.charCodeAt(i);
  return keys;
}

/** A board point byte (X*10+Y) as its two digits, file then row from Black's side, as DhtmlXQ's
 *  binit and moves write a point ('40' -> '49'), or null off the board. */
function digitsOfPoint(byte) {
  return byte < 90 ? `${Math.floor(byte / 10)}${9 - (byte % 10)}` : null;
}

// Move texts by from * 90 + to, made once: the same string each time a move comes again, whose
// respelling (respell.js) is then found without hashing a new string (~6% of reading XQF).
const MOVE_TEXTS = [];
const moveText = (from, to) => (MOVE_TEXTS[from * 90 + to] ??= `${digitsOfPoint(from)}-${digitsOfPoint(to)}`);

/** A point's byte from its two digits ('49' -> 40). */
const pointOfDigits = (digits) => Number(digits[0]) * 10 + 9 - Number(digits[1]);

/** The records of the move area, in file order: { from, to, next, alternative, comment }. The
 *  area is a tree in preorder, so it ends when no record still announces one to come. */
function moveRecords(bytes, keys, problem) {
  const version = bytes[2], out = [];
  let at = MOVES_AT, k = 0;
  const take = (n) => {
    if (at + n > bytes.length) return null;
    const piece = bytes.slice(at, at + n);
    at += n;
    if (version >= 11) for (let i = 0; i < n; i++, k = (k + 1) & 31) piece[i] = (piece[i] - keys.stream[k]) & 255;
    return piece;
  };
  for (let announced = 1; announced > 0; announced--) {
    // the root announces a first move whether or not one follows: a position without moves
    // ends there (zfdang/chinese-chess-fish-android's book files: 20 of them)
    if (out.length === 1 && at === bytes.length) break;
    const r = take(4);
    if (!r) { problem('the XQF move list ends before its last move'); break; }
    let length = 0;
    if (version < 11 || r[2] & 0x20) {
      const l = take(4);
      if (!l) { problem('the XQF move list ends before its last move'); break; }
      length = (l[0] | l[1] << 8 | l[2] << 16 | l[3] << 24) - keys.comment;
    }
    if (length < 0 || at + length > bytes.length) { problem('an XQF comment runs past the end of the file'); break; }
    const record = {
      from: (r[0] - 24 - keys.from) & 255, to: (r[1] - 32 - keys.to) & 255,
      next: version < 11 ? (r[2] & 0xf0) !== 0 : (r[2] & 0x80) !== 0,
      // version 10: 0xF0 a next move, 0x0F an alternative (XQStudio writes 1.0 files with variations
      // so; walker8088/cchess's io_xqf.py reads them alike); from 11: 0x80 and 0x40
      alternative: version < 11 ? (r[2] & 0x0f) !== 0 : (r[2] & 0x40) !== 0,
      comment: length ? take(length) : null,
    };
    out.push(record);
    announced += record.next + record.alternative;
  }
  return out;
}

/** The preorder records as linked nodes: a record's next move follows it at once; the
 *  alternative to a move (another move at the same point) follows that move's subtree. */
function treeOf(records) {
  const nodes = records.map((record) => ({ record, next: null, alternative: null }));
  const waiting = []; // nodes whose alternative is still to come, the latest last
  for (let i = 1; i < nodes.length; i++) {
    const before = nodes[i - 1];
    if (before.record.alternative) waiting.push(before);
    if (before.record.next) before.next = nodes[i];
    else waiting.pop().alternative = nodes[i]; // moveRecords read no more records than announced
  }
  return nodes[0];
}

/** A line of raw nodes from a node on, with its alternatives as variations. The alternatives
 *  of a variation's first move are its siblings, listed by the line it branches from. */
function lineOf(first, depth, text, problem, isVariation = false) {
  const line = [];
  for (let n = first; n; n = n.next) {
    const { from, to } = n.record;
    if (from >= 90 || to >= 90) { problem('an XQF move names a point off the board'); break; }
    const node = { text: moveText(from, to) };
    if (n.record.comment) node.comment = commentText(text(n.record.comment));
    if (n.alternative && !(isVariation && n === first)) {
      if (depth >= MAX_VARIATION_DEPTH) problem(`variations nested deeper than ${MAX_VARIATION_DEPTH}`);
      else {
        node.variations = [];
        for (let a = n.alternative; a; a = a.alternative) node.variations.push(lineOf(a, depth + 1, text, problem, true));
      }
    }
    line.push(node);
  }
  return line;
}

/** The raw moves of preorder move records without a root (CBR's, cbr.js): the mainline, the
 *  alternatives as variations. Comments are texts already. */
export function moveTreeOf(records, problem) {
  const root = treeOf([{ next: true, alternative: false, comment: null }, ...records]);
  return lineOf(root.next, 0, (text) => text, problem);
}

/** The game of XQF bytes, as a raw game (one per file). */
export function xqfGames(input, encoding) {
  const bytes = bytesOf(input);
  const game = { tags: [], moves: [], problems: [], kind: 'iccs', dialect: 'POINT_DIGITS', format: 'xqf', startGiven: true }; // the board is always in the file
  const problem = (message) => { if (!game.problems.length) game.problems.push({ text: 'XQF', code: 'record-syntax', message }); };
  if (bytes.length < MOVES_AT) {
    problem(`an XQF file is at least ${MOVES_AT} bytes (its header); this one has ${bytes.length}`);
    return [game];
  }
  const keys = keysOf(bytes);
  const records = moveRecords(bytes, keys, problem);
  // the texts, decoded together: one encoding for the file (GBK or Big5), told from all of them
  const fields = STRINGS.map(([at, size, tag]) => [tag, bytes.subarray(at + 1, at + 1 + Math.min(bytes[at], size - 1))]);
  const comments = records.map((r) => r.comment).filter(Boolean);
  const pieces = [...fields.map(([, b]) => b), ...comments];
  const textOf = new Map(decodePieces(pieces, encoding).map((text, i) => [pieces[i], text.trim()]));
  for (const [tag, b] of fields) if (textOf.get(b)) game.tags.push([tag, textOf.get(b)]);
  if (RESULTS[bytes[0x33]]) game.tags.push(['Result', RESULTS[bytes[0x33]]]);
  const root = treeOf(records);
  if (root?.record.comment) game.comment = commentText(textOf.get(root.record.comment));
  game.moves = root ? lineOf(root.next, 0, (b) => textOf.get(b), problem) : [];
  // the start is the header's, whatever the game type: books mark positions of their own as whole
  // games (0) too. A whole game or an opening (0, 1) whose header has no general on each side (a
  // preface, a page of text alone) starts from the standard board ('' to fenOfBinit)
  const points = new Array(32);
  for (let i = 0; i < 32; i++) {
    const byte = (bytes[START_AT + i] - keys.piece) & 255;
    points[bytes[2] < 12 ? i : (keys.piece + 1 + i) % 32] = byte;
  }
  const generals = points[GENERAL] < 90 && points[16 + GENERAL] < 90;
  const binit = bytes[GAME_TYPE_AT] < 2 && !generals ? '' : points.map((p) => digitsOfPoint(p) ?? '99').join('');
  // the first move's side is the side to move; without moves, the header's
  const fen = fenOfBinit(binit, game.moves[0]?.text, bytes[2] >= 11 && bytes[SIDE_AT] === 1 ? 'b' : 'w');
  if (fen === null) { problem('the start of this XQF file puts two pieces on one point'); game.moves = []; }
  else if (fen) game.tags.push(['FEN', fen]);
  return [game];
}

const GAME_TYPE_AT = 0x40, RESULT_AT = 0x33, SIDE_AT = 0x32, START_AT = 0x10;
const GENERAL = 4; // the general's place among a side's 16 points (R N B A K ...)
const LATER_VERSION = 18; // XQStudio 1.8's: variations and the side to move

/** The 32 start bytes of a FEN (255: not on the board), in the slots of its binit (binit.js:
 *  the same pieces in the same order, rows counted from the top). */
function startBytes(fen) {
  const binit = binitOf(fen);
  return Uint8Array.from({ length: 32 }, (_, i) => {
    const digits = binit.slice(2 * i, 2 * i + 2);
    return digits === '99' ? 255 : pointOfDigits(digits);
  });
}

/** Every alternative to a node: its variations' first moves, and theirs in turn. */
function alternativesOf(node) {
  return (node.variations ?? []).filter((v) => v.length).flatMap((v) => [v, ...alternativesOf(v[0])]);
}

/** XQF bytes of a xiangqi game: { start, standardStart, mainline, tags, result, comment, digitsOf },
 *  the nodes' `uci` (`digitsOf`: a move's UCI as its four digits) and `comment` written (tags by
 *  their PGN names, as xqfGames reads them). */
export function writeXqf({ start, standardStart, mainline, tags, result, comment, digitsOf }) {
  const pieces = startBytes(start);
  const blackFirst = start.split(' ')[1] === 'b';
  const version = blackFirst || mainline.some((n) => alternativesOf(n).length) ? LATER_VERSION : FIRST_VERSION;
  const head = new Uint8Array(MOVES_AT);
  head.set([0x58, 0x51, version]);
  // from version 12 the bytes are rotated by the piece key plus one: with the key zero, slot i
  // is read from byte i - 1
  head.set(version >= 12 ? [...pieces.subarray(1), pieces[0]] : pieces, START_AT);
  head[RESULT_AT] = RESULT_BYTES[result] ?? 0;
  if (version >= 11) head[SIDE_AT] = blackFirst ? 1 : 0;
  head[GAME_TYPE_AT] = standardStart ? 0 : 2; // 2, a middle game: the start is the 32 bytes above
  const lower = Object.fromEntries(Object.entries(tags).map(([n, v]) => [n.toLowerCase(), String(v)]));
  // GBK, as XQStudio writes (its readers read no other): a character it lacks is '?'
  const encodeGbk = (text, limit) => encodeText(text, 'gbk', { replacement: '?', limit });
  for (const [at, size, tag] of STRINGS) {
    const text = encodeGbk(lower[tag.toLowerCase()] ?? '', size - 1);
    head[at] = text.length;
    head.set(text, at + 1);
  }
  const parts = [head];
  const record = (from, to, flags, text) => {
    const note = text ? encodeGbk(text) : null;
    const length = new Uint8Array(4);
    new DataView(length.buffer).setInt32(0, (note?.length ?? 0) + (version >= 11 ? COMMENT_KEY : 0), true);
    if (version < 11) parts.push(new Uint8Array([from, to, flags.next ? 0xf0 : 0, flags.root ? 0xff : 0]), length);
    else {
      const tag = (flags.next ? 0x80 : 0) | (flags.alternative ? 0x40 : 0) | (note ? 0x20 : 0);
      parts.push(new Uint8Array([from, to, tag, 0]));
      if (note) parts.push(length);
    }
    if (note) parts.push(note);
  };
  // the root: 'XQ' from version 11 on, as XQStudio writes it; a point 0 to point 0 before
  record(version < 11 ? 24 : 0x58, version < 11 ? 32 : 0x51, { next: mainline.length > 0, root: true }, comment);
  // preorder: a move, the rest of its line, then its alternatives; pending lines on a stack
  const stack = [{ line: mainline, alternative: null }];
  while (stack.length) {
    const task = stack.pop();
    for (let i = 0; i < task.line.length; i++) {
      const node = task.line[i], chained = i === 0 && task.alternative !== null;
      const alternatives = chained ? [] : alternativesOf(node);
      const points = digitsOf(node.uci);
      record(pointOfDigits(points.slice(0, 2)) + 24, pointOfDigits(points.slice(2)) + 32,
        { next: i + 1 < task.line.length, alternative: chained ? task.alternative : alternatives.length > 0 }, node.comment);
      for (let k = alternatives.length - 1; k >= 0; k--) stack.push({ line: alternatives[k], alternative: k + 1 < alternatives.length });
    }
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
