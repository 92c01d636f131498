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
import { init, Game, BoardRulesError, wasmMemoryBytes } from '../../bindings/index.js';
import { readRecords, recordFromGame, gameFromRecord, RecordError } from '../../bindings/records/index.js';

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
  '7747', '[DhtmlXQ_binit]', '<ChineseChessRecord>', '</ChineseChessRecord>', '<Move value="77-47" end="1"/>',
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

/** A record's tree as plain data: the moves of each line, with their comments as PGN holds them:
 *  without '}', which would end one, and with their white space as single spaces, since a line
 *  that would open another record (a tag pair, a page, a WXF file) is joined to the line before
 *  (records-roundtrip.test.js tests what the writer does exactly). */
function tree(nodes) {
  return nodes.map((n) => ({
    uci: n.uci, comment: (n.comment ?? '').replace(/\}/g, '').replace(/\s+/g, ' ').trim(), variations: (n.variations ?? []).map(tree),
  }));
}

// What a game of each kind is written in besides PGN (records/write.js).
const NATIVE_FORMATS = { xiangqi: ['dhtmlxq', 'wxf', 'xqf'], janggi: ['gib'], makruk: [] };

const isCode = (code) => typeof code === 'string' && /^[a-z][a-z0-9-]*$/.test(code);

// A record's error code is one of RecordProblemCode (bindings/index.d.ts), so that typed code can
// switch on it: the union, with the unions it names, read from the declarations.
const DTS = readFileSync(fileURLToPath(new URL('../../bindings/index.d.ts', import.meta.url)), 'utf8');
function unionOf(name) {
  const body = new RegExp(`export type ${name} =([^;]*);`).exec(DTS)[1].replace(/\/\*[\s\S]*?\*\//g, '');
  return [...[...body.matchAll(/'([^']+)'/g)].map((m) => m[1]), ...[...body.matchAll(/\b([A-Z]\w+Code)\b/g)].flatMap((m) => unionOf(m[1]))];
}
const PROBLEM_CODES = new Set(unionOf('RecordProblemCode'));

/** The faults of one input, as strings (none: all held); `seen` counts its records and the clean ones. */
function faultsOf(bytes, seen = { records: 0, clean: 0 }) {
  let records;
  try {
    records = readRecords(bytes);
  } catch (e) {
    return e instanceof RecordError && isCode(e.code) && e.message ? [] : [`readRecords threw ${e?.name}: ${e?.message}`];
  }
  seen.records += records.length;
  const faults = [];
  for (const [i, record] of records.entries()) {
    const at = `record ${i + 1} (${record.format})`;
    if (record.error) {
      const { ply, code, message } = record.error;
      if (!Number.isInteger(ply) || ply < 0 || !PROBLEM_CODES.has(code) || !message) faults.push(`${at}: error ${JSON.stringify(record.error)}`);
      continue;
    }
    seen.clean++;
    try {
      const game = gameFromRecord(record);
      const start = new Game(record.profile, record.fen).fen();
      if (game.history({ notation: false }).length !== record.moves.length) faults.push(`${at}: the game has another length`);
      const text = recordFromGame(game, { format: 'pgn', notation: 'uci' });
      const back = readRecords(text, { profile: record.profile });
      if (back.length !== 1 || back[0].error) {
        faults.push(`${at}: its PGN reads back as ${back.length} records${back[0]?.error ? `, ${back[0].error.message}` : ''}`);
      } else {
        if (new Game(record.profile, back[0].fen).fen() !== start) faults.push(`${at}: its PGN starts elsewhere`);
        if (JSON.stringify(tree(back[0].moves)) !== JSON.stringify(tree(record.moves))) faults.push(`${at}: its PGN holds another tree`);
        const again = gameFromRecord(back[0]);
        if (again.fen() !== game.fen()) faults.push(`${at}: its PGN ends at ${again.fen()}, not ${game.fen()}`);
        again.free();
      }
      // the game's own formats keep at least its mainline and where it ends
      const mainline = record.moves.map((m) => m.uci).join(' ');
      for (const format of NATIVE_FORMATS[game.variant]) {
        let written;
        try {
          written = recordFromGame(game, { format });
        } catch (e) {
          if (e instanceof RecordError && e.code === 'unwritable-position') continue; // XQF, DhtmlXQ: 16 pieces a side at most
          throw e;
        }
        const [b, extra] = readRecords(written, { profile: record.profile });
        // these formats hold no move counters, and DhtmlXQ no side to move (a start without moves
        // reads as Red's): the board, and the side where it is held
        const held = (fen) => fen.split(' ').slice(0, format === 'dhtmlxq' && !mainline ? 1 : 2).join(' ');
        const sameEnd = (fen) => held(fen) === held(game.fen());
        if (!b || extra || b.error || b.moves.map((m) => m.uci).join(' ') !== mainline || !sameEnd(gameFromRecord(b).fen())) {
          faults.push(`${at}: written as ${format} it reads back as ${b?.error?.message ?? `${b?.moves.length} moves`}`);
        }
      }
      game.free();
    } catch (e) {
      faults.push(`${at}: ${e instanceof BoardRulesError ? `${e.code}: ` : `${e?.name}: `}${e?.message}`);
    }
  }
  return faults;
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
