// replay.test.js — play(text) + outcome() per ply (issue 12 item 8): once outcome() has been
// asked, play() judges the outcome in the same module call and outcome() answers from JS. Each
// answer must be the module's own (a clone asks the module afresh), through every change of
// the game: plays in any notation or one notation, refused plays, undo, redo, playRaw,
// declarations. Games run to their end under every built-in profile, so the ends are met too.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game, IllegalMoveError } from '../../bindings/index.js';
import { rng } from '../bench/stats.mjs';

await init();

// the built-in profiles (other suites in the same process define many more)
const BUILT_IN = ['xiangqi/youzai', 'janggi/plyyard', 'janggi/youzai', 'janggi/vchess', 'makruk/plyyard',
  'xiangqi/standard', 'janggi/standard', 'makruk/standard'];

/** The game's outcome, checked against a clone's (which has no answer cached). */
function checked(g, where) {
  const fresh = g.clone();
  const truth = fresh.outcome();
  fresh.free();
  const o = g.outcome();
  assert.equal(o, truth, where);
  assert.is(g.isOver(), truth.over, where);
  return o;
}

test('outcome() after each play, undo, redo and refused play is the module\'s, to the end', () => {
  let ends = 0;
  for (const profile of BUILT_IN) {
    for (let seed = 1; seed <= 4; seed++) {
      const r = rng(seed);
      const g = new Game(profile);
      checked(g, `${profile} start`);
      for (let ply = 0; ply < 400; ply++) {
        const list = g.moves();
        if (list.length === 0) break;
        const m = list[Math.floor(r() * list.length)];
        const roll = r();
        if (roll < 0.5) g.play(m.uci);
        else if (roll < 0.7) g.play(m.uci, { notation: 'uci' });
        else if (roll < 0.8) g.playRaw(m.raw);
        else g.play(m);
        const where = `${profile} seed ${seed} ply ${ply} after ${m.uci}`;
        const o = checked(g, where);
        if (r() < 0.1) { // take it back and play it again
          g.undo();
          checked(g, `${where}, undone`);
          g.redo();
          checked(g, `${where}, redone`);
        }
        if (!o.over) { // a refused move changes nothing, the answer included
          assert.throws(() => g.play('a1a1'), (e) => e instanceof IllegalMoveError);
          checked(g, `${where}, refused`);
        }
        if (o.over) { ends++; break; }
      }
      g.free();
    }
  }
  assert.ok(ends > 10, `games that reached their end: ${ends}`);
});

test('a declared result and its undo reach outcome() at once', () => {
  const g = new Game('xiangqi/standard');
  g.outcome();
  g.play('h3e3');
  assert.is(g.outcome().over, false);
  assert.equal(g.resign('black'), checked(g, 'resigned'));
  assert.is(g.outcome().reason, 'resignation');
  assert.throws(() => g.play('h10g8'), (e) => e instanceof IllegalMoveError);
  g.undo();
  assert.is(checked(g, 'undone').over, false);
  g.play('h3e3');
  g.agreeDraw();
  assert.is(checked(g, 'agreed').result, '1/2-1/2');
});

test.run();
