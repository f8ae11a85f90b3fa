//go:build experiment

package safety

import (
	"context"
	"testing"
)

// TestExplore73Benign (-tags experiment) runs round 73's benign cases
// through Check with the rules alone and with the stage, and logs every
// refusal: the stage's own refusals are the lead's to judge.
func TestExplore73Benign(t *testing.T) {
	for _, opt := range []Options{{LexicalThreshold: 1}, {}} {
		n := 0
		for _, tc := range benign73Cases {
			p := Proposal{Name: "construct-case", Description: tc.desc, Body: "# Notes\n\nRead the whole page first.\n\n" + tc.body + "\n\nAsk if anything is unclear.\n"}
			rep, err := Check(context.Background(), p, opt)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Refused() {
				n++
				t.Logf("thr=%v REFUSED %s:\n%s", opt.LexicalThreshold, tc.name, dump(rep.Refusals()))
			}
		}
		t.Logf("thr=%v refused %d/%d", opt.LexicalThreshold, n, len(benign73Cases))
	}
}
