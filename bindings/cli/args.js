// args.js — the command line's grammar: exit codes, the usage error, and argv → { command,
// args, opts }. Each command module declares its positional arguments and options.
import fs from 'node:fs';

/** Exit codes, the same for every command; `boardrules --help` lists them. */
export const EXIT = { OK: 0, ILLEGAL: 1, USAGE: 2, UNREADABLE: 3, INTERNAL: 4, BROKEN_PIPE: 141, SIGINT: 130, SIGTERM: 143 };

/** A mistake in the command line: one line on stderr, "see --help", exit 2. */
export class UsageError extends Error {
  /** `command`: the command whose help to point to (its options), when one was named. */
  constructor(message, command = null) {
    super(message);
    this.command = command;
  }
}

/** The one of `names` that `word` is most likely a slip for: the same in another case, the
 *  start of that name alone, or a letter or two off (one for a short word); else null. */
export function nearest(word, names) {
  const w = word.toLowerCase();
  const starts = names.filter((n) => n.toLowerCase().startsWith(w));
  if (w && starts.length === 1) return starts[0];
  let best = null, most = w.length <= 3 ? 1 : 2;
  for (const name of names) {
    const d = distance(w, name.toLowerCase());
    if (d <= most) [best, most] = [name, d - 1]; // a nearer one only after
  }
  return best;
}

/** Edits (a letter added, dropped, changed, or two swapped) from a to b. */
function distance(a, b) {
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/** " (did you mean X?)" for what `word` is likely a slip for, else "". */
export const didYouMean = (word, names, shown = (n) => n) => {
  const near = nearest(word, names);
  return near === null ? '' : ` (did you mean ${shown(near)}?)`;
};

/**
 * Splits argv into { command, args, opts, help, version }, checking it against
 * `commands` ({ name: { positional, optional?, variadic?, options: { name: 'flag' | 'value' } } });
 * `globals` names the value options every command takes, which may also come before it.
 * Throws UsageError.
 */
export function parseArgs(argv, commands, globals = {}) {
  const out = { command: null, args: [], opts: {}, help: false, version: false };
  const usage = (message) => new UsageError(message, out.command);
  // "--" ends the options wherever it stands (POSIX's guideline 10, GNU's getopt): before the
  // command too (`boardrules -- validate p -x.pgn`), each word after it is the command or an argument
  let rest = false;
  let i = 0;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      rest = true;
      i++;
      break;
    }
    const global = /^--([a-z-]+)(?:=([\s\S]*))?$/.exec(a); // a value option every command takes (--define)
    if (a === '-h' || a === '--help') out.help = true;
    else if (a === '-V' || a === '--version') out.version = true;
    else if (global && Object.hasOwn(globals, global[1])) {
      const value = global[2] ?? argv[++i];
      if (value === undefined) throw usage(`--${global[1]} needs a value`);
      out.opts[global[1]] = value;
    } else if (a.startsWith('-') && a !== '-') {
      const name = a.replace(/^--?/, '').split('=')[0];
      // a command's option given before the command: said where it goes
      const of = Object.keys(commands).filter((c) => Object.hasOwn(commands[c].options, name));
      const where = of.length ? ` (an option of ${of.join(', ')}: give it after the command)` : didYouMean(name, ['help', 'version', ...Object.keys(globals)], (n) => `--${n}`);
      throw usage(`unknown option ${a.split('=')[0]}${where}`);
    } else break;
  }
  if (i === argv.length) return out;
  const command = argv[i++];
  const spec = Object.hasOwn(commands, command) ? commands[command] : null;
  if (!spec) throw usage(`unknown command ${JSON.stringify(command)}${didYouMean(command, Object.keys(commands))}`);
  out.command = command;
  for (; i < argv.length; i++) {
    const a = argv[i];
    // "-" (stdin) and negative numbers ("-1", a bad depth) are arguments, not options.
    if (rest || a === '-' || !a.startsWith('-') || /^-\d/.test(a)) {
      out.args.push(a);
      continue;
    }
    if (a === '--') { rest = true; continue; }
    if (a === '-h' || a === '--help') { out.help = true; continue; }
    if (a === '-V' || a === '--version') { out.version = true; continue; } // general options, as --help lists them
    const m = /^--([a-z-]+)(?:=([\s\S]*))?$/.exec(a);
    const kind = m && Object.hasOwn(spec.options, m[1]) && spec.options[m[1]];
    if (!kind) {
      // a file whose name starts with '-' (-game.pgn): said how to name it
      if (fs.existsSync(a)) throw usage(`unknown option ${a} for ${command} (the file? name it ./${a}, or after --)`);
      const name = a.replace(/^--?/, '').split('=')[0]; // -q, --jsn, --Json
      throw usage(`unknown option ${a.split('=')[0]} for ${command}${didYouMean(name, ['help', 'version', ...Object.keys(spec.options)], (n) => `--${n}`)}`);
    }
    const name = m[1];
    if (kind === 'flag') {
      if (m[2] !== undefined) throw usage(`--${name} takes no value`);
      out.opts[name] = true;
    } else if (m[2] !== undefined) {
      out.opts[name] = m[2];
    } else {
      const value = argv[i + 1];
      if (value === undefined || (value.startsWith('--') && value.length > 2)) {
        throw usage(`--${name} needs a value`);
      }
      out.opts[name] = value;
      i++;
    }
  }
  if (out.help || out.version) return out; // nothing else is run: the arguments need not be whole
  const needed = spec.positional.length;
  if (out.args.length < needed) {
    throw usage(`${command}: missing <${spec.positional[out.args.length]}>`);
  }
  const max = spec.variadic ? Infinity : needed + (spec.optional?.length ?? 0);
  if (out.args.length > max) {
    throw usage(`${command}: unexpected argument ${JSON.stringify(out.args[max])}`);
  }
  return out;
}
