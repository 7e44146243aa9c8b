#!/usr/bin/env bash
# huge.sh [K...] -- how memspace scales with the size of one function.
#
# Builds bench/huge/huge.cu with clang-22 at -O3 and -O0 for K thousand
# repetitions of its step (default 1 2 4 8: one kernel of about 30,000 to
# 250,000 lines at -O3, more at -O0, where every local is a stack slot),
# then times, on each module, opt-22 -passes=infer-address-spaces and
# memspace (default pipeline, -whole-program, -passes=memspace-opt), and
# prints the seconds and the ratio of memspace's default pipeline to opt.
# Each output is checked with llvm-as-22. A pass that is linear in the
# size of the function keeps the ratio flat as K doubles. MEMSPACE names
# the memspace binary (default: built from this checkout).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bash "$root/scripts/install-llvm.sh"
source "$root/bench/memspace-bin.sh"
ks=("$@")
[ ${#ks[@]} -gt 0 ] || ks=(1 2 4 8)
corpus=${MEMSPACE_CORPUS:-$root/../shared/corpus}

# secs CMD...: runs CMD, prints its wall-clock seconds.
secs() {
  /usr/bin/time -f %e -o "$tmp/t" "$@" >/dev/null 2>"$tmp/err" || { cat "$tmp/err" >&2; exit 1; }
  cat "$tmp/t"
}

printf '%-10s %10s %8s %8s %8s %8s %8s\n' module bytes opt ms ms-wp ms-opt ratio
for k in "${ks[@]}"; do
  rep=""
  for ((i = 0; i < k; i++)); do rep+="B1024($((i * 1024))) "; done
  for o in O3 O0; do
    flags=(-O3)
    [ $o = O0 ] && flags=(-O0 -Xclang -disable-O0-optnone)
    in=$tmp/huge$k.$o.ll
    clang-22 -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -Xclang -target-feature -Xclang +ptx80 \
      -nocudainc -nocudalib -I"$corpus/cuda" -S -emit-llvm "${flags[@]}" "-DREP=$rep" \
      "$root/bench/huge/huge.cu" -o "$in"
    t0=$(secs opt-22 -passes=infer-address-spaces -S "$in" -o /dev/null)
    t1=$(secs "$ms" -S "$in" -o "$tmp/out.ll")
    llvm-as-22 "$tmp/out.ll" -o /dev/null
    t2=$(secs "$ms" -whole-program -S "$in" -o "$tmp/out.ll")
    llvm-as-22 "$tmp/out.ll" -o /dev/null
    t3=$(secs "$ms" -passes=memspace-opt -S "$in" -o "$tmp/out.ll")
    llvm-as-22 "$tmp/out.ll" -o /dev/null
    printf '%-10s %10d %8s %8s %8s %8s %7.2fx\n' "$k"k.$o "$(wc -c <"$in")" "$t0" "$t1" "$t2" "$t3" \
      "$(awk -v a="$t1" -v b="$t0" 'BEGIN { print (b > 0 ? a / b : 0) }')"
  done
done
