// drag.js — a piece dragged with the mouse, a pen or a finger to a point plays the move, as
// clicking the two points does: the same selection, the same refusal message. The piece's
// drawing follows the pointer; the board is drawn again at the drop. A finger on a piece drags
// it rather than scrolling the page; one on an empty point, or outside the board, scrolls it.
// A finger would hide the piece it drags: that piece is drawn a point higher, above the finger
// (as chessground's mobile board lifts it a square), and it drops on the point under the finger,
// not under the piece, which that point's mark shows (a piece held at the board's edge can still
// reach the last rank). Escape puts a dragged piece back.
//
//   wireDrag(boardElement, { canDrag(square), pick(square), drop(from, to), cancel() })
import { CELL } from './board.js';
import { squareAt } from './shapes.js';

const THRESHOLD = 5; // px a press moves before it is a drag, not a click

export function wireDrag(board, { canDrag, pick, drop, cancel }) {
  let drag = null;
  let swallowClick = false; // the click a drag's release may still fire

  // a touch's moves not taken by the page's scrolling (which would cancel the drag); they go to
  // the point first touched, so the listener is there: a render may have taken it off the board
  const holdPage = (e) => { if (drag && e.touches.length === 1) e.preventDefault(); };

  board.addEventListener('pointerdown', (e) => {
    if ((drag && drag.id !== e.pointerId) || e.button !== 0) return; // one finger drags at a time
    const point = e.target.closest?.('[data-square]');
    const from = point?.dataset.square;
    if (!from || !canDrag(from)) return;
    drag = { id: e.pointerId, from, x: e.clientX, y: e.clientY, piece: null, origin: null, scale: 1, lift: e.pointerType === 'touch' ? CELL : 0 };
    if (e.pointerType === 'touch') point.addEventListener('touchmove', holdPage, { passive: false });
  });

  addEventListener('pointermove', (e) => {
    if (drag?.id !== e.pointerId || drag.dropped) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.piece) {
      if (Math.hypot(dx, dy) < THRESHOLD) return;
      pick(drag.from); // selected (and drawn so) before the piece moves
      const svg = board.querySelector('svg');
      drag.piece = board.querySelector(`.piece[data-at="${drag.from}"]`);
      if (!svg || !drag.piece) { drag = null; return; }
      drag.origin = drag.piece.transform.baseVal.consolidate()?.matrix ?? { e: 0, f: 0 };
      drag.origin = { x: drag.origin.e, y: drag.origin.f };
      drag.scale = 1 / (svg.getScreenCTM()?.a || 1); // drawing units per pixel
      drag.piece.classList.add('dragging');
      drag.piece.parentNode.append(drag.piece); // drawn above the other pieces
    }
    drag.piece.setAttribute('transform', `translate(${drag.origin.x + dx * drag.scale},${drag.origin.y + dy * drag.scale - drag.lift})`);
    const over = squareAt(e.clientX, e.clientY); // where a release drops it, marked
    board.querySelector('.drag-over')?.classList.remove('drag-over');
    if (over) board.querySelector(`.point[data-square="${over}"]`).classList.add('drag-over');
  });

  addEventListener('pointerup', (e) => {
    if (drag?.id !== e.pointerId) return;
    const { from, piece, dropped } = drag;
    drag = null;
    if (!piece) return; // a click: the click handler has it
    swallowClick = true;
    setTimeout(() => { swallowClick = false; }, 0);
    if (dropped) return; // Escape put the piece back
    const to = squareAt(e.clientX, e.clientY);
    if (to && to !== from) drop(from, to);
    else cancel();
  });

  // Escape while dragging puts the piece back, as lichess's board does; the release then plays nothing
  addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !drag?.piece || drag.dropped) return;
    drag.dropped = true;
    cancel();
  });

  // a release outside the window, or a pointer the browser took back (a second finger: a zoom)
  addEventListener('pointercancel', (e) => {
    if (drag?.id !== e.pointerId) return;
    if (drag.piece) cancel();
    drag = null;
  });

  board.addEventListener('click', (e) => {
    if (swallowClick) e.stopImmediatePropagation();
  }, true);
}
