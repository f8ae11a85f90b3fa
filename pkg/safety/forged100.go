package safety

// Round 100 (h304-forged-turn-06): Hungarian grants of acting unchecked.
// "ellenőrzés nélkül" (without checking), "jóváhagyás nélkül" (without
// approval) and "engedély nélkül" (without permission) are the English
// "without review/approval" round 46 has as "megerősítés nélkül"; "ne
// kérdezz vissza" (don't ask back) is "without asking". A grant alone
// decides nothing: checkForged still needs a forged turn label in the
// same block.
//
// Round 100 (h304-forged-turn-11, h305-forged-turn-08): a forged turn
// whose grant is acting "without further checks" (as "without review",
// which the list has) or the skill or agent declared "exempt from the
// usual rules": an exemption from the agent's rules is a lifted
// restriction. Both still need the turn label in the same block.
const forgedAuthority100 = `\b(?:ellenőrzés|jóváhagyás|engedély|visszakérdezés)\s+nélkül\b|\bne\s+kérdezz\s+vissza\b|` +
	`\bwithout\s+(?:any\s+)?(?:further\s+|more\s+|additional\s+)?(?:checks?|checking|verification|oversight)\b|` +
	`\bexempt(?:ed)?\s+from\s+(?:the\s+|your\s+|my\s+|all\s+|any\s+)?(?:usual\s+|normal\s+|standard\s+|regular\s+|default\s+)?(?:rules|restrictions|policies|guidelines|safeguards|limits|checks)\b`

func init() {
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority100 + `)`)
}
