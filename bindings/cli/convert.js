// convert.js — `boardrules convert`: rewrites records in another notation or format. Same
// streaming, --jobs and order as validate; records that do not replay are reported on stderr.
import fs from 'node:fs';
import path from 'node:path';
import { NOTATIONS, profileInfo } from '../index.js';
import { UsageError } from './args.js';
import { checkFen, checkNotation, checkProfile, exitOfRecords, plural, writeStyleOf } from './common.js';
import { err, out } from './output.js';
import { jobsOf, runStream } from './stream.js';
import { canWrite } from './write.js';
import { encodeText, writtenEncoding, xqfEncoding } from '../records/encode.js';

const FORMATS = ['jsonl', 'pgn', 'gib', 'dhtmlxq', 'wxf', 'xqf'];
const GAME_OF_FORMAT = { gib: 'janggi', dhtmlxq: 'xiangqi', wxf: 'xiangqi', xqf: 'xiangqi' }; // the formats of one game

export const spec = {
  positional: ['profile', 'file'], variadic: true,
  options: {
    fen: 'value', to: 'value', notation: 'value', script: 'value', dots: 'flag', encoding: 'value', replacement: 'value',
    unique: 'flag', jobs: 'value', progress: 'flag', 'out-dir': 'value',
  },
};

// a function: NOTATIONS is read from the module, after init
export const help = () => `usage: boardrules convert <profile> <file|dir|->... [--to jsonl|pgn|gib|dhtmlxq|wxf] [--notation N]
                          [--script S] [--dots] [--encoding E [--replacement R]] [--unique] [--fen F]
                          [--jobs N] [--progress]
       boardrules convert <profile> <file|dir|->... --to pgn|gib|dhtmlxq|wxf|xqf --out-dir DIR

Replays the records of the inputs (read as by validate) and writes each valid one to stdout in
another format and notation, in input order: a record file's record whole (tags, result,
comments, variations, NAGs: what the format holds), as recordFromGame writes it. A record with an illegal move or that cannot be
read is not written: it is reported on stderr (its source, line and reason), and the run goes
on. A bad move inside a variation leaves the record valid: it is written with that variation
up to the move, and stderr says which variation was cut, where and why. A summary line ends
stderr.

  --to F         jsonl (default): {"profile", "fen"?, "moves": [...], "result"?, "id"} per line
                 (id: the input's, else "source:line"), what validate --pipe and the README's
                 map step read; pgn; gib (janggi); dhtmlxq (xiangqi); wxf (xiangqi: WXF files
                 as PlayOK writes them, the mainline); xqf (xiangqi, binary: one file a
                 record, written to --out-dir, each name printed on stdout)
  --out-dir DIR  one file a record, written there instead of stdout, each path printed on
                 stdout (xqf needs it; text formats in UTF-8 or --encoding, named .pgn .gib .txt .wxf .xqf):
                 the record's id, else its source and line, as the name (standard input is
                 "stdin"; DIR is made if missing; a name over 240 bytes is cut, with a hash of
                 it); a file that exists is never overwritten: the name gets -2, -3 …
  --notation N   the moves' notation, one of the profile's game (default: jsonl uci; pgn the
                 record's own when read from PGN, else wxf, janggi or san; gib korean): ${Object.entries(NOTATIONS).map(([g, n]) => `${g}: ${n.join(', ')}`).join('; ')}
  --script S     with --notation chinese: simplified (default) or traditional characters
                 (馬８進７, as Taiwan's and Hong Kong's records write them)
  --dots         with --notation wxf: '.' along the rank and Black's letters small (c8.7), as
                 PlayOK's files write WXF
  --encoding E   record formats' text in a local encoding, for the programs that read no other:
                 cp949 (Korean GIB programs), gbk, gb18030, big5 (Chinese moves then traditional
                 unless --script says), windows-874 (Thai), any single-byte code page, or
                 utf-16le (with --out-dir: each file its byte-order mark); default UTF-8. A record
                 holding a character the encoding lacks is not written (stderr names it)
  --replacement R  with --encoding: what stands for a character the encoding lacks (such as '?')
  --unique       each game once: a record with the same mainline from the same start as an
                 earlier one of the run (the same game from another source, in another
                 notation or encoding, with other tags or comments) is not written; stderr
                 names it and the record it repeats, and the summary counts them (not with
                 --out-dir)
  --fen F        start position of records that do not give one (no [FEN], GIB formations
                 or board; XQF, CBR/CBL and DhtmlXQ binit always give theirs)
  --jobs N       worker threads (default: the number of cores)
  --progress     progress lines on stderr every second: the share read and the ETA (for
                 files), the counts, the file being read (a bar when stderr is a terminal)

example: boardrules convert xiangqi/standard games/ --notation wxf > games.jsonl

exit codes: 0 every record converted, 1 some record has an illegal move, 3 some record or input
could not be read, or the input holds no record (takes precedence over 1), 2 bad arguments,
4 internal error (also: a file of --out-dir that cannot be written), 141 stdout's reader went away
before the output was complete (\`convert ... | head\`): the run was cut; 130, 143 interrupted
(Ctrl-C, SIGTERM): the records done are written, and a line on stderr says how far it went`;

/** --encoding's platform name (undefined: UTF-8), checked against --to and --out-dir. */
function checkEncoding(opts, format) {
  if (opts.encoding === undefined) {
    if (opts.replacement !== undefined) throw new UsageError('--replacement stands for the characters an encoding lacks: give --encoding');
    return undefined;
  }
  if (format === 'jsonl') throw new UsageError('--encoding writes record formats: JSON lines are UTF-8; give --to pgn, gib, dhtmlxq or wxf');
  let encoding;
  try {
    encoding = writtenEncoding(opts.encoding);
  } catch (e) {
    throw new UsageError(`--encoding ${JSON.stringify(opts.encoding)}: ${e.message}`);
  }
  try {
    if (opts.replacement !== undefined) encodeText('', encoding, { replacement: opts.replacement });
  } catch (e) {
    throw new UsageError(`--replacement: ${e.message}`);
  }
  if (format === 'xqf' && !xqfEncoding(encoding)) throw new UsageError(`--encoding ${opts.encoding}: XQF's texts are GBK`);
  if (encoding.startsWith('utf-16') && opts['out-dir'] === undefined) throw new UsageError(`--encoding ${opts.encoding}: give --out-dir (each file its own byte-order mark), or write UTF-8 to stdout`);
  return encoding;
}

export async function run({ args: [profile, ...inputs], opts }) {
  checkProfile(profile);
  checkFen(profile, opts.fen);
  const format = opts.to ?? 'jsonl';
  if (!FORMATS.includes(format)) throw new UsageError(`--to ${JSON.stringify(format)}: one of ${FORMATS.join(', ')}`);
  if (!canWrite(format)) throw new UsageError(`--to ${format}: this build has no record writer (Game#toRecord); use --to jsonl`);
  const game = profileInfo(profile).game;
  if (GAME_OF_FORMAT[format] && GAME_OF_FORMAT[format] !== game) throw new UsageError(`--to ${format}: ${GAME_OF_FORMAT[format]} records only; ${profile} is ${game}`);
  if (format === 'xqf' && opts['out-dir'] === undefined) throw new UsageError('--to xqf writes one file a record: give --out-dir');
  if (opts.unique && opts['out-dir'] !== undefined) throw new UsageError('--unique leaves repeated games out of what is written to stdout: not with --out-dir');
  if (format === 'jsonl' && opts['out-dir'] !== undefined) throw new UsageError('--out-dir writes one record file a record: give --to pgn, gib, dhtmlxq, wxf or xqf');
  const outDir = opts['out-dir'] === undefined ? undefined : path.resolve(opts['out-dir']);
  if (outDir) {
    try {
      fs.mkdirSync(outDir, { recursive: true });
      fs.accessSync(outDir, fs.constants.W_OK | fs.constants.X_OK); // refused now, not as an internal error at the first record
    } catch (e) {
      const why = e.code === 'EEXIST' || e.code === 'ENOTDIR' ? 'a file is in the way of that directory'
        : e.code === 'EACCES' || e.code === 'EROFS' ? 'that directory cannot be written' : e.message;
      throw new UsageError(`--out-dir ${JSON.stringify(opts['out-dir'])}: ${why}`);
    }
  }
  const encoding = checkEncoding(opts, format);
  const notation = checkNotation(profile, opts.notation ?? 'uci');
  const style = writeStyleOf(opts);
  const jobs = jobsOf(opts.jobs);
  // notation: the moves' texts of jsonl (uci unless asked); recordNotation: a record format's,
  // its own default unless asked (a GIB's moves are Korean)
  const ctx = { profile, fen: opts.fen, notation, recordNotation: opts.notation === undefined ? undefined : notation, style, format, outDir, unique: !!opts.unique, encoding, replacement: opts.replacement };
  // the records' bytes in that encoding go to stdout as they are, one character a byte
  if (encoding && !outDir) out.encoding = 'latin1';
  const { counts, seconds } = await runStream({ label: 'convert', inputs, ctx, jobs, progress: opts.progress });
  out.flush(); // the records written, then the summary (a terminal shows both in that order)
  const repeated = opts.unique ? ` (${plural(counts.duplicates, 'repeated game')} not written)` : '';
  err(`convert: ${plural(counts.records, 'record')}: ${counts.valid} converted${repeated}, ${counts.illegal} illegal, `
    + `${counts.unreadable} unreadable; ${counts.plies} ${counts.plies === 1 ? 'ply' : 'plies'} in ${seconds.toFixed(2)} s`);
  return exitOfRecords('convert', counts);
}
