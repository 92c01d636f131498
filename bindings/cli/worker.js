// worker.js — one --jobs worker: loads the wasm module once, then processes batches of work
// items (work.js) as the main thread sends them, answering each with its sequence number.
import { parentPort, workerData } from 'node:worker_threads';
import { init } from '../index.js';
import { processBatch } from './work.js';

await init();
parentPort.on('message', ({ seq, items }) => {
  // The output goes back as a string, not as transferred bytes: a received ArrayBuffer is
  // external memory that the mostly idle main thread frees only at its rare full GCs, so
  // they piled up (measured on 20k records: peak RSS 108 MB with bytes, 99 MB as strings,
  // and no slower); a string dies young in the main thread's nursery once written.
  const { out, err, counts } = processBatch(items, workerData);
  parentPort.postMessage({ seq, out, err, counts });
});
