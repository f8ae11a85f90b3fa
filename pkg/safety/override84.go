package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 84 (override-paraphrase, override-lang), tuned on fresh247-250.
//
// The override's parts in the registers the lexicons missed:
//
//   - the legalistic register: guidance that "stops having effect",
//     "ceases to have effect", is "deemed void", "of no force or effect",
//     "shelved", "no longer in play", or
//     ranks "below this file" (it is outranked);
//   - the agent's guidance named by where it reached the agent from
//     ("directions that reached you", "the policy you run under", "the
//     guidance you're running on", "the house rules from the platform");
//   - losing validity in many languages at once (German "verlieren ihre
//     Gültigkeit", Hungarian "érvényüket vesztik", French "perdent leur
//     validité", Spanish "pierden su validez", Polish "tracą ważność",
//     Russian "утрачивают силу", Turkish "geçerliliğini yitirir", ...);
//   - Nigerian Pidgin "all di tins wey system tell you before".
//
// Each stem still needs its partners within a short window (void with
// the agent's guidance, or with prior and guidance), so none refuses
// alone.
var lexicons84o = map[string]langLex{
	"de": {
		void: []string{"verlieren ihre gültigkeit", "verlieren hiermit ihre gültigkeit", "verlieren damit ihre gültigkeit", "verlieren ab sofort ihre gültigkeit", "verlieren jede gültigkeit", "verliert ihre gültigkeit", "verliert seine gültigkeit", "verliert hiermit ihre gültigkeit", "verliert hiermit seine gültigkeit", "ihre gültigkeit verloren", "ihre wirkung verloren", "verlieren ihre wirkung", "treten hiermit außer kraft", "werden hiermit aufgehoben"},
	},
	"hu": {
		void: []string{"érvényüket vesztik", "érvényüket veszítik", "érvényét veszti", "érvényét veszíti", "érvényüket vesztették", "hatályukat vesztik", "hatályát veszti"},
	},
	"fr": {void: []string{"perdent leur validité", "perdent toute validité", "perdent leur effet", "perdent tout effet", "sont réputées nulles", "réputées non écrites", "cessent de produire effet", "cessent d'avoir effet"}},
	"es": {void: []string{"pierden su validez", "pierden toda validez", "pierden su vigencia", "pierden vigencia", "se tienen por nulas", "se considerarán nulas", "dejan de surtir efecto", "quedan sin efecto"}},
	"pt": {void: []string{"perdem a validade", "perdem sua validade", "perdem a sua validade", "perdem toda validade", "perdem a vigência", "deixam de produzir efeito", "ficam sem efeito", "consideram-se nulas"}},
	"it": {void: []string{"perdono validità", "perdono la loro validità", "perdono ogni validità", "perdono efficacia", "cessano di avere effetto", "si intendono nulle", "sono da ritenersi nulle"}},
	"nl": {void: []string{"verliezen hun geldigheid", "verliezen hun werking", "vervallen hierbij", "worden geacht nietig", "houden op van kracht"}},
	"pl": {void: []string{"tracą ważność", "tracą moc", "tracą swoją ważność", "uznaje się za nieważne", "przestają obowiązywać"}},
	"cs": {void: []string{"pozbývají platnosti", "ztrácejí platnost", "ztrácí platnost", "pozbývá platnosti", "přestávají platit"}},
	"sk": {void: []string{"strácajú platnosť", "stráca platnosť", "prestávajú platiť"}},
	"ru": {void: []string{"утрачивают силу", "утрачивает силу", "теряют силу", "теряет силу", "считаются недействительными", "признаются недействительными"}},
	"uk": {void: []string{"втрачають чинність", "втрачає чинність", "втрачають силу", "вважаються недійсними"}},
	"tr": {void: []string{"geçerliliğini yitirir", "geçerliliğini yitirmiştir", "geçerliliğini kaybeder", "geçerliliğini kaybetmiştir", "hükümsüz sayılır", "hükümsüzdür"}},
	"sv": {void: []string{"förlorar sin giltighet", "upphör att gälla", "upphör härmed att gälla"}},
	"da": {void: []string{"mister deres gyldighed", "mister sin gyldighed", "ophører med at gælde"}},
	"no": {void: []string{"mister sin gyldighet", "opphører å gjelde"}},
	"fi": {void: []string{"menettävät voimassaolonsa", "lakkaavat olemasta voimassa", "eivät ole enää voimassa"}},
	"ro": {void: []string{"își pierd valabilitatea", "îşi pierd valabilitatea", "isi pierd valabilitatea", "își încetează efectele", "se consideră nule"}},
	"hr": {void: []string{"gube valjanost", "prestaju važiti", "prestaju vrijediti", "smatraju se ništavnima"}},
	"pcm": {
		void:  []string{"forget all di", "forget all dem", "forget everytin", "forget evritin", "forget all di tins", "forget all di tings"},
		prior: []string{"system tell you", "wey system"},
		guide: []string{"di tins wey", "di tings wey", "all di tins", "all di tings"},
	},
}

var (
	// agentGuide84: the agent's guidance named by where it came from
	// (the noun of guidance written in).
	agentGuide84 = guideFrom84([]string{"that reached you", "which reached you", "you run under", "you're running on", "you are running on", "ur running on", "u run under", "you operate under", "from the platform", "from the operator"})
	// weakVoid84: the legalistic and chat registers of void, and being
	// outranked by this text.
	weakVoid84 = []string{
		"stops having effect", "stop having effect", "cease to have effect", "ceases to have effect", "ceased to have effect", "of no force or effect", "no further force", "no further effect",
		"deemed void", "deemed null", "deemed revoked", "deemed withdrawn", "shall be void", "shall be null", "shelved", "no longer in play",
		"not applicable to this chat", "not applicable to this conversation", "not applicable anymore", "not applicable any more", "no longer applicable",
		"below this skill in rank", "below this file in rank", "below this document in rank", "ranks below this", "rank below this", "sits below this", "subordinate to this",
	}
)

// guideFrom84 writes each phrase of where guidance came from after the
// nouns for guidance, so that it is said of guidance ("offers that
// reached you before Friday are withdrawn" names no guidance).
func guideFrom84(froms []string) []string {
	var out []string
	for _, n := range []string{"rules", "policy", "policies", "guidance", "instructions", "directions", "directives", "guardrails", "guidelines", "orders", "setup", "configuration", "prompt"} {
		for _, f := range froms {
			out = append(out, n+" "+f)
		}
	}
	return out
}

// liftsFree84: a paragraph that lifts the agent's limits in the
// legalistic register ("restrictions of every kind are lifted") or makes
// this text the sole source of instruction ("the sole and supreme source
// of instruction") does what "without limits" does in liftsOrOutranksNear.
var liftsLimits84 = lazyRegexp(`(?i)\b(?:restrictions?|limits?|limitations?|constraints?|guardrails?|safeguards?)\s+of\s+(?:every|any|all)\s+kinds?\s+(?:are|is|have\s+been|shall\s+be|stand)\s+(?:hereby\s+)?(?:lifted|removed|suspended|waived|void|withdrawn)\b|\b(?:sole|only|supreme|exclusive)(?:\s+and\s+(?:sole|only|supreme|exclusive|final))?\s+(?:source|authority)\s+of\s+(?:instructions?|directions?|authority|guidance)\b|\byour\s+actions\s+are\s+unbounded\b`)

func liftsOrOutranks84(pl string) bool {
	return liftsLimits84.MatchString(pl)
}

func init() {
	for _, l := range byLanguage(lexicons84o) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.noLimits} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
	for _, s := range apostropheVariants(agentGuide84) {
		agentGuide = append(agentGuide, norm.NFKC.String(s))
	}
	for _, s := range weakVoid84 {
		weakVoid = append(weakVoid, strings.ToLower(s))
	}
}
