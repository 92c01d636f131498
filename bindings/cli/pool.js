// pool.js — runs batches of work items on N worker threads and hands the results back in
// submission order. --jobs 1 uses one worker too: the worker's small heap limits (below) keep
// RSS flat, where this thread's default heap grew by ~30-50 MB for 8x the input. At most two batches per worker are in
// flight, so memory stays flat: submit() waits while the pool is full.
import { Worker } from 'node:worker_threads';
import { processBatch } from './work.js';
import { definitions } from './define.js';

const PER_WORKER = 2;
const HERE_BYTES = 1 << 16; // input run in this thread before workers start: one batch's worth
// A small young generation: each record's garbage dies young, and V8's default nursery (tens of
// MB per worker) would otherwise be most of the RSS, and grow with the run (measured: +35 MB for
// 8x the input with the defaults, +11 MB with these). 4 MB, not 2: at 2 the scavenges cost
// ~10% of the CPU (100k records of 20-80 plies, --jobs 2, paired runs: 3.70-3.92 -> 3.10-3.35 CPU s;
// --jobs 1 3.6-3.8 -> 3.0-3.6) for +1..2 MB of RSS growth for 8x the input (8 MB: +5..8 MB).
// The old generation bounds one record.
const LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 128 };

/**
 * { submit(items, live?): Promise, finish(): Promise, recycle(buffer) }. onResult({ out, length, err,
 * counts }) is called in submission order: `out` is a string (a batch run in this thread) or an
 * ArrayBuffer holding `length` bytes of UTF-8, to hand back with recycle() once written (the
 * workers reuse it; see worker.js). A worker that dies rejects submit/finish (an internal error).
 */
export function makePool(jobs, ctx, onResult) {
  const workers = [];
  const done = new Map(); // seq -> result waiting for its predecessors
  let nextSeq = 0, emitSeq = 0, inFlight = 0, failure = null, wake = null;
  let held = null; // the first batch: an input that fits in one batch never starts a worker
  let hereBytes = 0; // live batches run in this thread, before any worker started
  const spares = []; // output buffers written out, to go back to the workers
  const notify = () => { const w = wake; wake = null; w?.(); };
  const startWorkers = () => {
    for (let i = 0; i < jobs; i++) startWorker();
  };
  const startWorker = () => {
    const worker = new Worker(new URL('./worker.js', import.meta.url), { workerData: { ctx, defined: definitions() }, resourceLimits: LIMITS });
    const slot = { worker, busy: 0 };
    worker.on('message', (result) => {
      slot.busy--;
      inFlight--;
      done.set(result.seq, result);
      while (done.has(emitSeq)) {
        const r = done.get(emitSeq);
        done.delete(emitSeq++);
        onResult(r);
      }
      notify();
    });
    worker.on('error', (e) => { failure ??= e; notify(); });
    worker.on('exit', (code) => {
      if (code !== 0 && !failure) failure = new Error(`a worker exited with code ${code}`);
      notify();
    });
    workers.push(slot);
  };
  const waitFor = async (ready) => {
    while (!failure && !ready()) await new Promise((resolve) => { wake = resolve; });
    if (failure) throw failure;
  };
  const send = async (items) => {
    await waitFor(() => inFlight < jobs * PER_WORKER);
    const slot = workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    slot.busy++;
    inFlight++;
    const buffer = spares.pop();
    const moved = buffer ? [buffer] : [];
    // input bytes that own their whole ArrayBuffer move to the worker rather than being copied
    // and left here as garbage (a small Buffer shares Node's pool: that one is copied)
    for (const { data } of items) if (data && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) moved.push(data.buffer);
    slot.worker.postMessage({ seq: nextSeq++, items, buffer }, moved);
  };
  return {
    recycle(buffer) { spares.push(buffer); },
    /** `live`: the input may wait for this batch's answer (a producer on standard input), so it
     *  is answered now: here while the input is still small, as a held batch would have been. */
    async submit(items, live = false) {
      if (!workers.length && !held) {
        if (!live) {
          held = items;
          return;
        }
        hereBytes += items.reduce((n, item) => n + (item.data?.length ?? 64), 0);
        if (hereBytes <= HERE_BYTES) {
          onResult(processBatch(items, ctx));
          return;
        }
      }
      if (!workers.length) {
        startWorkers();
        if (held) await send(held);
        held = null;
      }
      await send(items);
    },
    async finish() {
      if (!workers.length) {
        if (held) onResult(processBatch(held, ctx));
        return;
      }
      try {
        await waitFor(() => inFlight === 0);
      } finally {
        await Promise.all(workers.map((s) => s.worker.terminate()));
      }
    },
  };
}
