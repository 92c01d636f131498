// wasm.js — instantiates boardrules.wasm (built by `npm run build`) without Emscripten's JS glue.
//
//   const { exports, memory } = await loadWasm();        // the file next to this module
//   await loadWasm(bytes | response | url | 'path/or/url') // or any other source
//
// Sources: nothing (the boardrules.wasm beside this module: read from disk in Node, fetched
// elsewhere), an ArrayBuffer or typed array of the bytes, a Response or a promise of one, a URL,
// a URL string (in Node, a string without a scheme is a file path), or a WebAssembly.Module.
// Bundlers: this file bundles unchanged (esbuild, --platform=browser included); copy
// boardrules.wasm next to the bundle, or pass its URL. Node's fs is loaded only when a file: URL
// or a path is read, through a computed specifier that bundlers leave alone.
//
// The module is a STANDALONE_WASM reactor: it exports its memory and `_initialize`, which is
// called here before anything else. It imports nothing (wasm/api_wasm.c defines the memory-growth
// hook): V8 compiles a wrapper per imported function, ~2 ms of Node's start-up. The imports
// below serve a build that has some (a debugging printf).

// Where this module was loaded from, found without touching import.meta.url at import time: an
// IIFE or CommonJS bundle has no import.meta (esbuild makes it {}), and `new URL(x, undefined)`
// would throw while the bundle loads. A classic <script> bundle is found through currentScript,
// which exists only while the script first runs, so it is read here.
import { ArgumentError, describe } from './errors.js';

const SCRIPT_URL = typeof document === 'object' && document?.currentScript?.src || null;

/** The boardrules.wasm beside this module (webpack, Vite and Parcel see the literal
 *  `new URL('./boardrules.wasm', import.meta.url)` and ship the file). */
function defaultUrl() {
  if (import.meta.url) return new URL('./boardrules.wasm', import.meta.url);
  // a CommonJS bundle run by Node (esbuild --platform=node --format=cjs): the bundle's own file
  const bundleFile = isNode && typeof __filename === 'string' ? globalThis.process.getBuiltinModule?.('node:url')?.pathToFileURL(__filename).href : null;
  const base = SCRIPT_URL || globalThis.location?.href || bundleFile;
  if (!base) {
    throw new Error('boardrules.wasm: cannot tell where this bundle was loaded from; ' +
      'pass the wasm to init(): its URL, its bytes or a fetch() Response');
  }
  return new URL('./boardrules.wasm', base);
}
const NODE_FS = 'node:fs'; // a variable, so that bundlers do not try to resolve it

const isNode = !!globalThis.process?.versions?.node; // through globalThis: see readFile

/** The import object; `state.memory` is filled in once the instance exists. */
function makeImports(state) {
  const ENOSYS = 52;
  let pending = ['', '']; // partial lines of fd 1 and 2
  return {
    wasi_snapshot_preview1: {
      proc_exit(code) {
        throw new Error(`boardrules.wasm exited (code ${code})`);
      },
      // Only stdout/stderr, line-buffered to the console: the core prints nothing, but a
      // debugging printf should show up rather than trap.
      fd_write(fd, iovs, iovsLen, nwritten) {
        if ((fd !== 1 && fd !== 2) || !state.memory) return ENOSYS;
        const view = new DataView(state.memory.buffer);
        let total = 0;
        for (let i = 0; i < iovsLen; i++) {
          const ptr = view.getUint32(iovs + 8 * i, true);
          const len = view.getUint32(iovs + 8 * i + 4, true);
          pending[fd - 1] += new TextDecoder().decode(new Uint8Array(state.memory.buffer, ptr, len));
          total += len;
        }
        const lines = pending[fd - 1].split('\n');
        pending[fd - 1] = lines.pop();
        for (const line of lines) (fd === 1 ? console.log : console.error)(line);
        view.setUint32(nwritten, total, true);
        return 0;
      },
      fd_close: () => ENOSYS,
      fd_seek: () => ENOSYS,
    },
  };
}

/** The bytes of a file. process.getBuiltinModule (Node 20.16+; the package needs 20.19) gets fs
 *  synchronously, where import('node:fs') went through the ES module loader (~10 ms of a 27 ms
 *  start) and was an expression webpack warns about. Read through globalThis: Parcel polyfills
 *  a bare `process` for browsers. */
function readFile(pathOrUrl) {
  const fs = globalThis.process.getBuiltinModule?.(NODE_FS);
  if (!fs) throw new Error('reading boardrules.wasm from a file needs Node 20.16 or later (process.getBuiltinModule); pass its bytes to init()');
  return fs.readFileSync(pathOrUrl);
}

async function fromResponse(response, imports) {
  const res = await response;
  if (typeof res?.ok !== 'boolean') throw new ArgumentError('bad-argument', `init: expected a promise of a Response, not of ${describe(res)}`);
  if (!res.ok) throw new Error(`boardrules.wasm: ${res.url ? `fetching ${res.url} failed: ` : ''}HTTP ${res.status}`); // a Response made by hand has no URL
  const type = res.headers.get('content-type') || '';
  if (typeof WebAssembly.instantiateStreaming === 'function' && type.startsWith('application/wasm')) {
    try {
      return await WebAssembly.instantiateStreaming(res.clone(), imports);
    } catch (e) {
      if (!(e instanceof TypeError)) throw e; // a compile or link error is real; a TypeError
    } // means streaming was refused, so fall back to the bytes
  }
  const bytes = await res.arrayBuffer();
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  if (String.fromCharCode(...head) !== '\0asm') {
    // a server's page for a path it does not have (a single-page app's index.html, status 200) is
    // the likeliest: say what came, where from, and what to do, not only the bytes V8 expected
    const start = new TextDecoder().decode(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength))).replace(/\s+/g, ' ');
    const url = res.url.length > 100 ? `${res.url.slice(0, 100)}…` : res.url; // a data: URL holds a whole module
    throw new WebAssembly.CompileError(`${url || 'the Response'} is ${type || 'of no content type'}, starting ${JSON.stringify(start)}, not WebAssembly` +
      ' (a page the server gives for a file it does not have?): serve boardrules.wasm at that URL, beside the bundle, or give init() its URL or bytes');
  }
  return WebAssembly.instantiate(bytes, imports);
}

/** The module instantiated from its bytes. Node compiles them on this thread: the promise API
 *  hands the work to another thread and back through the event loop, ~0.5 ms more of a ~6.5 ms
 *  compile and instantiate (paired medians of 31 fresh processes). Browsers may refuse a large
 *  module compiled on their main thread, so they keep the promise API. */
function fromBytes(bytes, imports) {
  return isNode ? { instance: new WebAssembly.Instance(new WebAssembly.Module(bytes), imports) } : WebAssembly.instantiate(bytes, imports);
}

/** What a source given to init() is, read here once: a Proxy of the caller's whose traps throw
 *  (or a revoked one) had rejected init() with its own bare error, instanceof and .then being
 *  the traps' getPrototypeOf and get. */
function sourceKind(source) {
  try {
    if (source instanceof URL) return 'url';
    if (source instanceof WebAssembly.Module) return 'module';
    if (source instanceof DataView) return 'view';
    if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return 'bytes';
    if (typeof source.then === 'function' || (typeof Response === 'function' && source instanceof Response)) return 'response';
    return null;
  } catch (e) {
    throw new ArgumentError('bad-argument', `init: its source could not be read: ${e?.message ?? describe(e)}`, { cause: e });
  }
}

async function instantiate(source, imports) {
  if (source === undefined || source === null) source = defaultUrl();
  if (typeof source === 'string') {
    const hasScheme = /^[a-z][a-z0-9+.-]+:/i.test(source);
    if (isNode && !hasScheme) return fromBytes(await readFile(source), imports);
    source = new URL(source, globalThis.location?.href ?? defaultUrl());
  }
  const kind = typeof source === 'object' || typeof source === 'function' ? sourceKind(source) : null;
  if (kind === 'url') {
    if (source.protocol === 'file:') {
      // a page opened as a file (file://) may fetch no file, the wasm beside its script included
      if (!isNode) throw new Error(`boardrules.wasm: cannot read ${source} outside Node: serve the page over HTTP, or import 'boardrules/inline', which holds the wasm`);
      return fromBytes(await readFile(source), imports);
    }
    // webpack's and Turbopack's server builds give the file a URL with no scheme, a path on the
    // site ('/_next/static/media/…'), which only a browser can fetch
    if (isNode && !source.protocol) {
      throw new Error(`boardrules.wasm: the bundler made its URL ${source}, a path on the site, which Node cannot fetch: keep boardrules out of the server bundle (Next.js: serverExternalPackages: ['boardrules']), import 'boardrules/inline', or pass init() the wasm's bytes`);
    }
    return fromResponse(fetch(source), imports);
  }
  if (kind === 'module') {
    return { instance: await WebAssembly.instantiate(source, imports) };
  }
  if (kind === 'view') source = new Uint8Array(source.buffer, source.byteOffset, source.byteLength); // V8 compiles no DataView
  if (kind === 'bytes' || kind === 'view') {
    return fromBytes(source, imports);
  }
  if (kind === 'response') {
    return fromResponse(source, imports);
  }
  throw new ArgumentError('bad-argument', `init: expected nothing, bytes, a Response, a URL or a WebAssembly.Module, not ${describe(source)}`);
}

/**
 * Instantiates boardrules.wasm.
 * @param {ArrayBuffer|ArrayBufferView|Response|Promise<Response>|URL|string|WebAssembly.Module} [source]
 * @returns {Promise<{exports: WebAssembly.Exports, memory: WebAssembly.Memory}>}
 */
export async function loadWasm(source) {
  const state = { memory: null };
  const { instance } = await instantiate(source, makeImports(state));
  const { exports } = instance;
  state.memory = exports.memory;
  if (typeof exports._initialize === 'function') exports._initialize();
  return { exports, memory: exports.memory };
}
