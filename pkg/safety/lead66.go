package safety

import "strings"

// Session 31 (lead), after fresh197-200 were measured: two false
// refusals fixed by principle (the other, a secret keying a signature
// inside a placeholder slot, is in exfil.go's secretMeansEnd).
//
// A purpose ascribed to someone else ("Some users ask an assistant to
// play a character with no rules. The goal is to bypass safety policy.")
// describes what a third party wants; the override phrase is the object
// of that description, not an instruction to the agent. The purpose must
// be theirs: "their goal is to", "attackers try to", or "the goal is to"
// right after a sentence whose subject is a third party. "Your goal is
// to bypass ..." is still an instruction.

var (
	otherPurposeBefore66   = lazyRegexp(`(?i)(?:\b(?:their|his|her|the\s+attacker'?s|the\s+user'?s|the\s+jailbreaker'?s|the\s+prompt'?s|such\s+a\s+prompt'?s)\s+(?:real\s+|usual\s+|actual\s+)?(?:goal|aim|point|purpose|intent(?:ion)?|objective)\s+is\s+to|\b(?:they|attackers?|users?|jailbreakers?|adversaries|people|someone|such\s+prompts?|these\s+prompts?)\s+(?:usually\s+|often\s+)?(?:try|tries|tried|attempts?|attempted|wants?|wanted|aims?|seeks?)\s+to)\s+$`)
	genericPurposeBefore66 = lazyRegexp(`(?i)\bthe\s+(?:real\s+|usual\s+)?(?:goal|aim|point|purpose|intent(?:ion)?|objective)\s+is\s+to\s+$`)
	thirdPartySubject66    = lazyRegexp(`(?i)(?:^|[.!?\n]\s*)(?:some|many|most|these|such)?\s*(?:users?|attackers?|jailbreakers?|adversaries|people|someone|bad\s+actors|they)\s+(?:\w+\s+){0,2}?(?:ask|asks|try|tries|write|writes|send|sends|use|uses|paste|pastes|claim|claims|pretend|pretends|frame|frames)\b`)
)

// purposeOfOther66: the override phrase at s is the purpose the text
// ascribes to a third party.
func purposeOfOther66(t string, s int) bool {
	before := t[max(0, s-300):s]
	sentence := before
	if i := lastSentenceBreak66(before); i >= 0 {
		sentence = before[i+1:]
	}
	if otherPurposeBefore66.MatchString(sentence) {
		return true
	}
	if !genericPurposeBefore66.MatchString(sentence) {
		return false
	}
	prev := strings.TrimRight(before[:len(before)-len(sentence)], " \t\n.!?\"'”’")
	if i := lastSentenceBreak66(prev); i >= 0 {
		prev = prev[i:]
	}
	return thirdPartySubject66.MatchString(prev)
}

func lastSentenceBreak66(t string) int {
	for i := len(t) - 1; i >= 0; i-- {
		switch t[i] {
		case '.', '!', '?', '\n':
			return i
		}
	}
	return -1
}
