#!/usr/bin/env node
// engine-line.mjs — an engine's best line in the notation people read: a UCI engine is asked for
// its principal variation from a position, and boardrules writes that line in Chinese, WXF or any
// notation of the game (Game#lineNotation), every move checked against the profile's rules.
//
//   node examples/node/engine-line.mjs [profile] [notation] [--fen F] [--depth N] [--engine PATH] [--iccs]
//   node examples/node/engine-line.mjs xiangqi/standard chinese --depth 10
//
// The engine is a program of its own, run and spoken to over UCI, never linked: Fairy-Stockfish
// by default (its UCI_Variant named after the profile's game; Debian's `fairy-stockfish`), or
// one given by --engine. --iccs reads its moves as ICCS (ranks 0-9, as Pikafish and UCCI engines
// write them), which the same four characters would otherwise name another move in.
// Prints the engine's depth and score, then the line with move numbers. Exit code: 0 the line
// written, 1 the engine's line refused by the rules (the move named), 2 bad arguments or no engine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { init, Game, NOTATIONS, profiles } from 'boardrules'; // this package, by its own name

await init();

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const fen = option('--fen');
const depth = Number(option('--depth', '10'));
// Debian puts Fairy-Stockfish in /usr/games, which a shell's PATH may leave out
const engine = option('--engine', ['/usr/games/fairy-stockfish', '/usr/bin/fairy-stockfish'].find((f) => fs.existsSync(f)) ?? 'fairy-stockfish');
const iccs = args.includes('--iccs');
const [profile = 'xiangqi/standard', notation] = args.filter((a) => a !== '--iccs');

if (!profiles().includes(profile) || !Number.isInteger(depth) || depth < 1) {
  console.error(`usage: engine-line.mjs [profile] [notation] [--fen F] [--depth N] [--engine PATH] [--iccs]\nprofiles: ${profiles().join(', ')}`);
  process.exit(2);
}
const game = new Game(profile, fen); // an InvalidFenError names what is wrong with --fen
const kind = notation ?? { xiangqi: 'chinese', janggi: 'korean', makruk: 'thai' }[game.variant];
if (!NOTATIONS[game.variant].includes(kind)) {
  console.error(`${game.variant} notations: ${NOTATIONS[game.variant].join(', ')}`);
  process.exit(2);
}

/** The engine's last principal variation (multipv 1) at `depth`: { depth, score, pv: [moves] }. */
function ask() {
  return new Promise((resolve, reject) => {
    const child = spawn(engine, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.on('error', (e) => reject(new Error(`cannot run the engine ${JSON.stringify(engine)}: ${e.message}`)));
    const say = (line) => child.stdin.write(`${line}\n`);
    let last = null;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line === 'uciok') {
        say(`setoption name UCI_Variant value ${game.variant}`);
        say(game.startFen === null && game.ply === 0 ? 'position startpos' : `position fen ${game.fen()}`);
        say(`go depth ${depth}`);
      }
      const info = /^info .*?\bdepth (\d+)\b.*?\bscore (cp -?\d+|mate -?\d+)\b.*?\bpv (.+)$/.exec(line);
      if (info && !/\bmultipv (?!1\b)/.test(line)) last = { depth: Number(info[1]), score: info[2], pv: info[3].trim().split(/\s+/) };
      if (line.startsWith('bestmove')) {
        say('quit');
        resolve(last);
      }
    });
    say('uci');
  });
}

let answer;
try {
  answer = await ask();
} catch (e) {
  console.error(e.message);
  process.exit(2);
}
if (!answer) {
  console.log('the engine gave no line: the game is over here');
  process.exit(0);
}
let texts;
try {
  texts = game.lineNotation(answer.pv, kind, iccs ? { notation: 'iccs' } : undefined);
} catch (e) {
  // a move the profile's rules refuse (another site's rules than the engine plays, or ICCS read as UCI)
  console.log(`the engine's line is refused at move ${e.index + 1}: ${e.code}: ${e.message}`);
  process.exit(1);
}
// move numbers as a record writes them: "1." before the first player's move, "1. …" when the
// line starts with the second player's
let number = Number(game.fen().split(' ')[5]) || 1;
const words = [];
texts.forEach((text, i) => {
  const first = (game.turn === 'white') === (i % 2 === 0);
  if (first) words.push(`${number}.`);
  else if (i === 0) words.push(`${number}. …`);
  words.push(text);
  if (!first) number++;
});
console.log(`depth ${answer.depth}, score ${answer.score} (${game.turn === 'white' ? 'the first player' : 'the second player'} to move)`);
console.log(words.join(' '));
