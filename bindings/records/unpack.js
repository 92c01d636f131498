// unpack.js — the record files in what a user opens (openRecordFiles): a gzip file as the file it
// compresses, a zip archive as its record files, several files as themselves, each read when
// asked. Asynchronous because browsers inflate only through DecompressionStream (Node 20 has it
// too); readRecords, synchronous, then reads each file's bytes. The CLI streams archives from disk
// its own way (cli/zip.js, zlib); the zip directory and the entries' checks are shared (zip.js).
import { isGzipStart, isZipStart } from './binary.js';
import { STORED, ZipError, crc32, damagedEntry, entryCheck, entryDataOffset, isNotRecord, readAll, unreadableEntry, zipDirectory } from './zip.js';
import { RecordError } from './errors.js';
import { ArgumentError } from '../errors.js';
import { named } from './named.js';
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
  const limits = { maxSize, signal };
  signal?.throwIfAborted();
  if (isBlob(input)) return filesOfBytes(name ?? input.name ?? '', await blobBytes(input, signal), limits);
  const bytes = bytesOf(input);
  if (bytes) return filesOfBytes(name ?? '', bytes, limits);
  if (input != null && typeof input !== 'string' && typeof input[Symbol.iterator] === 'function') {
    const blobs = [...input];
    if (!blobs.every(isBlob)) throw new RecordError('bad-input', 'openRecordFiles takes bytes, a Blob or File, or a list of Files');
    return filesOfBlobs(blobs, limits);
  }
  throw new RecordError('bad-input', `openRecordFiles takes bytes (a Uint8Array or ArrayBuffer), a Blob or File, or a list of Files, not ${named(input)}`);
}

const isBlob = (value) => typeof Blob !== 'undefined' && value instanceof Blob;

function bytesOf(input) {
  if (input instanceof Uint8Array) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
  return null;
}

async function blobBytes(blob, signal) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  signal?.throwIfAborted();
  return bytes;
}

/** A file's bytes as its files: a zip's record files, or the file itself (a gzip file inflated
 *  when read). */
function filesOfBytes(name, bytes, limits) {
  if (isZipStart(bytes)) return zipFiles(name, bytes, limits);
  return [recordFile(name, null, isGzipStart(bytes) ? undefined : bytes.length, null, () => plainBytes(bytes, limits))];
}

/** Several files, in name order; a zip among them as its files (read whole, for its directory),
 *  the others read when asked. */
async function filesOfBlobs(blobs, limits) {
  const byName = [...blobs].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const files = [];
  for (const blob of byName) {
    const start = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
    if (isZipStart(start)) files.push(...zipFiles(blob.name, await blobBytes(blob, limits.signal), limits));
    else files.push(recordFile(blob.name, null, isGzipStart(start) ? undefined : blob.size, null, async () => plainBytes(await blobBytes(blob, limits.signal), limits)));
  }
  return files;
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
function zipFiles(archive, bytes, limits) {
  const readAt = (position, length) => bytes.subarray(position, position + length);
  let entries;
  try {
    entries = zipDirectory(readAt, bytes.length, isNotRecord);
  } catch (e) {
    throw e instanceof ZipError ? unreadable(e.message) : e;
  }
  return entries.map((entry) => {
    const why = unreadableEntry(entry);
    const error = why ? unreadable(why) : entry.size > limits.maxSize ? tooLarge(limits.maxSize) : null;
    return recordFile(entry.name, archive, entry.size, error, async () => plainBytes(await entryBytes(readAt, entry, limits), limits));
  });
}

/** A zip entry's bytes, inflated and checked: its size (never inflated past it) and CRC-32. */
async function entryBytes(readAt, entry, limits) {
  const data = readAll(readAt, entryDataOffset(readAt, entry), entry.compressedSize);
  const check = entryCheck(entry);
  let bytes;
  if (entry.method === STORED) {
    bytes = data.slice();
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
