#!/usr/bin/env bash
# run.sh -- the benchmark figures quoted in bench/README.md, in one run.
#
#   1. round trip: memspace -passes= against opt-22 -S on the ~50 MB module
#   2. inference: memspace -passes=memspace-opt against
#      opt-22 -passes=infer-address-spaces -S, and the default pipeline
#   3. scaling of memspace-opt on 1x, 2x and 4x module sizes
#   4. bitcode: the same round trip and default pipeline, bc -> bc
#   5. go test -bench throughput of the reader and writer
# Builds bench/out/big.ll (bench/mkbig.sh) when missing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mkdir -p bench/out
[ -f bench/out/big.ll ] || bash bench/mkbig.sh bench/out/big.ll 50
go build -o bench/out/memspace ./cmd/memspace
ms=bench/out/memspace

echo "== round trip (parse + print)"
bash bench/compare.sh bench/out/big.ll -- opt-22 -S {} -o /dev/null -- $ms -passes= {} -o /dev/null
# The inference runs leave out 25_atomic_local_stack: its atomics on local
# memory are an error memspace-opt must report (exit status 1).
[ -f bench/out/big-infer.ll ] || EXCLUDE=25_atomic_local_stack bash bench/mkbig.sh bench/out/big-infer.ll 50
echo "== memspace-opt against infer-address-spaces"
bash bench/compare.sh bench/out/big-infer.ll \
  -- opt-22 -passes=infer-address-spaces -S {} -o /dev/null \
  -- $ms -passes=memspace-opt {} -o /dev/null
echo "== default pipeline (ipmsp,memspace-opt) against infer-address-spaces"
bash bench/compare.sh bench/out/big-infer.ll \
  -- opt-22 -passes=infer-address-spaces -S {} -o /dev/null \
  -- $ms {} -o /dev/null

echo "== scaling of memspace -passes=memspace-opt (whole run, and the pass alone from -time-passes)"
for mb in 12 25 50; do
  f=bench/out/scale$mb.ll
  [ -f "$f" ] || EXCLUDE=25_atomic_local_stack bash bench/mkbig.sh "$f" $mb >/dev/null
  /usr/bin/time -f "$mb MB: %e s, %M KB" -o bench/out/time.txt \
    $ms -passes=memspace-opt -time-passes "$f" -o /dev/null 2>bench/out/stderr.txt
  pass=$(awk '$0 ~ /\) +memspace-opt / { print $1 }' bench/out/stderr.txt)
  echo "$(cat bench/out/time.txt); pass $pass"
done

echo "== bitcode (issue 16): round trip and default pipeline, bc -> bc, against opt-22 bc -> bc"
llvm-as-22 bench/out/big-infer.ll -o bench/out/big-infer.bc
bash bench/compare.sh bench/out/big-infer.bc \
  -- opt-22 -passes= {} -o bench/out/opt.bc \
  -- $ms -passes= {} -o bench/out/memspace.bc
bash bench/compare.sh bench/out/big-infer.bc \
  -- opt-22 -passes=infer-address-spaces {} -o bench/out/opt.bc \
  -- $ms {} -o bench/out/memspace.bc

echo "== reader and writer throughput"
go test -run '^$' -bench 'BenchmarkParse$|BenchmarkWrite$' -benchtime 5x ./llread ./roundtrip | grep -E 'Benchmark|ok'
