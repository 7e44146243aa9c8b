// Package pass is memspace's pass manager. Passes are data: each registers a
// Pass (name, run function, options) and the command runs the list named by
// -passes= (or the default pipeline) in order, optionally verifying the
// module after each one and naming the pass that broke it.
package pass
