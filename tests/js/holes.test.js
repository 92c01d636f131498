// holes.test.js — issue #17's C-side holes (and #13 item 5), through the public JS API: a FEN the
// game wrote loads again, games play past 65,535 plies, a profile field of another game is
// refused, and FEN errors name the character, 1-based, in the message and in `column` alike.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game, defineProfile, validateFen, InvalidFenError, ProfileError } from '../../bindings/index.js';

await init();

const XIANGQI = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const JANGGI = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';

test('a pass in check during a face-off (janggi/standard) leaves a FEN that loads, over as well', () => {
  // the position of the report: Cho in check from the cannon, the generals facing
  const g = new Game('janggi/standard', 'r1ba1a1nr/4k4/n6c1/3p2p1p/1p1p1P3/8P/PcPP2b2/1C1A3CN/9/RNBAK1B1R w - - 18 10');
  g.play('pass');
  const over = g.outcome();
  assert.ok(over.over, 'the pass ends the game (bikjang)');
  const loaded = new Game('janggi/standard', g.fen());
  assert.is(loaded.fen(), g.fen());
  assert.equal(loaded.outcome(), over);
  assert.equal(loaded.moves(), []);
  // a profile that never lets a side pass in check still refuses it
  assert.is(validateFen('janggi/plyyard', g.fen()).error.code, 'fen-opponent-in-check');
});

test('janggi/vchess plays on past 70,000 plies; the clock counts on; undo goes all the way back', () => {
  const g = new Game('janggi/vchess', JANGGI);
  const cycle = ['b1c3', 'b10c8', 'c3b1', 'c8b10'];
  for (let i = 0; i < 70004; i++) g.play(cycle[i % 4]);
  assert.is(g.fen(), JANGGI.replace('0 1', '70004 35003'));
  assert.is(new Game('janggi/vchess', g.fen()).fen(), g.fen());
  assert.is(g.outcome().over, false);
  for (let i = 0; i < 70004; i++) g.undo();
  assert.is(g.fen(), JANGGI);
});

test('a profile field of another game is refused: makruk with pass', () => {
  // the message says whose rule it is (the core's field table), not "bad value"
  assert.throws(() => defineProfile('makruk/passing', { base: 'makruk/standard', pass: true }),
    (e) => e instanceof ProfileError && e.code === 'bad-profile-value' && e.field === 'pass'
      && e.message === "pass is a rule of janggi, not of makruk: a makruk profile keeps makruk/standard's value (false), got true");
  assert.throws(() => defineProfile('xiangqi/counted', { base: 'xiangqi/standard', counting: 'makruk' }),
    (e) => e instanceof ProfileError && e.field === 'counting');
  // its own value is no change, and stays allowed
  assert.is(defineProfile('makruk/same', { base: 'makruk/standard', pass: false }), 'makruk/same');
});

/** The error of a refused FEN, with the message's "character N" read back. */
function fenError(profile, fen) {
  const r = validateFen(profile, fen);
  assert.is(r.ok, false, fen);
  const said = /character (\d+)\)/.exec(r.error.message);
  return { ...r.error, said: said ? Number(said[1]) : undefined };
}

test('FEN errors: column is 1-based and the message names the same character', () => {
  const e = fenError('xiangqi/standard', XIANGQI.replace('rnbakabnr', 'xnbakabnr'));
  assert.is(e.code, 'fen-piece-letter');
  assert.is(e.column, 1);
  assert.is(e.said, 1);
  let thrown;
  try { new Game('xiangqi/standard', XIANGQI.replace(' w ', ' x ')); } catch (err) { thrown = err; }
  assert.ok(thrown instanceof InvalidFenError);
  assert.is(thrown.column, XIANGQI.indexOf(' w ') + 2);
  assert.match(thrown.message, `character ${thrown.column})`);
});

test('FEN errors: a non-ASCII letter is named whole, and columns count characters', () => {
  const e = fenError('xiangqi/standard', XIANGQI.replace('RNBAKABNR', 'R車BAKABNR'));
  assert.match(e.message, "'車'");
  assert.is(e.column, XIANGQI.indexOf('RNBAKABNR') + 2);
  assert.match(fenError('janggi/standard', '🀄' + JANGGI).message, "'🀄'");
  assert.is.not(fenError('janggi/standard', 'é' + JANGGI).message.includes('\ufffd'), true);
});

test('FEN text: surrounding whitespace is trimmed; the 200 limit counts characters', () => {
  assert.equal(validateFen('xiangqi/standard', XIANGQI + '\n'), { ok: true });
  assert.is(new Game('xiangqi/standard', `  ${XIANGQI}\r\n`).fen(), XIANGQI);
  // 150 three-byte characters: 450 bytes, but within 200 characters, so the letter is the error
  assert.is(fenError('xiangqi/standard', '車'.repeat(150)).code, 'fen-piece-letter');
  const long = fenError('xiangqi/standard', '車'.repeat(201));
  assert.is(long.code, 'fen-too-long');
  assert.is(long.column, 201);
});

test('FEN errors: placement and count errors point at the letter', () => {
  const misplaced = XIANGQI.replace('RNBAKABNR', 'ANBAKABNR'); // an advisor on a1
  const e = fenError('xiangqi/standard', misplaced);
  assert.is(e.code, 'fen-piece-placement');
  assert.is(e.column, misplaced.indexOf('ANBAKABNR') + 1);
  assert.is(e.said, e.column);
  const twoGenerals = XIANGQI.replace('1C5C1/9/R', '1C2K2C1/9/R');
  const k = fenError('xiangqi/standard', twoGenerals);
  assert.is(k.code, 'fen-king-count');
  assert.is(k.column, twoGenerals.lastIndexOf('K') + 1); // the second general in the text
});

test.run();
