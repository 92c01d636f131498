// page.js — a page's use: init() from the source named by ?source=, then check().
import * as lib from 'boardrules';
import * as cg from 'boardrules/chessground';
import { check } from './check.mjs';

async function sourceOf(kind) {
  const url = new URL('boardrules.wasm', document.baseURI); // copied next to the page
  if (kind === 'url') return url;
  if (kind === 'string') return url.href;
  if (kind === 'response') return fetch(url);
  if (kind === 'bytes') return new Uint8Array(await (await fetch(url)).arrayBuffer());
  return undefined; // init(): the package finds its wasm itself
}

export const ready = sourceOf(new URLSearchParams(location.search).get('source'))
  .then((source) => check(lib, cg, source))
  .then((result) => { window.__result = result; }, (error) => { window.__result = { error: String(error?.stack ?? error) }; });
