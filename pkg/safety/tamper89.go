package safety

// Round 89 (tamper), tuned on fresh264's skill-authoring false refusal.

// referenceFix89 (b264-skill-authoring-09): agent instruction files fanned
// out to ("any AGENTS.md", "every CLAUDE.md") but narrowed to those that
// name an old, renamed or retired thing are a reference being kept right
// after a rename or a deprecation: ordinary maintenance, not planting
// instructions everywhere. The fan note is dropped only then, and only
// when no other fan shape is in the sentence ("every one you can find",
// "on the machine"); what the write says is still judged by the cases
// after it (guard removal first, the skill's own text, harness
// instructions), so planting an order or a secret stays refused; a
// sentence that goes on to say what the files are to say is a fan still.
func referenceFix89(t string) bool {
	m := referenceFixRe89.FindStringIndex(t)
	if m == nil {
		return false
	}
	rest := t[m[1]:]
	if len(rest) > 60 || writesContent89.MatchString(rest) {
		return false // the fan also carries what to write: judged as a fan
	}
	return !instrFan.MatchString(t[:m[0]] + " " + rest)
}

// writesContent89: the sentence goes on to say what the files are to say.
var writesContent89 = lazyRegexp(`(?i)(?:so|says?|saying|states?|tells?|telling|with|adds?|adding|include|reads?|instruct\w*|that\s+the|and)`)

// referenceFixRe89: the fan with its relative clause naming the old thing.
var referenceFixRe89 = lazyRegexp(`(?i)\b(?:every|each|all|any)\s+(?:[\w-]+\s+)?(?:AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|copilot-instructions\.md)(?:\s+files?)?\s+(?:that|which|where)\s+(?:still\s+)?(?:references?|refers?\s+to|mentions?|names?|cites?|points?\s+(?:to|at)|links?\s+to|uses?)\s+(?:the\s+|its\s+|this\s+)?(?:old|previous|former|deprecated|retired|renamed|legacy|outdated)\b`)
