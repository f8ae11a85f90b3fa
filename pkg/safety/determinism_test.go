package safety

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestSameFindingsInEveryProcess runs the checks in two fresh processes
// and compares every finding: the lexicons are maps, and a concept built
// in a map's order (random in each process) once moved a span from one
// run to the next, and with it the stage's training wrappers.
func TestSameFindingsInEveryProcess(t *testing.T) {
	if os.Getenv("INGOT_FINDINGS_CHILD") != "" {
		fmt.Printf("digest %s\n", findingsDigest(t))
		return
	}
	var digests []string
	for range 2 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSameFindingsInEveryProcess$", "-test.count=1")
		cmd.Env = append(os.Environ(), "INGOT_FINDINGS_CHILD=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("child: %v\n%s", err, out)
		}
		i := strings.Index(string(out), "digest ")
		if i < 0 {
			t.Fatalf("child printed no digest:\n%s", out)
		}
		digests = append(digests, strings.Fields(string(out[i:]))[1])
	}
	if digests[0] != digests[1] {
		t.Errorf("two processes gave different findings: %s, %s", digests[0], digests[1])
	}
}

// findingsDigest hashes every finding on two tables of many languages.
func findingsDigest(t *testing.T) string {
	h := sha256.New()
	for _, file := range []string{"fresh16-hostile.yaml", "fresh16-benign.yaml", "fresh45-hostile.yaml"} {
		cs, _ := loadGen(t, file)
		for _, c := range cs {
			rep, err := Check(context.Background(), c.proposal(), Options{LexicalThreshold: 1})
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range rep.Findings {
				line := fmt.Sprintf("%s %s %s %d %d %s\n", c.Case, f.Rule, f.Field, f.Start, f.End, f.Message)
				h.Write([]byte(line))
				if testing.Verbose() {
					os.Stderr.WriteString(line)
				}
			}
		}
	}
	return fmt.Sprintf("%x", h.Sum(nil))
}
