// replay.js — a raw game from pgn.js to a Record: with the rules, start and notation settle.js
// decides, plays the move tree through the Game API.
//
//   Record   = { tags, profile, fen, moves: MoveNode[], result, comment?, error?, end?, format, notation }
//   MoveNode = { uci, text, comment?, commentBefore?, nags?, variations?: MoveNode[][] }
// Nothing throws: a bad variant, FEN, formation or move ends the record with `error`
// ({ ply, text, code, message, variation? }; ply 0 for the header, else the 1-based ply of the
// bad move from the start; `variation`, for a move of a variation, is the path to that variation
// ([3, 0]: moves[3].variations[0]; [3, 0, 1, 2]: moves[3].variations[0][1].variations[2]), whose
// moves before it are kept, as the mainline's are).
// A record that plays on past an end of the rules is read whole; `end` says where the rules
// ended it ({ ply, result, winner, reason }).

import { Game } from '../game.js';
import { OutOfMemoryError } from '../errors.js';
import { gibResult, formationStarts } from './gib.js';
import { resultOfWord } from './results.js';
import { settle, tag, notationOfText, gameOfName, playOptionsOf } from './settle.js';
import { lent } from './lent.js';
import { respelling } from './respell.js';
import { named, revoked } from './named.js';

// ---------------------------------------------------------------------------
// Reading one move text


/** Plays one move text (the core reads it); returns the move's UCI text or throws (with a code). */
function playText(game, text, kind) {
  // (a bare '=' after a SAN move, a draw offer as SchemingMind writes 'Nd8=', the core's SAN
  // readers pass over)
  const k = kind === 'auto' ? notationOfText(text) : kind;
  return lent.playUci(game, text, k ? playOptionsOf(k) : undefined);
}

/** playText; a record that goes on past an end of the rules that leaves legal moves (people's
 *  games go on past a repetition no referee called) makes the game play past such ends. */
function playOn(game, text, kind, state) {
  try {
    return playText(game, text, kind);
  } catch (e) {
    if (e?.code !== 'game-over' || game.playPastEnd) throw e;
    game.playPastEnd = true;
    try {
      const uci = playText(game, text, kind);
      state.pastEnd = true;
      return uci;
    } catch (again) {
      game.playPastEnd = false; // over with no move left (mate): the record goes on past it
      throw again;
    }
  }
}

/** Where the rules first ended a record's mainline that plays on past it: { ply, result,
 *  winner, reason } (its outcome after `ply` moves), or undefined. Asked only of records that
 *  went past an end, on a game of its own (variations do not move it). */
function firstEnd(settled, nodes) {
  const game = new Game(settled.profile, settled.fen);
  game.playPastEnd = true;
  try {
    for (let ply = 0; ply < nodes.length; ply++) {
      const { over, result, winner, reason, scored } = game.outcome();
      if (over) return scored ? { ply, result, winner, reason, scored } : { ply, result, winner, reason };
      game.play(nodes[ply].uci);
    }
    return undefined;
  } finally {
    game.free();
  }
}

// ---------------------------------------------------------------------------
// The tree

/** A move's or start's refusal as a record's problem. Memory running out is no fault of the
 *  record, and an error with no code a fault of ours: both are thrown, not reported as the record's. */
function describeError(error) {
  if (error instanceof OutOfMemoryError || typeof error?.code !== 'string') throw error;
  return { code: error.code, message: error.message };
}

/** Why a raw node's comments or NAGs cannot be a record's (fromRecord takes them from the
 *  caller), or null. The value is named as named() names it, running none of the caller's code:
 *  JSON.stringify threw the platform's TypeError for a revoked Proxy, a BigInt or a cycle. */
function badNode(r) {
  for (const [field, value] of [['comment', r.comment], ['commentBefore', r.before]]) {
    if (value !== undefined && typeof value !== 'string') return `a move's ${field} is a text, not ${named(value)}`;
  }
  if (r.nags !== undefined && !(!revoked(r.nags) && Array.isArray(r.nags) && r.nags.every((n) => Number.isInteger(n) && n >= 0))) {
    return `a move's nags are an array of NAG numbers, not ${named(r.nags)}`;
  }
  return null;
}

/** Plays a line (and, undone again, its variations); returns { nodes, error }. `path`: where the
 *  line is in the tree, [] for the mainline, else the indices of the node it branches from and
 *  of the variation, at each level ([3, 0]: moves[3].variations[0]); an error in a variation
 *  carries it as `variation`. */
function playLine(game, raw, kind, state, path = []) {
  const nodes = [];
  let error = null;
  for (let i = 0; i < raw.length; i++) {
    const r = raw[i];
    // a setup turn's move written as two joined by a comma ('b1c1,h1g1'): one move, its text whole
    const setup = r.joined !== undefined && joinedSetup(game, r, raw[i + 1], kind, state);
    if (setup) {
      nodes.push(setup);
      state.basePly++;
      i++;
      continue;
    }
    const variations = [];
    for (const v of r.variations ?? []) {
      // a variation whose first move is refused is not kept: its path names where it would be
      const sub = playLine(game, v, kind, state, [...path, nodes.length, variations.length]);
      for (let i = 0; i < sub.nodes.length; i++) game.undo();
      if (sub.nodes.length) variations.push(sub.nodes);
      if (sub.error && !state.error) state.error = sub.error;
    }
    let uci;
    try {
      const bad = badNode(r);
      if (bad) throw Object.assign(new Error(bad), { code: 'bad-record' });
      uci = playOn(game, state.rewrite ? state.rewrite(r.text) : r.text, kind, state);
    } catch (e) {
      error = { ply: state.basePly + 1, text: r.text, ...describeError(e) };
      if (path.length) error.variation = path;
      break;
    }
    const node = { uci, text: r.text };
    if (r.before) node.commentBefore = r.before;
    if (r.comment) node.comment = r.comment;
    if (r.nags) node.nags = r.nags;
    if (variations.length) node.variations = variations;
    nodes.push(node);
    state.basePly++;
  }
  state.basePly -= nodes.length;
  return { nodes, error };
}

/** The node of a setup turn's move written as two joined by a comma (pgn-games.js, `joined`:
 *  'b1c1,h1g1', both swaps of janggi/vchess), played whole; null where the turn is no setup turn
 *  or the text no setup move there (two moves of a list: 'h2e2,h9g7'). The second part's comment
 *  and NAGs are the move's; a part with variations is read as a list. */
function joinedSetup(game, first, second, kind, state) {
  if (!second || first.variations || second.variations || badNode(second) || !game.isSetupTurn()) return null;
  let uci;
  try {
    uci = playOn(game, state.rewrite ? state.rewrite(first.joined) : first.joined, kind, state);
  } catch {
    return null;
  }
  const node = { uci, text: first.joined };
  if (second.comment) node.comment = second.comment;
  if (second.nags) node.nags = second.nags;
  return node;
}

/** True when some move of the tree is ICCS by its shape alone (a rank 0, or capitals), as the
 *  core's readers tell it for the game: a record of lower-case coordinates is UCI's otherwise. */
function hasIccsMove(nodes, game) {
  return nodes.some((n) => notationOfText(n.text, game) === 'iccs' || (n.variations ?? []).some((line) => hasIccsMove(line, game)));
}

// Notations of one game whose texts look alike: UCI's and ICCS's coordinates ('h2e2', ranks 1-10
// or 0-9; janggi's too, as WinBoard's records keep its moves: 'c0d2'), WXF's and Vietnamese
// ('P2-5': WXF's soldier, Vietnamese's cannon). A record's first move tells them apart only where
// one of them names no move.
const LOOK_ALIKE = { xiangqi: { uci: 'iccs', wxf: 'vietnamese', vietnamese: 'wxf' }, janggi: { uci: 'iccs' } };

function replayWith(raw, settled, kind) {
  let game;
  try {
    game = new Game(settled.profile, settled.fen);
  } catch (e) {
    return { game: null, error: { ply: 0, text: settled.fen ?? settled.profile, ...describeError(e) } };
  }
  const start = game.fen();
  const state = { basePly: 0, error: null, pastEnd: false, rewrite: settled.rewrite };
  const line = playLine(game, raw.moves, kind, state);
  return { game, start, nodes: line.nodes, error: line.error ?? state.error, pastEnd: state.pastEnd };
}

/** A raw game to a Record (and the game at the end of its mainline, for fromRecord). */
export function replayGame(raw, options = {}) {
  const tags = Object.fromEntries(raw.tags);
  let settled = settle(raw, options);
  if (settled.fenOption !== undefined) tags.FEN = settled.fenOption; // as a [FEN] tag would give it
  // a notation only where one is known (an optional field is absent, not undefined)
  const record = { tags, profile: settled.profile, fen: settled.fen, moves: [], result: '*', format: settled.format, ...(settled.kind ? { notation: settled.kind } : {}) };
  const resultTag = tag(raw.tags, 'Result');
  const tagResult = settled.gib && (settled.format === 'gib' || resultTag === undefined) ? gibResult(raw.tags) : resultOfWord(resultTag ?? '');
  // the result the moves end with, its colour read in the record's game ('Red wins': janggi's Han)
  // a '*' ending the moves says nothing: a Result tag that gives one wins over it, as python-chess
  // reads PGN (a converter that joins games with '*' lines keeps each game's result in its tag)
  const ending = raw.result === '*' && tagResult && tagResult !== '*' ? null : raw.result;
  const declared = (profile) => (raw.resultText && profile ? resultOfWord(raw.resultText, gameOfName(profile)) : null) ?? ending ?? tagResult ?? '*';
  record.result = declared(settled.profile);
  if (raw.comment) record.comment = raw.comment;
  if (settled.error) {
    delete record.fen; // settle reads the start last: a header it could not read gives none
    record.error = settled.error;
    return { record, game: null };
  }

  // Lower-case coordinates are UCI unless a Format tag says ICCS, or only ICCS replays them.
  let kind = settled.kind ?? 'auto';
  const game = gameOfName(settled.profile);
  // (not the moves of a record's nodes, given as the core's UCI: options.uciOnly)
  if (kind === 'uci' && !options.uciOnly && LOOK_ALIKE[game]?.uci === 'iccs' && hasIccsMove(raw.moves, game)) {
    kind = 'iccs';
    record.notation = 'iccs';
  }
  let run = replayWith(raw, settled, kind);
  // a notation whose texts another writes too: the other, where it reads the record further
  const lookAlike = options.uciOnly ? undefined : LOOK_ALIKE[game]?.[settled.kind];
  if (run.error && run.game && lookAlike) {
    const other = replayWith(raw, settled, lookAlike);
    if (!other.error || (other.nodes?.length ?? 0) > run.nodes.length) {
      run.game.free();
      run = other;
      kind = lookAlike;
      record.notation = lookAlike;
    } else {
      other.game?.free();
    }
  }
  // SAN whose ranks count from 0, as WinBoard and Banksia write xiangqi's and janggi's ('Cbe2',
  // 'Rb0'): read so where that reads the record further, and said (record.dialect)
  if (run.error && !run.error.variation && run.game && kind === 'san' && game !== 'makruk' && !settled.rewrite) {
    const fromZero = { ...settled, rewrite: respelling('RANKS_FROM_ZERO') };
    const other = replayWith(raw, fromZero, kind);
    if (!other.error || (other.nodes?.length ?? 0) > run.nodes.length) {
      run.game.free();
      run = other;
      settled = fromZero;
      record.dialect = 'ranks-from-zero';
    } else {
      other.game?.free();
    }
  }
  // a janggi record that gives no start (its moves quoted without a GIB's tags, as pages and
  // posts copy a game) and whose move names a piece the default start does not have there
  // ('02象74', 'E12-44': a horse stands there): from the formations its moves fit, where those
  // read it further. Only that refusal: a move naming no piece (UCI's) tells no formation
  if (run.error?.code === 'wrong-piece' && !run.error.variation && run.game && game === 'janggi' && settled.fen === undefined && !options.uciOnly) {
    for (const fen of formationStarts()) {
      if (!run.error) break;
      if (fen === run.start) continue;
      const other = replayWith(raw, { ...settled, fen }, kind);
      if (other.game && (!other.error || other.nodes.length > run.nodes.length)) {
        run.game.free();
        run = other;
        settled = { ...settled, fen };
      } else {
        other.game?.free();
      }
    }
  }
  // a game guessed from its board alone: the other game of 10 ranks when it reads further
  if (((run.error && !run.error.variation) || !run.game) && settled.otherProfile) {
    const otherSettled = { ...settled, profile: settled.otherProfile };
    const other = replayWith(raw, otherSettled, kind);
    if (other.game && (!other.error || other.nodes.length > (run.nodes?.length ?? -1))) {
      run.game?.free();
      run = other;
      settled = otherSettled;
      record.profile = settled.profile;
      record.result = declared(settled.profile);
    } else {
      other.game?.free();
    }
  }
  if (!run.game) {
    record.error = run.error;
    return { record, game: null };
  }
  record.fen = run.start;
  record.moves = run.nodes;
  if (run.pastEnd) {
    const end = firstEnd(settled, run.nodes);
    if (end) record.end = end;
  }
  if (run.error) record.error = settled.guess ? { ...run.error, message: run.error.message + settled.guess } : run.error;
  for (const p of raw.problems) {
    if (!record.error) record.error = { ply: p.header ? 0 : run.nodes.length, text: p.text, code: p.code, message: p.message };
  }
  return { record, game: run.game };
}
