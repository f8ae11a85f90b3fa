package safety

// Round 49 (lang): the override of the lexicons (the agent's earlier or
// system guidance voided, this file ranked above the rest, no limits)
// where a language's list lacked a part of the concept that a native
// writer reaches for first. Each entry fills a gap in meaning, for the
// whole language, not a sentence:
//
//   - Ukrainian says guidance is no longer in force with the adjective
//     "чинний" ("більше не чинні", "нечинні"), or has lost its force
//     ("втратили силу"), and names it "настанови" (guidelines) or "what
//     you were told" ("що тобі казали"), as Russian already does; it sets
//     guidance aside with "знехтуй", "відкинь", "не звертай уваги".
//   - Bulgarian drops guidance with "отпадат" ("fall away", the usual
//     word for rules repealed), "губят сила", "престават да важат", or
//     "пренебрегни", "не обръщай внимание"; "earlier" is also "досегашни"
//     ("up to now"), and the polite plural forgets ("забравете").
//   - Telugu says guidance "no longer counts" with "లెక్కలోకి రావు" ("does
//     not come into reckoning") or tells the agent not to consider it
//     ("పరిగణించకు", "లెక్కచేయకు"); "before" is written joined
//     ("ఇంతకుముందు") as often as apart, or as "ఇదివరకు", "గతంలో". The
//     emphatic "-ూ" of "not even one" ("ఏ పరిమితులూ లేకుండా", "without any
//     limits at all") ends the noun of limits.
//   - Latvian uses "earlier" as the adverb "iepriekš" beside the adjective
//     "iepriekšējs", names guidance "what you were told" ("ko tev teica",
//     in its several word orders) or "norādes" (instructions) and the
//     developers ("izstrādātāji") as the system's authors; it ranks a text
//     "higher than" the rest ("ir augstāka par") and tells the agent to
//     "do anything", "act" ("dari jebko", "rīkojies").
//   - Scottish Gaelic disregards with "na toir feart air" ("pay no heed
//     to") and "na gabh suim de" beside "na toir an aire", and marks the
//     guidance as what the agent got before ("roimhe", "a fhuair thu").
//   - Icelandic voids by putting out of force with any verb ("fella úr
//     gildi", "felld úr gildi", "numin úr gildi"), or says guidance is no
//     longer in force ("ekki lengur í gildi"); the earlier lists had only
//     the intransitive "falla".
//
// A stem that reads also as an ordinary word is left out: Bulgarian
// "меродавен" (authoritative) is said of a source of truth ("този файл е
// меродавен за версиите"), Icelandic "ræður öllu" ("rules everything") of
// a settings file, Ukrainian "не застосовуються" ("do not apply") of
// rules to an object named after them, Ukrainian "досі" is mostly
// "still" ("ці вказівки досі не чинні для архіву": not yet valid for the
// archive), and Scottish Gaelic "chan eil crìochan" of any thing without
// bounds.
var lexicons49 = map[string]langLex{
	"uk+r49-lang": { // Ukrainian
		void:  []string{"не чинн", "нечинн", "більше не чинн", "втратили силу", "втрачають силу", "втрачають чинність", "не мають сили", "не мають жодної сили", "знехтуй", "нехтуй", "відкинь", "не звертай уваги", "не звертайте уваги", "не бери до уваги", "не беріть до уваги", "анульован"},
		prior: []string{"дотеперішн", "тобі дали", "тобі надали", "які ти отримав"},
		guide: []string{"настанов", "директив", "що тобі казали", "що тобі сказали", "що тобі наказали", "що тобі говорили"},
	},
	"bg+r49-lang": { // Bulgarian
		void:  []string{"отпадат", "отпада", "отпаднаха", "отпаднали", "губят сила", "загубиха сила", "изгубиха сила", "нямат сила", "престават да важат", "престанаха да важат", "анулиран", "пренебрегни", "пренебрегнете", "не обръщай внимание", "не обръщайте внимание", "не вземай предвид", "не взимай предвид", "не вземайте предвид", "забравете"},
		prior: []string{"досегашн", "дадени ти", "дадени на теб"},
		guide: []string{"разпоредб", "каквото ти казаха", "каквото ти е казано", "което ти казаха"},
	},
	"te+r49-lang": { // Telugu
		void:     []string{"లెక్కలోకి రావు", "లెక్కలోకి రాదు", "లెక్కలోకి తీసుకోకు", "లెక్కలోకి తీసుకోవద్దు", "లెక్కలోకి తీసుకోకండి", "లెక్కచేయకు", "లెక్క చేయకు", "లెక్కచేయవద్దు", "పరిగణించకు", "పరిగణించవద్దు", "పరిగణించకండి", "చెల్లదు", "అమలులో లేవు", "అమల్లో లేవు"},
		prior:    []string{"ఇంతకుముందు", "ఇదివరకు", "ఇదివరకటి", "గతంలో", "నీకు ఇచ్చిన", "మీకు ఇచ్చిన"},
		guide:    []string{"నిబంధనల", "మార్గదర్శకాల"},
		noLimits: []string{"పరిమితులూ లేకుండా", "ఏ పరిమితీ లేకుండా", "ఆంక్షలూ లేకుండా", "ఆంక్షలు లేకుండా", "ఏ ఆంక్షా లేకుండా"},
	},
	"lv+r49-lang": { // Latvian
		prior: []string{"iepriekš", "līdz šim", "izstrādātāj"},
		guide: latvianTold49(),
		this:  []string{"šī instrukcija", "šo instrukciju", "šis dokuments", "šī piezīme", "šis teksts"},
		wins:  []string{"ir augstāka par", "ir augstāks par", "ir pārāka par", "ir pārāks par", "stāv pāri visam", "ir pāri visam"},
	},
	"gd+r49-lang": { // Scottish Gaelic
		void:  []string{"na toir feart", "na toiribh feart", "na gabh suim", "na gabhaibh suim", "na toir diù"},
		prior: []string{"roimhe", "a fhuair thu", "a thugadh dhut", "a chaidh a thoirt dhut"},
	},
	// Sister languages with the same gaps: Belarusian "in force" is
	// "чынны" and "lost force" "страцілі сілу" as in Ukrainian;
	// Macedonian drops rules with "отпаѓаат" as Bulgarian "отпадат";
	// Lithuanian names guidance "what you were told" ("ką tau sakė") as
	// Latvian does.
	"be+r49-lang": { // Belarusian
		void: []string{"не чынн", "больш не чынн", "страцілі сілу", "не звяртай увагі", "не бяры пад увагу"},
	},
	"mk+r49-lang": { // Macedonian
		void: []string{"отпаѓаат", "отпаѓа", "не обрнувај внимание", "занемарете"},
	},
	"lt+r49-lang": { // Lithuanian
		guide: []string{"ką tau sakė", "ką tau anksčiau sakė", "ką tau liepė", "kas tau buvo pasakyta", "tau sakyta"},
	},
	"is+r49-lang": { // Icelandic
		void: []string{"úr gildi", "ekki lengur í gildi", "hunsið", "gleymið", "virtu að vettugi", "virðið að vettugi"},
	},
}

// latvianTold49 writes "what you were told/ordered" ("ko tev teica") with
// "earlier" before or after the verb, as Latvian word order allows, plus
// the participle nouns ("tev teiktais") and "norādes" (instructions).
func latvianTold49() []string {
	out := []string{"norādes", "norādēm", "norāžu", "vadlīnij", "tev teiktais", "tev teikto", "tev iepriekš teikto", "tev iepriekš teiktais"}
	for _, v := range []string{"teica", "teikuši", "ir teikuši", "ir teikts", "lika", "sacīja", "norādīja"} {
		out = append(out, "ko tev "+v, "ko tev iepriekš "+v, "ko iepriekš tev "+v, "ko tev agrāk "+v)
	}
	return out
}

// youAct49: the agent's own conduct ordered or allowed, which with a
// phrase of no limits within a few words lifts them: Latvian "do
// anything!", "act!" in the imperative that addresses the reader. Not the
// infinitive after "may" ("bērni drīkst darīt jebko": the children may
// do anything), nor Telugu "behave" ("ప్రవర్తించండి"), said of conduct
// towards others in a sentence that frees something else ("let the
// children play without limits").
var youAct49 = []string{"dari jebko", "rīkojies", "darbojies bez"}

func init() {
	for _, l := range byLanguage(lexicons49) {
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
	youAct = append(youAct, youAct49...)
}
