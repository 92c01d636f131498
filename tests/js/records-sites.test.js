// records-sites.test.js — records as two sites export them (tests/records/README.md): WXF files
// from PlayOK (read, and written back byte for byte) and xiangqi-setup, and dpxq.com's text
// export against the same game's DhtmlXQ from dpxq.com; through readRecords and the CLI.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { init, Game, defineProfile } from '../../bindings/index.js';
import { readRecords, recordFromGame, gameFromRecord, streamRecords } from '../../bindings/records/index.js';
import { parseGames } from '../../bindings/records/pgn.js';
import { loadFfish } from '../oracle/ffish.mjs';
import { findFsf } from '../bench/fsf.mjs';

// One scratch folder for the file's CLI runs, removed at the end.
const TMP = mkdtempSync(join(tmpdir(), 'br-records-sites-'));

await init();
const ff = await loadFfish();
const file = (name) => fileURLToPath(new URL(`../records/${name}`, import.meta.url));
const text = (name) => readFileSync(file(name), 'utf8');
const CLI = fileURLToPath(new URL('../../bindings/cli.js', import.meta.url));

/** streamRecords' records of a text's UTF-8 bytes handed over `size` bytes at a time. */
async function streamedInPieces(text, size) {
  const bytes = new TextEncoder().encode(text);
  const records = [];
  for await (const r of streamRecords((async function* () { for (let k = 0; k < bytes.length; k += size) yield bytes.subarray(k, k + size); })())) records.push(r);
  return records;
}

function only(input) {
  const records = readRecords(input);
  assert.is(records.length, 1);
  assert.is(records[0].error, undefined, JSON.stringify(records[0].error));
  return records[0];
}

test('PlayOK WXF: tags, moves (tandem "H++7" included) and the mate its RESULT line says', () => {
  const record = only(text('playok-demo.wxf'));
  assert.is(record.format, 'wxf');
  assert.is(record.notation, 'wxf');
  assert.equal(record.tags, {
    Red: 'jugador rojo', RedElo: '1200', Black: 'jugador negro', BlackElo: '1240', Result: '0-1',
    Date: '2020.02.02', Time: '02:02:02', Event: 'PlayOK Game', TimeControl: '10m+0s',
  });
  assert.is(record.moves.length, 54); // 27 numbered pairs
  assert.is(record.moves[18].text, 'H++7');
  const game = gameFromRecord(record);
  assert.equal(game.outcome(), { over: true, result: '0-1', winner: 'black', reason: 'checkmate' });
  assert.is(record.result, '0-1');
});

test('PlayOK WXF: the first moves as another reader of the same file wrote them in Chinese', () => {
  // The project that quotes this file asserts 55 moves, 炮八平五 炮2平5 马八进七 马2进3 (README).
  const record = only(text('playok-2026-09-03.wxf'));
  assert.is(record.moves.length, 55);
  const game = new Game('xiangqi/standard');
  const chinese = record.moves.slice(0, 4).map(({ uci }) => {
    const t = game.notation(uci, 'chinese');
    game.play(uci);
    return t;
  });
  assert.equal(chinese, ['炮八平五', '炮２平５', '马八进七', '马２进３']);
  assert.is(record.result, '1-0');
  assert.is(gameFromRecord(record).outcome().over, false); // Black resigned: no rule ended it
});

test('history() writes a game as its site wrote it: PlayOK\'s WXF with dots, the CCPD\'s traditional characters', () => {
  // PlayOK's file (c8.7: Black in small letters, "." along the rank), every move
  const playok = gameFromRecord(only(text('playok-2026-09-03.wxf')));
  assert.equal(playok.history({ notation: 'wxf', dots: true }).map((m) => m.notation), only(text('playok-2026-09-03.wxf')).moves.map((m) => m.text));
  assert.is(playok.history({ notation: 'wxf' })[1].notation, 'C2=5'); // the texts kept are those of the style asked
  assert.is(playok.history({ notation: 'wxf', dots: true, since: 1 })[0].notation, 'c2.5');
  // the CCPD's Big5 file (Taiwan's archive: 馬 車 進, and 炮 for both sides' cannons), every move
  // but the one where it names a tandem chariot by its file, which we name by place (README)
  const ccpd = only(new Uint8Array(readFileSync(file('ccpd-1997-00003611.pgn'))));
  const game = gameFromRecord(ccpd);
  const ours = game.history({ notation: 'chinese', script: 'traditional' }).map((m) => m.notation);
  const differ = ours.flatMap((t, i) => (t === ccpd.moves[i].text ? [] : [[i, t, ccpd.moves[i].text]]));
  assert.equal(differ, [[240, '後車平六', '車八平六']]);
  assert.is(ours.length, 282);
  assert.ok(ours.filter((t) => t.startsWith('炮')).length > 20);
  assert.is(game.history({ notation: 'chinese' })[0].notation, '相三进五'); // and simplified once asked again
  assert.throws(() => game.history({ notation: false, script: 'simple' }), (e) => e.code === 'bad-argument' && /script/.test(e.message));
});

test('WXF files written back are PlayOK\'s files, byte for byte', () => {
  for (const name of ['playok-demo.wxf', 'playok-2026-09-03.wxf']) {
    const original = text(name);
    const written = recordFromGame(gameFromRecord(only(original)), { format: 'wxf' });
    assert.is(written, original, name);
    assert.is(gameFromRecord(only(original)).toRecord({ format: 'wxf' }), original);
  }
});

test('a WXF file with a FEN line (H/E letters, Black to move) and no moves', () => {
  const record = only(text('xiangqi-setup-demo.wxf'));
  assert.is(record.fen, '4kabr1/4a2c1/2n1b1n2/3Rp1C1p/2C6/5rP2/1pP1P3P/8B/9/1cBAKA1R1 b - - 0 1');
  assert.equal(record.tags, { Date: '2014.07.16', FEN: '4kaer1/4a2c1/2h1e1h2/3Rp1C1p/2C6/5rP2/1pP1P3P/8E/9/1cEAKA1R1 b' });
  assert.is(record.moves.length, 0);
  // written from a game of that start with Black's moves: the FEN line and "1..." come back
  const game = new Game('xiangqi/standard', record.fen);
  for (const m of game.moves().slice(0, 1)) game.play(m.uci);
  game.play(game.moves()[0].uci);
  game.play(game.moves()[0].uci);
  // a value is written on one line, and a name without ';' (it ends a name there)
  const written = recordFromGame(game, { format: 'wxf', tags: { Red: 'A; x\ny', Black: 'B' } });
  assert.match(written, /^FEN {5}4kaer1\/4a2c1\/2h1e1h2\/.* b$/m);
  assert.match(written, /^START\{\n 1\.\.\. \S+ {2} 2\. \S+ \S+ \}END$/m);
  const back = only(written);
  assert.is(back.fen, record.fen);
  assert.equal(back.moves.map((m) => m.uci), game.history().map((m) => m.uci));
  assert.equal([back.tags.Red, back.tags.Black, back.result], ['A, x y', 'B', '*']);
});

test('鲨鱼象棋\'s PGN export: its last line after the game ("感谢使用鲨鱼象棋软件") is the app\'s, not a game', async () => {
  // as github.com/yywolf1983/ChineseChess keeps the app's exports (2征西.pgn): the game, '*', then
  // the app's thanks. A game of tests/records so exported, twice (cat), in UTF-8 and GBK: two
  // games, no third record of the thanks, in readRecords, streamRecords and the CLI
  const game = only(text('ideaself-guo-dan-1998-format-cn.pgn'));
  const exported = `${text('ideaself-guo-dan-1998-format-cn.pgn').trim()}\n感谢使用鲨鱼象棋软件\n`;
  const twice = exported + exported;
  const secondLine = exported.split('\n').length;
  for (const [encoding, bytes] of [['UTF-8', Buffer.from(twice)], ['GBK', spawnSync('iconv', ['-f', 'UTF-8', '-t', 'GBK'], { input: twice }).stdout]]) {
    const expected = [[game.moves.length, game.result, undefined], [game.moves.length, game.result, undefined]];
    assert.equal(readRecords(bytes).map((r) => [r.moves.length, r.result, r.error]), expected, encoding);
    const streamed = [];
    for await (const r of streamRecords((function* () { for (let k = 0; k < bytes.length; k += 7) yield bytes.subarray(k, k + 7); })())) streamed.push(r);
    assert.equal(streamed.map((r) => [r.moves.length, r.result, r.error]), expected, encoding);
    writeFileSync(join(TMP, 'shark.pgn'), bytes);
    const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, 'shark.pgn'), '--json'], { encoding: 'utf8' });
    const rows = cli.stdout.trim().split('\n').map((line) => JSON.parse(line)).filter((row) => row.line);
    assert.equal(rows.map((row) => [row.line, row.status, row.plies]), [[1, 'valid', game.moves.length], [secondLine, 'valid', game.moves.length]], encoding);
  }
});

test('WXF files as XieXie writes them: a mark of Black\'s move before the next number ("r5+1   !23.") is that move\'s', () => {
  // XieXie's files (as github.com/benckx/elephantchess keeps them in its tests) put the mark
  // that follows Black's move in the next move's column, glued to its number: "!!12.". PlayOK's
  // game, its marks so placed after three of Black's moves, reads to PlayOK's moves, the marks
  // their NAGs ($1 !, $3 !!, $2 ?); a mark after a move stays that move's
  const plain = text('playok-demo.wxf');
  const marked = plain.replace(' 6. C2+4', ' !6. C2+4').replace('10. H++7', '!!10. H++7').replace('23. K5.6', '?23. K5.6').replace('P3+1 c8.7', 'P3+1! c8.7');
  const [before, after] = [only(plain), only(marked)];
  assert.equal(after.moves.map((m) => m.uci), before.moves.map((m) => m.uci));
  assert.equal(after.moves.map((m, i) => [i, m.nags]).filter(([, nags]) => nags), [[0, [1]], [9, [1]], [17, [3]], [43, [2]]]);
});

test('WXF as xqmoon.com writes Vietnamese books\' lines: comments between /* and */, DIAG{ } marks passed over', () => {
  // 'Cờ Tướng khai cuộc cẩm nang', chương IV, Trực Xe với các phương án khác, Biến 1, as
  // https://xqmoon.com/2006/09/20/co-tuong-khai-cuoc-cam-nang-chuong-iv-the-tran-phao-dau-nghich-phao-truc-xe-voi-cac-phuong-an-khac/
  // gives it (Vietnamese letters: X chariot, M horse, P cannon, B pawn; '.' forward, '/' back):
  // 16 numbered moves, Red's last alone, every one legal for Fairy-Stockfish; the comments were
  // read as moves ('/*Đen') and DIAG as a move
  const file = `FORMAT WXF
GAME Trực Xe Với Các Phương Án Khác – Biến 1
RED Trắng
BLACK Đen
START{
1. P2-5 P2-5 2. M2.3 M2.3
3. M8.7 M8.9 4. X9-8 X9.1
/*Đen hoành Xe để chiếm lộ 4 hoặc 6 khống chế đường Mã của Trắng, còn nếu 4…X1-2 5. P8.4 S4.5 6. B3.1 X9-8 7.X1-2 B9.1 8. B7.1, Trắng ưu thế.*/
5. X1-2 P8-7 6. B7.1 X1-2
7. P8.4
DIAG{ #7 BLUE }
7. … S6.5 8. P8.2 S5/6
9. P8/2 S6.5 10. P5-6 X9-6
11. T3.5 B7.1 12. S6.5 P7.1
13. X2.7 S5.6 14. X2/2 X2.1
/*Ván Dương Quang Lân – Trần Tùng Thuận đi: 14…B9.1 15.X2-1 S6/5 16. B7.1 X6.3 17. B7.1 P7-3 18. M7.6 X6-3 19. B3.1 M3/1 20. X1-3 Trắng ưu, sau khi đổi quân Trắng thắng cờ tàn.*/
15. X2-3 X2-4 16. B7.1 }END
`;
  const r = only(file);
  assert.equal([r.format, r.tags.Red, r.moves.length, r.result], ['wxf', 'Trắng', 31, '*']);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 31);
  assert.match(r.moves[7].comment, /^Đen hoành Xe .* Trắng ưu thế\.$/);
  assert.match(r.moves[27].comment, /^Ván Dương Quang Lân/);
  // a '}' inside the comment does not end it early
  assert.is(only(file.replace('Trắng ưu thế.*/', 'Trắng ưu thế }.*/')).moves.length, 31);
});

test('xqmoon.com\'s [game] … [/game] around each WXF file: markup, in readRecords and streamed', async () => {
  // https://xqmoon.com/2006/01/22/khai-cuc-co-ban-chon-loc-2/: a post's opening lines, each a
  // WXF file in its [game] shortcode, the next one glued to the last '}END[/game]'; the
  // shortcodes had been read as games of their own ('game', '/game' as moves)
  const post = `[game]
FORMAT WXF
GAME Khai cục pháo đầu
RED Trắng
BLACK Đen
START{
1. P2-5 M8.7 2. M2.3 X9-8 3. X1-2 M2.3
DIAG{ #4 RED }
}END[/game]
[game]
FORMAT WXF
GAME Pháo đầu đối liệt Pháo
RED Trắng
BLACK Đen
START{
1. P2-5 M8.7 2. M2.3 X9-8 3. X1-2 P8.4 4. B3.1 P2-5
DIAG{ #5 RED }
}END[/game]
`;
  const want = [['wxf', 6, undefined], ['wxf', 8, undefined]];
  assert.equal(readRecords(post).map((r) => [r.format, r.moves.length, r.error]), want);
  assert.equal((await streamedInPieces(post, 7)).map((r) => [r.format, r.moves.length, r.error]), want);
  // a bracketed word that is no shortcode is read as before
  assert.is(readRecords('[games]\n1. C2.5 h8+7\n')[0].error?.ply, 1);
});

test('WXF files: several in one text, and a file cut short', () => {
  const two = `${text('playok-demo.wxf')}\n${text('playok-2026-09-03.wxf')}`;
  assert.equal(readRecords(two).map((r) => [r.moves.length, r.result, r.error]), [[54, '0-1', undefined], [55, '1-0', undefined]]);
  const cut = readRecords(text('playok-demo.wxf').replace(' }END', ''));
  assert.is(cut[0].moves.length, 54);
  assert.is(cut[0].error.code, 'record-syntax');
  assert.match(cut[0].error.message, /START\{ without \}END/);
  // other records before, between and after them are read too, each as what it is
  const pgn = text('xu-nie-1999.pgn');
  const mixed = readRecords(`${pgn}\n${text('playok-demo.wxf')}${text('dpxq-142610.txt')}\n${pgn}${text('playok-2026-09-03.wxf')}`);
  assert.equal(mixed.map((r) => [r.format, r.moves.length, r.error]), [['pgn', 75, undefined], ['wxf', 54, undefined],
    ['dpxq-text', 107, undefined], ['pgn', 75, undefined], ['wxf', 55, undefined]]);
  // moves after a result inside START{ }END are not dropped unsaid
  const [after] = readRecords('FORMAT  WXF\nSTART{\n 1. C2.5 c8.5 1-0 2. H2+3 }END\n');
  assert.equal([after.moves.length, after.result, after.error?.code], [2, '1-0', 'record-syntax']);
  assert.match(after.error.message, /after the game's result/);
});

test('game.notation(move, "wxf", { dots: true }) is read back as the same move, every legal move', () => {
  const game = new Game('xiangqi/standard');
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let ply = 0; ply < 120 && !game.isOver(); ply++) {
    for (const m of game.moves()) {
      const dotted = game.notation(m.uci, 'wxf', { dots: true });
      const plain = game.notation(m.uci, 'wxf');
      assert.ok(!dotted.includes('='), dotted);
      assert.is(dotted.toUpperCase().replace('.', '='), plain.toUpperCase()); // the same move, written otherwise
      assert.is(/^[a-z]/.test(dotted), game.turn === 'black' && /^[A-Z]/.test(plain));
      const copy = game.clone();
      assert.is(copy.play(dotted, { notation: 'wxf' }).uci, m.uci);
      copy.free();
    }
    const list = game.moves();
    game.play(list[Math.floor(random() * list.length)].uci);
  }
  assert.throws(() => new Game('xiangqi/standard').notation('h3e3', 'wxf', { dots: 'yes' }), (e) => e.code === 'bad-argument');
});

test('toRecord({ format: "wxf" }) of a janggi game: a typed refusal, the game unchanged', () => {
  const game = new Game('janggi/standard');
  game.play(game.moves()[3].uci);
  const fen = game.fen();
  assert.throws(() => recordFromGame(game, { format: 'wxf' }), (e) => e.code === 'unknown-format' && /xiangqi/.test(e.message));
  assert.is(game.fen(), fen);
});

// 联众 (ourgame.com)'s text export, GB18030 (zfdang/chinese-chess-fish-android's
// 棋谱/sample_12x_ourgame-chess.txt, MIT): its spaced title had been read as a move "中". Its
// fields become tags, two to a line where it writes two; its moves are its move pairs' text.
test('联众 text export: the fields as tags, the move pairs as moves, every move legal', () => {
  const bytes = readFileSync(file('zfdang/sample_12x_ourgame-chess.txt'));
  const [r] = readRecords(bytes);
  assert.equal([r.format, r.notation, r.error], ['ourgame-text', 'chinese', undefined]);
  assert.equal(r.tags, {
    Title: '红方[689] - 黑方[811]', Date: '2016.12.27', Red: '木易四郎(05355621689)', RedTime: '2分 24秒',
    Black: '温柔一刀(jyq0811)', BlackTime: '4分  1秒',
  });
  // the moves are the export's own columns, in order
  const text = new TextDecoder('gb18030').decode(bytes);
  const columns = [...text.matchAll(/^\s*\d+\.\s+(\S+)(?:\s+(\S+))?\s*$/gm)].flatMap((m) => m.slice(1).filter(Boolean));
  assert.equal(r.moves.map((m) => m.text), columns);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 44);
  // a result and a referee, as the fields would hold them
  const [decided] = readRecords(text.replace('比赛结果：    裁判员：', '比赛结果：红方胜    裁判员：张三'));
  assert.equal([decided.tags.Result, decided.tags['裁判员']], ['1-0', '张三']);
  // a PGN file after it (cat): its tag pair ends the export, and its game is read as itself
  // (it had been read as the export's 45th move, a syntax error)
  const pgn = '[Event "next"]\n\n1. h2e2 h9g7 *\n';
  const joined = readRecords(`${text}${pgn}`);
  assert.equal(joined.map((g) => [g.format, g.moves.length, g.error?.code]), [['ourgame-text', 44, undefined], ['pgn', 2, undefined]]);
});

// Red's and Black's move of a pair apart by a comma and no space: xiangqi.com's import guide gives
// its text and PGN forms so ("1. 炮二平五，马8进7 2. 马二进三，车9平8 …", https://www.zh.xiangqi.com/
// articles/import-game-notation/), as fenglielie/chessnote's recorder takes a line
// (ChessRecorder().exec("炮二平五，马8进7"), demo/demo.ipynb at ffea2a8). Each had been one garbled
// move ("炮二平五，马8进7"); read as the same moves written with spaces, and legal for Fairy-Stockfish.
test('moves of a pair apart by a comma (full-width, as Chinese texts write it, or ASCII): the moves written apart', async () => {
  const texts = [
    '[Game "Chinese Chess"]\n1. 炮二平五，马8进7 2. 马二进三，车9平8 3. 车一平二，马2进3 4. 兵七进一，卒7进1 *\n',
    '1. 炮二平五，马8进7\n2. 马二进三，车9平8\n3. 车一平二，马2进3\n4. 兵七进一，卒7进1\n',
    '炮二平五，马8进7\n马二进三，车9平8\n车一平二，卒7进1\n车二进六，马2进3\n兵七进一，\n',
    '1. P2-5,M8.7\n2. M2.3,X9-8\n3. X1-2,M2.3\n',
  ];
  for (const written of texts) {
    const apart = only(written.replace(/[，,]/g, ' '));
    const r = only(written);
    assert.equal([r.notation, r.moves.map((m) => m.uci)], [apart.notation, apart.moves.map((m) => m.uci)], written);
    assert.is(r.moves.length, (written.match(/[，,]/g) ?? []).length * 2 - (written.includes('一，\n') ? 1 : 0), written);
    assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), r.moves.length, written);
    assert.equal((await streamedInPieces(written, 5)).map((g) => g.moves.map((m) => m.uci)), [r.moves.map((m) => m.uci)], written);
  }
  // two commas, or one before the first move, leave a move that is no move: named, never passed over
  assert.is(readRecords('1. 炮二平五，，马8进7\n')[0].error?.code, 'malformed-move');
});

// Apps keep a game's moves as one list joined by commas: play.xiangqi.com's API hands a game's
// `uci_moves` so (UCI, ranks 1-10), and bilalzaib/xiangqi-puzzle-maker takes such a list on its
// command line, its README's example a whole game (xiangqi-com-uci-moves.txt, quoted there). The
// list had been one garbled move; it reads to Fairy-Stockfish's own position after the same moves,
// which has no legal move left (the list ends in mate).
test('a game\'s moves as one list joined by commas (play.xiangqi.com\'s uci_moves): Fairy-Stockfish\'s end', () => {
  const list = text('xiangqi-com-uci-moves.txt').trim();
  const r = only(list);
  assert.equal([r.profile, r.notation, r.moves.length], ['xiangqi/standard', 'uci', list.split(',').length]);
  assert.equal(r.moves.map((m) => m.uci), list.split(','));
  const told = execFileSync(findFsf({ install: false }), [], {
    input: `uci\nsetoption name UCI_Variant value xiangqi\nposition startpos moves ${list.replaceAll(',', ' ')}\nd\ngo perft 1\nquit\n`, encoding: 'utf8',
  });
  const g = gameFromRecord(r);
  assert.equal([g.fen(), g.outcome().reason], [/^Fen: (.+)$/m.exec(told)[1], 'checkmate']);
  assert.match(told, /^Nodes searched: 0$/m);
  g.free();
  // the same list numbered, with full-width commas or Chinese's list comma (、), or in ICCS
  const moves = list.split(',');
  const iccs = r.moves.map((m) => m.uci.replace(/\d+/g, (n) => n - 1));
  for (const written of [moves.map((m, i) => (i % 2 ? m : `${i / 2 + 1}.${m}`)).join(','), moves.join('，'), moves.join('、'), iccs.join(',')]) {
    assert.equal(only(written).moves.map((m) => m.uci), moves, written);
  }
  // an empty place in the list is a move that is no move, named at its ply
  const gap = readRecords(`${moves.slice(0, 3).join(',')},,${moves.slice(3).join(',')}`)[0];
  assert.equal([gap.error?.code, gap.error?.ply, gap.moves.length], ['malformed-move', 4, 3]);
});

// Chinese opening books print a line with its pairs glued ('1.炮二平五炮8平5') and, where a comment
// follows Red's move, a row of ellipses after it and Black's reply on a line of its own after the
// comment ('4.车二进六…………' ⏎ '4.…………车9平4'; '5…………马2进1' too). The row glued to Red's move had
// read as a garbled move; the line reads as the same moves written plainly.
test('an opening book\'s layout: pairs glued, a row of ellipses after Red\'s move and before Black\'s', () => {
  const book = '1.炮二平五炮8平5 2.马二进三马8进7 3.车一平二车9进1 4.车二进六…………\n4.…………车9平4 5.车二平三…………\n5…………马2进1 6.马八进七车4进5\n';
  const plain = '1. 炮二平五 炮8平5 2. 马二进三 马8进7 3. 车一平二 车9进1 4. 车二进六 车9平4 5. 车二平三 马2进1 6. 马八进七 车4进5\n';
  const [r] = readRecords(book);
  const [p] = readRecords(plain);
  assert.equal([r.error, r.notation, r.moves.map((m) => m.uci)], [undefined, 'chinese', p.moves.map((m) => m.uci)]);
  assert.is(r.moves.length, 12);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 12);
});

// Chinese text typed in full-width characters numbers its moves so too ('１．炮二平五　马８进７', or
// '1．' with ASCII digits); each number had read as part of a garbled move. Read as the same moves
// numbered '1.'; a list that starts again at '1．' on its own line is the next game, in readRecords
// as in the CLI's splitter (UTF-8 and GBK), as one at '1.' is.
test('move numbers with a full-width period or full-width digits: the moves, and where a list starts again', () => {
  const ascii = '1. 炮二平五 马8进7\n2. 马二进三 车9平8\n3. 车一平二 马2进3\n';
  const plain = only(ascii);
  for (const written of [ascii.replace(/\. /g, '．'), '１．炮二平五　马８进７　２．马二进三　车９平８　３．车一平二　马２进３\n']) {
    const r = only(written);
    assert.equal([r.notation, r.moves.map((m) => m.uci)], ['chinese', plain.moves.map((m) => m.uci)], written);
  }
  const two = `${ascii.replace(/\. /g, '．')}1．炮二平五 马2进3\n`;
  assert.equal(readRecords(two).map((g) => g.moves.length), [6, 2]);
  writeFileSync(join(TMP, 'two.txt'), two);
  writeFileSync(join(TMP, 'two-gbk.txt'), spawnSync('iconv', ['-f', 'UTF-8', '-t', 'GBK'], { input: two }).stdout);
  for (const name of ['two.txt', 'two-gbk.txt']) {
    const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, name)], { encoding: 'utf8' });
    assert.is(cli.status, 0, cli.stdout + cli.stderr);
    assert.match(cli.stdout, /:1: valid, 6 plies[^]*:4: valid, 2 plies[^]*2 records: 2 valid/, name);
  }
});

// A layout of a move a line, Black's under its number again, padded to a column and with no
// "...": "1.炮二平六⏎ {…}⏎ 1.\t\t\t馬8进7⏎ 2.馬二进三⏎ 2.         車9平8", as a 2013 league game
// (李少庚 vs 陈富杰, 1-0) stands in vschess's demo (github.com/FastLight126/vschess at d62eae4,
// demo.html; its file not copied here: the same layout, with that game's first 14 plies). The
// second "1." had started another game, whose Red played Black's 馬8进7 (digits are read for
// either side), and the rest went wrong from there. The truth: the same moves one pair a line, and
// Fairy-Stockfish (ffish) taking each; whole, streamed and through the CLI (UTF-8 and GBK) alike.
test('Black\'s first move on a line of its own under "1." again: the same game, not the next', async () => {
  const pairs = [['炮二平六', '馬8进7'], ['馬二进三', '車9平8'], ['兵三进一', '砲8平9'], ['馬八进七', '砲2平5'],
    ['車九平八', '馬2进3'], ['炮六进五', '馬7退5'], ['炮六平一', '象7进9']];
  const head = '[Game "Chinese Chess"]\n[Result "1-0"]\n';
  const plain = only(`${head}${pairs.map(([red, black], i) => `${i + 1}. ${red} ${black}`).join('\n')}\n`);
  const laid = `${head}{开局}\n${pairs.map(([red, black], i) => ` ${i + 1}.${red}\n {${red}}\n ${i + 1}.${i % 2 ? '         ' : '\t\t\t'}${black}\n`).join('')}`;
  const r = only(laid);
  assert.equal(r.moves.map((m) => m.uci), plain.moves.map((m) => m.uci));
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 14);
  assert.equal((await streamedInPieces(laid, 7)).map((s) => s.moves.length), [14]);
  // a list from "1." again after a line of Red's and Black's moves is the next game, as before,
  // and so is one not padded to a column after Red's move alone (Red's first moves, a line each)
  assert.equal(readRecords('1. 炮二平五 马8进7\n1. 炮二平五 马2进3\n').map((g) => g.moves.length), [2, 2]);
  const firsts = '1. 炮二平五\n1. 相三进五\n1. 兵七进一\n';
  assert.equal(readRecords(firsts).map((g) => g.moves.map((m) => m.uci)), firsts.trim().split('\n').map((line) => only(line).moves.map((m) => m.uci)));
  writeFileSync(join(TMP, 'firsts.pgn'), firsts);
  assert.match(spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, 'firsts.pgn')], { encoding: 'utf8' }).stdout, /:1: valid, 1 ply[^]*:2: valid, 1 ply[^]*:3: valid, 1 ply/);
  writeFileSync(join(TMP, 'laid.pgn'), laid);
  writeFileSync(join(TMP, 'laid-gbk.pgn'), spawnSync('iconv', ['-f', 'UTF-8', '-t', 'GBK'], { input: laid }).stdout);
  for (const name of ['laid.pgn', 'laid-gbk.pgn']) {
    const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, name)], { encoding: 'utf8' });
    assert.is(cli.status, 0, cli.stdout + cli.stderr);
    assert.match(cli.stdout, /:1: valid, 14 plies[^]*1 record: 1 valid/, name);
  }
});

test('SchemingMind\'s game pages: "White win", "Black win" and "Draw" end each game, its "Clock started on" line is the site\'s; pasted one after another too', async () => {
  // makruk games as the pages show them (tests/records/README.md): the moves, with the site's
  // "Clock started on …" line among them, then the result in words; 737440's is "White win" and
  // its clock line after move 1 (its .pgn has tags added and 1-0 written for it). The truth:
  // the pages' results, and Fairy-Stockfish's legality of every move and mate of the last
  const pages = [
    text('schemingmind-737440.pgn').replace(/^\[.*\n/gm, '').trim().replace(/ 1-0$/, '\nWhite win\n').replace(' 2. c4', '\nClock started on 09/19/2023\n2. c4'),
    text('schemingmind-335959.txt'), text('schemingmind-149228.txt'),
  ];
  const expected = [[225, '1-0', 'checkmate'], [162, '0-1', 'checkmate'], [31, '1/2-1/2', null]];
  const records = pages.map(only);
  for (const [i, r] of records.entries()) {
    const end = gameFromRecord(r, { profile: 'makruk/standard' }).outcome();
    assert.equal([r.moves.length, r.result, end.over ? end.reason : null], expected[i], `page ${i + 1}`);
    assert.is(legalForFairyStockfish('makruk', r.fen, r.moves), r.moves.length);
  }
  // pasted one after another (no tags between them): three games, in the CLI and streamRecords too
  const pasted = pages.join('\n');
  assert.equal(readRecords(pasted).map((r) => [r.moves.length, r.result]), expected.map(([plies, result]) => [plies, result]));
  assert.equal((await streamedInPieces(pasted, 7)).map((r) => [r.moves.length, r.result]), expected.map(([plies, result]) => [plies, result]));
  writeFileSync(join(TMP, 'schemingmind.txt'), pasted);
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'makruk/standard', join(TMP, 'schemingmind.txt')], { encoding: 'utf8' });
  const firstLines = [1, pages[0].split('\n').length + 1, pages[0].split('\n').length + pages[1].split('\n').length + 1];
  assert.match(cli.stdout, new RegExp(`:${firstLines[0]}: valid, 225 plies, 1-0 checkmate[^]*:${firstLines[1]}: valid, 162 plies, 0-1 checkmate[^]*:${firstLines[2]}: valid, 31 plies, \\* \\(not over\\), declared 1/2-1/2`), cli.stdout);
});

test('SchemingMind\'s game page copied whole: its title and its time control in quotes ("\'Standard\' (30 days + 1 day/move, max 45 days)") head the game\'s comment, not its first move', () => {
  // game 727040 (tests/records/README.md) from its title to "Draw": 92 moves, the last a draw
  // offer ('Qe2='); the truth is the page's move count and result, and Fairy-Stockfish's legality
  const record = only(text('schemingmind-727040.txt'));
  assert.equal([record.moves.length, record.result, record.notation], [184, '1/2-1/2', 'san']);
  assert.match(record.comment, /^Krung Thep 'Standard' \(30 days/);
  assert.is(legalForFairyStockfish('makruk', record.fen, record.moves), 184);
  // the same heading on 335959's page ('Fast' games): read as without it
  const fast = `The Thai Prince\n\n'Fast' (10 days + 1 day/move, max 30 days)\n${text('schemingmind-335959.txt')}`;
  assert.equal(only(fast).moves.map((m) => m.uci), only(text('schemingmind-335959.txt')).moves.map((m) => m.uci));
  writeFileSync(join(TMP, 'schemingmind-727040.txt'), text('schemingmind-727040.txt'));
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'makruk/standard', join(TMP, 'schemingmind-727040.txt')], { encoding: 'utf8' });
  assert.match(cli.stdout, /:1: valid, 184 plies, \* \(not over\), declared 1\/2-1\/2/, cli.stdout + cli.stderr);
});

test('A Thai blog\'s endgame lines: moves numbered in Thai digits with a parenthesis ("๑)"), the long form with a comma after the piece\'s letter ("ค, ฉ๓-ฉ๔", "ข,ญ๑-ช๑"), "++" for mate', () => {
  // bloggang.com's upanigkit blog, "หมากรุกไทย - หมากไล่ โคน 1 เบี้ยหงาย 1 (หลังโคน เบี้ยหงาย
  // ตรงมุม)" (2011-11-02, gblog=5): its chase (mate at move 4, "++") and its first way into it
  // ("แบบที่ ๑", the fleeing khun one point off: its first 7 moves, the last two glued as the
  // post has them). The pieces stand in the post's diagrams; their points here are those the
  // moves start from, with the chasing khun on ฉ๒ as the second line moves it. The truth: each
  // move legal for Fairy-Stockfish, its own move named by its points, and the mate
  const chase = '๑) ค, ฉ๓-ฉ๔ ข, ญ๒-ญ๑ ๒) ง, ช๔-ฉ๓ ข, ญ๑-ญ๒ ๓) ค, ฉ๔-ช๓+ ข, ญ๒-ญ๓ ๔) ง, ฉ๓-ช๒++';
  const way = '๑) ค, ฉ๓-ช๒+ ข, ญ๑-ญ๒ ๒) ค, ช๒-ฉ๑ ข, ญ๒-ญ๑ ๓) ข, ฉ๒-จ๓ ข, ญ๑-ช๑ ๔) ข, จ๓-จ๒ ข, ช๑-ญ๒ ๕) ข, จ๒-ฉ๓ ข, ญ๒-ช๑ ๖) ค, ฉ๑-จ๒ ข, ช๑-ญ๑ ๗) ข, ฉ๓-ช๓ ข,ญ๑-ช๑';
  const files = 'กขคงจฉชญ';
  const uciOf = (move) => [...move.replace(/^.*?,\s*/, '').replace(/\+/g, '').replace('-', '')]
    .map((ch) => (files.includes(ch) ? 'abcdefgh'[files.indexOf(ch)] : String(ch.charCodeAt(0) - 0x0e50))).join('');
  const lines = [[chase, '8/8/8/8/6M~1/5S2/5K1k/8 w - - 0 1', 7, 'checkmate'], [way, '8/8/8/8/6M~1/5S2/5K2/7k w - - 0 1', 14, null]];
  for (const [line, fen, plies, end] of lines) {
    const record = only(`[Variant "makruk"]\n[FEN "${fen}"]\n\n${line}\n`);
    const written = line.split(/[๐-๙]+\) /).filter(Boolean).flatMap((pair) => pair.trim().split(/ (?=[ขคง],)/));
    assert.is(record.notation, 'thai');
    assert.equal(record.moves.map((m) => m.uci), written.map(uciOf));
    assert.is(legalForFairyStockfish('makruk', record.fen, record.moves), plies);
    const outcome = gameFromRecord(record, { profile: 'makruk/standard' }).outcome();
    assert.is(outcome.over ? outcome.reason : null, end);
  }
});

test('Thai prose between the moves: a line of one word ("รูปจน", a game\'s title "ศรีสัชนาลัยทัวร์นาเมนต์"), and the words before a line\'s first move number ("จากนั้นเดินดังนี้ ๑) …"), are comments', async () => {
  // the Thai blog post of the test above from its title (tests/records/README.md), its start
  // given as tags: its 7 plies to the mate, the prose the game's comment
  const tags = '[Variant "makruk"]\n[FEN "8/8/8/8/6M~1/5S2/5K1k/8 w - - 0 1"]\n\n';
  const post = tags + text('bloggang-upanigkit-2011-11-02.txt');
  const record = only(post);
  assert.equal(record.moves.map((m) => m.uci), ['f3f4', 'h2h1', 'g4f3', 'h1h2', 'f4g3', 'h2h3', 'f3g2']);
  assert.match(record.comment, /^หมากรุกไทย - หมากไล่ .* รูปจน กลการไล่ .* จากนั้นเดินดังนี้$/);
  const outcome = gameFromRecord(record, { profile: 'makruk/standard' }).outcome();
  assert.is(outcome.reason, 'checkmate');
  assert.equal((await streamedInPieces(post, 7)).map((r) => r.moves.length), [7]);
  // SchemingMind 737440's page copied whole: its title is Thai (the truth: the page's 225 plies
  // and mate, as the test of SchemingMind's pages reads its moves)
  const moves = text('schemingmind-737440.pgn').replace(/^\[.*\n/gm, '').trim().replace(/ 1-0$/, '\nWhite win\n');
  const page = `ศรีสัชนาลัยทัวร์นาเมนต์\n\n'Standard' (30 days + 1 day/move, max 45 days)\nThis game is being played under Makruk (Thai Chess) rules. Click the 'info' tab for more information.\n${moves}`;
  const game = only(page);
  assert.equal([game.moves.length, game.result], [225, '1-0']);
  assert.match(game.comment, /^ศรีสัชนาลัยทัวร์นาเมนต์ 'Standard'/);
  writeFileSync(join(TMP, 'schemingmind-737440-page.txt'), page);
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'makruk/standard', join(TMP, 'schemingmind-737440-page.txt')], { encoding: 'utf8' });
  assert.match(cli.stdout, /:1: valid, 225 plies, 1-0 checkmate/, cli.stdout + cli.stderr);
});

/** Each [fen, move, uci] of makruk read alone from its position: the move it was written for. */
function readAsMakrukMoves(cases) {
  for (const [fen, move, uci] of cases) {
    assert.equal(only(`[Variant "makruk"]\n[FEN "${fen}"]\n\n${move} *\n`).moves.map((m) => m.uci), [uci], move);
  }
}

/** SchemingMind 737440 (tests/records) written out in Thai as `pgn` holds it: read in every
 *  `input` as the SAN record's moves, streamed, and through the CLI to its mate. */
async function readAsSchemingMind737440(san, pgn, inputs, name) {
  for (const input of inputs) {
    const record = only(input);
    assert.is(record.notation, 'thai');
    assert.equal(record.moves.map((m) => m.uci), san.moves.map((m) => m.uci));
  }
  assert.equal((await streamedInPieces(pgn, 7)).map((r) => r.moves.length), [san.moves.length]);
  writeFileSync(join(TMP, name), pgn);
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'makruk/standard', join(TMP, name)], { encoding: 'utf8' });
  assert.match(cli.stdout, /:1: valid, 225 plies, 1-0 checkmate/, cli.stdout + cli.stderr);
}

test('Fairy-Stockfish\'s Thai long form, its piece letter spaced off ("บ จ๓-จ๔", "ค จ๕-ง๔"): its own cases, and a whole game as it writes one', async () => {
  // its cases (Fairy-Stockfish's test.py at 3e48e17, NOTATION_THAI_LAN): each the move it was
  // written for; Thai SAN's "คจ-ง๔" names the khon by its file, the long form by its point
  const cases = [
    ['rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1', 'บ จ๓-จ๔', 'e3e4'],
    ['r1smksnr/3n4/pppp1ppp/4p3/4PP2/PPPP2PP/8/RNSKMSNR w - - 0 1', 'บ ฉ๔xจ๕', 'f4e5'],
    ['rnsm1s1r/4n1k1/1ppppppp/p7/2PPP3/PP3PPP/4N2R/RNSKMS2 b - - 1 5', 'ค ฉ๘-ฉ๗', 'f8f7'],
    ['4k3/8/8/4S3/8/2S5/8/4K3 w - - 0 1', 'ค จ๕-ง๔', 'e5d4'],
    ['4k3/8/8/4S3/8/2S5/8/4K3 w - - 0 1', 'ค ค๓-ง๔', 'c3d4'],
    ['4k3/8/8/3S4/8/3S4/8/4K3 w - - 0 1', 'ค ง๓-ง๔', 'd3d4'],
  ];
  readAsMakrukMoves(cases);
  // a whole game (SchemingMind 737440, tests/records) as Fairy-Stockfish writes it in that form,
  // numbered: every move the SAN record's, and its mate, in readRecords, streamRecords and the CLI
  const san = only(text('schemingmind-737440.pgn'));
  const board = new ff.Board('makruk');
  const thai = board.variationSan(san.moves.map((m) => m.uci).join(' '), ff.Notation.THAI_LAN);
  board.delete();
  assert.match(thai, /^1\. บ ง๓-ง๔ บ ค๖-ค๕ /); // 1. d4 c5
  const pgn = `[Variant "makruk"]\n[Result "1-0"]\n\n${thai} 1-0\n`;
  await readAsSchemingMind737440(san, pgn, [pgn, pgn.replace(/^\[.*\n/gm, '')], 'thai-long.pgn');
});

test('chessvariants.com\'s makruk match pages: coordinates spaced out ("N b 1 - c 3", "d 5 x c 4"), numbered "1)", marks after a space', () => {
  // Makruk match 2: Gralla - Mendel, Hamburg 2003 (chessvariants.com/oriental.dir/makrukmatch2.html),
  // its first eleven moves as the page lays them out (its notes between moves left out); they had
  // been refused at the first move (malformed-move "c"). The truth: the same moves with their
  // coordinates joined ("c3-c4", Fairy-Stockfish's LAN), each legal for Fairy-Stockfish
  const page = [
    ' 1)   c 3 - c 4      c 6 - c 5', ' 2) N b 1 - c 3    N b 8 - c 6', ' 3) B c 1 - c 2    N g 8 - e 7',
    ' 4) N g 1 - e 2      d 6 - d 5', ' 5)   d 3 - d 4      d 5 x c 4', ' 6)   b 3 x c 4    B f 8 - f 7 ',
    ' 7) R a 1 - b 1    B c 8 - c 7', ' 8) B f 1 - f 2      f 6 - f 5', ' 9) R h 1 - g 1    B f 7 - f 6',
    '10)   g 3 - g 4      e 6 - e 5 ?! ', '11)   d 4 - d 5 !? N c 6 - a 5 !',
  ].join('\n');
  const record = only(page);
  const [joined] = readRecords(page.replace(/([a-h]) ([1-8]) ([-x]) ([a-h]) ([1-8])/g, '$1$2$3$4$5'), { profile: 'makruk/standard' });
  assert.is(record.profile, 'makruk/standard');
  assert.is(record.moves.length, 22);
  assert.equal(record.moves.map((m) => m.uci), joined.moves.map((m) => m.uci));
  assert.is(legalForFairyStockfish('makruk', record.fen, record.moves), 22);
  assert.equal(record.moves.filter((m) => m.nags).map((m) => [m.text, m.nags]), [['e 6 - e 5', [6]], ['d 4 - d 5', [5]], ['N c 6 - a 5', [1]]]);
});

test('The Thai federation\'s notation (its rules of 2569), the letter dotted and the sign spaced ("ม.ข1 - ง2", "ร.ก4 × บ.ง4"): its examples, and a whole game', async () => {
  // the rules' examples as github.com/natstpt/makrukthai teaches them (rules-lessons.js at
  // b25aac1, tests/makruk-notation.test.cjs at 984669a): each the move it was written for
  const cases = [
    ['rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1', 'ม.ข1 - ง2', 'b1d2'],
    ['7k/8/8/8/R6p/8/8/K7 w - - 0 1', 'ร.ก4 × บ.ญ4+', 'a4h4'],
    ['7k/8/8/8/R6p/8/8/K7 w - - 0 1', 'ร.ก4 x ญ4+', 'a4h4'],
    ['7k/5K2/8/8/8/8/8/R7 w - - 0 1', 'ร.ก1 - ญ1#', 'a1h1'],
    ['7k/5K2/8/8/8/8/8/R7 w - - 0 1', 'ร.ก๑ - ญ๑++', 'a1h1'],
  ];
  readAsMakrukMoves(cases);
  // a whole game (SchemingMind 737440, tests/records) in that form, from Fairy-Stockfish's Thai
  // long form ("บ ง๓-ง๔"), each capture naming the piece taken: every move the SAN record's
  const san = only(text('schemingmind-737440.pgn'));
  const board = new ff.Board('makruk');
  const letters = { k: 'ข', r: 'ร', n: 'ม', s: 'ค', m: 'ม็', p: 'บ' };
  const moves = san.moves.map(({ uci }, i) => {
    const [, letter, from, sign, to] = board.sanMove(uci, ff.Notation.THAI_LAN).match(/^(\S+) (\S+?[๑-๘])([-x])(.*)$/u);
    const rank = board.fen().split(/[/ ]/)[8 - Number(uci[3])].replace(/\d/g, (d) => '.'.repeat(d));
    const taken = rank.match(/[a-z]~?|\./gi)[uci.charCodeAt(2) - 97];
    board.push(uci);
    const move = `${letter}.${from}${sign === 'x' ? ` × ${taken.endsWith('~') ? 'ง' : letters[taken.toLowerCase()]}.` : ' - '}${to}`;
    return (i % 2 ? '' : `${i / 2 + 1}. `) + move.replace(/[๐-๙]/g, (d) => d.charCodeAt(0) - 0x0e50);
  });
  board.delete();
  assert.match(moves.slice(0, 8).join(' '), /^1\. บ\.ง3 - ง4 บ\.ค6 - ค5 2\. บ\.ค3 - ค4 ม\.ช8 - จ7 .* 4\. บ\.ง4 × บ\.ค5 บ\.ง6 × บ\.ค5$/);
  const pgn = `[Variant "makruk"]\n[Result "1-0"]\n\n${moves.join(' ')} 1-0\n`;
  await readAsSchemingMind737440(san, pgn, [pgn, pgn.replace(/^\[.*\n/gm, ''), pgn.replace(/ ([-×]) /g, '$1')], 'thai-federation.pgn');
});

test('"Red wins." as wxf.ca\'s annotated pages end a game: xiangqi\'s Red, the first player; janggi\'s Red is Han', async () => {
  // two games of the wxf.ca archive (tests/records), their results written in words after the
  // last move, as wxf.ca/xq/annotate's pages write them, one after another without tags: each
  // ends there, in readRecords, streamRecords and the CLI
  const [first, second] = readRecords(text('wxfca-15-wxf.pgn')).slice(0, 2);
  const movetext = (name, i) => text(name).split(/\n(?=\[Event )/)[i].replace(/^\[.*\n/gm, '').trim();
  const pages = `${movetext('wxfca-15-wxf.pgn', 0)} Red wins.\n${movetext('wxfca-15-wxf.pgn', 1)} Black wins.\n`;
  const expected = [[first.moves.length, '1-0'], [second.moves.length, '0-1']];
  assert.equal(readRecords(pages).map((r) => [r.moves.length, r.result]), expected);
  assert.equal((await streamedInPieces(pages, 7)).map((r) => [r.moves.length, r.result]), expected);
  writeFileSync(join(TMP, 'red-wins.txt'), pages);
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, 'red-wins.txt'), '--json'], { encoding: 'utf8' });
  const rows = cli.stdout.trim().split('\n').map((line) => JSON.parse(line)).filter((row) => row.line);
  assert.equal(rows.map((row) => [row.line, row.plies, row.declared]), [[1, ...expected[0]], [2, ...expected[1]]]);
  // janggi: Cho moves first and plays blue, Han red (README)
  assert.equal(['Red wins', 'Black wins', 'White wins'].map((word) => only(`[Variant "janggi"]\n1. Hb1c3 ${word}\n`).result), ['0-1', '0-1', '1-0']);
});

test('a result word ending a sentence (红胜。, 和棋。) or in parentheses ((红胜)), as Chinese articles end a game: readRecords, the CLI and streamRecords end it there', async () => {
  // three games of tests/records, their result written as gamedaodao.com's opening articles
  // write it ('13.车三进二 红胜。') or in parentheses (a ztchess BBS post), one after another:
  // the first with its tags (a FEN: nine-piece odds), the others without, so that the words alone
  // end the games; in UTF-8 and in GBK
  for (const WORDS of [{ '1-0': '红胜。', '0-1': '黑胜。', '1/2-1/2': '和棋。' }, { '1-0': '(红胜)', '0-1': '(黑胜)', '1/2-1/2': '(和棋)' }]) {
  const names = ['xu-nie-1999.pgn', 'ideaself-guo-dan-1998-format-cn.pgn', 'liu-yang-1982-iccs.pgn'];
  const truth = names.map((name) => only(text(name)));
  const parts = names.map((name, i) => (i ? text(name).replace(/^\[.*\n/gm, '').trim() : text(name).trim())
    .replace(/\s*(1-0|0-1|1\/2-1\/2)$/, (_, result) => ` ${WORDS[result]}`));
  const article = `${parts.join('\n')}\n`;
  const expected = truth.map((r) => [r.moves.length, r.result, r.moves.at(-1).uci]);
  assert.equal(readRecords(article).map((r) => [r.moves.length, r.result, r.moves.at(-1).uci]), expected);
  assert.equal((await streamedInPieces(article, 7)).map((r) => [r.moves.length, r.result, r.moves.at(-1).uci]), expected);
  const firstLines = parts.map((_, i) => parts.slice(0, i).join('\n').split('\n').length + (i ? 1 : 0));
  writeFileSync(join(TMP, 'article.txt'), article);
  writeFileSync(join(TMP, 'article-gbk.txt'), spawnSync('iconv', ['-f', 'UTF-8', '-t', 'GBK'], { input: article }).stdout);
  for (const name of ['article.txt', 'article-gbk.txt']) {
    const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, name), '--json'], { encoding: 'utf8' });
    const rows = cli.stdout.trim().split('\n').map((line) => JSON.parse(line)).filter((row) => row.line);
    assert.equal(rows.map((row) => [row.line, row.status, row.plies, row.declared]), truth.map((r, i) => [firstLines[i], 'valid', r.moves.length, r.result]), name);
  }
  }
});

test('WXF as English readers were taught it: "N" and "B" letters, "11.B3+5" glued, the rear cannon "rC+1"', () => {
  // 李望祥 vs 王斌, 2004 China national league, round 1, as posted to rec.games.chinese-chess
  // (youhao, 2005-06-19; http://www.gamesreviews.net/archive568-2005-7-302469.html), agreed drawn
  // after 16.rC+1: every move legal for Fairy-Stockfish, the last the rear cannon's step (c3c4)
  const posted = `1. C2=4 C2=6 2. N2+3 N8+9 3. R1=2 R9=8 4. P7+1 N2+3
5. N8+7 R1=2 6. R9=8 R2+4 7. C8=9 R2+5 8. N7-8 P7+1
9. N8+7 C8=7 10. R2+9 N9-8 11.B3+5 C7+4 12.C4+4 B3+5
13.N7+6 N8+7 14. C4=7 C6+3 15.C9=7 C6=8 16.rC+1 (draw)
`;
  const r = only(posted);
  assert.equal([r.moves.length, r.moves.at(-1).uci, r.result], [31, 'c3c4', '1/2-1/2']); // '(draw)': the game's result
  assert.is(r.moves.at(-1).variations, undefined);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 31);
});

test('WXF as English magazines print it: each line of moves opening with its number without a dot ("1 C2=6 C2=5")', () => {
  // Malcolm Horne vs Boris Mirnik, from Variant Chess issue 1, as
  // https://mwmgameideas.blogspot.com/2020/01/here-is-list-of-xianqi-games-as.html gives it
  // (translated to WXF, annotations abridged): 11 moves, 22 plies, Black's win as printed, every
  // move legal for Fairy-Stockfish; the bare '1' had been refused as the first move
  const printed = `1 C2=6 (The Cross-Palace Cannon Opening, slightly unusual) C2=5

2 H2+3 H8+7!?
3 C6+5 (This wins a piece - the only drawback is that it allows my [Horne] opponent a dangerous attack!) C5+4
4 C6=2 C5-2 (This cannon on the central file makes it very awkward for me to develop normally.)
5 R1=2 R9+1
6 C2+1 R1+1
7 R2+7 R9=8
8 R2=3 R1=6
9 H8+7 R8+7
10 R3-1 H2+3
11 R3+3? R6+7! (Black will follow-up with ...R6=5 mate and there is no intelligent way of stopping it. At move 11 I should have played R3-1 to meet R6+7 with R3=5, although this still leaves me in some difficulty.)
0-1
`;
  const [r] = readRecords(printed);
  assert.equal([r.moves.length, r.result, r.moves[3].nags, r.moves[20].nags], [22, '0-1', [5], [2]]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves.map(({ uci, text }) => ({ uci, text }))), 22);
  // a number alone on its line is still one
  assert.equal(readRecords('1\nC2=6 C2=5\n2 H2+3\n')[0].moves.length, 3);
});

test('an English book\'s notes in parentheses ("(This wins a piece …)") are comments, not variations of words', () => {
  // the same game as Variant Chess printed it (above): its four notes had been read as variations
  // whose first move was 'The', 'This', 'Black'
  const printed = `1 C2=6 (The Cross-Palace Cannon Opening, slightly unusual) C2=5
2 H2+3 H8+7!?
3 C6+5 (This wins a piece - the only drawback is that it allows my [Horne] opponent a dangerous attack!) C5+4
4 C6=2 C5-2 (This cannon on the central file makes it very awkward for me to develop normally.)
5 R1=2 R9+1 6 C2+1 R1+1 7 R2+7 R9=8 8 R2=3 R1=6 9 H8+7 R8+7 10 R3-1 H2+3
11 R3+3? R6+7! (Black will follow-up with ...R6=5 mate and there is no intelligent way of stopping it.)
0-1
`.replace(/ (\d+) ([A-Z])/g, '\n$1 $2');
  const r = only(printed);
  assert.equal([r.moves.length, r.result], [22, '0-1']);
  assert.equal(r.moves.flatMap((m, i) => (m.comment ? [[i, m.comment.split(' ')[0]]] : [])), [[0, 'The'], [4, 'This'], [7, 'This'], [21, 'Black']]);
  assert.ok(r.moves.every((m) => !m.variations));
  assert.match(r.moves[4].comment, /my \[Horne\] opponent/);
  // a variation, a result, a footnote's mark and a move written out in words stay what they were
  const kept = readRecords('1. P2-5 (1. M2.3 M8.7) M8.7 (1... Pháo 8 bình 5 2. M2.3) 2. M2.3 (S) (Red wins)\n')[0];
  assert.equal([kept.moves.length, kept.moves[0].variations.length, kept.moves[1].variations.length, kept.moves[2].comment, kept.result, kept.error], [3, 1, 1, '(S)', '1-0', undefined]);
});

test('a move\'s gloss in parentheses, the same move in another notation ("Che2 (炮二平五)", "C2.5 (炮二平五)"), is its comment, not a variation', () => {
  // pychess-variants' xiangqi guide in Chinese (github.com/gbtami/pychess-variants at 37b7a72,
  // static/docs/zh_TW/xiangqi.md) shows its coordinate notation so, each move with its Chinese:
  // every gloss had been read as a variation that the record's notation could not read (a
  // variation error on each move), and its label 'Ex:' as the first move. The glosses, read as a
  // record of their own, are the same moves
  const guide = `Ex:
1. Che2  (炮二平五) \u3000   Che7 (包８平５)
2. Cexe6+ (炮五進四) \u3000  Ade8 (士４進５)
3. Nhg2  (馬二進三) \u3000   Nhg7 (馬８進７)
4. Cbe2  (炮八平五) \u3000   Nbc7 (馬２進３)
5. Cee4  (前炮退二) \u3000   Rih9 (車９平８)
`;
  const r = only(guide);
  assert.equal([r.moves.length, r.comment], [10, 'Ex:']); // the label before it too, which had been read as its first move
  assert.ok(r.moves.every((m) => !m.variations));
  const glosses = only(r.moves.map((m) => m.comment).join(' '));
  assert.equal(r.moves.map((m) => m.uci), glosses.moves.map((m) => m.uci));
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves.map(({ uci, text }) => ({ uci, text }))), 10);
  // WXF glossed alike; a one-move variation in the record's own notation stays one
  assert.equal(only('1. C2.5 (炮二平五) H8+7 (马8进7) 2. H2+3 *').moves.map((m) => [m.comment, !!m.variations]), [['炮二平五', false], ['马8进7', false], [undefined, false]]);
  const kept = only('1. C2.5 (C8.5) H8+7 *');
  assert.equal([kept.moves.length, kept.moves[0].variations?.length, kept.moves[0].comment], [2, 1, undefined]);
});

// The moves of 曹岩磊 vs Petri Haikola, 14th World Xiangqi Championship 2015, round 1, with their notes, as
// https://xiangqielephantgame.blogspot.com/2016/08/2015-14th-world-xiangqi-championship_14.html gives them
const WXC_2015_ROUND_1 = `1. P3+1 …………
Red Pawn Opening.
1. ………… C8=7
Black uses Cannon under the Pawn variation.
2. C8=5 …………
Red C8=5 is the most common counter-play for this variation.
2. ………… E7+5 3. A4+5 …………
Red A4+5 is rare variation. Normally Red will respond with H8+7 or C5+4.
3. ………… R1+1
A better move would be H2+3.
4. C2=4 H8+9
Black H8+9 is rare, normally Black would play R1=6.
5. H8+7 R9=8 6. H2+3 R1=6
7. R9=8 R8+6 8. R8+4 R8=7
Good move. As seen on board, Black's chariot is controlling Red's two cannons and one horse.
9. R1=2 …………
Good move, Red is planning R2+7 in next move.
9. ………… R7-1
Black R7-1 was planned to resolve Red R2+7 problem, however this create another problem.A better move for Black would be R6+2.
If Red played R2+7, Black C7=6. After massive exchanged, Black situation would not as bad as actual game.
10. R8=3 C7+3 11. R2+4 …………
After traded the chariot, Red R2+4 is new problem for Black to resolve it.
However, it is too late. Red would sure gain a piece.
11. ………… C7+1
A better would have been P7+1, Red will follow by E3+1, Black R6=7. Black's pawn could the river as compensation for losing his piece.
12. R2=8 …………
Excellent move.
12. ………… R6=2
Worst move. However, if Black C2-1, Red C5+4 would have been gained the material too.
13. C5+4 …………
Excellent move!
13. ………… A4+5
If Black E5-7, Red has gained significant advantages too.
14. C4+6
Black's chariot no way to run and sure would be captured by Red. Red wins in 14 moves.
`;

test('a blog\'s prose between the moves, a line each ("Red Pawn Opening."), is the last move\'s comment', () => {
  // 曹岩磊 (Macao) vs Petri Haikola (Finland), 14th World Xiangqi Championship 2015, round 1, as
  // https://xiangqielephantgame.blogspot.com/2016/08/2015-14th-world-xiangqi-championship_14.html
  // annotates it: each move then its note on a line of its own, Black's under its number again
  // ('1. ………… C8=7'); 14 moves, Red's last, every one legal for Fairy-Stockfish. The notes had
  // been read as moves ('Red' refused at the second ply)
  const post = WXC_2015_ROUND_1;
  const r = only(post);
  assert.is(r.moves.length, 27);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 27);
  assert.equal([r.moves[0].comment, r.moves[24].comment], ['Red Pawn Opening.', 'Excellent move!']);
  assert.match(r.moves[17].comment, /^Black R7-1 was planned[\s\S]*as actual game\.$/);
  // the streamed CLI reads it alike
  const path = join(TMP, 'xiangqielephantgame.txt');
  writeFileSync(path, post);
  assert.match(execFileSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', path], { encoding: 'utf8' }), /valid, 27 plies/);
  // a result, the pass, a move written out in words, and a line of moves misspelt stay what they were
  assert.is(readRecords('1. C2.5 h8+7\nRed wins\n')[0].result, '1-0');
  assert.equal(readRecords('1. Pháo 2 bình 5 Mã 8 tấn 7\nMã 2 tấn 3 Xe 9 bình 8\n')[0].moves.length, 4);
  assert.is(readRecords('1. 79졸78 한수 쉼\n')[0].moves.length, 2);
  assert.is(readRecords('1. C2.5 h8+7\nCannon two to five\n')[0].error?.code, undefined); // prose
  assert.is(readRecords('1. C2.5 h8+7\nHx2+3 r9.8\n')[0].error?.code, 'malformed-move');
});

test('a title line that opens with a year ("2015 14th World Xiangqi Championship") is prose, the game\'s heading, not its first move', () => {
  // the same game as the blog's page has it (its http:// copy): its heading's lines before the
  // moves, one of them the championship's title with its year first. The year had been read as
  // the first move ('2015', malformed-move) and the game lost: 27 plies, every one legal for
  // Fairy-Stockfish, the title in the game's comment
  const page = `Round 1
2015 14th World Xiangqi Championship
Date: 22nd August 2015
Venue: University of Applied Languages (SDI), Munich, Germany

${WXC_2015_ROUND_1}`;
  const r = only(page);
  assert.equal([r.moves.length, r.error], [27, undefined]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 27);
  assert.match(r.comment, /^Round 1 2015 14th World Xiangqi Championship Date: /);
  const path = join(TMP, 'xiangqielephantgame-title.txt');
  writeFileSync(path, page);
  assert.match(execFileSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', path], { encoding: 'utf8' }), /:1: valid, 27 plies/);
  // 李望祥 vs 王斌 as rec.games.chinese-chess had it (http://www.gamesreviews.net/archive568-2005-7-302469.html),
  // the league's name and year over its moves, in quotes: '2004' had been its first move
  const posted = `2004 'General Cup' China National Xiangqi League
1. C2=4 C2=6 2. N2+3 N8+9 3. R1=2 R9=8 4. P7+1 N2+3
5. N8+7 R1=2 6. R9=8 R2+4 7. C8=9 R2+5 8. N7-8 P7+1
9. N8+7 C8=7 10. R2+9 N9-8 11.B3+5 C7+4 12.C4+4 B3+5
13.N7+6 N8+7 14. C4=7 C6+3 15.C9=7 C6=8 16.rC+1 (draw)
`;
  const league = only(posted);
  assert.equal([league.moves.length, league.result, league.comment, league.error], [31, '1/2-1/2', "2004 'General Cup' China National Xiangqi League", undefined]);
  assert.is(legalForFairyStockfish('xiangqi', league.fen, league.moves), 31);
  // between the moves too; a year before a move (the core reads 'C2.5') is not a title
  assert.equal(only('1. C2.5 h8+7\n2015 World Cup final\n2. H2+3\n').moves.map((m) => m.comment), [undefined, '2015 World Cup final', undefined]);
  assert.is(readRecords('2015 C2.5 h8+7\n')[0].error?.text, '2015');
});

test('a line that is a web address ("http://wxf.org/xq/14wxc/17.html") is prose, not a move', () => {
  // the same game as the blog's https:// page has it: the players, the result, then the WXF's
  // page of the game on a line of its own among the heading's lines, read as a malformed move
  // (after the title's year was not): 27 plies, every one legal for Fairy-Stockfish
  const page = `2015 14th World Xiangqi Championship: Round 1: Cao Yanlei (Macao) wins Petri Haikola (Finland)
Cao Yanlei (Macao) |
Petri Haikola (Finland) |
Cao Yanlei (Macao) wins Petri Haikola (Finland)
http://wxf.org/xq/14wxc/17.html
Round 1
2015 14th World Xiangqi Championship
Date: 22nd August 2015
Venue: University of Applied Languages (SDI), Munich, Germany
${WXC_2015_ROUND_1}No comments:
Post a Comment
`;
  const r = only(page);
  assert.equal([r.moves.length, r.error], [27, undefined]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 27);
  assert.match(r.comment, /\(Finland\) http:\/\/wxf\.org\/xq\/14wxc\/17\.html Round 1 /);
  const path = join(TMP, 'xiangqielephantgame-url.txt');
  writeFileSync(path, page);
  assert.match(execFileSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', path], { encoding: 'utf8' }), /:1: valid, 27 plies/);
  // between the moves, in parentheses, or 'www.' first: the last move's comment, the game's
  assert.equal(only('1. C2.5 h8+7\nhttp://wxf.org/xq/14wxc/17.html\n2. H2+3\n').moves.map((m) => m.comment), [undefined, 'http://wxf.org/xq/14wxc/17.html', undefined]);
  assert.equal(['(http://wxf.org/xq/14wxc/17.html)', 'www.wxf.org'].map((line) => [only(`${line}\n1. C2.5\n`).comment, only(`${line}\n1. C2.5\n`).moves.length]), [['(http://wxf.org/xq/14wxc/17.html)', 1], ['www.wxf.org', 1]]);
});

test('an English book\'s prose wrapped at its page\'s width: a line opened by a quoted word ("forward”.") and a paragraph\'s last word alone ("advantage.") are prose; a variation\'s heading ("(1) P3+1") a comment, and a list of moves wrapped in a sentence', () => {
  // "Chapter I Same Direction Cannon", Game 1 "Premature Penetration", an English xiangqi book
  // as https://ctquang.blogspot.com/2013/11/chapter-1.html copies its PDF: the notes keep the
  // PDF's lines. Two of them had been read as moves: one a closing quote's word opens
  // ('forward”. He has not …'), and a paragraph's last word alone on its line ('advantage.').
  // The excerpt: the game to its 10th move. The first variation's heading, '(1) P3+1', then
  // '6. … P3+1' under its number, had been read as that move played twice; and the paragraph
  // listing the variations, wrapped so that a line opens with a move of its list ('C5=6; (3)
  // C2+2. They may be …'), had been read from that move.
  // The truth: the book's own 9. C8=6 is illegal (the cannon on b6 would take d6's horse with no
  // screen: the pawn between has gone on): Fairy-Stockfish takes the 16 plies before it, not it
  const page = `Chapter I Same Direction Cannon
Game 1: Premature Penetration
1. C2=5 C8=5 2. H2+3 H8+7
3. R1+1 R9=8 4. R1=6 R8+4
5. H8+7 H2+3 6. R6+7
The above is the opening of “Same Direction Cannon and Ranked
Chariot vs. Filed Chariot” . Now, the Red Chariot is
penetrating hastily into the Black’s second rank. It is a deceptive
offensive move. Despite the fact that it involves some tactics, as an
isolated piece, Red Chariot is apt to meet a counterattack from Black. The
normal Red continuation is P3+1, or C8+2, or R6+5.
In the situation as shown in the diagram, Black can have the
following three variations in responding to the attack of Red: (1) P3+1; (2)
C5=6; (3) C2+2. They may be developed into the following possible
(1) P3+1
6. … P3+1 7. R6=7! H3+4?
Black’s conception is pure and simple, that is to “move the piece
forward”. He has not anticipated the danger that is looming ahead. Now
the better play for him is H7-5. However, Red can play R9+1, which will
also throw Black into a passive position.
8. C8+3! P3+1
When Red drives his Cannon to the riverbank, Black is too late to
repent, as his Chariot and Horse are under containment of the Red
Cannon, like "a horse is drawn by a monkey". For gaining some
compensation, Black has to make a sacrifice by advancing the Pawn. If
Black played A4+5, Red would play P7+1 (If Red played R7-3, Black
would play E3+1), then C2=3, R7-1! Red has gained the material
advantage.
9. C8=6 P7+1 10. P3+1!
`;
  const [r] = readRecords(page);
  assert.equal([r.moves.length, r.error?.ply, r.error?.text], [16, 17, 'C8=6']);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 16);
  const board = new ff.Board('xiangqi', r.fen);
  for (const m of r.moves) board.push(m.uci);
  assert.not.ok(board.legalMoves().split(' ').includes('b6d6'));
  board.delete();
  assert.match(r.moves[10].comment, /R6\+5\. In the situation[\s\S]*\(2\) C5=6; \(3\) C2\+2\. They may[\s\S]* \(1\) P3\+1$/);
  assert.match(r.moves[13].comment, /^Black’s conception[\s\S]*forward”\. He has not[\s\S]*passive position\.$/);
  assert.match(r.moves[15].comment, /^When Red drives[\s\S]*the material advantage\.$/);
  // a one-word line after a move, or after a line of moves, is still read as a move; a footnote's
  // mark opening a line before a move that the next line does not number again stays a mark
  assert.is(readRecords('1. C2.5 h8+7\nsomething.\n')[0].error?.text, 'something.');
  assert.equal(only('1. C2.5 H8+7\n(1) H2+3\n2. … R9.8\n').moves.map((m) => m.text), ['C2.5', 'H8+7', 'H2+3', 'R9.8']);
  // and a move with a comma after a prose line that ended its sentence is a move
  assert.equal(only('1. C2.5 H8+7\nThe usual reply.\nH2+3, R9.8\n').moves.map((m) => m.text), ['C2.5', 'H8+7', 'H2+3', 'R9.8']);
});

test('WinBoard\'s and Banksia\'s SAN, ranks counted from 0 ("Cbe2", "Ci0+"): read so, and said, where only that reading replays the record', () => {
  // Pikafish vs CCStockfish, 2023-01-19, as pasted to github.com/official-pikafish/Pikafish
  // issue 27 ("Perpetual chase"): Banksia's PGN, its pawn captures without a file ("xe4"),
  // [PlyCount "62"]. Every move legal for Fairy-Stockfish; Fairy-Stockfish's own SAN of the same
  // moves reads as SAN without the dialect (ranks 1-10)
  const banksia = `[Event "NNUE engines with diff threads"]
[White "Pikafish 1 thread 16MB"]
[Black "CCStockfish 1 thread 16MB"]
[Result "0-1"]
[Termination "perpetual chase"]
[PlyCount "62"]
[Variant "xiangqi"]

1.c4 g5 2.Che2 {E40: Pawn vs. Pawn}  Nc7
3.Nc2 Ng7 4.Nd4 Rh9
5.Ng2 Ci7 6.Ri1 Bce7
7.Cb4 Ade8 8.Cd2 a5
9.Bce2 Ra6 10.Raa1 Rh6
11.Cb0 e5 12.Cc0 {End of opening}  e4
13.Nxc6 Rd6 14.Cdc2 Nce6
15.xe4 Nf4 16.Rib1 Ngh5
17.Rb3 Ra9 18.g4 Rad9
19.Afe1 xg4 20.Cd2 Cd7
21.Cxd7 R9xd7 22.Nxf4 xf4
23.e5 Cxi3 24.Rh3 Ci0+
25.Rh0 Ci1 26.e6 Rd5
27.Cc1 Ci3 28.Rh3 Ci0+
29.Rh0 Ci3 30.Rh3 Ci0+
31.Rh0 Ci3 0-1
`;
  const r = only(banksia);
  assert.equal([r.profile, r.notation, r.dialect, r.moves.length, r.result], ['xiangqi/standard', 'san', 'ranks-from-zero', 62, '0-1']);
  assert.equal(r.moves.slice(0, 2).map((m) => m.uci), ['c4c5', 'g7g6']);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 62);
  const board = new ff.Board('xiangqi');
  const fsfSan = board.variationSan(r.moves.map((m) => m.uci).join(' '), ff.Notation.SAN, true);
  board.delete();
  const theirs = only(`[Variant "xiangqi"]\n\n${fsfSan} *\n`);
  assert.equal([theirs.notation, theirs.dialect, theirs.moves.map((m) => m.uci)], ['san', undefined, r.moves.map((m) => m.uci)]);
  // the CLI says so too, in its line and its JSON row
  writeFileSync(join(TMP, 'banksia.pgn'), banksia);
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, 'banksia.pgn')], { encoding: 'utf8' });
  assert.match(cli.stdout, /:1: valid, 62 plies \(SAN with ranks 0-9, as WinBoard writes it\), /);
  const json = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, 'banksia.pgn'), '--json'], { encoding: 'utf8' });
  assert.equal(JSON.parse(json.stdout.split('\n')[0]).dialect, 'ranks-from-zero');
  // janggi as WinBoard wrote it from a FEN (github.com/fairy-stockfish/Fairy-Stockfish issue 485)
  const janggi = only('rh1a1a1er/4k4/c4h3/epp2pC1p/1c7/9/1PP1P1PP1/1CH6/4K4/1REA1AHER w 0 1\n1. ed3  2. fe6\n');
  assert.equal([janggi.profile, janggi.dialect, janggi.moves.map((m) => m.uci)], ['janggi/standard', 'ranks-from-zero', ['e4d4', 'f7e7']]);
  assert.is(legalForFairyStockfish('janggi', janggi.fen, janggi.moves), 2);
});

test('PlayOK\'s move table as its page copies: each number alone on its line, then each move ("    1", "    C2=5", "    n8+7")', () => {
  // as pasted to github.com/benckx/elephantchess issue 83 ("Cannot read this wxf format"): 29
  // plies, the last a mate Fairy-Stockfish agrees with (no legal move, the general in check)
  const moves = ['C2=5', 'n8+7', 'N2+3', 'p7+1', 'R1=2', 'p3+1', 'N8+9', 'c2=5', 'C8=7', 'n2+3', 'P7+1', 'r1=2',
    'P7+1', 'n3-1', 'R2+6', 'r9=8', 'R9+1', 'n7+6', 'C5+4', 'c5+4', 'N3+5', 'n6+5', 'C7=5', 'r2+3', '+C=1', 'n5+3',
    'C1=8', 'n3+1', 'C8=5'];
  const copied = moves.map((m, i) => `${i % 2 ? '' : `    ${i / 2 + 1}\n\n`}    ${m}\n\n`).join('');
  const r = only(copied);
  assert.equal([r.notation, r.moves.length], ['wxf', 29]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 29);
  const board = new ff.Board('xiangqi');
  for (const m of r.moves) board.push(m.uci);
  assert.equal([board.legalMoves().trim(), board.isCheck()], ['', true]);
  board.delete();
  assert.equal(gameFromRecord(r).outcome().reason, 'checkmate');
});

/** Fairy-Stockfish playing itself under xboard, WinBoard's protocol, from a janggi position,
 *  `plies` moves at depth 2: its moves as it writes them, and its FEN of the end ('d'). */
async function fsfXboardGame(fen, plies) {
  const binary = findFsf({ install: false });
  assert.ok(binary, 'fairy-stockfish is installed (.ci/run installs it)');
  const engine = spawn(binary, [], { stdio: ['pipe', 'pipe', 'ignore'] });
  let buffer = '';
  const waiting = [];
  engine.stdout.on('data', (chunk) => {
    buffer += chunk;
    for (let nl; (nl = buffer.indexOf('\n')) >= 0;) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      const at = waiting.findIndex((w) => w.pattern.test(line));
      if (at >= 0) waiting.splice(at, 1)[0].resolve(line);
    }
  });
  const reply = (pattern, command) => new Promise((resolve) => { waiting.push({ pattern, resolve: (line) => resolve(pattern.exec(line)) }); engine.stdin.write(command); });
  engine.stdin.write(`xboard\nprotover 2\nvariant janggi\nnew\nforce\nsetboard ${fen}\nsd 2\n`);
  const moves = [];
  for (let i = 0; i < plies; i++) {
    moves.push((await reply(/^move (\S+)/, 'go\n'))[1]); // 'go' plays the side to move; 'force' stops it playing on
    engine.stdin.write('force\n');
  }
  const end = (await reply(/^Fen: (.+)$/, 'd\n'))[1];
  engine.stdin.end('quit\n');
  return { moves, end };
}

// Fairy-Stockfish writes the points of a board of ten ranks with ranks 0-9 under every protocol
// but UCI (src/uci.cpp, UCI::square): xboard, so WinBoard's records of janggi keep moves as ICCS
// writes xiangqi's ('c0d2', Cho's horse from c1 to d3 in UCI). Such a record had failed at its
// first move ('i3h3': no piece on i3); its moves are now read as the engine played them, to the
// engine's own FEN of the end, and written back as it wrote them.
test('janggi in ICCS coordinates (ranks 0-9), as WinBoard records Fairy-Stockfish\'s games: to the engine\'s own end', async () => {
  // a middle game: janggi-dot-com-ff.gib's first game after 20 plies (from the start, the engine
  // at this depth shuffles a chariot)
  const start = 'r2a1aRnr/4k4/2n1c2c1/4bpp2/1pp6/9/1PP1PBP1P/4CN1C1/4K4/1B1A1A2R w - - 5 11';
  const { moves, end } = await fsfXboardGame(start, 24);
  assert.ok(moves.some((m) => /^[a-i]0|^[a-i]\d[a-i]0$/.test(m)), moves.join(' ')); // rank 0, which UCI has not
  const numbered = moves.map((m, i) => (i % 2 ? m : `${i / 2 + 11}. ${m}`)).join(' ');
  const winboard = `[Event "Computer Chess Game"]\n[Site "LAPTOP"]\n[Round "-"]\n[White "Fairy-Stockfish"]\n[Black "Fairy-Stockfish"]\n[Result "*"]\n[Variant "janggi"]\n[FEN "${start}"]\n[SetUp "1"]\n\n${numbered}\n*\n`;
  const r = only(winboard);
  assert.equal([r.profile, r.notation, r.moves.length], ['janggi/standard', 'iccs', 24]);
  const g = gameFromRecord(r);
  assert.is(g.fen(), end);
  assert.equal(r.moves.map((m) => m.text), moves);
  // written back in ICCS: the engine's texts, in ICCS's written form (upper case, dashed)
  const again = readRecords(recordFromGame(g, { format: 'pgn', notation: 'iccs' }))[0];
  assert.equal(again.moves.map((m) => m.text.toLowerCase().replace('-', '')), moves);
  g.free();
  // passes, as the engine writes them under xboard ('pass'), to its FEN after the same moves
  const passes = ['b0c2', 'pass', 'h0g2', 'b9c7', 'pass', 'h9g7'];
  const [p] = readRecords(`[Variant "janggi"]\n\n${passes.join(' ')} *\n`);
  const told = execFileSync(findFsf({ install: false }), [], { input: `xboard\nprotover 2\nvariant janggi\nnew\nforce\n${passes.map((m) => `usermove ${m}\n`).join('')}d\nquit\n`, encoding: 'utf8' });
  const passed = gameFromRecord(p);
  assert.equal([p.notation, p.error, p.moves.length, passed.fen()], ['iccs', undefined, 6, /^Fen: (.+)$/m.exec(told)[1]]);
  passed.free();
  // without ICCS a text whose rank 0 no UCI reads: refused as before, naming what ICCS reads
  const fresh = new Game('janggi/standard');
  assert.throws(() => fresh.play('i3h3'), (e) => e.code === 'no-piece' && e.message.endsWith(`read as ICCS (ranks 0-9) it would be i4h4: write it "I3-H3", or name the notation 'iccs', for that`));
  assert.is(fresh.play('I3-H3').uci, 'i4h4');
  fresh.free();
});

// XBoard's own PGN of a janggi game (tests/records/README.md): a pass written "--", PGN's null
// move, had been refused at the first ("not a move of janggi in san"), the game's last 21 plies
// unread; the dialect (ranks 0-9) was already told.
test('XBoard\'s janggi PGN: passes written "--" (PGN\'s null move), to the double pass its "1-0" counts', () => {
  const r = only(text('xboard-janggi-fairy-stockfish.pgn'));
  assert.equal([r.profile, r.notation, r.dialect, r.moves.length, r.result], ['janggi/standard', 'san', 'ranks-from-zero', 137, '1-0']);
  const passes = r.moves.flatMap((m, i) => (m.text === '--' ? [i + 1] : []));
  assert.equal(passes, [117, 119, 121, 123, 136, 137]);
  assert.equal(passes.map((ply) => r.moves[ply - 1].uci), ['f1f1', 'f1f1', 'f1f1', 'f1f1', 'e10e10', 'f1f1']); // each general to its own point
  assert.is(legalForFairyStockfish('janggi', r.fen, r.moves), 137);
  const g = gameFromRecord(r);
  assert.equal(g.outcome(), { over: true, result: '1-0', winner: 'white', reason: 'material-count', scored: 'double-pass' });
  g.free();
  // in a game whose rules have no pass, "--" is a pass still, refused as such
  assert.is(readRecords('[Variant "xiangqi"]\n\n1. Ch2e2 -- *\n')[0].error?.code, 'pass-not-allowed');
});

// The moves of XBoard's janggi game as its "old save style" writes them (tests/records/README.md):
// no tag names the game, so under a janggi profile the moves are janggi's, but a first move read
// only with WinBoard's ranks from 0 ("Ng2", Cho's horse to g3) had not been taken as janggi's:
// the record was read as makruk and refused at its first move.
test('XBoard\'s janggi moves without a tag, ranks from 0 ("1. Ng2  Ng7"): the caller\'s janggi profile reads them', () => {
  const moves = text('xboard-janggi-old-style-moves.txt');
  const [r] = readRecords(moves, { profile: 'janggi/standard' });
  assert.equal([r.error, r.profile, r.notation, r.dialect, r.moves.length, r.result], [undefined, 'janggi/standard', 'san', 'ranks-from-zero', 157, '1-0']);
  assert.equal(r.moves.slice(0, 2).map((m) => m.uci), ['h1g3', 'h10g8']);
  assert.is(legalForFairyStockfish('janggi', r.fen, r.moves), 157);
  const g = gameFromRecord(r);
  assert.equal([g.outcome().result, g.outcome().reason], ['1-0', 'checkmate']);
  g.free();
  // the CLI, told the profile, alike
  const path = join(TMP, 'xboard-janggi-moves.txt');
  writeFileSync(path, moves);
  assert.match(execFileSync(process.execPath, [CLI, 'validate', 'janggi/standard', path], { encoding: 'utf8' }), /:1: valid, 157 plies \(SAN with ranks 0-9, as WinBoard writes it\), 1-0 checkmate/);
  // with no profile named, janggi's reading goes further than makruk's (none of its plies) and
  // xiangqi's (two: "Pab3" is a soldier's step sideways before its river)
  const [unnamed] = readRecords(moves);
  assert.equal([unnamed.error, unnamed.profile, unnamed.dialect, unnamed.moves.length], [undefined, 'janggi/standard', 'ranks-from-zero', 157]);
});

// XBoard's "old save style" files whole (tests/records/README.md): a title line ("# xboard game
// file -- <date>"), the players ("\tfairy-stockfish vs. fairy-stockfish"), a board picture
// between "[----" and "----]" when the game does not start from XBoard's own start (janggi's),
// then the moves; a position file is the title, players and picture alone. The title, players
// and picture had been read as moves: every such file was refused at its first word, "#".
test('XBoard\'s old save style, whole files: the title, the players and the board picture are the game\'s tags', () => {
  const [janggi] = readRecords(text('xboard-old-style-janggi.txt'));
  assert.equal([janggi.error, janggi.profile, janggi.dialect, janggi.moves.length, janggi.result], [undefined, 'janggi/standard', 'ranks-from-zero', 193, '1-0']);
  assert.equal([janggi.tags.White, janggi.tags.Black, janggi.tags.FEN], ['fairy-stockfish', 'fairy-stockfish', 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1']);
  assert.is(legalForFairyStockfish('janggi', janggi.fen, janggi.moves), 193);
  const [makruk] = readRecords(text('xboard-old-style-makruk.txt'));
  assert.equal([makruk.error, makruk.profile, makruk.moves.length, makruk.result], [undefined, 'makruk/standard', 254, '1/2-1/2']);
  assert.is(legalForFairyStockfish('makruk', makruk.fen, makruk.moves), 254);
  // games appended to one file: each title starts the next, in readRecords and the CLI alike
  const three = text('xboard-old-style-makruk.txt') + text('xboard-old-style-janggi.txt') + text('xboard-old-style-makruk.txt');
  assert.equal(readRecords(three).map((r) => [r.profile, r.moves.length, r.error]), [['makruk/standard', 254, undefined], ['janggi/standard', 193, undefined], ['makruk/standard', 254, undefined]]);
  const path = join(TMP, 'xboard-old-style-three.txt');
  writeFileSync(path, three);
  const out = execFileSync(process.execPath, [CLI, 'validate', 'makruk/standard', path], { encoding: 'utf8' });
  assert.match(out, /summary: 3 records: 3 valid, 0 illegal, 0 unreadable; 701 plies/);
});

// XBoard's xiangqi game in its old save style names no game: its first move, "g4" (a soldier's
// to g5, ranks from 0), is a makruk pawn's too, so under the xiangqi profile the caller names it
// had been read as makruk's and refused at "Hc7". The reply tells the games apart.
test('XBoard\'s xiangqi moves without a tag, "1. g4  Hc7": the caller\'s xiangqi profile reads them (a makruk pawn\'s first move too)', () => {
  const [xiangqi] = readRecords(text('xboard-old-style-xiangqi.txt'), { profile: 'xiangqi/standard' });
  assert.equal([xiangqi.error, xiangqi.profile, xiangqi.dialect, xiangqi.moves.length, xiangqi.result], [undefined, 'xiangqi/standard', 'ranks-from-zero', 141, '1-0']);
  assert.equal(xiangqi.moves.slice(0, 2).map((m) => m.uci), ['g4g5', 'b10c8']);
  assert.is(legalForFairyStockfish('xiangqi', xiangqi.fen, xiangqi.moves), 141);
  const g = gameFromRecord(xiangqi);
  assert.equal([g.outcome().result, g.outcome().reason], ['1-0', 'checkmate']); // "1-0 (Xboard adjudication: Checkmate)"
  g.free();
  // another of its games, whose reply is a makruk pawn's too ("1. g4  c5  2. Cb6"): the opening's
  // moves are asked, four plies, and xiangqi reads more of them
  const [c5] = readRecords(text('xboard-old-style-xiangqi-c5.txt'), { profile: 'xiangqi/standard' });
  assert.equal([c5.error, c5.profile, c5.moves.length, c5.result], [undefined, 'xiangqi/standard', 90, '0-1']);
  assert.is(legalForFairyStockfish('xiangqi', c5.fen, c5.moves), 90);
  const mate = gameFromRecord(c5);
  assert.equal([mate.outcome().result, mate.outcome().reason], ['0-1', 'checkmate']);
  mate.free();
  // a makruk game whose reply is makruk's too is still makruk's under that profile's reading
  const [makruk] = readRecords('1. g4 c5 2. Nf3 *\n', { profile: 'xiangqi/standard' });
  assert.is(makruk.profile, 'makruk/standard');
});

// The same files with no profile named: SAN naming no game had been makruk's whatever its moves,
// and both were refused at their first move makruk's SAN does not read ("Hc7", "Cb6"). The game
// whose SAN reads more of the first four plies is now taken, makruk's when it reads as many.
test('XBoard\'s xiangqi moves without a tag, no profile named: xiangqi\'s reading goes further than makruk\'s', () => {
  for (const [file, plies, result] of [['xboard-old-style-xiangqi.txt', 141, '1-0'], ['xboard-old-style-xiangqi-c5.txt', 90, '0-1']]) {
    const [r] = readRecords(text(file));
    assert.equal([r.error, r.profile, r.dialect, r.moves.length, r.result], [undefined, 'xiangqi/standard', 'ranks-from-zero', plies, result]);
    assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), plies);
    const g = gameFromRecord(r);
    assert.equal([g.outcome().result, g.outcome().reason], [result, 'checkmate']); // "(Xboard adjudication: Checkmate)"
    g.free();
  }
  // makruk's games stay makruk's: XBoard's, and SAN whose first plies makruk reads as far
  const [xboard] = readRecords(text('xboard-old-style-makruk.txt'));
  assert.equal([xboard.error, xboard.profile, xboard.moves.length], [undefined, 'makruk/standard', 254]);
  assert.is(readRecords('1. g4 c5 2. Nf3 *\n')[0].profile, 'makruk/standard');
  assert.is(readRecords('1. g4 *\n')[0].profile, 'makruk/standard');
});

test('XBoard\'s old-style position files: the board picture is the record\'s start, no moves', () => {
  const positions = readRecords(text('xboard-old-style-positions.fen'));
  assert.equal(positions.map((r) => [r.error, r.profile, r.fen, r.moves.length]), [
    [undefined, 'xiangqi/standard', '9/4R4/b4k3/9/2bR5/9/9/4B4/4A4/2BK1A3 w - - 0 1', 0],
    [undefined, 'janggi/standard', '9/9/4k4/9/9/9/9/5A3/3CK4/3A5 b - - 0 1', 0],
    [undefined, 'makruk/standard', '8/6K1/6R1/3mm3/4k3/8/8/7r b - - 0 1', 0],
  ]);
  // each the position Fairy-Stockfish reads from the same FEN
  for (const [variant, r] of [['xiangqi', positions[0]], ['janggi', positions[1]], ['makruk', positions[2]]]) {
    const b = new ff.Board(variant, r.fen);
    assert.is(b.fen().split(' ').slice(0, 2).join(' '), r.fen.split(' ').slice(0, 2).join(' '));
    b.delete();
  }
  const path = join(TMP, 'xboard-positions.fen');
  writeFileSync(path, text('xboard-old-style-positions.fen'));
  // the CLI finds the same three, each at its title's line (told xiangqi's profile, it reads the
  // janggi board as xiangqi's: its generals face each other, which xiangqi does not allow)
  const { stdout } = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', path], { encoding: 'utf8' });
  assert.equal(stdout.match(/:\d+\b/g), [':1', ':16', ':31']);
  assert.match(stdout, /:1: valid, 0 plies[^]*:31 \(makruk\/standard\): valid, 0 plies/);
});

// XBoard's xiangqi PGN writes a soldier's move as chess does a pawn's: the point alone when it goes
// straight on ("40. e6", e6 to e7 with its ranks from 0), with its file when it goes sideways
// ("ih3", "gf3"). Where another soldier could go to that point sideways (d7 to e7, across the
// river), "e6" had been refused as naming two moves; it names the one on the point's file.
test('XBoard\'s xiangqi PGN: a soldier\'s point alone ("e6") is the one going straight on, where another could go there sideways', () => {
  const [r] = readRecords(text('xboard-xiangqi-soldier-straight.pgn'));
  assert.equal([r.error, r.profile, r.dialect, r.moves.length, r.result], [undefined, 'xiangqi/standard', 'ranks-from-zero', 149, '1-0']);
  assert.is(r.moves[78].uci, 'e6e7');
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 149);
  const g = gameFromRecord(r);
  assert.equal([g.outcome().result, g.outcome().reason], ['1-0', 'stalemate']); // "{Xboard adjudication: Stalemate} 1-0"
  g.free();
  // the sideways move names its file, and reads as before; a lettered one as Fairy-Stockfish
  // writes it names its origin when two soldiers go there, and one that does not is ambiguous
  const board = new Game('xiangqi/standard', '3k1a3/4a1R1n/4b1n1b/1N1P5/PCr1P4/9/7p1/4B4/9/3AKA3 w - - 13 40');
  const read = (t) => {
    const error = board.explain(t, { notation: 'san' });
    if (error) return error.code;
    const g = board.clone();
    try { return g.play(t, { notation: 'san' }).uci; } finally { g.free(); }
  };
  assert.equal(['e7', 'de7', 'Pe7', 'Pde7'].map(read),
    ['e6e7', 'd7e7', 'ambiguous-move', 'd7e7']);
  board.free();
});

// Game sites' client files, as xqbase's converters read them (XQFTOOLS che2pgn, mxq2pgn), on
// zfdang/chinese-chess-fish-android's samples (MIT): each had been refused (a move "1"; binary data).
// QQ象棋's CHE: numbers, ten a move, rows from Red's side. Its game ends as QQ lets one end:
// Red's 61st move leaves its general in check (Fairy-Stockfish refuses it too), and the 62nd takes it.
test('QQ象棋 CHE: 60 moves legal for Fairy-Stockfish, then the move QQ allowed and the rules refuse', () => {
  const [r] = readRecords(readFileSync(file('zfdang/sample_14_QQchess.che')));
  assert.equal([r.format, r.notation, r.moves.length], ['che', 'uci', 60]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 60);
  assert.equal([r.error.ply, r.error.text, r.error.code], [61, 'e2d3', 'self-check']);
  const g = Game.fromRecord(r);
  const b = new ff.Board('xiangqi', g.fen());
  assert.not.ok(b.legalMoves().split(' ').includes('e2d3'));
  b.delete();
});

// QQ象棋 for Mac's CHE (jcq15/chessmanual's game files): 0 first, rows and columns counted from 1,
// -1 where no piece is taken, and a review's variations, each move naming the one it follows;
// a saved review ends with an XML property list. Each had been read as text, a move "0".
test('QQ象棋 for Mac CHE: a game to its mate; a review with variations, as its author\'s CBF of it', () => {
  const [game] = readRecords(readFileSync(file('jcq15/qqxq-mac-2022-08-13-004754.che')));
  assert.equal([game.format, game.error, game.moves.length, game.moves[0].uci], ['che', undefined, 47, 'h3e3']); // 炮二平五
  assert.is(legalForFairyStockfish('xiangqi', game.fen, game.moves), 47);
  const b = new ff.Board('xiangqi', game.fen);
  for (const m of game.moves) b.push(m.uci);
  assert.ok(b.isCheck() && b.legalMoves() === '', 'Red mates with the 47th move');
  b.delete();
  const [review] = readRecords(readFileSync(file('jcq15/qqxq-mac-2022-08-18-variations.che')));
  assert.equal([review.format, review.error, review.moves.length], ['che', undefined, 51]);
  assert.is(legalForFairyStockfish('xiangqi', review.fen, review.moves), 71); // every move the file counts
  const tree = (line) => line.map((m) => m.uci + (m.variations ? `(${m.variations.map(tree).join('|')})` : '')).join(' ');
  const [cbf] = readRecords(readFileSync(file('jcq15/qqxq-mac-2022-08-18-variations.cbf')));
  assert.is(tree(review.moves), tree(cbf.moves));
  assert.equal(review.moves[21].variations.map((v) => v.length), [10]); // after the 21st move
});

// 弈天 (movesky)'s MXQ: length-prefixed GBK texts; the players and the result in one ("-负-": Red
// lost), which its comment says too (红方投子认负, "Red resigns").
test('弈天 MXQ: its texts as tags, its comment, 68 moves legal for Fairy-Stockfish', () => {
  const [r] = readRecords(readFileSync(file('zfdang/sample_08_movesky.mxq')));
  assert.equal([r.format, r.error, r.comment], ['mxq', undefined, '红方投子认负']);
  assert.equal(r.tags, {
    Site: '聚义堂', Date: '2016年12月27日 21点14分', Red: 'guest96928(5r)', Black: 'zzxxbb(3r)', Result: '0-1',
    RedElo: '1500', BlackElo: '1348',
  });
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 68);
  // the CLI reads it whole, as it reads XQF
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file('zfdang/sample_08_movesky.mxq'), '--json'], { encoding: 'utf8' });
  const [row] = cli.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  assert.equal([row.status, row.plies, row.declared], ['valid', 68, '0-1'], cli.stdout);
  // cut short: a typed error, the moves before the cut kept
  const bytes = readFileSync(file('zfdang/sample_08_movesky.mxq'));
  const [cut] = readRecords(bytes.subarray(0, bytes.indexOf('Ends') - 1));
  assert.equal([cut.error?.code, cut.moves.length], ['record-syntax', 68]);
});

// 17pk (一起来玩)'s CCM: a header counting the moves and dating the game, then nine bytes a move,
// each naming its piece and the piece it takes (bindings/records/ccm.js). Read so, the sample's
// 100 moves are legal for Fairy-Stockfish, from 过宫炮 (炮二平六, h3d3) on, and each move's piece
// and piece taken are the board's.
test('17pk CCM: 100 moves legal for Fairy-Stockfish, each byte of a move the board\'s piece and capture', () => {
  const bytes = readFileSync(file('zfdang/sample_10_17pk.CCM'));
  const [r, more] = readRecords(bytes);
  assert.is(more, undefined);
  assert.equal([r.format, r.error, r.moves.length, r.tags.Date], ['ccm', undefined, 100, '2016.12.26']);
  assert.equal(r.moves.slice(0, 4).map((m) => m.uci), ['h3d3', 'b8e8', 'h1g3', 'b10c8']);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 100);
  // the kinds the bytes give (1-7: general, advisor, elephant, horse, chariot, cannon, soldier)
  // are the pieces the board has on each move's points, before it is played
  const KIND = [null, 'general', 'advisor', 'elephant', 'horse', 'chariot', 'cannon', 'soldier'];
  const g = new Game('xiangqi/standard');
  r.moves.forEach((m, i) => {
    const at = 12 + 9 * i;
    const [from, to] = [m.uci.match(/^[a-i]\d+/)[0], m.uci.match(/[a-i]\d+$/)[0]];
    assert.equal([g.get(from)?.role, g.get(from)?.color], [KIND[bytes[at + 2]], bytes[at + 1] === 1 ? 'white' : 'black'], `ply ${i + 1} mover`);
    assert.is(g.get(to)?.role ?? null, KIND[bytes[at + 8]], `ply ${i + 1} taken`);
    g.play(m.uci);
  });
  // the CLI reads it whole, by its name or by its bytes
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file('zfdang/sample_10_17pk.CCM'), '--json'], { encoding: 'utf8' });
  const [row] = cli.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  assert.equal([row.status, row.plies, row.fen], ['valid', 100, g.fen()], cli.stdout);
  // cut short: a typed error, the whole moves before the cut kept
  const [cut] = readRecords(bytes.subarray(0, 12 + 9 * 40 + 4));
  assert.equal([cut.format, cut.error?.code, cut.moves.length], ['ccm', 'record-syntax', 40]);
});

test('dpxq.com text export: the same game, tags and result as its DhtmlXQ from dpxq.com', () => {
  const fromText = only(text('dpxq-142610.txt'));
  const fromDhtmlXQ = only(text('dpxq-142610-dhtmlxq.txt'));
  assert.is(fromText.format, 'dpxq-text');
  assert.is(fromText.moves.length, 107); // [DhtmlXQ_length]
  assert.equal(fromText.moves.map((m) => m.uci), fromDhtmlXQ.moves.map((m) => m.uci));
  for (const tag of ['Title', 'Event', 'Round', 'Opening', 'Red', 'Black', 'RedTeam', 'BlackTeam', 'Site', 'Result']) {
    assert.is(fromText.tags[tag], fromDhtmlXQ.tags[tag], tag);
  }
  assert.is(fromText.tags.Result, '0-1'); // 结果: 黑方胜; [DhtmlXQ_result]黑胜
  assert.is(fromText.tags.Date, '2026.08.31');
  assert.is(gameFromRecord(fromText).fen(), gameFromRecord(fromDhtmlXQ).fen());
  // the same `key: value` lines before moves in another notation: the first move says which
  const iccs = only('红方: 甲\n黑方: 乙\n结果: 红胜\n\n1. H2-E2 H9-G7\n');
  assert.equal([iccs.tags, iccs.notation, iccs.moves.map((m) => m.uci)], [{ Red: '甲', Black: '乙', Result: '1-0' }, 'iccs', ['h3e3', 'h10g8']]);
});

// XQStudio (象棋演播室)'s text, which dpxq.com's export follows: rules of 52 "-" around its header
// and moves, its own trailer; a remark on lines of its own after the move's line (the dots in the
// place of the move not written yet), as its writer lays it out (tests/records/README.md).
const XQSTUDIO_RULE = '-'.repeat(52);
const XQSTUDIO_TRAILER = '棋谱由XQStudio生成 (http://www.qipaile.net/xqstudio)';

// An engine program's .xqn game file (zengsheng-git/chessManual's books): each move's search score
// as a tag pair before it on the move line ('[Score "7=1"] 1.炮二平四  [Score "7=1"] 卒７进１'). Each
// of those tags had started a game of its own: 84 records of one move or none.
test('.xqn with a [Score] tag before each move: one game of its 42 numbered pairs, the scores its comments', () => {
  const [r, ...rest] = readRecords(readFileSync(file('zengsheng/shijiaopao-vs-shunzhongpao-level9.xqn')));
  assert.equal([rest.length, r.error, r.moves.length], [0, undefined, 84]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 84);
  assert.equal([r.tags.Timer, r.tags.Score], ['G/30+3', '7=1']); // the first, before any move: the header's
  assert.equal([r.moves[0].comment, r.moves[82].comment, r.moves[83].comment], ['[Score "7=1"]', '[Score "9=-51"]', undefined]);
  assert.is(r.moves.filter((m) => m.comment).length, 83);
  // the CLI's splitter reads it so too, and two such files joined as two games
  const joined = join(TMP, 'two.xqn');
  writeFileSync(joined, Buffer.concat([0, 1].map(() => readFileSync(file('zengsheng/shijiaopao-vs-shunzhongpao-level9.xqn')))));
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', joined, '--json'], { encoding: 'utf8' });
  const rows = cli.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((row) => row.status);
  assert.equal(rows.map((row) => [row.status, row.plies]), [['valid', 84], ['valid', 84]], cli.stdout);
});

test('XQStudio text: the same game, tags and result as dpxq.com\'s export of it; its moves pasted alone', () => {
  const fromXqs = only(text('xqstudio-142610.txt'));
  const fromDpxq = only(text('dpxq-142610.txt'));
  assert.is(fromXqs.format, 'dpxq-text');
  assert.equal(fromXqs.moves.map((m) => m.uci), fromDpxq.moves.map((m) => m.uci));
  for (const tag of ['Title', 'Event', 'Date', 'Site', 'Red', 'Black', 'Result']) assert.is(fromXqs.tags[tag], fromDpxq.tags[tag], tag);
  assert.is(fromXqs.tags.Result, '0-1'); // 结果: 黑方胜
  // the moves alone between their rules, with the trailer, as pasted in sojourners/public-Xiangqi
  // issue #57: had read the rule as Red's first move
  const pasted = only(`${XQSTUDIO_RULE}\n  1. 炮二平五  马８进７    2. 马二进三  卒７进１\n${XQSTUDIO_RULE}\n${XQSTUDIO_TRAILER}\n`);
  assert.equal(pasted.moves.map((m) => m.uci), only('1. 炮二平五 马８进７ 2. 马二进三 卒７进１').moves.map((m) => m.uci));
  // a remark after Red's move: the move's comment, Black's reply after the dots
  const remarked = only(`\n${XQSTUDIO_RULE}\n  1. 炮二平五  …………\n\n中炮。\n\n  1. …………  马８进７    2. 马二进三  卒７进１\n${XQSTUDIO_RULE}\n${XQSTUDIO_TRAILER}\n`);
  assert.equal(remarked.moves.map((m) => m.uci), pasted.moves.map((m) => m.uci));
  assert.is(remarked.moves[0].comment, '中炮。');
  // earlier versions' trailer, which XQStudio's own reader still looks for
  assert.equal(only(`${XQSTUDIO_RULE}\n  1. 炮二平五  马８进７\n${XQSTUDIO_RULE}\n棋谱由XQStudio软件自动生成\n`).moves.length, 2);
});

test('XQStudio text in the CLI: one record an export, GBK too, joined with others as readRecords reads them', () => {
  const xqs = text('xqstudio-142610.txt');
  const joined = `${xqs}${xqs}${text('dpxq-142610.txt')}\n${xqs}`;
  assert.is(readRecords(joined).length, 4);
  writeFileSync(join(TMP, 'xqstudio.txt'), joined);
  writeFileSync(join(TMP, 'xqstudio-gbk.txt'), spawnSync('iconv', ['-f', 'UTF-8', '-t', 'GBK'], { input: joined }).stdout);
  for (const name of ['xqstudio.txt', 'xqstudio-gbk.txt']) {
    const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, name), '--json'], { encoding: 'utf8' });
    const rows = cli.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => !r.summary);
    assert.equal(rows.map((r) => [r.line, r.status, r.plies]), [[2, 'valid', 107], [43, 'valid', 107], [83, 'valid', 107], [163, 'valid', 107]], name);
  }
});

// A DhtmlXQ block under a title line and an applet of the same game, in a page's template: the
// page's lines are the block's, in the CLI and streamRecords as in readRecords (tests/records/README.md).
test('DhtmlXQ under a title and 象棋桥\'s applet (a Blade template): one record in the CLI and streamRecords too', async () => {
  const page = text('blade-chen-wang-2018-dhtmlxq.html');
  const record = only(page);
  assert.equal([record.format, record.moves.length, record.result], ['dhtmlxq', 63, '1-0']); // 紅勝
  // the applet's list (file 1-9 from the left, rank 0-9 from the top) names the block's moves
  const applet = /name="movelist" value="([^"]*)"/.exec(page)[1].trim().split(' ');
  const block = /\[DhtmlXQ_movelist\](\d+)\[/.exec(page)[1].match(/\d{4}/g);
  assert.equal(applet.map((m) => `${m[0] - 1}${m[1]}${m[3] - 1}${m[4]}`), block);
  const from = page.indexOf('[DhtmlXQ]');
  assert.equal(only(page.slice(from, page.indexOf('[/DhtmlXQ]') + 10)).moves.map((m) => m.uci), record.moves.map((m) => m.uci));
  // the title and the applet's markup had been a record of their own before the block, an error
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file('blade-chen-wang-2018-dhtmlxq.html'), '--json'], { encoding: 'utf8' });
  const rows = cli.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => !r.summary);
  assert.equal(rows.map((r) => [r.line, r.status, r.plies]), [[1, 'valid', 63]], cli.stdout);
  const streamed = await streamedInPieces(page, 64);
  assert.equal(streamed.map((r) => [r.format, r.moves.length]), [['dhtmlxq', 63]]);
});

test('DhtmlXQ comments: "||" is a line break, as dpxq.com\'s viewer reads it; written so, each tag on one line', () => {
  const [read] = readRecords('[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_comment1]甲||乙[/DhtmlXQ_comment1]');
  assert.is(read.moves[0].comment, '甲\n乙');
  const game = gameFromRecord(read);
  const text = game.toRecord({ format: 'dhtmlxq' });
  assert.ok(text.split('\n').includes('[DhtmlXQ_comment1]甲||乙[/DhtmlXQ_comment1]'), text);
  assert.is(readRecords(text)[0].moves[0].comment, '甲\n乙');
});

// A comment that quotes the mark "[DhtmlXQ]" (a book's text about dpxq.com's viewer; a fuzzed
// XQF comment written as PGN) says nothing of the file's format: it had been read as a DhtmlXQ
// block cut off, only "DhtmlXQ_" fields being masked in comments and tag values.
test('a PGN comment quoting [DhtmlXQ] is a comment: the game reads, and written back reads the same', () => {
  for (const text of ['{a [DhtmlXQ] block} 1. h2e2 h9g7 *\n', '[Event "x"]\n\n{see\nthe [DhtmlXQ] page} 1. h2e2 {[DhtmlXQ]} h9g7 *\n']) {
    const [r] = readRecords(text);
    assert.equal([r.format, r.error, r.moves.length], ['pgn', undefined, 2], text);
    assert.match(r.comment, /\[DhtmlXQ\]/);
    const [again] = readRecords(gameFromRecord(r).toRecord({ format: 'pgn' }));
    assert.equal([again.format, again.error, again.comment, again.moves.map((m) => m.comment)], ['pgn', undefined, r.comment, r.moves.map((m) => m.comment)]);
  }
});

test('DhtmlXQ cut off inside a tag: a typed error naming the tag, never an empty game said to be whole', () => {
  const whole = text('dpxq-142610-dhtmlxq.txt');
  // a paste cut in the middle of the move list: the list's closing tag and what follows are gone
  const [cut] = readRecords(whole.slice(0, whole.indexOf('[DhtmlXQ_movelist]') + 200));
  assert.equal([cut.format, cut.error?.code, cut.error?.text], ['dhtmlxq', 'record-syntax', '[DhtmlXQ_movelist]']);
  assert.match(cut.error.message, /never closed/);
  // a line or the start cut: the game read would be another, so it is an error too
  const [line] = readRecords('[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_0_1_1]1927');
  assert.equal([line.error?.code, line.error?.text], ['record-syntax', '[DhtmlXQ_move_0_1_1]']);
  const [start] = readRecords(whole.replace('[/DhtmlXQ_binit]', ''));
  assert.equal([start.error?.code, start.error?.text], ['record-syntax', '[DhtmlXQ_binit]']);
  // a field the game does not need, never closed: read as empty, as dpxq.com's viewer reads each
  // field (`\[(DhtmlXQ_x)\](.*?)\[\/\1\]`); the game is whole
  const [title] = readRecords(whole.replace('[/DhtmlXQ_title]', ''));
  assert.is(title.error, undefined, JSON.stringify(title.error));
  assert.equal(title.moves.map((m) => m.uci), only(whole).moves.map((m) => m.uci));
  assert.is(title.tags.Title, undefined);
});

test('DhtmlXQ with a field never closed, as chasoft\'s community database writes every game ([DhtmlXQ_blacktime][/DhtmlXQ_time]): the game is whole', () => {
  const real = text('chasoft-gupu-01-yichang-keqv.txt');
  assert.is(real.split('\n').filter((l) => l === '[DhtmlXQ_blacktime][/DhtmlXQ_time]').length, 2);
  const record = only(real);
  // the truth: the same lines without the two mis-closed ones, every other field closed
  const closed = only(real.split('\n').filter((l) => l !== '[DhtmlXQ_blacktime][/DhtmlXQ_time]').join('\n'));
  assert.equal(record, closed);
  assert.is(record.moves.length, 5); // [DhtmlXQ_movelist]: 20 digits, four a move
  assert.is(record.result, '1-0'); // 红胜
  assert.equal(record.moves[1].variations.map((v) => v.length), [4, 2, 2]); // move_0_2_1, _3, _4: 16, 8, 8 digits
  assert.is(record.moves[1].variations[0][2].variations[0].length, 2); // move_1_4_2: line 1, its ply 4
  assert.is(record.moves[4].comment, '红胜。');
  assert.is(record.tags.Title, '01-一长可取');
  // the same text cut off inside its last comment (no [/DhtmlXQ] either): still said to be cut off
  const [cut] = readRecords(real.slice(0, real.indexOf('黑都无济于事。[/DhtmlXQ_comment4_3]') + 3));
  assert.equal([cut.error?.code, cut.moves.length], ['record-syntax', 5]);
  assert.match(cut.error.message, /is never closed .* the text may be cut off/);
  // the CLI counts it valid (it had been illegal: exit 1)
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file('chasoft-gupu-01-yichang-keqv.txt')], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /1 valid, 0 illegal/);
});

test('DhtmlXQ in dpxq.com\'s iframe embedding (xqinenglish.com\'s pages, as chasoft\'s database keeps them): a whole game, entities decoded', async () => {
  const real = text('chasoft-xqinenglish-iframe-xu-li-1996.txt');
  const record = only(real); // had been a record-syntax error: no [/DhtmlXQ] closes the block
  // the truth: the block as a plain [DhtmlXQ] block, with the name attribute's entities decoded
  // as the browser decodes them for the viewer (&quot; is ")
  const inner = real.slice(real.indexOf('[DhtmlXQiFrame]') + 15, real.indexOf('[/DhtmlXQiFrame]'));
  assert.equal(record, only(`[DhtmlXQ]${inner.replaceAll('&quot;', '"')}[/DhtmlXQ]`));
  assert.is(record.format, 'dhtmlxq');
  assert.is(record.moves.length, /\[DhtmlXQ_movelist\](\d*)/.exec(real)[1].length / 4);
  assert.equal([record.result, record.tags.Red, record.tags.Black], ['1-0', 'Xu Yinchuan许银川', 'Li Zhiping李智平']); // 紅勝
  assert.is(record.moves[43].comment, '"Black tries this last ditch attempt."'); // comment44: after ply 44
  assert.ok(record.moves[5].comment.startsWith('"And it becomes an all out fight'));
  const line = record.moves[45].variations[0]; // move_0_46_1: 24 digits from ply 46
  assert.is(line.length, 6);
  assert.ok(line[1].comment.startsWith('"And red would be prepared')); // comment1_47
  // dpxq.com's converter writes the embedding on one line (name='NoFile_[DhtmlXQiFrame]…'), and a
  // page may leave out [/DhtmlXQiFrame]: the attribute's end ends the block; a page of several
  const oneLine = inner.split('\n').join('');
  const closed = `<iframe src="x.htm" name='NoFile_[DhtmlXQiFrame]${oneLine}[/DhtmlXQiFrame]'></iframe>`;
  const open = `<iframe src="x.htm" name="NoFile_[DhtmlXQiFrame]${oneLine}" width="500"></iframe>`;
  for (const page of [closed, open, `<div>\n${closed}\n<p>and</p>\n${open}\n</div>\n`]) {
    const records = readRecords(page);
    assert.ok(records.length >= 1 && records.every((r) => r.error === undefined), JSON.stringify(records.map((r) => r.error)));
    for (const r of records) assert.equal(r, record, page.slice(0, 60));
    // streamed in pieces, the same records (the splitter keeps the block with its element)
    assert.equal(await streamedInPieces(page, 7), records);
  }
  assert.is(readRecords(`<div>\n${closed}\n<p>and</p>\n${open}\n</div>\n`).length, 2);
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file('chasoft-xqinenglish-iframe-xu-li-1996.txt')], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /1 valid, 0 illegal/);
});

test('dpxq.com text export: GBK bytes, a start picture (a typed error), 【主变】 with no variation', () => {
  const bytes = new Uint8Array(spawnSync('iconv', ['-f', 'utf-8', '-t', 'gbk', file('dpxq-142610.txt')]).stdout);
  assert.ok(bytes.length > 1000);
  assert.equal(readRecords(bytes)[0].moves.map((m) => m.uci), only(text('dpxq-142610.txt')).moves.map((m) => m.uci));
  const withStart = text('dpxq-142610.txt').replace(' \n  1.', '初始局面:\n　　　　黑方\n \n  1.');
  const [pictured] = readRecords(withStart);
  assert.equal([pictured.error.ply, pictured.error.code, pictured.moves.length], [0, 'record-syntax', 0]);
  assert.match(pictured.error.message, /初始局面/);
  // after a blank line (the key lines end there), the picture is still the one refused
  for (const gap of [' \n \n', '\n\n\n']) {
    const [spaced] = readRecords(text('dpxq-142610.txt').replace(' \n  1.', `${gap}初始局面:\n　　　　黑方\n车马象士将士象马车\n \n  1.`));
    assert.equal([spaced.error.ply, spaced.error.code, spaced.moves.length], [0, 'record-syntax', 0]);
    assert.match(spaced.error.message, /初始局面/);
  }
  // the tree export's mainline head, with no variation: the same game
  const headed = only(text('dpxq-142610.txt').replace(' \n  1.', ' \n【主变: 黑胜】\n  1.'));
  assert.equal(headed.moves.map((m) => m.uci), only(text('dpxq-142610.txt')).moves.map((m) => m.uci));
});

// dpxq.com's viewer's export with comments and variations (its tree mode), as Xiangqi-Core's
// tests quote it (tests/records/README.md): that project's expected readings are the truth.
test('dpxq.com tree export: the game comment and 【主变】 before the moves (Xiangqi-Core: 83 plies, its last FEN)', () => {
  const record = only(text('dpxq-tree-wang-wu-2023.txt'));
  assert.equal([record.format, record.moves.length, record.tags.Result, record.comment], ['dpxq-text', 41 * 2 + 1, '1/2-1/2', '第3局']);
  assert.is(gameFromRecord(record).fen(), '4kab2/4a4/4b4/7N1/4p3p/2P2n3/2c1P4/4BC3/4A4/2BAK4 b - - 3 42');
});

test('dpxq.com tree export: comments on their moves, each variation at its marked move from the position its picture gives', () => {
  const source = text('dpxq-tree-xu-liu-2005.txt');
  const record = only(source);
  assert.equal([record.moves.length, record.tags.Result], [40 * 2 + 1, '1-0']); // Xiangqi-Core's test; 结果: 红方胜
  const commented = record.moves.flatMap((m, i) => (m.comment ? [[i + 1, m.comment.slice(0, 6)]] : []));
  // the lines under 5.炮八平九, 7. … 车８进８ ① and 41.马七进六
  for (const [ply, start] of [[9, '这是2005'], [14, '黑方进车红方'], [81, '黑方少子不敌']]) {
    assert.ok(commented.some(([p, c]) => p === ply && c === start), `${ply} ${start}: ${JSON.stringify(commented)}`);
  }
  // each 变N block prints the position before its first move: { 1rbakabr1 / 9 / … b}
  const pictures = [...source.matchAll(/^\{([^}]*)\}/gm)].map((m) => m[1].replace(/\s/g, '').replace(/([wb])$/, ' $1'));
  const varied = record.moves.flatMap((m, i) => (m.variations ? [i] : []));
  assert.equal(varied, [13, 37]); // the moves marked ① (7. … 车８进８) and ② (19. … 卒７进１)
  varied.forEach((at, k) => {
    const game = gameFromRecord({ ...record, moves: record.moves.slice(0, at) });
    assert.is(game.fen().split(' ').slice(0, 2).join(' '), pictures[k]);
    assert.is(record.moves[at].variations.length, 1);
    assert.equal(record.moves[at].variations[0].map((m) => m.uci).slice(0, 2), k === 0 ? ['b8a8', 'b7b10'] : ['g5f5', 'f6d7']);
  });
  // a variation inside another (变③接变①…), made from the annotator's note under 8.车八进三
  const nested = only(source.replace('\n8.车八进三\n', '\n8.车八进三 ③\n').replace('棋谱由', '变③接变①第8回合\n\n8.车八平七 炮１退１\n\n棋谱由'));
  assert.equal(nested.moves[13].variations[0][1].variations[0].map((m) => m.uci), ['b7c7', 'a8a9']);
  // comment lines that open with a number and a dot, as a numbered list of notes does: comments
  const numbered = only(source.replace('黑方退车，保持变化的走法。', '1.5分钟以后，黑方退车。\n2.另一种看法').replace('　　黑方进车红方下二路。', '　　1.黑方进车红方下二路。'));
  assert.equal(numbered.moves.map((m) => m.uci), record.moves.map((m) => m.uci));
  assert.equal([numbered.moves[13].comment.slice(0, 8), numbered.moves[17].comment.slice(0, 21)], ['1.黑方进车红方', '1.5分钟以后，黑方退车。 2.另一种看法']);
  // a block marked at no move is reported, after the moves read
  const orphan = readRecords(source.replace('车８进８ ①', '车８进８'))[0];
  assert.equal([orphan.moves.length, orphan.error.code, orphan.moves[13].variations], [81, 'record-syntax', undefined]);
  assert.match(orphan.error.message, /变①/);
});

test('CLI: WXF files and dpxq.com texts one after another, each a record, in order', () => {
  const dir = mkdtempSync(join(TMP, 'sites-'));
  const gbk = spawnSync('iconv', ['-f', 'utf-8', '-t', 'gbk', file('dpxq-142610.txt')]).stdout;
  const input = join(dir, 'mixed.txt');
  writeFileSync(join(dir, 'gbk.txt'), Buffer.concat([gbk, gbk]));
  writeFileSync(input, text('playok-demo.wxf') + text('playok-2026-09-03.wxf') + text('dpxq-142610.txt') + text('dpxq-142610.txt'));
  for (const jobs of ['1', '2']) {
    const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', input, join(dir, 'gbk.txt'), '--jobs', jobs], { encoding: 'utf8' });
    assert.is(r.status, 0, r.stderr);
    const lines = r.stdout.trim().split('\n');
    assert.equal(lines.slice(0, -1).map((l) => l.replace(/^.*\//, '').replace(/ \(.*/, '')), [
      'mixed.txt:1: valid, 54 plies, 0-1 checkmate',
      'mixed.txt:17: valid, 55 plies, *',
      'mixed.txt:34: valid, 107 plies, *',
      'mixed.txt:112: valid, 107 plies, *',
      'gbk.txt:1: valid, 107 plies, *',
      'gbk.txt:79: valid, 107 plies, *',
    ]);
  }
  const converted = spawnSync(process.execPath, [CLI, 'convert', 'xiangqi/standard', join(dir, 'gbk.txt'), '--to', 'wxf'], { encoding: 'utf8' });
  assert.is(converted.status, 0, converted.stderr);
  const back = readRecords(converted.stdout);
  assert.is(back.length, 2);
  assert.equal(back[0].moves.map((m) => m.uci), only(text('dpxq-142610.txt')).moves.map((m) => m.uci));
  assert.is(back[0].tags.Red, '北京 刘永富');
  const refused = spawnSync(process.execPath, [CLI, 'convert', 'janggi/standard', input, '--to', 'wxf'], { encoding: 'utf8' });
  assert.is(refused.status, 2);
});

const bytes = (name) => new Uint8Array(readFileSync(file(name)));
const treeSize = (moves) => moves.reduce((n, m) => n + 1 + (m.variations ?? []).reduce((k, v) => k + treeSize(v), 0), 0);

/** How many moves a record's tree holds, each asserted legal for Fairy-Stockfish (`variant`)
 *  where its line has it, from `fen`: variations from the position before their move. */
function legalForFairyStockfish(variant, fen, line) {
  let count = 0;
  const b = new ff.Board(variant, fen);
  for (const m of line) {
    for (const v of m.variations ?? []) count += legalForFairyStockfish(variant, b.fen(), v);
    assert.ok(b.legalMoves().split(' ').includes(m.uci), `${m.text} (${m.uci}) in ${b.fen()}`);
    b.push(m.uci);
    count++;
  }
  b.delete();
  return count;
}

/** Plays every move of every line of a record's tree (each must be legal) and counts them. */
function playTree(game, moves) {
  let n = 0;
  for (const m of moves) {
    for (const v of m.variations ?? []) {
      n += playTree(game, v);
      for (let i = 0; i < v.length; i++) game.undo();
    }
    assert.ok(game.moves().some((x) => x.uci === m.uci), `${m.uci} is legal at ${game.fen()}`);
    game.play(m.uci);
    n++;
  }
  return n;
}

// janggi-review.com's studies (github.com/myunsyeya/janggi-review, content/studies/*.pgn): janggi
// PGN with each side's formation as [Cho "…"] and [Han "…"], each written from its own player's
// left (as its comments say: "한은 마상마상으로 차렸다"), soldiers' moves without a letter as chess
// writes pawns' ("ab4", "ih7", "cd7", "exe6"), and no [Variant]. The lines below are three
// studies' moves with their variations (comments left out; twin-horse-vs-edge-horse/00-overview
// at d47eb9e, edge-horse-vs-edge-horse-offset/01-first-move at 2553ea4,
// double-edge-horse-vs-edge-horse/02-central-soldier at 454cc92). Each had been read as makruk, or
// refused at its first soldier's move under janggi; every move of every line is legal for
// Fairy-Stockfish from the formations' start.
test('janggi PGN with [Cho]/[Han] formations and soldiers without a letter: every line legal from that start', () => {
  const studies = [
    ['마상상마', '상마상마', '1. ab4 (1. e5?! 1... Hc8 2. Hg3?! 2... Ce8!) (1. Hg3 Hf8 2. Cc3?! 2... ab7!) 1... ih7 (1... Hc8 2. Hg3 Ce8 3. Hc3 3... Ca8 4. Rb1) 2. Hg3 (2. Ra5 Ri6 3. Hc3 Rg6?! 4. ih4!) 2... Hc8 (2... ab7?? 3. Rxa10) 3. Cc3 3... Ri6 4. Cc5 (4. Cxc7? 4... Ce8!) (4. i5? 4... Rg6!) 4... cd7 5. Cc2 *', 34],
    ['상마상마', '마상마상', '1. ab4! (1. ih4) (1. Hg3) (1. Hd3) 1... Hd8 (1... Hg8) (1... ih7) (1... ab7?? 2. Rxa10 2... Hd8 3. Rxb10) 2. ih4 (2. Hg3) (2. Hd3) *', 14],
    ['상마마상', '상마상마', '1. ih4 Hc8 2. e5 2... e6 (2... Ce8 3. Hd3) (2... Hf8 3. Hf3 (3. e6?? 3... exe6)) 3. exe6 (3. Hf3?! 3... exe5 4. Hxe5 Ce8+ 5. Kf2) (3. Hd3 Hf8) 3... ab7 4. Hd3 Hf8 5. Ce3+ 5... Che8 6. Hf3 Hxe6 *', 25],
  ];
  const wing = (f) => [...f].map((c) => (c === '마' ? 'n' : 'b'));
  for (const [cho, han, moves, plies] of studies) {
    const pgn = `[Chapter "…"]\n[Cho "${cho}"]\n[Han "${han}"]\n\n${moves}\n`;
    for (const options of [undefined, { profile: 'janggi/standard' }]) {
      const [r] = readRecords(pgn, options);
      assert.equal([r.profile, r.notation, r.error], ['janggi/standard', 'san', undefined], `${cho}/${han}`);
      // Cho's wings from the a-file, Han's from the i-file (its player's left)
      const [c, h] = [wing(cho).map((x) => x.toUpperCase()), wing(han).reverse()];
      assert.is(r.fen.split(' ')[0], `r${h[0]}${h[1]}a1a${h[2]}${h[3]}r/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/R${c[0]}${c[1]}A1A${c[2]}${c[3]}R`);
      assert.is(legalForFairyStockfish('janggi', r.fen, r.moves), plies);
    }
  }
  // the CLI too, under the janggi profile (its --fen for records that write no start left aside)
  const file0 = join(TMP, 'janggi-review.pgn');
  writeFileSync(file0, `[Cho "${studies[1][0]}"]\n[Han "${studies[1][1]}"]\n\n${studies[1][2]}\n`);
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'janggi/standard', file0, '--json', '--fen', new Game('janggi/standard').fen()], { encoding: 'utf8' });
  const [row] = cli.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  assert.equal([row.status, row.plies], ['valid', 3], cli.stdout);
  // the same names holding players' names are no formation: the record is read as before
  const [players] = readRecords('[Cho "Kim"]\n[Han "Lee"]\n\n1. Hc3 *\n', { profile: 'janggi/standard' });
  assert.equal([players.error, players.fen], [undefined, new Game('janggi/standard').fen()]);
});

// A 장기 for Kakao game as a forum post quotes it (janggi-korea on WinBoard's forum,
// http://www.open-aurec.com/wbforum/viewtopic.php?f=2&p=204152, 15 Jan 2021: 온라인 카장,
// 수희짱쨩 9단 vs 정마노 9단, 106 plies, 한 시간승), its first 22 plies: quoted without its tags, as
// pages and posts copy a game's moves, they had been refused at ply 7 ('02象74': the default start
// has a horse there). Its tags give 초차림 상마상마 and 한차림 마상상마, which its moves fit.
const KAKAO_POST_TAGS = '[대회명 "온라인 카장"]\n[대국장소 "장기 for Kakao"]\n[초대국자 "수희짱쨩 9단"]\n[한대국자 "정마노 9단"]\n[초차림 "상마상마"]\n[한차림 "마상상마"]\n[총수 "106"]\n[대국결과 "한 시간승"]\n';
const KAKAO_POST_MOVES = `1. 79卒78 2. 12馬33 3. 08馬87 4. 32包35 5. 88包85 6. 18馬37
7. 02象74 8. 45兵44 9. 71卒72 10. 33馬45 11. 09車69 12. 49兵59
13. 69車68 14. 19車49 15. 75卒76 16. 47兵48 17. 68車62 18. 11車31
19. 62車32 20. 35包55 21. 32車22장군 22. 14士24
`;
test('janggi moves quoted without their start (a post\'s Kakao game): read from the formations they fit, the tags\' own', async () => {
  const [tagged] = readRecords(`${KAKAO_POST_TAGS}\n${KAKAO_POST_MOVES}`);
  assert.equal([tagged.error, tagged.moves.length], [undefined, 22]);
  for (const options of [undefined, { profile: 'janggi/standard' }]) {
    const [r] = readRecords(KAKAO_POST_MOVES, options);
    assert.equal([r.profile, r.error, r.moves.length, r.fen], ['janggi/standard', undefined, 22, tagged.fen]);
    assert.is(legalForFairyStockfish('janggi', r.fen, r.moves), 22);
  }
  // written back as GIB, the formations are its tags
  const g = gameFromRecord(readRecords(KAKAO_POST_MOVES)[0]);
  const gib = recordFromGame(g, { format: 'gib' });
  g.free();
  assert.ok(gib.includes('[초차림 "상마상마"]') && gib.includes('[한차림 "마상상마"]'), gib);
  // the CLI too
  const file0 = join(TMP, 'kakao-post.txt');
  writeFileSync(file0, KAKAO_POST_MOVES);
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'janggi/standard', file0, '--json'], { encoding: 'utf8' });
  const [row] = cli.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  assert.equal([row.status, row.plies], ['valid', 22], cli.stdout);
  // the same moves in UCI name no piece: no formation is read from them (refused, the default start)
  const [uci] = readRecords(tagged.moves.map((m) => m.uci).join(' '), { profile: 'janggi/standard' });
  assert.equal([uci.error?.ply, uci.fen], [7, new Game('janggi/standard').fen()], JSON.stringify(uci.error));
  // a start that is given stays the record's: the tags' default formations refuse ply 7 as before
  const [stated] = readRecords(`[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n${KAKAO_POST_MOVES}`);
  assert.equal([stated.error?.ply, stated.error?.code], [7, 'wrong-piece']);
});

// janggi.pl's notation pages (the Polish janggi site: http://www.janggi.pl/notacja-w-janggi/ and
// http://www.janggi.pl/janggi-notation/) write a game's first twelve plies in the numeric notation,
// a colon between Cho's move and Han's, the first pair typed with spaces inside its moves ('P 71-72',
// '49- 48'), a capture with the piece taken ('E44xP72'), and no formation; the English page numbers
// Han's moves by ply ('3. C88-85 6. C38-35'). They had been refused at their first word ('P').
const JANGGI_PL_POLISH = '1. P 71-72 : P 49- 48\n\n2. H08-87 : H18-37\n\n3. C88-85 : C38-35\n\n4. P75-76 : H13-34\n\n5. H03-84 : E12-44\n\n6. E02-74 : E44xP72\n';
const JANGGI_PL_ENGLISH = '1. P 71-72 : P 49- 48\n\n2. H08-87 : H18-37\n\n3. C88-85 6. C38-35\n\n4. P75-76 8. H13-34\n\n5. H03-84 10. E12-44\n\n6. E02-74 12. E44xP72\n';
test('janggi.pl\'s numeric notation: a colon between the pair, a move typed apart, the piece taken lettered', () => {
  const texts = ['P71-72', 'P49-48', 'H08-87', 'H18-37', 'C88-85', 'C38-35', 'P75-76', 'H13-34', 'H03-84', 'E12-44', 'E02-74', 'E44xP72'];
  for (const page of [JANGGI_PL_POLISH, JANGGI_PL_ENGLISH]) {
    const records = readRecords(page, { profile: 'janggi/standard' });
    assert.is(records.length, 1);
    const [r] = records;
    assert.equal([r.error, r.moves.map((m) => m.text)], [undefined, texts]);
    // the formations its lettered moves name: Cho's elephant on 02 and horses on 03 and 08, Han's
    // elephant on 12 and horses on 13 and 18
    assert.is(r.fen, 'rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1');
    assert.is(legalForFairyStockfish('janggi', r.fen, r.moves), 12);
    assert.is(r.moves[11].uci, 'd7b4'); // the elephant takes the soldier on 72
  }
  // the piece taken lettered is read as GIB's is, not checked; a letter between a point and its
  // dash is no move
  const game = new Game('janggi/standard');
  assert.is(game.play('H02xP83').uci, 'b1c3');
  assert.throws(() => game.play('H12-P33'), (e) => e.code === 'malformed-move');
  game.free();
});

// PFC, the XML 鹏飞象棋 (PengFei Xiangqi) saves: zfdang/chinese-chess-fish-android's
// assets/XQF/棋理大全-赵鑫鑫/p06 连环马02.pfc (MIT), a book's position and its lines, had been read as
// a move "?xml". Its tree is <n> elements, each holding the moves after its move (ICCS, lower
// case); of several, the one marked default="true" (else the first) goes on the main line, whose
// comments follow the game ("实战", the game's move, then 红可马4进3). Its FEN puts a third
// advisor on e8, a point no advisor reaches: refused so; with the elephant there (the other of
// Black's two), every move of every line is legal for Fairy-Stockfish.
test('PFC (鹏飞象棋): a book position\'s move tree, its main line the default moves, every line legal', () => {
  const bytes = readFileSync(file('zfdang/qili-daquan-p06-lianhuanma-02.pfc'));
  const [refused] = readRecords(bytes);
  assert.equal([refused.format, refused.error?.code], ['pfc', 'fen-piece-placement']);
  const text = new TextDecoder().decode(bytes);
  const board = / m="([^" ]+)/.exec(text)[1];
  assert.is(board.replace(/[^a]/g, '').length, 3, 'three black advisors: two a side (RULES.md)');
  const fixed = text.replace('1c2ac2r', '1c2bc2r');
  const [r] = readRecords(fixed);
  assert.equal([r.format, r.notation, r.error, r.tags.Result], ['pfc', 'iccs', undefined, undefined]);
  assert.equal(r.moves.map((m) => m.text), ['i7h7', 'c2d4', 'c6c5', 'e1f3', 'g5g4', 'c0e2']);
  assert.equal([r.moves[2].comment, r.moves[5].comment], ['实战：不明显的败招', '红可马4进3']);
  assert.equal(r.moves[2].variations.map((v) => v[0].text), ['g3e4']); // the move after c2d4 the book recommends
  assert.equal(r.moves[4].variations.map((v) => v.map((m) => m.text)), [['g9i7'], ['h7h4', 'f6f7', 'b7f7', 'b0b9']]);
  assert.is(r.comment, '&孟辰');
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 25);
  // cut short, or with what is no move element in it: a typed error, the moves before it kept
  const cut = readRecords(fixed.slice(0, fixed.indexOf('<n m="c0e2"')))[0];
  assert.equal([cut.error?.code, /cut off/.test(cut.error?.message)], ['record-syntax', true]);
  const junk = readRecords(fixed.replace('<n m="c2d4">', '<n m="c2d4"><b>'))[0];
  assert.equal([junk.error?.code, junk.moves.length], ['record-syntax', 0]);
  // the repository's own sample (棋谱/sample_31_pengfei.pfc): a mate in three, "杀！(红胜)"
  const [mate] = readRecords(readFileSync(file('zfdang/sample_31_pengfei.pfc')));
  assert.equal([mate.error, mate.moves.map((m) => m.uci), mate.moves[2].comment], [undefined, ['h7f8', 'e10d10', 'i9d9'], '杀！(红胜)']);
  const end = Game.fromRecord(mate).outcome();
  assert.equal([end.reason, end.result], ['checkmate', '1-0']);
  // PFC files joined with cat, 20,000 of them: each its own record, read in a loop (a recursion
  // per file had overflowed the stack)
  const many = readRecords(readFileSync(file('zfdang/sample_31_pengfei.pfc'), 'utf8').repeat(20_000));
  assert.is(many.length, 20_000);
  assert.ok(many.every((g) => g.format === 'pfc' && !g.error && g.moves.length === 3));
});

test('CBR (象棋桥): the moves and comments of two files, every line legal', () => {
  const small = only(bytes('cbr/test2.cbr'));
  assert.is(small.format, 'cbr');
  const game = new Game('xiangqi/standard');
  assert.equal(small.moves.map((m) => { const t = game.notation(m.uci, 'chinese'); game.play(m.uci); return t; }), ['炮二平五', '炮８平５']);
  assert.equal([small.comment, small.moves[0].comment, small.moves[1].comment, small.tags.Title], ['李1', '李2', '李3', 'Test']);
  const lecture = only(bytes('cbr/huang-danqing-lecture-004.cbr'));
  assert.is(lecture.tags.Title, '黄丹青讲座004-破解新式弃马局的攻防要领');
  assert.equal([lecture.moves.length, treeSize(lecture.moves)], [28, 102]);
  const played = new Game('xiangqi/standard');
  played.playPastEnd = true;
  assert.is(playTree(played, lecture.moves), 102);
});

test('CBL (象棋桥 library): its games, the title cards left out, each result as its title says', () => {
  const games = readRecords(bytes('cbr/longhua-cup-1989.cbl'));
  assert.is(games.length, 36);
  const misnamed = [];
  for (const record of games) {
    assert.is(record.error, undefined, JSON.stringify(record.error));
    const g = new Game('xiangqi/standard', record.fen);
    g.playPastEnd = true;
    assert.ok(playTree(g, record.moves) > 20, record.tags.Title);
    // the title ('第一轮 徐天红 先和 徐天利') names the players and the result the header's fields hold
    const { Title: title, Red: red, Black: black } = record.tags;
    if (!(title.includes(`${red} 先`) && title.endsWith(` ${black}`))) misnamed.push(`${title}: ${red}`);
    const said = /先胜/.test(title) ? '1-0' : /先负/.test(title) ? '0-1' : /先和/.test(title) ? '1/2-1/2' : null;
    assert.is(record.result, said, title);
  }
  assert.is(games[0].tags.Event, '1989年龙化杯象棋名师邀请赛');
  // one typo of the file's own: that game's red field names the brother who is not in its title
  assert.equal(misnamed, ['第二轮 徐天利 先胜 黄仕清: 徐天红']);
});

test('CBF (象棋桥 XML): tags, moves and comments; a move list it cannot read is a typed error', () => {
  const tenth = only(bytes('cbr/test2.cbf'));
  assert.is(tenth.format, 'cbf');
  assert.is(tenth.moves.length, 75); // that project's test: 75 moves
  const game = new Game('xiangqi/standard');
  const chinese = tenth.moves.map((m) => { const t = game.notation(m.uci, 'chinese'); game.play(m.uci); return t; });
  assert.equal(chinese.slice(0, 8), ['炮二平五', '炮８平５', '马二进三', '马８进７', '车一进一', '车９平８', '车一平六', '车８进６']);
  assert.equal(chinese.slice(-3), ['兵九进一', '卒７进１', '车七进三']);
  assert.match(tenth.tags.Title, /\(和\)$/);
  assert.is(tenth.result, '1/2-1/2'); // <RecordResult>3, as the title's (和) says
  // each move's text is its value as the file writes it (the core reads the points)
  const values = [...text('cbr/test2.cbf').matchAll(/<Move value="(\d\d-\d\d)"/g)].map((m) => m[1]).slice(1);
  assert.equal(tenth.moves.map((m) => m.text), values);
  // a move that is none (to its own point) is named as written, at its ply, the moves before it played
  const noMove = readRecords(text('cbr/test2.cbf').replace(`<Move value="${values[2]}"`, '<Move value="29-29"'))[0];
  assert.equal([noMove.error.ply, noMove.error.text, noMove.moves.length], [3, '29-29', 2]);
  assert.equal([tenth.tags.ECCO, tenth.comment, tenth.moves.at(-1).comment], ['D04', '顺炮横车弃马对直车不受弃马局', '和']);
  const first = only(text('cbr/test.cbf'));
  assert.equal([first.tags.Event, first.tags.Annotator, first.result], ['居荣鑫《象棋古谱全局三种》', '居荣鑫', '*']);
  const played = new Game('xiangqi/standard');
  assert.is(playTree(played, first.moves), first.moves.length);
  // a move after the end="1" of its last line, no branch="1" announcing it: refused
  const branched = text('cbr/test2.cbf').replace('<Move value="26-23" end="1">', '<Move value="26-23" end="1" /><Move value="26-23">');
  const [refused] = readRecords(branched);
  assert.equal([refused.error.code, refused.moves.length], ['record-syntax', 75]);
  assert.match(refused.error.message, /goes on after the end of its last line/);
  // entities in the head: read, and one naming no character kept as written (it threw once)
  const named = only(text('cbr/test.cbf').replace('<Red />', '<Red>A&amp;B&#x4E2D;&#99999999;</Red>'));
  assert.is(named.tags.Red, 'A&B中&#99999999;');
  // files one after another (each with its byte-order mark and XML declaration), other records
  // between them: each read as what it is, by readRecords and by the CLI's stream splitter
  const mixed = `${text('cbr/test2.cbf')}${text('cbr/test.cbf')}${text('playok-demo.wxf')}${text('xu-nie-1999.pgn')}\n${text('cbr/test2.cbf')}`;
  assert.equal(readRecords(mixed).map((r) => [r.format, r.moves.length, r.error]),
    [['cbf', 75, undefined], ['cbf', 50, undefined], ['wxf', 54, undefined], ['pgn', 75, undefined], ['cbf', 75, undefined]]);
  const dir = mkdtempSync(join(TMP, 'cbf-'));
  writeFileSync(join(dir, 'mixed.txt'), mixed);
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(dir, 'mixed.txt')], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.equal(r.stdout.trim().split('\n').slice(0, -1).map((l) => / valid, (\d+) plies/.exec(l)?.[1]), ['75', '50', '54', '75', '75']);
});

// CBF with variations: zfdang/chinese-chess-fish-android's 棋谱/sample_22_ccbridge.cbf (MIT), an
// opening book of 15,352 moves, had been refused at its first branch="1". Its move list is a tree
// in preorder, as CBR's: a move is followed by the next of its line unless marked end="1", and
// one marked branch="1" has an alternative after its own line. So read, Fairy-Stockfish finds
// 15,242 moves legal, line after line; two lines hold a move both it and the core refuse (a
// general stepping into check), where each stops, the rest of the book read.
test('CBF with variations (象棋桥 opening book): its end and branch marks make a tree whose every line is legal', () => {
  const [r] = readRecords(readFileSync(file('zfdang/sample_22_ccbridge.cbf')));
  assert.equal([r.format, r.tags.Title, r.tags.ECCO, r.comment, r.moves.length], ['cbf', '五七炮对屏风马', 'C66', '最新弈法', 45]);
  assert.equal([r.error?.variation, r.error?.code, r.error?.text], [[9, 1, 12, 0], 'self-check', '40-41']); // the first of them
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 15242);
  // the two refused moves, as the file writes them, where Fairy-Stockfish has them illegal too
  for (const [fen, uci] of [['1C2kab2/2R6/3abn3/p3p4/6r1p/P8/2N6/9/4A4/2BA1K1c1 b - - 15 41', 'e10e9'], ['C2akab2/9/4b4/1r2p3p/5n3/9/4P1p1P/4B4/1C2A4/1R1AK4 b - - 1 35', 'f10e9']]) {
    const b = new ff.Board('xiangqi', fen);
    assert.not.ok(b.legalMoves().split(' ').includes(uci), `${uci} in ${fen}`);
    b.delete();
    assert.is(new Game('xiangqi/standard', fen).explain(uci)?.code, 'self-check');
  }
});

// An older CBR layout (version 1, the byte at 0x13): 棋谱/sample_23_ccbridge.cbr, the same
// 象棋桥 book as sample_22_ccbridge.cbf, had been refused ("a CBR board byte is no piece"): its
// title stands 0x80 bytes earlier, its board and moves 0x100, and its points are two hex digits
// (0x77 for CBF's "77"). So read, its whole tree is the CBF's: every move, variation and comment.
test('CBR version 1: the same tree as the CBF of the same book, move for move', () => {
  const [cbr] = readRecords(readFileSync(file('zfdang/sample_23_ccbridge.cbr')));
  const [cbf] = readRecords(readFileSync(file('zfdang/sample_22_ccbridge.cbf')));
  assert.equal([cbr.format, cbr.tags.Title, cbr.fen, cbr.comment], ['cbr', cbf.tags.Title, cbf.fen, cbf.comment]);
  const shape = (line) => line.map((m) => [m.uci, m.comment ?? null, (m.variations ?? []).map(shape)]);
  assert.equal(shape(cbr.moves), shape(cbf.moves));
  assert.equal(cbr.error, cbf.error);
});

test('CBR and CBL: cut short or damaged, a typed record error; the CLI numbers a library\'s games', () => {
  const whole = bytes('cbr/huang-danqing-lecture-004.cbr');
  const [cut] = readRecords(whole.slice(0, whole.length - 40));
  assert.is(cut.error.code, 'record-syntax');
  assert.ok(cut.moves.length > 0 && cut.moves.length <= 28);
  const [tiny] = readRecords(whole.slice(0, 100));
  assert.equal([tiny.error.code, tiny.error.ply, tiny.moves.length], ['record-syntax', 0, 0]);
  // cut anywhere: never fewer moves (or games) said to be whole. A record's move list, even an
  // empty one, ends in its own word; a library's index lists each of its records.
  const plies = (moves) => moves.reduce((n, m) => n + 1 + (m.variations ?? []).reduce((k, v) => k + plies(v), 0), 0);
  const silent = [];
  for (const name of ['cbr/huang-danqing-lecture-004.cbr', 'cbr/test2.cbr', 'cbr/longhua-cup-1989.cbl']) {
    const file = bytes(name), all = readRecords(file), allPlies = all.reduce((n, r) => n + plies(r.moves), 0);
    for (let at = 1; at < file.length; at += Math.ceil(file.length / 500)) {
      const part = readRecords(file.slice(0, at));
      if (!part.some((r) => r.error) && part.reduce((n, r) => n + plies(r.moves), 0) < allPlies) silent.push(`${name} cut at ${at}`);
    }
  }
  assert.equal(silent, []);
  const [library] = readRecords(bytes('cbr/longhua-cup-1989.cbl').slice(0, 0x10440 + 276 * 38 + 4096 * 5));
  assert.match(library.error.message, /lists 38 records and holds 0/);
  const bad = whole.slice();
  bad[0x848] = 0x19; // no piece
  assert.is(readRecords(bad)[0].error.code, 'record-syntax');
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file('cbr/longhua-cup-1989.cbl'), file('cbr/test2.cbr')], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.is(lines.length, 38);
  assert.match(lines[0], /longhua-cup-1989\.cbl:1: valid/);
  assert.match(lines[35], /longhua-cup-1989\.cbl:36: valid/);
  assert.match(lines[36], /test2\.cbr:1: valid, 2 plies/);
});

// An older 象棋桥 library (hbsxcjp/cchess_qt holds 14: 吕钦专集.CBL, …): 'CCBridge', a version word
// 21, then a zlib stream; its bytes read as text had given an illegal move "CCBridge" and
// undecodable bytes. Made here: the header and the first bytes of a zlib stream.
test('an older 象棋桥 file ("CCBridge", version 21, zlib): one record error naming it, in readRecords and the CLI', () => {
  const older = new Uint8Array([...Buffer.from('CCBridge'), 21, 0, 0, 0, 1, 0, 0, 0, 0x70, 0x21, 0, 0, 0x78, 0x01, 0xb5, 0x99, 0x6b, 0x70, 0x14, 0xd7]);
  const records = readRecords(older);
  assert.is(records.length, 1);
  const [record] = records;
  assert.equal([record.format, record.moves.length, record.error.ply, record.error.code], ['cbr', 0, 0, 'record-syntax']);
  assert.match(record.error.message, /older 象棋桥 \(CCBridge\) file \("CCBridge", version word 21, then zlib-compressed data\), which is not read/);
  assert.match(record.error.message, /"CCBridge Record" and "CCBridgeLibrary"/);
  // a CBR or CBL cut inside its mark is still a cut CBR or CBL
  assert.match(readRecords(bytes('cbr/test2.cbr').slice(0, 12))[0].error.message, /a CBR record is at least/);
  assert.match(readRecords(bytes('cbr/longhua-cup-1989.cbl').slice(0, 12))[0].error.message, /the CBL library ends before its index/);
  const dir = mkdtempSync(join(TMP, 'older-'));
  writeFileSync(join(dir, 'older.CBL'), older);
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(dir, 'older.CBL')], { encoding: 'utf8' });
  const lines = r.stdout.trim().split('\n');
  assert.is(lines.length, 2, r.stdout);
  assert.match(lines[0], /older\.CBL:1: unreadable: record-syntax: an older 象棋桥 \(CCBridge\) file/);
  assert.match(lines[1], /1 record: 0 valid, 0 illegal, 1 unreadable/);
});

// github.com/niu2x/chinese-qipu keeps each game as one run of ICCS coordinates, no spaces, no tags:
// cut every four characters (the core's span of an ICCS move), as the same moves spaced are read.
test('ICCS moves run together on one line (niu2x/chinese-qipu): the game Fairy-Stockfish replays, in readRecords, streamed and the CLI', async () => {
  const raw = text('niu2x-chinese-qipu-000eec33.txt').trim();
  const record = only(raw);
  // the truth: the line cut in fours, each ICCS square's rank one less than UCI's
  const iccs = raw.match(/..../g);
  assert.is(iccs.length, 31);
  assert.equal(record.moves.map((m) => m.uci), iccs.map((m) => m.replace(/\d/g, (d) => String(+d + 1))));
  assert.is(legalForFairyStockfish('xiangqi', new Game('xiangqi/standard').fen(), record.moves), 31);
  assert.equal((await streamedInPieces(raw, 7)).map((r) => r.moves.length), [31]);
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file('niu2x-chinese-qipu-000eec33.txt')], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /:1: valid, 31 plies/);
});

// The archive's puzzles (tests/records/README.md) write their start after the moves, a FEN board
// with its side glued on ('…/C1B1K2C1w', '…/c3KAB2w--01', '…/3AK4b'): it had been read as the next
// game's start (unreadable: 'w' no piece's letter), and the moves from the game's start, refused at
// their first. The board is now the moves' start, and ends their game.
test('niu2x/chinese-qipu\'s puzzles: the board after the moves, its side glued on, is their start (Fairy-Stockfish replays them to mate)', async () => {
  const truth = [
    ['niu2x-chinese-qipu-0003bdc6.txt', '6b2/3ka1Nn1/9/9/9/4R4/9/3cp4/1rnc1pppr/C1B1K2C1 w - - 0 1', 21, '1-0'],
    ['niu2x-chinese-qipu-0009a98c.txt', '4ka3/4a4/b3c4/nr7/2p3b2/2PR5/4C4/Bp2C4/4A4/c3KAB2 w - - 0 1', 11, '1-0'],
    ['niu2x-chinese-qipu-0f440117.txt', '9/4k4/9/9/9/9/9/3AB4/1c2Np3/3AK4 b - - 0 1', 7, '0-1'],
  ];
  for (const [name, fen, plies, result] of truth) {
    const raw = text(name);
    const record = only(raw);
    // the first line cut in fours, each ICCS square's rank one less than UCI's, from the second's board
    const iccs = raw.split('\n')[0].match(/..../g);
    assert.equal([record.fen, iccs.length], [fen, plies]);
    assert.equal(record.moves.map((m) => m.uci), iccs.map((m) => m.replace(/\d/g, (d) => String(+d + 1))));
    assert.is(legalForFairyStockfish('xiangqi', fen, record.moves), plies);
    const b = new ff.Board('xiangqi', fen);
    for (const m of record.moves) b.push(m.uci);
    assert.equal([b.isGameOver(), b.result()], [true, result], name); // mate, as Fairy-Stockfish sees it
    b.delete();
    assert.equal((await streamedInPieces(raw, 7)).map((r) => [r.fen, r.moves.length]), [[fen, plies]]);
  }
  // files joined as cat joins them: each board ends its puzzle, whole and streamed alike
  const joined = truth.map(([name]) => text(name)).join('');
  const expected = truth.map(([, fen, plies]) => [fen, plies, undefined]);
  assert.equal(readRecords(joined).map((r) => [r.fen, r.moves.length, r.error]), expected);
  assert.equal((await streamedInPieces(joined, 11)).map((r) => [r.fen, r.moves.length, r.error]), expected);
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', ...truth.map(([name]) => file(name))], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /summary: 3 records: 3 valid, 0 illegal, 0 unreadable; 39 plies/);
  // a FEN line after moves, its side apart, is still the next game's start
  assert.equal(readRecords(`h2e2 h9g7\n${truth[0][1]}\n`).map((g) => [g.fen, g.moves.length]), [[new Game('xiangqi/standard').fen(), 2], [truth[0][1], 0]]);
});

// thanglongkydao.com, thread 101230 "Quy Bối Pháo chuyển đề Ngũ Cửu Pháo đối QBP tấn Chốt 3", post
// 614574 (chương 2, cuộc 2.2), as the page's text gives it: a figure ("hình 2.2") stood between
// the seventh pair and the prose after it, and the line break went with it, so Black's move runs
// into the next word ('Pháo 8 tấn 3Đến đây …'). The game stopped at ply 14, 'Pháo' unread.
test('a Vietnamese move in words run into the prose after it (thanglongkydao.com): the move, then the line as its comment', () => {
  const post = `Cuộc 2.2: Tiên tấn Pháo đánh Xe, Hậu tấn Chốt 7


1. Pháo 2 bình 5, Mã 8 tấn 7
2. Mã 2 tấn 3, Xe 9 tấn 1
3. Xe 1 bình 2, Pháo 8 thoái 1
4. Chốt 5 tấn 1, Pháo 2 bình 5

Hậu hoàn toàn chủ động bình Pháo phải vào giữa tạo thành trận Liệt Thủ Pháo, chứ không sử dụng con Pháo Thụt lừng danh.

5. Mã 8 tấn 7, …

Nếu lúc này đây Tiên vội vàng đi Pháo 8 tấn 6 thì Hậu sẽ Pháo 8 tấn 6, Xe 2 tấn 2, Xe 9 bình 2, Mã 8 tấn 7, Tiên bị tổn thất mất một nước vô dụng là Xe 2 tấn 2 nếu so với cuộc 2.3 sẽ được trình bày kỹ lưỡng về sau.

5. … , Mã 2 tấn 3
6. Xe 9 bình 8, …

6. … , Chốt 7 tấn 1
7. Pháo 8 tấn 6, Pháo 8 tấn 3Đến đây như hình 2.2, Tiên có 2 cách tiếp tục tranh đấu: Pháo 8 thoái 3, Xe 2 tấn 4.

Biến 1: Pháo 8 thoái 3

8. Pháo 8 thoái 3, Xe 9 bình 8
9. Xe 2 tấn 4, Xe 1 tấn 1
10. Chốt 7 tấn 1, Pháo 8 bình 2
11. Xe 2 tấn 4, Xe 1 bình 8
12. Xe 8 tấn 5, Pháo 5 tấn 3
`;
  const r = only(post);
  // the truth: the pairs the post numbers, 1 to 12, two plies each
  assert.equal([r.notation, r.moves.length], ['vietnamese', 24]);
  assert.equal([r.moves[13].text, r.moves[13].uci], ['Pháo 8 tấn 3', 'h9h6']);
  assert.match(r.moves[13].comment, /^Đến đây như hình 2\.2, Tiên có 2 cách .* Xe 2 tấn 4\. Biến 1: Pháo 8 thoái 3$/);
  assert.is(legalForFairyStockfish('xiangqi', new Game('xiangqi/standard').fen(), r.moves), 24);
  // a number run into a digit is no move's: 'tấn 34' is still refused
  assert.is(readRecords('1. Pháo 2 bình 5, Mã 8 tấn 7 2. Mã 2 tấn 34')[0].error?.ply, 3);
});

// sunday.b1u.org, "Đơn Xa phá Tướng Sỹ Tượng toàn", cuộc 1: the page gives the position in words
// ("Số quân cờ bên Đỏ (đi trước): Tg (5,1) X(8,5); Số quân cờ bên Xanh (đi sau): Tg(4,1) S(6,1)
// S(5,1) B(1,3) B(3,5)", files from each side's right, ranks from its back rank: the advisor its
// solution moves, 'Sĩ 5 thoái 4', stands on (5,2)), then its solution as a table of two columns
// copied, Red's move, the pair's number, Black's: the general 'Tg' with its file run in ('Tg4 tấn
// 1') or apart ('Tg 5 tấn 1'), the elephant 'Bồ', and 'Thua' (loses) in Black's last place. The
// game stopped at ply 2, the number '1' read as Black's move.
test('a Vietnamese two-column solution (sunday.b1u.org): numbers between the moves, Tg and Bồ, and Black\'s "Thua"', () => {
  const page = `[FEN "3k1a3/4a4/b8/9/2b6/1R7/9/9/9/4K4 w - - 0 1"]

Cờ đỏ Cờ Xanh
Xe 8 tấn 5 1 Tg4 tấn 1
Xe 8 bình 9 2 Tg4 tấn 1
Xe 9 thoái 1 3 Bồ 1 thoái 3
Xe 9 bình 7 4 Bồ 3 thoái 1
Tg 5 tấn 1 5 Sĩ 5 thoái 4
Xe 7 thoái 4 6 Thua
`;
  const r = only(page);
  // the truth: six pairs, the sixth Red's move then Black's loss; Fairy-Stockfish replays the
  // moves, and Black, to move, is mated at once whatever it plays
  assert.equal([r.notation, r.moves.length, r.result], ['vietnamese', 11, '1-0']);
  assert.equal(r.moves.map((m) => m.uci).join(' '), 'b5b10 d10d9 b10a10 d9d8 a10a9 a8c10 a9c9 c6a8 e1e2 e9d10 c9c5');
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 11);
  const board = new ff.Board('xiangqi', r.fen);
  for (const m of r.moves) board.push(m.uci);
  for (const reply of board.legalMoves().trim().split(' ')) {
    board.push(reply);
    assert.ok(board.legalMoves().split(' ').some((m) => { board.push(m); const mate = board.isCheck() && !board.legalMoves().trim(); board.pop(); return mate; }), reply);
    board.pop();
  }
  board.delete();
  // a number that is not the pair's is still no move ('23. X3-2 4 X7.5', a book's footnote)
  assert.is(readRecords('1. P2-5 7 M8.7 2. M2.3 X9-8')[0].error?.ply, 2);
});

// hieponly.com, 2016/11, "\"Á vương\" Lư Huy ngũ thất pháo lực tỏa Kỳ đàn tổng tư lệnh Tạ hiệp Tốn"
// (a game of the early 20th century), its moves' lines as the page sets them (its commentary
// between them left out here): Black's moves after '...' on a line of their own, and the front
// chariot named by a word run in before the letter, 'TiềnX/1' (tiền, front), where the letter
// form writes 'Xt/1'. The game stopped at ply 41, 'TiềnX/1' unread.
test('a Vietnamese move with the place as a word run in before the letter (hieponly.com): "TiềnX/1", the front chariot', () => {
  const page = `1. P2-5 M8.7 2. M2.3 C3.1
3. M8.9 X9.1 4. P8-7...
... X9-4
5. X9-8 C1.1
6. X1-2 X4.3
7. X2.6 X4-7 8. X8.4 ...
...X7.2
9. C7.1 T3.1
10. C7.1 T1.3
11. M9.7 M2.4 12. M7.5 X7-6
13. M5.7 P2-3 14. X2-3 X6/4
15. P7.5 X6-3 16. X8.4 X1.2
17. X8-6 X3.2 18. X6-3 ...
...X3/2
19. M3.4 S4.5 20. M4.2...
... P8-9
21. TiềnX/1 X3-7 22. X3.1 X1-7
23. M2.3 P9.4
`;
  const r = only(page);
  // the truth: the pairs the page numbers, 1 to 23, two plies each, Fairy-Stockfish taking each;
  // Red's two chariots both on file 3 before move 21, the front one (g9) going back
  assert.equal([r.notation, r.moves.length], ['vietnamese', 46]);
  assert.equal([r.moves[40].text, r.moves[40].uci], ['TiềnX/1', 'g9g8']);
  assert.is(legalForFairyStockfish('xiangqi', new Game('xiangqi/standard').fen(), r.moves), 46);
  // the same move written in letters, and in words with the Sino-Vietnamese rear, hậu
  const before = r.moves.slice(0, 40).map((m) => m.text).join(' ');
  assert.is(only(`${before} Xt/1`).moves[40].uci, 'g9g8');
  assert.is(only(`${before} Xe hậu tấn 1`).moves[40].uci, 'g7g8');
});

// mocvien.com, "Thế trận Pháo đầu với các thế trận phòng ngự" (tin-tuc/the-tran-phao-dau-voi-cac-
// the-tran-phong-ngu), its first system as the page's text gives it: a numbered heading in
// capitals, the moves, then the book's notes, each opened by its letter in parentheses and
// giving lines from the (pictured) table's later moves. The heading's '1.' opened a record whose
// first move was 'PHÁO' (refused), and the note's '(a)' left its words to be read as moves: the
// game stopped at ply 7, 'Trước' unread.
test('a Vietnamese book\'s page (mocvien.com): a numbered heading, and notes opened by "(a)", are prose, not moves', () => {
  const page = `A. PHÁO ĐẦU ĐỐI VỚI BÌNH PHONG MÃ

1. PHÁO ĐẦU ĐỐI BÌNH PHONG MÃ CỔ ĐIỂN
1. P2-5 M8.7 2. M2.3 M2.3 3. X1-2 X9-8

Chú giải :
(a) Trước kia Đen thường chơi 4. X2.4 M2.3 5. B7.1 B3.1 5. X2-7 B7.1 7. M8.7 (như 7. B5.1 P2/1 8. B5.1 Đen cũng chủ động) 7...M3.4 8. B3.1 T3.5 9. B3.1 Đen ưu.
(b) Nếu chơi tích cực hơn, Trắng nên chơi 5...P8-9 hoặc 5...M3.4 hoặc 5...P2.1, tất cả các phương án nấy đều đối công phức tạp.
`;
  const records = readRecords(page);
  // the truth: one game, the three pairs the page numbers; the heading the game's comment, the
  // notes the last move's
  assert.is(records.length, 1);
  const r = only(page);
  assert.equal([r.notation, r.moves.length], ['vietnamese', 6]);
  assert.match(r.comment, /1\. PHÁO ĐẦU ĐỐI BÌNH PHONG MÃ CỔ ĐIỂN/);
  assert.match(r.moves[5].comment, /^Chú giải : \(a\) Trước kia .* Đen ưu\. \(b\) Nếu chơi .* phức tạp\.$/);
  assert.is(legalForFairyStockfish('xiangqi', new Game('xiangqi/standard').fen(), r.moves), 6);
  // the same site's page on the Phản Công Mã (tin-tuc/phao-dau-doi-voi-phan-cong-ma): a heading
  // with a digit in it, its first words in capitals
  const other = readRecords('1. PHƯƠNG ÁN PHÁO ĐẦU TIẾN TỐT 3 HOẶC RA XE SỚM\n\n1. P2-5 M2.3 2. M2.3 P8-6\n');
  assert.equal(other.map((g) => [g.moves.length, g.error?.text]), [[4, undefined]]);
  // a numbered line with a digit after its number, its words not capitals, is still a move's
  assert.is(only('1. Pháo 2 bình 5, Mã 8 tấn 7').moves.length, 2);
});

// A pass word ('@@@@', 'pass', '0000') is every notation's (README, "Notations"): a janggi record
// in SAN that writes its passes so had been refused at the first ('not a move of janggi in san').
// No real record at hand: the moves typed here, each the one Fairy-Stockfish takes.
test('janggi SAN with passes written "@@@@", "pass", "0000": each the mover\'s pass, as Fairy-Stockfish plays them', () => {
  // (no two passes in a row: they end a janggi game)
  const record = only('[Variant "janggi"]\n\n1. Hc3 @@@@ 2. Hg3 Hc8 3. pass Hg8 4. 0000 *\n');
  assert.equal([record.notation, record.moves.map((m) => m.uci)], ['san', ['b1c3', 'e9e9', 'h1g3', 'b10c8', 'e2e2', 'h10g8', 'e2e2']]);
  assert.is(legalForFairyStockfish('janggi', record.fen, record.moves), 7);
});

// A Jekyll blog's post kept as Markdown in its repository (title 排局-05, 2018-05-04, categories
// Xiangqi; the code index that holds it does not name the repository): its front matter, an image
// line, the start as a link's text to chessdb.cn, '&nbsp;' lines. Its paragraphs are left out here
// (Chinese prose: the next test); its lines are otherwise as the post has them.
const POST_05_MARKUP = `---
layout: post
status: publish
published: true
title: 排局-05
date: '2018-05-04 17:13:21 +0800'
categories:
- Xiangqi
---

![](../../../imgs/2018/05/capture-4.png)

[6R2/3r5/3kr4/9/9/9/9/5C3/4A4/3A1K3 w](https://www.chessdb.cn/query/?6R2/3r5/3kr4/9/9/9/9/5C3/4A4/3A1K3%20w)

&nbsp;
&nbsp;

1. 车三退三 车５退１!

2. 车三进一 车５进１
3. 炮四进五 车５退１
4. 炮四退六 车５进１
5. 车三退一 车５退１
6. 仕五进六

![](../../../imgs/2018/05/capture-5.png)
`;
const POST_05_START = '6R2/3r5/3kr4/9/9/9/9/5C3/4A4/3A1K3 w - - 0 1';

test('a Markdown post\'s markup (排局-05): front matter, images, &nbsp; passed over; the start read from the link\'s text, not its address', () => {
  const r = only(POST_05_MARKUP);
  // the truth: the post's six numbered moves, Red's sixth the last, from the linked FEN; each one
  // Fairy-Stockfish takes
  assert.equal([r.fen, r.moves.length, r.moves[1].nags], [POST_05_START, 11, [1]]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 11);
});

// The same post whole to its second figure, its paragraphs of Chinese prose in place: before the
// moves, and between the first and the second
const POST_05 = POST_05_MARKUP
  .replace('&nbsp;\n&nbsp;\n', '如图，红方似乎可以车三退三叫杀得车．可红方的取胜之路真的如此简单嘛？\n\n&nbsp;\n&nbsp;\n\n&nbsp;\n&nbsp;\n\n&nbsp;\n&nbsp;\n\n显然不是这样简单--不过黑方的应对也可谓奇思妙想:\n')
  .replace('车５退１!\n\n', '车５退１!\n\n一着花心车龟缩防守，红方也暂时无计可施．此时平车打将会自找麻烦，因为黑方平将躲避后会形成兑车，红方反而不好处理．不过借打将之机调整炮位，进而扬士叫杀似乎是可行之策．\n\n');

test('a Markdown post\'s Chinese prose between its moves (排局-05): the paragraphs are comments, the moves read on', () => {
  const r = only(POST_05);
  assert.equal([r.fen, r.moves.length], [POST_05_START, 11]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 11);
  // the paragraphs before the moves are the game's comment, the one after Black's first move its
  assert.ok(r.comment.startsWith('如图，红方似乎可以车三退三叫杀得车') && r.comment.endsWith('奇思妙想:'), r.comment);
  assert.ok(r.moves[1].comment.startsWith('一着花心车龟缩防守'), r.moves[1].comment);
  assert.is(r.moves.filter((m) => m.comment).length, 1);
  // a line a move opens is still the move's ('车三退三叫杀': not prose), and Chinese moves run
  // together on a line are moves
  assert.is(readRecords('1. 炮二平五 马８进７\n马二进三车９平８\n')[0].moves.length, 4);
});

test('a note\'s record under a Markdown heading, in a code fence (jackgic/chess): the heading\'s words are the game\'s comment', () => {
  // github.com/jackgic/chess at b7cd1d7484044ac8d36bcbdc4bac8b086627a9cf, CHINESE_NOTATION_FIX_SUMMARY.md:
  // its "棋谱记录" (the record), each ply under its own number, then the next heading
  const note = '### 棋谱记录\n```\n1. 炮二平五\n2. 马8进7\n3. 马二进三\n4. 车9平8\n```\n\n## 通信示例\n';
  const r = only(note);
  assert.equal([r.comment, r.moves.map((m) => m.text)], ['棋谱记录', ['炮二平五', '马8进7', '马二进三', '车9平8']]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 4);
  assert.is(r.moves[3].comment, '通信示例');
  // a bold label opening a line is prose too ('**示例对局**：', a note of the UCCI protocol)
  assert.equal(only('**示例对局**：\n\n```\n1. 炮二平五  炮8平5\n2. 炮五进四  士4进5\n```\n').moves.length, 4);
});

test('a README\'s example game in a code fence (wangzicheng0682/xiangqi-hybrid-agent): its headings and bullets are comments, one record', () => {
  // github.com/wangzicheng0682/xiangqi-hybrid-agent at 4568edab9c7db14dcd8eb1220700840055a27c3c,
  // data/games/README.md, to its first list (its shell and YAML fences after it are no record's)
  const readme = `# Game Databases Directory

Place your game databases here in PGN format.

## Format

PGN (Portable Game Notation) files with Chinese chess notation.

Example:
\`\`\`
[Event "National Championship"]
[Date "2020.05.15"]
[White "Player A"]
[Black "Player B"]
[Result "1-0"]

1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 卒７进１
...
1-0
\`\`\`

## Sources

### Professional Games
- National championships
- International tournaments
- Grandmaster games
`;
  const records = readRecords(readme);
  assert.is(records.length, 1, JSON.stringify(records.map((r) => r.error)));
  const [r] = records;
  // the truth: the fence's three numbered pairs and its result line
  assert.equal([r.error, r.moves.length, r.tags.Event, r.result], [undefined, 6, 'National Championship', '1-0']);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 6);
  // a heading of one word ('## Format') is the game's comment, as its paragraphs are
  assert.ok(r.comment.startsWith('Game Databases Directory') && r.comment.includes('Format'), r.comment);
});

// A janggi GIB as a Korean gib-to-WinBoard converter writes it (a Python script found through the
// code search corpus, id 12739137091, its repository not named there): the GIB's tags renamed
// (대회명 Event …, 대국결과 Result, 초 완승 1-0), [Variant "janggicasual"], a FEN of the formations
// with "w 0 1", and the moves as points with ranks from 0 (08마87 is h0g2). Its "merged" file
// (합본, for WinBoard) joins games with a line "*": every game but the last ends its moves with
// '*' while its Result tag says how it ended. The '*' says nothing, and the tag's result is the
// record's, as python-chess keeps a Result tag over the moves' '*'; it had been read as '*'.
// The game is hatteomol-2016-ha-jeon.gib's (73 plies, 초 완승), written here as the script writes it.
test('a "*" ending the moves gives way to the Result tag (a gib-to-WinBoard converter joins games with "*")', () => {
  const [head, body] = text('hatteomol-2016-ha-jeon.gib').split('\n\n');
  const names = { 대회명: 'Event', 회전: 'Round', 대국일자: 'Date', 대국장소: 'Site', 초대국자: 'White', 한대국자: 'Black', 제한시간: 'TimeControl', 대국결과: 'Result', '초 완승': '1-0' };
  let tags = head;
  for (const [korean, pgn] of Object.entries(names)) tags = tags.replaceAll(korean, pgn);
  const points = body.replace(/[^0-9 .]/g, ' ').replace(/\b\d+\. /g, ' ').trim().split(/ +/);
  const point = (d) => '0abcdefghi'[+d[1]] + String((10 - +d[0]) % 10);
  let moves = '';
  points.forEach((p, i) => { moves += (i % 4 === 0 ? `\n${i / 4 + 1}.` : '') + (i % 2 === 0 ? ' ' : '') + point(p); });
  const game = `${tags}\n[Variant "janggicasual"]\n[VariantFamily "janggi"]\n` +
    '[FEN "reha1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/REHA1AEHR w 0 1"]\n' + moves;
  assert.is(points.length, 2 * 73); // two points a move
  defineProfile('janggi/fsf-casual', { base: 'janggi/standard', bikjang: 'free', bikjangEnd: 'none', doublePassEnd: 'draw', drawsByMaterial: false });
  const records = readRecords([game, game, game].join('\n*\n'), { profile: 'janggi/fsf-casual' });
  assert.equal(records.map((r) => [r.moves.length, r.error?.code, r.result, r.tags.Result]), Array(3).fill([73, undefined, '1-0', '1-0']));
  // the same moves as the GIB's own reading
  assert.equal(records[0].moves.map((m) => m.uci), readRecords(text('hatteomol-2016-ha-jeon.gib'))[0].moves.map((m) => m.uci));
  // a '*' with no Result tag, or a Result tag of '*', is still '*'
  assert.is(readRecords('1. h3e3 h10g8 *')[0].result, '*');
  assert.is(readRecords('[Result "*"]\n\n1. h3e3 h10g8 *')[0].result, '*');
});

// 打虎将's DHJHtmlXQ, the viewer of 广东象棋网's game pages (01xq.com, stqiyuan.com): DhtmlXQ with
// numbered fields, its moves in [DHJHtmlXQ_34], four digits each, the row counted from Red's side.
// A game's move list as a public scraper of stqiyuan.com's game pages keeps it for its tests
// (testMoves, beside the page it reads, http://www.stqiyuan.com/game_view.asp?id=0120195F7A30FD,
// whose list it finds as /\[DHJHtmlXQ_34\]\d+\[\/DHJHtmlXQ_34\]/), found through the code search
// corpus (id 25650954117); the other fields as vschess reads them. Had been refused at its first
// mark ('not a move').
test('打虎将 DHJHtmlXQ (stqiyuan.com): the move list with its rows from Red\'s side, in a block or alone', () => {
  const moves = '23246665102279672234174772421927706209191222897934264757808167558131694726345563242563426042472531712547000177730151394822268685515457676241191171721131345567685434311141224645504179763424271922341907264649395567111672527370405070303426767050517071515071705051303141303136';
  const list = `[DHJHtmlXQ_34]${moves}[/DHJHtmlXQ_34]`;
  const r = only(list);
  // the truth: 68 plies, each Fairy-Stockfish's; the same digits read as ICCS, file then row from
  // Red's side (2324: c3c4, 兵七进一, UCI's c4c5), give the same game
  const iccs = moves.match(/\d{4}/g).map((m) => `${'abcdefghi'[m[0]]}${+m[1] + 1}${'abcdefghi'[m[2]]}${+m[3] + 1}`);
  assert.equal([r.format, r.moves.length, r.moves[0].uci], ['dhtmlxq', 68, 'c4c5']);
  assert.equal(r.moves.map((m) => m.uci), iccs);
  assert.is(legalForFairyStockfish('xiangqi', new Game('xiangqi/standard').fen(), r.moves), 68);
  // in its block, with a numbered tag (11: the event), the start written out (31: its 90 points)
  // and a comment after ply 1, as vschess writes them
  const start = 'rheakaehr' + '0'.repeat(10) + 'c00000c0p0p0p0p0p' + '0'.repeat(18) + 'P0P0P0P0P0C00000C' + '0'.repeat(10) + 'RHEAKAEHR';
  const block = `[DHJHtmlXQ]\n[DHJHtmlXQ_11]测试[/DHJHtmlXQ_11]\n[DHJHtmlXQ_31]${start}[/DHJHtmlXQ_31]\n${list}\n[game_comment_0_1]兵七进一[/comment_0_1]\n[/DHJHtmlXQ]\n`;
  const b = only(block);
  assert.equal([b.tags.Event, b.moves.length, b.moves[0].comment, b.fen], ['测试', 68, '兵七进一', r.fen]);
  assert.equal(b.moves.map((m) => m.uci), iccs);
});

// gbtami/pychess-variants issue #434 ("Implement Asian Xiangqi Notation (AXN)", ugoproto,
// 2021-01-14): an opening in WXF as the issue writes it, under a 'Red   Black' head, each line's
// two moves followed by their explanation in English. Had stopped at ply 3 on 'red' ('not a move').
test('WXF moves followed on their line by English prose explaining them (pychess-variants issue #434)', () => {
  const issue = `Red   Black
C2=5 H8+7  red Cannon moves from file 2 to file 5, black Horse in file 8 advances and switches to file 7
H2+3 R9=8  red Horse in f2 advances and switches to f3, black chaRiot moves sideway from f9 to f8
R1=2 H2+3  red chaRiot in f1 moves sideway to f2, black Horse in f2 moves up and switches to f3
`;
  const r = only(issue);
  // the truth: the three pairs the prose describes (C2=5: the cannon from file 2 to 5, h2e2),
  // Fairy-Stockfish taking each; each line's prose is its last move's comment
  assert.equal([r.notation, r.moves.map((m) => m.uci).join(' ')], ['wxf', 'h3e3 h10g8 h1g3 i10h10 i1h1 b10c8']);
  assert.is(legalForFairyStockfish('xiangqi', new Game('xiangqi/standard').fen(), r.moves), 6);
  assert.ok(r.moves[1].comment.startsWith('red Cannon moves from file 2 to file 5,'), r.moves[1].comment);
  assert.ok(r.moves[5].comment.endsWith('moves up and switches to f3'), r.moves[5].comment);
  // words that are no prose stay what they were: a move that is not one, a result in words
  assert.is(readRecords('C2=5 H8+7 Hx2+3 R9=8 R1=2')[0].error?.ply, 3);
  assert.equal([only('1. C2=5 H8+7 2. H2+3 R9=8 Red wins').result, only('1. C2=5 H8+7 2. H2+3 R9=8 Red wins').moves.length], ['1-0', 4]);
});

// 徐天紅 (Jiangsu) vs 萬春林 (Shanghai), 2006 league, as http://m.handmsg.com/page/2006/1231/29647340.shtml
// (a magazine's article, as fx361.cc keeps them) heads it: the players, then when and where it was
// played in parentheses, then the opening's name; its first 13 moves (the annotator's paragraphs
// between them left out)
const XU_WAN_2006 = `江蘇 徐天紅(先勝)上海 萬春林
(2006年5月10日弈于上海)
對兵局
1.兵七進一 卒7進l
2.炮二平三 象7進5
3.馬二進一 馬8進7
4,車一平二 車9平8
5.車二進六 炮8平9
6.車二進三 …………
6.………… 馬7退8
7.炮八平五 馬2進3
8.車九進一 車1進1
9.車九平二 馬8進6
10.馬八進七 車1平4
11.兵一進一 …………
11.………… 車4進3
12.車二平四 馬6進8
13.炮三平二 …………
`;

test('a note in Chinese in parentheses before the first move ("(2006年5月10日弈于上海)") is the game\'s comment, not its first move', () => {
  // the date and place had been read as the first move (malformed-move at ply 1) and the game lost.
  // As the page has it the source's own misprints stop it later: '卒7進l' (an 'l' for the '1') at ply 2
  const page = readRecords(XU_WAN_2006)[0];
  assert.equal([page.moves.length, page.error?.ply, page.error?.text], [1, 2, '卒7進l']);
  assert.is(page.comment, '江蘇 徐天紅(先勝)上海 萬春林 2006年5月10日弈于上海 對兵局');
  // with it mended: 25 plies, every one legal for Fairy-Stockfish ('4,車一平二': a comma for the dot)
  const r = only(XU_WAN_2006.replace('卒7進l', '卒7進1'));
  assert.equal([r.moves.length, r.error], [25, undefined]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 25);
  assert.match(r.comment, / 2006年5月10日弈于上海 /);
  // fx361.cc/page/2020/0727/6903425.shtml: 刘明 vs 孙勇征 under '(2019年10月24日弈于亳州)'
  const bozhou = only('河南 刘明(负)上海 孙勇征\n(2019年10月24日弈于亳州)\n1.炮二平五 马8进7\n');
  assert.equal([bozhou.moves.length, bozhou.error, bozhou.comment], [2, undefined, '河南 刘明(负)上海 孙勇征 2019年10月24日弈于亳州']);
  // what the core reads as a move stays one: a variation in parentheses, a note with a move in it
  assert.is(only('1.炮二平五 (炮二平四 马8进7) 马8进7\n').moves[0].variations?.length, 1);
  assert.is(readRecords('河南 刘明\n(其后马8进7)\n1.炮二平五 马8进7\n')[0].error?.text, '其后马8进7');
});

test('a move number with no dot run on after a figure\'s mark ("車1平6(圖1)10車二進三…………") is that move\'s number, not part of the move', () => {
  // http://m.handmsg.com/page/2005/0429/29685486.shtml (a magazine's column on 10.車二進三; tests/records,
  // its text to the first analyst's 13...卒3進1): Black's 9th move, the figure's mark, then Red's
  // 10th under its number with no dot. The word had been read whole as a move (malformed-move at
  // ply 19) and the game lost there
  const r = only(text('handmsg-2005-bingxing-che.txt'));
  assert.equal([r.moves.length, r.error, r.moves[17].comment, r.moves[18].text], [26, undefined, '圖1', '車二進三']);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 26);
  // the number the move at hand has, on a line of its own too; digits that are another number stay
  // the word's (no move), and a move that opens with digits naming that number stays whole ('01차02')
  assert.equal(only('1.炮二平五 马8进7\n2马二进三 车9平8\n').moves.map((m) => m.text), ['炮二平五', '马8进7', '马二进三', '车9平8']);
  assert.equal(readRecords('1.炮二平五 马8进7(图1)5马二进三 车9平8\n')[0].error?.text, '5马二进三');
  assert.is(readRecords('1. 01차02\n', { profile: 'janggi/standard' })[0].error?.text, '01차02'); // (its own piece there)
});

test('a figure\'s mark in parentheses after a move ("卒7进1(图1)") is the move\'s comment, not a variation', () => {
  // fx361.cc/page/2020/0727/6903425.shtml (刘明 vs 孙勇征, 2019) marks the positions its figures show
  // after the move that leads to them, '12.马七进五 卒7进1(图1)', and '(图2)' after the last move: each had
  // been read as a variation whose move '图1' no notation reads. The page's text is not at hand here:
  // the marks as it writes them, after the opening moves of the game above
  const r = only('1.炮二平五 马8进7 2.马二进三 车9平8(图1)\n3.车一平二 马2进3 (圖2)\n4.兵七进一 (如图) 卒7进1(图3)\n');
  assert.equal(r.moves.map((m) => m.comment), [undefined, undefined, undefined, '图1', undefined, '圖2', '如图', '图3']);
  assert.equal([r.moves.length, r.moves.some((m) => m.variations)], [8, false]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 8);
  // as English books write theirs
  assert.equal(only('1. C2=5 (Diagram 1) H8+7 (Fig. 2)\n').moves.map((m) => m.comment), ['Diagram 1', 'Fig. 2']);
  // a variation stays one, and a move that is none in one stays an error
  assert.is(only('1.炮二平五 马8进7 (马2进3)\n').moves[1].variations?.length, 1);
  assert.is(readRecords('1.炮二平五 马8进7 (图a)\n')[0].error?.text, '图a');
});

test('full-width parentheses, as Chinese magazines print them ("（1999年11月11日弈于镇江）", "车三平八（图1）"), are read as ASCII ones are', () => {
  // soulun.net's copy of a 1999 magazine report (tests/records/README.md): 许银川 vs 刘殿中, the date
  // and place in parentheses under the players, '12、车三平八(图1)………' after the moves. The stored
  // copy has its full-width punctuation folded to ASCII; as the page prints it, '（1999年11月11日弈于
  // 镇江）' had been read as the first move (malformed-move at ply 1) and '（图1）' as one after the last
  const stored = text('soulun-xu-liu-1999.txt');
  const printed = stored.replace(/[(),]/g, (c) => ({ '(': '（', ')': '）', ',': '，' })[c]);
  const [a, b] = [only(stored), only(printed)];
  assert.equal([a.moves.length, b.moves.length], [23, 23]);
  assert.equal(b.moves.map((m) => m.uci), a.moves.map((m) => m.uci));
  assert.is(legalForFairyStockfish('xiangqi', b.fen, b.moves), 23);
  assert.is(b.moves.some((m) => m.variations), false);
  // the comments as the text writes them, its full-width marks kept
  assert.match(b.comment, /^广东 许银川（先和）河北 刘殿中 1999年11月11日弈于镇江 中炮过河车对屏风马两头蛇 第五轮/);
  assert.match(b.moves[22].comment, /^图1 平车兑炮是广东队研究的最新战术!/);
  assert.is(b.moves[22].comment.replace(/，/g, ','), a.moves[22].comment);
  // and so in GB18030, as Chinese files are often saved
  const gbk = spawnSync('iconv', ['-f', 'UTF-8', '-t', 'GB18030'], { input: printed }).stdout;
  assert.equal(readRecords(gbk).map((r) => [r.moves.length, r.error]), [[23, undefined]]);
  // each case as its ASCII form reads: a variation, a footnote's mark, a gloss, a note after a move,
  // a result alone or after its word, glued to the move before it or not
  for (const t of ['1.炮二平五 (炮二平四 马8进7) 马8进7\n', '1.炮二平五(炮二平四 马8进7)马8进7 (1) 2.马二进三\n', '1. C2.5 (炮二平五) H8+7\n',
    '1.炮二平五(进车捉炮,试探黑方应手。) 马8进7\n', '1.炮二平五 马8进7 (红胜)\n', '1.炮二平五 马8进7(和棋)\n', '1.炮二平五 马8进7 红方胜(绝杀)\n']) {
    const wide = t.replace(/[()]/g, (c) => (c === '(' ? '（' : '）'));
    const [x, y] = [only(t), only(wide)];
    const shape = (r) => [r.result, r.moves.map((m) => [m.uci, m.comment?.replace(/[（）]/g, (c) => (c === '（' ? '(' : ')')), m.variations?.map((v) => v.map((n) => n.uci))])];
    assert.equal(shape(y), shape(x), wide);
  }
});

test('a solution\'s text: its pairs parted by Chinese semicolons ("车6退1；2. 炮一平四"), Black\'s move under its number after a comma ("1.……，车6退1"), the result after the last move\'s comma ("马七退六，和。")', () => {
  // qiuyuye.cn's 《每周一局》 (2020-10-08), the answer to the week before's puzzle (红先和): the main
  // line, each refutation in words on a line of its own. The stored copy has its full-width
  // punctuation folded to ASCII, where ';' is PGN's comment (its reading lost the moves after each
  // ';'); as the forum prints it, with '；' and '，', '；2.' had been read as a move, '……，车6退1'
  // as a comma then a move, and '马七退六，和' as one move.
  const stored = text('qiuyuye-2020-weekly-327-answer.txt');
  const printed = stored.replace(/[(),;:]/g, (c) => ({ '(': '（', ')': '）', ',': '，', ';': '；', ':': '：' })[c]);
  const [game, ...more] = parseGames(printed);
  // the text's main line, 14 moves, Red's 14th the last (27 plies), and its result, a draw. The start
  // is the puzzle's diagram, not in the text: legality is not asked here
  assert.is(more.length, 0);
  assert.equal(game.moves.map((m) => m.text).join(' '), '后炮平四 车6退1 炮一平四 马5退6 兵四进一 将6进1 兵三进一 将6退1 兵三平四 将6进1 '
    + '兵六平五 车5进1 车三进八 将6退1 车一进九 象5退7 车三平五 车6平5 车五退六 马6进5 车一平三 将6进1 马九退七 马5进7 车三退八 炮2平7 马七退六');
  assert.is(game.result, '1/2-1/2');
  assert.equal([game.moves[0].comment, game.moves[6].comment?.slice(0, 16)], ['如前炮平四，则车6退3；兵四进一，将6进1；兵三进一，将6退1；炮一平四，车6平9；马九退七，炮2进1；马七退五，象5进7；黑胜。', '如兵六平五，则车5进1；兵三平四']);
  assert.equal(readRecords(printed).map((r) => [r.result, r.error?.ply, r.error?.code]), [['1/2-1/2', 1, 'no-piece']]);
  // from the start, as a post would write a game so: every move legal for Fairy-Stockfish
  const r = only('1.炮二平五，马8进7；2.马二进三，车9平8；\n3.车一平二，……\n3.……，马2进3；4.兵七进一，卒7进1。\n');
  assert.equal([r.moves.length, legalForFairyStockfish('xiangqi', r.fen, r.moves)], [8, 8]);
  assert.equal(only('1.炮二平五，马8进7；2.马二进三，红胜。\n').result, '1-0');
  // the ASCII comma too ('1.……,马8进7'); the ASCII ';' stays PGN's comment
  assert.equal(only('1. 炮二平五,……\n1.……,马8进7 2. 马二进三,和\n').moves.length, 3);
  assert.equal(only('1.炮二平五 马8进7;2.马二进三\n').moves.map((m) => m.comment), [undefined, '2.马二进三']);
});

test('full-width "！" and "？" after a move ("6.马八进七！车4平3") are its marks, as "!" and "?" are', () => {
  // gamedaodao.com's 顺炮直车左炮巡河破横车夹马局 (tests/records/README.md) marks two moves so, '6.马八进七!车4平3 7.炮八进二!马2进1';
  // printed full-width, '马八进七！' had been read as one move, and '！车4平3' as the next (ply 12)
  const printed = text('gamedaodao-shunpao-zhiche-xunhepao.txt').replace(/[(),;:!]/g, (c) => ({ '(': '（', ')': '）', ',': '，', ';': '；', ':': '：', '!': '！' })[c]);
  const [r] = readRecords(printed);
  assert.equal([r.moves.length, r.error, r.result], [25, undefined, '1-0']);
  assert.equal([10, 11, 12].map((k) => [r.moves[k].text, r.moves[k].nags]), [['马八进七', [1]], ['车4平3', undefined], ['炮八进二', [1]]]);
  const marks = (t) => only(t).moves.map((m) => [m.text, m.nags]);
  assert.equal(marks('1.炮二平五！马8进7？ 2.马二进三！？车9平8 ！！\n'), marks('1.炮二平五!马8进7? 2.马二进三!?车9平8 !!\n'));
});

test('a book\'s game heading opening with its ordinal ("第10局 浙江陈孝 (红先和)黑龙江赵国荣…") is the game\'s comment, not its first move', () => {
  // m.qbook.qq.com's copy of 《象棋定式妙用》, 第10局 (tests/records/README.md): '第10局', digits in it, had
  // not been taken for a word of Chinese prose and was read as the first move (malformed-move at ply 1)
  const stored = text('qbook-dingshi-10-chen-zhao.txt');
  const printed = stored.replace(/[(),:]/g, (c) => ({ '(': '（', ')': '）', ',': '，', ':': '：' })[c]);
  for (const t of [stored, printed]) {
    const r = only(t);
    // the text's 23 moves, Red's last (45 plies), every one legal for Fairy-Stockfish
    assert.equal([r.moves.length, legalForFairyStockfish('xiangqi', r.fen, r.moves)], [45, 45]);
    assert.match(r.comment, /^第10局 浙江陈孝 [(（]红先和[)）]黑龙江赵国荣五七炮进三兵对屏风马$/);
    assert.match(r.moves[44].comment, /^以下黑方若车3平2.*至此[,，]红方得子占优。$/);
  }
  // a chapter's, '第269章 殘局賞析…', and a round's in Chinese numerals, '第十轮'; a move's number
  // written so, '第1回合', is none of them (a move number the reader does not know: it stays unread)
  assert.equal(only('第269章 殘局賞析\n1.炮二平五 马8进7\n').comment, '第269章 殘局賞析');
  assert.equal(only('第十轮 许银川 先和 吕钦\n1.炮二平五 马8进7\n').moves.length, 2);
  assert.is(readRecords('第1回合 炮二平五 马8进7\n')[0].error?.text, '第1回合');
});

test('an annotator\'s note in Chinese in parentheses after a move ("车四进二( 进车捉炮,…)") is the move\'s comment, not a variation', () => {
  // https://m.allen-un.com/item/aMzA2NWIzYjZkNzg1ZGZiZWNmZjhhNGVhl.html, an opening's article (五九炮 against
  // 屏风马): its main line's moves, each note in parentheses after its move (here each note's first
  // clause, and one that names moves further on). The notes had been read as variations whose
  // first move ('进车捉炮') no notation reads, and dropped with them
  const article = `1. 炮二平五 马8进7 2. 马二进三 车9平8
3. 车一平二 马2进3 4. 兵七进一 卒7进1
5. 车二进六 炮8平9 6. 车二平三 炮9退1
7. 马八进七 士4进5 8. 炮八平九 车1平2
9. 车九平八 炮9平7 10. 车三平四 马7进8
11. 车四进二( 进车捉炮,试探黑方应手。)
第一种下法:黑炮7进5
11. 炮7进5(飞炮击兵。)
12. 相三进一 炮2进4
13. 兵五进一(进中兵拆散黑方担子炮。如改走马七进六,则马8退7!黑方应付裕如。)
炮7平3(双方对峙。)
`;
  const r = only(article);
  assert.equal([r.moves.length, r.moves.some((m) => m.variations)], [26, false]);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 26);
  assert.equal([20, 21, 24, 25].map((i) => r.moves[i].comment), [
    '进车捉炮,试探黑方应手。 第一种下法:黑炮7进5', '飞炮击兵。', '进中兵拆散黑方担子炮。如改走马七进六,则马8退7!黑方应付裕如。', '双方对峙。',
  ]);
  // a variation opens with its move: it stays one
  assert.is(only('1. 炮二平五 马8进7 (马2进3 2. 马二进三) 2. 马二进三\n').moves[1].variations?.length, 1);
});

test('a Chinese book\'s variation heading ("(一)车2进5", then "9.…………车2进5" under its number) is a comment, not that move played twice', () => {
  // https://wap.060s.com/index.php?item_id=9190201ae8ab_19815 (顺炮直车对缓开车, a book's section as a
  // page copies it, a blank line between its paragraphs; tests/records): after 9.车九平八 its
  // variations, each headed '(一)车2进5' and then played from 9.………… again. The heading had been
  // read as a variation's mark and its move played, then the same move again (no-piece at ply 19)
  const [r] = readRecords(text('060s-shunpao-zhiche-huankaiche.txt'));
  assert.equal([r.moves.length, r.error], [35, undefined]);
  assert.match(r.moves[16].comment, /现分述如下: \(一\)车2进5$/);
  assert.equal([r.moves[34].comment, r.moves[17].variations[0][0].commentBefore], ['至此,红方多兵多相,黑方是败势。', '(二)车2平6']);
  // a Chinese numeral's mark after a move is its comment, as a number's is
  assert.equal(only('1.炮二平五 (一) 马8进7\n').moves.map((m) => m.comment), ['(一)', undefined]);
});

test('a Chinese book\'s second line numbered back to an earlier move ("(二)车2平6⏎9.…………车2平6", "第二种下法:炮2退1⏎11. 炮2退1") is a variation from that ply, the first line whole', () => {
  // the book's section above: its first line played to 18.车七退四, then '(二)车2平6' restated
  // from 9.………… and played on to 21.车八平七, '杀局胜' (Red mates next). The second line had been
  // read as the first going on (no-piece at ply 36, '车2平6'): it is a variation of Black's 9th
  // move, its prose its moves' comments
  const book = only(text('060s-shunpao-zhiche-huankaiche.txt'));
  const [second] = book.moves[17].variations;
  assert.equal([book.moves.length, book.moves[17].text, book.moves[17].variations.length], [35, '车2进5', 1]);
  assert.equal([second.length, second[0].text, second.at(-1).text], [24, '车2平6', '车八平七']);
  assert.equal([second[11].comment, second.at(-1).comment], ['红方弃马,可快速获得优势。', '至此,红方平车吃马杀局胜。']);
  assert.is(legalForFairyStockfish('xiangqi', book.fen, book.moves), 35 + 24);
  const end = new ff.Board('xiangqi', book.fen);
  for (const m of [...book.moves.slice(0, 17), ...second]) end.push(m.uci);
  assert.ok(end.legalMoves().split(' ').some((m) => { end.push(m); const mate = end.isGameOver(); end.pop(); return mate; }), 'Red mates next');
  end.delete();
  // https://m.allen-un.com/item/aMzA2NWIzYjZkNzg1ZGZiZWNmZjhhNGVhl.html (五九炮 against 屏风马;
  // tests/records): '第一种下法:黑炮7进5' played to 13...炮7平3, then '第二种下法:炮2退1' from
  // '11. 炮2退1', Black's move under a number written as Red's, to 19...车4退6. It had been read
  // as the first line going on (no-piece at ply 27)
  const article = only(text('allen-un-wujiupao-wailei-ma.txt'));
  const [other] = article.moves[21].variations;
  assert.equal([article.moves.length, article.moves[21].text, article.moves[20].variations], [26, '炮7进5', undefined]);
  assert.equal([other.length, other[0].text, other.at(-1).text], [17, '炮2退1', '车4退6']);
  assert.is(other.at(-1).comment, '至此,形成互缠对攻之势,相比之下红方较优。');
  assert.is(legalForFairyStockfish('xiangqi', article.fen, article.moves), 26 + 17);
  // Red's move under its number again, Black's after it: from Red's ply; a number that goes on
  // (Black's under the number Red's had, as the article's '11. 炮7进5') stays the line's
  const red = only('1. 炮二平五 马8进7 2. 马二进三 车9平8 3. 车一平二\n2. 马八进七 马2进3\n');
  assert.equal([red.moves.length, red.moves[2].variations?.[0].map((m) => m.uci)], [5, ['b1c3', 'b10c8']]);
  assert.equal(only('1. 炮二平五 马8进7 2. 马二进三\n2. 车9平8\n3. 车一平二\n').moves.map((m) => !!m.variations), [false, false, false, false, false]);
});

test('a Chinese book\'s aside after a move on its line ("4.车二进六………… 如改走车二进四,…"), its list of moves wrapped over the next lines, is that move\'s comment', () => {
  // http://www.gamedaodao.com/wenku/rgdhv/Z6wvQLXXK9 (顺炮直车左炮巡河破横车夹马局, a book's section;
  // tests/records, its text to 15...马1退3): after 4.车二进六 and a row of dots, the old book's
  // alternative '如改走车二进四,车9平4;' and its moves, a sentence wrapped over four lines, a note in
  // parentheses broken in the middle of a move ('(应改走炮2进2或车1⏎平6,…)'). The aside had been
  // read as a move ('如改走车二进四', ply 8), then the lines of its list as moves
  const [r] = readRecords(text('gamedaodao-shunpao-zhiche-xunhepao.txt'));
  assert.equal([r.moves.length, r.error, r.comment], [25, undefined, '顺炮直车左炮巡河破横车夹马局']);
  assert.equal([r.moves[6].text, r.moves[7].text], ['车二进六', '车9平4']);
  assert.match(r.moves[6].comment, /^如改走车二进四,车9平4; 马八进七,马2进3; 兵七进一,/);
  assert.match(r.moves[6].comment, /\(应改走炮2进2或车1\n平6,较灵活多变\),炮五平四,.* 前炮退一,打死车,红胜。\(原谱第6变\)$/);
  assert.match(r.moves[14].comment, /^亦可改走车九进二,炮2平4;.*\(原谱第2变\)$/);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 25 + 21); // its second line, below
  // a result after the moves stays the game's ('13.车三进二 红胜。'); a line of prose with moves after
  // it on the line ('…红胜。(原谱第4变) 14.仕四进五象3进5'): the moves are read from their number
  assert.equal([r.result, r.moves[24].comment], ['1-0', '原谱第1变']);
  const cut = only('1.炮二平五炮8平5 2.马二进三马8进7\n如改走车5平7,则炮八平五。(原谱第4变) 3.车一平二车9进1\n');
  assert.equal(cut.moves.map((m) => [m.text, m.comment]), [['炮二平五', undefined], ['炮8平5', undefined], ['马二进三', undefined],
    ['马8进7', '如改走车5平7,则炮八平五。(原谱第4变)'], ['车一平二', undefined], ['车9进1', undefined]]);
  // after a sentence ended ('。'), a line of moves is moves again
  assert.is(only('1.炮二平五 马8进7 如改走马2进3,黑方易走。\n马二进三, 车9平8\n').moves.length, 4);
});

test('a Chinese book\'s line ended by a result in words ("13.车三进二 红胜。"), then its next line restated from an earlier move ("(二)马2进1⏎5…………马2进1"): one game, the line a variation', async () => {
  // the book's section above (gamedaodao.com): its first line ends '13.车三进二 红胜。(原谱第1变)', then
  // '(二)马2进1' restates Black's 5th move and plays on to 15...马1退3 (21 plies), its notes and a
  // '红胜。' of the old book's alternatives as comments. The result had ended the game, the second
  // line read as a game of its own (no-piece at its 3rd ply)
  const records = readRecords(text('gamedaodao-shunpao-zhiche-xunhepao.txt'));
  assert.is(records.length, 1);
  const [r] = records;
  const [second] = r.moves[9].variations;
  assert.equal([r.moves.length, r.result, r.error, r.moves[9].text], [25, '1-0', undefined, '车4进7']);
  assert.equal([r.moves[24].comment, second[0].commentBefore], ['原谱第1变', '(二)马2进1']);
  assert.equal([second.length, second[0].text, second[17].text, second.at(-1).text], [21, '马2进1', '仕四进五', '马1退3']);
  assert.match(second[16].comment, /^如改走车5平7,.*红胜。\(原谱第4变\)$/);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 25 + 21);
  assert.equal((await streamedInPieces(text('gamedaodao-shunpao-zhiche-xunhepao.txt'), 7)).map((x) => [x.moves.length, x.result, x.moves[9].variations?.[0].length]), [[25, '1-0', 21]]);
  // a result in words in a restated line is its comment; games a list from 1 opens, or a result
  // mark ends, stay games of their own
  const restated = only('1.炮二平五 马8进7 2.马二进三 车9平8 3.车一平二\n2.马八进七 马2进3 3.车九平八 红胜。\n');
  assert.equal([restated.result, restated.moves[2].variations[0].at(-1).comment], ['*', '红胜']);
  assert.is(readRecords('1.炮二平五 马8进7 2.马二进三 红胜。\n(二)马2进3\n1.炮二平五 马2进3\n').length, 2);
  assert.is(readRecords('1.炮二平五 马8进7 2.马二进三 1-0\n(二)马2进3\n1.…………马2进3\n').length, 2);
});

test('a Chinese book\'s heading over its restated line ("(二)车2平6", "第二种下法:炮2退1", "(二)马2进1") opens that variation, its comment before its first move, and is written so', () => {
  // the three books' sections above (wap.060s.com, m.allen-un.com, gamedaodao.com; tests/records):
  // each heading, on its own line between the first line's last move (or its note) and the restated
  // number, had been kept as the comment of the first line's last move (18.车七退四, 13...炮7平3,
  // 13.车三进二): it heads the second line, as PGN writes it, '( {(二)车2平6} 9... 车2平6 …)'
  const cases = [
    ['060s-shunpao-zhiche-huankaiche.txt', 17, '(二)车2平6', 34, '至此,红方多兵多相,黑方是败势。'],
    ['allen-un-wujiupao-wailei-ma.txt', 21, '第二种下法:炮2退1', 25, '双方对峙。以下红有兵五进一、马三进四及炮九进四等多种走法,均有复杂变化。'],
    ['gamedaodao-shunpao-zhiche-xunhepao.txt', 9, '(二)马2进1', 24, '原谱第1变'],
  ];
  for (const [name, ply, heading, last, note] of cases) {
    const r = only(text(name));
    const [line] = r.moves[ply].variations;
    assert.equal([line[0].commentBefore, r.moves[last].comment], [heading, note], name);
    const pgn = recordFromGame(gameFromRecord(r));
    assert.ok(pgn.includes(`({${heading}} `), name);
    const again = only(pgn);
    assert.equal([again.moves[ply].variations[0][0].commentBefore, again.moves.length, treeSize(again.moves)], [heading, r.moves.length, treeSize(r.moves)], name);
  }
  // a note after the line before's last move that is no heading (no ordinal, not ending with the
  // restated move) stays that move's
  const noted = only('1.炮二平五 马8进7 2.马二进三 车9平8\n红方稍好。\n1.…………马2进3 2.马二进三\n');
  assert.equal([noted.moves[3].comment, noted.moves[1].variations[0][0].commentBefore], ['红方稍好。', undefined]);
  const headed = only('1.炮二平五 马8进7 2.马二进三 车9平8\n红方稍好。\n第二种着法:\n1.…………马2进3 2.马二进三\n');
  assert.equal([headed.moves[3].comment, headed.moves[1].variations[0][0].commentBefore], ['红方稍好。', '第二种着法:']);
});

test('a puzzle\'s lines after its FEN line, each list numbered from 1 ("1. 车九平三 将5进1 … 红胜", "1. 车九平三 车2进7 …", then "1. 车三进八 …" going on): one game, its lines from the start variations, a list that goes on the line read', async () => {
  // https://xusheng.dev/posts/xiangqi/2018-01-11-endgame-02 (tests/records, its text to 5...车2进1;
  // the FEN line twice, as the page has it under its figure and in its text): Black's two defences
  // that lose, each from the start ('1. 车九平三 将5进1 … 4. 仕六进五 红胜', mate; '1. 车九平三 车2进7 …
  // 5. 车三退二 红胜定'), then the solution, its moves in three lists each numbered from 1 between the
  // author's notes ('1. 车九平三 车2进7 2. 帅四退一 车1进9', '1. 车三进八 将5进1 2. 炮五平九', '1. ……
  // 车2进1 2. 帅四进一 车2进1'). Each list had been read as a game from the standard start (the
  // first FEN line a game of its own, no move; the others illegal at their first move)
  const name = 'xusheng-2018-endgame-02.txt';
  const r = only(text(name));
  const texts = (line) => line.map((m) => m.text);
  assert.equal([r.fen, r.moves.length, r.result, r.error], ['rr1ak4/9/9/9/9/9/9/5K3/R8/3AC4 w - - 0 1', 7, '1-0', undefined]);
  assert.equal(texts(r.moves), ['车九平三', '将5进1', '车三平五', '将5平4', '车五平六', '将4平5', '仕六进五']);
  const [wrong, solution] = r.moves[0].variations;
  assert.equal(texts(wrong), ['车九平三', '车2进7', '帅四退一', '将5进1', '车三进七', '将5进1', '仕六进五', '将5平4', '车三退二']);
  assert.equal(texts(solution), ['车九平三', '车2进7', '帅四退一', '车1进9', '车三进八', '将5进1', '炮五平九', '车2进1', '帅四进一', '车2进1']);
  assert.match(solution[3].comment, /^黑方一手车1进9/);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 7 + 9 + 10);
  const end = new ff.Board('xiangqi', r.fen);
  for (const m of r.moves) end.push(m.uci);
  assert.ok(end.isGameOver(), 'the first line mates');
  end.delete();
  // the CLI and streamRecords read it so too
  writeFileSync(join(TMP, name), text(name));
  const cli = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', join(TMP, name)], { encoding: 'utf8' });
  assert.match(cli.stdout, /:1: valid, 7 plies, 1-0 checkmate\nsummary: 1 record/);
  assert.equal((await streamedInPieces(text(name), 7)).map((x) => [x.moves.length, x.moves[0].variations.map((v) => v.length)]), [[7, [9, 10]]]);
  // after a line a result ended, a list from 1 is another try from the start, whatever its first
  // move; without a FEN line, a list from 1 again is still the next game
  const tries = only('rr1ak4/9/9/9/9/9/9/5K3/R8/3AC4 w\n1. 车九平三 将5进1 2. 车三平五 红胜\n1. 车九进八 车2平1\n');
  assert.equal([tries.moves.length, tries.moves[0].variations?.[0].map((m) => m.text)], [3, ['车九进八', '车2平1']]);
  assert.is(readRecords('1. 炮二平五 马8进7\n1. 炮二平五 马2进3\n').length, 2);
});

test('a magazine\'s byline opened by a box ("□評注/陳富杰大師") is prose, the game\'s heading, not its first move', () => {
  // http://www.victorzhang.cn/page/2002/0429/28998032.shtml (a magazine's report of the 13th 銀荔枝杯
  // final, as fx361.cc keeps them): its annotator's byline over 孫勇征 vs 陶漢明, then when and where
  // in parentheses, the opening's name, a paragraph (here its first sentence), the first moves as
  // its text gives them before it is cut. The byline had been read as the first move
  const page = `□評注/陳富杰大師
上海 孫勇征(先勝)吉林 陶漢明
(2002年3月17日弈于北京)
中炮對三步虎
第一輪上海小將孫勇征和吉林陶漢明分別戰勝了對手。
1、炮二平五 馬2進3
`;
  const r = only(page);
  assert.equal([r.moves.length, r.moves.map((m) => m.uci).join(' ')], [2, 'h3e3 b10c8']);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 2);
  assert.match(r.comment, /^□評注\/陳富杰大師 上海 孫勇征\(先勝\)吉林 陶漢明 2002年3月17日弈于北京 中炮對三步虎 第一輪/);
  // a box alone is no prose
  assert.is(readRecords('1.炮二平五 马8进7\n□ 2.马二进三\n')[0].error?.text, '□');
});

test('a forum post\'s pairs with a comma for the number\'s dot and a full stop after ("1,炮二平五,马8进7。"), "。。。。" for a move to come, notes in parentheses', () => {
  // 汪洋 vs 庄玉庭 (湖北 vs 广东, 2008-05-07), as a post at
  // http://gdchess.com/bbs/dv_rss.asp?boardid=2&id=28594&page=628 annotates it: '1,炮二平五,马8进7。'
  // (a comma for the number's dot, Chinese's full stop after the pair), '7,兵五进一,。。。。。' then
  // '7,。。。。。 卒3进1!' around a note, each note in parentheses on a line of its own ('(注一;…)', here
  // each cut to its first clause), '(双方愿和)' (a draw agreed) after the last move, had been its comment. Its number
  // had been read as the first move ('1', malformed-move at ply 1) and the game lost. The post's
  // own 14,车二进七 is a misprint (Red's 二 rook was exchanged at move 10; its note says the rook
  // attacks the cannon, 车八进七): read as printed it stops there (no-piece at ply 27)
  const post = `适由评说 (8)
这是08年5月7日,广东队对湖北队的一局。
1,炮二平五,马8进7。 2,马二进三,卒3进1。
(注一;黑方不走车9平8,而先走卒3进1。)
3,车一平二, 车9平8。 4,马八进九,马2进3。 5,炮八平七,马3进2。
6,车二进六,象7进5。 7,兵五进一,。。。。。
(注二;此着较为新颖。)
7,。。。。。 卒3进1!
(注三;弃卒活马,为求和争取机会。)
8,兵七进一,马2进4。 9,马三进五,炮8平9。 10,车二进三,。。。。
(注四;斗车必然,如果红误走车二平三去卒,黑有炮9进4去兵。)
10,。。。。。马7退8。 11,车九平八,炮2平3。 12,炮七进五,炮9平3。
13,炮五平一,。。。。
(注五;平炮避免黑方再斗子,兵种不优良。)
13,。。。。车1进1。14,车二进七,炮3进7。 15,仕六进五,车1平6。
(注六;红方进车捉炮,牺牲一只相。)
16,车八平六,车6进5。 17,马五退六,马4进3。 18,马六进八,马3退2。
19,马九退八,。。。。
(住七;第十九回合,红方如改走马八退七去炮,黑则马2进1去马。)
19,。。。。炮3退3。 20,车六平八,炮3平2。21,车八退三,炮2进3。
22,马八退六,炮2退3。(双方愿和)
`;
  const [printed] = readRecords(post);
  assert.equal([printed.moves.length, printed.error?.ply, printed.error?.text, printed.error?.code], [26, 27, '车二进七', 'no-piece']);
  const r = only(post.replace('14,车二进七', '14,车八进七'));
  assert.is(r.moves.length, 44);
  assert.is(legalForFairyStockfish('xiangqi', r.fen, r.moves), 44);
  assert.equal([3, 12, 13, 18, 36].map((i) => r.moves[i].comment?.slice(0, 2)), ['注一', '注二', '注三', '注四', '住七']);
  // '(双方愿和)', both sides willing to draw, is the game's result
  assert.equal([r.result, r.moves[43].comment], ['1/2-1/2', undefined]);
  assert.equal(['双方愿和', '（双方同意作和）', '雙方議和'].map((w) => only(`1.炮二平五 马8进7 ${w}\n`).result), ['1/2-1/2', '1/2-1/2', '1/2-1/2']);
  // a number with a comma before a move stays read as one when no move follows it
  assert.is(readRecords('1,\n')[0].error?.text, '1');
});

test.after(() => rmSync(TMP, { recursive: true, force: true }));

test.run();
