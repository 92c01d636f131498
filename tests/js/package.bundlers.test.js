// package.bundlers.test.js — the packed package as a user gets it, in every setup issue #13 names,
// each with no configuration file: the tarball (npm pack) is installed into a fresh ESM project
// and a fresh CommonJS project (copies of tests/bundlers/app), then
//   - Node ESM, require() from CommonJS, worker_threads (plain node runs);
//   - esbuild ESM and IIFE (init() with nothing, a URL, a string, a Response, the bytes), and
//     boardrules/inline in an IIFE with no wasm file beside it;
//   - Vite build and Vite's dev server, webpack 5 with no webpack.config.js (each with a module
//     Web Worker), and a static folder with <script type="module"> and an import map;
// and each page runs in Chromium (tests/js/support/browser.mjs). Every setup runs
// tests/bundlers/app/src/check.mjs; its perft counts are the rule book's (RULES §3.7: xiangqi
// depth 3 79,666; janggi depth 2 961; makruk depth 2 529) and after 'H02-83' the cannon on b3
// belongs to the side that just moved ('wrong-side').
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build as esbuild } from 'esbuild';
import { browserAvailable, consoleErrors, newPage, serveDir, withBrowser } from './support/browser.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APP = path.join(ROOT, 'tests/bundlers/app');
const EXPECTED = {
  xiangqiPerft3: 79666, janggiPerft2: 961, makrukPerft2: 529, afterH0283: 'wrong-side',
  cgKey: 'a:', cgDests: ['a3', 'c3'],
};
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-bundlers-'));
const sizes = {};
let tarball = null;
const projects = {};

function npm(args, cwd) {
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
}

/** A copy of the app with the tarball installed; `type` 'module' or none (CommonJS). */
function makeProject(name, type) {
  const root = path.join(dir, name);
  fs.cpSync(APP, root, { recursive: true });
  fs.writeFileSync(path.join(root, 'package.json'),
    JSON.stringify({ name: `user-${name}`, private: true, ...(type ? { type } : {}) }, null, 2));
  npm(['install', '--offline', tarball], root);
  return root;
}

function node(script, cwd) {
  const r = spawnSync(process.execPath, [script], { cwd, encoding: 'utf8' });
  assert.is(r.status, 0, `node ${script}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1));
}

function wasmOf(root) {
  return createRequire(path.join(root, 'package.json')).resolve('boardrules/boardrules.wasm');
}

function kb(file) {
  return `${(fs.statSync(file).size / 1024).toFixed(1)} KB`;
}

test('npm pack: the tarball installs into a fresh ESM and a fresh CommonJS project', () => {
  const out = JSON.parse(npm(['pack', '--json', '--pack-destination', dir], ROOT));
  tarball = path.join(dir, out[0].filename);
  sizes.tarball = kb(tarball);
  projects.esm = makeProject('esm', 'module');
  projects.cjs = makeProject('cjs', null);
  for (const root of Object.values(projects)) {
    assert.ok(fs.existsSync(path.join(root, 'node_modules/boardrules/bindings/boardrules.wasm')));
  }
});

test('Node ESM: boardrules, boardrules/inline, boardrules/chessground, the exported wasm and package.json', () => {
  const r = node('node/esm.mjs', projects.esm);
  assert.equal(r.result, EXPECTED);
  assert.ok(r.inlineSame, 'boardrules/inline gives the same results');
  assert.ok(r.wasm, "require.resolve('boardrules/boardrules.wasm')");
  assert.is(r.version, JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version);
});

test('Node CommonJS: require(\'boardrules\') and require.resolve of the wasm', () => {
  const r = node('node/cjs.cjs', projects.cjs);
  assert.equal(r.result, EXPECTED);
  assert.ok(r.wasm);
});

test('Node worker_threads', () => {
  assert.equal(node('node/threads.mjs', projects.esm).result, EXPECTED);
});

// The records entry: Game.fromRecord/toRecord throw a typed error until it is loaded, then work;
// in ESM, in CommonJS, and through a bundler that honours "sideEffects" (a bare import keeps it).
const RECORDS_CHECK = `
  const g = new Game('xiangqi/youzai'); g.play('h3e3');
  const before = []; // [code, instanceof RecordError] before the records entry is loaded
  for (const f of [() => g.toRecord({ format: 'pgn' }), () => Game.fromRecord({ moves: [] })]) {
    try { f(); before.push('no error'); } catch (e) { before.push([e.code, e instanceof RecordError]); }
  }
  const records = await loadRecords();
  const [rec] = records.readRecords(g.toRecord({ format: 'pgn', notation: 'wxf' }));
  const back = Game.fromRecord(rec);
  const result = { before, moves: rec.moves.map((m) => m.uci), fen: back.fen() === g.fen(), same: records.recordFromGame(back, { format: 'pgn' }) === back.toRecord({ format: 'pgn' }) };
`;
const RECORDS_EXPECTED = { before: [['records-not-loaded', true], ['records-not-loaded', true]], moves: ['h3e3'], fen: true, same: true };

test('boardrules/records: fromRecord/toRecord say to import it, then work (ESM, CommonJS)', () => {
  fs.writeFileSync(path.join(projects.esm, 'records.mjs'), `import { init, Game, RecordError } from 'boardrules';
await init();
const loadRecords = () => import('boardrules/records');
${RECORDS_CHECK}
console.log(JSON.stringify(result));
`);
  fs.writeFileSync(path.join(projects.cjs, 'records.cjs'), `const { init, Game, RecordError } = require('boardrules');
(async () => { await init();
const loadRecords = async () => require('boardrules/records');
${RECORDS_CHECK}
console.log(JSON.stringify(result)); })();
`);
  assert.equal(node('records.mjs', projects.esm), RECORDS_EXPECTED);
  assert.equal(node('records.cjs', projects.cjs), RECORDS_EXPECTED);
});

test('esbuild: the main entry bundles no records code; a bare import of boardrules/records is kept', async () => {
  const build = (code) => esbuild({
    stdin: { contents: code, resolveDir: projects.esm }, bundle: true, format: 'esm', minify: true,
    write: false, logLevel: 'silent', platform: 'browser',
  }).then((r) => r.outputFiles[0].text);
  const rules = await build("import { init, Game } from 'boardrules'; await init(); console.log(new Game('janggi/plyyard').moves().length);");
  const withRecords = await build("import 'boardrules/records'; import { init, Game } from 'boardrules'; await init(); console.log(new Game('janggi/plyyard').toRecord());");
  // error codes only the records writer throws
  for (const word of ['unwritable-move', 'unknown-format']) {
    assert.not.ok(rules.includes(word), `the rules bundle holds ${word}`);
    assert.ok(withRecords.includes(word), `the bundle with a bare records import holds ${word}`);
  }
  sizes['esbuild rules only'] = `${(rules.length / 1024).toFixed(1)} KB`;
});

// The lists of NOTATIONS are filled by init hooks of modules a page that uses no Game never
// imports a name from: with package.json's sideEffects naming only the records entries, every
// bundler dropped them, and NOTATIONS stayed {} (the README's worker setup builds its menus so).
test('esbuild: a bundle that takes only init and NOTATIONS gets every game\'s notations', async () => {
  const out = path.join(projects.esm, 'notations-only.mjs');
  await esbuild({
    stdin: { contents: "import { init, NOTATIONS, profiles } from 'boardrules'; import { readFileSync } from 'node:fs';"
      + ' await init(readFileSync(process.argv[2])); console.log(JSON.stringify({ NOTATIONS, profiles: profiles().length }));', resolveDir: projects.esm },
    bundle: true, format: 'esm', minify: true, outfile: out, logLevel: 'silent', platform: 'browser', external: ['node:fs'],
  });
  const r = spawnSync(process.execPath, [out, wasmOf(projects.esm)], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const { NOTATIONS, profiles } = JSON.parse(r.stdout);
  assert.equal(NOTATIONS, { xiangqi: ['uci', 'iccs', 'san', 'wxf', 'chinese', 'vietnamese'], janggi: ['uci', 'iccs', 'janggi', 'korean', 'san'], makruk: ['uci', 'san', 'thai'] });
  assert.is(profiles, 8);
});

// A production build renames classes (Rspack's made IllegalMoveError `KP`, Next.js's server build
// InitError `t`): e.name, String(e) and e.toJSON() must still say the class the README names.
test('a minified bundle: every error class keeps its name, in e.name and e.toJSON()', async () => {
  const out = path.join(projects.esm, 'names-minified.mjs');
  await esbuild({
    stdin: { contents: "import * as lib from 'boardrules'; import { readFileSync } from 'node:fs';"
      + ' const names = Object.entries(lib).filter(([k]) => k.endsWith(\'Error\')).map(([k, v]) => [k, v.name]);'
      + ' const thrown = []; try { new lib.Game(\'xiangqi/standard\'); } catch (e) { thrown.push(e.name, e.toJSON().name); }'
      + ' await lib.init(readFileSync(process.argv[2]));'
      + ' try { new lib.Game(\'xiangqi/standard\').play(\'炮二平九\'); } catch (e) { thrown.push(String(e).split(\':\')[0], e.toJSON().name); }'
      + ' console.log(JSON.stringify({ names, thrown }));', resolveDir: projects.esm },
    bundle: true, format: 'esm', minify: true, outfile: out, logLevel: 'silent', platform: 'browser', external: ['node:fs'],
  });
  const r = spawnSync(process.execPath, [out, wasmOf(projects.esm)], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const { names, thrown } = JSON.parse(r.stdout);
  assert.is(names.length, 10); // BoardRulesError, its 8 subclasses of index.js and RecordError
  for (const [exported, name] of names) assert.is(name, exported);
  // 炮二平九 is h3a3, through the other cannon on b3: an IllegalMoveError (RULES §2.1)
  assert.equal(thrown, ['NotInitializedError', 'NotInitializedError', 'IllegalMoveError', 'IllegalMoveError']);
});

// ---- bundles ---------------------------------------------------------------------------------

/** esbuild with nothing but the entry and the format, as `esbuild --bundle` does. */
async function bundle(root, entry, format, outName) {
  const outdir = path.join(root, outName);
  const result = await esbuild({
    entryPoints: [path.join(root, entry)], bundle: true, format, minify: true,
    outdir, absWorkingDir: root, logLevel: 'silent',
  });
  assert.equal(result.errors, []);
  const html = format === 'esm' ? '<script type="module" src="./%s"></script>' : '<script src="./%s"></script>';
  const js = path.basename(entry);
  fs.writeFileSync(path.join(outdir, 'index.html'), `<!doctype html><meta charset="utf-8">${html.replace('%s', js)}\n`);
  sizes[`esbuild ${format} ${js}`] = kb(path.join(outdir, js));
  return { outdir, warnings: result.warnings.map((w) => w.text) };
}

const pages = []; // [name, dir to serve, path + query, { worker }]

// A one-file Node tool (esbuild --platform=node --format=cjs): no import.meta, no page; init()
// finds the wasm copied beside the bundle by the bundle's own file name (__filename), whatever
// the working directory.
test('esbuild Node CommonJS bundle (one-file CLI), the wasm copied beside it, run from another folder', async () => {
  const outdir = path.join(projects.cjs, 'dist-node');
  await esbuild({
    stdin: { contents: "import * as lib from 'boardrules'; import * as cg from 'boardrules/chessground'; import { check } from './src/check.mjs';"
      + ' check(lib, cg).then((result) => console.log(JSON.stringify({ result })));', resolveDir: projects.cjs },
    bundle: true, format: 'cjs', platform: 'node', outfile: path.join(outdir, 'tool.cjs'), logLevel: 'silent',
  });
  fs.copyFileSync(wasmOf(projects.cjs), path.join(outdir, 'boardrules.wasm'));
  const r = spawnSync(process.execPath, [path.join(outdir, 'tool.cjs')], { cwd: os.tmpdir(), encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  assert.equal(JSON.parse(r.stdout).result, EXPECTED);
});

test('esbuild ESM and IIFE bundles build without errors (the wasm copied beside them)', async () => {
  const esm = await bundle(projects.esm, 'src/page.js', 'esm', 'out-esbuild-esm');
  assert.equal(esm.warnings, []);
  fs.copyFileSync(wasmOf(projects.esm), path.join(esm.outdir, 'boardrules.wasm'));
  pages.push(['esbuild esm, init()', esm.outdir, 'index.html']);

  // An IIFE has no import.meta: esbuild says so (a warning), and the package must still load.
  const iife = await bundle(projects.cjs, 'src/page.js', 'iife', 'out-esbuild-iife');
  fs.copyFileSync(wasmOf(projects.cjs), path.join(iife.outdir, 'boardrules.wasm'));
  for (const source of ['none', 'url', 'string', 'response', 'bytes']) {
    pages.push([`esbuild iife, init(${source})`, iife.outdir, `index.html?source=${source}`]);
  }
  const inline = await bundle(projects.cjs, 'src/inline.js', 'iife', 'out-esbuild-inline');
  assert.not.ok(fs.existsSync(path.join(inline.outdir, 'boardrules.wasm')));
  pages.push(['esbuild iife, boardrules/inline with no wasm file', inline.outdir, 'index.html']);
});

test('Vite build with no config: the wasm and the worker are emitted', async () => {
  const { build } = await import('vite');
  await build({ root: projects.esm, logLevel: 'silent' });
  const dist = path.join(projects.esm, 'dist');
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  assert.ok(assets.some((f) => f.endsWith('.wasm')), `assets: ${assets.join(', ')}`);
  for (const f of assets.filter((a) => a.endsWith('.js'))) sizes[`vite ${f.replace(/-[\w-]{8}\.js$/, '.js')}`] = kb(path.join(dist, 'assets', f));
  pages.push(['vite build', dist, 'index.html', { worker: true }]);
});

test('webpack 5 with no webpack.config.js (defaults: src/index.js -> dist/main.js), in the CommonJS project', () => {
  // What `npx webpack --mode production` does in the project folder: defaults resolved from cwd.
  const webpackPath = createRequire(import.meta.url).resolve('webpack');
  const script = `require(${JSON.stringify(webpackPath)})({ mode: 'production' }, (error, stats) => {
    if (error) throw error;
    const info = stats.toJson({ all: false, errors: true, assets: true });
    console.log(JSON.stringify({ errors: info.errors.map((e) => e.message), assets: info.assets.map((a) => a.name) }));
  });`;
  const r = spawnSync(process.execPath, ['-e', script], { cwd: projects.cjs, encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const info = JSON.parse(r.stdout.trim().split('\n').at(-1));
  assert.equal(info.errors, []);
  assert.ok(info.assets.some((a) => a.endsWith('.wasm')), `webpack emitted the wasm: ${info.assets.join(', ')}`);
  const dist = path.join(projects.cjs, 'dist');
  sizes['webpack main.js'] = kb(path.join(dist, 'main.js'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><meta charset="utf-8"><script src="./main.js"></script>\n');
  pages.push(['webpack 5', dist, 'index.html', { worker: true }]);
});

test('a static folder: <script type="module"> with an import map, and a module worker', () => {
  pages.push(['static folder', projects.esm, 'static/index.html', { worker: true }]);
});

const browserTest = browserAvailable() ? test : test.skip;

browserTest('every page above gives the rule book\'s answers in Chromium, on the page and in its worker', async () => {
  await withBrowser(async (browser) => {
    for (const [name, root, at, { worker } = {}] of pages) {
      const site = await serveDir(root);
      const errors = consoleErrors();
      const page = await newPage(browser, { errors });
      try {
        await page.goto(site.url + at);
        await page.waitForFunction(() => window.__result, null, { timeout: 20_000 });
        assert.equal(await page.evaluate(() => window.__result), EXPECTED, name);
        if (worker) {
          await page.waitForFunction(() => window.__worker, null, { timeout: 20_000 });
          assert.equal(await page.evaluate(() => window.__worker), EXPECTED, `${name}: worker`);
        }
        errors.assertNone();
      } catch (e) {
        e.message = `${name}: ${e.message}`;
        throw e;
      } finally {
        await page.context().close();
        await site.close();
      }
    }
    // Vite's dev server, which serves the package through its dependency optimizer.
    const { createServer } = await import('vite');
    const server = await createServer({ root: projects.esm, logLevel: 'silent', server: { host: '127.0.0.1', port: 0 } });
    await server.listen();
    const errors = consoleErrors();
    const page = await newPage(browser, { errors });
    try {
      await page.goto(server.resolvedUrls.local[0]);
      await page.waitForFunction(() => window.__result && window.__worker, null, { timeout: 30_000 });
      assert.equal(await page.evaluate(() => window.__result), EXPECTED, 'vite dev');
      assert.equal(await page.evaluate(() => window.__worker), EXPECTED, 'vite dev: worker');
      errors.assertNone();
    } finally {
      await page.context().close();
      await server.close();
    }
  });
});

test.after(() => {
  console.log(`  sizes: ${Object.entries(sizes).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  fs.rmSync(dir, { recursive: true, force: true });
});

test.run();
