// find.js — `boardrules find`: the records whose mainline reaches a position (grep for games),
// with the ply it is first reached at and the move played from there. Same streaming, --jobs
// and order as validate (stream.js); each record's search is reach.js's.
import { Game, NOTATIONS, profileInfo, validateFen } from '../index.js';
import { recordsWithGames } from '../records/read.js';
import { UsageError } from './args.js';
import { checkFen, checkNotation, checkProfile, exitOfRecords, plural, writeStyleOf } from './common.js';
import { nextMovesJson, nextMovesText } from './next-moves.js';
import { err, out } from './output.js';
import { piecesOf, positionKey } from './reach.js';
import { jobsOf, runStream } from './stream.js';

export const spec = {
  positional: ['profile', 'position', 'file'], variadic: true,
  options: { fen: 'value', json: 'flag', moves: 'flag', notation: 'value', script: 'value', dots: 'flag', jobs: 'value', progress: 'flag' },
};

export const help = () => `usage: boardrules find <profile> <position> <file|dir|->... [--moves] [--notation N] [--script S] [--dots]
                       [--json] [--fen F] [--jobs N] [--progress]

Prints the records (read as by validate: files, folders, zip and gzip archives, standard input)
whose mainline reaches <position>: a FEN of the profile's game, or the moves that lead there from
its start in any notation of the game ('炮二平五 马8进7', '1. h2e2 h9g7'); its board and side to move
(the counters, and the moves that led there, may differ; a FEN's board alone matches either side
to move). The moves are read as a record's are: any notation and layout a record file may hold
('Pháo 2 bình 5 Mã 8 tấn 7', '炮二平五马８进７', a [FEN] tag and the moves from there). A line each, in input order:
"source:line: after ply N, next MOVE (RESULT)" (the first time the record is there; the move
played from there, in UCI unless --notation says; the result the record declares). A record's
moves are played up to one the rules refuse (the positions before it count; validate says why)
and past an end of the rules (a repetition nobody called). Records that cannot be read are reported on stderr; a summary line
ends stderr (its plies are those played: a record is left where the position is found, or can no
longer be).

  --moves      instead of a line per record, the moves the records found played from there
               (an opening explorer's table): games, then how many ended 1-0, 1/2-1/2, 0-1 or
               declared no result (*), then the move; most played first; "(last position)"
               for records that end there, "(refused)" for a next move the rules refuse
  --notation N the next moves (and the --moves table's) in N, one of the profile's game
               (default uci): ${Object.entries(NOTATIONS).map(([g, n]) => `${g}: ${n.join(', ')}`).join('; ')}
  --script S   with --notation chinese: simplified (default) or traditional characters
  --dots       with --notation wxf: '.' along the rank and Black's letters small (c8.7)
  --json       one JSON object per record found: {"source", "line", "id"?, "profile",
               "status": "found", "plies", "ply", "next"? (UCI), "text"? (the next move
               with --notation), "last"? (true: no move follows), "refused"? (the next move
               as written, which the rules refuse), "result"?}; with --moves, one per move: {"move" (UCI, null where the records
               stop), "text"? (with --notation), "end"? ("last" or "refused"), "games",
               "results": {"1-0", "1/2-1/2", "0-1", "*"}}
  --fen F      start position of records that do not give one (no [FEN], GIB formations
               or board)
  --jobs N     worker threads (default: the number of cores); the output is the same for any N
  --progress   progress lines on stderr every second

examples: boardrules find xiangqi/standard 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b' games/
          boardrules find xiangqi/standard '炮二平五 马8进7 马二进三' games.zip --json
          boardrules find xiangqi/standard '炮二平五' games.zip --moves --notation chinese

exit codes: 0 some record reaches the position, 1 none does, 3 some record or input could not be
read, or the input holds no record (takes precedence), 2 bad arguments (a bad position too),
4 internal error, 141 stdout's reader went away before the output was complete; 130, 143
interrupted (Ctrl-C, SIGTERM): the records found so far are written, and a line on stderr says
how far it went`;

/** The position searched for: a FEN of the profile (its counters optional), or the moves that
 *  lead there from the profile's start, written as a record writes them (any notation and
 *  layout readRecords takes: '炮二平五 马8进7', '1. h2e2 h9g7', 'Pháo 2 bình 5 Mã 8 tấn 7'). */
function positionOf(profile, text) {
  const fen = isFen(text);
  const game = fen ? fenGame(profile, text) : movesGame(profile, text);
  try {
    // a board alone, its side to move not given: either side's
    const pieces = piecesOf(game.fen());
    if (fen && text.trim().split(/\s+/).length === 1) return { key: game.fen().split(' ')[0], sides: 'either', pieces };
    return { key: positionKey(game.fen()), sides: 'given', pieces };
  } finally {
    game.free();
  }
}

/** A FEN's board has a rank a line: seven slashes or more (a move's '/', Vietnamese's retreat, is one). */
const isFen = (text) => (text.trim().split(/\s/)[0].match(/\//g) ?? []).length >= 7;

function fenGame(profile, text) {
  const fields = text.trim().split(/\s+/);
  const fen = fields.length === 2 ? `${fields.join(' ')} - - 0 1` : text; // board and side to move alone
  const check = validateFen(profile, fen);
  if (!check.ok) throw new UsageError(`bad position: ${check.error.code}: ${check.error.message}`);
  return new Game(profile, fen);
}

/** The game at the end of the moves, read by the records reader as one record of the profile. */
function movesGame(profile, text) {
  const read = recordsWithGames(text, { profile });
  if (read.length !== 1) {
    read.forEach(({ game }) => game?.free());
    throw new UsageError(read.length ? `bad position: the moves of one game, not ${read.length} records` : 'bad position: no move read: give a FEN, or the moves that lead there from the start');
  }
  const [{ record, game }] = read;
  const fail = (message) => {
    game?.free();
    return new UsageError(`bad position: ${message}`);
  };
  if (record.profile !== profile) throw fail(`the moves read as a record of ${record.profile ?? 'no game of this package'}, not of ${profile}`);
  const error = record.error;
  if (error?.ply) throw fail(`move ${error.ply} (${JSON.stringify(error.text)}): ${error.code}: ${error.message}`);
  if (error || !game) throw fail(`${error?.code ?? 'unreadable'}: ${error?.message ?? 'no game read'}`);
  return game;
}

export async function run({ args: [profile, position, ...inputs], opts }) {
  checkProfile(profile);
  checkFen(profile, opts.fen);
  const notation = checkNotation(profile, opts.notation ?? 'uci');
  const find = { game: profileInfo(profile).game, moves: !!opts.moves, notation, style: writeStyleOf(opts), ...positionOf(profile, position) };
  const ctx = { profile, fen: opts.fen, json: !!opts.json, find };
  const { counts, seconds } = await runStream({ label: 'find', inputs, ctx, jobs: jobsOf(opts.jobs), progress: opts.progress });
  if (find.moves && counts.found) out.text((opts.json ? nextMovesJson : nextMovesText)(counts.next));
  out.flush(); // the records found, then the summary (a terminal shows both in that order)
  err(`find: ${plural(counts.records, 'record')}: ${counts.found} reach the position, ${counts.unreadable} unreadable; `
    + `${counts.plies} ${counts.plies === 1 ? 'ply' : 'plies'} played in ${seconds.toFixed(2)} s`); // a record is left where the position is found, or can no longer be
  return exitOfRecords('find', counts, counts.found === 0);
}
