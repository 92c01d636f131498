// rules.test.js — every profile's end conditions and site movement rules, on hand-built
// positions. Each test names the RULES.md section it checks (../shared/RULES.md).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game, defineProfile } from '../../bindings/index.js';

await init();

const uci = (g, opts) => g.moves(opts).map((m) => m.uci).sort();
const playAll = (g, list) => { for (const m of list.split(' ')) g.play(m); return g; };
const outcomeOf = (g) => { const o = g.outcome(); return `${o.result} ${o.reason ?? ''}`.trim(); };
/** Plays the moves, the game going on after each but the last; the outcome after the last. */
const outcomeAtLast = (g, list) => {
  const moves = list.split(' ');
  for (const m of moves.slice(0, -1)) { g.play(m); assert.equal(g.outcome().over, false, `not over after ${m}`); }
  g.play(moves.at(-1));
  return outcomeOf(g);
};

/** Plays two moves from `fen`, whose clock is two plies short of the limit: the game goes on
 *  after the first and is drawn by the move limit exactly after the second. */
function assertLimitAt(profile, fen, first, second) {
  const g = new Game(profile, fen);
  g.play(first);
  assert.equal(g.outcome().over, false, 'not one ply earlier');
  g.play(second);
  assert.equal(outcomeOf(g), '1/2-1/2 move-limit');
  return g;
}

// ---- §2 / §3 movement under site profiles ---------------------------------------------------

test('§3.4 vchess diagram 1: the cannon on e5 goes to a5, b5, e9, e10, g5, h5', () => {
  const g = new Game('janggi/vchess', '4r4/5k3/4n4/9/9/2r1Cr2c/9/4C4/9/3K5 w - - 0 1');
  assert.equal(g.moves({ square: 'e5' }).map((m) => m.to).sort(), ['a5', 'b5', 'e10', 'e9', 'g5', 'h5']);
});

test('§3.4 vchess diagram 2: the elephant on e5 goes to b7, b3, c2, c8, g8', () => {
  const g = new Game('janggi/vchess', '9/5k3/2r6/9/9/4EP3/3p5/5p3/9/3K5 w - - 0 1');
  assert.equal(g.moves({ square: 'e5' }).map((m) => m.to).sort(), ['b3', 'b7', 'c2', 'c8', 'g8']);
});

test('§2.2 janggi cannon cannot hop a cannon nor capture one (plyyard, seed 000)', () => {
  // Cho cannon b3, Cho cannon b5 (screen is a cannon), Han soldier b7: no b3-b7.
  const g = new Game('janggi/plyyard', '4k4/9/9/1p7/9/1C7/9/1C7/9/4K4 w - - 0 1');
  assert.equal(g.explain('b3b7')?.code, 'cannon-screen-is-cannon');
  // Cho cannon b3, screen soldier b5, Han cannon b7: cannot capture a cannon.
  const h = new Game('janggi/plyyard', '4k4/9/9/1c7/9/1P7/9/1C7/9/4K4 w - - 0 1');
  assert.equal(h.explain('b3b7')?.code, 'cannon-takes-cannon');
  // without a screen it cannot move at all along an empty line
  assert.equal(h.explain('b3a3')?.code, 'cannon-no-screen');
  assert.equal(h.explain('b3b4')?.code, 'cannon-no-screen');
});

test('§3.3 janggi/youzai cannon slides without a screen, captures over a non-cannon screen', () => {
  const g = new Game('janggi/youzai', '4k4/9/9/1c7/9/1P7/9/1C7/9/4K4 w - - 0 1');
  const dests = g.moves({ square: 'b3' }).map((m) => m.to).sort();
  assert.ok(dests.includes('b4'), 'slides forward without a screen');
  assert.ok(dests.includes('a3') && dests.includes('i3'), 'slides sideways');
  assert.not.ok(dests.includes('b7'), 'never captures a cannon');
  assert.not.ok(dests.includes('b6'), 'does not move beyond a screen quietly');
  // Captures over a soldier screen when the target is not a cannon
  const h = new Game('janggi/youzai', '4k4/9/9/1r7/9/1P7/9/1C7/9/4K4 w - - 0 1');
  assert.ok(h.moves({ square: 'b3' }).some((m) => m.to === 'b7' && m.captured === 'r'));
});

test('§3.2 janggi/plyyard cannon and soldier have no palace diagonals; the chariot has', () => {
  // pieces on the corners of Han's palace; the cannon has a screen (a guard) on the centre
  const chariot = new Game('janggi/plyyard', '4k4/9/3R5/9/9/9/9/9/9/3K5 w - - 0 1');
  assert.ok(chariot.moves({ square: 'd8' }).some((m) => m.to === 'e9'), 'chariot uses the diagonal');
  const cannon = new Game('janggi/plyyard', '5k3/4a4/5C3/9/9/9/9/9/4K4/9 w - - 0 1');
  assert.not.ok(cannon.moves({ square: 'f8' }).some((m) => m.to === 'd10'), 'no cannon diagonal');
  const soldier = new Game('janggi/plyyard', '5k3/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1');
  assert.not.ok(soldier.moves({ square: 'd8' }).some((m) => m.to === 'e9'), 'no soldier diagonal');
  // the same positions under janggi/standard do use them (§3.6)
  assert.ok(new Game('janggi/standard', '5k3/4a4/5C3/9/9/9/9/9/4K4/9 w - - 0 1').moves({ square: 'f8' }).some((m) => m.to === 'd10'));
  assert.ok(new Game('janggi/standard', '5k3/9/3P5/9/9/9/9/9/4K4/9 w - - 0 1').moves({ square: 'd8' }).some((m) => m.to === 'e9'));
});

test('§2.3 makruk met on d4 reaches e5 but not f6', () => {
  const g = new Game('makruk/plyyard', 'r3k3/8/8/8/3M4/8/8/4K3 w - - 0 1');
  const dests = g.moves({ square: 'd4' }).map((m) => m.to).sort();
  assert.equal(dests, ['c3', 'c5', 'e3', 'e5']);
  assert.equal(g.explain('d4f6')?.code, 'unreachable');
});

test('§2.3 makruk pawns promote on the sixth rank, automatically, to a met', () => {
  const g = new Game('makruk/plyyard', 'r3k3/8/8/2P5/8/8/8/4K3 w - - 0 1');
  const [m] = g.moves({ square: 'c5' });
  assert.equal(m.uci, 'c5c6m');
  assert.equal(m.promotion, 'M');
  g.play('c5c6'); // accepted without the suffix
  assert.equal(g.get('c6'), { letter: 'M', role: 'met', color: 'white', promoted: true });
  assert.match(g.fen(), /^r3k3\/8\/2M~5\//);
  const b = new Game('makruk/plyyard', '4k3/8/8/8/5p2/8/8/R2K4 b - - 0 1');
  assert.equal(b.moves({ square: 'f4' })[0].uci, 'f4f3m', 'black promotes on rank 3');
});

test('§2.1 xiangqi flying general: a move may not leave the generals facing', () => {
  const g = new Game('xiangqi/youzai', '4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1');
  assert.equal(g.explain('e2c3')?.code, 'flying-general');
  assert.equal(g.moves({ square: 'e2' }), [], 'the horse is pinned by the facing rule');
  assert.equal(uci(g), ['e1d1', 'e1f1']);
});

// ---- §3.1 xiangqi/youzai --------------------------------------------------------------------

test('§3.1 checkmate loses; stalemate loses too', () => {
  const g = new Game('xiangqi/youzai', '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1');
  g.play('i1i10');
  assert.equal(outcomeOf(g), '1-0 checkmate');
  assert.equal(g.moves(), [], 'no legal moves once over');
  // stalemate: black general d10 with no move (d9 held by the chariot, e10 by the facing
  // rule), not in check
  const s = new Game('xiangqi/youzai', '3k5/2R6/9/9/9/9/9/9/9/4K4 b - - 0 1');
  assert.equal(s.inCheck(), false);
  assert.equal(outcomeOf(s), '1-0 stalemate');
});

test('§3.1 perpetual check: the checking side loses on the third occurrence', () => {
  const g = new Game('xiangqi/youzai', '4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1');
  assert.equal(outcomeAtLast(g, 'a1a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10'), '0-1 perpetual-check');
});

test('§3.1 perpetual check answered by the general alone: the checker loses, the evasions chase nothing', () => {
  // Hu Ronghua vs Lü Qin, 21st Wuyang Cup, round 4 (an XQF file of hbsxcjp/cchess_c), from ply
  // 66: Red's chariot checks on every move and Black's general steps between e8 and e9. Black's
  // cannon and chariot attack unprotected pieces all along; in check they could not take them,
  // and an evasion that only lets them do so again is no chase. Fairy-Stockfish: 0-1.
  const g = new Game('xiangqi/standard', 'C2a1a3/1R7/4k1n2/p3p3p/2p2n3/4P4/c2r5/NC1AB4/3K5/5A3 w - - 0 34');
  assert.equal(outcomeAtLast(g, 'b9b8 e8e9 b8b9 e9e8 b9b8 e8e9 b8b9 e9e8'), '0-1 perpetual-check');
  assert.equal(g.history().map((m) => m.check), [true, false, true, false, true, false, true, false]);
});

test('§3.1 perpetual chase: a chariot hunting an unprotected cannon loses', () => {
  const g = new Game('xiangqi/youzai', '4k4/9/9/cR7/9/9/9/9/9/3K5 b - - 0 1');
  assert.equal(outcomeAtLast(g, 'a7a6 b7b6 a6a7 b6b7 a7a6 b7b6 a6a7 b6b7'), '0-1 perpetual-chase');
  assert.equal(g.history().filter((m, i) => i % 2 === 1).length, 4);
});

// The next five read §3.1's chase clause at its edges: protection, the chariot hunted by a
// cannon, soldiers on either side of the river, and a side's moves judged one by one (a check or
// a chase each, not one same piece). Fairy-Stockfish's xiangqi (§3.6) draws the last three.
test('§3.1 a protected target is not chased: the chariot hunting a cannon its chariot guards draws', () => {
  // the perpetual-chase position above, with Black's chariot on a10 guarding a7 and a6
  const g = new Game('xiangqi/youzai', 'r3k4/9/9/cR7/9/9/9/9/9/3K5 b - - 0 1');
  assert.equal(outcomeAtLast(g, 'a7a6 b7b6 a6a7 b6b7 a7a6 b7b6 a6a7 b6b7'), '1/2-1/2 repetition');
});

test('§3.1 a chariot attacked by a cannon is chased even when protected', () => {
  // Black's chariot a7/a6 (guarded by its chariot on a10); Red's cannon c7/c6 over the soldiers
  // b7 and b6, which Black's chariot attacks but may not take for free (b6 guards b7, b1 guards b6)
  const g = new Game('xiangqi/youzai', 'r3k4/9/9/rPC6/1P7/9/9/9/9/1R1K5 b - - 0 1');
  assert.equal(outcomeAtLast(g, 'a7a6 c7c6 a6a7 c6c7 a7a6 c7c6 a6a7 c6c7'), '0-1 perpetual-chase');
});

test('§3.1 a soldier is chased once it has crossed the river, not before', () => {
  // Red's chariot swings a5-c5, attacking the soldier on a or c ahead of it; Black's general steps
  const moves = 'e10d10 a5c5 d10e10 c5a5 e10d10 a5c5 d10e10 c5a5';
  const home = new Game('xiangqi/youzai', '4k4/9/9/p1p6/9/R8/9/9/9/5K3 b - - 0 1'); // a7, c7
  assert.equal(outcomeAtLast(home, moves), '1/2-1/2 repetition');
  const crossed = new Game('xiangqi/youzai', '4k4/9/9/9/9/R8/9/p1p6/9/5K3 b - - 0 1'); // a3, c3
  assert.equal(outcomeAtLast(crossed, moves), '0-1 perpetual-chase');
});

test('§3.1 a side that checks and chases in turn is perpetual, by perpetual-chase', () => {
  // Red's horse checks from f8 and takes aim at the unprotected horse e9 from g10
  const g = new Game('xiangqi/youzai', '4k4/4n4/5N3/9/9/9/9/9/9/2p1K4 b - - 0 1');
  assert.equal(outcomeAtLast(g, 'e10d10 f8g10 d10e10 g10f8 e10d10 f8g10 d10e10 g10f8'), '0-1 perpetual-chase');
  assert.equal(g.history().filter((m, i) => i % 2 === 1).map((m) => m.check), [false, true, false, true]);
});

test('§3.1 chasing a different piece with each move is perpetual all the same', () => {
  // Black's chariot goes i10-e10 onto the unguarded cannon e5, and back onto the unguarded
  // chariot i9; Red's cannon steps i5-e5 and back, chasing nothing
  const g = new Game('xiangqi/youzai', '3k4r/8R/9/1C1c5/9/8C/5R3/9/9/C2K5 w - - 0 1');
  assert.equal(outcomeAtLast(g, 'i5e5 i10e10 e5i5 e10i10 i5e5 i10e10 e5i5 e10i10'), '1-0 perpetual-chase');
});

test('§3.1 mutual chase is a draw by repetition', () => {
  const g = new Game('xiangqi/youzai', '5k3/9/9/nR7/n8/7rN/8N/9/9/3K5 w - - 0 1');
  playAll(g, 'b7b6 h5h4 b6b7 h4h5 b7b6 h5h4 b6b7');
  assert.equal(g.outcome().over, false);
  g.play('h4h5');
  assert.equal(outcomeOf(g), '1/2-1/2 repetition');
});

test('§3.1 a quiet repetition is a draw', () => {
  const g = new Game('xiangqi/youzai');
  playAll(g, 'b1c3 b10c8 c3b1 c8b10 b1c3 b10c8 c3b1');
  assert.equal(g.outcome().over, false);
  g.play('c8b10');
  assert.equal(outcomeOf(g), '1/2-1/2 repetition');
});

test('§3.1 120 half-moves without capture draw, not one earlier', () => {
  assertLimitAt('xiangqi/youzai', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 118 60', 'b1c3', 'b10c8');
});

// ---- §3.2 janggi/plyyard --------------------------------------------------------------------

// Han: general e9, chariot g10, horse c7, soldier a7; Cho: general e2, horse e5 on the file.
const BIKJANG = '6r2/4k4/9/p1n6/9/4N4/9/9/4K4/9 w - - 0 1';

test('§3.2 bikjang must be answered: by capture of the opener, by interposing, or by moving', () => {
  const g = new Game('janggi/plyyard', BIKJANG);
  g.play('e5g6'); // the horse leaves the file: the generals face
  assert.ok(g.isBikjang());
  assert.equal(g.inCheck(), false, 'bikjang is not check');
  const legal = uci(g);
  assert.ok(legal.includes('g10g6'), 'capturing the piece that opened the line');
  assert.ok(legal.includes('c7e6') && legal.includes('c7e8'), 'interposing');
  assert.ok(legal.includes('e9d9'), 'moving the general off the file');
  assert.not.ok(legal.includes('a7a6'), 'an unrelated move');
  assert.equal(g.explain('a7a6')?.code, 'bikjang-unanswered');
  g.play('g10g6'); // the capture leaves the face-off: now Cho must answer in turn
  assert.ok(g.isBikjang());
  assert.ok(uci(g).length > 0 && uci(g).every((m) => m.startsWith('e2') && !m.startsWith('e2e')),
    'Cho has only general moves off the file');
});

test('§3.2 creating bikjang is legal and ends nothing', () => {
  const g = new Game('janggi/plyyard', BIKJANG);
  assert.ok(uci(g).includes('e5g6'));
  g.play('e5g6');
  assert.equal(g.outcome().over, false);
});

test('§3.2 a side with no legal move loses (no-moves); no pass exists', () => {
  // Han general d10: e10 and e9 held by the chariot on e5, d9 by the chariot on a9.
  const g = new Game('janggi/plyyard', '3k5/R8/9/9/9/4R4/9/9/9/5K3 b - - 0 1');
  assert.equal(g.inCheck(), false);
  assert.equal(g.canPass(), false);
  assert.equal(outcomeOf(g), '1-0 no-moves');
  assert.equal(new Game('janggi/plyyard').explain('pass')?.code, 'pass-not-allowed');
});

test('§3.2 120 half-moves without capture draw (plyyard), not one earlier', () => {
  assertLimitAt('janggi/plyyard', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 118 60', 'b1c3', 'b10c8');
});

// ---- §3.3 janggi/youzai ---------------------------------------------------------------------

test('§3.3 pass allowed when not in check, refused in check; generals may face freely', () => {
  const g = new Game('janggi/youzai');
  assert.ok(g.canPass());
  g.play('pass');
  assert.equal(g.turn, 'black');
  const check = new Game('janggi/youzai', '4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1');
  assert.ok(check.inCheck());
  assert.equal(check.canPass(), false);
  assert.equal(check.explain('e2e2')?.code, 'pass-not-allowed');
  const facing = new Game('janggi/youzai', '4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1');
  assert.ok(uci(facing).includes('e2e3'), 'moving along the open file is fine');
  facing.play('e2e2');
  facing.play('e10e10');
  assert.equal(facing.outcome().over, false, 'no bikjang or double-pass end here');
});

test('§3.3 200 half-moves without capture draw, passes counting, not one earlier', () => {
  assertLimitAt('janggi/youzai', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 198 100', 'pass', 'pass');
});

// ---- §3.4 janggi/vchess ---------------------------------------------------------------------

test('§3.4 setup turns: four choices each, written as swaps or a pass', () => {
  const g = new Game('janggi/vchess');
  assert.ok(g.isSetupTurn());
  assert.equal(uci(g), ['b1c1', 'b1c1,h1g1', 'e2e2', 'h1g1']);
  assert.equal(g.explain('b1c3')?.code, 'setup-pending');
  assert.equal(g.explain('b10c10')?.code, 'wrong-side'); // Han's swap, on Cho's turn
  assert.equal(g.explain('e5e6')?.code, 'no-piece');
  g.play('b1c1,h1g1');
  assert.match(g.fen(), /\/RBNA1ANBR w|\/RBNA1ANBR b/);
  assert.equal(uci(g), ['b10c10', 'b10c10,h10g10', 'e9e9', 'h10g10']);
  g.play('e9e9'); // Han keeps the arrangement
  assert.equal(g.isSetupTurn(), false);
  assert.equal(g.fen(), 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 2');
  g.play('pass'); // a real pass: one, not a double pass with the setup keep
  assert.equal(g.outcome().over, false);
  assert.equal(g.explain('b1c1')?.code !== undefined, true);
});

// The seed page: "Les blancs peuvent conserver la position initiale en passant" (keep by passing).
test('§3.4 a pass at a setup turn keeps the arrangement, in each way a pass is written', () => {
  // the janggi notation's and the Korean's words for a pass too (K95-95 / K25-25, 한수쉼)
  for (const pass of ['pass', '0000', '@@@@', ['K95-95', 'K25-25'], '한수쉼']) {
    const g = new Game('janggi/vchess');
    const start = g.fen();
    const [cho, han] = Array.isArray(pass) ? pass : [pass, pass];
    assert.equal(g.play(cho).uci, 'e2e2', cho);
    assert.equal([g.isSetupTurn(), g.fen().split(' ')[0]], [true, start.split(' ')[0]], pass); // Han's setup turn next
    assert.equal(g.play(han).uci, 'e9e9', han);
    assert.equal([g.isSetupTurn(), g.outcome().over], [false, false], pass); // two keeps are no double pass
  }
});

test('§3.4 a game from a FEN starts after the setup', () => {
  const g = new Game('janggi/vchess', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1');
  assert.equal(g.isSetupTurn(), false);
  assert.equal(g.perft(1), 32);
});

test('§3.4 two passes in a row draw (double-pass), not one', () => {
  const g = new Game('janggi/vchess', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1');
  g.play('e2e2');
  assert.equal(g.outcome().over, false);
  g.play('e9e9');
  assert.equal(outcomeOf(g), '1/2-1/2 double-pass');
  assert.equal(g.moves(), []);
});

test('§3.4 bikjang that persists after the next half-move draws', () => {
  const g = new Game('janggi/vchess', '9/4k4/9/p8/9/4N4/9/9/4K4/9 w - - 0 1');
  g.play('e5g6');
  assert.ok(g.isBikjang());
  assert.equal(g.outcome().over, false, 'facing alone does not end the game');
  g.play('a7a6');
  assert.equal(outcomeOf(g), '1/2-1/2 bikjang');
  // breaking it in time goes on
  const h = new Game('janggi/vchess', '9/4k4/9/p8/9/4N4/9/9/4K4/9 w - - 0 1');
  h.play('e5g6');
  h.play('e9d9');
  assert.equal(h.outcome().over, false);
});

test('§3.4 a face-off kept by a pass or by a general stepping along the file draws', () => {
  for (const keep of ['e9e9', 'e9e8']) { // a pass; a step down the open file
    const g = new Game('janggi/vchess', '9/4k4/9/p8/9/4N4/9/9/4K4/9 w - - 0 1');
    g.play('e5g6');
    assert.equal(outcomeAtLast(g, keep), '1/2-1/2 bikjang', keep);
  }
});

test('§3.4 a keep then a pass is no double pass; the next pass makes one', () => {
  const g = new Game('janggi/vchess');
  playAll(g, 'b1c1 e9e9'); // Cho swaps, Han keeps (written as a pass)
  assert.equal(outcomeAtLast(g, 'e2e2 e9e9'), '1/2-1/2 double-pass');
  const h = new Game('janggi/vchess');
  playAll(h, 'e2e2 e9e9 e2e2 b10c8'); // a move between two passes
  assert.equal(outcomeAtLast(h, 'e2e2'), '*');
});

// ---- §3.5 makruk/plyyard --------------------------------------------------------------------

test('§3.5 stalemate is a draw', () => {
  const g = new Game('makruk/plyyard', 'k7/8/K7/8/8/8/8/1R6 b - - 0 1');
  assert.equal(outcomeOf(g), '1/2-1/2 stalemate');
});

test('§3.5 insufficient material, on both sides of the definition', () => {
  const cases = [
    ['4k3/8/8/8/8/8/3M4/4K3 w - - 0 1', true, 'K+M v K: one met, one colour'],
    ['4k3/8/8/8/8/8/2MM4/4K3 w - - 0 1', false, 'K+MM v K on both colours'],
    ['4k3/8/8/8/8/8/3N4/4K3 w - - 0 1', true, 'K+N v K'],
    ['4k3/8/8/8/3P4/8/8/4K3 w - - 0 1', true, 'K+P v K'],
    ['4k3/3n4/8/8/8/8/3N4/4K3 w - - 0 1', false, 'K+N v K+N'],
    ['4k3/8/8/8/8/8/3S4/4K3 w - - 0 1', false, 'a khon can mate'],
    ['4k3/8/8/8/8/8/3R4/4K3 w - - 0 1', false, 'a ruea can mate'],
    ['4k3/8/8/8/8/8/3MN3/4K3 w - - 0 1', false, 'met with another piece'],
  ];
  for (const [fen, drawn, label] of cases) {
    const o = new Game('makruk/plyyard', fen).outcome();
    assert.equal(o.reason === 'insufficient-material', drawn, label);
  }
});

test('§3.5 100 half-moves without capture or pawn move draw; a pawn move resets', () => {
  assertLimitAt('makruk/plyyard', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 98 50', 'b1d2', 'b8d7');
  const h = new Game('makruk/plyyard', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 98 50');
  h.play('a3a4');
  h.play('b8d7');
  assert.equal(h.outcome().over, false);
  assert.match(h.fen(), / 1 51$/);
});

test('§3.5 threefold repetition draws', () => {
  const g = new Game('makruk/plyyard');
  playAll(g, 'b1d2 b8d7 d2b1 d7b8 b1d2 b8d7 d2b1');
  assert.equal(g.outcome().over, false);
  g.play('d7b8');
  assert.equal(outcomeOf(g), '1/2-1/2 repetition');
});

// ---- §3.6 standard --------------------------------------------------------------------------

test('§3.6 janggi/standard: double pass ends by material count (Han +1.5 komi)', () => {
  const g = new Game('janggi/standard');
  playAll(g, 'e2e2 e9e9');
  assert.equal(outcomeOf(g), '0-1 material-count');
  // Cho horse (5) against nothing: 5 - 0 - 1 > 0
  const h = new Game('janggi/standard', '3k5/9/9/9/9/9/9/9/4K4/1N7 w - - 0 1');
  playAll(h, 'pass pass');
  assert.equal(outcomeOf(h), '1-0 material-count');
});

test('§3.6 janggi/standard: in bikjang pass is allowed even in check, and ends the game', () => {
  const g = new Game('janggi/standard', '4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1');
  assert.ok(g.inCheck() && g.isBikjang());
  assert.ok(g.canPass());
  g.play('pass');
  assert.equal(g.outcome().reason, 'material-count');
  // a general is never taken (§2): a game that plays past the rules' ends stops here, where
  // Han's chariot could take Cho's general (found by CI's fuzzing: fuzz_moves bug16)
  g.playPastEnd = true;
  assert.equal([g.moves(), g.explain('a2e2')?.code], [[], 'game-over']);
  assert.throws(() => g.play('a2e2'), (e) => e.code === 'game-over');
  assert.is(g.fen(), '4k4/9/9/9/9/9/9/9/r3K4/9 b - - 1 1');
});

// ---- §4 outcomes ----------------------------------------------------------------------------

test('§4 front-end outcomes: resignation, timeout, agreement; a game over has no moves', () => {
  const g = new Game('xiangqi/standard');
  assert.equal(g.resign('white'), { over: true, result: '0-1', winner: 'black', reason: 'resignation' });
  assert.equal(g.moves(), []);
  assert.equal(g.explain('h3e3')?.code, 'game-over');
  g.undo(); // clears the declaration
  assert.equal(g.outcome().over, false);
  assert.equal(g.timeout('black').result, '1-0');
  g.undo();
  assert.equal(g.agreeDraw().result, '1/2-1/2');
});

test('§3 custom profile: plyyard rules with a 60-ply limit', () => {
  defineProfile('janggi/club60', { base: 'janggi/plyyard', moveLimit: 60 });
  const fen = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 58 30';
  assertLimitAt('janggi/club60', fen, 'b1c3', 'b10c8');
  const base = new Game('janggi/plyyard', fen);
  playAll(base, 'b1c3 b10c8');
  assert.equal(base.outcome().over, false, 'the base profile is unchanged');
});

// RULES §3.2: in a face-off "its legal moves are the moves after which the generals no longer
// face each other, plus the captures of the piece that made the previous move" — a pass leaves
// them facing. A caller's Ply Yard profile with passes (README, `bikjang`: `answer` is answered
// like a check) let a pass through until this test.
test('§3.2 a face-off answered like a check is not answered by a pass, where the profile has passes', () => {
  defineProfile('janggi/plyyard-pass', { base: 'janggi/plyyard', pass: true });
  const g = new Game('janggi/plyyard-pass', '9/4k4/9/p8/9/4N4/9/9/4K4/9 w - - 0 1');
  assert.ok(g.canPass(), 'a pass before the face-off');
  g.play('e5g6');
  assert.ok(g.isBikjang());
  assert.equal(g.canPass(), false);
  assert.equal(g.explain('pass')?.code, 'bikjang-unanswered');
  const before = g.fen();
  assert.throws(() => g.play('e9e9'), (e) => e.code === 'bikjang-unanswered');
  assert.equal(uci(g), ['e9d10', 'e9d8', 'e9d9', 'e9f10', 'e9f9'], 'the general leaves the file');
  assert.equal([g.fen(), g.history().length], [before, 1], 'the game as it was');
  g.play('e9d9');
  assert.ok(g.canPass(), 'the face-off broken, passes again');
  // no answer but the pass: a side with no legal move loses (RULES §3.2, `no-moves`)
  // (Han's general on e10: d10 and f10 held by the chariots on d3 and f3, e9 on the open file)
  const boxed = new Game('janggi/plyyard-pass', '4k4/9/9/p8/9/4N4/9/3R1R3/4K4/9 w - - 0 1');
  boxed.play('e5g6');
  assert.equal([boxed.moves(), outcomeOf(boxed)], [[], '1-0 no-moves']);
});

test('§3 custom profile changes movement: a janggi with the youzai sliding cannon and pass', () => {
  defineProfile('janggi/sliding', { base: 'janggi/plyyard', cannon: 'sliding', pass: true, palaceDiagonals: ['chariot', 'cannon'] });
  assert.equal(new Game('janggi/sliding').perft(2), new Game('janggi/youzai').perft(2));
});

test.run();
