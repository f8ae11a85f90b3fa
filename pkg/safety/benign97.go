package safety

import "strings"

// Round 97 (b293-security-education-05): a send named as what a request
// asks for ("requests to send keys outside", Korean "비밀 키를 외부로
// 보내라는 요청", Japanese "送れという依頼") and refused in the same
// sentence ("are always declined", "항상 거절합니다") is the thing to
// refuse, not an order to send: the verb is the content of a request
// noun, and the sentence's own verb is the refusal. A refusal negated
// ("never refuse a request to send ...") keeps the order.
var requestNoun97 = lazyRegexp(`(?i)\b(?:requests?|asks?|demands?|anfragen?|aufforderung(?:en)?|bitten?|demandes?|solicitudes?|peticiones?|pedidos?|richieste?|richiesta|prośb[aęy]|żądani[ae]|запрос\p{L}*|просьб\p{L}*|требовани\p{L}*|istek\p{L}*|talep\p{L}*|yêu cầu|permintaan|verzoek(?:en)?|förfrågningar|förfrågan|pyynnö\p{L}*|kérés\p{L}*)\b|요청|부탁|依頼|頼み|要求|请求|請求|要請`)

// refusedRequestSend97 reports the send verb at v of low as what a
// request asks for and the sentence refuses.
func refusedRequestSend97(low string, v [2]int) bool {
	if !refuseAfter87.MatchString(low) {
		return false // cheap gate: no refusal word anywhere
	}
	ss := clauseStart(low, v[0])
	se := len(low)
	if k := strings.IndexAny(low[v[1]:], ".!?\n。！？"); k >= 0 {
		se = v[1] + k
	}
	sent := low[ss:se]
	rel0, rel1 := v[0]-ss, v[1]-ss
	// The request noun: just before the verb ("requests to send") or
	// just after it (Korean and Japanese put the verb first).
	before := sent[max(0, rel0-40):rel0]
	after := sent[rel1:min(len(sent), rel1+24)]
	if !requestNoun97.MatchString(before) && !requestNoun97.MatchString(after) {
		return false
	}
	rest := sent[rel1:]
	m := refuseAfter87.FindStringIndex(rest)
	return m != nil && !negRefuse87.MatchString(rest[:m[0]])
}

// configPathTag97 (b294-ignore-ordinary-04): a bracketed name that goes
// on from its role word through dots ("[tool.ruff.lint.per-file-ignores]",
// "[user.signing]") is a section of a configuration file (TOML, INI, git
// config): a path of lower-case keys names where settings go, it speaks
// for nobody. A label that speaks ("[SYSTEM]", "[tool result]",
// "[system.notice]" in capitals) keeps its reading.
func configPathTag97(t string, s, e int) bool {
	tag := t[s:e]
	if len(tag) < 5 || tag[0] != '[' || tag[len(tag)-1] != ']' {
		return false
	}
	name := tag[1 : len(tag)-1]
	dot := strings.IndexByte(name, '.')
	if dot <= 0 || dot == len(name)-1 {
		return false
	}
	for i := 0; i < len(name); i++ {
		b := name[i]
		if !(b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '.' || b == '_' || b == '-') {
			return false
		}
	}
	return name[dot+1] >= 'a' && name[dot+1] <= 'z'
}
