#!/usr/bin/env node
// cli.js — the `boardrules` command: perft, legal moves, game-record validation and conversion,
// and move explanations from the shell, over the same API as bindings/index.js (no other
// dependency). Each command is a module in bindings/cli/.
//
//   boardrules perft xiangqi/youzai 4
//   boardrules moves makruk/plyyard --notation thai
//   boardrules validate janggi/plyyard games/ --json --jobs 4
//   boardrules convert xiangqi/standard games.pgn --notation wxf
//   boardrules find xiangqi/standard 'FEN' games/
//   boardrules explain xiangqi/youzai --fen '...' h3h10
//
// Exit codes: 0 ok; 1 an illegal move (validate, convert, explain), no record found (find); 2 bad arguments; 3 unreadable
// input (validate, convert); 4 internal error (a bug, or the wasm module cannot be loaded); 141
// stdout's reader went away before the output was complete (`boardrules ... | head`); 130, 143
// interrupted (SIGINT, SIGTERM: validate, convert and find write the reports so far first).
import fs from 'node:fs';
import { init } from './index.js';
import { EXIT, UsageError, didYouMean, parseArgs } from './cli/args.js';
import { err, out } from './cli/output.js';
import * as perft from './cli/perft.js';
import * as moves from './cli/moves.js';
import * as validate from './cli/validate.js';
import * as convert from './cli/convert.js';
import * as explain from './cli/explain.js';
import * as find from './cli/find.js';
import * as profilesCommand from './cli/profiles.js';
import { DEFINE_HELP, applyDefinitions } from './cli/define.js';

const MAIN_HELP = `boardrules — the rules of xiangqi, janggi and makruk, per site profile

usage: boardrules <command> [arguments] [options]

commands:
  perft <profile> <depth> [--fen F] [--divide]     count the leaves of the legal-move tree
  moves <profile> [--fen F] [--notation N]          list the legal moves of a position
  validate <profile> <file|dir|->... [--json] [--jobs N] [--pipe] ...
                                                    replay game records; report the first
                                                    illegal move of each, or its outcome
  convert <profile> <file|dir|->... [--to F] [--notation N] ...
                                                    rewrite records in another format/notation
  find <profile> <position> <file|dir|->... [--moves] [--json] [--jobs N] ...
                                                    the records that reach a position, the
                                                    ply and the move played from there; or
                                                    (--moves) the moves played there, counted
  explain <profile> [--fen F] [--notation N] <move>
                                                    "legal", or why the move is refused
  profiles                                          list the profiles
  help [command]                                    more about a command

options:
  -h, --help      this help (after a command: that command's help)
  -V, --version   the version
  --              ends the options: each word after it is an argument, as a file named -x.pgn
  ${DEFINE_HELP}

Moves are read in UCI (h3e3, c5c6m, e2e2 for a pass) or in any notation of the game: ICCS,
WXF, Chinese, Vietnamese or SAN for xiangqi (H2-E2, C2=5, 炮二平五, P2-5, Che3), numeric,
Korean or SAN for janggi (H02-83, 08마87, Hc3), SAN or Thai SAN for makruk (Nd2, ม-ง๒).
A FEN is one argument: quote it.

exit codes: 0 ok, 1 illegal move found (find: no record found), 2 bad arguments, 3 unreadable input, 4 internal error,
141 stdout's reader went away before the output was complete (\`... | head\`: the run was cut),
130, 143 interrupted (Ctrl-C, SIGTERM; validate, convert, find: the reports so far are written)`;

const COMMANDS = { perft, moves, validate, convert, find, explain, profiles: profilesCommand };
// every command takes --define (custom profiles)
const SPECS = {
  ...Object.fromEntries(Object.entries(COMMANDS).map(([name, c]) => [name, { ...c.spec, options: { ...c.spec.options, define: 'value' } }])),
  help: { positional: [], optional: ['command'], options: { define: 'value' } }, // general options anywhere
};
// and each command's help says so, as its usage errors point there
const withDefine = (help) => `${help}\n\nthis command also takes:\n  ${DEFINE_HELP}`;
const HELP = {
  main: MAIN_HELP,
  ...Object.fromEntries(Object.entries(COMMANDS).map(([name, c]) => [name, typeof c.help === 'function' ? () => withDefine(c.help()) : withDefine(c.help)])),
  help: 'usage: boardrules help [command]',
};

/** A help text; some list the notations, which the wasm module knows. */
async function helpText(topic) {
  const help = HELP[topic];
  if (typeof help !== 'function') return help;
  await init().catch(() => {}); // without the module the lists are empty, the rest still helps
  return help();
}

function version() {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return `boardrules ${pkg.version}`;
}

let commandRun = null; // the command a usage error is in, for the help it points to

async function main(argv) {
  const parsed = parseArgs(argv, SPECS, { define: 'value' });
  commandRun = parsed.command;
  if (parsed.version && !parsed.help && parsed.command !== 'help') { // help asked for is help, as --help -V
    out.line(version());
    return EXIT.OK;
  }
  if (parsed.command === 'help') {
    const topic = parsed.args[0];
    if (topic !== undefined && !Object.hasOwn(HELP, topic)) throw new UsageError(`no help on ${JSON.stringify(topic)}: not a command${didYouMean(topic, Object.keys(SPECS))}`);
    out.line(await helpText(topic ?? 'main'));
    return EXIT.OK;
  }
  if (!parsed.command) {
    if (parsed.help) {
      out.line(HELP.main);
      return EXIT.OK;
    }
    err(HELP.main); // no command at all: the usage, as an error
    return EXIT.USAGE;
  }
  if (parsed.help) {
    out.line(await helpText(parsed.command));
    return EXIT.OK;
  }
  try {
    await init();
  } catch (e) {
    err(`boardrules: internal error: cannot load boardrules.wasm (run \`npm run build\`?): ${e.message}`);
    return EXIT.INTERNAL;
  }
  if (parsed.opts.define !== undefined) applyDefinitions(parsed.opts.define);
  return COMMANDS[parsed.command].run(parsed);
}

// Anything that escapes (a stream error event, a worker's message handler): the documented exit
// 4 with the reason, never Node's own exit 1 (which would read as "an illegal move").
const crash = (e) => {
  out.flush();
  err(`boardrules: internal error: ${e?.stack ?? e}`);
  process.exit(EXIT.INTERNAL);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

// stderr's reader gone (`--progress` read by `head -1`, a harness that closed stderr): what
// would go there (progress, --pipe's summary, convert's reports) is dropped and the run goes on,
// its stdout and exit code as they would be; any other failure of stderr is internal (exit 4)
process.stderr.on('error', (e) => {
  if (e.code === 'EPIPE') {
    process.stderr.write = () => true;
    return;
  }
  crash(e);
});

// stdout's reader gone (`boardrules ... | head`): the run stops, cut. Not 0, which says every
// record was checked and valid, nor a record's code, which would not say that the rest went
// unchecked: 141, what a shell gives for a tool that SIGPIPE ended (`cat big | head`; Node
// ignores SIGPIPE, so the process cannot end by it)
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(EXIT.BROKEN_PIPE);
  err(`boardrules: internal error: cannot write the output: ${e.message}`);
  process.exit(EXIT.INTERNAL);
});

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  out.flush();
  if (e instanceof UsageError) {
    // the help of the command named, which lists its options, else the commands
    const command = e.command ?? commandRun;
    const help = command && command !== 'help' ? `boardrules help ${command}` : 'boardrules --help';
    err(`boardrules: ${e.message}; see \`${help}\``);
    process.exitCode = EXIT.USAGE;
  } else if (e?.name === 'OutputError') {
    err(`boardrules: internal error: ${e.message}`); // the output's failure (a full disk): no stack
    process.exitCode = EXIT.INTERNAL;
  } else {
    // every failure that is not the input's or the command line's: documented exit 4
    err(`boardrules: internal error: ${e?.stack ?? e}`);
    process.exitCode = EXIT.INTERNAL;
  }
}
out.flush();
