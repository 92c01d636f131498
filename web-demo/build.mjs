// build.mjs — bundles the analysis board (web-demo/) with esbuild into web-demo/dist/:
// index.html, demo.js (src/main.js and the bindings, ESM, minified), style.css and
// boardrules.wasm copied beside the bundle (the loader fetches it relative to demo.js), and an
// empty `engine`: the answer "no engine" for a static server.
//
//   import { buildDemo } from './web-demo/build.mjs';
//   await buildDemo();                         // -> { outdir, files }
//   await buildDemo({ outdir: '/tmp/x', minify: false });
//   node web-demo/build.mjs [outdir]           // the same from a shell
//
// It needs bindings/boardrules.wasm: `npm run build` makes it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const DEMO_DIR = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.join(DEMO_DIR, 'dist');
const WASM = path.join(DEMO_DIR, '..', 'bindings', 'boardrules.wasm');

/** Builds the demo into `outdir` (emptied first); returns { outdir, files }. */
export async function buildDemo({ outdir = DIST, minify = true, wasm = WASM, sourcemap = false } = {}) {
  if (!fs.existsSync(wasm)) throw new Error(`${path.relative(process.cwd(), wasm)} is missing: run \`npm run build\` first`);
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.mkdirSync(outdir, { recursive: true });
  await esbuild.build({
    entryPoints: { demo: path.join(DEMO_DIR, 'src', 'main.js'), style: path.join(DEMO_DIR, 'style.css') },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify,
    sourcemap,
    charset: 'utf8', // keep the CJK and Thai text readable in the bundle
    legalComments: 'none',
    logLevel: 'warning',
  });
  fs.copyFileSync(path.join(DEMO_DIR, 'index.html'), path.join(outdir, 'index.html'));
  fs.copyFileSync(wasm, path.join(outdir, 'boardrules.wasm'));
  // the page asks `engine` for the server's engine (engine-live.js): served as plain static files,
  // this empty answer says "none" where a 404 was logged in the console (npm start answers first)
  fs.writeFileSync(path.join(outdir, 'engine'), '');
  return { outdir, files: fs.readdirSync(outdir).sort() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildDemo(process.argv[2] ? { outdir: path.resolve(process.argv[2]) } : {})
    .then(({ outdir, files }) => console.log(`${outdir}: ${files.join(', ')}`))
    .catch((e) => { console.error(`error: ${e.message}`); process.exit(1); });
}
