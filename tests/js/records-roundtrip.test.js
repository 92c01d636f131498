// Round trips of records: move lists written by Fairy-Stockfish (ffish, GPL, a test-time oracle
// only) in its SAN / WXF / janggi / Thai notations read back to the same UCI moves; and every
// record toRecord writes — every notation of each game, PGN and GIB — reads back with the same
// tags, mainline, variations, comments and NAGs.
import vm from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadFfish, mulberry32 } from '../oracle/ffish.mjs';
import { init, Game, defineProfile, deleteProfile, ArgumentError } from '../../bindings/index.js';
import { readRecords, RecordError } from '../../bindings/records/index.js';

await init();
const ff = await loadFfish();
const QUICK = !!process.env.BR_QUICK;   // npm test --quick: fewer games

const FF_NOTATIONS = {
  xiangqi: ['XIANGQI_WXF', 'SAN', 'LAN'],
  janggi: ['JANGGI', 'SAN', 'LAN'],
  makruk: ['SAN', 'THAI_SAN', 'LAN', 'THAI_LAN'],
};

/** A random game by ffish: UCI moves and the board's PGN movetext in `notation`. */
function ffishGame(variant, seed, plies, notation) {
  const rng = mulberry32(seed);
  const board = new ff.Board(variant);
  try {
    const moves = [];
    let shared = -1; // the first ply whose text ffish also writes for another legal move
    for (let i = 0; i < plies; i++) {
      const legal = board.legalMoves().trim().split(/\s+/).filter(Boolean).sort();
      if (!legal.length || board.isGameOver()) break;
      const m = legal[Math.floor(rng() * legal.length)];
      // ffish may write one text for two legal moves (Thai: ข, ค, ง are file and piece letters)
      const san = (uci) => board.sanMove(uci, ff.Notation[notation]);
      if (shared < 0 && legal.some((o) => o !== m && san(o) === san(m))) shared = moves.length;
      board.push(m);
      moves.push(m);
    }
    const start = new ff.Board(variant);
    const text = start.variationSan(moves.join(' '), ff.Notation[notation], true);
    start.delete();
    return { moves, text, shared };
  } finally {
    board.delete();
  }
}

for (const [variant, notations] of Object.entries(FF_NOTATIONS)) {
  for (const notation of notations) {
    test(`ffish ${variant} ${notation} move lists read back to ffish's moves`, () => {
      for (let seed = 1; seed <= (QUICK ? 4 : 12); seed++) {
        const { moves, text, shared } = ffishGame(variant, seed * 7919, 80, notation);
        const [r] = readRecords(`[Variant "${variant}"]\n\n${text} *\n`);
        if (shared < 0) {
          assert.is(r.error, undefined, `seed ${seed}: ${JSON.stringify(r.error)}\n${text}`);
          assert.equal(r.moves.map((m) => m.uci), moves, `seed ${seed}`);
        } else { // a text naming two moves is refused as ambiguous; the moves before it are read
          assert.is(r.error?.code, 'ambiguous-move', `seed ${seed}: ${JSON.stringify(r.error)}\n${text}`);
          assert.is(r.error.ply, shared + 1, `seed ${seed}`);
          assert.equal(r.moves.map((m) => m.uci), moves.slice(0, shared), `seed ${seed}`);
        }
      }
    });
  }
}

// Makruk's long algebraic opens with a pawn's 'e3-e4', the shape of ICCS's coordinates: a
// record of makruk (its [Variant], or readRecords' { profile } for one naming no game, as the
// CLI's validate makruk/standard gives it) reads it as makruk's (it had been refused:
// unknown-notation "iccs", or replayed as xiangqi under the makruk profile)
test('ffish makruk LAN with no [Variant], read with { profile: "makruk/standard" }: ffish\'s moves, in makruk', () => {
  for (let seed = 1; seed <= (QUICK ? 2 : 6); seed++) {
    const { moves, text, shared } = ffishGame('makruk', seed * 104729, 60, 'LAN');
    if (shared >= 0) continue;
    const [r] = readRecords(`${text} *\n`, { profile: 'makruk/standard' });
    assert.equal([r.profile, r.notation, r.error], ['makruk/standard', 'san', undefined], `seed ${seed}: ${text}`);
    assert.equal(r.moves.map((m) => m.uci), moves, `seed ${seed}`);
  }
});

// pychess exports every game in Fairy-Stockfish's SAN (server/game.py, `pgn`: get_san_moves
// with NOTATION_SAN), xiangqi and janggi included, with the start as [FEN] and [SetUp "1"] and
// the variant's name capitalised.
test('a PGN as pychess exports xiangqi and janggi games (Fairy-Stockfish SAN) reads as the moves played', () => {
  for (const [variant, seed] of [['xiangqi', 17], ['janggi', 29], ['janggi', 31]]) {
    const { moves, text } = ffishGame(variant, seed, 120, 'SAN');
    const start = new ff.Board(variant);
    const pgn = `[Event "PyChess rated game"]\n[Site "https://www.pychess.org/abcd1234"]\n[Date "2026.11.30"]\n[Round "-"]\n`
      + `[White "one"]\n[Black "two"]\n[Result "*"]\n[TimeControl "300+5"]\n[WhiteElo "1500"]\n[BlackElo "1500"]\n`
      + `[Variant "${variant[0].toUpperCase()}${variant.slice(1)}"]\n[FEN "${start.fen()}"]\n[SetUp "1"]\n\n${text} *\n`;
    start.delete();
    const [r] = readRecords(pgn);
    assert.is(r.error, undefined, `${variant} ${seed}: ${JSON.stringify(r.error)}`);
    assert.equal([r.profile, r.notation], [`${variant}/standard`, 'san']);
    assert.equal(r.moves.map((m) => m.uci), moves, `${variant} ${seed}`);
  }
  // without [Variant], letters makruk's SAN has not (C, H, E, A, P) say xiangqi
  assert.is(readRecords('1. Ch5 Hc8 2. Hc3 *')[0].profile, 'xiangqi/standard');
});

// ---------------------------------------------------------------------------
// toRecord -> readRecords

const NOTATIONS = {
  xiangqi: { pgn: ['uci', 'iccs', 'wxf', 'chinese', 'san'] },
  janggi: { pgn: ['uci', 'iccs', 'janggi', 'korean', 'san'], gib: ['korean', 'janggi', 'uci'] },
  makruk: { pgn: ['uci', 'san', 'thai'] },
};

// Lines a comment may quote that open another record where they begin a line (a tag pair, an HTML
// page, a WXF file's FORMAT line, 联众's title: found by records-fuzz.test.js, in the preface of
// an XQF file), or none.
const QUOTED_OPENERS = ['\n[Event "a tag quoted"] on a line', '', '\n<html>', '\nFORMAT WXF', '\n中国象棋对局记录', '\n<!DOCTYPE html>\n<html lang="zh">'];
const OPENER_AFTER_BREAK = /\n(?=\[Event|<html|<!DOCTYPE|FORMAT WXF|中国象棋对局记录)/g;

/** A random record (mainline, a variation per few moves, comments, NAGs) built with the API. */
function randomRecord(profile, seed, plies) {
  const rng = mulberry32(seed);
  const g = new Game(profile);
  const line = [];
  for (let i = 0; i < plies; i++) {
    const legal = g.moves();
    if (!legal.length || g.isOver()) break;
    const pick = legal[Math.floor(rng() * legal.length)];
    const node = { uci: pick.uci, text: pick.uci };
    if (i % 5 === 1) node.comment = `note ${i}: {braces} and "quotes"${QUOTED_OPENERS[Math.floor(i / 5) % QUOTED_OPENERS.length]}`;
    if (i % 7 === 2) node.nags = [1 + (i % 6), 14];
    if (i % 6 === 3 && legal.length > 1) {
      const alt = legal.find((m) => m.uci !== pick.uci);
      g.play(alt.uci);
      const reply = g.moves()[0];
      node.variations = [[{ uci: alt.uci, text: alt.uci, comment: 'try' }, ...(reply && !g.isOver() ? [{ uci: reply.uci, text: reply.uci, nags: [2] }] : [])]];
      g.undo();
    }
    g.play(pick.uci);
    line.push(node);
  }
  g.free();
  return { tags: { Event: `round trip ${seed}`, Red: '甲', '초대국자': '하' }, profile, moves: line, result: '*', comment: 'opening comment' };
}

// a '}' would end a { } comment: writers leave it out, as chessops and python-chess write comments;
// a line of a comment that opens another record would be read as its start: writers join it to
// the line before
function shape(nodes) {
  return nodes.map((n) => ({ uci: n.uci, comment: n.comment?.replace(/\}/g, '').replace(OPENER_AFTER_BREAK, ' '), nags: n.nags, variations: n.variations?.map(shape) }));
}

const PROFILE = { xiangqi: 'xiangqi/standard', janggi: 'janggi/standard', makruk: 'makruk/standard' };

for (const [variant, formats] of Object.entries(NOTATIONS)) {
  for (const [format, kinds] of Object.entries(formats)) {
    for (const notation of kinds) {
      test(`toRecord ${variant} ${format} ${notation} reads back the same record`, () => {
        for (let seed = 1; seed <= (QUICK ? 2 : 6); seed++) {
          const record = randomRecord(PROFILE[variant], seed * 104729, 60);
          const game = Game.fromRecord(record);
          const text = game.toRecord({ format, notation });
          const [back] = readRecords(text);
          assert.is(back.error, undefined, `${JSON.stringify(back.error)}\n${text}`);
          assert.is(back.profile, PROFILE[variant]);
          assert.equal(shape(back.moves), shape(record.moves), text);
          assert.is(back.comment, record.comment);
          // a GIB names the event in Korean, as janggi.com's files do (write_tags.js)
          const own = format === 'gib' ? { Event: '대회명' } : {};
          for (const [k, v] of Object.entries(record.tags)) assert.is(back.tags[own[k] ?? k], v, k);
          // writing what was read gives the same text again
          const again = Game.fromRecord(back).toRecord({ format, notation });
          assert.is(again, text);
          game.free();
        }
      });
    }
  }
}

// Move numbers of four digits and more (a game played on past its end, 2,403 plies): '1000.' had
// been read as move 100 restated, a variation back at ply 199 that failed there (a probe's find)
test('toRecord of a game past move 999 reads back whole, in every notation and format', () => {
  const CYCLES = { xiangqi: ['h1g3', 'h10g8', 'g3h1', 'g8h10'], janggi: ['b1c3', 'b10c8', 'c3b1', 'c8b10'], makruk: ['b1d2', 'b8d7', 'd2b1', 'd7b8'] };
  for (const [variant, formats] of Object.entries(NOTATIONS)) {
    const game = new Game(PROFILE[variant]);
    game.playPastEnd = true;
    for (let i = 0; i < 2403; i++) game.play(CYCLES[variant][i % 4]);
    const played = game.history().map((m) => m.uci);
    for (const [format, kinds] of Object.entries({ ...formats, ...(variant === 'xiangqi' ? { wxf: ['wxf'], dhtmlxq: ['uci'] } : {}) })) {
      for (const notation of kinds) {
        const text = game.toRecord({ format, notation });
        assert.ok(/\b1201\./.test(text) || format !== 'pgn', `${variant} ${format} ${notation}: numbered past 999`);
        const [back] = readRecords(text);
        assert.is(back.error, undefined, `${variant} ${format} ${notation}: ${JSON.stringify(back.error)}`);
        assert.equal(back.moves.map((m) => m.uci), played, `${variant} ${format} ${notation}`);
      }
    }
  }
});

test('a game under a site\'s rules written as GIB, DhtmlXQ or WXF reads back under those rules (a Variant tag), as PGN does', () => {
  // b3b4: Youzai's janggi cannon slides when it does not capture (RULES §3.3); under the
  // standard rules that GIB alone had been read with, it is cannon-no-screen and the game stopped
  const janggi = new Game('janggi/youzai');
  janggi.play('b3b4');
  const xiangqi = new Game('xiangqi/youzai');
  for (const m of ['h3e3', 'h10g8']) xiangqi.play(m);
  for (const [g, format] of [[janggi, 'gib'], [janggi, 'pgn'], [xiangqi, 'dhtmlxq'], [xiangqi, 'wxf'], [xiangqi, 'pgn']]) {
    const [r] = readRecords(g.toRecord({ format }));
    assert.equal([r.profile, r.error, r.moves.map((m) => m.uci)], [g.profile, undefined, g.history().map((m) => m.uci)], format);
    assert.is(Game.fromRecord(r).fen(), g.fen(), format);
  }
  // a standard game writes no such tag: the formats' own files, as other tools read them
  const standard = new Game('xiangqi/standard');
  standard.play('h3e3');
  for (const format of ['dhtmlxq', 'wxf']) assert.not.match(standard.toRecord({ format }), /variant/i, format);
  const plain = new Game('janggi/standard');
  plain.play('b1c3');
  assert.not.match(plain.toRecord({ format: 'gib' }), /Variant/);
});

test('toRecord keeps the tree when moves are played after fromRecord, and follows undo', () => {
  const record = randomRecord('xiangqi/standard', 99, 10);
  const game = Game.fromRecord(record);
  const extra = game.moves()[0];
  game.play(extra.uci);
  let [back] = readRecords(game.toRecord({ format: 'pgn', notation: 'wxf' }));
  assert.equal(back.moves.map((m) => m.uci), [...record.moves.map((m) => m.uci), extra.uci]);
  assert.equal(shape(back.moves.slice(0, -1)), shape(record.moves));
  game.undo();
  game.undo();
  [back] = readRecords(game.toRecord({ format: 'pgn', notation: 'chinese' }));
  assert.equal(shape(back.moves), shape(record.moves.slice(0, -1)));
});

test('toRecord writes the game under its own rules, however its profile was redefined or deleted since', () => {
  defineProfile('janggi/club-torecord', { base: 'janggi/standard', pass: true });
  const game = new Game('janggi/club-torecord');
  game.play('b1c3');
  game.play('pass');
  const written = game.toRecord();
  defineProfile('janggi/club-torecord', { base: 'janggi/standard', pass: false });
  assert.is(game.toRecord(), written);
  deleteProfile('janggi/club-torecord');
  assert.is(game.toRecord(), written);
  const start = new Game('janggi/standard').fen();
  assert.ok(game.toRecord({ tags: { FEN: start } }).includes(start)); // the game's start, read under its rules
  assert.ok(game.toRecord({ format: 'gib' }).includes('한수쉼'));
  defineProfile('janggi/club-torecord', { base: 'janggi/standard', pass: true });
  const [back] = readRecords(written);
  assert.is(back.error, undefined);
  assert.equal(back.moves.map((m) => m.uci), ['b1c3', 'e9e9']);
  deleteProfile('janggi/club-torecord');
});

test('real records convert between formats: GIB -> PGN janggi -> GIB', async () => {
  const { readFileSync } = await import('node:fs');
  const gib = readFileSync(new URL('../records/hatteomol-2016-ha-jeon.gib', import.meta.url), 'utf8');
  const [r] = readRecords(gib);
  const pgn = Game.fromRecord(r).toRecord({ format: 'pgn', notation: 'janggi' });
  const [p] = readRecords(pgn);
  assert.equal(p.moves.map((m) => m.uci), r.moves.map((m) => m.uci));
  assert.is(p.fen, r.fen);
  const back = Game.fromRecord(p).toRecord({ format: 'gib', notation: 'korean' });
  const [g] = readRecords(back);
  assert.equal(g.moves.map((m) => m.text), r.moves.map((m) => m.text));   // the GIB move texts, captures and 장군 included
  assert.is(g.tags['한차림'], '상마상마');
  assert.is(g.result, '1-0');
});

// PGN names the players by colour ([White], [Black]) in every game, as pychess and elephantchess.io
// export xiangqi and janggi: White moves first, xiangqi's Red and janggi's Cho (pychess-variants'
// client/variants.ts: janggi's first colour, its FEN's 'w', is Blue, Cho). Written where the sides
// have names of their own, the names are the side's. Truth: the real records that name the sides.
test('real records with their players as [White]/[Black]: WXF, XQF and DhtmlXQ name Red; GIB 초대국자 and 한대국자', async () => {
  const { readFileSync } = await import('node:fs');
  const fixture = (name) => readFileSync(new URL(`../records/${name}`, import.meta.url), 'utf8');
  // 柳大华 (Red) vs 杨官璘 (Black), 1982, as a PGN that names them by colour
  const [xq] = readRecords(fixture('liu-yang-1982-iccs.pgn'));
  assert.equal([xq.tags.Red, xq.tags.Black], ['柳大华', '杨官璘']);
  const { Red } = xq.tags;
  const [byColour] = readRecords(Game.fromRecord(xq).toRecord({ format: 'pgn', tags: { White: Red, WhiteElo: '2400' } }).replace(/\[Red "[^"]*"\]\n/, ''));
  assert.equal([byColour.tags.White, byColour.tags.Red], ['柳大华', undefined]);
  const game = Game.fromRecord(byColour);
  for (const format of ['wxf', 'xqf', 'dhtmlxq']) {
    const [back] = readRecords(game.toRecord({ format }));
    assert.equal([back.tags.Red, back.tags.Black, back.tags.White], ['柳大华', '杨官璘', undefined], format);
    if (format !== 'xqf') assert.is(back.tags.RedElo, '2400', format); // XQF has no rating fields
  }
  assert.ok(game.toRecord({ format: 'wxf' }).split('\n').includes('RED     柳大华 ; 2400 ;;'));
  assert.ok(game.toRecord({ format: 'dhtmlxq' }).split('\n').includes('[DhtmlXQ_red]柳大华[/DhtmlXQ_red]'));
  // a record naming Red keeps it, and its White is a tag of its own
  const both = readRecords(game.toRecord({ format: 'dhtmlxq', tags: { Red: '甲' } }))[0];
  assert.equal([both.tags.Red, both.tags.White], ['甲', '柳大华']);
  // 하여명 (Cho, 초대국자) vs 전동하 (Han), 2016: the same game as a pychess PGN, then a GIB
  const [gib] = readRecords(fixture('hatteomol-2016-ha-jeon.gib'));
  const pychess = Game.fromRecord(gib).toRecord({ format: 'pgn', notation: 'san',
    tags: { Event: 'PyChess casual game', White: gib.tags['초대국자'], Black: gib.tags['한대국자'] } })
    .replace(/\[(초대국자|한대국자) "[^"]*"\]\n/g, '');
  const [p] = readRecords(pychess);
  assert.equal([p.tags.White, p.tags['초대국자']], ['하여명', undefined]);
  const [g] = readRecords(Game.fromRecord(p).toRecord({ format: 'gib' }));
  assert.equal([g.tags['초대국자'], g.tags['한대국자'], g.tags.White, g.tags.Black], ['하여명', '전동하', undefined, undefined]);
  assert.equal(g.moves.map((m) => m.uci), gib.moves.map((m) => m.uci));
  // PGN keeps the colours' names
  assert.is(readRecords(Game.fromRecord(p).toRecord({ format: 'pgn' }))[0].tags.White, '하여명');
});

test('bad toRecord options are typed errors', () => {
  const g = new Game('xiangqi/standard');
  for (const [options, code] of [[{ format: 'xml' }, 'unknown-format'], [{ notation: 'korean' }, 'unknown-notation'], [{ format: 'gib' }, 'unknown-format']]) {
    try {
      g.toRecord(options);
      assert.unreachable();
    } catch (e) {
      assert.is(e.code, code);
    }
  }
  // options of another shape are refused (the one check every options argument has), not ignored
  const record = readRecords('1. h3e3 *')[0];
  const bytes = new TextEncoder().encode('1. h3e3 *');
  for (const [call, usage] of [[() => g.toRecord('gib'), 'toRecord'], [() => g.toRecord(''), 'toRecord'], [() => g.toRecord(0), 'toRecord'],
    [() => g.toRecord(NaN), 'toRecord'], [() => g.toRecord(['pgn']), 'toRecord'], [() => Game.fromRecord(record, 'xiangqi/youzai'), 'Game.fromRecord'],
    [() => readRecords(bytes, 'no-such-encoding'), 'readRecords'], [() => readRecords('1. b1c3 *', 'janggi/plyyard'), 'readRecords']]) {
    assert.throws(call, (e) => e instanceof ArgumentError && e.code === 'bad-argument' && e.message.includes(`${usage}(`), String(call));
  }
  assert.ok(g.toRecord(null).length && g.toRecord(Object.create(null)).length); // none, and a plain object without a prototype
  // a misspelt option is named, not read as the defaults
  for (const [call, name] of [[() => g.toRecord({ notaton: 'wxf' }), 'notaton'], [() => Game.fromRecord(record, { profil: 'xiangqi/youzai' }), 'profil'],
    [() => readRecords('1. h3e3 *', { profle: 'xiangqi/youzai' }), 'profle']]) {
    assert.throws(call, (e) => e instanceof ArgumentError && e.message.startsWith(`unknown option "${name}": `), String(call));
  }
  // a Result tag no movetext ends with, as real files write them ('0-0', '', '未知') and a record
  // read from one passes on, gives way to the result written: the file is still written
  for (const value of ['0-0', '', '未知']) assert.match(g.toRecord({ tags: { Result: value } }), /\[Result "\*"\]/, value);
  const declared = g.toRecord({ tags: { result: '0-1' } });
  assert.ok(declared.includes('[result "0-1"]') && declared.trimEnd().endsWith('0-1'), declared);
  // plain objects made in another realm (a vm context, an iframe) are plain too: options, tags, a record's tags
  const foreign = vm.runInNewContext("({ format: 'pgn', tags: { Event: 'vm' } })");
  assert.match(g.toRecord(foreign), /\[Event "vm"\]/);
  assert.is(Game.fromRecord({ ...record, tags: vm.runInNewContext("({ Event: 'vm' })") }).ply, 1);
});


test('a result the rules cannot see (a resignation) is written from the Result tag the caller passes', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  const [back] = readRecords(g.toRecord({ format: 'pgn', notation: 'wxf', tags: { Result: '0-1' } }));
  assert.is(back.result, '0-1');
  assert.is(back.tags.Result, '0-1');
  assert.is(back.moves.length, 1);
});


// Found by records-fuzz.test.js: a DhtmlXQ page cut short gave a Title with the page's line
// breaks and markup, which the PGN writer wrote across lines; and a PGN whose tag value quoted
// a DhtmlXQ mark was then read as DhtmlXQ. Both failed before the fix.
test('tag values with line breaks or other formats\' marks write and read back as PGN', async () => {
  const { readFileSync } = await import('node:fs');
  const page = readFileSync(new URL('../records/wxfca-dhtmlxq/44.html', import.meta.url), 'utf8');
  const [r] = readRecords(page.replace('[DhtmlXQ_title]', '[DhtmlXQ_title]<ChineseChessRecord>\r\n<b>cut</b>\n'));
  assert.ok(r.tags.Title.includes('\n'), 'the damaged title keeps its line breaks when read');
  const text = Game.fromRecord(r).toRecord({ format: 'pgn', notation: 'iccs', tags: { 'Round no': '2', '': 'x' } });
  const titleLine = text.split('\n').find((l) => l.startsWith('[Title '));
  assert.ok(/^\[Title "<ChineseChessRecord> <b>cut<\/b> China[^\n]*"\]$/.test(titleLine), titleLine);
  const back = readRecords(text);
  assert.is(back.length, 1);
  assert.is(back[0].format, 'pgn');
  assert.is(back[0].error, undefined);
  assert.is(back[0].tags.Title, r.tags.Title.replace(/[\r\n]+/g, ' '));
  assert.is(back[0].tags.Round_no, '2');
  assert.is(back[0].tags._, 'x');
  assert.equal(back[0].moves.map((m) => m.uci), r.moves.map((m) => m.uci));
  // Each format's mark quoted in a tag value, the rest of the text PGN.
  for (const mark of ['[DhtmlXQ_binit]', '[DhtmlXQ_movelist]', '<ChineseChessRecord>', '棋谱由 http://www.dpxq.com/ 生成']) {
    const [p, more] = readRecords(`[Event "${mark}"]\n[Red "a"]\n\n1. h2e2 h9g7 *\n`);
    assert.is(more, undefined, mark);
    assert.is(p.format, 'pgn', mark);
    assert.is(p.tags.Event, mark);
    assert.equal(p.moves.map((m) => m.uci), ['h3e3', 'h10g8'], mark);
    // and in a comment, as a CBF record's comment may quote anything
    const [c, after] = readRecords(`[Event "x"]\n\n1. h2e2 {a note:\n${mark} quoted} h9g7 *\n`);
    assert.is(after, undefined, mark);
    assert.equal([c.format, c.moves.length, c.moves[0].comment], ['pgn', 2, `a note:\n${mark} quoted`], mark);
    // a record of tags alone is still a record
    assert.equal(readRecords(`[Event "${mark}"]\n`).map((t) => [t.format, t.tags.Event]), [['pgn', mark]], mark);
  }
});

// Found by records-fuzz.test.js: an Event quoting <ChineseChessRecord> or [DhtmlXQ_binit], written
// as DhtmlXQ or WXF, read back as a CBF record or a DhtmlXQ page. A CBF record now begins a line,
// WXF files are cut out before DhtmlXQ is looked for, and DhtmlXQ values are read as values.
test('each xiangqi format holds a tag value quoting the other formats\' marks', () => {
  const g = new Game('xiangqi/standard');
  for (const m of ['h3e3', 'h10g8', 'h1g3']) g.play(m);
  const event = 'Nat<ChineseChessRecord>ional [DhtmlXQ_binit] FORMAT WXF 1998';
  for (const format of ['pgn', 'dhtmlxq', 'wxf', 'xqf']) {
    const written = g.toRecord({ format, tags: { Event: event } });
    const back = readRecords(written);
    assert.is(back.length, 1, format);
    assert.is(back[0].error, undefined, format);
    assert.equal(back[0].moves.map((m) => m.uci), ['h3e3', 'h10g8', 'h1g3'], format);
    if (format !== 'xqf') assert.ok(back[0].tags.Event.startsWith('Nat<ChineseChessRecord>ional'), `${format}: ${back[0].tags.Event}`);
  }
});

// PGN writes a comment before a move where a variation opens with one: `({why not} 1... h7e7)`.
// DhtmlXQ's and XQF's comments follow their move, so the DhtmlXQ and XQF writers had dropped it
// without a word (README said comments read back). It is now the start of that move's comment.
test('a comment before a variation\'s first move is kept by DhtmlXQ and XQF, at the start of that move\'s comment', () => {
  const pgn = '[Format "ICCS"]\n\n1. h2e2 h9g7 (1... {why not} h7e7 {ok} 2. b0c2 ({deeper} 2. h0g2)) 2. h0g2 (2. {alone} b0c2) *\n';
  const [r] = readRecords(pgn);
  const comments = (line, out = []) => {
    for (const n of line) {
      out.push([n.uci, n.commentBefore ?? null, n.comment ?? null]);
      for (const v of n.variations ?? []) comments(v, out);
    }
    return out;
  };
  const read = comments(r.moves);
  assert.equal(read.filter(([, before]) => before).map(([uci, before]) => [uci, before]), [['h8e8', 'why not'], ['h1g3', 'deeper'], ['b1c3', 'alone']]);
  const after = read.map(([uci, before, comment]) => [uci, null, [before, comment].filter(Boolean).join('\n') || null]);
  for (const format of ['dhtmlxq', 'xqf']) {
    const [back] = readRecords(Game.fromRecord(r).toRecord({ format }));
    assert.equal(comments(back.moves), after, format);
  }
});

// Found by records-fuzz.test.js: with two FEN lines, the start was read from the first and the
// tags kept the second, so the record read clean but Game.fromRecord refused it. The last one
// counts, as for every repeated tag.
test('a record read from PGN and written as GIB reads back: the PGN\'s Format tag does not go with it (GIB moves are Korean)', () => {
  const g = new Game('janggi/vchess');
  for (const m of ['b1c1', 'h10g10', 'f1f2', 'a7a6']) g.play(m);
  const [fromPgn] = readRecords(g.toRecord({ format: 'pgn', notation: 'janggi' }));
  assert.ok(Object.keys(fromPgn.tags).some((t) => t.toLowerCase() === 'format'), 'the PGN names its notation');
  const gib = Game.fromRecord(fromPgn).toRecord({ format: 'gib', tags: fromPgn.tags });
  assert.not.match(gib, /\[Format /i);
  const [back] = readRecords(gib);
  assert.is(back.error, undefined, gib);
  assert.equal(back.moves.map((m) => m.uci), ['f1f2', 'a7a6']);
});

// xqbase's PGN reader (xqbase/eleeye, cchess/pgnfile.cpp) reads moves as WXF under [Format "WXF"],
// as ICCS under [Format "ICCS"] and as Chinese under any other Format or none; vschess's reader
// likewise takes untagged moves as Chinese. A WXF PGN written without the tag read as no moves
// there (or as another game), while ICCS got its tag.
test('a xiangqi PGN written in WXF or ICCS names its notation in a Format tag; Chinese needs none', () => {
  const g = new Game('xiangqi/standard');
  for (const m of ['h3e3', 'h10g8', 'h1g3', 'i10h10']) g.play(m);
  const formatOf = (text) => /\[Format "([^"]*)"\]/.exec(text)?.[1];
  for (const [notation, tag] of [['wxf', 'WXF'], ['iccs', 'ICCS'], ['chinese', undefined]]) {
    const text = g.toRecord({ format: 'pgn', notation });
    assert.is(formatOf(text), tag, text);
    assert.equal(readRecords(text)[0].moves.map((m) => m.uci), ['h3e3', 'h10g8', 'h1g3', 'i10h10']);
  }
  assert.is(formatOf(g.toRecord()), 'WXF', 'the default notation of a xiangqi PGN is WXF');
  // a record's own Format tag is kept, set to the notation written
  const [cn] = readRecords('[Format "CN"]\n\n1. 炮二平五 马８进７ *');
  assert.is(formatOf(Game.fromRecord(cn).toRecord({ notation: 'wxf' })), 'WXF');
  g.free();
});

// WXF's own notation page and PlayOK write '.' along the rank ('C2.5'); vschess's reader takes
// that form and reads 'C2=5 H8+7 ...' as other moves. notation() writes it with { dots: true }.
test('toRecord({ dots: true }) writes WXF moves as notation() does with dots, and they read back', () => {
  const g = new Game('xiangqi/standard');
  for (const m of ['h3e3', 'h10g8', 'h1g3', 'i10h10']) g.play(m);
  const text = g.toRecord({ notation: 'wxf', dots: true });
  assert.match(text, /\[Format "WXF"\]\n\n1\. C2\.5 h8\+7 2\. H2\+3 r9\.8 \*\n$/);
  assert.equal(readRecords(text)[0].moves.map((m) => m.uci), ['h3e3', 'h10g8', 'h1g3', 'i10h10']);
  assert.match(g.toRecord({ notation: 'wxf' }), /1\. C2=5 H8\+7/, 'without it, as before');
  assert.throws(() => g.toRecord({ notation: 'wxf', dots: 'yes' }), (e) => e instanceof ArgumentError && e.code === 'bad-argument');
  // soldiers numbered on their file keep '=' ('27.6' would read as move number 27, then '6')
  const three = new Game('xiangqi/standard', '3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1');
  three.play('c7d7');
  assert.match(three.toRecord({ notation: 'wxf', dots: true }), /1\. 27=6 \*/);
  g.free();
  three.free();
});

// A record rewritten in its own notation keeps the style it was written in: the CCPD's Taiwanese
// game in traditional characters (it had come back simplified), PlayOK's WXF with '.' (it had come
// back 'C2=5'); the texts are the files' own, but for a tandem chariot the CCPD names by its file.
test('a record written in its own notation keeps its style: traditional characters, WXF\'s dots', async () => {
  const { readFileSync } = await import('node:fs');
  const fixture = (name) => readFileSync(new URL(`../records/${name}`, import.meta.url));
  const differing = (record, options) => {
    const back = readRecords(Game.fromRecord(record).toRecord(options))[0];
    assert.is(back.moves.length, record.moves.length);
    return back.moves.map((m, i) => [record.moves[i].text, m.text]).filter(([a, b]) => a !== b);
  };
  const [ccpd] = readRecords(fixture('ccpd-1997-00003611.pgn'));
  assert.equal(differing(ccpd), [['車八平六', '後車平六']]);
  assert.ok(differing(ccpd, { script: 'simplified' }).length > 200, 'asked for, simplified is written');
  for (const name of ['playok-demo.wxf', 'playok-2026-09-03.wxf']) {
    const [playok] = readRecords(fixture(name));
    assert.ok(playok.moves.some((m) => m.text.includes('.')));
    assert.equal(differing(playok, { format: 'pgn' }), []);
    assert.ok(differing(playok, { format: 'pgn', dots: false }).length > 10);
  }
  // a record in the default style stays in it (XQ Wizard's simplified PGN)
  const [xqbase] = readRecords(fixture('cchess/xqbase-test.pgn'));
  assert.equal(differing(xqbase), []);
});

test('a repeated FEN tag or WXF line: the last one is the start, as the tags say', () => {
  const std = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
  const other = '4k4/9/9/9/9/9/4P4/9/9/4K4 w - - 0 1';
  for (const text of [`[FEN "${std}"]\n[FEN "${other}"]\n\n1. e4e5 *\n`,
    `FORMAT  WXF\nFEN     rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w\nFEN     4k4/9/9/9/9/9/4P4/9/9/4K4 w\nSTART{\n 1. P5+1 }END\n`]) {
    const [r] = readRecords(text);
    assert.is(r.error, undefined);
    assert.is(r.fen, other);
    assert.is(Game.fromRecord(r).fen(), '4k4/9/9/9/9/4P4/9/9/9/4K4 b - - 1 1');
  }
  const [bad] = readRecords(`[FEN "${std}"]\n[FEN "4k4/9/9/99/9/9/9/9/9/4K4 w - - 0 1"]\n\n1. h2e2 *\n`);
  assert.is(bad.error?.code, 'fen-rank-width');
});

// A janggi record that goes on past a double-pass end or a bikjang end, written in each notation:
// "Ae2" names the one advisor that may go there (the other is pinned), as the writer saw it with
// the game playing past the end. It read back as ambiguous: at the end no move counted as legal.
test('a janggi record played past a double pass or a bikjang reads back in every notation', () => {
  const records = [
    '[Variant "janggi"]\n[FEN "3k5/9/9/9/9/9/9/9/9/3AKA2r w - - 0 1"]\n\n1. e1e1 d10d10 2. d1e2 *',
    '[Variant "janggi"]\n[FEN "4k4/9/9/9/9/4P4/9/9/9/3AKA2r w - - 0 1"]\n\n1. e5d5 e10e10 2. d1e2 *',
  ];
  for (const text of records) {
    const [r] = readRecords(text);
    assert.equal([r.error, r.moves.map((m) => m.uci), r.end?.ply], [undefined, [r.moves[0].uci, r.moves[1].uci, 'd1e2'], 2]);
    for (const notation of ['janggi', 'korean', 'san']) {
      const written = Game.fromRecord(r).toRecord({ notation });
      const [back] = readRecords(written);
      assert.equal([back.error, back.moves.map((m) => m.uci)], [undefined, r.moves.map((m) => m.uci)], `${notation}: ${written}`);
    }
    assert.ok(Game.fromRecord(r).toRecord({ notation: 'san' }).includes('2. Ae2 '));
  }
});

// A real GIB game played on past an end of the rules (material count after ply 166: 1-0) that
// Han won on points (대국결과 "한 점수승"): the writer wrote the rules' 1-0 over the record's 0-1,
// so the written GIB contradicted its own 대국결과.
test('a result the record declares is written as declared, not replaced by the rules\' verdict', async () => {
  const { readFileSync } = await import('node:fs');
  const [r] = readRecords(readFileSync(new URL('../records/janggi-dot-com-han-points.gib', import.meta.url), 'utf8'));
  assert.equal([r.error, r.moves.length, r.tags['대국결과'], r.result], [undefined, 174, '한 점수승', '0-1']);
  // the rules' end says what the material count scored, as outcome() does at that ply
  const atEnd = new Game(r.profile, r.fen);
  for (const m of r.moves.slice(0, r.end.ply)) atEnd.play(m.uci);
  const { over, ...outcome } = atEnd.outcome();
  assert.equal([over, r.end], [true, { ply: 166, ...outcome }]);
  assert.is(r.end.scored, 'repetition');
  for (const [format, end] of [['gib', ' 174. 24장14'], ['pgn', ' 0-1']]) {
    // PGN's moves end with the result; a GIB's say it in 대국결과 alone, as the archives' do
    const text = Game.fromRecord(r).toRecord({ format });
    assert.ok(text.trimEnd().endsWith(end), `${format}: ${text.trimEnd().slice(-30)}`);
    const [back] = readRecords(text);
    assert.equal([back.result, back.tags['대국결과']], ['0-1', '한 점수승'], format);
  }
  // but not by a record cut at a move it could not play: its result was of moves not written, and
  // the shorter game would read back as that win, complete (janggi-dot-com-bikjang.gib: 17 moves
  // read, a bikjang left unanswered at ply 18, 초 완승)
  const [cut] = readRecords(readFileSync(new URL('../records/janggi-dot-com-bikjang.gib', import.meta.url)));
  assert.equal([cut.moves.length, cut.error.code, cut.result], [17, 'bikjang-unanswered', '1-0']);
  for (const format of ['gib', 'pgn']) {
    const [back] = readRecords(Game.fromRecord(cut).toRecord({ format }));
    assert.equal([back.moves.length, back.result, back.error], [17, '*', undefined], format);
    assert.is(back.tags['대국결과'], undefined, format);
  }
  // a problem of the text that leaves the mainline read whole (a stray ')') keeps the result
  const [stray] = readRecords('1. h2e2 h9g7 ) 1-0');
  assert.equal([stray.moves.length, stray.error.code], [2, 'record-syntax']);
  assert.ok(Game.fromRecord(stray).toRecord({ notation: 'iccs' }).trimEnd().endsWith('1-0'));
});

// Every GIB of tests/records lays its moves out six numbered moves a line, whole "N. move" pairs,
// and gives the result in [대국결과] alone, never after the moves; the archive most of them come
// from (POBSIZ/JANGGI_DOT_COM, gibo/: 246 of its 290 files) closes each game with an empty line.
// ladofa/janggi's reader (python_tf/gibo.py read_gibo, which takes each line as whole pairs and
// keeps a game at the empty line after it) raised IndexError on ours: lines had been wrapped at
// 80 columns ("17." ending one line, "42상65" opening the next) and a PGN result ended the moves
// ("73. 48차41 1-0").
test('GIB records are written as the archives lay them out: six numbered moves a line, the result in 대국결과 alone', async () => {
  const { readFileSync, readdirSync } = await import('node:fs');
  const dir = new URL('../records/', import.meta.url);
  const moveLines = (text) => text.split(/\r?\n/).filter((line) => /^\d+\. /.test(line));
  /** Pairs per move line of one game of `plies` moves laid out six a line. */
  const sixALine = (plies) => Array.from({ length: Math.ceil(plies / 6) }, (_, i) => Math.min(6, plies - 6 * i));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.gib'))) {
    const bytes = readFileSync(new URL(file, dir));
    const records = readRecords(bytes);
    if (records.some((r) => r.error)) continue; // janggi-dot-com-bikjang.gib: read up to its bikjang
    const shape = (lines) => lines.map((line) => line.split(' ').length / 2);
    const want = records.flatMap((r) => sixALine(r.moves.length));
    const texts = records.map((r) => Game.fromRecord(r).toRecord({ format: 'gib' }));
    // (numbers and spaces are the same bytes in UTF-8 and CP949, so latin1 counts them right)
    assert.equal(shape(moveLines(bytes.toString('latin1'))), want, `${file}: the file's own layout`);
    assert.equal(shape(texts.flatMap(moveLines)), want, file);
    for (const [i, text] of texts.entries()) {
      const tokens = moveLines(text).join(' ').split(' ');
      assert.equal(tokens.filter((_, k) => k % 2 === 0), records[i].moves.map((_, k) => `${k + 1}.`), `${file}: numbers`);
      assert.is(tokens.length, 2 * records[i].moves.length, `${file}: nothing after the moves`);
      assert.ok(text.endsWith(`${moveLines(text).at(-1)}\n\n`), `${file}: an empty line closes the game`);
      const [back] = readRecords(text);
      assert.equal([back.result, back.moves.length], [records[i].result, records[i].moves.length], file);
    }
  }
  // the record of hatteomol-2016-ha-jeon.gib, whose texts we write as it does, has its move lines back
  const src = readFileSync(new URL('hatteomol-2016-ha-jeon.gib', dir), 'utf8');
  assert.equal(moveLines(Game.fromRecord(readRecords(src)[0]).toRecord({ format: 'gib' })), moveLines(src));
  // a result passed over the record's own is its 대국결과 (a result token had said it, and the tag the old one)
  const [r] = readRecords(src);
  const text = Game.fromRecord(r).toRecord({ format: 'gib', tags: { Result: '0-1' } });
  assert.equal([r.tags['대국결과'], readRecords(text)[0].tags['대국결과'], readRecords(text)[0].result], ['초 완승', '한 완승', '0-1']);
});

// A GIB says how a win came (대국결과 "초 기권승", "한 시간승", as GIB archives write it:
// results.js reads those words); a declared resignation or loss on time had been written 완승.
test('GIB: a resignation, a loss on time and a material count are written with their words, read back as the same result', async () => {
  const { readFileSync } = await import('node:fs');
  const cases = [[(g) => g.resign(), '초 기권승', '1-0'], [(g) => g.timeout('white'), '한 시간승', '0-1'], [(g) => g.agreeDraw(), '무승부', '1/2-1/2']];
  for (const [end, word, result] of cases) {
    const g = new Game('janggi/standard');
    g.play('a4a5');
    end(g);
    const [back] = readRecords(g.toRecord({ format: 'gib' }));
    assert.equal([back.tags['대국결과'], back.result], [word, result]);
  }
  // the rules' material count (janggi/standard ends at ply 166 of this record, scored as
  // repetition): a record cut there and written anew says 점수승, as the archive's own words do
  const [r] = readRecords(readFileSync(new URL('../records/janggi-dot-com-han-points.gib', import.meta.url), 'utf8'));
  const cut = Game.fromRecord({ ...r, tags: {}, result: '*', moves: r.moves.slice(0, r.end.ply) });
  assert.is(cut.outcome().reason, 'material-count');
  assert.match(cut.toRecord({ format: 'gib' }), new RegExp(`대국결과 "${r.end.winner === 'white' ? '초' : '한'} 점수승"`));
});

// Records with fields of the wrong type threw TypeErrors from inside the library.
test('a record with fields of the wrong type is a RecordError naming the field', () => {
  const [good] = readRecords('[Game "Chinese Chess"]\n1. 炮二平五 马８进７ 2. 马二进三 *');
  const second = (change) => ({ ...good, moves: [good.moves[0], { ...good.moves[1], ...change }, good.moves[2]] });
  const cases = [
    [{ ...good, profile: 42 }, /profile/],
    [second({ comment: 5 }), /comment/],
    [second({ commentBefore: {} }), /commentBefore/],
    [second({ nags: 'x' }), /nags/],
    [second({ variations: 5 }), /variations/],
    [second({ uci: 123, text: undefined }), /uci/],
    [{ ...good, moves: [, ...good.moves] }, /a move of a record is an object/], // a hole
    [second({ variations: [[, good.moves[1]]] }), /a move of a record is an object/],
    [{ ...good, fen: 5 }, /fen/],
    [{ ...good, tags: { ...good.tags, FEN: 5 } }, /tag "FEN"/],
    [{ ...good, tags: { ...good.tags, Event: Object.create(null) } }, /tag "Event"/],
    [{ ...good, tags: 'Event' }, /tags/],
    [{ ...good, profile: null, error: {} }, /error/],
    // a result outside the four readRecords gives had been taken and written back as '*'
    [{ ...good, result: 5 }, /result is '1-0', '0-1', '1\/2-1\/2' or '\*', not 5/],
    [{ ...good, result: '2-0' }, /result/],
  ];
  for (const [record, field] of cases) {
    assert.throws(() => Game.fromRecord(record).toRecord(), (e) => e instanceof RecordError && e.code === 'bad-record' && field.test(e.message), String(field));
  }
  assert.throws(() => Game.fromRecord(second({ comment: 5 })), (e) => e.ply === 2 && e.text === good.moves[1].uci);
  assert.throws(() => Game.fromRecord({ ...good, comment: 5 }).toRecord(), (e) => e instanceof RecordError && /comment/.test(e.message));
});

// What a written record says about its start and result must read back as the game: GIB's
// [판] board (read as ladofa/janggi's gibo.py reads it, the first move's piece saying who moves
// first), no [기보형식 "구좌표"] on moves written in today's coordinates, and PGN's Result tag
// (the seven-tag roster) equal to what the movetext ends with.
test('written records keep their start, their coordinates and their result', async () => {
  const { readFileSync } = await import('node:fs');
  const [old] = readRecords(readFileSync(new URL('../records/janggi-dot-com-old-coordinates.gib', import.meta.url)));
  for (const notation of ['korean', 'janggi']) {
    const text = Game.fromRecord(old).toRecord({ format: 'pgn', notation });
    assert.not.match(text, '기보형식', notation);
    const [back] = readRecords(text);
    assert.equal([back.error, back.moves.map((m) => m.uci)], [undefined, old.moves.map((m) => m.uci)], notation);
    assert.is(back.tags['총수'], String(old.moves.length));
  }
  const hanFirst = new Game('janggi/standard', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1');
  hanFirst.play('b10c8');
  const endgame = new Game('janggi/standard', '4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1');
  for (const g of [hanFirst, endgame]) {
    const [back] = readRecords(g.toRecord({ format: 'gib' }));
    const start = g.clone();
    while (start.undo());
    assert.equal([back.profile, back.fen, back.moves.map((m) => m.uci), back.error],
      ['janggi/standard', start.fen(), g.history({ notation: false }).map((m) => m.uci), undefined]);
  }
  for (const [format, profile, fen, moves] of [['gib', 'janggi/standard', '4k4/9/9/9/9/9/9/9/4K4/R8 b - - 0 1', []],
    ['gib', 'janggi/standard', '4k4/9/9/9/r8/9/9/9/4A4/R2K5 b - - 0 1', ['e10e10', 'a1a2']], // a pass names no side
    ['dhtmlxq', 'xiangqi/standard', '4k4/9/9/9/9/9/9/9/4A4/3AK4 b - - 0 1', []]]) {
    const g = new Game(profile, fen);
    for (const m of moves) g.play(m);
    assert.throws(() => g.toRecord({ format }), (e) => e instanceof RecordError && e.code === 'unwritable-position', format);
  }
  const mate = new Game('xiangqi/standard', '3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1');
  mate.play('a2d2');
  const [written] = readRecords(mate.toRecord({ format: 'pgn' }));
  assert.equal([written.tags.Result, written.result], ['1-0', '1-0']);
});

// The standard board with Black to move (Red gives the move, 让先): DhtmlXQ's binit is the
// standard one and the first move tells the side, as the reader's own rule says; the standard
// binit had been read as Red to move before the first move was looked at (wrong-side on it).
test('the standard board with Black to move reads back from every xiangqi format', () => {
  const start = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1';
  const g = new Game('xiangqi/standard', start);
  g.play('h8e8');
  g.play('h3e3');
  for (const format of ['pgn', 'wxf', 'dhtmlxq', 'xqf']) {
    const [back] = readRecords(g.toRecord({ format }));
    assert.equal([back.error, back.fen, back.moves.map((m) => m.uci)], [undefined, start, ['h8e8', 'h3e3']], format);
  }
  // a DhtmlXQ with no binit is the standard board too, its first move Black's
  const [bare] = readRecords('[DhtmlXQ][DhtmlXQ_movelist]7242[/DhtmlXQ_movelist][/DhtmlXQ]');
  assert.equal([bare.error, bare.fen, bare.moves.map((m) => m.uci)], [undefined, start, ['h8e8']]);
});

// A GIB board names no side: its first move's piece does (RULES: Han moves first in handicap
// games). A start the rules have already ended (janggi: generals and guards alone cannot mate,
// a draw by material) still has that mover; the reader asked explain(), which answers game-over
// for either side there, and took Cho (wrong-side at ply 1, the move lost).
test('GIB: a start the rules have ended reads back with the side its first move names', () => {
  const start = '3k5/4a4/9/9/9/9/9/9/4A4/4K4 b - - 0 1';
  const g = new Game('janggi/standard', start);
  assert.is(g.outcome().reason, 'insufficient-material');
  g.playPastEnd = true;
  g.play('d10d9');
  const [back] = readRecords(g.toRecord({ format: 'gib' }));
  assert.equal([back.error, back.fen, back.moves.map((m) => m.uci), back.end?.reason],
    [undefined, start, ['d10d9'], 'insufficient-material']);
});

// DhtmlXQ's fields are read in any case, and some stand for a PGN tag of another name (remark:
// the annotator, 评注人员 in dpxq.com's editor; place: the site; open: the opening). A PGN Remark
// tag beside an Annotator one went to the same field, [DhtmlXQ_Remark], and read back as the
// Annotator, one of them lost; so did Place beside Site, and a Movelist tag took the moves' field.
test('DhtmlXQ: Annotator and Remark (and every tag named like another\'s field) each keep a field, and read back', () => {
  const pgn = '[Game "Chinese Chess"]\n[Event "Test"]\n[Site "Beijing"]\n[Place "Hall 2"]\n[Annotator "王嘉良"]\n'
    + '[Remark "快棋"]\n[Opening "中炮"]\n[Open "yes"]\n[Movelist "none"]\n[Comment1 "c"]\n[RED "r"]\n[Red "胡荣华"]\n[Result "*"]\n\n'
    + '1. h2e2 h9g7 2. h0g2 *\n';
  const [read] = readRecords(pgn);
  const dhtml = Game.fromRecord(read).toRecord({ format: 'dhtmlxq' });
  // the fields dpxq.com's viewer shows: the annotator as remark, the site as place, the opening as open
  for (const [field, value] of [['remark', '王嘉良'], ['place', 'Beijing'], ['open', '中炮'], ['red', '胡荣华'], ['movelist', '774770627967']]) {
    assert.ok(dhtml.includes(`[DhtmlXQ_${field}]${value}[/DhtmlXQ_${field}]`), `${field}: ${dhtml}`);
  }
  const [back] = readRecords(dhtml);
  assert.is(back.error, undefined);
  assert.equal(back.moves.map((m) => m.uci), read.moves.map((m) => m.uci));
  const { Game: _g, Result: _r, ...tags } = read.tags;
  for (const [name, value] of Object.entries(tags)) assert.is(back.tags[name], value, name);
  assert.is(Object.keys(back.tags).filter((n) => /^(annotator|remark)$/i.test(n)).length, 2);
});

// Brackets in DhtmlXQ values: dpxq.com's viewer reads a field to its own close
// (`\[(DhtmlXQ_x)\](.*?)\[\/\1\]`), and xqinenglish.com's comments hold brackets ([advised
// counter]); written as '(' each, they had not come back. Only a bracket that would open a mark is.
test('DhtmlXQ written: brackets in comments and tags stay, but for one that would open a mark', () => {
  const kept = ['[advised counter]', '[小结] 此布局', '[Event "x"]', ']]][[[', '{ [ } ]', 'a[b]c'];
  const marks = ['a [/DhtmlXQ_comment1] b', '[DhtmlXQ]', '[/dhtmlxq]', '[DhtmlXQ_movelist]1234', '[DhtmlXQiFrame]'];
  const game = new Game('xiangqi/standard');
  for (const m of ['h3e3', 'h10g8', 'h1g3', 'i10h10', 'i1h1', 'b10c8', 'c4c5', 'g7g6', 'b1c3', 'b8a8', 'g4g5']) game.play(m);
  const record = { ...readRecords(game.toRecord({ format: 'pgn' }))[0] };
  const comments = [...kept, ...marks];
  record.moves = record.moves.map((m, i) => ({ ...m, comment: comments[i] }));
  const text = Game.fromRecord(record).toRecord({ format: 'dhtmlxq', tags: { Event: '[Cup] 2024', Red: 'a]b[c' } });
  const [back] = readRecords(text);
  assert.is(back.error, undefined);
  assert.equal(back.moves.map((m) => m.comment), [...kept, ...marks.map((c) => c.replace(/\[(?=\/?dhtmlxq)/gi, '('))]);
  assert.equal([back.tags.Event, back.tags.Red], ['[Cup] 2024', 'a]b[c']);
  // each field as the viewer reads it is what readRecords read
  const viewer = (field) => new RegExp(`\\[(DhtmlXQ_${field})\\]([\\s\\S]*?)\\[\\/\\1\\]`).exec(text)?.[2];
  back.moves.forEach((m, i) => assert.is(viewer(`comment${i + 1}`), m.comment, `comment${i + 1}`));
  assert.is(viewer('event'), '[Cup] 2024');
});

// DhtmlXQ field names hold letters, digits and '_' ([DhtmlXQ_(\w+)] as dpxq.com writes them): a
// tag named otherwise (Red-Elo, 记录人) or written into a field another tag took still reads back
// as itself; 'A-b', 'A_b' and 'A.b' came back as one tag.
test('DhtmlXQ: tags whose names a field cannot hold, or that meet in one field, each read back as themselves', () => {
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  const tags = { 'A-b': '1', A_b: '2', 'A.b': '3', 'Red-Elo': '2400', 记录人: '甲', pgn_A_b: 'p', Game2: 'g', 'x_1f_': 'h' };
  const text = g.toRecord({ format: 'dhtmlxq', tags });
  for (const name of text.match(/\[DhtmlXQ_[^\]]*\]/g)) assert.match(name, /^\[DhtmlXQ_\w+\]$/);
  const [back] = readRecords(text);
  assert.is(back.error, undefined);
  for (const [name, value] of Object.entries(tags)) assert.is(back.tags[name], value, name);
});


// docs/RECORDS.md ("Writing"): only PGN keeps a start's half-move clock and move number; the
// other formats have no field for them (DhtmlXQ's [DhtmlXQ_firstnum] is not used: its meaning
// in dpxq.com's viewer is not certain), and a game over by the move limit is not after them.
test('the start\'s clocks: kept by PGN, written by no other format (docs/RECORDS.md says which)', () => {
  const fen = '3ak4/9/9/9/9/9/9/9/4A4/R2K5 w - - 119 80';
  const game = new Game('xiangqi/standard', fen);
  const back = (format) => {
    const out = game.toRecord({ format });
    const [r] = readRecords(out);
    const g = Game.fromRecord(r);
    try { return [r.fen.split(' ').slice(4).join(' '), g.outcome().reason]; } finally { g.free(); }
  };
  assert.equal(back('pgn'), ['119 80', 'move-limit']);
  for (const format of ['dhtmlxq', 'wxf', 'xqf']) assert.equal(back(format), ['0 1', null], format);
  const janggi = new Game('janggi/standard', '4k4/9/9/9/9/9/9/9/4A4/R2K5 w - - 37 80');
  assert.is(readRecords(janggi.toRecord({ format: 'gib' }))[0].fen.split(' ').slice(4).join(' '), '0 1');
  assert.is(readRecords(janggi.toRecord({ format: 'pgn' }))[0].fen.split(' ').slice(4).join(' '), '37 80');
  game.free();
  janggi.free();
});

test('written tags follow the game: a GIB result taken back goes, one Format tag in any case, styles checked before any move', async () => {
  const { readFileSync } = await import('node:fs');
  // janggi-dot-com-2.gib ends 0-1 (한 완승); two moves taken back, the game is not over: the GIB
  // had kept [대국결과] and read back as 0-1 where PGN read '*'
  const g = Game.fromRecord(readRecords(readFileSync(new URL('../records/janggi-dot-com-2.gib', import.meta.url)))[0]);
  g.undo();
  g.undo();
  const gib = g.toRecord({ format: 'gib' });
  assert.equal([readRecords(gib)[0].result, /대국결과/.test(gib)], ['*', false]);
  // a Format tag given in another case than the record's is one tag, the notation written
  // (a reader took the last of '[Format "Chinese"]' and '[format "WXF"]')
  const x = Game.fromRecord(readRecords('[Format "CN"]\n\n1. 炮二平五 马８进７ *')[0]);
  for (const [notation, tags] of [['chinese', { format: 'WXF' }], ['wxf', { FORMAT: 'Chinese' }]]) {
    const text = x.toRecord({ notation, tags });
    assert.is(text.match(/^\[format /gim).length, 1, text);
    assert.equal(readRecords(text)[0].moves.map((m) => m.uci), ['h3e3', 'h10g8']);
  }
  // dots and script are checked before any move is written: on an empty game too, in every format
  for (const options of [{ notation: 'wxf', dots: 'yes' }, { format: 'dhtmlxq', script: 'x' }]) {
    assert.throws(() => new Game('xiangqi/standard').toRecord(options), (e) => e instanceof ArgumentError && e.code === 'bad-argument', JSON.stringify(options));
  }
});

test.run();
