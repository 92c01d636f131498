// inputs.js — the inputs of validate and convert, in order: files, directories (walked
// depth-first in name order, symlinked folders followed, a folder never walked inside itself)
// and stdin. Nothing is read here; an input that cannot be listed becomes one error entry and
// the walk goes on.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import { startsAsZip, unreadableEntry, zipEntries } from './zip.js';
import { isNotRecord } from '../records/zip.js';

export { NOT_RECORDS, NOT_RECORD_NAMES } from '../records/zip.js';

// Names in a folder are bytes: one that is not UTF-8 (a GBK name from a Windows archive) stays
// bytes, since a string would not name the file; messages show its bytes that are not UTF-8 as \xNN.
const bytesOf = (name) => (typeof name === 'string' ? Buffer.from(name) : name);
const byName = (a, b) => Buffer.compare(bytesOf(a), bytesOf(b));
const joinName = (dir, name) => (typeof dir === 'string' && typeof name === 'string'
  ? path.join(dir, name) : Buffer.concat([bytesOf(dir), Buffer.from(path.sep), bytesOf(name)]));
/** The path as messages and JSON show it: bytes that are not UTF-8 as \xNN (decoded, each was
 *  U+FFFD: two GBK names of as many characters read the same, and the name could not be typed
 *  again to open the file, as printf 'a\xc6\xe5.pgn' can). */
export function shownPath(p) {
  if (typeof p === 'string') return p;
  let text = '', from = 0;
  for (let i = 0; i < p.length;) {
    const n = [1, 2, 3, 4].find((k) => i + k <= p.length && isUtf8(p.subarray(i, i + k))); // a character's bytes
    if (n) {
      i += n;
      continue;
    }
    text += `${p.subarray(from, i).toString()}\\x${p[i].toString(16).padStart(2, '0')}`;
    from = ++i;
  }
  return text + p.subarray(from).toString();
}

/** The error entry reported for an input that cannot be used. */
export function readError(e) {
  if (e.code === 'ENOENT') return { code: 'missing-file', message: 'no such file or directory' };
  if (e.code === 'ELOOP') return { code: 'read-error', message: 'too many levels of symbolic links' };
  if (e.code === 'EACCES' || e.code === 'EPERM') return { code: 'read-error', message: 'permission denied' };
  // open(2) of a Unix socket named on the command line (a folder's are passed over: not-a-file)
  if (e.code === 'ENXIO') return { code: 'read-error', message: 'a socket (or a device that is not there): it cannot be opened as a file' };
  return { code: 'read-error', message: e.message };
}

/**
 * Entries of the inputs, in order: { file, size, top } for something to read (file: a path, or
 * its bytes when a name in it is not UTF-8; top: named on
 * the command line, so a FIFO or device is read as asked), { stdin: true }, or
 * { source, error } for what cannot be read. An explicit stack keeps deep trees off the call stack.
 */
export async function* inputEntries(inputs) {
  for (const input of inputs) {
    if (input === '-') {
      // a folder on standard input (`< games/`) reads as empty in Node, which said "no game
      // records in the input" of a folder perhaps full of them
      yield stdinIsFolder() ? { source: '-', error: { code: 'read-error', message: 'standard input is a folder: name it as an input to walk it' } } : { stdin: true };
      continue;
    }
    let stat;
    try {
      stat = await fsp.stat(input);
    } catch (e) {
      yield { source: input, error: readError(e) };
      continue;
    }
    if (!stat.isDirectory()) {
      if (stat.isFile() && isZip(input, true)) yield* zipInputs(input);
      else yield { file: input, size: stat.isFile() ? stat.size : null, top: true };
      continue;
    }
    const stack = [];
    const opened = await openDir(input, new Set());
    if (opened.error) yield opened.error; else stack.push(opened);
    while (stack.length) {
      const frame = stack[stack.length - 1];
      if (frame.next === frame.names.length) {
        stack.pop();
        continue;
      }
      const full = joinName(frame.dir, frame.names[frame.next++]);
      try {
        // follows symlinks: a linked folder is walked like any other. Synchronous, as the reads
        // are (read.js): a promise's round trip through the thread pool for each file of a
        // folder of one-game files had cost more than reading it
        stat = fs.statSync(full);
      } catch (e) {
        yield { source: shownPath(full), error: readError(e) };
        continue;
      }
      if (stat.isDirectory()) {
        const child = await openDir(full, frame.ancestors);
        if (child.error) yield child.error; else stack.push(child);
      } else if (stat.isFile()) {
        if (isZip(full, false)) yield* zipInputs(full);
        else yield { file: full, size: stat.size, top: false };
      } else {
        // a FIFO or device found in a folder could block or never end: named, not read
        yield { source: shownPath(full), error: { code: 'not-a-file', message: 'not a regular file (a FIFO, socket or device); name it explicitly to read it' } };
      }
    }
  }
}

function stdinIsFolder() {
  try {
    return fs.fstatSync(0).isDirectory();
  } catch {
    return false; // a closed standard input: read as empty
  }
}

const ZIP_NAME = /\.zip$/i;
/** A zip archive, read as a folder: by its name, or, named on the command line, by its first
 *  bytes too (a folder's files are not opened to ask: a folder of one-game files is bound by
 *  its file system calls). */
function isZip(file, top) {
  if (ZIP_NAME.test(shownPath(file))) return true;
  try {
    return top && startsAsZip(file);
  } catch {
    return false; // the read that follows says why
  }
}

/** The inputs of a zip archive: an entry each, { zipped: { archive, entry }, source, size }, in a
 *  folder's order and past what a folder's walk passes over; an archive or entry that cannot be
 *  read becomes an error entry. */
function* zipInputs(archive) {
  const shown = shownPath(archive);
  let entries;
  try {
    entries = zipEntries(archive, isNotRecord);
  } catch (e) {
    yield { source: shown, error: readError(e) };
    return;
  }
  for (const entry of entries) {
    const source = `${shown}/${entry.name}`;
    const why = unreadableEntry(entry);
    yield why ? { source, error: { code: 'read-error', message: why } } : { zipped: { archive, entry }, source, size: entry.size, top: false };
  }
}

/** A folder's frame: its sorted names (dot files and NOT_RECORDS skipped) and the real paths above it. */
async function openDir(dir, ancestors) {
  let real, names;
  try {
    real = (await fsp.realpath(dir, { encoding: 'buffer' })).toString('latin1'); // every byte kept
    if (ancestors.has(real)) {
      return { error: { source: shownPath(dir), error: { code: 'directory-loop', message: `links back to ${shownPath(Buffer.from(real, 'latin1'))}, a folder being walked: not walked again` } } };
    }
    names = (await fsp.readdir(dir, { encoding: 'buffer' }))
      .filter((n) => n[0] !== 0x2e && !isNotRecord(n.toString('latin1'))) // dot files, documents, code, images
      .map((n) => (isUtf8(n) ? n.toString() : n))
      .sort(byName);
  } catch (e) {
    return { error: { source: shownPath(dir), error: readError(e) } };
  }
  return { dir, names, next: 0, ancestors: new Set(ancestors).add(real) };
}

/** The total size of the inputs when every one is a regular file (for the progress ETA), else null. */
export async function totalSize(inputs) {
  let total = 0;
  for await (const entry of inputEntries(inputs)) {
    if (entry.stdin || (entry.file && entry.size === null)) return null;
    total += entry.size ?? 0;
  }
  return total;
}
