// Package ir is memspace's in-memory model of an LLVM module.
//
// It holds everything a textual .ll file says, so a module read and written
// back means the same thing, and it gives passes what they need to change
// pointers: types that carry address spaces, use lists with
// replace-all-uses, instruction and constant construction, cloning, and
// access to attributes, metadata and debug locations.
//
// # Types
//
// Types are interned by the module's TypeContext (m.Types): two types are
// equal exactly when they are the same pointer. Simple and floating-point
// types are shared by all modules (VoidType, LabelType, ...). A PointerType
// carries its address space and, in typed-pointer IR (Module.TypedPointers),
// its element type; Module.PtrType and Module.WithAddrSpace build the right
// kind for the module.
//
// # Values, users and use lists
//
// Value is anything usable as an operand. Instructions, arguments, blocks,
// global values, aggregate constants, constant expressions and
// ValueAsMetadata track their users (Usable); plain scalar constants (ints,
// floats, null, undef, poison) do not. User is anything with operands. A user
// appears in an operand's use list once per operand slot.
//
// Use lists are kept right by the mutating API: Block.Append/InsertAt,
// InsertBefore/InsertAfter and Instruction.SetOperand link; Instruction.Erase
// unlinks; ReplaceAllUsesWith rewrites. Readers build everything unlinked
// (NewInstruction, NewConst*Unlinked, SetOperandsRaw, Block.Instrs) and then
// link: LinkModule does it in one call (function bodies in parallel, global
// uses in module order, so use lists are deterministic); llread links the
// same way once it has read the whole module. Either way every user
// appears once per operand slot.
//
// The order of a use list is not LLVM's; the uselistorder directives and
// bitcode records that set LLVM's order for a function's own values are
// kept beside it (Function.UseListOrders, uselist.go) until a pass runs.
//
// A use list is a pointer and two counts (Used), not a slice. A reader can
// count the uses of a new value first (ReserveUse) so that linking
// allocates its list once, at its size, and link operands one by one
// (LinkUse).
//
// Huge functions (a fully unrolled loop, a -O0 kernel with thousands of
// stack slots) must not make passes quadratic: Block.Index searches
// outward from where it last found instructions, removing a use looks
// near the last removal from the same list and closes the gap from the
// nearer end, and EraseAll erases many instructions with one pass over
// each block. An insertion still moves the tail of its block's slice; a
// pass that inserts thousands of instructions into one block collects
// them and writes the block once (memspace-opt's clones and casts do).
//
// Rare instruction fields (extractvalue/insertvalue indices, the cmpxchg
// failure ordering, debug records) live in Instruction.Extra behind
// accessors, and the name and operands are kept as pointers and lengths, so
// an instruction is 120 bytes.
//
// # Instructions
//
// One Instruction struct serves every opcode (see opcode.go for the table of
// opcode facts and instr.go for the operand layout of each opcode). Blocks are
// values of type label, so branch targets and phi blocks are ordinary
// operands. Rare keywords live in Instruction.Extra; call sites keep their
// calling convention, attributes and operand bundles in Extra.Call.
// Unnamed values have Name() == "" and are numbered when printed.
//
// # Attributes
//
// An AttrList keeps attributes in the order read plus references to
// attribute groups (#N). Each Attr remembers its spelling (Form) so it prints
// back as read; Module.ListAttr looks through groups. Lists may share their
// arrays (a reader gives equal lists one), so they change only through Set
// and Remove, which copy.
//
// # Metadata
//
// Numbered nodes live in Module.Metadata in print order; the writer numbers
// them by position (Slot). Nodes not in that list print inline. Tuples keep
// Ops; specialized nodes (DILocation, DISubprogram, ...) keep named Fields
// whose literal values are MDRaw text. Debug records (#dbg_value, ...) hang
// off the instruction they precede. DebugLoc maps an instruction to its
// source position through !dbg -> DILocation -> scope -> DIFile.
//
// # Inline assembly
//
// ParseAsmConstraints reads a constraint string as LLVM does, and
// VerifyInlineAsm makes the checks LLVM's text reader makes of it against
// the asm's type (with its messages; LLVM 14's one message for typed
// IR). The readers and the verifier share them.
//
// # Concurrency
//
// A module is not safe for concurrent mutation, with these exceptions: the
// TypeContext may be used from many goroutines; different functions' bodies
// may be built or printed concurrently as long as nothing shared (global use
// lists, Module.Metadata) is changed meanwhile; and between BeginConcurrent
// and EndConcurrent, goroutines may change different functions' bodies
// while the use lists of global values are updated under a lock (the
// function list and Module.Metadata still need the caller's own
// coordination). EndConcurrent sorts every global value's users into module
// order, so the interleaving leaves no trace.
package ir
