// session.js — a reload keeps the whole analysis: its variations, comments, tags and result, and
// the engine's review of it, and a position being edited, which the link (hash.js) does not hold. It is written to the tab's
// sessionStorage when the page is hidden or left (not on every step: stepping stays one play or undo), and read back at
// start only while the address still holds the link it was saved with.
import { profileInfo } from 'boardrules';
import { lineTo } from './tree.js';
import { relabel } from './notation.js';
import { readHash } from './hash.js';
import { recordToTree, treeToRecord } from './records.js';
import { BRUSHES } from './shapes.js';
import { cleanEvaluation, cleanSeconds } from './evaluations.js';
import { state, choice } from './state.js';
import { newGame, resultNow, setRoot, stepForward, tagsNow } from './analysis.js';
import { heldAnalyses, holdAnalyses } from './switch-rules.js';
import { hashOfState, recentLinks, flushHash } from './address-bar.js';
import { pickerToSave, restorePicker } from './record-io.js';
import { archiveToSave, restoreArchive } from './open-file.js';
import { reviewToSave, restoreReview } from './engine-review.js';
import { editorFen } from './editor.js';
import { openEditor } from './editing.js';

const KEY = 'boardrules-demo-analysis';
const FILE_KEY = 'boardrules-demo-file'; // the games picker's file, apart: too big a file is left out alone
const ARCHIVE_KEY = 'boardrules-demo-archive'; // the archive picker's place: its files are in IndexedDB (kept-files.js)

// What was saved is read as untrusted data: another version of the page (or a hand) may have
// written it, so only the fields of the shapes recordToTree reads are kept.
const asText = (v) => (typeof v === 'string' ? v : '');

function cleanLine(moves) {
  if (!Array.isArray(moves)) return [];
  return moves.filter((m) => m && typeof m.uci === 'string').map((m) => ({
    uci: m.uci,
    text: asText(m.text) || m.uci,
    comment: asText(m.comment),
    ...(asText(m.commentBefore) ? { commentBefore: m.commentBefore } : {}),
    nags: Array.isArray(m.nags) ? m.nags.filter((n) => Number.isInteger(n) && n > 0 && n < 256) : [],
    variations: Array.isArray(m.variations) ? m.variations.map(cleanLine).filter((v) => v.length) : [],
    shapes: cleanShapes(m.shapes),
    ...cleanCommands(m),
  }));
}

/** A move's commands kept beside its comment (records.js COMMAND_FIELDS), those that read. */
function cleanCommands(m) {
  const kept = { evaluation: cleanEvaluation(m.evaluation), clock: cleanSeconds(m.clock), emt: cleanSeconds(m.emt) };
  return Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== null));
}

function cleanShapes(shapes) {
  if (!Array.isArray(shapes)) return [];
  return shapes.filter((s) => s && BRUSHES[s.brush] && typeof s.orig === 'string' && (s.dest === undefined || typeof s.dest === 'string'))
    .map((s) => ({ brush: s.brush, orig: s.orig, ...(s.dest !== undefined ? { dest: s.dest } : {}) }));
}

function cleanRecord(r) {
  if (!r || typeof r !== 'object' || typeof r.profile !== 'string') return null;
  const tags = {};
  if (r.tags && typeof r.tags === 'object' && !Array.isArray(r.tags)) {
    for (const [k, v] of Object.entries(r.tags)) if (typeof v === 'string') tags[k] = v;
  }
  return {
    profile: r.profile, fen: asText(r.fen) || null, tags, result: asText(r.result) || '*',
    comment: asText(r.comment), shapes: cleanShapes(r.shapes), ...cleanCommands(r), moves: cleanLine(r.moves),
  };
}

const strings = (list) => (Array.isArray(list) ? list.filter((x) => typeof x === 'string') : []);

/** An analysis (switch-rules.js) as saved data, and back (null when it cannot be read). */
const savedAnalysis = (a) => ({
  record: treeToRecord({ profile: a.profile, fen: a.startFen, root: a.root, tags: a.tags, result: a.result }, { drawings: 'apart' }), path: a.path,
});
function readAnalysis(saved) {
  const record = cleanRecord(saved?.record);
  if (!record) return null;
  const t = recordToTree(record);
  return { profile: t.profile, startFen: t.fen, root: t.root, tags: t.tags, result: t.result, path: strings(saved.path) };
}

export function saveSession() {
  flushHash(); // a write held back (address-bar.js): a later reload finds the link of what is shown
  const links = recentLinks(); // a reload under way may have taken any of these (address-bar.js)
  try {
    const record = treeToRecord({ profile: state.profile, fen: state.startFen, root: state.root, tags: tagsNow(), result: resultNow() }, { drawings: 'apart' });
    const path = lineTo(state.node).slice(1).map((n) => n.uci);
    // the uncut tree the one shown stands for, and the other games' analyses: a reload keeps them too
    const { uncut, kept, linkLeft } = heldAnalyses();
    const held = {
      uncut: uncut && { ...savedAnalysis(uncut.analysis), removed: uncut.removed, added: uncut.added, landed: uncut.landed, ...fileGame(uncut) },
      kept: Object.fromEntries(Object.entries(kept).filter(([, a]) => a).map(([game, a]) => [game, savedAnalysis(a)])),
      // what links replaced: Back after a reload brings it back too, naming its game of the file
      // (shown: which game, of the file saved apart, FILE_KEY) while that file is the board's
      linkLeft: linkLeft.map((a) => ({ ...savedAnalysis(a), ...fileGame(a) })),
    };
    // a position being edited too: pieces placed one click at a time are work a reload would lose
    const editor = state.editor && { fen: editorFen(state.editor), tool: state.tool };
    sessionStorage.setItem(KEY, JSON.stringify({ hash: hashOfState(), links, record, path, held, review: reviewToSave(), editor }));
  } catch { /* storage full or turned off: the link still holds the line */ }
  try {
    const archive = archiveToSave();
    if (archive) sessionStorage.setItem(ARCHIVE_KEY, JSON.stringify({ hash: hashOfState(), links, archive }));
    else sessionStorage.removeItem(ARCHIVE_KEY);
  } catch { /* storage full or turned off */ }
  try {
    const file = pickerToSave(savedAnalysis);
    if (file) sessionStorage.setItem(FILE_KEY, JSON.stringify({ hash: hashOfState(), links, file }));
    else sessionStorage.removeItem(FILE_KEY);
  } catch {
    try { sessionStorage.removeItem(FILE_KEY); } catch { /* storage turned off */ }
  }
}

/** Which game of the board's file (saved apart, FILE_KEY) a held analysis is ({ shown }; `file`
 *  for a link's, `named` for the uncut one, switch-rules.js): saved while that file is the board's. */
function fileGame(a) {
  const file = a.file ?? a.named;
  return file?.shown && file.records === state.records ? { shown: file.shown } : {};
}

/** fileGame's data read back: its file's games (records) put in once the file is read again. */
function readFileGame(saved) {
  const shown = saved?.shown;
  return Number.isInteger(shown?.index) && typeof shown.opened === 'string' ? { records: null, shown: { index: shown.index, opened: shown.opened } } : null;
}

/** The held analyses of a saved session; what cannot be read is left out. */
function readHeld(held) {
  const kept = Object.create(null);
  for (const [game, a] of Object.entries(held?.kept && typeof held.kept === 'object' ? held.kept : {})) {
    try {
      const analysis = readAnalysis(a);
      if (analysis && profileInfo(analysis.profile).game === game) kept[game] = analysis;
    } catch { /* another version's data: left out */ }
  }
  const linkLeft = [];
  for (const a of Array.isArray(held?.linkLeft) ? held.linkLeft : []) {
    try {
      const analysis = readAnalysis(a);
      const file = readFileGame(a);
      if (analysis) linkLeft.push(file ? { ...analysis, file } : analysis);
    } catch { /* another version's data: left out */ }
  }
  let uncut = null;
  try {
    const analysis = held?.uncut && readAnalysis(held.uncut);
    if (analysis && Number.isInteger(held.uncut.added)) {
      uncut = { analysis, removed: strings(held.uncut.removed), added: held.uncut.added, landed: typeof held.uncut.landed === 'string' ? held.uncut.landed : '', named: readFileGame(held.uncut) };
    }
  } catch { /* left out */ }
  return { uncut, kept, linkLeft };
}

/** Whether what was saved is for the address's link: the link of what was shown, or, on a reload,
 *  one the page wrote shortly before, which a reload right after a burst of steps may have taken
 *  (address-bar.js): that reload finds the analysis, at the move shown. A link opened, or gone Back
 *  to, is the link it names, even one this analysis once had. */
const savedFor = (saved) => Boolean(saved) && (saved.hash === location.hash
  || (reloaded() && Array.isArray(saved.links) && saved.links.includes(location.hash)));
const reloaded = () => performance.getEntriesByType?.('navigation')[0]?.type === 'reload';

/** Shows the analysis saved for the address's link; false when there is none (or it cannot be read). */
export function restoreSession() {
  let saved;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY));
  } catch {
    return false;
  }
  const record = cleanRecord(saved?.record);
  if (!record || !savedFor(saved)) return false;
  let t;
  try {
    t = recordToTree(record);
    newGame(t.profile, t.fen, { tags: t.tags, result: t.result });
  } catch {
    return false;
  }
  state.flipped = readHash(location.hash).flipped === true;
  setRoot(t.root);
  for (const uci of strings(saved.path)) {
    const child = state.node.children.find((c) => c.uci === uci);
    if (!child) break;
    stepForward(child);
  }
  relabel(state.root, state.profile, state.startFen, choice());
  try { restoreReview(saved.review); } catch { /* another version's data: no review */ }
  holdAnalyses(readHeld(saved.held));
  try { // the games picker of the file the analysis came from, with the work on its other games
    const file = JSON.parse(sessionStorage.getItem(FILE_KEY));
    if (savedFor(file) && restorePicker(file.file, (a) => { try { return readAnalysis(a); } catch { return null; } })) {
      // the file of the analyses links replaced, and of the uncut one: Back to one, or the rules
      // that keep every move of it, name its game again (record-io.js nameGameAgain)
      for (const file of [...state.linkLeft.map((a) => a.file), state.uncut?.named]) if (file && state.records[file.shown.index]) file.records = state.records;
    }
  } catch { /* another version's data: no picker */ }
  try { // the archive picker of the file, its files read again from where they are kept
    const archive = JSON.parse(sessionStorage.getItem(ARCHIVE_KEY));
    if (savedFor(archive)) restoreArchive(archive.archive);
  } catch { /* another version's data: no picker */ }
  if (typeof saved.editor?.fen === 'string') openEditor(saved.editor); // over the analysis, as it was left
  return true;
}
