package promotecmd

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/pkg/change"
	"github.com/ingot-dev/ingot/pkg/gate"
)

// BenchmarkApproveProcess100Files is the wall time of one
// `ingot-promote approve` process (start to exit) for a body change to a
// 100-file skill.
func BenchmarkApproveProcess100Files(b *testing.B) {
	h := newHome(b)
	extra := map[string]string{}
	for i := 1; i < 100; i++ {
		extra[fmt.Sprintf("references/doc-%02d.md", i)] = strings.Repeat(fmt.Sprintf("reference line %d\n", i), 64)
	}
	h.addSkill("big", "Body 0.", extra)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		if _, err := h.store(change.Options{}).ProposeBundle(bg, h.bundle("big", fmt.Sprintf("Body %d.", i+1), gate.Pass())); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if code, _, errOut := h.exec(nil, "approve", "big"); code != 0 {
			b.Fatalf("approve: exit %d: %s", code, errOut)
		}
	}
}
