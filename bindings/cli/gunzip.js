// gunzip.js — gzip data (a .gz file, gzip on standard input or in a FIFO or a zip entry) read
// as it uncompresses, `chunk` bytes at a time (read.js reads the bytes it gives as any file's).
import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** A gzip-compressed file's bytes, uncompressed as they are read (every member of one that
 *  `cat` joined); `onRead(n)` counts the compressed bytes read, which the progress measures
 *  against the file's size. */
export function gunzipChunks(file, onRead, chunk) {
  const compressed = fs.createReadStream(file, { highWaterMark: chunk });
  compressed.on('data', (bytes) => onRead(bytes.length));
  return throughGunzip(compressed, chunk);
}

/** Gzip data that comes as a stream (standard input, a FIFO, a zip entry), uncompressed from its
 *  `first` chunk, already taken, on; `onRead(n)` counts the compressed bytes. Each chunk is
 *  copied: a FIFO's share one buffer, which zlib may still be reading when the next is read. */
export function gunzipStream(first, rest, onRead, chunk) {
  async function* compressed() {
    onRead(first.length);
    yield Buffer.from(first);
    for (let next = await rest.next(); !next.done; next = await rest.next()) {
      onRead(next.value.length);
      yield Buffer.from(next.value);
    }
  }
  return throughGunzip(Readable.from(compressed(), { objectMode: false }), chunk);
}

async function* throughGunzip(compressed, chunk) {
  try {
    for await (const bytes of compressed.pipe(zlib.createGunzip({ chunkSize: chunk }))) yield bytes;
  } catch (e) {
    throw Object.assign(new Error(`the gzip data is damaged: ${e.message}`), { code: 'read-error' });
  } finally {
    compressed.destroy();
  }
}
