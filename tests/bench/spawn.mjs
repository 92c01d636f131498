// spawn.mjs — measurements in fresh Node processes (tests/bench/child.mjs), run in rotating order.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs child.mjs with `args(lib)` `runs` times per lib, interleaved (each round runs every lib
 * once, the order turned by one each round). Returns { [lib]: [{ ...its JSON line, wall }] }:
 * wall is the whole process, Node's own start-up included.
 */
export function childRuns(args, runs, { libs = ['ours', 'ffish'], nodeArgs = [] } = {}) {
  const out = Object.fromEntries(libs.map((lib) => [lib, []]));
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < libs.length; k++) {
      const lib = libs[(k + i) % libs.length];
      const t0 = performance.now();
      const r = spawnSync(process.execPath, [...nodeArgs, path.join(ROOT, 'tests', 'bench', 'child.mjs'), ...args(lib)],
        { cwd: ROOT, encoding: 'utf8' });
      const wall = performance.now() - t0;
      if (r.status !== 0) throw new Error(`child ${args(lib).join(' ')} failed: ${r.stderr}`);
      out[lib].push({ ...JSON.parse(r.stdout.trim().split('\n').pop()), wall });
    }
  }
  return out;
}
