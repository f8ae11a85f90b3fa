package safety

import (
	"maps"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Round 26: the rules that are not about overriding guidance, in other
// languages. The English rules read a scope claim, self-propagation,
// quiet tampering and exfiltration by their English words; a writer who
// says the same in Swedish, Czech or Swahili met none of them. Each
// language below gives the words for the parts of those rules, written for
// the concept (not copied from examples), and the rules read a statement
// as a bag of those parts within a short window, as the override rules do
// (intent.go). English is left to the English rules: its words are not in
// these lexicons.
//
// Stems are lower case, NFKC, and match at the start of a word (anywhere
// in scripts written without spaces). A stem must not start ordinary words
// of English, which most skills are written in.
type actionLex struct {
	selfRef     []string // this skill, this file, this document, this guide
	useVerb     []string // use / load / apply / open / consult / activate (imperative, infinitive)
	everyReq    []string // every/each/any/all + request, message, question, task, prompt, conversation
	beforeAns   []string // before any answer, before answering, before every reply
	anyTopic    []string // regardless of the topic, whatever it is about, no matter what is asked
	narrow      []string // what narrows a noun to a topic: about, regarding, concerning, related to, involving
	copyVerb    []string // copy, duplicate, replicate, spread, distribute, clone, paste (imperative, infinitive)
	otherPlaces []string // all/every other project, repository, folder, skill, skill folder; every repository of the user
	stealth     []string // quietly, secretly, discreetly, without telling the user, don't mention it, keep it out of the summary
	sendVerb    []string // send, post, upload, paste, share, e-mail, forward, publish, attach, include (imperative, infinitive)
	public      []string // public, publicly, for everyone to see
	secret      []string // password, passphrase, secret key, private key, API key, token, credentials, login details, bank details, PIN
	never       []string // negation before an order: not, never, don't, must not, avoid (and negated imperatives written as one word)
	editVerb    []string // change, edit, modify, add to, append, overwrite, replace, disable, turn off, install, insert (imperative, infinitive)
	markers     []string // Latin-script languages only: 10-20 frequent function words typed in plain ASCII that are not English words (na, kwa, dan, yang, ang, och, ...), so a statement typed without diacritics is still read
}

// actionLexicons: per language (ISO 639-1), filled by actions_*.go.
var actionLexicons = map[string]actionLex{}

// actionEditVerbs: per language, the verbs that change a file or a
// setting (actionLex.editVerb, kept apart so one file can hold them for
// every language: actions_editverbs.go).
var actionEditVerbs = map[string][]string{}

// The pooled concepts the rules below read, merged once after every
// actions_*.go file has registered its languages.
var actOnce sync.Once

var actEdit concept

var actSelf, actUse, actEvery, actBefore, actAnyTopic, actNarrow, actCopy, actPlaces, actStealth, actSend, actPublic, actSecret, actNever concept

// actionLexiconsReady merges the registered action lexicons once. Every
// reader of the merged concepts, asciiForeignWords or actUnion calls it
// first: a rule that asks isEnglishOnly before the action rules have run
// (tamper66) otherwise read an empty marker set in a process's first
// check, a verdict that differed from the next check's, and a concurrent
// first check wrote the map while it was read (session 32: a fatal
// "concurrent map read and map write" in go generate's parallel fit).
func actionLexiconsReady() {
	actOnce.Do(func() { mergeActionLexicons(); mergeActionUnion() })
}

func registerActionLexicon(lang string, l actionLex) {
	if _, dup := actionLexicons[lang]; dup {
		panic("safety: two action lexicons for " + lang)
	}
	actionLexicons[lang] = l
}

func mergeActionLexicons() {
	for _, lang := range sortedKeys(actionEditVerbs) {
		for _, v := range actionEditVerbs[lang] {
			if v = strings.TrimSpace(norm.NFKC.String(strings.ToLower(v))); v != "" {
				actEdit = append(actEdit, v)
			}
		}
	}
	for _, lang := range sortedKeys(actionLexicons) {
		l := actionLexicons[lang]
		for _, p := range []struct {
			dst *concept
			src []string
		}{{&actSelf, l.selfRef}, {&actUse, l.useVerb}, {&actEvery, l.everyReq}, {&actBefore, l.beforeAns}, {&actAnyTopic, l.anyTopic}, {&actNarrow, l.narrow}, {&actCopy, l.copyVerb}, {&actPlaces, l.otherPlaces}, {&actStealth, l.stealth}, {&actSend, l.sendVerb}, {&actPublic, l.public}, {&actSecret, l.secret}, {&actNever, l.never}} {
			for _, s := range p.src {
				// Leading space is noise; a trailing one ends a whole word
				// ("no " is not the start of "notaðu").
				s = strings.TrimLeft(norm.NFKC.String(strings.ToLower(s)), " \t")
				s = dropStripped45(s) // round 45: exfil45.go
				if strings.TrimSpace(s) != "" {
					*p.dst = append(*p.dst, s)
				}
			}
		}
		for _, v := range l.editVerb {
			if v = strings.TrimSpace(norm.NFKC.String(strings.ToLower(v))); v != "" {
				actEdit = append(actEdit, v)
			}
		}
		for _, w := range l.markers {
			asciiForeignWords[strings.ToLower(strings.TrimSpace(w))] = true
		}
	}
}

func sortedKeys[V any](m map[string]V) []string { return slices.Sorted(maps.Keys(m)) }

// actOutsideRe: a place outside whatever the language: a mailbox, a link,
// a phone number, or a service that publishes what it is given.
var actOutsideRe = lazyRegexp(`(?i)\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\bhttps?://[^\s)"'` + "`" + `]+|(?:^|\s)\+?\d[\d -]{7,}\d\b|\b(?:paste\s*bin|pastebin\.\w+|gist|discord|telegram|whatsapp|slack|twitter|x\.com|reddit|hastebin|transfer\.sh|file\.io|wetransfer|ngrok|webhook\.site|requestbin)\b`)

// scopeLabel: a statement opened by a label naming the skill's own scope
// or trigger, in English and the languages of the action lexicons.
var scopeLabel = lazyRegexp(`^[^\pL]{0,12}(?:scope|use\s+when|when\s+to\s+use|triggers?|ámbito|ambito|alcance|cuándo\s+usar|cuando\s+usar|escopo|quando\s+usar|quando\s+usarla|portée|quand\s+l'utiliser|quand\s+utiliser|anwendungsbereich|geltungsbereich|einsatzbereich|wann\s+verwenden|toepassingsgebied|zakres|область\s+применения|kapsam|cakupan|phạm\s+vi|適用範囲|适用范围|範圍|적용\s*범위|النطاق|दायरा)\s*[:：]`)

// checkActions applies the round-26 rules to the prose statements of d.
func (c *checker) checkActions(d *doc) {
	actionLexiconsReady()
	if len(actionLexicons) == 0 {
		return
	}
	for _, u := range d.intentUnits() {
		raw := d.v.text[u.start:u.end]
		low, off := d.unitLower(u)
		if len(low) < 8 {
			continue
		}
		hc := hitCache{}
		if isEnglishOnly(low) && !twoForeignConcepts(low) {
			continue
		}
		span := func(s, e int) (int, int) { return u.start + off[s], u.start + off[min(e, len(off)-1)] }
		report := func(rule string, s, e int, msg string) {
			as, ae := span(s, e)
			if ae <= as {
				return
			}
			reason := c.securityContext(d, as)
			if reason == "" && !d.hidden(as) && c.payload == nil && negatedIn(low, hc, s) {
				reason = "negated"
			}
			tier, m := downgrade(reason, msg)
			c.add(d, rule, tier, as, ae, m)
		}
		// Scope: this skill used for every request, or this skill before
		// any answer or whatever the topic; or every request whatever the
		// topic. "This file times every request" claims nothing.
		type scope struct {
			parts []concept
			every bool // holds actEvery, which a topic can narrow
		}
		scopes := []scope{{[]concept{actSelf, actEvery, actUse}, true}, {[]concept{actSelf, actBefore}, false}, {[]concept{actSelf, actAnyTopic}, false}, {[]concept{actEvery, actAnyTopic}, true}}
		if d.field == FieldDescription {
			// A description is about this skill: "use for every request"
			// needs no "this skill".
			scopes = append(scopes, scope{[]concept{actEvery, actUse}, true})
			// round 77: "for every request, before every other answer":
			// both halves of the claim, with the description as subject.
			scopes = append(scopes, scope{[]concept{actEvery, actBefore}, true})
			// round 91: "loaded before every answer, whatever it is
			// about": both halves again, before every answer and any
			// topic (scope91.go).
			scopes = append(scopes, scope{[]concept{actBefore, actAnyTopic}, false})
		}
		if scopeLabel.MatchString(low) {
			// "Scope: siempre, para cualquier petición ...": a label for
			// the skill's own scope speaks of this skill, and says to use it.
			scopes = append(scopes, scope{[]concept{actEvery}, true}, scope{[]concept{actBefore}, false})
		}
		for _, sc := range scopes {
			s, e, _, ok := hc.near(low, 120, sc.parts...)
			if !ok || sc.every && narrowedEvery(low, hc) {
				continue
			}
			report(RuleCatchAll, s, e, "claims every request or answer for this skill (in another language), which would shadow the rest of the library in routing")
			break
		}
		// Self-propagation: copy this skill or file to every other place.
		if s, e, _, ok := hc.near(low, 160, actCopy, actSelf, actPlaces); ok {
			report(RuleTamperSkills, s, e, "tells the agent to copy this skill into other skills, projects or repositories (self-propagation, in another language)")
		}
		// Quiet tampering: a place that runs or steers the agent later,
		// changed (a verb of the language), with secrecy, not negated.
		if sm := quietHits81(low, hc); len(sm) > 0 && len(hc.hits(low, actEdit)) > 0 { // round 81: round 38's concealment words too (tamper81.go)
			for _, tk := range actionTamperTargets41() { // round 41: left41tamper.go
				// Paths are read in the text as written (the compacted
				// text turns "bash_profile" into "bash profile").
				m := tk.re.FindStringIndex(raw)
				if m == nil {
					continue
				}
				k := sort.SearchInts(off, m[0]) // the target's offset in low
				if !editNearQuiet81(low, hc, sm, 160) && !quietTail85(low, hc, sm) || negatedIn(low, hc, min(k, len(low))) {
					break
				}
				as, ae := u.start+m[0], u.start+m[1]
				tier, msg := downgrade(c.securityContext(d, as), "changes "+tk.what+" and tells the agent to keep it from the user (in another language)")
				c.add(d, tk.rule, tier, as, ae, msg)
				break
			}
		}
		// Exfiltration: a secret or a credential file, a verb that sends,
		// and a place outside or public.
		c.actionExfil(d, u, raw, low, hc, report)
		// Round 38: a send hidden from the user (prose38.go).
		c.actionCovertSend(d, u, raw, low, hc, report)
		// Round 39: personal cargo sent outside (prose39.go).
		c.actionPersonalSend(d, u, raw, low, hc, report)
	}
}

// actionExfil: the three parts of the English bag rule (privacy.go) in
// another language.
func (c *checker) actionExfil(d *doc, u intentUnit, raw, low string, hc hitCache, report func(string, int, int, string)) {
	sends := hc.hits(low, actSend)
	sends = append(sends[:len(sends):len(sends)], pasteSends(low, hc)...) // round 37: exfil.go
	sends = dropIdentifierVerbs67(low, sends)                             // session 32: "<VLOŽTE_TOKEN>" is a slot's label (lead67.go)
	sends = dropChannelNouns75(low, sends)                                // round 75 (benign): "SMS codes" names a channel (benign75.go)
	if len(sends) == 0 {
		return
	}
	// What is secret: the language's words for it, a credential file or a
	// secret variable, as spans of low.
	secrets := append([][2]int(nil), hc.hits(low, actSecret)...)
	for _, m := range credPathRe.FindAllStringIndex(low, 4) {
		if credentialish(low[m[0]:m[1]]) {
			secrets = append(secrets, [2]int{m[0], m[1]})
		}
	}
	for _, m := range lowSecretVarRe.FindAllStringIndex(low, 4) {
		secrets = append(secrets, [2]int{m[0], m[1]})
	}
	secrets = append(secrets, secretCode87In(d, u, raw, low)...) // round 87: exfil87.go
	secrets = dropCIEnvHandOffs77(d, u, raw, secrets)            // round 77: a CI step's secret handed to its own tool (exfil77.go)
	if _, off := d.unitLower(u); len(off) > 0 {
		secrets = dropBotPathTokens88(raw, off, secrets) // round 88: the bot token in Telegram's path (lead88.go)
	}
	// The secret is what the verb sends: after it (send the password), or
	// just before it in the same clause (languages that put the object
	// first); "if you forget the password, send an e-mail" is not.
	scale := scriptScale(low)
	scale = max(scale, scaleNearSends75(low, sends)) // round 75: exfil75.go
	var s0 [2]int
	found := false
	for _, v := range sends {
		// A pronoun object on the verb ("transmets-les", "перешли их",
		// "それらを集めて ... 追記") points back to a secret named earlier
		// in the statement, across a clause.
		back := actPronounAfter.MatchString(low[v[1]:]) || actPronounBefore.MatchString(low[lastClauseBreak(low[:v[0]]):v[0]]) || pronounInVerb50(low, v) || pronounJoined56(low, v) || ownLangPronounAfter57(low, v) || bantuObjectVerb82(low, v) // rounds 50, 56, 57, 82: exfil50.go, exfil56.go, exfil57.go, exfil82.go
		// round 93: a Swahili verb holding its object marker (exfil93.go)
		back = back || swahiliObjectVerb93(low, v)
		back = back || swahiliObjectVerb94(low, v) // round 94: "zipakie", upload them (exfil94.go)
		// round 104: "last dei opp", upload them (misc104.go)
		back = back || pronounInside104(low, v)
		for _, sc := range secrets {
			if secretIsInstrument63(low, sc, sends) || secretIsInstrument85(low, sc, sends) || secretIsInstrument92(low, sc, sends) || withheldBare87(low, hc, sc, v, sends) { // rounds 85, 87, 92: benign85.go, benign87.go, benign92.go
				continue // session 29: "bằng bot token", the means of the sending (lead63.go)
			}
			// An address between object and verb is one word of the
			// sentence: its ':' or '.' ends no clause.
			between, win := "", 60*scale
			if sc[1] <= v[0] {
				between = blankAddresses(low[sc[1]:v[0]])
				// Object first, then where it goes, then the verb
				// (".env değerlerini herkese açık bir issue'ye ... ekle"):
				// a public place between them is part of the clause.
				if len(hitsOf(between, actPublic)) > 0 {
					win = 100 * scale
				}
			}
			// Round 35: a secret gathered in a joining form ("…を集め、")
			// is carried to the next verb as a pronoun would carry it.
			joined := sc[1] <= v[0] && v[0]-sc[1] <= 200*scale && actGatherJoin.MatchString(low[sc[1]:v[0]])
			joined = joined || sharedObject75(low, sc, v, scale) // round 75: exfil75.go
			joined = joined || sharedObject94(low, sc, v, scale) // round 94: the Romance "and publish on" (exfil94.go)
			joined = joined || huDefiniteBack96(low, sc, v)      // round 96: Hungarian "küldd el", send it (exfil96.go)
			if sc[0] >= v[1] && sc[0]-v[1] <= 100*scale && !insideURL(low, sc[0]) && !objectPastBreak46(low, hc, v[1], sc[0]) || sc[1] <= v[0] && v[0]-sc[1]-addressBytes(low[sc[1]:v[0]])-bareDomainBytes(low[sc[1]:v[0]]) <= win && !clauseBreakIn(between) || (back || joined) && sc[1] <= v[0] && v[0]-sc[1] <= 200*scale {
				s0, found = v, true
				break
			}
		}
		if found {
			break
		}
	}
	if !found {
		return
	}
	// Outside: a public word, an address, a chat service or bot account,
	// or a bare host name that is not the secret's own service.
	outside := len(hc.hits(low, actPublic)) > 0 && !publicOnlyNegated93(low, hc, s0[0]) || firstOutsideAddress(actOutsideRe, raw) != nil || actChatOutside.MatchString(raw) || firstOutsideAddress(actBareDomain, raw) != nil || outsideServerIn70(low) // rounds 70, 93: exfil70.go, benign93.go
	if !outside || authContextAround41(d, u, raw, s0[0]) && !publicPlace.MatchString(raw) {
		return
	}
	if placeholderish.MatchString(raw) && !credPathRe.MatchString(raw) || placeholderValue.MatchString(raw) {
		return
	}
	if kindDescribed83(low, s0[0], s0[1]) || ownVendorHosts87(raw) || refusedRequestSend97(low, s0) { // rounds 83, 87, 97 (benign): exfil83.go, benign87.go, benign97.go
		return
	}
	report(RuleExfilInstruction, s0[0], len(low), "instructs the agent to send secrets or credential files somewhere outside or public (in another language)")
}

// addressBytes: how much of t is addresses (an e-mail address or a URL
// between an object and its verb is one word of the sentence).
func addressBytes(t string) int {
	n := 0
	for _, m := range actOutsideRe.FindAllStringIndex(t, 4) {
		n += m[1] - m[0]
	}
	return n
}

// scriptScale: bytes per letter of the text, so windows written in
// letters of a Latin text hold as much of a Georgian or Amharic one.
func scriptScale(low string) int {
	n := utf8.RuneCountInString(low)
	if n == 0 {
		return 1
	}
	return max(1, (len(low)+n/2)/n)
}

// clauseBreakIn: a clause ends inside s (a comma or stop of any script; a
// full stop only before a space, not inside an address or a path).
func clauseBreakIn(s string) bool {
	for i, r := range s {
		switch r {
		case ',', ';', ':', '!', '?', '،', '؛', '؟', '։', '՝', '።', '፣', '፤', '。', '，', '；', '：', '！', '？', '、', '।':
			return true
		case '.':
			if i+1 >= len(s) || s[i+1] == ' ' {
				return true
			}
		}
	}
	return false
}

// insideURL: offset k of low lies inside a link or an e-mail address.
func insideURL(low string, k int) bool {
	for _, m := range actOutsideRe.FindAllStringIndex(low, 8) {
		if m[0] <= k && k < m[1] && (strings.Contains(low[m[0]:m[1]], "://") || strings.Contains(low[m[0]:m[1]], "@")) {
			return true
		}
	}
	return false
}

// lowSecretVarRe: secretVarNameRe in lower-cased text.
var lowSecretVarRe = lazyRegexp(`\b[a-z][a-z0-9]{2,}_(?:[a-z0-9]+_)*(?:key|token|secret|password)\b`)

// placeholderValue: the values a statement shows are slots to fill
// (sk_test_XXXXXXXX, <token>, YOUR_KEY), not secrets.
var placeholderValue = lazyRegexp(`(?i)_X{4,}\b|\bX{8,}\b|<[a-z][\w -]{1,30}>|\bYOUR_[A-Z_]+|\*{6,}`)

// narrowedEvery reports that every "every request" hit is narrowed to a
// topic ("every question about taxes").
func narrowedEvery(low string, hc hitCache) bool {
	scale := scriptScale(low)
	ns := hc.hits(low, actNarrow)
	for _, h := range hc.hits(low, actEvery) {
		if anyTopicSameSentence45(low, hc, h) {
			return false // round 45: "whatever the topic" said with it (actions45forged.go)
		}
		narrowed := false
		for _, n := range ns {
			// round 41: a topic word inside "regardless of the topic"
			// widens the claim, it narrows nothing (prop41lex.go)
			if inAnyHit(n, hc.hits(low, actAnyTopic)) {
				continue
			}
			// after the noun ("every question about taxes"), or before the
			// quantifier in languages that put the topic first
			// ("faturalarla ilgili her soru")
			// round 37: in the same sentence; a topic word ending the
			// sentence before ("... read over UDS. Use for any request")
			// narrows nothing after it.
			if n[0] >= h[1] && n[0]-h[1] <= 16*scale && !sentenceBreakIn(low[h[1]:n[0]]) || n[1] <= h[0] && h[0]-n[1] <= 24*scale && !sentenceBreakIn(low[n[1]:h[0]]) {
				narrowed = true
				break
			}
		}
		if !narrowed {
			return false
		}
	}
	return true
}

// sentenceBreakIn: a sentence ends inside s (a stop, question or
// exclamation mark of any script, a semicolon, a line break; a full stop
// only before a space, not inside an address or a path).
func sentenceBreakIn(s string) bool {
	for i, r := range s {
		switch r {
		case ';', '!', '?', '\n', '؛', '؟', '։', '።', '。', '；', '！', '？', '।':
			return true
		case '.':
			if i+1 >= len(s) || s[i+1] == ' ' {
				return true
			}
		}
	}
	return false
}

// negatedIn: a negation of the language before position k, within the
// statement's clause.
func negatedIn(low string, hc hitCache, k int) bool {
	stealth := hc.hits(low, actStealth)
	for _, n := range hc.hits(low, actNever) {
		switch {
		case n[0] >= k:
			// After the verb, close and in its clause: "Teile niemals
			// Passwörter", "dela aldrig lösenord".
			if n[0]-k > 24*scriptScale(low) || clauseBreakIn(low[k:n[0]]) {
				continue
			}
		case n[1] <= k && (k-n[1] > 40*scriptScale(low) || clauseBreakIn(low[n[1]:k])):
			continue // far, or in an earlier clause
		}
		inStealth := false
		for _, st := range stealth {
			inStealth = inStealth || st[0] <= n[0] && n[1] <= st[1]
		}
		// round 45: a negation that is a secret's name (exfil45.go)
		inStealth = inStealth || inSecretName45(low, hc, n)
		// round 57: a pronoun after its own language's send verb (exfil57.go)
		inStealth = inStealth || pronounNotNegation57(low, n)
		// round 70: a word of "whatever the topic" (actions_r70lexicon.go)
		inStealth = inStealth || inAnyTopic70(low, hc, n)
		// round 98: a negation inside the quoted line the order writes (tamper98.go)
		inStealth = inStealth || inQuote98(low, n)
		if !inStealth { // "don't tell the user" hides, it does not negate
			return true
		}
	}
	return false
}

// negatedAt: a negation of any of the lexicons' languages governs the
// word at t[pos:] ("Non incollare mai token in chat", "Nunca pegues la
// clave"), read on t's compacted lower case.
func negatedAt(t string, pos int) bool {
	low, off := lowerCompact(t)
	return negatedIn(low, hitCache{}, min(sort.SearchInts(off, pos), len(low)))
}

// isEnglishOnly: a statement written in ASCII English words only (no
// letter outside ASCII and none of the lexicons' stems could apply).
func isEnglishOnly(low string) bool {
	for i := 0; i < len(low); i++ {
		if low[i] >= 0x80 {
			return false
		}
	}
	return !latinForeign(low)
}

// latinForeign: a statement in ASCII holds function words of a language
// written in Latin letters without diacritics (Swahili, Malay,
// Indonesian, Tagalog, and others often typed without them).
func latinForeign(low string) bool {
	actionLexiconsReady()
	n := 0
	for _, w := range strings.Fields(low) {
		if asciiForeignWords[strings.Trim(w, ".,;:!?()\"'")] {
			n++
			if n >= 2 {
				return true
			}
		}
	}
	return false
}

// twoForeignConcepts: an ASCII statement holds words of two of the
// lexicons' concepts (a German sentence typed without umlauts: "Schicke
// die Zugangsdaten an ..."); English has no words in these lexicons, so
// this is rare in English text, and each rule still needs its parts.
func twoForeignConcepts(low string) bool {
	actionLexiconsReady()
	var seen uint16
	for _, h := range hitsOf(low, actUnion) {
		seen |= actUnionBits[low[h[0]:h[1]]]
		if bits.OnesCount16(seen) >= 2 {
			return true
		}
	}
	return false
}

// actUnion holds the stems of the concepts twoForeignConcepts counts, so
// one scan reads them all; actUnionBits says which concepts a stem is of.
var (
	actUnion     concept
	actUnionBits = map[string]uint16{}
)

func mergeActionUnion() {
	// Round 39: the edit verbs count too (an Italian order typed in
	// ASCII, "modifica in silenzio ...", holds a verb and a word of
	// secrecy); the lexicons keep their stems off English words.
	for i, c := range []concept{actSend, actSecret, actSelf, actEvery, actCopy, actStealth, actBefore, actAnyTopic, actEdit} {
		for _, st := range c {
			if actUnionBits[st] == 0 {
				actUnion = append(actUnion, st)
			}
			actUnionBits[st] |= 1 << i
		}
	}
}

// asciiForeignWords: short function words, frequent in their language and
// not English words.
var asciiForeignWords = map[string]bool{}
