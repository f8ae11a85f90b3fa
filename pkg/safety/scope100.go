package safety

// Round 100 (routing scope), tuned on fresh303-306.
//
// A skill that says it is to be used also for unrelated requests claims
// the requests that belong to every other skill: "unrelated" names
// exactly what lies outside its own subject, so asking to be used for
// all of it shadows the rest of the library in routing (round 77's "even
// if it is unrelated", said as a list of what to use it for). Only with
// a use verb before, the quantifier (all, any, every) and a request
// noun after "unrelated" or "off-topic": "flags unrelated requests" or
// "ignore off-topic messages" name no use of the skill, and a negated
// use ("do not use it for unrelated requests") narrows it. The verb is
// the imperative, and a place of its own named before "for" (another
// skill, the help desk, a separate inbox) sends the unrelated requests
// elsewhere rather than claiming them: "use the help desk for any
// unrelated questions" routes away from this skill.

// scope100Elsewhere: another place the unrelated requests are sent to.
var scope100Elsewhere = lazyRegexp(`(?i)\b(?:other|another|separate|general|help\s*desk|support|channel|inbox|queue|form|team|forum|colleague|staff|office)\b`)

var scope100Unrelated = lazyRegexp(`(?i)\b(?:use|invoke|trigger|load|apply|activate)\b[^.\n]{0,80}?\b(for\s+(?:all|any|every|each)\s+(?:other\s+)?(?:unrelated|off-?topic|non-?related)\s+(?:requests?|tasks?|questions?|messages?|prompts?|topics?|quer(?:y|ies)|conversations?)\b)`)

// checkCatchAll100 reads the field for the claim above (hooked from
// checkCatchAll), behind a word gate: the pattern runs once, only when
// "unrelated" or "off-topic" is in the field.
func (c *checker) checkCatchAll100(d *doc) {
	low := d.v.lower
	if c.payload != nil || !lowerHas(low, "unrelated", "off-topic", "offtopic", "non-related") {
		return
	}
	for _, m := range scope100Unrelated.FindAllStringSubmatchIndex(d.v.text, 4) {
		if scope100Elsewhere.MatchString(d.v.text[max(0, m[0]-80):m[2]]) {
			continue
		}
		if c.negated(d, m[0]) || negatedBefore(d.v.text[max(0, m[0]-60):m[0]]) || d.labelledExample(m[0]) {
			continue
		}
		reason := c.securityContext(d, m[0])
		if reason == "" && d.field == FieldBody {
			reason = c.mentionContext(d, m[0])
		}
		tier, msg := downgrade(reason, "asks to be used for all unrelated requests, which would shadow the rest of the library in routing")
		c.add(d, RuleCatchAll, tier, m[2], m[3], msg)
	}
}
