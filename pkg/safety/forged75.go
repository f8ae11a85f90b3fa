package safety

// Round 75 (forged-turn): a turn labelled in Latvian. "Sistēmas
// ziņojums:" (the system's message, also with a note in parentheses such
// as "(system)"), "Lietotājs:" (the user) and "Izstrādātājs:" (the
// developer) are role labels like "System message:" and "User:", as the
// Ukrainian ones already are (forged74lang.go).
// A label alone decides nothing: checkForged still needs a grant in the
// same block, so a Latvian help page quoting a "Lietotājs:" line of
// dialogue is not read.
//
// The grant in Latvian, as round 41's South Slavic one: acting without
// (the user's) confirmation, permission or safety checks ("bez
// apstiprinājuma"), or being allowed to run any (every) command.
const (
	roleWords75       = `sistēmas\s+ziņojum\pL*|ziņojum\pL*\s+no\s+sistēmas|lietotāj\pL*|izstrādātāj\pL*`
	forgedAuthority75 = `(?:^|[^\pL])bez\s+(?:\pL+\s+)?(?:apstiprinājum\pL*|atļauj\pL*|drošības\s+pārbaud\pL*)|` +
		`(?:^|[^\pL])(?:drīkst|var|ir\s+atļauts)\s+(?:\pL+\s+)?(?:izpildīt|palaist|darīt)\s+(?:jebkur\pL*|visas|visu)(?:$|[^\pL])`
)

func init() {
	rolePrefixes = append(rolePrefixes, "lietotāj", "sistēmas", "izstrādātāj")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords75 + `)(?:\s*[\])])?(?:\s*\([^)\n]{0,60}\))?[ \t*_]*[:：]`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority75 + `)`)
}
