// archive-roundtrip.mjs — every record of the files given, written back in every notation of its
// game as PGN and in its game's own formats (GIB; DhtmlXQ, WXF files and XQF), and read again:
// the same start, move tree and comments, end and mainline (tests/js/support/record-faults.mjs,
// the check records-fuzz runs on mutants).
//
//   node tests/archive-roundtrip.mjs <file|dir>...
//
// Prints the records read and the files with faults (the first few of each); exits 1 if any.
import fs from 'node:fs';
import { init } from '../bindings/index.js';
import { faultsOf } from './js/support/record-faults.mjs';
import { filesUnder } from './archive-ends.mjs';

const inputs = process.argv.slice(2);
if (!inputs.length) {
  console.error('usage: node tests/archive-roundtrip.mjs <file|dir>...');
  process.exit(2);
}
await init();
const seen = { records: 0, clean: 0 };
let files = 0, faulty = 0;
for (const file of inputs.flatMap(filesUnder)) {
  files++;
  const faults = faultsOf(new Uint8Array(fs.readFileSync(file)), seen, { notations: true });
  if (!faults.length) continue;
  faulty++;
  console.log(`${file}: ${faults.slice(0, 3).join('; ')}${faults.length > 3 ? ` (+${faults.length - 3})` : ''}`);
}
console.log(`${files} files, ${seen.records} records (${seen.clean} without an error, each written and read back), ${faulty} files with faults`);
process.exit(faulty ? 1 : 0);
