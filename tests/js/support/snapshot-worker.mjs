// snapshot-worker.mjs — a worker_threads worker: restores each snapshot it is sent and answers
// with its summary (tests/js/snapshot.test.js).
import { parentPort } from 'node:worker_threads';
import { restoreAndSummarise } from './game-summary.mjs';

parentPort.on('message', async (snapshot) => {
  try {
    parentPort.postMessage({ summary: await restoreAndSummarise(snapshot) });
  } catch (e) {
    parentPort.postMessage({ error: `${e.name} ${e.code}: ${e.message}` });
  }
});
