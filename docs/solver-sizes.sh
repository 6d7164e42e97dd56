#!/usr/bin/env bash
# Which solver finishes on which size: every solver on one sample puzzle of each size, one run each,
# with a time limit, printed as a Markdown table of the seconds the program reports ("time taken":
# reading the file and solving, without the JVM's start).
# Usage, from the project root after `mvn -B -q package -DskipTests`:
#   bash docs/solver-sizes.sh [LIMIT_SECONDS]        (default 10)
set -euo pipefail
limit="${1:-10}"
jar=tester/target/sudoku.jar
sudoku_solvers=(advanced dancing algorx backtracking forward ac3 naive)
rows=(
  "4×4|sudoku|puzzles/sudoku/easy-std-44-01.in"
  "9×9 (hard)|sudoku|puzzles/sudoku/hard-std-99-01.in"
  "16×16 (55% blank)|sudoku|puzzles/sudoku/generated-std-1616-random-symbols.in"
  "25×25 (60% blank)|sudoku|puzzles/sudoku/generated-std-2525-60pct.in"
  "36×36 (65% blank)|sudoku|puzzles/sudoku/generated-std-3636-65pct.in"
  "49×49 (70% blank)|sudoku|puzzles/sudoku/generated-std-4949-70pct.in"
  "killer 9×9 (hard)|killer|puzzles/killer/hard-killer-99-01.in"
  "killer 16×16|killer|puzzles/killer/generated-killer-1616.in"
)
printf '| puzzle |'; printf ' %s |' "${sudoku_solvers[@]}"; printf '\n|---|'
printf -- '---:|%.0s' "${sudoku_solvers[@]}"; printf '\n'
for row in "${rows[@]}"; do
  IFS='|' read -r label type file <<< "$row"
  printf '| %s |' "$label"
  for solver in "${sudoku_solvers[@]}"; do
    set +e
    report=$(java -jar "$jar" "$file" "$type" "$solver" n --timeout "$limit" 2>&1)
    code=$?
    set -e
    taken=$(printf '%s\n' "$report" | sed -n 's/^time taken = \([0-9.]*\) sec\.$/\1/p')
    case $code in
      0) printf ' %.3f |' "$taken" ;;
      3) printf ' > %s |' "$limit" ;;
      2) printf ' — |' ;;
      *) printf ' exit %s |' "$code" ;;
    esac
  done
  printf '\n'
done
