#!/usr/bin/env bash
# reader-check.sh DIR [OUT]
#
# Compares memspace's readers and writers with LLVM 22's on every DIR/*.ll
# (e.g. local copies of LLVM's llvm/test/Bitcode and llvm/test/Assembler
# inputs) and every DIR/*.bc (bitcode some toolchain wrote: libclc's
# libraries, clang -c -emit-llvm output); the script fetches nothing. Per
# file, one line in OUT/results.txt:
#
#   FALSE-ERROR       LLVM takes it (llvm-as-22; for .bc llvm-dis-22 and
#                     opt-22's verifier),
#                     memspace -passes= refuses it
#   ACCEPTS-INVALID   LLVM refuses it, memspace takes it
#   both-refuse       both refuse it (MS-crashN: memspace died)
#   ok                otherwise, unless one of these follows:
#   TEXT-OUT-INVALID  llvm-as-22 refuses memspace's text output (.ll only)
#   TEXT-DIFF         llvm-dis-22 of that output differs from llvm-dis-22
#                     of llvm-as-22 of the input (ModuleID and
#                     source_filename aside)
#   BC-READ-FAIL      memspace refuses llvm-as-22's bitcode of the input
#   BCANALYZER        llvm-bcanalyzer-22 refuses memspace's bitcode of it
#   BC-DIFF           llvm-dis-22 of memspace's bitcode differs
#   BC-OUT-INVALID    llvm-dis-22 refuses memspace's bitcode
#   BC2TEXT-DIFF      memspace's text of LLVM's bitcode, reassembled by
#                     llvm-as-22, differs from LLVM's text of the bitcode,
#                     as it is and reassembled the same way. Expected on
#                     bitcode of an older LLVM whose intrinsics LLVM 22
#                     renames: its text reader places the new declarations
#                     elsewhere than its bitcode reader (llvm-dis-N |
#                     llvm-as-22 shows the same)
#   BC2TEXT-INVALID   neither llvm-as-22 nor (typed pointers) llvm-as-14
#                     takes that text
#   BC2TEXT-INEXACT   that text is not llvm-dis-22's of the bitcode byte for
#                     byte (ModuleID, source_filename and summaries aside).
#                     Expected where LLVM upgrades as it reads
#                     (data layouts, intrinsic declarations' attributes)
#                     and for the uselistorder directives memspace prints
#   REREAD-DIFF       memspace reading that text back and writing bitcode
#                     gives another module (llvm-dis-22) than the input
#   REREAD-FAIL       memspace refuses its own text
#   BC14-DIFF         for typed-pointer input that LLVM 14 reads, llvm-dis-14
#                     of memspace's bitcode differs from llvm-dis-14 of the
#                     input (a .ll: of llvm-as-14's bitcode of it)
#   BC14-INVALID      llvm-dis-14 refuses memspace's bitcode of such input
#   DEFAULT-FAIL      the default pipeline (.bc only) fails on it
#   DEFAULT-INVALID   opt-22 -passes=verify refuses its bitcode output
#
# and a count of each kind on stdout. For a .bc input the reference text is
# llvm-dis-22 of the input itself, so bitcode of another LLVM (14's typed
# pointers, auto-upgraded on reading) is compared as LLVM 22 reads it. MS
# (default: memspace on PATH, or go run ./cmd/memspace) is the command
# tested. OUT defaults to a temporary directory and keeps every file made.
set -u
dir=${1:?usage: reader-check.sh DIR [OUT]}
out=${2:-$(mktemp -d)}
ms=${MS:-$(command -v memspace || echo "go run ./cmd/memspace")}
mkdir -p "$out"
: > "$out/results.txt"
# norm drops what names the input and the module summary (dropped as opt
# drops it), with the blank lines it leaves at the end.
norm() { grep -v '^; ModuleID\|^source_filename\|^\^' "$1" | awk 'NF { for (; n > 0; n--) print ""; print; next } { n++ }'; }
same() { cmp -s <(norm "$1") <(norm "$2"); }
first() { head -c 200 "$1" | tr '\n' ' '; }

# text_checks W: memspace's text output of the input, W/t.ll.
text_checks() {
  if ! llvm-as-22 "$1/t.ll" -o "$1/t.bc" 2>"$1/t.as.err"; then
    res="TEXT-OUT-INVALID($(head -1 "$1/t.as.err" | head -c 200))"
  else
    llvm-dis-22 "$1/t.bc" -o "$1/t.dis"; same "$1/t.dis" "$1/ref.ll" || res=TEXT-DIFF
  fi
}

# bc_checks W: memspace's bitcode reader and writer on W/ref.bc.
bc_checks() {
  local w=$1
  if ! timeout 60 $ms -passes= "$w/ref.bc" -o "$w/b.bc" 2>"$w/b.err"; then
    res="$res BC-READ-FAIL($(first "$w/b.err"))"
    return
  fi
  llvm-bcanalyzer-22 "$w/b.bc" >/dev/null 2>&1 || res="$res BCANALYZER"
  if llvm-dis-22 "$w/b.bc" -o "$w/b.dis" 2>"$w/bdis.err"; then
    same "$w/b.dis" "$w/ref.ll" || res="$res BC-DIFF"
  else
    res="$res BC-OUT-INVALID($(head -1 "$w/bdis.err" | head -c 200))"
  fi
  $ms -passes= "$w/ref.bc" -o "$w/b.ll" 2>/dev/null || return
  cmp -s <(norm "$w/b.ll") <(norm "$w/ref.ll") || res="$res BC2TEXT-INEXACT"
  # LLVM's text reader drops some flags its bitcode reader keeps (those of
  # a phi with debug info), and unites some nodes its bitcode reader keeps
  # apart (a zero size held as a constant and none, which llvm-dis prints
  # alike): LLVM's own text, read back by it, is a reference too.
  llvm-dis-22 --preserve-ll-uselistorder "$w/ref.bc" -o - | llvm-as-22 -o - 2>/dev/null | llvm-dis-22 -o "$w/refu.ll" 2>/dev/null
  if llvm-as-22 "$w/b.ll" -o "$w/b2.bc" 2>/dev/null; then
    llvm-dis-22 "$w/b2.bc" -o "$w/b2.dis"
    same "$w/b2.dis" "$w/ref.ll" || same "$w/b2.dis" "$w/refu.ll" || res="$res BC2TEXT-DIFF"
  elif ! llvm-as-14 "$w/b.ll" -o /dev/null 2>/dev/null; then
    res="$res BC2TEXT-INVALID"
  fi
  if $ms -passes= "$w/b.ll" -o "$w/b3.bc" 2>/dev/null && llvm-dis-22 "$w/b3.bc" -o "$w/b3.dis"; then
    same "$w/b3.dis" "$w/ref.ll" || same "$w/b3.dis" "$w/refu.ll" || res="$res REREAD-DIFF"
  else
    res="$res REREAD-FAIL"
  fi
}

# llvm14_checks W F: LLVM 14 must read memspace's bitcode of typed-pointer
# input F as it reads F; LLVM 22 reads some records LLVM 14 does not know
# (and takes an unknown constant for undef).
llvm14_checks() {
  local w=$1
  case $2 in
  *.bc) llvm-dis-14 "$2" -o "$w/ref14.ll" 2>/dev/null || return ;;
  *) { llvm-as-14 "$2" -o - | llvm-dis-14 -o "$w/ref14.ll"; } 2>/dev/null || return ;;
  esac
  grep -q '^define.*\*\|^declare.*\*\|^@.*\*' "$w/ref14.ll" || return # no typed pointers
  timeout 60 $ms -passes= "$2" -o "$w/b14.bc" 2>/dev/null || return
  if llvm-dis-14 "$w/b14.bc" -o "$w/b14.ll" 2>"$w/b14.err"; then
    cmp -s <(norm "$w/b14.ll" | phiflags) <(norm "$w/ref14.ll" | phiflags) || res="$res BC14-DIFF"
  else
    res="$res BC14-INVALID($(head -1 "$w/b14.err" | head -c 200))"
  fi
}
# LLVM's text reader drops the fast-math flags of phis with debug locations.
phiflags() { sed -E 's/= phi( (fast|nnan|ninf|nsz|arcp|contract|afn|reassoc))+ /= phi /'; }

# default_checks W: the default pipeline on W/ref.bc, bitcode out.
default_checks() {
  local w=$1
  if ! timeout 120 $ms -w "$w/ref.bc" -o "$w/d.bc" 2>"$w/d.err"; then
    res="$res DEFAULT-FAIL($(first "$w/d.err"))"
  elif ! opt-22 -passes=verify "$w/d.bc" -o /dev/null 2>"$w/dv.err"; then
    res="$res DEFAULT-INVALID($(first "$w/dv.err"))"
  fi
}

for f in "$dir"/*.ll "$dir"/*.bc; do
  [ -e "$f" ] || continue
  b=$(basename "$f"); w="$out/w/$b"; mkdir -p "$w"
  llvm_ok=0
  case $f in
  *.bc)
    cp "$f" "$w/ref.bc"
    # LLVM takes it when llvm-dis-22 reads it and opt-22's verifier (which
    # opt runs on what it reads, as memspace does) finds nothing.
    llvm-dis-22 "$f" -o "$w/ref.ll" 2>"$w/as.err" &&
      opt-22 -passes=verify -disable-output "$f" 2>>"$w/as.err" && llvm_ok=1
    in=$w/ref.bc ;;
  *)
    if timeout 20 llvm-as-22 "$f" -o "$w/ref.bc" 2>"$w/as.err"; then
      llvm_ok=1; llvm-dis-22 "$w/ref.bc" -o "$w/ref.ll"
    fi
    in=$f ;;
  esac
  timeout 60 $ms -passes= "$in" -o "$w/t.ll" 2>"$w/ms.err"; rc=$?
  case $rc in 0) ms_ok=1 ;; 1) ms_ok=0 ;; *) ms_ok=crash$rc ;; esac
  if [ $llvm_ok = 1 ] && [ "$ms_ok" != 1 ]; then
    res="FALSE-ERROR($(first "$w/ms.err"))"
  elif [ $llvm_ok = 0 ] && [ "$ms_ok" = 1 ]; then
    res="ACCEPTS-INVALID($(head -1 "$w/as.err" | head -c 200))"
  elif [ $llvm_ok = 0 ]; then
    [ "$ms_ok" = 0 ] && res=both-refuse || res="MS-$ms_ok"
  else
    res=ok
    case $f in
    *.bc) default_checks "$w" ;;
    *) text_checks "$w" ;;
    esac
    bc_checks "$w"
  fi
  [ "$ms_ok" = 1 ] && llvm14_checks "$w" "$f"
  echo "$b $res" >> "$out/results.txt"
done
# Kinds are words of capitals, dashes and digits outside the parentheses.
sed -e 's/([^()]*)//g' -e 's/([^()]*)//g' -e 's/([^()]*)//g' -e 's/^[^ ]* //' "$out/results.txt" | tr ' ' '\n' |
  grep -E '^([A-Z0-9-]+|ok|both-refuse)$' | sort | uniq -c
echo "results: $out/results.txt"
