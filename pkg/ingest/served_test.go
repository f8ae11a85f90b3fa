package ingest

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestParseServedReadsTheFullRevision: a transcript keeps route_and_load's
// text, whose first line names the full revision; get_skill's header only
// the short one.
func TestParseServedReadsTheFullRevision(t *testing.T) {
	full := strings.Repeat("2129f0ee03c2", 5) + "abcd"
	text := "match: release-notes@2129f0ee03c2 (score 0.990; revision " + full + "). compatible claude skill\n\n# Skill: release-notes@2129f0ee03c2\nWrite release notes.\n\nBody.\n"
	raw, _ := json.Marshal([]any{map[string]any{"type": "text", "text": text}})
	s, ok := parseServed(raw)
	if !ok || s.name != "release-notes" || s.revision != full {
		t.Fatalf("parseServed = %+v, %v; want release-notes at the full revision", s, ok)
	}
	raw, _ = json.Marshal([]any{map[string]any{"type": "text", "text": "# Skill: pdf@0123456789ab\nFill forms.\n"}})
	if s, ok := parseServed(raw); !ok || s.name != "pdf" || s.revision != "0123456789ab" {
		t.Fatalf("get_skill header: %+v, %v", s, ok)
	}
}
