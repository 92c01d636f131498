// Quick self-test of the ffish oracle wrapper: node tests/oracle/ffish-selftest.mjs
import { loadFfish, randomGames, ffishInfo, withBoard, isPassUci } from './ffish.mjs';

const t0 = performance.now();
const ff = await loadFfish();
const t1 = performance.now();
const again = await loadFfish();
console.log(`ffish ${ff.info()} loaded in ${(t1 - t0).toFixed(0)} ms; cached: ${again === ff}`);

for (const variant of ['xiangqi', 'janggi', 'makruk']) {
  const info = ffishInfo(variant);
  console.log(`\n[${variant}] start FEN: ${info.fen}`);
  console.log(`[${variant}] legal at start: ${info.legal.length}`);
  if (variant === 'janggi') {
    const passes = info.legal.filter(isPassUci);
    console.log(`[janggi] 'e2e2' in start list: ${info.legal.includes('e2e2')}; pass-like moves: ${passes.join(' ')}`);
    const after = ffishInfo('janggi', undefined, ['e2e2']);
    console.log(`[janggi] after e2e2: ${after.fen}  (Han pass: ${after.legal.filter(isPassUci).join(' ')})`);
    withBoard(ff, 'janggi', undefined, (b) => {
      console.log(`[janggi] pass in JANGGI notation: ${b.sanMove('e2e2', ff.Notation.JANGGI)}; SAN: ${b.sanMove('e2e2', ff.Notation.SAN)}`);
    });
  }
  if (variant === 'makruk') {
    withBoard(ff, 'makruk', '8/4k3/8/2P5/8/8/8/4K3 w - - 0 1', (b) => {
      const l = b.legalMoves().split(' ').sort();
      const promo = l.filter((m) => m.endsWith('m'));
      console.log(`[makruk] pawn c5 reaching rank 6: ${promo.join(' ')} (SAN ${promo.map((m) => b.sanMove(m, ff.Notation.SAN)).join(' ')}); plain c5c6 legal: ${l.includes('c5c6')}`);
    });
  }
  let plies = 0, records = 0, ended = 0; // every game yields moves+1 records
  const results = {};
  const s = performance.now();
  let last = null;
  for (const r of randomGames({ variant, seed: 12345, games: 20, maxPlies: 150 })) {
    records++;
    if (last && last.game !== r.game) { results[last.result] = (results[last.result] || 0) + 1; if (last.over) ended++; }
    if (r.ply > 0) plies++;
    last = r;
  }
  results[last.result] = (results[last.result] || 0) + 1; if (last.over) ended++;
  const secs = (performance.now() - s) / 1000;
  console.log(`[${variant}] randomGames 20x150: ${records} records, ${plies} plies, ${ended} ended early, results ${JSON.stringify(results)}, ${(plies / secs).toFixed(0)} plies/s (${(records / secs).toFixed(0)} records/s)`);
  // determinism check
  const a = [...randomGames({ variant, seed: 7, games: 2, maxPlies: 40 })].map((r) => r.fen).join('|');
  const b = [...randomGames({ variant, seed: 7, games: 2, maxPlies: 40 })].map((r) => r.fen).join('|');
  console.log(`[${variant}] same seed, same games: ${a === b}`);
}
