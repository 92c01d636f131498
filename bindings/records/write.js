// write.js — a game (and the record tree it was read with) as PGN or GIB text that
// readRecords reads back with the same tags, mainline, variations, comments and NAGs (DhtmlXQ,
// for xiangqi: dhtmlxq-write.js, without NAGs).
//
//   writeRecord(game, kept?, { format: 'pgn' | 'gib' | 'dhtmlxq', notation?, script?, dots?, tags? }) -> string
//   writeRecord(game, kept?, { format: 'wxf', tags? }) -> string: a WXF file as PlayOK writes it (wxf.js)
//   writeRecord(game, kept?, { format: 'xqf', tags? }) -> Uint8Array (xqf.js)
// Tags written: the record's tags (then options.tags over them), plus what reading back needs
// and the tags do not say yet: [Variant] and [FEN] (PGN; FEN only for a non-standard start),
// 초차림/한차림 (GIB; a [판] board when the start is not a formation start with Cho to move),
// [Result] (PGN, as the movetext ends), and [Format] kept equal to the notation written when the
// tags carry one, and written for ICCS and WXF moves (which other readers take for Chinese).

import { Game, RecordError, NOTATIONS, profileInfo } from '../index.js';
import { formationsOf, gibResultWord, boardTagOf, boardTagNote } from './gib.js';
import { PAGE_START } from './dhtmlxq.js';
import { writeDhtmlXQ } from './dhtmlxq-write.js';
import { TAG_LINE } from './pgn-words.js';
import { FORMAT_WXF_LINE } from './format-marks.js';
import { TITLE as OURGAME_TITLE } from './ourgame.js';
import { writeXqf } from './xqf.js';
import { writeWxfFile } from './wxf.js';
import { resultOfWord } from './results.js';
import { notationOfText } from './settle.js';
import { tagPair, variantMismatch, variantOf, checkOwnTags, checkJanggiStart, checkTags, sideTags, setTag, rosterFirst, withoutPlaceholders, tagNames } from './write_tags.js';
import { named } from './named.js';
import { lent } from './lent.js';
import { spelling } from './respell.js';

const RESULTS = ['1-0', '0-1', '1/2-1/2'];
const WRITTEN_FORMATS = ['pgn', 'gib', 'dhtmlxq', 'xqf', 'wxf'];
const XIANGQI_FORMATS = { dhtmlxq: 'DhtmlXQ', xqf: 'XQF', wxf: 'WXF file' };

const DEFAULT_NOTATION = { pgn: { xiangqi: 'wxf', janggi: 'janggi', makruk: 'san' }, gib: { janggi: 'korean' } };
// A PGN's [Format] value per notation (settle.js reads these back), and the notations always
// tagged so: other readers take their texts for another notation's
const FORMAT_NAMES = { iccs: 'ICCS', wxf: 'WXF', chinese: 'Chinese', vietnamese: 'Vietnamese' };
const ALWAYS_TAGGED = ['iccs', 'wxf', 'vietnamese'];

/** The text of a legal move `uci` in `kind` (the core writes it), in the position before it;
 *  `style`: notation()'s { script, dots }. */
export function writeMove(game, uci, kind, style = {}) {
  if (kind === 'uci') return uci;
  // Thai: Fairy-Stockfish's text, which its reader (pychess's) takes; บ only where another move
  // shares it, as notation() writes it
  return game.notation(uci, kind, { script: style.script, dots: style.dots });
}

// The styles a notation is written in beside its default: a record written so keeps it.
const STYLES = { chinese: { script: 'traditional' }, wxf: { dots: true } };
export const KEPT_STYLE_MOVES = 12; // enough to meet a move that the styles write apart (gameFromRecord keeps their texts)

/** The style a record's moves were written in (Chinese in traditional characters, WXF with dots,
 *  as PlayOK writes it), told by the core's texts of its first moves in each: the first move whose
 *  two texts differ and the record's text is one of. {} (the default) where none tells. */
function keptStyle(rules, kept, kind) {
  if (!STYLES[kind] || !kept.ownTexts) return {};
  const scratch = rules.at(kept.fen ?? undefined);
  try {
    for (const [i, text] of kept.ownTexts.entries()) {
      const { uci } = kept.moves[i];
      const plain = writeMove(scratch, uci, kind), styled = writeMove(scratch, uci, kind, STYLES[kind]);
      if (plain !== styled && text === styled) return STYLES[kind];
      if (plain !== styled && text === plain) return {};
      scratch.play(uci);
    }
  } catch {
    // a move the scratch game does not take (a record past an end of its rules): the default
  } finally {
    scratch.free();
  }
  return {};
}

/** The normalized FEN a game started from, under its rules (rulesOf). */
function startFenOf(rules, game) {
  const start = rules.at(game.startFen);
  try {
    return start.fen();
  } finally {
    start.free();
  }
}

/** The rules the game plays under: its own copy, as it was made (its profile may since have been
 *  redefined or deleted; a snapshot carries the copy). `at(fen)`: a new game under them, from
 *  `fen` or their start; `setupTurns`: whether they have setup turns. */
function rulesOf(game) {
  const snapshot = game.snapshot();
  const info = snapshot.definition ?? profileInfo(game.profile);
  return {
    setupTurns: info.setupTurns === true,
    at: (fen) => Game.restore({ ...snapshot, startFen: fen ?? null, moves: [], redo: [], result: null, playPastEnd: false }),
  };
}

/** The mainline the game has now, with comments, NAGs and variations of the kept tree where it matches. */
function mergedMainline(game, kept) {
  const ucis = game.history({ notation: false }).map((m) => m.uci);
  const out = [];
  let keptLine = kept?.moves ?? [];
  for (let i = 0; i < ucis.length; i++) {
    const k = keptLine[i];
    if (k && k.uci === ucis[i]) out.push(k);
    else {
      out.push({ uci: ucis[i] });
      keptLine = [];
    }
  }
  return out;
}

/** The tree with each comment written before a move (`commentBefore`, as PGN opens a variation
 *  with one) joined to the start of the move's own comment, for the formats whose comments follow
 *  their move (DhtmlXQ, XQF): moved a place, but not dropped. */
function commentsAfterMoves(line) {
  return line.map((node) => {
    const out = node.variations ? { ...node, variations: node.variations.map(commentsAfterMoves) } : { ...node };
    if (node.commentBefore) {
      out.comment = node.comment ? `${node.commentBefore}\n${node.comment}` : node.commentBefore;
      delete out.commentBefore;
    }
    return out;
  });
}

// A line break before a line the readers (ours, the CLI's splitter) take for the start of another
// record, inside a comment too: a tag pair ('[Event "'), an HTML page, a WXF file's FORMAT line,
// 联众's title.
const BREAK_BEFORE_RECORD = new RegExp(`[\\r\\n\\u2028\\u2029]+(?=${
  [TAG_LINE, PAGE_START, FORMAT_WXF_LINE, OURGAME_TITLE].map((line) => `(?:${line.source})`).join('|')})`, 'gim');

/** A comment's text as a { } comment holds it: a '}' would end it, and is left out, as chessops
 *  (lichess) and python-chess write comments; a '{' inside one is text; a line opening another
 *  record is joined to the line before it by a space. */
function clean(comment) {
  return comment.replace(/\}/g, '').replace(BREAK_BEFORE_RECORD, ' ');
}

/** The texts of a line's moves from `scratch`'s position, written by the core in one walk
 *  (lineNotation: the line played on a copy, its history's texts), or `given` (the game's own). */
function lineTexts(scratch, nodes, kind, style, given) {
  const ucis = nodes.map((node) => node.uci);
  const texts = given ?? (kind === 'uci' ? ucis : scratch.lineNotation(ucis, kind, { script: style.script, dots: style.dots }));
  const unwritable = texts.findIndex((text) => !text);
  if (unwritable >= 0) throw new RecordError('unwritable-move', `the move ${ucis[unwritable]} cannot be written in ${kind}`);
  return texts;
}

/** Movetext tokens of a line from `scratch`'s position, which is left as it was: the moves are
 *  played on it only as far as the last that has variations (their start). */
function lineTokens(scratch, nodes, kind, style, numbering, out, given) {
  const texts = lineTexts(scratch, nodes, kind, style, given);
  const lastBranch = nodes.findLastIndex((node) => node.variations?.length);
  let needNumber = true, played = 0;
  nodes.forEach((node, i) => {
    const ply = numbering.ply;
    const black = (numbering.blackFirst ? 1 : 0) + ply;
    const moveNo = numbering.first + Math.floor(black / 2);
    if (node.commentBefore) { out.push(`{${clean(node.commentBefore)}}`); needNumber = true; }
    if (numbering.gib) out.push(`${ply + 1}.`);
    else if (black % 2 === 0) out.push(`${moveNo}.`);
    else if (needNumber) out.push(`${moveNo}...`);
    needNumber = false;
    out.push(texts[i]);
    for (const n of node.nags ?? []) out.push(`$${n}`);
    if (node.comment) { out.push(`{${clean(node.comment)}}`); needNumber = true; }
    for (const variation of node.variations ?? []) {
      out.push('(');
      lineTokens(scratch, variation, kind, style, { ...numbering }, out);
      out.push(')');
      needNumber = true;
    }
    if (i < lastBranch) { scratch.play(node.uci); played++; }
    numbering.ply++;
  });
  for (; played > 0; played--) scratch.undo();
}

/** A line's moves in WXF as PlayOK writes it ('c8.7'), played from `start`. */
function wxfTexts(rules, start, nodes, given) {
  const scratch = rules.at(start);
  try {
    return lineTexts(scratch, nodes, 'wxf', { dots: true }, given);
  } finally {
    scratch.free();
  }
}

const spellPoints = spelling('POINT_DIGITS');

/** A move's UCI as DhtmlXQ's and XQF's point digits ('h3e3' -> '7747'), as the core spells them. */
function pointDigitsOf(uci) {
  const digits = spellPoints(uci);
  if (!digits) throw new RecordError('unwritable-move', `the move ${uci} has no points to write`);
  return digits;
}

/** Whether a line's first move, on `scratch` (left as it was), is a pass: the core's move says. */
function firstIsPass(scratch, line) {
  const move = scratch.play(line[0].uci);
  scratch.undo();
  return move.pass === true;
}

/** Movetext tokens with '(' stuck to the token after it and ')' to the token before it. */
function glued(raw) {
  const tokens = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '(' && i + 1 < raw.length) tokens.push(`(${raw[++i]}`);
    else if (raw[i] === ')' && tokens.length) tokens[tokens.length - 1] += ')';
    else tokens.push(raw[i]);
  }
  return tokens;
}

function wrap(raw, width = 80) {
  const tokens = glued(raw);
  const lines = [];
  let line = '';
  for (const t of tokens) {
    if (line && line.length + 1 + t.length > width) { lines.push(line); line = t; } else line = line ? `${line} ${t}` : t;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** GIB moves as the archives lay them out (tests/records/*.gib; 290 files of POBSIZ/JANGGI_DOT_COM's
 *  gibo/, LF line ends in most, each game closed by an empty line): six numbered moves a line,
 *  '1. 71졸72 2. 49병48 …', a number never parted from its move, for readers that take each line
 *  as whole pairs (ladofa/janggi's gibo.py). A move's NAGs, comment and variations stay with it;
 *  a comment before the first move is a line of its own. */
function gibLines(raw) {
  // a unit: a move number and what follows it, up to the next number outside a variation
  const units = [];
  let depth = 0;
  for (const t of raw) {
    if (!units.length || (depth === 0 && /^\d+\.$/.test(t))) units.push([]);
    units[units.length - 1].push(t);
    depth += t === '(' ? 1 : t === ')' ? -1 : 0;
  }
  const texts = units.map((unit) => glued(unit).join(' '));
  const lines = units.length && !/^\d+\.$/.test(units[0][0]) ? [texts.shift()] : [];
  for (let i = 0; i < texts.length; i += 6) lines.push(texts.slice(i, i + 6).join(' '));
  return lines.join('\n');
}

/** GIB has no setup turns (vchess): their swaps are its formations, so the start is the position
 *  after them, and they are left out. [start, mainline, standardStart]. */
function afterSetupTurns(rules, start, standardStart, mainline) {
  const scratch = rules.at(standardStart ? undefined : start);
  try {
    let i = 0;
    while (i < mainline.length && scratch.isSetupTurn()) scratch.play(mainline[i++].uci);
    return i ? [scratch.fen(), mainline.slice(i), false] : [start, mainline, standardStart];
  } finally {
    scratch.free();
  }
}

/** The format a game is written in: the one asked, else a GIB's own, else PGN. */
export const writtenFormat = (options, kept) => options.format ?? (kept?.format === 'gib' ? 'gib' : 'pgn');

/** PGN, GIB or DhtmlXQ text of a game, or XQF bytes (a Uint8Array). */
export function writeRecord(game, kept, options) {
  const format = writtenFormat(options, kept);
  if (!WRITTEN_FORMATS.includes(format)) throw new RecordError('unknown-format', `records are written as ${WRITTEN_FORMATS.map((f) => `'${f}'`).join(', ')}; got ${named(format)}`);
  const variant = game.variant;
  if (format === 'gib' && variant !== 'janggi') throw new RecordError('unknown-format', `GIB records are janggi records; this game is ${variant}`);
  if (XIANGQI_FORMATS[format] && variant !== 'xiangqi') throw new RecordError('unknown-format', `${XIANGQI_FORMATS[format]} records are xiangqi records; this game is ${variant}`);
  // DhtmlXQ and XQF moves are points and WXF files' moves WXF, whatever the notation asked; a
  // GIB's Korean unless asked (GIB readers read moves that begin with a digit); PGN keeps a PGN's
  const keptNotation = kept?.notation && NOTATIONS[variant].includes(kept.notation) && kept.format === format && format !== 'gib' ? kept.notation : undefined;
  const wanted = format === 'dhtmlxq' || format === 'xqf' ? 'iccs' : format === 'wxf' ? 'wxf' : options.notation ?? keptNotation ?? DEFAULT_NOTATION[format][variant];
  const [kind, script] = wanted === 'chinese-traditional' ? ['chinese', 'traditional'] : [wanted, options.script];
  let style = lent.writeStyle({ script, dots: options.dots }); // checked before any move is written
  if (!NOTATIONS[variant].includes(kind)) {
    throw new RecordError('unknown-notation', `${variant} records are written in ${NOTATIONS[variant].join(', ')}; got ${named(wanted)}`);
  }
  const rules = rulesOf(game);
  // the record's own notation written in its own style, unless one is asked
  if (kind === kept?.notation && script === undefined && options.dots === undefined) style = { ...style, ...keptStyle(rules, kept, kind) };

  if (kept?.comment !== undefined && typeof kept.comment !== 'string') {
    throw new RecordError('bad-record', `a record's comment is a text, not ${named(kept.comment)}`);
  }
  const gameStart = startFenOf(rules, game);
  let start = kept?.fen ?? gameStart;
  let mainline = mergedMainline(game, kept);
  // the mainline is the game's own moves: from the game's start, their texts are its history's,
  // written by the core in one walk back from where it stands (no replay)
  const ownTexts = (writtenKind, writtenStyle) => (start === gameStart && writtenKind !== 'uci'
    ? game.history({ notation: writtenKind, script: writtenStyle.script, dots: writtenStyle.dots }).map((m) => m.notation) : undefined);
  const outcome = game.outcome();
  checkTags(options.tags);
  checkOwnTags(options.tags, game, rules, start);
  let tags = { ...(kept?.tags ?? {}), ...(options.tags ?? {}) };
  // a record read under other rules than its tag names (a [Variant "janggi"] file read as
  // janggi/vchess) is written as the game it became, so that it reads back as that game
  for (const name of Object.keys(kept?.tags ?? {})) {
    if (name.toLowerCase() === 'variant' && !Object.keys(options.tags ?? {}).some((n) => n.toLowerCase() === 'variant') && variantMismatch(tags[name], game, rules)) tags[name] = variantOf(game);
  }
  if (format !== 'pgn') tags = sideTags(withoutPlaceholders(tags), variant);
  delete tags['기보형식']; // [기보형식 "구좌표"] (old coordinates, gib.js): the moves are written in today's
  // their names, asked in any case (those added below are not asked after; setTag keeps them)
  const names = tagNames(tags);
  const has = (name) => names.has(name.toLowerCase());
  // The result the record declares is written as declared, even where the rules' verdict differs
  // (a game played on past an end of the rules, then won on points or by resignation): the
  // record's own result while its mainline is the one read, whole, else a Result tag the caller passes;
  // the rules' verdict only when neither declares one.
  const tagResult = Object.entries(options.tags ?? {}).find(([n, v]) => n.toLowerCase() === 'result' && RESULTS.includes(v))?.[1];
  // (not a record whose mainline was cut at a move it could not read or bytes it could not
  // decode: its result was of moves that are not written, and a shorter game would read as won
  // so; a problem of its text, such as a stray ')', leaves the moves read whole)
  const cutShort = kept?.error && !kept.error.variation && kept.error.code !== 'record-syntax';
  const keptResult = !cutShort && mainline.length === (kept?.moves.length ?? -1) && RESULTS.includes(kept.result) ? kept.result : undefined;
  const result = tagResult ?? keptResult ?? (outcome.over ? outcome.result : '*');
  // [총수] counts the moves written
  if (has('총수')) tags['총수'] = String(mainline.length);
  const defaultStart = rules.at();
  let standardStart = defaultStart.fen() === start;
  defaultStart.free();
  let mainTexts = format === 'pgn' || format === 'gib' ? ownTexts(kind, style) : undefined;
  if (format === 'gib') {
    const moves = mainline.length;
    [start, mainline, standardStart] = afterSetupTurns(rules, start, standardStart, mainline);
    mainTexts = mainTexts?.slice(moves - mainline.length);
  }
  if (variant === 'janggi') checkJanggiStart(options.tags, start, format, standardStart);
  // the rules, where the format would read the game under others (its game's standard profile):
  // a Variant tag, as PGN's ([DhtmlXQ_Variant] in DhtmlXQ, a VARIANT line in WXF); XQF has no room
  if (format !== 'pgn' && !has('Variant') && variantOf(game).includes('/')) tags.Variant = variantOf(game);
  if (format === 'xqf' || format === 'dhtmlxq') {
    mainline = commentsAfterMoves(mainline);
    const write = format === 'xqf' ? writeXqf : writeDhtmlXQ;
    return write({ start, standardStart, mainline, tags, result, comment: kept?.comment, digitsOf: pointDigitsOf });
  }
  if (format === 'wxf') return writeWxfFile({ start, standardStart, texts: wxfTexts(rules, start, mainline, ownTexts('wxf', { dots: true })), tags, result });
  const scratch = rules.at(standardStart ? undefined : start);
  scratch.playPastEnd = true; // the tree's moves were each played once, some past an end of the rules
  if (format === 'pgn') {
    if (!has('Variant')) tags.Variant = variantOf(game);
    if (!standardStart && !has('FEN')) tags.FEN = start;
    const formatName = FORMAT_NAMES[kind] ?? kind;
    if (has('Format')) setTag(tags, names, 'Format', formatName);
    // ICCS, WXF and Vietnamese (xqbase's and vschess's readers take untagged moves as Chinese: no
    // move read; Vietnamese texts read as WXF's), and a first move that reads as another notation
    // (vchess's setup turns are UCI in all)
    else if (ALWAYS_TAGGED.includes(kind) || (mainline.length && notationOfText(writeMove(scratch, mainline[0].uci, kind, style)) !== kind)) tags.Format = formatName;
    // the Result tag says what the movetext ends with (PGN's seven-tag roster has it)
    if (has('Result')) setTag(tags, names, 'Result', result);
    else tags.Result = result;
    tags = rosterFirst(tags, variant);
  } else {
    // a GIB's moves are Korean text whatever a PGN's Format tag said, its start its formations or
    // [판], its result 대국결과 (below): a PGN's tags for them go
    for (const name of Object.keys(tags)) if (['format', 'fen', 'setup', 'result'].includes(name.toLowerCase())) delete tags[name];
    // formations say a start with Cho to move; [판] any board, the first move's piece saying who moves
    const hanFirst = start.split(' ')[1] === 'b';
    const formations = hanFirst ? null : formationsOf(start);
    if (hanFirst && (!mainline.length || firstIsPass(scratch, mainline))) {
      throw new RecordError('unwritable-position', 'a GIB record says that Han moves first only by the piece of its first move: a start with Han to move and no moves, or a pass first, cannot be written (PGN can)');
    }
    if (formations) {
      if (!has('초차림') && !has('초포진')) tags['초차림'] = formations.cho;
      if (!has('한차림') && !has('한포진')) tags['한차림'] = formations.han;
    } else {
      for (const name of ['초차림', '한차림', '초포진', '한포진']) delete tags[name];
      tags['판'] = boardTagOf(start) + boardTagNote(tags['판'] ?? '');
    }
  }
  // a GIB's result is 대국결과's alone (no result follows a GIB's moves), and a PGN keeps the tag
  // of a GIB it was read from: one saying another result gives way (a game no longer over, a move
  // taken back, a record cut at a bad move has none: the record's old result goes)
  if (format === 'gib' || tags['대국결과'] !== undefined) {
    const word = gibResultWord(result, outcome.over && outcome.result === result ? outcome.reason : null);
    if ((resultOfWord(tags['대국결과'] ?? '') ?? '*') !== result) {
      if (word) tags['대국결과'] = word;
      else delete tags['대국결과'];
    }
  }

  const tokens = [];
  try {
    const fields = start.split(' ');
    const numbering = { ply: 0, blackFirst: fields[1] === 'b', first: Number(fields[5]) || 1, gib: format === 'gib' };
    if (kept?.comment) tokens.push(`{${clean(kept.comment)}}`);
    lineTokens(scratch, mainline, kind, style, numbering, tokens, mainTexts);
  } finally {
    scratch.free();
  }
  const head = Object.entries(tags).map(([n, v]) => tagPair(n, v)).join('\n');
  // a GIB game ends with an empty line, as the archives' do (and readers that store a game there)
  if (format === 'gib') return tokens.length ? `${head}\n\n${gibLines(tokens)}\n\n` : `${head}\n\n`;
  tokens.push(result);
  return `${head}\n\n${wrap(tokens)}\n`;
}

