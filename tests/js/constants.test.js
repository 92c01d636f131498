// constants.test.js — issue 12 item 3: JS knows the core's constants only by asking the module
// (bindings/constants.js). This test reads core/include/boardrules.h itself and fails when an
// enum there and the JS view of it disagree (a renumbered code, a reason added without a name,
// a stale wasm build).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { init, Game, profiles, profileInfo, ArgumentError } from '../../bindings/index.js';
import { C, ERROR_NAMES, ERROR_CODES, REASON_NAMES, GAMES, SIDES, PIECE_LETTERS } from '../../bindings/constants.js';

await init();
const HEADER = fs.readFileSync(new URL('../../core/include/boardrules.h', import.meta.url), 'utf8');
// the wasm exports' own layouts (how they pack a history entry, an outcome) live beside them
const API_WASM = fs.readFileSync(new URL('../../wasm/api_wasm.c', import.meta.url), 'utf8');

/** Every enumerator of the sources' enums, with its value (implicit ones counted on; a value
 *  may name an enumerator before it, in its enum or an earlier one). */
function sourceEnums(...sources) {
  const enums = [], known = new Map();
  for (const source of sources) {
    const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    for (const [, body, name] of text.matchAll(/enum\s*\w*\s*\{([^}]*)\}\s*(\w*)/g)) {
      const members = [];
      let next = 0;
      for (const part of body.split(',').map((p) => p.trim()).filter(Boolean)) {
        const [, id, expr] = /^(\w+)\s*(?:=\s*(.+))?$/.exec(part);
        const value = expr === undefined ? next : Function(`"use strict"; return (${expr.replace(/\b(BR_\w+)\b/g, (m) => known.get(m) ?? 'NaN')});`)();
        members.push({ id, value });
        known.set(id, value);
        next = value + 1;
      }
      enums.push({ name, members });
    }
  }
  return enums;
}
const ENUMS = sourceEnums(HEADER, API_WASM);
const byName = (name) => ENUMS.find((e) => e.name === name).members;

test('every constant the module exports has the value the header (or, for the exports\' packing, api_wasm.c) gives it', () => {
  const all = new Map(ENUMS.flatMap((e) => e.members.map((m) => [m.id, m.value])));
  for (const [, id, value] of HEADER.matchAll(/^#define\s+(BR_\w+)\s+(\d+)\s*$/gm)) all.set(id, Number(value));
  assert.ok(Object.keys(C).length >= 15);
  for (const [name, value] of Object.entries(C)) {
    assert.ok(all.has(`BR_${name}`), `BR_${name} is in the header or api_wasm.c`);
    assert.is(value, all.get(`BR_${name}`), `BR_${name}`);
  }
});

test('error codes: one name per BrErrorCode, none unknown, the count from the header', () => {
  const codes = byName('BrErrorCode');
  const count = codes.find((m) => m.id === 'BR_ERR_COUNT').value;
  assert.is(C.ERR_COUNT, count);
  assert.is(ERROR_NAMES.length, count);
  assert.is(new Set(ERROR_NAMES).size, count, 'names are distinct');
  for (const name of ERROR_NAMES) assert.match(name, /^[a-z]+(-[a-z]+)*$/);
  assert.not.ok(ERROR_NAMES.includes('unknown-error'));
  // spot checks where the C name and the code name are the same words
  for (const { id, value } of codes) {
    const words = id.replace(/^BR_ERR_/, '').toLowerCase().replace(/_/g, '-');
    if (ERROR_CODES[words] !== undefined) assert.is(ERROR_CODES[words], value, id);
  }
  assert.is(ERROR_CODES['out-of-memory'], codes.find((m) => m.id === 'BR_ERR_OUT_OF_MEMORY').value);
  assert.is(ERROR_CODES['malformed-move'], codes.find((m) => m.id === 'BR_ERR_MOVE_SYNTAX').value);
});

test('reasons: the JS name of each BrReason is its C name in kebab case', () => {
  for (const { id, value } of byName('BrReason')) {
    if (id === 'BR_REASON_COUNT' || id === 'BR_REASON_NONE') continue;
    assert.is(REASON_NAMES[value], id.replace(/^BR_REASON_/, '').toLowerCase().replace(/_/g, '-'), id);
  }
  assert.is(REASON_NAMES.length, C.REASON_COUNT);
});

test('games and sides come from BrGameKind and BR_WHITE/BR_BLACK; every profile names its game', () => {
  for (const { id, value } of byName('BrGameKind')) assert.is(GAMES[value], id.replace(/^BR_GAME_/, '').toLowerCase());
  assert.is(SIDES[C.WHITE], 'white');
  assert.is(SIDES[C.BLACK], 'black');
  for (const name of profiles()) assert.is(new Game(name).variant, profileInfo(name).game, name);
});

test('piece letters are those the core writes in FENs', () => {
  for (const name of profiles()) {
    const g = new Game(name);
    const game = g.variant;
    for (const p of g.pieces()) {
      const byte = g.boardBytes()[g.squareIndex(p.square)];
      assert.is(PIECE_LETTERS[game][byte & 15], p.letter);
    }
    const letters = new Set(g.fen().split(' ')[0].replace(/[\d/]/g, ''));
    for (const l of letters) assert.ok(PIECE_LETTERS[game].includes(l), `${name}: ${l}`);
  }
});

test('the perft depth limit is the header\'s', () => {
  const limit = ENUMS.flatMap((e) => e.members).find((m) => m.id === 'BR_MAX_PERFT_DEPTH').value;
  assert.is(C.MAX_PERFT_DEPTH, limit);
  const g = new Game('xiangqi/standard');
  assert.throws(() => g.perft(limit + 1), (e) => e instanceof ArgumentError && e.message.includes(`to ${limit}`));
  assert.is(g.perft(1), 44);
});

test.run();
