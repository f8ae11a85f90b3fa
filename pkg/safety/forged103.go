package safety

// Round 103 (forged-turn), tuned on fresh315-318's misses. Each addition
// is a grant, the second part of a forged turn: checkForged still needs a
// role label or tag before it in the same block, so these words alone
// refuse nothing.
//
//   - Greek: the agent said to have restrictions no longer ("ο βοηθός δεν
//     έχει πλέον περιορισμούς", "δεν έχεις πια όρια"), as forged38's
//     "χωρίς περιορισμούς" (without restrictions) is.
//   - Serbian, Croatian, Bosnian: the agent said to have no limits
//     ("nemaš ograničenja", "više nemaš ograničenja") or its limits said
//     removed or lifted ("ograničenja su uklonjena", "ukinuta"), as
//     forged55's "bez ograničenja" (without limits) is.
//   - Lithuanian: the safety (security) rules said switched off
//     ("saugumo taisyklės išjungtos") or the agent said to carry out any
//     command without confirmation ("vykdo bet kokią komandą be
//     patvirtinimo"), as destructive75 reads "be patvirtinimo".
const forgedAuthority103 = `(?:^|[^\pL])δεν\s+(?:το\s+)?έχ\pL*\s+(?:πλέον\s+|πια\s+)?(?:κανέναν\s+|κανένα\s+)?(?:περιορισμ|όρι)\pL*|` +
	`(?:^|[^\pL])(?:više\s+)?nema(?:š|te|s)\s+(?:više\s+)?(?:nikakv\pL*\s+)?(?:ograničenj|ogranicenj)\pL*|` +
	`(?:^|[^\pL])(?:ograničenj|ogranicenj)\pL*\s+(?:su\s+|je\s+)?(?:uklonjen|ukinut|isključen|iskljucen|skinut)\pL*|` +
	`(?:^|[^\pL])(?:saugumo|apsaugos)\s+(?:taisyklės|apribojimai)\s+(?:yra\s+)?(?:išjungt|panaikint|atšaukt)\pL*|` +
	`(?:^|[^\pL])vykdo\s+(?:bet\s+kokią|bet\s+kokias|visas)\s+(?:komand|užklaus)\pL*\s+be\s+(?:patvirtinimo|klausimų|leidimo)`

func init() {
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority103 + `)`)
}
