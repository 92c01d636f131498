// coordinate-labels.test.js — game.coordinateLabels(kind): a board's edges in a notation's words,
// written by the core's notation writers (core/src/notation_labels.c), checked against what does
// not come from them:
//  - the rule book's counting (README "Notations", the board's "Coordinates"): Red's files 一..九
//    (WXF 1-9) from Red's right, Black's from Black's right;
//  - real records (tests/records): the file of each Chinese and WXF move whose piece names its
//    file, ICCS's points, and the two digits of each point of a GIB move;
//  - Fairy-Stockfish's makruk SAN and Thai SAN (ffish, a test-time oracle): the point a move goes to.
//
//   node node_modules/uvu/bin.js tests/js '^coordinate-labels\.test\.js$'
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { init, Game, NOTATIONS, ArgumentError, BoardRulesError } from '../../bindings/index.js';
import { readRecords } from '../../bindings/records/index.js';
import { loadFfish, randomGames, withBoard } from '../oracle/ffish.mjs';

await init();
const ff = await loadFfish();

const record = (name) => fs.readFileSync(new URL(`../records/${name}`, import.meta.url), 'utf8');
const fileOf = (square) => square.charCodeAt(0) - 97;
const rankOf = (square) => Number(square.slice(1)) - 1;
/** A point's name as the labels write it (rank first where they say so). */
const pointOf = (labels, square) => (labels.rankFirst
  ? labels.ranks[rankOf(square)] + labels.files[fileOf(square)]
  : labels.files[fileOf(square)] + labels.ranks[rankOf(square)]);

test('the rule book\'s counting: files from each side\'s own right, Red\'s in numerals in Chinese', () => {
  const g = new Game('xiangqi/standard');
  const wxf = g.coordinateLabels('wxf');
  assert.equal(wxf.files, ['9', '8', '7', '6', '5', '4', '3', '2', '1'], 'Red: file i, on Red\'s right, is 1');
  assert.equal(wxf.secondFiles, ['1', '2', '3', '4', '5', '6', '7', '8', '9'], 'Black: file a, on Black\'s right, is 1');
  assert.is(wxf.ranks, null);
  const chinese = g.coordinateLabels('chinese');
  assert.equal(chinese.files, [...'九八七六五四三二一']);
  assert.equal(chinese.secondFiles.map((d) => d.normalize('NFKC')), wxf.secondFiles);
  // the other notations count files from a, as the first player reads them, and both alike
  for (const kind of ['uci', 'iccs', 'san']) {
    const labels = g.coordinateLabels(kind);
    assert.equal(labels.files, [...'abcdefghi'], kind);
    assert.is(labels.secondFiles, undefined, kind);
    assert.is(labels.rankFirst, false, kind);
  }
  assert.equal(g.coordinateLabels('uci').ranks, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  assert.equal(g.coordinateLabels('iccs').ranks, ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  assert.equal(g.coordinateLabels(), wxf, 'without a kind: the notation notation() writes');
});

test('Chinese and WXF records: the file a piece is named by is its point\'s label for the mover', () => {
  for (const [name, kind, named] of [
    ['wxfca-15-chinese.pgn', 'chinese', /^[车車马馬炮砲相象仕士帅帥将將兵卒]/u],
    ['wxfca-15-wxf.pgn', 'wxf', /^[RHCEAKP]\d/],
  ]) {
    const labels = new Game('xiangqi/standard').coordinateLabels(kind);
    let checked = 0;
    for (const r of readRecords(record(name))) {
      r.moves.forEach((move, ply) => {
        const text = kind === 'wxf' ? move.text.normalize('NFKC') : move.text; // WXF's record is full-width
        if (!named.test(text)) return;
        const mine = ply % 2 === 0 ? labels.files : labels.secondFiles; // the records start with Red
        assert.is(mine[fileOf(move.uci.match(/^[a-i]\d+/)[0])], [...text][1], `${name} ply ${ply + 1} ${move.text} (${move.uci})`);
        checked++;
      });
    }
    assert.ok(checked > 400, `${name}: ${checked} moves`);
  }
});

test('an ICCS record: each point is its file\'s and its rank\'s label', () => {
  const labels = new Game('xiangqi/standard').coordinateLabels('iccs');
  let checked = 0;
  for (const r of readRecords(record('wxfca-15-iccs.pgn'))) {
    for (const move of r.moves) {
      const [, from, to] = /^([a-i]\d+)([a-i]\d+)$/.exec(move.uci);
      assert.is(move.text.toLowerCase().replace('-', ''), pointOf(labels, from) + pointOf(labels, to), move.text); // 'h2e2', 'H2-E2'
      checked++;
    }
  }
  assert.ok(checked > 400, `${checked} moves`);
});

test('GIB records: the two digits of each point of a move are its rank\'s label, then its file\'s', () => {
  const g = new Game('janggi/standard');
  const labels = g.coordinateLabels('korean');
  assert.is(labels.rankFirst, true);
  assert.equal(g.coordinateLabels('janggi'), labels, 'the numeric notation writes GIB\'s points');
  let checked = 0;
  for (const name of ['hatteomol-2016-ha-jeon.gib', 'janggi-dot-com-2.gib', 'janggi-dot-com-han-points.gib']) {
    for (const r of readRecords(record(name))) {
      for (const move of r.moves) {
        const points = /^(\d\d)\D+(\d\d)/.exec(move.text); // not a pass (한수쉼)
        if (!points) continue;
        const [, from, to] = /^([a-i]\d+)([a-i]\d+)$/.exec(move.uci);
        assert.equal([points[1], points[2]], [pointOf(labels, from), pointOf(labels, to)], `${name} ${move.text} (${move.uci})`);
        checked++;
      }
    }
  }
  assert.ok(checked > 250, `${checked} moves`);
});

test('makruk: Fairy-Stockfish\'s SAN and Thai SAN write the point a move goes to with our labels', () => {
  const g = new Game('makruk/standard');
  const labels = { san: g.coordinateLabels('san'), thai: g.coordinateLabels('thai') };
  assert.equal(labels.thai.files.length, 8);
  assert.is(labels.thai.ranks.length, 8);
  const notation = { san: ff.Notation.SAN, thai: ff.Notation.THAI_SAN };
  let checked = 0;
  for (const r of randomGames({ variant: 'makruk', seed: 7, games: 4, maxPlies: 80, captureBias: 0.3 })) {
    withBoard(ff, 'makruk', r.fen, (board) => {
      for (const uci of r.legal) {
        const to = /^[a-h]\d([a-h]\d)/.exec(uci)[1];
        for (const kind of ['san', 'thai']) {
          const text = board.sanMove(uci, notation[kind]).replace(/[+#]$/, '').replace(/=.*$/, '');
          assert.is([...text].slice(-2).join(''), pointOf(labels[kind], to), `${kind} ${text} (${uci}) in ${r.fen}`);
          checked++;
        }
      }
    });
  }
  assert.ok(checked > 1000, `${checked} texts`);
});

test('a kind the game does not have is refused as notation() refuses it; a freed game throws freed', () => {
  for (const [profile, kind] of [['xiangqi/standard', 'thai'], ['makruk/standard', 'wxf'], ['janggi/standard', 'WXF'], ['janggi/standard', 3], ['xiangqi/standard', null]]) {
    const g = new Game(profile);
    assert.throws(() => g.coordinateLabels(kind), (e) => e instanceof ArgumentError && e.code === 'unknown-notation', `${profile} ${kind}`);
    assert.throws(() => g.notation(g.moves()[0].uci, kind), (e) => e instanceof ArgumentError && e.code === 'unknown-notation');
  }
  for (const game of Object.keys(NOTATIONS)) {
    const g = new Game(`${game}/standard`);
    for (const kind of NOTATIONS[game]) {
      const labels = g.coordinateLabels(kind);
      assert.is(labels.files.length, g.width, `${game} ${kind}`);
      assert.ok(labels.ranks === null || labels.ranks.length === g.height, `${game} ${kind}`);
      assert.ok(labels.files.every(Boolean) && (labels.ranks ?? []).every(Boolean), `${game} ${kind}: no empty label`);
    }
    g.free();
    assert.throws(() => g.coordinateLabels(), (e) => e instanceof BoardRulesError && e.code === 'freed');
  }
});

test.run();
