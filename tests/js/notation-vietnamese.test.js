// Vietnamese xiangqi notation (ký hiệu cờ tướng), read and written by the core
// (core/src/notation_vietnamese.c), checked against what Vietnamese pages print beside it: the
// same moves in Chinese and WXF (hieponly.top), and the moves its letters spell out in words
// (truyenhinhcapsongthu.net, tamquocchess.vn). notation.test.js checks every legal move of random
// and constructed positions against Fairy-Stockfish's WXF turned into it by the published table.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game } from '../../bindings/index.js';
import { readRecords } from '../../bindings/records/index.js';

await init();

/** The UCI of the move a text names, or the refusal's code (the game left as it was). */
function read(g, text, notation) {
  const before = g.fen();
  try {
    const move = g.play(text, notation ? { notation } : undefined);
    g.undo();
    return move.uci;
  } catch (e) {
    assert.is(g.fen(), before, `a refused ${text} left the game as it was`);
    return e.code;
  }
}

// hieponly.top, "Đọc biên bản cờ tướng bằng tiếng Anh/Trung/Việt" (2017-11-10): one opening in
// four columns, Chinese, Vietnamese words, Vietnamese notation and WXF. Its Vietnamese column
// letters the soldier C (chốt), as many records do; we write B (binh).
const HIEPONLY = {
  chinese: '1. 炮二平五 马8进7 2. 马二进三 马2进3 3. 车一平二 车9平8 4. 兵七进一 卒7进1',
  vietnamese: '1. P2-5 M8.7 2. M2.3 M2.3 3. X1-2 X9-8 4. C7.1 C7.1',
  wxf: '1. C2=5 H8+7 2. H2+3 H2+3 3. R1=2 R9=8 4. P7+1 P7+1',
};

test('hieponly.top\'s table: the Vietnamese column names the moves of the Chinese and WXF columns', () => {
  const read = Object.fromEntries(Object.entries(HIEPONLY).map(([kind, text]) => [kind, readRecords(text)[0]]));
  for (const [kind, record] of Object.entries(read)) {
    assert.is(record.notation, kind, `${kind} told by its first move`);
    assert.is(record.error, undefined, kind);
  }
  const ucis = read.chinese.moves.map((m) => m.uci);
  assert.equal(ucis, ['h3e3', 'h10g8', 'h1g3', 'b10c8', 'i1h1', 'i10h10', 'c4c5', 'g7g6']);
  assert.equal(read.vietnamese.moves.map((m) => m.uci), ucis);
  assert.equal(read.wxf.moves.map((m) => m.uci), ucis);
  const g = new Game('xiangqi/standard');
  for (const uci of ucis) g.play(uci);
  assert.equal(g.history({ notation: 'vietnamese' }).map((m) => m.notation), HIEPONLY.vietnamese.replace(/\d\. /g, '').replace(/C/g, 'B').split(' '));
  g.free();
});

// truyenhinhcapsongthu.net, "Hiểu cách ghi biên bản cờ tướng trong 5 phút": "18. Xs-2 Bg-6 /
// 19. M5.6 Pt.2" is "Xe sau bình 2 | Binh giữa bình 6 / Mã 5 tấn 6 | Pháo trước tấn 2": the rear
// chariot along to file 2, the middle soldier along to file 6, the horse of file 5 forward to file
// 6, the front cannon forward 2. Each in a position that has it, against the same words in Chinese
// (后车平二, 中卒平６, 马五进六, 前炮进２).
test('front, rear and middle: the page\'s examples name the moves its words say', () => {
  const cases = [
    ['4k4/9/9/9/9/1R7/9/1R7/9/3K5 w - - 0 1', 'Xs-2', '后车平二', 'b3h3'],
    ['3k5/9/9/9/9/4p4/4p4/4p4/9/4K4 b - - 0 1', 'Bg-6', '中卒平６', 'e4f4'],
    ['3k5/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1', 'M5.6', '马五进六', 'e3d5'],
    ['3k5/9/1c7/9/1c7/9/9/9/9/4K4 b - - 0 1', 'Pt.2', '前炮进２', 'b6b4'],
  ];
  for (const [fen, text, chinese, uci] of cases) {
    const g = new Game('xiangqi/standard', fen);
    assert.is(read(g, chinese, 'chinese'), uci, chinese);
    assert.is(read(g, text, 'vietnamese'), uci, text);
    assert.is(g.notation(uci, 'vietnamese'), text, uci);
    g.free();
  }
});

test('spellings records use are read: lower case, V and C, the general without its file, dashes', () => {
  const start = new Game('xiangqi/standard');
  for (const [text, uci] of [['p2-5', 'h3e3'], ['m8.7', 'b1c3'], ['V3.5', 'g1e3'], ['v7.5', 'c1e3'], ['T3.5', 'g1e3'],
    ['C7.1', 'c4c5'], ['B7.1', 'c4c5'], ['c3.1', 'g4g5'], ['S4.5', 'f1e2'], ['X1.1', 'i1i2'], ['P2\u20135', 'h3e3'],
    ['Ｐ２－５', 'h3e3'], [' P2-5 ', 'h3e3']]) {
    assert.is(read(start, text, 'vietnamese'), uci, text);
  }
  start.free();
  // sunday.b1u.org's composed ending writes the general without its file: "4. Tg-5", "6. … Tg. 1"
  const generals = new Game('xiangqi/standard', '5k3/9/9/9/9/9/P8/9/4A4/3K5 w - - 0 1');
  assert.is(read(generals, 'Tg-5', 'vietnamese'), 'd1e1');
  assert.is(read(generals, 'Tg.1', 'vietnamese'), 'd1d2');
  assert.is(read(generals, 'Tg6.1', 'vietnamese'), 'd1d2');
  assert.is(read(generals, 'TG6.1', 'vietnamese'), 'd1d2');
  assert.is(generals.notation('d1d2', 'vietnamese'), 'Tg6.1');
  generals.free();
  // soldiers on two files keep their file after the place; four on a file are numbered
  const soldiers = new Game('xiangqi/standard', '3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1');
  assert.is(soldiers.notation('c7c8', 'vietnamese'), 'Bt7.1');
  assert.is(soldiers.notation('g6f6', 'vietnamese'), 'Bs3-4');
  assert.is(read(soldiers, 'Bt7.1', 'vietnamese'), 'c7c8');
  assert.is(read(soldiers, 'Bt.1', 'vietnamese'), 'ambiguous-move'); // the front of file 7 or 3
  soldiers.free();
  const four = new Game('xiangqi/standard', '3k5/9/2P6/2P6/2P6/2P6/9/9/9/4K4 w - - 0 1');
  assert.is(four.notation('c7b7', 'vietnamese'), 'B27-8'); // the second from the front, 二兵平八
  assert.is(read(four, 'B27-8', 'vietnamese'), 'c7b7');
  assert.is(read(four, '二兵平八', 'chinese'), 'c7b7');
  four.free();
});

/** A text's spellings apart: NFD; Unikey's composite (NFD, then the shapes composed back);
 *  and that with a horn's and a dot below's order swapped where NFD orders them. */
function decomposed(text) {
  const nfd = text.normalize('NFD');
  const shapes = nfd.replace(/([uo])\u031b/g, (m) => m.normalize('NFC')).replace(/([aeo])\u0302/g, (m) => m.normalize('NFC'));
  return [nfd, shapes, nfd.replace(/\u031b\u0323/g, '\u0323\u031b')].filter((t, i, all) => all.indexOf(t) === i);
}

// Books write moves out in words, the pages above giving each beside its letters: "Pháo 2 bình 5"
// is P2-5, "Xe sau bình 2" Xs-2, "Binh giữa bình 6" Bg-6, "Mã 5 tấn 6" M5.6, "Pháo trước tấn 2"
// Pt.2 (truyenhinhcapsongthu.net), "Mã 8 tấn 9" M8.9 (tamquocchess.vn).
test('moves in words read as the letters the pages pair them with', () => {
  const start = new Game('xiangqi/standard');
  for (const [words, letters] of [['Pháo 2 bình 5', 'P2-5'], ['Mã 2 tấn 3', 'M2.3'], ['Xe 1 tấn 1', 'X1.1'], ['Chốt 7 tấn 1', 'B7.1'],
    ['Binh 7 tiến 1', 'B7.1'], ['Tượng 3 tấn 5', 'T3.5'], ['Sĩ 4 tấn 5', 'S4.5'], ['Tướng 5 tấn 1', 'Tg5.1'], ['pháo  8 thoái 1', 'P8/1']]) {
    assert.is(read(start, words, 'vietnamese'), read(start, letters, 'vietnamese'), words);
    assert.is(read(start, words), read(start, letters, 'vietnamese'), `${words} without a notation`);
  }
  start.free();
  for (const [fen, words, letters] of [
    ['4k4/9/9/9/9/1R7/9/1R7/9/3K5 w - - 0 1', 'Xe sau bình 2', 'Xs-2'],
    ['3k5/9/9/9/9/4p4/4p4/4p4/9/4K4 b - - 0 1', 'Binh giữa bình 6', 'Bg-6'],
    ['3k5/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1', 'Mã 5 tấn 6', 'M5.6'],
    // lùi, the standard spelling of lui (back), as hieponly.com's commentary writes it
    ['3k5/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1', 'Mã 5 lùi 4', 'M5/4'],
    ['3k5/9/9/9/9/9/9/4N4/9/4K4 w - - 0 1', 'Mã 5 lu\u0300i 4', 'M5/4'],
    ['3k5/9/1c7/9/1c7/9/9/9/9/4K4 b - - 0 1', 'Pháo trước tấn 2', 'Pt.2']]) {
    const g = new Game('xiangqi/standard', fen);
    assert.is(read(g, words, 'vietnamese'), read(g, letters, 'vietnamese'), words);
    g.free();
  }
  // decomposed: NFD (as macOS saves text), or the vowel's shape composed and its tone apart, as
  // Unikey's "Unicode tổ hợp" types it (ư, ơ, â, ê, ô kept; the marks after them in either order)
  const again = new Game('xiangqi/standard');
  for (const [words, letters] of [['Tướng 5 tấn 1', 'Tg5.1'], ['Tượng 3 tiến 5', 'T3.5'], ['Sỹ 4 tấn 5', 'S4.5'], ['Pháo 8 thoái 1', 'P8/1'],
    ['Mã 8 tấn 7', 'M8.7'], ['Chốt 7 tiến 1', 'B7.1'], ['Xe 1 bình 2', 'X1-2']]) {
    for (const spelling of decomposed(words)) {
      assert.is.not(spelling, words);
      assert.is(read(again, spelling, 'vietnamese'), read(again, letters, 'vietnamese'), `${JSON.stringify(spelling)} as ${words}`);
    }
  }
  again.free();
  const g = new Game('xiangqi/standard');
  for (const text of ['Pháo 2 bình', 'Pháo hai bình 5', 'Pháo 2 bình 5 thôi', 'Phao 2 binh 5', 'Pháo 2 đi 5', 'Pha\u0300o 2 bình 5']) {
    assert.is(read(g, text, 'vietnamese'), 'malformed-move', text);
  }
  g.free();
});

// thanglongkydao.com, "Quy Bối Pháo chuyển Ngọa Tâm Pháo chống Đương Đầu Pháo", cuộc 7: the main
// line in words, Red's and Black's moves of a pair apart by a comma, a move left out as "…"; read
// as the same line in letters, word by word by the pages' table.
test('records: a line written out in words, as a Vietnamese book prints it', () => {
  const words = `1. Pháo 2 bình 5, Mã 8 tấn 7
2. Mã 2 tấn 3, Xe 9 tấn 1
3. Xe 1 bình 2, Pháo 8 thoái 1
4. Chốt 5 tấn 1, Pháo 8 bình 5
5. Xe 2 tấn 4, Xe 9 bình 6
6. Mã 8 tấn 7, Pháo 2 bình 5
7. Xe 9 bình 8, …
7. … , Xe 6 tấn 5
8. Mã 3 tấn 5, …
`;
  const letters = '1. P2-5 M8.7 2. M2.3 X9.1 3. X1-2 P8/1 4. B5.1 P8-5 5. X2.4 X9-6 6. M8.7 P2-5 7. X9-8 X6.5 8. M3.5';
  const [inWords] = readRecords(words);
  const [inLetters] = readRecords(letters);
  assert.equal([inWords.notation, inWords.error, inWords.moves.length], ['vietnamese', undefined, 15]);
  assert.equal(inWords.moves.map((m) => m.uci), inLetters.moves.map((m) => m.uci));
  assert.is(inWords.moves[0].text, 'Pháo 2 bình 5');
  // the same page saved decomposed (NFD), or typed so
  for (const spelling of decomposed(words)) {
    const [apart] = readRecords(spelling);
    assert.equal([apart.notation, apart.error], ['vietnamese', undefined]);
    assert.equal(apart.moves.map((m) => m.uci), inLetters.moves.map((m) => m.uci));
  }
});

test('texts that are no move, or no move here, are refused with the reason and change nothing', () => {
  const g = new Game('xiangqi/standard');
  for (const text of ['P2-', 'P0-5', 'Q2-5', 'P2+5', 'P2=5', 'Tg', 'P2-55', 'PP2-5', 'B67.1']) {
    assert.is(read(g, text, 'vietnamese'), 'malformed-move', text);
  }
  assert.is(read(g, 'P3-5', 'vietnamese'), 'no-piece');   // no cannon on file 3
  assert.is(read(g, 'Xt.1', 'vietnamese'), 'no-piece');   // no file holds two chariots
  assert.is(read(g, 'M2.4', 'vietnamese'), 'horse-leg-blocked'); // h1-f2, the elephant on g1
  assert.is(read(g, 'M2.6', 'vietnamese'), 'unreachable');
  assert.throws(() => g.play('P2-5', { notation: 'vietnamese', dots: true }), (e) => e.code === 'bad-argument');
  g.free();
  // the book fragment's "M5.7" (lapcamerahcmvn-web/cotuong's 中局宝典 data): two horses on file 5
  // both can go to file 7, and the text names neither
  const tandem = new Game('xiangqi/standard', '1r1akabr1/9/2n1b3c/pcp1NR2p/9/2P4n1/P3P1p1P/C3C4/4N4/1RBAKAB2 w - - 1 2');
  assert.is(read(tandem, 'M5.7', 'vietnamese'), 'ambiguous-move');
  assert.is(read(tandem, 'Mt.7', 'vietnamese'), 'e7c8');
  assert.is(read(tandem, 'Ms.7', 'vietnamese'), 'e2c3');
  tandem.free();
});

// WXF and Vietnamese share some texts, naming other moves: "P2-5" is WXF's soldier of file 2 going
// back 5, Vietnamese's cannon going along to file 5. Without { notation } the text names the one
// legal move; where both are legal it is refused rather than guessed.
test('without a notation: the legal reading of a text WXF and Vietnamese share, refused where both are legal', () => {
  const g = new Game('xiangqi/standard');
  assert.is(read(g, 'P2-5', 'wxf'), 'no-piece');
  assert.is(read(g, 'P2-5'), 'h3e3');
  assert.is(read(g, 'C2=5'), 'h3e3');
  g.free();
  // a red soldier of file 3 over the river (g6) and a red cannon of file 3 (g3): "P3.2" is the
  // soldier along to file 2 with PlayOK's dot, or the cannon forward 2
  const both = new Game('xiangqi/standard', '3k5/9/9/9/6P2/9/9/6C2/9/4K4 w - - 0 1');
  assert.is(read(both, 'P3.2', 'wxf'), 'g6h6');
  assert.is(read(both, 'P3.2', 'vietnamese'), 'g3g5');
  assert.is(read(both, 'P3.2'), 'ambiguous-move');
  assert.is(read(both, 'P3.1'), 'g3g4'); // WXF's soldier cannot go two files along at once
  both.free();
});

test('records: column rules, moves glued by a flattened table, Vietnamese result words', () => {
  // tamquocchess.vn's "Ký hiệu cờ tướng": "1. P2-5 | P2-5 |", "2. M2.3 | M8.9 |"
  const [piped] = readRecords('1. P2-5 | P2-5 |\n2. M2.3 | M8.9 |\n');
  assert.equal([piped.notation, piped.moves.map((m) => m.uci), piped.error], ['vietnamese', ['h3e3', 'b8e8', 'h1g3', 'h10i8'], undefined]);
  // truyenhinhcapsongthu.net: a table's two columns flattened, "1. P2-5M8.7", "2. M2.3X9-8"
  const [glued] = readRecords('1. P2-5M8.7\n2. M2.3X9-8\n');
  assert.equal([glued.moves.map((m) => m.uci), glued.error], [['h3e3', 'h10g8', 'h1g3', 'i10h10'], undefined]);
  // sunday.b1u.org's composed ending: a row of ellipses between Red's move and Black's, and a
  // footnote's mark after a move ('1. X3.3 (1) ………………T5/7'), kept as its comment, as is
  // Mai Hoa Phổ's '(S)'
  const [dotted] = readRecords('1. P2-5 (1) ………………M8.7\n2. M2.3 (S) …………………..X9-8\nHÒA\n');
  assert.equal([dotted.moves.map((m) => m.text), dotted.result, dotted.error], [['P2-5', 'M8.7', 'M2.3', 'X9-8'], '1/2-1/2', undefined]);
  assert.equal(dotted.moves.map((m) => m.comment), ['(1)', undefined, '(S)', undefined]);
  // books that print Red white write Trắng (Mai Hoa Phổ, hieponly.com); 'cờ' (the game) may
  // follow: Hòa cờ, a draw
  for (const [word, result] of [['HÒA', '1/2-1/2'], ['Hoà', '1/2-1/2'], ['hòa', '1/2-1/2'], ['Đỏ thắng', '1-0'], ['Xanh thắng', '0-1'],
    ['Đen thắng', '0-1'], ['đen thua', '1-0'], ['ĐỎ THUA', '0-1'], ['Ho\u0300a', '1/2-1/2'], ['Trắng thắng', '1-0'], ['Trắng thua', '0-1'],
    ['Hòa cờ', '1/2-1/2'], ['Đỏ thắng cờ', '1-0']]) {
    const [r] = readRecords(`1. P2-5 M8.7 2. M2.3 X9-8\n${word}\n`);
    assert.equal([r.result, r.moves.length, r.error], [result, 4, undefined], word);
  }
  // 'Xanh' alone, or 'Hoa' without its mark, is no result: read as a move, refused
  assert.is(readRecords('1. P2-5 M8.7 Hoa\n')[0].error?.text, 'Hoa');
});

// fancotuong.blogspot.com, Vương Bân vs Hứa Ngân Xuyên (2003): lower case, and moves numbered as a
// list ("1)", "4 )"); read as the same record in PGN's layout
test('records: lower case, and moves numbered "1)" at each line\'s start', () => {
  const page = '1) p2-5 m8.7\n\n2) m2.3 x9-8\n\n3) x1-2 m2.3\n\n4 ) m8.9 b3.1\n\n5) x2.4 b7.1\n';
  const [listed] = readRecords(page);
  const [pgn] = readRecords('1. P2-5 M8.7 2. M2.3 X9-8 3. X1-2 M2.3 4. M8.9 B3.1 5. X2.4 B7.1 *');
  assert.equal([listed.notation, listed.error, listed.moves.length], ['vietnamese', undefined, 10]);
  assert.equal(listed.moves.map((m) => m.uci), pgn.moves.map((m) => m.uci));
  // a number and ")" elsewhere still close a variation: only a line's first word is a list's number
  const [variation] = readRecords('1. P2-5 M8.7 (1... P8-5) 2. M2.3 *');
  assert.equal([variation.moves.length, variation.moves[1].variations?.[0].length], [3, 1]);
});

test('records: a first move WXF also reads, from a start where only Vietnamese replays the record', () => {
  // "P5.1": at the standard start WXF's soldier of file 5 (and Vietnamese names no cannon there);
  // from this start it is the cannon's move forward 1
  const text = '[FEN "3k5/9/9/9/9/9/9/4C4/9/4K4 w - - 0 1"]\n\n1. P5.1 Tg4.1 2. P5-6 Tg4/1 *\n';
  const [r] = readRecords(text);
  assert.equal([r.notation, r.moves.map((m) => m.uci), r.error], ['vietnamese', ['e3e4', 'd10d9', 'e4d4', 'd9d10'], undefined]);
  // with [Format "WXF"] the record says what it is: the WXF reading's refusal stands only when
  // Vietnamese does not read further (here it does, and the notation says so)
  const [tagged] = readRecords(text.replace('[FEN', '[Format "Vietnamese"]\n[FEN'));
  assert.equal([tagged.notation, tagged.moves.length, tagged.error], ['vietnamese', 4, undefined]);
});

test('records: written with [Format "Vietnamese"], read back to the same moves', () => {
  const g = new Game('xiangqi/standard');
  for (const uci of ['h3e3', 'h10g8', 'h1g3', 'i10h10', 'i1h1', 'g7g6']) g.play(uci);
  const written = g.toRecord({ notation: 'vietnamese' });
  assert.match(written, /\[Format "Vietnamese"\]/);
  assert.match(written, /1\. P2-5 M8\.7 2\. M2\.3 X9-8 3\. X1-2 B7\.1/);
  const [back] = readRecords(written);
  assert.equal([back.notation, back.moves.map((m) => m.uci)], ['vietnamese', g.history().map((m) => m.uci)]);
  g.free();
});

test.run();
