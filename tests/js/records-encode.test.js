// records-encode.test.js — records written in a local encoding (toRecord({ encoding }), convert
// --encoding), against two independent truths: glibc's iconv, an encoder of its own tables, and
// the bytes that Korean, Chinese and Taiwanese programs wrote in the files of tests/records
// (tests/records/README.md names their sources).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { init, Game } from '../../bindings/index.js';
import { readRecords, recordFromGame, RecordError } from '../../bindings/records/index.js';
import { encodeText } from '../../bindings/records/encode.js';
import { decodeCp949 } from '../../bindings/records/cp949.js';

await init();
const TMP = mkdtempSync(join(tmpdir(), 'br-records-encode-'));
const fixture = (name) => readFileSync(fileURLToPath(new URL(`../records/${name}`, import.meta.url)));
const CLI = fileURLToPath(new URL('../../bindings/cli.js', import.meta.url));
const hex = (bytes) => Buffer.from(bytes).toString('hex');

/** The lines of some bytes (split at 0x0A, a CR kept). */
function lines(bytes) {
  const out = [];
  for (let from = 0, i = 0; i <= bytes.length; i++) if (i === bytes.length || bytes[i] === 0x0a) { out.push(bytes.subarray(from, i)); from = i + 1; }
  return out;
}

const codePoints = (from, to) => {
  const out = [];
  for (let c = from; c <= to; c++) if (c !== 0x0a && !(c >= 0xd800 && c <= 0xf8ff)) out.push(String.fromCodePoint(c)); // no surrogates, no private use
  return out;
};

// Where the two encoders may part, by design: what the platform's decoder lacks (Node's ICU
// EUC-KR has not CP949's ® and € of 1998; U+FFFD is a decoder's mark of bytes it could not read),
// the WHATWG Big5 encoder's last codes for four box-drawing lines (glibc writes the first), and
// the six characters GB18030-2022 gave two-byte codes that the 2005 edition, the platform's, gives
// four (each read back as itself by the platform).
const PARTED = {
  CP949: '\u00ae\u20ac', BIG5: '\u2550\u255e\u2561\u256a\u0080',
  GB18030: '\ufffd\u{20087}\u{20089}\u{200cc}\u{215d7}\u{2298f}\u{241fe}',
};

for (const [iconvName, encoding, planes] of [
  ['CP949', 'cp949', [[0x80, 0xffff]]], ['GBK', 'gbk', [[0x80, 0xffff]]], ['BIG5', 'big5', [[0x80, 0xffff]]],
  ['GB18030', 'gb18030', [[0x80, 0xffff], [0x10000, 0x10fff], [0x1f000, 0x2ffff]]], ['TIS-620', 'windows-874', [[0x80, 0xffff]]],
]) {
  test(`every character ${iconvName} has is written as glibc's iconv writes it`, () => {
    const chars = planes.flatMap(([from, to]) => codePoints(from, to)).filter((ch) => !(PARTED[iconvName] ?? '').includes(ch));
    // one character a line: iconv -c leaves out what it cannot write, the line left empty
    const theirs = lines(execFileSync('iconv', ['-c', '-f', 'UTF-8', '-t', iconvName], { input: chars.join('\n'), maxBuffer: 1 << 26, stdio: ['pipe', 'pipe', 'ignore'] }));
    const ours = lines(encodeText(chars.join('\n'), encoding, { replacement: '' }));
    assert.is(ours.length, chars.length);
    let written = 0;
    const parted = [];
    chars.forEach((ch, i) => {
      if (hex(ours[i]) === hex(theirs[i])) written += ours[i].length > 0;
      else if (theirs[i].length || iconvName !== 'TIS-620') parted.push(`${ch} ours ${hex(ours[i])} iconv ${hex(theirs[i])}`);
    });
    assert.equal(parted.slice(0, 5), []);
    assert.ok(written > (iconvName === 'TIS-620' ? 80 : 13000), `${written} characters written alike`);
  });
}

// Each line of these files, read and written again in its encoding, is the same bytes.
const WRITTEN_BY_PROGRAMS = [
  ['janggi-dot-com-ff.gib', 'cp949'], ['janggi-dot-com-bikjang.gib', 'cp949'], ['cchess/xqbase-test.pgn', 'gbk'],
  ['ccpd-1997-00003611.pgn', 'big5'], ['zfdang/sample_12x_ourgame-chess.txt', 'gb18030'],
];
test('the lines of Korean, Chinese and Taiwanese records are written back byte for byte', () => {
  for (const [name, encoding] of WRITTEN_BY_PROGRAMS) {
    let same = 0;
    for (const line of lines(fixture(name))) {
      let text;
      try {
        text = encoding === 'cp949' ? decodeCp949(line) : new TextDecoder(encoding, { fatal: true }).decode(line);
      } catch {
        continue; // janggi-dot-com-ff.gib's stray 0xFF byte
      }
      assert.is(hex(encodeText(text, encoding)), hex(line), `${name}: ${text}`);
      same += /[^\x00-\x7f]/.test(text);
    }
    assert.ok(same >= 10, `${name}: ${same} lines that are not ASCII`);
  }
});

/** The tag lines of a record's bytes that are not in the file it was read from. */
const tagLinesNotIn = (written, original) => lines(written).filter((line) => line[0] === 0x5b && Buffer.from(original).indexOf(Buffer.from(line)) < 0).map((line) => Buffer.from(line).toString('latin1'));

test('a GIB written as CP949 has the tag lines of the Korean archive it was read from, and reads back the same', () => {
  const original = fixture('janggi-dot-com-ff.gib');
  for (const record of readRecords(original)) {
    const game = Game.fromRecord(record);
    const bytes = game.toRecord({ format: 'gib', encoding: 'cp949' });
    assert.instance(bytes, Uint8Array);
    assert.ok(lines(bytes).filter((line) => line[0] === 0x5b).length >= 10);
    assert.equal(tagLinesNotIn(bytes, original), []);
    const again = readRecords(bytes)[0];
    const utf8 = readRecords(game.toRecord({ format: 'gib' }))[0];
    assert.equal([again.tags, again.moves.map((m) => m.text), again.result], [utf8.tags, utf8.moves.map((m) => m.text), utf8.result]);
  }
});

test('Big5 is written in traditional characters, and GBK as XQ Wizard wrote it', () => {
  const ccpd = fixture('ccpd-1997-00003611.pgn');
  const record = readRecords(ccpd)[0];
  const big5 = Game.fromRecord(record).toRecord({ format: 'pgn', notation: 'chinese', encoding: 'big5' });
  assert.equal(tagLinesNotIn(big5, ccpd).filter((line) => !/^\[(Event|Site|Date|Round|White|Black|Variant|Result) /.test(line)), []);
  const again = readRecords(big5)[0];
  assert.is(again.moves.length, record.moves.length);
  assert.is(Game.fromRecord(again).fen(), Game.fromRecord(record).fen());
  assert.ok(again.moves.filter((m) => m.text.includes('進')).length > 50);
  assert.throws(() => Game.fromRecord(record).toRecord({ notation: 'chinese', script: 'simplified', encoding: 'big5' }),
    (e) => e instanceof RecordError && e.code === 'unencodable-text' && /'进' \(U\+8FDB\) at line \d+, column \d+ has no code in big5/.test(e.message));

  const xqbase = fixture('cchess/xqbase-test.pgn');
  // a record in simplified characters (XQ Wizard's): Big5 has none, its moves are written traditional
  const simplified = readRecords(xqbase)[0];
  assert.ok(simplified.moves.some((m) => m.text.includes('进')));
  // (its tags' 象棋巫师 has a simplified 师, which Big5 lacks: a replacement stands for it)
  assert.throws(() => Game.fromRecord(simplified).toRecord({ encoding: 'big5' }), /'师' \(U\+5E08\) at line 5, column 10/);
  const traditional = readRecords(Game.fromRecord(simplified).toRecord({ encoding: 'big5', replacement: '?' }))[0];
  assert.is(traditional.tags.Red, '象棋巫?(大?)');
  assert.ok(traditional.moves.some((m) => m.text.includes('進')) && !traditional.moves.some((m) => m.text.includes('进')));
  const gbk = Game.fromRecord(simplified).toRecord({ format: 'pgn', notation: 'chinese', encoding: 'gbk' });
  assert.ok(lines(gbk).some((line) => Buffer.from(line).equals(Buffer.from(iconvTo('[Red "象棋巫师(大师)"]', 'GBK')))));
  assert.equal(tagLinesNotIn(gbk, xqbase).filter((line) => !/^\[(Date|Result|Variant|White|Black|Format) /.test(line)), []);
});

const iconvTo = (text, to) => execFileSync('iconv', ['-f', 'UTF-8', '-t', to], { input: text });

test('what the platform decoder reads as written: CP949\'s added syllables, GB18030\'s four-byte codes, UTF-16, Thai', () => {
  const game = new Game('janggi/standard');
  game.play('e2e2'); // a pass: Cho's first move
  const korean = '똠뷁뺴햏 떄';
  const cp949 = game.toRecord({ format: 'gib', tags: { 초대국자: korean }, encoding: 'cp949' });
  assert.ok(Buffer.from(cp949).includes(iconvTo(korean, 'CP949')));
  assert.is(readRecords(cp949)[0].tags['초대국자'], korean);

  const xiangqi = new Game('xiangqi/standard');
  xiangqi.play('h3e3');
  const rare = '¥ 𠀀 😀 炮';
  const gb18030 = xiangqi.toRecord({ tags: { Event: rare }, encoding: 'gb18030' });
  assert.ok(Buffer.from(gb18030).includes(iconvTo(rare, 'GB18030')));
  assert.is(readRecords(gb18030, { encoding: 'gb18030' })[0].tags.Event, rare);

  for (const [encoding, bom] of [['utf-16le', 'fffe'], ['utf-16be', 'feff'], ['utf-16', 'fffe']]) {
    const bytes = xiangqi.toRecord({ notation: 'chinese', tags: { Event: rare }, encoding });
    assert.is(hex(bytes.subarray(0, 2)), bom);
    const back = readRecords(bytes)[0];
    assert.equal([back.tags.Event, back.moves.map((m) => m.text)], [rare, ['炮二平五']]);
  }

  const makruk = new Game('makruk/standard');
  makruk.play('b1d2');
  const thai = makruk.toRecord({ notation: 'thai', tags: { White: 'ขุน' }, encoding: 'tis-620' });
  assert.ok(Buffer.from(thai).includes(iconvTo('[White "ขุน"]', 'TIS-620')));
  const back = readRecords(thai, { encoding: 'windows-874' })[0];
  assert.equal([back.tags.White, back.moves.length], ['ขุน', 1]);
  assert.is(new TextDecoder().decode(xiangqi.toRecord({ encoding: 'utf-8' })), xiangqi.toRecord());
});

test('bad encodings and replacements: typed errors, the game as it was', () => {
  const game = new Game('xiangqi/standard');
  game.play('h3e3');
  const fen = game.fen();
  const refused = (options, code, pattern) => assert.throws(() => game.toRecord(options), (e) => e instanceof RecordError && e.code === code && pattern.test(e.message));
  refused({ encoding: 'klingon' }, 'unknown-encoding', /unknown text encoding "klingon"/);
  refused({ encoding: 'shift_jis' }, 'unknown-encoding', /not written in shift_jis/);
  refused({ encoding: 42 }, 'unknown-encoding', /unknown text encoding/);
  refused({ tags: { Event: '😀' }, encoding: 'gbk' }, 'unencodable-text', /'😀' \(U\+1F600\) at line 1, column 9 has no code in gbk/);
  // the fields a program builds its own words from (the board's: choose UTF-8 in its picker)
  assert.throws(() => game.toRecord({ tags: { Event: '😀' }, encoding: 'gbk' }),
    (e) => e.text === '😀' && e.encoding === 'gbk' && e.line === 1 && e.column === 9);
  refused({ tags: { Event: '😀' }, encoding: 'cp949', replacement: '뷁😀' }, 'unencodable-text', /the replacement "뷁😀" has no code in CP949/);
  refused({ replacement: '?' }, 'bad-input', /give it with \{ encoding \}/);
  refused({ format: 'xqf', encoding: 'big5' }, 'unknown-encoding', /XQF's texts are GBK/);
  // a janggi game in XQF is refused for its kind, in any encoding: no encoding would make it one
  assert.throws(() => new Game('janggi/standard').toRecord({ format: 'xqf', encoding: 'utf-8' }),
    (e) => e instanceof RecordError && e.code === 'unknown-format' && e.message === 'XQF records are xiangqi records; this game is janggi');
  assert.throws(() => game.toRecord({ encodng: 'gbk' }), /unknown option "encodng"/);
  assert.is(game.fen(), fen);
  const replaced = game.toRecord({ tags: { Event: 'a😀b' }, encoding: 'gbk', replacement: '?' });
  assert.ok(new TextDecoder('gbk').decode(replaced).includes('[Event "a?b"]'));
  assert.equal(game.toRecord({ format: 'xqf', encoding: 'gbk' }), recordFromGame(game, { format: 'xqf' }));
});

test('convert --encoding: stdout and --out-dir in CP949, Big5; UTF-16 to files only; bad names refused', () => {
  const run = (...args) => spawnSync(process.execPath, [CLI, 'convert', ...args], { encoding: 'buffer' });
  const ff = fileURLToPath(new URL('../records/janggi-dot-com-ff.gib', import.meta.url));
  for (const jobs of ['1', '2']) {
    const r = run('janggi/standard', ff, '--to', 'gib', '--encoding', 'cp949', '--jobs', jobs);
    assert.is(r.status, 0, r.stderr.toString());
    assert.equal(tagLinesNotIn(r.stdout, fixture('janggi-dot-com-ff.gib')), []);
    assert.equal(readRecords(r.stdout).map((x) => [x.tags['한대국자'], x.moves.length]), readRecords(fixture('janggi-dot-com-ff.gib')).map((x) => [x.tags['한대국자'], x.moves.length]));
  }
  const ccpd = fileURLToPath(new URL('../records/ccpd-1997-00003611.pgn', import.meta.url));
  for (const [encoding, dir] of [['big5', 'big5'], ['utf-16le', 'utf16']]) {
    const r = run('xiangqi/standard', ccpd, '--to', 'pgn', '--notation', 'chinese', '--encoding', encoding, '--out-dir', join(TMP, dir));
    assert.is(r.status, 0, r.stderr.toString());
    const [name] = readdirSync(join(TMP, dir));
    const back = readRecords(readFileSync(join(TMP, dir, name)))[0];
    assert.is(back.moves.length, 282);
    assert.ok(back.moves.some((m) => m.text.includes('進'))); // the record's own script
  }
  const refused = (args, pattern) => {
    const r = run('xiangqi/standard', ccpd, ...args);
    assert.is(r.status, 2);
    assert.match(r.stderr.toString(), pattern);
  };
  refused(['--to', 'pgn', '--encoding', 'nope'], /--encoding "nope": unknown text encoding/);
  refused(['--encoding', 'gbk'], /JSON lines are UTF-8/);
  refused(['--to', 'pgn', '--encoding', 'utf-16le'], /give --out-dir/);
  refused(['--to', 'pgn', '--replacement', '?'], /give --encoding/);
  refused(['--to', 'pgn', '--encoding', 'gbk', '--replacement', '😀'], /the replacement "😀" has no code in gbk/);
  // a record holding a character the encoding lacks is reported, the others written
  const emoji = Buffer.concat([Buffer.from('[Event "😀"]\n\n1. h3e3 1-0\n\n'), Buffer.from('[Event "ok"]\n\n1. h3e3 1-0\n')]);
  const r = spawnSync(process.execPath, [CLI, 'convert', 'xiangqi/standard', '-', '--to', 'pgn', '--encoding', 'gbk'], { input: emoji });
  assert.is(r.status, 3);
  assert.match(r.stderr.toString(), /unencodable-text: .*'😀' \(U\+1F600\)/);
  assert.equal(readRecords(r.stdout).map((x) => x.tags.Event), ['ok']);
});

test.after(() => rmSync(TMP, { recursive: true, force: true }));
test.run();
