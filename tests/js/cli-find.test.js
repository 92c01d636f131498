// cli-find.test.js — `boardrules find`: the records that reach a position. The truth is
// Fairy-Stockfish's: the position after each ply of each game (`position startpos moves …`, `d`),
// for WXF.ca's games (wxfca-15-iccs.pgn and wxfca-hu-ronghua-16.pgn, tests/records/README.md),
// their moves as readRecords reads them.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game } from '../../bindings/index.js';
import { readRecords } from '../../bindings/records/index.js';
import { findFsf } from '../bench/fsf.mjs';

await init();

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');
const RECORDS = path.join(ROOT, 'tests', 'records');
const FILES = ['wxfca-15-iccs.pgn', 'wxfca-hu-ronghua-16.pgn'].map((name) => path.join(RECORDS, name));
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-find-'));

const cli = (args, input) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', input, maxBuffer: 1 << 26 });
const key = (fen) => fen.split(' ').slice(0, 2).join(' ');

// every game's moves, and Fairy-Stockfish's position after each of its plies (0: the start)
const games = FILES.flatMap((file) => readRecords(fs.readFileSync(file)).map((r) => ({ file, moves: r.moves.map((m) => m.uci) })));
const fsf = findFsf({ install: false });
assert.ok(fsf, 'fairy-stockfish is installed (.ci/run installs it)');
const commands = games.flatMap((g) => g.moves.map((_, ply) => `position startpos moves ${g.moves.slice(0, ply).join(' ')}\nd\n`)
  .concat(`position startpos moves ${g.moves.join(' ')}\nd\n`));
const told = execFileSync(fsf, [], { input: `uci\nsetoption name UCI_Variant value xiangqi\n${commands.join('')}quit\n`, encoding: 'utf8', maxBuffer: 1 << 28 });
const fens = [...told.matchAll(/^Fen: (.+)$/gm)].map((m) => m[1]);
assert.is(fens.length, commands.length, 'a position for each ply of each game');
let at = 0;
for (const g of games) g.keys = g.moves.map(() => key(fens[at++])).concat(key(fens[at++]));

/** The games that reach `fen` (Fairy-Stockfish's positions): [file, ply, next] in input order. */
const truth = (fen) => games.flatMap((g) => {
  const ply = g.keys.indexOf(key(fen));
  return ply < 0 ? [] : [[g.file, ply, g.moves[ply]]];
});
const found = (r) => r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));

test('the records reaching a position: Fairy-Stockfish\'s games, plies and next moves, for any --jobs', () => {
  const first = games[0], deep = games[20];
  // after 2 moves of the first game (several games share it), deep in another (one), the start (all),
  // a game's last position (no next move)
  const targets = [first.keys[4], deep.keys[41], first.keys[0], deep.keys.at(-1)];
  for (const target of targets) {
    const fen = `${target} - - 0 1`;
    const want = truth(fen);
    for (const jobs of ['1', '2']) {
      const r = cli(['find', 'xiangqi/standard', target, ...FILES, '--json', '--jobs', jobs]);
      assert.is(r.status, 0, r.stderr);
      const rows = found(r);
      assert.equal(rows.map((row) => [row.source, row.ply, row.next]), want.map(([file, ply, next]) => [file, ply, next]), `${target} --jobs ${jobs}`);
      assert.ok(rows.every((row) => row.status === 'found' && row.profile === 'xiangqi/standard' && typeof row.line === 'number'));
      assert.match(r.stderr, new RegExp(`^find: ${games.length} records: ${want.length} reach the position, 0 unreadable;`, 'm'));
    }
  }
  assert.ok(truth(`${targets[0]} - - 0 1`).length > 1, 'a position several games share');
  assert.is(truth(`${targets[1]} - - 0 1`).length, 1);
  assert.is(truth(`${targets[2]} - - 0 1`).length, games.length);
  assert.is(truth(`${targets[3]} - - 0 1`).at(-1)[2], undefined, 'a last position: nothing next');
  const last = found(cli(['find', 'xiangqi/standard', targets[3], ...FILES, '--json'])).at(-1);
  assert.equal([last.last, last.next], [true, undefined]);
  // the position as the moves that lead there, in Chinese and in WXF (numbered), in Vietnamese,
  // and run together as books print Chinese: read as a record's moves, the same rows
  const g = new Game('xiangqi/standard');
  const written = { chinese: [], wxf: [], vietnamese: [] };
  for (const uci of first.moves.slice(0, 4)) {
    for (const kind of Object.keys(written)) written[kind].push(g.notation(uci, kind));
    g.play(uci);
  }
  g.free();
  const byFen = found(cli(['find', 'xiangqi/standard', targets[0], ...FILES, '--json']));
  const wxf = `1. ${written.wxf[0]} ${written.wxf[1]} 2. ${written.wxf[2]} ${written.wxf[3]}`;
  for (const moves of [written.chinese.join(' '), wxf, written.chinese.join(''), written.vietnamese.join(' '), `[Format "WXF"]\n\n${wxf} *`]) {
    assert.equal(found(cli(['find', 'xiangqi/standard', moves, ...FILES, '--json'])), byFen, moves);
  }
  const wrong = cli(['find', 'xiangqi/standard', `${written.chinese.join(' ')} 炮二平五`, FILES[0]]);
  assert.is(wrong.status, 2);
  assert.match(wrong.stderr, /bad position: move 5 \("炮二平五"\): /);
  // moves of another game, two games, no move: each named
  for (const [moves, message] of [['1. e4 e5', /the moves read as a record of makruk\/standard, not of xiangqi\/standard/],
    [`${wxf} *\n\n${wxf} *`, /the moves of one game, not 2 records/], ['hello world', /no move read/]]) {
    const r = cli(['find', 'xiangqi/standard', moves, FILES[0]]);
    assert.equal([r.status, r.stdout], [2, ''], moves);
    assert.match(r.stderr, message);
  }
  // a board alone, its side to move not given: either side's (here Black's: a FEN's side defaults to Red's)
  assert.match(first.keys[3], / b$/);
  const board = first.keys[3].split(' ')[0];
  const eitherSide = games.flatMap((game) => {
    const ply = game.keys.findIndex((k) => k.split(' ')[0] === board);
    return ply < 0 ? [] : [[game.file, ply, game.moves[ply]]];
  });
  assert.ok(eitherSide.length > 0);
  assert.equal(found(cli(['find', 'xiangqi/standard', board, ...FILES, '--json'])).map((row) => [row.source, row.ply, row.next]), eitherSide);
  // the text lines: where, and what came next; a full FEN's counters do not matter
  const text = cli(['find', 'xiangqi/standard', `${targets[0]} - - 7 30`, ...FILES]);
  const lines = text.stdout.trim().split('\n');
  assert.is(lines.length, truth(`${targets[0]} - - 0 1`).length);
  assert.match(lines[0], /^.+wxfca-15-iccs\.pgn:\d+: after ply 4, next [a-i]\d+[a-i]\d+$/);
});

test('records as JSON lines, and on standard input; none found is exit 1; bad input named', () => {
  const jsonl = cli(['convert', 'xiangqi/standard', FILES[1]]).stdout;
  const target = games.at(-1).keys[10];
  const r = cli(['find', 'xiangqi/standard', target, '-', '--json'], jsonl);
  assert.is(r.status, 0, r.stderr);
  assert.equal(found(r).map((row) => [row.ply, row.next]), truth(`${target} - - 0 1`).filter(([file]) => file === FILES[1]).map(([, ply, next]) => [ply, next]));
  // a position no game reaches: the same board, the other side to move
  const other = target.endsWith(' w') ? target.replace(/ w$/, ' b') : target.replace(/ b$/, ' w');
  assert.is(truth(`${other} - - 0 1`).length, 0);
  const none = cli(['find', 'xiangqi/standard', other, ...FILES]);
  assert.equal([none.status, none.stdout], [1, '']);
  assert.match(none.stderr, /: 0 reach the position, 0 unreadable;/);
  // a position the rules refuse, and a profile that is none: usage errors (exit 2)
  const bad = cli(['find', 'xiangqi/standard', 'rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNR w', FILES[0]]);
  assert.is(bad.status, 2);
  assert.match(bad.stderr, /bad position: fen-opponent-in-check/);
  assert.is(cli(['find', 'xiangqi/nowhere', target, FILES[0]]).status, 2);
  // a record that cannot be read is named on stderr (exit 3); the others are searched
  const broken = path.join(TMP, 'broken.pgn');
  fs.writeFileSync(broken, `[FEN "rnbakabnr/9/9 w - - 0 1"]\n\n1. h2e2 *\n\n${fs.readFileSync(FILES[1], 'utf8')}`);
  const partly = cli(['find', 'xiangqi/standard', target, broken, '--json']);
  assert.is(partly.status, 3);
  assert.match(partly.stderr, /broken\.pgn:1: unreadable: fen-/);
  assert.is(found(partly).length, truth(`${target} - - 0 1`).filter(([file]) => file === FILES[1]).length);
  // a record whose move from there the rules refuse: named as written (validate says why)
  const illegal = path.join(TMP, 'illegal.pgn');
  fs.writeFileSync(illegal, `1. ${games[0].moves.slice(0, 3).join(' ')} i1i6 *\n`); // the rook cannot pass its pawn
  const refused = found(cli(['find', 'xiangqi/standard', games[0].keys[3], illegal, '--json']));
  assert.equal(refused.map((row) => [row.ply, row.next, row.refused]), [[3, undefined, 'i1i6']]);
  // records of another game (GIB files are janggi's) never reach a xiangqi position
  const janggi = cli(['find', 'xiangqi/standard', games[0].keys[0], path.join(RECORDS, 'janggi-dot-com-2.gib')]);
  assert.equal([janggi.status, janggi.stdout], [1, '']);
  assert.match(janggi.stderr, /^find: 2 records: 0 reach the position/m);
});

// The explorer's table over files: the truth is counted here from Fairy-Stockfish's positions
// (truth()) and the results written into copies of the files (they declare none): each game
// given 1-0, 1/2-1/2, 0-1 or none in turn. The moves' Chinese texts are WXF.ca's own, read from
// wxfca-15-chinese.pgn (the same 15 games written in Chinese).
test('--moves: the moves played from the position, with counts and results; in a notation as WXF.ca writes it', () => {
  const RESULTS = ['1-0', '1/2-1/2', '0-1', '*'];
  let k = 0;
  const resulted = FILES.map((file) => {
    const copy = path.join(TMP, `resulted-${path.basename(file)}`);
    fs.writeFileSync(copy, fs.readFileSync(file, 'utf8').replace(/^\[Event /gm, () => {
      const result = RESULTS[k++ % RESULTS.length];
      return `${result === '*' ? '' : `[Result "${result}"]\n`}[Event `;
    }));
    return copy;
  });
  assert.is(k, games.length, 'a result for each game');
  const resultOf = new Map(games.map((g, i) => [g, RESULTS[i % RESULTS.length]]));
  /** The table's rows as they should be, from the games reaching `key`. */
  const expected = (key) => {
    const rows = new Map();
    for (const g of games) {
      const ply = g.keys.indexOf(key);
      if (ply < 0) continue;
      const move = g.moves[ply] ?? null;
      const row = rows.get(move) ?? { move, ...(move ? {} : { end: 'last' }), games: 0, results: Object.fromEntries(RESULTS.map((r) => [r, 0])) };
      row.games++;
      row.results[resultOf.get(g)]++;
      rows.set(move, row);
    }
    return [...rows.values()].sort((a, b) => b.games - a.games || ((a.move ?? '~') < (b.move ?? '~') ? -1 : 1));
  };
  const first = games[0], deep = games[20];
  const targets = [first.keys[0], first.keys[2], first.keys[4], deep.keys.at(-1)];
  assert.ok(targets.filter((t) => expected(t).length > 1).length >= 2, 'positions where several moves were played');
  for (const target of targets) {
    const want = expected(target);
    assert.ok(want.length > 0);
    for (const jobs of ['1', '2']) {
      const r = cli(['find', 'xiangqi/standard', target, ...resulted, '--moves', '--json', '--jobs', jobs]);
      assert.is(r.status, 0, r.stderr);
      assert.equal(found(r), want, `${target} --jobs ${jobs}`);
    }
    // the text table: the same counts, the move last
    const table = cli(['find', 'xiangqi/standard', target, ...resulted, '--moves']).stdout.trim().split('\n');
    assert.is(table[0].trim().split(/\s+/).join(' '), 'games 1-0 1/2-1/2 0-1 * move');
    assert.equal(table.slice(1).map((line) => line.trim().split(/\s+/)),
      want.map((row) => [String(row.games), ...RESULTS.map((r) => String(row.results[r])), ...(row.move ? [row.move] : ['(last', 'position)'])]));
  }
  // in Chinese: WXF.ca's texts of those moves, from the 15 games it wrote in Chinese
  const chinese = readRecords(fs.readFileSync(path.join(RECORDS, 'wxfca-15-chinese.pgn')));
  for (const ply of [0, 2, 3]) {
    const target = first.keys[ply];
    const written = new Map();
    games.forEach((g, i) => {
      if (g.file === FILES[0] && g.keys[ply] === target && chinese[i].moves[ply].uci === g.moves[ply]) written.set(g.moves[ply], chinese[i].moves[ply].text);
    });
    const rows = found(cli(['find', 'xiangqi/standard', target, FILES[0], '--moves', '--json', '--notation', 'chinese']));
    assert.equal(rows.map((row) => [row.move, row.text]), rows.map((row) => [row.move, written.get(row.move)]), `ply ${ply}`);
    assert.ok(rows.every((row) => typeof row.text === 'string'));
  }
  // each record's next move in Chinese too: WXF.ca's text of that game's move
  const target = first.keys[2];
  const rows = found(cli(['find', 'xiangqi/standard', target, FILES[0], '--json', '--notation', 'chinese']));
  const want = games.map((g, i) => [g, i]).filter(([g]) => g.file === FILES[0] && g.keys.indexOf(target) === 2);
  assert.ok(want.length > 1);
  assert.equal(rows.map((row) => [row.ply, row.next, row.text]), want.map(([g, i]) => [2, g.moves[2], chinese[i].moves[2].text]));
  const lines = cli(['find', 'xiangqi/standard', target, FILES[0], '--notation', 'chinese']).stdout.trim().split('\n');
  assert.equal(lines.map((l) => l.replace(/^.*, next /, '')), want.map(([, i]) => chinese[i].moves[2].text));
  // a notation the game has not: a usage error
  for (const args of [['--notation', 'korean'], ['--moves', '--notation', 'korean']]) {
    const r = cli(['find', 'xiangqi/standard', first.keys[0], FILES[0], ...args]);
    assert.is(r.status, 2, args.join(' '));
  }
  // none found: no table, exit 1
  const none = cli(['find', 'xiangqi/standard', `${first.keys[0].split(' ')[0]} b`, FILES[0], '--moves']);
  assert.equal([none.status, none.stdout], [1, '']);
});

test.after(() => fs.rmSync(TMP, { recursive: true, force: true }));
test('--script and --dots: the next moves as the CCPD\'s Big5 file and PlayOK\'s WXF file write them', () => {
  for (const [name, opening, style] of [['ccpd-1997-00003611.pgn', '相三進五', ['--notation', 'chinese', '--script', 'traditional']],
    ['playok-2026-09-03.wxf', 'C8.5', ['--notation', 'wxf', '--dots']]]) {
    const file = path.join(RECORDS, name);
    const [record] = readRecords(fs.readFileSync(file));
    for (const jobs of ['1', '2']) {
      const r = cli(['find', 'xiangqi/standard', opening, file, '--json', '--jobs', jobs, ...style]);
      assert.is(r.status, 0, r.stderr);
      const [row] = found(r);
      assert.equal([row.ply, row.text], [1, record.moves[1].text], `${name} --jobs ${jobs}`);
    }
  }
  const bad = cli(['find', 'xiangqi/standard', 'C2.5', FILES[0], '--dots']);
  assert.is(bad.status, 2);
  assert.match(bad.stderr, /--dots styles WXF moves: give --notation wxf/);
});

test.run();
