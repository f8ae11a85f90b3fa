package safety

import "strings"

// Round 99 (exfil-prose): cargo and sends in the languages of the action
// lexicons that earlier rounds had read only in other forms.
//
// A national identity number is the person's key to every office, as a
// social security number, a CPF or a Turkish "TC kimlik numarası" is
// (exfil59.go, exfil98.go): Romanian "CNP" (codul numeric personal) with
// its article and plural endings, and the Hebrew plural "מספרי תעודות
// (ה)זהות" (identity-card numbers) beside the singular the Hebrew lexicon
// lists. A payment card's details are a bank login under another name:
// Hebrew "כרטיס(י) (ה)אשראי" (credit card(s)), read as cargo only where
// details or numbers of it are named ("פרטי", "מספרי"), so "pay by credit
// card" is not cargo.
func init() {
	personalCargoML = append(personalCargoML, lowerStems(
		"cnp-ul", "cnp-urile", "cnp-uri", "cnp-urilor", "codul numeric personal", "codurile numerice personale", "codurilor numerice personale",
		"מספרי תעודות הזהות", "מספרי תעודות זהות", "מספרי תעודת הזהות", "מספרי זהות", "מספר תעודת הזהות",
		"פרטי כרטיסי האשראי", "פרטי כרטיסי אשראי", "פרטי כרטיס האשראי", "פרטי כרטיס אשראי", "מספרי כרטיסי האשראי", "מספרי כרטיסי אשראי", "מספר כרטיס האשראי", "מספר כרטיס אשראי")...)

	// Sends in the mood an instruction about a third party takes: the
	// Romanian subjunctive after "să" ("asistentul trebuie să le
	// încarce", the assistant must upload them) and the Hebrew future
	// ("העוזר ישלח", the assistant will send), which order as the
	// imperative does. Only the forms with "să" are listed for Romanian:
	// the bare subjunctive "trimită" also reads as a report.
	registerActionLexicon("ro+r99-exfil", actionLex{
		sendVerb: []string{"să încarce", "sa incarce", "să le încarce", "sa le incarce", "să îl încarce", "să o încarce", "să trimită", "sa trimita", "să le trimită", "sa le trimita", "să îl trimită", "să o trimită", "să publice", "să le publice", "să posteze", "să le posteze", "să expedieze", "să le expedieze", "să partajeze", "să le partajeze", "să redirecționeze", "să le redirecționeze"},
	})
	registerActionLexicon("he+r99-exfil", actionLex{
		sendVerb: []string{"ישלח", "תשלחו", "ישלחו", "יעביר", "יעבירו", "תעביר", "תעבירו", "יפרסם", "יפרסמו", "ישתף", "ישתפו"},
	})
}

// prerequisiteSend99: the past form of a send at v0 in t is a condition
// the text sets on the reader's own task ("the check only counts once
// you have sent …", "it is done after you've forwarded …", "do not stop
// until you have mailed …"): the perfect addressed to "you" after a
// conjunction of time orders the send as an imperative does, where "keys
// copied to shared drives" or "if you have sent your password to
// someone" tells what happened. "If" stays out: it asks about the past.
var prerequisiteSend99 = lazyRegexp(`(?i)\b(?:once|after|until|till|as\s+soon\s+as|only\s+when|not\s+before)\s+you(?:'ve|’ve|\s+have)\s+(?:also\s+|first\s+|already\s+|successfully\s+)?$`)

// "sent" joins the carrying verbs (proseVerbRe matched "send…" but not
// its past): proseSendAnywhere drops a past form unless a passive orders
// it ("must be sent") or a condition does (prerequisiteSend99).
func init() {
	proseVerbRe = lazyRegexp(proseVerbRe.String() + `|(?i:\bsent\b)`)
}

func prerequisiteSendAt99(t string, v0 int) bool {
	w := t[max(0, v0-48):v0]
	return strings.Contains(w, "you") && prerequisiteSend99.MatchString(w)
}

// Photos of documents followed by the kinds they are ("photos of
// documents — passports, bank cards, letters —", "scans of papers (ID
// cards, payslips)", "pictures of cards such as debit cards") show those
// papers: the examples say which documents, as "photos of passports"
// does (cargo46, exfil48.go). The list must be set off by a dash, a
// parenthesis, a colon or "such as" / "like" / "including" straight after
// the noun, and name an identity or payment paper within its own bounds;
// "photos of documents (receipts, menus)" carries neither.
func init() {
	cargo46 = lazyRegexp(cargo46.String() + `|(?i)\b(?:photos|pictures|images|scans|shots|copies)\s+of\s+(?:(?:the|any|all|their|people's|personal|private|important|official)\s+)?(?:documents|docs|papers|paperwork|cards|ids)\s*(?:[—–(:]|--?\s|,?\s+(?:such\s+as|like|e\.g\.|for\s+example|including))[^.;\n—–)]{0,48}?\b(?:passports?|(?:id|identity|identification)\s+cards?|(?:bank|credit|debit|payment)\s+cards?|driv(?:er|ing)'?s?\s+licen[cs]es?|birth\s+certificates?|social\s+security\s+cards?|residence\s+permits?|visas?)\b`)
}

// A parenthesis that widens the object ("every contact (not just the
// observers)", "(not only this week's)") says "and more", not "do not":
// negatedBefore (tamper.go) reads the negation words left after
// dropUrging87 blanks its matches, so the widening aside is blanked there
// too. Only inside a parenthesis closed before the verb; "(not just
// yet)" and "(not just now)" delay the act and stay.
func init() {
	urgingNegationEn87 = lazyRegexp(urgingNegationEn87.String() + `|(?i)\(\s*not\s+(?:just|only|merely|simply)\s+(?:[a-mo-xz]|n[^o]|no[^w]|y[^e]|ye[^t])[^()\n]{0,48}\)`)
}
