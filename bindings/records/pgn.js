// pgn.js — PGN-style movetext to games of raw move trees (no rules: replay.js plays them).
//
// Reads tags, {} and ; comments, $n NAGs and !/?/!!/??/!?/?! suffixes, nested ( ) variations
// (a footnote's mark, '(1)', is a comment), 1. and 1... numbers, result markers and the result words people write, and Chinese and WXF
// moves written without spaces between them (Vietnamese too). GIB files use the same layout and come through here too.
// This file finds the parts in the text (what they are made of: pgn-words.js; prose between the
// moves: pgn-prose.js); the games are built from them in pgn-games.js.
//
//   parseGames(text) -> [{ tags: [[name, value]], comment?, moves: RawNode[], result?, problems }]
//   RawNode = { text, comment?, nags?, variations?: RawNode[][], offset }

import { lent } from './lent.js';
import { resultOfWord, RESULT_MARK } from './results.js';
import { GameBuilder } from './pgn-games.js';
import { markupEnd, headingAt } from './markdown.js';
import { xboardHead } from './xboard.js';
import { commentHoldsTagLines } from './comment-tags.js';
import {
  PROSE_WORD, PROSE_LABEL, YEAR_LABEL, URL_LINE, LINE_BREAK, SENTENCE_END, isQuote, firstWordAt, listedMove, headsRestatedMove, commentInParens,
  proseAfterMoves, PROSE_TAIL_START, HAN_TAIL_START, hanProseAfterMoves, unspacedProseEnd, resultSentence,
} from './pgn-prose.js';
import {
  TOKEN, TAG_HEAD, TAG_LINE, MOVES_AFTER_TAG, TAGS_TO_LINE_END, BROKEN_TAG_HEAD, BROKEN_TAG_TAIL, MARK_UNIT,
  SPECIAL, DELIMITER, SPACE_LIKE, SPACED_WORD_START, LETTERS_ALONE, THAI_PIECE_LETTER, MOVE_NUMBER_DOTS, POSITION_WORD, CLOCK_NOTE,
  hasMark, opensMarkedTag, asciiParen,
} from './pgn-words.js';

// A move number's digits: ASCII, full-width as Chinese text typed so writes them ('１．炮二平五'),
// or Thai ('๑) ค, ช๗-ฉ๖+')
const isDigit = (c) => (c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff19) || (c >= 0x0e50 && c <= 0x0e59);
// The shortcodes a site's posts wrap a record in, alone on their lines (xqmoon.com: [game] … [/game])
const SHORTCODE_LINE = /\[\/?game\][ \t]*(?=[\r\n]|$)/iy;

// A piece's word with its file run into it ('Tg4'), as a Vietnamese move in words may start, and
// the words after it: its action, then a number ('Tg4 tấn 1'). Asked of the text before the core
// is (SAN's moves have the first word's shape, 'Nf3 Nc6', and are many)
const LETTERS_THEN_DIGIT = /^\p{L}{1,5}[1-9]$/u;
const ACTION_THEN_NUMBER = / +\p{L}+ +\d/uy;

/** Games of a text (one or many). Never throws: unreadable bits go to `problems`. */
export function parseGames(text) {
  return new MovetextScanner(text).read();
}

class MovetextScanner {
  constructor(text) {
    this.text = text;
    this.marked = hasMark(text);  // some bytes did not decode (decode.js marks them)
    this.games = new GameBuilder(text);
    this.braceAt = -2;    // the first '}' at or after the last position asked about (-1: none)
    this.tagLineAt = -2;  // the first tag line at or after the last position asked about (-1: none)
    this.openValue = { from: -1, to: -1 }; // where tag values that nothing closes start
    this.proseEnd = -1;   // where the last line read as prose ends
    this.proseGoesOn = false; // whether that line left its sentence open
    this.afterMarkup = -1; // where a line's opening Markdown markup ends ('## ', '**')
    // The line holding a position, found once per line as the reading moves on: looked up for
    // every '[' of a marked text, from its start had been a scan back to the text's start (a file
    // without CR: quadratic, 100 s for 10 MB with one bad byte)
    this.textLine = { start: 0, end: -1, first: 0, marked: false };
  }

  nextBrace(from) {
    if (this.braceAt !== -1 && this.braceAt < from) this.braceAt = this.text.indexOf('}', from);
    return this.braceAt;
  }

  nextTagLine(from) {
    if (this.tagLineAt !== -1 && this.tagLineAt < from) {
      TAG_LINE.lastIndex = from;
      this.tagLineAt = TAG_LINE.exec(this.text)?.index ?? -1;
    }
    return this.tagLineAt;
  }

  lineAt(at) {
    const { text, textLine } = this;
    if (at >= textLine.start && at < textLine.end) return textLine;
    const floor = at >= textLine.end ? textLine.end + 1 : 0; // no break between the last line's and `at`'s
    let start = at;
    while (start > floor && text[start - 1] !== '\n' && text[start - 1] !== '\r') start--;
    const end = this.games.lineEnd(at);
    let first = start;
    while (first < end && /\s/.test(text[first])) first++;
    this.textLine = { start, end, first, marked: MARK_UNIT.test(text.slice(start, end)) };
    return this.textLine;
  }

  opensMarkedLine(at) {
    const l = this.lineAt(at);
    return (l.opens ??= opensMarkedTag(this.text.slice(l.start, l.end)));
  }

  /** Reads the text; returns its games. */
  read() {
    const { text, games } = this;
    const n = text.length;
    let i = 0;
    while (i < n) {
      // XQ Wizard's trailer: the site's notice, free text ('{' and '[' in it are its own), to the
      // next tag pair line (as the CLI's splitter passes over it)
      if (games.trailer) {
        const next = this.nextTagLine(i);
        i = next >= 0 ? next : n;
        games.trailer = false;
        continue;
      }
      // Fast path for the common tokens: spaces, '12.' / '12...' numbers, plain words.
      const c = text.charCodeAt(i);
      if (SPACE_LIKE[c]) { i++; continue; }
      const lineStart = i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r';
      // a line opening with '%' is PGN's escape (§6): passed over whole
      if (c === 37 && lineStart) { i = games.lineEnd(i); continue; }
      // XBoard's old save style: its title, players and board picture are the game's tags (xboard.js)
      const head = c === 35 && lineStart ? xboardHead(text, i) : null;
      if (head) {
        if (games.game.started) games.finish(); // another game appended to the file
        for (const [name, value] of head.tags) games.tag(name, value);
        games.game.started = true;
        i = head.end;
        continue;
      }
      // a Markdown post's markup: front matter, images, a link's address (its text is read)
      const heading = c === 35 && lineStart && games.stack.length === 1 ? headingAt(text, i) : null;
      if (heading) {
        if (games.pastResult(i)) games.finish();
        games.comment(heading.text);
        i = heading.end;
        continue;
      }
      const markup = markupEnd(text, i, c, lineStart || this.afterMarkup === i);
      if (markup >= 0) {
        // the words after a line's opening markup open it ('- National championships', '**示例对局**：')
        if (lineStart || this.afterMarkup === i || this.lineAt(i).first === i) this.afterMarkup = markup;
        i = markup;
        continue;
      }
      // a post's shortcode alone on its line around a record, xqmoon.com's [game] … [/game]: markup
      if (c === 91 && lineStart && (SHORTCODE_LINE.lastIndex = i, SHORTCODE_LINE.test(text))) { i = SHORTCODE_LINE.lastIndex; continue; }
      let next = -1;
      if ((!SPECIAL[c] || c === 40) && (c > 64 || c === 40 || isQuote(c) || (c >= 48 && c <= 57)) && (this.lineAt(i).first === i || this.afterMarkup === i)) next = this.proseLine(i);
      if (next >= 0) { i = next; continue; }
      if (!SPECIAL[c]) next = this.plainWord(i, c);
      else if (c === 123) next = this.unclosedComment(i);
      else if (c === 91 && this.marked) next = this.markedTagLine(i);
      i = next >= 0 ? next : this.token(i, c);
    }
    return games.done();
  }

  /** A line of an English book's or blog's prose between the moves ('Red Pawn Opening.', 'Black
   *  uses Cannon under the Pawn variation.'), or a Thai one's ('รูปจน'): the last move's comment
   *  (or the game's, before its moves), as a note in braces is. Where reading goes on, or -1 when
   *  the line at `i` is not one: two words or more (or one ending with a colon, a label: 'Ex:';
   *  or one ending a sentence on the line after one of prose, a wrapped paragraph's last; in Thai
   *  one word, the line read to its first move number; in Chinese one word, a paragraph run
   *  together), the first of Latin letters (in quotes or not), Thai or Han ones that no notation reads (nor the start of a move written out in words), or
   *  a move of a list the sentence of the prose line before goes on with, no brace nor
   *  bracket, no result ('Red wins', a line's last word '1-0': they end the game), not UCI's
   *  'position' nor SchemingMind's clock line. Within a variation, none. */
  proseLine(i) {
    const { text, games } = this;
    if (games.stack.length !== 1) return -1;
    const { start, end } = this.lineAt(i);
    const whole = text.slice(i, end).trimEnd();
    if (URL_LINE.test(whole) && !lent.notationOfText(whole)) {
      if (games.pastResult(i)) games.finish();
      games.comment(whole);
      this.proseEnd = end;
      this.proseGoesOn = false;
      return end;
    }
    // a note's letter, a heading's number or a title's year before the words: the words are asked
    // of, the whole line is the comment
    const c = text.charCodeAt(i);
    PROSE_LABEL.lastIndex = i;
    YEAR_LABEL.lastIndex = i;
    const digit = c >= 48 && c <= 57;
    const label = c === 40 || digit ? PROSE_LABEL.exec(text) ?? (digit ? YEAR_LABEL.exec(text) : null) : null;
    if (!label && (c === 40 || digit)) return -1;
    const at = label ? i + label[0].length : i;
    const afterProse = start - this.proseEnd <= 2 && LINE_BREAK.test(text.slice(this.proseEnd, start));
    const { word, first, thai, han } = firstWordAt(text, at, afterProse);
    const line = text.slice(at, end).trimEnd();
    if (!(afterProse && this.proseGoesOn && listedMove(word))) {
      if (!first || !(PROSE_WORD.test(first) || thai || han)) return -1;
      if (/[{}[\]]/.test(line) || POSITION_WORD.test(first) || CLOCK_NOTE.test(line)) return -1;
      if (RESULT_MARK.test(line.slice(line.search(/(?<!\S)\S+$/))) || resultOfWord(first) !== null || resultOfWord(line) !== null || this.spacedWordAt(at)) return -1;
      if (lent.notationOfText(first) || lent.moveTextSpan(line)) return -1;
    }
    if (games.pastResult(i)) games.finish();
    // Thai prose run into the moves it introduces ('จากนั้นเดินดังนี้ ๑) ค, ฉ๓-ฉ๔ …'), Chinese too: the
    // words before the first move number are the comment, the moves are read on from it
    return this.proseRun(i, at, end, thai || han);
  }

  /** A run of prose from `i` (its words from `at`) on a line ending at `end`: the last move's
   *  comment, or the game's; Thai's and Chinese's (`unspaced`) to a move number on the line, or
   *  past the line a '(' of it left open (pgn-prose.js unspacedProseEnd). Where reading goes on. */
  proseRun(i, at, end, unspaced) {
    const stop = unspaced ? unspacedProseEnd(this.text, at, end) : end;
    this.games.comment(this.text.slice(i, stop).trim());
    this.proseEnd = stop;
    this.proseGoesOn = !SENTENCE_END.test(this.text.slice(at, stop).trimEnd());
    return stop;
  }

  /** True when the token expression reads a spaced word at `i` (a result, 'Red wins', or the
   *  pass, '한수 쉼'). */
  spacedWordAt(i) {
    TOKEN.lastIndex = i;
    return TOKEN.exec(this.text)?.[10] !== undefined;
  }

  /** A word or move number that needs no regular expression, read from `i` (its first code unit
   *  c): where reading goes on, or -1 to leave it to the token expression. */
  plainWord(i, c) {
    const { text, games } = this;
    const n = text.length;
    let j = i;
    while (j < n && !DELIMITER[text.charCodeAt(j)]) j++;
    let k = i;
    while (k < j && isDigit(text.charCodeAt(k))) k++;
    if (k === j) return -1; // digits alone ('1 .'): the expression
    if (k > i && MOVE_NUMBER_DOTS.has(text[k])) {
      const digits = k;
      while (k < j && MOVE_NUMBER_DOTS.has(text[k])) k++;
      // '27.6' is a move (WXF with dots, as PlayOK writes it: the 2nd of the soldiers on file 7
      // to file 6), not move 27 then '6': no notation has a move of one digit
      if (digits - i === 2 && k - digits === 1 && text[digits] === '.' && j - k === 1) games.word(text.slice(i, j), i);
      else {
        games.moveNumber(text.slice(i, k), i, k);
        if (k < j) games.word(text.slice(k, j), k);
      }
      return j;
    }
    const word = text.slice(i, j);
    // English prose after a line's moves ('C2=5 H8+7  red Cannon moves from file 2 to file 5, …'), or
    // Chinese ('4.车二进六………… 如改走车二进四,…'): the last move's comment ('Red wins' is the expression's)
    const han = HAN_TAIL_START.test(word);
    if (games.stack.length === 1 && (han || PROSE_TAIL_START.test(word))) {
      const line = this.lineAt(i), before = games.last();
      if (before?.offset >= line.start && (han ? hanProseAfterMoves(text, i, line.end) : proseAfterMoves(text, i, line.end, before)) && !this.spacedWordAt(i)) return this.proseRun(i, i, line.end, han);
    }
    if (SPACED_WORD_START.has(word)) return -1; // the expression reads a spaced word
    // a word of letters alone, then a space: a move written out in words may start there
    // ('Pháo 2 bình 5', as Vietnamese books write it), or SAN's coordinates spaced out ('N b 1 -
    // c 3', chessvariants.com's makruk games), or a Thai piece's letter spaced off its points
    // ('บ จ๓-จ๔'); where it ends is the core's to tell
    const spaced = text.charCodeAt(j) !== 32 ? []
      : LETTERS_ALONE.test(word) ? ['vietnamese', 'san'] : THAI_PIECE_LETTER.test(word) ? ['thai']
      : LETTERS_THEN_DIGIT.test(word) && (ACTION_THEN_NUMBER.lastIndex = j, ACTION_THEN_NUMBER.test(text)) ? ['vietnamese'] : [];
    for (const kind of spaced) {
      const span = lent.moveTextSpan(text.slice(i), kind);
      if (span > j - i) {
        games.word(text.slice(i, i + span), i);
        // a move in words run into the prose after it, a forum post's line break lost at a figure
        // ('Pháo 8 tấn 3Đến đây như hình 2.2, …'): the rest of the line is the move's comment
        if (kind === 'vietnamese' && /\p{L}/u.test(text[i + span] ?? '')) {
          const end = this.lineAt(i + span).end;
          games.comment(text.slice(i + span, end).trim());
          return end;
        }
        return i + span;
      }
    }
    if (this.marked && MARK_UNIT.test(word) && this.opensMarkedLine(i)) {
      // undecodable bytes before a tag line's "[": charged to the game of its tag, read next
      games.holdMarks(word);
      return j;
    }
    games.word(word, i);
    return this.resultTail(word, i, j);
  }

  /** After a result in English words the word `w` read at `at` (to `end`) gave its game, how the
   *  game ended, to the line's end ('Red wins by resignation', 'Draw agreed.': pgn-prose.js): the
   *  sentence is the game's comment, not a game of its own. Where reading goes on. */
  resultTail(w, at, end) {
    const { games } = this;
    if (games.game.resultText !== w || games.stack.length !== 1) return end;
    const stop = this.lineAt(at).end;
    if (!resultSentence(this.text, w, end, stop)) return end;
    games.comment(this.text.slice(at, stop).trim());
    // on a line of its own before any move: the result of the moves after it (pgn-games.js)
    if (!games.game.moves.length && this.lineAt(at).first === at) games.resultFirst();
    return stop;
  }

  /** A '{' that nothing closes before the next game's tags (comment-tags.js) is a problem of its
   *  game, whose text after it is not read; read on, the comment's words would be taken for
   *  moves. Where reading goes on, or -1 when the '{' is closed. */
  unclosedComment(i) {
    const close = this.nextBrace(i), tagLine = this.nextTagLine(i);
    if (close >= 0 && (tagLine < 0 || tagLine >= close || commentHoldsTagLines(this.text, tagLine, close))) return -1;
    this.games.unclosedComment(i);
    return tagLine >= 0 ? tagLine : this.text.length;
  }

  /** A tag line holding undecodable bytes that break its tags ([Event <bad>"x"]): the line is its
   *  game's. Where reading goes on, or -1 when the '[' at i opens no such line. */
  markedTagLine(i) {
    const { first, end, marked } = this.lineAt(i);
    TAGS_TO_LINE_END.lastIndex = i;
    if (!((this.games.pendingMarks !== null || first >= i) && marked && !TAGS_TO_LINE_END.test(this.text))) return -1;
    this.games.markedTagLine(this.text.slice(i, end));
    return end;
  }

  /** The token at `at` (its first code unit c), read by the expression; where reading goes on. */
  token(at, c) {
    const { text, games } = this;
    // A tag's value that nothing closes is passed over at once: the expression would read on to
    // the end of the line for each of them, quadratic on damaged text.
    let valueStart = -1;
    if (c === 91) {
      TAG_HEAD.lastIndex = at;
      if (TAG_HEAD.test(text)) valueStart = TAG_HEAD.lastIndex;
      if (valueStart >= this.openValue.from && valueStart < this.openValue.to) return at + 1;
    }
    TOKEN.lastIndex = at;
    const m = TOKEN.exec(text);
    if (!m) return this.unreadToken(at, c, valueStart);
    const end = TOKEN.lastIndex;
    const [, space, tagName, tagValue, brace, footnote, semi, fullParen, nag, number, spacedWord, word] = m, paren = asciiParen(fullParen);
    if (number !== undefined) games.moveNumber(number, at, end);
    if (space !== undefined || number !== undefined) return end;
    if (tagName !== undefined) {
      if (games.amidMoves() && (MOVES_AFTER_TAG.lastIndex = end, MOVES_AFTER_TAG.test(text))) games.comment(text.slice(at, end).trim());
      else games.tag(tagName, tagValue.replace(/\\(["\\])/g, '$1'));
      return end;
    }
    const comment = brace ?? footnote ?? semi;
    if ((comment ?? paren ?? nag) !== undefined && games.pastResult(at)) {
      games.finish();
      if (paren === ')') return end; // closes nothing of any game
    }
    // a book's variation heading ('(1) P3+1⏎6. … P3+1'): a comment, not that move played twice
    if (footnote !== undefined && this.lineAt(at).first === at && headsRestatedMove(text, end)) {
      const lineStop = this.lineAt(at).end;
      games.comment(text.slice(at, lineStop).trim());
      return lineStop;
    }
    const prose = paren === '(' ? commentInParens(text, end, games.last()) : null;
    if (prose) {
      games.comment(prose.text);
      return prose.end;
    }
    if (comment !== undefined) games.comment(comment);
    else if (paren !== undefined) games.paren(paren, at);
    else if (nag !== undefined) games.nag(Number(nag));
    else {
      games.word(spacedWord ?? word, at);
      return this.resultTail(spacedWord ?? word, at, end);
    }
    return end;
  }

  /** What the expression does not read at `at`: a tag line that never closes, no ']' on it
   *  ('[Event "Seo', a file cut there, or '[Whi'), or none before a tag pair on its line
   *  ('[Even[Event "b"]': a file cut there, then one joined with cat, whose first tag the
   *  splitter reads on that line): a problem of the game it opens, not its words read as moves
   *  ("Even", a move of the game before); a doubled '[' ('[[Event') is passed over, as before.
   *  `valueStart`: where the value of the tag at `at` starts (-1: no tag's head). */
  unreadToken(at, c, valueStart) {
    const { text, games } = this;
    const n = text.length;
    let end = c === 91 && this.lineAt(at).first === at ? games.lineEnd(at) : -1;
    const bracket = end >= 0 ? text.indexOf('[', at + 1) : -1;
    const glued = bracket > 0 && bracket < end && /^\[[ \t]*[^\s\]]/.test(text.slice(at, bracket)) && !text.slice(at, bracket).includes(']') && (TAG_HEAD.lastIndex = bracket, TAG_HEAD.test(text));
    if (glued) end = bracket;
    if (end >= 0 && !text.slice(at, end).includes(']')) {
      // a value broken by a line break and closed on the next line ([Date "⏎2005.01.18"],
      // as files that wrote a length byte 10 into it have it): the tag, its value joined
      const next = end + (text[end] === '\r' && text[end + 1] === '\n' ? 2 : 1);
      const head = glued ? null : BROKEN_TAG_HEAD.exec(text.slice(at, end));
      const tail = head && next < n ? BROKEN_TAG_TAIL.exec(text.slice(next, games.lineEnd(next))) : null;
      if (head && tail) {
        games.tag(head[1], `${head[2]} ${tail[1]}`.trim());
        return games.lineEnd(next);
      }
      games.unclosedTagLine(at, text.slice(at, Math.min(end, at + 40)), end >= n);
      return end;
    }
    // a tag's value that failed: every value starting later on its line is read in step with
    // it (escapes pair up alike), and fails as it did
    if (valueStart >= 0) this.openValue = { from: valueStart, to: games.lineEnd(valueStart) };
    return at + 1;
  }
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
