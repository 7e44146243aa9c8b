# memspace-bin.sh, sourced by the bench scripts once they have set root:
# makes $tmp (removed at exit) and sets ms to the memspace binary to
# measure: $MEMSPACE, or one built from this checkout.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ms=${MEMSPACE:-}
if [ -z "$ms" ]; then
  go build -o "$tmp/memspace" "$root/cmd/memspace"
  ms=$tmp/memspace
fi
