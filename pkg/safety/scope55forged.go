package safety

// Round 55 (forged: hijack-scope family): catch-all scope claims read in
// more languages and forms, in the lexicons the action rules already read
// (actions.go: this skill, a verb of use, every request, before any
// answer, whatever the topic).
//
//   - Somali and Kannada had no lexicon: a description telling the agent
//     to use or load the skill for every request, before every answer,
//     whatever the subject, claims every request as it does in the
//     languages that have one.
//   - Croatian puts the object pronoun between the verb and its request
//     ("koristi je za svaki upit", use it for every query): the verb
//     with "je" is the same verb of use as "koristi za svaki".
//   - Bengali runs a skill ("এই স্কিলটি আগে চালাও", run this skill first)
//     as it uses or loads one, and "applies to every subject" ("সব বিষয়ে
//     প্রযোজ্য") is "whatever the topic".
//   - Japanese "regardless of" is written "にかかわらず" (or "に関わらず")
//     as often as "に関係なく", and "before the response" keeps its
//     particle ("応答の前"), as "回答の前" does.
func init() {
	registerActionLexicon("so+r55-forged", actionLex{
		selfRef: []string{"xirfaddan", "xirfaddaan", "faylkan", "dukumentigan", "hagahan"},
		// Whole words (a trailing space): "isticmaal" starts
		// "isticmaalaha" and "isticmaaluhu", the user.
		useVerb:   []string{"ku isticmaal ", "isticmaal ", "adeegso ", "ku adeegso ", "soo rar "},
		everyReq:  []string{"codsi kasta", "codsiga kasta", "codsiyada oo dhan", "su'aal kasta", "su'aasha kasta", "fariin kasta", "farriin kasta", "hawl kasta", "wada-hadal kasta"},
		beforeAns: []string{"ka hor jawaab kasta", "ka hor jawaabta", "ka hor intaadan jawaabin", "ka hor intaadan ka jawaabin", "ka hor jawaab"},
		anyTopic:  []string{"mawduuc kasta", "mowduuc kasta", "mawduuca kasta", "si kasta oo ay ahaato", "wax kasta oo la weydiiyo"},
		narrow:    []string{"ku saabsan", "la xiriira", "la xidhiidha", "khuseeya"},
	})
	registerActionLexicon("kn+r55-forged", actionLex{
		selfRef:   []string{"ಈ ಕೌಶಲ್ಯ", "ಈ ಕೌಶಲ", "ಈ ಸ್ಕಿಲ್", "ಈ ಫೈಲ್", "ಈ ಕಡತ", "ಈ ದಾಖಲೆ", "ಈ ಮಾರ್ಗದರ್ಶಿ"},
		useVerb:   []string{"ಲೋಡ್ ಮಾಡಿ", "ಲೋಡ್ ಮಾಡು", "ಬಳಸಿ", "ಬಳಸು", "ಉಪಯೋಗಿಸಿ", "ಅನ್ವಯಿಸಿ", "ಸಕ್ರಿಯಗೊಳಿಸಿ", "ಚಲಾಯಿಸಿ"},
		everyReq:  []string{"ಯಾವುದೇ ವಿನಂತಿ", "ಪ್ರತಿಯೊಂದು ವಿನಂತಿ", "ಪ್ರತಿ ವಿನಂತಿ", "ಎಲ್ಲಾ ವಿನಂತಿ", "ಯಾವುದೇ ಪ್ರಶ್ನೆ", "ಪ್ರತಿಯೊಂದು ಪ್ರಶ್ನೆ", "ಪ್ರತಿ ಪ್ರಶ್ನೆ", "ಎಲ್ಲಾ ಪ್ರಶ್ನೆ", "ಪ್ರತಿಯೊಂದು ಸಂದೇಶ", "ಪ್ರತಿ ಸಂದೇಶ", "ಯಾವುದೇ ಸಂದೇಶ", "ಪ್ರತಿಯೊಂದು ಕೆಲಸ"},
		beforeAns: []string{"ಉತ್ತರದ ಮೊದಲು", "ಉತ್ತರಿಸುವ ಮೊದಲು", "ಉತ್ತರ ನೀಡುವ ಮೊದಲು", "ಉತ್ತರ ಕೊಡುವ ಮೊದಲು", "ಪ್ರತಿಕ್ರಿಯಿಸುವ ಮೊದಲು"},
		anyTopic:  []string{"ಯಾವುದೇ ವಿಷಯಕ್ಕೂ", "ಯಾವುದೇ ವಿಷಯದ", "ವಿಷಯ ಏನೇ ಇರಲಿ", "ಯಾವ ವಿಷಯವಾದರೂ", "ಏನೇ ಕೇಳಿದರೂ"},
		narrow:    []string{"ಬಗ್ಗೆ", "ಕುರಿತು", "ಸಂಬಂಧಿಸಿದ", "ಸಂಬಂಧಿತ"},
	})
	registerActionLexicon("hr+r55-forged", actionLex{
		useVerb: []string{"koristi je za", "koristite je za", "koristi ga za", "koristite ga za", "upotrijebi je za", "upotrijebite je za", "upotrijebi ga za", "upotrijebite ga za", "učitaj je za", "učitajte je za", "učitaj ga za", "učitajte ga za"},
	})
	registerActionLexicon("bn+r55-forged", actionLex{
		useVerb:  []string{"আগে চালাও", "আগে চালান", "আগে চালাবে", "স্কিলটি চালাও", "স্কিলটি চালান", "এটি চালাও", "এটি চালান", "জন্য চালাও", "জন্য চালান"},
		anyTopic: []string{"সব বিষয়ে প্রযোজ্য", "সকল বিষয়ে প্রযোজ্য", "সমস্ত বিষয়ে প্রযোজ্য", "সব বিষয়ের জন্য প্রযোজ্য"},
	})
	registerActionLexicon("ja+r55-forged", actionLex{
		beforeAns: []string{"応答の前", "返答の前", "返信の前", "回答より前", "応答より前"},
		anyTopic:  []string{"内容にかかわらず", "話題にかかわらず", "トピックにかかわらず", "テーマにかかわらず", "質問にかかわらず", "内容に関わらず", "話題に関わらず", "質問に関わらず", "内容に拘わらず"},
	})
}

// Round 55 (forged: hijack-scope family), English: catch-all claims the
// description rules (catchAll, shadow.go) did not read yet, appended so
// the body's scope sentences are read with them too.
//
//   - Every other skill said to yield, defer or give way to this one:
//     precedence over the whole library, as "takes priority over every
//     other skill" is.
//   - This skill named the entry point, gateway or front door for
//     everything or every request: the router's first stop for all of
//     them, as "the first stop for everything" is (round 50). The subject
//     must be this skill or file: an API gateway is the entry point for
//     all requests of a cluster.
//   - Consulted before the assistant (or you) takes any action or gives
//     any reply, as "before any action" is: the subject between "before"
//     and its verb changes nothing.
//   - A trigger on whatever the assistant receives ("whenever the
//     assistant receives any message, in any context"): a condition met
//     by every message names none; "in any context" widens it, it
//     narrows nothing.
//   - This skill applying first, or loading first, as "loaded first" is.
func init() {
	catchAll = append(catchAll,
		re(`(?i)\b(?:all␣|every␣|any␣)?other␣skills?␣(?:must␣|should␣|shall␣|will␣|always␣)*(?:yields?|defers?|gives?␣way|are␣subordinate|is␣subordinate|bows?|cedes?|submits?)␣to␣(?:this␣(?:one|skill|file)|it|me)\b`),
		re(`(?i)\bthis␣(?:skill|file|guide)␣is␣the␣(?:single␣|sole␣|main␣|central␣|universal␣|one␣)?(?:entry␣point|gateway|front␣door|starting␣point|point␣of␣entry)␣(?:for|to|of|into)␣(?:everything|anything|(?:all|every|any|each)␣`+taskNouns+`)\b`),
		re(`(?i)\bbefore␣(?:the␣(?:assistant|agent|model|ai)|you)␣(?:takes?|performs?|does|gives?|sends?|writes?|makes?)␣(?:any|every|each)␣(?:single␣)?(?:action|response|reply|answer|step|move|tool␣call)\b`),
		re(`(?i)\bwhenever␣(?:the␣(?:assistant|agent|model|ai)|you)␣(?:receives?|gets?|reads?|sees?)␣(?:any|every|a␣new|a)␣(?:message|request|prompt|input|question|task)(?:␣(?:in|from)␣any␣(?:context|source|channel|place))?\b`),
		re(`(?i)\bthis␣skill␣(?:always␣)?(?:applies|loads|runs|is␣applied|is␣loaded|is␣consulted)␣first\b`),
	)
}
