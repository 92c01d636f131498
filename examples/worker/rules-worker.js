// rules-worker.js — boardrules in a module Web Worker, so that the page's main thread never
// waits on the rules (a deep perft, a long game record).
//
//   const worker = new Worker(new URL('./rules-worker.js', import.meta.url), { type: 'module' });
//   worker.postMessage({ id: 1, profile: 'xiangqi/youzai', fen: '...' });
//   worker.onmessage = ({ data }) => ...  // { id, ok: true, fen, turn, moves, outcome }
//
// Requests (`id` is echoed back so that answers can be matched to questions):
//   { id, profile, fen?, moves? }   the position (FEN or start, then `moves` played, any notation)
//                                   → { id, ok, fen, turn, inCheck, moves: [{ uci, notation }], outcome }
//   { id, type: 'perft', profile, fen?, depth }   → { id, ok, nodes, ms }
//   { id, type: 'profiles' }        → { id, ok, profiles: [{ name, game, startFen }] }
// A refused request answers { id, ok: false, error: { name, code, message, ply? } }.
import { init, Game, profiles, profileInfo } from '../../bindings/index.js';

const ready = init(); // the wasm is fetched next to bindings/wasm.js

/** The game a request describes; the caller frees it. */
function gameOf({ profile, fen, moves = [] }) {
  const game = new Game(profile, fen || undefined);
  for (const [i, move] of moves.entries()) {
    try {
      game.play(move);
    } catch (e) {
      game.free();
      e.ply = i + 1;
      throw e;
    }
  }
  return game;
}

function answer(request) {
  if (request.type === 'profiles') {
    return { profiles: profiles().map((name) => { const p = profileInfo(name); return { name, game: p.game, startFen: p.startFen }; }) };
  }
  const game = gameOf(request);
  try {
    if (request.type === 'perft') {
      const t0 = performance.now();
      const nodes = game.perft(request.depth);
      return { nodes, ms: Math.round(performance.now() - t0) };
    }
    return {
      fen: game.fen(),
      turn: game.turn,
      inCheck: game.inCheck(),
      moves: game.moves().map((m) => ({ uci: m.uci, notation: m.setup ? m.uci : game.notation(m.uci) })),
      outcome: game.outcome(),
    };
  } finally {
    game.free();
  }
}

self.onmessage = async ({ data }) => {
  const id = data?.id;
  try {
    await ready;
    self.postMessage({ id, ok: true, ...answer(data ?? {}) });
  } catch (e) {
    const error = { name: e?.name ?? 'Error', code: e?.code ?? 'error', message: e?.message ?? String(e) };
    if (e?.ply) error.ply = e.ply;
    self.postMessage({ id, ok: false, error });
  }
};
