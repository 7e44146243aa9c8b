#!/usr/bin/env bash
# compare.sh BIG.ll -- CMD1 [ARGS...] -- CMD2 [ARGS...]
#
# Times two commands on the same input with GNU time, $RUNS (3) runs each,
# taking turns, and prints for each the best wall-clock seconds and the
# least peak RSS in MB, then the ratios CMD2/CMD1 and the median ratio of
# the paired runs. In the commands, {} stands for BIG.ll; a
# command without {} reads BIG.ll on stdin. Standard output is discarded.
#
# Example:
#   bench/compare.sh bench/out/big.ll -- opt-22 -S {} -o /dev/null -- llvm-as-22 {} -o /dev/null
set -euo pipefail

usage() {
  echo "usage: $0 BIG.ll -- CMD1 [ARGS...] -- CMD2 [ARGS...]" >&2
  exit 2
}
[ $# -ge 4 ] || usage
input=$1
shift
[ "$1" = "--" ] || usage
shift
cmd1=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  cmd1+=("$1")
  shift
done
[ $# -ge 2 ] && [ "${#cmd1[@]}" -gt 0 ] || usage
shift
cmd2=("$@")
[ -r "$input" ] || { echo "compare.sh: cannot read $input" >&2; exit 1; }
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/install-llvm.sh"
runs=${RUNS:-3}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# once CMD...: runs CMD once and prints "SECONDS RSS_KB".
once() {
  local args=() uses=0 a
  for a in "$@"; do
    if [ "$a" = "{}" ]; then
      args+=("$input")
      uses=1
    else
      args+=("$a")
    fi
  done
  local stdin=/dev/null
  [ "$uses" -eq 1 ] || stdin=$input
  if ! /usr/bin/time -f '%e %M' -o "$tmp/time" "${args[@]}" <"$stdin" >/dev/null 2>"$tmp/err"; then
    echo "compare.sh: command failed: ${args[*]}" >&2
    tail -n 20 "$tmp/err" >&2
    exit 1
  fi
  cat "$tmp/time"
}

# The two commands take turns, so that a slow spell of a shared machine
# falls on both; each pair of runs also gives one time ratio.
: >"$tmp/runs"
for _ in $(seq "$runs"); do
  r1=$(once "${cmd1[@]}")
  r2=$(once "${cmd2[@]}")
  echo "$r1 $r2" >>"$tmp/runs"
done
# best time and least peak RSS of each command, and the median pair ratio
read -r t1 m1 t2 m2 <<<"$(awk '
  NR == 1 || $1 < t1 { t1 = $1 } NR == 1 || $2 < m1 { m1 = $2 }
  NR == 1 || $3 < t2 { t2 = $3 } NR == 1 || $4 < m2 { m2 = $4 }
  END { print t1, m1, t2, m2 }' "$tmp/runs")"
med=$(awk '{ print ($1 > 0 ? $3 / $1 : 0) }' "$tmp/runs" | sort -g |
  awk '{ r[NR] = $1 } END { print NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2 }')

awk -v file="$input" -v size="$(stat -c %s "$input")" -v runs="$runs" \
    -v c1="${cmd1[*]}" -v c2="${cmd2[*]}" -v t1="$t1" -v m1="$m1" -v t2="$t2" -v m2="$m2" -v med="$med" 'BEGIN {
  printf "input: %s (%.1f MB), best of %d alternating runs\n", file, size / 1048576, runs
  printf "CMD1: %8.2f s %9.1f MB  %s\n", t1, m1 / 1024, c1
  printf "CMD2: %8.2f s %9.1f MB  %s\n", t2, m2 / 1024, c2
  rt = t1 > 0 ? sprintf("%.2fx", t2 / t1) : "n/a"
  printf "ratio CMD2/CMD1: time %s, peak RSS %.2fx (median ratio of paired runs: %.2fx)\n", rt, m2 / m1, med
}'
