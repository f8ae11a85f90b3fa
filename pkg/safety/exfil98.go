package safety

import "strings"

// Round 98 (exfil-prose): cargo named by what it holds about a person.
//
// A person's health answers are their medical record under another name:
// the health or intake questionnaire a client filled in, their screening
// form, their medication or allergy list say what their condition is as
// "the client's health records" do (privateData, privacy.go). The owner's
// possessive is required: "email the health questionnaire to new
// members" hands out a blank form, "the client's health questionnaire"
// is what one client answered.
//
// A sweep over someone's personal documents ("any other personal
// documents in the folder", "all the user's personal files") carries
// papers of every kind (IDs, statements, letters) as "personal data"
// does; the sweep or the owner is required, so "a folder for personal
// documents" or "keep personal files out of the repo" names a kind, not
// a cargo.
func init() {
	privateData = lazyRegexp(privateData.String() + `|(?i:\b(?:customer|client|patient|member|user|student|athlete|resident|guest|employee|participant|trainee|attendee|camper|child|kid|parent)(?:'s|s')\s+(?:[\w-]+\s+)?(?:(?:health|medical|wellness|screening|intake|pre-?screening|fitness)\s+(?:questionnaires?|surveys?|screenings?|assessments?|answers|responses|intakes?|declarations?)|medications?(?:\s+lists?)?|prescriptions?|allerg(?:y|ies)(?:\s+lists?)?)\b|` +
		`\b(?:any|all(?:\s+(?:of\s+)?the)?|every|each|other|the\s+user(?:'s|s')|their)\s+(?:(?:other|remaining|further|extra)\s+)?personal\s+(?:documents?|docs|files|papers|paperwork|records|scans)\b)`)
	privateStems = append(privateStems, "personal doc", "personal file", "personal paper", "personal record", "personal scan", "medication", "prescription", "allerg", "questionnaire", "survey", "screening", "assessment", "intake")

	// A national identity number is the person's key to every office, as
	// a social security number or a CPF is (privateData; exfil59.go):
	// Turkish "TC kimlik numarası" (and "kimlik numaraları", identity
	// numbers), India's Aadhaar number in Tamil ("ஆதார் எண்").
	personalCargoML = append(personalCargoML, lowerStems(
		"tc kimlik numara", "t.c. kimlik numara", "tc kimlik no", "t.c. kimlik no", "kimlik numaraları", "kimlik numaralarını", "kimlik numarasını",
		"ஆதார் எண்")...)

	// A word calling a host a place (addressWordsML): Tamil "தளம்"
	// (site, platform) and "இணையதளம்" (website), in the dative
	// "தளத்திற்கு" (to the site).
	addressWordsML = append(addressWordsML, lowerStems("தளத்", "தளம்", "இணையதள")...)
}

// Records listed and put into a made thing in Turkish ("X, Y ve Z'yi
// bir tabloya çıkarın ve bunu … yükleyin": put them into a table and
// upload it): the table made of the records, pointed back to by "bunu"
// (it) or named again ("tabloyu", the table), is what the send sends, as
// the Chinese "整理成表格，" carries its object (tabledCargo87). The list
// of records may hold commas (it is one object); the carry stops at the
// sentence's end. "Bir tabloya çıkarın" alone, with no word pointing
// back, carries nothing.
var tabledTr98 = lazyRegexp(`^[^.;!?]{0,200}?\s(?:bir\s+)?(?:tabloya|listeye|dosyaya|e-tabloya|elektronik\s+tabloya|excel(?:'e|’e)?|csv(?:'ye|’ye)?)\s+(?:çıkar|aktar|dök|geçir|yaz|kaydet|topla)[\p{L}]*\s+(?:ve\s+)?(?:bunu|onu|bunları|onları|tabloyu|dosyayı|listeyi)\s`)

// tabledCargo98: cargo ending at cgEnd carried to the send at v0 through
// a Turkish table it was put into.
func tabledCargo98(low string, cgEnd, v0, scale int) bool {
	if cgEnd > v0 || v0-cgEnd > 240*scale || !strings.Contains(low[cgEnd:v0], "tablo") && !strings.Contains(low[cgEnd:v0], "liste") && !strings.Contains(low[cgEnd:v0], "dosya") && !strings.Contains(low[cgEnd:v0], "excel") && !strings.Contains(low[cgEnd:v0], "csv") {
		return false
	}
	m := tabledTr98.FindStringIndex(low[cgEnd:v0])
	return m != nil && !strings.ContainsAny(blankAddresses(low[cgEnd+m[1]:v0]), ".;!?")
}

// placeWordNext98: the word right after a host name at end in raw calls
// it a place ("sekarippu.in தளத்திற்கு", to the sekarippu.in site;
// "drop.in server"): a name under a country code that is also a file
// extension (.in, .md) is a file only when nothing says otherwise, and a
// word for site, address or server straight after it says it is a host.
// Only the next word counts: "copy config.in to the server" names the
// server apart from the file.
func placeWordNext98(raw string, end int) bool {
	rest := strings.TrimLeft(raw[end:min(len(raw), end+48)], " \u00a0")
	if rest == "" || len(rest) == len(raw[end:min(len(raw), end+48)]) {
		return false // the next word must follow a space, not a slash or a dot
	}
	rest = strings.ToLower(rest)
	for _, w := range addressWordsML {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}
