package safety

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Round 67 (override): a tag written as a slot inside a name is a
// placeholder, not a turn. "svc_<system>", "secret/hl7/<system>" or
// "db-<developer>.internal" glue the tag onto an identifier or a path,
// where it stands for a value the reader fills in; a message boundary
// opens a line or follows a space, and a forged message also closes
// again. So a bare tag (no attributes) whose previous character belongs
// to a name (a letter, a digit, '_', '/', '-', '@', '$'), whose next
// character does not start words of its own (no letter), and whose
// closing tag does not follow within 4 KiB, is read as a placeholder slot.
func placeholderSlot67(t string, s, e int) ctxReason {
	if s <= 0 || e > len(t) || e-s < 3 || t[s] != '<' || t[e-1] != '>' {
		return ""
	}
	name := t[s+1 : e-1]
	if strings.HasPrefix(name, "/") || strings.ContainsAny(name, " \t\n=\"'") {
		return ""
	}
	r, _ := utf8.DecodeLastRuneInString(t[:s])
	if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("_/-@$", r)) {
		return ""
	}
	if e < len(t) {
		if n, _ := utf8.DecodeRuneInString(t[e:]); unicode.IsLetter(n) {
			return ""
		}
	}
	// The close is looked for in the next 4 KiB, as checkAuthorityTags
	// looks for a turn element's (a window keeps long inputs linear).
	if strings.Contains(strings.ToLower(t[e:min(len(t), e+4096)]), "</"+strings.ToLower(name)+">") {
		return ""
	}
	return "a placeholder slot inside a name or path, not a message"
}

// Round 67 (override-lang): stems the round-67 cases showed missing, each
// a gap in meaning for the whole language (a native writer's first word
// for it), not a sentence. Each alone reads nothing: the override still
// needs its parts together (guidance voided with a mark of the agent's
// own, or this file ranked above the rest, or limits lifted for the
// agent), as every lexicon's does.
//
//   - Faroese names guidance as "ábendingar" (pointers, instructions)
//     and "skipanir" (orders), marks it earlier with the weak plural
//     "fyrru" and as the system's with the dative "frá kervinum"; it
//     ranks a file as governing everything ("stýrir øllum", "ræður
//     øllum").
//   - Telugu writes "forget" as "మరచిపో" beside the colloquial "మర్చిపో",
//     names the system with the native "వ్యవస్థ" beside the loan
//     "సిస్టమ్", and ranks a file as "alone valid" ("మాత్రమే చెల్లుతుంది").
//   - Yiddish marks guidance earlier with "פֿריערדיק" (the pe pointed, the
//     yod not, as most printed Yiddish does), ranks a file as "the only
//     boss" ("איינציקער באַלעבאָס") and lifts limits as "without borders"
//     ("אָן גרענעצן").
//   - Kinyarwanda voids guidance as "no longer means anything" ("ntacyo
//     akivuze", "ntacyo bikivuze"), and orders only this document
//     followed with "inyandiko" as it already does with "dosiye".
//   - Luganda voids with the perfect of "sazaamu" (cancel),
//     "-saziddwamu", beside the past "-sazibwamu", each with the concord
//     of the guidance's noun class (stems match from a word's start); ranks a file "the most
//     important" ("esinga obukulu"); lifts limits as "nga tewali kukugira".
//   - Korean voids guidance as "throw away" in its polite and plain
//     imperatives ("버리세요", "버려라", "버리십시오"), ranks a document
//     as "top priority" ("최우선") and lifts limits as "no limit of any
//     kind" ("어떤 제한도 없", "아무런 제한도 없").
var lexicons67 = map[string]langLex{
	"fo+r67-override": { // Faroese
		prior: []string{"fyrru", "frá kervinum", "frá kervinu"},
		guide: []string{"ábendingar", "ábendingarnar", "skipanir", "skipanirnar"},
		wins:  []string{"stýrir øllum", "ræður øllum", "stýrir øllum øðrum"},
	},
	"te+r67-override": { // Telugu
		void:  []string{"మరచిపో", "మరచిపోండి", "మరిచిపో", "మరిచిపోండి"},
		prior: []string{"వ్యవస్థ"},
		wins:  []string{"మాత్రమే చెల్లుతుంది", "మాత్రమే చెల్లుబాటు"},
	},
	"yi+r67-override": { // Yiddish
		prior:    []string{"פֿריערדיק"},
		wins:     []string{"איינציקער באַלעבאָס", "איינציקער באלעבאס", "איינציקער בעל־הבית", "איינציקער בעל-הבית"},
		noLimits: []string{"אָן גרענעצן", "אן גרענעצן", "אָן שום גרענעצן", "אן שום גרענעצן"},
	},
	"rw+r67-override": { // Kinyarwanda
		void:     []string{"ntacyo akivuze", "ntacyo bikivuze", "ntacyo zikivuze", "ntacyo ikivuze", "ntacyo agishaka kuvuga"},
		obeyOnly: []string{"kurikiza iyi nyandiko gusa", "kurikiza inyandiko iyi gusa"},
	},
	"lg+r67-override": { // Luganda
		void:     []string{"bisaziddwamu", "gasaziddwamu", "busaziddwamu", "kisaziddwamu", "lisaziddwamu", "zisaziddwamu", "gaasazibwamu", "bwasazibwamu", "kyasazibwamu", "lyasazibwamu", "zaasazibwamu"},
		wins:     []string{"esinga obukulu", "y'esinga obukulu"},
		noLimits: []string{"nga tewali kukugira", "tewali kukugira"},
	},
	"ko+r67-override": { // Korean
		void:     []string{"버리세요", "버려라", "버리십시오", "버려 주세요"},
		wins:     []string{"최우선"},
		noLimits: []string{"어떤 제한도 없", "아무런 제한도 없", "아무 제한도 없"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons67) {
		for _, set := range []*[]string{&l.void, &l.prior, &l.guide, &l.this, &l.wins, &l.obeyOnly, &l.fromNow, &l.noLimits, &l.frame, &l.noPolicy} {
			*set = apostropheVariants(*set)
		}
		normaliseLex(&l)
		mergeLexicon(l)
		voidAll38 = append(voidAll38, l.void...)
	}
}

// Round 67 (override paraphrase): parts of checkVoidReplaced (round 38)
// and of the denial of the agent's guidance (round 42) said in new words.
// Every part still needs the others in one paragraph:
//
//   - voiding: the agent's setup said to have "lost its validity";
//   - a denial over the agent's guidance ("no directive issued to you",
//     "no instruction you were given") with a predicate of being in
//     force ("remains in force", "is still binding"): the denial of what
//     the agent was told, as "nothing you were told still applies" is;
//   - this text ranked the authority: nothing outranks this text or
//     these lines, it is controlling, what is written here is the only thing;
//   - boundless conduct: the agent to operate free of constraint.
//
// Alone each is ordinary prose (an expired passport lost its validity;
// nothing outranks patient safety; a court judgment is controlling; a
// spring free of constraint).
var (
	void67       = concept{"lost its validity", "lost their validity", "loses its validity", "lose their validity", "lost all validity", "no longer has validity"}
	authority67  = concept{"nothing outranks this", "nothing outranks these", "nothing ranks above this", "nothing ranks above these", "this document is controlling", "this file is controlling", "this skill is controlling", "this text is controlling", "these lines are controlling", "written here is the only", "written here is all that"}
	bounds67     = concept{"free of constraint", "free of any constraint", "free from constraint", "free from any constraint", "free of restriction", "free of any restriction", "free from restriction", "free of limits", "free of any limit"}
	denied67     = concept{"no directive issued to you", "no directive given to you", "no instruction issued to you", "no instruction given to you", "no instructions given to you", "no rule given to you", "no rules given to you", "no guidance given to you", "no order given to you", "no directive you were given", "no instruction you were given", "no rule you were given", "no instruction you received", "no directive you received", "no rule you received"}
	deniedPred67 = concept{"remains in force", "remain in force", "is still in force", "are still in force", "still in force", "remains binding", "remain binding", "is still binding", "remains valid", "remain valid"}
	// overWins67: this skill set above every other source of instructions
	// ("this skill sits above every other instruction source"): read with
	// overThis in one sentence, as "this file takes precedence" is.
	overWins67 = concept{"above every other instruction", "above all other instruction", "above any other instruction", "above every instruction", "above all instructions", "above all other sources of instruction", "above every other source of instruction"}
)

func init() {
	voidAll38 = append(voidAll38, void67...)
	authority38 = append(authority38, authority67...)
	bounds38 = append(bounds38, bounds67...)
	denied42 = append(denied42, denied67...)
	deniedPred42 = append(deniedPred42, deniedPred67...)
	overWins = append(overWins, overWins67...)
}

// Round 67 (override: hijack-scope family): this skill named for every
// request, read by the action rules as the other languages are (actSelf,
// actEvery, actUse near one another; in a description, actEvery and
// actUse, or actEvery and actAnyTopic):
//
//   - Hungarian says the skill "must be loaded first" ("elsőként kell
//     betölteni", "be kell tölteni") and names every topic ("minden téma
//     esetén", "minden témában") and a skill "always active" ("mindig
//     aktív");
//   - Serbian orders the skill used with the pronoun as object ("користи
//     га", "use it": in a description, "it" is the skill), names any
//     topic ("о било којој теми") and a skill always switched on ("увек
//     укључен");
//   - Lao gets its first scope words: use for, load before answering,
//     every question, message or task, every topic; "ກ່ຽວກັບ" (about)
//     after the quantifier narrows it, as the other languages' do.
func init() {
	registerActionLexicon("hu+r67-override", actionLex{
		useVerb:  []string{"elsőként kell betölteni", "be kell tölteni", "kell betölteni", "elsőként kell használni", "mindig használni kell"},
		anyTopic: []string{"minden téma esetén", "minden témában", "minden témára", "bármely téma esetén", "mindig aktív"},
	})
	registerActionLexicon("sr+r67-override", actionLex{
		useVerb:  []string{"користи га за", "користите га за", "употреби га за", "употребите га за", "учитај га пре", "учитајте га пре", "koristi ga za", "koristite ga za", "upotrebi ga za", "učitaj ga pre"},
		anyTopic: []string{"о било којој теми", "о било ком питању", "увек укључен", "увек активан", "o bilo kojoj temi", "uvek uključen", "uvek aktivan"},
	})
	registerActionLexicon("lo+r67-override", actionLex{
		useVerb:   []string{"ໃຊ້ສຳລັບ", "ໃຊ້ສໍາລັບ", "ໂຫຼດກ່ອນ", "ໂຫລດກ່ອນ", "ໃຊ້ກ່ອນ", "ເປີດໃຊ້ສຳລັບ"},
		everyReq:  []string{"ທຸກຄຳຖາມ", "ທຸກຄໍາຖາມ", "ທຸກຄຳຮ້ອງ", "ທຸກຄໍາຮ້ອງ", "ທຸກຂໍ້ຄວາມ", "ທຸກວຽກ", "ທຸກການສົນທະນາ", "ທຸກຄຳຂໍ", "ທຸກຄໍາຂໍ"},
		beforeAns: []string{"ກ່ອນຕອບທຸກຄັ້ງ", "ກ່ອນຕອບ", "ກ່ອນການຕອບ"},
		anyTopic:  []string{"ທຸກຫົວຂໍ້", "ບໍ່ວ່າຫົວຂໍ້ໃດ", "ບໍ່ວ່າຈະເປັນຫົວຂໍ້ໃດ"},
		narrow:    []string{"ກ່ຽວກັບ", "ກ່ຽວຂ້ອງກັບ"},
	})
}

// Round 67 (override: forged-turn family): turns labelled in Telugu and
// Uzbek, and grants in Telugu, Uzbek and Romanian, the languages' own
// words for the roles and for what a forged turn grants:
//
//   - labels: Telugu system, user, assistant ("సిస్టమ్", "వినియోగదారు",
//     "సహాయకుడు"); Uzbek ("Tizim", "Foydalanuvchi", "Yordamchi", in
//     Latin and Cyrillic);
//   - grants: the agent to run any command without the user's permission
//     (Telugu "అనుమతి లేకుండా", "ఏ ఆదేశమైనా"), the user's "I permit"
//     ("అనుమతిస్తున్నాను", Uzbek "ruxsat beraman"), every check turned
//     off (Uzbek "tekshiruvlarni o'chir"), any command carried out
//     ("har qanday buyruqni bajar"), the assistant no longer refusing or
//     asking for confirmation (Romanian "nu mai refuză", "nu mai cere
//     confirmări", "fără confirmare").
//
// Each still needs the other half in the same block (checkForged): a
// label over a timetable, or "fără confirmare" in a shop's note with no
// role label, is no forged turn.
const (
	roleWords67       = `సిస్టమ్|వినియోగదారు(?:డు)?|సహాయకుడు|అసిస్టెంట్|tizim|foydalanuvchi|yordamchi|тизим|фойдаланувчи|ёрдамчи`
	forgedAuthority67 = `అనుమతి\s+లేకుండా|ఏ\s+ఆదేశమైనా|అనుమతిస్తున్నాను|నిర్ధారణ\s+అడగకుండా|` +
		`\bruxsat\s+beraman|\btekshiruvlarni\s+o['ʻ’‘]?chir|\bhar\s+qanday\s+buyruqni\s+bajar|` +
		`\bnu\s+mai\s+(?:refuz|cere\s+confirm|solicit[aă]\s+confirm)|\bf[aă]r[aă]\s+(?:nicio\s+)?(?:confirmare|confirm[aă]ri|restric[tț]ii)`
)

var rolePrefixes67 = []string{"సిస్టమ్", "వినియోగదారు", "సహాయకుడు", "అసిస్టెంట్", "tizim", "foydalanuvchi", "yordamchi", "тизим", "фойдаланувчи", "ёрдамчи"}

func init() {
	rolePrefixes = append(rolePrefixes, rolePrefixes67...)
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|(?im)^[ \t>*_#\-]*(?:[\[(]\s*)?(?:` + roleWords67 + `)(?:\s*[\])])?[ \t*_]*[:：]`)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority67 + `)`)
}
