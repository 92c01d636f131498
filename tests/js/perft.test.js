// perft.test.js — every row of tests/perft.tsv through the raw wasm exports (bindings/wasm.js
// loader, br_wasm_game_new / br_wasm_perft / br_wasm_game_delete). Rows marked "slow" (depth 5
// from the start positions, a few seconds each in wasm) run too, unless BR_QUICK=1.
import fs from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadWasm } from '../../bindings/wasm.js';

const TABLE = new URL('../perft.tsv', import.meta.url);
const SLOW = process.env.BR_QUICK !== '1';

/** The rows of tests/perft.tsv: { profile, position, depth, nodes, slow, line }. */
function readTable() {
  const rows = [];
  fs.readFileSync(TABLE, 'utf8').split('\n').forEach((text, i) => {
    const line = text.replace(/\r$/, '');
    if (line === '' || line.startsWith('#')) return;
    const f = line.split('\t');
    if (f[0] === 'profile') return; // the header row
    if (f.length !== 5) throw new Error(`perft.tsv:${i + 1}: expected 5 tab-separated fields`);
    rows.push({ profile: f[0], position: f[1], depth: Number(f[2]), nodes: Number(f[3]),
                slow: f[4] === 'slow', line: i + 1 });
  });
  return rows;
}

const { exports: x, memory } = await loadWasm();
const decoder = new TextDecoder();
const encoder = new TextEncoder();

function readText(len) {
  return decoder.decode(new Uint8Array(memory.buffer, x.br_wasm_text(), len));
}

function writeText(s) {
  const bytes = encoder.encode(s);
  assert.ok(bytes.length < x.br_wasm_text_capacity(), 'text fits the buffer');
  const buf = new Uint8Array(memory.buffer, x.br_wasm_text(), bytes.length + 1);
  buf.set(bytes);
  buf[bytes.length] = 0;
}

const profileNames = [];
for (let i = 0; i < x.br_wasm_profile_count(); i++) profileNames.push(readText(x.br_wasm_profile_name(i)));

const rows = readTable();

test('perft.tsv has rows for every group the table promises', () => {
  assert.ok(rows.length >= 30, `${rows.length} rows`);
  assert.ok(rows.some((r) => r.slow), 'slow rows present');
  for (const r of rows) assert.ok(profileNames.includes(r.profile), `known profile ${r.profile}`);
});

for (const row of rows) {
  const where = row.position === 'start' ? 'start' : row.position;
  const name = `${row.profile} ${where} depth ${row.depth} = ${row.nodes} (perft.tsv:${row.line})`;
  if (row.slow && !SLOW) {
    test.skip(name);
    continue;
  }
  test(name, () => {
    const index = profileNames.indexOf(row.profile);
    assert.ok(index >= 0, `unknown profile ${row.profile}`);
    writeText(row.position === 'start' ? '' : row.position);
    const game = x.br_wasm_game_new(index);
    if (!game) {
      const code = new Int32Array(memory.buffer, x.br_wasm_error(), 5)[0];
      assert.unreachable(`br_wasm_game_new failed: ${readText(x.br_wasm_error_message())} (code ${code})`);
    }
    try {
      assert.is(x.br_wasm_perft(game, row.depth), row.nodes);
    } finally {
      x.br_wasm_game_delete(game);
    }
  });
}

test.run();
