// pikafish.mjs — where the Pikafish perft anchor is. Pikafish (GPL-3.0) is the fastest xiangqi
// move generator in use; it is a measuring stick only: never linked, copied or shipped. It is
// built, when asked, by ../shared/anchors/pikafish/build.sh (which prints the binary's path), and
// spoken to over UCI by the same driver as Fairy-Stockfish (fsf.mjs: `position ...`, `go perft N`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The build script of the anchor, beside the project's checkout (or in /work/shared). */
export function pikafishBuildScript(root) {
  const candidates = [path.join(root, '..', 'shared', 'anchors', 'pikafish', 'build.sh'),
    '/work/shared/anchors/pikafish/build.sh'];
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

/**
 * The Pikafish binary: env PIKAFISH, else where build.sh puts it (${TMPDIR:-/tmp}/pikafish), else,
 * with `build`, what build.sh prints (about 3.5 minutes). null when there is none.
 */
export function findPikafish({ root, build = false, log = () => {} } = {}) {
  if (process.env.PIKAFISH) {
    if (fs.existsSync(process.env.PIKAFISH)) return process.env.PIKAFISH;
    log(`PIKAFISH=${process.env.PIKAFISH} does not exist`);
    return null;
  }
  const built = path.join(process.env.TMPDIR || os.tmpdir(), 'pikafish', 'src', 'pikafish');
  if (fs.existsSync(built)) return built;
  const script = build && pikafishBuildScript(root);
  if (!script) return null;
  log(`building Pikafish with ${script} (a few minutes)`);
  const r = spawnSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const bin = r.stdout?.trim().split('\n').pop();
  return r.status === 0 && bin && fs.existsSync(bin) ? bin : null;
}
