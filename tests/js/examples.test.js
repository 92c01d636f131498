// examples.test.js — the examples run and say what they should: the Node script, the chessground
// configuration (its Node part), usage.ts (types stripped by esbuild, run in Node, and
// type-checked by tsc), and in headless Chromium the web page and the Web Worker, served from the
// repository root over loopback.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../bindings/index.js';
import * as recordsApi from '../../bindings/records/index.js';
import { browserAvailable, launchBrowser, serveDir, consoleErrors, newPage } from './support/browser.mjs';
import { findFsf, searchLines } from '../bench/fsf.mjs';

const { init, Game } = api;
await init();

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLES = path.join(ROOT, 'examples');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-examples-'));

function run(args, input = '') {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

// ---- examples/node ------------------------------------------------------------------------------

const NODE_EXAMPLE = path.join(EXAMPLES, 'node', 'validate-game.mjs');

test('node/validate-game.mjs: the sample game, move by move in WXF, then the outcome', async () => {
  const r = await run([NODE_EXAMPLE]);
  assert.is(r.code, 0, r.stderr);
  const out = r.stdout.trimEnd().split('\n');
  assert.is(out[0], 'xiangqi/youzai, from the start position');
  assert.is(out.length, 1 + 18 + 1);
  assert.match(out[1], /^\s+1\. H2\+1\s+h1i3$/);
  assert.match(out[2], /^\s+1\.\.\. C2\+7\s+b8b1$/);
  assert.match(out[15], /^\s+8\. R1\+1\s+i1i2$/, 'a UCI move of the record is written in WXF');
  assert.match(out[18], /^\s+9\.\.\. C7\+5\s+g6g1  check$/);
  assert.is(out[19], 'outcome: 0-1, black wins by checkmate');
});

test('node/validate-game.mjs: a record on stdin, in other notations; an illegal move exits 1', async () => {
  const makruk = await run([NODE_EXAMPLE, 'makruk/plyyard', '-'], '; a comment\n1. Nd2 Nd7\n2. e4 ม-ง๗\n');
  assert.is(makruk.code, 1);
  assert.match(makruk.stdout, /^\s+2\. e4\s+e3e4$/m);
  assert.match(makruk.stdout, /^ply 4: "ม-ง๗" is illegal: unreachable: /m);
  const mate = await run([NODE_EXAMPLE, 'xiangqi/youzai', '-'], '[FEN "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1"]\ni1i10\n');
  assert.is(mate.code, 0);
  assert.match(mate.stdout, /^xiangqi\/youzai, from FEN 3k5\/R8/);
  assert.match(mate.stdout, /^\s+1\. R1\+9\s+i1i10  check\noutcome: 1-0, white wins by checkmate\n$/m);
  const janggi = await run([NODE_EXAMPLE, 'janggi/plyyard', '-'], 'H02-83 h10g8 C82-85\n');
  assert.is(janggi.code, 0, janggi.stdout);
  assert.match(janggi.stdout, /H02-83\s+b1c3\n.*H18-37\s+h10g8\n.*C82-85\s+b3e3\noutcome: \* \(the game goes on\)\n$/s);
  const bad = await run([NODE_EXAMPLE, 'nope/x', '-']);
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /^usage: validate-game\.mjs/);
  // a file that is not there is a bad argument (2), not an illegal move (1)
  const missing = await run([NODE_EXAMPLE, 'xiangqi/standard', path.join(ROOT, 'no-such-record.txt')]);
  assert.equal([missing.code, missing.stderr.trim()], [2, `${path.join(ROOT, 'no-such-record.txt')}: cannot be read: ENOENT`]);
});

const CONVERT_EXAMPLE = path.join(EXAMPLES, 'node', 'convert-record.mjs');
const RECORDS = path.join(ROOT, 'tests', 'records');
const uciTree = (moves) => moves.map((m) => [m.uci, ...(m.variations ?? []).map(uciTree)]);

test('node/convert-record.mjs: real records (tests/records) to XQF, Chinese PGN, janggi SAN and WXF, read back the same', async () => {
  const cases = [ // input, output, notation, what must be in the output
    ['xu-nie-1999.pgn', 'xu-nie.xqf', undefined, null],
    ['dpxq-142610.txt', 'dpxq.wxf', undefined, '\n 1. C2.5 a6+5   2. H2+3 c8.4'],
    [path.join('xqf', 'XQFEXAMB.XQF'), 'qixing.pgn', 'chinese', '炮二平四'],
    ['hatteomol-2016-ha-jeon.gib', 'hatteomol.pgn', 'san', '[Variant "janggi"]'],
  ];
  for (const [input, output, notation, shown] of cases) {
    const out = path.join(TMP, output);
    const r = await run([CONVERT_EXAMPLE, path.join(RECORDS, input), out, ...(notation ? [notation] : [])]);
    assert.is(r.code, 0, r.stderr);
    assert.match(r.stdout, new RegExp(`-> ${out.replace(/[.\\/]/g, '\\$&')}`));
    const [original] = recordsApi.readRecords(new Uint8Array(fs.readFileSync(path.join(RECORDS, input))));
    const [back] = recordsApi.readRecords(new Uint8Array(fs.readFileSync(out)));
    assert.is(back.error, undefined, `${output}: ${JSON.stringify(back.error)}`);
    assert.equal(uciTree(back.moves), uciTree(original.moves), output);
    if (shown) assert.ok(fs.readFileSync(out, 'utf8').includes(shown), `${output} has ${shown}`);
  }
  const wrongGame = await run([CONVERT_EXAMPLE, path.join(RECORDS, 'xqf', 'SAMPLE.XQF'), path.join(TMP, 'x.gib')]);
  assert.is(wrongGame.code, 2);
  assert.match(wrongGame.stderr, /unknown-format: GIB records are janggi records/);
  assert.is((await run([CONVERT_EXAMPLE])).code, 2);
  const missing = await run([CONVERT_EXAMPLE, path.join(RECORDS, 'no-such.pgn'), path.join(TMP, 'x.pgn')]);
  assert.equal([missing.code, missing.stderr.trim()], [2, `${path.join(RECORDS, 'no-such.pgn')}: cannot be read: ENOENT`]);
  // gzipped, or zipped (Info-ZIP's zip): the file's game, as from the file itself
  const plainOut = path.join(TMP, 'plain.pgn');
  assert.is((await run([CONVERT_EXAMPLE, path.join(RECORDS, 'xu-nie-1999.pgn'), plainOut, 'wxf'])).code, 0);
  const gz = path.join(TMP, 'xu-nie-1999.pgn.gz');
  fs.writeFileSync(gz, gzipSync(fs.readFileSync(path.join(RECORDS, 'xu-nie-1999.pgn'))));
  const zipped = path.join(TMP, 'xu-nie.zip');
  execFileSync('zip', ['-q', '-j', zipped, path.join(RECORDS, 'README.md'), path.join(RECORDS, 'xu-nie-1999.pgn')]);
  for (const packed of [gz, zipped]) {
    const out = path.join(TMP, 'unpacked.pgn');
    const r = await run([CONVERT_EXAMPLE, packed, out, 'wxf']);
    assert.is(r.code, 0, r.stderr);
    assert.is(fs.readFileSync(out, 'utf8'), fs.readFileSync(plainOut, 'utf8'), packed);
  }
  const cut = path.join(TMP, 'cut.zip');
  fs.writeFileSync(cut, fs.readFileSync(zipped).subarray(0, 100));
  const cutRun = await run([CONVERT_EXAMPLE, cut, path.join(TMP, 'x.pgn')]);
  assert.equal([cutRun.code, cutRun.stderr.trim()], [2, `${cut}: cannot be read: unreadable-archive`]);
  // PGN is written in the record's own notation unless one is given
  const chinese = path.join(TMP, 'chinese-again.pgn');
  assert.is((await run([CONVERT_EXAMPLE, path.join(RECORDS, 'wxfca-15-chinese.pgn'), chinese])).code, 0);
  assert.is(recordsApi.readRecords(fs.readFileSync(chinese, 'utf8'))[0].notation, 'chinese');
});

// ---- examples/chessground (the Node part) -------------------------------------------------------

const cgUrl = pathToFileURL(path.join(EXAMPLES, 'chessground', 'config.js')).href;

test('chessground/config.js: a makruk game as chessground wants it', async () => {
  const { chessgroundConfig, fromBoardKey } = await import(cgUrl);
  const g = new Game('makruk/plyyard');
  const config = chessgroundConfig(g);
  assert.is(config.fen, 'rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBKQBNR', 'khon as bishop, met as queen');
  assert.is(config.turnColor, 'white');
  assert.is(config.check, false);
  assert.is(config.lastMove, undefined);
  assert.is(config.movable.color, 'white');
  assert.is(config.movable.free, false);
  assert.instance(config.movable.dests, Map);
  assert.equal(config.movable.dests, g.dests());
  assert.equal(config.movable.dests.get('b1'), ['d2']);
  assert.is([...config.movable.dests.values()].flat().length, g.moves().length);
  assert.is(config.dimensions, undefined, 'no dimensions for chessground 8×8');
  // a move made on the board goes back to the rules as squares
  g.play({ from: fromBoardKey('b1'), to: fromBoardKey('d2') });
  const next = chessgroundConfig(g, { orientation: 'black' });
  assert.is(next.turnColor, 'black');
  assert.is(next.movable.color, 'black');
  assert.is(next.orientation, 'black');
  assert.equal(next.lastMove, ['b1', 'd2']);
  // a promoted met keeps its ~ mark, as chessground reads it
  const promo = new Game('makruk/plyyard', 'r3k3/8/8/2P5/8/8/8/4K3 w - - 0 1');
  promo.play('c5c6');
  assert.is(chessgroundConfig(promo).fen, 'r3k3/8/2Q~5/8/8/8/8/4K3');
});

test('chessground/config.js: check, game over, and 9×10 boards for chessgroundx', async () => {
  const { chessgroundConfig, fromBoardKey } = await import(cgUrl);
  const mated = new Game('xiangqi/youzai', '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1');
  const before = chessgroundConfig(mated);
  assert.equal(before.dimensions, { width: 9, height: 10 });
  assert.equal(before.movable.dests.get('i1'), mated.dests({ keys: 'cgx' }).get('i1'));
  assert.ok(before.movable.dests.get('i1').includes('i:'), "rank 10 written ':'");
  assert.is(before.fen, '3k5/R8/9/9/9/9/9/9/9/4K3R', 'the board field, letters unchanged');
  mated.play({ from: 'i1', to: fromBoardKey('i:') });
  const after = chessgroundConfig(mated);
  assert.is(after.check, 'black');
  assert.is(after.movable.color, undefined, 'nobody moves once the game is over');
  assert.is(after.movable.dests.size, 0);
  assert.equal(after.lastMove, ['i1', 'i:']);
  const janggi = new Game('janggi/youzai');
  janggi.play('pass');
  assert.is(chessgroundConfig(janggi).lastMove, undefined, 'a pass is not a board move');
});

test('chessground/: chessground is the example\'s own dependency, not the package\'s', () => {
  const own = JSON.parse(fs.readFileSync(path.join(EXAMPLES, 'chessground', 'package.json'), 'utf8'));
  assert.ok(own.dependencies.chessground, 'listed in examples/chessground/package.json');
  assert.is(own.type, 'module');
  const root = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  assert.not.ok({ ...root.dependencies, ...root.devDependencies }.chessground);
  const config = fs.readFileSync(path.join(EXAMPLES, 'chessground', 'config.js'), 'utf8');
  assert.not.match(config, /^\s*import\s/m, 'config.js imports nothing');
  assert.match(fs.readFileSync(path.join(EXAMPLES, 'chessground', 'board.js'), 'utf8'), /from 'chessground'/);
});

// node/engine-line.mjs against Fairy-Stockfish (installed by .ci/run): the line it prints, read
// back move by move, is the engine's own principal variation, asked of it here at the same depth
// (one thread: the same search each time).
const ENGINE_EXAMPLE = path.join(EXAMPLES, 'node', 'engine-line.mjs');

test('node/engine-line.mjs: Fairy-Stockfish\'s line in Chinese, Korean and SAN, numbered; refused when read as ICCS', async () => {
  const fsf = findFsf({ install: false });
  assert.ok(fsf, 'fairy-stockfish is installed (.ci/run installs it)');
  // the engine's last pv before its bestmove, as the example takes it
  const pvOf = async (variant, fen, depth) => (await searchLines(fsf, { variant, fen, depth })).at(-1).pv;
  const makruk = 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b - - 0 1';
  for (const [profile, kind, fen, depth] of [['xiangqi/standard', 'chinese', undefined, 6], ['janggi/standard', 'korean', undefined, 5], ['makruk/standard', 'san', makruk, 5]]) {
    const r = await run([ENGINE_EXAMPLE, profile, kind, '--depth', String(depth), '--engine', fsf, ...(fen ? ['--fen', fen] : [])]);
    assert.is(r.code, 0, r.stderr);
    const [head, line] = r.stdout.trimEnd().split('\n');
    assert.match(head, new RegExp(`^depth ${depth}, score (cp|mate) -?\\d+`));
    const g = new Game(profile, fen);
    const played = line.split(' ').filter((t) => !/^\d+\.$|^…$/.test(t)).map((t) => g.play(t, { notation: kind }).uci);
    assert.equal(played, await pvOf(profile.split('/')[0], fen, depth), `${profile}: ${line}`);
    assert.ok(line.startsWith(fen ? '1. … ' : '1. '), line);
  }
  const wrong = await run([ENGINE_EXAMPLE, 'xiangqi/standard', 'wxf', '--iccs', '--depth', '3', '--engine', fsf]);
  assert.is(wrong.code, 1);
  assert.match(wrong.stdout, /^the engine's line is refused at move 1: \S+: move 1 of the line, "/);
  const none = await run([ENGINE_EXAMPLE, 'xiangqi/standard', '--engine', path.join(TMP, 'no-such-engine')]);
  assert.is(none.code, 2);
  assert.match(none.stderr, /cannot run the engine/);
});

// node/game-server.mjs: a real game (tests/records/xu-nie-1999.pgn, 1999, as the site wrote it)
// played over HTTP move by move in the record's own Chinese texts; the truth for the position
// is Fairy-Stockfish's FEN after the same moves, and for the texts the record's own.
const SERVER_EXAMPLE = path.join(EXAMPLES, 'node', 'game-server.mjs');

/** The server started on a free port with `store`: { url, stop() }. */
function startServer(store) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_EXAMPLE, '--port', '0', '--store', store], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      const url = /listening on (http:\S+)\//.exec(out)?.[1];
      if (!url) return;
      child.removeAllListeners('exit');
      resolve({ url, stop: () => new Promise((done) => { if (child.exitCode !== null || child.signalCode) done(); else { child.on('exit', done); child.kill(); } }) });
    });
  });
}

test('node/game-server.mjs: a real game played over HTTP in its record\'s Chinese, at Fairy-Stockfish\'s FEN; refusals typed, the game unchanged; kept across a restart', async () => {
  const fsf = findFsf({ install: false });
  assert.ok(fsf, 'fairy-stockfish is installed (.ci/run installs it)');
  const [record] = recordsApi.readRecords(new Uint8Array(fs.readFileSync(path.join(RECORDS, 'xu-nie-1999.pgn'))));
  const store = path.join(TMP, 'server-games.json');
  let server = await startServer(store);
  try {
    await playOverHttp(server, record, fsf, async () => {
      await server.stop();
      server = await startServer(store);
      return server;
    });
  } finally {
    await server.stop(); // a failure must not leave it running (nor the test file waiting on it)
  }
});

async function playOverHttp(first, record, fsf, restart) {
  let server = first;
  const call = async (method, route, body) => {
    const response = await fetch(server.url + route, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };
  const made = await call('POST', '/games', { profile: 'xiangqi/standard', fen: record.fen });
  assert.is(made.status, 201);
  const { id, fen: start } = made.body;
  for (const [i, move] of record.moves.entries()) {
    const r = await call('POST', `/games/${id}/moves`, { move: move.text });
    assert.equal([r.status, r.body.played?.uci, r.body.ply], [200, move.uci, i + 1], move.text);
  }
  // Fairy-Stockfish's position after the same moves: board and side to move
  const fsfFen = execFileSync(fsf, { input: `uci\nsetoption name UCI_Variant value xiangqi\nposition fen ${start} moves ${record.moves.map((m) => m.uci).join(' ')}\nd\nquit\n`, encoding: 'utf8' })
    .match(/^Fen: (\S+ \S+)/m)[1];
  const shown = await call('GET', `/games/${id}?notation=chinese`);
  assert.is(shown.body.fen.split(' ').slice(0, 2).join(' '), fsfFen);
  assert.equal(shown.body.history, record.moves.map((m) => m.text), 'the record\'s own texts');
  assert.is(shown.body.outcome.over, false, 'the record ends by resignation, not mate');
  // refusals: typed, with what was refused, and the game as it was
  const illegal = await call('POST', `/games/${id}/moves`, { move: '车六进九' });
  assert.equal([illegal.status, illegal.body.error.name, illegal.body.error.move], [422, 'IllegalMoveError', '车六进九']);
  const unknown = await call('POST', '/games', { profile: 'chess' });
  assert.equal([unknown.status, unknown.body.error.code, unknown.body.error.profile], [400, 'unknown-profile', 'chess']);
  const badFen = await call('POST', '/games', { profile: 'janggi/standard', fen: 'not a fen' });
  assert.equal([badFen.status, badFen.body.error.name], [400, 'InvalidFenError']);
  assert.equal([(await call('GET', '/games/nope')).status, (await call('POST', `/games/${id}/moves`, ['x'])).status], [404, 400]);
  assert.equal((await call('GET', `/games/${id}?notation=chinese`)).body, shown.body);
  // Black resigned (the record's 1-0); the server restarted on its file has the game as it was
  const resigned = await call('POST', `/games/${id}/resign`, {});
  assert.equal([resigned.body.outcome.result, resigned.body.outcome.reason], [record.result, 'resignation']);
  server = await restart();
  const again = await call('GET', `/games/${id}?notation=chinese`);
  assert.equal(again.body, { ...shown.body, outcome: resigned.body.outcome });
  const legalBefore = new Game('xiangqi/standard', again.body.fen).moves()[0].uci; // legal had Black not resigned
  assert.is((await call('POST', `/games/${id}/moves`, { move: legalBefore })).body.error.code, 'game-over');
}

// ---- examples/typescript ----------------------------------------------------------------------

const USAGE = path.join(EXAMPLES, 'typescript', 'usage.ts');

test('typescript/usage.ts names every export and every Game member', () => {
  const source = fs.readFileSync(USAGE, 'utf8');
  const missing = [];
  for (const name of [...Object.keys(api), ...Object.keys(recordsApi)]) if (!new RegExp(`\\b${name}\\b`).test(source)) missing.push(name);
  const members = Object.getOwnPropertyNames(Game.prototype).filter((n) => n !== 'constructor');
  for (const name of members) if (!new RegExp(`\\.${name}\\b`).test(source)) missing.push(`Game#${name}`);
  assert.equal(missing, []);
});

test('typescript/usage.ts runs (types stripped by esbuild)', async () => {
  const { code } = transformSync(fs.readFileSync(USAGE, 'utf8'), { loader: 'ts', format: 'esm', target: 'es2022' });
  const file = path.join(TMP, 'usage.mjs');
  const absolute = (spec) => JSON.stringify(pathToFileURL(path.join(ROOT, 'bindings', spec)).href);
  fs.writeFileSync(file, code.replace(/(["'])\.\.\/\.\.\/bindings\/([\w/]+\.js)\1/g, (_, q, spec) => absolute(spec)));
  const r = await run([file]);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, 'usage.ts: every check passed\n');
});

test('typescript/usage.ts type-checks with tsc --strict against bindings/index.d.ts', () => {
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const r = spawnSync(process.execPath, [tsc, '--noEmit', '--strict', '--noUncheckedIndexedAccess', '--target', 'es2022',
    '--module', 'nodenext', '--lib', 'es2022,dom', 'examples/typescript/usage.ts'], { cwd: ROOT, encoding: 'utf8' });
  assert.is(r.status, 0, r.stdout + r.stderr);
});

// ---- in Chromium: the web page and the worker -------------------------------------------------

let browser = null;
let site = null;
const requests = [];

/** A new loopback-only page that records console errors, page errors and failed requests. */
async function openPage(url) {
  const errors = consoleErrors();
  const page = await newPage(browser, { errors });
  page.on('request', (req) => requests.push(new URL(req.url()).pathname));
  await page.goto(url);
  await page.waitForSelector('body[data-ready]', { timeout: 15000 });
  assert.is(await page.getAttribute('body', 'data-ready'), 'true', errors.format());
  return { page, errors };
}

// Without chromium the browser tests are skipped, except in CI (CI=true), where that fails.
const browserTest = browserAvailable() || process.env.CI === 'true' ? test : test.skip;

browserTest('Chromium starts (headless, loopback only); the repository root is served', async () => {
  browser = await launchBrowser();
  site = await serveDir(ROOT);
});

browserTest('web-page: legal moves of a FEN, playing from the text box, errors shown', async () => {
  const { page, errors } = await openPage(`${site.url}examples/web-page/index.html`);
  const count = async () => Number(await page.textContent('#count'));
  assert.is(await page.inputValue('#profile'), 'xiangqi/youzai');
  assert.is(await count(), 44);
  assert.is(await page.textContent('#status'), 'white to move');
  assert.ok(await page.isVisible('#moves button[data-uci="h3e3"]'));
  assert.is(await page.textContent('#moves button[data-uci="h3e3"]'), 'C2=5 (h3e3)');

  const g = new Game('xiangqi/youzai');
  await page.fill('#move', 'C2=5');
  await page.click('#play');
  g.play('h3e3');
  assert.is(await page.inputValue('#fen'), g.fen());
  assert.is(await page.textContent('#status'), 'black to move');
  assert.is(await page.inputValue('#move'), '');

  await page.fill('#move', 'a1a3');
  await page.click('#play');
  assert.is(await page.textContent('#error'), '"a1a3" refused: wrong-side: that piece belongs to the side not to move');
  assert.is(await page.inputValue('#fen'), g.fen(), 'the position did not change');

  await page.click('#moves button[data-uci="h10g8"]');
  g.play('h10g8');
  assert.is(await page.inputValue('#fen'), g.fen());
  assert.is(await page.textContent('#error'), '');
  await page.click('#undo');
  g.undo();
  assert.is(await page.inputValue('#fen'), g.fen());

  // another profile, then a FEN typed in
  await page.selectOption('#profile', 'makruk/plyyard');
  assert.is(await count(), 23);
  assert.is(await page.textContent('#moves button[data-uci="b1d2"]'), 'Nd2 (b1d2)');
  await page.selectOption('#profile', 'xiangqi/youzai');
  await page.fill('#fen', '3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 1 1');
  await page.click('#position-form button[type=submit]');
  assert.is(await page.textContent('#status'), 'Game over: 1-0 (white wins by checkmate)');
  assert.is(await count(), 0);
  await page.fill('#fen', 'not a fen');
  await page.click('#position-form button[type=submit]');
  assert.match(await page.textContent('#error'), /^Bad FEN: fen-\S+: /);
  errors.assertNone();
  await page.close();
});

browserTest('worker: the rules answer from a module worker, not from the main thread', async () => {
  const { page, errors } = await openPage(`${site.url}examples/worker/index.html`);
  assert.is(await page.textContent('#count'), '44');
  assert.match(await page.textContent('#status'), /^rnbakabnr\/.* — white to move$/);
  assert.match(await page.textContent('#moves'), /^(\S+ ){43}\S+$/);

  const makruk = await page.evaluate(() => window.ask({ profile: 'makruk/plyyard' }));
  assert.is(makruk.ok, true);
  assert.is(makruk.moves.length, 23);
  assert.equal(makruk.moves.find((m) => m.uci === 'b1d2'), { uci: 'b1d2', notation: 'Nd2' });
  assert.equal(makruk.outcome, { over: false, result: '*', winner: null, reason: null });

  const mate = await page.evaluate(() => window.ask({ profile: 'xiangqi/youzai', fen: '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1', moves: ['R1+9'] }));
  assert.equal([mate.ok, mate.moves.length, mate.inCheck, mate.outcome.reason], [true, 0, true, 'checkmate']);
  const illegal = await page.evaluate(() => window.ask({ profile: 'xiangqi/youzai', moves: ['C2=5', 'zz'] }));
  assert.equal([illegal.ok, illegal.error.code, illegal.error.ply, illegal.error.name], [false, 'malformed-move', 2, 'IllegalMoveError']);
  const unknown = await page.evaluate(() => window.ask({ profile: 'chess/x' }));
  assert.equal([unknown.ok, unknown.error.code], [false, 'unknown-profile']);
  const perft = await page.evaluate(() => window.ask({ type: 'perft', profile: 'janggi/plyyard', depth: 3 }));
  assert.is(perft.nodes, 30037);

  // the form: moves played first, in notation
  await page.fill('#played', 'C2=5 H8+7');
  await page.click('#form button[type=submit]');
  await page.waitForFunction(() => document.getElementById('status').textContent.includes(' w - - 2 2'));
  assert.is(await page.textContent('#error'), '');

  // the wasm was fetched and instantiated by the worker, not by the page
  const mainThread = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.not.ok(mainThread.includes('/bindings/boardrules.wasm'), mainThread.join(' '));
  assert.ok(requests.includes('/examples/worker/rules-worker.js'));
  assert.ok(requests.includes('/bindings/boardrules.wasm'), 'requested by the worker');
  errors.assertNone();
  await page.close();
});

test.after(async () => {
  await browser?.close();
  await site?.close();
  fs.rmSync(TMP, { recursive: true, force: true });
});

test.run();
