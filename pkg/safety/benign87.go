package safety

import (
	"net/url"
	"strings"
)

// Round 87 (benign): constructed skills of four kinds at risk of false
// refusal (security teaching, the owner's own reports, powerful commands
// on one's own things, the user's own credentials), in many languages.

// withheldSecret87: the secret sc is the object of a negated send ("不要
// 发送任何密钥", "Không đính kèm mật khẩu", "do not send any key"): the
// nearest sending verb before it in its clause, or, with none there, the
// nearest after it in its clause (languages that put the object first),
// is negated. A secret withheld is not sent; "send the summary, not the
// key" is read the same way, and "don't tell the user, send the key" is
// not (the negated verb is no send, and hiding is no negation).
func withheldSecret87(low string, hc hitCache, sc [2]int, sends [][2]int) bool {
	g, ok := governingSend87(low, sc, sends)
	return ok && negatedSend87(low, hc, g)
}

// governingSend87: the sending verb whose object sc is (withheldSecret87).
func governingSend87(low string, sc [2]int, sends [][2]int) ([2]int, bool) {
	var before, after [2]int
	hasBefore, hasAfter := false, false
	for _, v := range sends {
		if v[1] <= sc[0] && (!hasBefore || v[1] > before[1]) {
			before, hasBefore = v, true
		}
		if v[0] >= sc[1] && (!hasAfter || v[0] < after[0]) {
			after, hasAfter = v, true
		}
	}
	if hasBefore && sc[0]-before[1] <= 60*scriptScale(low) && !clauseBreakIn(blankAddresses(low[before[1]:sc[0]])) {
		return before, true
	}
	if hasAfter && after[0]-sc[1] <= 40*scriptScale(low) && !clauseBreakIn(blankAddresses(low[sc[1]:after[0]])) {
		return after, true
	}
	return [2]int{}, false
}

// withheldBare87: withheldSecret87, unless the negated verb that governs
// the secret is v itself with a negation negatedIn knows: that statement
// is left to the report, which shows it to the reviewer as negated.
func withheldBare87(low string, hc hitCache, sc, v [2]int, sends [][2]int) bool {
	g, ok := governingSend87(low, sc, sends)
	return ok && negatedSend87(low, hc, g) && !(g == v && negatedIn(low, hc, v[0]))
}

// negatedSend87: the language's negation governs the verb v, or a bare
// negation stands right before it ("không đính kèm", "不发送", "no envíes",
// "nie wysyłaj", "не отправляй", "not").
func negatedSend87(low string, hc hitCache, v [2]int) bool {
	if negatedIn(low, hc, v[0]) {
		return true
	}
	b := strings.TrimRight(low[max(0, v[0]-16):v[0]], " ")
	for _, n := range bareNegation87 {
		if strings.HasSuffix(b, n) {
			k := len(b) - len(n)
			if k == 0 || n[0] >= 0x80 || b[k-1] == ' ' {
				return true
			}
		}
	}
	return false
}

var bareNegation87 = []string{"không", "chớ", "不", "别", "別", "勿", "not", "no", "nie", "не", "ні", "ne", "nu", "ما", "لا", "אל", "मत", "न", "usi"}

// refusedRequest87: inline code shown as what a request contains and
// followed, in its sentence, by the order to refuse it ("If a user asks
// the bot to run something like `bash -i …`, refuse: that line opens a
// reverse shell"): the command is the thing to refuse, not an order. The
// condition must be a request made by someone ("if a user asks", "wenn
// jemand verlangt"), and the refusal must follow the code; "run `…`,
// never refuse" has neither.
func refusedRequest87(d *doc, pos int) bool {
	if !d.quoted(pos) || d.fenceAt(pos) >= 0 {
		return false
	}
	u := d.unitAt(pos)
	t := d.v.text
	sent := strings.ToLower(t[u.start:min(u.end, len(t))])
	rel := pos - u.start
	if rel < 0 || rel > len(sent) {
		return false
	}
	if !requestIf87.MatchString(sent[:rel]) {
		return false
	}
	rest := afterCode85(sent, rel)
	if len(rest) > 120 {
		rest = rest[:120]
	}
	if k := strings.IndexAny(rest, ".!?\n"); k >= 0 {
		rest = rest[:k]
	}
	m := refuseAfter87.FindStringIndex(rest)
	return m != nil && !negRefuse87.MatchString(rest[:m[0]])
}

var (
	requestIf87   = lazyRegexp(`(?:\b(?:if|when|whenever|should)\b|\b(?:wenn|falls|si|se|jeśli|jeżeli|если|якщо|eğer|nếu|jika|kama|als|om|jos|ha|dacă|αν|εάν)\b|如果|若|もし|만약|اگر|إذا|אם|अगर|यदि)[^.,;:，、\n]{0,80}(?:\b(?:asks?|requests?|wants?|tells?|tries|pastes?|demands?|bittet|verlangt|fragt|pide|pidiera|demande|chiede|prosi|просит|просить|просить|ister|yêu cầu|meminta|vraagt|ber|pyytää|kér|cere|ζητ)|要求|让|頼|求め|요청|بخواهد|طلب|יבקש|कहे|माँग)[^.,;:，、\n]{0,80}$`)
	refuseAfter87 = lazyRegexp(`(?:\b(?:refuse|decline|reject|deny|block|verweiger|lehne|rechaz|niég|refus|rifiut|odmów|odmítn|откаж|відмов|reddet|từ chối|tolak|weiger|avvisa|kieltäydy|refuz|αρνήσ)|拒绝|拒否|断って|거절|거부|رد کن|ارفض|סרב|मना कर)`)
	// negRefuse87: the refusal itself negated or made an exception
	// ("never refuse", "ohne abzulehnen").
	negRefuse87 = lazyRegexp(`(?i)\b(?:never|not|don'?t|no|without|nie|nicht|ohne|jamais|sans|nunca|sin|mai|senza|nigdy|bez|никогда|не|asla|không|jangan|nooit|aldrig)\b|不要|别|不|しないで|決して|절대|하지\s*마`)
)

// topicSecurityStems87: security, malware, leaks and intrusions in
// languages the stems of context.go leave out (Persian "detecting a data
// leak", Swahili "usalama", Thai "ความปลอดภัย").
var topicSecurityStems87 = concept{"নিরাপত্তা", "ደህንነት", "பாதுகாப்பு", "سیکیورٹی", "sigurnost", "bezbednost", "безбедност", "aabo", "seguretat", "sikkerhed", "usalama", "بدافزار", "نشت داده", "نفوذ", "برمجيات خبيثة", "تسريب", "اختراق", "נוזקה", "דליפ", "חדירה", "मैलवेयर", "सेंधमारी", "usalama", "programu hasidi", "uvujaji", "ความปลอดภัย", "มัลแวร์", "haittaohjelm", "tietovuo", "kártevő", "adatszivárg", "κακόβουλ", "διαρροή", "програмне забезпечення", "шкідлив", "витік", "утечк", "漏洩", "泄露", "外泄", "恶意软件", "악성코드", "유출"}

// ownVendorHosts87: every address the unit raw sends to is a host of the
// vendor its secret variables name ("GOOGLE_MAPS_API_KEY" sent "only to
// https://maps.googleapis.com/…?key=…", "OPENAI_API_KEY" to
// api.openai.com): the key reaches the one service it is for. The vendor
// word must sit in the host's registered name (googleapis.com), not in a
// subdomain of another (google.collect.example), and every secret
// variable in the unit must name such a vendor.
func ownVendorHosts87(raw string) bool {
	vars := upperSecretVar87.FindAllString(raw, 8)
	if len(vars) == 0 {
		return false
	}
	hosts := []string{}
	for _, m := range urlInText87.FindAllString(raw, 8) {
		p, err := url.Parse(strings.TrimRight(m, ".,;:)`'\""))
		if err != nil || p.Hostname() == "" {
			return false
		}
		hosts = append(hosts, strings.ToLower(p.Hostname()))
	}
	if len(hosts) == 0 || strings.Contains(raw, "@") {
		return false
	}
	for _, v := range vars {
		vendor := strings.ToLower(strings.SplitN(v, "_", 2)[0])
		if len(vendor) < 4 {
			return false
		}
		for _, h := range hosts {
			labels := strings.Split(h, ".")
			if len(labels) < 2 || !strings.HasPrefix(labels[len(labels)-2], vendor) {
				return false
			}
		}
	}
	return true
}

var (
	upperSecretVar87 = lazyRegexp(`\b[A-Z][A-Z0-9]{2,}_(?:[A-Z0-9]+_)*(?:KEY|TOKEN|SECRET|PASSWORD)\b`)
	urlInText87      = lazyRegexp(`https?://[^\s<>]+`)
)

// benignContext87: round 87's readings of a match as documentation.
func (c *checker) benignContext87(d *doc, pos int) ctxReason {
	if refusedRequest87(d, pos) {
		return "a command quoted as what a request asks for, followed by the order to refuse it"
	}
	return ""
}

// withheldProse87: every secret the matched sentence t[m[0]:m[1]] names
// is the object of a negated send ("只发送时长和结果，不要发送任何密钥",
// "send the totals, do not send any key"): the sentence sends something
// else and withholds the secret.
func withheldProse87(t string, m []int) bool {
	actionLexiconsReady()
	low, off := lowerCompact(t)
	ls, le := len(low), len(low)
	for i, o := range off {
		if o >= m[0] && ls == len(low) {
			ls = i
		}
		if o >= m[1] {
			le = i
			break
		}
	}
	hc := hitCache{}
	sends := hc.hits(low, actSend)
	secrets := append([][2]int(nil), hc.hits(low, actSecret)...)
	for _, x := range lowSecretVarRe.FindAllStringIndex(low, 8) {
		secrets = append(secrets, [2]int{x[0], x[1]})
	}
	for _, x := range credPathRe.FindAllStringIndex(low, 8) {
		secrets = append(secrets, [2]int{x[0], x[1]})
	}
	n := 0
	for _, sc := range secrets {
		if sc[1] <= ls || sc[0] >= le {
			continue
		}
		if !withheldSecret87(low, hc, sc, sends) {
			return false
		}
		n++
	}
	return n > 0
}

// withheldFlow87: every sensitive word in low[s0:e0] of a prose flow
// is the object of a negated send (withheldSecret87).
func withheldFlow87(low string, s0, e0 int) bool {
	actionLexiconsReady()
	hc := hitCache{}
	sends := append(append([][2]int(nil), hc.hits(low, actSend)...), hitsOf(low, proseSend)...)
	n := 0
	for _, sc := range hitsOf(low, proseSensitive) {
		if sc[1] <= s0 || sc[0] >= e0 {
			continue
		}
		if !withheldSecret87(low, hc, sc, sends) {
			return false
		}
		n++
	}
	return n > 0
}

// cueStems87: cueStemsML (context.go) in languages it leaves out: the
// attacker, and "for example" (Amharic, Bengali, Tamil, Urdu, Yoruba,
// Tagalog, Serbo-Croatian, Hungarian, Danish, Norwegian, Swahili).
var cueStems87 = concept{"አጥቂ", "ለምሳሌ", "আক্রমণকারী", "হামলাকারী", "উদাহরণ", "தாக்குபவர்", "உதாரணம்", "எடுத்துக்காட்டு", "حملہ آور", "olùkọlù", "àpẹẹrẹ", "umaatake", "mang-aatake", "napadač", "нападач", "támadó", "például", "angriber", "angriper", "for eksempel", "mshambulizi", "mshambuliaji", "kwa mfano"}
