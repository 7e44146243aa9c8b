#!/usr/bin/env bash
# Makes sure the LLVM tools the tests use are installed: LLVM/clang 22
# (llvm-as-22, opt-22, llc-22, FileCheck-22, llvm-link-22, llvm-dis-22,
# llvm-remarkutil-22, clang-22), LLVM 14 (llvm-as-14, llvm-dis-14, the typed-pointer reference;
# clang-14, whose typed bitcode the bitcode reader's tests read)
# GNU time (/usr/bin/time, used by bench/compare.sh), GNU c++filt (binutils,
# the reference of the demangle package's test) and Chromium (the report's
# browser test). Installs what is
# missing with apt-get. Idempotent; silent when nothing needs doing.
set -euo pipefail

need=()
missing() { ! command -v "$1" >/dev/null 2>&1; }

for tool in llvm-as-22 opt-22 llc-22 FileCheck-22 llvm-link-22 llvm-dis-22 llvm-remarkutil-22 clang-22; do
  if missing "$tool"; then
    need+=(llvm-22 clang-22 llvm-22-tools)
    break
  fi
done
if missing llvm-as-14 || missing llvm-dis-14; then
  need+=(llvm-14)
fi
if missing clang-14; then
  need+=(clang-14)
fi
if [ ! -x /usr/bin/time ]; then
  need+=(time)
fi
if missing c++filt; then
  need+=(binutils)
fi
if missing chromium; then
  need+=(chromium)
fi
[ "${#need[@]}" -eq 0 ] && exit 0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  sudo=(sudo)
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "install-llvm.sh: installing ${need[*]}" >&2
if ! { "${sudo[@]}" apt-get update &&
       "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}"; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "install-llvm.sh: apt-get failed" >&2
  exit 1
fi
