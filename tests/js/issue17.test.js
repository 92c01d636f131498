// issue17.test.js — the JS repros of issue 17 ("Holes an adversarial probe found"), one
// regression test each: error classes, freed games, hostile profile values and their memory,
// the unknown-profile message, history and clone costs, and the out-of-memory path (reached
// for real by filling the wasm heap).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  init, Game, defineProfile, validateFen, profiles, wasmMemoryBytes,
  BoardRulesError, ArgumentError, ProfileError, UnknownProfileError, OutOfMemoryError,
} from '../../bindings/index.js';
import { W } from '../../bindings/memory.js';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

await init();

const isLibraryError = (e) => e instanceof BoardRulesError && typeof e.code === 'string';

test("item 5: perft('x') throws an ArgumentError, not a RangeError", () => {
  assert.throws(() => new Game('xiangqi/standard').perft('x'), (e) => e instanceof ArgumentError && e.code === 'bad-depth');
});

test('item 5: squareName(Symbol(), 5n, -1, NaN, 90, 1.5) throws bad-square; valid indexes are named', () => {
  const g = new Game('xiangqi/standard');
  for (const bad of [Symbol('s'), 5n, -1, NaN, 90, 1.5, '5', null, undefined, {}]) {
    assert.throws(() => g.squareName(bad), (e) => e instanceof ArgumentError && e.code === 'bad-square', String(typeof bad));
  }
  assert.is(g.squareName(0), 'a1');
  assert.is(g.squareName(89), 'i10');
  assert.is(new Game('makruk/standard').squareName(63), 'h8');
});

test('item 5: hostile defineProfile values are ProfileErrors, and 200k of them leak no wasm memory', () => {
  const hostile = [Object.create(null), Symbol('v'), 5n, () => 1, NaN, Infinity, [Symbol('x')], [{}], new Proxy({}, {}), 'x'.repeat(10_000)];
  for (const value of hostile) {
    assert.throws(() => defineProfile('xiangqi/hostile', { base: 'xiangqi/standard', moveLimit: value }),
      (e) => e instanceof ProfileError && e.field === 'moveLimit', String(typeof value));
  }
  const throwing = new Proxy({}, { ownKeys() { throw new Error('boom'); } });
  assert.throws(() => defineProfile('xiangqi/hostile', throwing), isLibraryError);
  const before = wasmMemoryBytes();
  for (let i = 0; i < 200_000; i++) {
    try {
      defineProfile('xiangqi/hostile', { base: 'xiangqi/standard', moveLimit: hostile[i % 3], startFen: 'bad' });
    } catch (e) {
      if (!(e instanceof ProfileError)) throw e;
    }
    if (i % 4 === 0) {
      try { defineProfile('xiangqi/hostile', { base: 'xiangqi/standard', startFen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1' }); } catch (e) { if (!(e instanceof ProfileError)) throw e; }
    }
  }
  assert.is(wasmMemoryBytes(), before);
});

test('item 5: a freed game throws freed from every method', () => {
  const g = new Game('janggi/standard');
  g.play('b1c3');
  g.undo();
  g.free();
  g.free(); // a second free is harmless
  const args = { play: ['b1c3'], playRaw: [1152], explain: ['b1c3'], notation: ['b1c3'], get: ['a1'], attacks: ['a1'], attackers: ['e2', 'white'], perft: [1], squareName: [0], squareIndex: ['a1'] };
  const methods = Object.getOwnPropertyNames(Game.prototype).filter((n) => n !== 'constructor' && n !== 'free' && typeof Object.getOwnPropertyDescriptor(Game.prototype, n).value === 'function');
  assert.ok(methods.length > 30);
  for (const name of methods) {
    assert.throws(() => g[name](...(args[name] ?? [])), (e) => e instanceof BoardRulesError && e.code === 'freed', name);
  }
  for (const getter of ['turn', 'ply']) assert.throws(() => g[getter], (e) => e.code === 'freed', getter);
});

test('item 6: the unknown-profile message stays short however many profiles are defined', () => {
  for (let i = 0; i < 3000; i++) defineProfile(`xiangqi/many-${i}`, { base: 'xiangqi/standard' });
  assert.ok(profiles().length > 3000);
  const t = performance.now();
  let error;
  try { new Game('xiangqi/none'); } catch (e) { error = e; }
  assert.ok(error instanceof UnknownProfileError);
  assert.ok(error.message.length < 400, `${error.message.length} characters`);
  assert.ok(Number(/(\d+) defined/.exec(error.message)?.[1]) >= 3000, error.message);
  assert.ok(performance.now() - t < 50);
});

test('item 7: history() is linear under perpetual-chase rules; clone() of a long game is a copy', () => {
  // horses shuffling under xiangqi/standard (perpetual check/chase judged) never repeat a
  // position three times: both sides walk a different horse tour each time round.
  const g = new Game('janggi/vchess');
  g.play(g.setupChoices()[0]);
  g.play(g.setupChoices()[0]);
  const cycle = ['b1c3', 'b10c8', 'c3b1', 'c8b10'];
  const time = (n) => {
    while (g.ply < n) g.play(cycle[(g.ply - 2) % 4]);
    const t = performance.now();
    const h = g.history();
    assert.is(h.length, n);
    return performance.now() - t;
  };
  // Minimums of five: a shared machine's stalls only ever add time.
  const best = (n) => Math.min(...Array.from({ length: 5 }, () => time(n)));
  const small = best(2002), large = best(8002);
  assert.ok(large < 8 * small + 20, `2k plies ${small.toFixed(1)} ms, 8k plies ${large.toFixed(1)} ms`);
  let c, cloneMs = Infinity;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    c = g.clone();
    cloneMs = Math.min(cloneMs, performance.now() - t);
  }
  assert.ok(cloneMs < 20, `clone of 8k plies ${cloneMs.toFixed(1)} ms`);
  assert.is(c.ply, 8002);
  assert.equal(c.history(), g.history());
});

test('item 7: history() after a move writes only the new notations, and stays right after undo', () => {
  const g = new Game('xiangqi/standard');
  const r = (() => { let x = 7; return () => { x = (x * 1103515245 + 12345) >>> 0; return x / 2 ** 32; }; })();
  const step = () => { const m = g.moves(); g.play(m[Math.floor(r() * m.length)]); };
  for (let i = 0; i < 150; i++) step();
  const fresh = () => g.clone().history().map((m) => m.notation); // a clone has no cache
  assert.equal(g.history().map((m) => m.notation), fresh());
  g.undo();
  g.undo();
  step();
  assert.equal(g.history().map((m) => m.notation), fresh(), 'after undo and another move');
  assert.equal(g.history({ notation: 'uci' }).map((m) => m.notation), g.history().map((m) => m.uci));
  for (let i = 0; i < 2000 && !g.isOver(); i++) step();
  const timed = (f) => { const t = performance.now(); f(); return performance.now() - t; };
  const full = Math.min(...Array.from({ length: 3 }, () => timed(() => g.clone().history())));
  let incremental = Infinity;
  for (let i = 0; i < 3; i++) {
    g.history();
    if (!g.isOver()) step();
    incremental = Math.min(incremental, timed(() => g.history()));
  }
  assert.ok(incremental < full / 2 + 2, `full ${full.toFixed(1)} ms, after one move ${incremental.toFixed(1)} ms`);
});

test('item 4: out of memory is an OutOfMemoryError, the game is unchanged, and FEN checks do not depend on free memory', () => {
  defineProfile('xiangqi/endless', { base: 'xiangqi/standard', repetition: 'none', moveLimit: 0 });
  const g = new Game('xiangqi/endless');
  const start = validateFen('xiangqi/standard', new Game('xiangqi/standard').fen());
  assert.equal(start, { ok: true });
  let held = 0;
  try {
    for (const bytes of [1 << 24, 1 << 20, 1 << 16, 1 << 12, 1 << 8, 16]) held = W.br_wasm_debug_exhaust(bytes);
    assert.ok(held > 0);
    assert.equal(validateFen('xiangqi/standard', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'), { ok: true });
    assert.is(validateFen('xiangqi/standard', '9/9/9 w').ok, false);
    assert.throws(() => defineProfile('xiangqi/oom', { base: 'xiangqi/standard' }), (e) => e instanceof OutOfMemoryError && e.code === 'out-of-memory');
    let error = null;
    const cycle = ['b1c3', 'b10c8', 'c3b1', 'c8b10'];
    // past any history a pool slot may already hold room for (earlier tests play 150,000 plies)
    for (let i = 0; i < 1_000_000 && !error; i++) {
      const fen = g.fen(), ply = g.ply;
      try {
        g.play(cycle[i % 4]);
      } catch (e) {
        error = e;
        assert.is(g.fen(), fen);
        assert.is(g.ply, ply);
      }
    }
    assert.ok(error instanceof OutOfMemoryError, String(error));
    assert.is(error.code, 'out-of-memory');
  } finally {
    W.br_wasm_debug_release();
  }
  const ply = g.ply;
  g.play(['b1c3', 'b10c8', 'c3b1', 'c8b10'][ply % 4]);
  assert.is(g.ply, ply + 1, 'plays on once memory is back');
});

// README: OutOfMemoryError is "never reported as bad input". A record read while memory is out
// had come back as the record's problem, error.code 'out-of-memory' (a code no record problem has).
// In a fresh process: this one's state buffer may already hold room for the few moves read.
test('item 4: memory running out while a record is read is an OutOfMemoryError, not the record\'s error', () => {
  const script = `
    const br = await import(${JSON.stringify(fileURLToPath(new URL('../../bindings/index.js', import.meta.url)))});
    const { readRecords } = await import(${JSON.stringify(fileURLToPath(new URL('../../bindings/records/index.js', import.meta.url)))});
    const memory = await import(${JSON.stringify(fileURLToPath(new URL('../../bindings/memory.js', import.meta.url)))});
    await br.init();
    const live = Array.from({ length: 8 }, () => new br.Game('xiangqi/standard')); // every pool slot taken
    live.forEach((game) => game.play('h3e3'));
    const text = '1. h3e3 h10g8 2. h1g3 i10h10 *';
    const seen = {};
    for (const bytes of [1 << 24, 1 << 20, 1 << 16, 1 << 12, 1 << 8, 16]) memory.W.br_wasm_debug_exhaust(bytes);
    try { seen.out = readRecords(text)[0].error ?? 'read'; } catch (e) { seen.out = [e instanceof br.OutOfMemoryError, e.code]; }
    memory.W.br_wasm_debug_release();
    seen.after = readRecords(text)[0].moves.map((m) => m.uci);
    seen.live = live.map((game) => game.ply);
    console.log(JSON.stringify(seen));`;
  const seen = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
  assert.equal(seen.out, [true, 'out-of-memory']);
  assert.equal(seen.after, ['h3e3', 'h10g8', 'h1g3', 'i10h10'], 'read once memory is back');
  assert.equal(seen.live, Array(8).fill(1));
});

test.run();
