// main.js — the analysis board: one Game from the public API (bindings/index.js), drawn by
// board.js, with the status bar, move list, FEN import/export, pass and vchess setup controls.
//
// For tests: window.__demo = { game, state, select(square), clickPoint(square) }, and every point
// of the board is a <rect class="point" data-square="e2"> (classes dest / capture-dest).
import { init, Game, profiles, profileInfo, validateFen } from '../../bindings/index.js';
import { renderBoard, pieceIcon } from './board.js';
import { SIDE_NAMES, pieceName, legendRows } from './pieces.js';

const $ = (id) => document.getElementById(id);

const REASONS = {
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  'no-moves': 'No legal move',
  bikjang: 'Bikjang (generals still facing)',
  'double-pass': 'Two passes in a row',
  'move-limit': 'Move limit',
  repetition: 'Repetition',
  'perpetual-check': 'Perpetual check',
  'perpetual-chase': 'Perpetual chase',
  'insufficient-material': 'Insufficient material',
  'material-count': 'Material count',
  counting: 'Counting rule',
  resignation: 'Resignation',
  timeout: 'Time out',
  agreement: 'Draw agreed',
};

const SETUP_KINDS = {
  keep: { label: 'Keep', sides: [] },
  left: { label: 'Swap left', sides: ['left'] },
  right: { label: 'Swap right', sides: ['right'] },
  both: { label: 'Swap both', sides: ['left', 'right'] },
};

const state = {
  profile: null,
  game: null,
  startFen: null,     // the FEN the game was created from, or null (profile start)
  selected: null,     // square of the selected piece
  flipped: false,
  legend: false,
  message: null,      // { text, kind: 'refusal' | 'info' | 'error', code? }
  future: [],         // moves taken back by undo, oldest first (mirrors the game's redo stack)
  fenDirty: false,    // the FEN field holds the user's text, not the position's
};

const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const side = (color) => SIDE_NAMES[state.game.variant][color];

// ---- game actions ---------------------------------------------------------------------------

function newGame(profile, fen) {
  const game = new Game(profile, fen || undefined); // throws InvalidFenError on a bad FEN
  state.game?.free();
  state.game = game;
  state.profile = profile;
  state.startFen = fen || null;
  state.selected = null;
  state.future = [];
  state.message = null;
  state.fenDirty = false;
  $('fen-error').textContent = '';
  delete $('fen-error').dataset.code;
  if (location.hash.slice(1) !== profile) history.replaceState(null, '', `#${profile}`);
}

function say(text, kind = 'info', code) {
  state.message = text ? { text, kind, code } : null;
}

function outcomeText(o) {
  const reason = REASONS[o.reason] ?? o.reason ?? 'Game over';
  return o.winner ? `${reason} — ${side(o.winner)} wins ${o.result}` : `${reason} — draw ${o.result}`;
}

function play(input) {
  try {
    state.game.play(input);
    state.future = [];
    state.selected = null;
    say(null);
  } catch (e) {
    say(`${e.message}.`, 'refusal', e.code);
  }
  render();
}

/** Selects the piece on `square` (of the side to move) and shows its destinations. */
function select(square) {
  const g = state.game;
  const piece = g.get(square);
  state.selected = piece ? square : null;
  if (piece && piece.color === g.turn && g.moves({ square }).length === 0 && !g.isOver()) {
    say(`This ${pieceName(g.variant, piece)} has no legal move now: click a point to see why.`, 'info');
  } else {
    say(null);
  }
  render();
}

/** What a click or tap on a point does. */
function clickPoint(square) {
  const g = state.game;
  const piece = g.get(square);
  const o = g.outcome();
  if (o.over) {
    state.selected = null;
    say(`The game is over (${outcomeText(o)}). Undo a move or start a new game.`, 'info');
    return render();
  }
  if (g.isSetupTurn()) {
    state.selected = null;
    say(`${side(g.turn)} first chooses a setup: keep, or swap a horse and an elephant (buttons beside the board).`, 'info');
    return render();
  }
  const from = state.selected;
  if (from) {
    if (square === from) {
      state.selected = null;
      say(null);
      return render();
    }
    const move = g.moves({ square: from }).find((m) => m.to === square);
    if (move) return play(move.uci);
    if (piece && piece.color === g.turn) return select(square);
    const why = g.explain(from + square);
    const mover = g.get(from);
    const name = mover ? capitalize(pieceName(g.variant, mover)) : 'Move';
    say(`${name} ${from} → ${square} is not allowed: ${why ? why.message : 'not a legal move'}.`, 'refusal', why?.code);
    return render();
  }
  if (!piece) {
    say(null);
    return render();
  }
  if (piece.color !== g.turn) {
    say(`That ${pieceName(g.variant, piece)} belongs to ${side(piece.color)}; ${side(g.turn)} is to move.`, 'info');
    return render();
  }
  return select(square);
}

function undo() {
  const g = state.game;
  const hist = g.history();
  if (!hist.length) return;
  g.undo();
  state.future.unshift(hist[hist.length - 1]);
  state.selected = null;
  say(null);
  render();
}

function redo() {
  if (state.game.redo()) state.future.shift();
  state.selected = null;
  say(null);
  render();
}

/** Undoes or redoes until `ply` moves are played. */
function goTo(ply) {
  const g = state.game;
  let played = g.history().length;
  while (played > ply) { const h = g.history(); g.undo(); state.future.unshift(h[h.length - 1]); played--; }
  while (played < ply && state.future.length && g.redo()) { state.future.shift(); played++; }
  state.selected = null;
  say(null);
  render();
}

function chooseSetup(kind) {
  const want = SETUP_KINDS[kind].sides.join(',');
  const choice = state.game.setupChoices().find((c) => c.setup.join(',') === want);
  if (choice) play(choice.uci);
}

function loadFen(text) {
  const fen = text.trim();
  const check = validateFen(state.profile, fen);
  if (!check.ok) {
    $('fen-error').textContent = capitalize(check.error.message);
    $('fen-error').dataset.code = check.error.code;
    return false;
  }
  newGame(state.profile, fen);
  say('Position loaded.', 'info');
  render();
  return true;
}

async function copyFen() {
  const fen = state.game.fen();
  let ok = false;
  try {
    await navigator.clipboard.writeText(fen);
    ok = true;
  } catch {
    // No clipboard permission (or not a secure context): copy through the text field.
    const field = $('fen');
    field.value = fen;
    field.select();
    ok = document.execCommand?.('copy') ?? false;
  }
  say(ok ? 'FEN copied to the clipboard.' : 'Select the FEN in the field and copy it.', 'info');
  render();
}

// ---- rendering ------------------------------------------------------------------------------

function statusOf(g) {
  const o = g.outcome();
  if (o.over) return { text: outcomeText(o), over: true, o };
  let text = `${side(g.turn)} to move`;
  if (g.isSetupTurn()) text += ' — setup: keep, or swap a horse and an elephant';
  if (g.inCheck()) text += g.variant === 'janggi' ? ' — check (장군)!' : ' — check!';
  if (g.isBikjang()) text += ' — bikjang (빅장): the generals face each other';
  return { text, over: false, o };
}

function describeProfile(name) {
  const p = profileInfo(name);
  const bits = [];
  if (p.game === 'xiangqi') {
    bits.push(p.flyingGeneral ? 'generals may not face each other' : 'generals may face each other');
  }
  if (p.game === 'janggi') {
    bits.push({ janggi: 'cannon jumps a non-cannon screen', sliding: 'cannon slides, captures over a screen', xiangqi: 'xiangqi cannon' }[p.cannon] ?? `cannon: ${p.cannon}`);
    bits.push(`palace diagonals: generals, guards${p.palaceDiagonals && p.palaceDiagonals !== 'none' ? `, ${p.palaceDiagonals.split(',').map((s) => `${s}s`).join(', ')}` : ''}`);
    bits.push({ free: 'generals may face each other', answer: 'bikjang must be answered', draw: 'bikjang that persists draws', standard: 'bikjang: break or pass' }[p.bikjang] ?? `bikjang: ${p.bikjang}`);
    if (p.setupTurns) bits.push('setup turns: horse/elephant swaps');
  }
  bits.push(p.pass ? 'pass allowed' : 'no pass');
  bits.push(`stalemate ${p.stalemate === 'loss' ? 'loses' : 'draws'}`);
  if (p.moveLimit) bits.push(`${p.moveLimit} half-moves without capture draw`);
  if (p.repetition && p.repetition !== 'none') bits.push(`repetition: ${p.repetition}`);
  if (p.counting && p.counting !== 'none') bits.push('counting rules');
  return bits.join(' · ');
}

function moveLabel(m) {
  if (m.setup) {
    const kind = Object.values(SETUP_KINDS).find((k) => k.sides.join(',') === m.setup.join(','));
    return `setup: ${kind ? kind.label.toLowerCase() : m.uci}`;
  }
  return m.notation ?? m.uci;
}

function renderMoves(g) {
  const hist = g.history();
  const all = [...hist, ...state.future];
  const turnIndex = g.turn === 'white' ? 0 : 1;
  const first = (turnIndex + hist.length) % 2; // the side that made the first move
  const startNumber = Number((state.startFen ?? '').trim().split(/\s+/)[5]) || 1;
  const list = $('moves');
  list.textContent = '';
  all.forEach((m, i) => {
    const slot = first + i;
    if (slot % 2 === 0 || i === 0) {
      const num = document.createElement('span');
      num.className = 'num';
      num.textContent = `${startNumber + Math.floor(slot / 2)}.`;
      list.append(num);
      if (slot % 2 === 1) {
        const gap = document.createElement('span');
        gap.className = 'mv gap';
        gap.textContent = '…';
        list.append(gap);
      }
    }
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'mv';
    if (i >= hist.length) b.classList.add('future');
    if (i === hist.length - 1) b.classList.add('current');
    b.dataset.ply = String(i + 1);
    b.dataset.uci = m.uci;
    b.textContent = moveLabel(m);
    b.title = `${m.uci}${m.check ? ' (check)' : ''}`;
    list.append(b);
  });
  if (!all.length) {
    const empty = document.createElement('span');
    empty.className = 'empty';
    empty.textContent = 'No moves yet.';
    list.append(empty);
  }
  list.querySelector('.current')?.scrollIntoView?.({ block: 'nearest' });
}

function renderLegend(variant) {
  const el = $('legend');
  el.hidden = !state.legend;
  $('legend-toggle').setAttribute('aria-pressed', String(state.legend));
  if (!state.legend) return;
  const names = SIDE_NAMES[variant];
  const rows = legendRows(variant).map((r) => {
    const white = pieceIcon(variant, { role: r.role, color: 'white', letter: r.letter.toUpperCase(), promoted: r.promoted });
    const black = pieceIcon(variant, { role: r.role, color: 'black', letter: r.letter.toLowerCase(), promoted: r.promoted });
    return `<tr><td>${white}${black}</td><td class="letter-cell">${r.letter}</td><td>${r.name}</td><td lang="${variant === 'makruk' ? 'th' : variant === 'janggi' ? 'ko' : 'zh'}">${r.native}</td></tr>`;
  }).join('');
  el.innerHTML = `<h2>Pieces</h2><table><thead><tr><th>${names.white} / ${names.black}</th><th>FEN</th><th>Name</th><th>Native</th></tr></thead><tbody>${rows}</tbody></table>` +
    '<p class="hint">FEN letters: upper case for the first player, lower case for the second.</p>';
}

function render() {
  const g = state.game;
  const variant = g.variant;
  const st = statusOf(g);
  const status = $('status');
  status.className = `status ${variant} side-${g.turn}${st.over ? ' over' : ''}${!st.over && g.inCheck() ? ' check' : ''}`;
  status.dataset.turn = g.turn;
  status.dataset.over = String(st.over);
  status.dataset.result = st.o.result;
  status.dataset.reason = st.o.reason ?? '';
  $('status-text').textContent = st.text;

  const dests = state.selected && !st.over
    ? g.moves({ square: state.selected }).map((m) => ({ to: m.to, capture: !!m.captured }))
    : [];
  const hist = g.history();
  const last = hist[hist.length - 1];
  const pieces = g.pieces();
  let bikjang = null;
  if (g.isBikjang()) bikjang = pieces.filter((p) => p.role === 'general').map((p) => p.square);
  $('board').innerHTML = renderBoard({
    variant, width: g.width, height: g.height, flipped: state.flipped, pieces,
    selected: state.selected, dests, checks: g.checks(), bikjang, letters: state.legend,
    lastMove: last && !last.pass && !last.setup ? { from: last.from, to: last.to } : null,
  });

  const msg = $('message');
  msg.textContent = state.message?.text ?? '';
  msg.className = `message${state.message ? ` ${state.message.kind}` : ''}`;
  if (state.message?.code) msg.dataset.code = state.message.code; else delete msg.dataset.code;

  // controls
  $('undo').disabled = hist.length === 0;
  $('redo').disabled = state.future.length === 0;
  const canPass = g.canPass();
  $('pass').hidden = !canPass;
  const setupTurn = g.isSetupTurn();
  $('setup').hidden = !setupTurn;
  if (setupTurn) {
    $('setup-title').textContent = `${side(g.turn)}: set up your horses and elephants`;
    const choices = g.setupChoices();
    for (const button of $('setup-buttons').querySelectorAll('button')) {
      const kind = SETUP_KINDS[button.dataset.setup];
      const choice = choices.find((c) => c.setup.join(',') === kind.sides.join(','));
      button.disabled = !choice;
      const swaps = choice && kind.sides.length ? ` (${choice.uci.split(',').map((u) => u.replace(/^([a-z]\d+)([a-z]\d+)$/, '$1↔$2')).join(', ')})` : '';
      button.textContent = kind.label + swaps;
    }
  }
  renderMoves(g);
  if (!state.fenDirty) $('fen').value = g.fen();
  $('profile').value = state.profile;
  $('profile-info').textContent = describeProfile(state.profile);
  document.body.dataset.variant = variant;
  renderLegend(variant);
}

// ---- wiring ---------------------------------------------------------------------------------

function wire() {
  const picker = $('profile');
  for (const name of profiles()) {
    const option = document.createElement('option');
    option.value = name;
    option.textContent = name;
    picker.append(option);
  }
  picker.addEventListener('change', () => { newGame(picker.value); render(); });
  $('new-game').addEventListener('click', () => { newGame(state.profile); render(); });
  $('flip').addEventListener('click', () => { state.flipped = !state.flipped; render(); });
  $('legend-toggle').addEventListener('click', () => { state.legend = !state.legend; render(); });
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  $('pass').addEventListener('click', () => play('pass'));
  $('setup-buttons').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-setup]');
    if (b) chooseSetup(b.dataset.setup);
  });
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (b) goTo(Number(b.dataset.ply));
  });
  $('board').addEventListener('click', (e) => {
    const point = e.target.closest('[data-square]');
    if (point) clickPoint(point.dataset.square);
  });
  $('fen').addEventListener('input', () => { state.fenDirty = true; });
  $('fen-form').addEventListener('submit', (e) => { e.preventDefault(); loadFen($('fen').value); });
  $('fen-copy').addEventListener('click', copyFen);
  document.addEventListener('keydown', (e) => {
    if (e.target.closest?.('input, textarea, select')) return;
    if (e.key === 'ArrowLeft') undo();
    else if (e.key === 'ArrowRight') redo();
    else if (e.key === 'Escape') { state.selected = null; say(null); render(); }
  });
}

async function main() {
  try {
    await init();
  } catch (e) {
    $('status-text').textContent = `Could not load the rules engine: ${e.message}`;
    $('status').classList.add('over');
    throw e;
  }
  wire();
  const names = profiles();
  const wanted = decodeURIComponent(location.hash.slice(1));
  newGame(names.includes(wanted) ? wanted : names.includes('xiangqi/standard') ? 'xiangqi/standard' : names[0]);
  render();
  window.__demo = {
    get game() { return state.game; },
    get state() { return state; },
    select(square) { select(square); },
    clickPoint(square) { clickPoint(square); },
    newGame(profile, fen) { newGame(profile, fen); render(); },
  };
  document.body.dataset.ready = 'true';
}

main();
