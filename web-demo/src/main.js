// main.js — the analysis board's entry: one Game from the public API ('boardrules') that always
// holds the position of the move-tree node shown (state.js). This file wires the page's controls
// to the analysis (analysis.js), its drawing (render.js), the position editor (editing.js),
// engine lines (engine-line.js, engine-live.js) and records (record-io.js), and opens what the link names.
//
// For tests: window.__demo = { game, state, select(square), clickPoint(square), newGame(profile, fen), importFiles, storedYet },
// and every point of the board is a <rect class="point" data-square="e2"> (classes dest / capture-dest).
import { init, Game, profiles, validateFen } from 'boardrules';
import { PIECE_SETS } from './pieces.js';
import { parseSquare, squareName } from './board.js';
import { depth } from './tree.js';
import { relabel } from './notation.js';
import { readHash, writeHash } from './hash.js';
import { editorFromFen, editorFen, clearBoard } from './editor.js';
import { $, state, choice, say, quiet, copyText, naming } from './state.js';
import {
  newGame, playFromHere, play, playTyped, stepBack, stepForward, goTo, switchVariation, select, clickPoint, chooseSetup, loadFen,
  copyFen, promoteHere, deleteHere, FORMATIONS, startFromFormations,
} from './analysis.js';
import { render, fitBoard, keepFocusClear } from './render.js';
import { hashOfState, flushHash } from './address-bar.js';
import { openEditor, closeEditor, editorDone, leavingEditor } from './editing.js';
import { addEngineLine } from './engine-line.js';
import { findEngine, toggleThreat } from './engine-live.js';
import { switchRules, restoreAnalysis, takeAnalysis } from './switch-rules.js';
import { saveSession, restoreSession } from './session.js';
import { loadPrefs, savePrefs } from './prefs.js';
import { toggleQuality, setComment } from './annotate.js';
import { wireDrag } from './drag.js';
import { droppedOn } from './animate.js';
import { soundsPlayed } from './sound.js';
import { downloadBoardImage, imageName } from './board-image.js';
import { wireShapes, toggleShape } from './shapes.js';
import { wireEvalChart } from './eval-chart.js';
import { openRecordAt, importRecord, exportCopy, exportDownload, replaceAnalysis, filterGames, fileShown, nameGameAgain } from './record-io.js';
import { filterArchive, importFiles, openArchiveEntry } from './open-file.js';
import { storedYet } from './kept-files.js';
import { setExplorerScope } from './explorer.js';

function wire() {
  wirePickers();
  wireLayout();
  wireMoves();
  wireBoard();
  wireInputs();
  wireRecords();
  wireEditor();
  wireKeys();
}

/** The rules, notation and piece pickers, and the header's buttons. */
function wirePickers() {
  const picker = $('profile');
  for (const name of profiles()) {
    const option = document.createElement('option');
    option.value = name;
    option.textContent = name;
    picker.append(option);
  }
  $('piece-set').innerHTML = Object.entries(PIECE_SETS).map(([v, l]) => `<option value="${v}">${l}</option>`).join('');
  $('piece-set').addEventListener('change', (e) => { state.set = e.target.value; savePrefs({ set: state.set }); render(); });
  $('notation').addEventListener('change', (e) => {
    state.notation[state.game.variant] = e.target.value;
    savePrefs({ notation: { [state.game.variant]: e.target.value } });
    relabel(state.root, state.profile, state.startFen, choice());
    render();
  });
  picker.addEventListener('change', () => { switchRules(picker.value); render(); });
  $('new-game').addEventListener('click', () => leavingEditor(() => { replaceAnalysis(() => newGame(state.profile)); render(); }));
  $('flip').addEventListener('click', () => { state.flipped = !state.flipped; render(); });
  $('legend-toggle').addEventListener('click', () => { state.legend = !state.legend; render(); });
  $('sound').addEventListener('click', () => { state.sound = !state.sound; savePrefs({ sound: state.sound }); render(); });
  $('threats').addEventListener('change', (e) => { state.threats = e.target.checked; savePrefs({ threats: state.threats }); render(); });
  $('edit').addEventListener('click', () => (state.editor ? closeEditor() : openEditor()));
  $('share').addEventListener('click', async () => {
    flushHash();
    // while editing, the board shows the position edited: the link opens that, as lichess's
    // editor's does (the address bar keeps the analysis behind it), once it can be played
    const fen = state.editor && editorFen(state.editor);
    if (fen && !validateFen(state.profile, fen).ok) {
      say('The position being edited cannot be played yet, so no link opens it: Analyse from here says why.', 'info');
      return render();
    }
    // the link of what is shown, whether or not the browser has taken the latest write
    const hash = fen ? writeHash({ profile: state.profile, fen, flipped: state.flipped }) : hashOfState();
    const ok = await copyText(new URL(hash, location.href).href, null);
    const opens = fen ? 'the position being edited' : 'this position and these moves';
    say(ok ? `Link copied: it opens ${opens}.` : fen ? 'The link could not be copied: Copy FEN gives the position being edited.' : 'Copy the address bar to share this position.', 'info');
    render();
  });
  // a picker chosen with the mouse hands the arrow keys back to the move list
  for (const id of ['profile', 'notation', 'piece-set', 'archive-files', 'games']) {
    $(id).addEventListener('pointerdown', () => { $(id).dataset.pointer = '1'; });
    $(id).addEventListener('change', () => { if ($(id).dataset.pointer) { delete $(id).dataset.pointer; $(id).blur(); } });
  }
}

/** What follows the screen's layout: the rules line, folded on a phone, and where the editor's
 *  palette stands. */
function wireLayout() {
  // a phone shows the rules line in two lines (style.css); a tap, or Enter, shows it whole. It
  // is a button only there: elsewhere it is whole, and plain text
  const info = $('profile-info');
  // the layout style.css's queries chose (its --phone-layout and --side-layout), read again
  // when the window's size changes
  const layout = (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() === '1';
  let phone = false;
  const foldable = () => {
    for (const [name, value] of [['role', 'button'], ['tabindex', '0'], ['aria-expanded', String(info.classList.contains('open'))]]) {
      if (phone) info.setAttribute(name, value); else info.removeAttribute(name);
    }
  };
  const toggleInfo = () => { if (phone) { info.classList.toggle('open'); foldable(); } };
  info.addEventListener('click', toggleInfo);
  info.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); toggleInfo(); } });
  // the status line is one line (style.css): a tap shows it whole, another folds it
  $('status').addEventListener('click', () => $('status').classList.toggle('open'));
  // a phone shows the editor's palette right under the board, in reach while placing pieces (in
  // the panel it was a scroll away: at 390x844 its first row began 814 px down); the side layout
  // at the top of the column beside the board, where the panel's was under the header, below the
  // screen of a phone on its side (at 844x390 from 437 px to 521)
  const placePalette = () => {
    const after = phone || layout('--side-layout') ? $('board') : $('editor').querySelector('.hint');
    if (after.nextElementSibling !== $('palette')) after.after($('palette'));
  };
  const fit = () => {
    phone = layout('--phone-layout');
    foldable();
    placePalette();
  };
  addEventListener('resize', fit);
  fit();
}

/** The move list and the buttons that step through it, annotate it and change it. */
function wireMoves() {
  const nav = (fn) => () => {
    if (state.editor) return; // the game behind the editor does not move
    fn();
    state.selected = null;
    quiet();
    render();
  };
  $('undo').addEventListener('click', nav(stepBack));
  $('redo').addEventListener('click', nav(() => stepForward()));
  $('first').addEventListener('click', nav(() => { while (stepBack()); }));
  $('last').addEventListener('click', nav(() => { while (stepForward()); }));
  $('pass').addEventListener('click', () => {
    const pass = state.game.moves().find((m) => m.pass);
    if (pass) play(pass.uci);
  });
  $('promote').addEventListener('click', promoteHere);
  $('nags').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-nag]');
    if (b) { toggleQuality(Number(b.dataset.nag)); render(); }
  });
  $('comment').addEventListener('input', (e) => { setComment(e.target.value); render(); });
  $('delete').addEventListener('click', deleteHere);
  $('setup-buttons').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-setup]');
    if (b) chooseSetup(b.dataset.setup);
  });
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-node]');
    if (b) goTo($('moves').nodes[Number(b.dataset.node)]);
  });
  wireEvalChart();
}

/** The board: clicks, drags and arrows drawn on it. */
function wireBoard() {
  wireShapes($('board'), {
    draw: (orig, dest, brush) => {
      if (state.editor) return;
      toggleShape(state.node, { brush, orig, dest });
      render();
    },
  });
  let dragNode = null; // the node a drag started at
  wireDrag($('board'), {
    // any piece: one of the side not to move, dropped, is refused saying whose it is, as a click says
    canDrag: (square) => !state.editor && !!state.game.get(square),
    pick: (square) => {
      dragNode = state.node;
      if (state.selected !== square) select(square, true);
    },
    drop: (from, to) => {
      if (state.node !== dragNode) return render(); // the position changed mid-drag (a key): the drag was of another
      const theirs = state.game.get(from)?.color !== state.game.turn;
      state.selected = from;
      droppedOn(to); // there already: it does not slide
      clickPoint(to, true);
      if (theirs) { state.selected = null; render(); } // refused: the other side's piece stays unselected
    },
    cancel: () => render(),
  });
  $('board').addEventListener('click', (e) => {
    const point = e.target.closest('[data-square]');
    if (!point) return;
    state.cursor = point.dataset.square; // where the keyboard goes on from
    clickPoint(point.dataset.square);
  });
  // a mouse click does not put the focus on a point (there the arrow keys move between points),
  // and takes it from a field or a select, as a click on the page does: the arrow keys then step
  // through the game, not through the rules select or a text's caret
  $('board').addEventListener('mousedown', (e) => {
    e.preventDefault();
    if (!$('board').contains(document.activeElement)) document.activeElement?.blur?.();
  });
}

/** What is typed: a FEN, a move, an engine's line; janggi's formations. */
function wireInputs() {
  $('fen').addEventListener('input', () => { state.fenDirty = state.node; });
  $('fen-form').addEventListener('submit', (e) => { e.preventDefault(); leavingEditor(() => loadFen($('fen').value)); });
  $('fen-copy').addEventListener('click', copyFen);
  for (const id of ['cho-formation', 'han-formation']) {
    $(id).append(...FORMATIONS.map((f) => Object.assign(document.createElement('option'), { value: f, textContent: f })));
  }
  $('formations-start').addEventListener('click', () => leavingEditor(() => startFromFormations($('cho-formation').value, $('han-formation').value)));
  $('move-form').addEventListener('submit', (e) => {
    e.preventDefault();
    if (playTyped($('move-input').value)) $('move-input').value = '';
  });
  $('engine-add').addEventListener('click', addEngineLine);
}

/** Records: imported (a file, a drop, pasted text), the game picked, exported. */
function wireRecords() {
  $('import-button').addEventListener('click', () => leavingEditor(() => importRecord($('record').value)));
  for (const id of ['record-file', 'record-folder']) {
    $(id).addEventListener('change', (e) => { const files = [...(e.target.files ?? [])]; if (files.length) leavingEditor(() => importFiles(files)); e.target.value = ''; e.target.blur(); });
  }
  $('archive-files').addEventListener('change', (e) => leavingEditor(() => openArchiveEntry(Number(e.target.value))));
  $('archive-filter').addEventListener('input', (e) => { filterArchive(e.target.value); render(); });
  $('explorer').addEventListener('toggle', () => render());
  $('explorer-scope').addEventListener('change', (e) => { setExplorerScope(e.target.value); render(); });
  $('games').addEventListener('change', (e) => leavingEditor(() => { openRecordAt(Number(e.target.value)); render(); }));
  $('games-filter').addEventListener('input', (e) => { filterGames(e.target.value); render(); });
  $('export-format').addEventListener('change', () => render()); // XQF takes no encoding
  $('export-copy').addEventListener('click', exportCopy);
  $('export-download').addEventListener('click', exportDownload);
  for (const kind of ['svg', 'png']) $(`image-${kind}`).addEventListener('click', () => downloadBoardImage(kind, imageName(depth(state.node))));
  document.addEventListener('dragover', (e) => { e.preventDefault(); document.body.classList.add('dropping'); });
  document.addEventListener('dragleave', () => document.body.classList.remove('dropping'));
  document.addEventListener('drop', (e) => {
    e.preventDefault();
    document.body.classList.remove('dropping');
    // a folder among them: the entries, read only during the drop, which the library walks
    const entries = [...(e.dataTransfer?.items ?? [])].map((item) => item.webkitGetAsEntry?.()).filter(Boolean);
    const files = [...(e.dataTransfer?.files ?? [])];
    if (entries.some((entry) => entry.isDirectory)) return void leavingEditor(() => importFiles(entries));
    if (files.length) return void leavingEditor(() => importFiles(files));
    const text = e.dataTransfer?.getData('text/plain');
    if (text) { $('record').value = text; leavingEditor(() => importRecord(text)); }
  });
}

/** The position editor's controls. */
function wireEditor() {
  $('palette').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-tool]');
    if (b) { state.tool = b.dataset.tool; render(); }
  });
  $('editor-turn').addEventListener('change', (e) => { state.editor.turn = e.target.value; render(); });
  $('editor-clear').addEventListener('click', () => { clearBoard(state.editor); render(); });
  $('editor-start').addEventListener('click', () => {
    const g = new Game(state.profile);
    const { variant, width, height } = state.editor;
    state.editor = editorFromFen(variant, width, height, g.fen());
    g.free();
    render();
  });
  $('editor-done').addEventListener('click', editorDone);
  $('editor-cancel').addEventListener('click', closeEditor);
}

/** The keyboard: steps through the game, the board's points, Undo. */
function wireKeys() {
  document.addEventListener('focusin', keepFocusClear);
  document.addEventListener('keydown', (e) => {
    // the Undo a message offers, as its button; a text field keeps its own (a select has none:
    // the rules just chosen there offer one)
    const ctrlZ = (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'z';
    const undo = ctrlZ && state.message?.action?.label === 'Undo';
    // the FEN field holding the position's own FEN (just loaded with Enter) has no edit of the
    // user's to undo: its own undo would only bring back a FEN the board no longer shows
    const fenUntouched = e.target.matches?.('#fen') && !state.fenDirty;
    if (ctrlZ && fenUntouched && !undo) { e.preventDefault(); return; } // no stale FEN brought back
    if (undo && (fenUntouched || !e.target.closest?.('input:not([type=file]), textarea'))) {
      e.preventDefault();
      state.message.action.run();
      render();
      return;
    }
    const point = e.target.closest?.('#board [data-square]');
    if (point && !e.altKey && !e.ctrlKey && !e.metaKey && pointKey(e.key, point.dataset.square)) {
      e.preventDefault();
      return;
    }
    if (e.target.closest?.('input:not([type=file]), textarea, select')) {
      if (e.key === 'Escape' && e.target.matches('#comment, #move-input')) e.target.blur(); // the keys step again
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return; // Alt+← is the browser's Back
    if (e.key === 'f') { e.preventDefault(); $('flip').click(); return; } // lichess's key for it
    if (e.key === 'x') { e.preventDefault(); toggleThreat(); render(); return; } // lichess's key for the threat
    if (state.editor) { // the game behind the editor does not move; Escape leaves it unchanged
      if (e.key === 'Escape') { e.preventDefault(); closeEditor(); }
      return;
    }
    const keys = {
      ArrowLeft: () => stepBack(),
      ArrowRight: () => stepForward(),
      ArrowUp: () => switchVariation(-1),
      ArrowDown: () => switchVariation(1),
      Home: () => { while (stepBack()); },
      End: () => { while (stepForward()); },
      Escape: () => { state.selected = null; quiet(); },
    };
    const action = keys[e.key];
    if (!action) return;
    e.preventDefault();
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') return action();
    action();
    state.selected = null;
    quiet(); // a step keeps an Undo offered (state.js)
    render();
  });
}

/** A key pressed on a board point (the board's keyboard interface, WAI-ARIA's grid pattern):
 *  arrows move to the next point as the board is drawn (flipped or not), Enter and Space click
 *  the point, as the mouse does. False for other keys, which do what they do elsewhere. */
function pointKey(key, square) {
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[key];
  if (key === 'Enter' || key === ' ') {
    state.cursor = square;
    clickPoint(square);
    return true;
  }
  if (!step) return false;
  const { file, rank } = parseSquare(square);
  const sign = state.flipped ? -1 : 1;
  const to = [file + sign * step[0], rank + sign * step[1]];
  if (to[0] >= 0 && to[0] < state.game.width && to[1] >= 0 && to[1] < state.game.height) {
    state.cursor = squareName(to[0], to[1]);
    render();
  }
  return true; // at the edge the focus stays, and the game does not step
}

/** A link edited by hand (its ply, its line) that names a position of the analysis shown goes
 *  there, the analysis kept: the rules and start the same, each move of its line in the tree.
 *  False when it names another game, which then replaces it. */
function followLink(link) {
  if (!state.root || !linkIn({ profile: state.profile, startFen: state.startFen, root: state.root }, link)) return false;
  let node = state.root;
  for (const uci of link.moves) node = node.children.find((c) => c.uci === uci);
  while (link.ply !== undefined && depth(node) > link.ply) node = node.parent;
  state.flipped = link.flipped === true;
  goTo(node); // renders
  return true;
}

/** Keeps an analysis a link replaced (null: none), the latest few, with the game of a file it was
 *  (`file`: fileShown() before the link), which Back names again. */
function leaveForLink(analysis, file) {
  if (!analysis) return;
  state.linkLeft.push({ ...analysis, file });
  if (state.linkLeft.length > 8) state.linkLeft.shift();
}

/** Whether a link names a position of `analysis` (one takeAnalysis gave): its rules, its start,
 *  and each move of its line in the tree. */
function linkIn(analysis, link) {
  if (link.error || (link.profile ?? analysis.profile) !== analysis.profile || (link.fen || null) !== (analysis.startFen || null)) return false;
  let node = analysis.root;
  return link.moves.every((uci) => (node = node.children.find((c) => c.uci === uci)) !== undefined);
}

/** Opens what the link names; anything it cannot read becomes a message and a fresh board. */
function startFromHash(names) {
  const fallback = names.includes('xiangqi/standard') ? 'xiangqi/standard' : names[0];
  const link = readHash(location.hash);
  if (link.error) {
    newGame(fallback);
    say(`The link could not be read: ${link.error}. Here is a fresh board.`, 'refusal', 'bad-link');
    return;
  }
  state.flipped = link.flipped === true;
  if (link.profile && !names.includes(link.profile)) {
    newGame(fallback);
    say(`The link names rules this board does not know (${link.profile}). Here is a fresh board.`, 'refusal', 'bad-link');
    return;
  }
  try {
    newGame(link.profile ?? fallback, link.fen);
  } catch (e) {
    newGame(link.profile ?? fallback);
    say(`The link's position cannot be used: ${e.message}. Here is the start position.`, 'refusal', 'bad-link');
    return;
  }
  for (const [i, uci] of link.moves.entries()) {
    try {
      playFromHere(uci);
    } catch (e) {
      say(`The link's move ${i + 1}${naming(uci, e.message)} cannot be played: ${e.message}. The moves before it are shown.`, 'refusal', 'bad-link');
      break;
    }
  }
  if (link.ply !== undefined) {
    while (depth(state.node) > link.ply && stepBack());
  }
}

async function main() {
  try {
    await init();
  } catch (e) {
    $('status-text').textContent = `Could not load the rules engine: ${e.message}`;
    $('status').classList.add('over');
    throw e;
  }
  loadPrefs();
  $('threats-box').open = state.threats; // marks on the board: their box open, its list and switch in view
  wire();
  findEngine(); // the server's engine, if it has one: its analysis offered once it answers
  let restored = false;
  try {
    restored = restoreSession(); // a reload: the whole analysis, when the address is the one saved
    if (restored) render();
  } catch {
    restored = false; // what was saved cannot be shown: the link still can
  }
  if (!restored) {
    startFromHash(profiles());
    render();
  }
  addEventListener('resize', fitBoard);
  addEventListener('pagehide', saveSession);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') saveSession(); });
  addEventListener('hashchange', () => {
    if (location.hash === hashOfState()) return;
    const link = readHash(location.hash);
    if (followLink(link)) return;
    // Back (or Forward) to the link of an analysis another link replaced: that analysis again
    const i = state.linkLeft.findLastIndex((a) => linkIn(a, link));
    if (i >= 0) {
      const [back] = state.linkLeft.splice(i, 1);
      leaveForLink(takeAnalysis(), fileShown()); // and Forward brings this one back in turn
      restoreAnalysis(back);
      nameGameAgain(back.file);
      followLink(link);
      say('The analysis the link had replaced is back.', 'info');
      render();
      return;
    }
    leavingEditor(() => {
      const file = fileShown();
      leaveForLink(replaceAnalysis(() => startFromHash(profiles())), file);
      render();
    });
  });
  window.__demo = {
    get game() { return state.game; },
    get state() { return state; },
    select(square) { select(square); },
    clickPoint(square) { clickPoint(square); },
    newGame(profile, fen) { newGame(profile, fen); render(); },
    importFiles, // as a drop gives them: a folder's entry can be made by a test, not dropped
    storedYet, // an archive's files kept for a reload (kept-files.js): a test reloads once they are
    soundsPlayed, // the moves' sounds played (sound.js)
  };
  document.body.dataset.ready = 'true';
}

main();
