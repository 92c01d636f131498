// readRecords on master games from an archive (wxf.ca's, as the wukong-xiangqi project publishes
// it: tests/records/README.md). The truth checked is outside this library: the same games
// written three ways by that project's tools, and Fairy-Stockfish (ffish) on every move and on
// where each game's rules end. About 8% of these games go on past a repetition, a perpetual
// check or chase that no referee called; such a record is read whole, and `end` says where
// the rules ended it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { init, Game } from '../../bindings/index.js';
import { readRecords } from '../../bindings/records/index.js';
import { loadFfish } from '../oracle/ffish.mjs';

// One scratch folder for the file's CLI runs, removed at the end.
const TMP = mkdtempSync(join(tmpdir(), 'br-records-archive-'));

await init();
const ff = await loadFfish();

const path = (name) => fileURLToPath(new URL(`../records/${name}`, import.meta.url));
const fixture = (name) => readFileSync(path(name), 'utf8');
const CLI = fileURLToPath(new URL('../../bindings/cli.js', import.meta.url));

/** The move words of each game of a PGN text, counted without this library: what is left of the
 *  movetext once move numbers are taken out. */
function wordsPerGame(text) {
  return text.split(/^\[Event /m).slice(1).map((game) => {
    const movetext = game.split('\n').slice(1).filter((l) => !l.startsWith('[')).join(' ');
    return movetext.split(/\s+/).filter((w) => w && !/^\d+\.$/.test(w)).length;
  });
}

/** Fairy-Stockfish's board after the moves, or the ply of the first move it refuses. */
function ffishAfter(ucis) {
  const b = new ff.Board('xiangqi');
  for (let i = 0; i < ucis.length; i++) {
    if (!b.push(ucis[i])) { b.delete(); return { refused: i + 1 }; }
  }
  return { board: b };
}

const board = (fen) => fen.split(' ').slice(0, 2).join(' ');
const CHINESE = fixture('wxfca-15-chinese.pgn');
const WXF = fixture('wxfca-15-wxf.pgn');
const ICCS = fixture('wxfca-15-iccs.pgn');
const WXF_UNSPACED = fixture('wxfca-15-wxf-unspaced.pgn');
const HU = fixture('wxfca-hu-ronghua-16.pgn');

test('15 master games written in Chinese, full-width WXF and ICCS by another tool read as the same moves', () => {
  const counts = wordsPerGame(CHINESE);
  assert.equal(wordsPerGame(WXF), counts);
  assert.equal(wordsPerGame(ICCS), counts);
  const read = [CHINESE, WXF, ICCS].map((t) => readRecords(t));
  assert.equal(read.map((rs) => rs[0].notation), ['chinese', 'wxf', 'iccs']);
  const disagree = [];
  for (let i = 0; i < counts.length; i++) {
    const [chinese, wxf, iccs] = read.map((rs) => rs[i]);
    for (const r of [chinese, wxf, iccs]) {
      assert.is(r.error, undefined, `game ${i + 1}: ${JSON.stringify(r.error)}`);
      assert.is(r.moves.length, counts[i], `game ${i + 1}: every move of the record is read`);
    }
    const ucis = iccs.moves.map((m) => m.uci);
    for (let k = 0; k < ucis.length; k++) {
      assert.is(wxf.moves[k].uci, chinese.moves[k].uci, `game ${i + 1} ply ${k + 1}: Chinese and WXF`);
      if (chinese.moves[k].uci !== ucis[k]) disagree.push([i + 1, k + 1, chinese.moves[k].text, wxf.moves[k].text, chinese.moves[k].uci, ucis[k]]);
    }
    const { board: b, refused } = ffishAfter(ucis);
    assert.is(refused, undefined, `game ${i + 1}: Fairy-Stockfish refuses move ${refused}`);
    const g = Game.fromRecord(iccs);
    assert.is(board(g.fen()), board(b.fen()), `game ${i + 1}: the final position`);
    b.delete();
    g.free();
  }
  // One move where that tool's Chinese and WXF ("rear soldier advances one") and its ICCS (the
  // front soldier of the file) disagree; both are legal, and so are the 5 plies after either.
  // The rear soldier is the one nearer its own side (e4 of e4 and e6 for Red): as read; the
  // DhtmlXQ page the three were made from moves e4e5 too (next test).
  assert.equal(disagree, [[2, 71, '后兵进一', '－Ｐ＋１', 'e4e5', 'e6e7']]);
  // one of them goes on past a threefold repetition (Canadian National Champion 1998)
  assert.equal(read[2].filter((r) => r.end).map((r) => [r.tags.Event, r.end.reason]), [['Canadian National Champion 1998', 'repetition']]);
});

test('the WXF file as first published, each move pair written without a space, reads as the spaced file', () => {
  // "Ｃ２＝５Ｈ８＋７": the moves end where the core's WXF reader says a move text ends
  const glued = /\d+\. (\S+)/.exec(WXF_UNSPACED)[1];
  assert.is(glued, 'Ｃ２＝５Ｈ８＋７');
  const spaced = readRecords(WXF);
  const read = readRecords(WXF_UNSPACED);
  assert.is(read.length, 15);
  for (let i = 0; i < read.length; i++) {
    assert.is(read[i].error, undefined, `game ${i + 1}: ${JSON.stringify(read[i].error)}`);
    assert.equal(read[i].moves.map((m) => m.text), spaced[i].moves.map((m) => m.text), `game ${i + 1}`);
    assert.equal(read[i].moves.map((m) => m.uci), spaced[i].moves.map((m) => m.uci), `game ${i + 1}`);
  }
});

test('DhtmlXQ: the 15 wxf.ca pages those PGN files were made from read as the Chinese and WXF moves', () => {
  const dir = path('wxfca-dhtmlxq');
  const files = readdirSync(dir).filter((f) => f.endsWith('.html'));
  assert.is(files.length, 15);
  const chinese = readRecords(CHINESE);
  const iccs = readRecords(ICCS);
  const key = (r) => `${r.tags.Red}|${r.tags.Black}`;
  const seen = new Set();
  for (const f of files) {
    const html = readFileSync(`${dir}/${f}`, 'utf8');
    const records = readRecords(html);
    assert.is(records.length, 1, f);
    const [r] = records;
    assert.equal([r.format, r.notation, r.profile, r.error], ['dhtmlxq', 'iccs', 'xiangqi/standard', undefined], f);
    // four digits a move in the page, each kept as the record's text
    const digits = /\[DhtmlXQ_movelist\](\d*)/.exec(html)[1];
    assert.equal(r.moves.map((m) => m.text).join(''), digits, f);
    const i = chinese.findIndex((c) => key(c) === key(r));
    assert.ok(i >= 0, `${f}: ${key(r)} is one of the 15`);
    seen.add(i);
    assert.equal(r.moves.map((m) => m.uci), chinese[i].moves.map((m) => m.uci), `${f}: as the Chinese record`);
    assert.is(r.tags.Event, /\[DhtmlXQ_event\]([^[]*)/.exec(html)[1]);
    assert.is(r.result, { W: '1-0', L: '0-1', D: '1/2-1/2' }[/\[DhtmlXQ_result\]([^[]*)/.exec(html)[1]]);
    if (i === 1) assert.is.not(r.moves[70].uci, iccs[i].moves[70].uci, 'the page moves the rear soldier, as the Chinese record says');
    // written back as DhtmlXQ: the same digits, tags and result
    const g = Game.fromRecord(r);
    const [back] = readRecords(g.toRecord({ format: 'dhtmlxq' }));
    g.free();
    assert.equal([back.moves.map((m) => m.text).join(''), back.tags, back.result], [digits, r.tags, r.result], f);
  }
  assert.is(seen.size, 15);
});

test('DhtmlXQ: [DhtmlXQ_binit] starts, lines branching from lines ([DhtmlXQ_move_B_S_N]) and comments', () => {
  // the standard binit (as dpxq.com's pages and other readers give it) is the start position
  const standard = '8979695949392919097717866646260600102030405060708012720323436383';
  const start = new Game('xiangqi/standard').fen();
  const [r] = readRecords(`[DhtmlXQ_binit]${standard}[/DhtmlXQ_binit][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]`);
  assert.equal([r.fen, r.moves[0].uci], [start, 'h3e3']);
  // Red's chariot a2 and king e1, Black's king d10 and a soldier e5; 99: not on the board.
  // The first move is Black's, so Black is to move.
  const binit = `08999999499999999999999999999999${'9999999930999999999999'}45${'99'.repeat(4)}`;
  assert.is(binit.length, 64);
  const [e] = readRecords(`[DhtmlXQ]\n[DhtmlXQ_binit]${binit}[/DhtmlXQ_binit]\n[DhtmlXQ_movelist]45460800[/DhtmlXQ_movelist]\n[/DhtmlXQ]`);
  assert.is(e.error, undefined, JSON.stringify(e.error));
  assert.is(e.fen, '3k5/9/9/9/9/4p4/9/9/R8/4K4 b - - 0 1');
  assert.equal(e.moves.map((m) => m.uci), ['e5e4', 'a2a10']);
  // line 1 branches from the main line at ply 2, line 2 from line 1 at ply 3; comments after a
  // ply of the main line (comment2) or of a line (comment1_3); comment0 is the game's
  const tree = `[DhtmlXQ_title]t[/DhtmlXQ_title]
[DhtmlXQ_binit]${standard}[/DhtmlXQ_binit]
[DhtmlXQ_movelist]796770621927[/DhtmlXQ_movelist]
[DhtmlXQ_move_0_2_1]03041927[/DhtmlXQ_move_0_2_1]
[DhtmlXQ_move_1_3_2]0605[/DhtmlXQ_move_1_3_2]
[DhtmlXQ_comment0]game[/DhtmlXQ_comment0]
[DhtmlXQ_comment2]main 2[/DhtmlXQ_comment2]
[DhtmlXQ_comment1_3]line 1, ply 3[/DhtmlXQ_comment1_3]
[DhtmlXQ_comment2_3]line 2, ply 3[/DhtmlXQ_comment2_3]`;
  const [t] = readRecords(tree);
  assert.is(t.error, undefined);
  assert.is(t.comment, 'game');
  const shape = (nodes) => nodes.map((n) => [n.uci, n.comment ?? '', (n.variations ?? []).map(shape)]);
  assert.equal(shape(t.moves), [
    ['h1g3', '', []],
    ['h10g8', 'main 2', [[['a7a6', '', []], ['b1c3', 'line 1, ply 3', [[['a4a5', 'line 2, ply 3', []]]]]]]],
    ['b1c3', '', []],
  ]);
  // written as PGN and as DhtmlXQ, and read back: the same tree (DhtmlXQ: the same digits too)
  const g = Game.fromRecord(t);
  const [back] = readRecords(g.toRecord({ notation: 'chinese' }));
  assert.equal(shape(back.moves), shape(t.moves));
  const written = g.toRecord({ format: 'dhtmlxq' });
  for (const part of ['[DhtmlXQ_movelist]796770621927[', '[DhtmlXQ_move_0_2_1]03041927[', '[DhtmlXQ_move_1_3_2]0605[']) assert.ok(written.includes(part), part);
  const [dx] = readRecords(written);
  assert.equal([dx.format, dx.comment, shape(dx.moves)], ['dhtmlxq', 'game', shape(t.moves)]);
  g.free();
  // the endgame start written back: its binit, Black to move from its first move
  const eg = Game.fromRecord(e);
  const [eBack] = readRecords(eg.toRecord({ format: 'dhtmlxq' }));
  assert.equal([eBack.fen, eBack.moves.map((m) => m.uci)], [e.fen, ['e5e4', 'a2a10']]);
  eg.free();
  assert.throws(() => new Game('janggi/standard').toRecord({ format: 'dhtmlxq' }), (err) => err.code === 'unknown-format');
  // a broken move list or start is a record error, never a throw
  const [bad] = readRecords('[DhtmlXQ_movelist]77471[/DhtmlXQ_movelist]');
  assert.is(bad.error.code, 'record-syntax');
  const [badStart] = readRecords('[DhtmlXQ_binit]123[/DhtmlXQ_binit][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]');
  assert.is(badStart.error.code, 'record-syntax');
});

test('Big5 (traditional Chinese archives of Taiwan and Hong Kong) is detected without options', () => {
  const truth = readRecords(ICCS);
  // the 15 games in traditional script (馬 車 進 後), as bytes iconv encodes in Big5
  const text = truth.map((r) => { const g = Game.fromRecord(r); const t = g.toRecord({ notation: 'chinese', script: 'traditional' }); g.free(); return t; }).join('\n');
  assert.match(text, /馬８進７/);
  const bytes = new Uint8Array(execFileSync('iconv', ['-f', 'UTF-8', '-t', 'BIG5'], { input: text }));
  const read = readRecords(bytes);
  assert.is(read.length, truth.length);
  for (const [i, r] of read.entries()) {
    assert.is(r.error, undefined, `game ${i + 1}: ${JSON.stringify(r.error)}`);
    assert.is(r.notation, 'chinese');
    assert.equal(r.moves.map((m) => m.uci), truth[i].moves.map((m) => m.uci), `game ${i + 1}`);
    assert.is(r.tags.Event, truth[i].tags.Event);
  }
  // the same text in GB18030 is still read as GB18030
  const gb = readRecords(new Uint8Array(execFileSync('iconv', ['-f', 'UTF-8', '-t', 'GB18030'], { input: text })));
  assert.equal(gb.map((r) => r.moves.length), truth.map((r) => r.moves.length));
  // the full-width WXF file (Ｃ２＝５, no Chinese character at all) in Big5 and in GBK: each
  // standard has full-width forms at its own codes, so only the right reading gives them (in
  // Big5 it had read as GB18030: "⒀⒈∽⒋", 0 plies)
  for (const to of ['BIG5', 'GBK']) {
    const wxf = readRecords(new Uint8Array(execFileSync('iconv', ['-f', 'UTF-8', '-t', to], { input: WXF })));
    assert.equal(wxf.map((r) => [r.error, r.moves.length]), truth.map((r) => [undefined, r.moves.length]), to);
  }
});

/** Where Fairy-Stockfish, claiming every draw it may, first ends a game of xiangqi from the
 *  start: { firstOver: plies (null: never), result }. */
function fairyStockfishEnd(ucis, what) {
  const b = new ff.Board('xiangqi');
  let firstOver = null, result = null;
  for (let ply = 0; ply <= ucis.length && firstOver === null; ply++) {
    if (b.isGameOver(true)) { firstOver = ply; result = b.result(true); }
    else if (ply < ucis.length) assert.ok(b.push(ucis[ply]), `${what}: Fairy-Stockfish refuses ${ucis[ply]}`);
  }
  b.delete();
  return { firstOver, result };
}

test('master games that go on past an end nobody called are read whole; end is where Fairy-Stockfish ends them', () => {
  const records = readRecords(HU, { profile: 'xiangqi/standard' });
  const counts = wordsPerGame(HU);
  assert.is(records.length, 16);
  const reasons = new Set();
  for (const [i, r] of records.entries()) {
    assert.is(r.error, undefined, `game ${i + 1}: ${JSON.stringify(r.error)}`);
    assert.is(r.moves.length, counts[i], `game ${i + 1}: every move is read`);
    const ucis = r.moves.map((m) => m.uci);
    const { firstOver, result } = fairyStockfishEnd(ucis, `game ${i + 1}`);
    if (r.end) {
      reasons.add(r.end.reason);
      assert.is(r.end.ply, firstOver, `game ${i + 1}: the rules end it where Fairy-Stockfish does`);
      assert.is(r.end.result, result, `game ${i + 1}: ${r.end.reason}, as Fairy-Stockfish scores it`);
      assert.ok(r.end.ply < ucis.length);
    } else {
      assert.ok(firstOver === null || firstOver === ucis.length, `game ${i + 1}: not over before its last move`);
    }
  }
  assert.equal([...reasons].sort(), ['move-limit', 'perpetual-chase', 'perpetual-check', 'repetition']);
});

test('playPastEnd: refused at the end by default; past it the legal moves are Fairy-Stockfish\'s; snapshot, fromRecord, undo/redo keep it', () => {
  const r = readRecords(HU).find((x) => x.end?.reason === 'perpetual-check');
  const ucis = r.moves.map((m) => m.uci);
  const at = r.end.ply;
  const g = new Game(r.profile, r.fen);
  for (const u of ucis.slice(0, at)) g.play(u);
  assert.equal(g.outcome(), { over: true, result: r.end.result, winner: r.end.winner, reason: 'perpetual-check' });
  assert.is(g.playPastEnd, false);
  assert.equal(g.moves(), []);
  const fen = g.fen();
  assert.throws(() => g.play(ucis[at]), (e) => e.code === 'game-over');
  assert.is(g.explain(ucis[at]).code, 'game-over');
  assert.is(g.fen(), fen, 'a refused move leaves the game as it was');

  g.playPastEnd = true;
  const b = new ff.Board('xiangqi');
  for (const u of ucis.slice(0, at)) b.push(u);
  assert.equal(g.moves().map((m) => m.uci).sort(), b.legalMoves().split(' ').sort());
  assert.is(g.explain(ucis[at]), null);
  assert.is(g.outcome().reason, 'perpetual-check', 'the rules\' verdict on this position still stands');
  g.play(ucis[at]);
  assert.throws(() => { g.playPastEnd = 'yes'; }, (e) => e.code === 'bad-argument');

  // snapshot (JSON) and fromRecord keep it; undo and redo cross the end
  const back = Game.restore(JSON.parse(JSON.stringify(g.snapshot())));
  assert.is(back.playPastEnd, true);
  assert.is(back.fen(), g.fen());
  const whole = Game.fromRecord(r);
  assert.is(whole.playPastEnd, true);
  for (let i = ucis.length; i > at - 2; i--) whole.undo();
  for (let i = at - 2; i < ucis.length; i++) assert.is(whole.redo().uci, ucis[i]);
  for (const u of ucis.slice(at + 1)) g.play(u);
  assert.is(whole.fen(), g.fen());
  // written out and read back (PGN in Chinese, GIB-less xiangqi): the same moves and end
  const [again] = readRecords(whole.toRecord({ notation: 'chinese' }));
  assert.equal(again.moves.map((m) => m.uci), ucis);
  assert.equal(again.end, r.end);
  b.delete();
  for (const x of [g, back, whole]) x.free();
});

test('playPastEnd: checkmate and a declared result still end play', () => {
  const g = new Game('xiangqi/standard', '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1');
  g.playPastEnd = true;
  g.play('i1i10');
  assert.equal(g.outcome().reason, 'checkmate');
  assert.equal(g.moves(), []);
  assert.is(g.explain('d10e10').code, 'game-over');
  assert.throws(() => g.play('d10e10'), (e) => e.code === 'game-over');
  const [r] = readRecords('[FEN "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1"]\n1. i1i10 d10e10');
  assert.equal([r.moves.length, r.error?.code, r.end], [1, 'game-over', undefined]);
  const h = new Game('xiangqi/standard');
  h.playPastEnd = true;
  h.resign('black');
  assert.throws(() => h.play('h3e3'), (e) => e.code === 'game-over');
  g.free();
  h.free();
});

test('a tag value with unescaped quotes ([Event ""Huangshan Cup" ..."]) stays a tag; both games read', () => {
  const [before, quoted] = readRecords(fixture('wxfca-liu-dahua-quoted-tag.pgn'));
  assert.is(before.error, undefined);
  assert.is(before.tags.Black, 'YU YouHua');
  assert.is(quoted.error, undefined);
  assert.is(quoted.tags.Event, '"Huangshan Cup" National GM,CM Tournament 2002');
  assert.is(quoted.tags.Red, 'XU YinChuan');
  assert.ok(quoted.moves.length > 0);
});

test('CLI validate reports the same ends as readRecords, in text and JSON', () => {
  const run = (...args) => spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', path('wxfca-hu-ronghua-16.pgn'), ...args, '--jobs', '1'], { encoding: 'utf8' });
  const records = readRecords(HU);
  const json = run('--json');
  assert.is(json.status, 0, json.stderr);
  const rows = json.stdout.trim().split('\n').map((l) => JSON.parse(l)).filter((x) => !x.summary);
  assert.equal(rows.map((x) => x.end ?? null), records.map((x) => x.end ?? null));
  assert.equal(rows.map((x) => x.plies), records.map((x) => x.moves.length));
  const text = run().stdout.split('\n').filter((l) => l.includes('played on past the rules\' end'));
  assert.equal(text.length, records.filter((x) => x.end).length);
  const first = records.find((x) => x.end);
  assert.ok(text[0].endsWith(`played on past the rules' end after ply ${first.end.ply} (${first.end.result} ${first.end.reason})`), text[0]);
});

test('CLI: Big5 and GBK comments whose second byte is "{" or "}" (認, 現, 獅) do not merge games; each row has its own line', () => {
  // 認 is BB 7B and 現 B2 7B in Big5, 獅 AA 7B in GBK: the byte of "{" as a character's second byte
  const games = readRecords(ICCS).slice(0, 3).map((r, i) => {
    const g = Game.fromRecord(r);
    const t = g.toRecord({ notation: 'chinese', script: 'traditional' });
    g.free();
    const result = /(1-0|0-1|1\/2-1\/2|\*)\s*$/;
    assert.match(t, result);
    return t.replace(result, `{${['紅方認輸', '現在 認', '獅'][i]}} $1\n`);
  });
  const text = games.join('\n');
  const tagLines = text.split('\n').flatMap((l, i) => (l.startsWith('[Event ') ? [i + 1] : []));
  for (const [encoding, name] of [['BIG5', 'big5.pgn'], ['GB18030', 'gbk.pgn']]) {
    const file = join(TMP, name);
    writeFileSync(file, execFileSync('iconv', ['-f', 'UTF-8', '-t', encoding], { input: text }));
    const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file, '--json', '--jobs', '1'], { encoding: 'utf8' });
    assert.is(r.status, 0, r.stderr);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l)).filter((x) => !x.summary);
    assert.equal(rows.map((x) => [x.line, x.status]), tagLines.map((l) => [l, 'valid']), encoding);
  }
});

test('CLI: a file of DhtmlXQ blocks (the 15 pages written out one after another) gives one row per block, at its line', () => {
  const dir = path('wxfca-dhtmlxq');
  const pages = readdirSync(dir).filter((f) => f.endsWith('.html')).sort()
    .map((f) => readRecords(readFileSync(`${dir}/${f}`, 'utf8'))[0]);
  const text = pages.map((r) => { const g = Game.fromRecord(r); const t = g.toRecord({ format: 'dhtmlxq' }); g.free(); return t; }).join('\n');
  const openers = text.split('\n').flatMap((l, i) => (l === '[DhtmlXQ]' ? [i + 1] : []));
  assert.is(openers.length, 15);
  const file = join(TMP, 'games.txt');
  writeFileSync(file, text);
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file, '--json', '--jobs', '1'], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l)).filter((x) => !x.summary);
  assert.equal(rows.map((x) => [x.line, x.status, x.plies]), pages.map((p, i) => [openers[i], 'valid', p.moves.length]));
});

// Files joined with cat: a PGN game, then DhtmlXQ blocks. The CLI read the three (a game ends
// where a [DhtmlXQ] line follows); readRecords had read the blocks alone and dropped the PGN game.
test('a PGN game beside DhtmlXQ blocks is read too, in file order, as the CLI reads the same file', () => {
  const pgn = '[Event "a"]\n[Format "ICCS"]\n\n1. h2e2 h9g7 *\n';
  const blocks = ['7747', '1022'].map((moves) => `[DhtmlXQ]\n[DhtmlXQ_movelist]${moves}[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n`);
  const text = `${pgn}\n${blocks[0]}\n${blocks[1]}\n[Event "b"]\n\n1. h3e3 *\n`;
  const records = readRecords(text);
  assert.equal(records.map((r) => [r.format, r.tags.Event, r.moves.map((m) => m.uci).join(' '), r.error?.code]),
    [['pgn', 'a', 'h3e3 h10g8', undefined], ['dhtmlxq', undefined, 'h3e3', undefined], ['dhtmlxq', undefined, 'b10c8', undefined], ['pgn', 'b', 'h3e3', undefined]]);
  const file = join(TMP, 'joined.txt');
  writeFileSync(file, text);
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file, '--json', '--jobs', '1'], { encoding: 'utf8' });
  const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l)).filter((x) => !x.summary);
  assert.equal(rows.map((x) => [x.status, x.plies]), records.map((rec) => ['valid', rec.moves.length]));
  // an HTML page around its blocks: its blocks alone, as before, though its markup holds a PGN
  // (vschess's demo page had given '<!DOCTYPE' and 'div' as moves of records)
  const page = `<!DOCTYPE html><html><body><div class="viewer">${pgn}</div>\n${blocks[0]}<div>${pgn}</div></body></html>`;
  assert.equal(readRecords(page).map((r) => [r.format, r.error?.code]), [['dhtmlxq', undefined]]);
});

test.after(() => rmSync(TMP, { recursive: true, force: true }));

// Six master games of the same archive that repeat a position a third time with a chase in the
// stretch (tests/records/README.md), where the readings of what chases had told apart:
// Fairy-Stockfish's verdict is the engine's (RULES §3.6): the side that made the last move is
// judged from the move that made the first occurrence, and a move that pins the protector of a
// piece its side already attacked (or makes that capture one with a discovered check) chases it,
// unless the move gives check. Before both: 4 of the 6 verdicts differed.
test('§3.6 master games ending in a repetition with chases: the same end and verdict as Fairy-Stockfish', () => {
  const records = readRecords(fixture('wxfca-chase-6.pgn'), { profile: 'xiangqi/standard' });
  assert.is(records.length, 6);
  const verdicts = [];
  for (const [i, r] of records.entries()) {
    assert.is(r.error, undefined, `game ${i + 1}: ${JSON.stringify(r.error)}`);
    const { firstOver, result } = fairyStockfishEnd(r.moves.map((m) => m.uci), `game ${i + 1}`);
    assert.ok(r.end, `game ${i + 1}: past an end`);
    assert.is(r.end.ply, firstOver, `game ${i + 1}: the rules end it where Fairy-Stockfish does`);
    assert.is(r.end.result, result, `game ${i + 1}: ${r.end.reason} at ply ${r.end.ply}, as Fairy-Stockfish scores it`);
    verdicts.push(`${r.end.result} ${r.end.reason}`);
  }
  // both kinds of verdict are there: a chase that loses, and chases that draw
  assert.ok(verdicts.includes('1-0 perpetual-chase'), verdicts.join(', '));
  assert.ok(verdicts.includes('1/2-1/2 repetition'), verdicts.join(', '));
});

test.run();
