// records-fuzz.test.js — mutated copies of every real record file in tests/records (PGN in four
// notations, GIB, DhtmlXQ pages, WXF files, dpxq.com's export, CBF, and the binary XQF and CBR/CBL)
// through readRecords, as a user's damaged archive would reach it. Bad input must be data or a
// typed error, never a crash, and whatever reads must stay true to itself:
//   - readRecords returns records, or throws a RecordError with a code (undecodable bytes);
//   - a record's error, if any, names its ply and a code;
//   - a record read without an error becomes a game (gameFromRecord) whose start is the record's
//     FEN, and that game written as PGN reads back to the same tree (every line's moves and
//     comments) and the same final position; written in its game's other formats (DhtmlXQ, WXF,
//     XQF; GIB), to the same mainline and final position;
//   - afterwards the wasm instance is intact and its memory stayed bounded.
// CI runs 2,500 mutants (BR_QUICK=1: 600); BR_LONG=1 runs 100,000 (BR_FUZZ_CALLS=n: any count);
// BR_FUZZ_SEED=n starts another sequence; BR_FUZZ_DUMP=dir writes each failing mutant there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { init, Game, wasmMemoryBytes } from '../../bindings/index.js';
import { faultsOf } from './support/record-faults.mjs';

await init();
const MUTANTS = Number(process.env.BR_FUZZ_CALLS ?? (process.env.BR_LONG === '1' ? 100_000 : process.env.BR_QUICK === '1' ? 600 : 2_500));
let seed = Number(process.env.BR_FUZZ_SEED ?? 0x5eed1e55) | 0 || 0x5eed1e55;
const rand = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) / 2 ** 32; };
const below = (n) => Math.floor(rand() * n);
const pick = (list) => list[below(list.length)];

// The fixtures: every record file below tests/records (their notices and READMEs are prose).
const ROOT = fileURLToPath(new URL('../records/', import.meta.url));
function filesBelow(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesBelow(path);
    return /^(README|NOTICE|LICENSE)/.test(name) ? [] : [{ name: path.slice(ROOT.length), bytes: new Uint8Array(readFileSync(path)) }];
  });
}
const FIXTURES = filesBelow(ROOT);
// One text also as UTF-16LE with its byte-order mark, as Windows tools save it.
{
  const text = new TextDecoder().decode(FIXTURES.find((f) => f.name === 'xu-nie-1999.pgn').bytes);
  const utf16 = new Uint8Array(2 + 2 * text.length);
  utf16.set([0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) utf16.set([text.charCodeAt(i) & 255, text.charCodeAt(i) >> 8], 2 + 2 * i);
  FIXTURES.push({ name: 'xu-nie-1999.pgn as UTF-16LE', bytes: utf16 });
}
const BINARY = /\.(xqf|cbr|cbl|ccm)$/i;

// Pieces of the formats' own syntax, so that mutants reach past the first check of each reader.
const TOKENS = ['[', ']', '"', '\\', '{', '}', '(', ')', ';', '\n', '\r\n', ' ', '\t', '\0', '*', '1-0', '0-1', '1/2-1/2',
  '[FEN "', '[Variant "janggi"]', '[Format "ICCS"]', '[Result "1-0"]', '1.', '99.', '...', '$1', 'FORMAT WXF', 'START{',
  '}END', 'RESULT 0-1', 'RED x;1;;', 'FEN 4k4/9/9/9/9/9/9/9/9/4K4 w', '[DhtmlXQ]', '[/DhtmlXQ]', '[DhtmlXQ_movelist]',
  '7747', '[DhtmlXQ_binit]', '[DhtmlXQiFrame]', '[/DhtmlXQiFrame]', '<iframe name="NoFile_', '&quot;', '<ChineseChessRecord>', '</ChineseChessRecord>', '<Move value="77-47" end="1"/>',
  '&#99999999;', '&amp;', '&#x4e00;', '标题:', '结果: 红方胜', '棋谱由 http://www.dpxq.com/ 生成', '【变1】',
  '[초차림 "상마상마"]', '[대국결과 "한 완승"]', '08마87', '한수쉼', '장군', '炮二平五', '馬８進７', '前炮平五', '進', '平',
  'C2.5', 'h2e2', 'H2-E2', 'h3e3', 'e2e2', 'Nc1#', 'ม็', '=', '\uFEFF', '\uFFFD', 'é'];
const encoder = new TextEncoder();

/** One random change of the bytes: flip, overwrite, cut, repeat, insert syntax, truncate, or a
 *  chunk of another fixture. Binary files also get whole little-endian words, where their
 *  counts and offsets live. */
function mutateOnce(bytes, binary) {
  const n = bytes.length;
  const at = below(n + 1), len = 1 + below(Math.min(64, n + 1));
  const join = (...parts) => {
    const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
    let o = 0;
    for (const p of parts) { out.set(p, o); o += p.length; }
    return out;
  };
  switch (below(binary ? 8 : 7)) {
    case 0: { const out = bytes.slice(); if (n) out[below(n)] ^= 1 << below(8); return out; }
    case 1: { const out = bytes.slice(); if (n) out[below(n)] = pick([0, 0xff, 0x7f, 0x80, 0x0a, below(256)]); return out; }
    case 2: return join(bytes.subarray(0, at), bytes.subarray(Math.min(n, at + len)));
    case 3: return join(bytes.subarray(0, at), bytes.subarray(at, at + len), bytes.subarray(at));
    case 4: return join(bytes.subarray(0, at), encoder.encode(pick(TOKENS)), bytes.subarray(at));
    case 5: return bytes.subarray(0, below(n + 1));
    case 6: {
      const other = pick(FIXTURES).bytes, from = below(other.length + 1);
      return join(bytes.subarray(0, at), other.subarray(from, from + 1 + below(256)), bytes.subarray(at));
    }
    default: {
      const out = bytes.slice();
      if (n >= 4) new DataView(out.buffer).setUint32(below(n - 3), pick([0, 1, 0xffff, 0x7fffffff, 0xffffffff, below(2 ** 32)]), true);
      return out;
    }
  }
}
function mutant(fixture) {
  let bytes = fixture.bytes;
  for (let k = 1 + below(4); k > 0; k--) bytes = mutateOnce(bytes, BINARY.test(fixture.name));
  return bytes;
}

test('every fixture reads as it is, with no fault (the mutants start from sound records)', () => {
  for (const f of FIXTURES) assert.equal(faultsOf(f.bytes), [], f.name);
});

test(`${MUTANTS} mutated record files: records or typed errors, and what reads writes back the same`, () => {
  const memoryBefore = wasmMemoryBytes();
  const failures = [];
  const seen = { records: 0, clean: 0 };
  for (let i = 0; i < MUTANTS && failures.length < 8; i++) {
    const fixture = pick(FIXTURES);
    const bytes = mutant(fixture);
    const faults = faultsOf(bytes, seen);
    if (faults.length) {
      if (process.env.BR_FUZZ_DUMP) {
        mkdirSync(process.env.BR_FUZZ_DUMP, { recursive: true });
        writeFileSync(join(process.env.BR_FUZZ_DUMP, `mutant-${i}-${fixture.name.replace(/\W/g, '_')}`), bytes);
      }
      failures.push(`${fixture.name}, mutant ${i} (seed sequence ${process.env.BR_FUZZ_SEED ?? 'default'}): ${faults.slice(0, 3).join('; ')}`);
    }
  }
  assert.equal(failures, [], failures.join('\n'));
  // The mutants reach the replay, not only the first check of each reader.
  assert.ok(seen.clean > MUTANTS / 10, `${seen.clean} of ${seen.records} records read without an error`);
  assert.ok(wasmMemoryBytes() - memoryBefore <= 16 << 20, `wasm memory grew by ${wasmMemoryBytes() - memoryBefore} bytes`);
});

test('after the mutants the wasm instance is intact: perft(3) of the xiangqi start is 79666', () => {
  assert.is(new Game('xiangqi/standard').perft(3), 79666);
});

test.run();
