#!/usr/bin/env bash
# clang-tests.sh SRC IR
#
# Compiles local copies of clang's codegen test sources (SRC/*.cl, *.clcpp,
# *.cu, *.hip; fetched by hand, never committed) into IR/*.ll for
# bench/third-party.sh. Each source names its compilations in lines
#
#   //CC: <clang -cc1 arguments: -triple, -cl-std, -fcuda-is-device, ...>
#
# (the triples memspace supports, taken from the test's RUN lines), and
# each is compiled three ways: -O0, -O2 and -O2 -disable-llvm-passes
# (clang's IR before any LLVM pass: allocas, no mem2reg, odd shapes). SRC
# may hold an Inputs/ folder (clang/test/CodeGenCUDA/Inputs/cuda.h), put on
# the include path. Output IR/NAME.cN.LEVEL.ll; a compilation clang-22
# refuses is listed, not fatal.
set -uo pipefail
[ $# -eq 2 ] || { echo "usage: $0 SRC IR" >&2; exit 2; }
src=$(realpath "$1")
mkdir -p "$2"
ir=$(realpath "$2")
ok=0 bad=0
for f in "$src"/*.cl "$src"/*.clcpp "$src"/*.cu "$src"/*.hip; do
  [ -e "$f" ] || continue
  b=$(basename "$f"); b=${b%.*}
  n=0
  while IFS= read -r line; do
    n=$((n + 1))
    read -ra args <<< "${line#//CC:}"
    for lvl in O0 O2 O2d; do
      case $lvl in
      O0) opt=(-O0) ;;
      O2) opt=(-O2) ;;
      O2d) opt=(-O2 -disable-llvm-passes) ;;
      esac
      o="$ir/$b.c$n.$lvl.ll"
      if clang-22 -cc1 "${args[@]}" "${opt[@]}" -I "$src/Inputs" -emit-llvm -o "$o" "$f" 2> "$o.err"; then
        ok=$((ok + 1)); rm -f "$o.err"
      else
        bad=$((bad + 1)); echo "clang-22 refused $b c$n $lvl: $(grep -m1 error: "$o.err")"; rm -f "$o"
      fi
    done
  done < <(grep '^//CC:' "$f")
done
echo "compiled: $ok; refused: $bad"
