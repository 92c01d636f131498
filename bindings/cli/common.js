// common.js — helpers shared by the commands: profile and FEN checks, move texts, wording.
import { Game, NOTATIONS, profileInfo, profiles, validateFen } from '../index.js';
import { SCRIPTS } from '../notation.js';
import { EXIT, UsageError, nearest } from './args.js';
import { err } from './output.js';

export function checkProfile(name) {
  if (!profiles().includes(name)) {
    const near = nearest(name, profiles());
    throw new UsageError(`unknown profile ${JSON.stringify(name)} (${near === null ? '' : `did you mean ${near}? `}profiles: ${profiles().join(', ')})`);
  }
  return name;
}

/** A --fen value checked against the profile; a bad FEN is a usage error. */
export function checkFen(profile, fen) {
  if (fen === undefined) return;
  const check = validateFen(profile, fen);
  if (!check.ok) throw new UsageError(`bad --fen: ${check.error.code}: ${check.error.message}`);
}

/** A --notation value (any case) checked against the profile's game: the notation's name. */
export function checkNotation(profile, text) {
  const game = profileInfo(profile).game;
  const notation = text.toLowerCase();
  if (!NOTATIONS[game].includes(notation)) throw new UsageError(`--notation ${JSON.stringify(text)}: not one of ${game}'s: ${NOTATIONS[game].join(', ')}`);
  return notation;
}

/** --script and --dots as notation()'s { script, dots }; each only with the notation it styles,
 *  so that a slip (--script with WXF moves) is caught, not ignored. */
export function writeStyleOf(opts) {
  const style = {};
  if (opts.script !== undefined) {
    if (opts.notation?.toLowerCase() !== 'chinese') throw new UsageError('--script styles Chinese moves: give --notation chinese');
    if (!SCRIPTS.includes(opts.script)) throw new UsageError(`--script ${JSON.stringify(opts.script)}: one of ${SCRIPTS.join(', ')}`);
    style.script = opts.script;
  }
  if (opts.dots) {
    if (opts.notation?.toLowerCase() !== 'wxf') throw new UsageError('--dots styles WXF moves: give --notation wxf');
    style.dots = true;
  }
  return style;
}

/** A game from the command line's profile and --fen. */
export function gameFrom(profile, fen) {
  checkProfile(profile);
  checkFen(profile, fen);
  return new Game(profile, fen);
}

// a newline in a file's name would cut its text report in two lines (a reader parses
// "source:line: ..." a line each), and other control characters would act on the terminal
const CONTROLS = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** A source as text reports show it: its control characters escaped (\n, \t, \x1b); JSON has it as it is. */
export const shownName = (name) => name.replace(/[\x00-\x1f\x7f-\x9f]/g, (c) => CONTROLS[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

export const byUci = (a, b) => (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0);
export const outcomeText = (o) => (o.over ? `${o.result} ${o.reason}${o.scored ? ` (${o.scored})` : ''}` : '* (not over)');
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The exit code of a run over records (validate, convert, find): unreadable input, then
 *  `failed` (an illegal move; find: no record found). No record at all is unreadable input too:
 *  an empty file, or a folder of other files, would otherwise pass an archive check without
 *  checking anything. */
export function exitOfRecords(label, counts, failed = counts.illegal > 0) {
  if (counts.records === 0) {
    err(`boardrules: ${label}: no game records in the input`);
    return EXIT.UNREADABLE;
  }
  if (counts.unreadable) return EXIT.UNREADABLE;
  return failed ? EXIT.ILLEGAL : EXIT.OK;
}

let knownProfiles = null; // the profile names, read once per thread

/** A record's row ({ source, line, id?, profile? }) and its game, under its profile (the
 *  command's where it names none) from its FEN (--fen's where it gives none); or the row and
 *  why it cannot be played ({ code, message }: the reader's error, an unknown profile, a bad FEN). */
export function recordGame(record, ctx) {
  const row = { source: record.source, line: record.line };
  if (record.id !== undefined) row.id = record.id;
  if (record.error) return { row, error: record.error };
  const profile = record.profile ?? ctx.profile;
  row.profile = profile;
  knownProfiles ??= new Set(profiles());
  if (!knownProfiles.has(profile)) return { row, error: { code: 'unknown-profile', message: `unknown profile ${JSON.stringify(profile)}` } };
  try {
    return { row, game: new Game(profile, record.fen === undefined ? ctx.fen : record.fen) }; // null: the profile's start
  } catch (e) {
    if (typeof e?.code !== 'string') throw e;
    return { row, error: { code: e.code, message: `bad FEN: ${e.message}` } };
  }
}
