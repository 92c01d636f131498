// move-list.js — the move list beside the board: numbers, moves with their marks, evaluations,
// clocks (in a move's title), comments and variations, the current move, and its scrolling; made
// again only when what it shows changed.
import { $, state, choice, setText } from './state.js';
import { resultNow } from './analysis.js';
import { nagText } from './annotate.js';
import { evaluationText } from './evaluations.js';
import { clockText } from './clocks.js';

/** Move numbering: the first move's slot (0 when the first player starts) and number. */
function numbering() {
  const [, turn = 'w', , , , number] = (state.startFen ?? '').trim().split(/\s+/);
  return { offset: turn === 'b' ? 1 : 0, first: Number(number) || 1 };
}

/** The number of the move at `ply` (1-based) as the list writes it: "12." or "12…". */
export function moveNumber(ply, { offset, first } = numbering()) {
  const slot = offset + ply - 1;
  return `${first + Math.floor(slot / 2)}${slot % 2 ? '…' : '.'}`;
}

/** The move list's DOM is made again only when what it shows changed: stepping through a game
 *  (arrow keys held down) moves the current mark, so a step costs the same at move 5 or 500. */
let shownMoves = null; // the key of the list on screen

export function renderMoves() {
  const list = $('moves');
  const numbers = numbering(), { offset } = numbers;
  // what the list shows, in order: its items as [kind, text], the nodes of its buttons
  const items = [], nodes = [];
  const comment = (text) => { if (text) items.push(['comment', text]); };
  comment(state.root.comment);
  const renderLine = (start, ply) => {
    let needNumber = true;
    for (let n = start, p = ply; n; n = n.children[0], p++) {
      const slot = offset + p - 1;
      if (n.commentBefore) { comment(n.commentBefore); needNumber = true; } // where it opens a variation
      if (slot % 2 === 0 || needNumber) items.push(['num', moveNumber(p, numbers)]);
      items.push(['mv', n.text + (n.nags ?? []).map(nagText).join(''), n, p]);
      nodes.push(n);
      comment(n.comment);
      needNumber = !!n.comment;
      const siblings = n.parent.children;
      if (siblings[0] === n && siblings.length > 1) {
        for (const alt of siblings.slice(1)) {
          items.push(['open']);
          renderLine(alt, p);
          items.push(['close']);
        }
        needNumber = true;
      }
    }
  };
  if (state.root.children.length) renderLine(state.root.children[0], 1);
  else items.push(['empty', 'No moves yet.']);
  // after the main line: the record's result, else the rules' when its last move ended the game
  let end = state.root;
  while (end.children.length) end = end.children[0];
  const declared = resultNow();
  const result = declared !== '*' ? declared : end.result;
  if (result) items.push(['result', result]);
  // the list's shape: its comments by place, not words, so that a comment being typed is written
  // in place rather than the list built again on every key (330 ms a key at 10,000 plies)
  const key = JSON.stringify([!!state.editor, items.map(([kind, text, n, p]) => (n ? [text, p, n.uci, !!n.move?.check, n.evaluation && evaluationText(n.evaluation), n.clock, n.emt] : kind === 'comment' ? [kind] : [kind, text]))]);
  if (key !== shownMoves) buildMoves(list, items);
  else {
    const words = items.filter(([kind]) => kind === 'comment').map(([, text]) => text);
    list.querySelectorAll('span.comment').forEach((el, i) => setText(el, words[i]));
  }
  shownMoves = key;
  list.nodes = nodes;
  // only the buttons that change are touched: writing all of them made a step at 10,000 plies
  // cost 100 ms of style work
  const buttons = list.buttons, at = nodes.indexOf(state.node), current = at >= 0 ? buttons[at] : null;
  if (list.current !== current) {
    list.current?.classList.remove('current');
    list.current?.removeAttribute('aria-current');
    current?.classList.add('current');
    current?.setAttribute('aria-current', 'true');
    list.current = current;
  }
  // One Tab stop for the whole list (a roving tabindex, as ARIA's composite widgets have): the
  // move shown, else the first. The arrow keys step from there, and the focus follows the move.
  const focused = list.contains(document.activeElement);
  const stop = current ?? buttons[0];
  if (list.stop !== stop) {
    if (list.stop) list.stop.tabIndex = -1;
    if (stop) stop.tabIndex = 0;
    list.stop = stop;
  }
  if (focused && stop && document.activeElement !== stop) stop.focus({ preventScroll: true });
}

/** The list's DOM from its items. */
function buildMoves(list, items) {
  const el = (tagName, cls, text) => {
    const e = document.createElement(tagName);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  list.textContent = '';
  list.buttons = [];
  list.current = list.stop = null;
  const { kind: notation, script } = choice();
  const lang = notation === 'chinese' ? (script === 'traditional' ? 'zh-Hant' : 'zh-Hans') : { korean: 'ko', thai: 'th', vietnamese: 'vi' }[notation];
  const into = [list];
  // the number just written, and how many moves go on its line: White's move and Black's reply
  // ("10. g4 Nf6"), or after Black's number ("10… Nf6") that move alone
  let index = 0, pair = null, pairRoom = 0;
  for (const [kind, text, n, p] of items) {
    const parent = into.at(-1);
    if (kind !== 'mv') pair = null; // a comment or a variation ends the line's pair
    if (kind === 'open') {
      const v = el('div', 'variation');
      v.setAttribute('role', 'group');
      v.setAttribute('aria-label', 'Variation');
      parent.append(v);
      into.push(v);
    } else if (kind === 'close') {
      into.pop();
    } else if (kind === 'mv') {
      const b = el('button', 'mv', text);
      b.type = 'button';
      b.dataset.ply = String(p);
      b.dataset.uci = n.uci;
      b.dataset.node = String(index++);
      b.tabIndex = -1; // the list's one Tab stop is set by renderMoves
      if (lang) b.lang = lang; // a screen reader reads 炮二平五 as Chinese (WCAG 3.1.2)
      b.disabled = !!state.editor; // the game behind the editor does not move
      const title = [n.move?.check && 'check', n.clock != null && `clock ${clockText(n.clock)}`, n.emt != null && `took ${clockText(n.emt)}`].filter(Boolean);
      if (title.length) b.title = title.join('; ');
      if (n.evaluation) b.dataset.eval = evaluationText(n.evaluation); // shown after it (style.css), not part of its text
      (pair ?? parent).append(b);
      if (--pairRoom <= 0) pair = null;
      list.buttons.push(b);
    } else if (kind === 'num') {
      // a move's number and the move, kept on one line (style.css .pair): a line had ended
      // between them ("8." at one line's end, its move on the next)
      pair = el('span', 'pair');
      pairRoom = text.endsWith('.') ? 2 : 1;
      pair.append(el('span', kind, text));
      parent.append(pair);
    } else {
      parent.append(el('span', kind, text));
    }
  }
}

/** Scrolls the move list (only it, never the page: scrollIntoView would move the board out of
 *  view) to show the current move; run in the frame after a render (afterLayout). */
export function scrollMoves() {
  const list = $('moves');
  const current = list.querySelector('.current');
  if (!current) { list.scrollTop = 0; return; } // at the start
  const l = list.getBoundingClientRect(), c = current.getBoundingClientRect();
  if (c.top < l.top) list.scrollTop -= l.top - c.top;
  else if (c.bottom > l.bottom) list.scrollTop += c.bottom - l.bottom;
}
