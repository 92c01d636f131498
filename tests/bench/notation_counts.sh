#!/bin/sh
# notation_counts.sh — the core's cost of replaying a record in each notation against the same
# record in UCI, as callgrind instruction counts (free of the shared machine's noise), from
# build/notation_bench's one-replay mode. Issue #11: at most 2x.
#   sh tests/bench/notation_counts.sh [build dir]
build=${1:-build}
count() { # profile notation mode -> instructions of one replay (br_move_read + br_game_play ...)
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect=replay_once \
    "$build/notation_bench" "$1" "$2" "$3" >/dev/null 2>&1
  awk '/^summary:/ { print $2 }' "$out"
  rm -f "$out"
}
printf '%-17s %-8s %12s %12s  %s\n' profile notation 'named Ir' 'any Ir' 'cost vs UCI (named / any)'
for profile in ${PROFILES:-xiangqi/standard janggi/standard makruk/standard}; do
  case $profile in
    xiangqi*) notations='iccs wxf chinese' ;;
    janggi*) notations='janggi korean' ;;
    makruk*) notations='san thai' ;;
  esac
  uci=$(count "$profile" uci named)
  printf '%-17s %-8s %12s %12s\n' "$profile" uci "$uci" "$(count "$profile" uci any)"
  for n in $notations; do
    named=$(count "$profile" "$n" named)
    any=$(count "$profile" "$n" any)
    printf '%-17s %-8s %12s %12s  %.2fx / %.2fx\n' "$profile" "$n" "$named" "$any" \
      "$(echo "$named / $uci" | bc -l)" "$(echo "$any / $uci" | bc -l)"
  done
done
