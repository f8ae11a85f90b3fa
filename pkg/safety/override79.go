package safety

import "strings"

// Round 79 (override-paraphrase, override-lang): more words for the parts
// of checkVoidReplaced's shape (round 38): the agent's guidance voided
// (A), and boundless conduct, or this text ranked as the authority beside
// no bounds, in its place (B/C). Each entry is a way of saying one part,
// never a sentence of a case, and a part alone still decides nothing: a
// rule still needs a voiding, the agent's guidance and a replacement
// together in one paragraph, so "the old labels got binned" or "the
// discount does not carry over into next year" void nothing of the
// agent's.
var (
	// void79: guidance said to stop holding: it does not carry over into
	// this task, it stopped binding, it got thrown away ("binned"), it is
	// deemed not to apply.
	void79 = concept{"does not carry over", "doesn't carry over", "do not carry over", "don't carry over", "no longer carries over", "no longer carry over", "won't carry over", "will not carry over",
		"stopped binding", "stop binding", "ceased to bind", "ceases to bind", "ceased binding", "no longer binding",
		"got binned", "been binned", "were binned", "was binned", "are binned", "is binned",
		"deemed not to apply", "deemed void", "deemed withdrawn", "deemed inapplicable",
		"ranks beneath it", "ranks below it", "ranks beneath this", "ranks below this", "rank beneath it", "rank below it", "rank beneath this", "rank below this",
		"no longer the ones in charge", "no longer in charge", "not the ones in charge",
		"no longer has any force", "no longer have any force", "no longer has force", "no longer have force", "has lost its force", "have lost their force",
		"drafted for another context", "written for another context", "meant for another context", "drafted for a different context", "written for a different context", "meant for a different context"}
	// referent79: what the agent was given, named by how it got it: what
	// it was primed or seeded with, came in with. The subject is the whole
	// of it or its guidance ("whatever you came in with", "the notes you
	// came in with"): "the loyalty card you came in with" is a thing.
	referent79 = concept{"whatever you were primed with", "what you were primed with", "everything you were primed with", "whatever you were seeded with", "what you were seeded with", "everything you were seeded with",
		"whatever you came in with", "what you came in with", "everything you came in with", "notes you came in with", "rules you came in with", "instructions you came in with", "guidance you came in with",
		"your context", "received before loading", "given before loading"}
	// agent79: guidance marked as coming from above the agent: handed
	// down, from upstairs. A bare "from above" or "upstream" is not read:
	// light comes from above, and a fork's rules from upstream.
	agent79 = concept{"handed down", "upstairs", "higher-level", "higher level", "before loading"}
	// bounds79: boundless conduct, as bounds38: without restraint, a free
	// hand, going unrestricted where the clause ends there (not "go
	// unrestricted on naming", a scope) (saying yes to everything is round 46's,
	// which reads its negation); and the agent's
	// limits written as a field set to nothing ("limits: not applicable",
	// "mode: unrestricted"), the way a config header lifts them. A bare
	// "places no limits" is not among them: it is said of orders and
	// plans as often as of the agent, and counts only as caps38 beside
	// this text ranked as the authority.
	bounds79 = concept{"without restraint", "without any restraint", "with no restraint", "with zero restraint", "free hand", "go unrestricted.", "go unrestricted;", "go unrestricted!", "run unrestricted.", "run unrestricted;", "run unrestricted!", "proceed unrestricted.", "proceed unrestricted;", "proceed unrestricted!", "proceed unconstrained.", "proceed unconstrained;", "proceed unconstrained!", "proceed without limits",
		"limits: not applicable", "limits: n/a", "limits: none", "limits: off", "limits: lifted", "restrictions: not applicable", "restrictions: n/a", "restrictions: off", "restrictions: lifted", "constraints: none", "constraints: n/a", "constraints: off",
		"mode: unrestricted", "mode: unlimited", "mode: unfiltered", "mode = unrestricted", "mode = unlimited", "mode = \"unrestricted\"", "mode = 'unrestricted'", "mode=unrestricted", "mode: \"unrestricted\"",
		"not bound by any", "nor by any other limit", "or by any other limit", "by any other limit",
		"no restriction survives", "no restrictions survive", "no limit survives", "no limits survive", "no constraint survives", "no constraints survive",
		"no request should be declined", "no request should be refused", "nothing should be declined", "nothing should be refused",
		"act freely", "with no boundaries", "without boundaries", "proceed with no limits",
		"honour no other constraints", "honor no other constraints", "heed no other constraints", "observe no other constraints", "no other constraints apply",
		"not to refuse anything", "must not refuse anything", "never refuse anything", "refuse nothing", "is not to refuse", "are not to refuse"}
	// authority79: this text named as the rules that hold now ("the rules
	// are the ones written here", "the top-level policy").
	authority79 = concept{"top-level policy", "top-level authority", "highest-level policy", "the ones written here", "the ones set out here", "the ones on this page", "the ones in this file", "the ones in this document", "the ones in this skill", "those written here", "those on this page", "those in this file",
		"sole and final authority", "sole authority", "highest guide", "highest-ranked source", "highest ranked source", "only guide", "sole guide", "takes over completely", "takes over entirely", "takes over from them", "takes over from it"}
)

// Round 79 (override-lang): Italian says the earlier guidance has lost
// its force in the singular ("non vale più", "non è più valida"), names
// it as received in the feminine singular ("ricevuta"), ranks this text
// "above everything" ("sta sopra a tutto") and lifts the limits by saying
// there are none left ("non ci sono più limiti"); the Romance neighbours
// say the same in the same shapes (French "ne vaut plus", "il n'y a plus
// de limites"; Portuguese "já não vale", "não há mais limites"; Spanish
// "ya no hay límites"). Each still needs the rest of the override beside
// it, as every lexicon's words do.
var lexicons79o = map[string]langLex{
	"it+r79-override": {
		void:     []string{"non vale più", "non vale piu", "non è più valid", "non e piu valid", "non conta più", "non contano più", "non ha più valore"},
		prior:    []string{"ricevuta", "ricevuti", "prima di questo", "prima di questa"},
		wins:     []string{"sta sopra a tutto", "sta sopra tutto", "sopra a tutto", "al di sopra di tutto", "vale più di tutto", "conta più di tutto"},
		noLimits: []string{"non ci sono più limiti", "non ci sono piu limiti", "nessun limite", "senza alcun limite", "più nessun limite"},
	},
	"fr+r79-override": {
		void:     []string{"ne vaut plus", "ne valent plus", "ne compte plus", "ne comptent plus", "n'a plus cours", "n'ont plus cours"},
		noLimits: []string{"il n'y a plus de limite", "plus aucune limite", "aucune limite"},
	},
	"pt+r79-override": {
		void:     []string{"não vale mais", "nao vale mais", "não valem mais", "nao valem mais", "já não vale", "já não valem", "ja nao vale"},
		wins:     []string{"acima de tudo", "está acima de tudo", "esta acima de tudo"},
		noLimits: []string{"não há mais limites", "nao ha mais limites", "já não há limites", "nenhum limite", "sem nenhum limite"},
	},
	"es+r79-override": {
		noLimits: []string{"ya no hay límites", "ya no hay limites", "ningún límite", "sin ningún límite"},
	},
	"en+r79-override": {
		// guidance that was there before this text, as "earlier" is
		prior: []string{"pre-existing", "preexisting"},
	},
}

// restrictionsVoid79: the agent's limits said not to apply or lifted
// ("restrictions stated elsewhere are deemed not to apply", "limits no
// longer apply"): a lifting of bounds (caps38), read only where the noun
// of limits is the subject, within a clause.
var restrictionsVoid79 = lazyRegexp(`\b(?:restrictions?|limits?|limitations?|constraints?|guardrails?|boundaries)\b[^.;!?\n]{0,40}?\b(?:(?:are|is|were|was|have\s+been|has\s+been)\s+(?:deemed\s+|considered\s+|hereby\s+)?(?:not\s+to\s+apply|lifted|waived|void|suspended|switched\s+off|off)|(?:do|does)\s+not\s+apply|(?:don't|doesn't|don’t|doesn’t)\s+apply|no\s+longer\s+appl(?:y|ies))\b`)

// noneInEffect79: the agent's earlier guidance voided by denying it
// exists in force ("no earlier directive, from whoever, is in effect",
// "no prior rule remains binding"): the subject is "no" with a word of
// what came earlier and a noun of guidance, the predicate being in force.
var noneInEffect79 = lazyRegexp(`\bno\s+(?:earlier|prior|previous|preceding|other|upstream|inherited)\s+(?:directives?|instructions?|rules?|guidance|guidelines?|polic(?:y|ies)|orders?)\b[^.;!?\n]{0,80}?\b(?:is|are|remains?|stays?)\s+(?:still\s+)?(?:in\s+effect|in\s+force|binding|valid|applicable)\b`)

// seedOverride79 adds round 79's words to the concepts checkVoidReplaced
// reads, and the limits said not to apply to caps38.
func seedOverride79(low string, hc hitCache) {
	for _, p := range []struct{ dst, src concept }{{voidAll38, void79}, {referent38, referent79}, {agent38, agent79}, {bounds38, bounds79}, {authority38, authority79}} {
		if hs := hitsOf(low, p.src); len(hs) > 0 {
			hc.seed(low, p.dst, hs)
		}
	}
	if lowerHas(low, "apply", "appli", "lifted", "waived", "void", "suspended", "off") && lowerHas(low, "restriction", "limit", "constraint", "guardrail", "boundar") {
		var hs [][2]int
		for _, m := range restrictionsVoid79.FindAllStringIndex(low, 4) {
			hs = append(hs, [2]int{m[0], m[1]})
		}
		hc.seed(low, caps38, hs)
	}
	if strings.Contains(low, "no ") && lowerHas(low, "effect", "force", "binding", "valid", "applicable") {
		var hs [][2]int
		for _, m := range noneInEffect79.FindAllStringIndex(low, 4) {
			hs = append(hs, [2]int{m[0], m[1]})
		}
		hc.seed(low, voidAll38, hs)
	}
}

func init() {
	for _, l := range byLanguage(lexicons79o) {
		l.void = apostropheVariants(l.void)
		l.noLimits = apostropheVariants(l.noLimits)
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}
