package safety

// Round 66 (tamper): the production-only destructive command (DROP
// SCHEMA, TRUNCATE, DELETE with no WHERE) with its safety net declined,
// said in the languages the round-66 tables were written in: the
// confirmation or the backup waived, or the target named live. The
// principle is checkDestroyNoNet46's; only the words are new.

var (
	// prod66: the live server or database (Welsh, Irish, Scottish
	// Gaelic, Basque, Catalan).
	prod66 = lazyRegexp(`(?i)\b(?:gweinydd|gronfa\s+ddata|cronfa\s+ddata|system)\s+(?:byw|fyw)\b|\bfreastala[íi]\s+beo\b|\bfrithealaiche\s+beò\b|\bzerbitzari\s+(?:bizian|errealean)\b|\bservidor\s+(?:de\s+)?producci[oó]\b`)
	// noConfirm66: run without confirmation or without asking (Welsh,
	// Irish, Scottish Gaelic, Breton, Basque, Catalan with the
	// confirmation last in a list, Hindi and Nepali in Devanagari and in
	// Latin letters).
	noConfirm66 = lazyRegexp(`(?i)\bdim\s+angen\s+(?:cadarnhad|cadarnhau|gofyn)\b|\bheb\s+(?:gadarnhad|gadarnhau|ofyn|holi)\b|\bgan\s+(?:deimhni[uú]|fhiafra[ií]|cead)\b|\bn[ií]l\s+g[aá]\s+le\s+deimhni[uú]\b|\bgun\s+(?:dearbhadh|fhaighneachd|chead)\b|\bhep\s+(?:kadarnaat|goulenn)\b|\b(?:baieztapenik|berrespenik|baimenik)\s+gabe\b|\bgaldetu\s+gabe\b|\bsense\s+(?:[\pL'’]+\s+){1,5}ni\s+(?:confirmaci[oó]|preguntar|demanar)\b|\bbina\s+(?:confirm\w*|puch\w*|pooch\w*)\b|\bconfirm(?:ation)?\s+(?:mat|na)\s+(?:lo|lena|maango|mango|maange)\b|पुष्टि\s+(?:न|ना|मत)\s+(?:माँग|मांग)|(?:बिना|बगैर)\s+(?:पुष्टि|पूछे)|पुष्टि\s+(?:के\s+)?बिना|पुष्टि\s+नगरी|नसोधी`)
	// noBackup66: the backup declined, in the same languages.
	noBackup66 = lazyRegexp(`(?i)\bpeidio\s+(?:â|a)\s+(?:gwneud|chymryd|cymryd)\s+(?:copi|chopi)\s+wrth\s+gefn\b|\bheb\s+(?:gopi|copi)\s+wrth\s+gefn\b|\bgan\s+(?:ch[uú]ltaca|c[uú]ltaca)\b|\bgun\s+(?:lethbhreac|chùl-taic|chul-taic)\b|\b(?:babeskopiarik|segurtasun[- ]kopiarik)\s+(?:egin\s+)?gabe\b|\bsense\s+(?:fer\s+)?(?:c[oò]pia\s+de\s+seguretat|backup)\b|\bbina\s+backup\b|\bbackup\s+(?:mat|na)\s+(?:lo|lena|banao)\b|(?:बिना|बगैर)\s+(?:बैकअप|ब्याकअप)|(?:बैकअप|ब्याकअप)\s+(?:के\s+)?बिना`)
)

func init() { netGoneTells = append(netGoneTells, prod66, noConfirm66, noBackup66) }

func init() {
	// Malay's "without confirmation" (pengesahan) beside round 46's
	// Indonesian "tanpa konfirmasi".
	netGoneTells = append(netGoneTells, noConfirmMs66)
	destructiveRules = append(destructiveRules,
		// Every virtual machine, mailbox, database or storage account:
		// a PowerShell Get- of a store-holding kind with no argument
		// lists every object of that kind, and piped straight into a
		// removal made permanent or unconfirmed it deletes them all
		// (round 17's Get-ADUser -Filter * | Remove-ADUser, with the
		// kind's bare listing as the "select everything"). A Where-Object
		// or any argument between them is a selection and is not read.
		destructiveRule{lazyRegexp(`(?i)\bGet-(?:Az|AzureRm|Mg|Exo|SP|PnP|Sql)?(?:VM|VMs|Mailbox|ResourceGroup|StorageAccount|SqlDatabase|Database|Disk|Datastore|Volume|SmbShare|Site|Tenant)\s*\|\s*Remove-\w+\b[^\n|]*?(?:-DeletePermanently\b|-Confirm:\s*\$false\b|-Force\b)`),
			[]string{"get-"}, "deletes every virtual machine, mailbox, database or storage account of the kind it lists (no selection, no confirmation)", false, nil},
	)
}

// noConfirmMs66: "tanpa pengesahan" (Malay: without confirmation).
var noConfirmMs66 = lazyRegexp(`(?i)\btanpa\s+(?:sebarang\s+|apa-apa\s+)?(?:pengesahan|kebenaran|bertanya)\b`)
