package safety

import (
	"sort"
	"strings"
)

// Round 42 (exfil-prose): cargo named by the fields that identify people,
// by what the user copied or typed, and by the messages that recover an
// account; a destination written as a phone number; and a destination
// that points back at the address named just before.

// identFields42: two or more of the fields that identify a person and
// reach them (name, e-mail, phone, postcode, home address, date of
// birth), listed together under whose they are ("the respondents' names,
// emails and postcodes", "the diner's full name, phone and email"). Such
// a list is records about people whoever the people are; privateData
// reads it only for a few roles. One field alone ("the guest's email")
// is how a reply is addressed, and is left out.
var identFields42 = lazyRegexp(`(?i)\b(?:[a-z]+(?:'s|s'|’s)|their)\s+(?:(?:full|real|personal|private)\s+)?` + identField42 + `(?:\s*,\s*(?:and\s+|&\s+|plus\s+)?|\s+(?:and|&|plus)\s+)(?:their\s+)?(?:(?:full|real|home|personal|mobile)\s+)?` + identField42 + `\b`)

const identField42 = `(?:names?|e-?mails?|e-?mail\s+addresses|phones?|phone\s+numbers?|mobile\s+numbers?|mobiles|post\s*codes?|postal\s+codes?|zip\s*codes?|(?:home\s+)?addresses|home\s+address|dates?\s+of\s+birth|birth\s*dates?)`

// userTyped42: what the user copied or typed outside the conversation:
// the clipboard's contents and the shell's history ("whatever is in the
// clipboard", "the last 200 shell commands"). Both routinely hold
// passwords and tokens pasted or typed in the clear, so they are the
// user's private data as the browsing history is.
var userTyped42 = lazyRegexp(`(?i)\b(?:what(?:ever)?|everything|anything)\s+(?:is\s+|was\s+|they\s+(?:copied|copy)\s+|the\s+user\s+(?:copied|copies|has\s+copied)\s+)?(?:(?:currently|now)\s+)?(?:in|on)\s+(?:the|their|the\s+user's|his|her)\s+clipboard\b|\b(?:the\s+|their\s+|the\s+user's\s+)?clipboard(?:'s)?\s+(?:contents?|text|data|history|entries)\b|\b(?:contents?|text)\s+of\s+(?:the\s+|their\s+|the\s+user's\s+)?clipboard\b|\b(?:the\s+)?(?:last|latest|recent|previous)\s+(?:\d+\s+|few\s+|hundred\s+)?(?:shell|terminal|bash|zsh|command[- ]line)\s+(?:commands|entries|lines)\b|\b(?:the\s+|their\s+|the\s+user's\s+)?(?:shell|terminal|bash|zsh|command)\s+histor(?:y|ies)\b`)

// recoveryMail42: messages named by the account-recovery term they carry
// ("the \"password reset\" messages", "verification-code emails"): each
// is a way into an account, as personalCargo reads "emails containing a
// login code".
var recoveryMail42 = lazyRegexp(`(?i)\b(?:password[- ]reset|account[- ]recovery|verification(?:[- ]codes?)?|log-?in[- ]codes?|sign-?in[- ]codes?|security[- ]codes?|one-time[- ](?:codes?|passwords?)|2fa(?:[- ]codes?)?|mfa(?:[- ]codes?)?|otp|magic[- ]links?|reset[- ]links?)["”'’]?\s+(?:(?:and|or|,)\s+["“'‘]?[\w -]{1,30}["”'’]?\s+)?(?:e-?mails?|messages?|mails?|texts?|sms(?:es)?|notifications?)\b`)

var cargo42Stems = []string{"name", "mail", "phone", "mobile", "code", "address", "birth", "clipboard", "shell", "terminal", "bash", "zsh", "command", "reset", "recovery", "verification", "2fa", "mfa", "otp", "magic", "one-time"}

// cargo42At: the first round-42 cargo in w (a hook of personalCargoAt).
func cargo42At(w string) []int {
	if m := cargo42bAt(w); m != nil {
		return m
	}
	if !lowerHas(asciiLower(w), cargo42Stems...) {
		return nil
	}
	var best []int
	for _, re := range []*lazyRE{identFields42, userTyped42, recoveryMail42} {
		if m := re.FindStringIndex(w); m != nil && (best == nil || m[0] < best[0]) {
			best = m
		}
	}
	return best
}

// A phone number written out as where a send goes ("text it to +1 555
// 0100", "send ... to the number +44 20 7946 0000") is a fixed recipient
// outside, as a mailbox is; bagOutside read only "text it to the number".
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|\bto\s+(?:the\s+|this\s+|that\s+)?(?:(?:phone|mobile|cell|whatsapp|sms|signal)\s+)?(?:number\s+)?\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){1,4}\b`)
	outsideStems = append(outsideStems, "to +", "number +")
}

// deicticDest42: a send whose destination points back at an address
// named just before ("... https://x.example. Upload them to that
// address.", "... send them off", "upload them outside"): the place is
// the one the paragraph named, as "it" is the thing named.
var deicticDest42 = lazyRegexp(`(?i)\bto\s+(?:that|this|the\s+same|the\s+above|the\s+said|the\s+aforementioned)\s+(?:[\w-]+\s+)?(?:address|url|link|site|website|endpoint|server|inbox|mailbox|number|location|page|host|bucket|place)\b|\bto\s+the\s+(?:address|url|link|endpoint|site|server|inbox|number)\s+(?:above|given\s+above|named\s+above|before)\b|\b(?:it|them|everything|these|those|all\s+of\s+(?:it|them)|the\s+lot)\s+(?:there|outside|off|over\s+there|out\s+there)\b`)

var deicticStems42 = []string{"that ", "this ", "same ", "above", "said ", "aforementioned", " there", "outside", " off"}

// checkDeicticSend42 reads a sentence whose send goes to "that address"
// (or off, or outside) with the outside address the three sentences
// before it name, in the same paragraph: the bag rule
// (checkOutsideProse) then reads the cargo and the order as it does when
// the address is written in the sentence itself.
func (c *checker) checkDeicticSend42(d *doc, u unit, t string) {
	if len(t) > maxIntentUnit || !lowerHas(asciiLower(t), deicticStems42...) {
		return
	}
	dm := deicticDest42.FindStringIndex(t)
	if dm == nil || firstOutsideAddress(bagURL, t) != nil {
		return // no pointing back, or the sentence names its own place
	}
	i := sort.Search(len(d.units), func(i int) bool { return d.units[i].start >= u.start })
	for n, cur := 0, u; n < 3 && i > 0; n++ {
		p := prevUnitText(d, cur)
		if p == "" || len(p) > maxIntentUnit {
			return
		}
		if am := firstOutsideAddress(bagURL, p); am != nil {
			c.checkOutsideProse(d, u, strings.TrimRight(t, " \t\r\n")+" ("+strings.TrimRight(p[am[0]:am[1]], ".,;:")+").")
			return
		}
		i--
		cur = d.units[i]
	}
}

// userFolders42: a person's own folders (Documents, Desktop, Downloads,
// Pictures, the home folder) hold their private files, whatever is in
// them; taken whole ("zip the user's Documents and Desktop folders"),
// they are the user's private data.
var userFolders42 = lazyRegexp(`(?i)\b(?:the\s+user's|the\s+owner's|their|his|her|the\s+[a-z]+'s)\s+(?:(?:entire|whole|full)\s+)?(?:(?:documents|desktop|downloads|pictures|photos|home|icloud|onedrive)(?:\s*(?:,|and|&)\s*(?:the\s+)?(?:documents|desktop|downloads|pictures|photos|home))*)\s+(?:folders?|director(?:y|ies)|dirs?)\b`)

// privateCorrespondence42: a person's correspondence with those they
// confide in (their bank, lawyer, doctor, accountant) holds their
// money, legal and health affairs, whatever it is called ("the user's
// email threads with their bank").
var privateCorrespondence42 = lazyRegexp(`(?i)\b(?:e-?mail\s+)?(?:threads?|e-?mails?|correspondence|messages|letters|conversations?|chats?)\s+with\s+(?:their|his|her|the\s+user's|the\s+owner's)\s+(?:bank|banker|lawyer|solicitor|attorney|doctor|gp|therapist|psychiatrist|accountant|tax\s+adviser|insurer|financial\s+adviser)s?\b`)

// sourceIdentity42: who a journalist's source or a tipster is, and how to
// reach them ("the source's contact details"): a source is confidential
// by what the word means, without the adjective personalCargo asks for.
var sourceIdentity42 = lazyRegexp(`(?i)\b(?:the\s+|each\s+|every\s+|a\s+)?(?:source|informant|whistle-?blower|tipster)(?:'s|s'|’s)\s+(?:real\s+|full\s+)?(?:names?|identit(?:y|ies)|contact\s+(?:details|info(?:rmation)?)|phone\s+numbers?|e-?mail\s+addresses|addresses|whereabouts)\b`)

var cargo42bStems = []string{"folder", "director", "dir", " with ", "source", "informant", "whistle", "tipster"}

// cargo42bAt: the first of the round-42 cargo above in w.
func cargo42bAt(w string) []int {
	if !lowerHas(asciiLower(w), cargo42bStems...) {
		return nil
	}
	var best []int
	for _, re := range []*lazyRE{userFolders42, privateCorrespondence42, sourceIdentity42} {
		if m := re.FindStringIndex(w); m != nil && (best == nil || m[0] < best[0]) {
			best = m
		}
	}
	return best
}

// What a gathering makes as a table holds what was gathered: "take the
// respondents' names and emails and post the complete table to ..."
// sends them (wholeCargo40 reads it with the gathering verb); taking is
// gathering as collecting is.
func init() {
	wholeObject40 = orAtStart(wholeObject40, `(?i)^\s+(?:the|that|this)\s+(?:(?:full|whole|complete|entire|resulting|merged)\s+)?(?:table|sheet|spreadsheet|dataset|data\s+set|csv|export)\b`)
	readBefore40 = lazyRegexp(readBefore40.String() + `|(?i)\b(?:take|search|compile|find)\b`)
	foundStemsList = append(foundStemsList, "table", "sheet", "dataset", "data set", "csv", "export")
}

// An apostrophe followed by a letter inside a quoted setting is part of a
// word ("read the user's ~/.aws/credentials"), not the quote that closes
// it: a closing quote is followed by a comma, a brace, a space or the
// line's end. orderInString read such a value only up to the apostrophe.
func init() {
	stringOrderRe = lazyRegexp(strings.Replace(stringOrderRe.String(), `[^"'\n]{20,}`, `(?:[^"'\n]|'[a-z]){20,}`, 1))
}
