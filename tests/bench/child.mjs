// child.mjs — measurements that need a fresh Node process, printed as one JSON line:
//   node tests/bench/child.mjs init <ours|ffish>
//       milliseconds from nothing loaded to init() resolved and the first legal-move list
//       (ffish: module load to the first `new Board('janggi').legalMoves()`)
//   node --expose-gc tests/bench/child.mjs memory <ours|ffish> [calls] [maxSeconds]
//       process RSS and wasm memory before and after `calls` API calls (default 1,000,000):
//       cycles of new game + legal moves + play + undo + free (5 calls each). The run stops
//       early after maxSeconds (ffish's `new Board` takes ~10 ms); `calls` says how many ran.
const t0 = performance.now();
const [mode, lib, callsText, maxText] = process.argv.slice(2);

async function load() {
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
  if (lib === 'ours') {
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
} else {
  console.error('usage: child.mjs init|memory ours|ffish [calls]');
  process.exit(2);
}
