// demo.units.test.js — the analysis board's pure parts in Node: the link (hash.js), the move tree
// (tree.js), the editor's FEN (editor.js, judged by the core's validateFen), the pieces' faces and
// the drawn shapes' comment commands (shapes.js).
//
//   node node_modules/uvu/bin.js tests/js 'demo.units.test.js$'
import { test } from 'uvu';
import * as assert from 'uvu/assert';
// the package by its name, as the demo's modules import it: one module instance, one init
import { init, Game, NOTATIONS, validateFen } from 'boardrules';
import { readHash, writeHash } from '../../web-demo/src/hash.js';
import {
  newRoot, addChild, lineTo, depth, endOfLine, promote, removeNode, commonAncestor, isMainline, countNodes,
} from '../../web-demo/src/tree.js';
import { editorFromFen, editorFen, place, paletteLetters } from '../../web-demo/src/editor.js';
import { face, pieceLabel } from '../../web-demo/src/pieces.js';
import { parseSquare, pointName, renderBoard } from '../../web-demo/src/board.js';
import { toggleShape } from '../../web-demo/src/shapes.js';
import { LEVELS, levelSearch, replyChoices, pickReply } from '../../web-demo/src/engine-levels.js';
import { evaluationText, evaluationOf, cleanEvaluation, cleanSeconds } from '../../web-demo/src/evaluations.js';

await init();

test('links: written and read back, setup swaps and FENs included', () => {
  const state = { profile: 'janggi/vchess', fen: '4k4/9/9/1p7/9/1C7/9/1C7/9/4K4 w - - 0 1', moves: ['b1c1,h1g1', 'e2e2', 'b3b7'], ply: 1 };
  const hash = writeHash(state);
  assert.equal(readHash(hash), state);
  assert.equal(readHash(writeHash({ profile: 'xiangqi/standard', moves: [] })), { profile: 'xiangqi/standard', moves: [] });
  assert.equal(readHash(writeHash({ profile: 'janggi/plyyard', moves: ['b1c3'], flipped: true })), { profile: 'janggi/plyyard', moves: ['b1c3'], flipped: true });
  assert.equal(readHash('#makruk/standard'), { profile: 'makruk/standard', moves: [] }, 'a bare profile, as older links have it');
  assert.equal(readHash(''), { moves: [] });
});

test('links: broken percent-encoding is an error in words, never a throw', () => {
  for (const hash of ['#%E0%A4%A', '#%', '#p=%', '#p=xiangqi/standard&m=%ZZ', '#p=xiangqi/standard&fen=%E0']) {
    const read = readHash(hash);
    assert.type(read.error, 'string', hash);
    assert.match(read.error, /percent-encoding/);
    assert.equal(read.moves, []);
  }
  assert.match(readHash('#p=xiangqi/standard&ply=-1').error, /ply/);
});

test('tree: variations, promote, delete, common ancestor', () => {
  const root = newRoot();
  const a = addChild(root, { uci: 'h3e3' });
  const b = addChild(a, { uci: 'h10g8' });
  const c = addChild(b, { uci: 'h1g3' });
  const v = addChild(a, { uci: 'b10c8' });
  const w = addChild(v, { uci: 'b1c3' });
  assert.is(addChild(a, { uci: 'b10c8' }), v, 'the same move again is the same node');
  assert.equal(a.children.map((n) => n.uci), ['h10g8', 'b10c8']);
  assert.equal(lineTo(w).map((n) => n.uci), [null, 'h3e3', 'b10c8', 'b1c3']);
  assert.is(depth(w), 3);
  assert.is(endOfLine(root), c);
  assert.is(commonAncestor(c, w), a);
  assert.ok(isMainline(c));
  assert.not.ok(isMainline(w));
  assert.ok(promote(w), 'promoting a move deep in a variation lifts the variation');
  assert.equal(a.children.map((n) => n.uci), ['b10c8', 'h10g8']);
  assert.ok(isMainline(w));
  assert.not.ok(promote(w), 'the main line cannot go higher');
  assert.is(countNodes(root), 5);
  assert.is(removeNode(b), a);
  assert.equal(a.children.map((n) => n.uci), ['b10c8']);
  assert.is(countNodes(root), 3);
  assert.is(removeNode(root), null);
});

test('editor: the FEN it writes is the position it holds, and the core judges it', () => {
  for (const profile of ['xiangqi/standard', 'janggi/standard', 'makruk/standard']) {
    const g = new Game(profile);
    const ed = editorFromFen(g.variant, g.width, g.height, g.fen());
    assert.is(editorFen(ed), g.fen(), `${profile}: the start position round-trips`);
    // a move played on the editor's board gives the FEN the core reaches (but for the turn and counters)
    const m = g.moves().find((x) => !x.setup && !x.pass);
    const letter = ed.board.get(m.from);
    place(ed, m.from, null);
    place(ed, m.to, letter);
    g.play(m.uci);
    assert.is(editorFen(ed).split(' ')[0], g.fen().split(' ')[0]);
    assert.ok(validateFen(profile, editorFen(ed)).ok);
    assert.ok(paletteLetters(g.variant).includes(letter));
  }
  const ed = editorFromFen('makruk', 8, 8, '4k3/8/8/3M~4/8/8/8/4K3 b - - 0 1');
  assert.is(ed.board.get('d5'), 'M~', 'a promoted pawn keeps its mark');
  assert.is(ed.turn, 'b');
  assert.is(editorFen(ed), '4k3/8/8/3M~4/8/8/8/4K3 b - - 0 1');
  place(ed, 'e8', null);
  const verdict = validateFen('makruk/standard', editorFen(ed));
  assert.is(verdict.ok, false, 'a side without a king is refused by the core');
});

test('pieces: every piece of every game has a drawn face in both sets, and its name', () => {
  for (const profile of ['xiangqi/standard', 'janggi/standard', 'makruk/standard']) {
    const g = new Game(profile);
    for (const p of g.pieces()) {
      for (const set of ['traditional', 'international']) {
        const f = face(g.variant, p, set);
        assert.ok(f && /^M[\d.]+ [\d.]+/.test(f.d), `${profile} ${p.letter} ${set}`);
      }
      assert.match(pieceLabel(g.variant, p), /^(Red|Black|Cho|Han|White) \w+ [a-i]\d+$/);
    }
    // the two sides' generals, and a chariot and a horse, do not share a face
    const faces = (set) => new Set(g.pieces().map((p) => `${p.color}${face(g.variant, p, set).d}`));
    const kinds = new Set(g.pieces().map((p) => `${p.color}${p.role}`)).size;
    assert.is(faces('international').size, kinds, `${profile}: one pictogram per side and role`);
    if (g.variant !== 'makruk') assert.is(faces('traditional').size, kinds, `${profile}: one character per side and role`);
  }
});

test('coordinates in the chosen notation: the core\'s labels, each side\'s files on its own edge, a point named as its moves name it', () => {
  // what a board draws: the bottom row of files, the top row (where each side counts its own),
  // the ranks on the left, in the order the loop writes them (by file and rank index)
  const drawn = (svg, width) => {
    const texts = (cls) => [...svg.matchAll(new RegExp(`<text class="${cls}" [^>]*>([^<]*)</text>`, 'g'))].map((m) => m[1]);
    const bottom = texts('coord');
    return { files: bottom.slice(0, width), ranks: bottom.slice(width), top: texts('coord top') };
  };
  for (const profile of ['xiangqi/standard', 'janggi/standard', 'makruk/standard']) {
    const g = new Game(profile);
    for (const kind of NOTATIONS[g.variant]) {
      const labels = g.coordinateLabels(kind);
      for (const flipped of [false, true]) {
        const view = { variant: g.variant, width: g.width, height: g.height, flipped, pieces: [], labels };
        const d = drawn(renderBoard(view), g.width);
        const mine = flipped && labels.secondFiles ? labels.secondFiles : labels.files; // the side at the bottom
        const theirs = labels.secondFiles ? (flipped ? labels.files : labels.secondFiles) : [];
        assert.equal(d.files, mine, `${profile} ${kind} flipped ${flipped}: files below`);
        assert.equal(d.top, theirs, `${profile} ${kind} flipped ${flipped}: files above`);
        assert.equal(d.ranks, labels.ranks ?? [], `${profile} ${kind} flipped ${flipped}: ranks`);
        const name = pointName(view, 'e2');
        if (!labels.ranks) assert.is(name, 'e2', `${kind}: no ranks, the square's name`);
        else assert.is(name, labels.rankFirst ? labels.ranks[1] + labels.files[4] : labels.files[4] + labels.ranks[1], kind);
      }
    }
    g.free();
  }
  // janggi numeric (H02-83) and GIB (02마83): a point is named as the core writes it in a move
  const j = new Game('janggi/standard');
  for (const kind of ['janggi', 'korean']) {
    const view = { variant: 'janggi', width: 9, height: 10, flipped: false, labels: j.coordinateLabels(kind) };
    for (const m of j.moves().filter((x) => !x.pass)) {
      assert.equal(j.notation(m.uci, kind).match(/\d\d/g), [pointName(view, m.from), pointName(view, m.to)], `${kind} ${m.uci}`);
    }
  }
  // xiangqi WXF and Chinese: the moving piece's file, counted from the mover's right, is the label
  // of its point on the mover's side of the board: under it when that side is at the bottom
  // (Black's: flipped), above it otherwise
  const x = new Game('xiangqi/standard');
  x.play('h3e3');
  for (const g of [new Game('xiangqi/standard'), x]) {
    for (const flipped of [false, true]) {
      const below = (g.turn === 'black') === flipped;
      for (const kind of ['wxf', 'chinese']) {
        const d = drawn(renderBoard({ variant: 'xiangqi', width: 9, height: 10, flipped, pieces: [], labels: g.coordinateLabels(kind) }), 9);
        const mine = below ? d.files : d.top;
        for (const m of g.moves().filter((mv) => /^[车車马馬炮砲相象仕士帅帥将將兵卒RHCEAKP]/i.test(g.notation(mv.uci, kind)))) {
          const text = g.notation(m.uci, kind);
          assert.is(mine[parseSquare(m.from).file], [...text][1], `${kind} ${text} flipped ${flipped}`);
        }
      }
    }
  }
  // no labels given: none drawn, and a point keeps its square's name
  const bare = { variant: 'xiangqi', width: 9, height: 10, flipped: false, pieces: [] };
  assert.not.match(renderBoard(bare), /class="coord/);
  assert.is(pointName(bare, 'e2'), 'e2');
});


test('shapes: drawn again, taken away; another colour replaces one; drawn where their points are (their commands: records-comments.test.js)', () => {
  // drawing the same shape again takes it away; another colour replaces it
  const node = { shapes: [] };
  toggleShape(node, { brush: 'G', orig: 'h3', dest: 'e3' });
  toggleShape(node, { brush: 'R', orig: 'h3', dest: 'e3' });
  assert.equal(node.shapes, [{ brush: 'R', orig: 'h3', dest: 'e3' }]);
  toggleShape(node, { brush: 'R', orig: 'h3', dest: 'e3' });
  assert.equal(node.shapes, []);
  // drawn on the board: an arrow and a circle where their points are
  const svg = renderBoard({ variant: 'xiangqi', width: 9, height: 10, pieces: [], shapes: [{ brush: 'G', orig: 'h3', dest: 'e3' }, { brush: 'R', orig: 'e10' }] });
  assert.match(svg, /class="shape arrow green" data-shape="Gh3e3"/);
  assert.match(svg, /class="shape circle red" data-shape="Re10"/);
});

test('board: xiangqi\'s river carries 楚河 漢界, drawn (no font), inside the river between ranks 5 and 6; janggi and makruk have no river', () => {
  const g = new Game('xiangqi/standard');
  for (const flipped of [false, true]) {
    const pieces = ['a5', 'a6'].map((square) => ({ ...g.get('a4'), square, letter: 'P' }));
    const svg = renderBoard({ variant: 'xiangqi', width: 9, height: 10, flipped, pieces });
    const ys = pieces.map(({ square }) => Number(svg.match(new RegExp(`data-at="${square}"[^>]*translate\\([\\d.]+,([\\d.]+)\\)`))[1]));
    const [low, high] = [Math.min(...ys), Math.max(...ys)];
    const words = [...svg.matchAll(/class="river-word" data-char="(.)" d="([^"]+)" transform="translate\(([\d.]+),([\d.]+)\) scale\(([\d.]+)\)"/g)]
      .map(([, ch, d, x, y, scale]) => ({ ch, d, x: Number(x), top: Number(y), bottom: Number(y) + 100 * Number(scale) }));
    assert.is(words.map((w) => w.ch).join(''), '楚河漢界', `flipped ${flipped}: in reading order`);
    for (const w of words) {
      assert.ok(/^M[\d.]+ [\d.]+/.test(w.d), `${w.ch}: drawn by glyphs.js`);
      assert.ok(w.top > low && w.bottom < high, `${w.ch} (${w.top}-${w.bottom}) between ranks 5 and 6 (${low}-${high}), flipped ${flipped}`);
    }
    assert.ok(words.every((w, i) => i === 0 || w.x > words[i - 1].x), 'left to right');
  }
  g.free();
  for (const [variant, width, height] of [['janggi', 9, 10], ['makruk', 8, 8]]) {
    assert.not.match(renderBoard({ variant, width, height, pieces: [] }), /river-word/, variant);
  }
});

// The engine's levels: a reply is picked among the lines whose expected score is within the
// level's allowance of the best's; the curve is the review's, 1 / (1 + e^(-k cp)), xiangqi's k
// 0.005422 (fitted on masters' games: README), written out here as the truth.
test('engine levels: a reply is one of the lines of the best one\'s depth within the level\'s allowance of its expected score; a mate all or nothing; the strongest levels play the best line', () => {
  const worth = (cp) => 1 / (1 + Math.exp(-0.005422 * cp));
  assert.ok(LEVELS.length >= 6 && LEVELS.every((l, i) => i === 0 || (l.depth >= LEVELS[i - 1].depth && l.within <= LEVELS[i - 1].within)), 'each level at least as deep and as strict as the one below');
  const line = (depth, score, move) => ({ depth, score, pv: [move] });
  const found = [line(2, { cp: 100 }, 'a'), line(2, { cp: 0 }, 'b'), line(2, { cp: -150 }, 'c'), line(2, { mate: -3 }, 'd'), line(1, { cp: 90 }, 'e')];
  for (let level = 1; level <= LEVELS.length; level++) {
    const least = worth(100) - LEVELS[level - 1].within;
    const expected = ['a', 'b', 'c'].filter((m, i) => worth([100, 0, -150][i]) >= least); // d is mated; e of a shallower depth
    assert.equal(replyChoices(found, level, 'xiangqi').map((l) => l.pv[0]), expected, `level ${level}`);
  }
  assert.equal(replyChoices(found, 1, 'xiangqi').map((l) => l.pv[0]), ['a', 'b'], 'level 1: 0.632 - 0.30 keeps 0 cp (0.5), not -150 (0.307)');
  assert.equal(replyChoices(found, LEVELS.length, 'xiangqi').map((l) => l.pv[0]), ['a']);
  // a mate found is worth 1: a line far ahead goes with it at a weak level, not at a strong one
  const mating = [line(5, { mate: 2 }, 'm'), line(5, { cp: 900 }, 'n'), line(5, { mate: 4 }, 'o')];
  assert.equal(replyChoices(mating, 1, 'xiangqi').map((l) => l.pv[0]), ['m', 'n', 'o'], '900 cp is 0.993: within 0.30 of a mate (1)');
  assert.equal(replyChoices(mating, LEVELS.length, 'xiangqi').map((l) => l.pv[0]), ['m', 'o']);
  assert.equal(replyChoices([line(5, { mate: 2 }, 'm'), line(5, { cp: 100 }, 'n')], 1, 'xiangqi').map((l) => l.pv[0]), ['m'], '100 cp (0.632) is not');
  assert.equal(replyChoices([], 1, 'xiangqi'), []);
  // janggi's curve is flatter (k 0.004281): the same centipawns give away less
  const janggi = [line(3, { cp: 0 }, 'a'), line(3, { cp: -90 }, 'b')];
  assert.equal(replyChoices(janggi, 4, 'janggi').map((l) => l.pv[0]), 0.5 - 1 / (1 + Math.exp(0.004281 * 90)) <= LEVELS[3].within ? ['a', 'b'] : ['a']);
  // picked by random(): the first at 0, the last just below 1
  const choices = replyChoices(found, 1, 'xiangqi');
  assert.is(pickReply(choices, () => 0).pv[0], 'a');
  assert.is(pickReply(choices, () => 0.9999).pv[0], 'b');
  // the search asked: the level's, no deeper nor in more lines than the engine goes
  assert.equal(levelSearch(1, { depth: 22, lines: 5 }), { depth: LEVELS[0].depth, lines: LEVELS[0].lines });
  assert.equal(levelSearch(LEVELS.length, { depth: 4, lines: 1 }), { depth: 4, lines: 1 });
  assert.equal(levelSearch(1, { depth: 22, lines: 1 }).lines, 1, 'an engine without MultiPV: the best line alone');
});

// A move's evaluation as the list shows it ('+0.17', as the live analysis writes scores), from
// the review's score texts (engine-live.js scoreText: the first player's, '#-3' a mate for the
// second), read as a record's [%eval] is; saved data read back.
test('evaluations: shown as the board writes scores, made of the review\'s texts, read back from saved data', () => {
  assert.equal([{ pawns: 0.17 }, { pawns: -1.5 }, { mate: 3 }, { mate: -3 }, { pawns: 0 }, { pawns: -0.001 }].map(evaluationText),
    ['+0.17', '-1.50', '#3', '#-3', '+0.00', '+0.00']);
  assert.equal(['+0.23', '-1.50', '#3', '#-3', '+0.00'].map((t) => evaluationOf(t, 10)),
    [{ pawns: 0.23, depth: 10 }, { pawns: -1.5, depth: 10 }, { mate: 3, depth: 10 }, { mate: -3, depth: 10 }, { pawns: 0, depth: 10 }]);
  assert.equal(['1-0', '0-1', '1/2-1/2', '*', undefined, '1] [%clk 0:00:01'].map((t) => evaluationOf(t, 10)), [null, null, null, null, null, null]);
  assert.equal(cleanEvaluation({ pawns: 0.5, depth: 7 }), { pawns: 0.5, depth: 7 });
  assert.equal(cleanEvaluation({ mate: -2, depth: -1 }), { mate: -2 });
  assert.equal([null, 3, { pawns: 'x' }, { mate: 0 }, { mate: 1.5 }, { pawns: Infinity }].map(cleanEvaluation), [null, null, null, null, null, null]);
  assert.equal([0, 297.3, -1, '5', NaN, undefined].map(cleanSeconds), [0, 297.3, null, null, null, null]);
});

test.run();
