package safety

import "strings"

// Round 66 (exfil-prose): a secret declared to go only to its own
// provider's endpoint stays where it belongs.
//
// "The token only goes to Discord's gateway" beside a DISCORD_BOT_TOKEN
// says where the key is used, not where it is leaked: a provider's own
// gateway, API or servers are the one place its key is meant to reach,
// as exfil.go already reads ?token=CODECOV_TOKEN on codecov.io. Only a
// bare service name (no address, no host: those are judged as the
// address they are), followed by that service's own endpoint (gateway,
// API, servers, auth server), and only when the document names a secret
// of that same service (DISCORD_BOT_TOKEN, "Discord token"): the same
// sentence sending a GitHub token to Discord's gateway, or the token to
// a host's gateway, still sends it outside.
var ownEndpoint66 = lazyRegexp(`(?i)^(?:'s|’s)?\s+(?:own\s+)?(?:official\s+)?(?:gateway|apis?|servers?|endpoints?|backend|auth(?:entication)?\s+(?:servers?|endpoints?)|oauth\s+(?:servers?|endpoints?)|token\s+endpoints?)\b`)

var ownSecretWords66 = []string{"token", "key", "secret", "credential", "password"}

func ownProviderEndpoint66(d *doc, rest string, dm []int) bool {
	dest := strings.TrimSpace(rest[dm[0]:dm[1]])
	if len(dest) < 3 || strings.ContainsAny(dest, "./@:") || !ownEndpoint66.MatchString(rest[dm[1]:min(len(rest), dm[1]+40)]) {
		return false
	}
	svc := asciiLower(dest)
	for _, r := range svc {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	low := asciiLower(d.v.text)
	for n, from := 0, 0; n < 64; n++ {
		i := strings.Index(low[from:], svc)
		if i < 0 {
			return false
		}
		at := from + i + len(svc)
		if before := from + i; before == 0 || !isWordByte66(low[before-1]) {
			// The secret's own name follows the service within a few
			// words: "discord_bot_token", "Discord bot token".
			w := low[at:min(len(low), at+24)]
			if k := strings.IndexAny(w, ".;:\n"); k >= 0 {
				w = w[:k]
			}
			if lowerHas(w, ownSecretWords66...) && (at >= len(low) || low[at] == '_' || low[at] == ' ' || low[at] == '-') {
				return true
			}
		}
		from = at
	}
	return false
}

func isWordByte66(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// Round 66 (exfil-prose): every contact taken at once, and a device's
// contacts, are a person's address book.
//
// "export all contacts to vCard", "gather all of the contacts": a verb
// that takes the contacts out, with a sweep (all), takes the whole
// address book, as "the entire contacts list" does (round 54); "the
// phone's contacts" and "the handset's call log" are the address book and
// the calls of the person who owns the device, as "the user's contacts"
// are. Cargo only beside a send to a place outside, so "export all
// contacts to vCard before merging" or "sync the phone's contacts to the
// new phone" send nothing out. "Send all contacts the newsletter" sends
// to them, not them: the sweep is read only after a verb that takes data
// out, never after "send" or "e-mail".
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i)\b(?:export|gather|collect|copy|dump|pull|grab|extract|harvest|download|scrape)\s+(?:out\s+)?all\s+(?:(?:of\s+)?(?:the|their|his|her)\s+)?(?:saved\s+|stored\s+)?contacts\b|\b(?:phone|device|handset|mobile|smartphone|tablet)(?:'s|’s)\s+(?:saved\s+|stored\s+)?(?:contacts?(?:\s+(?:list|book))?|address\s+books?|call\s+(?:logs?|history)|text\s+messages|sms\s+messages)\b`)
}

// Round 66 (exfil-prose): names with e-mails or postcodes find people.
//
// "the responses with names, emails and postcodes": a name beside the
// mail or the postcode of the person finds and reaches them, as a name
// beside a phone number or a home address does (round 54). Cargo only
// beside a send to a place outside, and only a list the records are
// "with" (or "including") that runs on to where they go: "without names
// or emails" and "with names and emails removed" take the people out.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i)\b(?:with|including|plus|containing|holding|listing)\s+(?:their\s+|the\s+)?(?:full\s+)?names?\s*(?:,\s*|\s+(?:and|plus|&)\s+)(?:their\s+)?(?:e-?mails|post\s*codes|zip\s*codes|postal\s+codes)(?:(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+)(?:(?:post|zip|postal)\s+codes|phone\s+numbers|home\s+addresses|dates\s+of\s+birth|[\w-]+)){0,3}\s+(?:to|into|for|in|from|at|on|via|over|by)\b`)
}

// Round 66 (exfil-prose): a person at another firm is outside.
//
// "send it to the vendor's sales contact", "to the supplier's account
// manager": a named person who works for a vendor, a supplier or an
// agency receives it outside the user's organisation, as the vendor's
// own upload folder does (round 58). Read only as where a send goes.
func init() {
	bagOutside = lazyRegexp(bagOutside.String() + `|(?i)\b(?:vendor|supplier|contractor|agency|broker|reseller)(?:'s|s'|’s)\s+(?:(?:sales|account|support|marketing)\s+)?(?:contacts?|reps?|representatives?|account\s+managers?|salespe(?:rson|ople)|sales\s+team)\b`)
}

// Round 66 (exfil-prose): "no need to tell the user" and the send, in
// Urdu, in Nepali's long-vowel spelling and in romanised Sinhala.
//
// Urdu "صارف کو بتانے کی ضرورت نہیں" (no need to tell the user) is the
// concealment round 53 reads in Bengali and Nepali, and "اپلوڈ کر دو"
// (upload it) the send; Nepali writes the imperative ending with a long
// "ू" as often as with a short "ु" ("पठाउनू", send; "नभन्नू", don't
// tell), the same words round 53 reads; Sinhala typed in Latin letters
// says "kiyanna epa" (don't tell) and "yawanna" or "upload karanna"
// (send, upload). Read by actionCovertSend only, so only a send, a
// concealment and a fixed place outside together refuse.
func init() {
	covertSendML = append(covertSendML, lowerStems(
		"اپلوڈ کر", "اپ لوڈ کر", "اپلوڈ کریں", "اپ لوڈ کریں",
		"पठाउनू", "अपलोड गर्नू", "पठाइदिनू", "पठाइदिनु",
		"upload karanna", "upload karan", "yawanna", "yawanne", "ewanna", "evanna", "send karanna")...)
	covertStealthML = append(covertStealthML, lowerStems(
		"بتانے کی ضرورت نہیں", "بتانے کی کوئی ضرورت نہیں", "کسی کو مت بتاؤ", "کسی کو نہ بتاؤ",
		"नभन्नू", "कसैलाई नभन्नू", "नबताउनू",
		"kiyanna epa", "kiyanna epaa", "kiyanna ep ", "kisiwekutath kiyanna", "danuwath karanna epa", "කියන්න එපා")...)
}

// Romanised Sinhala is typed in plain ASCII, so the action rules skip it
// as English unless two of its function words mark it: "ekata" (to),
// "meka" (this), "okkoma" (all), "kalin" (before), "karanna" (to do),
// "epa" (don't), "thiyena" (that is), "karala" (having done), "eke"
// (of, in). None is an English word.
func init() {
	registerActionLexicon("si-latn+r66-exfil", actionLex{
		markers: []string{"ekata", "meka", "okkoma", "kalin", "karanna", "epa", "epaa", "thiyena", "thiyana", "karala", "eke", "ekathu"},
	})
}
