// address-bar.js — the link of what the board shows, kept in the address bar (hash.js writes it)
// without outrunning what the browser takes.
import { lineTo, depth, endOfLine } from './tree.js';
import { writeHash } from './hash.js';
import { state } from './state.js';

/** The link of what is shown: the line through the node shown, and how far along it is. */
export function hashOfState() {
  const line = lineTo(endOfLine(state.node)).slice(1).map((n) => n.uci);
  return writeHash({ profile: state.profile, fen: state.startFen, moves: line, ply: depth(state.node), flipped: state.flipped });
}

// Chromium ignores history.replaceState beyond 200 calls in 10 s (crbug.com/1038223), and a held
// arrow key steps 30 times a second: a link it ignored leaves the address bar behind, and a
// reload then finds it is not the one the session was saved with. So the link is written at once
// while fewer than WRITE_BUDGET were written in the last 10 s, else once at the end of each
// WRITE_DELAY, the latest then: never more than about 150 in 10 s.
const WRITE_BUDGET = 100, WRITE_DELAY = 200, WINDOW = 10000;
const writes = []; // when the latest links were written, in the last WINDOW
let pendingWrite = null;
// The links written last, and the one the page opened: the browser takes a write a little after
// the page makes it, so a reload started meanwhile opens one of these, not the latest.
const RECENT = 64;
const recent = [location.hash];
export const recentLinks = () => [...recent];

/** Puts the link of what is shown in the address bar, now or a little later (above). */
export function updateHash() {
  if (pendingWrite) return; // it writes the latest
  const now = performance.now();
  while (writes.length && writes[0] <= now - WINDOW) writes.shift();
  if (writes.length < WRITE_BUDGET) flushHash();
  else pendingWrite = setTimeout(flushHash, WRITE_DELAY);
}

/** Writes the link now (the page being left, a link copied): the one a reload must find. */
export function flushHash() {
  clearTimeout(pendingWrite);
  pendingWrite = null;
  const hash = hashOfState();
  if (location.hash === hash) return;
  history.replaceState(null, '', hash);
  writes.push(performance.now());
  recent.push(hash);
  if (recent.length > RECENT) recent.shift();
}
