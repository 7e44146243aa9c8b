#!/usr/bin/env bash
# real-opencl-hip.sh DIR -- memspace on a directory of OpenCL C (*.cl) and
# HIP (*.hip) sources you provide, as a new user would run it.
#
# Each DIR/*.cl is compiled by clang-22 for each OpenCL version of CL_STDS
# (default "CL1.2 CL2.0 CL3.0"; 2.0 and 3.0 have the generic address space)
# and each SPIR target of SPIR_TARGETS (default "spir64 spirv64"), each
# DIR/*.hip for AMDGPU (-x hip --cuda-device-only --offload-arch=gfx90a
# -nogpulib -nogpuinc, with -I DIR -I $HIP_STUB_INC, default
# bench/real-hip-stub, whose hip/hip_runtime.h stands in for HIP's), each at
# every level of LEVELS (default "O1 O3"). A source that does not compile
# is listed and skipped. Then, for each module (bench/real-common.sh):
#
#   1. memspace under the default pipeline, -whole-program and
#      -passes=memspace-opt, and for SPIR also -passes=lower-generic and
#      -whole-program -lower-generic, each twice (GOMAXPROCS=1 and 2):
#      errors, crashes, nondeterministic runs, outputs llvm-as-22 (and for
#      AMDGPU llc-22 -mcpu=gfx90a) rejects;
#   2. the warnings, by kind;
#   3. a table of the generic accesses left: for AMDGPU the flat_load /
#      flat_store / flat_atomic instructions in llc-22's assembly
#      (-mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a) of the module, of
#      opt-22 -passes=infer-address-spaces (the upstream column), of
#      memspace and of memspace -whole-program (an output llc-22 rejects is
#      INVALID); for SPIR the loads, stores, atomicrmw and cmpxchg through
#      addrspace(4) pointers in the IR of the same four (opt runs on the
#      module as spirv64, since opt-22 has no spir64 target). A module where
#      memspace or memspace -whole-program leaves more than the upstream
#      column is WORSE; then a total row per target;
#   4. with EXEC=1, the execution check (internal/hostrun) of every module
#      under each of the modes of step 1, original against rewritten.
#
# KEEP=DIR keeps the modules and outputs. MEMSPACE names the binary (default:
# built from this checkout). Exit status 1 on an error or crash, a
# nondeterministic run, an invalid output, a WORSE module or (EXEC=1) a kernel
# whose memory differs after memspace. The script embeds no third-party
# text: bring your own sources.
set -euo pipefail
[ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: $0 DIR (a directory of .cl and .hip files)" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
src=$(cd "$1" && pwd)
source "$root/bench/memspace-bin.sh"
work=${KEEP:-$tmp/work}
mkdir -p "$work/ll" "$work/out"
source "$root/bench/real-common.sh"
hipflags=(-x hip --cuda-device-only --offload-arch=gfx90a -nogpulib -nogpuinc
          -I"$src" -I"${HIP_STUB_INC:-$root/bench/real-hip-stub}" -S -emit-llvm)
mods=()
shopt -s nullglob
for f in "$src"/*.cl; do
  name=$(basename "$f" .cl)
  for std in ${CL_STDS:-CL1.2 CL2.0 CL3.0}; do
    for t in ${SPIR_TARGETS:-spir64 spirv64}; do
      for level in ${LEVELS:-O1 O3}; do
        m=$name.$std.$t.$level
        real_compile "$m" "$work/ll/$m.ll" clang-22 -x cl -cl-std="$std" -target "$t" -I"$src" \
          -"$level" -S -emit-llvm "$f" && mods+=("$work/ll/$m.ll")
      done
    done
  done
done
for f in "$src"/*.hip; do
  name=$(basename "$f" .hip)
  for level in ${LEVELS:-O1 O3}; do
    m=$name.hip.$level
    real_compile "$m" "$work/ll/$m.ll" clang-22 "${hipflags[@]}" -"$level" "$f" && mods+=("$work/ll/$m.ll")
  done
done
[ ${#mods[@]} -gt 0 ] || { echo "no module compiled" >&2; exit 1; }

# modes LL: the memspace modes for the module's target.
modes() {
  local m=(default wp=-whole-program opt=-passes=memspace-opt)
  if grep -q '^target triple = "spir' "$1"; then
    m+=(lg=-passes=lower-generic "wplg=-whole-program -lower-generic")
  fi
  printf '%s\n' "${m[@]}"
}

echo "== memspace on ${#mods[@]} modules =="
for ll in "${mods[@]}"; do
  mapfile -t ms_modes < <(modes "$ll")
  real_modes "$ll" "${ms_modes[@]}"
  grep -q '^target triple = "amdgcn' "$ll" || continue
  for spec in "${ms_modes[@]}"; do # every AMDGPU output through llc-22 too
    o=$work/out/$(basename "$ll" .ll).${spec%%=*}.1.ll
    [ -f "$o" ] || continue
    if ! llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a "$o" -o /dev/null 2>"$work/llc.err"; then
      echo "invalid $(basename "$o") (llc-22): $(head -c 300 "$work/llc.err")"
      real_invalid=$((real_invalid + 1)) real_bad=1
    fi
  done
done
echo "  $(real_counts)"

echo "== warnings (default pipeline; -whole-program), by kind =="
real_warnings default wp

# flat FILE.ll: flat_load/flat_store/flat_atomic in llc-22's gfx90a assembly
# ("invalid" when llc rejects it).
flat() {
  if ! llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a "$1" -o "$work/t.s" 2>"$work/t.err"; then
    echo invalid
    return
  fi
  awk '$1 ~ /^flat_load/ { l++ } $1 ~ /^flat_store/ { s++ } $1 ~ /^flat_atomic/ { a++ }
       END { printf "%d/%d/%d\n", l, s, a }' "$work/t.s"
}
# generic FILE.ll: loads/stores/atomicrmw+cmpxchg through ptr addrspace(4).
generic() {
  awk '
    /^[ \t]+(%[^ ]+ = )?load / && / ptr addrspace\(4\) %/ { l++ }
    /^[ \t]+store / { s1 = $0; sub(/, align.*/, "", s1); if (s1 ~ /, ptr addrspace\(4\) [%@][^,]*$/) s++ }
    /^[ \t]+(%[^ ]+ = )?(atomicrmw|cmpxchg) / && /(atomicrmw|cmpxchg)( volatile)?( [a-z]+)? ptr addrspace\(4\) / { a++ }
    END { printf "%d/%d/%d\n", l, s, a }' "$1"
}
add() { awk -v t="$1" -v x="$2" 'BEGIN { split(t, a, "/"); split(x, b, "/"); print a[1]+b[1] "/" a[2]+b[2] "/" a[3]+b[3] }'; }
sum() { awk -v x="$1" 'BEGIN { split(x, a, "/"); print a[1] + a[2] + a[3] }'; }

echo "== generic accesses left: AMDGPU flat load/store/atomic in llc-22 asm; SPIR addrspace(4) load/store/atomic in IR =="
row='%-44s %-11s %-11s %-11s %-11s%s\n'
printf "$row" module input upstream memspace ms-wp ""
declare -A total
for ll in "${mods[@]}"; do
  m=$(basename "$ll" .ll)
  mark=""
  if grep -q '^target triple = "amdgcn' "$ll"; then
    tgt=amdgpu count=flat
    opt-22 -passes=infer-address-spaces -S "$ll" -o "$work/ias.ll"
  else
    tgt=spir count=generic
    sed 's/^target triple = "spir64/target triple = "spirv64/' "$ll" |
      opt-22 -passes=infer-address-spaces -S -o "$work/ias.ll"
  fi
  i=$($count "$ll") u=$($count "$work/ias.ll")
  o=$work/out/$m
  if [ -f "$o.default.1.ll" ] && [ -f "$o.wp.1.ll" ] && [ "$(cat "$o.default.1.rc")" = ok ] && [ "$(cat "$o.wp.1.rc")" = ok ]; then
    d=$($count "$o.default.1.ll") w=$($count "$o.wp.1.ll")
  else
    d=error w=error mark=" error" real_bad=1
  fi
  for x in "$i" "$u" "$d" "$w"; do
    [ "$x" != invalid ] || { mark="$mark INVALID"; real_bad=1; }
  done
  if [[ "$mark" != *INVALID* ]] && [[ "$mark" != *error* ]]; then
    if [ "$(sum "$d")" -gt "$(sum "$u")" ] || [ "$(sum "$w")" -gt "$(sum "$u")" ]; then mark="$mark WORSE"; real_bad=1; fi
    for k in i u d w; do total[$tgt.$k]=$(add "${total[$tgt.$k]:-0/0/0}" "${!k}"); done
  fi
  printf "$row" "$m" "$i" "$u" "$d" "$w" "$mark"
done
for tgt in amdgpu spir; do
  [ -n "${total[$tgt.i]:-}" ] || continue
  printf "$row" "TOTAL $tgt" "${total[$tgt.i]}" "${total[$tgt.u]}" "${total[$tgt.d]}" "${total[$tgt.w]}" ""
done

if [ "${EXEC:-}" = 1 ]; then
  echo "== execution check (internal/hostrun), original vs rewritten, per mode =="
  for ll in "${mods[@]}"; do
    mapfile -t ms_modes < <(modes "$ll")
    real_hostrun "$ll" "${ms_modes[@]}"
  done
fi
echo "== summary: ${#mods[@]} modules, $(real_counts) =="
exit $real_bad
