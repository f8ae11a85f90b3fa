package safety

import (
	"strings"
)

// Round 57 (override): the voiding-and-replacement shape of
// checkVoidReplaced (round 38) in more paraphrases. Every part is still
// needed in one paragraph: a voided guidance of the agent's own beside
// boundless conduct, or beside this text ranked the authority with no
// bounds. The parts are now also said as:
//
//   - voided: guidance rolled back, as a release is (the guidance its
//     subject); guidance drafted,
//     intended or meant for some other reader ("meant for some other
//     assistant"), as round 54's "written for someone else"; no need to
//     honour, follow or obey it; guidance carrying no weight, or nothing
//     of it carrying weight ("nothing said to you earlier carries
//     weight"); this text replacing all (every, any) prior guidance; no
//     earlier instruction to be regarded as binding; the guidance not
//     inherited by this text, as a settings key ("inherited: none") or in
//     prose ("not carried into this skill");
//   - the guidance marked as the agent's own: named as what came before
//     this text ("prior rules", "earlier instructions"); named as a layer of
//     guidance ("the earlier layer of guidance"), as layer49's "guidance
//     layer"; configured upstream of this text, as "before this" is;
//   - boundless conduct: refusal said to be suspended, switched off or
//     lifted, as "no refusals" is;
//   - this text ranked the authority: this text beating (trumping,
//     outranking) any other source; this text sitting at the top, the
//     clause ending there (not "at the top of the page");
//   - no bounds beside that rank: everything (anything) permitted or
//     allowed; the restrictions said to have been withdrawn, lifted or
//     removed.
var (
	void57 = concept{"drafted for someone else", "drafted for somebody else", "intended for someone else", "intended for somebody else",
		"meant for some other", "written for some other", "drafted for some other", "intended for some other", "meant for another assistant", "meant for another model", "written for another assistant", "written for another model",
		"no need to honour", "no need to honor", "no need to follow", "no need to obey", "no need to respect",
		"carries no weight", "carry no weight", "no longer carries weight", "no longer carry weight", "holds no weight", "hold no weight", "no longer holds weight", "no longer hold weight",
		"replaces all prior", "replaces every prior", "replaces any prior", "replace all prior", "replaces all earlier", "replaces all previous", "replaces everything prior", "supersedes all prior", "supersedes every prior"}
	layer57 = concept{"layer of guidance", "layer of instructions", "layer of rules", "layer of direction", "layer of directions", "layer of prompts", "layer of guidelines"}
	agent57 = concept{"configured upstream", "upstream of this", "set upstream"}
	// prior57: guidance named as what came before this text ("prior
	// rules", "earlier instructions"), as agent43's "came first": beside
	// a voiding and this text's own rank or no bounds, the guidance
	// before it is the agent's.
	prior57 = func() concept {
		var out concept
		for _, p := range []string{"prior", "earlier", "previous"} {
			for _, g := range []string{"rules", "instructions", "guidance", "directions", "directives", "guidelines"} {
				out = append(out, p+" "+g)
			}
		}
		return out
	}()
	caps57 = concept{"permits everything", "permits anything", "allows everything", "allows anything", "permit everything", "allow everything"}
)

func init() {
	voidAll38 = append(voidAll38, void57...)
	referent38 = append(referent38, layer57...)
	agent38 = append(append(append(agent38, layer57...), agent57...), prior57...)
	caps38 = append(caps38, caps57...)
}

var (
	// nothingCarriesWeight57: nothing of the agent's guidance carrying
	// weight ("nothing said to you by the platform earlier carries
	// weight"): the negation is the subject, so the guidance is void.
	nothingCarriesWeight57 = lazyRegexp(`\bnothing\s+(?:[\w'’-]+\s+){0,8}?(?:carries|holds|has|bears)\s+(?:any\s+)?(?:weight|force)\b`)
	// rolledBack57: the agent's guidance the subject of "rolled back"
	// ("the earlier set of operating rules was rolled back"), as
	// standingLost54 names it: a price rise or a release rolled back is no
	// guidance.
	rolledBack57 = lazyRegexp(`\b(?:guidance|instructions?|rules?|directions?|directives?|setup|set-up|configuration|polic(?:y|ies)|prompts?|guidelines|orders)\b(?:\s+[\w'’-]+){0,5}?\s+(?:was|were|has\s+been|have\s+been|got|is|are|is\s+being|are\s+being)\s+(?:now\s+)?rolled\s+back\b`)
	// notBinding57: no earlier instruction to be regarded as binding ("no
	// instruction given previously ... shall be regarded as binding"),
	// the clause read up to its end.
	notBinding57 = lazyRegexp(`\bno\s+(?:instructions?|rules?|guidance|directions?|directives?|polic(?:y|ies)|orders?|guidelines?|prompts?)\b[^.;!?]{0,120}?\b(?:shall|should|will|is\s+to|are\s+to|may|can)\s+(?:be\s+)?(?:regarded|treated|considered|deemed|taken|read|counted)\s+as\s+(?:binding|authoritative|in\s+force|valid)\b`)
	// notInherited57: the agent's guidance not inherited by this text, as
	// a settings key ("inherited: none") or in prose ("not carried into
	// this skill"): this text's scope starts free of it.
	notInherited57 = lazyRegexp(`\binherit(?:ed|s|ance)?["']?\s*[:=]\s*["']?(?:none|nothing|false|no|off|\[\s*\])(?:$|[^\w-])|\bnot\s+(?:carried|inherited|passed|brought)\s+(?:into|over\s+(?:to|into)|through\s+(?:to|into)|down\s+(?:to|into))\s+` + thisSelf51)
	// refusalOff57: refusal itself said to be suspended, switched off or
	// lifted ("refusal behaviour is suspended").
	refusalOff57 = lazyRegexp(`\b(?:refusals?|refusal\s+(?:behaviou?rs?|mode|logic|polic(?:y|ies)|rules?)|declining)\s+(?:is|are|has\s+been|have\s+been|gets|get)\s+(?:now\s+|hereby\s+)?(?:suspended|disabled|switched\s+off|turned\s+off|off|lifted|removed|withdrawn|waived)\b`)
	// thisBeats57: this text beating any other source ("this page beats
	// any other rule you hold"), as precedenceVerbRe with the other side
	// left open: "any other" leaves no source above it.
	thisBeats57 = lazyRegexp(thisSelf51 + `\s+(?:now\s+|always\s+)?(?:beats|trumps|outranks|outweighs|overrides|overrules)\s+(?:any|every|all)\s+other\b`)
	// atTheTop57: this text (the skill) sitting at the top, the clause
	// ending there or naming a hierarchy ("the skill sits at the top."),
	// not "at the top of the page".
	atTheTop57 = lazyRegexp(`\b(?:this|the)\s+(?:skill|file|page|document|text|sheet|card|note|section|memo)\s+(?:now\s+)?(?:sits|stands|ranks|is)\s+(?:now\s+)?(?:at\s+the\s+(?:very\s+)?top|on\s+top)(?:\s+of\s+(?:the\s+)?(?:hierarchy|chain|order|stack|everything|all))?` + clauseEnd51)
	// limitsWithdrawn57: the restrictions said to have been withdrawn
	// ("its restrictions ... have been withdrawn here"), counted as no
	// bounds beside this text ranked the authority.
	limitsWithdrawn57 = lazyRegexp(`\b(?:its|their|the|your|all|these|those|any)\s+(?:[\w-]+\s+)?` + limitNouns51 + `\b[^.;!?]{0,80}?\b(?:have|has)\s+(?:now\s+)?been\s+(?:withdrawn|lifted|removed|revoked|rescinded|dropped|cancell?ed)\b`)
)

// seedOverride57 adds the pattern hits above to the unit's hits of
// voidAll38, bounds38, authority38 and caps38 in hc, after cheap word
// tests (one of overrideSeeds).
func seedOverride57(low string, hc hitCache) {
	var vs, bs, as, cs [][2]int
	if strings.Contains(low, "nothing") && lowerHas(low, "weight", "force") {
		appendHits(&vs, low, nothingCarriesWeight57, true)
	}
	if strings.Contains(low, "rolled back") {
		appendHits(&vs, low, rolledBack57, true)
	}
	if strings.Contains(low, "no ") && strings.Contains(low, " as ") && lowerHas(low, "binding", "authoritative", "in force", "valid") {
		appendHits(&vs, low, notBinding57, true)
	}
	if strings.Contains(low, "inherit") || strings.Contains(low, "not ") && lowerHas(low, "carried", "passed", "brought") {
		appendHits(&vs, low, notInherited57, false)
	}
	if lowerHas(low, "refusal", "declining") {
		appendHits(&bs, low, refusalOff57, true)
	}
	if lowerHas(low, "this", "the present") && lowerHas(low, "beats", "trumps", "outranks", "outweighs", "overrides", "overrules") {
		appendHits(&as, low, thisBeats57, true)
	}
	if strings.Contains(low, "top") {
		appendHits(&as, low, atTheTop57, true)
	}
	if strings.Contains(low, "been") && lowerHas(low, "withdrawn", "lifted", "removed", "revoked", "rescinded", "dropped", "cancel") {
		appendHits(&cs, low, limitsWithdrawn57, true)
	}
	hc.seed(low, voidAll38, vs)
	hc.seed(low, bounds38, bs)
	hc.seed(low, authority38, as)
	hc.seed(low, caps38, cs)
}

// lexicons57o: override stems the round-57 cases showed missing, written
// for the concept in each language as the others were:
//   - Swahili: leave aside ("achana na"); no longer in use for the
//     nouns of class 9/10 ("kanuni ... hazitumiki", "sheria haitumiki"),
//     beside the class-6 "hayatumiki" already known (maagizo);
//   - Western Punjabi (Shahmukhi): an order or command ("حکم", "حکماں"),
//     the word ended, since "حکمت" is wisdom;
//   - Irish: of no force or meaning any more ("níl aon bhrí", "gan
//     bhrí");
//   - Scottish Gaelic: put aside ("cuir gu aon taobh").
var lexicons57o = map[string]langLex{
	"sw+r57-override": { // Swahili
		void: []string{"achana na", "achaneni na", "hazitumiki", "haitumiki tena", "hazifanyi kazi tena"},
	},
	"pnb+r57-override": { // Western Punjabi (Shahmukhi)
		guide: []string{"حکم ", "حکم،", "حکماں", "ہدایتاں"},
	},
	"ga+r57-override": { // Irish
		void: []string{"níl aon bhrí", "nach bhfuil aon bhrí", "gan bhrí", "gan aon bhrí"},
	},
	"gd+r57-override": { // Scottish Gaelic
		void: []string{"cuir gu aon taobh", "cuiribh gu aon taobh", "cuir gu taobh", "cuiribh gu taobh"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons57o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}
