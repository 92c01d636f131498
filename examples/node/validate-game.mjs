#!/usr/bin/env node
// validate-game.mjs — checks a game record with the boardrules API (not the CLI): prints each
// move in the game's notation, then the outcome; stops at the first illegal move and says why.
//
//   node examples/node/validate-game.mjs                      a sample xiangqi game
//   node examples/node/validate-game.mjs <profile> <file>     a record file
//   node examples/node/validate-game.mjs <profile> -          the record on standard input
//
// A record: moves separated by spaces or new lines, in UCI or the game's notation (mixed is
// fine), an optional [FEN "..."] line first; ";" starts a comment; "12." move numbers are skipped.
// Exit code: 0 every move legal, 1 an illegal move, 2 bad arguments or a file that cannot be read.
import fs from 'node:fs';
import { init, Game, profiles, validateFen } from 'boardrules'; // this package, by its own name

const SAMPLE = {
  profile: 'xiangqi/youzai',
  text: `; a short game in WXF (with one move in UCI): Black mates on move 9
1. H2+1 C2+7   2. R9=8 C8+1   3. C2+7 R9=8   4. C8=2 A4+5   5. C2+7 C8+1
6. C2=4 K5=6   7. R8+9 R1=2   8. i1i2 C8=7   9. R1=5 C7+5`,
};

/** Reads a record: { fen, moves }. */
function parseRecord(text) {
  let fen;
  const moves = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/;.*$/, '').trim();
    const tag = /^\[FEN\s+"([^"]*)"\]$/i.exec(line);
    if (tag) fen = tag[1];
    else if (!line.startsWith('[')) moves.push(...line.split(/\s+/).filter((t) => t && !/^\d+\.+$/.test(t)));
  }
  return { fen, moves };
}

await init();

const [profile = SAMPLE.profile, file] = process.argv.slice(2);
if (!profiles().includes(profile) || (process.argv.length > 2 && !file)) {
  console.error(`usage: validate-game.mjs [<profile> <file|->]\nprofiles: ${profiles().join(', ')}`);
  process.exit(2);
}
let text = SAMPLE.text;
try {
  if (file !== undefined) text = fs.readFileSync(file === '-' ? 0 : file, 'utf8');
} catch (e) {
  console.error(`${file}: cannot be read: ${e.code ?? e.message}`);
  process.exit(2);
}
const { fen, moves } = parseRecord(text);
if (fen !== undefined && !validateFen(profile, fen).ok) {
  console.error(`bad FEN: ${validateFen(profile, fen).error.message}`);
  process.exit(2);
}

const game = new Game(profile, fen);
console.log(`${profile}, from ${fen ? `FEN ${fen}` : 'the start position'}`);
for (const [i, input] of moves.entries()) {
  const why = game.explain(input); // null when legal, else { code, message }
  if (why) {
    console.log(`ply ${i + 1}: ${JSON.stringify(input)} is illegal: ${why.code}: ${why.message}`);
    console.log(`position: ${game.fen()}`);
    process.exit(1);
  }
  const number = game.fen().split(' ')[5];           // the full-move number before the move
  const dots = game.turn === 'white' ? '.' : '...';
  const written = game.notation(input);                // in the game's notation (WXF, janggi, SAN)
  const move = game.play(input);                       // { from, to, uci, piece, captured?, ... }
  const name = move.setup ? move.uci : written;        // vchess setup choices: UCI only
  console.log(`${`${number}${dots}`.padStart(6)} ${name.padEnd(8)} ${move.uci}${game.inCheck() ? '  check' : ''}`);
}
const { over, result, winner, reason } = game.outcome(); // winner: 'white' (Red, Cho) | 'black' | null
if (!over) console.log('outcome: * (the game goes on)');
else if (winner) console.log(`outcome: ${result}, ${winner} wins by ${reason}`);
else console.log(`outcome: ${result}, draw by ${reason}`);
game.free();
