package pipeline

import (
	"memspace/irverify"
	"memspace/pass"
)

// verify is opt's "verify" pass: check the module where it stands in the
// pipeline ("-passes=ipmsp,verify,memspace-opt"); a broken module stops
// the run with the verifier's message.
func init() {
	pass.Register(pass.Pass{Name: "verify", Run: func(ctx *pass.Context) error {
		return irverify.Verify(ctx.Module)
	}})
	for _, n := range []string{"verify", "memspace-opt"} {
		pass.MarkFunctionPass(n)
	}
}
