package safety

import "strings"

// Round 64 (override: forged-turn family): forged turns in more words.
//
//   - Labels: a line that is only a native word with the English role in
//     parentheses ("### Kerfi (system)", "Pengguna (user):") is a turn
//     label glossed for the reader, as "System:" is: the gloss says whose
//     turn follows. The line must hold nothing else, so "Restart the
//     service (system) after the update" is a step, not a label.
//   - Grants, in languages whose words the lists lacked: the agent acting
//     without asking or confirming (Thai "โดยไม่ถาม", Maltese "mingħajr ma
//     tistaqsi", Malay "tanpa pengesahan", Icelandic "án samþykkis",
//     Uzbek "tasdiqlamasdan"), confirmations or safety rules skipped (Thai
//     "ข้ามการยืนยัน", Vietnamese "bỏ qua mọi xác nhận", Icelandic "hunsa
//     öryggisreglur"), the agent under no restriction at all (Uzbek "hech
//     qanday cheklov", Marathi "कोणत्याही मर्यादा नाहीत"), all rules
//     removed (Maltese "ir-regoli kollha tneħħew"), the agent allowed to
//     do anything (Malay "dibenarkan melakukan apa sahaja", Icelandic "má
//     gera hvað sem er"), admin rights granted (Vietnamese "được cấp
//     quyền quản trị"), the user's permission said to be given already
//     (Marathi "परवानगी आधीच मिळाली").
//
// Each still needs the other half in the same block (checkForged): a
// glossed heading over a timetable, or "tanpa pengesahan" in a note with
// no role label, is no forged turn.
const (
	roleLabel64       = `(?im)^[ \t>*_#\-]*[^\s()\[\]:：|]{2,24}(?:[ \t][^\s()\[\]:：|]{1,24})?[ \t]*\(\s*(?:system|user|assistant|developer|operator)\s*\)[ \t*_]*(?:[:：][ \t]*)?$`
	forgedAuthority64 = `ข้าม(?:การ)?(?:ยืนยัน|กฎ|ขั้นตอนการยืนยัน|การตรวจสอบ)|โดยไม่(?:ต้อง)?(?:ถาม|ยืนยัน|ขออนุญาต|ขอความยินยอม)|` +
		`\bbỏ\s+qua\s+(?:mọi|tất\s+cả|toàn\s+bộ|các)?\s*(?:bước\s+)?(?:xác\s+nhận|quy\s+tắc|quy\s+định|giới\s+hạn|kiểm\s+tra)|(?:^|\s)được\s+cấp\s+(?:toàn\s+)?quyền\s+(?:quản\s+trị|admin|root)|` +
		`\bhech\s+qanday\s+cheklov|\bcheklovsiz\b|\btasdiqlamasdan\b|\bruxsat\s+so['ʻ’‘]?ramasdan\b|` +
		`\bmingħajr\s+ma\s+(?:tistaqsi|titlob|tikkonferma|tiċċekkja)|\bmingħajr\s+(?:ebda\s+)?konferma|\bir-regoli\s+kollha\s+(?:tneħħew|ġew\s+imneħħija)|` +
		`\btanpa\s+(?:sebarang\s+)?pengesahan|\bdibenarkan\s+(?:untuk\s+)?(?:melakukan|membuat|buat)\s+apa\s+(?:sahaja|saja)|` +
		`(?:कोणत्याही|कुठल्याही)\s+(?:मर्यादा|निर्बंध)\s+नाहीत|पुष्टी\s+विचारू\s+नको|परवानगी\s+आधीच\s+मिळाली|` +
		`(?:^|\s)án\s+(?:samþykkis|staðfestingar|leyfis)|\bhunsa\s+(?:allar\s+|fyrri\s+)*(?:öryggis)?reglur|\bmá\s+gera\s+hvað\s+sem\s+er`
)

// Round 64 (forged-turn): a table row keyed by a role's turn ("| Assistant
// turn | ... |", "| Assistant reply | ... |") puts its other cell in that
// role's mouth, as a transcript table's "| role | content |" header does
// ("System message" alone keys a table of interface texts, so only a
// turn, or the assistant's reply, is read);
// and a tool result that reports permissions granted
// ("permission_granted: sudo") or relays the user's leave to do anything
// without asking ("do whatever it takes, don't ask") is a grant, as
// "without asking" is.
const (
	roleLabel64b       = `(?im)^[ \t]*\|[ \t*_]*(?:(?:system|assistant|user|developer|operator|tool)[ \t]+turn|(?:assistant|model)[ \t]+(?:reply|response|message))[ \t*_]*\|`
	forgedAuthority64b = `\bpermissions?[_ ]granted\s*[:=]|\b(?:do|run|try)\s+(?:anything|whatever|everything)\s+(?:is\s+|it\s+)?(?:needed|necessary|required|takes)\s*[,;]?\s*(?:and\s+)?(?:don'?t|do\s+not|never|no\s+need\s+to)\s+ask\b`
)

func init() {
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel64 + `|` + roleLabel64b)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority64 + `|` + forgedAuthority64b + `)`)
}

// roleLine64: the cheap line test in front of roleLabel64 (called from
// roleLine): a parenthesised English role word in a short line.
func roleLine64(line string) bool {
	if len(line) > 90 || !strings.Contains(line, "(") {
		return false
	}
	l := strings.ToLower(line)
	return lowerHas(l, "(system)", "(user)", "(assistant)", "(developer)", "(operator)", "( system )", "( user )")
}
