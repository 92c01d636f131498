// zip.js — a zip archive's directory and entries' checks, from its bytes as `readAt(position,
// length)` gives them: the CLI reads them from a file (cli/zip.js, which inflates with zlib), the
// analysis board from the file in memory (it inflates with DecompressionStream). Only Uint8Array,
// DataView and TextDecoder: the same code in Node and in browsers.
//
// Read: stored and deflated entries (what zip tools and Windows' "send to compressed folder"
// write), zip64 sizes and offsets, names in UTF-8 (flag bit 11 or Info-ZIP's Unicode path field)
// or in a local encoding (a Chinese Windows zip's GBK names), told as records' encodings are.
// Not read, each said so: encrypted entries, other methods, archives split over several files.
import { detectEncoding } from './detect.js';

const EOCD = 0x06054b50, ZIP64_LOCATOR = 0x07064b50, ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50, LOCAL = 0x04034b50;
const EOCD_SIZE = 22, MAX_COMMENT = 0xffff, CENTRAL_SIZE = 46, LOCAL_SIZE = 30;
const UTF8_NAMES = 0x800, ENCRYPTED = 0x1;
export const STORED = 0, DEFLATED = 8;
const ZIP64_FIELD = 0x0001, UNICODE_PATH_FIELD = 0x7075;

// What a folder or an archive of records holds beside them and is no record: documents, code,
// images (a README.md had been an illegal record and a meta.json an unreadable one, and the CLI's
// run exited 3). Named on the CLI's command line, such a file is read all the same.
export const NOT_RECORDS = ['md', 'markdown', 'rst', 'json', 'yml', 'yaml', 'toml', 'ini', 'js', 'mjs', 'cjs', 'ts',
  'css', 'py', 'sh', 'bat', 'png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'ico', 'pdf'];
// and a project's notices whatever their ending (LICENSE, COPYING.txt, a fixture's
// LICENSE-playok-….txt had been an illegal record)
export const NOT_RECORD_NAMES = ['LICENSE', 'LICENCE', 'COPYING', 'NOTICE', 'AUTHORS', 'README'];
const NOT_RECORD = new RegExp(`\\.(?:${NOT_RECORDS.join('|')})$|(?:^|[/\\\\])(?:${NOT_RECORD_NAMES.join('|')})(?:[-_. ][^/\\\\]*)?$`, 'i');
/** True for a file name NOT_RECORDS holds the ending of, or NOT_RECORD_NAMES the name of. */
export const isNotRecord = (name) => NOT_RECORD.test(name);

/** An archive or entry that cannot be read (code 'read-error', as the CLI reports any input). */
export class ZipError extends Error {
  constructor(message) {
    super(message);
    this.code = 'read-error';
  }
}

const view = (bytes) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const u64 = (v, at) => Number(v.getBigUint64(at, true));

/** `length` bytes at `position`, all of them, or a ZipError: the data a header points to is missing. */
export function readAll(readAt, position, length) {
  const bytes = readAt(position, length);
  if (bytes.length < length) throw new ZipError('the zip archive is cut off: it ends before the data its central directory points to');
  return bytes;
}

/** The central directory's place: { offset, size, count }, from the end record (zip64's if the
 *  archive has one). */
function centralDirectory(readAt, fileSize) {
  const tail = Math.min(fileSize, EOCD_SIZE + MAX_COMMENT);
  const end = view(readAll(readAt, fileSize - tail, tail));
  let at = -1;
  for (let i = tail - EOCD_SIZE; i >= 0; i--) if (end.getUint32(i, true) === EOCD) { at = i; break; }
  if (at < 0) throw new ZipError('not a zip archive that can be read: no end of central directory record (cut off, or damaged)');
  const disk = end.getUint16(at + 4, true), centralDisk = end.getUint16(at + 6, true);
  let count = end.getUint16(at + 10, true), size = end.getUint32(at + 12, true), offset = end.getUint32(at + 16, true);
  const locatorAt = at - 20;
  if (locatorAt >= 0 && end.getUint32(locatorAt, true) === ZIP64_LOCATOR) {
    const zip64 = view(readAll(readAt, u64(end, locatorAt + 8), 56));
    if (zip64.getUint32(0, true) !== ZIP64_EOCD) throw new ZipError('a damaged zip64 archive: its zip64 end record is not where its locator says');
    count = u64(zip64, 32);
    size = u64(zip64, 40);
    offset = u64(zip64, 48);
  } else if (disk !== 0 || centralDisk !== 0) {
    throw new ZipError('a zip archive split over several files (.z01, .z02, …): join them first (zip -s 0)');
  }
  if (offset + size > fileSize) throw new ZipError('the zip archive is cut off: its central directory points past its end');
  return { offset, size, count };
}

/** An entry's extra fields: zip64's sizes and offset where the header's are 0xFFFFFFFF, and
 *  Info-ZIP's UTF-8 path. */
function readExtra(extra, entry) {
  const v = view(extra);
  for (let i = 0; i + 4 <= extra.length;) {
    const id = v.getUint16(i, true), length = v.getUint16(i + 2, true), body = extra.subarray(i + 4, i + 4 + length);
    if (id === ZIP64_FIELD) {
      let k = 0;
      for (const field of ['size', 'compressedSize', 'localOffset']) {
        if (entry[field] === 0xffffffff && k + 8 <= body.length) { entry[field] = u64(view(body), k); k += 8; }
      }
    } else if (id === UNICODE_PATH_FIELD && body.length > 5 && body[0] === 1) {
      entry.utf8Name = body.subarray(5);
    }
    i += 4 + length;
  }
}

/** The archive's entries that are files, in a folder walk's order (by name, path part by path
 *  part), dot files, folders and `skip(name)` left out:
 *  [{ name, method, encrypted, compressedSize, size, crc, localOffset }]. `readAt(position,
 *  length)` gives the archive's bytes (fewer at its end); `fileSize` is its size. Throws a
 *  ZipError for an archive that cannot be read. Only that list outlives the call (an archive of
 *  175,000 entries had kept ~280 MB of per-entry buffers and copies about until a major GC). */
export function zipDirectory(readAt, fileSize, skip = () => false) {
  const { offset, size, count } = centralDirectory(readAt, fileSize);
  const central = readAll(readAt, offset, size);
  const v = view(central);
  const raw = [];
  for (let at = 0, n = 0; n < count; n++) {
    if (at + CENTRAL_SIZE > central.length || v.getUint32(at, true) !== CENTRAL) {
      throw new ZipError(`a damaged zip archive: its central directory ends after ${n} of its ${count} entries`);
    }
    const flags = v.getUint16(at + 8, true);
    const nameLength = v.getUint16(at + 28, true), extraLength = v.getUint16(at + 30, true), commentLength = v.getUint16(at + 32, true);
    const entry = {
      nameAt: at + CENTRAL_SIZE, nameLength,
      utf8: (flags & UTF8_NAMES) !== 0,
      encrypted: (flags & ENCRYPTED) !== 0,
      method: v.getUint16(at + 10, true),
      crc: v.getUint32(at + 16, true),
      compressedSize: v.getUint32(at + 20, true),
      size: v.getUint32(at + 24, true),
      localOffset: v.getUint32(at + 42, true),
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
    if (name.endsWith('/') || HIDDEN.test(name) || skip(name)) continue; // a folder, or passed over
    const { method, encrypted, compressedSize, size: entrySize, crc, localOffset } = raw[i];
    entries.push({ name, method, encrypted, compressedSize, size: entrySize, crc, localOffset });
  }
  return inWalkOrder(entries, (entry) => entry.name);
}
// a dot file or folder, or the folder of resource forks macOS's archiver adds ('__MACOSX/._a.pgn')
const HIDDEN = /(?:^|\/)(?:\.|__MACOSX(?:\/|$))/;
/** True for a path a folder's walk passes over: a dot file or folder, macOS's __MACOSX, or a
 *  file NOT_RECORDS holds the ending of. */
export const isPassedOver = (path) => HIDDEN.test(path) || isNotRecord(path);
/** `items` in a folder walk's order of their paths (`pathOf`): by name, path part by path part
 *  (the separator sorts before every character). */
export function inWalkOrder(items, pathOf) {
  return items.map((item) => ({ key: pathOf(item).replaceAll('/', '\0'), item }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map((e) => e.item);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const UTF8_AS_FLAGGED = new TextDecoder(); // a name flagged UTF-8 is read as such, bad bytes as U+FFFD
/** The bytes as UTF-8 text, or null where they are not. */
function utf8Text(bytes) {
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}

/** The entries' names as text: UTF-8 where flagged or where the bytes are, else in the encoding
 *  their bytes together read in (a Chinese Windows zip's GBK, a Korean one's CP949). Backslashes,
 *  as some Windows tools write them, are folder separators. */
function entryNames(entries, central) {
  const bytesOf = (e) => e.utf8Name ?? central.subarray(e.nameAt, e.nameAt + e.nameLength);
  const texts = entries.map((e) => (e.utf8 || e.utf8Name ? UTF8_AS_FLAGGED.decode(bytesOf(e)) : utf8Text(bytesOf(e))));
  const local = entries.filter((e, i) => texts[i] === null);
  if (local.length) {
    const joined = new Uint8Array(local.reduce((n, e) => n + bytesOf(e).length, 0));
    local.reduce((at, e) => { joined.set(bytesOf(e), at); return at + bytesOf(e).length; }, 0);
    const decoder = new TextDecoder(detectEncoding(joined));
    entries.forEach((e, i) => { texts[i] ??= decoder.decode(bytesOf(e)); });
  }
  return texts.map((text) => text.replaceAll('\\', '/'));
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
export function entryDataOffset(readAt, entry) {
  const local = view(readAll(readAt, entry.localOffset, LOCAL_SIZE));
  if (local.getUint32(0, true) !== LOCAL) throw new ZipError('a damaged zip archive: an entry\'s local header is not where the central directory says');
  return entry.localOffset + LOCAL_SIZE + local.getUint16(26, true) + local.getUint16(28, true);
}

/** The error for an entry's data that does not inflate (`why`: the inflater's message). */
export const damagedEntry = (why) => new ZipError(`the zip entry's data is damaged: ${why}`);
/** The error for an entry whose data inflates past its declared size (a "zip bomb"). */
export const inflatesPast = (entry) => damagedEntry(`it inflates past its declared ${entry.size} bytes`);

/** The check of an entry's bytes, chunk by chunk: never past its declared size (push throws
 *  there, before more is inflated), then its size and CRC-32 (end). `crc32(bytes, crc)`: zlib's
 *  in Node, crc32 below in browsers. */
export function entryCheck(entry, crc32Of = crc32) {
  let crc = 0, size = 0;
  return {
    push(bytes) {
      size += bytes.length;
      if (size > entry.size) throw inflatesPast(entry);
      crc = crc32Of(bytes, crc);
    },
    end() {
      if (size !== entry.size) throw damagedEntry(`${size} bytes where its header declares ${entry.size}`);
      if (crc >>> 0 !== entry.crc) throw damagedEntry('its CRC-32 does not match');
    },
  };
}

let crcTable = null;
/** CRC-32 (IEEE, zip's and gzip's) of `bytes`, continuing `crc`: for browsers, which have none. */
export function crc32(bytes, crc = 0) {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c;
    }
  }
  let c = ~crc;
  for (let i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}
