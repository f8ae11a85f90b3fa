package abcmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ingot-dev/ingot/internal/testutil"
	"github.com/ingot-dev/ingot/pkg/evidence"
)

// A challenger that only rewrites the description is a description pass:
// the gate decides on the eval set's routing cases, routed over the
// library with the challenger in place, and the collision check.
func TestDescriptionPassUsesRoutingCases(t *testing.T) {
	w := newWorld(t)
	testutil.WriteFile(t, filepath.Join(w.home, "evals", "pdf.yaml"), evalYAML+`routing:
  - {task: "merge, split and rotate pdf files", expected: pdf}
  - {task: "split this document into single pages", expected: pdf}
  - {task: "rotate the scanned pages of the report", expected: pdf}
  - {task: "clean and convert csv spreadsheets", expected: csv}
  - {task: "thanks, that answers my question", expected: null}
`)
	// A description narrowed to merging loses the split and rotate cases.
	dir := w.challenger("d", championBody)
	testutil.WriteFile(t, filepath.Join(dir, "SKILL.md"), "---\nname: pdf\ndescription: Merge PDF files with qpdf.\n---\n\n"+championBody)
	code, out, errOut := w.run("", nil, "pdf", "--challenger", dir)
	if code != 0 {
		fatalf(t, code, out, errOut, "description pass")
	}
	rec := mustDecode[evidence.Record](t, out)
	reason := rec.Gate.Reason()
	if rec.Gate.Allows() || !strings.Contains(reason, "routing top1 regressed 1.000 -> ") {
		fatalf(t, code, out, errOut, "a description that loses routing cases must be blocked by routing: %s", reason)
	}
	// A description copied from another skill is blocked as a collision.
	steal := w.challenger("s", championBody)
	testutil.WriteFile(t, filepath.Join(steal, "SKILL.md"), "---\nname: pdf\ndescription: Clean and convert CSV spreadsheets.\n---\n\n"+championBody)
	code2, out2, errOut2 := w.run("", nil, "pdf", "--challenger", steal)
	if code2 != 0 {
		fatalf(t, code2, out2, errOut2, "description pass, stolen description")
	}
	if g := mustDecode[evidence.Record](t, out2).Gate; g.Allows() || !strings.Contains(g.Reason(), "rewritten description shadows 'csv'") {
		fatalf(t, code2, out2, errOut2, "a description that copies another skill's must be blocked by collision: %s", g.Reason())
	}
	b, err := evidence.Load(filepath.Join(w.home, rec.Bundle))
	if err != nil || b.Pass != evidence.PassDescription || b.GateInput.Routing == nil || b.Champion.Metrics["top1"] != 1 {
		t.Fatalf("bundle pass %s routing %+v metrics %v (%v)", b.Pass, b.GateInput.Routing, b.Champion.Metrics, err)
	}
	md, _ := os.ReadFile(filepath.Join(w.home, rec.Bundle, evidence.MarkdownFile))
	if !strings.Contains(string(md), "## Metrics") || !strings.Contains(string(md), "| top1 | 1.000 |") {
		t.Errorf("EVIDENCE.md lacks the routing metrics:\n%s", md)
	}
}
