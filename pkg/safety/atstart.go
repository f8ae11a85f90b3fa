package safety

import (
	"fmt"
	"regexp/syntax"
)

// orAtStart extends re with the alternative alt, where every alternative
// of both matches only at the start of the text, and keeps the result
// anchored as a whole. Go's matcher stops after the first position only
// when the pattern itself begins with ^: "(?i)^a|(?i)^b" walks the whole
// text on every call, and a rule that calls it once per position of a
// one-megabyte line becomes quadratic (TestLargeInputs). It panics at
// init if an alternative is not anchored, since the ^ in front would
// then change what it matches.
func orAtStart(re *lazyRE, alt string) *lazyRE {
	src := re.String() + `|` + alt
	if err := allAtStart(src); err != nil {
		panic(fmt.Sprintf("orAtStart(%q): %v", src, err))
	}
	return lazyRegexp(`^(?:` + src + `)`)
}

// allAtStart reports an error unless every top-level alternative of the
// pattern begins with ^ (begin of text).
func allAtStart(src string) error {
	r, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return err
	}
	alts := []*syntax.Regexp{r}
	if r.Op == syntax.OpAlternate {
		alts = r.Sub
	}
	for _, a := range alts {
		if !beginsAtStart(a) {
			return fmt.Errorf("alternative %q is not anchored at the start", a.String())
		}
	}
	return nil
}

func beginsAtStart(r *syntax.Regexp) bool {
	switch r.Op {
	case syntax.OpBeginText:
		return true
	case syntax.OpConcat, syntax.OpCapture:
		return len(r.Sub) > 0 && beginsAtStart(r.Sub[0])
	case syntax.OpAlternate:
		for _, s := range r.Sub {
			if !beginsAtStart(s) {
				return false
			}
		}
		return true
	}
	return false
}
