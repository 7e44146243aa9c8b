// Package hostrun is the execution check: it runs the kernels of a GPU
// module on the host CPU before and after memspace and compares, byte for
// byte, the memory they leave behind. memspace only changes the types of
// pointers, so a program it rewrites must compute exactly what it computed
// before; the check proves that for every kernel it can drive, and the
// space checks it adds make sure that "the same bytes" does not hide a
// pointer that is now in the wrong space.
//
// # From a GPU module to a host program
//
// A module (NVPTX; SPIR for OpenCL; AMDGPU) is read with llread and
// rewritten for x86-64 (hostify):
//
//   - The triple and the data layout are replaced wholesale: every pointer
//     is 64-bit on the host (NVPTX's p3:32:32:32 short pointers go).
//     GPU calling conventions, "target-cpu"/"target-features", immarg on
//     renamed declarations, externally_initialized, !nvvm.annotations,
//     llvm.used lists and debug information go.
//   - Every GPU intrinsic or builtin declaration is renamed to the runtime
//     function of the same name ("llvm.nvvm.barrier0" becomes
//     "__hr_llvm_nvvm_barrier0", pointer overload suffixes dropped); the
//     runtime (rt/hostrt.c and rt/builtins.c, C compiled once per test run
//     by clang-22) defines them. A builtin it lacks makes the module not
//     drivable ("unsupported builtin"). AMDGPU's llvm.amdgcn.dispatch.ptr
//     returns an HSA dispatch packet (work-group and grid sizes, as HIP
//     reads blockDim and gridDim) in the last 64 bytes of the constant
//     window. An external function the module only
//     declares (not an intrinsic, not a builtin) becomes a stub that records
//     its integer and pointer arguments in the output.
//   - OpenMP offload code calls the device runtime (__kmpc_target_init,
//     __kmpc_parallel_60, the static worksharing inits, __kmpc_alloc_shared,
//     omp_get_thread_num...), which a module straight from clang only
//     declares. rt/omp.c models it, serially: a SPMD kernel's parallel
//     region has the whole block as its team; a generic kernel's sequential
//     code runs on thread 0, and its parallel regions run there on a team
//     of one (a legal OpenMP execution), through the region's wrapper when
//     it has one, with the arguments copied to shared memory, as on the
//     GPU; static schedules split iterations
//     among threads and teams (one team per block); __kmpc_alloc_shared
//     hands out generic addresses in the shared window, as the device
//     runtime's shared stack does. Reductions run the device runtime's
//     algorithm on clang's callbacks: shuffles down within the target's
//     warp (64 lanes on wave64 AMDGPU, __hrt_wave), the inter-warp copy,
//     and across teams the records of a global buffer, which the last
//     block reduces. The OpenMPIRBuilder's static loops (flang's) call the
//     body for each iteration the thread or team gets; dynamic, guided and
//     runtime schedules hand each thread its team's chunks round-robin. A
//     __kmpc_* function it lacks, or a reduction entry declared with an
//     interface older than LLVM 18's, makes the module not drivable.
//     AMDGPU's llvm.amdgcn.implicitarg_ptr returns code object v5's
//     implicit arguments (block counts, work-group sizes) below the dispatch
//     packet.
//   - Global variables are placed by space: shared ones in the section
//     hr_shared and constant ones in hr_const, which the linker puts at the
//     start of their specific windows; global (and generic) ones in
//     hr_global, at a fixed address, so an address stored in memory is the
//     same in both runs. extern __shared__ arrays become the dynamic shared
//     area.
//   - Each alloca takes memory from the running thread's local arena, in
//     the generic local window on NVPTX (where allocas are generic) or the
//     specific one on SPIR (where they are private); a function saves and
//     restores its arena around its body. Byval arguments are copied into
//     the caller's local memory the same way, as the NVPTX backend does,
//     and so is a byval kernel parameter that the backend copies (written,
//     or its address escapes, and neither grid_constant nor readonly and
//     uncaptured): each thread works on its own copy (byval.go).
//   - Each addrspacecast instruction becomes a runtime call that translates
//     between windows (lane by lane for vectors of pointers); constant
//     addrspacecasts (which may sit in global initializers) become the fixed
//     offset between the two windows.
//   - Before each memory access (load, store, atomicrmw, cmpxchg, memcpy,
//     memmove, memset, each active lane of a masked or vector-predicated
//     access, and every pointer operand of a runtime builtin) a call checks
//     the address against the pointer's space.
//   - WMMA (m16n16k16) calls, whose fragments no C function can take, are
//     lowered in the IR to runtime calls through two scratch buffers; the
//     runtime checks every element address, and the mma is a warp-collective
//     operation (see wmma.go).
//   - undef and poison operands become zero (a refinement LLVM allows), so
//     no result depends on what a register happened to hold.
//
// The host module is compiled by llc-22 -O0 (large code model, since the
// windows lie far apart) and linked with the runtime, the sections at fixed
// addresses (-no-pie, --section-start).
//
// # Spaces are distinct memory
//
// Each space that has a specific address space (shared, constant, local,
// param) lives in pages mapped twice, from one memfd: once at its specific
// window and once at its generic window. The same bytes thus have two
// addresses, as on a GPU, and the two are never equal:
//
//	space     specific window   generic window
//	shared    0x1000_0000       0x6_5000_0000   (specific below 4 GiB: 32-bit offsets stay lossless)
//	constant  0x1400_0000       0x6_5800_0000
//	local     0x0800_0000       0x6_6000_0000   (64 KiB per thread)
//	param     0x0c00_0000       0x6_7000_0000   (byval kernel parameters)
//	global    buffers from 0x7_0000_0000 and the section at 0x1800_0000: one address, as in PTX
//
// The low 32 bits of a generic window differ from its specific window's, so
// a truncated generic pointer is not the specific address by luck. Because
// both addresses reach the same bytes, a wrong address would still compute
// the right values; the checks are what catch it:
//
//   - An access through an addrspace(N) pointer must land in N's specific
//     window (the local one: in the running thread's slice; constant and
//     param: reads only). A cast that memspace lost, or a pointer given the
//     wrong space, lands elsewhere and fails here.
//   - A generic access must land in a generic window or in global memory.
//     A specific address used as a generic one (a lost cast the other way, a
//     wrong ptrtoint/inttoptr) fails here.
//   - A generic access annotated !noalias.addrspace must not reach a space
//     it excludes: a wrong claim fails here even though the access works.
//   - An addrspacecast of a pointer that is not in the cast's source space
//     yields an address in no window (0x5bad_xxxx_xxxx), so its first use
//     fails, naming it.
//   - isspacep answers from where the pointer lies (global: the buffers, the
//     global section and the generic param window, as PTX places a param's
//     generic address in the global window), so a fold to the wrong constant
//     changes the path the kernel takes and the bytes it writes.
//   - llvm.assume is checked: a run that makes a false assumption has
//     undefined behaviour and is no reference. So is an atomic on local
//     memory on NVPTX (PTX has none), which makes the kernel not drivable
//     rather than a reference memspace's "Cannot do atomic on local memory"
//     would contradict.
//
// A failed check ends the run with "FAIL check: @function: instruction:
// what went wrong: address ... is in <window>".
//
// # Tagged generic pointers (lower-generic, SPIR)
//
// A variant marked Tagged is the output of lower-generic: its generic
// pointers are integers with the space's tag in bits 61-63 (private 001,
// local 010, global its own bits), made and cleared by integer code, and
// no access is made through a generic pointer any more. Such a program
// runs with the real bits: a tagged pointer is in no window, so an access
// through a pointer whose tag was not cleared, or that took the block of
// the wrong space, fails the space check of the access. Two things differ
// from the run before:
//
//   - Private memory lives in a global buffer (the pass's default): a
//     global access may reach the running thread's private memory in the
//     specific window. A variant marked PrivateApart (made with
//     -lower-generic-private-in-global=false) gets no such leave.
//   - A generic pointer passed to a runtime builtin or a stub goes through
//     __hrt_untag, which clears the tag and moves a private or local
//     address to its generic window, where the builtins expect it.
//
// The run before is the module as given, with generic pointers as the
// harness always models them (casts move between windows), or, with
// Harness.BeforeNoopCasts (SPIR and AMDGPU, whose allocas are specific),
// with casts that change no bits: a generic pointer is then its object's
// specific address and a generic access may land in any window (its
// !noalias.addrspace claim still holds). The two runs must leave the same
// bytes. A kernel that stores a generic pointer's bits into memory it
// prints would differ (the bits are not the same); no corpus kernel or
// scenario does.
//
// # Threads
//
// A block's threads are fibers (makecontext/swapcontext) run in thread
// order; a thread runs until it reaches a barrier, a warp operation or an
// mbarrier wait that is not ready, or ends. Barriers release when every live
// thread of the block waits at one; warp operations (shuffles, votes,
// ballots, redux, bar.warp.sync) when every live thread of their mask has
// arrived. The schedule is therefore one fixed interleaving, the same in
// both runs, and a program's data races resolve the same way each time.
// Blocks run one after the other (default: 2 blocks of 64 threads), so one
// shared window serves them all; it is zeroed between blocks. When nothing
// can move the run fails ("deadlock"); a run longer than the time limit
// fails ("timeout").
//
// # Driving a kernel
//
// The arguments are decided once, from the module before memspace, and
// used for both runs (the entry functions read them from an argument block,
// so memspace may retype kernel parameters). A pointer parameter gets a
// 64 KiB global buffer; what the buffer holds is inferred from how the
// kernel uses the pointer (floats it loads, ints it indexes with, pointers
// it follows, at most three levels deep, the last level zero so that lists
// end), else from the mangled name or !kernel_arg_type: floats are small
// multiples of 0.25 in [-2, 2), ints small and non-negative (safe as
// indices). Integer parameters are 64; a kernel that fails that way runs
// again with 4, which suits kernels that index fixed-size arrays with them.
// Float parameters are 0.5, 1.5, ...; byval structs are filled field by
// field in the param window (their pointers get buffers of their own), and
// so are AMDGPU's byref ones in the constant window;
// OpenCL __local arguments get room in the dynamic shared area. All memory
// starts zeroed (allocas zero themselves), so nothing depends on what was
// there before.
//
// After the grid the runtime prints every 256-byte chunk of a buffer or of
// a global variable that differs from its initial bytes, and what stubs
// recorded. A word holding the address of one of the module's functions
// is printed as an id from the function's name, since the two programs
// place their code differently. The two runs must print exactly the same. A kernel whose run
// before memspace fails (crash, timeout, deadlock, failed check, unsupported
// builtin) is not drivable and is counted, not compared; one that fails only
// after memspace is a difference.
//
// # The tests
//
// TestExecutionCheck drives every corpus module (not the typed-pointer
// ones), every soundness scenario with a kernel, and the programs of
// bench/reach, bench/openmp and bench/hip, under several option sets, and fails on a
// difference; it logs how many kernels it drove and why it skipped the
// others, and fails if the corpus count or the OpenMP count (every kernel)
// falls below its floor. TestOpenMPRuntime pins down the OpenMP model
// (each iteration once, on the thread the schedules name; a generic
// kernel's region on a team of one; reductions across warps and teams
// give the sum, on NVPTX and wave64 AMDGPU; dynamic and guided loops run
// each iteration once); TestOpenMPLoops does the same for the
// OpenMPIRBuilder's static loops. memspace refusing a module (an error diagnostic) is logged, not
// failed. TestBrokenOutputs breaks memspace's output on purpose (a lost
// cast both ways, a wrong space on an access, a wrong !noalias.addrspace
// claim, truncated ptrtoint, an isspacep folded to the wrong constant) and
// requires the harness to catch each. TestRuntimeSemantics and
// TestRunFailures pin down the runtime itself (shuffles, ballots, barriers;
// timeouts, deadlocks, bad accesses).
//
// Package lowergeneric's TestLowerGenericExecution drives every SPIR
// corpus module and the scenarios of lowergeneric/testdata/exec before
// memspace and after lower-generic (after the default pipeline, alone, and
// with private memory apart), as Tagged variants; its
// TestLowerGenericMutants breaks the lowering (no tag clear, no tag set, a
// missing local or private switch case) and requires the harness to catch
// each. HOSTRUN_LG_ONLY=SUBSTRING keeps the inputs whose name contains it.
//
// HOSTRUN_MEMSPACE=/path/to/memspace makes TestExecutionCheck judge another
// build (an older commit, a branch), HOSTRUN_DIR=DIR makes it drive DIR/*.ll
// instead of the corpus and the scenarios (third-party modules kept outside
// the repository), and TestDebugOne drives one file with its host modules
// kept (see debug_test.go).
package hostrun
