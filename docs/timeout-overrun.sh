#!/usr/bin/env bash
# How far past --timeout a run ends: RMIT's 16x16 killer without givens (no solver here finishes it) with
# --threads 1 and 256 and the given limit, alternating, each line the program's "time taken" (loading and
# search) and the load average.
# Usage, from the project root after `mvn -B -q package -DskipTests`:
#   bash docs/timeout-overrun.sh [LIMIT_SECONDS] [ROUNDS]        (defaults 5 and 2)
set -euo pipefail
limit="${1:-5}"
rounds="${2:-2}"
jar=tester/target/sudoku.jar
for round in $(seq 1 "$rounds"); do
  for threads in 1 256; do
    # exit 3 (the time limit) is what is expected here
    report=$(java -jar "$jar" puzzles/killer/killer_1616.in killer advanced n --threads "$threads" --timeout "$limit" 2>&1 || true)
    taken=$(printf '%s\n' "$report" | sed -n 's/^time taken = \([0-9.]*\) sec\.$/\1/p')
    printf 'round %s, --threads %s --timeout %s: %s s taken, load %s\n' "$round" "$threads" "$limit" "$taken" \
      "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
