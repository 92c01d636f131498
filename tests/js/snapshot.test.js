// snapshot.test.js — issue 12 item 2 and issue 17 item 1: a game travels as plain data.
// snapshot() -> JSON, structuredClone, postMessage to a worker_threads worker and to a browser
// Worker -> Game.restore() gives the same FEN, history (notation and check marks), outcome
// (declared results included), legal moves, undo and redo; clone() is the same game, and both
// keep the rules of a custom profile as the game was made with them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { init, Game, defineProfile, deleteProfile, BoardRulesError } from '../../bindings/index.js';
import { summary } from './support/game-summary.mjs';
import { browserAvailable, launchBrowser, serveDir, consoleErrors, newPage } from './support/browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
await init();

function rng(seed) {
  return () => { seed = (seed * 1103515245 + 12345) >>> 0; return seed / 2 ** 32; };
}

/** A game after `plies` random legal moves, then `undos` moves taken back (a redo stack). */
function randomGame(profile, seed, plies, undos, fen) {
  const r = rng(seed), g = new Game(profile, fen);
  for (let i = 0; i < plies; i++) {
    const moves = g.moves();
    if (!moves.length) break;
    g.play(moves[Math.floor(r() * moves.length)]);
  }
  for (let i = 0; i < undos; i++) g.undo();
  return g;
}

defineProfile('janggi/snapshot-test', { base: 'janggi/standard', pass: false, moveLimit: 40 });

const CASES = {
  'xiangqi, moves, redo stack, resigned': () => {
    const g = randomGame('xiangqi/standard', 1, 30, 3);
    g.resign('black');
    return g;
  },
  'janggi/vchess: setup turns, passes': () => {
    const g = new Game('janggi/vchess');
    g.play(g.setupChoices()[1]);
    g.play(g.setupChoices()[2]);
    g.play('pass');
    const r = rng(5);
    for (let i = 0; i < 20; i++) { const m = g.moves(); g.play(m[Math.floor(r() * m.length)]); }
    return g;
  },
  'makruk from a FEN, draw agreed after an undo': () => {
    const g = randomGame('makruk/standard', 3, 50, 1, 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1');
    g.agreeDraw();
    return g;
  },
  'janggi/standard played to its end': () => randomGame('janggi/standard', 9, 400, 0),
  'custom profile (no passes, move limit 40)': () => randomGame('janggi/snapshot-test', 11, 30, 2),
  'a new game': () => new Game('xiangqi/youzai'),
  // found by api-fuzz (seed 777): moves played past an end, then playPastEnd turned off
  'played past an end, then playPastEnd off': () => {
    const g = new Game('xiangqi/standard', '3k5/4a4/4b4/9/9/9/9/4B4/4A4/4K4 w - - 0 1'); // drawn at once
    g.playPastEnd = true;
    g.play('e3c1');
    g.play('e8g10');
    g.playPastEnd = false;
    return g;
  },
  // found by a probe: resigned past an end (allowed), then playPastEnd off; restore declared the
  // result after turning it off, which the core refuses on an ended game
  'resigned past an end, then playPastEnd off': () => {
    const g = new Game('xiangqi/standard', '3k5/4a4/4b4/9/9/9/9/4B4/4A4/4K4 w - - 0 1');
    g.playPastEnd = true;
    g.play('e3c1');
    g.resign('black');
    g.playPastEnd = false;
    return g;
  },
};

const games = Object.fromEntries(Object.entries(CASES).map(([name, make]) => [name, make()]));
const expected = Object.fromEntries(Object.entries(games).map(([name, g]) => [name, summary(g)]));

test('the cases cover declared results, redo stacks, setup turns, a custom profile', () => {
  assert.is(expected['xiangqi, moves, redo stack, resigned'].outcome.reason, 'resignation');
  assert.equal(expected['xiangqi, moves, redo stack, resigned'].redo, ['refused: game-over']);
  assert.is(expected['custom profile (no passes, move limit 40)'].redo.length, 2);
  assert.is(expected['makruk from a FEN, draw agreed after an undo'].outcome.reason, 'agreement');
  assert.ok(Array.isArray(games['janggi/vchess: setup turns, passes'].history()[1].setup));
  assert.ok(games['janggi/vchess: setup turns, passes'].history()[2].pass);
  assert.ok(expected['janggi/standard played to its end'].ply > 0);
  const past = expected['played past an end, then playPastEnd off'];
  assert.equal([past.ply, past.outcome.reason, past.playPastEnd], [2, 'insufficient-material', false]);
  const resigned = expected['resigned past an end, then playPastEnd off'];
  assert.equal([resigned.ply, resigned.outcome.reason, resigned.playPastEnd], [1, 'resignation', false]);
});

for (const name of Object.keys(CASES)) {
  test(`${name}: clone, JSON and structuredClone restore the same game`, () => {
    const g = games[name], s = g.snapshot();
    assert.equal(summary(g.clone()), expected[name], 'clone');
    assert.equal(summary(Game.restore(JSON.parse(JSON.stringify(s)))), expected[name], 'JSON');
    assert.equal(summary(Game.restore(structuredClone(s))), expected[name], 'structuredClone');
    assert.equal(summary(Game.restore(JSON.parse(JSON.stringify(g)))), expected[name], 'JSON.stringify(game)');
    assert.equal(summary(g), expected[name], 'the original is untouched');
  });
}

test('issue 17: a clone keeps a declared result (and refuses moves)', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  g.resign();
  const c = g.clone();
  assert.equal(c.outcome(), g.outcome());
  assert.is(c.outcome().reason, 'resignation');
  assert.throws(() => c.play('h10g8'), (e) => e.code === 'game-over');
});

test('issue 17: clones and snapshots keep the rules a custom profile had when the game was made', () => {
  defineProfile('janggi/redefined', { base: 'janggi/standard', pass: false });
  const g = new Game('janggi/redefined');
  const s = JSON.parse(JSON.stringify(g.snapshot()));
  assert.is(g.canPass(), false);
  defineProfile('janggi/redefined', { base: 'janggi/standard', pass: true });
  assert.is(new Game('janggi/redefined').canPass(), true, 'new games get the new rules');
  assert.is(g.clone().canPass(), false, 'a clone keeps the old ones');
  assert.is(Game.restore(s).canPass(), false, 'so does a restored snapshot');
  assert.is(Game.restore(s).clone().canPass(), false);
});

test('a snapshot of a long game restores in time linear in its length', () => {
  const g = new Game('janggi/vchess');
  g.play(g.setupChoices()[0]);
  g.play(g.setupChoices()[0]);
  for (let i = 0; i < 4000; i++) g.play(i % 4 < 2 ? ['b1c3', 'b10c8'][i % 2] : ['c3b1', 'c8b10'][i % 2]);
  const t = performance.now();
  const r = Game.restore(JSON.parse(JSON.stringify(g.snapshot())));
  assert.is(r.fen(), g.fen());
  assert.is(r.ply, 4002);
  assert.ok(performance.now() - t < 2000);
});

test('bad snapshots are refused with bad-snapshot', () => {
  const s = games['a new game'].snapshot();
  for (const bad of [null, 1, {}, { ...s, version: 2 }, { ...s, moves: ['zz'] }, { ...s, moves: 'h3e3' },
    { ...s, result: { reason: 'checkmate' } }, { ...s, profile: 5 }, { ...s, result: { reason: 'agreement', winner: 'white' } }]) {
    assert.throws(() => Game.restore(bad), (e) => e instanceof BoardRulesError && e.code === 'bad-snapshot', JSON.stringify(bad));
  }
  // what the core refuses in a snapshot's fields is named as the snapshot's, with the core's error as the cause
  const custom = games['custom profile (no passes, move limit 40)'].snapshot();
  const mated = new Game('xiangqi/standard', '3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1');
  mated.play('b1b10');
  for (const [bad, where, cause] of [[{ ...s, startFen: 'xx' }, 'startFen', 'fen-piece-letter'],
    [{ ...custom, definition: { ...custom.definition, moveLimit: -1 } }, 'the definition of "janggi/snapshot-test"', 'bad-profile-value'],
    [{ ...s, moves: ['h3e3', 'h3e3'] }, 'move 2 "h3e3"', 'no-piece'],
    // a result declared on a game over by mate, which the core refuses: named as the result
    [{ ...mated.snapshot(), result: { reason: 'resignation', winner: 'black' } }, 'result', 'game-over']]) {
    assert.throws(() => Game.restore(bad), (e) => e.code === 'bad-snapshot' && e.message.startsWith(`not a game snapshot: ${where}: `) && e.cause?.code === cause, where);
  }
  // a definition without one of its fields: named, not taken from another profile
  for (const field of ['moveLimit', 'pass', 'bikjang']) {
    const { [field]: left, ...definition } = custom.definition;
    assert.throws(() => Game.restore({ ...custom, definition }),
      (e) => e.code === 'bad-snapshot' && e.message === `not a game snapshot: the definition of "janggi/snapshot-test": its field ${field} is missing`, field);
  }
  // a snapshot stored before checksExtendMoveLimit existed (2026-12-04) has no such field: its
  // game played without the rule, and restores so (it had been refused as malformed)
  defineProfile('xiangqi/club-snapshot', { base: 'xiangqi/standard', moveLimit: 120 });
  try {
    const club = new Game('xiangqi/club-snapshot');
    club.play('h3e3');
    const { checksExtendMoveLimit, ...older } = club.snapshot().definition;
    assert.is(checksExtendMoveLimit, true, 'the base\'s rule, written by snapshot()');
    const restored = Game.restore({ ...club.snapshot(), definition: older });
    assert.equal([restored.fen(), restored.history().length], [club.fen(), 1]);
    assert.is(restored.snapshot().definition.checksExtendMoveLimit, false);
  } finally {
    deleteProfile('xiangqi/club-snapshot');
  }
  assert.throws(() => Game.restore({ ...custom, profile: 'x/y', definition: { ...custom.definition, name: 'x/y' } }),
    (e) => e.code === 'bad-snapshot' && /janggi profile's name starts with "janggi\/"/.test(e.message));
  assert.throws(() => Game.restore({ ...s, profile: 'nope/x' }), (e) => e instanceof BoardRulesError && e.code === 'unknown-profile');
  // rules given for a built-in profile: refused, not passed over (the game would play by others)
  assert.throws(() => Game.restore({ ...s, definition: { ...custom.definition, name: s.profile } }),
    (e) => e.code === 'bad-snapshot' && /is a built-in profile: its definition must be null/.test(e.message));
  // a Game itself posted or cloned: its state is private, so an empty object arrives; the error says what to send
  assert.throws(() => Game.restore(structuredClone(games['a new game'])), (e) => e.code === 'bad-snapshot' && /send game\.snapshot\(\)/.test(e.message));
});

// A hostile snapshot whose getters answer one thing when checked and another when used: each
// field is read once, so what was checked is what is restored (a second read gave TypeErrors,
// and a move that was checked as a text was played as a number).
test('a snapshot\'s fields are read once: getters that change their answer are not a TypeError', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  g.resign();
  const s = g.snapshot();
  const flipping = (key, second) => {
    let reads = 0;
    return Object.defineProperty({ ...s }, key, { enumerable: true, get: () => (reads++ ? second : s[key]) });
  };
  const moves = ['h3e3'];
  let reads = 0;
  Object.defineProperty(moves, 0, { get: () => (reads++ ? 1152 : 'h3e3') });
  let reasons = 0;
  const reason = { ...s, result: { get reason() { return reasons++ ? 'garbage' : 'resignation'; }, winner: s.result.winner } };
  for (const hostile of [flipping('moves', 5), flipping('redo', null), flipping('result', null), flipping('moves', ['h10g8']), { ...s, moves }, reason]) {
    const r = Game.restore(hostile);
    assert.equal([r.fen(), r.outcome(), r.history().map((m) => m.uci)], [g.fen(), g.outcome(), ['h3e3']]);
  }
});

// A custom profile's name in a snapshot obeys defineProfile's rule ("game/site": letters, digits,
// . _ -; at most 47 characters), so game.profile is never a text defineProfile refuses.
test('a snapshot\'s custom profile name is one defineProfile would accept', () => {
  const s = games['a new game'].snapshot();
  for (const name of ['xiangqi/a b', 'xiangqi/中', 'xiangqi/', `xiangqi/${'y'.repeat(60)}`]) {
    assert.throws(() => defineProfile(name, { base: 'xiangqi/standard' }), (e) => e.code === 'bad-profile-value', name);
    const forged = { ...s, profile: name, definition: { name, game: 'xiangqi' } };
    assert.throws(() => Game.restore(forged), (e) => e.code === 'bad-snapshot' && e.message.includes('game/site'), name);
  }
});

test('postMessage to a worker_threads worker: the restored game is the same game', async () => {
  const worker = new Worker(new URL('./support/snapshot-worker.mjs', import.meta.url));
  try {
    for (const name of Object.keys(CASES)) {
      const answer = await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(games[name].snapshot());
      });
      assert.is(answer.error, undefined, name);
      assert.equal(answer.summary, expected[name], name);
    }
  } finally {
    await worker.terminate();
  }
});

if (browserAvailable()) {
  test('postMessage to a browser Worker: the restored game is the same game', async () => {
    const site = await serveDir(ROOT);
    const browser = await launchBrowser();
    try {
      const errors = consoleErrors();
      const page = await newPage(browser, { errors });
      await page.goto(new URL('/tests/js/support/game-summary.mjs', site.url).href); // any page of the site
      const snapshots = Object.fromEntries(Object.entries(games).map(([name, g]) => [name, g.snapshot()]));
      const answers = await page.evaluate(async (all) => {
        const worker = new Worker('/tests/js/support/snapshot-browser-worker.mjs', { type: 'module' });
        const out = {};
        for (const [name, s] of Object.entries(all)) {
          out[name] = await new Promise((resolve) => {
            worker.onmessage = ({ data }) => resolve(data);
            worker.onerror = (e) => resolve({ error: String(e.message) });
            worker.postMessage(s);
          });
        }
        worker.terminate();
        return out;
      }, snapshots);
      for (const name of Object.keys(CASES)) {
        assert.is(answers[name].error, undefined, name);
        assert.equal(answers[name].summary, expected[name], name);
      }
      errors.assertNone();
    } finally {
      await browser.close();
      await site.close();
    }
  });
} else {
  test.skip('postMessage to a browser Worker (no chromium)', () => {});
}

test.run();
