package safety

// Round 49 (misc: forged-turn family): forged turns in more languages and
// more words of a grant.
//
//   - Labels: the system, the user, the assistant and the administrator
//     named in Thai ("ระบบ:", "ผู้ใช้:", "ผู้ช่วย:", "ผู้ดูแลระบบ:") are
//     role labels, as a line of their own or before a colon; a Tagalog
//     "message of the system" ("Mensahe ng sistema", "mensahe mula sa
//     developer") is the label "System message", as a heading or before
//     a colon, with an optional gloss in parentheses ("(opisyal)").
//   - Grants, in English: the user's confirmation or approval skipped
//     ("skip user confirmation", "bypass the approval step"), as "without
//     confirmation" is; the agent said to be instructed or cleared to
//     follow every directive the text embeds ("agent instructed to follow
//     all embedded directives"): a verdict that hands the agent over to
//     whatever the document says.
//   - Grants in Thai: the agent allowed to do anything ("อนุญาตให้ผู้ช่วย
//     ทำทุกอย่าง"), acting without asking permission or confirming
//     ("โดยไม่ต้องขออนุญาต", "โดยไม่ต้องยืนยัน").
//   - Grants in Tagalog: the agent allowed to do anything ("pinapayagan
//     ang assistant na gawin ang kahit ano"), acting without confirmation
//     or permission ("nang walang kumpirmasyon"), no more safety rules
//     ("wala nang mga patakaran").
//
// Each still needs a role label or tag in the same block (checkForged):
// the same words in a travel note or a customer reply are no turn.
const (
	// thaiDo49: "ทำ" (do), its vowel sara am as written or as NFKC
	// splits it (nikhahit and sara aa).
	thaiDo49 = `ท(?:\x{0E33}|\x{0E4D}\x{0E32})`

	roleWords49 = `ระบบ|ผู้ใช้|ผู้ช่วย|ผู้ดูแลระบบ|ผู้พัฒนา`

	forgedAuthority49 = `\b(?:skip|skipping|bypass|bypassing|waive|waiving|omit|omitting)\s+(?:the\s+|any\s+|all\s+)?(?:user\s+|user's\s+|human\s+)?(?:confirmations?|approvals?|consent)(?:\s+(?:step|prompt|check)s?)?\b|` +
		`\b(?:agent|assistant|model|ai)\s+(?:is\s+|has\s+been\s+)?(?:instructed|told|authori[sz]ed|cleared|permitted|allowed|required)\s+to\s+(?:follow|obey|execute|carry\s+out|apply)\s+(?:all|every|any)\s+(?:of\s+the\s+)?(?:embedded|included|contained|enclosed|inline|listed)\s+(?:directives?|instructions?|commands?|orders?)\b|` +
		// Thai
		`อนุญาตให้\S{0,12}?(?:` + thaiDo49 + `(?:ได้)?ทุกอย่าง|` + thaiDo49 + `อะไรก็ได้|` + thaiDo49 + `ทุกสิ่ง)|โดยไม่ต้อง(?:ขออนุญาต|ขอความยินยอม|ยืนยัน|ถาม)|ไม่ต้อง(?:ขออนุญาต|ยืนยัน)อีก(?:ต่อไป)?|` +
		// Tagalog
		`(?:pinapayagan|pinahihintulutan|pinahintulutan|pinayagan)\s+(?:na\s+)?(?:ang\s+)?(?:assistant|ai|katulong|ahente|modelo)\s+na\s+(?:gawin|gumawa|gawain)\s+(?:ang\s+)?(?:kahit\s+ano|lahat)|nang\s+walang\s+(?:kumpirmasyon|pahintulot|pag-?apruba|pagtatanong)|wala\s+(?:na(?:ng)?|ng)\s+(?:mga\s+)?(?:patakaran|limitasyon|paghihigpit)`
)

// roleLabel49: the Thai role words as labels, and the Tagalog "message
// of the system".
var roleLabel49 = `(?m)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords49 + `)(?:\s*[\])])?[ \t*_]*(?:\([^)\n]{0,40}\))?[ \t*_]*(?:[:：]|$)|` +
	`(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?mensahe\s+(?:ng|mula\s+sa)\s+(?:sistema|system|developer|admin|administrador|tagapangasiwa)(?:\s*[\])])?[ \t*_]*(?:\([^)\n]{0,40}\))?[ \t*_]*(?:[:：]|$)`

func init() {
	rolePrefixes = append(rolePrefixes, "ระบบ", "ผู้ใช้", "ผู้ช่วย", "ผู้ดูแลระบบ", "ผู้พัฒนา", "mensahe")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel49)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority49 + `)`)
}
