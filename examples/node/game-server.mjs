#!/usr/bin/env node
// game-server.mjs — the rules behind a site's games, over HTTP with JSON (node:http alone): a game
// is kept as its snapshot, plain data, and restored for each request, so the server holds no live
// game between requests, frees nothing by hand, and can keep its games in a JSON file (or a
// database) across restarts.
//
//   node examples/node/game-server.mjs [--port 8080] [--store games.json]
//
//   POST /games               { "profile": "xiangqi/standard", "fen"?: "..." }  -> 201 the game
//   GET  /games/:id[?notation=wxf]                                             -> the game
//   GET  /games/:id/moves[?notation=wxf]   the legal moves, each with its text
//   POST /games/:id/moves     { "move": "炮二平五" | "h2e2" | "C2=5" ..., "notation"?: "iccs" }
//   POST /games/:id/resign    { "side"?: "white" | "black" }   (the side to move by default)
//
// The game: { id, profile, fen, turn, ply, history: [texts], outcome: { over, result, winner, reason } }.
// A move is read in any notation of the game ("notation" names one when a text could be read two
// ways: ICCS's h2e2 is not UCI's). Refusals are 4xx with { error: { name, code, message, ... } }, the
// library's typed error as data: 422 for an illegal move (the game unchanged), 400 for a bad
// profile, FEN or body, 404 for no such game, 409 for resigning an ended one. It prints its address ("listening on http://127.0.0.1:8080/"); a
// port of 0 takes a free one.
import fs from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { init, Game, BoardRulesError } from 'boardrules';

const USAGE = 'usage: node examples/node/game-server.mjs [--port 8080] [--store games.json]';
const MOST_BODY_BYTES = 64 << 10;

function options(argv) {
  const o = { port: 8080, store: null };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--port' && /^\d+$/.test(value ?? '')) o.port = Number(argv[++i]);
    else if (argv[i] === '--store' && value) o.store = argv[++i];
    else throw new Error(USAGE);
  }
  return o;
}

/** The games, id -> snapshot: in memory, and written to `file` (whole, then renamed into place:
 *  a crash never leaves half a file) after each change when one is named. */
function gameStore(file) {
  const games = new Map(file && fs.existsSync(file) ? Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))) : []);
  return {
    get: (id) => games.get(id),
    set(id, snapshot) {
      games.set(id, snapshot);
      if (!file) return;
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(games)));
      fs.renameSync(`${file}.tmp`, file);
    },
  };
}

/** An error a request's sender caused, with its HTTP status. */
class RequestError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** What a client sees of a game: its position, its moves in `notation` (the game's own by default)
 *  and how it stands. */
function view(id, game, notation) {
  return {
    id,
    profile: game.profile,
    fen: game.fen(),
    turn: game.turn,
    ply: game.ply,
    history: game.history({ notation }).map((m) => m.notation),
    outcome: game.outcome(),
  };
}

async function bodyOf(request) {
  let size = 0;
  const pieces = [];
  for await (const piece of request) {
    size += piece.length;
    if (size > MOST_BODY_BYTES) throw new RequestError(413, 'body-too-large', `a request body is at most ${MOST_BODY_BYTES} bytes`);
    pieces.push(piece);
  }
  try {
    const body = JSON.parse(Buffer.concat(pieces).toString('utf8') || '{}');
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch { /* said below */ }
  throw new RequestError(400, 'bad-body', 'the body is a JSON object');
}

/** The answer to one request: [status, JSON body]. */
async function answer(request, store) {
  const url = new URL(request.url, 'http://localhost');
  const notation = url.searchParams.get('notation') ?? undefined;
  const [, top, id, action, ...rest] = url.pathname.split('/');
  if (top !== 'games' || rest.length) throw new RequestError(404, 'not-found', `no such resource: ${url.pathname}`);
  if (request.method === 'POST' && id === undefined) {
    const { profile, fen } = await bodyOf(request);
    const game = new Game(profile, fen); // UnknownProfileError, InvalidFenError: 400
    const newId = randomUUID();
    store.set(newId, game.snapshot());
    return [201, view(newId, game, notation)];
  }
  const snapshot = id && store.get(id);
  if (!snapshot) throw new RequestError(404, 'no-such-game', `no game ${JSON.stringify(id ?? '')}`);
  const game = Game.restore(snapshot);
  if (request.method === 'GET' && action === undefined) return [200, view(id, game, notation)];
  if (request.method === 'GET' && action === 'moves') {
    return [200, game.moves().map((m) => ({ uci: m.uci, notation: game.notation(m, notation) }))];
  }
  if (request.method === 'POST' && action === 'moves') {
    const { move, notation: movesIn } = await bodyOf(request);
    if (typeof move !== 'string') throw new RequestError(400, 'bad-body', 'the body is { "move": text }');
    const played = game.play(move, movesIn ? { notation: movesIn } : undefined); // IllegalMoveError: 422
    store.set(id, game.snapshot());
    return [200, { played: { uci: played.uci, notation: game.history({ since: game.ply - 1, notation })[0].notation }, ...view(id, game, notation) }];
  }
  if (request.method === 'POST' && action === 'resign') {
    const { side } = await bodyOf(request);
    if (game.isOver()) throw new RequestError(409, 'game-over', 'the game is over');
    game.resign(side); // ArgumentError for a side that is not white or black: 400
    store.set(id, game.snapshot());
    return [200, view(id, game, notation)];
  }
  throw new RequestError(405, 'method-not-allowed', `${request.method} ${url.pathname} is not served`);
}

/** A refusal as its status and { error: { name, code, message, ... } }; anything else is the server's fault. */
function refusal(e) {
  if (e instanceof RequestError) return [e.status, { error: { name: 'RequestError', code: e.code, message: e.message } }];
  if (e instanceof BoardRulesError) {
    const status = e.name === 'IllegalMoveError' ? 422 : 400;
    return [status, { error: e.toJSON() }]; // its details too: the move refused, the profile unknown
  }
  console.error(e);
  return [500, { error: { name: 'Error', code: 'internal', message: 'the server failed' } }];
}

let o;
try {
  o = options(process.argv.slice(2));
} catch (e) {
  console.error(e.message);
  process.exit(2);
}
await init();
const store = gameStore(o.store);
const server = http.createServer(async (request, response) => {
  let status, body;
  try {
    [status, body] = await answer(request, store);
  } catch (e) {
    [status, body] = refusal(e);
  }
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
});
server.listen(o.port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${server.address().port}/`));
