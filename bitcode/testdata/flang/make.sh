#!/usr/bin/env bash
# make.sh: rebuilds the bitcode in this folder, which TestOtherProducers
# reads: flang's (Debian's flang-22; not needed by the tests), for the
# host, at -O0 and -O2 with -g. Fortran's debug info has what C's lacks:
# DIStringType (fixed and assumed length), DICommonBlock, DIModule,
# assumed-shape and assumed-rank arrays (dataLocation, rank), and flang
# writes MLIR's attributes on intrinsic declarations.
set -eu
cd "$(dirname "$0")"
for o in 0 2; do
  flang-new-22 -c -emit-llvm -g -O$o prog.f90 -o prog.O${o}g.bc
done
rm -f m.mod
