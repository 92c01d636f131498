// board.js — draws a position as SVG, the way each game is drawn: xiangqi and janggi on the 9×10
// intersections with palaces (xiangqi with its river), makruk on 8×8 squares.
//
//   renderBoard(view) -> SVG markup
//   view = { variant, width, height, flipped, pieces, selected, dests, lastMove, checks, bikjang, set,
//            labels, shapes, hanging } (labels: the coordinates in the chosen notation's words, as the
//            core writes them, game.coordinateLabels(kind); none drawn without; see edgeLabels;
//            shapes: arrows and circles, see shapes.js; hanging: a Set of the points of pieces
//            attacked and not defended, threats.js; engineArrows: [{ from, to, line }], the first
//            moves of the engine's lines, engine-live.js)
//   engineArrowsMarkup(arrows) -> the markup of the board's engine layer, for the board last drawn
//   engineGaugeMarkup(share) -> the markup of its evaluation bar (the first player's expected score)
//   (set: 'traditional' | 'international', the piece faces; see pieces.js)
//
// Every point is a transparent <rect class="point" data-square="e2"> drawn on top, so clicks and
// tests hit one element per point; it carries the classes dest / capture-dest / selected. Points
// are the board's keyboard and screen-reader interface too: buttons named by point and piece
// (pointLabel), one of them (view.cursor) the board's single Tab stop, the others reached with
// the arrow keys (main.js). The pieces' and coordinates' drawings are hidden from assistive
// technology, as the points name both.
import { face, pieceLabel, pieceScale } from './pieces.js';
import { characterPath } from './glyphs.js';
import { BRUSHES } from './shapes.js';

export const CELL = 64;
// Room around the grid: the coordinates sit on the left and at the bottom, clear of the pieces
// (and at the top too where the side there has numbers of its own: WXF's and Chinese files); the
// engine's bar on the right, clear of the pieces on the last file.
const M = { left: 64, right: 58, top: 38, bottom: 64 };
const GAUGE = { from: 37, width: 12 }; // the bar's left edge past the grid's right edge, its width
const LABEL = 46; // distance of the coordinates from the grid
// With numbers above and below, both rows sit closer (still clear of the pieces), so that the
// board is hardly taller: a phone upright still shows it whole.
const BOTH = { margin: 52, label: 40 };

// SVG markup: an element with its attributes escaped (a body is markup already; esc() a text)
export const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const attrs = (o) => Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== false)
  .map(([k, v]) => ` ${k}="${esc(v)}"`).join('');
export const tag = (name, a, body) => (body === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${body}</${name}>`);

export function squareName(file, rank) { return String.fromCharCode(97 + file) + (rank + 1); }

/** A point's name as the board's edges write it (view.labels): the rank first where the notation
 *  writes it so ("08", as GIB writes its moves), else the file ("e0" in ICCS, "ค๓" in Thai); a
 *  notation without ranks (xiangqi's WXF and Chinese) names no point, which keeps its square name. */
export function pointName(view, square) {
  const { files, ranks, rankFirst } = view.labels ?? {};
  if (!ranks) return square;
  const { file, rank } = parseSquare(square);
  return rankFirst ? `${ranks[rank]}${files[file]}` : `${files[file]}${ranks[rank]}`;
}

export function parseSquare(name) {
  const m = /^([a-z])(\d{1,2})$/.exec(name);
  return m ? { file: m[1].charCodeAt(0) - 97, rank: Number(m[2]) - 1 } : null;
}

/** Where things are on the drawing for one board shape and orientation. */
export function geometry(view) {
  const { variant, width, height, flipped } = view;
  const both = Boolean(edgeLabels(view).topFiles);
  const top = both ? BOTH.margin : M.top, bottom = both ? BOTH.margin : M.bottom;
  const squares = variant === 'makruk';
  const spanX = squares ? width : width - 1;
  const spanY = squares ? height : height - 1;
  const half = squares ? CELL / 2 : 0;
  const col = (file) => (flipped ? width - 1 - file : file);
  const row = (rank) => (flipped ? rank : height - 1 - rank);
  const point = (c, r) => ({ x: M.left + c * CELL + half, y: top + r * CELL + half });
  return {
    squares,
    viewWidth: M.left + M.right + spanX * CELL,
    viewHeight: top + bottom + spanY * CELL,
    label: both ? BOTH.label : LABEL,
    x0: M.left, y0: top, x1: M.left + spanX * CELL, y1: top + spanY * CELL,
    col, row,
    at(square) {
      const { file, rank } = parseSquare(square);
      return point(col(file), row(rank));
    },
    point, // display column/row (0 = left/top) to a drawing point
  };
}

function line(a, b, cls = 'grid') {
  return tag('line', { class: cls, x1: a.x, y1: a.y, x2: b.x, y2: b.y });
}

/** The little corner marks of xiangqi's cannon and soldier points. */
function cornerMarks(g, c, r, width) {
  const { x, y } = g.point(c, r);
  const d = 5, l = 11;
  let out = '';
  for (const sx of [-1, 1]) {
    if ((c === 0 && sx < 0) || (c === width - 1 && sx > 0)) continue;
    for (const sy of [-1, 1]) {
      const px = x + sx * d, py = y + sy * d;
      out += tag('polyline', { class: 'mark', points: `${px + sx * l},${py} ${px},${py} ${px},${py + sy * l}` });
    }
  }
  return out;
}

function intersectionGrid(view, g) {
  const { variant, width, height } = view;
  let out = tag('rect', { class: 'frame', x: g.x0 - 7, y: g.y0 - 7, width: g.x1 - g.x0 + 14, height: g.y1 - g.y0 + 14 });
  out += tag('rect', { class: 'grid border', x: g.x0, y: g.y0, width: g.x1 - g.x0, height: g.y1 - g.y0 });
  for (let r = 1; r < height - 1; r++) out += line(g.point(0, r), g.point(width - 1, r));
  const river = variant === 'xiangqi';
  for (let c = 1; c < width - 1; c++) {
    if (river) {
      out += line(g.point(c, 0), g.point(c, 4));
      out += line(g.point(c, 5), g.point(c, height - 1));
    } else {
      out += line(g.point(c, 0), g.point(c, height - 1));
    }
  }
  // palace diagonals (symmetric, so the same when flipped)
  for (const top of [0, height - 3]) {
    out += line(g.point(3, top), g.point(5, top + 2), 'grid palace');
    out += line(g.point(5, top), g.point(3, top + 2), 'grid palace');
  }
  if (river) {
    out += riverWords(g);
    const marks = [[1, 2], [7, 2], [0, 3], [2, 3], [4, 3], [6, 3], [8, 3]];
    for (const [c, r] of marks) {
      out += cornerMarks(g, c, r, width);
      out += cornerMarks(g, c, height - 1 - r, width);
    }
  }
  return out;
}

/** The transform that draws a glyph's 100×100 box (glyphs.js) as a square of `size` centred on x, y. */
function glyphBox(x, y, size) {
  return `translate(${(x - size / 2).toFixed(1)},${(y - size / 2).toFixed(1)}) scale(${(size / 100).toFixed(4)})`;
}

/** 楚河 漢界 in the river, drawn as the pieces' characters are (glyphs.js): no font needed.
 *  Upright whichever side is below, as most printed boards keep them. */
function riverWords(g) {
  const y = (g.point(0, 4).y + g.point(0, 5).y) / 2;
  const size = CELL * 0.62;
  let out = '';
  for (const [ch, c] of [['楚', 1.5], ['河', 2.5], ['漢', 5.5], ['界', 6.5]]) {
    const { x } = g.point(c, 4);
    out += tag('path', {
      class: 'river-word', 'data-char': ch, d: characterPath(ch),
      transform: glyphBox(x, y, size),
    });
  }
  return out;
}

function squareGrid(view, g) {
  const { width, height } = view;
  let out = tag('rect', { class: 'frame', x: g.x0 - 7, y: g.y0 - 7, width: g.x1 - g.x0 + 14, height: g.y1 - g.y0 + 14 });
  out += tag('rect', { class: 'grid border', x: g.x0, y: g.y0, width: g.x1 - g.x0, height: g.y1 - g.y0 });
  for (let r = 1; r < height; r++) out += line({ x: g.x0, y: g.y0 + r * CELL }, { x: g.x1, y: g.y0 + r * CELL });
  for (let c = 1; c < width; c++) out += line({ x: g.x0 + c * CELL, y: g.y0 }, { x: g.x0 + c * CELL, y: g.y1 });
  return out;
}

/** The labels drawn at each edge, by file and rank index (null: none): the files the side at the
 *  bottom reads below the board; where the second player counts files its own way (xiangqi's
 *  WXF and Chinese, from each side's right) each side's numbers on its own side (`topFiles`: the
 *  other's, above the board, as printed boards have them); the ranks on the left. */
function edgeLabels({ labels, flipped }) {
  if (!labels) return { files: null, topFiles: null, ranks: null };
  const { files, secondFiles, ranks } = labels;
  if (!secondFiles) return { files, topFiles: null, ranks };
  return { files: flipped ? secondFiles : files, topFiles: flipped ? files : secondFiles, ranks };
}

function coordinates(view, g) {
  const { files, topFiles, ranks } = edgeLabels(view);
  let out = '';
  for (let f = 0; files && f < view.width; f++) {
    const { x } = g.at(squareName(f, 0));
    out += tag('text', { class: 'coord', x, y: g.y1 + g.label, 'aria-hidden': 'true' }, files[f]);
    if (topFiles) out += tag('text', { class: 'coord top', x, y: g.y0 - g.label, 'aria-hidden': 'true' }, topFiles[f]);
  }
  for (let r = 0; ranks && r < view.height; r++) {
    const { y } = g.at(squareName(0, r));
    out += tag('text', { class: 'coord', x: g.x0 - LABEL, y, 'aria-hidden': 'true' }, ranks[r]);
  }
  return out;
}

function octagon(r) {
  const pts = [];
  for (let i = 0; i < 8; i++) {
    const a = Math.PI / 8 + (i * Math.PI) / 4;
    pts.push(`${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

function piece(view, g, p) {
  const { x, y } = p.square ? g.at(p.square) : { x: 0, y: 0 };
  const scale = pieceScale(view.variant, p.role);
  const r = (view.variant === 'makruk' ? 0.4 : 0.45) * CELL * scale;
  const classes = ['piece', p.color, p.role];
  if (p.promoted) classes.push('promoted');
  if (view.selected === p.square) classes.push('selected');
  if (view.lastMove?.to === p.square) classes.push('moved');
  let body;
  if (view.variant === 'janggi') {
    body = tag('polygon', { class: 'shadow', points: octagon(r), transform: 'translate(1.5,2.5)' }) +
      tag('polygon', { class: 'body', points: octagon(r) }) +
      tag('polygon', { class: 'ring', points: octagon(r - 5) });
  } else {
    body = tag('circle', { class: 'shadow', r, cx: 1.5, cy: 2.5 }) +
      tag('circle', { class: 'body', r }) +
      tag('circle', { class: 'ring', r: r - 5 });
  }
  const f = face(view.variant, p, view.set);
  if (f) {
    // the face's 100×100 box, centred on the piece
    const size = (f.kind === 'strokes' ? 1.15 : 1.5) * r;
    body += tag('path', {
      class: f.kind === 'strokes' ? 'glyph strokes' : 'glyph fill', d: f.d,
      transform: glyphBox(0, 0, size),
    });
  }
  if (p.promoted) body += tag('circle', { class: 'promo-dot', cx: r * 0.62, cy: -r * 0.62, r: 5 });
  if (view.letters) body += tag('text', { class: 'letter', x: r * 0.72, y: r * 0.78 }, esc(p.letter));
  return tag('g', {
    class: classes.join(' '), 'data-at': p.square, 'data-piece': p.letter, transform: `translate(${x},${y})`,
    'aria-hidden': 'true', // the point it stands on names it (pointLabel)
  }, body);
}

/** One piece as a small standalone SVG (for the legend). */
export function pieceIcon(variant, p, set) {
  const h = CELL / 2;
  return tag('svg', { xmlns: 'http://www.w3.org/2000/svg', class: `board icon ${variant}`, viewBox: `${-h} ${-h} ${CELL} ${CELL}`, 'aria-hidden': 'true' },
    piece({ variant, set }, null, { ...p, square: null }));
}

function highlightSquare(g, square, cls) {
  const { x, y } = g.at(square);
  if (g.squares) return tag('rect', { class: cls, x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL });
  return tag('circle', { class: cls, cx: x, cy: y, r: CELL * 0.48 });
}

// Arrows and circles drawn by the user (shapes.js): over the pieces, under the points.
function shape(g, s) {
  const a = g.at(s.orig);
  const colour = BRUSHES[s.brush] ?? 'green';
  if (!s.dest) return tag('circle', { class: `shape circle ${colour}`, 'data-shape': `${s.brush}${s.orig}`, cx: a.x, cy: a.y, r: CELL * 0.44 });
  return arrow(g, s.orig, s.dest, { class: `shape arrow ${colour}`, 'data-shape': `${s.brush}${s.orig}${s.dest}` });
}

/** An arrow from one point to another ('' to its own point: it has no direction). */
function arrow(g, from, to, attributes) {
  const a = g.at(from), b = g.at(to);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (!len) return '';
  const ux = (b.x - a.x) / len, uy = (b.y - a.y) / len;
  const head = CELL * 0.34, tip = { x: b.x - ux * CELL * 0.12, y: b.y - uy * CELL * 0.12 };
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  const wing = (side) => `${(base.x - uy * head * 0.6 * side).toFixed(1)},${(base.y + ux * head * 0.6 * side).toFixed(1)}`;
  return tag('g', attributes,
    tag('line', { x1: a.x, y1: a.y, x2: base.x.toFixed(1), y2: base.y.toFixed(1) }) +
    tag('polygon', { points: `${tip.x.toFixed(1)},${tip.y.toFixed(1)} ${wing(1)} ${wing(-1)}` }));
}

let drawn = null; // the geometry of the board last drawn: the engine's arrows change without it

// The engine's lines' first moves (engine-live.js): the best one boldest, drawn last, on top; a
// pass (from the general's point to itself) a ring around the general.
export function engineArrowsMarkup(arrows, g = drawn) {
  if (!g) return '';
  return [...arrows].reverse().map(({ from, to, line, threat }) => {
    const attributes = { class: `engine-arrow${line === 1 ? ' best' : ''}${threat ? ' threat' : ''}`, 'data-engine-line': line, 'data-move': `${from}${to}` };
    if (from !== to) return arrow(g, from, to, attributes);
    const { x, y } = g.at(from);
    return tag('g', attributes, tag('circle', { cx: x, cy: y, r: CELL * 0.46 }));
  }).join('');
}

/** The engine's evaluation as a bar in the board's right margin (of the board last drawn):
 *  `share` is the first player's expected score (0 to 1), filled from that player's edge (the
 *  bottom unless the board is flipped) in its colour over the other's; '' for none. */
export function engineGaugeMarkup(share, g = drawn) {
  if (!g || typeof share !== 'number') return '';
  const x = g.x1 + GAUGE.from, width = GAUGE.width, top = g.y0, height = g.y1 - g.y0;
  const first = Math.round(share * height * 10) / 10;
  const firstBelow = g.row(0) > 0; // the first player's back rank is drawn at the bottom
  return tag('g', { class: 'gauge', 'data-share': share.toFixed(4) },
    tag('rect', { class: 'second', x, y: top, width, height })
    + tag('rect', { class: 'first', x, y: firstBelow ? top + height - first : top, width, height: first })
    + line({ x: x - 3, y: top + height / 2 }, { x: x + width + 3, y: top + height / 2 }, 'middle'));
}

/** What a point's button says: the point, then what stands there and what a click there does
 *  ("e3: Red cannon, selected", "e4: empty, a move here"). */
function pointLabel(view, square, piece, dest) {
  let label = `${pointName(view, square)}: ${piece ? pieceLabel(view.variant, { ...piece, square: null }) : 'empty'}`;
  if (view.hanging?.has(square)) label += ', attacked and not defended';
  if (view.selected === square) label += ', selected';
  if (dest) label += dest.capture ? ', a capture here' : ', a move here';
  return label;
}

/** The whole board as SVG markup. */
export function renderBoard(view) {
  const g = geometry(view);
  const parts = [];
  parts.push(tag('rect', { class: 'background', x: 0, y: 0, width: g.viewWidth, height: g.viewHeight, rx: 10 }));
  parts.push(g.squares ? squareGrid(view, g) : intersectionGrid(view, g));
  parts.push(coordinates(view, g));
  if (view.lastMove) {
    for (const sq of new Set([view.lastMove.from, view.lastMove.to])) parts.push(highlightSquare(g, sq, 'last-move'));
  }
  for (const sq of view.checks ?? []) {
    const { x, y } = g.at(sq);
    parts.push(tag('circle', { class: 'check', cx: x, cy: y, r: CELL * 0.6 }));
  }
  if (view.bikjang?.length === 2) {
    parts.push(line(g.at(view.bikjang[0]), g.at(view.bikjang[1]), 'bikjang'));
  }
  if (view.selected) parts.push(highlightSquare(g, view.selected, 'selected-point'));
  for (const p of view.pieces) parts.push(piece(view, g, p));
  for (const sq of view.hanging ?? []) {
    const { x, y } = g.at(sq);
    parts.push(tag('circle', { class: 'hanging', 'data-hanging': sq, cx: x, cy: y, r: CELL * 0.5 }));
  }
  for (const s of view.shapes ?? []) parts.push(shape(g, s));
  parts.push(tag('g', { class: 'engine-arrows' }, engineArrowsMarkup(view.engineArrows ?? [], g)));
  parts.push(tag('g', { class: 'engine-gauge', 'aria-hidden': 'true' }, engineGaugeMarkup(view.engineShare, g)));
  drawn = g;
  const destOf = new Map((view.dests ?? []).map((d) => [d.to, d]));
  const pieceOf = new Map(view.pieces.map((p) => [p.square, p]));
  for (const d of view.dests ?? []) {
    const { x, y } = g.at(d.to);
    parts.push(d.capture
      ? tag('circle', { class: 'marker ring', 'data-target': d.to, cx: x, cy: y, r: CELL * 0.47 })
      : tag('circle', { class: 'marker dot', 'data-target': d.to, cx: x, cy: y, r: CELL * 0.13 }));
  }
  for (let rank = 0; rank < view.height; rank++) {
    for (let file = 0; file < view.width; file++) {
      const sq = squareName(file, rank);
      const { x, y } = g.at(sq);
      const d = destOf.get(sq);
      const cls = ['point'];
      if (d) cls.push(d.capture ? 'capture-dest' : 'dest');
      if (view.selected === sq) cls.push('selected');
      parts.push(tag('rect', {
        class: cls.join(' '), 'data-square': sq, x: x - CELL / 2, y: y - CELL / 2, width: CELL, height: CELL,
        role: 'button', tabindex: sq === view.cursor ? 0 : -1, 'aria-label': pointLabel(view, sq, pieceOf.get(sq), d),
      }));
    }
  }
  return tag('svg', {
    xmlns: 'http://www.w3.org/2000/svg',
    class: `board ${view.variant}${view.flipped ? ' flipped' : ''}`,
    viewBox: `0 0 ${g.viewWidth} ${g.viewHeight}`,
    role: 'group', // not 'img': the pieces inside are images of their own
    'aria-label': `${view.variant} board`,
  }, parts.join(''));
}
