// records-scaling.test.js — readRecords reads a text in time linear in its length, whatever the
// text holds. Archive tools and sites that take uploads read texts nobody checked; a text of
// one syntax element repeated (opening tags or braces that never close, tag values that never
// end) made the readers' lazy expressions read the rest of the text once per element: 80 KB of
// '[초차림 "' took 3.3 s, so 1 MB would take about 9 minutes. A header line of 200 KB of spaces
// took 52 s.
//
// Each text is read at 100 KB and at 400 KB (best of two runs each). Linear work grows 4x; the
// quadratic readers grew 12-18x. A text fails when its 400 KB read takes over a second and over
// 10x its 100 KB read: a linear reader stays far below both (its 400 KB reads take 5-600 ms here),
// while a shared machine's noise would have to hit one size's both runs alike to pass either.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game } from '../../bindings/index.js';
import { readRecords, parseComment } from '../../bindings/records/index.js';

await init();

// The syntax of each format, repeated: what opens and never closes, and what closes at once.
const TEXTS = {
  'PGN tag values that never end': '[Event "',
  'PGN tag pairs of one line': '[a "b"',
  'GIB tag values that never end': '[초차림 "',
  'PGN FEN tags that never end': '[FEN "',
  'PGN braces that never close': '{',
  'PGN braces in pairs, never closed': '{{',
  'PGN braces quoting a DhtmlXQ mark': '{ [DhtmlXQ_a] ',
  'PGN variations that never close': '((',
  'PGN moves in variations': '( 1. h2e2 ',
  'DhtmlXQ tags that never close': '[DhtmlXQ_x]ab\n',
  'DhtmlXQ move lists that never close': '[DhtmlXQ_movelist]',
  'DhtmlXQ starts that never close': '[DhtmlXQ_binit]',
  'DhtmlXQ lines that never close': '[DhtmlXQ_move_0_1_1]',
  'DhtmlXQ comments that never close': '[DhtmlXQ_comment1]',
  'DhtmlXQ titles that never close': '[DhtmlXQ_title]',
  'DhtmlXQ blocks that never close': '[DhtmlXQ]\n',
  // dpxq.com's iframe embedding: each open's attribute end and close had been looked for to the text's end
  'DhtmlXQ embeddings in an attribute that never ends': (n) => `<iframe name="NoFile_${'[DhtmlXQiFrame]'.repeat(n / 15)}[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]`,
  'DhtmlXQ embeddings whose attributes end': (n) => '<i name="NoFile_[DhtmlXQiFrame][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]">\n'.repeat(n / 74),
  'WXF starts that never end': 'START{\n',
  'WXF files': 'FORMAT WXF\n',
  'CBF records whose tag never ends': '<ChineseChessRecord',
  'CBF heads that never close': '<ChineseChessRecord>\n<Head><Head><Name>',
  'CBF CDATA that never closes': '<ChineseChessRecord>\n<Head><Name><![CDATA[',
  'CBF move lists that never close': '<ChineseChessRecord>\n<MoveList><MoveList>',
  // one long line of spaces: a header value's trailing spaces were read once per space
  'a dpxq.com header value of spaces': (n) => `标题: ${' '.repeat(n)}x\n赛事: a\n`,
  'a dpxq.com header value of spaces before a line separator': (n) => `标题: ${' '.repeat(n)}\u2028x\n赛事: a\n`,
  'a dpxq.com move line of spaces (the trailer looked for before each line break)': (n) => `标题: x\n赛事: a\n1. 炮二平五${' '.repeat(n)}马8进7\n`,
  'a WXF header value of spaces before a carriage return': (n) => `FORMAT WXF\nEVENT ${' '.repeat(n)}\rx\nSTART{\n}END\n`,
  'a PGN tag value of spaces': (n) => `[Event "${' '.repeat(n)}\n1. h2e2`,
  // dpxq.com's tree export: comment lines after empty ones, variation marks, nested blocks
  'a dpxq.com tree export of empty lines, then comment lines': (n) => `标题: x\n赛事: a\n【主变: 和棋】\n${'\n'.repeat(n / 2)}${'注\n'.repeat(n / 4)}`,
  'a dpxq.com tree export whose variation opens with a brace and slashes, never closed': (n) => `标题: x\n赛事: a\n【主变: 和棋】\n1. 炮二平五 ①\n变①接主变第1回合\n{${'/'.repeat(n)}\n1. 炮八平五\n`,
  'a dpxq.com tree export of marks before a move': (n) => `标题: x\n赛事: a\n【主变: 和棋】\n1. 炮二平五 ${'①'.repeat(n)} 马8进7\n`,
  'a dpxq.com tree export of marks': (n) => `标题: x\n赛事: a\n【主变: 和棋】\n1. 炮二平五 ${'①②'.repeat(n / 2)}\n变①接主变第1回合\n1. 炮八平五 ②\n变②接变①第1回合\n1. 兵七进一\n`,
  // results on one line (a text of one line, games of a result alone): each result had looked
  // for its line's end through the rest of the text: 100 KB took 2 s, 400 KB 30 s
  'PGN results on one line': '1-0 ',
  // results in English words on one line: each split the rest of its line into words, to tell
  // a sentence saying how the game ended ('Draw agreed.'): 50 KB took 2 s, 200 KB 80 s
  'results in English words on one line': 'Red wins ',
  'results in English sentences on one line': 'Draw agreed. ',
  // each line copied the main line up to its branch point
  'DhtmlXQ lines by the thousand, branching from the end of a long main line': (n) => {
    const plies = Math.floor(n / 8);
    let t = `[DhtmlXQ][DhtmlXQ_movelist]${'7747'.repeat(plies)}[/DhtmlXQ_movelist]`;
    for (let k = 1; t.length < n; k++) t += `[DhtmlXQ_move_0_${plies}_${k}]1234[/DhtmlXQ_move_0_${plies}_${k}]`;
    return `${t}[/DhtmlXQ]`;
  },
};

const text = (unit, length) => (typeof unit === 'function' ? unit(length) : unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

function readTime(t) {
  let best = Infinity;
  for (let run = 0; run < 2; run++) {
    const start = performance.now();
    try { readRecords(t); } catch (e) { if (!e.code) throw e; } // a typed error is an answer too
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

for (const [name, unit] of Object.entries(TEXTS)) {
  test(`${name}${typeof unit === 'string' ? ` (${JSON.stringify(unit)} repeated)` : ''}: read in linear time`, () => {
    const small = readTime(text(unit, 100_000));
    const large = readTime(text(unit, 400_000));
    const growth = large / Math.max(small, 1);
    assert.ok(large < 1000 || growth < 10,
      `100 KB read in ${small.toFixed(0)} ms, 400 KB in ${large.toFixed(0)} ms: ${growth.toFixed(1)}x for 4x the text`);
  });
}

// Real archives with one odd character: a text holding an undecodable byte (or, by a mark test
// that took an emoji's second half for one, any emoji or rare CJK character such as 𠮷) looked
// for each '[' line's start from the text's start: 2.5 s for 1.6 MB, 100 s for 10 MB. Read at
// 200 KB and 1.6 MB (8x): a linear read grows about 8x; that one grew 40x.
const GAME = '[Event "Cup"]\n[Red "a"]\n[Black "b"]\n\n1. h2e2 h9g7 {a note [sic]} 2. h0g2 i9h9 *\n\n';
const games = (length, first) => first + GAME.repeat(Math.ceil(length / GAME.length));
const ODD = {
  'PGN games with one emoji in a comment': (n) => games(n, '{🏆}\n'),
  'PGN games with one Extension B character in a tag': (n) => games(n, '[Site "𠮷"]\n'),
  'PGN games as bytes with one undecodable byte': (n) => { const b = new TextEncoder().encode(games(n, 'x\n')); b[0] = 0xff; return b; },
};
/** Tests that each text of `texts` (by its length) reads in linear time: the `small` and `large`
 *  lengths' times grow less than `growth` (or the large one takes under `fast` ms). */
function readLinearly(texts, [small, large], { growth, fast }) {
  for (const [name, make] of Object.entries(texts)) {
    test(`${name}: read in linear time`, () => {
      const [a, b] = [readTime(make(small)), readTime(make(large))];
      const seen = b / Math.max(a, 1);
      assert.ok(b < fast || seen < growth, `${small} bytes read in ${a.toFixed(0)} ms, ${large} in ${b.toFixed(0)} ms: ${seen.toFixed(1)}x for ${large / small}x the text`);
    });
  }
}
readLinearly(ODD, [200_000, 1_600_000], { growth: 24, fast: 1500 });

test('an emoji reads as any other character: a tag with one in its value is kept', () => {
  for (const ch of ['★', '🏆', '𠮷']) {
    const [r] = readRecords(`[Event "Cup ${ch}"] extra\n\n1. h2e2 *\n`);
    assert.is(r.tags.Event, `Cup ${ch}`, ch);
  }
});

// A line of one long word, or a word ending in a long run of marks: each run had been read to
// its end from each of its characters (a last word's '\S+$', a word's closing marks '[,.;:!?]+$'):
// a 20 KB line read in 1 s, an 80 KB one in 14 s. Read at 20 and 80 KB, as the texts above.
const LINES = {
  'a prose line of one long word': (n) => `Hello ${'a'.repeat(n)} x\n`,
  'a prose line whose first word ends in commas, then a letter': (n) => `Hello${','.repeat(n)}a there\n`,
  'a quoted prose word': (n) => `"${','.repeat(n)}a there\n`,
  'a heading before a restated move, of marks then a letter': (n) => `1. h3e3\n(1) ${'!'.repeat(n)}a\n1. h3e3\n`,
  // a Markdown heading's words, then spaces and a word: its closing marks had been looked for from each space
  'a Markdown heading of spaces between two words': (n) => `# a${' '.repeat(n)}b\n1. h3e3\n`,
  // a figure's mark in parentheses, '(图 1)': the spaces after 图 had been tried as its and the ')''s at each split
  'a figure\'s mark of spaces, never closed': (n) => `1. h3e3 (图${' '.repeat(n)}1x\n`,
};
readLinearly(LINES, [20_000, 80_000], { growth: 10, fast: 1000 });

// Many of a thing at once: the readers had added each part's games (or a comment's shapes, or a
// variation's moves) with push(...list), which passes each as an argument: past about 120,000 the
// stack overflowed, a RangeError out of readRecords. 150,000 games of one move each, as an
// archive holds (PGN, then a DhtmlXQ block or a WXF file after them, so that each reader's path
// is taken), are read whole, one record each.
const MANY = 150_000;
const ONE_MOVE = '[Event "g"]\n1. h3e3 *\n\n';
for (const [name, t, after] of [
  ['PGN games', ONE_MOVE.repeat(MANY), 0],
  ['PGN games, then a DhtmlXQ block', `${ONE_MOVE.repeat(MANY)}[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]\n`, 1],
  ['PGN games, then a WXF file', `${ONE_MOVE.repeat(MANY)}FORMAT WXF\nSTART{\n1. C2=5\n}END\n`, 1],
]) {
  test(`${name}: ${MANY} are read whole`, () => {
    const records = readRecords(t);
    assert.is(records.length, MANY + after);
    assert.ok(records.slice(0, MANY).every((r) => r.moves.length === 1 && r.moves[0].uci === 'h3e3' && r.tags.Event === 'g'));
  });
}

test('a comment of 300,000 circles gives each', () => {
  assert.is(parseComment(`[%csl ${Array(300_000).fill('Ra1').join(',')}]`).shapes.length, 300_000);
});

test('a game with undecodable bytes and a variation of 200,000 moves is its undecodable error', () => {
  const cycle = ['b1c3', 'b10c8', 'c3b1', 'c8b10'];
  const bytes = new TextEncoder().encode(`[Event "xQ"]\n\n1. h3e3 (1. ${Array.from({ length: 200_000 }, (_, i) => cycle[i % 4]).join(' ')}) *\n`);
  bytes[bytes.indexOf(0x51)] = 0xff; // the Q: no UTF-8, no GBK
  const [r] = readRecords(bytes, { encoding: 'utf-8' });
  assert.is(r.error?.code, 'undecodable');
});

// toRecord's tags: each name asked for (has, the roster's and a GIB's own names) had scanned them
// all, some 15 scans a record: 256k tags were written in 5 s, twice what one pass a helper
// (a Map of the names) takes. Written at 16k and 64k tags, as the texts above, and read back whole.
const manyTags = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`T${i}`, `v${i}`]));
for (const [profile, format] of [['xiangqi/standard', 'pgn'], ['janggi/standard', 'gib']]) {
  test(`toRecord (${format}) with many tags: written in linear time, each read back`, () => {
    const game = new Game(profile);
    game.play(game.moves()[0].uci);
    const write = (tags) => {
      let best = Infinity, text;
      for (let run = 0; run < 2; run++) {
        const start = performance.now();
        text = game.toRecord({ format, tags });
        best = Math.min(best, performance.now() - start);
      }
      return [best, text];
    };
    const [small] = write(manyTags(16_384));
    const [large, text] = write(manyTags(65_536));
    game.free();
    const growth = large / Math.max(small, 1);
    assert.ok(large < 1000 || growth < 10, `16k tags written in ${small.toFixed(0)} ms, 64k in ${large.toFixed(0)} ms: ${growth.toFixed(1)}x for 4x the tags`);
    const [record] = readRecords(text);
    const read = Object.keys(record.tags).filter((name) => /^T\d+$/.test(name));
    assert.is(read.length, 65_536);
    assert.ok(read.every((name) => record.tags[name] === `v${name.slice(1)}`));
  });
}

test.run();
