// cli-terminal.test.js — the CLI on a terminal (a pty from script(1)): the progress bar drawn on
// stderr shares the screen with the reports, which must not be written after the bar's text.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { init } from '../../bindings/index.js';
import { randomRecords } from './support/cli-games.mjs';

await init();

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = path.join(ROOT, 'bindings', 'cli.js');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'boardrules-cli-terminal-'));
const PROFILE = 'xiangqi/standard';

/** What a terminal shows of `args` run with stdout and stderr on it; null without script(1). */
function onTerminal(args, redirect = '') {
  const command = `${[process.execPath, CLI, ...args].map((a) => JSON.stringify(a)).join(' ')} ${redirect}`;
  return new Promise((resolve) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => { text += d; });
    child.on('error', () => resolve(null));
    child.on('close', () => resolve(text));
  });
}

// the bar's text ends in "plies/s" and an erase to the end of the line (ESC [ K); what follows
// it on the terminal is the bar again or its clearing, both starting with a carriage return
const AFTER_BAR = /plies\/s\x1b\[K([^\r])/;

// 20 copies of 4000 games with some illegal moves: seconds of work, so that the bar is drawn
// (first after 250 ms) while reports are written
const { lines: records } = randomRecords({ count: 4000, seed: 5, minPlies: 40, maxPlies: 80, illegalRate: 0.02 });
const file = path.join(TMP, 'games.jsonl');
fs.writeFileSync(file, `${records.join('\n')}\n`.repeat(20));

test('validate on a terminal: each report line starts on a line of its own, not after the progress bar', async () => {
  const tty = await onTerminal(['validate', PROFILE, file, '--jobs', '1']);
  if (tty === null) return;
  assert.match(tty, /\x1b\[K/, 'the bar was drawn');
  assert.not.match(tty, AFTER_BAR);
  assert.match(tty, /\r\x1b\[Ksummary: 80000 records/);
});

test("convert on a terminal, its output redirected: stderr's reports of illegal records start on a line of their own", async () => {
  const tty = await onTerminal(['convert', PROFILE, file, '--jobs', '1'], '> /dev/null');
  if (tty === null) return;
  assert.match(tty, /illegal move at ply/);
  assert.match(tty, /\x1b\[K/, 'the bar was drawn');
  assert.not.match(tty, AFTER_BAR);
});

test.run();
