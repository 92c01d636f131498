// perturbed.test.js — agreement with Fairy-Stockfish (ffish, test-time oracle only) on positions
// no game reaches: positions of random games with a piece removed, a piece added, a piece moved
// or the side to move flipped, kept when both engines call them legal (tests/differential-
// perturbed.mjs). Legal-move sets, check and immediate ends must agree for the three standard
// profiles. CI size: 20,000 compared positions per profile (about 15 s in all); BR_LONG=1 runs
// 1,000,000 per profile. Then games played on from such starts, compared at every ply (they
// found makruk's count starting at a FEN that wrote none, with the old counting.c).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { STANDARD } from '../differential.mjs';
import { runPerturbed, runPerturbedGames } from '../differential-perturbed.mjs';

const POSITIONS = process.env.BR_LONG ? 1000000 : 20000;

for (const [profile, variant] of STANDARD) {
  test(`§3.6 ${profile}: ${POSITIONS} perturbed positions agree with Fairy-Stockfish`, async () => {
    const r = await runPerturbed({ profile, variant, positions: POSITIONS, seed: 20261129 });
    console.log(`  ${profile}: ${r.compared} compared of ${r.tried} perturbed, ${r.optional} optional ends set aside (refused: ours ${r.refused.ours}, ` +
      `ffish ${r.refused.theirs}, both ${r.refused.both}), ${Math.round(r.compared / r.seconds)} positions/s`);
    assert.is(r.compared, POSITIONS);
    assert.ok(r.refused.theirs === 0 || r.refused.theirs < r.compared / 100, `ffish refused ${r.refused.theirs} FENs that we accept`);
    assert.equal(r.disagreements, [], JSON.stringify(r.disagreements, null, 1));
  });
}

// Games from perturbed starts: what history decides (makruk's count, move limits, repetition)
// must also agree from a FEN that says nothing of the history before it. The no-capture count is
// drawn below 200. 60 starts of 3 games per profile in CI (BR_LONG=1: 3,000).
const STARTS = process.env.BR_LONG ? 3000 : 60;
for (const [profile, variant] of STANDARD) {
  test(`§3.6 ${profile}: games from ${STARTS} perturbed starts agree with Fairy-Stockfish at every ply`, async () => {
    const r = await runPerturbedGames({ profile, variant, starts: STARTS, seed: 20261202, clocks: 200 });
    assert.is(r.starts, STARTS);
    assert.ok(r.positions > STARTS * 20, `compared ${r.positions} positions`);
    if (variant === 'makruk') assert.ok(r.counted > STARTS * 20, `compared ${r.counted} counted positions`);
    assert.equal(r.disagreements, [], JSON.stringify(r.disagreements, null, 1));
    assert.is(r.optional.agree, r.optional.total, 'optional ends agreeing with result(true)');
  });
}

test.run();
