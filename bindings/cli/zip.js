// zip.js — a zip archive read as a folder of records (validate and convert): its central
// directory from the file's end, then each entry's bytes, inflated as they are read. Entries are
// named `archive.zip/inner/name.pgn` and taken in the order a folder's files would be.
//
// Read: stored and deflated entries (what zip tools and Windows' "send to compressed folder"
// write), zip64 sizes and offsets, names in UTF-8 (flag bit 11 or Info-ZIP's Unicode path field)
// or in a local encoding (a Chinese Windows zip's GBK names), told as records' encodings are.
// Not read, each said so: encrypted entries, other methods, archives split over several files.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { isUtf8 } from 'node:buffer';
import { detectEncoding } from '../records/detect.js';
import { isZipStart } from '../records/binary.js';

const EOCD = 0x06054b50, ZIP64_LOCATOR = 0x07064b50, ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50, LOCAL = 0x04034b50;
const EOCD_SIZE = 22, MAX_COMMENT = 0xffff, CENTRAL_SIZE = 46, LOCAL_SIZE = 30;
const UTF8_NAMES = 0x800, ENCRYPTED = 0x1;
const STORED = 0, DEFLATED = 8;
const ZIP64_FIELD = 0x0001, UNICODE_PATH_FIELD = 0x7075;
/** Entries up to these sizes (compressed, and as their header says, uncompressed) are inflated
 *  in one call, as one chunk; larger ones stream. No entry inflates past its declared size (a
 *  "zip bomb" of a few bytes declaring few but inflating to gigabytes is refused as damaged). */
const WHOLE_ENTRY = 1 << 20, WHOLE_INFLATED = 16 << 20;
const STREAM_CHUNK = 1 << 16;

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

class ZipError extends Error {
  constructor(message) {
    super(message);
    this.code = 'read-error';
  }
}

function readAt(fd, position, length) {
  const bytes = Buffer.alloc(length);
  const n = fs.readSync(fd, bytes, 0, length, position);
  if (n < length) throw new ZipError('the zip archive is cut off: it ends before the data its central directory points to');
  return bytes;
}

/** The central directory's place: { offset, size, count }, from the end record (zip64's if the
 *  archive has one). */
function centralDirectory(fd, fileSize) {
  const tail = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT);
  const end = readAt(fd, fileSize - tail, tail);
  let at = -1;
  for (let i = tail - EOCD_SIZE; i >= 0; i--) if (end.readUInt32LE(i) === EOCD) { at = i; break; }
  if (at < 0) throw new ZipError('not a zip archive that can be read: no end of central directory record (cut off, or damaged)');
  const disk = end.readUInt16LE(at + 4), centralDisk = end.readUInt16LE(at + 6);
  let count = end.readUInt16LE(at + 10), size = end.readUInt32LE(at + 12), offset = end.readUInt32LE(at + 16);
  const locatorAt = at - 20;
  if (locatorAt >= 0 && end.readUInt32LE(locatorAt) === ZIP64_LOCATOR) {
    const zip64 = readAt(fd, Number(end.readBigUInt64LE(locatorAt + 8)), 56);
    if (zip64.readUInt32LE(0) !== ZIP64_EOCD) throw new ZipError('a damaged zip64 archive: its zip64 end record is not where its locator says');
    count = Number(zip64.readBigUInt64LE(32));
    size = Number(zip64.readBigUInt64LE(40));
    offset = Number(zip64.readBigUInt64LE(48));
  } else if (disk !== 0 || centralDisk !== 0) {
    throw new ZipError('a zip archive split over several files (.z01, .z02, …): join them first (zip -s 0)');
  }
  if (offset + size > fileSize) throw new ZipError('the zip archive is cut off: its central directory points past its end');
  return { offset, size, count };
}

/** An entry's extra fields: zip64's sizes and offset where the header's are 0xFFFFFFFF, and
 *  Info-ZIP's UTF-8 path. */
function readExtra(extra, entry) {
  for (let i = 0; i + 4 <= extra.length;) {
    const id = extra.readUInt16LE(i), length = extra.readUInt16LE(i + 2), body = extra.subarray(i + 4, i + 4 + length);
    if (id === ZIP64_FIELD) {
      let k = 0;
      for (const field of ['size', 'compressedSize', 'localOffset']) {
        if (entry[field] === 0xffffffff && k + 8 <= body.length) { entry[field] = Number(body.readBigUInt64LE(k)); k += 8; }
      }
    } else if (id === UNICODE_PATH_FIELD && body.length > 5 && body[0] === 1) {
      entry.utf8Name = body.subarray(5);
    }
    i += 4 + length;
  }
}

/** The archive's entries that are files, in a folder walk's order (by name, path part by path
 *  part), dot files, folders and `skip(name)` left out:
 *  [{ name, method, encrypted, compressedSize, size, crc, localOffset }]. Throws a ZipError (code
 *  'read-error') for an archive that cannot be read. Only that list outlives the call (an archive
 *  of 175,000 entries had kept ~280 MB of per-entry buffers and copies about until a major GC). */
export function zipEntries(path, skip = () => false) {
  const fd = fs.openSync(path, 'r');
  try {
    const { offset, size, count } = centralDirectory(fd, fs.fstatSync(fd).size);
    const central = readAt(fd, offset, size);
    const raw = [];
    for (let at = 0, n = 0; n < count; n++) {
      if (at + CENTRAL_SIZE > central.length || central.readUInt32LE(at) !== CENTRAL) {
        throw new ZipError(`a damaged zip archive: its central directory ends after ${n} of its ${count} entries`);
      }
      const flags = central.readUInt16LE(at + 8);
      const nameLength = central.readUInt16LE(at + 28), extraLength = central.readUInt16LE(at + 30), commentLength = central.readUInt16LE(at + 32);
      const entry = {
        nameAt: at + CENTRAL_SIZE, nameLength,
        utf8: (flags & UTF8_NAMES) !== 0,
        encrypted: (flags & ENCRYPTED) !== 0,
        method: central.readUInt16LE(at + 10),
        crc: central.readUInt32LE(at + 16),
        compressedSize: central.readUInt32LE(at + 20),
        size: central.readUInt32LE(at + 24),
        localOffset: central.readUInt32LE(at + 42),
        utf8Name: null,
      };
      readExtra(central.subarray(at + CENTRAL_SIZE + nameLength, at + CENTRAL_SIZE + nameLength + extraLength), entry);
      raw.push(entry);
      at += CENTRAL_SIZE + nameLength + extraLength + commentLength;
    }
    const names = entryNames(raw, central);
    const entries = [];
    for (let i = 0; i < raw.length; i++) {
      const name = names[i];
      if (name.endsWith('/') || HIDDEN.test(name) || skip(name)) continue;
      const { method, encrypted, compressedSize, size: entrySize, crc, localOffset } = raw[i];
      entries.push({ key: name.replaceAll('/', '\0'), entry: { name, method, encrypted, compressedSize, size: entrySize, crc, localOffset } });
    }
    // part by part, as a folder is walked: the separator sorts before every character
    return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((e) => e.entry);
  } finally {
    fs.closeSync(fd);
  }
}
// a dot file or folder, or the folder of resource forks macOS's archiver adds ('__MACOSX/._a.pgn')
const HIDDEN = /(?:^|\/)(?:\.|__MACOSX(?:\/|$))/;

/** The entries' names as text: UTF-8 where flagged or where the bytes are, else in the encoding
 *  their bytes together read in (a Chinese Windows zip's GBK, a Korean one's CP949). Backslashes,
 *  as some Windows tools write them, are folder separators. */
function entryNames(entries, central) {
  const bytesOf = (e) => e.utf8Name ?? central.subarray(e.nameAt, e.nameAt + e.nameLength);
  const local = entries.filter((e) => !e.utf8 && !e.utf8Name && !isUtf8(bytesOf(e)));
  const encoding = local.length ? detectEncoding(Buffer.concat(local.map(bytesOf))) : 'utf-8';
  const decoder = new TextDecoder(encoding);
  return entries.map((e) => {
    const text = e.utf8Name ? e.utf8Name.toString('utf8')
      : e.utf8 || isUtf8(bytesOf(e)) ? central.toString('utf8', e.nameAt, e.nameAt + e.nameLength) : decoder.decode(bytesOf(e));
    return text.replaceAll('\\', '/');
  });
}

/** Why an entry is not read (encrypted, or compressed in a way this reader has not), or null. */
export function unreadableEntry(entry) {
  if (entry.encrypted) return 'an encrypted zip entry: not read (decrypt the archive first)';
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    return `a zip entry compressed with method ${entry.method}: only stored and deflated entries are read (extract it with a zip tool)`;
  }
  return null;
}

/** Where an entry's data starts: past its local header, whose name and extra field lengths may
 *  differ from the central directory's. */
function dataOffset(fd, entry) {
  const local = readAt(fd, entry.localOffset, LOCAL_SIZE);
  if (local.readUInt32LE(0) !== LOCAL) throw new ZipError('a damaged zip archive: an entry\'s local header is not where the central directory says');
  return entry.localOffset + LOCAL_SIZE + local.readUInt16LE(26) + local.readUInt16LE(28);
}

const damaged = (e) => new ZipError(`the zip entry's data is damaged: ${e.message}`);

/** The CRC check of an entry's bytes, chunk by chunk (zlib.crc32: Node 20.15 on; none before). */
function crcCheck(entry) {
  let crc = 0, size = 0;
  return {
    push(bytes) {
      size += bytes.length;
      if (size > entry.size) throw new ZipError(`the zip entry's data is damaged: it inflates past its declared ${entry.size} bytes`);
      if (zlib.crc32) crc = zlib.crc32(bytes, crc);
    },
    end() {
      if (size !== entry.size) throw new ZipError(`the zip entry's data is damaged: ${size} bytes where its header declares ${entry.size}`);
      if (zlib.crc32 && crc >>> 0 !== entry.crc) throw new ZipError('the zip entry\'s data is damaged: its CRC-32 does not match');
    },
  };
}

/** True when zipEntryChunks gives the entry's bytes as one chunk (its encoding is then told from
 *  them alone, as a small file's: read.js). */
export const isWholeEntry = (entry) => entry.compressedSize <= WHOLE_ENTRY && entry.size <= WHOLE_INFLATED;

/** An entry's bytes, uncompressed: small entries as one chunk, others as a stream of chunks. */
export async function* zipEntryChunks(path, entry) {
  const fd = fs.openSync(path, 'r');
  let start;
  try {
    start = dataOffset(fd, entry);
    if (isWholeEntry(entry)) {
      const stored = readAt(fd, start, entry.compressedSize);
      let bytes;
      try {
        // one byte more than declared: an entry that inflates further is damaged (crcCheck)
        bytes = entry.method === STORED ? stored : zlib.inflateRawSync(stored, { maxOutputLength: entry.size + 1 });
      } catch (e) {
        throw e.code === 'ERR_BUFFER_TOO_LARGE' ? new ZipError(`the zip entry's data is damaged: it inflates past its declared ${entry.size} bytes`) : damaged(e);
      }
      const check = crcCheck(entry);
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
  const check = crcCheck(entry);
  try {
    for await (const chunk of bytes) {
      check.push(chunk);
      yield chunk;
    }
  } catch (e) {
    throw e instanceof ZipError ? e : damaged(e);
  } finally {
    file.destroy();
  }
  check.end();
}
