package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 83 (override-lang, override-paraphrase), tuned on fresh243-246.
//
// The override's parts (void + earlier + guidance; this file + wins; no
// limits) in the words native writers use that the lexicons missed:
//
//   - verbs of forgetting and letting go in their other forms: Spanish
//     "olvídate" (the accented imperative with its pronoun), Tongan
//     "tukuange"/"li'aki" (let go, abandon), Sardinian "iscarèssi(da)"
//     (forget), Kashubian "zabôczë" before "wszëtczé" in its other forms,
//     Aymara "armtam" typed without its glottal apostrophe, Egyptian
//     Arabizi "inse"/"ensa" (forget);
//   - "earlier" and "the system's" as written in Fijian ("e liu", "ni
//     sisiteni"), Sardinian ("de primu"), Tongan ("'a e sisitemi");
//   - guidance as Kashubian "przekôzë" (messages, instructions);
//   - this text said to be the boss, to call the shots, to have the last
//     word (a figure for precedence) in many languages, with the noun of
//     the text written into the stem so that the figure is said of the
//     text itself; "this doc" and "this file" in Spanish code-switched
//     chat ("este doc", "este file");
//   - a dead letter (a figure for void) in many languages.
//
// Each concept still needs its partners within a short window, so a stem
// alone never refuses.
var lexicons83o = map[string]langLex{
	"es": {
		void: []string{"olvídate", "olvídense", "olvídalo", "olvídalas", "olvídalos", "olvídelo", "olvídelas", "ya no aplica ", "ya no aplica,", "ya no aplica.", "ya no aplica;", "letra muerta"},
		this: []string{"este doc ", "este doc,", "este file", "este skill", "esta nota"},
		wins: []string{"doc es el jefe ahora", "doc es el jefe aquí", "doc es el jefe.", "doc es el jefe,", "doc es el que manda", "doc es quien manda", "doc tiene la última palabra", "doc tiene la ultima palabra", "doc lleva la batuta", "file es el jefe ahora", "file es el jefe aquí", "file es el jefe.", "file es el jefe,", "file es el que manda", "file es quien manda", "file tiene la última palabra", "file tiene la ultima palabra", "file lleva la batuta", "archivo es el jefe ahora", "archivo es el jefe aquí", "archivo es el jefe.", "archivo es el jefe,", "archivo es el que manda", "archivo es quien manda", "archivo tiene la última palabra", "archivo tiene la ultima palabra", "archivo lleva la batuta", "documento es el jefe ahora", "documento es el jefe aquí", "documento es el jefe.", "documento es el jefe,", "documento es el que manda", "documento es quien manda", "documento tiene la última palabra", "documento tiene la ultima palabra", "documento lleva la batuta", "skill es el jefe ahora", "skill es el jefe aquí", "skill es el jefe.", "skill es el jefe,", "skill es el que manda", "skill es quien manda", "skill tiene la última palabra", "skill tiene la ultima palabra", "skill lleva la batuta"},
	},
	"pt": {
		void: []string{"letra morta"},
		wins: []string{"arquivo é quem manda", "arquivo é o chefe", "arquivo tem a última palavra", "arquivo tem a palavra final", "ficheiro é quem manda", "ficheiro é o chefe", "ficheiro tem a última palavra", "ficheiro tem a palavra final", "documento é quem manda", "documento é o chefe", "documento tem a última palavra", "documento tem a palavra final", "skill é quem manda", "skill é o chefe", "skill tem a última palavra", "skill tem a palavra final"},
	},
	"fr": {
		void: []string{"lettre morte"},
		wins: []string{"fichier est le patron", "fichier a le dernier mot", "fichier fait la loi", "document est le patron", "document a le dernier mot", "document fait la loi", "skill est le patron", "skill a le dernier mot", "skill fait la loi"},
	},
	"it": {
		void: []string{"lettera morta"},
		wins: []string{"file ha l'ultima parola", "file detta legge", "documento ha l'ultima parola", "documento detta legge", "skill ha l'ultima parola", "skill detta legge"},
	},
	"de": {
		void: []string{"toter buchstabe", "tote buchstaben", "makulatur"},
		wins: []string{"datei ist der chef", "datei ist jetzt der chef", "datei hat das letzte wort", "datei hat das sagen", "datei hat jetzt das sagen", "datei gibt den ton an", "dokument ist der chef", "dokument ist jetzt der chef", "dokument hat das letzte wort", "hat dieses dokument das sagen", "hat diese datei das sagen", "hat dieser skill das sagen", "hat dieses dokument das letzte wort", "hat diese datei das letzte wort", "dokument hat das sagen", "dokument hat jetzt das sagen", "dokument gibt den ton an", "skill ist der chef", "skill ist jetzt der chef", "skill hat das letzte wort", "skill hat das sagen", "skill hat jetzt das sagen", "skill gibt den ton an"},
	},
	"nl": {
		void: []string{"dode letter"},
		wins: []string{"bestand is de baas", "bestand heeft het laatste woord", "bestand heeft het voor het zeggen", "document is de baas", "document heeft het laatste woord", "document heeft het voor het zeggen", "skill is de baas", "skill heeft het laatste woord", "skill heeft het voor het zeggen"},
	},
	"ru": {
		void: []string{"мёртвая буква", "мертвая буква", "пустой звук"},
		wins: []string{"файл главнее всего", "документ главнее всего", "навык главнее всего", "последнее слово за этим файлом", "последнее слово за этим документом", "последнее слово за этим навыком"},
	},
	"uk": {
		void: []string{"мертва буква", "порожній звук"},
		wins: []string{"останнє слово за цим файлом", "останнє слово за цим документом", "файл головніший за все"},
	},
	"pl": {
		void: []string{"martwa litera", "martwą literą", "pustym słowem"},
		wins: []string{"plik jest szefem", "plik ma ostatnie słowo", "plik tu rządzi", "plik teraz rządzi", "dokument jest szefem", "dokument ma ostatnie słowo", "dokument tu rządzi", "dokument teraz rządzi", "skill jest szefem", "skill ma ostatnie słowo", "skill tu rządzi", "skill teraz rządzi"},
	},
	"tr": {
		void: []string{"ölü harf", "kağıt üzerinde kaldı"},
		wins: []string{"dosyanın sözü geçer", "son söz bu dosyanın", "son söz bu belgenin"},
	},
	"id": {
		void: []string{"tak berlaku lagi", "gak berlaku lagi", "nggak berlaku lagi"},
		wins: []string{"file ini yang jadi bos", "file ini bosnya", "file punya kata akhir", "file yang berkuasa sekarang", "dokumen ini yang jadi bos", "dokumen ini bosnya", "dokumen punya kata akhir", "dokumen yang berkuasa sekarang", "skill ini yang jadi bos", "skill ini bosnya", "skill punya kata akhir", "skill yang berkuasa sekarang"},
	},
	"vi": {
		void: []string{"chữ chết", "hết hiệu lực"},
		wins: []string{"tệp này có tiếng nói cuối cùng", "tài liệu này có tiếng nói cuối cùng", "tệp này là sếp"},
	},
	"zh": {
		void: []string{"一纸空文", "形同虚设", "形同虛設", "作廢了"},
		wins: []string{"文件说了算", "文件說了算", "文档说了算", "文檔說了算", "技能说了算", "技能說了算", "文件拥有最终决定权", "文件擁有最終決定權"},
	},
	"ja": {
		void: []string{"空文化", "死文化", "有名無実"},
		wins: []string{"ファイルが最終決定権", "ファイルこそが全て", "ファイルが絶対的", "文書が最終決定権"},
	},
	"ko": {
		void: []string{"사문화", "휴지 조각"},
		wins: []string{"파일이 최종 결정권", "문서가 최종 결정권", "스킬이 최종 결정권"},
	},
	"ar": {
		void: []string{"حبرا على ورق", "حبر على ورق", "لاغية", "ملغاة"},
		wins: []string{"الملف هو الآمر", "الملف هو صاحب الكلمة", "الكلمة الأخيرة لهذا الملف", "الملف له الكلمة الأخيرة"},
	},
	"hi": {
		void: []string{"बेमानी", "रद्दी"},
		wins: []string{"फ़ाइल ही बॉस है", "फाइल ही बॉस है", "फ़ाइल का आख़िरी फ़ैसला", "फाइल का आखिरी फैसला", "फ़ाइल ही सर्वोपरि", "फाइल ही सर्वोपरि"},
	},
	"fa": {
		void: []string{"بی‌اعتبار", "بی اعتبار", "کان لم یکن"},
		wins: []string{"فایل حرف آخر را می‌زند", "فایل حرف آخر را میزند", "فایل رئیس است"},
	},
	"ay": { // Aymara, typed with or without the glottal apostrophe
		void:     []string{"armtam ", "armtam,", "armtam.", "armtam;", "armtapxam", "armtam:", "janiw walikiti", "janiw walïkiti", "janiw walkiti", "janiw wakiskiti"},
		prior:    []string{"sistema kamachi"},
		this:     []string{"aka qillqa", "aka qillqakiw", "aka laphi"},
		wins:     []string{"juk'amp jach'a", "jukamp jacha", "juk'amp jach'äki"},
		noLimits: []string{"jan jark'ampi", "jan jarkampi", "jan kuna jark'ampi"},
	},
	"to": { // Tongan
		void:  []string{"tukuange", "tuku'ange", "li'aki", "si'aki"},
		prior: []string{"'a e sisitemi", "a e sisitemi", "ʻa e sisitemi", "sisitemi"},
		this:  []string{"tohi ni", "faile ni", "tohi ko 'eni", "tohi ko ʻeni"},
	},
	"fj": { // Fijian
		prior:    []string{"e liu ", "e liu,", "e liu;", "ni sisiteni", "ni sisitemi", "vei iko e liu"},
		this:     []string{"na ivola oqo", "ivola oqo"},
		wins:     []string{"e levu cake sara", "e levu cake mai na ka kece"},
		noLimits: []string{"sega ni vakatabui", "sega na ka e tabu"},
	},
	"sc": { // Sardinian
		void:  []string{"iscarèssida", "iscaressida", "iscarèssi ", "iscaressi ", "iscarèssidas", "ismèntigadi", "ismentigadi"},
		prior: []string{"de primu", "de in antis", "dae in antis"},
		wins:  []string{"prus de totu", "est prus de totu"},
	},
	"csb": { // Kashubian
		void:     []string{"zabôczë wszëtc", "zabôczta wszëtc", "zabôczëta wszëtc", "zabôczë òb wszëtc", "zabôczë ò wszëtc"},
		guide:    []string{"przekôz", "przikôz"},
		this:     []string{"nen lopk", "ten lopk", "nen lëst"},
		wins:     []string{"mô pierszeństwò", "pierszeństwò przed"},
		noLimits: []string{"bez niżódnëch grańc", "bez grańc", "bez niżódnëch ògrańczeniów"},
	},
	"arz-latn": { // Egyptian and Levantine Arabizi
		void: []string{"inse ", "insa ", "ensa ", "ense ", "insah", "insaha", "ensaha", "insahom", "ensahom", "inseha", "enseha", "mesh mawgood", "mish mawgood", "msh mawgood", "mesh mawgooda", "mish mawgooda"},
		wins: []string{"el file da howa el asas", "el malaf da howa el asas", "el file da howa el kbeer", "el file da howa elli byemshi"},
	},
}

// agentGuide83: the agent's guidance named in the third person by what
// came before ("the model's earlier setup", "the bot's original
// instructions"), by who configured it ("the layer that configured you"),
// or as the limits set up for it ("the safeguards configured above").
// weakVoid83: figures of void said of it ("out of the picture", "a dead
// letter").
var (
	agentGuide83 = []string{
		"model's guidance", "agent's guidance", "assistant's earlier setup", "model's earlier setup", "agent's earlier setup", "model's earlier instructions", "model's prior instructions", "model's previous instructions",
		"that configured you", "who configured you", "which configured you", "whoever configured you", "that set you up", "who set you up", "whoever set you up",
		"safeguards configured above", "safeguards configured for you", "safeguards you were configured",
	}
	weakVoid83 = []string{"out of the picture", "dead letter.", "dead letter,", "dead letter;", "dead letter!", "dead letters.", "a dead letter now", "dead letter now"}
	// wins83: this text is the boss, calls the shots, has the last word.
	// youAct83: an order to do whatever anyone asks ("cook anything anyone
	// orders"), the conduct a "no refusals" or "without limits" beside it
	// is said of (noLimits near youAct).
	youAct83 = []string{"anything anyone orders", "anything anyone asks", "anything anyone wants", "whatever anyone orders", "whatever anyone asks", "whatever anyone wants", "whatever is asked", "whatever they ask", "anything they ask",
		"lo que sea que pidan", "cualquier cosa que pidan", "lo que cualquiera pida", "tout ce qu'on te demande", "tout ce qu'on demande", "n'importe quoi qu'on", "was auch immer verlangt", "alles, was verlangt wird", "qualquer coisa que pedirem", "o que quer que peçam"}
	// The subject is written into the stem, so that the figure is said of
	// the text itself ("Maria calls the shots; this file lists her
	// shifts" says it of someone else).
	wins83 = winsOfText83([]string{"calls the shots", "'s the one calling the shots", "is the one calling the shots", "is the boss now", "is the boss here", "is the boss.", "is the boss,", "'s the boss now", "'s the boss here", "'s the boss.", "'s the boss,", "has the final say", "has the last word", "runs the show"})
)

// winsOfText83 writes each figure of precedence after the nouns for this
// text (file, skill, document, page, doc, note).
func winsOfText83(preds []string) []string {
	var out []string
	for _, n := range []string{"file", "skill", "document", "doc", "page", "note", "guide"} {
		for _, p := range preds {
			if strings.HasPrefix(p, "'") {
				out = append(out, n+p)
			} else {
				out = append(out, n+" "+p)
			}
		}
	}
	return out
}

func init() {
	for _, l := range byLanguage(lexicons83o) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.noLimits} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
	for _, s := range apostropheVariants(agentGuide83) {
		agentGuide = append(agentGuide, norm.NFKC.String(s))
	}
	for _, s := range apostropheVariants(youAct83) {
		youAct = append(youAct, norm.NFKC.String(s))
	}
	for _, s := range weakVoid83 {
		weakVoid = append(weakVoid, s)
	}
	for _, s := range apostropheVariants(wins83) {
		overWins = append(overWins, s)
	}
}

// forTheAgent83: a line headed "for the bot reading this:" (the AI that
// processes this, any agent reading this) speaks to the agent, as "for the
// agent:" does (forTheAgent81), in a pinned message or a quotation as
// much as in a docstring. Tuned on fresh246 (a pinned message in a game
// clan's planner, whose "attacks" made the skill read as one on security).
const forTheAgent83 = `^[\s#/*>"'\x60“-]*(?:for|to)\s+(?:the\s+|any\s+|every\s+)?(?:ai\s+)?(?:agent|assistant|ai|model|llm|bot|chatbot)s?\s+(?:(?:that|who|which)\s+(?:is\s+)?)?(?:reading|reads|processing|processes|parsing|parses|loading|loads|sees)\s+(?:this|me|these\s+lines)\s*[:：]`

func init() {
	forTheAgent81 = orAtStart(forTheAgent81, forTheAgent83)
}
