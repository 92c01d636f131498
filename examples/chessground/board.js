// board.js — the browser part: a playable makruk board with chessground and boardrules.
// Build it with `npm install && npm run build` in this folder, then serve this folder over HTTP
// and open index.html. (For xiangqi or janggi, use chessgroundx, which config.js also serves.)
import { Chessground } from 'chessground';
import { init, Game } from 'boardrules';
import { chessgroundConfig, fromBoardKey } from './config.js';

await init(); // fetches boardrules.wasm next to the bundle (the build copies it there)

const game = new Game('makruk/plyyard');
const status = document.getElementById('status');

const cg = Chessground(document.getElementById('board'), {
  ...chessgroundConfig(game),
  movable: {
    ...chessgroundConfig(game).movable,
    events: {
      // chessground only lets the user make a move from `dests`; the rules then play it
      // (a pawn reaching the sixth rank becomes a met by itself).
      after(from, to) {
        game.play({ from: fromBoardKey(from), to: fromBoardKey(to) });
        update();
      },
    },
  },
});

function update() {
  cg.set(chessgroundConfig(game)); // chessground keeps the movable.events given above
  const o = game.outcome();
  status.textContent = o.over ? `${o.result} (${o.reason})` : `${game.turn} to move${game.inCheck() ? ', check' : ''}`;
}

update();
