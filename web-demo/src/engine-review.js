// engine-review.js — the line shown reviewed by the server's engine: before each of its moves the
// position is searched to REVIEW_DEPTH (given the moves before it, as the live analysis is) for
// the engine's best move, and again for the move played alone (UCI's searchmoves: the same root
// and depth, so the two values differ by the move, not by whose turn it is at the leaves); the
// expected score the move gives away grades it: inaccuracy (?!), mistake (?) or blunder (??),
// listed with the engine's best move there. A move listed is shown when chosen; "Mark them" puts
// the marks on the moves (PGN's NAGs, as a reader's own are).
//
//   wireReview(engine)   once the server's engine is known (engine-live.js findEngine)
//   showReview()         after each render: the review of this game's tree, or none
import { Game } from 'boardrules';
import { $, state, choice, say, touched, setText } from './state.js';
import { lineTo, endOfLine, depth } from './tree.js';
import { moveNumber } from './move-list.js';
import { searchStart, searchUrl, scoreText, firstPlayer, engineMoves, lineMoves } from './engine-live.js';
import { moveText } from './notation.js';
import { goTo } from './analysis.js';
import { render } from './render.js';
import { setQuality, nagText } from './annotate.js';

const REVIEW_DEPTH = 10; // a few tenths of a second a position here: a game of 100 moves in under a minute
/** The expected score of a position for its side to move, from the engine's score: a logistic
 *  curve of its centipawns (a mate: all or nothing), on the scale lichess grades moves by. */
const expectedScore = ({ cp, mate }) => (mate !== undefined ? (mate > 0 ? 1 : 0) : 1 / (1 + Math.exp(-0.00368208 * cp)));
/** The least expected score a move gives away for each grade, worst first: [least, NAG]. */
const GRADES = [[0.15, 4], [0.10, 2], [0.05, 6]]; // ??, ?, ?!

let engine = null;
let run = null; // the review under way: { cancel, root, progress }
let review = null; // the last one: { root, graded: [judge()s] }, { root, failed } or { root, stopped }

export function wireReview(found) {
  engine = found;
  $('engine-review-choice').hidden = false;
  $('engine-review').addEventListener('click', () => (run ? stopReview() : reviewLine()));
  $('engine-review-mark').addEventListener('click', markMoves);
  $('engine-review-list').addEventListener('click', (e) => {
    const item = review?.graded?.[Number(e.target.closest('button[data-at]')?.dataset.at)];
    if (item && lineTo(item.node)[0] === state.root) goTo(item.node); // (still in the tree)
  });
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
  const judged = [];
  try {
    for (let ply = 1; ply < line.length; ply++) {
      me.progress = `Reviewing: move ${ply} of ${line.length - 1}…`;
      showReview();
      judged.push(await judge(g, line[ply], me));
      if (run !== me) return; // stopped, or another review started
      g.play(line[ply].uci);
    }
    review = { root: me.root, graded: judged.filter(Boolean) };
  } catch {
    if (run !== me) return;
    review = { root: me.root, failed: true };
  } finally {
    g.free();
    if (run === me) run = null;
  }
  showReview();
}

/** The grade of `node`'s move, played from `g`'s position: { node, ply, nag, played, best } (each
 *  { value: the mover's expected score, text: the score for the first player }, best's with its
 *  move in UCI and the position's FEN), or null for a move the engine finds as good as its best, or has
 *  nothing to say of (a setup turn's choice, a game it does not play). */
async function judge(g, node, me) {
  if (g.isSetupTurn() || node.move?.setup || !engine.variants.includes(g.variant)) return null;
  const start = searchStart(g, node.parent), deep = Math.min(REVIEW_DEPTH, engine.depth);
  const best = await searchOnce(searchUrl(g.variant, start, 1, deep), me);
  const bestUci = lineMoves(g, best.pv.slice(0, 1))?.[0].move.uci; // undefined: the board's rules refuse it
  if (bestUci === node.uci) return null;
  const [only] = engineMoves(g, [node.uci]);
  const played = await searchOnce(searchUrl(g.variant, start, 1, deep, only), me);
  const worth = ({ score }) => ({ value: expectedScore(score), text: scoreText(score, g.turn) });
  const lost = expectedScore(best.score) - expectedScore(played.score);
  const nag = GRADES.find(([least]) => lost >= least)?.[1];
  // the best move kept in UCI with its position: written when shown, in the notation chosen then
  return nag ? { node, ply: depth(node), nag, played: worth(played), best: { ...worth(best), uci: bestUci ?? best.pv[0], fen: g.fen() } } : null;
}

/** The engine's last line of one search (the best, at its depth); rejects when the stream breaks. */
function searchOnce(url, me) {
  return new Promise((resolve, reject) => {
    let last = null;
    const stream = new EventSource(url);
    me.cancel = () => { stream.close(); reject(new Error('stopped')); };
    stream.onmessage = (e) => {
      const reported = JSON.parse(e.data);
      if (reported.line === 1) last = reported;
    };
    stream.addEventListener('done', () => { stream.close(); last ? resolve(last) : reject(new Error('no line')); });
    stream.onerror = () => { stream.close(); reject(new Error('the stream broke')); };
  });
}

/** A move in UCI from a position as the move list writes it (as it is when the rules refuse it). */
function written(fen, uci) {
  const g = new Game(state.profile, fen);
  try {
    return moveText(g, uci, choice());
  } finally {
    g.free();
  }
}

function reviewText(r) {
  if (r.stopped) return 'Review stopped.';
  if (r.failed) return 'The review stopped: the engine or the server did.';
  if (!r.graded.length) return 'Reviewed: no inaccuracy, mistake or blunder.';
  const counted = [[4, 'blunder', 'blunders'], [2, 'mistake', 'mistakes'], [6, 'inaccuracy', 'inaccuracies']].flatMap(([nag, one, many]) => {
    const n = r.graded.filter((item) => item.nag === nag).length;
    return n ? [`${n} ${n === 1 ? one : many} (${nagText(nag)})`] : [];
  });
  return `Reviewed: ${counted.join(', ')}.`;
}

/** The review's list and buttons, for the game shown (another game's review is not shown). */
export function showReview() {
  if (!engine) return;
  const current = review?.root === state.root ? review : null;
  setText($('engine-review'), run ? 'Stop the review' : 'Review this line');
  setText($('engine-review-status'), run ? run.progress : current ? reviewText(current) : '');
  $('engine-review-mark').hidden = !current?.graded?.length || !!run;
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

/** Puts the review's marks on its moves (a move's own quality mark gives way; others stay). */
function markMoves() {
  const current = review?.root === state.root ? review : null;
  if (!current?.graded?.length || state.editor) return;
  for (const { node, nag } of current.graded) if (lineTo(node)[0] === state.root) setQuality(nag, node);
  touched();
  say(`Marked ${current.graded.length} moves from the review.`);
  render();
}
