// build.mjs — `npm run build`: installs missing tools when it can, then builds the native core
// (CMake: build/) and the WebAssembly module (emcc: bindings/boardrules.wasm).
//
//   node scripts/build.mjs [--native-only|--wasm-only] [--force] [--compare-opt]
//     --force        rebuild the wasm even if it is newer than its sources
//     --compare-opt  also build other optimization splits (and SIMD, LTO variants) to
//                    build/wasm-opt/, print size and speed
//   BR_WASM_OPT=-Oz  another optimization level for the hot files of bindings/boardrules.wasm
//                    (with --force; see HOT_SOURCES)
//
// Other scripts import the steps: ensureTools, ensureNodeModules, buildNative, buildWasm.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WASM_OUT = path.join(ROOT, 'bindings', 'boardrules.wasm');
export const JOBS = String(os.availableParallelism?.() ?? os.cpus().length);

/** A progress line (stderr, so that stdout stays the commands' own output). */
export function log(msg) {
  process.stderr.write(`[boardrules] ${msg}\n`);
}

/** Runs a command, output to the terminal; throws if it fails. */
export function run(cmd, args, opts = {}) {
  log(`$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} failed (exit ${r.status ?? r.signal})`);
  return r;
}

/** Runs a command, capturing its output (also echoed); returns { status, output }. */
export function runCapture(cmd, args, opts = {}) {
  log(`$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20, ...opts });
  if (r.error) throw r.error;
  const output = (r.stdout ?? '') + (r.stderr ?? '');
  process.stdout.write(output);
  return { status: r.status, output };
}

export function which(cmd) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const p = path.join(dir || '.', cmd);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch { /* not here */ }
  }
  return null;
}

const APT_FOR = { emcc: 'emscripten', cmake: 'cmake', cc: 'build-essential' };
let aptUpdated = false;

/** Makes sure the commands exist; installs their Debian packages if missing and we are root. */
export function ensureTools(commands) {
  const missing = commands.filter((c) => !which(c));
  if (missing.length === 0) return;
  const pkgs = [...new Set(missing.map((c) => APT_FOR[c] ?? c))];
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !which('apt-get')) {
    throw new Error(`missing ${missing.join(', ')}: install ${pkgs.join(' ')} ` +
                    `(e.g. sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')})`);
  }
  log(`installing ${pkgs.join(' ')} (missing: ${missing.join(', ')})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) run('apt-get', ['update'], { env });
  aptUpdated = true;
  run('apt-get', ['install', '-y', ...pkgs], { env });
}

/** Runs `npm ci` if the dev dependencies are not installed. */
export function ensureNodeModules() {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const missing = Object.keys(pkg.devDependencies ?? {})
    .filter((name) => !fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json')));
  if (missing.length === 0) return;
  log(`installing node modules (missing: ${missing.join(', ')})`);
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Configures and builds the CMake project in `dir`; returns the number of compiler warnings. */
export function buildNative({ dir = 'build', sanitize = false, werror = false } = {}) {
  ensureTools(['cmake', 'cc']);
  log(`native build in ${dir}/${sanitize ? ' (ASan + UBSan)' : ''}`);
  run('cmake', ['-S', '.', '-B', dir, '-DCMAKE_BUILD_TYPE=Release',
                `-DBR_SANITIZE=${sanitize ? 'ON' : 'OFF'}`, `-DBR_WERROR=${werror ? 'ON' : 'OFF'}`]);
  const r = runCapture('cmake', ['--build', dir, '--parallel', JOBS]);
  if (r.status !== 0) throw new Error('native build failed');
  const warnings = (r.output.match(/warning:/g) ?? []).length;
  log(`native build done, ${warnings} compiler warning(s) in what was compiled now`);
  return warnings;
}

/** The symbols the wasm exports: wasm/exports.txt, checked against wasm/api_wasm.c. */
export function readExports() {
  const listed = fs.readFileSync(path.join(ROOT, 'wasm', 'exports.txt'), 'utf8')
    .split('\n').map((l) => l.replace(/#.*/, '').trim()).filter(Boolean);
  const source = fs.readFileSync(path.join(ROOT, 'wasm', 'api_wasm.c'), 'utf8');
  const defined = [...source.matchAll(/^EXPORT\b[^(;]*?\b(\w+)\s*\(/gm)].map((m) => m[1]);
  const problems = [];
  for (const name of defined) {
    if (!listed.includes(name)) problems.push(`${name} is EXPORT in wasm/api_wasm.c but not in wasm/exports.txt`);
  }
  for (const name of listed) {
    if (!defined.includes(name) && name !== 'malloc' && name !== 'free') {
      problems.push(`${name} is in wasm/exports.txt but is no EXPORT function of wasm/api_wasm.c`);
    }
  }
  if (problems.length) throw new Error(`export list:\n  ${problems.join('\n  ')}`);
  return listed;
}

// Imports the loader (bindings/wasm.js) provides; anything else fails the build (the memory
// growth hook is defined in wasm/api_wasm.c: an import would cost V8 ~2 ms of start-up).
const PROVIDED_IMPORTS = new Set([
  'wasi_snapshot_preview1.proc_exit',
  'wasi_snapshot_preview1.fd_write',
  'wasi_snapshot_preview1.fd_close',
  'wasi_snapshot_preview1.fd_seek',
]);

function newestMtime(files) {
  return Math.max(...files.map((f) => fs.statSync(f).mtimeMs));
}

export function wasmInputs() {
  const inputs = [];
  for (const dir of ['core/src', 'core/include', 'wasm']) {
    for (const f of fs.readdirSync(path.join(ROOT, dir))) {
      if (/\.(c|h|txt)$/.test(f)) inputs.push(path.join(ROOT, dir, f));
    }
  }
  inputs.push(fileURLToPath(import.meta.url));
  return inputs;
}

// The hot path (move generation, legality, make/unmake, and what every play and outcome runs:
// the game, its outcome, chase detection; SAN reading, once per replayed ply) is compiled for
// speed; everything else (FEN, the other notations,
// messages, profiles, tables built once, the exports) for size. -O3 everywhere makes the module
// ~8 KB bigger (inlining into code that runs once per call) and no faster; -Oz everywhere makes
// perft 30-40% slower (--compare-opt).
export const HOT_SOURCES = ['legal.c', 'movegen.c', 'perft.c', 'position.c', 'chase.c', 'game.c', 'outcome.c', 'one_move.c', 'uci_plain.c', 'notation_san.c'];

/**
 * Compiles every core/src/*.c (but unity.c, which the fuzzers use) and wasm/api_wasm.c, each file
 * alone, HOT_SOURCES at `opt` and the others at `coldOpt`, and links them to `out` unless it is
 * newer than every input. Returns { out, bytes, gzip, imports, skipped }.
 */
// lto: the hot files are compiled and linked with -flto, so that the legality test inlines the
// attack tests and counters of position.c and movegen.c as the native LTO build does. Perft in
// node --no-liftoff, instructions (callgrind), without -> with: xiangqi mid 2 d5 357M -> 323M
// (-9.6%), start d4 329M -> 312M, janggi start d4 194M -> 172M, makruk start d4 55M -> 43M;
// +1.2 KB (+161 B gzipped).
export function buildWasm({ opt = process.env.BR_WASM_OPT || '-O3', coldOpt = '-Oz', out = WASM_OUT, force = false, simd = false, lto = true } = {}) {
  const exportsList = readExports();
  if (!force && fs.existsSync(out) && fs.statSync(out).mtimeMs > newestMtime(wasmInputs())) {
    log(`${path.relative(ROOT, out)} is up to date`);
    return { out, skipped: true, ...inspectWasm(out) };
  }
  ensureTools(['emcc']);
  const compileFlags = [
    '-c',
    '-std=c11', // the core is plain C11, as in the native build
    '-mbulk-memory', // memset/memcpy as memory.fill/memory.copy (every current browser, Node 12+)
    '-Wall', '-Wextra', '-Wpedantic', // the same warnings as the native build
    `-I${path.join(ROOT, 'core', 'include')}`, // boardrules.h
    // LLVM 14's LTO sees emmalloc's calloc, specialises it to the size its one caller passes
    // (a game), then folds a later malloc + memset into a new call of it: that block is too
    // small. tables.c built with -flto did so (perft wrong from depth 1, --compare-opt's O3).
    // Not treating calloc as a builtin stops the fold; the shipped module is unchanged by it.
    '-fno-builtin-calloc',
    ...(simd ? ['-msimd128'] : []), // 128-bit SIMD: the compiler may vectorise (see SIMD_OUT)
  ];
  const linkFlags = [
    opt, // wasm-opt's level for the whole module
    '-mbulk-memory', // as the compile flags say: also for the LTO code generated at link time
    '-sSTANDALONE_WASM', // a self-contained wasm: no Emscripten JS glue, WASI-style imports only
    '--no-entry', // a reactor (library) without main(); exports _initialize instead
    '-sMALLOC=emmalloc', // the small allocator (dlmalloc adds several KB)
    '-sALLOW_MEMORY_GROWTH=1', // games grow their history (its hook is defined in wasm/api_wasm.c, not imported)
    `-sEXPORTED_FUNCTIONS=${exportsList.map((s) => `_${s}`).join(',')}`, // from wasm/exports.txt
    // wasm-opt inlines every function called from one place, however big: the table builder and
    // the FEN reader would land in br_game_new, whose loops then use up V8's tier-up budget while
    // the first game is made, and its TurboFan recompile (~10 ms on another thread) slows
    // start-up by 1-5 ms. Kept apart, no function tiers up before the first move list.
    '-sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=0',
    ...(simd ? ['-msimd128'] : []),
  ];
  const coreDir = path.join(ROOT, 'core', 'src');
  const sources = [
    ...fs.readdirSync(coreDir).filter((f) => f.endsWith('.c') && f !== 'unity.c').sort()
      .map((f) => path.join(coreDir, f)),
    path.join(ROOT, 'wasm', 'api_wasm.c'),
  ];
  const hot = sources.filter((f) => HOT_SOURCES.includes(path.basename(f)));
  const cold = sources.filter((f) => !hot.includes(f));
  const tmp = out.replace(/\.wasm$/, '') + `.tmp-${process.pid}.wasm`; // emcc picks its output by the extension
  const objDir = path.join(ROOT, 'build', `wasm-obj-${process.pid}`); // one per build: builds may run side by side
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(objDir, { recursive: true, force: true });
  fs.mkdirSync(objDir, { recursive: true });
  const env = {
    ...process.env,
    // Debian's emcc runs its JS optimizer with the system node, which needs acorn from here.
    NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
  };
  log(`wasm build ${opt} (${hot.map((f) => path.basename(f)).join(', ')}), ${coldOpt} (the rest) -> ${path.relative(ROOT, out)}`);
  try {
    for (const [level, files] of [[opt, hot], [coldOpt, cold]]) {
      const ltoFlags = lto && level === opt ? ['-flto'] : [];
      const r = runCapture('emcc', [level, ...ltoFlags, ...compileFlags, ...files], { env, cwd: objDir }); // writes <name>.o here
      if (r.status !== 0) throw new Error('wasm build failed (compiling)');
    }
    const objects = sources.map((f) => path.join(objDir, path.basename(f, '.c') + '.o'));
    const r = runCapture('emcc', [...linkFlags, ...(lto ? ['-flto'] : []), ...objects, '-o', tmp], { env });
    if (r.status !== 0) throw new Error('wasm build failed (linking)');
    fs.renameSync(tmp, out); // atomic: a reader never sees half a file
  } finally {
    fs.rmSync(tmp, { force: true });
    fs.rmSync(objDir, { recursive: true, force: true });
  }
  const info = inspectWasm(out);
  const unexpected = info.imports.filter((i) => !PROVIDED_IMPORTS.has(i));
  if (unexpected.length) {
    throw new Error(`${path.relative(ROOT, out)} imports what bindings/wasm.js does not provide: ${unexpected.join(', ')}`);
  }
  return { out, skipped: false, ...info };
}

/** Size, gzipped size and imports of a wasm file. */
export function inspectWasm(file) {
  const bytes = fs.readFileSync(file);
  const mod = new WebAssembly.Module(bytes);
  return {
    bytes: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    imports: WebAssembly.Module.imports(mod).map((i) => `${i.module}.${i.name}`),
  };
}

function describe(info) {
  const js = fs.statSync(path.join(ROOT, 'bindings', 'wasm.js')).size;
  return `${info.bytes} bytes (gzip ${info.gzip}), + bindings/wasm.js ${js} bytes; ` +
         `imports: ${info.imports.join(', ') || 'none'}`;
}

/** Builds the default split (-O3 hot, -Oz rest), -O3 everywhere and -Oz everywhere, side by
 * side, and prints their sizes and perft speeds. */
async function compareOpt() {
  const { WasmPerft } = await import('./cli-perft.mjs');
  const runs = [['xiangqi/standard', 5], ['janggi/standard', 5], ['makruk/standard', 5]];
  // simd is the split with -msimd128, nolto the split without -flto on the hot files. Measured
  // on xiangqi perft d4 (callgrind of node --no-liftoff): simd runs no fewer instructions (+2%,
  // near the noise), so no SIMD pair ships; the shipped module uses lto (see buildWasm).
  const variants = [['split', '-O3', '-Oz'], ['O3', '-O3', '-O3'], ['Oz', '-Oz', '-Oz'],
    ['simd', '-O3', '-Oz', { simd: true }], ['nolto', '-O3', '-Oz', { lto: false }]];
  const wrong = [];
  for (const [name, opt, coldOpt, extra = {}] of variants) {
    const out = path.join(ROOT, 'build', 'wasm-opt', `boardrules-${name}.wasm`);
    const info = buildWasm({ opt, coldOpt, out, force: true, ...extra });
    log(`${name} (${opt} hot, ${coldOpt} rest): ${describe(info)}`);
    const engine = await WasmPerft.load(fs.readFileSync(out));
    for (const [profile, depth] of runs) {
      const { nodes, seconds } = engine.perft(profile, depth);
      const expected = expectedPerft(profile, depth);
      if (nodes !== expected) wrong.push(`${name}: ${profile} depth ${depth} gave ${nodes}, tests/perft.tsv says ${expected}`);
      log(`${name}: ${profile} start depth ${depth}: ${nodes} nodes${nodes === expected ? '' : ' (WRONG)'}, ` +
          `${seconds.toFixed(2)} s, ${Math.round(nodes / seconds)} nodes/s`);
    }
  }
  // A variant that counts wrong is a miscompile: its size and speed mean nothing.
  if (wrong.length) throw new Error(`perft counts differ from tests/perft.tsv:\n  ${wrong.join('\n  ')}`);
}

/** The node count tests/perft.tsv gives for a profile's start position at a depth. */
function expectedPerft(profile, depth) {
  const rows = fs.readFileSync(path.join(ROOT, 'tests', 'perft.tsv'), 'utf8').split('\n')
    .filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
  const row = rows.find(([p, position, d]) => p === profile && position === 'start' && Number(d) === depth);
  if (!row) throw new Error(`tests/perft.tsv has no row for ${profile} start depth ${depth}`);
  return Number(row[3]);
}

export async function main(args) {
  const force = args.includes('--force');
  if (!args.includes('--wasm-only')) buildNative({ werror: args.includes('--werror') });
  if (!args.includes('--native-only')) {
    const info = buildWasm({ force });
    log(`bindings/boardrules.wasm: ${describe(info)}`);
    (await import('./package-files.mjs')).writePackageFiles(); // boardrules/inline, .d.cts
  }
  if (args.includes('--compare-opt')) await compareOpt();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((e) => {
    log(`error: ${e.message}`);
    process.exit(1);
  });
}
