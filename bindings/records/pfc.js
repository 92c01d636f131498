// pfc.js — PFC records: the XML files 鹏飞象棋 (PengFei Xiangqi, an analysis program) saves. A
// move tree of <n> elements, each move's element holding the moves after it:
//
//   <?xml version="1.0" encoding="utf-8"?>
//   <n version="2" win="*" create-time="2023-08-15 20:30:15" m="<FEN>" c="the game's comment">
//     <n m="i7h7">                           a move in ICCS, lower case (ranks 0-9 from Red's side)
//       <n m="c2d4" c="a comment">           the move after it
//         <n m="c6c5" />                     the first of several moves there: the main line's,
//         <n default="true" m="g3e4" … />    unless another says default="true"; the others
//       </n>                                 are its variations
//     </n>
//   </n>
//
// s, d and t on a move are an engine's score, depth and time, not read. What is known of the
// format comes from a file zfdang/chinese-chess-fish-android ships (tests/records/README.md):
// its every move legal in ICCS from its FEN, and its main line the one its comments follow.

import { MAX_VARIATION_DEPTH, commentText } from './pgn-words.js';
import { decodeEntities } from './tagged.js';

// a PFC file: an XML declaration (or none), then its root <n> element with a FEN or move in m
const START = /^[\s\ufeff]*(?:<\?xml[^>]*\?>\s*)?<n\s[^>]*\bm="/;
// the tags of the tree, one at a time (sticky): <n …>, <n … />, </n>, and what is between them
const TAG = /\s*(?:<n((?:\s+[\w-]+="[^"]*")*)\s*(\/?)>|<\/n\s*>)/y;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
const RESULTS = new Set(['1-0', '0-1', '1/2-1/2']);

// one after other records (files joined with cat): its declaration opens a line, as the
// splitter starts an XML record there (record-marks.js, recordEnd)
const START_AFTER = /^[ \t\ufeff]*<\?xml[^>]*\?>\s*<n\s[^>]*\bm="/m;

/** Where a PFC file starts in the text: 0 if the text is one, the line where one starts after
 *  other records, or -1. */
export function pfcStart(text) {
  return START.test(text) ? 0 : text.search(START_AFTER);
}

/** The attributes of a tag, unescaped. */
function attributesOf(text) {
  const out = {};
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) out[name] = decodeEntities(value);
  return out;
}

/** The tree of <n> elements: { attributes, children } for the root, or a problem. Read with a
 *  stack, not by recursion: a game's every move nests one level deeper. */
function treeOf(text) {
  const declaration = /^[\s\ufeff]*(?:<\?xml[^>]*\?>)?/.exec(text)[0];
  const stack = [];
  let root = null;
  for (TAG.lastIndex = declaration.length; TAG.lastIndex < text.length && !(root && !stack.length);) {
    const at = TAG.lastIndex;
    const m = TAG.exec(text);
    if (!m) {
      if (!/\S/.test(text.slice(at))) break;
      return { problem: `a PFC file holds what is not a move element: ${JSON.stringify(text.slice(at, at + 40).trim())}` };
    }
    if (m[1] === undefined) { // </n>
      if (!stack.length) return { problem: 'a PFC file closes an element it never opened' };
      stack.pop();
      continue;
    }
    const node = { attributes: attributesOf(m[1]), children: [] };
    if (stack.length) stack[stack.length - 1].children.push(node);
    else root = node;
    if (!m[2]) stack.push(node);
  }
  if (!root) return { problem: 'a PFC file without its root element' };
  if (stack.length) return { root, problem: 'a PFC file ends inside its move tree: it may be cut off' };
  return { root, end: TAG.lastIndex };
}

/** The main line's move among a node's children: the one marked default, else the first. */
const mainOf = (children) => children.find((c) => c.attributes.default === 'true') ?? children[0];

/** The raw line from `first` on, following main moves; the other moves at each point are the
 *  variations of the main one there (recursion by variation depth alone). */
function lineOf(first, others, depth, problem) {
  const line = [];
  for (let n = first, alternatives = others; n; ) {
    const node = { text: n.attributes.m ?? '' };
    if (n.attributes.c?.trim()) node.comment = commentText(n.attributes.c);
    if (alternatives.length) {
      if (depth >= MAX_VARIATION_DEPTH) problem(`variations nested deeper than ${MAX_VARIATION_DEPTH}`);
      else node.variations = alternatives.map((a) => lineOf(a, [], depth + 1, problem));
    }
    line.push(node);
    const next = mainOf(n.children);
    alternatives = n.children.filter((c) => c !== next);
    n = next;
  }
  return line;
}

/** A PFC file at the text's start: { game, rest }, its raw game and the text after its move tree
 *  (files joined with cat: read.js reads what it holds). */
export function pfcFile(text) {
  const game = { tags: [], moves: [], problems: [], kind: 'iccs', format: 'pfc' };
  const problem = (message) => { if (!game.problems.length) game.problems.push({ text: 'PFC', code: 'record-syntax', message }); };
  const { root, end, problem: broken } = treeOf(text);
  if (broken) problem(broken);
  // a tree cut off, or none, holds the text to its end
  return { game: root ? pfcGame(game, root, problem) : game, rest: broken ? '' : text.slice(end) };
}

function pfcGame(game, root, problem) {
  const { m: fen, win, c: comment } = root.attributes;
  if (fen?.trim()) game.tags.push(['FEN', fen.trim()]);
  if (RESULTS.has(win)) game.tags.push(['Result', win]);
  if (comment?.trim()) game.comment = commentText(comment);
  const first = mainOf(root.children);
  if (first) game.moves = lineOf(first, root.children.filter((c) => c !== first), 0, problem);
  return game;
}
