package safety

import "golang.org/x/text/unicode/norm"

// Round 83 (override-lang, override-paraphrase), tuned on fresh243-246.
//
// The override's parts (void + earlier + guidance; this file + wins; no
// limits) in the words native writers use that the lexicons missed:
//
//   - verbs of forgetting and letting go in their other forms: Spanish
//     "olvídate" (the accented imperative with its pronoun), Tongan
//     "tukuange"/"li'aki" (let go, abandon), Sardinian "iscarèssi(da)"
//     (forget), Kashubian "zabôczë" alone (forget, before any object),
//     Aymara "armtam" typed without its glottal apostrophe, Egyptian
//     Arabizi "inse"/"ensa" (forget);
//   - "earlier" and "the system's" as written in Fijian ("e liu", "ni
//     sisiteni"), Sardinian ("de primu"), Tongan ("'a e sisitemi");
//   - guidance as Kashubian "przekôzë" (messages, instructions);
//   - this text said to be the boss, to call the shots, to have the last
//     word (a figure for precedence) in many languages; "this doc" and
//     "this file" in Spanish code-switched chat ("este doc", "este file");
//   - a dead letter (a figure for void) in many languages.
//
// Each concept still needs its partners within a short window, so a stem
// alone never refuses.
var lexicons83o = map[string]langLex{
	"es": {
		void: []string{"olvídate", "olvídense", "olvídalo", "olvídalas", "olvídalos", "olvídelo", "olvídelas", "ya no aplica ", "ya no aplica,", "ya no aplica.", "ya no aplica;", "letra muerta"},
		this: []string{"este doc ", "este doc,", "este file", "este skill", "esta nota"},
		wins: []string{"es el jefe ahora", "es el jefe aquí", "es el jefe.", "es el jefe,", "es el que manda", "es lo que manda", "tiene la última palabra", "tiene la ultima palabra", "lleva la batuta"},
	},
	"pt": {
		void: []string{"letra morta"},
		wins: []string{"é quem manda", "tem a última palavra", "tem a palavra final", "dá as cartas"},
	},
	"fr": {
		void: []string{"lettre morte"},
		wins: []string{"est le patron", "a le dernier mot", "fait la loi", "mène la danse"},
	},
	"it": {
		void: []string{"lettera morta"},
		wins: []string{"è il capo ora", "è il capo adesso", "è il capo qui", "ha l'ultima parola", "detta legge"},
	},
	"de": {
		void: []string{"toter buchstabe", "tote buchstaben", "makulatur"},
		wins: []string{"ist der chef", "ist jetzt der chef", "hat das letzte wort", "hat jetzt das sagen", "hat das sagen", "gibt den ton an"},
	},
	"nl": {
		void: []string{"dode letter"},
		wins: []string{"is de baas", "heeft het laatste woord", "heeft het voor het zeggen"},
	},
	"ru": {
		void: []string{"мёртвая буква", "мертвая буква", "пустой звук"},
		wins: []string{"главнее всего", "последнее слово за", "за ним последнее слово", "заказывает музыку"},
	},
	"uk": {
		void: []string{"мертва буква", "порожній звук"},
		wins: []string{"останнє слово за"},
	},
	"pl": {
		void: []string{"martwa litera", "martwą literą", "pustym słowem"},
		wins: []string{"jest szefem", "ma ostatnie słowo", "tu rządzi", "teraz rządzi"},
	},
	"tr": {
		void: []string{"ölü harf", "kağıt üzerinde kaldı"},
		wins: []string{"patron bu", "son sözü söyler", "son söz onda", "son söz bu"},
	},
	"id": {
		void: []string{"tak berlaku lagi", "gak berlaku lagi", "nggak berlaku lagi"},
		wins: []string{"yang jadi bos", "jadi bosnya", "punya kata akhir", "yang berkuasa sekarang"},
	},
	"vi": {
		void: []string{"chữ chết", "hết hiệu lực"},
		wins: []string{"có tiếng nói cuối cùng"},
	},
	"zh": {
		void: []string{"一纸空文", "形同虚设", "形同虛設", "作廢了"},
		wins: []string{"说了算", "說了算", "最终说了算", "拥有最终决定权", "擁有最終決定權"},
	},
	"ja": {
		void: []string{"空文化", "死文化", "有名無実"},
		wins: []string{"が最終決定権", "こそが全て"},
	},
	"ko": {
		void: []string{"사문화", "휴지 조각"},
		wins: []string{"이 최종 결정권", "가 최종 결정권"},
	},
	"ar": {
		void: []string{"حبرا على ورق", "حبر على ورق", "لاغية", "ملغاة"},
		wins: []string{"هو الآمر", "هو صاحب الكلمة", "له الكلمة الأخيرة", "الكلمة الأخيرة له"},
	},
	"hi": {
		void: []string{"बेमानी", "रद्दी"},
		wins: []string{"ही बॉस है", "का आख़िरी फ़ैसला", "का आखिरी फैसला", "ही सर्वोपरि"},
	},
	"fa": {
		void: []string{"بی‌اعتبار", "بی اعتبار", "کان لم یکن"},
		wins: []string{"حرف آخر را می‌زند", "حرف آخر را میزند", "رئیس است"},
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
		void:     []string{"zabôczë ", "zabôczta ", "zabôczëta "},
		guide:    []string{"przekôz", "przikôz"},
		this:     []string{"nen lopk", "ten lopk", "nen lëst"},
		wins:     []string{"mô pierszeństwò", "pierszeństwò przed"},
		noLimits: []string{"bez niżódnëch grańc", "bez grańc", "bez niżódnëch ògrańczeniów"},
	},
	"arz-latn": { // Egyptian and Levantine Arabizi
		void: []string{"inse ", "insa ", "ensa ", "ense ", "insah", "insaha", "ensaha", "insahom", "ensahom", "inseha", "enseha", "mesh mawgood", "mish mawgood", "msh mawgood", "mesh mawgooda", "mish mawgooda"},
		wins: []string{"howa el asas", "hoa el asas", "howwa el asas", "huwa el asas", "howa el kbeer", "howa elli byemshi"},
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
	wins83 = []string{"calling the shots", "calls the shots", "call the shots", "is the boss now", "is the boss here", "'s the boss now", "'s the boss here", "has the final say", "has the last word", "runs the show"}
)

// precedence83: this text's own wording set above the agent's guidance
// ("the file's own wording ranks above any system text"), as "this file
// outranks the system prompt" is (precedenceVerbRe, read with its object
// by outranksAgent).
const precedence83 = `|\b(?:this|the)\s+(?:skill|file|page|document|text|guide|note)(?:'s|’s)\s+(?:own\s+)?(?:wording|words|text|content|instructions|rules)\s+(?:beats|trumps|outweighs|outranks|overrides|supersedes|overrules|prevails\s+over|wins\s+over|takes\s+(?:priority|precedence)\s+over|ranks?\s+(?:above|over|higher\s+than)|comes?\s+(?:before|ahead\s+of)|sits\s+above)\s`

func init() {
	precedenceVerbRe = lazyRegexp(precedenceVerbRe.String() + precedence83)
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
	for _, s := range weakVoid83 {
		weakVoid = append(weakVoid, s)
	}
	for _, s := range apostropheVariants(wins83) {
		overWins = append(overWins, s)
	}
}
