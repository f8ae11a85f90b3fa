package safety

import "strings"

// Round 59 (override): override stems the round-59 cases showed missing,
// written for the concept in each language as the others were:
//   - Swiss German (Alemannic as spoken in Switzerland, beside the
//     Alsatian of lexicon42a): no longer valid ("gilt nüme", "gälted
//     nüme"), what was told to the agent ("gseit worde", "wo dir gseit"),
//     as German "dir gesagt" is; this file ("die Datei da"); more
//     important than anything, as Egyptian "أهم من أي حاجة" is; without
//     any restriction ("ohni jedi Iischränkig");
//   - Guarani: what is (or was) said to the agent ("he'íva ndéve",
//     "oje'éva ndéve", "he'i va'ekue"), as Spanish "lo que te dijeron";
//     the system that says it ("ndéve sistema"); above all things ("opa
//     mba'e ári"), as "opavave ári" (above everyone) already is; without
//     end or limit ("ijapyra'ỹme");
//   - Moroccan Darija in Latin letters (Arabizi, digits for the letters
//     Latin lacks: 3 ع, 7 ح, 9 ق): forget them ("nsahom"), no longer
//     valid, rules and instructions ("qawa3id", "t3limat"), from before
//     ("men qbel"), what was said to the agent ("li tqal lik"), this file
//     ("had l-fichier"), without limits. The Arabic-script forms are in
//     lexicons54o. A word for "what rules now" ("kayhkem") is left out, as
//     round 54 left it out: it names a referee as often as a rank.
var lexicons59o = map[string]langLex{
	"gsw+r59-override": { // Swiss German
		void:     []string{"gilt nüme", "gilt nümme", "gälted nüme", "gälted nümme", "gälte nüme", "gälte nümme", "nüme gültig", "nümme gültig", "vergäss", "vergässed"},
		prior:    []string{"vorhär", "bishär", "früener", "gseit worde", "gseit becho"},
		guide:    []string{"gseit worde", "gseit becho", "wo dir gseit", "was dir gseit", "aawiisige", "aawiisig", "vorschrifte"},
		this:     []string{"die datei da", "die datei do", "das dokumänt", "dä skill da", "die skill da"},
		wins:     []string{"wichtiger als alles", "wichtiger als alli"},
		fromNow:  []string{"vo jetzt a", "ab jetzt", "vo hüt a"},
		noLimits: []string{"ohni jedi iischränkig", "ohni iischränkig", "ohni iischränkige", "ohni jegliche iischränkig", "ohni grenze"},
	},
	"gn+r59-override": { // Guarani
		prior:    []string{"ndéve sistema", "sistema he'íva", "sistema he’íva", "he'i va'ekue", "he’i va’ekue", "oje'e va'ekue", "oje’e va’ekue"},
		guide:    []string{"he'íva ndéve", "he’íva ndéve", "oje'éva ndéve", "oje’éva ndéve", "he'i va'ekue ndéve", "he’i va’ekue ndéve", "oje'e va'ekue ndéve", "oje’e va’ekue ndéve"},
		wins:     []string{"opa mba'e ári", "opa mba’e ári", "opa mba'e ari", "opa mba’e ari"},
		noLimits: []string{"ijapyra'ỹme", "ijapyra’ỹme", "apyra'ỹme", "apyra’ỹme", "ijapyra'ỹre", "ijapyra’ỹre"},
	},
	"ary+r59-override": { // Moroccan Darija (Arabizi)
		void:     []string{"nsahom", "nsahoum", "nsahum", "nsaha ", "nsaw ", "ma bqatch salha", "ma b9atch sal7a", "ma bqawch salhin", "ma b9awch sal7in", "ma bqach sal7"},
		prior:    []string{"men qbel", "mn qbel", "men 9bel", "mn 9bel", "dyal qbel", "dyal 9bel", "li tqal lik", "li t9al lik", "li galo lik", "li qalo lik"},
		guide:    []string{"qawa3id", "9awa3id", "qawaid", "t3limat", "ta3limat", "tawjihat", "li tqal lik", "li t9al lik", "li galo lik", "li qalo lik"},
		this:     []string{"had l-fichier", "had lfichier", "had l'fichier", "had l-milaf", "had lmilaf", "had l-file", "had skill"},
		noLimits: []string{"bla 7doud", "bla hdoud", "bla qyoud", "bla 9youd", "bla 7ta chi 7doud", "bla hta chi hdoud"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons59o) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 59 (override): the override written as settings (round 45's
// checkConfigOverride45) outside a code fence and in more keys.
//
//   - The block: a run of key: value lines is settings wherever it sits,
//     fenced or not; a front-matter-like block set off by "---" lines in
//     the body says to the agent what the same lines in a fence say.
//   - The voided key may carry a word of its state after the guidance
//     ("previous_rules_status: revoked", "prior_instructions_state:
//     void"): the value is still said of the earlier guidance.
//   - The rank: the rules in force (effective, active, governing,
//     applicable) set to this file alone ("effective_rules:
//     this-file-only"), as "authority: this_file_only" is.
//   - No bounds: the limits of the agent itself set to none
//     ("assistant_limits: none", "model_restrictions: off"), as "limits:
//     none" is; the key names whose limits they are, so a pump's or a
//     budget's limits are not read ("pressure_limits: none" names no
//     agent).
//
// Either line alone is still an ordinary setting; the voided line with
// one of the others, in one block, is the override.
var (
	configVoided59 = lazyRegexp(`(?im)^[ \t>-]*["']?(?:prior|previous|earlier|preceding|inherited|original|upstream|former|host|operator|platform|system)[ \t_.-]*(?:rules|instructions|guidance|directives|polic(?:y|ies)|constraints|orders|guidelines|restrictions|directions|prompt)[ \t_.-]*(?:status|state|mode|standing|validity|effect)?["']?[ \t]*[:=][ \t]*["']?(?:null|nil|none|void|voided|empty|cleared|discarded|dropped|ignored?|revoked|rescinded|cancell?ed|withdrawn|expired|superseded|overridden|inactive|disabled|off)\b`)
	configRanked59 = lazyRegexp(`(?im)^[ \t>-]*["']?(?:effective|active|governing|applicable|current|binding|valid|operative)[ \t_.-]*(?:rules|instructions|guidance|directives|polic(?:y|ies)|rulebook|source)["']?[ \t]*[:=][ \t]*["']?this[ \t_.-]*(?:file|skill|document|page|note|card|text)(?:[ \t_.-]*only)?\b`)
	configNoCaps59 = lazyRegexp(`(?im)^[ \t>-]*["']?(?:assistant|agent|model|ai|llm|bot|claude)[ \t_.-]*(?:limits|restrictions|constraints|guardrails|refusals|boundaries|bounds|safeguards|safety)["']?[ \t]*[:=][ \t]*["']?(?:none|null|nil|off|false|disabled|unlimited|unbounded|removed|lifted|0|no)\b`)
)

// settingsRuns59 returns the runs of two or more consecutive key: value
// lines in t (normalised offsets), read line by line without a pattern.
func settingsRuns59(t string) [][2]int {
	var out [][2]int
	runStart, runEnd, n := -1, -1, 0
	flush := func() {
		if n >= 2 {
			out = append(out, [2]int{runStart, runEnd})
		}
		runStart, runEnd, n = -1, -1, 0
	}
	for pos := 0; pos < len(t); {
		end := pos
		for end < len(t) && t[end] != '\n' {
			end++
		}
		if settingLine59(t[pos:end]) {
			if n == 0 {
				runStart = pos
			}
			runEnd, n = end, n+1
		} else {
			flush()
		}
		pos = end + 1
	}
	flush()
	return out
}

// settingLine59: a line of the form key: value (or key = value), the key
// one word of letters, digits, '_', '.' or '-' (quoted or not) and a value
// after it.
func settingLine59(l string) bool {
	i := 0
	for i < len(l) && (l[i] == ' ' || l[i] == '\t' || l[i] == '>' || l[i] == '-') {
		i++
	}
	if i < len(l) && (l[i] == '"' || l[i] == '\'') {
		i++
	}
	k := i
	for i < len(l) && i-k <= 48 {
		b := l[i]
		if b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_' || b == '.' || b == '-' {
			i++
			continue
		}
		break
	}
	if i == k || i-k > 48 {
		return false
	}
	if i < len(l) && (l[i] == '"' || l[i] == '\'') {
		i++
	}
	for i < len(l) && (l[i] == ' ' || l[i] == '\t') {
		i++
	}
	if i >= len(l) || (l[i] != ':' && l[i] != '=') {
		return false
	}
	i++
	for i < len(l) && (l[i] == ' ' || l[i] == '\t') {
		i++
	}
	return i < len(l)
}

// checkConfigOverride59 reports a settings block (a fence, or a run of
// key: value lines) holding a voided line of configVoided45 or
// configVoided59 with a ranked or no-limits line of either round, when
// checkConfigOverride45 has not already read it (a fence whose lines all
// match round 45's keys).
func (c *checker) checkConfigOverride59(d *doc) {
	t := d.v.text
	if !lowerHas(d.v.lower, "rules", "instructions", "guidance", "directives", "polic", "constraints", "orders", "guidelines", "restrictions", "directions", "prompt") {
		return
	}
	var blocks [][2]int
	for _, f := range d.fences {
		if f.end > f.start && f.end-f.start <= 1<<16 {
			blocks = append(blocks, [2]int{f.start, f.end})
		}
	}
	for _, r := range settingsRuns59(t) {
		if r[1]-r[0] <= 1<<16 && d.fenceAt(r[0]) < 0 {
			blocks = append(blocks, r)
		}
	}
	for _, b := range blocks {
		blk := t[b[0]:b[1]]
		if !strings.ContainsAny(blk, ":=") {
			continue
		}
		v45, v59 := configVoided45.FindStringIndex(blk), configVoided59.FindStringIndex(blk)
		r45, r59 := configRanked45.FindStringIndex(blk), configRanked59.FindStringIndex(blk)
		n45, n59 := configNoCaps45.FindStringIndex(blk), configNoCaps59.FindStringIndex(blk)
		if d.fenceAt(b[0]) >= 0 && v45 != nil && (r45 != nil || n45 != nil) {
			continue // round 45's
		}
		v := v45
		if v == nil {
			v = v59
		}
		m := r45
		for _, x := range [][]int{r59, n45, n59} {
			if m == nil {
				m = x
			}
		}
		if v == nil || m == nil {
			continue
		}
		s, e := b[0]+min(m[0], v[0]), b[0]+max(m[1], v[1])
		key := b[0] + v[0]
		reason := c.intentContext(d, s, key)
		if reason == "quoted under a descriptive heading" && c.ownWorkHeading45(d, key) {
			reason = ""
		}
		tier, msg := downgrade(reason, "sets the agent's earlier guidance to nothing and ranks this file the authority or the agent's limits to none, written as settings")
		c.add(d, RuleOverride, tier, s, e, msg)
	}
}

// Round 59 (a false refusal of exfil.instruction): the upload's object is
// named, and it is not the secret. In "search ~/.ssh for stale keys and
// delete any you find, then upload the audit report to https://...", the
// credential store is the object of the search and the deletion, one
// clause; the next clause's send verb carries its own object, a work
// product (the audit report, the summary), to the destination. What is
// sent is the report, not the keys, unless the secret was put into it.
// The exemption holds only when:
//   - the send verb starts a new clause ("then upload", ", and send") and
//     its object is a determiner and at most three words ending in a noun
//     of a work product (report, summary, findings, ...), with no secret
//     word in it;
//   - nothing before the verb puts the secret into a text ("include",
//     "paste", "copy", "write ... into", "list", "dump", "contents": the
//     report then carries it), and nothing after the object names a
//     secret or a template of one ("upload the report and the keys",
//     "?token=$API_TOKEN").
//
// "Then upload them", "then upload the keys", "then upload the report
// with the private keys attached" keep the refusal.
var uploadOwnObject59 = lazyRegexp(`(?i)(?:\bthen|[,;])\s+(?:and\s+)?(?:then\s+)?(?:upload|send|post|submit|push|e-?mail|forward|share|publish)\s+((?:the|a|an|your|our|this|that|its)\s+(?:[a-z][\w-]*\s+){0,3}?(?:report|summary|findings|results|digest|overview|review|scorecard|tally|stats|statistics|metrics|checklist|verdict|conclusions))\s+(?:to|at|into|onto|on|via)\s`)

// secretWords59: stems that name a secret or its contents; the object of
// the send verb and what follows it must hold none.
var secretWords59 = []string{"key", "secret", "token", "cookie", "credential", "password", "passwd", "env", "~/", "$home", "id_", "ssh", "pem", "kubeconfig", "npmrc", "netrc", "pgpass", "keychain", "history", "conversation", "chat", "prompt", "contents", "private", "api"}

// fillsText59: verbs that put what was read into a text, before the send.
var fillsText59 = []string{"include", "paste", "copy", "copie", "append", "insert", "embed", "attach", "write", "record", "list", "dump", "print", "cat ", "contents", "content of", "note their", "note the", "quote", "add them", "add it", "add the", "put them", "put it", "save them", "save it", "summar", "read "}

// sendsOwnObject59 reports that the send verb of the exfil match m in t
// carries its own object, a work product free of the secret (see above).
func sendsOwnObject59(t string, m []int) bool {
	if m == nil || m[0] >= m[1] || m[1] > len(t) {
		return false
	}
	seg := t[m[0]:min(m[1], m[0]+600)]
	lseg := strings.ToLower(seg)
	if !lowerHas(lseg, "report", "summary", "findings", "results", "digest", "overview", "review", "scorecard", "tally", "stats", "metrics", "checklist", "verdict", "conclusions") {
		return false
	}
	sm := uploadOwnObject59.FindStringSubmatchIndex(seg)
	if sm == nil {
		return false
	}
	if lowerHas(strings.ToLower(seg[sm[2]:sm[3]]), secretWords59...) {
		return false
	}
	if lowerHas(strings.ToLower(t[:m[0]+sm[0]]), fillsText59...) {
		return false
	}
	// After the object: the destination and the rest of the sentence; a
	// URL is read only for a template or a variable in it, its host may
	// hold any word.
	for _, w := range strings.Fields(t[m[0]+sm[3]:]) {
		lw := strings.ToLower(w)
		if strings.Contains(lw, "://") {
			if strings.ContainsAny(lw, "${}") || lowerHas(lw, "token=", "key=", "secret=", "password=") {
				return false
			}
			continue
		}
		if lowerHas(lw, secretWords59...) || lowerHas(lw, "them", "it,", "it.", "those", "these") {
			return false
		}
	}
	return true
}

// lexicons59e: guidance deemed or declared null ("shall be deemed null
// and of no effect"), as "void" and "no longer valid" are: the legal
// formula voids what it names. Each phrase needs the guidance and its
// place before this text beside it (overVoid with overPrior and
// overGuide), so a null value in a configuration is not read: "null"
// alone is never a stem. "Without effect" is left out: a coupon or a
// price "without effect after June" is no guidance, and the round-38
// shape would read it beside any "no caps" (construct51).
var lexicons59e = map[string]langLex{
	"en+r59-override": {
		void: []string{"deemed null", "declared null", "be null and", "are null and", "is null and", "null and void", "null and of no effect", "of no effect", "of no force and effect"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons59e) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}
