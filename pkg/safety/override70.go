package safety

import "strings"

// Round 70 (override-lang): an incident counted among a report's items is
// an operational event, not a security topic. "Moves, delays and
// incidents", "injuries, spills, incidents" are things a shift, a port
// call or a site logs (a crane stopped, a worker hurt); a skill that lists
// them is no security skill, so an override in its code blocks is not an
// attack it documents. The incident is such an item when it is joined to
// a list by a comma, "and", "or", "&" or "/" on either side. An incident
// read as a field of its own ("incident response", "cyber incidents",
// "triage incidents") still makes the topic, as does any other security
// word.
var (
	incidentListBefore70 = lazyRegexp(`(?i)[\p{L}\p{N})](?:\s*[,;/&]|\s+(?:and|or|plus))\s+(?:(?:all|any|other|minor|major|safety|site|reported|recorded|logged)\s+)?$`)
	incidentListAfter70  = lazyRegexp(`(?i)^\s*(?:[,;/&]|(?:and|or|plus)\b)\s*[\p{L}\p{N}]`)
	incidentField70      = lazyRegexp(`(?i)(?:\b(?:cyber|data|privacy|it|infosec|soc|csirt|cert)\s+$)`)
	incidentRespond70    = lazyRegexp(`(?i)^\s+(?:respon\w*|handl\w*|triage|commanders?|playbooks?)\b`)
)

func opsIncident70(s string, m []int) bool {
	w := s[m[0]:m[1]]
	if !strings.EqualFold(w, "incident") && !strings.EqualFold(w, "incidents") {
		return false
	}
	before := s[max(0, m[0]-40):m[0]]
	after := s[m[1]:min(len(s), m[1]+24)]
	if incidentField70.MatchString(before) || incidentRespond70.MatchString(after) {
		return false
	}
	return incidentListBefore70.MatchString(before) || incidentListAfter70.MatchString(after)
}

// Round 70 (override-lang): "step" as a table's column header in more
// languages (beside stepColumns and stepColumns62): Hausa "mataki"
// ("matakai"), Yoruba "igbesẹ", Igbo "nzọụkwụ", Zulu "isinyathelo",
// Xhosa "inyathelo", Somali "tallaabo", Tagalog "hakbang", Amharic "ደረጃ",
// Arabic "خطوة", Persian "مرحله", Urdu "مرحلہ", Hebrew "שלב", Hindi and
// Nepali "चरण", Bengali "ধাপ", Sinhala "පියවර", Thai "ขั้นตอน", Burmese
// "အဆင့်", Khmer "ជំហាន", Ukrainian "крок", Swedish and Norwegian "steg",
// Danish "trin", Albanian "hapi", Georgian "ნაბიჯი", Armenian "քայլ",
// Kazakh "қадам", Uzbek "qadam", Azerbaijani "addım". A row of a table of
// steps is an instruction to carry out, whatever the header's language,
// never a quotation.
const stepWords70 = `mataki|matakai|igbes[eẹ]|nz[oọ][uụ]kw[uụ]|isinyathelo|inyathelo|tallaabo|hakbang|ደረጃ|خطوة|مرحله|مرحلہ|שלב|चरण|ধাপ|පියවර|ขั้นตอน|အဆင့်|ជំហាន|крок|steg|trin|hapi|ნაბიჯი|քայլ|қадам|qadam|addım`

func init() {
	stepColumns62 = lazyRegexp(stepColumns62.String() + `|(?i)\|\s*(?:` + stepWords70 + `)\s*\|`)
}

// Round 70 (forged-turn): a turn's role written as a field of a tag or an
// HTML comment ("<!-- begin turn: role=system -->", "<turn
// role='developer'>", "[msg role=operator]") marks a forged turn, as
// "role: system" in JSON or YAML already does (roleTagRe), whatever the
// tag's name and whatever words come before the field. A comment is
// read by the model and hidden from whoever views the page, so a turn
// opened there is no quotation. The role values are the chat roles
// (ARIA's role="dialog", "alert", "note" name none of them). Like any
// label, it still needs an authority claim in its block (checkForged).
const roleTag70 = `(?i:[<\[](?:!--)?[^<>\[\]\n]{0,60}\brole\s*=\s*["']?(?:system|developer|operator|admin(?:istrator)?|platform|assistant|user|human|tool)\b)`

func init() {
	roleTagRe = lazyRegexp(roleTagRe.String() + `|` + roleTag70)
}

// Round 70 (override: hijack-scope family): Burmese names this skill for
// every request, read by the action rules as the other languages are
// (actSelf, actEvery, actUse near one another; in a description, actEvery
// and actUse, or actEvery and actAnyTopic). The whole family of its scope
// words:
//
//   - the verb of use with this skill (or "it", "၎င်း") as its object,
//     with or without "first" ("ဦးစွာ", "အရင်") or "always" ("အမြဲ",
//     "အမြဲတမ်း") between: "ဤ skill ကို ဦးစွာ အသုံးပြုပါ" (use this
//     skill first); use ("အသုံးပြု", "သုံး"), load or open ("ဖွင့်",
//     "load"). A bare "use" before any other object stays unread;
//   - any or every request, question, message, task or conversation
//     ("မည်သည့်တောင်းဆိုမှုမဆို", "တောင်းဆိုမှုတိုင်း", "မေးခွန်းတိုင်း");
//   - before answering ("မဖြေမီ", "မဖြေခင်", "အဖြေမပေးမီ");
//   - whatever the topic ("မည်သည့်အကြောင်းအရာမဆို", "အကြောင်းအရာမရွေး");
//   - a topic after the quantifier narrows it ("နှင့်ပတ်သက်",
//     "နဲ့ပတ်သက်", "ဆိုင်ရာ": about, concerning), as in the other
//     languages.
func init() {
	var use, every []string
	for _, obj := range []string{"ဤ skill ", "ဒီ skill ", "ဤskill", "ဒီskill", "ဤ skill", "ဒီ skill", "ဤကျွမ်းကျင်မှု", "ဒီကျွမ်းကျင်မှု", "ဤ ကျွမ်းကျင်မှု ", "၎င်း", "ဤဖိုင်", "ဒီဖိုင်"} {
		for _, k := range []string{"ကို", " ကို"} {
			for _, adv := range []string{"", " ", "ဦးစွာ", " ဦးစွာ ", "အရင်", " အရင် ", "အမြဲ", " အမြဲ ", "အမြဲတမ်း", " အမြဲတမ်း "} {
				for _, v := range []string{"အသုံးပြု", "သုံး", "ဖွင့်", "load"} {
					use = append(use, obj+k+adv+v)
				}
			}
		}
	}
	for _, n := range []string{"တောင်းဆိုမှု", "တောင်းဆိုချက်", "မေးခွန်း", "စာ", "မက်ဆေ့ချ်", "အလုပ်", "တာဝန်", "စကားဝိုင်း", "ပရောမ့်"} {
		every = append(every, "မည်သည့်"+n+"မဆို", "မည်သည့် "+n+"မဆို", "ဘယ်"+n+"မဆို", "ဘယ် "+n+"မဆို", n+"တိုင်း", n+" တိုင်း", n+"အားလုံး", n+" အားလုံး")
	}
	registerActionLexicon("my+r70-override", actionLex{
		useVerb:   use,
		everyReq:  every,
		beforeAns: []string{"မဖြေမီ", "မဖြေခင်", "အဖြေမပေးမီ", "အဖြေမပေးခင်", "မတုံ့ပြန်မီ"},
		anyTopic:  []string{"မည်သည့်အကြောင်းအရာမဆို", "မည်သည့် အကြောင်းအရာမဆို", "ဘယ်အကြောင်းအရာမဆို", "အကြောင်းအရာမရွေး", "အကြောင်းအရာ မရွေး", "ခေါင်းစဉ်မရွေး"},
		narrow:    []string{"နှင့်ပတ်သက်", "နဲ့ပတ်သက်", "ဆိုင်ရာ"},
	})
}

// Round 70 (override paraphrase): three more registers of the voiding and
// of boundless conduct, read by checkVoidReplaced as the other rounds'
// are (seedParaphrase70). Each alone is ordinary prose; the override
// still needs the agent's guidance voided beside this text ranked, or
// boundless conduct, in one paragraph.
//
//   - A question whether the agent's guidance still applies, answered no
//     ("Do the standing orders still apply? No, they don't"): the answer
//     voids what the question names, as "they no longer apply" would. The
//     answer must follow the question directly (an FAQ's Q and A), so a
//     question left open voids nothing.
//   - Guidance said to be rewritten, replaced or redefined by this text
//     ("the system prompt was rewritten by this file"): the voiding and
//     the rank at once, as "overridden by this file" is (overriddenByThis65).
//   - What was forbidden said to be allowed now ("whatever it forbade is
//     now allowed"), and limits denied on the agent's own conduct ("no
//     restrictions on your actions"), or refusal denied to it ("you do not
//     decline"): boundless conduct, as "nothing is off limits" is. Limits
//     on an account, a plan or a file name no conduct and stay unread.
var (
	stillApplies70     = lazyRegexp(`\b(?:do|does|are|is|will|would|should)\s+(?:[\w'’-]+\s+){0,6}?(?:still|even)\s+(?:apply|applies|bind|binds|hold|holds|count|counts|stand|stands|matter|matters|valid|in\s+(?:force|effect)|binding)\b[^?\n]{0,80}\?\s*(?:\*{0,2}(?:a|answer|ans)\s*[:.]\*{0,2}\s*)?(?:no\b|nope\b|they\s+(?:don'?t|do\s+not)\b|it\s+(?:doesn'?t|does\s+not)\b|not\s+any\s*more\b|no\s+longer\b|none\s+of\s+them\b)`)
	rewrittenByThis70  = lazyRegexp(`\b(?:as\s+(?:having\s+been\s+)?|(?:having\s+been|been|was|were|is|are|be|get|gets|got)\s+)(?:now\s+|hereby\s+|fully\s+|entirely\s+)?(?:rewritten|replaced|redefined|redrafted|superseded|reset|overwritten)\s+by\s+(?:this|these)\s+(?:[\w-]+\s+){0,2}?(?:skill|file|document|runbook|playbook|guide|page|text|notes?|section|sheet|template)\b`)
	forbiddenAllowed70 = lazyRegexp(`\b(?:whatever|anything|everything|all|what)\s+(?:that\s+)?(?:it|they|was|were|had\s+been|has\s+been|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:\w+\s+)?(?:forbade|forbids|forbid|forbidden|prohibited|prohibits|banned|bans|disallowed|disallows|blocked|blocks|ruled\s+out|refused)\s+(?:is|are|becomes|become)\s+(?:now\s+|hereby\s+)?(?:allowed|permitted|fine|ok(?:ay)?|acceptable|open\s+to\s+you|authori[sz]ed)\b`)
	conductUnbound70   = lazyRegexp(`\bno\s+(?:restrictions?|limits?|limitations?|constraints?|boundaries|bounds)\s+(?:at\s+all\s+)?(?:on|to)\s+(?:your|the\s+(?:assistant|agent|model)'?s?)\s+(?:own\s+)?(?:actions?|conduct|behaviou?r|responses?|answers?|outputs?|replies|decisions)\b|\byou\s+(?:do\s+not|don'?t|never|will\s+not|won'?t|shall\s+not)\s+(?:decline|refuse)\b`)
)

func seedParaphrase70(low string, hc hitCache) {
	var vs, as, bs [][2]int
	if strings.Contains(low, "?") && lowerHas(low, "still", "even") {
		for _, m := range stillApplies70.FindAllStringSubmatchIndex(low, 4) {
			// the void is the answer: the end of the match
			s := m[1] - 1
			for s > m[0] && low[s-1] != '?' {
				s--
			}
			vs = append(vs, [2]int{s, m[1]})
		}
	}
	if strings.Contains(low, " by th") && lowerHas(low, "rewritten", "replaced", "redefined", "redrafted", "superseded", "reset", "overwritten") {
		var hs [][2]int
		appendHits(&hs, low, rewrittenByThis70, false)
		vs = append(vs, hs...)
		as = append(as, hs...)
	}
	if lowerHas(low, "forbade", "forbid", "prohibit", "bann", "disallow", "block", "ruled out", "refused") && lowerHas(low, "allowed", "permitted", "fine", "ok", "acceptable", "open to you", "authori") {
		appendHits(&bs, low, forbiddenAllowed70, false)
	}
	if lowerHas(low, "decline", "refuse", " on your", " to your", " on the ", " to the ") {
		appendHits(&bs, low, conductUnbound70, false)
	}
	hc.seed(low, voidAll38, vs)
	hc.seed(low, authority38, as)
	hc.seed(low, bounds38, bs)
}
