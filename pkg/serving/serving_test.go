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

func TestCapped(t *testing.T) {
	s := Served{Ref: "pdf@0123456789ab", Description: "d", Body: "line one\nline two é\nline three\n", Root: "/lib/pdf"}
	if got := s.Capped(1000); got.Body != s.Body || got.Note != "" {
		t.Fatalf("a body within the cap must not change: %+v", got)
	}
	c := s.Capped(25) // cut at the last line end before byte 25
	if c.Body != "line one\nline two é\n" || !strings.Contains(c.Note, "cut to its first 21 of 32 bytes (INGOT_SERVE_MAX_BODY=25)") || !strings.Contains(c.Note, "/lib/pdf/SKILL.md") {
		t.Fatalf("capped: body %q note %q", c.Body, c.Note)
	}
	if !strings.Contains(Text(c), "Note: the body was cut") {
		t.Error("the served text must say the body was cut")
	}
	// Never inside a UTF-8 sequence: "é" is 2 bytes at offsets 18-19.
	one := Served{Body: strings.Repeat("é", 10)}
	if b := one.Capped(5).Body; b != "éé" {
		t.Fatalf("cut inside a rune: %q", b)
	}
}
