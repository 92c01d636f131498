// sources.test.js — every name the JavaScript sources use is defined, and every import finds
// its export, as TypeScript's checker reads them (tsc --checkJs). Modules are split and moved
// often; a name left behind is a ReferenceError only on the path that reaches it (a constant
// moved out of the CLI's splitter had failed only on lines ending in a line feed). Only these
// errors are asserted: the sources are JavaScript, and their other types are not declared.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

// TS2304/TS2552: cannot find name; TS2305/TS2614/TS2724: a module has no such export;
// TS2307: cannot find module; TS2448/TS2454: used before its declaration or assignment
const UNDEFINED = /error (TS2304|TS2552|TS2305|TS2614|TS2724|TS2307|TS2448|TS2454):/;

/** The tracked sources matching git pathspecs. */
function sources(...specs) {
  const r = spawnSync('git', ['ls-files', ...specs], { cwd: ROOT, encoding: 'utf8' });
  assert.is(r.status, 0, r.stderr);
  return r.stdout.split('\n').filter(Boolean);
}

function undefinedNames(files) {
  const r = spawnSync(process.execPath, [TSC, '--noEmit', '--allowJs', '--checkJs', '--skipLibCheck',
    '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2023,dom',
    '--types', 'node', ...files], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.ok(r.status === 0 || r.status === 2, `tsc did not run: ${r.stderr}`); // 2: type errors, not asserted here
  return r.stdout.split('\n').filter((line) => UNDEFINED.test(line));
}

test('bindings, the board and the scripts: no undefined name, no missing export or module', () => {
  const files = sources('bindings/*.js', 'bindings/**/*.js', 'web-demo/src/*.js', 'web-demo/*.mjs', 'scripts/*.mjs');
  assert.ok(files.length > 50, `only ${files.length} sources listed`);
  assert.equal(undefinedNames(files), []);
});

test('the checker finds a name left undefined (a control: the test can fail)', () => {
  const probe = path.join(ROOT, 'tests', 'artifacts', 'undefined-name.js');
  fs.mkdirSync(path.dirname(probe), { recursive: true });
  fs.writeFileSync(probe, 'export const lineFeed = (b) => b === NL;\n');
  const found = undefinedNames([probe]);
  assert.is(found.length, 1, found.join('\n'));
  assert.match(found[0], /TS2304: Cannot find name 'NL'/);
});

// issue 12, item 7: the bindings are split by job, no module over about 400 lines (the generated
// bundles, node-*.js and inline-wasm.js, are not tracked)
const MOST_LINES = 400;

test(`bindings: every module at most ${MOST_LINES} lines`, () => {
  const files = sources('bindings/*.js', 'bindings/**/*.js');
  assert.ok(files.some((f) => f === 'bindings/game.js') && files.every((f) => !/node-|inline-wasm/.test(f)), files.join(' '));
  const lines = (f) => fs.readFileSync(path.join(ROOT, f), 'utf8').split('\n').length - 1;
  assert.equal(files.filter((f) => lines(f) > MOST_LINES).map((f) => `${f}: ${lines(f)}`), []);
});

/** The import cycles among the relative imports reached from `entries` (paths from ROOT), each
 *  as 'a.js -> b.js -> a.js'. Rollup warns of each one in every build that bundles the package. */
function importCycles(entries) {
  const graph = new Map();
  const visit = (file) => {
    if (graph.has(file)) return;
    const text = fs.readFileSync(file, 'utf8');
    const imports = [...text.matchAll(/^(?:import|export)\b[^'"]*?\bfrom\s+['"](\.[^'"]+)['"]/gm)]
      .map((m) => path.resolve(path.dirname(file), m[1]));
    graph.set(file, imports);
    imports.forEach(visit);
  };
  entries.forEach((e) => visit(path.join(ROOT, e)));
  const cycles = [], state = new Map(), stack = [];
  const walk = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file)) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => path.relative(ROOT, f)).join(' -> '));
      else if (!state.has(next)) walk(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) walk(file);
  return cycles;
}

test('bindings: the package\'s entries import no module that imports them back (Rollup warns of a cycle)', () => {
  const { exports } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const entries = new Set();
  const collect = (v) => { if (typeof v === 'string') { if (/^\.\/bindings\/(?!node-).*\.js$/.test(v)) entries.add(v.slice(2)); } else if (v && typeof v === 'object') Object.values(v).forEach(collect); };
  collect(exports);
  assert.ok(entries.has('bindings/index.js') && entries.has('bindings/records/index.js'), [...entries].join(' '));
  assert.equal(importCycles([...entries]), []);
  // a control: two modules that import each other are found
  const dir = fs.mkdtempSync(path.join(ROOT, 'tests', '.cycle-'));
  try {
    fs.writeFileSync(path.join(dir, 'a.js'), "import { b } from './b.js';\nexport const a = 1;\n");
    fs.writeFileSync(path.join(dir, 'b.js'), "export { a as b } from './a.js';\n");
    assert.equal(importCycles([path.relative(ROOT, path.join(dir, 'a.js'))]).length, 1);
  } finally {
    fs.rmSync(dir, { recursive: true });
  }
});

test.run();
