#!/usr/bin/env bash
# corpus-table.sh [LEVEL] -- generic memory accesses left on the corpus.
#
# For every corpus file NAME.LEVEL.ll (LEVEL defaults to O1) prints one row:
# memory instructions whose pointer is generic in IR for the input, for
# upstream (opt-22 -passes=infer-address-spaces; OpenCL with the spirv64
# triple), for memspace -passes=memspace-opt, and for memspace's default
# pipeline (ipmsp,memspace-opt,...); for CUDA files also generic ld/st/atom
# and cvta in the PTX that llc-22 makes from each, and "fn": how many PTX
# functions of the default pipeline's output still have a generic ld/st/atom.
# A TOTAL row sums every column. Then, for the CUDA files, bench/ptx-report.sh
# lists those functions with the reason memspace gives.
#
# Exit status 1 if memspace leaves more generic accesses than upstream on
# any file, in IR or in the default pipeline's PTX (ld+st+atom), or if the
# default pipeline's PTX has no fewer generic accesses, or no fewer cvta, in
# total than upstream's (the regressions the test suite also checks). A
# file with more cvta than upstream is marked "(cvta)" but does not fail.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${MEMSPACE_CORPUS:-$root/../shared/corpus}
level=${1:-O1}
count=$corpus/count.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/memspace" "$root/cmd/memspace"

gen() { bash "$count" ir "$1" "$2" | cut -f2; }
ptx() { # $2 := PTX of $1; prints generic ld/st, generic atom, cvta
  if llc-22 -march=nvptx64 -mcpu=sm_90 -mattr=+ptx80 "$1" -o "$2" 2>/dev/null; then
    bash "$count" ptx "$2" | awk -F'\t' '{print $4 "/" $6 "/" $1}'
  else
    echo "llc-failed"
  fi
}
# add TOTAL A/B/C: adds the triple A/B/C to the triple TOTAL.
add() { awk -v t="$1" -v x="$2" 'BEGIN { split(t, a, "/"); split(x, b, "/"); print a[1]+b[1] "/" a[2]+b[2] "/" a[3]+b[3] }'; }
generic() { awk -v x="$1" 'BEGIN { split(x, a, "/"); print a[1] + a[2] }'; } # ld+st+atom
cvta() { awk -v x="$1" 'BEGIN { split(x, a, "/"); print a[3] + 0 }'; }

row='%-34s %5s %5s %5s %5s  %-13s %-13s %-13s %3s%s\n'
printf "$row" file input ias ms-opt ms-all "ptx:ias" "ptx:ms-opt" "ptx:ms-all" fn ""
printf "$row" "" "" "" "" "" "ld+st/atom/cvta" "" "" "" ""
bad=0 ti=0 tu=0 to=0 ta=0 pu=0/0/0 po=0/0/0 pa=0/0/0 tf=0
cuda=()
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
  xu=- xo=- xa=- fn=- mark=""
  if [ $flat = 0 ]; then
    cuda+=("$f")
    xu=$(ptx "$tmp/ias.ll" "$tmp/ias.ptx") xo=$(ptx "$tmp/opt.ll" "$tmp/opt.ptx") xa=$(ptx "$tmp/all.ll" "$tmp/all.ptx")
    fn=$(awk -v by=function -f "$root/bench/ptx-count.awk" "$tmp/all.ptx" | wc -l)
    pu=$(add "$pu" "$xu") po=$(add "$po" "$xo") pa=$(add "$pa" "$xa") tf=$((tf+fn))
    if [ "$(generic "$xa")" -gt "$(generic "$xu")" ]; then mark="  PTX-REGRESSION"; bad=1; fi
    if [ "$(cvta "$xa")" -gt "$(cvta "$xu")" ]; then mark="$mark (cvta)"; fi
  fi
  if [ "$o" -gt "$u" ] || [ "$a" -gt "$u" ]; then mark="  REGRESSION$mark"; bad=1; fi
  printf "$row" "$name" "$i" "$u" "$o" "$a" "$xu" "$xo" "$xa" "$fn" "$mark"
  ti=$((ti+i)) tu=$((tu+u)) to=$((to+o)) ta=$((ta+a))
done
mark=""
if [ "$(generic "$pa")" -ge "$(generic "$pu")" ]; then mark="  PTX-REGRESSION (generic total)"; bad=1; fi
if [ "$(cvta "$pa")" -ge "$(cvta "$pu")" ]; then mark="$mark  PTX-REGRESSION (cvta total)"; bad=1; fi
printf "$row" TOTAL $ti $tu $to $ta "$pu" "$po" "$pa" "$tf" "$mark"

echo
echo "PTX functions with generic ld/st/atom after the default pipeline (ld+st/atom), and why:"
MEMSPACE=$tmp/memspace bash "$root/bench/ptx-report.sh" "${cuda[@]}"
exit $bad
