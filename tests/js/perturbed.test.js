// perturbed.test.js — agreement with Fairy-Stockfish (ffish, test-time oracle only) on positions
// no game reaches: positions of random games with a piece removed, a piece added, a piece moved
// or the side to move flipped, kept when both engines call them legal (tests/differential-
// perturbed.mjs). Legal-move sets, check and immediate ends must agree for the three standard
// profiles. CI size: 20,000 compared positions per profile (about 15 s in all); BR_LONG=1 runs
// 1,000,000 per profile.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { STANDARD } from '../differential.mjs';
import { runPerturbed } from '../differential-perturbed.mjs';

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

test.run();
