// test.mjs — `npm test`: installs what is missing, builds, then runs every suite and ends with a
// summary line "N passed, M failed" summed over the suites (exit 1 if anything failed).
//
//   node scripts/test.mjs [--quick]
//     --quick   skip the slow (depth 5) perft rows, native (ctest -LE slow) and wasm (BR_QUICK=1)
//
// Suites: ctest (native C tests), uvu (tests/js/*.test.js). Add a suite to SUITES below: a
// function returning { passed, failed, skipped }.
//
// The browser tests need Debian's chromium: it is installed like emscripten (apt-get, as root);
// where it cannot be, the run fails and names the command to run. Under CI=true a skipped test
// counts as a failure, so that a missing tool can never pass as green.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { JOBS, ROOT, buildNative, buildWasm, ensureNodeModules, ensureTools, log } from './build.mjs';
import { writePackageFiles } from './package-files.mjs';

const ANSI = /\x1b\[[0-9;]*m/g;

/** Runs a command with its output streamed (each line after `tag`, if given: commands run side
 *  by side); resolves to { status, output } (output captured, untagged). */
function stream(cmd, args, env = {}, tag = '') {
  log(`${tag ? `${tag} ` : ''}$ ${[cmd, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env } });
    const out = tagged(tag, (t) => process.stdout.write(t));
    const err = tagged(tag, (t) => process.stderr.write(t));
    let output = '';
    child.stdout.on('data', (d) => { output += d; out.data(d); });
    child.stderr.on('data', (d) => { output += d; err.data(d); });
    child.on('error', (e) => { output += `\n${e.message}\n`; resolve({ status: -1, output }); });
    child.on('close', (status) => { out.end(); err.end(); resolve({ status, output }); });
  });
}

/** Writes a child's output as it comes, or a line at a time after `tag` if there is one. */
function tagged(tag, write) {
  if (!tag) return { data: write, end() {} };
  let pending = '';
  return {
    data(d) {
      pending += d;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) write(`${tag} ${line}\n`);
    },
    end() { if (pending) write(`${tag} ${pending}\n`); pending = ''; },
  };
}

async function ctest(quick) {
  const args = ['--test-dir', 'build', '--output-on-failure', '--parallel', JOBS];
  if (quick) args.push('-LE', 'slow');
  const { status, output } = await stream('ctest', args);
  const m = /(\d+)% tests passed, (\d+) tests? failed out of (\d+)/.exec(output);
  if (!m) return { passed: 0, failed: 1, skipped: 0, note: `no ctest summary (exit ${status})` };
  const failed = Number(m[2]);
  const total = Number(m[3]);
  // A non-zero exit with no failed test (e.g. no tests found) still counts as a failure.
  return { passed: total - failed, failed: failed || (status !== 0 ? 1 : 0), skipped: 0 };
}

// The uvu suite runs as two processes side by side: most of its time is spent waiting on
// children (chromium, CLI workers, Fairy-Stockfish), so two shards keep both cores busy. The
// browser tests and the CLI's archive tests, the two longest files, form a shard of their own.
const LONGEST_FILES = '^(demo\\.browser|cli-stream)\\.test\\.js$';
const UVU_SHARDS = [
  ['\\.test\\.js$', ['-i', LONGEST_FILES]],
  [LONGEST_FILES, []],
];

/** Runs one uvu shard; resolves to { status, output }. */
function uvuShard(index, [pattern, extra], env) {
  return stream(process.execPath, ['node_modules/uvu/bin.js', 'tests/js', pattern, ...extra], env,
    `[uvu ${index + 1}/${UVU_SHARDS.length}]`);
}

/** Reads one shard's uvu summary; a shard with none counts as one failure. */
function uvuSummary({ status, output }) {
  const text = output.replace(ANSI, '');
  const total = /Total:\s+(\d+)/.exec(text);
  const passed = /Passed:\s+(\d+)/.exec(text);
  const skipped = /Skipped:\s+(\d+)/.exec(text);
  if (!total || !passed) return { passed: 0, failed: 1, skipped: 0, note: `no uvu summary (exit ${status})` };
  // A shard that matched no file (a test file renamed) must not pass as green.
  if (Number(total[1]) === 0) return { passed: 0, failed: 1, skipped: 0, note: 'a uvu shard ran no test' };
  const failed = Number(total[1]) - Number(passed[1]);
  return { passed: Number(passed[1]), failed: failed || (status !== 0 ? 1 : 0),
           skipped: skipped ? Number(skipped[1]) : 0 };
}

async function uvu(quick) {
  const env = quick ? { BR_QUICK: '1' } : {};
  const shards = await Promise.all(UVU_SHARDS.map((shard, i) => uvuShard(i, shard, env)));
  const sum = { passed: 0, failed: 0, skipped: 0 };
  const notes = [];
  for (const r of shards.map(uvuSummary)) {
    sum.passed += r.passed;
    sum.failed += r.failed;
    sum.skipped += r.skipped;
    if (r.note) notes.push(r.note);
  }
  return notes.length ? { ...sum, note: notes.join('; ') } : sum;
}

/** Makes sure the browser the tests drive is there (CHROMIUM overrides /usr/bin/chromium). */
function ensureBrowser() {
  const custom = process.env.CHROMIUM;
  if (custom) {
    if (!fs.existsSync(custom)) throw new Error(`CHROMIUM=${custom} does not exist: unset it, or apt-get install -y chromium`);
    return;
  }
  ensureTools(['chromium']); // apt-get install chromium as root; else throws naming the command
}

const SUITES = [
  ['ctest', ({ quick }) => ctest(quick)],
  ['uvu', ({ quick }) => uvu(quick)],
];

async function main(args) {
  const quick = args.includes('--quick');
  ensureNodeModules();
  ensureTools(['zip']); // the archives the CLI's zip tests make (Info-ZIP's writer)
  buildNative();
  const wasm = buildWasm();
  writePackageFiles(); // boardrules/inline and the .d.cts, as `npm run build` writes them
  let browserProblem = null;
  try {
    ensureBrowser();
  } catch (e) {
    browserProblem = e.message;
    log(`browser tests cannot run: ${e.message}`);
  }
  log(`bindings/boardrules.wasm: ${wasm.bytes} bytes (gzip ${wasm.gzip}), imports: ${wasm.imports.join(', ') || 'none'}`);
  const results = [];
  for (const [name, run] of SUITES) {
    log(`suite ${name}`);
    let r;
    try {
      r = await run({ quick });
    } catch (e) {
      r = { passed: 0, failed: 1, skipped: 0, note: e.message };
    }
    if (process.env.CI === 'true' && !quick && r.skipped) { // --quick skips on purpose
      r = { ...r, failed: r.failed + r.skipped, note: `${r.skipped} skipped under CI=true${r.note ? `; ${r.note}` : ''}` };
    }
    results.push([name, r]);
  }
  // No browser: its tests were skipped; that is a failure that says what to install.
  if (browserProblem) results.push(['chromium', { passed: 0, failed: 1, skipped: 0, note: browserProblem }]);
  let passed = 0;
  let failed = 0;
  for (const [name, r] of results) {
    log(`${name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}` +
        `${r.note ? ` (${r.note})` : ''}`);
    passed += r.passed;
    failed += r.failed;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code), (e) => {
  log(`error: ${e.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
