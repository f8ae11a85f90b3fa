package routecmd

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/ingot-dev/ingot/internal/testcorpus"
	"github.com/ingot-dev/ingot/internal/testutil"
)

// BenchmarkColdStart builds the real binary once and times whole
// processes: `ingot-route "TASK"` over the 392-skill corpus, from exec to
// exit, with the saved index warm (the first, untimed run writes it). It
// reports p50 and p99 in ms; the target is 300 ms.
func BenchmarkColdStart(b *testing.B) {
	bin, err := testutil.BuildCommand(b.TempDir(), Name)
	if err != nil {
		b.Fatal(err)
	}
	home := b.TempDir()
	if err := os.MkdirAll(filepath.Join(home, "skills"), 0o755); err != nil {
		b.Fatal(err)
	}
	env := append(os.Environ(), "INGOT_HOME="+home, "INGOT_SKILL_PATHS="+testcorpus.Skills(b))
	run := func() {
		cmd := exec.Command(bin, "write RSpec specs for the Subscription model, use let blocks and instance_double for the gateway")
		cmd.Env, cmd.Dir = env, home
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v\n%s", err, out)
		}
	}
	run() // writes the saved index
	var d []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		run()
		d = append(d, time.Since(t0))
	}
	b.StopTimer()
	slices.Sort(d)
	b.ReportMetric(float64(d[len(d)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(d[len(d)*99/100].Microseconds())/1000, "p99-ms")
}
