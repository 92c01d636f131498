// records-hostile.test.js — the records API given callers' values that are not what they seem
// (options whose getters give one value to the checks and another on a later read; a record's
// comments and NAGs that JSON.stringify cannot name) and sources that misbehave (a stream that
// never ends, a chunk transferred away). Each is read as checked, is aborted, or is the typed
// error naming the problem; nothing of the platform's (a TypeError) escapes, nothing hangs. The
// truth is the call with the value the checks saw, and the signal's own reason.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game } from '../../bindings/index.js';
import { readRecords, streamRecords, gameFromRecord, recordFromGame, RecordError } from '../../bindings/records/index.js';

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

test.run();
