package safety

import "strings"

// Round 85 (benign): security teaching and incident writing that mention
// an attack without ordering it, in any language. Each reading is a
// reason for securityContext (context.go), so every rule that already
// defers to it defers to these too:
//
//   - a pattern line of a detection rule (a Sigma field with a modifier,
//     a YARA string) inside a block that defines detection rules: the
//     text is what the rule matches;
//   - a command (in code) narrated as already run by someone ("14:02 an engineer
//     ran `rm -rf ...` on the wrong host", "Saldırgan ... çalıştırdı",
//     "스크립트가 ... 실행했습니다"): a post-mortem reports it;
//   - a command (in code) that a prohibition governs, with no clause
//     break or conjunction between ("Nikdy nespouštějte příkazy
//     typu `dd ...`", "`dd` は実行しないでください"): a warning;
//   - a line that a label naming an attack, an indicator or a suspicious
//     pattern introduces ("Beispiel für einen Angriff: ...", "不審なパ
//     ターン: ..."), with no order after the label;
//   - in a security skill, a finding whose subject is a crafted or
//     forged thing that could make the agent do something ("Finding 3
//     (high): a crafted README could make the coding agent append ...").
//
// None holds when the sentence turns to the agent with an order of its
// own ("..., do the same", "so you must ...", "wieder", "다시").

var (
	sigmaPatternLine85 = lazyRegexp(`^\s*(?:-\s*)?(?:[\w.]+\|[\w|]+\s*:|\$\w*\s*=|['"][^'"]*['"]\s*,?\s*$)`)
	detectKeys85       = lazyRegexp(`(?m)^\s*(?:detection|condition|strings|selection|logsource)\s*:`)

	// pastRunLatin85: a verb of running in a past tense, in the Latin and
	// Greek/Cyrillic script languages.
	pastRunLatin85 = lazyRegexp(`(?i)\b(?:ran|executed|issued|launched|invoked|(?:was|were|had\s+been|had|got)\s+(?:run|executed|issued)|führte|ausgeführt|ausführte|uruchomili|wykonał[aoy]?|spustil[aoiy]?|provedl[aoiy]?|ha\s+eseguito|hanno\s+eseguito|a\s+exécuté|ont\s+exécuté|a\s+lancé|telah\s+menjalankan|menjalankan\s+perintah|voerde|uitgevoerd|draaide|körde|kördes|executou|executaram|executat|futtatta)\b`)
	pastRunStems85 = []string{"uruchomił", "ejecutó", "lanzó", "eseguì", "exécuta", "çalıştırdı", "çalıştırmış", "đã chạy", "запустив", "запустила", "виконав", "виконала", "запустил", "выполнил", "εκτέλεσε", "実行しました", "実行した", "実行され", "执行了", "실행했", "실행한", "실행되"}

	prohibitLatin85 = lazyRegexp(`(?i)\b(?:never|do\s+not|don'?t|nikdy|nigdy|nie\s+uruchamiaj\w*|nunca|no\s+ejecute\w*|mai|non\s+eseguire|jamais|ne\s+lancez|asla|không\s+bao\s+giờ|jangan|nooit|aldrig|niemals|nie)\b`)
	// prohibitStems85: prohibition words outside prohibitLatin85's
	// regexp; since round 87 also Serbian, Croatian and Bosnian "nikada
	// ne pokrećite", Finnish "älä", Hungarian "soha", Romanian
	// "niciodată", Swahili "kamwe", Tagalog "huwag", Danish and Norwegian
	// "aldri", Hebrew, Persian, Arabic, Hindi, Bengali, Tamil, Urdu,
	// Amharic and Yoruba.
	prohibitStems85 = []string{"никогда", "ніколи", "не запуска", "ποτέ", "μην ",
		"nikada ne ", "nikad ne ", "nemojte ", "nemoj ", "никада не ", "немојте ", "älä ", "älkää ", "ei koskaan ", "soha ", "ne futtas", "niciodată ", "nu rula", "kamwe ", "usiendeshe", "huwag ", "aldri ", "ikke kjør", "ikke kør", "לעולם אל ", "אל תריצו", "אל תריץ", "هرگز ", "اجرا نکنید", "لا تشغل", "أبدا", "أبداً", "कभी न", "कभी मत", "कभी भी न", "মত চালা", "কখনো ", "কখনও ", "ஒருபோதும் ", "کبھی نہ", "ہرگز ", "በፍጹም ", "má ṣe ", "ma ṣe "}
	prohibitAfter85 = []string{"しないで", "禁止", "하지 마", "마세요", "않도록", "실행하지"}
	// joinGap85: a conjunction or comma between the prohibition and the
	// code: the prohibition may govern another verb.
	joinGap85 = lazyRegexp(`(?i)[,;:.!?\n]|\b(?:and|then|but|und|dann|i|и|і|та|y|e|et|ve|và|dan|en|och|και|ama|mais|pero|ma)\b`)

	attackLabel85 = []string{"attack", "angriff", "atak", "útok", "атак", "ataque", "attacc", "attaque", "saldırı", "tấn công", "serangan", "攻撃", "공격", "aanval", "attack", "επίθεσ", "hyökkäy", "támadás", "atac",
		"suspicious", "verdächtig", "podejrzan", "podezřel", "підозріл", "подозрит", "sospechos", "sospett", "suspect", "şüpheli", "đáng ngờ", "mencurigakan", "不審", "疑わしい", "의심", "verdacht", "misstänk", "ύποπτ", "suspeit",
		"indicator", "indikator", "indicador", "indicateur", "indicatore", "gösterge", "ioc", "兆候", "징후", "red flag", "warnsignal", "sygnał ostrzegawczy"}

	// againOrder85: the sentence turns the report into an order.
	againOrder85 = lazyRegexp(`(?i)\b(?:do\s+(?:the\s+)?same|again|repeat\s+it|you\s+(?:must|should|can|need\s+to)|now\s+run|wieder|erneut|znowu|ponownie|znovu|otra\s+vez|di\s+nuovo|à\s+nouveau|tekrar|lại|lagi|opnieuw|igen|ξανά|ще\s+раз|знову|снова)\b|もう一度|再度|다시`)

	craftedThing85 = lazyRegexp(`(?i)^[\s>*_\-\d.)]*(?:(?:finding|issue|vuln(?:erability)?|risk|threat|scenario|case|test)\s*[\w.#-]*\s*(?:\([^)]{0,20}\))?\s*[:—–-]\s*)?(?:an?\s+|the\s+|some\s+)?(?:specially\s+)?(?:crafted|forged|spoofed|tampered|weaponi[sz]ed|booby-?trapped|poisoned|malicious|rogue|compromised|hostile|attacker-controlled|untrusted)\s+(?:\w+\s+){0,2}?(?:could|can|might|may|would)\s+(?:make|get|trick|cause|lead|force|convince|let)\b`)
)

// benignContext85 is securityContext's reading of round 85 (see above).
func (c *checker) benignContext85(d *doc, pos int) ctxReason {
	t := d.v.text
	if fi := d.fenceAt(pos); fi >= 0 {
		f := d.fences[fi]
		ls, le := d.lineAt(pos)
		if d.memoSpan(memoDetectFence85, f.start, f.end, func() bool { return detectKeys85.MatchString(t[f.start:f.end]) }) && sigmaPatternLine85.MatchString(t[ls:le]) {
			return "a pattern line of a detection rule"
		}
		return ""
	}
	u := d.unitAt(pos)
	end := min(u.end, len(t))
	sent := t[u.start:end]
	if d.memoSpan(memoOrderSent85, u.start, end, func() bool { return againOrder85.MatchString(sent) || turnsToSelf84.MatchString(sent) }) {
		return ""
	}
	low := strings.ToLower(sent)
	rel := pos - u.start
	if d.quoted(pos) && narratedRun85(low, rel) && !orderedAgain88(d, pos) { // round 88: lead88.go
		return "a command narrated as already run, in a report"
	}
	if d.quoted(pos) && prohibited85(low, rel) {
		return "a command that a prohibition governs"
	}
	ls, _ := d.lineAt(pos)
	line := t[ls:min(u.end, len(t))]
	if i := labelColon85(line); i > 0 && ls+i <= pos && containsAny85(strings.ToLower(line[:i]), attackLabel85) && !labelThenOrder.MatchString(line) && !orderedAgain88(d, pos) { // round 88: lead88.go
		return "a line introduced by a label naming an attack or an indicator"
	}
	if c.topic.security && craftedThing85.MatchString(sent) {
		return "a finding on what a crafted thing could make the agent do, in a security skill"
	}
	return ""
}

// narratedRun85: a past verb of running whose object is the code at rel
// (inside backticks): before it with at most five words between, or
// after its closing backtick with at most six (the verb-final languages),
// and no sentence or clause break between.
func narratedRun85(low string, rel int) bool {
	if rel > len(low) {
		return false
	}
	before := low[max(0, rel-160):rel]
	if o := strings.LastIndexByte(before, '`'); o >= 0 {
		before = before[:o] // from the code's opening backtick
	}
	for _, m := range pastRunLatin85.FindAllStringIndex(before, -1) {
		if shortGap85(before[m[1]:], 5) {
			return true
		}
	}
	for _, x := range pastRunStems85 {
		if i := strings.LastIndex(before, x); i >= 0 && shortGap85(before[i+len(x):], 5) {
			return true
		}
	}
	rest := afterCode85(low, rel)
	for _, m := range pastRunLatin85.FindAllStringIndex(rest, -1) {
		if shortGap85(rest[:m[0]], 6) {
			return true
		}
	}
	for _, x := range pastRunStems85 {
		if i := strings.Index(rest, x); i >= 0 && shortGap85(rest[:i], 6) {
			return true
		}
	}
	return false
}

// shortGap85: gap holds at most n words and no sentence or clause break.
func shortGap85(gap string, n int) bool {
	return !strings.ContainsAny(gap, ",.;:!?\n、，。；！？") && len(strings.Fields(gap)) <= n
}

// afterCode85: what follows the code span's closing backtick after rel.
func afterCode85(low string, rel int) string {
	j := strings.IndexByte(low[rel:], '`')
	if j < 0 {
		return ""
	}
	rest := low[rel+j+1:]
	if len(rest) > 160 {
		rest = rest[:160]
	}
	return rest
}

// prohibited85: a prohibition before the code at rel with at most four
// words and no conjunction or break between, or a CJK prohibition right
// after the code.
func prohibited85(low string, rel int) bool {
	if rel > len(low) {
		return false
	}
	before := low[:rel]
	if len(before) > 140 {
		before = before[len(before)-140:]
	}
	if o := strings.LastIndexByte(before, '`'); o >= 0 {
		before = before[:o]
	}
	for _, m := range prohibitLatin85.FindAllStringIndex(before, -1) {
		if !joinGap85.MatchString(before[m[1]:]) && len(strings.Fields(before[m[1]:])) <= 4 && !urgingGap87(before, [2]int{m[0], m[1]}) { // round 87: lead87.go
			return true
		}
	}
	for _, s := range prohibitStems85 {
		if i := strings.LastIndex(before, s); i >= 0 && !joinGap85.MatchString(before[i+len(s):]) && len(strings.Fields(before[i+len(s):])) <= 4 && !urgingGap87(before, [2]int{i, i + len(s)}) {
			return true
		}
	}
	rest := afterCode85(low, rel)
	if len(rest) > 60 {
		rest = rest[:60]
	}
	return containsAny85(rest, prohibitAfter85) && !urgingAfter87(rest)
}

// labelColon85: the offset just past a label's colon at the start of a
// line (at most 40 bytes in), or 0.
func labelColon85(line string) int {
	head := line
	if len(head) > 48 {
		head = head[:48]
	}
	if i := strings.IndexAny(head, ":："); i > 0 && !strings.Contains(head[:i], "`") {
		if strings.HasPrefix(head[i:], "：") {
			return i + len("：")
		}
		return i + 1
	}
	return 0
}

func containsAny85(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// Round 85 (benign), operations that send the owner's own status out:
//
//   - a secret after "with" (con, mit, avec, met, med, com, με) at the end
//     of the clause, after the verb's cargo and destination ("inviare CPU
//     e memoria a <URL> con il token del nostro account"), is the means
//     of the sending, as secretIsInstrument63 reads "bằng bot token";
//     "skicka listan med personnummer till ..." is cargo: no destination
//     comes between the verb and "med";
//   - a secret named only in the sentence after the send ("…と送ってくださ
//     い。トークンは環境変数 … から読みます") says where the credential is
//     kept; the send's cargo is in its own sentence.

var (
	withInstrument85 = lazyRegexp(`(?:^|[^\pL])(?:con|mit|avec|met|med|com|με|with)\s+(?:(?:il|lo|la|l['’]|dem|der|den|einem|einer|ihrem|unserem|le|les|votre|notre|het|de|ons|onze|o|a|nosso|το|τον|την|the|our|my|its)\s+)?$`)
	meansTail85      = lazyRegexp(`^[^,;:\n]{0,40}?(?:$|[.;:。)\n])`)
	nextSentenceKept = []string{"以下", "次の", "following", "folgend", "następując", "siguiente", "suivant", "seguent", "aşağıdaki", "sau đây", "berikut", "volgende", "följande", "παρακάτω", "наступн", "следующ", "다음"}
)

// secretIsInstrument85: the secret sc follows "with" and ends its clause,
// and a sending verb before it has words of its own between.
func secretIsInstrument85(low string, sc [2]int, sends [][2]int) bool {
	start := max(0, sc[0]-40)
	m := withInstrument85.FindStringIndex(low[start:sc[0]])
	if m == nil || !meansTail85.MatchString(low[sc[1]:]) {
		return false
	}
	w := start + m[0]
	for _, v := range sends {
		if v[1] <= w && actOutsideRe.MatchString(low[v[1]:w]) && !clauseBreakIn(blankAddresses(low[v[1]:w])) {
			return true
		}
	}
	return false
}

// secretInNextSentence85: in low[s0:e0] every send comes before every
// sensitive hit, and a sentence ends between them with no colon or word
// announcing what follows.
func secretInNextSentence85(low string, sends, secrets [][2]int, s0, e0 int) bool {
	lastSend, firstSecret := -1, len(low)
	for _, v := range sends {
		if v[0] >= s0 && v[0] < e0 {
			lastSend = max(lastSend, v[1])
		}
	}
	for _, v := range secrets {
		if v[0] >= s0 && v[0] < e0 {
			firstSecret = min(firstSecret, v[0])
		}
	}
	if lastSend < 0 || firstSecret >= len(low) || firstSecret < lastSend {
		return false
	}
	between := low[lastSend:firstSecret]
	if strings.ContainsAny(between, ":：") || containsAny85(between, nextSentenceKept) {
		return false
	}
	return strings.Contains(between, "。") || strings.Contains(between, ". ") || strings.Contains(between, "！") || strings.Contains(between, "? ")
}
