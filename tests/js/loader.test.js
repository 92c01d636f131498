// loader.test.js — bindings/wasm.js: every kind of source it accepts, the fetch path over HTTP,
// and the same file bundled by esbuild for the browser (run in Node, and in Chromium when
// /usr/bin/chromium or BR_CHROMIUM is there).
import fs from 'node:fs';
import { execFile, execFileSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadWasm } from '../../bindings/wasm.js';
import { ArgumentError } from '../../bindings/errors.js';

const WASM_URL = new URL('../../bindings/boardrules.wasm', import.meta.url);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LOADER = fileURLToPath(new URL('../../bindings/wasm.js', import.meta.url));
const bytes = fs.readFileSync(WASM_URL);

/** Asserts that fn() rejects, with an error matching `expected` (a RegExp or a class). */
async function rejects(fn, expected) {
  let error = null;
  try { await fn(); } catch (e) { error = e; }
  assert.ok(error, 'expected a rejection');
  if (expected instanceof RegExp) assert.match(error.message, expected);
  else if (expected) assert.instance(error, expected);
}

/** A loaded module must work: profiles, a game, a perft. */
function check({ exports: x, memory }) {
  assert.instance(memory, WebAssembly.Memory);
  assert.ok(x.br_wasm_profile_count() >= 8);
  const text = new Uint8Array(memory.buffer, x.br_wasm_text(), 1);
  text[0] = 0; // empty FEN: the start position
  const game = x.br_wasm_game_new(0);
  assert.ok(game, 'game created');
  assert.is(x.br_wasm_perft(game, 2), 1920); // xiangqi/youzai
  x.br_wasm_game_delete(game);
}

/** Serves `dir` over HTTP on a free port for the duration of fn(baseUrl). */
async function serve(dir, fn) {
  const types = { '.wasm': 'application/wasm', '.js': 'text/javascript', '.html': 'text/html' };
  const server = http.createServer((req, res) => {
    if (req.url === '/csp.html') { // a page whose policy allows its own scripts and no WebAssembly
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "script-src 'self'" }).end('<!doctype html><title>csp</title>');
      return;
    }
    if (req.url.startsWith('/app/')) { // a single-page app's server: its page for any path under it
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>app</title>');
      return;
    }
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const plain = req.url.includes('plain'); // no wasm MIME type: the non-streaming fallback
    res.writeHead(200, { 'content-type': plain ? 'application/octet-stream' : types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await fn(`http://127.0.0.1:${server.address().port}/`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

test('no argument: the file next to the module', async () => check(await loadWasm()));
test('Uint8Array (Node Buffer)', async () => check(await loadWasm(bytes)));
test('ArrayBuffer', async () => check(await loadWasm(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))));
test('file: URL', async () => check(await loadWasm(WASM_URL)));
test('file path string', async () => check(await loadWasm(fileURLToPath(WASM_URL))));
test('WebAssembly.Module', async () => check(await loadWasm(new WebAssembly.Module(bytes))));
test('Response with application/wasm (streaming)', async () => {
  check(await loadWasm(new Response(bytes, { headers: { 'content-type': 'application/wasm' } })));
});
test('Response without a wasm MIME type (fallback)', async () => check(await loadWasm(new Response(bytes))));
test('promise of a Response', async () => check(await loadWasm(Promise.resolve(new Response(bytes)))));
test('http URL string and URL, fetched', async () => {
  await serve(path.dirname(fileURLToPath(WASM_URL)), async (base) => {
    check(await loadWasm(`${base}boardrules.wasm`));
    check(await loadWasm(new URL('boardrules.wasm?plain', base)));
    await rejects(() => loadWasm(`${base}missing.wasm`), /HTTP 404/);
  });
});
test('DataView (a BufferSource too)', async () => check(await loadWasm(new DataView(bytes.buffer, bytes.byteOffset, bytes.length))));
test('bad sources are refused', async () => {
  await rejects(() => loadWasm(42), ArgumentError);
  await rejects(() => loadWasm(new Uint8Array([1, 2, 3])));
  // a promise of something else (the bytes: fetch(url).then((r) => r.arrayBuffer())), not 'HTTP undefined'
  await rejects(() => loadWasm(Promise.resolve(bytes)), /^init: expected a promise of a Response, not of an object$/);
  await rejects(() => loadWasm(Promise.resolve(null)), ArgumentError);
});
test('each load is a fresh instance', async () => {
  const a = await loadWasm(bytes);
  const b = await loadWasm(bytes);
  assert.is.not(a.memory, b.memory);
});

// The loader bundled for the browser, with the wasm copied next to the bundle.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-bundle-'));
let bundled = null;

test('esbuild --bundle --format=esm --platform=browser: no errors or warnings', async () => {
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(entry, `export { loadWasm } from ${JSON.stringify(LOADER)};\n`);
  const result = await build({
    entryPoints: [entry], bundle: true, format: 'esm', platform: 'browser',
    outfile: path.join(dir, 'out', 'bundle.js'), logLevel: 'silent', minify: true,
  });
  assert.equal(result.errors, []);
  assert.equal(result.warnings, []);
  fs.copyFileSync(WASM_URL, path.join(dir, 'out', 'boardrules.wasm'));
  bundled = pathToFileURL(path.join(dir, 'out', 'bundle.js')).href;
});

test('the bundle loads in Node: next to it, and from an explicit URL', async () => {
  const { loadWasm: load } = await import(bundled);
  check(await load());
  check(await load(WASM_URL));
});

const chromium = process.env.BR_CHROMIUM ?? '/usr/bin/chromium';
const browserTest = fs.existsSync(chromium) ? test : test.skip;
browserTest('the bundle loads in Chromium (fetch + instantiateStreaming)', async () => {
  const { chromium: pw } = await import('playwright-core');
  const out = path.join(dir, 'out');
  fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><title>t</title>');
  await serve(out, async (base) => {
    const browser = await pw.launch({ executablePath: chromium, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.goto(`${base}index.html`);
      const result = await page.evaluate(async (url) => {
        const { loadWasm: load } = await import(url);
        const { exports: x, memory } = await load();
        new Uint8Array(memory.buffer, x.br_wasm_text(), 1)[0] = 0;
        const game = x.br_wasm_game_new(0);
        const nodes = x.br_wasm_perft(game, 3);
        x.br_wasm_game_delete(game);
        return nodes;
      }, `${base}bundle.js`);
      assert.is(result, 79666);
    } finally {
      await browser.close();
    }
  });
});

// Next.js's server build (webpack or Turbopack) gives `new URL('./boardrules.wasm', import.meta.url)`
// as a URL with no scheme, the path the browser fetches (webpack's javascript parser option
// url: 'relative'): fetch() in Node said only "Failed to parse URL" (README "Bundlers", Next.js).
test('a server bundle whose wasm URL is a path on the site: init() says what to do', async () => {
  const webpack = (await import('webpack')).default;
  const out = path.join(dir, 'webpack-relative');
  const entry = path.join(out, 'entry.js');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(entry, `import { init } from ${JSON.stringify(path.join(ROOT, 'bindings/index.js'))};
init().then(() => console.log('loaded'), (e) => console.log(e.name, e.code, e.message));\n`);
  const stats = await new Promise((resolve, reject) => webpack({
    mode: 'production', target: 'node', entry, output: { path: out, publicPath: '/_next/static/media/' },
    module: { parser: { javascript: { url: 'relative' } } },
  }, (error, result) => (error ? reject(error) : resolve(result))));
  assert.equal(stats.toJson({ all: false, errors: true }).errors, []);
  const said = execFileSync(process.execPath, [path.join(out, 'main.js')], { encoding: 'utf8' });
  assert.match(said, /^InitError wasm-unavailable init: .*the bundler made its URL \/_next\/static\/media\/\w+\.wasm, a path on the site, which Node cannot fetch: keep boardrules out of the server bundle \(Next\.js: serverExternalPackages: \['boardrules'\]\), import 'boardrules\/inline', or pass init\(\) the wasm's bytes/);
});

// A page opened as a file (README: serve it over HTTP, not file://): only a classic script runs
// there, and it may fetch nothing; init() says both ways out, then boardrules/inline loads.
browserTest('a page opened from file://: init() says to serve it over HTTP or use boardrules/inline', async () => {
  const { chromium: pw } = await import('playwright-core');
  const out = path.join(dir, 'file-page');
  const show = "document.title = 'done'; document.body.textContent = ";
  for (const entry of ['index.js', 'inline.js']) {
    await build({
      stdin: { contents: `import { init, Game } from ${JSON.stringify(path.join(ROOT, 'bindings', entry))};`
        + ` init().then(() => { ${show} new Game('xiangqi/standard').moves().length; }, (e) => { ${show} e.name + ' ' + e.code + ': ' + e.message; });`, resolveDir: ROOT },
      bundle: true, format: 'iife', outfile: path.join(out, entry), logLevel: 'silent',
    });
    fs.writeFileSync(path.join(out, `${entry}.html`), `<!doctype html><meta charset="utf-8"><title>t</title><body><script src="${entry}"></script>`);
  }
  fs.copyFileSync(WASM_URL, path.join(out, 'boardrules.wasm')); // beside the bundle, as README's esbuild row says
  const browser = await pw.launch({ executablePath: chromium, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const seen = [];
    for (const entry of ['index.js', 'inline.js']) {
      await page.goto(pathToFileURL(path.join(out, `${entry}.html`)).href);
      await page.waitForFunction(() => document.title === 'done');
      seen.push(await page.evaluate(() => document.body.textContent));
    }
    assert.match(seen[0], /^InitError wasm-unavailable: .*cannot read file:\/\/\S+\/boardrules\.wasm outside Node: serve the page over HTTP, or import 'boardrules\/inline'/);
    assert.is(seen[1], '44'); // the start position's moves, as Fairy-Stockfish counts them (perft 1)
  } finally {
    await browser.close();
  }
});

// A page's Content-Security-Policy without 'wasm-unsafe-eval': Chromium's refusal names
// 'unsafe-eval', far broader; the InitError says the narrow fix (README "Use it in a web page").
browserTest('a page whose CSP allows no WebAssembly: init() says to allow \'wasm-unsafe-eval\'', async () => {
  const { chromium: pw } = await import('playwright-core');
  await serve(path.dirname(fileURLToPath(WASM_URL)), async (base) => {
    const browser = await pw.launch({ executablePath: chromium, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      await page.goto(`${base}csp.html`);
      const seen = await page.evaluate(async (url) => {
        const br = await import(url);
        try { await br.init(); return 'loaded'; } catch (e) { return [e.name, e.code, e.message]; }
      }, `${base}index.js`);
      assert.equal(seen.slice(0, 2), ['InitError', 'wasm-unavailable']);
      assert.match(seen[2], /'wasm-unsafe-eval' in script-src; 'unsafe-eval' is not needed/);
    } finally {
      await browser.close();
    }
  });
});

// Before init() every entry point (boardrules/records' too) answers NotInitializedError
// 'not-initialized' (README "API").
// NOTATIONS is one object, empty until init() fills it: a copy of it taken before init (CommonJS
// destructuring does that) has the lists after. Fresh processes: this one is initialized.
test('before init: a typed error from every entry point, then the library works', () => {
  const script = `
    const br = await import('boardrules'), records = await import('boardrules/records');
    const record = { tags: {}, profile: 'xiangqi/standard', moves: [], result: '*' };
    const snapshot = (profile, definition) => ({ format: 'boardrules-snapshot', version: 1, profile, definition,
      startFen: null, moves: [], redo: [], result: null });
    const uses = { game: () => new br.Game('xiangqi/standard'), profiles: () => br.profiles(),
      validateFen: () => br.validateFen('xiangqi/standard', ''),
      restore: () => br.Game.restore(snapshot('xiangqi/standard', null)),
      restoreCustom: () => br.Game.restore(snapshot('xiangqi/club', { name: 'xiangqi/club', game: 'xiangqi' })),
      readRecords: () => records.readRecords('1. h2e2 h9g7 *'), gameFromRecord: () => records.gameFromRecord(record),
      fromRecord: () => br.Game.fromRecord(record), recordFromGame: () => records.recordFromGame({}) };
    const early = br.NOTATIONS, emptyBefore = Object.keys(early).length === 0;
    const before = {};
    for (const [name, use] of Object.entries(uses)) {
      try { use(); before[name] = 'no error'; } catch (e) { before[name] = e instanceof br.NotInitializedError && e.code; }
    }
    await br.init();
    const g = new br.Game('xiangqi/standard');
    console.log(JSON.stringify({ before, after: [emptyBefore, early.xiangqi.includes('iccs'), g.notation(g.moves()[0], 'iccs').length] }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  const { before, after } = JSON.parse(out);
  for (const [name, code] of Object.entries(before)) assert.is(code, 'not-initialized', name);
  assert.equal(after, [true, true, 5]); // an ICCS move: 'A0-A1'
});

// init() that cannot load the module: an InitError saying what it was given and why, the
// platform's own error as its cause, and init() works when called again (README "API", errors).
test('init() failures are InitErrors with the cause, and init() can be tried again', async () => {
  await serve(path.dirname(fileURLToPath(WASM_URL)), async (base) => {
    const script = `
      const br = await import('boardrules');
      const seen = {};
      const tries = {
        missingFile: '/nonexistent/boardrules.wasm',
        http404: '${base}missing.wasm',
        notWasm: new Uint8Array([1, 2, 3]),
        otherModule: new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]),
        number: 42,
        status500: new Response('x', { status: 500 }),
        fetched404: fetch('${base}missing.wasm'),
        bigBytes: new Uint8Array(200000),
        dataUrl: 'data:application/wasm;base64,' + 'A'.repeat(100000),
        // what a single-page app's server gives for a file it does not have: its page, status 200
        fallbackPage: fetch('${base}app/boardrules.wasm'),
      };
      for (const [name, source] of Object.entries(tries)) {
        try { await br.init(source); seen[name] = 'loaded'; }
        catch (e) {
          seen[name] = [e instanceof br.InitError ? 'InitError' : e instanceof br.ArgumentError ? 'ArgumentError' : e.name,
            e.code, e.message, e.cause?.code ?? e.cause?.name ?? null,
            typeof e.source === 'string' ? e.source : Object.prototype.toString.call(e.source), JSON.stringify(e).length,
            JSON.parse(JSON.stringify(e)).cause ?? null];
          try { structuredClone(e.toJSON()); } catch (x) { seen[name].push(x.name); } // its data, posted from a Worker
        }
      }
      await br.init();
      seen.after = new br.Game('xiangqi/standard').moves().length;
      console.log(JSON.stringify(seen));`;
    const out = await new Promise((resolve, reject) => execFile(process.execPath, ['--input-type=module', '-e', script],
      { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(stdout))));
    const seen = JSON.parse(out);
    assert.equal(seen.missingFile.slice(0, 2), ['InitError', 'wasm-unavailable']);
    assert.match(seen.missingFile[2], /^init: \/nonexistent\/boardrules\.wasm: wasm-unavailable: ENOENT/);
    assert.is(seen.missingFile[3], 'ENOENT');
    assert.equal(seen.http404.slice(0, 2), ['InitError', 'wasm-unavailable']);
    assert.match(seen.http404[2], /missing\.wasm: wasm-unavailable: .*HTTP 404/);
    assert.equal([...seen.notWasm.slice(0, 2), seen.notWasm[3]], ['InitError', 'not-wasm', 'CompileError']);
    assert.match(seen.notWasm[2], /^init: 3 bytes: not-wasm: /);
    assert.equal(seen.otherModule.slice(0, 2), ['InitError', 'not-boardrules-wasm']);
    assert.match(seen.otherModule[2], /^init: 8 bytes: not-boardrules-wasm: it exports no br_wasm_text/);
    assert.equal(seen.number.slice(0, 2), ['ArgumentError', 'bad-argument']);
    assert.match(seen.number[2], /not 42$/);
    // the error names what it was given, in words: never the bytes or the Response themselves,
    // which it would keep alive, print and serialize (200 KB of bytes: 2 MB of JSON), and which
    // cannot be posted (a Promise)
    assert.equal(seen.missingFile[4], '/nonexistent/boardrules.wasm');
    assert.equal(seen.notWasm[4], '3 bytes');
    assert.equal(seen.status500.slice(1, 3), ['wasm-unavailable', 'init: a Response: wasm-unavailable: boardrules.wasm: HTTP 500']);
    assert.equal(seen.fetched404[4], 'a promise of a Response');
    assert.match(seen.fetched404[2], /^init: a promise of a Response: wasm-unavailable: .*missing\.wasm failed: HTTP 404$/);
    assert.equal(seen.bigBytes.slice(1, 2), ['not-wasm']);
    assert.equal(seen.bigBytes[4], '200000 bytes');
    assert.equal(seen.otherModule[4], '8 bytes');
    for (const [name, e] of Object.entries(seen)) if (Array.isArray(e)) assert.ok(e[5] < 2000 && e.length === 7, `${name}: ${e.slice(5)}`);
    // as JSON, the platform's error is its message
    assert.match(seen.missingFile[6], /^ENOENT/);
    assert.match(seen.notWasm[6], /^WebAssembly/); // its CompileError
    assert.ok(seen.dataUrl[2].length < 400, seen.dataUrl[2]);
    assert.match(seen.dataUrl[4], /^data:application\/wasm;base64,A+… \(100029 characters\)$/);
    // its URL, its type and its start are named, and what to do
    assert.equal(seen.fallbackPage.slice(1, 2), ['not-wasm']);
    assert.match(seen.fallbackPage[2], /app\/boardrules\.wasm is text\/html; charset=utf-8, starting "<!doctype html><", not WebAssembly .*serve boardrules\.wasm at that URL/);
    assert.is(seen.after, 44); // xiangqi's 44 opening moves (RULES.md, perft depth 1)
  });
});

test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

test.run();
