pub struct Pair { pub a: Vec<u32>, pub b: String }
#[inline(never)]
pub fn make(n: u32) -> Pair {
    let mut a = Vec::new();
    for i in 0..n { a.push(i * 3); }
    Pair { a, b: String::from("x") }
}
pub fn total(p: &Pair) -> u64 { p.a.iter().map(|&x| x as u64).sum::<u64>() + p.b.len() as u64 }
