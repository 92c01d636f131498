// records-comments.test.js — parseComment and makeComment (boardrules/records): the commands that
// game sites and tools put in PGN comments, read as they write them. The truth is their own texts:
//   - chess.com's API PGN (a game of 2026/07, quoted in a public test of another project):
//     `{[%clk 0:00:00]} … {[%clk 0:00:01.3]} … {[%clk 0:09:09.7]} … {[%clk 0:21:25.8]}`;
//   - lichess's export with evaluations and clocks: `{ [%eval 0.17] [%clk 0:03:00] }`, mates as
//     `[%eval #-3]` (White's view, in pawns with two decimals);
//   - python-chess's `[%eval 0.17,20]` (the depth after a comma) and `[%emt 0:00:03]`;
//   - ChessBase's and lichess's drawings `[%csl Ge4,Rd5][%cal Ge2e4,Bg1f3]`.
// The seconds and pawns expected are worked out by hand from those texts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, ArgumentError } from '../../bindings/index.js';
import { readRecords, parseComment, makeComment } from '../../bindings/records/index.js';

await init();

test('clocks as chess.com writes them: seconds, tenths kept', () => {
  const written = ['0:00:00', '0:00:01.3', '0:09:09.7', '0:21:25.8', '0:02:57.5'];
  assert.equal(written.map((c) => parseComment(`[%clk ${c}]`).clock), [0, 1.3, 549.7, 1285.8, 177.5]);
  for (const c of written) assert.is(makeComment(parseComment(`[%clk ${c}]`)), `[%clk ${c}]`, 'written back as read');
  assert.equal(parseComment('[%clk 1:02:03.45] [%emt 0:00:03]'), { text: '', shapes: [], clock: 3723.45, emt: 3 });
});

test('evaluations as lichess and python-chess write them: pawns for the first player, mates, a depth', () => {
  assert.equal(parseComment(' [%eval 0.17] [%clk 0:03:00] '), { text: '', shapes: [], evaluation: { pawns: 0.17 }, clock: 180 });
  assert.equal(parseComment('[%eval #-3] the end is near').evaluation, { mate: -3 });
  assert.equal(parseComment('[%eval -1.5,20]').evaluation, { pawns: -1.5, depth: 20 });
  assert.equal(parseComment('[%eval +2]').evaluation, { pawns: 2 });
  assert.equal(parseComment('[%eval #+4]').evaluation, { mate: 4 });
  assert.equal(parseComment('[%eval -0.00]').evaluation, { pawns: 0 });
  assert.is(makeComment({ evaluation: { pawns: 0.17 } }), '[%eval 0.17]');
  assert.is(makeComment({ evaluation: { pawns: -1.5, depth: 20 } }), '[%eval -1.50,20]');
  assert.is(makeComment({ evaluation: { mate: -3 }, text: 'the end is near' }), '[%eval #-3] the end is near');
  assert.is(makeComment({ evaluation: { pawns: -0.001 } }), '[%eval 0.00]', 'no negative zero');
});

test('drawings as ChessBase and lichess write them; items that are none left out', () => {
  const read = parseComment('[%csl Ge4,Rd5][%cal Ge2e4,Bg1f3] a sharp line');
  assert.equal(read, { text: 'a sharp line', shapes: [
    { brush: 'G', orig: 'e4' }, { brush: 'R', orig: 'd5' }, { brush: 'G', orig: 'e2', dest: 'e4' }, { brush: 'B', orig: 'g1', dest: 'f3' },
  ] });
  assert.is(makeComment(read), '[%csl Ge4,Rd5] [%cal Ge2e4,Bg1f3] a sharp line');
  assert.equal(parseComment('before [%cal Ya10a9, Xb1b2, Gc3] after'), { text: 'before after', shapes: [{ brush: 'Y', orig: 'a10', dest: 'a9' }] });
  assert.equal(parseComment('[%cal Ga1a1,Gb1b2]').shapes, [{ brush: 'G', orig: 'b1', dest: 'b2' }], 'an arrow to its own point is none');
  // a command none of whose items is a drawing does not read: it stays text, as '[%eval lots]'
  // does (it had gone from both, and makeComment wrote the comment without it)
  for (const kept of ['[%csl Xe7]', '[%cal Gh3h3]', '[%cal Gh3]', '[%csl Gh3e3]']) {
    assert.equal(parseComment(`${kept} note`), { text: `${kept} note`, shapes: [] }, kept);
    assert.is(makeComment(parseComment(kept)), kept, kept);
  }
});

test('text: as written without commands; what does not read, and other commands, stay text', () => {
  assert.equal(parseComment('first line\n\nsecond   line '), { text: 'first line\n\nsecond   line ', shapes: [] });
  for (const kept of ['[%eval lots]', '[%eval #0]', '[%clk five minutes]', '[%tqu "En","Which move?","","","e2e4",""]', '[%eval 0.5,deep]']) {
    assert.equal(parseComment(kept), { text: kept, shapes: [] }, kept);
  }
  // the first of each is read; a second stays text
  assert.equal(parseComment('[%eval 0.1] [%eval 0.2]'), { text: '[%eval 0.2]', shapes: [], evaluation: { pawns: 0.1 } });
  // a depth 0 is none makeComment writes: it stays text (read, makeComment threw on it)
  assert.equal(parseComment('[%eval 0.17,0]'), { text: '[%eval 0.17,0]', shapes: [] });
  assert.is(makeComment(parseComment('[%eval 0.17,0] [%clk 0:00:05]')), '[%clk 0:00:05] [%eval 0.17,0]');
  assert.is(makeComment(parseComment('[%eval #-9999,999] [%clk 9999:59:59.999]')), '[%eval #-9999,999] [%clk 9999:59:59.999]');
  assert.is(makeComment({ evaluation: { pawns: 999999.99 } }), '[%eval 999999.99]');
  assert.is(makeComment({}), '');
  assert.is(makeComment({ text: 'just words' }), 'just words');
  // every command with text, in makeComment's order, reads back the same
  const all = '[%eval #5,31] [%clk 0:00:09.4] [%emt 0:00:02] [%csl Re7] [%cal Gh3e3] a quick mate';
  assert.is(makeComment(parseComment(all)), all);
});

test('bad arguments: an ArgumentError naming what is wrong', () => {
  for (const [parts, words] of [
    [null, /makeComment takes \{ text\?, shapes\?/], [3, /not 3/], [{ text: 3 }, /text is a text/],
    [{ shapes: [{ brush: 'green', orig: 'e3' }] }, /brush: G, R, B or Y/], [{ shapes: [{ brush: 'G', orig: 'e3', dest: 'e3' }] }, /an arrow between two/],
    [{ shapes: [{ brush: 'G', orig: 'e3e', dest: '4' }] }, /on points such as e3/], [{ shapes: [{ brush: 'GR', orig: 'e3' }] }, /brush: G, R, B or Y/], [{ shapes: [null] }, /shapes are/],
    [{ evaluation: { pawns: '1' } }, /\{ pawns \} or \{ mate \}/], [{ evaluation: { mate: 0 } }, /not 0/], [{ evaluation: { pawns: 1, depth: 0 } }, /depth\? from 1/],
    [{ clock: -1 }, /clock is a count of seconds, not -1/], [{ emt: Number.NaN }, /emt is a count of seconds, not NaN/],
    // what would be written as a command parseComment does not read (7 digits of pawns, 1e+21, a
    // mate in 10000, 10000 hours once rounded): refused, as the d.ts promises what it reads back
    [{ evaluation: { pawns: 1e6 } }, /under a million/], [{ evaluation: { pawns: -1e21 } }, /under a million/],
    [{ evaluation: { pawns: 999999.999 } }, /under a million/], [{ evaluation: { mate: 10000 } }, /under 10000/],
    [{ clock: 3600 * 10000 - 0.0001 }, /clock is a count of seconds/],
  ]) {
    try {
      makeComment(parts);
      assert.unreachable(`makeComment(${JSON.stringify(parts)})`);
    } catch (e) {
      assert.instance(e, ArgumentError);
      assert.is(e.code, 'bad-argument');
      assert.match(e.message, words);
    }
  }
  // the part that is wrong is named with its value: an object had been named "an object" alone
  // ("…, not an object" for { pawns: '1' }), which says nothing of what to mend
  for (const [parts, named] of [
    [{ evaluation: { pawns: '1' } }, 'not pawns "1"'], [{ evaluation: { mate: 0 } }, 'not mate 0'], [{ evaluation: { pawns: 1, depth: 0 } }, 'not depth 0'],
    [{ evaluation: { pawns: 1, mate: 2 } }, 'not one with both pawns and mate'], [{ evaluation: {} }, 'not one with neither pawns nor mate'],
    [{ evaluation: 5 }, 'not 5'], [{ evaluation: { mate: 10000 } }, 'not mate 10000'],
    [{ shapes: [{ brush: 'G', orig: 'e3' }, { brush: 'Q', orig: 'e3' }] }, 'not shapes[1]: brush "Q"'], [{ shapes: [null] }, 'not shapes[0]: null'],
    [{ shapes: [{ brush: 'G', orig: 'e3', dest: 'e3' }] }, 'not shapes[0]: an arrow from e3 to itself'], [{ shapes: [{ brush: 'R', orig: 3 }] }, 'not shapes[0]: orig 3'],
    [{ shapes: [{ brush: 'G', orig: 'e3', dest: 'x' }] }, 'not shapes[0]: dest "x"'],
  ]) {
    assert.throws(() => makeComment(parts), (e) => e instanceof ArgumentError && e.message.endsWith(named), named);
  }
  try {
    parseComment(5);
    assert.unreachable('parseComment(5)');
  } catch (e) {
    assert.instance(e, ArgumentError);
    assert.match(e.message, /parseComment takes a comment's text, not 5/);
  }
});

test('a xiangqi PGN\'s comments read by readRecords, their commands by parseComment', () => {
  const [record] = readRecords('[Variant "xiangqi"]\n\n1. h3e3 { [%eval 0.17] [%clk 0:05:00] } 1... h10g8 { [%eval 0.25,20] [%clk 0:04:58.2] the usual reply } *');
  assert.equal(record.moves.map((m) => parseComment(m.comment ?? '')), [
    { text: '', shapes: [], evaluation: { pawns: 0.17 }, clock: 300 },
    { text: 'the usual reply', shapes: [], evaluation: { pawns: 0.25, depth: 20 }, clock: 298.2 },
  ]);
});

test('makeComment: a part of another name is an ArgumentError naming it, not left out', () => {
  // (the API audit: { txt: 'x' } gave '', as if the comment had no text)
  for (const parts of [{ txt: 'x' }, { text: 'x', shape: [] }, { text: 'x', eval: { pawns: 1 } }]) {
    const other = Object.keys(parts).find((k) => k !== 'text');
    assert.throws(() => makeComment(parts), (e) => e instanceof ArgumentError && e.code === 'bad-argument' && e.message.includes(`"${other}"`), other);
  }
  // what parseComment gives is taken whole
  const parts = parseComment('[%eval 0.17,20] [%clk 0:01:00] [%emt 0:00:03] [%csl Re7] [%cal Gh3e3] hi');
  assert.is(makeComment(parts), '[%eval 0.17,20] [%clk 0:01:00] [%emt 0:00:03] [%csl Re7] [%cal Gh3e3] hi');
});

// '[%csl ' then a run of spaces and no ']': the expression that found commands tried each way of
// sharing the run among its three runs of spaces (time cubic in the run: 2,000 spaces took 2.5 s,
// 10,000 minutes). The analysis board reads each comment of a record loaded with parseComment.
test('a command never closed, of many spaces: read in linear time, kept as text', () => {
  const time = (n) => {
    const comment = `[%csl${' '.repeat(n)}x`;
    const started = performance.now();
    assert.equal(parseComment(comment), { text: comment, shapes: [] });
    return performance.now() - started;
  };
  const small = time(500);
  const large = time(2000);
  assert.ok(large < 500 || large / Math.max(small, 1) < 10, `500 spaces read in ${small.toFixed(0)} ms, 2,000 in ${large.toFixed(0)} ms`);
  assert.ok(time(200_000) < 1000, '200,000 spaces');
  // closed, the spaces are the command's room, as before
  assert.equal(parseComment(`[%clk${' '.repeat(2000)}0:00:05${' '.repeat(2000)}] a`), { text: 'a', shapes: [], clock: 5 });
});

// a part whose getter gives another value on its second read: makeComment checked the first and
// wrote the second, unchecked
test('makeComment reads each part once: what is checked is what is written', () => {
  const flipping = (object, name, first, later) => {
    let reads = 0;
    return Object.defineProperty(object, name, { enumerable: true, get: () => (reads++ ? later : first) });
  };
  for (const [parts, plain] of [
    [flipping({}, 'text', 'a', 5), { text: 'a' }],
    [flipping({}, 'clock', 5, 'x'), { clock: 5 }], // had been '[%clk NaN:NaN:NaN]'
    [flipping({}, 'evaluation', { pawns: 1 }, { pawns: NaN }), { evaluation: { pawns: 1 } }], // '[%eval NaN]'
    [{ evaluation: flipping({}, 'pawns', 1, 'zz') }, { evaluation: { pawns: 1 } }], // a TypeError (toFixed)
    [flipping({}, 'shapes', [], 5), {}], // a TypeError (filter)
    [{ shapes: [flipping({ brush: 'G' }, 'orig', 'e4', ']x')] }, { shapes: [{ brush: 'G', orig: 'e4' }] }], // '[%csl G]x]'
  ]) {
    const written = makeComment(parts);
    assert.is(written, makeComment(plain));
    assert.equal(parseComment(written), parseComment(makeComment(plain)));
  }
});

test.run();
