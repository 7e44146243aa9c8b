; CHECK: x
