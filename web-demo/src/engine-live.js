// engine-live.js — analysis by an engine on the machine that serves the board (`npm start` with
// Fairy-Stockfish installed, scripts/engine-bridge.mjs): while "Analyse" is on, the position
// shown is analysed (a step elsewhere stops that search and starts the next), its best line
// shown in the notation chosen, with its depth and score; "Add this line" puts it in the tree as
// a pasted line is (engine-line.js). Served as static files elsewhere, the board offers none.
//
//   findEngine()       asks the server for its engine (GET engine) once at start
//   followPosition()   after each render: the position shown analysed, when analysis is on
import { $, state, choice, setText } from './state.js';
import { addEngineLine } from './engine-line.js';
import { moveNumber } from './move-list.js';
import { depth, lineTo } from './tree.js';
import { SIDE_NAMES } from './pieces.js';

let engine = null; // { name, variants, coordinates, depth } from the server
let on = false;
let stream = null; // the EventSource of the position analysed
let analysed = ''; // its variant and FEN
let best = null; // { depth, score, pv, done } for it
let failed = false; // the stream of the position analysed broke (the server stopped)

export async function findEngine() {
  try {
    const response = await fetch('engine', { cache: 'no-store' });
    if (response.status !== 200 || !/json/.test(response.headers.get('content-type') ?? '')) return; // 204: none
    engine = await response.json();
  } catch {
    return; // a static server: no engine
  }
  if (!Array.isArray(engine?.variants)) return void (engine = null);
  setText($('engine-name'), engine.name);
  $('engine-live').hidden = false;
  $('engine-analyse').addEventListener('click', () => {
    on = !on;
    $('engine-analyse').setAttribute('aria-pressed', String(on));
    if (!on) stop();
    analysed = '';
    followPosition();
  });
  $('engine-live-add').addEventListener('click', () => {
    if (!best) return;
    $('engine-line').value = best.pv.join(' ');
    $('engine-format').value = engine.coordinates;
    addEngineLine();
  });
}

const SETTLE_MS = 150;
let waiting = 0; // the timer of a search about to start

function stop() {
  clearTimeout(waiting);
  stream?.close();
  stream = null;
}

/** Where the engine's search starts: the position before the moves that led to the one shown (at
 *  most HISTORY_PLIES; none before a setup turn's choice, which engines have no move for), and
 *  those moves, so that it sees a repetition as the rules do. An ICCS engine (Pikafish) is given
 *  the position alone: the moves are in UCI's coordinates. */
function searchStart(g) {
  if (engine.coordinates !== 'uci') return { fen: g.fen(), moves: [] };
  const path = lineTo(state.node).slice(1); // the moves from the start to the node shown
  const line = path.slice(Math.max(0, path.length - Math.min(HISTORY_PLIES, g.ply))); // (slice(-0) would be all)
  const setup = line.findLastIndex((n) => n.move?.setup);
  const moves = line.slice(setup + 1).map((n) => n.uci);
  const copy = g.clone();
  try {
    for (let i = 0; i < moves.length; i++) copy.undo();
    return { fen: copy.fen(), moves };
  } finally {
    copy.free();
  }
}
const HISTORY_PLIES = 200;

function analyse(variant, { fen, moves }) {
  const played = moves.length ? `&moves=${moves.join('+')}` : '';
  stream = new EventSource(`engine/analyse?variant=${variant}&fen=${encodeURIComponent(fen)}${played}`);
  stream.onmessage = (e) => { best = JSON.parse(e.data); show(); };
  stream.addEventListener('done', () => { stop(); if (best) best = { ...best, done: true }; show(); });
  stream.onerror = () => { stop(); failed = true; show(); };
}

/** The position shown analysed (none while editing, or once the game is over). */
export function followPosition() {
  if (!engine) return;
  const g = state.game;
  const key = on && !state.editor && !g.isOver() && engine.variants.includes(g.variant) ? `${g.variant} ${g.fen()}` : '';
  if (key !== analysed) {
    analysed = key;
    best = null;
    failed = false;
    stop();
    // a position stepped past at once (an arrow key held) starts no engine: one it stays on does
    if (key) {
      const variant = g.variant, start = searchStart(g);
      waiting = setTimeout(() => analyse(variant, start), SETTLE_MS);
    }
  }
  show();
}

function show() {
  setText($('engine-output'), on ? analysisText(state.game) : '');
  $('engine-live-add').hidden = !on || !best;
}

let written = { best: null, id: '', text: '' }; // the line last written: every render shows it, one writes it

function analysisText(g) {
  if (!analysed) return engine.variants.includes(g.variant) ? 'No analysis here: the game is over, or the position is being edited.' : `${engine.name} does not play ${g.variant}.`;
  if (failed) return 'The engine stopped: the server may have stopped.';
  if (!best) return 'Thinking…';
  const id = choice().id;
  if (written.best !== best || written.id !== id) written = { best, id, text: lineText(g, best) };
  return written.text;
}

/** The line in words: depth, the score for the first player (Red, Cho, White), the moves numbered. */
function lineText(g, { depth: searched, done, score: { cp, mate }, pv }) {
  const sign = g.turn === 'white' ? 1 : -1;
  const score = mate !== undefined ? `#${sign * mate}` : `${sign * cp >= 0 ? '+' : ''}${(sign * cp / 100).toFixed(2)}`;
  const first = SIDE_NAMES[g.variant].white.split(' ')[0];
  return `depth ${searched}${done ? ' (done)' : ''}, ${score} for ${first}: ${numbered(g, pv) ?? pv.join(' ')}`;
}

/** The line's moves in the notation chosen, numbered from the move shown; null when the board's
 *  rules refuse a move of it (the engine plays its own variant's rules). */
function numbered(g, pv) {
  const { kind, script } = choice();
  let texts;
  try {
    texts = g.lineNotation(pv, kind, { notation: engine.coordinates, ...(script ? { script } : {}) });
  } catch {
    return null;
  }
  const ply = depth(state.node);
  return texts.map((t, i) => {
    const number = moveNumber(ply + i + 1); // '12.' for the first player's move, '12…' for the second's
    return i === 0 || number.endsWith('.') ? `${number} ${t}` : t;
  }).join(' ');
}
