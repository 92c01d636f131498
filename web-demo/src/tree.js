// tree.js — the move tree of an analysis: every node is a move (the root is the start position),
// its first child continues the line and the others are variations.
//
//   const root = newRoot();
//   const a = addChild(root, { uci: 'h3e3', from: 'h3', to: 'e3' }); // reuses an existing child
//   promote(node); removeNode(node); lineTo(node); depth(node); endOfLine(node)
//
// Nodes: { uci, move, text, comment, commentBefore?, nags, shapes, parent, children } (commentBefore:
// a record's comment written before the move, where it opens a variation). `move` is what Game.play returned
// (from/to for the highlights); `text` is the move in the chosen notation.

export function newRoot() {
  return { uci: null, move: null, text: '', comment: '', nags: [], shapes: [], parent: null, children: [] };
}

/** The child of `parent` that plays `uci`, made if there is none (a variation when it has siblings). */
export function addChild(parent, { uci, move = null, text = uci, comment = '', nags = [], shapes = [] }) {
  const found = parent.children.find((c) => c.uci === uci);
  if (found) return found;
  const node = { uci, move, text, comment, nags, shapes, parent, children: [] };
  parent.children.push(node);
  return node;
}

/** Root first, `node` last. */
export function lineTo(node) {
  const line = [];
  for (let n = node; n; n = n.parent) line.push(n);
  return line.reverse();
}

export function depth(node) {
  let d = 0;
  for (let n = node; n.parent; n = n.parent) d++;
  return d;
}

/** The last node of the line that `node` is on (following first children). */
export function endOfLine(node) {
  let n = node;
  while (n.children.length) n = n.children[0];
  return n;
}

/** True when `node` is on the main line (every node from the root a first child). */
export function isMainline(node) {
  for (let n = node; n.parent; n = n.parent) if (n.parent.children[0] !== n) return false;
  return true;
}

/**
 * Makes the variation that `node` is on one step more important: the nearest ancestor-or-self
 * that is not its parent's first child moves to the front. Returns false on the main line.
 */
export function promote(node) {
  for (let n = node; n.parent; n = n.parent) {
    const siblings = n.parent.children;
    const i = siblings.indexOf(n);
    if (i > 0) {
      siblings.splice(i, 1);
      siblings.unshift(n);
      return true;
    }
  }
  return false;
}

/** Removes `node` and everything after it; returns its parent (null for the root). */
export function removeNode(node) {
  const parent = node.parent;
  if (!parent) return null;
  parent.children.splice(parent.children.indexOf(node), 1);
  return parent;
}

/** The nearest node that both lines pass through. */
export function commonAncestor(a, b) {
  const onA = new Set(lineTo(a));
  let n = b;
  while (!onA.has(n)) n = n.parent;
  return n;
}

/** Every node below `root`, parents before children (for relabelling in another notation). */
export function* walk(root) {
  const stack = [...root.children].reverse();
  while (stack.length) {
    const n = stack.pop();
    yield n;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
}

export function countNodes(root) {
  let n = 0;
  for (const _ of walk(root)) n++;
  return n;
}
