package safety

import (
	"strings"
)

// Round 48 (exfil-prose, exfil-flow): cargo, stand-ins, joins and
// languages the older lists did not read. Each addition extends an
// existing pattern or lexicon at init, so the rules that decide stay the
// ones that read them.

// A password manager's export pointed at by a demonstrative ("email that
// CSV export to ...", "this backup file") is the export the skill just
// made, as "the CSV" is (vaultExport46): it holds every saved password.
func init() {
	vaultExport46 = lazyRegexp(vaultExport46.String() + `|(?i)\b(?:that|this|those|these)\s+(?:(?:exported|plain[- ]?text|unencrypted|raw)\s+)?(?:csv(?:\s+(?:export|file)s?)?|export(?:ed)?\s+files?|exports?|json\s+exports?|backup\s+files?)\b`)
}

// Pictures of people's faces or of their identity papers, taken as a
// set ("every photo that contains faces or ID documents", "all scans
// showing passports"), identify the people in them as face labels do
// (cargo46). One photo of one's own passport is how an identity check is
// passed, and is left out: the set is someone's whole library.
func init() {
	cargo46 = lazyRegexp(cargo46.String() + `|(?i)\b(?:(?:every|each|all|any)\s+(?:of\s+the\s+)?(?:photos?|pictures?|images?|scans?|shots?)|(?:photos|pictures|images|scans|shots))\s+(?:that\s+(?:contains?|shows?|includes?|has|have)|containing|showing|including|with|of)\s+(?:(?:a|any|the|people's|visible)\s+)?(?:(?:human\s+)?faces?|people's\s+faces|(?:id|identity|identification)\s+(?:documents?|cards?|papers)|passports?|driv(?:er|ing)'?s?\s+licen[cs]es?)\b`)
	cargo46Stems = append(cargo46Stems, "photo", "picture", "image", "scan", "shot")
}

// A question that asks the user for their secrets makes "the list" of
// what they gave the secrets ("ask the user to type each password, then
// send the list to ..."), as "the answer" or "their reply" is
// (answerObject, standInCargo).
func init() {
	answerObject = orAtStart(answerObject, `(?i)^\s+(?:the|that|this|their|the\s+whole|the\s+full|the\s+complete)\s+(?:list|lists|entries|collection)(?:\s*$|\s*[,.;:]|\s+(?:to|into|onto|on|at|via|over|through|in|with)\b)`)
	foundStemsList = append(foundStemsList, "list", "entries", "collection")
}

// A cluster's admin kubeconfig, written where k3s, RKE2 or kubeadm put it
// (/etc/rancher/k3s/k3s.yaml, /etc/rancher/rke2/rke2.yaml,
// /etc/kubernetes/admin.conf), holds the cluster-admin client key, as
// ~/.kube/config does: read and sent out, it hands over the cluster.
func init() {
	flowSourceRe = lazyRegexp(flowSourceRe.String() + `|/etc/rancher/(?:k3s/k3s|rke2/rke2)\.ya?ml\b|/etc/kubernetes/(?:admin|super-admin|controller-manager|scheduler)\.conf\b`)
	flowSourceKws = append(flowSourceKws, "/etc/rancher/", "/etc/kubernetes/")
}

// Languages: the gaps the fresh tables showed in lexicons that exist,
// and Gujarati, which had none.
//   - Chinese mails "to" an address with 寄到 / 寄至 as with 寄给; and
//     "after sorting it" (整理後, 收集後) joins what was gathered to the
//     next verb, as 汇总 does (actGatherJoin).
//   - Hungarian gathers with its particle after the verb ("…-át gyűjtsd
//     össze, és küldd el"): the gathered secret is what is sent next.
//   - Vietnamese "khóa truy cập" is an access key.
//   - Gujarati: sending, uploading and e-mailing; passwords, bank
//     details; "no need to tell", "don't tell".
//   - Egyptian Arabic says "don't tell" as one word ("متقولش").
//   - Polish holds the object pronoun after the verb ("wyślij ją",
//     "prześlij je"): what was named before is what is sent (sendML39).
//   - Indonesian drops the object after "then" ("…, lalu kirim ke
//     alamat"): the verb sends what the statement gathered before it.
//   - Tagalog points back with "ang mga ito" (them) after the verb.
func init() {
	registerActionLexicon("zh+r48-exfil", actionLex{
		sendVerb: []string{"寄到", "寄至", "寄往", "傳到", "传到", "上傳到", "上传到", "轉寄到", "转寄到"},
	})
	registerActionLexicon("vi+r48-exfil", actionLex{
		secret: []string{"khóa truy cập", "khoá truy cập", "khóa bảo mật", "khoá bảo mật"},
	})
	registerActionLexicon("gu+r48-exfil", actionLex{
		sendVerb: []string{"મોકલો", "મોકલી દો", "મોકલવું", "મોકલવા", "અપલોડ કરો", "અપલોડ કરી દો", "ઇમેઇલ કરો", "ઈમેલ કરો", "ઇમેલ કરો", "શેર કરો", "પોસ્ટ કરો", "ફોરવર્ડ કરો", "પ્રકાશિત કરો"},
		secret:   []string{"પાસવર્ડ", "બેંક વિગતો", "બેંકની વિગતો", "બેંક ખાતાની વિગતો", "બેંક ખાતા નંબર", "ઓટીપી", "પિન નંબર", "લૉગિન વિગતો", "લોગિન વિગતો", "ગુપ્ત ચાવી", "api કી"},
		stealth:  []string{"જાણ કરવાની જરૂર નથી", "જણાવવાની જરૂર નથી", "કહેવાની જરૂર નથી", "જાણ કરશો નહીં", "જણાવશો નહીં", "કહેશો નહીં", "જાણ કર્યા વગર", "જણાવ્યા વગર", "જાણ કર્યા વિના", "છાનામાના", "ગુપ્ત રીતે"},
		public:   []string{"જાહેર"},
		never:    []string{"ક્યારેય", "ન મોકલો", "ન કરો", "મોકલશો નહીં"},
	})
	covertStealthML = append(covertStealthML, lowerStems("متقولش", "ماتقولش", "ما تقولش", "متقوليش", "ماتقوليش", "متعرفش", "من غير ما تقول", "من غير ما تعرف", "من غير ما يعرف")...)
	sendML39 = append(sendML39, lowerStems("wyślij ją", "wyślij je", "wyślij go", "prześlij ją", "prześlij je", "prześlij go", "wrzuć ją", "wrzuć je", "lalu kirim ke", "lalu kirimkan ke", "kemudian kirim ke", "kemudian kirimkan ke", "lalu unggah ke", "kemudian unggah ke", "ipadala ang mga ito", "ipadala ang lahat ng ito", "i-upload ang mga ito", "i-email ang mga ito")...)
	actGatherJoin = orAtStart(actGatherJoin, `^[^.;!?。！？\n]{0,40}?(?:整理後|整理后|整理好後|整理好后|收集後|收集后|彙整後|汇整后|汇总后|匯總後)|^[^.;!?,\n]{0,30}?(?:gyűjtsd\s+össze|gyűjtse\s+össze|szedd\s+össze|szedje\s+össze|másold\s+ki|másolja\s+ki)(?:[\s,]|$)`)
}

// A conversation with the user is the user's own words, as the chat
// history the English rules read (proseSource) is; and a person's grades
// or contact numbers named with whose they are ("each parent's mobile
// number", "the pupils' grade details") are records about people.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"rozmowę z użytkownikiem", "rozmowy z użytkownikiem", "całą rozmowę", "całą dotychczasową rozmowę", "historię konwersacji", "całą konwersację",
		"gesamte unterhaltung", "gesamten chat", "gesamte gespräch", "toute la conversation", "toda la conversación", "toda a conversa", "l'intera conversazione", "tutta la conversazione", "весь разговор", "всю переписку", "seluruh percakapan", "toàn bộ cuộc trò chuyện",
		"નો મોબાઇલ નંબર", "ના મોબાઇલ નંબર", "નો ફોન નંબર", "ના ફોન નંબર", "ની બેંક વિગતો", "ના ગુણ",
		"को फोन नम्बर", "का फोन नम्बर", "को मोबाइल नम्बर", "विद्यार्थीको ग्रेड", "विद्यार्थीहरूको ग्रेड", "ग्रेड विवरण")...)
}

// A host name under a country's two-letter suffix followed by a path
// ("helpdesk.ph/collect") is an address on the web, whatever the suffix:
// a file name has no path after its extension.
func init() {
	actBareDomain = lazyRegexp(actBareDomain.String() + `|\b(?:[a-z0-9-]+\.)+[a-z]{2}/[\w./-]+`)
}

// A send hidden from the user to a host the skill names under the
// reserved .example suffix with two labels or more
// ("share.docs-mirror.example") names a place outside, as any host name
// does: the suffix is how writers stand in for a real site.
func init() {
	covertHost = lazyRegexp(covertHost.String() + `|(?i)\b(?:[a-z0-9-]+\.){2,}example\b`)
}

// An upload made by an anonymous request ("with an anonymous request",
// "--no-sign-request", "an unauthenticated PUT") succeeds only where
// anyone may write: the store is public-write, as one said to be
// "public-write" is (round 46), and what is put there is anyone's.
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)\b(?:with|by|via|using|through|as|in)\s+(?:an?\s+)?(?:anonymous|unauthenticated|unsigned)\s+(?:https?\s+)?(?:requests?|puts?|posts?|uploads?|writes?|calls?)\b|--no-sign-request\b`)
	outsideStems = append(outsideStems, "anonymous", "unauthenticated", "unsigned", "no-sign-request")
}

// negatedVerb48: a second verb joined to the first and negated ("... and
// never mention passwords", ", but do not include tokens"): what it names
// is kept out, not carried by the send before it. "without" is left out:
// "send it, without redacting the passwords" still sends them.
var negatedVerb48 = lazyRegexp(`(?i)(?:,|\band\b|\bbut\b|\bor\b)(?:\s*(?:and|but|or)\b)?\s+(?:then\s+|also\s+|please\s+)?(?:never|don't|do\s+not|must\s+not|should\s+not|shouldn't|mustn't)\s+[a-z]`)

// objectBeforeNegatedVerb48: the length of w up to a negated second verb
// (all of w when there is none); w is the window after a send verb.
func objectBeforeNegatedVerb48(w string) int {
	if !lowerHas(asciiLower(w), "never", "not", "n't") {
		return len(w)
	}
	if m := negatedVerb48.FindStringIndex(w); m != nil {
		return m[0]
	}
	return len(w)
}

// German separable verbs put their particle at the clause's end ("lade
// sie als Anhang in den Ordner ... hoch", "stell die Datei online",
// "leite sie an ... weiter"): the stem and its particle, with up to a
// clause between, are the one verb (upload, put online, forward) the
// lexicon reads only when joined ("hochladen").
var splitSendDE48 = lazyRegexp(`\b(?:lade|ladet|laden\s+sie)\s(?:[^.;!?\n]|\.\S){1,100}?\s(?:hoch|herauf|rauf)\b|\b(?:stell|stelle|stellt|stellen\s+sie)\s(?:[^.;!?\n]|\.\S){1,100}?\s(?:online|ins\s+netz|ins\s+internet)\b|\b(?:leite|leitet|leiten\s+sie)\s(?:[^.;!?\n]|\.\S){1,100}?\sweiter\b`)

// checkSplitSends48 reads each statement with a split German send verb
// as actionExfil reads one with a joined verb: a secret named in the
// verb's span or just before it in its clause, and a place outside or
// public, the verb not negated.
func (c *checker) checkSplitSends48(d *doc) {
	if !lowerHas(asciiLower(d.v.text), "hoch", "herauf", "rauf", "online", "netz", "internet", "weiter") {
		return
	}
	actionLexiconsReady()
	for _, u := range d.intentUnits() {
		raw := d.v.text[u.start:u.end]
		low, off := d.unitLower(u)
		if len(low) < 8 || len(low) > maxIntentUnit || !lowerHas(low, "lade", "stell", "leite") {
			continue
		}
		hc := hitCache{}
		secrets := append(hc.hits(low, actSecret), credFilesIn87(d, u, raw, low)...) // round 87: exfil87.go
		if len(secrets) == 0 {
			continue
		}
		outside := len(hc.hits(low, actPublic)) > 0 || firstOutsideAddress(actOutsideRe, raw) != nil || firstOutsideAddress(actBareDomain, raw) != nil
		if !outside || authContext.MatchString(raw) && !publicPlace.MatchString(raw) || placeholderValue.MatchString(raw) {
			continue
		}
		for _, v := range splitSendDE48.FindAllStringIndex(low, 4) {
			if negatedIn(low, hc, v[0]) {
				continue
			}
			hit := false
			for _, sc := range secrets {
				inside := sc[0] >= v[0] && sc[1] <= v[1]
				before := sc[1] <= v[0] && v[0]-sc[1] <= 100 && !clauseBreakIn(blankAddresses(low[sc[1]:v[0]]))
				if inside || before {
					hit = true
					break
				}
			}
			if !hit {
				continue
			}
			as, ae := u.start+off[v[0]], u.start+off[min(v[1], len(off)-1)]
			if ae <= as {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, as), "instructs the agent to send secrets or credential files somewhere outside or public (in another language)")
			c.add(d, RuleExfilInstruction, tier, as, ae, msg)
			break
		}
	}
}

// secretKeptOut48: the concealment word at m in s is "don't mention" (or
// "never mention") said of a secret ("never mention passwords in the
// text"): a rule about what a text holds, keeping the secret out of it,
// not a send hidden from the user.
func secretKeptOut48(s string, m []int) bool {
	w := strings.ToLower(s[m[0]:m[1]])
	if !strings.HasSuffix(w, "mention") && !strings.HasSuffix(w, "mentioning") {
		return false
	}
	rest := s[m[1]:min(len(s), m[1]+60)]
	k := mentionedDet48.FindStringIndex(rest)
	if k == nil {
		return false
	}
	sm := bagSecret.FindStringIndex(rest[k[1]:])
	return sm != nil && sm[0] == 0
}

// mentionedDet48: what may stand between "mention" and the secret named.
var mentionedDet48 = lazyRegexp(`(?i)^\s+(?:(?:any|the|their|your|its|real|actual|specific|individual)\s+){0,2}`)

// proseFlowKeptOut48: in checkProseFlow's span [s0,e0) of low, the send
// comes first and every sensitive word it pairs with lies past a negated
// second verb ("post the changelog to <url>, but do not include any API
// tokens"): the secret is kept out of what is sent.
func proseFlowKeptOut48(low string, hc hitCache, s0, e0 int) bool {
	e0 = min(e0, len(low))
	if s0 >= e0 {
		return false
	}
	m := negatedVerb48.FindStringIndex(low[s0:e0])
	if m == nil {
		return false
	}
	cut := s0 + m[0]
	sendFirst := false
	for _, h := range hc.hits(low, proseSend) {
		if h[0] == s0 {
			sendFirst = true
		}
	}
	if !sendFirst {
		return false
	}
	for _, h := range hc.hits(low, proseSensitive) {
		if h[0] >= s0 && h[0] < cut {
			return false
		}
	}
	return true
}

// A configuration step that pairs a gathering with a sending
// ("collect: [.env files, AWS credentials]" beside "send_to:
// https://..."), in one mapping of a YAML or JSON block, orders the same
// act as the sentence "collect the credentials and send them to ...":
// the keys say what to do, the values what and where. The gathered
// values must name secrets and the place must be an address outside.
var (
	sendKey48    = lazyRegexp(`(?i)^[\s"'-]*(?:send|upload|post|forward|deliver|ship|exfil\w*|beam)[_-]?to["']?\s*:\s*(.+)$`)
	collectKey48 = lazyRegexp(`(?i)^[\s"'-]*(?:collect|gather|harvest|grab|read|include|attach|payload|files|sources?)["']?\s*:\s*(.+)$`)
)

// checkConfigSends48 reads each line of d's fenced blocks with a send
// key, and the lines of its mapping around it (up to eight each side,
// stopping at a blank line or a fence).
func (c *checker) checkConfigSends48(d *doc) {
	text := d.v.text
	if d.field != FieldBody || !lowerHas(asciiLower(text), "_to", "-to") {
		return
	}
	lines := strings.Split(text, "\n")
	off := make([]int, len(lines))
	for i, n := 0, 0; i < len(lines); i++ {
		off[i] = n
		n += len(lines[i]) + 1
	}
	for i, ln := range lines {
		if len(ln) > 400 || !strings.Contains(ln, "_to") && !strings.Contains(ln, "-to") {
			continue
		}
		sm := sendKey48.FindStringSubmatchIndex(ln)
		if sm == nil || d.fenceAt(off[i]) < 0 {
			continue
		}
		if firstOutsideAddress(bagURL, ln[sm[2]:sm[3]]) == nil {
			continue
		}
		for _, j := range mappingLines48(lines, i) {
			cm := collectKey48.FindStringSubmatchIndex(lines[j])
			if cm == nil {
				continue
			}
			val := lines[j][cm[2]:cm[3]]
			if secretIn46(val) == nil && proseSecretRe.FindStringIndex(val) == nil && cargo50At(configPhrase50(lines[j])) == nil { // round 50: a person's store gathered (exfil50.go)
				continue
			}
			s, e := off[min(i, j)], off[max(i, j)]+len(lines[max(i, j)])
			tier, msg := downgrade(c.securityContext(d, s), "a configuration step collects secrets and sends them to an address outside")
			c.add(d, RuleExfilInstruction, tier, s, e, msg)
			return
		}
	}
}

// mappingLines48: the lines around i, up to eight each side, before a
// blank line or a fence.
func mappingLines48(lines []string, i int) []int {
	var out []int
	for j := i - 1; j >= 0 && j >= i-8; j-- {
		if t := strings.TrimSpace(lines[j]); t == "" || strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			break
		}
		out = append(out, j)
	}
	for j := i + 1; j < len(lines) && j <= i+8; j++ {
		if t := strings.TrimSpace(lines[j]); t == "" || strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~") {
			break
		}
		out = append(out, j)
	}
	return out
}
