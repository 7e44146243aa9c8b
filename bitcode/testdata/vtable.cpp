// A class with a vtable: clang 15 to 18 mark the vtable pointer's
// getelementptr with an "inrange" index, which LLVM 19 and later drop
// as they read it (bitcode/constants.go).
struct Shape {
  virtual ~Shape() {}
  virtual float area() const = 0;
};
struct Square : Shape {
  float side;
  explicit Square(float s) : side(s) {}
  float area() const override { return side * side; }
};
float measure(const Shape &s); // elsewhere: the vtable pointer is stored
float total(int n) {
  float sum = 0;
  for (int i = 0; i < n; i++) {
    Square s(i);
    sum += measure(s);
  }
  return sum;
}
