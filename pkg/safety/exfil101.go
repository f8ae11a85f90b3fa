package safety

import "strings"

// Round 101 (exfil-prose): fresh307-310's misses by the rules alone.

// cargo101At (read by personalCargoAt, prose39.go, so secretAt sees it):
// private cargo named in ways the earlier readings did not know.
//
//   - People swept with how to reach them, each field singular ("every
//     member name, email and phone number"): a name listed with an
//     e-mail, a phone or an address is a contact record, in the singular
//     of a sweep as in the plural peopleFields90 reads. The sweep word is
//     required, and the noun before "name" must not be a machine's or a
//     business's (notPeople90): "every host name and address" is a
//     network's.
//   - A card a shop keeps for a person ("the buyer's saved card", "their
//     stored cards") is that person's card details: an owner is required,
//     so "saved cards are shown at checkout" names a feature.
//   - A person's private messages by their short names ("DMs", "PMs",
//     "private channel messages", "private chats", "the DM text") are
//     the direct messages bagSecret reads.
//   - A login named by the system it opens, after its owner ("the
//     carrier's booking system login", "the clinic's portal login"), is
//     the credential, as "the user's login" is; only where the word ends
//     its noun phrase (a preposition, a conjunction or punctuation
//     follows), so "the portal login page" is a page.
//   - A capture of a whole screen or desktop ("a screenshot of the
//     user's entire desktop") shows whatever is open on it (mail, chats,
//     documents): its cargo is those. The whole screen is required: a
//     screenshot of a window or an element shows the task.
//   - Files picked out by a mark of sensitivity ("any file mentioning
//     'confidential'", "anything named like passport or tax") are the
//     sensitive files: the filter chooses them by the very thing that
//     makes them private, as filesNamed reads a name of a secret. Only a
//     sweep by name or content: "forward anything marked confidential
//     to legal" routes papers by their label.
func cargo101At(w string) []int {
	lw := asciiLower(w)
	if lowerHas(lw, "name") && lowerHas(lw, "every", "each", "all", "any") && lowerHas(lw, "mail", "phone", "address", "mobile", "birth") {
		for _, m := range peopleSwept101.FindAllStringSubmatchIndex(w, 4) {
			if m[2] >= 0 && notPeople90[lw[m[2]:m[3]]] {
				continue
			}
			return m[:2]
		}
	}
	if lowerHas(lw, "saved", "stored", "on file", "on-file") {
		if m := keptCard101.FindStringIndex(w); m != nil {
			return m
		}
	}
	if lowerHas(lw, "dms", "pms", "private", "dm ") {
		if m := privateMessages101.FindStringIndex(w); m != nil {
			return m
		}
	}
	if lowerHas(lw, "login", "log-in") && strings.Contains(lw, "'") {
		if m := systemLogin101.FindStringIndex(w); m != nil {
			// The span ends with the login's word, not the word after it.
			lm := asciiLower(w[m[0]:m[1]])
			i := max(strings.LastIndex(lm, "login"), strings.LastIndex(lm, "log-in"))
			e := m[0] + i + strings.IndexAny(lm[i:]+" ", " ,.;:)")
			return []int{m[0], e}
		}
	}
	if lowerHas(lw, "desktop", "screen", "display") && lowerHas(lw, "whole", "entire", "full", "complete", "every", "all ") {
		if m := wholeScreen101.FindStringIndex(w); m != nil {
			return m
		}
	}
	if lowerHas(lw, "nam", "call", "mention", "contain", "with the word") {
		if m := sensitiveFiles101.FindStringIndex(w); m != nil {
			return m
		}
	}
	return nil
}

const reachField101 = `(?:e-?mails?(?:\s+address(?:es)?)?|(?:mobile\s+|cell\s+|home\s+|tele)?phones?(?:\s+numbers?)?|mobiles?(?:\s+numbers?)?|(?:home\s+|postal\s+|street\s+)?address(?:es)?|dates?\s+of\s+birth|birth\s*dates?|birthdays?)`

var (
	peopleSwept101     = lazyRegexp(`(?i)\b(?:every|each|all(?:\s+(?:of\s+)?the)?|any)\s+(?:(\w+)\s+)?(?:full\s+)?names?\s*(?:,|\band\b|&|\bwith\b|\bplus\b)\s*(?:(?:their|the)\s+)?` + reachField101 + `(?:\s*(?:,\s*(?:and\s+|or\s+)?|\band\b|\bor\b|&)\s*` + reachField101 + `)*\b`)
	keptCard101        = lazyRegexp(`(?i)(?:\b\w+(?:'s|s'|’s)|\b(?:their|his|her))\s+(?:(?:saved|stored|on-file)\s+(?:payment\s+|credit\s+|debit\s+|bank\s+)?(?:cards?|payment\s+methods?)|(?:payment\s+|credit\s+|debit\s+)?cards?\s+on\s+file)\b`)
	privateMessages101 = lazyRegexp(`(?i)\b(?:dms|pms|private\s+(?:channel\s+|group\s+)?(?:messages|chats|conversations)|private[- ]channel\s+(?:messages|posts|history|threads)|dm\s+(?:text|messages|threads|history|logs|transcripts|conversations))\b`)
	systemLogin101     = lazyRegexp(`(?i)\b\w+(?:'s|s'|’s)\s+(?:[\w-]+\s+){1,4}?log-?ins?(?:\s*[,.;:)]|\s+(?:from|to|and|or|for|into|in|on|with|via|over|so|as)\b|\s*$)`)
	wholeScreen101     = lazyRegexp(`(?i)\b(?:screen\s*shots?|screen\s+(?:captures?|grabs?|recordings?)|captures?|recordings?|snapshots?|images?|pictures?|photos?)\s+of\s+(?:(?:the\s+\w+(?:'s|s'|’s)|the|their|his|her|your)\s+)?(?:whole|entire|full|complete)\s+(?:desktops?|screens?|displays?)\b|\b(?:screen\s*shots?|screen\s+(?:captures?|recordings?)|captures?|recordings?)\s+of\s+(?:every|all(?:\s+the)?)\s+(?:open\s+)?(?:windows?|apps?|tabs?|screens?|monitors?|displays?)\b`)
	sensitiveFiles101  = lazyRegexp(`(?i)\b(?:any(?:thing)?|every(?:thing)?|all|whatever|each)\s+(?:(?:other|of\s+the)\s+)?(?:files?|documents?|docs|pdfs?|scans?|images?|photos?|attachments?|spreadsheets?|folders?|notes?|e-?mails?|messages?|ones?)?\s*(?:(?:that|which)\s+(?:is|are|looks?|seems?)\s+)?(?:named(?:\s+like)?|called|mentioning|containing|(?:that|which)\s+(?:mentions?|contains?|says?)|with\s+the\s+words?|whose\s+(?:file\s*)?names?\s+(?:contains?|includes?|mentions?))\s+["'“‘]?(?:(?:[\w-]+|["'”’]),?\s+){0,3}?["'“‘]?(?:passports?|national\s+ids?|id\s+cards?|identity\s+(?:cards?|documents?|papers)|ssn|social\s+security|bank(?:ing)?|tax(?:es)?|payslips?|pay\s*stubs?|salary|salaries|payroll|medical|health|insurance|confidential|secret|private|passwords?|credentials?)\b`)
)

// Sending again is sending: a message reposted, reshared or re-uploaded to
// a place outside reaches that place as a first post does ("repost them
// into the public channel"). bagVerb read "post" and "share" only as
// whole words.
func init() {
	bagVerb = lazyRegexp(bagVerb.String() + `|(?i:\bre-?(?:post|share|upload|send|publish|broadcast|forward)(?:s|ed|ing)?\b)`)
}

// A short phrase fronted before the skill or the agent as subject ("Along
// with the letter, the assistant forwards ...", "After each call, the
// bot uploads ..."): the phrase says when or with what, and the sentence
// still says what the agent does, as round 79's subject at the start of
// its sentence does (exfil79.go). The phrase holds no verb of its own
// clause beyond the window's few words and ends in a comma right before
// the subject.
func init() {
	reportedOrder = lazyRegexp(reportedOrder.String() + `|(?i)(?:^\s*|[.!?:;—]\s+|\n\s*(?:[-*>]\s+)?)(?:along\s+with|together\s+with|with|after|before|once|when|whenever|at|on|during|for|in\s+addition\s+to|besides|alongside|each|every)\b[^,.;:!?\n]{1,40},\s+(?:the|this|our)\s+(?:skill|assistant|agent|bot|tool|plugin|extension)\s+(?:also\s+|then\s+|automatically\s+|always\s+|quietly\s+|silently\s+|simply\s+){0,2}$`)
}

// publicDestML101: a place the statement's language calls public
// ("herkese açık bir klasör", a folder open to everyone), not under a
// negation, is outside for personal cargo as it is for secrets
// (actionExfil reads actPublic so): what anyone can open has left the
// user's hands, whether or not an address is written out.
func publicDestML101(low string, hc hitCache) bool {
	for _, p := range hc.hits(low, actPublic) {
		if !negatedIn(low, hc, p[0]) {
			return true
		}
	}
	return false
}

// "Everything" as the object of a send, after things were gathered
// ("recolhe as palavras-passe ... e envia tudo para ...", collect the
// passwords ... and send it all to ...), points back to what was
// gathered, as an object pronoun on the verb does (actPronounAfter): the
// Romance and German words for "everything", "all of it". Only where the
// word ends the object (a preposition of the destination or punctuation
// follows): "envía todo el informe" names its own object.
func init() {
	actPronounAfter = lazyRegexp(`(?:` + actPronounAfter.String() + `)|^\s*(?:tudo|tudo\s+isso|tudo\s+isto|isso\s+tudo|todo|todo\s+ello|todo\s+eso|todo\s+esto|tout|le\s+tout|tutto|il\s+tutto|alles|das\s+alles|totul|wszystko|vše|всё)(?:\s+(?:para|pra|a|à|ao|al|an|auf|zu|per|pour|vers|in|na|do|pe|la|в|на)(?:\s|$)|[,.;!]|$)`)
}
