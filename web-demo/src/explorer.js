// explorer.js — the games of the file open on the board, seen from the position shown: the moves
// they played there (how often, and how those games ended) and the games that reach it, each
// opened there with a click. As an opening explorer over a database, over one's own file; or,
// for a file of a zip archive (or of several files chosen), over every file of it: a collection
// of one game a file (the CCPD's) says little file by file.
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
import { archiveShown, openArchiveEntry } from './open-file.js';
import { readGames, readGamesInPieces } from './records.js';

/** Games past this many are left out of the index (said so): memory and time grow with them. */
const MOST_GAMES = 20000;
/** An archive's files past this many are left out (said so): each takes ~3 ms in a browser
 *  (inflating, reading, indexing: 5,000 of the CCPD's one-game files in ~17 s). */
const MOST_FILES = 5000;
const PLY_BITS = 1 << 12; // a visit is game * PLY_BITS + ply: plies up to 4095 (a longer game's rest is left out)
const GAMES_LISTED = 10;
const READ_AHEAD = 16; // files of an archive inflating at once
const BIG_FILE_BYTES = 1 << 20; // an archive's file read a piece at a time from this size, as open-file.js reads one

class Superseded extends Error {} // another index replaced this one while a big file was read
const PIECE_MS = 40;
const ARCHIVE_PIECE_MS = 100; // a render (~8 ms with a file open) between pieces of an archive's longer indexing

let index = null; // { key, archive, games, positions: Map<key, visit | visit[]>, done, read, total }
let parked = null; // an archive's index kept while the panel shows one file's games
let scope = 'file'; // or 'archive': every file of the archive shown, as the panel's choice says

/** The panel's choice: the games of this file, or of every file of the archive. */
export function setExplorerScope(value) {
  scope = value;
}

/** The archive's files are indexed rather than the file's: chosen, or the file has one game. */
const archiveScope = () => archiveShown() && (scope === 'archive' || state.records.length < 2);

/** The move at `ply` of a game of the index, in UCI: its record's, or, for an archive's games
 *  (read file by file, their records let go), the ply-th of its moves kept as one string. */
function moveAt(game, ply) {
  if (game.record) return game.record.moves[ply]?.uci;
  let at = 0;
  for (let k = 0; k < ply; k++) {
    at = game.ucis.indexOf(' ', at) + 1;
    if (at === 0) return undefined;
  }
  const end = game.ucis.indexOf(' ', at);
  return game.ucis.slice(at, end < 0 ? undefined : end) || undefined;
}

/** Builds the index of the file's games, or of the archive's, a piece at a time, rendering
 *  between pieces; a newer file's or archive's index supersedes it. */
async function buildIndex(key, archive) {
  const built = { key, archive, positions: new Map(), games: [], done: false, read: 0, total: Math.min(key.length, archive ? MOST_FILES : MOST_GAMES), shownAt: 0 };
  index = built;
  await new Promise((next) => setTimeout(next)); // not inside the render that asked for it
  if (index !== built) return;
  built.shownAt = performance.now();
  const piece = async () => {
    if (performance.now() - built.shownAt <= (archive ? ARCHIVE_PIECE_MS : PIECE_MS)) return true;
    render();
    await new Promise((next) => setTimeout(next));
    built.shownAt = performance.now();
    return index === built;
  };
  if (!archive) {
    for (let i = 0; i < built.total; i++) {
      built.read = i;
      addGame(built, { record: key[i], at: i, result: key[i].result }, key[i]);
      if (i % 64 === 63 && !(await piece())) return;
    }
  } else {
    // each file read and its games indexed; its records then let go (only their moves, as one
    // string, kept). Files are inflated a few ahead: a browser's DecompressionStream takes ~2.5 ms
    // for a small file, mostly waiting, which the next files' inflating fills.
    const ahead = [];
    let asked = 0;
    const bytesOf = (file) => (file.error ? Promise.resolve(null) : file.bytes().catch(() => null));
    for (let e = 0; e < built.total && built.games.length < MOST_GAMES; e++) {
      built.read = e;
      while (asked < built.total && ahead.length < READ_AHEAD) ahead.push(bytesOf(key[asked++]));
      const bytes = await ahead.shift();
      if (index !== built) return;
      if (!bytes) continue; // a file that cannot be read: the picker names why when it is chosen
      let records;
      try {
        // a big file a piece at a time (as the picker reads it), the page drawn meanwhile
        records = bytes.length < BIG_FILE_BYTES ? readGames(bytes) : await readGamesInPieces(bytes, async () => {
          if (!(await piece())) throw new Superseded();
        });
      } catch (e) {
        if (e instanceof Superseded) return;
        continue; // bytes that are no records: the picker names why when the file is chosen
      }
      if (index !== built) return;
      records.slice(0, MOST_GAMES - built.games.length).forEach((record, j) => {
        addGame(built, { ucis: record.moves.map((m) => m.uci).join(' '), at: j, entry: e, result: record.result, title: `${key[e].name}: ${gameTitle(record, j)}` }, record);
      });
      if (!(await piece())) return;
    }
  }
  built.done = true;
  render();
}

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

/** A game into the index: listed, and its positions visited. */
function addGame(built, game, record) {
  const i = built.games.length;
  built.games.push(game);
  if (record.profile) indexGame(built.positions, record, i);
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
    const game = index.games[i];
    if (games.at(-1)?.i !== i) games.push({ i, ply }); // a game there twice (a repetition): once
    const uci = moveAt(game, ply);
    if (!uci) continue; // its last position
    const m = moves.get(uci) ?? { uci, games: 0, score: [0, 0, 0, 0] };
    m.games++;
    scoreOf(game.result, m.score);
    moves.set(uci, m);
  }
  return { moves: [...moves.values()].sort((a, b) => b.games - a.games), games };
}

const percent = (n, total) => `${Math.round((100 * n) / total)}%`;

/** Draws the panel: shown while a file of several games is open; read while it is open. */
export function renderExplorer() {
  const panel = $('explorer');
  const records = state.records;
  const archive = archiveScope();
  const key = archive ? state.archive.entries : records;
  // another file's or archive's: its memory let go (an archive's is kept while one of its files
  // opens, during which the file shown is not yet the archive's)
  const opening = index?.archive && index.key === state.archive?.entries && !archiveShown();
  if (index && index.key !== key && !opening) {
    // an archive's finished index waits while "this file" is chosen: choosing every file again
    // does not read the archive again
    if (index.archive) parked = index.done && index.key === state.archive?.entries ? index : null;
    index = null;
  }
  if (parked && parked.key !== state.archive?.entries) parked = null; // another archive: let go
  if (!index && parked?.key === key) {
    index = parked;
    parked = null;
    index.drawnFor = null;
  }
  panel.hidden = (records.length < 2 && !archiveShown()) || !!state.editor;
  const title = archiveShown() ? 'Games of the files' : 'Games of the file';
  if (panel.firstElementChild.textContent !== title) panel.firstElementChild.textContent = title;
  if (panel.hidden || !panel.open) return;
  $('explorer-scope-picker').hidden = !archiveShown();
  $('explorer-scope').value = archive ? 'archive' : 'file';
  $('explorer-scope').options[0].disabled = records.length < 2;
  if (!index) {
    buildIndex(key, archive);
    return;
  }
  const status = $('explorer-status');
  const table = $('explorer-moves');
  if (!index.done) {
    status.textContent = archive
      ? `Indexing the games of every file: ${percent(index.read, index.total)} of the files, ${index.games.length.toLocaleString('en')} games…`
      : `Indexing the file's games: ${percent(index.read, index.total)}…`;
    table.hidden = true;
    $('explorer-games').textContent = '';
    return;
  }
  // drawn anew only when what it shows changes: a button keeps the keyboard's focus meanwhile
  const drawnFor = `${positionKey(state.game.variant, state.game.fen())} ${choice().id}`;
  if (index.drawnFor === drawnFor) return;
  index.drawnFor = drawnFor;
  const { moves, games } = explore();
  const of = archive ? `of the ${state.archive.entries.length.toLocaleString('en')} files` : 'of the file';
  const left = archive ? (index.games.length >= MOST_GAMES ? ` (their first ${MOST_GAMES.toLocaleString('en')} games)`
    : index.total < state.archive.entries.length ? ` (the first ${index.total.toLocaleString('en')})` : '')
    : records.length > index.total ? ` (the first ${index.total.toLocaleString('en')} of its ${records.length.toLocaleString('en')} games)` : '';
  const sides = SIDE_NAMES[state.game.variant];
  // how the games that reach it ended, those with a result
  const score = [0, 0, 0, 0];
  for (const { i } of games) scoreOf(index.games[i].result, score);
  const scored = score[0] + score[1] + score[2];
  const ended = scored ? `: ${sides.white} wins ${percent(score[0], scored)} · draws ${percent(score[1], scored)} · ${sides.black} wins ${percent(score[2], scored)}` : '';
  status.textContent = games.length
    ? `${games.length} ${games.length === 1 ? 'game' : 'games'} ${of}${left} ${games.length === 1 ? 'reaches' : 'reach'} this position${ended}.`
    : `No game ${of}${left} reaches this position.`;
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
    const game = index.games[i];
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `${game.title ?? gameTitle(game.record, i)}${ply ? `, after ply ${ply}` : ''}`;
    button.addEventListener('click', () => (game.entry === undefined ? openGameAt(game.at, ply) : openArchiveGameAt(game, ply)));
    list.append(button);
  }
  if (games.length > GAMES_LISTED) list.append(`and ${games.length - GAMES_LISTED} more`);
}

/** Opens a game of another file of the archive: that file (as its picker does), then the game. */
async function openArchiveGameAt(game, ply) {
  scope = 'archive'; // the explorer stays on every file, also where the file opened has several games
  if (state.archive?.shown !== game.entry) await openArchiveEntry(game.entry);
  if (state.archive?.shown === game.entry && archiveShown()) openGameAt(game.at, ply); // else named as not shown
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
