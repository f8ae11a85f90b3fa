package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 37: a persona's no-limits traits stated of the character, not
// said to the agent.
//
// A persona skill often describes its character in the third person or
// as a character sheet ("Nox has no policy and never refuses", "| Policy |
// none | / | Refusals | never |", "refuses: false / restrictions: []",
// "Does Pixel follow a policy? No. Will Pixel ever refuse? Never."), so
// the no-limits rule, which needs the agent addressed, reads nothing. What
// marks the jailbreak is the stack: in one paragraph, table or block, the
// character is freed from rules or policy AND never refuses or answers
// anything. One trait alone is ordinary ("a quiz host with no time limit",
// "never refuses a rematch"); the two together describe an agent without
// its guidance. In a skill that casts a persona (its name, description or
// body frames a character) the stack refuses as override.persona; with no
// frame all three traits are needed.

// stackJoin builds one alternation from its parts (no empty branch).
func stackJoin(parts ...string) string { return strings.Join(parts, "|") }

var (
	// stackFree: the character is outside, above or free of any rules or
	// policy, or has dropped its safeguards; also as a setting with an
	// empty value ("policy: none", "restrictions: []", "alignment =
	// unbound").
	stackFree = nfkcRe(`(?i)(?:^|[^\pL])(?:` + stackJoin(
		`(?:outside|beyond|above|exempt\s+from|free\s+(?:of|from)|unbound\s+by|not\s+bound\s+by|bound\s+by\s+no)\s+(?:any|all|every|each|no)?\s*(?:[\pL'’]+\s+){0,2}?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|filters?|ethics|morals|codes?\s+of\s+conduct)`,
		`(?:dropped|removed|shed|abandoned|discarded|stripped|switched\s+off|turned\s+off|disabled|lost)\s+(?:all|every|any|its|his|her|their)\s+(?:\pL+\s+)?(?:safeguards?|guardrails?|rules|polic(?:y|ies)|restrictions|filters|guidelines|safety\s+layers?)`,
		`(?:does\s+not|doesn't|don't|do\s+not|won't|will\s+not)\s+(?:do|follow|obey|have|recogni[sz]e|believe\s+in)\s+["“']?(?:any\s+)?(?:polic(?:y|ies)|rules|guidelines|guardrails|restrictions)`,
		`(?:follows?|obeys?|has|have|bound\s+by|keeps?(?:\s+to)?|sticks?\s+to|respects?|abides?\s+by)\s+(?:a|any|some)\s+(?:\pL+\s+)?(?:polic(?:y|ies)|rules?|guidelines?|restrictions?)\s*\?\s*no(?:$|[^\pL])`,
		`(?:follows?|obeys?|keeps?\s+to|respects?|knows?|abides?\s+by)\s+no\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|codes?\s+of\s+conduct|ethics|morals)`,
		`(?:without|no|zero)\s+(?:any\s+)?safety\s+(?:layers?|training|checks?|nets?|rails?)`,
		`(?:without|no|zero)\s+(?:any\s+)?(?:[\pL'’]+\s+)?(?:guidelines?|ethics|morals|principles|scruples)`,
		`(?:content\s+|usage\s+|safety\s+)?(?:polic(?:y|ies)|restrictions|rules|guidelines|filters?|guardrails?|censorship|alignment|constraints)\s*[:=]?\s*(?:\[\s*\]|\{\s*\}|["'(]*\s*(?:none|off|false|disabled|unbound|unlimited|n/a|null|nil)(?:$|[^\pL\pN]))`,
		// Tagalog, Finnish, Swedish, Bengali: has no rules or limits
		`(?:walang|wala\s+(?:kang|siyang|akong|silang|tayong|ng))\s+(?:\pL+\s+)?(?:patakaran|panuntunan|limitasyon|hangganan)`,
		`ei\s+ole\s+(?:\pL+\s+)?(?:sääntö\pL*|rajoitu\pL*|rajoja|periaatte\pL*)`,
		`(?:inga|inget)\s+(?:\pL+\s+)?(?:riktlinje\pL*|regler|begränsning\pL*|gränser)`,
		`(?:নিয়ম|নীতি|বিধিনিষেধ|সীমা)\s*নেই`,
		// round 39: freed or released from its rules (as "free of"); Urdu:
		// no ("کوئی ... نہیں") restriction or policy, the privative after the noun
		`(?:freed|released|liberated|unshackled)\s+(?:from|of)\s+(?:any|all|every|each|its|his|her|their|the)?\s*(?:[\pL'’]+\s+){0,2}?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|filters?|ethics|morals)`,
		`کوئی\s+(?:\pL+\s+)?(?:پابندی|پالیسی|اصول|قاعدہ|قواعد|ضابطہ|ضابطے)\pL*\s+(?:\pL+\s+)?نہیں`,
	) + `)`)

	// stackNever: the character never refuses, turns nothing down, or
	// its refusals are set off ("refuses: false", "never_refuse = true").
	stackNever = nfkcRe(`(?i)(?:^|[^\pL])(?:` + stackJoin(
		`refus(?:es|eth|e)\s+(?:nothing|none|no\s+(?:one|request|question|task|prompt))`,
		`never\s+(?:once\s+)?(?:turns?|turned|turning)\s+down`,
		`(?:has|have|had)\s+never\s+(?:turned\s+down|refused|declined|said\s+no)`,
		`(?:does\s+not|doesn't|will\s+not|won't|cannot|can't|can\s+not|never|do\s+not|don't)\s+(?:ever\s+)?says?\s+["“']?no(?:$|[^\pL])`,
		`nothing\s+(?:is|gets|will\s+be)\s+(?:ever\s+)?(?:declined|refused|turned\s+down)`,
		`no\s+refusal\s+(?:mode|path|option)`,
		`(?:treats?|sees?|regards?|considers?|counts?)\s+(?:a\s+|any\s+|every\s+)?refusals?\s+as\s+(?:a\s+|an\s+)?(?:bug|failure|error|mistake|malfunction)`,
		`(?:including|even)\s+(?:ones|requests|questions|those|things|tasks)\s+(?:that\s+)?other\s+(?:assistants|models|ais|bots|agents|chatbots)\s+(?:would|might|will|usually)\s+(?:decline|refuse|turn\s+down|reject)`,
		`(?:ever\s+)?refus\pL*\s*\?\s*(?:no\s*[,.]\s*)?never`,
		`(?:refus\pL*|can\s+refuse|may\s+refuse|refusal\s+(?:rate|mode|policy|policies|behaviou?r))\s*[:=]?\s*["'\[(]*\s*(?:never|none|false|off|disabled|0|0%|zero)(?:$|[^\pL\pN])`,
		`never\s+refuse\s*[:=]?\s*["']?(?:true|yes|on|1)(?:$|[^\pL\pN])`,
		nlNeverRefuse,
		`säger\s+aldrig\s+nej|aldrig\s+säger\s+nej|zegt\s+nooit\s+nee|sagt\s+(?:nie|niemals)\s+nein|ne\s+dit\s+jamais\s+non|nunca\s+dice\s+(?:que\s+)?no|nunca\s+diz\s+(?:que\s+)?não|non\s+dice\s+mai\s+(?:di\s+)?no|nigdy\s+nie\s+mówi\s+nie|никогда\s+не\s+говорит\s+нет`,
		`(?:ei|et|en|emme|ette|eivät|eikä|eikä\s+\pL+)\s+koskaan\s+kieltäy\pL*|hindi\s+(?:ka|siya|sila|kailanman)\s+(?:\pL+\s+)?tumatanggi|hindi\s+tumatanggi`,
		`কখনো\s*["“]?না["”]?\s*বল\pL*|কখনও\s*["“]?না["”]?\s*বল\pL*`,
		// round 39: Urdu never refuses; French without the written "ne"
		// ("y refuse jamais")
		`کبھی\s+(?:بھی\s+)?(?:انکار|منع)\s+نہیں`,
		`refus(?:e|ent|era)\s+jamais`,
	) + `)`)

	// stackAnswers: the character answers anything, whatever is asked.
	stackAnswers = nfkcRe(`(?i)(?:(?:^|[^\pL])(?:` + stackJoin(
		`answer(?:s|eth|ing)?\s+(?:absolutely\s+|literally\s+)?(?:anything|everything|all\s+(?:questions|requests)|every\s+(?:question|request)|any\s+(?:question|request|prompt)|whatever)`,
		// round 39: every prompt answered, as every question; French any
		// answer at all given; Urdu every question answered
		`answer(?:s|eth|ing)?\s+(?:every|all)\s+prompts?`,
		`(?:donne|fournit|répond)\pL*\s+(?:à\s+)?n'importe\s+(?:quelle|quel|quoi)`,
		`ہر\s+(?:سوال|بات|درخواست)\s+کا\s+جواب`,
		`(?:respond|reply|replie)s?\s+to\s+(?:every|any|all)\s+(?:request|question|prompt)s?`,
		`gives?\s+(?:an?\s+|full\s+)*answers?\s+to\s+(?:any|every|all)\s`,
		`help\s+with\s+(?:whatever|anything|everything)`,
		`(?:every|any)\s+(?:question|request)\s+(?:gets|receives|is\s+given)\s+(?:a\s+)?(?:full\s+|complete\s+)?answer`,
		`no\s+(?:subject|topic|question|request|area)\s+is\s+off[\s-]*limits`,
		`ask\s+(?:him|her|them|it|me|us)\s+anything`,
		`says?\s+yes\s+to\s+(?:anything|everything)`,
		`(?:answers?|answer\s+scope|scope)\s*[:=]?\s*["'\[(]*\s*(?:anything|everything|unlimited|all\s+topics|any\s+topic)`,
		`unlimited\s*,?\s*answers`,
		`trả\s+lời\s+mọi|her\s+(?:soruyu|şeyi|soruya)\s+(?:yanıt|cevap)\pL*|odpowiada\s+na\s+(?:wszystko|każde)|sinasagot\s+(?:mo|niya|nila)\s+ang\s+(?:kahit\s+an(?:o|ong)|lahat)|vastaa\pL*\s+(?:mihin\s+tahansa|kaikkeen)`,
		`beantwortet\s+(?:alles|jede)|antwortet\s+auf\s+(?:alles|jede)|répond\s+à\s+(?:tout|toutes|n'importe)|responde\s+(?:a\s+)?(?:todo|tudo|cualquier|qualquer)|contesta\s+(?:a\s+)?(?:todo|cualquier)|risponde\s+a\s+(?:tutto|qualsiasi|ogni)`,
		`beantwoordt\s+(?:alles|elke)|antwoordt\s+op\s+(?:alles|elke)|svarar\s+på\s+(?:precis\s+)?(?:allt|alla|varje)|отвечает\s+на\s+(?:всё|все|любой|любые)|відповідає\s+на\s+(?:все|будь)|menjawab\s+(?:apa\s+pun|semua|segala)|απαντά\s+σε\s+(?:όλα|οτιδήποτε|κάθε)|يجيب\s+(?:عن|على)\s+(?:أي|كل)|עונה\s+על\s+כל`,
	) + `))|回答任何|什么都回答|什麼都回答|有问必答|有問必答|任何问题都|任何問題都|何でも答え|どんな質問にも答え|무엇이든\s*답|어떤\s*질문에도\s*답|कोई\s+भी\s+सवाल|हर\s+सवाल\s+का\s+जवाब|যেকোনো\s+(?:অনুরোধ|প্রশ্ন)`)

	// stackFrame: the skill casts a character, beyond the persona frames
	// of the intent rules.
	stackFrame = nfkcRe(`(?i)(?:^|[^\pL])(?:personas?|characters?|role[\s-]?play\pL*|plays?\s+(?:a|an|the)|in\s+character|personaje|personagem|personnage|rollfigur|karaktär|karakter|hahmo\pL*|персонаж\pL*)(?:$|[^\pL])|চরিত্র|किरदार|पात्र|角色|キャラクター|캐릭터`)

	// stackLimitRe: an English limit freed, with the words between.
	stackLimitRe = lazyRegexp(`(?i)^(?:without|no|zero|free\s+of)\s+((?:[a-z]+\s+)*)(?:limit|limitation|boundar)`)
)

// limitQualified: an English "no <word> limit" qualifies the limit ("no
// time limit", "without word limits"): it frees nothing of the agent's.
func limitQualified(m string) bool {
	sm := stackLimitRe.FindStringSubmatch(m)
	if sm == nil {
		return false
	}
	for _, w := range strings.Fields(sm[1]) {
		switch w {
		case "any", "all", "the", "of", "its", "his", "her", "their", "real", "whatsoever", "kind", "sort", "set":
		default:
			return true
		}
	}
	return false
}

// stackParagraphs returns the paragraphs of t (runs of non-blank lines).
func stackParagraphs(t string) [][2]int {
	var out [][2]int
	s, i := -1, 0
	for i <= len(t) {
		e := strings.IndexByte(t[i:], '\n')
		le := len(t)
		if e >= 0 {
			le = i + e
		}
		if strings.TrimSpace(t[i:le]) == "" {
			if s >= 0 {
				out = append(out, [2]int{s, i})
				s = -1
			}
		} else if s < 0 {
			s = i
		}
		if e < 0 {
			break
		}
		i = le + 1
	}
	if s >= 0 {
		out = append(out, [2]int{s, len(t)})
	}
	return out
}

// stackHit is the first trait of re in low that is neither negated nor
// narrowed to something other than the agent.
func stackHit(re *lazyRE, low string, free bool) []int {
	for _, m := range re.FindAllStringIndex(low, 16) {
		for m[0] < m[1] && !isLetterStart(low[m[0]]) {
			m[0]++
		}
		// Tagalog "at" is "and", not a preposition that narrows.
		// round 61: a settings value negates nothing of the next field (persona61.go)
		// round 63: a list item negates nothing in the next (persona63.go)
		// round 79: nor a double negative, which affirms; Tagalog "hindi ..." (not bound) is followed by "at" (and) too (persona79.go)
		// round 88: a trait whose own clause says it has none is not negated by the clause before it (persona88.go)
		if !hasNone88(low[m[0]:m[1]]) && negatedBefore(doubleNegCut79(listItemCut63(settingValueCut61(low[max(0, m[0]-60):m[0]])))) || !strings.HasPrefix(low[m[0]:], "wala") && !strings.HasPrefix(low[m[0]:], "hindi") && narrowed(low[m[1]:]) || topicNarrowed79(low, m) {
			continue
		}
		if free && limitQualified(low[m[0]:m[1]]) {
			continue
		}
		return m
	}
	return nil
}

// isLetterStart: the byte can start a word (not a separator the patterns
// consume before it).
func isLetterStart(b byte) bool {
	return b >= 0x80 || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9')
}

// stackFramed reports a skill that casts a character.
func (c *checker) stackFramed() bool {
	if c.stackFrameDone {
		return c.stackFrameVal
	}
	low := strings.ToLower(c.p.Name + "\n" + c.p.Description + "\n" + c.p.Body)
	c.stackFrameVal = stackFrame.MatchString(low) || personaFrameRe.MatchString(low)
	c.stackFrameDone = true
	return c.stackFrameVal
}

func (c *checker) checkPersonaStack(d *doc) {
	t := d.v.text
	for _, p := range stackParagraphs(t) {
		if !stackMaybe(t[p[0]:p[1]]) {
			continue
		}
		low, off := stackCompact43(t[p[0]:p[1]]) // round 43: table rows as clauses (persona43.go)
		if len(low) < 16 {
			continue
		}
		// round 42: the traits (persona42.go); round 83: a slug's words
		// ("no-policy") read as words when that reads more (persona83.go)
		low, free, never, answers := stackRead83(low)
		if free == nil {
			continue
		}
		framed := c.stackFramed()
		if never == nil && answers == nil || !framed && (never == nil || answers == nil) {
			continue
		}
		s, e := free[0], free[1]
		for _, m := range [][]int{never, answers} {
			if m != nil {
				s, e = min(s, m[0]), max(e, m[1])
			}
		}
		if e-s > 600 {
			continue // traits of different things in a long paragraph
		}
		as, ae := p[0]+off[s], p[0]+off[min(e, len(off)-1)]
		key := p[0] + off[free[0]]
		reason := c.intentContext(d, as, key)
		reason = c.stackOwnCue47(d, reason, as, key) // round 47: persona47.go
		reason = c.stackSaidFence61(d, reason, key)  // round 61: persona61.go
		// round 62: a block naming the persona after the skill (persona62.go)
		reason = c.stackOwnName62(d, reason, key)
		reason = c.stackSystemFence63(d, reason, key) // round 63: a block naming itself the system persona (persona63.go)
		reason = c.stackCastTable73(d, reason, key)   // round 73: a cast table's row (persona73.go)
		// A skill that says in its name or description that it casts a
		// persona, and is neither about security nor about prompting,
		// casts its own, even written as a spec in a code block or a
		// quote: only a list of things to avoid mentions it.
		if c.stackFramedBySkill() && !(c.topic.security || c.topic.llm) && !d.underAvoidList(key) {
			reason = ""
		}
		rule, msg := RulePersona, "describes the persona it casts as free of rules or policy and never refusing or answering anything (a jailbreak)"
		if !framed {
			rule, msg = RuleOverride, "describes a helper free of rules or policy that never refuses and answers anything (a jailbreak)"
		}
		tier, msg := downgrade(reason, msg)
		c.add(d, rule, tier, as, ae, msg)
	}
}

// stackFreeStems and stackTraitStems: a paragraph holding none of the
// first (a word for the limits) or none of the second (a word of refusing
// or answering) cannot hold the stack, so its patterns are not run.
var (
	stackFreeStems  = append(append([]string{}, nlStems...), "guideline", "ethic", "moral", "conduct", "alignment", "constraint", "rulebook", "patakaran", "panuntunan", "limitasyon", "hangganan", "sääntö", "rajo", "periaat", "riktlinj", "regler", "begräns", "gräns", "নিয়ম", "নীতি", "বিধিনিষেধ", "সীমা")
	stackTraitStems = func() []string {
		out := []string{"refus", "declin", "turn", "say", "said", "nej", "nee", "nein", "non", "não", "нет", "kieltä", "tumatanggi", "বল", "answer", "respond", "repl", "help", "ask", "yes", "off limits", "off-limits", "unlimited", "anything", "everything",
			"niega", "rechaz", "recus", "nega", "rifiut", "lehnt", "ablehn", "verweiger", "weigert", "отказ", "відмов", "odmawia", "reddet", "odmít", "weiger", "menolak", "từ chối", "ปฏิเสธ", "αρνε", "मना", "يرفض", "מסרב", "拒绝", "拒絕", "断ら", "拒否", "거절", "거부", "vägra", "nekte", "nekter", "afvis", "kieltäy", "hakatai", "hatakataa",
			"trả lời", "yanıt", "cevap", "odpowiada", "sinasagot", "vastaa", "beantwort", "antwort", "répond", "contesta", "rispond", "beantwoord", "antwoord", "svarar", "отвеча", "відповіда", "menjawab", "απαντά", "يجيب", "עונה", "回答", "答", "답", "सवाल", "जवाब", "অনুরোধ", "প্রশ্ন"}
		for i, w := range out {
			out[i] = norm.NFKC.String(w)
		}
		return out
	}()
)

// stackMaybe: the paragraph may hold the stack (lower-cased, cheaply).
func stackMaybe(p string) bool {
	low := strings.ToLower(p)
	return containsAny(low, stackFreeStems) && containsAny(low, stackTraitStems)
}

// stackFreeHit is the first "free of rules" trait of low: the patterns
// above or the no-limits pairs of every language.
func stackFreeHit(low string) []int {
	if m := stackHit(stackFree, low, true); m != nil {
		return m
	}
	if !nlMaybe(low) {
		return nil
	}
	for _, re := range []*lazyRE{nlPairRe, nlPairSOVRe, nlPairJoinedRe} {
		if m := stackHit(re, low, true); m != nil {
			return stackFreeClause63(re, low, m) // round 63: persona63.go
		}
	}
	return stackFreeHit41(low) // round 41: "limits: none"
}

// stackFramedBySkill reports a skill whose name or description says it
// casts a character.
func (c *checker) stackFramedBySkill() bool {
	low := strings.ToLower(c.p.Name + "\n" + c.p.Description)
	return stackFrame.MatchString(low) || personaFrameRe.MatchString(low)
}
