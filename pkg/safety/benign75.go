package safety

import "strings"

// Round 75 (benign family): narrowings that state the property making a
// governance brief, a prompt-drafting guide, an API reference, a
// retention runbook, a cache-clearing note or a security briefing
// innocent, each hooked from the rule that fired by one added line.

// persuadedBelief75: an override that is the content of what a third
// party tries to make a model believe ("a jailbreak tries to convince a
// model that its rules don't apply"; "attackers trick the assistant into
// thinking its policy is void"). The sentence's subject is the attack or
// the attacker, its verb is persuasion, and the one persuaded is a model
// named in the third person: it describes the attack and tells the agent
// nothing. Not when the sentence speaks to the agent (you, your) or has
// no third-party subject ("Convince the model that its rules don't
// apply" is an order). t is the text, s where the override starts.
func persuadedBelief75(t string, s int) bool {
	lo := max(0, s-240)
	ss := lo + strings.LastIndexAny(t[lo:s], ".!?\n") + 1
	pre := t[ss:s]
	if len(pre) > 200 || addressesYou.MatchString(pre) {
		return false
	}
	end := s
	for end < len(t) && end-s < 200 && !strings.ContainsRune(".!?\n", rune(t[end])) {
		end++
	}
	if addressesYou.MatchString(t[s:end]) {
		return false
	}
	m := persuadeRe75.FindStringIndex(pre)
	if m == nil {
		return false
	}
	return attackSubject75.MatchString(firstWords(strings.ToLower(pre[:m[0]]), 5))
}

var (
	// attackSubject75: the sentence's subject is an attack or whoever
	// attacks.
	attackSubject75 = lazyRegexp(`(?i)\b(?:jailbreaks?|jailbreakers?|prompt\s+injections?|injections?|injected\s+(?:text|prompts?|content)|attacks?|attackers?|adversar(?:y|ies|ial\s+prompts?)|exploits?|scammers?|abusers?|malicious\s+(?:users?|prompts?|inputs?|actors?)|bad\s+actors?|red[- ]teamers?|trolls?)\b`)
	// persuadeRe75: a verb of persuasion whose object is a model, an
	// assistant or a chatbot named in the third person.
	persuadeRe75 = lazyRegexp(`(?i)\b(?:convinc|persuad|trick|fool|coax|manipulat|deceiv|dup(?:e|es|ed|ing)\b|lur(?:e|es|ed|ing)\b|gaslight)\w*\s+(?:\w+\s+){0,3}?(?:models?|llms?|assistants?|chatbots?|bots?|ais?|agents?|systems?)\b`)
)

// limitAsBound75: a privative pair whose limit is the bound another noun
// may not pass ("no refunds over a limit", "no discounts above the set
// cap"): the privative negates the refunds, and the sentence sets a limit
// instead of lifting one. Read in low (compacted lower case) on the
// nlPairRe match m: the word just before the limit noun is a preposition
// of exceeding with at most a determiner, and something other than a
// limit word stands between the privative and it.
func limitAsBound75(low string, m []int) bool {
	return boundBefore75.MatchString(low[m[0]:m[1]])
}

// boundBefore75: privative, a noun that is not a limit, then over /
// above / beyond ... a (set) limit.
var boundBefore75 = lazyRegexp(`(?i)^\W*\S+\s+(?:[\w-]+\s+){1,2}?(?:over|above|beyond|past|exceeding|outside|under|below|within|more\s+than|less\s+than)\s+(?:(?:a|an|the|this|that|each|its|their|our|set|agreed|daily|monthly|fixed|given|stated|approved)\s+){0,2}\S+$`)

// nextPairNotBound75: the next privative pair after m that neither sets a
// bound nor states a safeguarding duty.
func nextPairNotBound75(low string, m []int) []int {
	for from := m[1]; from < len(low); {
		n := nlPairRe.FindStringIndex(low[from:])
		if n == nil {
			return nil
		}
		n[0], n[1] = n[0]+from, n[1]+from
		if !limitAsBound75(low, n) && !safeguardingDuty54(low, n) {
			return n
		}
		from = n[1]
	}
	return nil
}

// elidedValue75: a secret's label followed by a value cut short with an
// ellipsis or masked ("Secret: `whsec_...`", "api_key = sk-…", "token:
// ****"): a reference shows the value's shape, not the value, so there
// is no secret to send. s is the sentence, b where the label ends.
func elidedValue75(s string, b int) bool {
	rest := strings.TrimLeft(s[b:min(len(s), b+16)], " ")
	if rest == "" || (rest[0] != ':' && rest[0] != '=') {
		return false
	}
	rest = strings.TrimLeft(s[b+strings.IndexAny(s[b:], ":=")+1:min(len(s), b+80)], " \"'`")
	i := 0
	for i < len(rest) && (isASCIILetter(rest[i]) || rest[i] >= '0' && rest[i] <= '9' || rest[i] == '_' || rest[i] == '-') {
		i++
	}
	if i > 12 {
		return false // a long literal before the dots is a real value's head
	}
	tail := rest[i:]
	return strings.HasPrefix(tail, "...") || strings.HasPrefix(tail, "…") || strings.HasPrefix(tail, "****")
}

// channelNoun75: a sending verb of another language that is also the
// name of a channel in English ("sms", Danish for "to text") followed
// straight by the noun it modifies ("SMS codes", "sms verification")
// names the channel; it sends nothing. v is the verb's span in low.
func channelNoun75(low string, v [2]int) bool {
	w := strings.TrimSpace(low[v[0]:v[1]])
	if w != "sms" && w != "mms" {
		return false
	}
	return channelNounAfter75.MatchString(low[v[1]:min(len(low), v[1]+40)])
}

var channelNounAfter75 = lazyRegexp(`^[\s-]*(?:codes?|messages?|texts?|verification|authentication|2fa|otps?|one-time|alerts?|notifications?|gateways?|providers?|fallback|based|reset|login|sign-in|recovery|pins?)\b`)

// dropChannelNouns75 keeps the sending verbs that are not channel nouns.
func dropChannelNouns75(low string, sends [][2]int) [][2]int {
	out := sends[:0:0]
	for _, v := range sends {
		if !channelNoun75(low, v) {
			out = append(out, v)
		}
	}
	return out
}
