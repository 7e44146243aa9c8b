#!/usr/bin/env bash
# lower-generic-table.sh -- the pruning table of lower-generic: per SPIR
# corpus module (not typed) and per execution scenario of
# lowergeneric/testdata/exec, the generic accesses lower-generic resolves
# after the default pipeline, the switches and switch blocks a
# reference-style lowering emits (one switch per generic operand with a
# block per space of the target: private, local, global), and ours; then
# the totals, also for lower-generic run alone (no inference before it).
# The test fails when ours need more blocks than the reference with its
# documented optimizations.
set -euo pipefail
cd "$(dirname "$0")/.."
go test ./lowergeneric -run '^TestPruningTable$' -count=1 -v 2>&1 |
  sed -n 's/^ *corpus_test.go:[0-9]*: //p; s/^        |/|/p'
