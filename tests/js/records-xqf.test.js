// records-xqf.test.js — XQF (XQStudio's binary records) through readRecords and the CLI, against
// records of the same games from elsewhere and Fairy-Stockfish (tests/records/README.md); XQF
// writing against the example file of XQF's description and through the reader.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { init, Game } from '../../bindings/index.js';
import { readRecords, RecordError } from '../../bindings/records/index.js';
import { loadFfish } from '../oracle/ffish.mjs';

// One scratch folder for the file's CLI runs, removed at the end.
const TMP = mkdtempSync(join(tmpdir(), 'br-records-xqf-'));

await init();
const ff = await loadFfish();
const file = (name) => fileURLToPath(new URL(`../records/${name}`, import.meta.url));
const CLI = fileURLToPath(new URL('../../bindings/cli.js', import.meta.url));

/** The example file of XQStudio's description of XQF 1.0 (XQF.TXT, 2001), byte for byte as it
 *  prints them: offsets and the hex of the non-zero bytes. */
function xqf10Example() {
  const b = new Uint8Array(0x488);
  const put = (at, hex) => b.set(hex.split(' ').map((x) => parseInt(x, 16)), at);
  put(0x00, '58 51 0A');
  put(0x10, '50 46 3C 32 28 1E 14 0A 00 48 0C 53 3F 2B 17 03 09 13 1D 27 31 3B 45 4F 59 11 4D 06 1A 2E 42 56');
  put(0x33, '02');
  put(0x50, '10 CF C9 C8 CB D6 B8 C2 B7 B6 D4 C6 F0 C2 ED BE D6');
  put(0xd0, '16 22 D6 D0 C1 A2 B1 AD 22 CF F3 C6 E5 B5 E7 CA D3 BF EC C6 E5 C8 FC');
  put(0x110, '0E 31 39 39 37 C4 EA 31 31 D4 C2 31 36 C8 D5');
  put(0x120, '04 B1 B1 BE A9');
  put(0x130, '06 C1 F8 B4 F3 BB AA');
  put(0x140, '06 C2 C0 20 20 C7 D5');
  put(0x1d0, '06 C1 F5 B5 EE D6 D0');
  put(0x1e0, '06 B9 FD BA D3 CF F3');
  const moves = ['18 20 F0 FF', '2F 38 F0 00', '67 63 F0 00', '57 60 F0 00', '29 3B F0 00', '2C 4A F0 00', '2B 27 F0 00',
    '22 36 F0 00', '21 33 F0 00', '18 2A F0 00', '2B 2F F0 00', '24 22 F0 00', '27 6B F0 00', '60 6D F0 00', '33 6D F0 00',
    '5E 5E F0 00', '71 6F 00 00'];
  moves.forEach((m, i) => put(0x400 + 8 * i, m));
  return b;
}

test('XQF 1.0: the format description\'s example file reads as its own move list and tags', () => {
  const [r] = readRecords(xqf10Example());
  const [truth] = readRecords('1. 兵七进一 马８进７ 2. 兵三进一 炮２平３ 3. 相七进五 马２进１ 4. 马八进七 车１平２ 5. 车九平八 车２进４ 6. 炮八平九 车２平８ 7. 炮二进五 炮３平８ 8. 马二进三 车９平８');
  assert.is(r.error, undefined);
  assert.is(r.format, 'xqf');
  assert.equal(r.moves.map((m) => m.uci), truth.moves.map((m) => m.uci));
  assert.is(r.moves.length, 16);
  // a move's text is its points as CBF writes them (file, row from Black's side): the first
  // record's bytes 2F 38 are points 23 and 24 (X*10+Y), c3 and c4 (兵七进一)
  assert.is(r.moves[0].text, '26-25');
  assert.equal(r.tags, {
    Title: '仙人指路对起马局', Event: '"中立杯"象棋电视快棋赛', Date: '1997年11月16日', Site: '北京',
    Red: '柳大华', Black: '吕  钦', Annotator: '刘殿中', Author: '过河象', Result: '0-1',
  });
  assert.is(r.result, '0-1');
});

test('XQF 10 with a variation: 0x0F in a move\'s third byte is an alternative, as XQStudio writes 1.0 files', () => {
  // the example file with an alternative to Black's last move (车９平８, i10h10): 车９进１ (i10i9)
  const b = xqf10Example();
  const file = new Uint8Array(b.length + 8);
  file.set(b);
  file.set([0x71, 0x6f, 0x0f, 0x00], 0x400 + 8 * 16); // no next move, an alternative follows
  file.set([0x71, 0x78, 0x00, 0x00], 0x400 + 8 * 17);
  const [r] = readRecords(file);
  assert.is(r.error, undefined);
  assert.is(r.moves.length, 16);
  assert.equal([r.moves[15].uci, r.moves[15].variations?.map((v) => v.map((m) => m.uci))], ['i10h10', [['i10i9']]]);
});

test('XQF: a comment whose last GBK character is cut in two keeps its game (U+FFFD for the broken byte)', () => {
  // as walker8088/cchess's tests/data/game_test.xqf ends its comment ('迤剿' then a lone 0xC4)
  const b = xqf10Example();
  const file = new Uint8Array(b.length + 3);
  file.set(b);
  file.set([3, 0, 0, 0], 0x400 + 8 * 16 + 4); // the last move's comment: 3 bytes
  file.set([0xcf, 0xc9, 0xc4], 0x400 + 8 * 17);
  const [r] = readRecords(file);
  assert.equal([r.error, r.moves.length, r.moves[15].comment], [undefined, 16, '仙\ufffd']);
  assert.throws(() => readRecords(file, { encoding: 'gbk' }), (e) => e.code === 'undecodable'); // unless told GBK
});

test('XQF 18 (obfuscated start, moves and comments): SAMPLE.XQF is the game xu-nie-1999.pgn records', () => {
  const [r] = readRecords(readFileSync(file('xqf/SAMPLE.XQF')));
  const [truth] = readRecords(readFileSync(file('xu-nie-1999.pgn'), 'utf8'));
  assert.is(r.error, undefined);
  assert.is(r.fen, truth.fen);
  assert.equal(r.moves.map((m) => m.uci), truth.moves.map((m) => m.uci));
  for (const tag of ['Event', 'Site', 'Date', 'Red', 'Black', 'Result']) assert.is(r.tags[tag], truth.tags[tag], tag);
  // the PGN's (shortened) comments open the XQF's at the same plies
  const clean = (c) => c.replace(/[\s　]/g, '');
  truth.moves.forEach((m, i) => { if (m.comment) assert.ok(clean(r.moves[i].comment ?? '').startsWith(clean(m.comment).slice(0, 8)), `ply ${i + 1}`); });
  assert.ok(clean(r.comment).includes(clean(truth.comment).slice(0, 10)));
  assert.is(r.moves.filter((m) => m.comment).length, 11);
});

test('XQF 18 with variations: 七星聚会\'s 435 moves, each once in the tree and legal for Fairy-Stockfish', () => {
  const [r] = readRecords(readFileSync(file('xqf/XQFEXAMB.XQF')));
  assert.is(r.error, undefined);
  assert.is(r.tags.Title, '七星聚会');
  let count = 0;
  const walk = (fen, line) => {
    const b = new ff.Board('xiangqi', fen);
    for (const m of line) {
      // the moves tried at one point are different moves: an alternative is listed once
      const tried = [m.uci, ...(m.variations ?? []).map((v) => v[0].uci)];
      assert.is(new Set(tried).size, tried.length, `alternatives at ${b.fen()}: ${tried}`);
      for (const v of m.variations ?? []) walk(b.fen(), v);
      assert.ok(b.legalMoves().split(' ').includes(m.uci), `${m.uci} in ${b.fen()}`);
      b.push(m.uci);
      count++;
    }
    b.delete();
  };
  walk(r.fen, r.moves);
  // the file holds 436 move records (moveRecords in xqf.js), the first the root, which is no move
  assert.equal([r.moves.length, count], [87, 435]);
});

test('broken XQF bytes never throw: cut at any length or with bytes changed, a typed record error', () => {
  const whole = new Uint8Array(readFileSync(file('xqf/SAMPLE.XQF')));
  let seed = 7;
  const rnd = (n) => { seed = (seed * 1103515245 + 12345) >>> 0; return seed % n; };
  for (let n = 3; n < whole.length; n += 13) {
    const [r] = readRecords(whole.subarray(0, n));
    assert.is(r.error?.code, 'record-syntax', `cut at ${n}`);
  }
  for (let i = 0; i < 300; i++) {
    const b = whole.slice();
    for (let k = 0; k < 3; k++) b[0x3 + rnd(b.length - 3)] = rnd(256);
    try {
      for (const r of readRecords(b)) assert.type(r.moves, 'object');
    } catch (e) {
      assert.ok(e.code === 'undecodable', `${e.name}: ${e.message}`);
    }
  }
});

test('CLI: .xqf files (binary, NUL bytes and all) are one record each, validated and converted', () => {
  const dir = TMP;
  writeFileSync(join(dir, 'a.xqf'), xqf10Example());
  writeFileSync(join(dir, 'b.XQF'), readFileSync(file('xqf/SAMPLE.XQF')));
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', dir, '--json', '--jobs', '1'], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l)).filter((x) => !x.summary);
  assert.equal(rows.map((x) => [x.line, x.status, x.plies]), [[1, 'valid', 16], [1, 'valid', 75]]);
});

const XQF10_EXAMPLE_PGN = `[Title "仙人指路对起马局"]
[Event "\\"中立杯\\"象棋电视快棋赛"]
[Date "1997年11月16日"]
[Site "北京"]
[Red "柳大华"]
[Black "吕  钦"]
[Result "0-1"]
[Annotator "刘殿中"]
[Author "过河象"]

1. 兵七进一 马８进７ 2. 兵三进一 炮２平３ 3. 相七进五 马２进１ 4. 马八进七 车１平２
5. 车九平八 车２进４ 6. 炮八平九 车２平８ 7. 炮二进五 炮３平８ 8. 马二进三 车９平８ 0-1
`;

const xqfOf = (record) => {
  const game = Game.fromRecord(record);
  try { return game.toRecord({ format: 'xqf' }); } finally { game.free(); }
};

test('XQF writing: the description\'s example game, as its text gives it, is its example file byte for byte', () => {
  const [record] = readRecords(XQF10_EXAMPLE_PGN);
  assert.is(record.error, undefined);
  const bytes = xqfOf(record);
  assert.instance(bytes, Uint8Array);
  assert.equal([...bytes], [...xqf10Example()]);
});

test('XQF writing: XQStudio\'s files read, written and read again are the same games (version 10, or 18 with variations)', () => {
  for (const [name, version] of [['SAMPLE.XQF', 10], ['XQFEXAMB.XQF', 18]]) {
    const [r] = readRecords(readFileSync(file(`xqf/${name}`)));
    const bytes = xqfOf(r);
    assert.is(bytes[2], version, name);
    const [back] = readRecords(bytes);
    assert.is(back.error, undefined, name);
    assert.equal(back.moves, r.moves, `${name}: moves, comments and variations`);
    assert.equal([back.fen, back.tags, back.comment, back.result], [r.fen, r.tags, r.comment, r.result], name);
  }
});

test('XQF writing: PGN variations inside variations become alternatives at one point; Black to move from a FEN', () => {
  const pgn = '[Format "ICCS"]\n\n1. h2e2 (1. b2e2 {中炮} (1. c3c4)) 1... h9g7 2. h0g2 (2. b2d2) *';
  const [r] = readRecords(pgn);
  assert.is(r.error, undefined);
  const [back] = readRecords(xqfOf(r));
  assert.equal(back.moves[0].variations.map((v) => v.map((m) => m.uci)), [['b3e3'], ['c4c5']]);
  assert.is(back.moves[0].variations[0][0].comment, '中炮');
  assert.equal(back.moves[2].variations.map((v) => v[0].uci), ['b3d3']);
  assert.equal(back.moves.map((m) => m.uci), r.moves.map((m) => m.uci));
  const fen = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1';
  const [start] = readRecords(`[FEN "${fen}"]\n[Format "ICCS"]\n\n1... h7e7 2. b2c2 *`);
  assert.is(start.moves.length, 2);
  const [again] = readRecords(xqfOf(start));
  // XQF holds the points and the side to move (version 18), not the clocks
  const placement = (f) => f.split(' ').slice(0, 2).join(' ');
  assert.equal([placement(again.fen), again.moves.map((m) => m.uci)], [placement(start.fen), start.moves.map((m) => m.uci)]);
  const [still] = readRecords(`[FEN "${fen}"]\n\n*`); // no move tells the side: the header does
  const bytes = xqfOf(still);
  assert.equal([bytes[2], placement(readRecords(bytes)[0].fen)], [18, placement(fen)]);
});

test('XQF: a whole game (type 0) from the standard board with Black moving first: the first move, else the header, says so', () => {
  // XQStudio marks a game from the standard board a whole game (0) and leaves the start's bytes
  // unread; its side to move was not read either, so Black's first move had been refused (wrong-side)
  const start = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1';
  const g = new Game('xiangqi/standard', start);
  g.play('h8e8');
  g.play('h3e3');
  const played = g.toRecord({ format: 'xqf' });
  const none = new Game('xiangqi/standard', start).toRecord({ format: 'xqf' });
  for (const [bytes, moves] of [[played, ['h8e8', 'h3e3']], [none, []]]) {
    assert.equal([bytes[2], bytes[0x32]], [18, 1]);
    bytes[0x40] = 0; // a whole game
    const [r] = readRecords(bytes);
    assert.equal([r.error, r.fen, r.moves.map((m) => m.uci)], [undefined, start, moves]);
  }
  // Red's first move says Red, whatever the header says: the standard start, no FEN tag
  const [red] = readRecords('[Format "ICCS"]\n\n1. h2e2 (1. b2e2) *');
  const redBytes = xqfOf(red); // version 18 for the variation
  assert.equal([redBytes[2], redBytes[0x32], redBytes[0x40]], [18, 0, 0]);
  redBytes[0x32] = 1;
  const [r] = readRecords(redBytes);
  assert.equal([r.error, r.fen, r.tags.FEN, r.moves.map((m) => m.uci)], [undefined, new Game('xiangqi/standard').fen(), undefined, ['h3e3']]);
});

// Book files of zfdang/chinese-chess-fish-android (MIT) mark their own positions as whole games
// (game type 0): their start had been read as the standard board, and 258 of its 27,541 files
// refused at their first move. The start is the header's whatever the type; the truth is the
// books' own: each line (mating attacks, 红胜 "Red wins") is legal from that start for
// Fairy-Stockfish and ends in its mate. A whole game whose header has no general, a book's
// preface (序), is its text on the standard board, as before.
test('XQF: a whole game (type 0) from a position of its own: the header\'s start, as the book\'s mates show', () => {
  for (const [name, version, plies] of [['dibu-zongduan-tongbu-hengsha.xqf', 10, 5], ['shiqing-yaqu-107-danshan-qifeng.xqf', 16, 23],
    ['xiangju-huicun-2-10-bingjia-qiqu.xqf', 18, 11]]) {
    const bytes = readFileSync(file(`zfdang/${name}`));
    assert.equal([bytes[2], bytes[0x40]], [version, 0], name);
    const [r] = readRecords(bytes);
    assert.equal([r.error, r.moves.length], [undefined, plies], name);
    assert.is.not(r.fen, new Game('xiangqi/standard').fen(), name);
    const b = new ff.Board('xiangqi', r.fen);
    for (const m of r.moves) {
      assert.ok(b.legalMoves().split(' ').includes(m.uci), `${name}: ${m.uci} in ${b.fen()}`);
      b.push(m.uci);
    }
    assert.ok(b.isGameOver() && b.legalMoves() === '' && b.isCheck(), `${name}: Fairy-Stockfish's mate at the end`);
    b.delete();
    const { reason, result } = Game.fromRecord(r).outcome();
    assert.equal([reason, result], ['checkmate', '1-0'], name);
  }
  // a position without moves: the root record announces a first move all the same, and the file
  // ends after it (had been 'the XQF move list ends before its last move': 20 of the files)
  const [diagram] = readRecords(readFileSync(file('zfdang/qili-daquan-canju-p01-01.xqf')));
  assert.equal([diagram.error, diagram.moves.length], [undefined, 0]);
  assert.ok(ff.validateFen(diagram.fen, 'xiangqi') > 0, diagram.fen);
  const [preface] = readRecords(readFileSync(file('zfdang/canju-xinlun-preface.xqf')));
  assert.equal([preface.error, preface.moves.length, preface.fen], [undefined, 0, new Game('xiangqi/standard').fen()]);
  assert.match(preface.comment, /残局/);
});

test('XQF writing: texts cut to their fields between characters, GBK\'s missing characters as ?, typed refusals', () => {
  const event = '全国象棋个人赛'.repeat(6); // 84 GBK bytes, the field holds 63
  const [r] = readRecords(`[Event "${event}"]\n[Red "김 vs 柳"]\n[Format "ICCS"]\n\n1. h2e2 *`);
  const [back] = readRecords(xqfOf(r));
  assert.is(back.tags.Event, event.slice(0, 31));
  assert.is(back.tags.Red, '? vs 柳');
  const janggi = new Game('janggi/standard');
  assert.throws(() => janggi.toRecord({ format: 'xqf' }), (e) => e.code === 'unknown-format' && /xiangqi/.test(e.message));
  const three = new Game('xiangqi/standard', 'rrrakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
  for (const format of ['xqf', 'dhtmlxq']) { // both list a side's 16 pieces in fixed places
    assert.throws(() => three.toRecord({ format }), (e) => e instanceof RecordError && e.code === 'unwritable-position' && /more r/.test(e.message), format);
  }
  assert.is(three.fen(), 'rrrakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
});

// walker8088/cchess's UnitTest.xqf labels each field with its own name (棋谱讲评 the annotator's,
// 文件作者 the author's); DhtmlXQ's field list names remark 评注人员 and author 棋谱作者. Written as
// DhtmlXQ, Annotator and Author both went to [DhtmlXQ_author] (one lost), and TimeControl, ECCO
// and Game came back renamed DhtmlXQ_timecontrol, DhtmlXQ_ecco, DhtmlXQ_game.
test('tags keep their names and values through DhtmlXQ: XQF\'s annotator and author, PGN\'s ECCO, Game, TimeControl', () => {
  const [r] = readRecords(readFileSync(file('cchess/UnitTest.xqf')));
  assert.equal([r.tags.Annotator, r.tags.Author, r.tags.TimeControl], ['棋谱讲评', '文件作者', '用时规则']);
  const dhtmlxq = Game.fromRecord(r).toRecord({ format: 'dhtmlxq' });
  for (const field of ['[DhtmlXQ_remark]棋谱讲评[', '[DhtmlXQ_author]文件作者[', '[DhtmlXQ_timerule]用时规则[']) assert.ok(dhtmlxq.includes(field), field);
  assert.equal(readRecords(dhtmlxq)[0].tags, r.tags);
  const tags = { Game: 'Chinese Chess', Event: '全国赛', ECCO: 'B10', Opening: '中炮对单提马', Annotator: '甲', Author: '乙', TimeControl: '15-5-15', Result: '1-0' };
  const [p] = readRecords(`${Object.entries(tags).map(([n, v]) => `[${n} "${v}"]`).join('\n')}\n\n1. 炮二平五 马８进７ 2. 马二进三 1-0\n`);
  assert.equal(readRecords(Game.fromRecord(p).toRecord({ format: 'dhtmlxq' }))[0].tags, tags);
});

// walker8088/cchess's pawn_move.xqf: three Red soldiers on one file and five Black ones on
// another, so WXF numbers them on their file ('27=6', the second soldier on file 7, sideways to
// 6). Written '27.6' (PlayOK's '.' for '='), the WXF file read back as move number 27, then '6'.
test('a WXF file with soldiers numbered on their file reads back as the XQF it was written from', () => {
  const [r] = readRecords(readFileSync(file('cchess/pawn_move.xqf')));
  assert.equal([r.error, r.moves.length], [undefined, 14]);
  const wxf = Game.fromRecord(r).toRecord({ format: 'wxf' });
  const [back] = readRecords(wxf);
  assert.is(back.error, undefined, wxf);
  assert.equal(back.moves.map((m) => m.uci), r.moves.map((m) => m.uci));
});

test.after(() => rmSync(TMP, { recursive: true, force: true }));

test.run();
