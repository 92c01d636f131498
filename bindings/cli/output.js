// output.js — buffered stdout (lines joined and written in large chunks, with backpressure for
// long runs) and one-line stderr messages.

export const out = {
  encoding: 'utf-8', // convert --encoding: 'latin1', its texts being the records' bytes
  chunks: [],
  size: 0,
  /** Set while a progress bar is drawn on the terminal stdout shares: takes each write, to
   *  clear the bar around it (progress.js aside), so that no line starts after the bar's text. */
  around: null,
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
    const write = () => process.stdout.write(bytes, written);
    if (this.around) this.around(write); else write();
  },
  flush() {
    if (!this.chunks.length) return;
    const text = this.chunks.join('');
    const write = () => process.stdout.write(text, this.encoding);
    if (this.around) this.around(write); else write();
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
