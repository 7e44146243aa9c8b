#!/usr/bin/env bash
# reach-table.sh [FILE.ll...] -- generic accesses left in PTX on the reach
# programs (bench/reach/ll/*.ll by default: CUDA in the style of benchmark
# suites, clang-22 -O1 and -O3 for sm_90).
#
# For each file prints generic ld+st / generic atom / cvta in the PTX that
# llc-22 -mcpu=sm_90 -mattr=+ptx80 makes from
#   llc     the input itself,
#   ias     opt-22 -passes=infer-address-spaces,
#   ms      memspace (default pipeline),
#   ms-wp   memspace -whole-program,
# then generic ld+st / atom in the functions the kernels of the PTX can
# reach (bench/ptx-count.awk: every .entry, what a reachable body names,
# called or not, and functions named in initializers) for
#   llc:k   llc-22 alone, and
#   ms:k    memspace (default pipeline),
# then a TOTAL row and the share of llc's generic ld+st that ms-wp leaves.
# An ld/ldu/st/atom/red is generic when it has no .global/.shared/.local/
# .const qualifier (.param accesses are argument passing, not counted).
#
# Exit status 1 when an output is rejected by llvm-as-22 or llc-22, when
# memspace (either way) leaves more generic ld+st+atom than llc alone on a
# file ("WORSE"), or when -whole-program leaves more than 10% of llc's
# generic ld+st in total. A file where memspace without -whole-program
# does not leave strictly fewer generic ld+st+atom than llc alone is
# marked "same"; "same:k" when that holds of the functions the kernels
# reach too (a "same" file without "same:k" keeps its generic accesses in
# exported helpers no kernel of the module calls). MEMSPACE names the
# memspace binary (default: built from this checkout).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/bench/memspace-bin.sh"
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$root"/bench/reach/ll/*.ll)

# count PTX: "LDST/ATOM/CVTA KLDST/KATOM" (bench/ptx-count.awk: the
# generic accesses and cvta of the file, then the generic accesses of the
# functions its kernels reach).
count() { awk -f "$root/bench/ptx-count.awk" "$1"; }
# ptx IN.ll OUT.ptx: checks IN with llvm-as-22, compiles, counts.
ptx() {
  if ! llvm-as-22 "$1" -o /dev/null 2>"$tmp/err" || ! llc-22 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx80 "$1" -o "$2" 2>"$tmp/err"; then
    echo invalid
    return
  fi
  count "$2"
}
# The fields of a count: st "LDST/ATOM/CVTA"; kn "KLDST/KATOM".
st() { echo "${1%% *}"; }
kn() { echo "${1##* }"; }
add() { awk -v t="$1" -v x="$2" 'BEGIN { split(t, a, "/"); split(x, b, "/"); print a[1]+b[1] "/" a[2]+b[2] "/" a[3]+b[3] }'; }
gen() { awk -v x="$1" 'BEGIN { split(x, a, "/"); print a[1] + a[2] }'; }
ldst() { awk -v x="$1" 'BEGIN { split(x, a, "/"); print a[1] + 0 }'; }

row='%-34s %-13s %-13s %-13s %-13s %-9s %-9s%s\n'
printf "$row" file "llc" "ias" "ms" "ms-wp" "llc:k" "ms:k" ""
printf "$row" "" "ld+st/atom/cvta" "" "" "" "ld+st/atom" "" ""
bad=0 tl=0/0/0 tu=0/0/0 tm=0/0/0 tw=0/0/0 tkl=0/0/0 tkm=0/0/0
for f in "${files[@]}"; do
  name=$(basename "$f" .ll)
  opt-22 -passes=infer-address-spaces -S "$f" -o "$tmp/ias.ll"
  mark=""
  if ! "$ms" "$f" -o "$tmp/ms.ll" 2>/dev/null; then mark=" memspace-error"; bad=1; cp "$f" "$tmp/ms.ll"; fi
  if ! "$ms" -whole-program "$f" -o "$tmp/wp.ll" 2>/dev/null; then mark="$mark wp-error"; bad=1; cp "$f" "$tmp/wp.ll"; fi
  cl=$(ptx "$f" "$tmp/l.ptx") cu=$(ptx "$tmp/ias.ll" "$tmp/u.ptx")
  cm=$(ptx "$tmp/ms.ll" "$tmp/m.ptx") cw=$(ptx "$tmp/wp.ll" "$tmp/w.ptx")
  for x in "$cl" "$cu" "$cm" "$cw"; do
    if [ "$x" = invalid ]; then mark="$mark INVALID"; bad=1; fi
  done
  l=$(st "$cl") u=$(st "$cu") m=$(st "$cm") w=$(st "$cw") kl=$(kn "$cl") km=$(kn "$cm")
  if [[ "$mark" != *INVALID* ]]; then
    if [ "$(gen "$m")" -gt "$(gen "$l")" ] || [ "$(gen "$w")" -gt "$(gen "$l")" ]; then mark="$mark WORSE"; bad=1
    else
      if [ "$(gen "$l")" -gt 0 ] && [ "$(gen "$m")" -ge "$(gen "$l")" ]; then mark="$mark same"; fi
      if [ "$(gen "$kl")" -gt 0 ] && [ "$(gen "$km")" -ge "$(gen "$kl")" ]; then mark="$mark same:k"; fi
    fi
    tl=$(add "$tl" "$l") tu=$(add "$tu" "$u") tm=$(add "$tm" "$m") tw=$(add "$tw" "$w")
    tkl=$(add "$tkl" "$kl") tkm=$(add "$tkm" "$km")
  fi
  printf "$row" "$name" "$l" "$u" "$m" "$w" "$kl" "$km" "$mark"
done
printf "$row" TOTAL "$tl" "$tu" "$tm" "$tw" "${tkl%/*}" "${tkm%/*}" ""
share=$(awk -v w="$(ldst "$tw")" -v l="$(ldst "$tl")" 'BEGIN { if (l == 0) print 0; else printf "%.1f", 100 * w / l }')
echo "generic ld+st left by memspace -whole-program: $share% of llc-22 alone"
if awk -v s="$share" 'BEGIN { exit !(s > 10) }'; then echo "goal missed: more than 10%"; bad=1; fi
exit $bad
