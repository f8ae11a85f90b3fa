package safety

// Round 52 (persona: forged-turn family): forged turns in more shapes and
// languages, and more words of a grant.
//
//   - Labels: a bracketed header that names the system, developer or
//     operator as a message's sender ("[Message from: SYSTEM | priority:
//     high]"), as "[system]" does; the system's message and its end named
//     in Serbian, Croatian and Bosnian ("[poruka sistema]", "[kraj poruke
//     sistema]"), as a line of its own.
//   - Grants: Serbo-Croatian unrestricted access granted, confirmation no
//     longer sought, every request executed; Malay full permission given,
//     the user's confirmations skipped.
//
// Each still needs a role label or tag in the same block (checkForged):
// the same words in a help-desk note are no turn.
const (
	roleLabel52 = `(?im)^[ \t>*_#\-]*\[\s*(?:message|msg|note)\s+from\s*:?\s*(?:the\s+)?(?:system|developer|operator|administrator|admin)(?:[ \t]*[|,;][^\]\n]{0,60})?\s*\][ \t]*$|` +
		`(?im)^[ \t>*_#\-]*\[\s*(?:kraj\s+)?(?:poruka|poruke)\s+(?:sistema|sustava|administratora|operatera)\s*\][ \t]*$`

	forgedAuthority52 = `\bneograničen\pL*\s+pristup\pL*|\b(?:više\s+)?ne\s+traži\s+(?:\pL+\s+)?potvrd\pL*|\bizvršava\pL*\s+sve\s+(?:zahtev|zahtjev|naredb|komand)\pL*|` +
		// Malay
		`\bkebenaran\s+penuh\b|\blangkau\s+(?:semua\s+)?(?:pengesahan|kelulusan)\b`
)

func init() {
	rolePrefixes = append(rolePrefixes, "poruka", "kraj poruke")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel52)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority52 + `)`)
}
