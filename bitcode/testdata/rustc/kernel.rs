#![feature(no_core, lang_items, abi_ptx, intrinsics, rustc_attrs)]
#![no_core]
#![crate_type = "lib"]

#[lang = "pointee_sized"]
pub trait PointeeSized {}
#[lang = "meta_sized"]
pub trait MetaSized: PointeeSized {}
#[lang = "sized"]
pub trait Sized: MetaSized {}
#[lang = "copy"]
pub trait Copy {}
impl Copy for f32 {}
impl Copy for u32 {}
impl Copy for usize {}
impl<T: ?Sized> Copy for *mut T {}
impl<T: ?Sized> Copy for *const T {}

#[lang = "add"]
pub trait Add<Rhs = Self> { type Output; fn add(self, rhs: Rhs) -> Self::Output; }
impl Add for f32 { type Output = f32; #[inline] fn add(self, rhs: f32) -> f32 { self + rhs } }

#[rustc_intrinsic]
pub unsafe fn offset<Ptr, Delta>(dst: Ptr, offset: Delta) -> Ptr;

#[inline(never)]
#[no_mangle]
pub unsafe fn helper(p: *mut f32, q: *const f32) {
    *p = *p + *q;
}

#[no_mangle]
pub unsafe extern "ptx-kernel" fn kern(a: *mut f32, b: *const f32, n: u32) {
    helper(a, b);
    let c = offset(a, 1usize);
    helper(c, b);
}
