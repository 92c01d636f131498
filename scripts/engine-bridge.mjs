// engine-bridge.mjs — an engine for the analysis board that `npm start` serves: a UCI engine
// installed on this machine (Fairy-Stockfish when it is there; ENGINE=path for another,
// ENGINE=none for none) run as processes of its own (one per search under way, kept a while
// between searches, four at most: a search beyond them waits), never linked nor shipped
// (Fairy-Stockfish and Pikafish are GPL), its lines streamed to the page.
//
//   const engine = await openEngine({ path, coordinates: 'uci' | 'iccs', depth })  null: none
//   engine.info    { name, variants, coordinates, depth, lines }: what GET /engine answers (lines:
//                  the most lines a search may ask for, 1 for an engine without MultiPV)
//   engine.handle(req, res) -> true when it answered (GET /engine, GET /engine/analyse)
//   engine.close()  ends the engines kept idle between searches (serveDir's close calls it)
//
// GET /engine/analyse?variant=xiangqi&fen=F[&moves=h3e3+h10g8][&lines=3][&depth=10][&only=h10g8]
// is text/event-stream (the moves, in the engine's coordinates, played from F: the engine then
// sees the game's repetitions; lines, the best moves searched, MultiPV; depth, at most the
// engine's own, a review's shallower search; only, the one move searched, UCI's searchmoves: a
// review's value of the move played): a `data:` event per line the engine
// reports ({ line, depth, score: { cp } | { mate }, pv: [moves] }: line 1 the best, the score for
// the side to move, the moves in its coordinates), then `event: done`; the engine is stopped when
// the page closes the stream. No bound (aspiration) line is sent: its score is not the line's. A
// search that waits for an engine is first sent `event: waiting` with how many are running
// (`{ engines: 4 }`, all busy).
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

/** A UCI conversation with a new process of the engine: lines in, lines out (to `listen`, the
 *  conversation's one listener: a search's, while the process serves it), its end to `gone`. */
function converse(path) {
  const child = spawn(path, [], { stdio: ['pipe', 'pipe', 'ignore'] });
  // a search under way never keeps this process from exiting (its server, or a test, ended): the
  // engine then reads the end of its input and quits
  for (const handle of [child, child.stdin, child.stdout]) handle.unref?.();
  let buffer = '';
  const uci = {
    child,
    listen: null,
    gone: null,
    alive: () => child.exitCode === null && !child.signalCode && !child.stdin.destroyed,
    send: (line) => { if (uci.alive()) child.stdin.write(`${line}\n`); },
    end() {
      if (child.exitCode !== null || child.signalCode) return;
      uci.send('quit');
      setTimeout(() => child.kill(), 500).unref();
    },
  };
  child.stdout.setEncoding('utf8').on('data', (text) => {
    buffer += text;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    for (const line of lines) uci.listen?.(line.trimEnd());
  });
  child.stdin.on('error', () => {}); // an engine gone: said by its exit
  const ended = () => uci.gone?.();
  child.on('exit', ended);
  child.on('error', ended);
  return uci;
}

// Engines between searches are kept a while: starting one costs about half a second here, as
// much as a review's search of a position, and a page stepping through a game with analysis on
// starts a search at each step. Each search begins with ucinewgame, which clears what the last
// one learnt (its hash and histories): the same search as in a new process.
const IDLE_MS = 30_000;
const MOST_IDLE = 2; // a live analysis and a review
// At most this many processes at once (searching, stopping, idle, quitting): searches asked for
// beyond them wait for one. Without a bound, a page stepping quickly in several tabs started one
// for each step faster than those left could stop (21 at once, measured), and any page of the
// server's machine could start as many as it asked for.
const MOST_ENGINES = 4;

/** A pool of engine processes: those idle, how many are alive, the searches waiting for one. */
function enginePool(path) {
  return { path, idle: [], alive: 0, waiting: [] };
}

/** A new process of the pool's engine, counted until it exits. */
function start(pool) {
  const uci = converse(pool.path);
  pool.alive++;
  let counted = true;
  const exited = () => {
    if (!counted) return;
    counted = false;
    pool.alive--;
    if (pool.waiting.length && pool.alive < MOST_ENGINES) pool.waiting.shift()(start(pool));
  };
  uci.child.on('exit', exited).on('error', exited);
  uci.send('uci');
  return uci;
}

/** An engine for `serve` (a search): one left idle, a new one, or, at the bound, the next one
 *  given back or ended. */
function take(pool, serve) {
  const idle = pool.idle.pop();
  if (idle) {
    clearTimeout(idle.idleTimer);
    return serve(idle);
  }
  if (pool.alive < MOST_ENGINES) return serve(start(pool));
  pool.waiting.push(serve);
}

/** An engine whose search has ended (its bestmove said): to a search waiting for one, kept idle a
 *  while, or ended. */
function give(pool, uci) {
  uci.listen = null;
  uci.gone = () => { if (pool.idle.includes(uci)) pool.idle.splice(pool.idle.indexOf(uci), 1); };
  if (uci.alive() && pool.waiting.length) return pool.waiting.shift()(uci);
  if (!uci.alive() || pool.idle.length >= MOST_IDLE) return uci.end();
  uci.idleTimer = setTimeout(() => { uci.gone(); uci.end(); }, IDLE_MS);
  uci.idleTimer.unref();
  pool.idle.push(uci);
}

/** Starts the engine once to learn its name and variants; null when it does not speak UCI. */
export async function openEngine({ path, coordinates = 'uci', depth = 22 }) {
  const uci = converse(path);
  const said = await new Promise((resolve) => {
    const lines = [];
    const timer = setTimeout(() => resolve(null), START_MS);
    uci.gone = () => { clearTimeout(timer); resolve(null); };
    uci.listen = (line) => {
      lines.push(line);
      if (line === 'uciok') { clearTimeout(timer); resolve(lines); }
    };
    uci.send('uci');
  });
  // gone before this returns: the engines running are then the searches' (tests count them)
  const { child } = uci;
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    await new Promise((ok) => {
      uci.gone = ok;
      uci.end(); // quit, killed after 500 ms
      setTimeout(ok, 1000); // (a timer that keeps this process waiting: the engine's handles do not)
    });
  }
  if (!said) return null;
  const name = said.find((l) => l.startsWith('id name '))?.slice(8) ?? path;
  // a multi-variant engine lists its variants in the UCI_Variant option; one without it plays xiangqi (Pikafish)
  const option = said.find((l) => /^option name UCI_Variant /.test(l));
  const variants = option ? GAMES.filter((g) => new RegExp(`\\bvar ${g}\\b`).test(option)) : ['xiangqi'];
  const lines = said.some((l) => /^option name MultiPV /.test(l)) ? MOST_LINES : 1;
  const info = { name, variants, coordinates, depth: Math.min(Math.max(1, depth), MOST_DEPTH), lines };
  const pool = enginePool(path);
  return {
    info,
    handle: (req, res) => handle(req, res, { info, hasVariants: Boolean(option), pool }),
    /** Ends the engines kept idle (a server closing). */
    close: () => { for (const idle of pool.idle.splice(0)) { clearTimeout(idle.idleTimer); idle.end(); } },
  };
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

function handle(req, res, { info, hasVariants, pool }) {
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
  let uci = null, streaming = true, searching = false, stopping = null;
  const finish = () => {
    if (!streaming) return;
    streaming = false;
    res.end('event: done\ndata: {}\n\n');
  };
  const search = (engine) => {
    uci = engine;
    searching = true;
    uci.listen = (line) => {
      const reported = parseInfo(line);
      if (reported && streaming) res.write(`data: ${JSON.stringify(reported)}\n\n`);
      if (!line.startsWith('bestmove')) return;
      searching = false;
      clearTimeout(stopping);
      finish();
      give(pool, uci);
    };
    uci.gone = () => { searching = false; clearTimeout(stopping); finish(); };
    if (hasVariants) uci.send(`setoption name UCI_Variant value ${variant}`);
    if (info.lines > 1) uci.send(`setoption name MultiPV value ${lines}`);
    uci.send('ucinewgame');
    uci.send(`position fen ${fen}${moves ? ` moves ${moves.trim()}` : ''}`);
    uci.send(`go depth ${depth}${only ? ` searchmoves ${only}` : ''}`);
  };
  res.on('close', () => { // the page closed the stream (a step elsewhere), or it ended
    streaming = false;
    if (!uci) { // left while waiting for an engine
      pool.waiting.splice(pool.waiting.indexOf(search), 1);
      return;
    }
    if (!searching) return;
    uci.send('stop'); // its bestmove gives it back to the pool; an engine that says none is ended
    stopping = setTimeout(() => { uci.listen = null; uci.end(); }, 2000);
    stopping.unref();
  });
  take(pool, search);
  if (!uci) res.write(`event: waiting\ndata: ${JSON.stringify({ engines: MOST_ENGINES })}\n\n`); // the page may say so: its lines come once one frees
  return true;
}
