; Swifterror/inalloca allocas, unordered atomics, vector selects and GEPs, asm dialects.
@g = global i32 0

define void @f(ptr swifterror %e, <2 x i1> %c, <2 x ptr> %vp) {
entry:
  %a = alloca inalloca i32, align 4
  %s = alloca swifterror ptr, align 8
  %u = load atomic i32, ptr @g unordered, align 4
  %sel = select <2 x i1> %c, <2 x ptr> %vp, <2 x ptr> zeroinitializer
  %vg = getelementptr i8, <2 x ptr> %sel, i64 4
  %ev = extractvalue { i32, float } { i32 1, float 2.0 }, 1
  call void asm inteldialect unwind "nop", ""()
  call void asm alignstack "nop", "~{memory}"()
  br label %next

next:
  ret void
}

define void @h() {
  br label %b1

b1:
  br label %b2

b2:
  ret void
}

