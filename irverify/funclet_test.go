package irverify_test

import (
	"testing"

	"memspace/irverify"
	"memspace/llread"
)

// funcletCases: the rules of funclet-based exception handling, as
// llvm-as-22 judges them. Each body follows an entry block that returns
// (or invokes @f, where an edge into a pad is the point).
var funcletCases = map[string]string{
	// Valid: nested catches and cleanups that agree on where they unwind.
	eh("invoke void @f() to label %x unwind label %cs\nx:\n  ret void\ncs:\n  %s = catchswitch within none [label %h] unwind label %out\n" +
		"h:\n  %p = catchpad within %s [ptr null]\n  invoke void @f() [ \"funclet\"(token %p) ] to label %ok unwind label %in\n" +
		"ok:\n  catchret from %p to label %x\nin:\n  %q = cleanuppad within %p []\n  cleanupret from %q unwind label %out\n" +
		"out:\n  %o = cleanuppad within none []\n  cleanupret from %o unwind to caller"): "",
	eh("invoke void @f() to label %x unwind label %cl\nx:\n  ret void\ncl:\n  %p = cleanuppad within none []\n  call void @f() [ \"funclet\"(token %p) ]\n" +
		"  invoke void @f() [ \"funclet\"(token %p) ] to label %done unwind label %cs\ndone:\n  cleanupret from %p unwind label %cs\n" +
		"cs:\n  %s = catchswitch within none [label %h] unwind to caller\nh:\n  %c = catchpad within %s []\n  catchret from %c to label %x"): "",

	// Returns name a pad of their kind.
	eh("ret void\nb:\n  cleanupret from undef unwind to caller"): "CleanupReturnInst needs to be provided a CleanupPad",
	eh("ret void\ns:\n  %cs = catchswitch within none [label %c] unwind to caller\nc:\n  %p = catchpad within %cs []\n  cleanupret from %p unwind to caller"):                                               "CleanupReturnInst needs to be provided a CleanupPad",
	eh("ret void\ns:\n  %cs = catchswitch within none [label %c] unwind to caller\nc:\n  %p = catchpad within %cs []\n  unreachable\nd:\n  %q = cleanuppad within none []\n  catchret from %q to label %c"): "CatchReturnInst needs to be provided a CatchPad",
	eh("ret void\nc:\n  %p = cleanuppad within none []\n  cleanupret from %p unwind label %l\nl:\n  %x = landingpad { ptr, i32 } cleanup\n  unreachable"):                                                   "CleanupReturnInst must unwind to an EH block which is not a landingpad.",

	// Parents.
	eh("ret void\ns:\n  %cs = catchswitch within none [label %c] unwind to caller\nc:\n  catchpad within %cs []\n  unreachable\nx:\n  cleanuppad within %cs []\n  unreachable"): "CleanupPadInst has an invalid parent.",
	eh("ret void\ns1:\n  %a = catchswitch within none [label %c1] unwind to caller\nc1:\n  catchpad within %a []\n  unreachable\n" +
		"s2:\n  %b = catchswitch within %a [label %c2] unwind to caller\nc2:\n  catchpad within %b []\n  unreachable"): "CatchSwitchInst has an invalid parent.",
	eh("ret void\nx:\n  %q = cleanuppad within none []\n  unreachable\nc:\n  %p = catchpad within %q []\n  unreachable"): "CatchPadInst needs to be directly nested in a CatchSwitchInst.",
	eh("ret void\ns:\n  %cs = catchswitch within none [label %s] unwind to caller"):                                      "CatchSwitchInst handlers must be catchpads",
	eh("ret void\nc:\n  %v = phi i32 [ 0, %c ]\n  %w = add i32 %v, 1\n  %p = cleanuppad within none []\n  br label %c"):  "CleanupPadInst not the first non-PHI instruction in the block.",

	// Edges into pads.
	eh("ret void\ns1:\n  %a = catchswitch within none [label %c1] unwind label %c2\nc1:\n  catchpad within %a []\n  unreachable\n" +
		"s2:\n  %b = catchswitch within none [label %c2] unwind to caller\nc2:\n  catchpad within %b []\n  unreachable"): "Block containg CatchPadInst must be jumped to only by its catchswitch.",
	eh("ret void\ns:\n  %cs = catchswitch within none [label %c] unwind label %c\nc:\n  %p = catchpad within %cs [i32 4]\n  unreachable"):          "Catchswitch cannot unwind to one of its catchpads",
	eh("br i1 %cond, label %p, label %x\nx:\n  ret void\np:\n  %q = cleanuppad within none []\n  unreachable"):                                     "EH pad must be jumped to via an unwind edge",
	eh("ret void\nc:\n  %p = cleanuppad within none []\n  invoke void @f() [ \"funclet\"(token %p) ] to label %x unwind label %c\nx:\n  ret void"): "EH pad cannot handle exceptions raised within it",
	eh("ret void\ns:\n  %cs = catchswitch within none [label %c] unwind label %s\nc:\n  catchpad within %cs [i32 0]\n  unreachable"):               "EH pad cannot handle exceptions raised within it",
	eh("ret void\nc:\n  %p = cleanuppad within none []\n  cleanupret from %p unwind label %s\n" +
		"s:\n  %cs = catchswitch within %p [label %h] unwind to caller\nh:\n  catchpad within %cs [i32 1]\n  unreachable"): "A cleanupret must exit its cleanup",
	eh("ret void\nc1:\n  %p1 = cleanuppad within none []\n  unreachable\nc2:\n  %p2 = cleanuppad within %p1 []\n  unreachable\n" +
		"s:\n  %cs = catchswitch within none [label %h] unwind label %c2\nh:\n  catchpad within %cs [i32 1]\n  unreachable"): "A single unwind edge may only enter one EH pad",
	eh("unreachable\nd:\n  %cs = catchswitch within %c2 [label %h] unwind label %e\nh:\n  %c2 = catchpad within %cs [ptr null]\n  unreachable\n" +
		"e:\n  %c3 = cleanuppad within none []\n  cleanupret from %c3 unwind to caller"): "EH pad jumps through a cycle of pads",

	// Where a pad's exits go.
	eh("ret void\nc:\n  %p = cleanuppad within none []\n  unreachable\nl:\n  cleanupret from %p unwind label %s\nr:\n  cleanupret from %p unwind to caller\n" +
		"s:\n  %cs = catchswitch within none [label %h] unwind to caller\nh:\n  catchpad within %cs [i32 1]\n  unreachable"): "Unwind edges out of a funclet pad must have the same unwind dest",
	eh("ret void\ns:\n  %cs = catchswitch within none [label %h] unwind to caller\nh:\n  %p = catchpad within %cs [i32 1]\n" +
		"  invoke void @f() [ \"funclet\"(token %p) ] to label %u unwind label %t\nu:\n  unreachable\nt:\n  cleanuppad within none []\n  unreachable"): "Unwind edges out of a catch must have the same unwind dest as the parent catchswitch",
	eh("ret void\ns:\n  %cs = catchswitch within none [label %h] unwind to caller\nh:\n  %p = catchpad within %cs [i32 1]\n" +
		"  invoke void @f() [ \"funclet\"(token %p) ] to label %u unwind label %t1\nu:\n  unreachable\nt1:\n  cleanuppad within none []\n  unreachable\n" +
		"t2:\n  cleanuppad within none []\n  unreachable\nn1:\n  %q1 = cleanuppad within %p []\n  unreachable\n" +
		"n2:\n  %q2 = cleanuppad within %q1 []\n  cleanupret from %q2 unwind label %t2"): "Unwind edges out of a funclet pad must have the same unwind dest",
	eh("invoke void @f() to label %n unwind label %l\nn:\n  invoke void @f() to label %u unwind label %r\n" +
		"l:\n  %pl = cleanuppad within none []\n  invoke void @f() [ \"funclet\"(token %pl) ] to label %u unwind label %r\n" +
		"r:\n  %pr = cleanuppad within none []\n  invoke void @f() [ \"funclet\"(token %pr) ] to label %u unwind label %l\nu:\n  unreachable"): "EH pads can't handle each other's exceptions",

	// An invoke of an intrinsic that cannot throw is not judged as an
	// unwind edge (clang's -fasync-exceptions invokes llvm.seh.scope.begin).
	eh("invoke void @f() to label %x unwind label %cs\nx:\n  ret void\ncs:\n  %s = catchswitch within none [label %h] unwind to caller\n"+
		"h:\n  %p = catchpad within %s []\n  invoke void @llvm.seh.scope.begin() to label %d unwind label %cl\nd:\n  catchret from %p to label %x\n"+
		"cl:\n  %q = cleanuppad within %p []\n  cleanupret from %q unwind to caller") + "declare void @llvm.seh.scope.begin()\n": "",
	eh("invoke void @f() to label %x unwind label %cs\nx:\n  ret void\ncs:\n  %s = catchswitch within none [label %h] unwind to caller\n"+
		"h:\n  %p = catchpad within %s []\n  invoke void @llvm.coro.resume(ptr null) #0 to label %d unwind label %cl\nd:\n  catchret from %p to label %x\n"+
		"cl:\n  %q = cleanuppad within %p []\n  cleanupret from %q unwind to caller") + "declare void @llvm.coro.resume(ptr)\nattributes #0 = { nounwind }\n": "",
	eh("invoke void @f() to label %x unwind label %cs\nx:\n  ret void\ncs:\n  %s = catchswitch within none [label %h] unwind to caller\n" +
		"h:\n  %p = catchpad within %s []\n  invoke void @f() to label %d unwind label %cl\nd:\n  catchret from %p to label %x\n" +
		"cl:\n  %q = cleanuppad within %p []\n  cleanupret from %q unwind to caller"): "A single unwind edge may only enter one EH pad",

	// One landingpad type per function.
	eh("invoke void @f() to label %x unwind label %a\na:\n  %1 = landingpad { ptr, i32 } cleanup\n  ret void\n" +
		"x:\n  invoke void @f() to label %y unwind label %b\nb:\n  %2 = landingpad { ptr, i64 } cleanup\n  ret void\ny:\n  ret void"): "The landingpad instruction should have a consistent result type inside a function.",
	eh("invoke void @f() to label %x unwind label %a\na:\n  %1 = landingpad { ptr, i32 } cleanup\n  resume { ptr, i64 } zeroinitializer\nx:\n  ret void"): "The resume instruction should have a consistent result type inside a function.",
}

// eh is a function @k(i1 %cond) with a personality whose entry block
// starts with body.
func eh(body string) string {
	return "declare i32 @pers(...)\ndeclare void @f()\ndefine void @k(i1 %cond) personality ptr @pers {\nentry:\n  " + body + "\n}\n"
}

func TestFunclets(t *testing.T)          { verifyCases(t, funcletCases) }
func TestFuncletsMatchLLVM(t *testing.T) { verifyCasesLLVM(t, funcletCases) }

// TestCommonFunction: bitcode can give a function common linkage, which
// text cannot say (bitcode mutant 99 of seed 371); LLVM's verifier
// refuses it.
func TestCommonFunction(t *testing.T) {
	m, err := llread.Parse("k.ll", []byte("define void @k() {\n  ret void\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	m.Function("k").Linkage = "common"
	if err := irverify.VerifyRead(m); err == nil || err.Error() != "function @k: Functions may not have common linkage" {
		t.Errorf("got %v", err)
	}
}
