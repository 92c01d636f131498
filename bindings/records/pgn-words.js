// pgn-words.js — what PGN-style movetext is made of, for its reader (pgn.js) and the games it
// builds (pgn-games.js): the token expression, tag lines, move numbers and !/? marks, result
// words, a start written before the moves, and moves written without spaces between them.

import { VIETNAMESE_SIDE, VIETNAMESE_OUTCOME, VIETNAMESE_DRAW_WORD, VIETNAMESE_GAME, ENGLISH_SIDE, ENGLISH_OUTCOME, resultOfWord } from './results.js';
import { lent } from './lent.js';

// Marks read as spaces: DOS end-of-file marks (0x1A), and the stray 0xFF bytes of Korean sites'
// GIB files (text-decoders.js drops them) as Windows' code page 949 decodes them, U+F8F7 (its
// table's "0xff 0xf8f7 ;Undefined -> EUDC"), which a GIB file converted so to UTF-8 keeps.
export const FILE_MARKS = '\x1a\uf8f7'; // in a regular expression's class too

export const SUFFIX_NAGS = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };
// and full-width, as Chinese text writes them ('马八进七！')
for (const [mark, nag] of Object.entries(SUFFIX_NAGS)) SUFFIX_NAGS[mark.replace(/!/g, '！').replace(/\?/g, '？')] = nag;

// One token at a time (sticky): spaces, tag, {comment}, ;comment, ( ), $nag, move number, word.
export const TOKEN = new RegExp([
  String.raw`([\s${FILE_MARKS}|]+|<[^<>\s]*>)`,  // spaces, FILE_MARKS, '|' (a column rule: '1. P2-5 | M8.7 |'), <…> (reserved in PGN; GIB files carry '<0>')
  // a tag; a '"' inside its value not escaped (as some databases write: [Event ""X" Cup"]) is
  // read as part of it when no ']' follows it
  String.raw`\[\s*([^\s"\[\]]+)\s*"((?:[^"\\\r\n]|\\.|"(?![ \t]*\]))*)"\s*\]`,
  String.raw`\{([^}]*)\}`,
  // a footnote's mark after a move ('X3.3 (1)', 'P4-7 (S)', as Vietnamese books set them): no
  // variation holds one number or letter alone; kept as the move's comment. A Chinese numeral too,
  // as Chinese books head their lines ('(一)车2进5'); in full-width parentheses too ('（1）')
  String.raw`([(（](?:\d{1,2}|[A-Za-z]|[一二三四五六七八九十]{1,2})[)）])`,
  String.raw`;([^\n]*)`,
  String.raw`([()（）])`, // full-width ones too, as Chinese text writes them (asciiParen)
  String.raw`\$(\d+)`,
  // a move number, or one of a list at a line's start ('1) p2-5 m8.7', as a Vietnamese page numbers its moves);
  // full-width, as Chinese text typed so writes it ('１．炮二平五'), it is read, never a game's start;
  // alone on its line, as PlayOK's move table copies (its number, then each move, a line each), or
  // opening a line of moves without its dot, as English books and magazines print them ('1 C2=6 C2=5');
  // in Thai digits, with a dot or ')' ('๑) ค, ช๗-ฉ๖+ ข, จ๗-ง๘ ๒) …', as a Thai blog numbers its moves)
  String.raw`(\d+\s*(?:\.\s*\.\s*\.|\.|…|、|．)|[０-９]+\s*[.．、]|[๐-๙]+[ \t]*[.)]|(?<=(?:^|[\r\n])[ \t]*)\d+[ \t]*\)|(?<=(?:^|[\r\n])[ \t]*)\d{1,3}(?=[ \t]*(?:\r?\n|$)|[ \t]+[^\s\d]))`,
  // words with an inner space before the generic word: results ('초 완승', '한 승', 'Đỏ thắng',
  // 'White win'), the pass as prose writes it ('한수 쉼'; GIB files write '한수쉼'), one word to the
  // core, and SchemingMind's note between the moves ('Clock started on 09/19/2023', CLOCK_NOTE)
  String.raw`((?:(?:초|한|楚|漢)\s+(?:완승|승|시간승|기권승|판정승|반칙승|패|완패)|한수[ \t\u3000]+쉼|${VIETNAMESE_SIDE}[ \t]+${VIETNAMESE_OUTCOME}${VIETNAMESE_GAME}?|${VIETNAMESE_DRAW_WORD}${VIETNAMESE_GAME}|${ENGLISH_SIDE}[ \t]+${ENGLISH_OUTCOME}|Clock[ \t]+started[ \t]+on[ \t]+[\d/.-]+)(?![\p{L}\p{N}]))`,
  String.raw`([^\s${FILE_MARKS}{}();\[\]$<>|（）]+)`,
].join('|'), 'uy');
// A tag line whose value a line break cut, and the next line that closes it.
export const BROKEN_TAG_HEAD = /^\[[ \t]*([^\s"\[\]]+)[ \t]*"([^"]*)$/;
export const BROKEN_TAG_TAIL = /^([^"\[\]]*)"[ \t]*\][ \t]*$/;

// The tag's head alone, to find where its value starts.
// What follows a tag pair on its line, past spaces, when it is a move other than a move 1 (not
// the line's end, another tag, a comment): among a game's moves, such a tag pair is a note, the
// last move's comment ('[Score "9=1"] 2.兵七进一  [Score "9=-1"] 马８进７', an engine's evaluation
// before each move, as .xqn files write it), not the next game's tags (record-lines.js movesAfter)
export const MOVES_AFTER_TAG = /[ \t]*(?![[{;\r\n]|1(?!\d))\S/y;
export const TAG_HEAD = /\[\s*[^\s"\[\]]+\s*"/y;
const LINE_BREAK = /[\r\n]/g;
/** Where the line holding `from` ends (at a line break, or the text's end). */
export function lineEnd(text, from) {
  LINE_BREAK.lastIndex = from;
  return LINE_BREAK.exec(text)?.index ?? text.length;
}
/** lineEnd of one text, asked again and again as its reader moves on: the last end found answers
 *  any point before it on that line. A text of one line holding thousands of results ('1-0 1-0
 *  …') had made each result look for its line's end through the rest of the text. */
export function lineEnds(text) {
  let from = 0, end = -1;
  return (at) => {
    if (at < from || at > end) [from, end] = [at, lineEnd(text, at)];
    return end;
  };
}
// A tag pair opening a line ([Name "…), past what the CLI's splitter also passes over there: a
// "{" comment that reaches one before its "}" was never closed, and that line starts the next game.
export const TAG_LINE = new RegExp(String.raw`^[ \t\r${FILE_MARKS}\ufeff]*\[[ \t]*[^\s"\[\]]+[ \t]*"`, 'gm');
// decode.js marks an undecodable sequence with lone low surrogates (two), which nothing else
// puts in a text (with the u flag the class matches no half of a pair: an emoji, 𠮷, is no mark);
// a word is what the tokenizer reads as one (TOKEN's last alternative).
export const MARK_UNIT = /[\udc00-\udfff]/u;
/** Whether a text holds such a mark: a quick scan for any low surrogate first (without the u
 *  flag), as most texts hold none, then the u flag's lone ones. */
export const hasMark = (text) => /[\udc00-\udfff]/.test(text) && MARK_UNIT.test(text);
const WORD_CHAR = String.raw`[^\s${FILE_MARKS}{}();\[\]$<>（）]`;
const OPENING_WORD = new RegExp(String.raw`^[ \t${FILE_MARKS}\ufeff]*(${WORD_CHAR}+)[ \t]*\[`);

/** True when a line's text opens, past spaces, with a word holding undecodable bytes and then
 *  "[": bytes that did not decode at the start of a tag line (the game's first, or one of its
 *  tags), which belong to the tag's game. The CLI's splitter reads such a line as a tag line. */
export function opensMarkedTag(line) {
  const m = OPENING_WORD.exec(line);
  return m !== null && MARK_UNIT.test(m[1]);
}
// From a "[" to the end of its line: tag pairs and spaces only (TOKEN's tag alternative).
export const TAGS_TO_LINE_END = new RegExp(String.raw`(?:[ \t]*\[\s*[^\s"\[\]]+\s*"(?:[^"\\\r\n]|\\.|"(?![ \t]*\]))*"[ \t]*\])+[ \t${FILE_MARKS}]*(?:[\r\n]|$)`, 'y');

// Tables by code unit, not Sets: the scanner asks about every character of a word.
const tableOf = (chars, controls = 0) => {
  const table = new Uint8Array(65536).fill(1, 0, controls);
  for (const ch of chars) table[ch.charCodeAt(0)] = 1;
  return table;
};
// Characters that start a token the regular expression reads: [ { ; ( ) $ < >, and the full-width
// parentheses Chinese text writes, '（图1）', '（2019年10月24日弈于亳州）', read as '(' and ')' are
export const SPECIAL = tableOf('[{;()$<>（）');
/** A parenthesis as the reader takes it: a full-width one, '（' or '）', as its ASCII form. */
export const asciiParen = (p) => (p === '（' ? '(' : p === '）' ? ')' : p);
// What the scanner passes over between tokens: spaces and control characters (up to ' '), the
// wide and no-break spaces, byte-order marks, '|' column rules and FILE_MARKS.
const BETWEEN_TOKENS = `|\u3000\u00a0\ufeff${FILE_MARKS}`;
export const SPACE_LIKE = tableOf(BETWEEN_TOKENS, 33);
// What ends a plain word: those, and the token starts.
export const DELIMITER = tableOf(`[]{};()$<>（）${BETWEEN_TOKENS}`, 33);
// Words a spaced word starts with (a Korean result, '초 완승', the pass, '한수 쉼', a Vietnamese
// result, 'Đỏ thắng'): the expression reads those.
export const SPACED_WORD_START = new Set(['초', '한', '楚', '漢', '한수', 'Đỏ', 'đỏ', 'ĐỎ', 'Đen', 'đen', 'ĐEN', 'Xanh', 'xanh', 'XANH', 'Trắng', 'trắng', 'TRẮNG', 'Hòa', 'Hoà', 'hòa', 'hoà', 'HÒA', 'HOÀ', 'White', 'white', 'WHITE', 'Black', 'black', 'BLACK', 'Red', 'red', 'RED', 'Clock']);
/** Lines an app writes after its game, passed over as XQ Wizard's "=====" notice is: 鲨鱼象棋's
 *  PGN export ends so. */
export const APP_TRAILERS = new Set(['感谢使用鲨鱼象棋软件']);
export const isAppTrailer = (text) => APP_TRAILERS.has(text.trim());
/** SchemingMind's game pages write when the clock started, a line between the moves: the site's. */
export const CLOCK_NOTE = /^Clock[ \t]+started[ \t]+on[ \t]/;

/** A word holding several moves written without spaces ('炮二平五馬８進７', 'Ｃ２＝５Ｈ８＋７'), split
 *  where the core's readers say each move ends (moveTextSpan); after each may come its !/?
 *  marks and the next move's number ('马８进７2.马二进三'). What follows the last move read
 *  stays one word (a garbled move is named at its own ply, after those before it); a word that
 *  starts with no such move comes back whole. */
export function splitGlued(word) {
  // two texts at least, or one and the next move's number ('马８进７17.'): most words are asked
  // nothing (a call for every word longer than one text cost 10% of reading GIB's moves)
  const chars = lent.fixedMoveChars();
  if (word.length < 2 * chars && !(word.length > chars && MOVE_NUMBER_DOTS.has(word[word.length - 1]))) return [word];
  let end = lent.moveTextSpan(word);
  if (end === word.length) return [word];
  if (end === 0) return byCommas(word);
  const out = [];
  for (let at = 0; ;) {
    GLUED_SUFFIX.lastIndex = end; // '炮二平五!马８进７': the move keeps its !/? (onWord reads it)
    if (GLUED_SUFFIX.test(word)) end = GLUED_SUFFIX.lastIndex;
    out.push(word.slice(at, end));
    if (MOVE_COMMAS.has(word[end])) end++; // '炮二平五，马8进7', as xiangqi.com's import takes a pair
    GLUED_PAUSE.lastIndex = end;
    if (GLUED_PAUSE.test(word)) end = GLUED_PAUSE.lastIndex;
    GLUED_MOVE_NUMBER.lastIndex = at = end;
    if (GLUED_MOVE_NUMBER.test(word)) at = GLUED_MOVE_NUMBER.lastIndex;
    if (at === word.length) return out;
    const span = lent.moveTextSpan(word.slice(at));
    if (!span) return [...out, ...byCommas(word.slice(at))];
    end = at + span;
  }
}
const GLUED_MOVE_NUMBER = /\d+[.…、．]+/y;

/** A list of moves joined by commas, as apps keep a game's moves ('h3h7,b8e8,…', play.xiangqi.com's
 *  `uci_moves`): each one a word, past its number if it has one; a word without a comma comes
 *  back whole. (Moves of a fixed length are cut out by their span above: 'P2-5,M8.7'.) An empty
 *  place in the list ('h2e2,,h9g7') is its comma, a move that is no move: named, never passed over. */
function byCommas(word) {
  if (!LIST_COMMA.test(word)) return [word];
  const parts = [];
  for (let from = 0, k = 0; k <= word.length; k++) {
    if (k < word.length && !MOVE_COMMAS.has(word[k])) continue;
    // a move's number with a comma for its dot, as a forum post writes a pair ('1,炮二平五,马8进7。'):
    // passed over, as a number is
    if (from === 0 && k < word.length - 1 && COMMA_NUMBER.test(word.slice(0, k))) { from = k + 1; continue; }
    parts.push(word.slice(from, k).replace(MOVE_NUMBER, '') || word[k] || word[k - 1]);
    from = k + 1;
  }
  return parts;
}
const COMMA_NUMBER = /^\d{1,3}$/;
const MOVE_NUMBER = /^\d+[.…、．]+/;
// '4.车二进六…………': a row of dots or ellipses after Red's move, as opening books print one whose
// comment comes before Black's reply ('4.…………车9平4' on the line after it); Chinese's full stop
// or semicolon after a pair, as a solution's text parts its pairs ('车6退1；2. 炮一平四'). The
// ASCII ';' stays PGN's comment
const GLUED_PAUSE = /[.…。；]+/y;
/** The commas that part Red's move from Black's in a pair ('P2-5, M8.7', '炮二平五，马8进7'), or
 *  the moves of a list ('h2e2,h9g7，h0g2、i9h9': 、 is Chinese's comma between the items of a list). */
export const MOVE_COMMAS = new Set([',', '\uff0c', '\u3001']);
const LIST_COMMA = new RegExp(`[${[...MOVE_COMMAS].join('')}]`);
/** True when a text holds a comma that may part moves (MOVE_COMMAS). */
export const hasListComma = (text) => LIST_COMMA.test(text);
/** Where a result after a word's last comma starts ('马七退六，和', '炮五进四,红胜': a solution's
 *  last move, then its outcome, as Chinese prose ends the line), or -1. */
export function resultAfterComma(word) {
  if (!LIST_COMMA.test(word)) return -1;
  let k = word.length - 1;
  while (k > 0 && !MOVE_COMMAS.has(word[k])) k--;
  const tail = word.slice(k + 1);
  return k > 0 && tail && mayBeResult(tail) && resultOfWord(tail) !== null ? k + 1 : -1;
}
// Latin letters, Vietnamese's included (Latin-1, Extended-A and -B, Extended Additional): the
// words a move in words starts with (not Chinese's, whose moves are one word)
export const LETTERS_ALONE = /^[A-Za-z\u00c0-\u024f\u0300-\u036f\u1e00-\u1eff]+$/; // combining marks: text in NFD
// A Thai piece's letter alone, which Fairy-Stockfish's Thai long form spaces off the move's
// points ('บ จ๓-จ๔', 'ม็ ง๘-ค๗'), or dotted before its origin, as the Thai federation's rules of
// 2569 write a move with its sign spaced ('ม.ข1 - ง2', 'ร.ก4 × บ.ง4'), or with a comma after it,
// as a Thai blog writes the long form ('ค, ฉ๓-ฉ๔')
export const THAI_PIECE_LETTER = /^(?:[บขคมรง]|ม็)(?:$|[.,])/;
const GLUED_SUFFIX = /[!?！？]{1,2}/y; // full-width too ('马八进七！车4平3')
export const MOVE_NUMBER_DOTS = new Set(['.', '…', '、', '．']); // '1.', '1…', '1、', '1．'

// A FEN opening a game's moves is its start, as a [FEN] tag would give it: tools that keep a game
// as its start and moves write it so, on a line of its own before the moves (walker8088/cchess's
// test records), or as UCI and UCCI's command does, 'position fen <FEN> moves h2e2 …' ('position
// startpos moves …' from the game's start), or '<FEN> moves …'. Its board: 8 or 10 ranks; then
// up to five fields (side, '-', counters; cutechess's makruk counting too).
export const FEN_BOARD = /^[1-9A-Za-z]+(?:\/[1-9A-Za-z]+){7}(?:\/[1-9A-Za-z]+\/[1-9A-Za-z]+)?$/;
export const FEN_FIELD = /^(?:[wbr]|-|[KQkq]{1,4}|\d{1,4})$/;
export const POSITION_WORD = /^(?:position|fen:?)$/i;

// niu2x/chinese-qipu's puzzles write their start after the moves, a board whose side to move is
// glued to its last rank ('…/C1B1K2C1w', '…/c3KAB2w--01': side, '-', '-', the counters 0 and 1)
const COUNTERS_GLUED = /--(\d)(\d+)$/;

/** The FEN of a board with its side glued on ('…/C1B1K2C1w': '…/C1B1K2C1 w - - 0 1'), or null:
 *  its last rank holds the first's points, then the side's letter. */
export function gluedFen(word) {
  const counters = word.length >= 20 ? COUNTERS_GLUED.exec(word) : null;
  const board = counters ? word.slice(0, counters.index) : word;
  if (board.length < 20 || !FEN_BOARD.test(board)) return null;
  const ranks = board.split('/');
  const width = rankWidth(ranks[0]);
  const last = ranks[ranks.length - 1];
  let [at, points] = [0, 0];
  for (; at < last.length && points < width; at++) points += /\d/.test(last[at]) ? Number(last[at]) : 1;
  const side = last.slice(at);
  if (points !== width || !/^[wbr]$/.test(side) || ranks.slice(1, -1).some((rank) => rankWidth(rank) !== width)) return null;
  return `${[...ranks.slice(0, -1), last.slice(0, at)].join('/')} ${side} - - ${counters?.[1] ?? 0} ${counters?.[2] ?? 1}`;
}
const rankWidth = (rank) => [...rank].reduce((n, c) => n + (/\d/.test(c) ? Number(c) : 1), 0);

/** True when a word opens a game's start: UCI's 'position', 'FEN:', or a FEN board. After moves
 *  or a start, it is the next game's (a log of position commands, a list of FENs; the CLI's
 *  splitter cuts there too). */
export const opensPosition = (word) => (word.length === 8 || word.length === 4 ? /^(?:position|fen:)$/i.test(word)
  : word.length >= 15 && FEN_BOARD.test(word)); // a FEN board: 8 ranks and 7 '/' at least

/** A comment as a record holds it: trimmed, its lines broken by '\n' whatever the file's line
 *  ends were ('\r\n' in files from Windows tools), as text-mode reading gives them. */
export function commentText(text) {
  return text.replace(/\r\n?/g, '\n').trim();
}

// First characters of result markers and words: a cheap test before the regular expressions.
const RESULT_START = new Set(['1', '0', '½', '*', '红', '紅', '黑', '和', '平', '正', '双', '雙', '(', '（', '【', '초', '한', '楚', '漢', '무', '비', 'Đ', 'đ']);
// Vietnamese result words start with letters moves start with too ('Hòa', 'Xanh thắng', 'Trắng
// thắng'; 'X9-8', 'H2-E2', 'T3.5'): with a letter not ASCII
const LATIN_RESULT_START = new Set(['H', 'h', 'X', 'x', 'T', 't']);
// English ones ('White win', 'Red wins', 'Draw') with letters that start moves too ('B3+5',
// 'Rxb9'): their first word first
const ENGLISH_RESULT_START = new Set(['W', 'w', 'B', 'b', 'D', 'd', 'R', 'r']);
const ENGLISH_LEAD = /^(?:white|black|red|draw)/i;
export function mayBeResult(word) {
  // a marker or word that starts with a digit is 1-0, 0-1 or 1/2-1/2 (many moves start so: 79졸78)
  if (word[0] === '1' || word[0] === '0') return word[1] === '-' || word[1] === '/';
  if (RESULT_START.has(word[0])) return true;
  if (ENGLISH_RESULT_START.has(word[0])) return ENGLISH_LEAD.test(word);
  if (!LATIN_RESULT_START.has(word[0])) return false;
  for (let i = 1; i < word.length; i++) if (word.charCodeAt(i) > 127) return true;
  return false;
}

/** True when the move number "1" from `at` to `end` in the text ('1.', '1、', '1 .', '1)') is
 *  White's (Red's, Cho's) and opens its line: past spaces, DOS end-of-file marks and byte-order
 *  marks alone, as the CLI's splitter passes over them (record-lines.js, lineStart). */
export function opensFirstMove(text, at, end, black = false) {
  const number = text.slice(at, end);
  if (/[\r\n]/.test(number) || (!black && /[.…]{2}|…/.test(number.replace(/\s+/g, '')))) return false; // '1...', '1…'
  let after = end;
  while (text[after] === ' ' || text[after] === '\t') after++;
  if (!black && (text[after] === '.' || text[after] === '…')) return false; // '1. ...'
  let k = at;
  while (k > 0 && LINE_START_SKIPS.has(text[k - 1])) k--;
  return k === 0 || text[k - 1] === '\n';
}
const LINE_START_SKIPS = new Set([' ', '\t', '\r', '\u00a0', '\ufeff', ...FILE_MARKS]);

/** The deepest variation nesting kept (the PGN grammar sets none; real records nest a few
 *  levels): deeper lines are a record-syntax problem, so that replay and writing, which recurse
 *  by depth, never run out of stack. */
export const MAX_VARIATION_DEPTH = 100;
