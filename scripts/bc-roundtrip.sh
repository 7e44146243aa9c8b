#!/usr/bin/env bash
# bc-roundtrip.sh: reads third-party bitcode files with memspace and checks
# that nothing is lost, against LLVM. For each file F:
#   memspace -passes= F -o out.bc     llvm-dis-22 prints F and out.bc alike;
#   memspace -passes= F -S            llvm-as | llvm-dis prints it as F;
#   the same for memspace reading llvm-dis's text of F;
#   for bitcode of LLVM 14 or older (typed pointers), LLVM 14 is the
#   reference: llvm-dis-14 must read out.bc, and print it as F.
# Module summaries (ThinLTO, "^N = ..." lines) are left out of the
# comparison, as opt-22 drops them too (a combined index file is an empty
# module to both); so are blank lines and the ModuleID/source_filename
# lines. For bitcode of LLVM 15 to 21, which LLVM 22 upgrades as it reads
# it (lifetime markers, debug intrinsics), LLVM's upgrade of text and of
# bitcode leave declarations and attribute groups in different orders:
# the text checks then compare the lines sorted, attribute groups
# written out in place (canon), and skip the last check, whose reference
# (LLVM's text of the file) LLVM cannot always read back.
#
# usage: scripts/bc-roundtrip.sh FILE.bc...    (or a directory: all *.bc
# under it). Prints one line per file that fails and a
# count; exits 1 if any failed. Not part of the test suite: the files are
# not ours. Example: scripts/bc-roundtrip.sh /usr/lib/postgresql
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$root" && go build -o "$work/memspace" ./cmd/memspace) || exit 1
ms=$work/memspace
l14=/usr/lib/llvm-14/bin

files=()
for a in "$@"; do
  if [ -d "$a" ]; then
    while IFS= read -r f; do files+=("$f"); done < <(find "$a" -name '*.bc' | sort)
  else
    files+=("$a")
  fi
done

norm() { sed -e '/^; ModuleID/d' -e '/^source_filename/d' -e '/^\^/d' -e '/^$/d' "$1"; }

# canon prints norm's lines with "#N" attribute groups written out, the
# group lines, "; Function Attrs" and "; preds" comments dropped, sorted.
canon() {
  norm "$1" | awk '
    NR == FNR { if ($1 == "attributes" && $3 == "=") g[$2] = substr($0, index($0, "{")); next }
    /^attributes #/ || /^; Function Attrs/ { next }
    {
      sub(/ *; preds = .*/, "")
      out = ""; s = $0
      while (match(s, /#[0-9]+/)) {
        t = substr(s, RSTART, RLENGTH)
        out = out substr(s, 1, RSTART - 1) ((t in g) ? g[t] : t)
        s = substr(s, RSTART + RLENGTH)
      }
      print out s
    }' <(norm "$1") - | sort
}

one() {
  local f=$1 d=$work/$2
  mkdir -p "$d"
  llvm-bcanalyzer-22 -dump "$f" >"$d/dump" 2>&1
  "$ms" -passes= "$f" -o "$d/out.bc" 2>"$d/err" || { echo "memspace refuses: $f: $(head -c 300 "$d/err")"; return 1; }
  llvm-dis-22 "$f" -o "$d/ref22.ll" || return 1
  llvm-dis-22 "$d/out.bc" -o "$d/out22.ll" 2>"$d/err" || { echo "llvm-dis-22 refuses our bitcode: $f: $(head -c 300 "$d/err")"; return 1; }
  diff -q <(norm "$d/ref22.ll") <(norm "$d/out22.ll") >/dev/null || { echo "llvm-dis-22 differs: $f"; return 1; }
  "$ms" -passes= "$f" -S -o "$d/out.ll" 2>"$d/err" || { echo "memspace refuses (text): $f"; return 1; }
  local as=llvm-as-22 dis=llvm-dis-22 ref=$d/ref22.ll cmp=norm
  grep -q "record string = 'LLVM\(1[5-9]\|2[01]\)\." "$d/dump" && cmp=canon
  if grep -q "record string = 'LLVM\([0-9]\|1[0-4]\)\." "$d/dump"; then
    as=$l14/llvm-as dis=$l14/llvm-dis ref=$d/ref14.ll
    "$dis" "$f" -o "$ref" || return 1
    "$dis" "$d/out.bc" -o "$d/out14.ll" 2>"$d/err" || { echo "llvm-dis-14 refuses our bitcode: $f: $(head -c 300 "$d/err")"; return 1; }
    diff -q <(norm "$ref") <(norm "$d/out14.ll") >/dev/null || { echo "llvm-dis-14 differs: $f"; return 1; }
  fi
  "$as" "$d/out.ll" -o - 2>"$d/err" | "$dis" -o "$d/text.ll" || { echo "$as refuses our text: $f: $(head -c 300 "$d/err")"; return 1; }
  diff -q <($cmp "$ref") <($cmp "$d/text.ll") >/dev/null || { echo "text differs: $f"; return 1; }
  [ "$cmp" = canon ] && { rm -rf "$d"; return 0; }
  "$ms" -passes= "$ref" -S -o "$d/fromtext.ll" 2>"$d/err" || { echo "memspace refuses llvm-dis's text: $f: $(head -c 300 "$d/err")"; return 1; }
  "$as" "$d/fromtext.ll" -o - 2>"$d/err" | "$dis" -o "$d/text2.ll" || { echo "$as refuses our text of the text: $f"; return 1; }
  # LLVM's text reader does not keep use-list orders (preds comments):
  # the reference is LLVM's own reading of the text.
  "$as" "$ref" -o - | "$dis" -o "$d/reftext.ll" || return 1
  diff -q <(norm "$d/reftext.ll") <(norm "$d/text2.ll") >/dev/null || { echo "text read from text differs: $f"; return 1; }
  rm -rf "$d"
}

failed=0
for i in "${!files[@]}"; do
  one "${files[$i]}" "$i" || failed=$((failed + 1))
done
echo "${#files[@]} files, $failed failed"
[ "$failed" -eq 0 ]
