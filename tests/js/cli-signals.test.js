// cli-signals.test.js — validate, convert and find stopped by SIGTERM (kill, a job's time limit)
// or SIGINT (Ctrl-C) mid-run. Node's default had ended the process at once: up to 64 KiB of
// finished reports still buffered were lost, no line said the run was cut, and on a terminal the
// progress bar stayed on screen. Now the reports of every record done are written, whole lines,
// then a line on stderr says how far the run went, and the exit code is 128 + the signal's number
// (143, 130), what a shell gives a process the signal ended. The expected reports come from the
// API replaying the same moves (tests/js/support/cli-games.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init } from '../../bindings/index.js';
import { randomRecords } from './support/cli-games.mjs';

await init();

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-cli-signals-'));
const PROFILE = 'xiangqi/standard';
const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

// 10 copies of 4000 games with some illegal moves: seconds of work, cut early by the signal
const COPIES = 10;
const { lines: records, expected } = randomRecords({ count: 4000, seed: 11, minPlies: 40, maxPlies: 80, illegalRate: 0.02 });
const file = path.join(TMP, 'games.jsonl');
fs.writeFileSync(file, `${records.join('\n')}\n`.repeat(COPIES));
const expectedAt = (k) => expected[k % expected.length];
const TOTAL = records.length * COPIES;

/** Runs the CLI and sends it `signal` once its first output has come (its run well under way).
 *  `slow`: a reader that falls behind, stdout read again only a second after the signal (the
 *  pipe full, the reports waiting in the CLI's own buffer). */
function interrupted(args, signal, { slow = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: TMP, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [], errs = [];
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      if (!slow) return void child.kill(signal);
      child.stdout.pause();
      setTimeout(() => child.kill(signal), 1000);
      setTimeout(() => child.stdout.resume(), 2000);
    };
    child.stdout.on('data', (d) => { out.push(d); send(); });
    child.stderr.on('data', (d) => { errs.push(d); if (args[0] === 'convert') send(); }); // convert's illegal records
    child.on('error', reject);
    child.on('close', (code, killed) => resolve({ code, killed, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(errs).toString('utf8') }));
  });
}

/** The counts of the interrupted line, the last of stderr: { records, kept, illegal, unreadable }. */
function interruption(r, label, signal, kept) {
  const last = r.stderr.trimEnd().split('\n').pop();
  const m = new RegExp(`^${label}: interrupted by ${signal} after (\\d+) records?: (\\d+) ${kept}(?:, (\\d+) illegal)?, (\\d+) unreadable; \\d+ plies in [\\d.]+ s; the input after them was not reported$`).exec(last);
  assert.ok(m, `the interrupted line: ${last}`);
  const [counted, found, illegal, unreadable] = [m[1], m[2], m[3] ?? '0', m[4]].map(Number);
  assert.ok(counted > 0 && counted < TOTAL, `cut mid-run: ${counted} of ${TOTAL}`);
  assert.is(unreadable, 0);
  return { records: counted, kept: found, illegal };
}

test('validate --json, then SIGTERM or SIGINT: every report of the records counted written, whole, then the interrupted line; exit 143, 130', async () => {
  for (const [signal, code, jobs, slow] of [['SIGTERM', 143, '1'], ['SIGINT', 130, '2'], ['SIGTERM', 143, '2'], ['SIGTERM', 143, '1', true]]) {
    const r = await interrupted(['validate', PROFILE, file, '--json', '--jobs', jobs], signal, { slow });
    assert.equal([r.code, r.killed], [code, null], `${signal} --jobs ${jobs}${slow ? ', a slow reader' : ''}: ${r.stderr}`);
    assert.ok(r.stdout.endsWith('\n'), 'the output ends on a whole line');
    const counts = interruption(r, 'validate', signal, 'valid');
    const rows = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
    // the JSON lines end as a completed run's do, with the summary, which says the run was cut
    const { summary } = rows.pop();
    assert.equal([summary.records, summary.illegal, summary.interrupted], [counts.records, counts.illegal, signal]);
    assert.is(rows.length, counts.records, 'a report for each record counted, none lost in the buffer');
    rows.forEach((row, k) => {
      const exp = expectedAt(k);
      assert.equal([row.line, row.status, row.plies], [k + 1, exp.status, exp.plies], `record ${k + 1}`);
    });
    assert.is(rows.filter((row) => row.status === 'illegal').length, counts.illegal);
  }
});

test('validate --pipe, then SIGTERM: stderr ends with the {"summary"} line, saying the run was cut', async () => {
  const r = await interrupted(['validate', PROFILE, file, '--pipe', '--jobs', '1'], 'SIGTERM');
  assert.is(r.code, 143, r.stderr);
  const [human, last] = r.stderr.trimEnd().split('\n').slice(-2);
  assert.match(human, /^validate: interrupted by SIGTERM after \d+ records/);
  const { summary } = JSON.parse(last);
  const rows = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  assert.equal([summary.interrupted, summary.records], ['SIGTERM', rows.length]);
  assert.ok(rows.length > 0 && rows.length < TOTAL, `cut mid-run: ${rows.length} of ${TOTAL}`);
});

test('validate (text), convert and find, then SIGTERM: the reports so far, the interrupted line on stderr, exit 143', async () => {
  const text = await interrupted(['validate', PROFILE, file, '--jobs', '1'], 'SIGTERM');
  assert.is(text.code, 143, text.stderr);
  assert.ok(text.stdout.endsWith('\n'));
  const counts = interruption(text, 'validate', 'SIGTERM', 'valid');
  const reports = text.stdout.split('\n').filter((l) => l && !l.startsWith('  fen before: '));
  assert.is(reports.length, counts.records);
  reports.forEach((l, k) => assert.ok(l.startsWith(`${file}:${k + 1}: ${expectedAt(k).status === 'valid' ? 'valid' : 'illegal move'}`), l));

  // convert: each valid record written to stdout, each illegal one said on stderr
  const converted = await interrupted(['convert', PROFILE, file, '--jobs', '1'], 'SIGTERM');
  assert.is(converted.code, 143, converted.stderr);
  assert.ok(converted.stdout.endsWith('\n'));
  const c = interruption(converted, 'convert', 'SIGTERM', 'converted');
  const written = converted.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  assert.is(written.length, c.kept);
  assert.is(written.length + c.illegal, c.records);
  const illegalSaid = converted.stderr.split('\n').filter((l) => / illegal move at ply /.test(l));
  assert.is(illegalSaid.length, c.illegal);
  const valid = Array.from({ length: c.records }, (_, k) => k).filter((k) => expectedAt(k).status === 'valid');
  assert.equal(written.map((w) => w.moves.length), valid.map((k) => expectedAt(k).plies));

  // find: every record reaches the start
  const found = await interrupted(['find', PROFILE, START, file, '--jobs', '1'], 'SIGTERM');
  assert.is(found.code, 143, found.stderr);
  assert.ok(found.stdout.endsWith('\n'));
  const f = interruption(found, 'find', 'SIGTERM', 'found');
  assert.is(f.kept, f.records);
  assert.is(found.stdout.split('\n').filter(Boolean).length, f.records);
});

test('Ctrl-C on a terminal (a pty from script(1)): the progress bar cleared, then the interrupted line; exit 130', async () => {
  const command = `${[process.execPath, CLI, 'validate', PROFILE, file, '--jobs', '1'].map((a) => JSON.stringify(a)).join(' ')} > /dev/null`;
  const r = await new Promise((resolve) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let text = '', sent = false;
    child.stdout.on('data', (d) => {
      text += d;
      if (sent || !text.includes('\x1b[K')) return;
      child.stdin.write('\x03'); // the bar drawn: Ctrl-C, the terminal's interrupt character
      sent = true;
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve({ code, text }));
  });
  if (r === null) return; // no script(1)
  assert.is(r.code, 130, r.text);
  const at = r.text.lastIndexOf('validate: interrupted by SIGINT after ');
  assert.ok(at > 0, r.text.slice(-300));
  // the line the bar was on is cleared (what the terminal echoed of ^C too), and no bar after it
  assert.is(r.text.slice(at - 4, at), '\r\x1b[K');
  assert.not.match(r.text.slice(at), /plies\/s\x1b\[K/);
  assert.match(r.text.slice(at), /^validate: interrupted by SIGINT after \d+ records: .*\r?\n$/);
});

test.after(() => fs.rmSync(TMP, { recursive: true, force: true }));

test.run();
