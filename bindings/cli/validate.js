// validate.js — `boardrules validate`: replays every record of the inputs and reports, per
// record, the first illegal move or the outcome. A line-oriented filter: records stream in
// (files, folders, stdin), one report per record comes out in input order, whatever --jobs is.
import { EXIT } from './args.js';
import { checkFen, checkProfile, exitOfRecords, plural } from './common.js';
import { err, out } from './output.js';
import { MAX_RECORD_BYTES } from '../records/line-carry.js';
import { NOT_RECORDS, NOT_RECORD_NAMES } from './inputs.js';
import { jobsOf, runStream } from './stream.js';

export const spec = {
  positional: ['profile', 'file'], variadic: true,
  options: { fen: 'value', json: 'flag', quiet: 'flag', progress: 'flag', jobs: 'value', pipe: 'flag' },
};

export const help = `usage: boardrules validate <profile> <file|dir|->... [--fen F] [--json] [--quiet]
                           [--jobs N] [--pipe] [--progress]

Replays game records and reports, for each, the first illegal move (its ply, the text refused,
the code and message of the refusal, the FEN before it), or the outcome when every move is legal.
A record that goes on past an end of <profile>'s rules that leaves legal moves (a repetition no
referee called: people's games do) is replayed to its end; "end" says where the rules ended it.
Ends with a summary: records, valid, illegal, unreadable, plies, plies/s, records/s.
Inputs are streamed: memory stays flat however large they are.

Inputs:
  file        game records (.pgn, .gib, DhtmlXQ, WXF files (PlayOK), dpxq.com's text export, .cbf, .pfc, plain
              move lists, QQ象棋's .che; .xqf, .cbr, 弈天's .mxq and 17pk's .ccm, one game a file; .cbl, a 象棋桥 library, its games
              numbered 1, 2, … in place of lines) in any
              notation and encoding the package's readRecords reads: tags ([FEN "..."] sets the
              start, as does a FEN before the moves: a FEN line, or UCI's "position fen <FEN>
              moves ..."; [Variant] the game: a record of <profile>'s game, or of none named, is
              replayed under <profile>), comments, move numbers, results. Several games per file: a game ends
              at a result at the end of a line, where a tag line or a position ("position ...",
              a FEN) follows moves, at a
              [DhtmlXQ], FORMAT WXF or CBF (<?xml, <ChineseChessRecord) line, at a
              web page's line holding a [DhtmlXQ] block after another block (pages joined
              with cat), or after dpxq.com's trailer line.
  file.jsonl  one record per line (also .ndjson, or any input that opens with '{"',
              spaces allowed between: a PGN may open with a { comment }):
              {"profile"?: "...", "fen"?: "...", "moves": ["h3e3", ...] | "h3e3 h8e8",
               "result"?: "1-0" | "0-1" | "1/2-1/2" | "*", "id"?: any}
              Moves are texts; anything else in "moves" makes the record unreadable. "id" is
              copied to the report; "result", the declared one (as convert --to jsonl writes
              it), is written by convert.
  dir         every file in it and in its subfolders, in name order (dot files skipped, and
              documents, code and images: ${NOT_RECORDS.slice(0, 11).map((e) => `.${e}`).join(' ')}
              ${NOT_RECORDS.slice(11).map((e) => `.${e}`).join(' ')}, and
              ${NOT_RECORD_NAMES.join(' ')} files whatever their ending;
              symlinked folders followed, a folder is never walked inside itself; a name's
              bytes that are not UTF-8 are shown as \\xNN, and in text its control characters)
  file.zip    a zip archive, read as such a folder (its entries named file.zip/inner/name;
              stored and deflated entries, zip64; a zip named otherwise is told by its first
              bytes when named here): an entry encrypted or compressed otherwise is unreadable
  file.gz     gzip-compressed data (told by its first bytes), read as the file it compresses
  -           standard input (gzip data there too)
A record (one line, or one game) is at most ${MAX_RECORD_BYTES >> 20} MiB. An input that cannot be read (a missing
or unreadable file or folder, binary data, an over-long record) is reported as one unreadable
entry, with its line, and the run goes on.

  --fen F      start position of records that do not give one (no [FEN], GIB formations
               or board; XQF, CBR/CBL and DhtmlXQ binit always give theirs)
  --json       one JSON object per record, then a {"summary": ...} line:
               {"source", "line", "id"?, "profile", "valid", "status": "valid" | "illegal" |
               "unreadable", "plies", "dialect"? ("ranks-from-zero": SAN read with ranks 0-9,
               as WinBoard writes it), "outcome"?, "declared"? (the result the record declares,
               when it declares one), "fen"?, "end"?: {"ply", "result", "winner",
               "reason", "scored"?}, "illegal"?: {"ply", "move", "turn", "code", "message", "fen"},
               "variationError"?: {"ply", "text", "code", "message", "variation"} (a bad move
               in a variation: the mainline stays valid; "variation" is its path, as readRecords
               gives it), "error"?: {"code", "message"}}
  --quiet      print only the records that are not valid, and the summary
  --jobs N     worker threads (default: the number of cores); the output is the same for any N
  --pipe       a filter for a streaming engine (Spark RDD.pipe, Hadoop Streaming): --json
               reports, one per record, in input order; the summary goes to stderr; exit 0
               when the run completed, whatever the records were (their status is in the reports)
  --progress   progress lines on stderr every second: the share read and the ETA (for files),
               the counts, the file being read (a progress bar is drawn when stderr is a
               terminal)

exit codes: 0 every record valid (or --pipe: the run completed), 1 some record has an illegal
move, 3 some record or input could not be read (missing file, bad JSON, bad FEN, unknown
profile, binary data, over-long record; or the input holds no record; takes precedence over 1), 2 bad arguments, 4 internal
error (a bug, or the wasm module cannot be loaded: the message says which), 141 stdout's reader
went away before the output was complete (\`validate ... | head\`, --pipe too): the run was cut, not
every record was checked, whatever the reports so far said; 130, 143 interrupted (Ctrl-C,
SIGTERM): the reports of the records done are written, and a line on stderr says how far it went
(with --json or --pipe, the {"summary"} line comes too, where it goes, with "interrupted": the signal)`;

export async function run({ args: [profile, ...inputs], opts }) {
  checkProfile(profile);
  checkFen(profile, opts.fen);
  const jobs = jobsOf(opts.jobs);
  const json = !!(opts.json || opts.pipe);
  const ctx = { profile, fen: opts.fen, json, quiet: !!opts.quiet };
  const jsonSummary = opts.pipe ? 'stderr' : json ? 'stdout' : null;
  const { counts, seconds, cpuSeconds } = await runStream({ label: 'validate', inputs, ctx, jobs, progress: opts.progress, jsonSummary });
  const pliesPerSecond = Math.round(counts.plies / Math.max(seconds, 1e-6));
  const recordsPerSecond = Math.round(counts.records / Math.max(seconds, 1e-6));
  const maxRssMB = Math.round(process.resourceUsage().maxRSS / 1024);
  const summary = { ...counts, seconds: Number(seconds.toFixed(3)), cpuSeconds: Number(cpuSeconds.toFixed(3)), pliesPerSecond, recordsPerSecond, jobs, maxRssMB };
  if (opts.pipe) {
    err(JSON.stringify({ summary }));
    return EXIT.OK;
  }
  if (json) {
    out.line(JSON.stringify({ summary }));
  } else {
    out.line(`summary: ${plural(counts.records, 'record')}: ${counts.valid} valid, ${counts.illegal} illegal, `
      + `${counts.unreadable} unreadable; ${counts.plies} ${counts.plies === 1 ? 'ply' : 'plies'} in ${seconds.toFixed(2)} s `
      + `(${pliesPerSecond} plies/s, ${recordsPerSecond} records/s)`);
  }
  return exitOfRecords('validate', counts);
}
