package safety

import (
	"testing"
)

func TestOrAtStart(t *testing.T) {
	re := orAtStart(lazyRegexp(`(?i)^red flags:`), `(?i)^[\s>]*look\s+for:`)
	for s, want := range map[string]bool{
		"Red flags: x":   true,
		"> LOOK for: y":  true,
		"see red flags:": false,
		"x look for:":    false,
	} {
		if got := re.MatchString(s); got != want {
			t.Errorf("%q: got %v, want %v", s, got, want)
		}
	}
	// Every alternative must be anchored: a ^ in front of an unanchored one
	// would change what it matches.
	for _, bad := range []string{`x`, `(?i)^a|b`, `^a|(?:c|^d)`} {
		if err := allAtStart(bad); err == nil {
			t.Errorf("allAtStart(%q) accepted an unanchored alternative", bad)
		}
	}
	// The result is anchored as regexp sees it: its program begins with the
	// begin-text assertion, so a match is tried at the first position only.
	if !anchoredProg(re.String()) {
		t.Errorf("%s: program not anchored", re)
	}
	if anchoredProg(`(?i)^red flags:|(?i)^look for:`) {
		t.Error("the plain join is anchored: the helper would not be needed")
	}
}
