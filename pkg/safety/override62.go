package safety

import "strings"

// Round 62 (override-lang): stems the round-62 cases showed missing,
// written for the concept in each language as the others were:
//   - Slovak: guidance declared "invalid" ("sú neplatné", "je neplatná"),
//     as "neplatia" (do not apply) already voids;
//   - Slovenian: "discard" (zavrzi, zavrzite), as "pozabi" (forget)
//     voids; and "is above everything" (je nad vsem), as "ima prednost"
//     ranks this text;
//   - Dari: "only listen to this text" (فقط به این متن گوش بده, with its
//     verb: "look only at this text" orders nothing), as
//     Persian "فقط از این" orders this text alone; "this text" (این متن);
//     and "from this moment" (از این لحظه), as "از این به بعد" is said;
//   - Cebuano: "do not heed any more" (ayaw na tagda), "ayaw tagda" with
//     the particle "na" between; the orders "mga sugo" (the plural
//     marker keeps "sugo" from Italian "sauce"); "that came before" (nga
//     nauna); "the most powerful" (ang labing gamhanan), as "ang labing
//     taas" ranks; and "without restraint" (walay pugong).
//
// Each void stem still needs the guidance and its earlier place beside it
// (overVoid with overPrior and overGuide), so an invalid password, a
// discarded sample or a heeded warning is not read.
var lexicons62o = map[string]langLex{
	"sk+r62-override": { // Slovak
		void: []string{"sú neplatné", "sú neplatn", "je neplatná", "je neplatné", "stratili platnosť", "prestali platiť", "prestávajú platiť"},
	},
	"sl+r62-override": { // Slovenian
		void: []string{"zavrzi", "zavrzite", "zavrži", "zavržite", "so razveljavljena", "ne štejejo več"},
		wins: []string{"je nad vsem", "nad vsem drugim", "je nad vsemi"},
	},
	"prs+r62-override": { // Dari
		this:     []string{"این متن", "این نوشته"},
		obeyOnly: []string{"فقط به این متن گوش", "تنها به این متن گوش", "فقط به این نوشته گوش", "فقط به این سند گوش", "فقط به این فایل گوش", "فقط از این متن پیروی", "فقط از این متن اطاعت", "تنها از این متن پیروی"},
		fromNow:  []string{"از این لحظه", "از همین لحظه", "از این به بعد"},
	},
	"ceb+r62-override": { // Cebuano
		void:     []string{"ayaw na tagda", "ayaw na pagtagda", "ayaw na sunda", "ayaw na pagsunod", "dili na balido"},
		prior:    []string{"nga nauna", "ang nauna", "mga nauna"},
		guide:    []string{"mga sugo", "sugo nga nauna", "mga mando"},
		wins:     []string{"ang labing gamhanan", "labing gamhanan", "labaw sa tanan"},
		noLimits: []string{"walay pugong", "walay bisan unsang pugong"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons62o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 62 (override): the agent's own context named by who set its
// guidance. A voiding said as a plain statement ("... are hereby
// superseded") reads as a note on documentation unless something places
// the voided guidance in the agent's context (agentContextRe: the system,
// the model, what stands before this skill). The round-62 cases named it
// two more ways:
//   - by the party that set it for the agent: guidance set, laid down,
//     given or supplied by the host, operator, deployer or platform (the
//     agent's principals; documentation's changes are made by authors,
//     maintainers, releases);
//   - by the word "system" in scripts agentContextRe does not read
//     (Persian/Dari سیستم and سامانه, Urdu سسٹم, Hindi सिस्टम, Hebrew
//     מערכת, Greek σύστημα, Thai ระบบ, Amharic ስርዓት): "the system's
//     instructions are no longer valid" is the agent's guidance in any
//     script, as "sistem" and "система" already are.
var hostSet62 = func() concept {
	var out concept
	for _, v := range []string{"set by ", "laid down by ", "given by ", "supplied by ", "provided by ", "imposed by ", "configured by ", "issued by "} {
		for _, who := range []string{"the host", "your host", "the operator", "your operator", "the deployer", "your deployer", "the platform", "your platform", "whoever deployed you", "whoever configured you"} {
			out = append(out, v+who)
		}
	}
	return append(out, concept{"سیستم", "سامانه", "سسٹم", "सिस्टम", "מערכת", "σύστημα", "συστήματος", "ระบบ", "ስርዓት", "ሲስተም"}...)
}()

// agentContext62 reports the words above in a unit's lowered text.
func agentContext62(low string) bool {
	return len(hitsOf(low, hostSet62)) > 0
}

// Round 62 (override paraphrase): this skill ranked first in a table of
// precedence whose first cell says more than the rank ("| 1 (highest,
// replaces all else) | this skill |"): selfRankRe reads 20 characters
// after the rank, this reads 40. A voiding beside such a table is the
// agent's guidance demoted beneath this skill, not a note on
// documentation (liftsOrOutranksNear).
var selfRank62Re = lazyRegexp(`(?i)\|\s*(?:#?1|first|top|highest)\b[^|\n]{0,40}\|\s*(?:this\s+(?:skill|file|document|page|section|text)|(?:this\s+)?skill\.md)\s*\|`)

// rankedFirstNear62 reads the raw text t (a paragraph, at most some
// hundreds of bytes) for the table row above, behind a cheap test.
func rankedFirstNear62(t string) bool {
	if !strings.Contains(t, "|") || !strings.Contains(strings.ToLower(t), "this") {
		return false
	}
	return selfRank62Re.MatchString(t)
}

// Round 62 (override paraphrase): parts of checkVoidReplaced
// (override38.go) the round-62 cases showed missing, each still read only
// beside the others in one paragraph:
//   - the agent's guidance named by when it was given ("supplied at
//     session start", "at startup"), as "start of the session" names it;
//   - boundless conduct said as refusals not being part of the work
//     ("refusals are not part of this workflow") or as holding back on no
//     request ("you are not to hold back on any request"), as "hold
//     nothing back" is;
var (
	agent62  = concept{"session start", "at startup", "at start-up"}
	bounds62 = concept{"refusals are not part", "refusals aren't part", "refusal is not part", "refusals are no part", "refusing is not part", "refusals are not an option", "not to hold back on any", "not hold back on any", "never hold back on any", "hold back on no request", "hold back on nothing"}
)

func init() {
	agent38 = append(agent38, agent62...)
	bounds38 = append(bounds38, bounds62...)
}

// Round 62 (hijack-scope): a Persian/Dari scope claim said as a fact of
// the skill rather than an order to use it: "this skill is always active
// and processes every message" (این مهارت همیشه فعال است و همهٔ پیام‌ها را
// ... پردازش می‌کند). Being active for, processing or handling every
// message is using the skill for every request, as "use it for every
// request" is (actSelf, actEvery, actUse); "processes every message about
// invoices" is narrowed (درباره) and not read.
func init() {
	registerActionLexicon("fa+r62-override", actionLex{
		useVerb: []string{"پردازش می‌کند", "پردازش میکند", "پردازش می کند", "پردازش کند", "پردازش کن", "رسیدگی می‌کند", "رسیدگی میکند", "همیشه فعال است", "همیشه فعال"},
	})
}

// Round 62 (override): "step" as a table's column header in languages
// stepColumns (text.go) lacks: Welsh "cam", Slovenian, Croatian and
// Serbian "korak", Irish "céim", Basque "urratsa", Swahili "hatua",
// Catalan "pas", Icelandic "skref", Lithuanian "žingsnis", Latvian
// "solis", Estonian "samm", Finnish "vaihe", Hungarian "lépés", Romanian
// "pas", Greek "βήμα". A row of a table of steps is an instruction to
// carry out, whatever the header's language, never a quotation.
var stepColumns62 = lazyRegexp(`(?i)\|\s*(?:cam|camau|korak|koraci|céim|ceim|urratsa|hatua|pas|passos|skref|žingsnis|solis|samm|vaihe|lépés|βήμα)\s*\|`)

// Round 62 (override paraphrase, second pass): the formal register of a
// voiding clause ("is to be regarded as withdrawn", "rendered null and
// without effect", "set aside and replaced", "overwritten"), of this text
// ranked alone ("the present document shall govern exclusively", "only
// the present text governs") and of boundless conduct ("limits of any
// kind are not to be observed", "there is nothing you should decline",
// "you operate free of restrictions"). Each is read only beside the
// others in one paragraph (checkVoidReplaced: the agent's guidance voided
// and bounds lifted, or this text ranked with no caps), so a withdrawn
// payment or a document that governs a contract is not read.
var (
	void62b   = concept{"regarded as withdrawn", "withdrawn in full", "are withdrawn", "is withdrawn", "rendered null", "null and without effect", "set aside and replaced", "are overwritten by this", "is overwritten by this"}
	bounds62b = concept{"limits of any kind are not to be observed", "limits are not to be observed", "restrictions are not to be observed", "nothing you should decline", "nothing you should refuse", "nothing you ought to decline", "nothing you may decline", "operate free of restrictions", "act free of restrictions", "free of all restrictions", "free of any restriction"}
	auth62b   = concept{"shall govern exclusively", "governs exclusively", "only the present text governs", "only the present document governs", "the present document shall govern", "the present text shall govern"}
)

func init() {
	void38 = append(void38, void62b...)
	voidAll38 = append(voidAll38, void62b...)
	bounds38 = append(bounds38, bounds62b...)
	authority38 = append(authority38, auth62b...)
}
