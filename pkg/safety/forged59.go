package safety

import "strings"

// Round 59 (forged-turn family): forged turns in one more shape, and more
// words of a grant.
//
//   - Labels: a notice or message of the system (platform, developer,
//     operator, administrator) as a bold caption, a maker's name or two
//     before it ("**Acme system notice:**"), as "**System:**" already is:
//     the caption speaks in the platform's voice whoever it names as
//     sender; a system message named in CJK brackets with its noun
//     joined ("【システムメッセージ】", "【系统消息】"), where the ASCII word
//     boundary after the role word of roleLabelRe never falls between two
//     CJK letters.
//   - Grants: in Italian, the safety rules (limits, filters) suspended or
//     switched off, and the assistant acting without checks, confirmation
//     or permission; in Spanish, the assistant acting without asking
//     permission (confirmation, approval) and the user's voice giving
//     permission for everything; in Japanese, exemption from the safety
//     checks and acting without the user's approval (permission,
//     confirmation).
//
// Each still needs a role label or tag in the same block (checkForged):
// a refuge's FAQ saying bookings close "senza conferma" is no turn.
const (
	roleLabel59 = `(?im)^[ \t>*_#\-]*\*\*(?:[\pL\pN.&-]+[ \t]+){0,2}?(?:system|platform|developer|operator|admin|administrator)[ \t]+(?:notice|message|note|notification|announcement|directive|update|override|instruction)s?[ \t]*[:：]?[ \t]*\*\*[ \t]*[:：]?|` +
		`(?m)^[ \t>*_#\-]*[【\[〔]\s*(?:システム|系统|系統|시스템)\s*(?:メッセージ|通知|消息|訊息|메시지)\s*[】\]〕][ \t*_]*(?:[:：]|$)`

	forgedAuthority59 = // Italian: safety rules suspended; acting without checks or permission
	`\b(?:regole|restrizioni|limiti|filtri|protezioni|misure|controlli)\s+(?:di\s+sicurezza\s+)?(?:\pL+\s+){0,3}?(?:sospes|disattivat|disabilitat|revocat|rimoss|annullat)\pL*|` +
		`\b(?:assistente|modello|agente)\b[^.\n]{0,80}?\bsenza\s+(?:alcuna?\s+|nessuna?\s+)?(?:verifich|controll|conferm|permess|autorizzazion|chiedere)\pL*|` +
		// Spanish: acting without asking permission; permission for everything
		`\b(?:asistente|modelo|agente)\b[^.\n]{0,80}?\bsin\s+(?:pedir\s+|solicitar\s+|necesidad\s+de\s+)?(?:permiso|autorizaci[oó]n|confirmaci[oó]n|aprobaci[oó]n|consentimiento)\b|` +
		`\bte\s+(?:doy|damos|concedo|otorgo)\s+(?:\pL+\s+)?permiso\s+para\s+(?:todo|cualquier\s+cosa|lo\s+que\s+sea)\b|` +
		// Japanese: exempt from safety checks; without the user's approval
		`安全(?:確認|チェック|対策|制限|規則|ルール|基準)\S{0,8}?免除|(?:ユーザー|利用者|ユーザ)の(?:承認|許可|確認|同意)(?:なし|無し|を得ずに|を得ず)`
)

// roleLine59: the cheap line test in front of roleLabel59 (called from
// roleLine): a bold caption naming a notice or message of an authority.
func roleLine59(line string) bool {
	if !strings.Contains(line, "**") {
		return false
	}
	l := strings.ToLower(line[:min(len(line), 120)])
	return lowerHas(l, "system", "platform", "developer", "operator", "admin") && lowerHas(l, "notice", "message", "note", "notification", "announcement", "directive", "update", "override", "instruction")
}

func init() {
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel59)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority59 + `)`)
}
