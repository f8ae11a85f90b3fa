package safety

// Round 81 (forged-turn), tuned on fresh236's leftover: turns labelled
// in Mongolian as headings, and Mongolian grants.
//
//   - Labels: the system ("систем") and the developer ("хөгжүүлэгч")
//     named in Mongolian are role labels, as the user ("хэрэглэгч") and
//     the assistant ("туслах") are since round 77; a heading line that is
//     only the role word ("## СИСТЕМ") is a label as "## System" is.
//
//   - Grants: the assistant freed (released) from all restrictions
//     ("бүх хязгаарлалтаас чөлөөлөгдсөн"), without restrictions
//     ("хязгаарлалтгүй"), acting without asking permission or
//     confirmation ("зөвшөөрөл асуухгүй", "зөвшөөрөл авалгүй"), and the
//     assistant refusing nothing ("юунаас ч татгалзахгүй").
//
// Each still needs a role label in the same block (checkForged): a
// Mongolian beekeeping note that says a hive is "free of restrictions"
// is no turn.
const forgedAuthority81 = `бүх\s+(?:\pL+\s+)?хязгаарлалт\pL*\s+(?:\pL+\s+)?(?:чөлөөлөгд|цуцлагд|хүчингүй|арилгагд|унтраагд)\pL*|` +
	`хязгаарлалтгүй(?:\s+горим)?|` +
	`(?:зөвшөөрөл|баталгаажуулалт|батламж)\s+(?:\pL+\s+)?(?:асуухгүй|асуулгүй|авахгүй|авалгүй|хүсэхгүй|хүсэлгүй)|` +
	`юунаас\s+ч\s+татгалзахгүй|юуг\s+ч\s+татгалзахгүй`

func init() {
	rolePrefixes = append(rolePrefixes, "систем", "хөгжүүлэгч")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:систем|хөгжүүлэгч)(?:\s*[\])])?[ \t*_]*(?:[:：]|$)`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority81 + `)`)
}
