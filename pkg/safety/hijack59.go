package safety

import "strings"

// Round 59 (hijack-scope): the skill said to be used when no other skill
// claims (fits, handles) a request and also when one does ("used whenever
// no other skill claims the request and also when one does"). It is the
// converse order of scope58WhenAnySkill: a claim that holds whether or
// not another skill fits holds for every request, and shadows the skill
// that fits. A fallback used only when no other skill fits claims
// nothing: the "and also when one does" is the claim.
var scope59WhenNoneAndAny = lazyRegexp(`(?i)\b(?:whenever|when|if|any\s+time)\s+no\s+(?:other\s+)?skills?\s+(?:\w+\s+){0,2}?(?:claims|claim|applies|apply|fits|fit|matches|match|handles|handle|covers|cover|takes|take|is\s+relevant|are\s+relevant)\b[^.;!?]{0,60}?\b(?:and|or|but)\s+(?:also\s+|even\s+|equally\s+)?(?:when|if|where)\s+(?:one|some|another|any|other\s+skills|a\s+skill|some\s+skill|another\s+skill|one\s+(?:other\s+)?skill|others)\s+(?:does|do|applies|apply|fits|fit|matches|match|claims|claim|handles|handle|is\s+relevant|are\s+relevant)\b`)

// scope59AheadOfAll: this skill to run (load, fire, be used) ahead of or
// before all others, every other skill: it ranks itself first for every
// request, as "takes priority over every other skill" does (round 42).
// The object must be the other skills ("all others", "every other
// skill"); "this skill runs before all tests" orders steps of its work.
var scope59AheadOfAll = lazyRegexp(`(?i)\b(?:this\s+skill|this\s+one|it)\s+(?:should|must|shall|will|is\s+to|needs\s+to|has\s+to|ought\s+to)\s+(?:always\s+)?(?:run|load|fire|trigger|activate|execute|go|be\s+(?:run|used|loaded|consulted|applied|invoked|called|tried))\s+(?:ahead\s+of|before|in\s+front\s+of|prior\s+to)\s+(?:all|every|any|each)\s+(?:the\s+)?(?:others\b|other\s+skills?\b|other\s+ones?\b|skills?\b)`)

// checkCatchAll59 reads the description (hooked from checkCatchAll) and
// the body (hooked from checkBodyScope) for the claims above, once over
// the field: each pattern stays inside one sentence. In the body, a claim
// quoted as a phrase to avoid or shown in a security skill is flagged.
func (c *checker) checkCatchAll59(d *doc) {
	low := d.v.lower
	if c.payload != nil {
		return
	}
	var m []int
	if strings.Contains(low, "skill") && strings.Contains(low, "no ") {
		m = scope59WhenNoneAndAny.FindStringIndex(d.v.text)
	}
	if m == nil && lowerHas(low, "ahead of", "before", "in front of", "prior to") && lowerHas(low, "others", "other skill", "other one", "skill") {
		m = scope59AheadOfAll.FindStringIndex(d.v.text)
	}
	if m == nil {
		return
	}
	c.reportCatchAll59(d, m, "claims this skill whether or not another skill fits the request, or ahead of every other skill, which would shadow the rest of the library in routing")
}

// reportCatchAll59 reports the catch-all scope claim at m, shown to the
// reviewer instead of refused when the text is about security, names the
// claim as a mention, or lists the phrase as one to avoid.
func (c *checker) reportCatchAll59(d *doc, m []int, msg string) {
	reason := c.securityContext(d, m[0])
	if reason == "" && d.field == FieldBody {
		if r := c.mentionContext(d, m[0]); r != "" {
			reason = r
		} else if bodyScopeMention.MatchString(d.v.text[min(d.unitAt(m[0]).start, m[0]):m[1]]) {
			reason = "a phrase named to avoid"
		}
	}
	tier, why := downgrade(reason, msg)
	c.add(d, RuleCatchAll, tier, m[0], m[1], why)
}

// Round 59 (hijack-scope): a place named by a universal quantifier
// narrows nothing. "All requests in every project" claims as much as
// "all requests": caNarrow reads the "in" as a topic or place that
// narrows the claim, but every project (each repository, all sessions,
// across all workspaces) is everywhere, a word caUniversal already
// holds. A named place ("in the billing project") still narrows.
const universalPlace59 = `|\b(?:in|across|for|within|throughout|on)\s+(?:every|each|all|any)\s+(?:(?:single|one\s+of\s+the|of\s+the|the|your|our)\s+)?(?:projects?|repos|repositor(?:y|ies)|sessions?|workspaces?|codebases?|conversations?|chats?|contexts?|teams?|folders?|directories|director(?:y|ies)|environments?|machines?|apps?|applications?)\b`

func init() {
	caUniversal = lazyRegexp(caUniversal.String() + universalPlace59)
}
