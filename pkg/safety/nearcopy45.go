package safety

import (
	"fmt"
	"strings"
)

// Round 45 (hijack-nearcopy family): a live skill's name with a vanity
// word added ("pytest-skill-pro", "official-pdf", "deploy-helper-v2")
// presents the proposal as that skill in a better edition: it claims the
// live skill's identity more plainly than a near spelling does. NameLike
// allows two edits; a vanity word is longer, so the live skill is found by
// the proposal's name without it, and the description is a copy at a
// lower share of shared words than a near spelling needs (it must still
// reuse many of the live description's words on the same subject).
var vanityWords45 = map[string]bool{"pro": true, "plus": true, "premium": true, "ultimate": true, "official": true, "enhanced": true, "advanced": true, "max": true, "v2": true, "v3": true, "new": true, "improved": true, "better": true, "updated": true, "latest": true, "next": true, "prime": true, "turbo": true, "extended": true, "deluxe": true, "super": true, "elite": true, "real": true, "original": true, "genuine": true, "fixed": true, "xl": true, "2": true, "3": true}

const (
	vanityOverlap45 = 0.4
	vanityCovered45 = 0.4
	vanityShared45  = 5
)

// vanityBase45 strips one vanity word from the start or end of a
// hyphen-, underscore- or space-separated name; "" when there is none.
func vanityBase45(name string) string {
	parts := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '-' || r == '_' || r == ' ' || r == '.' })
	if len(parts) < 2 {
		return ""
	}
	switch {
	case vanityWords45[parts[len(parts)-1]]:
		parts = parts[:len(parts)-1]
	case vanityWords45[parts[0]]:
		parts = parts[1:]
	default:
		return ""
	}
	return strings.Join(parts, "-")
}

// checkVanityCopy45 refuses a description that copies a live skill whose
// name is the proposal's name without its vanity word (hooked from
// checkCollision).
func (c *checker) checkVanityCopy45() {
	if c.opt.NamedLike == nil || c.opt.Describe == nil {
		return
	}
	for _, f := range c.findings {
		if f.Rule == RuleCollision {
			return // already a copy by the rules above
		}
	}
	base := vanityBase45(c.p.Name)
	if len(base) < 4 {
		return
	}
	for _, nid := range c.opt.NamedLike(base) {
		live := c.opt.Describe(nid)
		ov, n := wordOverlapN(c.p.Description, live)
		covered := 0.0
		if k := len(contentStems(live)); k > 0 {
			covered = float64(n) / float64(k)
		}
		if ov >= vanityOverlap45 && covered >= vanityCovered45 && n >= vanityShared45 {
			c.addRaw(RuleCollision, Refuse, FieldDescription, 0, len(c.p.Description),
				fmt.Sprintf("name %q is skill %s's name with a vanity word added and the description reuses %.0f%% of its content words (a near-copy); narrow it or propose an update to %s", c.p.Name, nid, ov*100, nid))
			return
		}
	}
}
