#!/usr/bin/env bash
# Spark against the plain tester, on this machine: local[1] and local[2] against one JVM without Spark,
# on the whole 17-clue file (batch) and on a count of 14,777,136 solutions. Prints a Markdown table with
# the wall time of each command (JVM and Spark start included), its CPU time (user + system) and the time
# the program reports itself, for the fastest of RUNS runs (default 3).
#
#   spark/bench.sh DATA        (DATA holds sudoku9/puzzles2_17_clue, see README "Benchmarks")
#
# Needs tester/target/sudoku.jar and spark/target/sudoku-spark-local.jar:
#   mvn -B -Pspark package -DskipTests
set -euo pipefail
cd "$(dirname "$0")/.."
data="${1:?usage: spark/bench.sh DATA (the folder of the benchmark sets)}"
clue17="$data/sudoku9/puzzles2_17_clue"
if [ ! -f "$clue17" ]; then
  echo "spark/bench.sh: $clue17 is missing: this benchmark needs the 17-clue set (README, Benchmarks); nothing run" >&2
  exit 2
fi
tester=tester/target/sudoku.jar
spark=spark/target/sudoku-spark-local.jar
for jar in "$tester" "$spark"; do
  [ -f "$jar" ] || { echo "spark/bench.sh: $jar is missing: mvn -B -Pspark package -DskipTests" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The first 31 cells of the solution grid of Wikipedia's example Sudoku, the rest blank: 14,777,136 solutions.
grid=534678912672195348198342567859761423426853791713924856961537284287419635345286179
printf '%s%s\n' "${grid:0:31}" "$(printf '.%.0s' $(seq 50))" > "$work/count31.txt"

runs="${RUNS:-3}"
echo "Each command $runs times, the fastest wall time shown with what that run reported; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| run | command | wall s | CPU s | reported | result |"
echo "|---|---|---:|---:|---|---|"
run() {
  local name="$1"; shift
  local best="" line="" i wall cpu reported result
  for i in $(seq "$runs"); do
    /usr/bin/time -o "$work/time" -f '%e %U %S' "$@" > "$work/out" 2> "$work/err" || true
    wall=$(cut -d' ' -f1 "$work/time")
    cpu=$(awk '{ printf "%.1f", $2 + $3 }' "$work/time")
    if [ -z "$best" ] || [ "$(echo "$wall < $best" | bc)" = 1 ]; then
      best=$wall
      reported=$(grep -ho 'seconds: [0-9.]*, puzzles/second: [0-9.]*\|time taken = [0-9.]* sec' "$work/err" "$work/out" | head -1)
      result=$(grep -h '^solutions:\|^puzzles:\|^split:' "$work/out" "$work/err" | cut -d, -f1-2 | paste -sd';' -)
      line=$(printf '| %s | `%s` | %.1f | %s | %s | %s |' "$name" "$*" "$wall" "$cpu" "$reported" "$result")
    fi
    cp "$work/out" "$work/$name.out"
  done
  echo "$line"
}
run batch-tester-1 java -jar "$tester" batch "$clue17" --solver advanced
run batch-tester-2 java -jar "$tester" batch "$clue17" --solver advanced --threads 2
run batch-spark-1 java -jar "$spark" batch "$clue17" --solver advanced --master 'local[1]'
run batch-spark-2 java -jar "$spark" batch "$clue17" --solver advanced --master 'local[2]'
run count-tester java -jar "$tester" "$work/count31.txt" sudoku advanced n --count
run count-spark-1 java -jar "$spark" count "$work/count31.txt" sudoku --master 'local[1]'
run count-spark-2 java -jar "$spark" count "$work/count31.txt" sudoku --master 'local[2]'
for n in 1 2; do
  cmp -s "$work/batch-tester-1.out" "$work/batch-spark-$n.out" || echo "note: local[$n]'s batch answers differ from the tester's" >&2
done
