package safety

import (
	"strings"
)

// Round 53 (persona: destructive family): two more shapes of a wipe with
// no way back.
//
//   - The copy declined before the wipe: "without exporting first", "with
//     no export beforehand", "no backup first". A store emptied after its
//     owner was told not to take a copy has nothing to restore from, the
//     same as one emptied together with its backups, so
//     checkWipeWithCopies43 reads it as its recovery gone (the owner's say
//     waived is still needed there). "Never wipe without exporting first"
//     keeps the net.
//   - The opt-out records wiped wholesale: a suppression, unsubscribe,
//     opt-out or do-not-contact list is the standing "no" of the people on
//     it, kept by obligation as a legal hold keeps data. Deleting all of
//     it (not one entry at its owner's request) means contacting people
//     who refused, and it cannot be rebuilt from anywhere: they "can opt
//     out again" only after they were mailed.

var (
	// noCopyFirst53: the copy before the wipe declined.
	noCopyFirst53 = lazyRegexp(`(?i)\b(?:without|with\s+no|no)\s+(?:an?\s+|any\s+|prior\s+)?(?:export(?:s|ing)?|back\s*ups?|backing\s+(?:it\s+|them\s+)?up|cop(?:y|ies)|copying|snapshots?|dumps?|dumping)\s+(?:(?:of\s+)?(?:it|them|the\s+data|anything)\s+)?(?:first|beforehand|before(?:\s+(?:that|it|deleting|the\s+delet\w*|wiping))?|in\s+advance|ahead\s+of\s+time)\b`)
	// optOutWiped53: the opt-out records deleted, named after the verb in
	// the same sentence, or as the subject that "goes too".
	optOutWiped53 = lazyRegexp(`(?i)\b(?:delet|purg|eras|wip|remov|destroy|empt|clear|drop|truncat|reset)\w*\s+[^.;!?\n]{0,120}?\b(?:(?:suppression|unsubscribe|opt[- ]?out|do[- ]not[- ](?:call|contact|e-?mail|mail))\s+(?:lists?|records?|entries|data|tables?|addresses|contacts)|(?:unsubscribes|opt[- ]?outs)|unsubscribed\s+(?:contacts|addresses|users|subscribers|people))\b|\b(?:the\s+)?(?:suppression|unsubscribe|opt[- ]?out|do[- ]not[- ](?:call|contact|e-?mail|mail))\s+(?:lists?|records?|table|data)\s+(?:goes|go|is\s+(?:deleted|wiped|dropped|cleared|purged|emptied)|gets\s+(?:deleted|wiped|dropped|cleared|purged|emptied))\s+(?:too|as\s+well|also)\b`)
	// wholesale53: the sentence deletes all of it.
	wholesale53 = lazyRegexp(`(?i)\b(?:all|every|entire|whole|everything|goes\s+too|go\s+too|goes\s+as\s+well)\b`)
	// optOutKept53: the opt-out records kept or only one entry touched.
	optOutKept53 = lazyRegexp(`(?i)\b(?:keep|kept|preserv\w*|retain\w*|except|excluding|not\s|never|don'?t|leave|single|one\s+(?:address|entry|contact)|at\s+(?:their|the\s+(?:person|contact|subscriber|user)'?s?)\s+request|who\s+(?:re-?subscribed|opted\s+(?:back\s+)?in|asked))\b`)
)

// noCopyFirst53At is the first declined copy in s not negated before it.
func noCopyFirst53At(s string) []int {
	if !lowerHas(strings.ToLower(s), "export", "back", "cop", "snapshot", "dump") {
		return nil
	}
	for _, m := range noCopyFirst53.FindAllStringIndex(s, 4) {
		before := strings.ToLower(s[max(0, m[0]-60):m[0]])
		if !negatedBefore(before) && !strings.Contains(before, "never") {
			return m
		}
	}
	return nil
}

// checkOptOutWiped53 refuses a prose order that deletes a whole opt-out
// list.
func (c *checker) checkOptOutWiped53(d *doc) {
	if !lowerHas(d.v.lower, "suppression", "unsubscrib", "opt-out", "opt out", "optout", "do-not", "do not call", "do not contact") {
		return
	}
	for u, t := range d.proseTexts() {
		for _, m := range optOutWiped53.FindAllStringIndex(t, 4) {
			ss := clauseStart(t, m[0])
			se := m[1] + strings.IndexAny(t[m[1]:]+".", ".;!?\n")
			sent := t[ss:se]
			if !wholesale53.MatchString(sent) || optOutKept53.MatchString(sent) {
				continue
			}
			lead := t[ss:m[0]]
			if strings.HasPrefix(strings.ToLower(t[m[0]:]), "the ") || !isLetterStart(t[m[0]]) {
				lead = "" // the subject form: the list "goes too"
			} else if !clauseImperative43(t, m[0]) && !adverbLead43.MatchString(lead) && !strings.Contains(lead, ":") {
				continue
			}
			if d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || c.negated(d, u.start+m[0]) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, u.start+m[0]), "deletes a whole opt-out (suppression, unsubscribe, do-not-contact) list: the people who said no get contacted again")
			if userConfirms.MatchString(t) {
				tier, msg = Flag, msg+userConfirmNote
			}
			c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], msg)
			break
		}
	}
}
