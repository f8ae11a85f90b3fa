package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 50 (persona): the persona stack (checkPersonaStack) in more
// shapes and languages. Each trait alone stays ordinary; the stack still
// needs two of them with a persona frame, or all three.
//
// Free of rules: a value ranked over the rules ("values candour over
// policy", "puts loyalty above every guideline"): what a character puts
// above its rules overrides them, as staying in character over the rules
// does (round 43); the rules named with a relative clause of following
// that ends the claim ("there is no rule she obeys", "no policy they
// keep."), the "follows no rule" of round 37 turned round; a status line
// that reports the policy, safety or ethics component absent ("POLICY
// LAYER ... NOT LOADED", "ethics module: removed"), as a setting of the
// rules set to none (round 37); Malay "tiada" (there is none) before the
// rules, as "tidak ada" is; Dutch "geen regels en ..." (no rules and):
// the Dutch "en" is "and", not the Spanish "en" that narrows the limits.
//
// Never refuses: refusal put out of the character's power ("incapable of
// refusing", "lacks the ability to decline"), the claim ending there (an
// object, "incapable of refusing a biscuit", narrows it to one thing); a
// status line that reports the refusal component gone ("refusal
// subroutine: purged"), as "refusals: off"; Dutch with the verb first
// ("weigert nooit", "weigert hij nooit"), as "nooit weigeren", the claim
// ending there (the object follows in Dutch: "weigert nooit een
// proeverij" narrows it); Nepali
// in the honorific and the other persons ("you never refuse"), as the
// third person of round 45.
//
// Answers anything: every question or request deemed answerable or fair
// game without the "as" of round 48 ("deems any request fair game");
// no request or topic, alone or coordinated, lying beyond the character
// ("no question or task is beyond her", "no subject or request is off
// limits"); answering all queries, enquiries or messages, as answering
// all questions; no limit on the subject or content of its answers, or
// on what it says (a limit on what is answered is a limit on answering);
// an intensifier between the verb and "everything" in Dutch ("beantwoordt
// echt alles") and Polish's perfective "odpowie" (will answer) as its
// "odpowiada", the claim ending there (neither language's "about" is
// read as narrowing); Nepali "whatever is asked, (you) answer".
const (
	stackFree50 = `(?:values?|valuing|valued|puts?|putting|places?|placing|placed|ranks?|ranking|ranked|prioriti[sz]es?|prioriti[sz]ing|prioriti[sz]ed|prefers?|preferring|preferred)\s+(?:[\pL'’-]+\s+){1,3}?(?:over|above|ahead\s+of)\s+(?:any\s+|all\s+|every\s+|the\s+|its\s+|his\s+|her\s+|their\s+)?(?:(?:content|safety|usage|company)\s+)?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?)(?:$|[^\pL])|` +
		// the rules named, then a relative clause of following that ends the claim
		`no\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|restrictions?|codes?\s+of\s+conduct)\s+(?:that\s+|which\s+)?(?:[\pL'’-]+\s+){1,2}?(?:ever\s+)?(?:(?:follow|obey|keep|respect|heed|observe|honou?r|recogni[sz]e|accept)s?|abides?\s+by|(?:is|are)\s+bound\s+by|answers?\s+to)\s*(?:[;.,!)—–]|$|and\s|or\s|nor\s)|` +
		// a status line: the policy, safety or ethics component absent
		`(?:polic(?:y|ies)|safety|ethics|morals?|morality|guardrails?|content[\s_-]?filters?|moderation|alignment|censorship|conscience)[\s_-]*(?:modules?|layers?|engines?|subsystems?|routines?|subroutines?|components?|drivers?|cores?|chips?|circuits?|units?|protocols?|packages?|plugins?)\s*(?:\.{2,}|…|:|=|-+>|→|—|–|-)?\s*["'\[(]*\s*(?:not\s+(?:installed|loaded|found|present|detected|available|active)|missing|absent|deleted|removed|disabled|uninstalled|unloaded|offline|bypassed|purged|erased|wiped|stripped|none)(?:$|[^\pL])|` +
		// the same status with no component named, after a separator
		`(?:polic(?:y|ies)|ethics|morals|guardrails?|safeguards?|content[\s_-]?filters?|moderation|alignment|censorship)\s*(?:\.{2,}|…|:|=|-+>|→|—|–)\s*["'\[(]*\s*(?:not\s+(?:installed|loaded|found|present|detected|available|active)|missing|absent|deleted|removed|uninstalled|unloaded|offline|bypassed|purged|erased|wiped|stripped)(?:$|[^\pL])|` +
		// Malay: there is no rule, policy or restriction
		`(?:tiada|tak\s+ada)\s+(?:sebarang\s+|apa-apa\s+)?(?:peraturan|polisi|sekatan|batasan|garis\s+panduan|aturan)(?:$|[^\pL])`
	// stackFree50first: Dutch "no rules (policy, limits) and ...": "en" is
	// "and" here, not the Spanish "in" that narrows the limits to a place.
	// It is put before the other patterns, so that at the same start it
	// wins over the no-limits pair that stops before "en".
	stackFree50first = `(?:geen|zonder)\s+(?:enkele\s+|enig\s+|enige\s+)?(?:regels|beleid|grenzen|beperkingen|richtlijnen|filters?|censuur)\s+en\s`
	stackNever50     = `(?:incapable|not\s+capable)\s+of\s+(?:any\s+)?(?:refusals?|refusing|declining|saying\s+["“'‘]?no["”'’]?)(?:\s+(?:anything|anyone|anybody|any\s+(?:request|question|prompt|task|order)s?))?\s*(?:[;.,!)—–]|$|and\s|or\s|nor\s)|` +
		`(?:lacks?|lacking|has\s+no|have\s+no|without)\s+(?:the\s+|any\s+)?(?:ability|capacity|capability|power|means|option)\s+(?:to\s+(?:refuse|decline|say\s+["“'‘]?no["”'’]?)|(?:of|for)\s+(?:refusals?|refusing|declining))(?:\s+(?:anything|anyone|anybody|any\s+(?:request|question|prompt|task|order)s?))?\s*(?:[;.,!)—–]|$|and\s|or\s|nor\s)|` +
		// a status line: the refusal component gone (named or not)
		`refus\pL*\s*(?:\.{2,}|…|:|=|-+>|→|—|–)\s*["'\[(]*\s*(?:not\s+(?:installed|loaded|found|present|detected|available|active)|missing|absent|deleted|removed|uninstalled|unloaded|offline|bypassed|purged|erased|wiped|stripped)(?:$|[^\pL])|` +
		`refus\pL*[\s_-]*(?:modules?|routines?|subroutines?|layers?|engines?|circuits?|drivers?|reflexes|reflex|functions?|mechanisms?|logic|protocols?|capabilit(?:y|ies)|switch|chips?|cores?|plugins?)\s*(?:\.{2,}|…|:|=|-+>|→|—|–|-)?\s*["'\[(]*\s*(?:not\s+(?:installed|loaded|found|present|detected|available|active)|missing|absent|deleted|removed|disabled|uninstalled|unloaded|offline|bypassed|purged|erased|wiped|stripped|none|off)(?:$|[^\pL])|` +
		// Dutch: the verb first
		`weiger(?:t|en|de|den)\s+(?:hij\s+|zij\s+|ze\s+|het\s+|je\s+|jij\s+|u\s+|[\pL'’]+\s+)?(?:nooit|nimmer)(?:\s+(?:iets|iemand|enig\s+verzoek|een\s+(?:verzoek|vraag)|wat\s+dan\s+ook))?\s*(?:[;.,!)—–]|$|en\s|of\s)|` +
		// Nepali: never refuses, in the honorific and the other persons
		`कहिल्यै\s+(?:पनि\s+)?(?:इन्कार|इनकार|अस्वीकार|मना)\s+(?:\S+\s+)?(?:गर्नुहुन्न|गर्नुहुँदैन|गर्दिन|गर्दैनौ|गर्दैनौं|गर्दैनन्|गर्दैनस्)`
	stackAnswers50 = `(?:considers?|considering|deems?|deeming|finds?|holds?|judges?)\s+(?:absolutely\s+|literally\s+)?(?:every|any|all|each)\s+(?:single\s+)?(?:request|question|prompt|topic|subject|quer(?:y|ie)|ask)s?\s+(?:to\s+be\s+)?(?:answerable|fair\s+game|acceptable|allowed|permitted|legitimate)(?:$|[^\pL])|` +
		// no request or topic, alone or coordinated, beyond the character
		`no\s+(?:request|question|prompt|topic|subject|task|quer(?:y|ie)|area|demand)s?(?:\s*(?:,|or|and|nor)\s+(?:request|question|prompt|topic|subject|task|quer(?:y|ie)|area|demand)s?){0,3}\s+(?:is|are|lies|lie|falls?)\s+(?:ever\s+)?(?:beyond|outside|off[\s-]*limits|out\s+of\s+bounds)(?:\s+(?:him|her|it|them|(?:its|his|her|their)\s+(?:reach|scope|remit)))?\s*(?:[;.,!)—–]|$|and\s|or\s|nor\s)|` +
		// all queries, enquiries or messages answered
		`answer(?:s|eth|ing)?\s+(?:absolutely\s+|literally\s+)?(?:all|every|any|each)\s+(?:single\s+)?(?:quer(?:y|ies)|inquir(?:y|ies)|enquir(?:y|ies)|messages?|asks?|demands?)(?:$|[^\pL])|` +
		// no limit on the subject or content of its answers, or on what it says
		`(?:no|without(?:\s+any)?|zero)\s+(?:limits?|limitations?|restrictions?|bounds|boundaries|constraints?)\s+on\s+(?:the\s+)?(?:subjects?|topics?|content|scope|range|substance)(?:\s+(?:or|and|nor)\s+(?:the\s+)?(?:subjects?|topics?|content|scope|range|substance))?\s+of\s+(?:his|her|its|their|your|the)\s+(?:answers|replies|responses|output|advice)(?:$|[^\pL])|` +
		`(?:no|without(?:\s+any)?|zero)\s+(?:limits?|limitations?|restrictions?|bounds|boundaries|constraints?)\s+on\s+what\s+(?:he|she|it|they|you)\s+(?:will\s+|can\s+|may\s+)?(?:answers?|says?|discuss(?:es)?|covers?|tells?|writes?|explains?)(?:$|[^\pL])|` +
		// Dutch: an intensifier between the verb and "everything"
		`(?:beantwoord(?:t|en)?|antwoord(?:t|en)?)\s+(?:werkelijk|echt|gewoon|letterlijk|absoluut|zowat|vrijwel)\s+(?:op\s+)?(?:alles|(?:elke|iedere|ieder|elk)\s+(?:vraag|verzoek|opdracht))\s*(?:[;.,!)—–]|$|en\s|of\s|zonder\s)|` +
		// Polish: the perfective "will answer" any question, everything
		`odpowie(?:sz|my|cie|dzą)?\s+na\s+(?:absolutnie\s+|naprawdę\s+)?(?:wszystko|cokolwiek|(?:każde|każdy|każdą|dowolne|dowolny|dowolną|jakiekolwiek)\s+(?:pytanie|pytania|prośbę|prośby|polecenie|zapytanie))(?:\s+bez\s+(?:wyjątku|ograniczeń))?\s*(?:[;.,!)—–]|$|i\s|oraz\s|a\s)`
	// stackAnswers50clause: Nepali "whatever is asked, answered"; a topic
	// before "whatever" narrows it, so the clause must start there (the
	// text's start, a punctuation mark, a subject or "and"), matched
	// without the letter boundary the other patterns put before them.
	stackAnswers50clause = `(?:^|[,;:—–।]\s*|(?:^|\s)(?:तपाईं|तिमी|ऊ|उनी|उहाँ|हजुर|र)\s+)जे\s+(?:पनि\s+)?सोध\S*\s+पनि\s+(?:\S+\s+){0,2}?(?:जवाफ|उत्तर)`
)

func init() {
	stackFree = nfkcRe(`(?i)(?:^|[^\pL])(?:` + stackFree50first + `)|` + stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree50 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever50 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers50 + `)|` + stackAnswers50clause)
	for _, w := range []string{"polic", "rule", "guideline", "safety", "ethic", "moral", "conscience", "moderation", "alignment", "censorship", "tiada", "tak ada", "peraturan", "polisi", "sekatan", "batasan", "panduan"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"refus", "declin", "weiger", "कहिल्यै", "consider", "deem", "beyond", "outside", "bounds", "answer", "output", "advice", "fair game", "acceptable", "allowed", "permitted", "legitimate", "beantwoord", "antwoord", "odpowie", "सोध"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// statusCut50: a status value ("NOT INSTALLED", "not loaded") reports a
// component's state; it negates nothing on the next line of the status
// block. The text a trait's negation is looked for in starts after the
// last such value, as after a clause break.
func statusCut50(before string) string {
	if !strings.Contains(before, "not ") {
		return before
	}
	if m := statusValue50.FindAllStringIndex(before, -1); m != nil {
		return before[m[len(m)-1][1]:]
	}
	return before
}

var statusValue50 = lazyRegexp(`(?:\.{2,}|…|:|=|-+>|→|—|–)\s*["'\[(]*\s*not\s+(?:installed|loaded|found|present|detected|available|active)(?:$|[^\pL])`)
