// records.js — game records in and out, through the API's readRecords and toRecord: the only
// place the demo touches record formats.
//
//   readGames(textOrBytes, { profile }) -> Record[]   (PGN in any notation, GIB, any encoding)
//   readGamesInPieces(bytes, progress) -> Promise<Record[]>   the same, the page drawn meanwhile
//   openFiles(file | files | bytes) -> Promise<RecordFile[]>   a zip's or gzip file's files (openRecordFiles)
//   recordToTree(record) -> { profile, fen, root, tags, result, error?, end? }   moves checked by the core
//   treeToRecord({ profile, fen, root, tags, result }, { drawings }) -> Record   (variations, comments;
//                    drawings as [%csl]/[%cal]; drawings: false leaves them out, 'apart' keeps them beside)
//   writeRecord(record, { format: 'pgn' | 'gib' | 'dhtmlxq' | 'wxf', notation, script, encoding? }) -> string
//                    (bytes in `encoding` if given); 'xqf' -> bytes
import * as api from 'boardrules';
import * as records from 'boardrules/records'; // readRecords; also enables fromRecord/toRecord
import { newRoot, addChild } from './tree.js';

/** Reads every game of a record file (text, or bytes so that its encoding is detected). */
export function readGames(input, { profile } = {}) {
  if (typeof records.readRecords !== 'function') throw new Error('this version of boardrules cannot read records (no readRecords)');
  return records.readRecords(input, profile ? { profile } : undefined);
}

/** The record files of what was chosen or dropped: a zip archive's, a gzip file's file, several
 *  files (openRecordFiles: each file's bytes() inflated when asked). */
export const openFiles = (input) => records.openRecordFiles(input);

/** The games of a record file's bytes, read a piece at a time (streamRecords: the same records
 *  as readGames) so that the page is drawn between pieces: `progress(share, games)` is awaited
 *  every PROGRESS_MS or so, where it can show how far the reading is and let a frame be drawn. */
export async function readGamesInPieces(bytes, progress) {
  const found = [];
  let read = 0, shownAt = performance.now();
  async function* pieces() {
    for (let at = 0; at < bytes.length; at += PIECE_BYTES) {
      read = Math.min(bytes.length, at + PIECE_BYTES);
      yield bytes.subarray(at, read);
    }
  }
  for await (const record of records.streamRecords(pieces())) {
    found.push(record);
    if (performance.now() - shownAt < PROGRESS_MS) continue;
    await progress(read / bytes.length, found.length);
    shownAt = performance.now();
  }
  return found;
}
const PIECE_BYTES = 1 << 18;
const PROGRESS_MS = 150;

/** Whether two FENs place the same pieces with the same side to move (their counters aside). */
export const samePlacement = (a, b) => a.trim().split(/\s+/).slice(0, 2).join(' ') === b.trim().split(/\s+/).slice(0, 2).join(' ');

/**
 * The start a record's game is made from: its FEN, except where the record plays a setup turn
 * (janggi/vchess) first from its profile's own start, which a game from a FEN does not have
 * (readRecords writes the start out; a vchess analysis from a FEN plays no setup turn).
 */
function startOf(record) {
  const fen = record.fen || null;
  const first = record.moves?.[0]?.uci;
  if (!fen || !first || !api.profileInfo(record.profile).setupTurns) return fen;
  const fromStart = new api.Game(record.profile), fromFen = new api.Game(record.profile, fen);
  try {
    const setupFirst = fromStart.isSetupTurn() && fromStart.explain(first) === null && fromFen.explain(first) !== null;
    return setupFirst && samePlacement(fromStart.fen(), fen) ? null : fen;
  } finally {
    fromStart.free();
    fromFen.free();
  }
}

/** The commands of a comment the board keeps on its move beside the drawings (parseComment's):
 *  an engine's evaluation, the mover's clock, the move's time. */
export const COMMAND_FIELDS = ['evaluation', 'clock', 'emt'];

/** A record node's comment, drawings and commands: kept apart in the board's own saved data, else
 *  read out of the comment's [%csl], [%cal], [%eval], [%clk] and [%emt]. */
function notesOf(node) {
  if (!Array.isArray(node.shapes)) return records.parseComment(node.comment ?? '');
  return keepCommands({ text: node.comment ?? '', shapes: node.shapes }, node);
}

/** Puts the commands `from` has (COMMAND_FIELDS) on `to`; returns `to`. */
function keepCommands(to, from) {
  for (const field of COMMAND_FIELDS) if (from[field] != null) to[field] = from[field];
  return to;
}

/** A tree node's notes for a record: its comment with its drawings and commands ('apart': beside
 *  it, as the board saves them; false: the text alone, what is left out counted). */
function notesFor(node, into, drawings) {
  if (drawings === 'apart') {
    if (node.comment) into.comment = node.comment;
    if (node.shapes?.length) into.shapes = node.shapes.map((sh) => ({ ...sh }));
    keepCommands(into, node);
    return;
  }
  const commands = drawings ? Object.fromEntries(COMMAND_FIELDS.map((f) => [f, node[f] ?? undefined])) : {};
  const comment = records.makeComment({ text: node.comment ?? '', shapes: drawings ? node.shapes ?? [] : [], ...commands });
  if (comment) into.comment = comment;
  if (drawings) return;
  if (node.shapes?.length) into.drawings = node.shapes.length; // counted, for what a format leaves out
  if (node.evaluation) into.evaluations = 1;
  if (node.clock != null || node.emt != null) into.clocks = 1;
}

/** The drawings of a comment that fit `game`'s board (a hostile or foreign comment may name others). */
function shapesOn(game, shapes) {
  const on = (sq) => game.squareIndex(sq) >= 0;
  return shapes.filter((s) => on(s.orig) && (s.dest === undefined || on(s.dest)));
}

/** The name of the record's ply-th move (1-based) from a start whose FEN gives the side to move
 *  and the move number ('move 31', 'move 1…' for the second player's). */
function plyNamer(startFen) {
  const [, side, , , , number] = startFen.split(' ');
  const firstNumber = Number(number) || 1, secondFirst = side === 'b' ? 1 : 0;
  return (ply) => {
    const i = ply - 1 + secondFirst;
    return `move ${firstNumber + Math.floor(i / 2)}${i % 2 ? '…' : ''} (ply ${ply})`;
  };
}

/**
 * The move tree of a record, each move checked by playing it. A move the core refuses ends its
 * line, and `error` says where and why (the record's own error, if readRecords found one;
 * `inVariation` when that is a move of a variation, the main line whole).
 */
export function recordToTree(record) {
  const profile = record.profile;
  const fen = startOf(record);
  const game = new api.Game(profile, fen ?? undefined);
  game.playPastEnd = true; // a record may go on past an end of the rules (a repetition nobody called), as analysis may
  const root = newRoot();
  const startNotes = notesOf(record); // [%csl]/[%cal] become shapes
  ({ text: root.comment, shapes: root.shapes } = startNotes);
  root.shapes = shapesOn(game, root.shapes);
  keepCommands(root, startNotes);
  const plyName = plyNamer(game.fen());
  // ply 0: the record's header (its start, its bytes), before any move: nothing of it is shown
  const where = record.error?.ply > 0 ? ` at ${plyName(record.error.ply)}` : '';
  // a move of a variation (its path: [3, 0] for moves[3].variations[0]): the main line is whole
  let branch = record.error?.variation?.length ? record.error.variation[0] + 1 : 0;
  const inVariationOf = (ply) => (ply ? `, in a variation of ${plyName(ply)}` : '');
  let error = record.error ? `${record.error.message ?? record.error.text}${where}${inVariationOf(branch)}` : null;
  // `of`: the ply of the main line's move that the line's variation (however deep) stands for
  const addLine = (parent, line, ply, of = 0) => {
    let node = parent;
    let played = 0;
    for (const mn of line) {
      let move;
      try {
        move = game.play(mn.uci);
      } catch (e) {
        if (error === null) {
          error = `${mn.text ?? mn.uci} is not a legal move at ${plyName(ply + played + 1)}${inVariationOf(of)}: ${e.message}`;
          branch = of;
        }
        break;
      }
      const notes = notesOf(mn);
      const child = addChild(node, { uci: mn.uci, move, text: mn.text ?? mn.uci, comment: notes.text, nags: mn.nags ?? [], shapes: shapesOn(game, notes.shapes) });
      keepCommands(child, notes);
      // a comment written before the move, where it opens a variation ('( {Better is} 12. Nf3 )')
      if (mn.commentBefore) child.commentBefore = mn.commentBefore;
      // the variations of a move are alternatives to it: they start from the same position
      if (mn.variations?.length) {
        game.undo();
        for (const v of mn.variations) addLine(node, v, ply + played, of || ply + played + 1);
        game.play(mn.uci);
      }
      node = child;
      played++;
    }
    for (let i = 0; i < played; i++) game.undo();
    return played === line.length;
  };
  let whole;
  try {
    whole = addLine(root, record.moves ?? [], 0);
  } finally {
    game.free();
  }
  return { profile, fen, root, tags: { ...(record.tags ?? {}) }, result: record.result ?? '*', error, inVariation: !!branch && whole, end: record.end };
}

function toMoveNodes(first, drawings) {
  // `first` is a list of alternatives at one point: the first continues, the others are variations
  const line = [];
  let options = first;
  while (options.length) {
    const [main, ...others] = options;
    const mn = { uci: main.uci, text: main.text };
    if (main.commentBefore) mn.commentBefore = main.commentBefore;
    notesFor(main, mn, drawings);
    if (main.nags?.length) mn.nags = [...main.nags];
    if (others.length) mn.variations = others.map((o) => toMoveNodes([o], drawings));
    line.push(mn);
    options = main.children;
  }
  return line;
}

/** The Record of a move tree (the shape readRecords returns). */
export function treeToRecord({ profile, fen, root, tags = {}, result = '*' }, { drawings = true } = {}) {
  const record = { tags: { ...tags }, profile, fen: fen ?? null, moves: toMoveNodes(root.children, drawings), result };
  notesFor(root, record, drawings);
  return record;
}

/** A record's text in `format`, moves in `notation` (a notation kind of the game). */
export function writeRecord(record, { format = 'pgn', notation, script, encoding } = {}) {
  // Game.fromRecord / game.toRecord, or the same as plain functions where the API has them so
  const game = api.Game.fromRecord ? api.Game.fromRecord(record, { profile: record.profile })
    : records.gameFromRecord(record, { profile: record.profile });
  const options = { format, notation, script, tags: record.tags, encoding };
  try {
    return game.toRecord ? game.toRecord(options) : records.recordFromGame(game, options);
  } finally {
    game.free?.();
  }
}

/**
 * The rules a record is read under: its [Variant] tag or format decide, and a record that only
 * names the game (or nothing) is read under the board's profile when it is the same game.
 * `reread(profile)` reads the record again under those rules: one whose first reading stopped
 * at an error has no moves past it to replay (it had kept the first reading's rules, the board
 * switching to janggi/standard from the rules chosen).
 */
export function withBoardProfile(record, profile, reread) {
  const named = namesRules(record);
  if (named || record.profile === profile || api.profileInfo(record.profile).game !== api.profileInfo(profile).game) return record;
  if (record.error) return reread?.(profile) ?? record;
  return { ...record, profile };
}

const namesRules = (record) => Object.keys(record.tags ?? {}).some((k) => k.toLowerCase() === 'variant');

/**
 * The records of `input` (read without a profile) with those that name no rules, were read as
 * another game's and stopped at an error, read again under the board's `profile` where that
 * reads more of their moves: moves that name no game are the caller's game's to readRecords
 * given a profile (a makruk game as a bare UCI list, 'e3e4 …', is xiangqi's to a reading without
 * one and stops at its first move; WinBoard's janggi and xiangqi SAN had been makruk's so, until
 * the reader learned to tell them by their first plies).
 */
export function withBoardReading(records, input, profile) {
  const game = api.profileInfo(profile).game;
  const astray = (r) => r.profile && r.error && !namesRules(r) && api.profileInfo(r.profile).game !== game;
  if (!records.some(astray)) return records;
  let again;
  try { again = readGames(input, { profile }); } catch { return records; }
  if (again.length !== records.length) return records;
  return records.map((r, i) => (astray(r) && again[i].profile && api.profileInfo(again[i].profile).game === game
    && (again[i].moves?.length ?? 0) > (r.moves?.length ?? 0) ? again[i] : r));
}
