// package.types.test.js — bindings/index.d.ts and chessground.d.ts, checked two ways:
// 1. the code unions (RefusalCode, FenErrorCode, ...) and Reason are the core's names, read from
//    the built wasm (br_wasm_error_name / br_wasm_reason_names) and sectioned as the enum of
//    core/include/boardrules.h sections them: one source of truth, the C core;
// 2. `tsc --strict` on user projects that import the package the way Node resolves it (ESM and
//    CommonJS under module node16 and nodenext): dests({ keys: 'cgx' }) is chessgroundx's Dests
//    and config() its Config without a cast, play(42) and unknown codes do not compile, and a
//    CommonJS importer gets no TS1479.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadWasm } from '../../bindings/wasm.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dts = fs.readFileSync(path.join(ROOT, 'bindings/index.d.ts'), 'utf8');

/** The string literals of `export type NAME = ...;` in index.d.ts. */
function unionOf(name) {
  const m = new RegExp(`export type ${name} =([^;]*);`).exec(dts);
  assert.ok(m, `index.d.ts declares ${name}`);
  return [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]).sort();
}

/** BrErrorCode members by the section comment above them ('FEN', 'moves', ...), in order; a
 *  section may come back later in the enum (codes added at the end keep the others' numbers). */
function errorSections() {
  const header = fs.readFileSync(path.join(ROOT, 'core/include/boardrules.h'), 'utf8');
  const body = /typedef enum BrErrorCode \{([\s\S]*?)\} BrErrorCode;/.exec(header)[1];
  const sections = {};
  let section = null;
  let index = -1;
  for (const line of body.split('\n')) {
    const heading = /^\s*\/\*\s*(\w+)[^*]*\*\/\s*$/.exec(line); // a comment line: its first word
    if (heading) { section = heading[1]; continue; }
    const member = /^\s*(BR_(?:OK|ERR_\w+))/.exec(line);
    if (!member) continue;
    index += 1;
    if (member[1] === 'BR_ERR_COUNT' || !section) continue;
    (sections[section] ??= []).push(index);
  }
  return sections;
}

test('code unions of index.d.ts are the core\'s names, section by section', async () => {
  const { exports: x, memory } = await loadWasm();
  const text = (n) => new TextDecoder().decode(new Uint8Array(memory.buffer, x.br_wasm_text(), n));
  const sections = errorSections();
  const names = (section) => sections[section].map((i) => text(x.br_wasm_error_name(i))).sort();
  assert.equal(Object.keys(sections).sort(), ['FEN', 'arguments', 'moves', 'profiles']);
  assert.equal(unionOf('RefusalCode'), names('moves'));
  assert.equal(unionOf('FenErrorCode'), names('FEN'));
  assert.equal(unionOf('ProfileErrorCode'), names('profiles'));
  assert.equal(unionOf('ArgumentErrorCode'), names('arguments'));
  const count = x.br_wasm_reason_names(); // NUL-ended names, one per BrReason
  const listed = new Uint8Array(memory.buffer, x.br_wasm_text());
  let end = 0;
  for (let k = 0; k < count; k++) while (listed[end++]);
  const reasons = new TextDecoder().decode(listed.subarray(0, end - 1)).split('\0').slice(1); // 0: none
  assert.ok(reasons.length >= 15, 'the core names at least 15 reasons');
  assert.equal(unionOf('Reason'), reasons.sort());
});

test('Role is every role a piece of any game can have (constants.js ROLES, by the core\'s piece types)', async () => {
  const { init } = await import('../../bindings/index.js');
  const { ROLES } = await import('../../bindings/constants.js');
  await init(); // fills ROLES for every game of the core
  assert.equal(unionOf('Role'), [...new Set(Object.values(ROLES).flat().filter(Boolean))].sort());
});

test('NOTATIONS is frozen with its lists once init() has read them (readonly in index.d.ts: USER_CODE)', async () => {
  const { init, NOTATIONS } = await import('../../bindings/index.js');
  await init();
  assert.equal(Object.keys(NOTATIONS).sort(), ['janggi', 'makruk', 'xiangqi']);
  assert.ok(Object.isFrozen(NOTATIONS) && Object.values(NOTATIONS).every(Object.isFrozen));
  assert.throws(() => NOTATIONS.xiangqi.push('uci'), TypeError);
});

/** The codes a class of index.d.ts declares (its `code:` line, aliases resolved), or null. */
function classCodes(name) {
  const body = new RegExp(`export class ${name} extends \\w+ \\{([\\s\\S]*?)\\n\\}`).exec(dts)?.[1] ?? '';
  const line = /^ {2}code: ([^;]*);/m.exec(body);
  if (!line) return null;
  return line[1].split('|').map((t) => t.trim()).flatMap((t) => (t.startsWith("'") ? [t.slice(1, -1)] : unionOf(t))).sort();
}

test('each error class throws the codes its declaration lists: all of them where the code is the JS layer\'s own', () => {
  const made = {}; // class -> codes of `new Class('code'`, or '(computed)' for a code not written out
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (e.name.endsWith('.js') && !e.name.startsWith('node-') && e.name !== 'cli.js' && !f.includes(`${path.sep}cli${path.sep}`)) {
        for (const [, cls, code] of fs.readFileSync(f, 'utf8').matchAll(/new (\w+Error)\(\s*(?:'([a-z-]+)')?/g)) (made[cls] ??= new Set()).add(code ?? '(computed)');
      }
    }
  };
  walk(path.join(ROOT, 'bindings'));
  const classes = [...dts.matchAll(/export class (\w+Error) /g)].map((m) => m[1]);
  assert.ok(classes.length >= 10, classes.join());
  for (const cls of classes) {
    const declared = classCodes(cls);
    const thrown = [...(made[cls] ?? [])];
    if (!declared || cls === 'BoardRulesError') continue; // ErrorCode, of aliases: the test below
    const literal = thrown.filter((c) => c !== '(computed)').sort();
    assert.equal(literal.filter((c) => !declared.includes(c)), [], `${cls} throws codes its declaration lacks`);
    // a class whose codes are all written out in the JS layer declares exactly those
    if (!thrown.includes('(computed)')) assert.equal(declared, literal, `${cls}'s declared codes`);
  }
});

test('every code the JS layer throws is in ErrorCode', () => {
  const aliases = ['RefusalCode', 'FenErrorCode', 'ProfileErrorCode', 'ArgumentErrorCode', 'InitErrorCode', 'RecordErrorCode'];
  const known = new Set([...unionOf('ErrorCode'), ...aliases.flatMap(unionOf)]);
  const thrown = new Set();
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (e.name.endsWith('.js') && e.name !== 'cli.js' && !f.includes(`${path.sep}cli${path.sep}`)) {
        for (const [, code] of fs.readFileSync(f, 'utf8').matchAll(/new \w*Error\(\s*'([a-z]+(?:-[a-z]+)+|[a-z]+)'/g)) thrown.add(code);
      }
    }
  };
  walk(path.join(ROOT, 'bindings'));
  assert.ok(thrown.size >= 10, `${thrown.size} codes found`);
  assert.equal([...thrown].filter((c) => !known.has(c)).sort(), []);
});

// ---- tsc on user projects --------------------------------------------------------------------

const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-types-'));

/** A project in dir/name whose node_modules link to this package and chessgroundx. */
function project(name, { type, module, files, resolution = module, lib = ['es2022', 'dom'], exact = false }) {
  const root = path.join(dir, name);
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  fs.symlinkSync(ROOT, path.join(root, 'node_modules/boardrules'));
  fs.symlinkSync(path.join(ROOT, 'node_modules/chessgroundx'), path.join(root, 'node_modules/chessgroundx'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name, private: true, ...(type ? { type } : {}) }));
  fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      module, moduleResolution: resolution, target: 'es2022', strict: true, noEmit: true,
      lib, types: [], skipLibCheck: !['esm-nodenext', 'no-dom'].includes(name), // our .d.ts checked without and with the DOM lib
      ...(exact ? { exactOptionalPropertyTypes: true } : {}),
    },
    files: Object.keys(files),
  }));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(root, file), text);
  return root;
}

function tsc(root) {
  const r = spawnSync(process.execPath, [TSC, '-p', root, '--pretty', 'false'], { encoding: 'utf8' });
  return { status: r.status, output: (r.stdout + r.stderr).replaceAll(root + path.sep, '') };
}

// What a board front end writes: every line must compile, and each @ts-expect-error must fail.
const USER_CODE = (from) => `
import { init, Game, validateFen, IllegalMoveError, NOTATIONS } from '${from}';
import { readRecords, parseComment, makeComment } from '${from}/records';
import type { RefusalCode, Reason, ProfileName, NotationKind } from '${from}';
import { config, key, square, play } from '${from}/chessground';
import type { Dests, Key } from 'chessgroundx/types.js';
import type { Config } from 'chessgroundx/config.js';

export async function main(): Promise<void> {
  await init();
  const g = new Game('xiangqi/youzai');
  const custom: ProfileName = 'janggi/myclub';
  void custom;
  const d: Dests = g.dests({ keys: 'cgx' });
  const inCheck: Key[] = g.checks({ keys: 'cgx' });
  const last = g.history({ notation: false, keys: 'cgx' }).at(-1);
  const lastKeys: Key[] | undefined = last && [last.from, last.to];
  // @ts-expect-error: without keys: 'cgx' they are square names
  const names: Key[] = g.checks();
  const fromStart: Game = new Game(g.profile, g.startFen); // null: the profile's start
  // options may be null (no options), as README says and the code takes
  const none = [g.history(null).length, g.moves(null).length, g.dests(null).size, g.notation('h3e3', 'wxf', null), g.toRecord(null)];
  void inCheck; void lastKeys; void names; void fromStart; void none;
  const plain: Map<string, string[]> = g.dests();
  const cfg: Config = config(g);
  const k: Key = key('a10');
  const s: string = square(k);
  play(g, 'h3', 'e3');
  g.play('h10g8');
  g.play({ from: 'b1', to: 'c3' });
  g.playRaw(g.movesRaw()[0]);
  const why = g.explain('a1a5');
  if (why) {
    const code: RefusalCode = why.code;
    // @ts-expect-error: not a refusal code of the core
    if (why.code === 'cannon-without-screen') return;
    void code;
  }
  try { g.play('zz'); } catch (e) { if (e instanceof IllegalMoveError) { const c: RefusalCode = e.code; void c; } }
  // lineNotation's refusal says which move of the line it is (README: its index)
  try { g.lineNotation('h10g8 zz'); } catch (e) { if (e instanceof IllegalMoveError) { const at: number | undefined = e.index; void at; } }
  const v = validateFen('makruk/plyyard', 'x');
  if (!v.ok) { const c: 'fen-empty' | 'fen-rank-count' | string = v.error.code; void c; }
  const r: Reason | null = g.outcome().reason;
  const [record] = readRecords('1. h3e3 h10g8 *', { profile: 'xiangqi/youzai' });
  const again: string = Game.fromRecord(record).toRecord({ format: 'pgn', notation: 'chinese', script: 'traditional' });
  const bytes: Uint8Array = g.toRecord({ format: 'xqf' });
  // a format chosen at run time, as examples/node/convert-record.mjs does: text or bytes
  const format = again.length > 10 ? 'xqf' : 'pgn';
  const either: string | Uint8Array = g.toRecord({ format });
  // a local encoding: bytes; an encoding is a label, a replacement text
  const korean: Uint8Array = g.toRecord({ format: 'gib', encoding: 'cp949', replacement: '?' });
  // @ts-expect-error: XQF's texts are GBK
  g.toRecord({ format: 'xqf', encoding: 'big5' });
  void again; void bytes; void either; void korean;
  // a comment's commands: the evaluation's pawns or mate, the clock's seconds
  const notes = parseComment(record?.moves[0]?.comment ?? '');
  const worth: number | undefined = notes.evaluation?.pawns ?? notes.evaluation?.mate;
  const left: number | undefined = notes.clock;
  const comment: string = makeComment({ ...notes, evaluation: { mate: 3, depth: 20 }, clock: 297.3 });
  // @ts-expect-error: a drawing's brush is G, R, B or Y
  makeComment({ shapes: [{ brush: 'green', orig: 'e3' }] });
  void worth; void left; void comment;
  // @ts-expect-error: encoded moves go to playRaw
  g.play(42);
  // NOTATIONS and its lists are frozen once init() has read them (pushing throws a TypeError)
  const kinds: readonly NotationKind[] = NOTATIONS[g.variant];
  // @ts-expect-error: a frozen list
  NOTATIONS.xiangqi.push('uci');
  // @ts-expect-error: a frozen object
  NOTATIONS.janggi = [];
  void kinds;
  // @ts-expect-error: 'stalemated' is no reason the core gives
  if (g.outcome().reason === 'stalemated') return;
  // @ts-expect-error: no source of the module (WebAssembly.Module's type is an empty interface)
  await init(42);
  // @ts-expect-error: a promise of the bytes, not of a Response
  await init(fetch('/boardrules.wasm').then((response) => response.arrayBuffer()));
  await init(fetch('/boardrules.wasm'));
  await init(new Uint8Array(8));
  await init(null);
  void d; void plain; void cfg; void s; void r;
}
`;

const CJS_CODE = `
import { init, Game } from 'boardrules';
import { key } from 'boardrules/chessground';
export async function main(): Promise<string> {
  await init();
  return key(new Game('janggi/plyyard').squareName(89));
}
`;

const CTS_CODE = `
import boardrules = require('boardrules');
import chessground = require('boardrules/chessground');
import records = require('boardrules/records');
export async function main(): Promise<boolean> {
  await boardrules.init();
  const g = new boardrules.Game('makruk/plyyard');
  const [r]: records.GameRecord[] = records.readRecords('1. e3e4 *', { profile: 'makruk/plyyard' });
  const e: boardrules.RecordErrorCode = 'records-not-loaded';
  void e;
  return chessground.config(g).turnColor === 'white' && records.gameFromRecord(r!).ply === 1;
}
`;

for (const module of ['node16', 'nodenext']) {
  test(`tsc --strict, module ${module}, ESM project: the user code compiles, the wrong lines do not`, () => {
    const root = project(`esm-${module}`, { type: 'module', module, files: { 'main.ts': USER_CODE('boardrules') } });
    const r = tsc(root);
    assert.is(r.status, 0, r.output);
  });
  test(`tsc --strict, module ${module}, CommonJS project: import and import = require() (no TS1479)`, () => {
    const root = project(`cjs-${module}`, { module, files: { 'main.ts': CJS_CODE, 'other.cts': CTS_CODE, 'user.mts': USER_CODE('boardrules') } });
    const r = tsc(root);
    assert.is(r.status, 0, r.output);
  });
}

// A Node project compiles without the DOM lib (init's types had named BufferSource and
// WebAssembly.Module, which only the DOM lib declares), and under moduleResolution node10, the
// default of "module": "commonjs", the subpaths' types are found (typesVersions).
test('tsc --strict without the DOM lib, and under moduleResolution node10 with its subpaths', () => {
  const noDom = project('no-dom', { type: 'module', module: 'nodenext', lib: ['es2022'], files: {
    'main.ts': `import { init, Game } from 'boardrules';\nimport { readRecords } from 'boardrules/records';\n`
      + `export async function main(bytes: Uint8Array): Promise<number> {\n  await init(bytes);\n`
      + `  return new Game('xiangqi/youzai').moves().length + readRecords('1. h3e3 *').length;\n}\n`,
  } });
  const a = tsc(noDom);
  assert.is(a.status, 0, a.output);
  const node10 = project('node10', { module: 'commonjs', resolution: 'node10', files: { 'main.ts': CJS_CODE, 'other.ts': CTS_CODE.replace(/import (\w+) = require\(('[^']+')\);/g, 'import * as $1 from $2;') } });
  const b = tsc(node10);
  assert.is(b.status, 0, b.output);
});

// Under exactOptionalPropertyTypes an optional property given as undefined must say so in its
// type (`?: T | undefined`), and one that may be absent must be absent, not undefined: what the
// README documents compiles there too, without casts.
const EXACT_CODE = `
import { init, Game, defineProfile, profileInfo } from 'boardrules';
import type { NotationKind, ProfileName } from 'boardrules';
import { readRecords, streamRecords, openRecordFiles, gameFromRecord, makeComment } from 'boardrules/records';
import { config, lastMove } from 'boardrules/chessground';
import type { Config } from 'chessgroundx/config.js';

export async function main(form: { moveLimit?: number | undefined }): Promise<number> {
  await init();
  // README "API": a field given as undefined keeps the base's value
  defineProfile('janggi/myclub', { base: 'janggi/plyyard', moveLimit: form.moveLimit });
  const limit: number = profileInfo('janggi/myclub').moveLimit;
  // README "Use it with chessgroundx": config(game) but movable.color is a Config ...
  const g = new Game('xiangqi/youzai');
  const { movable: { color, ...movable }, ...board } = config(g);
  const cfg: Config = { ...board, movable };
  const cleared: Config = { lastMove: lastMove(g) };
  // ... and movable.color, undefined once the game is over, is none under this option
  // @ts-expect-error: chessgroundx's color?: Color | 'both' takes no undefined here
  const whole: Config = config(g);
  void color; void cfg; void cleared; void whole;
  return limit;
}

// every option is left out when given as undefined (checkOptions), as a form's empty field gives it
type Form = { notation?: NotationKind | undefined; square?: string | undefined; keys?: 'cgx' | undefined; profile?: ProfileName | undefined;
  script?: 'simplified' | 'traditional' | undefined; dots?: boolean | undefined; since?: number | undefined; text?: string | undefined };
export async function options(g: Game, f: Form, bytes: Uint8Array): Promise<number> {
  const { notation, square, keys, profile, script, dots, since, text } = f;
  g.moves({ square, notation, script, dots }); g.dests({ keys }); g.checks({ keys }); g.explain('h3e3', { notation });
  g.history({ notation, keys, since, script, dots }); g.lineNotation('h3e3', notation, { notation, script, dots });
  g.notation('h3e3', notation, { script, dots }); g.play('h3e3', { notation });
  const written: string = g.toRecord({ format: undefined, notation, script, dots, tags: undefined });
  const [record] = readRecords(written, { profile, encoding: undefined, fen: undefined });
  const again = Game.fromRecord(record!, { profile }).ply + gameFromRecord(record!, { profile }).ply;
  for await (const r of streamRecords(written, { profile, encoding: undefined, fen: undefined, signal: undefined })) void r;
  const files = await openRecordFiles(bytes, { name: undefined, maxSize: undefined, signal: undefined });
  return again + files.length + makeComment({ text, clock: undefined }).length;
}
`;

test('tsc --strict --exactOptionalPropertyTypes: the documented usage, and options given as undefined, compile without casts', () => {
  const root = project('exact', { type: 'module', module: 'nodenext', exact: true, files: { 'main.ts': EXACT_CODE } });
  const r = tsc(root);
  assert.is(r.status, 0, r.output);
});

test('tsc catches a cast-free misuse: a square name is no chessgroundx Key', () => {
  const root = project('negative', { type: 'module', module: 'nodenext', files: {
    'main.ts': `import { Game } from 'boardrules';\nimport type { Key } from 'chessgroundx/types.js';\n` +
      `export const k: Key[] = [...new Game('xiangqi/youzai').dests().keys()];\n`,
  } });
  const r = tsc(root);
  assert.is.not(r.status, 0);
  assert.match(r.output, /TS2322/);
});

test.after(() => fs.rmSync(dir, { recursive: true, force: true }));
test.run();
