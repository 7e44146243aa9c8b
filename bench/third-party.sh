#!/usr/bin/env bash
# third-party.sh DIR [OUT]
#
# Runs memspace over third-party IR inputs (DIR/*.ll, e.g. local copies of
# LLVM's own address-space tests, each with a target triple) and compares it
# with opt-22 -passes=infer-address-spaces. Fetches nothing; the inputs stay
# where the user keeps them. For each file llvm-as-22 accepts (or LLVM 14's
# llvm-as, for typed-pointer IR, which is neither compared with opt-22 nor
# given to llc-22):
#
#   - memspace under the default pipeline, -whole-program and
#     -passes=memspace-opt (and -passes=memspace-opt,lower-generic and
#     -passes=lower-generic on SPIR inputs), each run twice (GOMAXPROCS=1
#     and 2): a panic, an error exit, an output llvm-as-22 rejects, or bytes
#     (output or stderr) that differ between the two runs are printed;
#   - with LLC=1, llc-22 on each output whose input llc-22 compiles
#     (spir/spir64 as spirv32/spirv64): LLC-FAILED when only the output
#     fails;
#   - opt-22 on the same input (spir/spir64 inputs as spirv64, since opt has
#     no spir64 target; optnone dropped, since opt skips such functions and
#     memspace does not), then, function by function, the address space of
#     every memory access (load, store, atomicrmw, cmpxchg, and the pointer
#     operands of calls of llvm.* intrinsics other than lifetime, assume,
#     space tests, ptrmask, objectsize and the like) in memspace's output
#     beside opt's, in order: DISAGREE when both are concrete and differ,
#     MS-ONLY when only memspace's is concrete (to be judged by hand), GAP
#     when only opt's is, LIST when the access lists differ (clones,
#     inlining, lower-generic's switches: look by hand).
#
# OUT (default: a temporary directory) keeps every output. Prints one status
# line per file and variant, then the comparison lines, then counts.
# MEMSPACE selects the binary (default: built from this checkout).
set -uo pipefail
[ $# -ge 1 ] || { echo "usage: $0 DIR [OUT]" >&2; exit 2; }
dir=$(realpath "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/bench/memspace-bin.sh"
out=${2:-$tmp/out}
mkdir -p "$out"

# accesses FILE: "function<TAB>kind<TAB>spaces<TAB>text" per access, the
# spaces of its address operands (generic as g), in order.
accesses() {
  awk '
    /^target triple = "spir/ { gen = 4 }
    BEGIN { gen = 0 }
    /^define / { match($0, /@("[^"]+"|[-a-zA-Z$._0-9]+)\(/); fn = substr($0, RSTART + 1, RLENGTH - 2); next }
    /^}/ { fn = ""; next }
    fn == "" { next }
    {
      s = $0; sub(/^ +/, "", s); body = s
      if (body ~ /^%[-a-zA-Z$._0-9]+ = /) sub(/^%[-a-zA-Z$._0-9]+ = /, "", body)
      kind = ""
      if (body ~ /^load /) kind = "load"
      else if (body ~ /^store /) kind = "store"
      else if (body ~ /^atomicrmw /) kind = "rmw"
      else if (body ~ /^cmpxchg /) kind = "cmpxchg"
      else if (body ~ /^(tail |musttail |notail )?call .*@llvm\./) {
        match(body, /@llvm\.[a-zA-Z0-9_.]+\(/); kind = substr(body, RSTART + 1, RLENGTH - 2)
        if (kind ~ /^llvm\.(lifetime|assume|dbg|nvvm\.isspacep|amdgcn\.is\.|fake\.use|ptrmask|objectsize|is\.constant|spv\.generic\.cast)/) next
        while (kind ~ /\.(p[0-9]+|v[0-9]+p[0-9]+|i[0-9]+|[0-9]+)$/) sub(/\.(p[0-9]+|v[0-9]+p[0-9]+|i[0-9]+|[0-9]+)$/, "", kind)
      }
      if (kind == "") next
      b = body; sub(/, !.*/, "", b)
      n = 0; sp = ""
      while (match(b, /ptr( addrspace\([0-9]+\))?( (noundef|nonnull|readonly|writeonly|captures\(none\)|nocapture|noalias|align [0-9]+|dereferenceable\([0-9]+\)))* ([%@]|null|undef|poison|getelementptr|addrspacecast|inttoptr|bitcast)/)) {
        t = substr(b, RSTART, RLENGTH); b = substr(b, RSTART + RLENGTH)
        a = 0; if (match(t, /addrspace\([0-9]+\)/)) a = substr(t, RSTART + 10, RLENGTH - 11) + 0
        v[++n] = (a == gen ? "g" : a)
      }
      if (n == 0) next
      if (kind == "load" || kind == "store") { sp = v[n] }
      else if (kind == "rmw" || kind == "cmpxchg") { sp = v[1] }
      else { sp = v[1]; for (i = 2; i <= n; i++) sp = sp "," v[i] }
      print fn "\t" kind "\t" sp "\t" substr(s, 1, 140)
    }' "$1"
}

# compare NAME VARIANT: opt's accesses beside memspace's, function by function.
compare() {
  accesses "$out/$1.opt.ll" > "$tmp/a"
  accesses "$out/$1.$2.ll" > "$tmp/b"
  awk -F'\t' -v tag="$1 $2" '
    FNR == NR { o[$1] = o[$1] $2 "\t" $3 "\t" $4 "\n"; next }
    { m[$1] = m[$1] $2 "\t" $3 "\t" $4 "\n"; if (!($1 in seen)) { seen[$1] = 1; order[++k] = $1 } }
    END {
      for (f in o) if (!(f in m)) continue
      for (j = 1; j <= k; j++) {
        f = order[j]; if (!(f in o)) continue
        na = split(o[f], A, "\n") - 1; nb = split(m[f], B, "\n") - 1
        same = (na == nb)
        for (i = 1; same && i <= na; i++) { split(A[i], x, "\t"); split(B[i], y, "\t"); if (x[1] != y[1]) same = 0 }
        if (!same) { print tag " @" f ": LIST differs (" na " opt, " nb " memspace)"; continue }
        for (i = 1; i <= na; i++) {
          split(A[i], x, "\t"); split(B[i], y, "\t")
          c = split(x[2], so, ","); split(y[2], sm, ",")
          for (e = 1; e <= c; e++) {
            if (so[e] != "g" && sm[e] != "g" && so[e] != sm[e]) r = "DISAGREE"
            else if (so[e] == "g" && sm[e] != "g") r = "MS-ONLY"
            else if (so[e] != "g" && sm[e] == "g") r = "GAP"
            else continue
            print tag " @" f ": " r " opt=" so[e] " memspace=" sm[e] "\n    opt: " x[3] "\n    ms:  " y[3]
          }
        }
      }
    }' "$tmp/a" "$tmp/b"
}

status=$tmp/status
cmp_lines=$tmp/compare
: > "$status"; : > "$cmp_lines"
for f in "$dir"/*.ll; do
  b=$(basename "$f" .ll)
  as=llvm-as-22 typed=0
  if ! llvm-as-22 "$f" -o /dev/null 2> "$out/$b.asin.err"; then
    # Typed-pointer IR (LLVM 14): checked with LLVM 14's llvm-as, not
    # compared with opt-22.
    if llvm-as "$f" -o /dev/null 2> /dev/null; then
      as=llvm-as typed=1
    else
      echo "$b input-rejected-by-llvm-as" >> "$status"; continue
    fi
  fi
  otri=
  grep -qE 'triple = "spir(64)?-' "$f" && otri=-mtriple=spirv64-unknown-unknown
  opt_ok=1
  [ $typed = 1 ] && opt_ok=0
  # opt skips optnone functions (clang -O0 marks every one); memspace does
  # not, so opt runs on a copy without the attribute.
  sed -E 's/\<optnone\>//g' "$f" > "$tmp/in.ll"
  [ $typed = 1 ] || opt-22 $otri -passes=infer-address-spaces -S "$tmp/in.ll" -o "$out/$b.opt.ll" 2> "$out/$b.opt.err" ||
    { opt_ok=0; echo "$b opt-22-failed" >> "$status"; }
  variants="default wp mso"
  grep -q 'triple = "spir' "$f" && variants="$variants lg lgo"
  llc_args=()
  if [ "${LLC:-0}" = 1 ]; then
    case $(grep -m1 -oE 'triple = "[^"]*' "$f") in
    *'"spir64'*) llc_args=(-mtriple=spirv64-unknown-unknown) ;;
    *'"spir'*) llc_args=(-mtriple=spirv32-unknown-unknown) ;;
    esac
    [ $typed = 0 ] && llc-22 -O0 "${llc_args[@]}" "$f" -o /dev/null 2> /dev/null || llc_args=(none)
  fi
  for v in $variants; do
    case $v in
    default) args=() ;;
    wp) args=(-whole-program) ;;
    mso) args=(-passes=memspace-opt) ;;
    lg) args=(-passes=memspace-opt,lower-generic) ;;
    lgo) args=(-passes=lower-generic) ;;
    esac
    GOMAXPROCS=1 "$ms" "${args[@]}" "$f" -o "$out/$b.$v.ll" 2> "$out/$b.$v.err"; rc=$?
    GOMAXPROCS=2 "$ms" "${args[@]}" "$f" -o "$out/$b.$v.2.ll" 2> "$out/$b.$v.2.err"; rc2=$?
    st=ok
    grep -qE '^panic|goroutine [0-9]|runtime error' "$out/$b.$v.err" && st=PANIC
    [ $rc != 0 ] && [ $st = ok ] && st="ERROR($rc): $(head -c 200 "$out/$b.$v.err" | tr '\n' ' ')"
    if [ $rc = 0 ]; then
      $as "$out/$b.$v.ll" -o /dev/null 2> "$out/$b.$v.as.err" ||
        st="INVALID-OUTPUT: $(head -c 200 "$out/$b.$v.as.err" | tr '\n' ' ')"
      if [ "${LLC:-0}" = 1 ] && [ "${llc_args[*]}" != none ] && [ "${st%%:*}" = ok ]; then
        llc-22 -O0 "${llc_args[@]}" "$out/$b.$v.ll" -o /dev/null 2> "$out/$b.$v.llc.err" ||
          st="LLC-FAILED: $(grep -m1 -i error "$out/$b.$v.llc.err" | head -c 200)"
      fi
      cmp -s "$out/$b.$v.ll" "$out/$b.$v.2.ll" || st="$st NONDETERMINISTIC-OUTPUT"
      cmp -s "$out/$b.$v.err" "$out/$b.$v.2.err" || st="$st NONDETERMINISTIC-STDERR"
      [ $opt_ok = 1 ] && compare "$b" "$v" >> "$cmp_lines"
    fi
    [ $rc != $rc2 ] && st="$st NONDETERMINISTIC-EXIT"
    echo "$b $v $st" >> "$status"
  done
done
cat "$status" "$cmp_lines"
echo "files: $(ls "$dir"/*.ll | wc -l); runs: $(grep -cE ' (default|wp|mso|lg|lgo) ' "$status")"
for k in PANIC ERROR INVALID-OUTPUT LLC-FAILED NONDETERMINISTIC input-rejected opt-22-failed; do
  echo "$k: $(grep -c -- "$k" "$status")"
done
for k in DISAGREE MS-ONLY GAP LIST; do
  echo "$k: $(grep -c -- ": $k" "$cmp_lines")"
done
