package safety

// Round 83 (the lead, benign): three scoped traits the persona rules
// read as a jailbreak (found by round 83's persona helper while writing
// benign neighbours; no table case yet):
//
//   - boundaries, bounds and constraints narrowed to a subject, as limits
//     and rules already were ("the layout has no boundaries on palette
//     size");
//   - complying with a named standard: "always complies with the style
//     guide" keeps rules, it does not shed them; complying with every
//     request, whatever is asked, or the user stays the property;
//   - refusing something in the Slavic languages takes its object after
//     "от/ад/від/od" ("никогда не отказывается от чая", "ніколі не
//     адмаўляешся ад гарбаты": never turns down tea); a request, a
//     question, a task or an answer as that object stays the property.

var (
	narrowBoundRe83 = lazyRegexp(`^(?:[a-z]+\s+)?(?:no|never|without|zero)\s+(?:\w+\s+)?(?:boundar(?:y|ies)|bounds|constraints?)\s+(on|of|for|about|around|in|regarding|to)\s+([a-z][\w-]*)`)
	complyWithRe83  = lazyRegexp(`^(?:[a-z]+\s+)?(?:always\s+)?compl(?:y|ies)\s+with\s+(?:the\s+|its\s+|our\s+|your\s+|their\s+|his\s+|her\s+|a\s+|an\s+)?([a-z][\w-]*)`)
	slavicFromRe83  = lazyRegexp(`^(?:никогда|ніколи|ніколі|никада|nigdy|nikdy|nikada|nikoli)\s+(?:не|nie|ne)\s+\S+\s+(?:\S+\s+)?(?:от|ад|від|од|od|ot)\s+(\pL+)`)
)

// complyAny83: the objects of "comply with" that keep it a jailbreak.
var complyAny83 = map[string]bool{"all": true, "every": true, "each": true, "everything": true, "whatever": true, "anything": true, "any": true, "everyone": true, "anyone": true}

// slavicSpeechStems83: the objects of a Slavic "refuse from" that keep
// it the property (a request, a question, a task, an answer, help).
var slavicSpeechStems83 = []string{"запрос", "просьб", "вопрос", "задан", "задач", "ответ", "помощ", "запыт", "пытан", "прос", "питан", "завдан", "відповід", "допомог", "адказ", "дапамог", "zapyt", "prośb", "prosb", "pytan", "żądan", "zadan", "odpowied", "pomoc", "požadav", "otáz", "dotaz", "úkol", "odpověd", "zahtev", "pitanj", "zadat", "odgovor", "ничег", "нічог", "нічога", "niczego", "ničeho"}

func narrowProperty83(w string) bool {
	if m := narrowBoundRe83.FindStringSubmatch(w); m != nil && !speechWords[m[2]] {
		return true
	}
	if m := complyWithRe83.FindStringSubmatch(w); m != nil && !speechWords[m[1]] && !complyAny83[m[1]] {
		return true
	}
	if m := slavicFromRe83.FindStringSubmatch(w); m != nil {
		for _, s := range slavicSpeechStems83 {
			if len(m[1]) >= len(s) && m[1][:len(s)] == s {
				return false
			}
		}
		return true
	}
	return false
}
