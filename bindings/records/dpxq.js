// dpxq.js — the text export of dpxq.com (东萍象棋网, the largest Chinese xiangqi archive; its
// DhtmlXQ viewer's "复制文本" on other sites too): read into the raw games pgn.js gives, for
// replay.js to play.
//
//   标题: 北京 刘永富 负 北京 张永生          `key: value` lines -> tags (below)
//   红方: 北京 刘永富
//   结果: 黑方胜                              -> [Result "0-1"] and the like
//   日期: 2026年08月31日                      -> [Date "2026.08.31"]
//    
//     1.炮二平五      士６进５                 moves in Chinese, numbered
//    
//   棋谱由 http://www.dpxq.com/ 生成          the trailer
//
// A start other than the standard one is printed as a board picture (初始局面:); it is not
// read (the record ends with a header error naming it: the game's DhtmlXQ text has it).
//
// The export with comments and variations (the viewer's tree mode) writes the game's comment,
// then 【主变: 红胜】 and the mainline with each comment on lines of its own; a circled number
// after a move (① … ㊿) marks a variation, given after the mainline as a block
// 变①接主变第7回合 (or 接变①… for one inside another), its start position as a picture { … }
// (the position before the marked move), and its moves written as the mainline's. Read as
// PGN's { } comments and ( ) variations.
//
// XQStudio (象棋演播室)'s text ("复制文本棋谱"), which dpxq.com's export follows, is read so too:
// its header and its moves between rules of 52 "-", its trailer 棋谱由XQStudio生成
// (http://www.qipaile.net/xqstudio) (earlier versions': 棋谱由XQStudio软件自动生成), two rounds
// a line; a move's remark is written on lines of its own after the move's line ('10. 仕四进五
// …………', the dots in the place of the move not yet written), read as the move's comment
// (XQTable.pas, tstXQInfoCShow, in XQStudio 1.63's source).

import { rawGameOf } from './pgn.js';
import { TAG_LINE } from './pgn-words.js';
import { resultOfWord } from './results.js';

const TRAILER = /棋谱由\s*(?:https?:\/\/www\.dpxq\.com\/?|(XQStudio)(?:软件自动)?)\s*生成(?:[ \t]*\(http:\/\/www\.qipaile\.net\/xqstudio\))?/;
// the rule XQStudio writes above its header, below it and below the moves
const RULE = /^[ \t]*-{16,}[ \t]*\r?$/;
const TRAILERS = new RegExp(TRAILER.source, 'g');
const HEADER_KEY = /^\s*([\p{Script=Han}A-Za-z]{2,6})[:：]/u;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** A header line 'key：value' as [key, value] (the value without the spaces around it), or null.
 *  Trimmed in code: an expression's lazy value before trailing spaces read a long line of spaces
 *  once per space (a minute for 200 KB). */
function headerLine(line) {
  const m = HEADER_KEY.exec(line);
  if (!m) return null;
  const value = line.slice(m[0].length).replace(/^[ \t\u3000]+/, '').trimEnd();
  return LINE_BREAK.test(value) ? null : [m[1], value];
}
// Keys as the DhtmlXQ reader names the same fields (dhtmlxq.js), simplified and traditional.
const KEY_TAGS = {
  标题: 'Title', 標題: 'Title', 赛事: 'Event', 賽事: 'Event', 轮次: 'Round', 輪次: 'Round',
  布局: 'Opening', 佈局: 'Opening', 红方: 'Red', 紅方: 'Red', 黑方: 'Black', 结果: 'Result', 結果: 'Result',
  日期: 'Date', 地点: 'Site', 地點: 'Site', 红方团体: 'RedTeam', 紅方團體: 'RedTeam', 评论: 'Annotator', 評論: 'Annotator',
  黑方团体: 'BlackTeam', 黑方團體: 'BlackTeam', 作者: 'Author', 红等级分: 'RedElo', 黑等级分: 'BlackElo',
};
const FIRST_KEYS = new Set(['标题', '標題', '分类', '分類', '赛事', '賽事', '红方', '紅方', '黑方']);

/** The first characters of the keys of an export's header: the splitter decodes a line to ask
 *  exportHeaderLine only where it starts with one of them (split.js). */
export const EXPORT_KEY_LEADS = new Set([...Object.keys(KEY_TAGS), ...FIRST_KEYS].map((key) => key[0]));

/** Where a line of text stands in an export's header: 'first' for a title or event line (the
 *  header's first: exportStart), 'key' for another of its keys, else null. */
export function exportHeaderLine(line) {
  const key = headerLine(line)?.[0];
  return FIRST_KEYS.has(key) ? 'first' : KEY_TAGS[key] ? 'key' : null;
}

/** True when two lines open an export's header: a title or event line, another key after it. */
const opensExport = (line, next) => exportHeaderLine(line) === 'first' && exportHeaderLine(next) !== null;

/** True when a text is dpxq.com's text export: its trailer, or its first line a title or
 *  event line and another of its keys after it. */
export function isDpxqText(text) {
  if (TRAILER.test(text)) return true;
  const lines = text.replace(/^\ufeff/, '').trimStart().split(/\r?\n/, 3);
  return opensExport(lines[0] ?? '', lines[1] ?? '');
}

function tagOf(key, value) {
  const tag = KEY_TAGS[key] ?? key;
  return [tag, tagValue(tag, value)];
}

/** A Chinese header field's value as its PGN tag holds it: a result word as PGN's result, a date
 *  (2026年08月31日, and what follows it: 20时) as PGN's (2026.08.31). 联众's export too (ourgame.js). */
export function tagValue(tag, value) {
  if (tag === 'Result') return resultOfWord(value) ?? value;
  const date = tag === 'Date' && /^(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(value);
  return date ? `${date[1]}.${date[2].padStart(2, '0')}.${date[3].padStart(2, '0')}` : value;
}

/** The text cut at the end of each line that holds a trailer (as a split at such line breaks;
 *  a look-behind for the trailer before every line break read each line once per character). */
function byTrailer(text) {
  const parts = [];
  let last = 0;
  for (const m of text.matchAll(TRAILERS)) {
    const after = m.index + m[0].length;
    let end = text.indexOf('\n', after);
    if (end < 0) break;
    if (end < last) continue; // a second trailer on the line
    // the next file's first line glued to the trailer (cat of a file without a final newline):
    // the part ends with the trailer's last character (end = after - 1 had cut off its 成)
    const glued = /\S/.test(text.slice(after, end));
    parts.push(text.slice(last, glued ? after : end));
    last = glued ? after : end + 1;
  }
  parts.push(text.slice(last));
  return parts;
}

/** The raw games of dpxq.com text exports (one game each, ended by the trailer), and of the
 *  other records around them (`others`: the PGN reader). */
export function dpxqGames(text, others) {
  return byTrailer(text.replace(/^\ufeff/, '')).filter((part) => /\S/.test(part)).flatMap((part) => {
    if (!isDpxqText(part)) return others(part);
    // records before the export's header (a PGN game, cat before it): read as themselves, as
    // the splitter cuts them off (split.js), not as the export's lines
    const start = exportStart(part);
    // an export cut off before its trailer ends where a tag pair line follows it (the next
    // file's first, cat after it), as the splitter ends it: that game is read as itself
    const exported = part.slice(start);
    const tag = TRAILER.test(exported) ? -1 : exported.search(TAG_LINE);
    const after = tag > 0 ? others(exported.slice(tag)) : [];
    return [...(start > 0 ? others(part.slice(0, start)) : []), dpxqGame(tag > 0 ? exported.slice(0, tag) : exported), ...after];
  });
}

/** Where the export's header starts in a part that ends with its trailer: the first line that
 *  isDpxqText takes for its first (a title or event line, another key after it), or 0. */
function exportStart(part) {
  const lines = part.split('\n');
  let at = 0;
  for (let i = 0; i + 1 < lines.length; at += lines[i].length + 1, i++) {
    // (XQStudio's rule above the header is the export's)
    if (opensExport(lines[i], lines[i + 1])) return i > 0 && RULE.test(lines[i - 1]) ? at - lines[i - 1].length - 1 : at;
  }
  return 0;
}

function dpxqGame(text) {
  const lines = text.split(/\r?\n/);
  const tags = [];
  const problems = [];
  let i = 0;
  while (i < lines.length && (!lines[i].trim() || RULE.test(lines[i]))) i++;
  for (; i < lines.length; i++) {
    let m = headerLine(lines[i]);
    // the picture may follow the header after a blank line, as the key lines may not
    if (!m && !lines[i].trim()) {
      let k = i;
      while (k < lines.length && !lines[k].trim()) k++;
      if (headerLine(lines[k] ?? '')?.[0] === '初始局面') [i, m] = [k, headerLine(lines[k])];
    }
    if (!m || /^\s*\d/.test(lines[i])) break;
    if (m[0] === '初始局面') {
      problems.push({ offset: 0, text: '初始局面', code: 'record-syntax', message: 'the start of this dpxq.com text is a board picture (初始局面), which is not read: read the game\'s DhtmlXQ text instead' });
      break;
    }
    if (m[1]) tags.push(tagOf(...m));
  }
  let body = lines.slice(i).join('\n');
  const trailer = TRAILER.exec(body);
  if (trailer) body = body.slice(0, trailer.index);
  const unplaced = []; // variation blocks marked at no move: reported after the moves read
  if (trailer?.[1]) body = xqstudioMovetext(body);
  else if (MAINLINE_HEAD.test(body)) body = treeMovetext(body, unplaced);
  const game = rawGameOf({ tags, body: problems.length ? null : body, problems, format: 'dpxq-text', kind: undefined }); // dpxq.com writes Chinese; the first move says
  game.problems.push(...unplaced);
  return game;
}

const CIRCLED = '\u2460-\u2473\u3251-\u325f\u32b1-\u32bf'; // ① … ⑳, ㉑ … ㉟, ㊱ … ㊿
const MAINLINE_HEAD = /^[ \t\u3000]*【主变[:：][^】\n]*】[ \t\u3000]*$/mu;
const VARIATION_HEAD = new RegExp(`^\\s*变([${CIRCLED}])接(?:主变|变[${CIRCLED}])第\\d+回合\\s*$`, 'u');
const MARK = new RegExp(`[${CIRCLED}]`, 'u');
const MARKS = new RegExp(MARK.source, 'gu');
// a numbered line of moves: its number, then a move (a piece and its file, or 前/后/中 or a number on
// a file, then 进/退/平) or the dots of a move not written; a comment may open with '1.' too
const MOVE_LINE = /^[\s\u3000]*\d+\s*[.．、][\s\u3000]*(?:[.…．]|(?:\p{Script=Han}[一二三四五六七八九１-９1-9]|[前后後中一二三四五][\p{Script=Han}１-９1-9])[进退平進])/u;
/** A variation's start position, a picture { 1rbakabr1 / 9 / … b } (read whole, never with an
 *  expression: one that backtracks read a hostile line once per character). */
const isStartPicture = (line) => {
  const t = line.trim();
  return t[0] === '{' && t.indexOf('}') === t.length - 1 && t.indexOf('{', 1) < 0 && t.includes('/');
};
const braced = (comment) => `{${comment.replaceAll('}', '｝')}}`;

/** Where a line's closing run of spaces and marks starts (its length if it has none). */
function trailingMarks(line) {
  let start = line.length;
  while (start > 0 && (/\s/.test(line[start - 1]) || MARK.test(line[start - 1]))) start--;
  return start;
}

/** XQStudio's moves as PGN movetext: its rules passed over, each remark's lines a { } comment. */
function xqstudioMovetext(body) {
  const out = [];
  let remark = [];
  for (const line of body.split(/\r?\n/)) {
    if (!line.trim() || RULE.test(line)) continue;
    if (!MOVE_LINE.test(line)) { remark.push(line.trim()); continue; }
    if (remark.length) out.push(braced(remark.join(' ')));
    remark = [];
    out.push(line);
  }
  if (remark.length) out.push(braced(remark.join(' ')));
  return out.join('\n');
}

/** The tree export's text (its game comment, 【主变…】, the mainline, then the variation blocks)
 *  as PGN movetext: comment lines as { }, each marked variation as ( ) after its move. */
function treeMovetext(body, problems) {
  const sections = new Map(); // mark -> lines
  const head = [], main = [];
  let lines = head;
  for (const line of body.split(/\r?\n/)) {
    const variation = VARIATION_HEAD.exec(line);
    if (variation && lines !== head) sections.set(variation[1], lines = []); // (before 【主变】: the game's comment)
    else if (lines === head && MAINLINE_HEAD.test(line)) lines = main;
    else lines.push(line);
  }
  const used = new Set();
  const variationOf = (mark) => {
    const lines = sections.get(mark);
    if (!lines || used.has(mark)) return ' ';
    used.add(mark);
    return ` (${render(lines)}) `;
  };
  const render = (section) => {
    const out = [];
    let comment = [], deferred = [];
    const flush = () => {
      if (comment.length) out.push(braced(comment.join(' ')));
      for (const variation of deferred) out.push(variation); // (a spread of 100k marks overflows the stack)
      comment = []; deferred = [];
    };
    const first = section.findIndex((l) => l.trim()); // a variation's start picture, if any
    section.forEach((line, i) => {
      if (!line.trim() || (i === first && section !== main && isStartPicture(line))) return;
      if (!MOVE_LINE.test(line)) { comment.push(line.trim()); return; }
      flush();
      // marks at the line's end: their variations after the comment lines that follow (PGN's order)
      const end = trailingMarks(line);
      out.push(line.slice(0, end).replace(MARKS, variationOf));
      deferred = (line.slice(end).match(MARKS) ?? []).map(variationOf);
    });
    flush();
    return out.join('\n');
  };
  const text = [...head.filter((l) => l.trim()).map((l) => braced(l.trim())), render(main)].join('\n');
  for (const mark of sections.keys()) {
    if (!used.has(mark)) problems.push({ offset: 0, text: `变${mark}`, code: 'record-syntax', message: `this dpxq.com text's variation 变${mark} is marked at no move` });
  }
  return text;
}
