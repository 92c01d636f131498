// package.shapes.test.js — what the API returns and throws, against what index.d.ts (and the
// records and chessground entries' .d.ts) declare for the same call. Each call below is run, and
// its value (or the error it threw: its own fields) is written out as a TypeScript literal passed
// where the declared type of that same call's text is expected; `tsc --strict
// --exactOptionalPropertyTypes` then refuses any field the declarations lack, any they require
// that the value has not, an optional one present as undefined, and any string outside its
// declared union (a code, a reason, a record format). The truth is the runtime; the declarations
// are checked, with no second copy of either kept here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as B from '../../bindings/index.js';
import * as R from '../../bindings/records/index.js';
import * as CG from '../../bindings/chessground.js';
import { W } from '../../bindings/memory.js';
import { isBuiltin } from '../../bindings/profiles.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { Game } = B;

/** A value as a TypeScript literal (fresh, so that excess fields are errors). */
function literal(v, nested = false) {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'string' || typeof v === 'boolean') return JSON.stringify(v);
  if (typeof v === 'number') return v < 0 ? `(${v})` : String(v);
  if (typeof v === 'function') return 'ANY';
  if (v instanceof Game) return 'GAME';
  if (v instanceof Map) return `new Map([${[...v].map(([k, x]) => `[${literal(k)}, ${literal(x)}]`).join(', ')}])`;
  if (ArrayBuffer.isView(v)) return `new ${v.constructor.name}(0)`;
  if (Array.isArray(v)) return `[${v.map((x) => literal(x)).join(', ')}]`;
  // an error's cause: its class (its own fields are checked where it is thrown)
  if (v instanceof Error && nested) return `(null! as ${v instanceof B.BoardRulesError ? v.name : 'Error'})`;
  const keys = v instanceof Error ? Object.getOwnPropertyNames(v).filter((k) => k !== 'stack') : Object.keys(v);
  return `{ ${keys.map((k) => `${JSON.stringify(k)}: ${literal(v[k], true)}`).join(', ')} }`;
}

const lines = [];
/** Runs `expr` (TypeScript text; at run time ` as any` and a getter's `: never` are dropped) with `scope`'s names bound, and
 *  writes the check of its value against the declared type of the same text. */
function probe(scope, expr) {
  let value;
  let threw = false;
  try {
    value = new Function('B', 'R', 'CG', ...Object.keys(scope), `const { ${Object.keys(B).join(', ')} } = B; return (${expr.replaceAll(' as any', '').replaceAll('(): never', '()')});`)(B, R, CG, ...Object.values(scope));
  } catch (e) {
    threw = true;
    value = e;
  }
  const names = Object.entries(scope).map(([k, v]) => `const ${k} = null! as ${v instanceof Game ? 'Game' : 'any'};`).join(' ');
  if (threw) {
    assert.ok(value instanceof B.BoardRulesError, `${expr} threw ${value}`);
    lines.push(`{ ${names} same<Fields<${value.name}>>(null!)(${literal(value)}); void (() => ${expr}); }`);
  } else {
    lines.push(`{ ${names} same(${expr})(${literal(value)}); }`);
  }
  return value;
}

const GAME_CALLS = [
  'g.profile', 'g.variant', 'g.width', 'g.height', 'g.turn', 'g.ply', 'g.startFen', 'g.fen()', 'g.snapshot()', 'g.toJSON()',
  'g.pieces()', 'g.boardBytes()', 'g.moves()', 'g.movesRaw()', 'g.dests()', "g.dests({ keys: 'cgx' })", 'g.setupChoices()',
  'g.isSetupTurn()', 'g.inCheck()', 'g.checks()', "g.checks({ keys: 'cgx' })", 'g.isBikjang()', 'g.canPass()', 'g.playPastEnd',
  'g.outcome()', 'g.isOver()', 'g.history({ since: Math.max(0, g.ply - 3) })', 'g.history({ notation: false, since: Math.max(0, g.ply - 3) })',
  "g.history({ keys: 'cgx', since: Math.max(0, g.ply - 3) })",
  'g.coordinateLabels()', 'g.perft(1)', "g.attacks('e1')", "g.attackers('e5', 'white')", "g.get('e1')", "g.get('a1')",
  "g.get('e5')", "g.squareIndex('zz')", 'g.squareName(0)', "g.explain('a1a2')", "g.explain('e1e2')", "g.explain('zz')",
  "g.explain('pass')", 'g.playRaw(-1)', "g.notation('zz')", "g.lineNotation('zz')", "g.attacks('zz')",
  "g.attackers('e5', 'red' as any)", 'g.perft(99)', 'g.history({ since: 9999 })', "g.moves({ notation: 'nope' as any })",
  "g.moves('b1' as any)", "g.history({ notaion: 'san' } as any)", 'CG.config(g)', 'CG.dests(g)', 'CG.check(g)', 'CG.lastMove(g)',
  'g.toRecord()', "g.toRecord({ format: 'gib' })", "g.toRecord({ format: 'xqf' })", "g.toRecord({ format: 'dhtmlxq' })",
  "g.toRecord({ format: 'wxf' })", "g.toRecord({ format: 'pgn', encoding: 'gbk' })", "g.toRecord({ format: 'pgn', encoding: 'nope' })",
];

function gameProbes(g) {
  for (const call of GAME_CALLS) probe({ g }, call);
  for (const call of ['g.resign()', 'g.timeout()', 'g.agreeDraw()']) {
    const copy = g.clone();
    probe({ g: copy }, call);
    probe({ g: copy }, call); // over now: 'game-over'
  }
  const [m] = g.moves();
  for (const k of B.NOTATIONS[g.variant]) {
    probe({ g, k }, 'g.moves({ notation: k })');
    probe({ g, k }, 'g.history({ notation: k, since: Math.max(0, g.ply - 3) })');
    probe({ g, k }, 'g.coordinateLabels(k)');
    if (m) for (const call of ['g.notation(m, k)', 'g.lineNotation([m], k)', 'g.explain(m, { notation: k })']) probe({ g, k, m }, call);
  }
  if (m) for (const call of ['g.moves({ square: m.from })', 'g.explain(m)', 'g.play(m)', 'g.undo()', 'g.redo()', 'g.undo()']) probe({ g, m }, call);
}

test('what every entry returns and throws is what its declarations say', async () => {
  await B.init();
  for (const call of ['profiles()', 'profileFields()', 'wasmMemoryBytes()', 'NOTATIONS', 'Game.maxMoves',
    "defineProfile('janggi/shapes', { base: 'janggi/plyyard', moveLimit: 60, pass: true })",
    "defineProfile('xiangqi/shapes', { base: 'xiangqi/standard', moveLimit: -1 })",
    "defineProfile('xiangqi/shapes', { base: 'xiangqi/standard', bogus: 1 } as any)",
    "defineProfile('xiangqi/shapes', { base: 'xiangqi/standard', startFen: '9/9/9/9/9/9/9/9/9/9 w - - 0 1' })",
    // README "API": ProfileError for options that cannot be read; its cause what the getter threw
    "defineProfile('xiangqi/shapes', { get base(): never { throw 5; } })",
    "deleteProfile('xiangqi/nothere')", "deleteProfile('xiangqi/standard')", "profileInfo('nope/x')", "new Game('nope/x')",
    "new Game('xiangqi/standard', 'garbage')", "new Game('xiangqi/standard', 5 as any)", 'Game.restore({} as any)',
  ]) probe({}, call);
  // the built-in ones: uvu runs this file in one process after others, whose custom profiles
  // (3,022 in CI's shard) made a literal file tsc ran out of heap on
  for (const p of B.profiles().filter(isBuiltin)) {
    probe({ p }, 'profileInfo(p)');
    for (const fen of ['', 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', 'rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBKQBNR w - - 0 1',
      'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1']) probe({ p, fen }, 'validateFen(p, fen)');
    // a random game of each profile, looked at along the way and where it ends
    let seed = 7;
    const g = new Game(p);
    for (let ply = 0; ply < 150; ply++) {
      if (ply === 0 || ply === 40) gameProbes(g);
      const moves = g.moves();
      if (!moves.length) break;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      if (ply % 10 === 0) probe({ g, m: moves[seed % moves.length] }, 'g.play(m)');
      else g.play(moves[seed % moves.length]);
    }
    gameProbes(g);
    probe({ g }, 'Game.restore(JSON.parse(JSON.stringify(g)))');
  }
  // ends that say more: a material count's `scored`, a makruk promoted met, bikjang
  for (const [p, fen] of [['janggi/standard', '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1'], ['makruk/standard', '3k4/8/8/8/8/8/8/K2M~4 w - - 0 1'],
    ['makruk/standard', '8/8/8/2P5/8/8/4k3/K7 w - - 0 1'], ['xiangqi/standard', '3k5/4R4/4R4/9/9/9/9/9/9/4K4 w - - 0 1']]) {
    const g = new Game(p, fen);
    gameProbes(g);
    if (g.canPass()) { probe({ g }, "g.play('pass')"); gameProbes(g); }
  }
  // records: every test record read, made a game, written
  const dir = path.join(ROOT, 'tests/records');
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => !/LICENSE|README/.test(f) && fs.statSync(path.join(dir, f)).isFile());
  assert.ok(files.length > 60, `${files.length} record files`);
  for (const f of files) {
    const records = probe({ bytes: new Uint8Array(fs.readFileSync(path.join(dir, f))) }, 'R.readRecords(bytes).slice(0, 2)');
    for (const record of Array.isArray(records) ? records : []) {
      const g = probe({ record }, 'Game.fromRecord(record)');
      if (g instanceof Game) for (const call of ['g.toRecord()', 'g.history({ since: Math.max(0, g.ply - 3) })', 'g.outcome()']) probe({ g }, call);
      if (record.moves[0]?.comment) probe({ c: record.moves[0].comment }, 'R.parseComment(c)');
    }
  }
  for (const call of ["R.readRecords('[Variant \"chess\"]\\n1. e4 *')", "R.readRecords('1. h3e3 h10g8 2. zz *')", 'R.readRecords(5 as any)',
    "R.readRecords(new Uint8Array([0, 0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 0]))", "R.readRecords('1. h3e3 *', { encoding: 'nope' })",
    "Game.fromRecord({ moves: [], tags: { a: 1 } } as any)", "R.parseComment('[%eval #-3] [%clk 0:04:57.3] [%csl Re7] [%cal Gh3e3] x')",
    "new Game('xiangqi/standard').toRecord({ format: 'pgn', encoding: 'windows-874', tags: { Event: '中' } })"]) probe({}, call);
  const opened = await R.openRecordFiles(fs.readFileSync(path.join(dir, 'qianli-duxing.pgn')), { name: 'a.pgn' });
  lines.push(`same(null! as Awaited<ReturnType<typeof R.openRecordFiles>>)(${literal(opened)});`);
  // playRaw where wasm memory runs out: the game is unchanged and the code says so (issue17's hook)
  B.defineProfile('xiangqi/shapes-endless', { base: 'xiangqi/standard', repetition: 'none', moveLimit: 0 });
  const g = new Game('xiangqi/shapes-endless');
  const cycle = ['b1c3', 'b10c8', 'c3b1', 'c8b10'];
  try {
    for (const bytes of [1 << 24, 1 << 20, 1 << 16, 1 << 12, 1 << 8, 16]) W.br_wasm_debug_exhaust(bytes);
    let i = 0;
    const next = () => g.moves().find((m) => m.uci === cycle[i % 4]).raw;
    while (i < 1_000_000 && g.playRaw(next()) === 0) i++;
    const ply = g.ply;
    assert.is(probe({ g, m: next() }, 'g.playRaw(m)'), 'out-of-memory');
    assert.is(g.ply, ply);
  } finally {
    W.br_wasm_debug_release();
    for (const name of ['janggi/shapes', 'xiangqi/shapes-endless']) B.deleteProfile(name); // uvu runs the next files in this process
  }

  // the check can fail: a reason no core gives, a field no Move has
  lines.push("// @ts-expect-error\n{ const g = null! as Game; same(g.outcome())({ over: true, result: '1-0', winner: 'white', reason: 'mated' }); }");
  lines.push("// @ts-expect-error\n{ const g = null! as Game; same(g.moves())([{ from: 'a1', to: 'a2', uci: 'a1a2', raw: 0, color: 'white' }]); }");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-shapes-'));
  try {
    fs.mkdirSync(path.join(root, 'node_modules'));
    fs.symlinkSync(ROOT, path.join(root, 'node_modules/boardrules'));
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'shapes', private: true, type: 'module' }));
    fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: {
      module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, exactOptionalPropertyTypes: true,
      noEmit: true, lib: ['es2022'], types: [], skipLibCheck: true }, files: ['main.ts'] }));
    fs.writeFileSync(path.join(root, 'main.ts'), `import * as B from 'boardrules';
import * as R from 'boardrules/records';
import * as CG from 'boardrules/chessground';
import { Game, BoardRulesError, IllegalMoveError, InvalidFenError, UnknownProfileError, ProfileError, ArgumentError, RecordError } from 'boardrules';
const { profiles, profileFields, profileInfo, defineProfile, deleteProfile, validateFen, wasmMemoryBytes, NOTATIONS } = B;
/** Takes the declared type of a call, then a value that must be of it (not widening it). */
declare function same<T>(declared: T): (value: NoInfer<T>) => void;
/** An error's own fields (name, message, code, details), its methods left out. */
type Fields<E> = { [K in keyof E as K extends 'toJSON' | 'stack' ? never : K]: E[K] };
declare const ANY: any;
declare const GAME: Game;
void [CG, BoardRulesError, IllegalMoveError, InvalidFenError, UnknownProfileError, ProfileError, ArgumentError, RecordError, GAME, ANY];
void [profiles, profileFields, profileInfo, defineProfile, deleteProfile, validateFen, wasmMemoryBytes, NOTATIONS];
${lines.join('\n')}
`);
    assert.ok(lines.length > 2000, `${lines.length} calls checked`);
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', root, '--pretty', 'false'], { encoding: 'utf8' });
    const output = (r.stdout + r.stderr).split('\n').slice(0, 20).map((l) => l.slice(0, 600)).join('\n');
    assert.is(r.status, 0, output);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test.run();
