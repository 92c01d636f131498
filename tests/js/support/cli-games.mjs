// cli-games.mjs — random legal game records for the CLI tests and bench: seeded random play
// through the public API (movesRaw() and play()), written as JSON lines of UCI texts, optionally
// with an illegal move injected at a known ply. The expected report of each record comes from
// the same API calls that made it, move by move.
import { Game } from '../../../bindings/index.js';
import { rng as prng } from '../../bench/stats.mjs';

export { prng };

/** A move the side to move cannot make, and its refusal code: one of the side not to move. */
function wrongSideMove(g, rand) {
  const theirs = g.pieces().filter((p) => p.color !== g.turn);
  const piece = theirs[Math.floor(rand() * theirs.length)];
  const targets = g.pieces().map((p) => p.square).concat(['a1', 'e5', 'i9', 'b3']).filter((s) => s !== piece.square);
  return { text: piece.square + targets[Math.floor(rand() * targets.length)], code: 'wrong-side' };
}

/**
 * `count` records under `profile`, each `minPlies`..`maxPlies` plies of random play (shorter when
 * the game ends); with probability `illegalRate` one move at a random ply is replaced by an
 * illegal one. Returns { lines: [json...], expected: [{ status, plies, ply?, code?, move? }] }.
 */
export function randomRecords({ count, seed, profile = 'xiangqi/standard', minPlies = 4, maxPlies = 12, illegalRate = 0 }) {
  const rand = prng(seed);
  const lines = [];
  const expected = [];
  const g = new Game(profile);
  const start = g.fen();
  g.free();
  for (let i = 0; i < count; i++) {
    const game = new Game(profile, start);
    const length = minPlies + Math.floor(rand() * (maxPlies - minPlies + 1));
    const inject = rand() < illegalRate ? Math.floor(rand() * length) : -1;
    const moves = [];
    let exp = null;
    for (let ply = 0; ply < length; ply++) {
      const legal = game.movesRaw(); // numbers: a list of move objects per ply would dominate
      if (!legal.length) break;
      if (ply === inject) {
        const bad = wrongSideMove(game, rand);
        if (game.explain(bad.text)?.code !== bad.code) throw new Error(`generator: ${bad.text} in ${game.fen()}`);
        moves.push(bad.text, ...moves.slice(0, 2)); // moves after it are never reached
        exp = { status: 'illegal', plies: ply, ply: ply + 1, code: bad.code, move: bad.text };
        break;
      }
      moves.push(game.play(legal[Math.floor(rand() * legal.length)]).uci);
    }
    exp ??= { status: 'valid', plies: moves.length };
    game.free();
    lines.push(JSON.stringify({ moves, id: i }));
    expected.push(exp);
  }
  return { lines, expected };
}
