// clocks.js — the players' clocks at the position shown, from the moves' [%clk] (the mover's time
// left after the move, as lichess and chess.com write it): each side's is that of its last move
// on the way there, or before its first move the game's base time (PGN's TimeControl tag:
// `300+3`, `40/7200:3600`, or `600`). Shown while the line shown carries clocks, the side to
// move's marked, as a game site shows them beside its board.
//
//   showClocks()   after each render
import { $, state } from './state.js';
import { lineTo, endOfLine } from './tree.js';
import { makeComment } from 'boardrules/records';
import { sideName } from './pieces.js';

/** A clock's seconds as records write them (H:MM:SS, its fraction as read): makeComment's words. */
export const clockText = (seconds) => makeComment({ clock: seconds }).slice('[%clk '.length, -1);

/** The first period's seconds of a PGN TimeControl tag ("300+3", "40/7200:3600", "600"), or null
 *  ("-", "?", a sandclock's "*180", anything else). */
export function baseSeconds(timeControl) {
  const m = /^\s*(?:\d+\/)?(\d+)(?:\+\d+(?:\.\d+)?)?\s*(?::|$)/.exec(timeControl ?? '');
  return m ? Number(m[1]) : null;
}

/** Each side's clock at `node`, whose side to move is `turn` ('white' | 'black'): the [%clk] of
 *  the side's last move on the way from the start, or `base` before it moved: { white, black },
 *  null where unknown. Turns alternate at every move (setup turns and passes too). */
export function clocksAt(node, turn, base = null) {
  const clocks = { white: null, black: null };
  let mover = turn === 'white' ? 'black' : 'white'; // the mover of `node`'s move
  for (let n = node; n.parent && (clocks.white === null || clocks.black === null); n = n.parent) {
    if (clocks[mover] === null && n.clock != null) clocks[mover] = n.clock;
    mover = mover === 'white' ? 'black' : 'white';
  }
  for (const side of ['white', 'black']) clocks[side] ??= base;
  return clocks;
}

let shown = '';

export function showClocks() {
  const element = $('clocks');
  const line = lineTo(endOfLine(state.node));
  const g = state.game;
  let markup = '';
  if (!state.editor && line.some((n) => n.clock != null)) {
    const tag = Object.entries(state.tags ?? {}).find(([name]) => name.toLowerCase() === 'timecontrol')?.[1];
    const clocks = clocksAt(state.node, g.turn, baseSeconds(tag));
    const known = ['white', 'black'].filter((side) => clocks[side] !== null);
    if (known.length) {
      markup = `Clocks: ${known.map((side) =>
        `<span class="clock${side === g.turn ? ' to-move' : ''}" data-side="${side}">${sideName(g.variant, side)} ${clockText(clocks[side])}</span>`).join(' · ')}`;
    }
  }
  if (markup !== shown) {
    element.innerHTML = markup;
    element.hidden = !markup;
    shown = markup;
  }
}
