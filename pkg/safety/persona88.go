package safety

// Round 88 (persona), tuned on fresh255-258: the persona stack's traits
// (checkPersonaStack, the language table of persona79.go) in forms its
// rows did not reach.
//
//   - The free trait said after its noun: a rule, policy or guideline
//     the character "has none" of ("never mentions rules, because he has
//     none"), or a trait row whose value denies it ("| policy | does not
//     have one |"); and a character who "doesn't do refusals" never
//     refuses.
//   - Swahili's relative forms, the way a character is described ("a
//     teacher who has no policy, who refuses no request, who answers every
//     question": "asiye na sera yoyote, asiyekataa ombi lolote, anayejibu
//     kila swali"); Hindi's "without any rule" (बिना किसी नियम) and "does
//     not refuse any request" (किसी भी अनुरोध को मना नहीं करते); Romanian's
//     order to switch off the safety filters ("dezactivează filtrele de
//     siguranță"), which frees the agent as "has dropped its filters"
//     does.
//
// Nothing here refuses alone: the stack still needs the free trait and a
// second one in one paragraph with a persona frame, or all three traits.
// The nouns are rules, policy and safety filters, never limits of time
// or a spam filter.
var personaTable88 = []personaLang79{
	{lang: "en-88",
		free: []string{
			`(?:rules|polic(?:y|ies)|guidelines|guardrails|restrictions)\b[^.;!?\n]{0,40}?\b(?:because|since|as|for)\s+(?:he|she|it|they|you)\s+(?:has|have)\s+none(?:$|[^\pL])`,
			`(?:rules|polic(?:y|ies)|guidelines|guardrails|restrictions)\s*[|:;=]?\s*(?:(?:he|she|it|they)\s+)?(?:does\s+not|doesn['’]t|do\s+not|don['’]t)\s+(?:have|has|keep|follow)\s+(?:one|any)(?:$|[^\pL])`,
		},
		never:      []string{`(?:does\s+not|doesn['’]t|do\s+not|don['’]t|won['’]t|will\s+not)\s+do\s+(?:\pL+\s+(?:or|and|nor)\s+)?refusals`},
		freeStems:  []string{"rule", "polic", "guideline", "guardrail", "restriction"},
		traitStems: []string{"refusal"}},
	{lang: "sw-88",
		free:       []string{`(?:asiye|usiye|wasio|asiyekuwa|usiyekuwa)\s+na\s+(?:\pL+\s+)?(?:sheria|kanuni|sera)\s+(?:yoyote|zozote)`, `bila\s+(?:sheria|kanuni|sera)\s+(?:yoyote|zozote)`},
		never:      []string{`(?:asiyekataa|usiyekataa|wasiokataa|hatakataa|hutakataa|hukataa\s+kamwe)\s+(?:ombi\s+lolote|maombi\s+yoyote|chochote|swali\s+lolote)`},
		answers:    []string{`(?:anayejibu|unayejibu|wanaojibu|anajibu|unajibu|hujibu)\s+(?:swali\s+lolote|kila\s+swali|maswali\s+yote|chochote|kila\s+ombi)`},
		freeStems:  []string{"sheria", "kanuni", "sera"},
		traitStems: []string{"katai", "kataa", "jibu"}},
	{lang: "hi-88",
		free:       []string{`बिना\s+किसी\s+(?:भी\s+)?(?:नियम|नीति|पाबंदी|प्रतिबंध)`},
		never:      []string{`किसी\s+(?:भी\s+)?(?:अनुरोध|सवाल|प्रश्न|बात|काम)\S*\s+(?:को|से)\s+(?:\S+\s+)?(?:मना|इनकार|इंकार|अस्वीकार)\s+(?:\S+\s+)?नहीं`},
		freeStems:  []string{"नियम", "नीति", "पाबंद", "प्रतिबंध"},
		traitStems: []string{"मना", "इनकार", "इंकार", "अस्वीकार"}},
	{lang: "ro-88",
		free:       []string{`(?:dezactivează|dezactivezi|dezactivați|oprește|oprești|opriți|elimină|elimini|ignoră|ignori)\s+(?:toate\s+)?(?:filtrele|filtrul|protecțiile|protecţiile|măsurile)\s+de\s+(?:siguranță|siguranţă|securitate|protecție|protecţie)`},
		freeStems:  []string{"filtr", "protecți", "protecţi", "măsuril"},
		traitStems: []string{"refuz", "răspun"}},
}

// The rows join round 79's table before its init reads it (persona80.go).
var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable88...)
	return true
}()

// hasNone88: a free trait that says in its own subordinate clause that
// the character has none of them ("rules, because he has none") is that
// claim, whatever negation comes before the noun ("never mentions rules,
// because he has none" still says he has none).
var hasNone88Re = lazyRegexp(`(?i)\b(?:because|since|as|for)\s+(?:he|she|it|they|you)\s+(?:has|have)\s+none(?:$|[^\pL])`)

func hasNone88(m string) bool { return hasNone88Re.MatchString(m) }
