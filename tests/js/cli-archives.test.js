// cli-archives.test.js — zip archives read as folders, and gzip-compressed files as the files they
// compress, by validate and convert. The archives are made here by Info-ZIP's `zip` and by
// `gzip` (other tools' writers: deflated, stored, zip64, encrypted, bzip2, names as raw bytes,
// gzip members joined by cat) from the real records of tests/records; the truth for each is the
// same files read as they are, row for row.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, Game } from '../../bindings/index.js';

await init();
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');
const RECORDS = path.join(ROOT, 'tests', 'records');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-zip-'));

/** The CLI's run in `cwd`: { code, stdout, stderr }. */
const cli = (args, cwd = TMP, input = undefined) => spawnSync(process.execPath, [CLI, ...args], { cwd, input, encoding: 'utf8', maxBuffer: 1 << 28 });
/** Info-ZIP's zip, run in `cwd`. */
const zip = (args, cwd) => execFileSync('zip', ['-q', ...args], { cwd });
/** validate --json's rows, the summary left out, each row's source as `rename` gives it. */
function rows(args, rename = (s) => s, input = undefined) {
  const r = cli(['validate', 'xiangqi/standard', ...args, '--json'], TMP, input);
  const all = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  all.pop();
  return { code: r.status, rows: all.map((row) => ({ ...row, source: rename(row.source) })) };
}

// A folder as people zip one: records of every format beside a README, a dot folder, a subfolder.
const FOLDER = path.join(TMP, 'games');
fs.mkdirSync(path.join(FOLDER, 'janggi'), { recursive: true });
fs.mkdirSync(path.join(FOLDER, '.cache'));
for (const name of fs.readdirSync(RECORDS)) {
  if (/\.(pgn|txt|wxf)$/.test(name)) fs.copyFileSync(path.join(RECORDS, name), path.join(FOLDER, name));
  if (/\.gib$/.test(name)) fs.copyFileSync(path.join(RECORDS, name), path.join(FOLDER, 'janggi', name));
}
fs.copyFileSync(path.join(RECORDS, 'xqf', 'SAMPLE.XQF'), path.join(FOLDER, 'SAMPLE.XQF'));
fs.copyFileSync(path.join(RECORDS, 'README.md'), path.join(FOLDER, 'README.md'));
fs.writeFileSync(path.join(FOLDER, '.cache', 'x.pgn'), 'not read\n');
const asFolder = rows([FOLDER], (s) => path.relative(FOLDER, s));
assert.ok(asFolder.rows.length > 100, `${asFolder.rows.length} records in the folder`);
// a fixture's licence beside the records (LICENSE-playok-….txt) is no record, in a folder or a zip
assert.ok(fs.readdirSync(FOLDER).some((n) => /^LICENSE-/.test(n)));
assert.not.ok(asFolder.rows.some((r) => /LICENSE/.test(r.source)), 'a licence read as a record');

test('a zip archive of a folder: the folder\'s records, row for row, deflated or stored, zip64 too', () => {
  for (const [name, flags] of [['deflated.zip', ['-r']], ['stored.zip', ['-r', '-0']], ['zip64.zip', ['-r', '-fz']]]) {
    zip([...flags, path.join(TMP, name), '.'], FOLDER);
    const archive = path.join(TMP, name);
    const read = rows([archive], (s) => s.slice(archive.length + 1));
    assert.equal(read, asFolder, name);
  }
  // the archive in a folder is walked into; a zip named otherwise is told by its first bytes
  const outer = path.join(TMP, 'outer');
  fs.mkdirSync(outer);
  fs.copyFileSync(path.join(TMP, 'deflated.zip'), path.join(outer, 'games.zip'));
  assert.equal(rows([outer], (s) => s.slice(path.join(outer, 'games.zip').length + 1)), asFolder);
  fs.copyFileSync(path.join(TMP, 'stored.zip'), path.join(TMP, 'games.bin'));
  assert.equal(rows([path.join(TMP, 'games.bin')], (s) => s.slice(path.join(TMP, 'games.bin').length + 1)), asFolder);
  // convert names its files after the entries, as after a folder's files
  const converted = cli(['convert', 'xiangqi/standard', 'deflated.zip', '--to', 'jsonl']);
  const fromFolder = cli(['convert', 'xiangqi/standard', 'games', '--to', 'jsonl']);
  assert.is(converted.stdout.replaceAll('deflated.zip/', ''), fromFolder.stdout.replaceAll('games/', ''));
});

test('an entry of more than 1 MiB compressed is read as it inflates: the same reports as the file', () => {
  // random games in UCI, which compress little: ~2 MB deflated
  let seed = 7;
  const next = () => { seed = (seed * 1103515245 + 12345) >>> 0; return seed / 2 ** 32; };
  const games = [];
  for (let i = 0; i < 30000; i++) {
    const g = new Game('xiangqi/standard');
    const moves = [];
    for (let p = 0; p < 40 && !g.outcome().over; p++) {
      const legal = g.moves();
      moves.push(g.play(legal[Math.floor(next() * legal.length)].uci).uci);
    }
    g.free();
    games.push(`${moves.join(' ')} *\n`);
  }
  const big = path.join(TMP, 'big');
  fs.mkdirSync(big);
  fs.writeFileSync(path.join(big, 'random.pgn'), games.join(''));
  zip(['big.zip', 'random.pgn'], big);
  assert.ok(fs.statSync(path.join(big, 'big.zip')).size > 1.5 * (1 << 20), 'more than 1 MiB compressed');
  const archive = path.join(big, 'big.zip');
  const read = rows([archive, '--jobs', '2'], (s) => s.slice(archive.length + 1));
  assert.equal(read, rows([path.join(big, 'random.pgn'), '--jobs', '2'], (s) => path.basename(s)));
  assert.is(read.rows.length, 30000);
});

test('entries and archives that cannot be read: a typed row naming why, the others read', () => {
  const one = path.join(TMP, 'one');
  fs.mkdirSync(one);
  for (const name of ['qianli-duxing.pgn', 'liu-yang-1982-iccs.pgn']) fs.copyFileSync(path.join(RECORDS, name), path.join(one, name));
  const alone = rows([path.join(one, 'liu-yang-1982-iccs.pgn')]).rows[0];
  // encrypted, and compressed with bzip2: each entry named, the archive's other entries read
  zip(['../encrypted.zip', 'liu-yang-1982-iccs.pgn'], one);
  zip(['-e', '-P', 'secret', '../encrypted.zip', 'qianli-duxing.pgn'], one);
  zip(['-Z', 'bzip2', '../bzip2.zip', 'qianli-duxing.pgn'], one);
  zip(['-0', '../bzip2.zip', 'liu-yang-1982-iccs.pgn'], one);
  for (const [name, why] of [['encrypted.zip', /^an encrypted zip entry: not read/], ['bzip2.zip', /^a zip entry compressed with method 12: only stored and deflated entries are read/]]) {
    const read = rows([path.join(TMP, name)], (s) => path.basename(s));
    assert.is(read.code, 3, name);
    const [liu, qianli] = read.rows;
    assert.equal([liu.status, liu.plies, liu.fen], ['valid', alone.plies, alone.fen], name);
    assert.equal([qianli.source, qianli.status, qianli.error.code], ['qianli-duxing.pgn', 'unreadable', 'read-error'], name);
    assert.match(qianli.error.message, why);
  }
  // an archive cut short, and one whose entry's data is damaged (a stored one's CRC-32, a deflated one's stream)
  const whole = fs.readFileSync(path.join(TMP, 'deflated.zip'));
  fs.writeFileSync(path.join(TMP, 'cut.zip'), whole.subarray(0, whole.length >> 1));
  const cut = rows([path.join(TMP, 'cut.zip')]);
  assert.equal([cut.code, cut.rows.length, cut.rows[0].status, cut.rows[0].error.code], [3, 1, 'unreadable', 'read-error']);
  assert.match(cut.rows[0].error.message, /no end of central directory record \(cut off, or damaged\)/);
  zip(['../crc.zip', '-0', 'qianli-duxing.pgn', 'liu-yang-1982-iccs.pgn'], one);
  zip(['../inflate.zip', 'liu-yang-1982-iccs.pgn', 'qianli-duxing.pgn'], one);
  for (const [name, damage, why] of [['crc.zip', 'qianli-duxing.pgn', /its CRC-32 does not match/], ['inflate.zip', 'liu-yang-1982-iccs.pgn', /^the zip entry's data is damaged: /]]) {
    const bytes = fs.readFileSync(path.join(TMP, name));
    const at = bytes.indexOf(Buffer.from(damage)) + damage.length + 40; // inside the first entry's data
    bytes.fill(0xff, at, at + 8);
    fs.writeFileSync(path.join(TMP, name), bytes);
    const read = rows([path.join(TMP, name)], (s) => path.basename(s));
    const bad = read.rows.find((r) => r.source === damage);
    assert.equal([bad.status, bad.error.code], ['unreadable', 'read-error'], name);
    assert.match(bad.error.message, why);
    assert.ok(read.rows.some((r) => r.source !== damage && r.status === 'valid'), `${name}: the other entry read`);
  }
});

// A "zip bomb": an entry whose header declares a few bytes and whose data inflates to many more
// is refused as damaged once past its declared size, never inflated whole into memory.
test('an entry that inflates past its declared size is damaged: refused, memory bounded', () => {
  const bomb = path.join(TMP, 'bomb');
  fs.mkdirSync(bomb);
  fs.writeFileSync(path.join(bomb, 'zeros.pgn'), Buffer.alloc(64 << 20));
  zip(['../bomb.zip', 'zeros.pgn'], bomb);
  const bytes = fs.readFileSync(path.join(TMP, 'bomb.zip'));
  // the uncompressed size: at 22 in the local header, at 24 in the central directory's
  bytes.writeUInt32LE(100, bytes.indexOf(Buffer.from('PK\x03\x04', 'latin1')) + 22);
  bytes.writeUInt32LE(100, bytes.indexOf(Buffer.from('PK\x01\x02', 'latin1')) + 24);
  fs.writeFileSync(path.join(TMP, 'bomb.zip'), bytes);
  const read = rows([path.join(TMP, 'bomb.zip')]);
  assert.equal([read.code, read.rows.length, read.rows[0].status], [3, 1, 'unreadable']);
  assert.match(read.rows[0].error.message, /inflates past its declared 100 bytes/);
});

test('names as a Chinese Windows zip stores them (GBK bytes, no UTF-8 flag) are shown in Chinese', () => {
  const gbk = path.join(TMP, 'gbk');
  fs.mkdirSync(gbk);
  const name = Buffer.from([0xcf, 0xf3, 0xc6, 0xe5, 0xb6, 0xd4, 0xbe, 0xd6, 0x2e, 0x70, 0x67, 0x6e]); // 象棋对局.pgn in GBK
  fs.copyFileSync(path.join(RECORDS, 'qianli-duxing.pgn'), Buffer.concat([Buffer.from(`${gbk}/`), name]));
  zip(['../gbk.zip', '-r', '.'], gbk);
  const read = rows([path.join(TMP, 'gbk.zip')]);
  assert.equal(read.rows.map((r) => [r.source, r.status]), [[`${path.join(TMP, 'gbk.zip')}/象棋对局.pgn`, 'valid']]);
});

let gzipped = null; // the next test's files and rows, which the one after reads again
test('a gzip-compressed file is read as the file it compresses: its encoding told, members joined by cat, cut short', () => {
  const gz = path.join(TMP, 'gz');
  fs.mkdirSync(gz);
  const gbk = execFileSync('iconv', ['-f', 'UTF-8', '-t', 'GB18030'], { input: fs.readFileSync(path.join(RECORDS, 'wxfca-15-chinese.pgn')) });
  fs.writeFileSync(path.join(gz, 'chinese.pgn'), gbk);
  fs.copyFileSync(path.join(RECORDS, 'janggi-dot-com-2.gib'), path.join(gz, 'two.gib'));
  const plain = rows([path.join(gz, 'chinese.pgn'), path.join(gz, 'two.gib')], (s) => path.basename(s));
  execFileSync('gzip', ['-k', 'chinese.pgn', 'two.gib'], { cwd: gz });
  const named = rows([path.join(gz, 'chinese.pgn.gz'), path.join(gz, 'two.gib.gz')], (s) => path.basename(s).replace(/\.gz$/, ''));
  assert.equal(named, plain);
  assert.ok(plain.rows.length > 15 && plain.rows.every((r) => r.status === 'valid'), 'the GB18030 games read');
  // in a folder, beside the files (dot files and documents passed over as ever)
  fs.mkdirSync(path.join(gz, 'only'));
  for (const f of ['chinese.pgn.gz', 'two.gib.gz']) fs.renameSync(path.join(gz, f), path.join(gz, 'only', f));
  assert.equal(rows([path.join(gz, 'only')], (s) => path.basename(s).replace(/\.gz$/, '')), plain);
  // two gzip members joined with cat: both files' records
  const joined = Buffer.concat(['chinese.pgn.gz', 'two.gib.gz'].map((f) => fs.readFileSync(path.join(gz, 'only', f))));
  fs.writeFileSync(path.join(gz, 'joined.pgn.gz'), joined);
  const both = rows([path.join(gz, 'joined.pgn.gz')]);
  assert.equal(both.rows.map((r) => [r.status, r.plies]), plain.rows.map((r) => [r.status, r.plies]));
  // cut short: the games before the cut, then an unreadable row naming the damage
  const whole = fs.readFileSync(path.join(gz, 'only', 'chinese.pgn.gz'));
  fs.writeFileSync(path.join(gz, 'cut.pgn.gz'), whole.subarray(0, whole.length >> 1));
  const cut = rows([path.join(gz, 'cut.pgn.gz')]);
  const last = cut.rows.at(-1);
  assert.equal([cut.code, last.status, last.error.code], [3, 'unreadable', 'read-error']);
  assert.match(last.error.message, /^the gzip data is damaged: unexpected end of file/);
  assert.ok(cut.rows.length > 3, 'the games before the cut read');
  assert.equal(cut.rows.slice(0, 3).map((r) => [r.status, r.plies]), plain.rows.slice(0, 3).map((r) => [r.status, r.plies]));
  gzipped = { gz, plain, cut };
});

// `zcat games.pgn.gz | boardrules validate -` reads, and so does `… validate - < games.pgn.gz`
// (a stream, told by its first bytes; it is not read twice), and a gzip file inside a zip.
test('gzip data on standard input, and a gzip file zipped: the same rows as the file it compresses', () => {
  const { gz, plain, cut } = gzipped;
  const stdin = (file) => rows(['-'], () => 'chinese.pgn', fs.readFileSync(path.join(gz, file)));
  assert.equal(stdin('only/chinese.pgn.gz'), { code: plain.code, rows: plain.rows.filter((r) => r.source === 'chinese.pgn') });
  // cut short: what the cut file gave, row for row (the damage on the row after the last game)
  assert.equal(stdin('cut.pgn.gz'), { code: cut.code, rows: cut.rows.map((r) => ({ ...r, source: 'chinese.pgn' })) });
  zip(['zipped.zip', 'only/chinese.pgn.gz', 'only/two.gib.gz'], gz);
  assert.equal(rows([path.join(gz, 'zipped.zip')], (s) => path.basename(s).replace(/\.gz$/, '')), plain);
});

test.after(() => fs.rmSync(TMP, { recursive: true, force: true }));
test.run();
