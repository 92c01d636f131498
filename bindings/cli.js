#!/usr/bin/env node
// cli.js — the `boardrules` command: perft, legal moves, game-record validation and move
// explanations from the shell, over the same API as bindings/index.js (no other dependency).
//
//   boardrules perft xiangqi/youzai 4
//   boardrules moves makruk/plyyard --notation thai
//   boardrules validate janggi/plyyard games/ --json
//   boardrules explain xiangqi/youzai --fen '...' h3h10
//
// Exit codes: 0 ok; 1 an illegal move (validate, explain); 2 bad arguments; 3 unreadable input
// (validate); 70 internal error (a bug: the stack is printed).
import fs from 'node:fs';
import path from 'node:path';
import { init, Game, profiles, profileInfo, validateFen, NOTATIONS } from './index.js';

const EXIT = { OK: 0, ILLEGAL: 1, USAGE: 2, UNREADABLE: 3, INTERNAL: 70 };

/** A mistake in the command line: one line on stderr, "see --help", exit 2. */
class UsageError extends Error {}

// ---- help -----------------------------------------------------------------------------------

const HELP = {
  main: `boardrules — the rules of xiangqi, janggi and makruk, per site profile

usage: boardrules <command> [arguments] [options]

commands:
  perft <profile> <depth> [--fen F] [--divide]     count the leaves of the legal-move tree
  moves <profile> [--fen F] [--notation N]          list the legal moves of a position
  validate <profile> <file|dir|->... [--fen F] [--json] [--quiet] [--progress]
                                                    replay game records; report the first
                                                    illegal move of each, or its outcome
  explain <profile> [--fen F] <move>                "legal", or why the move is refused
  profiles                                          list the profiles
  help [command]                                    more about a command

options:
  -h, --help      this help (after a command: that command's help)
  -V, --version   the version

Moves are read in UCI (h3e3, c5c6m, e2e2 for a pass) or in the game's notation: WXF for
xiangqi (C2=5), numeric for janggi (H02-83), SAN or Thai SAN for makruk (Nd2, ม-ง๒).
A FEN is one argument: quote it.

exit codes: 0 ok, 1 illegal move found, 2 bad arguments, 3 unreadable input`,

  perft: `usage: boardrules perft <profile> <depth> [--fen F] [--divide]

Prints the number of leaves of the legal-move tree <depth> plies deep (0 to 12) from the
profile's start position, or from --fen.

  --fen F     start from this position
  --divide    one line per legal root move, "uci: count", in UCI order, then "total: N"

example: boardrules perft xiangqi/youzai 3          → 79666`,

  moves: `usage: boardrules moves <profile> [--fen F] [--notation N]

Prints the legal moves, one per line, in UCI order. Nothing when the game is over (the outcome
goes to stderr).

  --fen F          the position (default: the profile's start position)
  --notation N     uci (default), wxf (xiangqi), janggi (janggi), san or thai (makruk)

example: boardrules moves janggi/plyyard --notation janggi`,

  validate: `usage: boardrules validate <profile> <file|dir|->... [--fen F] [--json] [--quiet] [--progress]

Replays game records and reports, for each, the first illegal move (its ply, the text refused,
the code and message of the refusal, the FEN before it), or the outcome when every move is legal.
Ends with a summary line: records, valid, illegal, unreadable, plies, plies/s, records/s.

Inputs:
  file        one record: moves separated by spaces or new lines, in any notation the game
              reads (UCI, WXF, janggi numeric, SAN, Thai SAN; mixed is fine). An optional
              [FEN "..."] tag line before the moves sets the start position; other [Tag "..."]
              lines are ignored, as are blank lines, ";" comments, move numbers ("12." "12...")
              and results (1-0 0-1 1/2-1/2 *).
  file.jsonl  one record per line: {"profile"?: "...", "fen"?: "...", "moves": [...] | "..."}
              (also .ndjson)
  dir         every file in it and in its subdirectories, in name order (dot files skipped)
  -           standard input (JSON lines if its first line starts with "{")

  --fen F       start position of records that do not give one
  --json        one JSON object per record and a last {"summary": ...} line, instead of text
  --quiet       print only the records that are not valid, and the summary
  --progress    progress on stderr every second (the default when stderr is a terminal)

exit codes: 0 every record valid, 1 some record has an illegal move, 3 some input could not be
read (missing file, bad JSON, bad FEN, unknown profile; takes precedence over 1), 2 bad
arguments`,

  explain: `usage: boardrules explain <profile> [--fen F] <move>

Prints "legal" (exit 0), or the refusal as "code: message" (exit 1).

  --fen F     the position (default: the profile's start position)

example: boardrules explain xiangqi/youzai h3h9     → path-blocked: a piece blocks the way`,

  profiles: `usage: boardrules profiles

Lists the built-in profiles, one per line, with a summary of their rule choices.`,

  help: `usage: boardrules help [command]`,
};

// ---- argument parsing -----------------------------------------------------------------------

const COMMANDS = {
  perft: { positional: ['profile', 'depth'], options: { fen: 'value', divide: 'flag' } },
  moves: { positional: ['profile'], options: { fen: 'value', notation: 'value' } },
  validate: {
    positional: ['profile', 'file'], variadic: true,
    options: { fen: 'value', json: 'flag', quiet: 'flag', progress: 'flag' },
  },
  explain: { positional: ['profile', 'move'], options: { fen: 'value' } },
  profiles: { positional: [], options: {} },
  help: { positional: [], optional: ['command'], options: {} },
};

/** Splits argv into { command, args, opts, help, version }. Throws UsageError. */
function parseArgs(argv) {
  const out = { command: null, args: [], opts: {}, help: false, version: false };
  let i = 0;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '--help') out.help = true;
    else if (a === '-V' || a === '--version') out.version = true;
    else if (a.startsWith('-') && a !== '-') throw new UsageError(`unknown option ${a}`);
    else break;
  }
  if (i === argv.length) return out;
  const command = argv[i++];
  const spec = COMMANDS[command];
  if (!spec) throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  out.command = command;
  let rest = false;
  for (; i < argv.length; i++) {
    const a = argv[i];
    // "-" (stdin) and negative numbers ("-1", a bad depth) are arguments, not options.
    if (rest || a === '-' || !a.startsWith('-') || /^-\d/.test(a)) {
      out.args.push(a);
      continue;
    }
    if (a === '--') { rest = true; continue; }
    if (a === '-h' || a === '--help') { out.help = true; continue; }
    const m = /^--([a-z-]+)(?:=([\s\S]*))?$/.exec(a);
    const kind = m && spec.options[m[1]];
    if (!kind) throw new UsageError(`unknown option ${a.split('=')[0]} for ${command}`);
    const name = m[1];
    if (kind === 'flag') {
      if (m[2] !== undefined) throw new UsageError(`--${name} takes no value`);
      out.opts[name] = true;
    } else if (m[2] !== undefined) {
      out.opts[name] = m[2];
    } else {
      const value = argv[i + 1];
      if (value === undefined || (value.startsWith('--') && value.length > 2)) {
        throw new UsageError(`--${name} needs a value`);
      }
      out.opts[name] = value;
      i++;
    }
  }
  if (out.help) return out;
  const needed = spec.positional.length;
  if (out.args.length < needed) {
    throw new UsageError(`${command}: missing <${spec.positional[out.args.length]}>`);
  }
  const max = spec.variadic ? Infinity : needed + (spec.optional?.length ?? 0);
  if (out.args.length > max) {
    throw new UsageError(`${command}: unexpected argument ${JSON.stringify(out.args[max])}`);
  }
  return out;
}

// ---- output ---------------------------------------------------------------------------------

/** Buffered stdout: lines are joined and written in large chunks. */
const out = {
  chunks: [],
  size: 0,
  line(text) {
    this.chunks.push(text, '\n');
    this.size += text.length + 1;
    if (this.size > 1 << 16) this.flush();
  },
  flush() {
    if (!this.chunks.length) return;
    process.stdout.write(this.chunks.join(''));
    this.chunks = [];
    this.size = 0;
  },
};
const err = (text) => process.stderr.write(`${text}\n`);

// ---- shared helpers -------------------------------------------------------------------------

function checkProfile(name) {
  if (!profiles().includes(name)) {
    throw new UsageError(`unknown profile ${JSON.stringify(name)} (profiles: ${profiles().join(', ')})`);
  }
  return name;
}

/** A game from the command line's profile and --fen; a bad FEN is a usage error. */
function gameFrom(profile, fen) {
  checkProfile(profile);
  if (fen !== undefined) {
    const check = validateFen(profile, fen);
    if (!check.ok) throw new UsageError(`bad --fen: ${check.error.code}: ${check.error.message}`);
  }
  return new Game(profile, fen);
}

const byUci = (a, b) => (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0);
const outcomeText = (o) => (o.over ? `${o.result} ${o.reason}` : '* (not over)');
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A move's text in a notation; setup choices (janggi/vchess) have only their UCI form. */
function moveText(game, move, notation) {
  if (notation === 'uci' || move.setup) return move.uci;
  return game.notation(move.uci, notation);
}

// ---- perft ----------------------------------------------------------------------------------

function cmdPerft({ args: [profile, depthText], opts }) {
  const depth = /^\d+$/.test(depthText) ? Number(depthText) : NaN;
  if (!(depth >= 0 && depth <= 12)) {
    throw new UsageError(`bad depth ${JSON.stringify(depthText)}: an integer from 0 to 12`);
  }
  const game = gameFrom(profile, opts.fen);
  const t0 = performance.now();
  let total;
  if (opts.divide) {
    total = 0;
    if (depth === 0) {
      total = 1;
    } else {
      for (const move of game.moves().sort(byUci)) {
        if (game.playRaw(move.raw)) throw new Error(`a legal move was refused: ${move.uci}`);
        const n = game.perft(depth - 1);
        game.undo();
        total += n;
        out.line(`${move.uci}: ${n}`);
      }
    }
    out.line(`total: ${total}`);
  } else {
    total = game.perft(depth);
    out.line(String(total));
  }
  const seconds = (performance.now() - t0) / 1000;
  if (process.stderr.isTTY) err(`${seconds.toFixed(3)} s, ${Math.round(total / Math.max(seconds, 1e-6))} nodes/s`);
  game.free();
  return EXIT.OK;
}

// ---- moves ----------------------------------------------------------------------------------

function cmdMoves({ args: [profile], opts }) {
  const game = gameFrom(profile, opts.fen);
  const notation = (opts.notation ?? 'uci').toLowerCase();
  const available = NOTATIONS[game.variant];
  if (!available.includes(notation)) {
    throw new UsageError(`notation ${JSON.stringify(opts.notation)} is not one of ${game.variant}'s: ${available.join(', ')}`);
  }
  const list = game.moves().sort(byUci);
  for (const move of list) out.line(moveText(game, move, notation));
  if (!list.length) err(`no legal moves: ${outcomeText(game.outcome())}`);
  game.free();
  return EXIT.OK;
}

// ---- explain --------------------------------------------------------------------------------

function cmdExplain({ args: [profile, move], opts }) {
  const game = gameFrom(profile, opts.fen);
  const why = game.explain(move);
  game.free();
  if (!why) {
    out.line('legal');
    return EXIT.OK;
  }
  out.line(`${why.code}: ${why.message}`);
  return EXIT.ILLEGAL;
}

// ---- profiles -------------------------------------------------------------------------------

/** One line about a profile's rule choices, from profileInfo. */
function describeProfile(name) {
  const p = profileInfo(name);
  const parts = [];
  if (name.endsWith('/standard')) parts.push(`Fairy-Stockfish's ${p.game}`);
  if (p.game === 'janggi') {
    parts.push(`${p.cannon} cannon`);
    if (p.palaceDiagonals && p.palaceDiagonals !== 'none') parts.push(`palace diagonals: ${p.palaceDiagonals.split(',').join('/')}`);
    if (p.setupTurns) parts.push('setup turns');
    parts.push(p.pass ? 'pass' : 'no pass');
    if (p.doublePassEnd && p.doublePassEnd !== 'none') parts.push(`double pass: ${p.doublePassEnd}`);
    const bikjang = { free: 'generals may face', answer: 'bikjang must be answered', draw: 'persisting bikjang draws', standard: 'bikjang ends by material' };
    parts.push(bikjang[p.bikjang] ?? `bikjang: ${p.bikjang}`);
  }
  if (p.game === 'xiangqi' && p.flyingGeneral) parts.push('flying general');
  if (!(p.game === 'janggi' && p.pass)) {
    parts.push(p.noMovesReason ? `no moves ${p.stalemate === 'loss' ? 'loses' : 'draws'}` : `stalemate ${p.stalemate === 'loss' ? 'loses' : 'draws'}`);
  }
  parts.push(p.moveLimit ? `draw after ${p.moveLimit} plies without capture${p.moveLimitPawnResets ? ' or pawn move' : ''}` : 'no move limit');
  const repetition = { perpetual: 'perpetual check/chase loses', 'perpetual-check': 'perpetual check loses', draw: 'threefold repetition draws' };
  if (repetition[p.repetition]) parts.push(repetition[p.repetition]);
  if (p.insufficientMaterial && p.insufficientMaterial !== 'none') parts.push('insufficient material draws');
  if (p.counting && p.counting !== 'none') parts.push('Thai counting');
  return `${p.game}: ${parts.join(', ')}`;
}

function cmdProfiles() {
  const names = profiles();
  const width = Math.max(...names.map((n) => n.length));
  for (const name of names) out.line(`${name.padEnd(width)}  ${describeProfile(name)}`);
  return EXIT.OK;
}

// ---- validate -------------------------------------------------------------------------------

const RESULT_TOKEN = /^(1-0|0-1|1\/2-1\/2|½-½|\*)$/;
const MOVE_NUMBER = /^\d+\.(\.\.)?$/;

/** Move texts of a space/line separated list, without move numbers and results. */
function splitMoves(text) {
  return text.split(/\s+/).filter((t) => t && !MOVE_NUMBER.test(t) && !RESULT_TOKEN.test(t));
}

/** Reads a record file's text: [Tag "value"] lines, then moves. Returns { fen?, moves } or { error }. */
function parseRecordText(text) {
  const moves = [];
  let fen;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/;.*$/, '').trim();
    if (!line) continue;
    if (line.startsWith('[')) {
      const tag = /^\[\s*([A-Za-z][\w-]*)\s+"((?:[^"\\]|\\.)*)"\s*\]$/.exec(line);
      if (!tag) return { error: { code: 'bad-tag', message: `line ${i + 1}: a tag is [Name "value"]` } };
      if (moves.length) return { error: { code: 'bad-tag', message: `line ${i + 1}: tags come before the moves` } };
      if (tag[1].toLowerCase() === 'fen') fen = tag[2].replace(/\\(.)/g, '$1');
      continue;
    }
    moves.push(...splitMoves(line));
  }
  return { fen, moves };
}

/** Reads one JSON line: { profile?, fen?, moves } or { error }. */
function parseJsonRecord(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { error: { code: 'bad-json', message: e.message } };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { error: { code: 'bad-record', message: 'a record is a JSON object {"profile"?, "fen"?, "moves"}' } };
  }
  const { profile, fen, moves } = value;
  if (typeof moves !== 'string' && !Array.isArray(moves)) {
    return { error: { code: 'bad-record', message: '"moves" must be an array or a string' } };
  }
  if (profile !== undefined && typeof profile !== 'string') {
    return { error: { code: 'bad-record', message: '"profile" must be a string' } };
  }
  if (fen !== undefined && fen !== null && typeof fen !== 'string') {
    return { error: { code: 'bad-record', message: '"fen" must be a string' } };
  }
  // Items are texts or {from, to} objects; anything else is read as text (so a number is not
  // taken for an encoded move).
  const list = typeof moves === 'string' ? splitMoves(moves)
    : moves.map((m) => (typeof m === 'string' || (m && typeof m === 'object') ? m : String(m)));
  return { profile, fen: fen ?? undefined, moves: list };
}

const isJsonLines = (file) => /\.(jsonl|ndjson)$/i.test(file);

/** Every file under dir, sorted, dot files skipped. */
function listDir(dir) {
  const files = [];
  const entries = fs.readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) files.push(...listDir(full));
    else if (e.isFile() || e.isSymbolicLink()) files.push(full);
  }
  return files;
}

/** Records of the inputs: { source, line?, profile?, fen?, moves } or { source, line?, error }. */
function* readRecords(inputs) {
  for (const input of inputs) {
    let files;
    if (input === '-') {
      files = ['-'];
    } else {
      try {
        files = fs.statSync(input).isDirectory() ? listDir(input) : [input];
      } catch (e) {
        yield { source: input, error: readError(e) };
        continue;
      }
    }
    for (const file of files) {
      let text;
      try {
        text = fs.readFileSync(file === '-' ? 0 : file, 'utf8');
      } catch (e) {
        yield { source: file, error: readError(e) };
        continue;
      }
      const jsonLines = file === '-' ? /^\s*\{/.test(text) : isJsonLines(file);
      if (!jsonLines) {
        yield { source: file, ...parseRecordText(text) };
        continue;
      }
      const lines = text.replace(/^\uFEFF/, '').split('\n');
      for (let i = 0; i < lines.length; i++) {
        if (!lines[i].trim()) continue;
        yield { source: file, line: i + 1, ...parseJsonRecord(lines[i]) };
      }
    }
  }
}

function readError(e) {
  if (e.code === 'ENOENT') return { code: 'missing-file', message: 'no such file or directory' };
  if (e.code === 'EISDIR') return { code: 'read-error', message: 'is a directory' };
  return { code: 'read-error', message: e.message };
}

/** Replays one record; returns the result object reported for it. */
function replay(record, defaults) {
  const base = { source: record.source };
  if (record.line !== undefined) base.line = record.line;
  if (record.error) return { ...base, status: 'unreadable', error: record.error };
  const profile = record.profile ?? defaults.profile;
  base.profile = profile;
  if (!profiles().includes(profile)) {
    return { ...base, status: 'unreadable', error: { code: 'unknown-profile', message: `unknown profile ${JSON.stringify(profile)}` } };
  }
  const fen = record.fen ?? defaults.fen;
  if (fen !== undefined) {
    const check = validateFen(profile, fen);
    if (!check.ok) return { ...base, status: 'unreadable', error: { code: check.error.code, message: `bad FEN: ${check.error.message}` } };
  }
  const game = new Game(profile, fen);
  try {
    let ply = 0;
    for (const move of record.moves) {
      try {
        game.play(move);
      } catch (e) {
        if (!e || typeof e.code !== 'string') throw e;
        // a refused move leaves the game as it was: the FEN is the one before the move
        return {
          ...base, status: 'illegal', plies: ply,
          illegal: { ply: ply + 1, move: typeof move === 'string' ? move : JSON.stringify(move), turn: game.turn, code: e.code, message: e.message, fen: game.fen() },
        };
      }
      ply++;
    }
    return { ...base, status: 'valid', plies: ply, outcome: game.outcome(), fen: game.fen() };
  } finally {
    game.free();
  }
}

function recordName(r) {
  return r.line !== undefined ? `${r.source}:${r.line}` : r.source;
}

function textReport(r) {
  const name = recordName(r);
  if (r.status === 'valid') return `${name}: valid, ${r.plies} ${r.plies === 1 ? 'ply' : 'plies'}, ${outcomeText(r.outcome)}`;
  if (r.status === 'unreadable') return `${name}: unreadable: ${r.error.code}: ${r.error.message}`;
  const i = r.illegal;
  return `${name}: illegal move at ply ${i.ply} (${JSON.stringify(i.move)}, ${i.turn} to move): ${i.code}: ${i.message}\n`
    + `  fen before: ${i.fen}`;
}

function cmdValidate({ args: [profile, ...inputs], opts }) {
  checkProfile(profile);
  if (opts.fen !== undefined) {
    const check = validateFen(profile, opts.fen);
    if (!check.ok) throw new UsageError(`bad --fen: ${check.error.code}: ${check.error.message}`);
  }
  const progress = opts.progress || process.stderr.isTTY;
  const tty = process.stderr.isTTY;
  const count = { records: 0, valid: 0, illegal: 0, unreadable: 0, plies: 0 };
  const t0 = performance.now();
  let lastTick = t0;
  const rates = (seconds) => ({
    pliesPerSecond: Math.round(count.plies / Math.max(seconds, 1e-6)),
    recordsPerSecond: Math.round(count.records / Math.max(seconds, 1e-6)),
  });
  for (const record of readRecords(inputs)) {
    const r = replay(record, { profile, fen: opts.fen });
    count.records++;
    count[r.status]++;
    count.plies += r.plies ?? 0;
    if (!(opts.quiet && r.status === 'valid')) out.line(opts.json ? JSON.stringify(r) : textReport(r));
    if (progress) {
      const now = performance.now();
      if (now - lastTick >= 1000) {
        lastTick = now;
        out.flush();
        const { pliesPerSecond } = rates((now - t0) / 1000);
        const line = `validate: ${count.records} records (${count.illegal} illegal, ${count.unreadable} unreadable), ${count.plies} plies, ${pliesPerSecond} plies/s`;
        process.stderr.write(tty ? `\r${line}\x1b[K` : `${line}\n`);
      }
    }
  }
  if (progress && tty && lastTick !== t0) process.stderr.write('\r\x1b[K');
  const seconds = (performance.now() - t0) / 1000;
  const { pliesPerSecond, recordsPerSecond } = rates(seconds);
  if (opts.json) {
    out.line(JSON.stringify({ summary: { ...count, seconds: Number(seconds.toFixed(3)), pliesPerSecond, recordsPerSecond } }));
  } else {
    out.line(`summary: ${plural(count.records, 'record')}: ${count.valid} valid, ${count.illegal} illegal, `
      + `${count.unreadable} unreadable; ${count.plies} plies in ${seconds.toFixed(2)} s `
      + `(${pliesPerSecond} plies/s, ${recordsPerSecond} records/s)`);
  }
  if (count.unreadable) return EXIT.UNREADABLE;
  return count.illegal ? EXIT.ILLEGAL : EXIT.OK;
}

// ---- main -----------------------------------------------------------------------------------

function version() {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return `boardrules ${pkg.version}`;
}

const RUN = { perft: cmdPerft, moves: cmdMoves, validate: cmdValidate, explain: cmdExplain, profiles: cmdProfiles };

async function main(argv) {
  const parsed = parseArgs(argv);
  if (parsed.version && !parsed.command) {
    out.line(version());
    return EXIT.OK;
  }
  if (parsed.command === 'help') {
    const topic = parsed.args[0];
    if (topic !== undefined && !HELP[topic]) throw new UsageError(`no help on ${JSON.stringify(topic)}: not a command`);
    out.line(HELP[topic ?? 'main']);
    return EXIT.OK;
  }
  if (!parsed.command) {
    if (parsed.help) {
      out.line(HELP.main);
      return EXIT.OK;
    }
    err(HELP.main); // no command at all: the usage, as an error
    return EXIT.USAGE;
  }
  if (parsed.help) {
    out.line(HELP[parsed.command]);
    return EXIT.OK;
  }
  try {
    await init();
  } catch (e) {
    err(`boardrules: cannot load boardrules.wasm (run \`npm run build\`?): ${e.message}`);
    return EXIT.INTERNAL;
  }
  return RUN[parsed.command](parsed);
}

process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0); // `boardrules ... | head`
  throw e;
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  out.flush();
  if (e instanceof UsageError) {
    err(`boardrules: ${e.message}; see \`boardrules --help\``);
    process.exitCode = EXIT.USAGE;
  } else {
    err(`boardrules: internal error: ${e?.stack ?? e}`);
    process.exitCode = EXIT.INTERNAL;
  }
}
out.flush();
