// records-joins.mjs — how often readRecords and streamRecords (the CLI's splitter) read a damaged
// archive apart: each sample joins two or three files of tests/records (as cat does, in their own
// encodings) and inserts up to two pieces of the formats' syntax at random offsets; the two
// readings are compared record by record (format, profile, moves, error, tags). Not a test: a
// measure, quoted in the README with its arguments. Prints "N/M apart" and each sample apart.
//
//   node tests/fuzz/records-joins.mjs [samples=300] [seed=12345] [--dump dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { init } from '../../bindings/index.js';
import { readRecords, streamRecords } from '../../bindings/records/index.js';

await init();
const args = process.argv.slice(2);
const dumpAt = args.indexOf('--dump');
const dump = dumpAt >= 0 ? args.splice(dumpAt, 2)[1] : null;
const samples = Number(args[0] ?? 300);
let seed = Number(args[1] ?? 12345) | 0 || 12345;

const RECORDS = fileURLToPath(new URL('../records/', import.meta.url));
// files a reader takes whole (binary XQF, CBR/CBL and MXQ; CHE's numbers) are not joined
const files = (function below(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return below(file);
    return /^(README|LICENSE|NOTICE)|\.(xqf|cbr|cbl|mxq|che)$/i.test(e.name) ? [] : [file];
  });
})(RECORDS);
const rand = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) / 2 ** 32; };
const below = (n) => Math.floor(rand() * n);
const SYNTAX = ['\n', '[Event "x"]\n', '{', '}', '1-0\n', '1. ', '红胜\n', '[DhtmlXQ]\n', '[/DhtmlXQ]\n', '\r\n', '(', ')', ';'];
const plain = (records) => records.map((r) => JSON.stringify([r.format, r.profile, r.moves.length, r.error?.code ?? null, r.error?.ply ?? null, r.tags]));
const reading = async (read) => { try { return await read(); } catch (e) { return [`throws ${e.code}`]; } };

let apart = 0;
for (let n = 0; n < samples; n++) {
  const picked = Array.from({ length: 1 + below(3) }, () => files[below(files.length)]);
  let bytes = Buffer.concat(picked.map((f) => fs.readFileSync(f)));
  const insertions = below(3);
  for (let k = 0; k < insertions; k++) {
    const at = below(bytes.length + 1);
    bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from(SYNTAX[below(SYNTAX.length)]), bytes.subarray(at)]);
  }
  const whole = await reading(() => plain(readRecords(bytes)));
  const streamed = await reading(async () => {
    const out = [];
    for await (const r of streamRecords([bytes])) out.push(r);
    return plain(out);
  });
  if (JSON.stringify(whole) === JSON.stringify(streamed)) continue;
  apart++;
  console.log(`sample ${n} (${insertions} inserted): ${picked.map((f) => path.relative(RECORDS, f)).join(' + ')}`);
  if (dump) fs.mkdirSync(dump, { recursive: true }), fs.writeFileSync(path.join(dump, `sample-${n}.bin`), bytes);
}
console.log(`${apart}/${samples} apart`);
