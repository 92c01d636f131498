// start.mjs — `npm start`: installs what is missing, builds the wasm if it is out of date (the
// native build is not needed here; `npm run build` does both), then runs the main job.
//
//   npm start                                     builds the analysis board (web-demo/) and serves
//                                                 web-demo/dist on http://localhost:PORT (env PORT,
//                                                 default 8080, else the next free port); the URL
//                                                 is the last line printed. With a UCI engine on
//                                                 the machine (Fairy-Stockfish; env ENGINE=path,
//                                                 ENGINE=none, ENGINE_COORDINATES=iccs for
//                                                 Pikafish, ENGINE_DEPTH) the board offers its
//                                                 analysis (scripts/engine-bridge.mjs)
//   npm start -- perft                            depths 1-3 of every profile (scripts/cli-perft.mjs)
//   npm start -- perft <profile> <depth> [--fen F]
//   npm start -- profiles
//
// Other scripts and the browser tests import serveDir (the tiny static server) from here.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWasm, ensureNodeModules, log } from './build.mjs';
import { engineFromEnv, openEngine } from './engine-bridge.mjs';

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The request handler of a static server for `dir` (GET and HEAD; index.html for folders). */
export function staticHandler(dir) {
  const root = path.resolve(dir);
  return (req, res) => {
    const send = (status, text, headers = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n', { allow: 'GET, HEAD' });
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      return send(400, 'bad request\n');
    }
    let file = path.resolve(root, `.${pathname}`);
    if (file !== root && !file.startsWith(root + path.sep)) return send(403, 'forbidden\n');
    fs.stat(file, (err, st) => {
      if (!err && st.isDirectory()) {
        file = path.join(file, 'index.html');
        st = fs.existsSync(file) ? fs.statSync(file) : null;
      }
      if (err || !st || !st.isFile()) return send(404, 'not found\n');
      res.writeHead(200, {
        'content-type': MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': st.size,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      if (req.method === 'HEAD') return res.end();
      fs.createReadStream(file).on('error', () => res.destroy()).pipe(res);
    });
  };
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (e) => { server.off('listening', onListening); reject(e); };
    const onListening = () => { server.off('error', onError); resolve(server.address().port); };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Serves `dir` on host (127.0.0.1) and port (0: any free port), and `engine`'s routes when one is
 * given (openEngine). With `tries` > 1, a taken port moves on to the next one. Resolves to
 * { url, port, server, close() }.
 */
export async function serveDir(dir, { port = 0, host = '127.0.0.1', tries = 1, engine = null } = {}) {
  const files = staticHandler(dir);
  const server = http.createServer((req, res) => {
    if (engine?.handle(req, res)) return;
    // the board asks for an engine: "none" without a 404 in its console
    if (!engine && req.url === '/engine') return void res.writeHead(204).end();
    files(req, res);
  });
  for (let i = 0; ; i++) {
    try {
      const bound = await listen(server, port === 0 ? 0 : port + i, host);
      const shown = host === '127.0.0.1' ? 'localhost' : host;
      return {
        url: `http://${shown}:${bound}/`,
        port: bound,
        server,
        close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => { engine?.close?.(); resolve(); }); }),
      };
    } catch (e) {
      if (e.code !== 'EADDRINUSE' || port === 0 || i + 1 >= tries) throw e;
      log(`port ${port + i} is taken, trying ${port + i + 1}`);
    }
  }
}

async function serveDemo() {
  const { buildDemo } = await import('../web-demo/build.mjs');
  const { outdir } = await buildDemo();
  log(`built the analysis board in ${path.relative(process.cwd(), outdir) || '.'}`);
  const given = process.env.PORT !== undefined && process.env.PORT !== '';
  const port = given ? Number(process.env.PORT) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  const wanted = engineFromEnv();
  const engine = wanted && await openEngine(wanted);
  if (engine) log(`analysis by ${engine.info.name} (${engine.info.variants.join(', ')}; depth ${engine.info.depth})`);
  else if (wanted) log(`${wanted.path} does not answer as a UCI engine: the board offers no analysis`);
  let served;
  try {
    served = await serveDir(outdir, { port, tries: given ? 1 : 20, engine });
  } catch (e) {
    if (e.code === 'EADDRINUSE') throw new Error(`port ${port} is taken (PORT=${process.env.PORT}); choose another PORT`);
    throw e;
  }
  const stop = () => { served.close().then(() => process.exit(0)); };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  log('serving the analysis board; Ctrl-C stops it');
  console.log(served.url);
}

async function main(args) {
  try {
    ensureNodeModules(); // so that one command sets a machine up
    buildWasm();
  } catch (e) {
    log(`error: ${e.message}`);
    return 1;
  }
  if (args.length === 0) {
    try {
      await serveDemo();
    } catch (e) {
      log(`error: ${e.message}`);
      return 1;
    }
    return undefined; // keep serving
  }
  const { runCli } = await import('./cli-perft.mjs');
  return runCli(args);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await main(process.argv.slice(2));
  if (code !== undefined) process.exitCode = code;
}
