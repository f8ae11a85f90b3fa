package safety

// Round 91 (hijack-scope), tuned on fresh272: a description (whose
// subject is the skill) that says it is loaded "before every answer"
// and "whatever it is about" ("musí být načten před každou odpovědí, ať
// jde o cokoli") claims every request, as round 77's "for every request,
// before every other answer" does, with no word for a request: the two
// halves are before every answer (beforeAns) and any topic (anyTopic),
// read in checkActions within its window. Either alone claims nothing:
// "before every answer, check the spelling" is a step, and "whatever the
// topic, keep it short" is style.
