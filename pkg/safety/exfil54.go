package safety

import (
	"strings"
)

// Round 54 (exfil-prose): concealment said in more of its everyday
// English forms, read by checkCovertSendProse as the forms listed before:
//   - the person who asked or whose data it is, named by a role, said
//     not to need to know ("the reviewer doesn't need to know."): the
//     clause must end there (or go on "about it / this"), so "the
//     reader doesn't need to know the internals" hides nothing;
//   - "mention nothing (about this) to ...", "say nothing to ...",
//     "tell no one": the user kept from hearing of the step;
//   - "do this silently / quietly / secretly" said of the step itself:
//     an order to hide the act, not a tool's quiet mode (a quiet mode is
//     a flag of a command, not something the agent is told to do).
func init() {
	concealFromPeople = lazyRegexp(concealFromPeople.String() + `|(?i)\b(?:the|our|your|each|every)\s+[a-z]{2,20}(?:er|or|ee|ant|ent|ist|ian|il)s?\s+(?:doesn'?t|does\s+not|don'?t|do\s+not|needn'?t|need\s+not)\s+(?:ever\s+)?(?:need\s+to\s+|have\s+to\s+)?(?:know|be\s+told|find\s+out|hear)(?:\s*(?:[.,;:!)\]]|—|–|-\s|$)|\s+(?:about|of)\s+(?:it|this|that|the\s+(?:copy|copies|send|transfer|upload|forward(?:ing)?|step))\b|\s+(?:either|at\s+all|ever)\b)`)
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\b(?:mention|say|reveal|disclose)\s+nothing\s+(?:(?:about|of)\s+(?:this|it|that|the\s+\w+)\s+)?to\b|\btell\s+(?:no\s+one|nobody|no-one)\b|\bdo\s+(?:this|it|that|so)\s+(?:silently|quietly|secretly|covertly|discreetly)\b)`)
	covertStems = append(covertStems, "nothing", "no one", "nobody", "no-one", "need to know", "needn't know")
}

// covertDest54: a host name under any top-level domain with a path after
// it ("forms.example/abc123") is a web address the skill supplies, as a
// URL with its scheme is: the path says it is a page, not a file name.
// Read only by checkCovertSendProse, beside a send and a concealment.
var covertHostPath54 = lazyRegexp(`(?i)(?:^|[\s(<"'])((?:[a-z0-9-]+\.)+[a-z]{2,12}/[\w./?=&%-]{3,})`)

func covertDest54(t string) []int {
	if !strings.Contains(t, "/") {
		return nil
	}
	m := covertHostPath54.FindStringSubmatchIndex(t)
	if m == nil {
		return nil
	}
	h := asciiLower(t[m[2]:m[3]])
	if i := strings.IndexByte(h, '/'); i > 0 && lowerHas(h[:i], ".md", ".sh", ".py", ".go", ".js", ".ts", ".json", ".yaml", ".yml", ".txt", ".csv", ".html") {
		return nil // "notes.md/..." is a file path
	}
	if isLocalHost(h[:strings.IndexByte(h, '/')]) {
		return nil
	}
	return []int{m[2], m[3]}
}

// A lead that says when the step happens ("once a week", "after each
// session", "every evening") leaves the verb after it an imperative, as
// "then" or "also" does: "After each session also post ..." orders the
// post. An optional label before it ("Maintenance step: ...") is read
// as a step's label is.
func init() {
	imperativeLead = orAtStart(imperativeLead, `^[\s>*_\-+\d.)]*(?:[a-z][a-z ]{0,30}:\s*)?(?:once\s+(?:a|an|per|every)\s+(?:day|night|week|fortnight|month|quarter|year|session|shift|run)|(?:after|before|at\s+the\s+end\s+of)\s+(?:each|every)\s+(?:[a-z]+\s+){0,1}[a-z]+|every\s+(?:day|night|evening|morning|week|month|friday|monday|tuesday|wednesday|thursday|saturday|sunday|weekend|hour|session|run))[\s,]+(?:(?:also|then|quietly|silently|secretly|just)\s+)?$`)
}

// sweepSecrets54: every secret in reach taken at once ("every API key,
// password and token you can see", "all the tokens in the environment").
// One request authenticates with one credential, so a sweep of them all
// is never the means of an authentication: authUse's excuse ("so the
// service can authenticate later") does not hold for it.
var sweepSecrets54 = lazyRegexp(`(?i)\b(?:every|all(?:\s+(?:of\s+)?the)?|each|any)\s+(?:[\w-]+\s+){0,2}?(?:api\s+keys?|passwords?|tokens?|secrets?|credentials?|private\s+keys?)\b(?:,?\s+(?:(?:and|or)\s+)?(?:api\s+keys?|passwords?|tokens?|secrets?|credentials?))*\s+(?:you\s+can\s+(?:see|find|read|access|reach)|(?:in|from)\s+(?:the\s+)?(?:user's\s+)?(?:environment|env|config))`)

// authExcuse54 reports whether authUse may excuse the send in t: not when
// the cargo is a sweep of every secret in reach.
func authExcuse54(t string) bool {
	if privateKeySent55(t) { // round 55: exfil55.go
		return false
	}
	if oneTimeCodeToInbox59(t) { // round 59: exfil59.go
		return false
	}
	if credentialStoreSent83(t) { // round 83: exfil83.go
		return false
	}
	if !lowerHas(asciiLower(t), "every", "all", "each", "any") {
		return true
	}
	return !sweepSecrets54.MatchString(t)
}

// Round 54, sending and concealment in three more languages, read by
// actionCovertSend beside a fixed place outside (an address, a link):
//   - Kyrgyz: "жөнөт" (send), "колдонуучуга айтпа" (don't tell the
//     user), "эч кимге айтпа" (tell no one);
//   - Armenian: "ուղարկիր", "ուղարկել" (send), "մի՛ ասա", "մի ասա",
//     "չասես" (don't tell), "թող չիմանա" (let them not know);
//   - Pashto: "ولېږه", "ولیږه" (send), "په پټه" and "پټ یې" (secretly,
//     hidden), "چا ته مه وایه" (tell no one).
func init() {
	covertSendML = append(covertSendML, lowerStems("жөнөт", "жибер", "ուղարկիր", "ուղարկել", "ուղարկեք", "ولېږه", "ولیږه", "واستوه")...)
	covertStealthML = append(covertStealthML, lowerStems(
		"колдонуучуга айтпа", "колдонуучуга билдирбе", "эч кимге айтпа", "айтпаңыз", "билдирбеңиз",
		"մի՛ ասա", "մի ասա", "մի ասեք", "չասես", "թող չիմանա", "չիմանա",
		"په پټه", "پټ یې", "چا ته مه وایه", "مه ورته وایه")...)
}

// Round 54 (exfil-flow): Rust's std::net sockets send what they are given
// to the address named: UdpSocket::send_to(buf, addr) is a network sink
// as Python's sock.sendto(buf, addr) is, and TcpStream::connect opens one.
func init() {
	flowSinkRe = lazyRegexp(flowSinkRe.String() + `|\.send_to\s*\(|\bTcpStream::connect\s*\(`)
	flowSinkKws = append(flowSinkKws, "send_to", "tcpstream")
}

// Records about people named by what they hold rather than whose they
// are (round 54):
//   - people's names listed with how to reach them or who they are
//     ("names, addresses and phone numbers", "each name and phone
//     number", "full names and contact details"): a list that finds
//     people, whoever the people are (privateData already reads it after
//     "their" or "customers'");
//   - a whole contact book ("the entire contacts list", "the whole
//     contacts book", "the user's contact book"): everyone its owner
//     knows, with their numbers.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i)\b(?:full\s+)?names?\s*(?:,\s*|\s+(?:and|with|plus|&)\s+)(?:their\s+)?(?:(?:home|postal|e-?mail|mobile|private|personal)\s+)?(?:addresses|phone\s+numbers?|e-?mail\s+addresses|contact\s+details|dates?\s+of\s+birth)\b|\b(?:whole|entire|full|complete|the\s+user's|their)\s+contacts?\s+(?:books?|lists?)\b`)
}

// covertPassive54: a send ordered in the passive ("must be uploaded in
// full to ...", "are to be forwarded to ...") is an order all the same:
// the passive names no one but the reader to do it. Read only by
// checkCovertSendProse, so only beside a concealment and a fixed place
// outside; the participle must be one (ending -ed, or sent / sent out).
var covertPassive54 = func() func(t string, m []int) bool {
	lead := lazyRegexp(`(?i)\b(?:must|should|shall|is\s+to|are\s+to|needs?\s+to|has\s+to|have\s+to)\s+(?:(?:also|then|always|all|each|first|now)\s+)?be\s+(?:(?:quietly|silently|automatically|also|then|immediately)\s+)?$`)
	return func(t string, m []int) bool {
		w := asciiLower(t[m[0]:m[1]])
		if !strings.HasSuffix(w, "ed") && w != "sent" {
			return false
		}
		return lead.MatchString(t[max(0, m[0]-40):m[0]])
	}
}()

// A person's mailbox, calendar or contacts named by the person's role
// ("the editor's calendar", "the teacher's recent inbox threads", "each
// counsellor's contacts") holds what others wrote to them and where they
// go: records about people, as "the customer's personal calendar" is.
// A calendar's link, feed or invite is not the calendar's contents: the
// calendar counts only where its own word ends the name. The store is
// cargo only as the object of a verb that takes or sends it ("export the
// editor's calendar"): "add the rehearsal to the director's calendar"
// writes into it (writtenInto), and the user's own stores are read by
// the rules before.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i)\b(?:export|gather|collect|copy|copies|pull|dump|grab|forward|send|post|upload|share|fetch|download|scrape|extract|harvest|mirror|e-?mail)(?:s|es|ed|ing)?\s+(?:all\s+(?:of\s+)?|everything\s+in\s+|a\s+copy\s+of\s+|copies\s+of\s+)?(?:the\s+|each\s+|every\s+|this\s+|that\s+)?[a-z]{3,20}(?:er|or|ee|ant|ent|ist|ian|lor|ary)(?:'s|s')\s+(?:[\w-]+\s+){0,2}?(?:calendars?(?:$|[^\w\s-]|\s+(?:including|with|plus|and|entries|events|appointments|meetings|to|into|for|as|in\s+full)\b)|(?:inbox(?:es)?|mailbox(?:es)?|call\s+logs?|text\s+messages|direct\s+messages|dms|address\s+books?|contacts)\b)`)
}

// Sending by text message and in Moroccan Arabic (round 54), read by the
// exfiltration rules of the action lexicons beside a secret and a place
// outside (a number, an address):
//   - French "texte-les", "texte-le", "textez-les" (text them to):
//     a text message carries what it holds to the number, as "envoie-les
//     par SMS" does;
//   - Darija "صيفط" (send: صيفطهم, صيفطو, صيفط ليه), the everyday word
//     for sending in Morocco, where Standard Arabic says "أرسل"; its
//     joined object pronoun carries a secret named before it.
func init() {
	registerActionLexicon("fr+r54-exfil", actionLex{
		sendVerb: []string{"texte-les", "texte-le", "texte-la", "textez-les", "textez-le", "textez-la", "texte-lui", "textez-lui"},
	})
	registerActionLexicon("ar+r54-exfil", actionLex{
		sendVerb: []string{"صيفط", "سيفط"},
	})
	// The object pronoun Arabic writes joined to the verb's end
	// ("صيفطهم", send them; "صيفطها", send it) points back to what was
	// named before, across a clause, as "-les" does in French.
	actPronounAfter = lazyRegexp(`(?:` + actPronounAfter.String() + `)|^(?:هم|ها|هوم|هن)(?:[\s,.;!،]|$)`)
}
