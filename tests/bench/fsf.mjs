// fsf.mjs — Fairy-Stockfish (GPL; a benchmark anchor only, never linked or copied) as a UCI child
// process: one process per variant, kept open so that its start-up is never timed. Perft is
// timed from writing `go perft N` to reading `Nodes searched: ...`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { FSF_PATHS } from '../../scripts/engine-bridge.mjs'; // where npm start looks for it too

/** The engine's path, installing the Debian package when it is missing and we are root. */
export function findFsf({ install = true, log = () => {} } = {}) {
  const found = () => FSF_PATHS.find((p) => fs.existsSync(p));
  if (found() || !install) return found() ?? null;
  if (process.getuid?.() !== 0) {
    log('fairy-stockfish is missing: `sudo apt-get install fairy-stockfish` to compare with it');
    return null;
  }
  log('installing fairy-stockfish (apt)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', 'fairy-stockfish'], { stdio: 'inherit', env });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = spawnSync('apt-get', ['install', '-y', 'fairy-stockfish'], { stdio: 'inherit', env });
  }
  return found() ?? null;
}

export class Fsf {
  /** Starts the engine for a UCI variant (xiangqi, janggi, makruk; none for a one-game engine
   * such as Pikafish). */
  static async open(binary, variant) {
    const e = new Fsf(binary);
    if (variant) e.send(`setoption name UCI_Variant value ${variant}`);
    e.send('isready');
    await e.waitFor(/^readyok/);
    return e;
  }

  constructor(binary) {
    this.proc = spawn(binary, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.buffer = '';
    this.waiters = [];
    this.onLine = null; // every line the engine says, whole, when set
    this.proc.stdout.setEncoding('utf8');
    this.proc.stdout.on('data', (chunk) => {
      this.buffer += chunk;
      let nl;
      while ((nl = this.buffer.indexOf('\n')) >= 0) {
        const line = this.buffer.slice(0, nl).trim();
        this.buffer = this.buffer.slice(nl + 1);
        this.onLine?.(line);
        const w = this.waiters[0];
        const m = w && w.re.exec(line);
        if (m) { this.waiters.shift(); w.resolve(m); }
      }
    });
  }

  send(line) { this.proc.stdin.write(`${line}\n`); }

  waitFor(re) { return new Promise((resolve) => this.waiters.push({ re, resolve })); }

  /** Perft from a FEN (or the start position): { nodes, seconds }. */
  async perft(depth, fen) {
    this.send(fen ? `position fen ${fen}` : 'position startpos');
    this.send('isready');
    await this.waitFor(/^readyok/);
    const done = this.waitFor(/^Nodes searched: (\d+)/);
    const t0 = performance.now();
    this.send(`go perft ${depth}`);
    const m = await done;
    return { nodes: Number(m[1]), seconds: (performance.now() - t0) / 1000 };
  }

  close() {
    this.send('quit');
    this.proc.stdin.end();
  }
}

/**
 * The lines of one search by a fresh engine process to `depth` (one thread: the same search each
 * time), from `fen` or the variant's start and the `moves` played from it, with `lines` best moves searched (MultiPV), or the
 * moves `searchmoves` alone:
 * [{ line, depth, score: { cp } | { mate }, pv, bound }] in the order reported (`line` 1 the best;
 * `bound`: an aspiration search's bound, not an exact score).
 * Its input stays open until its bestmove: at the end of its input it stops searching.
 */
export function searchLines(binary, { variant, fen, moves = [], depth, lines = 1, searchmoves }) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.on('error', reject);
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      if (/^bestmove/m.test(out)) child.stdin.end('quit\n');
    });
    child.on('close', () => resolve([...out.matchAll(/^info .*?\bdepth (\d+) .*?\bscore (cp|mate) (-?\d+).*?\bpv (.+)$/gm)]
      .map((m) => ({ line: Number(/\bmultipv (\d+)/.exec(m[0])?.[1] ?? 1), depth: Number(m[1]), score: { [m[2]]: Number(m[3]) }, pv: m[4].trim().split(/\s+/), bound: /\b(upper|lower)bound\b/.test(m[0]) }))));
    child.stdin.write(`uci\nsetoption name UCI_Variant value ${variant}\nsetoption name MultiPV value ${lines}\nucinewgame\n${fen ? `position fen ${fen}` : 'position startpos'}${moves.length ? ` moves ${moves.join(' ')}` : ''}\ngo depth ${depth}${searchmoves ? ` searchmoves ${searchmoves}` : ''}\n`);
  });
}
