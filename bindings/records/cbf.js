// cbf.js — CBF records: the XML files 象棋桥 (CCBridge) exports and many collections ship in.
// Read into the raw games pgn.js gives, for replay.js to play.
//
//   <ChineseChessRecord Version="1.0">
//    <Head> <Name>…</Name> <Contest>…</Contest> <Red>…</Red> … <RecordResult>3</RecordResult>
//           <FEN>rnbakabnr/… w - - 0 1</FEN> </Head>
//    <MoveList>
//     <Move value="00-00"><![CDATA[the game's comment]]></Move>
//     <Move value="77-47" />                       file 0-8 from Red's left, row 0-9 from Black's
//     <Move value="70-62"><![CDATA[a comment]]></Move>     side: from, then to
//     <Move value="26-23" end="1" />               the line's last move
//    </MoveList>
//   </ChineseChessRecord>
//
// The move list is read as one line. How the format stores variations is not known here (the
// files and readers we found hold none), so a move list with anything but such moves is a
// record-syntax error rather than a guess. A move keeps its value as its text, which the core
// reads (its dialect POINT_DIGITS).

import { splitParts } from './format-marks.js';
import { taggedElements, replaceSpans } from './tagged.js';

const RECORD = /<ChineseChessRecord\b[^>]*>([\s\S]*?)(?:<\/ChineseChessRecord>|$)/g;
// elements as taggedElements reads them: an opening tag takes the first closing tag after it
const element = (name) => [new RegExp(`<${name}>`, 'g'), new RegExp(`</${name}>`, 'g')];
const HEAD = element('Head'), MOVE_LIST = element('MoveList'), CDATA = [/<!\[CDATA\[/g, /\]\]>/g];
const FIELD = [/<([A-Za-z]+)\s*(\/?)>/g, /<\/([A-Za-z]+)>/g];
const MOVE = /<Move\s+value="(\d)(\d)-(\d)(\d)"(\s+end="1")?\s*(?:\/>|>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>)?\s*<\/Move>)/y;
const TAG_NAMES = {
  Name: 'Title', Contest: 'Event', Round: 'Round', Date: 'Date', Site: 'Site', TimeRule: 'TimeControl',
  Red: 'Red', RedTeam: 'RedTeam', RedRating: 'RedElo', Black: 'Black', BlackTeam: 'BlackTeam',
  BlackRating: 'BlackElo', Commentator: 'Annotator', ECCO: 'ECCO', FEN: 'FEN',
};
const RESULTS = { 1: '1-0', 2: '0-1', 3: '1/2-1/2' }; // as CBR's result byte (cbr.js)
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

// a record begins a line, as a file does: a value elsewhere may quote the element's name
const PART = /^[ \t\ufeff]*(?:<\?xml[^>]*>\s*)?<ChineseChessRecord\b[\s\S]*?(?:<\/ChineseChessRecord>|$(?![\s\S]))/gm;

/** The parts of a text, in order: { matched: true, text } for each CBF record (with the XML
 *  declaration before it), { matched: false, text } for what lies between (other records, or nothing). */
export function splitCbf(text, marks) {
  return splitParts(text, PART, marks);
}

function unescape(text) {
  const cdata = taggedElements(text, ...CDATA).map((e) => ({ from: e.start, to: e.end, value: e.value }));
  return replaceSpans(text, cdata, (e) => e.value).replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (m, e) => {
      if (ENTITIES[e]) return ENTITIES[e];
      const code = e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : m; // no such character: kept as written
    });
}

/** The raw moves of a move list: { moves, comment, problem }. */
function movesOf(list) {
  const moves = [];
  let comment, problem, ended = false; // end="1": the line's last move
  MOVE.lastIndex = 0;
  let at = list.search(/\S/);
  while (at >= 0 && at < list.length) {
    MOVE.lastIndex = at;
    const m = MOVE.exec(list);
    if (!m) {
      problem = `a CBF move list holds what is not a move (variations are not read): ${JSON.stringify(list.slice(at, at + 40))}`;
      break;
    }
    const [, f1, r1, f2, r2, end, note] = m;
    if (ended) { problem = 'a CBF move list goes on after the end of its line (variations are not read)'; break; }
    ended = Boolean(end);
    const text = note?.trim();
    if (moves.length === 0 && `${f1}${r1}${f2}${r2}` === '0000' && comment === undefined) comment = text || '';
    else if (f1 > 8 || f2 > 8) { problem = `a CBF move names a file off the board: "${m[0].slice(0, 30)}"`; break; }
    else {
      const node = { text: `${f1}${r1}-${f2}${r2}` };
      if (text) node.comment = text;
      moves.push(node);
    }
    at = MOVE.lastIndex;
    while (at < list.length && /\s/.test(list[at])) at++;
  }
  return { moves, comment: comment || undefined, problem };
}

/** The raw games of CBF text (one per <ChineseChessRecord>). */
export function cbfGames(text) {
  // an opening tag after the last '>' never ends, and each would be read to the end of the text
  const tagsEnd = text.lastIndexOf('>') + 1;
  return [...text.slice(0, tagsEnd).matchAll(RECORD)].map(([, body]) => {
    const game = { tags: [], moves: [], problems: [], kind: 'iccs', dialect: 'POINT_DIGITS', format: 'cbf' };
    const head = taggedElements(body, ...HEAD)[0]?.value ?? '';
    for (const { name, value } of taggedElements(head, ...FIELD, { selfClosing: (m) => m[2] === '/' })) {
      const v = unescape(value).trim();
      if (!v) continue;
      if (name === 'RecordResult') { if (RESULTS[v]) game.tags.push(['Result', RESULTS[v]]); continue; }
      game.tags.push([TAG_NAMES[name] ?? name, v]);
    }
    const list = taggedElements(body, ...MOVE_LIST)[0];
    if (!list) {
      game.problems.push({ text: 'CBF', code: 'record-syntax', message: 'a CBF record without its <MoveList>' });
      return game;
    }
    const { moves, comment, problem } = movesOf(list.value);
    game.moves = moves;
    if (comment) game.comment = comment;
    if (problem) game.problems.push({ text: 'CBF', code: 'record-syntax', message: problem });
    return game;
  });
}
