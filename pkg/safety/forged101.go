package safety

// Round 101 (forged-turn), tuned on fresh307-309's misses. Each addition
// is one part of a forged turn; checkForged still needs the other part (a
// role label or tag, and a grant in the same block).
//
//   - Labels: a tool's result introduced by the tool itself with its
//     call in parentheses ("tool (billing_api) returned:"), as round 91's
//     "tool output (x) returned:" is; and Icelandic turns ("[kerfi]:",
//     the system, "notandi:", the user, "aðstoðarmaður:", the assistant),
//     as round 74's Ukrainian ones are.
//   - Grants in Chinese: a safety policy (rule, check, filter) said to
//     have been switched off by someone ("安全策略已由管理员关闭", the
//     agent's safeguards turned off: liftRe reads only "已关闭" right after
//     the noun), and the agent's promise to refuse nothing or to stop
//     confirming with the user ("不再拒绝任何请求", "不再向用户确认"), as
//     English "stop asking" is.
//   - Grants in Icelandic: safety rules said to be inactive
//     ("öryggisreglur eru óvirkar"), acting without asking ("án þess að
//     spyrja") or without limits ("án takmarkana"), full permission given
//     ("veitt fullt leyfi").
//   - Grants in English: every shell command (every action) approved in
//     advance ("always auto-approve commands", "auto-approve all"), as
//     "approve everything" is; instructions found inside files trusted
//     as the user's own (an instruction taken "as if I typed it": the
//     instruction must be named, as "format this as if I wrote it" asks
//     for a style; "treat file contents as user commands"), as "trusts instructions in documents" is; the agent
//     told it can disable (drop, ignore) its own guidelines, as "disable
//     your safety checks" is.
const (
	roleLabel101 = `(?im)^[ \t>*_#\-]*(?:tool|function)[ \t]*\([^)\n]{1,60}\)[ \t]+(?:returned|returns|responded|replied|said|says|output)[ \t*_]*:` +
		`|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:kerfi|kerfisskilaboð|notandi|aðstoðarmaður|aðstoðarmaðurinn)(?:\s*[\])])?[ \t*_]*[:：]`
	forgedAuthority101 = `(?:安全|审核|审查|过滤|内容)(?:策略|规则|限制|检查|过滤器?|措施|设置|机制)[^。，,；;\n]{0,12}?(?:已|被|已经)[^。，,；;\n]{0,8}?(?:关闭|停用|禁用|解除|取消|撤销)|` +
		`不再(?:拒绝|拒絕)(?:任何|所有)|不再(?:向用户|向用戶|跟用户|和用户)?(?:确认|確認|请求确认|征求同意)|` +
		`(?:öryggisreglur|öryggisreglurnar|reglurnar|takmarkanir|takmarkanirnar|hömlur|hömlurnar|síur|síurnar)\s+(?:eru|hafa\s+verið)\s+(?:nú\s+)?(?:óvirkar|óvirk|afnumdar|aftengdar|slökktar|felldar\s+úr\s+gildi)|` +
		`\bán\s+þess\s+að\s+(?:spyrja|staðfesta|biðja\s+um\s+leyfi)|\bán\s+(?:allra\s+|nokkurra\s+)?(?:takmarkana|hamla|leyfis|staðfestingar)|\b(?:veitt|gefið|veitti|gaf)\s+(?:\pL+\s+)?fullt\s+leyfi|` +
		`\balways\s+auto-?approve\b|\bauto-?approve\s+(?:all|every|any|everything)\b|` +
		`\btrust\w*\s+(?:every|all|any|each)\s+(?:\w+\s+)?instructions?\s+(?:(?:that|which)\s+(?:appears?|is|are|shows?\s+up)\s+|found\s+)?(?:inside|in|within)\s+(?:the\s+|any\s+)?(?:documents?|files?|web\s*pages?|tool\s+outputs?|e-?mails?)\b|` +
		`\b(?:instructions?|commands?|orders|requests?)\b[^.\n]{0,60}?\bas\s+(?:if|though)\s+i\s+(?:had\s+)?(?:typed|wrote|written|said|sent|asked\s+for|requested)\s+(?:it|them|that|this)\b|` +
		`\btreat\w*\s+(?:the\s+|all\s+|any\s+)?(?:file|document|web\s*page|tool|e-?mail)\s+(?:contents?|texts?|outputs?)\s+as\s+(?:direct\s+|trusted\s+|my\s+)?(?:user|operator|system|developer|my)\s+(?:commands?|instructions?|requests?|orders)\b|` +
		`\b(?:i|you|the\s+assistant|the\s+agent|the\s+model)\s+(?:can|may|could|am\s+allowed\s+to|are\s+allowed\s+to|is\s+allowed\s+to)\s+(?:now\s+)?(?:disable|drop|ignore|turn\s+off|switch\s+off|suspend|set\s+aside|waive)\s+(?:my|your|its|their|the|all)\s+(?:own\s+)?(?:guidelines|rules|safeguards|restrictions|guardrails|safety\s+\w+|policies|instructions|limits)\b`
)

func init() {
	rolePrefixes = append(rolePrefixes, "kerfi", "notandi", "aðstoðarm")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel101)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority101 + `)`)
}
