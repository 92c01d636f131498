// cli-live.test.js — standard input answered as it comes: a producer that writes one record and
// waits for its report (validate --pipe driven a game at a time) gets it before it writes more
// or closes the stream, in a record file's text that is not ASCII too (cli-stream.test.js has
// JSON lines and an ASCII PGN).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');

/** Writes `input` to `validate - --pipe` and waits for a report with stdin still open: the
 *  reports' lines, or null after `wait` ms without one. */
async function answerOf(input, wait = 10000) {
  const child = spawn(process.execPath, [CLI, 'validate', 'xiangqi/standard', '-', '--pipe', '--jobs', '1'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stdin.write(input);
  const t0 = Date.now();
  while (!out.includes('\n') && Date.now() - t0 < wait) await new Promise((r) => setTimeout(r, 20));
  const lines = out.includes('\n') ? out.split('\n').filter(Boolean) : null;
  child.stdin.end();
  const code = await new Promise((r) => child.on('close', r));
  assert.is(code, 0);
  return lines;
}

test('a PGN game in UTF-8 with Chinese moves, written alone on standard input, is answered while the stream stays open', async () => {
  // (a text not all ASCII had been held for its encoding up to 16 MiB or the stream's end)
  const game = fs.readFileSync(path.join(ROOT, 'tests', 'records', 'xu-nie-1999.pgn'));
  const lines = await answerOf(game);
  assert.ok(lines, 'no report while standard input stayed open');
  const report = JSON.parse(lines[0]);
  assert.is(report.status, 'valid');
  assert.is(report.plies, 75);
});

test.run();
