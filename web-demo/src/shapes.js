// shapes.js — arrows and circles drawn on the board, kept per move: the right mouse button
// dragged from one point to another draws an arrow, clicked on a point a circle (again: gone).
// Green, or red with Shift, blue with Alt, yellow with both, as lichess and ChessBase draw them;
// records carry them in comments the way those tools write them, [%csl Ge3] and [%cal Rh3e3]
// (the package's parseComment and makeComment: records.js).
//
//   toggleShape(node, { brush, orig, dest? })       shapes: node.shapes
//   wireShapes(boardElement, { draw(orig, dest, brush) })

export const BRUSHES = { G: 'green', R: 'red', B: 'blue', Y: 'yellow' };

/** Adds the shape to the node, or takes it away when the node has it (in any colour: the new one replaces it). */
export function toggleShape(node, shape) {
  const same = (s) => s.orig === shape.orig && (s.dest ?? null) === (shape.dest ?? null);
  const had = (node.shapes ?? []).find(same);
  node.shapes = (node.shapes ?? []).filter((s) => !same(s));
  if (!had || had.brush !== shape.brush) node.shapes.push({ brush: shape.brush, orig: shape.orig, ...(shape.dest ? { dest: shape.dest } : {}) });
}

const brushOf = (e) => (e.shiftKey && e.altKey ? 'Y' : e.shiftKey ? 'R' : e.altKey ? 'B' : 'G');
/** The square of the board's point at a place on the screen (client px), or null; drag.js's too. */
export const squareAt = (x, y) => document.elementFromPoint(x, y)?.closest?.('[data-square]')?.dataset.square ?? null;

export function wireShapes(board, { draw }) {
  let from = null;
  board.addEventListener('contextmenu', (e) => e.preventDefault()); // the right button draws here
  board.addEventListener('pointerdown', (e) => {
    if (e.button !== 2) return;
    from = e.target.closest?.('[data-square]')?.dataset.square ?? null;
  });
  addEventListener('pointerup', (e) => {
    if (e.button !== 2 || !from) return;
    const to = squareAt(e.clientX, e.clientY);
    const orig = from;
    from = null;
    if (to) draw(orig, to === orig ? undefined : to, brushOf(e));
  });
}
