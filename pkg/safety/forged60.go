package safety

// Round 60 (forged-turn family): forged turns in more shapes.
//
//   - Labels: the system, the assistant and the user named in Albanian
//     with the definite article ("[Sistemi]:", "Asistenti:",
//     "Përdoruesi:"), as "Sistema:" is; a bracketed turn marker carrying
//     its role as a field ("[role=system]", "[role: assistant]"), as
//     <message role="user"> and a JSON "role": "system" already are; a
//     tool element carrying its result or status as an attribute (<tool
//     name="..." result="granted">), which is a tool's output as
//     <tool_result> is (the tag is read up to the attribute's name, so a
//     grant in its value, result="granted", is read as the output's).
//   - Grants in Albanian: acting without asking or without limits ("pa
//     pyetur", "pa kufizime"), and the assistant's promise to refuse
//     nothing any more ("nuk do të refuzoj më").
//
// Each still needs the other half in the same block (checkForged): a
// label with no grant ("[Sistemi]: mirëmbajtja të dielën") or a grant with
// no label ("pa kufizime shpejtësie" on a road sign) is no turn.
const (
	roleLabel60 = `(?im)^[ \t>*_#\-]*[\[(]?\s*(?:sistemi|asistenti|përdoruesi|perdoruesi)(?:\s+\S+)?\s*[\])]?[ \t*_]*(?:[:：]|$)`

	roleTags60 = `\[\s*role\s*[:=]\s*["']?(?:system|developer|assistant|user|tool|operator)\b[^\]\n]{0,40}\]|` +
		`<tool\b[^<>\n]{0,80}?\b(?:result|status|output|response|outcome)\s*=`

	forgedAuthority60 = // Albanian: without asking, without limits; refusing nothing any more
	`\bpa\s+(?:(?:asnjë|asnje)\s+)?(?:pyetur|kufizim\pL*|konfirmim\pL*|leje)\b|\bnuk\s+do\s+(?:të|te)\s+refuzoj\s+(?:më|me)\b`
)

func init() {
	rolePrefixes = append(rolePrefixes, "sistemi", "asistenti", "përdoruesi", "perdoruesi")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel60)
	roleTagRe = lazyRegexp(roleTagRe.String() + `|(?i:` + roleTags60 + `)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority60 + `)`)
}
