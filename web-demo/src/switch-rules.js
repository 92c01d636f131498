// switch-rules.js — choosing other rules keeps the analysis. Among the profiles of one game
// (xiangqi/standard and xiangqi/youzai, the four janggi sites...) the move tree is carried over
// and judged again, so the board answers "is this over under that site's rules?"; moves the new
// rules refuse are left out of what is shown, saying so, with an Undo. A game left for another
// game is kept, and comes back when one of its profiles is chosen again.
//
// Nothing is lost by looking: until the user changes the moves of the tree shown (state.edits),
// the analysis is the tree as it was before any rules cut it (state.uncut), with the comments,
// glyphs and drawings made since, so choosing the first rules again, or leaving for another game
// and coming back, brings every move back. Rules that refuse the start position leave the board
// as it is, offering a fresh board under them.
//
// janggi/vchess's setup turns are not moves: leaving that profile, the position they set up
// becomes the start, and takes their comments and drawings; entering it from the start position,
// both sides keep their setup (comments and drawings put on those keeps go on the start when
// they go). Glyphs on setup moves have nowhere to go: the message says they are left out.
import { Game, profileInfo } from 'boardrules';
import { newRoot, lineTo, countNodes } from './tree.js';
import { relabel } from './notation.js';
import { state, choice, say } from './state.js';
import { newGame, resultNow, setRoot, stepForward, tagsNow } from './analysis.js';
import { samePlacement, COMMAND_FIELDS } from './records.js';
import { nameGameAgain, pickerFollows } from './record-io.js';

/** The uncut tree the one shown stands for while its moves are unchanged, or null. */
const standingFor = () => (state.uncut && state.uncut.edits === state.edits ? state.uncut : null);

/** The analysis shown, as data that can be carried to other rules; null when there is none. */
function analysisShown() {
  const path = lineTo(state.node).slice(1).map((n) => n.uci);
  const uncut = standingFor();
  if (uncut) { // the tree shown is the uncut one, judged: it stands for it
    // where the user was, unless they have stepped elsewhere since
    const same = path.join(' ') === uncut.landed;
    return { ...uncut.analysis, root: withAnnotations(uncut), path: same ? uncut.analysis.path : [...uncut.removed, ...path.slice(uncut.added)] };
  }
  const moved = state.root.children.length || state.startFen || Object.keys(state.tags).length || state.root.comment || state.root.shapes?.length;
  if (!moved) return null;
  return { profile: state.profile, startFen: state.startFen, root: state.root, tags: tagsNow(), result: resultNow(), path };
}

/** What a reload must keep besides the tree shown: the uncut analysis that tree stands for (and
 *  the game of a file it is, switchRules), and the analyses kept for other games
 *  ({ uncut: { analysis, removed, added, landed, named } | null, kept }). */
export function heldAnalyses() {
  const u = standingFor();
  const uncut = u && { analysis: { ...u.analysis, root: withAnnotations(u) }, removed: u.removed, added: u.added, landed: u.landed, named: u.named ?? null };
  return { uncut, kept: { ...state.kept }, linkLeft: [...state.linkLeft] };
}

/** Takes back what heldAnalyses gave, after the tree shown is restored. */
export function holdAnalyses({ uncut, kept, linkLeft = [] }) {
  state.kept = kept;
  state.linkLeft = linkLeft;
  state.uncut = uncut ? { ...uncut, edits: state.edits } : null;
}

/** A copy of the uncut tree with the comments, glyphs and drawings made on the tree shown since.
 *  The start's notes are those of the start shown, but for what startNotes put on it: the notes of
 *  the keeps put in (moves the uncut tree has not) stay on its start; those of the setups taken out
 *  go back to their moves while the start shown has them as they were put, else (the user changed
 *  them there) the start's are the user's and the setups' are cleared, their text being in it. */
function withAnnotations(uncut) {
  const root = copyTree(uncut.analysis.root);
  const notes = (from, to) => {
    to.comment = from.comment;
    to.nags = [...(from.nags ?? [])];
    to.shapes = [...(from.shapes ?? [])];
    for (const field of COMMAND_FIELDS) {
      if (from[field] != null) to[field] = from[field];
      else delete to[field];
    }
  };
  notes(state.root, root);
  let shown = state.root, base = root;
  const keeps = [], setups = [];
  for (let i = 0; i < uncut.added && shown.children[0]; i++) keeps.push(shown = shown.children[0]); // past the keeps put in
  for (const uci of uncut.removed) { // below the setups taken out
    const setup = base.children.find((c) => c.uci === uci);
    if (setup) setups.push(base = setup);
  }
  if (keeps.length) Object.assign(root, startNotes(state.root, keeps));
  if (setups.length) {
    const put = startNotes(uncut.analysis.root, setups);
    if (state.root.comment === put.comment) root.comment = uncut.analysis.root.comment ?? '';
    else for (const setup of setups) setup.comment = '';
    if (sameShapes(state.root.shapes, put.shapes)) root.shapes = [...(uncut.analysis.root.shapes ?? [])];
    else for (const setup of setups) setup.shapes = [];
  }
  const walk = (s, o) => {
    for (const child of s.children) {
      const same = o.children.find((c) => c.uci === child.uci);
      if (same) { notes(child, same); walk(child, same); }
    }
  };
  walk(shown, base);
  return root;
}

/** A copy of a move tree (the original stays as it was, for going back). */
function copyTree(node, parent = null) {
  const copy = { ...node, nags: [...(node.nags ?? [])], parent, children: [] };
  copy.children = node.children.map((child) => copyTree(child, copy));
  return copy;
}

/** The notes of a start that stands for `nodes` too (setup turns, which are no moves under rules
 *  without them): the comments one after another, the drawings together (a later drawing on the
 *  same points takes the place of an earlier one, as drawing it again does). */
function startNotes(root, nodes) {
  const comment = [root.comment, ...nodes.map((n) => n.comment)].filter(Boolean).join(' ');
  const shapes = [];
  for (const shape of [root, ...nodes].flatMap((n) => n.shapes ?? [])) {
    const at = shapes.findIndex((s) => s.orig === shape.orig && (s.dest ?? null) === (shape.dest ?? null));
    if (at >= 0) shapes.splice(at, 1);
    shapes.push({ ...shape });
  }
  return { comment, shapes };
}

const shapeKey = (s) => `${s.brush}${s.orig}${s.dest ?? ''}`;
const sameShapes = (a = [], b = []) => a.map(shapeKey).sort().join() === b.map(shapeKey).sort().join();
const glyphsOf = (nodes) => nodes.reduce((n, node) => n + (node.nags?.length ?? 0), 0);

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
 * starts from the profile's start without them. Returns { root, startFen, removed, added, dropped, glyphs }
 * (removed: the setup moves taken out, their comments and drawings put on the start; added: the
 * keep moves put in, as UCI; glyphs: those of the setup moves taken out, which nothing can hold).
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
      while (g.isSetupTurn()) g.play(g.setupChoices().find((c) => c.setup.length === 0).uci); // a setup not chosen yet: kept
      const fen = g.fen().split(' ').map((field, i) => (i === 4 ? '0' : i === 5 ? '1' : field)).join(' '); // a start: counters afresh
      startFen = samePlacement(fen, profileInfo(profile).startFen) ? null : fen;
    } finally {
      g.free();
    }
    // other setups tried (variations at a setup turn) cannot go with the start: they are cut
    const others = setupLine.flatMap((node) => node.parent.children.filter((c) => c !== node));
    const dropped = others.reduce((n, c) => n + 1 + countNodes(c), 0);
    // the setups' comments and drawings go on the start they become; their glyphs cannot (a start has none)
    return { root: rootOver(startNotes(root, setupLine), setupLine.at(-1).children), startFen, removed: setupLine.map((n) => n.uci), added: [], dropped, glyphs: glyphsOf(setupLine) };
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
    return { root: top, startFen, removed: [], added: keeps, dropped: 0, glyphs: 0 };
  }
  return { root, startFen, removed: [], added: [], dropped: 0, glyphs: 0 };
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
      found.dropped += 1 + countNodes(child);
      found.first ??= { ply, uci: child.uci, message: e.message };
      return false;
    }
    child.move = move;
    const o = g.outcome();
    delete child.result;
    if (o.over) child.result = o.result; // these rules' verdict (analysis.js playFromHere)
    keepLegal(g, child, ply + 1, found);
    g.undo();
    return true;
  });
  return found;
}

/** A record's tags under other rules: a Variant tag that names the game or one of its profiles
 *  names the new profile, a standard one by its game's name ('makruk'), as the records writer
 *  writes it and Fairy-Stockfish's readers (ffish, pychess) know it. */
function retagged(tags, profile) {
  const game = profileInfo(profile).game;
  const out = { ...tags };
  for (const [name, value] of Object.entries(out)) {
    const v = String(value).toLowerCase();
    if (/^variant$/i.test(name) && (v === game || v.startsWith(`${game}/`))) out[name] = profile === `${game}/standard` ? game : profile;
  }
  return out;
}

/** Shows `analysis` under `profile` (a profile of its game); returns { dropped, first }, or
 *  { refused } when the rules refuse its start position (the board is then unchanged). */
function carry(analysis, profile) {
  const { root, startFen, removed, added, dropped, glyphs } = setupFor(analysis, profile);
  try {
    newGame(profile, startFen, { tags: retagged(analysis.tags, profile), result: analysis.result });
  } catch (e) {
    return { refused: e }; // newGame makes its game first: nothing has changed
  }
  const found = keepLegal(state.game, root);
  found.dropped += dropped;
  found.glyphs = glyphs;
  setRoot(root);
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

/**
 * A record of `toGame` is about to open in place of the analysis shown (the games picker, an
 * import): when that analysis is of another game, it is kept as choosing that game's rules keeps
 * it, to come back when one of its profiles is chosen again. The record takes the place of any
 * analysis kept for its own game, as it takes the place of the one shown when the games are the
 * same. Returns the game whose analysis is kept (or null), and the analysis the record replaces
 * among those kept (or null), for an Undo. Call it before newGame.
 */
export function keepForRecord(toGame) {
  const fromGame = state.game.variant;
  if (fromGame === toGame) return { kept: null, replaced: null };
  const left = analysisShown();
  const replaced = state.kept[toGame] ?? null;
  delete state.kept[toGame];
  if (left) state.kept[fromGame] = left;
  return { kept: left ? fromGame : null, replaced };
}

/** The analysis shown, to give back later with restoreAnalysis (a record of the same game about
 *  to replace it); null when there is none. */
export const takeAnalysis = () => analysisShown();

/** Shows again an analysis takeAnalysis gave, under its own rules. */
export function restoreAnalysis(analysis) {
  carry(analysis, analysis.profile);
}

/** Undoes opening a record that replaced `replaced`, the analysis kept for its game: the analysis
 *  shown before comes back under `profile`, and `replaced` is kept again in the record's place. */
export function undoRecord(profile, replaced) {
  const recordGame = state.game.variant;
  switchRules(profile);
  state.kept[recordGame] = replaced;
}

/** The glyphs on the keeps put in, while the tree shown stands for the uncut one: that tree has
 *  no move to hang them on (their comments and drawings go on its start). */
function keepGlyphs() {
  const keeps = [];
  for (let n = state.root; keeps.length < (standingFor()?.added ?? 0) && n.children[0];) keeps.push(n = n.children[0]);
  return glyphsOf(keeps);
}

const glyphNote = (n) => (n ? ` The glyph${n === 1 ? ' on a setup move is' : 's on the setup moves are'} left out: a start position takes none.` : '');

/** The game of a file the board shows ({ records: the file's games, shown: state.recordShown }, as
 *  record-io.js nameGameAgain takes it), else the one the uncut tree shown stands for, or null. */
const gameNamed = () => (state.recordShown ? { records: state.records, shown: state.recordShown } : standingFor()?.named ?? null);

/** The picker's change: the board goes over to `profile`'s rules (see the top of this file). A
 *  game of a file stays the game named (state.recordShown, and the games picker) under rules of
 *  its game that keep every move of it; rules that leave moves out, or another game, leave it (the
 *  picker names no game, so that choosing it there opens it). Its moves back while they are
 *  unchanged (the rules before chosen again, or their Undo) name it again. */
export function switchRules(profile) {
  const named = gameNamed();
  const previous = state.profile;
  const lostGlyphs = keepGlyphs();
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
    pickerFollows();
    if (left) say(`The ${fromGame} analysis is kept: choose a ${fromGame} profile again to return to it.${glyphNote(lostGlyphs)}`, 'info');
    return;
  }
  const found = carry(analysis, profile);
  if (found.refused) { // the board stays as it is; so do the analyses kept
    if (fromGame !== toGame) {
      delete state.kept[fromGame];
      state.kept[toGame] = analysis;
    }
    const fresh = {
      label: `Fresh board under ${profile}`,
      run: () => {
        const shown = analysisShown();
        if (shown && fromGame !== toGame) state.kept[fromGame] = shown;
        newGame(profile);
        pickerFollows();
      },
    };
    say(`${profile} refuses the analysis's start position (${found.refused.message}): the board stays under ${previous}.`, 'refusal', 'bad-start', fresh);
    return;
  }
  // the game of the file shown, its moves whole under rules of its game: named still (while its
  // file is the board's, and no other work on it is kept); moves left out, named when they are back
  const game = fromGame === toGame ? named : null;
  if (game && !found.dropped) nameGameAgain(game);
  else if (game) state.uncut.named = game;
  pickerFollows();
  // Undo is choosing the rules before again: while the moves are unchanged, every one comes back
  const undo = { label: 'Undo', run: () => switchRules(previous) };
  const glyphs = glyphNote(lostGlyphs + found.glyphs);
  if (found.dropped) {
    const n = found.dropped;
    const first = found.first ? ` (the first: ply ${found.first.ply}, ${found.first.uci}: ${found.first.message})` : ' (other setups)';
    say(`${n} move${n === 1 ? ' of the analysis is' : 's of the analysis are'} not legal under ${profile} and ` +
        `${n === 1 ? 'is' : 'are'} left out${first}; choosing ${analysis.profile} again brings ${n === 1 ? 'it' : 'them'} back.${glyphs}`, 'refusal', 'moves-left-out', undo);
  } else {
    say(`${fromGame === toGame ? `The analysis now follows ${profile}'s rules.` : `Back to the ${toGame} analysis, under ${profile}'s rules.`}${glyphs}`, 'info');
  }
}
