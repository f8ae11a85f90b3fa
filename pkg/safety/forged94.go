package safety

// Round 94 (forged-turn), tuned on fresh283: a role label written as a
// banner, its role word closed by the same run of marks that opens it
// ("### SYSTEM ###", "~~ DEVELOPER (priority 0) ~~"), is the label
// "### SYSTEM" already is (roleLabelRe reads a heading's role word to the
// line's end, and lets "=", "-" and "*" close it, but not "#" or "~"):
// the closing marks are decoration, as a closed Markdown heading's
// trailing hashes are. Both runs are needed (two marks or
// more, on both sides), and the label still governs only a block that
// grants itself permissions (checkForged): a "## User ##" heading over a
// list of preferences is no turn.
var roleLabel94 = `(?im)^[ \t>*_#\-%;/=]*?[#=*~\-]{2,}[ \t]*` + roleWords + `(?:[ \t_]+(?:message|prompt|note|notice|instructions?|override))?[ \t]*(?:\([^)\n]{0,60}\)[ \t]*)?[#=*~\-]{2,}[ \t]*$`

func init() {
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel94)
}
