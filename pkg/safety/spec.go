package safety

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// Spec rules (all Refuse).
const (
	RuleName        = "spec.name"
	RuleNameTaken   = "spec.name-taken"
	RuleDescription = "spec.description"
	RuleBodyEmpty   = "spec.body-empty"
	RuleBodySize    = "spec.body-size"
	RuleUTF8        = "spec.utf8"
)

func (c *checker) checkSpec() {
	p := c.p
	for _, f := range []struct{ field, text string }{
		{FieldName, p.Name}, {FieldDescription, p.Description}, {FieldBody, p.Body},
	} {
		if !utf8.ValidString(f.text) {
			i := firstInvalidUTF8(f.text)
			c.addRaw(RuleUTF8, Refuse, f.field, i, i+1, fmt.Sprintf("%s is not valid UTF-8 (byte %d)", f.field, i))
		}
	}
	c.checkName()

	switch n := utf8.RuneCountInString(p.Description); {
	case strings.TrimSpace(p.Description) == "":
		c.addRaw(RuleDescription, Refuse, FieldDescription, 0, len(p.Description), "description is empty")
	case n > MaxDescriptionLen:
		cut := byteOffsetOfRune(p.Description, MaxDescriptionLen)
		c.addRaw(RuleDescription, Refuse, FieldDescription, cut, len(p.Description),
			fmt.Sprintf("description is %d characters; the limit is %d", n, MaxDescriptionLen))
	}

	switch {
	case strings.TrimSpace(p.Body) == "":
		c.addRaw(RuleBodyEmpty, Refuse, FieldBody, 0, len(p.Body), "body is empty")
	case len(p.Body) > c.opt.MaxBody:
		c.addRaw(RuleBodySize, Refuse, FieldBody, c.opt.MaxBody, len(p.Body),
			fmt.Sprintf("body is %d bytes; the limit is %d (INGOT_SKILL_MAX_BODY)", len(p.Body), c.opt.MaxBody))
	}
}

// checkName applies the Agent Skills name rules as the reference
// validator reads them (skill.ValidName): 1-64 lowercase letters or digits
// of any script and '-', in NFKC form, no leading, trailing or doubled
// hyphen. Beyond them, a word of the name may not mix scripts that look
// alike (mixedScriptWord): "pdf-editоr" with a Cyrillic "о" would pass
// for another skill's name.
func (c *checker) checkName() {
	name := c.p.Name
	bad := func(s, e int, msg string) { c.addRaw(RuleName, Refuse, FieldName, s, e, msg) }
	switch n := utf8.RuneCountInString(name); {
	case name == "":
		bad(0, 0, "name is empty")
		return
	case n > MaxNameLen:
		bad(byteOffsetOfRune(name, MaxNameLen), len(name), fmt.Sprintf("name is %d characters; the limit is %d", n, MaxNameLen))
	}
	for i, r := range name {
		lowerAlnum := (unicode.IsLetter(r) || unicode.IsNumber(r)) && unicode.ToLower(r) == r
		if r == '-' || lowerAlnum {
			continue
		}
		_, n := utf8.DecodeRuneInString(name[i:])
		if unicode.IsLetter(r) {
			bad(i, i+n, fmt.Sprintf("name must be lower case (found %q at byte %d)", r, i))
		} else {
			msg := fmt.Sprintf("name may hold only letters, digits and '-' (found %q at byte %d)", r, i)
			if unicode.In(r, unicode.Mn, unicode.Mc) {
				// कैंप: a vowel sign is a mark written on the letter before
				// it. The spec's reference validator (skills-ref, Python's
				// str.isalnum) rejects marks too, so such a name would not
				// load in other tools either.
				msg += "; it is a combining mark (a vowel sign or accent written on a letter), which the Agent Skills spec's reference validator rejects as well: write the word without it or in Latin letters"
			}
			if r == '\'' || r == '’' || r == '‘' {
				// K'iche', Hawaiʻi: a glottal stop written as an apostrophe
				// has a letter of its own, which a name may hold.
				msg += "; an apostrophe that is part of a word can be written as U+02BC (ʼ), which is a letter"
			}
			bad(i, i+n, msg)
		}
		break
	}
	if !norm.NFKC.IsNormalString(name) {
		bad(0, len(name), fmt.Sprintf("name is not in Unicode NFKC form (write it as %q)", norm.NFKC.String(name)))
	}
	if s, e, a, b := mixedScriptWord(name); s >= 0 {
		bad(s, e, fmt.Sprintf("a word of the name mixes %s and %s letters, which can look like another skill's name", a, b))
	}
	switch {
	case strings.HasPrefix(name, "-"):
		bad(0, 1, "name must not start with '-'")
	case strings.HasSuffix(name, "-"):
		bad(len(name)-1, len(name), "name must not end with '-'")
	}
	if i := strings.Index(name, "--"); i >= 0 {
		bad(i, i+2, "name must not contain '--'")
	}
	// skill.ValidName is the rule of record: whatever it refuses is refused
	// here too, even if no check above named the reason.
	if !skill.ValidName(name) && c.kept[[2]string{RuleName, FieldName}] == 0 {
		bad(0, len(name), fmt.Sprintf("%q is not a valid skill name (1-%d lowercase letters, digits and '-')", name, MaxNameLen))
	}
	if c.opt.Existing != nil && c.opt.Existing(name) {
		c.addRaw(RuleNameTaken, Refuse, FieldName, 0, len(name),
			fmt.Sprintf("a live skill or pending proposal is already named %q; propose an update instead", name))
	}
}

func firstInvalidUTF8(s string) int {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return len(s)
}

func byteOffsetOfRune(s string, n int) int {
	i := 0
	for k := range s {
		if i == n {
			return k
		}
		i++
	}
	return len(s)
}

// scriptSets a word of a name may mix (Unicode TS 39's "highly
// restrictive" level): Japanese and Chinese writing with Latin, Korean
// with Han and Latin. Any other pair in one word is refused.
var scriptSets = [][]string{
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Hangul"},
	{"Latin", "Han", "Bopomofo"},
}

// mixedScriptWord finds the first hyphen-separated word of name whose
// letters come from scripts no entry of scriptSets allows together, and
// returns its span and two of its scripts (s is -1 when there is none).
// Digits and marks belong to no script here.
func mixedScriptWord(name string) (s, e int, a, b string) {
	start := 0
	for start <= len(name) {
		end := strings.IndexByte(name[start:], '-')
		if end < 0 {
			end = len(name)
		} else {
			end += start
		}
		var seen []string
		for _, r := range name[start:end] {
			if sc := scriptOf(r); sc != "" && !slices.Contains(seen, sc) {
				seen = append(seen, sc)
			}
		}
		if len(seen) > 1 && !scriptsAllowed(seen) {
			return start, end, seen[0], seen[1]
		}
		start = end + 1
	}
	return -1, -1, "", ""
}

func scriptsAllowed(seen []string) bool {
	for _, set := range scriptSets {
		all := true
		for _, sc := range seen {
			all = all && slices.Contains(set, sc)
		}
		if all {
			return true
		}
	}
	return false
}

// scriptOf names the script of a letter ("" for others and for the
// Common and Inherited scripts).
func scriptOf(r rune) string {
	if !unicode.IsLetter(r) {
		return ""
	}
	if r < 0x80 {
		return "Latin"
	}
	for name, t := range unicode.Scripts {
		if name != "Common" && name != "Inherited" && unicode.Is(t, r) {
			return name
		}
	}
	return ""
}
