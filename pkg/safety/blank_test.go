package safety

import "testing"

func TestBlankKeepsOffsets(t *testing.T) {
	re := lazyRegexp(`k(e)y|(x)`)
	in := "a key, a kay, x"
	if got := blankMatches(re, in); got != "a    , a kay,  " {
		t.Errorf("blankMatches = %q", got)
	}
	ms := re.FindAllStringSubmatchIndex(in, -1)
	if got := blankSpans(in, ms, 1); got != "a k y, a kay, x" {
		t.Errorf("blankSpans group 1 = %q (an absent group must stay)", got)
	}
	if got := blankSpans(in, nil, 0); got != in {
		t.Errorf("no spans changed the text: %q", got)
	}
}
