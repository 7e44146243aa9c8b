#!/usr/bin/env bash
# corpus-table.sh [LEVEL] -- generic memory accesses left on the corpus.
#
# For every corpus file NAME.LEVEL.ll (LEVEL defaults to O1) prints one row:
# memory instructions whose pointer is generic in IR for the input, for
# upstream (opt-22 -passes=infer-address-spaces; OpenCL with the spirv64
# triple), for memspace -passes=memspace-opt, and for memspace's default
# pipeline (ipmsp,memspace-opt,...); for CUDA files also generic ld/st/atom
# and cvta in the PTX that llc-22 makes from each. A TOTAL row ends the table.
# Exit status 1 if memspace leaves more generic accesses than upstream on any
# file (the regression the test suite also checks).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${MEMSPACE_CORPUS:-$root/../shared/corpus}
level=${1:-O1}
count=$corpus/count.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/memspace" "$root/cmd/memspace"

gen() { bash "$count" ir "$1" "$2" | cut -f2; }
ptx() { # generic ld/st, generic atom, cvta of the PTX for $1
  if llc-22 -march=nvptx64 -mcpu=sm_90 -mattr=+ptx80 "$1" -o "$tmp/x.ptx" 2>/dev/null; then
    bash "$count" ptx "$tmp/x.ptx" | awk -F'\t' '{print $4 "/" $6 "/" $1}'
  else
    echo "llc-failed"
  fi
}

printf '%-34s %5s %5s %5s %5s  %-13s %-13s %-13s\n' file input ias ms-opt ms-all \
  "ptx:ias" "ptx:ms-opt" "ptx:ms-all"
printf '%-34s %5s %5s %5s %5s  %-13s %-13s %-13s\n' "" "" "" "" "" \
  "ld+st/atom/cvta" "" ""
bad=0 ti=0 tu=0 to=0 ta=0
for f in "$corpus"/ll/*."$level".ll; do
  name=$(basename "$f" ."$level".ll)
  if grep -q '^target triple = "nvptx' "$f"; then flat=0; triple=(); else flat=4; triple=(-mtriple=spirv64-unknown-unknown); fi
  opt-22 "${triple[@]}" -passes=infer-address-spaces -S "$f" -o "$tmp/ias.ll"
  # An error diagnostic (e.g. an atomic on local memory) writes no output:
  # such a file is shown as "error" and not compared.
  if ! "$tmp/memspace" -passes=memspace-opt "$f" -o "$tmp/opt.ll" 2>/dev/null ||
     ! "$tmp/memspace" "$f" -o "$tmp/all.ll" 2>/dev/null; then
    printf '%-34s %5s %5s %s\n' "$name" "$(gen "$f" $flat)" "$(gen "$tmp/ias.ll" $flat)" "error: memspace reports an error diagnostic"
    continue
  fi
  i=$(gen "$f" $flat) u=$(gen "$tmp/ias.ll" $flat) o=$(gen "$tmp/opt.ll" $flat) a=$(gen "$tmp/all.ll" $flat)
  pu=- po=- pa=-
  if [ $flat = 0 ]; then pu=$(ptx "$tmp/ias.ll") po=$(ptx "$tmp/opt.ll") pa=$(ptx "$tmp/all.ll"); fi
  mark=""
  if [ "$o" -gt "$u" ] || [ "$a" -gt "$u" ]; then mark="  REGRESSION"; bad=1; fi
  printf '%-34s %5s %5s %5s %5s  %-13s %-13s %-13s%s\n' "$name" "$i" "$u" "$o" "$a" "$pu" "$po" "$pa" "$mark"
  ti=$((ti+i)) tu=$((tu+u)) to=$((to+o)) ta=$((ta+a))
done
printf '%-34s %5s %5s %5s %5s\n' TOTAL $ti $tu $to $ta
exit $bad
