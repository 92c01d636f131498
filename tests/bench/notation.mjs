// notation.mjs — what replaying a game record costs in each notation, against the same record in
// UCI (issue #11: at most 2x). Records are random games of each game (fixed seed), written by our
// writer in every notation; a replay is new Game + play(text) per ply, with { notation } given
// ("named") and without ("any": the core tries the game's notations in turn).
//
//   node tests/bench/notation.mjs [seconds-per-measure]     prints a table; benchNotation() returns it
// Rates are the best of several interleaved rounds: the machine is shared, and the best round is
// the one least disturbed.
import { init, Game, NOTATIONS } from '../../bindings/index.js';
import { rng } from './stats.mjs';

const PROFILES = { xiangqi: 'xiangqi/standard', janggi: 'janggi/standard', makruk: 'makruk/standard' };
const GAMES = 20, PLIES = 150;

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

/** Plies per second replaying every record in one notation. */
function replayRate(game, recs, notation, named, seconds) {
  const options = named ? { notation } : undefined;
  let plies = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (const rec of recs) {
      const g = new Game(PROFILES[game]);
      for (const text of rec[notation]) g.play(text, options);
      plies += rec[notation].length;
      g.free();
    }
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < seconds);
  return plies / elapsed;
}

/** [{ game, notation, named, any, namedCost, anyCost }]: plies/s (best of `rounds`, UCI measured
 *  in the same rounds, interleaved: the machine is shared) and the cost relative to UCI. */
export function benchNotation({ seconds = 0.3, rounds = 5 } = {}) {
  const rows = [];
  for (const game of Object.keys(PROFILES)) {
    const recs = records(game);
    replayRate(game, recs, 'uci', false, seconds); // warm-up
    const best = { uci: 0 };
    for (let round = 0; round < rounds; round++) {
      best.uci = Math.max(best.uci, replayRate(game, recs, 'uci', false, seconds));
      for (const notation of NOTATIONS[game].filter((n) => n !== 'uci')) {
        for (const named of [true, false]) {
          const key = `${notation}/${named}`;
          best[key] = Math.max(best[key] ?? 0, replayRate(game, recs, notation, named, seconds));
        }
      }
    }
    for (const notation of NOTATIONS[game]) {
      const named = notation === 'uci' ? best.uci : best[`${notation}/true`];
      const any = notation === 'uci' ? best.uci : best[`${notation}/false`];
      rows.push({ game, notation, named, any, namedCost: best.uci / named, anyCost: best.uci / any });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await init();
  const seconds = Number(process.argv[2]) || 0.3;
  console.log('game     notation  plies/s named  plies/s any  cost vs UCI (named / any)');
  for (const r of benchNotation({ seconds })) {
    console.log(`${r.game.padEnd(8)} ${r.notation.padEnd(9)} ${Math.round(r.named).toString().padStart(13)} ${Math.round(r.any).toString().padStart(12)}  ${r.namedCost.toFixed(2)}x / ${r.anyCost.toFixed(2)}x`);
  }
}
