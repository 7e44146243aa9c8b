#!/usr/bin/env bash
# gen-intrinsics.sh: regenerates intrinsic/table.go from LLVM 22's
# Intrinsics*.td. Those files come with Debian's llvm-22-dev, which the
# tests do not need: the script downloads the package into a temporary
# folder (apt-get download, no install) and unpacks only what it reads.
# Needs llvm-tblgen-22 (package llvm-22).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && apt-get download llvm-22-dev >/dev/null 2>&1)
dpkg-deb -x "$tmp"/llvm-22-dev_*.deb "$tmp/dev"
inc=$tmp/dev/usr/include/llvm-22
llvm-tblgen-22 --dump-json -I "$inc" "$inc/llvm/IR/Intrinsics.td" |
  go run ./intrinsic/internal/gen > "$tmp/table.go"
mv "$tmp/table.go" intrinsic/table.go
echo "wrote intrinsic/table.go"
