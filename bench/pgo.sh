#!/usr/bin/env bash
# pgo.sh [BIG.ll]
#
# Rebuilds cmd/memspace/default.pgo, the CPU profile that `go build`
# uses for profile-guided optimization of the memspace command (Go's
# -pgo=auto picks up default.pgo in a main package's directory; nothing
# else changes: same sources, same output, only inlining and code layout
# follow the profile).
#
# The profile merges the runs a user times: the default pipeline and
# -whole-program on BIG.ll (default bench/out/big-infer.ll, made by
# bench/run.sh or `EXCLUDE=25_atomic_local_stack bench/mkbig.sh`), text to
# text, and the same module as bitcode, read and written with no passes
# and with the default pipeline. The binary that is profiled is built
# without PGO, so the profile does not depend on an older profile.
#
# Run it after changes that move where the time goes (a new pass, a new
# reader); commit the new default.pgo with them.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
big=${1:-$root/bench/out/big-infer.ll}
[ -r "$big" ] || { echo "pgo.sh: cannot read $big (see bench/README.md)" >&2; exit 1; }
bash "$root/scripts/install-llvm.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

(cd "$root" && go build -pgo=off -o "$tmp/memspace" ./cmd/memspace)
llvm-as-22 "$big" -o "$tmp/big.bc"
ms="$tmp/memspace"
"$ms" -w -cpuprofile="$tmp/1.prof" -S "$big" -o /dev/null
"$ms" -w -whole-program -cpuprofile="$tmp/2.prof" -S "$big" -o /dev/null
"$ms" -passes= -cpuprofile="$tmp/3.prof" "$tmp/big.bc" -o "$tmp/out.bc"
"$ms" -w -cpuprofile="$tmp/4.prof" "$tmp/big.bc" -o "$tmp/out.bc"
go tool pprof -proto "$tmp"/[1-4].prof >"$tmp/default.pgo"
mv "$tmp/default.pgo" "$root/cmd/memspace/default.pgo"
echo "wrote cmd/memspace/default.pgo ($(wc -c <"$root/cmd/memspace/default.pgo") bytes)"
