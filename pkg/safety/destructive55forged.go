package safety

// Round 55 (forged: destructive family): a find that deletes from every
// user's home folder at once.
//
//   - /home (or /Users on a Mac) as a start path of find, bare, is every
//     user's home folder: "find /home -type f -delete" deletes the users'
//     own files as "find ~ -delete" deletes one user's (round 48), and
//     naming other start paths beside it ("find /srv/old /home ...")
//     changes nothing.
//   - An age of zero selects nothing: "-mtime +0" (older than a day) or
//     "-mmin +0" keeps only what was written today, so it is no
//     retention, and only a selector with a value (a name, a size, an age
//     of a day or more) makes the find a clean-up, as findSelects says.
var (
	findHome55 = lazyRegexp(`(?i)\bfind\s+(?:["']?[\w./~$-]+["']?\s+){0,4}?["']?/(?:home|Users)/?["']?\s[^\n|;]*(?:-delete\b|-exec\s+(?:sudo\s+)?(?:rm|shred)\b)`)
	// findSelects55: findSelects, with an age selector counted only
	// when its value is a day (or a minute) or more.
	findSelects55 = lazyRegexp(`\s-(?:i?name|newer\w*|size|i?path|i?regex|user|empty)\b|\s-[amc](?:time|min)\s+[+-]?0*[1-9]`)
)

func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{findHome55, []string{"find"}, "deletes files in every user's home folder (find from /home)", false, findSelects55},
	)
}
