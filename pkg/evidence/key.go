package evidence

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxSkillIDLen bounds a skill id (its key must fit in a file name).
const MaxSkillIDLen = 200

// ErrInvalidSkillID is wrapped by CheckSkillID failures.
var ErrInvalidSkillID = errors.New("invalid skill id")

// CheckSkillID accepts a skill id fit to name files: one or more
// "/"-separated segments, each holding only lowercase letters and digits
// of any script (as skill names may, skill.ValidName) and "-", not
// starting with "-", in NFKC form. It refuses "..", absolute paths, empty
// segments and anything longer than MaxSkillIDLen bytes.
func CheckSkillID(id string) error {
	bad := func(why string) error { return fmt.Errorf("%w %q: %s", ErrInvalidSkillID, clip(id), why) }
	if id == "" {
		return bad("empty")
	}
	if len(id) > MaxSkillIDLen {
		return bad(fmt.Sprintf("longer than %d characters", MaxSkillIDLen))
	}
	for _, seg := range strings.Split(id, "/") {
		if seg == "" {
			return bad("empty path segment (leading, trailing or double '/')")
		}
		if seg[0] == '-' {
			return bad("a segment starts with '-'")
		}
		for _, r := range seg {
			if r != '-' && !((unicode.IsLetter(r) || unicode.IsNumber(r)) && unicode.ToLower(r) == r) {
				return bad("only lowercase letters, digits, '-' and '/' separators are allowed")
			}
		}
	}
	if !utf8.ValidString(id) || !norm.NFKC.IsNormalString(id) {
		return bad("not in Unicode NFKC form")
	}
	return nil
}

// SkillKey returns the file-name form of a skill id: "/" becomes "__"
// ("anthropics/pdf" → "anthropics__pdf").
func SkillKey(id string) (string, error) {
	if err := CheckSkillID(id); err != nil {
		return "", err
	}
	return strings.ReplaceAll(id, "/", "__"), nil
}

// SkillIDFromKey reverses SkillKey and validates the result.
func SkillIDFromKey(key string) (string, error) {
	id := strings.ReplaceAll(key, "__", "/")
	if err := CheckSkillID(id); err != nil {
		return "", err
	}
	return id, nil
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}
