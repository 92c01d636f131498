// unpack.js — the record files in what a user opens (openRecordFiles): a gzip file as the file it
// compresses, a zip archive as its record files, several files and a folder's as themselves, each
// read when asked (a File's zip a piece at a time, never whole). Asynchronous because browsers inflate only
// through DecompressionStream (Node 20 has it too); readRecords, synchronous, then reads each
// file's bytes. The CLI streams archives from disk its own way (cli/zip.js, zlib); the zip
// directory and the entries' checks are shared (zip.js).
import { isGzipStart, isZipStart } from './binary.js';
import { untilAborted } from './abortable.js';
import {
  STORED, ZipError, crc32, damagedEntry, entryCheck, entryDataOffset, inWalkOrder, isNotRecord, isPassedOver, readAll, unreadableEntry, zipDirectory,
} from './zip.js';
import { RecordError } from './errors.js';
import { ArgumentError } from '../errors.js';
import { named, revoked } from './named.js';
import { lent } from './lent.js';

/** The most a gzip file or zip entry is uncompressed to, unless maxSize says otherwise: a few
 *  bytes that inflate to gigabytes (a "zip bomb") would otherwise take a tab or a process down. */
export const DEFAULT_MAX_SIZE = 256 << 20;

/** The record files of `input` (bytes, a Blob or File, or a list of them: an <input multiple>'s
 *  FileList): [{ name, archive, path, size, error, bytes() }], see index.d.ts. Rejects with a
 *  RecordError: 'bad-input' for input of another kind, 'unreadable-archive' for a zip whose
 *  directory cannot be read; an ArgumentError for bad options. */
export async function openRecordFiles(input, options = {}) {
  lent.checkOptions(options, 'openRecordFiles(input, { name, maxSize, signal })');
  const { name = undefined, maxSize = DEFAULT_MAX_SIZE, signal = undefined } = options ?? {};
  if (name !== undefined && typeof name !== 'string') throw new ArgumentError('bad-argument', `openRecordFiles' name is the file's name, a text, not ${named(name)}`);
  if (!(Number.isSafeInteger(maxSize) && maxSize > 0)) throw new ArgumentError('bad-argument', `openRecordFiles' maxSize is a count of bytes above 0, not ${named(maxSize)}`);
  // as streamRecords checks it: any other value threw a TypeError from signal.throwIfAborted()
  if (signal != null && typeof signal.throwIfAborted !== 'function') throw new ArgumentError('bad-argument', `openRecordFiles' signal is an AbortSignal, not ${named(signal)}`);
  const limits = { maxSize, signal };
  signal?.throwIfAborted();
  if (isBlob(input)) {
    const called = name ?? input.name ?? '';
    return filesOf(called, blobSource(input, called, signal), limits);
  }
  const bytes = bytesOf(input);
  if (bytes) return filesOf(name ?? '', bytesSource(bytes), limits);
  if (isEntry(input)) return filesOfList([input], limits);
  if (input != null && typeof input !== 'string' && !revoked(input) && typeof input[Symbol.iterator] === 'function') {
    const items = [...input];
    if (!items.every((item) => isBlob(item) || isEntry(item))) throw new RecordError('bad-input', 'openRecordFiles takes bytes, a Blob or File, or a list of Files or dropped folders');
    return filesOfList(items, limits);
  }
  throw new RecordError('bad-input', `openRecordFiles takes bytes (a Uint8Array or ArrayBuffer), a Blob or File, a list of Files, or a dropped folder, not ${named(input)}`);
}

const isBlob = (value) => typeof Blob !== 'undefined' && !revoked(value) && value instanceof Blob;
/** A dropped file or folder as DataTransferItem.webkitGetAsEntry() gives it (FileSystemEntry). */
const isEntry = (value) => value != null && typeof value === 'object' && !revoked(value) && typeof value.fullPath === 'string' &&
  (value.isFile === true || value.isDirectory === true);

function bytesOf(input) {
  if (revoked(input)) return null;
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  return null;
}

// Where a file's bytes come from: { size, whole(), read(use, atLeast) }. `read` resolves to what
// `use(readAt)` returns, readAt(position, length) giving the bytes there (fewer at the end) as
// zip.js reads them, synchronously; `atLeast` bytes are read where a Blob's are first asked for.
/** Bytes in memory. */
function bytesSource(bytes) {
  const readAt = (position, length) => bytes.subarray(position, position + length);
  return { size: bytes.length, whole: async () => bytes, read: async (use) => use(readAt) };
}

/** A Blob (a File stays on disk): an archive's directory and entries are read a piece at a time,
 *  never the archive whole (a 1 GB zip of games on a phone). `use` runs again after each piece
 *  it asked for and did not have is read. */
function blobSource(blob, name, signal) {
  return {
    size: blob.size,
    whole: () => blobBytes(blob, name, signal),
    async read(use, atLeast = 0) {
      const pieces = [];
      const readAt = (position, length) => {
        const end = Math.min(position + length, blob.size);
        if (position >= end) return new Uint8Array(0);
        const piece = pieces.find((p) => p.at <= position && end <= p.at + p.bytes.length);
        if (!piece) throw new NotRead(position, end);
        return piece.bytes.subarray(position - piece.at, end - piece.at);
      };
      for (;;) {
        try {
          return use(readAt);
        } catch (e) {
          if (!(e instanceof NotRead)) throw e;
          const end = Math.min(Math.max(e.end, e.at + atLeast), blob.size);
          pieces.push({ at: e.at, bytes: await blobBytes(blob.slice(e.at, end), name, signal) });
        }
      }
    },
  };
}
/** Bytes a blob source's `use` asked for before they were read. */
class NotRead {
  constructor(at, end) {
    this.at = at;
    this.end = end;
  }
}

/** A Blob's bytes; a File changed, moved or deleted since it was chosen cannot be read (a
 *  browser's NotReadableError): a RecordError 'unreadable-file' naming it. */
async function blobBytes(blob, name, signal) {
  let buffer;
  try {
    buffer = await untilAborted(blob.arrayBuffer(), signal);
  } catch (e) {
    signal?.throwIfAborted(); // the abort's reason, not the file's fault
    throw new RecordError('unreadable-file', `${name || 'the file'} cannot be read now: was it changed, moved or deleted since it was chosen? (${e.message})`, { cause: e });
  }
  signal?.throwIfAborted();
  return new Uint8Array(buffer);
}

/** A file as its record files: a zip's, or the file itself (a gzip file inflated when read). */
async function filesOf(name, source, limits) {
  const start = await source.read((readAt) => readAt(0, 4));
  if (isZipStart(start)) return zipFiles(name, source, limits);
  return [recordFile(name, null, isGzipStart(start) ? undefined : source.size, null, async () => plainBytes(await source.whole(), limits))];
}

/** Files chosen or dropped, and the files of the folders among them (a folder chosen through an
 *  <input webkitdirectory> gives its Files with their webkitRelativePath; a folder dropped, its
 *  entry, walked here): in a folder walk's order, a folder's files as the CLI reads a folder's,
 *  documents, images and dot files passed over and a zip known by its name. */
async function filesOfList(items, limits) {
  const found = [];
  for (const item of items) {
    if (isEntry(item)) await walk(item, found, limits.signal);
    else if (item.webkitRelativePath) found.push({ path: item.webkitRelativePath, blob: item, inFolder: true });
    else found.push({ path: item.name ?? '', blob: item, inFolder: false }); // a Blob has no name: '', as given alone
  }
  const files = [];
  for (const { path, blob, inFolder } of inWalkOrder(found, (f) => f.path)) {
    const source = blobSource(blob, path, limits.signal);
    if (!inFolder) for (const f of await filesOf(path, source, limits)) files.push(f); // (one at a time: a zip of 150,000 spread overflowed the stack)
    else if (isPassedOver(path.slice(path.indexOf('/') + 1))) continue; // below the folder chosen, whatever its name
    else if (!ZIP_NAME.test(path)) files.push(recordFile(path, null, GZIP_NAME.test(path) ? undefined : blob.size, null, async () => plainBytes(await source.whole(), limits)));
    else {
      try {
        for (const f of await zipFiles(path, source, limits)) files.push(f);
      } catch (e) {
        if (!(e instanceof RecordError)) throw e;
        files.push(recordFile(path, null, undefined, e, null)); // the others are read all the same
      }
    }
  }
  return files;
}
const ZIP_NAME = /\.zip$/i, GZIP_NAME = /\.gz$/i;

/** The files under a dropped entry into `found` ({ path, blob, inFolder }), a folder's dot files
 *  and folders not walked. */
async function walk(entry, found, signal, depth = 0) {
  signal?.throwIfAborted();
  const path = entry.fullPath.replace(/^\//, '');
  if (depth > 0 && (entry.name.startsWith('.') || entry.name === '__MACOSX')) return;
  if (entry.isFile) {
    found.push({ path, blob: await entryCall(entry, 'file', path), inFolder: depth > 0 });
    return;
  }
  const reader = entry.createReader();
  for (;;) { // a batch at a time (Chromium's: 100 entries), until an empty one
    const batch = await entryCall(reader, 'readEntries', path);
    if (!batch.length) return;
    // a batch's calls at once (the order is the walk's sort's): one at a time had taken 0.7 ms a file
    await Promise.all(batch.map((child) => walk(child, found, signal, depth + 1)));
  }
}

/** An entry API's call (callbacks) as a promise; its failure a RecordError 'unreadable-file'. */
function entryCall(target, method, path) {
  return new Promise((resolve, reject) => target[method](resolve, (e) => reject(
    new RecordError('unreadable-file', `${path} cannot be read now: was it changed, moved or deleted since it was dropped? (${e?.message ?? e})`, { cause: e }))));
}

function recordFile(name, archive, size, error, read) {
  return {
    name, archive, path: archive ? `${archive}/${name}` : name, size, error,
    async bytes() {
      if (error) throw error;
      try {
        return await read();
      } catch (e) {
        throw e instanceof ZipError ? unreadable(e.message) : e;
      }
    },
  };
}

const unreadable = (message) => new RecordError('unreadable-archive', message);
const tooLarge = (maxSize) => new RecordError('archive-too-large', `it uncompresses to more than ${sizeText(maxSize)}`);
const sizeText = (bytes) => (bytes % (1 << 20) === 0 ? `${bytes >> 20} MB` : `${bytes} bytes`);

/** A file's bytes, uncompressed if they are gzip data. */
const plainBytes = (bytes, limits) => (isGzipStart(bytes) ? gunzip(bytes, limits) : bytes);

/** A zip archive's record files (documents, images, dot files and folders passed over, as the
 *  CLI passes them over in a folder), in the CLI's order: a folder walk's. */
async function zipFiles(archive, source, limits) {
  let entries;
  try {
    entries = await source.read((readAt) => zipDirectory(readAt, source.size, isNotRecord));
  } catch (e) {
    throw e instanceof ZipError ? unreadable(e.message) : e;
  }
  return entries.map((entry) => {
    const why = unreadableEntry(entry);
    const error = why ? unreadable(why) : entry.size > limits.maxSize ? tooLarge(limits.maxSize) : null;
    return recordFile(entry.name, archive, entry.size, error, async () => plainBytes(await entryBytes(source, entry, limits), limits));
  });
}

// What is read for an entry's local header beside its data: one read, unless its name and extra
// field are longer (the header's 30 bytes and a name, usually a few dozen).
const LOCAL_HEADER_ROOM = 1 << 10;

/** A zip entry's bytes, inflated and checked: its size (never inflated past it) and CRC-32. */
async function entryBytes(source, entry, limits) {
  const data = await source.read((readAt) => readAll(readAt, entryDataOffset(readAt, entry), entry.compressedSize), LOCAL_HEADER_ROOM + entry.compressedSize);
  const check = entryCheck(entry);
  let bytes;
  if (entry.method === STORED) {
    bytes = data.slice(); // not a view keeping the archive, or a piece of it, alive
    check.push(bytes);
  } else {
    const { whole, error } = await inflated(data, 'deflate-raw', (chunk) => check.push(chunk), limits.signal);
    if (error) throw damagedEntry(error.message);
    bytes = whole;
  }
  check.end();
  return bytes;
}

/** Gzip data uncompressed: every member of one that `cat` joined (as the CLI reads it). Chromium's
 *  DecompressionStream reads one member and calls what follows junk, after handing out all of
 *  that member: its end is found by its trailer (the CRC-32 and size of what came out, then the
 *  next member's first bytes), and the next member is read from there. */
async function gunzip(bytes, limits) {
  const members = [];
  let size = 0;
  const check = (chunk) => {
    if ((size += chunk.length) > limits.maxSize) throw tooLarge(limits.maxSize);
  };
  for (let at = 0; ;) {
    const { whole, error } = await inflated(bytes.subarray(at), 'gzip', check, limits.signal);
    members.push(whole);
    if (!error) return joined(members);
    const next = whole.length ? memberEnd(bytes, at, whole) : -1;
    if (next < 0) throw unreadable(`the gzip data is damaged: ${error.message}`);
    at = next;
  }
}

/** Where the gzip member at `at`, which gave `out`, ends and the next begins; -1 if it does not. */
function memberEnd(bytes, at, out) {
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc32(out), true);
  view.setUint32(4, out.length >>> 0, true);
  search: for (let i = at + 18; i + 10 <= bytes.length; i++) { // past a header and an empty deflate stream
    for (let k = 0; k < 8; k++) if (bytes[i + k] !== trailer[k]) continue search;
    return isGzipStart(bytes.subarray(i + 8)) ? i + 8 : -1;
  }
  return -1;
}

/** `bytes` through a DecompressionStream of `format`, each chunk through `check` (which throws
 *  to stop it), the signal asked between chunks: { whole }, or { whole, error } where the stream
 *  failed after giving `whole`. */
async function inflated(bytes, format, check, signal) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream(format)).getReader();
  const chunks = [];
  for (;;) {
    let next;
    try {
      next = await reader.read();
    } catch (error) {
      return { whole: joined(chunks), error };
    }
    if (next.done) return { whole: joined(chunks) };
    try {
      check(next.value);
      signal?.throwIfAborted();
    } catch (e) {
      reader.cancel().catch(() => {});
      throw e;
    }
    chunks.push(next.value);
  }
}

function joined(chunks) {
  if (chunks.length === 1) return chunks[0];
  const whole = new Uint8Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
  chunks.reduce((at, chunk) => (whole.set(chunk, at), at + chunk.length), 0);
  return whole;
}
