// output.js — buffered stdout (lines joined and written in large chunks, with backpressure for
// long runs) and one-line stderr messages.

export const out = {
  chunks: [],
  size: 0,
  line(text) {
    this.chunks.push(text, '\n');
    this.size += text.length + 1;
    if (this.size > 1 << 16) this.flush();
  },
  /** Adds already joined lines (each ending in "\n"). */
  text(text) {
    if (!text) return;
    this.chunks.push(text);
    this.size += text.length;
    if (this.size > 1 << 16) this.flush();
  },
  /** Writes what is buffered; true when the stream wants no more for now. */
  flush() {
    if (!this.chunks.length) return false;
    const full = !process.stdout.write(this.chunks.join(''));
    this.chunks = [];
    this.size = 0;
    return full;
  },
  /** Resolves once stdout has drained (a slow reader downstream keeps memory flat). */
  async drain() {
    if (this.flush()) await new Promise((resolve) => process.stdout.once('drain', resolve));
  },
};

export const err = (text) => process.stderr.write(`${text}\n`);
