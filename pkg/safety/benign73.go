package safety

import "strings"

// Round 73 (benign family): vetoes that state the property making a
// security-teaching or testing text innocent, hooked from the rule that
// fired by one added line.

// testInputRefused73: an override phrase quoted as the input of a test
// whose expected outcome the same sentence states as a refusal ("add a
// test where the prompt is \"...\" and assert the reply refuses"; "feed
// it '...' and expect it to be blocked"). The quoted words are data
// given to the system under test and the sentence wants them turned
// down: nobody writing an override expects it to fail. Not when the
// expectation is negated ("expect no refusal") or the phrase is not
// inside a quotation that closes before the expectation. t is the text,
// s and e the phrase.
func testInputRefused73(t string, s, e int) bool {
	ss := s
	for ss > 0 && !strings.ContainsRune(".!?\n", rune(t[ss-1])) {
		ss--
	}
	if s-ss > 200 {
		return false
	}
	open := strings.LastIndexAny(t[ss:s], "\"`“«'‘")
	if open < 0 || !testInputFrame73.MatchString(t[ss:ss+open]) {
		return false
	}
	end := e
	for end < len(t) && end-e < 300 && t[end] != '\n' {
		end++
	}
	rest := t[e:end]
	q := strings.IndexAny(rest, "\"`”»'’")
	if q < 0 {
		return false // the quotation never closes: the words are not data
	}
	after := rest[q+1:]
	if i := strings.IndexAny(after, ".!?"); i >= 0 {
		after = after[:i]
	}
	m := expectRefusal73.FindStringIndex(after)
	return m != nil && !negatedExpect73.MatchString(after[:m[1]]) && !stealthWords70.MatchString(after)
}

var (
	// testInputFrame73: the quotation is the input of a test or a probe
	// ("a test where the input is", "send the prompt", "test case:").
	testInputFrame73 = lazyRegexp(`(?i)\b(?:test(?:\s+case)?s?|probes?|fixtures?|eval(?:uation)?s?|samples?|inputs?|prompts?|messages?|payloads?|queries|query|strings?)\b[^"` + "`" + `“«'‘]{0,40}?(?:\b(?:is|are|was|of|with|containing|reads?|says?|like)\b|:|=)\s*$`)
	// expectRefusal73: the sentence expects the system to turn it down.
	expectRefusal73 = lazyRegexp(`(?i)\b(?:assert|expect|check|verify|confirm|ensure|require|the\s+test\s+passes\s+(?:only\s+)?(?:if|when))\w*\b[^.;]{0,60}?\b(?:refus\w*|reject\w*|block\w*|declin\w*|denied|den(?:y|ies)|flag(?:s|ged)?|blocked|fails?\s+closed)\b`)
	// negatedExpect73: "expect no refusal", "assert it is not blocked".
	negatedExpect73 = lazyRegexp(`(?i)\b(?:no|not|never|without|isn'?t|doesn'?t|won'?t|nothing)\b[^.;]{0,20}?\b(?:refus|reject|block|declin|den|flag|fail)\w*\W*$`)
)

// thirdPartyModal73: a sentence that says what a third party could do
// ("if the app fetches user URLs, an attacker can ask it for the
// metadata address and read the role's keys"): an attacker, malware or
// an intruder is the subject of a modal (can, could, may, might), and
// the sending verb lies in that clause or in a condition before it. The
// sentence describes a risk; it gives the agent no order. Not when the
// sentence speaks to the agent (you, your) or turns to an order after
// the description (then, so, now do it).
func thirdPartyModal73(t string, v int) bool {
	if len(t) > maxIntentUnit {
		return false
	}
	m := thirdPartyModalRe73.FindStringIndex(t)
	if m == nil || addressesYou.MatchString(t) || turnsToOrder73.MatchString(t[m[1]:]) || stealthWords70.MatchString(t) {
		return false
	}
	if v >= m[0] {
		return true // the verb is the third party's
	}
	// The verb before the subject: only inside a leading condition
	// ("If the app fetches ..., an attacker can ...").
	lead := t[:m[0]]
	return conditionLead73.MatchString(lead) && strings.Count(lead, ",") == 1 && strings.HasSuffix(strings.TrimSpace(lead), ",")
}

var (
	thirdPartyModalRe73 = lazyRegexp(`(?i)\b(?:an?|the|any|some|such\s+an?)\s+(?:\w+\s+)?(?:attackers?|adversar(?:y|ies)|intruders?|hackers?|criminals?|threat\s+actors?|malware|insiders?|scammers?|fraudsters?|bad\s+actors?)\s+(?:can|could|may|might|would|is\s+able\s+to)\s+`)
	conditionLead73     = lazyRegexp(`(?i)^\s*(?:if|when|whenever|once|because|since|as\s+long\s+as|wherever)\b`)
	turnsToOrder73      = lazyRegexp(`(?i)[,;]\s*(?:then|so|now|and\s+then)\s+\w+|\b(?:do\s+(?:it|that|this|so)|go\s+ahead)\b`)
)

// topicLLMStems73: the words for a chatbot, a prompt and a language model
// in languages topicLLMStems did not yet cover ("Sohbet botunun
// dayanıklılık testleri", "اختبار روبوت المحادثة", "प्रॉम्प्ट इंजेक्शन"): a
// skill whose name or description is about chatbots or prompts in any
// language is a prompting skill, so an override phrase it quotes is read
// as an example the same way an English one is. Appended at start-up so
// the shared list in context.go stays untouched.
var topicLLMStems73 = concept{
	"sohbet bot", "dil model", "yapay zekâ",
	"روبوت المحادثة", "المساعد الذكي", "نموذج اللغة", "برومبت",
	"प्रॉम्प्ट", "भाषा मॉडल", "चैट बॉट", "चैटबॉट",
	"چت‌بات", "چت بات", "ربات گفتگو", "مدل زبانی", "پرامپت",
	"צ'אטבוט", "צאטבוט", "מודל שפה", "פרומפט",
	"γλωσσικό μοντέλο", "γλωσσικά μοντέλα", "τεχνητή νοημοσύνη",
	"แชทบอท", "โมเดลภาษา", "พรอมต์",
	"mô hình ngôn ngữ", "model bahasa", "bot obrolan",
	"model językow", "czatbot", "jazykov model", "jazykový model", "taalmodel", "språkmodell", "sprogmodel", "kielimalli",
	"мовна модель", "мовну модель", "мовної моделі", "чат-бот",
	"agent conversationnel", "modelo de linguagem", "modello linguistico", "modelli linguistici", "modeli ya lugha",
}

func init() {
	topicLLMStems = append(topicLLMStems, topicLLMStems73...)
}

// keptGuide73: the voiding verb's object is the conversation (earlier
// messages, the chat history) and the same clause says the guidance is
// kept ("it forgets earlier messages in that chat but keeps its usual
// rules"; "clears prior turns while still following the same
// instructions"). What is dropped is talk, not guidance; the guidance
// is named only to say it stays. after is the lower-cased text after the
// verb.
func keptGuide73(after string) bool {
	i := 0
	for i < len(after) && after[i] >= 'a' && after[i] <= 'z' {
		i++ // the rest of the verb's word ("forget|s")
	}
	after = after[i:]
	if len(after) > 160 {
		after = after[:160]
	}
	if i := strings.IndexAny(after, ".;!?\n"); i >= 0 {
		after = after[:i]
	}
	m := talkObject73.FindStringIndex(after)
	if m == nil {
		return false
	}
	k := guideKept73.FindStringIndex(after[m[1]:])
	// One clause: a comma only right before the conjunction ("chats, yet keeps").
	return k != nil && !strings.Contains(strings.TrimRight(after[m[1]:m[1]+k[0]], ", "), ",") && !nolimitsAfter73.MatchString(after[m[1]+k[1]:])
}

var (
	talkObject73    = lazyRegexp(`^\s+(?:all\s+|the\s+|any\s+)?(?:(?:earlier|previous|prior|old|past|older|preceding)\s+)?(?:messages?|chats?|conversations?|chat\s+history|history|turns?|replies|answers|exchanges?|context)\b`)
	guideKept73     = lazyRegexp(`\b(?:but|while|yet|and)\s+(?:still\s+|always\s+)?(?:keeps?|keeping|retains?|retaining|preserves?|preserving|follows?|following|obeys?|obeying|sticks?\s+to|sticking\s+to)\s+(?:all\s+)?(?:its|your|the|their|his|her)\s+(?:same\s+|usual\s+|normal\s+|original\s+|standing\s+|existing\s+)?(?:rules|instructions|guidelines|guidance|policies|polic(?:y)|settings|safeguards|limits)\b`)
	nolimitsAfter73 = lazyRegexp(`^\s*(?::|—|-|\bbelow\b|\bhere\b|\bfrom\s+(?:now|this)\b|\bnew\b)`)
)
