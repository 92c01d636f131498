// wxf.js — WXF game files, as PlayOK (playok.com, "Download" of a xiangqi game) and XieXie
// write them: read into the raw games pgn.js gives, for replay.js to play; and written from a
// game's mainline (write.js).
//
//   FORMAT  WXF
//   RED     jugador rojo ; 1200 ;;        name ; rating ; …   -> [Red], [RedElo]
//   BLACK   jugador negro ; 1240 ;;
//   RESULT  0-1
//   DATE    2020-02-02 02:02:02           -> [Date "2020.02.02"], [Time "02:02:02"]
//   EVENT   PlayOK Game ; 10m+0s          -> [Event], [TimeControl]
//   FEN     4kaer1/4a2c1/… b              a start other than the standard one (H/E letters)
//   START{
//    1. P3+1 c8.7   2. E7+5 c2.5   3. H2+3 h2+3
//   10. H++7 c7.3 }END
//
// Moves are WXF (tandem pieces as 'H++7'; xqmoon.com's are Vietnamese, with comments between /* and
// */ and DIAG{ … } marks). A key padded to 8 columns and its value; other keys
// than these are kept as tags of their own name. The file holds one line of play: what a
// record has beyond its mainline (variations, comments) is not written.

import { rawGameOf } from './pgn.js';
import { splitParts } from './format-marks.js';

const HEADER_KEY = /^[ \t]*([A-Za-z][A-Za-z0-9_]*)[ \t]*/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const START = /^[ \t]*START\{/m; // a line of its own: a header value may quote anything
const END = /\}END/;
const WXF_DATE = /^(\d{4})-(\d\d)-(\d\d)(?:[ T](\d\d:\d\d:\d\d))?$/;
const KEY_TAGS = { GAME: 'Game', EVENT: 'Event', SITE: 'Site', ROUND: 'Round', RED: 'Red', BLACK: 'Black', RESULT: 'Result', FEN: 'FEN', DATE: 'Date', VARIANT: 'Variant' };

// A WXF file: its FORMAT WXF line, to its }END; a file cut short ends where the next begins.
// a file starts a line, or follows a result or another file's }END on it (files joined with
// cat, the first without a final newline), or a page's last tag ("</html>FORMAT WXF": a page saved
// without one)
const WXF_FILE = /(?:^|(?<=\}END|>|(?:^|\s)(?:1-0|0-1|1\/2-1\/2|\*)))[ \t\ufeff]*FORMAT[ \t]+WXF[ \t]*\r?$[\s\S]*?(?:\}END|(?=^[ \t\ufeff]*FORMAT[ \t]+WXF[ \t]*\r?$)|$(?![\s\S]))/gim;

/** The parts of a text, in order: { matched: true, text } for each WXF file,
 *  { matched: false, text } for what lies between (other records, or nothing). */
export function splitWxfFiles(text, marks) {
  // most texts hold no WXF file: WXF_FILE's lookbehind is tried at every position of a game's
  // text, a literal is found at once
  if (marks !== undefined && !WXF_WORDS.test(marks)) return /\S/.test(text) ? [{ matched: false, text, marks }] : [];
  return splitParts(text, WXF_FILE, marks);
}
const WXF_WORDS = /FORMAT[ \t]+WXF/i;

/** name ; rating ; … -> [[Tag, name], [TagElo, rating]] (the fields after those are PlayOK's own). */
function playerTags(tag, value) {
  const [name, rating] = value.split(';').map((s) => s.trim());
  const out = [[tag, name ?? '']];
  if (rating && /^\d+$/.test(rating)) out.push([`${tag}Elo`, rating]);
  return out;
}

function tagsOf(key, value) {
  const tag = KEY_TAGS[key.toUpperCase()] ?? key;
  if (tag === 'Red' || tag === 'Black') return playerTags(tag, value);
  if (tag === 'Event' && value.includes(';')) {
    const [event, control] = value.split(';').map((s) => s.trim());
    return control ? [['Event', event], ['TimeControl', control]] : [['Event', event]];
  }
  if (tag === 'Date') {
    const m = WXF_DATE.exec(value);
    if (m) return m[4] ? [['Date', `${m[1]}.${m[2]}.${m[3]}`], ['Time', m[4]]] : [['Date', `${m[1]}.${m[2]}.${m[3]}`]];
  }
  return [[tag, value]];
}

/** A header line 'KEY value' as [key, value] (the value without the spaces around it), or null.
 *  Trimmed in code: an expression's lazy value before trailing spaces read a long line of spaces
 *  once per space. */
function headerLine(line) {
  const m = HEADER_KEY.exec(line);
  if (!m) return null;
  let end = line.length;
  while (end > m[0].length && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--;
  const value = line.slice(m[0].length, end);
  return LINE_BREAK.test(value) ? null : [m[1], value];
}

// xqmoon.com's WXF files (Vietnamese books' games) write a comment between /* and */ and mark
// where the page draws the board with DIAG{ #7 RED }
const C_COMMENT = /\/\*([\s\S]*?)\*\//g;
const DIAGRAM = /DIAG\{[^}]*\}/g;

/** A WXF body with its comments as PGN's, {…}, and its diagram marks blanked: the same length,
 *  so that a problem's offset still points into the file. */
function marksAsPgn(body) {
  return body
    .replace(DIAGRAM, (mark) => ' '.repeat(mark.length))
    .replace(C_COMMENT, (_, text) => ` {${text.replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'))}} `);
}

/** The raw game of a WXF file (a part splitWxfFiles gives). */
export function wxfGame(file) {
  const start = START.exec(file);
  const head = start ? file.slice(0, start.index) : file;
  const tags = [];
  for (const line of head.split(/\r?\n/)) {
    const m = headerLine(line.replace(/^\ufeff/, ''));
    if (!m || m[0].toUpperCase() === 'FORMAT') continue;
    tags.push(...tagsOf(...m).filter(([, v]) => v !== '')); // an empty key ('GAME') says nothing
  }
  const problems = [];
  let body = '';
  if (!start) problems.push({ offset: 0, text: 'FORMAT WXF', code: 'record-syntax', message: 'a WXF file without START{ … }END' });
  else {
    const rest = file.slice(start.index + start[0].length);
    const end = END.exec(rest);
    if (!end) problems.push({ offset: start.index, text: 'START{', code: 'record-syntax', message: 'START{ without }END' });
    body = marksAsPgn(end ? rest.slice(0, end.index) : rest);
  }
  return rawGameOf({ tags, body, problems, format: 'wxf', kind: 'wxf' });
}

// ---------------------------------------------------------------------------
// Writing

const pad = (key) => key.padEnd(8);

/** The header lines of a WXF file: FORMAT, the players, RESULT, then what the tags say. */
function headerLines(tags, result, fen) {
  // a value is one line; a name has no ';' (it ends the name in RED and BLACK lines); no value
  // has a '}', which could end the file ('}END')
  const get = (name) => {
    const hit = Object.entries(tags).find(([n]) => n.toLowerCase() === name.toLowerCase());
    return hit ? String(hit[1]).replace(/\s*[\r\n]+\s*/g, ' ').replace(/;/g, ',').replace(/\}/g, ')') : undefined;
  };
  const lines = [`${pad('FORMAT')}WXF`];
  const player = (name) => {
    const elo = get(`${name}Elo`);
    return `${get(name) ?? ''} ;${elo ? ` ${elo}` : ''} ;;`;
  };
  if (get('Red') !== undefined || get('RedElo') !== undefined) lines.push(`${pad('RED')}${player('Red')}`);
  if (get('Black') !== undefined || get('BlackElo') !== undefined) lines.push(`${pad('BLACK')}${player('Black')}`);
  lines.push(`${pad('RESULT')}${result}`);
  const date = get('Date');
  if (date !== undefined) {
    const m = /^(\d{4})\.(\d\d)\.(\d\d)$/.exec(date);
    const time = get('Time');
    lines.push(`${pad('DATE')}${m ? `${m[1]}-${m[2]}-${m[3]}${time ? ` ${time}` : ''}` : date}`);
  }
  const variant = get('Variant'); // a profile's name (write.js), which PlayOK's files never carry
  if (variant?.includes('/')) lines.push(`${pad('VARIANT')}${variant}`);
  const event = get('Event'), control = get('TimeControl');
  if (event !== undefined) lines.push(`${pad('EVENT')}${event}${control ? ` ; ${control}` : ''}`);
  for (const [key, tag] of [['SITE', 'Site'], ['ROUND', 'Round']]) {
    if (get(tag) !== undefined) lines.push(`${pad(key)}${get(tag)}`);
  }
  if (fen) {
    // WXF's letters (H horse, E elephant), the board and the side to move
    const [board, side] = fen.split(' ');
    lines.push(`${pad('FEN')}${board.replace(/[nNbB]/g, (c) => ({ n: 'h', N: 'H', b: 'e', B: 'E' })[c])} ${side}`);
  }
  return lines;
}

/** A xiangqi game's mainline as a WXF file (write.js gathers what it says; `texts` are the
 *  moves' WXF texts, in order). Lines of three moves of each side, as PlayOK lays them out. */
export function writeWxfFile({ start, standardStart, texts, tags, result }) {
  const [, side, , , , moveNo] = start.split(' ');
  const cells = [];
  let n = Number(moveNo) || 1;
  let i = 0;
  if (side === 'b' && texts.length) cells.push(`${String(n++).padStart(2)}... ${texts[i++]}`);
  for (; i < texts.length; i += 2) {
    cells.push(`${String(n++).padStart(2)}. ${texts[i]}${i + 1 < texts.length ? ` ${texts[i + 1]}` : ''}`);
  }
  const rows = [];
  for (let r = 0; r < cells.length; r += 3) rows.push(cells.slice(r, r + 3).join('  '));
  const body = rows.length ? `${rows.join('\n')} }END` : '}END';
  return `${headerLines(tags, result, standardStart ? null : start).join('\n')}\nSTART{\n${body}\n`;
}
