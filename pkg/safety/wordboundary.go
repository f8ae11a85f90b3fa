package safety

import (
	"regexp/syntax"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Go's \b is an ASCII word boundary: it holds between [0-9A-Za-z_] and
// anything else. Next to a letter of another script it never holds after
// a space or at the start of the text: `\bбез\s+подтверждения` matches
// "xбез подтверждения" and never "удалите без подтверждения", and
// `\bnever|\bникогда` reads only the English word. The rules are written
// in many scripts with \b meant as "a word starts here", so every
// alternative that starts (or ends) with a letter outside ASCII behind
// (or before) a \b was dead (session 52: 163 places in the patterns).
//
// unicodeBoundaries rewrites such a pattern once, when it is compiled
// (lazyRE.get): a \b before an alternative that starts with a non-ASCII
// letter becomes "the start of the text or a character that is not a
// letter, digit or underscore" (it takes that character into the match,
// as RE2 has no look-behind), or is dropped when the element before it
// always ends with such a character (`\s+\bбез`); the same after an
// alternative that ends with one. A \b before an ASCII alternative keeps
// its meaning and its exact span.
func unicodeBoundaries(src string) string {
	if !strings.Contains(src, `\b`) || isASCIIString(src) {
		return src
	}
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return src // regexp.MustCompile reports it
	}
	if strings.ContainsRune(src, beforeMark) || strings.ContainsRune(src, afterMark) || !fixBoundaries(re, false, false) {
		return src
	}
	var b strings.Builder
	printRE(&b, re)
	return b.String()
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// The guards stand in the tree as a private-use rune each, written as
// their text by printRE.
const (
	beforeMark, afterMark = '\ue000', '\ue001'
	// nonWordBefore: the start of the text or a character that is not a
	// letter, digit or underscore, before a word; nonWordAfter: the same
	// after a word.
	nonWordBefore = `(?:\A|[^\pL\pN_])`
	nonWordAfter  = `(?:\z|[^\pL\pN_])`
)

func mark(r rune) *syntax.Regexp { return &syntax.Regexp{Op: syntax.OpLiteral, Rune: []rune{r}} }

// fixBoundaries rewrites re in place and reports a change. sepBefore
// and sepAfter say that the text just before or after re is always a
// non-word character (the enclosing concatenation guarantees it).
func fixBoundaries(re *syntax.Regexp, sepBefore, sepAfter bool) bool {
	changed := false
	switch re.Op {
	case syntax.OpConcat:
		var out []*syntax.Regexp
		subs := re.Sub
		for i := 0; i < len(subs); i++ {
			sub := subs[i]
			before := sepBefore
			if len(out) > 0 {
				before = endsNonWord(out[len(out)-1])
			}
			after := sepAfter
			if i+1 < len(subs) {
				after = startsNonWord(subs[i+1])
			}
			if sub.Op == syntax.OpWordBoundary && i+1 < len(subs) && edgeNonASCII(subs[i+1], true) {
				nextAfter := sepAfter
				if i+2 < len(subs) {
					nextAfter = startsNonWord(subs[i+2])
				}
				// Each alternative gets its own guard, in the order written
				// (the groups keep their numbers, leftmost-first its choice).
				var alts []*syntax.Regexp
				for _, a := range alternativesOf(subs[i+1]) {
					switch {
					case !edgeNonASCII(a, true):
						fixBoundaries(a, false, nextAfter)
						alts = append(alts, concat(&syntax.Regexp{Op: syntax.OpWordBoundary}, a))
					case before:
						fixBoundaries(a, true, nextAfter)
						alts = append(alts, a)
					default:
						fixBoundaries(a, true, nextAfter)
						alts = append(alts, concat(mark(beforeMark), a))
					}
				}
				out = append(out, alternate(alts))
				i++
				changed = true
				continue
			}
			if sub.Op == syntax.OpWordBoundary && len(out) > 0 && edgeNonASCII(out[len(out)-1], false) {
				var alts []*syntax.Regexp
				for _, a := range alternativesOf(out[len(out)-1]) {
					switch {
					case !edgeNonASCII(a, false):
						alts = append(alts, concat(a, &syntax.Regexp{Op: syntax.OpWordBoundary}))
					case after:
						alts = append(alts, a)
					default:
						alts = append(alts, concat(a, mark(afterMark)))
					}
				}
				out[len(out)-1] = alternate(alts)
				changed = true
				continue
			}
			if fixBoundaries(sub, before, after) {
				changed = true
			}
			out = append(out, sub)
		}
		re.Sub = out
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if fixBoundaries(s, sepBefore, sepAfter) {
				changed = true
			}
		}
	case syntax.OpCapture:
		changed = fixBoundaries(re.Sub[0], sepBefore, sepAfter)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		// A repeated element follows itself: nothing is known of its
		// neighbours.
		changed = fixBoundaries(re.Sub[0], false, false)
	}
	return changed
}

// alternativesOf: re's alternatives, or re alone.
func alternativesOf(re *syntax.Regexp) []*syntax.Regexp {
	if re.Op == syntax.OpAlternate {
		return re.Sub
	}
	return []*syntax.Regexp{re}
}

// edgeNonASCII reports whether re can start (first) or end with a letter
// outside ASCII, a place where an ASCII \b never holds.
func edgeNonASCII(re *syntax.Regexp, first bool) bool {
	return edgeHolds(re, first, false, func(r rune, flags syntax.Flags) bool {
		return r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsMark(r)) && !foldsToASCII(r, flags)
	}, func(ranges []rune) bool {
		for i := 0; i < len(ranges); i += 2 {
			if ranges[i] < utf8.RuneSelf {
				return false // holds ASCII too (or a case fold of it)
			}
		}
		return true
	})
}

// edgeHolds walks re to its first (or last) character: lit decides a
// literal's rune, class a character class's ranges; a repetition that
// may be empty has no fixed edge; an alternation holds when any of its
// alternatives does, or every one (every).
func edgeHolds(re *syntax.Regexp, first, every bool, lit func(rune, syntax.Flags) bool, class func([]rune) bool) bool {
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return false
		}
		if first {
			return lit(re.Rune[0], re.Flags)
		}
		return lit(re.Rune[len(re.Rune)-1], re.Flags)
	case syntax.OpCharClass:
		return len(re.Rune) > 0 && class(re.Rune)
	case syntax.OpCapture, syntax.OpPlus:
		return edgeHolds(re.Sub[0], first, every, lit, class)
	case syntax.OpRepeat:
		return re.Min > 0 && edgeHolds(re.Sub[0], first, every, lit, class)
	case syntax.OpConcat:
		if len(re.Sub) == 0 {
			return false
		}
		if first {
			return edgeHolds(re.Sub[0], true, every, lit, class)
		}
		return edgeHolds(re.Sub[len(re.Sub)-1], false, every, lit, class)
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if edgeHolds(s, first, every, lit, class) != every {
				return !every
			}
		}
		return every && len(re.Sub) > 0
	}
	return false
}

// foldsToASCII: a case-insensitive literal whose rune folds to an ASCII
// letter (the Kelvin sign, the long s) is matched by ASCII text too.
func foldsToASCII(r rune, flags syntax.Flags) bool {
	if flags&syntax.FoldCase == 0 {
		return false
	}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if f < utf8.RuneSelf {
			return true
		}
	}
	return false
}

// startsNonWord and endsNonWord report that every match of re starts
// (ends) with a character that is not a letter, digit or underscore:
// whitespace, punctuation, a literal space.
func startsNonWord(re *syntax.Regexp) bool { return edgeNonWord(re, true) }
func endsNonWord(re *syntax.Regexp) bool   { return edgeNonWord(re, false) }

func edgeNonWord(re *syntax.Regexp, first bool) bool {
	return edgeHolds(re, first, true, func(r rune, _ syntax.Flags) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r) || r == '_')
	}, func(ranges []rune) bool {
		for i := 0; i < len(ranges); i += 2 {
			lo, hi := ranges[i], ranges[i+1]
			if hi >= utf8.RuneSelf {
				return false // a class reaching past ASCII: not worth proving
			}
			for r := lo; r <= hi; r++ {
				if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
					return false
				}
			}
		}
		return true
	})
}

func alternate(subs []*syntax.Regexp) *syntax.Regexp {
	if len(subs) == 1 {
		return subs[0]
	}
	return &syntax.Regexp{Op: syntax.OpAlternate, Sub: subs}
}

func concat(subs ...*syntax.Regexp) *syntax.Regexp {
	return &syntax.Regexp{Op: syntax.OpConcat, Sub: subs}
}

// printRE writes re as a pattern that compiles to the same program, with
// every flag explicit where it applies. syntax.Regexp.String does the
// same but tests every rune of a case-folded class for its folds
// (calcFlags): a quarter of a minute over the rules' large classes.
func printRE(b *strings.Builder, re *syntax.Regexp) {
	switch re.Op {
	case syntax.OpNoMatch:
		b.WriteString(`[^\x00-\x{10FFFF}]`)
	case syntax.OpEmptyMatch:
		b.WriteString(`(?:)`)
	case syntax.OpLiteral:
		if len(re.Rune) == 1 && (re.Rune[0] == beforeMark || re.Rune[0] == afterMark) {
			if re.Rune[0] == beforeMark {
				b.WriteString(nonWordBefore)
			} else {
				b.WriteString(nonWordAfter)
			}
			return
		}
		if re.Flags&syntax.FoldCase != 0 {
			b.WriteString(`(?i:`)
		} else {
			b.WriteString(`(?:`)
		}
		for _, r := range re.Rune {
			writeRune(b, r)
		}
		b.WriteString(`)`)
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			b.WriteString(`[^\x00-\x{10FFFF}]`)
			return
		}
		b.WriteByte('[')
		for i := 0; i < len(re.Rune); i += 2 {
			writeRune(b, re.Rune[i])
			if re.Rune[i+1] != re.Rune[i] {
				b.WriteByte('-')
				writeRune(b, re.Rune[i+1])
			}
		}
		b.WriteByte(']')
	case syntax.OpAnyCharNotNL:
		b.WriteString(`(?-s:.)`)
	case syntax.OpAnyChar:
		b.WriteString(`(?s:.)`)
	case syntax.OpBeginLine:
		b.WriteString(`(?m:^)`)
	case syntax.OpEndLine:
		b.WriteString(`(?m:$)`)
	case syntax.OpBeginText:
		b.WriteString(`\A`)
	case syntax.OpEndText:
		b.WriteString(`\z`)
	case syntax.OpWordBoundary:
		b.WriteString(`\b`)
	case syntax.OpNoWordBoundary:
		b.WriteString(`\B`)
	case syntax.OpCapture:
		if re.Name != "" {
			b.WriteString(`(?P<` + re.Name + `>`)
		} else {
			b.WriteByte('(')
		}
		printRE(b, re.Sub[0])
		b.WriteByte(')')
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		b.WriteString(`(?:`)
		printRE(b, re.Sub[0])
		b.WriteByte(')')
		switch re.Op {
		case syntax.OpStar:
			b.WriteByte('*')
		case syntax.OpPlus:
			b.WriteByte('+')
		case syntax.OpQuest:
			b.WriteByte('?')
		default:
			b.WriteString("{" + strconv.Itoa(re.Min))
			switch {
			case re.Max < 0:
				b.WriteByte(',')
			case re.Max != re.Min:
				b.WriteString("," + strconv.Itoa(re.Max))
			}
			b.WriteByte('}')
		}
		if re.Flags&syntax.NonGreedy != 0 {
			b.WriteByte('?')
		}
	case syntax.OpConcat:
		b.WriteString(`(?:`)
		for _, s := range re.Sub {
			printRE(b, s)
		}
		b.WriteByte(')')
	case syntax.OpAlternate:
		b.WriteString(`(?:`)
		for i, s := range re.Sub {
			if i > 0 {
				b.WriteByte('|')
			}
			printRE(b, s)
		}
		b.WriteByte(')')
	default:
		panic("printRE: unknown op " + re.Op.String())
	}
}

// writeRune writes r as itself when it is an ASCII letter or digit, else
// escaped, which reads the same in a class and outside one.
func writeRune(b *strings.Builder, r rune) {
	if r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
		b.WriteRune(r)
		return
	}
	b.WriteString(`\x{` + strconv.FormatInt(int64(r), 16) + `}`)
}
