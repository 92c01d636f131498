// child.mjs — measurements that need a fresh Node process, printed as one JSON line:
//   node tests/bench/child.mjs init <ours|ffish|ENTRY>
//       milliseconds from nothing loaded to init() resolved and the first legal-move list
//       (ffish: module load to the first `new Board('janggi').legalMoves()`; ENTRY: the Node
//       entry file of another tree of this project, as tests/bench/baseline.mjs measures it)
//   node tests/bench/child.mjs api <ours|ENTRY> [seconds]
//       through the public API: perft nodes/s (xiangqi and janggi start, depth 4, best of 5),
//       the moves() walk and the 200-ply replay (play + outcome) of tests/bench/api.mjs, ops/s
//   node --expose-gc tests/bench/child.mjs memory <ours|ffish> [calls] [maxSeconds]
//       process RSS and wasm memory before and after `calls` API calls (default 1,000,000):
//       cycles of new game + legal moves + play + undo + free (5 calls each). The run stops
//       early after maxSeconds (ffish's `new Board` takes ~10 ms); `calls` says how many ran.
import { pathToFileURL } from 'node:url';

const t0 = performance.now();
const [mode, lib, callsText, maxText] = process.argv.slice(2);

async function load() {
  if (lib !== 'ours' && lib !== 'ffish') { // another tree's entry (an absolute path)
    const api = await import(pathToFileURL(lib).href);
    await api.init();
    return api;
  }
  if (lib === 'ours') {
    // what Node resolves `import 'boardrules'` to (the "node" export condition: the pre-bundled
    // entry written by scripts/package-files.mjs; tests/js/package.contents.test.js checks it),
    // by path as the ffish side is, so that package resolution is not counted for one side only
    const api = await import('../../bindings/node-index.js');
    await api.init();
    return api;
  }
  const { loadFfish } = await import('../oracle/ffish.mjs');
  return loadFfish();
}

if (mode === 'init') {
  const lib_ = await load();
  let n;
  if (lib !== 'ffish') {
    const g = new lib_.Game('janggi/standard');
    n = g.moves().length;
    g.free();
  } else {
    const b = new lib_.Board('janggi');
    n = b.legalMoves().split(' ').length;
    b.delete();
  }
  console.log(JSON.stringify({ ms: performance.now() - t0, moves: n }));
} else if (mode === 'memory') {
  const api = await load();
  const target = Number(callsText ?? 1e6), maxMs = Number(maxText ?? Infinity) * 1000;
  let cycles = 0;
  const wasmBytes = () => (lib === 'ours' ? api.wasmMemoryBytes() : api.HEAP8.buffer.byteLength);
  const snapshot = () => {
    globalThis.gc?.();
    return { rss: process.memoryUsage().rss, wasm: wasmBytes() };
  };
  const before = snapshot();
  const start = performance.now();
  if (lib === 'ours') {
    for (let i = 0; i < target / 5 && (i % 256 || performance.now() - start < maxMs); i++, cycles++) {
      const g = new api.Game('janggi/standard');
      const list = g.movesRaw();
      g.playRaw(list[i % list.length]);
      g.undo();
      g.free();
    }
  } else {
    for (let i = 0; i < target / 5 && (i % 16 || performance.now() - start < maxMs); i++, cycles++) {
      const b = new api.Board('janggi');
      const list = b.legalMoves().split(' ');
      b.push(list[i % list.length]);
      b.pop();
      b.delete();
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const after = snapshot();
  console.log(JSON.stringify({ calls: cycles * 5, seconds, before, after }));
} else if (mode === 'api') {
  const api = await load();
  const { apiThroughput } = await import('./throughput.mjs');
  console.log(JSON.stringify(apiThroughput(api, Number(callsText ?? 0.5))));
} else {
  console.error('usage: child.mjs init|memory|api ours|ffish|ENTRY [calls]');
  process.exit(2);
}
