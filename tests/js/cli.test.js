// cli.test.js — bindings/cli.js, the `boardrules` command, run as a child process: every command,
// every usage error, and `validate` over 1,000 generated game records (random legal play from a
// fixed seed, in several notations, some with an illegal move injected at a known ply).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init, defineProfile, Game, NOTATIONS } from '../../bindings/index.js';
import { prng } from './support/cli-games.mjs';
import { findFsf } from '../bench/fsf.mjs';

await init();

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-cli-'));
// The built-in profiles (other test files may define more in this process; the CLI knows these).
const BUILTIN = ['xiangqi/youzai', 'janggi/plyyard', 'janggi/youzai', 'janggi/vchess', 'makruk/plyyard',
  'xiangqi/standard', 'janggi/standard', 'makruk/standard'];
const VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;

/** Runs the CLI; resolves to { code, stdout, stderr }. */
function run(args, { input, cwd = TMP } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

const lines = (text) => text.split('\n').filter(Boolean);
const real = (name) => path.join(ROOT, 'tests', 'records', name);

/** Runs fn over items, four at a time (process start-up dominates these tests). */
async function pool(items, fn, width = 4) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** A user error: exit 2, one line on stderr naming the problem and pointing to the help of the
 *  command it is in (which lists its options), or to --help when there is none. */
async function usageError(args, pattern) {
  const r = await run(args);
  assert.is(r.code, 2, `exit code of ${args.join(' ')}: ${r.stderr}`);
  assert.is(r.stdout, '', 'nothing on stdout');
  assert.is(lines(r.stderr).length, 1, `one line: ${r.stderr}`);
  const help = ['help', 'bogus', 'valdate', 'cnovert'].includes(args[0]) || args[0].startsWith('-') ? 'boardrules --help' : `boardrules help ${args[0]}`;
  assert.ok(r.stderr.endsWith(`; see \`${help}\`\n`), `${args.join(' ')}: ${r.stderr}`);
  assert.match(r.stderr, /^boardrules: /);
  assert.match(r.stderr, pattern);
  assert.not.match(r.stderr, /\n\s+at /, 'no stack trace');
}

// ---- help, version, profiles ------------------------------------------------------------------

test('--help, -h, help <command>, <command> --help, --version', async () => {
  for (const r of await pool([['--help'], ['-h'], ['help']], (args) => run(args))) {
    assert.is(r.code, 0);
    for (const c of ['perft', 'moves', 'validate', 'convert', 'explain', 'profiles']) assert.match(r.stdout, new RegExp(`^  ${c} `, 'm'));
    assert.match(r.stdout, /exit codes/);
  }
  const commands = ['perft', 'moves', 'validate', 'convert', 'explain', 'profiles'];
  const helps = await pool(commands.flatMap((c) => [['help', c], [c, '--help']]), (args) => run(args));
  for (const [i, c] of commands.entries()) {
    const [a, b] = helps.slice(2 * i, 2 * i + 2);
    assert.is(a.code, 0);
    assert.is(b.code, 0);
    assert.match(a.stdout, new RegExp(`^usage: boardrules ${c}`));
    assert.is(a.stdout, b.stdout);
    assert.match(a.stdout, /^ {2}--define D /m, `${c}: its usage errors point here, --define's too`);
  }
  assert.match((await run(['help', 'validate'])).stdout, /\[FEN "\.\.\."\]/);
  const v = await run(['--version']);
  assert.is(v.code, 0);
  assert.is(v.stdout, `boardrules ${VERSION}\n`);
  assert.is((await run(['-V'])).stdout, v.stdout);
  // the general options (--help lists -V and --define beside -h) after a command too
  for (const args of [['perft', 'xiangqi/standard', '1', '-V'], ['validate', '--version']]) {
    const r = await run(args);
    assert.equal([r.code, r.stdout], [0, v.stdout], args.join(' '));
  }
  assert.is((await run(['help', '-V'])).stdout, (await run(['--help'])).stdout, 'help asked for is help, as --help -V');
  const helpDefined = await run(['help', 'validate', '--define', '{}']);
  assert.equal([helpDefined.code, helpDefined.stdout], [0, helps[4].stdout]);
});

test('no command: the usage on stderr, exit 2', async () => {
  const r = await run([]);
  assert.is(r.code, 2);
  assert.is(r.stdout, '');
  assert.match(r.stderr, /^boardrules — .*\n\nusage: boardrules <command>/);
});

test('profiles: every profile, one line each, with its rules summarised', async () => {
  const r = await run(['profiles']);
  assert.is(r.code, 0);
  const out = lines(r.stdout);
  assert.equal(out.map((l) => l.split(/\s+/)[0]), BUILTIN);
  for (const l of out) assert.match(l, /^(\S+)\s+(xiangqi|janggi|makruk): \S/);
  assert.match(out.find((l) => l.startsWith('xiangqi/youzai')), /stalemate loses.*120 plies.*perpetual/);
  assert.match(out.find((l) => l.startsWith('janggi/vchess')), /setup turns/);
  assert.match(out.find((l) => l.startsWith('makruk/standard')), /Thai counting/);
});

// ---- usage errors -------------------------------------------------------------------------------

test('usage errors: one line, "see" the help of their command, exit 2, no stack trace', async () => {
  const cases = [
    [['bogus'], /unknown command "bogus"/],
    [['--bogus'], /unknown option --bogus/],
    [['--bogus', 'validate'], /unknown option --bogus/], // before the command: not the command's
    [['perft', 'nope/x', '3'], /unknown profile "nope\/x" \(profiles: xiangqi\/youzai, /],
    [['perft', 'xiangqi/youzai'], /perft: missing <depth>/],
    [['perft'], /perft: missing <profile>/],
    [['perft', 'xiangqi/youzai', '2', 'extra'], /unexpected argument "extra"/],
    [['perft', 'xiangqi/youzai', '2', '--fen'], /--fen needs a value/],
    [['perft', 'xiangqi/youzai', '2', '--fen', '--divide'], /--fen needs a value/],
    [['perft', 'xiangqi/youzai', '2', '--notation', 'wxf'], /unknown option --notation for perft/],
    [['perft', 'xiangqi/youzai', '2', '--divide=yes'], /--divide takes no value/],
    [['perft', 'xiangqi/youzai', '2', '--fen', 'rnbakabnr/9 w'], /bad --fen: fen-\S+: /],
    [['moves', 'xiangqi/youzai', '--notation', 'thai'], /notation "thai" is not one of xiangqi's: uci, iccs, san, wxf, chinese, vietnamese/],
    [['moves', 'makruk/plyyard', '--notation=wxf'], /not one of makruk's: uci, san, thai/],
    [['moves', 'makruk/plyyard', '--fen', 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNX w - - 0 1'], /bad --fen/],
    [['explain', 'xiangqi/youzai'], /explain: missing <move>/],
    [['explain', 'xiangqi/youzai', 'h3e3', 'h8e8'], /unexpected argument "h8e8"/],
    [['validate', 'xiangqi/youzai'], /validate: missing <file>/],
    [['validate', 'nope', 'x.txt'], /unknown profile "nope"/],
    [['validate', 'xiangqi/youzai', 'x.txt', '--fen', '9/9 w'], /bad --fen/],
    [['validate', 'xiangqi/youzai', 'x.txt', '--csv'], /unknown option --csv for validate/],
    [['help', 'nope'], /no help on "nope"/],
    [['profiles', 'extra'], /unexpected argument "extra"/],
    ...['x', '-1', '13', '2.5', ''].map((depth) => [['perft', 'xiangqi/youzai', depth], /bad depth/]),
    // a slip is answered with what it likely meant (a letter off, swapped, another case, a prefix), and only then
    [['valdate', 'xiangqi/youzai', 'x.txt'], /unknown command "valdate" \(did you mean validate\?\)/],
    [['cnovert', 'xiangqi/youzai', 'x.txt'], /unknown command "cnovert" \(did you mean convert\?\)/],
    [['bogus'], /unknown command "bogus"; see/],
    [['validate', 'xiangqi/youzai', 'x.txt', '--jsn'], /unknown option --jsn for validate \(did you mean --json\?\)/],
    [['validate', 'xiangqi/youzai', 'x.txt', '--Quiet'], /unknown option --Quiet for validate \(did you mean --quiet\?\)/],
    [['validate', 'xiangqi/youzai', 'x.txt', '-q'], /unknown option -q for validate \(did you mean --quiet\?\)/],
    [['validate', 'xiangqi/youzai', 'x.txt', '--jobz=2'], /unknown option --jobz for validate \(did you mean --jobs\?\)/],
    [['convert', 'xiangqi/youzai', 'x.txt', '--out_dir', 'o'], /unknown option --out_dir for convert \(did you mean --out-dir\?\)/],
    [['validate', 'xiangqi/youzai', 'x.txt', '--csv'], /unknown option --csv for validate; see/],
    [['--jobs', '2', 'validate', 'xiangqi/youzai', 'x.txt'], /unknown option --jobs \(an option of validate, convert, find: give it after the command\)/],
    [['--defne', '{}'], /unknown option --defne \(did you mean --define\?\)/],
    [['validate', 'xiangqi/standrd', 'x.txt'], /unknown profile "xiangqi\/standrd" \(did you mean xiangqi\/standard\? profiles: /],
    [['validate', 'xiangqi', 'x.txt'], /unknown profile "xiangqi" \(profiles: /], // the start of two: neither said
    [['help', 'valid'], /no help on "valid": not a command \(did you mean validate\?\)/],
    // a file whose name starts with '-' (written below): how to name it
    [['validate', 'xiangqi/youzai', '-game.pgn'], /unknown option -game\.pgn for validate \(the file\? name it \.\/-game\.pgn, or after --\)/],
  ];
  fs.writeFileSync(path.join(TMP, '-game.pgn'), '1. h3e3 *\n');
  await pool(cases, ([args, pattern]) => usageError(args, pattern));
});

// `boardrules -- validate …` had been "unknown option --" (exit 2): "--" ends the options before
// the command as after it (POSIX's Utility Syntax Guideline 10: each word after it an operand)
test('"--" ends the options before the command as after it: a file named -x.pgn, "--json" a file', async () => {
  const dir = fs.mkdtempSync(path.join(TMP, 'dashes-'));
  // 柳大华 vs 杨官璘 1982 (tests/records/README.md), named as an option would be
  fs.copyFileSync(real('liu-yang-1982-iccs.pgn'), path.join(dir, '-liu-yang.pgn'));
  const named = await run(['validate', 'xiangqi/standard', './-liu-yang.pgn'], { cwd: dir });
  assert.is(named.code, 0, named.stderr);
  const report = lines(named.stdout)[0].replace('./-liu-yang.pgn', '-liu-yang.pgn');
  assert.match(report, /^-liu-yang\.pgn:1: valid, 125 plies, .*declared 1\/2-1\/2$/);
  const forms = [
    ['validate', 'xiangqi/standard', '--', '-liu-yang.pgn'],
    ['--', 'validate', 'xiangqi/standard', '-liu-yang.pgn'],
    ['--define', '{}', '--', 'validate', 'xiangqi/standard', '-liu-yang.pgn'], // a general option before it
  ];
  for (const args of forms) {
    const r = await run(args, { cwd: dir });
    assert.is(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
    assert.is(lines(r.stdout)[0], report, args.join(' '));
  }
  // after it, an option's spelling is a file's name too (here none: unreadable, exit 3), as after the command's "--"
  for (const args of [['--', 'validate', 'xiangqi/standard', '-liu-yang.pgn', '--json'], ['validate', 'xiangqi/standard', '--', '-liu-yang.pgn', '--json']]) {
    const r = await run(args, { cwd: dir });
    assert.is(r.code, 3, `${args.join(' ')}: ${r.stderr}`);
    assert.equal(lines(r.stdout).slice(0, 2), [report, '--json: unreadable: missing-file: no such file or directory'], args.join(' '));
  }
  // and a command named after it is a command still: a slip is told as one
  await usageError(['--', 'valdate', 'xiangqi/standard', 'x.pgn'], /unknown command "valdate" \(did you mean validate\?\)/);
  assert.match((await run(['--help'])).stdout, /^ {2}-- {2,}ends the options/m, '--help says so');
});

// ---- perft --------------------------------------------------------------------------------------

test('perft: the README counts, --fen, and depth 0', async () => {
  const cases = [
    [['xiangqi/youzai', '3'], 79666],
    [['janggi/plyyard', '2'], 961],
    [['janggi/vchess', '3'], 512],
    [['makruk/plyyard', '3'], 12012],
    [['xiangqi/standard', '3', '--fen', '4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1'], new Game('xiangqi/standard', '4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1').perft(3)],
    [['makruk/plyyard', '0'], 1],
  ];
  const results = await pool(cases, ([args]) => run(['perft', ...args]));
  for (const [i, [args, nodes]] of cases.entries()) {
    const r = results[i];
    assert.is(r.code, 0, r.stderr);
    assert.is(r.stdout, `${nodes}\n`, args.join(' '));
    assert.is(r.stderr, '', 'timing only on a terminal');
  }
});

test('perft --divide: one line per root move in UCI order, each equal to perft after it, and the total', async () => {
  const r = await run(['perft', 'janggi/plyyard', '3', '--divide']);
  assert.is(r.code, 0, r.stderr);
  const out = lines(r.stdout);
  assert.is(out.pop(), 'total: 30037');
  const g = new Game('janggi/plyyard');
  const expected = g.moves().map((m) => m.uci).sort();
  assert.equal(out.map((l) => l.split(':')[0]), expected);
  let sum = 0;
  for (const l of out) {
    const [uci, n] = l.split(': ');
    const child = new Game('janggi/plyyard');
    child.play(uci);
    assert.is(Number(n), child.perft(2), uci);
    child.free();
    sum += Number(n);
  }
  assert.is(sum, 30037);
  // vchess setup turns divide under their UCI names
  const v = await run(['perft', 'janggi/vchess', '2', '--divide']);
  assert.is(v.stdout, 'b1c1: 4\nb1c1,h1g1: 4\ne2e2: 4\nh1g1: 4\ntotal: 16\n');
  assert.is((await run(['perft', 'makruk/plyyard', '0', '--divide'])).stdout, 'total: 1\n');
});

// From a position already over but with legal moves (insufficient material, the move limit
// reached), --divide had printed "total: 0" where plain perft counts the tree, as Fairy-Stockfish's
// perft does (README, Perft): its root moves came from moves(), empty once the game is over.
test('perft --divide from a position already over: the root moves and counts of Fairy-Stockfish\'s divide', async () => {
  const fsf = findFsf({ install: false });
  assert.ok(fsf, 'fairy-stockfish is installed (.ci/run installs it)');
  const cases = [
    ['xiangqi/standard', 'xiangqi', '3k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1', 2], // bare generals
    ['xiangqi/standard', 'xiangqi', '3aka3/9/4b4/9/9/9/9/4B4/9/3AKA3 w - - 0 1', 2], // advisors and elephants only
    ['xiangqi/standard', 'xiangqi', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 100 60', 2], // the move limit
    ['makruk/standard', 'makruk', '8/8/4k3/8/8/3K4/8/8 w - - 0 1', 2],
  ];
  for (const [profile, variant, fen, depth] of cases) {
    const g = new Game(profile, fen);
    assert.is(g.outcome().over, true, fen);
    const input = `setoption name UCI_Variant value ${variant}\nposition fen ${fen}\ngo perft ${depth}\nquit\n`;
    const fsfLines = execFileSync(fsf, [], { input, encoding: 'utf8' }).split('\n').filter((l) => /^[a-i]\d+[a-i]\d+\w?: \d+$/.test(l.trim())).map((l) => l.trim()).sort();
    const r = await run(['perft', profile, String(depth), '--divide', '--fen', fen]);
    assert.is(r.code, 0, r.stderr);
    const out = lines(r.stdout);
    const total = out.pop();
    assert.equal([...out].sort(), fsfLines, fen);
    assert.is(total, `total: ${g.perft(depth)}`);
    assert.ok(fsfLines.length > 0);
    g.free();
  }
});

// ---- moves --------------------------------------------------------------------------------------

test('moves: UCI by default, every notation of each game, in UCI order', async () => {
  const fens = {
    'xiangqi/youzai': 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    'janggi/youzai': undefined,
    'makruk/plyyard': '3rn1n1/1smr4/pppp3p/3Pk1p1/2P1s1P1/PP2P1S1/R2NN3/2SKM1R1 b - - 3 23',
  };
  for (const [profile, fen] of Object.entries(fens)) {
    const g = new Game(profile, fen);
    const legal = g.moves().map((m) => m.uci).sort();
    const fenArgs = fen ? ['--fen', fen] : [];
    const plain = await run(['moves', profile, ...fenArgs]);
    assert.is(plain.code, 0, plain.stderr);
    assert.equal(lines(plain.stdout), legal, `${profile} uci`);
    const results = await pool(NOTATIONS[g.variant], (n) => run(['moves', profile, ...fenArgs, '--notation', n]));
    for (const [i, notation] of NOTATIONS[g.variant].entries()) {
      const r = results[i];
      assert.is(r.code, 0, r.stderr);
      assert.equal(lines(r.stdout), legal.map((u) => g.notation(u, notation)), `${profile} ${notation}`);
    }
    g.free();
  }
  // styled: traditional characters, PlayOK's dots (Black to move: its letters small)
  const black = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1';
  const g = new Game('xiangqi/standard', black);
  const legal = g.moves().map((m) => m.uci).sort();
  for (const [args, style] of [[['--notation', 'chinese', '--script', 'traditional'], ['chinese', { script: 'traditional' }]],
    [['--notation', 'wxf', '--dots'], ['wxf', { dots: true }]]]) {
    const r = await run(['moves', 'xiangqi/standard', '--fen', black, ...args]);
    assert.is(r.code, 0, r.stderr);
    assert.equal(lines(r.stdout), legal.map((u) => g.notation(u, ...style)), args.join(' '));
  }
  assert.ok(lines((await run(['moves', 'xiangqi/standard', '--fen', black, '--notation', 'wxf', '--dots'])).stdout).includes('h8+7'));
  await usageError(['moves', 'xiangqi/standard', '--script', 'traditional'], /--script styles Chinese moves/);
  g.free();
});

test('moves: vchess setup choices in UCI; a finished game lists nothing and says why', async () => {
  const v = await run(['moves', 'janggi/vchess', '--notation', 'janggi']);
  assert.equal(lines(v.stdout), ['b1c1', 'b1c1,h1g1', 'e2e2', 'h1g1']);
  const over = await run(['moves', 'xiangqi/youzai', '--fen', '3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 1 1']);
  assert.is(over.code, 0);
  assert.is(over.stdout, '');
  assert.is(over.stderr, 'no legal moves: 1-0 checkmate\n');
});

// ---- explain ------------------------------------------------------------------------------------

test('explain: "legal" (exit 0) or "code: message" (exit 1), in UCI or notation', async () => {
  const ok = await run(['explain', 'xiangqi/youzai', 'h3e3']);
  assert.is(ok.code, 0);
  assert.is(ok.stdout, 'legal\n');
  assert.is((await run(['explain', 'xiangqi/youzai', 'C2=5'])).stdout, 'legal\n');
  assert.is((await run(['explain', 'janggi/plyyard', 'H02-83'])).stdout, 'legal\n');
  assert.is((await run(['explain', 'makruk/plyyard', 'ม-ง๒'])).stdout, 'legal\n');
  const cases = [
    [['xiangqi/youzai', 'h3h9'], 'path-blocked: a piece blocks the way'],
    [['xiangqi/youzai', 'a10a9'], 'wrong-side: that piece belongs to the side not to move'],
    [['xiangqi/youzai', 'e5e6'], 'no-piece: there is no piece on the starting point'],
    [['xiangqi/youzai', '--fen', '4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1', 'e2c3'], 'flying-general: '],
    [['janggi/plyyard', 'pass'], 'pass-not-allowed: passing is not allowed here: these rules have no pass, or the general is in check'],
    [['xiangqi/youzai', '--fen', '3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 1 1', 'd10e10'], 'game-over: the game is over: 1-0 by checkmate'],
    [['xiangqi/youzai', 'zz9'], 'malformed-move: '],
  ];
  const results = await pool(cases, ([args]) => run(['explain', ...args]));
  for (const [i, [args, text]] of cases.entries()) {
    const r = results[i];
    assert.is(r.code, 1, args.join(' '));
    assert.ok(r.stdout.startsWith(text), `${args.join(' ')}: ${r.stdout}`);
    assert.is(lines(r.stdout).length, 1);
    assert.is(r.stderr, '');
  }
  // the ICCS note names the option that reads it so
  assert.match((await run(['explain', 'xiangqi/youzai', 'h2e2'])).stdout, /^no-piece: .*read as ICCS/);
  assert.is((await run(['explain', 'xiangqi/youzai', 'h2e2', '--notation', 'iccs'])).stdout, 'legal\n');
  assert.is((await run(['explain', 'xiangqi/youzai', 'h2e2', '--notation', 'thai'])).code, 2);
  // a game over with moves left (insufficient material) is not "no legal moves"
  const over = await run(['moves', 'makruk/standard', '--fen', '4k3/8/8/8/2P5/8/8/4K3 w - - 0 1']);
  assert.equal([over.stdout, over.stderr.trim()], ['', 'the game is over, no move is played: 1/2-1/2 insufficient-material']);
});

// ---- validate: hand-written records -------------------------------------------------------------

const DIR = path.join(TMP, 'records');

test('validate: record files ([FEN] tag, comments, move numbers, notations), a directory, stdin', async () => {
  fs.mkdirSync(path.join(DIR, 'more'), { recursive: true });
  fs.writeFileSync(path.join(DIR, 'a-mate.txt'),
    '[Event "test"]\n[FEN "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1"]\n; mate in one\n\n1. i1i10 1-0\n');
  // one notation per record: readRecords settles a record's notation from its moves
  fs.writeFileSync(path.join(DIR, 'b-opening.txt'), '1. C2=5 H8+7\n2. H2+3 ; a comment in the middle\nE3+5\n');
  fs.writeFileSync(path.join(DIR, 'more', 'c-illegal.txt'), 'h3e3 h8e8\nh1g3 a10a9\ne4e5 a9a7\n');
  fs.writeFileSync(path.join(DIR, 'more', 'd-after-mate.txt'), '[FEN "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1"]\ni1i10 d10e10\n');
  fs.writeFileSync(path.join(DIR, '.hidden'), 'not a record');
  const r = await run(['validate', 'xiangqi/youzai', DIR]);
  assert.is(r.code, 1, r.stderr);
  const out = lines(r.stdout);
  assert.is(out[0], `${path.join(DIR, 'a-mate.txt')}:1: valid, 1 ply, 1-0 checkmate`);
  assert.is(out[1], `${path.join(DIR, 'b-opening.txt')}:1: valid, 4 plies, * (not over)`);
  assert.is(out[2], `${path.join(DIR, 'more', 'c-illegal.txt')}:1: illegal move at ply 6 ("a9a7", black to move): own-piece-on-target: the destination holds one of the mover's own pieces`);
  assert.is(out[3], '  fen before: 1nbakabnr/r8/1c2c4/p1p1p1p1p/9/4P4/P1P3P1P/1C2C1N2/9/RNBAKAB1R b - - 5 3');
  assert.is(out[4], `${path.join(DIR, 'more', 'd-after-mate.txt')}:1: illegal move at ply 2 ("d10e10", black to move): game-over: the game is over: 1-0 by checkmate`);
  assert.is(out[5], '  fen before: 3k4R/R8/9/9/9/9/9/9/9/4K4 b - - 1 1');
  assert.match(out[6], /^summary: 4 records: 2 valid, 2 illegal, 0 unreadable; 11 plies in \d+\.\d\d s \(\d+ plies\/s, \d+ records\/s\)$/);
  assert.is(out.length, 7);
  assert.is(r.stderr, '', 'no progress when stderr is not a terminal');

  const quiet = lines((await run(['validate', 'xiangqi/youzai', DIR, '--quiet'])).stdout);
  assert.equal(quiet.slice(0, 4), out.slice(2, 6));
  assert.match(quiet[4], /^summary: 4 records: 2 valid, 2 illegal/);
  assert.is(quiet.length, 5);

  const stdin = await run(['validate', 'xiangqi/youzai', '-'], { input: 'C2=5 H8+7 R1+1\n' });
  assert.is(stdin.code, 0);
  assert.is(lines(stdin.stdout)[0], '-:1: valid, 3 plies, * (not over)');
  const stdinJson = await run(['validate', 'makruk/plyyard', '-', '--json'], { input: '{"moves":"e4 e5"}\n{"moves":["Nd2","Nd7"]}\n' });
  assert.equal(lines(stdinJson.stdout).slice(0, 2).map((l) => JSON.parse(l).plies), [2, 2]);

  const fen = await run(['validate', 'xiangqi/youzai', path.join(DIR, 'b-opening.txt'), '--fen', '3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1']);
  assert.is(fen.code, 1, '--fen sets the start of records without a [FEN] tag');
  assert.match(fen.stdout, /illegal move at ply 1 \("C2=5", white to move\): no-piece/);

  // a file whose name is GBK bytes (棋谱.pgn, as a Windows zip leaves it), in a folder walked: read
  // (it had been "missing-file"), its bytes that are not UTF-8 shown as \xNN. Decoded, each had
  // been U+FFFD: 棋谱.pgn and 棋子.pgn both read "����.pgn", in text and JSON, and neither name
  // could be typed again (printf) to open its file
  const gbkDir = path.join(DIR, 'gbk-names');
  fs.mkdirSync(gbkDir);
  const gbkName = Buffer.concat([Buffer.from(gbkDir + path.sep), Buffer.from([0xc6, 0xe5, 0xc6, 0xd7]), Buffer.from('.pgn')]);
  const gbkName2 = Buffer.concat([Buffer.from(gbkDir + path.sep), Buffer.from([0xc6, 0xe5, 0xd7, 0xd3]), Buffer.from('.pgn')]); // 棋子.pgn
  fs.writeFileSync(gbkName, '1. h3e3 h10g8 *\n');
  fs.writeFileSync(gbkName2, '1. h3e3 *\n');
  const gbk = await run(['validate', 'xiangqi/youzai', gbkDir]);
  assert.is(gbk.code, 0, gbk.stdout);
  const shownGbk = [path.join(gbkDir, '\\xc6\\xe5\\xc6\\xd7.pgn'), path.join(gbkDir, '\\xc6\\xe5\\xd7\\xd3.pgn')];
  assert.equal(lines(gbk.stdout).slice(0, 2), [`${shownGbk[0]}:1: valid, 2 plies, * (not over)`, `${shownGbk[1]}:1: valid, 1 ply, * (not over)`]);
  const gbkJson = await run(['validate', 'xiangqi/youzai', gbkDir, '--json']);
  assert.equal(lines(gbkJson.stdout).slice(0, 2).map((l) => JSON.parse(l).source), shownGbk);
  // the name shown is the file's: printf's \xNN gives its bytes back
  const typed = execFileSync('bash', ['-c', 'cat "$(printf "$1")"', '-', shownGbk[1]]).toString();
  assert.is(typed, '1. h3e3 *\n');

  // what a folder of records holds beside them (a README, a metadata file, a screenshot) is passed
  // over in a walk (README.md had been an illegal record, meta.json an unreadable one: exit 3),
  // and read when named
  const archive = path.join(DIR, 'archive');
  fs.mkdirSync(archive);
  fs.copyFileSync(real('liu-yang-1982-iccs.pgn'), path.join(archive, 'game.pgn'));
  fs.writeFileSync(path.join(archive, 'README.md'), '# Liu Yang 1982\n\nGames of the 1982 national championship.\n');
  fs.writeFileSync(path.join(archive, 'meta.json'), '{"source": "xqbase"}\n');
  fs.writeFileSync(path.join(archive, 'board.PNG'), Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13]), Buffer.from('IHDR')]));
  const walked = await run(['validate', 'xiangqi/standard', archive]);
  assert.is(walked.code, 0, walked.stdout);
  assert.equal(lines(walked.stdout).map((l) => l.split(':')[0]), [path.join(archive, 'game.pgn'), 'summary']);
  const named = await run(['validate', 'xiangqi/standard', path.join(archive, 'README.md')]);
  // named, a README is read: its heading's words and its prose are comments, and no game (it had
  // been an illegal one, its heading's '#' a move, until a Markdown heading's words were prose)
  assert.is(named.code, 3, named.stdout);
  assert.match(named.stderr, 'boardrules: validate: no game records in the input');
  // a record of another game than the command's is replayed under that game's rules, and its row
  // says whose (it had said nothing)
  const other = await run(['validate', 'xiangqi/youzai', real('janggi-dot-com-han-points.gib'), real('liu-yang-1982-iccs.pgn')]);
  assert.equal(lines(other.stdout).slice(0, 2).map((l) => /^[^:]+:\d+( \([^)]+\))?:/.exec(l)[1] ?? ''), [' (janggi/standard)', '']);
});

test('a file name with a newline or other control characters: one text report a line, escaped; JSON keeps the name', async () => {
  // a newline in a name had cut its report in two lines (a line-by-line reader of "source:line: ..."
  // took the rest of the name for a report of its own), an ESC had reached the terminal as is
  const dir = path.join(TMP, 'control-names');
  fs.mkdirSync(dir);
  const names = ['new\nline.pgn', 'tab\there.pgn', 'esc\x1b[31m.pgn', 'plain name.pgn'];
  for (const name of names) fs.copyFileSync(real('liu-yang-1982-iccs.pgn'), path.join(dir, name));
  const shown = ['esc\\x1b[31m.pgn', 'new\\nline.pgn', 'plain name.pgn', 'tab\\there.pgn']; // name order
  const text = await run(['validate', 'xiangqi/standard', dir]);
  assert.is(text.code, 0, text.stderr);
  assert.equal(lines(text.stdout).slice(0, -1).map((l) => l.slice(0, l.indexOf(':1: '))), shown.map((n) => path.join(dir, n)));
  const json = await run(['validate', 'xiangqi/standard', dir, '--json']);
  assert.equal(lines(json.stdout).slice(0, -1).map((l) => JSON.parse(l).source), [...names].sort().map((n) => path.join(dir, n)));
  const found = await run(['find', 'xiangqi/standard', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', dir]);
  assert.equal(lines(found.stdout).map((l) => l.slice(0, l.indexOf(':1: '))), shown.map((n) => path.join(dir, n)));
});

test('validate: a record file is replayed under the command\'s profile (untagged, tagged with its game, vchess setup turns)', async () => {
  const valid = async (profile, input) => {
    const r = await run(['validate', profile, '-', '--json'], { input });
    return lines(r.stdout).slice(0, -1).map((l) => { const row = JSON.parse(l); return [row.profile, row.status, row.plies]; });
  };
  // untagged UCI: the command's game, not xiangqi
  assert.equal(await valid('makruk/plyyard', '1. e3e4 e6e5 *\n'), [['makruk/plyyard', 'valid', 2]]);
  // GIB and [Variant "janggi"] name janggi: the command's janggi rules judge them (RULES §3.3: the
  // sliding cannon moves without a screen; janggi/standard refuses it)
  const gib = '[초차림 "마상상마"]\n[한차림 "마상상마"]\n\n1. 82포62\n';
  assert.equal(await valid('janggi/youzai', gib), [['janggi/youzai', 'valid', 1]]);
  assert.equal(await valid('janggi/youzai', '[Variant "janggi"]\n\n1. b3b5 *\n'), [['janggi/youzai', 'valid', 1]]);
  assert.equal(await valid('janggi/standard', gib), [['janggi/standard', 'illegal', 0]]);
  // a record from the profile's own start keeps its setup turns
  assert.equal(await valid('janggi/vchess', '[Variant "janggi/vchess"]\n\n1. e2e2 b10c10 2. b1c3 *\n'), [['janggi/vchess', 'valid', 3]]);
  // JSON lines in a .txt file are JSON lines ('{"'), a PGN opening with a comment is a PGN
  fs.writeFileSync(path.join(TMP, 'lines.txt'), '{"moves":["h3e3"]}\n{"moves":["h3h9"]}\n');
  fs.writeFileSync(path.join(TMP, 'comment.pgn'), '{a comment}\n1. h3e3 *\n');
  const mixed = await run(['validate', 'xiangqi/standard', path.join(TMP, 'lines.txt'), path.join(TMP, 'comment.pgn'), '--json']);
  assert.equal(lines(mixed.stdout).slice(0, -1).map((l) => JSON.parse(l).status), ['valid', 'illegal', 'valid']);
  // so too on standard input, which has no name: '{ c }' opens a PGN (it had been read as two
  // lines of bad JSON), '{ "moves"' a JSON line
  assert.equal(await valid('xiangqi/standard', '{ a comment }\n1. h3e3 h10g8 *\n'), [['xiangqi/standard', 'valid', 2]]);
  assert.equal(await valid('xiangqi/standard', '{ "moves": ["h3e3"] }\n{"moves": "h3e3 h3h9"}\n'), [['xiangqi/standard', 'valid', 1], ['xiangqi/standard', 'illegal', 1]]);
  const converted = await run(['convert', 'makruk/plyyard', '-', '--notation', 'thai'], { input: 'e3e4 e6e5\n' });
  assert.equal(JSON.parse(lines(converted.stdout)[0]).moves, ['จ๔', 'จ๕']);
});

test('validate --fen: the start of records that write none; a record with its own start (XQF, CBR/CBL, CBF, WXF, dpxq, GIB formations or board) keeps it', async () => {
  const X = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
  const J = 'rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1';
  const rows = async (profile, file, extra = []) => {
    const r = await run(['validate', profile, file, '--json', ...extra]);
    return lines(r.stdout).slice(0, -1).map((l) => { const row = JSON.parse(l); return [row.status, row.plies]; });
  };
  // a prefixed [FEN] tag had made a CBL one unreadable record, a CBF or WXF file two, a dpxq text
  // and a GIB's formation games illegal
  for (const [profile, file, fen] of [
    ['xiangqi/standard', 'cbr/longhua-cup-1989.cbl', X], ['xiangqi/standard', 'cbr/huang-danqing-lecture-004.cbr', X],
    ['xiangqi/standard', 'cbr/test.cbf', X], ['xiangqi/standard', 'playok-demo.wxf', X],
    // XQF and CBR files whose board is the standard start write no FEN, and keep it all the same
    ['xiangqi/standard', 'cchess/UnitTest.xqf', X], ['xiangqi/standard', 'cbr/test2.cbr', X],
    ['xiangqi/standard', 'dpxq-142610.txt', X], ['janggi/standard', 'janggi-dot-com-2.gib', J],
  ]) {
    const own = await rows(profile, real(file));
    assert.ok(own.length >= 1 && own.every(([status]) => status === 'valid'), `${file}: ${JSON.stringify(own)}`);
    assert.equal(await rows(profile, real(file), ['--fen', fen]), own, `${file} with --fen`);
  }
  // a PGN without [FEN] starts from --fen (a xiangqi start with Black's cannon already on e8: h8e8 is then no move)
  const moved = 'rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
  fs.writeFileSync(path.join(TMP, 'from-fen.pgn'), '1. h3e3 h8e8 *\n');
  assert.equal(await rows('xiangqi/standard', path.join(TMP, 'from-fen.pgn')), [['valid', 2]]);
  assert.equal(await rows('xiangqi/standard', path.join(TMP, 'from-fen.pgn'), ['--fen', moved]), [['illegal', 1]]);
});

// --define: a site's own rules from the shell. In janggi.com's archive (tests/records/README.md)
// games play on where the generals face and the side to move neither breaks the line nor passes;
// janggi/standard refuses that move (bikjang "standard": break it or pass, README "Profiles"), and a
// profile whose bikjang is "free" (nothing follows) reads the whole game, its 총수 of 75 moves.
test('--define: custom profiles for every command, the --jobs workers and JSON lines', async () => {
  const gib = path.join(ROOT, 'tests', 'records', 'janggi-dot-com-bikjang.gib');
  const fields = { base: 'janggi/standard', bikjang: 'free', bikjangEnd: 'none' };
  const define = JSON.stringify({ 'janggi/kserver': fields });
  const standard = await run(['validate', 'janggi/standard', gib, '--json']);
  assert.is(standard.code, 1, standard.stderr);
  const refused = JSON.parse(lines(standard.stdout)[0]).illegal;
  assert.equal([refused.ply, refused.move, refused.code], [18, '44병43포', 'bikjang-unanswered']);
  const kserver = await run(['validate', 'janggi/kserver', gib, '--json', '--define', define]);
  assert.is(kserver.code, 0, kserver.stderr);
  const report = JSON.parse(lines(kserver.stdout)[0]);
  assert.equal([report.status, report.plies], ['valid', 75]);
  // the same from a file of definitions, in JSON lines naming either profile, over 2 workers
  // (more than one 64 KiB batch, so that the workers run: they must make the profile too)
  const file = path.join(TMP, 'profiles.json');
  fs.writeFileSync(file, define);
  const { readRecords } = await import('../../bindings/records/index.js');
  defineProfile('janggi/kserver', fields); // in this process too, to read the record whole
  const [{ fen, moves: played }] = readRecords(fs.readFileSync(gib), { profile: 'janggi/kserver' }); // fen: the 상마상마 formations
  const moves = played.map((m) => m.uci).join(' ');
  const jsonl = Array.from({ length: 600 }, (_, i) => JSON.stringify({ profile: i % 2 ? 'janggi/standard' : 'janggi/kserver', fen, moves, id: i })).join('\n');
  const both = await run(['validate', 'janggi/standard', '-', '--json', '--jobs', '2', '--define', file], { input: jsonl });
  assert.is(both.code, 1, both.stderr);
  const rows = lines(both.stdout).map(JSON.parse);
  assert.is(rows.pop().summary.jobs, 2);
  assert.equal(rows.map((r) => [r.id, r.status, r.status === 'valid' ? r.plies : r.illegal.ply]),
    Array.from({ length: 600 }, (_, i) => [i, i % 2 ? 'illegal' : 'valid', i % 2 ? 18 : 75]));
  // every command takes it; the profile is listed with its choices
  assert.match((await run(['profiles', '--define', define])).stdout, /^janggi\/kserver +janggi: .*generals may face/m);
  // before the command too, as --help lists it beside -h and -V (it was an unknown option there)
  const before = await run(['--define', define, 'validate', 'janggi/kserver', gib, '--json']);
  assert.equal([before.code, JSON.parse(lines(before.stdout)[0]).plies], [0, 75]);
  assert.is((await run([`--define=${define}`, 'profiles'])).stdout, (await run(['profiles', '--define', define])).stdout);
  await usageError(['--define'], /--define needs a value/);
  assert.is((await run(['perft', 'janggi/kserver', '2', '--define', define])).stdout.trim(),
    (await run(['perft', 'janggi/standard', '2'])).stdout.trim()); // no bikjang within two plies of the start
  // a bad definition is a usage error naming it
  await usageError(['perft', 'janggi/kserver', '1', '--define', '{"janggi/kserver": {"base": "janggi/standard", "bikjang": "nope"}}'], /--define: janggi\/kserver: bad value for bikjang/);
  await usageError(['perft', 'janggi/kserver', '1', '--define', '{"janggi/kserver": {"base": "xiangqi/standard"}}'], /--define: janggi\/kserver: a profile based on xiangqi\/standard must be named "xiangqi\/\.\.\."/);
  await usageError(['perft', 'janggi/kserver', '1', '--define', '{"janggi/kserver": '], /--define: not JSON/);
  await usageError(['perft', 'janggi/kserver', '1', '--define', '["janggi/kserver"]'], /--define: expected a JSON object of profile names to their fields/);
  await usageError(['perft', 'janggi/kserver', '1', '--define', path.join(TMP, 'none.json')], /--define: cannot read .*none\.json: ENOENT/);
  // a path that is no definitions file is refused after a bound, not read whole: /dev/zero had
  // been read until the process held gigabytes (then ran out of memory)
  const t0 = performance.now();
  await usageError(['profiles', '--define', '/dev/zero'], /--define: \/dev\/zero holds more than 1 MiB: not profile definitions/);
  assert.ok(performance.now() - t0 < 10_000, 'refused at once');
  // read through a pipe too (a shell's <(...)): as a file
  const piped = spawnSync('bash', ['-c', `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} profiles --define <(cat ${JSON.stringify(file)})`], { encoding: 'utf8' });
  assert.match(piped.stdout, /^janggi\/kserver +janggi: /m, piped.stderr);
});

// WXF.ca publishes the same 15 games three times (tests/records/README.md: its Chinese, WXF and
// ICCS files, as wukong-xiangqi's xqdb keeps them); merged with --unique each game is written
// once. One transcription differs: game 2's ply 71 is 后兵进一 in the Chinese file and －Ｐ＋１ in
// the WXF file (the rear soldier, e4e5) but e5e6 in the ICCS file (the front one): a game of its own.
test('convert --unique: the same games from three notations written once, the repeats named; a game that differs kept', async () => {
  const { readRecords } = await import('../../bindings/records/index.js');
  const file = (n) => path.join(ROOT, 'tests', 'records', `wxfca-15-${n}.pgn`);
  const games = (n) => readRecords(fs.readFileSync(file(n)));
  const [chinese, iccs] = [games('chinese'), games('iccs')];
  assert.equal([chinese[1].moves[70].text, iccs[1].moves[70].text, games('wxf')[1].moves[70].text], ['后兵进一', 'e5e6', '－Ｐ＋１']);
  // line numbers of each record (its [Event] tag) in a file, as the CLI names records
  const starts = (n) => fs.readFileSync(file(n), 'utf8').split('\n').flatMap((l, i) => (l.startsWith('[Event ') ? [i + 1] : []));
  for (const jobs of ['1', '2']) {
    const r = await run(['convert', 'xiangqi/standard', file('chinese'), file('wxf'), file('iccs'), '--unique', '--jobs', jobs]);
    assert.is(r.code, 0, r.stderr);
    const written = lines(r.stdout).map((l) => JSON.parse(l));
    assert.equal(written.map((w) => w.moves.join(' ')), [...chinese, iccs[1]].map((g) => g.moves.map((m) => m.uci).join(' ')));
    assert.equal(written.map((w) => w.id), [...starts('chinese').map((l) => `${file('chinese')}:${l}`), `${file('iccs')}:${starts('iccs')[1]}`]);
    const repeats = lines(r.stderr).slice(0, -1);
    const named = (n, i) => `${file(n)}:${starts(n)[i]}: not written: the same game as ${file('chinese')}:${starts('chinese')[i]}`;
    assert.equal(repeats, [...chinese.map((_, i) => named('wxf', i)), ...chinese.map((_, i) => named('iccs', i)).filter((_, i) => i !== 1)]);
    assert.match(lines(r.stderr).at(-1), /^convert: 45 records: 45 converted \(29 repeated games not written\), 0 illegal, 0 unreadable;/);
  }
  // a folder of ten copies of each file (600 KB: batches in the workers): the same 16 games
  const copies = path.join(TMP, 'unique-copies');
  fs.mkdirSync(copies, { recursive: true });
  for (let k = 0; k < 10; k++) for (const n of ['chinese', 'wxf', 'iccs']) fs.copyFileSync(file(n), path.join(copies, `${k}-${n}.pgn`));
  const [one, two] = [await run(['convert', 'xiangqi/standard', copies, '--unique', '--jobs', '1']), await run(['convert', 'xiangqi/standard', copies, '--unique', '--jobs', '2'])];
  assert.equal([lines(one.stdout).length, two.stdout], [16, one.stdout]);
  assert.match(lines(two.stderr).at(-1), /^convert: 450 records: 450 converted \(434 repeated games not written\)/);
  // a [FEN] of the standard start is no other start; without --unique all are written
  const withFen = fs.readFileSync(file('wxf'), 'utf8').replace(/^\[Event /gm, '[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]\n[Event ');
  const fenned = await run(['convert', 'xiangqi/standard', file('chinese'), '-', '--unique'], { input: withFen });
  assert.is(lines(fenned.stdout).length, 15);
  assert.is(lines((await run(['convert', 'xiangqi/standard', file('chinese'), file('wxf')])).stdout).length, 30);
  const refused = await run(['convert', 'xiangqi/standard', file('chinese'), '--unique', '--to', 'pgn', '--out-dir', path.join(TMP, 'unique')]);
  assert.is(refused.code, 2);
  assert.match(refused.stderr, /--unique leaves repeated games out of what is written to stdout: not with --out-dir/);
});

// convert rebuilt each game from its mainline moves: every format lost the record's result (a
// Han win on points written *), comments and variations (an XQF of 4 variations came back with
// none), and --to gib wrote UCI moves. It now writes what readRecords read, as recordFromGame does.
test('convert writes a record file\'s record whole: its declared result, comments, variations; GIB in Korean', async () => {
  const { readRecords } = await import('../../bindings/records/index.js');
  const shape = (nodes) => nodes.map((n) => [n.uci, n.comment ?? null, (n.variations ?? []).map(shape)]);
  // a GIB game Han won on points (대국결과 "한 점수승"), played on past the rules' end (1-0 by count)
  const gib = real('janggi-dot-com-han-points.gib');
  const [original] = readRecords(fs.readFileSync(gib));
  for (const to of ['pgn', 'jsonl']) {
    const r = await run(['convert', 'janggi/standard', gib, '--to', to]);
    assert.is(r.code, 0, r.stderr);
    assert.is(to === 'pgn' ? readRecords(r.stdout)[0].result : JSON.parse(r.stdout).result, '0-1', to);
  }
  // and on from the JSON line (the README's pipeline starts with --to jsonl): the result had been
  // dropped there, written '*'
  const line = (await run(['convert', 'janggi/standard', gib, '--to', 'jsonl'])).stdout;
  for (const to of ['pgn', 'jsonl']) {
    const r = await run(['convert', 'janggi/standard', '-', '--to', to], { input: line });
    assert.is(r.code, 0, r.stderr);
    assert.is(to === 'pgn' ? readRecords(r.stdout)[0].result : JSON.parse(r.stdout).result, '0-1', `jsonl to ${to}`);
  }
  // validate says the declared result where the rules give another (Han's win on points, where
  // the rules' count at the last position says 1-0)
  const declared = await run(['validate', 'janggi/standard', gib, '--json']);
  const row = JSON.parse(lines(declared.stdout)[0]);
  assert.equal([row.declared, row.outcome.result], ['0-1', '1-0']);
  assert.match(lines((await run(['validate', 'janggi/standard', gib])).stdout)[0], /, 1-0 material-count \(repetition\), declared 0-1; played on past/);
  const bad = await run(['validate', 'janggi/standard', '-'], { input: '{"moves": "b1c3", "result": "2-0"}\n' });
  assert.match(bad.stdout, /unreadable: bad-record: "result" must be one of "1-0", "0-1", "1\/2-1\/2", "\*", not "2-0"/);
  const asGib = await run(['convert', 'janggi/standard', gib, '--to', 'gib']);
  const [back] = readRecords(asGib.stdout);
  assert.equal(back.moves.map((m) => m.text), original.moves.map((m) => m.text)); // the file's own Korean texts
  assert.equal([back.result, back.tags['대국결과']], ['0-1', '한 점수승']);
  // a PGN's comments (xu-nie-1999.pgn) and an XQF's variations (walker8088/cchess)
  const pgn = real('xu-nie-1999.pgn');
  const commented = await run(['convert', 'xiangqi/standard', pgn, '--to', 'pgn']);
  assert.equal(shape(readRecords(commented.stdout)[0].moves), shape(readRecords(fs.readFileSync(pgn, 'utf8'))[0].moves));
  const xqf = real('cchess/test_5_variations.xqf');
  const outDir = path.join(TMP, 'convert-tree');
  const written = await run(['convert', 'xiangqi/standard', xqf, '--to', 'xqf', '--out-dir', outDir]);
  const [tree] = readRecords(fs.readFileSync(xqf));
  assert.equal(shape(readRecords(fs.readFileSync(lines(written.stdout)[0]))[0].moves), shape(tree.moves));
  assert.ok(tree.moves.some((n) => n.variations), 'the file has variations');
});

test('convert --script traditional, --dots: the moves as the CCPD\'s Big5 files and PlayOK\'s WXF files write them', async () => {
  const { readRecords } = await import('../../bindings/records/index.js');
  // the CCPD's game: its own texts back but one (a tandem chariot it names by its file, README),
  // through worker threads too
  const ccpd = real('ccpd-1997-00003611.pgn');
  const [theirs] = readRecords(fs.readFileSync(ccpd));
  for (const jobs of ['1', '2']) {
    const r = await run(['convert', 'xiangqi/standard', ccpd, '--notation', 'chinese', '--script', 'traditional', '--jobs', jobs]);
    assert.is(r.code, 0, r.stderr);
    const ours = JSON.parse(r.stdout).moves;
    assert.equal(ours.flatMap((t, i) => (t === theirs.moves[i].text ? [] : [[i, t]])), [[240, '後車平六']], `--jobs ${jobs}`);
  }
  // PlayOK's file to PGN with its own WXF texts
  const playok = real('playok-2026-09-03.wxf');
  const pgn = await run(['convert', 'xiangqi/standard', playok, '--to', 'pgn', '--notation', 'wxf', '--dots']);
  assert.is(pgn.code, 0, pgn.stderr);
  assert.equal(readRecords(pgn.stdout)[0].moves.map((m) => m.text), readRecords(fs.readFileSync(playok, 'utf8'))[0].moves.map((m) => m.text));
  assert.match(pgn.stdout, / c2\.5 /);
  // each only with the notation it styles, and a script it has
  await usageError(['convert', 'xiangqi/standard', playok, '--dots'], /--dots styles WXF moves: give --notation wxf/);
  await usageError(['convert', 'xiangqi/standard', playok, '--notation', 'wxf', '--script', 'traditional'], /--script styles Chinese moves/);
  await usageError(['convert', 'xiangqi/standard', playok, '--notation', 'chinese', '--script', 'trad'], /--script "trad": one of simplified, traditional/);
});

// --out-dir takes every record format (it was for xqf alone): an archive split into one file a
// game, each file the record convert writes to stdout, in input order, named by format
test('convert --out-dir: one file a record in any record format, each the text convert writes to stdout', async () => {
  const { readRecords } = await import('../../bindings/records/index.js');
  for (const [profile, file, format, extension] of [
    ['xiangqi/standard', 'wxfca-hu-ronghua-16.pgn', 'pgn', 'pgn'], ['janggi/standard', 'janggi-dot-com-2.gib', 'gib', 'gib'],
    ['xiangqi/standard', 'wxfca-hu-ronghua-16.pgn', 'dhtmlxq', 'txt'], ['xiangqi/standard', 'playok-2026-09-03.wxf', 'wxf', 'wxf'],
  ]) {
    const whole = await run(['convert', profile, real(file), '--to', format]);
    const outDir = path.join(TMP, `out-dir-${format}`);
    const split = await run(['convert', profile, real(file), '--to', format, '--out-dir', outDir, '--jobs', '2']);
    assert.equal([whole.code, split.code], [0, 0], split.stderr);
    const written = lines(split.stdout);
    assert.ok(written.length === readRecords(fs.readFileSync(real(file))).length && written.length >= 1, `${file}: ${written.length}`);
    assert.ok(written.every((w) => path.dirname(w) === outDir && w.endsWith(`.${extension}`)), written[0]);
    assert.equal(fs.readdirSync(outDir).sort(), written.map((w) => path.basename(w)).sort());
    assert.is(written.map((w) => fs.readFileSync(w, 'utf8')).join(''), whole.stdout, `${format}: the files, in order, are stdout's text`);
  }
  const jsonl = await run(['convert', 'xiangqi/standard', real('xu-nie-1999.pgn'), '--out-dir', path.join(TMP, 'out-dir-jsonl')]);
  assert.is(jsonl.code, 2);
  assert.match(jsonl.stderr, /--out-dir writes one record file a record: give --to pgn, gib, dhtmlxq, wxf or xqf/);
});

// convert --to xqf names a file after the record's source and line (or id): a source deep in
// folders of Chinese names made a name over the 255 bytes a file system takes, and an id with a
// NUL byte one it refuses; both records were counted unreadable. A file in the way of --out-dir,
// or a notation of another game, is the command line's mistake (exit 2).
test('convert --to xqf: names too long or with control characters become file names; bad --out-dir or --notation exit 2', async () => {
  const { readRecords } = await import('../../bindings/records/index.js');
  const deep = path.join(TMP, 'xqf-deep', '全国象棋个人赛'.repeat(6), '第一轮比赛记录'.repeat(6));
  fs.mkdirSync(deep, { recursive: true });
  const source = fs.readFileSync(real('xu-nie-1999.pgn'), 'utf8');
  fs.writeFileSync(path.join(deep, '许银川对聂卫平.pgn'), source);
  fs.writeFileSync(path.join(deep, '许银川对聂卫平 2.pgn'), source);
  const outDir = path.join(TMP, 'xqf-deep-out');
  const r = await run(['convert', 'xiangqi/standard', path.join(TMP, 'xqf-deep'), '--to', 'xqf', '--out-dir', outDir, '--jobs', '2']);
  assert.is(r.code, 0, r.stderr);
  const files = lines(r.stdout);
  assert.is(new Set(files).size, 2);
  for (const file of files) {
    assert.ok(Buffer.byteLength(path.basename(file)) <= 255, file);
    assert.equal(readRecords(fs.readFileSync(file))[0].moves.map((m) => m.uci), readRecords(source)[0].moves.map((m) => m.uci));
  }
  const nul = await run(['convert', 'xiangqi/standard', '-', '--to', 'xqf', '--out-dir', outDir], { input: '{"moves":["h3e3"],"id":"x\\u0000y"}\n' });
  assert.equal([nul.code, path.basename(lines(nul.stdout)[0])], [0, 'x_y.xqf'], nul.stderr);
  // an id that is an object is named by its JSON (as a file name: quotes and colons '_'), not "[object Object]"
  // no id, from standard input: named "stdin" and its line (it was "--1": a name read as an option)
  const anonymous = await run(['convert', 'xiangqi/standard', '-', '--to', 'xqf', '--out-dir', outDir], { input: '\n{"moves":["h3e3"]}\n' });
  assert.equal([anonymous.code, path.basename(lines(anonymous.stdout)[0])], [0, 'stdin-2.xqf'], anonymous.stderr);
  const object = await run(['convert', 'xiangqi/standard', '-', '--to', 'xqf', '--out-dir', outDir], { input: '{"moves":["h3e3"],"id":{"game":7}}\n' });
  assert.equal([object.code, path.basename(lines(object.stdout)[0])], [0, '{_game_7}.xqf'], object.stderr);
  const inTheWay = path.join(TMP, 'a-file');
  fs.writeFileSync(inTheWay, '');
  const file = await run(['convert', 'xiangqi/standard', real('xu-nie-1999.pgn'), '--to', 'xqf', '--out-dir', inTheWay]);
  assert.equal([file.code, file.stderr.includes('a file is in the way'), file.stderr.includes('    at ')], [2, true, false], file.stderr);
  // a directory that cannot be written: refused before any record (exit 2), not an internal error
  // at the first one (exit 4). Root writes anywhere, so as root the CLI runs as nobody.
  const locked = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-locked-'));
  fs.chmodSync(locked, 0o555);
  const asUser = process.getuid() === 0 ? ['runuser', ['-u', 'nobody', '--', process.execPath]] : [process.execPath, []];
  const denied = spawnSync(asUser[0], [...asUser[1], CLI, 'convert', 'xiangqi/standard', '-', '--to', 'xqf', '--out-dir', locked],
    { input: '{"moves":["h3e3"]}\n', encoding: 'utf8' });
  fs.rmSync(locked, { recursive: true, force: true });
  assert.equal([denied.status, denied.stdout], [2, ''], denied.stderr);
  assert.match(denied.stderr, /that directory cannot be written/);
  const thai = await run(['convert', 'xiangqi/standard', real('xu-nie-1999.pgn'), '--to', 'pgn', '--notation', 'thai']);
  assert.equal([thai.code, thai.stdout], [2, ''], thai.stderr);
  assert.match(thai.stderr, /not one of xiangqi's/);
});

// A bad move in a variation (walker8088/cchess's WildHouse.xqf: 65 legal plies of mainline) was
// reported as the mainline's illegal move at ply 66, the mainline cut, and convert dropped it.
test('validate and convert: a bad move in a variation leaves the mainline valid; readRecords gives its path', async () => {
  const { readRecords } = await import('../../bindings/records/index.js');
  const file = path.join(ROOT, 'tests', 'records', 'cchess', 'WildHouse.xqf');
  const [r] = readRecords(fs.readFileSync(file));
  assert.is(r.moves.length, 65);
  const at = r.error.variation;
  assert.ok(Array.isArray(at) && at.length % 2 === 0, JSON.stringify(r.error));
  let line = r.moves;
  for (let i = 0; i < at.length; i += 2) line = line[at[i]].variations[at[i + 1]];
  assert.ok(line.length > 0 && r.error.ply > line.length, 'the variation holds the moves before the bad one');
  const report = JSON.parse(lines((await run(['validate', 'xiangqi/standard', file, '--json'])).stdout)[0]);
  assert.equal([report.status, report.plies], ['valid', 65]);
  assert.equal(report.variationError, r.error, 'the variation\'s error is reported beside the valid mainline');
  const text = (await run(['validate', 'xiangqi/standard', file])).stdout;
  assert.match(text, `in the variation moves[${at[0]}].variations[${at[1]}]`);
  const converted = await run(['convert', 'xiangqi/standard', file, '--to', 'pgn']);
  assert.is(converted.code, 0, converted.stderr);
  assert.is(readRecords(converted.stdout)[0].moves.length, 65);
  // what was cut is said: the variation is written up to its bad move, not silently shortened
  assert.match(converted.stderr, `:1: converted, 65 plies, `);
  let where = 'moves';
  for (let i = 0; i < at.length; i += 2) where += `[${at[i]}].variations[${at[i + 1]}]`;
  assert.match(converted.stderr, `in the variation ${where}, ply ${r.error.ply} (${JSON.stringify(r.error.text)}): ${r.error.code}: `);
  assert.match(converted.stderr, ', written up to that move\n');
  // jsonl writes the mainline alone: no variation is cut there, and nothing is said
  const jsonl = await run(['convert', 'xiangqi/standard', file]);
  assert.not.match(jsonl.stderr, /variation/);
  assert.match((await run(['help', 'validate'])).stdout, '"variationError"?: {"ply", "text", "code", "message", "variation"}');
  // the mainline of a PGN: 5 legal plies, the variation's third move blocked
  const [pgn] = readRecords('[Format "ICCS"]\n\n1. h2e2 h9g7 (1... b9c7 2. h0g2 a9a5) 2. h0g2 i9h9 3. i0h0 *\n');
  assert.equal([pgn.moves.length, pgn.error.ply, pgn.error.text, pgn.error.variation], [5, 4, 'a9a5', [1, 0]]);
  assert.equal(pgn.moves[1].variations[0].map((m) => m.uci), ['b10c8', 'h1g3']);
});

// A record the format has no place for (DhtmlXQ: a start with Black to move and no moves) is that
// record's problem: the others are still written.
test('convert: a record the format cannot hold is reported, and the run goes on', async () => {
  const dir = path.join(TMP, 'unwritable');
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'tests', 'records', 'xiangqi-setup-demo.wxf'), path.join(dir, 'a.wxf'));
  fs.copyFileSync(path.join(ROOT, 'tests', 'records', 'wxfca-15-iccs.pgn'), path.join(dir, 'b.pgn'));
  const r = await run(['convert', 'xiangqi/standard', dir, '--to', 'dhtmlxq']);
  assert.is(r.code, 3, r.stderr);
  assert.match(r.stderr, /a\.wxf:1: unreadable: unwritable-position/);
  assert.match(r.stderr, /16 records: 15 converted, 0 illegal, 1 unreadable/);
  assert.is((r.stdout.match(/\[DhtmlXQ\]/g) ?? []).length, 15);
});

test('validate: unreadable inputs exit 3 and are counted; the rest is still validated', async () => {
  const file = path.join(TMP, 'mixed.jsonl');
  fs.writeFileSync(file, [
    '{"moves":"h3e3 h8e8"}',
    '{"profile":"makruk/plyyard","moves":["Nd2","zz"]}',
    '{not json',
    '',
    '{"profile":"nope/x","moves":[]}',
    '{"moves":"a","fen":"x"}',
    '["h3e3"]',
    '{"moves":42}',
  ].join('\n'));
  const r = await run(['validate', 'xiangqi/youzai', file, path.join(TMP, 'missing.txt'), '--json']);
  assert.is(r.code, 3, r.stderr);
  const rows = lines(r.stdout).map((l) => JSON.parse(l));
  const summary = rows.pop().summary;
  assert.equal(rows.map((x) => [x.line ?? null, x.status, x.error?.code ?? x.illegal?.code ?? null]), [
    [1, 'valid', null],
    [2, 'illegal', 'malformed-move'],
    [3, 'unreadable', 'bad-json'],
    [5, 'unreadable', 'unknown-profile'],
    [6, 'unreadable', 'fen-piece-letter'],
    [7, 'unreadable', 'bad-record'],
    [8, 'unreadable', 'bad-record'],
    [null, 'unreadable', 'missing-file'],
  ]);
  assert.equal({ ...summary, seconds: 0, cpuSeconds: 0, pliesPerSecond: 0, recordsPerSecond: 0, maxRssMB: 0 },
    { records: 8, valid: 1, illegal: 1, unreadable: 6, plies: 3, seconds: 0, cpuSeconds: 0, pliesPerSecond: 0, recordsPerSecond: 0, jobs: os.availableParallelism(), maxRssMB: 0 });
  const missing = await run(['validate', 'xiangqi/youzai', path.join(TMP, 'nowhere')]);
  assert.is(missing.code, 3);
  assert.match(missing.stdout, /nowhere: unreadable: missing-file: no such file or directory\nsummary: 1 record: 0 valid, 0 illegal, 1 unreadable;/);
  const tag = path.join(TMP, 'bad-tag.txt');
  fs.writeFileSync(tag, '[FEN 3k5/R8]\ni1i10\n');
  const bad = await run(['validate', 'xiangqi/youzai', tag]);
  // readRecords reads a malformed tag's words as moves: the first is refused, with its text
  assert.is(bad.code, 1);
  assert.match(bad.stdout, /bad-tag.txt:1: illegal move at ply 1 \("FEN", white to move\): malformed-move: /);
});

// ---- validate: 1,000 generated records ----------------------------------------------------------

const DEFAULT_PROFILE = 'xiangqi/youzai';

/** Text for a legal move in a notation; UCI where the notation cannot name it uniquely. */
function textOf(g, move, notation) {
  if (notation === 'uci' || move.setup) return move.uci;
  const text = g.notation(move.uci, notation);
  return g.explain(text) === null ? text : move.uci; // a notation.js ambiguity: see the report
}

/** An illegal move for the side to move, of a kind whose refusal code is known. */
function illegalMove(g, rand, notation) {
  const board = g.boardBytes();
  const us = g.turn === 'white' ? 0 : 1;
  const squares = [...board.keys()];
  const kind = Math.floor(rand() * 4);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  if (kind === 0) { // a piece of the side not to move
    const from = pick(squares.filter((s) => board[s] && ((board[s] >> 3) & 1) !== us));
    const to = pick(squares.filter((s) => s !== from));
    return { text: g.squareName(from) + g.squareName(to), code: 'wrong-side' }; // on a setup turn too
  }
  if (kind === 1) { // an empty starting point
    const from = pick(squares.filter((s) => !board[s]));
    return { text: g.squareName(from) + g.squareName(pick(squares.filter((s) => s !== from))), code: 'no-piece' };
  }
  if (kind === 2) return { text: pick(['zz9', 'Q9+9', 'xx-yy', '0-0-0', 'e2e', 'Z99-99']), code: 'malformed-move' }; // 'K99-99' names janggi points
  // a text in the game's notation that was legal for the other side a move ago and is not now
  return { text: null, code: 'malformed-move', notation };
}

/** 1,000 records of random play; returns { jsonl, expected: [...] }. */
function generate(count, seed) {
  const rand = prng(seed);
  const names = BUILTIN;
  const records = [];
  const expected = [];
  for (let i = 0; i < count; i++) {
    const profile = names[Math.floor(rand() * names.length)];
    let g = new Game(profile);
    const notations = [...NOTATIONS[g.variant], 'mixed'];
    const style = notations[Math.floor(rand() * notations.length)];
    const pickNotation = () => (style === 'mixed' ? NOTATIONS[g.variant][Math.floor(rand() * NOTATIONS[g.variant].length)] : style);
    const record = {};
    if (profile !== DEFAULT_PROFILE || rand() < 0.5) record.profile = profile;
    if (rand() < 0.2) { // start from a position reached by random play
      const warm = 4 + Math.floor(rand() * 12);
      for (let k = 0; k < warm && !g.isOver(); k++) {
        const ms = g.moves();
        g.playRaw(ms[Math.floor(rand() * ms.length)].raw);
      }
      if (!g.isOver()) {
        record.fen = g.fen();
        g.free();
        g = new Game(profile, record.fen);
      } else {
        g.free();
        g = new Game(profile);
      }
    }
    const length = Math.floor(rand() * 50);
    const inject = rand() < 0.15 ? Math.floor(rand() * (length + 1)) : -1;
    const moves = [];
    const exp = { line: i + 1, profile };
    let previousText = null;
    for (let ply = 0; ply <= length; ply++) {
      if (g.isOver()) break;
      if (ply === inject) {
        const bad = illegalMove(g, rand, pickNotation());
        if (bad.text === null) bad.text = previousText && g.explain(previousText)?.code === 'malformed-move' ? previousText : 'zz9';
        assert.is(g.explain(bad.text)?.code, bad.code, `injected ${bad.text} in ${g.fen()}`);
        exp.status = 'illegal';
        exp.plies = ply;
        exp.illegal = { ply: ply + 1, move: bad.text, code: bad.code, fen: g.fen(), turn: g.turn };
        moves.push(bad.text);
        // a few more moves after it: validation stops at the first illegal one
        moves.push(...moves.slice(0, 3));
        break;
      }
      if (ply === length) break;
      const legal = g.moves();
      const move = legal[Math.floor(rand() * legal.length)];
      const text = textOf(g, move, pickNotation());
      moves.push(text);
      g.play(text);
      previousText = text;
    }
    if (!exp.status) {
      const o = g.outcome();
      Object.assign(exp, { status: 'valid', plies: moves.length, outcome: o, fen: g.fen() });
    }
    g.free();
    const asString = rand() < 0.5;
    record.moves = asString ? moves.map((m, k) => (k % 2 === 0 && rand() < 0.3 ? `${k / 2 + 1}. ${m}` : m)).join(' ') : moves;
    records.push(JSON.stringify(record));
    expected.push(exp);
  }
  return { jsonl: records.join('\n') + '\n', expected };
}

test('validate and convert: no record in the input is exit 3, saying so (--pipe: an empty input is a completed run)', async () => {
  const empty = path.join(TMP, 'empty.pgn');
  const folder = path.join(TMP, 'no-records');
  fs.writeFileSync(empty, '');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'notes.pgn'), '\n\n');
  for (const command of ['validate', 'convert']) {
    for (const input of [empty, folder]) {
      const r = await run([command, 'xiangqi/standard', input]);
      assert.is(r.code, 3, `${command} ${input}: ${r.stderr}`);
      assert.match(r.stderr, `boardrules: ${command}: no game records in the input`);
    }
  }
  const piped = await run(['validate', 'xiangqi/standard', '-', '--pipe'], { input: '' });
  assert.is(piped.code, 0, piped.stderr);
  assert.is(JSON.parse(piped.stderr).summary.records, 0);
  const one = await run(['validate', 'xiangqi/standard', empty, '-'], { input: '{"moves":"h3e3"}\n' });
  assert.is(one.code, 0, 'an empty file beside records is not an error');
});

test('validate: 1,000 generated records in one call (--json), then in text with --quiet', async () => {
  const { jsonl, expected } = generate(1000, 20251129);
  const file = path.join(TMP, 'games.jsonl');
  fs.writeFileSync(file, jsonl);
  const illegal = expected.filter((e) => e.status === 'illegal');
  const valid = expected.filter((e) => e.status === 'valid');
  const plies = expected.reduce((n, e) => n + e.plies, 0);
  assert.ok(illegal.length >= 100 && valid.length >= 700, `a fair mix: ${illegal.length} illegal`);
  const codes = new Set(illegal.map((e) => e.illegal.code));
  for (const code of ['wrong-side', 'no-piece', 'malformed-move']) assert.ok(codes.has(code), `an injected ${code}`);
  assert.ok(valid.some((e) => e.outcome.over), 'some games end on the board');

  const r = await run(['validate', DEFAULT_PROFILE, file, '--json']);
  assert.is(r.code, 1, r.stderr);
  const rows = lines(r.stdout).map((l) => JSON.parse(l));
  const { summary } = rows.pop();
  assert.is(rows.length, 1000);
  assert.equal([summary.records, summary.valid, summary.illegal, summary.unreadable, summary.plies],
    [1000, valid.length, illegal.length, 0, plies]);
  assert.ok(summary.pliesPerSecond > 0 && summary.recordsPerSecond > 0);
  rows.forEach((row, i) => {
    const e = expected[i];
    assert.is(row.line, e.line);
    assert.is(row.source, file);
    assert.is(row.profile, e.profile);
    assert.is(row.status, e.status, `record ${e.line}`);
    assert.is(row.plies, e.plies, `plies of record ${e.line}`);
    if (e.status === 'illegal') {
      const { message, ...rest } = row.illegal;
      assert.equal(rest, e.illegal, `record ${e.line}`);
      assert.type(message, 'string');
      assert.ok(message.length > 5);
    } else {
      assert.equal(row.outcome, e.outcome, `outcome of record ${e.line}`);
      assert.is(row.fen, e.fen);
    }
  });

  const text = await run(['validate', DEFAULT_PROFILE, file, '--quiet']);
  assert.is(text.code, 1);
  const out = lines(text.stdout);
  const summaryLine = out.pop();
  assert.match(summaryLine, new RegExp(`^summary: 1000 records: ${valid.length} valid, ${illegal.length} illegal, 0 unreadable; ${plies} plies in \\d+\\.\\d\\d s \\(\\d+ plies/s, \\d+ records/s\\)$`));
  assert.is(out.length, illegal.length * 2);
  illegal.forEach((e, k) => {
    const { ply, move, code, fen, turn } = e.illegal;
    const under = e.profile !== DEFAULT_PROFILE ? ` (${e.profile})` : ''; // a record of other rules than the command's says whose
    assert.ok(out[2 * k].startsWith(`${file}:${e.line}${under}: illegal move at ply ${ply} (${JSON.stringify(move)}, ${turn} to move): ${code}: `), out[2 * k]);
    assert.is(out[2 * k + 1], `  fen before: ${fen}`);
  });
});

test('validate --progress: progress lines on stderr only when asked (stderr is not a terminal)', async () => {
  const { jsonl } = generate(300, 7);
  const file = path.join(TMP, 'progress.jsonl');
  fs.writeFileSync(file, jsonl.repeat(3));
  const quietRun = await run(['validate', DEFAULT_PROFILE, file, '--quiet']);
  assert.is(quietRun.stderr, '');
  const r = await run(['validate', DEFAULT_PROFILE, file, '--quiet', '--progress']);
  for (const l of lines(r.stderr)) {
    // a file's share read and ETA first, the file being read last (cli-stream.test.js)
    assert.match(l, /^(\d+% (ETA \d+:\d\d )?)?validate: \d+ records \(\d+ illegal, \d+ unreadable\), \d+ plies, \d+ plies\/s(, reading .+)?$/);
  }
  const seconds = Number(/in (\d+\.\d+) s/.exec(r.stdout)[1]);
  if (seconds > 1.2) assert.ok(lines(r.stderr).length >= 1, `a progress line in a ${seconds} s run`);
});

test.after(() => fs.rmSync(TMP, { recursive: true, force: true }));

test.run();
