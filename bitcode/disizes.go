package bitcode

// diSizes are the operand counts LLVM 22's reader takes in each kind of
// debug-info record (MetadataLoader; "Invalid record" otherwise): at
// least min and at most max (0: any), or one of only. A record of
// another count is corrupt: LLVM's writer writes the counts of its
// version, and each older count is among these. The bounds are LLVM
// 22's: a DIBasicType of 10 to 12 operands or a DICompileUnit of 24,
// which LLVM's main branch after 22 writes and 22 refuses (record mutants
// 1882 and 1933 of seed 3), are refused with the producer's version when
// it is newer, not read without their new fields. Records LLVM reads
// without a check (DISubrange, DICommonBlock,
// DIGenericSubrange, DIModule of 5) keep the reader's own minimum: LLVM
// reads past their end.
var diSizes = map[uint64]struct {
	min, max int
	only     []int
}{
	mdLocation:      {only: []int{5, 6, 8}},
	mdGenericDebug:  {min: 4},
	mdEnumerator:    {min: 3},
	mdBasicType:     {min: 6, max: 9},
	mdFixedPoint:    {min: 11},
	mdStringType:    {min: 8, max: 9},
	mdDerivedType:   {min: 12, max: 15},
	mdSubrangeType:  {only: []int{13}},
	mdCompositeType: {min: 16, max: 26},
	mdSubroutine:    {min: 3, max: 4},
	mdModule:        {min: 5, max: 9},
	mdFile:          {only: []int{3, 5, 6}},
	mdCompileUnit:   {min: 14, max: 23},
	mdSubprogram:    {min: 18, max: 22},
	mdLexicalBlock:  {only: []int{5}},
	mdLexBlockFile:  {only: []int{4}},
	mdNamespace:     {only: []int{3, 5}},
	mdMacro:         {only: []int{5}},
	mdMacroFile:     {only: []int{5}},
	mdTemplateType:  {min: 3, max: 4},
	mdTemplateValue: {min: 5, max: 6},
	mdGlobalVar:     {min: 11, max: 13},
	mdLocalVar:      {min: 8, max: 10},
	mdLabel:         {min: 5, max: 7},
	mdExpression:    {min: 1},
	mdGlobalVarExpr: {only: []int{3}},
	mdObjCProperty:  {only: []int{8}},
	mdImported:      {min: 6, max: 8},
}

// diSizeOK reports whether LLVM 22 reads a record of code with n
// operands (bitcode mutants 1185 and 362 of seed 561: a DINamespace of
// 10 operands, a DISubroutineType of 22).
func diSizeOK(code uint64, n int) bool {
	s, ok := diSizes[code]
	switch {
	case !ok:
		return true
	case s.only != nil:
		for _, k := range s.only {
			if n == k {
				return true
			}
		}
		return false
	}
	return n >= s.min && (s.max == 0 || n <= s.max)
}
