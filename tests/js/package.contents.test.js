// package.contents.test.js — what `npm pack` ships (issue #13 item 1): only what a user needs,
// everything `exports` and the modules' imports name, and no pack from an unbuilt or stale clone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

function npmPack(cwd) {
  return spawnSync('npm', ['pack', '--dry-run', '--json', '--loglevel=error'], { cwd, encoding: 'utf8' });
}

const packed = (() => {
  const r = npmPack(ROOT);
  if (r.status !== 0) throw new Error(`npm pack --dry-run failed: ${r.stderr}`);
  return JSON.parse(r.stdout.slice(r.stdout.indexOf('[')))[0];
})();
const files = new Set(packed.files.map((f) => f.path));

test('the tarball holds the package files and nothing else (no tests, C sources, scripts, demo)', () => {
  const allowed = /^(LICENSE|README\.md|package\.json|docs\/[\w-]+\.md|bindings\/[\w/-]+\.(js|d\.ts|d\.cts)|bindings\/boardrules(\.simd)?\.wasm)$/;
  assert.equal([...files].filter((f) => !allowed.test(f)), []);
  for (const f of ['LICENSE', 'README.md', 'docs/RULES.md', 'docs/SOURCES.md', 'docs/RECORDS.md', 'bindings/boardrules.wasm',
    'bindings/inline-wasm.js', 'bindings/index.d.cts']) {
    assert.ok(files.has(f), `${f} is packed`);
  }
  // A guard against shipping build output or fixtures by accident: the package was ~150 KB in
  // 2026-11, ~250 KB on 2026-12-02 with the readers of WXF, dpxq, CBR/CBL and CBF, 301 KB on
  // 2026-12-03 (the README, the d.ts and the bundles of that day's fixes), 330 KB that evening
  // (dpxq's tree export, the CLI's splitter and UTF-16 reader, each in its bundles), 348 KB on
  // 2026-12-04 (packing.js, a profile field, the README's notes), 365 KB that evening (the AXF
  // repetition reading, joined files and two encodings in the readers, the README's notes on
  // them), 380 KB with streamRecords (stream.js, the splitter moved into records/ and so into
  // node-records.js too), 395 KB on 2026-12-05 (Vietnamese notation: its reader and writer in the
  // wasm and in the inline copy, the README's notes), 413 KB that evening (the readers of PFC,
  // 联众's text, QQ's CHE and 弈天's MXQ, CBF's variations, each in its bundles; the README's
  // notes), 426 KB on 2026-12-05 late (pgn.js split by job: its words, its scanner, its games),
  // 432 KB that night (janggi's ICCS in the wasm and its inline copy; commas, full-width move
  // numbers and U+F8F7 in the readers and their bundles), 440 KB on 2026-12-06 (the zip
  // directory's reader moved out of the CLI for the board to share; the README's notes), 453 KB
  // that night (openRecordFiles: zip and gzip for pages and Node, in its bundle and d.ts), 464 KB
  // the next day (lineNotation, moves' and history's styles, the CLI's --script and --dots, the
  // README's notes), 481 KB on 2026-12-07 (the readers' reply layout, encoding shapes and iframe
  // joins, each in its bundle; the README's notes), 494 KB later that day (runs of coordinates,
  // spaced SAN and Thai's long form in the wasm and its inline copy; prose lines, XQStudio's text,
  // janggi's formations read from moves, each in its bundle), 503 KB that evening (QQ象棋 for
  // Mac's CHE, Thai move numbers and prose, a pass written '--', books' wrapped prose, each in
  // its bundle; the README's notes), 519 KB that night (docs/RECORDS.md, the README's records
  // section moved there; 打虎将's DHJHtmlXQ, puzzles' glued FENs, prose after moves, each in its
  // bundle), 540 KB on 2026-12-07 late (records written in local encodings, a record's own style
  // kept, Chinese books' restated lines and full-width punctuation, each in its bundle; the
  // README's notes), 567 KB on 2026-12-08 (the declarations' exact codes and options, the CLI's
  // signals, FIFOs and typo hints, the readers' linear-time expressions, read-once options and
  // comments holding tag lines, each in its bundle); a fixture is more.
  assert.ok(packed.size < 580_000, `tarball ${packed.size} bytes`);
});

test('every exports target and every relative import of a packed module is packed', () => {
  const targets = [];
  const walk = (v) => (typeof v === 'string' ? targets.push(v) : Object.values(v).forEach(walk));
  walk(pkg.exports);
  for (const sub of ['./boardrules.wasm', './package.json', './inline', './chessground']) {
    assert.ok(sub in pkg.exports, `exports has ${sub}`);
  }
  for (const t of targets) assert.ok(files.has(t.replace(/^\.\//, '')), `exports target ${t} is packed`);
  for (const f of [...files].filter((x) => /\.(js|d\.ts|d\.cts)$/.test(x))) {
    const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      let target = path.posix.normalize(path.posix.join(path.posix.dirname(f), spec));
      if (f.endsWith('.d.ts')) target = target.replace(/\.js$/, '.d.ts');
      if (f.endsWith('.d.cts')) target = target.replace(/\.cjs$/, '.d.cts');
      assert.ok(files.has(target), `${f} imports ${spec}, which is not packed`);
    }
  }
  assert.ok(files.has(pkg.bin.boardrules.replace(/^\.\//, '')), 'the CLI is packed');
  // main and module, for resolvers that read no exports (Parcel's default): the same entry as
  // exports' "." for a browser, so that the two cannot drift apart
  assert.equal([pkg.main, pkg.module], [pkg.exports['.'].default, pkg.exports['.'].default]);
});

// A clone reduced to what prepack reads: package.json, the scripts, the wasm's inputs, bindings/,
// and node_modules (esbuild writes the Node pre-bundles).
function miniClone() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-prepack-'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const d of ['scripts', 'core', 'wasm', 'bindings']) fs.cpSync(path.join(ROOT, d), path.join(dir, d), { recursive: true, preserveTimestamps: true });
  return dir;
}

test('prepack refuses to pack without the wasm, and with a wasm older than a core source', () => {
  const dir = miniClone();
  try {
    const wasm = path.join(dir, 'bindings/boardrules.wasm');
    const now = Date.now() / 1000;
    fs.utimesSync(wasm, now, now);
    let r = npmPack(dir);
    assert.is(r.status, 0, `a current wasm packs: ${r.stderr}`);

    fs.utimesSync(path.join(dir, 'core/src/fen.c'), now + 10, now + 10);
    r = npmPack(dir);
    assert.is.not(r.status, 0);
    assert.match(r.stderr + r.stdout, /boardrules\.wasm is older than core\/src\/fen\.c: run `npm run build`/);

    fs.rmSync(wasm);
    r = npmPack(dir);
    assert.is.not(r.status, 0);
    assert.match(r.stderr + r.stdout, /boardrules\.wasm is not built: run `npm run build`/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('prepack refuses a boardrules/inline that is not the built wasm', () => {
  const dir = miniClone();
  try {
    const now = Date.now() / 1000;
    fs.utimesSync(path.join(dir, 'bindings/boardrules.wasm'), now, now);
    fs.appendFileSync(path.join(dir, 'bindings/inline-wasm.js'), '// edited\n');
    const r = npmPack(dir);
    assert.is.not(r.status, 0);
    assert.match(r.stderr + r.stdout, /bindings\/inline-wasm\.js is not current/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('prepack refuses a Node pre-bundle that is not its sources bundled', () => {
  const dir = miniClone();
  try {
    const now = Date.now() / 1000;
    fs.utimesSync(path.join(dir, 'bindings/boardrules.wasm'), now, now);
    fs.appendFileSync(path.join(dir, 'bindings/game.js'), 'globalThis.editedAfterTheBuild = true;\n');
    const r = npmPack(dir);
    assert.is.not(r.status, 0);
    assert.match(r.stderr + r.stdout, /bindings\/node-index\.js is not current: run `npm run build`/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('under Node the three entries are one module instance (node-records.js and node-inline.js import node-index.js)', () => {
  const code = `import { init, Game } from 'boardrules';
import * as inline from 'boardrules/inline';
import { readRecords } from 'boardrules/records';
await inline.init();
const g = new Game('xiangqi/youzai'); // usable: the inline init loaded the instance 'boardrules' uses
const [r] = readRecords('1. h3e3 *');
console.log(JSON.stringify([inline.Game === Game, g.moves().length, Game.fromRecord(r).ply, import.meta.resolve('boardrules')]));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const [same, moves, ply, resolved] = JSON.parse(r.stdout);
  assert.equal([same, moves, ply], [true, 44, 1]);
  assert.match(resolved, /\/bindings\/node-index\.js$/);
});

// Node prints the source line of an uncaught error's throw site: the pre-bundle was one 45 KB
// line, so an uncaught IllegalMoveError printed 47 KB of minified code before its message.
test('an uncaught error of the Node entry prints a short source line, then its message', () => {
  const code = "import { init, Game } from 'boardrules'; await init(); new Game('xiangqi/youzai').play('a1a9');";
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' });
  assert.is(r.status, 1);
  assert.match(r.stderr, /IllegalMoveError: a piece blocks the way/);
  assert.ok(r.stderr.length < 4000, `${r.stderr.length} bytes on stderr`);
});

test.run();
