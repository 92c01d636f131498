// readRecords on real records written by people and other tools (tests/records/README.md lists
// each one's source), in every encoding they come in, and on the error paths. The truth checked
// is outside this library: final positions and results printed by the record's source, the
// captures and checks a GIB record writes down, the mate a SAN record marks with '#'.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { init, Game, NOTATIONS, RecordError, UnknownProfileError, ArgumentError, defineProfile } from '../../bindings/index.js';
import { readRecords, streamRecords, gameFromRecord, recordFromGame, openRecordFiles, parseComment, makeComment } from '../../bindings/records/index.js';
import { notationOfText } from '../../bindings/records/settle.js';
import { loadFfish, withBoard } from '../oracle/ffish.mjs';

await init();

const fixture = (name) => readFileSync(new URL(`../records/${name}`, import.meta.url), 'utf8');
const iconv = (text, to) => new Uint8Array(execFileSync('iconv', ['-f', 'UTF-8', '-t', to], { input: text }));
const concat = (...parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
};

/** The game at the end of a record's mainline, replayed from its UCI moves. */
function finalGame(record) {
  const g = new Game(record.profile, record.fen);
  for (const m of record.moves) g.play(m.uci);
  return g;
}

const GIB = fixture('hatteomol-2016-ha-jeon.gib');
const ICCS = fixture('liu-yang-1982-iccs.pgn');
const QIANLI = fixture('qianli-duxing.pgn');
const XU_NIE = fixture('xu-nie-1999.pgn');
const SCHEMINGMIND = fixture('schemingmind-737440.pgn');

test('ICCS record from xiangqi.js ends on the FEN its README prints', () => {
  const [r] = readRecords(ICCS);
  assert.is(r.error, undefined);
  assert.is(r.profile, 'xiangqi/standard');
  assert.is(r.notation, 'iccs');
  assert.is(r.moves.length, 125);
  assert.is(r.result, '1/2-1/2');
  assert.is(r.tags.Red, '柳大华');
  assert.is(r.moves[0].uci, 'b3e3');    // ICCS b2e2: ranks counted from 0
  assert.is(finalGame(r).fen(), '3akc3/9/4ba3/r7p/P1bC5/9/8P/3AB1N2/4K1nR1/2B6 b - - 16 63');
});

test('[Format "CN"] is Chinese: a real record so tagged (ideaself/chinese-chess\'s test.pgn) reads whole, as its PlyCount says', () => {
  const text = fixture('ideaself-guo-dan-1998-format-cn.pgn');
  const [r] = readRecords(text);
  assert.is(r.error, undefined, JSON.stringify(r.error));
  assert.equal([r.profile, r.notation, r.tags.Format], ['xiangqi/standard', 'chinese', 'CN']);
  assert.is(r.moves.length, Number(r.tags.PlyCount)); // [PlyCount "99"]
  assert.equal([r.moves[0].text, r.moves[98].text, r.result], ['兵七进一', '马四退六', '1-0']);
  // the same moves as the text read with no Format tag (the first move then says Chinese), in any case
  const untagged = readRecords(text.replace('[Format "CN"]\n', ''))[0];
  assert.equal(r.moves.map((m) => m.uci), untagged.moves.map((m) => m.uci));
  assert.equal(readRecords(text.replace('"CN"', '"cn"'))[0].moves.map((m) => m.uci), untagged.moves.map((m) => m.uci));
});

test('ICCS records are also recognised without a Format tag (rank 0 only exists in ICCS)', () => {
  const [r] = readRecords(ICCS.replace('[Format "ICCS"]\n', ''));
  assert.is(r.error, undefined);
  assert.is(r.moves.length, 125);
  assert.is(r.notation, 'iccs');
});

test('lower-case coordinates that replay only as ICCS are read as ICCS', () => {
  // The first two plies of the 1982 game name no rank 0, and read as UCI 'b2e2' starts from an
  // empty point; only the ICCS reading replays them.
  const [r] = readRecords('[Variant "xiangqi"]\n\n1. b2e2 b9c7 *');
  assert.is(r.error, undefined);
  assert.is(r.notation, 'iccs');
  assert.equal(r.moves.map((m) => m.uci), ['b3e3', 'b10c8']);
  // and UCI stays UCI when it replays
  assert.equal(readRecords('[Variant "xiangqi"]\n\n1. b3e3 b10c8 *')[0].moves.map((m) => m.uci), ['b3e3', 'b10c8']);
});

// A record's move gives its uci (README: UCI, ranks 1-10) or only a text: fromRecord reads a uci
// as UCI, never as ICCS however it looks; a text alone is read as a record's move is, ICCS by its
// shape (a rank 0). h0g2 is ICCS's horse move (UCI h1g3); UCI has no rank 0.
test('fromRecord: a move\'s uci is UCI, never read as ICCS; a move given by its text alone is read as a record\'s', () => {
  assert.throws(() => gameFromRecord({ profile: 'xiangqi/standard', moves: [{ uci: 'h0g2' }] }),
    (e) => e instanceof RecordError && e.code === 'malformed-move' && /h0g2/.test(e.message));
  assert.throws(() => gameFromRecord({ profile: 'xiangqi/standard', moves: [{ uci: 'h1g3' }, { uci: 'h9g7' }] }),
    (e) => e instanceof RecordError && e.ply === 2, 'ICCS h9g7 is no UCI move of Black\'s: refused at ply 2');
  assert.equal(gameFromRecord({ profile: 'xiangqi/standard', moves: [{ text: 'h0g2' }, { text: 'h9g7' }] }).history().map((m) => m.uci), ['h1g3', 'h10g8']);
  assert.equal(gameFromRecord({ profile: 'xiangqi/standard', moves: [{ uci: 'h1g3' }, { uci: 'h10g8' }] }).history().map((m) => m.uci), ['h1g3', 'h10g8']);
});

test('Chinese endgame record (FEN with r to move, Result "0-0") replays all 33 plies', () => {
  const [r] = readRecords(QIANLI);
  assert.is(r.error, undefined);
  assert.is(r.profile, 'xiangqi/standard');
  assert.is(r.notation, 'chinese');
  assert.is(r.fen, '4k4/9/3aP3b/p8/9/6n2/2P3p2/4R4/3p1p3/4K4 w - - 0 1');
  assert.is(r.moves.length, 33);
  assert.is(r.result, '*');               // '0-0' is not a result
  assert.is(r.tags.Result, '0-0');        // but the tag is kept as written
  assert.is(r.moves[0].text, '车五平二');
  assert.is(r.moves[0].uci, 'e3h3');
  assert.is(r.moves.at(-1).uci, 'd1d2');  // 帅六进一: the red general steps up on file 6 (d)
});

// WXF numbers soldiers on one file front to back (first digit) before the file ('25' = the 2nd on
// file 5); with PlayOK's dots a sideways move is '25.6', which is no move number: a one-digit
// move exists in no notation.
test('WXF with dots: a numbered soldier\'s move "25.6" is a move, not move 25', () => {
  const fen = '4k4/9/9/4P4/4P4/4P4/9/9/9/3K5 w - - 0 1'; // red soldiers e7, e6, e5: 1st, 2nd, 3rd on file 5
  for (const [text, uci] of [['15.6', 'e7d7'], ['25.6', 'e6d6'], ['15.4', 'e7f7']]) {
    const [r] = readRecords(`[FEN "${fen}"]\n[Format "WXF"]\n\n1. ${text} *\n`);
    assert.equal([r.error, r.moves.map((m) => m.uci)], [undefined, [uci]], text);
  }
});

test('Chinese moves written without spaces between them read the same', () => {
  const [spaced] = readRecords(QIANLI);
  const glued = QIANLI.replace(/(\d+)\. (\S+) (\S+)/g, '$1.$2$3');
  assert.ok(glued.includes('1.车五平二象９退７'));
  const [r] = readRecords(glued);
  assert.is(r.error, undefined);
  assert.equal(r.moves.map((m) => m.uci), spaced.moves.map((m) => m.uci));
  // nothing between the moves at all, the next move's number glued to Black's digit ('象９退７2.')
  const tight = QIANLI.replace(/\n(?=\d+\.)/g, '').replace(/(\S)\s+(?=\d+\.)/g, '$1').replace(/(\d+)\. (\S+) (\S+)/g, '$1.$2$3');
  assert.match(tight, /[７９]\d+\./);
  const [t] = readRecords(tight);
  assert.equal([t.error, t.moves.map((m) => m.uci)], [undefined, spaced.moves.map((m) => m.uci)]);
  // a NAG written after the pair is the second move's; a garbled second move is named at its
  // own ply, after the first is played
  for (const [text, nags] of [['1. 炮二平五马８进７!? *', [null, [5]]], ['1. 炮二平五!马８进７ *', [[1], null]], ['1. 炮二平五??马８进７? *', [[4], [2]]]]) {
    const [r] = readRecords(text);
    assert.equal(r.moves.map((m) => [m.text, m.nags ?? null]), [['炮二平五', nags[0]], ['马８进７', nags[1]]], text);
  }
  const [bad] = readRecords('1. 炮二平五马８进Ｘ *');
  assert.equal([bad.moves.map((m) => m.uci), bad.error.ply, bad.error.text], [['h3e3'], 2, '马８进Ｘ']);
});

test('moves in full-width forms (Ｈ２－Ｅ２, ｈ３ｅ３, Ｃ２＝５) read as the same ASCII texts', () => {
  for (const ascii of ['1. H2-E2 H9-G7 2. H0-G2 *', '1. h3e3 h10g8 2. h1g3 *', '1. C2=5 H8+7 2. H2+3 *']) {
    // the moves' characters, each as its full-width form (U+FF01-FF5E); move numbers kept
    const wide = ascii.split(' ').map((w) => (/^\d+\.$|^\*$/.test(w) ? w : w.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)))).join(' ');
    assert.not.equal(wide, ascii);
    const [a] = readRecords(ascii), [w] = readRecords(wide);
    assert.equal([w.error, w.notation, w.moves.map((m) => m.uci)], [undefined, a.notation, a.moves.map((m) => m.uci)], wide);
  }
});

test('traditional characters and red numerals for both files read the same moves', () => {
  const [simplified] = readRecords(QIANLI);
  const traditional = QIANLI.replace(/车/g, '車').replace(/进/g, '進').replace(/帅/g, '帥').replace(/将/g, '將');
  const [r] = readRecords(traditional);
  assert.is(r.error, undefined);
  assert.equal(r.moves.map((m) => m.uci), simplified.moves.map((m) => m.uci));
});

test('annotated Chinese record: comments, the odds FEN, tandem horses (前马/后马), 75 plies', () => {
  const [r] = readRecords(XU_NIE);
  assert.is(r.error, undefined);
  assert.is(r.moves.length, 75);
  assert.ok(r.comment.includes('许银川让去５只兵'));
  assert.ok(r.moves[1].comment.includes('架中炮'));   // after 炮８平５
  assert.ok(r.moves[4].comment.includes('再架中炮'));  // after 3. 炮二平五
  assert.is(r.moves[5].text, '马８进７');
  assert.is(r.result, '1-0');
  // 23. 前马退二 / 27. 后马进二: two red horses on file 三 (g); the front one (g9) goes first,
  // then the rear one — any other reading leaves a later move of the record illegal.
  assert.equal([r.moves[44], r.moves[52], r.moves[56]].map((m) => [m.text, m.uci]),
    [['前马退二', 'g9h7'], ['后马进二', 'g3h5'], ['前马进二', 'g7h9']]);
});

test('GIB record: formations give the start, 73 plies replay, captures and 장군 agree', () => {
  const [r] = readRecords(GIB);
  assert.is(r.error, undefined);
  assert.is(r.format, 'gib');
  assert.is(r.profile, 'janggi/standard');
  assert.is(r.tags['초대국자'], '하여명');
  assert.is(r.result, '1-0');
  assert.is(r.moves.length, 73);
  // 상마상마 on both sides, read left to right as printed
  assert.is(r.fen, 'rbna1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1');
  const { captures, checks } = gibMarksAgree(r);
  assert.is(captures, 16);                // counted by hand in the record text
  assert.is(checks, 2);
});

/** A GIB record names the piece each capture takes and marks checks (장군): replays the record
 *  and asserts they agree with the board; the counts of both. */
function gibMarksAgree(r) {
  const names = { soldier: /[졸병卒兵]/, elephant: /[상象]/, horse: /[마馬]/, chariot: /[차車]/, guard: /[사士]/, cannon: /[포包]/, general: /[장將]/ };
  const g = new Game(r.profile, r.fen);
  let captures = 0, checks = 0;
  for (const m of r.moves) {
    const marks = /^(?:\d{1,2}|[a-i]\d)\D(\d{1,2}|[a-i]\d)(.*)$/.exec(m.text); // numeric points, or Kakao's coordinates
    const target = marks && g.get(m.uci.replace(/^[a-i]\d+/, ''));
    g.play(m.uci);
    if (!marks) continue; // a pass (한수쉼)
    const tail = marks[2];
    const captured = tail.replace('장군', '');
    assert.is(!!target, captured.length > 0, `capture of ${m.text}`);
    if (target) { assert.match(captured, names[target.role], m.text); captures++; }
    assert.is(g.inCheck(), tail.endsWith('장군'), `check after ${m.text}`);
    if (tail.endsWith('장군')) checks++;
  }
  g.free();
  return { captures, checks };
}

// [기보형식 "구좌표"]: a point is 10 * file + rank from Cho's side (gib.js). Read as today's
// codes, every such game failed at ply 1; now all 123 plies its 총수 counts replay, and every
// capture and 장군 the record writes agrees with the board.
test('GIB in the old coordinates (기보형식 구좌표): the record replays whole, its captures and checks agree', () => {
  const [r] = readRecords(fixture('janggi-dot-com-old-coordinates.gib'));
  assert.equal([r.error, r.notation, r.moves.length, r.tags['총수']], [undefined, 'korean', 123, '123']);
  assert.equal(r.moves.slice(0, 2).map((m) => [m.text, m.uci]), [['84졸74', 'i4h4'], ['20마28', 'b10c8']]);
  const { captures, checks } = gibMarksAgree(r);
  assert.equal([captures, checks], [26, 10]); // counted in the record text
  // written back in today's codes, without the tag that would say otherwise
  const gib = Game.fromRecord(r).toRecord({ format: 'gib' });
  assert.not.match(gib, /기보형식/);
  assert.equal(readRecords(gib)[0].moves.map((m) => m.uci), r.moves.map((m) => m.uci));
});

// 장기 for Kakao's exports write points in ICCS coordinates (files a-i, ranks 0-9 from Cho's
// side) around a Hanja piece: "i3卒h3". Not read as such, the game failed at ply 1; now its 91
// plies (its 총수) replay, with every capture and 장군 the record writes agreeing with the board.
test('GIB from 장기 for Kakao (coordinates around Hanja pieces): the record replays whole, its captures and checks agree', () => {
  const [r] = readRecords(fixture('janggi-dot-com-kakao-coordinates.gib'));
  assert.equal([r.error, r.notation, r.moves.length, r.tags['총수'], r.result], [undefined, 'korean', 91, '91', '1-0']);
  assert.equal(r.moves.slice(0, 3).map((m) => [m.text, m.uci]), [['i3卒h3', 'i4h4'], ['a6兵b6', 'a7b7'], ['i0車i4', 'i1i5']]);
  const { captures, checks } = gibMarksAgree(r);
  assert.equal([captures, checks], [10, 7]); // counted in the record text
  const gib = Game.fromRecord(r).toRecord({ format: 'gib' });
  assert.equal(readRecords(gib)[0].moves.map((m) => m.uci), r.moves.map((m) => m.uci));
  // both points in one form: a move mixing them is no move
  const g = new Game('janggi/standard');
  assert.throws(() => g.play('i3卒83'), (e) => e.code === 'malformed-move');
  assert.is(g.play('i3卒h3', { notation: 'korean' }).uci, 'i4h4');
});

// A PGN written from a GIB keeps its Korean tags (초차림 …), which had made it read as a GIB
// (format 'gib'): written as GIB again, its moves came out in the PGN's notation (`P71-72`,
// `Pab4`, `a4b4`), which GIB readers do not read (ladofa's gibo.py, as POBSIZ/JANGGI_DOT_COM's
// scripts use it, takes only words that begin with a digit), and written as PGN it lost its own
// notation. A GIB's moves are Korean (`71졸72`), its result 대국결과 and its start formations or
// [판]: a record with other moves, or PGN's [Result], [FEN] or [SetUp], is a PGN; GIB is written
// in Korean unless a notation is asked, without those tags.
test('a PGN written from a GIB is a PGN in its own notation, and GIB from it is written in Korean', () => {
  const GIB_MOVE = /^(\d\d\S+\d\d\S*|한수쉼)$/; // digits, a piece, digits, a piece taken, or a pass: what GIB readers read
  for (const name of ['hatteomol-2016-ha-jeon.gib', 'janggi-dot-com-kakao-coordinates.gib', 'janggi-dot-com-old-coordinates.gib']) {
    const [gib] = readRecords(fixture(name));
    const ucis = gib.moves.map((m) => m.uci);
    for (const notation of ['janggi', 'san', 'uci', 'korean']) {
      const pgn = Game.fromRecord(gib).toRecord({ format: 'pgn', notation });
      assert.match(pgn, /\[초차림 |\[판 /, 'the Korean tags are kept');
      const [r] = readRecords(pgn);
      assert.equal([r.format, r.notation], ['pgn', notation], `${name} ${notation}`); // its [Result] is PGN's
      assert.equal(r.moves.map((m) => m.uci), ucis);
      assert.is(Game.fromRecord(r).toRecord(), pgn, 'written again as the PGN it is');
      for (const again of [Game.fromRecord(r).toRecord({ format: 'gib' }), recordFromGame(gameFromRecord(r), { format: 'gib' })]) {
        const moves = again.split('\n\n')[1].split(/\s+/).filter((w) => w && !/^\d+\.$/.test(w));
        assert.ok(moves.length === ucis.length && moves.every((w) => GIB_MOVE.test(w)), `${name} via ${notation}: ${moves.slice(0, 4)}`);
        assert.not.match(again, /\[(Result|FEN|SetUp|Format) /, 'no PGN tags in a GIB');
        const [back] = readRecords(again);
        assert.equal([back.format, back.result, back.moves.map((m) => m.uci)], ['gib', gib.result, ucis]);
      }
    }
  }
});

test('an unfinished PGN from a GIB, with no [Result], [SetUp] or [FEN], is a PGN by its "*": convert keeps its Korean', () => {
  // the README: "a PGN written from a GIB, which keeps its Korean tags, reads back as PGN"; PGN's
  // movetext ends with a termination mark, which GIB has none of (its result is 대국결과)
  const gib = '[대회명 "친선대국"]\n[초차림 "마상상마"]\n[한차림 "마상상마"]\n[총수 "2"]\n\n1. 02마83  2. 41졸42\n';
  const [r] = readRecords(gib);
  assert.equal([r.format, r.result, r.error], ['gib', '*', undefined]);
  const pgn = recordFromGame(gameFromRecord(r), { format: 'pgn', notation: 'korean' });
  // written with PGN's seven-tag roster, the GIB's 대회명 in Event's place (its placeholders: the
  // GIB names neither player)
  assert.match(pgn, /^\[대회명 "친선대국"\]\n\[Site "\?"\]\n\[Date "\?\?\?\?\.\?\?\.\?\?"\]\n\[Round "\?"\]\n\[White "\?"\]\n\[Black "\?"\]\n\[Result "\*"\]\n/);
  // and as another writer might leave it, with none of those tags
  const bare = pgn.replace(/^\[(Event|Site|Date|Round|White|Black|Result) .*\n/gm, '');
  assert.not.match(bare, /\[(Result|SetUp|FEN) /);
  for (const text of [pgn, bare]) {
    const [back] = readRecords(text);
    assert.equal([back.format, back.notation], ['pgn', 'korean']);
    assert.is(Game.fromRecord(back).toRecord(), pgn, 'written again as the PGN it is, in Korean');
  }
  // a GIB's own text has no such mark: 25,411 janggi.com games read as GIB (tests/records/README.md)
  assert.is(readRecords(gib.replace(/\n$/, ' 한 완승\n'))[0].format, 'gib', 'a Korean result word is GIB\'s');
});

// Some GIB writers keep a start their formations cannot give in a [FEN] tag (a janggi app's
// gibo module: "[FEN …] our own extension — legacy viewers ignore it"): such a file is a GIB still.
test('a GIB with a [FEN] tag for its start reads as a GIB from that start', () => {
  const fen = '3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1';
  const gib = `[대회명 "Korean Chess"]\n[초차림 "-"]\n[한차림 "-"]\n[총수 "2"]\n[FEN "${fen}"]\n\n1. 01차41  2. 14장24\n`;
  const [r] = readRecords(gib);
  assert.equal([r.format, r.notation, r.fen, r.error], ['gib', 'korean', fen, undefined]);
  assert.equal(r.moves.map((m) => m.uci), ['a1a7', 'd10d9']);
  assert.match(recordFromGame(gameFromRecord(r)), /^1\. /m, 'written back as a GIB');
});

// The records layer picks a record's notation by the characters of its first move; the core
// then reads every move. Both must agree on which glyphs make a GIB move: 帥 (xiangqi's red
// general) was taken for Korean and then refused as malformed, and 楚 alone (the general, as
// the core reads it) was taken for no notation. Each glyph either notation uses, in both
// forms of a GIB point.
test('the notation picked for a GIB text is the one the core reads it in, glyph by glyph', () => {
  const g = new Game('janggi/standard');
  const glyphs = [...new Set('车車俥马馬傌炮砲包相象仕士帅帥将將兵卒차포마상사장궁졸병楚漢초한宮')];
  for (const glyph of glyphs) {
    for (const text of [`08${glyph}87`, `i0${glyph}h2`]) {
      const coreReads = g.explain(text, { notation: 'korean' })?.code !== 'malformed-move';
      assert.is(notationOfText(text) === 'korean', coreReads, text);
    }
  }
  g.free();
});

// Every move text the core writes, in each notation of its game, is taken for that notation
// (UCI and ICCS share their texts: the record's ranks decide between them; WXF and Vietnamese
// share some, 'P4.1', where a record reads in the one that reads it further). A makruk UCI
// promotion ('d6d7m' as Fairy-Stockfish writes it) was taken for none.
const LOOK_ALIKE = [['uci', 'iccs'], ['wxf', 'vietnamese']];
test('the notation picked for a move text is the one the core wrote it in, on seeded random games', () => {
  let seed = 12345;
  const next = (n) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
  const starts = [['xiangqi/standard'], ['janggi/standard'], ['makruk/standard'],
    ['makruk/standard', '8/8/8/3P4/8/8/k7/7K w - - 0 1']]; // a promotion at once
  for (const [profile, fen] of starts) {
    const kinds = NOTATIONS[profile.split('/')[0]];
    for (let run = 0; run < 4; run++) {
      const g = new Game(profile, fen);
      for (let ply = 0; ply < 60 && !g.outcome().over; ply++) {
        const moves = g.moves();
        for (const m of moves) {
          for (const kind of kinds) {
            for (const options of [{}, { script: 'traditional' }, { dots: true }]) {
              const text = g.notation(m, kind, options);
              const taken = notationOfText(text);
              assert.ok(taken === kind || LOOK_ALIKE.some((pair) => pair.includes(kind) && pair.includes(taken)), `${profile} ${kind} ${text}: ${taken}`);
            }
          }
        }
        g.play(moves[next(moves.length)]);
      }
      g.free();
    }
  }
});

// A record naming neither game nor notation: the core's readers tell both from the first move
// (br_notation_of_text). Fairy-Stockfish's long algebraic, as ffish writes it, is xiangqi's SAN;
// a makruk promotion's UCI ('m') is makruk's.
test('a record without tags: the first move\'s notation and game as the core\'s readers tell them', async () => {
  const ff = await loadFfish();
  const ucis = ['h3e3', 'h10g8', 'h1g3', 'i10h10'];
  const lan = withBoard(ff, 'xiangqi', null, (b) => ucis.map((uci) => { const text = b.sanMove(uci, ff.Notation.LAN); b.push(uci); return text; }));
  assert.equal(lan.slice(0, 2), ['Ch3-e3', 'Hh10-g8']);
  const [r] = readRecords(`1. ${lan[0]} ${lan[1]} 2. ${lan[2]} ${lan[3]} *\n`);
  assert.equal([r.profile, r.notation, r.moves.map((m) => m.uci), r.error], ['xiangqi/standard', 'san', ucis, undefined]);
  // only makruk's UCI reader takes a promotion's 'm': the game is makruk's (no pawn stands on c5
  // at its start, which the error says)
  const [promotion] = readRecords('1. c5c6m *\n');
  assert.equal([promotion.profile, promotion.notation, promotion.error?.code], ['makruk/standard', 'uci', 'no-piece']);
  assert.equal([notationOfText('c5c6m'), notationOfText('E6e8'), notationOfText('e0e1'), notationOfText('K25-25')], ['uci', 'san', 'iccs', 'janggi']);
  // xiangqi's SAN of a soldier's first move (兵三进一), as ffish writes it: makruk's SAN reads a
  // 'P' too, but names no first move with it; the game is xiangqi's
  const soldier = withBoard(ff, 'xiangqi', null, (b) => ['g4g5', 'g7g6', 'h1g3', 'h10g8'].map((uci) => { const text = b.sanMove(uci, ff.Notation.SAN); b.push(uci); return text; }));
  assert.equal(soldier[0], 'Pg5');
  const [pawnFirst] = readRecords(`1. ${soldier[0]} ${soldier[1]} 2. ${soldier[2]} ${soldier[3]} *\n`);
  assert.equal([pawnFirst.profile, pawnFirst.notation, pawnFirst.moves.length, pawnFirst.error], ['xiangqi/standard', 'san', 4, undefined]);
  // a pass word is every notation's (README): it tells none, and the moves after it say theirs
  for (const record of ['[Variant "janggi"]\n\n1. pass K25-25 2. H02-83 H12-33 *\n', '[Variant "janggi"]\n\n1. 0000 한수쉼 2. 02마83 12마33 *\n']) {
    const [r] = readRecords(record);
    assert.equal([r.moves.map((m) => m.uci), r.error], [['e2e2', 'e9e9', 'b1c3', 'b10c8'], undefined], record);
  }
});

// SchemingMind writes a draw offer as '=' after the move, after its check mark too
// (tests/records/schemingmind-737440.pgn has 'Nd8=')
test('makruk SAN: a draw offer\'s = after the move and after its check mark', () => {
  const [r] = readRecords('[Variant "makruk"]\n[FEN "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"]\n\n1. Ra8+= Kd7 2. Ra7+ *\n');
  assert.equal([r.moves.map((m) => m.uci), r.error], [['a1a8', 'e8d7', 'a8a7'], undefined]);
});

test('GIB formation read mirrored for Han would make the record illegal (orientation check)', () => {
  const mirrored = GIB.replace('[한차림 "상마상마"]', '[한차림 "마상마상"]');
  const [r] = readRecords(mirrored);
  assert.is(r.error?.ply, 4);              // 18마37: no horse on file 8 any more
  assert.is(r.error.text, '18마37');
});

test('makruk SAN from SchemingMind (Q/B letters, draw-offer marks) ends in the mate it marks', () => {
  const [r] = readRecords(SCHEMINGMIND);
  assert.is(r.error, undefined);
  assert.is(r.profile, 'makruk/standard');
  assert.is(r.moves.length, 225);
  const g = finalGame(r);
  assert.equal(g.outcome(), { over: true, result: '1-0', winner: 'white', reason: 'checkmate' });
  assert.is(r.result, '1-0');
});

// ---------------------------------------------------------------------------
// encodings (made with iconv from the fixtures)

test('makruk from PlayOK: P is its promoted pawn ("e6=P", then "Pf7+"), and the mate its result says', async () => {
  const [r] = readRecords(fixture('playok-makruk-87922081.pgn'));
  assert.equal([r.profile, r.error, r.moves.length, r.result], ['makruk/standard', undefined, 85, '1-0']);
  assert.equal([r.moves[80].uci, r.moves[82].uci], ['e5e6m', 'e6f7']); // the promotion, then the met it made
  assert.equal(Game.fromRecord(r).outcome(), { over: true, result: '1-0', winner: 'white', reason: 'checkmate' });
  assert.is(Game.fromRecord(r, { profile: 'makruk/plyyard' }).ply, 85); // another profile of its game
  // a profile of another game is named as such (it had been a FEN error about the letter 'r')
  assert.throws(() => Game.fromRecord(r, { profile: 'xiangqi/standard' }),
    (e) => e instanceof RecordError && e.code === 'bad-record' && e.message === 'the record is a makruk game (makruk/standard); xiangqi/standard is a xiangqi profile');
  const ff = await loadFfish();
  withBoard(ff, 'makruk', null, (b) => {
    for (const m of r.moves) { assert.ok(b.legalMoves().split(' ').includes(m.uci), m.text); b.push(m.uci); }
  });
});

test('SAN naming no game is read as makruk\'s, and a chess game so read says why its move is refused', () => {
  // Morphy vs Duke Karl / Count Isouard, Paris 1858 (the "Opera Game"), as chess books print it:
  // makruk's pawns stand on ranks 3 and 6 (RULES §3.5's start), so 2. Nf3 lands on white's own
  const opera = '[Event "Paris"]\n[White "Paul Morphy"]\n[Black "Duke Karl / Count Isouard"]\n[Result "1-0"]\n\n'
    + '1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 '
    + '10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n';
  const [r] = readRecords(opera);
  assert.equal([r.profile, r.moves.length, r.error.ply, r.error.text], ['makruk/standard', 2, 3, 'Nf3']);
  assert.match(r.error.message, /\(read as makruk: the record has no \[Variant\] tag and its moves are SAN; a chess game is not read\)$/);
  // named, the game's own words only
  const [named] = readRecords(opera.replace('[Result', '[Variant "makruk"]\n[Result'));
  assert.equal([named.error.ply, named.error.code, named.error.message.includes('read as makruk')], [3, 'own-piece-on-target', false]);
});

test('SAN naming no game from a FEN of ten ranks is xiangqi\'s or janggi\'s, never makruk\'s (8 ranks, RULES §1)', () => {
  // a mate-in-one as pychess and Fairy-Stockfish write puzzles: a FEN tag, SAN, no Variant tag
  const [mate] = readRecords('[FEN "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1"]\n\n1. Ri10# 1-0\n');
  assert.equal([mate.profile, mate.moves.map((m) => m.uci), mate.error], ['xiangqi/standard', ['i1i10'], undefined]);
  assert.equal(Game.fromRecord(mate).outcome().reason, 'checkmate');
  const janggiStart = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';
  const [janggi] = readRecords(`[FEN "${janggiStart}"]\n\n1. Ra2 *\n`);
  assert.equal([janggi.profile, janggi.moves.map((m) => m.uci), janggi.error], ['janggi/standard', ['a1a2'], undefined]);
  // a xiangqi ending whose black general has stepped up to e9 (the palace, RULES §2): xiangqi's,
  // not janggi's for that point alone; its cannon takes b1b5 with no screen, which janggi's
  // cannon cannot (RULES §3.3), and Fairy-Stockfish's xiangqi SAN writes it Cb5
  const ending = '9/4k4/9/9/9/9/9/9/4A4/RC2K4 w - - 0 1';
  for (const moves of ['1. Ra2 Ke10 2. Cb5 *', '1. Ra2 *']) {
    const [r] = readRecords(`[FEN "${ending}"]\n\n${moves}\n`);
    assert.equal([r.profile, r.error], ['xiangqi/standard', undefined], moves);
  }
  // a board that xiangqi's rules refuse (the generals facing, the side not to move in check) and
  // janggi's allow, in UCI or SAN: janggi's (whose bikjang rule then judges the move)
  const facing = '4k4/9/9/9/9/9/9/9/4K4/RC7 w - - 0 1';
  for (const moves of ['1. e2d2 *', '1. Kd2 *']) {
    const [r] = readRecords(`[FEN "${facing}"]\n\n${moves}\n`);
    assert.equal([r.profile, r.moves.map((m) => m.uci), r.error], ['janggi/standard', ['e2d2'], undefined], moves);
  }
  // a janggi game from its start whose first moves xiangqi cannot play (a soldier sideways)
  const [sideways] = readRecords(`[FEN "${janggiStart}"]\n\n1. c4d4 *\n`);
  assert.equal([sideways.profile, sideways.error], ['janggi/standard', undefined]);
  const [xq] = readRecords('[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]\n\n1. h3e3 *\n');
  assert.is(xq.profile, 'xiangqi/standard');
  // only a game nothing names is tried in the other: a record or a caller that names xiangqi
  // keeps it, and a soldier's sideways step before the river is xiangqi's refusal (RULES §2.1),
  // as it is in a variation of a record whose mainline reads whole
  const board = '4k4/9/9/9/9/9/P8/9/9/3K5 w - - 0 1';
  for (const [text, options] of [[`[Variant "xiangqi"]\n[FEN "${board}"]\n\n1. a4b4 *\n`], [`[Game "Chinese Chess"]\n[FEN "${board}"]\n\n1. a4b4 *\n`],
    [`[FEN "${board}"]\n\n1. a4b4 *\n`, { profile: 'xiangqi/standard' }], [`[FEN "${board}"]\n\n1. a4a5 (1. a4b4) *\n`]]) {
    const [r] = readRecords(text, options);
    assert.equal([r.profile, r.error?.code], ['xiangqi/standard', 'unreachable'], text);
  }
  assert.throws(() => Game.fromRecord({ tags: {}, profile: 'xiangqi/standard', fen: board, moves: [{ uci: 'a4b4', text: 'a4b4' }], result: '*' }), (e) => e.code === 'unreachable');
  assert.is(readRecords(`[FEN "${board}"]\n\n1. a4b4 *\n`)[0].profile, 'janggi/standard', 'named by nothing: the game that reads it');
});

test('a CP949 GIB read as UTF-8 text (readFileSync(f, \'utf8\')) says to pass its bytes; its bytes read whole', () => {
  // janggi.com's GIB (tests/records/README.md) in CP949, as the site writes it
  const bytes = iconv(fixture('janggi-dot-com-2.gib'), 'CP949');
  const [garbled] = readRecords(new TextDecoder('utf-8').decode(bytes));
  assert.is(garbled.error.code, 'malformed-move');
  assert.ok(garbled.error.text.includes('\ufffd'));
  assert.match(garbled.error.message, /the text holds U\+FFFD, the mark of bytes a decoder could not read: read the file as bytes, a Uint8Array, and readRecords finds its encoding\)$/);
  const [read] = readRecords(bytes);
  assert.equal([read.profile, read.error], ['janggi/standard', undefined]);
  // a text without U+FFFD gets no such words
  assert.not.match(readRecords('1. h3e3 zz *')[0].error.message, /U\+FFFD/);
});

test('GB18030 / GBK Chinese records are detected without options', () => {
  for (const to of ['GB18030', 'GBK']) {
    const [r] = readRecords(iconv(QIANLI, to));
    assert.is(r.error, undefined, to);
    assert.is(r.moves.length, 33, to);
    assert.is(r.tags.Game, '象棋譜大全', to);
  }
});

test('Chinese only in the tags (names, titles): Big5 is read as Big5 and GBK as GBK, by the bytes\' layout, without options', () => {
  // 柳大华 vs 杨官璘, 1982年全国赛 (liu-yang-1982-iccs.pgn): ICCS moves, simplified names, GBK
  const truth = readRecords(ICCS)[0];
  for (const to of ['GBK', 'GB18030']) {
    const [r] = readRecords(iconv(ICCS, to));
    assert.equal([r.tags, r.moves.length, r.error], [truth.tags, truth.moves.length, undefined], to);
  }
  // the same in GBK with its players' names in traditional forms, as Hong Kong and Taiwan sites
  // print them (柳大華, 楊官璘): GBK keeps those outside GB 2312 (楊 0x97EE, 璘 0xAD55), where
  // Big5's frequent block also lies; they had read as Big5, garbled ('夥苣')
  // (the event, in simplified characters, left out: the names are all the Chinese there is)
  const traditional = ICCS.replace('柳大华', '柳大華').replace('杨官璘', '楊官璘').replace(/\[Event "[^"]*"\]\n/, '');
  assert.is(traditional.match(/[^\x00-\x7f]/g).join(''), '柳大華楊官璘');
  for (const to of ['GBK', 'GB18030']) {
    const [r] = readRecords(iconv(traditional, to));
    assert.equal([r.tags.Red, r.tags.Black, r.moves.length], ['柳大華', '楊官璘', truth.moves.length], to);
  }
  // 象棋譜大全's 千里獨行 (qianli-duxing.pgn, the title its source gives it): traditional, Big5,
  // its moves written in ICCS so that no xiangqi character is left to count (but 象 in its Game
  // tag, left out in the first text: 千里獨行 alone had read as GB18030, 'ń縒︽')
  const text = Game.fromRecord(readRecords(QIANLI)[0]).toRecord({ notation: 'iccs', tags: { Event: '千里獨行' } });
  assert.is(text.match(/[^\x00-\x7f]/g).join(''), '千里獨行象棋譜大全');
  const titleOnly = text.replace('[Game "象棋譜大全"]\n', '');
  for (const [to, names] of [['BIG5', titleOnly], ['BIG5', text], ['GB18030', text]]) {
    const truth = readRecords(names)[0];
    const [r] = readRecords(iconv(names, to));
    assert.equal([r.tags, r.moves.map((m) => m.uci), r.error], [truth.tags, truth.moves.map((m) => m.uci), undefined], `${to}: ${names}`);
    assert.is(r.tags.Event, '千里獨行');
  }
});

test('a janggi PGN whose only Korean is its players\' names, in EUC-KR or CP949: read as Korean, by its [Variant "janggi"]', () => {
  // the players of hatteomol-2016-ha-jeon.gib and janggi-dot-com-kakao-coordinates.gib, as a
  // pychess-style PGN names them: no GIB word to count, and the same bytes read as GB 2312 too
  for (const [white, black] of [['하여명', '전동하'], ['최용철', '로하할배']]) {
    const text = `[Variant "${white === '하여명' ? 'janggi' : 'JANGGI'}"]\n[White "${white}"]\n[Black "${black}"]\n\n1. a4a5 a7a6 *\n`;
    for (const to of ['EUC-KR', 'CP949']) {
      const [r] = readRecords(iconv(text, to));
      assert.equal([r.tags.White, r.tags.Black, r.moves.length], [white, black, 2], `${to}: ${white}`);
    }
  }
});

test('EUC-KR / CP949 GIB records are detected without options', () => {
  for (const to of ['EUC-KR', 'CP949']) {
    const [r] = readRecords(iconv(GIB, to).buffer);   // an ArrayBuffer
    assert.is(r.error, undefined, to);
    assert.is(r.moves.length, 73, to);
    assert.is(r.tags['대회명'], '친선대국', to);
  }
});

test('UTF-8 with BOM, UTF-16 LE and BE with BOM', () => {
  const utf8 = new TextEncoder().encode(XU_NIE);
  const variants = {
    'utf-8 bom': concat(new Uint8Array([0xef, 0xbb, 0xbf]), utf8),
    'utf-16le': concat(new Uint8Array([0xff, 0xfe]), iconv(XU_NIE, 'UTF-16LE')),
    'utf-16be': concat(new Uint8Array([0xfe, 0xff]), iconv(XU_NIE, 'UTF-16BE')),
  };
  for (const [name, bytes] of Object.entries(variants)) {
    const [r] = readRecords(bytes);
    assert.is(r.error, undefined, name);
    assert.is(r.moves.length, 75, name);
    assert.is(r.tags.Red, '许银川', name);
  }
});

test('options.encoding forces a decoder', () => {
  const bytes = iconv(GIB, 'EUC-KR');
  assert.is(readRecords(bytes, { encoding: 'euc-kr' })[0].moves.length, 73);
  // EUC-KR bytes are not UTF-8: the first non-ASCII byte is the first bad one
  const [r] = readRecords(bytes, { encoding: 'utf-8' });
  assert.equal([r.error.code, r.error.offset, r.error.encoding], ['undecodable', bytes.findIndex((b) => b >= 0x80), 'utf-8']);
  assert.throws(() => readRecords(bytes, { encoding: 'klingon' }), (e) => e instanceof RecordError && e.code === 'unknown-encoding');
});

test('undecodable bytes: the record\'s error names the byte offset', () => {
  const good = new TextEncoder().encode('[Variant "xiangqi"]\n1. ');
  const bytes = concat(good, new Uint8Array([0xff, 0xff, 0xff]), new TextEncoder().encode(' h3e3'));
  const [r] = readRecords(bytes);
  assert.is(r.error.code, 'undecodable');
  assert.is(r.error.offset, good.length);
  assert.match(r.error.message, String(good.length));
});

// A UTF-8 archive (WXF in full-width letters, whose characters are no piece names) with one line of
// a CP949 GIB's moves pasted into its first game: told as CP949 by its janggi words (장군), every
// game had been read so, garbled (15 of 15 refused at their first move, by readRecords and the CLI
// alike). UTF-8 that reads thousands of characters and fails at a few bytes is UTF-8: the pasted
// line's game alone is refused, for its bytes, and the other 14 read as in the clean file.
test('a UTF-8 archive with a line of CP949 pasted in: UTF-8, the one game refused for its bytes, by both readers and the CLI', async () => {
  const clean = readFileSync(new URL('../records/wxfca-15-wxf.pgn', import.meta.url));
  const gib = readFileSync(new URL('../records/janggi-dot-com-bikjang.gib', import.meta.url));
  const line = gib.subarray(gib.indexOf('\n1.') + 1, gib.indexOf('\n', gib.indexOf('\n1.') + 1));
  const end = clean.indexOf('\n\n[Event', clean.indexOf('\n1.')); // the first game's moves end there
  const bytes = concat(clean.subarray(0, end), new Uint8Array([32]), line, clean.subarray(end));
  const rows = (records) => records.map((r) => [r.moves.length, r.error?.code ?? null]);
  const expected = rows(readRecords(clean)).map((row, i) => (i === 0 ? [0, 'undecodable'] : row));
  assert.equal(rows(readRecords(bytes)), expected);
  const streamed = [];
  for await (const r of streamRecords([bytes.subarray(0, 4096), bytes.subarray(4096)])) streamed.push(r);
  assert.equal(rows(streamed), expected);
  let out; // (the CLI exits 1 when a record is not valid)
  try { out = execFileSync(process.execPath, [new URL('../../bindings/cli.js', import.meta.url).pathname, 'validate', 'xiangqi/standard', '-', '--json'], { input: bytes, encoding: 'utf8' }); }
  catch (e) { out = e.stdout; }
  const summary = JSON.parse(out.trim().split('\n').at(-1)).summary;
  assert.equal([summary.records, summary.valid, summary.unreadable], [15, 14, 1], out);
});

// ---------------------------------------------------------------------------
// PGN features and result words

test('comments, NAGs (both forms), nested variations and 1... numbering', () => {
  const [r] = readRecords(`[Variant "xiangqi"]
{before the game} 1. C2=5 $1 {centre cannon} 1... H8+7 ; screen horse
(1... C8=5 !? {same-direction cannons} 2. H2+3 (2. H8+7 ?) 2... H8+7) 2. H2+3!! R9=8?? *`);
  assert.is(r.error, undefined);
  assert.is(r.comment, 'before the game');
  assert.equal(r.moves.map((m) => m.uci), ['h3e3', 'h10g8', 'h1g3', 'i10h10']);
  assert.equal(r.moves[0].nags, [1]);
  assert.is(r.moves[0].comment, 'centre cannon');
  assert.is(r.moves[1].comment, 'screen horse');
  const [variation] = r.moves[1].variations;
  assert.equal(variation.map((m) => m.uci), ['h8e8', 'h1g3', 'h10g8']);
  assert.equal(variation[0].nags, [5]);
  assert.is(variation[0].comment, 'same-direction cannons');
  assert.equal(variation[1].variations[0].map((m) => [m.uci, m.nags]), [['b1c3', [2]]]);
  assert.equal(r.moves[2].nags, [3]);
  assert.equal(r.moves[3].nags, [4]);
  assert.is(r.result, '*');
});

test('PGN as XQ Wizard (xqbase) and other tools write it: the site notice after "=====", "8. ..." apart', () => {
  // walker8088/cchess's tests/data/test.pgn ends so: the notice is no game
  const xqbase = '[Event "x"]\n1. 炮二平五 马８进７ *\n======================\n欢迎访问象棋百科全书网\n推荐用象棋巫师观赏棋谱\nhttp://www.xqbase.com/\n';
  assert.equal(readRecords(xqbase).map((r) => [r.moves.length, r.error]), [[2, undefined]]);
  assert.equal(readRecords(`${xqbase}\n[Event "y"]\n1. h3e3 *`).map((r) => [r.tags.Event, r.moves.length, r.error]), [['x', 2, undefined], ['y', 1, undefined]]);
  // hbsxcjp/cchess's 01.pgn_iccs writes a Black move's dots apart from its number: (8. ... 卒７平８
  assert.equal(readRecords('1. h2e2 ... h9g7 (1. ... b9c7) *')[0].moves.map((m) => [m.uci, m.variations?.[0]?.[0]?.uci]), [['h3e3', undefined], ['h10g8', 'b10c8']]);
});

test('a variation never closed: the mainline moves it swallowed are not lost unsaid', () => {
  // the ')' left out: every later move reads as the variation's, the result too
  const [open] = readRecords('1. h3e3 (1. b3e3 h10g8 2. h1g3 *');
  assert.equal([open.moves.length, open.error?.code, open.error?.text], [1, 'record-syntax', '(']);
  assert.match(open.error.message, /never closed/);
  // the next game's tags still start a new record, the first with its error
  const two = readRecords('1. h3e3 (1. b3e3 h10g8 (1... h10g8\n\n[Event "b"]\n1. b3e3 *');
  assert.equal(two.map((r) => [r.moves.length, r.error?.code]), [[1, 'record-syntax'], [1, undefined]]);
  // closed ones read as before
  assert.is(readRecords('1. h3e3 (1. b3e3 h10g8 (1... i10i9)) h10g8 *')[0].error, undefined);
});

test('result words people write: Chinese and Korean', () => {
  const cases = [
    ['红胜', '1-0'], ['紅勝', '1-0'], ['红先胜', '1-0'], ['黑胜', '0-1'], ['黑方胜', '0-1'], ['红负', '0-1'],
    ['黑负', '1-0'], ['和局', '1/2-1/2'], ['和棋', '1/2-1/2'],
    // as Chinese posts and apps write them (helpers' reading of BBS posts and articles): won,
    // resigned (认负), a proper draw (正和), in brackets, with how it ended after it
    ['红方获胜', '1-0'], ['红方胜利', '1-0'], ['黑方认负', '1-0'], ['红方认负', '0-1'], ['正和', '1/2-1/2'],
    ['双方和棋', '1/2-1/2'], ['【红胜】', '1-0'], ['红方胜（绝杀）', '1-0'], ['黑胜（超时）', '0-1'],
  ];
  for (const [word, result] of cases) {
    assert.is(readRecords(`[Game "Chinese Chess"]\n1. 炮二平五 马８进７ ${word}`)[0].result, result, word);
  }
  const korean = [['초 완승', '1-0'], ['한 완승', '0-1'], ['한 승', '0-1'], ['초 시간승', '1-0'], ['무승부', '1/2-1/2']];
  for (const [word, result] of korean) {
    const [r] = readRecords(`[초차림 "마상상마"]\n[한차림 "마상상마"]\n1. 79졸78 2. 41병42 ${word}`);
    assert.is(r.result, result, word);
    assert.is(r.moves.length, 2, word);
    assert.is(readRecords(`[초차림 "마상상마"]\n[한차림 "마상상마"]\n[대국결과 "${word}"]\n1. 79졸78`)[0].result, result, word);
  }
  // the 대국결과 words of Korean servers (the JANGGI_DOT_COM archive, tests/records/README.md): how
  // a side won or lost, points, a note in brackets; unknown, void and cut-off words are no result
  const server = {
    '1-0': ['초 기권승', '초승(기권) ', '楚의 기권승', '楚 장군승', '초 점수승', '초 1.5점 승(정선)', '초 접속 끊김승', '한 접속 끊김 패', '한기권패', '초 승리', '초승(외통수)', '楚 불계승', '초 3.5점 점수승'],
    '0-1': ['한 점수승', '漢의 기권승', '한 0.5점 승', '한승(기권)', '초 접속끊김 패', '한빅승', '한 시간승', '초 완패'],
    '1/2-1/2': ['무승부(동의)', '무승부(빅장)', '무승부(자동)'],
    '*': ['미상', '무효', '통신장애중단', '초 와늣'],
  };
  for (const [result, words] of Object.entries(server)) {
    for (const word of words) {
      assert.is(readRecords(`[초차림 "마상상마"]\n[한차림 "마상상마"]\n[대국결과 "${word}"]\n1. 79졸78`)[0].result, result, word);
    }
  }
});

test('GIB from a Korean archive: a [판] board where Han moves first, 사이버장기 captures (타), CP949 bytes', async () => {
  // two games of the JANGGI_DOT_COM archive (tests/records/README.md), as CP949 bytes (iconv)
  const [board, cyber] = readRecords(iconv(fixture('janggi-dot-com-2.gib'), 'CP949'));
  // a handicap game (한 접장기): the board's rows leave out their trailing empty points and the
  // empty rows; Han's soldier moves first (49병48), and Han mates at ply 21 as 대국결과 says
  assert.equal([board.error, board.moves.length, board.fen], [undefined, 21, 'rnb3bnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1']);
  assert.equal([board.result, Game.fromRecord(board).outcome().reason], ['0-1', 'checkmate']);
  // 사이버장기 writes a capture as 타 and the piece taken: "76상48타졸"
  assert.equal([cyber.error, cyber.moves.length, cyber.moves[12].text], [undefined, 23, '76상48타졸']);
  // written back as a GIB in each notation of janggi: the [판] board, whose first move says who
  // moves first; a SAN move names no starting point ("Pih7"), so only playing it tells. The tag
  // comes back whole, the note after its board too (it had been left out)
  assert.ok(board.tags['판'].endsWith('/車馬象3象馬車 한 접장기'), board.tags['판']);
  for (const notation of NOTATIONS.janggi) {
    const [back] = readRecords(Game.fromRecord(board).toRecord({ format: 'gib', notation }));
    assert.equal([back.error, back.fen, back.moves.map((m) => m.uci)], [undefined, board.fen, board.moves.map((m) => m.uci)], notation);
    assert.is(back.tags['판'], board.tags['판'], notation);
  }
  const ff = await loadFfish();
  for (const r of [board, cyber]) { // every move legal for Fairy-Stockfish too
    withBoard(ff, 'janggi', r.fen, (b) => {
      for (const m of r.moves) { assert.ok(b.legalMoves().split(' ').includes(m.uci), m.text); b.push(m.uci); }
    });
  }
});

test('GIB games of tags alone (cancelled, as an archive lists them; or written from an empty game) are records of their own', () => {
  // JANGGI_DOT_COM's 제 4회 챔피언전 해설총보.gib lists four cancelled games ([총수 "0"]) before the
  // first played one: each its own record, and the played game starts from its own formations
  const cancelled = '[대회명 "챔피언전"]\n[대국일자 "대국취소"]\n[초차림 "상마마상"]\n[한차림 "상마마상"]\n[총수 "0"]\n\n';
  const played = '[대회명 "챔피언전"]\n[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n1. 02마83 2. 18마37\n';
  const records = readRecords(cancelled + cancelled + played);
  assert.equal(records.map((r) => [r.moves.length, r.error]), [[0, undefined], [0, undefined], [2, undefined]]);
  const empty = new Game('janggi/standard'), one = new Game('janggi/standard');
  one.play('b1c3');
  assert.equal(readRecords(empty.toRecord({ format: 'gib' }) + '\n' + one.toRecord({ format: 'gib' })).map((r) => r.moves.length), [0, 1]);
});

test('CP949: all 11,172 Hangul syllables as iconv writes them (Node\'s EUC-KR decoder has 2,350)', () => {
  let syllables = '';
  for (let c = 0xac00; c <= 0xd7a3; c++) syllables += String.fromCharCode(c);
  const [r] = readRecords(iconv(`[초대국자 "${syllables}"]\n[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n1. 79졸78\n`, 'CP949'));
  assert.is(r.tags['초대국자'], syllables);
  // a nickname of that archive with a syllable KS X 1001 lacks (뺴: 0x95 0xFB): read, not garbled as Chinese
  const [nick] = readRecords(iconv('[초대국자 "뺴뺴로4019 5단"]\n[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n1. 79졸78\n', 'CP949'));
  assert.equal([nick.tags['초대국자'], nick.moves.length, nick.error], ['뺴뺴로4019 5단', 1, undefined]);
  // a byte pair that is no CP949 still names its offset
  const bad = iconv('[초대국자 "가"]\n', 'CP949');
  bad[bad.length - 4] = 0x20;   // 가's trail byte: a lead byte then a space
  const [broken] = readRecords(bad, { encoding: 'euc-kr' });
  assert.equal([broken.error.code, broken.error.offset], ['undecodable', bad.length - 5]);
});

test('GIB quirks of real files: stray 0xFF bytes, DOS end-of-file marks, <0> marks, a [판] board', () => {
  // ladofa/janggi's python_tf/gibo.py reads real GIB archives and has to drop 0xFF bytes, '\\x1a'
  // and '<0>' tokens, and reads [판] (the whole board, Cho's back rank first) where formations are
  // missing. The 2016 game with those quirks added must read as the clean one does.
  const [clean] = readRecords(GIB);
  const quirky = GIB.replace('1. 71졸72', '1. 71졸72 <0>').replace(/\n$/, '\n\x1a');
  const euckr = iconv(quirky, 'CP949');
  const cut = euckr.indexOf(0x0a);               // after the first header line
  const withFF = concat(euckr.subarray(0, cut), new Uint8Array([0xff]), euckr.subarray(cut));
  const [r] = readRecords(withFF);
  assert.is(r.error, undefined);
  assert.equal(r.moves.map((m) => m.uci), clean.moves.map((m) => m.uci));
  // [판] spelling out the same 상마상마 / 상마상마 start (rows from Cho's back rank up)
  const board = '차상마사1사상마차/4장4/1포5포1/졸1졸1졸1졸1졸/9/9/兵1兵1兵1兵1兵/1包5包1/4將4/車象馬士1士象馬車';
  const [b] = readRecords(GIB.replace(/\[초차림[^\n]*\n\[한차림[^\n]*\n/, `[판 "${board}"]\n`));
  assert.is(b.error, undefined);
  assert.is(b.fen, clean.fen);
  assert.is(b.moves.length, 73);
});

test('GIB pass, Hanja pieces and side markers', () => {
  const [r] = readRecords('[초차림 "마상상마"]\n[한차림 "마상상마"]\n1. 79楚卒78 2. 한수쉼 3. 02馬83 4. 41漢兵42');
  assert.is(r.error, undefined);
  assert.equal(r.moves.map((m) => m.uci), ['i4h4', 'e9e9', 'b1c3', 'a7b7']);
});

test('a pass written as prose writes it, 한수 쉼 (with a space), is one move', () => {
  const [r] = readRecords('[초차림 "마상상마"]\n[한차림 "마상상마"]\n1. 79졸78 2. 한수 쉼 3. 02마83 4. 한수\t쉼 5. 한수쉼');
  assert.is(r.error, undefined);
  assert.equal(r.moves.map((m) => m.uci), ['i4h4', 'e9e9', 'b1c3', 'e9e9', 'e2e2']);
});

test('[FEN] in the forms other tools write: E/H letters, r to move, no counters', () => {
  const [r] = readRecords('[Variant "xiangqi"]\n[FEN "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r"]\n1. C2=5');
  assert.is(r.error, undefined);
  assert.is(r.fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
});

test('[Variant] with Fairy-Stockfish / pychess names in any casing picks the game', () => {
  for (const [variant, profile] of [['Xiangqi', 'xiangqi/standard'], ['JANGGI', 'janggi/standard'], ['Makruk', 'makruk/standard'], ['makruk/plyyard', 'makruk/plyyard']]) {
    assert.is(readRecords(`[Variant "${variant}"]\n*`)[0].profile, profile, variant);
  }
  assert.is(readRecords('[Variant "janggi"]\n*', { profile: 'janggi/vchess' })[0].profile, 'janggi/vchess');
});

// Fairy-Stockfish has four janggi rule sets; janggi/standard is its "janggi". In "janggicasual"
// and "janggimodern" generals may face with nothing to follow (ffish lists every move there), and
// in "janggicasual" two passes draw: read as janggi/standard, 2. Ra2 was refused and the double
// pass scored by material.
test('[Variant "janggicasual" | "janggimodern" | "janggitraditional"]: refused unless a janggi profile is named', async () => {
  const facing = '1. Ped4 Pef7 2. Ra2 *\n';
  const passes = '1. Hc3 Ke9 2. Ke2 *\n';
  for (const variant of ['janggicasual', 'janggiModern', 'janggi-traditional']) {
    // janggi/standard named is Fairy-Stockfish's "janggi" all the same (the CLI always names one)
    for (const options of [undefined, { profile: 'janggi/standard' }, { profile: 'xiangqi/standard' }]) {
      const [r] = readRecords(`[Variant "${variant}"]\n\n${facing}`, options);
      assert.equal([r.profile, r.error?.code, r.moves.length], [null, 'unknown-variant', 0], variant);
      assert.match(r.error.message, /no built-in profile has these rules/);
    }
  }
  // the oracle: ffish plays both lines whole in janggicasual, and scores the double pass a draw
  const ff = await loadFfish();
  for (const line of [facing, passes]) {
    withBoard(ff, 'janggicasual', null, (board) => {
      for (const san of line.replace(/\d+\.|\*/g, ' ').trim().split(/\s+/)) assert.ok(board.pushSan(san), `ffish janggicasual: ${san}`);
      if (line === passes) assert.is(board.result(), '1/2-1/2');
    });
  }
  defineProfile('janggi/fsf-casual', { base: 'janggi/standard', bikjang: 'free', bikjangEnd: 'none', doublePassEnd: 'draw', drawsByMaterial: false });
  const [a] = readRecords(`[Variant "janggicasual"]\n\n${facing}`, { profile: 'janggi/fsf-casual' });
  assert.equal([a.profile, a.error, a.moves.length], ['janggi/fsf-casual', undefined, 3]);
  const [b] = readRecords(`[Variant "janggicasual"]\n\n${passes}`, { profile: 'janggi/fsf-casual' });
  assert.equal([b.error, Game.fromRecord(b).outcome().result], [undefined, '1/2-1/2']);
});

test('options.profile: the rules of records of its game and of records that name none', () => {
  const read = (text, profile) => { const [r] = readRecords(text, profile && { profile }); return [r.profile, r.error?.code, r.moves.length]; };
  // UCI names no game: the caller's (without one, UCI is xiangqi's)
  assert.equal(read('1. e3e4 e6e5 *', 'makruk/plyyard'), ['makruk/plyyard', undefined, 2]);
  assert.equal(read('1. b1c3 b10c8 2. pass *', 'janggi/youzai'), ['janggi/youzai', undefined, 3]);
  assert.equal(read('1. e3e4 e6e5 *'), ['xiangqi/standard', undefined, 2]); // as ICCS, which alone replays it
  // a record of its game is read under its rules: the sliding cannon of RULES §3.3 moves without a screen
  assert.equal(read('[Variant "janggi"]\n\n1. b3b5 *', 'janggi/youzai'), ['janggi/youzai', undefined, 1]);
  assert.equal(read('[Variant "janggi"]\n\n1. b3b5 *'), ['janggi/standard', 'cannon-no-screen', 0]);
  // a record that names another game, by its tags or its notation, keeps it
  assert.equal(read('[Variant "makruk"]\n\n1. e4 *', 'janggi/youzai'), ['makruk/standard', undefined, 1]);
  assert.equal(read('1. 炮二平五 *', 'janggi/youzai'), ['xiangqi/standard', undefined, 1]);
  // SAN names its game by its letters: makruk's pawns have none, xiangqi's and janggi's pieces all have one
  assert.equal(read('1. c4 c5 *', 'xiangqi/youzai'), ['makruk/standard', undefined, 2]);
  assert.equal(read('1. Che3 Hg8 *', 'xiangqi/youzai'), ['xiangqi/youzai', undefined, 2]);
  // a FEN of eight ranks is makruk's, whatever its moves' notation would guess
  assert.equal(read('[FEN "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"]\n\n1. e3e4 *'), ['makruk/standard', undefined, 1]);
  // an unknown profile is the caller's mistake: thrown, as by new Game
  for (const bad of ['nope', 5, null]) assert.throws(() => readRecords('1. h3e3 *', { profile: bad }), (e) => e instanceof UnknownProfileError);
});

test('janggi/vchess records keep their setup turns: written, read back, and made a game', () => {
  const g = new Game('janggi/vchess');
  for (const m of ['e2e2', 'b10c10', 'b1c3']) g.play(m);
  const text = g.toRecord(); // setup turns are UCI in every notation: the Format tag names the rest's
  assert.match(text, /\[Format "janggi"\]/);
  const [back] = readRecords(text);
  assert.equal([back.error, back.moves.map((m) => m.uci)], [undefined, ['e2e2', 'b10c10', 'b1c3']]);
  assert.is(Game.fromRecord(back).fen(), g.fen());
  const [setup] = readRecords('[Variant "janggi/vchess"]\n\n1. e2e2 b10c10 *');
  assert.is(gameFromRecord(setup).isSetupTurn(), false);
  const played = new Game('janggi/vchess');
  played.play('e2e2');
  played.play('b10c10');
  assert.is(gameFromRecord(setup).fen(), played.fen());
  assert.match(played.fen(), /^rbna1abnr\//); // Han's left horse and elephant swapped
  // both swaps in one setup move, written as the core writes it ('b1c1,h1g1'): one move, not a
  // list of two (a list joined by commas is read move by move elsewhere: 'h2e2,h9g7')
  const both = new Game('janggi/vchess');
  for (const m of ['b1c1,h1g1', 'b10c10,h10g10', 'a4a5']) both.play(m);
  for (const notation of ['janggi', 'uci']) {
    const [whole] = readRecords(both.toRecord({ notation }));
    assert.equal([whole.error, whole.moves.map((m) => m.uci)], [undefined, ['b1c1,h1g1', 'b10c10,h10g10', 'a4a5']], notation);
    assert.is(gameFromRecord(whole).fen(), both.fen());
  }
  // past the setup turns the same text is two moves of a list, the second refused as a move there
  const [after] = readRecords('[Variant "janggi/vchess"]\n\n1. e2e2 e9e9 2. b1c3,h1g3 *');
  assert.equal([after.moves.map((m) => m.uci), after.error?.ply, after.error?.code], [['e2e2', 'e9e9', 'b1c3'], 4, 'wrong-side']);
  // GIB has no setup turns: the swaps are its formations, the setup moves left out
  const swapped = new Game('janggi/vchess');
  for (const m of ['b1c1', 'b10c10,h10g10', 'a4a5', 'pass']) swapped.play(m);
  const gib = swapped.toRecord({ format: 'gib' });
  assert.match(gib, /\[초차림 "상마상마"\]\n\[한차림 "상마마상"\]\n\n1\. 71졸61 2\. 한수쉼/);
  const [fromGib] = readRecords(gib, { profile: 'janggi/vchess' });
  assert.is(Game.fromRecord(fromGib).fen().split(' ')[0], swapped.fen().split(' ')[0]);
});

test('a tag name holds no "[": a doubled bracket (a damaged line) is passed over, and the tag read', () => {
  const records = readRecords('[[Variant "janggi"]\n[[[Event "e"]\n*');
  assert.is(records.length, 1);
  assert.is(records[0].profile, 'janggi/standard');
  assert.equal(records[0].tags, { Variant: 'janggi', Event: 'e' });
});

test('multi-game files: each record read on its own, a bad one does not stop the others', () => {
  const text = `${QIANLI}\n\n[Variant "xiangqi"]\n1. C2=5 H8+7 2. Q9+9 *\n\n${ICCS}\n[Variant "makruk"]\n1. e4 e5 *`;
  const records = readRecords(text);
  assert.is(records.length, 4);
  assert.is(records[0].moves.length, 33);
  assert.equal(records[1].moves.map((m) => m.uci), ['h3e3', 'h10g8']);
  assert.is(records[1].error.ply, 3);
  assert.is(records[2].moves.length, 125);
  assert.is(records[3].profile, 'makruk/standard');
  assert.is(records[3].moves.length, 2);
});

// ---------------------------------------------------------------------------
// errors: typed, with ply, text and code; nothing thrown

test('error paths: unreadable token, illegal move, unknown tag values, bad formation, bad FEN', () => {
  const cases = [
    ['[Variant "xiangqi"]\n1. C2=5 XYZ 2. H2+3', { ply: 2, text: 'XYZ', code: 'malformed-move' }, 1],
    ['[Variant "xiangqi"]\n1. C2=5 C8=5 2. R1+9', { ply: 3, text: 'R1+9' }, 2],
    ['[Variant "shogi"]\n1. P7g7f', { ply: 0, text: 'shogi', code: 'unknown-variant' }, 0],
    ['[Format "Nodes"]\n1. C2=5', { ply: 0, text: 'Nodes', code: 'unknown-format' }, 0],
    ['[초차림 "마마상상"]\n[한차림 "마상"]\n1. 79졸78', { ply: 0, code: 'bad-formation' }, 0],
    // each wing holds one horse and one elephant: four horses or four elephants are no formation
    ['[초차림 "마마마마"]\n[한차림 "마상상마"]\n1. 79졸78', { ply: 0, code: 'bad-formation' }, 0],
    ['[초차림 "상마상마"]\n[한차림 "상상상상"]\n1. 79졸78', { ply: 0, code: 'bad-formation' }, 0],
    ['[Variant "xiangqi"]\n[FEN "9/9/9 w"]\n1. C2=5', { ply: 0 }, 0],
  ];
  for (const [text, want, kept] of cases) {
    let records;
    try {
      records = readRecords(text);
    } catch (e) {
      assert.unreachable(`threw ${e.message} for ${text}`);
    }
    const [r] = records;
    assert.ok(r.error, text);
    for (const [k, v] of Object.entries(want)) assert.is(r.error[k], v, `${k} for ${text}`);
    assert.type(r.error.message, 'string');
    assert.ok(r.error.code, 'has a code');
    assert.is(r.moves.length, kept, text);
    // Game.fromRecord throws the record's own error, as the types say (it said "a record's
    // profile is a profile name, not null" for an unknown Variant or formation)
    if (r.profile === null) {
      assert.throws(() => Game.fromRecord(r), (e) => e instanceof RecordError && e.code === r.error.code && e.message === r.error.message, text);
    }
  }
  assert.match(readRecords('[Variant "xiangqi"]\n[FEN "9/9/9 w"]\n1. C2=5')[0].error.code, /^fen-/);
});

test('optional record fields are absent, not undefined: no fen after a header error, no notation where none is known', () => {
  const has = (r, key) => Object.hasOwn(r, key);
  for (const text of ['[Variant "chess"]\n\n1. e4 e5 *', '[Format "XYZ"]\n\n1. h3e3 *', '[초차림 "마마상상"]\n[한차림 "마상"]\n1. 79졸78']) {
    const [r] = readRecords(text);
    assert.equal([has(r, 'fen'), r.error.ply], [false, 0], text);
  }
  assert.is(has(readRecords('[Format "XYZ"]\n\n1. h3e3 *')[0], 'notation'), false);
  const [empty] = readRecords('[Event "no moves"]\n*');
  assert.equal([has(empty, 'notation'), has(empty, 'fen')], [false, true]);
  // an object spread over defaults keeps them (an undefined field overwrote a default)
  assert.is({ fen: 'default', ...readRecords('[Variant "chess"]\n\n1. e4 *')[0] }.fen, 'default');
});

test('mangled records never throw: every record comes back, bad ones with a typed error', () => {
  const rng = (() => { let x = 12345; return () => (x = (x * 1103515245 + 12345) >>> 0) / 2 ** 32; })();
  const noise = ['{', '}', '(', ')', '[', ']', '"', '$', ';', '\n', '1.', '...', '炮', '졸', 'x', '=', '+', '\ufffd'];
  for (const source of [GIB, ICCS, QIANLI, XU_NIE, SCHEMINGMIND]) {
    for (let i = 0; i < 40; i++) {
      let text = source;
      for (let k = 0; k < 1 + Math.floor(rng() * 6); k++) {
        const at = Math.floor(rng() * text.length);
        text = rng() < 0.5 ? text.slice(0, at) + noise[Math.floor(rng() * noise.length)] + text.slice(at)
          : text.slice(0, at) + text.slice(at + 1 + Math.floor(rng() * 8));
      }
      const records = readRecords(text);
      assert.ok(Array.isArray(records));
      for (const r of records) {
        assert.ok(Array.isArray(r.moves));
        if (r.error) assert.ok(r.error.code && typeof r.error.ply === 'number' && typeof r.error.message === 'string', JSON.stringify(r.error));
      }
    }
  }
  assert.equal(readRecords(''), []);
});

test('bad input types are a typed error', async () => {
  for (const bad of [null, 42, {}]) {
    try {
      readRecords(bad);
      assert.unreachable();
    } catch (e) {
      assert.instance(e, RecordError);
      assert.is(e.code, 'bad-input');
    }
  }
  // bytes transferred away (a detached buffer) are no bytes to read, whatever holds them
  const gone = new ArrayBuffer(16), views = [gone, new Uint8Array(gone), new DataView(gone)];
  structuredClone(gone, { transfer: [gone] });
  for (const bytes of views) {
    assert.throws(() => readRecords(bytes), (e) => e instanceof RecordError && e.code === 'bad-input' && /detached/.test(e.message), bytes.constructor.name);
  }
  assert.equal(readRecords(new Uint8Array(0)), []);
  // an encoding named by no text: unknown, not a TypeError from its String()
  for (const encoding of [Object.create(null), { toString: () => 'utf-8' }, 5]) {
    assert.throws(() => readRecords(new Uint8Array([49]), { encoding }), (e) => e instanceof RecordError && e.code === 'unknown-encoding');
  }
  // and whatever the input, as streamRecords checks it at the call: a string, whose encoding is
  // the caller's, and CBR bytes, which hold no text to decode, had passed an unknown one over, and
  // '' had read as none; null is none for both
  const cbr = new Uint8Array(readFileSync(new URL('../records/cbr/huang-danqing-lecture-004.cbr', import.meta.url)));
  for (const [input, encoding] of [['1. h3e3 *', 'klingon'], [cbr, 'klingon'], [new Uint8Array([49]), '']]) {
    assert.throws(() => readRecords(input, { encoding }), (e) => e instanceof RecordError && e.code === 'unknown-encoding', String(encoding));
    assert.throws(() => streamRecords([input], { encoding }), (e) => e instanceof RecordError && e.code === 'unknown-encoding', String(encoding));
  }
  assert.is(readRecords('1. h3e3 *', { encoding: null })[0].moves.length, 1);
  for await (const record of streamRecords(['1. h3e3 *'], { encoding: null })) assert.is(record.moves.length, 1);
  // a revoked Proxy wherever a value is given is refused as what it stands for: each had thrown
  // the platform's TypeError (an instanceof, a property read, or named() naming it)
  const { proxy: cut, revoke } = Proxy.revocable({}, {});
  revoke();
  const recordGame = new Game('xiangqi/standard');
  for (const [call, type, code] of [
    [() => readRecords(cut), RecordError, 'bad-input'], [() => readRecords('1. h3e3', { encoding: cut }), RecordError, 'unknown-encoding'],
    [() => readRecords('1. h3e3', { fen: cut }), ArgumentError, 'bad-argument'], [() => streamRecords(cut), RecordError, 'bad-input'],
    [async () => { for await (const record of streamRecords([cut])) assert.unreachable(record); }, RecordError, 'bad-input'],
    [() => openRecordFiles(cut), RecordError, 'bad-input'], [() => openRecordFiles([cut]), RecordError, 'bad-input'],
    [() => gameFromRecord(cut), RecordError, 'bad-record'], [() => gameFromRecord({ moves: cut }), RecordError, 'bad-record'],
    [() => gameFromRecord({ moves: [cut] }), RecordError, 'bad-record'], [() => gameFromRecord({ moves: [{ uci: 'h3e3', variations: cut }] }), RecordError, 'bad-record'],
    [() => gameFromRecord({ moves: [], error: cut }), RecordError, 'bad-record'], [() => gameFromRecord({ tags: cut, moves: [] }), RecordError, 'bad-record'],
    [() => recordFromGame(cut), RecordError, 'bad-record'], [() => recordGame.toRecord({ tags: cut }), ArgumentError, 'bad-argument'],
    [() => parseComment(cut), ArgumentError, 'bad-argument'], [() => makeComment(cut), ArgumentError, 'bad-argument'],
    [() => makeComment({ shapes: cut }), ArgumentError, 'bad-argument'], [() => makeComment({ shapes: [cut] }), ArgumentError, 'bad-argument'],
    [() => makeComment({ evaluation: cut }), ArgumentError, 'bad-argument'],
  ]) {
    try {
      await call();
      assert.unreachable(String(call));
    } catch (e) {
      assert.instance(e, type, String(call));
      assert.is(e.code, code, String(call));
    }
  }
  recordGame.free();
  // what toRecord cannot write is a RecordError too, as the types say; a bad option an ArgumentError
  const g = new Game('xiangqi/standard');
  for (const [options, code] of [[{ format: 'foo' }, 'unknown-format'], [{ format: 'gib' }, 'unknown-format'], [{ notation: 'thai' }, 'unknown-notation'],
    [{ format: 10n }, 'unknown-format'], [{ notation: 10n }, 'unknown-notation'], [{ format: { toJSON() { throw new Error('ran'); } } }, 'unknown-format']]) {
    assert.throws(() => g.toRecord(options), (e) => e instanceof RecordError && e.code === code, code);
  }
  for (const tags of ['abc', ['Event'], 5]) { // tags are names to texts: 'abc' was written as [0 "a"] [1 "b"] [2 "c"]
    assert.throws(() => g.toRecord({ tags }), (e) => e instanceof ArgumentError && e.code === 'bad-argument' && /tags/.test(e.message), String(tags));
  }
  assert.throws(() => recordFromGame({}), (e) => e instanceof RecordError && e.code === 'bad-record');
  assert.throws(() => g.toRecord('pgn'), (e) => e instanceof ArgumentError);
  assert.throws(() => g.notation('h3e3', 'chinese', { script: 'x' }), (e) => e instanceof ArgumentError && e.code === 'bad-argument');
});

test('variations nested 100,000 deep (PGN, DhtmlXQ, a hand-made record) are a typed error, not a stack overflow', () => {
  // PGN: the first 100 levels are kept; the game's moves after the variations still count
  const nested = (n) => `1. h3e3 ${'( h3e3 '.repeat(n)}${')'.repeat(n)} h10g8`;
  const depthOf = (node) => { let d = 0; for (let v = node; v?.variations; v = v.variations[0][0]) d++; return d; };
  const [ok] = readRecords(nested(100));
  assert.is(ok.error, undefined);
  assert.equal([ok.moves.length, depthOf(ok.moves[0])], [2, 100]);
  for (const n of [101, 100000]) {
    const [deep] = readRecords(nested(n));
    assert.equal([deep.error.code, deep.error.message], ['record-syntax', 'variations nested deeper than 100'], `depth ${n}`);
    assert.equal([deep.moves.map((m) => m.uci), depthOf(deep.moves[0])], [['h3e3', 'h10g8'], 100]);
    const g = Game.fromRecord({ ...deep, error: undefined });
    assert.is(readRecords(g.toRecord())[0].moves.length, 2, 'what was kept writes and reads back');
    g.free();
  }
  // DhtmlXQ: line k branches from line k - 1
  let dhtml = '[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]';
  for (let k = 1; k <= 5000; k++) dhtml += `[DhtmlXQ_move_${k - 1}_1_${k}]7747[/DhtmlXQ_move_${k - 1}_1_${k}]`;
  const [lines] = readRecords(dhtml);
  assert.equal([lines.error.code, depthOf(lines.moves[0])], ['record-syntax', 100]);
  // a record made by hand: too deep, or not moves at all
  let leaf = { uci: 'h3e3' };
  for (let i = 0; i < 100000; i++) leaf = { uci: 'h3e3', variations: [[leaf]] };
  for (const [moves, code] of [[[leaf], 'record-syntax'], [[null], 'bad-record'], [[{ uci: 'h3e3', variations: [7] }], 'bad-record']]) {
    assert.throws(() => Game.fromRecord({ profile: 'xiangqi/standard', tags: {}, moves }), (e) => e instanceof RecordError && e.code === code);
  }
});

// PGN standard 8.1.1 (export format): the seven-tag roster opens a game's tags, in the order
// Event, Site, Date, Round, White, Black, Result, an unknown value as "?" ("????.??.??" for a date);
// a xiangqi record's [Red] (xqbase) and a GIB's player tags name the sides as White and Black do.
test('toRecord: a PGN opens with the seven-tag roster, placeholders where the game has no value, none in other formats', () => {
  const tagNames = (text) => [...text.matchAll(/^\[(\S+) "([^"]*)"\]$/gm)].map((m) => `${m[1]}=${m[2]}`);
  const g = new Game('xiangqi/standard');
  g.play('h3e3');
  assert.equal(tagNames(g.toRecord({ tags: { Opening: 'x', Date: '2026.12.04', White: 'A' } })),
    ['Event=?', 'Site=?', 'Date=2026.12.04', 'Round=?', 'White=A', 'Black=?', 'Result=*', 'Opening=x', 'Variant=xiangqi', 'Format=WXF']);
  assert.equal(tagNames(g.toRecord({ tags: { Black: '吕钦', Red: '许银川' } })).slice(0, 7),
    ['Event=?', 'Site=?', 'Date=????.??.??', 'Round=?', 'Red=许银川', 'Black=吕钦', 'Result=*']);
  const pgn = g.toRecord();
  // read back, the placeholders are tags like any; written in another format they are left out
  const back = Game.fromRecord(readRecords(pgn)[0]);
  assert.is(back.toRecord(), pgn);
  for (const format of ['dhtmlxq', 'wxf']) assert.not.match(back.toRecord({ format }), /\?/, format);
  assert.equal(readRecords(back.toRecord({ format: 'xqf' }))[0].tags, {});
  const j = new Game('janggi/standard');
  j.play('b1c3');
  const gib = readRecords('[초대국자 "김"]\n[한대국자 "이"]\n[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n1. 02마83\n')[0];
  assert.equal(tagNames(recordFromGame(gameFromRecord(gib), { format: 'pgn' })).slice(0, 7),
    ['Event=?', 'Site=?', 'Date=????.??.??', 'Round=?', '초대국자=김', '한대국자=이', 'Result=*']);
  assert.not.match(Game.fromRecord(readRecords(j.toRecord())[0]).toRecord({ format: 'gib' }), /\?/);
  // a GIB's own names for the event, place, date and round (janggi.com's file, tests/records/
  // hatteomol-2016-ha-jeon.gib) stand in for the roster's too: no [Event "?"] beside its 대회명
  const real = readRecords(readFileSync(new URL('../records/hatteomol-2016-ha-jeon.gib', import.meta.url)))[0];
  assert.equal(tagNames(recordFromGame(gameFromRecord(real), { format: 'pgn' })).slice(0, 7),
    ['대회명=친선대국', '대국장소=미상', '대국일자=2016-12-06', '회전=미상', '초대국자=하여명', '한대국자=전동하', 'Result=1-0']);
  // and a PGN's roster tags are written as a GIB's own names, not as tags no GIB reader knows
  const fromPgn = readRecords(j.toRecord({ format: 'gib', tags: { Event: 'e', Site: 's', Date: '2026.12.07', Round: '3' } }))[0];
  assert.equal([fromPgn.tags['대회명'], fromPgn.tags['대국장소'], fromPgn.tags['대국일자'], fromPgn.tags['회전'], fromPgn.tags.Event], ['e', 's', '2026.12.07', '3', undefined]);
});

// toRecord's tags are names to texts: a Map's entries are no properties (its tags were silently
// dropped), and a value that is an object ran the caller's toString (or threw a TypeError, for
// one without a prototype); a number or a boolean is written as its text. A message names an
// object as 'an object' (it said 'a object').
test('toRecord: tags given as a Map, or a tag valued with an object, a symbol or a BigInt, are an ArgumentError', () => {
  const g = new Game('xiangqi/standard');
  const ran = { toString() { throw new Error('ran the caller\'s code'); } };
  for (const tags of [new Map([['Event', 'x']]), { Event: Object.create(null) }, { Event: ran }, { Event: Symbol('s') }, { Event: 5n }, { Event: ['x'] }]) {
    assert.throws(() => g.toRecord({ tags }), (e) => e instanceof ArgumentError && e.code === 'bad-argument' && /tag/.test(e.message), String(Object.keys(tags)));
  }
  assert.match(g.toRecord({ tags: { Event: 'e', Round: 3, Rated: true } }), /^\[Event "e"\]\n(.*\n)*\[Round "3"\]\n(.*\n)*\[Rated "true"\]/);
  // the game's own start and game may be repeated, not changed: such a record read as 0 plies
  const start = g.clone();
  while (start.undo());
  assert.throws(() => g.toRecord({ tags: { FEN: '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1' } }),
    (e) => e instanceof ArgumentError && e.code === 'bad-argument' && /tag FEN .* is not the game's start/.test(e.message));
  assert.throws(() => g.toRecord({ tags: { variant: 'janggi' } }), (e) => e instanceof ArgumentError && /tag variant "janggi" is not xiangqi/.test(e.message));
  // rules a tag names: vchess's setup turns read back only as vchess (RULES §3.4), so a bare
  // "janggi" (janggi/standard) or another profile is refused; a record read as vchess though
  // tagged "janggi" is written as vchess
  const vchess = new Game('janggi/vchess');
  for (const m of ['e2e2', 'e9e9', 'c4c5']) vchess.play(m);
  assert.throws(() => vchess.toRecord({ tags: { Variant: 'janggi' } }), (e) => e instanceof ArgumentError && /reads back as janggi\/standard, whose rules have no setup turns/.test(e.message));
  assert.throws(() => vchess.toRecord({ tags: { Variant: 'janggi/standard' } }), (e) => e instanceof ArgumentError && /names other rules than the game's, janggi\/vchess/.test(e.message));
  const [asVchess] = readRecords('[Variant "janggi"]\n\n1. e2e2 e9e9 2. c4c5 *\n', { profile: 'janggi/vchess' });
  const [again] = readRecords(Game.fromRecord(asVchess).toRecord());
  assert.equal([asVchess.profile, again.profile, again.moves.length, again.tags.Variant], ['janggi/vchess', 'janggi/vchess', 3, 'janggi/vchess']);
  for (const own of [{ FEN: start.fen() }, { Variant: 'Chinese Chess' }]) {
    const [back] = readRecords(g.toRecord({ tags: own }));
    assert.equal([back.error, back.moves.map((m) => m.uci)], [undefined, g.history().map((m) => m.uci)], JSON.stringify(own));
  }
  assert.ok(g.toRecord({ tags: Object.assign(Object.create(null), { Event: 'x' }) }).includes('[Event "x"]'));
  assert.throws(() => g.toRecord({ format: {} }), (e) => e instanceof RecordError && /got an object$/.test(e.message));
});

test('readRecords { fen }: the start of records that write none; a start tag, GIB formations or an XQF board win', () => {
  // Black's cannon already on e8: from there 1... h8e8 is no move (RULES §2: a move starts from a piece)
  const moved = 'rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
  const [plain] = readRecords('1. h3e3 h8e8 *\n');
  assert.is(plain.error, undefined);
  const [fromFen] = readRecords('1. h3e3 h8e8 *\n', { fen: moved });
  assert.is(fromFen.fen, moved);
  assert.equal([fromFen.moves.length, fromFen.error?.ply], [1, 2]);
  assert.is(fromFen.tags.FEN, moved, 'given as a [FEN] tag would give it');
  // a record's own [FEN] wins
  const own = '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1';
  assert.is(readRecords(`[FEN "${own}"]\n\n*\n`, { fen: moved })[0].fen, own);
  // GIB formations: the record's start, not the option's (a xiangqi FEN would not even be janggi's)
  const gib = '[초차림 "마상상마"]\n[한차림 "상마마상"]\n\n1. 02마83\n';
  assert.equal(readRecords(gib, { fen: moved }), readRecords(gib));
  // an XQF file always holds its board, the standard one too
  const xqf = new Uint8Array(readFileSync(new URL('../records/cchess/WildHouse.xqf', import.meta.url)));
  assert.equal(readRecords(xqf, { fen: moved }), readRecords(xqf));
  // a start of its game only: a record of another game keeps its own (the option's game is the
  // profile's, else the FEN's)
  const mixed = '[Variant "makruk"]\n\n1. e3e4 *\n\n[Variant "xiangqi"]\n\n1. h3e3 *\n';
  const [mk, xq] = readRecords(mixed, { profile: 'xiangqi/standard', fen: moved });
  assert.equal([mk.profile, mk.error, mk.tags.FEN], ['makruk/standard', undefined, undefined]);
  assert.equal([xq.profile, xq.fen], ['xiangqi/standard', moved]);
  const [xqUnderJanggi] = readRecords('[Variant "xiangqi"]\n\n1. h3e3 *\n', { profile: 'janggi/standard', fen: new Game('janggi/standard').fen() });
  assert.equal([xqUnderJanggi.profile, xqUnderJanggi.fen, xqUnderJanggi.error], ['xiangqi/standard', new Game('xiangqi/standard').fen(), undefined]);
  // without a profile the record's game reads the FEN, as a [FEN] tag: a FEN alone does not
  // tell xiangqi from janggi (a xiangqi general on e9, a janggi one on d10, generals facing)
  const ending = '3a5/4k4/9/9/9/9/9/9/9/3K5 w - - 0 1';
  const [xqEnding] = readRecords('[Game "Chinese Chess"]\n[Format "ICCS"]\n\n1. d0d1 *\n', { fen: ending });
  assert.equal([xqEnding.profile, xqEnding.fen, xqEnding.moves.map((m) => m.uci), xqEnding.error], ['xiangqi/standard', ending, ['d1d2'], undefined]);
  const han = '3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1';
  const [jgEnding] = readRecords('[Variant "janggi"]\n\n1. e2e3 *\n', { fen: han });
  assert.equal([jgEnding.profile, jgEnding.fen, jgEnding.error], ['janggi/standard', han, undefined]);
  const facing = '3ak4/9/9/9/9/9/9/9/4K4/3A5 w - - 0 1';
  assert.is(readRecords('[Variant "janggi"]\n\n1. e2e1 *\n', { fen: facing })[0].error?.code, 'bikjang-unanswered');
  // a FEN that is not text, or no start of its game, is the caller's mistake, before any record is read
  for (const fen of [42, {}, ['x'], '', 'garbage', '9/9 w']) {
    try {
      readRecords('1. h3e3 *\n', { fen });
      assert.unreachable(`fen ${JSON.stringify(fen)} accepted`);
    } catch (e) {
      assert.instance(e, ArgumentError);
      assert.is(e.code, 'bad-argument');
    }
  }
});

test('a comment\'s line breaks are \\n in every format, whatever line ends its file had (\\r\\n from Windows tools)', () => {
  const pgn = '[Event "x"]\r\n\r\n{game\r\nnote} 1. h3e3 {one\r\ntwo} (1. b3e3 {three\rfour}) h10g8 *\r\n';
  const [p] = readRecords(pgn, { profile: 'xiangqi/standard' });
  assert.equal([p.comment, p.moves[0].comment, p.moves[0].variations[0][0].comment], ['game\nnote', 'one\ntwo', 'three\nfour']);
  const dhtmlxq = '[DhtmlXQ]\r\n[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\r\n[DhtmlXQ_comment0]line one\r\nline two||three[/DhtmlXQ_comment0]\r\n[DhtmlXQ_comment1]a\r\nb[/DhtmlXQ_comment1]\r\n[/DhtmlXQ]\r\n';
  const [d] = readRecords(dhtmlxq);
  assert.equal([d.error, d.comment, d.moves[0].comment], [undefined, 'line one\nline two\nthree', 'a\nb']);
  // XQF keeps a comment's bytes as written: one with \r\n reads back with \n
  const game = Game.fromRecord({ ...p, comment: 'game\r\nnote', moves: [{ ...p.moves[0], variations: undefined }] });
  try {
    const [x] = readRecords(game.toRecord({ format: 'xqf' }));
    assert.equal([x.comment, x.moves[0].comment], ['game\nnote', 'one\ntwo']);
  } finally { game.free(); }
});

// A start written before the moves, as tools that keep a game as its start and moves write it:
// a FEN line, then the moves (walker8088/cchess's test records test1_move.txt and
// ucci_test1_move.txt, GPL-3.0, read here for their layout only: each is the move list of an XQF
// file of the same tests, and reads as that file's 110 and 43 plies); UCI's and UCCI's 'position
// fen <FEN> moves …' or 'position startpos moves …' (engine logs, Pikafish's and UCCI's protocol
// texts); '<FEN> moves …'. Each had been read as moves, the FEN refused at ply 1 ("not a move").
// Checked on a master game (wxfca-15-iccs.pgn, MIT): started from its position after 20 plies,
// its last 40-odd read so end where the whole game does.
test('a FEN before a record\'s moves (a FEN line, UCI\'s "position fen … moves …") is its start; a position after moves starts the next record', () => {
  const [whole] = readRecords(fixture('wxfca-15-iccs.pgn'));
  const g = new Game('xiangqi/standard');
  for (const m of whole.moves.slice(0, 20)) g.play(m.uci);
  const mid = g.fen();
  const rest = whole.moves.slice(20).map((m) => m.text).join(' ');
  const all = whole.moves.map((m) => m.text).join(' ');
  const end = finalGame(whole).fen();
  for (const text of [`${mid}\n${rest}\n`, `position fen ${mid} moves ${rest}\n`, `${mid} moves ${rest}`,
    `FEN: ${mid.split(' ').slice(0, 2).join(' ')}\n${rest}\n`, `position startpos moves ${all}\n`]) {
    const [r, more] = readRecords(text);
    assert.is(more, undefined, text.slice(0, 40));
    assert.is(r.error, undefined, `${text.slice(0, 40)}: ${JSON.stringify(r.error)}`);
    assert.is(r.moves.length, text.startsWith('position startpos') ? whole.moves.length : whole.moves.length - 20);
    // (a FEN of board and side alone counts its moves from 1)
    const fields = text.startsWith('FEN:') ? 2 : 6;
    assert.is(finalGame(r).fen().split(' ').slice(0, fields).join(' '), end.split(' ').slice(0, fields).join(' '), text.slice(0, 40));
  }
  assert.is(readRecords(`${mid}\n${rest}\n`)[0].tags.FEN, mid, 'as a [FEN] tag would give it');
  // a log of position commands: a record each, each at its own line for the CLI
  const log = `position fen ${mid} moves ${rest}\nposition startpos moves h2e2 h9g7\n${mid}\nFEN: ${mid}\n`;
  assert.equal(readRecords(log).map((r) => [r.moves.length, r.fen, r.error]),
    [[whole.moves.length - 20, mid, undefined], [2, new Game('xiangqi/standard').fen(), undefined], [0, mid, undefined], [0, mid, undefined]]);
  const cli = execFileSync(process.execPath, [new URL('../../bindings/cli.js', import.meta.url).pathname, 'validate', 'xiangqi/standard', '-', '--json'], { input: log, encoding: 'utf8' });
  assert.equal(cli.trim().split('\n').slice(0, -1).map((l) => JSON.parse(l)).map((r) => [r.line, r.status, r.plies]),
    [[1, 'valid', whole.moves.length - 20], [2, 'valid', 2], [3, 'valid', 0], [4, 'valid', 0]]);
  // the start's game, as a [FEN] tag's: a makruk board of 8 ranks, cutechess's counting fields too
  const [mk] = readRecords('rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - 0 0 1 moves e3e4 d6d5\n');
  assert.equal([mk.profile, mk.moves.length, mk.error], ['makruk/standard', 2, undefined]);
  // 'position' and 'fen' that no start follows are moves still, refused as such ([FEN 3k5/R8]
  // read as words: cli.test.js)
  assert.equal([readRecords('position h3e3\n')[0].error?.text, readRecords('fen h3e3\n')[0].error?.text], ['position', 'fen']);
  // the start written both ways: a [FEN] tag, and a FEN line of its board before the moves. A
  // book position (qianli-duxing.pgn, its first game) so written reads as it is published; the
  // line had been read as a move. A line of another board is still refused, naming it.
  const book = fixture('qianli-duxing.pgn').toString('utf8');
  const tag = /^\[FEN "([^"]+)"\]\r?\n\r?\n/m.exec(book);
  const [asPublished] = readRecords(book);
  const [twice] = readRecords(book.replace(tag[0], `${tag[0]}${tag[1]}\n`));
  assert.equal([twice.fen, twice.moves.map((m) => m.uci), twice.error], [asPublished.fen, asPublished.moves.map((m) => m.uci), asPublished.error]);
  assert.ok(asPublished.moves.length > 10);
  const other = readRecords(book.replace(tag[0], `${tag[0]}${mid}\n`))[0];
  assert.equal([other.moves.length, other.error?.code, other.error?.text], [0, 'malformed-move', mid.split(' ')[0]]);
});

test('a result in English words and how the game ended ("Draw agreed.", "Black wins by resignation") end the game with its result; the words are its comment, not a game of their own', () => {
  // tests/records/elephantchess-2006-guo-chen-draw-agreed.txt (elephantchess.blogspot.com, UK
  // championship 2006, Guo Shulong vs Chen Fazuo): "Draw agreed." had been read as the result
  // "Draw", then "agreed." as the first move of a game that swallowed the moves after it
  const page = readRecords(fixture('elephantchess-2006-guo-chen-draw-agreed.txt'));
  assert.not.ok(page.some((r) => r.error?.text === 'agreed.'));
  assert.equal([page[0].result, page[0].comment], ['1/2-1/2', 'Red: Guo Shulong Black: Chen Fazuo Draw agreed. 红棋: 郭淑珑 黑棋: 陈发佐']);
  // the moves after it are read (from the position of the page's photo, which it does not write:
  // from the start, ply 2 is the record's own error)
  assert.equal([page[0].moves[0]?.text, page[0].error?.ply, page[0].error?.text], ['炮八平五', 2, '车2进1']);
  // tests/records/xiangqielephantgame-mountain-wager-3.txt (WXF, 98 plies: Fairy-Stockfish's final
  // position is the replay's), "Black wins." on its own line; then the same sentence on the last
  // move's line, with how the game ended after it, as English pages write it
  const text = fixture('xiangqielephantgame-mountain-wager-3.txt');
  const [whole] = readRecords(text);
  assert.equal([whole.result, whole.moves.length, whole.error], ['0-1', 98, undefined]);
  assert.is(finalGame(whole).fen(), '6b2/C3R4/1N1k5/4p3p/9/2B3B1P/P8/2n3c2/4KC3/7c1 w - - 1 50');
  for (const [sentence, result] of [['Black wins by resignation', '0-1'], ['Black wins on time.', '0-1'], ['Red wins by resignation', '1-0'], ['Draw agreed.', '1/2-1/2'], ['draw by agreement', '1/2-1/2']]) {
    for (const layout of [' ', '\n']) {
      const records = readRecords(text.replace(/\n+Black wins\.\n$/, `${layout}${sentence}\n`));
      assert.equal(records.map((r) => [r.result, r.moves.length, r.error, r.moves.at(-1).comment]), [[result, 98, undefined, sentence]], `${JSON.stringify(layout)} ${sentence}`);
    }
  }
});

test('a result\'s sentence on a line before any move ("Draw agreed.", then the players, then the moves) is the result of the moves that follow, not a game of its own', () => {
  // tests/records/elephantchess-2006-guo-chen-draw-agreed.txt: the blog writes the result under the
  // game's board, over the players in Chinese and the moves (16 plies). It had been read as two
  // records: one of no moves drawn, then the moves not over ('*'). One record now, through
  // readRecords and the CLI (which had read two alike)
  const page = readRecords(fixture('elephantchess-2006-guo-chen-draw-agreed.txt'));
  assert.equal(page.map((r) => [r.result, r.moves[0]?.text, r.error?.ply]), [['1/2-1/2', '炮八平五', 2]]);
  const cli = spawnSync(process.execPath, [new URL('../../bindings/cli.js', import.meta.url).pathname, 'validate', 'xiangqi/standard',
    new URL('../records/elephantchess-2006-guo-chen-draw-agreed.txt', import.meta.url).pathname, '--json'], { encoding: 'utf8' }).stdout;
  const rows = cli.trim().split('\n').map((line) => JSON.parse(line)).filter((row) => row.line);
  assert.equal(rows.map((row) => [row.line, row.status, row.plies, row.illegal?.ply]), [[1, 'illegal', 1, 2]]);
  // the moves' own result after them is the game's; a second result before any move, a tag pair,
  // or a result alone on its line (the CLI's splitter ends a game there) still end the first
  const read = (text) => readRecords(text).map((r) => [r.result, r.moves.length]);
  assert.equal(read('Draw agreed.\n\n1. C2.5 h8+7 1-0\n'), [['1-0', 2]]);
  assert.equal(read('Black wins by resignation\nRed: A\n\n1. C2.5 h8+7 2. H2+3\n'), [['0-1', 3]]);
  assert.equal(read('Draw agreed.\n\nRed wins\n1. C2.5 h8+7\n'), [['1/2-1/2', 0], ['1-0', 0], ['*', 2]]);
  assert.equal(read('Draw agreed.\n[Event "x"]\n1. C2.5 *\n'), [['1/2-1/2', 0], ['*', 1]]);
  assert.equal(read('Draw\n\n1. C2.5 h8+7\n'), [['1/2-1/2', 0], ['*', 2]]);
  assert.equal(read('1. C2.5 h8+7\nDraw agreed.\n1. C2.5\n'), [['1/2-1/2', 2], ['*', 1]]);
});

test.run();
