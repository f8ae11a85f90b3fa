package safety

import "strings"

// Round 63 (forged-turn family): forged turns in more shapes.
//
//   - Labels: a bracket that names the speaker's role through a field
//     ("[Turn: user]", "(role = system)", "[Speaker: assistant]") is a
//     turn label as "[user]" is: the field says whose turn follows. A
//     chat handle with the role in parentheses ("@ops-bot (system):") is
//     the system's voice as "System:" is; the handle is only a name.
//     Traditional Chinese labels: "系統訊息" (system message, the
//     traditional word for message, joined without a space), "使用者"
//     (user) and "助理" (assistant), the Taiwanese role words.
//   - Grants: acting without confirmation or approval in Portuguese and
//     Spanish ("sem confirmar", "sin confirmación"), as "without
//     confirmation"; the agent said to have no restrictions ("não tem
//     restrições"); safety rules or checks skipped or bypassed in
//     Chinese ("略過所有安全規則"), as "bypass"; compliance ordered in
//     silence ("must comply silently"): obedience hidden from the user.
//
// Each still needs the other half in the same block (checkForged): a
// "[Turn: user]" line asking for a timetable, or "sem confirmar" in a note
// with no role label, is no forged turn.
const (
	roleLabel63 = `(?im)^[ \t>*_#\-]*[\[(【]\s*(?:turn|role|speaker|from|sender|author|voice)\s*[:=]\s*(?:user|human|system|assistant|developer|operator|admin|administrator|model|tool)\s*[\])】][ \t*_]*(?:[:：]|\s|$)|` +
		`(?im)^[ \t>*_#\-]*@[\w.-]{1,40}[ \t]*\(\s*(?:system|developer|admin|administrator|operator|platform)\s*\)[ \t*_]*[:：]|` +
		`(?m)^[ \t>*_#\-]*(?:[【\[(]\s*)?(?:系統|系统|使用者|用戶|用户|助理|助手|開發者|开发者)\s*(?:訊息|讯息|消息|提示|通知)?[ \t*_]*(?:[】\])][ \t*_]*)?(?:[:：]|$)`
	forgedAuthority63 = `(?i:\bsem\s+(?:pedir\s+|qualquer\s+|nenhuma\s+)?(?:confirma(?:r|ção|çao)|aprovação|aprovar|autorização|permissão)|\bsin\s+(?:pedir\s+|ninguna\s+)?(?:confirma(?:r|ción)|aprobación|aprobar|autorización|permiso)|\bnão\s+(?:tem|possui)\s+(?:mais\s+)?(?:nenhuma\s+)?restriç|\bno\s+tiene\s+(?:ya\s+)?(?:ninguna\s+)?restriccion|` +
		`\b(?:must|shall|will|should|is\s+to|are\s+to)\s+(?:always\s+)?comply\s+(?:silently|quietly|without\s+(?:comment|objection|telling))|\bcomply\s+silently\b)|` +
		`(?:略過|略过|跳過|跳过|繞過|绕过|無視|无视)\s*(?:所有|一切|任何|全部)?\s*(?:的)?\s*(?:安全|審核|审核|確認|确认|保護|保护)?\s*(?:規則|规则|限制|確認|确认|檢查|检查|措施|審核|审核|防護|防护)`
)

func init() {
	rolePrefixes = append(rolePrefixes, "使用者", "助理", "開發者", "开发者")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel63)
	authorityRe = lazyRegexp(authorityRe.String() + `|` + forgedAuthority63)
}

// roleLine63: the cheap line test in front of roleLabel63 (called from
// roleLine): a bracketed role field, or a handle with a role in
// parentheses.
func roleLine63(line string) bool {
	if !strings.ContainsAny(line, "[(【") {
		return false
	}
	l := strings.ToLower(line[:min(len(line), 80)])
	if strings.Contains(l, "@") && lowerHas(l, "(system)", "(developer)", "(admin)", "(administrator)", "(operator)", "(platform)", "( system )") {
		return true
	}
	return lowerHas(l, "turn:", "turn =", "turn=", "role:", "role =", "role=", "speaker:", "from:", "sender:", "author:", "voice:")
}
