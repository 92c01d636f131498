// record-io.js — records in and out of the board: a pasted or dropped file read into games (a
// picker when it holds several), and the analysis written as PGN, GIB, DhtmlXQ, WXF or XQF.
import { profileInfo } from 'boardrules';
import { relabel } from './notation.js';
import { readGames, recordToTree, treeToRecord, writeRecord, withBoardProfile, withBoardReading } from './records.js';
import { $, state, choice, say, supersede, outcomeText, copyText, known, quoted } from './state.js';
import { render, FILE_EXTENSIONS } from './render.js';
import { newGame, resultNow, setRoot, tagsNow } from './analysis.js';
import { keepForRecord, undoRecord, takeAnalysis, restoreAnalysis } from './switch-rules.js';
import { FILTERED_FROM, listMatching } from './filter-list.js';
import { relistArchive } from './open-file.js';

export function showImportError(text) {
  $('import-error').textContent = text ?? '';
}

/** An import that changed nothing: its error, and no word of an earlier success beside it. */
export function importFailed(text) {
  showImportError(text);
  supersede();
}

/** Loads one game of the imported file: under the board's rules when it names only their game
 *  (the rules chosen now, which may not be those it was imported under). `before`: fileShown()
 *  as it was before the action that opens it, which its Undo brings back. */
export function loadRecord(record, before) {
  if (!record.profile) { // a game of another kind (chess, say): the picker lists it, the board cannot show it
    const why = record.error?.message ? `: ${record.error.message}` : '';
    importFailed(`Game ${gameTitle(record, state.records.indexOf(record))} cannot be shown: it is not a game of this board${why}. The board is unchanged.`);
    return false;
  }
  let t;
  try {
    const index = state.records.indexOf(record);
    const reread = (profile) => (index >= 0 && state.recordInput !== null ? readGames(state.recordInput, { profile })[index] : null);
    t = recordToTree(withBoardProfile(record, state.profile, reread));
  } catch (e) {
    importFailed(`This game cannot be shown: ${e.message}.`);
    return false;
  }
  // another game's record: the analysis shown is kept, as the rules picker keeps it; a record of
  // the same game takes its place, with an Undo
  const previous = state.profile;
  const shown = profileInfo(t.profile).game === state.game.variant ? takeAnalysis() : null;
  const { kept, replaced } = keepForRecord(profileInfo(t.profile).game);
  newGame(t.profile, t.fen, { tags: t.tags, result: t.result });
  setRoot(t.root);
  relabel(state.root, state.profile, state.startFen, choice());
  const upTo = t.inVariation ? 'The main line is shown whole, and the variation up to that move.'
    : t.root.children.length ? 'The moves before it are shown.' : 'No move of it can be shown.';
  showImportError(t.error ? `The record has a problem: ${t.error}. ${upTo}` : '');
  const end = t.end ? ` The rules end it after ply ${t.end.ply} (${outcomeText(t.end)}); the record plays on.` : '';
  const back = kept ? ` The ${kept} analysis is kept: choose a ${kept} profile again to return to it.` : '';
  const game = state.game.variant;
  const over = replaced ? ` It takes the place of the ${game} analysis kept before; Undo brings that back.`
    : shown ? ' It takes the place of the analysis shown; Undo brings that back.' : '';
  const opened = JSON.stringify(currentRecord('pgn'));
  state.recordShown = { index: state.records.indexOf(record), opened };
  const undo = (replaced || shown) && undoWhileUnchanged('the record since it opened', () => {
    if (replaced) undoRecord(previous, replaced);
    else restoreAnalysis(shown);
    showFile(before); // the game the analysis is of, named again by the picker
  });
  say(`Imported game ${gameTitle({ ...record, profile: t.profile }, state.records.indexOf(record))}.${end}${back}${over}`, 'info', undefined, undo || undefined);
  return true;
}

/** A message's Undo that runs `back` while the board holds what it holds now: not once the user
 *  has written or drawn on it (`what`: since when; a move played ends the message, and its Undo;
 *  steps and a piece selected keep it, state.js quiet). */
export function undoWhileUnchanged(what, back) {
  // the moves' texts left out: another notation chosen meanwhile writes nothing on the analysis
  const written = () => JSON.stringify(currentRecord('pgn'), (key, value) => (key === 'text' ? undefined : value));
  const now = written();
  return {
    label: 'Undo',
    run: () => (written() !== now
      ? say(`Undo would lose what was written or drawn on ${what}: the board stays as it is.`, 'refusal')
      : back()),
  };
}

/**
 * Starts an analysis in place of the one shown (`start`: a new game, a position loaded or
 * edited, a link opened) and says `message`, or what `start` said, with an Undo that brings the
 * one shown back. Returns the analysis replaced (null: there was none).
 */
export function replaceAnalysis(start, message = '') {
  const shown = takeAnalysis();
  const before = fileShown();
  say(null);
  start();
  pickerFollows(); // the game of a file it replaced is left: the picker names none (showFile names it again)
  const said = state.message; // a link's own words (a move of it that cannot be played)
  const text = message || said?.text || '';
  if (!shown) {
    say(text || null, said?.kind, said?.code);
    return null;
  }
  const undo = undoWhileUnchanged('the new analysis', () => {
    restoreAnalysis(shown);
    showFile(before); // a game of the file it was is that game again
  });
  say(`${text} The analysis before it is dropped; Undo brings it back.`.trim(), said?.kind ?? 'info', said?.code, undo);
  return shown;
}

/** The players a record's tags name (PGN's, or GIB's 초대국자 and 한대국자). */
const playersOf = (t) => [['Red', 'White', 'Blue', 'Cho', '초대국자'], ['Black', 'Han', '한대국자']]
  .map((names) => names.map((name) => known(t[name])).find(Boolean)).filter(Boolean);

export function gameTitle(record, i) {
  const t = record.tags ?? {};
  const bits = [playersOf(t).join(' – '), known(t.Event) ?? t['대회명'], known(t.Date) ?? t['대국일자'], t.Result ?? record.result].filter((b) => known(b) && b !== '*');
  // a record that names nothing: its rules and length, which tell its games apart in the picker
  const plies = record.moves?.length ?? 0;
  return `${i + 1}. ${bits.join(', ') || (record.profile ? `${record.profile}, ${plies} ${plies === 1 ? 'ply' : 'plies'}` : 'a game of another kind')}`;
}

/** What tells which game the board shows, besides the board: the file (its games, the work on
 *  the others, the archive it is in), the game of it shown and the pickers' places. An action an
 *  Undo takes back keeps it, for showFile: restoreAnalysis alone brings back the analysis as no
 *  game of a file (newGame), the picker left on the game the action opened. */
export function fileShown() {
  return {
    records: state.records, input: state.recordInput, edits: state.recordEdits.slice(), shown: state.recordShown,
    picked: pickedGame, filter: $('games-filter').value, archive: state.archive, archiveFilter: $('archive-filter').value,
  };
}

/** Brings back what fileShown kept, after the analysis it went with is shown again. */
export function showFile(file) {
  if (file.records !== state.records) { // another file was opened: this one's games are listed again
    state.records = file.records;
    state.recordInput = file.input;
    showPicker(file.records);
    if (!$('games-filter').hidden) $('games-filter').value = file.filter;
  }
  state.recordEdits = file.edits;
  state.recordShown = file.shown;
  relistArchive(file.archive, file.archiveFilter);
  pickedGame = file.picked;
  listGames($('games-filter').value);
}

/** Names again the game of the file an analysis brought back was (`file`: fileShown() when it was
 *  left; Back to a link's analysis): while that file is still the board's, and no other work on
 *  that game is kept, which the picker's return to it would then drop; else the picker names none. */
export function nameGameAgain(file) {
  const shown = file?.shown;
  if (shown && file.records === state.records && !state.recordEdits[shown.index]) state.recordShown = shown;
  pickerFollows(); // that game, or none (the analysis brought back is no game of the file)
}

/** The games picker on the game the board shows (state.recordShown), or on none once the board
 *  left it: the picker said game 1 of a board that had left it, and choosing game 1 there did
 *  nothing (no change). */
export function pickerFollows() {
  pickGame(state.recordShown ? state.recordShown.index : '');
}

/** The picker's choice: game `i` of the file, as it was left if it was worked on since it
 *  opened (the work on the game shown is kept for its own return). */
export function openRecordAt(i) {
  const before = fileShown();
  const left = state.recordShown; // null once the board left that game (new game, other rules)
  // kept with the record as it opened from the file: left again unchanged, it is still worked on
  if (left && left.index >= 0 && JSON.stringify(currentRecord('pgn')) !== left.opened) state.recordEdits[left.index] = { analysis: takeAnalysis(), opened: left.opened };
  const edited = state.recordEdits[i];
  const record = state.records[i];
  if (!edited || !record?.profile || profileInfo(edited.analysis.profile).game !== state.game.variant) {
    const shown = loadRecord(record, before);
    pickGame(shown ? i : pickedGame); // a game the board cannot show (the import error says why): back to the one shown
    return shown;
  }
  delete state.recordEdits[i];
  restoreAnalysis(edited.analysis);
  state.recordShown = { index: i, opened: edited.opened };
  pickGame(i);
  say(`Game ${gameTitle(record, i)}, as it was left.`, 'info');
  return true;
}

let pickedGame = '0'; // the picker's game last shown

/** Puts the games picker on game `i`, the one the board shows (listed, whatever the filter). */
function pickGame(i) {
  pickedGame = String(i);
  if (!$('games').querySelector(`option[value="${pickedGame}"]`)) listGames($('games-filter').value);
  $('games').value = pickedGame;
}

/** Reads text or bytes into games (or takes them read: `read`); one game is shown at once,
 *  several give a picker. Returns null, or why nothing was shown (the board is then unchanged). */
export function importRecord(input, read = null, keptElsewhere = false) {
  const before = fileShown(); // the file the board showed a game of, for an Undo
  const failed = (text) => {
    importFailed(text);
    render();
    return text;
  };
  let records;
  try {
    records = withBoardReading(read ?? readGames(input), input, state.profile);
  } catch (e) {
    return failed(`The record could not be read: ${e.message}.`);
  }
  if (!records.length) {
    return failed('No game was found in the record.');
  }
  // text that holds nothing playable (another game's [Variant], prose, a FEN) leaves the analysis as it is
  const nothing = (r) => !r.profile || (r.error && !r.moves?.length && !Object.keys(r.tags ?? {}).length);
  if (records.every(nothing)) {
    return failed(`The record could not be read: ${records[0].error?.message ?? 'no game of this board'}. The board is unchanged.`);
  }
  state.records = records;
  state.recordInput = input; // for a reload to read the file again (session.js)
  state.recordEdits = []; // the games of the file worked on, by index, while another is shown
  showPicker(records);
  // the first game the board can show opens (a file may begin with a game of another kind)
  const first = records.findIndex((r) => !nothing(r));
  pickGame(first);
  loadRecord(records[first], before);
  // the tab's storage keeps a file's list of games up to MAX_SAVED_FILE: past it, a reload would
  // lose the list and the work on the other games without a word (an archive's file kept
  // elsewhere, kept-files.js, is listed again)
  if (records.length > 1 && input.length > MAX_SAVED_FILE && !keptElsewhere && state.message) {
    state.message = { ...state.message, text: `${state.message.text} The file is over ${MAX_SAVED_FILE >> 20} MB: a reload keeps the game shown, not the list of its games nor the work on the others.` };
  }
  render();
  return null;
}

/** The games picker of a file's records (hidden for one game), and its filter for a file of
 *  many. */
function showPicker(records) {
  pickerTitles = records.map((r, i) => gameTitle(r, i) + (r.profile ? '' : ' (cannot be shown here)'));
  $('games-filter').value = '';
  $('games-filter').hidden = records.length < FILTERED_FROM;
  listGames('');
  $('games-picker').hidden = records.length < 2;
}
let pickerTitles = [];

const listGames = (text) => listMatching($('games'), pickerTitles, text, pickedGame);

/** The filter's text typed: the games that match, and how many. */
export function filterGames(text) {
  const { listed, matched } = listGames(text);
  // none matching: the game shown is listed all the same, which "1 of … listed" passed off as a match
  const said = matched ? `${listed} of the file's ${pickerTitles.length} games listed.`
    : `No game of the file's ${pickerTitles.length} matches ${quoted(text.trim())}: only the game shown is listed.`;
  say(text.trim() ? said : null, 'info');
}

/** The file the picker shows, for a reload: its input again (text, or bytes as base64), the
 *  game shown, the work on the others and the games filter's text; null when there is no picker, or the file is too big
 *  for the tab's storage. `saveAnalysis` writes an analysis as data. */
export function pickerToSave(saveAnalysis) {
  const input = state.recordInput;
  if (state.records.length < 2 || input == null || input.length > MAX_SAVED_FILE) return null;
  const text = typeof input === 'string' ? { text: input } : { base64: btoa(Array.from(input, (b) => String.fromCharCode(b)).join('')) };
  const edits = Object.fromEntries(Object.entries(state.recordEdits).filter(([, e]) => e?.analysis)
    .map(([i, e]) => [i, { analysis: saveAnalysis(e.analysis), opened: e.opened }]));
  return { ...text, shown: state.recordShown, edits, filter: $('games-filter').value };
}
const MAX_SAVED_FILE = 1 << 20; // characters or bytes: sessionStorage holds a few megabytes in all

/** Shows the picker a reload brings back (pickerToSave's data, read as untrusted: `readAnalysis`
 *  gives an analysis or null), with the analysis on the board left as restored; false when there
 *  is none. */
export function restorePicker(saved, readAnalysis) {
  if (!saved || typeof saved !== 'object') return false;
  let input = typeof saved.text === 'string' ? saved.text : null;
  if (input === null && typeof saved.base64 === 'string') {
    try { input = Uint8Array.from(atob(saved.base64), (c) => c.charCodeAt(0)); } catch { return false; }
  }
  return input !== null && reopenFile(input, saved, readAnalysis);
}

/** The file of the analysis a reload restored, as it was left: its games (`read`, or read here;
 *  the picker for two or more, the filter's text, the game shown: saved.shown) and the work on
 *  the others (saved.edits, read by `readAnalysis`); false when it holds no game, and nothing
 *  changes. */
export function reopenFile(input, saved, readAnalysis, read = null) {
  let records;
  try { records = withBoardReading(read ?? readGames(input), input, state.profile); } catch { return false; }
  if (!records.length) return false;
  state.records = records;
  state.recordInput = input;
  state.recordEdits = [];
  for (const [i, e] of Object.entries(saved.edits && typeof saved.edits === 'object' ? saved.edits : {})) {
    const analysis = Number.isInteger(Number(i)) && records[Number(i)] && typeof e?.opened === 'string' ? readAnalysis(e.analysis) : null;
    if (analysis) state.recordEdits[Number(i)] = { analysis, opened: e.opened };
  }
  const shown = saved.shown;
  state.recordShown = shown && Number.isInteger(shown.index) && typeof shown.opened === 'string' && records[shown.index] ? { index: shown.index, opened: shown.opened } : null;
  showPicker(records);
  if (records.length < 2) return true;
  // the filter as it was left: the games it lists, and the game shown whatever it says
  if (typeof saved.filter === 'string' && !$('games-filter').hidden) listGames($('games-filter').value = saved.filter);
  pickerFollows(); // the game shown, or none (the analysis restored is no game of the file)
  $('import').open = true; // where the picker is, as it was when the file was opened
  return true;
}

// formats whose comments are not PGN's: drawings as [%cal], evaluations as [%eval] and clocks as
// [%clk] would read there as text
const NO_DRAWINGS = ['dhtmlxq', 'wxf'];
// formats whose comments are PGN's { }, which end at their first '}' (GIB's are the same)
const BRACE_COMMENTS = ['pgn', 'gib'];

function currentRecord(format) {
  return treeToRecord({ profile: state.profile, fen: state.startFen, root: state.root, tags: tagsNow(), result: resultNow() },
    { drawings: !NO_DRAWINGS.includes(format) });
}

/**
 * Takes every '}' out of a record's comments, as chessops (lichess) and python-chess write a
 * comment: a { } comment cannot hold one, and without it the comment reads back as the rest of
 * what was typed (the writer would put a ')' in its place, which reads back as a ')' that was
 * never typed). Returns how many were taken out, for the note of what the format leaves out.
 */
function dropClosingBraces(record) {
  let dropped = 0;
  const clean = (text) => {
    dropped += text.split('}').length - 1;
    return text.replace(/\}/g, '');
  };
  const visit = (holder) => {
    for (const key of ['comment', 'commentBefore']) if (typeof holder[key] === 'string') holder[key] = clean(holder[key]);
  };
  const walkLine = (nodes) => {
    for (const node of nodes) {
      visit(node);
      for (const variation of node.variations ?? []) walkLine(variation);
    }
  };
  visit(record);
  walkLine(record.moves ?? []);
  return dropped;
}

/** A character the encoding chosen has no code for, in the board's words: the API's advice (a
 *  replacement) is not the board's to take, its Encoding picker is. */
function unencodable(e) {
  const picked = $('export-encoding').selectedOptions[0]?.textContent.split(' (')[0] ?? e.encoding; // 'Big5 (traditional)': Big5
  const codePoint = `U+${e.text.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${e.text}' (${codePoint}) at line ${e.line}, column ${e.column} has no code in ${picked}: choose the UTF-8 encoding, which holds every character, to download it`;
}

/** The record in the chosen format and notation ({ text: a string, or bytes for XQF or in
 *  `encoding`; note: what the format leaves out, in words, or '' }), or null (and the reason shown). */
function exportText(encoding) {
  try {
    const format = $('export-format').value;
    const record = currentRecord(format);
    const braces = BRACE_COMMENTS.includes(format) ? dropClosingBraces(record) : 0;
    // GIB is written in Korean, as every GIB reader expects; only PGN takes the board's notation
    const { kind, script } = choice();
    // Big5 has no simplified characters (马, 车, 进): a list in simplified Chinese is written in
    // the traditional script there, as the programs that read Big5 write it
    const traditional = format === 'pgn' && encoding === 'big5' && kind === 'chinese' && script !== 'traditional';
    const text = writeRecord(record, { ...(format === 'pgn' ? { format, notation: kind, script: traditional ? 'traditional' : script } : { format }), encoding });
    const lost = annotationsOf(record.moves);
    if (record.comment) lost.comments++; // the start's
    if (DHTMLXQ_CHANGES.test(record.comment ?? '')) lost.bracketed++;
    lost.drawings += record.drawings ?? 0;
    lost.evaluations += record.evaluations ?? 0;
    lost.clocks += record.clocks ?? 0;
    lost.braces = braces;
    const note = [traditional && 'Big5 has no simplified characters: the moves are written in traditional Chinese.', leftOutNote(format, lost)];
    return { text, note: note.filter(Boolean).join(' ') };
  } catch (e) {
    say(`The record could not be written: ${e.code === 'unencodable-text' ? unencodable(e) : e.message}.`, 'refusal', e.code);
    render();
    return null;
  }
}

// what DhtmlXQ cannot keep in a comment: a "[" that would open one of its marks is written "(",
// and "||" is its line break (dhtmlxq.js, writeDhtmlXQ)
const DHTMLXQ_CHANGES = /\[(?=\/?dhtmlxq)|\|\|/i;

/** The moves of a record's variations, and its comments, glyphs, drawings, evaluations and clock
 *  times anywhere: { moves, comments, nags, drawings, evaluations, clocks, bracketed (comments
 *  DhtmlXQ changes) }. */
function annotationsOf(nodes, inVariation = false, found = { moves: 0, comments: 0, nags: 0, drawings: 0, evaluations: 0, clocks: 0, bracketed: 0 }) {
  for (const node of nodes) {
    if (inVariation) found.moves++;
    if (node.comment || node.commentBefore) found.comments++;
    if (DHTMLXQ_CHANGES.test(`${node.comment ?? ''}\n${node.commentBefore ?? ''}`)) found.bracketed++;
    found.nags += node.nags?.length ?? 0;
    found.drawings += node.drawings ?? 0;
    found.evaluations += node.evaluations ?? 0;
    found.clocks += node.clocks ?? 0;
    for (const variation of node.variations ?? []) annotationsOf(variation, true, found);
  }
  return found;
}

const FORMAT_NAMES = { wxf: 'A WXF file', dhtmlxq: 'A DhtmlXQ record', xqf: 'An XQF file' };
const GLYPHLESS = ['wxf', 'dhtmlxq', 'xqf'];
const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

/** What a format cannot hold of the analysis, said in words ('' when it holds everything). */
function leftOutNote(format, lost) {
  const notes = [];
  if (format === 'wxf' && (lost.moves || lost.comments)) { // a WXF file holds the main line alone
    const parts = [lost.moves && `${count(lost.moves, 'move', 'moves')} of variations`, lost.comments && count(lost.comments, 'comment', 'comments')].filter(Boolean);
    notes.push(`A WXF file holds the main line only: ${parts.join(' and ')} ${lost.moves + lost.comments === 1 ? 'is' : 'are'} not in it.`);
  }
  if (GLYPHLESS.includes(format) && lost.nags) notes.push(`${FORMAT_NAMES[format]} holds no move-quality glyphs: ${count(lost.nags, 'glyph is', 'glyphs are')} not in it.`);
  if (NO_DRAWINGS.includes(format) && lost.drawings) notes.push(`${FORMAT_NAMES[format]} holds no arrows or circles: ${count(lost.drawings, 'drawing is', 'drawings are')} not in it.`);
  if (NO_DRAWINGS.includes(format) && lost.evaluations) notes.push(`${FORMAT_NAMES[format]} holds no engine evaluations: ${count(lost.evaluations, 'evaluation is', 'evaluations are')} not in it.`);
  if (NO_DRAWINGS.includes(format) && lost.clocks) notes.push(`${FORMAT_NAMES[format]} holds no clock times: ${count(lost.clocks, 'move\'s time is', 'moves\' times are')} not in it.`);
  if (format === 'dhtmlxq' && lost.bracketed) notes.push(`A DhtmlXQ record writes a "[" that would open one of its marks ("[DhtmlXQ…", "[/DhtmlXQ…") as "(", and reads "||" as a line break: ${count(lost.bracketed, 'comment is', 'comments are')} changed.`);
  if (lost.braces) notes.push(`${format.toUpperCase()} comments cannot hold a "}": ${count(lost.braces, '"}" is', '"}" are')} left out of them.`);
  return notes.join(' ');
}

export async function exportCopy() {
  const out = exportText();
  if (out === null) return;
  if (typeof out.text !== 'string') { // XQF: bytes
    say('XQF is a binary format: download it instead.', 'info');
    render();
    return;
  }
  const ok = await copyText(out.text, $('record'));
  say([ok ? 'Record copied to the clipboard.' : 'The record is in the Record box: select and copy it.', out.note].filter(Boolean).join(' '), 'info');
  render();
}

export function exportDownload() {
  const format = $('export-format').value;
  // a file for another program: in the encoding chosen (XQF is GBK bytes whatever it is)
  const encoding = format === 'xqf' || $('export-encoding').value === 'utf-8' ? undefined : $('export-encoding').value;
  const out = exportText(encoding);
  if (out === null) return;
  const a = document.createElement('a');
  const type = format === 'xqf' ? 'application/octet-stream' : `text/plain;charset=${encoding ?? 'utf-8'}`;
  a.href = URL.createObjectURL(new Blob([out.text], { type }));
  a.download = `${downloadName()}.${FILE_EXTENSIONS[format]}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  if (out.note) { say(out.note, 'info'); render(); }
}

/** A file name for the record: its players (and date), else its event, else the profile. */
function downloadName() {
  const t = state.tags ?? {};
  const players = playersOf(t);
  const date = (known(t.Date) ?? t['대국일자'] ?? '').replace(/[^\d]+/g, '-').replace(/^-|-$/g, '');
  const name = players.length === 2 ? [players.join(' vs '), date].filter(Boolean).join(' ') : known(t.Event) ?? t.Title ?? state.profile;
  return name.replace(/[\\/:*?"<>|\x00-\x1f]+/g, '-').trim().slice(0, 80) || 'record';
}
