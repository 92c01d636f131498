// differential-perturbed.mjs — the differential test (differential.mjs) on positions no game
// reaches: positions of random games (played in ffish, tests/oracle/ffish.mjs) perturbed by one
// to three edits — a piece removed, a piece added on a random empty point, the side to move
// flipped, a piece (a general too) moved to a random empty point — and kept when both engines accept the FEN as legal (ours: validateFen ok; ffish:
// validateFen(fen, variant) > 0 and the side not to move not in check). For each kept position
// the legal-move sets and check must agree; where ffish reports an immediate end (result()), ours
// must end with the same result.
//
//   node tests/differential-perturbed.mjs [positions] [seed]     per standard profile (default 20000)
//   BR_LONG=1 node tests/differential-perturbed.mjs             1,000,000 per profile
//   node tests/differential-perturbed.mjs games [starts] [seed] [clocks]
//                                      random games from perturbed starts (runPerturbedGames)
//
// Prints, per profile: positions compared, how many perturbed FENs each engine refused,
// positions/second, and the first disagreements as FEN + both move lists.
import { init, Game, validateFen } from '../bindings/index.js';
import { loadFfish, randomGames, mulberry32, pick } from './oracle/ffish.mjs';
import { STANDARD, runDifferential } from './differential.mjs';

const LETTERS = {
  xiangqi: ['a', 'b', 'n', 'r', 'c', 'p'],
  janggi: ['a', 'b', 'n', 'r', 'c', 'p'],
  makruk: ['m', 's', 'n', 'r', 'p', 'm~'],
};
const OPTIONAL = new Set(['move-limit', 'repetition', 'perpetual-check', 'perpetual-chase', 'counting']);

/** FEN board field -> array of ranks (top first), each an array of cells ('' empty, 'P', 'm~'). */
function parseBoard(board) {
  return board.split('/').map((rank) => {
    const cells = [];
    for (let i = 0; i < rank.length; i++) {
      const c = rank[i];
      if (c >= '0' && c <= '9') {
        let n = c.charCodeAt(0) - 48;
        if (rank[i + 1] >= '0' && rank[i + 1] <= '9') n = n * 10 + rank.charCodeAt(++i) - 48;
        for (let k = 0; k < n; k++) cells.push('');
      } else if (rank[i + 1] === '~') {
        cells.push(c + '~');
        i++;
      } else {
        cells.push(c);
      }
    }
    return cells;
  });
}

function writeBoard(ranks) {
  return ranks.map((cells) => {
    let out = '', empty = 0;
    for (const c of cells) {
      if (!c) { empty++; continue; }
      if (empty) out += empty, empty = 0;
      out += c;
    }
    return empty ? out + empty : out;
  }).join('/');
}

/**
 * One to three random edits of a FEN. The clock fields are reset ("- - 0 <move>"): the move
 * limits and counting are history, not position, and the plain differential covers them.
 */
export function perturb(fen, variant, rng) {
  const [board, side, , , , fullmove = '1'] = fen.split(' ');
  const ranks = parseBoard(board);
  let turn = side === 'b' ? 'b' : 'w';
  const edits = [];
  for (let k = 1 + pick(rng, 3); k > 0; k--) {
    const what = pick(rng, 4);
    const cells = [];
    ranks.forEach((row, r) => row.forEach((c, f) => cells.push([r, f, c])));
    if (what === 0) { // remove a piece other than a general
      const pieces = cells.filter(([, , c]) => c && c[0].toLowerCase() !== 'k');
      if (!pieces.length) continue;
      const [r, f, c] = pieces[pick(rng, pieces.length)];
      ranks[r][f] = '';
      edits.push(`-${c}@${f},${r}`);
    } else if (what === 1) { // add a piece on an empty point
      const empty = cells.filter(([, , c]) => !c);
      if (!empty.length) continue;
      const [r, f] = empty[pick(rng, empty.length)];
      const letters = LETTERS[variant];
      let c = letters[pick(rng, letters.length)];
      if (rng() < 0.5) c = c.toUpperCase();
      ranks[r][f] = c;
      edits.push(`+${c}@${f},${r}`);
    } else if (what === 2) {
      turn = turn === 'w' ? 'b' : 'w';
      edits.push('side');
    } else { // both at once: a piece (generals too) removed and put on an empty point
      const pieces = cells.filter(([, , c]) => c);
      const empty = cells.filter(([, , c]) => !c);
      if (!pieces.length || !empty.length) continue;
      const [r, f, c] = pieces[pick(rng, pieces.length)];
      const [r2, f2] = empty[pick(rng, empty.length)];
      ranks[r][f] = '';
      ranks[r2][f2] = c;
      edits.push(`${c}@${f},${r}->${f2},${r2}`);
    }
  }
  return { fen: `${writeBoard(ranks)} ${turn} - - 0 ${fullmove}`, edits };
}

/** ffish prints why it refuses a FEN (and warnings such as adjacent kings) on stdout/stderr. */
function quietly(fn) {
  const out = process.stdout.write, err = process.stderr.write;
  process.stdout.write = process.stderr.write = () => true;
  try {
    return fn();
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

/** Which engine refuses a FEN as a start: 'ours', 'theirs', 'both', or null (both accept it).
 *  ffish's test adds that the side not to move is not in check (`board`: a scratch ffish board). */
function refusedBy(profile, variant, fen, ff, board) {
  const ours = validateFen(profile, fen).ok;
  let theirs = quietly(() => ff.validateFen(fen, variant)) > 0;
  if (theirs) {
    const [b, side, ...rest] = fen.split(' ');
    const flipped = [b, side === 'w' ? 'b' : 'w', ...rest].join(' ');
    theirs = quietly(() => { board.setFen(flipped); return !board.isCheck(); });
  }
  if (ours && theirs) return null;
  return !ours && !theirs ? 'both' : !ours ? 'ours' : 'theirs';
}

/**
 * Random games from `starts` perturbed positions of `variant` (each taken as a FEN start, its
 * no-capture count drawn below `clocks`), compared at every ply as runDifferential compares
 * games from the start: legal moves, check, outcomes, and what history decides (makruk's count,
 * the move limits, optional ends) from a FEN that says nothing of the history before it.
 * Returns { profile, starts, positions, counted, optional: { agree, total }, disagreements, seconds }.
 */
export async function runPerturbedGames({ profile, variant, starts = 100, gamesPerStart = 3, maxPlies = 120, clocks = 0, seed = 1, maxReports = 3 }) {
  await init();
  const ff = await loadFfish();
  const rng = mulberry32(seed ^ 0x5bd1e995);
  const started = performance.now();
  const board = new ff.Board(variant);
  const out = { profile, starts: 0, positions: 0, counted: 0, optional: { agree: 0, total: 0 }, disagreements: [] };
  try {
    outer:
    for (let round = 0; ; round++) {
      // capture-heavy games, so that starts thin out to endings too; one start from every few plies
      for (const r of randomGames({ variant, seed: seed + round * 7919, games: 20, maxPlies: 200, captureBias: 0.5 })) {
        if (out.starts >= starts) break outer;
        if (rng() < 0.8) continue;
        const fields = perturb(r.fen, variant, rng).fen.split(' ');
        if (clocks) fields[4] = String(pick(rng, clocks));
        const fen = fields.join(' ');
        if (refusedBy(profile, variant, fen, ff, board)) continue;
        out.starts++;
        const d = await runDifferential({ profile, variant, fen, games: gamesPerStart, maxPlies, seed: out.starts, captureBias: 0.3, maxReports });
        out.positions += d.positions;
        out.counted += d.counted;
        out.optional.agree += d.optional.agree;
        out.optional.total += d.optional.total;
        for (const x of d.disagreements) if (out.disagreements.length < maxReports) out.disagreements.push(x);
      }
    }
  } finally {
    board.delete();
  }
  return { ...out, seconds: (performance.now() - started) / 1000 };
}

/**
 * Compares `positions` perturbed positions of `variant` under `profile`.
 * Returns { profile, compared, tried, refused: { ours, theirs, both }, immediate, optional, disagreements, seconds }.
 */
export async function runPerturbed({ profile, variant, positions = 20000, seed = 1, maxPlies = 150, maxReports = 3 }) {
  await init();
  const ff = await loadFfish();
  const rng = mulberry32(seed ^ 0x9e3779b9);
  const started = performance.now();
  const board = new ff.Board(variant);
  const disagreements = [];
  const refused = { ours: 0, theirs: 0, both: 0 };
  let compared = 0, tried = 0, immediate = 0, optional = 0;
  const report = (d) => { if (disagreements.length < maxReports) disagreements.push(d); };
  try {
    // games are played until enough positions were compared; every ply gives one candidate
    outer:
    for (let round = 0; ; round++) {
      for (const r of randomGames({ variant, seed: seed + round * 7919, games: 50, maxPlies })) {
        if (compared >= positions) break outer;
        const { fen, edits } = perturb(r.fen, variant, rng);
        tried++;
        const refuser = refusedBy(profile, variant, fen, ff, board);
        if (refuser) {
          refused[refuser]++;
          continue;
        }
        quietly(() => board.setFen(fen));
        const theirLegal = board.legalMoves().split(' ').filter(Boolean).sort();
        const theirCheck = board.isCheck();
        const theirResult = board.result();
        const g = new Game(profile, fen);
        const outcome = g.outcome();
        compared++;
        const base = { from: r.fen, edits: edits.join(' '), fen };
        if (theirResult !== '*') { // an end ffish applies at once: the same result here
          immediate++;
          if (!outcome.over || outcome.result !== theirResult || OPTIONAL.has(outcome.reason)) {
            report({ ...base, what: 'immediate outcome', ours: `${outcome.result} ${outcome.reason}`, theirs: theirResult });
          }
          g.free();
          continue;
        }
        if (outcome.over) {
          // Optional ends (RULES §3.6) are history, not position (a janggi material count ends a
          // repetition); a FEN without counting fields starts no makruk count, as in ffish.
          if (OPTIONAL.has(outcome.reason) || outcome.reason === 'material-count') optional++, compared--;
          else report({ ...base, what: 'outcome', ours: `${outcome.result} ${outcome.reason}`, theirs: '*', theirMoves: theirLegal.join(' ') });
          g.free();
          continue;
        }
        const ourLegal = g.moves().map((m) => m.uci).sort();
        if (ourLegal.length !== theirLegal.length || ourLegal.some((m, i) => m !== theirLegal[i])) {
          const mine = new Set(ourLegal), their = new Set(theirLegal);
          report({
            ...base, what: 'legal moves',
            extra: ourLegal.filter((m) => !their.has(m)).join(' ') || '-',
            missing: theirLegal.filter((m) => !mine.has(m)).join(' ') || '-',
            ourMoves: ourLegal.join(' '), theirMoves: theirLegal.join(' '),
          });
        }
        if (g.inCheck() !== theirCheck) report({ ...base, what: 'check', ours: g.inCheck(), theirs: theirCheck });
        g.free();
      }
    }
  } finally {
    board.delete();
  }
  const seconds = (performance.now() - started) / 1000;
  return { profile, compared, tried, refused, immediate, optional, disagreements, seconds };
}

// Command line
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === 'games') {
  const [starts = 1000, seed = 1, clocks = 0] = process.argv.slice(3).map(Number);
  let failed = false;
  for (const [profile, variant] of STANDARD) {
    if (process.env.BR_PROFILE && process.env.BR_PROFILE !== profile) continue;
    const r = await runPerturbedGames({ profile, variant, starts, seed, clocks });
    console.log(`${profile}: ${r.starts} starts, ${r.positions} positions (${r.counted} counted), optional ends agreeing ` +
      `with result(true): ${r.optional.agree}/${r.optional.total}, ${r.seconds.toFixed(1)} s; disagreements: ${r.disagreements.length}`);
    for (const d of r.disagreements) console.log('  ', JSON.stringify(d));
    failed ||= r.disagreements.length > 0 || r.optional.agree !== r.optional.total;
  }
  process.exit(failed ? 1 : 0);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const positions = process.env.BR_LONG ? 1000000 : Number(process.argv[2] ?? 20000);
  const seed = Number(process.argv[3] ?? 1);
  const only = process.env.BR_PROFILE; // e.g. BR_PROFILE=janggi/standard
  let failed = false;
  for (const [profile, variant] of STANDARD) {
    if (only && only !== profile) continue;
    const r = await runPerturbed({ profile, variant, positions, seed });
    console.log(`${profile}: ${r.compared} perturbed positions compared (${r.immediate} immediate ends, ${r.optional} optional ends ` +
      `not compared) of ${r.tried} tried; ` +
      `refused by ours only ${r.refused.ours}, by ffish only ${r.refused.theirs}, by both ${r.refused.both}; ` +
      `${Math.round(r.compared / r.seconds)} positions/s, ${r.seconds.toFixed(1)} s; disagreements: ${r.disagreements.length}`);
    for (const d of r.disagreements) console.log('  ', JSON.stringify(d));
    failed ||= r.disagreements.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
