// perft.mjs — perft speed (bulk counting, one thread) of our wasm build (Game.perft in this Node
// process), our native build (build/brcli), Fairy-Stockfish and, on xiangqi, Pikafish (both
// `go perft` over UCI), interleaved.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Game } from '../../bindings/index.js';
import { Fsf } from './fsf.mjs';
import { median, ratio } from './stats.mjs';

/** Start positions and the RULES §3.6 middle-game FENs; depths give runs of ~0.2-3 s. Xiangqi mid 2
 *  is at depth 6: at depth 5 a native run lasts ~20 ms in a fresh process, and measured that
 *  process's warm-up (60-90M nodes/s, against 130M at depth 6) more than the generator, while
 *  Pikafish answers from a warm process. */
export const PERFT_CASES = [
  { name: 'xiangqi start', profile: 'xiangqi/standard', variant: 'xiangqi', depth: 5 },
  { name: 'janggi start', profile: 'janggi/standard', variant: 'janggi', depth: 4 },
  { name: 'makruk start', profile: 'makruk/standard', variant: 'makruk', depth: 5 },
  { name: 'xiangqi mid 1', profile: 'xiangqi/standard', variant: 'xiangqi', depth: 4,
    fen: '1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1' },
  { name: 'xiangqi mid 2', profile: 'xiangqi/standard', variant: 'xiangqi', depth: 6,
    fen: '4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1' },
  { name: 'janggi mid 1', profile: 'janggi/standard', variant: 'janggi', depth: 5,
    fen: '1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1' },
  { name: 'janggi mid 2', profile: 'janggi/standard', variant: 'janggi', depth: 5,
    fen: '1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23' },
];

function wasmPerft(c) {
  const g = new Game(c.profile, c.fen);
  try {
    const t0 = performance.now();
    const nodes = g.perft(c.depth);
    return { nodes, seconds: (performance.now() - t0) / 1000 };
  } finally {
    g.free();
  }
}

function nativePerft(c, brcli) {
  const args = ['perft', c.profile, String(c.depth), ...(c.fen ? [c.fen] : [])];
  const r = spawnSync(brcli, args, { encoding: 'utf8' });
  const s = /([\d.]+) s,/.exec(r.stderr ?? '');
  if (r.status !== 0 || !s) throw new Error(`brcli ${args.join(' ')} failed: ${r.stderr}`);
  return { nodes: Number(r.stdout.trim()), seconds: Number(s[1]) };
}

/** Repeats one engine's perft until `minSeconds` have passed; nodes per second. */
async function sample(run, minSeconds, expect) {
  let nodes = 0, seconds = 0;
  do {
    const r = await run();
    if (expect !== undefined && r.nodes !== expect) throw new Error(`perft gave ${r.nodes}, expected ${expect}`);
    nodes += r.nodes;
    seconds += r.seconds;
  } while (seconds < minSeconds);
  return nodes / seconds;
}

const ENGINES = ['wasm', 'native', 'fsf', 'pika'];

/**
 * Runs every case `reps` times, the engines in rotating order within each case (Pikafish on
 * xiangqi cases only). Returns rows { name, depth, nodes, wasm, native, fsf, pika, wasmRatio,
 * nativeRatio, wasmPikaRatio, nativePikaRatio } (medians, nodes/s; NaN where an engine is absent).
 */
export async function benchPerft({ root, fsfPath, pikaPath = null, reps, minSeconds, cases = PERFT_CASES, log }) {
  const brcli = path.join(root, 'build', 'brcli');
  const fsf = {};
  if (fsfPath) {
    for (const v of new Set(cases.map((c) => c.variant))) fsf[v] = await Fsf.open(fsfPath, v);
  }
  const pika = pikaPath ? await Fsf.open(pikaPath, null) : null; // the same UCI driver
  const engines = {
    wasm: async (c) => wasmPerft(c),
    native: async (c) => nativePerft(c, brcli),
    fsf: fsfPath ? (c) => fsf[c.variant].perft(c.depth, c.fen) : null,
    pika: pika ? (c) => pika.perft(c.depth, c.fen) : null,
  };
  const samples = cases.map(() => Object.fromEntries(ENGINES.map((e) => [e, []])));
  const nodes = [];
  // Warm-up (wasm tier-up, page cache) and the node count every engine must reproduce.
  for (const [i, c] of cases.entries()) nodes[i] = nativePerft(c, brcli).nodes;
  for (const c of cases) wasmPerft(c);
  const names = Object.keys(engines).filter((e) => engines[e]);
  for (let rep = 0; rep < reps; rep++) {
    for (const [i, c] of cases.entries()) {
      for (let k = 0; k < names.length; k++) {
        const e = names[(k + rep + i) % names.length];
        if (e === 'pika' && c.variant !== 'xiangqi') continue;
        samples[i][e].push(await sample(() => engines[e](c), minSeconds, nodes[i]));
      }
    }
    log?.(`perft: repetition ${rep + 1}/${reps} done`);
  }
  for (const e of Object.values(fsf)) e.close();
  pika?.close();
  return cases.map((c, i) => {
    const m = Object.fromEntries(ENGINES.map((e) => [e, median(samples[i][e])]));
    return {
      name: c.name, profile: c.profile, fen: c.fen ?? null, depth: c.depth, nodes: nodes[i], ...m,
      wasmRatio: ratio(m.wasm, m.fsf), nativeRatio: ratio(m.native, m.fsf),
      wasmPikaRatio: ratio(m.wasm, m.pika), nativePikaRatio: ratio(m.native, m.pika), samples: samples[i],
    };
  });
}
