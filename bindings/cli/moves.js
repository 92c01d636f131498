// moves.js — `boardrules moves`: the legal moves of a position in a notation.
import { NOTATIONS } from '../index.js';
import { EXIT, UsageError } from './args.js';
import { byUci, gameFrom, outcomeText, writeStyleOf } from './common.js';
import { err, out } from './output.js';

export const spec = { positional: ['profile'], options: { fen: 'value', notation: 'value', script: 'value', dots: 'flag' } };

// a function: NOTATIONS is read from the module, after init
export const help = () => `usage: boardrules moves <profile> [--fen F] [--notation N] [--script S] [--dots]

Prints the legal moves, one per line, in UCI order. Nothing when the game is over (the outcome
goes to stderr).

  --fen F          the position (default: the profile's start position)
  --notation N     uci (default) or another of the game's: ${Object.entries(NOTATIONS).map(([g, n]) => `${g}: ${n.join(', ')}`).join('; ')}
  --script S       with --notation chinese: simplified (default) or traditional characters
  --dots           with --notation wxf: '.' along the rank and Black's letters small (c8.7)

example: boardrules moves janggi/plyyard --notation janggi`;

export function run({ args: [profile], opts }) {
  const game = gameFrom(profile, opts.fen);
  const notation = (opts.notation ?? 'uci').toLowerCase();
  const available = NOTATIONS[game.variant];
  if (!available.includes(notation)) {
    throw new UsageError(`notation ${JSON.stringify(opts.notation)} is not one of ${game.variant}'s: ${available.join(', ')}`);
  }
  const list = game.moves({ notation, ...writeStyleOf(opts) }).sort(byUci);
  for (const move of list) out.line(move.notation);
  if (!list.length) {
    // over with moves left (insufficient material, a move limit): perft still counts those
    const over = game.outcome();
    err(over.over && game.perft(1) > 0 ? `the game is over, no move is played: ${outcomeText(over)}` : `no legal moves: ${outcomeText(over)}`);
  }
  game.free();
  return EXIT.OK;
}
