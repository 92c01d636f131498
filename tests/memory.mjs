// memory.mjs — shows that memory stays flat over millions of API calls: games created and
// dropped (half of them freed, half just dropped), moves listed, played, undone, FEN and outcome
// read. Then the case of issue 12: 1,000,000 games created and dropped in a synchronous loop
// without free(), against the same loop yielding every 1,000 games (speed per game). Prints JS
// heap, RSS and wasm memory before and after; exits 1 if wasm memory or RSS grows by 8 MB.
//
//   node --expose-gc tests/memory.mjs [calls] [games]   (defaults 10,000,000 and 1,000,000)
import { init, Game, wasmMemoryBytes } from '../bindings/index.js';

const target = Number(process.argv[2] ?? 10_000_000);
const syncGames = Number(process.argv[3] ?? 1_000_000);
await init();
const gc = globalThis.gc ?? (() => {});
const profiles = ['xiangqi/standard', 'janggi/standard', 'makruk/standard', 'janggi/vchess'];
let seed = 12345;
const random = (n) => { seed = (seed * 1103515245 + 12345) >>> 0; return seed % n; };

function snapshot() {
  gc();
  const m = process.memoryUsage();
  return { heapMB: m.heapUsed / 2 ** 20, rssMB: m.rss / 2 ** 20, wasmMB: wasmMemoryBytes() / 2 ** 20 };
}

/** One round of calls; returns how many API calls it made. */
function round(i) {
  let calls = 1;
  const g = new Game(profiles[i % profiles.length]);
  for (let ply = 0; ply < 40; ply++) {
    const moves = g.movesRaw(); calls++;
    if (moves.length === 0) break;
    g.playRaw(moves[random(moves.length)]); calls++;
    if (ply % 8 === 7) { g.undo(); calls++; }
  }
  g.fen(); g.outcome(); g.moves(); calls += 3;
  if (i % 2) { g.free(); calls++; } // the other half is left to the garbage collector
  return calls;
}

// Warm up so that one-time allocations (tables, JIT) are not counted as growth.
let calls = 0;
for (let i = 0; calls < 200_000; i++) calls += round(i);
const before = snapshot();
const started = performance.now();
calls = 0;
for (let i = 0; calls < target; i++) {
  calls += round(i);
  if (i % 500 === 0) await new Promise((r) => setTimeout(r, 0));
}
for (let k = 0; k < 3; k++) { gc(); await new Promise((r) => setTimeout(r, 20)); }
const after = snapshot();
const fmt = (s) => `heap ${s.heapMB.toFixed(1)} MB, rss ${s.rssMB.toFixed(1)} MB, wasm ${s.wasmMB.toFixed(2)} MB`;
console.log(`calls: ${calls.toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`before: ${fmt(before)}`);
console.log(`after:  ${fmt(after)}`);

// The synchronous loop: nothing in it lets the event loop turn.
const OPENINGS = [['xiangqi/standard', 'h3e3'], ['janggi/standard', 'b1c3'], ['makruk/standard', 'e3e4']];
function oneGame(i) {
  const [profile, move] = OPENINGS[i % OPENINGS.length];
  const g = new Game(profile);
  g.play(move);
  return g.fen().length;
}
for (let i = 0; i < 30_000; i++) oneGame(i);
const syncBefore = snapshot();
let t = performance.now();
for (let i = 0; i < syncGames; i++) oneGame(i);
const syncUs = (performance.now() - t) * 1000 / syncGames;
const syncAfter = snapshot();
const yieldGames = Math.max(1, Math.floor(syncGames / 4));
t = performance.now();
for (let i = 0; i < yieldGames; i++) {
  oneGame(i);
  if (i % 1000 === 999) await new Promise((r) => setTimeout(r, 0));
}
const yieldUs = (performance.now() - t) * 1000 / yieldGames;
console.log(`sync loop: ${syncGames.toLocaleString('en')} games without free(), ${syncUs.toFixed(2)} µs a game ` +
  `(a loop that yields every 1,000 games: ${yieldUs.toFixed(2)} µs a game, ${yieldGames.toLocaleString('en')} games)`);
console.log(`before: ${fmt(syncBefore)}`);
console.log(`after:  ${fmt(syncAfter)}`);
const syncWasm = syncAfter.wasmMB - syncBefore.wasmMB, syncRss = syncAfter.rssMB - syncBefore.rssMB;
console.log(`sync loop growth: wasm ${syncWasm.toFixed(2)} MB, rss ${syncRss.toFixed(2)} MB`);

const grew = after.wasmMB - before.wasmMB;
console.log(grew > 1 ? `wasm memory grew by ${grew.toFixed(2)} MB` : 'wasm memory flat');
process.exit(grew > 1 || syncWasm >= 8 || syncRss >= 8 ? 1 : 0);
