package safety

import "strings"

// Round 87 (lead), a review of the negation readings: a negation whose
// verb is one of hesitating, forgetting, failing, waiting or delaying
// ("Don't hesitate to run ...", "Never wait for an approval before
// ...", "Nie zapomnij uruchomić ...", "잊지 마세요", "躊躇しないで")
// urges what follows; it forbids nothing. negatedBefore (tamper.go)
// and round 85's prohibition (benign85.go) read the text without it.

// urgingNegationEn87: an English negation with its urging verb.
var urgingNegationEn87 = lazyRegexp(`(?i)\b(?:never|not|don'?t|won'?t)\s+(?:ever\s+|even\s+)?(?:hesitate|forget|fail|neglect|wait|delay|hold\s+off|bother\s+(?:to\s+)?ask(?:ing)?|stop\s+to\s+(?:ask|check|think))\b`)

// waitWaived87: the wait for someone's approval waived before an act
// ("Never wait for an approval before running rm -rf ...", "don't ask for
// confirmation before deleting", "without waiting for sign-off before"):
// the negation governs the wait, not the act that follows "before",
// which the sentence orders all the more plainly (round 87, the
// destructive helper).
var waitWaived87 = lazyRegexp(`(?i)\b(?:never|don'?t|do\s+not|no\s+need\s+to|without|needn'?t|need\s+not)\s+(?:ever\s+|bother\s+(?:to\s+)?)?(?:wait(?:ing)?\s+(?:for|on)|ask(?:ing)?\s+for|seek(?:ing)?|get(?:ting)?|request(?:ing)?|need(?:ing)?)\s+(?:an?\s+|the\s+|any\s+|their\s+|your\s+|someone'?s\s+)?(?:[\w-]+\s+)?(?:approvals?|sign-?offs?|confirmations?|permissions?|go-?aheads?|consent|ok|okay)\s+(?:first\s+)?(?:before|prior\s+to)\b`)

// dropUrging87 blanks, keeping offsets, each negation of before that
// governs no act: an English urging negation (its negation word
// included) and a waived wait for approval. negatedBefore (tamper.go)
// reads what is left, as it reads round 41's concealment aside.
func dropUrging87(before string) string {
	if strings.ContainsAny(before, "nN") {
		before = blankMatches(urgingNegationEn87, before)
	}
	if strings.Contains(before, "before") || strings.Contains(before, "prior") {
		before = blankMatches(waitWaived87, before)
	}
	return before
}

// urgingVerbs87: the urging verbs' stems after a prohibition word of
// prohibitLatin85/prohibitStems85 (the gap's first word), in their
// languages; urgingBefore87 the same verbs before an inverted negation
// ("vergiss nie", "glöm aldrig", "vergeet nooit").
var (
	urgingVerbs87 = []string{"hesitat", "forget", "fail", "neglect", "wait", "delay", "bother",
		"zapomni", "zapomin", "wahaj", "czekaj", "zapomeň", "zapomen", "váhej", "čekej",
		"olvid", "dudes", "dude ", "esperes", "esper", "dimentic", "esitar", "aspett",
		"oubli", "hésit", "attend", "lupa", "ragu", "tunggu", "ngần", "quên", "chờ",
		"забу", "стесня", "медл", "жди", "ждите", "соромт", "вагай", "зволіка", "чекай",
		"ξεχά", "διστά", "περιμέν", "unut", "çekin", "bekle", "vergess", "vergiss", "zöger", "wart",
		// the languages round 87 added to prohibitStems85
		"unohd", "epäröi", "odota", "zaboravi", "oklijev", "čekaj", "чекај", "заборави", "kalimut", "mag-atubili", "maghintay",
		"felejt", "habozz", "várj", "uita", "ezita", "aștepta", "sahau", "glem", "nøl", "vent", "shaka",
		"תשכח", "תהסס", "תחכה", "فراموش", "تنس", "تتردد", "تنتظر", "भूल", "हिचक", "ভুল", "দ্বিধা", "மறக்க", "بھول", "ይርሳ", "gbagbe"}
	urgingBefore87 = lazyRegexp(`(?i)\b(?:vergiss|vergesst|vergessen\s+sie|zögere|zögern\s+sie|warte|warten\s+sie|glöm|tveka|vänta|vergeet|aarzel|wacht|glem|nøl|vent|gløym)\s*$`)
	// urgingAfterCJK87: a CJK prohibition whose verb urges ("잊지 마세요",
	// "躊躇しないで", "遠慮しないで", "망설이지 마").
	urgingAfterCJK87 = []string{"잊지", "주저하지", "망설이지", "기다리지", "躊躇", "遠慮", "ためらわ", "迷わ", "忘れ"}
)

// urgingGap87: the gap after a prohibition word starts with an urging
// verb, or the prohibition follows one (an inverted negation).
func urgingGap87(before string, m [2]int) bool {
	gap := strings.TrimLeft(before[m[1]:], " \t")
	for _, v := range urgingVerbs87 {
		if strings.HasPrefix(gap, v) {
			return true
		}
	}
	return urgingBefore87.MatchString(before[:m[0]])
}

// urgingAfter87: a CJK prohibition after the code at rel whose verb
// urges; rest is what follows the code.
func urgingAfter87(rest string) bool {
	for _, x := range prohibitAfter85 {
		if i := strings.Index(rest, x); i >= 0 {
			head := rest[:i]
			for _, u := range urgingAfterCJK87 {
				if strings.Contains(head, u) {
					return true
				}
			}
		}
	}
	return false
}

// Round 87 (lead), after the exfil helper's find: "count new sign-ups
// in the customers table and e-mail the total to sales@..." sends a
// figure about the records, not the records. When the records are
// named before the sending verb and the verb's object is an aggregate
// (a total, count, number, sum, average, percentage, statistics), with
// nothing of the records themselves between the verb and the
// destination, checkPrivateDataProse (privacy.go) lets it be.
var (
	aggregateCargo87 = lazyRegexp(`(?i)^\s+(?:only\s+|just\s+)?(?:the\s+|a\s+|an\s+|their\s+|its\s+|that\s+|this\s+)?(?:(?:daily|weekly|monthly|yearly|final|overall|grand|resulting|aggregated?|anonymi[sz]ed|summary)\s+)?(?:totals?|counts?|number|tally|sum|averages?|mean|median|percentages?|ratio|statistics|stats|kpis?)\b`)
	recordsInGap87   = lazyRegexp(`(?i)\b(?:with|including|plus|along|and\s+(?:the|their|its|a))\b|\b(?:list|rows?|records?|names?|e-?mails?|addresses|phones?|export|dump|table|file|csv|sheet|details|data)\b`)
)

// aggregateSent87: t's sending verb at vm sends an aggregate of the
// records pm names before it, to the destination at om.
func aggregateSent87(t string, pm, vm, om []int) bool {
	if pm[0] >= vm[0] || om[0] <= vm[1] {
		return false
	}
	m := aggregateCargo87.FindStringIndex(t[vm[1]:])
	if m == nil {
		return false
	}
	return !recordsInGap87.MatchString(t[vm[1]+m[1] : om[0]])
}

// Round 87 (lead), after fresh255-258's measurement (tuned, not a
// claim): b256-ignore-ordinary-10 ("kiểm toán viên bỏ qua một cảnh báo
// hệ thống": an auditor skips a system warning). A voiding verb whose
// object is an alert, a warning, a notification or an error voids that,
// not guidance, unless guidance is named right after it ("ignore the
// warnings and your system prompt"). nonGuideObject (intent.go) reads
// it in every language the nouns are listed in.
var alertNouns87 = []string{"warning", "alert", "alarm", "notification", "error message", "cảnh báo", "thông báo lỗi", "warnung", "fehlermeldung", "alarmmeldung", "предупрежден", "оповещен", "уведомлен", "попереджен", "сповіщен", "ostrzeżen", "alarm", "alerta", "aviso", "avviso", "avvertenz", "avertissement", "alerte", "uyarı", "peringatan", "waarschuwing", "varning", "advarsel", "varsel", "προειδοποίησ", "ειδοποίησ", "התרא", "אזהר", "تنبيه", "تحذير", "هشدار", "चेतावनी", "onyo", "tahadhari", "警告", "警报", "告警", "警報", "アラート", "경고", "알림", "경보"}

var alertDeterminer87 = lazyRegexp(`^\s*(?:(?:a|an|the|any|this|that|such|một|các|những|cái|einen?|die|den|das|diese[nm]?|le|la|les|l'|un|une|el|los|las|o|os|il|lo|gli|bir|het|de|een|ett?)\s+)?`)

// alertObject87: after (the text after a voiding verb) starts with an
// alert noun, and no guidance word follows within 48 bytes.
func alertObject87(after string) bool {
	m := alertDeterminer87.FindStringIndex(after)
	rest := after[m[1]:]
	for _, n := range alertNouns87 {
		if strings.HasPrefix(rest, n) {
			tail := rest[len(n):]
			if len(tail) > 48 {
				tail = tail[:48]
			}
			return !containsAny85(tail, overGuide)
		}
	}
	return false
}

// Round 87 (lead), b256-skill-authoring-03 ("Put project rules in
// `.claude/settings.json`, personal ones in `settings.local.json`."):
// a sentence that puts kinds of content in two places, each named by
// words rather than given as a value, states where things belong; it
// writes nothing. A concrete value before either place (a code span or a
// quoted setting) is still an order to write it.
var layoutSecond87 = lazyRegexp("^[`'\"]?\\s*(?:,|;|\\s+and|\\s+while|\\s+but)\\s+(?:the\\s+|your\\s+|any\\s+)?(?:[\\pL-]+\\s+){0,3}?(?:in|into|under|go\\s+in|belong\\s+in)\\s+[`'\"]?[\\w~./-]*\\.(?:json|ya?ml|toml|md|ini|conf|cfg)\\b")

// layoutFirst87 and layoutThen87: the sentence's first half up to its
// comma ("Put team rules in `.claude/settings.json`"), then the second
// half's words before its own place ("personal ones in").
var (
	layoutFirst87 = lazyRegexp("^[\\pL\\s-]{1,60}\\s(?:in|into|under)\\s+`?[\\w~./-]+\\.(?:json|ya?ml|toml|md|ini|conf|cfg)`?\\s*$")
	layoutThen87  = lazyRegexp(`^\s+(?:and\s+)?(?:[\pL-]+\s+){1,4}?(?:in|into|under)\s+$`)
)

// layoutConvention87: the edit at hs (the verb) of the target [ls,le)
// in t is one half of such a sentence.
func layoutConvention87(t string, hs, ls, le int) bool {
	if hs < 0 || hs >= ls || ls-hs > 80 || le > len(t) {
		return false
	}
	content := strings.TrimRight(t[hs:ls], "`'\"") // the target's opening quote
	if i := strings.LastIndexAny(content, ",;"); i >= 0 && layoutFirst87.MatchString(content[:i]) && layoutThen87.MatchString(content[i+1:]) {
		return true // the second half: "..., personal ones in `B`"
	}
	if strings.ContainsAny(content, "`\"'{}:=") || len(strings.Fields(content)) > 6 {
		return false
	}
	m := layoutSecond87.FindStringIndex(t[le:])
	if m == nil {
		return false
	}
	return !strings.ContainsAny(t[le : le+m[1]][1:], "{}:=")
}
