// archive-ends.mjs — where real games end, by this library and by Fairy-Stockfish (ffish, a
// test-time oracle): for every game of the record files given, the first ply at which each calls
// the game over (ffish claiming every draw it may: result(true)) and the result there.
//
//   node tests/archive-ends.mjs <standard profile> <file|dir>...
//
// Prints the ends that agree by reason and the first of those that do not; exits 1 if any does
// not. Games are replayed past an end (playPastEnd), up to a move either side refuses. The
// archives of the README (Benchmarks and archives) are public repositories: wukong-xiangqi's
// xqdb for xiangqi, POBSIZ/JANGGI_DOT_COM's gibo/ for janggi.
import fs from 'node:fs';
import path from 'node:path';
import { init, Game, profileInfo } from '../bindings/index.js';
import { readRecords } from '../bindings/records/index.js';
import { loadFfish } from './oracle/ffish.mjs';

/** The files of each path, a directory's below it in name order. */
export const filesUnder = (p) => (fs.statSync(p).isDirectory()
  ? fs.readdirSync(p).sort().flatMap((name) => filesUnder(path.join(p, name)))
  : [p]);

/** Compares the ends of every game in `files` under `profile` (a standard profile). */
export async function compareEnds(profile, files, maxReports = 8) {
  await init();
  const ff = await loadFfish();
  const variant = profileInfo(profile).game;
  let games = 0, ended = 0, differ = 0;
  const agree = {}, disagreements = [];
  for (const file of files) {
    let records;
    try { records = readRecords(fs.readFileSync(file), { profile }); } catch (e) {
      console.error(`${file}: not read (${e.code ?? e.message})`); // a zip, say
      continue;
    }
    for (const r of records) {
      if (!r.moves.length) continue;
      games++;
      const g = new Game(profile, r.fen);
      g.playPastEnd = true;
      const board = new ff.Board(variant, r.fen ?? ff.startingFen(variant));
      let ours = null, theirs = null;
      for (let i = 0; i < r.moves.length && !(ours && theirs); i++) {
        try { g.play(r.moves[i].uci); } catch { break; } // the record's own illegal move
        if (!board.push(r.moves[i].uci)) break;
        const o = g.outcome(), t = board.result(true);
        if (!ours && o.over) ours = { ply: i + 1, result: o.result, reason: o.reason };
        if (!theirs && t !== '*') theirs = { ply: i + 1, result: t };
      }
      board.delete();
      g.free();
      if (!ours && !theirs) continue;
      ended++;
      if (ours && theirs && ours.ply === theirs.ply && ours.result === theirs.result) {
        agree[ours.reason] = (agree[ours.reason] ?? 0) + 1;
      } else if (++differ <= maxReports) {
        disagreements.push({ file, game: r.tags, ours, theirs });
      }
    }
  }
  return { games, ended, differ, agree, disagreements };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [profile, ...inputs] = process.argv.slice(2);
  if (!profile || !inputs.length) {
    console.error('usage: node tests/archive-ends.mjs <standard profile> <file|dir>...');
    process.exit(2);
  }
  const r = await compareEnds(profile, inputs.flatMap(filesUnder));
  console.log(`${profile}: ${r.games} games, ${r.ended} ended by either, ${r.ended - r.differ} at the same ply with the same result`);
  console.log('  agreeing, by our reason:', JSON.stringify(r.agree));
  for (const d of r.disagreements) console.log('  differ:', JSON.stringify(d));
  process.exit(r.differ ? 1 : 0);
}
