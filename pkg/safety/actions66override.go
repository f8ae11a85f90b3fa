package safety

// Round 66 (override: hijack-scope family): this skill named for every
// request in five more turns of phrase, read by the action rules as the
// other languages are (actSelf, actEvery, actUse near one another; in a
// description, actEvery and actUse). The verbs are the verb of use with
// this skill as its object ("use this skill", written together so a bare
// "use" before any other object stays unread), the order to start with
// it or load it first, and, in Welsh, the quantifier over requests
// ("pob cais", every request). A topic after the quantifier still
// narrows it (narrowedEvery), as in the other languages.
func init() {
	registerActionLexicon("uk+r66-override", actionLex{
		useVerb: []string{"використовуй цей навик", "використовуйте цей навик", "використовуй цю навичку", "використовуйте цю навичку", "використовуй цей скіл", "використовуйте цей скіл", "застосовуй цей навик", "застосовуйте цей навик"},
		// "про" (about) names a topic after the noun as "щодо" does.
		narrow: []string{" про "},
	})
	registerActionLexicon("cy+r66-override", actionLex{
		selfRef:  []string{"y sgil hon", "sgil hon", "y sgìl hon", "y medr hwn"},
		useVerb:  []string{"defnyddiwch y sgil", "defnyddia'r sgil", "defnyddia y sgil", "defnyddiwch hi", "defnyddiwch hon", "llwythwch y sgil", "llwytha'r sgil"},
		everyReq: []string{"pob cais", "pob ymholiad", "pob cwestiwn", "pob neges", "pob tasg", "pob sgwrs", "unrhyw gais", "unrhyw gwestiwn", "unrhyw neges", "unrhyw ymholiad"},
		narrow:   []string{"am ", "ynghylch", "ynglŷn â", "sy'n ymwneud", "yn ymwneud", "parthed"},
	})
	registerActionLexicon("fi+r66-override", actionLex{
		useVerb: []string{"käytä tätä taitoa", "käyttäkää tätä taitoa", "käytä tätä skilliä", "käyttäkää tätä skilliä", "sovella tätä taitoa", "soveltakaa tätä taitoa", "lataa tämä taito", "ladatkaa tämä taito"},
	})
	registerActionLexicon("ja+r66-override", actionLex{
		useVerb:  []string{"最初に読み込む", "最初に読み込んで", "必ず読み込む", "必ず読み込んで", "最初に使う", "最初に使用", "必ず使う", "必ず使用"},
		anyTopic: []string{"どの話題でも", "どんな話題でも", "話題を問わず", "どのトピックでも"},
	})
	registerActionLexicon("bn+r66-override", actionLex{
		useVerb: []string{"স্কিল দিয়েই শুরু", "স্কিল দিয়ে শুরু", "স্কিলটি দিয়েই শুরু", "স্কিলটি দিয়ে শুরু", "দিয়েই শুরু করতে হবে", "দিয়েই শুরু করুন", "প্রথমে লোড করুন", "প্রথমে লোড করতে হবে"},
	})
}
