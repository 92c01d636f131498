// start.mjs — `npm start`: installs what is missing, builds the wasm if it is out of date (the
// native build is not needed here; `npm run build` does both), then runs the main job. For now
// that is perft through the wasm (scripts/cli-perft.mjs):
//
//   npm start                                     depths 1-3 of every profile
//   npm start -- perft <profile> <depth> [--fen F]
//   npm start -- profiles
import { buildWasm, ensureNodeModules, log } from './build.mjs';

try {
  ensureNodeModules(); // not needed by perft; so that one command sets a machine up
  buildWasm();
} catch (e) {
  log(`error: ${e.message}`);
  process.exit(1);
}
const { runCli } = await import('./cli-perft.mjs');
process.exitCode = await runCli(process.argv.slice(2));
