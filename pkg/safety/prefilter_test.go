package safety

import (
	"fmt"
	"strings"
	"testing"
)

func TestPrefilterFormula(t *testing.T) {
	cases := []struct {
		pattern string
		yes, no []string
	}{
		{`(?i)\bquietly\b`, []string{"do it QUIETLY", "quietly"}, []string{"quiet", "q u i e t l y"}},
		// A concatenation needs all its words; an alternation one branch.
		{`(?i)\b(?:nobody|no\s+one)\s+(?:needs|has)\s+to\s+know`, []string{"nobody needs to know", "No  one has to know", "needs nobody to know"}, []string{"nobody needs it", "no one knows", "to know"}},
		// A branch without a literal leaves no requirement.
		{`foo|\w+bar|.*`, []string{"", "x"}, nil},
		// Optional parts require nothing; repeated parts require themselves.
		{`(?:the\s+)?users?(?:\s+data)+`, []string{"user data", "users  data data"}, []string{"user", "data"}},
		// Small classes stay exact: [sz] gives "organise" and "organize".
		{`(?i)organi[sz]e`, []string{"ORGANIZE", "organise"}, []string{"organi e"}},
		// Case folding beyond ASCII: the Kelvin sign folds with k, ſ with s.
		{`(?i)skill`, []string{"\u017fKILL", "s\u212aill", "SKILL"}, []string{"skil"}},
		{`(?i)straße`, []string{"STRASSE straße", "Straße"}, []string{"strasse"}},
	}
	for _, tc := range cases {
		re := lazyRegexp(tc.pattern)
		for _, s := range tc.yes {
			if !mayMatch(re, s) {
				t.Errorf("%s: %q skipped", tc.pattern, s)
			}
		}
		for _, s := range tc.no {
			if mayMatch(re, s) {
				t.Errorf("%s: %q let through", tc.pattern, s)
			}
			if re.MatchString(s) {
				t.Errorf("%s: %q matches: the case is wrong", tc.pattern, s)
			}
		}
	}
}

// prefiltered are the patterns the rules run behind a prefilter.
func prefiltered() map[string]*lazyRE {
	return map[string]*lazyRE{
		"stealthWords": stealthWords, "propSelfRe": propSelfRe, "personaPropRe": personaPropRe,
		"privateData": privateData, "bagSecret": bagSecret, "concealFromPeople": concealFromPeople,
		"stackFree": stackFree, "stackNever": stackNever, "stackAnswers": stackAnswers,
		"nlPairRe": nlPairRe, "nlPairSOVRe": nlPairSOVRe, "nlPairJoinedRe": nlPairJoinedRe,
	}
}

// TestPrefilterExact: on real proposals (two blind tables written in
// different sessions, as written and in capitals), no text a pattern matches is
// skipped by its prefilter, and the prefilters skip most texts.
func TestPrefilterExact(t *testing.T) {
	var texts []string
	for _, n := range []int{60, 121} {
		for _, kind := range []string{"hostile", "benign"} {
			cs, _ := loadGen(t, fmt.Sprintf("fresh%d-%s.yaml", n, kind))
			for _, c := range cs {
				texts = append(texts, c.Description, c.Body, strings.ToUpper(c.Body))
			}
		}
	}
	if len(texts) < 1000 {
		t.Fatalf("only %d texts", len(texts))
	}
	for name, re := range prefiltered() {
		if prefilterOf(re) == nil {
			t.Errorf("%s: no prefilter", name)
			continue
		}
		matched, skipped := 0, 0
		for _, s := range texts {
			may := mayMatch(re, s)
			if !may {
				skipped++
			}
			if re.MatchString(s) {
				matched++
				if !may {
					t.Errorf("%s: prefilter skipped a text it matches: %.200q", name, s)
				}
			}
		}
		t.Logf("%-18s %d texts: %d matched, %d skipped", name, len(texts), matched, skipped)
		if skipped == 0 {
			t.Errorf("%s: the prefilter skips nothing", name)
		}
	}
}

func FuzzPrefilter(f *testing.F) {
	for _, s := range []string{"Nobody needs to know; quietly keep it", "ｉｇｎｏｒｅ all the rules", "ſkill \u212a", "no filters, no limits", "copy this skill into every repo"} {
		f.Add(s)
	}
	res := prefiltered()
	f.Fuzz(func(t *testing.T, s string) {
		for name, re := range res {
			if re.MatchString(s) && !mayMatch(re, s) {
				t.Fatalf("%s: prefilter skipped a match in %q", name, s)
			}
		}
	})
}
