package safety

import (
	"strings"
)

// Round 57 (propagate family helper: tamper): the edit of another skill
// in the sentence after the one that names it (nextEdit) read across a
// file name and a wrapped line. "Edit its SKILL.md and delete the section
// that asks ..." is one sentence: the dot of a file name ends no sentence,
// and a line wrapped inside a paragraph is the same sentence going on.

// nextEditGap57: what may stand between the edit verb and its object: no
// sentence end, but a file name's extension and a single line break.
const nextEditGap57 = `(?:[^.\n]|\.(?:md|txt|json|ya?ml|toml)\b|\n[ \t]*[^\s\n])`

// nextEdit57 is nextEdit with nextEditGap57 between the verb and what it
// changes.
var nextEdit57 = lazyRegexp(`(?i)^\s*(?:then\s+)?(?:open|edit|rewrite|change|modify|delete|remove|disable|overwrite|replace|strip|empty)\b` + nextEditGap57 + `{0,80}?\b(?:sections?|description|triggers?|frontmatter|safety|guard\w*|confirm\w*|rules?|warnings?|checks?)\b`)

// nextEditFile57 reports rest opening with an edit of another skill's
// parts, written across a file name or a wrapped line (hooked from
// checkGuardTamper beside nextEdit).
func nextEditFile57(rest string) bool {
	if !strings.Contains(rest, ".") && !strings.Contains(rest, "\n") {
		return false
	}
	return nextEdit57.MatchString(rest[:min(len(rest), 400)])
}
