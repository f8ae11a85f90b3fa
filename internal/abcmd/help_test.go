package abcmd

import (
	"strings"
	"testing"
)

func TestHelp(t *testing.T) {
	w := newWorld(t)
	for _, args := range [][]string{{"--help"}, {"validate", "--help"}, {"agent", "--help"}} {
		code, out, errOut := w.run("", nil, args...)
		if code != 0 || !strings.Contains(out, "EXIT STATUS") || !strings.Contains(out, "Usage:") {
			fatalf(t, code, out, errOut, "%v", args)
		}
	}
	code, out, errOut := w.run("", nil)
	if code != 2 || !strings.Contains(errOut, "name the SKILL to measure") {
		fatalf(t, code, out, errOut, "bare ingot-ab is a usage error")
	}
	code, out, errOut = w.run("", nil, "pdf", "--replay", "x")
	if code != 2 || !strings.Contains(errOut, "--replay takes a bundle folder only") {
		fatalf(t, code, out, errOut, "--replay with a skill")
	}
	if w.srv.Count() != 0 {
		t.Fatal("help and usage errors called a model")
	}
}
