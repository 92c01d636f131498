// Test-time oracle wrapper around the `ffish` npm package (Fairy-Stockfish
// compiled to WebAssembly, GPL). ffish is a devDependency used ONLY to check
// this project's results in tests; nothing from it is shipped or copied.
//
// Exports:
//   loadFfish()                     -> ready ffish module (cached)
//   randomGames({...})              -> generator of per-ply records
//   mulberry32(seed)                -> deterministic PRNG in [0,1)
//   withBoard(ff, variant, fen, fn) -> runs fn(board), always deletes board
//   ffishSync()                     -> the module after loadFfish() resolved
//   ffishLegal / ffishInfo / ffishSan / ffishPerft / boardInfo / boardLegal
//   splitUci / isPassUci            -> UCI parsing safe for rank 10 ('a1a10')
// Usage: const ff = await loadFfish(); for (const r of randomGames({...})) ...
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let cached = null;   // the ready module
let pending = null;  // promise while loading

/** Load ffish once; later calls return the same module (at once if ready). */
export async function loadFfish() {
  if (cached) return cached;
  if (pending) return pending;
  pending = new Promise((resolve, reject) => {
    // ffish's Emscripten loader tries fetch() for the .wasm under Node 20;
    // without fetch it falls back to reading the file from disk.
    const savedFetch = globalThis.fetch;
    try { delete globalThis.fetch; } catch { /* ignore */ }
    // ffish's Emscripten glue installs process-wide 'uncaughtException' and
    // 'unhandledRejection' handlers (the latter aborts the wasm runtime, the
    // former rethrows from inside the one-line ffish.js, so Node prints that
    // whole giant line). Remove exactly the listeners it added.
    const events = ['uncaughtException', 'unhandledRejection'];
    const before = Object.fromEntries(events.map((ev) => [ev, process.listeners(ev)]));
    let mod;
    try {
      mod = require('ffish');
      for (const ev of events) {
        for (const fn of process.listeners(ev)) {
          if (!before[ev].includes(fn)) process.removeListener(ev, fn);
        }
      }
    } catch (e) {
      if (savedFetch) globalThis.fetch = savedFetch;
      pending = null; // allow a retry
      reject(e);
      return;
    }
    const done = () => {
      if (savedFetch && !globalThis.fetch) globalThis.fetch = savedFetch;
      cached = mod;
      resolve(mod);
    };
    if (mod.calledRun) done();
    else {
      const prev = mod.onRuntimeInitialized;
      mod.onRuntimeInitialized = () => { if (typeof prev === 'function') prev(); done(); };
      const prevAbort = mod.onAbort;
      mod.onAbort = (what) => {
        if (typeof prevAbort === 'function') prevAbort(what);
        reject(new Error(`ffish aborted: ${what}`));
      };
    }
  });
  return pending;
}

/** Synchronous access after loadFfish() resolved (throws otherwise). */
export function ffishSync() {
  if (!cached) throw new Error('call await loadFfish() first');
  return cached;
}

/** mulberry32: small 32-bit seeded PRNG, returns floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform integer in [0, n) from a PRNG function. */
export function pick(rng, n) {
  return Math.floor(rng() * n);
}

function splitMoves(s) {
  return s ? s.split(' ').filter(Boolean) : [];
}

/**
 * Split a UCI move into { from, to, promo }. Ranks may have two digits
 * (xiangqi/janggi rank 10), so never slice by fixed positions: 'a1a10' is a
 * chariot move, not a pass. Returns null if the string is not a board move.
 */
export function splitUci(uci) {
  const m = /^([a-z])(\d+)([a-z])(\d+)([a-z+~]*)$/.exec(uci);
  if (!m) return null;
  return { from: m[1] + m[2], to: m[3] + m[4], promo: m[5] };
}

/** True for a pass written as the mover's general square twice ('e2e2'). */
export function isPassUci(uci) {
  const p = splitUci(uci);
  return !!p && p.from === p.to && !p.promo;
}

/** Sorted array of UCI legal moves of a board. */
export function boardLegal(board) {
  return splitMoves(board.legalMoves()).sort();
}

/** Create a board, run fn(board), always delete it. */
export function withBoard(ff, variant, fen, fn) {
  const board = fen ? new ff.Board(variant, fen) : new ff.Board(variant);
  try {
    return fn(board);
  } finally {
    board.delete();
  }
}

function pushAll(board, moves) {
  for (const m of moves || []) {
    if (!board.push(m)) throw new Error(`ffish rejected move ${m}`);
  }
}

/** Snapshot of a board's state (the fields randomGames yields). */
export function boardInfo(board) {
  const legal = boardLegal(board);
  const result = board.result();
  const over = typeof board.isGameOver === 'function'
    ? board.isGameOver()
    : (legal.length === 0 || result !== '*');
  return {
    fen: board.fen(),
    legal,
    check: board.isCheck(),
    result,
    resultClaim: board.result(true),
    over,
    bikjang: typeof board.isBikjang === 'function' ? board.isBikjang() : false,
  };
}

/** Sorted legal UCI moves for variant at fen (or start) after moves. */
export function ffishLegal(variant, fen, moves = []) {
  const ff = ffishSync();
  return withBoard(ff, variant, fen, (b) => { pushAll(b, moves); return boardLegal(b); });
}

/** Full info (fen, legal, check, result, over...) after moves. */
export function ffishInfo(variant, fen, moves = []) {
  const ff = ffishSync();
  return withBoard(ff, variant, fen, (b) => { pushAll(b, moves); return boardInfo(b); });
}

/** Notation of one move: notation is a key of ff.Notation, e.g. 'JANGGI'. */
export function ffishSan(variant, fen, moves, uci, notation = 'DEFAULT') {
  const ff = ffishSync();
  return withBoard(ff, variant, fen, (b) => {
    pushAll(b, moves);
    return b.sanMove(uci, ff.Notation[notation]);
  });
}

/** Perft by push/pop through ffish (slow; use for small depths only). */
export function ffishPerft(variant, fen, depth) {
  const ff = ffishSync();
  return withBoard(ff, variant, fen, (b) => {
    const rec = (d) => {
      if (d === 0) return 1;
      const ms = splitMoves(b.legalMoves());
      if (d === 1) return ms.length;
      let n = 0;
      for (const m of ms) { b.push(m); n += rec(d - 1); b.pop(); }
      return n;
    };
    return rec(depth);
  });
}

/**
 * Random games. Synchronous generator; call `await loadFfish()` first.
 * Yields one record per ply BEFORE the move is chosen:
 *   { game, ply, startFen, moves, fen, legal, check, result, over }
 * A game stops after maxPlies moves, or when there are no legal moves or the
 * game is over (the terminal position is still yielded, with ply = moves.length).
 * The move is picked uniformly from the sorted legal list with mulberry32,
 * so a given (variant, seed, fen) always gives the same games.
 * `result`/`over` only cover the ends ffish reports without a claim
 * (mate, stalemate, insufficient material, bikjang, double pass). With
 * `claim: true` each record also carries `resultClaim` (board.result(true):
 * repetition, perpetual check/chase, n-move rule, makruk counting) and a
 * game also stops once that is decided.
 */
// captureBias: the share of plies that take a random capture when there is one (0: uniform moves),
// so that games thin out and reach the endings where material, stalemate and counting decide.
export function* randomGames({ variant, seed = 1, games = 1, maxPlies = 200, fen, claim = false, captureBias = 0 } = {}) {
  const ff = ffishSync();
  const rng = mulberry32(seed);
  for (let game = 0; game < games; game++) {
    const board = fen ? new ff.Board(variant, fen) : new ff.Board(variant);
    try {
      const startFen = board.fen();
      const moves = [];
      for (let ply = 0; ; ply++) {
        const legal = boardLegal(board);
        const result = board.result();
        const over = typeof board.isGameOver === 'function'
          ? board.isGameOver()
          : (legal.length === 0 || result !== '*');
        const rec = {
          game, ply, startFen, moves: moves.slice(), fen: board.fen(),
          legal, check: board.isCheck(), result, over,
        };
        if (claim) rec.resultClaim = board.result(true);
        yield rec;
        if (ply >= maxPlies || over || legal.length === 0) break;
        if (claim && rec.resultClaim !== '*') break;
        const captures = captureBias && rng() < captureBias ? legal.filter((m) => board.isCapture(m)) : [];
        const mv = captures.length ? captures[pick(rng, captures.length)] : legal[pick(rng, legal.length)];
        board.push(mv);
        moves.push(mv);
      }
    } finally {
      board.delete();
    }
  }
}
