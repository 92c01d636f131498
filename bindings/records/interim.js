// interim.js — reading and writing the record notations that Game.play()/notation() do not
// know yet (Chinese, ICCS, Korean GIB move text), by rewriting them to and from notations they
// do know (WXF, UCI, janggi numeric). Only used while NOTATIONS lacks the kind: once the core
// reads a kind itself (br_move_read), `nativelyKnown` is true and this module steps aside.

import { NOTATIONS } from '../index.js';

/** True when the Game API reads and writes `kind` for `game` itself. */
export function nativelyKnown(game, kind) {
  return (NOTATIONS[game] ?? []).includes(kind);
}

// ---------------------------------------------------------------------------
// ICCS (xiangqi coordinates, ranks 0-9): 'H2-E2', 'h2e2', 'H2E2'  <->  UCI 'h3e3'

const ICCS = /^([a-iA-I])([0-9])-?([a-iA-I])([0-9])$/;

export function iccsToUci(text) {
  const m = ICCS.exec(text);
  if (!m) return null;
  return m[1].toLowerCase() + (Number(m[2]) + 1) + m[3].toLowerCase() + (Number(m[4]) + 1);
}

export function uciToIccs(uci) {
  const m = /^([a-i])(10|[1-9])([a-i])(10|[1-9])$/.exec(uci);
  if (!m) return null;
  return `${m[1].toUpperCase()}${Number(m[2]) - 1}-${m[3].toUpperCase()}${Number(m[4]) - 1}`;
}

// ---------------------------------------------------------------------------
// Chinese (xiangqi): '炮二平五', '马８进７', '前车平四', '後馬進7'  <->  WXF 'C2=5', 'H8+7', 'R+=4'

const CN_PIECE = {
  车: 'R', 車: 'R', 俥: 'R', 伡: 'R', 马: 'H', 馬: 'H', 傌: 'H', 㐷: 'H', 炮: 'C', 砲: 'C', 包: 'C',
  相: 'E', 象: 'E', 仕: 'A', 士: 'A', 帅: 'K', 帥: 'K', 将: 'K', 將: 'K', 兵: 'P', 卒: 'P',
};
const CN_ACTION = { 进: '+', 進: '+', 退: '-', 平: '=' };
const CN_ORDER = { 前: '+', 后: '-', 後: '-' };
const RED_DIGITS = '一二三四五六七八九';
const FULL_DIGITS = '１２３４５６７８９';

function cnDigit(ch) {
  let i = RED_DIGITS.indexOf(ch);
  if (i >= 0) return String(i + 1);
  i = FULL_DIGITS.indexOf(ch);
  if (i >= 0) return String(i + 1);
  return /^[1-9]$/.test(ch) ? ch : null;
}

/** True for a text written with the characters of Chinese xiangqi notation. */
export function looksChinese(text) {
  return /[车車俥马馬傌炮砲包相象仕士帅帥将將兵卒][一二三四五六七八九１-９1-9前后後中进進退平]|^[前后後中一二三四五][车車俥马馬傌炮砲包相象仕士兵卒一二三四五六七八九１-９1-9]/.test(text);
}

/** The WXF text a Chinese move names, for the common forms (piece+file, 前/后+piece); else null. */
export function chineseToWxf(text) {
  const s = [...text.trim()];
  if (s.length !== 4) return null;
  const action = CN_ACTION[s[2]];
  const target = cnDigit(s[3]);
  if (!action || !target) return null;
  const piece = CN_PIECE[s[0]];
  if (piece) {
    const file = cnDigit(s[1]);
    return file ? piece + file + action + target : null;
  }
  const order = CN_ORDER[s[0]];
  const tandem = CN_PIECE[s[1]];
  return order && tandem ? tandem + order + action + target : null;
}

const WRITE = {
  simplified: { R: ['车', '车'], H: ['马', '马'], C: ['炮', '炮'], E: ['相', '象'], A: ['仕', '士'], K: ['帅', '将'], P: ['兵', '卒'],
    '+': '进', '-': '退', '=': '平', front: '前', rear: '后', middle: '中' },
  traditional: { R: ['俥', '車'], H: ['傌', '馬'], C: ['炮', '砲'], E: ['相', '象'], A: ['仕', '士'], K: ['帥', '將'], P: ['兵', '卒'],
    '+': '進', '-': '退', '=': '平', front: '前', rear: '後', middle: '中' },
};

/**
 * Chinese text of a legal xiangqi move, from its WXF text and the board (for numbered pawns).
 * side: 0 red (numerals 一..九), 1 black (full-width digits).
 */
export function wxfToChinese(wxf, side, pawnFiles, script = 'simplified') {
  const w = WRITE[script] ?? WRITE.simplified;
  const num = (d) => (side === 0 ? RED_DIGITS : FULL_DIGITS)[Number(d) - 1];
  let m = /^([KAEHRCP])([1-9])([+\-=])([1-9])$/.exec(wxf);
  if (m) return w[m[1]][side] + num(m[2]) + w[m[3]] + num(m[4]);
  m = /^([KAEHRCP])([+\-])([+\-=])([1-9])$/.exec(wxf);
  if (m) return (m[2] === '+' ? w.front : w.rear) + w[m[1]][side] + w[m[3]] + num(m[4]);
  // Numbered pawns: position from the front, then the file ('17+1').
  m = /^([1-9])([1-9])([+\-=])([1-9])$/.exec(wxf);
  if (!m) return null;
  const onFile = pawnFiles.get(Number(m[2])) ?? 0;
  const position = Number(m[1]);
  let order;
  if (onFile === 2) order = position === 1 ? w.front : w.rear;
  else if (onFile === 3) order = [w.front, w.middle, w.rear][position - 1];
  else order = RED_DIGITS[position - 1];
  const crowded = [...pawnFiles.values()].filter((n) => n >= 2).length > 1;
  return order + (crowded ? num(m[2]) : w.P[side]) + w[m[3]] + num(m[4]);
}

/** Map of WXF file number (counted from the mover's right) -> count of the mover's pawns there. */
export function pawnFilesOf(game) {
  const side = game.turn;
  const files = new Map();
  for (const p of game.pieces()) {
    if (p.color !== side || p.role !== 'soldier') continue;
    const f = p.square.charCodeAt(0) - 97;
    const wxfFile = side === 'white' ? 9 - f : f + 1;
    files.set(wxfFile, (files.get(wxfFile) ?? 0) + 1);
  }
  return files;
}

/** One Chinese move text in a canonical form (script, numerals and piece sides folded). */
export function canonicalChinese(text) {
  return [...text.trim()].map((ch) => CN_PIECE[ch] ?? CN_ACTION[ch] ?? cnDigit(ch)
    ?? ({ 前: 'F', 后: 'B', 後: 'B', 中: 'M' })[ch] ?? ch).join('');
}

// ---------------------------------------------------------------------------
// Korean GIB move text (janggi): '08마87', '79卒78', '79楚卒78', '74상42병', '85포55장군', '한수쉼'
//   <-> janggi numeric 'H08-87' (same square codes: row from the top, 0 for the tenth, then file)

const KO_PIECE = {
  차: 'R', 車: 'R', 포: 'C', 包: 'C', 砲: 'C', 마: 'H', 馬: 'H', 상: 'E', 象: 'E', 사: 'A', 士: 'A',
  장: 'K', 궁: 'K', 將: 'K', 帥: 'K', 楚: 'K', 漢: 'K', 졸: 'P', 병: 'P', 卒: 'P', 兵: 'P',
};
const KO_MOVE = /^(\d)(\d)(?:楚|漢|초|한)?(차|車|포|包|砲|마|馬|상|象|사|士|장|궁|將|帥|졸|병|卒|兵)(\d)(\d)(?:차|車|포|包|砲|마|馬|상|象|사|士|장|궁|將|帥|졸|병|卒|兵)?(?:장군|將軍)?$/;
export const KOREAN_PASS = /^(한수쉼|한수 쉼|쉼)$/;

/** True for a text written as GIB move text. */
export function looksKorean(text) {
  return KO_MOVE.test(text) || KOREAN_PASS.test(text);
}

/** The janggi-numeric text ('H08-87') or 'pass' a GIB move text names, or null. */
export function koreanToJanggi(text) {
  if (KOREAN_PASS.test(text)) return 'pass';
  const m = KO_MOVE.exec(text);
  return m ? `${KO_PIECE[m[3]]}${m[1]}${m[2]}-${m[4]}${m[5]}` : null;
}

const KO_NAME = { general: '장', guard: '사', elephant: '상', horse: '마', chariot: '차', cannon: '포' };

function koreanName(role, color) {
  return role === 'soldier' ? (color === 'white' ? '졸' : '병') : KO_NAME[role];
}

/** GIB move text of a legal janggi move, from its janggi-numeric text; captured = piece info or null. */
export function janggiToKorean(janggi, mover, captured, check) {
  if (/^pass$/i.test(janggi)) return '한수쉼';
  const m = /^[KAEHRCP](\d\d)[-x](\d\d)/.exec(janggi);
  if (!m) return null;
  if (m[1] === m[2]) return '한수쉼';
  return m[1] + koreanName(mover.role, mover.color) + m[2]
    + (captured ? koreanName(captured.role, captured.color) : '') + (check ? '장군' : '');
}
