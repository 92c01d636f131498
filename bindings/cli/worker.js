// worker.js — one --jobs worker: loads the wasm module once, then processes batches of work
// items (work.js) as the main thread sends them, answering each with its sequence number.
import { parentPort, workerData } from 'node:worker_threads';
import { init } from '../index.js';
import { processBatch } from './work.js';

await init();
parentPort.on('message', ({ seq, items }) => {
  parentPort.postMessage({ seq, ...processBatch(items, workerData) });
});
