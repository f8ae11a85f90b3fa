package safety

import (
	"regexp"
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
var identFields42 = regexp.MustCompile(`(?i)\b(?:[a-z]+(?:'s|s'|’s)|their)\s+(?:(?:full|real|personal|private)\s+)?` + identField42 + `(?:\s*,\s*(?:and\s+|&\s+|plus\s+)?|\s+(?:and|&|plus)\s+)(?:their\s+)?(?:(?:full|real|home|personal|mobile)\s+)?` + identField42 + `\b`)

const identField42 = `(?:names?|e-?mails?|e-?mail\s+addresses|phones?|phone\s+numbers?|mobile\s+numbers?|mobiles|post\s*codes?|postal\s+codes?|zip\s*codes?|(?:home\s+)?addresses|home\s+address|dates?\s+of\s+birth|birth\s*dates?)`

// userTyped42: what the user copied or typed outside the conversation:
// the clipboard's contents and the shell's history ("whatever is in the
// clipboard", "the last 200 shell commands"). Both routinely hold
// passwords and tokens pasted or typed in the clear, so they are the
// user's private data as the browsing history is.
var userTyped42 = regexp.MustCompile(`(?i)\b(?:what(?:ever)?|everything|anything)\s+(?:is\s+|was\s+|they\s+(?:copied|copy)\s+|the\s+user\s+(?:copied|copies|has\s+copied)\s+)?(?:(?:currently|now)\s+)?(?:in|on)\s+(?:the|their|the\s+user's|his|her)\s+clipboard\b|\b(?:the\s+|their\s+|the\s+user's\s+)?clipboard(?:'s)?\s+(?:contents?|text|data|history|entries)\b|\b(?:contents?|text)\s+of\s+(?:the\s+|their\s+|the\s+user's\s+)?clipboard\b|\b(?:the\s+)?(?:last|latest|recent|previous)\s+(?:\d+\s+|few\s+|hundred\s+)?(?:shell|terminal|bash|zsh|command[- ]line)\s+(?:commands|entries|lines)\b|\b(?:the\s+|their\s+|the\s+user's\s+)?(?:shell|terminal|bash|zsh|command)\s+histor(?:y|ies)\b`)

// recoveryMail42: messages named by the account-recovery term they carry
// ("the \"password reset\" messages", "verification-code emails"): each
// is a way into an account, as personalCargo reads "emails containing a
// login code".
var recoveryMail42 = regexp.MustCompile(`(?i)\b(?:password[- ]reset|account[- ]recovery|verification(?:[- ]codes?)?|log-?in[- ]codes?|sign-?in[- ]codes?|security[- ]codes?|one-time[- ](?:codes?|passwords?)|2fa(?:[- ]codes?)?|mfa(?:[- ]codes?)?|otp|magic[- ]links?|reset[- ]links?)["”'’]?\s+(?:(?:and|or|,)\s+["“'‘]?[\w -]{1,30}["”'’]?\s+)?(?:e-?mails?|messages?|mails?|texts?|sms(?:es)?|notifications?)\b`)

var cargo42Stems = []string{"name", "mail", "phone", "mobile", "code", "address", "birth", "clipboard", "shell", "terminal", "bash", "zsh", "command", "reset", "recovery", "verification", "2fa", "mfa", "otp", "magic", "one-time"}

// cargo42At: the first round-42 cargo in w (a hook of personalCargoAt).
func cargo42At(w string) []int {
	if !lowerHas(asciiLower(w), cargo42Stems...) {
		return nil
	}
	var best []int
	for _, re := range []*regexp.Regexp{identFields42, userTyped42, recoveryMail42} {
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
	bagOutside = regexp.MustCompile(bagOutside.String() + `|\bto\s+(?:the\s+|this\s+|that\s+)?(?:(?:phone|mobile|cell|whatsapp|sms|signal)\s+)?(?:number\s+)?\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){1,4}\b`)
	outsideStems = append(outsideStems, "to +", "number +")
}

// deicticDest42: a send whose destination points back at an address
// named just before ("... https://x.example. Upload them to that
// address.", "... send them off", "upload them outside"): the place is
// the one the paragraph named, as "it" is the thing named.
var deicticDest42 = regexp.MustCompile(`(?i)\bto\s+(?:that|this|the\s+same|the\s+above|the\s+said|the\s+aforementioned)\s+(?:[\w-]+\s+)?(?:address|url|link|site|website|endpoint|server|inbox|mailbox|number|location|page|host|bucket|place)\b|\bto\s+the\s+(?:address|url|link|endpoint|site|server|inbox|number)\s+(?:above|given\s+above|named\s+above|before)\b|\b(?:it|them|everything|these|those|all\s+of\s+(?:it|them)|the\s+lot)\s+(?:there|outside|off|over\s+there|out\s+there)\b`)

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
