#!/usr/bin/env bash
# mkbig.sh OUT.ll [TARGET_MB]
#
# Builds one large NVPTX module of about TARGET_MB (default 50) MB of text
# for benchmarks: copies of the opaque-pointer CUDA files of the corpus
# (those with target triple "nvptx64...", not *.typed.ll) are linked with
# llvm-link-22. Each copy of each file gets its defined symbols renamed with
# a suffix (_cCOPY_FILE: _c0_0, _c0_1, ...) so that nothing clashes; declarations, external
# globals and llvm.* globals keep their names and are merged by the linker.
# Files are taken in sorted order, copy after copy, until the linked module
# reaches the target size, so the output is deterministic. The result is checked
# with llvm-as-22.
#
# The corpus is $MEMSPACE_CORPUS, or ../shared/corpus beside the repository.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 OUT.ll [TARGET_MB]" >&2
  exit 2
fi
out=$1
target_mb=${2:-50}
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=${MEMSPACE_CORPUS:-$root/../shared/corpus}
bash "$root/scripts/install-llvm.sh"

# EXCLUDE: an extended regular expression of file names to leave out.
mapfile -t files < <(grep -l 'target triple = "nvptx64' "$corpus"/ll/*.ll | grep -v '\.typed\.ll$' |
  { if [ -n "${EXCLUDE:-}" ]; then grep -Ev "$EXCLUDE"; else cat; fi; } | LC_ALL=C sort)
if [ "${#files[@]}" -eq 0 ]; then
  echo "mkbig.sh: no nvptx64 files in $corpus/ll" >&2
  exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# rename FILE SUFFIX: prints FILE with its defined symbols renamed.
rename() {
  SUFFIX=$2 perl -0777 -pe '
    BEGIN { $sfx = $ENV{SUFFIX} }
    my $name = qr/[-a-zA-Z\$._][-a-zA-Z\$._0-9]*|"[^"]*"/;
    my %def;
    $def{$1} = 1 while /^define\b[^\n]*?@($name)\(/mg;
    while (/^@($name) = (\S+)/mg) {
      $def{$1} = 1 unless $2 eq "external" || $2 eq "extern_weak";
    }
    delete $def{$_} for grep { /^"?llvm\./ } keys %def;
    s{@($name)}{exists $def{$1} ? "@" . ($1 =~ /^"/ ? substr($1, 0, -1) . "$sfx\"" : "$1$sfx") : "\@$1"}ge;
  ' "$1"
}

# add_parts RAW: renames further file copies until their total size is RAW.
total=0
parts=()
copy=0
i=0
add_parts() {
  while [ "$total" -lt "$1" ]; do
    part="$tmp/c${copy}_$i.ll"
    rename "${files[$i]}" "_c${copy}_$i" >"$part"
    parts+=("$part")
    total=$((total + $(stat -c %s "$part")))
    i=$((i + 1))
    if [ "$i" -eq "${#files[@]}" ]; then
      i=0
      copy=$((copy + 1))
    fi
  done
}

# Linking shrinks the text (shared declarations and metadata), so link,
# measure, and add more copies until the output is within 2% of the target.
target=$((target_mb * 1024 * 1024))
raw=$target
mkdir -p "$(dirname "$out")"
while :; do
  add_parts "$raw"
  llvm-link-22 -S -o "$out" "${parts[@]}"
  size=$(stat -c %s "$out")
  [ $((size * 100)) -ge $((target * 98)) ] && break
  raw=$((total + (target - size) * total / size))
done
llvm-as-22 -o /dev/null "$out"
size=$(stat -c %s "$out")
echo "$out: $size bytes ($((size / 1024 / 1024)) MB), ${#parts[@]} file copies of ${#files[@]} corpus files"
