// define.js — `--define`: custom profiles for any command, as defineProfile makes them, so that a
// site's own rules (a Korean server's bikjang, say) can check its archive from the shell. The
// definitions are kept here so that the --jobs workers can make the same profiles.
import fs from 'node:fs';
import { BoardRulesError, defineProfile } from '../index.js';
import { UsageError } from './args.js';

export const DEFINE_HELP = `--define D      custom profiles, then usable as <profile> and in JSON lines: a JSON
                  object {"<game>/<name>": {fields}, ...} (the fields of the API's defineProfile,
                  "base" naming the built-in profile they start from), or a file holding one:
                  --define '{"janggi/kserver": {"base": "janggi/standard", "bikjang": "free"}}'`;

let defined = {};

/** The profiles --define made ({ name: fields }), for the workers to make again. */
export const definitions = () => defined;

// a definitions file is a few hundred bytes; the bound keeps a wrong path (/dev/zero, an archive)
// from being read into memory until the process runs out of it
const MAX_DEFINE_BYTES = 1 << 20;

/** The text of an open file (a FIFO, /dev/stdin too) of at most `most` bytes, else null. */
function readAtMost(fd, most) {
  const buffer = Buffer.alloc(most + 1);
  let n = 0;
  for (let got; n <= most && (got = fs.readSync(fd, buffer, n, most + 1 - n, null)) > 0;) n += got;
  return n > most ? null : buffer.toString('utf8', 0, n);
}

/** Makes the profiles of a --define value (JSON text, or a file of it); a bad one is a usage error. */
export function applyDefinitions(value) {
  let text = value;
  if (!/^\s*[{[]/.test(value)) { // JSON text, else a file's path
    let fd;
    try {
      fd = fs.openSync(value, 'r');
      text = readAtMost(fd, MAX_DEFINE_BYTES);
    } catch (e) {
      throw new UsageError(`--define: cannot read ${value}: ${e.code ?? e.message}`);
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
    if (text === null) throw new UsageError(`--define: ${value} holds more than ${MAX_DEFINE_BYTES >> 20} MiB: not profile definitions`);
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`--define: not JSON: ${e.message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UsageError('--define: expected a JSON object of profile names to their fields');
  }
  for (const [name, fields] of Object.entries(parsed)) {
    try {
      defineProfile(name, fields);
    } catch (e) {
      if (e instanceof BoardRulesError) throw new UsageError(`--define: ${name}: ${e.message}`);
      throw e;
    }
  }
  defined = parsed;
}

/** In a worker: the main thread's definitions, made again (they were checked there). */
export function makeDefinitions(fields) {
  for (const [name, f] of Object.entries(fields ?? {})) defineProfile(name, f);
}
