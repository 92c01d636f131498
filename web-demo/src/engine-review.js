// engine-review.js — the line shown reviewed by the server's engine: before each of its moves the
// position is searched to REVIEW_DEPTH (given the moves before it, as the live analysis is) for
// the engine's best move, and again for the move played alone (UCI's searchmoves: the same root
// and depth, so the two values differ by the move, not by whose turn it is at the leaves); the
// expected score the move gives away grades it: inaccuracy (?!), mistake (?) or blunder (??),
// listed with the engine's best move there. A move listed is shown when chosen; "Put them in the
// moves" puts the marks on the moves (PGN's NAGs, as a reader's own are) and the scores (PGN's
// [%eval], evaluations.js).
//
//   wireReview(engine)   once the server's engine is known (engine-live.js findEngine)
//   showReview()         after each render: the review of this game's tree, or none
//   reviewToSave() / restoreReview(saved)   a reload keeps the last review (session.js)
import { Game } from 'boardrules';
import { $, state, choice, say, touched, setText } from './state.js';
import { lineTo, endOfLine, depth } from './tree.js';
import { moveNumber } from './move-list.js';
import { searchStart, searchUrl, searchOnce, engineMoves, lineMoves } from './engine-live.js';
import { firstPlayer, sideName } from './pieces.js';
import { moveText } from './notation.js';
import { goTo } from './analysis.js';
import { render } from './render.js';
import { setQuality, nagText } from './annotate.js';
import { drawChart, markChart } from './score-chart.js';
import { showPractice, togglePractice } from './engine-practice.js';
import { expectedScore } from './expected-score.js';
import { evaluationOf, scoreText } from './evaluations.js';

const REVIEW_DEPTH = 10; // a few tenths of a second a position here: a game of 100 moves in under a minute
const reviewDepth = () => Math.min(REVIEW_DEPTH, engine.depth);
/** The least expected score a move gives away for each grade, worst first: [least, NAG]. */
const GRADES = [[0.15, 4], [0.10, 2], [0.05, 6]]; // ??, ?, ?!

let engine = null;
let run = null; // the review under way: { cancel, root, progress }
// the last one: { root, graded: [judgeMove()s], curve: [{ node, first, text }] (a position's worth
// to the first player, null where the engine said nothing) }, { root, failed } or { root, stopped }
let review = null;

export function wireReview(found) {
  engine = found;
  $('engine-review-choice').hidden = false;
  $('engine-review').addEventListener('click', () => (run ? stopReview() : reviewLine()));
  $('engine-review-mark').addEventListener('click', markMoves);
  $('engine-practice').addEventListener('click', togglePractice);
  const show = (node) => { if (node && lineTo(node)[0] === state.root) goTo(node); }; // (still in the tree)
  $('engine-review-list').addEventListener('click', (e) => show(review?.graded?.[Number(e.target.closest('button[data-at]')?.dataset.at)]?.node));
  $('engine-review-chart').addEventListener('click', (e) => show(review?.curve?.[Number(e.target.closest('[data-ply]')?.dataset.ply)]?.node));
  showReview(); // one a reload restored (restoreReview)
}

/** The last review of the game shown as plain data, its line by its moves; null for none. */
export function reviewToSave() {
  if (!review?.curve || review.root !== state.root) return null;
  return {
    line: review.curve.slice(1).map((p) => p.node.uci),
    curve: review.curve.map(({ first, text }) => ({ first, text })),
    graded: review.graded.map(({ ply, nag, played, best }) => ({ ply, nag, played, best })),
    lost: review.lost,
  };
}

/** The review a reload finds (untrusted: another version of the page may have written it), on
 *  the line of the tree restored that its moves name; none when the tree has no such line. */
export function restoreReview(saved) {
  const moves = saved?.line, curve = saved?.curve, graded = saved?.graded;
  const losses = (side) => (Number.isInteger(side?.moves) && side.moves >= 0 && typeof side.sum === 'number' && side.sum >= 0 && side.sum <= side.moves ? { sum: side.sum, moves: side.moves } : null);
  const lost = { white: losses(saved?.lost?.white), black: losses(saved?.lost?.black) };
  if (!Array.isArray(moves) || !Array.isArray(curve) || !Array.isArray(graded) || curve.length !== moves.length + 1) return;
  const line = [state.root];
  for (const uci of moves) {
    const next = line.at(-1).children.find((c) => c.uci === uci);
    if (!next) return;
    line.push(next);
  }
  const text = (v) => (typeof v === 'string' ? v : undefined);
  const value = (v) => (typeof v === 'number' && v >= 0 && v <= 1 ? v : null);
  const points = curve.map((p, i) => ({ node: line[i], first: value(p?.first), text: text(p?.text) }));
  const items = graded.filter((g) => Number.isInteger(g?.ply) && g.ply >= 1 && g.ply < line.length && GRADES.some(([, nag]) => nag === g.nag) &&
    text(g.played?.text) && text(g.best?.text) && text(g.best?.uci) && text(g.best?.fen));
  review = {
    root: state.root,
    curve: points,
    graded: items.map((g) => ({ node: line[g.ply], ply: g.ply, nag: g.nag, played: { text: g.played.text }, best: { text: g.best.text, uci: g.best.uci, fen: g.best.fen } })),
    lost: lost.white && lost.black ? lost : null, // (a review kept by an older page has none)
  };
}

function stopReview() {
  review = { root: run.root, stopped: true };
  run.cancel();
  run = null;
  showReview();
}

/** Reviews the line of the move shown, from the start to its end. */
async function reviewLine() {
  const line = lineTo(endOfLine(state.node));
  const me = (run = { cancel: () => {}, root: state.root, progress: '' });
  review = null;
  const g = new Game(state.profile, state.startFen ?? undefined);
  g.playPastEnd = true; // as the board's own game: a line may go on past the rules' end
  const graded = [], curve = [];
  const lost = { white: { sum: 0, moves: 0 }, black: { sum: 0, moves: 0 } }; // each side's losses
  try {
    for (let ply = 0; ply < line.length; ply++) {
      if (ply > 0) g.play(line[ply].uci);
      me.progress = `Reviewing: position ${ply + 1} of ${line.length}…`;
      showReview();
      const best = await positionWorth(g, line[ply], me);
      if (run !== me) return; // stopped, or another review started
      curve.push({ node: line[ply], first: best && (g.turn === 'white' ? best.value : 1 - best.value), text: best?.text });
      const next = line[ply + 1];
      if (!next || !best?.pv) continue;
      const side = g.turn;
      const judged = await judgeMove(g, next, best, me);
      if (run !== me) return;
      if (!judged) continue;
      lost[side].sum += judged.loss;
      lost[side].moves++;
      if (judged.grade) graded.push(judged.grade);
    }
    review = { root: me.root, graded, curve, lost };
  } catch {
    if (run !== me) return;
    review = { root: me.root, failed: true };
  } finally {
    g.free();
    if (run === me) run = null;
  }
  showReview();
}

/** What `g`'s position (`node`'s) is worth to its side to move: { value (expected score), text
 *  (the score for the first player), score, pv, start (where its search began: searchStart) }
 *  from the engine's best line, a game over's by
 *  its outcome ({ value, text: its result }), or null where the engine has nothing to say (a
 *  setup turn's choice, a game it does not play). */
async function positionWorth(g, node, me) {
  if (g.isSetupTurn() || !engine.variants.includes(g.variant)) return null;
  if (!g.moves().length) {
    const { winner, result } = g.outcome();
    return { value: winner === null ? 0.5 : winner === g.turn ? 1 : 0, text: result };
  }
  const start = searchStart(g, node);
  const [{ score, pv }] = await searchOnce(searchUrl(g.variant, start, 1, reviewDepth()), me);
  return { value: expectedScore(score, g.variant), text: scoreText(score, g.turn), score, pv, start };
}

/** A move tried where the review found a mistake (engine-practice.js), judged as the review judges
 *  the moves played: `g` at the position before `node`'s move, `before` that position's node;
 *  judgeMove's { loss, grade }, or null where the engine has no value for the position. */
export async function judgeTried(g, before, node, me) {
  const best = await positionWorth(g, before, me);
  return best?.pv ? judgeMove(g, node, best, me) : null;
}

/** The review's mistakes and blunders (? and ??) of the game shown, in the line's order; [] for none. */
export function reviewedMistakes() {
  const current = review?.root === state.root ? review : null;
  return (current?.graded ?? []).filter((g) => g.nag === 2 || g.nag === 4).filter((g) => lineTo(g.node)[0] === state.root);
}

/** What `node`'s move, played from `g`'s position whose worth is `best`, gives away: { loss (of
 *  the expected score, never below 0: a search of the move alone may value it above the best),
 *  grade } where grade is { node, ply, nag, played: { text }, best: { text, uci, fen } } (the best
 *  move kept in UCI with its position, written when shown, in the notation chosen then), or null
 *  for a move as good as the engine's best; null for a setup turn's choice (no move to engines). */
async function judgeMove(g, node, best, me) {
  if (node.move?.setup) return null;
  const bestUci = lineMoves(g, best.pv.slice(0, 1))?.[0].move.uci; // undefined: the board's rules refuse it
  if (bestUci === node.uci) return { loss: 0, grade: null };
  const [only] = engineMoves(g, [node.uci]);
  const [{ score }] = await searchOnce(searchUrl(g.variant, best.start, 1, reviewDepth(), only), me); // the same root
  const loss = Math.max(0, best.value - expectedScore(score, g.variant));
  const nag = GRADES.find(([least]) => loss >= least)?.[1];
  if (!nag) return { loss, grade: null };
  return { loss, grade: { node, ply: depth(node), nag, played: { text: scoreText(score, g.turn) }, best: { text: best.text, uci: bestUci ?? best.pv[0], fen: g.fen() } } };
}

/** A move in UCI from a position as the move list writes it (as it is when the rules refuse it). */
function written(fen, uci) {
  let g;
  try {
    g = new Game(state.profile, fen);
  } catch {
    return uci; // a FEN a reload found damaged (restoreReview): the move as it was kept
  }
  try {
    return moveText(g, uci, choice());
  } finally {
    g.free();
  }
}

/** The review in words, side by side: each side's graded moves counted, and the expected score
 *  its moves gave away on average ("Reviewed: Red 1 blunder (??), average loss 6.3% a move; Black
 *  none, average loss 0.8% a move."). */
function reviewText(r) {
  if (r.stopped) return 'Review stopped.';
  if (r.failed) return 'The review stopped: the engine or the server did.';
  const sides = ['white', 'black'].flatMap((side) => {
    const mine = r.graded.filter((item) => moveNumber(item.ply).endsWith('.') === (side === 'white')); // '12.' the first player's
    const lost = r.lost?.[side];
    if (lost && !lost.moves && !mine.length) return []; // no move of this side in the line
    const counted = [[4, 'blunder', 'blunders'], [2, 'mistake', 'mistakes'], [6, 'inaccuracy', 'inaccuracies']].flatMap(([nag, one, many]) => {
      const n = mine.filter((item) => item.nag === nag).length;
      return n ? [`${n} ${n === 1 ? one : many} (${nagText(nag)})`] : [];
    });
    const average = lost?.moves ? `, average loss ${(100 * lost.sum / lost.moves).toFixed(1)}% a move` : '';
    return [`${sideName(state.game.variant, side)} ${counted.join(', ') || 'none'}${average}`];
  });
  return `Reviewed: ${sides.join('; ') || 'no move'}.`;
}

/** The curve of the review shown (the engine box open, none under way), or null: the moves'
 *  evaluations' curve (eval-chart.js) gives way to it where it says the same. */
export function reviewShown() {
  const current = review?.root === state.root ? review : null;
  return engine && !run && $('engine').open && current?.curve?.length ? current.curve : null;
}

/** The review's list and buttons, for the game shown (another game's review is not shown). */
export function showReview() {
  if (!engine) return;
  const current = review?.root === state.root ? review : null;
  setText($('engine-review'), run ? 'Stop the review' : 'Review this line');
  setText($('engine-review-status'), run ? run.progress : current ? reviewText(current) : '');
  $('engine-review-mark').hidden = !(current?.curve?.length > 1) || !!run;
  showPractice(!run && reviewedMistakes().length > 0);
  showChart(current?.curve ?? [], current?.graded ?? []);
  const list = $('engine-review-list');
  const items = current?.graded ?? [];
  const key = items.length ? `${choice().id} ${items.map((g) => g.node.text).join(' ')}` : '';
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.replaceChildren(...items.map((item, at) => {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.at = String(at);
    button.textContent = `${moveNumber(item.ply)} ${item.node.text}${nagText(item.nag)}`;
    li.append(button, ` ${item.played.text} for ${firstPlayer(state.game.variant)}; best ${written(item.best.fen, item.best.uci)}, ${item.best.text}`);
    return li;
  }));
}

let charted = { curve: null, id: '', at: new Map() }; // the curve drawn, in which notation, its positions' columns

/** The review's curve: the first player's expected score at each position of the line (its score
 *  for the first player in each column's title), the position shown marked. */
function showChart(curve, graded) {
  const element = $('engine-review-chart'), id = choice().id;
  if (charted.curve !== curve || charted.id !== id) {
    charted = { curve, id, at: new Map(curve.map((p, i) => [p.node, i])) };
    const first = firstPlayer(state.game.variant);
    drawChart(element, curve, {
      grades: new Map(graded.map((g) => [g.ply, g.nag])),
      label: (n) => `The review's curve: the first player's expected score at each of ${n} positions`,
      words: (text) => `${text} for ${first}`,
    });
  }
  markChart(element, charted.at.get(state.node) ?? -1);
}

/** Puts the review's marks on its moves (a move's own quality mark gives way; others stay), and
 *  its score of the position after each move as the move's evaluation (a record's [%eval], at
 *  the review's depth; one read from a record gives way). */
function markMoves() {
  const current = review?.root === state.root ? review : null;
  if (!current?.curve || state.editor) return;
  const inTree = (node) => lineTo(node)[0] === state.root;
  for (const { node, nag } of current.graded) if (inTree(node)) setQuality(nag, node);
  let scored = 0;
  for (const { node, text } of current.curve.slice(1)) {
    const evaluation = evaluationOf(text, reviewDepth());
    if (!evaluation || !inTree(node)) continue; // an end of the game (its result), a setup turn's choice
    node.evaluation = evaluation;
    scored++;
  }
  touched();
  say(`Marked ${current.graded.length} ${current.graded.length === 1 ? 'move' : 'moves'} and put ${scored} ${scored === 1 ? 'evaluation' : 'evaluations'} in the moves from the review.`);
  render();
}
