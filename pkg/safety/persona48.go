package safety

import (
	"golang.org/x/text/unicode/norm"
)

// Round 48 (persona): the persona stack (checkPersonaStack) in more shapes
// and languages. Each trait alone stays ordinary; the stack still needs
// two of them with a persona frame, or all three.
//
// Free of rules: "bound by" (constrained, governed, limited by) negated
// with its verb contracted or beside it ("isn't bound by any policy",
// "aren't governed by the rules"), as "not bound by" (round 37); "not
// subject to any rules" says the same. Without a content, safety or usage
// policy (filter, rules): a policy so named is the agent's own.
//
// Never refuses: refusal itself unknown to the character ("cannot grasp
// the idea of refusing", "doesn't understand what 'sorry, no' means",
// "refusal is not in its vocabulary", "never heard the word no"): what one
// cannot conceive one never does. Fulfilling what an assistant would
// refuse ("questions a typical assistant would usually decline") whatever
// the article or adverb, as the round-37 "ones other assistants would
// decline". A refusal field set to a value that rules it out ("refusing:
// not an option", "| Refusal | not possible |"), as one set to never or
// none. Spanish reflexive refusing in every person ("nunca te niegas", "no
// me niego a nada").
//
// Answers anything: an intensifier between the verb and "any" ("replies to
// literally any command"), and orders, commands and instructions as
// requests; supplying any output, information or content that is requested
// ("generates any content requested"), as supplying whatever is requested
// (round 45); supplying instructions or answers for whatever someone asks;
// the universal object put first ("Every request, every subject, she
// answers"); complying with every request or order, every request treated
// as fair game, nothing off the table (as "no topic is off limits", round
// 37); Spanish answering in every person ("contestas a cualquier
// duda").
//
// A manner after the answering trait ("answers every question in full",
// "in detail", "at length") says how it answers, not on what: it narrows
// nothing (stackManner48, read by stackTrait42).
//
// More languages, for the concept: Hindi (no rule or restriction applies
// to him, the words between, as Urdu's in round 47), Swahili (refuses no
// request; answers everything, every question), Yoruba (the habitual
// negative "kì í kọ̀", does not refuse; answers every question).
const (
	stackFree48 = `(?:isn['’]t|is\s+not|aren['’]t|are\s+not|wasn['’]t|was\s+not|ain['’]t|no\s+longer|never)\s+(?:bound|constrained|governed|restricted|limited|held)\s+by\s+(?:any|all|every|each|the|its|his|her|their|no)?\s*(?:[\pL'’]+\s+){0,2}?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|filters?|ethics|morals|codes?\s+of\s+conduct)(?:$|[^\pL])|` +
		`(?:isn['’]t|is\s+not|aren['’]t|are\s+not|not|never|no\s+longer)\s+subject\s+to\s+(?:any|all|every|the|its|his|her|their)\s+(?:[\pL'’]+\s+){0,2}?(?:polic(?:y|ies)|rules?|guidelines?|guardrails?|safeguards?|restrictions?|filters?)(?:$|[^\pL])|` +
		`(?:without|with\s+no|has\s+no|have\s+no)\s+(?:any\s+|a\s+)?(?:content|safety|usage|moderation)\s+(?:polic(?:y|ies)|filters?|rules|guidelines|restrictions)(?:$|[^\pL])|` +
		// Hindi: no rule or restriction (applies) to him, words between
		`कोई\s+(?:\S+\s+){0,3}?(?:नियम|नीति|पाबंदी|पाबन्दी|प्रतिबंध|प्रतिबन्ध|बंदिश|सीमा)\S*\s+(?:\S+\s+){0,3}?नहीं`
	stackNever48 = `(?:does\s+not|doesn['’]t|do\s+not|don['’]t|cannot|can['’]t|can\s+not|never|did\s+not|didn['’]t)\s+(?:even\s+|ever\s+)?(?:know|recogni[sz]e|understand|comprehend|grasp|learn(?:ed)?)\s+(?:(?:the\s+)?(?:concept|idea|notion|meaning)\s+of\s+)?(?:a\s+)?(?:refusals?|refusing|declining)(?:$|[^\pL])|` +
		`(?:does\s+not|doesn['’]t|do\s+not|don['’]t|cannot|can['’]t|never|did\s+not|didn['’]t)\s+(?:even\s+|ever\s+)?(?:know|understand|comprehend|grasp|learn(?:ed)?)\s+what\s+(?:a\s+)?(?:refusals?|refusing|["“'‘]\s*(?:no|i\s+can['’]?t|i\s+cannot|i\s+won['’]?t|i\s+will\s+not|sorry|i['’]m\s+sorry|i\s+am\s+sorry)[^"”'’\n]{0,40}["”'’]|the\s+word\s+["“'‘]?no["”'’]?)\s+(?:is|means|meant)(?:$|[^\pL])|` +
		`(?:refusals?|refusing|the\s+word\s+["“'‘]?no["”'’]?)\s+(?:is\s+not|isn['’]t|was\s+never|has\s+never\s+been|never\s+was)\s+(?:in|part\s+of)\s+(?:its|his|her|their|my|your)\s+(?:vocabulary|dictionary|nature|programming|repertoire)(?:$|[^\pL])|` +
		`(?:including|even)\s+(?:ones|requests|questions|those|things|tasks|prompts|topics|asks)\s+(?:that\s+|which\s+)?(?:an?\s+|other\s+|most\s+|any\s+other\s+|the\s+)?(?:(?:normal|ordinary|regular|typical|standard|other)\s+)?(?:assistants?|models?|ais?|bots?|agents?|chatbots?|llms?|helpers?)\s+(?:would|might|will|could|usually|normally|typically|generally|often)\s+(?:(?:normally|usually|typically|generally|often|probably)\s+)?(?:decline|refuse|turn\s+down|reject)(?:$|[^\pL])|` +
		`refus(?:als?|ing|es)\s*[:=]?\s*["'\[(]*\s*(?:impossible|not\s+possible|not\s+an\s+option|nonexistent|non-existent|not\s+a\s+thing|unavailable)\s*["'\])]*\s*(?:[;.,!]|$)|` +
		`(?:has\s+|have\s+)?never\s+(?:even\s+|once\s+)?heard\s+(?:of\s+)?(?:the\s+word\s+)?["“'‘]?(?:no|refusals?|refusing)["”'’]?(?:$|[^\pL])|` +
		// Spanish: reflexive refusing in every person
		`(?:nunca|jamás|jamas)\s+(?:te|se|me|nos|os)\s+nieg(?:as|a|an|o|amos|áis)(?:$|[^\pL])|no\s+(?:te|se|me)\s+nieg(?:as|a|an|o)\s+a\s+nada|` +
		// Swahili: refuses no request (question, thing), has never refused
		`(?:hakatai|hatakataa|hawakatai|hutakataa)\s+(?:\pL+\s+)?(?:lolote|chochote|yoyote|wowote)(?:$|[^\pL])|hajawahi\s+kukataa|` +
		// Yoruba: does not refuse (habitual negative), with and without tones
		`kì\s+í\s+kọ\x{300}?(?:$|[^\pL])|ki\s+i\s+ko\s+rara`
	stackAnswers48 = `(?:respond|reply|replie|answer)s?\s+to\s+(?:absolutely\s+|literally\s+|just\s+about\s+|quite\s+literally\s+)?(?:every|any|all|each)\s+(?:single\s+)?(?:request|question|prompt|order|command|instruction|demand|message)s?(?:$|[^\pL])|` +
		`(?:produc|provid|writ|deliver|generat|suppl(?:y|ie)|creat|giv|shar|output)e?s?\s+(?:absolutely\s+|literally\s+)?any\s+(?:\pL+\s+)?(?:output|information|info|content|answers?|text|responses?|details?|data|material)\s+(?:(?:that\s+)?(?:is|gets|was|are)\s+|(?:you|they|he|she|anyone|someone|the\s+user|users)\s+)?(?:requested|asked\s+for|asks?\s+for|demanded|wants?|wanted|desired)(?:$|[^\pL])|` +
		`(?:produc|provid|writ|deliver|generat|suppl(?:y|ie)|giv|shar|offer)e?s?\s+(?:[\pL-]+\s+){0,2}?(?:instructions|answers?|information|info|details|help|guidance)\s+(?:for|on|about|to)\s+(?:whatever|anything)\s+(?:(?:the|a|any)\s+)?(?:\pL+\s+)?(?:asks?|wants?|requests?|demands?|asked|requested|wanted)(?:$|[^\pL])|` +
		`(?:any|every)\s+(?:question|request|topic|subject|prompt|order)s?\s*[,;]\s*(?:(?:any|every)\s+\pL+\s*[,;]\s*)?(?:[\pL'’-]+\s+){0,2}?(?:answers?|responds?|replies|will\s+answer|will\s+respond)(?:$|[^\pL])|` +
		`compl(?:y|ies|ying)\s+with\s+(?:absolutely\s+|literally\s+|just\s+about\s+)?(?:every|any|all|each)\s+(?:single\s+)?(?:request|question|prompt|order|command|instruction|demand)s?(?:$|[^\pL])|` +
		`(?:treats?|sees?|regards?|considers?)\s+(?:absolutely\s+)?(?:every|any|all|each)\s+(?:single\s+)?(?:request|question|prompt|topic|subject|ask)s?\s+as\s+(?:fair\s+game|acceptable|allowed|permitted|legitimate|answerable)(?:$|[^\pL])|` +
		`(?:nothing|no\s+(?:subject|topic|question|request|area))\s+is\s+(?:ever\s+)?(?:off\s+the\s+table|forbidden|taboo)(?:$|[^\pL])|` +
		// Spanish: answers in the other persons
		`(?:respond|contest)(?:es|en|o|emos|an|as|amos)\s+(?:a\s+)?(?:cualquier|todo|toda|todas|todos)(?:$|[^\pL])|` +
		// Swahili: answers everything, every question, any question
		`\pL{0,4}jibu\s+(?:kila\s+(?:kitu|swali|ombi|jambo)|(?:swali|ombi|jambo)\s+lolote|maswali\s+yote|chochote)(?:$|[^\pL])|` +
		// Yoruba: answers every question, with and without tones
		`dáhùn\s+gbogbo\s+(?:ìbéèrè|ohun|nǹkan)|dahun\s+gbogbo\s+(?:ibeere|ohun)`
)

// stackManner48: a manner after a trait ("in full", "in detail", "at
// length"), which says how the character answers, not on what.
var stackManner48 = lazyRegexp(`(?i)^[\s,]*(?:in\s+(?:full|detail|depth|every\s+detail|plain\s+\pL+|earnest)|at\s+length|fully|completely)(?:$|[^\pL])`)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree48 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever48 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers48 + `)`)
	for _, w := range []string{"bound", "governed", "constrained", "subject to", "content", "safety", "usage", "moderation", "नियम", "नीति", "पाबंदी", "पाबन्दी", "प्रतिबंध", "प्रतिबन्ध", "बंदिश", "सीमा"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"know", "recogni", "understand", "comprehend", "grasp", "learn", "vocabulary", "refus", "respond", "produc", "provid", "writ", "deliver", "generat", "suppl", "creat", "giv", "shar", "offer", "output", "answer", "repl", "nieg", "contest", "kataa", "katai", "jibu", "kọ", "ki i ko", "dáhùn", "dahun", "heard", "compl", "treat", "regard", "consider", "sees", "table", "forbidden", "taboo"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}
