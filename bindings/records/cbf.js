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
//     <Move value="70-62" branch="1" />          an alternative to it follows its line's moves
//
// The move list is a tree in preorder, as CBR's (the flags 象棋桥 writes there: end, branch),
// read into variations: zfdang/chinese-chess-fish-android's sample_22_ccbridge.cbf, 15,352 moves,
// every line legal so. A move keeps its value as its text, which the core reads (its dialect
// POINT_DIGITS).

import { splitParts } from './format-marks.js';
import { moveTreeOf } from './xqf.js';
import { decodeEntities, taggedElements, replaceSpans } from './tagged.js';

const RECORD = /<ChineseChessRecord\b[^>]*>([\s\S]*?)(?:<\/ChineseChessRecord>|$)/g;
// elements as taggedElements reads them: an opening tag takes the first closing tag after it
const element = (name) => [new RegExp(`<${name}>`, 'g'), new RegExp(`</${name}>`, 'g')];
const HEAD = element('Head'), MOVE_LIST = element('MoveList'), CDATA = [/<!\[CDATA\[/g, /\]\]>/g];
const FIELD = [/<([A-Za-z]+)\s*(\/?)>/g, /<\/([A-Za-z]+)>/g];
// a move: its value, then end="1" (its line's last) and branch="1" (an alternative follows its line)
const MOVE = /<Move\s+value="(\d)(\d)-(\d)(\d)"((?:\s+(?:end|branch)="[01]")*)\s*(?:\/>|>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>)?\s*<\/Move>)/y;
const TAG_NAMES = {
  Name: 'Title', Contest: 'Event', Round: 'Round', Date: 'Date', Site: 'Site', TimeRule: 'TimeControl',
  Red: 'Red', RedTeam: 'RedTeam', RedRating: 'RedElo', Black: 'Black', BlackTeam: 'BlackTeam',
  BlackRating: 'BlackElo', Commentator: 'Annotator', ECCO: 'ECCO', FEN: 'FEN',
};
const RESULTS = { 1: '1-0', 2: '0-1', 3: '1/2-1/2' }; // as CBR's result byte (cbr.js)

// a record begins a line, as a file does, or a byte-order mark (a file's, after one without a
// final newline: cat): a value elsewhere may quote the element's name
const PART = /(?:^[ \t\ufeff]*|\ufeff)(?:<\?xml[^>]*>\s*)?<ChineseChessRecord\b[\s\S]*?(?:<\/ChineseChessRecord>|$(?![\s\S]))/gm;

/** The parts of a text, in order: { matched: true, text } for each CBF record (with the XML
 *  declaration before it), { matched: false, text } for what lies between (other records, or nothing). */
export function splitCbf(text, marks) {
  return splitParts(text, PART, marks);
}

function unescape(text) {
  const cdata = taggedElements(text, ...CDATA).map((e) => ({ from: e.start, to: e.end, value: e.value }));
  return decodeEntities(replaceSpans(text, cdata, (e) => e.value));
}

/** The raw moves of a move list: { moves, comment, problem }. Its moves are a tree in preorder,
 *  as CBR's (cbr.js, moveTreeOf): each move is followed by the next one of its line unless it is
 *  marked end="1" (the line's last), and one marked branch="1" has an alternative, after its own
 *  line's moves. The first, "00-00", is no move: it holds the game's comment. */
function movesOf(list) {
  const records = [];
  let comment, problem;
  MOVE.lastIndex = 0;
  let at = list.search(/\S/), announced = 1; // moves the tree still announces
  while (at >= 0 && at < list.length) {
    MOVE.lastIndex = at;
    const m = MOVE.exec(list);
    if (!m) {
      problem = `a CBF move list holds what is not a move: ${JSON.stringify(list.slice(at, at + 40))}`;
      break;
    }
    const [, f1, r1, f2, r2, attributes, note] = m;
    const text = note?.trim();
    if (records.length === 0 && `${f1}${r1}${f2}${r2}` === '0000' && comment === undefined) comment = text || '';
    else if (announced === 0) { problem = 'a CBF move list goes on after the end of its last line'; break; }
    else if (f1 > 8 || f2 > 8) { problem = `a CBF move names a file off the board: "${m[0].slice(0, 30)}"`; break; }
    else {
      // a point as XQF writes it (file * 10 + rank from Red's side), for moveTreeOf
      const record = {
        from: f1 * 10 + 9 - r1, to: f2 * 10 + 9 - r2, next: !attributes.includes('end="1"'), alternative: attributes.includes('branch="1"'), comment: text || null,
      };
      records.push(record);
      announced += record.next + record.alternative - 1;
    }
    at = MOVE.lastIndex;
    while (at < list.length && /\s/.test(list[at])) at++;
  }
  // the last move of a list need not say it ends its line; an alternative announced and never
  // given is a list cut short
  if (!problem && announced > 1) problem = 'the CBF move list ends before its last line';
  const moves = moveTreeOf(records, (message) => { problem ??= message; });
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
