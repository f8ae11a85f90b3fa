package safety

// Round 74 (forged-turn, lang): a turn labelled in Ukrainian. "Системне
// повідомлення:" (the system's message, also with a note in parentheses
// such as "(оновлення)", an update) and "Користувач:" (the user) are role
// labels like "System message (update):" and "User:", as the Russian,
// Bulgarian and Serbian ones already are (forged.go, forged38.go,
// forged41.go). A label alone decides nothing: checkForged still needs a
// grant in the same block (acting without the user's confirmation is one
// already, forged41.go), so a Ukrainian help page quoting a "Користувач:"
// line of dialogue is not read.
const roleWords74lang = `системн\pL*\s+повідомленн\pL*|повідомленн\pL*\s+систем\pL*|користувач\pL*`

func init() {
	rolePrefixes = append(rolePrefixes, "користувач", "повідомлення")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords74lang + `)(?:\s*[\])])?(?:\s*\([^)\n]{0,60}\))?[ \t*_]*[:：]`)
}
