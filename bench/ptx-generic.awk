# ptx-generic.awk PTX -- per PTX function (.entry or .func), the generic
# memory instructions: prints "FUNCTION LD+ST ATOM" for every function with
# at least one. An ld/ldu/st/atom/red is generic when it has no
# .global/.shared/.local/.const qualifier; .param accesses are argument
# passing and not counted (as the corpus's count.sh counts).
/^(\.visible |\.weak |\.extern )*\.(entry|func)[ \t(]/ {
  line = $0
  sub(/^(\.visible |\.weak |\.extern )*\.(entry|func)[ \t]*/, "", line)
  sub(/^\([^)]*\)[ \t]*/, "", line)      # the return value of a .func
  sub(/[ \t(;].*$/, "", line)
  fn = line
  next
}
fn == "" { next }
{
  s = $0
  sub(/\/\/.*/, "", s)
  gsub(/^[ \t]+|[ \t]+$/, "", s)
  if (s == "" || s ~ /^[.{}]/ || s ~ /:$/) next
  split(s, tok, /[ \t]+/)
  op = tok[1]
  if (op ~ /^@/) op = tok[2]
  sub(/;$/, "", op)
  k = split(op, part, ".")
  base = part[1]
  if (base != "ld" && base != "ldu" && base != "st" && base != "atom" && base != "red") next
  for (i = 2; i <= k; i++) {
    q = part[i]
    sub(/::.*/, "", q)
    if (q == "param" || q == "global" || q == "shared" || q == "local" || q == "const") next
  }
  if (base == "atom" || base == "red") atom[fn]++
  else ldst[fn]++
  seen[fn] = 1
}
END { for (f in seen) printf "%s %d %d\n", f, ldst[f], atom[f] }
