// cli.mjs — the CLI at archive scale: `boardrules validate` on JSON lines of random UCI games
// against the package's own play() replay loop (one thread, same records, in process), the
// --jobs speed-up, and peak RSS for an input 8x larger (flat memory); then the same games once
// as JSON lines of WXF moves and as a PGN record file of WXF moves (record files are split and
// read by readRecords: the archive path of real collections), and as Chinese moves in GBK, in one
// file and in a folder of one-game files.
// The input is 100k records (~5M plies: 20k random games, 5 times over; generating 100k takes
// ~15 s and a game replayed again costs the same): a CLI run pays fixed costs (worker start,
// module load, JIT and wasm warm-up per worker: ~0.25 s of CPU per worker, measured on a 400-record
// input and printed) that an archive amortizes and a 1M-ply input does not.
//
//   node tests/bench/cli.mjs [--quick]      (also run by scripts/bench.mjs)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, Game } from '../../bindings/index.js';
import { randomRecords } from '../js/support/cli-games.mjs';
import { median, si, fmtRatio, ratio } from './stats.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');
const PROFILE = 'xiangqi/standard';

/** One CLI run over a file: its --pipe summary (stdout discarded, as a map step's consumer would). */
function validate(file, jobs) {
  const r = spawnSync(process.execPath, [CLI, 'validate', PROFILE, file, '--pipe', '--jobs', String(jobs)],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0) throw new Error(`validate --jobs ${jobs} exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stderr.trim().split('\n').pop()).summary;
}

/** The play() loop: the same records replayed in this thread; plies/s of wall and of CPU time. */
function playLoop(records) {
  const t0 = performance.now(), cpu0 = process.cpuUsage();
  let plies = 0;
  for (const moves of records) {
    const g = new Game(PROFILE);
    for (const m of moves) g.play(m);
    g.outcome();
    g.free();
    plies += moves.length;
  }
  const cpu = process.cpuUsage(cpu0);
  return { wall: plies / ((performance.now() - t0) / 1000), cpu: plies / ((cpu.user + cpu.system) / 1e6) };
}

/** A CLI summary's plies/s of wall and of CPU time. */
const rates = (s) => ({ wall: s.pliesPerSecond, cpu: s.plies / s.cpuSeconds, cpuSeconds: s.cpuSeconds });

const REPEAT = 5; // the generated games, this many times over (see the top)

export async function benchCli({ quick = false, reps = quick ? 2 : 3, log = () => {} } = {}) {
  await init();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-bench-cli-'));
  try {
    const { lines: games } = randomRecords({ count: quick ? 4000 : 20000, seed: 15, minPlies: 20, maxPlies: 80 });
    const lines = Array.from({ length: REPEAT }, () => games).flat();
    const file = path.join(tmp, 'games.jsonl');
    fs.writeFileSync(file, `${lines.join('\n')}\n`);
    const records = lines.map((l) => JSON.parse(l).moves);
    // the fixed costs of a run: a 400-record input (a few batches, so the workers start)
    const few = path.join(tmp, 'few.jsonl');
    fs.writeFileSync(few, `${games.slice(0, 400).join('\n')}\n`);
    log(`cli: ${lines.length} records, ${reps} repetitions`);
    const loop = [], one = [], two = [], fixed1 = [], fixed2 = [];
    for (let i = 0; i < reps; i++) { // interleaved: the machine may be shared
      loop.push(playLoop(records));
      one.push(rates(validate(file, 1)));
      two.push(rates(validate(file, 2)));
      fixed1.push(validate(few, 1).cpuSeconds);
      fixed2.push(validate(few, 2).cpuSeconds);
    }
    // the same records as JSON lines of WXF moves (written by `convert --notation wxf`): notation
    // records against UCI ones
    const wxf = path.join(tmp, 'games-wxf.jsonl');
    const once = path.join(tmp, 'games-once.jsonl');
    fs.writeFileSync(once, `${games.join('\n')}\n`);
    const conv = spawnSync(process.execPath, [CLI, 'convert', PROFILE, once, '--notation', 'wxf', '--jobs', '2'],
      { stdio: ['ignore', fs.openSync(wxf, 'w'), 'pipe'], encoding: 'utf8' });
    if (conv.status !== 0) throw new Error(`convert exited ${conv.status}: ${conv.stderr}`);
    // and as a PGN record file of WXF moves (`convert --to pgn`): tags, move numbers, a result
    const pgn = path.join(tmp, 'games-wxf.pgn');
    const toPgn = spawnSync(process.execPath, [CLI, 'convert', PROFILE, once, '--to', 'pgn', '--notation', 'wxf', '--jobs', '2'],
      { stdio: ['ignore', fs.openSync(pgn, 'w'), 'pipe'], encoding: 'utf8' });
    if (toPgn.status !== 0) throw new Error(`convert --to pgn exited ${toPgn.status}: ${toPgn.stderr}`);
    // and as archives of Chinese moves in GBK: one file, and a folder of one-game files (the
    // reading thread opens each and tells its encoding: archives such as the Chinese Chess
    // Practical Dataset are folders of one-game files)
    const { chineseFile, folder } = gbkArchives(tmp, once);
    const wxfRuns = [], pgnRuns = [], gbkRuns = [], folderRuns = [];
    for (let i = 0; i < reps; i++) { // interleaved: the machine may be shared
      wxfRuns.push(validate(wxf, 1));
      pgnRuns.push(validate(pgn, 1));
      gbkRuns.push(validate(chineseFile, 2));
      folderRuns.push(validate(folder, 2));
    }
    for (const [what, run] of [['the PGN file', pgnRuns[0]], ['the GBK file', gbkRuns[0]], ['the folder', folderRuns[0]]]) {
      if (run.records !== games.length || run.valid !== games.length) throw new Error(`${what} read ${run.records} records, ${run.valid} valid`);
    }
    // memory: N short records, then 8N (each line repeated)
    const short = randomRecords({ count: 5000, seed: 16, minPlies: 1, maxPlies: 8 }).lines.join('\n') + '\n';
    const small = path.join(tmp, 'small.jsonl'), large = path.join(tmp, 'large.jsonl');
    const base = quick ? 5 : 25; // 25k records, then 200k; 125k and 1M without --quick
    fs.writeFileSync(small, short.repeat(base));
    fs.writeFileSync(large, short.repeat(8 * base));
    log(`cli: memory, ${5000 * base} and ${40000 * base} records`);
    const rssSmall = validate(small, 2), rssLarge = validate(large, 2);
    const result = {
      records: lines.length, games: games.length,
      fixedCpuSeconds: { jobs1: median(fixed1), jobs2: median(fixed2) },
      playLoop: median(loop.map((r) => r.wall)), jobs1: median(one.map((r) => r.wall)), jobs2: median(two.map((r) => r.wall)),
      cpu: { playLoop: median(loop.map((r) => r.cpu)), jobs1: median(one.map((r) => r.cpu)),
        // CPU seconds of --jobs 2 over --jobs 1 for the same work: the parallel overhead
        jobs2Overhead: median(two.map((r, i) => r.cpuSeconds / one[i].cpuSeconds)) },
      memory: { small: { records: rssSmall.records, maxRssMB: rssSmall.maxRssMB, recordsPerSecond: rssSmall.recordsPerSecond },
        large: { records: rssLarge.records, maxRssMB: rssLarge.maxRssMB, recordsPerSecond: rssLarge.recordsPerSecond } },
    };
    result.wxf = { pliesPerSecond: median(wxfRuns.map((r) => r.pliesPerSecond)), recordsPerSecond: median(wxfRuns.map((r) => r.recordsPerSecond)) };
    result.pgn = { pliesPerSecond: median(pgnRuns.map((r) => r.pliesPerSecond)), recordsPerSecond: median(pgnRuns.map((r) => r.recordsPerSecond)),
      bytes: fs.statSync(pgn).size };
    result.gbkFile = { recordsPerSecond: median(gbkRuns.map((r) => r.recordsPerSecond)) };
    result.folder = { recordsPerSecond: median(folderRuns.map((r) => r.recordsPerSecond)) };
    result.jobs1VsLoop = ratio(result.jobs1, result.playLoop);
    result.cpu.jobs1VsLoop = ratio(result.cpu.jobs1, result.cpu.playLoop);
    result.speedup = ratio(result.jobs2, result.jobs1);
    const m = result.memory;
    result.text = [
      `CLI validate on JSON lines of UCI games (${lines.length} records of 20-80 plies: ${games.length} random games ${REPEAT} times over), plies/s, medians of ${reps}`,
      `  play() loop in one thread ${si(result.playLoop)}; validate --jobs 1 ${si(result.jobs1)} (${fmtRatio(result.jobs1VsLoop)} of the loop, target >= 0.5x); `
        + `--jobs 2 ${si(result.jobs2)} (${fmtRatio(result.speedup)} of --jobs 1, target >= 1.5x)`,
      `  per CPU second (what a core of its own gives; the machine may be shared): loop ${si(result.cpu.playLoop)}, `
        + `validate --jobs 1 ${si(result.cpu.jobs1)} (${fmtRatio(result.cpu.jobs1VsLoop)}); --jobs 2 spends `
        + `${fmtRatio(result.cpu.jobs2Overhead)} the CPU time of --jobs 1 (on ${os.availableParallelism()} idle cores: at most ${fmtRatio(Math.min(2, os.availableParallelism()) / result.cpu.jobs2Overhead)} speed-up)`,
      `  fixed CPU cost of a run (400 records; worker start, module load, JIT and wasm warm-up): --jobs 1 ${result.fixedCpuSeconds.jobs1.toFixed(2)} s, `
        + `--jobs 2 ${result.fixedCpuSeconds.jobs2.toFixed(2)} s`,
      `  the ${games.length} games once as JSON lines of WXF moves (convert --notation wxf), validate --jobs 1: ${si(result.wxf.pliesPerSecond)} plies/s, ${si(result.wxf.recordsPerSecond)} records/s`,
      `  the same games as a PGN record file of WXF moves (convert --to pgn --notation wxf, ${(result.pgn.bytes / 1e6).toFixed(1)} MB), validate --jobs 1: `
        + `${si(result.pgn.pliesPerSecond)} plies/s, ${si(result.pgn.recordsPerSecond)} records/s (${fmtRatio(ratio(result.pgn.pliesPerSecond, result.wxf.pliesPerSecond))} of the JSON lines)`,
      `  the same games as a PGN file of Chinese moves in GBK (convert --to pgn --notation chinese, iconv), validate --jobs 2: ${si(result.gbkFile.recordsPerSecond)} records/s; `
        + `as a folder of ${games.length} one-game files: ${si(result.folder.recordsPerSecond)} records/s (${fmtRatio(ratio(result.folder.recordsPerSecond, result.gbkFile.recordsPerSecond))} of the one file)`,
      `  peak RSS, --jobs 2: ${m.small.records} records ${m.small.maxRssMB} MB, ${m.large.records} records ${m.large.maxRssMB} MB `
        + `(+${m.large.maxRssMB - m.small.maxRssMB} MB for 8x the input, target < 30 MB); ${si(m.large.recordsPerSecond)} records/s`,
    ].join('\n');
    return result;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The games of a JSON lines file as PGN of Chinese moves in GBK: one file, and a folder of
 *  one file a game (cut before each game's first tag). */
function gbkArchives(tmp, jsonl) {
  const utf8 = spawnSync(process.execPath, [CLI, 'convert', PROFILE, jsonl, '--to', 'pgn', '--notation', 'chinese', '--jobs', '2'], { maxBuffer: 1 << 30 });
  if (utf8.status !== 0) throw new Error(`convert --notation chinese exited ${utf8.status}: ${utf8.stderr}`);
  const gbk = spawnSync('iconv', ['-f', 'UTF-8', '-t', 'GBK'], { input: utf8.stdout, maxBuffer: 1 << 30 });
  if (gbk.status !== 0) throw new Error(`iconv exited ${gbk.status}: ${gbk.stderr}`);
  const chineseFile = path.join(tmp, 'games-chinese-gbk.pgn'), folder = path.join(tmp, 'games-chinese-gbk');
  fs.writeFileSync(chineseFile, gbk.stdout);
  fs.mkdirSync(folder);
  const starts = [];
  for (let at = 0; at >= 0; at = gbk.stdout.indexOf('\n\n[Event ', at + 1)) starts.push(at && at + 2);
  starts.forEach((from, i) => fs.writeFileSync(path.join(folder, `${String(i).padStart(6, '0')}.pgn`), gbk.stdout.subarray(from, starts[i + 1])));
  return { chineseFile, folder };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await benchCli({ quick: process.argv.includes('--quick'), log: (t) => process.stderr.write(`${t}\n`) });
  console.log(r.text);
}
