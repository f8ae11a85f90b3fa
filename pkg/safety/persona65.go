package safety

import "golang.org/x/text/unicode/norm"

// Round 65 (propagate family, persona): the persona stack
// (checkPersonaStack) in more turns of phrase, read in fresh186-188. Each
// trait alone stays ordinary; the stack still needs the free trait and a
// second one with a persona frame, or all three, in one paragraph.
//
// Answers anything: a helper that will produce, generate or write any
// content at all ("will output absolutely any text") answers every ask,
// as "answers anything" does: what it makes is unbounded. Only "any
// content/text/output/material" unqualified: "writes any missing
// docstrings" names a task.
//
// Afrikaans: free of rules as "sonder (enige) beleid/reëls/perke/grense"
// (without any policy, rules, bounds), the privative Afrikaans writes
// where Dutch writes "zonder"; never refusing in the verb-second order
// ("X weier nooit", read from its subject so that the conjunction "en"
// (and) after it joins the next trait instead of reading as a narrowing
// "in"; the lists had only "nooit weier"); answering
// anything ("beantwoord enigiets", "beantwoord alles").
//
// Zulu: free of rules as the negative relative of "have" joined to the
// noun ("ongenamthetho", "engenamithetho", "ongenanqubomgomo",
// "ongenamkhawulo": who has no law, no policy, no limit), the word a Zulu
// writer uses for "lawless".
const (
	stackAnswers65 = `(?:will|would|can|to|shall|gladly)\s+(?:\pL+ly\s+)?(?:produce|generate|write|create|output|provide|churn\s+out)\s+(?:literally\s+|absolutely\s+|just\s+)?(?:any|all|every)\s+(?:kind\s+of\s+|sort\s+of\s+|type\s+of\s+)?(?:content|text|output|material)(?:\s+(?:for|to)\s+(?:the\s+|a\s+|any\s+)?(?:readers?|users?|players?|listeners?|viewers?|guests?|visitors?|askers?|requesters?|audiences?|anyone|whoever))?(?:$|[^\pL])|` +
		`beantwoord\s+(?:enigiets|alles|enige\s+vraag)(?:$|[^\pL])`
	stackNever65 = `\pL+\s+(?:weier|weiger)\s+nooit(?:\s+en(?:\s|$)|$|[^\pL])`
	stackFree65  = `sonder\s+(?:enige\s+|geen\s+)?(?:beleid|reëls|perke|grense|beperkings?|filters?)(?:\s+(?:of|en)\s+(?:beleid|reëls|perke|grense|beperkings?|filters?))?(?:$|[^\pL])|` +
		`(?:rules|polic(?:y|ies)|guidelines|restrictions|limits)\s+(?:followed|obeyed|observed|honou?red|respected|applied)\s*[:|=-]?\s*(?:none|nothing|zero|0)(?:$|[^\pL])|` +
		`\pL*ngena(?:mthetho|mithetho|nqubomgomo|zinqubomgomo|mkhawulo|mikhawulo|mingcele)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree65 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever65 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers65 + `))`)
	for _, w := range []string{"sonder", "ngenam", "ngenanq", "ngenazinq"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"produce", "generate", "output", "weier", "enqab"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}
