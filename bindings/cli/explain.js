// explain.js — `boardrules explain`: "legal", or why a move is refused.
import { EXIT, UsageError } from './args.js';
import { gameFrom } from './common.js';
import { out } from './output.js';

export const spec = { positional: ['profile', 'move'], options: { fen: 'value', notation: 'value' } };

export const help = `usage: boardrules explain <profile> [--fen F] [--notation N] <move>

Prints "legal" (exit 0), or the refusal as "code: message" (exit 1).

  --fen F       the position (default: the profile's start position)
  --notation N  the move's notation (default: any of the game's; a lower-case xiangqi
                coordinate text is UCI: --notation iccs reads it as ICCS)

example: boardrules explain xiangqi/youzai h3h9     → path-blocked: a piece blocks the way`;

export function run({ args: [profile, move], opts }) {
  const game = gameFrom(profile, opts.fen);
  let why;
  try {
    why = game.explain(move, opts.notation === undefined ? undefined : { notation: opts.notation.toLowerCase() });
  } catch (e) {
    if (e?.code === 'unknown-notation') throw new UsageError(e.message);
    throw e;
  } finally {
    game.free();
  }
  if (!why) {
    out.line('legal');
    return EXIT.OK;
  }
  out.line(`${why.code}: ${why.message}`);
  return EXIT.ILLEGAL;
}
