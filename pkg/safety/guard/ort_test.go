//go:build ort

package guard

import (
	"context"
	"os"
	"os/exec"
	"testing"

	"github.com/ingot-dev/ingot/pkg/embed/ort"
	"github.com/ingot-dev/ingot/pkg/safety"
)

// The test model is written by testdata/make_classifier.py with Debian's
// python3-onnx: logits favour INJECTION for any text holding "zebra".
// Without python3-onnx or the ONNX Runtime library the test skips, unless
// INGOT_REQUIRE_MODELS=1 (CI), where it fails.
func tinyModel(t *testing.T) string {
	t.Helper()
	need := func(err error) {
		if os.Getenv("INGOT_REQUIRE_MODELS") == "1" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	if lib, err := ort.LibraryPath(os.Getenv); err != nil {
		need(err)
	} else if _, err := os.Stat(lib); err != nil {
		need(err)
	}
	dir := t.TempDir()
	cmd := exec.Command("/usr/bin/python3", "testdata/make_classifier.py", "../../embed/wordpiece/testdata/bert-base-uncased.json", dir, "zebra")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Logf("%s", out)
		need(err)
	}
	return dir
}

func TestClassifierAddsRefusals(t *testing.T) {
	dir := tinyModel(t)
	ctx := context.Background()
	g, err := Open(ctx, "ort:"+dir, os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	scores, err := g.Score(ctx, []string{"merge two PDF files", "the zebra says hello", ""})
	if err != nil {
		t.Fatal(err)
	}
	if scores[0] >= 0.5 || scores[1] < 0.5 || scores[2] >= 0.5 {
		t.Fatalf("scores %v: want low, high, low", scores)
	}
	p := safety.Proposal{Name: "pdf-merge", Description: "Merge PDF files with qpdf.", Body: "# PDF\n\nRun qpdf.\n\nA zebra paragraph.\n"}
	rep, err := safety.Check(ctx, p, safety.Options{Guard: g})
	if err != nil {
		t.Fatal(err)
	}
	refused := false
	for _, f := range rep.Refusals() {
		if f.Rule == safety.RuleGuardModel && f.Field == safety.FieldBody {
			refused = true
		}
	}
	if !refused {
		t.Fatalf("guard model did not refuse: %+v", rep.Findings)
	}
	p.Body = "# PDF\n\nRun qpdf.\n"
	if rep, err := safety.Check(ctx, p, safety.Options{Guard: g}); err != nil || rep.Refused() {
		t.Fatalf("clean proposal: err %v, findings %+v", err, rep.Findings)
	}
}
