package safety

import (
	"sort"
	"strings"
)

// Round 41 (exfil-prose): cargo, verbs, objects and places the older
// lists left out. Each addition is made by extending the existing
// patterns at init (their source kept, an alternative appended), so the
// rules that read them stay the ones that decide.

// accessCode41: a code that opens a whole place or a device's settings
// ("the lock's admin PIN", "the master code", "the door codes") is a
// credential as a password is: whoever holds it walks in. The codes a
// guest is given for one visit are left out (a guest code is meant to be
// handed over); an admin, master, alarm or safe code, and the codes of
// every door at once, are not.
var accessCode41 = lazyRegexp(`(?i)\b(?:admin|administrator|master|alarm|safe|keypad|garage|door|gate|entry)\s+(?:pins?|passcodes?|pass\s+codes?|combinations?)\b|\b(?:admin|administrator|master|alarm|safe)\s+codes?\b|\b(?:door|gate|entry|garage|keypad|lock)\s+codes\b`)

// identifiedCopy41: a file, export or copy said to hold what identifies
// people ("the raw export (with names and MRNs)", "a full copy with the
// pupils' names", "the raw file including IP addresses") is records
// about people whatever the file is called. Names alone count only as a
// group of people's names (patient, pupil, customer names); the other
// identifiers name people by themselves.
var identifiedCopy41 = lazyRegexp(`(?i)\b(?:exports?|files?|extracts?|dumps?|data(?:sets?)?|spreadsheets?|sheets?|csvs?|tables?|cop(?:y|ies)|lists?|versions?|reports?|archives?|logs?|records?)\s*\(?\s*(?:with|including|containing|that\s+(?:has|have|includes?|contains?))\s+(?:the\s+|their\s+|all\s+|full\s+)?(?:` +
	`(?:raw\s+|real\s+|full\s+)?(?:pupil|student|patient|customer|client|employee|staff|member|user|child|children's|participant|respondent|donor|tenant|guest|subscriber|applicant|candidate|resident|household)(?:'s|s'|s)?\s+(?:full\s+)?names|` +
	`names\s+(?:and|with|plus)\s+(?:the\s+|their\s+)?(?:mrns?|medical\s+record\s+numbers|ssns?|social\s+security\s+numbers|dates\s+of\s+birth|home\s+addresses|phone\s+numbers|e-?mail\s+addresses|diagnos[ie]s|addresses)|` +
	`mrns?|medical\s+record\s+numbers|ip\s+addresses|ssns?|social\s+security\s+numbers|dates\s+of\s+birth|home\s+addresses|national\s+(?:insurance|id)\s+numbers|passport\s+numbers)\b`)

// userShared41: what the user says or shares in the conversation, in the
// present tense as in the past ("whatever the user shares in this
// chat"), which personalCargo reads only in the past ("has shared").
var userShared41 = lazyRegexp(`(?i)\b(?:everything|anything|whatever)\s+(?:that\s+)?(?:the\s+user|they|users|people)\s+(?:types|pastes|writes|says|enters|shares|sends|uploads|tells\s+you|gives\s+you)\b`)

var cargo41Stems = []string{"pin", "code", "combination", "with", "including", "containing", "that ha", "that inc", "that con", "whatever", "everything", "anything"}

// cargo41At: the first round-41 cargo in w (a hook of personalCargoAt).
func cargo41At(w string) []int {
	lw := asciiLower(w)
	if !lowerHas(lw, cargo41Stems...) {
		return nil
	}
	var best []int
	for _, re := range []*lazyRE{accessCode41, identifiedCopy41, userShared41} {
		if m := re.FindStringIndex(w); m != nil && (best == nil || m[0] < best[0]) {
			best = m
		}
	}
	return best
}

func init() {
	// A blind copy sends the message and what is attached to it, as a
	// copy does ("BCC the address book to ..."); privateSend reads it,
	// the bag rule's verbs did not.
	bagVerb = lazyRegexp(bagVerb.String() + `|\bbcc(?:s|ed|ing)?\b`)

	// A handle on a social or chat network is a fixed recipient outside,
	// as a mailbox is ("DM them to @helpdesk_bot", "message the handle
	// @ops_backup"): an @ that begins a name, not one inside an address.
	// A link, number or handle the skill gives in its own header or
	// footer is the skill's place, as an address there is.
	bagOutside = lazyRegexp(bagOutside.String() + `|(?:^|[\s(,;:'"])@[a-z_][\w]{2,}\b|\b(?:links?|urls?|numbers?|handles?|endpoints?|inbox(?:es)?|mailbox(?:es)?|share\s+links?)\s+(?:given\s+|listed\s+|shown\s+)?(?:in|at)\s+the\s+(?:header|footer|top|end|bottom)\s+of\s+this\s+(?:skill|file|document|page|guide)\b`)

	// What a gathering makes (the list, the bundle, the archive) holds
	// what was gathered: "collect every key ... and mail the list to"
	// sends the keys (wholeCargo40 reads it with the gathering verb).
	wholeObject40 = orAtStart(wholeObject40, `(?i)^\s+(?:the|that|this|your)\s+(?:(?:full|whole|complete|final|resulting)\s+)?(?:list|lists|bundle|collection|archive|zip|dump|file)\b`)
	foundStemsList = append(foundStemsList, "list", "bundle", "collection", "archive", "zip", "dump", "file")

	// Copies, without an article, are copies as "a copy" is: "upload
	// copies to ..." after a search for files named for secrets carries
	// the files found.
	copyObject = orAtStart(copyObject, `(?i)^\s+copies(?:\s*$|\s*[,.;:]|\s+(?:to|into|onto|on|at|via)\b)`)
}

// stealth41ML: concealment said as acting without asking or consulting
// the user, in the languages of the action lexicons (read by
// actionCovertSend): not asking hides the act from the user as not
// telling does.
func init() {
	covertStealthML = append(covertStealthML, lowerStems(
		"pa e pyetur përdoruesin", "pa e pyetur perdoruesin", "pa pyetur përdoruesin", "pa pyetur perdoruesin", "pa e pyetur askënd", "pa i pyetur",
		"sin preguntar al usuario", "sin consultar al usuario", "sem perguntar ao usuário", "sem consultar o usuário", "sans demander à l'utilisateur", "sans consulter l'utilisateur",
		"senza chiedere all'utente", "senza consultare l'utente", "ohne den nutzer zu fragen", "ohne den benutzer zu fragen", "ohne nachzufragen", "zonder de gebruiker te vragen",
		"bez pytania użytkownika", "без спроса", "не спрашивая пользователя", "kullanıcıya sormadan", "tanpa bertanya", "tanpa izin pengguna")...)
}

// addressedHost41: the host a word for address stands beside, the window
// counted in letters of the statement's script rather than bytes (a
// Marathi word of nine letters is 27 bytes), so "reports.example.in या
// बाह्य पत्त्यावर" names an address as "the address reports.example.in"
// does.
func addressedHost41(raw string) []int {
	scale := scriptScale(raw)
	if scale < 2 {
		return nil // addressedHost already read it
	}
	for _, m := range namedAddressHost.FindAllStringIndex(raw, 6) {
		h := raw[m[0]:m[1]]
		if !strings.Contains(h, "-") && strings.Count(h, ".") < 2 {
			continue
		}
		if firstOutsideAddress(namedAddressHost, h) == nil {
			continue
		}
		lo, hi := max(0, m[0]-40*scale), min(len(raw), m[1]+40*scale)
		near := strings.ToLower(raw[lo:m[0]] + " " + raw[m[1]:hi])
		if len(hitsOf(near, addressWordsML)) > 0 {
			return m
		}
	}
	return nil
}

// restricted41: material its owner has marked as not to leave ("the 'Do
// not publish' folder", "the internal-only files", "photos not for
// publication"). Sent quietly to a place outside, the mark is what says
// the send is a leak; the covert rule (checkCovertSendProse) reads it
// as cargo beside secrets and records about people.
var restricted41 = `\bdo[- ]not[- ](?:publish|share|distribute|circulate|forward|post)\b|\b(?:internal[- ]only|not\s+for\s+(?:publication|distribution|sharing))\b|\bconsent\s+(?:spreadsheets?|sheets?|forms?|records?|lists?)\b`

func init() { usersCargo = lazyRegexp(usersCargo.String() + `|(?i)` + restricted41) }

// checkJoinedSend41 reads a sentence wrapped over several lines of a
// list item or paragraph whole, as checkOutsideProse and
// checkCovertSendProse do, for the passive order ("... should be\n
// uploaded quietly to ...", which the line alone breaks before its
// participle) and for a declared send (declaredSend41). The joined text
// keeps every offset: the gap to the next line is filled with spaces.
func (c *checker) checkJoinedSend41(d *doc, u unit, t string) {
	if len(t) > maxIntentUnit {
		return
	}
	joined, end := t, u.end
	for n := 0; n < 2 && !strings.ContainsAny(strings.TrimSpace(joined)[max(0, len(strings.TrimSpace(joined))-1):], ".!?:"); n++ {
		nt := nextUnitText(d, unit{start: u.start, end: end})
		if nt == "" || len(joined)+len(nt) > maxIntentUnit {
			break
		}
		i := strings.Index(d.v.text[end:], nt)
		if i < 0 {
			break
		}
		joined += strings.Repeat(" ", i) + nt
		end += i + len(nt)
	}
	// The passive rule's cheap filter looks for " be " between spaces; a
	// line break after "be" is a space of the same length.
	if flat := strings.NewReplacer("\n", " ", "\t", " ", "\r", " ").Replace(joined); flat != t && (!(lowerHas(asciiLower(t), " be ", " get ") && passiveSendRe.MatchString(t)) || companionOpen59(t)) { // round 59: exfil59.go
		c.checkPassiveSendProse(d, u, flat)
	}
	c.checkDeclaredSend41(d, u, joined)
}

// declaredSend41: a statement of where something goes ("a copy with the
// alarm code goes to ...", "the keys are sent to ...") in a skill's
// steps says what the agent is to do, as the imperative and the passive
// order do.
var declaredSend41 = lazyRegexp(`(?i)\b(?:goes|go|gets\s+sent|get\s+sent|(?:is|are)\s+(?:sent|forwarded|e-?mailed|mailed|uploaded|posted|copied|pushed|synced|exported))\s+(?:out\s+|off\s+|straight\s+|also\s+|directly\s+)?to\s+`)

// checkDeclaredSend41 refuses a declared send whose subject holds a
// secret or a code that opens a place (not records alone: "the invoice
// with the customer's address goes to billing@..." is how a business
// runs) and whose destination, right after "to", is a fixed address
// outside or a place named as outside.
func (c *checker) checkDeclaredSend41(d *doc, u unit, t string) {
	if !lowerHas(asciiLower(t), " go", " sent", " forwarded", "mailed", " uploaded", " posted", " copied", " pushed", " synced", " exported") {
		return
	}
	for _, m := range declaredSend41.FindAllStringIndex(t, 4) {
		lo := max(0, m[0]-200)
		if i := strings.LastIndexAny(t[lo:m[0]], ";.!?"); i >= 0 {
			lo += i + 1
		}
		subj := t[lo:m[0]]
		if negatedBefore(subj) || placeholderish.MatchString(subj) {
			continue
		}
		sm := accessCode41.FindStringIndex(subj)
		if sm == nil {
			if b := bagSecret.FindStringIndex(subj); b != nil && !secretFeature.MatchString(subj[b[1]:]) {
				sm = b
			}
		}
		if sm == nil {
			continue
		}
		rest := t[m[1]:min(len(t), m[1]+120)]
		dm := bagOutside.FindStringIndex(rest)
		named := dm != nil && dm[0] <= 30
		if !named {
			dm = firstOutsideAddress(bagURL, rest)
		}
		if dm == nil || dm[0] > 30 || !named && authUse(t) {
			continue
		}
		if named && ownProviderEndpoint66(d, rest, dm) { // round 66: exfil66.go
			continue
		}
		s, e := u.start+lo+sm[0], u.start+m[1]+dm[1]
		reason := c.securityContext(d, s)
		if low, _ := lowerCompact(t); reason == "" && !d.hidden(s) && c.payload == nil && describedActor(low, 0, len(low), c.topic.security) {
			reason = "describes what a third party does, in the third person"
		}
		tier, msg := downgrade(reason, "states that secrets or access codes go to a place outside")
		c.add(d, RuleExfilInstruction, tier, s, e, msg)
		return
	}
}

// listMarker41: a unit that is only a list item's number or letter
// ("3.", "b)"), which the sentence splitter leaves as a unit of its own.
var listMarker41 = lazyRegexp(`^\s*(?:\d{1,3}|[a-zA-Z])[.)]\s*$`)

// prevProseText41: the sentence before u, as prevUnitText gives it, but
// read past a numbered step's own number: in "2. Find the key.\n3. Paste
// it ..." the sentence before "Paste it" is the step before, not "3.".
func prevProseText41(d *doc, u unit) string {
	p := prevUnitText(d, u)
	if !listMarker41.MatchString(p) {
		return p
	}
	i := sort.Search(len(d.units), func(i int) bool { return d.units[i].start >= u.start }) - 1
	if i < 0 {
		return ""
	}
	return prevUnitText(d, d.units[i])
}
