// worker.js — one --jobs worker: loads the wasm module once, then processes batches of work
// items (work.js) as the main thread sends them, answering each with its sequence number.
import { parentPort, workerData } from 'node:worker_threads';
import { init } from '../index.js';
import { processBatch } from './work.js';
import { makeDefinitions } from './define.js';

const encoder = new TextEncoder();
// Output buffers the main thread gave back once written. The output goes to the main thread as
// UTF-8 bytes in a transferred buffer (it only writes them); reusing the buffers, rather than
// encoding each batch into a new one, matters for memory: the idle main thread frees a dead
// buffer only at its rare GCs (160k short records, --jobs 2: ~+20 MB peak RSS that way).
const spares = [];

/** The batch's output in a spare buffer (or a new one if none holds it): [buffer, length]. */
function encode(text) {
  for (let i = 0; i < spares.length; i++) {
    const bytes = spares[i];
    if (bytes.length < text.length) continue;
    const { read, written } = encoder.encodeInto(text, bytes);
    if (read === text.length) {
      spares.splice(i, 1);
      return [bytes.buffer, written];
    }
  }
  if (spares.length) spares.shift(); // too small for this output: let it go, keep the others
  const bytes = new Uint8Array(Math.max(1 << 16, text.length * 3)); // UTF-8: at most 3 bytes a UTF-16 unit
  return [bytes.buffer, encoder.encodeInto(text, bytes).written];
}

await init();
makeDefinitions(workerData.defined); // the main thread's --define profiles
parentPort.on('message', ({ seq, items, buffer }) => {
  if (buffer) spares.push(new Uint8Array(buffer));
  const { out, err, counts, copies } = processBatch(items, workerData.ctx);
  // convert --unique: the text, with where each record's is, goes as it is (the main thread cuts it)
  // and so does --encoding's (one character a byte: UTF-8 would not be the records' bytes)
  if (copies || workerData.ctx.encoding) return void parentPort.postMessage({ seq, out, length: 0, err, counts, copies });
  if (!out.length) {
    parentPort.postMessage({ seq, out: null, length: 0, err, counts });
    return;
  }
  const [bytes, length] = encode(out);
  parentPort.postMessage({ seq, out: bytes, length, err, counts }, [bytes]);
});
