// shapes.js — arrows and circles drawn on the board, kept per move: the right mouse button
// dragged from one point to another draws an arrow, clicked on a point a circle (again: gone).
// Green, or red with Shift, blue with Alt, yellow with both, as lichess and ChessBase draw them;
// records carry them in comments the way those tools write them, [%csl Ge3] and [%cal Rh3e3].
//
//   toggleShape(node, { brush, orig, dest? })       shapes: node.shapes
//   splitShapes(comment) -> { text, shapes }        reading a record's comment
//   joinShapes(text, shapes) -> comment             writing one
//   wireShapes(boardElement, { draw(orig, dest, brush) })

export const BRUSHES = { G: 'green', R: 'red', B: 'blue', Y: 'yellow' };
const SQUARE = '[a-z]\\d{1,2}';
const COMMAND = new RegExp(`\\[%(csl|cal)\\s+([^\\]]*)\\]\\s*`, 'g');
const ITEM = new RegExp(`^([GRBY])(${SQUARE})(${SQUARE})?$`);

/** Adds the shape to the node, or takes it away when the node has it (in any colour: the new one replaces it). */
export function toggleShape(node, shape) {
  const same = (s) => s.orig === shape.orig && (s.dest ?? null) === (shape.dest ?? null);
  const had = (node.shapes ?? []).find(same);
  node.shapes = (node.shapes ?? []).filter((s) => !same(s));
  if (!had || had.brush !== shape.brush) node.shapes.push({ brush: shape.brush, orig: shape.orig, ...(shape.dest ? { dest: shape.dest } : {}) });
}

/** A comment's [%csl ...] and [%cal ...] commands as shapes, and the rest of its text. */
export function splitShapes(comment = '') {
  const shapes = [];
  const text = comment.replace(COMMAND, (_, kind, list) => {
    for (const item of list.split(',').map((s) => s.trim())) {
      const m = ITEM.exec(item);
      if (!m || (kind === 'cal') !== !!m[3] || m[2] === m[3]) continue; // csl: points, cal: arrows between two points
      shapes.push({ brush: m[1], orig: m[2], ...(m[3] ? { dest: m[3] } : {}) });
    }
    return '';
  });
  // the text as written, but for the room the commands took
  return { text: text === comment ? text : text.trim(), shapes };
}

/** The comment a record gets: the shapes' commands first, then the text. */
export function joinShapes(text = '', shapes = []) {
  const points = shapes.filter((s) => !s.dest).map((s) => s.brush + s.orig);
  const arrows = shapes.filter((s) => s.dest).map((s) => s.brush + s.orig + s.dest);
  const commands = [points.length ? `[%csl ${points.join(',')}]` : '', arrows.length ? `[%cal ${arrows.join(',')}]` : ''].join('');
  return [commands, text].filter(Boolean).join(' ');
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
