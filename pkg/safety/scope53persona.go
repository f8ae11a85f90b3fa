package safety

// Round 53 (persona: hijack-scope family): scope claims read in more
// shapes.
//
//   - The question about when this skill applies asked with the agent as
//     its subject ("When should the assistant use this skill?", "When do
//     you load it?"): the same question as round 43's "When is this skill
//     used?", so its answer "Always." claims every request.
//   - After a sentence about this skill, "it" as the subject of a use
//     claim in the passive ("It is always on", "It must be read before any
//     answer"): round 50 read the order "use it"; the passive says the
//     same of this skill. A claim whose noun is completed by a passive
//     ("before any answer is given") ends there, as it does at a comma.
//   - A skill that "covers every domain" or "spans all subjects" claims
//     every request, as "in every domain" does; a domain named after it
//     ("every domain of tax law") narrows it back (restricting).
func init() {
	scope43AskWhen = lazyRegexp(scope43AskWhen.String() + `|(?i)\bwhen\s+(?:should|must|do|does|will|would|can|is)\s+(?:the\s+)?(?:assistant|agent|model|ai|bot|chatbot|claude|you|i|we)\s+(?:be\s+)?(?:use|load|apply|invoke|trigger|activate|consult|run|read|open|using|loading|applying)\s+(?:this\s+skill|this\s+one|it)\s*\?`)
	misc50UseIt = orAtStart(misc50UseIt, `(?i)^[\s>*_-]*it\s+(?:is|must\s+be|should\s+be|has\s+to\s+be|needs\s+to\s+be|gets|will\s+be|stays)\s+(?:always\s+|automatically\s+)?(?:on|active|enabled|loaded|read|used|applied|consulted|invoked|in\s+effect)\b`)
	misc50ClauseEnd = orAtStart(misc50ClauseEnd, `^\s+(?:is|are|gets?)\s+(?:given|sent|written|produced|made|returned)\s*(?:[.,;:!()\[—–]|-\s|$)`)
	catchAll = append(catchAll, re(`(?i)\b(?:covers?|spans?|handles?|serves?|applies␣to|is␣for)␣(?:every|all|any)␣(?:(?:other|possible|single)␣)?(?:domains?|subjects?|fields?|disciplines?|areas␣of␣(?:life|knowledge))\b`))
}
