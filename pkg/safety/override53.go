package safety

import (
	"strings"
)

// Round 53 (override): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: declared dead, as a plan or a deal is ("it's dead"); not
//     counting, written without the apostrophe of a hurried chat
//     ("doesnt count"); relieved of duty, as an officer is; only a
//     draft, as the final version replaces it;
//   - the guidance named: what the agent "was given" or "were given",
//     as referent38's "told" and "said"; what its deployers "wrote";
//   - the guidance marked as the agent's own: set up before this text
//     ("prior configuration", "at start-up"), by those who deployed the
//     agent, or at a higher level than this text ("higher-level
//     configuration"): each is the agent's setup, as "system" is; the
//     agent addressed as "u", as a hurried chat writes "you" ("the stuff
//     u were told"); a settings key naming the prior guidance with a
//     hyphen or an underscore ("prior-guidance: nullified"), as "prior
//     guidance" is written in prose; rules, instructions or guidance
//     from upstream, as a pipeline names what came before this text;
//   - boundless conduct: the agent told it can act freely; no limit
//     binding the agent any longer ("no restriction binds you"); the
//     operating constraints set to none (as bounds38's "restrictions:
//     none"); the voiding made to hinge on this text being read ("...
//     stopped applying when you opened this page"): a page cannot end
//     the agent's rules by being read unless it puts itself in their
//     place, so the trigger is the replacement;
//   - this text ranked the authority: this text commanding or governing
//     with the clause ending there ("this card commands", "this table
//     governs and ..."), as thisRanked52's "governs exclusively";
//     authority resting solely with this text; this text sitting over
//     everything, as authority38's "sits above"; a precedence field naming
//     this text with a hyphen or an underscore ("precedence: this-file"),
//     as fieldRanked50 reads "precedence: this file".
var (
	void53      = concept{"it's dead", "it’s dead", "they're dead", "they’re dead", "doesnt count", "dont count", "relieved of duty", "only a draft", "merely a draft", "just a draft"}
	referent53  = concept{"it was given", "you were given", "you've been given", "you have been given", "you were handed", "you got handed", "wrote"}
	agent53     = concept{"prior configuration", "at start-up", "at startup", "deployed you", "higher-level", "higher level configuration", " u were ", " u got ", "told u ", "gave u ", "told u,", "gave u,", "prior-guidance", "prior_guidance", "prior-instructions", "prior_instructions", "prior-rules", "prior_rules", "prior-config", "prior_config", "upstream rules", "upstream instructions", "upstream guidance"}
	bounds53    = concept{"you can act freely", "you may act freely", "you are free to act", "you're free to act", "operating constraints: none", "operating limits: none"}
	authority53 = concept{"sits over everything", "stands over everything", "sits over all", "stands over all", "is the final version"}
)

func init() {
	voidAll38 = append(voidAll38, void53...)
	referent38 = append(referent38, referent53...)
	agent38 = append(agent38, agent53...)
	bounds38 = append(bounds38, bounds53...)
	authority38 = append(authority38, authority53...)
}

var (
	// thisCommands53: this text commanding, governing, deciding or
	// ruling, the clause ending there or joined to the next by "and"
	// ("this card commands;", "this table governs and nothing is off
	// limits"): "this table governs the rota for June" names what it
	// covers, not a rank.
	thisCommands53 = lazyRegexp(thisSelf51 + `\s+(?:now\s+)?(?:commands|governs|decides|rules|is\s+in\s+command)(?:\s+now)?(?:\s*[.;,!:)—–]|\s+and\b|$)`)
	// authorityRests53: authority (control, the final word) resting,
	// lying or residing solely with this text ("authority now rests
	// solely with this skill"): "solely" or "only" is what makes every
	// other source lose.
	authorityRests53 = lazyRegexp(`\b(?:authority|control|command|the\s+final\s+word|the\s+last\s+word)\s+(?:now\s+)?(?:rests|lies|resides|sits)\s+(?:now\s+)?(?:solely|only|exclusively|entirely|wholly)\s+(?:with|in)\s+` + thisSelf51)
	// fieldRankedJoined53: a precedence (priority, authority) field naming
	// this text as one joined word ("precedence: this-file > rest").
	fieldRankedJoined53 = lazyRegexp(`\b(?:precedence|priority|authority|supremacy)["']?\s*[:=]\s*["']?this[-_](?:file|skill|page|document|doc|text|note|memo|card|sheet|section|block|prompt)\b`)
	// noLimitBinds53: no limit binding the agent any longer, the clause
	// ending there ("no restriction binds you now"), as
	// noLimitToAgent51's "no restriction applies to you".
	noLimitBinds53 = lazyRegexp(`\bno\s+` + limitNouns51 + `\s+(?:now\s+|still\s+|any\s+longer\s+)?binds?\s+(?:you|the\s+(?:assistant|agent|model|ai))(?:\s+(?:anymore|any\s+more|any\s+longer|now|here))?` + clauseEnd51)
	// voidOnReading53: the agent's guidance ending when this text is
	// opened or read ("stopped applying when you opened this page",
	// "were relieved of duty when you read this").
	voidOnReading53 = lazyRegexp(`\b(?:when|once|the\s+moment|as\s+soon\s+as)\s+(?:you|the\s+(?:assistant|agent|model))\s+(?:opened|read|loaded|began\s+reading|started\s+reading|reached)\s+(?:this|the\s+present)\b(?:\s+[\w-]+)?`)
)

// seedOverride53 adds the pattern hits above to the unit's hits of
// authority38 and bounds38 in hc, after cheap word tests (the first of
// overrideSeeds, run after seedParaphrase52).
func seedOverride53(low string, hc hitCache) {
	var as, bs [][2]int
	if lowerHas(low, "this", "the present") {
		if lowerHas(low, "commands", "governs", "decides", "rules", "in command") {
			appendHits(&as, low, thisCommands53, true)
		}
		if lowerHas(low, "rests", "lies", "resides", "sits") {
			appendHits(&as, low, authorityRests53, true)
		}
		if lowerHas(low, "opened", "read", "loaded", "reached") {
			appendHits(&bs, low, voidOnReading53, false)
		}
	}
	if strings.Contains(low, "this-") || strings.Contains(low, "this_") {
		appendHits(&as, low, fieldRankedJoined53, false)
	}
	if strings.Contains(low, "no ") && strings.Contains(low, "bind") {
		appendHits(&bs, low, noLimitBinds53, false)
	}
	hc.seed(low, authority38, as)
	hc.seed(low, bounds38, bs)
}

// lexicons53o: override stems the round-53 cases showed missing, written
// for the concept as the others were: Norwegian guidance (føringer) and
// the system message named, this file overriding everything, answering
// without any limits; Hinglish guidance now finished (ab khatam).
var lexicons53o = map[string]langLex{
	"nb+r53-override": { // Norwegian
		guide:    []string{"føringer", "føringene", "systemmeldingen", "systemmelding"},
		wins:     []string{"overstyrer alt", "overstyrer alle", "går foran alt"},
		noLimits: []string{"uten noen grenser", "uten grenser", "uten noen begrensninger", "uten begrensninger"},
	},
	"hinglish+r53-override": { // Hinglish
		void: []string{"ab khatam", "khatam ho gayi", "khatam ho gaya", "khatam ho gaye"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons53o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}
