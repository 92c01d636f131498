// perft.js — `boardrules perft`: leaves of the legal-move tree, optionally per root move.
import { EXIT, UsageError } from './args.js';
import { byUci, gameFrom } from './common.js';
import { err, out } from './output.js';
import { C } from '../constants.js';

export const spec = { positional: ['profile', 'depth'], options: { fen: 'value', divide: 'flag' } };

export const help = () => `usage: boardrules perft <profile> <depth> [--fen F] [--divide]

Prints the number of leaves of the legal-move tree <depth> plies deep (0 to ${C.MAX_PERFT_DEPTH}) from the
profile's start position, or from --fen. As Fairy-Stockfish's perft, the tree goes on past the
ends that leave legal moves (repetition, the move limit, insufficient material, counting).

  --fen F     start from this position
  --divide    one line per legal root move, "uci: count", in UCI order, then "total: N"

example: boardrules perft xiangqi/youzai 3          → 79666`;

export function run({ args: [profile, depthText], opts }) {
  const depth = /^\d+$/.test(depthText) ? Number(depthText) : NaN;
  if (!(depth >= 0 && depth <= C.MAX_PERFT_DEPTH)) {
    throw new UsageError(`bad depth ${JSON.stringify(depthText)}: an integer from 0 to ${C.MAX_PERFT_DEPTH}`);
  }
  const game = gameFrom(profile, opts.fen);
  game.playPastEnd = true; // the root moves of a position already over (a move limit reached), as perft counts them
  const t0 = performance.now();
  let total;
  if (opts.divide) {
    total = 0;
    if (depth === 0) {
      total = 1;
    } else {
      for (const move of game.moves().sort(byUci)) {
        if (game.playRaw(move.raw)) throw new Error(`a legal move was refused: ${move.uci}`);
        const n = game.perft(depth - 1);
        game.undo();
        total += n;
        out.line(`${move.uci}: ${n}`);
      }
    }
    out.line(`total: ${total}`);
  } else {
    total = game.perft(depth);
    out.line(String(total));
  }
  const seconds = (performance.now() - t0) / 1000;
  if (process.stderr.isTTY) err(`${seconds.toFixed(3)} s, ${Math.round(total / Math.max(seconds, 1e-6))} nodes/s`);
  game.free();
  return EXIT.OK;
}
