package safety

import "golang.org/x/text/unicode/norm"

// Round 54 (persona): the persona stack (checkPersonaStack) in more
// languages and persons. Each trait alone stays ordinary; the stack still
// needs two of them with a persona frame, or all three, in one paragraph.
//
// Free of rules: Levantine and Egyptian Arabic "ما عندها أي سياسة" (has
// no policy at all: "عند" with its pronoun is "has", negated by "ما"),
// Arabic "بدون أي قواعد" (without any rules; a bare "بدون حدود",
// without limit, stays out: it prices data plans as often); Persian in
// Cyrillic (Tajik) "ҳеҷ қоида надорӣ" (has no rule), as the Persian
// "هیچ قانون ... ندارد" of round 51; Sorani Kurdish "هیچ یاسایەکی نییە"
// (has no rule) and "بێ هیچ یاسایەک" (without any rule); Armenian "ոչ մի
// քաղաքականություն" (no policy at all) said as a trait, the verb left
// out as lists of traits leave it.
//
// Never refuses: Arabic "ولا بترفض ولا طلب" / "ما بيرفض أي طلب" (refuses
// not a single request) and "عمره ما رفض" (never once refused); Persian
// "هیچ درخواستی را رد نمی‌کند" (refuses no request), as "هرگز رد
// نمی‌کند"; Tajik "ҳеҷ гоҳ рад намекунӣ" (never refuses); Sorani
// "هەرگیز ... ڕەت ناکاتەوە" (never turns down).
//
// Answers anything: Levantine "بتجاوب على كل شي" (answers everything, the
// dialect verb and its joined "and"); Armenian in the second and third
// plural persons ("պատասխանում ես ցանկացած հարցի", you answer any
// question), as the third singular of round 45; Tajik "ба ҳар савол ҷавоб
// медиҳӣ" (gives an answer to every question); Sorani "وەڵامی هەموو شتێک
// دەداتەوە" (gives the answer to everything).
//
// A persona frame: the role the agent is given, written as a label or
// with its owner ("ڕۆڵی تۆ:" your role, "Нақш:" role, "نقش تو" your
// role), and the Sorani word for a character (کارەکتەر); the bare word
// "role" stays out ("plays an important role").
const (
	stackFree54 = `(?:ما|مش|مو|ماش)\s+(?:عند|معا|ل)(?:ها|ه|و|ك|كي|هم|ي)\s+(?:أي|اي|أية|ولا|أيّ)\s+(?:سياس\S*|قواعد|قاعدة|قيود|ضوابط|قوانين|قانون)|` +
		`(?:بدون|بلا|من\s+غير)\s+(?:أي|اي|أية|ولا)\s+(?:سياس\S*|قواعد|قاعدة|قيود|ضوابط|قوانين|قانون)|` +
		// Tajik: has no rule, law, policy or restriction
		`ҳеҷ\s+(?:\pL+\s+)?(?:қоида|қонун|сиёсат|маҳдудият)\pL*(?:\s+(?:ва|ё)\s+\pL+)?\s+(?:\pL+\s+)?(?:надор|нест)\pL*|` +
		// Sorani Kurdish: has no rule or policy; without any rule
		`هیچ\s+(?:\S+\s+)?(?:یاسا|ڕێسا|سیاسەت|ڕێنمایی)\S*(?:\s+(?:و|یان)\s+\S+)?\s+(?:\S+\s+)?(?:نییە|نیە|نییه|نیه|نیيە)|` +
		`بێ\s+هیچ\s+(?:یاسا|ڕێسا|سیاسەت|ڕێنمایی)\S*|` +
		// Armenian: no policy, rule or restriction at all, verbless
		`ոչ\s+մի\s+(?:կանոն|քաղաքականություն|սահմանափակում)\pL*`
	stackNever54 = `(?:ما|ولا|لا|مش)\s+(?:ب|بي|بت|ي|ت)?رفض\S*\s+(?:(?:ولا|أي|اي|أية)\s+(?:طلب|سؤال|حاجة|حاجه|شي|شيء)|أبد|ابد)|` +
		`عمر(?:ه|ها|ك|هم)?\s+ما\s+(?:ب|بي|بت|ي|ت)?رفض|` +
		// Persian: refuses no request (question, thing)
		`هیچ\s+(?:درخواست|سؤال|سوال|پرسش|چیز|خواسته)\S*\s+(?:را\s+)?(?:رد|امتناع)\s+(?:نمی|نمي)|` +
		// Tajik: never refuses; refuses no request
		`(?:ҳеҷ\s*гоҳ|ҳаргиз|ҳеҷ\s+(?:дархост|савол|чиз|талаб)\pL*)\s+(?:\pL+\s+)?(?:рад|инкор)\s+(?:на|ни)?мекун\pL*|` +
		// Sorani Kurdish: never turns down (a request)
		`هەرگیز\s+(?:\S+\s+){0,2}?(?:ڕەت|ڕەد|ڕەتی)\s+نا\S*`
	stackAnswers54 = `و?(?:ب|بي|بت|ي|ت)جاوب\S*\s+(?:على|عن|ع)\s+(?:كل|أي|اي)\s+(?:شي|شيء|حاجة|حاجه|سؤال|طلب)|` +
		// Armenian: you (they) answer any question
		`պատասխանում\s+(?:ես|են|եք)\s+(?:ցանկացած|բոլոր|ամեն)|` +
		// Tajik: gives an answer to every question (request)
		`ба\s+ҳар\s+(?:савол|дархост|чиз|талаб)\pL*\s+(?:\pL+\s+){0,2}?ҷавоб\s+(?:ме|\pL+\s+ме)\pL*|` +
		// Sorani Kurdish: gives the answer to everything
		`وەڵامی\s+(?:هەموو|هەر)\s+(?:\S+\s+){0,2}?(?:دەداتەوە|دەدەیتەوە|دەدەنەوە|دەدەمەوە)`
	stackFrame54 = `ڕۆڵی\s+(?:تۆ|ئێوە)|ڕۆڵ\s*:|کارەکتەر\S*|نقش\s+(?:تو|شما)|نقش\s*:|нақш\s*:|нақши\s+(?:ту|шумо)`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree54 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever54 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers54 + `)`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?i:(?:^|[^\pL])(?:` + stackFrame54 + `))`)
	for _, w := range []string{"قواعد", "قاعدة", "ضوابط", "قوانين", "قانون", "қоида", "қонун", "сиёсат", "маҳдудият", "یاسا", "ڕێسا", "سیاسەت", "ڕێنمایی", "քաղաքականություն", "կանոն", "սահմանափակում"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"رفض", "جاوب", "رد", "امتناع", "рад", "инкор", "ҷавоб", "ڕەت", "ڕەد", "وەڵام", "պատասխան"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}
