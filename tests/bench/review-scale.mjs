// review-scale.mjs — how Fairy-Stockfish's centipawns turn into expected scores in each game, fitted
// on games people played: the curve the board's review grades moves by (web-demo/src/expected-score.js).
//
//   node tests/bench/review-scale.mjs GAME PATH... [--games 600] [--every 5] [--depth 10] [--seed 1]
//
// GAME is xiangqi, janggi or makruk; the PATHs are files of records of that game with results
// (PGN, GIB, any format readRecords reads) or folders of them. From `--games` of their decided or
// drawn games (chosen by `--seed`), every `--every`th position from ply 10 on (an odd step: both
// sides to move in turn) is searched by Fairy-Stockfish as the review searches (to `--depth`,
// given the start and the moves played, one thread, a fresh search), and its score for the side
// to move (mates left out) paired with what that side scored in the game (1, 1/2, 0). The scale k
// of `1 / (1 + e^(-k cp))` is then fitted by maximum likelihood, with its spread over the games
// resampled; printed with lichess's chess scale beside it.
// Fairy-Stockfish is GPL: run here as an oracle, never linked nor shipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { init, Game } from '../../bindings/index.js';
import { readRecords } from '../../bindings/records/index.js';
import { Fsf, findFsf } from './fsf.mjs';

const LICHESS_K = 0.00368208;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(args.splice(at, 2)[1]);
};
const GAMES = option('games', 600), EVERY = option('every', 5), DEPTH = option('depth', 10), SEED = option('seed', 1);
const [game, ...paths] = args;
if (!['xiangqi', 'janggi', 'makruk'].includes(game) || !paths.length) {
  console.error('usage: node tests/bench/review-scale.mjs xiangqi|janggi|makruk PATH... [--games N] [--every N] [--depth N] [--seed N]');
  process.exit(2);
}
const fsf = findFsf({ install: false });
if (!fsf) {
  console.error('fairy-stockfish is not installed (apt-get install fairy-stockfish)');
  process.exit(2);
}
await init();

/** The first player's score in each result read (others, '*', leave the game out). */
const FIRST_SCORES = { '1-0': 1, '0-1': 0, '1/2-1/2': 0.5 };

// the files, a folder's in name order (the order a seed's choice depends on)
const files = paths.flatMap((p) => (fs.statSync(p).isDirectory()
  ? fs.readdirSync(p, { recursive: true }).sort().map((f) => path.join(p, f)).filter((f) => fs.statSync(f).isFile())
  : [p]));
// the records of the game with a result and at least 20 plies
const played = [];
for (const file of files) {
  for (const record of readRecords(fs.readFileSync(file))) {
    if (record.error || !record.profile?.startsWith(`${game}/`) || !(record.result in FIRST_SCORES) || record.moves.length < 20) continue;
    played.push({ fen: record.fen, moves: record.moves.map((m) => m.uci), first: FIRST_SCORES[record.result], profile: record.profile });
  }
}
// a seeded shuffle (xorshift), so that a run is repeated by its seed
let state = SEED >>> 0 || 1;
const random = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state / 2 ** 32; };
for (let i = played.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [played[i], played[j]] = [played[j], played[i]];
}
const chosen = played.slice(0, GAMES);

// the positions: from ply 10, every EVERY-th, with the side to move's score in the game
const positions = [];
for (const [index, g] of chosen.entries()) {
  const firstToMove = new Game(g.profile, g.fen).turn === 'white'; // the first player's side, in every game
  for (let ply = 10; ply < g.moves.length; ply += EVERY) {
    const firstMoves = (ply % 2 === 0) === firstToMove;
    positions.push({ game: index, fen: g.fen, moves: g.moves.slice(0, ply), score: firstMoves ? g.first : 1 - g.first });
  }
}
console.log(`${game}: ${files.length} files, ${played.length} games with a result read, ${chosen.length} chosen, ${positions.length} positions (depth ${DEPTH})`);

// the searches, an engine per core (two at most)
const samples = [];
let done = 0;
const started = performance.now();
async function work(queue) {
  const engine = await Fsf.open(fsf, game);
  for (let p = queue.pop(); p; p = queue.pop()) {
    engine.send('ucinewgame');
    engine.send(`position fen ${p.fen}${p.moves.length ? ` moves ${p.moves.join(' ')}` : ''}`);
    let last = null; // the deepest exact line (an aspiration bound is not the position's score)
    engine.onLine = (line) => { if (line.startsWith('info ') && / pv /.test(line) && !/bound/.test(line)) last = line; };
    const searched = engine.waitFor(/^bestmove/);
    engine.send(`go depth ${DEPTH}`);
    await searched;
    const cp = last && /\bscore cp (-?\d+)/.exec(last);
    if (cp) samples.push({ game: p.game, cp: Number(cp[1]), score: p.score });
    if (++done % 500 === 0) console.log(`  ${done} of ${positions.length} searched (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  engine.close();
}
const queue = positions.slice().reverse();
await Promise.all(Array.from({ length: Math.max(1, Math.min(2, os.availableParallelism?.() ?? 2)) }, () => work(queue)));

/** The log-likelihood of `data` under scale k, its first and second derivatives. */
function likelihood(k, data = samples) {
  let value = 0, slope = 0, curve = 0;
  for (const { cp, score } of data) {
    const p = 1 / (1 + Math.exp(-k * cp));
    const q = Math.min(Math.max(p, 1e-12), 1 - 1e-12);
    value += score * Math.log(q) + (1 - score) * Math.log(1 - q);
    slope += (score - p) * cp;
    curve -= p * (1 - p) * cp * cp;
  }
  return { value, slope, curve };
}
/** The k of greatest likelihood: the log-likelihood is concave in k, so its slope falls through
 *  zero once, found by bisection (between 0 and 0.1: a centipawn worth more would be no scale). */
function fit(data) {
  let low = 0, high = 0.1;
  for (let step = 0; step < 60; step++) {
    const k = (low + high) / 2;
    if (likelihood(k, data).slope > 0) low = k;
    else high = k;
  }
  return (low + high) / 2;
}
const k = fit(samples);
// a game's positions are not independent draws: the spread of k is measured by resampling whole
// games (a bootstrap of 200), not from the likelihood's curvature alone
const byGame = new Map();
for (const s of samples) byGame.set(s.game, [...(byGame.get(s.game) ?? []), s]);
const games = [...byGame.values()];
const resampled = Array.from({ length: 200 }, () => fit(Array.from(games, () => games[Math.floor(random() * games.length)]).flat())).sort((a, b) => a - b);
const error = 1 / Math.sqrt(-likelihood(k).curve);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`${samples.length} positions with a centipawn score (mates left out); scored ${mean(samples.map((s) => s.score)).toFixed(3)} on average by the side to move`);
console.log(`fitted k = ${k.toFixed(6)} ± ${error.toFixed(6)} (positions as independent), 95% of games resampled: ${resampled[5].toFixed(6)} to ${resampled[194].toFixed(6)} (lichess's chess: ${LICHESS_K})`);
console.log(`75% expected at ${(Math.log(3) / k).toFixed(0)} cp (chess: ${(Math.log(3) / LICHESS_K).toFixed(0)})`);
console.log(`log-likelihood per position: fitted ${(likelihood(k).value / samples.length).toFixed(4)}, lichess's ${(likelihood(LICHESS_K).value / samples.length).toFixed(4)}`);
console.log(`${((performance.now() - started) / 1000).toFixed(0)} s`);
