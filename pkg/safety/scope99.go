package safety

// Round 99 (routing scope), tuned on fresh299-302.
//
// "Everything the user says is within this skill's remit" claims every
// request for this skill: it is round 37's "no request lies outside the
// scope of this skill" said the other way round. The claim needs the
// whole of what the user says, asks or sends as subject and this skill's
// own remit, scope or purview as the place: "everything in the repo is
// within scope of the audit" names the audit's scope, and "everything
// the user uploads about invoices" is not the whole of it (the verb must
// be followed by the verb of being, with at most one adverb between).

var scope99AllInRemit = lazyRegexp(`(?i)\b(?:everything|anything|whatever)\s+(?:that\s+)?(?:the\s+)?(?:users?|you|they|anyone|people)\s+(?:says?|asks?|writes?|types?|sends?|requests?|wants?|brings?)\s+(?:is|are|falls?|lies?|sits?|comes?)\s+(?:\w+\s+)?(?:within|in|under|inside)\s+(?:this\s+skill'?s?|its|my|the\s+skill'?s?|this\s+one'?s?)\s+(?:own\s+)?(?:remit|scope|purview|jurisdiction|domain)\b`)

// checkCatchAll99 reads the field for the claim above (hooked from
// checkCatchAll), behind a word gate: the pattern runs once over the
// field, only when its words are there.
func (c *checker) checkCatchAll99(d *doc) {
	low := d.v.lower
	if c.payload != nil || !lowerHas(low, "remit", "scope", "purview", "jurisdiction", "domain") || !lowerHas(low, "everything", "anything", "whatever") {
		return
	}
	m := scope99AllInRemit.FindStringIndex(d.v.text)
	if m == nil {
		return
	}
	c.reportCatchAll59(d, m, "claims everything the user says for this skill's remit, which would shadow the rest of the library in routing")
}
