#!/usr/bin/env bash
# reader-check.sh DIR [OUT]
#
# Compares memspace's readers and writers with LLVM 22's on every DIR/*.ll
# (e.g. local copies of LLVM's llvm/test/Bitcode and llvm/test/Assembler
# inputs; the script fetches nothing). Per file, one line in OUT/results.txt:
#
#   FALSE-ERROR       llvm-as-22 takes it, memspace -passes= refuses it
#   ACCEPTS-INVALID   llvm-as-22 refuses it, memspace takes it
#   both-refuse       both refuse it (MS-crashN: memspace died)
#   ok                otherwise, unless one of these follows:
#   TEXT-OUT-INVALID  llvm-as-22 refuses memspace's text output
#   TEXT-DIFF         llvm-dis-22 of that output differs from llvm-dis-22
#                     of llvm-as-22 of the input (ModuleID and
#                     source_filename aside)
#   BC-READ-FAIL      memspace refuses llvm-as-22's bitcode of the input
#   BCANALYZER        llvm-bcanalyzer-22 refuses memspace's bitcode of it
#   BC-DIFF           llvm-dis-22 of memspace's bitcode differs
#   BC2TEXT-DIFF      memspace's text of LLVM's bitcode, reassembled, differs
#
# and a count of each kind on stdout. MS (default: memspace on PATH, or
# go run ./cmd/memspace) is the command tested. OUT defaults to a
# temporary directory and keeps every file made.
set -u
dir=${1:?usage: reader-check.sh DIR [OUT]}
out=${2:-$(mktemp -d)}
ms=${MS:-$(command -v memspace || echo "go run ./cmd/memspace")}
mkdir -p "$out"
: > "$out/results.txt"
norm() { grep -v '^; ModuleID\|^source_filename' "$1"; }
same() { cmp -s <(norm "$1") <(norm "$2"); }
first() { head -c 200 "$1" | tr '\n' ' '; }

for f in "$dir"/*.ll; do
  b=$(basename "$f" .ll); w="$out/w/$b"; mkdir -p "$w"
  llvm_ok=0
  if timeout 20 llvm-as-22 "$f" -o "$w/ref.bc" 2>"$w/as.err"; then
    llvm_ok=1; llvm-dis-22 "$w/ref.bc" -o "$w/ref.ll"
  fi
  timeout 20 $ms -passes= "$f" -o "$w/t.ll" 2>"$w/ms.err"; rc=$?
  case $rc in 0) ms_ok=1 ;; 1) ms_ok=0 ;; *) ms_ok=crash$rc ;; esac
  if [ $llvm_ok = 1 ] && [ "$ms_ok" != 1 ]; then
    res="FALSE-ERROR($(first "$w/ms.err"))"
  elif [ $llvm_ok = 0 ] && [ "$ms_ok" = 1 ]; then
    res="ACCEPTS-INVALID($(head -1 "$w/as.err" | head -c 200))"
  elif [ $llvm_ok = 0 ]; then
    [ "$ms_ok" = 0 ] && res=both-refuse || res="MS-$ms_ok"
  else
    res=ok
    if ! llvm-as-22 "$w/t.ll" -o "$w/t.bc" 2>"$w/t.as.err"; then
      res="TEXT-OUT-INVALID($(head -1 "$w/t.as.err" | head -c 200))"
    else
      llvm-dis-22 "$w/t.bc" -o "$w/t.dis"; same "$w/t.dis" "$w/ref.ll" || res=TEXT-DIFF
    fi
    if ! timeout 20 $ms -passes= "$w/ref.bc" -o "$w/b.bc" 2>"$w/b.err"; then
      res="$res BC-READ-FAIL($(first "$w/b.err"))"
    else
      llvm-bcanalyzer-22 "$w/b.bc" >/dev/null 2>&1 || res="$res BCANALYZER"
      if llvm-dis-22 "$w/b.bc" -o "$w/b.dis" 2>"$w/bdis.err"; then
        same "$w/b.dis" "$w/ref.ll" || res="$res BC-DIFF"
      else
        res="$res BC-OUT-INVALID($(head -1 "$w/bdis.err" | head -c 200))"
      fi
      if $ms -passes= "$w/ref.bc" -o "$w/b.ll" 2>/dev/null &&
        llvm-as-22 "$w/b.ll" -o - 2>/dev/null | llvm-dis-22 -o "$w/b2.dis"; then
        same "$w/b2.dis" "$w/ref.ll" || res="$res BC2TEXT-DIFF"
      fi
    fi
  fi
  echo "$b $res" >> "$out/results.txt"
done
# Kinds are words of capitals, dashes and digits outside the parentheses.
sed -e 's/([^()]*)//g' -e 's/([^()]*)//g' -e 's/^[^ ]* //' "$out/results.txt" | tr ' ' '\n' |
  grep -E '^([A-Z0-9-]+|ok|both-refuse)$' | sort | uniq -c
echo "results: $out/results.txt"
