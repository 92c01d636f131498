// board-image.js — the board shown as an image file, a diagram for an article or a message: the
// SVG the page draws, made to stand alone (the stylesheet's board rules and the colours they name
// written into it; what serves the pointer, the keyboard and the engine left out: the points, a
// selection and its marks, the engine's arrows and bar), saved as .svg, or as .png at twice the
// drawing's size. The reader's arrows and circles, the last move's and a check's marks stay.
//
//   boardSvgText() -> the SVG document's text
//   downloadBoardImage('svg' | 'png', name)
import { $, state } from './state.js';

const PNG_SCALE = 2;

/** The stylesheet's rules for the board (those whose selectors start at `.board`), as text. */
function boardRules() {
  const rules = [];
  for (const sheet of document.styleSheets) {
    let list;
    try { list = sheet.cssRules; } catch { continue; } // another origin's sheet
    for (const rule of list) {
      if (rule.selectorText?.split(',').some((s) => /^\s*\.board(?![\w-])/.test(s))) rules.push(rule.cssText);
    }
  }
  return rules.join('\n');
}

/** The custom properties the rules name (`var(--red)`), as the page has them now. */
function variablesOf(css) {
  const root = getComputedStyle(document.documentElement);
  const names = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
  return [...names].map((name) => `${name}: ${root.getPropertyValue(name).trim()};`).join(' ');
}

export function boardSvgText() {
  const drawn = $('board').querySelector('svg');
  const svg = drawn.cloneNode(true); // the clone has no animation: every piece on its point
  svg.querySelectorAll('.point, .marker, .selected-point, .engine-arrows, .engine-gauge, .ghost').forEach((el) => el.remove());
  svg.querySelectorAll('.piece.selected').forEach((el) => el.classList.remove('selected'));
  const { width, height } = drawn.viewBox.baseVal;
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.removeAttribute('role');
  svg.removeAttribute('aria-label');
  const css = boardRules();
  const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
  style.textContent = `svg { ${variablesOf(css)} font-family: ${getComputedStyle(drawn).fontFamily}; }\n${css}`;
  svg.prepend(style);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}\n`;
}

function save(blob, name) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

/** Saves the board as `name`.svg or `name`.png. */
export async function downloadBoardImage(kind, name) {
  const text = boardSvgText();
  const svg = new Blob([text], { type: 'image/svg+xml' });
  if (kind === 'svg') return save(svg, `${name}.svg`);
  const image = new Image();
  const url = URL.createObjectURL(svg);
  try {
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width * PNG_SCALE;
    canvas.height = image.height * PNG_SCALE;
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    save(await new Promise((done) => canvas.toBlob(done, 'image/png')), `${name}.png`);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The image's file name: the rules and the ply shown ('xiangqi-standard-ply-12', 'xiangqi-standard-start'),
 *  or while editing the position edited, which the board shows ('xiangqi-standard-edited'): no
 *  ply of the game behind the editor. */
export const imageName = (ply) => `${state.profile.replace('/', '-')}${state.editor ? '-edited' : ply ? `-ply-${ply}` : '-start'}`;
