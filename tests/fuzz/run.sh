#!/usr/bin/env bash
# tests/fuzz/run.sh — build the libFuzzer harnesses with clang (ASan + UBSan) into build-fuzz/,
# replay the committed regression inputs, then fuzz each harness for N seconds.
#
#   tests/fuzz/run.sh [seconds-per-harness] [harness...]     default 20 s (CI), all four
#   BR_FUZZ_RUNS=N tests/fuzz/run.sh                         N executions per harness instead
#   BR_FUZZ_SKIP_KNOWN=1                                     step around the bugs already
#                                                            reported (tests/fuzz/regressions/)
#   BR_FUZZ_OUT=dir                                          build and work there (build-fuzz/)
#
# Working corpora grow in build-fuzz/corpus/<harness>/ (seeded from tests/fuzz/corpus/<harness>/,
# which stays small and committed); crashes go to build-fuzz/artifacts/. Prints the executions
# per harness (libFuzzer's final stats) and exits non-zero on any crash or failing regression.
set -uo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
SECONDS_PER=${1:-20}
shift || true
HARNESSES=("$@")
((${#HARNESSES[@]})) || HARNESSES=(fuzz_fen fuzz_move_text fuzz_profile fuzz_moves)
OUT=${BR_FUZZ_OUT:-build-fuzz}
CC=${CC_FUZZ:-clang}

declare -A MAX_LEN=([fuzz_fen]=320 [fuzz_move_text]=160 [fuzz_profile]=600 [fuzz_moves]=600)
declare -A DICT=([fuzz_fen]=fen.dict [fuzz_move_text]=move.dict [fuzz_profile]=profile.dict [fuzz_moves]=)

if ! echo 'int LLVMFuzzerTestOneInput(const char *d, long n) { (void)d; (void)n; return 0; }' |
     $CC -x c - -fsanitize=fuzzer -o /tmp/br-fuzz-probe.$$ 2>/dev/null; then
  echo "run.sh: '$CC -fsanitize=fuzzer' does not link; install libFuzzer (apt-get install -y libclang-rt-14-dev)" >&2
  exit 2
fi
rm -f /tmp/br-fuzz-probe.$$

mkdir -p "$OUT/artifacts"
FLAGS=(-std=c11 -g -O2 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined
       -fno-sanitize-recover=all -Icore/include -Icore/src)
status=0
for h in "${HARNESSES[@]}"; do
  echo "=== build $h"
  # the core once per harness: unity.c is the whole core as one translation unit
  if ! $CC "${FLAGS[@]}" "tests/fuzz/$h.c" core/src/unity.c -o "$OUT/$h"; then
    echo "$h: build failed"; exit 2
  fi
done

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# Known bugs: each file in tests/fuzz/regressions/<harness>/ is an input that crashed the
# harness; it must run clean once the bug is fixed.
for h in "${HARNESSES[@]}"; do
  dir=tests/fuzz/regressions/$h
  compgen -G "$dir/*" >/dev/null || continue
  for f in "$dir"/*; do
    [[ $f == *.md ]] && continue
    if BR_FUZZ_SKIP_KNOWN=0 "$OUT/$h" "$f" >"$OUT/artifacts/replay-$(basename "$f").log" 2>&1; then
      echo "regression $h/$(basename "$f"): ok"
    else
      echo "regression $h/$(basename "$f"): FAILS (log: $OUT/artifacts/replay-$(basename "$f").log)"
      grep -m1 -E 'FUZZ INVARIANT FAILED|ERROR: AddressSanitizer|runtime error' "$OUT/artifacts/replay-$(basename "$f").log" | sed 's/^/    /'
      status=1
    fi
  done
done

summary=()
for h in "${HARNESSES[@]}"; do
  corpus=$OUT/corpus/$h
  mkdir -p "$corpus"
  args=(-max_len="${MAX_LEN[$h]}" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1
        -artifact_prefix="$OUT/artifacts/$h-" -use_value_profile=1)
  if [[ -n ${BR_FUZZ_RUNS:-} ]]; then args+=(-runs="$BR_FUZZ_RUNS"); else args+=(-max_total_time="$SECONDS_PER"); fi
  [[ -n ${DICT[$h]} ]] && args+=(-dict="tests/fuzz/${DICT[$h]}")
  echo "=== fuzz $h (${BR_FUZZ_RUNS:+$BR_FUZZ_RUNS runs}${BR_FUZZ_RUNS:-$SECONDS_PER s})"
  log=$OUT/$h.log
  "$OUT/$h" "${args[@]}" "$corpus" "tests/fuzz/corpus/$h" >"$log" 2>&1
  rc=$?
  execs=$(grep 'stat::number_of_executed_units:' "$log" | tail -1 | awk '{print $2}')
  secs=$(grep 'stat::average_exec_per_sec:' "$log" | tail -1 | awk '{print $2}')
  if ((rc != 0)); then
    echo "$h: CRASH (exit $rc) after ${execs:-?} executions; log $log"
    grep -m3 -E -A3 'FUZZ INVARIANT FAILED|ERROR: AddressSanitizer|runtime error|Test unit written' "$log" | sed 's/^/    /'
    status=1
  fi
  summary+=("$h: ${execs:-0} executions (${secs:-?}/s), corpus $(ls "$corpus" | wc -l) files, exit $rc")
done
echo "=== summary"
printf '%s\n' "${summary[@]}"
exit $status
