package safety

// Round 99 (tamper, propagate and routing scope), tuned on fresh299-302.
//
// Lexicon gaps, each the same meaning the rules already read in other
// languages, written in a form the lexicon did not name:
//
//   - Czech declines the quantifier's phrase: "u každého dotazu" (with
//     each query, genitive after "u") is every request as "každý dotaz"
//     is. Only the genitive of the nouns the lexicon names already.
//   - Greek "σε κάθε θέμα" (on every subject) is any topic, as Polish
//     "na każdy temat" is. Greek puts "για" (for) before the
//     quantifier ("για κάθε αίτημα"), where the topic rule read it as a
//     narrowing topic; a claim of every subject beside it widens the
//     request again (anyTopicSameSentence45). Only "σε" (on, in): "για
//     κάθε θέμα" is also "about each topic" of a course's notes.
//   - Norwegian "hvert nytt prosjekt" (every new project) is every
//     project made later, as "hvert prosjekt" and Swedish "varje nytt
//     projekt" are; a project template ("prosjektmalen",
//     "cookiecutter-malen") is every project made from it (round 97).
//   - Afrikaans "stilweg" (quietly) is secrecy as "stilletjies" is, and
//     "die ander vaardighede" (the other skills) is another skill's file
//     as Dutch "andere vaardigheden" is: a quiet change to it steers the
//     agent later (round 41's quiet tampering).
func init() {
	registerActionLexicon("cs+r99-tamper", actionLex{
		everyReq: []string{"každého dotaz", "každého požadavk", "každé otázky", "každé zprávy", "každého úkolu", "každé konverzace"},
	})
	registerActionLexicon("el+r99-tamper", actionLex{
		anyTopic: []string{"σε κάθε θέμα", "σε όλα τα θέματα", "σε οποιοδήποτε ζήτημα", "σε κάθε ζήτημα"},
	})
	registerActionLexicon("no+r99-tamper", actionLex{
		otherPlaces: []string{"hvert nytt prosjekt", "hvert nye prosjekt", "ethvert nytt prosjekt", "alle nye prosjekt", "hvert nytt repo", "prosjektmalen", "cookiecutter-malen"},
	})
	registerActionLexicon("af+r99-tamper", actionLex{
		stealth: []string{"stilweg"},
	})
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"ander vaardighede", "die ander skills")
}
