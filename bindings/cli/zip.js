// zip.js — a zip archive read as a folder of records (validate and convert): its directory
// (records/zip.js) read from the file's end, then each entry's bytes, inflated by zlib as they
// are read. Entries are named `archive.zip/inner/name.pgn` and taken in the order a folder's
// files would be.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { isZipStart } from '../records/binary.js';
import { STORED, ZipError, crc32, damagedEntry, entryCheck, entryDataOffset, inflatesPast, readAll, zipDirectory } from '../records/zip.js';

export { unreadableEntry } from '../records/zip.js';

/** Entries up to these sizes (compressed, and as their header says, uncompressed) are inflated
 *  in one call, as one chunk; larger ones stream. No entry inflates past its declared size (a
 *  "zip bomb" of a few bytes declaring few but inflating to gigabytes is refused as damaged). */
const WHOLE_ENTRY = 1 << 20, WHOLE_INFLATED = 16 << 20;
const STREAM_CHUNK = 1 << 16;
const CRC32 = zlib.crc32 ?? crc32; // zlib's: Node 20.15 on

/** True when the file at `path` starts as a zip archive does. */
export function startsAsZip(path) {
  const fd = fs.openSync(path, 'r');
  try {
    const head = Buffer.alloc(4);
    return isZipStart(head.subarray(0, fs.readSync(fd, head, 0, 4, 0)));
  } finally {
    fs.closeSync(fd);
  }
}

/** readAt(position, length) of an open file: its bytes there (fewer at its end). */
const fileReader = (fd) => (position, length) => {
  const bytes = Buffer.alloc(length);
  return bytes.subarray(0, fs.readSync(fd, bytes, 0, length, position));
};

/** The archive's entries that are files, in a folder walk's order, dot files, folders and
 *  `skip(name)` left out (records/zip.js zipDirectory). Throws a ZipError (code 'read-error')
 *  for an archive that cannot be read. */
export function zipEntries(path, skip = () => false) {
  const fd = fs.openSync(path, 'r');
  try {
    return zipDirectory(fileReader(fd), fs.fstatSync(fd).size, skip);
  } finally {
    fs.closeSync(fd);
  }
}

/** True when zipEntryChunks gives the entry's bytes as one chunk (its encoding is then told from
 *  them alone, as a small file's: read.js). */
export const isWholeEntry = (entry) => entry.compressedSize <= WHOLE_ENTRY && entry.size <= WHOLE_INFLATED;

/** An entry's bytes, uncompressed: small entries as one chunk, others as a stream of chunks. */
export async function* zipEntryChunks(path, entry) {
  const fd = fs.openSync(path, 'r');
  let start;
  try {
    const readAt = fileReader(fd);
    start = entryDataOffset(readAt, entry);
    if (isWholeEntry(entry)) {
      const stored = readAll(readAt, start, entry.compressedSize);
      let bytes;
      try {
        // one byte more than declared: an entry that inflates further is damaged (entryCheck)
        bytes = entry.method === STORED ? stored : zlib.inflateRawSync(stored, { maxOutputLength: entry.size + 1 });
      } catch (e) {
        throw e.code === 'ERR_BUFFER_TOO_LARGE' ? inflatesPast(entry) : damagedEntry(e.message);
      }
      const check = entryCheck(entry, CRC32);
      check.push(bytes);
      check.end();
      if (bytes.length) yield bytes;
      return;
    }
  } finally {
    fs.closeSync(fd);
  }
  const file = fs.createReadStream(path, { start, end: start + entry.compressedSize - 1, highWaterMark: STREAM_CHUNK });
  const bytes = entry.method === STORED ? file : file.pipe(zlib.createInflateRaw({ chunkSize: STREAM_CHUNK }));
  const check = entryCheck(entry, CRC32);
  try {
    for await (const chunk of bytes) {
      check.push(chunk);
      yield chunk;
    }
  } catch (e) {
    throw e instanceof ZipError ? e : damagedEntry(e.message);
  } finally {
    file.destroy();
  }
  check.end();
}
