// editor.js — the position editor: a board of FEN letters that the user fills point by point,
// written out as a FEN for the core to judge (validateFen says what is wrong, in words).
//
//   const ed = editorFromFen('xiangqi', 9, 10, fen);
//   place(ed, 'e1', 'K'); place(ed, 'e1', null); ed.turn = 'b';
//   editorFen(ed) -> 'xxx/... b - - 0 1';   editorPieces(ed) -> [{ square, letter, role, color }]
import { roleLetters } from './pieces.js';
import { squareName } from './board.js';

/** An editor holding the board part of `fen` (and its side to move). */
export function editorFromFen(variant, width, height, fen) {
  const ed = { variant, width, height, board: new Map(), turn: 'w' };
  const [placement = '', turn = 'w'] = String(fen ?? '').trim().split(/\s+/);
  ed.turn = turn === 'b' ? 'b' : 'w';
  let rank = height - 1, file = 0;
  for (let i = 0; i < placement.length; i++) {
    const c = placement[i];
    if (c === '/') { rank--; file = 0; continue; }
    if (/\d/.test(c)) {
      let n = c;
      while (/\d/.test(placement[i + 1] ?? '')) n += placement[++i];
      file += Number(n);
      continue;
    }
    let letter = c;
    if (placement[i + 1] === '~') { letter += '~'; i++; }
    if (rank >= 0 && file < width) ed.board.set(squareName(file, rank), letter);
    file++;
  }
  return ed;
}

/** Puts `letter` on `square` (null removes what is there). */
export function place(ed, square, letter) {
  if (letter) ed.board.set(square, letter); else ed.board.delete(square);
}

export function clearBoard(ed) { ed.board.clear(); }

/** The FEN of the editor's position: no counters yet (0 1), nothing else to carry. */
export function editorFen(ed) {
  const ranks = [];
  for (let rank = ed.height - 1; rank >= 0; rank--) {
    let row = '', empty = 0;
    for (let file = 0; file < ed.width; file++) {
      const letter = ed.board.get(squareName(file, rank));
      if (!letter) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      row += letter;
    }
    if (empty) row += empty;
    ranks.push(row);
  }
  return `${ranks.join('/')} ${ed.turn} - - 0 1`;
}

/** The role of an upper-case FEN letter (the inverse of roleLetters). */
const roleOf = (variant, upper) => Object.entries(roleLetters(variant)).find(([, letter]) => letter === upper)?.[0];

/** A piece as board.js draws it, from its FEN letter ('R', 'n', 'M~'). */
export function pieceOfLetter(variant, letter, square) {
  const upper = letter[0].toUpperCase();
  return {
    square, letter, role: roleOf(variant, upper) ?? 'soldier',
    color: letter[0] === upper ? 'white' : 'black', promoted: letter.endsWith('~') || undefined,
  };
}

export function editorPieces(ed) {
  return [...ed.board].map(([square, letter]) => pieceOfLetter(ed.variant, letter, square));
}

/** The letters of the palette: the first player's pieces, then the second's. */
export function paletteLetters(variant) {
  const letters = Object.values(roleLetters(variant));
  if (variant === 'makruk') letters.push('M~');
  return [...letters, ...letters.map((l) => l.toLowerCase())];
}
