// snapshot-browser-worker.mjs — a browser module Worker: restores each snapshot it is sent and
// answers with its summary (tests/js/snapshot.test.js).
import { restoreAndSummarise } from './game-summary.mjs';

self.onmessage = async ({ data }) => {
  try {
    self.postMessage({ summary: await restoreAndSummarise(data) });
  } catch (e) {
    self.postMessage({ error: `${e.name} ${e.code}: ${e.message}` });
  }
};
