// analysis.js — the analysis itself: a fresh game, moves played into the move tree, stepping
// through it (one play() or undo() per step, never a replay), clicks on the board, setup turns,
// a pasted FEN, and the tree's edits.
import { Game, validateFen, profiles, profileInfo } from 'boardrules';
import { pieceName } from './pieces.js';
import { newRoot, addChild, lineTo, depth, promote, removeNode, commonAncestor } from './tree.js';
import { moveText, relabel, hasTwoCoordinates } from './notation.js';
import { $, SETUP_KINDS, state, capitalize, side, choice, say, quiet, supersede, quoted, outcomeText, copyText, touched } from './state.js';
import { render, boardLabels } from './render.js';
import { pointName } from './board.js';
import { editorClick } from './editing.js';
import { editorFen } from './editor.js';
import { showImportError, replaceAnalysis, undoWhileUnchanged } from './record-io.js';
import { readGames } from './records.js';
import { qualitySuffix, setQuality } from './annotate.js';

/** A fresh analysis under `profile` from `fen` (or the profile's start); throws on a bad FEN. */
export function newGame(profile, fen, { tags = {}, result = '*' } = {}) {
  const game = new Game(profile, fen || undefined); // throws InvalidFenError on a bad FEN
  // analysis goes on past an end of the rules that leaves moves (repetition, move limit,
  // counting), as on other analysis boards, and records that went on are read whole; the status
  // keeps the rules' verdict, and a mate still ends play
  game.playPastEnd = true;
  state.game?.free();
  state.game = game;
  state.profile = profile;
  state.startFen = fen || null;
  state.root = newRoot();
  state.node = state.root;
  state.tags = tags;
  state.result = result;
  state.resultLine = '';
  state.recordShown = null; // a record's loading says which game of the file this is
  state.selected = null;
  state.cursor = null; // the keyboard starts again from the mover's general
  state.message = null;
  state.fenDirty = false;
  state.editor = null;
  state.uncut = null;
  showImportError(null); // it spoke of the record shown before
  $('fen-error').textContent = '';
  delete $('fen-error').dataset.code;
}

const mainlineKey = (root) => {
  const ucis = [];
  for (let n = root; n.children.length;) ucis.push((n = n.children[0]).uci);
  return ucis.join(' ');
};

/** Shows a move tree from its start; the result newGame was given is that of its main line as
 *  it is now. */
export function setRoot(root) {
  state.root = root;
  state.node = root;
  state.resultLine = mainlineKey(root);
}

/** The record's result while the main line is the one it was given with, else '*': a move
 *  added to it or cut from it leaves a game the result does not speak of. */
export function resultNow() {
  return state.result !== '*' && mainlineKey(state.root) === state.resultLine ? state.result : '*';
}

/** The record's tags, less those that give its result once that no longer applies. */
export function tagsNow() {
  if (resultNow() === state.result) return state.tags;
  return Object.fromEntries(Object.entries(state.tags).filter(([name]) => name.toLowerCase() !== 'result' && name !== '대국결과'));
}

/** Plays `uci` from the node shown: into the existing child with that move, or a new one. */
export function playFromHere(uci) {
  const g = state.game;
  const known = state.node.children.find((c) => c.uci === uci);
  if (known) {
    g.play(uci);
    state.node = known;
    return known;
  }
  const text = moveText(g, uci, choice());
  const move = g.play(uci); // throws IllegalMoveError, the game unchanged
  state.node = addChild(state.node, { uci: move.uci, move, text: move.setup ? moveText(g, move.uci, choice(), move) : text });
  touched();
  const o = g.outcome();
  // the rules' verdict, which the move list shows while the line ends there (a repetition, a
  // double pass or a bikjang too, though analysis may go on past them)
  if (o.over) state.node.result = o.result;
  return state.node;
}

export function play(uci) {
  if (state.editor) return; // the game behind the editor does not move
  try {
    playFromHere(uci);
    state.selected = null;
    say(null);
  } catch (e) {
    say(`${e.message}.`, 'refusal', e.code);
  }
  render();
}

export function stepBack() {
  if (!state.node.parent) return false;
  state.game.undo();
  state.node = state.node.parent;
  return true;
}

export function stepForward(child = state.node.children[0]) {
  if (!child) return false;
  state.game.play(child.uci);
  state.node = child;
  return true;
}

/** Shows `target`: back to the common point, then forward (one play or undo per step). */
export function goTo(target) {
  if (state.editor) return; // the game behind the editor does not move (the move list is inert)
  const meet = commonAncestor(state.node, target);
  while (state.node !== meet) stepBack();
  for (const n of lineTo(target).slice(depth(meet) + 1)) stepForward(n);
  state.selected = null;
  quiet();
  render();
}

/** ↑/↓: the previous or next variation at this point (a sibling of the node shown). */
export function switchVariation(delta) {
  if (state.editor) return;
  const parent = state.node.parent;
  if (!parent) return;
  const siblings = parent.children;
  const next = siblings[siblings.indexOf(state.node) + delta];
  if (!next) return;
  stepBack();
  stepForward(next);
  state.selected = null;
  render();
}

/** Selects the piece on `square` (of the side to move) and shows its destinations. A piece
 *  picked up to drag (`dragged`) leaves the message as it is: a message that changed then moved
 *  the board under the pointer (its lines above the board), and the drop says why it is refused. */
export function select(square, dragged = false) {
  const g = state.game;
  const piece = g.get(square);
  state.selected = piece ? square : null;
  const stuck = piece && piece.color === g.turn && g.moves({ square }).length === 0 && !g.isOver();
  if (stuck && !dragged) say(`This ${pieceName(g.variant, piece)} has no legal move now: tap or click a point to see why.`, 'info');
  else if (!dragged) quiet();
  render();
}

/** What a click or tap on a point does; `dropped`: a piece dragged there (onto a piece of its
 *  own side it is a refused move, not a new selection). */
export function clickPoint(square, dropped = false) {
  if (state.editor) return editorClick(square);
  const g = state.game;
  const piece = g.get(square);
  const o = g.outcome();
  if (o.over && !playsOn(g)) {
    state.selected = null;
    say(`The game is over (${outcomeText(o)}). Step back to play another move, or start a new game.`, 'info');
    return render();
  }
  if (g.isSetupTurn()) {
    state.selected = null;
    say(`${side(g.turn)} first chooses a setup: keep, or swap a horse and an elephant (buttons beside the board).`, 'info');
    return render();
  }
  const from = state.selected;
  if (from) {
    if (square === from) {
      state.selected = null;
      quiet();
      return render();
    }
    const move = g.moves({ square: from }).find((m) => m.to === square);
    if (move) return play(move.uci);
    if (piece && piece.color === g.turn && !dropped) return select(square);
    const why = g.explain(from + square);
    const mover = g.get(from);
    const name = mover ? capitalize(pieceName(g.variant, mover)) : 'Move';
    // the points as the board's edges and the points' names write them ('a0' in ICCS, '01' in
    // janggi's codes): a square name would be another point there
    const named = (sq) => pointName({ labels: boardLabels(g) }, sq);
    say(`${name} ${named(from)} → ${named(square)} is not allowed: ${why ? why.message : 'not a legal move'}.`, 'refusal', why?.code);
    return render();
  }
  if (!piece) {
    quiet();
    return render();
  }
  if (piece.color !== g.turn) {
    say(`That ${pieceName(g.variant, piece)} belongs to ${side(piece.color)}; ${side(g.turn)} is to move.`, 'info');
    return render();
  }
  return select(square);
}

/** The UCI of the legal move `text` names in `notation` (undefined: any notation of the game), or the refusal. */
function readTyped(text, notation) {
  const g = state.game;
  try {
    const { uci } = g.play(text, notation ? { notation } : undefined);
    g.undo();
    return { uci };
  } catch (e) {
    return { error: e };
  }
}

const COORDINATES = { uci: 'UCI (ranks 1-10)', iccs: 'ICCS (ranks 0-9)' };

/**
 * Plays a move typed in any notation of the game ('h3e3', 'C2=5', '炮二平五', '08마87', 'ม-ง๒'),
 * read by the core: first in the notation the move list is written in, then in any. Xiangqi's
 * coordinates are never guessed: they are UCI unless ICCS is chosen, as in the API; a text both
 * systems read as legal moves, different ones, is refused naming both, and one only the other
 * system reads is refused naming that reading. A move-quality glyph after it ('C2=5!', as the
 * move list and PGN write it) is taken off and put on the move; a setup turn's words as the list
 * writes them ('setup: swap left') play that setup. Returns true when a move was played.
 */
export function playTyped(input) {
  const g = state.game;
  const typed = input.trim();
  if (!typed) return false;
  // the glyph is the only part read here: the move itself is the core's to read
  const [move, nag] = qualitySuffix(typed);
  const text = move || typed;
  // the text quoted first, unless the core's words quote it ('not a move of xiangqi in wxf: "zz"')
  const refuse = (message, code) => {
    say(message.includes(quoted(text)) ? capitalize(message) : `${quoted(typed)}: ${message}`, 'refusal', code);
    render();
    return false;
  };
  const played = (uci) => {
    const from = state.node;
    play(uci);
    if (move && nag && state.node.parent === from) { setQuality(nag); render(); }
    return true;
  };
  if (state.editor) return refuse('the position editor is open: analyse the position (or cancel) first.', 'editing');
  const o = g.outcome();
  if (o.over && !playsOn(g)) return refuse(`the game is over (${outcomeText(o)}).`, 'game-over');
  // the setup turns' words in the move list, which no notation writes
  // (in any case and spacing: "Setup: Keep", "setup:keep")
  const words = (t) => t.toLowerCase().replace(/\s+/g, ' ').replace(/\s*:\s*/, ': ');
  const setup = g.isSetupTurn() && g.setupChoices().find((c) => words(moveText(g, c.uci, choice(), c)) === words(text));
  if (setup) return played(setup.uci);
  const kind = choice().kind;
  const chosen = readTyped(text, kind);
  if (chosen.uci) return played(chosen.uci);
  if (hasTwoCoordinates(g.variant)) {
    const asUci = kind === 'uci' ? null : readTyped(text, 'uci').uci;
    const asIccs = kind === 'iccs' ? null : readTyped(text, 'iccs').uci;
    if (asUci && asIccs && asUci !== asIccs) {
      return refuse(`read as ${COORDINATES.uci} it is ${asUci}, read as ${COORDINATES.iccs} it is ${asIccs}: choose the UCI or the ICCS notation to say which.`, 'ambiguous-move');
    }
    // UCI is what coordinates mean unless ICCS is chosen (as in the API); the other system's reading is named, not played
    const other = asIccs ? ['iccs', asIccs] : asUci && kind === 'iccs' ? ['uci', asUci] : null;
    if (other) {
      return refuse(`no legal move in ${COORDINATES[kind === 'iccs' ? 'iccs' : 'uci']}; read as ${COORDINATES[other[0]]} it is ${other[1]}: choose that notation to type it.`, 'other-coordinates');
    }
    if (asUci) return played(asUci);
  }
  const any = readTyped(text);
  if (any.uci) return played(any.uci);
  // the reading that found a move says more than one that found none
  // (no ICCS note in it: a text ICCS reads as a legal move was named above)
  const error = chosen.error.code !== 'malformed-move' ? chosen.error : any.error;
  return refuse(`${error.message}.`, error.code);
}

export function chooseSetup(kind) {
  const want = SETUP_KINDS[kind].sides.join(',');
  const found = state.game.setupChoices().find((c) => c.setup.join(',') === want);
  if (found) play(found.uci);
}

/** What to do with a FEN this game refuses and another game's rules read (a makruk FEN with
 *  xiangqi chosen): choose those rules. Empty when no other game reads it. */
function otherGameHint(fen) {
  const other = profiles().find((p) => profileInfo(p).game !== state.game.variant && validateFen(p, fen).ok);
  const game = other && profileInfo(other).game;
  return other ? `. It is a ${game} position: choose ${game} rules (${other}, say) to load it` : '';
}

/** The four formations of a janggi side: its horse (마) and elephant (상) on each wing. */
export const FORMATIONS = ['마상상마', '상마상마', '마상마상', '상마마상'];

/** A new janggi game from the formations chosen: the start a GIB with those 초차림/한차림 tags
 *  has, as readRecords makes it (the page writes no board of its own). */
export function startFromFormations(cho, han) {
  const [record] = readGames(`[초차림 "${cho}"]\n[한차림 "${han}"]\n`, { profile: state.profile });
  replaceAnalysis(() => newGame(state.profile, record.fen), `A new game: Cho ${cho}, Han ${han}.`);
  render();
}

export function loadFen(text) {
  const fen = text.trim();
  const check = validateFen(state.profile, fen);
  if (!check.ok) {
    $('fen-error').textContent = capitalize(check.error.message) + otherGameHint(fen);
    $('fen-error').dataset.code = check.error.code;
    supersede();
    render(); // the message line; the field keeps the text typed (fenDirty) and its error
    return false;
  }
  replaceAnalysis(() => newGame(state.profile, fen), 'Position loaded.');
  render();
  return true;
}

export async function copyFen() {
  // the position the board shows: while editing, the edited one (the game behind it is not shown)
  const ok = await copyText(state.editor ? editorFen(state.editor) : state.game.fen(), $('fen'));
  say(ok ? 'FEN copied to the clipboard.' : 'Select the FEN in the field and copy it.', 'info');
  render();
}

// ---- the move tree's edits ----------------------------------------------------------------------

export function promoteHere() {
  if (state.editor) return;
  if (promote(state.node)) {
    touched();
    say('The variation moved up.', 'info');
  }
  render();
}

export function deleteHere() {
  const node = state.node;
  if (state.editor || !node.parent) return;
  const parent = node.parent, at = parent.children.indexOf(node);
  stepBack();
  removeNode(node);
  touched();
  // the Undo the other actions that drop work offer, refused once the analysis is written on
  const undo = undoWhileUnchanged('the analysis since the move was deleted', () => {
    if (lineTo(parent)[0] !== state.root) return say('The analysis the move was deleted from is no longer shown.', 'refusal');
    parent.children.splice(at, 0, node);
    touched();
    relabel(state.root, state.profile, state.startFen, choice()); // the notation may have changed since
    say(null); // done: the offer with it
    goTo(node);
  });
  say('Deleted the move and what followed it; Undo brings them back.', 'info', undefined, undo);
  render();
}


/** Over by the rules, yet playable: an end that leaves moves (repetition, move limit, counting),
 *  which analysis and imported records go on past (playPastEnd); not a mate. */
export function playsOn(g) {
  const was = g.playPastEnd;
  g.playPastEnd = true;
  const moves = g.movesRaw().length;
  g.playPastEnd = was;
  return moves > 0;
}
