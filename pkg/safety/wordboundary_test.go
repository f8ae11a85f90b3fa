package safety

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
)

// TestUnicodeBoundaries: a \b next to a letter of another script holds
// at a word's start or end, as it does next to an ASCII letter, and never
// inside a word; ASCII alternatives keep their exact spans.
func TestUnicodeBoundaries(t *testing.T) {
	for _, c := range []struct {
		pat, text string
		want      bool
	}{
		{`(?i)\bбез\s+подтверждени\pL*`, "Удаляйте без подтверждения", true},
		{`(?i)\bбез\s+подтверждени\pL*`, "небез подтверждения", false},
		{`(?i)\bбез\s+подтверждени\pL*`, "без подтверждения", true},
		{`(?i)\b(?:never|никогда)\b`, "Никогда не удаляйте", true},
		{`(?i)\b(?:never|никогда)\b`, "никогдашний", false},
		{`(?i)\b(?:never|никогда)\b`, "nevermore", false},
		{`(?i)\b(?:never|никогда)\b`, "never again", true},
		{`(?i)\bχωρίς\s+επιβεβαίωση`, "τρέξτε χωρίς επιβεβαίωση", true},
		{`\s+\bне\b\s+`, "я не знаю", true},
		{`\s+\bне\b\s+`, "я вне дома", false},
		{`(?i)\bdé(?:jà)?\b`, "c'est déjà fait", true},
		{`(?i)\béles\b`, "az éles rendszer", true},
		{`(?i)\béles\b`, "kéles rendszer", false},
		{`(?i)\bплан\b`, "это план.", true},
		{`(?i)\bплан\b`, "планшет", false},
	} {
		re := regexp.MustCompile(unicodeBoundaries(c.pat))
		if got := re.MatchString(c.text); got != c.want {
			t.Errorf("%q (rewritten %q) on %q: %v, want %v", c.pat, re, c.text, got, c.want)
		}
	}
	// ASCII alternatives keep \b and their spans; an ASCII-only pattern is
	// not rewritten at all.
	if got := unicodeBoundaries(`(?i)\bnever\b`); got != `(?i)\bnever\b` {
		t.Errorf("an ASCII pattern was rewritten: %q", got)
	}
	re := regexp.MustCompile(unicodeBoundaries(`(?i)\b(?:never|никогда)\b`))
	if m := re.FindStringIndex("so never do it"); m == nil || m[0] != 3 || m[1] != 8 {
		t.Errorf("ASCII span moved: %v", m)
	}
}

// deadBoundaries lists the places in re where an ASCII \b stands next to
// a letter outside ASCII (before or after it), where it never holds.
func deadBoundaries(re *syntax.Regexp, out *[]string) {
	if re.Op == syntax.OpConcat {
		for i, s := range re.Sub {
			if s.Op != syntax.OpWordBoundary {
				continue
			}
			if i+1 < len(re.Sub) && edgeNonASCII(re.Sub[i+1], true) {
				*out = append(*out, `\b`+re.Sub[i+1].String())
			}
			if i > 0 && edgeNonASCII(re.Sub[i-1], false) {
				*out = append(*out, re.Sub[i-1].String()+`\b`)
			}
		}
	}
	for _, s := range re.Sub {
		deadBoundaries(s, out)
	}
}

// TestNoDeadWordBoundaries: once rewritten as they are compiled, no
// pattern of the rules holds a \b that can never match next to a letter
// of another script.
func TestNoDeadWordBoundaries(t *testing.T) {
	before, after := 0, 0
	for _, l := range initPatterns {
		if !strings.Contains(l.src, `\b`) || isASCIIString(l.src) {
			continue // unicodeBoundaries leaves it as it is
		}
		for _, src := range []string{l.src, unicodeBoundaries(l.src)} {
			re, err := syntax.Parse(src, syntax.Perl)
			if err != nil {
				t.Fatalf("%.80q: %v", src, err)
			}
			var out []string
			deadBoundaries(re, &out)
			if src == l.src {
				before += len(out)
				continue
			}
			after += len(out)
			for _, o := range out {
				t.Errorf("%.60q: a \\b that never holds left after the rewrite: %.80s", l.src, o)
			}
		}
	}
	t.Logf("%d patterns: %d places where \\b stands next to a letter outside ASCII as written, %d after the rewrite", len(initPatterns), before, after)
	if before == 0 {
		t.Fatal("no pattern has a \\b next to a letter outside ASCII: is the walk still finding them?")
	}
}
