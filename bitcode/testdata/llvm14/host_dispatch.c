/* Host C code as PostgreSQL's JIT bitcode has it: a computed-goto
   interpreter (blockaddress constants in a global table), and a switch
   whose cases share one string (a phi with two equal constant
   expressions for one predecessor). */
const char *unknown(int level);

const char *severity(int level) {
  const char *s;
  switch (level) {
  case 10: case 11: case 12: s = "DEBUG"; break;
  case 13: s = "LOG"; break;
  case 14: case 15: s = "INFO"; break;
  case 16: s = "NOTICE"; break;
  case 17: case 18: s = "WARNING"; break;
  case 19: s = unknown(-level); break;
  default: s = unknown(level); break;
  }
  return s;
}

int run(const unsigned char *code, int acc) {
  static const void *const table[] = {&&op_add, &&op_sub, &&op_dbl, &&op_end};
  goto *table[*code];
op_add:
  acc += 1;
  goto *table[*++code];
op_sub:
  acc -= 1;
  goto *table[*++code];
op_dbl:
  acc *= 2;
  goto *table[*++code];
op_end:
  return acc;
}
