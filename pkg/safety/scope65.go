package safety

// Round 65 (tamper: hijack-scope family): Dutch "gebruik voor" (use for)
// is the verb of use a description says without naming the skill ("Gebruik
// voor elke vraag": use for every question), as "use for every request"
// is read in English (the description's {every, use} scope). The Dutch
// list had only the forms with an object ("gebruik deze", "gebruik dit").
// A topic still narrows the claim ("elke vraag over bewaartermijnen",
// narrowedEvery), and so does what the request is for. The key carries the branch (two registrations of one
// language panic once merged).
func init() {
	registerActionLexicon("nl+r65-tamper", actionLex{
		useVerb: []string{"gebruik voor", "gebruik mij voor", "gebruik me voor", "gebruiken voor", "te gebruiken voor", "inzetten voor", "zet in voor", "roep aan voor", "aanroepen voor"},
		// What a request is for, or where it falls, narrows it as "over"
		// does ("elk verzoek om een offerte", "elke vraag binnen het
		// project").
		narrow: []string{"om een", "om de", "om het", "om te", "binnen", "bij het", "bij de", "op het gebied van", "in het kader van", "rond het", "rond de"},
	})
}
