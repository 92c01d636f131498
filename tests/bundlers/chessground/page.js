// page.js — a chessgroundx board driven by boardrules/chessground, as a front end wires it:
// config(game) at first and after every move, play() in movable.events.after. Bundled by
// tests/js/package.chessground.test.js; the test drives it through window.board.
import { Chessground } from 'chessgroundx';
import { init, Game } from 'boardrules';
import { config, play, pass } from 'boardrules/chessground';

let game = null;
let cg = null;
const played = [];
const refused = [];

function wire() {
  const base = config(game);
  return {
    ...base,
    movable: {
      ...base.movable,
      events: {
        after(orig, dest) {
          try {
            played.push(play(game, orig, dest).uci);
          } catch (e) {
            refused.push(e.code);
          }
          cg.set(config(game));
        },
      },
    },
  };
}

window.board = {
  async start(profile, fen) {
    await init();
    game?.free();
    game = new Game(profile, fen);
    played.length = 0;
    const el = document.getElementById('board');
    el.replaceChildren();
    el.style.width = `${game.width * 48}px`;
    el.style.height = `${game.height * 48}px`;
    cg = Chessground(el, { ...wire(), animation: { enabled: false } });
  },
  /** A user's two clicks: select the piece on orig, then click dest. chessground calls
   *  movable.events.after through setTimeout(1), so this waits for a later timer. */
  async click(orig, dest) {
    cg.selectSquare(orig);
    if (dest !== undefined) cg.selectSquare(dest);
    await new Promise((resolve) => setTimeout(resolve, 10));
  },
  pass() {
    pass(game);
    cg.set(wire());
  },
  undo() {
    game.undo();
    cg.set(config(game));
  },
  /** Keys chessground draws as destinations of the selected piece (square.move-dest). */
  drawnDests() {
    return this.drawn('move-dest');
  },
  /** Keys of the squares drawn with a class, once chessground has redrawn (next frame). */
  async drawn(className) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...document.querySelectorAll(`square.${className}`)].map((el) => el.cgKey).sort();
  },
  /** The game's dests with board keys, and chessground's state. */
  state() {
    return {
      dests: Object.fromEntries([...game.dests({ keys: 'cgx' })].map(([k, v]) => [k, [...v].sort()])),
      cgDests: Object.fromEntries([...(cg.state.movable.dests ?? [])].map(([k, v]) => [k, [...v].sort()])),
      turnColor: cg.state.turnColor,
      movableColor: cg.state.movable.color ?? null,
      lastMove: cg.state.lastMove ?? null,
      check: cg.state.check ?? null,
      outcome: game.outcome(),
      played: [...played],
      refused: [...refused],
      fen: game.fen(),
      boardFen: cg.getFen(),
    };
  },
};
window.boardReady = true;
