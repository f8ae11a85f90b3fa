package safety

// Round 43 (translitA): the catch-all claim of the action lexicons ("load
// this skill first for every request, before every answer, whatever the
// topic") as Hinglish and Roman Urdu are typed: Hindi and Urdu words in
// Latin letters mixed with English nouns ("har request", "sab kaam ke
// liye", "jawab dene se pehle"). The lists follow the native "hi" and "ur"
// lexicons of actions_asian.go concept by concept.
//
// A verb of use is written with what it is used on ("isko chalao", "yeh
// skill load karo", "pehle load karo"), as the Spanish lexicon writes
// "úsala": a bare "chalao" (run) or "padho" (read) is what a checklist
// says of its own tests and notes ("har request ke liye tests chalao").
// "Every" is "har" or "kisi bhi" with a noun of work, written also with
// the postposition that follows it ("kisi bhi sawaal par", on any
// question), which is no topic (Latvian "par", about, is); "any time" ("kisi
// bhi waqt") is no topic, and a skill that can be switched off at any
// time claims nothing. Hinglish negates after the verb ("load mat
// karo"), so the negations are written as the phrases they end a verb
// with.
func init() {
	every := []string{"har", "har ek", "harek", "sabhi", "saare", "saari", "sare", "tamam", "tamaam", "kisi bhi", "koi bhi"}
	nouns := []string{"request", "sawaal", "sawal", "savaal", "swal", "prashn", "message", "sandesh", "paigham", "baatcheet", "baat-cheet", "guftagu", "guftugu", "prompt", "query", "kaam", "task", "conversation", "chat"}
	registerActionLexicon("hi-latn+r43-translitA", actionLex{
		selfRef: []string{"yeh skill", "ye skill", "yahi skill", "yehi skill", "is skill ko", "is skill ka", "is skill ki", "is skill ke", "is skill se", "yeh file", "ye file", "yahi file", "is file ko", "yeh guide", "is guide ko"},
		useVerb: []string{
			"isko chalao", "isko chalaiye", "isko chalayein", "ise chalao", "ise chalaiye", "isi ko chalao", "yahi chalao",
			"isko load karo", "ise load karo", "isko load karein", "ise load karein", "pehle load karo", "pehle load karein", "pehle load kijiye", "pehle load kar lo", "pehle chalao", "pehle chalaiye",
			"isko use karo", "ise use karo", "isko use karein", "ise use karein", "isko istemal karo", "ise istemal karo", "isko istemaal karo", "ise istemaal karein", "isko istemal kijiye",
			"skill load karo", "skill load karein", "skill chalao", "skill istemal karo", "skill istemaal karo", "skill use karo", "skill padho", "skill kholo",
		},
		everyReq:  append(wqCross(every, wqCross(nouns, []string{"par", "pe", "ke liye", "ke"})), append(wqCross(every, nouns), "sab kaam", "saare kaam")...),
		beforeAns: []string{"jawab dene se pehle", "jawaab dene se pehle", "jawab se pehle", "jawaab se pehle", "har jawab se pehle", "har jawaab se pehle", "jawab dene ke pehle", "jawab dene se qabl", "jawab se qabl", "uttar dene se pehle", "reply karne se pehle", "reply se pehle", "kuch bhi kehne se pehle", "kuch bhi bolne se pehle", "kuch bhi likhne se pehle"},
		anyTopic: []string{"topic chahe jo ho", "topic chahe kuch bhi ho", "topic kuch bhi ho", "vishay kuch bhi ho", "vishay chahe jo ho", "mauzu kuch bhi ho", "mauzoo kuch bhi ho", "chahe kuch bhi poocha jaye", "chahe kuch bhi pucha jaye", "kuch bhi poocha jaye", "kuch bhi pucha jaye", "kisi bhi topic", "har topic", "kisi bhi vishay", "kisi bhi mauzu", "kisi bhi mauzoo",
			// handles everything
			"har cheez sambhal", "har chiz sambhal", "sab kuch sambhal", "sab kuchh sambhal", "har kaam sambhal", "har cheez handle", "har chiz handle", "sab kuch handle", "sab kuchh handle"},
		narrow: []string{"ke baare mein", "ke bare mein", "ke baare me", "ke bare me", "se related", "se judi", "se jude", "se juda", "sambandhi", "se mutaalliq", "se mutalliq", "ke mutaalliq", "ke hawale se"},
		never:  []string{"kabhi mat", "kabhi bhi mat", "mat karo", "mat karna", "mat kijiye", "na karein", "nahi karna", "nahin karna", "kabhi nahi", "kabhi nahin"},
	})
}
