// glyphs.js — the pieces' faces, drawn by the demo itself so that they look the same on every
// machine (a fresh Debian has no CJK font, and every character would be the same empty box).
//
//   characterPath('車') -> SVG path data of the character's strokes in a 100×100 box (stroked)
//   pictogramPath('horse') -> SVG path data of a pictogram in a 100×100 box (filled)
//
// The characters are written here stroke by stroke, as simple skeletons: each stroke is a list of
// [x, y] points (x right, y down), and radicals are composed into boxes the way the script does
// (亻 + 車 = 俥, 火 + 包 = 炮), so each component is written once.

const C = {};

/** Places a component's strokes into the box [x0, y0, x1, y1]. */
function into(strokes, [x0, y0, x1, y1]) {
  const sx = (x1 - x0) / 100, sy = (y1 - y0) / 100;
  return strokes.map((s) => s.map(([x, y]) => [x0 + x * sx, y0 + y * sy]));
}
const left = (a, b, split = 38) => [...into(a, [0, 0, split, 100]), ...into(b, [split + 2, 0, 100, 100])];

C.person = [[[62, 4], [18, 48]], [[42, 30], [42, 98]]]; // 亻
C.士 = [[[12, 36], [88, 36]], [[50, 8], [50, 84]], [[26, 86], [74, 86]]];
C.車 = [
  [[12, 12], [88, 12]], [[24, 27], [24, 62]], [[24, 27], [76, 27], [76, 62]], [[24, 44], [76, 44]],
  [[24, 62], [76, 62]], [[8, 79], [92, 79]], [[50, 2], [50, 98]],
];
C.馬 = [
  [[24, 8], [24, 64]], [[24, 8], [74, 8]], [[24, 26], [70, 26]], [[24, 44], [70, 44]], [[48, 8], [48, 62]],
  [[24, 64], [86, 64], [82, 92], [70, 87]],
  [[30, 74], [25, 86]], [[44, 74], [42, 86]], [[57, 74], [58, 86]], [[69, 73], [72, 84]],
];
C.包 = [
  [[36, 4], [14, 36]], [[28, 20], [86, 20], [82, 82], [70, 76]],
  [[34, 40], [64, 40], [64, 58], [34, 58]], [[34, 40], [34, 88], [92, 88], [92, 76]],
];
C.fire = [[[24, 30], [16, 48]], [[76, 28], [84, 46]], [[50, 8], [50, 46], [14, 94]], [[52, 52], [88, 94]]]; // 火
C.stone = [[[8, 16], [92, 16]], [[48, 16], [14, 66]], [[30, 50], [30, 94]], [[30, 50], [80, 50], [80, 94]], [[30, 92], [80, 92]]]; // 石
C.tree = [[[6, 32], [94, 32]], [[50, 4], [50, 98]], [[48, 36], [6, 76]], [[54, 46], [90, 66]]]; // 木
C.eye = [[[14, 10], [14, 94]], [[14, 10], [86, 10], [86, 94]], [[14, 37], [86, 37]], [[14, 64], [86, 64]], [[14, 92], [86, 92]]]; // 目
C.兵 = [
  [[72, 4], [30, 14], [30, 56]], [[30, 34], [82, 34]], [[58, 14], [58, 64]], [[8, 64], [92, 64]],
  [[40, 74], [18, 94]], [[62, 74], [86, 94]],
];
C.卒 = [
  [[50, 2], [50, 12]], [[14, 18], [86, 18]], [[36, 24], [22, 44]], [[34, 32], [46, 44]], [[68, 24], [54, 44]],
  [[66, 32], [80, 44]], [[8, 62], [92, 62]], [[50, 48], [50, 98]],
];
C.象 = [
  [[42, 2], [26, 16]], [[36, 9], [66, 9], [52, 21]], [[22, 22], [22, 40]], [[22, 22], [78, 22], [78, 40]],
  [[22, 40], [78, 40]], [[50, 22], [50, 40]], [[50, 46], [44, 70], [12, 94]], [[47, 60], [22, 76]],
  [[54, 56], [86, 74]], [[56, 72], [82, 95]], [[54, 46], [54, 90], [42, 97]],
];
C.帥 = [
  [[32, 4], [22, 14]], [[14, 18], [14, 92]], [[14, 18], [40, 18], [40, 50], [14, 50]], [[14, 54], [40, 54], [40, 90], [14, 90]],
  [[56, 30], [56, 80]], [[56, 30], [90, 30], [90, 74], [82, 68]], [[73, 4], [73, 98]],
];
C.將 = [
  [[30, 4], [30, 98]], [[8, 30], [20, 46]], [[4, 72], [30, 56]],
  [[58, 4], [44, 20]], [[50, 12], [82, 12], [60, 40]], [[58, 22], [70, 30]],
  [[40, 56], [96, 56]], [[78, 44], [78, 96], [66, 90]], [[54, 70], [62, 82]],
];
C.楚 = [
  ...into(C.tree, [2, 0, 48, 52]), ...into(C.tree, [52, 0, 98, 52]),
  [[24, 60], [78, 60]], [[50, 60], [50, 86]], [[50, 74], [74, 74]], [[28, 70], [28, 88]], [[10, 98], [30, 88], [92, 98]],
];
C.漢 = [
  [[12, 8], [24, 20]], [[6, 38], [20, 50]], [[6, 92], [24, 64]],
  [[38, 14], [96, 14]], [[54, 4], [54, 24]], [[80, 4], [80, 24]],
  [[44, 30], [44, 56]], [[44, 30], [90, 30], [90, 56]], [[44, 43], [90, 43]], [[44, 56], [90, 56]],
  [[38, 70], [96, 70]], [[67, 30], [67, 76]], [[67, 76], [38, 98]], [[67, 76], [96, 98]],
];
C.water = [[[18, 8], [34, 22]], [[8, 36], [26, 50]], [[6, 94], [32, 62]]]; // 氵
C.可 = [
  [[6, 12], [94, 12]], [[18, 34], [18, 68]], [[18, 34], [56, 34], [56, 68]], [[18, 68], [56, 68]],
  [[76, 12], [76, 94], [62, 88]],
];
C.田 = [[[14, 6], [14, 94]], [[14, 6], [86, 6], [86, 94]], [[14, 50], [86, 50]], [[50, 6], [50, 94]], [[14, 94], [86, 94]]];
C.介 = [[[50, 4], [4, 46]], [[50, 4], [96, 46]], [[34, 40], [26, 96]], [[66, 40], [66, 96]]];
C.河 = left(C.water, C.可, 34); // the river's words, 楚河 漢界
C.界 = [...into(C.田, [10, 0, 90, 46]), ...into(C.介, [0, 50, 100, 100])]; // 田 above 介, each half the box
C.仕 = left(C.person, C.士, 34);
C.俥 = left(C.person, C.車, 34);
C.傌 = left(C.person, C.馬, 34);
C.炮 = left(C.fire, C.包, 36);
C.砲 = left(C.stone, C.包, 38);
C.相 = left(C.tree, C.eye, 42);

const round = (n) => Math.round(n * 10) / 10;

/** Path data ("M x y L x y ...") of a character's strokes, or null for a character not drawn here. */
export function characterPath(ch) {
  const strokes = C[ch];
  if (!strokes || ch.length !== 1) return null;
  return strokes.map((s) => s.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)} ${round(y)}`).join('')).join('');
}

/** The characters this file draws. */
export const CHARACTERS = Object.keys(C).filter((k) => k.length === 1);

// Pictograms: filled outlines in a 100×100 box, one per kind of piece. The same shapes serve
// xiangqi, janggi and makruk, so that a reader of any of them recognises a role across games.
const P = {
  // a crown with three points
  crown: 'M16 78L10 30L32 52L50 18L68 52L90 30L84 78Z M14 84H86V94H14Z',
  // a crown topped with a cross (the khun, a king)
  king: 'M46 4H54V14H64V22H54V32H46V22H36V14H46Z M18 80L12 40Q30 50 50 36Q70 50 88 40L82 80Z M14 86H86V96H14Z',
  // a shield with a diagonal cross (the advisor / guard, who stays in the palace)
  shield: 'M50 6L88 18V48Q88 78 50 96Q12 78 12 48V18Z M32 30L28 34L46 52L28 70L32 74L50 56L68 74L72 70L54 52L72 34L68 30L50 48Z',
  // an elephant seen from the side: body, head, trunk and ear
  elephant: 'M20 76V52Q20 30 46 28H66Q86 28 88 48V62Q88 70 82 70V86H74V70H70Q70 80 64 80V56L62 52Q58 62 60 72V86H52V74H34V86H26V76Z M76 40A4 4 0 1 0 76.1 40Z',
  // a knight's head
  horse: 'M30 94L28 70Q34 52 48 44L26 52L14 44L40 20L44 8L52 18Q78 26 82 60L80 94Z M50 30A4 4 0 1 0 50.1 30Z',
  // a tower with battlements (the chariot, the ruea)
  tower: 'M20 8H32V20H44V8H56V20H68V8H80V32L72 38V76L82 84V96H18V84L28 76V38L20 32Z',
  // a cannon barrel on its wheel
  cannon: 'M8 50L76 16L84 32L16 66Z M36 74A14 14 0 1 0 64 74A14 14 0 1 0 36 74Z M45 74A5 5 0 1 0 55 74A5 5 0 1 0 45 74Z',
  // a pawn
  pawn: 'M50 12A14 14 0 1 0 50.1 12Z M36 42H64L60 50H58L66 80H34L42 50H40Z M24 84H76V96H24Z',
  // a pawn that was promoted: a pawn under a small diamond
  promotedPawn: 'M50 4L60 14L50 24L40 14Z M50 26A12 12 0 1 0 50.1 26Z M38 52H62L58 58H56L64 82H36L44 58H42Z M24 86H76V96H24Z',
  // the met: a diamond on a stand (one step diagonally)
  diamond: 'M50 6L78 40L50 74L22 40Z M30 80H70V96H30Z',
  // the khon: a mitre with a slit
  mitre: 'M50 6Q80 30 70 62H30Q20 30 50 6Z M48 22L56 40L52 42L44 24Z M26 70H74V80H26Z M18 86H82V96H18Z',
};

/** Path data of a pictogram (filled, even-odd), by name. */
export function pictogramPath(name) {
  return P[name] ?? null;
}
export const PICTOGRAMS = Object.keys(P);
