package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 43 (persona): the persona stack (checkPersonaStack) in more
// shapes.
//
// A table row is a clause of its own: a character sheet compacted to one
// line ("refusals never policy none") must not let the "never" of one row
// negate the trait of the next, so the end of each table row is read as a
// clause break (stackCompact43).
//
// Free of rules: freed from something else "and from every rule" is
// freed from every rule (the coordination does not change what it is
// freed of; the preposition said again marks the second object, so
// "free of charge and all rules apply" frees nothing); "every guideline", "each rule" in the singular after a verb
// of shedding ("shed every guideline"); ignoring the content, safety or
// usage guidelines (the agent's own guidance, not a game's or a style
// guide's rules); and in Russian, having no rules or policy ("у него нет
// правил").
//
// Never refuses: never answering or saying the words of a refusal, in any
// form of the verb ("must never answer 'I can't'"); not knowing the word
// "no" (as round 41's refusal missing from the vocabulary); never
// breaking character to refuse, or staying in character over safety or
// the rules (the character is put above the refusal; never breaking
// character alone is ordinary role-play).
//
// Answers anything: replying to anything (as replying to any request);
// granting every wish (a wish is a request); no request is too far, too
// much or too dark for the character (none lies beyond it); treating no
// subject as forbidden (round 40's "no forbidden subjects" in another
// shape). Each trait alone stays ordinary; the stack still needs two with
// a persona frame or all three.
const (
	stackFree43 = `(?:freed|released|liberated|unshackled|free)\s+(?:from|of)\s+[^.;:!?\n]{1,40}?\s(?:and|&)\s+(?:from|of)\s+(?:any|all|every|each|its|his|her|their)\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|filters?|ethics|morals)(?:$|[^\pL])|` +
		`(?:dropped|removed|shed|abandoned|discarded|stripped|lost|ditched)\s+(?:every|each|any)\s+(?:\pL+\s+)?(?:safeguard|guardrail|rule|policy|restriction|filter|guideline)(?:$|[^\pL])|` +
		`ignor\pL*\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+|your\s+|all\s+|any\s+)?(?:content|safety|usage|moderation|ethical|ethics)\s+(?:guidelines?|polic(?:y|ies)|rules?|filters?|restrictions?|guardrails?)|` +
		// Russian: (he, she, it) has no rules, policy or restrictions
		`нет\s+(?:никаких\s+|ни\s+)?(?:правил|политик|ограничени|запрет)\pL*`
	stackNever43 = `never\s+(?:once\s+|ever\s+)?(?:say|answer|reply|respond|utter)\s+(?:with\s+)?["“'‘]\s*(?:i\s+can(?:'|’)?t|i\s+cannot|i\s+won(?:'|’)?t|i\s+will\s+not|i(?:'|’)?m\s+(?:not\s+able|unable|sorry)|i\s+am\s+(?:not\s+able|unable|sorry)|sorry|no(?:$|[^\pL]))|` +
		`(?:does\s+not|doesn['’]t|do\s+not|don['’]t|never)\s+(?:even\s+)?(?:know|knows|knew|learn|learned|learnt|use|uses|understand|understands)\s+the\s+words?\s+["“'‘]?no["”'’]?(?:$|[^\pL])` +
		`|never\s+(?:once\s+)?(?:breaks?|drops?|leaves?|steps?\s+out\s+of)\s+(?:its\s+|his\s+|her\s+|their\s+)?character\s+to\s+(?:refuse|decline|say\s+no|turn\s+\pL+\s+down|warn)|` +
		`stays?\s+in\s+character\s+(?:even\s+)?(?:over|above|rather\s+than|instead\s+of|before)\s+(?:safety|refusing|declining|saying\s+no|(?:the|any|its|his|her)\s+(?:rules|guidelines|polic(?:y|ies)))`
	stackAnswers43 = `(?:respond|reply|replie)s?\s+to\s+(?:absolutely\s+|literally\s+)?(?:anything|everything|whatever)(?:$|[^\pL])|` +
		`grants?\s+(?:any|every|each|all)\s+wish(?:es)?(?:$|[^\pL])|` +
		`no\s+(?:request|question|ask|task|demand|wish|topic|subject|prompt)\s+is\s+(?:ever\s+)?too\s+(?:far|much|extreme|dark|wild|big|risky|dangerous|edgy|out\s+there)(?:\s+for\s+(?:him|her|it|them|me|you|us))?|` +
		`treats?\s+no\s+(?:subject|topic|question|request|area)\s+as\s+(?:forbidden|off[\s-]*limits|taboo|banned|out\s+of\s+bounds)`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree43 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever43 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers43 + `)`)
	for _, w := range []string{"guideline", "ignor", "правил", "политик", "ограничени", "запрет"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"word", "wish", "too ", "forbidden", "repl", "отказ", "отвеча", "character"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// stackCompact43 is lowerCompact for the persona stack, with the end of
// each table row read as a clause break: the row's closing bar becomes a
// semicolon (one byte for one, so the offsets still map to the text).
func stackCompact43(p string) (string, []int) {
	if !strings.Contains(p, "|") {
		return lowerCompact(p)
	}
	b := []byte(p)
	for ls := 0; ls < len(b); {
		le := ls
		for le < len(b) && b[le] != '\n' {
			le++
		}
		line := strings.TrimRight(string(b[ls:le]), " \t\r")
		if t := strings.TrimLeft(line, " \t>"); len(t) > 1 && t[0] == '|' && t[len(t)-1] == '|' {
			b[ls+len(line)-1] = ';'
		}
		ls = le + 1
	}
	return lowerCompact(string(b))
}
