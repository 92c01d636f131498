// differential.mjs — compares this library with Fairy-Stockfish (ffish, a test-time oracle) on
// random games: the legal-move set, check, and the outcome at every ply.
//
//   node tests/differential.mjs [games] [maxPlies] [seed]     (BR_LONG=1: 100x more games)
//
// Immediate ends (checkmate, stalemate, insufficient material, janggi bikjang and double pass)
// must agree exactly with ffish's result(); an end of ours where result() says '*' must be an
// optional one (a material count in janggi/standard decides its repetitions and move limits). Optional ends (repetition, move limits, counting) are
// compared with result(true) and reported as an agreement rate: the rule book lets the
// standard profiles follow Fairy-Stockfish there "where practical" (RULES §3.6).
import { init, Game } from '../bindings/index.js';
import { loadFfish, randomGames, mulberry32, pick, withBoard } from './oracle/ffish.mjs';

export const STANDARD = [
  ['xiangqi/standard', 'xiangqi'],
  ['janggi/standard', 'janggi'],
  ['makruk/standard', 'makruk'],
];

const OPTIONAL = new Set(['move-limit', 'repetition', 'perpetual-check', 'perpetual-chase', 'counting']);

/**
 * Plays `games` random games of `variant` in ffish, from `fen` or the start, and replays them here.
 * Returns { positions, counted (positions where a makruk count runs), games, disagreements: [first few],
 * optional: { agree, total }, seconds }.
 */
export async function runDifferential({ profile, variant, fen, seed = 1, games = 300, maxPlies = 150, maxReports = 3, captureBias = 0 }) {
  await init();
  await loadFfish();
  const started = performance.now();
  const disagreements = [];
  let positions = 0, counted = 0, optionalAgree = 0, optionalTotal = 0;
  let g = null, gameIndex = -1, skip = false;
  const report = (r, what, ours, theirs) => {
    if (disagreements.length < maxReports) {
      disagreements.push({ what, ...(fen ? { start: fen } : {}), fen: r.fen, moves: r.moves.join(' '), ours, theirs });
    }
  };
  for (const r of randomGames({ variant, fen, seed, games, maxPlies, claim: true, captureBias })) {
    if (r.game !== gameIndex) {
      g?.free();
      g = new Game(profile, fen);
      gameIndex = r.game;
      skip = false;
    } else if (skip) {
      continue;
    } else {
      g.play(r.moves[r.moves.length - 1]);
    }
    positions++;
    const ours = g.outcome();
    if (r.result !== '*') { // an immediate end: exact agreement
      if (!ours.over || ours.result !== r.result || OPTIONAL.has(ours.reason)) {
        report(r, 'immediate outcome', `${ours.result} ${ours.reason}`, r.result);
      }
      skip = true;
      continue;
    }
    if (ours.over) {
      // janggi/standard scores its optional ends (repetition, move limit) by material count too
      if (!OPTIONAL.has(ours.reason) && ours.reason !== 'material-count') {
        report(r, 'outcome', `${ours.result} ${ours.reason}`, r.result);
      } else {
        optionalTotal++;
        if (ours.result === r.resultClaim) optionalAgree++;
      }
      skip = true; // the game has ended here; ffish's list goes on, ours is empty by design
      continue;
    }
    if (r.resultClaim && r.resultClaim !== '*') {
      optionalTotal++; // ffish would end it (optional), we do not
    }
    const legal = g.moves().map((m) => m.uci).sort();
    if (legal.length !== r.legal.length || legal.some((m, i) => m !== r.legal[i])) {
      const theirs = new Set(r.legal), mine = new Set(legal);
      report(r, 'legal moves',
        `extra: ${legal.filter((m) => !theirs.has(m)).join(' ') || '-'}`,
        `missing: ${r.legal.filter((m) => !mine.has(m)).join(' ') || '-'}`);
    }
    if (g.inCheck() !== r.check) report(r, 'check', g.inCheck(), r.check);
    // the FEN as Fairy-Stockfish writes it: clocks, and makruk's count while one runs (limit and
    // ply after the castling field); it writes a promoted met as any met (ours: M~)
    const ourText = g.fen().replace(/~/g, '');
    const ourFen = ourText.split(' '), theirFen = r.fen.split(' ');
    if (ourFen[3] !== '-' || theirFen[3] !== '-') {
      counted++;
      if (ourFen[3] !== theirFen[3] || ourFen[4] !== theirFen[4]) {
        report(r, 'count', `${ourFen[3]} ${ourFen[4]}`, `${theirFen[3]} ${theirFen[4]}`);
      }
    } else if (ourText !== r.fen) {
      report(r, 'fen', ourText, r.fen);
    }
  }
  g?.free();
  return {
    profile, positions, counted, games,
    disagreements,
    optional: { agree: optionalAgree, total: optionalTotal },
    seconds: (performance.now() - started) / 1000,
  };
}

// Command line: prints positions, positions/second and the first disagreements.
if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = process.env.BR_LONG ? 100 : 1;
  const games = Number(process.argv[2] ?? 300) * scale;
  const maxPlies = Number(process.argv[3] ?? 150);
  const seed = Number(process.argv[4] ?? 1);
  let failed = false;
  for (const [profile, variant] of STANDARD) {
    const r = await runDifferential({ profile, variant, games, maxPlies, seed });
    const rate = r.optional.total ? `${r.optional.agree}/${r.optional.total}` : 'none reached';
    console.log(`${profile}: ${r.positions} positions in ${r.games} games, ${Math.round(r.positions / r.seconds)} positions/s, ` +
      `disagreements: ${r.disagreements.length}, optional ends agreeing with result(true): ${rate}`);
    for (const d of r.disagreements) console.log('  ', JSON.stringify(d));
    failed ||= r.disagreements.length > 0;
  }
  process.exit(failed ? 1 : 0);
}

/**
 * Repetition cycles in random sparse xiangqi positions (generals and 3 to 8 other pieces): one
 * move of each side and both moves back, twice, so the start occurs a third time. Compares our
 * outcome() under `profile` with ffish's result(true) there. Returns { compared, agree,
 * disagreements: [first few] }. Random games almost never reach a perpetual check or chase;
 * these cycles do, in a few percent of cases.
 */
export async function runRepetitionCycles({ profile = 'xiangqi/standard', seed = 1, cycles = 1000, maxReports = 5, lead = false }) {
  await init();
  const ff = await loadFfish();
  const rnd = mulberry32(seed);
  const any = (list) => list[pick(rnd, list.length)];
  const back = (uci) => { const [, a, b] = /^([a-i]\d+)([a-i]\d+)$/.exec(uci); return b + a; };
  const disagreements = [];
  let compared = 0, agree = 0;
  for (let tried = 0; compared < cycles && tried < cycles * 100; tried++) {
    const fen = randomSparseXiangqi(rnd);
    let probe;
    try { probe = new Game(profile, fen); } catch { continue; } // an elephant off its points, say
    if (probe.outcome().over) continue;
    // `lead`: a move first, into the cycle's start (the engine judges that move's chases too)
    const before = lead ? any(probe.moves()) : null;
    if (lead && (!before || (probe.play(before.uci), probe.outcome().over))) continue;
    const first = any(probe.moves());
    if (!first || (probe.play(first.uci), probe.outcome().over)) continue;
    const second = any(probe.moves());
    if (!second) continue;
    const cycle = [first.uci, second.uci, back(first.uci), back(second.uci)];
    const moves = [...(before ? [before.uci] : []), ...cycle, ...cycle];
    const g = new Game(profile, fen);
    g.playPastEnd = true; // a side's own repetition rule may end it earlier; the cycle is played out
    try { for (const m of moves) g.play(m); } catch { continue; } // a move back that is not legal
    const theirs = withBoard(ff, 'xiangqi', fen, (b) => { for (const m of moves) b.push(m); return b.result(true); });
    const o = g.outcome();
    compared++;
    if ((o.over ? o.result : '*') === theirs) agree++;
    else if (disagreements.length < maxReports) disagreements.push({ fen, moves: moves.join(' '), ours: `${o.result} ${o.reason}`, theirs });
  }
  return { compared, agree, disagreements };
}

function randomSparseXiangqi(rnd) {
  const board = Array.from({ length: 10 }, () => Array(9).fill(''));
  const put = (piece, rank, file) => !board[rank][file] && (board[rank][file] = piece);
  put('K', 0, 3 + pick(rnd, 3));
  put('k', 9, 3 + pick(rnd, 3));
  const others = 'RRCCNNBBAAPPPrrccnnbbaappp';
  for (let i = 3 + pick(rnd, 6); i > 0; i--) {
    const piece = others[pick(rnd, others.length)];
    for (let t = 0; t < 20 && !put(piece, pick(rnd, 10), pick(rnd, 9)); t++);
  }
  const rows = board.reverse().map((rank) => rank.map((p) => p || '1').join('').replace(/1+/g, (ones) => ones.length));
  return `${rows.join('/')} ${rnd() < 0.5 ? 'w' : 'b'} - - 0 1`;
}
