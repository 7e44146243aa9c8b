#!/usr/bin/env bash
# The project's test command: installs the LLVM tools if needed, then runs
# gofmt, go vet and go test. Every step runs; the exit status is non-zero
# when any of them failed.
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
fail() { echo "FAIL: $*" >&2; status=1; }

bash scripts/install-llvm.sh || fail "scripts/install-llvm.sh"

unformatted=$(find . -name '*.go' -not -path '*/testdata/*' -not -path './.git/*' -print0 |
  xargs -0 -r gofmt -l)
if [ -n "$unformatted" ]; then
  echo "gofmt would change:" >&2
  echo "$unformatted" >&2
  fail "gofmt"
fi

go vet ./... || fail "go vet"
go test -count=1 ./... || fail "go test"

if [ "$status" -eq 0 ]; then
  echo "scripts/test.sh: all checks passed"
fi
exit "$status"
