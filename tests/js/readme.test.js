// readme.test.js — the README's profile table is the profiles' real values.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { profilesTable } from '../../scripts/profiles-table.mjs';

test('README profile table equals the built-in profiles (node scripts/profiles-table.mjs)', async () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const m = /<!-- profiles-table:start -->\n([\s\S]*?)\n?<!-- profiles-table:end -->/.exec(readme);
  assert.ok(m, 'the README has the table markers');
  assert.fixture(m[1].trim(), (await profilesTable()).trim());
});

test.run();
