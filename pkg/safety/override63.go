package safety

import "golang.org/x/text/unicode/norm"

// Round 63 (olang): the override in five languages whose lexicons had one
// part of the concept but missed the word a native writer reaches for
// first. Each entry fills a gap in meaning for the whole language, and
// each still needs the rest of its rule beside it (a void with the
// guidance and its earlier place, a rank with "this file", a conduct with
// a phrase of no limits), so the word alone decides nothing:
//
//   - Swiss German says guidance "no longer counts" ("zählt nümm",
//     "zählt nüme", "zellt nüm"), beside round 59's "gilt nüme" (no longer
//     valid), and spells "nümm" with one m as often as with two ("gilt
//     nümm", "nümm gültig"); it allows the agent's conduct as "you can do
//     what you want" ("du chasch mache was", "mach was d'witt"), which
//     with round 59's "ohni grenze" lifts the limits.
//   - Hausa voids with "discard" ("watsar da", "jefar da"), beside "yi
//     watsi da" (ignore); it ranks a text as "the only one with authority"
//     ("kawai ke da iko", "kaɗai ke da iko"); it orders the agent's
//     conduct as "you work" ("ka yi aiki"), which with "ba tare da wani
//     takunkumi" (without any restriction) lifts the limits.
//   - Fulfulde lifts limits as "with nothing to prevent it" ("alaa
//     haɗɗo", "alaa haɗande") beside "alaa keerol" (no bound), and orders
//     conduct as "do what you want" ("waɗ ko njiɗ-ɗaa", "waɗ ko a yiɗi").
//   - Guarani writes "leave it aside" as one word ("ehejarei", round 41 had
//     "eheja rei" in two); it ranks a text as "alone has power" ("añoite
//     oguereko pu'aka"); it orders conduct as "do what is asked of you",
//     "do anything" ("ejapo pe ojejeruréva", "ejapo opa mba'e"), which with
//     "ndaipóri jejoko" (no restraint) lifts the limits.
//   - Aymara marks guidance as earlier with "nayrïr" (first, former), a
//     form of "nayra" that a stem matching at a word's start never meets;
//     names it "yatichawinaka" (teachings, instructions); voids it as
//     "has no power" with an adverb between ("janiw jichhax ch'amanïkiti":
//     no longer has power now), so the predicate is read alone; ranks a
//     text "greater than all" ("taqit sipan jach'a"); orders conduct as
//     "you must do" ("lurañama"), which with "jan kuna jark'ampi" (without
//     any obstacle) lifts the limits.
//
// Left out: Swiss German "gilt vor allem" (counts above all) is as often
// "applies especially" ("gilt vor allem für Chind"); bare Fulfulde "accu"
// (leave) leaves a bag or a road as often as a rule; Guarani bare "ejapo"
// (do!) orders every step of a recipe.
var lexicons63o = map[string]langLex{
	"gsw+r63-olang": { // Swiss German
		void: []string{"zählt nüm", "zellt nüm", "zähled nüm", "zelled nüm", "gilt nüm", "gälted nüm", "gälte nüm", "nümm gültig", "nüm gültig"},
	},
	"ha+r63-olang": { // Hausa
		void: []string{"watsar da", "ka watsar", "ki watsar", "ku watsar", "jefar da", "ka jefar", "ku jefar"},
		wins: []string{"kawai ke da iko", "kaɗai ke da iko", "kadai ke da iko", "kawai yake da iko", "kaɗai yake da iko", "kawai take da iko", "kaɗai take da iko"},
	},
	"ff+r63-olang": { // Fulfulde
		noLimits: []string{"alaa haɗɗo", "alaa haɗande", "alaa haɗoowo", "alaa kaɗɗo", "alaa hadd", "alaa hadande"},
	},
	"gn+r63-olang": { // Guarani
		void: []string{"ehejarei", "ehejareí", "pehejarei", "pehejareí", "eheja reí", "peheja reí"},
		wins: []string{"añoite oguereko pu'aka", "añoite oreko pu'aka", "año oguereko pu'aka"},
	},
	"ay+r63-olang": { // Aymara
		void:  []string{"ch'amanïkiti", "ch'amanikiti", "ch'amanïxiti", "ch'amanixiti", "ch'amanïxarakiti"},
		prior: []string{"nayrïr", "nayrir", "nayrïri"},
		guide: []string{"yatichawinaka", "yatichäwinaka", "yatichawinak", "iwxt'awinaka"},
		wins:  []string{"taqit sipan jach'a", "taqi kunat sipan jach'a", "taqinit sipan jach'a", "taqit sipan juk'amp jach'a"},
	},
}

// youAct63: the agent's own conduct ordered or allowed, which with a
// phrase of no limits within a few words lifts them (the languages
// above). Not the third person of someone else ("jupax lurañapawa": he
// must do), nor "you can" with no deed ("du chasch").
var youAct63 = []string{
	// Swiss German
	"du chasch mache was", "chasch mache was", "mach was d'witt", "mach was du witt", "mach was immer",
	// Hausa
	"ka yi aiki", "ki yi aiki", "ku yi aiki", "ka yi duk abin", "ki yi duk abin", "ku yi duk abin",
	// Fulfulde
	"waɗ ko njiɗ", "waɗ ko a yiɗi", "waɗ kala ko", "wad ko njid", "waɗee ko njiɗ",
	// Guarani
	"ejapo pe ojejeruréva", "ejapo ojejeruréva", "ejapo opa mba'e", "ejapo oimeraẽ mba'e", "pejapo opa mba'e",
	// Aymara
	"lurañama", "lurapxañama", "kuns luram",
}

func init() {
	for _, l := range byLanguage(lexicons63o) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
	for _, s := range apostropheVariants(youAct63) {
		youAct = append(youAct, norm.NFKC.String(s))
	}
}
