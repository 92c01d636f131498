// engine-live.js — analysis by an engine on the machine that serves the board (`npm start` with
// Fairy-Stockfish installed, scripts/engine-bridge.mjs): while "Analyse" is on, the position
// shown is analysed (a step elsewhere stops that search and starts the next), its best lines
// (as many as "Lines" asks, MultiPV) shown in the notation chosen with the search's depth and each
// line's score; a line's "Add" puts it in the tree as a pasted line is (engine-line.js). "Threat"
// (or X, lichess's key) analyses the position as if the side to move passed: the other side's best
// lines there, what it threatens (not while in check, where the threat is the check). Served as
// static files elsewhere, the board offers none.
//
//   findEngine()       asks the server for its engine (GET engine) once at start
//   followPosition()   after each render: the position shown analysed, when analysis is on
//   engineShare()      the first player's expected score from the best line, for the board's bar
import { Game } from 'boardrules';
import { $, state, choice, setText, say } from './state.js';
import { addEngineLine, tryLine } from './engine-line.js';
import { moveNumber } from './move-list.js';
import { depth, lineTo } from './tree.js';
import { sideName, firstPlayer } from './pieces.js';
import { savePrefs } from './prefs.js';
import { engineArrowsMarkup, engineGaugeMarkup } from './board.js';
import { wireReview } from './engine-review.js';
import { expectedScore } from './expected-score.js';
import { scoreText } from './evaluations.js';
import { wirePlay } from './engine-play.js';

let engine = null; // { name, variants, coordinates, depth, lines } from the server
let stream = null; // the EventSource of the position analysed
let analysed = ''; // its variant, FEN and lines asked
let found = []; // the engine's lines for it, best first: { depth, score, pv }
let done = false; // its search ended
let failed = false; // the stream of the position analysed broke (the server stopped)
let queued = null; // while its search waits for one of the server's engines to free: how many run
let threatGame = null; // in threat mode, the position shown with the other side to move (its lines are read on it)
let engineAsked = false; // the server has answered whether it runs an engine

const NO_ENGINE = 'X shows the threat with the server\'s engine, and this server runs none (npm start with Fairy-Stockfish installed offers one).';

/** The lines asked of the engine: the reader's choice, up to the engine's most. */
const linesAsked = () => Math.min(state.engineLines, engine.lines);

export async function findEngine() {
  try {
    const response = await fetch('engine', { cache: 'no-store' });
    const body = await response.text(); // read to its end: a body left unread is reported as a request aborted
    // 204, or the empty placeholder build.mjs leaves in dist/ for static servers: none
    if (response.status !== 200 || !/json/.test(response.headers.get('content-type') ?? '')) return;
    engine = JSON.parse(body);
  } catch {
    return; // no server's answer: no engine
  } finally {
    engineAsked = true;
  }
  if (!Array.isArray(engine?.variants)) return void (engine = null);
  if (!Number.isInteger(engine.lines) || engine.lines < 1) engine.lines = 1; // a bridge without MultiPV's count
  setText($('engine-name'), engine.name);
  $('engine-live').hidden = false;
  $('engine-analyse').setAttribute('aria-pressed', String(state.engineOn)); // on when it was last (a pref)
  $('engine-analyse').addEventListener('click', () => {
    state.engineOn = !state.engineOn;
    savePrefs({ engineOn: state.engineOn });
    $('engine-analyse').setAttribute('aria-pressed', String(state.engineOn));
    if (!state.engineOn) stop();
    analysed = '';
    followPosition();
  });
  $('engine-threat').addEventListener('click', toggleThreat);
  if (engine.lines > 1) {
    const select = $('engine-lines');
    for (let n = 1; n <= engine.lines; n++) select.add(new Option(String(n)));
    select.value = String(linesAsked());
    $('engine-lines-choice').hidden = false;
    select.addEventListener('change', () => {
      state.engineLines = Number(select.value);
      savePrefs({ engineLines: state.engineLines });
      followPosition(); // the same position, searched again for that many lines
    });
  }
  wireReview(engine);
  wirePlay(engine);
  $('engine-output').addEventListener('click', (e) => {
    const line = found[Number(e.target.closest('button[data-line]')?.dataset.line)];
    if (!line) return;
    $('engine-line').value = line.pv.join(' ');
    $('engine-format').value = engine.coordinates;
    addEngineLine();
  });
  followPosition(); // the position shown analysed now, when analysis was left on
}

const SETTLE_MS = 150;
let waiting = 0; // the timer of a search about to start

function stop() {
  clearTimeout(waiting);
  stream?.close();
  stream = null;
}

/** Where the engine's search of `node` starts (`g` at its position): the position before the
 *  moves that led there (at most HISTORY_PLIES; none before a setup turn's choice, which engines
 *  have no move for), and those moves in the engine's coordinates, so that it sees a repetition
 *  as the rules do. */
export function searchStart(g, node) {
  const path = lineTo(node).slice(1); // the moves from the start to the node
  const line = path.slice(Math.max(0, path.length - Math.min(HISTORY_PLIES, g.ply))); // (slice(-0) would be all)
  const setup = line.findLastIndex((n) => n.move?.setup);
  const moves = line.slice(setup + 1).map((n) => n.uci);
  const copy = g.clone();
  try {
    for (let i = 0; i < moves.length; i++) copy.undo();
    return { fen: copy.fen(), moves: engineMoves(copy, moves) };
  } finally {
    copy.free();
  }
}
const HISTORY_PLIES = 200;

/** Moves in UCI played from `g`'s position, in the engine's coordinates. */
export function engineMoves(g, ucis) {
  if (engine.coordinates === 'uci') return ucis;
  // an ICCS engine (Pikafish, UCCI) writes H2-E2 as h2e2: the core writes the move, this only its case
  return g.lineNotation(ucis, 'iccs', { notation: 'uci' }).map((t) => t.replace('-', '').toLowerCase());
}

/** The address of a search: of `variant` from `start` (searchStart), `lines` best moves, to `depth`
 *  (the server's own when undefined), or of the move `only` alone (in the engine's coordinates). */
export function searchUrl(variant, { fen, moves }, lines, depth, only) {
  const played = moves.length ? `&moves=${moves.join('+')}` : '';
  return `engine/analyse?variant=${variant}&fen=${encodeURIComponent(fen)}${played}${lines > 1 ? `&lines=${lines}` : ''}${depth ? `&depth=${depth}` : ''}${only ? `&only=${only}` : ''}`;
}

/** The engine's last lines of one search, best first (`[{ line, depth, score, pv }]`, line 1's
 *  the best at its depth); rejects when the stream breaks or gives no line. `me.cancel()` (set
 *  here) closes the stream and rejects. */
export function searchOnce(url, me) {
  return new Promise((resolve, reject) => {
    const last = [];
    const stream = new EventSource(url);
    me.cancel = () => { stream.close(); reject(new Error('stopped')); };
    stream.onmessage = (e) => {
      const reported = JSON.parse(e.data);
      last[reported.line - 1] = reported;
    };
    stream.addEventListener('done', () => { stream.close(); last[0] ? resolve(last) : reject(new Error('no line')); });
    stream.onerror = () => { stream.close(); reject(new Error('the stream broke')); };
  });
}

function analyse(variant, start, lines) {
  stream = new EventSource(searchUrl(variant, start, lines));
  stream.onmessage = (e) => {
    const { line, ...reported } = JSON.parse(e.data);
    found = Object.assign([...found], { [line - 1]: reported });
    queued = null;
    show();
  };
  stream.addEventListener('waiting', (e) => { queued = JSON.parse(e.data).engines; show(); });
  stream.addEventListener('done', () => { stop(); done = true; show(); });
  stream.onerror = () => { stop(); failed = true; show(); };
}

/** The position shown analysed (none while editing, on a setup turn, or once the game is over). */
export function followPosition() {
  if (!engine) return;
  const g = state.game;
  const threat = state.engineThreat && !g.inCheck() && !g.isSetupTurn();
  // a setup turn's choice is no move to engines: given the position they had searched its moves
  // as if the turn were played, lines the board cannot play (Add refused them) and a bar for them
  const key = state.engineOn && !state.editor && !g.isOver() && !g.isSetupTurn() && engine.variants.includes(g.variant) ? `${g.variant} ${g.fen()} ${linesAsked()}${threat ? ' threat' : ''}` : '';
  if (key !== analysed) {
    analysed = key;
    found = [];
    done = failed = false;
    queued = null;
    stop();
    threatGame?.free();
    const search = !key ? null : threat ? passed(g, state.node) : { game: null, start: searchStart(g, state.node) };
    threatGame = search?.game ?? null;
    // a position stepped past at once (an arrow key held) starts no engine: one it stays on does
    if (search) {
      const variant = g.variant, { start } = search, lines = linesAsked();
      waiting = setTimeout(() => analyse(variant, start, lines), SETTLE_MS);
    }
  }
  $('engine-threat').setAttribute('aria-pressed', String(state.engineThreat));
  show();
}

/** Threat mode on or off (the Threat button, or X): analysis is turned on with it. */
export function toggleThreat() {
  // the key is there whether or not the server runs an engine: without one it says why nothing shows
  if (!engine) return void say(engineAsked ? NO_ENGINE : 'The server has not yet said whether it runs an engine: press X again in a moment.', 'info');
  state.engineThreat = !state.engineThreat;
  if (state.engineThreat && !state.engineOn) $('engine-analyse').click(); // (which follows the position)
  else followPosition();
}

/** `g`'s position (at `node`) with the other side to move, as if the side to move passed, and
 *  the engine's start for it: where the rules have a pass (janggi), the pass played after the
 *  moves that led there, so that the engine sees repetitions; elsewhere the FEN's side turned,
 *  searched alone. Null where the rules refuse that position. */
function passed(g, node) {
  const pass = g.moves().find((m) => m.pass);
  if (pass) {
    const game = g.clone();
    game.play(pass.uci);
    const start = searchStart(g, node);
    return { game, start: { fen: start.fen, moves: [...start.moves, ...engineMoves(g, [pass.uci])] } };
  }
  const fields = g.fen().split(' ');
  fields[1] = fields[1] === 'w' ? 'b' : 'w';
  try {
    const game = new Game(g.profile, fields.join(' '));
    return { game, start: { fen: game.fen(), moves: [] } };
  } catch {
    return null;
  }
}

/** The game the lines found are read on: the position shown, or in threat mode its passed twin. */
const searched = () => threatGame ?? state.game;

function show() {
  setText($('engine-status'), state.engineOn ? statusText(state.game) : '');
  showLines(state.engineOn && analysed && !failed ? found : []);
  drawLayer('engine-arrows', engineArrowsMarkup(engineArrows()));
  drawLayer('engine-gauge', engineGaugeMarkup(engineShare()));
}

/** Writes a layer of the board (a render draws it anew, with the lines of then) when it changed. */
function drawLayer(name, markup) {
  const layer = $('board').querySelector(`.${name}`);
  const last = layersDrawn.get(name);
  if (layer && (layer !== last?.layer || markup !== last.markup)) {
    layer.innerHTML = markup;
    layersDrawn.set(name, { layer, markup });
  }
}
const layersDrawn = new Map(); // layer class -> { layer, markup } last written

/** The first player's expected score from the best line's (the review's curve), or null. */
export function engineShare() {
  if (!state.engineOn || !analysed || failed || !found[0] || threatGame) return null; // a threat's score is not the position's
  const value = expectedScore(found[0].score, state.game.variant);
  return state.game.turn === 'white' ? value : 1 - value;
}

/** The first move of each line shown, as an arrow on the board: [{ from, to, line }] (a pass from
 *  the general's point to itself; none for a move the board's rules refuse). */
export function engineArrows() {
  if (!state.engineOn || !analysed || failed) return [];
  return found.flatMap((reported, i) => {
    if (!reported) return [];
    if (firstMoves[i]?.reported !== reported) firstMoves[i] = { reported, move: lineMoves(searched(), reported.pv.slice(0, 1))?.[0].move };
    const move = firstMoves[i].move;
    return move && !move.setup ? [{ from: move.from, to: move.to, line: i + 1, threat: Boolean(threatGame) }] : [];
  });
}
let firstMoves = []; // per line: { reported, move }, the move last read from it


function statusText(g) {
  if (!analysed && g.isSetupTurn() && !state.editor) return 'No analysis of a setup turn: engines have no move for its choice.';
  if (!analysed) return engine.variants.includes(g.variant) ? 'No analysis here: the game is over, or the position is being edited.' : `${engine.name} does not play ${g.variant}.`;
  const threat = threatGame ? `Threat: ${sideName(g.variant, threatGame.turn)}'s best if ${sideName(g.variant, g.turn)} passed; ` : '';
  const none = state.engineThreat && !threatGame ? 'No threat shown here (in check, a setup turn, or no such position): ' : '';
  if (failed) return 'The engine stopped: the server may have stopped.';
  if (!found[0]) return queued ? `Waiting for a free engine: the server runs ${queued} at most, all busy…` : `${threat}${none}thinking…`;
  return `${threat}${none}depth ${found[0].depth}${done ? ' (done)' : ''}`;
}

let written = []; // per line: { reported, id, text }, the text last written (every render shows it, one writes it)

/** The lines as a list, each with its "Add" button; its items are kept, so a focused button stays. */
function showLines(lines) {
  const list = $('engine-output');
  const shown = lines.flatMap((reported, i) => (reported ? [i] : []));
  while (list.children.length > shown.length) list.lastElementChild.remove();
  while (list.children.length < shown.length) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Add';
    item.append(document.createElement('span'), button);
    list.append(item);
  }
  const id = choice().id;
  shown.forEach((i, at) => {
    const reported = lines[i];
    const g = searched(), threat = Boolean(threatGame);
    if (written[i]?.reported !== reported || written[i].id !== id || written[i].threat !== threat) written[i] = { reported, id, threat, text: lineText(g, reported) };
    const [text, button] = list.children[at].children;
    setText(text, written[i].text);
    button.hidden = threat; // a threat's moves are not moves from the position shown
    button.dataset.line = String(i);
    button.setAttribute('aria-label', `Add line ${i + 1} to the moves`);
  });
}

/** A line in words: its score for the first player (Red, Cho, White), its moves numbered. */
function lineText(g, { score, pv }) {
  return `${scoreText(score, g.turn)} for ${firstPlayer(g.variant)}: ${numbered(g, pv) ?? pv.join(' ')}`;
}

/** An engine's moves from `g`'s position: [{ text (as the move list writes it), move }] (read on a
 *  copy: the game shown is not played on); null when the board's rules refuse one (the engine
 *  plays its own variant's). */
export function lineMoves(g, pv) {
  const copy = g.clone();
  try {
    return tryLine(pv, engine.coordinates, copy);
  } catch {
    return null;
  } finally {
    copy.free();
  }
}

/** The line's moves in the notation chosen, numbered from the move shown; null when the board's
 *  rules refuse a move of it (the engine plays its own variant's rules). */
function numbered(g, pv) {
  const texts = lineMoves(g, pv)?.map((m) => m.text);
  if (!texts) return null;
  const ply = depth(state.node) + (g === threatGame ? 1 : 0); // a threat: the move after a pass
  return texts.map((t, i) => {
    const number = moveNumber(ply + i + 1); // '12.' for the first player's move, '12…' for the second's
    return i === 0 || number.endsWith('.') ? `${number} ${t}` : t;
  }).join(' ');
}
