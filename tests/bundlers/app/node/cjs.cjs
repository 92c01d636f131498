// cjs.cjs — CommonJS: require() of the package (Node 20.19+ requires ES modules without flags).
const lib = require('boardrules');
const cg = require('boardrules/chessground');
const { version } = require('boardrules/package.json');

import('../src/check.mjs').then(({ check }) => check(lib, cg)).then((result) => {
  console.log(JSON.stringify({ result, version, wasm: require.resolve('boardrules/boardrules.wasm').endsWith('boardrules.wasm') }));
});
