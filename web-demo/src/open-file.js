// open-file.js — a file opened on the board (chosen or dropped): its records read, the page drawn
// with how far the reading is for a big one. A gzip file is read as the file it compresses, and
// a zip archive as the files it holds: a picker lists them, and its first record file opens.
// Browsers inflate only asynchronously (DecompressionStream), so this is done here, not by the
// library's readRecords, which is synchronous and refuses such bytes; the zip's directory is
// read by the CLI's reader of it (records/zip.js, which needs no Node).
import { isGzipStart, isZipStart } from '../../bindings/records/binary.js';
import { STORED, ZipError, crc32, damagedEntry, entryCheck, entryDataOffset, isNotRecord, readAll, unreadableEntry, zipDirectory } from '../../bindings/records/zip.js';
import { readGamesInPieces } from './records.js';
import { $, state, say } from './state.js';
import { render } from './render.js';
import { importRecord, importFailed, showImportError } from './record-io.js';

/** Files from this size take a noticeable time to read (about 0.3 s a MB): they are read a piece
 *  at a time, the page drawn between pieces with how far the reading is. */
const SLOW_READ_BYTES = 1 << 20;
/** The most a gzip file or zip entry is uncompressed to: past it, the page would hang (and a few
 *  bytes that inflate to gigabytes, a "zip bomb", would take the tab down). */
const MOST_UNCOMPRESSED = 256 << 20;
let readings = 0; // the file read last: one chosen while another is read replaces it

class Superseded extends Error {}

/** Opens the files chosen or dropped: one as a record file, several as an archive's files are
 *  (a picker lists them, in name order). */
export async function importFiles(files) {
  if (files.length === 1) return importFile(files[0]);
  const reading = ++readings;
  const entries = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((file) => ({ name: file.name, where: file.name, unreadable: null, read: (reading) => fileBytes(file, reading) }));
  try {
    const passed = await openArchive({ name: `${files.length} files`, entries }, reading);
    if (passed) importFailed(`None of the ${files.length} files can be shown: ${listed(passed)}.`);
  } catch (e) {
    if (!(e instanceof Superseded)) throw e;
  }
  render();
}

async function importFile(file) {
  const reading = ++readings;
  try {
    const bytes = new Uint8Array(await file.arrayBuffer()); // bytes, so that the encoding is detected
    if (isZipStart(bytes)) {
      const passed = await openArchive({ name: file.name, entries: zipEntries(file.name, bytes) }, reading);
      if (passed) importFailed(`${file.name} could not be read: no file of it can be shown: ${listed(passed)}.`);
      return render();
    }
    const plain = isGzipStart(bytes) ? await gunzip(file.name, bytes, reading) : bytes;
    if (!(await importBytes(plain, file.name.replace(/\.gz$/i, ''), reading))) state.archive = null; // its games replaced the archive's
  } catch (e) {
    if (e instanceof Superseded) return;
    importFailed(`${file.name} could not be read: ${sentence(e.message)}.`);
    render();
  }
}

/** One of several files chosen: its bytes. */
async function fileBytes(file, reading) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  current(reading);
  if (isZipStart(bytes)) throw new Error('a zip archive: open it on its own');
  return bytes;
}

/** The first few of the files not shown, and why. */
const listed = (passed) => `${passed.slice(0, 3).join('; ')}${passed.length > 3 ? `; and ${passed.length - 3} more` : ''}`;

/** A browser's message as a clause: without its closing stop ("…was truncated."). */
const sentence = (message) => message.replace(/\.$/, '');

/** The records of a file's bytes (`name`: what the progress calls it): null, or why none is shown. */
async function importBytes(bytes, name, reading) {
  if (bytes.length < SLOW_READ_BYTES) return importRecord(bytes);
  const size = `${(bytes.length / (1 << 20)).toFixed(1)} MB`;
  const shown = async (share, games) => {
    await drawn(reading, `Reading ${name} (${size}): ${Math.floor(share * 100)}%, ${games} ${games === 1 ? 'game' : 'games'}…`);
  };
  await shown(0, 0);
  const records = await readGamesInPieces(bytes, shown);
  current(reading);
  return importRecord(bytes, records);
}

/** Says `text` and waits for the page to be drawn; throws Superseded once another file is chosen. */
async function drawn(reading, text) {
  current(reading);
  say(text, 'info');
  render();
  // after the next frame is drawn; a hidden tab draws none: a timer then
  await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 100); });
  current(reading);
}

function current(reading) {
  if (reading !== readings) throw new Superseded();
}

/** A gzip file's bytes uncompressed: every member of one that `cat` joined (as the CLI reads it).
 *  A browser's DecompressionStream reads one member and calls what follows junk, after handing
 *  out all of that member: its end is found by its trailer (the CRC-32 and size of what came
 *  out, then the next member's first bytes), and the next member is read from there. */
async function gunzip(name, bytes, reading) {
  await drawn(reading, `Uncompressing ${name}…`);
  const members = [];
  let size = 0;
  const check = (chunk) => {
    if ((size += chunk.length) > MOST_UNCOMPRESSED) throw new Error(`it uncompresses to more than ${MOST_UNCOMPRESSED >> 20} MB`);
  };
  for (let at = 0; ;) {
    const { whole, error } = await inflated(bytes.subarray(at), 'gzip', check);
    current(reading);
    members.push(whole);
    if (!error) return joined(members);
    const next = whole.length ? memberEnd(bytes, at, whole) : -1;
    if (next < 0) throw new Error(`the gzip data is damaged: ${error.message}`);
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
 *  to stop it): { whole }, or { whole, error } where the stream failed after giving `whole`. */
async function inflated(bytes, format, check) {
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

/** A zip archive's record files (documents, images and dot files passed over, as the CLI
 *  passes them over in a folder), in the CLI's order, each read as it is chosen. */
function zipEntries(name, bytes) {
  const readAt = (position, length) => bytes.subarray(position, position + length);
  const entries = zipDirectory(readAt, bytes.length, isNotRecord);
  if (!entries.length) throw new ZipError('the zip archive holds no record files');
  return entries.map((entry) => {
    const where = `${name}/${entry.name}`;
    return { name: entry.name, where, unreadable: unreadableEntry(entry), read: (reading) => entryBytes(where, readAt, entry, reading) };
  });
}

/** The files of an archive or of several chosen ({ name, entries: [{ name, where, unreadable,
 *  read(reading) }] }, `where` the name progress shows)
 *  in the picker, the first whose games can be shown opened (those before it that could not be
 *  are named); when none can, the files' names and why, and the board is unchanged. */
async function openArchive(archive, reading) {
  const passed = [];
  for (let i = 0; i < archive.entries.length; i++) {
    const why = await openEntry(archive, i, reading);
    if (!why) {
      showArchive(state.archive);
      if (passed.length) showImportError(`Not shown: ${listed(passed)}.`);
      return null;
    }
    passed.push(`${archive.entries[i].name} (${why})`);
    current(reading);
  }
  return passed;
}

/** Opens entry `i` of `archive` as a file is opened: null when its games are shown (the archive is
 *  then state.archive, `input` the entry's bytes: the picker shows while they are the board's
 *  file), else why they are not (the board is then unchanged). */
async function openEntry(archive, i, reading) {
  const entry = archive.entries[i];
  let bytes, why;
  try {
    if (entry.unreadable) throw new ZipError(entry.unreadable);
    bytes = await entry.read(reading);
    if (isGzipStart(bytes)) bytes = await gunzip(entry.where, bytes, reading); // games.pgn.gz, chosen or zipped
    why = await importBytes(bytes, entry.where, reading);
  } catch (e) {
    if (e instanceof Superseded) throw e;
    return sentence(e.message);
  }
  if (why) return why.replace(/^The record could not be read: /, '').replace(/\.(?: The board is unchanged\.)?$/, '');
  state.archive = { ...archive, shown: i, input: bytes };
  return null;
}

/** A zip entry's bytes, inflated and checked (its size and CRC-32). */
async function entryBytes(where, readAt, entry, reading) {
  if (entry.size > MOST_UNCOMPRESSED) throw new ZipError(`it uncompresses to more than ${MOST_UNCOMPRESSED >> 20} MB`);
  if (entry.size >= SLOW_READ_BYTES) await drawn(reading, `Uncompressing ${where}…`);
  const data = readAll(readAt, entryDataOffset(readAt, entry), entry.compressedSize);
  const check = entryCheck(entry);
  let bytes;
  if (entry.method === STORED) {
    bytes = data.slice();
    check.push(bytes);
  } else {
    const { whole, error } = await inflated(data, 'deflate-raw', (chunk) => check.push(chunk));
    if (error) throw damagedEntry(error.message);
    bytes = whole;
  }
  check.end();
  current(reading);
  return bytes;
}

/** The archive picker (hidden for an archive of one record file). */
function showArchive(archive) {
  const picker = $('archive-files');
  picker.textContent = '';
  archive.entries.forEach((entry, i) => {
    const o = document.createElement('option');
    o.value = String(i);
    o.textContent = entry.name + (entry.unreadable ? ' (cannot be read)' : '');
    picker.append(o);
  });
  picker.value = String(archive.shown);
}

/** The archive picker's choice: file `i` of the archive shown. */
export async function openArchiveEntry(i) {
  const archive = state.archive;
  if (!archive) return;
  const reading = ++readings;
  let why;
  try {
    why = await openEntry(archive, i, reading);
  } catch (e) {
    if (e instanceof Superseded) return;
    why = sentence(e.message);
  }
  if (why) importFailed(`${archive.entries[i].name} could not be shown: ${why}. The board is unchanged.`);
  $('archive-files').value = String(state.archive.shown); // back to the file shown, if this one was not
  render();
}
