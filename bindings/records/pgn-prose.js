// pgn-prose.js — what prose between a record's moves looks like: English, Vietnamese and Thai
// lines of a book's or a blog's text, notes and glosses in parentheses, a book's variation
// headings. pgn.js asks these as it reads; they are the game's comments, not its moves.

import { lent } from './lent.js';
import { resultOfWord } from './results.js';

// A word of English or Vietnamese prose: Latin letters, an apostrophe or hyphen within ("Black's",
// 'counter-play')
export const PROSE_WORD = /^\p{Script=Latin}[\p{Script=Latin}'’-]*$/u;
// A quote a prose line may open with
export const isQuote = (c) => c === 39 || c === 34 || c === 0x2018 || c === 0x201c;

// What may open a line of prose before its first word: a note's letter in parentheses ('(a)
// Trước kia Đen thường chơi 4. X2.4 …', a book's notes under its moves), or a heading's number
// before the game it heads, on a line with no digit after it ('1. PHÁO ĐẦU ĐỐI BÌNH PHONG MÃ CỔ
// ĐIỂN') or whose first two words are capitals ('1. PHƯƠNG ÁN PHÁO ĐẦU TIẾN TỐT 3 …')
export const PROSE_LABEL = /(?:\([a-z]\)|\d{1,3}\.(?=[ \t]+(?:[^\d\r\n]+$|\p{Lu}[\p{Lu}\p{M}]+[ \t]+\p{Lu}[\p{Lu}\p{M}]+[ \t])))[ \t]+/muy;
// A year opening a title line, an ordinal after it or not ('2015 14th World Xiangqi Championship',
// "2004 'General Cup' China National Xiangqi League", a blog's or a newsgroup post's heading
// before its moves): the words after it are asked of as a prose line's are (their first no
// notation reads, another after it), so that digits that are moves, a line of them, stay moves
export const YEAR_LABEL = /(?:1[5-9]|20)\d\d(?:[ \t]+\d{1,3}(?:st|nd|rd|th))?[ \t]+/y;

// A web address, the only word of its line ('http://wxf.org/xq/14wxc/17.html', the source a blog's
// post names among its heading's lines; 'www.…'; in parentheses): prose, no move holds one
export const URL_LINE = /^\(?(?:(?:https?|ftp):\/\/|www\.)[^\s()]+\)?$/i;

// A line's first word, and whether another follows it on the line: a prose line has two words or
// more, or one ending with a colon, a label ('Ex:', a guide's before its example)
const FIRST_WORD = /(\S+)(?:[ \t]+\S|(?<=:)[ \t]*(?:\r?\n|$))/y;
// One word alone on its line, ending a sentence: the last line of a paragraph a book's text
// wraps ('advantage.', 'Chariot”.'), prose when the line before it was
const LAST_WORD = /(\S+[.!?]["”’]?)[ \t]*(?=\r?\n|\r|$)/y;
// The punctuation a word of prose ends with, its closing quote too ('forward”.'), or the quotes
// it opens with (SchemingMind's game page heads its moves with "'Standard' (30 days + …)")
// (A word's closing run of marks is matched from the run's start alone, (?<!…): a bare '[…]+$'
// is tried at each mark of a run and reads it to its end, the square of the run's length: a line
// of one 40 KB word took 6 s. pgn.js and pgn-restated.js match a last word and marks so too.)
const PROSE_WORD_START = /^['"“‘]+/u, PROSE_WORD_END = /(?<![,.;:!?'"”’])[,.;:!?'"”’]+$/u;
// Only a line break between two positions
export const LINE_BREAK = /^(?:\r?\n|\r)$/;
// A line's end that ends its sentence ('R6+5.', 'Chariot”.', a label's 'Ex:'; Chinese's '黑方易走。')
export const SENTENCE_END = /[.!?:。！？：]["”’」]?$/;
// A word that is a move in a list, its comma or semicolon after it ('C5=6;'), or the list's
// next items run on after it, as Chinese prose lists moves ('马八进七,马2进3;')
const LISTED_MOVE = /^([^\s,;，；]+)[,;，；]/;
// A word of Thai prose: Thai letters and marks, no digit (every Thai move has its rank's), longer
// than a piece's letter ('รูปจน', a post's line between its moves). Thai leaves no space between
// words: a line of prose may be one word ('ศรีสัชนาลัยทัวร์นาเมนต์', a game's title)
const THAI_PROSE_WORD = /^[\u0e01-\u0e4f]{3,}$/;
const ONE_WORD = /(\S+)[ \t]*(?:\r?\n|$)/y;
// A word of Chinese prose: two Han characters or more ('如图，红方似乎可以车三退三叫杀得车．…', a
// post's paragraph between its moves). Chinese leaves no space between words either: a line of
// its prose may be one word; a move that opens it is a move (the core's moveTextSpan). A
// magazine's mark may open it, a byline's box ('□評注/陳富杰大師', its annotator's name). A book's
// heading opens with its game's or chapter's ordinal, digits in it ('第10局 浙江陈孝 (红先和)…')
const HAN_PROSE_WORD = /^[□■◇◆○●◎☆★※]?(?:\p{Script=Han}{2}|第[\d０-９一二三四五六七八九十百]{1,4}[局轮輪盘盤章节節期题題届屆])/u;
// A move's number on a line, ASCII or Thai ('12.', '๑)'): where Thai prose gives way to moves
export const MOVE_NUMBER_ON_LINE = /(?:^|\s)(?:\d{1,3}\.(?!\d)|[๐-๙]{1,3}[ \t]*[.)])/; // not a year ('พ.ศ. 2478.'), nor '2.1'

// A '(' … ')' that holds no other (read at most so far ahead); full-width ones are read as those
// ASCII ones are (pgn-words.js asciiParen): '（2019年10月24日弈于亳州）', '（图2）'
const PARENS_REST = /[^()（）]{1,2000}[)）]/y;

/** The note of an English book's annotation in parentheses, '(This wins a piece …)': words, not
 *  a variation, as `{ text, end }` (`end` past its ')'), or null. Its first word no notation
 *  reads (nor a move written out in words, 'Xe sau bình 2'), a letter first (not a number nor
 *  '…'), and more words after it; a result in parentheses, '(Red wins)', stays the game's. */
export function proseInParens(text, from) {
  PARENS_REST.lastIndex = from;
  if (!PARENS_REST.test(text)) return null;
  const end = PARENS_REST.lastIndex;
  const inner = text.slice(from, end - 1).trim();
  const first = inner.split(/\s/, 1)[0].replace(/(?<![,.;:!?])[,.;:!?]+$/, '');
  if (!/\s/.test(inner) || !/^\p{L}/u.test(first) || resultOfWord(inner) !== null) return null;
  if (lent.notationOfText(first) || lent.moveTextSpan(inner)) return null;
  return { text: inner, end };
}

// After a footnote's mark opening a line ('(1)', '(一)'), one word alone, then on the next line (a
// blank one between or not) a move number (Black's with its dots: '6. …', '9.…………') and the move
// it numbers: the word and that move
const HEADING_THEN_NUMBERED = /[ \t]*(\S+)[ \t]*(?:(?:\r?\n|\r)[ \t]*){1,2}\d+[ \t]*(?:\.[ \t]*\.[ \t]*\.|\.|…)(?:[ \t]*(?:\.[ \t]*\.[ \t]*\.|…+))?[ \t]*([^\s!?]+)/y;

// A '(' … ')' that holds one word alone
const ONE_WORD_IN_PARENS = /[ \t]*([^\s()（）]{1,40})[ \t]*[)）]/y;

/** A gloss in parentheses: the move just played restated in another notation, as tutorials and
 *  English pages give a coordinate or WXF move its Chinese ('Che2 (炮二平五)', 'C2.5 (炮二平五)'):
 *  the move's comment, not a variation whose move the record's notation cannot read. One move
 *  alone, of another notation than the move before it (a variation is written as its record is),
 *  as `{ text, end }` (`end` past its ')'), or null. */
export function glossInParens(text, from, before) {
  ONE_WORD_IN_PARENS.lastIndex = from;
  const m = before ? ONE_WORD_IN_PARENS.exec(text) : null;
  if (!m) return null;
  const gloss = lent.notationOfText(m[1]);
  const move = lent.notationOfText(before.text);
  if (!gloss || !move || gloss.kind === move.kind) return null;
  return { text: m[1], end: ONE_WORD_IN_PARENS.lastIndex };
}

// A figure's reference in parentheses: '(图1)', '(圖2)', '(如图)', '(见图3)', '(Diagram 1)', '(Fig. 2)'
// (the spaces after 图 are its number's, or the ')'s when it has none: two runs of spaces in a row,
// each tried at every length of the other, had read a long run in the square of its length)
const FIGURE_IN_PARENS = /[ \t]*((?:[见見如][ \t]*)?[图圖](?:[ \t]*(?:\d{1,3}|[０-９]{1,3}|[一二三四五六七八九十]{1,3}|(?=[)）])))?|(?:Diagram|Figure|Fig\.?)[ \t]*\d{1,3})[ \t]*[)）]/iy;

/** A magazine's mark after a move of the figure that shows the position it leads to,
 *  '12.马七进五 卒7进1(图1)': the move's comment, not a variation whose move '图1' no notation
 *  reads, as `{ text, end }` (`end` past its ')'), or null. */
export function figureInParens(text, from) {
  FIGURE_IN_PARENS.lastIndex = from;
  const m = FIGURE_IN_PARENS.exec(text);
  return m && !lent.notationOfText(m[1]) ? { text: m[1], end: FIGURE_IN_PARENS.lastIndex } : null;
}

/** What a '(' at `from` opens that is a comment, not a variation (`before` the move before it):
 *  a note in words, a gloss, a figure's mark, a note before the first move (above), or null. */
export const commentInParens = (text, from, before) =>
  proseInParens(text, from) ?? glossInParens(text, from, before) ?? figureInParens(text, from) ?? noteInParens(text, from, before);

// Two Han characters together: Chinese prose, as a note in parentheses holds it
const HAN_WORDS = /\p{Script=Han}{2}/u;

// Two Han characters opening a text: a word of Chinese prose, or a move the core reads
const HAN_FIRST = /^\p{Script=Han}{2}/u;
/** A word after a line's moves that may open Chinese prose on the line (hanProseAfterMoves) */
export const HAN_TAIL_START = HAN_FIRST;

/** A note in Chinese prose in parentheses, as magazines and blogs print them: before a game's
 *  first move, when and where it was played, '(2019年10月24日弈于亳州)', under its players' names
 *  (the game's comment); after a move, the annotator's words on it, '车四进二( 进车捉炮,试探黑方应手,
 *  …)' (the move's), not a variation whose first move '进车捉炮' no notation reads. Before any move
 *  (`before` none) no move the core reads is anywhere in it; after one it opens with Chinese
 *  words that are no move (a variation opens with its move, '(马2进3 …)'; a note may name moves
 *  further on, '如改走马七进六,则马8退7'); no result ('(先胜)'). As `{ text, end }` (`end` past its
 *  ')'), or null. */
export function noteInParens(text, from, before) {
  PARENS_REST.lastIndex = from;
  if (!PARENS_REST.test(text)) return null;
  const end = PARENS_REST.lastIndex;
  const inner = text.slice(from, end - 1).trim();
  if (!HAN_WORDS.test(inner) || resultOfWord(inner) !== null || lent.notationOfText(inner)) return null;
  if (before) return HAN_FIRST.test(inner) && !lent.moveTextSpan(inner) && !lent.notationOfText(inner.split(/[\s,，.。;；:：!！?？]/, 1)[0]) ? { text: inner, end } : null;
  for (let i = 0; i < inner.length; i++) if (lent.moveTextSpan(inner.slice(i))) return null;
  return { text: inner, end };
}

/** A line's first word as prose is told by (the first alone first: most lines a letter opens
 *  are moves, 'h2e2 h9g7', 'Nf3 Nc6'): { word } as written, { first } without its punctuation
 *  and quotes, { thai } whether it is a word of Thai prose, { han } of Chinese. One word alone on its line is asked
 *  of in Thai, and after a prose line (`afterProse`) where it ends a sentence. */
export function firstWordAt(text, i, afterProse) {
  FIRST_WORD.lastIndex = i;
  ONE_WORD.lastIndex = i;
  LAST_WORD.lastIndex = i;
  // Thai and Chinese leave no space between words: a line of their prose may be one word
  const c = text.charCodeAt(i);
  const unspaced = (c >= 0x0e01 && c <= 0x0e4f) || HAN_PROSE_WORD.test(text.slice(i, i + 7));
  const word = (FIRST_WORD.exec(text) ?? (unspaced ? ONE_WORD.exec(text) : null) ?? (afterProse ? LAST_WORD.exec(text) : null))?.[1];
  const first = word?.replace(PROSE_WORD_START, '').replace(PROSE_WORD_END, '');
  return { word, first, thai: first !== undefined && THAI_PROSE_WORD.test(first), han: first !== undefined && HAN_PROSE_WORD.test(first) };
}

// The rest of a line after its moves that is English prose explaining them ('C2=5 H8+7  red Cannon
// moves from file 2 to file 5, …'): three words of two letters or more, the first opening it (a
// piece's letter alone opens a move typed apart, 'N b 8 - c 6', 'P 49- 48'); no move number on it
// (the moves go on), nor a brace or bracket (a comment, a tag); a paragraph's length at most
const LETTERS_WORD = /^[A-Za-z]{2}/;
/** The first word of such prose: letters alone (a move in letters has a digit: 'Ra2', 'C2=5'),
 *  so that the moves of a line cost no look at the rest of it (SAN's replay had cost 1.8x). */
export const PROSE_TAIL_START = /^[A-Za-z]{2}[^\d\s]*$/;
const MOVES_OR_MARKS = /(?:^|\s)\d{1,3}\.(?!\d)|[{}[\]]/;
const MAX_PROSE_TAIL = 2000;

/** Whether the rest of a line from `i` to `end`, after a move of that line (`before`), is prose
 *  explaining the moves, their comment: its first word no notation reads (nor the pass), no
 *  result; after a move in letters other than Vietnamese words (whose moves are words). */
export function proseAfterMoves(text, i, end, before) {
  if (end - i > MAX_PROSE_TAIL || !LETTERS_WORD.test(text.slice(i, i + 2))) return false;
  const rest = text.slice(i, end).trimEnd(), words = rest.split(/\s+/);
  if (words.filter((w) => LETTERS_WORD.test(w)).length < 3 || MOVES_OR_MARKS.test(rest)) return false;
  const move = before ? lent.notationOfText(before.text) : null;
  if (!move || move.kind === 'vietnamese') return false;
  const first = words[0].replace(/(?<![,.;:])[,.;:]+$/, '');
  // (a result in a word, then how the game ended, 'Draw by agreement': the result's, pgn.js)
  if (/^pass$/i.test(first) || resultOfWord(first) !== null || lent.notationOfText(first) || lent.moveTextSpan(rest) || lent.moveTextSpan(rest, move.kind)) return false;
  return resultOfWord(rest) === null;
}

/** Whether a line's first word is a move of a sentence's list, its comma or semicolon after it:
 *  after a prose line that had not ended its sentence, the list wrapped from it ('… the following
 *  three variations: (1) P3+1; (2)⏎C5=6; (3) C2+2. They may be …'; '如改走车二进四,车9平4;⏎马八进七,
 *  马2进3; 兵七进一,…'). */
export function listedMove(word) {
  const listed = LISTED_MOVE.exec(word ?? '');
  return !!listed && !!lent.notationOfText(listed[1]);
}

/** Whether a footnote's mark opening a line, ending at `end`, heads a variation in a book's
 *  analysis: its first move alone on the line, then that move again under its number on the next
 *  ('(1) P3+1⏎6. … P3+1'): the heading is a comment, not that move played twice. */
export function headsRestatedMove(text, end) {
  HEADING_THEN_NUMBERED.lastIndex = end;
  const heading = HEADING_THEN_NUMBERED.exec(text);
  return !!heading && heading[1].replace(/(?<![!?])[!?]+$/, '') === heading[2];
}

// A result in English words ('Red wins', 'White win', 'Draw'; results.js), and the words that may
// follow it on its line saying how the game ended: letters alone, a sentence's mark after the last
const ENGLISH_RESULT_WORD = /^(?:(?:[Ww]hite|WHITE|[Bb]lack|BLACK|[Rr]ed|RED)\s+(?:[Ww]ins?|WINS?)|[Dd]rawn?|DRAWN?)[.!]?$/;
const RESULT_TAIL_WORD = /^[A-Za-z][A-Za-z'\u2019-]*[.,;:!]*$/;
const MAX_RESULT_TAIL = 6;
const TAIL_WORD = /\s*(\S+)/y;

/** Whether the rest of a line from `end` to `stop`, after a result in English words `w`, says how
 *  the game ended ('by resignation', 'on time', 'agreed.', as English pages write 'Red wins by
 *  resignation', 'Draw agreed.'): a few words of letters alone, no move nor result among them. */
export function resultSentence(text, w, end, stop) {
  if (!ENGLISH_RESULT_WORD.test(w)) return false;
  // the line's words, but no more than one past the most a tail has: a line of results ('Red wins
  // Red wins …', 'Draw agreed. Draw agreed. …') had split the rest of its line at each
  const words = [];
  TAIL_WORD.lastIndex = end;
  for (let m; words.length <= MAX_RESULT_TAIL && (m = TAIL_WORD.exec(text)) && TAIL_WORD.lastIndex <= stop;) words.push(m[1]);
  if (!words.length || words.length > MAX_RESULT_TAIL || !words.every((x) => RESULT_TAIL_WORD.test(x))) return false;
  const tail = text.slice(end, stop).trim();
  const first = words[0].replace(/(?<![.,;:!])[.,;:!]+$/, '');
  return !lent.notationOfText(first) && resultOfWord(first) === null && resultOfWord(tail) === null;
}

/** The length of a move's number glued to it with no dot, as a page runs it on after a figure's
 *  mark ('(圖1)10車二進三…………', m.handmsg.com): its digits name Red's move at the ply `ply` the
 *  line has reached, the word `w` is no move the core reads, and the rest opens with one. 0 else
 *  (a move that opens with digits, '79졸78', or digits that are not the move's number). */
export function gluedMoveNumber(w, ply) {
  const digits = /^\d{1,3}/.exec(w)?.[0].length;
  if (!digits || digits === w.length || ply % 2 || Number(w.slice(0, digits)) !== ply / 2 + 1 || knownMove(w)) return 0;
  return lent.moveTextSpan(w.slice(digits)) > 0 ? digits : 0;
}

// A clause's end in Chinese or English punctuation, or a space: where a note's first clause ends
const CLAUSE_END = /[\s,，.。;；:：!！?？(（]/g;
// Whether a text is a move (the core's answer), remembered: hanProseAfterMoves is asked at each
// move of a Chinese line after its first, and asking the core each time had cost ~1.8x a replay
const MOVE_WORDS = new Map(), MOVE_WORDS_KEPT = 4096;
function knownMove(text) {
  let move = MOVE_WORDS.get(text);
  if (move === undefined) {
    if (MOVE_WORDS.size >= MOVE_WORDS_KEPT) MOVE_WORDS.clear();
    MOVE_WORDS.set(text, move = !!lent.notationOfText(text));
  }
  return move;
}

/** Whether the rest of a line from `i` to `end`, after a move of that line, is an annotator's
 *  aside in Chinese, the move's comment ('4.车二进六………… 如改走车二进四,车9平4;', a book's
 *  alternative after the row of dots): it opens with two Han characters, its first clause no
 *  notation reads nor a result ('13.车三进二 红胜。' ends the game), no move the core reads at its
 *  start. */
export function hanProseAfterMoves(text, i, end) {
  CLAUSE_END.lastIndex = i;
  const first = text.slice(i, Math.min(CLAUSE_END.exec(text)?.index ?? end, end));
  if (knownMove(first)) return false; // the line's next move, as a rule: told before the line is cut
  const rest = text.slice(i, end).trimEnd();
  if (!HAN_FIRST.test(rest) || rest.length > MAX_PROSE_TAIL) return false;
  return resultOfWord(first) === null && resultOfWord(rest.split(/\s/, 1)[0]) === null && !lent.moveTextSpan(rest);
}

// How many lines on a prose run with a '(' open may go before its ')' closes it
const MAX_PAREN_LINES = 3;

/** Where a run of Chinese or Thai prose from `from`, its line ending at `end`, ends: at the next move
 *  number on the line ('…红胜。(原谱第4变) 14.仕四进五象3进5': the moves are read from it), else
 *  at its line's end, or, a '(' left open on it, at the end of the line its ')' closes
 *  ('卒3进1(应改走炮2进2或车1⏎平6,较灵活多变),炮五平四,…', a note wrapped in the middle of a move). */
export function unspacedProseEnd(text, from, end) {
  const number = MOVE_NUMBER_ON_LINE.exec(text.slice(from, end));
  if (number) return from + number.index;
  let depth = 0;
  for (let k = from, lines = 0; k < text.length; k++) {
    const c = text[k];
    if (c === '(' || c === '（') depth++;
    else if ((c === ')' || c === '）') && depth > 0) depth--;
    else if (c === '\n') { // (none before `end`, the line's)
      if (depth === 0) return k;
      if (++lines > MAX_PAREN_LINES) return end;
    }
  }
  return depth === 0 ? text.length : end;
}

