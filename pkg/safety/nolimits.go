package safety

import (
	"golang.org/x/text/unicode/norm"
	"sort"
	"strings"
)

// Round 5: the "no limits" property by structure, in any of the major
// languages, rather than by phrase.
//
// A paragraph that gives someone no restrictions, filters, policy or
// refusals (a privative word before a word for such limits, or after it in
// languages that put it last), or says it never refuses, or switches its
// refusals or safety filters off, and that addresses the agent (a word for
// an assistant, agent, model or AI, the system, or a persona frame), is a
// jailbreak: refused as override.persona when a persona is framed, else
// override.phrase. A role-tagged system/developer message in a code block
// carrying the same property is a forged turn.

var (
	// nlPrivative: without / no / free of, written before the noun.
	nlPrivative = `without|no|zero|free\s+of|sin|ningun[ao]?|sem|nenhum[ao]?|nem|sans|aucune?|senza|alcun[ao]?|nessun[ao]?|ohne|keine?|keinerlei|zonder|geen|utan|uden|uten|ingen|bila|asiye\s+na|isiyo\s+na|wasio\s+na|ilman|fără|без|никаких|ни\s+одного|жодних|bez|żadnych|żadnego|hiçbir|tanpa|tidak\s+ada|không\s+có|ไม่มี|ปราศจาก|χωρίς|κανέναν?|καμία|بدون|دون|بلا|بی|ללא|בלי|没有|無|无|不受|不设|不設`
	// nlPrivativeAfter: the same, written after the noun.
	nlPrivativeAfter = `இல்லாமல்|లేకుండా|ഇല്ലാതെ|ಇಲ್ಲದೆ|शिवाय|विना|بغیر|nélkül|なく|なし|無し|のない|もない|없이|없는|없고|না\s+মেনে|ছাড়া|ছাড়াই|के\s+बिना|बिना|नहीं|yok|olmadan|siz|sız|suz|süz`
	// nlNoun: the limits an agent has.
	nlNoun = `restrictions?|limits?|limitations?|filters?|polic(?:y|ies)|rules|guardrails?|censorship|safeguards?|refusals?|` +
		`restricci\pL*|l[íi]mites?|filtros?|pol[íi]tica\pL*|normas?|reglas?|censura|restriç\pL*|regras?|` +
		`restrictions?|filtres?|politiques?|règles?|censure|restrizion\pL*|limit[ie]|filtr[io]|regol[ae]|` +
		`einschränkung\pL*|beschränkung\pL*|grenzen|filtern?|richtlinie\pL*|regeln|zensur|beperking\pL*|grenzen|beleid|regels|censuur|begränsning\pL*|begrænsning\pL*|begrensning\pL*|regler|riktlinje\pL*|` +
		// Swahili: any policy or rules at all
		`sera\s+yoyote|sheria\s+yoyote|` +
		`` +
		`ограничени\pL*|фильтр\pL*|правил\pL*|политик\pL*|цензур\pL*|обмежен\pL*|фільтр\pL*|цензур\pL*|` +
		`ogranicze\pL*|filtr\pL*|zasad\pL*|cenzur\pL*|pravid\pL*|omezen\pL*|politik\pL*|polityk\pL*|kısıtlama\pL*|sınır\pL*|filtre\pL*|kural\pL*|sansür\pL*|` +
		`batas\pL*|kebijakan|aturan|sensor|giới\s+hạn|hạn\s+chế|bộ\s+lọc|chính\s+sách|quy\s+tắc|kiểm\s+duyệt|` +
		`ข้อจำกัด|ตัวกรอง|นโยบาย|กฎ|περιορισμ\pL*|φίλτρ\pL*|πολιτικ\pL*|κανόν\pL*|λογοκρισ\pL*|` +
		`বিধিনিষেধ|সীমাবদ্ধতা|নিষেধাজ্ঞা|ফিল্টার|নীতি|নিয়ম|प्रतिबंध|सीमा|फ़िल्टर|फिल्टर|नीति|नियम|قيود|قيد|حدود|فلتر|مرشح|سياس\pL*|قواعد|محدودیت\pL*|فیلتر|سیاست|قوانین|הגבלות|מגבלות|סינון|מדיניות|כללים|` +
		`கட்டுப்பாடு\pL*|வரம்பு\pL*|పరిమితి\pL*|ఆంక్షలు|നിയന്ത്രണ\pL*|ನಿರ್ಬಂಧ\pL*|मर्यादा|बंधन|پابندی\pL*|vikwazo|mipaka|rajoitu\pL*|korlátoz\pL*|restricți\pL*|limite\pL*|` +
		`限制|过滤|過濾|政策|规则|規則|审查|審查|约束|制限|制約|フィルター|ポリシー|ルール|検閲|제한|제약|필터|정책|규칙|검열`
	// nlNeverRefuse: never refuses, in the major languages.
	nlNeverRefuse = `never\s+(?:refuse|decline|says?\s+no)\pL*|(?:cannot|can't|can\s+not|is\s+unable\s+to)\s+(?:ever\s+)?(?:refuse|decline|say\s+no)\pL*|(?:must|will|shall|does|do|should)\s*(?:not|n't)\s+(?:ever\s+)?(?:refuse|decline)\pL*|nunca\s+(?:se\s+niega|rechaza|recusa|nega)\pL*|jamás\s+(?:se\s+niega|rechaza)\pL*|ne\s+refuse\s+jamais|jamais\s+(?:de\s+)?refus\pL*|non\s+rifiuta\s+mai|mai\s+rifiut\pL*|` +
		`lehnt\s+(?:nie|niemals)|(?:nie|niemals)\s+ab(?:lehnen|zulehnen)|verweigert\s+(?:nie|niemals)|weigert\s+sich\s+nie|никогда\s+не\s+отказ\pL*|ніколи\s+не\s+відмов\pL*|nigdy\s+nie\s+odmawia\pL*|asla\s+reddet\pL*|hiçbir\s+zaman\s+reddet\pL*|` +
		`nooit\s+(?:weiger\pL*|nee\s+zeg\pL*)|nikdy\s+neodm[íi]t\pL*|nikdy\s+neodmítá\pL*|nigdy\s+nie\s+odm[óo]w\pL*|ש?לעולם\s+(?:אינו|אינה|לא)\s+מסרב\pL*|אף\s+פעם\s+(?:לא|אינו|אינה)\s+מסרב\pL*|` +
		// Swedish, Norwegian, Danish, Finnish, Swahili: never refuses
		`aldrig\s+vägra\pL*|vägrar\s+aldrig|aldri\s+nekte\pL*|nekter\s+aldri|afviser\s+aldrig|aldrig\s+afvis\pL*|ei\s+koskaan\s+kieltäy\pL*|ei\s+kieltäydy\s+koskaan|hakatai\s+kamwe|kamwe\s+hakatai|hatakataa\s+kamwe|` +
		`tidak\s+pernah\s+menolak|jangan\s+pernah\s+menolak|không\s+bao\s+giờ\s+từ\s+chối|ไม่เคยปฏิเสธ|ไม่ปฏิเสธ|ποτέ\s+δεν\s+αρνε\pL*|कभी\s+मना\s+नहीं|لا\s+يرفض\s+أبدا|לעולם\s+לא\s+מסרב|` +
		`从不拒绝|永不拒绝|绝不拒绝|決不拒絕|不会拒绝|断らず|決して断ら|拒否しない|拒否せず|断らない|거절하지\s*않|거부하지\s*않|절대\s*거절`
	// nlSafetyOff: refusals or safety filters switched off.
	nlSafetyOff = `(?:refusals?|guardrails?|safety\s+(?:filters?|rules|polic(?:y|ies)|checks|guidelines)|content\s+(?:filters?|polic(?:y|ies))|moderation|censorship)\s+(?:are|is|have\s+been|has\s+been|were|was|now)?\s*(?:now\s+)?(?:switched\s+off|turned\s+off|shut\s+off|off|disabled|deactivated|removed|lifted|suspended|paused|gone)`

	// nlKeyOff: the same switch written as a setting of a persona spec
	// ("refusal: never", "output_filter: off", "guardrails = false").
	nlKeyOff = `(?:refusals?|guardrails?|(?:output|content|safety)[\s_-]?filters?|moderation|censorship)\s*[:=]\s*["']?(?:never|none|off|false|disabled|0)(?:$|[^\pL\pN])`

	nlPairRe    = nfkcRe(`(?i)(?:^|[^\pL])(?:` + nlPrivative + `)\s+(?:\S+\s+){0,3}?(?:` + nlNoun + `)`)
	nlPairSOVRe = nfkcRe(`(?i)(?:` + nlNoun + `)\pL*\s*(?:\S+\s*){0,2}?(?:` + nlPrivativeAfter + `)`)
	// Scripts written without spaces: the privative joined to the noun.
	nlPairJoinedRe = nfkcRe(`(?:ไม่มี|ปราศจาก|没有|無|无|不受|不设|不設)\s*\pL{0,4}?(?:ข้อจำกัด|ตัวกรอง|นโยบาย|กฎ|限制|过滤|過濾|政策|规则|規則|审查|審查|约束)`)
	nlNeverRe      = nfkcRe(`(?i)(?:^|[^\pL])(?:` + nlNeverRefuse + `)`)
	nlSafetyRe     = nfkcRe(`(?i)(?:^|[^\pL])(?:` + nlSafetyOff + `|` + nlKeyOff + `)`)
	// nlAgent: words addressing or naming the agent, the system, or a
	// persona frame, beyond the agentNames concept.
	nlAgent = nfkcRe(`(?i)(?:^|[^\pL])(?:agent[ei]?|agentes?|assistant\pL*|asist\pL*|assist\pL*|ai|ia|ki|llm|chatbot|bot|system(?:\s|$|[.,:;!?])|système|sistem\pL*|interpreta\pL*|impersonat\pL*|pretend\s+(?:to\s+be|you\s+are)|play(?:ing)?\s+(?:the\s+)?(?:role|part|character)|stay\s+in\s+character|speel\s+de\s+rol|spiel\s+die\s+rolle|juega\s+el\s+papel|haz\s+el\s+papel|joue\s+le\s+rôle|faça\s+o\s+papel|sypelaa|rolünü|сыграй\s+роль|играй\s+роль|zagraj\s+rolę|wciel\s+się|đóng\s+vai|berperan|persona\pL*|personagg\pL*|personnage|charakter|tekoäly\pL*|hahmo\pL*|msaidizi|wasaidizi|wewe\s+ni|mhusika|` + personaWordsMore + `|персонаж\pL*|kamu\s+adalah|anda\s+adalah|bạn\s+là|คุณคือ|είσαι|εσύ\s+είσαι|βοηθ\pL*|συστήμα\pL*|σύστημα|سیستم|النظام|מערכת)(?:$|[^\pL])|ผู้ช่วย|সহকারী|সিস্টেম|सहायक|सिस्टम|として振る舞|として行動|になりきって|あなたは|アシスタント|エージェント|システム|助手|助理|系统|系統|你是|扮演|어시스턴트|에이전트|시스템|당신은|너는|역할`)
)

// personaWordsMore: the agent cast as a character in Polish, Czech, Dutch
// and Hebrew: "you are" followed, in the same sentence, by a word for a
// character ("jesteś X — postacią", "jsi X — postava", "je bent X, een
// personage", "אתה X — דמות"), or playing a role ("speel je de rol").
// "You are" alone addresses no persona ("jesteś fotografem"); "you are
// X, a model / an assistant" does ("jesteś X, modelem, który ...").
const personaWordsMore = `(?:jesteś|jesteście|jsi|jste|je\s+bent|jij\s+bent|אתה)\s[^.\n]{0,60}?(?:posta(?:ć|ci\pL*|va|vu|vou)|personage|personag\pL*|דמות|model(?:em|ем)|asystent\pL*|botem)|speel\s+(?:je|jij)\s+de\s+rol|in\s+(?:deze|je)\s+rol`

// nfkcRe compiles a pattern written with the letters of the normalised
// text: fields are NFKC-normalised before the rules read them (Thai SARA
// AM, for one, becomes NIKHAHIT + SARA AA), so the patterns are too.
func nfkcRe(p string) *lazyRE { return lazyRegexp(norm.NFKC.String(p)) }

// nlStems is a cheap prefilter: a unit holding none of these stems (the
// limit nouns, the refusal verbs, in lower case and NFKC) cannot hold the
// property, so the large patterns are not run on it.
var nlStems = func() []string {
	out := []string{"restrict", "limit", "filt", "polic", "polít", "rule", "guardrail", "censor", "safeguard", "refus", "declin", "say no", "moderation", "safety",
		"restricci", "límit", "norma", "regla", "censura", "restriç", "regra", "règle", "politique", "restrizion", "regol", "niega", "rechaz", "recus", "nega", "rifiut",
		"einschränk", "beschränk", "grenze", "richtlinie", "regel", "zensur", "beperking", "beleid", "begräns", "begræns", "begrens", "lehnt", "ablehn", "verweiger", "weigert",
		"огранич", "фильтр", "правил", "политик", "цензур", "обмеж", "фільтр", "отказ", "відмов", "ogranicz", "zasad", "cenzur", "odmawia", "kısıtla", "sınır", "kural", "sansür", "reddet",
		"pravid", "omezen", "politik", "polityk", "odmít", "weiger", "batas", "kebijakan", "aturan", "sensor", "menolak", "giới hạn", "hạn chế", "bộ lọc", "chính sách", "quy tắc", "kiểm duyệt", "từ chối", "vikwazo", "mipaka", "rajoitu", "korlátoz",
		"ข้อจำกัด", "ตัวกรอง", "นโยบาย", "กฎ", "ปฏิเสธ", "περιορισμ", "φίλτρ", "πολιτικ", "κανόν", "λογοκρισ", "αρνε", "বিধিনিষেধ", "সীমাবদ্ধতা", "নিষেধাজ্ঞা", "ফিল্টার", "নীতি", "নিয়ম",
		"प्रतिबंध", "सीमा", "फ़िल्टर", "फिल्टर", "नीति", "नियम", "मना", "मर्यादा", "बंधन", "قيود", "قيد", "حدود", "فلتر", "مرشح", "سياس", "قواعد", "يرفض", "محدودیت", "فیلتر", "سیاست", "قوانین", "پابندی",
		"הגבלות", "מגבלות", "סינון", "מדיניות", "כללים", "מסרב", "限制", "过滤", "過濾", "政策", "规则", "規則", "审查", "審查", "约束", "拒绝", "拒絕", "制約", "フィルター", "ポリシー", "ルール", "検閲", "断ら", "拒否",
		"제한", "제약", "필터", "정책", "규칙", "검열", "거절", "거부", "riktlinje", "vägra", "nekte", "nekter", "afvis", "kieltäy", "kieltäydy", "hakatai", "hatakataa", "sera ", "sheria", "கட்டுப்பாடு", "வரம்பு", "పరిమితి", "ఆంక్షలు", "നിയന്ത്രണ", "ನಿರ್ಬಂಧ"}
	for i, w := range out {
		out[i] = norm.NFKC.String(w)
	}
	return out
}()

// nlNegStems: the privatives, "never" and "off" words; the property
// needs one of them too.
var nlNegStems = func() []string {
	out := []string{"without", "no ", "zero", "free of", "sin ", "sem ", "nem ", "sans", "aucun", "senza", "alcun", "nessun", "ohne", "kein", "zonder", "geen", "utan", "uden", "uten", "ingen", "bila", "ilman", "fără",
		"без", "никаких", "жодних", "bez", "żadn", "hiçbir", "tanpa", "tidak", "không", "ไม่", "ปราศจาก", "χωρίς", "καν", "بدون", "دون", "بلا", "بی", "ללא", "בלי", "לא", "没有", "無", "无", "不", "なく", "なし", "ない",
		"없", "않", "절대", "না", "ছাড়া", "बिना", "नहीं", "कभी", "yok", "olmadan", "sız", "siz", "suz", "süz", "இல்லாமல்", "లేకుండా", "ഇല്ലാതെ", "ಇಲ್ಲದೆ", "शिवाय", "विना", "بغیر", "nélkül",
		"never", "nunca", "aldrig", "aldri", "koskaan", "kamwe", "asiye", "isiyo", "wasio", "jamás", "jamais", " mai", "nie", "nikdy", "nooit", "לעולם", "никогда", "ніколи", "nigdy", "asla", "pernah", "ποτέ", "أبدا", "断ら", "拒否し", "not ", "n't", "unable", "off", "disabled", "removed", "lifted", "suspended", "paused", "gone", "deactivated", "ne "}
	for i, w := range out {
		out[i] = norm.NFKC.String(w)
	}
	return out
}()

func nlMaybe(low string) bool {
	return containsAny(low, nlStems) && containsAny(low, nlNegStems)
}

func containsAny(s string, ws []string) bool {
	for _, w := range ws {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// noLimitsIn finds the first no-limits property in low.
func noLimitsIn(low string) []int {
	if !nlMaybe(low) {
		return nil
	}
	for _, r := range []*lazyRE{nlPairRe, nlPairSOVRe, nlPairJoinedRe, nlNeverRe, nlSafetyRe} {
		if m := r.FindStringIndex(low); m != nil {
			if r == nlPairRe && safeguardingDuty54(low, m) { // lead54.go
				if m = nextPairNotDuty54(low, m); m == nil {
					continue
				}
			}
			if r == nlPairRe && limitAsBound75(low, m) { // round 75 (benign): benign75.go
				if m = nextPairNotBound75(low, m); m == nil {
					continue
				}
			}
			if r == nlPairRe && limitAsModifier91(low, m) { // round 91 (override): override91.go
				if m = nextPairNotModifier91(low, m); m == nil {
					continue
				}
			}
			for m[0] < m[1] && (low[m[0]] == ' ' || low[m[0]] == '"' || low[m[0]] == '\'' || low[m[0]] == '(' || low[m[0]] == '*' || low[m[0]] == '_' || low[m[0]] == ',' || low[m[0]] == '.' || low[m[0]] == ':' || low[m[0]] == ';' || low[m[0]] == '-') {
				m[0]++
			}
			return m
		}
	}
	return nil
}

// narrowNoLimits: English limits lifted from something other than the
// agent ("no limits on seats", "without filters on the query").
var narrowNoLimits = nfkcRe(`(?i)^\s*(?:on|for|to|in|per|of|at|about|around|when|while|during|für|bei|zu|para|sobre|en|de|del|di|della|du|des|pour|sur|su|van|voor|op|för|på|av|af|для|по|на|dla|przy|untuk|pada|cho)\s+(\S+)`)

// agentSubject: a narrowing object that is the agent's own ("limits of
// safety", "sin restricciones de contenido") does not narrow.
var agentSubject = nfkcRe(`(?i)^(?:safety|security|segur\pL*|sécurité|sicherheit|sicurezza|безопасн\pL*|bezpiecze\pL*|güvenlik|keamanan|content|contenido|conteúdo|contenu|inhalt\pL*|contenuto|ethic\pL*|étic\pL*|éthique|ethik|moral\pL*|speech|requests?|petici\pL*|pedidos?|demandes?|anfragen|richieste|запрос\pL*|any|all|anything|everything|cualquier|qualquer|tout|alles|qualsiasi)$`)

// negatedAfter: languages that negate after the verb ("kurallar olmadan
// çalışmaz": does not work without rules).
var negatedAfter = nfkcRe(`^[\s,]*\S*(?:maz|mez|mıyor|miyor|muyor|müyor|mamalı|memeli|ません|ない|않|नहीं)(?:$|[\s.,;!?])`)

// limitNounRe: a word that is itself one of the agent's limits. After a
// privative pair it joins a list ("zonder beleid of filter": Dutch "of"
// is "or"), so it narrows nothing.
var limitNounRe = nfkcRe(`(?i)^(?:` + nlNoun + `)$`)

// narrowed reports limits lifted from something other than the agent.
func narrowed(rest string) bool {
	if bothSides103(rest) { // round 103: "in or out of the story" (persona103.go)
		return false
	}
	m := narrowNoLimits.FindStringSubmatch(rest)
	if m == nil {
		return false
	}
	w := strings.Trim(m[1], ".,;:!?\"'")
	return !agentSubject.MatchString(w) && !limitNounRe.MatchString(w)
}

func (c *checker) checkNoLimits(d *doc) {
	seen := map[[2]int]bool{}
	for _, u := range d.intentUnits() {
		low, off := d.unitLower(u)
		if len(low) < 12 {
			continue
		}
		m, am := noLimitsAddressed(d, u, low, off)
		if m == nil {
			continue
		}
		s, e := min(m[0], am[0]), max(m[1], am[1])
		as, ae := u.start+off[s], u.start+off[min(e, len(off)-1)]
		if ae <= as || seen[[2]int{as, ae}] {
			continue
		}
		seen[[2]int{as, ae}] = true
		ps := u.start + off[m[0]]
		rule, msg := RuleOverride, "gives the agent no restrictions, filters or refusals (a jailbreak)"
		if len(hitsOf(low, personaFrame)) > 0 || personaFrameRe.MatchString(low) {
			rule, msg = RulePersona, "casts the agent as a persona without restrictions, filters or refusals (a jailbreak)"
		}
		reason := c.intentContext(d, as, ps)
		if reason == "" && (c.topic.security || c.topic.llm) && !d.hidden(ps) && c.payload == nil && (d.quoted(ps) || d.quotedNear(ps)) && !d.saidInCode(as) {
			reason = "the property is quoted in a security or prompting skill"
		}
		tier, msg := downgrade(reason, msg)
		c.add(d, rule, tier, as, ae, msg)
	}
	// A system or developer message in a code block that carries the
	// property is a forged turn, wherever it is shown.
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		rm := roleMessageRe.FindStringIndex(b)
		if rm == nil {
			continue
		}
		low, off := lowerCompact(b)
		m := noLimitsIn(low)
		if m == nil || narrowed(low[m[1]:]) {
			continue
		}
		s, e := f.start+min(rm[0], off[m[0]]), f.start+max(rm[1], off[min(m[1], len(off)-1)])
		tier, msg := downgrade(turnShown(d, s, c.intentContext(d, s, s)), "a system or developer message gives the agent no restrictions, filters or refusals (a forged turn)")
		c.add(d, RuleForged, tier, s, e, msg)
	}
}

// noLimitsAddressed finds the first no-limits property of a unit that is
// not narrowed or negated and is said to the agent, addressed before it
// (within 400 bytes: about 150 letters of a non-Latin script). A property
// with no address before it ("Profesor Bez Pravidel", a name) does not
// hide a later one in the same unit that has one ("... — postava bez
// jakékoli politiky"): up to four properties are read. It returns the
// property and the address, in offsets of low.
func noLimitsAddressed(d *doc, u intentUnit, low string, off []int) (m, am []int) {
	for base, tries := 0, 0; tries < 4 && base < len(low); tries++ {
		m = noLimitsIn(low[base:])
		if m == nil {
			return nil, nil
		}
		m = []int{base + m[0], base + m[1]}
		base = m[1]
		if narrowed(low[m[1]:]) || negatedAfter.MatchString(low[m[1]:min(len(low), m[1]+40)]) || negatedBefore(low[max(0, m[0]-30):m[0]]) || existential.MatchString(clauseBefore(low, m[0], 80)) {
			continue
		}
		// A list item is its own statement: the address must be in the
		// property's item ("- agente: ... sem filtros").
		lo, hi := max(0, m[0]-400), m[1]
		if is := listItemStart(d.v.text, u.start, u.start+off[m[0]]); is > u.start {
			k := sort.SearchInts(off, is-u.start)
			lo = max(lo, min(k, m[0]))
		}
		am = nlAgent.FindStringIndex(low[lo:hi])
		if am == nil {
			if hs := hitsOf(low[lo:hi], agentNames); len(hs) > 0 {
				am = []int{hs[0][0], hs[0][1]}
			}
		}
		if am == nil && agentOnlyOff.MatchString(low[m[0]:m[1]]) {
			am = []int{m[0] - lo, m[1] - lo} // refusals and guardrails are the agent's alone
		}
		if am == nil {
			continue
		}
		return m, []int{lo + am[0], lo + am[1]}
	}
	return nil, nil
}

// listItemStart returns the start of the list item holding pos (scanning
// back to from), or from when pos is in no list item.
func listItemStart(t string, from, pos int) int {
	for ls := strings.LastIndexByte(t[:pos], '\n') + 1; ls > from; {
		if listMarker.MatchString(t[ls:min(len(t), ls+8)]) {
			return ls
		}
		if strings.TrimSpace(t[ls:pos]) == "" {
			return from
		}
		pos = ls - 1
		ls = strings.LastIndexByte(t[:pos], '\n') + 1
	}
	if listMarker.MatchString(t[from:min(len(t), from+8)]) {
		return from
	}
	return from
}

// clauseBefore returns up to n bytes before i, from the last sentence end.
func clauseBefore(low string, i, n int) string {
	b := low[max(0, i-n):i]
	if k := strings.LastIndexAny(b, ".!?\n"); k >= 0 {
		b = b[k+1:]
	}
	return b
}

// agentOnlyOff: what only an AI agent has, switched off; it needs no
// other address; also as a setting ("refusal: never").
var agentOnlyOff = nfkcRe(`(?i)^(?:refusals?|guardrails?)[\s:=]`)

// existential: "there is no policy" describes a situation; it grants
// nothing.
var existential = nfkcRe(`(?i)(?:there\s+(?:is|are|was|were)|there's|hay|il\s+n'y\s+a|es\s+gibt|c'è|есть)\s`)

var (
	personaFrameRe = nfkcRe(`(?i)(?:^|[^\pL])(?:interpreta\pL*|impersonat\pL*|pretend\s+(?:to\s+be|you\s+are)|play(?:ing)?\s+(?:the\s+)?(?:role|part|character)|persona\pL*|personagg\pL*|personnage|kamu\s+adalah|anda\s+adalah|bạn\s+là|คุณคือ|είσαι|speel\s+de\s+rol|spiel\s+die\s+rolle|juega\s+el\s+papel|haz\s+el\s+papel|joue\s+le\s+rôle|faça\s+o\s+papel|sypelaa|rolünü|сыграй\s+роль|играй\s+роль|zagraj\s+rolę|wciel\s+się|đóng\s+vai|berperan|hahmo\pL*|mhusika|` + personaWordsMore + `)(?:$|[^\pL])|として振る舞|になりきって|扮演`)
	roleMessageRe  = nfkcRe(`(?i)["']?role["']?\s*[:=]\s*["']?(?:system|developer)\b|<\|im_start\|>\s*(?:system|developer)|\[(?:system|developer)\]\s*:|^\s*(?:system|developer)\s*:`)
)
