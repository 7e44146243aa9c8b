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
#      output and stderr must be byte-identical ("nondeterministic"), and
#      llvm-as-22 must accept the output ("invalid");
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
# The language-independent parts are bench/real-common.sh's (shared with
# bench/real-opencl-hip.sh).
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
source "$root/bench/real-common.sh"
mods=()
shopt -s nullglob
for f in "$src"/*.cu; do
  name=$(basename "$f" .cu)
  for level in ${LEVELS:-O1 O3}; do
    ll=$work/ll/$name.$level.ll
    real_compile "$name.$level" "$ll" clang-22 "${flags[@]}" -"$level" "$f" && mods+=("$ll")
  done
done
[ ${#mods[@]} -gt 0 ] || { echo "no module compiled" >&2; exit 1; }

echo "== memspace on ${#mods[@]} modules =="
for ll in "${mods[@]}"; do
  real_modes "$ll" default wp=-whole-program
done
echo "  $(real_counts)"

echo "== warnings (default pipeline; -whole-program), by kind =="
real_warnings default wp

echo "== PTX table =="
if ! MEMSPACE=$ms bash "$root/bench/reach-table.sh" "${mods[@]}" >"$work/table.txt"; then
  grep -q -e INVALID -e WORSE -e error "$work/table.txt" && real_bad=1
fi
cat "$work/table.txt"
exit $real_bad
