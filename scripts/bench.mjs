// bench.mjs — `npm run bench`: speed, start-up, size and memory of boardrules against
// Fairy-Stockfish (the native engine, `fairy-stockfish`), ffish (its wasm build, npm) and, for
// xiangqi perft, Pikafish (native, the fastest xiangqi generator), all GPL and used here only as
// yardsticks. Prints a table of medians and ratios and writes tests/artifacts/bench.json.
//
//   node scripts/bench.mjs [--quick] [--reps N] [--only perft,api,notation,init,size,memory,records,baseline]
//                          [--no-fsf] [--no-pikafish] [--build-pikafish] [--build] [--baseline REV]
//
// baseline: start-up, page bytes, perft and the moves() walk of revision REV of this repository
// (default: 8bb376f of 2026-11-29, before game records and the core's notations) beside the
// working tree's, both measured in this run (tests/bench/baseline.mjs; REV is built once into
// build/baseline-REV/).
//
// Pikafish is used when env PIKAFISH names its binary or when ../shared/anchors/pikafish/build.sh
// has built it (its default place); --build-pikafish runs that script first (~3.5 minutes).
//
// It measures build/brcli and bindings/boardrules.wasm as they are (built if missing; --build
// runs `npm run build`'s steps first). Fairy-Stockfish is installed with apt when missing and
// the user is root; ffish comes from node_modules (npm ci when missing).
//
// Measurements are interleaved (each repetition runs every contender once, in rotating order)
// and summarised by medians, because the machine may be shared and noisy. See tests/bench/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildNative, buildWasm, ensureNodeModules, log } from './build.mjs';
import { findFsf } from '../tests/bench/fsf.mjs';
import { findPikafish } from '../tests/bench/pikafish.mjs';
import { childRuns } from '../tests/bench/spawn.mjs';
import { fmtRatio, kb, median, ratio, si, table } from '../tests/bench/stats.mjs';

function parseArgs(argv) {
  const o = { quick: false, reps: null, only: null, fsf: true, pika: true, buildPika: false, build: false, baseline: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--quick') o.quick = true;
    else if (a === '--reps') o.reps = Number(argv[++i]);
    else if (a === '--only') o.only = new Set(argv[++i].split(','));
    else if (a === '--no-fsf') o.fsf = false;
    else if (a === '--no-pikafish') o.pika = false;
    else if (a === '--build-pikafish') o.buildPika = true;
    else if (a === '--build') o.build = true;
    else if (a === '--baseline') o.baseline = argv[++i];
    else throw new Error(`unknown option ${a} (see the head of scripts/bench.mjs)`);
  }
  o.reps ??= o.quick ? 3 : 5;
  return o;
}

function machineLine() {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /^model name\s*:\s*(.*)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  return { cpu: model.trim(), cores, node: process.version, date: new Date().toISOString(),
    text: `machine: ${model.trim()}, ${cores} cores, node ${process.version}, ${new Date().toISOString()}` };
}

/** One line checking the project's targets against this run (start positions for perft). */
function targetsLine(r) {
  const out = [];
  const mark = (ok) => (ok ? 'ok' : 'MISSED');
  const start = (r.perft ?? []).filter((p) => p.name.endsWith(' start'));
  if (start.length) {
    out.push(`wasm perft >= 1x FSF: ${start.map((p) => `${p.name.split(' ')[0]} ${fmtRatio(p.wasmRatio)}`).join(', ')} ${mark(start.every((p) => p.wasmRatio >= 1))}`);
    out.push(`native >= 2x: ${start.map((p) => fmtRatio(p.nativeRatio)).join(', ')} ${mark(start.every((p) => p.nativeRatio >= 2))}`);
  }
  const pika = (r.perft ?? []).filter((p) => Number.isFinite(p.pika));
  if (pika.length) {
    const list = (k) => pika.map((p) => fmtRatio(p[k])).join(', ');
    out.push(`wasm >= 1x Pikafish: ${list('wasmPikaRatio')} ${mark(pika.every((p) => p.wasmPikaRatio >= 1))}`);
    out.push(`native >= 1.5x Pikafish: ${list('nativePikaRatio')} ${mark(pika.every((p) => p.nativePikaRatio >= 1.5))}`);
  }
  if (r.api) {
    const all = r.api.flatMap((a) => [a.walkObjectsRatio, a.walkRawRatio, a.walkBufferRatio, a.replayRatio]);
    out.push(`JS API >= 10x ffish: min ${fmtRatio(Math.min(...all))} ${mark(all.every((x) => x >= 10))}`);
  }
  if (r.notation) {
    const worst = Math.max(...r.notation.flatMap((n) => [n.namedCost, n.anyCost]).filter(Number.isFinite));
    out.push(`notation replay <= 2x UCI: worst ${fmtRatio(worst)} ${mark(worst <= 2)}`);
  }
  if (r.init) out.push(`start-up >= 50x: ${fmtRatio(r.init.ratio)} ${mark(r.init.ratio >= 50)}`);
  if (r.size) out.push(`page <= 64 KB: ${kb(r.size.oursTotal.raw)} ${mark(r.size.oursTotal.raw <= 64 * 1024)}`);
  if (r.baseline?.rows) {
    const rows = r.baseline.rows;
    out.push(`not slower than ${r.baseline.rev}: ${rows.map((b) => `${b.measure.split(',')[0]} ${fmtRatio(b.change)}`).join(', ')} ` +
      `${rows.every((b) => !b.slower) ? 'ok' : `MISSED (${rows.filter((b) => b.slower).map((b) => b.measure).join('; ')})`}`);
  }
  return `targets: ${out.join(' | ')}`;
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const want = (s) => !o.only || o.only.has(s);
  const machine = machineLine();
  ensureNodeModules(); // ffish and esbuild
  if (o.build || !fs.existsSync(path.join(ROOT, 'build', 'brcli'))) buildNative();
  if (o.build || !fs.existsSync(path.join(ROOT, 'bindings', 'boardrules.wasm'))) buildWasm();
  (await import('./package-files.mjs')).writePackageFiles(); // the Node pre-bundles child.mjs imports
  const fsfPath = o.fsf && want('perft') ? findFsf({ log }) : null;
  const pikaPath = o.pika && want('perft') ? findPikafish({ root: ROOT, build: o.buildPika, log }) : null;
  const { init } = await import('../bindings/index.js');
  const { loadFfish } = await import('../tests/oracle/ffish.mjs');
  await init();
  const ff = await loadFfish();
  const seconds = o.quick ? 0.25 : 0.5;
  const result = { machine, options: { reps: o.reps, quick: o.quick }, fsf: fsfPath, pikafish: pikaPath };
  const lines = [machine.text];

  if (want('perft')) {
    const { benchPerft } = await import('../tests/bench/perft.mjs');
    log(`perft: ${o.reps} repetitions, ${fsfPath ? `Fairy-Stockfish ${fsfPath}` : 'no Fairy-Stockfish'}, ` +
      `${pikaPath ? `Pikafish ${pikaPath}` : 'no Pikafish'}`);
    result.perft = await benchPerft({ root: ROOT, fsfPath, pikaPath, reps: o.reps, minSeconds: seconds, log });
    lines.push('', 'perft (bulk counting, 1 thread), nodes/s, medians of ' + o.reps +
      '; Pikafish (xiangqi only): ' + (pikaPath ? 'native, built as the README says (Benchmarks)' :
        'ABSENT (set PIKAFISH=<binary> or run with --build-pikafish)'),
      table([['position', 'depth', 'ours wasm', 'ours native', 'FSF native', 'Pikafish', 'wasm/FSF',
        'native/FSF', 'wasm/Pika', 'native/Pika'],
        ...result.perft.map((r) => [r.name, r.depth, si(r.wasm), si(r.native), si(r.fsf), si(r.pika),
          fmtRatio(r.wasmRatio), fmtRatio(r.nativeRatio), fmtRatio(r.wasmPikaRatio),
          fmtRatio(r.nativePikaRatio)])]));
  }

  if (want('api')) {
    const { benchApi } = await import('../tests/bench/api.mjs');
    log('api: random walks and replays');
    result.api = benchApi({ ff, reps: o.reps, seconds, log });
    lines.push('', 'JS API, operations/s (walk: list moves + play a random one or undo 1 in 8; ' +
      'replay: play 200 plies of UCI + outcome each)',
      table([['game', 'walk moves()', 'walk movesRaw()', 'walk movesRaw(buf)', 'walk ffish', 'ratio obj',
        'ratio raw', 'ratio buf', 'replay ours', 'replay ffish', 'ratio'],
      ...result.api.map((r) => [r.game, si(r.walkObjects), si(r.walkRaw), si(r.walkBuffer), si(r.walkFfish),
        fmtRatio(r.walkObjectsRatio), fmtRatio(r.walkRawRatio), fmtRatio(r.walkBufferRatio), si(r.replayOurs),
        si(r.replayFfish), fmtRatio(r.replayRatio)])]));
  }

  if (want('notation')) {
    const { benchNotation } = await import('../tests/bench/notation.mjs');
    log('notation: replays in every notation against UCI');
    result.notation = benchNotation({ rounds: o.quick ? 7 : 15 });
    lines.push('', 'replaying records in each notation, plies/s and cost vs UCI (medians of paired rounds)',
      table([['game', 'notation', 'named', 'any', 'cost named', 'cost any'],
        ...result.notation.map((r) => [r.game, r.notation, si(r.named), si(r.any),
          fmtRatio(r.namedCost), fmtRatio(r.anyCost)])]));
  }

  if (want('init')) {
    log('init: fresh processes');
    const runs = childRuns((lib) => ['init', lib], o.quick ? 5 : 9);
    const m = (lib, k) => median(runs[lib].map((r) => r[k]));
    result.init = { ours: { ms: m('ours', 'ms'), wall: m('ours', 'wall') },
      ffish: { ms: m('ffish', 'ms'), wall: m('ffish', 'wall') }, runs };
    result.init.ratio = ratio(result.init.ffish.ms, result.init.ours.ms);
    lines.push('', 'start-up: import + init to the first legal-move list (janggi), fresh process, ms',
      table([['', 'ours', 'ffish', 'ffish/ours'],
        ['in process', result.init.ours.ms.toFixed(1), result.init.ffish.ms.toFixed(1), fmtRatio(result.init.ratio)],
        ['whole process (node start-up included)', result.init.ours.wall.toFixed(0), result.init.ffish.wall.toFixed(0),
          fmtRatio(ratio(result.init.ffish.wall, result.init.ours.wall))]]));
  }

  if (want('cli')) { const { benchCli } = await import('../tests/bench/cli.mjs'); result.cli = await benchCli({ quick: o.quick, reps: Math.min(o.reps, 3), log }); lines.push('', result.cli.text); }

  if (want('size')) {
    const { benchSize } = await import('../tests/bench/size.mjs');
    result.size = await benchSize(ROOT);
    const s = result.size;
    lines.push('', 'bytes a page loads',
      table([['file', 'raw', 'gzip'],
        ...s.ours.map((e) => [`ours: ${e.name}`, kb(e.raw), kb(e.gzip)]),
        ['ours: total', kb(s.oursTotal.raw), kb(s.oursTotal.gzip)],
        ...(s.extra ?? []).map((e) => [`ours: ${e.name}`, kb(e.raw), kb(e.gzip)]),
        ...s.theirs.map((e) => [`ffish: ${e.name}`, kb(e.raw), kb(e.gzip)]),
        ['ffish: total', kb(s.theirsTotal.raw), kb(s.theirsTotal.gzip)],
        ['ffish / ours', fmtRatio(ratio(s.theirsTotal.raw, s.oursTotal.raw)),
          fmtRatio(ratio(s.theirsTotal.gzip, s.oursTotal.gzip))]]));
  }

  if (want('memory')) {
    log('memory: 1M API calls per library (ffish capped by time)');
    const cap = o.quick ? 5 : 20;
    const runs = childRuns((lib) => ['memory', lib, '1000000', String(cap)], 1, { nodeArgs: ['--expose-gc'] });
    result.memory = { ours: runs.ours[0], ffish: runs.ffish[0], capSeconds: cap };
    const mb = (b) => `${(b / 1048576).toFixed(1)} MB`;
    const row = (name, r) => [name, r.calls.toLocaleString('en'), `${r.seconds.toFixed(1)} s`,
      mb(r.before.rss), mb(r.after.rss), mb(r.before.wasm), mb(r.after.wasm)];
    lines.push('', 'memory after API calls (cycles of new game, legal moves, play, undo, free/delete; ' +
      `ffish stopped after ${cap} s: its new Board costs ~10 ms)`,
      table([['library', 'calls', 'time', 'RSS before', 'RSS after', 'wasm before', 'wasm after'],
        row('ours', result.memory.ours), row('ffish', result.memory.ffish)]));
  }

  if (want('baseline')) {
    const { benchBaseline } = await import('../tests/bench/baseline.mjs');
    result.baseline = await benchBaseline({ root: ROOT, rev: o.baseline, runs: o.quick ? 5 : 9, seconds, log });
    lines.push('', result.baseline.text);
  }

  if (want('records')) lines.push('', await (await import('../tests/bench/records.mjs')).benchRecordsText(result, { ff, reps: o.reps, seconds, log }));
  lines.push('', targetsLine(result));
  const text = lines.join('\n');
  console.log(text);
  result.text = text;
  const out = path.join(ROOT, 'tests', 'artifacts', 'bench.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(result, null, 1) + '\n');
  log(`wrote ${path.relative(ROOT, out)}`);
}

main().then(() => process.exit(0), (e) => {
  log(`error: ${e.stack ?? e.message}`);
  process.exit(1);
});
