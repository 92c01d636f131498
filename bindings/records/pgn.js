// pgn.js — PGN-style movetext to games of raw move trees (no rules: replay.js plays them).
//
// Reads tags, {} and ; comments, $n NAGs and !/?/!!/??/!?/?! suffixes, nested ( ) variations
// (a footnote's mark, '(1)', is a comment),
// 1. and 1... numbers, result markers and the result words people write, and Chinese and WXF
// moves written without spaces between them (Vietnamese too). GIB files use the same layout and come through here too.
//
//   parseGames(text) -> [{ tags: [[name, value]], comment?, moves: RawNode[], result?, problems }]
//   RawNode = { text, comment?, nags?, variations?: RawNode[][], offset }

import { RESULT_MARK, resultOfWord, VIETNAMESE_SIDE, VIETNAMESE_OUTCOME } from './results.js';
import { GIB_TAGS } from './gib.js';
import { lent } from './lent.js';

const SUFFIX_NAGS = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };

// One token at a time (sticky): spaces, tag, {comment}, ;comment, ( ), $nag, move number, word.
const TOKEN = new RegExp([
  String.raw`([\s\x1a|]+|<[^<>\s]*>)`,  // spaces, DOS end-of-file marks, '|' (a column rule: '1. P2-5 | M8.7 |'), <…> (reserved in PGN; GIB files carry '<0>')
  // a tag; a '"' inside its value not escaped (as some databases write: [Event ""X" Cup"]) is
  // read as part of it when no ']' follows it
  String.raw`\[\s*([^\s"\[\]]+)\s*"((?:[^"\\\r\n]|\\.|"(?![ \t]*\]))*)"\s*\]`,
  String.raw`\{([^}]*)\}`,
  // a footnote's mark after a move ('X3.3 (1)', 'P4-7 (S)', as Vietnamese books set them): no
  // variation holds one number or letter alone; kept as the move's comment
  String.raw`(\((?:\d{1,2}|[A-Za-z])\))`,
  String.raw`;([^\n]*)`,
  String.raw`([()])`,
  String.raw`\$(\d+)`,
  // a move number, or one of a list at a line's start ('1) p2-5 m8.7', as a Vietnamese page numbers its moves)
  String.raw`(\d+\s*(?:\.\s*\.\s*\.|\.|…|、)|(?<=(?:^|[\r\n])[ \t]*)\d+[ \t]*\))`,
  // words with an inner space before the generic word: results ('초 완승', '한 승', 'Đỏ thắng')
  // and the pass as prose writes it ('한수 쉼'; GIB files write '한수쉼'), one word to the core
  String.raw`((?:(?:초|한|楚|漢)\s+(?:완승|승|시간승|기권승|판정승|반칙승|패|완패)|한수[ \t\u3000]+쉼|${VIETNAMESE_SIDE}[ \t]+${VIETNAMESE_OUTCOME})(?![\p{L}\p{N}]))`,
  String.raw`([^\s\x1a{}();\[\]$<>|]+)`,
].join('|'), 'uy');
// A tag line whose value a line break cut, and the next line that closes it.
const BROKEN_TAG_HEAD = /^\[[ \t]*([^\s"\[\]]+)[ \t]*"([^"]*)$/;
const BROKEN_TAG_TAIL = /^([^"\[\]]*)"[ \t]*\][ \t]*$/;

// The tag's head alone, to find where its value starts.
const TAG_HEAD = /\[\s*[^\s"\[\]]+\s*"/y;
const LINE_BREAK = /[\r\n]/g;
// A tag pair opening a line ([Name "…), past what the CLI's splitter also passes over there: a
// "{" comment that reaches one before its "}" was never closed, and that line starts the next game.
export const TAG_LINE = /^[ \t\r\x1a\ufeff]*\[[ \t]*[^\s"\[\]]+[ \t]*"/gm;
// decode.js marks an undecodable sequence with lone low surrogates (two), which nothing else
// puts in a text (with the u flag the class matches no half of a pair: an emoji, 𠮷, is no mark);
// a word is what the tokenizer reads as one (TOKEN's last alternative).
const MARK_UNIT = /[\udc00-\udfff]/u;
const WORD_CHAR = String.raw`[^\s\x1a{}();\[\]$<>]`;
const OPENING_WORD = new RegExp(String.raw`^[ \t\x1a\ufeff]*(${WORD_CHAR}+)[ \t]*\[`);

/** True when a line's text opens, past spaces, with a word holding undecodable bytes and then
 *  "[": bytes that did not decode at the start of a tag line (the game's first, or one of its
 *  tags), which belong to the tag's game. The CLI's splitter reads such a line as a tag line. */
export function opensMarkedTag(line) {
  const m = OPENING_WORD.exec(line);
  return m !== null && MARK_UNIT.test(m[1]);
}
// From a "[" to the end of its line: tag pairs and spaces only (TOKEN's tag alternative).
const TAGS_TO_LINE_END = /(?:[ \t]*\[\s*[^\s"\[\]]+\s*"(?:[^"\\\r\n]|\\.|"(?![ \t]*\]))*"[ \t]*\])+[ \t\x1a]*(?:[\r\n]|$)/y;

// Characters that start a token the regular expression reads: [ { ; ( ) $ < and spaces.
const SPECIAL = new Set([...'[{;()$<>'].map((ch) => ch.charCodeAt(0)));
const DELIMITER = new Set([...'[]{};()$<>|', '\x1a', '\u3000', '\u00a0', '\ufeff'].map((ch) => ch.charCodeAt(0)).concat(Array.from({ length: 33 }, (_, i) => i)));
// Words a spaced word starts with (a Korean result, '초 완승', the pass, '한수 쉼', a Vietnamese
// result, 'Đỏ thắng'): the expression reads those.
const SPACED_WORD_START = new Set(['초', '한', '楚', '漢', '한수', 'Đỏ', 'đỏ', 'ĐỎ', 'Đen', 'đen', 'ĐEN', 'Xanh', 'xanh', 'XANH']);

/** A word holding several moves written without spaces ('炮二平五馬８進７', 'Ｃ２＝５Ｈ８＋７'), split
 *  where the core's readers say each move ends (moveTextSpan); after each may come its !/?
 *  marks and the next move's number ('马８进７2.马二进三'). What follows the last move read
 *  stays one word (a garbled move is named at its own ply, after those before it); a word that
 *  starts with no such move comes back whole. */
function splitGlued(word) {
  // two texts at least, or one and the next move's number ('马８进７17.'): most words are asked
  // nothing (a call for every word longer than one text cost 10% of reading GIB's moves)
  const chars = lent.fixedMoveChars();
  if (word.length < 2 * chars && !(word.length > chars && MOVE_NUMBER_DOTS.has(word[word.length - 1]))) return [word];
  let end = lent.moveTextSpan(word);
  if (end === 0 || end === word.length) return [word];
  const out = [];
  for (let at = 0; ;) {
    GLUED_SUFFIX.lastIndex = end; // '炮二平五!马８进７': the move keeps its !/? (onWord reads it)
    if (GLUED_SUFFIX.test(word)) end = GLUED_SUFFIX.lastIndex;
    out.push(word.slice(at, end));
    GLUED_MOVE_NUMBER.lastIndex = at = end;
    if (GLUED_MOVE_NUMBER.test(word)) at = GLUED_MOVE_NUMBER.lastIndex;
    if (at === word.length) return out;
    const span = lent.moveTextSpan(word.slice(at));
    if (!span) return [...out, word.slice(at)];
    end = at + span;
  }
}
const GLUED_MOVE_NUMBER = /\d+[.…、．]+/y;
// Latin letters, Vietnamese's included (Latin-1, Extended-A and -B, Extended Additional): the
// words a move in words starts with (not Thai's or Chinese's, whose moves are one word)
const LETTERS_ALONE = /^[A-Za-z\u00c0-\u024f\u0300-\u036f\u1e00-\u1eff]+$/; // combining marks: text in NFD
const GLUED_SUFFIX = /[!?]{1,2}/y;
const MOVE_NUMBER_DOTS = new Set(['.', '…', '、', '．']);

// A FEN opening a game's moves is its start, as a [FEN] tag would give it: tools that keep a game
// as its start and moves write it so, on a line of its own before the moves (walker8088/cchess's
// test records), or as UCI and UCCI's command does, 'position fen <FEN> moves h2e2 …' ('position
// startpos moves …' from the game's start), or '<FEN> moves …'. Its board: 8 or 10 ranks; then
// up to five fields (side, '-', counters; cutechess's makruk counting too).
const FEN_BOARD = /^[1-9A-Za-z]+(?:\/[1-9A-Za-z]+){7}(?:\/[1-9A-Za-z]+\/[1-9A-Za-z]+)?$/;
const FEN_FIELD = /^(?:[wbr]|-|[KQkq]{1,4}|\d{1,4})$/;
const POSITION_WORD = /^(?:position|fen:?)$/i;

/** True when a word opens a game's start: UCI's 'position', 'FEN:', or a FEN board. After moves
 *  or a start, it is the next game's (a log of position commands, a list of FENs; the CLI's
 *  splitter cuts there too). */
export const opensPosition = (word) => /^(?:position|fen:)$/i.test(word) || FEN_BOARD.test(word);

/** The board of a game's [FEN] tag (its first field), or undefined. */
const tagBoard = (game) => game.tags.find(([name]) => name.toUpperCase() === 'FEN')?.[1].trim().split(/\s+/)[0];

function newGame() {
  return { tags: [], comment: undefined, moves: [], result: undefined, problems: [], started: false, marks: undefined };
}

/** A comment as a record holds it: trimmed, its lines broken by '\n' whatever the file's line
 *  ends were ('\r\n' in files from Windows tools), as text-mode reading gives them. */
export function commentText(text) {
  return text.replace(/\r\n?/g, '\n').trim();
}

function addComment(target, text) {
  const t = commentText(text);
  if (!t) return;
  target.comment = target.comment ? `${target.comment} ${t}` : t;
}

// First characters of result markers and words: a cheap test before the regular expressions.
const RESULT_START = new Set(['1', '0', '½', '*', '红', '紅', '黑', '和', '平', '(', '（', '초', '한', '楚', '漢', '무', '비', 'Đ', 'đ']);
// Vietnamese result words start with letters moves start with too ('Hòa', 'Xanh thắng'; 'X9-8',
// 'H2-E2'): with a letter not ASCII
const LATIN_RESULT_START = new Set(['H', 'h', 'X', 'x']);
function mayBeResult(word) {
  if (RESULT_START.has(word[0])) return true;
  if (!LATIN_RESULT_START.has(word[0])) return false;
  for (let i = 1; i < word.length; i++) if (word.charCodeAt(i) > 127) return true;
  return false;
}

/** True when the move number "1" from `at` to `end` in the text ('1.', '1、', '1 .', '1)') is
 *  White's (Red's, Cho's) and opens its line: past spaces, DOS end-of-file marks and byte-order
 *  marks alone, as the CLI's splitter passes over them (record-lines.js, lineStart). */
function opensFirstMove(text, at, end) {
  const number = text.slice(at, end);
  if (/[\r\n]/.test(number) || /[.…]{2}|…/.test(number.replace(/\s+/g, ''))) return false; // '1...', '1…'
  let after = end;
  while (text[after] === ' ' || text[after] === '\t') after++;
  if (text[after] === '.' || text[after] === '…') return false; // '1. ...'
  let k = at;
  while (k > 0 && LINE_START_SKIPS.has(text[k - 1])) k--;
  return k === 0 || text[k - 1] === '\n';
}
const LINE_START_SKIPS = new Set([' ', '\t', '\r', '\u00a0', '\x1a', '\ufeff']);

/** The deepest variation nesting kept (the PGN grammar sets none; real records nest a few
 *  levels): deeper lines are a record-syntax problem, so that replay and writing, which recurse
 *  by depth, never run out of stack. */
export const MAX_VARIATION_DEPTH = 100;

/** Games of a text (one or many). Never throws: unreadable bits go to `problems`. */
export function parseGames(text) {
  const games = [];
  let game = newGame();
  let stack = [game.moves];           // lines being filled: mainline, then open variations
  let opened = [];                    // where each open variation's '(' is
  let tagNames = new Set();           // the game's tags so far
  let trailer = false;                // after XQ Wizard's '=====' line: its site's notice, to the next tag
  let pendingComment = null;          // a comment before the first move of a variation
  let pendingMarks = null;            // undecodable bytes before a tag line's "[": its game's
  let listStarted = false;            // a line of the game opened with move 1 (onFirstNumber)
  const marked = MARK_UNIT.test(text);  // some bytes did not decode (decode.js marks them)

  let fenWords = null;                // a start opening the game's moves, its words so far ([]: 'startpos')
  let held = null;                    // 'position' and 'fen' before it: [word, offset], moves if no start follows
  let positioned = false;             // the game's start was written so
  let repeatedFields = 0;             // fields of a FEN line that repeats the [FEN] tag, still to pass over
  const endFen = () => {
    if (fenWords?.length) game.tags.push(['FEN', fenWords.join(' ')]);
    fenWords = null;
  };
  const finish = () => {
    endFen();
    playHeld();
    positioned = false;
    repeatedFields = 0;
    if (opened.length) { // the moves after it went into the variation: a cut text, or a ')' left out
      game.problems.push({ offset: opened[0], text: '(', code: 'record-syntax', message: 'a "(" whose variation is never closed' });
    }
    if (game.started || game.tags.length || game.marks) games.push(game);
    game = newGame();
    stack = [game.moves];
    opened = [];
    tagNames = new Set();
    pendingComment = null;
    listStarted = false;
  };
  let resultLineEnd = 0; // where the line of the game's result ends
  // a comment, variation or NAG on a line after the result's is not the game's (the CLI's
  // splitter ends a game at a line ending with its result): the next one's, or nothing
  const pastResult = (at) => game.result !== undefined && stack.length === 1 && resultLineEnd < at;
  const line = () => stack[stack.length - 1];
  const last = () => line()[line().length - 1];

  const onWord = (w, at) => {
    if (trailer) return;
    if (/^[.…]+$/.test(w)) return; // '8. ...': the dots of a Black move written apart from its number
    // a row of dots or ellipses leading to Black's move, as Vietnamese books lay a move pair out
    // ('1. X3.3 ………………T5/7'): the move after them
    if (w.charCodeAt(0) === 46 || w.charCodeAt(0) === 0x2026) {
      const dots = /^[.…]+/.exec(w)[0].length;
      [w, at] = [w.slice(dots), at + dots];
    }
    // a comma after a move, between Red's and Black's ('1. Pháo 2 bình 5, Mã 8 tấn 7'), or alone
    if (w.charCodeAt(w.length - 1) === 44) w = w.slice(0, -1);
    if (!w) return;
    if (/^={3,}$/.test(w) && stack.length === 1 && (game.started || game.tags.length)) { trailer = true; return; }
    if (game.result !== undefined && stack.length === 1) finish();
    if (mayBeResult(w) && (RESULT_MARK.test(w) || resultOfWord(w))) {
      if (stack.length === 1) {
        game.result = RESULT_MARK.test(w) ? w.replace('½-½', '1/2-1/2') : resultOfWord(w);
        resultLineEnd = lineEnd(at + w.length);
        game.resultText = w;
        game.started = true;
      }
      return;
    }
    if (fenWords) {
      if (fenWords.length && fenWords.length < 6 && FEN_FIELD.test(w)) { fenWords.push(w); return; }
      endFen();
      if (/^moves:?$/i.test(w)) return;
    }
    if (repeatedFields) {
      if (FEN_FIELD.test(w)) { repeatedFields--; return; }
      repeatedFields = 0;
    }
    // the start written twice, as a [FEN] tag and as a FEN line of the same board before the
    // moves (both, as some tools save a position): the line is passed over, with its fields
    if (stack.length === 1 && !game.moves.length && !positioned && FEN_BOARD.test(w) && w === tagBoard(game)) {
      positioned = true;
      repeatedFields = 5;
      return;
    }
    if (stack.length === 1 && (game.moves.length || positioned) && opensPosition(w)) finish(); // the next game's start
    if (stack.length === 1 && !game.moves.length && tagBoard(game) === undefined) {
      game.started = true;
      if (FEN_BOARD.test(w) || (held && /^startpos$/i.test(w))) { held = null; positioned = true; fenWords = FEN_BOARD.test(w) ? [w] : []; return; }
      if (POSITION_WORD.test(w)) { (held ??= []).push([w, at]); return; }
    }
    playHeld();
    addMove(w, at);
  };
  const playHeld = () => {
    const words = held;
    held = null;
    for (const [w, at] of words ?? []) addMove(w, at);
  };
  const addMove = (w, at) => {
    game.started = true;
    for (const part of splitGlued(w)) {
      const end = part.charCodeAt(part.length - 1);
      const suffix = end === 33 || end === 63 ? /(!!|\?\?|!\?|\?!|!|\?)$/.exec(part) : null;   // ! ?
      const moveText = suffix ? part.slice(0, -suffix[1].length) : part;
      if (!moveText) { if (last() && suffix) (last().nags ??= []).push(SUFFIX_NAGS[suffix[1]]); continue; }
      const node = { text: moveText, offset: at };
      if (suffix) node.nags = [SUFFIX_NAGS[suffix[1]]];
      if (pendingComment && stack.length > 1 && line().length === 0) node.before = pendingComment;
      pendingComment = null;
      line().push(node);
    }
  };

  // A move list that starts again at 1, on a line of its own, after a line of this game that
  // opened at 1: the next game of a file without tags or results ('1. h2e2 h9g7 2. …⏎1. h2e2 …',
  // book openings a line each), as the CLI's splitter reads it (record-lines.js, opensFirstMove).
  // Black's first move ('1...', '1. …') continues the list.
  const onFirstNumber = (at, end) => {
    if (stack.length > 1 || trailer || !opensFirstMove(text, at, end)) return;
    if (game.result !== undefined || listStarted) finish();
    listStarted = true;
  };

  let i = 0;
  const n = text.length;
  let braceAt = -2; // the first '}' at or after the last position asked about (-1: none)
  const nextBrace = (from) => (braceAt !== -1 && braceAt < from ? (braceAt = text.indexOf('}', from)) : braceAt);
  let tagLineAt = -2; // the first tag line at or after the last position asked about (-1: none)
  const nextTagLine = (from) => {
    if (tagLineAt !== -1 && tagLineAt < from) { TAG_LINE.lastIndex = from; tagLineAt = TAG_LINE.exec(text)?.index ?? -1; }
    return tagLineAt;
  };
  let openValue = { from: -1, to: -1 }; // where tag values that nothing closes start
  const lineEnd = (from) => { LINE_BREAK.lastIndex = from; return LINE_BREAK.exec(text)?.index ?? n; };
  // The line holding a position, found once per line as i moves on: looked up for every '[' of
  // a marked text, from its start had been a scan back to the text's start (a file without CR:
  // quadratic, 100 s for 10 MB with one bad byte)
  let textLine = { start: 0, end: -1, first: 0, marked: false };
  const lineAt = (at) => {
    if (at >= textLine.start && at < textLine.end) return textLine;
    const floor = at >= textLine.end ? textLine.end + 1 : 0; // no break between the last line's and `at`'s
    let start = at;
    while (start > floor && text[start - 1] !== '\n' && text[start - 1] !== '\r') start--;
    const end = lineEnd(at);
    let first = start;
    while (first < end && /\s/.test(text[first])) first++;
    textLine = { start, end, first, marked: MARK_UNIT.test(text.slice(start, end)) };
    return textLine;
  };
  const opensMarkedLine = (at) => { const l = lineAt(at); return (l.opens ??= opensMarkedTag(text.slice(l.start, l.end))); };
  const addMarks = (marks) => { game.marks = (game.marks ?? '') + marks; };
  // tags after moves, or a GIB tag the game already has (GIB files list cancelled games as tags
  // alone), start the next game; another repeated tag is read again, the last one kept
  const addTag = (name, value) => {
    trailer = false;
    if (game.started || (tagNames.has(name) && GIB_TAGS.includes(name))) finish();
    if (pendingMarks !== null) { addMarks(pendingMarks); pendingMarks = null; }
    game.tags.push([name, value]);
    tagNames.add(name);
  };
  while (i < n) {
    // XQ Wizard's trailer: the site's notice, free text ('{' and '[' in it are its own), to the
    // next tag pair line (as the CLI's splitter passes over it)
    if (trailer) {
      const next = nextTagLine(i);
      i = next >= 0 ? next : n;
      trailer = false;
      continue;
    }
    // Fast path for the common tokens: spaces, '12.' / '12...' numbers, plain words.
    const c = text.charCodeAt(i);
    if (c <= 32 || c === 0x3000 || c === 0xa0 || c === 0xfeff || c === 124) { i++; continue; }
    // a line opening with '%' is PGN's escape (§6): passed over whole
    if (c === 37 && (i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r')) { i = lineEnd(i); continue; }
    if (!SPECIAL.has(c)) {
      let j = i;
      while (j < n && !DELIMITER.has(text.charCodeAt(j))) j++;
      let k = i;
      while (k < j && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
      if (k === j) { /* digits alone ('1 .'): the regular expression below */ }
      else if (k > i && (text[k] === '.' || text[k] === '…' || text[k] === '、')) {
        const digits = k;
        while (k < j && (text[k] === '.' || text[k] === '…' || text[k] === '、')) k++;
        // '27.6' is a move (WXF with dots, as PlayOK writes it: the 2nd of the soldiers on file 7
        // to file 6), not move 27 then '6': no notation has a move of one digit
        if (digits - i === 2 && k - digits === 1 && text[digits] === '.' && j - k === 1) onWord(text.slice(i, j), i);
        else {
          if (digits === i + 1 && c === 49 /* 1 */) onFirstNumber(i, k);
          if (k < j) onWord(text.slice(k, j), k);
        }
        i = j;
        continue;
      } else if (!SPACED_WORD_START.has(text.slice(i, j))) {
        // a word of letters alone, then a space: a move written out in words may start there
        // ('Pháo 2 bình 5', as Vietnamese books write it); where it ends is the core's to tell
        if (text.charCodeAt(j) === 32 && LETTERS_ALONE.test(text.slice(i, j))) {
          const span = lent.moveTextSpan(text.slice(i), 'vietnamese');
          if (span > j - i) {
            onWord(text.slice(i, i + span), i);
            i += span;
            continue;
          }
        }
        if (marked && MARK_UNIT.test(text.slice(i, j)) && opensMarkedLine(i)) {
          // undecodable bytes before a tag line's "[": charged to the game of its tag, read next
          pendingMarks = (pendingMarks ?? '') + text.slice(i, j);
          i = j;
          continue;
        }
        onWord(text.slice(i, j), i);
        i = j;
        continue;
      }
    }
    // A '{' that nothing closes before the next tag line is a problem of its game, whose text
    // after it is not read; read on, the comment's words would be taken for moves.
    if (c === 123) {
      const close = nextBrace(i), tagLine = nextTagLine(i);
      if (close < 0 || (tagLine >= 0 && tagLine < close)) {
        if (pastResult(i)) finish();
        const where = stack.length > 1 ? `in a variation after ply ${game.moves.length}` : `after ply ${game.moves.length}`;
        game.problems.push({ offset: i, text: '{', code: 'record-syntax', message: `a "{" opened ${where} is never closed (no "}" before the next game's tags): the rest of its game is not read` });
        game.started = true; // the tags that follow are the next game's
        i = tagLine >= 0 ? tagLine : n;
        continue;
      }
    }
    // A tag's value that nothing closes is passed over at once: the expression would read on to
    // the end of the line for each of them, quadratic on damaged text.
    let valueStart = -1;
    if (c === 91 && marked) {
      // a tag line holding undecodable bytes that break its tags ([Event <bad>"x"]): one line of
      // tags still (as the CLI's splitter reads it), the game's, and its bytes fail that game
      const { first, end, marked: lineMarked } = lineAt(i);
      TAGS_TO_LINE_END.lastIndex = i;
      if ((pendingMarks !== null || first >= i) && lineMarked && !TAGS_TO_LINE_END.test(text)) {
        trailer = false;
        if (game.started) finish();
        addMarks((pendingMarks ?? '') + text.slice(i, end));
        pendingMarks = null;
        i = end;
        continue;
      }
    }
    if (c === 91) {
      TAG_HEAD.lastIndex = i;
      if (TAG_HEAD.test(text)) valueStart = TAG_HEAD.lastIndex;
      if (valueStart >= openValue.from && valueStart < openValue.to) { i++; continue; }
    }
    TOKEN.lastIndex = i;
    const at = i;
    const m = TOKEN.exec(text);
    if (!m) {
      // a tag line that never closes, no ']' on it ('[Event "Seo', a file cut there, or '[Whi'),
      // or none before a tag pair on its line ('[Even[Event "b"]': a file cut there, then one
      // joined with cat, whose first tag the splitter reads on that line): a problem of the game
      // it opens, not its words read as moves ("Even", a move of the game before); a doubled '['
      // ('[[Event') is passed over, as before
      let end = c === 91 && lineAt(at).first === at ? lineEnd(at) : -1;
      const bracket = end >= 0 ? text.indexOf('[', at + 1) : -1;
      const glued = bracket > 0 && bracket < end && /^\[[ \t]*[^\s\]]/.test(text.slice(at, bracket)) && !text.slice(at, bracket).includes(']') && (TAG_HEAD.lastIndex = bracket, TAG_HEAD.test(text));
      if (glued) end = bracket;
      if (end >= 0 && !text.slice(at, end).includes(']')) {
        // a value broken by a line break and closed on the next line ([Date "⏎2005.01.18"],
        // as files that wrote a length byte 10 into it have it): the tag, its value joined
        const next = end + (text[end] === '\r' && text[end + 1] === '\n' ? 2 : 1);
        const head = glued ? null : BROKEN_TAG_HEAD.exec(text.slice(at, end));
        const tail = head && next < n ? BROKEN_TAG_TAIL.exec(text.slice(next, lineEnd(next))) : null;
        if (head && tail) {
          addTag(head[1], `${head[2]} ${tail[1]}`.trim());
          i = lineEnd(next);
          continue;
        }
        if (game.started) finish();
        const cut = end >= n ? ', where the text ends: it may be cut off' : '';
        // a problem of the header (its error's ply is 0, whatever moves follow)
        game.problems.push({ offset: at, text: text.slice(at, Math.min(end, at + 40)), code: 'record-syntax', message: `a tag line that is never closed${cut}`, header: true });
        game.started = true; // the tags that follow are the next game's
        i = end;
        continue;
      }
      // a tag's value that failed: every value starting later on its line is read in step with
      // it (escapes pair up alike), and fails as it did
      if (valueStart >= 0) openValue = { from: valueStart, to: lineEnd(valueStart) };
      i = at + 1;
      continue;
    }
    i = TOKEN.lastIndex;
    const [, space, tagName, tagValue, brace, footnote, semi, paren, nag, number, spacedWord, word] = m;
    if (number !== undefined && /^1\D/.test(number)) onFirstNumber(at, i);
    if (space !== undefined || number !== undefined) continue;
    if (tagName !== undefined) {
      addTag(tagName, tagValue.replace(/\\(["\\])/g, '$1'));
      continue;
    }
    if ((brace ?? footnote ?? semi ?? paren ?? nag) !== undefined && pastResult(at)) {
      finish();
      if (paren === ')') continue; // closes nothing of any game
    }
    if (brace !== undefined || footnote !== undefined || semi !== undefined) {
      const body = brace ?? footnote ?? semi;
      if (last()) addComment(last(), body);
      else if (stack.length === 1) addComment(game, body);
      else pendingComment = pendingComment ? `${pendingComment} ${commentText(body)}` : commentText(body);
      continue;
    }
    // a stray "(" or ")" before a game's tags and moves is no game's: the splitter cuts it off
    if (paren !== undefined && !game.started && !game.tags.length) continue;
    if (paren === '(') {
      const parent = last();
      if (!parent) { game.problems.push({ offset: at, text: '(', code: 'record-syntax', message: 'a variation before any move' }); continue; }
      const variation = [];
      if (stack.length <= MAX_VARIATION_DEPTH) (parent.variations ??= []).push(variation);
      else if (stack.length === MAX_VARIATION_DEPTH + 1) { // read on, but not kept: replay and writing recurse by depth
        game.problems.push({ offset: at, text: '(', code: 'record-syntax', message: `variations nested deeper than ${MAX_VARIATION_DEPTH}` });
      }
      stack.push(variation);
      opened.push(at);
      continue;
    }
    if (paren === ')') {
      if (stack.length > 1) { stack.pop(); opened.pop(); }
      else game.problems.push({ offset: at, text: ')', code: 'record-syntax', message: 'a ")" that closes no variation' });
      continue;
    }
    if (nag !== undefined) {
      if (last()) (last().nags ??= []).push(Number(nag));
      continue;
    }
    onWord(spacedWord ?? word, at);
  }
  finish();
  return games;
}

/** The raw game of a format whose header is read apart (WXF files, dpxq.com's text): its
 *  movetext `body` read as PGN's (null: not read), after the header's own problems. */
export function rawGameOf({ tags, body, problems, format, kind }) {
  const [game, after] = body === null ? [] : parseGames(body);
  const more = after ? [{ offset: 0, text: after.moves[0]?.text ?? '', code: 'record-syntax', message: 'moves after the game\'s result' }] : [];
  return {
    tags, comment: game?.comment, moves: game?.moves ?? [], result: game?.result,
    problems: [...problems, ...(game?.problems ?? []), ...more], format, kind,
  };
}
