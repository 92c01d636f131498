// pieces.js — how each game's pieces are drawn and named: traditional characters (xiangqi and
// janggi) or pictograms (every game, and always for makruk, whose pieces are statuettes), both
// drawn by glyphs.js; the accessible names ("Red chariot a1"); and the words the status bar uses.
import { Game, profiles, profileInfo } from 'boardrules';
import { characterPath, pictogramPath } from './glyphs.js';

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
    khun: { white: 'K', black: 'k', name: 'Khun (king)', native: 'ขุน khun' },
    met: { white: 'M', black: 'm', name: 'Met (one step diagonally)', native: 'เม็ด met' },
    khon: { white: 'S', black: 's', name: 'Khon (diagonal step or one forward)', native: 'โคน khon' },
    horse: { white: 'N', black: 'n', name: 'Ma (knight)', native: 'ม้า ma' },
    ruea: { white: 'R', black: 'r', name: 'Ruea (rook)', native: 'เรือ ruea' },
    pawn: { white: 'P', black: 'p', name: 'Bia (pawn)', native: 'เบี้ย bia' },
  },
};

/** The promoted makruk pawn (a met that was a pawn). */
export const PROMOTED = { name: 'Bia ngai (promoted pawn, moves as a met)', native: 'เบี้ยหงาย bia ngai' };

const lettersOf = {};

/** FEN letters per role, first player's (upper case), in PIECES' order: read from the core, through
 *  a start position of the game, as the API's pieces() names them. */
export function roleLetters(variant) {
  return lettersOf[variant] ??= (() => {
    const profile = profiles().find((name) => profileInfo(name).game === variant);
    const found = Object.fromEntries(new Game(profile).pieces().filter((p) => p.color === 'white').map((p) => [p.role, p.letter]));
    return Object.fromEntries(Object.keys(PIECES[variant]).map((role) => [role, found[role]]));
  })();
}

/** The sides' names in each game's terms. */
export const SIDE_NAMES = {
  xiangqi: { white: 'Red', black: 'Black' },
  janggi: { white: 'Cho (초)', black: 'Han (한)' },
  makruk: { white: 'White', black: 'Black' },
};

/** A side's name in a line of text, without its Hangul ('Cho', not 'Cho (초)'). */
export const sideName = (variant, side) => SIDE_NAMES[variant][side].split(' ')[0];
export const firstPlayer = (variant) => sideName(variant, 'white');

/** Janggi pieces differ in size: generals large, guards and soldiers small. */
export function pieceScale(variant, role) {
  if (variant !== 'janggi') return 1;
  if (role === 'general') return 1.12;
  if (role === 'guard' || role === 'soldier') return 0.8;
  return 0.95;
}

/** The pictogram of each role (glyphs.js). */
const PICTOGRAM = {
  general: 'crown', advisor: 'shield', guard: 'shield', elephant: 'elephant', horse: 'horse',
  chariot: 'tower', cannon: 'cannon', soldier: 'pawn',
  khun: 'king', met: 'diamond', khon: 'mitre', ruea: 'tower', pawn: 'pawn',
};

/** The piece sets the picker offers. */
export const PIECE_SETS = { traditional: 'Traditional (characters)', international: 'International (pictograms)' };

/**
 * A piece's face: { kind: 'strokes' | 'fill', d } (SVG path data in a 100×100 box), or null.
 * Makruk has no characters on its pieces, so both sets draw its pictograms.
 */
export function face(variant, piece, set = 'traditional') {
  if (set === 'traditional' && variant !== 'makruk') {
    const d = characterPath(PIECES[variant][piece.role]?.[piece.color] ?? '');
    if (d) return { kind: 'strokes', d };
  }
  const d = pictogramPath(piece.promoted ? 'promotedPawn' : PICTOGRAM[piece.role]);
  return d ? { kind: 'fill', d } : null;
}

/** English role names for accessible names: makruk's read as chess pieces. */
const ROLE_WORDS = { khun: 'king', met: 'met', khon: 'khon', horse: 'knight', ruea: 'rook', pawn: 'pawn' };

/** A piece's accessible name: "Red chariot a1", "Cho horse b1", "White knight b1". */
export function pieceLabel(variant, piece) {
  // the side as the status names it, without the Hangul (janggi's Cho is drawn blue and Han red:
  // a name by colour had said "Red" for Han's pieces while the status said "Han to move")
  const side = sideName(variant, piece.color);
  let role = variant === 'makruk' ? ROLE_WORDS[piece.role] ?? piece.role : piece.role;
  if (piece.promoted) role = 'promoted pawn';
  return piece.square ? `${side} ${role} ${piece.square}` : `${side} ${role}`;
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
    role, letter: roleLetters(variant)[role], white: p.white, black: p.black, name: p.name, native: p.native,
  }));
  if (variant === 'makruk') {
    rows.push({ role: 'met', promoted: true, letter: 'M~', white: PIECES.makruk.met.white,
      black: PIECES.makruk.met.black, name: PROMOTED.name, native: PROMOTED.native });
  }
  return rows;
}
