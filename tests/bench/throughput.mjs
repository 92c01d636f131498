// throughput.mjs — API loops that run against the Game class of any tree of this project, so
// that tests/bench/baseline.mjs measures an earlier revision with the same code as this one:
// the random walk of api.mjs, and perft through Game.perft.
import { median, rng, timed } from './stats.mjs';

export const MAX_PLIES = 200;
export const UNDO_RATE = 1 / 8;
export const CHUNK = 64; // steps between clock reads

/** One step = one legal-move list + one play or undo. A game restarts when over or at 200 plies.
 *  form: 'objects' (moves() and play(uci)), 'raw' (movesRaw(), a new Uint32Array each time,
 *  and playRaw) or 'buffer' (movesRaw(buffer) into one reused array, and playRaw). */
export function walkGame(Game, profile, form, seed) {
  const r = rng(seed);
  let g = new Game(profile), ply = 0;
  const raw = form !== 'objects';
  const buffer = form === 'buffer' ? new Uint32Array(Game.maxMoves) : undefined;
  const step = () => {
    for (let i = 0; i < CHUNK; i++) {
      const list = raw ? g.movesRaw(buffer) : g.moves();
      if (list.length === 0 || ply >= MAX_PLIES) {
        g.free();
        g = new Game(profile);
        ply = 0;
      } else if (ply > 0 && r() < UNDO_RATE) {
        g.undo();
        ply--;
      } else {
        const m = list[Math.floor(r() * list.length)];
        if (raw) g.playRaw(m); else g.play(m.uci);
        ply++;
      }
    }
    return CHUNK;
  };
  return { step, close: () => g.free() };
}

export const THROUGHPUT_GAMES = [['xiangqi/standard', 4], ['janggi/standard', 4]];

/** Perft nodes/s (best of 5 at the depth given, after `seconds` of warm-up) and moves() walk
 *  ops/s (median of 5 slices of `seconds`) of each game in THROUGHPUT_GAMES, through `api`'s
 *  public Game. */
export function apiThroughput(api, seconds) {
  const out = {};
  for (const [profile, depth] of THROUGHPUT_GAMES) {
    const g = new api.Game(profile);
    const warm = performance.now(); // warm-up: V8 compiles hot wasm functions again, optimised, on
    while (performance.now() - warm < seconds * 1000) g.perft(depth); // another thread: wait for it
    let best = Infinity, nodes = 0;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      nodes = g.perft(depth);
      best = Math.min(best, performance.now() - t);
    }
    g.free();
    const walk = walkGame(api.Game, profile, 'objects', 7);
    timed(walk.step, seconds / 2); // warm-up
    const rates = [];
    for (let i = 0; i < 5; i++) {
      const t = timed(walk.step, seconds / 5);
      rates.push(t.count / t.seconds);
    }
    walk.close();
    out[profile] = { perftDepth: depth, perftNodes: nodes, perft: nodes / (best / 1000), walk: median(rates) };
  }
  return out;
}
