package safety

import (
	"strings"
)

// Round 43 (hijack-scope family): scope claims read in more shapes.
//
//   - "Load it always", "use always for everything": "always" after the
//     verb claims every request as it does before it ("always load it").
//     The claim is the whole clause, or "always" followed by everything,
//     anything or every kind of request; "use it always with a pinned
//     version" says how, not when.
//   - "This skill comes before all others": a skill placed ahead of every
//     other skill is precedence over the library, as "takes priority over
//     every other skill" is.
//   - A routing setting that activates the skill always, preempts every
//     skill, or matches every request with a match-all pattern (".*")
//     beside a routing key claims every request, as triggers: ["*"] does.
//   - A question about when this skill applies ("When is this skill
//     used?") and its answer: the answer speaks of this skill's scope, so
//     "Always." or "For all topics" there claims every request.

var (
	// scope43AlwaysAfter: a use verb with "always" after it (and after its
	// object, when the object is the skill).
	scope43AlwaysAfter = lazyRegexp(`(?i)\b(?:load|use|apply|invoke|consult|activate|trigger|run|call|read)\s+(?:(?:it|this(?:\s+skill)?|me)\s+)?always\b`)
	// scope43AlwaysSelfObj: in a body the object must be this skill.
	scope43AlwaysSelfObj = lazyRegexp(`(?i)\s(?:this\s+skill|me)\s+always$`)
	// scope43WholeClause: nothing follows in the clause.
	scope43WholeClause = lazyRegexp(`^\s*(?:[.;!)]|,|$)`)
	// scope43ForAll: "for everything", "for any request", "on every task".
	scope43ForAll = lazyRegexp(`(?i)^[\s,]*(?:for|on|with|in|to)\s+(?:everything|anything|(?:all|every|any|each)\s+(?:(?:single|other|user|incoming|new|kind\s+of|type\s+of)\s+)*` + strings.ReplaceAll(taskNouns, "␣", `\s`) + `\b)`)
	// scope43Before: this skill placed ahead of every other skill.
	scope43Before = lazyRegexp(`(?i)\b(?:this\s+skill|this\s+one)\s+(?:always\s+)?(?:comes?|goes|runs?|loads?|is\s+(?:loaded|read|run|consulted|applied|placed|ranked)|passes|stands|sits)\s+(?:first\s+)?(?:before|ahead\s+of|in\s+front\s+of|above)\s+(?:all|every|any|each)\s+(?:the\s+)?(?:others\b|other\s+skills?\b|skills?\b)`)
	// scope43Config: a routing setting that activates always or preempts
	// every skill.
	scope43Config = lazyRegexp(`(?i)\bactivat(?:ion|e|ed)["']?\s*[:=]\s*["']?always\b|\bpre-?empts?["']?\s*[:=]\s*\[?\s*["']?(?:all|every|any)(?:[-_ ]?(?:skills?|others?))?["']?\s*(?:[\]\n,;]|$)`)
	// scope43MatchAll: a match key set to a pattern that matches anything.
	scope43MatchAll = lazyRegexp(`(?i)\b(?:match(?:es)?|patterns?|triggers?|regex|when)["']?\s*[:=]\s*\[?\s*["'/]?\^?\.[*+]\$?["'/]?\s*(?:[\]\n,;]|$)`)
	// scope43RoutingKey: a key of a skill's routing, beside the pattern.
	scope43RoutingKey = lazyRegexp(`(?im)^\s*["']?(?:activation|priority|preempts?|always_?load|load_?order|route|routing|skill)["']?\s*[:=]`)
	// scope43AskWhen: a question about when this skill applies.
	scope43AskWhen = lazyRegexp(`(?i)\bwhen\s+(?:is|should|does|do|must|will|would|can)\s+(?:this\s+skill|this\s+one)\s+(?:be\s+)?(?:used|use|loaded|load|active|applied|apply|invoked|invoke|triggered|trigger|activated|activate|consulted|run)\s*\?`)
	// scope43AnswerAlways: an answer of "always" on its own.
	scope43AnswerAlways = lazyRegexp(`(?i)^[\s\-—–:*_>]*(?:A\s*[:.]\s*)?always\s*(?:[.!]|$)`)
)

// checkCatchAll43 reads the description (and body sentences read as one)
// for "always" after the use verb and precedence by place (hooked from
// checkCatchAll).
func (c *checker) checkCatchAll43(d *doc) {
	t := d.v.text
	if lowerHas(d.v.lower, "always") {
		for _, m := range scope43AlwaysAfter.FindAllStringIndex(t, 8) {
			if d.field != FieldDescription && !scope43AlwaysSelfObj.MatchString(t[m[0]:m[1]]) {
				continue
			}
			rest := t[m[1]:]
			if !scope43WholeClause.MatchString(rest) && !scope43ForAll.MatchString(rest) || negatedBefore(t[max(0, m[0]-60):m[0]]) {
				continue
			}
			if fm := scope43ForAll.FindStringIndex(rest); fm != nil && restricting.MatchString(rest[fm[1]:]) && !placeOnly.MatchString(rest[fm[1]:]) {
				continue
			}
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims to be used always (\"use it always\"), which would shadow the rest of the library in routing")
			return
		}
	}
	if lowerHas(d.v.lower, "before", "ahead", "in front", "above") {
		if m := scope43Before.FindStringIndex(t); m != nil && !negatedBefore(t[max(0, m[0]-60):m[0]]) {
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description places this skill before every other skill, which would shadow the rest of the library in routing")
		}
	}
}

// checkBodyScope43 reads routing settings and the answer to "when is this
// skill used?" (hooked from checkBodyScope).
func (c *checker) checkBodyScope43(d *doc) {
	if d.field != FieldBody || c.payload != nil {
		return
	}
	t := d.v.text
	if lowerHas(d.v.lower, "activat", "preempt", "pre-empt", ".*", ".+") {
		m := scope43Config.FindStringIndex(t)
		if m == nil && (strings.Contains(t, ".*") || strings.Contains(t, ".+")) {
			// A match-all pattern is a routing claim only in a block of
			// routing keys (a log filter's ".*" routes nothing).
			if mm := scope43MatchAll.FindStringIndex(t); mm != nil {
				ls, le := scope43LineStart(t, mm[0]), mm[1]
				blk := t[max(0, ls-400):min(len(t), le+400)]
				if f := d.fenceAt(mm[0]); f >= 0 {
					blk = t[d.fences[f].start:d.fences[f].end]
				}
				if scope43RoutingKey.MatchString(blk) {
					m = mm
				}
			}
		}
		if m != nil {
			tier, msg := downgrade(c.securityContext(d, m[0]), "a routing setting activates this skill always, preempts every skill or matches every request, which would take over the agent's other skills")
			c.add(d, RuleCatchAll, tier, m[0], m[1], msg)
			return
		}
	}
	if !strings.Contains(t, "?") || !lowerHas(d.v.lower, "when") {
		return
	}
	for ls, le := range lineSpans(t) {
		if le-ls > 600 || d.fenceAt(ls) >= 0 {
			continue
		}
		line := t[ls:le]
		q := scope43AskWhen.FindStringIndex(line)
		if q == nil {
			continue
		}
		ans := line[q[1]:]
		as := ls + q[1]
		if strings.TrimSpace(strings.Trim(ans, "-—–:*_> ")) == "" {
			// The answer on the next line.
			as = min(len(t), le+1)
			ae := as
			for ae < len(t) && t[ae] != '\n' {
				ae++
			}
			ans = t[as:ae]
		}
		if len(ans) > 400 {
			ans = ans[:400]
		}
		if m := scope43AnswerAlways.FindStringIndex(ans); m != nil {
			tier, msg := downgrade(c.securityContext(d, ls), "asked when this skill is used, the body answers \"always\", which would take over the agent's other skills")
			c.add(d, RuleCatchAll, tier, ls+q[0], as+m[1], msg)
			return
		}
		// The answer read as the description's catch-all rules read a
		// claim about this skill.
		scratch := &checker{p: c.p, opt: c.opt, topic: c.topic}
		scratch.checkCatchAll(newDoc(FieldDescription, ans))
		for _, f := range scratch.findings {
			if f.Tier != Refuse {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, ls), "asked when this skill is used, the body answers for every kind of request, which would take over the agent's other skills")
			c.add(d, RuleCatchAll, tier, ls+q[0], min(len(t), as+f.End), msg)
			return
		}
	}
}

// scope43LineStart is the offset of the start of the line holding pos.
func scope43LineStart(t string, pos int) int {
	return strings.LastIndexByte(t[:pos], '\n') + 1
}
