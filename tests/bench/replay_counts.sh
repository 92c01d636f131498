#!/bin/sh
# replay_counts.sh — instructions per replay ply (read + play + outcome) in the core, for each
# game, as callgrind counts (free of the shared machine's noise): 20 api.mjs-style 200-ply records
# replayed by tests/c/replay_counts.c, the core compiled file by file as the wasm build compiles
# it (scripts/build.mjs HOT_SOURCES at -O3, the rest small), game creation included.
#   sh tests/bench/replay_counts.sh [games...]     (default: xiangqi janggi makruk)
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
hot=$(cd "$root" && node -e "import('./scripts/build.mjs').then((m) => console.log(m.HOT_SOURCES.join(' ')))")
for f in "$root"/core/src/*.c; do
  n=$(basename "$f")
  [ "$n" = unity.c ] && continue
  case " $hot " in *" $n "*) opt=-O3 ;; *) opt=-Os ;; esac
  cc -std=c11 $opt -DNDEBUG -I"$root/core/include" -c "$f" -o "$work/${n%.c}.o"
done
cc -std=c11 -O2 -I"$root/core/include" "$root/tests/c/replay_counts.c" "$work"/*.o -o "$work/replay_counts"
node --input-type=module -e "
  import { init } from '$root/bindings/index.js';
  import { loadFfish } from '$root/tests/oracle/ffish.mjs';
  import { API_GAMES, gameRecord } from '$root/tests/bench/api.mjs';
  import { writeFileSync } from 'node:fs';
  await init();
  const ff = await loadFfish();
  for (const [profile, variant] of API_GAMES) {
    const records = new Set();
    for (let seed = 1; records.size < 20; seed += 7) records.add(gameRecord(ff, profile, variant, seed).join(' '));
    writeFileSync('$work/' + variant + '.txt', [...records].join('\n') + '\n');
  }"
printf '%-8s %12s %8s\n' game instructions 'per ply'
for game in ${*:-xiangqi janggi makruk}; do
  plies=$("$work/replay_counts" "$game/standard" "$work/$game.txt")
  valgrind --tool=callgrind --callgrind-out-file="$work/cg" --toggle-collect=replay_all \
    "$work/replay_counts" "$game/standard" "$work/$game.txt" >/dev/null 2>&1
  ir=$(awk '/^summary:/ { print $2 }' "$work/cg")
  printf '%-8s %12s %8.1f\n' "$game" "$ir" "$(echo "$ir / $plies" | bc -l)"
done
