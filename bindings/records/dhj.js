// dhj.js — 打虎将's DHJHtmlXQ records, the viewer of 广东象棋网's game pages (01xq.com,
// stqiyuan.com): DhtmlXQ with numbered fields, rewritten here to DhtmlXQ text for dhtmlxq.js, as
// vschess reads them (its dataToNode_DHJHtmlXQ and info.DHJHtmlXQ).
//
//   [DHJHtmlXQ_34]2324…[/DHJHtmlXQ_34]   the moves, four digits each: file 0-8 from Red's left and
//                                        row 0-9 from Red's side (DhtmlXQ counts rows from Black's)
//   [DHJHtmlXQ_31]…[/DHJHtmlXQ_31]       the start: its 90 points, row by row from Black's side,
//                                        '*' or '0' an empty one, a piece by its FEN letter (H, E too)
//   [DHJHtmlXQ_11]…[/DHJHtmlXQ_11]       a tag by its number (FIELDS); one of no name keeps it
//   [game_comment_0_5]…[/comment_0_5]    the comment after ply 5

import { binitOf } from './binit.js';

// the numbered fields, as vschess names them (DhtmlXQ's fields: dhtmlxq.js TAG_NAMES)
const FIELDS = {
  10: 'title', 11: 'event', 13: 'date', 14: 'place', 15: 'round', 16: 'table', 17: 'red', 18: 'redname',
  19: 'redlevel', 20: 'redrating', 21: 'black', 22: 'blackname', 23: 'blacklevel', 24: 'blackrating',
  28: 'result', 29: 'redtime', 30: 'blacktime', 31: 'binit', 34: 'movelist', 36: 'open', 37: 'variation',
  40: 'remark', 41: 'author', 42: 'record',
};

/** True when a text holds a DHJHtmlXQ record (its move list, or its block). */
export const isDhj = (text) => /\[DHJHtmlXQ(?:_34)?\]/i.test(text);

/** The text with each DHJHtmlXQ field written as DhtmlXQ's. */
export function dhjAsDhtmlXQ(text) {
  return text
    .replace(/\[(\/?)DHJHtmlXQ\]/gi, '[$1DhtmlXQ]')
    .replace(/\[DHJHtmlXQ_(\d+)\]([^[]*)\[\/DHJHtmlXQ_\1\]/gi, (_, n, value) => {
      const field = FIELDS[n] ?? n;
      return `[DhtmlXQ_${field}]${valueOf(field, value)}[/DhtmlXQ_${field}]`;
    })
    .replace(/\[game_comment_(\d+)_(\d+)\]([^[]*)\[\/comment_\1_\2\]/gi, '[DhtmlXQ_comment$1_$2]$3[/DhtmlXQ_comment$1_$2]');
}

/** A field's value as DhtmlXQ writes it: the moves' rows from Black's side, the start a binit
 *  (left as written where it is no board of 90 points: dhtmlxq.js says so). */
function valueOf(field, value) {
  if (field === 'movelist') return value.replace(/(\d)(\d)/g, (_, file, row) => `${file}${9 - row}`);
  if (field !== 'binit') return value;
  const points = value.trim();
  if (!/^[*0RNHBEAKCPrnhbeakcp]{90}$/.test(points)) return value;
  const rows = points.replace(/H/g, 'N').replace(/E/g, 'B').replace(/h/g, 'n').replace(/e/g, 'b').match(/.{9}/g);
  const fen = rows.map((row) => row.replace(/[*0]+/g, (empty) => String(empty.length))).join('/');
  try {
    return binitOf(fen);
  } catch {
    return value; // more pieces of a kind than a set holds: no binit
  }
}
