// mxq.js — MXQ records: the files 弈天 (movesky.net)'s client saves, bytes as a run of texts, each a
// length byte then its bytes (GBK). Read into the raw games pgn.js gives, for replay.js.
//
//   site, date, "red-负-black" (the result between the players' names: 胜 won, 和 drew, 负 lost),
//   red's rating, black's rating, five texts not read, the game's comment, "Moves",
//   then a text a move, "7C-4C": a file digit 0-8 from Red's left and a rank letter A-J from
//   Red's side, twice; then "Ends" (and "CommentsEnd")
//
// The layout is the one xqbase's converter reads (XQFTOOLS, mxq2pgn.cpp); the tests check it on a
// file of zfdang/chinese-chess-fish-android (tests/records/README.md). 弈天's server may end a game
// by taking a general: such a move is refused at its ply, as the rules refuse it.

import { decodePieces } from './decode.js';
import { bytesOf } from './text-decoders.js';

const HEADER_TEXTS = 11; // the texts before "Moves"
const MOVES = 'Moves', END = 'Ends';
const RESULT = /^(.*?)-(胜|和|负|負)-(.*)$/s;
const RESULTS = { 胜: '1-0', 和: '1/2-1/2', 负: '0-1', 負: '0-1' };
const point = (file, rank) => `${'abcdefghi'[file]}${rank.charCodeAt(0) - 64}`; // in UCI

/** The texts of MXQ bytes, each a Uint8Array, up to the end or a length past it. */
function textsOf(bytes) {
  const texts = [];
  for (let at = 0; at < bytes.length && at + 1 + bytes[at] <= bytes.length; at += 1 + bytes[at]) texts.push(bytes.subarray(at + 1, at + 1 + bytes[at]));
  return texts;
}

const ascii = (piece) => String.fromCharCode(...piece);

/** True when the input is MXQ bytes: its twelfth text is "Moves" (a string never is). */
export function isMxq(input) {
  if (typeof input === 'string') return false;
  const bytes = bytesOf(input);
  let at = 0;
  for (let i = 0; i < HEADER_TEXTS && at < bytes.length; i++) at += 1 + bytes[at];
  return at < bytes.length && bytes[at] === MOVES.length && ascii(bytes.subarray(at + 1, at + 1 + MOVES.length)) === MOVES;
}

/** The game of MXQ bytes, as a raw game (one per file). */
export function mxqGames(input, encoding) {
  const texts = textsOf(bytesOf(input));
  const game = { tags: [], moves: [], problems: [], kind: 'uci', format: 'mxq' };
  const [site, date, players, redElo, blackElo] = decodePieces(texts.slice(0, 5), encoding).map((t) => t.trim());
  const comment = decodePieces([texts[HEADER_TEXTS - 1] ?? new Uint8Array(0)], encoding)[0].trim();
  const result = RESULT.exec(players);
  for (const [tag, value] of [['Site', site], ['Date', date], ...(result ? [['Red', result[1]], ['Black', result[3]], ['Result', RESULTS[result[2]]]] : [['Event', players]]),
    ['RedElo', redElo], ['BlackElo', blackElo]]) {
    if (value) game.tags.push([tag, value]);
  }
  if (comment) game.comment = comment;
  let i = HEADER_TEXTS + 1;
  for (; i < texts.length && ascii(texts[i]) !== END; i++) {
    const m = /^([0-8])([A-J])-([0-8])([A-J])$/.exec(ascii(texts[i]));
    if (!m) {
      game.problems.push({ text: 'MXQ', code: 'record-syntax', message: `an MXQ move is a file digit and a rank letter, twice ("7C-4C"); got ${JSON.stringify(ascii(texts[i]).slice(0, 20))}` });
      break;
    }
    game.moves.push({ text: point(m[1], m[2]) + point(m[3], m[4]) });
  }
  if (i >= texts.length && !game.problems.length) game.problems.push({ text: 'MXQ', code: 'record-syntax', message: 'the MXQ move list ends before its "Ends": the file may be cut off' });
  return [game];
}
