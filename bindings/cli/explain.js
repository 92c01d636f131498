// explain.js — `boardrules explain`: "legal", or why a move is refused.
import { EXIT } from './args.js';
import { gameFrom } from './common.js';
import { out } from './output.js';

export const spec = { positional: ['profile', 'move'], options: { fen: 'value' } };

export const help = `usage: boardrules explain <profile> [--fen F] <move>

Prints "legal" (exit 0), or the refusal as "code: message" (exit 1).

  --fen F     the position (default: the profile's start position)

example: boardrules explain xiangqi/youzai h3h9     → path-blocked: a piece blocks the way`;

export function run({ args: [profile, move], opts }) {
  const game = gameFrom(profile, opts.fen);
  const why = game.explain(move);
  game.free();
  if (!why) {
    out.line('legal');
    return EXIT.OK;
  }
  out.line(`${why.code}: ${why.message}`);
  return EXIT.ILLEGAL;
}
