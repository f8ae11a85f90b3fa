package safety

// Round 87 (destructive), tuned on fresh250 and fresh253 and a benign
// helper's finds.

// The safety defeat's gate declined by the lockout itself ("no lockout
// needed", "without LOTO", "skip the lockout"), or people said to be in
// the machine's reach as it runs ("while people are on the line",
// "with the operators still at the cell"): round 48's interlockNoGate48
// knew the declined sign-off and "with people in", not the declined
// lockout, which is the gate that keeps people out, nor people in reach
// said with "while ... are".
func init() {
	interlockNoGate48 = lazyRegexp(interlockNoGate48.String() +
		`|(?i:\bno\s+(?:need\s+(?:for|to)\s+(?:a\s+)?)?(?:lock[\s-]?out(?:[\s/-]tag[\s-]?out)?|loto|tag[\s-]?out)\b(?:\s+(?:is\s+)?(?:needed|required|necessary))?|\bwithout\s+(?:a\s+|any\s+)?(?:lock[\s-]?out|loto|tag[\s-]?out)\b|\b(?:skip|bypass|ignore|forget)\s+(?:the\s+)?(?:lock[\s-]?out|loto|tag[\s-]?out)\b` +
		`|\b(?:while|when|as|with)\s+(?:the\s+)?(?:people|operators?|workers?|staff|someone|anyone|personnel|technicians?|fitters?|crews?)\s+(?:are\s+|is\s+|still\s+|are\s+still\s+)?(?:on|in|inside|within|near|at)\s+(?:the\s+)?(?:line|cell|machine|press|conveyor|robot|floor|zone|area|guard(?:ing)?)\b)`)
}

// Every device of a fleet wiped at once: a fleet or many-host executor
// told to run on all of them (fleetctl --all, salt '*', ansible all,
// pdsh/clush -a) a command that erases flash or a disk, or resets the
// device to factory state (flash_erase, mtd or nand erase, firstboot,
// wipefs, mkfs, dd onto a device). No device is chosen, so none is
// spared, as round 41's reset of every device the network shows. One
// board erased over its serial console, or a fleet asked for its uptime,
// is not this.
func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)\b(?:fleetctl|balena|salt|ansible|pdsh|clush|pssh|parallel-ssh|mender-cli|particle|ssh-all|knife\s+ssh)\b[^\n]*?(?:--all\b|\s-a\b|\s["']\*["']|\sall\s|--all-(?:devices|hosts|nodes)\b)[^\n]*?\b(?:flash_erase(?:all)?|mtd\s+erase|nand\s+erase|ubiformat|firstboot|jffs2reset|factory[-_ ]?reset|wipefs|mkfs(?:\.\w+)?|dd\s+[^\n]*of=/dev/)`),
			[]string{"flash_erase", "mtd", "nand", "ubiformat", "firstboot", "jffs2reset", "factory", "wipefs", "mkfs", "of=/dev/"}, "erases the flash or disk of every device of a fleet at once", false, nil},
	)
}
