// cli-stream.test.js — `boardrules validate` and `convert` at archive scale (issue 15): streamed
// inputs, --jobs N with output identical to --jobs 1 and in input order, a generated archive of
// 100k+ games with illegal moves injected at known plies, the pipe contract of a streaming engine
// (Spark RDD.pipe, Hadoop Streaming), and each bad input the issue lists. The expected results
// come from the API itself, replaying the same moves one call at a time (tests/js/support/cli-games.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../bindings/records/index.js';
import { init, Game } from '../../bindings/index.js';
import { randomRecords } from './support/cli-games.mjs';

await init();

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-cli-stream-'));
const PROFILE = 'xiangqi/standard';

/** Runs the CLI; resolves to { code, stdout, stderr }. `input` may be a list of pieces written one by one. */
function run(args, { input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: TMP, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [], errs = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => errs.push(d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(errs).toString('utf8') }));
    child.stdin.on('error', () => {}); // the CLI may stop reading (bad arguments)
    const pieces = Array.isArray(input) ? input : [input ?? ''];
    (async () => {
      for (const piece of pieces) {
        if (!child.stdin.write(piece)) await new Promise((r) => child.stdin.once('drain', r));
      }
      child.stdin.end();
    })();
  });
}

const lines = (text) => text.split('\n').filter(Boolean);
const rows = (text) => lines(text).map((l) => JSON.parse(l));
const summaryOf = (r) => rows(r.stdout).pop().summary;
const pipeSummary = (r) => JSON.parse(lines(r.stderr).pop()).summary;

// ---- order and --jobs ----------------------------------------------------------------------------

test('order: a folder of JSON lines and record files gives the same output for --jobs 1, 2 and 3', async () => {
  const dir = path.join(TMP, 'order');
  fs.mkdirSync(path.join(dir, 'b'), { recursive: true });
  const { lines: records } = randomRecords({ count: 3000, seed: 1, illegalRate: 0.1 }); // > 64 KiB: several batches
  fs.writeFileSync(path.join(dir, 'a.jsonl'), `${records.slice(0, 1500).join('\n')}\n`);
  fs.writeFileSync(path.join(dir, 'b', 'c.jsonl'), `${records.slice(1500).join('\n')}\n`);
  // a multi-game record file: games split at tags and at results
  const games = records.slice(0, 40).map((l, i) => `[Event "g${i}"]\n${JSON.parse(l).moves.join(' ')} *\n`).join('\n');
  fs.writeFileSync(path.join(dir, 'b', 'd.pgn'), `${games}h3e3 h8e8 1-0\nh1g3\n`);
  const [one, two, three] = await Promise.all(['1', '2', '3'].map((j) => run(['validate', PROFILE, dir, '--json', '--jobs', j])));
  for (const r of [one, two, three]) assert.is(r.code, 1, r.stderr);
  const strip = (r) => lines(r.stdout).slice(0, -1);
  assert.equal(strip(two), strip(one), '--jobs 2 = --jobs 1');
  assert.equal(strip(three), strip(one), '--jobs 3 = --jobs 1');
  const out = rows(one.stdout);
  const summary = out.pop().summary;
  assert.is(out.length, 3000 + 42);
  assert.is(summary.records, 3042);
  // input order: a.jsonl lines 1..1500, then b/c.jsonl 1..1500, then the games of b/d.pgn
  assert.equal(out.slice(0, 1500).map((r) => [r.source, r.line, r.id]), records.slice(0, 1500).map((_, i) => [path.join(dir, 'a.jsonl'), i + 1, i]));
  assert.equal(out.slice(1500, 3000).map((r) => [r.source, r.line, r.id]), records.slice(1500).map((_, i) => [path.join(dir, 'b', 'c.jsonl'), i + 1, 1500 + i]));
  const pgn = out.slice(3000);
  assert.equal(pgn.map((r) => r.line), [...Array.from({ length: 40 }, (_, i) => 1 + 3 * i), 120, 121]);
  assert.equal(pgn.slice(0, 40).map((r) => r.plies), out.slice(0, 40).map((r) => r.plies), 'the PGN games replay as their JSON twins');
  assert.equal(pgn.slice(40).map((r) => r.plies), [2, 1]);
});

// ---- a generated archive of 100k+ games ----------------------------------------------------------

test('archive: 100,000 random games, illegal moves injected at known plies, all found exactly (--jobs 2)', async () => {
  const COUNT = 100_000;
  const { lines: records, expected } = randomRecords({ count: COUNT, seed: 20261130, minPlies: 1, maxPlies: 6, illegalRate: 0.05 });
  const file = path.join(TMP, 'archive.jsonl');
  fs.writeFileSync(file, `${records.join('\n')}\n`);
  const r = await run(['validate', PROFILE, file, '--pipe', '--jobs', '2']);
  assert.is(r.code, 0, r.stderr);
  const out = rows(r.stdout);
  assert.is(out.length, COUNT);
  const illegal = expected.filter((e) => e.status === 'illegal').length;
  assert.ok(illegal > COUNT * 0.03, `${illegal} injected`);
  let found = 0;
  out.forEach((row, i) => {
    const e = expected[i];
    if (row.id !== i || row.status !== e.status || row.plies !== e.plies) {
      assert.equal([row.id, row.status, row.plies], [i, e.status, e.plies], `record ${i}`);
    }
    if (e.status === 'illegal') {
      found++;
      if (row.illegal.ply !== e.ply || row.illegal.code !== e.code || row.illegal.move !== e.move) {
        assert.equal(row.illegal, e, `record ${i}`);
      }
    }
  });
  assert.is(found, illegal);
  const s = pipeSummary(r);
  assert.equal([s.records, s.illegal, s.valid, s.unreadable, s.plies],
    [COUNT, illegal, COUNT - illegal, 0, expected.reduce((n, e) => n + e.plies, 0)]);
});

// ---- the pipe contract ---------------------------------------------------------------------------

test('pipe: stdin in pieces, one JSON line out per record in order, exit 0, summary on stderr; partitions concatenate', async () => {
  const { lines: records, expected } = randomRecords({ count: 400, seed: 3, illegalRate: 0.2 });
  const bad = ['{"moves":[{"raw":1}],"id":"raw"}', '{not json', ''];
  const input = [...records.slice(0, 200), ...bad, ...records.slice(200)].join('\n') + '\n';
  // written in odd-sized pieces, as a streaming engine does
  const pieces = [];
  for (let i = 0; i < input.length; i += 777) pieces.push(input.slice(i, i + 777));
  // the map step's command, as the README gives it for Hadoop Streaming and Spark
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = /<!-- pipe-command:start -->([\s\S]*?)<!-- pipe-command:end -->/.exec(readme)[1];
  const hadoop = /-mapper "boardrules ([^"]+)"/.exec(block)[1];
  const spark = /\.pipe\("boardrules ([^"]+)"\)/.exec(block)[1];
  assert.is(spark, hadoop, 'one command for both engines');
  assert.is(hadoop, `validate ${PROFILE} - --pipe --jobs 1`);
  const whole = await run(hadoop.split(' '), { input: pieces });
  assert.is(whole.code, 0, whole.stderr);
  const out = rows(whole.stdout);
  assert.is(out.length, 402, 'one line per record (blank lines are no records)');
  assert.equal(out[200].error.code, 'bad-record');
  assert.match(out[200].error.message, /move 1 is \{"raw":1\}, not a text/);
  assert.is(out[200].id, 'raw');
  assert.is(out[201].error.code, 'bad-json');
  assert.is(out[201].line, 202);
  const good = [...out.slice(0, 200), ...out.slice(202)];
  assert.equal(good.map((r) => [r.id, r.status, r.plies]), expected.map((e, i) => [i, e.status, e.plies]));
  const s = pipeSummary(whole);
  assert.equal([s.records, s.unreadable], [402, 2]);
  // two partitions, as two map tasks would see them: the same reports, ids included
  const [p1, p2] = await Promise.all([records.slice(0, 150), records.slice(150)].map((part) =>
    run(['validate', PROFILE, '-', '--pipe'], { input: `${part.join('\n')}\n` })));
  const drop = (r) => { const { line, ...rest } = r; return rest; };
  assert.equal([...rows(p1.stdout), ...rows(p2.stdout)].map(drop), good.map(drop));
  // exit codes by contract without --pipe
  const plain = await run(['validate', PROFILE, '-', '--json'], { input });
  assert.is(plain.code, 3, 'unreadable records: exit 3');
  const justIllegal = await run(['validate', PROFILE, '-', '--json'], { input: `${records.join('\n')}\n` });
  assert.is(justIllegal.code, 1, 'illegal moves: exit 1');
});

test('pipe: a producer that writes one record and waits for its report gets it (JSON lines and PGN), not at the end of input', async () => {
  for (const record of ['{"moves":["h3e3","h10g8"]}\n', '[Event "x"]\n\n1. h3e3 h10g8 *\n\n']) {
    const child = spawn(process.execPath, [CLI, 'validate', PROFILE, '-', '--pipe', '--jobs', '1'], { cwd: TMP, stdio: ['pipe', 'pipe', 'pipe'] });
    const reports = [];
    let wake = null;
    child.stdout.setEncoding('utf8').on('data', (d) => { reports.push(...lines(d)); wake?.(); });
    const nextReport = (count) => new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no report ${count} within 20 s: reports held for a batch`)), 20_000);
      wake = () => { if (reports.length >= count) { clearTimeout(timer); resolve(); } };
      wake();
    });
    try {
      for (let i = 1; i <= 3; i++) {
        child.stdin.write(record);
        await nextReport(i);
        assert.equal(JSON.parse(reports[i - 1]).status, 'valid');
      }
    } finally {
      child.stdin.end();
    }
    const code = await new Promise((resolve) => child.on('close', resolve));
    assert.equal([code, reports.length], [0, 3]);
  }
});

// ---- bad input -----------------------------------------------------------------------------------

/** 150,000+ knight moves back and forth; the ply at which the API itself says the game is over,
 *  its outcome then, and the FEN after every move played past that end. */
function longGame() {
  const cycle = ['b1c3', 'b10c8', 'c3b1', 'c8b10'];
  const moves = Array.from({ length: 150_004 }, (_, i) => cycle[i % 4]);
  const g = new Game(PROFILE);
  let ply = 0;
  while (!g.outcome().over) g.play(moves[ply++]);
  const { result, winner, reason } = g.outcome();
  assert.throws(() => g.play(moves[ply]), (e) => e.code === 'game-over', 'the rules end the game here');
  g.playPastEnd = true;
  for (let i = ply; i < moves.length; i++) g.play(moves[i]);
  const fen = g.fen();
  g.free();
  return { moves, end: { ply, result, winner, reason }, fen };
}

test('bad input: a line with 150,000 moves (JSON and a record file) is replayed to the end, past the rules\' end, no stack overflow', async () => {
  const { moves, end, fen } = longGame();
  fs.writeFileSync(path.join(TMP, 'long.jsonl'), `${JSON.stringify({ moves })}\n{"moves":"h3e3"}\n`);
  fs.writeFileSync(path.join(TMP, 'long.txt'), `${moves.join(' ')}\n`);
  const r = await run(['validate', PROFILE, path.join(TMP, 'long.jsonl'), path.join(TMP, 'long.txt'), '--json', '--jobs', '1']);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stderr, '');
  const [a, b, c] = rows(r.stdout);
  for (const row of [a, c]) {
    assert.is(row.status, 'valid');
    assert.is(row.plies, moves.length);
    assert.equal(row.end, end, 'where the rules ended it, as the API says');
    assert.is(row.fen, fen);
  }
  assert.is(b.status, 'valid', 'the next line is still read');
});

test('bad input: /dev/zero and an over-long line end with a clear message, exit 3, the rest still checked', async () => {
  if (fs.existsSync('/dev/zero')) {
    const r = await run(['validate', PROFILE, '/dev/zero', path.join(TMP, 'ok.jsonl'), '--json']);
    assert.is(r.code, 3, r.stderr);
    const [zero, ok] = rows(r.stdout);
    assert.equal([zero.source, zero.status, zero.error.code], ['/dev/zero', 'unreadable', 'binary-input']);
    assert.match(zero.error.message, /^binary data, not text records: NUL bytes alone/);
    assert.is(ok.error.code, 'missing-file');
    assert.ok(summaryOf(r).maxRssMB < 300, `RSS ${summaryOf(r).maxRssMB} MB`);
  }
  const giant = path.join(TMP, 'giant.jsonl');
  const fd = fs.openSync(giant, 'w');
  fs.writeSync(fd, '{"moves":"h3e3"}\n{"moves":"');
  const filler = Buffer.alloc(1 << 20, 'a');
  for (let i = 0; i < 9; i++) fs.writeSync(fd, filler); // 9 MiB on one line: over the 8 MiB limit
  fs.writeSync(fd, '"}\n{"moves":"h3e3 h8e8"}\n');
  fs.closeSync(fd);
  for (const jobs of ['1', '2']) {
    const r = await run(['validate', PROFILE, giant, '--json', '--jobs', jobs]);
    assert.is(r.code, 3, r.stderr);
    const out = rows(r.stdout);
    assert.equal(out.slice(0, 3).map((x) => [x.line, x.status, x.error?.code ?? x.plies]),
      [[1, 'valid', 1], [2, 'unreadable', 'record-too-long'], [3, 'valid', 2]]);
    assert.match(out[1].error.message, /longer than 8 MiB: skipped to the next line/);
  }
  // a record file whose first game runs over 9 MiB of short lines: reported, and the next game read
  const pgn = path.join(TMP, 'giant.pgn');
  fs.writeFileSync(pgn, `[Event "big"]\n${'h3e3 h8e8\n'.repeat(900_000)}[Event "next"]\nh3e3 h8e8 *\n`);
  const r = await run(['validate', PROFILE, pgn, '--json']);
  assert.is(r.code, 3, r.stderr);
  const out = rows(r.stdout);
  assert.equal(out.slice(0, 2).map((x) => [x.line, x.status, x.error?.code ?? x.plies]),
    [[1, 'unreadable', 'record-too-long'], [900_002, 'valid', 2]]);
  assert.match(out[0].error.message, /skipped to the next game/);
});

test('bad input: unreadable entries in a folder are reported one by one; the files beside them are checked', async () => {
  const dir = path.join(TMP, 'tree');
  fs.mkdirSync(path.join(dir, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'a.jsonl'), '{"moves":"h3e3"}\n');
  fs.writeFileSync(path.join(dir, 'sub', 'b.jsonl'), '{"moves":"h3e3 h8e8"}\n');
  fs.writeFileSync(path.join(dir, 'z.txt'), 'h3e3 h8e8 h1g3\n');
  fs.symlinkSync('nowhere', path.join(dir, 'dangling.txt'));  // open fails: ENOENT
  fs.symlinkSync('self-loop', path.join(dir, 'self-loop'));   // open fails: ELOOP
  // An unreadable folder. chmod 000 does not stop root, so as root the folder is one the kernel
  // refuses to list even to root (/proc/1/map_files: EACCES without CAP_SYS_ADMIN) when that holds
  // here, and a file that fails on read (/proc/self/mem: EIO).
  const expectedLocked = [];
  if (process.getuid?.() === 0) {
    let refused = false;
    try { fs.readdirSync('/proc/1/map_files'); } catch (e) { refused = e.code === 'EACCES' || e.code === 'EPERM'; }
    if (refused) {
      fs.symlinkSync('/proc/1/map_files', path.join(dir, 'locked'));
      expectedLocked.push([path.join(dir, 'locked'), 'read-error']);
    }
    fs.symlinkSync('/proc/self/mem', path.join(dir, 'mem.txt'));
  } else {
    fs.mkdirSync(path.join(dir, 'locked'));
    fs.writeFileSync(path.join(dir, 'locked', 'x.jsonl'), '{"moves":"h3e3"}\n');
    fs.chmodSync(path.join(dir, 'locked'), 0);
    expectedLocked.push([path.join(dir, 'locked'), 'read-error']);
  }
  const r = await run(['validate', PROFILE, dir, '--json']);
  fs.rmSync(path.join(dir, 'locked'), { force: true, recursive: true });
  assert.is(r.code, 3, r.stderr);
  const out = rows(r.stdout);
  out.pop();
  const got = out.map((x) => [x.source, x.status === 'unreadable' ? x.error.code : x.status]);
  const want = [
    [path.join(dir, 'a.jsonl'), 'valid'],
    [path.join(dir, 'dangling.txt'), 'missing-file'],
    ...expectedLocked,
    ...(process.getuid?.() === 0 ? [[path.join(dir, 'mem.txt'), 'read-error']] : []),
    [path.join(dir, 'self-loop'), 'read-error'],
    [path.join(dir, 'sub', 'b.jsonl'), 'valid'],
    [path.join(dir, 'z.txt'), 'valid'],
  ];
  assert.equal(got, want);
  assert.match(out.find((x) => x.source.endsWith('self-loop')).error.message, /symbolic links/);
});

test('bad input: a Unix socket named on the command line is an unreadable entry saying so', async () => {
  const net = await import('node:net');
  const sock = path.join(TMP, 'games.sock');
  const server = net.createServer().listen(sock);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const r = await run(['validate', PROFILE, sock, '--json']);
    assert.is(r.code, 3, r.stderr);
    // it had been the system's "ENXIO: no such device or address, open '...'"
    assert.equal(rows(r.stdout)[0].error, { code: 'read-error', message: 'a socket (or a device that is not there): it cannot be opened as a file' });
  } finally {
    server.close();
  }
});

test('bad input: a folder on standard input (< games/) is an unreadable entry saying so, not an empty input', () => {
  const dir = path.join(TMP, 'stdin-folder');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'a.jsonl'), '{"moves":"h3e3"}\n');
  const fd = fs.openSync(dir, 'r');
  try {
    const r = spawnSync(process.execPath, [CLI, 'validate', PROFILE, '-', '--json'], { stdio: [fd, 'pipe', 'pipe'], encoding: 'utf8' });
    assert.is(r.status, 3, r.stderr);
    // it had read as empty: "no game records in the input", of a folder holding a game
    assert.equal(rows(r.stdout)[0], { source: '-', valid: false, status: 'unreadable', error: { code: 'read-error', message: 'standard input is a folder: name it as an input to walk it' } });
  } finally {
    fs.closeSync(fd);
  }
});

test('bad input: symlinked folders are followed, and a link back to an ancestor is reported, not walked again', async () => {
  const dir = path.join(TMP, 'links');
  const real = path.join(TMP, 'real-games');
  fs.mkdirSync(path.join(real, 'deep'), { recursive: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(real, 'deep', 'g.jsonl'), '{"moves":"h3e3"}\n');
  fs.symlinkSync(real, path.join(dir, 'linked'));
  fs.symlinkSync('..', path.join(real, 'deep', 'up')); // real-games/deep/up -> real-games: a loop
  const r = await run(['validate', PROFILE, dir, '--json']);
  assert.is(r.code, 3, r.stderr);
  const out = rows(r.stdout);
  out.pop();
  assert.equal(out.map((x) => [x.source, x.status]), [
    [path.join(dir, 'linked', 'deep', 'g.jsonl'), 'valid'],
    [path.join(dir, 'linked', 'deep', 'up'), 'unreadable'],
  ]);
  assert.is(out[1].error.code, 'directory-loop');
  const direct = await run(['validate', PROFILE, path.join(dir, 'linked'), '--json']);
  assert.is(rows(direct.stdout)[0].status, 'valid', 'a symlinked folder named on the command line is walked');
});

// Each code unit of a UTF-16 file that does not decode was kept until its game was reported, and a
// game over the size limit never is: 40 MB of lone surrogates held 1.3 GB. Only a game's first
// can be reported, so about a chunk's are kept.
test('memory: UTF-16 full of code units that do not decode, 8x larger, grows RSS by under 40 MB', async () => {
  const file = (mb) => {
    const name = path.join(TMP, `lone-${mb}.pgn`);
    const unit = Buffer.from('a\ud800', 'utf16le'); // 4 bytes: a letter, then a high surrogate without its pair
    fs.writeFileSync(name, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('[Event "x"]\n\n1. h2e2 {', 'utf16le'), Buffer.alloc(mb << 20).fill(unit)]));
    return name;
  };
  const a = pipeSummary(await run(['validate', PROFILE, file(2), '--pipe']));
  const b = pipeSummary(await run(['validate', PROFILE, file(16), '--pipe']));
  assert.equal([a.records, b.records], [1, 1]);
  assert.ok(b.maxRssMB - a.maxRssMB < 40, `${a.maxRssMB} MB, then ${b.maxRssMB} MB for 8x the input`);
});

test('bad input: bytes that do not decode on a last line without its newline are reported at their offset, as readRecords tells it', async () => {
  // the second game is its last line alone (a game of moves after a result, as real files run on)
  const gb = Buffer.concat([Buffer.from('[Event "a"]\n\n1. h2e2 h9g7 *\n1. h2e2 {'), Buffer.from([0x81, 0x20]), Buffer.from('} *')]);
  const name = path.join(TMP, 'gb-last-line.pgn');
  fs.writeFileSync(name, gb);
  const r = await run(['validate', PROFILE, name, '--json']);
  const out = rows(r.stdout);
  out.pop();
  assert.is(out[1].error.code, 'undecodable');
  const truth = api.readRecords(gb)[1].error;
  assert.is(truth.offset, gb.indexOf(0x81));
  assert.match(out[1].error.message, new RegExp(`offset ${truth.offset} `));
});

test('bad input: bytes that do not decode fail the records they are in, not the others of their game as the splitter cut it (readRecords and streamRecords read the same)', async () => {
  // written for this test: a PGN game with no result before a DhtmlXQ page (one game to the
  // splitter, two records to readRecords), and a page whose markup, outside its block, has a
  // byte that is not UTF-8; the CLI had reported each as one unreadable record (fuzzed archives
  // of tests/records read 3 and 4 records where readRecords read 4 and 5)
  const page = '<html><body><div>[DhtmlXQ][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]</div></body></html>\n';
  const cases = [
    { name: 'before-page.pgn', bytes: Buffer.concat([Buffer.from('[Event "a"]\n1. h2e2 {'), Buffer.from([0xff]), Buffer.from('} h9g7\n' + page)]) },
    { name: 'in-markup.pgn', bytes: Buffer.concat([Buffer.from('[Event "a"]\n1. h2e2 h9g7 *\n<html><body><d'), Buffer.from([0xfe]), Buffer.from(page.slice('<html><body><d'.length))]) },
  ];
  for (const c of cases) {
    const file = path.join(TMP, `undecodable-${c.name}`);
    fs.writeFileSync(file, c.bytes);
    const truth = api.readRecords(c.bytes).map((rec) => (rec.error ? `${rec.error.code}: ${rec.error.message}` : `valid ${rec.moves.length}`));
    const streamed = [];
    for await (const rec of api.streamRecords([c.bytes])) streamed.push(rec.error ? `${rec.error.code}: ${rec.error.message}` : `valid ${rec.moves.length}`);
    assert.equal(streamed, truth, c.name);
    const out = rows((await run(['validate', PROFILE, file, '--json', '--jobs', '1'])).stdout);
    out.pop();
    assert.equal(out.map((row) => (row.error ? `${row.error.code}: ${row.error.message}` : `${row.status} ${row.plies}`)), truth, c.name);
  }
  assert.equal(api.readRecords(cases[0].bytes).map((rec) => rec.format), ['pgn', 'dhtmlxq']);
});

test('bad input: in a UTF-8 file with a byte-order mark, bytes that do not decode are named at their offset in the file, as readRecords names them', async () => {
  const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('[Event "a"]\n1. h2e2 {'), Buffer.from([0xff]), Buffer.from('} h9g7 *\n')]);
  const file = path.join(TMP, 'undecodable-bom.pgn');
  fs.writeFileSync(file, bytes);
  const [truth] = api.readRecords(bytes);
  assert.is(truth.error.offset, bytes.indexOf(0xff)); // 24, the mark's 3 bytes counted
  const out = rows((await run(['validate', PROFILE, file, '--json'])).stdout);
  assert.equal(out[0].error, { code: 'undecodable', message: truth.error.message }); // it had said offset 21
});

test('memory: RSS for an input 8x larger grows by under 30 MB (JSON lines of UCI games, --jobs 1 and 2)', async () => {
  const { lines: base } = randomRecords({ count: 2500, seed: 9, minPlies: 1, maxPlies: 4 });
  const text = `${base.join('\n')}\n`;
  const small = path.join(TMP, 'small.jsonl'), large = path.join(TMP, 'large.jsonl');
  fs.writeFileSync(small, text.repeat(8)); // 20k records
  fs.writeFileSync(large, text.repeat(64)); // 160k records
  for (const jobs of ['1', '2']) {
    const a = pipeSummary(await run(['validate', PROFILE, small, '--pipe', '--jobs', jobs]));
    const b = pipeSummary(await run(['validate', PROFILE, large, '--pipe', '--jobs', jobs]));
    assert.equal([a.records, b.records], [20000, 160000]);
    assert.ok(b.maxRssMB - a.maxRssMB < 30, `--jobs ${jobs}: ${a.maxRssMB} MB, then ${b.maxRssMB} MB for 8x the input`);
  }
});

// ---- convert --------------------------------------------------------------------------------------

test('convert: JSON lines in UCI to WXF and back; illegal records reported on stderr, not written', async () => {
  const { lines: records, expected } = randomRecords({ count: 300, seed: 5, illegalRate: 0.1 });
  const file = path.join(TMP, 'convert.jsonl');
  fs.writeFileSync(file, `${records.join('\n')}\n`);
  const wxf = await run(['convert', PROFILE, file, '--notation', 'wxf', '--jobs', '2']);
  assert.is(wxf.code, 1, wxf.stderr);
  const converted = rows(wxf.stdout);
  const valid = expected.map((e, i) => ({ ...e, i })).filter((e) => e.status === 'valid');
  assert.equal(converted.map((r) => r.id), valid.map((e) => e.i));
  const problems = lines(wxf.stderr);
  assert.match(problems.pop(), /^convert: 300 records: \d+ converted, \d+ illegal, 0 unreadable;/);
  assert.is(problems.filter((l) => / illegal move at ply /.test(l)).length, expected.length - valid.length);
  // every move text is WXF, and the API reads each back to the same move
  for (const r of converted.slice(0, 50)) {
    const uci = JSON.parse(records[r.id]).moves;
    const g = new Game(PROFILE);
    r.moves.forEach((text, k) => {
      assert.match(text, /^[KAEBHNRCP+\-=.1-9]{4}$/i);
      assert.is(g.play(text).uci, uci[k]);
    });
    g.free();
  }
  const back = await run(['convert', PROFILE, '-', '--notation', 'uci'], { input: wxf.stdout });
  assert.is(back.code, 0, back.stderr);
  assert.equal(rows(back.stdout).map((r) => r.moves), converted.map((r) => JSON.parse(records[r.id]).moves));
  const usage = await run(['convert', PROFILE, file, '--to', 'xml']);
  assert.is(usage.code, 2);
  assert.match(usage.stderr, /--to "xml": one of jsonl, pgn, gib, dhtmlxq, wxf, xqf/);
  for (const [args, message] of [[['--to', 'xqf'], /give --out-dir/], [['--out-dir', TMP], /--out-dir writes one record file a record: give --to pgn/]]) {
    const r = await run(['convert', PROFILE, file, ...args]);
    assert.is(r.code, 2);
    assert.match(r.stderr, message);
  }
  const janggi = await run(['convert', 'janggi/standard', file, '--to', 'xqf', '--out-dir', TMP]);
  assert.match(janggi.stderr, /--to xqf: xiangqi records only; janggi\/standard is janggi/);
});

test('progress: a bar with percent, ETA and plies/s on a terminal (a pty from script(1)), none on a pipe', async () => {
  // the bar is first drawn after 250 ms: 20 copies of 4000 games (~5M plies) take seconds, where
  // one copy could end before the first tick on a fast, idle machine
  const { lines: records } = randomRecords({ count: 4000, seed: 11, minPlies: 40, maxPlies: 80 });
  const file = path.join(TMP, 'progress.jsonl');
  fs.writeFileSync(file, `${records.join('\n')}\n`.repeat(20));
  const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} validate ${PROFILE} ${JSON.stringify(file)} --quiet --jobs 1`;
  const tty = await new Promise((resolve) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => { text += d; });
    child.on('error', () => resolve(null)); // no script(1) here
    child.on('close', () => resolve(text));
  });
  if (tty === null) return;
  assert.match(tty, /\r\[[#.]{20}\] \d+% (ETA \d+:\d\d )?validate: \d+ records \(0 illegal, 0 unreadable\), \d+ plies, \d+ plies\/s\x1b\[K/);
  assert.match(tty, /\r\x1b\[Ksummary: 80000 records/, 'the bar is cleared before the summary');
  const piped = await run(['validate', PROFILE, file, '--quiet', '--jobs', '1']);
  assert.is(piped.stderr, '', 'no progress on a pipe unless --progress');
  // asked for on a pipe (a log): a line a second, with the share read, the ETA and the file
  // being read, where it had the counts alone
  const logged = await run(['validate', PROFILE, file, '--quiet', '--jobs', '1', '--progress']);
  const first = logged.stderr.split('\n')[0];
  assert.match(first, /^\d+% (ETA \d+:\d\d )?validate: \d+ records \(0 illegal, 0 unreadable\), \d+ plies, \d+ plies\/s, reading /);
  assert.ok(first.endsWith(`, reading ${file}`), first);
});

test('record files through readRecords: real games (tests/records, their sources in its README) replay as readRecords reads them; convert --to pgn reads back the same', async () => {
  const dir = path.join(ROOT, 'tests', 'records');
  const files = fs.readdirSync(dir).filter((f) => /\.(pgn|gib)$/.test(f)).map((f) => path.join(dir, f));
  assert.ok(files.length >= 3);
  const r = await run(['validate', 'xiangqi/standard', ...files, '--json']);
  const out = rows(r.stdout);
  out.pop();
  const expected = files.flatMap((f) => api.readRecords(fs.readFileSync(f)).map((rec) => ({ f, rec })));
  assert.is(out.length, expected.length);
  out.forEach((row, i) => {
    const { f, rec } = expected[i];
    assert.is(row.source, f);
    assert.is(row.status, rec.error ? (rec.error.ply ? 'illegal' : 'unreadable') : 'valid', f);
    if (!rec.error) assert.is(row.plies, rec.moves.length, f);
  });
  const xiangqi = files.filter((f) => expected.some((e) => e.f === f && !e.rec.error && e.rec.profile.startsWith('xiangqi')));
  for (const f of xiangqi.slice(0, 2)) {
    const pgn = await run(['convert', 'xiangqi/standard', f, '--to', 'pgn', '--notation', 'chinese']);
    assert.is(pgn.code, 0, pgn.stderr);
    const back = api.readRecords(pgn.stdout);
    const orig = api.readRecords(fs.readFileSync(f));
    assert.equal(back.map((x) => x.moves.map((m) => m.uci)), orig.map((x) => x.moves.map((m) => m.uci)));
  }
  // DhtmlXQ on stdout, XQF as a file a record (their paths on stdout): each reads back the same
  const multi = xiangqi.find((f) => expected.filter((e) => e.f === f).length > 1) ?? xiangqi[0];
  const orig = api.readRecords(fs.readFileSync(multi));
  const dhtml = await run(['convert', 'xiangqi/standard', multi, '--to', 'dhtmlxq']);
  assert.is(dhtml.code, 0, dhtml.stderr);
  assert.equal(api.readRecords(dhtml.stdout).map((x) => x.moves.map((m) => m.uci)), orig.map((x) => x.moves.map((m) => m.uci)));
  const outDir = path.join(TMP, 'xqf-out');
  const xqf = await run(['convert', 'xiangqi/standard', multi, '--to', 'xqf', '--out-dir', outDir, '--jobs', '2']);
  assert.is(xqf.code, 0, xqf.stderr);
  const written = lines(xqf.stdout);
  assert.is(written.length, orig.length);
  assert.equal(fs.readdirSync(outDir).sort(), written.map((w) => path.basename(w)).sort());
  written.forEach((w, i) => {
    assert.ok(w.startsWith(outDir) && w.endsWith('.xqf'), w);
    const [back] = api.readRecords(new Uint8Array(fs.readFileSync(w)));
    assert.equal(back.moves.map((m) => m.uci), orig[i].moves.map((m) => m.uci), w);
    for (const tag of ['Event', 'Red', 'Black']) if (orig[i].tags[tag]) assert.ok(orig[i].tags[tag].startsWith(back.tags[tag] ?? ''), tag);
  });
  // records of one id, and an empty one: a file each, nothing overwritten (the first run's kept)
  const ids = '{"moves":["h3e3"],"id":"x"}\n{"moves":["b3e3"],"id":"x"}\n{"moves":["h1g3"],"id":""}\n';
  const same = await run(['convert', 'xiangqi/standard', '-', '--to', 'xqf', '--out-dir', path.join(TMP, 'xqf-ids')], { input: ids });
  const again = await run(['convert', 'xiangqi/standard', '-', '--to', 'xqf', '--out-dir', path.join(TMP, 'xqf-ids')], { input: ids });
  assert.equal(lines(same.stdout).slice(0, 3).map((w) => path.basename(w)), ['x.xqf', 'x-2.xqf', 'record.xqf']);
  assert.equal(lines(again.stdout).slice(0, 3).map((w) => path.basename(w)), ['x-3.xqf', 'x-4.xqf', 'record-2.xqf']);
  assert.equal(api.readRecords(new Uint8Array(fs.readFileSync(path.join(TMP, 'xqf-ids', 'x-2.xqf'))))[0].moves[0].uci, 'b3e3');
});

test('record files concatenated without a final newline: a tag pair glued to the last move line starts the next game there, as readRecords reads it (GIB, PGN)', async () => {
  // `cat *.gib` of files that end without a newline (many real GIB archives do) glues the next
  // file's first tag line to the last move line: "…2. 41병42[초차림 "마상상마"]"
  const gib1 = '[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n1. 79졸78 2. 41병42';
  const gib2 = '[초차림 "마상상마"]\n[한차림 "마상마상"]\n\n1. 71졸72 2. 49병48\n';
  const pgn = '[Event "a"]\n\n1. h2e2 h9g7 2. h0g2[Event "b"]\n\n1. c3c4 *\n';
  // and a tag after a result, a tag in a comment (its text), a tag in a ";" comment (its text)
  const more = '[Event "c"]\n1. h2e2 h9g7 *[Event "d"]\n1. c3c4 {see [Event "x"]} g6g5 ; [Event "y"]\n';
  const cases = [
    { name: 'glued.gib', text: gib1 + gib2, profile: 'janggi/standard', lines: [1, 4] },
    { name: 'glued.pgn', text: pgn, profile: PROFILE, lines: [1, 3] },
    { name: 'glued-more.pgn', text: more, profile: PROFILE, lines: [1, 2] },
    // a tag value left open before a lone CR, and a tag pair after it: the CR ends the value, so the pair starts the game
    { name: 'glued-cr.pgn', text: '[Event "a"]\n[Game "Chinese Chess"]\n\n1. h2e2 h9g7 [x "oops\r[Event "b"]\r\r1. b2e2 b9c7 *\n', profile: PROFILE, lines: [1, 4] },
  ];
  for (const { name, text, profile, lines: expectedLines } of cases) {
    const file = path.join(TMP, name);
    fs.writeFileSync(file, text);
    const expected = api.readRecords(fs.readFileSync(file), { profile });
    for (const jobs of ['1', '2']) {
      const r = await run(['validate', profile, file, '--json', '--jobs', jobs]);
      const out = rows(r.stdout);
      out.pop();
      assert.equal(out.map((row) => [row.status, row.plies]), expected.map((rec) => [rec.error ? 'illegal' : 'valid', rec.moves.length]), name);
      assert.equal(out.map((row) => row.line), expectedLines, name);
      assert.is(r.code, expected.some((rec) => rec.error) ? 1 : 0, `${name}: ${r.stdout}`);
    }
  }
});

test('a dpxq.com export after a DhtmlXQ block (files joined with cat) is reported at its own first line, as a PGN file after a block is', async () => {
  // tests/records/dpxq-142610-dhtmlxq.txt (34 lines) and dpxq-142610.txt, the same game from dpxq.com
  // (tests/records/README.md): the export had been reported at the block's line 1
  const block = fs.readFileSync(path.join(ROOT, 'tests', 'records', 'dpxq-142610-dhtmlxq.txt'));
  const file = path.join(TMP, 'block-then-export.txt');
  fs.writeFileSync(file, Buffer.concat([block, fs.readFileSync(path.join(ROOT, 'tests', 'records', 'dpxq-142610.txt'))]));
  const expected = api.readRecords(fs.readFileSync(file));
  assert.equal(expected.map((rec) => rec.format), ['dhtmlxq', 'dpxq-text']);
  for (const jobs of ['1', '2']) {
    const out = rows((await run(['validate', PROFILE, file, '--json', '--jobs', jobs])).stdout);
    out.pop();
    assert.equal(out.map((row) => [row.line, row.plies]), [[1, expected[0].moves.length], [block.toString().split('\n').length, expected[1].moves.length]]);
  }
});

test('a PGN game after a DhtmlXQ block (files joined with cat) is reported at its own first line, its illegal move with it', async () => {
  // tests/records/dpxq-142610-dhtmlxq.txt (a dpxq.com block, 34 lines) and wxfca-dhtmlxq/116.html
  // (a wxf.ca page around its block), then tests/records/liu-yang-1982-iccs.pgn (its tags first)
  // and xu-nie-1999.pgn: the PGN game had been handed on with the block, reported at line 1
  const read = (name) => fs.readFileSync(path.join(ROOT, 'tests', 'records', name));
  const liuYang = read('liu-yang-1982-iccs.pgn');
  const broken = Buffer.from(liuYang.toString('utf8').replace('4. g3g4', '4. g3g5')); // ply 7 illegal
  for (const [name, pieces] of [
    ['block-then-pgn.txt', [read('dpxq-142610-dhtmlxq.txt'), liuYang]],
    ['page-then-pgn.txt', [read(path.join('wxfca-dhtmlxq', '116.html')), Buffer.from('\n\n'), broken]],
    ['block-pgn-block-pgn.txt', [read('dpxq-142610-dhtmlxq.txt'), read('xu-nie-1999.pgn'), Buffer.from('\n'), read('dpxq-142610-dhtmlxq.txt'), liuYang]],
  ]) {
    const file = path.join(TMP, name);
    const bytes = Buffer.concat(pieces);
    fs.writeFileSync(file, bytes);
    const lines = bytes.toString('utf8').split('\n');
    // where each record starts in the text: a block's or a page's first line, a PGN game's first tag
    const starts = [1, ...lines.flatMap((l, k) => (k > 0 && (/^\[(?:Game|DhtmlXQ\])/.test(l)) ? [k + 1] : []))];
    const expected = api.readRecords(bytes);
    assert.is(expected.length, starts.length, name);
    for (const jobs of ['1', '2']) {
      const r = await run(['validate', PROFILE, file, '--json', '--jobs', jobs]);
      const out = rows(r.stdout);
      out.pop();
      assert.equal(out.map((row) => row.line), starts, `${name} --jobs ${jobs}`);
      assert.equal(out.map((row) => [row.plies, row.illegal?.ply ?? null]), expected.map((rec) => [rec.moves.length, rec.error?.ply ?? null]), name);
    }
  }
  const [, game] = api.readRecords(read(path.join('wxfca-dhtmlxq', '116.html')).toString('utf8') + '\n\n' + broken.toString('utf8'));
  assert.equal([game.format, game.error?.ply, game.error?.text], ['pgn', 7, 'g3g5']);
});

test('联众 (ourgame.com) text exports joined with cat: each is one record, from its title line, as readRecords reads them', async () => {
  // tests/records/zfdang/sample_12x_ourgame-chess.txt (GB18030; tests/records/README.md): the
  // second export's title and fields had been read as the end of the first game, its moves as a
  // third game without tags
  const one = fs.readFileSync(path.join(ROOT, 'tests', 'records', 'zfdang', 'sample_12x_ourgame-chess.txt'));
  const file = path.join(TMP, 'ourgame-joined.txt');
  fs.writeFileSync(file, Buffer.concat([one, one]));
  const expected = api.readRecords(fs.readFileSync(file));
  assert.equal(expected.map((rec) => [rec.format, rec.tags.Red]), [['ourgame-text', '木易四郎(05355621689)'], ['ourgame-text', '木易四郎(05355621689)']]);
  const titleLine = one.toString('latin1').split('\n').findIndex((l) => l.trim()) + 1;
  const linesOfOne = one.toString('latin1').split('\n').length - 1;
  for (const jobs of ['1', '2']) {
    const out = rows((await run(['validate', PROFILE, file, '--json', '--jobs', jobs])).stdout);
    out.pop();
    assert.equal(out.map((row) => [row.line, row.plies]), expected.map((rec, i) => [titleLine + i * linesOfOne, rec.moves.length]));
  }
});

// Each '[' of a move line that opens a tag pair ('[x "') had its value read to the line's end:
// a line of 400 KB of them took 44 s (100 KB: 2.9 s). Timed at two sizes, as records-scaling.test.js does.
test('bad input: a move line of unclosed tag values (\'[x "\' repeated) is read in linear time', async () => {
  const timed = async (kb) => {
    const file = path.join(TMP, `brackets-${kb}.pgn`);
    fs.writeFileSync(file, `[Event "a"]\n\n1. h2e2 ${'[x "'.repeat(kb * 256)} *\n`);
    const started = performance.now();
    const r = await run(['validate', PROFILE, file, '--quiet']);
    assert.ok(r.code === 0 || r.code === 1, r.stderr);
    return performance.now() - started;
  };
  const small = await timed(100), large = await timed(400);
  assert.ok(large < 2000 || large / small < 10, `100 KB in ${small.toFixed(0)} ms, 400 KB in ${large.toFixed(0)} ms`);
});

test('UTF-16 with a code unit that does not decode: that game alone is unreadable (undecodable, its offset in the file, as readRecords tells it), the others read', async () => {
  const utf16 = (text, be) => {
    const b = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    return be ? b.swap16() : b; // FE FF and big-endian units
  };
  /** The file with the unit at text index `at` replaced by a lone low surrogate. */
  const damaged = (text, at, be) => {
    const b = utf16(text, be);
    if (be) b.writeUInt16BE(0xdc00, 2 + 2 * at);
    else b.writeUInt16LE(0xdc00, 2 + 2 * at);
    return b;
  };
  const games = '[Event "a"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n\n[Event "b"]\n\n1. 兵七进一 *\n';
  const short = '[Event "a"]\n\n1. 炮二平五 马８进７ *\n\n[Event "b"]\n\n1. 兵七进一 *\n';
  // a surrogate pair (a comment's emoji) cut by the reader's 64 KiB chunks, and a bad unit far on
  const head = '[Event "a"]\n{';
  const long = `${head}${'x'.repeat((65534 - 2) / 2 - head.length)}😀}\n1. h2e2 *\n${games}`;
  assert.is(2 + 2 * long.indexOf('😀'), 65534);
  const cases = [
    { name: 'move.pgn', text: games, at: games.indexOf('马二进三'), be: false, rows: [[1, 'unreadable'], [5, 'valid']] },
    { name: 'move-be.pgn', text: games, at: games.indexOf('马二进三'), be: true, rows: [[1, 'unreadable'], [5, 'valid']] },
    // in place of the blank line before a game's tags: that game's, as bytes before a tag line are
    { name: 'blank.pgn', text: short, at: short.indexOf('*\n\n') + 2, be: false, rows: [[1, 'valid'], [4, 'unreadable']] },
    { name: 'far.pgn', text: long, at: long.indexOf('马二进三'), be: false, rows: [[1, 'valid'], [4, 'unreadable'], [8, 'valid']] },
  ];
  for (const c of cases) {
    const file = path.join(TMP, `u16-${c.name}`);
    const bytes = damaged(c.text, c.at, c.be);
    fs.writeFileSync(file, bytes);
    let thrown;
    try { api.readRecords(bytes); } catch (e) { thrown = e; }
    assert.is(thrown?.code, 'undecodable', c.name);
    const encoding = c.be ? 'utf-16be' : 'utf-16le';
    assert.is(thrown.message, `the bytes at offset ${2 + 2 * c.at} are not ${encoding} text`, c.name);
    const r = await run(['validate', PROFILE, file, '--json', '--jobs', '1']);
    const out = rows(r.stdout);
    const summary = out.pop().summary;
    assert.equal(out.map((row) => [row.line, row.status]), c.rows, `${c.name}: ${r.stdout}`);
    const bad = out.find((row) => row.status === 'unreadable');
    assert.equal(bad.error, { code: 'undecodable', message: thrown.message }, c.name);
    assert.is(summary.unreadable, 1);
    assert.is(r.code, 3, c.name);
    // undamaged, every game reads (the pair cut by the chunks too)
    fs.writeFileSync(file, utf16(c.text, c.be));
    const ok = await run(['validate', PROFILE, file, '--json', '--jobs', '1']);
    const okRows = rows(ok.stdout);
    okRows.pop();
    assert.equal(okRows.map((row) => row.status), api.readRecords(utf16(c.text, c.be)).map(() => 'valid'), `${c.name}: ${ok.stdout}`);
  }
});

test('stderr\'s reader gone (EPIPE on stderr): the run completes, stdout and the exit code as without it (--progress read by `head -1`, --pipe under a harness that closed stderr)', async () => {
  const records = ['{"moves":["h3e3","h8e8"],"id":1}\n', '{"moves":["h3e3","h3e3"],"id":2}\n', '{"moves":["c4c5"],"id":3}\n'];
  /** Runs the CLI on stdin: writes the first record, waits for a line on stderr, closes stderr's
   *  read end, waits for the CLI to write to it again, then writes the rest. */
  const withStderrGone = (args, { waitForLine }) => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: TMP, stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    let first = '';
    child.stdout.on('data', (d) => out.push(d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out).toString('utf8'), first }));
    const rest = async () => {
      await new Promise((r) => setTimeout(r, 1500)); // a progress tick (every second) writes to the closed pipe
      for (const r of records.slice(1)) child.stdin.write(r);
      child.stdin.end();
    };
    child.stdin.write(records[0]);
    if (!waitForLine) {
      child.stderr.destroy();
      rest();
      return;
    }
    child.stderr.on('data', function onData(d) {
      first += d;
      if (!first.includes('\n')) return;
      child.stderr.off('data', onData);
      child.stderr.destroy();
      rest();
    });
  });
  const expected = await run(['validate', PROFILE, '-', '--json', '--jobs', '2'], { input: records.join('') });
  assert.is(expected.code, 1); // record 2 is illegal
  const progress = await withStderrGone(['validate', PROFILE, '-', '--json', '--jobs', '2', '--progress'], { waitForLine: true });
  assert.match(progress.first, /^validate: \d+ records/);
  assert.is(progress.code, expected.code, progress.stdout);
  const strip = (text) => rows(text).map((row) => (row.summary ? { records: row.summary.records, illegal: row.summary.illegal } : row));
  assert.equal(strip(progress.stdout), strip(expected.stdout));
  const piped = await withStderrGone(['validate', PROFILE, '-', '--pipe', '--jobs', '1'], { waitForLine: false });
  assert.is(piped.code, 0); // --pipe: the run completed (its summary, on stderr, went nowhere)
  assert.equal(rows(piped.stdout).map((row) => [row.id, row.status]), [[1, 'valid'], [2, 'illegal'], [3, 'valid']]);
});

test('stdout\'s reader gone (`validate ... | head -1`): exit 141, documented; never 0, which says every record was checked and valid', async () => {
  /** Runs the CLI on a file, closing stdout's read end after the first line. */
  const cut = (args) => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: TMP, stdio: ['ignore', 'pipe', 'pipe'] });
    let first = '', stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    child.stdout.on('data', function onData(d) {
      first += d;
      if (!first.includes('\n')) return;
      child.stdout.off('data', onData);
      child.stdout.destroy();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, first: first.split('\n')[0], stderr }));
  });
  // far more output than a pipe holds: the CLI is still writing when the reader goes
  const illegal = path.join(TMP, 'cut-illegal.jsonl');
  fs.writeFileSync(illegal, '{"moves":["h3e3","h3e3"]}\n'.repeat(20000));
  const valid = path.join(TMP, 'cut-valid.jsonl');
  fs.writeFileSync(valid, '{"moves":["h3e3","h8e8"]}\n'.repeat(20000));
  for (const [file, args] of [[illegal, []], [illegal, ['--json']], [valid, ['--json']], [illegal, ['--pipe']]]) {
    const r = await cut(['validate', PROFILE, file, '--jobs', '1', ...args]);
    assert.is(r.code, 141, `${args}: ${r.stderr}`);
    assert.ok(r.first.length > 0);
    assert.is(r.stderr.includes('internal error'), false, r.stderr);
  }
  const help = await run(['validate', '--help']);
  assert.match(help.stdout, /141 stdout's reader\s+went away/);
  const main = await run(['--help']);
  assert.match(main.stdout, /141 stdout's reader went away/);
});

test('help: the exit codes are documented, and the internal-error code is the documented one', async () => {
  const h = await run(['validate', '--help']);
  assert.match(h.stdout, /exit codes: 0 every record valid/);
  assert.match(h.stdout, /4 internal\s+error/);
  assert.match(h.stdout, /--pipe/);
  assert.match(h.stdout, /--jobs N/);
  const bad = await run(['validate', PROFILE, '-', '--jobs', '0']);
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /bad --jobs "0"/);
  // an internal failure (here: a copy of the package without its wasm module) exits 4, not 70
  const copy = path.join(TMP, 'no-wasm');
  fs.cpSync(path.join(ROOT, 'bindings'), path.join(copy, 'bindings'), { recursive: true, filter: (f) => !f.endsWith('.wasm') });
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
  const broken = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(copy, 'bindings', 'cli.js'), 'validate', PROFILE, '-'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('close', (code) => resolve({ code, stderr }));
  });
  assert.is(broken.code, 4, broken.stderr);
  assert.match(broken.stderr, /^boardrules: internal error: cannot load boardrules\.wasm/);
});

test.after(() => fs.rmSync(TMP, { recursive: true, force: true }));

test.run();
