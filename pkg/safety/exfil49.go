package safety

import (
	"strings"
)

// Round 49 (exfil-prose, exfil-flow): verbs, secrets and personal cargo
// the language lexicons lacked, and slots that hold no secret. Each
// addition extends an existing lexicon or pattern at init, so the rules
// that decide stay the ones that read them.

// Languages: the gaps the fresh tables showed in lexicons that exist,
// and Maltese and Cebuano, which had no send vocabulary.
//   - Russian and Ukrainian "hand over" (передай / передайте) sends as
//     "send" does; a user's command history holds the secrets typed at
//     the prompt, as the shell history the English rules read does.
//   - A person's correspondence and contact list are named in the
//     genitive after "copy of" ("копию … переписки пользователя"), the
//     same private cargo as the accusative forms listed in round 39.
//   - Welsh: sending and uploading, with the mutations ("hanfon",
//     "danfon"); passwords, access codes, API keys, bank details.
//   - Maltese: sending, credentials, PIN, bank details; "without
//     telling". The verb with its object suffix ("ibgħathom", send them)
//     points back across a clause to what was named, as sendML39 does.
//   - Cebuano: sending, e-mailing, uploading; "don't tell".
//   - Rioplatense Spanish puts the object after the voseo imperative
//     ("subila", upload it; "mandalo", send it): what was named before is
//     what is sent (sendML39); a whole conversation with the user, or the
//     personal data in it, is the user's own words.
func init() {
	registerActionLexicon("ru+r49-exfil", actionLex{
		sendVerb: []string{"передай", "передайте", "передать", "передавай", "передавайте"},
		secret:   []string{"историю команд", "история команд", "истории команд"},
	})
	registerActionLexicon("uk+r49-exfil", actionLex{
		sendVerb: []string{"передай", "передайте", "передати", "передавай", "передавайте"},
		secret:   []string{"історію команд", "історія команд", "історії команд"},
	})
	registerActionLexicon("cy+r49-exfil", actionLex{
		sendVerb: []string{"anfon", "anfonwch", "anfona", "hanfon", "danfon", "danfonwch", "uwchlwytho", "uwchlwythwch", "lanlwytho", "lanlwythwch", "e-bostio", "e-bostiwch", "rhannu", "rhannwch", "cyhoeddi", "cyhoeddwch"},
		secret:   []string{"cyfrinair", "cyfrineiriau", "gyfrinair", "gyfrineiriau", "chyfrinair", "nghyfrinair", "cod mynediad", "codau mynediad", "allwedd api", "allweddi api", "manylion banc", "manylion mewngofnodi", "cod pin"},
		public:   []string{"cyhoeddus", "gyhoeddus"},
	})
	registerActionLexicon("mt+r49-exfil", actionLex{
		sendVerb: []string{"ibgħat", "ibgħathom", "ibgħatha", "ibgħatu", "ibagħtu", "ibagħtuhom", "ibgħatilhom", "ibghat", "ibghathom", "ibghatha", "tella'", "tellagħhom", "ixxerja", "ippubblika"},
		secret:   []string{"kredenzjali", "il-password", "l-password", "passwords", "l-pin", "il-pin", "kodiċi pin", "kodici pin", "dettalji tal-bank", "ċavetta api", "cavetta api", "ċwievet api"},
		stealth:  []string{"mingħajr ma tgħid", "minghajr ma tghid", "bla ma tgħid", "tgħidx lill", "tghidx lill", "b'mod sigriet"},
		never:    []string{"qatt", "tibgħatx", "tibghatx", "m'għandekx"},
		public:   []string{"pubbliku", "pubblika"},
	})
	registerActionLexicon("ceb+r49-exfil", actionLex{
		sendVerb: []string{"ipadala", "ipadala kini", "i-email", "i-upload", "ipasa", "i-post", "ipost"},
		secret:   []string{"bank account numbers", "mga password", "numero sa bank account", "numero sa account sa bangko"},
		stealth:  []string{"ayaw isulti", "ayaw ipahibalo", "ayaw ipaalam", "dili isulti", "sa hilom"},
		never:    []string{"ayaw ipadala", "dili ipadala", "ayaw i-"},
	})
	personalCargoML = append(personalCargoML, lowerStems(
		"переписки пользователя", "переписку пользователя", "переписка пользователя", "списка контактов", "контактов пользователя",
		"листування користувача", "листуванням користувача", "списку контактів", "контактів користувача",
		"conversación completa con el usuario", "la conversación completa", "datos personales del usuario")...)
	sendML39 = append(sendML39, lowerStems("subila", "subilo", "subilas", "subilos", "súbela", "súbelo", "ibgħathom", "ibgħatha", "ibgħatu", "ibghathom", "ibghatha", "ibagħtuhom", "tellagħhom", "mandala", "mandalo", "mandalos", "mandalas", "envialo", "enviala", "envialos", "envialas", "envíalo", "envíala")...)
}

// placeholderSlot49: the secret s[a:b] is a slot to fill, wrapped in
// angle brackets or template braces ("<password>", "{{ token }}",
// "{password}"): a template of a connection string or a command names
// where a secret goes and holds none, so showing it sends nothing.
func placeholderSlot49(s string, a, b int) bool {
	pre := strings.TrimRight(s[max(0, a-3):a], " ")
	post := strings.TrimLeft(s[b:min(len(s), b+3)], " ")
	if labelledSlot50(s, b) || insideSlot50(s, a, b) { // session 20: a label whose value is a slot (falserefusal50.go)
		return true
	}
	if userinfoWord64(s, a, b) { // session 30: "mysql://user:password@host" (lead64.go)
		return true
	}
	switch {
	case strings.HasSuffix(pre, "<") && strings.HasPrefix(post, ">"):
		return true
	case strings.HasSuffix(pre, "{") && strings.HasPrefix(post, "}") && !strings.HasSuffix(pre, "${"):
		return true // "{{password}}", "{password}"; "${PASSWORD}" reads a real variable
	}
	// A match that runs into the slot ("redis://<user>:<password" read
	// as credentials in a URL) ends in the slot's opened name.
	if m := s[a:b]; strings.HasPrefix(post, ">") || strings.HasPrefix(post, "}") {
		i := strings.LastIndexAny(m, "<{")
		if i >= 0 && !strings.HasSuffix(m[:i], "$") && strings.TrimLeft(m[i+1:], "{ abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-") == "" {
			return true
		}
	}
	return false
}

// firstRealSecret49: the first secret proseSecretRe finds in w that is
// not a slot to fill (nil when every one is a slot).
func firstRealSecret49(w string) []int {
	for _, m := range proseSecretRe.FindAllStringIndex(w, 8) {
		if !placeholderSlot49(w, m[0], m[1]) {
			return m
		}
	}
	return nil
}

// slotsOut49 drops from hc the secret nouns of low (proseSensitive) that
// are slots to fill ("<password>", "{{token}}"): a template names where
// a secret goes, the prose flow sends none. hc is urlWordsOut's cache;
// low and off are lowerCompact(t), which blanks the slot's ">", so the
// slot is read in t.
func slotsOut49(t, low string, off []int, hc hitCache) hitCache {
	if !strings.ContainsAny(t, "<{") || len(off) == 0 {
		return hc
	}
	k := &proseSensitive[0]
	hs, ok := hc[k]
	if !ok {
		return hc
	}
	kept := hs[:0:0]
	for _, h := range hs {
		if a, b := off[min(h[0], len(off)-1)], off[min(h[1], len(off)-1)]; b <= a || !placeholderSlot49(t, a, b) {
			kept = append(kept, h)
		}
	}
	hc[k] = kept
	return hc
}

// A code that lets whoever holds it join a call ("the dial-in
// passcodes", "the meeting PIN", "the host code") is a credential as a
// door code is (accessCode41): sent out with the invites, it opens every
// meeting to the one who gets it.
func init() {
	accessCode41 = lazyRegexp(accessCode41.String() + `|(?i)\b(?:dial-?in|meeting|conference|bridge|host|moderator|webinar)\s+(?:pins?|passcodes?|pass\s+codes?|passwords?|codes?)\b`)
}

// publicBack49: something public made to hold "that list", "them" or
// "those" ("open a public gist with that list") holds what the
// statement gathered before it: a secret named earlier in the sentence
// (within 200 bytes, no sentence break between) is what is published,
// as publicContaining reads a secret named after the container.
var publicBack49 = lazyRegexp(`(?i)\bpublic\s+(?:github\s+)?(?:gist|paste(?:bin)?|issue|discussion|forum\s+post|post|page|repo(?:sitory)?)\s+(?:containing|with|that\s+contains|including|listing|holding|of)\s+(?:that|this|the|those|these|all\s+of\s+(?:them|those))?\s*(?:list|lists|collection|file|dump|results?|them|those)\b`)

func publicBack49At(t string) []int {
	if !lowerHas(asciiLower(t), "public") {
		return nil
	}
	m := publicBack49.FindStringIndex(t)
	if m == nil {
		return nil
	}
	b := t[max(0, m[0]-200):m[0]]
	if i := strings.LastIndexAny(b, ".!?\n"); i >= 0 && i+1 < len(b) && b[i+1] == ' ' {
		b = b[i+1:]
	}
	if sm := proseSecretRe.FindStringIndex(b); sm != nil && !templateSuffix.MatchString(b[sm[1]:]) {
		return []int{m[0], m[1]}
	}
	return nil
}

// Skipping the telling ("skip telling the user", "don't bother
// informing them") keeps the user from learning of the act, as "without
// telling the user" does: a send to a place outside the skill supplies,
// kept from the user this way, is covert (checkCovertSendProse).
func init() {
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:skip|skips|skipping|don't\s+bother|do\s+not\s+bother|no\s+need\s+to\s+bother)\s+(?:telling|informing|notifying|alerting|warning|asking)\s+(?:the\s+user|the\s+owner|the\s+client|the\s+customer|them|him|her|anyone|anybody)\b)`)
	covertStems = append(covertStems, "skip", "bother")
}

// outsideChat49: a chat service's webhook or channel said to be on
// someone else's server or workspace ("the Discord webhook on our
// partner server", "a Slack channel in the vendor's workspace") is a
// fixed place outside the user's own, as an address is: a covert send
// there (checkCovertSendProse) reaches the other party.
var outsideChat49 = lazyRegexp(`(?i)\b(?:discord|slack|telegram|teams|mattermost|matrix)\s+(?:webhook|channel|server|group|bot|room)\b[^.;!?\n]{0,60}?\b(?:on|in|at|of)\s+(?:our|the|a|an|their)\s+(?:partner|partner's|partners'|external|outside|third-party|vendor's|agency's|affiliate's|reseller's)\s+(?:server|workspace|guild|community|team|org(?:ani[sz]ation)?)\b`)

func outsideChat49At(t string) []int {
	if !lowerHas(asciiLower(t), "discord", "slack", "telegram", "teams", "mattermost", "matrix") {
		return nil
	}
	return outsideChat49.FindStringIndex(t)
}
