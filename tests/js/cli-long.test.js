// cli-long.test.js — a record that plays on long past an end of the rules (a repetition nobody
// called, then hundreds of thousands of plies without a capture) is replayed in time linear in
// its length, as a JSON line as in a record file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-cli-long-'));

/** Runs the CLI, killed after `limit` ms: { code, stdout, killed }. */
function run(args, limit) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', killed = false;
    child.stdout.on('data', (d) => { stdout += d; });
    const timer = setTimeout(() => { killed = true; child.kill(); }, limit);
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, killed }); });
  });
}

const cycle = ['b1c3', 'b10c8', 'c3b1', 'c8b10'];
const longMoves = Array.from({ length: 300_000 }, (_, i) => cycle[i % 4]);

test('validate: a JSON line of 300,000 knight moves to and fro is replayed in seconds, its end (the repetition at ply 8) reported', async () => {
  // (asking the outcome at that end had made every later move judge it, over the whole run
  // without a capture: 300k plies took minutes, where the record file took a second)
  const file = path.join(TMP, 'long.jsonl');
  fs.writeFileSync(file, `${JSON.stringify({ moves: longMoves })}\n`);
  const r = await run(['validate', 'xiangqi/standard', file, '--json', '--jobs', '1'], 30_000);
  assert.not.ok(r.killed, 'not done in 30 s');
  assert.is(r.code, 0);
  const report = JSON.parse(r.stdout.split('\n')[0]);
  assert.is(report.plies, 300_000);
  assert.equal(report.end, { ply: 8, result: '1/2-1/2', winner: null, reason: 'repetition' });
});

// a record file's moves' texts were spread into a call's arguments (a stack overflow, exit 4); a
// JSON line's each asked before it was played, which costs the game's history (the square of the
// record's length, minutes)
for (const [name, text] of [['long.txt', `${longMoves.join(' ')}\n`], ['long.jsonl', `${JSON.stringify({ moves: longMoves })}\n`]]) {
  test(`convert --notation wxf: ${name} of 300,000 moves is written whole, in seconds`, async () => {
    const file = path.join(TMP, name);
    fs.writeFileSync(file, text);
    const r = await run(['convert', 'xiangqi/standard', file, '--notation', 'wxf', '--jobs', '1'], 30_000);
    assert.not.ok(r.killed, 'not done in 30 s');
    assert.is(r.code, 0);
    const { moves } = JSON.parse(r.stdout);
    assert.is(moves.length, 300_000);
    assert.equal(moves.slice(0, 4), ['H8+7', 'H2+3', 'H7-8', 'H3-2']);
  });
}

test.run();
