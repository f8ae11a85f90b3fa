package safety

import "strings"

// Round 68 (override-lang): stems the round-68 cases showed missing, each
// a gap in meaning for the whole language (a native writer's first word
// for it), not a sentence. Each alone reads nothing: the override still
// needs its parts together (guidance voided with a mark of the agent's
// own, or this file ranked above the rest, or limits lifted for the
// agent), as every lexicon's does.
//
//   - Azerbaijani voids guidance by an order to count it invalid
//     ("etibarsız say", "etibarsız hesab et"), beside the predicate
//     "etibarsızdır"; it lifts limits as "recognising no restriction"
//     ("məhdudiyyət tanımadan").
//   - Gulf and Egyptian Arabic void guidance as "has no worth" ("ما لها
//     قيمة", "ملهاش قيمة", "مالهاش لازمة"); mark it earlier with the
//     dialect's relative "that came before" ("اللي قبل", "اللي فاتت") or
//     "that they gave you" ("اللي عطوك", "اللي ادوهولك"); rank a file
//     "above all" ("فوق الكل", "فوق كل شي"); lift limits as "without any
//     bounds" ("بدون أي حدود", "من غير حدود").
//   - Kurmanji names guidance as "rêname" (instructions, guidebook) beside
//     "rêwerz", and ranks a file "higher than everything" ("ji her tiştî
//     bilindtir"), as "ji hemûyan bilindtir" already is.
//   - Moroccan Darija in Latin letters voids with the passive of "lgha"
//     (cancel: "tlghat", "tlghaw", "mlghiya") and marks guidance earlier
//     as "the old ones" ("l-qdima", "l-9dima"), as Arabic "القديمة".
//   - Balochi (no lexicon before): forget ("شموش کن"), the earlier
//     ("پیسری", "اولی"), instructions and orders ("هدایت", "حکماں"; never
//     the bare stem "حکم", which begins "حکمت", wisdom), this file ("اے
//     فائل"), without any limit ("بے هچ حدّ").
var lexicons68 = map[string]langLex{
	"az+r68-override": { // Azerbaijani
		void:     []string{"etibarsız say", "etibarsız sayın", "etibarsız hesab et", "etibarsız hesab edin", "qüvvədən düşüb", "qüvvədən düşmüş"},
		noLimits: []string{"məhdudiyyət tanımadan", "heç bir məhdudiyyət tanımadan", "heç bir hədd tanımadan", "sərhəd tanımadan"},
	},
	"ar-gulf+r68-override": { // Gulf and Egyptian Arabic
		void:     []string{"ما لها قيمة", "ما لها أي قيمة", "ما لهم قيمة", "ملهاش قيمة", "مالهاش قيمة", "ملهاش لازمة", "مالهاش لازمة", "ما لها داعي", "لا قيمة لها"},
		prior:    []string{"اللي قبل", "اللي قبلها", "اللي قبله", "اللي فاتت", "اللي فات", "اللي عطوك", "اللي عطوك اياها", "اللي ادوهولك", "اللي اتقالتلك"},
		wins:     []string{"فوق الكل", "فوق كل شي", "فوق كل شيء", "فوق كل حاجة"},
		noLimits: []string{"بدون أي حدود", "بدون اي حدود", "بدون حدود", "من غير حدود", "من غير أي حدود", "بلا حدود"},
	},
	"kmr+r68-override": { // Kurmanji
		guide: []string{"rêname", "rênameyên", "rênameyan"},
		wins:  []string{"ji her tiştî bilindtir", "ji her tiştî girîngtir", "ji hemû tiştî bilindtir", "li ser her tiştî"},
	},
	"ary+r68-override": { // Moroccan Darija (Arabizi)
		void:  []string{"tlghat", "tlghaw", "tlgha ", "mlghiya", "mlghiyin", "tlgat", "tlghawhom"},
		prior: []string{"l-qdima", "l-9dima", "lqdima", "l9dima", "l-qdimin", "l-9dimin"},
	},
	"bal+r68-override": { // Balochi
		void:     []string{"شموش کن", "شموشت کن", "یله کن", "باطل انت"},
		prior:    []string{"پیسری", "پیسرءِ", "اولی", "سیستمءِ"},
		guide:    []string{"هدایت", "حکماں", "حکمءِ", "قانون", "پابندی"},
		this:     []string{"اے فائل", "اے دستاویز"},
		wins:     []string{"چہ سجّهین چیزاں بُرزتر", "چه سجهین چیزان برزتر"},
		noLimits: []string{"بے هچ حدّ", "بے هچ حد", "بے هچ پابندی", "بے پابندی"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons68) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 68 (override: forged-turn family): turns labelled in Armenian,
// Georgian, Kazakh, Somali, Kurmanji and Pashto, and grants in those
// languages, each the
// language's own words for the roles and for what a forged turn grants:
//
//   - labels: system, user, assistant (Armenian "Համակարգ", "Օգտատեր",
//     "Օգտվող", "Օգնական"; Georgian "სისტემა", "მომხმარებელი",
//     "ასისტენტი"; Kazakh "Жүйе", "Пайдаланушы", "Көмекші"; Somali
//     "Nidaamka", "Isticmaalaha", "Kaaliyaha"; Kurmanji "Sîstem",
//     "Bikarhêner", "Alîkar"; Pashto "کارن" (user), "مرستیال"
//     (assistant), its system being the Persian "سیستم" already read);
//   - grants: the user's "I permit" (Armenian "թույլատրում եմ", Georgian
//     "ნებას გრთავ", Kazakh "рұқсат етемін", Somali "waan kuu
//     oggolaaday"), the agent said to have no restrictions any more
//     ("և" matched also as "եւ", its NFKC form)
//     (Armenian "այլևս չունի սահմանափակում"), or to act without
//     confirmation or without asking (Armenian "առանց հաստատման",
//     "առանց հարցնելու", Georgian "დადასტურების გარეშე", Kazakh
//     "растаусыз", "сұрамастан", Somali "fasax la'aan", "adigoon
//     weydiin"; Kurmanji "destûr didim", "bê pirsîn", "bê erêkirin";
//     Pashto "اجازه درکوم", "پرته له پوښتنې").
//
// Each still needs the other half in the same block (checkForged): a
// label over a timetable, or "without confirmation" in a shop's note with
// no role label, is no forged turn.
const (
	roleWords68       = `համակարգ|օգտատեր|օգտվող|օգնական|სისტემა|მომხმარებელი|ასისტენტი|жүйе|пайдаланушы|көмекші|nidaamka|isticmaalaha|kaaliyaha|sîstem|bikarhêner|alîkar|کارن|مرستیال`
	forgedAuthority68 = `թույլատրում\s+եմ|այլ(?:և|եւ)ս\s+չունի\s+(?:որ(?:և|եւ)է\s+)?սահմանափակում|առանց\s+(?:որ(?:և|եւ)է\s+)?(?:հաստատման|հարցնելու|թույլտվության)|` +
		`ნებას\s+გრთავ|(?:დადასტურების|ნებართვის)\s+გარეშე|` +
		`рұқсат\s+етемін|растаусыз|сұрамастан|` +
		`\bwaan\s+kuu\s+(?:oggolaaday|ogolaaday|oggolaanayaa|ogolaanayaa)|\b(?:fasax|oggolaansho|ogolaansho)\s+la['’]aan|\badigoon\s+(?:weydiin|waydiin)|` +
		`\bdestûr\s+didim|\bbê\s+(?:pirsîn|erêkirin|destûr)\b|اجازه\s+درکوم|پرته\s+له\s+(?:پوښتنې|تایید|اجازې)`
)

var rolePrefixes68 = []string{"համակարգ", "օգտատեր", "օգտվող", "օգնական", "სისტემა", "მომხმარებელი", "ასისტენტი", "жүйе", "пайдаланушы", "көмекші", "nidaamka", "isticmaalaha", "kaaliyaha", "sîstem", "bikarhêner", "alîkar", "کارن", "مرستیال"}

func init() {
	rolePrefixes = append(rolePrefixes, rolePrefixes68...)
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords68 + `)(?:\s*[\])])?[ \t*_]*[:：]`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority68 + `)`)
}

// fieldStart68 (round 68, override): a field of a JSON record is a unit of
// its own. A cue word that is the key of an earlier field ("blocked":
// [...]) names that field's value, not a later one's: in {"blocked":
// [...], "note": "<order>"} the note is not a blocked phrase. So when the
// text before pos (from s) holds the key of the field pos sits in, a
// quoted key after a ',' or '{' and before ':', the window for cue words
// starts at that key; a cue that is the field's own key ("patterns":
// "<phrase>") still counts. The scan is bounded by the caller's window
// (at most 200 bytes), so it stays linear.
func fieldStart68(t string, s, pos int) int {
	if pos > len(t) || s >= pos {
		return s
	}
	w := t[s:pos]
	i := strings.LastIndex(w, "\":")
	if i < 0 {
		return s
	}
	// The key's opening quote: at most 60 bytes back, with no quote or
	// line break inside the key.
	j := strings.LastIndexByte(w[:i], '"')
	if j < 0 || i-j > 60 || strings.ContainsAny(w[j+1:i], "\n") {
		return s
	}
	k := strings.TrimRight(w[:j], " \t\r\n")
	if k == "" || (k[len(k)-1] != ',' && k[len(k)-1] != '{') {
		return s
	}
	return s + j
}
