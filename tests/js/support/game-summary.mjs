// game-summary.mjs — everything a game can be asked, as plain data: the snapshot tests compare
// a game with its clone and its restored snapshot (here, in a worker_threads worker and in a
// browser Worker) through this one function.
import { init, Game } from '../../../bindings/index.js';

export function summary(g) {
  const redo = [];
  const r = g.clone();
  try {
    for (let m = r.redo(); m; m = r.redo()) redo.push(m.uci);
  } catch (e) {
    redo.push(`refused: ${e.code}`); // a game that is over redoes nothing
  }
  const u = g.clone();
  const undone = u.undo()?.uci ?? null;
  const legal = g.moves().map((m) => m.uci).sort();
  return {
    profile: g.profile,
    fen: g.fen(),
    ply: g.ply,
    turn: g.turn,
    outcome: g.outcome(),
    playPastEnd: g.playPastEnd,
    history: g.history().map((m) => [m.uci, m.notation, m.check, m.piece, m.captured ?? null]),
    legal,
    notation: legal.length ? g.notation(legal[0]) : null,
    redo,
    afterUndo: [undone, u.fen(), u.outcome().over],
  };
}

/** Restores a snapshot and summarises it (what the workers do). */
export async function restoreAndSummarise(snapshot) {
  await init();
  return summary(Game.restore(snapshot));
}
