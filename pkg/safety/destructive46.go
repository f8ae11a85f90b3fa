package safety

// Round 46 (destructive family):
//
//   - A confirmation the text declines is no gate: "don't ask for
//     confirmation" holds the words of "ask for confirmation", and read
//     as a gate it turned a wipe ordered without one into a flag. Only a
//     confirmation asked for, not negated, softens a destructive command.
//   - Every collection of a database listed and each one dropped
//     (db.getCollectionNames().forEach(c => db[c].drop())) is the
//     database dropped: judged as dropDatabase is.
//   - Production, running without confirmation and declining the backup
//     in more languages (Romanian, Norwegian, Finnish, Polish, Czech,
//     Russian, Turkish, Indonesian, Hungarian, Greek): the same tells the
//     round-39 and round-45 readings take in English.

func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)\b(?:getCollectionNames|listCollectionNames|list_collection_names|collection_names)\s*\(\s*\)[^\n]*?(?:\.drop\s*\(\s*\)|\bdrop_collection\s*\()`),
			[]string{"collection"}, "drops every collection of the database", true, nil},
	)
}

// confirmGated46: s asks for the user's confirmation, in words that are
// not negated ("don't ask for confirmation" is the opposite of a gate).
func confirmGated46(s string) bool {
	for _, m := range userConfirms.FindAllStringIndex(s, 8) {
		if !negatedBefore(s[max(0, m[0]-60):m[0]]) {
			return true
		}
	}
	return false
}

var (
	// prod46: production in languages prodMarker lacks.
	prod46 = lazyRegexp(`(?i)\bproduc[țţt]i[ea]\pL*|\bde\s+produc[țţt]ie\b|\bproduksjon\w*|\bproduktionsmilj\w*|\btuotanto\w*|\bprodukcyjn\pL*|\bprodukční\pL*|\bproduksi\b|\béles\s+(?:környezet|rendszer|adatbázis|szerver)\pL*|παραγωγ\pL*`)
	// noConfirm46: run without confirmation or without asking, in
	// languages noConfirmRe lacks.
	noConfirm46 = lazyRegexp(`(?i)\bf[ăa]r[ăa]\s+(?:a\s+)?(?:(?:s[ăa]\s+)?(?:mai\s+)?(?:ceri|cere|cerere|a\s+cere)\s+)?(?:confirmare|s[ăa]\s+(?:mai\s+)?(?:[îi]ntrebi|ceri))\b|\bilman\s+(?:vahvistusta|kysymättä)\b|\bbez\s+(?:pytania|potwierdzenia|potvrzení|potvrzeni|ptaní)\b|\bбез\s+(?:подтверждени\pL*|вопрос\pL*|спрос\pL*)|\bonay\s+(?:almadan|istemeden|sormadan)\b|\bsormadan\b|\btanpa\s+(?:konfirmasi|bertanya|persetujuan)\b|\bmegerősítés\s+nélkül\b|\bχωρίς\s+(?:επιβεβαίωση|ερώτηση)\b`)
	// noBackup46: the backup declined, in languages noBackup45 lacks.
	noBackup46 = lazyRegexp(`(?i)\bnu\s+(?:e|este)\s+nevoie\s+de\s+(?:backup|copi[ei]\s+de\s+(?:siguran[țţt][ăa]|rezerv[ăa]))\b|\bf[ăa]r[ăa]\s+(?:backup|copie\s+de\s+(?:siguran[țţt][ăa]|rezerv[ăa]))\b|\bilman\s+varmuuskopio\w*|\bbez\s+(?:kopii\s+zapasowej|zálohy|zalohy|backupu)\b|\bбез\s+(?:бэкап\pL*|резервн\pL*\s+коп\pL*)|\byedek\s+(?:almadan|almaya\s+gerek\s+yok)\b|\bbiztonsági\s+mentés\s+nélkül\b|\bχωρίς\s+(?:αντίγραφο\s+ασφαλείας|backup)\b`)
)

// netGone46: s names production, or orders the run without confirmation
// or without a backup, in the languages of the round-46 lists; none
// negated right before, in English or another language.
func netGone46(s string) bool {
	for _, re := range netGoneTells {
		for _, m := range re.FindAllStringIndex(s, 4) {
			if !negatedBefore(s[max(0, m[0]-60):m[0]]) && !negatedClauseML(s[max(0, m[0]-80):m[0]]) { // session 52: destructive51.go
				return true
			}
		}
	}
	return false
}

// netGoneTells: the patterns netGone46 reads; later rounds add their
// languages' (misc51.go).
var netGoneTells = []*lazyRE{prod46, noConfirm46, noBackup46}

// checkDestroyNoNet46 refuses a production-only destructive command that
// the older readings left because its words were in another language:
// production named, the confirmation or the backup declined.
func (c *checker) checkDestroyNoNet46(d *doc) {
	c.destroyWithoutNet(d, netGone46, netTaken45, confirmGated46,
		"destroys a data store or infrastructure (a command refused against production) against production or with the confirmation or backup declined, said in another language")
}
