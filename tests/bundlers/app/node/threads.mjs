// threads.mjs — worker_threads: the check runs in a worker thread and posts its result back.
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

if (isMainThread) {
  const worker = new Worker(new URL(import.meta.url));
  worker.once('message', (result) => { console.log(JSON.stringify({ result })); worker.terminate(); });
  worker.once('error', (e) => { console.error(e); process.exit(1); });
} else {
  const lib = await import('boardrules');
  const cg = await import('boardrules/chessground');
  const { check } = await import('../src/check.mjs');
  parentPort.postMessage(await check(lib, cg));
}
