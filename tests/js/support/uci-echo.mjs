#!/usr/bin/env node
// uci-echo.mjs — a UCI "engine" for tests: it answers as an engine does, and each search's one
// line is what its last `position` command gave (the FEN's fields, then the moves), so that a
// test sees what a board or a bridge sent an engine.
import readline from 'node:readline';

let given = [];
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line === 'uci') console.log('id name uci-echo\noption name UCI_Variant type combo default xiangqi var xiangqi var janggi var makruk\nuciok');
  else if (line === 'isready') console.log('readyok');
  else if (line.startsWith('position fen ')) given = line.slice('position fen '.length).replace(' moves ', ' ').split(' ');
  else if (line.startsWith('go')) console.log(`info depth 1 score cp 0 pv ${given.join(' ')}\nbestmove ${given.at(-1)}`);
  else if (line === 'quit') break;
}
