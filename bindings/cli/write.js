// write.js — convert's output: a replayed record written in a format and notation.
//   jsonl    {"profile", "fen"?, "moves": [texts], "result"?, "id"} — one line per record, the
//            input of `validate` and of the distributed map step (README); the result is the
//            one the record declares, else the rules' when the game is over
//   pgn, gib, dhtmlxq, wxf  a record file's record as readRecords read it (tags, result, comments,
//            variations, NAGs) written by recordFromGame(gameFromRecord(record)), as the API
//            writes it; a JSON line's moves by game.toRecord. The notation is --notation's, else
//            the format's own (GIB: Korean)
//   xqf      the same, as bytes
// With ctx.outDir (xqf always), each record is a file there and its path is the text written.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as api from '../index.js';
import * as records from '../records/index.js';

/** The converted text of a valid record (ends with a newline). */
export function writeRecord(ctx, game, texts, record, row) {
  if (ctx.format === 'jsonl') {
    const out = { profile: row.profile };
    const fen = record.fen === undefined ? ctx.fen : record.fen; // null: the profile's start (work.js)
    if (fen) out.fen = fen;
    out.moves = texts;
    const declared = record.record?.result ?? record.result;
    if (declared && declared !== '*') out.result = declared;
    else if (row.outcome.over) out.result = row.outcome.result;
    out.id = record.id ?? `${record.source}:${record.line}`; // a report can name its source
    return `${JSON.stringify(out)}\n`;
  }
  const options = { format: ctx.format, notation: ctx.recordNotation, ...ctx.style, encoding: ctx.encoding, replacement: ctx.replacement };
  const text = record.record ? writtenRecord(record.record, options)
    : typeof game.toRecord === 'function' ? game.toRecord({ ...options, tags: record.tags ?? {} })
      : records.recordFromGame(game, { ...options, tags: record.tags ?? {} });
  if (ctx.outDir) {
    // the id, else source and line, as one file name; a file that exists is never overwritten
    // (two records of one id, or an earlier run's): -2, -3 … (created exclusively: safe
    // between worker threads)
    const id = record.id !== null && typeof record.id === 'object' ? JSON.stringify(record.id) : record.id; // not "[object Object]"
    // standard input ('-') is named 'stdin': a file name starting with '-' reads as an option
    const source = record.source === '-' ? 'stdin' : path.relative(process.cwd(), record.source) || record.source;
    const name = String(id ?? `${source}-${record.line}`);
    const stem = path.join(ctx.outDir, fileStem(name));
    for (let n = 1; ; n++) {
      const file = `${stem}${n > 1 ? `-${n}` : ''}.${EXTENSIONS[ctx.format]}`;
      try {
        fs.writeFileSync(file, typeof text === 'string' ? endsRecord(text) : ctx.encoding?.startsWith('utf-16') ? text : endsRecordBytes(text), { flag: 'wx' });
        return `${file}\n`;
      } catch (e) {
        if (e.code === 'EEXIST') continue;
        // any file there now was made by this call ('wx': one that existed is EEXIST, above) and
        // cut short (a full disk): no empty or partial file is left
        try { fs.unlinkSync(file); } catch { /* none made */ }
        throw new OutputError(`cannot write ${file}: ${e.message}`);
      }
    }
  }
  // --encoding: the bytes, one character a byte, as stdout writes them (output.js)
  return typeof text === 'string' ? endsRecord(text) : Buffer.from(endsRecordBytes(text)).toString('latin1');
}

/** A record file's name ends so (DhtmlXQ is a block of text that pages and forums embed). */
const EXTENSIONS = { pgn: 'pgn', gib: 'gib', dhtmlxq: 'txt', wxf: 'wxf', xqf: 'xqf' };

/** A text record followed by an empty line: the next one written after it starts a game. */
const endsRecord = (text) => (text.endsWith('\n\n') ? text : text.endsWith('\n') ? `${text}\n` : `${text}\n\n`);

/** endsRecord of a record's bytes in an encoding where a newline is the byte 0x0A. */
function endsRecordBytes(bytes) {
  const newlines = bytes[bytes.length - 1] !== 0x0a ? 2 : bytes[bytes.length - 2] !== 0x0a ? 1 : 0;
  return newlines ? Buffer.concat([bytes, Buffer.from('\n'.repeat(newlines))]) : bytes;
}

/** A file the run cannot write (a full disk, no permission): no fault of the record's. */
export class OutputError extends Error {
  name = 'OutputError'; // kept when a worker's error reaches the main thread
}

// File systems take names of up to 255 bytes; room is left for "-<n>.xqf" and the like.
const NAME_BYTES = 240;

/** A record's name as a file name: separators, controls and spaces as '_'; a name too long for a
 *  file system (a source path deep in folders of Chinese names) cut, with a hash of the whole
 *  name so that two such names stay apart. */
function fileStem(name) {
  const stem = name.replace(/[/\\:*?"<>|\s\x00-\x1f\x7f]+/g, '_').replace(/^[._]+/, '') || 'record';
  if (Buffer.byteLength(stem) <= NAME_BYTES) return stem;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 12);
  let cut = '';
  for (const c of stem) {
    if (Buffer.byteLength(cut + c) > NAME_BYTES - hash.length - 1) break;
    cut += c;
  }
  return `${cut}~${hash}`;
}

/** A record as readRecords read it, written whole (its mainline was replayed valid). */
function writtenRecord(record, options) {
  const game = records.gameFromRecord(record);
  try {
    return records.recordFromGame(game, options);
  } finally {
    game.free();
  }
}

/** Whether this build can write `format` (game.toRecord, or the records module's recordFromGame). */
export const canWrite = (format) => format === 'jsonl'
  || typeof api.Game.prototype.toRecord === 'function' || typeof records.recordFromGame === 'function';
