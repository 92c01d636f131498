// progress.js — progress on stderr while records stream: a bar redrawn in place on a terminal
// (records, plies/s, and the ETA when the total size of the input is known), or one plain line
// a second when --progress asks for it elsewhere (a log: the share done and the ETA too, and the
// file being read). Never on stdout.

import { shownName } from './common.js';

const BAR = 20;

function clock(seconds) {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
  return `${h ? `${h}:${String(m).padStart(2, '0')}` : m}:${String(r).padStart(2, '0')}`;
}

/** { bytes(n), source(name), end() } — counts is read at every tick; total (bytes) may be null. */
export function makeProgress({ label, counts, tty, total }) {
  const t0 = performance.now();
  let read = 0, drawn = false, reading = null, last = '';
  const rate = (n, seconds) => Math.round(n / Math.max(seconds, 1e-6));
  const tick = () => {
    const seconds = (performance.now() - t0) / 1000;
    const kept = 'found' in counts ? `${counts.found} found` : `${counts.illegal} illegal`; // find's, or validate's and convert's
    const base = `${label}: ${counts.records} records (${kept}, ${counts.unreadable} unreadable), `
      + `${counts.plies} plies, ${rate(counts.plies, seconds)} plies/s`;
    const done = total ? Math.min(1, read / total) : null;
    const eta = done ? `ETA ${clock(seconds * (1 - done) / done)} ` : '';
    if (!tty) {
      const share = done === null ? '' : `${Math.floor(done * 100)}% ${eta}`;
      process.stderr.write(`${share}${base}${reading === null ? '' : `, reading ${reading}`}\n`);
      return;
    }
    let bar = '';
    if (total) {
      const filled = Math.round(done * BAR);
      bar = `[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${Math.floor(done * 100)}% ${eta}`;
    }
    last = `\r${bar}${base}\x1b[K`;
    process.stderr.write(last);
    drawn = true;
  };
  const timer = setInterval(tick, tty ? 250 : 1000);
  timer.unref();
  return {
    bytes(n) { read += n; },
    source(name) { reading = shownName(name); },
    /** Runs `write` (lines for the terminal the bar is on) with the bar cleared, then redraws
     *  it below them: else a line would start after the bar's text, on its row. */
    aside(write) {
      if (!drawn) return write();
      process.stderr.write('\r\x1b[K');
      write();
      process.stderr.write(last);
    },
    end() {
      clearInterval(timer);
      if (drawn) process.stderr.write('\r\x1b[K');
      drawn = false;
    },
  };
}
