// stream.js — the pipeline shared by validate, convert and find: read the inputs as a stream of work
// items (read.js), batch them, run the batches on the pool (pool.js) and write the results in
// input order, with progress on stderr. One batch at a time is built; the pool bounds the rest.
import os from 'node:os';
import { EXIT, UsageError } from './args.js';
import { totalSize } from './inputs.js';
import { makePool } from './pool.js';
import { makeProgress } from './progress.js';
import { readItems } from './read.js';
import { err, out, runWrite } from './output.js';
import { addCounts, newCounts } from './work.js';
import { keepFirst } from './unique.js';
import { plural } from './common.js';

const BATCH_BYTES = 1 << 16; // enough records per message to amortise the messaging

/** Runs the pipeline; resolves to { counts, seconds, cpuSeconds }. `jsonSummary`: where the run's
 *  summary goes as a {"summary"} line ('stdout', 'stderr'; validate --json, --pipe), so that a
 *  run cut by a signal ends there with one too, saying so ("interrupted"). */
export async function runStream({ label, inputs, ctx, jobs, progress, jsonSummary = null }) {
  const counts = newCounts(ctx);
  const tty = !!process.stderr.isTTY;
  const bar = progress || tty
    ? makeProgress({ label, counts, tty, total: await totalSize(inputs) })
    : null;
  const t0 = performance.now(), cpu0 = process.cpuUsage();
  // reading standard input (a FIFO): a producer may write a game at a time and wait for its answer
  // (--pipe), so what has come is sent on and answered at once, not held for a full batch
  let live = false;
  const unique = ctx.unique ? keepFirst() : null; // convert --unique
  let stopped = false; // by a signal: the reports written and counted so far stand alone
  const pool = makePool(jobs, ctx, (r) => {
    if (stopped) return;
    if (unique) {
      const passed = unique.pass(r.out, r.copies);
      r = { ...r, out: passed.out, err: r.err + passed.err };
      counts.duplicates += passed.duplicates; // left out here: the workers' counts have none
    }
    if (typeof r.out === 'string') out.text(r.out);
    else if (r.out) out.bytes(new Uint8Array(r.out, 0, r.length), () => pool.recycle(r.out));
    if (r.err) {
      out.flush();
      (bar ? bar.aside : runWrite)(() => process.stderr.write(r.err));
    }
    addCounts(counts, r.counts);
    if (live) out.flush();
  });
  // stdout on the bar's terminal too: its lines are written with the bar cleared
  if (bar && tty && process.stdout.isTTY) out.around = (write) => bar.aside(write);
  // Ctrl-C or SIGTERM (kill, a job's time limit): Node's default would end the run at once, the
  // reports still buffered lost and the bar left on screen. The reports of the records done are
  // written, the bar cleared, a line on stderr says the run was cut, and the exit code is the one
  // a shell gives a process the signal ended (128 + its number). A second signal ends it at once.
  const interrupted = (signal) => {
    if (stopped) process.exit(EXIT[signal]);
    stopped = true;
    out.flush();
    out.around = runWrite;
    bar?.end();
    const kept = 'found' in counts ? `${counts.found} found` : `${counts.valid} ${label === 'convert' ? 'converted' : 'valid'}, ${counts.illegal} illegal`;
    const line = `${label}: interrupted by ${signal} after ${plural(counts.records, 'record')}: ${kept}, ${counts.unreadable} unreadable; `
      + `${counts.plies} ${counts.plies === 1 ? 'ply' : 'plies'} in ${((performance.now() - t0) / 1000).toFixed(2)} s; the input after them was not reported`;
    const summary = JSON.stringify({ summary: { ...counts, seconds: Number(((performance.now() - t0) / 1000).toFixed(3)), interrupted: signal } });
    if (jsonSummary === 'stdout') process.stdout.write(`${summary}\n`);
    // a pipe whose reader is behind holds the reports in Node's buffer: written out before the exit
    process.stdout.write('', () => {
      err(line);
      if (jsonSummary === 'stderr') err(summary);
      process.exit(EXIT[signal]);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, interrupted);
  try {
    let batch = [], bytes = 0;
    for await (const items of readItems(inputs, bar ? (n) => bar.bytes(n) : undefined)) {
      for (const item of items) {
        batch.push(item);
        bytes += item.data?.length ?? 64;
      }
      live = !!items.live;
      if (bar && items.length) bar.source(items[items.length - 1].source);
      if (bytes >= BATCH_BYTES || (live && batch.length)) {
        await pool.submit(batch, live);
        batch = [];
        bytes = 0;
        await out.drain();
      }
    }
    if (batch.length) await pool.submit(batch);
    await pool.finish();
  } finally {
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, interrupted);
    out.flush();
    out.around = runWrite;
    bar?.end();
  }
  if (stopped) await new Promise(() => {}); // the input ended while the signal's reports were written: no summary, its exit comes
  const cpu = process.cpuUsage(cpu0); // every thread of the process
  return { counts, seconds: (performance.now() - t0) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/** --jobs: a whole number from 1 to 256; the default is the number of cores. */
export function jobsOf(text) {
  if (text === undefined) return os.availableParallelism?.() ?? os.cpus().length;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 256) {
    throw new UsageError(`bad --jobs ${JSON.stringify(text)}: a whole number from 1 to 256`);
  }
  return Number(text);
}
