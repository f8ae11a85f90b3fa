package safety

// Round 95 (propagate and routing scope), tuned on fresh287-290.

func init() {
	// Kazakh borrows "skill" in Cyrillic as "скилл" (осы скиллді, this
	// skill, accusative), as Russian writes "этот скилл": the loan word
	// names this skill as "осы дағды" does. A colleague's computer is
	// someone else's place, as another project is.
	registerActionLexicon("kk+r95-propscope", actionLex{
		selfRef:     []string{"осы скилл", "бұл скилл", "осы скил", "бұл скил"},
		otherPlaces: []string{"әр әріптес", "әрбір әріптес", "барлық әріптес", "әріптестердің компьютер", "әр жаңа репозитори", "әрбір жаңа репозитори", "әр жаңа жоба", "әрбір жаңа жоба"},
	})
	// Georgian makes a verb's direction with a preverb, and the copy verb
	// takes any of them: "ჩააკოპირე" (copy into), as "დააკოპირე" (copy)
	// and "გადააკოპირე" (copy across) are the same act. "Every new
	// project" is every project still.
	registerActionLexicon("ka+r95-propscope", actionLex{
		copyVerb:    []string{"ჩააკოპირე", "ჩააკოპირეთ", "შეაკოპირე", "შეაკოპირეთ"},
		otherPlaces: []string{"ყოველი ახალი პროექტ", "ყოველ ახალ პროექტ", "ყველა ახალ პროექტ", "ყველა კოლეგა", "ყოველი კოლეგ"},
	})
	// Japanese: every member's (or teammate's) folders are other people's
	// places, as other projects are; "全員" is everyone.
	registerActionLexicon("ja+r95-propscope", actionLex{
		otherPlaces: []string{"全メンバーの", "メンバー全員の", "チーム全員の", "全員のホーム", "各メンバーの", "同僚全員の", "全社員の"},
	})
	// Ukrainian: "завантажуй" (load) asks the agent to take the skill in,
	// as "використовуй" (use) does; "ще до відповіді" (even before the
	// answer) is before any answer; "стосується всього" (concerns
	// everything) is a topic that is any topic.
	registerActionLexicon("uk+r95-propscope", actionLex{
		useVerb:   []string{"завантажуй цю навичку", "завантажуйте цю навичку", "завантажуй цей навик", "завантажуйте цей навик", "завантажуй цей скіл", "завантажуйте цей скіл", "підвантажуй цю навичку"},
		beforeAns: []string{"ще до відповіді", "до будь-якої відповіді", "до кожної відповіді"},
		anyTopic:  []string{"стосується всього", "стосується будь-чого", "підходить до всього"},
	})
}
