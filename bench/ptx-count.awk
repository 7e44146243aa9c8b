# ptx-count.awk PTX -- prints "LDST/ATOM/CVTA KLDST/KATOM": the generic
# ld/ldu/st and atom/red instructions and the cvta of the whole PTX file,
# then the generic ld+st and atom/red of the functions the file's kernels
# can reach (KLDST/KATOM). With -v by=function it prints instead, for
# every PTX function (.entry or .func) with a generic access,
# "FUNCTION LD+ST ATOM".
#
# An ld/ldu/st/atom/red is generic when it has no .global/.shared/.local/
# .const qualifier; .param accesses are argument passing and not counted
# (as the corpus's count.sh counts).
#
# Reachable: every .entry, every function named in a module-level
# initializer (a table of function pointers), and every function named in
# the body of a reachable one, called or not (a function whose address a
# reachable body takes counts as called). A .func nothing reachable names
# is code the module's own kernels never run: in a CUDA or HIP build
# without -fgpu-rdc nothing runs it; in a separately compiled one only
# other modules may call it.
function header(line,   name) {
  name = line
  sub(/^(\.visible |\.weak |\.extern )*\.(entry|func)[ \t]*/, "", name)
  sub(/^\([^)]*\)[ \t]*/, "", name)      # the return value of a .func
  sub(/[ \t(;].*$/, "", name)
  return name
}
function names(s, into, key,   n, i, tok) {
  gsub(/[^A-Za-z0-9_$]+/, " ", s)
  n = split(s, tok, " ")
  for (i = 1; i <= n; i++)
    if (tok[i] ~ /^[A-Za-z_$]/) into[key, tok[i]] = 1
}
/^(\.visible |\.weak |\.extern )*\.(entry|func)[ \t(]/ {
  fn = header($0)
  if ($0 ~ /\.entry/) entry[fn] = 1
  body = 0
  next
}
/^\{/ { if (fn != "") { body = 1; defined[fn] = 1 }; next }
/^\}/ { body = 0; fn = ""; next }
!body {
  # Module level: a function named in an initializer is a root.
  if ($0 ~ /^[.a-z]/ && index($0, "=") > 0) names(substr($0, index($0, "=")), refs, "")
  next
}
{
  s = $0
  sub(/\/\/.*/, "", s)
  gsub(/^[ \t]+|[ \t]+$/, "", s)
  if (s == "") next
  names(s, refs, fn)
  if (s ~ /^[.{}]/ || s ~ /:$/) next
  split(s, tok, /[ \t]+/)
  op = tok[1]
  if (op ~ /^@/) op = tok[2]
  sub(/;$/, "", op)
  k = split(op, part, ".")
  base = part[1]
  if (base == "cvta") { cvta++; next }
  if (base != "ld" && base != "ldu" && base != "st" && base != "atom" && base != "red") next
  for (i = 2; i <= k; i++) {
    q = part[i]
    sub(/::.*/, "", q)
    if (q == "param" || q == "global" || q == "shared" || q == "local" || q == "const") next
  }
  if (base == "atom" || base == "red") { atom++; fatom[fn]++ }
  else { ldst++; fldst[fn]++ }
}
END {
  if (by == "function") {
    for (f in fldst) seen[f] = 1
    for (f in fatom) seen[f] = 1
    for (f in seen) printf "%s %d %d\n", f, fldst[f], fatom[f]
    exit
  }
  # refs[F, N]: the body of F (or, for F == "", the module level) names N.
  n = 0
  for (f in entry) if (f in defined) { reach[f] = 1; queue[++n] = f }
  for (key in refs) {
    split(key, kv, SUBSEP)
    if (!(kv[2] in defined) || kv[1] == kv[2]) continue
    if (kv[1] != "") { m = ++deg[kv[1]]; adj[kv[1], m] = kv[2] }
    else if (!(kv[2] in reach)) { reach[kv[2]] = 1; queue[++n] = kv[2] }
  }
  for (head = 1; head <= n; head++) {
    f = queue[head]
    for (i = 1; i <= deg[f]; i++) {
      g = adj[f, i]
      if (!(g in reach)) { reach[g] = 1; queue[++n] = g }
    }
  }
  for (f in reach) { kldst += fldst[f]; katom += fatom[f] }
  printf "%d/%d/%d %d/%d\n", ldst, atom, cvta, kldst, katom
}
