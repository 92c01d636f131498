// engine-bridge.mjs — an engine for the analysis board that `npm start` serves: a UCI engine
// installed on this machine (Fairy-Stockfish when it is there; ENGINE=path for another,
// ENGINE=none for none) run as a process of its own for each position analysed, never linked
// nor shipped (Fairy-Stockfish and Pikafish are GPL), its lines streamed to the page.
//
//   const engine = await openEngine({ path, coordinates: 'uci' | 'iccs', depth })  null: none
//   engine.info    { name, variants, coordinates, depth, lines }: what GET /engine answers (lines:
//                  the most lines a search may ask for, 1 for an engine without MultiPV)
//   engine.handle(req, res) -> true when it answered (GET /engine, GET /engine/analyse)
//
// GET /engine/analyse?variant=xiangqi&fen=F[&moves=h3e3+h10g8][&lines=3][&depth=10][&only=h10g8]
// is text/event-stream (the moves, in the engine's coordinates, played from F: the engine then
// sees the game's repetitions; lines, the best moves searched, MultiPV; depth, at most the
// engine's own, a review's shallower search; only, the one move searched, UCI's searchmoves: a
// review's value of the move played): a `data:` event per line the engine
// reports ({ line, depth, score: { cp } | { mate }, pv: [moves] }: line 1 the best, the score for
// the side to move, the moves in its coordinates), then `event: done`; the engine is stopped when
// the page closes the stream. No bound (aspiration) line is sent: its score is not the line's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const GAMES = ['xiangqi', 'janggi', 'makruk'];
/** Where Debian's fairy-stockfish package puts the engine (and where an older one did). */
export const FSF_PATHS = ['/usr/games/fairy-stockfish', '/usr/bin/fairy-stockfish'];
const START_MS = 5000; // an engine that has not said uciok by then is not one
const MOST_DEPTH = 40;
const MOST_LINES = 5; // past a few, each line more slows the search of the best ones

/** The engine ENGINE names (env), or Fairy-Stockfish where Debian installs it; null for none. */
export function engineFromEnv(env = process.env) {
  if (env.ENGINE === 'none') return null;
  const path = env.ENGINE || FSF_PATHS.find((p) => fs.existsSync(p));
  if (!path) return null;
  return { path, coordinates: env.ENGINE_COORDINATES === 'iccs' ? 'iccs' : 'uci', depth: Number(env.ENGINE_DEPTH) || 22 };
}

/** A UCI conversation with a new process of the engine: lines in, lines out. */
function converse(path) {
  const child = spawn(path, [], { stdio: ['pipe', 'pipe', 'ignore'] });
  // a search under way never keeps this process from exiting (its server, or a test, ended): the
  // engine then reads the end of its input and quits
  for (const handle of [child, child.stdin, child.stdout]) handle.unref?.();
  const listeners = new Set();
  let buffer = '';
  child.stdout.setEncoding('utf8').on('data', (text) => {
    buffer += text;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) for (const listen of listeners) listen(line.trimEnd());
  });
  child.stdin.on('error', () => {}); // an engine gone: said by its exit
  return {
    child,
    send: (line) => { if (child.exitCode === null && !child.stdin.destroyed) child.stdin.write(`${line}\n`); },
    onLine: (listen) => listeners.add(listen),
    end() {
      if (child.exitCode !== null || child.signalCode) return;
      this.send('quit');
      setTimeout(() => child.kill(), 500).unref();
    },
  };
}

/** Starts the engine once to learn its name and variants; null when it does not speak UCI. */
export async function openEngine({ path, coordinates = 'uci', depth = 22 }) {
  const uci = converse(path);
  const said = await new Promise((resolve) => {
    const lines = [];
    const timer = setTimeout(() => resolve(null), START_MS);
    uci.child.on('error', () => { clearTimeout(timer); resolve(null); });
    uci.child.on('exit', () => { clearTimeout(timer); resolve(null); });
    uci.onLine((line) => {
      lines.push(line);
      if (line === 'uciok') { clearTimeout(timer); resolve(lines); }
    });
    uci.send('uci');
  });
  uci.end();
  if (!said) return null;
  const name = said.find((l) => l.startsWith('id name '))?.slice(8) ?? path;
  // a multi-variant engine lists its variants in the UCI_Variant option; one without it plays xiangqi (Pikafish)
  const option = said.find((l) => /^option name UCI_Variant /.test(l));
  const variants = option ? GAMES.filter((g) => new RegExp(`\\bvar ${g}\\b`).test(option)) : ['xiangqi'];
  const lines = said.some((l) => /^option name MultiPV /.test(l)) ? MOST_LINES : 1;
  const info = { name, variants, coordinates, depth: Math.min(Math.max(1, depth), MOST_DEPTH), lines };
  return { info, handle: (req, res) => handle(req, res, path, info, Boolean(option)) };
}

/** A reported line: { line, depth, score, pv }, or null for a line the page is not sent. */
export function parseInfo(line) {
  if (!line.startsWith('info ') || !/ pv /.test(line) || /\b(upper|lower)bound\b/.test(line)) return null;
  const index = Number(/\bmultipv (\d+)/.exec(line)?.[1] ?? 1);
  const depth = Number(/\bdepth (\d+)/.exec(line)?.[1]);
  const score = /\bscore (cp|mate) (-?\d+)/.exec(line);
  const pv = /\bpv (.+)$/.exec(line)[1].trim().split(/\s+/);
  if (!depth || !score) return null;
  return { line: index, depth, score: { [score[1]]: Number(score[2]) }, pv };
}

// a FEN is letters, digits, '/', '-' and spaces, and moves are coordinates (a promotion's
// letter, makruk's m): nothing that could end a UCI command
const FEN_CHARACTERS = /^[A-Za-z0-9/ -]{1,120}$/;
const MOVES = /^(?:[a-z]\d{1,2}[a-z]\d{1,2}[a-z]?(?: |$)){0,300}$/;
const MOVE = /^[a-z]\d{1,2}[a-z]\d{1,2}[a-z]?$/;

function handle(req, res, path, info, hasVariants) {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/engine') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(info));
    return true;
  }
  if (url.pathname !== '/engine/analyse') return false;
  const variant = url.searchParams.get('variant'), fen = url.searchParams.get('fen') ?? '';
  const moves = url.searchParams.get('moves') ?? '';
  const lines = Number(url.searchParams.get('lines') ?? 1), depth = Number(url.searchParams.get('depth') ?? info.depth);
  const only = url.searchParams.get('only');
  const within = (n, most) => Number.isInteger(n) && n >= 1 && n <= most;
  if (!info.variants.includes(variant) || !FEN_CHARACTERS.test(fen) || !MOVES.test(moves) || !within(lines, info.lines) ||
    !within(depth, info.depth) || (only !== null && !MOVE.test(only))) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`the engine analyses ${info.variants.join(', ')} positions given as a FEN, and moves from it in its coordinates, in 1 to ${info.lines} lines, to a depth of 1 to ${info.depth}, or one move of it\n`);
    return true;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  const uci = converse(path);
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    uci.end();
    res.end('event: done\ndata: {}\n\n');
  };
  uci.onLine((line) => {
    const reported = parseInfo(line);
    if (reported && !over) res.write(`data: ${JSON.stringify(reported)}\n\n`);
    if (line.startsWith('bestmove')) finish();
  });
  uci.child.on('exit', finish);
  uci.child.on('error', finish);
  res.on('close', () => { over = true; uci.end(); }); // the page closed the stream, or it ended
  uci.send('uci');
  if (hasVariants) uci.send(`setoption name UCI_Variant value ${variant}`);
  if (info.lines > 1) uci.send(`setoption name MultiPV value ${lines}`);
  uci.send('ucinewgame');
  uci.send(`position fen ${fen}${moves ? ` moves ${moves.trim()}` : ''}`);
  uci.send(`go depth ${depth}${only ? ` searchmoves ${only}` : ''}`);
  return true;
}
