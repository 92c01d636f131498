#!/usr/bin/env node
// convert-record.mjs — rewrites a game record file in another format or notation with the
// records API (boardrules/records), keeping tags, comments and variations.
//
//   node examples/node/convert-record.mjs <in> <out.pgn> [notation]   PGN, in the notation given
//                                                                      (default: the record's own)
//   node examples/node/convert-record.mjs <in> <out.xqf>              XQF (xiangqi), XQStudio's files
//   node examples/node/convert-record.mjs <in> <out.gib | out.txt>    GIB (janggi) | DhtmlXQ (xiangqi)
//   node examples/node/convert-record.mjs <in> <out.wxf>              a WXF file as PlayOK's (xiangqi)
//
// <in>: PGN in any notation and encoding (pychess's exports in Fairy-Stockfish SAN included),
// GIB, DhtmlXQ, XQF, a WXF file (PlayOK) or dpxq.com's text; gzipped or in a zip archive too (its
// first record file). A file of several games writes the first one.
// Exit code: 0 written, 1 the record has an illegal or unreadable move, 2 bad arguments or a file
// that cannot be read or written.
import fs from 'node:fs';
import path from 'node:path';
import { init, Game } from 'boardrules';
import 'boardrules/records'; // enables Game.fromRecord and game.toRecord
import { openRecordFiles, readRecords } from 'boardrules/records';

const FORMATS = { '.pgn': 'pgn', '.xqf': 'xqf', '.gib': 'gib', '.txt': 'dhtmlxq', '.wxf': 'wxf' };
const [input, output, notation] = process.argv.slice(2);
const format = output && FORMATS[path.extname(output).toLowerCase()];
if (!input || !format) {
  console.error('usage: convert-record.mjs <in> <out.pgn|out.xqf|out.gib|out.txt|out.wxf> [notation]');
  process.exit(2);
}

await init();
let bytes;
try {
  // a .gz file's file, a zip archive's first record file (the archive read from disk a piece at a
  // time), or the file itself; bytes: readRecords detects the encoding
  fs.accessSync(input, fs.constants.R_OK); // ENOENT, where openAsBlob says "invalid argument"
  const [file] = await openRecordFiles(await fs.openAsBlob(input), { name: input });
  if (!file) throw new Error('a zip archive without record files');
  bytes = await file.bytes();
} catch (e) {
  console.error(`${input}: cannot be read: ${e.code ?? e.message}`);
  process.exit(2);
}
const [record] = readRecords(bytes);
if (!record) {
  console.error(`${input}: no game in it`);
  process.exit(1);
}
if (record.error) {
  const { ply, text, code, message, variation } = record.error;
  const where = variation ? `a variation (path ${variation.join(',')}), ply ${ply}` : `ply ${ply}`;
  console.error(`${input}: ${where} (${JSON.stringify(text)}): ${code}: ${message}`);
  // a bad move inside a variation leaves the mainline whole: it is converted, that line cut there
  if (!variation) process.exit(1);
}
const game = Game.fromRecord(record);
try {
  const written = game.toRecord({ format, ...(notation ? { notation } : {}) }); // text, or XQF bytes
  fs.writeFileSync(output, written);
  console.log(`${record.profile}, ${record.moves.length} plies (${record.notation ?? 'uci'} ${record.format}) -> ${output} (${format})`);
} catch (e) { // a format of another game, a notation it lacks, a start XQF cannot hold
  console.error(`${output}: ${e.code}: ${e.message}`);
  process.exit(2);
} finally {
  game.free();
}
