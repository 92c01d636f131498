// switch-rules.js — choosing other rules keeps the analysis. Among the profiles of one game
// (xiangqi/standard and xiangqi/youzai, the four janggi sites...) the move tree is carried over
// and judged again, so the board answers "is this over under that site's rules?"; moves the new
// rules refuse are left out, with an Undo. A game left for another game is kept, and comes back
// when one of its profiles is chosen again.
import { profileInfo } from 'boardrules';
import { lineTo } from './tree.js';
import { relabel } from './notation.js';
import { state, choice, say } from './state.js';
import { newGame, stepForward, playsOn } from './analysis.js';

/** The analysis shown, as data that can be carried to other rules; null when there is none. */
function analysisShown() {
  const moved = state.root.children.length || state.startFen || Object.keys(state.tags).length || state.root.comment;
  if (!moved) return null;
  return {
    profile: state.profile, startFen: state.startFen, root: state.root, tags: state.tags, result: state.result,
    path: lineTo(state.node).slice(1).map((n) => n.uci),
  };
}

/** A copy of a move tree (the original stays as it was, for Undo and for the game kept). */
function copyTree(node, parent = null) {
  const copy = { ...node, nags: [...(node.nags ?? [])], parent, children: [] };
  copy.children = node.children.map((child) => copyTree(child, copy));
  return copy;
}

function countMoves(node) {
  return node.children.reduce((n, child) => n + 1 + countMoves(child), 0);
}

/**
 * Plays the tree under `g`'s rules, depth first, and cuts every move they refuse (with what
 * follows it). Each kept node gets the move object and the verdict of these rules. Returns
 * { dropped, first: { ply, uci, message } | null, pastEnd }.
 */
function keepLegal(g, node, ply = 1, found = { dropped: 0, first: null, pastEnd: false }) {
  node.children = node.children.filter((child) => {
    let move;
    try {
      move = g.play(child.uci);
    } catch (e) {
      found.dropped += 1 + countMoves(child);
      found.first ??= { ply, uci: child.uci, message: e.message };
      return false;
    }
    child.move = move;
    const o = g.outcome();
    delete child.result;
    if (o.over && !playsOn(g)) child.result = o.result; // a mate or stalemate these rules call
    else if (o.over && child.children.length) found.pastEnd = true;
    keepLegal(g, child, ply + 1, found);
    g.undo();
    return true;
  });
  return found;
}

/** Shows `analysis` under `profile` (a profile of its game); returns what keepLegal found,
 *  or null when the rules refuse its start position (the board is then fresh). */
function carry(analysis, profile) {
  try {
    newGame(profile, analysis.startFen, { tags: analysis.tags, result: analysis.result });
  } catch {
    newGame(profile);
    return null;
  }
  const g = state.game;
  g.playPastEnd = true; // the tree may go on past an end of these rules, as analysis may
  const root = copyTree(analysis.root);
  const found = keepLegal(g, root);
  g.playPastEnd = found.pastEnd;
  state.root = root;
  state.node = root;
  for (const uci of analysis.path) {
    const child = state.node.children.find((c) => c.uci === uci);
    if (!child || !stepForward(child)) break;
  }
  relabel(state.root, profile, state.startFen, choice());
  return found;
}

/** The picker's change: the board goes over to `profile`'s rules (see the top of this file). */
export function switchRules(profile) {
  const previous = state.profile;
  const left = analysisShown();
  const fromGame = state.game.variant;
  const toGame = profileInfo(profile).game;
  let analysis = left;
  if (fromGame !== toGame) {
    if (left) state.kept[fromGame] = left;
    analysis = state.kept[toGame];
    delete state.kept[toGame];
  }
  if (!analysis) {
    newGame(profile);
    if (left) say(`The ${fromGame} analysis is kept: choose a ${fromGame} profile again to return to it.`, 'info');
    return;
  }
  const found = carry(analysis, profile);
  const undo = {
    label: 'Undo',
    run: () => {
      if (fromGame !== toGame) {
        state.kept[toGame] = analysis;
        delete state.kept[fromGame];
      }
      if (left) carry(left, previous);
      else newGame(previous);
      say(null);
    },
  };
  if (!found) {
    say(`The analysis starts from a position ${profile} refuses. Here is a fresh board.`, 'refusal', 'bad-start', undo);
  } else if (found.dropped) {
    const { ply, uci, message } = found.first;
    const n = found.dropped;
    say(`${n} move${n === 1 ? ' of the analysis is' : 's of the analysis are'} not legal under ${profile} and ` +
        `${n === 1 ? 'was' : 'were'} left out (the first: ply ${ply}, ${uci}: ${message}).`, 'refusal', 'moves-left-out', undo);
  } else {
    say(fromGame === toGame ? `The analysis now follows ${profile}'s rules.` : `Back to the ${toGame} analysis, under ${profile}'s rules.`, 'info');
  }
}
