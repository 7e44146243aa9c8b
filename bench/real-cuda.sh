#!/usr/bin/env bash
# real-cuda.sh DIR -- memspace on a directory of CUDA sources you provide
# (third-party benchmark code, say), as a new user would run it.
#
# Every DIR/*.cu is compiled for the device only with clang-22, as
# bench/reach/build.sh does (sm_90, PTX 8.0, -nocudainc -nocudalib), at each
# level of LEVELS (default "O1 O3"), with -I DIR, -I $CUDA_STUB_INC (a
# directory of stand-in headers, default bench/real-cuda-stub: its cuda_rt.h
# stands in for <cuda_runtime.h>) and -I examples (for cuda_min.h). A source that does not compile is listed and skipped. Then,
# for each module:
#
#   1. memspace (default pipeline) and memspace -whole-program: an exit
#      status other than 0 on input llvm-as-22 accepts is an "error" (a
#      false error, or a crash when stderr holds "panic:"/"goroutine ");
#   2. determinism: both runs again with GOMAXPROCS=1 and GOMAXPROCS=2;
#      output and stderr must be byte-identical ("nondeterministic");
#   3. the warnings memspace prints, counted by kind (the text after
#      "warning: " up to the first ':' or '(' or digit);
#
# and last the PTX table of bench/reach-table.sh over all modules (generic
# ld+st/atom/cvta for llc-22, infer-address-spaces, memspace,
# memspace -whole-program; outputs that llvm-as-22 or llc-22 reject are
# marked INVALID there). KEEP=DIR keeps the modules and outputs in DIR.
# MEMSPACE names the binary (default: built from this checkout).
# Exit status 1 when a source compiled but memspace failed, was
# nondeterministic, or the table found an invalid output or a WORSE file.
# The script embeds no third-party text: bring your own sources.
set -euo pipefail
[ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: $0 DIR (a directory of .cu files)" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
src=$(cd "$1" && pwd)
source "$root/bench/memspace-bin.sh"
work=${KEEP:-$tmp/work}
mkdir -p "$work/ll" "$work/out"
flags=(-x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -Xclang -target-feature -Xclang +ptx80
       -nocudainc -nocudalib -I"$src" -I"${CUDA_STUB_INC:-$root/bench/real-cuda-stub}" -I"$root/examples"
       -S -emit-llvm)
bad=0
mods=()
shopt -s nullglob
for f in "$src"/*.cu; do
  name=$(basename "$f" .cu)
  for level in ${LEVELS:-O1 O3}; do
    ll=$work/ll/$name.$level.ll
    if ! clang-22 "${flags[@]}" -"$level" "$f" -o "$ll" 2>"$work/out/$name.$level.clang.txt" ||
       ! llvm-as-22 "$ll" -o /dev/null 2>>"$work/out/$name.$level.clang.txt"; then
      echo "compile-failed $name.$level (see $work/out/$name.$level.clang.txt)"
      rm -f "$ll"
      continue
    fi
    mods+=("$ll")
  done
done
[ ${#mods[@]} -gt 0 ] || { echo "no module compiled" >&2; exit 1; }

echo "== memspace on ${#mods[@]} modules =="
for ll in "${mods[@]}"; do
  m=$(basename "$ll" .ll)
  for mode in default wp; do
    args=()
    [ "$mode" = default ] || args=(-whole-program)
    o=$work/out/$m.$mode
    for p in 1 2; do
      if GOMAXPROCS=$p "$ms" "${args[@]}" "$ll" -o "$o.$p.ll" 2>"$o.$p.err"; then
        echo ok >"$o.$p.rc"
      else
        echo fail >"$o.$p.rc"
      fi
    done
    if [ "$(cat "$o.1.rc")" != ok ] || [ "$(cat "$o.2.rc")" != ok ]; then
      kind=error
      grep -q -e 'panic:' -e '^goroutine ' "$o.1.err" "$o.2.err" && kind=crash
      echo "$kind $m ($mode): $(grep -m1 -e error -e panic "$o.1.err" "$o.2.err" | head -c 300)"
      bad=1
      continue
    fi
    if ! cmp -s "$o.1.ll" "$o.2.ll" || ! cmp -s "$o.1.err" "$o.2.err"; then
      echo "nondeterministic $m ($mode): GOMAXPROCS=1 and 2 differ"
      bad=1
    fi
  done
done

echo "== warnings (default pipeline; -whole-program), by kind =="
for mode in default wp; do
  cat "$work"/out/*."$mode".1.err 2>/dev/null | grep 'warning: ' |
    sed -e 's/.*warning: //' -e 's/[(:0-9%@].*//' -e 's/[ \t]*$//' | sort | uniq -c | sort -rn |
    sed "s/^/  $mode: /" || true
done
per=$(for e in "$work"/out/*.default.1.err; do
  n=$(grep -c 'warning: ' "$e" || true)
  [ "$n" = 0 ] || echo "$(basename "$e" .default.1.err)=$n"
done | tr '\n' ' ')
echo "  modules with warnings (default): ${per:-none}"

echo "== PTX table =="
if ! MEMSPACE=$ms bash "$root/bench/reach-table.sh" "${mods[@]}" >"$work/table.txt"; then
  grep -q -e INVALID -e WORSE -e error "$work/table.txt" && bad=1
fi
cat "$work/table.txt"
exit $bad
