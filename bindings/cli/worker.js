// worker.js — one --jobs worker: loads the wasm module once, then processes batches of work
// items (work.js) as the main thread sends them, answering each with its sequence number.
import { parentPort, workerData } from 'node:worker_threads';
import { init } from '../index.js';
import { processBatch } from './work.js';

const encoder = new TextEncoder();

await init();
parentPort.on('message', ({ seq, items }) => {
  const { out, err, counts } = processBatch(items, workerData);
  // the output as bytes, moved rather than copied: the main thread only writes it
  const bytes = encoder.encode(out);
  parentPort.postMessage({ seq, out: bytes, err, counts }, [bytes.buffer]);
});
