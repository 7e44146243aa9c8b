#!/usr/bin/env bash
# compare.sh BIG.ll -- CMD1 [ARGS...] -- CMD2 [ARGS...]
#
# Times two commands on the same input with GNU time, best of $RUNS (3)
# runs each, and prints for each the wall-clock seconds and peak RSS in MB,
# then the ratios CMD2/CMD1. In the commands, {} stands for BIG.ll; a
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

# measure CMD...: runs CMD $runs times and prints "BEST_SECONDS BEST_RSS_KB".
measure() {
  local args=() uses=0 a
  for a in "$@"; do
    if [ "$a" = "{}" ]; then
      args+=("$input")
      uses=1
    else
      args+=("$a")
    fi
  done
  local best_t="" best_m="" t m
  for _ in $(seq "$runs"); do
    local stdin=/dev/null
    [ "$uses" -eq 1 ] || stdin=$input
    if ! /usr/bin/time -f '%e %M' -o "$tmp/time" "${args[@]}" <"$stdin" >/dev/null 2>"$tmp/err"; then
      echo "compare.sh: command failed: ${args[*]}" >&2
      tail -n 20 "$tmp/err" >&2
      exit 1
    fi
    read -r t m <"$tmp/time"
    if [ -z "$best_t" ] || awk -v a="$t" -v b="$best_t" 'BEGIN { exit !(a < b) }'; then best_t=$t; fi
    if [ -z "$best_m" ] || [ "$m" -lt "$best_m" ]; then best_m=$m; fi
  done
  echo "$best_t $best_m"
}

r1=$(measure "${cmd1[@]}")
r2=$(measure "${cmd2[@]}")
read -r t1 m1 <<<"$r1"
read -r t2 m2 <<<"$r2"

awk -v file="$input" -v size="$(stat -c %s "$input")" -v runs="$runs" \
    -v c1="${cmd1[*]}" -v c2="${cmd2[*]}" -v t1="$t1" -v m1="$m1" -v t2="$t2" -v m2="$m2" 'BEGIN {
  printf "input: %s (%.1f MB), best of %d runs\n", file, size / 1048576, runs
  printf "CMD1: %8.2f s %9.1f MB  %s\n", t1, m1 / 1024, c1
  printf "CMD2: %8.2f s %9.1f MB  %s\n", t2, m2 / 1024, c2
  rt = t1 > 0 ? sprintf("%.2fx", t2 / t1) : "n/a"
  printf "ratio CMD2/CMD1: time %s, peak RSS %.2fx\n", rt, m2 / m1
}'
