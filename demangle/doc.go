// Package demangle turns the Itanium C++ ABI names clang emits for CUDA,
// HIP and OpenCL C++ device code back into source spellings, as c++filt
// prints them: _Z13gather_cachedPKfiPKiPfi becomes
// gather_cached(float const*, int, int const*, float*, int).
//
// It covers what GPU front ends produce: plain, namespaced, nested and
// local names (a static local's _ZZ...E4tile), internal-linkage _ZL names,
// builtin and vendor-qualified types (address spaces U3AS1, _Atomic),
// pointers, references, arrays, vectors, function types, template
// arguments with literals, constructors and destructors, the common
// operator names, substitutions and clone suffixes (".global" prints as
// " [clone .global]"). Anything else is left as it was: Demangle reports
// ok false and diagnostics keep the mangled name.
package demangle
