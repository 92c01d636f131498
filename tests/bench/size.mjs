// size.mjs — the bytes a page loads: our wasm plus the minified esbuild bundle of
// bindings/index.js and its imports, against ffish.js + ffish.wasm; raw and gzipped (level 9).
// `extra`: what a page that also imports `boardrules/records` (its every record format) adds to the bundle.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const entry = (name, buf) => ({ name, raw: buf.length, gzip: gz(buf) });

export async function benchSize(root) {
  const esbuild = await import('esbuild');
  const bundle = async (code) => {
    const out = await esbuild.build({
      stdin: { contents: code, resolveDir: path.join(root, 'bindings') },
      bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022',
      write: false, logLevel: 'silent',
    });
    return Buffer.from(out.outputFiles[0].contents);
  };
  const js = entry('index.js bundle (esbuild --minify)', await bundle("export * from './index.js';"));
  const ours = [entry('boardrules.wasm', fs.readFileSync(path.join(root, 'bindings', 'boardrules.wasm'))), js];
  const extra = [];
  if (fs.existsSync(path.join(root, 'bindings', 'records', 'index.js'))) { // not in every revision (baseline.mjs)
    const withRecords = entry('', await bundle("export * from './index.js'; export * from './records/index.js';"));
    extra.push({ name: '+ boardrules/records (every record format), if imported', raw: withRecords.raw - js.raw, gzip: withRecords.gzip - js.gzip });
  }
  const ffDir = path.join(root, 'node_modules', 'ffish');
  const theirs = [entry('ffish.wasm', fs.readFileSync(path.join(ffDir, 'ffish.wasm'))),
    entry('ffish.js', fs.readFileSync(path.join(ffDir, 'ffish.js')))];
  const total = (list) => ({ raw: list.reduce((s, e) => s + e.raw, 0), gzip: list.reduce((s, e) => s + e.gzip, 0) });
  return { ours, extra, theirs, oursTotal: total(ours), theirsTotal: total(theirs) };
}
