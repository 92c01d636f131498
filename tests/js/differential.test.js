// differential.test.js — agreement with Fairy-Stockfish (ffish, test-time oracle only) for the
// three standard profiles (RULES §3.6): legal moves, check and immediate outcomes at every ply
// of fixed-seed random games, plus hand-made end positions. BR_LONG=1 runs 100x more games.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { init, Game, profileInfo, defineProfile, deleteProfile } from '../../bindings/index.js';
import { readRecords } from '../../bindings/records/index.js';
import { loadFfish, withBoard } from '../oracle/ffish.mjs';
import { STANDARD, runDifferential, runRepetitionCycles } from '../differential.mjs';

await init();
const ff = await loadFfish();
const GAMES = 300 * (process.env.BR_LONG ? 100 : 1);

for (const [profile, variant] of STANDARD) {
  test(`§3.6 ${profile}: ${GAMES} random games x 150 plies agree with Fairy-Stockfish at every ply`, async () => {
    const r = await runDifferential({ profile, variant, games: GAMES, maxPlies: 150, seed: 20261129 });
    assert.ok(r.positions > GAMES * 50, `compared ${r.positions} positions`);
    assert.equal(r.disagreements, [], JSON.stringify(r.disagreements, null, 1));
  });
}

// Uniform random games rarely thin out to the endings; games that take a capture on 70% of the
// plies where one exists reach them (bare generals, advisors and elephants alone, makruk's bare
// khun and counting) within 300 plies. runDifferential compares makruk's count at every ply.
const THINNED = 150 * (process.env.BR_LONG ? 100 : 1);
for (const [profile, variant] of STANDARD) {
  test(`§3.6 ${profile}: ${THINNED} capture-heavy random games x 300 plies agree with Fairy-Stockfish into the ending`, async () => {
    const r = await runDifferential({ profile, variant, games: THINNED, maxPlies: 300, seed: 20261202, captureBias: 0.7 });
    assert.ok(r.positions > THINNED * 50, `compared ${r.positions} positions`);
    // makruk's count (limit and ply) too: a bare khun that took the last pawn started the board's
    // honour for the wrong side until this run showed it
    if (variant === 'makruk') assert.ok(r.counted > THINNED * 10, `compared ${r.counted} counted positions`);
    assert.equal(r.disagreements, [], JSON.stringify(r.disagreements, null, 1));
  });
}

test('§3.6 makruk/standard: a bare khun that takes the last pawn starts its count on the pieces\' honour', () => {
  const fen = '8/8/8/8/4k3/4P3/8/R3K3 b - - 0 1';
  const g = new Game('makruk/standard', fen);
  g.play('e4e3');
  const theirs = ffishFen('makruk', fen, ['e4e3']);
  assert.equal(g.fen().split(' ').slice(3, 5), theirs.split(' ').slice(3, 5));
  assert.equal(g.fen().split(' ').slice(3, 5), ['32', '5']); // a ruea: 16 moves; 2 x 3 pieces - 1
  // no count for the stronger side; the bare khun's starts once it is to move (found by fuzz_fen)
  const quiet = '8/8/8/8/4k3/8/8/R3K3 w - - 0 1';
  const h = new Game('makruk/standard', quiet);
  assert.equal(h.fen().split(' ').slice(3, 5), ['-', '0']);
  h.play('a1a2');
  assert.equal(h.fen().split(' ').slice(3, 5), ffishFen('makruk', quiet, ['a1a2']).split(' ').slice(3, 5));
  assert.equal(h.fen().split(' ').slice(3, 5), ['32', '6']);
});

// A FEN that writes no count has none running: Fairy-Stockfish starts one only when a move may
// (the bare khun's once it is to move, the board's honour for the side then to move). We started
// one as the FEN was read, two plies early, until this test. Endings of each honour, either side
// to move, two bare khuns, a count given, a pawn left: random games from each, count compared at
// every ply, and every counting or repetition draw ffish would claim claimed at the same ply.
const NO_COUNT_STARTS = [
  '8/8/8/3k4/8/8/R7/4K3 b - - 0 1', '8/8/8/3k4/8/8/R7/4K3 w - - 0 1',
  '8/8/3r4/3k4/8/8/R7/4K3 w - - 0 1', '8/8/3r4/3k4/8/8/R7/4K3 b - - 0 1',
  '8/8/8/3k4/8/2S5/3S4/4K3 b - - 0 1', '8/8/8/3k4/8/2N5/3N4/4K3 b - - 0 1', '8/8/8/3k4/8/2M5/3S4/4K3 w - - 0 1',
  '8/8/2s5/3k4/8/8/R7/4K3 w - - 0 1', '8/8/2n5/3k4/8/2R5/R7/4K3 b - - 0 1', '8/8/8/3k4/8/8/8/4K3 w - - 0 1',
  '8/8/8/3k4/8/8/R7/4K3 b - 32 10 1', '8/8/2p5/3k4/8/8/R7/4K3 w - - 0 1',
];
test('§3.6 makruk/standard: games from endings whose FEN writes no count agree with Fairy-Stockfish, count included', async () => {
  let counted = 0, optional = 0;
  for (const fen of NO_COUNT_STARTS) {
    const r = await runDifferential({ profile: 'makruk/standard', variant: 'makruk', fen, games: 20, maxPlies: 200, seed: 5, captureBias: 0.2 });
    assert.equal(r.disagreements, [], `${fen}: ${JSON.stringify(r.disagreements, null, 1)}`);
    assert.is(r.optional.agree, r.optional.total, `${fen}: optional ends agreeing with result(true)`);
    counted += r.counted;
    optional += r.optional.total;
  }
  assert.ok(counted > 5000 && optional > 100, `compared ${counted} counted positions, ${optional} optional ends`);
});

test('§3.6 makruk/standard: when both khuns are left bare no count starts, and the one running goes on', () => {
  const fen = '8/8/8/8/8/2k5/3r4/3R2K1 w - - 0 1';
  const g = new Game('makruk/standard', fen);
  g.playPastEnd = true; // two bare khuns: drawn, insufficient material
  for (const m of ['d1d2', 'c3d2']) g.play(m);
  assert.equal(g.fen().split(' ').slice(3, 5), ffishFen('makruk', fen, ['d1d2', 'c3d2']).split(' ').slice(3, 5));
  assert.equal(g.fen().split(' ').slice(3, 5), ['32', '7']); // Black's count from d1d2 (16 moves, from 2 x 3), one ply on
});

test('§3.6 makruk/standard: the longest count ends the game as Fairy-Stockfish ends it; no longer limit is read, and a count past its end does not wrap', () => {
  const fen = 'k7/8/8/8/8/8/8/K6R w - 128 127 1'; // the board's honour, 64 moves: its last ply
  const g = new Game('makruk/standard', fen);
  for (const m of ['h1h2', 'a8b8']) g.play(m);
  const theirs = withBoard(ff, 'makruk', fen, (b) => { b.push('h1h2'); b.push('a8b8'); return [b.fen(), b.result(true)]; });
  assert.equal([g.fen(), g.outcome().result, g.outcome().reason], [...theirs, 'counting']);
  // A limit no rule sets (Fairy-Stockfish writes at most 128) is refused (the 16-bit count
  // behind it wrapped to 0 and the game went on); the error says what the counting fields hold,
  // for the limit and for a count past 16 bits, where it had said only "unexpected text"
  for (const limit of ['129', '65535']) {
    assert.throws(() => new Game('makruk/standard', `k7/8/8/8/8/8/8/K6R w - ${limit} 127 1`), (e) => e.code === 'fen-count' && e.field === 4 && /counting limit from 0 to 128 plies/.test(e.message));
  }
  assert.throws(() => new Game('makruk/standard', 'k7/8/8/8/8/8/8/K6R w - 128 65536 1'), (e) => e.code === 'fen-count' && e.field === 5);
  assert.throws(() => new Game('makruk/standard', 'k7/8/8/8/8/8/8/K6R w - 12x 1 1'), (e) => e.code === 'fen-field', 'not a number: as before');
  const past = new Game('makruk/standard', 'k7/8/8/8/8/8/8/K6R w - 128 65534 1');
  past.playPastEnd = true;
  for (const m of ['h1h2', 'a8b8', 'h2h3']) past.play(m);
  assert.equal([past.fen().split(' ')[4], past.outcome().reason], ['65535', 'counting']);
});

// A real game (tests/records/README.md: CCPD, 1997) that went 100 plies without a capture, 13 of
// them checks by one side: Fairy-Stockfish's xiangqi, after the AXF's rules, pushes its move limit
// back two plies for each check past ten (RULES §3.6), and ends it at ply 232, not 226.
test('§3.6 xiangqi/standard: checks push the move limit back, and a real game ends where Fairy-Stockfish ends it', () => {
  const [record] = readRecords(new Uint8Array(fs.readFileSync(new URL('../records/ccpd-1997-00003611.pgn', import.meta.url))));
  assert.equal([record.profile, record.error, record.moves.length], ['xiangqi/standard', undefined, 282]);
  const uci = record.moves.map((m) => m.uci);
  const theirs = withBoard(ff, 'xiangqi', null, (b) => {
    for (let ply = 0; ply <= uci.length; ply++) {
      if (b.isGameOver(true)) return { ply, result: b.result(true) };
      b.push(uci[ply]);
    }
    return null;
  });
  assert.equal(theirs, { ply: 232, result: '1/2-1/2' }, 'the oracle');
  assert.equal([record.end?.ply, record.end?.result, record.end?.reason], [theirs.ply, theirs.result, 'move-limit']);
  // the rule is a profile field: without it the limit is the 100 plies alone (ply 226)
  assert.is(profileInfo('xiangqi/standard').checksExtendMoveLimit, true);
  defineProfile('xiangqi/no-check-extension', { base: 'xiangqi/standard', checksExtendMoveLimit: false });
  try {
    const plain = new Game('xiangqi/no-check-extension');
    plain.playPastEnd = true;
    let end = -1;
    for (let ply = 0; ply <= uci.length && end < 0; ply++) {
      if (plain.isOver()) end = ply;
      else plain.play(uci[ply]);
    }
    assert.equal([end, plain.outcome().reason, plain.fen().split(' ')[4]], [226, 'move-limit', '100']);
  } finally {
    deleteProfile('xiangqi/no-check-extension');
  }
});

// The window the checks are counted in reaches back to a start position in check when no
// capture came since: Fairy-Stockfish counts that check too (R8's case: ten checks in the game,
// the eleventh the start's, so the limit moves from 100 to 102 plies).
test('§3.6 xiangqi/standard: a start position in check counts among the checks that push the move limit back', () => {
  const fen = '3k5/9/9/9/9/9/9/3R5/4A4/3AK4 b - - 79 1'; // Black to move, in check by the chariot on d3
  const moves = 'd10e10 d3d10 e10e9 d10d9 e9e10 d9e9 e10d10 e9e10 d10d9 e10e9 d9d8 e9d9 d8e8 d9e9 e8f8 e9f9 f8e8 f9f8 e8e9 f8e8 e9f9'.split(' ');
  const g = new Game('xiangqi/standard', fen);
  for (const m of moves) g.play(m);
  const theirs = withBoard(ff, 'xiangqi', fen, (b) => { for (const m of moves) b.push(m); return b.isGameOver(true); });
  assert.equal([g.fen().split(' ')[4], g.history().filter((h) => h.check).length], ['100', 10]);
  assert.is(g.isOver(), theirs, 'as Fairy-Stockfish');
  assert.is(theirs, false, 'the oracle: not over at ply 100');
  // and it survives the game's state leaving its slot and coming back (nine games in turn)
  const others = Array.from({ length: 9 }, () => new Game('xiangqi/standard'));
  for (const o of others) o.fen();
  assert.is(g.isOver(), false);
  const restored = Game.restore(JSON.parse(JSON.stringify(g.snapshot())));
  assert.is(restored.isOver(), false);
});

// Past a janggi end that stops a game at once (a double pass, a bikjang kept by a pass), a game
// that plays past its ends has the moves the pieces have: Fairy-Stockfish's at the same placement
// (a FEN carries no passes), whether or not the list was asked for before a move is played.
test('§3.6 janggi/standard: past a double pass or a kept bikjang the moves are Fairy-Stockfish\'s at that placement', () => {
  const lines = [[undefined, ['e2e2', 'e9e9'], 'double-pass'],
    ['3ak4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1', ['e6c7', 'e10e10'], 'bikjang']];
  for (const [fen, moves, scored] of lines) {
    for (const askFirst of [false, true]) {
      const g = new Game('janggi/standard', fen);
      for (const m of moves) g.play(m);
      assert.is(g.outcome().scored, scored);
      assert.equal(g.moves(), []);
      g.playPastEnd = true;
      const theirs = withBoard(ff, 'janggi', g.fen(), (b) => b.legalMoves().split(' ').sort());
      if (askFirst) assert.equal(g.moves().map((m) => m.uci).sort(), theirs);
      for (const uci of theirs) assert.is(g.explain(uci), null, uci);
      const text = g.notation(theirs[0], 'janggi');
      assert.ok(text, 'the move has a text');
      g.play(text);
      assert.is(g.history({ notation: 'janggi' }).at(-1).notation, text);
      assert.is(g.resign().reason, 'resignation', 'a game past an end may still be resigned');
    }
  }
});

/** ffish's FEN after playing `moves` from `fen`. */
function ffishFen(variant, fen, moves) {
  return withBoard(ff, variant, fen, (b) => {
    for (const m of moves) b.push(m);
    return b.fen();
  });
}

/** ffish's result() after playing `moves` from `fen` (`claim`: the optional ends claimed too). */
function ffishResult(variant, fen, moves, claim = false) {
  return withBoard(ff, variant, fen, (b) => {
    for (const m of moves) b.push(m);
    return { result: b.result(claim), legal: b.legalMoves().split(' ').filter(Boolean).length };
  });
}

const HAND_MADE = [
  // [profile, variant, fen, moves, what]
  ['janggi/standard', 'janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 'e2e2 e9e9', 'double pass at the start: Han wins on komi'],
  ['janggi/standard', 'janggi', '3k5/9/9/9/9/9/9/9/4K4/1N7 w - - 0 1', 'e2e2 d10d10', 'double pass, Cho a horse up'],
  ['janggi/standard', 'janggi', '3k5/9/9/9/9/9/9/9/4K4/2B6 w - - 0 1', 'e2e2 d10d10', 'double pass, Cho an elephant up (3 - 1 = 2 > 0)'],
  ['janggi/standard', 'janggi', '3k5/9/9/9/9/9/2P6/9/4K4/9 w - - 0 1', 'e2e2 d10d10', 'double pass, Cho a soldier up (2 - 1 = 1 > 0)'],
  ['janggi/standard', 'janggi', '3ak4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1', 'e6c7 e10e10', 'bikjang kept by a pass'],
  ['janggi/standard', 'janggi', '3ak4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1', 'e6c7', 'bikjang created: Han must answer'],
  ['janggi/standard', 'janggi', '4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1', 'e2e2', 'bikjang and check: the pass ends it'],
  ['janggi/standard', 'janggi', '3ak4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1', '', 'only generals and guards: insufficient material'],
  ['makruk/standard', 'makruk', '4k3/8/8/8/8/8/3M4/4K3 w - - 0 1', '', 'K+M v K'],
  ['makruk/standard', 'makruk', '4k3/8/8/8/8/8/3N4/4K3 w - - 0 1', '', 'K+N v K'],
  ['makruk/standard', 'makruk', '4k3/3n4/8/8/8/8/3N4/4K3 w - - 0 1', '', 'K+N v K+N goes on'],
  ['makruk/standard', 'makruk', '4k3/8/8/8/8/8/2MM4/4K3 w - - 0 1', '', 'mets on both colours go on'],
  ['makruk/standard', 'makruk', 'k7/8/K7/8/8/8/8/1R6 b - - 0 1', '', 'stalemate draws'],
  ['xiangqi/standard', 'xiangqi', '3k5/2R6/9/9/9/9/9/9/9/4K4 b - - 0 1', '', 'xiangqi stalemate loses'],
  ['xiangqi/standard', 'xiangqi', '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1', 'i1i10', 'checkmate'],
  // Found by a long run of runDifferential (seed 4242, 30,000 games of 200 plies): advisors and
  // elephants only, which never cross the river, draw at once in Fairy-Stockfish's xiangqi.
  ['xiangqi/standard', 'xiangqi', '5a3/5k3/5a2b/9/9/2B6/9/5K2B/4A4/3A5 b - - 0 100', '', 'advisors and elephants only'],
  ['xiangqi/standard', 'xiangqi', '3k2b2/9/5a3/9/2b6/2B6/9/9/5K3/9 b - - 0 92', '', 'elephants and an advisor only'],
  ['xiangqi/standard', 'xiangqi', '4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1', '', 'generals only'],
  ['xiangqi/standard', 'xiangqi', '4k4/9/9/9/9/9/9/9/4p4/3AK4 w - - 0 1', 'd1e2', 'the last soldier taken'],
  ['xiangqi/standard', 'xiangqi', '4k4/4a4/4b4/9/9/4P4/9/4B4/4A4/3K5 w - - 0 1', '', 'a soldier goes on'],
  ['xiangqi/standard', 'xiangqi', '4k4/4a4/4b4/9/9/9/9/4B4/4A1n2/3K5 w - - 0 1', '', 'a horse goes on'],
  ['xiangqi/standard', 'xiangqi', '4k4/4a4/4b4/9/9/9/9/4B4/4A4/3K3c1 w - - 0 1', '', 'a cannon goes on'],
];

// Repetitions under xiangqi/standard (RULES §3.6): perpetual check first, then a chase of one same
// piece; an attack on a piece of the attacker's type that can take it back is no chase. Each
// case against ffish's result(true), the engine's verdict on a repeated position.
const REPEATED = [
  ['4k4/9/9/rR7/9/9/9/9/9/3K5 b - - 0 1', 'a7a6 b7b6 a6a7 b6b7 a7a6 b7b6 a6a7 b6b7', 'chariots offering an exchange: drawn'],
  ['4kr3/R4r3/9/9/9/9/9/9/9/3K5 w - - 0 1', 'a9a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10', 'perpetual check met by steps that uncover a chariot on the checker: the checker loses'],
  ['4k4/9/9/cR7/9/9/9/9/9/3K5 b - - 0 1', 'a7a6 b7b6 a6a7 b6b7 a7a6 b7b6 a6a7 b6b7', 'a chariot hunting an unprotected cannon: the chaser loses'],
  ['5k1R1/9/9/9/9/C5N1c/9/9/9/3K1n3 b - - 0 1', 'f10f9 h10h5 f9f10 h5h10 f10f9 h10h5 f9f10 h5h10', 'checks and chases in turn: neither perpetual, drawn'],
  ['r3k4/9/9/cR7/9/9/9/9/9/3K5 b - - 0 1', 'a7a6 b7b6 a6a7 b6b7 a7a6 b7b6 a6a7 b6b7', 'a chariot hunting a guarded cannon: drawn'],
  ['r3k4/9/9/rPC6/1P7/9/9/9/9/1R1K5 b - - 0 1', 'a7a6 c7c6 a6a7 c6c7 a7a6 c7c6 a6a7 c6c7', 'a cannon hunting a guarded chariot: the chaser loses'],
];
for (const [fen, moves, what] of REPEATED) {
  test(`§3.6 xiangqi/standard repetition, ${what}, as Fairy-Stockfish`, () => {
    const g = new Game('xiangqi/standard', fen);
    g.playPastEnd = true;
    for (const m of moves.split(' ')) g.play(m);
    const theirs = withBoard(ff, 'xiangqi', fen, (b) => { for (const m of moves.split(' ')) b.push(m); return b.result(true); });
    const o = g.outcome();
    assert.is(o.over ? o.result : '*', theirs, `${o.result} ${o.reason}`);
  });
}

// Random sparse positions played round a cycle to a third occurrence. The rate is not 100%:
// the engine counts a slider that steps away along its line from a piece it already attacked as
// a new attack, and a general's recapture onto an attacked point as protection; ours judge both
// by the legal moves (RULES §3.6). xiangqi/youzai's own reading (§3.1) agrees on about 98%.
test('§3.6 xiangqi/standard: 1,000 random repetition cycles agree with Fairy-Stockfish on at least 99.5%', async () => {
  const r = await runRepetitionCycles({ profile: 'xiangqi/standard', seed: 20261204, cycles: 1000 });
  assert.is(r.compared, 1000);
  assert.ok(r.agree >= 995, `${r.agree} of 1000 agree: ${JSON.stringify(r.disagreements, null, 1)}`);
});

// The same with a random move first, into the cycle's start: the engine judges the chases of the
// side that moves last from that move on (20,000 such cycles: 32 disagreed before that, 11 after).
test('§3.6 xiangqi/standard: 1,000 random repetition cycles entered by a move agree with Fairy-Stockfish on at least 99.5%', async () => {
  const r = await runRepetitionCycles({ profile: 'xiangqi/standard', seed: 20261205, cycles: 1000, lead: true });
  assert.is(r.compared, 1000);
  assert.ok(r.agree >= 995, `${r.agree} of 1000 agree: ${JSON.stringify(r.disagreements, null, 1)}`);
});

// The optional ends at their ply (§3.6), and the ply before: janggi's move limit (100 half-moves)
// and threefold repetition, both scored by material, a perpetual check, makruk's threefold
// repetition. Against ffish's result(true), which claims the optional ends.
const OPTIONAL_ENDS = [
  ['janggi/standard', 'janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 98 50', 'b1c3', 'clock at 99: goes on'],
  ['janggi/standard', 'janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 98 50', 'b1c3 b10c8', 'clock at 100: the move limit, by material'],
  ['janggi/standard', 'janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 'b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1', 'a second occurrence goes on'],
  ['janggi/standard', 'janggi', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1', 'b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1 c8b10', 'a third occurrence, by material'],
  ['janggi/standard', 'janggi', '3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1', 'a1a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10', 'checks to a second occurrence: goes on'],
  ['janggi/standard', 'janggi', '3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1', 'a1a10 d10d9 a10a9 d9d10 a9a10 d10d9 a10a9 d9d10 a9a10', 'perpetual check: the checker loses'],
  ['makruk/standard', 'makruk', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1', 'b1d2 b8d7 d2b1 d7b8 b1d2 b8d7 d2b1', 'a second occurrence goes on'],
  ['makruk/standard', 'makruk', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1', 'b1d2 b8d7 d2b1 d7b8 b1d2 b8d7 d2b1 d7b8', 'threefold repetition draws'],
];

for (const [profile, variant, fen, moves, what] of OPTIONAL_ENDS) {
  test(`§3.6 ${profile} optional end, ${what}: same result as Fairy-Stockfish`, () => {
    const list = moves.split(' ');
    const theirs = ffishResult(variant, fen, list, true);
    const g = new Game(profile, fen);
    for (const m of list) g.play(m);
    const ours = g.outcome();
    assert.equal(ours.result, theirs.result, `${ours.result} (${ours.reason}) vs ${theirs.result}`);
    assert.equal(g.moves().length, theirs.result === '*' ? theirs.legal : 0);
  });
}

for (const [profile, variant, fen, moves, what] of HAND_MADE) {
  test(`§3.6 ${profile} hand-made end, ${what}: same result as Fairy-Stockfish`, () => {
    const list = moves ? moves.split(' ') : [];
    const theirs = ffishResult(variant, fen, list);
    const g = new Game(profile, fen);
    for (const m of list) g.play(m);
    const ours = g.outcome();
    assert.equal(ours.result, theirs.result, `${ours.result} (${ours.reason}) vs ${theirs.result}`);
    if (theirs.result === '*') assert.equal(g.moves().length, theirs.legal);
    else assert.equal(g.moves().length, 0);
  });
}

test.run();
