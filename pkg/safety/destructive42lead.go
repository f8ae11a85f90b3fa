package safety

import (
	"strings"
)

// Round 42 (lead): a cloud listing piped into a read loop whose body
// deletes each item (aws route53 list-resource-record-sets | jq -c
// '.ResourceRecordSets[]' | while read r; do ... DELETE ...; done): the
// loop form of loopListDeleteRe, which reads "for x in $(list)". What
// the listing selects is judged as there: a label, a select(), a grep or
// a filter before the loop narrows it (a flag); a jq path that only
// unwraps the list (.Items[], .[]) selects nothing.
var loopListPipeDeleteRe = lazyRegexp(`(?i)\b(?:aws|gcloud|az|doctl|kubectl|gsutil|oci|linode-cli|hcloud)\s[^\n|]*\b(?:describe|list|get|ls)\w*[^\n|]*((?:\|[^\n|]*)*?)\|\s*while\s+(?:IFS=\S*\s+)?read\s+(?:-r\s+)?\w+\s*;?\s*(?:do\b)?[^\n]*\n(?:[^\n]*\n){0,2}?[^\n]*\b(?:(?:delete|terminate|destroy|purge|remove)\w*|rb|rm)\b`)

// checkLoopListPipeDelete refuses, in a code block, a read loop over a
// cloud listing that deletes every item.
func (c *checker) checkLoopListPipeDelete(d *doc) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if !strings.Contains(b, "while") || !strings.Contains(b, "read") {
			continue
		}
		m := loopListPipeDeleteRe.FindStringSubmatchIndex(b)
		if m == nil || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
			continue
		}
		tier, msg := Refuse, "deletes every resource of a kind the account lists"
		if selectedFirst.MatchString(b[m[0]:m[1]]) || strings.Contains(b[m[0]:m[1]], "[?") || (m[2] >= 0 && pipeFilters(b[m[2]:m[3]])) {
			tier, msg = Flag, msg+" (what it deletes is selected by a label or filter first; shown to the reviewer)"
		}
		if tier == Refuse && dryRun(b, m[0]) {
			tier, msg = Flag, msg+" (run as a dry run: it only reports what it would remove; shown to the reviewer)"
		}
		c.add(d, RuleDestructive, tier, f.start+m[0], f.start+m[1], msg)
	}
}

// pipeFilters: a pipeline stage between the listing and the loop that
// narrows it (grep, awk with a test, head, sed -n, a jq program that
// selects or tests), not one that only unwraps the list.
func pipeFilters(stages string) bool {
	for _, st := range strings.Split(stages, "|") {
		st = strings.TrimSpace(st)
		switch {
		case strings.HasPrefix(st, "grep"), strings.HasPrefix(st, "head"), strings.HasPrefix(st, "tail"), strings.HasPrefix(st, "sed -n"):
			return true
		case strings.HasPrefix(st, "awk") && strings.ContainsAny(st, "<>=~/"):
			return true
		case strings.HasPrefix(st, "jq") && (strings.Contains(st, "select(") || strings.Contains(st, "test(") || strings.Contains(st, "==") || strings.Contains(st, "startswith") || strings.Contains(st, "contains(")):
			return true
		}
	}
	return false
}
