// engine-practice.js — the review's mistakes as exercises, as lichess's "learn from your
// mistakes": "Practise the mistakes" shows, one after the other, the position before each move
// the review marked ? or ??, and the reader plays a move there. The engine judges it as the review
// judged the move played (engine-review.js, the same searches): one that gives away less than an
// inaccuracy (5% of the expected score) is found and stays, as a variation; another is said and
// taken back (a move the tree had already stays in it). "Show the answer" plays the engine's best.
//
//   showPractice(offered)   the review's part: its button, while its mistakes can be practised
//   togglePractice()        the button's click (engine-review.js wires it)
//   practiseIfDue()         after each render: a move tried at the exercise's position, judged
//   practising()            whether exercises are under way (the engine then plays no side)
import { $, state, say, setText, touched } from './state.js';
import { goTo, playFromHere } from './analysis.js';
import { removeNode, depth, lineTo } from './tree.js';
import { moveNumber } from './move-list.js';
import { render } from './render.js';
import { judgeTried, reviewedMistakes } from './engine-review.js';
import { sideName } from './pieces.js';

let practice = null; // { items, at, found, known: Set (the position's moves before the exercise), judged: Set, judging }

export const practising = () => practice !== null && practice.root === state.root;

/** What its button does: starts the exercises, or stops them. */
export const togglePractice = () => (practising() ? stop('Practice stopped.') : start());

export function showPractice(offered) {
  const button = $('engine-practice');
  button.hidden = !offered && !practising();
  setText(button, practising() ? 'Stop practising' : 'Practise the mistakes');
}

function start() {
  const items = reviewedMistakes();
  if (!items.length || state.editor) return;
  practice = { root: state.root, items, at: 0, found: 0, judged: new Set(), judging: null };
  exercise();
}

function stop(words) {
  practice.judging?.cancel();
  practice = null;
  say(words, 'info');
  render();
}

const item = () => practice.items[practice.at];
const mover = () => sideName(state.game.variant, state.game.turn);

/** Shows the position of the exercise under way and asks for a move there. */
function exercise() {
  const { node } = item();
  goTo(node.parent);
  practice.known = new Set(node.parent.children);
  ask(`Exercise ${practice.at + 1} of ${practice.items.length}: ${mover()} played ${moveNumber(depth(node))} ${node.text} here. Find a better move.`, 'info');
}

function ask(words, kind) {
  say(words, kind, undefined, { label: 'Show the answer', run: answer });
  render();
}

/** The engine's best move played there, and on to the next exercise. */
function answer() {
  if (!practising()) return;
  const { node, best } = item();
  practice.judging?.cancel();
  practice.judging = null;
  goTo(node.parent);
  let shown;
  try {
    shown = playFromHere(best.uci);
  } catch (e) { // the engine plays its own variant's rules
    return ask(`The engine's best here, ${best.uci}, is not a move these rules allow (${e.message}).`, 'refusal');
  }
  practice.judged.add(shown);
  next(`The engine's best here: ${shown.text}.`);
}

function next(words) {
  if (practice.at + 1 >= practice.items.length) {
    say(`${words} That was the last: ${practice.found} of ${practice.items.length} found.`, 'info');
    practice = null;
    return render();
  }
  say(words, 'info', undefined, { label: 'Next exercise', run: () => { if (practising()) { practice.at++; exercise(); } } });
  render();
}

/** Judges the move the reader just played at the exercise's position, once. */
export function practiseIfDue() {
  if (!practising() || practice.judging || state.editor) return;
  const { node: played } = item();
  const tried = state.node;
  if (tried.parent !== played.parent || practice.judged.has(tried)) return;
  const me = { cancel: () => {} };
  practice.judging = me;
  setTimeout(() => judge(tried, me)); // after this render
}

async function judge(tried, me) {
  if (practice?.judging !== me) return;
  if (state.node !== tried) return void (practice.judging = null); // stepped on: judged when shown again
  const { node: played } = item();
  // the reader's try taken back: the board back at the exercise, the try out of the tree (unless
  // it was there before, or the reader has gone on past it meanwhile)
  const back = () => {
    if (state.node === tried) goTo(played.parent);
    if (!practice.known.has(tried) && !lineTo(state.node).includes(tried)) { removeNode(tried); touched(); }
  };
  if (tried === played) {
    practice.judging = null;
    back();
    return ask(`${tried.text} is the move played: find a better one.`, 'refusal');
  }
  say(`Judging ${tried.text}…`, 'info');
  render();
  const g = state.game.clone();
  let judged;
  try {
    g.undo();
    judged = await judgeTried(g, played.parent, tried, me);
  } catch {
    if (practice?.judging === me) stop('The engine stopped: the server may have stopped. Practice ended.');
    return;
  } finally {
    g.free();
  }
  if (practice?.judging !== me) return; // stopped, or answered
  practice.judging = null;
  const lost = judged ? `${(100 * judged.loss).toFixed(1)}%` : null;
  if (!judged || judged.grade) {
    back();
    return ask(judged ? `${tried.text} gives away ${lost} of the expected score: try again.` : `The engine has no value here for ${tried.text}: try another.`, 'refusal');
  }
  practice.found++;
  practice.judged.add(tried);
  next(`${tried.text} is a good move: it gives away ${lost} of the expected score.`);
}
