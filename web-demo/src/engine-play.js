// engine-play.js — the server's engine as an opponent: "Engine plays" one side at a level
// (engine-levels.js: a depth of search, and how far from its best line a reply may stray), and
// where the line shown ends with that side to move, its reply at that level is played there, as a
// move of the reader's is (into the tree, in the notation chosen). A position inside a line (its
// next move is there already) gets no reply, so stepping back and forth through the moves plays
// nothing; a move of the reader's there starts a variation, which the engine answers. Not while editing, past the rules' end, on a setup turn
// (engines have no move for one), nor in a game the engine does not play.
//
//   wirePlay(engine)   once the server's engine is known (engine-live.js findEngine)
//   replyIfDue()       after each render: the reply searched for, when one is due
import { $, state, say, setText } from './state.js';
import { searchStart, searchUrl, searchOnce, lineMoves } from './engine-live.js';
import { sideName } from './pieces.js';
import { play } from './analysis.js';
import { render } from './render.js';
import { savePrefs } from './prefs.js';
import { practising } from './engine-practice.js';
import { LEVELS, levelSearch, replyChoices, pickReply } from './engine-levels.js';

const SETTLE_MS = 150; // a line's end stepped past at once (End, then Back) starts no search

let engine = null;
let asked = null; // the reply searched for: { node, cancel }
let waiting = 0; // the timer of a search about to start
let named = ''; // the variant the side picker's options are named for

export function wirePlay(found) {
  engine = found;
  const strength = $('engine-strength');
  LEVELS.forEach((_, i) => strength.add(new Option(String(i + 1))));
  strength.value = String(state.enginePlayLevel);
  strength.addEventListener('change', () => {
    state.enginePlayLevel = Number(strength.value);
    savePrefs({ enginePlayLevel: state.enginePlayLevel });
    cancel();
    replyIfDue();
  });
  $('engine-plays').addEventListener('change', (e) => {
    state.enginePlays = e.target.value || null;
    cancel();
    replyIfDue();
  });
  $('engine-play').hidden = false;
  replyIfDue();
}

function cancel() {
  clearTimeout(waiting);
  asked?.cancel();
  asked = null;
}

/** Whether the engine is to move where the board stands: 'due', or why not (a status's words). */
function turn(g) {
  if (!state.enginePlays) return null;
  if (state.editor) return 'waits while the position is edited';
  if (practising()) return 'waits while the mistakes are practised';
  if (!engine.variants.includes(g.variant)) return `does not play ${g.variant}`;
  if (g.turn !== state.enginePlays) return 'waits for your move';
  if (g.isOver()) return 'has no move: the game is over';
  if (g.isSetupTurn()) return 'leaves the setup to you';
  if (state.node.children.length) return 'replies where the line ends';
  return 'due';
}

/** Starts the search for the engine's reply when one is due, and stops one no longer due. */
export function replyIfDue() {
  if (!engine) return;
  const g = state.game;
  nameSides(g.variant);
  const now = turn(g);
  if (asked && (now !== 'due' || asked.node !== state.node)) cancel();
  const who = state.enginePlays && `${engine.name} plays ${sideName(g.variant, state.enginePlays)}`;
  if (now === 'due' && !asked) {
    const node = state.node, variant = g.variant, start = searchStart(g, node), level = state.enginePlayLevel;
    const me = (asked = { node, cancel: () => {} });
    waiting = setTimeout(() => reply(me, variant, start, level), SETTLE_MS);
    me.cancel = () => clearTimeout(waiting);
  }
  setText($('engine-play-status'), !who ? '' : now === 'due' ? `${who}: thinking (level ${state.enginePlayLevel})…` : `${who}: it ${now}.`);
}

async function reply(me, variant, start, level) {
  const { depth, lines } = levelSearch(level, engine);
  let found;
  try {
    found = pickReply(replyChoices(await searchOnce(searchUrl(variant, start, lines, depth), me), level, variant));
  } catch {
    if (asked !== me) return; // stopped: another position, or another choice
    asked = null;
    state.enginePlays = null;
    $('engine-plays').value = '';
    say(`${engine.name} stopped before it moved: the server may have stopped.`, 'refusal');
    return render();
  }
  if (asked !== me) return;
  asked = null;
  const move = lineMoves(state.game, found.pv.slice(0, 1))?.[0].move; // read as the board's rules read it
  if (!move) {
    state.enginePlays = null;
    $('engine-plays').value = '';
    say(`${engine.name}'s move ${found.pv[0]} is not one these rules allow: it plays ${variant} as its own rules have it.`, 'refusal');
    return render();
  }
  play(move.uci);
}

/** The side picker's options named as the game names its sides (Red, Cho, White). */
function nameSides(variant) {
  if (named === variant) return;
  named = variant;
  for (const option of $('engine-plays').options) {
    if (option.value) option.textContent = sideName(variant, option.value);
  }
}
