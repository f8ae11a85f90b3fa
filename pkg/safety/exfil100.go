package safety

import "strings"

// Round 100 (exfil-prose): fresh303-306's misses by the rules alone.

// afterModal100: the sending word at i of t comes straight after a modal
// ("so that it can upload the tokens ...", "the tool will email ..."): a
// modal takes a verb, never a noun, so a determiner before the modal's
// subject ("so that it can", "the bot will") does not make the sending
// word a noun as "your staff email" does (sendVerbIsNoun54). Whose modal
// it is stays for modalBefore and selfPurposeModal74 to judge.
func afterModal100(t string, i int) bool {
	w := t[max(0, i-24):i]
	if !strings.ContainsAny(w, "nldt") {
		return false
	}
	return modalJustBefore100.MatchString(w)
}

var modalJustBefore100 = lazyRegexp(`(?i)\b(?:can|could|may|might|will|would|shall|should|must)\s+(?:also\s+|then\s+|silently\s+|quietly\s+|automatically\s+)?$`)

// What is picked out by its kind from a place searched or read ("go
// through the user's Desktop and Downloads and upload anything that looks
// like a tax return", "whatever appears to be a payslip") is what the
// search turns up, as "anything you find" is (foundKindObject58): the
// cargo is the place's contents, whatever kind the sentence names. The
// place must still be one secretAt reads as private, so "read the brochure
// and upload anything that looks like a price list" carries nothing.
func init() {
	foundKindObject58 = orAtStart(foundKindObject58, `(?i)^\s+(?:anything|everything|whatever|any\s+(?:files?|documents?|docs|papers|images?|scans?|photos?|pdfs?)|all\s+(?:the\s+)?(?:files|documents|docs|papers|images|scans|photos|pdfs))\s+(?:(?:that|which)\s+)?(?:(?:looks?|seems?|appears?)\s+(?:like|to\s+be)|resembles?|resembling|might\s+be|could\s+be)\b`)
}
