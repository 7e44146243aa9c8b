package irverify_test

import (
	"strings"
	"testing"
)

// intrinsicSigCases are calls of the intrinsics memspace reads for their
// meaning, declared with various types, and LLVM 22's verdict.
var intrinsicSigCases = map[string]string{
	// LLVM takes any suffix for an overloaded intrinsic and re-mangles it
	// from the types, which must fit; a name with an empty part is no
	// intrinsic's.
	intrinsicCall("void @llvm.memcpy.x(ptr, i1, ptr, i1)", "void @llvm.memcpy.x(ptr %p, i1 false, ptr %p, i1 false)"): "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.memcpy(ptr, ptr, i64, i1)", "void @llvm.memcpy(ptr %p, ptr %p, i64 4, i1 false)"):       "",
	intrinsicCall("void @llvm.memcpy.(ptr, i1, ptr, i1)", "void @llvm.memcpy.(ptr %p, i1 false, ptr %p, i1 false)"):   "",
	// Every intrinsic that is not overloaded has LLVM 22's table's types
	// (intrinsic.Signature), a struct result and address spaces included.
	intrinsicCall("i64 @llvm.nvvm.read.ptx.sreg.ctaid.x()", "i64 @llvm.nvvm.read.ptx.sreg.ctaid.x()"):                                                             "Intrinsic has incorrect return type!",
	intrinsicCall("i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()", "i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()"):                                                             "",
	intrinsicCall("void @llvm.nvvm.barrier.cta.sync.aligned.all(i64)", "void @llvm.nvvm.barrier.cta.sync.aligned.all(i64 0)"):                                     "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.nvvm.barrier.cta.sync.aligned.all()", "void @llvm.nvvm.barrier.cta.sync.aligned.all()"):                                             "Callsite was not defined with variable arguments!",
	intrinsicCall("ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()", "ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()"):                                                 "",
	intrinsicCall("ptr @llvm.amdgcn.dispatch.ptr()", "ptr @llvm.amdgcn.dispatch.ptr()"):                                                                           "Intrinsic has incorrect return type!",
	intrinsicCall("{ i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)", "{ i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 0, i32 1, i32 31)"):   "",
	intrinsicCall("{ i32, i32 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)", "{ i32, i32 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 0, i32 1, i32 31)"): "Intrinsic has incorrect return type!",
	// llvm.experimental.noalias.scope.decl declares one scope (record
	// mutant 2023 of seed 15 emptied its list).
	scopeDecl("!{!1}"):     "",
	scopeDecl("!{}"):       "!id.scope.list must point to a list with a single scope",
	scopeDecl("!{!1, !1}"): "!id.scope.list must point to a list with a single scope",
	// Variadic exactly when the intrinsic is.
	"declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32, ...)\ndefine void @f() {\n  call void (i32, ...) @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)\n  ret void\n}\n": "Intrinsic was not defined with variable arguments!",
	"declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32, ...)\n":                                                                                                                              "",
	"declare void @llvm.localescape()\ndefine void @f() {\n  call void @llvm.localescape()\n  ret void\n}\n":                                                                                        "Callsite was not defined with variable arguments!",
	"declare void @llvm.localescape(...)\ndefine void @f() {\n  %a = alloca i32\n  call void (...) @llvm.localescape(ptr %a)\n  ret void\n}\n":                                                      "",
	"declare void @llvm.fake.use(...)\ndefine void @f(i32 %x) {\n  call void (...) @llvm.fake.use(i32 %x)\n  ret void\n}\n":                                                                         "",
	"declare void @llvm.x86.sse.foo(...)\ndefine void @f() {\n  call void (...) @llvm.x86.sse.foo()\n  ret void\n}\n":                                                                               "",
	intrinsicCall("i1 @llvm.nvvm.isspacep.shared(ptr)", "i1 @llvm.nvvm.isspacep.shared(ptr %p)"):                                                                                                    "",
	intrinsicCall("i1 @llvm.nvvm.isspacep.shared(ptr addrspace(3))", "i1 @llvm.nvvm.isspacep.shared(ptr addrspace(3) %s)"):                                                                          "Intrinsic has incorrect argument type!",
	intrinsicCall("i1 @llvm.nvvm.isspacep.shared(i64)", "i1 @llvm.nvvm.isspacep.shared(i64 %i)"):                                                                                                    "Intrinsic has incorrect argument type!",
	intrinsicCall("i32 @llvm.nvvm.isspacep.shared(ptr)", "i32 @llvm.nvvm.isspacep.shared(ptr %p)"):                                                                                                  "Intrinsic has incorrect return type!",
	intrinsicCall("i1 @llvm.nvvm.isspacep.shared(ptr, i64)", "i1 @llvm.nvvm.isspacep.shared(ptr %p, i64 %i)"):                                                                                       "Intrinsic has incorrect argument type!",
	intrinsicCall("i1 @llvm.nvvm.isspacep.shared()", "i1 @llvm.nvvm.isspacep.shared()"):                                                                                                             "Callsite was not defined with variable arguments!",
	intrinsicCall("i1 @llvm.nvvm.isspacep.shared(ptr, ...)", "i1 (ptr, ...) @llvm.nvvm.isspacep.shared(ptr %p)"):                                                                                    "Intrinsic was not defined with variable arguments!",
	intrinsicCall("i1 @llvm.nvvm.isspacep.shared.cluster(ptr)", "i1 @llvm.nvvm.isspacep.shared.cluster(ptr %p)"):                                                                                    "",
	intrinsicCall("i1 @llvm.nvvm.isspacep.global(i64)", "i1 @llvm.nvvm.isspacep.global(i64 %i)"):                                                                                                    "Intrinsic has incorrect argument type!",
	intrinsicCall("i1 @llvm.nvvm.isspacep.const(i64)", "i1 @llvm.nvvm.isspacep.const(i64 %i)"):                                                                                                      "Intrinsic has incorrect argument type!",
	intrinsicCall("i1 @llvm.nvvm.isspacep.local(i64)", "i1 @llvm.nvvm.isspacep.local(i64 %i)"):                                                                                                      "Intrinsic has incorrect argument type!",
	intrinsicCall("i1 @llvm.nvvm.isspacep.param(i64)", "i1 @llvm.nvvm.isspacep.param(i64 %i)"):                                                                                                      "",
	intrinsicCall("i1 @llvm.amdgcn.is.shared(i64)", "i1 @llvm.amdgcn.is.shared(i64 %i)"):                                                                                                            "Intrinsic has incorrect argument type!",
	intrinsicCall("i1 @llvm.amdgcn.is.private(ptr addrspace(3))", "i1 @llvm.amdgcn.is.private(ptr addrspace(3) %s)"):                                                                                "Intrinsic has incorrect argument type!",
	intrinsicCall("i1 @llvm.amdgcn.is.private(ptr)", "i1 @llvm.amdgcn.is.private(ptr %p)"):                                                                                                          "",
	intrinsicCall("void @llvm.memcpy.p0.p3.i64(ptr, ptr addrspace(3), i64, i1)", "void @llvm.memcpy.p0.p3.i64(ptr %p, ptr addrspace(3) %s, i64 4, i1 false)"):                                       "",
	intrinsicCall("void @llvm.memcpy.p0.p3.i64(ptr, i32, i64, i1)", "void @llvm.memcpy.p0.p3.i64(ptr %p, i32 %j, i64 4, i1 false)"):                                                                 "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)", "void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 1, i1 false)"):                                                     "",
	intrinsicCall("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64)", "void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4)"):                                                                               "Callsite was not defined with variable arguments!",
	intrinsicCall("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i8)", "void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i8 0)"):                                                                     "Intrinsic has incorrect argument type!",
	intrinsicCall("i32 @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)", "i32 @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)"):                                                                   "Intrinsic has incorrect return type!",
	intrinsicCall("void @llvm.memcpy.p0.p0.i64(ptr, ptr, float, i1)", "void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, float 4.0, i1 false)"):                                                           "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.memcpy.p0.p0.i64(i64, ptr, i64, i1)", "void @llvm.memcpy.p0.p0.i64(i64 %i, ptr %p, i64 4, i1 false)"):                                                                 "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1, ...)", "void (ptr, ptr, i64, i1, ...) @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)"):                                   "Intrinsic was not defined with variable arguments!",
	intrinsicCall("void @llvm.memset.p0.i64(ptr, i8, i64, i1)", "void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)"):                                                                          "",
	intrinsicCall("void @llvm.memset.p0.i64(ptr, i32, i64, i1)", "void @llvm.memset.p0.i64(ptr %p, i32 0, i64 4, i1 false)"):                                                                        "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.memset.p0.i64(ptr, i8, i64, i32, i1)", "void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i32 1, i1 false)"):                                                              "",
	intrinsicCall("void @llvm.memmove.p0.p0.i64(ptr, i8, i64, i1)", "void @llvm.memmove.p0.p0.i64(ptr %p, i8 0, i64 4, i1 false)"):                                                                  "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.memcpy.inline.p0.p0.i64(ptr, i8, i64, i1)", "void @llvm.memcpy.inline.p0.p0.i64(ptr %p, i8 0, i64 4, i1 false)"):                                                      "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.memset.inline.p0.i64(ptr, i32, i64, i1)", "void @llvm.memset.inline.p0.i64(ptr %p, i32 0, i64 4, i1 false)"):                                                          "Intrinsic has incorrect argument type!",
	intrinsicCall("void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr, ptr, i64, i32)", "void @llvm.memcpy.element.unordered.atomic.p0.p0.i64(ptr align 4 %p, ptr align 4 %p, i64 4, i32 4)"): "",
	// The masked memory operations: one element count for the data, the
	// pointers and the mask, with or without the alignment parameter of
	// LLVM 21 and older; a load's pass-through has its result's type.
	maskedCall("void @llvm.masked.scatter.v2i32.v2p0(<2 x i32>, <2 x ptr>, <2 x i1>)", "void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> %v, <2 x ptr> %ps, <2 x i1> %m)"):                          "",
	maskedCall("void @llvm.masked.scatter.v3i32.v3p0(<3 x i32>, <3 x ptr>, <2 x i1>)", "void @llvm.masked.scatter.v3i32.v3p0(<3 x i32> zeroinitializer, <3 x ptr> zeroinitializer, <2 x i1> %m)"): "Intrinsic has incorrect argument type!",
	maskedCall("void @llvm.masked.scatter.v2i32.v2p0(<2 x i32>, <2 x ptr>, i32, <2 x i1>)", "void @llvm.masked.scatter.v2i32.v2p0(<2 x i32> %v, <2 x ptr> %ps, i32 4, <2 x i1> %m)"):              "",
	maskedCall("<2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, <2 x i1>, <2 x i32>)", "<2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %ps, <2 x i1> %m, <2 x i32> %v)"):                  "",
	maskedCall("<2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr>, <2 x i1>, <2 x i64>)", "<2 x i32> @llvm.masked.gather.v2i32.v2p0(<2 x ptr> %ps, <2 x i1> %m, <2 x i64> zeroinitializer)"):     "Intrinsic has incorrect argument type!",
	maskedCall("<2 x i32> @llvm.masked.load.v2i32.p0(ptr, <4 x i1>, <2 x i32>)", "<2 x i32> @llvm.masked.load.v2i32.p0(ptr %p, <4 x i1> zeroinitializer, <2 x i32> %v)"):                          "Intrinsic has incorrect argument type!",
	maskedCall("void @llvm.masked.store.v2i32.p0(<2 x i32>, ptr, <2 x i1>)", "void @llvm.masked.store.v2i32.p0(<2 x i32> %v, ptr %p, <2 x i1> %m)"):                                               "",
	maskedCall("void @llvm.masked.compressstore.v2i32(<2 x i32>, ptr, <vscale x 2 x i1>)", "void @llvm.masked.compressstore.v2i32(<2 x i32> %v, ptr %p, <vscale x 2 x i1> zeroinitializer)"):      "Intrinsic has incorrect argument type!",
	// A target-independent overloaded intrinsic's fixed types, and the
	// types that follow an overloaded one's: the same type (LLVMMatchType)
	// or a mask of as many elements (LLVMScalarOrSameVectorWidth); a
	// result that follows a parameter is checked after the parameters
	// (record mutant 2475 of seed 28 gave llvm.vp.store an i33 length).
	maskedCall("void @llvm.vp.store.v2i32.p0(<2 x i32>, ptr, <2 x i1>, i32)", "void @llvm.vp.store.v2i32.p0(<2 x i32> %v, ptr %p, <2 x i1> %m, i32 %j)"):                                    "",
	maskedCall("void @llvm.vp.store.v2i32.p0(<2 x i32>, ptr, <2 x i1>, i33)", "void @llvm.vp.store.v2i32.p0(<2 x i32> %v, ptr %p, <2 x i1> %m, i33 2)"):                                     "Intrinsic has incorrect argument type!",
	maskedCall("void @llvm.vp.store.v2i32.p0(<2 x i32>, ptr, <4 x i1>, i32)", "void @llvm.vp.store.v2i32.p0(<2 x i32> %v, ptr %p, <4 x i1> zeroinitializer, i32 %j)"):                       "Intrinsic has incorrect argument type!",
	maskedCall("void @llvm.vp.store.v2i32.p0(<2 x i32>, ptr, <2 x i8>, i32)", "void @llvm.vp.store.v2i32.p0(<2 x i32> %v, ptr %p, <2 x i8> zeroinitializer, i32 %j)"):                       "Intrinsic has incorrect argument type!",
	maskedCall("void @llvm.vp.store.v2i32.p0(<2 x i32>, ptr, i1, i32)", "void @llvm.vp.store.v2i32.p0(<2 x i32> %v, ptr %p, i1 true, i32 %j)"):                                              "Intrinsic has incorrect argument type!",
	maskedCall("void @llvm.vp.store.nxv2i32.p0(<vscale x 2 x i32>, ptr, <2 x i1>, i32)", "void @llvm.vp.store.nxv2i32.p0(<vscale x 2 x i32> zeroinitializer, ptr %p, <2 x i1> %m, i32 %j)"): "Intrinsic has incorrect argument type!",
	maskedCall("<2 x i32> @llvm.vp.add.v2i32(<2 x i32>, <2 x i32>, <2 x i1>, i32)", "<2 x i32> @llvm.vp.add.v2i32(<2 x i32> %v, <2 x i32> %v, <2 x i1> %m, i32 %j)"):                        "",
	maskedCall("<2 x i32> @llvm.vp.add.v2i32(<2 x i32>, <2 x i64>, <2 x i1>, i32)", "<2 x i32> @llvm.vp.add.v2i32(<2 x i32> %v, <2 x i64> zeroinitializer, <2 x i1> %m, i32 %j)"):           "Intrinsic has incorrect argument type!",
	intrinsicCall("i64 @llvm.abs.i64(i32, i1)", "i64 @llvm.abs.i64(i32 %j, i1 false)"):                                                                                                      "Intrinsic has incorrect argument type!",
	intrinsicCall("i32 @llvm.abs.i32(i32, i1)", "i32 @llvm.abs.i32(i32 %j, i1 false)"):                                                                                                      "",
	intrinsicCall("i32 @llvm.abs.i32(i32, i8)", "i32 @llvm.abs.i32(i32 %j, i8 0)"):                                                                                                          "Intrinsic has incorrect argument type!",
	maskedCall("<2 x i1> @llvm.is.fpclass.f32(float, i32)", "<2 x i1> @llvm.is.fpclass.f32(float 0.0, i32 3)"):                                                                              "Intrinsic has incorrect return type!",
	maskedCall("<2 x i1> @llvm.is.fpclass.f32(float, i64)", "<2 x i1> @llvm.is.fpclass.f32(float 0.0, i64 3)"):                                                                              "Intrinsic has incorrect argument type!",
	maskedCall("i1 @llvm.is.fpclass.f32(float, i32)", "i1 @llvm.is.fpclass.f32(float 0.0, i32 3)"):                                                                                          "",
	maskedCall("<2 x i1> @llvm.is.fpclass.v2f32(<2 x float>, i64)", "<2 x i1> @llvm.is.fpclass.v2f32(<2 x float> zeroinitializer, i64 3)"):                                                  "Intrinsic has incorrect argument type!",
	// SPIR-V's too (LLVM's CodeGen/SPIRV/pointers/resource-addrspacecast.ll
	// of a later LLVM gives handlefrombinding an i1 where LLVM 22 has the
	// name's pointer).
	intrinsicCall(`target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)`,
		`target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr %p)`): "",
	intrinsicCall(`target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, i1)`,
		`target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, i1 false)`): "Intrinsic has incorrect argument type!",
	// An element type, and vectors of an Nth of the elements (rounded
	// down, as LLVM 22 takes it).
	maskedCall("i32 @llvm.vector.reduce.add.v2i32(<2 x i32>)", "i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %v)"):                                                                  "",
	maskedCall("i64 @llvm.vector.reduce.add.v2i32(<2 x i32>)", "i64 @llvm.vector.reduce.add.v2i32(<2 x i32> %v)"):                                                                  "Intrinsic has incorrect return type!",
	maskedCall("<4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32>, <2 x i32>)", "<4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32> %v, <2 x i32> %v)"):                           "",
	maskedCall("<4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32>, <4 x i32>)", "<4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32> %v, <4 x i32> zeroinitializer)"):              "Intrinsic has incorrect argument type!",
	maskedCall("<4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32>, <2 x i64>)", "<4 x i32> @llvm.vector.interleave2.v4i32(<2 x i32> %v, <2 x i64> zeroinitializer)"):              "Intrinsic has incorrect argument type!",
	maskedCall("<3 x i32> @llvm.vector.interleave2.v3i32(<1 x i32>, <1 x i32>)", "<3 x i32> @llvm.vector.interleave2.v3i32(<1 x i32> zeroinitializer, <1 x i32> zeroinitializer)"): "", // LLVM rounds down
	// An overloaded NVVM intrinsic's fixed types (wmma: the pointer is
	// overloaded, the fragment and the stride are not).
	wmmaLoad("{ <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> }", "i32"):                          "",
	wmmaLoad("{ <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> }", "i64"):                          "Intrinsic has incorrect argument type!",
	wmmaLoad("{ <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <4 x half> }", "i32"):                          "Intrinsic has incorrect return type!",
	intrinsicCall("i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1), i32)", "i32 @llvm.nvvm.ldu.global.i.i32.p1(ptr addrspace(1) null, i32 4)"): "",
	// Signatures of LLVM 20, which LLVM 22 declares anew (shared::cluster
	// pointers in space 7, a CTA group operand for the bulk tensor copies).
	intrinsicCall("ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)", "ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %s, i32 %j)"): "",
	intrinsicCall("void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(3), i32)",
		"void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) %s, ptr addrspace(3) %s, ptr addrspace(3) %s, i32 %j)"): "",
	intrinsicCall("void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i16, i64, i1, i1)",
		"void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3) %s, ptr addrspace(3) %s, ptr %p, i32 %j, i16 0, i64 %i, i1 false, i1 false)"): "",
	// An overloaded type has its kind (record mutant 381 of seed 37 made
	// llvm.maxnum's <4 x float> a <4 x i32>).
	kindCall("<4 x i32> @llvm.maxnum.v4f32", "<4 x i32> poison", "<4 x i32> poison"):             "Intrinsic has incorrect return type!",
	kindCall("<4 x float> @llvm.maxnum.v4f32", "<4 x float> poison", "<4 x float> poison"):       "",
	kindCall("<2 x half> @llvm.maxnum.v2f16", "<2 x half> poison", "<2 x half> poison"):          "",
	kindCall("float @llvm.abs.f32", "float 1.0", "i1 false"):                                     "Intrinsic has incorrect return type!",
	kindCall("<2 x i8> @llvm.abs.v2i8", "<2 x i8> poison", "i1 false"):                           "",
	kindCall("ptr @llvm.ctpop.p0", "ptr null"):                                                   "Intrinsic has incorrect return type!",
	kindCall("i32 @llvm.vector.reduce.add.i32", "i32 0"):                                         "Intrinsic has incorrect argument type!",
	kindCall("i32 @llvm.vector.reduce.add.nxv4i32", "<vscale x 4 x i32> poison"):                 "",
	kindCall("i1 @llvm.is.fpclass.i32", "i32 0", "i32 3"):                                        "Intrinsic has incorrect argument type!",
	kindCall("<2 x i1> @llvm.is.fpclass.v2f64", "<2 x double> poison", "i32 3"):                  "",
	kindCall("{ <2 x i32>, <2 x i32> } @llvm.vector.deinterleave2.v4i32", "i32 0"):               "Intrinsic has incorrect argument type!",
	kindCall("{ <2 x i32>, <2 x i32> } @llvm.vector.deinterleave2.v4i32", "<4 x i32> poison"):    "",
	kindCall("i32 @llvm.nvvm.ldu.global.i.i32.i64", "i64 0", "i32 4"):                            "Intrinsic has incorrect argument type!",
	kindCall("void @llvm.memcpy.p0.p0.i64", "<2 x ptr> poison", "ptr null", "i64 4", "i1 false"): "Intrinsic has incorrect argument type!",
	kindCall("void @llvm.memcpy.p0.p0.i64", "ptr null", "ptr null", "i64 4", "i1 false"):         "",
	prefetchCall("i32 2, i32 1, i32 1"):                                                          "rw argument to llvm.prefetch must be 0-1",
	prefetchCall("i32 1, i32 4, i32 1"):                                                          "locality argument to llvm.prefetch must be 0-3",
	prefetchCall("i32 1, i32 -2, i32 1"):                                                         "locality argument to llvm.prefetch must be 0-3",
	prefetchCall("i32 1, i32 3, i32 2"):                                                          "cache type argument to llvm.prefetch must be 0-1",
	prefetchCall("i32 1, i32 3, i32 1"):                                                          "",
}

// wmmaLoad calls an NVVM wmma load of fragment type frag and stride type
// stride from a shared pointer.
func wmmaLoad(frag, stride string) string {
	name := "@llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3"
	return intrinsicCall(frag+" "+name+"(ptr addrspace(3), "+stride+")", frag+" "+name+"(ptr addrspace(3) %s, "+stride+" 16)")
}

// prefetchCall calls llvm.prefetch with rw, locality and cache type args.
func prefetchCall(args string) string {
	return "declare void @llvm.prefetch.p0(ptr, i32 immarg, i32 immarg, i32 immarg)\n" +
		"define void @f(ptr %p) {\n  call void @llvm.prefetch.p0(ptr %p, " + args + ")\n  ret void\n}\n"
}

// maskedCall is intrinsicCall with vectors: data %v, pointers %ps, mask %m.
func maskedCall(decl, call string) string {
	return strings.Replace(intrinsicCall(decl, call), "i32 %j)", "i32 %j, <2 x i32> %v, <2 x ptr> %ps, <2 x i1> %m)", 1)
}

func TestIntrinsicSignatures(t *testing.T)          { verifyCases(t, intrinsicSigCases) }
func TestIntrinsicSignaturesMatchLLVM(t *testing.T) { verifyCasesLLVM(t, intrinsicSigCases) }

// intrinsicCall declares decl and calls call in a function with a
// generic pointer %p, a shared one %s and integers %i and %j.
func intrinsicCall(decl, call string) string {
	res := "%r = "
	if strings.HasPrefix(call, "void") {
		res = ""
	}
	return "declare " + decl + "\ndefine void @f(ptr %p, ptr addrspace(3) %s, i64 %i, i32 %j) {\n  " + res + "call " + call + "\n  ret void\n}\n"
}

// kindCall calls intrinsic fn (its result type and name) with args, each
// a type and a value, declaring it with the arguments' types.
func kindCall(fn string, args ...string) string {
	types := make([]string, len(args))
	for i, a := range args {
		types[i] = a[:strings.LastIndexByte(a, ' ')]
	}
	return intrinsicCall(fn+"("+strings.Join(types, ", ")+")", fn+"("+strings.Join(args, ", ")+")")
}

// scopeDecl is a call of llvm.experimental.noalias.scope.decl of list.
func scopeDecl(list string) string {
	return "declare void @llvm.experimental.noalias.scope.decl(metadata)\ndefine void @f() {\n" +
		"  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n  ret void\n}\n" +
		"!0 = " + list + "\n!1 = distinct !{!1, !2, !\"s\"}\n!2 = distinct !{!2, !\"d\"}\n"
}
