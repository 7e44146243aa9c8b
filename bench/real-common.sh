# real-common.sh, sourced by bench/real-cuda.sh and bench/real-opencl-hip.sh
# once they have set root, ms (bench/memspace-bin.sh) and work: the parts of
# "memspace on third-party sources" that do not depend on the language.
#
#   real_compile NAME LL CMD...   runs CMD (a compiler writing LL), then
#                                 llvm-as-22 on LL; on failure prints
#                                 "compile-failed NAME" and returns 1
#   real_modes LL MODE=ARGS...    runs memspace on LL once per MODE (ARGS:
#                                 its flags, split at spaces), each twice
#                                 (GOMAXPROCS=1 and 2): a failure is "error"
#                                 ("crash" when stderr holds a panic), runs
#                                 that differ in output or stderr are
#                                 "nondeterministic", an output llvm-as-22
#                                 rejects is "invalid"; keeps
#                                 $work/out/M.MODE.1.ll and .err
#   real_warnings MODE...         the warnings of those runs, by kind
#   real_hostrun LL MODE=ARGS...  the execution check (internal/hostrun's
#                                 TestDebugOne) of LL under each mode: one
#                                 line per mode, "exec M MODE: N identical,
#                                 D differ, S not drivable (reason)"
#
# Each sets real_bad=1 on a finding; real_counts counts runs, errors,
# nondeterministic and invalid outputs ("runs=... errors=... nondet=...
# invalid=...").
real_bad=0
real_runs=0 real_errors=0 real_nondet=0 real_invalid=0

real_compile() {
  local name=$1 ll=$2
  shift 2
  if ! "$@" -o "$ll" 2>"$work/out/$name.clang.txt" ||
     ! llvm-as-22 "$ll" -o /dev/null 2>>"$work/out/$name.clang.txt"; then
    echo "compile-failed $name (see $work/out/$name.clang.txt)"
    rm -f "$ll"
    return 1
  fi
}

real_modes() {
  local ll=$1 m spec mode o p kind
  m=$(basename "$ll" .ll)
  shift
  for spec in "$@"; do
    mode=${spec%%=*}
    local args=()
    [ "$spec" = "$mode" ] || read -r -a args <<<"${spec#*=}"
    o=$work/out/$m.$mode
    for p in 1 2; do
      real_runs=$((real_runs + 1))
      if GOMAXPROCS=$p "$ms" "${args[@]}" "$ll" -o "$o.$p.ll" 2>"$o.$p.err"; then
        echo ok >"$o.$p.rc"
      else
        echo fail >"$o.$p.rc"
      fi
    done
    if [ "$(cat "$o.1.rc")" != ok ] || [ "$(cat "$o.2.rc")" != ok ]; then
      kind=error
      grep -q -e 'panic:' -e '^goroutine ' "$o.1.err" "$o.2.err" && kind=crash
      echo "$kind $m ($mode): $(grep -h -m1 -e error -e panic "$o.1.err" "$o.2.err" | head -c 300)"
      real_errors=$((real_errors + 1)) real_bad=1
      continue
    fi
    if ! cmp -s "$o.1.ll" "$o.2.ll" || ! cmp -s "$o.1.err" "$o.2.err"; then
      echo "nondeterministic $m ($mode): GOMAXPROCS=1 and 2 differ"
      real_nondet=$((real_nondet + 1)) real_bad=1
    fi
    if ! llvm-as-22 "$o.1.ll" -o /dev/null 2>"$o.as.err"; then
      echo "invalid $m ($mode): $(head -c 300 "$o.as.err")"
      real_invalid=$((real_invalid + 1)) real_bad=1
    fi
  done
}

real_warnings() {
  local mode per e n
  for mode in "$@"; do
    cat "$work"/out/*."$mode".1.err 2>/dev/null | grep 'warning: ' |
      sed -e 's/.*warning: //' -e 's/[(:0-9%@].*//' -e 's/[ \t]*$//' | sort | uniq -c | sort -rn |
      sed "s/^/  $mode: /" || true
  done
  per=$(for e in "$work"/out/*."$1".1.err; do
    n=$(grep -c 'warning: ' "$e" || true)
    [ "$n" = 0 ] || echo "$(basename "$e" ".$1.1.err")=$n"
  done | tr '\n' ' ')
  echo "  modules with warnings ($1): ${per:-none}"
}

real_counts() {
  echo "runs=$real_runs errors=$real_errors nondet=$real_nondet invalid=$real_invalid"
}

# real_hostrun builds the execution check's test binary once (in $work).
real_hostrun() {
  local ll=$1 m spec mode tagged log same differ skip why
  m=$(basename "$ll" .ll)
  shift
  if [ ! -x "$work/hostrun.test" ]; then
    (cd "$root" && go test -c -o "$work/hostrun.test" ./internal/hostrun) || { real_bad=1; return; }
  fi
  for spec in "$@"; do
    mode=${spec%%=*}
    local opts=
    [ "$spec" = "$mode" ] || opts=${spec#*=}
    tagged=
    [[ "$opts" != *lower-generic* ]] || tagged=1
    log=$work/out/$m.$mode.exec.txt
    HOSTRUN_MEMSPACE=$ms HR_FILE=$ll HR_OPTS=$opts HR_TAGGED=$tagged \
      "$work/hostrun.test" -test.run '^TestDebugOne$' -test.v >"$log" 2>&1 || true
    same=$(grep -c 'skip="" failure=""' "$log" || true)
    differ=$(grep -c 'failure="[^"]' "$log" || true)
    skip=$(grep -c 'skip="[^"]' "$log" || true)
    why=$(grep -o 'skip="[^"][^"]*"' "$log" | sed -e 's/skip="//' -e 's/"$//' -e 's/ (.*//' | sort -u | head -3 | tr '\n' ';' || true)
    echo "exec $m $mode: $same identical, $differ differ, $skip not drivable${why:+ ($why)}"
    if [ "$differ" != 0 ] || grep -q -e '^--- FAIL' -e '^panic:' "$log"; then
      real_bad=1
      grep -m3 'failure="[^"]' "$log" | sed 's/^/    /'
    fi
  done
}
