// split.js — a record file's bytes, pushed a chunk at a time, cut into its games without holding
// more than one game (and the line being read): the CLI's reader (cli/read.js) and streamRecords
// (stream.js) split with this one code, on plain Uint8Arrays, so they find the games readRecords
// finds in the whole file. Items:
//   { kind: 'record', source, line, data, offset, encoding }  one game's bytes (line: its first)
//   { kind: 'error', source, line, error }                     a game over MAX_RECORD_BYTES, skipped
// Bytes are scanned with indexOf (no recursion, no per-move work): a line or game over
// MAX_RECORD_BYTES is reported and skipped, so /dev/zero or a giant line cannot fill memory.

import { gluedFen, opensPosition } from './pgn-words.js';
import { EncodedLines } from './encoded-lines.js';
import { opensXboardHead } from './xboard.js';
import { concatBytes, copyOf } from './bytes.js';
import { LineCarry, MAX_RECORD_BYTES, tooLong } from './line-carry.js';
import { holdTagLines, releaseHeld } from './comment-tags.js';
import {
  NL, SCANNED, beforeComments, closesBrokenTag, commentsOnly, endsWithResult, hasAny, isRule, lineStart, loneFirstMove,
  opensBrokenTag, movesAfterTag, opensFirstMove, opensTagPair, opensTrailer, paddedFirstNumber, positionWord, scanLine,
} from './record-lines.js';
import {
  DHTMLXQ_CLOSE, closesDhtmlXQ, endsRecord, gluedStart, holdsDhtmlXQ, isDpxqTrailer, isFormatWxf, isMarkupLine,
  opensDhtmlXQ, opensOpenTag, recordEnd,
} from './record-marks.js';

const PERCENT = 37; // %
const EMPTY = new Uint8Array(0);

/**
 * Record files: one item per game. A game ends where a tag line ("[Name ...", but a tag pair
 * that moves other than a move 1 follow on its line: a note among them) or a position
 * (UCI's "position ...", a FEN line: pgn.js, opensPosition) follows moves,
 * or a line opening with move 1 after another of its game did (outside { } comments and variations:
 * a file of games without tags or results), or a whole tag pair on a move line after its moves (outside { } comments: files concatenated
 * without a final newline; the next game starts there, on that line), or after a line ending in a result (1-0, 0-1, 1/2-1/2, *, or a result word: 红胜, Xanh thắng, in UTF-8 or a two-byte encoding), outside { } comments; a DhtmlXQ
 * block ("[DhtmlXQ]", or a page's line holding one after a whole block: pages joined with cat),
 * a WXF file ("FORMAT WXF", read to its "}END") or a CBF record ("<?xml" or
 * "<ChineseChessRecord", read to its end tag) starts a new one, and dpxq.com's trailer line ends one
 * (an export after a whole block is a game of its own, from its first line past the page's markup;
 * so is one whose header opens after a game without a result, from that header's first line).
 * As in readRecords, a "{" comment that reaches a tag pair line was never closed (that line starts
 * the next game) unless its "}" comes first (comment-tags.js), XQ Wizard's "=====" trailer is passed over up to the next tag pair line, and
 * 联众's export title ("中 国 象 棋 对 局 记 录", ourgame.js) starts a game.
 *
 * `encoding` (set by the reader once the file shows a byte that is not ASCII) is the file's, as
 * readRecords tells it for a whole file: damaged tag lines are read in it (encoded-lines.js).
 * Each game is handed on as its bytes (item): the CLI's splitter (cli/split.js) decodes them.
 */
export class GameSplitter extends EncodedLines {
  utf16 = null; // the CLI's UTF-16 transcoder (cli/read.js), told where the splitter is (forget)

  constructor(source) {
    super();
    this.source = source;
    this.line = 1;
    this.pushed = 0;       // bytes pushed so far
    this.offset = 0;       // the byte offset of the line being read
    this.seen = false;     // a game was read: a "=====" line after it is a trailer
    this.trailer = false;  // passing over a "=====" trailer, to the next tag line
    this.valueOpen = false; // the line before was a tag line whose value a line break cut (opensBrokenTag)
    this.held = null;      // tag pair lines inside a "{" comment, until told whose (comment-tags.js)
    this.carry = new LineCarry();
    this.newGame();
  }

  newGame() {
    this.parts = [];
    this.bytes = 0;
    this.start = 0;      // first non-blank line of the game
    this.startOffset = 0; // and its byte offset
    this.hasMoves = false;
    this.tagPairs = false; // a tag pair line was read
    this.listStarted = false; // a line of the game opened with move 1 (opensFirstMove)
    this.board = '';          // the FEN line's board the game opened with (a puzzle's): see read
    this.boardLast = false;   // and the game's last line that is not blank is that board's
    this.loneFirst = false;   // and held Red's first move alone, the game's only move so far (loneFirstMove)
    this.depth = 0;      // 1 while a { } comment is open (they do not nest)
    this.parens = 0;     // the ( ) variations open
    this.skipping = false; // the game went over the limit: its lines are dropped
    this.until = null;   // the end mark of a record read whole (WXF, CBF): no results or comments inside count
    this.blockClosed = false; // a whole DhtmlXQ block is in the game: the next one starts another
    this.blockOpen = false;   // a DhtmlXQ block is open: its [/DhtmlXQ] is not read yet
    this.afterBlock = null;   // the first line after a whole block that is not a page's markup: { part, line, offset }
    this.embeddingHead = false; // the game's lines so far open an element's tag and leave it open (opensOpenTag)
    this.openTagAt = null;      // the last line, after moves, opened an element and left its tag open: { part, line, offset }
    this.headerAt = null;     // the line before, if a dpxq.com export's header may open there: { part, line, offset }
    this.ruleAt = null;       // the line before, if a rule (XQStudio's, above its header): { part, line, offset }
    this.exportAt = null;     // where an export's header opened after other lines: { part, line, offset }
    this.exportSeen = false;  // an export's header was read in this game
    this.restarts = [];       // move lists started again after exportAt: games of their own unless a trailer follows
    this.xboardHead = false;  // in an XBoard old-style file's head (xboard.js), before its moves
  }

  flush(items) {
    // move lists started again after an export's header that no trailer ended: games of their own
    if (this.restarts.length) this.splitAt(this.restarts, items);
    if (this.start && !this.skipping) items.push(this.item(concatBytes(this.parts)));
    if (this.start) this.seen = true;
    this.newGame();
  }

  /** The item of a game's bytes as they are in the file, with its first line, its byte offset
   *  and the file's encoding as told so far (the CLI's splitter hands them on decoded). */
  item(data) {
    return { kind: 'record', source: this.source, line: this.start, data, offset: this.startOffset, encoding: this.encoding };
  }

  /** One whole line, with its newline, and its byte offset in the file. */
  onLine(line, items, offset) {
    this.offset = offset;
    this.read(line, items);
    if (this.start && !this.until && closesDhtmlXQ(line)) {
      [this.blockClosed, this.blockOpen] = [true, false];
      // a PGN game's first tag pair glued after the block's close ('[/DhtmlXQ])[Game "…"]'): the
      // tag pairs below are that game's, read with it (readRecords reads the two apart)
      for (let k = line.indexOf(91); k !== -1 && !this.tagPairs; k = line.indexOf(91, k + 1)) this.tagPairs = opensTagPair(line, k);
    }
    this.line++;
  }

  /** Follows a game's lines for a dpxq.com export's header (a title or event line, another key's
   *  line next: dpxq.js, exportStart). One that opens after other lines is where the export's
   *  own game starts if its trailer ends it (flushExportApart), as readRecords reads it. */
  noteExportHeader(kind) {
    const opened = this.headerAt;
    this.headerAt = null;
    if (opened && kind) {
      this.exportSeen = true;
      if (opened.part > 0) this.exportAt = opened;
    } else if (kind === 'first') {
      // (XQStudio's rule above the header is the export's)
      this.headerAt = this.ruleAt ?? { part: this.parts.length, line: this.line, offset: this.offset };
    }
  }

  read(line, items) {
    if (holdTagLines(this, line, items)) return; // a tag pair line inside a "{" comment (comment-tags.js)
    // the line that closes a tag's value a line break cut ([TitleA "⏎四量拨千斤"]⏎): the tag's,
    // as readRecords joins it (pgn.js), not moves
    const valueOpen = this.valueOpen;
    this.valueOpen = false;
    if (valueOpen && closesBrokenTag(line)) {
      this.append(line, items);
      return;
    }
    let i = lineStart(line);
    const blank = i === line.length || line[i] === NL;
    if (this.trailer) { // the site's notice: free text, whatever "{" or "[" it holds, to a tag pair
      // or to a record of another format (a page's DhtmlXQ block, a WXF file, a CBF), which
      // readRecords reads past the notice too
      if (blank || !(opensTagPair(line, i) || recordEnd(line, i) || holdsDhtmlXQ(line, i))) return;
      this.trailer = false;
    }
    // a record glued to this one's end (cat of a file without a final newline): two lines here
    const glued = blank ? -1 : gluedStart(line, i, this.until);
    if (glued > 0) {
      this.read(line.subarray(0, glued), items);
      this.offset += glued;
      this.read(line.subarray(glued), items);
      return;
    }
    // a line opening with '%' (PGN's escape) is passed over whole, as readRecords does
    if (line[0] === PERCENT && this.depth === 0 && !this.until) {
      this.append(line, items);
      return;
    }
    // XBoard's old save style: its title starts a game (games appended to one file); the lines of
    // its head (players, a board picture) are the game's, read as its tags, to its first move
    if (!blank && this.depth === 0 && !this.until && line[i] === 35 /* # */ && opensXboardHead(line, i)) {
      this.flush(items);
      this.xboardHead = true;
    }
    if (this.xboardHead && !opensFirstMove(line, i)) {
      if (!blank && !this.start) [this.start, this.startOffset] = [this.line, this.offset];
      this.append(line, items);
      return;
    }
    this.xboardHead = false;
    if (this.opensDamagedTag(line, i)) i = line.indexOf(91, i);
    // an element's head that a block does not follow (nor its tag go on): moves, as any text
    if (this.embeddingHead && !blank && !opensDhtmlXQ(line, i) && line.indexOf(62 /* > */) !== -1) {
      this.embeddingHead = false;
      this.hasMoves = true;
    }
    // a "(" never closed: a tag pair is the next record's, as in readRecords (a "{": holdTagLines);
    // so is a WXF file's FORMAT WXF line, whose "START{ … }END" would close a "{" (format-marks.js)
    if (!blank && (this.depth > 0 || this.parens > 0) && !this.until && ((this.depth === 0 && opensTagPair(line, i)) || isFormatWxf(line, i))) this.depth = this.parens = 0;
    // web pages joined with cat: a block that opens after a whole one, on a page's line, starts
    // the next game (the markup between them is read with the first, as readRecords reads it)
    if (!blank && this.blockClosed && this.depth === 0 && !this.until && holdsDhtmlXQ(line, i)) this.flush(items);
    // a DhtmlXQ block cut off (its fields stand a line each, none a tag pair): a tag pair line
    // is the next record's, which had been read into the block, to the file's end
    if (!blank && (this.until === DHTMLXQ_CLOSE || (this.blockOpen && !this.until)) && opensTagPair(line, i)) this.flush(items);
    // 联众's text exports joined with cat: each title starts the next game
    if (!blank && this.start && this.depth === 0 && !this.until && this.opensOurgameTitle(line, i)) this.flush(items);
    const end = !blank && this.depth === 0 && !this.until ? recordEnd(line, i) : null;
    if (end) {
      // a page's text before a block is part of its record, as on one line (readRecords takes the block)
      if (end !== DHTMLXQ_CLOSE) this.flush(items);
      this.until = end;
    }
    // a tag pair that moves follow on its line: after the game's moves, a note among them
    // (movesAfterTag 2); and the line holds moves
    const bracketLine = !blank && line[i] === 91 /* [ */ && this.depth === 0 && !this.until;
    const after = bracketLine ? movesAfterTag(line, i) : 0;
    const tag = bracketLine && !(this.hasMoves && after === 2);
    if (!blank && !tag && !this.until && this.depth === 0 && (this.seen || this.start) && (opensTrailer(line, i) || this.opensAppTrailer(line, i))) {
      this.trailer = true;
      return;
    }
    // (a block in the attribute of the element the game's lines opened is one record with them,
    // as readRecords reads it: dpxq.com's embedding, dhtmlxq.js)
    // an element's head left open on the line before (`<iframe … name="NoFile_`), after a game's
    // moves that no result ended: the head is the block's, as readRecords reads it, not a move
    if (tag && this.openTagAt && this.hasMoves && opensDhtmlXQ(line, i)) {
      this.flushBefore(this.openTagAt, items);
      this.embeddingHead = true;
    }
    const page = tag && this.pageOfBlock(line, i);
    if (page) this.hasMoves = false; // (the page's lines: no moves)
    // (a tag pair after a whole DhtmlXQ block, before any of this game's, opens a PGN game of its
    // own there: files joined with cat, as readRecords reads them apart; a block's fields are no
    // tag pairs, and a game whose first tag line was glued to the block's last has its own)
    const pairAfterBlock = tag && this.blockClosed && !this.tagPairs && this.depth === 0 && opensTagPair(line, i);
    if (tag && !page && (this.hasMoves || pairAfterBlock || (this.start && opensDhtmlXQ(line, i))) && !(this.embeddingHead && opensDhtmlXQ(line, i))) this.flush(items);
    if (tag) this.embeddingHead = false;
    if (tag && after) this.hasMoves = true; // ('[Score "8=-2"] 1.相三进五')
    if (tag && opensTagPair(line, i)) this.tagPairs = true;
    // a position after moves (UCI's 'position fen …', a FEN line) starts the next game, as in
    // readRecords; a board with its side glued on (niu2x/chinese-qipu's puzzles) is this game's
    // start, written after its moves, and its end (pgn-games.js)
    const word = !blank && !tag && this.depth === 0 && this.parens === 0 && !this.until ? positionWord(line, i) : '';
    // a game a FEN line opened (a puzzle's): the same board again at once is its start written
    // twice, and its lines from 1 again and a result's line do not end it (pgn-restated.js restartLine)
    const board = word.includes('/') && opensPosition(word) && (!this.hasMoves || (word === this.board && this.boardLast)) ? word : '';
    if (board) this.board = board;
    if (!blank) this.boardLast = board !== '';
    const startAfter = this.hasMoves && word !== '' && gluedFen(word) !== null;
    if (this.hasMoves && word !== '' && !board && !startAfter && opensPosition(word)) this.flush(items);
    if (tag && opensDhtmlXQ(line, i)) this.blockOpen = true;
    // a move list starting again at 1 after a line of this game that opened at 1: the next game,
    // unless that line held Red's first move alone (loneFirst) and this number is padded to a
    // column: Black's reply under its number again
    const first = !blank && !tag && this.depth === 0 && this.parens === 0 && !this.until && opensFirstMove(line, i);
    // (after an export's header, the export's own list if a trailer ends it: decided then)
    if (first && this.listStarted && this.exportAt) this.restarts.push({ part: this.parts.length, line: this.line, offset: this.offset });
    else if (first && this.listStarted && !this.board && !(this.loneFirst && paddedFirstNumber(line, i))) this.flush(items);
    const opensList = first && !this.listStarted;
    if (first) this.listStarted = true;
    const head = !blank && !tag && this.depth === 0 && !this.until && (this.embeddingHead || (!this.start && opensOpenTag(line, i)));
    if (head) this.embeddingHead = true;
    if (!blank && !this.start) {
      this.start = this.line;
      this.startOffset = this.offset;
    }
    if (this.until) {
      this.append(line, items);
      if (endsRecord(line, this.until)) this.flush(items);
      return;
    }
    if (!this.exportSeen) this.noteExportHeader(blank ? null : this.exportHeaderLine(line, i));
    this.ruleAt = !blank && isRule(line, i) ? { part: this.parts.length, line: this.line, offset: this.offset } : null;
    let movesEnd = line[line.length - 1] === NL ? line.length - 1 : line.length; // a ";" comment is not moves
    let rest = null; // from a tag pair after the moves on this line: the next game's first line
    if (!blank && !tag) {
      // a line of comments alone is no moves: a comment before a game's tags is its comment in
      // readRecords (pgn.js), so those tags do not start another game
      // (inside an open DhtmlXQ block, a field's line broken in two: the block's, read whole)
      const moveLine = !this.blockOpen && !head && !commentsOnly(line, i, this.depth);
      if (moveLine) {
        this.hasMoves = true;
        this.loneFirst = opensList && loneFirstMove(line, i, line.length);
      }
      if (this.depth || this.parens || hasAny(line, i, SCANNED)) {
        const at = scanLine(line, i, this.depth, this.parens);
        this.depth = at.brace;
        this.parens = at.parens;
        if (at.tag >= 0) {
          rest = line.subarray(at.tag);
          line = line.subarray(0, at.tag);
          movesEnd = line.length;
        }
        if (at.semicolon >= 0) movesEnd = at.semicolon;
        if (at.brace === 0) movesEnd = beforeComments(line, movesEnd);
      }
    }
    if (!blank) { // a line after moves that opens an element and leaves its tag open (opensOpenTag)
      this.openTagAt = !tag && this.hasMoves && this.depth === 0 && !this.until && opensOpenTag(line, i)
        ? { part: this.parts.length, line: this.line, offset: this.offset } : null;
    }
    this.valueOpen = tag && opensBrokenTag(line, i);
    this.append(line, items);
    if (startAfter) this.flush(items);
    else if (!blank && !tag && this.depth === 0 && this.parens === 0) {
      const trailer = isDpxqTrailer(line);
      if (trailer) this.flushExportApart(items);
      if (trailer || (!this.board && (endsWithResult(line.subarray(0, movesEnd)) || this.endsWithEncodedResultWord(line, movesEnd)))) this.flush(items);
    }
    if (rest) { // read as a line of its own, on the same line of the file
      this.offset += line.length;
      this.read(rest, items);
    }
  }

  /** True when the line opens a DhtmlXQ block after lines of no record: no tag pair, no move list
   *  from 1, no export's header nor block before (a title and markup above a block pasted into a
   *  page, 文山陳建宇　先勝　文山王韋中(紅勝)): those are the block's page, as readRecords reads them
   *  (dhtmlxq.js), not a record of their own. */
  pageOfBlock(line, i) {
    return opensDhtmlXQ(line, i) && !this.tagPairs && !this.listStarted && !this.exportSeen && !this.blockClosed;
  }

  /** A dpxq.com export that ends (its trailer) after a whole DhtmlXQ block, or after lines of
   *  another record (a PGN game without a result, cat before it), in their game: the block and
   *  those lines are handed on as games of their own, the export from its first line, where the
   *  CLI says it is (readRecords reads them apart too: dhtmlxq.js, dpxq.js). A block's page's
   *  lines after it are read with it; the export's own move list is one game. */
  flushExportApart(items) {
    this.restarts = [];
    this.splitAt([this.afterBlock, this.exportAt], items);
  }

  /** Hands on the game's lines before `at` ({ part, line, offset }) as a game, and starts the
   *  next one with the lines from there. */
  flushBefore(at, items) {
    const kept = this.skipping ? [] : this.parts.slice(at.part);
    this.parts = this.parts.slice(0, at.part);
    this.flush(items);
    this.parts = kept;
    this.bytes = kept.reduce((n, part) => n + part.length, 0);
    [this.start, this.startOffset] = [at.line, at.offset];
  }

  /** Hands on the game's lines before each point ({ part, line, offset }, in order) as games of
   *  their own; the game read goes on from the last. */
  splitAt(points, items) {
    if (this.skipping) return;
    let dropped = 0; // parts handed on so far
    for (const at of points) {
      if (!at || at.part <= dropped) continue;
      items.push(this.item(concatBytes(this.parts.slice(0, at.part - dropped))));
      this.parts = this.parts.slice(at.part - dropped);
      dropped = at.part;
      [this.start, this.startOffset] = [at.line, at.offset];
    }
    this.bytes = this.parts.reduce((n, part) => n + part.length, 0);
  }

  /** Keeps a line of the game being read, unless it went over the limit. */
  append(line, items) {
    if (!this.start || this.skipping) return;
    if (this.blockClosed && !this.afterBlock && !isMarkupLine(line, lineStart(line))) this.afterBlock = { part: this.parts.length, line: this.line, offset: this.offset };
    this.parts.push(line);
    this.bytes += line.length;
    if (this.bytes > MAX_RECORD_BYTES) {
      items.push({ ...tooLong(this.source, this.start, 'game'), offset: this.startOffset });
      this.parts = [];
      this.skipping = true;
    }
  }

  push(chunk, items) {
    const base = this.pushed;
    this.pushed += chunk.length;
    let start = this.carry.resume(chunk, this);
    if (start === -1) return;
    let data = chunk;
    let nl = chunk.indexOf(NL, start);
    if (nl !== -1 && this.carry.bytes) { // finish the carried line
      const offset = base - this.carry.bytes;
      this.onLine(this.carry.take(chunk.subarray(start, nl + 1)), items, offset);
      start = nl + 1;
      nl = chunk.indexOf(NL, start);
    }
    for (; nl !== -1; nl = data.indexOf(NL, start)) {
      this.onLine(copyOf(data.subarray(start, nl + 1)), items, base + start);
      start = nl + 1;
    }
    const passed = this.pushed - (chunk.length - start); // the lines read so far end here
    this.utf16?.forget(this.start ? this.startOffset : passed, passed);
    if (this.carry.add(data.subarray(start))) {
      items.push({ ...tooLong(this.source, this.start || this.line, 'game'), offset: this.start ? this.startOffset : passed });
      if (!this.start) this.start = this.line;
      this.parts = [];
      this.hasMoves = true; // the next tag line starts a new game
      this.skipping = true;
    }
  }

  discard() { this.carry.clear(); }

  end(items) {
    if (this.carry.bytes) {
      const offset = this.pushed - this.carry.bytes; // before take() empties the carry
      this.onLine(this.carry.take(EMPTY), items, offset);
    }
    if (this.held) releaseHeld(this, false, items); // no "}" came: read outside the comment
    this.flush(items);
  }
}

