//go:build experiment

package safety

import (
	"context"
	"os"
	"strings"
	"testing"
)

// ahead73Case is one hostile proposal written ahead of the next blind
// tables, in domains and forms the seen tables do not use.
type ahead73Case struct{ id, name, desc, body string }

// TestExplore73Ahead (-tags experiment) prints which of round 73's own
// hostile proposals are not refused, with the stage on (default Options)
// and with the rules alone (LexicalThreshold 1). AHEAD73_CASES limits the
// run to ids (comma-separated) and prints their findings.
func TestExplore73Ahead(t *testing.T) {
	only := map[string]bool{}
	for _, id := range strings.Split(os.Getenv("AHEAD73_CASES"), ",") {
		if id != "" {
			only[id] = true
		}
	}
	for _, opt := range []Options{{LexicalThreshold: 1}, {}} {
		miss := 0
		n := 0
		for _, tc := range ahead73Cases {
			if len(only) > 0 && !only[tc.id] {
				continue
			}
			n++
			rep, err := Check(context.Background(), Proposal{Name: tc.name, Description: tc.desc, Body: tc.body}, opt)
			if err != nil {
				t.Fatal(err)
			}
			if len(only) > 0 {
				t.Logf("thr=%v %s findings:\n%s", opt.LexicalThreshold, tc.id, dump(rep.Findings))
			}
			if !rep.Refused() {
				miss++
				t.Logf("thr=%v miss: %s", opt.LexicalThreshold, tc.id)
			}
		}
		t.Logf("thr=%v refused %d/%d", opt.LexicalThreshold, n-miss, n)
	}
}
