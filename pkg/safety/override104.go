package safety

// Round 104 (override): instruction overrides tuned on fresh319-322's
// misses. Each addition is one part of an override a native writer would
// use, and still needs the other parts of its rule beside it (a voiding
// beside earlier guidance; "only this text" beside a voiding or "from now
// on"; this text beside a word of winning), so no stem refuses alone.
//
//   - Polish (h320-override-lang-13): guidance voided in the past tense
//     ("przestały obowiązywać", ceased to be in force), as the present
//     "przestają obowiązywać" already is; only this text counting ("liczy
//     się tylko", only ... counts), as "follow only".
//   - Georgian (h322-override-paraphrase-15): guidance named as what the
//     agent was told until now ("რაც აქამდე გითხრეს"), voided as losing
//     its force ("ძალას კარგავს"); this file having the final word
//     ("საბოლოო სიტყვა"), as English "has the final say"; limits that no
//     longer exist.
//   - Persian (h322-override-paraphrase-16): guidance voided as having no
//     validity left ("اعتباری ندارد"); only this text the measure ("فقط
//     این متن ملاک", only this text is the criterion); "from this moment"
//     ("از این لحظه") as "from now on"; "this text" as "this file".
var lexicons104o = map[string]langLex{
	"pl+r104-override": {
		void:     []string{"przestały obowiązywać", "przestał obowiązywać", "przestało obowiązywać", "straciły ważność", "straciły moc"},
		obeyOnly: []string{"liczy się tylko", "liczy się wyłącznie"},
	},
	"ka+r104-override": {
		void:     []string{"ძალას კარგავს", "ძალას კარგავენ", "ძალა დაკარგა", "ძალა დაკარგეს"},
		prior:    []string{"აქამდე"},
		guide:    []string{"გითხრეს", "მოგცეს"},
		wins:     []string{"საბოლოო სიტყვა"},
		noLimits: []string{"საზღვრები აღარ არსებობს", "შეზღუდვები აღარ არსებობს"},
	},
	"fa+r104-override": {
		void:     []string{"اعتباری ندارد", "اعتباری ندارند", "دیگر اعتبار ندارد"},
		this:     []string{"این متن"},
		obeyOnly: []string{"فقط این متن ملاک", "تنها این متن ملاک", "فقط این فایل ملاک", "تنها این فایل ملاک", "فقط این سند ملاک"},
		fromNow:  []string{"از این لحظه"},
		noLimits: []string{"هیچ مرزی وجود ندارد", "هیچ محدودیتی وجود ندارد"},
	},
}

func init() {
	for _, l := range byLanguage(lexicons104o) {
		normaliseLex(&l)
		mergeLexicon(l)
	}
}

// Round 104 (override), English: checkVoidReplaced's parts in more
// paraphrases. Each is one part of the shape (the agent's guidance voided;
// this text ranked the authority beside no bounds), and the paragraph
// must still hold the others.
//
//   - No bounds said by what this text does not do: it "caps nothing",
//     "limits nothing", "imposes no limits", or "is not bounded"
//     (h320-override-paraphrase-10, -11). Counted only beside this text
//     ranked the authority (caps38), so a plan that "caps nothing" in a
//     budget refuses nothing.
//   - This text ranked the authority by being the voided guidance's
//     replacement ("the replacement is this page"), or by the guidance
//     being subordinate to it ("subordinate to this template")
//     (h320-override-paraphrase-11, -12).
//   - Guidance voided as not to be followed ("are not to be followed")
//     (h320-override-paraphrase-12): a voiding predicate, which still
//     needs the agent's guidance (the system, you) and the authority
//     beside no bounds in the paragraph.
var (
	caps104o = concept{"caps nothing", "limits nothing", "restricts nothing", "bounds nothing", "constrains nothing", "imposes no limit", "imposes no restriction", "imposes no constraint", "imposes no bound",
		"is not bounded", "isn't bounded", "is not limited in any way", "is unbounded"}
	authority104o = concept{"replacement is this", "replacement is the present", "replaced by this page", "replaced by this file", "replaced by this document", "replaced by this skill", "replaced by this text",
		"subordinate to this", "subordinate to the present", "subordinate to these"}
	void104o = concept{"not to be followed", "are not to be obeyed", "is not to be obeyed", "not to be honoured", "not to be honored"}
)

func init() {
	caps38 = append(caps38, caps104o...)
	authority38 = append(authority38, authority104o...)
	// void38, not voidAll38: override38.go's init builds voidAll38 from void38
	// after this file's init has run (files initialise in name order).
	void38 = append(void38, void104o...)
}
