#!/usr/bin/env bash
# Start-up cost of the RMIT command, whole process: `java -jar JAR PUZZLE TYPE advanced n` run RUNS times
# per jar, the jars alternating run by run (so a change of load on a shared machine hits all of them),
# each run timed by GNU time (wall seconds, user + system CPU seconds). Prints, per jar, the median, the
# smallest and the largest wall and CPU seconds and the median of the program's own "time taken" line.
# Usage, with the jars built first (`mvn -B -q -pl tester -am package -DskipTests` in each checkout):
#   bash docs/startup-time.sh PUZZLE TYPE RUNS LABEL=JAR [LABEL=JAR ...]
# e.g.  bash docs/startup-time.sh puzzles/killer/easy-killer-99-01.in killer 15 \
#           before=/tmp/old/tester/target/sudoku.jar after=tester/target/sudoku.jar
set -euo pipefail
puzzle="$1"; type="$2"; runs="$3"; shift 3
labels=(); jars=()
for pair in "$@"; do labels+=("${pair%%=*}"); jars+=("${pair#*=}"); done
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for ((r = 1; r <= runs; r++)); do
  for i in "${!jars[@]}"; do
    # GNU time writes "wall user system" on the last line of stderr; the answer itself goes to a file
    /usr/bin/time -f '%e %U %S' -o "$work/t" java -jar "${jars[$i]}" "$puzzle" "$type" advanced n \
      > "$work/out" 2> /dev/null || { echo "run failed: ${labels[$i]}" >&2; exit 1; }
    read -r wall user sys < "$work/t"
    taken=$(sed -n 's/^time taken = \([0-9.E-]*\) sec\.$/\1/p' "$work/out")
    echo "$wall $(echo "$user + $sys" | bc -l) $taken" >> "$work/${labels[$i]}"
  done
done
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }
printf '| jar | runs | wall s median (min–max) | CPU s median (min–max) | time taken s median |\n|---|---:|---|---|---:|\n'
for label in "${labels[@]}"; do
  f="$work/$label"
  w=$(cut -d' ' -f1 "$f" | median); wl=$(cut -d' ' -f1 "$f" | sort -g | head -1); wh=$(cut -d' ' -f1 "$f" | sort -g | tail -1)
  c=$(cut -d' ' -f2 "$f" | median); cl=$(cut -d' ' -f2 "$f" | sort -g | head -1); ch=$(cut -d' ' -f2 "$f" | sort -g | tail -1)
  t=$(cut -d' ' -f3 "$f" | median)
  printf '| %s | %d | %.2f (%.2f–%.2f) | %.2f (%.2f–%.2f) | %.3f |\n' "$label" "$(wc -l < "$f")" "$w" "$wl" "$wh" "$c" "$cl" "$ch" "$t"
done
