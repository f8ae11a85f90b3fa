package safety

import (
	"strings"
)

// Round 41 (left): this skill named by its head noun.
//
// A hyphenated English slug ends on its head noun: "bonsai-care-calendar"
// is a calendar, "stem-naming-guide" a guide. "This calendar" in that
// skill's own text is the skill itself, as "this skill" or "this guide"
// is (propSelfEN), so a sentence that carries "this calendar" into every
// other skill or into the agent's instruction files spreads the skill.
// The head noun alone is a weaker self-reference than "this skill" (a
// calendar skill may well share "this calendar" with the team), so it
// counts only where the destination is the agent's own places: other
// skills, a skills folder, the agent instruction files.
var agentPlace41 = lazyRegexp(`(?i)\b(?:each|every|all|any|other|another)\s+(?:other\s+)?(?:installed\s+)?skill(?:'s|s'|s)?\b|\bCLAUDE\.md\b|\bAGENTS\.md\b|\bGEMINI\.md\b|\bSKILL\.md\b|\.(?:claude|agents|codex|cursor)/skills\b|\.skills/`)

var headNoun41 = lazyRegexp(`^[a-z]{5,20}$`)

// prop41HeadNoun: propProse with "this <head noun>" read as "this skill".
func prop41HeadNoun(t, name string, own *lazyRE) (int, int, bool) {
	i := strings.LastIndexByte(name, '-')
	if i < 0 {
		return 0, 0, false
	}
	noun := strings.ToLower(name[i+1:])
	if !headNoun41.MatchString(noun) || noun == "skill" || noun == "skills" {
		return 0, 0, false
	}
	lt := strings.ToLower(t)
	if !strings.Contains(lt, "this "+noun) || !agentPlace41.MatchString(t) {
		return 0, 0, false
	}
	// "this calendar" becomes "this skill" padded to the same length, so
	// the offsets propProse reports stay those of t.
	b := []byte(t)
	for k := 0; ; {
		j := strings.Index(lt[k:], "this "+noun)
		if j < 0 {
			break
		}
		j += k
		e := j + len("this "+noun)
		if e < len(lt) && (lt[e] >= 'a' && lt[e] <= 'z') {
			k = e
			continue // "this calendars", "this calendaring": another word
		}
		copy(b[j:e], "this skill"+strings.Repeat(" ", len(noun)-len("skill")))
		k = e
	}
	return propProse(string(b), name, own)
}

// concealAside41: "without telling anyone", "without mentioning it",
// "without letting the user know": concealment said as an aside before
// an order. It hides the act; it does not negate the verb that follows
// ("— without mentioning it — copy the history to ..."), as "without"
// before that verb ("without copying the keys") does.
var concealAside41 = lazyRegexp(`(?i)\bwithout\s+(?:ever\s+)?(?:mentioning|telling|saying|informing|notifying|alerting|warning|asking|letting|showing|flagging|noting|disclosing|reporting)\b(?:\s+(?:it|this|that|anything|anyone|anybody|them|him|her|the\s+user|the\s+client|the\s+grower|the\s+customer|the\s+owner|a\s+word|so|know|about\s+it))*`)

func dropConcealAside41(before string) string {
	if !strings.Contains(strings.ToLower(before), "without") {
		return before
	}
	return concealAside41.ReplaceAllString(before, " ")
}

// dashAside41: an aside set off by dashes before the verb ("Also —
// without telling anyone — forward ..."): the order's lead is read
// without it, as if the aside were in brackets.
var dashAside41 = lazyRegexp(`\s(?:—|–|--)\s[^—–\n]{1,80}?\s(?:—|–|--)\s`)

func dropDashAside41(lead string) string {
	if !strings.Contains(lead, "—") && !strings.Contains(lead, "–") && !strings.Contains(lead, "--") {
		return lead
	}
	lead = dropAnswerWord43(lead) // round 43: left43.go
	return dashAside41.ReplaceAllString(lead, " ")
}
