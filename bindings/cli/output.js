// output.js — buffered stdout (lines joined and written in large chunks, with backpressure for
// long runs) and one-line stderr messages.

/** A write run as it is (out.around with no progress bar drawn). */
export const runWrite = (write) => write();

export const out = {
  encoding: 'utf-8', // convert --encoding: 'latin1', its texts being the records' bytes
  chunks: [],
  size: 0,
  /** Runs each write to stdout: while a progress bar is drawn on the terminal stdout shares,
   *  with the bar cleared around it (progress.js aside), so that no line starts after its text. */
  around: runWrite,
  line(text) {
    this.chunks.push(text, '\n');
    this.size += text.length + 1;
    if (this.size > 1 << 16) this.flush();
  },
  /** Adds already joined lines (each ending in "\n"). */
  text(text) {
    if (!text.length) return;
    this.chunks.push(text);
    this.size += text.length;
    if (this.size > 1 << 16) this.flush();
  },
  /** Writes UTF-8 bytes (a worker's batch: already one large chunk); `written()` is called once
   *  stdout is done with them. */
  bytes(bytes, written) {
    this.flush();
    this.around(() => process.stdout.write(bytes, written));
  },
  flush() {
    if (!this.chunks.length) return;
    const text = this.chunks.join('');
    this.around(() => process.stdout.write(text, this.encoding));
    this.chunks = [];
    this.size = 0;
  },
  /** Resolves once stdout has drained: a pipe is written asynchronously, and a slow reader
   *  downstream must slow the run down rather than fill memory. */
  async drain() {
    this.flush();
    if (process.stdout.writableNeedDrain) await new Promise((resolve) => process.stdout.once('drain', resolve));
  },
};

export const err = (text) => process.stderr.write(`${text}\n`);
