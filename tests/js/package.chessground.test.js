// package.chessground.test.js — boardrules/chessground with the real chessgroundx in Chromium:
// the destinations chessgroundx draws for every piece equal Game.dests(), key() and square()
// convert both ways, a mate played by clicks ends the game with the general highlighted, and a
// janggi pass hands the move over. The page is tests/bundlers/chessground/page.js, bundled by
// esbuild from the repository's bindings (the packed package is exercised by
// package.bundlers.test.js).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game } from '../../bindings/index.js';
import { key, square, config, dests, check, lastMove, play, pass } from '../../bindings/chessground.js';
import { browserAvailable, consoleErrors, newPage, serveDir, withBrowser } from './support/browser.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
await init();

test('key() and square() convert both ways on every point of every board', () => {
  for (const [profile, files, ranks] of [['xiangqi/youzai', 9, 10], ['janggi/plyyard', 9, 10], ['makruk/plyyard', 8, 8]]) {
    const g = new Game(profile);
    for (let i = 0; i < files * ranks; i++) {
      const name = g.squareName(i);
      const k = key(name);
      assert.is(k.length, 2, `${name} -> ${k}`);
      assert.is(square(k), name);
      assert.is(square(name), name, 'square names pass through');
    }
  }
  assert.is(key('a10'), 'a:');
  assert.is(key('i10'), 'i:');
  assert.is(square('e:'), 'e10');
  assert.throws(() => key('j11x'), /square name/);
  assert.throws(() => square('z9'), /board key/);
  // no board has more than files a-i and ranks 1-10 (':'): chessgroundx's own keys beyond them are none of ours
  for (const name of ['j1', 'p16', 'a11', 'a0', 'p@', 'a;']) assert.throws(() => key(name), TypeError, name);
  for (const k of ['j1', 'p@', 'a;', 'p16', 'a11', 'a0']) assert.throws(() => square(k), TypeError, k);
  // the documented TypeError names any value, a BigInt and a Symbol too
  for (const [value, shown] of [[1n, '1n'], [Symbol('s'), 'a symbol'], [undefined, 'undefined'], [{ toJSON: () => 'a1' }, 'an object'], ['z9', '"z9"']]) {
    for (const convert of [key, square]) {
      assert.throws(() => convert(value), (e) => e instanceof TypeError && e.message.endsWith(`got ${shown}`) && /boardrules\/chessground/.test(e.message), `${convert.name}(${shown})`);
    }
  }
});

test('every function given something other than a Game throws the documented TypeError naming it', () => {
  // (a number, a snapshot, a game's FEN: "game.dests is not a function" had come from inside)
  const g = new Game('xiangqi/standard');
  for (const [value, shown] of [[5, '5'], [null, 'null'], [g.snapshot(), 'an object'], [g.fen(), `"${g.fen().slice(0, 40)}…"`]]) {
    for (const [fn, call] of [['dests', () => dests(value)], ['check', () => check(value)], ['lastMove', () => lastMove(value)],
      ['config', () => config(value)], ['play', () => play(value, 'h3', 'e3')], ['pass', () => pass(value)]]) {
      assert.throws(call, (e) => e instanceof TypeError && e.message === `boardrules/chessground: ${fn}() expects a boardrules Game, got ${shown}`, `${fn}(${shown})`);
    }
  }
  assert.is(g.ply, 0);
});

test('config(): dests are Game.dests() in board keys; nobody moves once the game is over', () => {
  const g = new Game('janggi/plyyard');
  const c = config(g);
  const fromGame = g.dests();
  assert.is(c.movable.dests.size, fromGame.size);
  for (const [from, tos] of fromGame) assert.equal(c.movable.dests.get(key(from)), tos.map(key));
  assert.is(c.turnColor, 'white');
  assert.is(c.check, false);
  assert.equal(c.lastMove, []); // chessgroundx marks none (undefined, which would too, is no Config value under exactOptionalPropertyTypes)
  assert.equal(c.dimensions, { width: 9, height: 10 });
  g.resign('white');
  assert.is(config(g).movable.color, undefined);
  assert.is(config(g).movable.dests.size, 0);
  // a threefold repetition ends xiangqi/standard; a game that plays past it keeps its moves
  const r = new Game('xiangqi/standard');
  for (let i = 0; i < 2; i++) for (const uci of ['b1c3', 'b10c8', 'c3b1', 'c8b10']) r.play(uci);
  assert.is(r.outcome().reason, 'repetition');
  assert.equal([config(r).movable.color, config(r).movable.dests.size], [undefined, 0]);
  r.playPastEnd = true;
  const past = config(r);
  assert.is(past.movable.color, 'white');
  assert.is(past.movable.dests.size, r.dests().size);
  for (const [from, tos] of r.dests()) assert.equal(past.movable.dests.get(key(from)), tos.map(key));
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-cgx-'));
const browserTest = browserAvailable() ? test : test.skip;

/** Runs fn(page) on the bundled board page in Chromium, failing on any browser error. */
async function onBoard(fn) {
  const out = path.join(dir, 'site');
  if (!fs.existsSync(out)) {
    fs.mkdirSync(out, { recursive: true });
    const result = await build({
      entryPoints: [path.join(ROOT, 'tests/bundlers/chessground/page.js')], bundle: true, format: 'esm',
      outfile: path.join(out, 'page.js'), logLevel: 'silent',
      alias: { boardrules: path.join(ROOT, 'bindings/index.js'), 'boardrules/chessground': path.join(ROOT, 'bindings/chessground.js') },
    });
    assert.equal(result.errors, []);
    fs.copyFileSync(path.join(ROOT, 'bindings/boardrules.wasm'), path.join(out, 'boardrules.wasm'));
    const css = ['chessground.base.css'].map((f) => fs.readFileSync(path.join(ROOT, 'node_modules/chessgroundx/assets', f), 'utf8')).join('\n');
    fs.writeFileSync(path.join(out, 'index.html'), `<!doctype html><meta charset="utf-8"><style>${css}</style>
<div class="cg-wrap"><div id="board"></div></div><script type="module" src="./page.js"></script>\n`);
  }
  const site = await serveDir(out);
  try {
    await withBrowser(async (browser) => {
      const errors = consoleErrors();
      const page = await newPage(browser, { errors });
      await page.goto(site.url);
      await page.waitForFunction(() => window.boardReady);
      await fn(page);
      errors.assertNone();
    });
  } finally {
    await site.close();
  }
}

browserTest('chessgroundx in Chromium: drawn dests equal dests(), a mate by clicks, a janggi pass', async () => {
  await onBoard(async (page) => {
    // Every origin of the start positions, selected one by one: the drawn move-dest squares.
    for (const profile of ['xiangqi/youzai', 'janggi/plyyard', 'makruk/plyyard']) {
      await page.evaluate((p) => window.board.start(p), profile);
      const { dests, cgDests } = await page.evaluate(() => window.board.state());
      assert.equal(cgDests, dests, `${profile}: chessgroundx holds dests()`);
      for (const [from, tos] of Object.entries(dests)) {
        const drawn = await page.evaluate(async (k) => { await window.board.click(k); return window.board.drawnDests(); }, from);
        assert.equal(drawn, tos, `${profile}: drawn dests of ${from}`);
        await page.evaluate((k) => window.board.click(k), from); // deselect
      }
    }

    // A mate with two chariots (RULES §2: a general in check with no legal move): Black's general
    // on e10 is alone; the chariot on a9 holds rank 9, and b1-b10 checks along rank 10, which
    // also covers d10 and f10. The board key of b10 is 'b:'.
    await page.evaluate(() => window.board.start('xiangqi/youzai', '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1'));
    await page.evaluate(() => window.board.click('b1', 'b:'));
    let s = await page.evaluate(() => window.board.state());
    assert.equal(s.played, ['b1b10']);
    assert.equal(s.outcome, { over: true, result: '1-0', winner: 'white', reason: 'checkmate' });
    assert.equal(s.lastMove, ['b1', 'b:']);
    assert.equal(await page.evaluate(() => window.board.drawn('last-move')), ['b1', 'b:']);
    assert.equal(s.check, ['e:']);
    assert.equal(await page.evaluate(() => window.board.drawn('check')), ['e:']);
    assert.is(s.movableColor, null, 'nobody may move after the mate');
    assert.equal(s.cgDests, {});
    assert.is(s.boardFen.split(' ')[0], s.fen.split(' ')[0], 'the board shows the game');
    // taken back to the start: config's lastMove [] takes the mark off the board
    await page.evaluate(() => window.board.undo());
    assert.equal((await page.evaluate(() => window.board.state())).lastMove, []);
    assert.equal(await page.evaluate(() => window.board.drawn('last-move')), []);

    // A refused click changes nothing: chessgroundx only offers legal dests, so a click on an
    // illegal point is a plain reselect (no move reaches the game).
    await page.evaluate(() => window.board.start('xiangqi/youzai'));
    await page.evaluate(() => window.board.click('a1', 'a5'));
    s = await page.evaluate(() => window.board.state());
    assert.equal(s.played, []);
    assert.is(s.turnColor, 'white');

    // A janggi pass (Youzai janggi allows it when not in check): the turn goes to Han, the last
    // move marks Cho's general, and the drawn dests are Han's.
    await page.evaluate(() => window.board.start('janggi/youzai'));
    await page.evaluate(() => window.board.pass());
    s = await page.evaluate(() => window.board.state());
    assert.is(s.turnColor, 'black');
    assert.is(s.movableColor, 'black');
    assert.equal(s.lastMove, ['e2']);
    assert.equal(s.cgDests, s.dests);
    assert.ok(Object.keys(s.dests).every((k) => /[6-9:]$/.test(k)), 'Han moves from its own half');
    const [from, tos] = Object.entries(s.dests)[0];
    assert.equal(await page.evaluate(async (k) => { await window.board.click(k); return window.board.drawnDests(); }, from), tos);
  });
});

test.after(() => fs.rmSync(dir, { recursive: true, force: true }));
test.run();
