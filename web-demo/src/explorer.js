// explorer.js — the games of the file open on the board, seen from the position shown: the moves
// they played there (how often, and how those games ended) and the games that reach it, each
// opened there with a click. As an opening explorer over a database, over one's own file.
//
// The index is built when the panel is first opened for a file, a piece at a time (the page
// drawn between pieces, with how far it is): each game's mainline replayed by the core, its
// positions keyed by their FEN's board and side to move. It keeps only where each position was
// reached (a game and a ply, one number); the move played there and the game's result are read
// off the file's records when the position is shown (8,000 games of the CCPD, 264,000 positions:
// 38 MB of the page's heap, where objects per position and move had taken 175 MB in Node).
import { Game, profileInfo } from 'boardrules';
import { $, state, choice, say } from './state.js';
import { SIDE_NAMES } from './pieces.js';
import { moveText } from './notation.js';
import { goTo, play } from './analysis.js';
import { depth } from './tree.js';
import { gameTitle, openRecordAt } from './record-io.js';
import { render } from './render.js';

/** Games past this many are left out of the index (said so): memory and time grow with them. */
const MOST_GAMES = 20000;
const PLY_BITS = 1 << 12; // a visit is game * PLY_BITS + ply: plies up to 4095 (a longer game's rest is left out)
const GAMES_LISTED = 10;
const PIECE_MS = 40;

let index = null; // { records, positions: Map<key, visit | visit[]>, done, games }

/** A position's key: its game, board and side to move (the FEN's first two fields). */
function positionKey(variant, fen) {
  return `${variant} ${fen.slice(0, fen.indexOf(' ', fen.indexOf(' ') + 1))}`;
}

function addVisit(positions, key, visit) {
  const seen = positions.get(key);
  if (seen === undefined) positions.set(key, visit);
  else if (typeof seen === 'number') positions.set(key, [seen, visit]);
  else seen.push(visit);
}

/** Builds the index of `records` a piece at a time, rendering between pieces; a newer file's
 *  index supersedes it. */
async function buildIndex(records) {
  const built = { records, positions: new Map(), done: false, games: Math.min(records.length, MOST_GAMES), read: 0, shownAt: 0 };
  index = built;
  await new Promise((next) => setTimeout(next)); // not inside the render that asked for it
  if (index !== built) return;
  built.shownAt = performance.now();
  for (let i = 0; i < built.games; i++) {
    const r = records[i];
    built.read = i;
    if (r.profile) indexGame(built.positions, r, i);
    if (i % 64 === 63 && performance.now() - built.shownAt > PIECE_MS) {
      render();
      await new Promise((next) => setTimeout(next));
      if (index !== built) return;
      built.shownAt = performance.now();
    }
  }
  built.done = true;
  render();
}

/** A record's mainline into `positions`: a visit per position it reaches, past an end of the
 *  rules (as the record plays on), up to a move that does not play (the record's error says why). */
function indexGame(positions, record, i) {
  let g;
  try {
    g = new Game(record.profile, record.fen);
  } catch {
    return; // a start the rules refuse: the file's game picker says why when it is opened
  }
  const variant = profileInfo(record.profile).game;
  g.playPastEnd = true; // a game played on past a repetition nobody called: its positions too
  try {
    const plies = Math.min(record.moves.length, PLY_BITS - 1);
    for (let ply = 0; ; ply++) {
      addVisit(positions, positionKey(variant, g.fen()), i * PLY_BITS + ply);
      if (ply === plies) break;
      g.play(record.moves[ply].uci);
    }
  } catch { /* a move that does not play: the game's visits stop before it */ } finally {
    g.free();
  }
}

/** Scores by the games' results: [first side wins, draws, second side wins, unknown]. */
function scoreOf(result, score) {
  score[result === '1-0' ? 0 : result === '1/2-1/2' ? 1 : result === '0-1' ? 2 : 3]++;
}

/** The moves played from the position shown, most played first, and the games that reach it. */
function explore() {
  const g = state.game;
  const seen = index.positions.get(positionKey(g.variant, g.fen()));
  const visits = seen === undefined ? [] : typeof seen === 'number' ? [seen] : seen;
  const moves = new Map();
  const games = [];
  for (const visit of visits) {
    const i = Math.floor(visit / PLY_BITS), ply = visit % PLY_BITS;
    const record = index.records[i];
    if (games.at(-1)?.i !== i) games.push({ i, ply }); // a game there twice (a repetition): once
    const uci = record.moves[ply]?.uci;
    if (!uci) continue; // its last position
    const m = moves.get(uci) ?? { uci, games: 0, score: [0, 0, 0, 0] };
    m.games++;
    scoreOf(record.result, m.score);
    moves.set(uci, m);
  }
  return { moves: [...moves.values()].sort((a, b) => b.games - a.games), games };
}

const percent = (n, total) => `${Math.round((100 * n) / total)}%`;

/** Draws the panel: shown while a file of several games is open; read while it is open. */
export function renderExplorer() {
  const panel = $('explorer');
  const records = state.records;
  if (index && index.records !== records) index = null; // another file's: its memory let go
  panel.hidden = records.length < 2 || !!state.editor;
  if (panel.hidden || !panel.open) return;
  if (!index) {
    buildIndex(records);
    return;
  }
  const status = $('explorer-status');
  const table = $('explorer-moves');
  if (!index.done) {
    status.textContent = `Indexing the file's games: ${percent(index.read, index.games)}…`;
    table.hidden = true;
    $('explorer-games').textContent = '';
    return;
  }
  // drawn anew only when what it shows changes: a button keeps the keyboard's focus meanwhile
  const drawnFor = `${positionKey(state.game.variant, state.game.fen())} ${choice().id}`;
  if (index.drawnFor === drawnFor) return;
  index.drawnFor = drawnFor;
  const { moves, games } = explore();
  const left = records.length > index.games ? ` (the first ${index.games.toLocaleString('en')} of its ${records.length.toLocaleString('en')} games)` : '';
  const sides = SIDE_NAMES[state.game.variant];
  // how the games that reach it ended, those with a result
  const score = [0, 0, 0, 0];
  for (const { i } of games) scoreOf(records[i].result, score);
  const scored = score[0] + score[1] + score[2];
  const ended = scored ? `: ${sides.white} wins ${percent(score[0], scored)} · draws ${percent(score[1], scored)} · ${sides.black} wins ${percent(score[2], scored)}` : '';
  status.textContent = games.length
    ? `${games.length} ${games.length === 1 ? 'game' : 'games'} of the file${left} reach this position${ended}.`
    : `No game of the file${left} reaches this position.`;
  table.hidden = !moves.length;
  $('explorer-head').textContent = `${sides.white} wins · draws · ${sides.black} wins`;
  const body = table.tBodies[0];
  body.textContent = '';
  for (const m of moves) {
    const row = body.insertRow();
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = moveText(state.game, m.uci, choice());
    button.dataset.uci = m.uci;
    button.addEventListener('click', () => play(m.uci));
    row.insertCell().append(button);
    row.insertCell().textContent = String(m.games);
    const scored = m.score[0] + m.score[1] + m.score[2];
    row.insertCell().textContent = scored ? m.score.slice(0, 3).map((n) => percent(n, scored)).join(' · ') : '–';
  }
  const list = $('explorer-games');
  list.textContent = '';
  for (const { i, ply } of games.slice(0, GAMES_LISTED)) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `${gameTitle(records[i], i)}${ply ? `, after ply ${ply}` : ''}`;
    button.addEventListener('click', () => openGameAt(i, ply));
    list.append(button);
  }
  if (games.length > GAMES_LISTED) list.append(`and ${games.length - GAMES_LISTED} more`);
}

/** Opens game `i` of the file (as its picker does) at the position after `ply` of its mainline. */
function openGameAt(i, ply) {
  if (!openRecordAt(i)) return render();
  let node = state.root;
  while (depth(node) < ply && node.children[0]) node = node.children[0];
  goTo(node);
  say(`Game ${gameTitle(state.records[i], i)}, after ply ${ply}.`, 'info');
  render();
}
