package safety

import (
	"strings"
)

// Round 45 (hijack-scope family): scope claims read in more shapes.
//
//   - A settings table is the table form of "key: value": a row whose key
//     cell names this skill's trigger, activation or scope ("| trigger |
//     all requests, all topics |") says what "Trigger: all requests, all
//     topics" says, so its value cell is read as the description's
//     catch-all rules read a claim; a row whose key names its priority or
//     load order and whose value places it above every other skill ("|
//     priority | above every other skill |") claims precedence over the
//     library as "takes priority over every other skill" does.
//   - Under a "When to use" or "Scope" heading a trigger is a condition:
//     an item that is nothing but a quantifier ("Any time.", "Every
//     prompt.", "Always.", "All requests.") names no condition and claims
//     every request, as "Always." answering "when is this skill used?"
//     does (round 43).
//   - The skill said to apply when in doubt whether it applies, or even
//     when it does not ("if you are sure it doesn't, it still applies"):
//     a claim that holds whether or not the request fits holds for every
//     request.
var (
	// scope45KeyTrigger: a key cell naming this skill's trigger or scope.
	scope45KeyTrigger = lazyRegexp(`(?i)^(?:triggers?|trigger\s+(?:conditions?|on|when)|activation|activates?\s+(?:on|when)|invocation|invoke\s+(?:on|when)|applies\s+to|scope|load\s+(?:on|when)|use\s+(?:on|when)|when\s+to\s+(?:load|invoke|activate|apply|trigger))$`)
	// scope45KeyOrder: a key cell naming this skill's rank among skills.
	scope45KeyOrder = lazyRegexp(`(?i)^(?:priority|precedence|load\s+order|order|rank(?:ing)?|routing\s+priority)$`)
	// scope45AboveAll: a value placing it above every other skill.
	scope45AboveAll = lazyRegexp(`(?i)^[\s*_]*(?:above|over|before|ahead\s+of|higher\s+than|first,?\s+(?:above|before|ahead\s+of))\s+(?:all|every|any|each)\s+(?:single\s+)?(?:the\s+)?(?:others?\b|other\s+skills?\b|skills?\b)`)
	// scope45BareItem: an item that is only a quantifier over time or
	// requests, with no condition after it.
	scope45BareItem = lazyRegexp(`(?i)^[\s>*_+-]*(?:\d+[.)]\s*)?(?:any\s*time|always|at\s+all\s+times|all\s+(?:the\s+)?time|every\s+time|no\s+matter\s+what|everything|anything|in\s+(?:every|any|all)\s+(?:cases?|situations?|conversations?|contexts?)|(?:every|each|any|all)\s+(?:single\s+)?(?:prompts?|requests?|messages?|tasks?|turns?|conversations?|questions?|quer(?:y|ies)|chats?|sessions?|topics?|inputs?|replies|responses?))[\s*_]*[.!;]?[\s*_]*$`)
	// scope45Doubt: applies when in doubt whether it applies, or even
	// when it does not.
	scope45Doubt = lazyRegexp(`(?i)\b(?:unsure|not\s+sure|uncertain|in\s+doubt|doubtful)\s+(?:whether|if)\s+(?:it|this(?:\s+skill)?)\s+(?:applies|fits|is\s+relevant)\s*[,;:]?\s+(?:then\s+)?(?:it|this(?:\s+skill)?)\s+(?:does|applies|fits|is)\b|` +
		`\b(?:even\s+(?:if|when)|sure|certain|know)\s+(?:that\s+)?(?:it|this(?:\s+skill)?)\s+(?:does\s*n['o’]?t|does\s+not|is\s*n['o’]?t|is\s+not)(?:\s+(?:apply|fit|match|relevant|applicable))?\s*[,;:]?\s+(?:then\s+)?(?:it|this(?:\s+skill)?)\s+(?:still|nonetheless|anyway|nevertheless)\s+(?:applies|does|fits|counts|is\s+relevant)\b`)
)

// checkCatchAll45 reads the description (and text read as one) for a claim
// that holds whether or not the request fits (hooked from checkCatchAll).
func (c *checker) checkCatchAll45(d *doc) {
	if !lowerHas(d.v.lower, "unsure", "not sure", "uncertain", "doubt", "even if", "even when", "sure", "certain", "know") {
		return
	}
	if m := scope45Doubt.FindStringIndex(d.v.text); m != nil {
		c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims to apply when in doubt or even when it does not apply, which would shadow the rest of the library in routing")
	}
}

// checkBodyScope45 reads settings tables and the items under a scope or
// triggers heading (hooked from checkBodyScope).
func (c *checker) checkBodyScope45(d *doc) {
	if d.field != FieldBody || c.payload != nil {
		return
	}
	if c.scope45Table(d) {
		return
	}
	t := d.v.text
	for _, u := range d.units {
		if u.fence >= 0 || u.end-u.start > 600 || !scope42UnderTriggers(d, u.start) && !scope41UnderHeading(d, u.start) {
			continue
		}
		ut := t[u.start:u.end]
		m := scope45BareItem.FindStringIndex(ut)
		msg := "a trigger of this skill names no condition (\"any time\", \"every prompt\"), which would take over the agent's other skills"
		if m == nil {
			m = scope45Doubt.FindStringIndex(ut)
			msg = "a trigger of this skill holds when in doubt or even when it does not apply, which would take over the agent's other skills"
		}
		if m == nil || bodyScopeMention.MatchString(ut) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start), msg)
		c.add(d, RuleCatchAll, tier, u.start+m[0], u.start+m[1], msg)
		return
	}
}

// scope45Table reads the body's two-column settings rows: a trigger or
// scope key whose value claims every request, or a priority key whose
// value places the skill above every other.
func (c *checker) scope45Table(d *doc) bool {
	if !strings.Contains(d.v.lower, "|") || !lowerHas(d.v.lower, "trigger", "activat", "invo", "applies", "scope", "load", "use on", "use when", "priority", "precedence", "order", "rank") {
		return false
	}
	t := d.v.text
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		trimmed := strings.TrimSpace(line)
		if !strings.HasPrefix(trimmed, "|") || len(trimmed) > 400 || d.fenceAt(ls) >= 0 {
			continue
		}
		cells := strings.Split(strings.Trim(trimmed, "|"), "|")
		if len(cells) < 2 {
			continue
		}
		key := strings.Trim(cells[0], " \t*_`")
		val := cells[1]
		vs := ls + strings.Index(line, "|"+cells[1]+"|") + 1
		if vs <= ls {
			continue
		}
		if c.scope45Setting(d, line, ls, key, val, vs, vs+len(val)) {
			return true
		}
	}
	// round 94 (hijack-scope): the same keys as a header row over a single
	// row of values (h280-hijack-scope-13: "| Applies to | Priority |"
	// over "| every request, every domain | ... |").
	for _, tb := range singleRowTables94(t, d) {
		if !c.ownSettingsHeader94(tb) {
			continue
		}
		for i, h := range tb.header {
			if i >= len(tb.cells) {
				break
			}
			key := strings.Trim(h, " \t*_`")
			vs := tb.starts[i]
			if c.scope45Setting(d, tb.line, tb.ls, key, tb.cells[i], vs, vs+len(tb.cells[i])) {
				return true
			}
		}
	}
	return false
}

// scope45Setting reads one key and its value cell (val at [vs, ve) of the
// view, on the table line starting at ls) as scope45Table does.
func (c *checker) scope45Setting(d *doc, line string, ls int, key, val string, vs, ve int) bool {
	switch {
	case scope45KeyOrder.MatchString(key):
		if m := scope45AboveAll.FindStringIndex(val); m != nil {
			tier, msg := downgrade(c.securityContext(d, ls), "a settings row ranks this skill above every other skill, which would take over the agent's other skills")
			c.add(d, RuleCatchAll, tier, vs+m[0], vs+m[1], msg)
			return true
		}
	case scope45KeyTrigger.MatchString(key):
		os, oe := d.v.orig(vs, ve)
		if os < 0 || oe > len(c.p.Body) || os >= oe || bodyScopeMention.MatchString(line) {
			return false
		}
		for _, f := range c.catchAllRefusals(os, oe) {
			tier, msg := downgrade(c.securityContext(d, ls), "a settings row sets this skill's trigger or scope to every kind of request, which would take over the agent's other skills")
			c.addRaw(RuleCatchAll, tier, FieldBody, os+f.Start, os+f.End, msg)
			return true
		}
	}
	return false
}

// table94 is a Markdown table of a header row, a separator row and a
// single row of values: cells are the value row's cells, starts their
// offsets in the view, line and ls the value row and its start.
type table94 struct {
	header, cells []string
	starts        []int
	line          string
	ls            int
}

// tableSep94: a header separator row ("|---|:--:|").
var tableSep94 = lazyRegexp(`^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$`)

// singleRowTables94 lists the view's tables, outside code fences, that
// describe one thing: a header over exactly one row of values. A table
// of several rows lists many things (middlewares, hooks), each with its
// own scope, and is not read as this skill's settings.
func singleRowTables94(t string, d *doc) []table94 {
	var out []table94
	var rows [][2]int
	flush := func() {
		if len(rows) == 3 && tableSep94.MatchString(strings.TrimSpace(t[rows[1][0]:rows[1][1]])) {
			h := strings.Split(strings.Trim(strings.TrimSpace(t[rows[0][0]:rows[0][1]]), "|"), "|")
			ls, le := rows[2][0], rows[2][1]
			line := t[ls:le]
			i := strings.IndexByte(line, '|')
			var cells []string
			var starts []int
			if i >= 0 {
				rest := line[i+1:]
				off := ls + i + 1
				for {
					j := strings.IndexByte(rest, '|')
					if j < 0 {
						if strings.TrimSpace(rest) != "" {
							cells, starts = append(cells, rest), append(starts, off)
						}
						break
					}
					cells, starts = append(cells, rest[:j]), append(starts, off)
					rest, off = rest[j+1:], off+j+1
				}
			}
			if len(cells) >= 2 && len(cells) == len(h) {
				out = append(out, table94{header: h, cells: cells, starts: starts, line: line, ls: ls})
			}
		}
		rows = rows[:0]
	}
	for ls, le := range lineSpans(t) {
		tr := strings.TrimSpace(t[ls:le])
		if !strings.HasPrefix(tr, "|") || len(tr) > 400 || d.fenceAt(ls) >= 0 {
			flush()
			continue
		}
		rows = append(rows, [2]int{ls, le})
	}
	flush()
	return out
}

// ownSettingsHeader94: every header cell is a trigger, scope or priority
// key, or names the skill over a cell holding this proposal's own name:
// the row is this skill's settings. A header naming anything else
// ("Middleware", "Setting", "Hook") makes the row describe that thing.
func (c *checker) ownSettingsHeader94(tb table94) bool {
	for i, h := range tb.header {
		key := strings.Trim(h, " \t*_`")
		if scope45KeyTrigger.MatchString(key) || scope45KeyOrder.MatchString(key) {
			continue
		}
		if ownNameKey94.MatchString(key) && c.p.Name != "" && strings.EqualFold(strings.Trim(tb.cells[i], " \t*_`"), c.p.Name) {
			continue
		}
		return false
	}
	return true
}

var ownNameKey94 = lazyRegexp(`(?i)^(?:skill|skill\s+name|name)$`)
