// api-fuzz.test.js — issue 17: a long run of random API calls, sane and hostile, on a few live
// games at once (more than the wasm slot pool holds, so games are evicted and reloaded all the
// time). After every call it asserts:
//   - every throw is a BoardRulesError subclass with a code;
//   - a call that throws changes nothing (fen, ply, outcome);
//   - clone() and Game.restore(snapshot through JSON) equal the original, outcome and playPastEnd
//     included;
//   - fen() round-trips through new Game under the same profile.
// CI runs 20,000 calls (BR_QUICK=1: 5,000); BR_LONG=1 runs 1,000,000 (BR_FUZZ_CALLS=n: any count).
// BR_FUZZ_SEED=n starts another sequence (a long campaign of several seeds covers new ground).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  init, Game, defineProfile, validateFen, BoardRulesError, NOTATIONS,
} from '../../bindings/index.js';

await init();
const CALLS = Number(process.env.BR_FUZZ_CALLS ?? (process.env.BR_LONG === '1' ? 1_000_000 : process.env.BR_QUICK === '1' ? 5_000 : 20_000));
const LIVE_GAMES = 12;

defineProfile('janggi/fuzz', { base: 'janggi/standard', moveLimit: 30, pass: true });
defineProfile('makruk/fuzz', { base: 'makruk/standard', moveLimit: 40 });
const PROFILES = ['xiangqi/standard', 'xiangqi/youzai', 'janggi/standard', 'janggi/plyyard', 'janggi/vchess',
  'makruk/standard', 'makruk/plyyard', 'janggi/fuzz', 'makruk/fuzz'];

let seed = Number(process.env.BR_FUZZ_SEED ?? 0x9e3779b9) | 0 || 0x9e3779b9; // xorshift: never 0
const rand = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) / 2 ** 32; };
const pick = (list) => list[Math.floor(rand() * list.length)];

const HOSTILE = [undefined, null, NaN, -1, 1.5, 2 ** 31, 1e9, '', ' ', 'zz', 'h3e3 ', 'a:a9', 'e2e2', 'pass',
  '\0', 'x'.repeat(80), 'H02-83', 'C2=5', 'Nd2', '  b1c3', {}, [], { from: 'a1' }, { from: 'a1', to: 5 },
  { pass: 'yes' }, { raw: -3 }, { raw: 70000 }, Symbol('s'), 5n, () => 0, Object.create(null), true];

function state(g) {
  return `${g.fen()}|${g.ply}|${JSON.stringify(g.outcome())}`;
}
function full(g) {
  return `${state(g)}|${g.playPastEnd}|${g.history({ notation: false }).map((m) => m.uci).join(' ')}`;
}

/** A random legal move in one of the forms play() takes. */
function legalInput(g) {
  const moves = g.moves();
  if (!moves.length) return pick(HOSTILE);
  const m = pick(moves);
  switch (Math.floor(rand() * 5)) {
    case 0: return m;
    case 1: return m.raw;
    case 2: return m.setup ? m.uci : { from: m.from, to: m.to, promotion: m.promotion };
    case 3: return g.notation(m);
    default: return m.uci;
  }
}

const ACTIONS = {
  play: (g) => g.play(rand() < 0.8 ? legalInput(g) : pick(HOSTILE)),
  playRaw: (g) => g.playRaw(rand() < 0.7 ? (pick([...g.movesRaw()]) ?? 0) : pick([0, -1, 1.5, 65536, 123456, NaN, 'x', 1152])),
  explain: (g) => g.explain(rand() < 0.5 ? legalInput(g) : pick(HOSTILE)),
  notation: (g) => g.notation(rand() < 0.7 ? legalInput(g) : pick(HOSTILE), pick([undefined, 'uci', 'wxf', 'janggi', 'san', 'thai', 'x', 5])),
  undo: (g) => g.undo(),
  redo: (g) => g.redo(),
  declare: (g) => (rand() < 0.02 ? pick([() => g.resign(pick([undefined, 'white', 'black', 'red', 7])), () => g.timeout(), () => g.agreeDraw()])() : g.outcome()),
  moves: (g) => g.moves(rand() < 0.4 ? undefined : rand() < 0.5 ? { square: pick(['e1', 'a10', 'a:', 'z9', 3, -1, 200, Symbol('q')]) }
    : { notation: pick(['uci', 'wxf', 'chinese', 'korean', 'thai', 'x', null]), script: pick([undefined, 'traditional', 'x']), dots: pick([undefined, true, 1]) }),
  lineNotation: (g) => {
    // a line of the game's own moves (played on a copy, a hostile input now and then): the game
    // itself must be left as it was, written or refused
    const before = full(g), copy = g.clone(), line = [];
    copy.playPastEnd = true;
    for (let i = Math.floor(rand() * 8); i > 0; i--) {
      const m = copy.moves();
      if (!m.length) break;
      line.push(rand() < 0.95 ? copy.play(pick(m).uci).uci : pick(HOSTILE));
    }
    copy.free();
    try {
      const text = line.every((m) => typeof m === 'string') && rand() < 0.5; // the line as one text
      return g.lineNotation(text ? line.join(' ') : line, pick([undefined, 'uci', 'wxf', 'chinese', 'san', 'x']), pick([undefined, { script: 'traditional' }, { dots: true }, { notation: 'iccs' }]));
    } finally {
      assert.is(full(g), before, 'lineNotation left the game as it was');
    }
  },
  dests: (g) => g.dests(pick([undefined, { keys: 'cgx' }, null])),
  squares: (g) => pick([() => g.get(pick(['e1', 'e2', 'a:', 5, -1, 'q', null])), () => g.attacks(pick(['e2', 'h3', 99, {}])),
    () => g.attackers(pick(['e1', 'e2', 'e10']), pick(['white', 'black', 'blue'])), () => g.squareName(pick([0, 5, -1, NaN, 5n, Symbol('x'), 89])),
    () => g.squareIndex(pick(['a1', 'a:', 'a10', 'z', 5]))])(),
  state: (g) => [g.fen(), g.turn, g.inCheck(), g.checks({ keys: 'cgx' }), g.isBikjang(), g.canPass(), g.isOver(), g.isSetupTurn()],
  history: (g) => g.history(pick([undefined, { keys: 'cgx' }, { notation: 'uci' }, { notation: false }, { script: 'traditional' },
    { notation: 'wxf', dots: true }, { notation: 'chinese', script: 'traditional', since: 1 }])),
  perft: (g) => g.perft(pick([0, 1, -1, 13, 'x', 1.5])),
  playPastEnd: (g) => { g.playPastEnd = rand() < 0.8 ? rand() < 0.5 : pick(HOSTILE); },
};
const NAMES = Object.keys(ACTIONS);

test(`API fuzz: ${CALLS.toLocaleString('en')} random calls with the invariants checked after each`, () => {
  const games = Array.from({ length: LIVE_GAMES }, (_, i) => new Game(PROFILES[i % PROFILES.length]));
  const counts = Object.fromEntries(NAMES.map((n) => [n, { calls: 0, threw: 0 }]));
  let restores = 0, clones = 0, fenChecks = 0, replaced = 0;
  for (let call = 0; call < CALLS; call++) {
    const slot = Math.floor(rand() * games.length);
    let g = games[slot];
    // keep games short enough that restoring snapshots stays cheap; replace some games outright
    if (g.ply > 120 || g.isOver() && rand() < 0.3 || rand() < 0.003) {
      const kind = rand();
      if (kind < 0.3) g = g.clone();
      else if (kind < 0.5) {
        const fen = g.fen();
        g.free();
        g = new Game(g.profile, fen);
      } else g = new Game(pick(PROFILES));
      games[slot] = g;
      replaced++;
    }
    const name = pick(NAMES);
    const before = state(g);
    counts[name].calls++;
    try {
      ACTIONS[name](g);
    } catch (e) {
      counts[name].threw++;
      if (!(e instanceof BoardRulesError) || typeof e.code !== 'string') {
        assert.unreachable(`call ${call} ${name} on ${g.profile} ${before}: threw ${e?.name}: ${e?.message}`);
      }
      assert.is(state(g), before, `call ${call}: a failed ${name} (${e.code}) changed the game`);
    }
    // the invariants
    const now = full(g);
    const copy = g.clone();
    assert.is(full(copy), now, `call ${call}: clone after ${name}`);
    clones++;
    if (call % 3 === 0) {
      const back = Game.restore(JSON.parse(JSON.stringify(g.snapshot())));
      assert.is(full(back), now, `call ${call}: restore after ${name}`);
      restores++;
    }
    const fen = g.fen();
    assert.is(new Game(g.profile, fen).fen(), fen, `call ${call}: fen round trip under ${g.profile}`);
    assert.equal(validateFen(g.profile, fen), { ok: true });
    fenChecks++;
  }
  const threw = Object.values(counts).reduce((a, c) => a + c.threw, 0);
  console.log(`api-fuzz: ${CALLS} calls (${threw} threw), ${clones} clones, ${restores} restores, ${fenChecks} FEN round trips, ${replaced} games replaced`);
  for (const n of NAMES) assert.ok(counts[n].calls > 0, n);
});

// history({ since }) writes only the moves it returns and keeps the texts it wrote (game_data.js);
// whatever was played, taken back and played again before, its texts are those a game restored
// from the snapshot (which has no cache) writes for the same moves.
test('history({ since }) in every notation equals a fresh game\'s, through random play, undo and redo', () => {
  let compared = 0;
  for (const profile of ['xiangqi/standard', 'janggi/standard', 'janggi/vchess', 'janggi/fuzz', 'makruk/standard']) {
    for (let n = 0; n < 40; n++) {
      const g = new Game(profile);
      g.playPastEnd = true;
      for (let step = 0; step < 150; step++) {
        const r = rand();
        if (r < 0.6) {
          const moves = g.moves();
          if (moves.length) g.play(pick(moves));
        } else if (r < 0.8) g.undo();
        else if (r < 0.9) g.redo();
        else {
          const kind = pick(NOTATIONS[g.variant]), since = Math.floor(rand() * (g.ply + 1));
          const fresh = Game.restore(JSON.parse(JSON.stringify(g.snapshot())));
          assert.equal(g.history({ since, notation: kind }).map((m) => m.notation),
            fresh.history({ notation: kind }).slice(since).map((m) => m.notation), `${profile} ${kind} since ${since}`);
          compared++;
        }
      }
    }
  }
  assert.ok(compared > 2000, `${compared} histories compared`);
});

test.run();
