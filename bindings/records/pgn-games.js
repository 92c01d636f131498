// pgn-games.js — the games of a PGN-style movetext, built from the parts its reader (pgn.js)
// finds in order: tags, words (moves, results, a start written before the moves), move numbers,
// comments, NAGs and variations. Here it is decided where one game ends and the next begins.
//
//   game = { tags: [[name, value]], comment?, moves: RawNode[], result?, problems }
//   RawNode = { text, comment?, nags?, variations?: RawNode[][], offset }

import { RESULT_MARK, resultOfWord } from './results.js';
import { GIB_TAGS } from './gib.js';
import {
  APP_TRAILERS, CLOCK_NOTE, SUFFIX_NAGS, FEN_BOARD, FEN_FIELD, POSITION_WORD, MAX_VARIATION_DEPTH,
  commentText, gluedFen, hasListComma, lineEnds, mayBeResult, MOVE_COMMAS, opensFirstMove, opensPosition, splitGlued, resultAfterComma,
} from './pgn-words.js';
import { isPadding } from './record-lines.js';
import { gluedMoveNumber } from './pgn-prose.js';
import { addComment, loneFirstMove, restartLine, restateLine, resumesLine, shiftedNumber, shiftRestated, takeHeading } from './pgn-restated.js';

// A move's piece letter alone, or its first point and dash ('P', '49-', 'P49-'): a part of a move
const MOVE_FRAGMENT = /^(?:[A-Z]|[A-Z]?\d+-)$/;

// '!24.': a move's annotation mark (! ? !! ?? !? ?!), then the next move's number
const MARK_THEN_NUMBER = /^(!!|\?\?|!\?|\?!|!|\?)\d+\.$/;

/** The board of a game's [FEN] tag (its first field), or undefined. */
const tagBoard = (game) => game.tags.find(([name]) => name.toUpperCase() === 'FEN')?.[1].trim().split(/\s+/)[0];

function newGame() {
  return { tags: [], comment: undefined, moves: [], result: undefined, problems: [], started: false, marks: undefined };
}

const syntaxProblem = (offset, text, message) => ({ offset, text, code: 'record-syntax', message });

export class GameBuilder {
  constructor(text) {
    this.text = text;
    this.lineEnd = lineEnds(text); // (the readers' one: pgn.js asks it too)
    this.games = [];
    this.trailer = false;      // after XQ Wizard's '=====' line: its site's notice, to the next tag
    this.pendingMarks = null;  // undecodable bytes before a tag line's "[": its game's
    this.fenWords = null;      // a start opening the game's moves, its words so far ([]: 'startpos')
    this.held = null;          // 'position' and 'fen' before it: [word, offset], moves if no start follows
    this.resultLineEnd = 0;    // where the line of the game's result ends
    this.resultInParens = null; // a result word opening a variation of the mainline: [word, offset]
    this.ended = null;         // the game just finished by a result in words: { game, line, restated }
    this.startGame();
  }

  startGame() {
    this.game = newGame();
    this.stack = [this.game.moves];  // lines being filled: mainline, then open variations
    this.opened = [];                // where each open variation's '(' is
    this.tagNames = new Set();       // the game's tags so far
    this.pendingComment = null;      // a comment before the first move of a variation
    this.listStarted = false;        // a line of the game opened with move 1 (firstNumber)
    this.listLine = 0;               // where that line's number is
    this.positioned = false;         // the game's start was written so ('line': a FEN line, a puzzle's)
    this.repeatedFields = 0;         // fields of a FEN line that repeats the [FEN] tag, still to pass over
    this.number = null;              // the last move number, till a move follows it: { number, dotted }
    this.restated = [];              // a book's lines restated from an earlier ply (restate), innermost last
    this.restart = false;            // a list from 1 again in a game a FEN line opened (firstNumber)
    this.shift = 0;                  // what its numbers are short of the line's, when it goes on (restartLine)
  }

  line() { return this.stack[this.stack.length - 1]; }
  /** The mainline's ply at hand (a restated line's, reading one). */
  ply() { const level = this.restated.at(-1); return level ? level.base + level.line.length : this.game.moves.length; }
  last() { const line = this.line(); return line[line.length - 1]; }

  /** The game so far is done (the text's end, or the next game's first part is at hand). */
  finish() {
    this.endFen();
    this.playHeld();
    const { game } = this;
    if (this.opened.length) { // the moves after it went into the variation: a cut text, or a ')' left out
      game.problems.push(syntaxProblem(this.opened[0], '(', 'a "(" whose variation is never closed'));
    }
    if (game.started || game.tags.length || game.marks) this.games.push(game);
    this.ended = game.started && game.resultText && !RESULT_MARK.test(game.resultText) ? { game, line: this.line(), restated: this.restated } : null;
    this.startGame();
  }

  /** The text has been read: its games. */
  done() {
    this.finish();
    return this.games;
  }

  endFen() {
    if (this.fenWords?.length) this.game.tags.push(['FEN', this.fenWords.join(' ')]);
    this.fenWords = null;
  }

  /** The game's result, a marker or word `w` at `at` of the mainline; `value`, the result, where
   *  the word alone does not tell it ('Thua': the side to move loses). */
  result(w, at, value) {
    const { game } = this;
    game.result = value ?? (RESULT_MARK.test(w) ? w.replace('½-½', '1/2-1/2') : resultOfWord(w));
    this.resultLineEnd = this.lineEnd(at + w.length);
    game.resultText = w;
    game.started = true;
    game.resultFirst = false;
  }

  /** The game's result, just read with no move before it, was written ahead of its moves: a
   *  result's sentence on a line of its own, as a blog writes it under the game's board and over
   *  its players and moves ('Draw agreed.', pgn.js). The lines and moves after it are its game's,
   *  up to the next result (which, after moves, is the game's own) or tag. */
  resultFirst() {
    this.game.resultFirst = true;
  }

  /** True when the word `w` goes on with a game whose result was written before its moves: a
   *  move, or after moves a result (the game's own, in place of the one written ahead). */
  aheadOfMoves(w) {
    const { game } = this;
    return !!game.resultFirst && (game.moves.length > 0 || !(mayBeResult(w) && (RESULT_MARK.test(w) || resultOfWord(w))));
  }

  /** A comment, variation or NAG on a line after the result's is not the game's (the CLI's
   *  splitter ends a game at a line ending with its result): the next one's, or nothing. */
  pastResult(at) {
    return this.game.result !== undefined && !this.game.resultFirst && this.stack.length === 1 && this.resultLineEnd < at && !this.restated.length && this.positioned !== 'line';
  }

  /** A word: a move, a result, or part of a start written before the moves. */
  word(w, at) {
    if (this.trailer) return;
    // '8. ...': the dots of a Black move written apart from its number, or a row of dots or
    // ellipses leading to Black's move, as Vietnamese books lay a move pair out ('1. X3.3
    // ………………T5/7'): the move after them
    // a move's number with a comma for its dot, as a forum post writes a pair ('3,车一平二, 车9平8。',
    // '7,。。。。。 卒3进1!'): passed over; and a comma after the dots ('1.……，车6退1': Black's move)
    if (w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57) w = w.replace(/^\d{1,3}[,，](?=\D)/, '');
    // its number with no dot, glued on after a figure's mark ('(圖1)10車二進三…………'): that number
    const numbered = this.stack.length === 1 && w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57 ? gluedMoveNumber(w, this.ply()) : 0;
    if (numbered) { this.moveNumber(w.slice(0, numbered), at, at + numbered); [w, at] = [w.slice(numbered), at + numbered]; }
    if (MOVE_COMMAS.has(w[0]) && w.length > 1 && /[.…。]/.test(this.text[at - 1] ?? '')) [w, at] = [w.slice(1), at + 1];
    if (w.charCodeAt(0) === 46 || w.charCodeAt(0) === 0x2026 || w.charCodeAt(0) === 0x3002) {
      const dots = /^[.…。]+[,，]?/.exec(w)[0].length;
      if (this.number) this.number.dotted = true; // Black's move under its number
      if (dots === w.length) return;
      [w, at] = [w.slice(dots), at + dots];
    }
    if (w.charCodeAt(0) === 67 /* C */ && CLOCK_NOTE.test(w)) return; // SchemingMind's, between the moves
    // an annotation mark before the next move number ('R-.7    !24.  R2.3', as XieXie's WXF files
    // place the mark of Black's move): the move before's, the number passed over
    const mark = (w.charCodeAt(0) === 33 || w.charCodeAt(0) === 63) && MARK_THEN_NUMBER.exec(w);
    if (mark) {
      if (this.last()) (this.last().nags ??= []).push(SUFFIX_NAGS[mark[1]]);
      return;
    }
    // a comma after a move, between Red's and Black's ('1. Pháo 2 bình 5, Mã 8 tấn 7'; Chinese
    // texts' full-width one, '1. 炮二平五， 马8进7'), or alone
    // Chinese's full stop or semicolon after a pair's last move, '2,马二进三,卒3进1。', '5. 兵三平四，将6进1；'
    if (MOVE_COMMAS.has(w[w.length - 1]) || w.charCodeAt(w.length - 1) === 0x3002 || w.charCodeAt(w.length - 1) === 0xff1b) w = w.slice(0, -1);
    const cut = resultAfterComma(w); // the game's result after the last move's comma, '14. 马七退六，和。'
    if (cut > 0) { this.word(w.slice(0, cut - 1), at); return this.word(w.slice(cut), at + cut); }
    // a colon alone between them, as janggi.pl lays a pair out ('2. H08-87 : H18-37')
    if (!w || w === ':') return;
    const mainline = this.stack.length === 1;
    if (((w.charCodeAt(0) === 61 && /^={3,}$/.test(w)) || APP_TRAILERS.has(w)) && mainline && (this.game.started || this.game.tags.length)) { this.trailer = true; return; }
    if (this.game.result !== undefined && mainline && !this.aheadOfMoves(w) && !this.restated.length && this.positioned !== 'line') this.finish();
    const { game } = this;
    // a two-column table of solutions copied ('Xe 8 tấn 5 1 Tg4 tấn 1 … Xe 7 thoái 4 6 Thua',
    // sunday.b1u.org): the pair's number between Red's move and Black's, passed over, and 'Thua'
    // (loses) in a move's place, the side to move's loss
    const plies = game.moves.length;
    const pairNumber = plies % 2 === 1 && /^\d{1,3}$/.test(w) && Number(w) === (plies + 1) / 2;
    const loses = plies > 0 && /^(?:[Tt]hua|THUA)$/.test(w);
    if (mainline && (pairNumber || loses) && !this.blackFirst()) return pairNumber ? undefined : this.result(w, at, plies % 2 ? '1-0' : '0-1');
    if (mayBeResult(w) && (RESULT_MARK.test(w) || resultOfWord(w))) {
      // (a result in words ending a book's restated line, '红胜。': that line's comment)
      if (mainline) this.restated.length && !RESULT_MARK.test(w) ? this.comment(w) : this.result(w, at);
      // the first word of a variation after the mainline's last move: the result in parentheses,
      // '16.rC+1 (draw)', '(红胜)', if nothing else is in them (paren)
      else if (this.stack.length === 2 && !this.line().length) this.resultInParens = [w, at];
      return;
    }
    if (this.fenWords) {
      if (this.fenWords.length && this.fenWords.length < 6 && FEN_FIELD.test(w)) { this.fenWords.push(w); return; }
      this.endFen();
      if (/^moves:?$/i.test(w)) return;
    }
    if (this.repeatedFields) {
      if (FEN_FIELD.test(w)) { this.repeatedFields--; return; }
      this.repeatedFields = 0;
    }
    // the start written twice, as a [FEN] tag and as a FEN line of the same board before the
    // moves (both, as some tools save a position): the line is passed over, with its fields
    if (mainline && !game.moves.length && FEN_BOARD.test(w) && w === tagBoard(game)) {
      this.positioned = 'line';
      this.repeatedFields = 5;
      return;
    }
    // a board with its side glued on after the moves (niu2x/chinese-qipu's puzzles, '…/C1B1K2C1w'):
    // not the next game's start but this one's, written after its moves, and the game's end
    const glued = mainline && game.moves.length ? gluedFen(w) : null;
    if (glued) {
      game.tags.push(['FEN', glued]);
      this.finish();
      return;
    }
    if (mainline && (game.moves.length || this.positioned) && opensPosition(w)) this.finish(); // the next game's start
    if (mainline && !this.game.moves.length && tagBoard(this.game) === undefined) {
      this.game.started = true;
      if (FEN_BOARD.test(w) || (this.held && /^startpos$/i.test(w))) {
        [this.held, this.positioned] = [null, this.held ? true : 'line']; // (a FEN line's, or UCI's)
        this.fenWords = FEN_BOARD.test(w) ? [w] : [];
        return;
      }
      if (POSITION_WORD.test(w)) { (this.held ??= []).push([w, at]); return; }
    }
    this.playHeld();
    this.addMove(w, at);
  }

  playHeld() {
    const words = this.held;
    this.held = null;
    for (const [w, at] of words ?? []) this.addMove(w, at);
  }

  /** True when the game's FEN tag gives Black the first move (a table's plies then pair otherwise). */
  blackFirst() {
    return /^\S+\s+b\b/.test(this.game.tags.find(([name]) => name.toUpperCase() === 'FEN')?.[1].trim() ?? '');
  }

  addMove(w, at) {
    this.game.started = true;
    this.restate(w);
    // a move's letter apart from its points, or its points apart after the dash, as janggi.pl's
    // page types a pair ('1. P 71-72 : P 49- 48'): the word after it on the same line, joined
    const before = this.last();
    if (before && MOVE_FRAGMENT.test(before.text) && !before.nags && w.charCodeAt(0) >= 48 && w.charCodeAt(0) <= 57
      && this.lineEnd(before.offset) > at) {
      before.text += w;
      return;
    }
    const parts = splitGlued(w);
    const start = this.line().length;
    for (const part of parts) {
      const end = part.charCodeAt(part.length - 1);
      const suffix = end === 33 || end === 63 || end === 0xff01 || end === 0xff1f ? /[!?]{1,2}$|[！？]{1,2}$/.exec(part) : null; // (full-width too)
      const nag = suffix && SUFFIX_NAGS[suffix[0]];
      const moveText = suffix ? part.slice(0, -suffix[0].length) : part;
      if (!moveText) { if (this.last() && suffix) (this.last().nags ??= []).push(nag); continue; }
      const node = suffix ? { text: moveText, offset: at, nags: [nag] } : { text: moveText, offset: at };
      if (this.pendingComment && this.line().length === 0) node.before = this.pendingComment; // (or a restated line's heading)
      this.pendingComment = null;
      this.line().push(node);
    }
    // two moves joined by a comma may be one: a setup turn's two swaps ('b1c1,h1g1', janggi/vchess),
    // which replay.js tries whole first on such a turn
    if (parts.length === 2 && this.line().length === start + 2 && hasListComma(w)) this.line()[start].joined = w;
  }

  /** A move number, its text `number` from `at` to `end`: a "1" may open the next game
   *  (firstNumber); one naming a move already played, a book's line restated there (restate). */
  moveNumber(number, at, end) {
    if (/^1\D/.test(number)) this.firstNumber(at, end);
    if (this.shift && !this.restart) number = shiftedNumber(number, this.shift);
    const level = this.restated.at(-1);
    // one move under the number before, then the next number: that move was Black's (pgn-restated.js)
    if (level?.unsure && level.line.length === 1 && parseInt(number, 10) === level.n + 1) shiftRestated(level);
    if (level) level.unsure = false;
    this.number = this.stack.length === 1 && !this.trailer ? { number, dotted: false } : null;
  }

  /** Before a mainline move `w`: a number before it naming a ply already played restates a book's
   *  line (restateLine), its heading the last note before it ('(二)车2平6', takeHeading). */
  restate(w) {
    if (this.restart) restartLine(this, w);
    const pending = this.number;
    this.number = null;
    // the game before, ended by a result in words ('13.车三进二 红胜。'), goes on: its book's next line
    if (pending && resumesLine(this.ended, this.game, this.games, pending)) {
      const heading = this.game.comment;
      [this.game, this.stack, this.restated] = [this.games.pop(), [this.ended.line], this.ended.restated];
      this.comment(heading);
    }
    const line = pending && this.stack.length === 1 && restateLine(this.restated, this.game.moves, pending);
    if (line) [this.pendingComment, this.stack[0]] = [takeHeading(this.last(), w), line];
  }

  /** A move number "1" from `at` to `end`. A move list that starts again at 1, on a line of its
   *  own, after a line of this game that opened at 1, is the next game of a file without tags or
   *  results ('1. h2e2 h9g7 2. …⏎1. h2e2 …', book openings a line each), as the CLI's splitter
   *  reads it (record-lines.js, opensFirstMove); in a game a FEN line opened, its lines again or
   *  going on (pgn-restated.js restartLine). Black's first move ('1...', '1. …') continues the list,
   *  and so does a '1.' padded to a column after Red's first move alone on the list's line: Black's
   *  reply under it, as some sites lay a move a line ('1.炮二平六⏎{…}⏎1.      馬8进7'). */
  firstNumber(at, end) {
    const positioned = this.positioned === 'line' && this.game.moves.length > 0; // (Black's '1. ……' too)
    if (this.stack.length > 1 || this.trailer || !opensFirstMove(this.text, at, end, positioned)) return;
    const reply = this.listStarted && loneFirstMove(this.lineEnd, this.game.moves, this.listLine) && isPadding(this.text.charCodeAt(end), this.text.charCodeAt(end + 1));
    if (positioned) this.restart = !reply;
    else if ((this.game.result !== undefined && !this.game.resultFirst) || (this.listStarted && !reply)) this.finish();
    if (!this.listStarted) this.listLine = at;
    this.listStarted = true;
  }

  addMarks(marks) { this.game.marks = (this.game.marks ?? '') + marks; }

  /** Undecodable bytes before a tag line's "[": charged to the game of its tag, read next. */
  holdMarks(marks) { this.pendingMarks = (this.pendingMarks ?? '') + marks; }

  /** A tag line whose undecodable bytes break its tags: one line of tags still (as the CLI's
   *  splitter reads it), the game's, and its bytes fail that game. */
  markedTagLine(marks) {
    this.trailer = false;
    if (this.game.started) this.finish();
    this.addMarks((this.pendingMarks ?? '') + marks);
    this.pendingMarks = null;
  }

  /** Tags after moves, or a GIB tag the game already has (GIB files list cancelled games as
   *  tags alone), start the next game; another repeated tag is read again, the last one kept. */
  tag(name, value) {
    this.trailer = false;
    if (this.game.started || (this.tagNames.has(name) && GIB_TAGS.includes(name))) this.finish();
    if (this.pendingMarks !== null) { this.addMarks(this.pendingMarks); this.pendingMarks = null; }
    this.game.tags.push([name, value]);
    this.tagNames.add(name);
  }

  /** A tag line that never closes (`cut`: where the text ends): a problem of the header of the
   *  game it opens (its error's ply is 0, whatever moves follow), whose tags are the next game's. */
  unclosedTagLine(at, text, cut) {
    if (this.game.started) this.finish();
    const ending = cut ? ', where the text ends: it may be cut off' : '';
    this.game.problems.push({ ...syntaxProblem(at, text, `a tag line that is never closed${ending}`), header: true });
    this.game.started = true;
  }

  /** A '{' that nothing closes before the next tag line: a problem of its game, whose text after
   *  it is not read (the tags that follow are the next game's). */
  unclosedComment(at) {
    if (this.pastResult(at)) this.finish();
    const { game } = this;
    const where = this.stack.length > 1 ? `in a variation after ply ${game.moves.length}` : `after ply ${game.moves.length}`;
    game.problems.push(syntaxProblem(at, '{', `a "{" opened ${where} is never closed (no "}" before the next game's tags): the rest of its game is not read`));
    game.started = true;
  }

  /** True when a tag pair at hand is among the mainline's moves: after them, before a result
   *  (pgn-words.js MOVES_AFTER_TAG: one that moves follow on its line is a note, the last move's
   *  comment as written, '[Score "8=2"]', not the next game's tag). */
  amidMoves() {
    return this.stack.length === 1 && this.game.moves.length > 0 && this.game.result === undefined && !this.trailer;
  }

  /** A comment: the last move's, the game's before its moves, or the next move's in a variation
   *  that has none yet. */
  comment(body) {
    const last = this.last();
    if (last) addComment(last, body);
    else if (this.stack.length === 1) addComment(this.game, body);
    else this.pendingComment = this.pendingComment ? `${this.pendingComment} ${commentText(body)}` : commentText(body);
  }

  /** A '(' or ')': a variation of the last move opens or closes. */
  paren(paren, at) {
    const { game } = this;
    // a stray "(" or ")" before a game's tags and moves is no game's: the splitter cuts it off
    if (!game.started && !game.tags.length) return;
    if (paren === ')') {
      const held = this.resultInParens;
      this.resultInParens = null;
      if (this.stack.length === 1) {
        game.problems.push(syntaxProblem(at, ')', 'a ")" that closes no variation'));
        return;
      }
      const closed = this.stack.pop();
      this.opened.pop();
      // a result alone in parentheses after the last move, ending its line, is the game's, not a
      // variation (as the splitter ends a game at a line ending with a result)
      if (held && !closed.length && this.stack.length === 1 && !/\S/.test(this.text.slice(at + 1, this.lineEnd(at)))) {
        const move = this.last();
        if (move.variations?.at(-1) === closed) move.variations.pop();
        if (move.variations?.length === 0) delete move.variations;
        this.result(...held);
      }
      return;
    }
    const parent = this.last();
    if (!parent) { game.problems.push(syntaxProblem(at, '(', 'a variation before any move')); return; }
    const variation = [];
    if (this.stack.length <= MAX_VARIATION_DEPTH) (parent.variations ??= []).push(variation);
    else if (this.stack.length === MAX_VARIATION_DEPTH + 1) { // read on, but not kept: replay and writing recurse by depth
      game.problems.push(syntaxProblem(at, '(', `variations nested deeper than ${MAX_VARIATION_DEPTH}`));
    }
    this.stack.push(variation);
    this.opened.push(at);
  }

  /** A $n NAG: the last move's. */
  nag(n) {
    if (this.last()) (this.last().nags ??= []).push(n);
  }
}
