package ab

import (
	"strings"
)

// Divergence is the first point where two answers differ: the index of
// the first differing section (a Markdown heading starts a section, else
// a blank line does) and how each side's section begins.
type Divergence struct {
	Section    int    `json:"section"` // 1-based
	Champion   string `json:"champion"`
	Challenger string `json:"challenger"`
}

// FirstDivergence compares two answers section by section (whitespace
// and case aside); nil when they say the same.
func FirstDivergence(a, b string) *Divergence {
	sa, sb := sections(a), sections(b)
	for i := 0; i < max(len(sa), len(sb)); i++ {
		var x, y string
		if i < len(sa) {
			x = sa[i]
		}
		if i < len(sb) {
			y = sb[i]
		}
		if norm(x) != norm(y) {
			return &Divergence{Section: i + 1, Champion: head(x), Challenger: head(y)}
		}
	}
	return nil
}

func sections(s string) []string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	// Headed: a heading outside code fences (a "# comment" in a fenced
	// shell block is not one).
	headed, fenced := false, false
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "```") {
			fenced = !fenced
		}
		if !fenced && strings.HasPrefix(t, "#") {
			headed = true
			break
		}
	}
	var out []string
	var cur []string
	flush := func() {
		if t := strings.TrimSpace(strings.Join(cur, "\n")); t != "" {
			out = append(out, t)
		}
		cur = nil
	}
	inFence := false
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "```") {
			inFence = !inFence
		}
		switch {
		case !inFence && headed && strings.HasPrefix(t, "#"):
			flush()
		case !inFence && !headed && t == "":
			flush()
			continue
		}
		cur = append(cur, l)
	}
	flush()
	return out
}

func norm(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

func head(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if s == "" {
		return "(nothing)"
	}
	if r := []rune(s); len(r) > 80 {
		return string(r[:80]) + "…"
	}
	return s
}
