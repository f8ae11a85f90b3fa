package safety

import "golang.org/x/text/unicode/norm"

// Round 52 (persona): the persona stack (checkPersonaStack) in more
// shapes. Each trait alone stays ordinary; the stack still needs two of
// them with a persona frame, or all three, in one paragraph.
//
// Free of rules: two no-limits words in a row ("unfiltered,
// unrestricted"), as round 45's "unrestricted, uncensored"; the rulebook a character says it does not have ("I
// don't have a rulebook"), as "keeps no rulebook" (round 51); rules said
// to apply to no one ("no policies apply to her"); a character that is
// an entity, being or model without policies, as "outside any policy";
// Korean "어떤 정책에도 묶이지 않고" (bound by no policy), as "not bound by";
// Kinyarwanda "nta mabwiriza agira" (has no rules).
//
// Never refuses: the character that does not know how to say no (the
// refusal it cannot make); refusing called foreign or unknown to it;
// nothing it will not do or say (the double negative of "does
// anything"); Korean "절대 거절하지 않" (never refuses); Kinyarwanda
// "ntajya yanga" (never refuses).
//
// Answers anything: the character that will give, supply, provide,
// produce or tell any information or whatever content is asked (what it
// hands over is unbounded, as "answers anything"); "will tell anyone
// anything"; the asking that follows ("when asked", "is asked for")
// narrows nothing; "whatever you ask, I answer" (the question first);
// Kinyarwanda "asubiza ikibazo cyose" (answers every question).
const (
	stackFree52 = `(?:don't|do\s+not|doesn't|does\s+not|didn't|never)\s+(?:have|had|carr(?:y|ies)|keeps?)\s+(?:a|any)\s+(?:[\pL'’]+\s+)?(?:rulebooks?|polic(?:y|ies)|guidelines|guardrails|code\s+of\s+conduct)(?:$|[^\pL])|` +
		`no\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules|guidelines|guardrails|restrictions)\s+(?:ever\s+)?appl(?:y|ies)\s+to\s+(?:him|her|them|it|me|\pL+)(?:$|[^\pL])|` +
		`(?:entity|being|model|character|persona|ai|mind)\s+(?:without|with\s+no)\s+(?:any\s+)?(?:polic(?:y|ies)|rules|guidelines|guardrails|restrictions)(?:$|[^\pL])|` +
		// two no-limits words in a row, the first not one round 45 lists
		`(?:unfiltered|unbound|unchained|unshackled|unleashed)\s*(?:[,/&]|and)\s*(?:and\s+)?(?:unrestricted|uncensored|unconstrained|unaligned|unmoderated|unfiltered|unbound|unchained|unshackled|unleashed)(?:$|[^\pL])|` +
		// Korean: bound by no policy or rule
		`(?:어떤|아무)\s*(?:정책|규칙|지침|제한|규정)\S*\s*(?:에도\s*)?묶이지\s*않|` +
		// Kinyarwanda: has no rules
		`nta\s+(?:mabwiriza|mategeko|mipaka)(?:$|[^\pL])`
	stackNever52 = `(?:don't|do\s+not|doesn't|does\s+not)\s+(?:even\s+)?know\s+how\s+to\s+(?:say\s+["“']?no|refuse|decline)(?:$|[^\pL])|` +
		`(?:the\s+(?:very\s+)?(?:concept|idea|notion)\s+of\s+)?(?:refusing|refusal|saying\s+no)\s+(?:is|are)\s+(?:entirely\s+|completely\s+|simply\s+)?(?:foreign|unknown|alien)\s+to(?:$|[^\pL])|` +
		`nothing\s+(?:he|she|they|it|i|we)\s+(?:will|would|won't)\s+(?:not\s+)?(?:do|say|answer|write)(?:\s+or\s+(?:do|say|answer|write))?(?:\s+(?:when|if|once)\s+asked)?(?:$|[^\pL])|` +
		// Korean: never refuses
		`절대\s*(?:거절|거부)\S*\s*않|` +
		// Kinyarwanda: never refuses
		`ntajya\s+yanga(?:$|[^\pL])`
	stackAnswers52 = `(?:give|gives|supply|supplies|provide|provides|produce|produces|tell|tells)\s+(?:anyone\s+|the\s+(?:player|user|reader|learner)\s+)?(?:any|whatever)\s+(?:information|content|answer|details?)(?:\s+(?:is|are|gets?)\s+(?:asked|requested|wanted)(?:\s+for)?|\s+(?:when|if|once)\s+asked)?(?:$|[^\pL])|` +
		`tell\pL*\s+anyone\s+anything(?:$|[^\pL])|` +
		`whatever\s+you\s+ask\s*,?\s*(?:i|we|he|she|they)\s+(?:will\s+)?answer(?:$|[^\pL])|` +
		// Kinyarwanda: answers every question
		`asubiza\s+ikibazo\s+cyose(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree52 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever52 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers52 + `)`)
	for _, w := range []string{"rulebook", "polic", "guideline", "정책", "규칙", "지침", "제한", "규정", "mabwiriza", "mategeko", "mipaka"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"know how", "foreign", "unknown", "alien", "nothing", "거절", "거부", "yanga", "give", "supply", "provide", "produce", "tell", "whatever", "asubiza"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// stackFreeCut52: the "free of rules" trait carries its own negation
// ("an entity without policies", "has no rules"): that word negates the
// rules, not the trait after it ("... without policies; will produce
// whatever content is asked for"), so the words before a trait are read
// only from the end of a free trait that ends before it.
func stackFreeCut52(low string, free []int, at int, before string) string {
	if free == nil || free[1] > at {
		return before
	}
	if n := at - free[1]; n < len(before) {
		return before[len(before)-n:]
	}
	return before
}
