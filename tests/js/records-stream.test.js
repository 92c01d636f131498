// records-stream.test.js — streamRecords gives, one at a time, the records readRecords gives for
// the whole input: every real record file of tests/records (tests/records/README.md) and their
// encoded copies, cut into chunks of 1 byte, 7 bytes, 4 KiB, random sizes and whole, from an
// iterable, a Node Readable and a web ReadableStream (async-iterable or not); the same typed
// errors for input that is not records; a game over the limit skipped; a big archive read with
// a bounded heap (a child process under a small heap limit).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { init } from '../../bindings/index.js';
import { readRecords, streamRecords, RecordError } from '../../bindings/records/index.js';

await init();

const RECORDS = fileURLToPath(new URL('../records/', import.meta.url));
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'br-stream-'));
const iconv = (bytes, to) => execFileSync('iconv', ['-f', 'UTF-8', '-t', to], { input: bytes });
// files a reader takes whole (binary XQF, CBR/CBL, MXQ and CCM; CHE's numbers): never joined
const WHOLE_FILES = /\.(?:xqf|cbr|cbl|mxq|che|ccm)$/i;
// A bare list of moves opens no record (no tag, no start, no format's head): joined after a game
// without a result, its moves are that game's; after a DhtmlXQ block, the page's text. Not a file
// a join can tell apart (SchemingMind's pages: moves, then the result in words). Before a page,
// the page's text begins with its markup, and the list is no record of it either. A block under
// a template's lines that open no page (a title, an applet's markup) is alike: after a game
// without a result, those lines are its moves. A Thai blog post's text (prose, then moves) is a
// bare list too, and so are English blogs' games (players and a result sentence, then moves; WXF
// move lines and 'Black wins.'), and Chinese books' and articles' sections (prose, then moves and
// the lines a book restates from an earlier move), and a Chinese magazine's report (its players, a
// note of when and where, prose, then moves numbered '1、'), a forum's puzzle solution (its
// heading, moves, prose) or a book's game (its heading, then moves and prose).
const BARE_MOVES = /060s-[\w-]+\.txt$|allen-un-[\w-]+\.txt$|gamedaodao-[\w-]+\.txt$|xiangqi-com-uci-moves\.txt$|schemingmind-\d+\.txt$|bloggang-upanigkit-[\d-]+\.txt$|niu2x-chinese-qipu-\w+\.txt$|xboard-janggi-old-style-moves\.txt$|blade-chen-wang-2018-dhtmlxq\.html$|elephantchess-[\w-]+\.txt$|xiangqielephantgame-[\w-]+\.txt$|soulun-[\w-]+\.txt$|qiuyuye-[\w-]+\.txt$|qbook-[\w-]+\.txt$|handmsg-[\w-]+\.txt$|xusheng-[\w-]+\.txt$/;

/** Every record file under tests/records (not the licences and notes). */
function recordFiles(dir = RECORDS) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return recordFiles(file);
    return /^(LICENSE|README|NOTICE)/.test(e.name) ? [] : [file];
  });
}

/** A small PRNG, so that a failure repeats. */
function random(seed) {
  return () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed / 2 ** 32;
  };
}

/** The bytes in chunks of `size` bytes ('random': 1 to 5000), each a view of the input. */
function* chunked(bytes, size) {
  const next = size === 'random' ? random(bytes.length) : null;
  for (let i = 0; i < bytes.length;) {
    const n = next ? 1 + Math.floor(next() * 5000) : size;
    yield bytes.subarray(i, i + n);
    i += n;
  }
}

async function collect(stream) {
  const out = [];
  for await (const record of stream) out.push(record);
  return out;
}

/** Records as JSON shows them (readRecords' records have no undefined fields to lose). */
const plain = (records) => JSON.parse(JSON.stringify(records));
const caught = async (fn) => {
  try {
    await fn();
  } catch (e) {
    return e;
  }
  return null;
};

/** The files, and copies in the encodings readRecords tells (made with iconv). */
function inputs() {
  const files = recordFiles().map((file) => [path.relative(RECORDS, file), fs.readFileSync(file)]);
  const chinese = fs.readFileSync(path.join(RECORDS, 'wxfca-15-chinese.pgn'));
  const korean = fs.readFileSync(path.join(RECORDS, 'janggi-dot-com-kakao-coordinates.gib'));
  const ourgame = fs.readFileSync(path.join(RECORDS, 'zfdang', 'sample_12x_ourgame-chess.txt'));
  return [
    ...files,
    ['GB18030', iconv(chinese, 'GB18030')],
    ['CP949', iconv(korean, 'CP949')],
    ['UTF-16LE with its mark', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv(chinese, 'UTF-16LE')])],
    ['UTF-16BE with its mark', Buffer.concat([Buffer.from([0xfe, 0xff]), iconv(korean, 'UTF-16BE')])],
    ['UTF-8 with its mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), chinese])],
    ['ASCII, then GB18030 past the head', Buffer.concat([fs.readFileSync(path.join(RECORDS, 'wxfca-hu-ronghua-16.pgn')), iconv(chinese, 'GB18030')])],
    // 联众's text exports (GB18030) joined with cat: each title starts a game, whichever chunk it is in
    ['联众 exports joined with cat', Buffer.concat([ourgame, ourgame, ourgame])],
    // and a PGN file after one: its tag pair ends the export, in readRecords too
    ['a 联众 export, then a PGN file (cat)', Buffer.concat([ourgame, fs.readFileSync(path.join(RECORDS, 'wxfca-hu-ronghua-16.pgn'))])],
  ];
}

test('every record file of tests/records, and its encoded copies: the records readRecords gives, whatever the chunks', async () => {
  let records = 0, errors = 0;
  for (const [name, bytes] of inputs()) {
    const whole = plain(readRecords(bytes));
    records += whole.length;
    errors += whole.filter((r) => r.error).length;
    for (const size of [1, 7, 4096, 'random', bytes.length]) {
      const streamed = plain(await collect(streamRecords(chunked(bytes, size))));
      assert.equal(streamed, whole, `${name} in chunks of ${size}`);
    }
  }
  assert.ok(records > 150, `${records} records`); // the files are read, not skipped
  assert.ok(errors > 0, 'records with errors are compared too');
});

// Archives made with cat of files of every format: the truth is each file read alone.
test('150 random joins of two or three record files (UTF-8, each ending in a newline): readRecords and streamRecords read each file\'s records as when it is read alone', async () => {
  const files = recordFiles().filter((file) => !WHOLE_FILES.test(file) && !BARE_MOVES.test(file)).map((file) => fs.readFileSync(file)).filter((bytes) => isUtf8(bytes))
    .map((bytes) => (bytes.at(-1) === 10 ? bytes : Buffer.concat([bytes, Buffer.from('\n')])));
  assert.ok(files.length > 30, `${files.length} files`);
  const next = random(2026);
  const pick = () => files[Math.floor(next() * files.length)];
  for (let n = 0; n < 150; n++) {
    const picked = Array.from({ length: 2 + Math.floor(next() * 2) }, pick);
    const fields = (records) => plain(records).map(({ format, profile, tags, moves, error }) => ({ format, profile, tags, moves, error }));
    const alone = picked.flatMap((bytes) => fields(readRecords(bytes)));
    const joined = Buffer.concat(picked);
    assert.equal(fields(readRecords(joined)), alone, `join ${n}: readRecords`);
    assert.equal(fields(await collect(streamRecords(chunked(joined, 4096)))), alone, `join ${n}: streamRecords`);
  }
});

test('a game\'s undecodable bytes: its record says so at their offset in the file, as readRecords\' does', async () => {
  const bytes = iconv(fs.readFileSync(path.join(RECORDS, 'wxfca-15-chinese.pgn')), 'GB18030');
  bytes[bytes.indexOf('[Event', 4000) - 40] = 0xff; // inside a game past the first (0xFF is no GB18030 byte)
  bytes[bytes.length - 200] = 0xff;
  const whole = plain(readRecords(bytes));
  const bad = whole.filter((r) => r.error?.code === 'undecodable');
  assert.is(bad.length, 2);
  assert.ok(bad.every((r) => r.error.offset > 4000 && r.error.encoding === 'gb18030'));
  for (const size of [7, 4096]) assert.equal(plain(await collect(streamRecords(chunked(bytes, size)))), whole);
});

test('input that is not records: the RecordError readRecords throws, with its code, message and offset', async () => {
  const chinese = fs.readFileSync(path.join(RECORDS, 'wxfca-15-chinese.pgn'));
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv(chinese, 'UTF-16LE')]);
  utf16.writeUInt16LE(0xdc00, 4000); // a low surrogate alone
  const next = random(7);
  const cases = {
    'random bytes': Buffer.from(Array.from({ length: 200_000 }, () => Math.floor(next() * 256))),
    'a gzip file': execFileSync('gzip', ['-c'], { input: chinese }),
    'NUL bytes alone': Buffer.alloc(100_000),
    'text, then more than 1 MiB of NULs': Buffer.concat([chinese, Buffer.alloc((1 << 20) + 1)]),
    'UTF-16 with a lone surrogate': utf16,
    'UTF-16 cut inside a unit': utf16.subarray(0, 3001),
  };
  for (const [name, bytes] of Object.entries(cases)) {
    const thrown = await caught(() => readRecords(bytes));
    assert.instance(thrown, RecordError, name);
    for (const size of [7, 65536]) {
      const streamed = await caught(() => collect(streamRecords(chunked(bytes, size))));
      assert.instance(streamed, RecordError, `${name} in chunks of ${size}`);
      assert.equal([streamed.code, streamed.message, streamed.offset], [thrown.code, thrown.message, thrown.offset], name);
    }
  }
  // NULs padding a text are passed over, as by readRecords
  const padded = Buffer.concat([chinese, Buffer.alloc(5000)]);
  assert.equal(plain(await collect(streamRecords(chunked(padded, 4096)))), plain(readRecords(chinese)));
});

// A source of NULs that never ends (/dev/zero, a device read by mistake) had kept streamRecords
// reading forever, counting them as padding that text might still follow; and a run of NULs then
// text had been held whole before it. More than 1 MiB of NULs is binary data where it passes
// that length, as readRecords says of the whole input.
test('an endless source of NULs, alone or after text: the RecordError readRecords gives for more than 1 MiB of them', async () => {
  const chinese = fs.readFileSync(path.join(RECORDS, 'wxfca-15-chinese.pgn'));
  async function* endless(text) {
    if (text) yield text;
    for (;;) yield new Uint8Array(65536);
  }
  for (const text of [null, chinese]) {
    const thrown = await caught(() => readRecords(Buffer.concat([text ?? Buffer.alloc(0), Buffer.alloc(2 << 20)])));
    assert.instance(thrown, RecordError);
    const streamed = await caught(() => collect(streamRecords(endless(text))));
    assert.instance(streamed, RecordError);
    assert.equal([streamed.code, streamed.message, streamed.offset], [thrown.code, thrown.message, thrown.offset]);
  }
  assert.match((await caught(() => collect(streamRecords(endless(chinese))))).message, /more than 1 MiB of NUL bytes after the text/);
});

test('a Node Readable, a web ReadableStream, and one read through getReader() alone (browsers)', async () => {
  const file = path.join(RECORDS, 'wxfca-15-wxf.pgn');
  const whole = plain(readRecords(fs.readFileSync(file)));
  assert.is(whole.length, 15);
  assert.equal(plain(await collect(streamRecords(fs.createReadStream(file, { highWaterMark: 1000 })))), whole);
  assert.equal(plain(await collect(streamRecords(new Blob([fs.readFileSync(file)]).stream()))), whole);
  let pulled = 0;
  const endless = new ReadableStream({ // games without end: read as they come, never all
    pull(controller) { controller.enqueue(new TextEncoder().encode(`[Round "${++pulled}"]\n1. h2e2 h9g7 *\n\n`)); },
  });
  let cancelled = false;
  const readerOnly = { getReader: () => {
    const reader = endless.getReader();
    return { read: () => reader.read(), cancel: () => { cancelled = true; return reader.cancel(); }, releaseLock: () => reader.releaseLock() };
  } };
  assert.not.ok(Symbol.asyncIterator in readerOnly);
  const records = streamRecords(readerOnly);
  assert.equal((await records.next()).value.tags, { Round: '1' });
  assert.equal((await records.next()).value.moves.map((m) => m.uci), ['h3e3', 'h10g8']);
  await records.return(); // left early: the stream is cancelled
  assert.ok(cancelled);
});

test('text given as strings, a character cut between chunks: the records of readRecords(string)', async () => {
  const text = fs.readFileSync(path.join(RECORDS, 'janggi-dot-com-2.gib'), 'utf8') + '\n[Event "𠀀"]\n1. h2e2 h9g7 *\n';
  const whole = plain(readRecords(text));
  const pieces = [];
  for (let i = 0; i < text.length; i += 3) pieces.push(text.slice(i, i + 3)); // cuts the surrogate pair
  assert.equal(plain(await collect(streamRecords(pieces))), whole);
  assert.is(whole.at(-1).tags.Event, '𠀀');
  const mixed = await caught(() => collect(streamRecords(['1. h2e2 ', new Uint8Array([104, 57])])));
  assert.equal([mixed?.code, mixed?.message], ['bad-input', 'streamRecords reads chunks of one kind, bytes or strings, not both']);
});

test('a game over MAX_RECORD_BYTES (8 MiB) is a record of its error, and the games after it are read', async () => {
  const game = '[Event "a"]\n1. h2e2 h9g7 *\n\n';
  const huge = `[Event "huge"]\n1. h2e2 {${'x'.repeat(9 << 20)}} h9g7 *\n\n`;
  const bytes = new TextEncoder().encode(game + huge + game);
  const records = await collect(streamRecords(chunked(bytes, 1 << 16)));
  assert.equal(records.map((r) => [r.tags.Event, r.error?.code]), [['a', undefined], [undefined, 'record-too-long'], ['a', undefined]]);
  assert.equal(records[1], {
    tags: {}, profile: null, moves: [], result: '*',
    error: { ply: 0, text: '', code: 'record-too-long', message: 'a record longer than 8 MiB: skipped to the next game', offset: game.length },
  });
  // XQF and CBR/CBL files are read whole, up to the same limit
  const xqf = new Uint8Array(9 << 20);
  xqf.set([0x58, 0x51, 0x0a]);
  const thrown = await caught(() => collect(streamRecords(chunked(xqf, 1 << 16))));
  assert.is(thrown?.code, 'record-too-long');
});

test('options: checked at the call, as readRecords\'; an AbortSignal stops the stream and closes its source', async () => {
  assert.throws(() => streamRecords([], { profil: 'xiangqi/standard' }), /unknown option "profil": streamRecords\(source, \{ profile, encoding, fen, signal \}\)/);
  assert.throws(() => streamRecords([], { encoding: 'klingon' }), (e) => e.code === 'unknown-encoding');
  assert.throws(() => streamRecords([], { fen: 'no fen' }), /streamRecords' fen "no fen" is no start/);
  assert.throws(() => streamRecords(42), (e) => e instanceof RecordError && e.code === 'bad-input');
  assert.throws(() => streamRecords([], { signal: {} }), /signal is an AbortSignal/);
  const file = path.join(RECORDS, 'wxfca-15-iccs.pgn');
  const source = fs.createReadStream(file, { highWaterMark: 512 });
  const controller = new AbortController();
  const records = streamRecords(source, { signal: controller.signal, profile: 'xiangqi/standard' });
  assert.is((await records.next()).value.profile, 'xiangqi/standard');
  controller.abort();
  const thrown = await caught(() => records.next());
  assert.is(thrown?.name, 'AbortError');
  assert.ok(source.destroyed, 'the file stream is closed');
});

test('an archive of many megabytes streams with a bounded heap (a child under a 48 MB heap limit)', () => {
  const unit = Buffer.concat(['wxfca-15-iccs.pgn', 'wxfca-15-chinese.pgn', 'janggi-dot-com-kakao-coordinates.gib']
    .map((f) => Buffer.concat([fs.readFileSync(path.join(RECORDS, f)), Buffer.from('\n\n')])));
  const archive = path.join(TMP, 'archive.pgn');
  const fd = fs.openSync(archive, 'w');
  let games = 0;
  for (let n = 0; n < 12 << 20; n += unit.length, games += 31) fs.writeSync(fd, unit);
  fs.closeSync(fd);
  const size = fs.statSync(archive).size;
  const script = path.join(TMP, 'stream.mjs');
  const bindings = (p) => JSON.stringify(new URL(`../../bindings/${p}`, import.meta.url).href);
  fs.writeFileSync(script, `import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { init } from ${bindings('index.js')};
import { streamRecords } from ${bindings('records/index.js')};
await init();
let records = 0, valid = 0, peak = 0;
for await (const r of streamRecords(fs.createReadStream(process.argv[2]))) {
  records++;
  if (!r.error) valid++;
  if (records % 250 === 0) { gc(); peak = Math.max(peak, process.memoryUsage().heapUsed); }
}
console.log(JSON.stringify({ records, valid, peak }));
`);
  const r = spawnSync(process.execPath, ['--expose-gc', '--max-old-space-size=48', script, archive], { encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  const { records, valid, peak } = JSON.parse(r.stdout);
  assert.is(records, games);
  assert.ok(valid >= games - games / 31, `${valid} of ${games} valid`);
  // the archive is 12 MB; what is live at once is a game, a chunk and the records code
  assert.ok(size > 12e6 && peak < 16 << 20, `peak heap ${(peak / 2 ** 20).toFixed(1)} MiB for ${(size / 1e6).toFixed(1)} MB`);
});

// Records joined as cat joins them, each case readRecords and the splitter had read apart: the
// records streamed are readRecords', and the count is the one the files hold.
const DAMAGE = {
  'a stray ")" line after a game\'s result (the game is whole; the ")" is no game\'s)': ['[Event "a"]\n1. h2e2 h9g7 1-0\n)\n[Event "b"]\n1. h2e2 *\n', 2],
  'a comment on the line after a result, and one before a file\'s first tags: the next game\'s': ['{file note}\n[Event "a"]\n1. h2e2 1-0\n{note}\n[Event "b"]\n1. h2e2 *\n', 2],
  'a variation and a NAG on lines after a result': ['[Event "a"]\n1. h2e2 h9g7 1-0\n(1. b2e2)\n$1\n[Event "b"]\n1. h2e2 *\n', 3],
  'a stray "(" before a game\'s tags': ['(\n[Event "a"]\n1. h2e2 *\n', 1],
  'a "{" never closed, then a game and a WXF file: the file is still read as WXF': [`[Event "a"]\n1. h2e2 { never closed\n[Event "b"]\n1. h2e2 *\n\n${fixture('xiangqi-setup-demo.wxf')}`, 3],
  // the comment had reached the file's "START{ … }END", which closed it: the file was read as
  // the comment's and "END" as a move, or, where a CBF record came first, read apart
  'a "{" never closed, then a WXF file': ['[Event "a"]\n1. h2e2 { never closed\n' + fixture('playok-2026-09-03.wxf'), 2],
  'a CBF record, then a "{" never closed and a WXF file': [fixture('cbr/test2.cbf') + '[Event "a"]\n1. h2e2 { never closed\n' + fixture('playok-2026-09-03.wxf'), 3],
  'a PGN game, then a DhtmlXQ page (no "<!DOCTYPE" game)': [fixture('liu-yang-1982-iccs.pgn') + fixture('wxfca-dhtmlxq/80.html'), 2],
  'a GIB game (Korean tag names) before a page': [fixture('hatteomol-2016-ha-jeon.gib') + '\n' + fixture('wxfca-dhtmlxq/80.html'), 2],
  'a page without a final newline, then PGN, then a WXF file glued to it': [fixture('wxfca-dhtmlxq/80.html') + fixture('qianli-duxing.pgn') + fixture('wxfca-dhtmlxq/80.html') + fixture('playok-demo.wxf'), 4],
  'a stray ")" line, then PGN games, then a page': [')\n' + fixture('wxfca-15-iccs.pgn') + fixture('wxfca-dhtmlxq/80.html'), 16],
  'PGN games before a DhtmlXQ block cut off': [fixture('wxfca-hu-ronghua-16.pgn') + fixture('dpxq-142610-dhtmlxq.txt').slice(0, 1182), 17],
  'XQ Wizard\'s trailer, then a page': [fixture('cchess/xqbase-test.pgn', 'gbk') + fixture('wxfca-dhtmlxq/80.html'), 2],
  'a PGN game before a dpxq.com export': [fixture('playok-makruk-87922081.pgn') + '\n' + fixture('dpxq-142610.txt'), 2],
  'a dpxq.com export, a page glued to its trailer': [fixture('dpxq-tree-wang-wu-2023.txt') + fixture('wxfca-dhtmlxq/59.html'), 2],
  'a dpxq.com export, a ")" glued to its trailer (its 生成 was cut off into a comment)': [fixture('dpxq-tree-wang-wu-2023.txt') + ')\n' + fixture('liu-yang-1982-iccs.pgn'), 2],
  // readRecords had read "Even" as a move of the first game (failing it), the stream as a game
  // the page's '<!DOCTYPE' had been read as the game's next move, in the stream (and in
  // readRecords where no block follows): the game failed
  'a GIB game with no result, a page cut off before its block, then a DhtmlXQ block': [fixture('janggi-dot-com-old-coordinates.gib') + fixture('wxfca-dhtmlxq/45.html').slice(0, 146) + fixture('dpxq-142610-dhtmlxq.txt'), 2],
  'a PGN game with no result, then a page cut off before its block': ['[Event "a"]\n1. h2e2 h9g7\n' + fixture('wxfca-dhtmlxq/45.html').slice(0, 146), 1],
  // the page's markup had been read as a game (a malformed move '!DOCTYPE'), and the PGN game
  // after it with it, in the stream, where the splitter read it into the block
  'a page cut off inside its block, before its move list, then a PGN file': [fixture('wxfca-dhtmlxq/45.html').split('[DhtmlXQ_red]')[0] + '\n' + fixture('liu-yang-1982-iccs.pgn'), 2],
  'a game with no result, then a file cut inside its first tag with the next file glued to it': ['[Event "a"]\n1. h2e2 h9g7\n[Even' + fixture('liu-yang-1982-iccs.pgn'), 3],
  // readRecords had read the PGN file into the block cut off (both lost), and a block cut off
  // before its move list, after a block, as a whole game of no moves (the stream: its error)
  'a DhtmlXQ block cut off inside its move list, then a PGN file': [cutBlock(40) + '\n' + fixture('liu-yang-1982-iccs.pgn'), 2],
  'a DhtmlXQ block, then one cut off before its move list': [fixture('dpxq-142610-dhtmlxq.txt') + cutBlock(0), 2],
  // readRecords had lost the first tag of the PGN file (read as the block's text)
  'a DhtmlXQ block, then a ")" and a PGN file on its last line': [fixture('dpxq-142610-dhtmlxq.txt').trimEnd() + ')' + fixture('liu-yang-1982-iccs.pgn'), 2],
  // readRecords had read the PGN file as the PGN a viewer page's markup shows, the page's (lost)
  'a DhtmlXQ block, a page cut off before its block, then a PGN file': [fixture('dpxq-142610-dhtmlxq.txt') + fixture('wxfca-dhtmlxq/45.html').slice(0, 146) + fixture('liu-yang-1982-iccs.pgn'), 2],
  // the stream had read the page cut off (a game of its own after a game's result) as a game,
  // a malformed move '!DOCTYPE', which readRecords passed over after a block
  'a page, a PGN game, then a page cut off before its block': [fixture('wxfca-dhtmlxq/151.html') + '\n' + fixture('liu-yang-1982-iccs.pgn') + fixture('wxfca-dhtmlxq/69.html').slice(0, 272), 2],
  // readRecords had read the page after the export (after its trailer) as a game ('!DOCTYPE')
  'a page and a stray ")", a dpxq.com export, then a page': [fixture('wxfca-dhtmlxq/151.html') + ' ) \n' + fixture('dpxq-142610.txt') + '\n' + fixture('wxfca-dhtmlxq/125.html'), 3],
  // readRecords had read the rest of the block's line, cut off in its markup, as a game ('iframe')
  'a page cut off after its block, then a dpxq.com export': [fixture('wxfca-dhtmlxq/80.html').slice(0, 1074) + '\n\n' + fixture('dpxq-142610.txt'), 2],
  // readRecords had read the PGN file as the export's lines (its game lost)
  'a dpxq.com export cut off before its trailer, then a PGN file': [fixture('dpxq-tree-wang-wu-2023.txt').split('棋谱由')[0] + '\n' + fixture('liu-yang-1982-iccs.pgn'), 2],
  // the stream had read the head of dpxq.com's iframe embedding ('<iframe … name="NoFile_') as
  // the next move of a game that no result ended (malformed-move 'iframe')
  'a GIB game with no result, then dpxq.com\'s iframe embedding': [fixture('janggi-dot-com-old-coordinates.gib') + fixture('chasoft-xqinenglish-iframe-xu-li-1996.txt'), 2],
  // readRecords had read the rest of the embedding's element after its block ('" width="500" …
  // ></iframe>') as a game of its own before the export's, a malformed move '"'
  'dpxq.com\'s iframe embedding, then a dpxq.com export': [fixture('chasoft-xqinenglish-iframe-xu-li-1996.txt') + '\n' + fixture('dpxq-142610.txt'), 2],
};

/** dpxq-142610-dhtmlxq.txt cut off `into` characters past its move list's opening tag (a
 *  download cut short). */
function cutBlock(into) {
  const block = fixture('dpxq-142610-dhtmlxq.txt');
  return block.slice(0, block.indexOf('[DhtmlXQ_movelist]') + into);
}

/** A record file's text (decoded from its encoding with iconv where it is not UTF-8). */
function fixture(name, from) {
  const bytes = fs.readFileSync(path.join(RECORDS, name));
  return (from ? execFileSync('iconv', ['-c', '-f', from, '-t', 'UTF-8'], { input: bytes }) : bytes).toString('utf8');
}

test('records joined with cat, with the damage that had set streamRecords and readRecords apart', async () => {
  for (const [name, [text, count]] of Object.entries(DAMAGE)) {
    const bytes = new TextEncoder().encode(text);
    const whole = plain(readRecords(bytes));
    assert.is(whole.length, count, name);
    for (const size of [1, 7, bytes.length]) assert.equal(plain(await collect(streamRecords(chunked(bytes, size)))), whole, `${name} in chunks of ${size}`);
  }
  assert.equal(readRecords(DAMAGE['a page cut off inside its block, before its move list, then a PGN file'][0]).map((r) => [r.format, r.error?.message, r.moves.length > 100]),
    [['dhtmlxq', 'a [DhtmlXQ] block cut off before its move list: the text may be cut off', false], ['pgn', undefined, true]]);
  // each record where it is, the PGN file's with its first tag; a cut block says it is cut off
  const shape = (name) => readRecords(DAMAGE[name][0]).map((r) => [r.format, r.error?.message ?? r.tags.Event, r.moves.length > 80]);
  const pgn = ['pgn', '1982年全国赛', true], block = ['dhtmlxq', '2026年第137届龙马鹏程大兴月赛', true];
  assert.equal(shape('a DhtmlXQ block cut off inside its move list, then a PGN file'), [['dhtmlxq', '[DhtmlXQ_movelist] is never closed by [/DhtmlXQ_movelist]: the text may be cut off', false], pgn]);
  assert.equal(shape('a DhtmlXQ block, then one cut off before its move list'), [block, ['dhtmlxq', 'a [DhtmlXQ] block cut off before its move list: the text may be cut off', false]]);
  assert.equal(shape('a DhtmlXQ block, then a ")" and a PGN file on its last line'), [block, pgn]);
  assert.equal(shape('a DhtmlXQ block, a page cut off before its block, then a PGN file'), [block, pgn]);
  assert.equal(shape('a dpxq.com export cut off before its trailer, then a PGN file'), [['dpxq-text', '2023年腾讯棋牌天天象棋全国象棋甲级联赛', true], pgn]);
  assert.equal(readRecords(DAMAGE['a "{" never closed, then a WXF file'][0]).map((r) => [r.format, r.error?.code]), [['pgn', 'record-syntax'], ['wxf', undefined]]);
  for (const name of ['a GIB game with no result, a page cut off before its block, then a DhtmlXQ block', 'a PGN game with no result, then a page cut off before its block',
    'a GIB game with no result, then dpxq.com\'s iframe embedding', 'dpxq.com\'s iframe embedding, then a dpxq.com export']) {
    assert.equal(readRecords(DAMAGE[name][0]).map((r) => r.error), [undefined, undefined].slice(0, DAMAGE[name][1]), name);
  }
  // the tag cut off is a record of its own, whose error names it; the games beside it are whole
  const cut = readRecords(DAMAGE['a game with no result, then a file cut inside its first tag with the next file glued to it'][0]);
  assert.equal(cut.map((r) => [r.moves.length, r.error?.code, r.error?.text]), [[2, undefined, undefined], [0, 'record-syntax', '[Even'], [cut[2].moves.length, undefined, undefined]]);
  assert.ok(cut[2].moves.length > 0 && cut[2].tags.Event !== undefined);
  const gb = Buffer.concat([iconv(Buffer.from('\ufeff' + fixture('cbr/test.cbf').replace(/^\ufeff/, '')), 'GB18030')]);
  const mark = plain(readRecords(gb)); // GB18030's byte-order mark before a CBF record
  assert.equal([mark.length, mark[0].error], [1, undefined]);
  assert.equal(plain(await collect(streamRecords(chunked(gb, 5)))), mark);
});

test('a variation in full-width parentheses over two lines, the second opening with "1." (UTF-8, GB18030, Big5): one game, whole and streamed', async () => {
  // readRecords reads '（' and '）' as '(' and ')' (pgn-words.js asciiParen); the stream's splitter had
  // not counted them and cut a second game at the line '1.兵七进一 …）'
  const game = '1.炮二平五 （1.相三進五 馬8進7\n1.兵七進一 卒7進1） 馬8進7\n2.馬二進三 車9平8\n';
  for (const [name, bytes] of [['UTF-8', Buffer.from(game)], ['GB18030', iconv(Buffer.from(game), 'GB18030')], ['Big5', iconv(Buffer.from(game), 'BIG5')], ['ASCII parentheses', Buffer.from(game.replace(/（/g, '(').replace(/）/g, ')'))]]) {
    const whole = plain(readRecords(bytes));
    assert.equal(whole.map((r) => [r.moves.length, r.moves[0].variations?.[0].length, r.error]), [[4, 4, undefined]], name);
    for (const size of [1, 7, bytes.length]) assert.equal(plain(await collect(streamRecords(chunked(bytes, size)))), whole, `${name} in chunks of ${size}`);
  }
});

test('a variation ending with a result in words on its line ("… 红胜)"), the main line going on: one game for readRecords, the stream and the CLI\'s splitter', async () => {
  // readRecords reads the result inside the variation (its line's end); the splitter had taken the
  // line's last word, '红胜)', for the game's result and cut a second game at '2.马二进三'
  const game = '1.炮二平五 马8进7 (1...炮8平5 2.马二进三 马8进7\n3.车一平二 红胜)\n2.马二进三 马2进3\n';
  for (const [name, bytes] of [['UTF-8', Buffer.from(game)], ['GB18030', iconv(Buffer.from(game), 'GB18030')], ['full-width', Buffer.from(game.replace('(', '（').replace(')', '）'))]]) {
    const whole = plain(readRecords(bytes));
    assert.equal(whole.map((r) => [r.moves.length, r.moves[1].variations?.[0].length, r.error]), [[4, 4, undefined]], name);
    for (const size of [1, 7, bytes.length]) assert.equal(plain(await collect(streamRecords(chunked(bytes, size)))), whole, `${name} in chunks of ${size}`);
  }
  // a result in parentheses alone at a line's end still ends its game there, for both
  const two = '1.炮二平五 马8进7 (红胜)\n1.炮二平五 马8进7\n';
  assert.equal(plain(await collect(streamRecords(chunked(Buffer.from(two), 3)))), plain(readRecords(two)));
  assert.is(readRecords(two).length, 2);
});

test('a DhtmlXQ block cut off, then a PGN file: the stream has the block\'s error and reads the game after it, which had been read into the block', async () => {
  // the block: dpxq-142610-dhtmlxq.txt cut inside its move list (a download cut short), then cat
  const block = fixture('dpxq-142610-dhtmlxq.txt');
  const cut = block.slice(0, block.indexOf('[DhtmlXQ_movelist]') + 40) + '\n';
  for (const text of [cut + fixture('liu-yang-1982-iccs.pgn'), block + cut + fixture('liu-yang-1982-iccs.pgn')]) {
    const records = await collect(streamRecords(chunked(new TextEncoder().encode(text), 7)));
    assert.equal(records.slice(-2).map((r) => [r.format, r.error?.code]), [['dhtmlxq', 'record-syntax'], ['pgn', undefined]]);
    assert.ok(records.at(-1).moves.length > 100 && records.at(-1).tags.Event === '1982年全国赛');
  }
});

test('DhtmlXQ exports with their long lines wrapped (as mail and some forums wrap them): one game, read alike whole and streamed', async () => {
  // a field's line broken in two had ended the block for the splitter: its second half was read
  // as moves, the next field as the next game's first tag (dpxq-142610-dhtmlxq.txt: 5 records)
  const wrap = (text, width) => text.split('\n').map((l) => l.match(new RegExp(`.{1,${width}}`, 'gu'))?.join('\n') ?? l).join('\n');
  for (const name of ['dpxq-142610-dhtmlxq.txt', 'chasoft-gupu-01-yichang-keqv.txt']) {
    const whole = readRecords(fixture(name));
    for (const width of [40, 50, 60, 64, 72, 76, 80]) {
      const bytes = new TextEncoder().encode(wrap(fixture(name), width));
      const read = plain(readRecords(bytes));
      assert.is(read.length, 1, `${name} wrapped at ${width}`);
      for (const size of [7, 4096]) assert.equal(plain(await collect(streamRecords(chunked(bytes, size)))), read, `${name} wrapped at ${width}, in chunks of ${size}`);
    }
    // where no field's name is cut, the moves are the unwrapped file's
    for (const width of [60, 72]) assert.equal(readRecords(wrap(fixture(name), width))[0].moves.map((m) => m.uci), whole[0].moves.map((m) => m.uci), `${name} wrapped at ${width}`);
  }
});

/** Text record files as pieces of archives (not the DhtmlXQ pages, dpxq.com exports and CBF,
 *  whose joins with damage are still read apart: README "Game records", streamRecords). */
function pieces() {
  const native = { 'janggi-dot-com-bikjang.gib': 'CP949', 'janggi-dot-com-ff.gib': 'CP949', 'ccpd-1997-00003611.pgn': 'BIG5', 'xqbase-test.pgn': 'GBK' };
  return recordFiles().filter((f) => /\.(pgn|gib|wxf)$/.test(f)).map((f) => {
    const text = fixture(path.relative(RECORDS, f), native[path.basename(f)]);
    const encodes = (to) => spawnSync('iconv', ['-f', 'UTF-8', '-t', to], { input: text }).status === 0;
    return { text, korean: /[\uac00-\ud7a3]/.test(text), gbk: encodes('GBK'), cp949: encodes('CP949') };
  });
}

test('a seeded fuzz: archives of the record files joined, cut, with stray ")" "}" "{" lines, in CRLF and five encodings, in random chunks', async () => {
  const all = pieces();
  const next = random(20261204);
  const pick = (list) => list[Math.floor(next() * list.length)];
  let records = 0;
  for (let run = 0; run < 60; run++) {
    const encoding = pick(['UTF-8', 'GB18030', 'GBK', 'CP949', 'UTF-16LE', 'UTF-8 BOM']);
    const pool = all.filter((p) => (/^GB/.test(encoding) ? p.gbk && !p.korean : encoding === 'CP949' ? p.cp949 : true));
    const parts = [];
    for (let n = 1 + Math.floor(next() * 5); n > 0; n--) {
      let { text } = pick(pool);
      const r = next();
      if (r < 0.15) text = text.slice(0, Math.floor(next() * text.length)); // cut off
      else if (r < 0.25) text += pick([')\n', '}\n', ' ) ', '{ never closed\n']);
      else if (r < 0.3) text = text.trimEnd(); // no final newline
      parts.push(text, pick(['', '\n', '\n\n', '\r\n']));
    }
    let text = parts.join('');
    if (next() < 0.25) text = text.replace(/\r?\n/g, '\r\n');
    const utf8 = Buffer.from(text);
    const bytes = encoding === 'UTF-8' ? utf8 : encoding === 'UTF-8 BOM' ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8])
      : encoding === 'UTF-16LE' ? Buffer.concat([Buffer.from([0xff, 0xfe]), iconv(utf8, 'UTF-16LE')]) : iconv(utf8, encoding);
    const whole = plain(readRecords(bytes));
    records += whole.length;
    const small = bytes.length < 20000 ? 1 : 'small';
    for (const size of [small, 'random', bytes.length]) {
      const chunks = size === 'small' ? (function* () { for (let i = 0; i < bytes.length;) { const k = 1 + Math.floor(next() * 64); yield bytes.subarray(i, i += k); } })() : chunked(bytes, size);
      assert.equal(plain(await collect(streamRecords(chunks))), whole, `run ${run} (${encoding}) in chunks of ${size}`);
    }
  }
  assert.ok(records > 600, `${records} records`);
});

test.after(() => fs.rmSync(TMP, { recursive: true, force: true }));
test.run();
