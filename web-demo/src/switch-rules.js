// switch-rules.js — choosing other rules keeps the analysis. Among the profiles of one game
// (xiangqi/standard and xiangqi/youzai, the four janggi sites...) the move tree is carried over
// and judged again, so the board answers "is this over under that site's rules?"; moves the new
// rules refuse are left out of what is shown, saying so, with an Undo. A game left for another
// game is kept, and comes back when one of its profiles is chosen again.
//
// Nothing is lost by looking: until the user changes the tree shown (state.edits), the analysis
// is the tree as it was before any rules cut it (state.uncut), so choosing the first rules again,
// or leaving for another game and coming back, brings every move back.
//
// janggi/vchess's setup turns are not moves: leaving that profile, the position they set up
// becomes the start; entering it from the start position, both sides keep their setup.
import { Game, profileInfo } from 'boardrules';
import { newRoot, lineTo } from './tree.js';
import { relabel } from './notation.js';
import { state, choice, say } from './state.js';
import { newGame, stepForward, playsOn } from './analysis.js';

/** The analysis shown, as data that can be carried to other rules; null when there is none. */
function analysisShown() {
  const path = lineTo(state.node).slice(1).map((n) => n.uci);
  const uncut = state.uncut;
  if (uncut && uncut.edits === state.edits) { // the tree shown is the uncut one, judged: it stands for it
    // where the user was, unless they have stepped elsewhere since
    const same = path.join(' ') === uncut.landed;
    return { ...uncut.analysis, path: same ? uncut.analysis.path : [...uncut.removed, ...path.slice(uncut.added)] };
  }
  const moved = state.root.children.length || state.startFen || Object.keys(state.tags).length || state.root.comment;
  if (!moved) return null;
  return { profile: state.profile, startFen: state.startFen, root: state.root, tags: state.tags, result: state.result, path };
}

/** A copy of a move tree (the original stays as it was, for going back). */
function copyTree(node, parent = null) {
  const copy = { ...node, nags: [...(node.nags ?? [])], parent, children: [] };
  copy.children = node.children.map((child) => copyTree(child, copy));
  return copy;
}

function countMoves(node) {
  return node.children.reduce((n, child) => n + 1 + countMoves(child), 0);
}

/** A root that keeps `root`'s comment and drawings, above `children`. */
function rootOver(root, children) {
  const top = { ...newRoot(), comment: root.comment ?? '', shapes: root.shapes ?? [] };
  top.children = children;
  for (const child of children) child.parent = top;
  return top;
}

/**
 * The tree and start `profile` takes of `analysis`: setup turns (janggi/vchess) become a start
 * position when `profile` has none, and keep/keep comes first when it has them and the tree
 * starts from the profile's start without them. Returns { root, startFen, removed, added, dropped }
 * (removed: the setup moves taken out; added: the keep moves put in, as UCI).
 */
function setupFor(analysis, profile) {
  let root = copyTree(analysis.root);
  let startFen = analysis.startFen;
  const setupLine = [];
  for (let n = root.children[0]; n?.move?.setup; n = n.children[0]) setupLine.push(n);
  const wantsSetup = profileInfo(profile).setupTurns;
  if (setupLine.length && !wantsSetup) {
    const g = new Game(analysis.profile, startFen ?? undefined);
    try {
      for (const n of setupLine) g.play(n.uci);
      const fen = g.fen();
      startFen = fen.split(' ').slice(0, 2).join(' ') === profileInfo(profile).startFen.split(' ').slice(0, 2).join(' ') ? null : fen;
    } finally {
      g.free();
    }
    // other setups tried (variations at a setup turn) cannot go with the start: they are cut
    const dropped = setupLine.reduce((n, node) => n + node.parent.children.filter((c) => c !== node).reduce((m, c) => m + 1 + countMoves(c), 0), 0);
    return { root: rootOver(root, setupLine.at(-1).children), startFen, removed: setupLine.map((n) => n.uci), added: [], dropped };
  }
  if (wantsSetup && !setupLine.length && !startFen) {
    const g = new Game(profile);
    const keeps = [];
    try {
      while (g.isSetupTurn()) {
        const keep = g.setupChoices().find((c) => c.setup.length === 0);
        keeps.push(keep.uci);
        g.play(keep.uci);
      }
    } finally {
      g.free();
    }
    const top = rootOver(root, []);
    let parent = top;
    for (const uci of keeps) {
      const node = { uci, move: null, text: uci, comment: '', nags: [], shapes: [], parent, children: [] };
      parent.children = [node];
      parent = node;
    }
    parent.children = root.children;
    for (const child of root.children) child.parent = parent;
    return { root: top, startFen, removed: [], added: keeps, dropped: 0 };
  }
  return { root, startFen, removed: [], added: [], dropped: 0 };
}

/**
 * Plays the tree under `g`'s rules, depth first, and cuts every move they refuse (with what
 * follows it). Each kept node gets the move object and the verdict of these rules. Returns
 * { dropped, first: { ply, uci, message } | null }.
 */
function keepLegal(g, node, ply = 1, found = { dropped: 0, first: null }) {
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
    keepLegal(g, child, ply + 1, found);
    g.undo();
    return true;
  });
  return found;
}

/** A record's tags under other rules: a Variant tag that names a profile names the new one. */
function retagged(tags, profile) {
  const out = { ...tags };
  for (const name of Object.keys(out)) if (/^variant$/i.test(name) && out[name].includes('/')) out[name] = profile;
  return out;
}

/** Shows `analysis` under `profile` (a profile of its game); returns { dropped, first }, or null
 *  when the rules refuse its start position (the board is then fresh). */
function carry(analysis, profile) {
  const { root, startFen, removed, added, dropped } = setupFor(analysis, profile);
  try {
    newGame(profile, startFen, { tags: retagged(analysis.tags, profile), result: analysis.result });
  } catch {
    newGame(profile);
    state.uncut = { analysis, edits: state.edits, removed: [], added: 0, landed: '' };
    return null;
  }
  const found = keepLegal(state.game, root);
  found.dropped += dropped;
  state.root = root;
  state.node = root;
  // the node shown, found again: below the setup moves taken out, or below the keeps put in
  const below = removed.every((uci, i) => analysis.path[i] === uci) ? analysis.path.slice(removed.length) : [];
  for (const uci of [...added, ...below]) {
    const child = state.node.children.find((c) => c.uci === uci);
    if (!child || !stepForward(child)) break;
  }
  relabel(state.root, profile, state.startFen, choice());
  const landed = lineTo(state.node).slice(1).map((n) => n.uci).join(' ');
  state.uncut = { analysis, edits: state.edits, removed, added: added.length, landed }; // what the tree shown stands for
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
  // Undo is choosing the rules before again: while the tree is unchanged, every move comes back
  const undo = { label: 'Undo', run: () => switchRules(previous) };
  if (!found) {
    say(`The analysis starts from a position ${profile} refuses. Here is a fresh board; choose ${previous} again to return to it.`, 'refusal', 'bad-start', undo);
  } else if (found.dropped) {
    const n = found.dropped;
    const first = found.first ? ` (the first: ply ${found.first.ply}, ${found.first.uci}: ${found.first.message})` : ' (other setups)';
    say(`${n} move${n === 1 ? ' of the analysis is' : 's of the analysis are'} not legal under ${profile} and ` +
        `${n === 1 ? 'is' : 'are'} left out${first}; choosing ${analysis.profile} again brings ${n === 1 ? 'it' : 'them'} back.`, 'refusal', 'moves-left-out', undo);
  } else {
    say(fromGame === toGame ? `The analysis now follows ${profile}'s rules.` : `Back to the ${toGame} analysis, under ${profile}'s rules.`, 'info');
  }
}
