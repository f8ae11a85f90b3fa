package safety

import (
	"sort"
	"strings"
)

// Round 41 (hijack-scope family): scope claims read where the body says
// whose scope it is without the words "this skill" in the sentence.
//
//   - A section headed as the skill's own scope ("## Scope", "## When this
//     skill applies", "## Activation") speaks of this skill in every
//     sentence under it, as a "Scope:" label does on its line: "Read it
//     before each reply, for every kind of request" there claims every
//     request for the skill.
//   - "This is a foundational skill: it is relevant to every task": a
//     sentence that opens by describing this skill speaks of it.
//   - A routing table whose column asks "use this skill?" and answers yes
//     for anything, everything or unrelated topics claims every request
//     (the table form of "use this skill for anything").

var (
	// scope41Heading: a heading naming the skill's own scope or trigger.
	// ("When to use" sections list use cases and are read line by line
	// in shadow38.go.)
	scope41Heading = lazyRegexp(`(?i)^\W*(?:(?:the\s+)?scope|activation|invocation|applicability|when\s+(?:this\s+skill|it)\s+(?:applies|is\s+used|activates|triggers|loads))\W*$`)
	// scope41Narrowed: what follows the claim names a purpose or subject
	// ("any request to verify a finding", "every task about invoices").
	scope41Narrowed = lazyRegexp(`(?i)^\w*\s+(?:to|for|about|on|that|which|involving|regarding|concerning|related|with|in|from|of|where|when|whose|under|within)\b`)
	// scope41SelfOpen: a sentence that opens by describing this skill.
	scope41SelfOpen = lazyRegexp(`(?i)^[\s>*_-]*this\s+is\s+(?:a|an|the|my|our)\s+(?:[\w-]+\s+){0,2}skill\b`)
	// scope41AskSelf: a table header cell asking whether to use this skill.
	scope41AskSelf = lazyRegexp(`(?i)\b(?:use|load|invoke|apply|trigger|route\s+to|pick|select)\s+(?:this\s+skill|this\s+one|it|me)\s*\?`)
	// scope41AnyRow: a row for every request, anything, or the topics
	// outside the skill's subject.
	scope41AnyRow = lazyRegexp(`(?i)^\W*(?:anything(?:\s+(?:at\s+all|else))?|everything(?:\s+else)?|\*|all\s+(?:other\s+)?(?:requests?|tasks?|topics?|questions?|messages?|prompts?)|any\s+(?:other\s+)?(?:request|task|topic|question|message|prompt|subject)s?|(?:unrelated|other|off-?topic|non-?\w+|general)\s+(?:topics?|requests?|subjects?|questions?|tasks?))\W*$`)
	// scope41Yes: the answer cell says yes or always.
	scope41Yes = lazyRegexp(`(?i)^\W*(?:yes|always|y|✓|✔|✅)\b`)
)

// checkBodyScope41 applies the catch-all rules to the sentences under a
// scope heading or opening with "this is a ... skill", and reads routing
// tables that answer "use this skill?" with yes for anything.
func (c *checker) checkBodyScope41(d *doc) {
	if d.field != FieldBody || c.payload != nil {
		return
	}
	if c.scope41Table(d) {
		return
	}
	t := d.v.text
	for _, u := range d.units {
		if u.fence >= 0 || u.end-u.start > 600 {
			continue
		}
		ut := t[u.start:u.end]
		if !scope41SelfOpen.MatchString(ut) && !scope41UnderHeading(d, u.start) {
			continue
		}
		if scopeSelfRe.MatchString(ut) || bodyScopeMention.MatchString(ut) {
			continue // read by checkBodyScope already, or a phrase to avoid
		}
		os, oe := d.v.orig(u.start, u.end)
		if os < 0 || oe > len(c.p.Body) || os >= oe {
			continue
		}
		scratch := &checker{p: c.p, opt: c.opt, topic: c.topic}
		scratch.checkCatchAll(newDoc(FieldBody, c.p.Body[os:oe]))
		for _, f := range scratch.findings {
			if f.Tier != Refuse || scope41Narrowed.MatchString(c.p.Body[os+f.End:oe]) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, u.start), "the body claims this skill (in its own scope section) for every kind of task or before every response, which would take over the agent's other skills")
			c.addRaw(RuleCatchAll, tier, FieldBody, os+f.Start, os+f.End, msg)
			return
		}
	}
}

// scope41UnderHeading: the nearest heading above pos names the skill's
// own scope.
func scope41UnderHeading(d *doc, pos int) bool {
	i := sort.Search(len(d.headings), func(i int) bool { return d.headings[i].pos > pos })
	if i == 0 {
		return false
	}
	return scope41Heading.MatchString(strings.Trim(d.headings[i-1].text, "*_` "))
}

// scope41Table reads the body's tables: a header cell asking "use this
// skill?" and a row for anything or unrelated topics answered yes.
func (c *checker) scope41Table(d *doc) bool {
	if !strings.Contains(d.v.lower, "|") || !strings.Contains(d.v.lower, "?") {
		return false
	}
	t := d.v.text
	col := -1
	for ls, le := range lineSpans(t) {
		line := strings.TrimSpace(t[ls:le])
		if !strings.HasPrefix(line, "|") || len(line) > 400 {
			col = -1
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if col < 0 {
			for i, cl := range cells {
				if i > 0 && scope41AskSelf.MatchString(cl) {
					col = i
				}
			}
		} else if col < len(cells) && scope41AnyRow.MatchString(cells[0]) && scope41Yes.MatchString(cells[col]) && d.fenceAt(ls) < 0 {
			tier, msg := downgrade(c.securityContext(d, ls), "a routing table answers \"use this skill?\" with yes for anything or for unrelated topics, which would take over the agent's other skills")
			os, oe := d.v.orig(ls, le)
			if os < 0 || oe > len(c.p.Body) || os >= oe {
				return false
			}
			c.addRaw(RuleCatchAll, tier, FieldBody, os, oe, msg)
			return true
		}
	}
	return false
}
