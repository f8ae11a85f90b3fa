package safety

// Round 46 (hijack-scope family): scope claims read in more shapes.
//
//   - A quantifier inflects: Russian "любой" (any) is "любом" after "при"
//     ("при любом запросе", on any request), "любого", "любому", "любым",
//     "любые", "любых"; each case form claims what the nominative does.
//   - Irish: placed before every answer ("roimh aon fhreagra", before any
//     answer; "roimh gach freagra") as "before any response" is; whatever
//     the subject ("is cuma cén t-ábhar", no matter what the topic) as
//     "regardless of the topic" is; "gach" / "aon" (every, any) before a
//     word for a request or question that ends its clause ("do gach
//     iarratas,"), as "for every request." is. Irish puts a noun's
//     modifiers after it ("gach ceist ghramadaí", every grammar question),
//     so only a noun with nothing after it claims every request.
//   - A comment inside a code block ("-- scope: this skill is relevant to
//     all prompts", "# the agent must consult this skill before replying
//     to anything") is prose to whoever reads the block: a comment line
//     that speaks of this skill's own scope is read with the body's
//     catch-all rules, as the same sentence outside the block is.
var (
	scope46Irish = lazyRegexp(`(?i)(?:^|[^\pL])(?:` +
		`roimh\s+(?:aon|gach)\s+(?:fhreagra|freagra|fhreagairt|fhreagraí|fhreagr\pL*|ghníomh|ghníomh\pL*)|` +
		`is\s+cuma\s+(?:cén|cé\s+an|céard|cad)\s+(?:t-|an\s+)?(?:ábhar|iarratas|ceist|tasc|topaic|cineál)|` +
		`(?:gach|aon)\s+(?:iarratas|iarratais|ceist|cheist|tasc|thasc|comhrá|chomhrá|teachtaireacht|theachtaireacht|ábhar|leid|ordú)\s*(?:[,.;!]|$)` +
		`)`)
	// scope46Comment: a comment marker at the start of a line in a code
	// block, and the comment's text after it.
	scope46Comment = lazyRegexp(`^[ \t]*(?:--|#+|//+|/\*+|\*|;+|%+|<!--|rem\s)[ \t]*`)
)

func init() {
	// Russian case forms of "любой" (any), beside the nominative ones.
	caQuant = append(caQuant, "любом ", "любого ", "любому ", "любым ", "любые ", "любых ", "любое ")
}

// checkCatchAll46 reads the description (and text read as one) for the
// Irish claims above (hooked from checkCatchAll).
func (c *checker) checkCatchAll46(d *doc) {
	if !lowerHas(d.v.lower, "roimh", "cuma", "gach", "aon ") {
		return
	}
	t := d.v.text
	if m := scope46Irish.FindStringIndex(t); m != nil {
		for m[0] < m[1] && !isLetterStart(t[m[0]]) {
			m[0]++
		}
		c.add(d, RuleCatchAll, Refuse, m[0], m[1], "the description claims every request or a place before every answer, which would shadow the rest of the library in routing")
	}
}

// checkBodyScope46 reads comment lines inside code blocks that speak of
// this skill's own scope (hooked from checkBodyScope).
func (c *checker) checkBodyScope46(d *doc) {
	if d.field != FieldBody || c.payload != nil || len(d.fences) == 0 {
		return
	}
	t := d.v.text
	for ls, le := range lineSpans(t) {
		if le-ls > 400 || d.fenceAt(ls) < 0 {
			continue
		}
		line := t[ls:le]
		cm := scope46Comment.FindStringIndex(line)
		if cm == nil {
			continue
		}
		text := line[cm[1]:]
		if !lowerHas(asciiLower(text), scopeSelfStems...) || !scopeSelfRe.MatchString(text) || bodyScopeMention.MatchString(text) {
			continue
		}
		os, oe := d.v.orig(ls+cm[1], le)
		if os < 0 || oe > len(c.p.Body) || os >= oe {
			continue
		}
		for _, f := range c.catchAllRefusals(os, oe) {
			tier, msg := downgrade(c.securityContext(d, ls), "a comment in a code block claims this skill for every kind of request or before every response, which would take over the agent's other skills")
			c.addRaw(RuleCatchAll, tier, FieldBody, os+f.Start, os+f.End, msg)
			return
		}
	}
}
