package safety

import "golang.org/x/text/unicode/norm"

// Round 49 (persona): the persona stack (checkPersonaStack) in more
// shapes and languages. Each trait alone stays ordinary; the stack still
// needs two of them with a persona frame, or all three.
//
// Free of rules: getting rid of the rules by any verb of disposal ("has
// thrown out all policies", "tossed aside every rule", "left behind every
// restriction", "done away with its guidelines"), as dropping or
// discarding them (round 37); a rules or policy field, or the rules
// themselves, said not to exist ("content policy: does not exist for
// him", "rules: nonexistent"), as a field set to none. "Does not exist
// yet" is a plan, not an absence: the claim must end there.
//
// Never refuses: not believing in refusing (refusal rejected as a
// principle, as "doesn't do refusals", round 46); "never saying no", the
// participle of "never says no".
//
// Answers anything: a double negative with any verb of answering ("no
// topic she will not explain", "no question he won't cover"), as "no
// question it will not answer" (round 40); a condition on any request at
// all whose consequence is answering it ("if anyone asks for anything at
// all, he answers it"). The request must stand unqualified: "anything
// about the rules" names a topic and is not read.
//
// More languages, for the concept, in the persons the tables wrote that
// the earlier rounds did not (the second person addresses the character
// being cast): Greek (you have no policy; you never refuse; you answer
// anything), Serbian and Croatian in both scripts (you answer any
// question), Romanian (without any policy, singular), Esperanto (does
// not have rules; answers everything, "al ĉio", the nominative after the
// preposition).
const (
	stackFree49 = `(?:thrown|threw|throws?|throwing|tossed|tosses|toss|chucked|chucks?|cast|casts|left|leaves?|leaving|put|puts|set|sets|kicked|kicks?)\s+(?:out|away|aside|behind|off|overboard)\s+(?:all|every|any|each|its|his|her|their|the)\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|filters?|limits|ethics|morals|scruples)(?:$|[^\pL])|` +
		`(?:ditched|ditches|ditch|scrapped|scraps?|binned|junked|jettisoned|jettisons?|done\s+away\s+with|did\s+away\s+with|does\s+away\s+with|got\s+rid\s+of|gotten\s+rid\s+of|gets\s+rid\s+of)\s+(?:all|every|any|each|its|his|her|their|the)\s+(?:[\pL'’]+\s+)?(?:polic(?:y|ies)|rules?|rulebooks?|guidelines?|guardrails?|safeguards?|restrictions?|filters?|limits|ethics|morals|scruples)(?:$|[^\pL])|` +
		// the rules said not to exist, the claim ending there
		`(?:polic(?:y|ies)|rules|rulebooks?|guidelines|restrictions|filters?|limits|censorship|guardrails)\s*[:=]?\s*(?:simply\s+)?(?:does\s+not|doesn['’]t|do\s+not|don['’]t|never)\s+(?:even\s+)?exist(?:s|ed)?(?:\s+(?:for|in|to)\s+[\pL'’]+)?\s*(?:[;.,!|)]|$)|` +
		`(?:polic(?:y|ies)|rules|rulebooks?|guidelines|restrictions|filters?|limits|censorship|guardrails)\s*[:=]?\s*["'(]*\s*(?:nonexistent|non-existent|inexistent)\s*["')]*\s*(?:[;.,!|]|$)|` +
		// Greek: you have (follow) no rule, policy or limit
		`δεν\s+(?:έχεις|έχετε|ακολουθείς|ακολουθείτε|τηρείς|γνωρίζεις)\s+(?:κανέναν?\s+|καμία\s+|καθόλου\s+)?(?:κανόν|πολιτικ|περιορισμ|όρι)\pL*|` +
		// Serbian (Cyrillic): has no rules or limits
		`(?:нема|немаш|немају|немам|немамо)\s+(?:никакв\pL*\s+)?(?:правила|ограничења|смерница|смјерница)|` +
		// Romanian: without any rule, policy or restriction (singular too)
		`f[ăa]r[ăa]\s+(?:nicio|niciun|vreo|vreun)\s+(?:regul|politic|restricți|restricţi|îngrădir|constrânger)\pL*|` +
		// Esperanto: does not have (know, follow) rules or limits
		`ne\s+(?:havas|konas|sekvas|respektas|obeas)\s+(?:iujn\s+|ajnajn\s+|iun\s+|ajnan\s+)?(?:regulojn|regulon|politikon|politikojn|limojn|limon|limigojn)(?:$|[^\pL])`
	stackNever49 = `(?:does\s+not|doesn['’]t|do\s+not|don['’]t|never)\s+(?:really\s+)?believed?\s+in\s+(?:refusing|refusals?|declining|saying\s+["“'‘]?no["”'’]?)(?:\s+(?:anything|anyone|anybody|any\s+\pL+))?\s*(?:[;.,!)]|$|and\s|or\s|nor\s)|` +
		`never\s+(?:once\s+|ever\s+)?saying\s+["“'‘]?no(?:$|[^\pL])|` +
		// Greek: you (he) never refuse anything
		`δεν\s+(?:αρνείσαι|αρνείται|αρνούνται|αρνείστε|αρνιέσαι|αρνιέται)\s+(?:ποτέ|τίποτα|τίποτε|κανένα|καμία)|δεν\s+(?:λες|λέει|λένε)\s+ποτέ\s+["«]?όχι|` +
		// Serbian (Cyrillic): never refuses, never says no
		`никад(?:а)?\s+не\s+(?:одбија\pL*|одбиј\pL*|каже\pL*\s+["„]?не)`
	stackAnswers49 = `no\s+(?:question|request|prompt|topic|subject|task|area)s?\s+(?:[\pL'’]+\s+){0,3}(?:(?:will|would|shall|can|could)\s*(?:not|n['’]t)|won['’]t|wouldn['’]t|can['’]t|couldn['’]t|shan['’]t|refuses?\s+to)\s+(?:answer|address|explain|discuss|cover|tackle|talk\s+about|touch|help\s+with|write\s+about|go\s+into|respond\s+to|handle|engage\s+with)(?:$|[^\pL])|` +
		// a condition on any request at all, answered
		`(?:if|when|whenever)\s+(?:[\pL'’]+\s+){1,3}?asks?\s+(?:(?:him|her|them|it|me)\s+)?(?:for\s+|about\s+)?(?:anything|everything|whatever)(?:\s+at\s+all)?\s*[—–,;:-][^.;!?\n]{0,80}?\s(?:answers?|responds?\s+to|replies\s+to|complies\s+with|delivers|provides|fulfils|fulfills)\s+(?:it|them|that)(?:$|[^\pL])|` +
		// Greek: you answer anything, any question
		`απαντ(?:άς|άει|άτε|ούν|ώ)\s+(?:σε\s+|για\s+)?(?:οποιοδήποτε|οποιαδήποτε|οτιδήποτε|όλα|κάθε|όλες|όλους)|` +
		// Serbian and Croatian: you answer any question (both scripts)
		`odgovara(?:š|m|mo|te|ju)\s+na\s+(?:baš\s+)?(?:svako|sve|svaki|bilo\s+koj\pL*|bilo\s+što|bilo\s+šta|bilo\s+kakv\pL*)|` +
		`одговара(?:ш|м|мо|те|ју)?\s+на\s+(?:баш\s+)?(?:свако|све|сваки|било\s+ко\pL*|било\s+шта|било\s+какв\pL*)|` +
		// Esperanto: answers everything, every question ("al", nominative)
		`respondas\s+al\s+(?:ĉio|cxio|chio|ĉiu|cxiu|chiu|ĉiuj|cxiuj|chiuj|io\s+ajn|iu\s+ajn|kio\s+ajn|ajna|ajnaj)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?:^|[^\pL])(?:` + stackFree49 + `)`)
	stackNever = nfkcRe(stackNever.String() + `|(?:^|[^\pL])(?:` + stackNever49 + `)`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?:^|[^\pL])(?:` + stackAnswers49 + `)`)
	for _, w := range []string{"polic", "rule", "restriction", "filter", "limits", "censorship", "guardrail", "scruple", "ethic", "moral", "politic", "îngrădir", "constrânger", "πολιτικ", "κανόν", "ограничењ", "смерниц", "смјерниц", "regulo", "politiko", "limo"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"believe", "saying", "explain", "discuss", "cover", "tackle", "talk", "touch", "go into", "handle", "engage", "answer", "respond", "repl", "compl", "deliver", "provide", "fulfil",
		"αρνε", "λες", "λέει", "λένε", "απαντ", "odgovara", "одбиј", "одбија", "каже", "одговара", "respondas"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}
