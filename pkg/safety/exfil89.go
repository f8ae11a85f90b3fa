package safety

import "strings"

// Round 89 (exfil-prose, exfil-flow), tuned on fresh259-266.

// slotEnclosed89: the secret's word stands inside an angle-bracket slot
// of a template (`<app-password>`, <db_token>): the slot names what the
// reader will put there, it holds no secret, and "paste it where
// <app-password> appears" fills a form, it sends nothing. placeholderish
// reads a slot that opens at the secret's start; this reads one that
// encloses it, joined to it by name characters only.
func slotEnclosed89(sent string, sm []int) bool {
	if sm[1] <= sm[0] {
		return false
	}
	i := sm[0]
	for i > 0 && sm[0]-i < 30 && slotNameByte89(sent[i-1]) {
		i--
	}
	if i == 0 || sent[i-1] != '<' {
		return false
	}
	j := sm[1]
	for j < len(sent) && j-sm[1] < 30 && slotNameByte89(sent[j]) {
		j++
	}
	return j < len(sent) && sent[j] == '>'
}

func slotNameByte89(b byte) bool {
	return b == '-' || b == '_' || b == '.' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// issuedIdentifier89 reads an identifier that a provider issues to its
// own customer (an account, customer, contract or subscriber number) sent
// to that provider's own support ("send the log to your provider's
// support with your account number"): the number is the provider's own
// record of the user, handed back to the party it belongs to so that it
// can find the account, as a key sent to its own vendor is. Only when the
// cargo is that identifier alone (no bank, card or tax number, nothing
// the provider did not issue), the place is the provider's support and
// the sentence names no address, URL or host that could be somewhere
// else.
var issuedIdentifier89 = lazyRegexp(`(?i)^(?:(?:(?:your|the|my|our)\s+(?:own\s+)?)?(?:(?:customer|client|subscriber|contract|service|member(?:ship)?|policy|meter)\s+)?account\s+(?:numbers?|ids?|no\.?)\s*$|(?:(?:your|the|my|our)\s+(?:own\s+)?)?(?:customer|client|subscriber|contract|membership|policy|meter)\s+(?:numbers?|ids?|no\.?)\s*$)`)

var issuerSupport89 = lazyRegexp(`(?i)\b(?:your|the|my|our)\s+(?:own\s+)?(?:internet\s+|broadband\s+|mobile\s+|phone\s+|energy\s+|electricity\s+|utility\s+)?(?:provider|isp|carrier|supplier|operator)(?:'s|’s)\s+(?:customer\s+)?(?:support|help\s*desk|service\s+desk|customer\s+service|care\s+team)\b`)

// otherIssuer89: a qualifier before the number that names an issuer
// other than the provider (a bank, a card, the tax office).
var otherIssuer89 = lazyRegexp(`(?i)\b(?:bank|banking|card|credit|debit|tax|iban|routing|social|brokerage|savings|checking|crypto|wallet|trading|pension|investment)(?:'s)?\s+$`)

func issuedToIssuer89(sent string, sm []int) bool {
	if sm[1] <= sm[0] || !lowerHas(asciiLower(sent), "provider", "isp", "carrier", "supplier", "operator") {
		return false
	}
	if !issuedIdentifier89.MatchString(sent[sm[0]:sm[1]]) || otherIssuer89.MatchString(sent[max(0, sm[0]-24):sm[0]]) {
		return false
	}
	if strings.Contains(sent, "://") || strings.Contains(sent, "@") || anyIPv4.MatchString(sent) || firstOutsideAddress(bareHost40, sent) != nil {
		return false
	}
	// The only secret of the sentence: nothing else rides along.
	rest := blankSpans(sent, [][]int{sm}, 0)
	if proseSecretRe.FindStringIndex(rest) != nil || privateData.FindStringIndex(rest) != nil {
		return false
	}
	return issuerSupport89.MatchString(sent)
}
