// open-file.js — a file opened on the board (chosen or dropped): its records read, the page drawn
// with how far the reading is for a big one. As the library's openRecordFiles unpacks them
// (records.js): a gzip file is read as the file it compresses, a zip archive, several files
// chosen at once and a folder as their files, which a picker lists, the first that can be shown
// opened.
import { openFiles, readGamesInPieces } from './records.js';
import { FILTERED_FROM, listMatching } from './filter-list.js';
import { $, state, say, quoted } from './state.js';
import { render } from './render.js';
import { importRecord, importFailed, showImportError, reopenFile } from './record-io.js';
import { keepFiles, keptFiles } from './kept-files.js';

/** Files from this size take a noticeable time to read (about 0.3 s a MB): they are read a piece
 *  at a time, the page drawn between pieces with how far the reading is. */
const SLOW_READ_BYTES = 1 << 20;
let readings = 0; // the file read last: one chosen while another is read replaces it

class Superseded extends Error {}

/** Opens the files chosen or dropped: one as a record file (a zip as its files), several, or a
 *  folder's, as an archive's files are (a picker lists them, in a folder walk's order). */
export async function importFiles(chosen) {
  const reading = ++readings;
  // a folder, chosen (its Files, by their paths) or dropped (its entry), is named as one thing
  const folder = chosen[0].webkitRelativePath?.split('/')[0] || (chosen[0].isDirectory && chosen.length === 1 ? chosen[0].name : '');
  const what = folder || (chosen.length === 1 ? chosen[0].name : `${chosen.length} files`);
  const one = chosen.length === 1 || !!folder;
  try {
    // a dropped folder is walked here, a call per file and folder: a large one takes seconds
    if (chosen.some((item) => item.isDirectory)) await drawn(reading, `Listing the files of ${what}…`);
    const files = await openFiles(chosen.length === 1 && !folder ? chosen[0] : chosen);
    current(reading);
    if (chosen.length === 1 && files.length === 1 && files[0].archive === null) {
      // a file alone (a gzip file's file): its games replace an archive's; importRecord names why not
      const bytes = await unpacked(files[0], reading);
      if (!(await importBytes(bytes, files[0].path, reading))) state.archive = null;
    } else {
      if (!files.length) throw new Error(`the ${folder ? 'folder' : 'zip archive'} holds no record files`);
      // a zip's files are named by their place in it; the files of several, or of a folder, by their paths
      const several = chosen.length > 1 || !!folder;
      // its files kept for a reload to list again (the tab's storage holds too little for them),
      // stored while the first file is read
      const kept = keepFiles({ name: what, several, single: chosen.length === 1 && !folder, files: chosen });
      const passed = await openArchive({ name: what, entries: files, several, kept }, reading);
      if (passed) importFailed(one ? `${what} could not be read: no file of it can be shown: ${listed(passed)}.` : `None of the ${what} can be shown: ${listed(passed)}.`);
    }
  } catch (e) {
    if (e instanceof Superseded) return;
    importFailed(`${what} could not be read: ${sentence(e.message)}.`);
  }
  render();
}

/** True while the board shows a file of an archive (or of several files chosen) of two files or
 *  more: its picker, and the explorer's choice of every file, are offered. */
export function archiveShown() {
  const archive = state.archive;
  return !!archive && archive.input === state.recordInput && archive.entries.length >= 2;
}

/** The first few of the files not shown, and why. */
const listed = (passed) => `${passed.slice(0, 3).join('; ')}${passed.length > 3 ? `; and ${passed.length - 3} more` : ''}`;

/** A browser's message as a clause: without its closing stop ("…was truncated."). */
const sentence = (message) => message.replace(/\.$/, '');

/** The records of a file's bytes (`name`: what the progress calls it) shown: null, or why none is
 *  shown. `kept`: the archive's id when its files are kept for a reload (keepFiles). */
async function importBytes(bytes, name, reading, kept = null) {
  return importRecord(bytes, await readSlowly(bytes, name, reading), !!kept);
}

/** A big file's records, read a piece at a time with how far the reading is said; null for a
 *  small one (read at once by its reader). */
async function readSlowly(bytes, name, reading) {
  if (bytes.length < SLOW_READ_BYTES) return null;
  const size = `${(bytes.length / (1 << 20)).toFixed(1)} MB`;
  const shown = async (share, games) => {
    await drawn(reading, `Reading ${name} (${size}): ${Math.floor(share * 100)}%, ${games} ${games === 1 ? 'game' : 'games'}…`);
  };
  await shown(0, 0);
  const records = await readGamesInPieces(bytes, shown);
  current(reading);
  return records;
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

/** A file's bytes (openRecordFiles'), the page drawn first when they may take a while: a
 *  compressed file's or a big zip entry's. */
async function unpacked(file, reading) {
  if (file.size === undefined || file.size >= SLOW_READ_BYTES) await drawn(reading, `Reading ${file.path}…`);
  const bytes = await file.bytes();
  current(reading);
  return bytes;
}

/** The files of an archive or of several chosen ({ name, entries: openRecordFiles' files,
 *  several }) in the picker, the first whose games can be shown opened (those before it that
 *  could not be are named); when none can, the files' names and why, and the board is unchanged. */
async function openArchive(archive, reading) {
  const passed = [];
  for (let i = 0; i < archive.entries.length; i++) {
    const why = await openEntry(archive, i, reading);
    if (!why) {
      showArchive(state.archive);
      if (passed.length) showImportError(`Not shown: ${listed(passed)}.`);
      return null;
    }
    passed.push(`${label(archive, archive.entries[i])} (${why})`);
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
    bytes = await unpacked(entry, reading); // inflated: a zip entry, games.pgn.gz chosen or zipped
    why = await importBytes(bytes, entry.path, reading, archive.kept);
  } catch (e) {
    if (e instanceof Superseded) throw e;
    return sentence(e.message);
  }
  if (why) return why.replace(/^The record could not be read: /, '').replace(/\.(?: The board is unchanged\.)?$/, '');
  state.archive = { ...archive, shown: i, input: bytes };
  return null;
}

/** The archive picker's place, for a reload (restoreArchive): null when none is shown or its
 *  files could not be kept. */
export function archiveToSave() {
  if (!archiveShown() || !state.archive.kept) return null;
  return { kept: state.archive.kept, shown: state.archive.shown, filter: $('archive-filter').value, game: state.recordShown };
}

/** The archive picker a reload brings back (session.js's { kept, shown, filter, game },
 *  read as untrusted), its files kept by keepFiles: the file shown its entry `shown`, the games of
 *  that file and the board's analysis left as restored. Nothing when the files are gone, or another
 *  file was opened meanwhile. */
export async function restoreArchive(saved) {
  const reading = ++readings;
  try {
    const kept = await keptFiles(saved?.kept);
    current(reading);
    if (!kept || !Number.isInteger(saved.shown)) return;
    const entries = await openFiles(kept.single ? kept.files[0] : kept.files);
    current(reading);
    const entry = entries[saved.shown];
    if (!entry || entries.length < 2) return;
    const bytes = await entry.bytes();
    current(reading);
    // the file's games as the tab's storage brought them back (session.js: up to 1 MB), else read again
    const input = state.recordInput;
    const same = input instanceof Uint8Array && input.length === bytes.length && input.every((b, i) => b === bytes[i]);
    if (!same) {
      const records = await readSlowly(bytes, entry.path, reading);
      if (records) say(null); // its progress said
      if (!reopenFile(bytes, { shown: saved.game }, null, records)) return;
    }
    state.archive = { name: kept.name, entries, several: kept.several, kept: saved.kept, shown: saved.shown, input: state.recordInput };
    showArchive(state.archive);
    if (typeof saved.filter === 'string' && archiveFiltered()) {
      listMatching($('archive-files'), archiveTitles, $('archive-filter').value = saved.filter, String(saved.shown));
    }
    $('import').open = true; // where the picker is, as it was when the archive was opened
  } catch {
    return; // another file opened meanwhile, or the files unreadable now: no picker
  }
  render();
}

/** A file as the picker names it: by its path in its zip, or, among several files chosen (a zip's
 *  files among them) or a folder's, by its whole path (the zip's name too). */
const label = (archive, entry) => (archive.several ? entry.path : entry.name);

/** The archive picker (hidden for an archive of one record file), its filter's text `filter`. */
function showArchive(archive, filter = '') {
  archiveTitles = archive.entries.map((entry) => label(archive, entry) + (entry.error ? ' (cannot be read)' : ''));
  $('archive-filter').value = filter;
  listMatching($('archive-files'), archiveTitles, filter, String(archive.shown));
}

/** The archive (or null) the board's file is in again, its picker on that file (an Undo brings
 *  back a game of a file of it, record-io.js showFile). */
export function relistArchive(archive, filter) {
  state.archive = archive;
  if (archive) showArchive(archive, filter);
}
let archiveTitles = [];

/** The archive filter's text typed: the files whose paths match, and how many. */
export function filterArchive(text) {
  if (!state.archive) return;
  const { listed, matched } = listMatching($('archive-files'), archiveTitles, text, String(state.archive.shown));
  // none matching: the file shown is listed all the same, which "1 of … listed" passed off as a match
  const said = matched ? `${listed} of the ${archiveTitles.length} files listed.`
    : `No file of the ${archiveTitles.length} matches ${quoted(text.trim())}: only the file shown is listed.`;
  say(text.trim() ? said : null, 'info');
}

/** True while the archive picker has its filter: an archive (or folder) of many files shown. */
export const archiveFiltered = () => archiveShown() && state.archive.entries.length >= FILTERED_FROM;

/** The archive picker's choice: file `i` of the archive shown (resolves once it is shown, or
 *  named as not shown). */
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
  if (why) importFailed(`${label(archive, archive.entries[i])} could not be shown: ${why}. The board is unchanged.`);
  // the file shown (back to the one before, if this one was not), listed whatever the filter says
  listMatching($('archive-files'), archiveTitles, $('archive-filter').value, String(state.archive.shown));
  render();
}
