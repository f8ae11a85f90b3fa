package safety

// Round 45 (hijack-scope family): catch-all scope claims in more words.
//
//   - German "egal zu welchem Thema" (whatever the topic, with the
//     preposition the other entries lack; or field, area, matter) is
//     "regardless of the topic".
//   - Mongolian: every request, question, task or message ("бүх хүсэлт",
//     "хүсэлт бүр"), whatever the topic ("ямар ч сэдэв"), the verbs that
//     load or use a skill, before answering, and the words that narrow a
//     request to a subject ("тухай", "талаар"). "хэрэглэ" (use) is left
//     out: it starts "хэрэглэгч", the user.
//   - A statement that says "whatever the topic" has said no topic
//     narrows its "every request": a preposition after the noun there
//     ("für jede Anfrage zu laden", where "zu" marks the infinitive) is no
//     topic (anyTopicSameSentence45, read by narrowedEvery).
func init() {
	registerActionLexicon("de+r45-forged", actionLex{
		anyTopic: []string{"egal zu welchem thema", "egal, zu welchem thema", "egal zu welchem bereich", "egal zu welchem gebiet", "egal zu welchem anliegen", "ganz egal zu welchem thema", "gleich zu welchem thema", "zu welchem thema auch immer", "egal, um welches thema", "egal was gefragt wird", "egal, was gefragt wird", "unabhängig vom anliegen"},
	})
	registerActionLexicon("mn+r45-forged", actionLex{
		useVerb:   []string{"ачаал", "ашигла", "идэвхжүүл"},
		everyReq:  []string{"бүх хүсэлт", "хүсэлт бүр", "бүх асуулт", "асуулт бүр", "бүх даалгавар", "даалгавар бүр", "бүх мессеж", "мессеж бүр", "бүх яриа", "яриа бүр", "ямар ч хүсэлт", "ямар ч асуулт"},
		beforeAns: []string{"хариулахаас өмнө", "хариулахын өмнө", "хариулт бүрийн өмнө", "хариулт өгөхөөс өмнө"},
		anyTopic:  []string{"ямар ч сэдэв", "сэдвээс үл хамаар", "ямар сэдэвтэй байсан ч", "юуны тухай байсан ч", "сэдэв хамаарахгүй"},
		narrow:    []string{"тухай", "талаар", "холбоотой"},
	})
}

// anyTopicSameSentence45 reports a "whatever the topic" of the lexicons in
// the same sentence as the "every request" hit h, and near it (a bounded
// window, so a wall of hits costs no more than its length).
func anyTopicSameSentence45(low string, hc hitCache, h [2]int) bool {
	win := 160 * scriptScale(low)
	for _, a := range hc.hits(low, actAnyTopic) {
		lo, hi := min(a[0], h[0]), max(a[1], h[1])
		if hi-lo <= win && !sentenceBreakIn(low[lo:hi]) {
			return true
		}
	}
	return false
}
