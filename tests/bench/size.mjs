// size.mjs — the bytes a page loads: our wasm plus the minified esbuild bundle of
// bindings/index.js and its imports, against ffish.js + ffish.wasm; raw and gzipped (level 9).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const entry = (name, buf) => ({ name, raw: buf.length, gzip: gz(buf) });

export async function benchSize(root) {
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    entryPoints: [path.join(root, 'bindings', 'index.js')],
    bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022',
    write: false, logLevel: 'silent',
  });
  const js = Buffer.from(out.outputFiles[0].contents);
  const ours = [entry('boardrules.wasm', fs.readFileSync(path.join(root, 'bindings', 'boardrules.wasm'))),
    entry('index.js bundle (esbuild --minify)', js)];
  const ffDir = path.join(root, 'node_modules', 'ffish');
  const theirs = [entry('ffish.wasm', fs.readFileSync(path.join(ffDir, 'ffish.wasm'))),
    entry('ffish.js', fs.readFileSync(path.join(ffDir, 'ffish.js')))];
  const total = (list) => ({ raw: list.reduce((s, e) => s + e.raw, 0), gzip: list.reduce((s, e) => s + e.gzip, 0) });
  return { ours, theirs, oursTotal: total(ours), theirsTotal: total(theirs) };
}
