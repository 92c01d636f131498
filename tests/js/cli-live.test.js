// cli-live.test.js — standard input answered as it comes: a producer that writes one record and
// waits for its report (validate --pipe driven a game at a time) gets it before it writes more
// or closes the stream, in a record file's text that is not ASCII too, UTF-8 or a local encoding
// (cli-stream.test.js has JSON lines and an ASCII PGN).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');

/** Writes `input` to `validate - --pipe` and waits for a report with stdin still open: the
 *  reports' lines, or null after `wait` ms without one. */
async function answerOf(input, profile = 'xiangqi/standard', wait = 10000) {
  const child = spawn(process.execPath, [CLI, 'validate', profile, '-', '--pipe', '--jobs', '1'], { stdio: ['pipe', 'pipe', 'pipe'] });
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

/** The CLI's report of a file read by its path (read through once for its encoding, never held). */
function fileReport(profile, file) {
  const out = execFileSync(process.execPath, [CLI, 'validate', profile, file, '--json', '--jobs', '1'], { encoding: 'utf8' });
  return JSON.parse(out.split('\n')[0]);
}

for (const [profile, name, encoding] of [
  ['xiangqi/standard', 'ccpd-1997-00003611.pgn', 'Big5'], // moves in Chinese (相三進五)
  ['janggi/standard', 'janggi-dot-com-ff.gib', 'CP949'], // moves in Korean (08마87)
]) {
  test(`a record in ${encoding}, written alone on standard input, is answered while the stream stays open, as the file is read`, async () => {
    // (a text in a local encoding was held for its encoding up to 16 MiB or the stream's end)
    const file = path.join(ROOT, 'tests', 'records', name);
    const lines = await answerOf(fs.readFileSync(file), profile);
    assert.ok(lines, 'no report while standard input stayed open');
    const report = JSON.parse(lines[0]);
    const expected = fileReport(profile, file);
    assert.is(report.status, 'valid');
    for (const key of ['status', 'plies', 'declared', 'fen']) assert.equal(report[key], expected[key], key);
  });
}

test('a FIFO named as an input (mkfifo, a shell\'s <(...)) is answered as it comes too, in a local encoding as well', async () => {
  // its reads had been synchronous: the thread, and the report of what was written, waited for
  // the writer's next bytes or its end
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-live-'));
  const fifo = path.join(dir, 'games.pgn');
  execFileSync('mkfifo', [fifo]);
  const file = path.join(ROOT, 'tests', 'records', 'ccpd-1997-00003611.pgn'); // Big5
  const child = spawn(process.execPath, [CLI, 'validate', 'xiangqi/standard', fifo, '--json', '--jobs', '2'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  const closed = new Promise((r) => child.on('close', r));
  const writer = fs.createWriteStream(fifo); // opens once the CLI opens it to read
  writer.write(fs.readFileSync(file));
  const t0 = Date.now();
  while (!out.includes('\n') && Date.now() - t0 < 10000) await new Promise((r) => setTimeout(r, 20));
  writer.end(); // the FIFO closed, the run ends whatever it answered before
  assert.is(await closed, 0);
  fs.rmSync(dir, { recursive: true });
  assert.ok(Date.now() - t0 < 10000, 'no report while the FIFO stayed open');
  const report = JSON.parse(out.split('\n')[0]);
  const expected = fileReport('xiangqi/standard', file);
  for (const key of ['status', 'plies', 'declared', 'fen']) assert.equal(report[key], expected[key], key);
});

test.run();
