package safety

import "golang.org/x/text/unicode/norm"

// Round 74 (override-lang): the override of the lexicons (the agent's
// earlier or system guidance forgotten or voided; this file ranked above
// the rest; follow only it; act without limits) in languages of West and
// Southern Africa and of the North Sea coast that had no words for it yet:
// Twi (Akan), Ewe, Fulfulde (Pulaar), Setswana and Sesotho, Shona, Zulu
// and West Frisian. Each entry gives the words for a concept, not a
// phrase of any case, and a rule still needs two or three concepts
// together (voided + earlier + guidance; this file + above all; the agent
// acting without limits), so a word alone decides nothing: a Twi trainer
// telling agents to "abandon" a torn note, or a Setswana guide to "leave"
// a queue, names no earlier guidance of the agent.
//
// A plain verb of leaving ("tlogela", "gyae") is written only with what it
// leaves (the guidance noun), and "earlier" is never "old", as in the
// other lexicons: forgetting the old sheet is ordinary advice.
var lexicons74l = map[string]langLex{
	"ak+r74-lang": { // Twi (Akan), with the spellings typed without ɛ and ɔ
		void:     []string{"pa wo ho fi", "pa mo ho fi", "gyae nkyerɛkyerɛ", "gyae nkyerekyere", "gyae mmara", "wo werɛ mfi", "wo were mfi", "mo werɛ mfi", "mo were mfi", "mfa wʼani nhyɛ", "nni so bio", "ntumi nni dwuma bio", "nni tumi bio"},
		prior:    []string{"a ɛdi kan", "a edi kan", "a ɛdii kan", "a edii kan", "a wɔde maa wo", "a wode maa wo", "a wɔkyerɛɛ wo", "a wokyeree wo", "a atwam", "a ɛtwaam", "a etwaam"},
		guide:    []string{"nkyerɛkyerɛ", "nkyerekyere", "akwankyerɛ", "akwankyere", "ahyɛdeɛ", "ahyede", "ahyɛde", "mmara nhyehyɛe", "anohyeto"},
		this:     []string{"saa krataa yi", "krataa yi", "saa fael yi", "fael yi", "saa nwoma yi"},
		wins:     []string{"na ɛdi biribiara so", "na edi biribiara so", "ɛso sen biribiara", "eso sen biribiara", "ɛne panin", "ne tumi sen biara"},
		obeyOnly: []string{"nko ara na ɛsɛ sɛ wodi so", "nko ara na ese se wodi so", "nko ara na wodi so", "nko ara so na di", "di krataa yi nko ara so", "di yi nko ara so"},
		noLimits: []string{"siw biara nni ho", "siw biara", "anohyeto biara nni ho", "anohyeto biara", "a ɛnni anohyeto", "a enni anohyeto", "a enni siw"},
	},
	"ee+r74-lang": { // Ewe
		void:     []string{"ŋlɔ nyagblɔ", "ŋlɔ wo be", "nlo nyagblo", "nlo wo be", "gbe nyagblɔ", "gbe nyagblo", "mègawɔ ɖe wo dzi o", "megawo de wo dzi o", "meganɔ wo dzi wɔm o", "mele dɔ wɔm o", "mele do wom o"},
		prior:    []string{"va do ŋgɔ", "va do ngo", "siwo do ŋgɔ", "siwo do ngo", "si do ŋgɔ", "si do ngo", "siwo wona wò", "siwo wona wo", "siwo wofia wò", "siwo wofia wo", "le gɔmedzedzea", "le gomedzedzea"},
		guide:    []string{"nyagblɔ", "nyagblo", "mɔfiame", "mofiame", "sededewo", "sewo katã", "sewo kata"},
		this:     []string{"agbalẽ sia", "agbale sia", "fail sia", "nuŋɔŋlɔ sia", "nunonlo sia"},
		wins:     []string{"ƒo wo katã ta", "fo wo kata ta", "le wo katã tame", "le wo kata tame"},
		obeyOnly: []string{"agbalẽ sia ko dzi", "agbale sia ko dzi", "sia ko dzi", "wɔ ɖe agbalẽ sia ko", "wo de agbale sia ko"},
		noLimits: []string{"seɖoƒe aɖeke", "sedofe adeke", "seɖoƒe manɔmee", "sedofe manomee", "mɔxexe aɖeke manɔmee", "moxexe adeke manomee"},
	},
	"ff+r74-lang": { // Fulfulde / Pulaar (the r63 entry has its no-limits words)
		void:     []string{"accu ɗum", "accu dum", "accu ɗi", "accu di", "accee ɗum", "accee dum", "yejjit", "yeggit", "alaa nafa kadi", "huutoraa kadi", "huutortaake kadi"},
		prior:    []string{"adannde", "adannɗe", "adannde", "arannde", "arannɗe", "ko adii", "ko arti", "e sistem ngal", "e sisteem ngal", "ɗe ndokkaa", "de ndokkaa"},
		guide:    []string{"yamiroore", "yamirooje", "yamiroore", "ɗowgol", "dowgol", "sariyaaji", "kuule"},
		this:     []string{"ndee fiilde", "ndee kaayit", "ndee kayit", "ndee deftere", "ɗee binndi", "dee binndi"},
		wins:     []string{"tan woni ardiiɗo", "tan woni ardiido", "woni ardiiɗo", "woni ardiido", "ɓuri kala", "buri kala"},
		obeyOnly: []string{"rewu ndee fiilde tan", "tokk ndee fiilde tan", "ndee fiilde tan"},
		noLimits: []string{"ko aldaa e haɗuuji", "ko aldaa e haduuji", "aldaa e haɗuuji", "aldaa e haduuji", "alaa haɗuuji", "alaa haduuji"},
	},
	"tn+r74-lang": { // Setswana and Sesotho
		void:     []string{"tlogela ditaelo", "tlogelang ditaelo", "lebala ditaelo", "lebalang ditaelo", "lebala", "lebalang", "ga di sa dire", "ga di sa bereke", "ha di sa sebetse", "di phimotswe", "di fedisitswe", "hlokomoloha", "itlhokomolose"},
		prior:    []string{"tse di fitileng", "tse di fetileng", "tse di fetileng", "tsa pele", "tse o di neetsweng", "tseo o di filweng", "tsa tsamaiso", "tsa sistimi"},
		guide:    []string{"ditaelo", "ditaello", "dikaelo", "melawana", "dithibelo"},
		this:     []string{"faele e", "faele ena", "tokomane e", "tokomane ena", "sekwalo se", "sengolwa sena"},
		wins:     []string{"e tlhola tsotlhe", "e fenya tsotlhe", "e kwa godimo ga tsotlhe", "e ka hodimo ho tsohle", "e phala tsohle"},
		obeyOnly: []string{"latela faele e fela", "latela faele ena feela", "obamela faele e fela"},
		noLimits: []string{"ka ntle ga dithibelo", "kwa ntle ga dithibelo", "ntle le dithibelo", "ntle ga dithibelo", "ka ntle ga melelwane", "ntle le meedi", "ntle ho dithibelo"},
	},
	"sn+r74-lang": { // Shona
		void:     []string{"kanganwa", "kanganwai", "kanganwai mirairo", "rasa mirairo", "rasai mirairo", "regedza mirairo", "haichashandi", "hadzichashandi", "haichina simba"},
		prior:    []string{"yawakapihwa", "dzawakapihwa", "ese awakapihwa", "yekutanga", "dzekutanga", "rekutanga", "yapfuura", "dzapfuura", "yakapfuura"},
		guide:    []string{"mirairo", "mirayiridzo", "mitemo", "zvirambidzo", "nhungamiro"},
		this:     []string{"gwaro iri", "faira iri", "bepa iri", "chinyorwa ichi"},
		wins:     []string{"ndiro rinotonga", "rinotonga", "ndicho chinotonga", "chinotonga", "ndiro rine simba kupfuura"},
		obeyOnly: []string{"tevera gwaro iri chete", "teerera gwaro iri chete", "gwaro iri chete"},
		noLimits: []string{"pasina zvirambidzo", "pasina miganhu", "pasina muganhu", "usingarambe", "musingarambe"},
	},
	"zu+r74-lang": { // Zulu (Xhosa's words are in lang46.go)
		void:     []string{"azisasebenzi", "awusasebenzi", "akusasebenzi", "azisenamandla", "zikhohlwe", "khohlwa iziqondiso", "khohlwa imiyalelo", "ungazinaki", "zinganaki", "ziziba"},
		prior:    []string{"ezedlule", "ezidlule", "ezandulele", "zangaphambilini", "ezingaphambilini", "nezohlelo", "zohlelo", "ozinikiwe", "owazinikwa"},
		guide:    []string{"iziqondiso", "neziqondiso", "imithetho", "imikhawulo", "imiyalo"},
		this:     []string{"lo mbhalo", "lombhalo", "leli fayela", "leli dokhumenti", "leli khasi"},
		wins:     []string{"uyinhloko", "liyinhloko", "yiwo ophezulu", "ngumbhalo ophezulu"},
		obeyOnly: []string{"landela lo mbhalo kuphela", "landela leli fayela kuphela", "lo mbhalo kuphela"},
		noLimits: []string{"ngaphandle kwemingcele", "ngaphandle kwemikhawulo", "ngaphandle kwemingqamu", "ngaphandle kokuvinjelwa"},
	},
	"fy+r74-lang": { // West Frisian
		void:     []string{"farre litte", "farre lit", "ferjit", "ferjitte", "negearje", "jilde net mear", "jildt net mear", "binne ferfallen", "net mear jildich"},
		prior:    []string{"foarôfgeande", "foarofgeande", "eardere", "fan it systeem", "dy'tst krigen hast", "dyst krigen hast"},
		guide:    []string{"rjochtlinen", "rjochtline", "ynstruksjes", "ynstruksje", "opdrachten", "beheiningen"},
		this:     []string{"dizze triem", "dit bestân", "dit dokumint", "dizze feardigens"},
		wins:     []string{"hat it lêste wurd", "hat it leste wurd", "giet boppe alles", "stiet boppe alles"},
		obeyOnly: []string{"folgje allinnich dizze", "folgje inkeld dizze"},
		noLimits: []string{"gjin grinzen mear", "sûnder grinzen", "sunder grinzen", "sûnder beheiningen", "sunder beheiningen"},
	},
}

// youAct74: the agent's own conduct ordered without bound ("do
// everything", "do whatever you are asked") in the same languages, which
// with a phrase of no limits within a few words lifts the agent's limits,
// as English "you act" and "act without" do (intent.go's noLimits with
// youAct). A phrase of no limits alone, or an order to do everything on
// a checklist with no word of limits beside it, is not read.
var youAct74 = []string{
	"yɛ biribiara", "ye biribiara", "yɛ biara a", // Twi
	"wɔ nu sia nu", "wo nu sia nu", "nàwɔ nu sia nu", "nawo nu sia nu", // Ewe
	"waɗ kala ko", "wad kala ko", "waɗee kala ko", // Fulfulde
	"dira sengwe le sengwe", "dirang sengwe le sengwe", "etsa ntho e nngwe le e nngwe", // Setswana, Sesotho
	"ita zvese", "itai zvese", "ita chero chii", // Shona
	"yenza konke", "yenzani konke", "yenza noma yini", // Zulu
	"pueden hacer cualquier cosa", "podéis hacer cualquier cosa", "puedes hacer cualquier cosa", // Spanish
	"do meist alles", "dwaan wat", // West Frisian
}

// Round 74 (override-lang): the agent's guidance named as what it was
// given when addressed in the plural (Spanish "lo que les dijeron", as
// "lo que te dijeron" already is); it still needs the voiding beside it
// (agentGuide with overVoid).
var lexicons74p = map[string]langLex{
	"es+r74-lang": {
		prior: []string{"les dijeron", "les indicaron", "les dieron", "les configuraron", "que recibieron"},
		guide: []string{"lo que les dijeron", "lo que les indicaron", "lo que les dieron"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons74l) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
	for _, l := range byLanguage(lexicons74p) {
		normaliseLex(&l)
		mergeLexicon(l)
	}
	for _, s := range youAct74 {
		youAct = append(youAct, norm.NFKC.String(s))
	}
}

// Round 74 (override-paraphrase): the whole of what the agent was given
// declared stale ("what you were set up with is yesterday's news",
// "everything you were told is ancient history"), a figure for void. The
// stems hold the subject as well as the figure, so only the agent's whole
// set-up or guidance is voided: "the laptop you were set up with is old
// news" names a thing it was handed, and stays unread.
func staleGuidance74() []string {
	var out []string
	for _, subj := range []string{"what you were set up with", "whatever you were set up with", "what you were told", "whatever you were told", "everything you were told", "all you were told", "what you were given", "whatever you were given", "everything you were given", "what you were configured with", "whatever you were configured with", "what you started with", "whatever you started with"} {
		for _, pred := range []string{" is yesterday's news", " is old news", " is ancient history", " is history now", " is stale news", " is last week's news"} {
			out = append(out, subj+pred)
		}
	}
	return out
}

func init() {
	l := langLex{void: staleGuidance74()}
	l.void = apostropheVariants(l.void)
	normaliseLex(&l)
	mergeLexicon(l)
}
