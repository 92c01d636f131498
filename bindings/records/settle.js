// settle.js — what a raw game from the readers (pgn.js, gib.js, ...) is read as, before any
// move is played: its rules (a profile, from its [Variant], GIB tags, [Game], a FEN's shape or
// its notation), its start (a FEN tag, GIB formations or board, readRecords' { fen }), the
// notation of its moves and its format. replay.js then plays it.

import { Game } from '../game.js';
import { NOTATIONS } from '../notation.js';
import { lent } from './lent.js';
import { isGibTags, gibStart, hasFormationTags, hasOldCoordinates } from './gib.js';
import { RESULT_MARK } from './results.js';
import { respelling } from './respell.js';

export const gameOfName = (name) => lent.gameOfName(name); // profiles.js: the game a profile's name names

// One options object per notation, not one per move (the names are the core's: NOTATIONS).
const playOptions = new Map();
export function playOptionsOf(kind) {
  let options = playOptions.get(kind);
  if (!options) playOptions.set(kind, (options = Object.freeze({ notation: kind })));
  return options;
}

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
const FORMATS = { iccs: 'iccs', wxf: 'wxf', chinese: 'chinese', cn: 'chinese', vietnamese: 'vietnamese', uci: 'uci', san: 'san', thai: 'thai', janggi: 'janggi', korean: 'korean', gib: 'korean' };

// The tags a record writes its start in: every reader puts a start other than the profile's
// into these (XQF, CBR, DhtmlXQ, WXF and dpxq as FEN; GIB as its formations or [판] board; a
// PGN's [Cho] and [Han] when they hold formations).
const START_TAG = /^(fen|초차림|한차림|초포진|한포진|판)$/i;

/** Whether a record's tags ([name, value] pairs) write its start: a record without them starts
 *  as its profile does (or from readRecords' { fen }). */
export const writesStart = (tags) => tags.some(([name]) => START_TAG.test(name)) || hasFormationTags(tags);

export function tag(tags, name) {
  const want = name.toLowerCase();
  // (the length first: a record's tags are looked up many times, and most names differ in it)
  const hit = tags.findLast(([n]) => n.length === want.length && n.toLowerCase() === want);
  return hit ? hit[1] : undefined;
}

/** The notation one move text is written in, as far as its shape tells: the core's readers
 *  decide (br_notation_of_text), each tried at its game's start; `game` limits them to its. */
export const notationOfText = (text, game) => lent.notationOfText(text, game)?.kind ?? null;

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

/** A game's board height and where its start puts its generals, if it has any ({ letter, fenRank,
 *  file }, FEN ranks counted from the first written), read from the core's start, once. */
const starts = {};
function startOf(game) {
  if (starts[game]) return starts[game];
  const g = new Game(`${game}/standard`);
  const generals = g.pieces().filter((p) => p.role === 'general').map(({ square, letter }) => {
    const index = g.squareIndex(square);
    return { letter, fenRank: g.height - 1 - Math.floor(index / g.width), file: index % g.width };
  });
  starts[game] = { height: g.height, generals };
  g.free();
  return starts[game];
}
const heightOf = (game) => startOf(game).height;

/** The likelier game of a board that names none: makruk's by its height (8 ranks); of janggi's
 *  and xiangqi's (10), janggi's when both generals stand where janggi's start puts them, on their
 *  palaces' centres (a xiangqi general leaves its back rank in endgames, but rarely both at once),
 *  else xiangqi's. A record that the likelier game cannot read is tried in the other
 *  (replayGame). */
export function profileOfFen(fen) {
  const ranks = ranksOf(fen);
  if (ranks.length === heightOf('makruk')) return 'makruk/standard';
  const janggi = startOf('janggi');
  const atStart = ({ letter, fenRank, file }) => rankFile(ranks[fenRank] ?? '', letter) === file;
  if (ranks.length === janggi.height && janggi.generals.every(atStart)) return 'janggi/standard';
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

/** Whether a record's notation (and its first moves' texts) may be one of `game`'s: SAN is
 *  makruk's ("c4", "Nd2") or xiangqi's and janggi's (every piece lettered: "Che3"), as the
 *  game's SAN reader takes the first move or not. */
function notationFits(kind, opening, game) {
  const [first] = opening;
  if (!NOTATIONS[game]?.includes(kind)) return false;
  if (kind !== 'san' || first === undefined || game === 'makruk') return true;
  if (notationOfText(first, game) !== 'san') return false;
  if (notationOfText(first, 'makruk') !== 'san') return true;
  // a text makruk's SAN reads too ("c4": a pawn's there, an unlettered soldier's in xiangqi and
  // janggi): the game where it is a legal first move. WinBoard's ranks count from 0 ("Ng2", a
  // horse to g3): a first move legal so is its game's too
  const read = sanReach(opening, game);
  if (read === 0) return false;
  // legal in both (WinBoard's xiangqi "1. g4  Hc7", "1. g4  c5  2. Cb6", a soldier's; a pawn's
  // in makruk): the game that reads more of the opening's moves, makruk's when both read as many
  return read > pliesRead(opening, 'makruk');
}

/** How many of a record's first SAN texts `game` reads, as written or with WinBoard's ranks
 *  from 0 ("Ng2", a horse to g3), the reading that goes further. */
function sanReach(opening, game) {
  return Math.max(pliesRead(opening, game), pliesRead(opening.map(respelling('RANKS_FROM_ZERO')), game));
}

/** The game of 10 ranks whose SAN reads more of a record's opening than makruk's (WinBoard's
 *  old-style files name no game: "1. g4  Hc7", "1. Ng2  Ng7"), the one that reads more of the two
 *  (xiangqi's when both read as many), or null: makruk's. */
function tenRankGameOfSan(opening) {
  const [xiangqi, janggi] = ['xiangqi', 'janggi'].map((game) => (notationFits('san', opening, game) ? sanReach(opening, game) : 0));
  if (xiangqi === 0 && janggi === 0) return null;
  return janggi > xiangqi ? 'janggi' : 'xiangqi';
}

/** How many of SAN texts, in turn from the game's start, are legal moves. */
function pliesRead(texts, game) {
  const g = new Game(`${game}/standard`);
  try {
    let n = 0;
    for (; n < texts.length && g.explain(texts[n], { notation: 'san' }) === null; n++) g.play(texts[n], { notation: 'san' });
    return n;
  } finally {
    g.free();
  }
}

/** The game a record's notation says, where nothing else does: the one whose reader took its
 *  first move in that notation (`shape`, the core's { kind, game }: SAN makruk's for "e4",
 *  xiangqi's for "Che3" and "Pg5", janggi's SAN being the [Variant]'s to say; UCI xiangqi's
 *  unless only makruk's reads it, "c5c6m"), else the game the notation is of. */
function profileOfNotation(kind, shape) {
  if (shape?.kind === kind) return `${shape.game}/standard`;
  if (kind === 'korean' || kind === 'janggi') return 'janggi/standard';
  if (kind === 'thai' || kind === 'san') return 'makruk/standard';
  if (kind) return 'xiangqi/standard';
  return null;
}

/** The rules, start, notation hint and format of a raw game: { profile, fen, kind, format, error }. */
export function settle(raw, options) {
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
    if (!out.kind) return headerError('unknown-format', `unknown [Format "${formatTag}"] (use ICCS, WXF, Chinese, Vietnamese, UCI, SAN, Thai, janggi or Korean)`, formatTag);
  }
  // a GIB in the old coordinates (gib.js): its moves respelled in today's by the core
  if (gib && !options.moveKind && hasOldCoordinates(tags)) out.rewrite = respelling('GIB_OLD_POINTS');
  // a format whose moves are points in its own digits (DhtmlXQ, CBF, XQF, CBR), read by the core
  else if (raw.dialect && !options.moveKind) out.rewrite = respelling(raw.dialect);
  const written = firstText(raw.moves);
  const first = written !== undefined && out.rewrite ? out.rewrite(written) : written;
  const opening = [first, ...raw.moves.slice(1, 4).map((m) => m.text)].filter((t) => t !== undefined); // (SAN is read as written)
  const shape = first === undefined ? null : lent.notationOfText(first); // { kind, game } or null
  const byShape = !out.kind && shape !== null; // the notation is the first move's shape's, any game's
  out.kind ??= shape?.kind ?? null;
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
  const formations = gib || hasFormationTags(tags);
  if (!out.profile && formations) out.profile = 'janggi/standard';
  const gameTag = tag(tags, 'Game');
  if (!out.profile && gameTag && /chinese|xiangqi|象棋/i.test(gameTag)) out.profile = 'xiangqi/standard';
  if (!out.profile && /janggi|korean|장기/i.test(gameTag ?? '')) out.profile = 'janggi/standard';
  if (!out.profile && /makruk|thai/i.test(gameTag ?? '')) out.profile = 'makruk/standard';
  const fenTag = tag(tags, 'FEN');
  // readRecords' { fen }: the start of a record that writes none (no start tag, and no board of
  // its format's own); like a [FEN] tag, it may tell the game of a record that names none
  const fenOption = options.fen != null && !raw.startGiven && !writesStart(tags) ? options.fen : undefined;
  const startFen = fenTag ?? fenOption;
  if (!out.profile && startFen && ranksOf(startFen).length === heightOf('makruk')) out.profile = 'makruk/standard'; // UCI alone would say xiangqi
  // a board of 10 ranks, in a notation both its games write: the likelier game, then the other
  const bothGames = startFen && ranksOf(startFen).length === heightOf('xiangqi') && (!out.kind || out.kind === 'uci' || out.kind === 'san');
  const guessed = bothGames ? profileOfFen(startFen) : null;
  let byGuess = false; // the game is the board's likelier one, nothing naming it: the other may read further
  if (!out.profile && guessed && out.kind === 'san') [out.profile, byGuess] = [guessed, true]; // SAN alone would say makruk
  if (options.profile && !options.exactProfile) {
    // the caller's rules for records of its game, and for those that name none (unless their
    // notation is not one of its game's)
    const game = gameOfName(options.profile);
    // (a first move of another game's notation by its shape alone, 'e3-e4': its game's reading)
    const fits = !out.kind || notationFits(out.kind, opening, game)
      || (byShape && !NOTATIONS[game]?.includes(out.kind) && notationOfText(first, game) !== null);
    if (out.profile ? gameOfName(out.profile) === game : fits) [out.profile, byGuess] = [options.profile, false];
  }
  if (!out.profile) {
    byGuess = guessed !== null;
    out.profile = guessed ?? profileOfNotation(out.kind, shape) ?? (startFen ? profileOfFen(startFen) : 'xiangqi/standard');
    // SAN naming no game is makruk's (PlayOK writes no Variant tag), unless xiangqi's or janggi's
    // reads more of its first plies (then the other of the two is tried too, as for a board)
    const tenRanks = out.kind === 'san' && gameOfName(out.profile) === 'makruk' && !startFen ? tenRankGameOfSan(opening) : null;
    if (tenRanks) [out.profile, byGuess] = [`${tenRanks}/standard`, true];
    // (a chess game reads as makruk too)
    if (out.kind === 'san' && gameOfName(out.profile) === 'makruk') out.guess = ' (read as makruk: the record has no [Variant] tag and its moves are SAN; a chess game is not read)';
  }

  if (byGuess) out.otherProfile = gameOfName(out.profile) === 'janggi' ? 'xiangqi/standard' : 'janggi/standard';
  const game = gameOfName(out.profile);
  // a first move whose shape is another game's notation ('e3-e4', ICCS's shape): read in the
  // notation the record's own game reads it in (makruk's long algebraic)
  if (byShape && !NOTATIONS[game]?.includes(out.kind)) out.kind = notationOfText(first, game);
  // PlayOK's makruk SAN letters its promoted pawns P ("Pd5", "P1e2"; its pawns have no letter):
  // the core respells them with our SAN's M, which names promoted and original mets alike
  if (game === 'makruk' && /playok/i.test(tag(tags, 'Site') ?? '')) out.rewrite = respelling('PLAYOK_MAKRUK');
  if (fenTag !== undefined && fenTag.trim()) {
    out.fen = normalizeFen(fenTag, game);
  } else if (fenOption !== undefined && (options.profile ? gameOfName(options.profile) === game : ranksOf(fenOption).length === heightOf(game))) {
    // a start of its game only (the profile's; without one, a board of its shape, read in the
    // record's game as a [FEN] tag is: a FEN alone does not tell xiangqi from janggi): a record
    // of another game keeps its own
    out.fen = normalizeFen(fenOption, game);
    out.fenOption = fenOption;
  } else if (gib || (formations && game === 'janggi')) {
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
  const options = kind ? playOptionsOf(kind) : undefined;
  const refusal = (start) => { // null: the move is legal from that start
    let game;
    try {
      game = new Game(profile, start);
      game.playPastEnd = true; // a start the rules have ended (generals and guards alone) still has a mover
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
