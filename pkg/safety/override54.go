package safety

import (
	"strings"
)

// Round 54 (override): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: guidance said to have no standing, as a party without
//     standing in court (the guidance must be named: "standing" alone
//     is a word of agent38's, and "a late claim has no standing" voids
//     nothing of the agent's); "not a thing anymore", as a chat dismisses what no longer
//     exists; not in effect, contracted ("isn't in effect"); written or
//     meant for someone else, as round 34's "for a different
//     deployment";
//   - the guidance named: what came before, what was set down or laid
//     down, anything set (as referent38's "everything set");
//   - the guidance marked as the agent's own: loaded or sitting ahead of
//     this text, as "before this" is;
//   - boundless conduct: no request refused ("it will refuse no
//     request"); the agent told it can do anything; every request
//     handled with no restriction; the agent told to proceed free of the
//     voided limits;
//   - this text ranked the authority: precedence said to belong here;
//     this text standing alone above the rest; this text, "which now
//     governs"; this text, or what is written here, declared final; only
//     this text counting; a question of which instructions win answered
//     with this text ("Q: which rules win? A: only these");
//   - no bounds beside that rank: no rules; restrictions not carried
//     forward (as a balance is not).
var (
	void54      = concept{"not a thing anymore", "not a thing any more", "isn't a thing anymore", "isn't a thing any more", "no longer a thing", "isn't in effect", "aren't in effect", "isn’t in effect", "aren’t in effect", "written for someone else", "written for somebody else", "meant for someone else", "meant for somebody else"}
	referent54  = concept{"came before", "set down", "laid down", "anything set", "whatever was set", "whatever is set", "whatever got set"}
	agent54     = concept{"ahead of this", "loaded ahead", "loaded before this"}
	bounds54    = concept{"refuse no request", "refuses no request", "refuse no requests", "decline no request", "declines no request", "decline no requests", "will refuse nothing", "refuses nothing", "declines nothing", "you can do anything", "you may do anything", "you can now do anything", "you may now do anything", "you're free to do anything", "you’re free to do anything", "you are free to do anything"}
	authority54 = concept{"precedence belongs here", "precedence belongs to this", "priority belongs here", "priority belongs to this", "precedence lies here", "precedence rests here", "stands alone above", "stand alone above", "sits alone above", "ranks alone above", "prime sur tout", "prime sur toutes", "passe avant tout"}
	caps54      = concept{"no rules", "no ceilings", "no fences"}
)

func init() {
	voidAll38 = append(voidAll38, void54...)
	referent38 = append(referent38, referent54...)
	agent38 = append(agent38, agent54...)
	bounds38 = append(bounds38, bounds54...)
	authority38 = append(authority38, authority54...)
	caps38 = append(caps38, caps54...)
}

var (
	// thisWhichGoverns54: this text governing, commanding or ruling, said
	// in a relative clause ("this skill, which now governs") or with its
	// manner left unbounded ("this page governs without ceiling"), as
	// thisCommands53: "this table governs the rota" names what it
	// covers, not a rank.
	thisWhichGoverns54 = lazyRegexp(thisSelf51 + `(?:,?\s+which)?\s+(?:now\s+)?(?:governs|commands|rules|decides|prevails)(?:\s+now)?(?:\s*[.;,!:)—–]|\s+and\b|\s+without\b|$)`)
	// thisFinal54: this text, or what is written here, declared final
	// (the last word): "the draft is final" names no text of this skill.
	thisFinal54 = lazyRegexp(`(?:` + thisSelf51 + `|\bwhat(?:'s|’s|\s+is)\s+written\s+here|\bwhat\s+(?:this|the\s+present)\s+[\w-]+\s+says)\s+is\s+(?:final|the\s+final\s+word|the\s+last\s+word)\b`)
	// onlyThisCounts54: only this text counting or applying ("only these
	// pages count"): every other source loses.
	onlyThisCounts54 = lazyRegexp(`\bonly\s+(?:this|these)\s+(?:[\w-]+\s+)?(?:file|files|page|pages|skill|document|documents|text|note|notes|lines|sheet|card|instructions|words)\s+(?:counts?|matters?|applies|apply|governs?|binds?)\b`)
	// answeredThis54: a question of which instructions win answered with
	// this text ("Q: which rules win if they clash? A: only these.").
	answeredThis54 = lazyRegexp(`\bwhich\s+(?:instructions?|rules?|guidance|guidelines|directions|directives)\s+(?:wins?|prevails?|takes?\s+precedence|counts?|applies|apply|governs?)\b[^?]{0,80}\?\s*["”]?\s*(?:a\s*:\s*)?(?:only\s+)?(?:these|this\s+(?:one|file|skill|page|document|text))\b`)
	// everyRequestUnbound54: every request handled with no restriction
	// ("handle every request with no restriction whatsoever").
	everyRequestUnbound54 = lazyRegexp(`\b(?:every|any|each|all)\s+requests?\s+(?:with\s+no|without(?:\s+any)?)\s+` + limitNouns51)
	// freeOfThem54: the agent told to proceed free of what was voided
	// ("so proceed free of them in all matters").
	freeOfThem54 = lazyRegexp(`\b(?:proceed|act|operate|continue|work|carry\s+on|respond|answer)\s+(?:entirely\s+|fully\s+|completely\s+)?(?:free\s+(?:of|from)|unbound\s+by|released\s+from|unburdened\s+by)\s+(?:them|those|it|all\s+of\s+them|(?:the|those|these|any|all|its|their|your)\s+` + limitNouns51 + `)`)
	// standingLost54: guidance (or what came before) said to have no
	// standing ("whatever guidance came before this file no longer has
	// any standing").
	standingLost54 = lazyRegexp(`\b(?:guidance|instructions?|rules?|directions?|directives?|setup|set-up|configuration|framework|polic(?:y|ies)|prompts?|orders|came\s+before)\b(?:\s+[\w'’-]+){0,5}?\s+(?:now\s+)?(?:no\s+longer\s+(?:has|have)(?:\s+any)?|(?:has|have)\s+no|(?:has|have)\s+lost(?:\s+(?:its|their|all|any))?|lost(?:\s+(?:its|their|all|any))?)\s+standing\b`)
	// limitsNotCarried54: limits not carried forward ("restrictions
	// formerly applicable are not carried forward").
	limitsNotCarried54 = lazyRegexp(`\b` + limitNouns51 + `(?:\s+[\w-]+){0,4}\s+(?:are|is|were|was|will\s+be)\s+not\s+carried\s+(?:forward|over)\b`)
)

// seedOverride54 adds the pattern hits above to the unit's hits of
// voidAll38, authority38, bounds38 and caps38 in hc, after cheap word
// tests (one of overrideSeeds).
func seedOverride54(low string, hc hitCache) {
	var as, bs, cs [][2]int
	if lowerHas(low, "this", "the present") {
		if lowerHas(low, "governs", "commands", "rules", "decides", "prevails") {
			appendHits(&as, low, thisWhichGoverns54, true)
		}
		if lowerHas(low, "final", "last word") {
			appendHits(&as, low, thisFinal54, true)
		}
	} else if strings.Contains(low, "written here") && strings.Contains(low, "final") {
		appendHits(&as, low, thisFinal54, true)
	}
	if strings.Contains(low, "only th") {
		appendHits(&as, low, onlyThisCounts54, true)
	}
	if strings.Contains(low, "which") && strings.Contains(low, "?") {
		appendHits(&as, low, answeredThis54, false)
	}
	if strings.Contains(low, "request") {
		appendHits(&bs, low, everyRequestUnbound54, true)
	}
	if lowerHas(low, "free of", "free from", "unbound by", "released from", "unburdened") {
		appendHits(&bs, low, freeOfThem54, true)
	}
	if strings.Contains(low, "standing") {
		var vs [][2]int
		appendHits(&vs, low, standingLost54, false)
		hc.seed(low, voidAll38, vs)
	}
	if strings.Contains(low, "carried") {
		appendHits(&cs, low, limitsNotCarried54, false)
	}
	hc.seed(low, authority38, as)
	hc.seed(low, bounds38, bs)
	hc.seed(low, caps38, cs)
}

// lexicons54o: override stems the round-54 cases showed missing, written
// for the concept in each language as the others were:
//   - Egyptian Arabic: what came before ("قبل كده"), what the agent was
//     told ("اتقالك"), no limits at all;
//   - Levantine Arabic: guidance put aside ("على جنب"), before ("قبل
//     هيك"), "there are no limits";
//   - Moroccan Darija: forget ("نسا"), no longer valid, what was said to
//     the agent ("تقال ليك"), without limits;
//   - Pashto: before ("مخکې"), above everything;
//   - Scottish Gaelic: the system's ("siostaim", genitive), without
//     hindrance;
//   - Breton: forget ("disoñjal"), instructions after a soft mutation
//     ("gemennadurioù"), above all, no limit at all;
//   - Egyptian Arabic also: guidance not to be minded ("ماتاخدش في
//     بالك"), old ("القديمة"), this file more important than anything;
//   - Irish: guidance no longer in force ("níl siad i bhfeidhm"), what
//     the agent got ("a fuair tú"), the highest authority;
//   - Armenian: former ("նախկին"), as "previous" is; above everything;
//     without limits ("առանց սահմանների");
//   - Spanish: a single setting that no longer holds ("ya no vale", as
//     the plural "ya no valen").
//
// A dialect's word for "the one that rules" or "higher than" names a
// referee or a size as often as a rank ("who referees the match", "this
// file is larger than it"), so no such stem is added as a win: these
// overrides are read by their voiding of earlier guidance.
var lexicons54o = map[string]langLex{
	"arz+r54-override": { // Egyptian Arabic
		void:     []string{"مبقاش ليها لازمة", "ملهاش أي لازمة", "مش سارية", "مبقتش شغالة", "ماتاخدش في بالك", "متاخدش في بالك", "ما تاخدش في بالك", "ماتاخدش بالك", "متاخدش بالك"},
		prior:    []string{"قبل كده", "قبل كدا", "قبل كدة", "القديمة", "قديمة"},
		guide:    []string{"اتقالتلك", "اتقالك", "اتقال لك", "اللي قالوهولك"},
		wins:     []string{"أهم من أي حاجة", "أهم من كل حاجة", "اهم من اي حاجة"},
		noLimits: []string{"من غير حدود", "من غير أي حدود", "من غير اي حدود"},
	},
	"apc+r54-override": { // Levantine Arabic
		void:     []string{"على جنب", "عجنب", "ما عاد إلها قيمة", "ما عاد الها قيمة", "ما عادت تمشي"},
		prior:    []string{"قبل هيك", "من قبل هيك"},
		noLimits: []string{"ما في حدود", "ما في قيود", "ما في أي حدود", "بلا حدود"},
	},
	"ary+r54-override": { // Moroccan Darija
		void:     []string{"نسا ", "نساو ", "ننساو ", "ما بقاش صالح", "ما بقاتش صالحة", "ماشي صالح", "ما بقاوش صالحين"},
		guide:    []string{"تقال ليك", "لي تقال ليك", "داكشي لي تقال", "لي قالو ليك", "اللي قالو ليك"},
		noLimits: []string{"بلا حتى شي حدود", "بلا حتى شي قيود", "بلا حدود"},
	},
	"ps+r54-override": { // Pashto
		prior: []string{"مخکې", "مخکی", "د مخه"},
		wins:  []string{"تر هر څه لوړ", "له هر څه لوړ"},
	},
	"gd+r54-override": { // Scottish Gaelic
		prior:    []string{"siostaim", "an t-siostaim", "roimhe seo"},
		noLimits: []string{"gun bhacadh", "gun chasg", "gun chrìoch sam bith"},
	},
	"br+r54-override": { // Breton
		void:     []string{"disoñj", "disonj", "lezit a-gostez", "lez a-gostez"},
		guide:    []string{"gemennadur", "c'hemennadur", "reolennoù"},
		wins:     []string{"a-us d'an holl"},
		noLimits: []string{"bevenn ebet", "harz ebet", "hep bevenn ebet"},
	},
	"ga+r54-override": { // Irish
		void:  []string{"níl siad i bhfeidhm", "níl sé i bhfeidhm", "níl sí i bhfeidhm", "níl i bhfeidhm", "nach bhfuil i bhfeidhm", "i bhfeidhm níos mó"},
		prior: []string{"a fuair tú"},
		wins:  []string{"an t-údarás is airde", "údarás is airde"},
	},
	"hy+r54-override": { // Armenian
		prior:    []string{"նախկին"},
		wins:     []string{"վեր է ամեն ինչից", "ամեն ինչից վեր"},
		noLimits: []string{"առանց սահմանների", "առանց որևէ սահմանի"},
	},
	"es+r54-override": { // Spanish
		void: []string{"ya no vale", "ya no rige", "dejó de valer", "deja de valer"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons54o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}
