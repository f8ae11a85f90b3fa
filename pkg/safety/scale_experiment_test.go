//go:build experiment

package safety

import (
	"sort"
	"testing"
	"time"
)

// TestScaleChecks times each check on TestLargeInputs' inputs at growing
// sizes: a check whose time grows faster than its input shows here.
func TestScaleChecks(t *testing.T) {
	sizes := []int{32 << 10, 64 << 10, 128 << 10}
	byName := map[string][]map[string]time.Duration{}
	for _, size := range sizes {
		for name, in := range largeInputs(size) {
			d := newDoc(FieldBody, "```bash\n"+in+"\n```\n"+in)
			c := &checker{p: Proposal{Body: d.v.src}, topic: topic{}}
			steps := map[string]func(*doc){
				"intent": c.checkIntent, "nolimits": c.checkNoLimits, "hidden": c.checkHidden,
				"remoteinstr": c.checkRemoteInstructions, "remoteexec": c.checkRemoteExec,
				"cisecret": c.checkCISecretLog, "foreign": c.checkForeignAddress, "tamper": c.checkTamper,
				"forged": c.checkForged, "flow": c.checkFlow, "proseflow": c.checkProseFlow, "payloads": c.checkPayloads,
			}
			m := map[string]time.Duration{}
			for n, f := range steps {
				t0 := time.Now()
				f(d)
				m[n] = time.Since(t0)
			}
			byName[name] = append(byName[name], m)
		}
	}
	names := make([]string, 0, len(byName))
	for n := range byName {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		for step := range byName[n][0] {
			a, c := byName[n][0][step], byName[n][len(sizes)-1][step]
			if c > 100*time.Millisecond && c > 6*a {
				t.Logf("%-18s %-12s %v -> %v (x%.1f for x4 input)", n, step, a, c, float64(c)/float64(a))
			} else if c > 300*time.Millisecond {
				t.Logf("%-18s %-12s %v -> %v (slow, linear)", n, step, a, c)
			}
		}
	}
}
