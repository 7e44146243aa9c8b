#!/usr/bin/env bash
# ptx-report.sh FILE.ll... -- the PTX functions that keep generic accesses.
#
# For each CUDA file runs memspace's default pipeline (with
# -pass-remarks-output and the flags in MEMSPACE_FLAGS, e.g.
# MEMSPACE_FLAGS=-whole-program), compiles the result with llc-22
# -march=nvptx64 -mcpu=sm_90 -mattr=+ptx80, and prints every .entry/.func
# whose PTX still has generic ld/st/atom (no .global/.shared/.local/.const
# qualifier; .param accesses are argument passing and not counted), as
#
#   NAME
#     FUNCTION  LD+ST/ATOM
#       why: 2 through parameters of a function with unknown callers ...; 1 may point to several spaces (merged at k.cu:12)
#       %ptr: may point to {spaces} (note; note)
#
# The "why" line is the report-generic pass's GenericLeft remark for that
# function: its generic IR accesses counted by reason (unknown callers,
# several spaces with the merge point, loaded from memory the module does
# not see, external call, inline asm, byval copies llc makes through a
# generic pointer). A "declined:" line is ipmsp's CloneDeclined or
# ByvalCopyDeclined remark for it: a clone or a byval copy that would have
# resolved accesses, and why it was not made (the size bound,
# -ipmsp-max-growth, or a generic access it would duplicate). The lines
# after them are memspace-opt's Missed remarks
# for that function (the pointer and the spaces it may point to) with the
# notes of its "Cannot tell" warning for that pointer, when it gave one. A
# function with
# generic accesses and no such remark gets the reason the script can see
# (an llvm.nvvm.atomic.* call, which llc-22 emits without a state space
# even on a shared or global pointer), else "no memspace remark". IR names
# become PTX names as llc spells them ("." is "_$_"). Files with none are
# listed with "(none)". MEMSPACE names the memspace binary (default: built
# from this checkout).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/bench/memspace-bin.sh"

# generic_by_function PTX: "FUNCTION LD+ST ATOM" for functions with some.
generic_by_function() { awk -v by=function -f "$root/bench/ptx-count.awk" "$1" | sort; }

# reasons YAML DIAG: "PTXFUNCTION<TAB>%ptr: may point to {..} (notes)" per
# Missed remark of memspace-opt.
reasons() {
  awk -v diag="$2" '
    BEGIN {
      while ((getline l < diag) > 0) {
        # FILE:@FUNC:%V: note: TEXT   (no debug info)
        if (match(l, /:@[^:]+:%[^:]+: note: /)) {
          key = substr(l, RSTART + 2, RLENGTH - 10); txt = substr(l, RSTART + RLENGTH)
          if (key in notes) notes[key] = notes[key] "; " txt
          else notes[key] = txt
        }
      }
    }
    /^--- !/ { kind = substr($0, 6); pass = name = fn = ptr = space = why = said = ""; next }
    /^  - [A-Za-z]+: / && pass == "report-generic" && $2 != "String:" {
      v = $0; sub(/^  - [A-Za-z]+: /, "", v); gsub(/^\047|\047$/, "", v); gsub(/\047\047/, "\047", v); why = why v
    }
    /^  - (String|Access): / && pass == "ipmsp" {
      v = $0; sub(/^  - [A-Za-z]+: /, "", v); gsub(/^\047|\047$/, "", v); gsub(/\047\047/, "\047", v); said = said v
    }
    /^Pass:/ { pass = $2 }
    /^Name:/ { name = $2 }
    /^Function:/ { fn = $2 }
    /^  - Pointer:/ { ptr = $0; sub(/^  - Pointer: /, "", ptr); gsub(/\047/, "", ptr) }
    /^  - Space:/ { space = $0; sub(/^  - Space: /, "", space); gsub(/\047/, "", space) }
    /^\.\.\.$/ {
      if (pass == "report-generic" && name == "GenericLeft") {
        ptx = fn; gsub(/\./, "_$_", ptx); printf "%s\twhy: %s\n", ptx, why; next
      }
      if (kind == "Missed" && pass == "ipmsp" && (name == "CloneDeclined" || name == "ByvalCopyDeclined")) {
        ptx = fn; gsub(/\./, "_$_", ptx); printf "%s\tdeclined: %s\n", ptx, said; next
      }
      if (kind != "Missed" || pass != "memspace-opt") next
      ptx = fn; gsub(/\./, "_$_", ptx)
      if (name == "OverBudget") { printf "%s\tover the visit budget, left unchanged\n", ptx; next }
      r = ptr ": may point to " space
      if ((fn ":" ptr) in notes) r = r " (" notes[fn ":" ptr] ")"
      printf "%s\t%s\n", ptx, r
    }
  ' "$1"
}

# unremarked OUT.ll PTXFUNCTION: why a function without a Missed remark
# keeps generic accesses.
unremarked() {
  local ir=${2//_\$_/.}
  if awk -v f="$ir" 'index($0, "define ") == 1 && index($0, "@" f "(") { on = 1 }
      on && /@llvm\.nvvm\.atomic\./ { found = 1 } on && /^}/ { on = 0 }
      END { exit !found }' "$1"; then
    echo "llvm.nvvm.atomic.* call: llc-22 emits it without a state space, whatever its pointer's space"
  else
    echo "no memspace remark: the generic accesses come from llc"
  fi
}

for f in "$@"; do
  name=$(basename "$f" .ll)
  echo "$name"
  # shellcheck disable=SC2086
  if ! "$ms" ${MEMSPACE_FLAGS:-} "$f" -o "$tmp/out.ll" -pass-remarks-output="$tmp/r.yaml" 2>"$tmp/diag.txt"; then
    echo "  error: memspace reports an error diagnostic"
    continue
  fi
  if ! llc-22 -march=nvptx64 -mcpu=sm_90 -mattr=+ptx80 "$tmp/out.ll" -o "$tmp/out.ptx" 2>/dev/null; then
    echo "  error: llc-22 fails"
    continue
  fi
  generic_by_function "$tmp/out.ptx" >"$tmp/gen.txt"
  if [ ! -s "$tmp/gen.txt" ]; then
    echo "  (none)"
    continue
  fi
  reasons "$tmp/r.yaml" "$tmp/diag.txt" | sort -u >"$tmp/why.txt"
  while read -r fn ldst atom; do
    printf '  %-48s %s/%s\n' "$fn" "$ldst" "$atom"
    awk -F'\t' -v f="$fn" '$1 == f { print "    " $2; n++ } END { exit !n }' "$tmp/why.txt" ||
      echo "    $(unremarked "$tmp/out.ll" "$fn")"
  done <"$tmp/gen.txt"
done
