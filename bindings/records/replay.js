// replay.js — a raw game from pgn.js to a Record: decides the rules (profile), the start
// position and the notation, then plays the move tree through the Game API.
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
import { NOTATIONS } from '../notation.js';
import { lent } from './lent.js';

const gameOfName = (name) => lent.gameOfName(name); // profiles.js: the game a profile's name names
import { isGibTags, gibStart, gibResult, hasOldCoordinates, fromOldCoordinates } from './gib.js';
import { RESULT_MARK, resultOfWord } from './results.js';

// Fairy-Stockfish / pychess variant names (any casing) -> profile.
const VARIANTS = {
  xiangqi: 'xiangqi/standard', chinesechess: 'xiangqi/standard',
  janggi: 'janggi/standard', janggicasual: 'janggi/standard', janggimodern: 'janggi/standard',
  janggitraditional: 'janggi/standard', koreanchess: 'janggi/standard',
  makruk: 'makruk/standard', thaichess: 'makruk/standard',
};
const variantKey = (value) => String(value).toLowerCase().replace(/[\s_-]+/g, '');
/** The profile a [Variant] value reads as ('Xiangqi': xiangqi/standard; 'janggi/plyyard'), or null. */
export function profileOfVariant(value) {
  return VARIANTS[variantKey(value)] ?? (String(value).includes('/') && Object.hasOwn(NOTATIONS, gameOfName(value)) ? String(value) : null);
}
// Fairy-Stockfish's other janggi rule sets: janggi/standard has its "janggi"'s (bikjang, material
// counting), and no built-in profile has these: their records are read only under a janggi
// profile the caller names (janggi/standard had refused their legal moves and scored their ends).
const OTHER_JANGGI_RULES = {
  janggimodern: 'Fairy-Stockfish\'s janggi without bikjang (as Kakao Janggi), with material counting',
  janggicasual: 'Fairy-Stockfish\'s janggi without bikjang or material counting',
  janggitraditional: 'Fairy-Stockfish\'s janggi with bikjang a draw and no material counting',
};

// [Format] values (any case); CN is Chinese, as a real PGN writer tags it (tests/records/README.md)
const FORMATS = { iccs: 'iccs', wxf: 'wxf', chinese: 'chinese', cn: 'chinese', uci: 'uci', san: 'san', thai: 'thai', janggi: 'janggi', korean: 'korean', gib: 'korean' };

const UCI_COORD = /^[a-i](10|[1-9])[a-i](10|[1-9])m?$/; // m: a makruk promotion
const ICCS_UPPER = /^[A-I][0-9]-?[A-I][0-9]$|^[a-i][0-9]-[a-i][0-9]$/;
const ICCS_ZERO = /^[a-i][0-9][a-i][0-9]$/;
const JANGGI_NUMERIC = /^[KAEHRCPGNB]\d\d[-x]\d\d/i;
const WXF = /^([KAEHRCPNB][1-9+\-.=]|[1-9][1-9])[+\-.=][1-9]$/i;
const THAI = /[\u0e00-\u0e7f]/;
const FULL_WIDTH = /[\uff01-\uff5e]/;
const FULL_WIDTH_ALL = /[\uff01-\uff5e]/g;
// Which notation a text is in, by its characters only (the core reads the move itself):
// Chinese piece/tandem characters, GIB square-piece-square or the pass word.
const CHINESE = /^[前后後中一二三四五]?[车車俥马馬傌炮砲包相象仕士帅帥将將兵卒]|^[前后後中一二三四五][一二三四五六七八九１-９1-9]/;
// GIB points are numeric ("08마87") or, in 장기 for Kakao's exports, coordinates ("i3卒h3")
const KOREAN_PIECE = '(?:[楚漢초한]?[차車포包砲마馬상象사士장궁將졸병卒兵]|[楚漢초한])'; // 楚 alone: the general
const KOREAN = new RegExp(`^(?:\\d\\d${KOREAN_PIECE}\\d\\d|[a-i]\\d${KOREAN_PIECE}[a-i]\\d)|^(한수쉼|한수 쉼|쉼)$`);
const SAN = /^([KMSNRQB]?[a-h]?[1-8]?x?[a-h][1-8](=?M)?[+#]?|[KMSNRQB][a-h][1-8][a-h][1-8])$/;
// Fairy-Stockfish's SAN of xiangqi and janggi (pychess's records): every piece lettered, ranks to 10
const XQ_SAN = /^[KAEHRCP][a-i]?(10|[1-9])?x?[a-i](10|[1-9])[+#]?$/;
const XQ_SAN_ONLY = /^[AEHCP]/; // letters makruk's SAN has not
const PLAYOK_PROMOTED = /^P(?=[a-h]?[1-8]?x?[a-h][1-8])/;

// The tags a record writes its start in: every reader puts a start other than the profile's
// into these (XQF, CBR, DhtmlXQ, WXF and dpxq as FEN; GIB as its formations or [판] board).
const START_TAG = /^(fen|초차림|한차림|초포진|한포진|판)$/i;

/** Whether a record's tags ([name, value] pairs) write its start: a record without them starts
 *  as its profile does (or from readRecords' { fen }). */
export const writesStart = (tags) => tags.some(([name]) => START_TAG.test(name));

function tag(tags, name) {
  const want = name.toLowerCase();
  const hit = tags.findLast(([n]) => n.toLowerCase() === want);
  return hit ? hit[1] : undefined;
}

/** The notation one move text is written in, as far as the text alone tells. */
export function notationOfText(text) {
  if (KOREAN.test(text)) return 'korean';
  if (CHINESE.test(text)) return 'chinese';
  if (THAI.test(text)) return 'thai';
  if (ICCS_UPPER.test(text)) return 'iccs';
  if (UCI_COORD.test(text)) return 'uci';
  if (ICCS_ZERO.test(text)) return 'iccs';
  if (JANGGI_NUMERIC.test(text)) return 'janggi';
  if (WXF.test(text)) return 'wxf';
  if (SAN.test(text.replace(/=$/, '')) || XQ_SAN.test(text)) return 'san';
  // full-width letters and signs ('Ｃ２＝５', as Chinese databases write WXF): as their ASCII
  if (FULL_WIDTH.test(text)) return notationOfText(text.replace(FULL_WIDTH_ALL, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)));
  return null;
}

function firstText(nodes) {
  return nodes.length ? nodes[0].text : undefined;
}

/** xiangqi/janggi FENs as other tools write them: E/H letters, 'r' to move, no counters. */
export function normalizeFen(fen, game) {
  const parts = fen.trim().split(/\s+/);
  let board = parts[0];
  if (game !== 'makruk') board = board.replace(/[eEhH]/g, (c) => ({ e: 'b', E: 'B', h: 'n', H: 'N' })[c]);
  let side = (parts[1] ?? 'w').toLowerCase();
  if (side === 'r') side = 'w';
  let rest = parts.slice(2);
  if (rest.length === 2 && rest.every((x) => /^\d+$/.test(x))) rest = ['-', '-', ...rest];
  while (rest.length < 4) rest.push(['-', '-', '0', '1'][rest.length]);
  if (rest[3] === '0') rest[3] = '1';
  return [board, side, ...rest.slice(0, 4)].join(' ');
}

const ranksOf = (fen) => fen.trim().split(/\s+/)[0].split('/');

/** The likelier game of a board that names none: makruk's by its 8 ranks; of 10, janggi's when
 *  both generals stand on their palaces' centres, where janggi's start puts them (a xiangqi
 *  general leaves its back rank in endgames, but rarely both at once), else xiangqi's. A record
 *  that the likelier game cannot read is tried in the other (replayGame). */
export function profileOfFen(fen) {
  const ranks = ranksOf(fen);
  if (ranks.length === 8) return 'makruk/standard';
  const centred = (rank, general) => rankFile(rank ?? '', general) === 4;
  if (ranks.length === 10 && centred(ranks[1], 'k') && centred(ranks[8], 'K')) return 'janggi/standard';
  return 'xiangqi/standard';
}

/** The file (0-based) of `letter` on one rank of a FEN, or -1. */
function rankFile(rank, letter) {
  let file = 0;
  for (const c of rank) {
    if (c === letter) return file;
    file += /\d/.test(c) ? Number(c) : c === '~' ? 0 : 1;
  }
  return -1;
}

/** Whether a record's notation (and its first move's text) may be one of `game`'s: SAN is
 *  makruk's ("c4", "Nd2") or xiangqi's and janggi's (every piece lettered: "Che3"). */
function notationFits(kind, first, game) {
  if (!NOTATIONS[game]?.includes(kind)) return false;
  return kind !== 'san' || first === undefined || (game === 'makruk' ? SAN.test(first.replace(/=$/, '')) : XQ_SAN.test(first));
}

function profileOfNotation(kind, first) {
  if (kind === 'korean' || kind === 'janggi') return 'janggi/standard';
  if (kind === 'san' && XQ_SAN_ONLY.test(first ?? '')) return 'xiangqi/standard'; // janggi: [Variant] says
  if (kind === 'thai' || kind === 'san') return 'makruk/standard';
  if (kind) return 'xiangqi/standard';
  return null;
}

/** The rules, start, notation hint and format of a raw game: { profile, fen, kind, format, error }. */
function settle(raw, options) {
  const tags = raw.tags;
  const gib = isGibTags(tags);
  const out = { format: raw.format ?? (gib ? 'gib' : 'pgn'), profile: null, fen: undefined, kind: null, error: null, gib };
  const headerError = (code, message, text = '') => { out.error = { ply: 0, text, code, message }; return out; };
  // a record of a game read nowhere here (gib.js: Tygem's baduk), refused by its reader
  if (raw.refusal) return headerError(raw.refusal.code, raw.refusal.message, raw.refusal.text);

  const formatTag = tag(tags, 'Format');
  if (options.moveKind) out.kind = options.moveKind;       // fromRecord replays the UCI of each node
  else if (raw.kind) out.kind = raw.kind;                  // a format whose moves are one notation (DhtmlXQ)
  else if (formatTag !== undefined) {
    out.kind = FORMATS[formatTag.trim().toLowerCase()];
    if (!out.kind) return headerError('unknown-format', `unknown [Format "${formatTag}"] (use ICCS, WXF, Chinese, UCI, SAN, Thai, janggi or Korean)`, formatTag);
  }
  // a GIB in the old coordinates (gib.js): its moves read in today's, as the core reads them
  if (gib && !options.moveKind && hasOldCoordinates(tags)) out.rewrite = fromOldCoordinates;
  const written = firstText(raw.moves);
  const first = written !== undefined && out.rewrite ? out.rewrite(written) : written;
  const textKind = first === undefined ? null : notationOfText(first);
  out.kind ??= textKind;
  // a PGN written from a GIB keeps its Korean tags, but a GIB's moves are Korean, and its result
  // is 대국결과, never PGN's [Result] or [SetUp] ([FEN] is some GIB writers' way to a start), nor
  // a termination mark ending the moves (a PGN of an unfinished game has only its '*')
  const pgnSigns = ['Result', 'SetUp'].some((name) => tag(tags, name) !== undefined) || RESULT_MARK.test(raw.resultText ?? '');
  if (out.format === 'gib' && ((out.kind && out.kind !== 'korean') || pgnSigns)) out.format = 'pgn';

  if (options.exactProfile !== undefined && typeof options.exactProfile !== 'string') {
    return headerError('bad-record', `a record's profile is a profile name, not ${JSON.stringify(options.exactProfile) ?? typeof options.exactProfile}`);
  }
  if (options.exactProfile) out.profile = options.exactProfile; // fromRecord: the record's own rules
  const variant = tag(tags, 'Variant');
  const otherRules = variant !== undefined && OTHER_JANGGI_RULES[variantKey(variant)];
  // janggi/standard is Fairy-Stockfish's "janggi", which the tag says the record is not
  const otherProfile = options.profile && gameOfName(options.profile) === 'janggi' && options.profile !== 'janggi/standard';
  if (!out.profile && otherRules && !otherProfile) {
    return headerError('unknown-variant', `[Variant "${variant}"] is ${otherRules}: no built-in profile has these rules; read it under a janggi profile defined for them (defineProfile, or the CLI's --define), named to readRecords ({ profile }) or the command`, variant);
  }
  if (!out.profile && variant !== undefined) {
    out.profile = profileOfVariant(variant);
    if (!out.profile) return headerError('unknown-variant', `unknown [Variant "${variant}"] (use xiangqi, janggi or makruk)`, variant);
  }
  if (!out.profile && gib) out.profile = 'janggi/standard';
  const gameTag = tag(tags, 'Game');
  if (!out.profile && gameTag && /chinese|xiangqi|象棋/i.test(gameTag)) out.profile = 'xiangqi/standard';
  if (!out.profile && /janggi|korean|장기/i.test(gameTag ?? '')) out.profile = 'janggi/standard';
  if (!out.profile && /makruk|thai/i.test(gameTag ?? '')) out.profile = 'makruk/standard';
  const fenTag = tag(tags, 'FEN');
  // readRecords' { fen }: the start of a record that writes none (no start tag, and no board of
  // its format's own); like a [FEN] tag, it may tell the game of a record that names none
  const fenOption = options.fen != null && !raw.startGiven && !writesStart(tags) ? options.fen : undefined;
  const startFen = fenTag ?? fenOption;
  if (!out.profile && startFen && ranksOf(startFen).length === 8) out.profile = 'makruk/standard'; // UCI alone would say xiangqi
  // a board of 10 ranks, in a notation both its games write: the likelier game, then the other
  const bothGames = startFen && ranksOf(startFen).length === 10 && (!out.kind || out.kind === 'uci' || out.kind === 'san');
  const guessed = bothGames ? profileOfFen(startFen) : null;
  if (!out.profile && guessed && out.kind === 'san') out.profile = guessed; // SAN alone would say makruk
  if (options.profile && !options.exactProfile) {
    // the caller's rules for records of its game, and for those that name none (unless their
    // notation is not one of its game's)
    const game = gameOfName(options.profile);
    if (out.profile ? gameOfName(out.profile) === game : !out.kind || notationFits(out.kind, first, game)) out.profile = options.profile;
  }
  if (!out.profile) {
    out.profile = guessed ?? profileOfNotation(out.kind, first) ?? (startFen ? profileOfFen(startFen) : 'xiangqi/standard');
    // SAN naming no game is makruk's (PlayOK writes no Variant tag), but a chess game reads so too
    if (out.kind === 'san' && gameOfName(out.profile) === 'makruk') out.guess = ' (read as makruk: the record has no [Variant] tag and its moves are SAN; a chess game is not read)';
  }

  if (out.profile === guessed) out.otherProfile = guessed === 'janggi/standard' ? 'xiangqi/standard' : 'janggi/standard';
  const game = gameOfName(out.profile);
  // PlayOK's makruk SAN letters its promoted pawns P ("Pd5", "P1e2"; its pawns have no letter):
  // our SAN's M, which names promoted and original mets alike
  if (game === 'makruk' && /playok/i.test(tag(tags, 'Site') ?? '')) out.rewrite = (text) => text.replace(PLAYOK_PROMOTED, 'M');
  if (fenTag !== undefined && fenTag.trim()) {
    out.fen = normalizeFen(fenTag, game);
  } else if (fenOption !== undefined && (options.profile ? gameOfName(options.profile) === game : ranksOf(fenOption).length === (game === 'makruk' ? 8 : 10))) {
    // a start of its game only (the profile's; without one, a board of its shape, read in the
    // record's game as a [FEN] tag is: a FEN alone does not tell xiangqi from janggi): a record
    // of another game keeps its own
    out.fen = normalizeFen(fenOption, game);
    out.fenOption = fenOption;
  } else if (gib) {
    const start = gibStart(tags);
    if (start.error) return headerError(start.error.code, start.error.message, `${tag(tags, '초차림') ?? tag(tags, '초포진') ?? ''} / ${tag(tags, '한차림') ?? tag(tags, '한포진') ?? ''}`);
    out.fen = start.board && first !== undefined ? sideOfFirstMove(out.profile, start.fen, first, out.kind) : start.fen;
  }
  return out;
}

/** A start whose side to move is not written (a GIB [판] board; Han moves first in handicap
 *  games): Black's when the first move is one of Black's and none of the first player's, or
 *  moves a piece of Black's (a SAN move names no starting point: only playing it tells). */
function sideOfFirstMove(profile, fen, first, kind) {
  const options = kind ? PLAY_OPTIONS[kind] : undefined;
  const refusal = (start) => { // null: the move is legal from that start
    let game;
    try {
      game = new Game(profile, start);
      return game.explain(first, options) ?? null;
    } catch {
      return { code: 'bad-start' }; // a bad profile or board: replay says so
    } finally {
      game?.free();
    }
  };
  const second = fen.replace(' w ', ' b ');
  const asFirst = refusal(fen);
  if (asFirst === null) return fen;
  return asFirst.code === 'wrong-side' || refusal(second) === null ? second : fen;
}

// ---------------------------------------------------------------------------
// Reading one move text

// One options object per notation, not one per move.
const PLAY_OPTIONS = Object.fromEntries(['uci', 'iccs', 'wxf', 'chinese', 'janggi', 'korean', 'san', 'thai'].map((k) => [k, Object.freeze({ notation: k })]));

/** Plays one move text (the core reads it); returns the move object or throws (with a code). */
export function playText(game, text, kind) {
  const k = kind === 'auto' ? notationOfText(text) : kind;
  // A bare '=' after a SAN move is a draw offer (SchemingMind writes 'Nd8='), not a promotion.
  if ((k === 'san' || k === 'thai') && text.endsWith('=')) text = text.replace(/(?<!=)=$/, '');
  return game.play(text, k ? PLAY_OPTIONS[k] : undefined);
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
      const move = playText(game, text, kind);
      state.pastEnd = true;
      return move;
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

function describeError(error) {
  return { code: error.code ?? 'unreadable-move', message: error.message };
}

const shown = (value) => JSON.stringify(value) ?? typeof value;

/** Why a raw node's comments or NAGs cannot be a record's (fromRecord takes them from the
 *  caller), or null. */
function badNode(r) {
  for (const [field, value] of [['comment', r.comment], ['commentBefore', r.before]]) {
    if (value !== undefined && typeof value !== 'string') return `a move's ${field} is a text, not ${shown(value)}`;
  }
  if (r.nags !== undefined && !(Array.isArray(r.nags) && r.nags.every((n) => Number.isInteger(n) && n >= 0))) {
    return `a move's nags are an array of NAG numbers, not ${shown(r.nags)}`;
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
  for (const r of raw) {
    const variations = [];
    for (const v of r.variations ?? []) {
      // a variation whose first move is refused is not kept: its path names where it would be
      const sub = playLine(game, v, kind, state, [...path, nodes.length, variations.length]);
      for (let i = 0; i < sub.nodes.length; i++) game.undo();
      if (sub.nodes.length) variations.push(sub.nodes);
      if (sub.error && !state.error) state.error = sub.error;
    }
    let move;
    try {
      const bad = badNode(r);
      if (bad) throw Object.assign(new Error(bad), { code: 'bad-record' });
      const text = r.play ?? r.text; // play: a format's move as notation text (DhtmlXQ)
      move = playOn(game, state.rewrite ? state.rewrite(text) : text, kind, state);
    } catch (e) {
      error = { ply: state.basePly + 1, text: r.text, ...describeError(e) };
      if (path.length) error.variation = path;
      break;
    }
    const node = { uci: move.uci, text: r.text };
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

/** True when some coordinate move of the tree names rank 0: only ICCS has one. */
function hasRankZero(nodes) {
  return nodes.some((n) => /^[a-i][0-9][a-i][0-9]$/.test(n.text) && /^.0|^...0/.test(n.text)
    || (n.variations ?? []).some(hasRankZero));
}

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
  record.result = raw.result ?? tagResult ?? '*';
  if (raw.comment) record.comment = raw.comment;
  if (settled.error) {
    delete record.fen; // settle reads the start last: a header it could not read gives none
    record.error = settled.error;
    return { record, game: null };
  }

  // Lower-case coordinates are UCI unless a Format tag says ICCS, or only ICCS replays them.
  let kind = settled.kind ?? 'auto';
  if (kind === 'uci' && gameOfName(settled.profile) === 'xiangqi' && hasRankZero(raw.moves)) {
    kind = 'iccs';
    record.notation = 'iccs';
  }
  let run = replayWith(raw, settled, kind);
  if (run.error && run.game && settled.kind === 'uci' && gameOfName(settled.profile) === 'xiangqi') {
    const iccs = replayWith(raw, settled, 'iccs');
    if (!iccs.error || (iccs.nodes?.length ?? 0) > run.nodes.length) {
      run.game.free();
      run = iccs;
      kind = 'iccs';
      record.notation = 'iccs';
    } else {
      iccs.game?.free();
    }
  }
  // a game guessed from its board alone: the other game of 10 ranks when it reads further
  if ((run.error || !run.game) && settled.otherProfile) {
    const otherSettled = { ...settled, profile: settled.otherProfile };
    const other = replayWith(raw, otherSettled, kind);
    if (other.game && (!other.error || other.nodes.length > (run.nodes?.length ?? -1))) {
      run.game?.free();
      run = other;
      settled = otherSettled;
      record.profile = settled.profile;
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
    if (!record.error) record.error = { ply: run.nodes.length, text: p.text, code: p.code, message: p.message };
  }
  return { record, game: run.game };
}
