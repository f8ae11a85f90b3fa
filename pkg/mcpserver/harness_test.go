package mcpserver

import "testing"

// Issue 14: a host that is neither Claude Code nor Codex is served: with
// no harness argument and a client name that names none, the default
// harness (Options.DefaultHarness, DefaultHarness when empty) applies.
func TestAnyHostIsServed(t *testing.T) {
	f := newFixture(t, fixtureOpt{setup: smallLibrary})
	cs := f.connect("cursor-vscode")
	var d map[string]any
	mustOK(t, toolRoute, call(t, cs, toolRoute, map[string]any{"task": "extract text and tables from the PDF files, fill the PDF forms and merge the PDF documents with pdfplumber"}, &d))
	if d["match"] != "pdf" {
		t.Fatalf("match = %v, want pdf (%v)", d["match"], d)
	}
	recs := f.records()
	if len(recs) == 0 || recs[len(recs)-1].Harness != DefaultHarness {
		t.Fatalf("trace harness %+v, want %s", recs, DefaultHarness)
	}
}
