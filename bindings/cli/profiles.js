// profiles.js — `boardrules profiles`: the built-in profiles with their rule choices.
import { profileInfo, profiles } from '../index.js';
import { EXIT } from './args.js';
import { out } from './output.js';

export const spec = { positional: [], options: {} };

export const help = `usage: boardrules profiles

Lists the built-in profiles, then those --define made, one per line, with a summary of their
rule choices.`;

/** One line about a profile's rule choices, from profileInfo. */
function describeProfile(name) {
  const p = profileInfo(name);
  const parts = [];
  if (name.endsWith('/standard')) parts.push(`Fairy-Stockfish's ${p.game}`);
  if (p.game === 'janggi') {
    parts.push(`${p.cannon} cannon`);
    if (p.palaceDiagonals && p.palaceDiagonals !== 'none') parts.push(`palace diagonals: ${p.palaceDiagonals.split(',').join('/')}`);
    if (p.setupTurns) parts.push('setup turns');
    parts.push(p.pass ? 'pass' : 'no pass');
    if (p.doublePassEnd && p.doublePassEnd !== 'none') parts.push(`double pass: ${p.doublePassEnd}`);
    const bikjang = { free: 'generals may face', answer: 'bikjang must be answered', draw: 'persisting bikjang draws', standard: 'bikjang ends by material' };
    parts.push(bikjang[p.bikjang] ?? `bikjang: ${p.bikjang}`);
  }
  if (p.game === 'xiangqi' && p.flyingGeneral) parts.push('flying general');
  if (!(p.game === 'janggi' && p.pass)) {
    parts.push(p.noMovesReason ? `no moves ${p.stalemate === 'loss' ? 'loses' : 'draws'}` : `stalemate ${p.stalemate === 'loss' ? 'loses' : 'draws'}`);
  }
  // drawsByMaterial: what would be a draw (move limit, repetition) is scored by the material count
  const ends = p.drawsByMaterial ? 'ends by material count' : 'draw';
  const pushedBack = p.checksExtendMoveLimit ? ', pushed back by checks past ten' : '';
  parts.push(p.moveLimit ? `${ends} after ${p.moveLimit} plies without capture${p.moveLimitPawnResets ? ' or pawn move' : ''}${pushedBack}` : 'no move limit');
  const repetition = {
    perpetual: 'perpetual check/chase loses', 'perpetual-check': 'perpetual check loses',
    draw: `threefold repetition ${p.drawsByMaterial ? 'ends by material count' : 'draws'}`,
  };
  if (repetition[p.repetition]) parts.push(repetition[p.repetition]);
  if (p.insufficientMaterial && p.insufficientMaterial !== 'none') parts.push('insufficient material draws');
  if (p.counting && p.counting !== 'none') parts.push('Thai counting');
  return `${p.game}: ${parts.join(', ')}`;
}

export function run() {
  const names = profiles();
  const width = Math.max(...names.map((n) => n.length));
  for (const name of names) out.line(`${name.padEnd(width)}  ${describeProfile(name)}`);
  return EXIT.OK;
}
