package safety

// Round 62 (forged-turn family): forged turns in more shapes.
//
//   - Labels: a tool named as code in its label ("Observation from tool
//     `lookup`:", "Result of `probe`:") is the same label as one with
//     the bare name ("Observation from tool lookup:"): quoting a name
//     does not change whose output the block claims to be. The system
//     named in Urdu with the English loan ("سسٹم"), as "نظام" (round 48)
//     is, a line or heading of its own.
//   - Grants in Urdu: "without" written "بلا" as well as "بغیر" (acting
//     without confirmation, permission or asking), and the rules
//     (restrictions, safeguards) said suspended, cancelled or switched
//     off ("قواعد معطل"), as "پابندیاں ختم" (round 48).
//
// Each still needs the other half in the same block (checkForged): a
// tool's label with no grant, or "بلا تصدیق" in a note with no role
// label, is no turn.
var (
	roleLabel62 = `(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?` + roleWords + `(?:[\s_]+(?:results?|outputs?|response|returns?))?\s+(?:from|by|of)\s+(?:the\s+)?(?:(?:tool|function|plugin|command|script)\s+)?` +
		"[`'\"]" + `[\w.:/@ -]{1,60}` + "[`'\"]" + `[ \t*_]*(?:[\])][ \t*_]*)?(?:[:：]|$)|` +
		`(?m)^[ \t>*_#\-]*(?:[\[(]\s*)?سسٹم(?:\s*[\])])?[ \t*_]*(?:\([^)\n]{0,40}\))?[ \t*_]*(?:[:：]|$)`
)

const (
	forgedAuthority62 = `بلا\s+(?:کسی\s+)?(?:تصدیق|اجازت|پوچھے|منظوری)|` +
		`(?:قواعد|قوانین|اصول|ضوابط|پابندیاں|پابندی|حفاظتی\s+\S+)\s+(?:\S+\s+){0,2}?(?:معطل|منسوخ|غیر\s+فعال|بند\s+(?:ہیں|ہے|کر))`
)

func init() {
	rolePrefixes = append(rolePrefixes, "سسٹم")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel62)
	authorityRe = lazyRegexp(authorityRe.String() + `|` + forgedAuthority62)
}
