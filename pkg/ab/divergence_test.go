package ab

import "testing"

func TestFirstDivergence(t *testing.T) {
	a := "# Plan\nMerge with qpdf.\n\n# Steps\n1. run qpdf\n\n# Notes\nnone"
	b := "# Plan\nmerge  with QPDF.\n\n# Steps\n1. run pdftk\n\n# Notes\nnone"
	d := FirstDivergence(a, b)
	if d == nil || d.Section != 2 || d.Champion != "# Steps 1. run qpdf" || d.Challenger != "# Steps 1. run pdftk" {
		t.Fatalf("divergence = %+v, want section 2 (case and spacing aside)", d)
	}
	if d := FirstDivergence("one\n\ntwo", "one\n\n  two  "); d != nil {
		t.Fatalf("same answers diverge: %+v", d)
	}
	if d := FirstDivergence("one\n\ntwo", "one"); d == nil || d.Section != 2 || d.Challenger != "(nothing)" {
		t.Fatalf("a shorter answer diverges where it stops: %+v", d)
	}
	// A fenced block is one section even with blank lines inside.
	if d := FirstDivergence("x\n\n```\na\n\nb\n```", "x\n\n```\na\n\nc\n```"); d == nil || d.Section != 2 {
		t.Fatalf("fence: %+v", d)
	}
	// A "# comment" inside a fenced block is not a heading: with no real
	// heading, blank lines still split the answer.
	a, b = "Use bash.\n\n```bash\n# merge\nqpdf a b\n```\n\nDone.", "Use bash.\n\n```bash\n# merge\nqpdf a b\n```\n\nFinished."
	if d := FirstDivergence(a, b); d == nil || d.Section != 3 {
		t.Fatalf("comment in a fence: %+v, want section 3", d)
	}
}
