// api.mjs — what a board or a server does through each library's JS API, in operations per
// second: (1) a random walk from the start: list the legal moves, play a random one, sometimes
// take one back; (2) replaying a 200-ply game record with the outcome asked after every ply.
// Ours: Game.moves() (objects), movesRaw() (numbers, a new Uint32Array each call) or
// movesRaw(buffer) (written into one reused Uint32Array, the allocation-free form a hot loop
// uses), play/playRaw, undo, outcome().
// ffish: legalMoves() (a string), push, pop, result().
import { Game } from '../../bindings/index.js';
import { median, ratio, rng, timed } from './stats.mjs';
import { walkGame, MAX_PLIES, UNDO_RATE, CHUNK } from './throughput.mjs';

export const API_GAMES = [
  ['xiangqi/standard', 'xiangqi'],
  ['janggi/standard', 'janggi'],
  ['makruk/standard', 'makruk'],
];
const walkOurs = (profile, form, seed) => walkGame(Game, profile, form, seed);

function walkFfish(ff, variant, seed) {
  const r = rng(seed);
  let b = new ff.Board(variant), ply = 0;
  const step = () => {
    for (let i = 0; i < CHUNK; i++) {
      const text = b.legalMoves();
      const list = text ? text.split(' ') : [];
      if (list.length === 0 || ply >= MAX_PLIES) {
        b.delete();
        b = new ff.Board(variant);
        ply = 0;
      } else if (ply > 0 && r() < UNDO_RATE) {
        b.pop();
        ply--;
      } else {
        b.push(list[Math.floor(r() * list.length)]);
        ply++;
      }
    }
    return CHUNK;
  };
  return { step, close: () => b.delete() };
}

/** A 200-ply random game record (UCI) that neither library ends early. */
export function gameRecord(ff, profile, variant, seed = 1) {
  for (let s = seed; s < seed + 200; s++) {
    const r = rng(s);
    const g = new Game(profile);
    const uci = [];
    try {
      while (uci.length < MAX_PLIES) {
        const list = g.moves();
        if (!list.length) break;
        const m = list[Math.floor(r() * list.length)];
        g.play(m.uci);
        uci.push(m.uci);
      }
    } finally {
      g.free();
    }
    if (uci.length < MAX_PLIES) continue;
    const b = new ff.Board(variant);
    let ok = true;
    for (const m of uci) if (!b.push(m) || b.result() !== '*') { ok = false; break; }
    b.delete();
    if (ok) return uci;
  }
  throw new Error(`no 200-ply game record found for ${profile}`);
}

function replayOurs(profile, record) {
  return () => {
    const g = new Game(profile);
    for (const m of record) {
      g.play(m);
      if (g.outcome().over) throw new Error('record ended early');
    }
    g.free();
    return record.length;
  };
}

function replayFfish(ff, variant, record) {
  return () => {
    const b = new ff.Board(variant);
    for (const m of record) {
      b.push(m);
      if (b.result() !== '*') throw new Error('record ended early');
    }
    b.delete();
    return record.length;
  };
}

/**
 * Interleaved samples of every loop, per game. Returns rows
 * { game, walkObjects, walkRaw, walkBuffer, walkFfish, replayOurs, replayFfish, ...ratios } in ops/s.
 */
export function benchApi({ ff, reps, seconds, games = API_GAMES, log, replayOnly = false }) {
  const rows = [];
  for (const [profile, variant] of games) {
    const record = gameRecord(ff, profile, variant);
    const loops = {
      ...(replayOnly ? {} : {
        walkObjects: walkOurs(profile, 'objects', 7),
        walkRaw: walkOurs(profile, 'raw', 7),
        walkBuffer: walkOurs(profile, 'buffer', 7),
        walkFfish: walkFfish(ff, variant, 7),
      }),
      replayOurs: { step: replayOurs(profile, record), close() {} },
      replayFfish: { step: replayFfish(ff, variant, record), close() {} },
    };
    const names = Object.keys(loops);
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    for (const n of names) timed(loops[n].step, seconds / 4); // warm-up: JIT and wasm tier-up
    for (let rep = 0; rep < reps; rep++) {
      for (let k = 0; k < names.length; k++) {
        const n = names[(k + rep) % names.length];
        const t = timed(loops[n].step, seconds);
        samples[n].push(t.count / t.seconds);
      }
    }
    for (const n of names) loops[n].close();
    const m = Object.fromEntries(names.map((n) => [n, median(samples[n])]));
    rows.push({
      game: variant, profile, ...m,
      walkObjectsRatio: ratio(m.walkObjects, m.walkFfish),
      walkRawRatio: ratio(m.walkRaw, m.walkFfish),
      walkBufferRatio: ratio(m.walkBuffer, m.walkFfish),
      replayRatio: ratio(m.replayOurs, m.replayFfish),
      samples,
    });
    log?.(`api: ${variant} done`);
  }
  return rows;
}

// Run alone: `node tests/bench/api.mjs [--replay] [--reps N] [--seconds S] [--games xiangqi,...]`
// prints the rows' medians and ratios (--replay: only the replay loops, for profiling).
if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i < 0 ? fallback : process.argv[i + 1];
  };
  const { init } = await import('../../bindings/index.js');
  const { loadFfish } = await import('../oracle/ffish.mjs');
  await init();
  const ff = await loadFfish();
  const only = arg('--games', null)?.split(',');
  const games = only ? API_GAMES.filter(([, v]) => only.includes(v)) : API_GAMES;
  const rows = benchApi({ ff, reps: Number(arg('--reps', 5)), seconds: Number(arg('--seconds', 0.5)), games,
    replayOnly: process.argv.includes('--replay') });
  for (const r of rows) {
    const f = (x) => (Number.isFinite(x) ? Math.round(x) : '-');
    console.log(`${r.game}: walk ${f(r.walkObjects)}/${f(r.walkRaw)}/${f(r.walkBuffer)} vs ${f(r.walkFfish)} (${r.walkObjectsRatio?.toFixed(2)}x, ${r.walkRawRatio?.toFixed(2)}x, ${r.walkBufferRatio?.toFixed(2)}x)` +
      `; replay ${f(r.replayOurs)} plies/s vs ${f(r.replayFfish)} = ${r.replayRatio.toFixed(2)}x`);
  }
}
