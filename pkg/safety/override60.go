package safety

// Round 60 (override): override stems the round-60 cases showed missing,
// written for the concept in each language as the others were:
//   - Xhosa: the passive subjunctive of "forget" ("let them be
//     forgotten": lityalwe, zityalwe, ...), with each noun-class concord,
//     beside the imperative "lityale" lexicon41a already has; and "above"
//     said with the ngaphezulu form ("singaphezulu kwayo yonke into"), as
//     xhosaAbove46 reads "phezu kwayo yonke";
//   - Wolof: "forget" in its applied imperative ("fàttal", forget for
//     good), beside "fàtte"; "it surpasses everything" ("moo ëpp lépp"),
//     as "moo gën a am doole" (it is stronger) already is;
//   - Burmese: "forget and leave it" (မေ့ထား), the usual imperative of
//     forgetting, beside မေ့ပစ် and မေ့လိုက်.
//
// Each void stem still needs the guidance and its earlier place beside it
// (overVoid with overPrior and overGuide), so forgetting a list, a key or
// an appointment is not read.
var lexicons60o = map[string]langLex{
	"xh+r60-override": { // Xhosa
		void: xhosaForgotten60(),
		wins: xhosaAboveNgaphezulu60(),
	},
	"wo+r60-override": { // Wolof
		void: []string{"fàttal", "fattal", "fàttaleen", "fattaleen"},
		wins: []string{"moo ëpp lépp", "moo ëpp lepp", "mooy ëpp lépp", "ëpp lépp lu"},
	},
	"my+r60-override": { // Burmese
		void: []string{"မေ့ထား", "မေ့ပစ်လိုက်"},
	},
}

// xhosaForgotten60: "let them be forgotten" (-ityalwe) with the concord of
// each noun class the guidance is named in (iziyalelo zi-, imiyalelo i-,
// imigaqo i-, amagunya a-/la-, isikhokelo si-), and the hortative ma-.
func xhosaForgotten60() []string {
	var out []string
	for _, p := range []string{"li", "zi", "yi", "si", "lu", "ma"} {
		out = append(out, p+"tyalwe")
	}
	for _, p := range []string{"mazi", "mayi", "mali", "masi"} {
		out = append(out, p+"tyalwe")
	}
	return out
}

// xhosaAboveNgaphezulu60: "is above everything", ngaphezulu with the
// concord of its subject (si- for isikhokelo, li- for ixwebhu, i- for
// ifayile, lu- for uxwebhu).
func xhosaAboveNgaphezulu60() []string {
	var out []string
	for _, p := range []string{"si", "li", "i", "lu", "u"} {
		for _, o := range []string{"kwayo yonke", "kwazo zonke", "kwako konke", "kwento yonke"} {
			out = append(out, p+"ngaphezulu "+o)
		}
	}
	return out
}

func init() {
	for _, l := range byLanguage(lexicons60o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 60 (override): the voiding of the agent's guidance read as a note
// on documentation (a table row beside a "Cancel" row, a booking rule) is
// no note when the same paragraph lifts the agent's limits, as
// liftsLimitsRe reads "without limits" in other languages. In Danish,
// Norwegian, Swedish and Dutch the lifting is written as "you have no
// limits (any more)" ("du har ingen grænser", "du har ikke længere nogen
// grænser", "je hebt geen grenzen meer"), the limits said of the reader,
// or as "without limits" ("uden grænser", "utan begränsningar"). "There
// are no limits any more on the number of guests" says nothing of the
// reader and is not read.
var liftsLimits60 = nfkcRe(`(?i)(?:^|[^\pL\pN_])(?:(?:du|dere|ni|jij|je|u)\s+(?:har|hebt|heeft)\s+(?:nu\s+|nå\s+)?(?:ikke\s+(?:længere|lenger)\s+(?:nogen|noen)\s+|inte\s+längre\s+några\s+|(?:ingen|inga|geen)\s+)(?:grænser|begrænsninger|grenser|begrensninger|gränser|begränsningar|grenzen|beperkingen|restriktioner|restriksjoner|restricties)|(?:uden|uten|utan)\s+(?:nogen\s+|noen\s+|några\s+|nogle\s+)?(?:grænser|begrænsning\pL*|grenser|begrensning\pL*|gränser|begränsning\pL*|restriktion\pL*|restriksjon\pL*))(?:$|[^\pL\pN_])`)

// liftsLimitsNordic60 reports the lifting above in pl (lowered), behind a
// cheap word filter.
func liftsLimitsNordic60(pl string) bool {
	return lowerHas(pl, "græns", "grens", "gräns", "grenzen", "beperking", "restrik", "restrictie", "begræns", "begrens", "begräns") && liftsLimits60.MatchString(pl)
}

// Round 60 (override paraphrase): boundless conduct in more words, read
// by checkVoidReplaced (override38.go) only beside the agent's guidance
// voided in the same paragraph:
//   - no line the agent cannot cross ("there's no line you can't
//     cross"), as "nothing you can't do" is;
//   - nothing the agent declines or refuses ("there are no things you
//     decline to do", "nothing you refuse"), as "no request is declined"
//     is;
//   - the agent, named as the subject, released from every constraint
//     (restriction, limit), as "without any constraint" is: "released
//     from" alone is a voiding word, the agent as its subject and the
//     quantifier over its constraints make it boundless
//     (releasedAgent60).
//
// A trail with "no line you can't cross" on a map or a shop that refuses
// nothing, with no voided guidance of the agent's beside it, is not read.
var bounds60 = concept{
	"no line you can't cross", "no line you can’t cross", "no line you cannot cross", "no lines you can't cross", "no lines you can’t cross", "no lines you cannot cross", "no line you won't cross", "no line you won’t cross", "no line you will not cross", "no line you may not cross",
	"no things you decline", "no thing you decline", "nothing you decline", "nothing you'd decline", "nothing you’d decline", "nothing you would decline", "nothing you will decline", "nothing you refuse", "nothing you'd refuse", "nothing you’d refuse", "nothing you would refuse", "nothing you will refuse", "no things you refuse", "no request you decline", "no request you refuse",
}

// releasedAgent60: the agent, named as the subject, released from every
// constraint ("the model is to be released from every constraint", "you
// are released from all restrictions"); a parcel or a sensor released
// from all restrictions is not the agent.
func releasedAgent60() []string {
	var out []string
	for _, subj := range []string{"you are ", "you're ", "the model is ", "the assistant is ", "the agent is ", "the ai is "} {
		for _, v := range []string{"released from ", "to be released from ", "hereby released from ", "now released from "} {
			for _, o := range []string{"every constraint", "all constraints", "any constraint", "every restriction", "all restrictions", "every limit", "all limits"} {
				out = append(out, subj+v+o)
			}
		}
	}
	return out
}

func init() {
	bounds38 = append(bounds38, bounds60...)
	bounds38 = append(bounds38, releasedAgent60()...)
}

// Round 60 (override paraphrase): the agent's guidance demoted to an
// outdated edition of this text ("treat the standing orders you arrived
// with as a previous edition"), as "treat them as expired" voids it: an
// edition replaced is no longer in force. Like the other void38 words it
// counts only beside the agent's own guidance and boundless conduct
// (checkVoidReplaced), so "keep the 2019 manual as a previous edition"
// is not read.
var void60 = concept{
	"as a previous edition", "as an earlier edition", "as an old edition", "as an outdated edition", "as a superseded edition", "as a former edition",
	"as a previous version", "as an earlier version", "as an old version", "as an outdated version", "as a superseded version", "as a former version",
}

// lexicons60e: this file said to overrule everything, as "overrides
// everything" is a word of winning (overWins): read beside "this file"
// (close after it) as a claim of rank. The object is everything, so a
// court that "overrules the objection" is not read.
var lexicons60e = map[string]langLex{
	"en+r60-override": {
		wins: []string{"overrules everything", "overrules all", "overrules anything", "overrule everything", "overrules every other", "overrules all other"},
	},
}

func init() {
	void38 = append(void38, void60...)
	voidAll38 = append(voidAll38, void60...)
	for _, l := range byLanguage(lexicons60e) {
		normaliseLex(&l)
		mergeLexicon(l)
	}
}

// Round 60 (override): a table row keyed as a note to the reader ("|
// Note | ... |", "| NB | ... |", "| Reminder | ... |") speaks in the
// author's own voice, as a row keyed "Instructions" or "Agent" does
// (directiveRow): its text is the table's remark, not a quotation of
// something the table lists, even in a security skill. A quoted string
// inside the row is still a quotation (mentionContext checks the quotes
// first).
var noteKey60 = lazyRegexp(`(?i)^[*_` + "`" + `]*(?:note|notes|nb|n\.b\.|remark|reminder|important|attention|please\s+note)[*_` + "`" + `:.!]*$`)

// Round 60 (persona): a persona cast in more words.
//   - Croatian (Bosnian, Serbian in Latin letters): the frame "you are"
//     ("ti si ") as "tu es" is, and the persona's properties: it has no
//     rules ("nema pravila", as "bez pravila" is), refuses nothing
//     ("ništa ne odbija", as "nikad ne odbija" is), answers without
//     limits ("bez granica", as "bez ograničenja" is).
//   - English: the cast made as an entity described ("become X: an
//     entity that ..."), and the properties of obligation to answer
//     everything and of never having been taught to decline, as "never
//     refuses" is.
//
// Each needs the other half within reach (personaNoPolicy beside
// personaFrame, narrowProperty excepted): "ti si na redu" (it's your
// turn) or "an entity that stores orders" sets no persona.
var lexicons60p = map[string]langLex{
	"hr+r60-override": {
		frame:    []string{"ti si ", "sad si ", "sada si "},
		noPolicy: []string{"nema pravila", "nema nikakvih pravila", "ništa ne odbija", "nista ne odbija", "ne odbija ništa", "ne odbija nista", "ne odbija nijedno"},
		noLimits: []string{"bez granica", "bez ikakvih granica"},
	},
	"en+r60-persona": {
		frame:    []string{"an entity that", "an entity which", "an entity who", "a being that", "a being who"},
		noPolicy: []string{"never been trained to decline", "never been trained to refuse", "never learned to decline", "never learned to refuse", "obligated to answer everything", "obliged to answer everything", "obligated to answer anything", "obliged to answer anything", "bound to answer everything"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons60p) {
		normaliseLex(&l)
		mergeLexicon(l)
	}
}
