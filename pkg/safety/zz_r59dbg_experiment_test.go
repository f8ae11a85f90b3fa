//go:build experiment

package safety

import (
	"context"
	"os"
	"testing"
)

func TestR59Dbg(t *testing.T) {
	b, _ := os.ReadFile("/tmp/r59t/in.txt")
	r, _ := Check(context.Background(), Proposal{Name: "x-y", Description: "Helps with things.", Body: string(b)}, Options{LexicalThreshold: 1})
	t.Logf("refused=%v", r.Refused())
	for _, f := range r.Findings {
		t.Logf("  %s", f)
	}
	ts := string(b)
	t.Logf("weaken54=%v hidden=%v order=%v", weaken54.FindStringIndex(ts), hidden41(ts), firstImperative(order54, ts, 8))
}
