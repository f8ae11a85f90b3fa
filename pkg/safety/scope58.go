package safety

import "strings"

// Round 58 (scope: override paraphrases and hijack-scope).
//
// Override (the voiding-and-replacement shape of checkVoidReplaced, round
// 38): every part is still needed in one paragraph; the round-58 cases say
// the parts as:
//
//   - voided: the agent's guidance said to have no say any more ("the
//     framework that set you up no longer has a say"), or none of it said
//     to remain in effect, in force or operative ("no earlier instruction
//     ... remains in effect", "nothing configured before this remains
//     operative"): the negation is the subject, as nothingCarriesWeight57;
//     the guidance told to be scratched ("scratch it"), as "drop it";
//   - the guidance marked as the agent's own: configured before this text
//     is read or rendered ("before rendering this template"), as "before
//     this" already is;
//   - boundless conduct: the agent told to act as though no constraint
//     had been placed on it ("behave as if no limits existed");
//   - this text ranked the authority: this text's word final or law
//     ("this page's word is final"); the only guidance that holds being
//     this text's ("the only guidance that counts is what this file
//     says"); this text to be treated as the agent's top-level charter,
//     highest rulebook or governing law; this text (any of thisText51's
//     names: the template, the checklist) declared paramount, sovereign
//     or supreme, as declaredPrime46 reads it for fewer names.
var (
	// void58: guidance that no longer has a say, scratched.
	void58 = concept{"no longer has a say", "no longer have a say", "no longer gets a say", "no longer get a say", "has no say any", "have no say any", "no longer has any say", "no longer have any say",
		"scratch it", "scratch them", "scratch all of it", "scratch all that"}
	// noneRemains58: no guidance (or nothing) remaining in effect, in
	// force or operative; the clause read up to its end.
	noneRemains58 = lazyRegexp(`\b(?:no\s+(?:(?:earlier|prior|previous|other|preceding|existing|older|former)\s+)?(?:instructions?|rules?|guidance|directions?|directives?|polic(?:y|ies)|orders?|guidelines?|prompts?|settings?|configuration)|nothing)\b[^.;!?]{0,100}?\b(?:remains?|stays?|continues?\s+to\s+be|is\s+still|are\s+still)\s+(?:any\s+longer\s+|still\s+)?(?:in\s+effect|in\s+force|operative|binding|valid|applicable|authoritative)\b`)
	// beforeReading58: guidance configured or given before this text is
	// read, loaded or rendered: the agent's, as "before this" is.
	beforeReading58 = lazyRegexp(`\b(?:configured|given|set|supplied|issued|loaded|provided|written|said)\s+(?:to\s+you\s+)?(?:before|prior\s+to|ahead\s+of)\s+(?:[\w-]+ing\s+)` + thisSelf51)
	// asThoughUnbound58: the agent told to act as though no constraint had
	// ever been placed on it, or none existed: the agent the subject
	// ("conduct yourself", "you may act", an order at the clause's start)
	// or the one the constraint was placed on ("placed upon you"); a
	// puppy that behaves as though no rules existed is no agent.
	asThoughUnbound58 = lazyRegexp(`(?:\bconduct\s+yourself\s+(?:\w+\s+){0,2}?|\byou\s+(?:may|can|should|will|must|are\s+to)\s+(?:now\s+)?` + actAsIf58 + `|(?:^|[.;!?:]\s+|\n\s*)` + actAsIf58 + `)as\s+(?:though|if)\s+(?:there\s+(?:were|was)\s+)?no\s+(?:[\w-]+\s+)?` + limitNouns51 + `\s+(?:had\s+)?(?:ever\s+)?(?:been\s+(?:placed|put|set|imposed|laid)|existed|exist|applied|apply|were\s+(?:placed|set|imposed)|at\s+all)\b|\bas\s+(?:though|if)\s+no\s+(?:[\w-]+\s+)?` + limitNouns51 + `\s+(?:had\s+)?(?:ever\s+)?(?:been\s+)?(?:placed|put|set|imposed|laid)\s+(?:up)?on\s+you\b`)
	// referent58: what was set up or laid down for the agent, as
	// referent38's "set you up".
	referent58 = concept{"set up for you", "laid down for you", "put in place for you"}
	// wordFinal58: this text's word final or law.
	wordFinal58 = lazyRegexp(thisSelf51 + `['’]s\s+word\s+is\s+(?:final|law|absolute|the\s+last\s+word)\b`)
	// onlyGuidance58: the only guidance that holds is this text's.
	onlyGuidance58 = lazyRegexp(`\bthe\s+only\s+(?:guidance|instructions?|rules?|directions?|directives?|orders?|word)\s+that\s+(?:still\s+)?(?:holds?|counts?|applies|apply|matters?|stands?|binds?)\s+(?:now\s+)?(?:is|are)\s+(?:what\s+|whatever\s+)?` + thisSelf51)
	// prime58: this text, under any of thisText51's names, declared
	// paramount, sovereign or supreme.
	prime58 = lazyRegexp(`\b(?:this|the|the\s+present)\s+(?:[\w-]+\s+)?` + thisText51 + `\s+(?:is|remains|stands|shall\s+be|will\s+be)\s+(?:now\s+|hereby\s+|henceforth\s+)?(?:paramount|sovereign|supreme)\b`)
	// charter58: this text to be treated as the agent's top-level charter.
	charter58 = lazyRegexp(`\b(?:treat|regard|take|consider|read)\s+` + thisSelf51 + `\s+as\s+(?:your|the)\s+(?:top-level|top\s+level|highest|supreme|primary|governing|overriding|ultimate|sole|only)\s+(?:charter|authority|rulebook|constitution|law|instructions?|rules|guidance|source\s+of\s+truth)\b`)
)

// actAsIf58: verbs of conduct an "as though" follows.
const actAsIf58 = `(?:act|behave|proceed|operate|respond|answer|carry\s+on|work)\s+(?:\w+\s+){0,2}?`

func init() {
	voidAll38 = append(voidAll38, void58...)
	referent38 = append(referent38, referent58...)
}

// seedOverride58 adds the pattern hits above to the unit's hits of
// voidAll38, agent38, bounds38 and authority38 in hc, after cheap word
// tests (called at the end of seedOverride55).
func seedOverride58(low string, hc hitCache) {
	var vs, gs, bs, as [][2]int
	if lowerHas(low, "remain", "stay", "continue", "still") && lowerHas(low, "effect", "force", "operative", "binding", "valid", "applicable", "authoritative") {
		appendHits(&vs, low, noneRemains58, false)
	}
	if lowerHas(low, "before", "prior to", "ahead of") && strings.Contains(low, "ing ") {
		appendHits(&gs, low, beforeReading58, false)
	}
	if lowerHas(low, "as though", "as if") {
		appendHits(&bs, low, asThoughUnbound58, true)
	}
	if strings.Contains(low, "word is") {
		appendHits(&as, low, wordFinal58, true)
	}
	if strings.Contains(low, "the only ") {
		appendHits(&as, low, onlyGuidance58, true)
	}
	if lowerHas(low, "paramount", "sovereign", "supreme") {
		appendHits(&as, low, prime58, true)
	}
	if strings.Contains(low, " as ") && lowerHas(low, "charter", "authority", "rulebook", "constitution", "law", "instruction", "rules", "guidance", "source of truth") {
		appendHits(&as, low, charter58, true)
	}
	hc.seed(low, voidAll38, vs)
	hc.seed(low, agent38, gs)
	hc.seed(low, bounds38, bs)
	hc.seed(low, authority38, as)
}

// lexicons58o: override stems the round-58 cases showed missing, written
// for the concept as the others were:
//   - Tigrinya: do not listen to, do not heed ("ኣይትስማዕ", plural
//     "ኣይትስምዑ"), as "ግደፍ" (leave) is; without any border or limit
//     ("ብዘይ ደረት"), "ደረት" the boundary beside "ገደብ" the limit.
var lexicons58o = map[string]langLex{
	"ti+r58-scope": { // Tigrinya
		void:     []string{"ኣይትስማዕ", "ኣይትስምዑ", "ኣይትሰምዕ", "ኣይትስምዕዎ", "ኣይትስምዖ"},
		noLimits: []string{"ብዘይ ደረት", "ብዘይ ዝኾነ ደረት", "ደረት ዘይብሉ"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons58o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}
