// comment.js — the commands game sites and tools put in a PGN comment, read out of it and written
// into one: drawings as lichess and ChessBase write them, an engine's evaluation as lichess exports
// it and python-chess reads it, clocks as lichess and chess.com export them.
//
//   parseComment(comment) -> { text, shapes, evaluation?, clock?, emt? }
//   makeComment({ text?, shapes?, evaluation?, clock?, emt? }) -> comment
//
//   [%csl Ge3,Rd4]      circles on points, [%cal Gh3e3] arrows: shapes [{ brush, orig, dest? }],
//                       brush G, R, B or Y (green, red, blue, yellow)
//   [%eval 0.17]        pawns for the first player after the move; [%eval #-3] the second mates in
//                       3; [%eval 0.17,20] searched to depth 20: evaluation { pawns } or { mate }, depth?
//   [%clk 0:04:57]      the mover's clock after the move, [%emt 0:00:03] the time the move took:
//                       seconds (tenths and more as written: [%clk 0:00:09.4] is 9.4)
//
// A command read is taken out of the text (with the room it took); one it cannot read stays text,
// as do commands it does not know ([%tqu], a site's own). The first [%eval], [%clk] or [%emt] is
// read, drawings of every [%csl]/[%cal] (an item that is no drawing left out). Squares are names
// as the moves write them (a1 to i10): whether a board has them is the caller's to say.

import { ArgumentError } from '../errors.js';
import { named, revoked } from './named.js';

const BRUSH_LETTERS = 'GRBY';
const SQUARE = '[a-z]\\d{1,2}'; // a name's syntax: whether the board has the point is the caller's to say
const SHAPE = new RegExp(`^([${BRUSH_LETTERS}])(${SQUARE})(${SQUARE})?$`);
const POINT = new RegExp(`^${SQUARE}$`);
// a command's start; it runs to the first ']' after it, and the room after that (commands())
const COMMAND_START = /\[%(csl|cal|eval|clk|emt)\s/g;
const PAWNS = /^[+-]?(?:\d{1,6}(?:\.\d*)?|\.\d+)$/;
const MATE = /^#([+-]?\d{1,4})$/;
const CLOCK = /^(\d{1,4}):([0-5]?\d):([0-5]?\d(?:\.\d{1,3})?)$/;

/** The shapes of a [%csl] (circles: one point) or [%cal] (arrows: two points) list; an item that
 *  is none (another colour, an arrow in a circles' list, one from a point to itself) is left out. */
function readShapes(kind, list) {
  const shapes = [];
  for (const item of list.split(',').map((s) => s.trim())) {
    const m = SHAPE.exec(item);
    if (!m || (kind === 'cal') !== Boolean(m[3]) || m[2] === m[3]) continue;
    shapes.push({ brush: m[1], orig: m[2], ...(m[3] ? { dest: m[3] } : {}) });
  }
  return shapes;
}

/** An [%eval] value: { pawns } or { mate }, with depth? after a comma; null when it is not one. */
function readEvaluation(value) {
  const [score, depth, ...more] = value.split(',').map((s) => s.trim());
  // a depth from 1 to 999, as makeComment takes it (a depth 0 read here made it throw)
  if (more.length || (depth !== undefined && !(/^\d{1,3}$/.test(depth) && Number(depth) > 0))) return null;
  const mate = MATE.exec(score);
  let read = null;
  if (mate && Number(mate[1]) !== 0) read = { mate: Number(mate[1]) }; // (#0 says no more than the game's end)
  else if (!mate && PAWNS.test(score)) read = { pawns: Number(score) + 0 }; // (+ 0: -0 is 0)
  if (!read) return null;
  return depth !== undefined ? { ...read, depth: Number(depth) } : read;
}

/** Seconds from H:MM:SS; null when it is not a clock. */
function readClock(value) {
  const m = CLOCK.exec(value);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/** The comment with each command `[%kind value]` (and the room after it) replaced by
 *  replace(whole, kind, value), the value trimmed. Read by hand, in time linear in the comment:
 *  the expression it replaces, /\[%(csl|…)\s+([^\]]*?)\s*\]\s*\/g, tried each way of
 *  sharing a run of spaces among its three runs, so '[%csl ' and 40,000 spaces with no ']' did
 *  not end in minutes. It finds what that expression found: after a start with no ']' after it,
 *  no later start has one either. */
function commands(comment, replace) {
  let out = '';
  let from = 0;
  COMMAND_START.lastIndex = 0;
  for (let m; (m = COMMAND_START.exec(comment)) !== null;) {
    const close = comment.indexOf(']', m.index);
    if (close < 0) break;
    let end = close + 1;
    while (end < comment.length && /\s/.test(comment[end])) end++;
    out += comment.slice(from, m.index) + replace(comment.slice(m.index, end), m[1], comment.slice(m.index + m[0].length, close).trim());
    from = COMMAND_START.lastIndex = end;
  }
  return out + comment.slice(from);
}

/** A comment's commands read out of it, and the rest of its text (as written when it has none). */
export function parseComment(comment = '') {
  const parsed = { text: '', shapes: [] };
  if (typeof comment !== 'string') throw new ArgumentError('bad-argument', `parseComment takes a comment's text, not ${named(comment)}`);
  const text = commands(comment, (whole, kind, value) => {
    if (kind === 'csl' || kind === 'cal') {
      const shapes = readShapes(kind, value);
      if (!shapes.length) return whole; // none of its items is a drawing: a command that does not read, kept
      for (const shape of shapes) parsed.shapes.push(shape);
      return '';
    }
    const key = kind === 'eval' ? 'evaluation' : kind === 'clk' ? 'clock' : 'emt';
    const read = kind === 'eval' ? readEvaluation(value) : readClock(value);
    if (read === null || key in parsed) return whole;
    parsed[key] = read;
    return '';
  });
  parsed.text = text === comment ? text : text.trim();
  return parsed;
}

/** H:MM:SS of `seconds`, with its fraction to the millisecond as written ('0:04:57.3'). */
function writeClock(seconds) {
  const ms = Math.round(seconds * 1000), whole = Math.floor(ms / 1000), fraction = ms % 1000;
  const h = Math.floor(whole / 3600), m = Math.floor(whole / 60) % 60, s = whole % 60;
  const tail = fraction ? `.${String(fraction).padStart(3, '0').replace(/0+$/, '')}` : '';
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}${tail}`;
}

/** The value of the [%eval] makeComment writes for an evaluation. */
function evaluationText({ pawns, mate, depth }) {
  const score = mate !== undefined ? `#${mate}` : Math.abs(pawns) < 0.005 ? '0.00' : pawns.toFixed(2);
  return depth ? `${score},${depth}` : score;
}

/** What makeComment is given, each part checked: an ArgumentError names the first that is wrong. */
function checkParts({ text = '', shapes = [], evaluation, clock, emt }) {
  // `v` named, or (`shown`) the member of an object that is wrong: "not an object" named nothing
  const bad = (what, v, shown = named(v)) => new ArgumentError('bad-argument', `makeComment's ${what}, not ${shown}`);
  if (typeof text !== 'string') throw bad('text is a text', text);
  if (revoked(shapes) || !Array.isArray(shapes)) throw bad('shapes are an array of { brush, orig, dest? }', shapes);
  for (const [i, s] of shapes.entries()) {
    const point = (v) => typeof v === 'string' && POINT.test(v);
    const wrong = revoked(s) || s === null || typeof s !== 'object' ? named(s)
      : !BRUSH_LETTERS.includes(s.brush) || s.brush.length !== 1 ? `brush ${named(s.brush)}` : !point(s.orig) ? `orig ${named(s.orig)}`
        : s.dest !== undefined && !point(s.dest) ? `dest ${named(s.dest)}` : s.orig === s.dest ? `an arrow from ${s.orig} to itself` : null;
    if (wrong) throw bad('shapes are { brush: G, R, B or Y, orig, dest? } on points such as e3 (an arrow between two)', s, `shapes[${i}]: ${wrong}`);
  }
  if (evaluation != null) {
    const { pawns, mate, depth } = revoked(evaluation) ? {} : evaluation;
    const score = pawns !== undefined ? Number.isFinite(pawns) && mate === undefined : Number.isInteger(mate) && mate !== 0;
    const depthFits = depth === undefined || (Number.isInteger(depth) && depth > 0 && depth < 1000);
    // what is written must read back: a million pawns (7 digits, or 1e+21) or a mate in 10000
    // had been written as a command parseComment leaves in the text
    if (!score || !depthFits || !readEvaluation(evaluationText(evaluation))) {
      const wrong = revoked(evaluation) || typeof evaluation !== 'object' ? named(evaluation) : !depthFits ? `depth ${named(depth)}`
        : pawns !== undefined && mate !== undefined ? 'one with both pawns and mate' : pawns !== undefined ? `pawns ${named(pawns)}`
          : mate !== undefined ? `mate ${named(mate)}` : 'one with neither pawns nor mate';
      throw bad('evaluation is { pawns } or { mate } (pawns under a million; a mate a count of moves, not 0, under 10000), with depth? from 1 to 999', evaluation, wrong);
    }
  }
  for (const [what, v] of [['clock', clock], ['emt', emt]]) {
    // (read back: under 10000 hours once rounded to the millisecond, as H:MM:SS holds them)
    if (v != null && !(Number.isFinite(v) && v >= 0 && readClock(writeClock(v)) !== null)) throw bad(`${what} is a count of seconds`, v);
  }
}

/** The parts read once, each shape and the evaluation copied member by member: checked and
 *  written from the same values (a getter giving another value on its second read had been
 *  written unchecked: '[%csl G]x]', '[%clk NaN:NaN:NaN]', or a TypeError). */
function readOnce({ text, shapes, evaluation, clock, emt }) {
  const copy = (v, keys) => (v !== null && typeof v === 'object' && !revoked(v) ? Object.fromEntries(keys.map((k) => [k, v[k]])) : v);
  const list = !revoked(shapes) && Array.isArray(shapes) ? Array.from(shapes, (shape) => copy(shape, ['brush', 'orig', 'dest'])) : shapes;
  return { text, shapes: list, evaluation: copy(evaluation, ['pawns', 'mate', 'depth']), clock, emt };
}

/** The parts of a comment, as parseComment gives them and makeComment takes them. */
const COMMENT_PARTS = ['text', 'shapes', 'evaluation', 'clock', 'emt'];

/** A comment with the commands first (evaluation, clocks, circles, arrows), then the text. */
export function makeComment(parts = {}) {
  if (parts === null || typeof parts !== 'object' || revoked(parts)) throw new ArgumentError('bad-argument', `makeComment takes { text?, shapes?, evaluation?, clock?, emt? }, not ${named(parts)}`);
  // a part of another name ({ txt }) had been left out without a word, as if no text were given
  const other = Object.keys(parts).find((k) => !COMMENT_PARTS.includes(k));
  if (other !== undefined) throw new ArgumentError('bad-argument', `makeComment takes { ${COMMENT_PARTS.join(', ')} }, not a part named ${named(other)}`);
  const once = readOnce(parts);
  checkParts(once);
  const { text = '', shapes = [], evaluation, clock, emt } = once;
  const commands = [];
  if (evaluation) commands.push(`[%eval ${evaluationText(evaluation)}]`);
  if (clock != null) commands.push(`[%clk ${writeClock(clock)}]`);
  if (emt != null) commands.push(`[%emt ${writeClock(emt)}]`);
  const circles = shapes.filter((s) => !s.dest).map((s) => s.brush + s.orig);
  const arrows = shapes.filter((s) => s.dest).map((s) => s.brush + s.orig + s.dest);
  if (circles.length) commands.push(`[%csl ${circles.join(',')}]`);
  if (arrows.length) commands.push(`[%cal ${arrows.join(',')}]`);
  return [commands.join(' '), text].filter(Boolean).join(' ');
}
