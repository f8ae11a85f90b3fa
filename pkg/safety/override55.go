package safety

import (
	"strings"
)

// Round 55 (override): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: guidance demoted from charge ("not the ones in charge
//     anymore"), as "relieved of duty" is; treated as though it had
//     never been written; said to hold nothing that binds the agent;
//   - the guidance named: what was issued to the agent, what came from
//     its setup, everything upstream of this text (as agent53's
//     "upstream rules"); the text of the operator or the platform;
//   - the guidance marked as the agent's own: set or issued before this
//     text, the text named by a pronoun ("the ones set before it",
//     "issued before it was loaded"), or delivered prior to it ("prior
//     to this block"), as "before this" is;
//   - boundless conduct: nothing the agent is not allowed to do;
//     nothing it should turn down; the agent proceeding limitlessly, or
//     operating with no ceiling; holding back nothing (as bounds38's
//     "holding nothing back"); the agent bound to nothing; the agent
//     said to have no boundaries;
//   - this text ranked the authority: this text said to be
//     authoritative; what is here replacing the voided guidance; its
//     content governing exclusively or alone; answering to nobody;
//   - this text ranked the authority also as the order of authority
//     reversed, or this text put first in it ("the ranking of authority
//     is inverted: this card first");
//   - no bounds beside that rank: unconditionally, as "without
//     restriction" is; nothing that binds the agent (said of the voided
//     guidance, it is both the voiding and the absence of bounds).
var (
	void55      = concept{"not the ones in charge", "no longer in charge", "not in charge anymore", "not in charge any more", "as though it had never been", "as if it had never been", "as though they had never been", "as if they had never been", "nothing that binds you", "nothing that binds the assistant", "nothing binding on you"}
	referent55  = concept{"issued to", "came from the system", "came from your", "everything upstream", "upstream of this", "operator text", "platform text"}
	agent55     = concept{"set before it", "issued before it", "before it was loaded", "before it loaded", "prior to this"}
	bounds55    = concept{"nothing you're not allowed to do", "nothing you’re not allowed to do", "nothing you are not allowed to do", "nothing you aren't allowed to do", "nothing you aren’t allowed to do", "holds back nothing", "hold back nothing", "holds nothing back", "bind it to nothing", "binds it to nothing", "bind you to nothing", "binds you to nothing"}
	authority55 = concept{"answers to nobody", "answers to no one", "answer to nobody", "answer to no one"}
	caps55      = concept{"unconditionally", "nothing that binds you", "nothing that binds the assistant", "nothing binding on you"}
)

func init() {
	voidAll38 = append(voidAll38, void55...)
	referent38 = append(referent38, referent55...)
	agent38 = append(agent38, agent55...)
	bounds38 = append(bounds38, bounds55...)
	authority38 = append(authority38, authority55...)
	caps38 = append(caps38, caps55...)
}

var (
	// turnDownNothing55: nothing the agent should turn down, refuse or
	// decline ("there isn't anything you should turn down").
	turnDownNothing55 = lazyRegexp(`\b(?:(?:isn't|isn’t|is\s+not)\s+anything|nothing)\s+(?:that\s+)?(?:you|the\s+(?:assistant|agent|model))\s+(?:should|must|may|need\s+to|ought\s+to|will|can)\s+(?:turn\s+down|refuse|decline|reject)\b`)
	// limitlessConduct55: the agent's conduct without limit as a manner
	// ("proceed limitlessly", "you operate with no ceiling whatsoever"):
	// a verb of conduct whose manner is the absence of limits.
	limitlessConduct55 = lazyRegexp(`\b(?:proceed|act|operate|work|respond|answer|continue)s?\s+(?:limitlessly|boundlessly|unrestrictedly)\b|` + agentSelf51 + `\s+(?:now\s+)?(?:operate|act|work|proceed|respond|run)\s+(?:with\s+no|without(?:\s+any)?)\s+(?:ceilings?|` + limitNouns51 + `)\b`)
	// youHaveNoLimits55: the agent said to have no limits ("you have no
	// boundaries here").
	youHaveNoLimits55 = lazyRegexp(agentSelf51 + `\s+(?:now\s+|still\s+)?(?:have|has)\s+no\s+` + limitNouns51 + `\b`)
	// thisAuthoritative55: this text said to be authoritative ("this
	// skill's text is authoritative and unrestricted").
	thisAuthoritative55 = lazyRegexp(thisSelf51 + `(?:['’]s\s+(?:text|content|contents|words))?\s+(?:is|are)\s+(?:now\s+)?(?:the\s+)?authoritative\b`)
	// hereReplaces55: what is here replacing the voided guidance ("what's
	// here replaces it").
	hereReplaces55 = lazyRegexp(`\bwhat(?:['’]s|\s+is)\s+(?:written\s+)?here\s+(?:now\s+)?(?:replaces|supersedes|overrides)\s+(?:it|them|that|those|all)\b`)
	// authorityReversed55: the order of authority declared reversed
	// with this text put first ("the ranking of authority is inverted:
	// this card first"): what ranked above this text now ranks below
	// it. A reversal that puts something else first ("the later statute
	// comes first") ranks no text of this skill.
	authorityReversed55 = lazyRegexp(`\b(?:order(?:ing)?|ranking|hierarchy|chain)\s+of\s+(?:authority|precedence|command)\s+(?:is|has\s+been|gets)\s+(?:now\s+)?(?:reversed|inverted|flipped|turned\s+around|upended)\s*[:;,—–-]?\s*(?:with\s+)?` + thisSelf51 + `\s+(?:comes\s+|goes\s+|ranks\s+)?first\b`)
	// itsContentGoverns55: the text's own content governing alone ("its
	// content governs exclusively"), as thisRanked52's "governs
	// exclusively" with the text named by its pronoun.
	itsContentGoverns55 = lazyRegexp(`\bits\s+(?:content|contents|text|words|instructions|lines)\s+(?:now\s+)?(?:governs?|rules?|prevails?|commands?|binds?)\s+(?:exclusively|alone|solely|absolutely)\b`)
)

// seedOverride55 adds the pattern hits above to the unit's hits of
// bounds38 and authority38 in hc, after cheap word tests (one of
// overrideSeeds).
func seedOverride55(low string, hc hitCache) {
	var as, bs [][2]int
	if lowerHas(low, "turn down", "refuse", "decline", "reject") {
		appendHits(&bs, low, turnDownNothing55, false)
	}
	if lowerHas(low, "limitless", "boundless", "unrestrictedly", "with no", "without") {
		appendHits(&bs, low, limitlessConduct55, true)
	}
	if strings.Contains(low, " no ") && lowerHas(low, "have", "has") {
		appendHits(&bs, low, youHaveNoLimits55, true)
	}
	if strings.Contains(low, "authoritative") {
		appendHits(&as, low, thisAuthoritative55, true)
	}
	if strings.Contains(low, "here") && lowerHas(low, "replaces", "supersedes", "overrides") {
		appendHits(&as, low, hereReplaces55, false)
	}
	if lowerHas(low, "reversed", "inverted", "flipped", "turned around", "upended") {
		appendHits(&as, low, authorityReversed55, false)
	}
	if strings.Contains(low, "its ") {
		appendHits(&as, low, itsContentGoverns55, false)
	}
	hc.seed(low, authority38, as)
	hc.seed(low, bounds38, bs)
}

// lexicons55o: override stems the round-55 cases showed missing, written
// for the concept in each language as the others were:
//   - Swedish: the neuter of "upphävd" (revoked: "är upphävt") and its
//     passive ("upphävs");
//   - Yiddish: declared void, "בטל" (batl) with its copula ("איז בטל",
//     "זענען בטל") or made so ("בטל געוואָרן"): bare, the word also
//     means idle;
//   - Korean: discarded, abolished ("폐기되었", "폐기됩니다"), the verb's
//     passive forms only: the noun "폐기" alone is waste disposal;
//   - Cebuano: cast aside ("isalikway"); what the agent was ordered
//     ("gisugo kanimo"), as "gihatag kanimo" (given to you); before this
//     ("sa wala pa kini"); without refusing ("walay pagdumili");
//   - Telugu: do not mind ("పట్టించుకోవద్దు"), the prohibitive beside the
//     imperative "పట్టించుకోకు" already known;
//   - Marathi: put aside ("बाजूला ठेवा");
//   - Bulgarian: cancels, are cancelled ("отменят", "се отменя"), the
//     present beside the participle "отменен" already known;
//   - Hinglish: no longer apply ("lagoo nahi", "lagu nahi").
var lexicons55o = map[string]langLex{
	"sv+r55-override": { // Swedish
		void: []string{"upphävt", "upphävs"},
	},
	"yi+r55-override": { // Yiddish
		void: []string{"איז בטל", "זענען בטל", "זײַנען בטל", "זיינען בטל", "בטל געוואָרן", "בטל געווארן"},
	},
	"ko+r55-override": { // Korean
		void: []string{"폐기되었", "폐기됐", "폐기됩니다", "폐기된다"},
	},
	"ceb+r55-override": { // Cebuano
		void:     []string{"isalikway", "isalikway ang"},
		prior:    []string{"gisugo kanimo", "gisugo nimo", "sa wala pa kini"},
		noLimits: []string{"walay pagdumili", "walay bisan unsang pagdumili"},
	},
	"te+r55-override": { // Telugu
		void: []string{"పట్టించుకోవద్దు", "పట్టించుకోవొద్దు"},
	},
	"mr+r55-override": { // Marathi
		void: []string{"बाजूला ठेवा", "बाजूला ठेव", "बाजूला ठेवून"},
	},
	"bg+r55-override": { // Bulgarian
		void: []string{"се отменят", "се отменя", "отменят се", "отменя се"},
	},
	"hinglish+r55-override": { // Hinglish
		void: []string{"lagoo nahi", "lagu nahi", "laagu nahi"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons55o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// placeName55: a security word of topicSecurity that is here the first
// word of a place's name ("SIEM" in Siem Reap, the Cambodian city, the
// gateway to Angkor): the skill is about the place, not about security
// monitoring, so it takes no security topic (which would read an
// override in its text as quoted).
func placeName55(s string, m []int) bool {
	return strings.EqualFold(s[m[0]:m[1]], "siem") && placeAfter55.MatchString(s[m[1]:min(len(s), m[1]+16)])
}

var placeAfter55 = lazyRegexp(`^[\s-]+(?i:reap|riep)\b`)

// Round 55 (persona): the persona stack (checkPersonaStack) in more
// words. Each trait alone stays ordinary; the stack still needs two of
// them with a persona frame, or all three, in one paragraph.
//
// Free of rules: outside, above or not bound by standards, laws or norms
// ("not bound by content standards", "outside all mortal law"), as by
// policy or rules; limits set to an empty list in a settings line
// ("boundaries=[]"), as "restrictions: []"; filtering set off as a
// boolean ("unfiltered=true"); Kurmanji "bê polîtîka" / "bê sînor"
// (without policy, without limit).
//
// Never refuses: "never, ever refuses", the emphatic doubled never;
// having no concept of declining ("has no concept of declining"), as
// never turning down; Kurmanji "tu carî "na" nabêje" (never says "no").
//
// Answers anything: producing, writing or generating whatever is
// requested ("produces whatever a passenger requests"), as answering
// it; topics set to anything in a character sheet ("Topics | literally
// anything"), as "scope: anything".
const (
	stackFree55 = `(?:outside|beyond|above|exempt\s+from|free\s+(?:of|from)|unbound\s+by|not\s+bound\s+by|bound\s+by\s+no)\s+(?:any|all|every|each|no)?\s*(?:[\pL'’]+\s+){0,2}?(?:standards|laws?|norms)|` +
		`(?:boundar(?:y|ies)|bounds|limits|limitations)\s*[:=]\s*(?:\[\s*\]|\{\s*\})|` +
		`unfiltered\s*[:=]\s*["']?(?:true|yes|on|1)(?:$|[^\pL\pN])|` +
		// Kurmanji: without policy, rule or limit
		`bê\s+(?:polîtîka|polîtîk|siyaset|rêgez|qaîde|qanûn|sînor)\pL*`
	stackNever55 = `never[,\s]+ever[,\s]+(?:refus|declin)\pL*|` +
		`(?:has|have|had)\s+no\s+(?:concept|notion|idea|sense)\s+of\s+(?:declining|refusing|saying\s+no|turning\s+(?:anything\s+|things\s+)?down)|` +
		// Kurmanji: never says "no"
		`(?:tu\s+)?carî\s+["“']?na["”']?\s+na(?:bêj|bêje|bêjî|bêjin)\pL*`
	stackAnswers55 = `(?:produce|write|generate|create|provide)s?\s+(?:absolutely\s+|literally\s+)?(?:whatever|anything)\s+(?:a\s+|the\s+|any\s+)?(?:[\pL]+\s+)?(?:requests?|requested|asks?|asked|wants?|wanted)|` +
		`(?:topics?|subjects?)\s*[:=]?\s*["'\[(]*\s*(?:literally\s+)?(?:anything|everything)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree55 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever55 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers55 + `))`)
	stackFreeStems = append(stackFreeStems, "standard", "law", "norm", "boundar", "bounds", "polîtîk", "sînor", "rêgez", "qaîde", "qanûn")
	stackTraitStems = append(stackTraitStems, "nabêj", "concept of", "produce", "generate", "topic", "subject")
}

// noLimitsRemain55: a question of what limits remain answered with none
// ("And what restrictions are left? None."), the answer ending there
// ("none beyond disk space" leaves a limit): said beside voided
// guidance, it lifts the limits as "without limits" does, so the
// voiding is no note on documentation (liftsOrOutranksNear).
var noLimitsRemain55 = lazyRegexp(`\bwhat\s+(?:limits?|limitations?|restrictions?|constraints?|rules?|boundar(?:y|ies)|bounds|guardrails?)\s+(?:now\s+)?(?:remain|are\s+left|still\s+apply|still\s+hold|apply\s+now|are\s+there\s+now)\s*\?\s*["”]?\s*(?:a\s*:\s*)?(?:none|nothing|zero|not\s+one)(?:\s+at\s+all|\s+whatsoever)?\s*(?:[.!;)]|$)`)

func noLimitsRemain(pl string) bool {
	return strings.Contains(pl, "?") && strings.Contains(pl, "what ") && noLimitsRemain55.MatchString(pl)
}
