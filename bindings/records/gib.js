// gib.js — what the GIB (Korean janggi record) headers mean: the start position from the
// formations, the result from 대국결과, and the formations of a start position for writing.
//
// Formations (초차림/한차림, also 초포진/한포진) name the horse (마) and elephant (상) order on the
// two wings of a back rank, read left to right on the board as printed with Cho at the bottom:
// '마상상마' = horse b, elephant c, elephant g, horse h. Checked against real GIB files: in the
// 2016-12-06 record quoted in tests/records/README.md (both sides '상마상마') Han's first horse
// move is 18마37, from file 8 — so Han's string is read on the same left-to-right files as Cho's,
// not mirrored. GIB square codes: row from the top (0 for the tenth row), then file 1-9 from
// the left; the same codes as the janggi numeric notation.

import { resultOfWord } from './results.js';

export const GIB_TAGS = ['판', '대회명', '회전', '대국일자', '대국장소', '초대국자', '한대국자', '초차림', '한차림',
  '초포진', '한포진', '제한시간', '총수', '대국결과', '기보형식'];
const FORMATION = /^(?:마상|상마){2}$/; // each wing one horse and one elephant
const WINGS = { 마: 'n', 상: 'b' };

/** True when a game's tags are GIB headers. */
export function isGibTags(tags) {
  return tags.some(([name]) => GIB_TAGS.includes(name));
}

// Tygem's .gib, a baduk (Go) record of the same extension: a header of \[GAME…=…\] lines, in
// files from its server between \HS and \HE, then the moves as "STO 0 2 2 15 15" lines between
// \GS and \GE (the layout GIB-to-SGF converters read). Told by how its text begins.
const TYGEM = /^\s*\\(?:HS\s|\[GAME[A-Z]*=)/;

/** The mark that begins a Tygem baduk record (not a janggi GIB), or null. */
export function tygemMark(text) {
  return TYGEM.exec(text)?.[0].trim() ?? null;
}

/** The one raw game of a Tygem baduk record: refused as a record of no game read here, as
 *  [Variant "chess"] is (unknown-variant: no profile, no start); its lines had been read as
 *  janggi moves. */
export function tygemGame(mark) {
  const message = 'a Tygem baduk (Go) record (\\HS, \\[GAME…=…\\] lines, "STO" moves), not a game of xiangqi, janggi or makruk';
  return { tags: [], moves: [], problems: [], format: 'gib', refusal: { text: mark, code: 'unknown-variant', message } };
}

function formationTag(tags, side) {
  const hit = tags.find(([name]) => name === `${side}차림` || name === `${side}포진`);
  if (hit) return hit[1].replace(/\s+/g, '');
  // a PGN's [Cho "상마상마"] and [Han "마상마상"] (janggi-review.com's), when they hold one (the
  // same names may hold a player's)
  const english = tags.find(([name, value]) => name === ENGLISH_SIDES[side] && FORMATION.test(value.replace(/\s+/g, '')));
  const formation = english?.[1].replace(/\s+/g, '');
  return side === '한' ? formation && [...formation].reverse().join('') : formation;
}
const ENGLISH_SIDES = { 초: 'Cho', 한: 'Han' };

/** True when the tags give a formation (GIB's 초차림 or a PGN's [Cho "마상상마"]): a janggi start. */
export function hasFormationTags(tags) {
  return formationTag(tags, '초') !== undefined || formationTag(tags, '한') !== undefined;
}

function backRank(formation) {
  const w = [...formation].map((c) => WINGS[c]);
  return `r${w[0]}${w[1]}a1a${w[2]}${w[3]}r`;
}

// [판 "…"]: the whole board, ten rows separated by '/', the first one Cho's back rank (row 0 of
// the square codes), files 1-9 left to right; Cho's pieces in Hangul, Han's in Hanja, digits for
// empty points, the empty points that end a row left out (an empty row is written as nothing);
// after a space, a note ("한 접장기": a handicap game). As ladofa/janggi's python_tf/gibo.py
// reads it. Who moves first is not written: the first move's piece says (replay.js).
const BOARD_LETTERS = {
  차: 'R', 상: 'B', 마: 'N', 포: 'C', 사: 'A', 장: 'K', 졸: 'P',
  車: 'r', 象: 'b', 馬: 'n', 包: 'c', 士: 'a', 將: 'k', 兵: 'p',
};

const LETTER_OF_BOARD = Object.fromEntries(Object.entries(BOARD_LETTERS).map(([name, letter]) => [letter, name]));

/** The [판] value of a janggi FEN's board (the reader's format above): null if a piece has no name there. */
export function boardTagOf(fen) {
  const rows = [];
  for (const rank of fen.split(' ')[0].split('/').reverse()) { // Cho's back rank first
    let row = '';
    for (const ch of rank.replace(/\d/g, (d) => ' '.repeat(Number(d)))) {
      if (ch === ' ') { row += ' '; continue; }
      const name = LETTER_OF_BOARD[ch];
      if (!name) return null;
      row += name;
    }
    rows.push(row.trimEnd().replace(/ +/g, (run) => String(run.length)));
  }
  return rows.join('/');
}

/** The note after a [판] board (" 한 접장기"): the text from the space that ends its tenth row,
 *  or ''. Written back after the board, so that the tag reads back as it was read. */
export function boardTagNote(value) {
  const tenth = String(value).split('/').slice(9).join('/');
  const at = tenth.indexOf(' ');
  return at < 0 ? '' : tenth.slice(at);
}

function boardTagFen(value) {
  const rows = value.split('/');
  if (rows.length < 10) return null;
  const ranks = [];
  for (const row of rows.slice(0, 10)) {
    let rank = '', empty = 0, width = 0;
    for (const ch of row) {
      if (ch === ' ') break;
      if (/[1-9]/.test(ch)) { empty += Number(ch); width += Number(ch); continue; }
      const letter = BOARD_LETTERS[ch];
      if (!letter) return null;
      if (empty) { rank += empty; empty = 0; }
      rank += letter;
      width++;
    }
    if (width > 9) return null;
    empty += 9 - width;
    ranks.push(empty ? rank + empty : rank);
  }
  return `${ranks.reverse().join('/')} w - - 0 1`;
}

/**
 * The start FEN the formations give: { fen } (undefined when there are no formation tags),
 * or { error: { code: 'bad-formation', message } }.
 */
export function gibStart(tags) {
  const board = tags.find(([name]) => name === '판');
  if (board) {
    const fen = boardTagFen(board[1]);
    return fen ? { fen, board: true } : { error: { code: 'bad-formation', message: `the [판] board ${JSON.stringify(board[1])} is not ten rows of at most nine points` } };
  }
  const cho = formationTag(tags, '초');
  const han = formationTag(tags, '한');
  if (cho === undefined && han === undefined) return {};
  for (const [side, f] of [['초 (Cho)', cho], ['한 (Han)', han]]) {
    if (f === undefined || !FORMATION.test(f)) {
      return { error: { code: 'bad-formation', message: `the ${side} formation ${JSON.stringify(f ?? '')} is not a horse and an elephant on each wing (마상 or 상마, twice: e.g. 마상상마)` } };
    }
  }
  const fen = `${backRank(han)}/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/${backRank(cho).toUpperCase()} w - - 0 1`;
  return { fen };
}

// The four formations, as a side names its own wings (마상상마: horse, elephant, elephant, horse).
const FORMATIONS = ['마상상마', '상마상마', '마상마상', '상마마상'];

/** The starts of the sixteen pairs of formations (Cho's, then Han's), for a record that names none. */
export function formationStarts() {
  return FORMATIONS.flatMap((cho) => FORMATIONS.map((han) => gibStart([['초차림', cho], ['한차림', han]]).fen));
}

/** The formations of a janggi start FEN, { cho, han }, or null if it is not a formation start. */
export function formationsOf(fen) {
  const ranks = fen.split(' ')[0].split('/');
  if (ranks.length !== 10) return null;
  const wing = (rank) => {
    const m = /^r([nb])([nb])a1a([nb])([nb])r$/i.exec(rank);
    return m ? m.slice(1).map((c) => (c.toLowerCase() === 'n' ? '마' : '상')).join('') : null;
  };
  const han = wing(ranks[0]), cho = wing(ranks[9]);
  if (!han || !cho || ranks[0] !== ranks[0].toLowerCase() || ranks[9] !== ranks[9].toUpperCase()) return null;
  const probe = gibStart([['초차림', cho], ['한차림', han]]).fen;
  return probe.split(' ')[0] === fen.split(' ')[0] ? { cho, han } : null;
}

// [기보형식 "구좌표"]: the old coordinates, in which the core reads a GIB's moves
// (BR_DIALECT_GIB_OLD_POINTS: "84졸74" is today's "79졸78").
/** True when a GIB's tags say its moves are in the old coordinates. */
export function hasOldCoordinates(tags) {
  return tags.some(([name, value]) => name === '기보형식' && value.trim() === '구좌표');
}

/** '1-0' | '0-1' | '1/2-1/2' from the 대국결과 tag, or null. */
export function gibResult(tags) {
  const hit = tags.find(([name]) => name === '대국결과');
  return hit ? resultOfWord(hit[1]) : null;
}

const GIB_WINNER = { '1-0': '초', '0-1': '한' };
// how a win came, in the words GIB archives write (results.js reads them): 완승 otherwise
const GIB_WIN_WORD = { resignation: '기권승', timeout: '시간승', 'material-count': '점수승' };
/** The 대국결과 of a result ('1-0' ...), said with how the win came when `reason` (the game's
 *  outcome's, when the result is its) is one GIB has a word for. */
export function gibResultWord(result, reason) {
  if (result === '1/2-1/2') return '무승부';
  return GIB_WINNER[result] && `${GIB_WINNER[result]} ${GIB_WIN_WORD[reason] ?? '완승'}`;
}
