// demo.browser.test.js — the analysis board (web-demo/) in a real browser (Debian's chromium
// through playwright-core): the points it marks are the API's destinations, moves and refusals
// by clicking, pass and the vchess setup turn, screenshots to tests/artifacts/, no console error.
//
//   npm run build && node node_modules/uvu/bin.js tests/js 'browser.test.js$'
//
// Without chromium the tests are skipped outside CI (CI=true makes a missing browser a failure).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game, validateFen } from '../../bindings/index.js';
import { buildDemo } from '../../web-demo/build.mjs';
import {
  browserAvailable, launchBrowser, serveDir, consoleErrors, newPage, CHROMIUM_PATH,
} from './support/browser.mjs';

await init();

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
const ctx = {};

// ---- helpers --------------------------------------------------------------------------------

const point = (sq) => `.point[data-square="${sq}"]`;
const click = (sq) => ctx.page.click(point(sq));
const statusText = () => ctx.page.textContent('#status-text');
const uiFen = () => ctx.page.inputValue('#fen');

/** Plays a UCI move ('h10g8') by clicking its two points. */
async function clickMove(uci) {
  const [, from, to] = /^([a-z]\d+)([a-z]\d+)$/.exec(uci);
  await click(from);
  await click(to);
}

async function pickProfile(name) {
  await ctx.page.selectOption('#profile', name);
  assert.is(await ctx.page.evaluate(() => window.__demo.game.profile), name);
}

async function newGameUi(name) {
  await pickProfile(name);
  await ctx.page.click('#new-game'); // also resets a profile that was already picked
}

async function loadFenUi(fen) {
  await ctx.page.fill('#fen', fen);
  await ctx.page.click('#fen-load');
}

/** The destinations the board marks: [[square, isCapture]], sorted. */
async function markedDests() {
  return ctx.page.$$eval('.point.dest, .point.capture-dest',
    (els) => els.map((e) => [e.dataset.square, e.classList.contains('capture-dest')]).sort());
}

/** A deterministic position some moves into a game (for captures in the comparison). */
function midgameFen(profile, plies, seed) {
  const g = new Game(profile);
  let s = seed;
  for (let i = 0; i < plies; i++) {
    const moves = g.moves().filter((m) => !m.pass && !m.setup);
    if (!moves.length || g.isOver()) break;
    const captures = moves.filter((m) => m.captured);
    s = (s * 1103515245 + 12345) % 2147483648;
    const pool = captures.length && s % 3 === 0 ? captures : moves;
    g.play(pool[s % pool.length].uci);
  }
  return g.fen();
}

/** Clicks every piece that can move and compares the marked points with Game.dests(). */
async function compareAllDests(profile) {
  const fen = await uiFen();
  const g = new Game(profile, fen);
  const dests = g.dests();
  assert.ok(dests.size > 0, `${profile}: no legal move in ${fen}`);
  let captures = 0;
  for (const [from, tos] of dests) {
    await click(from);
    const expected = tos.map((to) => [to, g.get(to) !== null]).sort();
    captures += expected.filter(([, c]) => c).length;
    assert.equal(await markedDests(), expected, `${profile} ${fen}: destinations of ${from}`);
  }
  // a piece of the side to move that cannot move marks nothing
  const stuck = g.pieces().find((p) => p.color === g.turn && !dests.has(p.square));
  if (stuck) {
    await click(stuck.square);
    assert.equal(await markedDests(), [], `${profile}: ${stuck.square} cannot move`);
  }
  await ctx.page.keyboard.press('Escape');
  return captures;
}

// ---- setup ----------------------------------------------------------------------------------

const haveBrowser = browserAvailable();
if (!haveBrowser && !process.env.CI) {
  test.skip(`analysis board in a browser (no chromium at ${CHROMIUM_PATH})`, () => {});
} else {
  test.before(async () => {
    ctx.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-demo-'));
    await buildDemo({ outdir: ctx.dir });
    ctx.site = await serveDir(ctx.dir);
    ctx.browser = await launchBrowser();
    ctx.errors = consoleErrors();
    ctx.page = await newPage(ctx.browser, {
      errors: ctx.errors, permissions: ['clipboard-read', 'clipboard-write'],
    });
    await ctx.page.goto(ctx.site.url);
    await ctx.page.waitForSelector('body[data-ready="true"]');
    fs.mkdirSync(ARTIFACTS, { recursive: true });
  });

  test.after(async () => {
    await ctx.browser?.close();
    await ctx.site?.close();
    if (ctx.dir) fs.rmSync(ctx.dir, { recursive: true, force: true });
  });

  test('the page lists every profile and serves the wasm as application/wasm', async () => {
    const names = await ctx.page.$$eval('#profile option', (os) => os.map((o) => o.value));
    // the built-in names, from a fresh instance (other test files define custom profiles here)
    const { WasmPerft } = await import('../../scripts/cli-perft.mjs');
    assert.equal(names, (await WasmPerft.load()).profiles());
    assert.ok(names.length >= 8);
    const [type, size] = await ctx.page.evaluate(async () => {
      const res = await fetch('boardrules.wasm');
      return [res.headers.get('content-type'), (await res.arrayBuffer()).byteLength];
    });
    assert.is(type, 'application/wasm');
    assert.ok(size > 1000);
  });

  for (const [profile, seed] of [['xiangqi/standard', 7], ['janggi/plyyard', 11], ['makruk/standard', 5]]) {
    test(`${profile}: the marked points are Game.dests(), at the start and in a middle game`, async () => {
      await newGameUi(profile);
      assert.is(await uiFen(), new Game(profile).fen());
      await compareAllDests(profile);
      await loadFenUi(midgameFen(profile, 24, seed));
      assert.is(await ctx.page.textContent('#fen-error'), '');
      const captures = await compareAllDests(profile);
      assert.ok(captures > 0, `${profile}: the middle game should offer a capture`);
    });
  }

  test('xiangqi: a mate in three by clicking, then the status shows the result', async () => {
    const line = 'b3b5 a7a6 b5c5 f10e9 c5c10'.split(' ');
    const g = new Game('xiangqi/standard');
    for (const m of line) g.play(m);
    assert.equal(g.outcome(), { over: true, result: '1-0', winner: 'white', reason: 'checkmate' });

    await newGameUi('xiangqi/standard');
    assert.is(await statusText(), 'Red to move');
    for (const m of line) await clickMove(m);
    assert.is(await statusText(), 'Checkmate — Red wins 1-0');
    assert.is(await ctx.page.getAttribute('#status', 'data-result'), '1-0');
    const listed = await ctx.page.$$eval('#moves .mv[data-ply]', (bs) => bs.map((b) => b.textContent));
    assert.equal(listed, g.history().map((m) => m.notation));
    assert.is(await uiFen(), g.fen());
    assert.is(await ctx.page.locator('.board .check').count(), 1, 'the mated general is marked');
    await ctx.page.screenshot({ path: path.join(ARTIFACTS, 'demo-xiangqi-mate.png') });

    await ctx.page.click('#undo');
    assert.is(await statusText(), 'Red to move');
    await ctx.page.click('#redo');
    assert.is(await statusText(), 'Checkmate — Red wins 1-0');
    // the move list jumps back and forth
    await ctx.page.click('#moves .mv[data-ply="1"]');
    const first = new Game('xiangqi/standard');
    first.play(line[0]);
    assert.is(await uiFen(), first.fen());
    assert.is(await statusText(), 'Black to move');
    await ctx.page.click('#moves .mv[data-ply="5"]');
    assert.is(await statusText(), 'Checkmate — Red wins 1-0');
  });

  test('the board flips', async () => {
    await newGameUi('xiangqi/standard');
    const y = async (sq) => (await ctx.page.locator(point(sq)).boundingBox()).y;
    assert.ok(await y('a1') > await y('a10'), 'Red at the bottom');
    await ctx.page.click('#flip');
    assert.ok(await y('a1') < await y('a10'), 'Red at the top once flipped');
    await clickMove('h3e3'); // clicks still reach the right points
    assert.is(await ctx.page.getAttribute('.piece[data-at="e3"]', 'data-piece'), 'C');
    await ctx.page.click('#flip');
  });

  test('janggi/plyyard: a cannon may not hop a cannon, and the board says so', async () => {
    await pickProfile('janggi/plyyard');
    const fen = '4k4/9/9/1p7/9/1C7/9/1C7/9/4K4 w - - 0 1';
    await loadFenUi(fen);
    assert.is(await uiFen(), fen);
    const why = new Game('janggi/plyyard', fen).explain('b3b7');
    assert.is(why.code, 'cannon-screen-is-cannon');
    await click('b3');
    await click('b7');
    const message = await ctx.page.textContent('#message');
    assert.ok(message.includes(why.message), `refusal shown: ${message}`);
    assert.match(message, /cannot jump over a cannon/);
    assert.is(await ctx.page.getAttribute('#message', 'data-code'), 'cannon-screen-is-cannon');

    // a bad FEN is refused with validateFen's words, and the position stays
    const bad = '4k4/9/9/1x7/9/1C7/9/1C7/9/4K4 w - - 0 1';
    const check = validateFen('janggi/plyyard', bad);
    assert.is(check.ok, false);
    await loadFenUi(bad);
    assert.is((await ctx.page.textContent('#fen-error')).toLowerCase(), check.error.message.toLowerCase());
    assert.is(await ctx.page.evaluate(() => window.__demo.game.fen()), fen);

    // export: Copy FEN puts the position on the clipboard
    await ctx.page.click('#fen-copy');
    assert.is(await ctx.page.evaluate(() => navigator.clipboard.readText()), fen);
  });

  test('janggi/youzai: the Pass button passes the turn', async () => {
    await newGameUi('janggi/youzai');
    assert.is(await statusText(), 'Cho (초) to move');
    assert.ok(await ctx.page.isVisible('#pass'));
    await ctx.page.click('#pass');
    assert.is(await statusText(), 'Han (한) to move');
    const g = new Game('janggi/youzai');
    g.play('pass');
    assert.is(await uiFen(), g.fen());
    assert.is(await ctx.page.textContent('#moves .mv.current'), g.history()[0].notation);
    // plyyard has no pass
    await newGameUi('janggi/plyyard');
    assert.not.ok(await ctx.page.isVisible('#pass'));
  });

  test('janggi/vchess: both setup turns through the buttons', async () => {
    await newGameUi('janggi/vchess');
    assert.ok(await ctx.page.isVisible('#setup'));
    assert.match(await statusText(), /^Cho \(초\) to move — setup/);
    await ctx.page.screenshot({ path: path.join(ARTIFACTS, 'demo-janggi-setup.png') });
    await ctx.page.click('#setup [data-setup="left"]');
    assert.match(await statusText(), /^Han \(한\) to move — setup/);
    await ctx.page.click('#setup [data-setup="both"]');
    assert.not.ok(await ctx.page.isVisible('#setup'));
    assert.is(await statusText(), 'Cho (초) to move');
    const g = new Game('janggi/vchess');
    g.play('b1c1');
    g.play('b10c10,h10g10');
    assert.is(await uiFen(), g.fen());
    const pieceAt = (sq) => ctx.page.getAttribute(`.piece[data-at="${sq}"]`, 'data-piece');
    assert.equal([await pieceAt('b1'), await pieceAt('c1'), await pieceAt('g1'), await pieceAt('h1')], ['B', 'N', 'B', 'N']);
    assert.equal([await pieceAt('b10'), await pieceAt('c10'), await pieceAt('g10'), await pieceAt('h10')], ['b', 'n', 'n', 'b']);
    const listed = await ctx.page.$$eval('#moves .mv[data-ply]', (bs) => bs.map((b) => b.textContent));
    assert.equal(listed, ['setup: swap left', 'setup: swap both']);
  });

  test('screenshots of the three games, and at phone size', async () => {
    const shots = [
      ['xiangqi/standard', 'demo-xiangqi.png', ['h3e3', 'h10g8'], 'b3'],
      ['janggi/plyyard', 'demo-janggi.png', ['c4d4', 'c7c6'], 'h1'],
      ['makruk/standard', 'demo-makruk.png', ['e3e4', 'd6d5'], 'e4'],
    ];
    for (const [profile, file, moves, select] of shots) {
      await newGameUi(profile);
      for (const m of moves) await clickMove(m);
      await click(select);
      if (profile === 'janggi/plyyard') await ctx.page.click('#legend-toggle');
      await ctx.page.screenshot({ path: path.join(ARTIFACTS, file), fullPage: true });
      if (profile === 'janggi/plyyard') await ctx.page.click('#legend-toggle');
    }

    const phone = await newPage(ctx.browser, { errors: ctx.errors, viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    try {
      await phone.goto(`${ctx.site.url}#janggi/vchess`);
      await phone.waitForSelector('body[data-ready="true"]');
      assert.is(await phone.evaluate(() => window.__demo.game.profile), 'janggi/vchess');
      await phone.tap('#setup [data-setup="keep"]');
      await phone.tap('#setup [data-setup="right"]');
      await phone.tap(point('b1'));
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no sideways scrolling at 375 px (page is ${width} px wide)`);
      const board = await phone.locator('svg.board').boundingBox();
      assert.ok(board.width >= 330 && board.x + board.width <= 375, `board fits the width: ${JSON.stringify(board)}`);
      assert.equal((await phone.$$eval('.point.dest', (els) => els.map((e) => e.dataset.square))).sort(), ['a3', 'c3']);
      await phone.screenshot({ path: path.join(ARTIFACTS, 'demo-phone.png'), fullPage: true });
    } finally {
      await phone.context().close();
    }
  });

  test('no console errors, failed requests or off-machine requests', () => {
    ctx.errors.assertNone();
  });
}

test.run();
