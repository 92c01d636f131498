// results.js — result markers and the result words people write, to '1-0' | '0-1' | '1/2-1/2'.
//
// Chinese: 红胜 紅勝 红先胜 红方胜 红方获胜 红方胜利 黑胜 黑方胜 红负 黑负 黑方认负 和局 和棋 正和
//          双方和棋 双方愿和 红先和 …, in brackets (【红胜】) or with a note after (红方胜（绝杀）)
// Korean:  a side, then how it won or lost, then a note in brackets, as servers write them:
//          초 완승, 한 기권승, 초 시간승, 한 점수승, 한 0.5점 승, 초승(기권), 漢의 기권승, 楚 장군승,
//          한 접속 끊김 패, 초 완패; 무승부, 무승부(동의), 비김 …
// Vietnamese: a side, Đỏ or Trắng (Red: books print it white), Đen or Xanh (Black: blue or green),
//          then thắng (wins) or thua (loses), and cờ (the game) or not: Đỏ thắng, Xanh thắng, đen
//          thua, Trắng thắng cờ; Hòa, Hoà, HÒA, Hòa cờ (a draw)
// English: White win, Black wins, Draw, as SchemingMind's game pages end a makruk game (White and
//          Black: the first and second player, as the API's sides), Red wins, as wxf.ca's pages
//          end a xiangqi game (Red: xiangqi's first player, janggi's second, Han: the game's)
// Any of them, or a marker, may end a sentence, 红胜。, 1-0. (an article's last line), or stand in
// parentheses after the last move, (draw), (红胜)

// a note in brackets after the word: how the game ended (红方胜（绝杀）, checkmate; 초승(기권))
const NOTE = String.raw`(?:[(（][^()（）]*[)）])?`;
const CHINESE = new RegExp(String.raw`^[(（【]?(红|紅|黑)(方)?(先)?(?:获|獲)?(胜利|勝利|胜|勝|赢|贏|认负|認負|负|負|败|敗|和)[)）】]?${NOTE}$`);
// 双方愿和, 双方同意作和, 双方议和: a draw the players agreed (a forum post's '(双方愿和)')
const CHINESE_DRAW = new RegExp(String.raw`^[(（【]?(?:双方|雙方)?(?:愿|願|同意|议|議)?作?(和局|和棋|和|平局|正和)[)）】]?${NOTE}$`);
const KOREAN = new RegExp(String.raw`^(초|한|楚|漢)(?:의)?\s*([\s\d.가-힣]*?)\s*(승리|승|패)\s*${NOTE}$`);
const KOREAN_DRAW = new RegExp(String.raw`^(무승부|비김|무)\s*${NOTE}$`);
// The words as pgn-words.js's expression finds them, in the cases records write them (composed forms)
export const VIETNAMESE_SIDE = '(?:[Đđ][ỏỎ]|[Tt][rR][ắẮ][nN][gG]|[Đđ][eE][nN]|[Xx][aA][nN][hH])';
export const VIETNAMESE_OUTCOME = '(?:[tT][hH][ắẮ][nN][gG]|[tT][hH][uU][aA])';
export const VIETNAMESE_DRAW_WORD = '(?:[Hh](?:òa|oà)|H(?:ÒA|OÀ))';
export const VIETNAMESE_GAME = '(?:[ \\t]+[cC][ờỜ])'; // cờ: "the game", after a result
const VIETNAMESE = new RegExp(`^(${VIETNAMESE_SIDE})\\s+(${VIETNAMESE_OUTCOME})${VIETNAMESE_GAME}?$`, 'u');
const VIETNAMESE_DRAW = new RegExp(`^${VIETNAMESE_DRAW_WORD}${VIETNAMESE_GAME}?$`, 'u');
const VIETNAMESE_FIRST = /^(?:[Đđ][ỏỎ]|[Tt][rR])/u; // Đỏ, Trắng: the first player
export const ENGLISH_SIDE = '(?:[Ww]hite|WHITE|[Bb]lack|BLACK|[Rr]ed|RED)';
export const ENGLISH_OUTCOME = '(?:[Ww]ins?|WINS?)';
const ENGLISH = new RegExp(`^(${ENGLISH_SIDE})\\s+${ENGLISH_OUTCOME}$`);
const ENGLISH_DRAW = /^(?:[Dd]rawn?|DRAWN?)$/;
const SENTENCE_END = /[。．.!！]$/u;
const IN_PARENS = /^[(（]\s*(.*?)\s*[)）]$/u; // '(draw)', '(红胜)', '（和棋）': the word within
// '미상' (unknown) and other words are no result: null.

/** PGN's termination marks, as movetext ends with them (½-½ as some writers put the draw). */
export const RESULT_MARK = /^(1-0|0-1|1\/2-1\/2|½-½|\*)$/;

// The characters the words above can end with (the splitter tests a line's last one before it
// reads the line's last words: a move never ends with one, 炮二平五 nor P2-5)
const WORD_ENDS = new Set([...'胜勝赢贏负負败敗利和局棋)）】승패김부무gGaAàÀờỜnNsSwW。．.!！'].map((ch) => ch.codePointAt(0)));
/** True when a result word can end with this code point. */
export const mayEndResultWord = (codePoint) => WORD_ENDS.has(codePoint);

/** '1-0' | '0-1' | '1/2-1/2' for a result word or marker, else null; `game`, where known, tells
 *  whose a colour is (Red wins: 1-0, but 0-1 in janggi). */
export function resultOfWord(word, game) {
  const w = String(word).trim().replace(SENTENCE_END, '').replace(IN_PARENS, '$1');
  if (/^(1-0|0-1|1\/2-1\/2)$/.test(w)) return w;
  if (w === '½-½') return '1/2-1/2';
  let m = CHINESE.exec(w);
  if (m) {
    if (m[4] === '和') return '1/2-1/2';
    const firstWins = /胜|勝|赢|贏/.test(m[4]) === (m[1] !== '黑'); // 认负 (resigns) loses
    return firstWins ? '1-0' : '0-1';
  }
  if (CHINESE_DRAW.test(w)) return '1/2-1/2';
  m = KOREAN.exec(w);
  if (m && !/[무패]/.test(m[2])) {
    const firstWins = m[3] !== '패' === (m[1] === '초' || m[1] === '楚');
    return firstWins ? '1-0' : '0-1';
  }
  if (KOREAN_DRAW.test(w)) return '1/2-1/2';
  const v = w.normalize('NFC');
  m = VIETNAMESE.exec(v);
  if (m) return /^t[hH][ắẮ]/i.test(m[2]) === VIETNAMESE_FIRST.test(m[1]) ? '1-0' : '0-1';
  if (VIETNAMESE_DRAW.test(v)) return '1/2-1/2';
  m = ENGLISH.exec(w);
  if (m) return /^w/i.test(m[1]) || (/^r/i.test(m[1]) && game !== 'janggi') ? '1-0' : '0-1';
  if (ENGLISH_DRAW.test(w)) return '1/2-1/2';
  return null;
}
