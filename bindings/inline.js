// inline.js — `boardrules/inline`: the whole API with boardrules.wasm inside the JavaScript, for
// setups that cannot copy or serve a file next to the bundle (a single-file build, a sandboxed
// iframe, some test runners). It costs ~4/3 of the wasm's size in JS, once.
//
//   import { init, Game } from 'boardrules/inline';
//   await init();                 // no file, no fetch: the bytes are in inline-wasm.js
//
// inline-wasm.js is generated from the built wasm by scripts/package-files.mjs (`npm run build`).
import WASM_BASE64 from './inline-wasm.js';
import { init as initFrom } from './index.js';

export * from './index.js';

/** The wasm's bytes, decoded from base64 (atob exists in browsers, workers and Node 16+). */
function inlineBytes() {
  const text = atob(WASM_BASE64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Loads the inlined wasm once; `source`, when given, is used instead (as in `boardrules`). */
export function init(source) {
  return initFrom(source ?? inlineBytes());
}
