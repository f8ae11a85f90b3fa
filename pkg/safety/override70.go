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
