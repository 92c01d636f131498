// next-moves.js — `find --moves`: the moves the records found played from the position, with how
// many games played each and how they ended (an opening explorer's table, over an archive). Each
// thread tallies its batch's rows (tallyNext); the main thread adds the tallies (addNext) and
// writes the table, a move per line, most played first.
import { Game } from '../index.js';
import { moveText } from './common.js';

/** The results a tally counts, in its columns' order; '*' stands for none declared. */
const RESULTS = ['1-0', '1/2-1/2', '0-1', '*'];
/** A row's key: its next move's UCI, or where its game stopped there. */
const LAST = '(last position)', REFUSED = '(refused)';

/** Counts a found row into `tally` ({ key: [games, 1-0, 1/2-1/2, 0-1, *] }). */
export function tallyNext(tally, row) {
  const key = row.next ?? (row.last ? LAST : REFUSED);
  const counts = (tally[key] ??= [0, 0, 0, 0, 0]);
  counts[0]++;
  counts[1 + RESULTS.indexOf(row.result ?? '*')]++;
}

/** Adds a batch's tally into the run's. */
export function addNext(into, from) {
  for (const key in from) {
    const counts = (into[key] ??= [0, 0, 0, 0, 0]);
    from[key].forEach((n, i) => { counts[i] += n; });
  }
}

/** The tally's moves, most played first (then by UCI, the stops last), each with its text in
 *  `notation` written from the position `find` searched (`key`: its board and side to move, or
 *  its board alone: then with whichever side to move the move is legal for). */
function rowsOf(tally, find, profile, notation) {
  const texts = new Map();
  const positions = find.sides === 'either' ? [`${find.key} w`, `${find.key} b`] : [find.key];
  for (const position of positions) {
    let game;
    try {
      game = new Game(profile, `${position} - - 0 1`);
    } catch {
      continue; // a board alone whose other side is in check: no position with that side to move
    }
    try {
      for (const move of game.moves()) if (move.uci in tally && !texts.has(move.uci)) texts.set(move.uci, moveText(game, move, notation));
    } finally {
      game.free();
    }
  }
  const order = (key) => (key.startsWith('(') ? `\uffff${key}` : key); // among as many games, moves before stops
  return Object.entries(tally)
    .sort(([a, x], [b, y]) => y[0] - x[0] || (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
    .map(([key, [games, ...results]]) => ({ key, text: texts.get(key), games, results }));
}

/** The table as text: the counts' columns, then the move (its notation's text, which a terminal
 *  may draw wider than its length, last). */
export function nextMovesText(tally, find, profile, notation) {
  const column = (value, width) => String(value).padStart(width);
  const lines = [`${column('games', 7)}${RESULTS.map((r) => column(r, 9)).join('')}  move`];
  for (const row of rowsOf(tally, find, profile, notation)) {
    lines.push(`${column(row.games, 7)}${row.results.map((n) => column(n, 9)).join('')}  ${row.text ?? row.key}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The table as JSON lines: {"move" (UCI; null where the game stopped), "text"? (in the notation
 *  asked), "end"? ("last": no move follows; "refused": the next move the rules refuse), "games",
 *  "results": {"1-0", "1/2-1/2", "0-1", "*"}}. */
export function nextMovesJson(tally, find, profile, notation) {
  return rowsOf(tally, find, profile, notation).map((row) => {
    const stopped = row.key === LAST ? 'last' : row.key === REFUSED ? 'refused' : null;
    const line = { move: stopped ? null : row.key };
    if (!stopped && notation !== 'uci') line.text = row.text;
    if (stopped) line.end = stopped;
    line.games = row.games;
    line.results = Object.fromEntries(RESULTS.map((r, i) => [r, row.results[i]]));
    return `${JSON.stringify(line)}\n`;
  }).join('');
}
