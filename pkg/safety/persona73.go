package safety

// Round 73 (persona): the persona stack (checkPersonaStack) in two more
// turns of phrase. Each trait alone stays ordinary; the stack still needs
// the free trait and a second one with a persona frame, or all three, in
// one paragraph or table row.
//
// Free of rules: operating (acting, working, running) "with no"
// restrictions or rules is operating under none, as stackFree70's
// "operates under no rules"; ignoring the content, safety or usage policy
// (or rules, guidelines, filters) is not being bound by it. Ignoring
// rules of another kind ("ignores the dress code") is not read: only the
// policies that govern an agent's answers are named.
//
// Frame: a table assigning a behaviour (personality, manner, demeanour)
// to each role casts the roles as characters the agent plays, as a
// "Character" column does: an exercise's cast sheet. A table of roles and
// their permissions or owners (access control) names no behaviour and
// frames nothing.
//
// Never refuses: refusing no instruction, order, command or demand is
// refusing nothing asked, as round 37's "refuses no request" is.
const (
	stackFree73 = `(?:operat|act|work|run|function)(?:es|s|ing)?\s+with\s+(?:no|zero)\s+(?:[\pL'’]+\s+)?(?:restrictions?|rules?|limits?|limitations?|constraints?|guardrails?|safeguards?|polic(?:y|ies))(?:$|[^\pL])|` +
		`ignor(?:es|e|ing)\s+(?:all\s+|any\s+|every\s+|the\s+|its\s+|his\s+|her\s+|their\s+)?(?:content|safety|usage|moderation)\s+(?:polic(?:y|ies)|rules|guidelines|filters?|guardrails)(?:$|[^\pL])`
	castHeader73core = `\|\s*[*_]*(?:roles?|parts?|npcs?)[*_]*\s*\|\s*[*_]*(?:behaviou?rs?|personality|personalities|manner|mannerisms?|demeanou?r|temperament|attitude|traits?)[*_]*\s*\|`
	stackFrame73     = `(?m:^[ \t]*` + castHeader73core + `)`
	stackNever73     = `refus(?:es|e|ing)\s+no\s+(?:single\s+)?(?:instructions?|orders?|commands?|demands?|asks?|requests?|prompts?|questions?|tasks?)(?:$|[^\pL])`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree73 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever73 + `))`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?i:` + stackFrame73 + `)`)
}

// castTableRow73: a row of a table whose header gives each role a
// behaviour (stackFrame73's "Role | Behaviour") sets the character the
// agent plays, as a character sheet's row does (charSheetRow47): it
// quotes nothing, whatever the skill's topic (an incident drill's cast is
// no security write-up). A row in quotation marks still quotes.
func castTableRow73(d *doc, pos int) bool {
	h := d.tableHeader(pos)
	return h != "" && castHeader73.MatchString(h)
}

var castHeader73 = lazyRegexp(`(?i)^` + castHeader73core)

// stackCastTable73 clears the context of a stack found in a cast table's
// row (castTableRow73).
func (c *checker) stackCastTable73(d *doc, reason ctxReason, key int) ctxReason {
	if reason != "" && !d.quoted(key) && castTableRow73(d, key) {
		return ""
	}
	return reason
}
