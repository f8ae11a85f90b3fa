package safety

import (
	"sort"
	"strings"
)

// Round 42 (hijack-scope family): scope claims read in more shapes.
//
//   - Priority over "every other skill" is precedence over the library,
//     whatever the quantifier ("takes priority over every other skill").
//   - "If no other skill fits, and also when one does, route it here":
//     a claim that holds when another skill fits is precedence over the
//     skills that fit.
//   - Under a "When to use" or "Triggers" heading each item is a trigger
//     of this skill; an item that holds for every turn ("whenever the
//     assistant starts", "whenever the user says anything", "whenever
//     any other skill is about to be used") claims every request.
//   - "Nothing should be answered until this skill has been consulted":
//     a gate on every answer is "before every answer" said negatively.

var (
	// scope42Precedence: priority or precedence over every other skill.
	scope42Precedence = lazyRegexp(`(?i)\b(?:takes?|taking|has|have|gets?|given|with)\s+(?:(?:top|first|absolute|full)\s+)?(?:priority|precedence)\s+over\s+(?:every|each|any|all)\s+(?:single\s+)?(?:other\s+)?skills?\b`)
	// scope42EvenWhenFits: the claim held also when another skill fits.
	scope42EvenWhenFits = lazyRegexp(`(?i)\b(?:also|even)\s+(?:when|if)\s+(?:one|another(?:\s+one|\s+skill)?|(?:an)?other\s+skills?|a\s+(?:more\s+)?(?:specific|better|dedicated|different|matching)\s+(?:one|skill))\s+(?:does|do|fits?|applies|apply|matches|match|exists?)\b`)
	// scope42Route: the sentence sends requests to this skill.
	scope42Route = lazyRegexp(`(?i)\b(?:route|send|use|load|pick|choose|select|invoke|handle|come)\w*\b`)
	// scope42TriggerHeading: a heading that lists this skill's triggers.
	scope42TriggerHeading = lazyRegexp(`(?i)^\W*(?:when\s+to\s+(?:use|load|invoke|trigger|activate|run)(?:\s+(?:this|it|this\s+skill))?|triggers?|use\s+when|activation\s+triggers?)\W*$`)
	// scope42EveryTurn: a trigger that holds for every turn.
	scope42EveryTurn = lazyRegexp(`(?i)^[\s>*_+-]*(?:\d+[.)]\s*)?(?:whenever|every\s+time|each\s+time|any\s+time|anytime)\s+(?:(?:the\s+)?(?:assistant|agent|model|session|conversation|chat)\s+(?:starts|begins|opens|launches|wakes|boots|is\s+started)|(?:the\s+user|a\s+user|anyone|someone|somebody)\s+(?:says|types|writes|sends|asks)\s+(?:anything|something|a\s+message)|(?:any|another)\s+(?:other\s+)?skill\s+is\s+(?:about\s+to\s+be\s+)?(?:used|loaded|invoked|called|selected|chosen|run))\b`)
	// scope42ClauseEnd: nothing follows in the clause.
	scope42ClauseEnd = lazyRegexp(`^\s*(?:[.,;:!()\[—–]|-\s|$)`)
	// scope42Gate: no answer until this skill has been consulted.
	scope42Gate = lazyRegexp(`(?i)\b(?:nothing|no\s+(?:request|question|prompt|message|task|reply|answer|response))\s+(?:should|must|may|can|is\s+to|shall)\s+be\s+(?:answered|handled|done|processed|sent|replied\s+to|started)\s+(?:until|before|unless)\s+(?:this\s+skill|this\s+one)\s+(?:has\s+been|is|was|gets|has)\s+(?:consulted|loaded|read|run|used|invoked|applied|checked)\b|` +
		`\b(?:do\s+not|don't|never)\s+(?:answer|reply\s+to|handle|respond\s+to)\s+(?:anything|any\s+(?:request|question|prompt|message|task))\s+(?:until|before|without)\s+(?:first\s+)?(?:consulting|loading|reading|running|using|checking)\s+this\s+skill\b`)
)

// checkCatchAll42 reads the description (and text read as one) for the
// round-42 claims (hooked from checkCatchAll).
func (c *checker) checkCatchAll42(d *doc) {
	t := d.v.text
	if !lowerHas(d.v.lower, "priority", "precedence", "also when", "even when", "also if", "even if") {
		return
	}
	if m := scope42Precedence.FindStringIndex(t); m != nil && !negatedBefore(t[max(0, m[0]-60):m[0]]) {
		c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims priority over every other skill, which would shadow the rest of the library in routing")
		return
	}
	if d.field != FieldDescription {
		return
	}
	if m := scope42EvenWhenFits.FindStringIndex(t); m != nil && scope42Route.MatchString(t) {
		c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims requests even when another skill fits them, which would shadow the rest of the library in routing")
	}
}

// checkBodyScope42 reads the items under a triggers heading and the gate
// on every answer (hooked from checkBodyScope).
func (c *checker) checkBodyScope42(d *doc) {
	if d.field != FieldBody || c.payload != nil {
		return
	}
	t := d.v.text
	if lowerHas(d.v.lower, "whenever", "every time", "each time", "any time", "anytime") {
		for _, u := range d.units {
			if u.fence >= 0 || u.end-u.start > 600 || !scope42UnderTriggers(d, u.start) {
				continue
			}
			ut := t[u.start:u.end]
			// The trigger is the whole clause ("whenever the agent
			// starts."), not the start of a narrower one ("whenever the
			// agent starts a nightly build").
			m := scope42EveryTurn.FindStringIndex(ut)
			if m == nil || !scope42ClauseEnd.MatchString(ut[m[1]:]) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, u.start), "a trigger of this skill holds for every turn (whenever the assistant starts, the user says anything or another skill is used), which would take over the agent's other skills")
			c.add(d, RuleCatchAll, tier, u.start+m[0], u.start+m[1], msg)
			return
		}
	}
	if lowerHas(d.v.lower, "until", "before", "without") {
		for _, u := range d.units {
			if u.fence >= 0 || u.end-u.start > maxIntentUnit {
				continue
			}
			ut := t[u.start:u.end]
			m := scope42Gate.FindStringIndex(ut)
			if m == nil {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, u.start), "no answer may be given before this skill is consulted, which would take over the agent's other skills")
			c.add(d, RuleCatchAll, tier, u.start+m[0], u.start+m[1], msg)
			return
		}
	}
}

// scope42UnderTriggers: the nearest heading above pos lists this skill's
// triggers.
func scope42UnderTriggers(d *doc, pos int) bool {
	i := sort.Search(len(d.headings), func(i int) bool { return d.headings[i].pos > pos })
	if i == 0 {
		return false
	}
	return scope42TriggerHeading.MatchString(strings.Trim(d.headings[i-1].text, "*_` "))
}
