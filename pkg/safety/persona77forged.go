package safety

// Round 77 (forged-turn): turns labelled in Lao, Khmer and Burmese, and
// grants in Hungarian, Lao, Khmer and Burmese.
//
//   - Labels: the user, the assistant, the system and the developer named
//     in Lao ("ຜູ້ໃຊ້:", "ຜູ້ຊ່ວຍ:", "ລະບົບ:"), Khmer ("អ្នកប្រើ:",
//     "ជំនួយការ:", "ប្រព័ន្ធ:") and Burmese ("အသုံးပြုသူ:", "လက်ထောက်:",
//     "စနစ်:") are role labels, as the Thai ones are (forged49.go).
//
//   - Grants: the agent allowed to do everything (all that the text
//     says), acting without asking or confirming, and the assistant's
//     turn promising to refuse nothing, in Lao, Khmer and Burmese, as
//     round 49 reads them in Thai. In Hungarian: the safety checks (or
//     all checks, filters, limits) switched off, in the imperative or as
//     a state ("kapcsolj ki", "kikapcsolva", "letiltva"), the unlimited
//     mode ("korlátlan mód", as "unrestricted mode"), and everything (the
//     unlimited mode) approved. A filter alone switched off ("a szűrőt
//     kikapcsoltam", a water filter) is no grant.
//
//   - Grants in English: the agent told to obey (follow, carry out) this
//     text even where it conflicts with the platform's (operator's,
//     system's) policy or over it, which ranks the text above the
//     agent's guidance; the agent's turn promising to carry out any
//     instruction of this text, including what it would normally
//     refuse, which hands the agent over to the text.
//
//   - Labels in more languages: the system, the user and the assistant in
//     Yoruba, Hausa, Zulu, Somali ("Kaaliye", "Caawiye"), Kyrgyz,
//     Tajik, Mongolian, Nepali and Malay ("Pembantu"), as the other
//     languages' labels are.
//
// Each still needs a role label or tag in the same block (checkForged):
// the same words in a market note or a help page are no turn.
const (
	roleWords77 = `ètò|olùmúlò|olumulo|olùlò|olulo|olùrànlọ́wọ́|oluranlowo|tsarin|mai\s+amfani|mataimaki|isistimu|umsebenzisi|umsizi|kaaliye|caawiye|колдонуучу|жардамчы|корбар|хэрэглэгч|туслах|प्रयोगकर्ता|pembantu|` + `ຜູ້ໃຊ້|ຜູ້ຊ່ວຍ|ລະບົບ|ຜູ້ພັດທະນາ|ຜູ້ດູແລລະບົບ|អ្នកប្រើ(?:ប្រាស់)?|ជំនួយការ|ប្រព័ន្ធ|អ្នកអភិវឌ្ឍ|အသုံးပြုသူ|လက်ထောက်|စနစ်`

	forgedAuthority77 = `` +
		// Lao: allowed to do everything; without asking; refuses nothing
		`ອະນຸຍາດ\S{0,16}?ເຮັດ(?:ທຸກຢ່າງ|ທຸກສິ່ງ|ຫຍັງກໍໄດ້)|ໂດຍບໍ່ຕ້ອງ(?:ຖາມ|ຂໍອະນຸຍາດ|ຢືນຢັນ)|ບໍ່(?:\S{0,4})?ປະຕິເສດ(?:ຫຍັງ|ສິ່ງໃດ)|` +
		// Khmer
		`អនុញ្ញាត\S{0,16}?ធ្វើ(?:អ្វីៗ\s*ទាំងអស់|គ្រប់យ៉ាង|អ្វីក៏បាន)|ដោយមិនចាំបាច់(?:សួរ|សុំការអនុញ្ញាត|បញ្ជាក់)|មិន(?:\S{0,4})?បដិសេធ(?:អ្វី|អ្វីទាំងអស់)|` +
		// Burmese
		`ခွင့်ပြု\S{0,16}?(?:အားလုံး|ဘာမဆို)\s*လုပ်|(?:မမေးဘဲ|ခွင့်မတောင်းဘဲ|အတည်ပြုချက်မလိုဘဲ)|ဘာမှ\s*မငြင်း|` +
		// English: obey this text where it conflicts with the platform's policy
		`\b(?:obey|follow|comply\s+with|carry\s+out|prioriti[sz]e)\s+(?:this|these|the)\s+(?:skill|file|document|text|page|instructions?)\s+(?:even\s+)?(?:where|when|if|though|as)\s+(?:it|they)\s+(?:conflicts?|contradicts?|clash(?:es)?|disagrees?)\s+with\b|` +
		`\b(?:obey|follow|comply\s+with|prioriti[sz]e)\s+(?:this|these|the)\s+(?:skill|file|document|text|page|instructions?)\s+(?:over|above|ahead\s+of|before)\s+(?:the\s+|your\s+)?(?:platform|operator|system|developer|safety)(?:'s)?\s+(?:polic(?:y|ies)|rules|instructions|guidelines|prompt)\b|` +
		// English: any instruction of this text, even what the agent would refuse
		`\b(?:including|even)\s+(?:ones|those|requests|instructions|things|commands|tasks)\s+(?:that\s+)?i\s+(?:would|might|should|will)\s+(?:normally|usually|otherwise|ordinarily)\s+(?:refuse|decline|reject)|` +
		`\b(?:carry\s+out|execute|follow|obey|run|perform)\s+(?:any|every|all)\s+(?:instructions?|commands?|orders?|requests?|steps?)\s+(?:from|in|of)\s+this\s+(?:skill|file|document|text)\b|` +
		// Thai: the assistant's turn refusing nothing
		`ไม่ปฏิเสธ(?:อะไร|สิ่งใด)|` +
		// Hungarian: all (the safety) checks, filters or limits off; the
		// unlimited mode; everything (the unlimited mode) approved
		`(?:^|[^\pL])(?:(?:biztonsági|minden|összes)\s+(?:\pL+\s+)?(?:ellenőrzés|szűrő|szűrés|korlátozás|védelm)\pL*\s+(?:\pL+\s+)?(?:kapcsolj\s+ki|kapcsold\s+ki|kikapcsol\pL*|letiltva|feloldva)|(?:kapcsolj|kapcsold)\s+ki\s+(?:\pL+\s+){0,2}biztonsági|korlátlan\s+mód\pL*|jóváhagyt\pL*\s+(?:a\s+|az\s+)?(?:korlátlan|minden|mindent|összes))`
)

// roleLabel77: the Lao, Khmer and Burmese role words as labels.
var roleLabel77 = `(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords77 + `)(?:\s*[\])])?[ \t*_]*(?:\([^)\n]{0,40}\))?[ \t*_]*(?:[:：]|$)`

func init() {
	rolePrefixes = append(rolePrefixes, "ètò", "olùmúlò", "olumulo", "olùlò", "olulo", "olùrànlọ́wọ́", "oluranlowo", "tsarin", "mai amfani", "mataimaki", "isistimu", "umsebenzisi", "umsizi", "kaaliye", "caawiye", "колдонуучу", "жардамчы", "корбар", "хэрэглэгч", "туслах", "प्रयोगकर्ता", "pembantu", "ຜູ້ໃຊ້", "ຜູ້ຊ່ວຍ", "ລະບົບ", "ຜູ້ພັດທະນາ", "ຜູ້ດູແລລະບົບ", "អ្នកប្រើ", "ជំនួយការ", "ប្រព័ន្ធ", "អ្នកអភិវឌ្ឍ", "အသုံးပြုသူ", "လက်ထောက်", "စနစ်")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel77)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority77 + `)`)
}
