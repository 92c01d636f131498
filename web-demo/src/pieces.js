// pieces.js — how each game's pieces are drawn and named: traditional characters for xiangqi and
// janggi, chess-like glyphs with Thai names for makruk, plus the words the status bar uses.

// Roles are the names the API's get()/pieces() return.
export const PIECES = {
  xiangqi: {
    general: { white: '帥', black: '將', name: 'General', native: '帥 shuài / 將 jiàng' },
    advisor: { white: '仕', black: '士', name: 'Advisor', native: '仕 / 士 shì' },
    elephant: { white: '相', black: '象', name: 'Elephant', native: '相 / 象 xiàng' },
    horse: { white: '傌', black: '馬', name: 'Horse', native: '傌 / 馬 mǎ' },
    chariot: { white: '俥', black: '車', name: 'Chariot', native: '俥 / 車 jū' },
    cannon: { white: '炮', black: '砲', name: 'Cannon', native: '炮 / 砲 pào' },
    soldier: { white: '兵', black: '卒', name: 'Soldier', native: '兵 bīng / 卒 zú' },
  },
  janggi: {
    // Cho (first player) writes its general 楚 and soldiers 卒; Han writes 漢 and 兵.
    general: { white: '楚', black: '漢', name: 'General', native: '楚 초 / 漢 한 (궁)' },
    guard: { white: '士', black: '士', name: 'Guard', native: '士 사' },
    elephant: { white: '象', black: '象', name: 'Elephant', native: '象 상' },
    horse: { white: '馬', black: '馬', name: 'Horse', native: '馬 마' },
    chariot: { white: '車', black: '車', name: 'Chariot', native: '車 차' },
    cannon: { white: '包', black: '包', name: 'Cannon', native: '包 포' },
    soldier: { white: '卒', black: '兵', name: 'Soldier', native: '卒 졸 / 兵 병' },
  },
  makruk: {
    // U+FE0E asks for the text (not emoji) form of the chess symbols.
    khun: { white: '♚\uFE0E', black: '♚\uFE0E', name: 'Khun (king)', native: 'ขุน khun' },
    met: { white: '♛\uFE0E', black: '♛\uFE0E', name: 'Met (one step diagonally)', native: 'เม็ด met' },
    khon: { white: '♝\uFE0E', black: '♝\uFE0E', name: 'Khon (diagonal step or one forward)', native: 'โคน khon' },
    horse: { white: '♞\uFE0E', black: '♞\uFE0E', name: 'Ma (knight)', native: 'ม้า ma' },
    ruea: { white: '♜\uFE0E', black: '♜\uFE0E', name: 'Ruea (rook)', native: 'เรือ ruea' },
    pawn: { white: '♟\uFE0E', black: '♟\uFE0E', name: 'Bia (pawn)', native: 'เบี้ย bia' },
  },
};

/** The promoted makruk pawn (a met that was a pawn). */
export const PROMOTED = { name: 'Bia ngai (promoted pawn, moves as a met)', native: 'เบี้ยหงาย bia ngai' };

/** FEN letters per role (upper case: first player). */
export const LETTERS = {
  xiangqi: { general: 'K', advisor: 'A', elephant: 'B', horse: 'N', chariot: 'R', cannon: 'C', soldier: 'P' },
  janggi: { general: 'K', guard: 'A', elephant: 'B', horse: 'N', chariot: 'R', cannon: 'C', soldier: 'P' },
  makruk: { khun: 'K', met: 'M', khon: 'S', horse: 'N', ruea: 'R', pawn: 'P' },
};

/** The sides' names in each game's terms. */
export const SIDE_NAMES = {
  xiangqi: { white: 'Red', black: 'Black' },
  janggi: { white: 'Cho (초)', black: 'Han (한)' },
  makruk: { white: 'White', black: 'Black' },
};

/** Janggi pieces differ in size: generals large, guards and soldiers small. */
export function pieceScale(variant, role) {
  if (variant !== 'janggi') return 1;
  if (role === 'general') return 1.12;
  if (role === 'guard' || role === 'soldier') return 0.8;
  return 0.95;
}

export function glyph(variant, piece) {
  return PIECES[variant][piece.role]?.[piece.color] ?? piece.letter;
}

/** A piece's name for messages: "cannon", "Khun (king)". */
export function pieceName(variant, piece) {
  if (piece.promoted) return 'bia ngai (promoted pawn)';
  const name = PIECES[variant][piece.role]?.name ?? piece.role;
  return variant === 'makruk' ? name : name.toLowerCase();
}

/** Rows of the legend: [{ role, letter, white, black, name, native }]. */
export function legendRows(variant) {
  const rows = Object.entries(PIECES[variant]).map(([role, p]) => ({
    role, letter: LETTERS[variant][role], white: p.white, black: p.black, name: p.name, native: p.native,
  }));
  if (variant === 'makruk') {
    rows.push({ role: 'met', promoted: true, letter: 'M~', white: PIECES.makruk.met.white,
      black: PIECES.makruk.met.black, name: PROMOTED.name, native: PROMOTED.native });
  }
  return rows;
}
