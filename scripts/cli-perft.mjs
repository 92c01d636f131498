// cli-perft.mjs — perft through the wasm build and the JS loader (bindings/wasm.js), as a
// command and as functions other scripts reuse.
//
//   perft <profile> <depth> [--fen FEN] [--wasm FILE]   prints the node count (time on stderr)
//   perft all <depth> [--wasm FILE]                     every built-in profile, start position
//   perft                                              the table of depths 1-3, every profile
//   profiles                                           the built-in profile names
import { loadWasm } from '../bindings/wasm.js';

/** A small wrapper over the raw exports: profile names, games from FENs, perft. */
export class WasmPerft {
  static async load(source) {
    return new WasmPerft(await loadWasm(source));
  }

  constructor({ exports, memory }) {
    this.x = exports;
    this.memory = memory;
  }

  /** Reads `len` bytes of the text buffer (the view is made anew: memory may have grown). */
  readText(len) {
    return new TextDecoder().decode(new Uint8Array(this.memory.buffer, this.x.br_wasm_text(), len));
  }

  /** Writes a NUL-terminated string into the text buffer. */
  writeText(s) {
    const bytes = new TextEncoder().encode(s);
    if (bytes.length >= this.x.br_wasm_text_capacity()) throw new RangeError('text too long');
    const buf = new Uint8Array(this.memory.buffer, this.x.br_wasm_text(), bytes.length + 1);
    buf.set(bytes);
    buf[bytes.length] = 0;
  }

  profiles() {
    const names = [];
    for (let i = 0; i < this.x.br_wasm_profile_count(); i++) {
      names.push(this.readText(this.x.br_wasm_profile_name(i)));
    }
    return names;
  }

  profileIndex(name) {
    const i = this.profiles().indexOf(name);
    if (i < 0) throw new Error(`unknown profile: ${name} (known: ${this.profiles().join(', ')})`);
    return i;
  }

  /** The last error as "code-name: message". */
  lastError() {
    const code = new Int32Array(this.memory.buffer, this.x.br_wasm_error(), 5)[0];
    const name = this.readText(this.x.br_wasm_error_name(code));
    return `${name}: ${this.readText(this.x.br_wasm_error_message())}`;
  }

  /** Perft from `fen` (or the profile's start position); returns { nodes, seconds }. */
  perft(profile, depth, fen = '') {
    const index = this.profileIndex(profile); // before writeText: it uses the text buffer too
    this.writeText(fen);
    const game = this.x.br_wasm_game_new(index);
    if (!game) throw new Error(this.lastError());
    try {
      const t0 = performance.now();
      const nodes = this.x.br_wasm_perft(game, depth);
      const seconds = (performance.now() - t0) / 1000;
      if (nodes < 0) throw new Error(`bad depth: ${depth}`);
      return { nodes, seconds };
    } finally {
      this.x.br_wasm_game_delete(game);
    }
  }
}

const USAGE = `usage: npm start -- perft <profile|all> <depth> [--fen FEN] [--wasm FILE]
       npm start -- perft            (depths 1-3 of every profile)
       npm start -- profiles`;

function parseArgs(args) {
  const opts = { positional: [], fen: '', wasm: undefined };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--fen') opts.fen = args[++i] ?? '';
    else if (a.startsWith('--fen=')) opts.fen = a.slice(6);
    else if (a === '--wasm') opts.wasm = args[++i];
    else if (a.startsWith('--wasm=')) opts.wasm = a.slice(7);
    else if (a === '-h' || a === '--help') opts.help = true;
    else opts.positional.push(a);
  }
  return opts;
}

const rate = ({ nodes, seconds }) => `${seconds.toFixed(3)} s, ${Math.round(nodes / Math.max(seconds, 1e-9))} nodes/s`;

/** Runs the command line `args` (without "node script"); returns the exit code. */
export async function runCli(args, { out = console.log, err = console.error } = {}) {
  const opts = parseArgs(args);
  const [command = 'perft', ...rest] = opts.positional;
  if (opts.help || (command !== 'perft' && command !== 'profiles')) {
    err(USAGE);
    return opts.help ? 0 : 2;
  }
  const engine = await WasmPerft.load(opts.wasm);
  if (command === 'profiles') {
    for (const name of engine.profiles()) out(name);
    return 0;
  }
  if (rest.length === 0) {
    // The default job: depths 1-3 from every profile's start position, as a table.
    const names = engine.profiles();
    const width = Math.max(...names.map((n) => n.length));
    out(`${'profile'.padEnd(width)}  ${[1, 2, 3].map((d) => `d${d}`.padStart(9)).join('')}`);
    for (const name of names) {
      const counts = [1, 2, 3].map((d) => String(engine.perft(name, d).nodes).padStart(9));
      out(`${name.padEnd(width)}  ${counts.join('')}`);
    }
    return 0;
  }
  const [profile, depthText] = rest;
  const depth = Number(depthText);
  if (!Number.isInteger(depth) || depth < 0 || rest.length > 2) {
    err(USAGE);
    return 2;
  }
  try {
    if (profile === 'all') {
      if (opts.fen) throw new Error('--fen needs one profile, not all');
      for (const name of engine.profiles()) {
        const r = engine.perft(name, depth);
        out(`${name}\t${r.nodes}`);
        err(`${name}: ${rate(r)}`);
      }
    } else {
      const r = engine.perft(profile, depth, opts.fen);
      out(String(r.nodes));
      err(rate(r));
    }
  } catch (e) {
    err(e.message);
    return 2;
  }
  return 0;
}
