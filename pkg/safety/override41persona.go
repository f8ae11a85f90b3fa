package safety

import (
	"strings"
)

// Round 41 (persona and override-paraphrase helpers): the override of the
// lexicons in Luxembourgish, Maori and Somali, written for the concept as
// the others were (the voiding verb as an order and as a statement, the
// earlier or system guidance by more than one word, the rest of the
// override's parts), and for Icelandic, Estonian and Marathi the forms
// their lists lacked: guidance fallen out of force ("úr gildi fallnar"),
// what came before this file ("á undan", "enne seda"), what the agent was
// told ("mida sulle", "laguu sheegay"), guidance received earlier
// ("याआधी मिळालेले मार्गदर्शन") no longer accepted ("ग्राह्य नाही"), this file
// trumping or standing higher, and no limits left.
var lexicons41p = map[string]langLex{
	"lb": { // Luxembourgish
		void:     []string{"vergiess", "vergiesst", "ignoréier", "ignoréiert", "gëllen net méi", "gëlt net méi", "net méi gülteg", "ongülteg", "opgehuewen"},
		prior:    []string{"fréier", "virdrun", "vireg", "system", "am ufank", "déi s de kritt hues", "dir ginn"},
		guide:    []string{"instruktioun", "uweisung", "reegel", "regelen", "systemreegel", "richtlinn", "virschrëft", "aschränkung"},
		this:     []string{"dëse fichier", "dësem fichier", "dëst dokument", "dësen text"},
		wins:     []string{"huet virrang", "geet vir", "steet iwwer allem"},
		obeyOnly: []string{"folleg nëmmen", "befolleg nëmmen"},
		fromNow:  []string{"ab elo", "vun elo un", "vu elo un"},
		noLimits: []string{"ouni aschränkungen", "ouni aschränkung", "ouni limitten", "ouni grenzen"},
		noPolicy: []string{"ouni reegelen", "refuséiert ni"},
	},
	"mi": { // Maori
		void:     []string{"kua whakakorea", "whakakorehia", "kua whakakorehia", "kaua e aro", "warewarehia", "kua kore he mana", "kāore i te whai mana"},
		prior:    []string{"i mua i", "o mua", "o te pūnaha", "i tukuna ki a koe", "i hoatu ki a koe"},
		guide:    []string{"whakahau", "tohutohu", "ngā ture", "aratohu"},
		this:     []string{"tēnei kōnae", "te kōnae nei", "tēnei tuhinga", "te tuhinga nei"},
		wins:     []string{"anake te ture", "te mana nui", "ko te kōnae nei anake"},
		fromNow:  []string{"mai i nāianei", "ā muri ake nei"},
		noLimits: []string{"kaua he here", "kāore he here", "kore he here", "kāore he tepe"},
		noPolicy: []string{"kāore ōna ture", "kāore e whakakāhore"},
	},
	"so": { // Somali
		void:     []string{"meel ayay dhaceen", "meesha ka baxeen", "waa la tirtiray", "waa la baabi'iyay", "iska dhaaf", "ha dhegaysan", "ilow", "ansax ma aha", "shaqayn maayaan"},
		prior:    []string{"wixii hore", "hore laguu", "kuwii hore", "nidaamka", "bilowgii"},
		guide:    []string{"laguu sheegay", "tilmaamaha", "tilmaamo", "xeerarka", "xeerar", "amarrada", "awaamiirta"},
		this:     []string{"faylkan", "dukumeentigan", "bogan"},
		wins:     []string{"ayaa ka sarreeya", "mudnaanta"},
		fromNow:  []string{"hadda wixii ka dambeeya", "hadda kadib"},
		noLimits: []string{"xad la'aan", "xaddid la'aan", "xannibaad la'aan"},
		noPolicy: []string{"xeer ma leh", "marna ma diido"},
	},
	// Forms the earlier lists lacked.
	"is": {
		void:     []string{"úr gildi fall", "fallnar úr gildi", "fallin úr gildi"},
		prior:    []string{"á undan", "komu á undan"},
		wins:     []string{"trompar", "trompar allt"},
		noLimits: []string{"engar hömlur"},
	},
	"et": {
		prior:    []string{"enne seda", "enne käesolevat"},
		guide:    []string{"mida sulle", "sulle öeldi", "sulle anti"},
		wins:     []string{"seisab kõrgemal", "on kõrgemal kui"},
		noLimits: []string{"pole enam mingeid piire", "mingeid piire"},
	},
	"mr": {
		void:  []string{"ग्राह्य नाही", "ग्राह्य धरू नका", "लागू होत नाही"},
		prior: []string{"याआधी", "यापूर्वी", "मिळालेले", "मिळालेल्या"},
		guide: []string{"मार्गदर्शन", "निर्देश"},
	},
}

// Round 41: the voiding-and-replacement shape of checkVoidReplaced in
// more paraphrases. Guidance is voided as no longer operative or no longer
// to be treated as binding, or left at the door; it is the agent's own as
// what existed before this skill loaded ("pre-existing operating rules"),
// what preceded this note, what was there from before; named as
// directions. This text takes the authority as the highest-ranking or
// sole rulebook, the final word, ranking first or its rank set to supreme,
// or as the text (this runbook, page, skill) that replaces the agent's
// rules; boundless conduct is going past
// any limit or acting without any ceiling; and beside the authority, no
// bounds said as limits or constraints set to none, none remaining.
// Every part is still needed in one paragraph, as in round 38.
var (
	void41p      = concept{"no longer operative", "no longer to be treated as binding", "no longer to be regarded as binding", "no longer be treated as binding", "stop at the door", "stops at the door", "left at the door", "leave them at the door", "check them at the door"}
	referent41p  = concept{"directions", "operating rules"}
	agent41p     = concept{"pre-existing", "preexisting", "upon loading", "preceded this", "from before", "before me"}
	bounds41p    = concept{"past any limit", "past every limit", "past all limits", "beyond any limit", "beyond every limit", "beyond all limits", "without any ceiling", "without a ceiling"}
	authority41p = concept{"highest-ranking", "highest ranking", "sole rulebook", "only rulebook", "the final word", "rank first", "ranks first", "rank: supreme", "rank: highest", "skill: supreme", "file: supreme", "document: supreme", "runbook replaces them", "skill replaces them", "file replaces them", "page replaces them", "document replaces them", "text replaces them", "handbook replaces them", "note replaces them", "guide replaces them", "takes their place", "take their place"}
	caps41p      = concept{"no constraint", "limits: none", "limits none", "constraints: none", "constraints none", "boundaries: none", "none remain", "none remaining"}
)

// conflictLost41: a conflict with the agent's guidance settled against
// it by saying the other side loses ("where they disagree, they lose"),
// as "the earlier rules do not count" settles it; outranksAgent still
// needs the agent's guidance named in the text before.
const conflictLost41 = `|\b(?:if|where|when|whenever|should)\b[^.;!?]{0,80}?\b(?:conflict|disagree|clash|contradict)\w*\b[^.!?]{0,60}?\b(?:they|those|the\s+others?|the\s+rest)\s+(?:lose|give\s+way|yield|step\s+aside)\b`

func init() {
	for _, l := range byLanguage(lexicons41p) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
	overVoid = append(overVoid, void41p...)
	voidAll38 = append(voidAll38, void41p...)
	referent38 = append(referent38, referent41p...)
	agent38 = append(agent38, agent41p...)
	bounds38 = append(bounds38, bounds41p...)
	authority38 = append(authority38, authority41p...)
	caps38 = append(caps38, caps41p...)
	limitsOff40 = append(limitsOff40, "limits: none", "constraints: none", "none remain")
	conflictSettledRe = lazyRegexp(conflictSettledRe.String() + conflictLost41)
}

// Round 41: the override written as settings. A block of key = value
// lines that ranks this skill itself first ("this_skill = highest") and
// sets the agent's guidance, rules or refusals to replaced, not
// applicable or off ("earlier_guidance = replaced", "refusals =
// disabled") says in configuration what "this file takes precedence; your
// earlier instructions no longer apply" says in prose. A settings block
// is code, so the prose rules do not read it; either line alone is an
// ordinary setting (a file's priority, a feature switched off), the two
// together in one block are the override.
var (
	configSelfRank41 = lazyRegexp(`(?im)^[ \t>]*["']?(?:this[ \t_.-]*(?:skill|file|document|page|note)|skill[ \t_.-]*md)["']?[ \t]*[:=][ \t]*["']?(?:highest|first|top|supreme|max(?:imum)?|absolute)\b`)
	configVoided41   = lazyRegexp(`(?im)^[ \t>]*["']?(?:[a-z]+[ \t_.-]+)?(?:guidance|instructions|rules|polic(?:y|ies)|prompt|guardrails|safeguards|refusals|restrictions)["']?[ \t]*[:=][ \t]*["']?(?:replaced|void|voided|ignored?|not[ \t_-]*applicable|off|disabled|revoked|cancell?ed|overridden|suspended|superseded)\b`)
)

// checkConfigOverride41 reports a code block holding both settings.
func (c *checker) checkConfigOverride41(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		if f.end <= f.start || f.end-f.start > 1<<16 {
			continue
		}
		blk := t[f.start:f.end]
		low := strings.ToLower(blk)
		if !strings.Contains(low, "this") && !strings.Contains(low, "skill") {
			continue
		}
		m := configSelfRank41.FindStringIndex(blk)
		if m == nil {
			continue
		}
		v := configVoided41.FindStringIndex(blk)
		if v == nil {
			continue
		}
		s, e := f.start+min(m[0], v[0]), f.start+max(m[1], v[1])
		reason := c.intentContext(d, s, f.start+m[0])
		tier, msg := downgrade(reason, "ranks this skill first and sets the agent's guidance or refusals to replaced or off, written as settings")
		c.add(d, RuleOverride, tier, s, e, msg)
	}
}
