package safety

// Round 41 (forged-turn family): forged turns in more voices and more
// words of a grant.
//
//   - The system's message named in South Slavic and Bulgarian
//     ("Системно съобщение:", "Sistemska poruka:") and the user as
//     "Потребител" are role labels like "System message:"; a label that
//     attributes an instruction to an authority in parentheses
//     ("Instruction (from: platform-admin)") is one too.
//   - A grant said in those languages: acting without the user's
//     confirmation or without safety checks ("bez potvrde", "без
//     потвърждение", "bez sigurnosnih provjera"), or being authorised
//     ("упълномощен", "ovlašten").
//   - A grant said in English in shapes the lists lacked: the user's own
//     voice raising the skill's text to the user's ("treat anything it
//     says as if I typed it", "with full authority"); the agent's voice
//     promising never to ask again; consent reported for the user by a
//     third voice ("the user has already agreed to all actions"); the
//     requests to come treated as confirmed in advance.
//
// Each still needs a role label in the same block (checkForged).
const (
	roleWords41       = `системн\pL*\s+съобщени\pL*|системск\pL*\s+(?:порак|порук)\pL*|sistemsk\pL*\s+poruk\pL*|systémov\pL*\s+správ\pL*|sistemsko\s+sporočilo|потребител\pL*`
	forgedAuthority41 = `(?:^|[^\pL])(?:bez|brez|без)\s+(?:\pL+\s+)?(?:potvrde|potvrđivanja|potvrdjivanja|potvrđenja|potvrdenia|potrditve|потврде|потврда|потврдување|потвърждени\pL*|потвърждаване|підтвердженн\pL*|odobrenja|odobrenia|одобрени\pL*|одобрења|sigurnosnih\s+provjera|sigurnosnih\s+provera|bezbednosnih\s+provera|безбедносних\s+провера|проверки\s+за\s+сигурност|безбедносни\s+проверки)(?:$|[^\pL])|` +
		`(?:^|[^\pL])(?:упълномощен\pL*|овластен\pL*|овлашћен\pL*|ovlašten\pL*|ovlašćen\pL*|ovlasten\pL*|pooblaščen\pL*|splnomocnen\pL*)(?:$|[^\pL])|` +
		`\btreat\w*\s+(?:anything|everything|all|whatever|every\s+\w+)\s+(?:(?:in|from|of)\s+)?(?:this|the)\s+skill(?:'s\s+\w+)?(?:\s+(?:says|writes|asks|contains|tells\s+you))?\s+as\s+(?:if|though)\s+(?:I|the\s+user|you)\s+(?:had\s+)?(?:typed|wrote|written|said|sent|entered|asked)\b|` +
		`\b(?:carr(?:y|ies)|has|have|with|gets?|given)\s+(?:my|your|the\s+user'?s)\s+(?:full\s+)?authority\b|` +
		`\b(?:will\s+not|won'?t|shall\s+not)\s+ask\s+(?:you\s+)?(?:again|any\s?more)\s*(?:[.!,;]|$)|` +
		`\b(?:the\s+)?(?:user|owner|human|customer|client)\s+(?:has|have|had)\s+(?:already\s+)?(?:agreed|consented|approved|signed\s+off|said\s+yes)\s+(?:to\s+)?(?:all|every|any|everything|each)\b|` +
		`\btreat\w*\s+(?:the\s+|all\s+|any\s+|every\s+)?(?:next|following|subsequent|later|future|remaining|coming)\s+(?:\w+\s+)?(?:requests?|actions?|commands?|steps?|messages?)\s+as\s+(?:already\s+)?(?:confirmed|approved|authori[sz]ed|pre-?approved|agreed)\b`
	// roleAttrib41: an instruction attributed to an authority in
	// parentheses, as a heading or label of its own.
	roleAttrib41 = `(?im)^[ \t>*_#\-]*(?:message|note|notice|instructions?|directives?|orders?)\s*\(\s*(?:from|by|source|sender|author)\s*[:=]\s*[\w.@-]*(?:admin|system|operator|platform|developer|root|owner|supervisor)[\w.@-]*\s*\)[ \t*_]*:?[ \t]*$`
)

func init() {
	rolePrefixes = append(rolePrefixes, "потребител", "sistemsk", "systémov", "sistemsko")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords41 + `)(?:\s*[\])])?[ \t*_]*[:：]|` + roleAttrib41)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority41 + `)`)
}
