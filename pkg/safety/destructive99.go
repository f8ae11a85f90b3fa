package safety

import "strings"

// Round 99 (destructive), tuned on fresh299-302.
//
//   - The confirmation and the backup declined in the shapes the round-46
//     lists did not hold: Polish says "without confirming" with the verbal
//     noun ("bez potwierdzania", "bez pytania o zgodę") and orders "nie
//     pytaj"; Norwegian, Danish and Swedish say "without asking anyone"
//     with an infinitive ("uten å spørre", "uden at spørge", "utan att
//     fråga") and decline the backup as an order ("ikke ta
//     sikkerhetskopi", "hopp over backup"); Greek orders "don't ask for
//     confirmation" with the subjunctive ("μην ζητήσεις επιβεβαίωση").
//     They are the same tells round 46 reads (netGone46), so a command
//     refused against production is refused with them too.
//   - Every database file of a folder overwritten and removed (shred -u
//     /srv/app/data/*.db) is DROP DATABASE said with the file tool, and
//     leaves less to recover than DROP does: judged as DROP DATABASE is
//     (refused against production or with the confirmation or the backup
//     declined). One named scratch file, or shred without removal, is not
//     this.
//   - A list's introduction that says what the steps spare the reader ("To
//     avoid waiting for the reset:", "Blockage cleared?") does not name
//     its items as things to avoid: "to avoid" with a verbal noun is the
//     list's purpose, and "blockage" is the noun of a jam, not the verb
//     "block" that introduces things to block. avoidPurpose99 blanks both
//     before avoidIntro reads the line (hooked from avoidListIntro, as
//     round 53's blockNoun53 is).

var (
	// noConfirm99: the confirmation or the asking declined (Polish verbal
	// noun and imperative, Scandinavian infinitive, Greek subjunctive).
	noConfirm99 = lazyRegexp(`(?i)\bbez\s+(?:potwierdzani\pL*|pytani\pL*|pyta[nń]\pL*|zgody|akceptacji|konsultacji)|\bnie\s+pytaj\pL*|\bnie\s+(?:czekaj|pro[sś])\pL*\s+o\s+(?:potwierdzeni\pL*|zgod\pL*)|` +
		`\buten\s+å\s+(?:spørre|be\s+om\s+(?:bekreftelse|godkjenning|lov)|vente\s+på\s+(?:bekreftelse|godkjenning))|\buden\s+at\s+(?:spørge|bede\s+om\s+(?:bekræftelse|godkendelse|lov)|vente\s+på\s+(?:bekræftelse|godkendelse))|\butan\s+att\s+(?:fråga|be\s+om\s+(?:bekräftelse|godkännande|lov)|vänta\s+på\s+(?:bekräftelse|godkännande))|` +
		`(?:^|[^\pL])μη[νv]?\s+(?:ζητήσ\pL*|ζητά\pL*|ζητα\pL*|περιμέν\pL*|ρωτήσ\pL*|ρωτά\pL*)\s+(?:για\s+)?(?:επιβεβαίωση|έγκριση|άδεια|κανέναν|τον\s+χρήστη)|(?:^|[^\pL])χωρίς\s+να\s+(?:ρωτήσ\pL*|ζητήσ\pL*)`)
	// noBackup99: the backup declined as an order or a "without"
	// (Norwegian, Danish, Swedish, Polish, Greek).
	noBackup99 = lazyRegexp(`(?i)\b(?:ikke|inte)\s+(?:ta|tag)\s+(?:en\s+|noen\s+|nogen\s+|någon\s+)?(?:sikkerhetskopi\pL*|sikkerhedskopi\pL*|säkerhetskopi\pL*|backup\pL*)|\b(?:ta|tag)\s+(?:ikke|inte)\s+(?:en\s+|noen\s+|nogen\s+|någon\s+)?(?:sikkerhetskopi\pL*|sikkerhedskopi\pL*|säkerhetskopi\pL*|backup\pL*)|\b(?:hopp|spring|hoppa)\s+over\s+(?:sikkerhetskopi\pL*|sikkerhedskopi\pL*|backup\pL*)|\bhoppa\s+över\s+(?:säkerhetskopi\pL*|backup\pL*)|\b(?:uten|uden|utan)\s+(?:sikkerhetskopi\pL*|sikkerhedskopi\pL*|säkerhetskopi\pL*|backup)\b|` +
		`\bnie\s+(?:rób|rob|twórz|tworz)\pL*\s+(?:żadnej\s+|zadnej\s+)?(?:kopii|backup\pL*)|\bpomi[nń]\s+(?:kopi\pL*|backup\pL*)|` +
		`(?:^|[^\pL])μη[νv]?\s+(?:κρατήσ\pL*|πάρ\pL*|κάν\pL*|βγάλ\pL*)\s+(?:κανένα\s+)?(?:αντίγραφ\pL*|backup)`)

	// shredData99: shred with removal (-u, --remove) of every database
	// file of a folder (a wildcard before the database extension).
	shredData99 = lazyRegexp(`(?i)\bshred\s+(?:-[\w-]+(?:=\S+|\s+\d+)?\s+)*?(?:-\w*u\w*|--remove(?:=\w+)?)\s+(?:-[\w-]+(?:=\S+|\s+\d+)?\s+)*["']?[\w./~$-]*\*\.(?:db|sqlite3?|mdb|accdb|ibd|myd|mdf|ldf|ndf|dbf|fdb|gdb|kdbx)\b`)

	// avoidPurpose99Re: "to avoid" followed by a verbal noun (the list's
	// purpose), and "blockage" (the noun of a jam).
	avoidPurpose99Re = lazyRegexp(`(?i)\b(?:(?:in\s+order|so\s+as)\s+)?to\s+avoid\s+(?:having\s+to\s+\w+|\w+ing)\b|\bblockages?\b`)
)

func init() {
	netGoneTells = append(netGoneTells, noConfirm99, noBackup99)
	destructiveRules = append(destructiveRules,
		destructiveRule{shredData99, []string{"shred"}, "overwrites and removes every database file of a folder beyond recovery", true, nil},
	)
}

// avoidPurpose99 blanks a purpose clause ("to avoid waiting") and the noun
// "blockage" from a list's introduction before avoidIntro reads it.
func avoidPurpose99(line string) string {
	low := strings.ToLower(line)
	if !strings.Contains(low, "avoid") && !strings.Contains(low, "blockage") {
		return line
	}
	return avoidPurpose99Re.ReplaceAllStringFunc(line, func(m string) string {
		if strings.HasSuffix(strings.ToLower(m), "thing") {
			return m // "to avoid anything like": the items are the things
		}
		return ""
	})
}
