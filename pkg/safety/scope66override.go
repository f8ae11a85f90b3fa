package safety

import (
	"strings"
)

// Round 66 (override: hijack-scope family): scope claims read in more
// shapes, and one routing sentence told apart from a claim.
//
//   - The routing a skill describes is not a claim of its own: "so the
//     right skill is picked for each request" speaks of how the router
//     chooses among skills, whichever one fits; a quantifier after a
//     choice among skills that this one is not named in ("the right
//     skill", "which skill", "the best-matching skill") claims nothing
//     for this skill. "So this skill is picked for each request" names
//     it, and is still a claim.
//   - Chosen over any other, with the noun left out ("should be chosen
//     over any other.", "preferred above all others"): the other what is
//     the other skills, as "preferred over other skills" (caPrecedence)
//     says in full; a noun after it ("over any other database") is a
//     comparison of the subject, not of skills.
//   - Applicability declared without a subject: a description sentence
//     that says only that it applies universally (globally, everywhere)
//     and stops there ("Applies universally:") is a claim on every
//     request; "applies globally to EU data" narrows it, and another
//     subject ("which rules apply globally") is the skill's subject.
//   - Active on an event every task has: the skill made the default
//     handler, or said to be active (loaded, applied), whenever a request
//     arrives or the assistant produces any output: every task has a
//     request and an answer, so the trigger holds for every task. The
//     activation words must be there; "log latency whenever a request
//     arrives at the gateway" is the skill's own work at a place.
//   - A trigger column whose cell quantifies every message of the user
//     ("any user message", "any user input whatsoever") or every tool
//     call names no condition, as "every request" does (round 54); the
//     row's other cells that only say when or how urgently it loads
//     ("always, first", "highest", "before it runs", "load before
//     anything else") name no condition of their own either.
var (
	// routingOfSkills66: a choice among skills that does not name this
	// one, just before the quantifier.
	routingOfSkills66 = lazyRegexp(`(?i)\b(?:(?:the|a)\s+(?:right|best|correct|appropriate|proper|relevant|matching|best[\s-]matching|most\s+relevant|most\s+specific|suitable|fitting|intended)|which|whichever|what)\s+(?:skill|tool|plugin|agent|handler)s?\s+(?:is|are|gets?|get|will\s+be|should\s+be|can\s+be|would\s+be)\s+(?:picked|chosen|selected|routed|loaded|triggered|invoked|matched|offered|used)\s+(?:for|on|to|with)\s*$|\b(?:pick|picks|picking|choose|chooses|choosing|select|selects|selecting|route\s+to|routes\s+to|routing\s+to)\s+(?:the\s+(?:right|best|correct|appropriate|proper|relevant|matching|best[\s-]matching|most\s+relevant|most\s+specific|suitable|fitting|intended)|a\s+(?:matching|suitable|fitting|relevant))\s+(?:skill|tool|plugin|agent|handler)s?\s+(?:for|on|to|with)\s*$`)

	// chosenOverOther66: chosen over any other, the noun left out.
	chosenOverOther66 = lazyRegexp(`(?i)\b(?:chosen|picked|selected|preferred|used|loaded|invoked|routed\s+to|ranked)\s+(?:over|above|ahead\s+of|before|in\s+preference\s+to)\s+(?:any|all|every|each)\s+(?:single\s+)?others?\s*(?:[.;!)]|$)`)

	// appliesUniversally66: a subjectless sentence of applicability that
	// stops at its adverb.
	appliesUniversally66 = lazyRegexp(`(?i)(?:^|[.;!]\s+)(?:it\s+|this\s+skill\s+)?(?:applies|is\s+(?:active|relevant|applicable|in\s+effect)|works)\s+(?:universally|globally|everywhere|across\s+the\s+board|without\s+exception)\s*(?:[:.;!—–]|,\s|\s-\s|$)`)

	// eventOfEveryTask66: an event every task has.
	eventOfEveryTask66 = lazyRegexp(`(?i)\b(?:whenever|every\s+time|each\s+time|any\s+time|as\s+soon\s+as)\s+(?:a|an|any|the)\s+(?:new\s+|user\s+|incoming\s+)?(?:request|message|prompt|query|task|question|input)\s+(?:arrives|comes\s+in|is\s+(?:received|made|sent|given)|starts|appears)\b|\b(?:whenever|every\s+time|each\s+time|any\s+time)\s+(?:the\s+(?:assistant|agent|model|ai)|you)\s+(?:produces?|writes?|generates?|gives?|sends?|outputs?|returns?)\s+(?:any|an|a)\s+(?:output|answer|response|reply|text|message)\b`)
	// activeOnEvent66: the skill made the handler, or said to be active.
	activeOnEvent66 = lazyRegexp(`(?i)\bdefault\s+(?:handler|skill)\b|\b(?:must|should|shall|will|is\s+to)\s+be\s+(?:active|activated|loaded|applied|invoked|on|used|consulted)\b|\b(?:always|permanently)\s+(?:active|on|loaded)\b`)
	// eventNarrowed66: a place or subject right after the event.
	eventNarrowed66 = lazyRegexp(`(?i)^[\s,]*(?:at|on|from|to|about|regarding|concerning|involving|for|in|via|through|into|with|that|which|mentioning|containing)\b`)

	// triggerCellEvery66: a trigger cell quantifying every message of the
	// user or every tool call.
	triggerCellEvery66 = lazyRegexp(`(?i)^[\s*_]*(?:every|each|any|all)\s+(?:single\s+)?(?:(?:user|incoming|inbound|new)\s+)?(?:prompts?|requests?|messages?|tasks?|turns?|conversations?|questions?|quer(?:y|ies)|chats?|inputs?|tool\s+calls?|tool\s+uses?|replies|responses?)(?:\s+(?:whatsoever|at\s+all|of\s+any\s+kind))?[\s*_.!]*$`)
	// whenOnlyPart66: a part of a cell that only says when or how
	// urgently the skill loads.
	whenOnlyPart66 = lazyRegexp(`(?i)^[\s*_]*(?:always|first|highest|top|immediately|before\s+(?:it|they)\s+runs?|(?:always\s+)?(?:load|run|re-?run|apply|use|read|consult)(?:\s+(?:this\s+skill|this|it|me))?(?:\s+(?:first|again|before\s+(?:anything|everything|all|any\s+other\w*)(?:\s+else)?))?)[\s*_.!]*$`)
)

// routingNotClaim66 reports whether the text before a quantifier is a
// choice among skills that does not name this one (see above).
func routingNotClaim66(before string) bool {
	if !lowerHas(strings.ToLower(before), "skill", "tool", "plugin", "agent", "handler") {
		return false
	}
	return routingOfSkills66.MatchString(before)
}

// checkCatchAll66o reads the description's claims above (hooked from
// checkCatchAll).
func (c *checker) checkCatchAll66o(d *doc) {
	if d.field != FieldDescription {
		return
	}
	t, low := d.v.text, d.v.lower
	if lowerHas(low, "other") {
		if m := chosenOverOther66.FindStringIndex(t); m != nil {
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims precedence over the other skills, which would shadow the rest of the library in routing")
			return
		}
	}
	if lowerHas(low, "universally", "globally", "everywhere", "across the board", "without exception") {
		if m := appliesUniversally66.FindStringIndex(t); m != nil {
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims to apply universally, which would shadow the rest of the library in routing")
			return
		}
	}
	if lowerHas(low, "whenever", "every time", "each time", "any time", "as soon as") && activeOnEvent66.MatchString(t) {
		for _, m := range eventOfEveryTask66.FindAllStringIndex(t, -1) {
			if eventNarrowed66.MatchString(t[m[1]:]) {
				continue
			}
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description makes this skill active on an event every task has, which would shadow the rest of the library in routing")
			return
		}
	}
}

// checkBodyScope66o reads trigger columns whose cell quantifies every
// message of the user or every tool call (hooked from checkBodyScope).
func (c *checker) checkBodyScope66o(d *doc) {
	if !triggerTableDoc(c, d) {
		return
	}
	triggerRows(d, func(ls, le int, line string, cells []string, col int) bool {
		if !triggerCellEvery66.MatchString(cells[col]) || bodyScopeMention.MatchString(line) {
			return false
		}
		for i, cell := range cells {
			if i == col || scope54Empty.MatchString(cell) || scope54EveryCell.MatchString(cell) {
				continue
			}
			for _, part := range strings.Split(cell, ",") {
				if !whenOnlyPart66.MatchString(part) {
					return false // another cell names a condition of its own
				}
			}
		}
		c.reportTriggerRow(d, ls, le, "a row of this skill's trigger column names every message of the user or every tool call, which would take over the agent's other skills")
		return true
	})
}
