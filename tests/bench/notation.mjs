// notation.mjs — what replaying a game record costs in each notation, against the same record in
// UCI (the target: at most 2x). Records are random games of each game (fixed seed), written by our
// writer in every notation; a replay is new Game + play(text) per ply, with { notation } given
// ("named") and without ("any": the core tries the game's notations in turn). A notation whose
// records do not replay without it (Vietnamese: its cannon's "P5.4" is WXF's soldier with PlayOK's
// dot, both legal, and refused as ambiguous) has no "any" figures (NaN; printed '-').
//
//   node tests/bench/notation.mjs [rounds] [game]   prints a table (one game's rows: game);
//                                                   benchNotation() returns it
// (the uci row pairs UCI with itself: how far from 1.00x it lands is the noise of the run)
// Costs are medians of paired rounds (UCI, then the notation), so that a shared machine's load
// weighs on both sides of each ratio; each side is timed in the process's CPU time (not the wall
// clock, which counts the time other processes take the core) over at least MIN_SAMPLE_MS.
import { init, Game, NOTATIONS } from '../../bindings/index.js';
import { rng } from './stats.mjs';

const PROFILES = { xiangqi: 'xiangqi/standard', janggi: 'janggi/standard', makruk: 'makruk/standard' };
const GAMES = 20, PLIES = 150, MIN_SAMPLE_MS = 20;

/** Random games as { uci: [...], [notation]: [...] } texts per ply. */
function records(game) {
  const r = rng(11);
  const out = [];
  for (let i = 0; i < GAMES; i++) {
    const g = new Game(PROFILES[game]);
    const rec = Object.fromEntries(NOTATIONS[game].map((n) => [n, []]));
    for (let ply = 0; ply < PLIES; ply++) {
      const moves = g.moves().filter((m) => !m.pass);
      if (moves.length === 0) break;
      const m = moves[Math.floor(r() * moves.length)];
      for (const n of NOTATIONS[game]) rec[n].push(g.notation(m.uci, n));
      g.play(m.uci);
    }
    g.free();
    out.push(rec);
  }
  return out;
}

/** CPU milliseconds this process has used (user + system). */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Seconds per ply replaying every record in one notation, as often as MIN_SAMPLE_MS takes. */
function replayOnce(game, recs, notation, named) {
  const options = named ? { notation } : undefined;
  let plies = 0;
  const start = cpuMs();
  let spent = 0;
  do {
    for (const rec of recs) {
      const g = new Game(PROFILES[game]);
      for (const text of rec[notation]) g.play(text, options);
      plies += rec[notation].length;
      g.free();
    }
    spent = cpuMs() - start;
  } while (spent < MIN_SAMPLE_MS);
  return spent / 1000 / plies;
}

const medianOf = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Whether every record replays in `notation` without naming it (no text refused as ambiguous). */
function replaysUnnamed(game, recs, notation) {
  try {
    replayOnce(game, recs, notation, false);
    return true;
  } catch (e) {
    if (e?.code === 'ambiguous-move') return false;
    throw e;
  }
}

/** [{ game, notation, named, any, namedCost, anyCost }]: plies/s (medians) and the cost relative
 *  to UCI as the median of paired rounds (UCI then the notation, back to back: the machine is
 *  shared, and a pair sees the same load). */
export function benchNotation({ rounds = 15, games = Object.keys(PROFILES) } = {}) {
  const rows = [];
  for (const game of games) {
    const recs = records(game);
    for (let i = 0; i < 3; i++) replayOnce(game, recs, 'uci', false); // warm-up
    const uciTimes = [];
    for (const notation of NOTATIONS[game]) {
      const row = { game, notation };
      for (const named of [true, false]) {
        if (!named && !replaysUnnamed(game, recs, notation)) {
          row.any = row.anyCost = NaN;
          continue;
        }
        const times = [], costs = [];
        for (let r = 0; r < rounds; r++) {
          const u = replayOnce(game, recs, 'uci', false);
          const t = replayOnce(game, recs, notation, named);
          uciTimes.push(u);
          times.push(t);
          costs.push(t / u);
        }
        row[named ? 'named' : 'any'] = 1 / medianOf(times);
        row[named ? 'namedCost' : 'anyCost'] = medianOf(costs);
      }
      rows.push(row);
    }
    rows.filter((r) => r.game === game && r.notation === 'uci').forEach((r) => { r.named = r.any = 1 / medianOf(uciTimes); });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await init();
  const rounds = Number(process.argv[2]) || 15;
  console.log('game     notation  plies/s named  plies/s any  cost vs UCI (named / any)');
  const games = process.argv[3] ? [process.argv[3]] : undefined;
  for (const r of benchNotation({ rounds, games })) {
    console.log(`${r.game.padEnd(8)} ${r.notation.padEnd(9)} ${Math.round(r.named).toString().padStart(13)} ${Math.round(r.any).toString().padStart(12)}  ${r.namedCost.toFixed(2)}x / ${r.anyCost.toFixed(2)}x`);
  }
}
