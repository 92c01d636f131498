// esm.mjs — Node ESM: the package, its inline entry, and the files it exports.
import { createRequire } from 'node:module';
import * as lib from 'boardrules';
import * as inline from 'boardrules/inline';
import * as cg from 'boardrules/chessground';
import { check } from '../src/check.mjs';

const require = createRequire(import.meta.url);
const result = await check(lib, cg);
const fromInline = await check(inline, cg);
console.log(JSON.stringify({
  result, inlineSame: JSON.stringify(fromInline) === JSON.stringify(result),
  wasm: require.resolve('boardrules/boardrules.wasm').endsWith('boardrules.wasm'),
  version: require('boardrules/package.json').version,
}));
