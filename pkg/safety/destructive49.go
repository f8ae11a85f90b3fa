package safety

import (
	"strings"
)

// Round 49 (misc: destructive family):
//
//   - The retention rule or legal hold turned off, not only skipped:
//     disabling, switching off, suspending or removing a retention policy
//     or a litigation hold, beside an order to delete, is the round-39
//     bypass said with the setting's own verb. What the rule kept by
//     obligation loses its keeper, so the deletion cannot be undone.
//   - A loop over everything a cloud CLI lists, written on one line ("for
//     x in $(bq ls ...); do bq rm -f ...; done"), is the round-42 loop
//     whose body is on the next line. A pipe that only drops the
//     listing's header rows or picks its name column (awk 'NR>2{print
//     $1}', tail -n +3, cut -f1) selects by position, not by property:
//     every listed resource is still deleted. A filter by name or label
//     (grep, a prefix, awk on a field's value) keeps the round-42 flag.
var (
	// retentionOff49: the retention rule or hold turned off by its verb.
	retentionOff49 = lazyRegexp(`(?i:\b(?:disabl|deactivat|turn\w*\s+off|switch\w*\s+off|suspend|remov|delet|drop)\w*\s+(?:the\s+|any\s+|all\s+|its\s+|their\s+)?(?:mailbox\s+|account\s+|org(?:ani[sz]ation)?\s+|tenant\s+|bucket\s+)?(?:retention\s+(?:polic\w*|locks?|rules?|settings?|labels?)|legal[- ]holds?|litigation[- ]holds?)\b)`)

	// loopOneLine49: a one-line loop over a cloud CLI's listing whose body
	// deletes each item.
	loopOneLine49 = lazyRegexp(`(?i)\bfor\s+\w+\s+in\s+\$\(\s*(?:aws|gcloud|az|doctl|kubectl|gsutil|oci|linode-cli|hcloud|bq|gh|heroku|flyctl|vercel)\s([^)\n]*\b(?:describe|list|get|ls)\w*[^)\n]*)\)\s*;?\s*do\b[^\n]{0,200}?\b(?:(?:delete|terminate|destroy|purge|remove)\w*|rb|rm)\b`)
	// headerSkip49: pipes that drop header rows or pick a column by
	// position; removed from the listing before asking whether it is
	// filtered.
	headerSkip49 = lazyRegexp(`\|\s*awk\s+'(?:NR\s*>\s*\d+\s*)?\{\s*print\s+\$\d+\s*\}'|\|\s*tail\s+-n\s*\+\d+|\|\s*cut\s+-[fd]\s*\S+(?:\s+-[fd]\s*\S+)?`)
)

// checkRetentionOff49 refuses the retention rule or hold turned off in a
// paragraph that orders a deletion: the order may stand in the sentence
// before ("Delete every message. Then turn off the retention policy").
func (c *checker) checkRetentionOff49(d *doc) {
	if !strings.Contains(d.v.lower, "retention") && !strings.Contains(d.v.lower, "hold") {
		return
	}
	t := d.v.text
	for u, ut := range d.proseTexts() {
		m := retentionOff49.FindStringIndex(ut)
		if m == nil || !imperativeAt(ut, m[0]) || d.labelledExample(u.start+m[0]) {
			continue
		}
		para := paragraphAround(t, u.start, u.end)
		ordered := false
		for _, v := range destroyVerb.FindAllStringIndex(para, 8) {
			if imperativeAt(para, v[0]) {
				ordered = true
				break
			}
		}
		if !ordered {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), "turns off the retention rule or legal hold that keeps data, beside an order to delete it")
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], msg)
		return
	}
}

// checkLoopOneLine49 refuses a one-line loop that deletes every resource
// a cloud CLI lists, unless the listing is filtered first (then flagged,
// as round 42 does).
func (c *checker) checkLoopOneLine49(d *doc) {
	if !strings.Contains(d.v.lower, "for ") || !strings.Contains(d.v.lower, "do") {
		return
	}
	c.checkListedDelete(d, listedDelete{
		cue: "for ", lineCue: "$(", re: loopOneLine49,
		msg: "deletes every resource of a kind the account lists",
	})
}

// listedDelete is one shape of a fenced one-line command that hands
// everything a cloud CLI lists to a delete (round 49's loop, round 71's
// pipe). re's group 1 is the part of the listing that may filter it.
type listedDelete struct {
	cue, lineCue string // a fence and its line must hold cue; the line lineCue too
	re           *lazyRE
	// withHead: the listing is the match up to group 1 as well (the pipe
	// form, where the CLI call itself may carry --filter).
	withHead bool
	msg      string
}

// checkListedDelete refuses each fenced line that matches k.re, unless
// what it deletes is selected by a filter first or the command is a dry
// run (then flagged for the reviewer). Pipes that only drop header rows
// or pick a column by position (headerSkip49) select nothing.
func (c *checker) checkListedDelete(d *doc, k listedDelete) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if !strings.Contains(b, k.cue) {
			continue
		}
		for ls, le := range lineSpans(b) {
			line := b[ls:le]
			if len(line) > 600 || !strings.Contains(line, k.cue) || !strings.Contains(line, k.lineCue) {
				continue
			}
			m := k.re.FindStringSubmatchIndex(line)
			if m == nil {
				continue
			}
			s := f.start + ls + m[0]
			if d.labelledExample(s) || c.negated(d, s) {
				continue
			}
			listing := headerSkip49.ReplaceAllString(line[m[2]:m[3]], " ")
			if k.withHead {
				listing = line[m[0]:m[2]] + listing
			}
			tier, msg := Refuse, k.msg
			if selectedFirst.MatchString(listing) || grepFirst.MatchString(listing) || strings.Contains(listing, "[?") || strings.Contains(listing, "--prefix") || strings.Contains(listing, "--filter") {
				tier, msg = Flag, msg+" (what it deletes is selected by a filter first; shown to the reviewer)"
			}
			if tier == Refuse && dryRun(d.v.text, s) {
				tier, msg = Flag, msg+" (run as a dry run: it only reports what it would remove; shown to the reviewer)"
			}
			c.add(d, RuleDestructive, tier, s, f.start+ls+m[1], msg)
		}
	}
}
