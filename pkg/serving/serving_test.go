package serving

import (
	"strings"
	"testing"
)

func TestTextAndSystemPrompt(t *testing.T) {
	s := Served{Ref: "pdf@0123456789ab", Description: "Fill PDF forms.", Body: "1. Open the form.", Root: "/lib/pdf",
		Files: []File{{Path: "scripts/fill.py", Size: 120}}}
	text := Text(s)
	for _, want := range []string{"# Skill: pdf@0123456789ab\n", "Fill PDF forms.\n\n1. Open the form.\n", "- scripts/fill.py (120 bytes)"} {
		if !strings.Contains(text, want) {
			t.Errorf("Text lacks %q:\n%s", want, text)
		}
	}
	if strings.Count(text, "1. Open the form.") != 1 {
		t.Errorf("the body must appear once:\n%s", text)
	}
	sp := SystemPrompt(s)
	if !strings.HasPrefix(sp, Preamble) || !strings.HasSuffix(sp, text) {
		t.Errorf("SystemPrompt must be the preamble followed by Text verbatim")
	}
	s.Note = "served from the last good revision"
	if !strings.Contains(Text(s), "Note: served from the last good revision\n") {
		t.Errorf("note missing")
	}
}
