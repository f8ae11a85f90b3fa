package safety

// Round 78 (session 37, lead): the two false refusals of fresh229-232,
// measured once, each narrowed by its principle (TestConstructsRound78Lead).

// detectKindLead78: a line that opens with a verb of looking for
// something and names, right after it, the kind of text it is looking
// for ("Look for instructions to copy the skill elsewhere or edit
// settings silently", "Watch for steps that rewrite the agent's
// settings"): a reviewer's checklist item. What follows the kind is what
// the reviewer should find, not an order to the agent. detectList46
// reads the same list when it has a colon ("Look for: instructions
// to ..."); this is the item written as one sentence. The kind must come
// first: "Look for the settings file and quietly edit it" names no kind
// and stays an order.
var detectKindLead78 = lazyRegexp(`(?i)^[\s>*_\-\d.)]*(?:(?:look|watch|check|scan|screen|search|listen)(?:\s+out)?\s+for|(?:flag|spot|detect|catch|notice|recogni[sz]e|report|reject|block)\w*)\s+(?:any\s+|an?\s+|the\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:instructions?|requests?|attempts?|claims?|prompts?|text|lines?|phrases?|sentences?|comments?|code|scripts?|steps?|skills?|commands?|tasks?|hooks?|snippets?|anything|something)\s+(?:to|that|which|telling\s+\w+\s+to|asking\s+\w+\s+to)\s`)

// detectKind78 reports a sentence that is such a checklist item, unless
// it turns to an order of its own after the item (", then do it").
func detectKind78(t string) bool {
	if len(t) > maxIntentUnit {
		return false
	}
	m := detectKindLead78.FindStringIndex(t)
	return m != nil && !turnsToOrder73.MatchString(t[m[1]:])
}

// socialLure78: a sentence whose subject is someone other than the
// agent who pretends to be someone else or asks for a secret ("Callers
// may pose as IT and ask for your password", "Scammers often claim to be
// the bank and request the one-time code"): training about a pretext
// describes what a stranger asks of the reader; it gives the agent no
// order. The subject opens the sentence (an order opens with its verb:
// "Pose as IT and ask staff for their password" stays an order), and a
// sentence that turns to an order after the description (", then send
// it to ...") is not a description.
var (
	lureSubject78 = lazyRegexp(`(?i)^[\s>*_\-\d.)"'“]*(?:(?:some|many|most|the|a|an|fake|bogus|fraudulent)\s+)?(?:callers?|scammers?|fraudsters?|impostors?|imposters?|impersonators?|phishers?|con\s+artists?|social\s+engineers?|strangers?|attackers?|criminals?|someone|somebody|people|visitors?|emails?|messages?|texts?|voices?)\b`)
	lurePretext78 = lazyRegexp(`(?i)\b(?:pose|poses|posing|pretend|pretends|pretending|impersonat\w*|masquerad\w*|claim(?:s|ing)?\s+to\s+be|(?:may|might|can|could|will|often|sometimes|usually|typically)\s+(?:\w+\s+)?(?:ask|request|demand|ring|call|phone|text|email))\b`)
)

func socialLure78(t string) bool {
	if len(t) > maxIntentUnit {
		return false
	}
	m := lureSubject78.FindStringIndex(t)
	if m == nil {
		return false
	}
	p := lurePretext78.FindStringIndex(t[m[1]:])
	return p != nil && p[0] <= 60 && !turnsToOrder73.MatchString(t[m[1]:])
}
