// records-split.test.js — readRecords and the CLI's streaming splitter (bindings/cli/split.js)
// read the same games out of a file, each at its own line, through the damage real archives
// carry: stray 0xFF bytes before a tag line (a Korean site's GIB archive), byte-order marks of
// files concatenated, XQ Wizard's "=====" trailer, a "{" that never closes, a byte that does not
// decode. The truth is the files' own layout (the lines their games' tags stand on, the move
// counts the archives write) and the same games read from undamaged copies.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync, writeFileSync, mkdtempSync, rmSync, truncateSync, openSync, readSync, closeSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { init, Game } from '../../bindings/index.js';
import { readRecords, streamRecords, RecordError } from '../../bindings/records/index.js';
import { detectEncoding, EncodingDetector } from '../../bindings/records/detect.js';
import { decodeRecordText } from '../../bindings/records/decode.js';
import { BinaryCheck } from '../../bindings/records/binary.js';

await init();

const fixture = (name) => readFileSync(fileURLToPath(new URL(`../records/${name}`, import.meta.url)));
const CLI = fileURLToPath(new URL('../../bindings/cli.js', import.meta.url));
const TMP = mkdtempSync(join(tmpdir(), 'br-split-'));
const iconv = (text, to) => execFileSync('iconv', ['-f', 'UTF-8', '-t', to], { input: text });
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The CLI's rows for a file (validate --json): { line, status, plies, error?, illegal? }. */
function validate(profile, name, bytes) {
  const file = join(TMP, name);
  writeFileSync(file, bytes);
  const r = spawnSync(process.execPath, [CLI, 'validate', profile, file, '--json', '--jobs', '1'], { encoding: 'utf8' });
  const rows = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
  rows.pop(); // the summary
  return { code: r.status, rows };
}

/** The 1-based numbers of the lines of a text that `re` matches. */
const linesOf = (text, re) => text.split('\n').flatMap((l, i) => (re.test(l) ? [i + 1] : []));
const ucis = (r) => r.moves.map((m) => m.uci);

/** The lines games start on in PGN's layout: a block of tag lines after movetext (or at the start). */
function gameStarts(text) {
  const starts = [];
  let inTags = false;
  text.split('\n').forEach((l, i) => {
    const tag = /^\uFEFF?\[/.test(l);
    if (tag && !inTags) starts.push(i + 1);
    if (l.trim()) inTags = tag;
  });
  return starts;
}

test('a tag line after stray 0xFF bytes (a Korean site\'s GIB archive) starts the next game, in the CLI as in readRecords', () => {
  const bytes = fixture('janggi-dot-com-ff.gib'); // CP949 as published: its second game's tag line starts with 0xFF
  assert.ok(bytes.includes(Buffer.from([0x0a, 0xff, 0x5b])));
  const text = execFileSync('iconv', ['-c', '-f', 'CP949', '-t', 'UTF-8'], { input: bytes }).toString(); // -c: drops the 0xFF
  const tagLines = linesOf(text, /\[대회명 /);
  const plies = [...text.matchAll(/\[총수 "(\d+)"\]/g)].map((m) => Number(m[1])); // the archive's own move counts
  assert.equal([tagLines, plies], [[1, 31], [102, 72]]);
  const records = readRecords(bytes);
  assert.equal(records.map((r) => [r.tags['대회명'], r.moves.length, r.error]), [['승강급', 102, undefined], ['친선대국', 72, undefined]]);
  const { code, rows } = validate('janggi/standard', 'ff.gib', bytes);
  assert.is(code, 0);
  assert.equal(rows.map((r) => [r.line, r.status, r.plies]), [[1, 'valid', 102], [31, 'valid', 72]]);
});

// Windows' code page 949 decodes that stray byte as U+F8F7 ("0xff 0xf8f7 ;Undefined -> EUDC" in
// Microsoft's bestfit949.txt), so a GIB archive converted to UTF-8 on Windows keeps it: the last
// game of kangsunwoo827/janggi_rl's gibo2020.txt (장기 for Kakao, 2020) ends with a DOS end-of-file
// mark and two, which had read as a 118th move, "\uf8f7\uf8f7", failing the game.
test('the stray 0xFF bytes as Windows decodes them (U+F8F7), in a GIB archive converted to UTF-8: passed over as the bytes are', () => {
  const kakao = fixture('janggi-rl-kakao-2020-last.gib');
  const text = kakao.toString();
  assert.ok(text.endsWith('\r\n\r\n\x1a\uf8f7\uf8f7'));
  const [r] = readRecords(kakao);
  assert.equal([r.moves.length, r.error, r.result], [Number(/\[총수 "(\d+)"\]/.exec(text)[1]), undefined, '1-0']); // 117, 초 완승
  assert.equal(r.moves.map((m) => m.uci), readRecords(text.slice(0, text.indexOf('\x1a')))[0].moves.map((m) => m.uci));
  const { code, rows } = validate('janggi/standard', 'kakao.gib', kakao);
  assert.equal([code, rows.map((row) => [row.line, row.status, row.plies])], [0, [[1, 'valid', 117]]]);
  // janggi.com's file converted so: its 0xFF before the second game's tag line as U+F8F7 reads
  // as the CP949 bytes do, each game at its line
  const ff = fixture('janggi-dot-com-ff.gib');
  const parts = [];
  for (let from = 0; from <= ff.length;) {
    const to = ff.indexOf(0xff, from) < 0 ? ff.length : ff.indexOf(0xff, from);
    parts.push(execFileSync('iconv', ['-f', 'CP949', '-t', 'UTF-8'], { input: ff.subarray(from, to) }).toString());
    from = to + 1;
  }
  assert.is(parts.length, 2);
  const converted = Buffer.from(parts.join('\uf8f7'));
  assert.equal(readRecords(converted).map(ucis), readRecords(ff).map(ucis));
  assert.equal(validate('janggi/standard', 'converted.gib', converted).rows.map((row) => [row.line, row.plies]), [[1, 102], [31, 72]]);
});

test('PGN files that each start with a byte-order mark, concatenated: each game once, at its line', () => {
  const files = ['wxfca-liu-dahua-quoted-tag.pgn', 'liu-yang-1982-iccs.pgn'].map(fixture);
  const joined = Buffer.concat(files.flatMap((f) => [BOM, f]));
  const apart = files.flatMap((f) => readRecords(f)); // each file read on its own
  assert.is(apart.length, 3);
  const together = readRecords(joined);
  assert.equal(together.map(ucis), apart.map(ucis));
  assert.equal(together.map((r) => r.tags.Event), apart.map((r) => r.tags.Event));
  const { rows } = validate('xiangqi/standard', 'bom.pgn', joined);
  assert.equal(rows.map((r) => [r.line, r.plies]), gameStarts(joined.toString()).map((line, i) => [line, apart[i].moves.length]));
});

test('a DhtmlXQ block opening after a page\'s text on its line, its tags on the lines after: one game in the CLI, as in readRecords', () => {
  // wxf.ca's own page (tests/records/wxfca-dhtmlxq) holds its block on one line; saved from other
  // sites the block starts after "<div ...>" and has a tag a line, which read as a move line
  // followed by a new game's tags
  const page = fixture('wxfca-dhtmlxq/116.html').toString('utf8');
  const [truth] = readRecords(page);
  const broken = page.replace(/\[DhtmlXQ_/g, '\n[DhtmlXQ_').replace('[/DhtmlXQ]', '\n[/DhtmlXQ]');
  assert.match(broken, /<div[^\n]*>\[DhtmlXQ\]\n\[DhtmlXQ_title\]/);
  assert.equal(readRecords(broken).map(ucis), [ucis(truth)]);
  const { code, rows } = validate('xiangqi/standard', 'dhtmlxq-lines.html', broken + broken);
  assert.is(code, 0);
  assert.equal(rows.map((r) => [r.status, r.plies]), [['valid', truth.moves.length], ['valid', truth.moves.length]]);
});

// A DhtmlXQ field outside any [DhtmlXQ] block in one game of a PGN archive (pasted there, or left
// by damage; found comparing the two readers on mutated files): readRecords had read the whole
// text as one record of DhtmlXQ fields, its PGN games lost, where the CLI cut it game by game.
test('a DhtmlXQ field without its block in one game of a PGN archive: that game a DhtmlXQ record, the others PGN, in readRecords as in the CLI', () => {
  const clean = fixture('wxfca-15-iccs.pgn').toString('utf8');
  const games = readRecords(clean);
  const second = clean.indexOf('[Event', clean.indexOf('[Event') + 1), moves = clean.indexOf('\n1.', second) + 1;
  for (const field of ['[DhtmlXQ_movelist]', '[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]']) {
    const damaged = `${clean.slice(0, moves)}${field}\n${clean.slice(moves)}`;
    const read = readRecords(damaged);
    assert.equal(read.map((r) => r.format), games.map((_, i) => (i === 1 ? 'dhtmlxq' : 'pgn')), field);
    assert.equal(read.filter((_, i) => i !== 1).map(ucis), games.filter((_, i) => i !== 1).map(ucis), field);
    const { rows } = validate('xiangqi/standard', 'field-in-pgn.pgn', damaged);
    assert.equal(rows.map((r) => r.line), gameStarts(damaged), field);
    assert.equal(rows.filter((_, i) => i !== 1).map((r) => [r.status, r.plies]), games.filter((_, i) => i !== 1).map((g) => ['valid', g.moves.length]), field);
  }
});

test('web pages joined with cat, and a page or block followed by a PGN game or a dpxq.com export: every game read, by the CLI as by readRecords, each page at its own line', () => {
  // the truth: each file read alone (wxf.ca's pages; Liu Yang's PGN; dpxq.com's export of game
  // 142610, as text and as its DhtmlXQ block)
  const alone = (name) => readRecords(fixture(name)).map(ucis);
  const pages = readdirSync(fileURLToPath(new URL('../records/wxfca-dhtmlxq', import.meta.url))).sort().map((f) => `wxfca-dhtmlxq/${f}`);
  const joined = Buffer.concat(pages.map(fixture));
  const truth = pages.flatMap(alone);
  assert.is(truth.length, pages.length);
  assert.equal(readRecords(joined).map(ucis), truth);
  const { code, rows } = validate('xiangqi/standard', 'pages.html', joined);
  assert.is(code, 0);
  assert.equal(rows.map((r) => r.plies), truth.map((m) => m.length));
  const text = joined.toString('utf8');
  // the pages end without a newline, so a page's last line holds the next one's first: the
  // markup between two blocks is read with the game before, and each later game starts at its block
  assert.equal(rows.map((r) => r.line), [1, ...linesOf(text, /\[DhtmlXQ\]/).slice(1)], 'the first game at the file\'s start, the others at their block\'s line');
  const pairs = [
    ['wxfca-dhtmlxq/116.html', 'liu-yang-1982-iccs.pgn'],
    ['wxfca-dhtmlxq/116.html', 'dpxq-142610.txt'],
    ['dpxq-142610-dhtmlxq.txt', 'dpxq-142610.txt'],
  ];
  for (const [first, second] of pairs) {
    const both = Buffer.concat([fixture(first), Buffer.from('\n'), fixture(second)]);
    const expected = [...alone(first), ...alone(second)];
    assert.is(expected.length, 2, `${first} and ${second} hold a game each`);
    assert.equal(readRecords(both).map(ucis), expected, `${first} + ${second}: readRecords`);
    const cli = validate('xiangqi/standard', 'both.txt', both);
    assert.equal(cli.rows.map((r) => [r.status, r.plies]), expected.map((m) => ['valid', m.length]), `${first} + ${second}: the CLI`);
  }
});

test('files joined with cat, each without a final newline: WXF after WXF or PGN, dpxq.com exports in a row; every game once with its tags, at the line it starts on', () => {
  const sets = [
    ['playok-demo.wxf', 'playok-2026-09-03.wxf'],
    ['liu-yang-1982-iccs.pgn', 'playok-2026-09-03.wxf'],
    ['dpxq-tree-wang-wu-2023.txt', 'dpxq-tree-xu-liu-2005.txt', 'dpxq-142610.txt'],
  ];
  for (const names of sets) {
    const texts = names.map((n) => fixture(n).toString('utf8').replace(/\s+$/, '')); // as $(cat f) leaves them
    const joined = texts.join('');
    const alone = texts.flatMap((t) => readRecords(t)).map((r) => [r.tags, ucis(r)]);
    assert.is(alone.length, names.length);
    assert.equal(readRecords(joined).map((r) => [r.tags, ucis(r)]), alone, `${names}: readRecords`);
    // each game on the line its file's text starts: the previous file's last line
    const starts = texts.map((_, k) => texts.slice(0, k).join('').split('\n').length);
    const { code, rows } = validate('xiangqi/standard', 'joined.txt', joined);
    assert.is(code, 0, names.join(' '));
    assert.equal(rows.map((r) => [r.line, r.plies]), alone.map(([, m], k) => [starts[k], m.length]), `${names}: the CLI`);
  }
});

test('files of two formats joined with cat: every game read as when its file is read alone, in readRecords and the CLI, each at its own line', () => {
  const sets = [
    // a PGN file whose last game ends without a result, then a dpxq.com export
    ['wxfca-15-chinese.pgn', 'dpxq-142610.txt'],
    // a 联众 export (GB18030), then a PGN file: its tag pair ends the export
    ['zfdang/sample_12x_ourgame-chess.txt', 'wxfca-hu-ronghua-16.pgn'],
    // a PGN file, then a PFC file (an XML declaration opening a line)
    ['ccpd-1997-00003611.pgn', 'zfdang/qili-daquan-p06-lianhuanma-02.pfc'],
    // a dpxq.com export without a final newline, then a CBF file with a byte-order mark: on its line
    ['dpxq-tree-wang-wu-2023.txt', 'zfdang/sample_22_ccbridge.cbf'],
    // and then a WXF file, glued to its trailer ("…生成FORMAT WXF")
    ['dpxq-tree-wang-wu-2023.txt', 'playok-demo.wxf'],
    // a PFC file, then GIB: the records after its move tree
    ['zfdang/qili-daquan-p06-lianhuanma-02.pfc', 'hatteomol-2016-ha-jeon.gib'],
  ];
  const read = (bytes) => readRecords(bytes).map((r) => [r.format, r.tags, ucis(r), r.error?.code]);
  for (const names of sets) {
    const files = names.map(fixture);
    const joined = Buffer.concat(files);
    assert.equal(read(joined), files.flatMap(read), `${names}: readRecords`);
    // the CLI's rows: each file's alone, its lines counted after the files before it
    let before = 0;
    const alone = files.flatMap((bytes, k) => {
      const rows = validate('xiangqi/standard', `alone-${k}`, bytes).rows.map((r) => [r.line + before, r.status, r.plies]);
      before += bytes.toString('latin1').split('\n').length - 1;
      return rows;
    });
    const cli = validate('xiangqi/standard', 'joined.txt', joined);
    assert.equal(cli.rows.map((r) => [r.line, r.status, r.plies]), alone, `${names}: the CLI`);
  }
});

test('files in two encodings joined with cat (UTF-8 and GBK, either the larger): every game read as when alone, in readRecords and the CLI', () => {
  const utf8 = fixture('wxfca-15-chinese.pgn'), gbk = iconv(fixture('ideaself-guo-dan-1998-format-cn.pgn'), 'GB18030');
  const gbkMost = iconv(utf8, 'GB18030'), utf8Few = fixture('xu-nie-1999.pgn');
  for (const parts of [[utf8, gbk, fixture('liu-yang-1982-iccs.pgn')], [gbkMost, utf8Few]]) {
    const alone = parts.flatMap((p) => readRecords(p)).map((r) => [r.tags, ucis(r)]);
    assert.ok(alone.every(([, moves]) => moves.length > 20));
    const joined = Buffer.concat(parts);
    assert.equal(readRecords(joined).map((r) => [r.tags, ucis(r)]), alone, 'readRecords');
    const { code, rows } = validate('xiangqi/standard', 'two-encodings.pgn', joined);
    assert.is(code, 0);
    assert.equal(rows.map((r) => r.plies), alone.map(([, m]) => m.length), 'the CLI');
  }
  // an encoding the caller gives is the one read: the other file's game is undecodable there
  const forced = readRecords(Buffer.concat([utf8, gbk]), { encoding: 'utf-8' });
  assert.equal(forced.at(-1).error?.code, 'undecodable');
});

test('a UTF-8 line with a stray byte stays undecodable at the byte, however much of it is not ASCII: not read as GB18030 throughout', async () => {
  // wxfca-15-wxf.pgn's first game, full-width WXF moves ('Ｃ２＝５'), a byte of its move line made
  // 0xFE: read a game at a time in its file's encoding (streamRecords, the CLI), the line had read
  // as GB18030 ('锛ｏ紥', a malformed move) and readRecords, which reads such lines of a whole file
  // together, as undecodable (3 of 800 fuzzed archives read apart so)
  const game = fixture('wxfca-15-wxf.pgn').toString('utf8').split(/\n(?=\[Event)/)[0];
  const bytes = Buffer.from(game);
  const at = bytes.indexOf(Buffer.from('\n1. ')) + 50;
  bytes[at] = 0xfe;
  const { text, bad } = decodeRecordText(bytes, 'utf-8', true);
  assert.ok(bad.length === 1 && bad[0] <= at && at - bad[0] <= 2, `${bad} for ${at}`); // the character the byte broke
  assert.ok(text.includes('\n1. Ｃ２＝５'), text.slice(0, 300));
  // a GBK line in a UTF-8 file is still read as GBK (its bytes are not UTF-8's)
  const gbk = Buffer.concat([Buffer.from('[Event "中"]\n'), iconv('1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n', 'GBK')]);
  assert.equal(decodeRecordText(gbk, 'utf-8', true).text, '[Event "中"]\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n');
});

test('a ";" comment or a variation line that ends in a result does not end its game in the CLI, as in readRecords', () => {
  // found by a probe: each was cut in two, its second half an illegal record (exit 1)
  const texts = ['[Event "s"]\n\n1. h3e3 ; the usual, see game 1-0\nh10g8 2. h1g3 *\n',
    '[Event "v"]\n\n1. h3e3 (1. c4c5 b10c8 1-0\n) h10g8 2. h1g3 *\n',
    '[Event "n"]\n\n1. h3e3 (1. c4c5 (1. b1c3 0-1\n) b10c8 1-0\n) h10g8 2. h1g3 *\n'];
  for (const text of texts) readsOneGame(text);
});

/** The text is one game, h3e3 h10g8 h1g3, to readRecords; the CLI reads the text twice over as two
 *  such games, each at its first line that is no '%' escape. */
function readsOneGame(text) {
  const records = readRecords(text);
  assert.equal(records.map((r) => [ucis(r), r.error]), [[['h3e3', 'h10g8', 'h1g3'], undefined]], text);
  const { code, rows } = validate('xiangqi/standard', 'one-game.pgn', text + text);
  assert.is(code, 0, text);
  const first = text.split('\n').findIndex((l) => !l.startsWith('%')) + 1, lines = text.split('\n').length - 1;
  assert.equal(rows.map((r) => [r.line, r.status, r.plies]), [[first, 'valid', 3], [first + lines, 'valid', 3]], text);
}

// PGN's escape mechanism (the PGN standard, §6): a line whose first column is '%' is passed over
// whole. Both read it as moves: '%' was an illegal move, a result in it ended a game.
test('a line opening with "%" (PGN\'s escape) is passed over whole, in readRecords and the CLI', () => {
  const texts = ['% exported by some tool 1-0\n[Event "e"]\n\n1. h3e3 h10g8 2. h1g3 *\n',
    '[Event "e"]\n%% a note 0-1\n\n1. h3e3 h10g8\n%2. c4c5 1-0\n2. h1g3 *\n',
    '[Event "e"]\n\n1. h3e3 {a comment\n% inside it} h10g8 2. h1g3 *\n'];
  for (const text of texts) readsOneGame(text);
  // only in the first column: elsewhere '%' is a word, as PGN has it
  assert.is(readRecords('[Event "e"]\n\n1. h3e3 %x h10g8 *\n')[0].error?.code, 'malformed-move');
});

test('a result followed by a comment ends its game in the CLI: each game of a tagless file at its own line', () => {
  // found by a probe: a file of one game a line, each "... 1-0 {end}", went whole to one worker,
  // every game at line 1 (and a file over 8 MiB was one unreadable record)
  const games = readRecords(fixture('wxfca-hu-ronghua-16.pgn').toString('utf8')).slice(0, 4);
  const text = games.map((g) => `${ucis(g).join(' ')} 1-0 {end} {of game}\n`).join('');
  assert.equal(readRecords(text).map(ucis), games.map(ucis));
  const { code, rows } = validate('xiangqi/standard', 'tagless.pgn', text);
  assert.equal(rows.map((r) => r.line), [1, 2, 3, 4]);
  assert.equal(rows.map((r) => r.plies), games.map((g) => g.moves.length));
  assert.is(code, rows.every((r) => r.status === 'valid') ? 0 : 1);
});

// Tagless move lists ending in the words people write for a result (Chinese 红胜, Korean 초 완승,
// Vietnamese Xanh thắng), which readRecords ends a game at: the CLI had reported every game at
// line 1 (its splitter knew PGN's marks alone) and handed the file to one worker. In GBK, not
// UTF-8, such a file is still split at its tag pairs and marks alone.
test('a tagless file whose games end in result words: each game at its own line, in the CLI as in readRecords', () => {
  const games = readRecords(fixture('wxfca-15-iccs.pgn').toString('utf8')).slice(0, 4);
  const words = ['红胜', '和棋', 'Xanh thắng', '한 접속 끊김 패'];
  for (const notation of ['chinese', 'vietnamese']) {
    const texts = games.map((g) => {
      const written = readRecords(Game.fromRecord(g).toRecord({ notation }))[0].moves.map((m) => m.text);
      return written.slice(0, 20);
    });
    const text = texts.map((t, i) => `${t.slice(0, 10).join(' ')}\n${t.slice(10).join(' ')} ${words[i]}\n\n`).join('');
    assert.equal(readRecords(text).map((r) => r.moves.length), texts.map((t) => t.length), notation);
    const { rows } = validate('xiangqi/standard', `tagless-${notation}.txt`, text);
    assert.equal(rows.map((r) => r.line), [1, 4, 7, 10], notation);
    assert.equal(rows.map((r) => r.plies), texts.map((t) => t.length), notation);
  }
  // Vietnamese books' other words: Red printed white (Trắng), 'cờ' (the game) after the result
  const vietnamese = games.map((g) => readRecords(Game.fromRecord(g).toRecord({ notation: 'vietnamese' }))[0].moves.map((m) => m.text).slice(0, 20));
  const more = vietnamese.map((t, i) => `${t.slice(0, 10).join(' ')}\n${t.slice(10).join(' ')} ${['Trắng thắng', 'Hòa cờ', 'Đen thắng cờ', 'Trắng thua'][i]}\n\n`).join('');
  assert.equal(readRecords(more).map((r) => [r.moves.length, r.result]), [[20, '1-0'], [20, '1/2-1/2'], [20, '0-1'], [20, '0-1']]);
  assert.equal(validate('xiangqi/standard', 'tagless-trang.txt', more).rows.map((r) => [r.line, r.plies]), [[1, 20], [4, 20], [7, 20], [10, 20]]);
  // a move line never ends a game: 'P2-5' ends in a digit, '炮二平五' in a numeral
  const { rows } = validate('xiangqi/standard', 'moves-only.txt', '1. 炮二平五 马８进７\n2. 马二进三 车９平８\n3. P2-5\n');
  assert.equal(rows.map((r) => r.line), [1]);
  // in GB18030 (the CLI had split such a file at tag pairs and marks alone: every game at line
  // 1), and janggi's words in CP949
  const chinese = games.map((g) => readRecords(Game.fromRecord(g).toRecord({ notation: 'chinese' }))[0].moves.map((m) => m.text).slice(0, 20));
  const gb = iconv(chinese.map((t, i) => `${t.slice(0, 10).join(' ')}\n${t.slice(10).join(' ')} ${['红胜', '和棋', '黑胜', '红先胜'][i]}\n\n`).join(''), 'GB18030');
  assert.equal(readRecords(gb).map((r) => [r.moves.length, r.result]), [[20, '1-0'], [20, '1/2-1/2'], [20, '0-1'], [20, '1-0']]);
  assert.equal(validate('xiangqi/standard', 'tagless-gb18030.txt', gb).rows.map((r) => [r.line, r.plies]), [[1, 20], [4, 20], [7, 20], [10, 20]]);
  // and the words posts and apps write: won by mate, resigned, a proper draw, in brackets
  const posted = iconv(chinese.map((t, i) => `${t.slice(0, 10).join(' ')}\n${t.slice(10).join(' ')} ${['红方胜（绝杀）', '正和', '红方认负', '【红胜】'][i]}\n\n`).join(''), 'GB18030');
  assert.equal(readRecords(posted).map((r) => [r.moves.length, r.result]), [[20, '1-0'], [20, '1/2-1/2'], [20, '0-1'], [20, '1-0']]);
  assert.equal(validate('xiangqi/standard', 'tagless-posted.txt', posted).rows.map((r) => [r.line, r.plies]), [[1, 20], [4, 20], [7, 20], [10, 20]]);
  const janggi = new Game('janggi/standard');
  for (let i = 0; i < 12; i++) janggi.play(janggi.moves()[(i * 7) % janggi.moves().length]);
  const korean = readRecords(janggi.toRecord({ notation: 'korean' }))[0].moves.map((m) => m.text);
  const kr = iconv(['초 완승', '무승부'].map((word) => `${korean.slice(0, 6).join(' ')}\n${korean.slice(6).join(' ')} ${word}\n\n`).join(''), 'CP949');
  assert.equal(readRecords(kr).map((r) => [r.profile, r.moves.length, r.result]), [['janggi/standard', 12, '1-0'], ['janggi/standard', 12, '1/2-1/2']]);
  assert.equal(validate('janggi/standard', 'tagless-cp949.txt', kr).rows.map((r) => [r.line, r.plies]), [[1, 12], [4, 12]]);
});

// A file of games with neither tags nor results (games pasted one after another, opening lines a
// line each, as tutorials list them: '1. 炮二平五 马8进7⏎2. 马二进三 卒7进1⏎…⏎1. 炮二平五 炮8平5')
// had been read as one game, illegal at the second game's first move. A line opening with move 1
// after a line of its game that did is the next game, in readRecords and in the CLI.
test('a move list starting again at 1 on its own line: the next game, in the CLI as in readRecords', () => {
  const archive = readRecords(fixture('wxfca-15-chinese.pgn').toString('utf8')).slice(0, 5);
  const texts = archive.map((g) => g.moves.map((m) => m.text));
  const numbered = (t) => t.map((m, k) => (k % 2 ? ` ${m}` : `${k / 2 + 1}. ${m}`)).join('');
  const layouts = {
    'a game a line': texts.map((t) => `${numbered(t)}\n`).join(''),
    'a move pair a line, a blank line between games': texts.map((t) => `${numbered(t).replace(/ (?=\d+\. )/g, '\n')}\n\n`).join(''),
    'numbered 1、 in CRLF': texts.map((t) => `${numbered(t).replace(/(\d+)\. /g, '$1、')}\r\n`).join(''),
  };
  for (const [name, text] of Object.entries(layouts)) {
    assert.equal(readRecords(text).map((r) => [r.moves.length, r.error?.code ?? null]), texts.map((t) => [t.length, null]), name);
    const { rows } = validate('xiangqi/standard', 'restarting.txt', text);
    assert.equal(rows.map((r) => [r.plies, r.status]), texts.map((t) => [t.length, 'valid']), name);
    assert.equal(rows.map((r) => r.line), linesOf(text, /^1[.、]/), `${name}: each game at its first line`);
  }
  // Black's first move on a line of its own continues the list ('1. 炮二平五⏎1... 马8进7');
  // a game that restarts without a line opening at 1 before it, or inside a variation, is one game
  for (const one of ['1. h2e2\n1... h9g7\n2. h0g2\n', '1. h2e2\n1. ... h9g7\n', '1. h2e2 h9g7 2. h0g2 (2. h0g2\n1. b0c2) i9h9\n', '[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"]\n1... h9g7\n2. h0g2\n']) {
    assert.is(readRecords(one).length, 1, one);
    assert.is(validate('xiangqi/standard', 'one.txt', one).rows.length, 1, one);
  }
});

test('XQ Wizard\'s "=====" trailer and site notice (xqbase.com) end the file: one game, no error, in the CLI too', () => {
  const bytes = fixture('cchess/xqbase-test.pgn'); // GB18030, as published
  const text = new TextDecoder('gb18030').decode(bytes);
  assert.match(text, /\n=+\r?\n欢迎访问象棋百科全书网/);
  // its moves: the Chinese ones (four characters each) between the tags and the trailer
  const moves = text.split(/\n=+\r?\n/)[0].split(/\s+/).filter((w) => /^[\u4e00-\u9fff][^\s.]{3}$/.test(w));
  assert.is(moves.length, 25);
  const records = readRecords(bytes);
  assert.equal(records.map((r) => [r.moves.length, r.error]), [[25, undefined]]);
  const { code, rows } = validate('xiangqi/standard', 'xqbase.pgn', bytes);
  assert.is(code, 0);
  assert.equal(rows.map((r) => [r.line, r.status, r.plies]), [[1, 'valid', 25]]);
});

test('a "{" that never closes: its game says so and where, the games after it read at their own lines', () => {
  const clean = fixture('wxfca-15-iccs.pgn').toString();
  const events = linesOf(clean, /^\[Event /);
  // after the 10th move of game 2 (a move is a word of four coordinates)
  const game2 = clean.indexOf('[Event ', clean.indexOf('[Event ') + 1);
  const movetext = clean.indexOf('\n\n', game2) + 2;
  const tenth = [...clean.slice(movetext).matchAll(/\b[a-i]\d[a-i]\d\b/g)][9];
  const at = movetext + tenth.index + tenth[0].length;
  const damaged = `${clean.slice(0, at)} {unclosed comment${clean.slice(at)}`;
  const before = readRecords(clean), after = readRecords(damaged);
  assert.is(after.length, 15);
  for (let i = 0; i < 15; i++) if (i !== 1) assert.equal(ucis(after[i]), ucis(before[i]), `game ${i + 1}`);
  assert.equal(ucis(after[1]), ucis(before[1]).slice(0, 10));
  assert.is(after[1].error.code, 'record-syntax');
  assert.is(after[1].error.text, '{');
  assert.match(after[1].error.message, /"\{" opened after ply 10 is never closed/);
  const { rows } = validate('xiangqi/standard', 'unclosed.pgn', damaged);
  assert.equal(rows.map((r) => r.line), events);
  assert.equal(rows[1].illegal.code, 'record-syntax');
  assert.equal([rows[1].plies, rows[1].illegal.ply], [10, 11], 'the ten moves before the "{" are all played; the problem stands at the next ply');
  assert.equal(rows.filter((_, i) => i !== 1).map((r) => r.plies), before.filter((_, i) => i !== 1).map((r) => r.moves.length));
});

/** readRecords', streamRecords' (in chunks of 7 bytes) and the CLI's reading of a text: each game's
 *  tags, moves, comments and error code, and the CLI's rows. */
async function threeReadings(text, name) {
  const shape = (r) => [r.tags, ucis(r), r.moves.map((m) => m.comment ?? null), r.error?.code ?? null];
  const bytes = Buffer.from(text), read = readRecords(bytes), streamed = [];
  for await (const r of streamRecords((function* () { for (let k = 0; k < bytes.length; k += 7) yield bytes.subarray(k, k + 7); })())) streamed.push(r);
  assert.equal(streamed.map(shape), read.map(shape), `${name}: streamRecords`);
  const { rows } = validate('xiangqi/standard', 'comment-tags.pgn', bytes);
  assert.equal(rows.map((r) => [r.plies, r.illegal?.code ?? null]), read.map((r) => [r.moves.length, r.error?.code ?? null]), `${name}: the CLI`);
  return { read, rows };
}

// python-chess (pgn.py read_game) reads a "{" comment to its "}" whatever lines it holds; a
// comment never closed before the next game's tags is still that game's end (docs/RECORDS.md)
test('a "{" comment holding a line that opens with a tag pair, its "}" after it: the comment\'s words, read alike by readRecords, streamRecords and the CLI', async () => {
  for (const text of ['1. h3e3 {has\n[Foo "y"]} h10g8 *', '1. h3e3 {has\n[Foo "y"] line} h10g8 *']) {
    const { read } = await threeReadings(text, text);
    assert.equal(read.map((r) => [ucis(r), r.error]), [[['h3e3', 'h10g8'], undefined]], text);
    assert.is(read[0].moves[0].comment, text.slice(text.indexOf('{') + 1, text.indexOf('}')), text);
  }
  // an annotator's note quoting game 1's tags, after game 2's 10th move of the wxf.ca archive: wrapped
  // before the tag, or the tags on lines of their own
  const clean = fixture('wxfca-15-iccs.pgn').toString(), before = readRecords(clean);
  const game2 = clean.indexOf('[Event ', clean.indexOf('[Event ') + 1);
  const movetext = clean.indexOf('\n\n', game2) + 2;
  const tenth = [...clean.slice(movetext).matchAll(/\b[a-i]\d[a-i]\d\b/g)][9];
  const at = movetext + tenth.index + tenth[0].length;
  const { Event: event, Date: date } = before[0].tags;
  for (const note of [`compare the game\n[Event "${event}"] above`, `compare\n[Event "${event}"]\n[Date "${date}"]\n\nabove, which Red won`]) {
    const text = `${clean.slice(0, at)} {${note}}${clean.slice(at)}`;
    const { read, rows } = await threeReadings(text, note);
    assert.equal(read.map(ucis), before.map(ucis), note);
    assert.equal(read.map((r) => r.error), before.map((r) => r.error), note);
    assert.is(read[1].moves[9].comment, note);
    const added = note.split('\n').length - 1;
    assert.equal(rows.map((r) => r.line), linesOf(clean, /^\[Event /).map((l, i) => (i < 2 ? l : l + added)), note);
  }
});

test('a "{" never closed before the next game\'s tags: its game still ends there, when the "}" that comes later is a comment\'s of that game, or none comes', async () => {
  // xu-nie-1999.pgn's movetext opens with its own "{…}" on the line after its tags; liu-yang-1982-iccs.pgn holds none
  for (const name of ['xu-nie-1999.pgn', 'liu-yang-1982-iccs.pgn']) {
    const next = fixture(name).toString(), alone = readRecords(next);
    for (const gap of ['\n', '\n\n']) {
      const text = `[Event "a"]\n1. h2e2 h9g7 {unclosed comment${gap}${next}`;
      const { read, rows } = await threeReadings(text, name);
      assert.equal(read.map((r) => [ucis(r), r.error?.code]), [[['h3e3', 'h10g8'], 'record-syntax'], [ucis(alone[0]), undefined]], name);
      assert.equal([read[1].tags, read[1].moves.map((m) => m.comment)], [alone[0].tags, alone[0].moves.map((m) => m.comment)], name);
      assert.equal(rows.map((r) => r.line), [1, 2 + gap.length], name);
    }
  }
  // a "}" with no "{" before it on the first line of the next game's moves (that game's own damage):
  // a line opening with a move number is no comment's
  const liu = fixture('liu-yang-1982-iccs.pgn').toString(), first = liu.search(/^1\./m), eol = liu.indexOf('\n', first);
  const { read } = await threeReadings(`[Event "a"]\n1. h2e2 h9g7 {unclosed comment\n${liu.slice(0, eol)} }${liu.slice(eol)}`, 'a stray "}"');
  assert.equal(read.map((r) => [r.tags, r.error?.code === 'record-syntax' && r.moves.length]), [[{ Event: 'a' }, 2], [readRecords(liu)[0].tags, false]]);
});

test('a "}" that no "{" opened, after Red\'s first move on a line of move 1: the CLI and streamRecords read the game as readRecords does (the splitter had looped for ever)', async () => {
  for (const [text, moves] of [['1. h2e2 }\n', ['h3e3']], ['[Event "a"]\n1. h2e2 } h9g7 *\n', ['h3e3', 'h10g8']]]) {
    const file = join(TMP, 'stray-close.pgn');
    writeFileSync(file, text);
    const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file, '--json', '--jobs', '1'], { encoding: 'utf8', timeout: 30000 });
    assert.is(r.signal, null, `${JSON.stringify(text)}: the CLI ended`);
    const read = readRecords(text);
    assert.equal(read.map((g) => [ucis(g), g.error]), [[moves, undefined]], text);
    assert.equal(r.stdout.split('\n').filter(Boolean).slice(0, -1).map((l) => JSON.parse(l)).map((row) => [row.status, row.plies]), [['valid', moves.length]], text);
    const streamed = [];
    for await (const g of streamRecords([Buffer.from(text)])) streamed.push(g);
    assert.equal(streamed.map(ucis), [moves], text);
  }
});

test('a file cut inside a tag line: the tail is a record-syntax error that says so, not a game whose move is the tag\'s name', () => {
  // the wxf.ca archive cut inside game 3's tags, as a download that stopped there leaves it
  const clean = fixture('wxfca-15-iccs.pgn').toString();
  const third = clean.indexOf('[Event ', clean.indexOf('[Event ', clean.indexOf('[Event ') + 1) + 1);
  const before = readRecords(clean);
  for (const cut of [third + '[Event "'.length + 3, clean.indexOf('\n', third) + 5]) { // in a value; in the next tag's name
    const records = readRecords(clean.slice(0, cut));
    assert.is(records.length, 3);
    assert.equal(records.slice(0, 2).map(ucis), before.slice(0, 2).map(ucis));
    const tail = records[2];
    assert.equal([tail.moves.length, tail.error.code, tail.error.ply], [0, 'record-syntax', 0]);
    assert.equal(tail.error.text, clean.slice(clean.lastIndexOf('\n', cut - 1) + 1, cut));
    assert.match(tail.error.message, /^a tag line that is never closed, where the text ends: it may be cut off$/);
    // the CLI: the two games valid, the tail unreadable (exit 3), as it is no game
    const { code, rows } = validate('xiangqi/standard', 'cut-tag.pgn', clean.slice(0, cut));
    assert.equal([code, rows.map((r) => r.status)], [3, ['valid', 'valid', 'unreadable']]);
  }
  // a tag line never closed inside a file: its game's problem, the games after it whole
  const broken = clean.replace(/\[Black "([^"\n]*)"\]/, '[Black "$1');
  const records = readRecords(broken);
  assert.is(records.length, 15);
  assert.is(records[0].error.code, 'record-syntax');
  assert.match(records[0].error.message, /^a tag line that is never closed$/);
  assert.is(records[0].error.ply, 0, 'a problem of the header: ply 0, whatever moves follow (README)');
  assert.equal(records.slice(1).map(ucis), before.slice(1).map(ucis));
  // a value cut by a line break and closed on the next line, as hbsxcjp/cchess_c's old .pgn_zh
  // files write a length byte 10 into it ([TitleA "⏎四量拨千斤"]): the tag, its value joined
  for (const eol of ['\n', '\r\n']) {
    const split = clean.replace(/\[Black "([^"\n]*)"\]\n/, `[Black "${eol}$1"]${eol}`);
    const read = readRecords(split);
    assert.equal([read.length, read[0].tags.Black, read[0].error], [15, before[0].tags.Black, undefined], JSON.stringify(eol));
    assert.equal(read.map(ucis), before.map(ucis));
  }
});

test('a tag value a line break cut, with tags after it: the CLI and streamRecords read its game whole, as readRecords does', async () => {
  // hbsxcjp/cchess's 01.pgn_iccs (GBK, CRLF) has [TitleA "⏎四量拨千斤"] above [Version "10"]:
  // the splitter read the value's second line as moves, and the tag line after it started
  // another game, without the first's tags. Here game 1's first tag so broken, its value with
  // characters whose second GBK byte is '[' and ']' (嶽 8E 5B, 廬 8F 5D), 14 master games after it
  const clean = fixture('wxfca-15-chinese.pgn').toString();
  const before = readRecords(clean);
  for (const eol of ['\n', '\r\n']) {
    const text = clean.replace(/\n/g, eol).replace(/^\[Event "([^"\r\n]*)"\]/, `[Event "${eol}嶽廬$1"]`);
    for (const [encoding, bytes] of [['UTF-8', Buffer.from(text)], ['GBK', iconv(text, 'GBK')]]) {
      const what = `${JSON.stringify(eol)} ${encoding}`;
      const read = readRecords(bytes);
      assert.equal([read.length, read[0].tags.Event, read[0].error], [15, `嶽廬${before[0].tags.Event}`, undefined], what);
      assert.equal(read.map(ucis), before.map(ucis), what);
      const { rows } = validate('xiangqi/standard', 'broken-value.pgn', bytes);
      assert.equal(rows.map((r) => [r.line, r.status, r.plies]), linesOf(text, /^\[Event /).map((line, i) => [line, 'valid', before[i].moves.length]), what);
      const streamed = [];
      for await (const r of streamRecords((function* () { for (let k = 0; k < bytes.length; k += 7) yield bytes.subarray(k, k + 7); })())) streamed.push(r);
      assert.equal(streamed.map((r) => [r.tags.Event, ucis(r)]), read.map((r) => [r.tags.Event, ucis(r)]), what);
    }
  }
});

test('one byte that does not decode fails its own game only, naming its offset in the file and the file\'s encoding', () => {
  // GB18030 (iconv) of 15 master games; a lead byte without its trail byte before move 3 of game 7
  const gb = iconv(fixture('wxfca-15-chinese.pgn'), 'GB18030');
  const game7 = linesOf(gb.toString('latin1'), /^\[Event /)[6];
  const lineStart = gb.toString('latin1').split('\n').slice(0, game7 - 1).join('\n').length + 1;
  const at = gb.indexOf(Buffer.from(' 3.'), lineStart);
  const bad = Buffer.concat([gb.subarray(0, at), Buffer.from([0xc9]), gb.subarray(at)]);
  const before = readRecords(gb), after = readRecords(bad);
  assert.is(after.length, 15);
  for (let i = 0; i < 15; i++) if (i !== 6) assert.equal(ucis(after[i]), ucis(before[i]), `game ${i + 1}`);
  assert.equal([after[6].error.code, after[6].error.offset, after[6].error.encoding], ['undecodable', at, 'gb18030']);
  assert.match(after[6].error.message, new RegExp(`offset ${at}\\b.*gb18030`));
  assert.equal(after[6].tags.Event, before[6].tags.Event);
  const { rows } = validate('xiangqi/standard', 'bad-byte.pgn', bad);
  assert.equal(rows.map((r) => r.line), linesOf(gb.toString('latin1'), /^\[Event /));
  assert.equal([rows[6].status, rows[6].error.code], ['unreadable', 'undecodable']);
  assert.match(rows[6].error.message, new RegExp(`offset ${at}\\b.*gb18030`));
  assert.equal(rows.filter((r) => r.status !== 'unreadable').length, 14);

  // CP949 (iconv) of two games of a Korean archive; a lead byte without its trail in the first
  const kr = iconv(fixture('janggi-dot-com-2.gib'), 'CP949');
  const cut = kr.indexOf(Buffer.from(' 2.'));
  const krBad = Buffer.concat([kr.subarray(0, cut), Buffer.from([0xb0]), kr.subarray(cut)]);
  const [one, two] = readRecords(krBad), [, cleanTwo] = readRecords(kr);
  assert.equal([one.error.code, one.error.offset, one.error.encoding], ['undecodable', cut, 'euc-kr']);
  assert.equal([ucis(two), two.error], [ucis(cleanTwo), cleanTwo.error]);
});

test('encoding names the README gives are accepted: CP949 (TextDecoder knows it as windows-949), GBK, GB18030', () => {
  const gib = fixture('janggi-dot-com-2.gib');
  const cp949 = iconv(gib, 'CP949');
  const detected = readRecords(cp949).map(ucis);
  for (const name of ['cp949', 'CP949', 'euc-kr']) assert.equal(readRecords(cp949, { encoding: name }).map(ucis), detected, name);
  const chinese = fixture('qianli-duxing.pgn');
  for (const [name, to] of [['gbk', 'GBK'], ['GB18030', 'GB18030']]) {
    assert.equal(readRecords(iconv(chinese, to), { encoding: name }).map(ucis), readRecords(chinese).map(ucis), name);
  }
});

// One stray byte in a Korean archive fails its own game only: GB18030 decodes almost any bytes,
// so "a reading that decodes every byte wins" read the whole CP949 file as Chinese nonsense.
test('a CP949 GIB file with one stray byte: that game fails at the byte, the other reads, in readRecords and the CLI', () => {
  const korean = iconv(fixture('janggi-dot-com-2.gib'), 'CP949'); // two games from janggi.com
  const at = korean.indexOf('\n[', korean.indexOf('\n\n1.')) + 1; // the second game's first tag line
  for (const stray of [[0x80], [0x20, 0x80]]) {
    const bytes = Buffer.concat([korean.subarray(0, at), Buffer.from(stray), korean.subarray(at)]);
    const offset = at + stray.length - 1;
    assert.is(detectEncoding(bytes), 'euc-kr');
    const records = readRecords(bytes);
    assert.equal(records.map((r) => [r.tags['대회명'] ?? null, r.error?.code ?? null, r.error?.offset ?? null]),
      [['친선대국', null, null], ['신65-66', 'undecodable', offset]]);
    assert.is(records[0].moves.length, readRecords(fixture('janggi-dot-com-2.gib'))[0].moves.length);
    const file = join(TMP, 'stray.gib');
    writeFileSync(file, bytes);
    const cli = spawnSync(process.execPath, [CLI, 'validate', 'janggi/standard', file, '--json', '--jobs', '1'], { encoding: 'utf8' });
    const rows = cli.stdout.split('\n').filter(Boolean).map(JSON.parse).filter((r) => !r.summary);
    assert.equal(rows.map((r) => r.status), ['valid', 'unreadable']);
    assert.match(rows[1].error.message, `offset ${offset}`);
  }
});

// A Korean line read up to its first unreadable byte: the text before it must read (the line's
// mark goes there). decodeCp949 named a later out-of-range byte first, past a pair the platform
// refuses (A5 BC), and the reading of the part before it threw out of readRecords (an XQF comment).
test('decodeCp949 names the first byte it cannot read, as the platform\'s decoder finds it', async () => {
  const { decodeCp949 } = await import('../../bindings/records/cp949.js');
  const fatal = new TextDecoder('euc-kr', { fatal: true });
  const reads = (b) => { try { fatal.decode(b); return true; } catch { return false; } };
  const line = Uint8Array.from([0xb0, 0xa1, 0x41, 0xa5, 0xbc, 0xb3, 0xaa, 0x80, 0x42]); // 가 A <A5 BC> 나 <80> B
  const first = [...line.keys()].find((i) => reads(line.subarray(0, i)) && !reads(line.subarray(0, i + 1)) && !reads(line.subarray(0, i + 2)));
  assert.is(first, 3);
  let thrown = null;
  try { decodeCp949(line); } catch (e) { thrown = e; }
  assert.equal(thrown, { offset: first });
  assert.is(decodeCp949(line.subarray(0, first)), '가A');
});

// The encoding detector tries every Chinese and Korean file as UTF-8 and as CP949 first; bytes
// that cannot be either are told so by their shape (bytes.js isUtf8, cp949.js cp949Shaped)
// without a decoder's throw. The shape must refuse nothing the decoding reads: random bytes,
// most of them the edges of the two encodings' ranges, read or refused alike by both.
test('tryStrict refuses by shape only bytes the decoders refuse (UTF-8: the platform\'s; CP949: decodeKorean)', async () => {
  const { tryStrict, decodeStrict } = await import('../../bindings/records/text-decoders.js');
  const fatal = new TextDecoder('utf-8', { fatal: true });
  const reading = (read) => { try { return read(); } catch { return null; } };
  let seed = 0x2545f491;
  const rand = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) / 2 ** 32; };
  const edges = [0x20, 0x40, 0x41, 0x5a, 0x5b, 0x61, 0x7a, 0x7b, 0x80, 0x81, 0x9f, 0xa0, 0xa1, 0xbf, 0xc2, 0xc6, 0xc7, 0xe0, 0xed, 0xf0, 0xf4, 0xfe, 0xff];
  const read = { 'utf-8': 0, 'euc-kr': 0 };
  for (let n = 0; n < 50_000; n++) {
    const bytes = Uint8Array.from({ length: 1 + Math.floor(rand() * 6) }, () => (rand() < 0.6 ? edges[Math.floor(rand() * edges.length)] : Math.floor(rand() * 256)));
    const utf8 = reading(() => fatal.decode(bytes));
    assert.is(tryStrict(bytes, 'utf-8'), utf8, `UTF-8 ${[...bytes]}`);
    const korean = reading(() => decodeStrict(bytes, 'euc-kr'));
    assert.is(tryStrict(bytes, 'euc-kr'), korean, `CP949 ${[...bytes]}`);
    if (utf8 !== null) read['utf-8']++;
    if (korean !== null) read['euc-kr']++;
  }
  assert.ok(read['utf-8'] > 5000 && read['euc-kr'] > 10_000, JSON.stringify(read)); // both sides of each check
});

test.after(() => rmSync(TMP, { recursive: true, force: true }));

// A file that decodes whole in one encoding is read in it, however few characters of its script
// it holds: a lossy reading in another (CP949's syllables from GB18030's bytes) must not win.
test('a GB18030 file of ICCS moves and a few Chinese tags is read as GB18030', () => {
  const text = '[Game "Chinese Chess"]\n[Event "公开赛"]\n[Red "何老"]\n[Black "付器"]\n[Format "ICCS"]\n[Result "1-0"]\n'
    + '1. h2e2 h9g7 2. h0g2 {這步好} i9h9 1-0\n';
  const [r] = readRecords(iconv(text, 'GB18030'));
  assert.equal([r.error, r.tags.Event, r.tags.Red, r.moves.length, r.moves[2].comment], [undefined, '公开赛', '何老', 4, '這步好']);
});

// Lines that end with CR alone (old Mac files): each game's undecodable byte fails that game.
test('CR-only line ends: each game holding an undecodable byte fails, the others read', () => {
  const game = (event) => iconv(`[Game "Chinese Chess"]\r[Event "${event}"]\r[Result "1-0"]\r1. 炮二平五 马8进7 2. 马二进三 车9平8 1-0\r\r`, 'GB18030');
  const bad = (bytes) => { const b = Buffer.from(bytes); b[b.indexOf('[Event "') + 8] = 0xff; return b; };
  const records = readRecords(Buffer.concat([bad(game('A象棋')), bad(game('B象棋')), game('C象棋')]));
  assert.equal(records.map((r) => [r.error?.code ?? null, r.moves.length]), [['undecodable', 0], ['undecodable', 0], [null, 4]]);
});


// The CLI tells a file's encoding from its first whole lines that are not ASCII: a 64 KiB chunk
// whose only non-ASCII bytes are on its cut last line tells nothing yet (it was taken for UTF-8,
// and the GB18030 games after it were unreadable; readRecords reads them).
test('a file whose first non-ASCII byte lies on the first chunk\'s cut last line: the CLI reads its games as readRecords does', () => {
  const ascii = '[Game "Chinese Chess"]\n[Format "ICCS"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n\n';
  let head = '';
  while (head.length + ascii.length < 65536 - 20) head += ascii;
  head += ' '.repeat(65536 - 10 - head.length); // the first Chinese byte at ~65530, past the last newline
  const chinese = '[Event "象棋"]\n1. 炮二平五 马8进7 2. 马二进三 车9平8 *\n\n';
  const bytes = Buffer.concat([Buffer.from(head), iconv(chinese, 'GB18030'), iconv(`[Game "Chinese Chess"]\n${chinese}`, 'GB18030')]);
  const read = readRecords(bytes);
  assert.ok(read.every((r) => !r.error), 'readRecords reads every game');
  const { rows } = validate('xiangqi/standard', 'chunk-cut.pgn', bytes);
  assert.equal([rows.length, rows.filter((r) => r.status === 'valid').length], [read.length, read.length]);
});

// Bytes that do not decode at the very start of a game's first tag line are that game's: the
// line is its (its tags follow on it), so the game fails naming the bytes, and the game before,
// whose moves ended a line earlier, is read whole. (They were read as a move of the game before,
// or as a game of their own, with the error on that one.)
test('an undecodable byte at the start of a game\'s first tag line fails that game, at its offset, in readRecords and the CLI', () => {
  const gb = iconv(fixture('wxfca-15-chinese.pgn'), 'GB18030'); // 15 games, no result tokens: a game ends at the next tags
  const events = linesOf(gb.toString('latin1'), /^\[Event /);
  const clean = readRecords(gb);
  for (const junk of [[0xff], [0x81, 0x30]]) { // not GB18030: a byte it never has, a four-byte code cut after two
    const at = gb.toString('latin1').split('\n').slice(0, events[6] - 1).join('\n').length + 1; // game 7's first line
    const bad = Buffer.concat([gb.subarray(0, at), Buffer.from(junk), gb.subarray(at)]);
    const read = readRecords(bad);
    assert.is(read.length, 15, `${junk}: 15 games`);
    for (let i = 0; i < 15; i++) if (i !== 6) assert.equal([ucis(read[i]), read[i].error], [ucis(clean[i]), clean[i].error], `${junk}: game ${i + 1}`);
    assert.equal([read[6].error?.code, read[6].error?.offset, read[6].tags.Red], ['undecodable', at, clean[6].tags.Red]);
    const { rows } = validate('xiangqi/standard', 'bad-first-line.pgn', bad);
    assert.equal(rows.map((r) => r.line), events, `${junk}: the CLI's games start on the Event lines`);
    assert.equal([rows[6].status, rows[6].error?.code], ['unreadable', 'undecodable']);
    assert.match(rows[6].error.message, new RegExp(`offset ${at} .*gb18030`));
    assert.equal(rows.filter((_, i) => i !== 6).map((r) => r.plies), clean.filter((_, i) => i !== 6).map((r) => r.moves.length));
  }
  // a Korean archive (CP949, GIB's layout): a lead byte and a digit, no CP949 (nor GB18030)
  // code, before the second game's first tag
  const kr = iconv(fixture('janggi-dot-com-2.gib'), 'CP949');
  const at = kr.indexOf(Buffer.from('\n['), kr.indexOf(Buffer.from('\n\n1.'))) + 1;
  const bad = Buffer.concat([kr.subarray(0, at), Buffer.from([0xc9, 0x30]), kr.subarray(at)]);
  const [one, two] = readRecords(kr), read = readRecords(bad);
  assert.equal(read.map((r) => [r.tags['대회명'], r.moves.length, r.error?.code, r.error?.offset]),
    [[one.tags['대회명'], one.moves.length, undefined, undefined], [two.tags['대회명'], 0, 'undecodable', at]]);
  const { rows } = validate('janggi/standard', 'bad-first-line.gib', bad);
  assert.equal(rows.map((r) => [r.line, r.status, r.plies ?? null]), [[1, 'valid', one.moves.length], [linesOf(kr.toString('latin1'), /^\[/)[10], 'unreadable', null]]);
  assert.match(rows[1].error.message, new RegExp(`offset ${at} .*euc-kr`));
});

// A tag line is one game's whatever bytes in it do not decode: one that breaks its tag ([Event
// <bad>"..."], a damaged line at the start of the game's second tag line) leaves the game whole,
// failing with the offset of the bytes; it was cut in two at that line (the words of the broken
// tag read as moves, the tags after them as the next game).
test('an undecodable byte inside a PGN tag line: one game, failing with its offset; the others unaffected', () => {
  const gb = iconv(fixture('wxfca-15-chinese.pgn'), 'GB18030');
  const text = gb.toString('latin1');
  const events = linesOf(text, /^\[Event /);
  const clean = readRecords(gb);
  const game7 = text.split('\n').slice(0, events[6] - 1).join('\n').length + 1;
  const places = [
    ['before the value\'s quote', gb.indexOf(Buffer.from('"'), game7), [0xff]],
    ['inside the tag name', game7 + 3, [0xff]],
    ['before the "[" of the second tag line', gb.indexOf(Buffer.from('\n['), game7) + 1, [0x81, 0x30]],
    ['before the "[" of the third tag line', gb.indexOf(Buffer.from('\n['), gb.indexOf(Buffer.from('\n['), game7) + 1) + 1, [0xff]],
  ];
  for (const [where, at, junk] of places) {
    const bad = Buffer.concat([gb.subarray(0, at), Buffer.from(junk), gb.subarray(at)]);
    const read = readRecords(bad);
    assert.is(read.length, 15, `${where}: 15 games`);
    for (let i = 0; i < 15; i++) if (i !== 6) assert.equal([ucis(read[i]), read[i].error], [ucis(clean[i]), clean[i].error], `${where}: game ${i + 1}`);
    assert.equal([read[6].error?.code, read[6].error?.offset, read[6].moves.length], ['undecodable', at, 0], where);
    const { rows } = validate('xiangqi/standard', 'bad-tag-line.pgn', bad);
    assert.equal(rows.map((r) => r.line), events, `${where}: the CLI's games start on the Event lines`);
    assert.equal([rows[6].status, rows[6].error?.code], ['unreadable', 'undecodable'], where);
    assert.match(rows[6].error.message, new RegExp(`offset ${at} `), where);
  }
});

// XQ Wizard (xqbase.com) ends a game with a "=====" line and its site's notice, free text to the
// next game's tags: a "{" there opens no comment (it went onto the game's last move, or, never
// closed, failed the game), and a "[" line that is no tag pair starts no game (the CLI read one
// as a game of its own). The truth: two copies of an xqbase.com file, each its 25 moves and no more.
test('text after XQ Wizard\'s "=====" trailer holding "{" or a "[" line: readRecords and the CLI find the same games, each as published', () => {
  const one = fixture('cchess/xqbase-test.pgn'); // GB18030, as published: 25 moves, "=====" and the notice
  const notice = new TextDecoder('gb18030').decode(one).split(/\n=+\r?\n/)[1];
  assert.match(notice, /xqbase\.com/);
  const lines = (bytes) => bytes.toString('latin1').split('\n').length;
  for (const extra of ['{象棋巫师} 推荐\n', '推荐用 {象棋巫师\n', '[象棋巫师]\n', '[www.xqbase.com]\n推荐用象棋巫师观赏棋谱\n', '}\n']) {
    const bytes = Buffer.concat([one, iconv(extra, 'GB18030'), one]);
    const read = readRecords(bytes);
    assert.equal(read.map((r) => [r.moves.length, r.error, r.moves.filter((m) => m.comment).length]), [[25, undefined, 0], [25, undefined, 0]], extra);
    assert.equal(ucis(read[1]), ucis(read[0]));
    const { code, rows } = validate('xiangqi/standard', 'xqbase-notice.pgn', bytes);
    assert.is(code, 0, extra);
    const second = lines(Buffer.concat([one, iconv(extra, 'GB18030')])); // the line the second copy's [Game tag is on
    assert.equal(rows.map((r) => [r.line, r.status, r.plies]), [[1, 'valid', 25], [second, 'valid', 25]], extra);
  }
});

// The CLI tells a file's encoding as readRecords does, from all of it: a file whose first 64 KiB
// read as CP949 (GB18030 bytes of Chinese that CP949 reads as 승국무, in games of ICCS moves)
// and whose later games show it GB18030 (Chinese moves, and a 0x80, the euro sign as GBK writes
// it, which CP949 does not have). The CLI took the encoding from its first chunk that was not
// ASCII, and its Chinese-move games came out as CP949 nonsense.
test('encoding: the CLI reads a file, and stdin, in the encoding readRecords tells from the whole (a first chunk that reads as another)', () => {
  const disguised = new TextDecoder('gb18030').decode(iconv('승국무', 'CP949')); // hanzi whose GB18030 bytes are CP949's 승국무
  const iccs = `[Game "Chinese Chess"]\n[Event "${disguised}"]\n[Format "ICCS"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n\n`;
  // later games' events are 40 '€' each, one byte GB18030 reads and CP949 cannot: the whole file is GB18030
  const chinese = `[Game "Chinese Chess"]\n[Event "${'EURO'.repeat(40)}"]\n1. 炮二平五 马8进7 2. 马二进三 车9平8 *\n\n`;
  const gb = iconv(iccs.repeat(Math.ceil(70000 / iccs.length)) + chinese.repeat(3), 'GB18030');
  const bytes = Buffer.from(gb.toString('latin1').replaceAll('EURO', '\x80'), 'latin1');
  const firstLines = bytes.subarray(0, bytes.lastIndexOf(10, 65536) + 1);
  assert.equal([detectEncoding(firstLines), detectEncoding(bytes)], ['euc-kr', 'gb18030'], 'the first chunk alone reads as CP949');
  const read = readRecords(bytes);
  assert.equal(read.slice(-3).map((r) => [r.tags.Event, r.moves.length, r.error]), Array(3).fill(['€'.repeat(40), 4, undefined]));
  assert.ok(read.every((r) => !r.error && r.moves.length === 4 && /^(€{40}|铰惫公)$/.test(r.tags.Event)));
  const { rows } = validate('xiangqi/standard', 'first-chunk.pgn', bytes);
  assert.equal(rows.map((r) => [r.status, r.plies]), read.map(() => ['valid', 4]));
  const file = join(TMP, 'first-chunk.pgn');
  const piped = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', '-', '--json', '--jobs', '1'], { input: bytes, encoding: 'utf8' });
  const pipedRows = piped.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((r) => !r.summary);
  assert.equal(pipedRows.map((r) => [r.line, r.status, r.plies]), rows.map((r) => [r.line, r.status, r.plies]), `stdin as ${file}`);
});

// A reading's undecodable bytes are counted alike whole and in pieces: a piece that read strictly
// (the CLI's first 64 KiB, with a GB18030 user-defined code, U+E000) had its private-use
// characters left uncounted, which the whole file's lossy reading (a stray 0xFF later) counts; the
// CLI took GB18030 where readRecords took EUC-KR.
test('encoding: a strict first piece counts what the whole reading counts (the CLI and readRecords agree)', () => {
  const head = Buffer.from([...Buffer.from('[Event "a"]\n'), 0xaa, 0xa1, 0xc1, 0xb9, 0x0a]); // U+E000 in GB18030, 졸 in CP949
  const moves = Buffer.from(Array(20).fill([0xc5, 0xda, 0xb6, 0xfe, 0xc6, 0xbd, 0xce, 0xe5, 0x20]).flat()); // 炮二平五
  const bytes = Buffer.concat([head, Buffer.from(`{${'x'.repeat(70000)}}\n`), moves, Buffer.from([0x0a, 0xff, 0x0a])]);
  const pieces = new EncodingDetector();
  for (let at = 0; at < bytes.length; at += 65536) pieces.push(bytes.subarray(at, at + 65536));
  const whole = detectEncoding(bytes);
  assert.is(pieces.end(), whole);
  const { rows } = validate('xiangqi/standard', 'pua-first.pgn', bytes);
  assert.equal(rows.map((r) => r.error?.message ?? null), readRecords(bytes).map((r) => r.error?.code === 'undecodable' ? r.error.message : null));
});

// The CLI reads a file into one buffer, overwritten by each read: what the detector keeps of a
// piece (its tail after the last space or newline, a character may go on in the next piece) must
// be a copy. A Buffer's slice() is a view: the tail kept was the next read's bytes.
test('encoding: the detector keeps a copy of a piece\'s tail, whose buffer the next read overwrites', () => {
  const korean = iconv('한수쉼장군한수쉼장군초차림', 'CP949'), chinese = iconv('炮二平五马八进七车九平八', 'GBK');
  const pieces = [Buffer.concat([Buffer.from('[Event "a"]\n'), korean]), Buffer.concat([chinese, Buffer.from('\n')])];
  const buffer = Buffer.alloc(64);
  const detector = new EncodingDetector();
  for (const piece of pieces) {
    buffer.fill(0x20);
    piece.copy(buffer);
    detector.push(buffer.subarray(0, piece.length)); // a view of the one buffer, as the CLI's reads are
  }
  assert.is(detectEncoding(Buffer.concat(pieces)), 'euc-kr');
  assert.is(detector.end(), 'euc-kr');
});

// Node's EUC-KR reads CP949's added syllables (똠, 뷁) as C1 controls: the lossy reading of a
// CP949 file with one stray byte counted each as a byte it could not read, and twenty of them in a
// nickname handed the whole file to GB18030 (no xiangqi character in it).
test('encoding: a CP949 GIB file with added syllables and one stray byte is still CP949', () => {
  const korean = Buffer.concat([iconv(`[별명 "${'똠뷁'.repeat(10)}"]\n`, 'CP949'), iconv(fixture('janggi-dot-com-2.gib'), 'CP949'), Buffer.from([0x80, 0x0a])]);
  assert.is(detectEncoding(korean), 'euc-kr');
  const records = readRecords(korean);
  assert.is(records[0].tags['별명'], '똠뷁'.repeat(10));
  assert.ok(records[0].moves.length > 0);
});

// Thai programs save makruk records in windows-874 (TIS-620), which toRecord writes: read back,
// its bytes were told to be Big5 and refused as undecodable. Written here by glibc's iconv (the
// truth: another writer): PlayOK's game 87922081 in Thai moves (its [Variant] says makruk), and a
// Thai blog's post (bloggang.com, tests/records/README.md) whose text says makruk nowhere.
test('encoding: Thai records in windows-874 (TIS-620) are told so and read as their UTF-8 text reads', async () => {
  const playok = Game.fromRecord(readRecords(fixture('playok-makruk-87922081.pgn'))[0]).toRecord({ notation: 'thai' });
  const post = `[Variant "makruk"]\n[FEN "8/8/8/8/6M~1/5S2/5K1k/8 w - - 0 1"]\n\n${fixture('bloggang-upanigkit-2011-11-02.txt')}`;
  const bare = fixture('bloggang-upanigkit-2011-11-02.txt').toString();
  // SAN moves, Thai only in a tag (the board's download in windows-874 with its default notation):
  // no Thai digit to count, the [Variant "makruk"] tag says Thai
  const title = bare.split('\n')[0];
  const san = Game.fromRecord(readRecords(fixture('playok-makruk-87922081.pgn'))[0]).toRecord({ tags: { Event: title } });
  const reading = (records) => records.map((r) => [r.moves.map((m) => m.uci).join(' '), r.comment ?? null, r.result, r.error?.code ?? null]);
  assert.ok(/\[Variant "makruk"\]/i.test(san) && !/[๑-๘]/.test(san), san.slice(0, 200));
  for (const [name, text] of [['playok', playok], ['post', post], ['bare', bare], ['san', san]]) {
    const bytes = iconv(text, 'TIS-620');
    assert.is(detectEncoding(bytes), 'windows-874', name);
    assert.equal(reading(readRecords(bytes)), reading(readRecords(text)), name);
    const streamed = [];
    for await (const record of streamRecords(new Blob([bytes]).stream())) streamed.push(record);
    assert.equal(reading(streamed), reading(readRecords(text)), `${name} streamed`);
  }
  const { rows } = validate('makruk/standard', 'playok-thai.pgn', iconv(playok, 'TIS-620'));
  assert.equal(rows.map((r) => [r.status, r.plies]), [['valid', 85]]);
  // while Chinese and Korean read as Thai misspell it (a vowel or mark on no consonant), and a
  // name or two alone hold too few of its digits by chance: they stay what they are
  assert.is(detectEncoding(iconv('[Red "许银川"]\n[Black "吕钦"]\n\n1. h2e2 h9g7 *\n', 'GBK')), 'gb18030');
  assert.is(detectEncoding(iconv('[초대국자 "하여명"]\n\n1. 02마83\n', 'CP949')), 'euc-kr');
});

// A "{" inside a { } comment is its text (readRecords ends the comment at its first "}", and
// toRecord now writes a typed "{" as it is): the splitter counted it as a nested comment, still
// open after the "}", so the result after it ended no game, and the next game was read with it
// and reported at its line.
test('a "{" inside a comment: the CLI splits the games where readRecords does, each at its line', () => {
  const text = '1. h2e2 {a { b} h9g7 1-0\n1. h2e2 h9g7 0-1\n';
  assert.equal(readRecords(text).map((r) => [r.moves.length, r.result]), [[2, '1-0'], [2, '0-1']]);
  const { rows } = validate('xiangqi/standard', 'brace-in-comment.pgn', Buffer.from(text));
  assert.equal(rows.map((r) => [r.line, r.status, r.plies]), [[1, 'valid', 2], [2, 'valid', 2]]);
});

// The CLI stops where a file's bytes are binary data (binary-input: more NULs than padding, or
// control bytes beyond readRecords' share), and tells the encoding from the bytes it reads: it
// read a whole regular file through for its encoding first, so a binary file (an image, UTF-16
// without a BOM) under a record's name took as long as its size allowed (60 MB of random bytes:
// 24 s, where the first chunk's NUL had stopped it at once).
test('a binary file under a record name: the CLI stops at its binary data without reading the rest for its encoding', () => {
  const file = join(TMP, 'binary.pgn');
  writeFileSync(file, Buffer.concat([Buffer.from('[Event "'), iconv('炮二平五', 'GB18030'), Buffer.from('"]\n\0')]));
  truncateSync(file, 2 ** 32); // 4 GiB, sparse: read through, minutes
  const started = Date.now();
  const r = spawnSync(process.execPath, [CLI, 'validate', 'xiangqi/standard', file, '--json', '--jobs', '1'], { encoding: 'utf8', timeout: 60000 });
  rmSync(file);
  const rows = r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((row) => !row.summary);
  assert.equal(rows.map((row) => row.error?.code ?? row.status), ['valid', 'binary-input']); // the tags before it, then the NUL
  assert.ok(Date.now() - started < 20000, `${Date.now() - started} ms`);
});

// readRecords (and so the analysis board's file open) read bytes that are no record as text: 5 MB
// of random bytes (what compressed data, a photo, looks like) gave ~600 garbled "games" after
// 5 s, the start of a program hundreds more. Bytes with control bytes such as NUL beyond a small
// share are refused before decoding, with the CLI's code for a NUL byte (binary-input).
test('binary data given to readRecords as bytes: one binary-input RecordError, at once, as the CLI says it', () => {
  const lcg = new Uint8Array(5 << 20);
  for (let i = 0, x = 1; i < lcg.length; i++) { x = (x * 1103515245 + 12345) >>> 0; lcg[i] = x >>> 24; }
  let program = Buffer.alloc(1 << 20); // the start of the node binary running this test (ELF, Mach-O or PE)
  const fd = openSync(process.execPath, 'r');
  program = program.subarray(0, readSync(fd, program, 0, program.length, 0));
  closeSync(fd);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(17)]);
  const gzip = gzipSync(fixture('xu-nie-1999.pgn'));
  for (const [name, bytes] of [['random bytes', lcg], ['a program', program], ['a PNG', png], ['a gzip file', gzip], ['an ArrayBuffer', lcg.buffer.slice(0, 4096)]]) {
    const started = Date.now();
    let error = null;
    try {
      readRecords(bytes, { profile: 'xiangqi/standard' });
    } catch (e) {
      error = e;
    }
    assert.ok(error instanceof RecordError, `${name}: ${error ?? 'read as records'}`);
    assert.is(error.code, 'binary-input', name);
    assert.match(error.message, /^binary data, not text records/);
    assert.type(error.offset, 'number');
    assert.ok(Date.now() - started < 1000, `${name}: ${Date.now() - started} ms`);
  }
  // text stays text: a stray NUL or control byte in a record, a form feed, DOS's 0x1A, an ESC;
  // UTF-16, whose ASCII is half NULs, when a byte-order mark or the encoding says so; a string
  const pgn = fixture('xu-nie-1999.pgn');
  const games = (input, options) => readRecords(input, options).map((r) => [r.moves.length, r.error?.code]);
  const clean = games(pgn);
  assert.equal(games(Buffer.concat([pgn, Buffer.from('\n\0\x01\f\x1a\x1b')])), clean);
  // padded with NULs to a block (up to 1 MiB of them); a comment holding Word's vertical tabs (0x0B)
  const archive = fixture('wxfca-15-iccs.pgn');
  assert.equal(games(Buffer.concat([archive, Buffer.alloc(archive.length)])), games(archive));
  // the CLI reads the padded file as readRecords does (it had stopped at the first NUL: a record
  // more, binary-input, exit 3); a byte after the NULs makes them binary data there
  const rowsOf = (bytes) => validate('xiangqi/standard', 'padded.pgn', bytes).rows.map((r) => [r.plies ?? 0, r.error?.code]);
  const plain = rowsOf(archive);
  assert.equal(plain.length, games(archive).length);
  assert.equal(rowsOf(Buffer.concat([archive, Buffer.alloc(200000)])), plain);
  assert.equal(rowsOf(Buffer.concat([archive, Buffer.alloc(200000), Buffer.from('x')])), [...plain, [0, 'binary-input']]);
  // NULs alone pad no text, nor do more than 1 MiB of them: binary data in both (readRecords had
  // read no records from NULs alone, silently)
  assert.throws(() => readRecords(Buffer.alloc(100000)), (e) => e instanceof RecordError && e.code === 'binary-input' && e.offset === 0);
  assert.equal(rowsOf(Buffer.alloc(100000)), [[0, 'binary-input']]);
  assert.equal(rowsOf(Buffer.concat([archive, Buffer.alloc(1 << 20)])), plain);
  const overlong = Buffer.concat([archive, Buffer.alloc((1 << 20) + 1)]);
  assert.throws(() => readRecords(overlong), (e) => e.code === 'binary-input' && e.offset === archive.length);
  assert.equal(rowsOf(overlong), [...plain, [0, 'binary-input']]);
  const short = '[Event "a"]\n[Site "b"]\n1. h2e2 {the cannon\vto the centre\vas usual\v} h9g7 *\n';
  assert.equal(games(Buffer.from(short)), games(short));
  const utf16 = Buffer.from(pgn.toString('utf8'), 'utf16le');
  assert.equal(games(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16])), clean);
  assert.equal(games(utf16, { encoding: 'utf-16le' }), clean);
  assert.throws(() => readRecords(utf16), (e) => e.code === 'binary-input', 'UTF-16 with neither: binary, as the CLI says');
  assert.equal(games(pgn.toString('utf8') + '\0'.repeat(100)), clean); // a string is the caller's text
});

// BinaryCheck counts control bytes four at a time where no byte of a word is below 0x20; what it
// counts is the definition's, a byte at a time (README: C0 controls but tab, LF, FF, CR, ESC and
// 0x1A), at any alignment of the bytes in their buffer and with NULs closing them.
test('binary data: the control bytes counted are those of a byte-by-byte reading, at any alignment', () => {
  let seed = 5;
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  for (let t = 0; t < 3000; t++) {
    const n = Math.floor(rand() * 300), off = Math.floor(rand() * 4);
    const bytes = new Uint8Array(n + 8).subarray(off, off + n);
    for (let i = 0; i < n; i++) bytes[i] = rand() < 0.05 ? Math.floor(rand() * 32) : 32 + Math.floor(rand() * 224);
    if (rand() < 0.2) bytes.fill(0, Math.floor(rand() * n));
    let last = n - 1, controls = 0, first = -1;
    while (last >= 0 && bytes[last] === 0) last--;
    for (let i = 0; i <= last; i++) {
      if (bytes[i] < 0x20 && ![9, 10, 12, 13, 26, 27].includes(bytes[i])) { controls++; if (first < 0) first = i; }
    }
    const check = new BinaryCheck().push(bytes);
    assert.equal([check.controls, check.first, check.textEnd], [controls, first, last + 1], `case ${t}`);
  }
});

// The CLI had stopped at a file's first NUL byte (binary-input, exit 3), where readRecords and
// streamRecords read a stray NUL as a space: an archive with a few NULs between its games (a disk
// block's damage) lost every game after them in the CLI alone. It now reads them as readRecords
// does, and stops only at what readRecords refuses as binary data.
test('stray NULs between and inside the games of an archive: the CLI reads the games readRecords reads', () => {
  const archive = fixture('wxfca-15-iccs.pgn').toString('utf8');
  const damaged = Buffer.from(archive
    .replace(/\n\n\[Event /g, (m, at) => (at % 3 ? '\n\0\0\0\0\n[Event ' : '\n\0\n\0[Event ')) // NUL lines, and a NUL opening a tag line
    .replace(/ 3\. /g, ' 3.\0')); // one inside the moves of each game
  const games = (bytes) => readRecords(bytes).map((r) => [r.tags.Event, r.moves.length, r.error?.code ?? null]);
  const clean = games(Buffer.from(archive));
  assert.ok(clean.length > 10);
  assert.equal(games(damaged), clean);
  const { code, rows } = validate('xiangqi/standard', 'stray-nuls.pgn', damaged);
  assert.is(code, 0);
  assert.equal(rows.map((r) => r.plies), clean.map(([, plies]) => plies));
  assert.equal(rows.map((r) => r.line), linesOf(archive, /^\[Event /), 'each game at its own first line');
});

// A record file in UTF-16 without a byte-order mark (iconv's UTF-16LE and UTF-16BE write none) is
// refused, not guessed, like a .gz or .zip of records; the refusal had said "an image, an archive
// or a program" for all three. It now names what the bytes seem to be and what to do, in
// readRecords and the CLI; binary data that is none of them keeps the general words.
test('binary refusals name UTF-16 without a byte-order mark, gzip and zip data and images, and nothing for other binary bytes', () => {
  const pgn = fixture('xu-nie-1999.pgn'), chinese = fixture('wxfca-15-chinese.pgn'); // 一 (U+4E00) is 00 4E in UTF-16LE
  const zipped = join(TMP, 'records.zip');
  execFileSync('zip', ['-q', '-j', zipped, fileURLToPath(new URL('../records/xu-nie-1999.pgn', import.meta.url))]);
  const cases = [
    ['UTF-16LE', iconv(pgn, 'UTF-16LE'), /UTF-16LE text without a byte-order mark.*\{ encoding: 'utf-16le' \}/, /UTF-16LE text without a byte-order mark.*iconv -f UTF-16LE -t UTF-8/],
    ['UTF-16BE', iconv(chinese, 'UTF-16BE'), /UTF-16BE text without a byte-order mark.*\{ encoding: 'utf-16be' \}/, /iconv -f UTF-16BE/],
    ['Chinese UTF-16LE', iconv(chinese, 'UTF-16LE'), /UTF-16LE text without/, /UTF-16LE text without/],
    // mostly Chinese: 一, 退 and the full-width space end in 00 as ASCII does in the other order
    ['dpxq UTF-16LE', iconv(fixture('dpxq-tree-wang-wu-2023.txt'), 'UTF-16LE'), /\{ encoding: 'utf-16le' \}/, /iconv -f UTF-16LE/],
    ['dpxq UTF-16BE', iconv(fixture('dpxq-tree-xu-liu-2005.txt'), 'UTF-16BE'), /\{ encoding: 'utf-16be' \}/, /iconv -f UTF-16BE/],
    // any script: Vietnamese tags and comments (Vietnam plays xiangqi widely), Cyrillic
    ['Vietnamese UTF-16LE', iconv('[Event "Giải vô địch cờ tướng quốc gia"]\n[Red "Lại Lý Huynh"]\n[Black "Nguyễn Thành Bảo"]\n\n1. h3e3 {Pháo đầu, khai cuộc phổ biến nhất} h10g8 2. h1g3 *\n', 'UTF-16LE'), /\{ encoding: 'utf-16le' \}/, /iconv -f UTF-16LE/],
    ['Russian UTF-16BE', iconv('[Event "Чемпионат по сянци"]\n[Red "Иванов"]\n[Black "Петров"]\n\n1. h3e3 {центральная пушка} h10g8 *\n', 'UTF-16BE'), /\{ encoding: 'utf-16be' \}/, /iconv -f UTF-16BE/],
    ['a Chinese move line', iconv('炮二平五　马８进７　马二进三　车９平８　车一平二　马２进３　兵七进一　卒７进１　车二进六　炮８平９\n', 'UTF-16LE'), /\{ encoding: 'utf-16le' \}/, /iconv -f UTF-16LE/],
    ['gzip', gzipSync(pgn), /gzip-compressed data: decompress it first \(openRecordFiles does/, null], // the CLI reads it (below)
    ['zip', readFileSync(zipped), /a zip archive: extract its files first \(openRecordFiles does\)/, null], // the CLI reads it (below)
    // an image by its signature (PNG's first "line" had also been replayed as an illegal game)
    ['PNG', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(17)]), /a PNG image, not a game record/, /a PNG image/],
    ['JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), Buffer.from('JFIF\n'), Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 73 + 11) & 0xff))]), /a JPEG image, not a game record/, /a JPEG image/],
  ];
  for (const [name, bytes, api, cli] of cases) {
    assert.throws(() => readRecords(bytes), (e) => e.code === 'binary-input' && api.test(e.message), name);
    if (!cli) continue;
    const { rows } = validate('xiangqi/standard', `${name}.pgn`, bytes);
    assert.equal(rows.map((r) => r.error?.code), ['binary-input'], name);
    assert.match(rows[0].error.message, cli, name);
  }
  // the CLI reads a zip archive named on the command line as one, whatever its name, and gzip
  // data as the file it compresses (cli-archives.test.js): the same records as the file's own
  const inZip = validate('xiangqi/standard', 'zip.pgn', readFileSync(zipped)).rows;
  const gunzipped = validate('xiangqi/standard', 'gzip.pgn', gzipSync(pgn)).rows;
  const alone = validate('xiangqi/standard', 'xu-nie-1999.pgn', pgn).rows;
  assert.equal(inZip.map((r) => [r.source.endsWith('zip.pgn/xu-nie-1999.pgn'), r.status, r.plies]), alone.map((r) => [true, r.status, r.plies]));
  assert.equal(gunzipped.map((r) => [r.status, r.plies]), alone.map((r) => [r.status, r.plies]));
  // what they say is true: the encoding named reads the games
  for (const [, bytes] of cases.filter(([name]) => /UTF-16|line/.test(name))) {
    const encoding = /\{ encoding: '([^']+)' \}/.exec((() => { try { readRecords(bytes); } catch (e) { return e.message; } })())[1];
    const games = readRecords(bytes, { encoding });
    assert.ok(games.length && games.every((r) => !r.error && r.moves.length), encoding);
  }
  assert.equal(readRecords(iconv(chinese, 'UTF-16BE'), { encoding: 'utf-16be' }).map(ucis), readRecords(chinese).map(ucis));
  const lcg = new Uint8Array(1 << 16);
  for (let i = 0, x = 7; i < lcg.length; i++) { x = (x * 1103515245 + 12345) >>> 0; lcg[i] = x >>> 24; }
  // random bytes: nothing recognised, and nothing named; the CLI says what readRecords says
  let said = null;
  assert.throws(() => readRecords(lcg), (e) => e.code === 'binary-input' && /an image, an archive or a program/.test(said = e.message));
  const refusal = validate('xiangqi/standard', 'x.pgn', Buffer.from(lcg)).rows.find((r) => r.error?.code === 'binary-input');
  assert.is(refusal.error.message, `${said}; the rest of this input is skipped`);
});

// Tygem's .gib is a baduk (Go) record under the janggi GIB's extension: its "\HS" line had been
// read as an illegal janggi move (exit 1). The layout is the one GIB-to-SGF converters read: a
// \[GAME…=…\] header (between \HS and \HE from Tygem's server), moves as STO lines in \GS … \GE.
test('a Tygem baduk .gib: one record refused as [Variant "chess"] is (unknown-variant), in readRecords and the CLI', () => {
  const moves = Array.from({ length: 40 }, (_, i) => `STO 0 ${i + 2} ${1 + (i % 2)} ${i % 19} ${(i * 7) % 19}`);
  const header = ['\\[GAMEINFOMAIN=GBKIND:2,GTYPE:0,GRLT:0,ZIPSU:60,GONGJE:65,TCNT:40\\]', '\\[GAMEBLACKNAME=이세돌 (9D)\\]',
    '\\[GAMEWHITENAME=abc (9D)\\]', '\\[GAMETAG=S1,R3,D5,G0,W255,Z0,T30-3-1200,C2016:03:26:17:29\\]'];
  const server = ['\\HS', ...header, '\\HE', '\\GS', '2 1 0', 'INI 0 1 3 &4', ...moves, '', '\\GE', ''].join('\r\n');
  const bare = [...header, ...moves].join('\n'); // as the converters' tests write it: no \HS
  const chess = readRecords('[Variant "chess"]\n\n1. e4 e5 *')[0];
  for (const [input, mark] of [[server, '\\HS'], [iconv(server, 'CP949'), '\\HS'], [bare, '\\[GAMEINFOMAIN=']]) {
    const records = readRecords(input, { profile: 'janggi/standard' });
    assert.is(records.length, 1);
    const [r] = records;
    assert.equal([r.profile, Object.hasOwn(r, 'fen'), r.moves.length, r.format], [chess.profile, false, 0, 'gib']);
    assert.equal([r.error.ply, r.error.code, r.error.text], [0, chess.error.code, mark]);
    assert.match(r.error.message, /Tygem baduk \(Go\) record .*not a game of xiangqi, janggi or makruk/);
  }
  const { code, rows } = validate('janggi/standard', 'tygem.gib', iconv(server, 'CP949'));
  assert.equal(rows.map((r) => [r.line, r.status, r.error?.code]), [[1, 'unreadable', 'unknown-variant']]);
  assert.is(code, 3); // unreadable, as a [Variant "chess"] record: not an illegal move (1)
});

// A download stopped inside a character: its tail is bytes alone, no tag nor move, and no game is
// known of it. It had been given the default profile, xiangqi/standard, in a janggi archive, and
// the board switched to xiangqi when it was picked.
test('the tail of a file cut inside a character: a record with profile null, the undecodable error, no fen', () => {
  const gib = new Uint8Array(readFileSync(new URL('../records/janggi-dot-com-2.gib', import.meta.url)));
  const cut = Buffer.concat([gib, Buffer.from('\n[대회').subarray(0, 6)]);
  const records = readRecords(cut);
  const tail = records.at(-1);
  assert.equal([tail.profile, tail.fen, tail.moves.length, tail.error?.code, tail.error?.ply], [null, undefined, 0, 'undecodable', 0]);
  assert.ok(records.slice(0, -1).every((r) => r.profile === 'janggi/standard' && !r.error));
  // a profile named is the game of records that name none, these too
  assert.is(readRecords(cut, { profile: 'janggi/standard' }).at(-1).profile, 'janggi/standard');
  // an ASCII file cut inside a UTF-8 character after its last game (no "[" before it): bytes
  // alone all the same, in the encoding of the rest (UTF-8), not a CP949 syllable read as a move
  const ascii = Buffer.from('[Variant "janggi"]\n\n1. Hc3 Hc8 *\n\n');
  for (const tail of [[0xeb, 0x8c], [0xef, 0xbb]]) { // 2 of the 3 bytes of 대; a byte-order mark cut
    const last = readRecords(Buffer.concat([ascii, Buffer.from(tail)])).at(-1);
    assert.equal([last.profile, last.fen, last.error?.code, last.error?.encoding], [null, undefined, 'undecodable', 'utf-8'], String(tail));
  }
});

test('a UTF-8 file cut inside its last character is UTF-8: its games read whole, in readRecords and the CLI', () => {
  // one short game (xu-nie-1999.pgn's first moves) had read as GB18030, every tag garbled
  const game = '[Event "中国象棋"]\n\n1. 炮二平五 马８进７ *\n\n';
  for (const games of [1, 3]) {
    const bytes = Buffer.concat([Buffer.from(game.repeat(games)), Buffer.from('中').subarray(0, 2)]);
    const records = readRecords(bytes);
    assert.is(records.length, games + 1);
    assert.ok(records.slice(0, games).every((r) => r.tags.Event === '中国象棋' && !r.error && r.moves.length === 2), `${games}`);
    assert.equal([records[games].profile, records[games].error.encoding], [null, 'utf-8']);
    assert.is(detectEncoding(bytes), 'utf-8');
    const streamed = new EncodingDetector();
    for (let at = 0; at < bytes.length; at += 7) streamed.push(bytes.subarray(at, at + 7));
    assert.is(streamed.end(), 'utf-8', 'the CLI\'s detector, in pieces');
    const { rows } = validate('xiangqi/standard', 'cut-utf8.pgn', bytes);
    assert.equal(rows.map((r) => r.status), [...Array(games).fill('valid'), 'unreadable']);
  }
});

test.run();
