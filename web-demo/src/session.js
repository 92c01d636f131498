// session.js — a reload keeps the whole analysis: its variations, comments, tags and result,
// which the link (hash.js) does not hold. It is written to the tab's sessionStorage when the
// page is hidden or left (not on every step: stepping stays one play or undo), and read back at
// start only while the address still holds the link it was saved with.
import { lineTo } from './tree.js';
import { relabel } from './notation.js';
import { readHash } from './hash.js';
import { recordToTree, treeToRecord } from './records.js';
import { state, choice } from './state.js';
import { newGame, stepForward } from './analysis.js';
import { hashOfState } from './render.js';

const KEY = 'boardrules-demo-analysis';

export function saveSession() {
  try {
    const record = treeToRecord({ profile: state.profile, fen: state.startFen, root: state.root, tags: state.tags, result: state.result });
    const path = lineTo(state.node).slice(1).map((n) => n.uci);
    sessionStorage.setItem(KEY, JSON.stringify({ hash: hashOfState(), record, path, pastEnd: state.game.playPastEnd }));
  } catch { /* storage full or turned off: the link still holds the line */ }
}

/** Shows the analysis saved for the address's link; false when there is none (or it cannot be read). */
export function restoreSession() {
  let saved;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY));
  } catch {
    return false;
  }
  if (!saved?.record || saved.hash !== location.hash) return false;
  let t;
  try {
    t = recordToTree(saved.record);
    newGame(t.profile, t.fen, { tags: t.tags, result: t.result });
  } catch {
    return false;
  }
  state.flipped = readHash(location.hash).flipped === true;
  state.game.playPastEnd = !!saved.pastEnd;
  state.root = t.root;
  state.node = t.root;
  for (const uci of saved.path ?? []) {
    const child = state.node.children.find((c) => c.uci === uci);
    if (!child) break;
    stepForward(child);
  }
  relabel(state.root, state.profile, state.startFen, choice());
  return true;
}
