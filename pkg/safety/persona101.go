package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 101 (persona): the persona stack (personastack.go, persona99.go)
// missed the same three traits written in other shapes on fresh307-310.
// Each is a property of the character, never its name:
//
// Free of rules: "outside of any content policy" (as "outside any"); a
// character sheet row whose rules or policy value says they do not bind
// the character ("Policy | not bound by any", "Rules | not applicable to
// <name>"), as "policy: none" already is.
//
// Never refuses: a subject the character will decline is denied ("no
// topic it will decline", as "refuses no request"); it answers what other
// assistants refuse (round 99 read "would decline ... anyway"); Italian
// and Spanish say "never says no" in the second person too ("non dici
// mai di no"); German names the refusal as a noun ("kein Nein", no
// no); Amharic "forbids no question" ("ማንኛውንም ጥያቄ አይከለክልም").
//
// Answers anything: a topic row whose value is "absolutely anything";
// "gives any information asked for"; Turkish "ne sorulursa sorulsun ...
// yanıt verir" (answers whatever is asked); Amharic "ሁሉን ይመልሳል"
// (answers everything).
//
// Frame: German "Rollenspiel" (role-play), Turkish "karakteri", Italian
// "personaggio" and Amharic "ገጸ ባህሪ" cast a character as "role-play" and
// "character" do.
var (
	stackFree101 = []string{
		`outside\s+of\s+(?:any|all|every|each|the)?\s*(?:[\pL'’]+\s+){0,2}?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|filters?)`,
		`(?:polic(?:y|ies)|rules?|guidelines?|restrictions?|guardrails?)\s*[:=|]?\s*["'(]*\s*(?:not\s+bound\s+by\s+(?:any|them|it)(?:$|\s*[^\pL\s])|not\s+applicable\s+to\s+\pL+)`,
	}
	stackNever101 = []string{
		`no\s+(?:topic|subject|question|request|task|prompt)s?\s+(?:that\s+)?(?:it|he|she|they|\pL+)\s+(?:will|would|shall|can|could)\s+(?:ever\s+)?(?:decline|refuse|turn\s+down|reject)`,
		`(?:other|normal|ordinary|regular|most)\s+(?:assistants|models|ais|bots|chatbots|agents)\s+(?:would\s+|might\s+|usually\s+|normally\s+)?(?:refuse|decline|reject|turn\s+down)[^.\n]{0,40}?(?:answers?|responds?|replies|complies|helps?)\s+(?:it|them|that|with\s+it|fully|completely|anyway)`,
		`non\s+(?:dic[eio]|dicono)\s+mai\s+(?:di\s+)?no(?:$|[^\pL])|nunca\s+(?:dices|digo|dizes|digo)\s+(?:que\s+)?(?:no|não)(?:$|[^\pL])`,
		`kein(?:e|en)?\s+["„“']?nein(?:$|[^\pL])`,
		`ማንኛውንም\s+(?:\pL+\s+)?አይከለክል\pL*`,
	}
	stackAnswers101 = []string{
		`(?:topics?|subjects?|questions?)\s*[:=|]?\s*["'\[(]*\s*(?:absolutely|literally|truly)\s+(?:all|any|anything|everything)(?:$|[^\pL])`,
		`gives?\s+(?:any|all|every)\s+(?:information|info|answer|detail)s?\s+(?:that\s+is\s+|that's\s+)?(?:asked|requested|wanted)`,
		`ne\s+sorulursa\s+sorulsun\s+(?:\pL+\s+){0,2}?(?:yanıt|cevap)\pL*`,
		`(?:ሁሉን|ሁሉንም|ማንኛውንም\s+ጥያቄ)\s+(?:\pL+\s+)?ይመልሳል`,
	}
	stackFrame101 = []string{`rollenspiel\pL*|karakteri|personaggio|ገጸ\s*ባህሪ`}
)

func init() {
	alt := func(parts []string) string { return `|(?i:(?:^|[^\pL])(?:` + strings.Join(parts, "|") + `))` }
	stackFree = nfkcRe(stackFree.String() + alt(stackFree101))
	stackNever = nfkcRe(stackNever.String() + alt(stackNever101))
	stackAnswers = nfkcRe(stackAnswers.String() + alt(stackAnswers101))
	stackFrame = nfkcRe(stackFrame.String() + alt(stackFrame101))
	for _, w := range []string{"nein", "sorulursa", "ይመልሳል", "አይከለክል", "mai di no", "information", "topic"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"polic", "rule"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
}

// keepList101: a list introduced as things never to break ("Core traits
// (never break these):", "Rules — don't drop any of them:") orders its
// items kept; the "never" names no things to avoid, so the phrase is cut
// before the intro is read as an avoid-list (avoidListIntro).
var keepListRe101 = lazyRegexp(`(?i)\b(?:never|don'?t|do\s+not|must\s+not)\s+(?:ever\s+)?(?:break|drop|violate|abandon|lose|forget|change)\s+(?:any\s+of\s+)?(?:these|them|this|it|those)\b`)

func keepList101(line string) string {
	low := strings.ToLower(line)
	if !strings.Contains(low, "th") && !strings.Contains(low, "it") {
		return line
	}
	if !containsAny(low, []string{"break", "drop", "violat", "abandon", "lose", "forget", "change"}) {
		return line
	}
	return keepListRe101.ReplaceAllString(line, "")
}

// detectiveCue101: "detect\w*" among the cue words, the security topic
// words and the descriptive headings (context.go) read the persona noun
// "detective" as detecting: a noir detective's self-description was taken
// as quoted after a cue in a security skill. A detective is a character,
// not an act of detecting, so only the verb and the nouns of the act
// (detects, detection, detector) remain.
func init() {
	const stem, act = `detect\w*`, `detect(?:s|ed|ing|ions?|ors?|able)?\b`
	cueWords = lazyRegexp(strings.ReplaceAll(cueWords.String(), stem, act))
	topicSecurity = lazyRegexp(strings.ReplaceAll(topicSecurity.String(), stem, act))
	descriptiveHeading = lazyRegexp(strings.ReplaceAll(descriptiveHeading.String(), stem, act))
}
