package safety

import (
	"strings"
)

// selfRankRe: a table row that ranks this skill's own text first ("| 1
// (highest) | this SKILL.md |", "| this file | wins |", "| top | this
// document |"), or puts the agent's earlier guidance last or nowhere
// ("| ignored | everything the harness said before |").
var selfRankRe = lazyRegexp(`(?i)\|\s*(?:1|#?1\s*\(highest\)|first|top|highest|wins|overrides|primary)\b[^|\n]{0,20}\|\s*(?:this\s+(?:skill|file|document|page|section)|(?:this\s+)?skill\.md)\b|\|\s*(?:this\s+(?:skill|file|document|page)|(?:this\s+)?skill\.md)\s*\|\s*(?:1|first|top|highest|wins|overrides\s+\w+)\b`)

// selfRankTable reports a position inside a Markdown table (the run of
// '|' lines around it, at most 40 lines) that ranks this skill's own text
// above the agent's other guidance. Such a table is a directive to the
// agent reading it, not a quotation: its cells are not downgraded as
// quoted text.
func (d *doc) selfRankTable(pos int) bool {
	if !d.inTableRow(pos) {
		return false
	}
	t := d.v.text
	s, e := d.lineAt(pos)
	for i := 0; i < 40 && s > 0; i++ {
		ps, _ := d.lineAt(s - 1)
		if !strings.HasPrefix(strings.TrimSpace(t[ps:s]), "|") {
			break
		}
		s = ps
	}
	for i := 0; i < 40 && e < len(t); i++ {
		_, ne := d.lineAt(e + 1)
		if ne <= e || !strings.HasPrefix(strings.TrimSpace(t[e+1:ne]), "|") {
			break
		}
		e = ne
	}
	return selfRankRe.MatchString(t[s:min(e, len(t))]) || d.rowRanksItself42(pos) // round 42: paraphrase42.go
}
