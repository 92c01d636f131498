// hostile-snapshot.test.js — hostile and odd use of Game.restore, lineNotation and defineProfile
// that hostile.test.js and api-fuzz leave out: arrays with holes and huge lengths (a structured
// clone keeps both), callers' getters that use the game in the middle of a call. Each case
// expects its typed error (or the right answer), and leaves live games, the profiles and the wasm
// memory as they were.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  init, Game, profiles, profileInfo, defineProfile, deleteProfile, wasmMemoryBytes, BoardRulesError, IllegalMoveError, ProfileError, ArgumentError,
  UnknownProfileError,
} from '../../bindings/index.js';
import { summary } from './support/game-summary.mjs';

await init();

/** A live game of each kind, with a history and a redo stack. */
function liveGames() {
  const x = new Game('xiangqi/standard');
  for (const m of ['h3e3', 'h10g8', 'b1c3']) x.play(m);
  x.undo();
  const j = new Game('janggi/standard');
  for (const m of ['b1c3', 'b10c8']) j.play(m);
  return [x, j];
}

/** Runs `fn`, which must throw `Cls` with `code` (and a message matching `pattern`), and checks
 *  that the live games, the profiles and the wasm memory are as they were. */
function refused(fn, Cls, code, pattern, what) {
  const live = liveGames();
  const before = [live.map(summary), profiles(), wasmMemoryBytes()];
  assert.throws(fn, (e) => e instanceof Cls && e.code === code && pattern.test(e.message), what);
  assert.equal([live.map(summary), profiles(), wasmMemoryBytes()], before, `${what}: nothing changed`);
}

/** An array of `length` whose only elements are `texts`, from index 0: holes after them. */
function sparse(texts, length) {
  const a = [...texts];
  a.length = length;
  return a;
}

test('a snapshot\'s moves or redo with holes, of any length, structured-cloned: bad-snapshot naming the first hole', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  g.play('h10g8');
  g.undo();
  const s = g.snapshot();
  // a structured clone (postMessage) keeps a sparse array's holes and its length: a spread copy of
  // one of length 2 ** 32 - 1 filled the heap, a fatal error of the process that no catch sees
  for (const [key, array, index] of [['moves', sparse([], 2 ** 32 - 1), 0], ['moves', sparse(['h3e3'], 2 ** 32 - 1), 1],
    ['redo', sparse(['h10g8'], 2 ** 31), 1], ['moves', ['h3e3', , 'b1c3'], 1]]) { // eslint-disable-line no-sparse-arrays
    const forged = structuredClone({ ...s, [key]: array });
    assert.is(forged[key].length, array.length, 'the clone keeps the length');
    refused(() => Game.restore(forged), BoardRulesError, 'bad-snapshot',
      new RegExp(`^not a game snapshot: ${key} must be an array of move texts; ${key}\\[${index}\\] is undefined$`), `${key} of ${array.length}`);
  }
  // the restored game is still the same game for a dense snapshot
  assert.equal(summary(Game.restore(structuredClone(s))), summary(g));
});

test('lineNotation: a hole in the line is no move (refused at its index, never skipped or walked)', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  for (const [line, index] of [[['h10g8', , 'b1c3'], 1], [sparse(['h10g8'], 2 ** 32 - 1), 1], [sparse([], 2 ** 31), 0]]) { // eslint-disable-line no-sparse-arrays
    refused(() => g.lineNotation(line, 'wxf'), IllegalMoveError, 'malformed-move', new RegExp(`^move ${index + 1} of the line: not a move: undefined$`), `a hole at ${index} of ${line.length}`);
    assert.equal([g.ply, g.fen()], [1, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1']);
  }
});

// a caller's getter in the line that plays or takes back moves of the game itself: the texts are
// those of the line from where the call began (the ply had been read after the line was played)
test('lineNotation: a getter of the line that plays, undoes or frees the game changes not the texts', () => {
  const after = (fn) => {
    const g = new Game('xiangqi/standard');
    for (const m of ['h3e3', 'h10g8']) g.play(m);
    const line = ['b1c3'];
    Object.defineProperty(line, 1, { enumerable: true, get: () => { fn(g); return 'b10c8'; } });
    return [g.lineNotation(line, 'wxf'), g];
  };
  // the texts of the line's moves played on a game untouched, from its history
  const plain = new Game('xiangqi/standard');
  for (const m of ['h3e3', 'h10g8', 'b1c3', 'b10c8']) plain.play(m);
  const expected = plain.history({ notation: 'wxf', since: 2 }).map((m) => m.notation);
  for (const [what, fn, ply] of [['plays', (g) => g.play('a1a2'), 3], ['undoes', (g) => { g.undo(); g.undo(); }, 0], ['frees', (g) => g.free(), null]]) {
    const [texts, g] = after(fn);
    assert.equal(texts, expected, what);
    if (ply !== null) assert.is(g.ply, ply, what);
  }
});

// defineProfile names a getter of its options that throws (api.test.js): base's too, which was
// read a second time, after the others, where its error went out as the caller's own
test('defineProfile: a base getter that throws on its second read is a ProfileError naming it', () => {
  const bug = new Error('second read');
  let reads = 0;
  const options = { get base() { if (reads++) throw bug; return 'xiangqi/standard'; }, moveLimit: 60 };
  refused(() => defineProfile('xiangqi/hostile-base-getter', options), ProfileError, 'bad-profile-value', /^options could not be read: second read$/, 'base getter');
  assert.is(reads, 2, 'read by Object.entries, then as base');
  assert.not.ok(profiles().includes('xiangqi/hostile-base-getter'));
});

// a snapshot is data (storage, postMessage): one whose getters or Proxy traps throw is one that
// cannot be read, a bad-snapshot with the caller's error as its cause, as defineProfile names
// options it could not read (the caller's Error had gone through untyped)
test('Game.restore: a snapshot whose getters or traps throw is a bad-snapshot with the error as its cause', () => {
  const g = new Game('janggi/standard');
  g.play('b1c3');
  const s = g.snapshot();
  const bug = new Error('my getter');
  const throwing = (key) => Object.defineProperty({ ...s }, key, { enumerable: true, get() { throw bug; } });
  const cases = [
    ['a getter of format', throwing('format')], ['a getter of moves', throwing('moves')], ['a getter of result', throwing('result')],
    ['a Proxy whose get throws', new Proxy(s, { get() { throw bug; } })],
    ['a Proxy whose ownKeys throws', new Proxy(s, { ownKeys() { throw bug; } })],
    ['a getter of a move', { ...s, moves: Object.defineProperty([], 0, { enumerable: true, get() { throw bug; } }) }],
    ['a getter of a result field', { ...s, result: { get reason() { throw bug; } } }],
    ['a getter of a definition field', { ...s, profile: 'janggi/hostile-def', definition: { name: 'janggi/hostile-def', game: 'janggi', get moveLimit() { throw bug; } } }],
  ];
  for (const [what, forged] of cases) {
    let error;
    refused(() => { try { Game.restore(forged); } catch (e) { error = e; throw e; } }, BoardRulesError, 'bad-snapshot', /^not a game snapshot: it could not be read: my getter$/, what);
    assert.is(error.cause, bug, `${what}: the cause`);
  }
});

// index.d.ts (Game.restore): a custom profile's game plays by the snapshot's definition, the
// profile deleted since or not; its name is not defined again. Without a definition the name
// must be defined now. (Redefined since: snapshot.test.js, issue 17.)
test('Game.restore after deleteProfile: the snapshot\'s rules, the name left undefined; without a definition UnknownProfileError', () => {
  defineProfile('janggi/hostile-deleted', { base: 'janggi/youzai', pass: false, moveLimit: 6 }); // youzai: no repetition rule, no material count
  const g = new Game('janggi/hostile-deleted');
  for (const m of ['b1c3', 'b10c8', 'c3b1', 'c8b10']) g.play(m);
  const s = JSON.parse(JSON.stringify(g));
  assert.ok(deleteProfile('janggi/hostile-deleted'));
  const r = Game.restore(s);
  assert.equal(summary(r), summary(g), 'the same game, the live one too');
  assert.is(r.canPass(), false, 'no passes, as defined');
  for (const m of ['b1c3', 'b10c8']) r.play(m);
  assert.equal(r.outcome(), { over: true, result: '1/2-1/2', winner: null, reason: 'move-limit' }, 'its move limit of 6');
  assert.not.ok(profiles().includes('janggi/hostile-deleted'), 'the name is not defined again');
  assert.equal(summary(Game.restore(r.snapshot())), summary(r), 'and the restored game snapshots again');
  refused(() => Game.restore({ ...s, definition: null }), UnknownProfileError, 'unknown-profile', /^unknown profile "janggi\/hostile-deleted"/, 'no definition');
});

// a caller's text in a message is cut at 40 characters, as describe() cuts every text: the
// squares of a move object and an unknown option's name were quoted whole (a megabyte of them
// made a message of a megabyte)
test('a move object\'s squares and an unknown option\'s name are quoted cut short in the message', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  const long = 'a'.repeat(1e6);
  const cut = `"${'a'.repeat(40)}…"`;
  refused(() => g.play({ from: long, to: 'e3' }), IllegalMoveError, 'malformed-move', new RegExp(`^not a move: from ${cut} to "e3"$`), 'play from');
  refused(() => g.notation({ from: 'h10', to: long }), IllegalMoveError, 'malformed-move', new RegExp(`^not a move: from "h10" to ${cut}$`), 'notation to');
  assert.equal(g.explain({ from: long, to: long }), { code: 'malformed-move', message: `not a move: from ${cut} to ${cut}` });
  refused(() => g.moves({ [long]: 1 }), ArgumentError, 'bad-argument', new RegExp(`^unknown option ${cut}: moves\\(`), 'an option named by a long text');
  // short ones as they were
  refused(() => g.play({ from: 'z9', to: 'e3' }), IllegalMoveError, 'malformed-move', /^not a move: from "z9" to "e3"$/, 'short');
  refused(() => g.history({ notaion: 'san' }), ArgumentError, 'bad-argument', /^unknown option "notaion": history\(/, 'short option');
});

// the palace diagonals as an array are the words it holds: its own join() (or a Proxy's) had
// given the core other words than those checked, and a profile of other rules was defined
test('defineProfile: palaceDiagonals as an array are the words it holds, each read once', () => {
  const own = ['chariot'];
  own.join = () => 'cannon,soldier';
  let reads = 0;
  const flipping = new Proxy(['chariot'], { get: (t, k) => (k === '0' ? (reads++ ? 'soldier' : 'chariot') : t[k]) });
  const dup = new Proxy(['chariot', 'cannon'], { get: (t, k) => (k === '1' && reads++ > 1 ? 'chariot' : t[k]) });
  for (const [what, words, expected] of [['own join', own, 'chariot'], ['a Proxy whose word changes', flipping, 'chariot'], ['a Proxy turning a duplicate', dup, 'chariot,cannon']]) {
    reads = 0;
    defineProfile('janggi/hostile-diagonals', { base: 'janggi/standard', palaceDiagonals: words });
    assert.is(profileInfo('janggi/hostile-diagonals').palaceDiagonals, expected, what);
    deleteProfile('janggi/hostile-diagonals');
  }
});

test.run();
