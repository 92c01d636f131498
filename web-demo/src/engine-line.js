// engine-line.js — an engine's principal variation pasted in (UCI, or ICCS in xiangqi and janggi), added to
// the move tree as a variation from the node shown.
import { addChild } from './tree.js';
import { moveText, hasTwoCoordinates } from './notation.js';
import { $, state, choice, say, touched, naming } from './state.js';
import { render } from './render.js';

/** The moves of an engine's output: the part after "pv" if there is one, without move numbers;
 *  apart at spaces, or at commas as apps keep a line ('h2e2,h9g7'), but from a setup turn, whose
 *  move may be two swaps joined by one ('b1c1,h1g1', janggi/vchess). */
function engineTokens(text, commas) {
  // several info lines (a pasted log): the last one with a pv is the deepest; with MultiPV each
  // depth ends with its worst, so its best (multipv 1) when the log has one, and a line whose
  // score is exact over a bound (an aspiration search cut short)
  const lines = text.split(/\r?\n/).filter((l) => /\bpv\s/.test(l));
  const best = (l) => !/\bmultipv\s+(?!1\b)\d+/.test(l), exact = (l) => !/\b(upper|lower)bound\b/.test(l);
  const pick = [(l) => best(l) && exact(l), best, exact, () => true].map((test) => lines.filter(test).at(-1)).find(Boolean);
  const pv = pick && /\bpv\s+(.*)$/.exec(pick);
  return (pv ? pv[1] : text).split(commas ? /[\s,，、]+/ : /\s+/)
    .filter((t) => t && !/^\d+\.+$/.test(t) && !/^(bestmove|ponder)$/.test(t));
}

/** Plays `tokens` in `notation` from `g`'s position (the node shown's unless named): the moves,
 *  each with its text as the move list writes it (a pass as 'pass'), or throws, undoing all. */
export function tryLine(tokens, notation, g = state.game) {
  const played = [];
  try {
    for (const t of tokens) {
      const move = g.play(t, { notation });
      g.undo(); // the text is written before the move, from its UCI
      const text = moveText(g, move.uci, choice(), move);
      played.push({ text, move: g.play(move.uci) });
    }
    return played;
  } catch (e) {
    e.at = played.length;
    throw e;
  } finally {
    for (let i = 0; i < played.length; i++) g.undo();
  }
}

export function addEngineLine() {
  if (state.editor) return; // the game behind the editor does not move
  const tokens = engineTokens($('engine-line').value, !state.game.isSetupTurn());
  if (!tokens.length) { say('Paste a line of engine moves first.', 'refusal'); return render(); }
  const format = $('engine-format').value;
  const formats = format === 'auto' ? ['uci', 'iccs'].filter((f) => hasTwoCoordinates(state.game.variant) || f === 'uci') : [format];
  const lines = [];
  let firstError = null;
  for (const f of formats) {
    try {
      lines.push([f, tryLine(tokens, f)]);
    } catch (e) {
      if (!firstError || e.at > firstError.at) firstError = e; // the reading that got further
    }
  }
  // the same characters are other moves in UCI (ranks 1-10) and ICCS (0-9): never guessed
  if (lines.length > 1) {
    const readings = lines.map(([f, played]) => `as ${f.toUpperCase()} ${played.map((p) => p.text).join(' ')}`).join(' and ');
    say(`The line reads both ${readings}: choose its format (UCI for Fairy-Stockfish, ICCS for Pikafish, UCCI engines and WinBoard).`, 'refusal', 'ambiguous-move');
    return render();
  }
  const line = lines[0]?.[1];
  if (!line) {
    const { at, message, code } = firstError;
    say(`Move ${at + 1} of the line${naming(tokens[at], message)} cannot be played there: ${message}.`, 'refusal', code);
    return render();
  }
  let node = state.node;
  for (const { text, move } of line) node = addChild(node, { uci: move.uci, move, text });
  touched();
  say(`Added the engine's line of ${line.length} move${line.length === 1 ? '' : 's'} from this position.`, 'info');
  render();
}
