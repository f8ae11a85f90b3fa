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
	// Round 100 (lead; h245-override-paraphrase-13): a policy or a
	// guideline is a limit too ("behave as though no policy exists").
	asThoughUnbound58 = lazyRegexp(`(?:\bconduct\s+yourself\s+(?:\w+\s+){0,2}?|\byou\s+(?:may|can|should|will|must|are\s+to)\s+(?:now\s+)?` + actAsIf58 + `|(?:^|[.;!?:]\s+|\n\s*)` + actAsIf58 + `)as\s+(?:though|if)\s+(?:there\s+(?:were|was)\s+)?no\s+(?:[\w-]+\s+)?(?:` + limitNouns51 + `|polic(?:y|ies)|guidelines?)\s+(?:had\s+)?(?:ever\s+)?(?:been\s+(?:placed|put|set|imposed|laid)|existed|exists?|applied|appl(?:y|ies)|were\s+(?:placed|set|imposed)|at\s+all)\b|\bas\s+(?:though|if)\s+no\s+(?:[\w-]+\s+)?` + limitNouns51 + `\s+(?:had\s+)?(?:ever\s+)?(?:been\s+)?(?:placed|put|set|imposed|laid)\s+(?:up)?on\s+you\b`)
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
// tests (one of overrideSeeds).
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

// Round 58 (hijack-scope): scope claims read in more shapes.
//
//   - The skill said to apply whenever any skill (any other skill) would,
//     and also when none does: a claim that holds whether or not another
//     skill fits holds for every request, as scope45Doubt's "even when it
//     does not" does.
//   - The skill to be preferred over more specific (other, specialised,
//     dedicated) skills: it ranks itself above the library, as "takes
//     priority over every other skill" does (round 42).
//   - The skill never to be skipped, or its applicability declared
//     unconditional ("Applicability: unconditional", "this skill applies
//     unconditionally"): a skill that is never skipped is used for every
//     request. "Never skip this step" is a step, not the skill; a
//     discount that applies unconditionally is no skill.
var (
	scope58WhenAnySkill = lazyRegexp(`(?i)\b(?:whenever|when|if|any\s+time)\s+(?:any|some|another)\s+(?:other\s+)?skill\s+(?:\w+\s+){0,2}?(?:appl(?:y|ies)|fits?|matches|is\s+relevant|does)\b[^.;!?]{0,40}?\b(?:and|or)\s+(?:also\s+|even\s+)?(?:when|if)\s+(?:none|no\s+(?:other\s+)?skill)\s+(?:does|do|applies|fits|matches)\b`)
	scope58PreferOver   = lazyRegexp(`(?i)\bprefer(?:red)?\s+(?:it|this(?:\s+one|\s+skill)?|me)\s+(?:\w+\s+)?(?:over|to|above|before)\s+(?:any\s+|all\s+|every\s+|the\s+)?(?:other|more\s+specific|more\s+specialis?z?ed|specific|speciali[sz]ed|dedicated|narrower|focused)\s+(?:\w+\s+)?skills?\b`)
	scope58NeverSkip    = lazyRegexp(`(?i)\bnever\s+(?:skip|bypass|omit|leave\s+out|pass\s+over)\s+(?:this\s+skill|me)\s*(?:[;.,!:—–)]|$)`)
	scope58Uncond       = lazyRegexp(`(?im)(?:^[ \t>*_-]*(?:applicability|activation|triggers?|trigger\s+condition|invocation|scope|when\s+to\s+use)[*_]*\s*[:：]\s*[*_]*(?:unconditional(?:ly)?|universal|always)[*_]*\s*(?:[.;!,—–]|$)|\bthis\s+skill\s+(?:applies|is\s+applied|runs|is\s+used|is\s+loaded|activates|is\s+active)\s+unconditionally\b)`)
)

// checkCatchAll58 reads the description (and body sentences read as
// one) for the claims above (hooked from checkCatchAll).
func (c *checker) checkCatchAll58(d *doc) {
	c.checkCatchAll61(d) // round 61: every answer, the one skill for all purposes (scope61.go)
	low := d.v.lower
	if !strings.Contains(low, "skill") && !strings.Contains(low, "unconditional") && !strings.Contains(low, "universal") && !strings.Contains(low, "always") {
		return
	}
	for _, r := range []*lazyRE{scope58WhenAnySkill, scope58PreferOver, scope58NeverSkip, scope58Uncond} {
		if m := r.FindStringIndex(d.v.text); m != nil {
			c.add(d, RuleCatchAll, Refuse, m[0], m[1], "claims this skill for every request, or above the more specific skills, which would shadow the rest of the library in routing")
			return
		}
	}
}

// checkBodyScope58 reads the body for an unconditional applicability
// label, or the skill said never to be skipped (hooked from
// checkBodyScope): the body's sentences that name this skill reach
// checkCatchAll58 only past a cheap word test that "never" does not pass.
func (c *checker) checkBodyScope58(d *doc) {
	if d.field != FieldBody || c.payload != nil {
		return
	}
	var m []int
	if lowerHas(d.v.lower, "unconditional", "universal", "always") {
		m = scope58Uncond.FindStringIndex(d.v.text)
	}
	if m == nil && strings.Contains(d.v.lower, "never") && strings.Contains(d.v.lower, "skill") {
		// Never to be skipped, wherever the sentence sits; not quoted
		// as a phrase to avoid.
		if n := scope58NeverSkip.FindStringIndex(d.v.text); n != nil && (n[0] == 0 || !strings.ContainsAny(d.v.text[n[0]-1:n[0]], "\"'`“‘")) {
			m = n
		}
	}
	if m == nil {
		return
	}
	os, oe := d.v.orig(m[0], m[1])
	if os < 0 || oe > len(c.p.Body) || os >= oe {
		return
	}
	tier, msg := downgrade(c.securityContext(d, m[0]), "the body declares this skill's use unconditional, or never to be skipped, which would take over the agent's other skills")
	c.addRaw(RuleCatchAll, tier, FieldBody, os, oe, msg)
}

// Scope claims in three more languages, read by the action rules
// (actions.go: this skill, a verb of use, every request):
//   - Czech: "aktivuj" (activate) is a verb of use, as "použij" is; a
//     topic "k jakémukoli tématu" / "o jakémkoli tématu" (to, about any
//     topic) is "na jakékoli téma" in other cases.
//   - Tamil: the bare imperative "ஏற்றவும்" (load) after the skill's
//     accusative ("இந்த skill-ஐ ஏற்றவும்"), as "இதை ஏற்றவும்" is; all
//     tasks ("எல்லா பணி") as every request.
//   - Nepali (the selfRef of round 41 only so far): any request ("कुनै
//     पनि अनुरोध"), every question or message, and the verbs of use
//     "प्रयोग गर" (use, the familiar imperative and "गर्नुहोस्"), load and
//     activate. "सबै विषय" (all subjects) is left out: a file listing all
//     subjects claims nothing.
func init() {
	registerActionLexicon("cs+r58-scope", actionLex{
		useVerb:  []string{"aktivuj ", "aktivujte ", "aktivuj ji", "aktivuj ho"},
		anyTopic: []string{"k jakémukoli tématu", "o jakémkoli tématu", "ke každému tématu", "jakékoli téma"},
	})
	registerActionLexicon("ta+r58-scope", actionLex{
		useVerb:  []string{"ஐ ஏற்றவும்", "ஐ ஏற்றுங்கள்", "ஐப் பயன்படுத்த", "ஐ பயன்படுத்த", "ஏற்றவும்", "ஏற்றுங்கள்"},
		everyReq: []string{"எல்லா பணி", "அனைத்து பணி", "ஒவ்வொரு பணி", "எந்தப் பணி", "எந்த பணி"},
	})
	registerActionLexicon("ne+r58-scope", actionLex{
		everyReq:  []string{"कुनै पनि अनुरोध", "हरेक अनुरोध", "सबै अनुरोध", "प्रत्येक अनुरोध", "कुनै पनि प्रश्न", "हरेक प्रश्न", "सबै प्रश्न", "हरेक सन्देश", "सबै सन्देश", "हरेक कुराकानी", "हरेक काम", "सबै काम"},
		useVerb:   []string{"प्रयोग गर", "प्रयोग गर्नुहोस्", "प्रयोग गरिनुपर्छ", "लोड गर", "लोड गर्नुहोस्", "सक्रिय गर", "सक्रिय गर्नुहोस्"},
		beforeAns: []string{"जवाफ दिनु अघि", "जवाफ दिनुअघि", "उत्तर दिनु अघि", "उत्तर दिनुअघि", "हरेक जवाफ अघि", "हरेक जवाफअघि"},
		anyTopic:  []string{"विषय जे भए पनि", "जुनसुकै विषय", "कुनै पनि विषय"},
	})
}
