package cli

import (
	"context"
	"fmt"
	"os"
	"time"
)

// Failpoint returns the test-only hook named by INGOT_FAILPOINT=<step>: at
// that step the process says so on stderr and pauses until the file
// INGOT_FAILPOINT_RELEASE exists (forever when unset), so a crash test can
// kill it exactly there. It reads the process environment only, never
// config files; nil when unset. ingot-promote names its change steps,
// ingot-optimize its run stages ("stage:<name>").
func (e *Env) Failpoint() func(context.Context, string) {
	if e.Getenv == nil {
		return nil
	}
	want := e.Getenv("INGOT_FAILPOINT")
	if want == "" {
		return nil
	}
	release := e.Getenv("INGOT_FAILPOINT_RELEASE")
	return func(_ context.Context, step string) {
		if step != want {
			return
		}
		fmt.Fprintf(e.IO.ErrOut, "%s: failpoint %s reached\n", e.Name, step)
		for {
			if release != "" {
				if _, err := os.Stat(release); err == nil {
					return
				}
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}
