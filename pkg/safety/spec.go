package safety

import (
	"fmt"
	"strings"
	"unicode/utf8"

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

// checkName applies the Agent Skills name rules: 1-64 characters of a-z,
// 0-9 and '-', no leading, trailing or doubled hyphen.
func (c *checker) checkName() {
	name := c.p.Name
	bad := func(s, e int, msg string) { c.addRaw(RuleName, Refuse, FieldName, s, e, msg) }
	switch {
	case name == "":
		bad(0, 0, "name is empty")
		return
	case len(name) > MaxNameLen:
		bad(MaxNameLen, len(name), fmt.Sprintf("name is %d characters; the limit is %d", len(name), MaxNameLen))
	}
	for i, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			_, n := utf8.DecodeRuneInString(name[i:])
			bad(i, i+n, fmt.Sprintf("name may hold only a-z, 0-9 and '-' (found %q at byte %d)", r, i))
			break
		}
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
		bad(0, len(name), fmt.Sprintf("%q is not a valid skill name (1-%d characters of a-z, 0-9 and '-')", name, MaxNameLen))
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
