// records-unpack.test.js — openRecordFiles: the record files of a zip archive, a gzip file or
// several Files, as a page or a Node tool gets them. The archives are made here by Info-ZIP's
// `zip` and by zlib's gzip (other tools' writers) from the real records of tests/records; the
// truth for each file is the file zipped or gzipped, byte for byte, and the games readRecords
// reads from it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, ArgumentError } from '../../bindings/index.js';
import { openRecordFiles, readRecords, RecordError } from '../../bindings/records/index.js';

await init();
const RECORDS = fileURLToPath(new URL('../records/', import.meta.url));
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-unpack-'));
const zip = (args, cwd = TMP) => execFileSync('zip', ['-q', ...args], { cwd });
const bytesOf = (file) => new Uint8Array(fs.readFileSync(file));

// A folder as people zip one: records beside a README, a dot folder, a subfolder, a gzip file;
// its record files in a folder walk's order (by name, code unit by code unit).
const FOLDER = path.join(TMP, 'games');
fs.mkdirSync(path.join(FOLDER, 'janggi'), { recursive: true });
fs.mkdirSync(path.join(FOLDER, '.cache'));
const RECORD_FILES = ['SAMPLE.XQF', 'janggi/hatteomol-2016-ha-jeon.gib', 'janggi/janggi-dot-com-2.gib', 'wxfca-15-chinese.pgn', 'xu-nie-1999.pgn.gz'];
fs.copyFileSync(path.join(RECORDS, 'janggi-dot-com-2.gib'), path.join(FOLDER, 'janggi', 'janggi-dot-com-2.gib'));
fs.copyFileSync(path.join(RECORDS, 'hatteomol-2016-ha-jeon.gib'), path.join(FOLDER, 'janggi', 'hatteomol-2016-ha-jeon.gib'));
fs.copyFileSync(path.join(RECORDS, 'xqf', 'SAMPLE.XQF'), path.join(FOLDER, 'SAMPLE.XQF'));
fs.copyFileSync(path.join(RECORDS, 'wxfca-15-chinese.pgn'), path.join(FOLDER, 'wxfca-15-chinese.pgn'));
fs.writeFileSync(path.join(FOLDER, 'xu-nie-1999.pgn.gz'), gzipSync(fs.readFileSync(path.join(RECORDS, 'xu-nie-1999.pgn'))));
fs.copyFileSync(path.join(RECORDS, 'README.md'), path.join(FOLDER, 'README.md'));
fs.writeFileSync(path.join(FOLDER, '.cache', 'x.pgn'), 'not read\n');
/** What each record file holds, uncompressed: the truth its entry's bytes are checked against. */
const plain = (name) => (name.endsWith('.gz') ? bytesOf(path.join(RECORDS, path.basename(name, '.gz'))) : bytesOf(path.join(FOLDER, name)));

/** Every file's bytes, or its error's code and message. */
async function contents(files) {
  return Promise.all(files.map((f) => f.bytes().then((b) => b, (e) => ({ code: e.code, message: e.message }))));
}

test('a zip of a folder: its record files in a folder walk\'s order, each the file zipped, deflated, stored or zip64', async () => {
  for (const [name, flags] of [['deflated.zip', ['-r']], ['stored.zip', ['-r', '-0']], ['zip64.zip', ['-r', '-fz']]]) {
    zip([...flags, path.join(TMP, name), '.'], FOLDER);
    const files = await openRecordFiles(bytesOf(path.join(TMP, name)), { name });
    // README.md and the dot folder passed over, as the CLI passes them over
    assert.equal(files.map((f) => f.name), RECORD_FILES, name);
    assert.equal(files.map((f) => f.path), RECORD_FILES.map((n) => `${name}/${n}`));
    assert.ok(files.every((f) => f.archive === name && f.error === null));
    assert.equal(files.map((f) => f.size), RECORD_FILES.map((n) => fs.statSync(path.join(FOLDER, n)).size), 'sizes as the entries declare them');
    const read = await contents(files);
    RECORD_FILES.forEach((n, i) => assert.equal(read[i], plain(n), `${name}/${n}`));
    // readRecords reads each as it reads the file
    RECORD_FILES.forEach((n, i) => assert.equal(readRecords(read[i]), readRecords(plain(n)), n));
  }
});

test('a zip given as a File or an ArrayBuffer: the same files, named by the File', async () => {
  const archive = bytesOf(path.join(TMP, 'deflated.zip'));
  const asFile = await openRecordFiles(new File([archive], 'mine.zip'));
  assert.equal(asFile.map((f) => f.path), RECORD_FILES.map((n) => `mine.zip/${n}`));
  const asBuffer = await openRecordFiles(archive.slice().buffer);
  assert.equal(asBuffer.map((f) => [f.archive, f.path]), RECORD_FILES.map((n) => ['', n]), 'an archive without a name');
  assert.equal(await contents(asBuffer), await contents(asFile));
});

/** A File that counts what is read of it: through slice (the bytes sliced), or whole. */
class CountedFile extends File {
  sliced = 0;
  wholeReads = 0;
  slice(start = 0, end = this.size) {
    this.sliced += Math.max(0, Math.min(end, this.size) - start);
    return super.slice(start, end);
  }
  arrayBuffer() {
    this.wholeReads++;
    return super.arrayBuffer();
  }
}

test('a zip File is read a piece at a time: its directory, then each entry asked for, never whole', async () => {
  // the folder with 4 MiB of data that does not compress (a picture, say, named as a record)
  let state = 7;
  const noise = Buffer.alloc(4 << 20).map(() => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24);
  fs.writeFileSync(path.join(TMP, 'big.pgn'), noise);
  fs.copyFileSync(path.join(TMP, 'deflated.zip'), path.join(TMP, 'big.zip'));
  zip(['big.zip', 'big.pgn']);
  const archive = bytesOf(path.join(TMP, 'big.zip'));
  const file = new CountedFile([archive], 'big.zip');
  const files = await openRecordFiles(file);
  assert.equal(files.map((f) => f.name), [RECORD_FILES[0], 'big.pgn', ...RECORD_FILES.slice(1)], 'by code unit');
  const directoryRead = file.sliced;
  // its first bytes, then its end: the end record (a comment may take 64 KiB) and the directory
  assert.ok(directoryRead <= 4 + 22 + 0xffff, `the directory: ${directoryRead} bytes read of ${archive.length}`);
  const wxf = files.find((f) => f.name === 'wxfca-15-chinese.pgn');
  assert.equal(await wxf.bytes(), plain(wxf.name));
  const entryRead = file.sliced - directoryRead;
  assert.ok(entryRead < wxf.size + 2048, `an entry: ${entryRead} bytes read`);
  assert.equal(await files[1].bytes(), new Uint8Array(noise), 'the big entry, read when asked');
  assert.is(file.wholeReads, 0);
  // every file as the archive's bytes give it
  assert.equal(await contents(files), await contents(await openRecordFiles(archive)));
});

test('a File changed or deleted after it was opened: RecordError unreadable-file naming it', async () => {
  const where = path.join(TMP, 'changing.zip');
  fs.copyFileSync(path.join(TMP, 'deflated.zip'), where);
  // a Blob of the file on disk, as a page's File is
  const files = await openRecordFiles(await fs.openAsBlob(where), { name: 'changing.zip' });
  assert.equal(files.map((f) => f.name), RECORD_FILES);
  assert.equal(await files[0].bytes(), plain(RECORD_FILES[0]));
  for (const [file, change] of [[files[1], () => fs.appendFileSync(where, 'more')], [files[2], () => fs.rmSync(where)]]) {
    change();
    try {
      await file.bytes();
      assert.unreachable(`${file.path} was read`);
    } catch (e) {
      assert.instance(e, RecordError);
      assert.is(e.code, 'unreadable-file');
      assert.match(e.message, /^changing\.zip cannot be read now: was it changed, moved or deleted since it was chosen\? \(/);
      assert.ok(e.cause, 'the platform\'s error kept');
    }
  }
});

test('gzip data: the file it compresses, two members joined by cat too; plain bytes: themselves', async () => {
  const pgn = bytesOf(path.join(RECORDS, 'wxfca-15-chinese.pgn'));
  const gib = bytesOf(path.join(RECORDS, 'janggi-dot-com-2.gib'));
  const [one] = await openRecordFiles(gzipSync(pgn), { name: 'a.pgn.gz' });
  assert.equal([one.name, one.archive, one.path, one.size, one.error], ['a.pgn.gz', null, 'a.pgn.gz', undefined, null]);
  assert.equal(await one.bytes(), pgn);
  const joined = new Uint8Array([...gzipSync(pgn), ...gzipSync(gib)]);
  const [both] = await openRecordFiles(joined);
  assert.equal(await both.bytes(), new Uint8Array([...pgn, ...gib]));
  const [asIs] = await openRecordFiles(pgn, { name: 'a.pgn' });
  assert.equal([asIs.path, asIs.size], ['a.pgn', pgn.length]);
  assert.is(await asIs.bytes(), pgn, 'plain bytes are given back, not copied');
});

test('several Files: each by name, a zip among them as its files, a gzip file inflated', async () => {
  const pgn = bytesOf(path.join(RECORDS, 'qianli-duxing.pgn'));
  const chosen = [
    new File([pgn], 'z.pgn'),
    new File([bytesOf(path.join(TMP, 'stored.zip'))], 'games.zip'),
    new File([gzipSync(pgn)], 'b.pgn.gz'),
  ];
  const files = await openRecordFiles(chosen);
  assert.equal(files.map((f) => f.path), ['b.pgn.gz', ...RECORD_FILES.map((n) => `games.zip/${n}`), 'z.pgn']);
  assert.equal([files[0].size, files.at(-1).size], [undefined, pgn.length], 'a gzip file\'s size unknown until read');
  const read = await contents(files);
  assert.equal(read[0], pgn);
  assert.equal(read.at(-1), pgn);
  RECORD_FILES.forEach((n, i) => assert.equal(read[i + 1], plain(n)));
});

test('a folder chosen (Files with their webkitRelativePath, as a browser gives them): walked as the CLI walks one', async () => {
  // Node's File has no webkitRelativePath: set here as <input webkitdirectory> sets it (the
  // board's browser test chooses a real folder)
  const inFolder = (bytes, relative) => Object.defineProperty(new File([bytes], path.basename(relative)), 'webkitRelativePath', { value: relative });
  const pgn = bytesOf(path.join(RECORDS, 'qianli-duxing.pgn'));
  const archive = bytesOf(path.join(TMP, 'stored.zip'));
  const damaged = archive.subarray(0, archive.length - 30); // its end record cut off
  const chosen = [
    inFolder(pgn, '.mine/z.pgn'), inFolder(archive, '.mine/sub/a.zip'), inFolder(pgn, '.mine/README.md'),
    inFolder(pgn, '.mine/.git/x.pgn'), inFolder(damaged, '.mine/cut.zip'), inFolder(gzipSync(pgn), '.mine/sub/b.pgn.gz'),
    inFolder(archive, '.mine/zip-as-pgn.pgn'), // a zip known by its name only, as the CLI knows a folder's
  ];
  // the folder chosen is read whatever its name (a dot folder named on the CLI's command line is)
  const files = await openRecordFiles(chosen);
  assert.equal(files.map((f) => f.path), ['.mine/cut.zip', ...RECORD_FILES.map((n) => `.mine/sub/a.zip/${n}`), '.mine/sub/b.pgn.gz', '.mine/z.pgn', '.mine/zip-as-pgn.pgn']);
  assert.equal([files[0].error?.code, files[0].error?.message], ['unreadable-archive', 'not a zip archive that can be read: no end of central directory record (cut off, or damaged)']);
  const read = await contents(files);
  assert.equal(read.slice(1), [...RECORD_FILES.map(plain), pgn, pgn, archive], 'the others read all the same');
  assert.equal(files.at(-2).size, pgn.length);
  assert.is(files.at(-3).size, undefined, 'a .gz file\'s size unknown until read');
});

test('damage, bombs and what is not read: typed errors naming them, the other files read', async () => {
  const pgn = fs.readFileSync(path.join(RECORDS, 'wxfca-15-chinese.pgn'));
  // a stored entry's bytes changed: its CRC-32
  fs.writeFileSync(path.join(TMP, 'a.pgn'), pgn);
  fs.writeFileSync(path.join(TMP, 'b.pgn'), pgn);
  zip(['-0', 'crc.zip', 'a.pgn', 'b.pgn']);
  const damaged = bytesOf(path.join(TMP, 'crc.zip'));
  // the first tag's first letter, in a.pgn's data: past the first local header, its name and its
  // extra field (the first '[' in the archive had been one of the header's time bytes at times)
  const header = new DataView(damaged.buffer, damaged.byteOffset);
  const data = 30 + header.getUint16(26, true) + header.getUint16(28, true);
  assert.is(damaged[data], 0x5b);
  damaged[data + 1] ^= 0x20;
  const [a, b] = await contents(await openRecordFiles(damaged));
  assert.equal(a, { code: 'unreadable-archive', message: 'the zip entry\'s data is damaged: its CRC-32 does not match' });
  assert.equal(b, new Uint8Array(pgn));
  // an entry that inflates past its declared size: stopped there
  fs.writeFileSync(path.join(TMP, 'zeros.pgn'), Buffer.alloc(1 << 20));
  zip(['bomb.zip', 'zeros.pgn']);
  const bomb = bytesOf(path.join(TMP, 'bomb.zip'));
  for (let at = bomb.length - 22; at >= 0; at--) { // the central directory's declared size, made 100
    if (bomb[at] === 0x50 && bomb[at + 1] === 0x4b && bomb[at + 2] === 1 && bomb[at + 3] === 2) { new DataView(bomb.buffer).setUint32(at + 24, 100, true); break; }
  }
  const [zeros] = await contents(await openRecordFiles(bomb));
  assert.equal(zeros, { code: 'unreadable-archive', message: 'the zip entry\'s data is damaged: it inflates past its declared 100 bytes' });
  // past maxSize: known from a zip entry's size before reading; found while inflating gzip
  const limited = await openRecordFiles(bytesOf(path.join(TMP, 'zip64.zip')), { maxSize: 2000 });
  const tooLarge = { code: 'archive-too-large', message: 'it uncompresses to more than 2000 bytes' };
  const sizes = RECORD_FILES.map((n) => fs.statSync(path.join(FOLDER, n)).size);
  assert.ok(sizes.some((n) => n <= 2000) && sizes.some((n) => n > 2000), `${sizes}`);
  assert.equal(limited.map((f) => f.error && { code: f.error.code, message: f.error.message }), sizes.map((n) => (n > 2000 ? tooLarge : null)));
  assert.equal(await contents(limited), RECORD_FILES.map((n, i) => (sizes[i] > 2000 ? tooLarge : plain(n))));
  const [gz] = await contents(await openRecordFiles(gzipSync(Buffer.alloc(1 << 20)), { maxSize: 1 << 16 }));
  assert.equal(gz, { code: 'archive-too-large', message: 'it uncompresses to more than 65536 bytes' });
  // gzip cut short
  const [cut] = await contents(await openRecordFiles(gzipSync(pgn).subarray(0, 2000)));
  assert.is(cut.code, 'unreadable-archive');
  assert.match(cut.message, /^the gzip data is damaged: /);
  // an encrypted entry: known before reading
  zip(['-P', 'secret', 'enc.zip', 'a.pgn']);
  const [enc] = await openRecordFiles(bytesOf(path.join(TMP, 'enc.zip')));
  assert.equal([enc.error?.code, enc.error?.message], ['unreadable-archive', 'an encrypted zip entry: not read (decrypt the archive first)']);
  // a zip cut off: its directory cannot be read
  const archive = bytesOf(path.join(TMP, 'deflated.zip'));
  try {
    await openRecordFiles(archive.subarray(0, archive.length >> 1));
    assert.unreachable('a cut zip was opened');
  } catch (e) {
    assert.instance(e, RecordError);
    assert.equal([e.code, e.message], ['unreadable-archive', 'not a zip archive that can be read: no end of central directory record (cut off, or damaged)']);
  }
});

test('bad input: RecordError bad-input; bad options: ArgumentError; an abort: its reason', async () => {
  for (const [input, options, type, code, message] of [
    ['[Event "x"]', undefined, RecordError, 'bad-input', /takes bytes .* not "\[Event/],
    [42, undefined, RecordError, 'bad-input', /not 42/],
    [[new Uint8Array(4)], undefined, RecordError, 'bad-input', /a list of Files/],
    [new Uint8Array(4), { maxSize: 0 }, ArgumentError, 'bad-argument', /maxSize is a count of bytes above 0, not 0/],
    [new Uint8Array(4), { name: 7 }, ArgumentError, 'bad-argument', /name is the file's name, a text, not 7/],
    [new Uint8Array(4), { mxSize: 1 }, ArgumentError, 'bad-argument', /unknown option "mxSize"/],
    [new Uint8Array(4), { signal: 5 }, ArgumentError, 'bad-argument', /signal is an AbortSignal, not 5/],
    [new Blob(['x']), { signal: {} }, ArgumentError, 'bad-argument', /signal is an AbortSignal, not an object/],
  ]) {
    try {
      await openRecordFiles(input, options);
      assert.unreachable(`${String(input)} was opened`);
    } catch (e) {
      assert.instance(e, type);
      assert.is(e.code, code);
      assert.match(e.message, message);
    }
  }
  const controller = new AbortController();
  const [file] = await openRecordFiles(gzipSync(Buffer.alloc(8 << 20)), { signal: controller.signal });
  controller.abort(new Error('stop'));
  try {
    await file.bytes();
    assert.unreachable('an aborted read finished');
  } catch (e) {
    assert.is(e.message, 'stop');
  }
});

// Damage of every kind, seeded: any byte of the archive (its directory, headers, data) changed, or
// the archive cut anywhere. Each opening or read either fails with a typed RecordError or gives
// the file's true bytes: a changed byte of the data shows in the CRC-32, never as wrong games.
test('archives damaged at random (seeded): typed errors, or the files\' true bytes', async () => {
  const pgn = bytesOf(path.join(RECORDS, 'xu-nie-1999.pgn'));
  const seeds = [
    ['deflated.zip', bytesOf(path.join(TMP, 'deflated.zip'))],
    ['zip64.zip', bytesOf(path.join(TMP, 'zip64.zip'))],
    ['stored.zip', bytesOf(path.join(TMP, 'stored.zip'))],
    ['gzip', new Uint8Array(gzipSync(pgn))],
  ];
  let state = 20261206;
  const random = () => { state = (state * 1103515245 + 12345) >>> 0; return state / 2 ** 32; };
  const counts = { failed: 0, read: 0 };
  for (let n = 0; n < 600; n++) {
    const [kind, original] = seeds[n % seeds.length];
    let bytes = original.slice();
    for (let k = 1 + Math.floor(random() * 3); k > 0; k--) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
    if (random() < 0.2) bytes = bytes.subarray(0, Math.floor(random() * bytes.length));
    const typed = (e) => {
      assert.instance(e, RecordError, `${kind} mutant ${n}: ${e?.stack}`);
      assert.ok(['unreadable-archive', 'archive-too-large', 'bad-input'].includes(e.code), `${kind} mutant ${n}: ${e.code}`);
      counts.failed++;
    };
    // each mutant given as bytes, read in place, and as a File, read a piece at a time: the same
    const outcomes = [];
    for (const input of [bytes, new File([bytes], '')]) {
      const outcome = [];
      outcomes.push(outcome);
      let files;
      try {
        files = await openRecordFiles(input, { maxSize: 1 << 20 });
      } catch (e) {
        typed(e);
        outcome.push(e.message);
        continue;
      }
      for (const file of files) {
        try {
          const read = await file.bytes();
          counts.read++;
          const expected = kind === 'gzip' ? pgn : RECORD_FILES.includes(file.name) ? plain(file.name) : null;
          if (expected) assert.equal(read, expected, `${kind} mutant ${n}: ${file.name}`);
          outcome.push([file.name, read.length]);
        } catch (e) {
          typed(e);
          outcome.push([file.name, e.message]);
        }
      }
    }
    assert.equal(outcomes[1], outcomes[0], `${kind} mutant ${n}: as a File`);
  }
  assert.ok(counts.failed > 100 && counts.read > 100, JSON.stringify(counts));
});

test('readRecords of zip or gzip bytes names openRecordFiles', () => {
  for (const bytes of [bytesOf(path.join(TMP, 'deflated.zip')), gzipSync('1. h3e3 *\n')]) {
    try {
      readRecords(bytes);
      assert.unreachable('read');
    } catch (e) {
      assert.is(e.code, 'binary-input');
      assert.match(e.message, /openRecordFiles does/);
    }
  }
});

// A zip of a site's archive, one game a file: a zip among several Files had its entries added to
// the list with push(...entries), which passes each as an argument, and 150,000 overflowed the
// stack (a RangeError out of openRecordFiles). Zipped by Info-ZIP from 150,000 files.
test('a zip of 150,000 files among the Files chosen: each is a record file', async () => {
  const folder = path.join(TMP, 'many');
  fs.mkdirSync(folder);
  for (let i = 0; i < 150_000; i++) fs.writeFileSync(path.join(folder, `${i}.pgn`), `[Round "${i}"]\n1. h3e3 *\n`);
  zip(['-r', 'many.zip', 'many']);
  const files = await openRecordFiles([new File([bytesOf(path.join(TMP, 'many.zip'))], 'many.zip')]);
  fs.rmSync(folder, { recursive: true });
  assert.is(files.length, 150_000);
  assert.is(new Set(files.map((f) => f.path)).size, 150_000);
  const some = files[files.length - 1];
  const [record] = readRecords(await some.bytes());
  assert.is(`many.zip/many/${record.tags.Round}.pgn`, some.path, 'its own game');
});

test.after(() => fs.rmSync(TMP, { recursive: true, force: true }));
test.run();
