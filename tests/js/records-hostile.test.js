// records-hostile.test.js — the records API given callers' values that are not what they seem
// (options whose getters give one value to the checks and another on a later read; a record's
// comments and NAGs that JSON.stringify cannot name) and sources that misbehave (a stream that
// never ends, a chunk transferred away). Each is read as checked, is aborted, or is the typed
// error naming the problem; nothing of the platform's (a TypeError) escapes, nothing hangs. The
// truth is the call with the value the checks saw, and the signal's own reason.
import { Readable } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game, ArgumentError } from '../../bindings/index.js';
import { readRecords, streamRecords, openRecordFiles, gameFromRecord, recordFromGame, RecordError } from '../../bindings/records/index.js';

await init();

/** An options object whose `name` is `first` on its first read and `later` after. */
function flipping(name, first, later, rest = {}) {
  let reads = 0;
  return Object.defineProperty({ ...rest }, name, { enumerable: true, get: () => (reads++ ? later : first) });
}

const PGN = '[Variant "xiangqi"]\n\n1. h3e3 h10g8 2. h1g3 {a comment} *\n';

test('readRecords and streamRecords read each option once: the value checked is the value read with', async () => {
  const plain = readRecords(PGN);
  // a fen of undefined, then 42: checked as none, it had reached the reading as 42 (fen.trim is
  // not a function); a profile or an encoding that turns bad is read as it was checked too
  for (const options of [flipping('fen', undefined, 42), flipping('profile', 'xiangqi/standard', 42), flipping('encoding', 'utf-8', 42)]) {
    assert.equal(readRecords(new TextEncoder().encode(PGN), options), plain);
  }
  const streamed = [];
  for await (const record of streamRecords([PGN], flipping('fen', undefined, 42))) streamed.push(record);
  assert.equal(streamed, plain);
});

test('Game.fromRecord reads its profile once: a getter turning to another game is not replayed under it', () => {
  const [record] = readRecords(PGN);
  // none, then janggi/standard: the check of the record's game passed on none, and the xiangqi
  // record was replayed as janggi (RecordError cannon-no-screen at its first move)
  for (const [first, later] of [[undefined, 'janggi/standard'], ['xiangqi/standard', 'janggi/standard'], ['xiangqi/standard', 42]]) {
    const game = gameFromRecord(record, flipping('profile', first, later));
    assert.is(game.profile, 'xiangqi/standard', `${first} then ${later}`);
    assert.is(game.history().length, 3);
    game.free();
  }
  // and a profile of the other game read once is refused as before
  assert.throws(() => gameFromRecord(record, flipping('profile', 'janggi/standard', 'xiangqi/standard')),
    (e) => e instanceof RecordError && e.code === 'bad-record' && /janggi\/standard is a janggi profile/.test(e.message));
});

test('toRecord reads each option once, and its tags: what is checked is what is written', () => {
  const game = Game.fromRecord(readRecords(PGN)[0]);
  const pgn = game.toRecord({ format: 'pgn', encoding: 'gbk' });
  const xqf = game.toRecord({ format: 'xqf', encoding: 'gbk' });
  // a format of 'pgn' then 'xqf' with an encoding: the XQF bytes had gone to the text encoder (a
  // TypeError); of 'xqf' then 'pgn', a PGN had been written where XQF was checked for
  assert.equal(game.toRecord(flipping('format', 'pgn', 'xqf', { encoding: 'gbk' })), pgn);
  assert.equal(game.toRecord(flipping('format', 'xqf', 'pgn', { encoding: 'gbk' })), xqf);
  // a tag checked as a text had been written as '[object Object]'; a FEN tag checked as the
  // start had been written as another (a record that read back as another game)
  const event = game.toRecord({ tags: { Event: 'x' } });
  assert.is(game.toRecord({ tags: flipping('Event', 'x', {}) }), event);
  const start = new Game('xiangqi/standard');
  const withFen = game.toRecord({ tags: { FEN: start.fen() } });
  assert.is(game.toRecord({ tags: flipping('FEN', start.fen(), 'rnbakabnr/9/9/9/9/9/9/9/9/RNBAKABNR w - - 0 1') }), withFen);
  assert.equal(readRecords(withFen)[0].moves.map((m) => m.uci), ['h3e3', 'h10g8', 'h1g3']);
  start.free();
  game.free();
});

test("a move's comment or NAGs that JSON cannot name: RecordError bad-record naming the field, at its ply", () => {
  const [record] = readRecords(PGN);
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  const cycle = {};
  cycle.self = cycle;
  // each had thrown the platform's TypeError (or the toJSON's own error) from the message
  for (const [what, change, field] of [
    ['a revoked comment', { comment: proxy }, 'comment'], ['a revoked commentBefore', { commentBefore: proxy }, 'commentBefore'],
    ['revoked NAGs', { nags: proxy }, 'nags'], ['a BigInt comment', { comment: 5n }, 'comment'], ['a BigInt NAG', { nags: [1n] }, 'nags'],
    ['a cyclic comment', { comment: cycle }, 'comment'], ['a toJSON that throws', { comment: { toJSON() { throw new Error('mine'); } } }, 'comment'],
  ]) {
    const moves = [record.moves[0], { ...record.moves[1], ...change }, record.moves[2]];
    assert.throws(() => gameFromRecord({ ...record, moves }),
      (e) => e instanceof RecordError && e.code === 'bad-record' && e.message.startsWith(`a move's ${field} `) && e.ply === 2, what);
  }
});

/** How streamRecords of a source ends when it is aborted 100 ms after the reading began: the
 *  records it gave, and 'aborted' (the abort's reason thrown), 'ended', or 'hung' if it had not
 *  ended a second after the abort. */
async function readUntilAborted(source) {
  const controller = new AbortController();
  const reason = new Error('enough');
  const read = [];
  const timer = setTimeout(() => controller.abort(reason), 100);
  const reading = (async () => {
    for await (const record of streamRecords(source, { signal: controller.signal })) read.push(record.moves.length);
    return 'ended';
  })().catch((e) => e);
  const ended = await Promise.race([reading, new Promise((resolve) => setTimeout(() => resolve('hung'), 1100))]);
  clearTimeout(timer);
  return { read, ended: ended === reason ? 'aborted' : ended };
}

test('streamRecords of a source that never ends is aborted by its signal, the source cancelled', async () => {
  const game = new TextEncoder().encode(PGN);
  // each waited for a chunk that never came, past the abort (the signal was looked at only
  // between chunks); the stream's own return() waits for that chunk too
  let cancelled = false;
  const web = new ReadableStream({ start(c) { c.enqueue(game); }, cancel() { cancelled = true; } });
  assert.equal(await readUntilAborted(web), { read: [], ended: 'aborted' });
  assert.ok(cancelled, 'the ReadableStream cancelled');
  const node = new Readable({ read() {} });
  node.push(game);
  assert.equal(await readUntilAborted(node), { read: [], ended: 'aborted' });
  assert.ok(node.destroyed, 'the Readable destroyed');
  let returned = false;
  const endless = { [Symbol.asyncIterator]: () => {
    let given = false;
    return { next: () => (given ? new Promise(() => {}) : ((given = true), Promise.resolve({ value: game, done: false }))), return: () => { returned = true; return new Promise(() => {}); } };
  } };
  assert.equal(await readUntilAborted(endless), { read: [], ended: 'aborted' });
  assert.ok(returned, "the iterator's return() asked, not awaited");
  // a source that ends is read to its end as before
  assert.equal(await readUntilAborted(new ReadableStream({ start(c) { c.enqueue(game); c.enqueue(game); c.close(); } })), { read: [3, 3], ended: 'ended' });
});

test('streamRecords of a chunk transferred away: RecordError bad-input, as readRecords gives', async () => {
  const bytes = new TextEncoder().encode(PGN);
  structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
  assert.throws(() => readRecords(bytes), (e) => e instanceof RecordError && e.code === 'bad-input');
  try {
    for await (const record of streamRecords([bytes])) assert.unreachable(record);
    assert.unreachable('read');
  } catch (e) { // had been the platform's TypeError (Cannot perform Construct on a detached ArrayBuffer)
    assert.ok(e instanceof RecordError && e.code === 'bad-input' && /transferred away/.test(e.message), String(e));
  }
});

// a hand-made iterable whose iterator method gives no iterator had been the platform's TypeError
// (this.iterator.next is not a function) at the first read
test('streamRecords of an iterable whose iterator method gives no iterator: RecordError bad-input', async () => {
  for (const source of [{ [Symbol.asyncIterator]: () => 5 }, { [Symbol.iterator]: () => ({}) }]) {
    try {
      for await (const record of streamRecords(source)) assert.unreachable(record);
      assert.unreachable('read');
    } catch (e) {
      assert.ok(e instanceof RecordError && e.code === 'bad-input' && /gave no iterator of chunks/.test(e.message), String(e));
    }
  }
});

test('a lone surrogate written as UTF-16 is U+FFFD, as in UTF-8: the bytes read back, the same moves', () => {
  const [record] = readRecords(PGN);
  const moves = [record.moves[0], { ...record.moves[1], comment: 'half \uD800 a pair' }, record.moves[2]];
  const game = gameFromRecord({ ...record, tags: { Event: 'cup \uDC00' }, moves });
  // the platform's TextEncoder writes U+FFFD for it in UTF-8, and its fatal UTF-16 decoder
  // refuses the lone unit: the UTF-16 bytes had read back as RecordError undecodable
  const [utf8] = readRecords(game.toRecord({ format: 'pgn', encoding: 'utf-8' }));
  assert.is(utf8.moves[1].comment, 'half \uFFFD a pair');
  for (const format of ['pgn', 'dhtmlxq']) {
    for (const encoding of ['utf-16le', 'utf-16be']) {
      const [back, ...more] = readRecords(game.toRecord({ format, encoding }));
      assert.is(more.length, 0);
      assert.not.ok(back.error, `${format} ${encoding}`);
      assert.equal(back.moves.map((m) => m.uci), record.moves.map((m) => m.uci));
      assert.is(back.moves[1].comment, utf8.moves[1].comment, `${format} ${encoding}`);
      assert.is(back.tags.Event, utf8.tags.Event);
    }
  }
  game.free();
});

test('openRecordFiles of a Blob whose bytes never come is aborted by its signal', async () => {
  // a read that never ends (a File on a network share gone away) had held the call, and a file's
  // bytes(), past the abort: the signal was looked at only once the bytes had come
  class Stalled extends Blob {
    arrayBuffer() { return new Promise(() => {}); }
    slice(...range) { return new Stalled([super.slice(...range)]); } // (its first bytes are read through a slice)
  }
  const within = (promise) => Promise.race([promise.then(() => 'read', (e) => e), new Promise((resolve) => setTimeout(() => resolve('hung'), 1000))]);
  const reason = new Error('enough');
  let controller = new AbortController();
  setTimeout(() => controller.abort(reason), 50);
  assert.is(await within(openRecordFiles(new Stalled([PGN]), { signal: controller.signal })), reason, 'opening');
  controller = new AbortController();
  class StalledWhole extends Blob { arrayBuffer() { return new Promise(() => {}); } } // its first bytes come, the rest not
  const [file] = await openRecordFiles(new StalledWhole([PGN]), { signal: controller.signal }); // a plain file: its bytes are read when asked
  setTimeout(() => controller.abort(reason), 50);
  assert.is(await within(file.bytes()), reason, 'its bytes');
  // a read that fails is the file's error as before, not the abort's
  class Failing extends Blob { arrayBuffer() { return Promise.reject(new Error('gone')); } }
  const [failing] = await openRecordFiles(new Failing([PGN]), { signal: new AbortController().signal });
  const error = await failing.bytes().catch((e) => e);
  assert.ok(error instanceof RecordError && error.code === 'unreadable-file', String(error));
});

test('openRecordFiles of a list holding a Blob (no name): its files, the Blob named "" as when given alone', async () => {
  // a Blob passed the list's check and then threw a TypeError (its name undefined, sorted as a path)
  const alone = await openRecordFiles(new Blob([PGN]));
  assert.equal(alone.map((f) => f.name), ['']);
  for (const list of [[new Blob([PGN])], [new File([PGN], 'a.pgn'), new Blob([PGN])]]) {
    const files = await openRecordFiles(list);
    assert.equal(files.map((f) => f.name).sort(), list.map((b) => b.name ?? '').sort());
    for (const file of files) assert.equal(readRecords(await file.bytes()).map((r) => r.moves.length), [3]);
  }
});

test("Game.fromRecord reads the record's fields and tags once: what is checked is what is replayed and written", () => {
  const [record] = readRecords(PGN);
  const written = Game.fromRecord(record).toRecord();
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  const without = (name) => Object.fromEntries(Object.entries(record).filter(([n]) => n !== name));
  for (const [what, forged] of [
    // had been replayed under janggi's rules: RecordError cannon-no-screen at its first move
    ['profile', flipping('profile', record.profile, 'janggi/standard', without('profile'))],
    ['tags', flipping('tags', record.tags, { ...record.tags, Event: {} }, without('tags'))], // written as [Event "[object Object]"]
    ['tags revoked', flipping('tags', record.tags, proxy, without('tags'))], // a TypeError (ownKeys)
    ['error revoked', flipping('error', undefined, proxy, without('error'))], // a TypeError (get)
    ['a tag', { ...record, tags: flipping('Event', 'x', {}, record.tags) }], // written as [Event "[object Object]"]
  ]) {
    const game = Game.fromRecord(forged);
    assert.is(game.profile, 'xiangqi/standard', what);
    const text = game.toRecord();
    assert.is(text, what === 'a tag' ? Game.fromRecord({ ...record, tags: { ...record.tags, Event: 'x' } }).toRecord() : written, what);
    game.free();
  }
});

// janggi's start is also read from GIB's formation tags and [판] board (tests/records'
// janggi-dot-com-*.gib write 초차림 "마상상마" and the like); toRecord's tags may repeat it, not change it
test("toRecord's janggi start tags (판, 초차림, 한차림, 초포진, 한포진, a formation as Cho): the game's start, or ArgumentError", () => {
  const game = new Game('janggi/standard');
  game.play('b1c3');
  game.play('b10c8');
  const moves = game.history().map((m) => m.uci);
  const own = readRecords(game.toRecord({ format: 'gib' }))[0].tags; // the formations the writer gives
  const readsBack = (tags, format) => {
    const [back] = readRecords(game.toRecord({ format, tags }));
    return !back.error && back.profile === 'janggi/standard' && JSON.stringify(back.moves.map((m) => m.uci)) === JSON.stringify(moves);
  };
  // the game's own: written, and read back (a GIB gets the other side's formation from the game)
  for (const [tags, formats] of [[{ 초차림: own['초차림'], 한차림: own['한차림'] }, ['pgn', 'gib']], [{ 초차림: own['초차림'] }, ['gib']], [{ Cho: 'Kim' }, ['pgn', 'gib']]]) {
    for (const format of formats) assert.ok(readsBack(tags, format), `${JSON.stringify(tags)} ${format}`);
  }
  // another start, or none that reads: each had been written, and read back as bad-formation
  // (or another start, its moves refused)
  for (const tags of [{ 판: 'v' }, { 초차림: '상마상마' }, { 한포진: '상마마상', 초차림: own['초차림'] }, { 판: '' }]) {
    for (const format of ['pgn', 'gib']) {
      assert.throws(() => game.toRecord({ format, tags }), (e) => e instanceof ArgumentError && e.code === 'bad-argument' && /a tag cannot change it/.test(e.message), `${JSON.stringify(tags)} ${format}`);
    }
  }
  // a PGN holds no formation for the side not given: one side's alone does not read
  assert.throws(() => game.toRecord({ format: 'pgn', tags: { Cho: '상마상마' } }), (e) => e instanceof ArgumentError && /Cho "상마상마"/.test(e.message));
  assert.is(game.ply, 2, 'the game as it was');
  game.free();
  // a vchess game's GIB starts after its setup turns: their formations are its own
  const vchess = new Game('janggi/vchess');
  for (const move of ['b1c1', 'e9e9', 'c1d3']) vchess.play(move);
  const written = readRecords(vchess.toRecord({ format: 'gib' }))[0].tags;
  const [back] = readRecords(vchess.toRecord({ format: 'gib', tags: { 초차림: written['초차림'], 한차림: written['한차림'] } }));
  assert.equal([back.error, back.profile, back.moves.map((m) => m.uci)], [undefined, 'janggi/vchess', ['c1d3']]);
  vchess.free();
});

// 'a b' is written [a_b] (a tag name holds no space): with 'a_b' beside it both were written
// [a_b], and read back the first's value was lost without a word
test('toRecord: two tag names written alike are refused, naming both', () => {
  const game = new Game('xiangqi/standard');
  assert.throws(() => game.toRecord({ tags: { 'a b': '1', a_b: '2' } }),
    (e) => e instanceof ArgumentError && e.code === 'bad-argument' && e.message === 'toRecord\'s tags "a b" and "a_b" would both be written [a_b]: give one');
  const [back] = readRecords(game.toRecord({ tags: { 'a b': '1', Event: 'x', event: 'y' } }));
  assert.is(back.tags.a_b, '1');
});

test.run();
