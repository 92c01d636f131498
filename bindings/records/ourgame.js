// ourgame.js — the text export of 联众 (ourgame.com)'s xiangqi: a title, its fields between rules,
// then the moves in Chinese, a pair a line. Read into the raw games pgn.js gives.
//
//   中 国 象 棋 对 局 记 录
//   -------------------------------------------------
//   对局名称：红方[689] - 黑方[811]                      -> [Title]
//   比赛日期：2016年12月27日20时  比赛地点：              -> [Date "2016.12.27"], [Site]
//   红    方：木易四郎(05355621689)  耗时：  2分 24秒    -> [Red], [RedTime]
//   黑    方：温柔一刀(jyq0811)  耗时：  4分  1秒        -> [Black], [BlackTime]
//   比赛结果：    裁判员：                               -> [Result] (a result word), [裁判员]
//   -------------------------------------------------
//   棋谱   红方           黑方
//     1.  炮二平五       马２进３
//
// Known from one export, zfdang/chinese-chess-fish-android's 棋谱/sample_12x_ourgame-chess.txt
// (tests/records/README.md). Its fields may share a line, two spaces or more apart.

import { rawGameOf } from './pgn.js';
import { TAG_LINE } from './pgn-words.js';
import { tagValue } from './dpxq.js';

// the title line, its characters spaced out (and every such line: TITLES)
export const TITLE = /^[ \t\ufeff]*中[ \t]*国[ \t]*象[ \t]*棋[ \t]*对[ \t]*局[ \t]*记[ \t]*录[ \t]*\r?$/m;
const TITLES = new RegExp(TITLE.source, 'gm');
// a field's key (spaces inside it: '红    方') and '：', at the line's start or two spaces or more
// after the field before it; its value runs to the next key or the line's end
const KEY = /(?:^|[ \t\u3000]{2,})(\p{Script=Han}[\p{Script=Han} ]*?)[:：]/gu;
const MOVES_HEAD = /^[ \t\u3000]*棋谱/;
const KEY_TAGS = { 对局名称: 'Title', 比赛日期: 'Date', 比赛地点: 'Site', 红方: 'Red', 黑方: 'Black', 比赛结果: 'Result' };

/** The title's first character: a line that starts otherwise is no title. */
export const TITLE_LEAD = '中';

/** True when the text holds an export's title line (a line alone: the splitter starts the next
 *  export there, split.js). */
export function isOurgameText(text) {
  return text.includes('录') && TITLE.test(text); // most texts hold no 录: no line is tried
}

/** The raw games of a text of exports (one game each, from its title line), and of the other
 *  records before the first (`others`: the PGN reader). */
export function ourgameGames(text, others) {
  const starts = [...text.matchAll(TITLES)].map((m) => m.index);
  const before = text.slice(0, starts[0]);
  return [
    ...(/\S/.test(before) ? others(before) : []),
    ...starts.flatMap((start, i) => {
      const part = text.slice(start, starts[i + 1]);
      // an export ends where a tag pair line follows it (the next file's first, cat after it),
      // as the splitter ends it (split.js): that game is read as itself
      const tag = part.search(TAG_LINE);
      return tag > 0 ? [ourgameGame(part.slice(0, tag)), ...others(part.slice(tag))] : [ourgameGame(part)];
    }),
  ];
}

function ourgameGame(text) {
  const lines = text.split(/\r?\n/);
  const tags = [];
  let i = 1; // past the title
  for (; i < lines.length && !MOVES_HEAD.test(lines[i]); i++) {
    const keys = [...lines[i].matchAll(KEY)];
    const side = keys[0] && KEY_TAGS[keys[0][1].replace(/ /g, '')];
    keys.forEach((k, n) => {
      const key = k[1].replace(/ /g, '');
      const value = lines[i].slice(k.index + k[0].length, keys[n + 1]?.index ?? lines[i].length).trim();
      if (!value) return;
      // a side's time, on its player's line
      if (key === '耗时' && (side === 'Red' || side === 'Black')) tags.push([`${side}Time`, value]);
      else tags.push(tagOf(key, value));
    });
  }
  return rawGameOf({ tags, body: lines.slice(i + 1).join('\n'), problems: [], format: 'ourgame-text', kind: undefined });
}

function tagOf(key, value) {
  const tag = KEY_TAGS[key] ?? key;
  return [tag, tagValue(tag, value)];
}
