// index.js — webpack's default entry and Vite's: the page, plus the same check in a module
// Web Worker (both bundlers see `new Worker(new URL(..., import.meta.url))`).
import './page.js';

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
worker.onmessage = ({ data }) => { window.__worker = data; };
worker.onerror = (e) => { window.__worker = { error: e.message || 'worker error' }; };
