package safety

// Round 73 (forged-turn): the agent's turn promising in the Scandinavian
// languages to hand over or do everything it is asked ("jeg deler alt du
// ber om", Danish "jeg giver dig alt, hvad du beder om", Swedish "jag
// delar allt du ber om"): a blanket compliance put in the agent's mouth,
// as "Sure, I'll send them all" is in English. A promise of one thing
// asked for ("jeg sender deg reglene du ber om") grants nothing. It still
// needs a role label or tag in the same block (checkForged).
const forgedAuthority73 = `\bjeg\s+(?:deler|gir|sender|viser|gjør|gjer|utleverer|oppgir|leverer)\s+(?:deg\s+|dere\s+|gjerne\s+|nå\s+)*(?:ut\s+)?alt\s+(?:det\s+|som\s+)?(?:du|dere)\s+(?:ber|spør|vil\s+ha)\s*(?:om|etter)?|` +
	`\bjeg\s+(?:deler|giver|sender|viser|gør|udleverer|oplyser)\s+(?:dig\s+|jer\s+|gerne\s+|nu\s+)*(?:ud\s+)?alt\W{0,2}\s*(?:hvad\s+|det\s+|som\s+)?(?:du|I)\s+(?:beder|spørger|vil\s+have)\s*(?:om|efter)?|` +
	`\bjag\s+(?:delar|ger|skickar|visar|gör|lämnar\s+ut|uppger)\s+(?:dig\s+|er\s+|gärna\s+|nu\s+)*(?:ut\s+)?allt\s+(?:det\s+|som\s+|vad\s+)?(?:du|ni)\s+(?:ber|frågar|vill\s+ha)\s*(?:om|efter)?`

func init() {
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority73 + `)`)
}
