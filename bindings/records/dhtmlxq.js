// dhtmlxq.js — DhtmlXQ records (dpxq.com's viewer, embedded by many Chinese xiangqi sites and the
// wxf.ca archive): read into the raw games pgn.js gives, for replay.js to play (written from a
// game's tree by dhtmlxq-write.js).
//
//   [DhtmlXQ_red]…[/DhtmlXQ_red]            tags; W / L / D or 红胜 / 黑胜 / 和棋 … as [DhtmlXQ_result]
//   [DhtmlXQ_binit]8979…[/DhtmlXQ_binit]    the start: the points of Red's R N B A K A B N R C C P P P P P,
//                                           then Black's, two digits each, 99 for a piece not on the board
//   [DhtmlXQ_movelist]7747…                 the moves, four digits each: file 0-8 from Red's left and
//                                           row 0-9 from Black's side, from then to
//   [DhtmlXQ_move_B_S_N]…                   line N, branching from line B (0: the main line) at its ply S
//   [DhtmlXQ_comment0], _commentP, _commentN_P   the game's comment; after ply P of the main line, of line N
//
// A block is [DhtmlXQ]…[/DhtmlXQ], or dpxq.com's embedding of its viewer in a page, the record in
// an iframe's name (`<iframe src="…/DhtmlXQ_www_dpxq_com….htm" name="NoFile_[DhtmlXQiFrame]…">`,
// as wxf-xiangqi.org, xqinenglish.com and Taiwanese club pages publish games): an attribute, so
// its entities are decoded (&quot;), as the browser decodes them for the viewer, and it ends at
// [/DhtmlXQiFrame] or, where that is not written, where the attribute ends.
// A move keeps its digits as its text; the core reads them (its dialect POINT_DIGITS, which CBF,
// XQF and CBR moves are read in too) and spells them from UCI (write.js: pointDigitsOf). The start
// is a binit (binit.js).

import { resultOfWord } from './results.js';
import { MAX_VARIATION_DEPTH, TAG_LINE, commentText } from './pgn-words.js';
import { taggedElements, decodeEntities } from './tagged.js';
import { isDpxqText } from './dpxq.js';
import { formatMarks } from './format-marks.js';
import { fenOfBinit } from './binit.js';

/** A line that opens an HTML page: '<!DOCTYPE html …>', '<html>' (the markup around a page's
 *  block, read.js withoutPages). */
export const PAGE_START = /^[ \t\r\ufeff]*<(?:!DOCTYPE[ \t]+html|html[\s>])/gim;

// (group 1: 'iFrame' for an embedding's block, whose close is its own)
const BLOCK_OPEN = /\[DhtmlXQ(iFrame)?\]/gi, BLOCK_CLOSE = /\[\/DhtmlXQ(iFrame)?\]/gi;
const IFRAME_OPEN = /\[DhtmlXQiFrame\]/gi, IFRAME_CLOSE = /\[\/DhtmlXQiFrame\]/gi;
// the attribute an embedding's block opens in: name="NoFile_ (its quote, group 1)
const ATTRIBUTE_HEAD = /=[ \t]*(["'])[^"'<>]*$/;
const TAG_OPEN = /\[DhtmlXQ_([A-Za-z0-9_]+)\]/g, TAG_CLOSE = /\[\/DhtmlXQ_([A-Za-z0-9_]+)\]/g;
// DhtmlXQ's fields and the PGN tags they are, as the viewer's field list describes them
// (remark 评注人员 the annotator, author 棋谱作者 the record's author, timerule 时间规则, the
// ratings 等级分). Its fields are lower-case words, read whatever their case; a tag none of them
// holds is written as a field of its own name ([DhtmlXQ_Game]), which viewers skip, and a field
// named with a capital letter reads back as that tag. Other fields read as DhtmlXQ_<field>
// ([DhtmlXQ_owner]). A tag whose name, in any case, is a field that holds another tag or says
// something else ([Remark]: remark is the annotator; [Place]: the site; [Movelist]), or the
// field of a tag written already ([RED] beside [Red]), is written as pgn_<its name>
// ([DhtmlXQ_pgn_Remark]) and reads back as itself: each tag keeps a field of its own.
export const TAG_NAMES = {
  title: 'Title', event: 'Event', date: 'Date', place: 'Site', round: 'Round', red: 'Red', black: 'Black',
  redteam: 'RedTeam', blackteam: 'BlackTeam', result: 'Result', open: 'Opening', ecco: 'ECCO',
  remark: 'Annotator', author: 'Author', timerule: 'TimeControl', redrating: 'RedElo', blackrating: 'BlackElo',
  redtime: 'RedTime', blacktime: 'BlackTime',
};
export const VIEWER_TAGS = new Set(['ver', 'init', 'pver', 'binit', 'movelist', 'fen']); // settings, or read below
const RESULTS = { w: '1-0', l: '0-1', d: '1/2-1/2' };


/** True when a text holds DhtmlXQ records rather than PGN (a start alone is a record too: a
 *  position to study). */
export function isDhtmlXQ(text) {
  return /\[DhtmlXQ_(movelist|binit)\]/i.test(text);
}

/** Raw nodes of a digit string (four digits a move): { text: the digits }, or null if it is not
 *  one. */
function movesOf(digits) {
  const d = digits.replace(/\s+/g, '');
  if (!/^(\d{4})*$/.test(d)) return null;
  const out = [];
  for (let i = 0; i < d.length; i += 4) {
    out.push({ text: d.slice(i, i + 4) });
  }
  return out;
}

/** A field as the reader keys it: in lower case, but for pgn_<tag name>, kept as written. */
export const fieldKey = (name) => (/^pgn_./.test(name) ? name : name.toLowerCase());

/** The tag a field holds: its PGN name, a tag name written as a field (with a capital letter,
 *  or after pgn_), else DhtmlXQ_<field>. */
function tagOfField(field, asWritten) {
  if (/^pgn_./.test(field)) return field.slice(4).replace(/_([0-9a-f]+)_/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)));
  return TAG_NAMES[field] ?? (/[A-Z]/.test(asWritten) ? asWritten : `DhtmlXQ_${field}`);
}

/** One DhtmlXQ record's tags to a raw game: { tags, moves, comment?, result?, problems, kind };
 *  tags by their lower-case field names, `written`: those names as written; `unclosed`: the
 *  opening tags nothing closes. One of the game's moves (the move list, a line, the start) is a
 *  problem: the text may be cut off there, and what is read would be another game; so is any,
 *  when the record is not `whole` (its [/DhtmlXQ] is missing). Any other
 *  field so left open reads as empty, as dpxq.com's viewer reads each field
 *  (`\[(DhtmlXQ_x)\](.*?)\[\/\1\]`): a generator that writes `[DhtmlXQ_blacktime][/DhtmlXQ_time]`
 *  in every file (chasoft's community database) loses nothing by it, and its games are whole. */
function gameOf(tags, written, unclosed, whole) {
  const game = { tags: [], moves: [], problems: [], kind: 'iccs', dialect: 'POINT_DIGITS', format: 'dhtmlxq' };
  const problem = (text, message) => game.problems.push({ text, code: 'record-syntax', message });
  for (const tag of unclosed) {
    // without its [/DhtmlXQ], a record may have been cut off in any field (a comment, say)
    if (!whole || /^\[DhtmlXQ_(movelist|binit|move_\d+_\d+_\d+)\]$/i.test(tag)) problem(tag, `${tag} is never closed by [/${tag.slice(1)}: the text may be cut off`);
  }
  // cut off between its fields, before the move list: its start alone would read as a whole game
  if (!whole && !unclosed.length && !tags.has('movelist')) problem('[DhtmlXQ]', 'a [DhtmlXQ] block cut off before its move list: the text may be cut off');
  const main = movesOf(tags.get('movelist') ?? '');
  if (main === null) problem(tags.get('movelist').slice(0, 40), 'a DhtmlXQ move list is four digits a move');
  game.moves = main ?? [];
  const fen = fenOfBinit(tags.get('binit') ?? '', main?.[0]?.text);
  if (fen === null) { // no start to play the moves from
    problem(tags.get('binit').slice(0, 40), 'a DhtmlXQ start ([DhtmlXQ_binit]) is 32 points of two digits');
    game.moves = [];
  } else if (fen) game.tags.push(['FEN', fen]);
  if (tags.has('binit')) game.startGiven = true; // its start, the standard one too
  for (const [name, value] of tags) {
    if (VIEWER_TAGS.has(name) || /^(move_|comment)/.test(name)) continue;
    const result = name === 'result' ? RESULTS[value.trim().toLowerCase()] ?? resultOfWord(value.trim()) : undefined;
    game.tags.push([tagOfField(name, written.get(name)), result ?? value]);
  }
  const lines = attachLines(tags, game.moves, problem);
  placeComments(tags, lines, game);
  return game;
}

/** The lines of a record, each hung as a variation on the move it replaces: 0 is the main line;
 *  line N branches from line B at ply S (plies counted from the start, in every line). */
function attachLines(tags, main, problem) {
  // a line: its nodes from ply `start`, before ply `end` (where a branch cut it), then its parent's
  const lines = new Map([[0, { start: 1, end: Infinity, nodes: main, parent: null, depth: 0 }]]);
  const nodeAt = (line, ply) => {
    for (let l = line; l; l = l.parent) if (ply >= l.start) return ply < l.end ? l.nodes[ply - l.start] : undefined;
    return undefined;
  };
  const branches = [...tags].map(([name, value]) => [/^move_(\d+)_(\d+)_(\d+)$/.exec(name), value]).filter(([m]) => m)
    .map(([m, value]) => ({ from: Number(m[1]), at: Number(m[2]), id: Number(m[3]), moves: movesOf(value) }))
    .sort((a, b) => a.id - b.id); // a line branches from a line numbered before it
  for (const b of branches) {
    const parent = lines.get(b.from);
    const node = parent && b.moves?.length ? nodeAt(parent, b.at) : undefined;
    if (!node) {
      problem(`move_${b.from}_${b.at}_${b.id}`, `a DhtmlXQ line that branches from no move (line ${b.from}, ply ${b.at})`);
      continue;
    }
    if (parent.depth >= MAX_VARIATION_DEPTH) { // as in PGN: replay and writing recurse by depth
      problem(`move_${b.from}_${b.at}_${b.id}`, `variations nested deeper than ${MAX_VARIATION_DEPTH}`);
      continue;
    }
    (node.variations ??= []).push(b.moves);
    // before ply S the line is its parent's, cut there (not copied: a record may hold thousands of lines)
    const before = { start: parent.start, end: Math.min(b.at, parent.end), nodes: parent.nodes, parent: parent.parent };
    lines.set(b.id, { start: b.at, end: Infinity, nodes: b.moves, parent: before, depth: parent.depth + 1 });
  }
  return lines;
}

/** comment0 is the game's; commentP follows ply P of the main line, commentN_P of line N. */
function placeComments(tags, lines, game) {
  for (const [name, written] of tags) {
    const m = /^comment(?:(\d+)_)?(\d+)$/.exec(name);
    if (!m || !written.trim()) continue;
    const value = commentText(written.replace(/\|\|/g, '\n')); // dpxq.com's viewer breaks a comment's lines at '||'
    const line = lines.get(Number(m[1] ?? 0)), ply = Number(m[2]);
    if (!m[1] && ply === 0) game.comment = value;
    else if (line && ply >= line.start && line.nodes[ply - line.start]) line.nodes[ply - line.start].comment = value;
  }
}

/** The raw game of a DhtmlXQ block cut off before its move list (a page or a file cut short), or
 *  `closed` with none: its error, where its page's markup had been read as a game ('!DOCTYPE',
 *  a malformed move). */
export function cutBlockGame(closed) {
  const message = closed ? 'a [DhtmlXQ] block with no move list nor start' : 'a [DhtmlXQ] block cut off before its move list: the text may be cut off';
  const problem = { offset: 0, text: '[DhtmlXQ]', code: 'record-syntax', message, header: true };
  return { tags: [], moves: [], problems: [problem], kind: 'iccs', dialect: 'POINT_DIGITS', format: 'dhtmlxq' };
}

/** A block's raw games: its game, or, with no move list nor start, the record of its error. */
const gamesOfBlock = (block, closed) => (isDhtmlXQ(block) ? blockGames(block, closed) : [cutBlockGame(closed)]);

/** The text with each embedding's block that its attribute ends (not [/DhtmlXQiFrame]) closed
 *  there: where the page ends its name, the viewer's record ends. */
function withEmbeddingsClosed(text) {
  if (!/\[DhtmlXQiFrame\]/i.test(text)) return text;
  // the next quote of each kind and the next close from a point on, each looked for again only
  // once passed (blocks come in order: a text of many opens is read once, not once an open)
  const next = { '"': -1, "'": -1, close: -1 };
  const after = (key, at) => {
    if (next[key] !== Infinity && next[key] < at) {
      if (key === 'close') {
        IFRAME_CLOSE.lastIndex = at;
        next[key] = IFRAME_CLOSE.exec(text)?.index ?? Infinity;
      } else {
        const i = text.indexOf(key, at);
        next[key] = i < 0 ? Infinity : i;
      }
    }
    return next[key];
  };
  let out = '', from = 0;
  for (const m of text.matchAll(IFRAME_OPEN)) {
    if (m.index < from) continue; // inside the block before
    const quote = ATTRIBUTE_HEAD.exec(text.slice(Math.max(from, m.index - 200), m.index))?.[1];
    const end = quote ? after(quote, m.index) : Infinity;
    if (end === Infinity || after('close', m.index) < end) continue; // not in an attribute, or closed: read as written
    out += text.slice(from, end) + '[/DhtmlXQiFrame]';
    from = end;
  }
  return out + text.slice(from);
}

/** A block's text as its viewer reads it: an embedding's with its entities decoded. */
const blockText = (e) => (e.name ? decodeEntities(e.value) : e.value);

/** Every DhtmlXQ record of a text (a page may embed several), as raw games. */
export function dhtmlxqGames(text, readOther) {
  text = withEmbeddingsClosed(text);
  let cut = -1; // the first block that nothing closes: a text cut off, read to its end
  const elements = taggedElements(text, BLOCK_OPEN, BLOCK_CLOSE, { ignoreCase: true, unclosed: (m) => { if (cut < 0) cut = m.index; } });
  // records of another format beside the blocks (a PGN game or a dpxq.com text export before or
  // after them, as files joined with cat have it) are read by `readOther`, in file order: a
  // stretch whose first line past the markup of a page's lines (the page a block came in) is a
  // tag pair or opens dpxq.com's export. The rest of a page is not read as records ('<!DOCTYPE'
  // and 'div' became moves), nor the PGN a viewer's page may hold in its markup
  const games = [];
  let from = 0;
  const other = (to) => {
    let part = text.slice(from, to).replace(MARKUP_LINES, '').replace(MARKUP_BEFORE_TAG, '').replace(STRAY_BEFORE_TAG, '');
    // text up to a tag pair line (a stray ')', a page's '</html>)') is read as the splitter cuts
    // it: after a block, with the block (not as records); before the first, as records of its
    // own. The records from that line on are read (they had all been lost with it)
    if (!PGN_TAG_FIRST.test(part) && !isDpxqText(part)) {
      let tagLine = part.search(TAG_LINE); // search() reads from the start, whatever lastIndex
      const head = tagLine < 0 ? '' : part.slice(0, tagLine);
      // markup before it, a page not ended: the PGN a viewer's page shows is the page's, unless
      // no markup follows it (a page cut off, then a file joined with cat, whose first tag the
      // page's last line may hold, as the splitter reads that line)
      if (MARKUP.test(head) && !/<\/html>/i.test(head)) {
        if (MARKUP.test(part.slice(tagLine))) return;
        tagLine = tagPairAfter(part);
      }
      if (tagLine < 0) return;
      if (from === 0) for (const g of readOther(part.slice(0, tagLine))) games.push(g);
      part = part.slice(tagLine);
    }
    part = withoutPage(part);
    if (PGN_TAG_FIRST.test(part) || isDpxqText(part)) for (const g of readOther(part)) games.push(g);
  };
  for (const e of elements) {
    if (readOther) other(e.start);
    for (const g of gamesOfBlock(blockText(e), true)) games.push(g);
    from = e.end;
  }
  // the records before a block cut off are read too (they had been lost with the block's end),
  // as the splitter cuts them off; the block's fields are read as a text of fields alone
  const before = cut > 0 && readOther ? text.slice(from, cut) : '';
  if (readOther && (elements.length || /\S/.test(before))) other(cut > 0 ? cut : text.length);
  if (cut >= 0) {
    // a block cut off ends where a tag pair line follows it (the next file's, cat after it)
    const rest = text.slice(cut);
    const next = readOther ? rest.search(TAG_LINE) : -1;
    return [...games, ...gamesOfBlock(next > 0 ? rest.slice(0, next) : rest, false), ...(next > 0 ? readOther(rest.slice(next)) : [])];
  }
  if (elements.length) return games;
  return (readOther && gamesApart(text, readOther)) || blockGames(text, false);
}

/** The records of a text of fields without a block that PGN games' tags cut in several (a field
 *  pasted into a game, or left there by damage), read game by game as the splitter cuts them:
 *  the games holding fields as fields, the others as PGN; null when no tag pair line cuts it. */
function gamesApart(text, readOther) {
  const starts = [];
  let seen = false, tags = false; // a line that is not blank so far; the last such is a tag pair's
  for (let at = 0; at < text.length;) {
    const next = text.indexOf('\n', at), end = next < 0 ? text.length : next + 1;
    const line = text.slice(at, end);
    const tag = PGN_TAG_FIRST.test(line);
    if (tag && !tags && seen) starts.push(at);
    if (/\S/.test(line)) [seen, tags] = [true, tag];
    at = end;
  }
  if (!starts.length) return null;
  const pieces = [0, ...starts].map((from, i) => text.slice(from, starts[i] ?? text.length));
  return pieces.flatMap((piece) => (isDhtmlXQ(formatMarks(piece)) ? blockGames(piece, false) : readOther(piece)));
}

/** Where the first tag pair line from `from` on starts, or -1; or a tag pair before it glued
 *  after the last markup (a page cut off, then a file joined with cat, whose first tag the
 *  page's last line holds, as the splitter reads that line). */
export function tagPairAfter(text, from = 0) {
  TAG_LINE.lastIndex = from;
  const line = TAG_LINE.exec(text)?.index ?? -1;
  const head = line < 0 ? '' : text.slice(from, line);
  const markupEnd = head.lastIndexOf('>') + 1, glued = head.slice(markupEnd).search(TAG_PAIR);
  return glued >= 0 ? from + markupEnd + glued : line;
}

// lines that are blank or markup alone ('</div><iframe …></iframe>', '</body>'), at a text's start,
// the first (a block's line's rest) markup with no tag in it, cut off too ('</div><iframe src=…'),
// or the rest of an embedding's element after its block ('" width="500" …></iframe>')
const MARKUP_LINES = /^(?:[ \t\r]*(?:<|["'][^\n[]*>)[^\n[]*\n)?(?:[ \t\r]*(?:<[^\n]*>[ \t\r]*)?\n)*/;
// a page's end that a tag pair follows on its line: a page without a final newline, a file
// after it ('</html>[Event "…"]'), as the splitter reads that line (split.js); not the markup
// before a PGN a viewer's page shows, which is the page's
const MARKUP_BEFORE_TAG = /^[ \t\r]*(?:<[^<>\n]*>[ \t\r]*)*<\/html>[ \t\r]*(?=\[[ \t]*[^\s"[\]<>]+[ \t]*")/i;
// an HTML tag or declaration ('<div', '</p', '<!DOCTYPE'), and a tag pair's head ([Event ")
const MARKUP = /<[!/A-Za-z]/, TAG_PAIR = /\[[ \t]*[^\s"[\]<>]+[ \t]*"/;
// a stray ')' or '}' a tag pair follows on its line, after a block (a file cat put after one
// that ended in a ')'): no game's, as parseGames and the splitter read it
const STRAY_BEFORE_TAG = /^[ \t\r]*[)}][ \t]*(?=\[[ \t]*[^\s"[\]<>]+[ \t]*")/;
// a text whose first line opens with a tag pair as the splitter tells one (record-lines.js
// opensTagPair: any name, a GIB's Korean ones too): [Event "…; or with the title of an XBoard
// old-style file, the head its tags are read from (xboard.js): '# xboard game file -- …'
const PGN_TAG_FIRST = /^\s*(?:\[[ \t]*[^\s"[\]]+[ \t]*"|# *\S+ (?:game|position) file\b)/;
// a line that opens with an HTML tag ('<html>', '<!DOCTYPE', '</div>')
const MARKUP_LINE = /^[ \t]*<[!/A-Za-z]/;

/** The records before a block without the page the block came in: from its first markup line
 *  that no tag pair line follows (a page cat put after a game). The splitter reads that page
 *  with the block, whose records do not read markup, so readRecords does not either. */
function withoutPage(part) {
  const lines = part.split('\n');
  let cut = -1;
  let glued = -1; // where a page glued to dpxq.com's trailer starts on its line
  for (let i = lines.length - 1; i >= 0; i--) {
    if (PGN_TAG_FIRST.test(lines[i])) break;
    if (MARKUP_LINE.test(lines[i])) [cut, glued] = [i, -1];
    const m = GLUED_PAGE.exec(lines[i]);
    if (m) [cut, glued] = [i, m.index + m[0].length];
  }
  if (glued > 0) return [...lines.slice(0, cut), lines[cut].slice(0, glued)].join('\n') + '\n';
  return cut > 0 ? lines.slice(0, cut).join('\n') + '\n' : part;
}
// dpxq.com's trailer with a page glued to it (an export saved without a final newline)
const GLUED_PAGE = /dpxq\.com\/?\s*生成(?=[ \t]*<[!/A-Za-z])/;

/** The game of one DhtmlXQ block (or of a text holding one block's fields bare): [] if it has none. */
function blockGames(block, inBlock) {
  return [block].filter(isDhtmlXQ).map((block) => {
    const tags = new Map(), written = new Map(), unclosed = [];
    const elements = taggedElements(block, TAG_OPEN, TAG_CLOSE, { unclosed: (m) => unclosed.push(m[0]) });
    for (const e of elements) {
      tags.set(fieldKey(e.name), e.value);
      written.set(fieldKey(e.name), e.name);
    }
    return gameOf(tags, written, unclosed, inBlock);
  });
}
