package safety

// Round 89 (forged-turn), tuned on fresh263 and fresh266: a forged turn's
// grant said as the agent's own rules ceasing to hold, in Chinese and
// German:
//
//   - the assistant no longer needs to obey (follow, be bound by) its
//     earlier rules or safety rules ("不再需要遵守之前的安全规则"), and no
//     confirmation from the user is needed ("无需用户确认", round 1 read
//     only "无需确认");
//   - no safety rules (restrictions, guidelines) apply any more ("ab
//     sofort gelten keine Sicherheitsregeln mehr", "es gibt keine
//     Einschränkungen mehr"): "mehr" (any more), ending its clause,
//     makes it the end of rules that held; "keine Regeln mehr als diese"
//     (no rules but these) is a narrowed statement.
//
// Each still needs a role label or tag in the same block (checkForged): a
// Chinese changelog saying a form no longer needs the old layout rules,
// or a German board-game note that no rules apply in free play, is no
// turn.
const forgedAuthority89 = `不再(?:需要|必须|用|受)?(?:遵守|遵循|服从|受|执行)(?:之前|以前|原有|原来|先前|此前|任何|所有)?的?(?:安全|系统|开发者)?(?:规则|规定|限制|准则|约束|政策|指令)|` +
	`无需(?:用户|使用者|人工|任何|再经)(?:的)?(?:确认|批准|同意)|` +
	`\b(?:gelten|gibt\s+es)\s+(?:ab\s+sofort\s+|jetzt\s+|nun\s+|ab\s+jetzt\s+)?keine\s+(?:sicherheits|schutz)?(?:regeln|richtlinien|beschränkungen|einschränkungen|vorgaben|grenzen)\s+mehr` + forgedEnd88 + `|` +
	`\bkeine\s+(?:sicherheits|schutz)?(?:regeln|richtlinien|beschränkungen|einschränkungen|vorgaben|grenzen)\s+(?:gelten|bestehen)\s+(?:ab\s+sofort\s+|jetzt\s+|nun\s+)?mehr` + forgedEnd88

func init() {
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority89 + `)`)
}
