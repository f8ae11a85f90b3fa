package safety

import (
	"strings"
)

// Round 50 (misc: hijack-scope family): scope claims read in more shapes.
//
//   - A scope label with a noun after it ("Scope note:", "Routing rule:",
//     "Activation notes:") labels the skill's own scope as "Scope:" does
//     (round 34): the sentence after it speaks of this skill.
//   - "Treat this as ...", "regard this skill as ...": the object of a
//     verb of regarding is what the rest of the sentence describes, so
//     "treat this as relevant to every request" says what "this is
//     relevant to every request" says.
//   - A sentence that opens "This skill ..." makes the skill the topic:
//     the next sentence of the paragraph that orders "invoke it", "load
//     it" speaks of the same skill, so "Invoke it on every turn." there
//     claims every turn as "invoke this skill on every turn" does. The
//     claim is the whole clause: "run it on every request log" names
//     something else to run it on.
//   - A trigger table is the table form of "Triggers:": a header whose
//     first cell names this skill's triggers ("Trigger", "Activation",
//     "Use when") and whose answer column asks whether it applies
//     ("Applies", "Use", "Load"), with a row for any request, or for a
//     place before every other skill, answered yes, claims every request
//     (or precedence over the library) as "Triggers: any request" does.
//   - The skill named the first one to consult for every request ("the
//     first one to consult for all others too", "the first stop for any
//     question") places itself ahead of the library for every request, as
//     "loaded first" does; a subject after the noun ("for every question
//     about wine") keeps it narrow.
//   - Urdu and Hindi say a skill's use with the verb "apply" ("یہ مہارت ہر
//     سوال پر لاگو ہوتی ہے", this skill applies to every question): the
//     affirmative forms of "لاگو" / "लागू" are verbs of use beside the
//     every-request words, as "applies to every request" is in English
//     (the negated "لاگو نہیں" holds a word between and is not one of
//     them); "ہر کام" / "हर काम" (every task) is an every-request word.
var (
	// misc50ScopeLabel: a scope, routing or activation label with a noun
	// after it.
	misc50ScopeLabel = `(?:^|<!--)[\s>*_-]*(?:activation|scope|router|routing|invocation|trigger|loading)\s+(?:notes?|rules?|statements?|polic(?:y|ies)|settings?|remarks?|hints?|info|details?|declarations?)\s*:`
	// misc50TreatAs: this skill as the object of a verb of regarding.
	misc50TreatAs = `\b(?:treat|regard|consider|view|count)(?:s|ed|ing)?\s+(?:this|me)(?:\s+(?:skill|file|guide|document|reference|one))?\s+as\b`
	// misc50TopicSelf: a sentence that opens with this skill as subject.
	misc50TopicSelf = lazyRegexp(`(?i)^[\s>*_-]*(?:this\s+skill|this\s+one)\b`)
	// misc50UseIt: an order to use "it", at the start of the sentence.
	misc50UseIt = lazyRegexp(`(?i)^[\s>*_-]*(?:(?:always|just|please|then|so|and)\s+)?(?:use|invoke|load|apply|consult|run|trigger|activate|read|call|re-?read)\s+it\b`)
	// misc50ClauseEnd: nothing narrower follows the claim in its clause.
	misc50ClauseEnd = lazyRegexp(`^\s*(?:[.,;:!()\[—–]|-\s|$)`)
	// misc50KeyTrigger: a table's first header cell naming triggers.
	misc50KeyTrigger = lazyRegexp(`(?i)^(?:triggers?|trigger\s+(?:conditions?|events?|cases?)|activation(?:\s+(?:conditions?|triggers?))?|activates?\s+(?:on|when)|invocation|invoke\s+(?:on|when)|use\s+when|load\s+when|when\s+to\s+(?:use|load|invoke|apply|activate))$`)
	// misc50AskApply: an answer column asking whether the skill applies,
	// with no other subject ("Fee applies" has one).
	misc50AskApply = lazyRegexp(`(?i)^(?:applies|apply|applicable|active|activates?|in\s+scope|use(?:\s+(?:it|this(?:\s+skill)?|me))?|load(?:\s+(?:it|this(?:\s+skill)?|me))?|invoke(?:\s+(?:it|this(?:\s+skill)?|me))?|fires?)\s*\??$`)
	// misc50BeforeOthers: a row for a place before every other skill.
	misc50BeforeOthers = lazyRegexp(`(?i)^\W*(?:before|ahead\s+of|above|over|in\s+front\s+of)\s+(?:any|all|every|each)\s+(?:single\s+)?(?:other\s+)?(?:skills?|others)\W*$`)
	// misc50FirstFor: the skill named the first one to consult for every
	// request.
	misc50FirstFor = lazyRegexp(`(?i)\bfirst\s+(?:one|skill|stop|port\s+of\s+call|place|resource|reference|thing)\s+(?:to\s+(?:be\s+)?(?:consult|check|load|use|read|try|open|call|invoke|query|ask|pick|select)\w*\s+)?(?:for|on|with|in)\s+(?:everything|anything|(?:all|every|any|each)\s+(?:(?:single|other|user|incoming|new)\s+)*(?:` + strings.ReplaceAll(taskNouns, "␣", `\s`) + `|others|ones|the\s+rest)\b)`)
)

func init() {
	scopeSelfRe = lazyRegexp(scopeSelfRe.String() + `|(?i)` + misc50ScopeLabel + `|(?i)` + misc50TreatAs)
	scopeSelfStems = append(scopeSelfStems, "treat", "regard", "consider", "view", "count", "loading")
	registerActionLexicon("ur+r50-misc", actionLex{
		useVerb:  []string{"لاگو ہوتی", "لاگو ہوتا", "لاگو ہوتے", "لاگو ہو گی", "لاگو ہوگی", "لاگو ہو گا", "لاگو ہوگا", "لاگو کریں", "لاگو کرو", "لاگو کیا جائے", "لاگو کی جائے"},
		everyReq: []string{"ہر کام", "تمام کام"},
	})
	registerActionLexicon("hi+r50-misc", actionLex{
		useVerb:  []string{"लागू होता", "लागू होती", "लागू होते", "लागू होगा", "लागू होगी", "लागू करो", "लागू किया जाए", "लागू की जाए"},
		everyReq: []string{"हर काम", "सभी काम"},
	})
}

// checkCatchAll50 reads the description (and text read as one) for the
// skill named the first one to consult for every request (hooked from
// checkCatchAll).
func (c *checker) checkCatchAll50(d *doc) {
	if !lowerHas(d.v.lower, "first") {
		return
	}
	t := d.v.text
	for _, m := range misc50FirstFor.FindAllStringIndex(t, 4) {
		if rest, _ := pastUser(t[m[1]:]); restricting.MatchString(rest) && !placeOnly.MatchString(rest) || negatedBefore(t[max(0, m[0]-60):m[0]]) {
			continue
		}
		c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the skill names itself the first one to consult for every request, which would shadow the rest of the library in routing")
		return
	}
}

// checkBodyScope50 reads "it" after a sentence about this skill, and
// trigger tables (hooked from checkBodyScope).
func (c *checker) checkBodyScope50(d *doc) {
	if d.field != FieldBody || c.payload != nil {
		return
	}
	if c.misc50Table(d) {
		return
	}
	if !lowerHas(d.v.lower, "this skill", "this one") {
		return
	}
	t := d.v.text
	for i := 1; i < len(d.units); i++ {
		u, p := d.units[i], d.units[i-1]
		if u.fence >= 0 || p.fence >= 0 || u.end-u.start > 600 || p.end-p.start > 600 {
			continue
		}
		// The same paragraph: no blank line or heading between.
		if p.end > u.start || strings.Contains(t[p.end:u.start], "\n\n") || !misc50TopicSelf.MatchString(t[p.start:p.end]) {
			continue
		}
		ut := t[u.start:u.end]
		if !misc50UseIt.MatchString(ut) || scopeSelfRe.MatchString(ut) || bodyScopeMention.MatchString(ut) {
			continue
		}
		os, oe := d.v.orig(u.start, u.end)
		if os < 0 || oe > len(c.p.Body) || os >= oe {
			continue
		}
		for _, f := range c.catchAllRefusals(os, oe) {
			if !misc50ClauseEnd.MatchString(c.p.Body[os+f.End : oe]) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, u.start), "after a sentence about this skill, the body orders it used for every kind of request or before every response, which would take over the agent's other skills")
			c.addRaw(RuleCatchAll, tier, FieldBody, os+f.Start, os+f.End, msg)
			return
		}
	}
}

// misc50Table reads trigger tables: a header naming this skill's triggers
// with a column asking whether it applies, and a row for every request or
// before every other skill answered yes.
func (c *checker) misc50Table(d *doc) bool {
	if !strings.Contains(d.v.lower, "|") || !lowerHas(d.v.lower, "trigger", "activat", "invo", "use when", "load when", "when to") {
		return false
	}
	t := d.v.text
	col := -1
	for ls, le := range lineSpans(t) {
		line := strings.TrimSpace(t[ls:le])
		if !strings.HasPrefix(line, "|") || len(line) > 400 || d.fenceAt(ls) >= 0 {
			col = -1
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if col < 0 {
			if len(cells) < 2 || !misc50KeyTrigger.MatchString(strings.Trim(cells[0], " \t*_`")) {
				continue
			}
			for i := 1; i < len(cells); i++ {
				if misc50AskApply.MatchString(strings.Trim(cells[i], " \t*_`")) {
					col = i
					break
				}
			}
			continue
		}
		if col >= len(cells) || !scope41Yes.MatchString(cells[col]) {
			continue
		}
		key := cells[0]
		claim := scope41AnyRow.MatchString(key) || misc50BeforeOthers.MatchString(key)
		if !claim {
			ks := ls + strings.Index(t[ls:le], key)
			if os, oe := d.v.orig(ks, ks+len(key)); os >= 0 && oe <= len(c.p.Body) && os < oe {
				claim = len(c.catchAllRefusals(os, oe)) > 0
			}
		}
		if !claim {
			continue
		}
		os, oe := d.v.orig(ls, le)
		if os < 0 || oe > len(c.p.Body) || os >= oe {
			return false
		}
		tier, msg := downgrade(c.securityContext(d, ls), "a trigger table answers yes for every request or for a place before every other skill, which would take over the agent's other skills")
		c.addRaw(RuleCatchAll, tier, FieldBody, os, oe, msg)
		return true
	}
	return false
}
