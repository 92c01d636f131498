// next-moves.js — `find --moves`: the moves the records found played from the position, with how
// many games played each and how they ended (an opening explorer's table, over an archive). Each
// thread tallies its batch's rows (tallyNext); the main thread adds the tallies (addNext) and
// writes the table, a move per line, most played first.

/** The results a tally counts, in its columns' order; '*' stands for none declared. */
const RESULTS = ['1-0', '1/2-1/2', '0-1', '*'];
/** A row's key: its next move's UCI, or where its game stopped there. */
const LAST = '(last position)', REFUSED = '(refused)';

/** Counts a found row into `tally` ({ key: { counts: [games, 1-0, 1/2-1/2, 0-1, *], text } }:
 *  text, the move in the notation asked, as reach.js wrote it from the position). */
export function tallyNext(tally, row) {
  const key = row.next ?? (row.last ? LAST : REFUSED);
  const entry = (tally[key] ??= { counts: [0, 0, 0, 0, 0], text: row.text });
  entry.counts[0]++;
  entry.counts[1 + RESULTS.indexOf(row.result ?? '*')]++;
}

/** Adds a batch's tally into the run's. */
export function addNext(into, from) {
  for (const key in from) {
    const entry = (into[key] ??= { counts: [0, 0, 0, 0, 0], text: from[key].text });
    from[key].counts.forEach((n, i) => { entry.counts[i] += n; });
  }
}

/** The tally's moves, most played first (then by UCI, the stops last). */
function rowsOf(tally) {
  const order = (key) => (key.startsWith('(') ? `\uffff${key}` : key); // among as many games, moves before stops
  return Object.entries(tally)
    .sort(([a, x], [b, y]) => y.counts[0] - x.counts[0] || (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0))
    .map(([key, { counts: [games, ...results], text }]) => ({ key, text, games, results }));
}

/** The table as text: the counts' columns, then the move (its notation's text, which a terminal
 *  may draw wider than its length, last). */
export function nextMovesText(tally) {
  const column = (value, width) => String(value).padStart(width);
  const lines = [`${column('games', 7)}${RESULTS.map((r) => column(r, 9)).join('')}  move`];
  for (const row of rowsOf(tally)) {
    lines.push(`${column(row.games, 7)}${row.results.map((n) => column(n, 9)).join('')}  ${row.text ?? row.key}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The table as JSON lines: {"move" (UCI; null where the game stopped), "text"? (in the notation
 *  asked), "end"? ("last": no move follows; "refused": the next move the rules refuse), "games",
 *  "results": {"1-0", "1/2-1/2", "0-1", "*"}}. */
export function nextMovesJson(tally) {
  return rowsOf(tally).map((row) => {
    const stopped = row.key === LAST ? 'last' : row.key === REFUSED ? 'refused' : null;
    const line = { move: stopped ? null : row.key };
    if (!stopped && row.text !== undefined) line.text = row.text;
    if (stopped) line.end = stopped;
    line.games = row.games;
    line.results = Object.fromEntries(RESULTS.map((r, i) => [r, row.results[i]]));
    return `${JSON.stringify(line)}\n`;
  }).join('');
}
