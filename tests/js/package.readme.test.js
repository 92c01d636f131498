// package.readme.test.js — every ```js block of README.md runs as a user would run it, against
// the package as `import 'boardrules'` resolves it (node_modules/boardrules linked to this
// repository, so package.json `exports` decides what each import gets). A wrong example fails:
//   - a line `expression; // => value` must give that value (objects and arrays compared on
//     what the value shows: the keys written, every element);
//   - a block whose first line is `// name.cjs` runs as CommonJS, `// name.js` blocks are the files
//     of one web app (built by Vite, run in Chromium, no errors allowed; the page modules are the
//     named blocks no other block refers to), and any other block runs as an ES module in Node;
//   - each ```html block is a page served from a folder holding node_modules/boardrules, which
//     must print (console.log) and print what its `// logs "text"` comments say, without errors;
//   - the command-line block's `npx boardrules` lines run, with the exit codes and output their
//     `# => text` and `(exit N)` comments give;
// and the README cites no file outside the repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserAvailable, consoleErrors, newPage, serveDir, withBrowser } from './support/browser.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Node resolves 'boardrules' to the pre-bundles (bindings/node-*.js): write them from the sources
await (await import('../../scripts/package-files.mjs')).writePackageFiles();
const README = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The ```js blocks: { code, line, name } (name from a first line `// name.ext`). */
function jsBlocks() {
  const blocks = [];
  const re = /^```js\n([\s\S]*?)^```$/gm;
  for (let m; (m = re.exec(README));) {
    const line = README.slice(0, m.index).split('\n').length + 1;
    const name = /^\/\/ ([\w.-]+\.(?:c?js|mjs))\s*$/m.exec(m[1].split('\n')[0])?.[1] ?? null;
    blocks.push({ code: m[1], line, name });
  }
  return blocks;
}

// `expr; // => value` becomes a check; the helper compares what the value shows.
const EXPECT = `
function __shown(actual, expected, where) {
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') throw new Error(where + ': got ' + JSON.stringify(actual));
    if (Array.isArray(expected) && (!Array.isArray(actual) || actual.length !== expected.length)) {
      throw new Error(where + ': got ' + JSON.stringify(actual) + ', README says ' + JSON.stringify(expected));
    }
    for (const k of Object.keys(expected)) __shown(actual[k], expected[k], where + '.' + k);
  } else if (actual !== expected) {
    throw new Error(where + ': got ' + JSON.stringify(actual) + ', README says ' + JSON.stringify(expected));
  }
}
`;

// `console.log(x); // text` must print that text, and a `console.log(x);` line followed by `// `
// lines must print those lines (`//` alone an empty one); `…` in the text stands for anything.
const PRINTED = `
function __printed(args, expected, where) {
  const printed = args.map(String).join(' ').replace(/\\n+$/, '');
  const pattern = expected.split('…').map((part) => part.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&')).join('[\\\\s\\\\S]*');
  if (!new RegExp('^' + pattern + '$').test(printed)) {
    throw new Error(where + ': printed ' + JSON.stringify(printed) + ', README says ' + JSON.stringify(expected));
  }
}
`;

/** The output a `console.log(…);` line at index `i` of `lines` promises, or null: its own trailing
 *  comment, or the `// ` lines right under it. */
function promisedOutput(lines, i) {
  const log = /^\s*console\.log\((.+)\);\s*(?:\/\/ (?!=>)(.+))?$/.exec(lines[i]);
  if (!log) return null;
  if (log[2] !== undefined) return { args: log[1], text: log[2].trim(), span: 1 };
  let end = i + 1;
  while (end < lines.length && /^\/\/( |$)/.test(lines[end])) end += 1;
  if (end === i + 1) return null;
  return { args: log[1], text: lines.slice(i + 1, end).map((l) => l.replace(/^\/\/ ?/, '')).join('\n'), span: end - i };
}

function instrument({ code, line }) {
  let checks = 0;
  const lines = code.split('\n');
  const out = lines.map((text, i) => {
    const printed = promisedOutput(lines, i);
    if (printed) {
      checks += 1;
      return `__printed([${printed.args}], ${JSON.stringify(printed.text)}, 'README.md line ${line + i}');`;
    }
    const m = /^(\s*)(.+?);?\s*\/\/ => (.+?)(?:\s+\(.*\)|\s+leaves.*)?$/.exec(text);
    if (!m || /^(const|let|var)\s/.test(m[2])) return text;
    checks += 1;
    // A call's value can be an expression statement inside a callback too: keep the statement.
    return `${m[1]}__shown((${m[2].replace(/^console\.log\((.*)\)$/, '$1')}), (${m[3]}), 'README.md line ${line + i}');`;
  });
  return { code: EXPECT + PRINTED + out.join('\n'), checks };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-readme-'));
fs.mkdirSync(path.join(dir, 'node_modules'));
fs.symlinkSync(ROOT, path.join(dir, 'node_modules/boardrules'));
fs.symlinkSync(path.join(ROOT, 'node_modules/chessgroundx'), path.join(dir, 'node_modules/chessgroundx'));
fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "readme-user", "private": true }\n');

const blocks = jsBlocks();

test('the README has js blocks, with checked values, for Node, CommonJS and the browser', () => {
  assert.ok(blocks.length >= 6, `${blocks.length} js blocks`);
  assert.ok(blocks.some((b) => b.name?.endsWith('.cjs')));
  assert.ok(blocks.filter((b) => b.name?.endsWith('.js')).length >= 2);
  assert.ok(blocks.reduce((n, b) => n + instrument(b).checks, 0) >= 6, 'values to check');
});

for (const block of blocks.filter((b) => !b.name?.endsWith('.js'))) {
  test(`README.md line ${block.line}: runs in Node${block.name ? ` as ${block.name}` : ''}`, () => {
    const file = path.join(dir, block.name ?? `block-${block.line}.mjs`);
    fs.writeFileSync(file, instrument(block).code);
    const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
    assert.is(r.status, 0, `README.md line ${block.line}:\n${r.stderr}`);
  });
}

const browserTest = browserAvailable() ? test : test.skip;
browserTest('README.md web blocks (chessgroundx board, Web Worker) build with Vite and run in Chromium', async () => {
  const web = blocks.filter((b) => b.name?.endsWith('.js'));
  const app = path.join(dir, 'web');
  fs.mkdirSync(app);
  fs.symlinkSync(path.join(dir, 'node_modules'), path.join(app, 'node_modules'));
  for (const b of web) fs.writeFileSync(path.join(app, b.name), instrument(b).code);
  const pages = web.filter((b) => !web.some((o) => o !== b && o.code.includes(`'./${b.name}'`)));
  fs.writeFileSync(path.join(app, 'index.html'), '<!doctype html><meta charset="utf-8">\n' +
    '<div id="board" style="width: 432px; height: 480px"></div>\n' +
    pages.map((b) => `<script type="module" src="./${b.name}"></script>`).join('\n') + '\n');
  const { build } = await import('vite');
  await build({ root: app, logLevel: 'silent' });
  const site = await serveDir(path.join(app, 'dist'));
  try {
    await withBrowser(async (browser) => {
      const errors = consoleErrors();
      const page = await newPage(browser, { errors });
      const logs = [];
      page.on('console', (msg) => logs.push(msg.text()));
      await page.goto(site.url);
      await page.waitForFunction((n) => document.querySelectorAll('cg-board piece').length === n, 32);
      for (let i = 0; i < 100 && logs.length < pages.length; i++) await new Promise((r) => setTimeout(r, 50));
      errors.assertNone();
      // At the xiangqi start every piece can move: 2 chariots, 2 horses, 2 elephants,
      // 2 advisors, the general, 2 cannons and 5 soldiers = 16 (RULES §2 movement).
      assert.ok(logs.some((l) => /^16 pieces can move$/.test(l)), `board: ${logs.join(' | ')}`);
      // Cho's first move list in janggi: 31 moves (RULES §3.7, perft depth 1 of janggi/plyyard).
      assert.ok(logs.some((l) => /^request 1: 31 moves$/.test(l)), `worker: ${logs.join(' | ')}`);
    });
  } finally {
    await site.close();
  }
});

// ```html blocks: pages served from a folder where node_modules/boardrules is this package.
browserTest('README.md html blocks run in Chromium from a static folder, without errors', async () => {
  const pages = [...README.matchAll(/^```html\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  assert.ok(pages.length >= 1, 'the README has an html block');
  pages.forEach((html, i) => fs.writeFileSync(path.join(dir, `page-${i}.html`), `<!doctype html><meta charset="utf-8">\n${html}`));
  const site = await serveDir(dir);
  try {
    await withBrowser(async (browser) => {
      for (let i = 0; i < pages.length; i++) {
        const errors = consoleErrors();
        const page = await newPage(browser, { errors });
        const logs = [];
        page.on('console', (msg) => logs.push(msg.text()));
        await page.goto(`${site.url}page-${i}.html`);
        for (let t = 0; t < 100 && !logs.length && !errors.errors.length; t++) await new Promise((r) => setTimeout(r, 50));
        // a block's `// logs "text"` comments name what it must print
        const promised = [...pages[i].matchAll(/\/\/ logs "([^"]+)"/g)].map((m) => m[1]);
        for (let t = 0; t < 100 && !promised.every((text) => logs.includes(text)) && !errors.errors.length; t++) await new Promise((r) => setTimeout(r, 50));
        errors.assertNone();
        assert.ok(logs.length, `html block ${i + 1} printed nothing`);
        for (const text of promised) assert.ok(logs.includes(text), `html block ${i + 1} printed ${JSON.stringify(logs)}, not ${JSON.stringify(text)}`);
        await page.context().close();
      }
    });
  } finally {
    await site.close();
  }
});

test('the README cites files inside the repository only, and they exist', () => {
  assert.not.match(README, /\.\.\/shared|shared\/seeds|\.\.\//);
  const cited = [...README.matchAll(/`((?:docs|examples|bindings|scripts|tests|core|wasm|web-demo)\/[\w./-]*)`/g)].map((m) => m[1]);
  assert.ok(cited.includes('docs/RULES.md') && cited.includes('docs/SOURCES.md'));
  for (const f of cited) {
    if (/\*|<|\.tmp/.test(f) || f.startsWith('tests/artifacts') || f.startsWith('web-demo/dist')) continue;
    assert.ok(fs.existsSync(path.join(ROOT, f.replace(/\/$/, ''))), `README cites ${f}, which is not in the repository`);
  }
});

// The ```sh block of "Use it from the command line": each `npx boardrules …` line runs (as
// `node bindings/cli.js …`, through a shell for its redirections) in a folder holding what it
// names, made of tests/records (games/, games.zip, a.pgn, gibo/: a janggi line's games are GIB
// files, the others' xiangqi records). It must exit 0, or the code its comment gives ("(exit 1)"),
// and print the text a comment "# => text" gives (up to " (" or ";").
test('the README\'s command-line examples run, exit and print as their comments say', () => {
  const block = /^## Use it from the command line\n\n```sh\n([\s\S]*?)^```$/m.exec(README)?.[1];
  assert.ok(block, 'the block is there');
  const records = path.join(ROOT, 'tests', 'records');
  const folder = (name, files) => {
    const at = path.join(dir, 'cli', name);
    fs.mkdirSync(path.join(at, 'games'), { recursive: true });
    for (const f of files) fs.copyFileSync(path.join(records, f), path.join(at, 'games', f));
    return at;
  };
  const xiangqi = folder('xiangqi', ['wxfca-15-chinese.pgn', 'wxfca-hu-ronghua-16.pgn']);
  fs.copyFileSync(path.join(records, 'wxfca-15-chinese.pgn'), path.join(xiangqi, 'a.pgn'));
  spawnSync('zip', ['-q', '-r', 'games.zip', 'games'], { cwd: xiangqi });
  const janggi = folder('janggi', ['janggi-dot-com-2.gib', 'janggi-rl-kakao-2020-last.gib']);
  fs.mkdirSync(path.join(janggi, 'gibo'));
  for (const f of fs.readdirSync(records).filter((f) => f.endsWith('.gib'))) fs.copyFileSync(path.join(records, f), path.join(janggi, 'gibo', f));
  const cli = JSON.stringify(path.join(ROOT, 'bindings', 'cli.js'));
  const lines = block.split('\n').filter((l) => l.startsWith('npx boardrules '));
  assert.ok(lines.length >= 8, `${lines.length} lines`);
  let printed = 0;
  for (const line of lines) {
    const [command, comment = ''] = line.split(/\s+# /);
    const cwd = /^npx boardrules \S+ janggi\//.test(command) ? janggi : xiangqi;
    const r = spawnSync('sh', ['-c', command.replace(/^npx boardrules/, `"${process.execPath}" ${cli}`)], { cwd, encoding: 'utf8' });
    const exit = Number(/\(exit (\d+)\)/.exec(comment)?.[1] ?? 0);
    assert.is(r.status, exit, `${line}\n${r.stderr}`);
    const shown = /^=> (.+?)(?: \(|;|$)/.exec(comment)?.[1];
    if (shown) {
      assert.ok(r.stdout.includes(shown), `${line}: prints ${JSON.stringify(shown)}; printed ${r.stdout.slice(0, 300)}`);
      printed++;
    }
  }
  assert.ok(printed >= 3, 'comments that say what is printed are checked');
  assert.ok(fs.readFileSync(path.join(xiangqi, 'games.jsonl'), 'utf8').includes('"C2=5"'), 'games.jsonl holds WXF moves');
});

test.after(() => fs.rmSync(dir, { recursive: true, force: true }));
test.run();
