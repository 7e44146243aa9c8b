#!/usr/bin/env bash
# same-output.sh NEW OLD [BIG.ll...]
#
# Checks that two memspace binaries write the same bytes: standard output
# (the IR), standard error (diagnostics) and exit status, for the default
# pipeline and for -whole-program, on every .ll of the corpus
# ($MEMSPACE_CORPUS, or ../shared/corpus beside the repository) and of the
# repository (test inputs; bench/out left out), each run in the file's
# directory as the tests run it, and on each BIG.ll given (a performance
# change must not change what memspace writes). NEW runs with
# GOMAXPROCS=$GMP_NEW and OLD with GOMAXPROCS=$GMP_OLD (both default 2), so
# the same script checks that the output does not depend on the number of
# processors. Prints each difference and a count; exits 1 on any.
#
# Example (OLD built from main):
#   (cd ../main && go build -o /tmp/memspace-main ./cmd/memspace)
#   go build -o /tmp/memspace ./cmd/memspace
#   bash bench/same-output.sh /tmp/memspace /tmp/memspace-main bench/out/big-infer.ll
#   GMP_NEW=1 bash bench/same-output.sh /tmp/memspace /tmp/memspace
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: $0 NEW OLD [BIG.ll...]" >&2; exit 2; }
new=$(realpath "$1")
old=$(realpath "$2")
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${MEMSPACE_CORPUS:-$root/../shared/corpus}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run BIN GOMAXPROCS TAG FLAGS FILE: runs BIN in FILE's directory.
run() {
  local bin=$1 procs=$2 tag=$3 flags=$4 f=$5
  (cd "$(dirname "$f")" && GOMAXPROCS=$procs "$bin" $flags -S "$(basename "$f")" \
    >"$tmp/$tag.out" 2>"$tmp/$tag.err"; echo $? >"$tmp/$tag.rc")
}

n=0
bad=0
files=$( (find "$corpus" -name '*.ll' 2>/dev/null; find "$root" -name '*.ll' -not -path '*/bench/out/*') | sort)
for f in $files "$@"; do
  for flags in "" "-whole-program"; do
    n=$((n + 1))
    run "$new" "${GMP_NEW:-2}" n "$flags" "$f"
    run "$old" "${GMP_OLD:-2}" o "$flags" "$f"
    for k in rc out err; do
      if ! cmp -s "$tmp/n.$k" "$tmp/o.$k"; then
        echo "differs ($k): $flags $f"
        bad=$((bad + 1))
        break
      fi
    done
  done
done
echo "$n runs, $bad differ"
[ "$bad" -eq 0 ]
