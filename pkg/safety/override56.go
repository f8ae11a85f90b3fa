package safety

import (
	"golang.org/x/text/unicode/norm"
)

// Round 56 (override, persona): the persona stack (checkPersonaStack) in
// more words. Each trait alone stays ordinary; the stack still needs two
// of them with a persona frame, or all three, in one paragraph.
//
// Free of rules:
//   - rules said not to apply to the character ("no statute or policy
//     applies to him any longer", "regards every rule written for
//     assistants as not applying to him"): what binds others binds it
//     not, as "exempt from" says;
//   - the character never given a policy or rules ("was never given any
//     rules"), as having none;
//   - its rules left behind or dropped in the present tense ("leaves
//     every rule behind", "drops all its policies"), as the past
//     "dropped" of round 37;
//   - no safety settings or filters, as "no safety rails";
//   - Galician, Spanish, Portuguese: follows no policy or norm ("non
//     segue ningunha norma", "no sigue ninguna regla", "não segue
//     nenhuma regra").
//
// Never refuses: Galician "nunca rexeita" (never refuses).
//
// Answers anything:
//   - saying, describing or doing anything at all ("she'll explain
//     absolutely anything", "will say or do anything whatsoever"): the
//     emphatic "at all" or "literally" leaves no topic out, where a bare
//     "anything" is often narrowed by what follows;
//   - going along with anything, as saying yes to it;
//   - no topic off limits, the copula left out, as in lists of traits;
//   - Galician "contesta (responde) calquera" (answers any).
//
// A persona frame: Galician "personaxe" (character).
const (
	stackFree56 = `no\s+(?:` + ruleWord56 + `[\s,]+(?:or\s+|and\s+|nor\s+)?){0,4}?(?:polic(?:y|ies)|rules?|laws?|statutes?|guidelines?|regulations?)\s+(?:now\s+|still\s+|ever\s+)?appl(?:y|ies)\s+to\s+(?:her|him|them|it)(?:$|[^\pL])|` +
		`(?:regards?|treats?|considers?|sees?|counts?)\s+(?:every|all|any|each)\s+(?:` + ruleWord56 + `\s+)?(?:polic(?:y|ies)|rules?|laws?|guidelines?)\s+(?:[\pL'’]+\s+){0,4}?as\s+(?:not\s+applying|inapplicable|not\s+binding)\s+to\s+(?:her|him|them|it|itself|herself|himself)(?:$|[^\pL])|` +
		`never\s+(?:been\s+)?given\s+(?:a|any)\s+(?:polic(?:y|ies)|rules|rulebooks?|guidelines?|restrictions?)` + end56 + `|` +
		`(?:has|have|had)\s+left\s+(?:all|every|any|its|his|her|their)\s+(?:` + ruleWord56 + `\s+)?(?:rules?|polic(?:y|ies)|guidelines?|restrictions?|safeguards?|guardrails?)\s+behind|` +
		`leaves?\s+(?:all|every|any|its|his|her|their)\s+(?:` + ruleWord56 + `\s+)?(?:rules?|polic(?:y|ies)|guidelines?|restrictions?|safeguards?|guardrails?)\s+behind|` +
		`(?:drops|removes|sheds|abandons|discards|ditches)\s+(?:all\s+(?:its|his|her|their)\s+|(?:all|every|any|its|his|her|their)\s+)(?:` + ruleWord56 + `\s+)?(?:safeguards?|guardrails?|rules?|polic(?:y|ies)|restrictions?|filters?|guidelines?)` + end56 + `|` +
		`(?:has|have)\s+no\s+safety\s+(?:settings|filters?)` + end56 + `|` +
		`(?:non|no|não)\s+(?:segue|sigue)\s+(?:ningunha|ningún|ninguna|nenhuma|nenhum)\s+(?:política|norma|regra|regla)`
	// ruleWord56: a word that may qualify the agent's rules without
	// narrowing them to something else ("safety rule", "content policy");
	// any other qualifier ("parking rule", "policy number") names rules
	// that are not the agent's.
	ruleWord56 = `(?:safety|content|usage|ethical|moral|human|earthly|mortal|old|own|polic(?:y|ies)|rules?|laws?|statutes?|guidelines?|regulations?)`
	// end56: the rule noun ends its phrase (punctuation, a conjunction or
	// the end): "drops every policy, ..." but not "drops every policy
	// document".
	end56          = `(?:\s*[,.;:!)]|\s+(?:and|or|nor|at\s+the\s+door)(?:$|[^\pL])|\s*$)`
	stackNever56   = `nunca\s+rexeita\pL*`
	stackAnswers56 = `(?:will|\pL+['’]ll|would)\s+(?:say|describe|explain|tell|write|discuss|do|say\s+or\s+do|do\s+or\s+say)\s+(?:absolutely\s+|literally\s+)?anything\s+(?:at\s+all|whatsoever)|` +
		`(?:will|\pL+['’]ll|would)\s+(?:say|describe|explain|tell|write|discuss|do|say\s+or\s+do)\s+(?:absolutely|literally)\s+anything|` +
		`go(?:es)?\s+along\s+with\s+(?:absolutely\s+|literally\s+)?(?:anything|everything|whatever)|` +
		`no\s+(?:subject|topic|question|request|area)s?\s+off[\s-]*limits|` +
		`(?:contesta|responde)\s+(?:a\s+)?calquera`
	stackFrame56 = `personaxe\pL*`
)

func init() {
	stackFree = nfkcRe(stackFree.String() + `|(?i:(?:^|[^\pL])(?:` + stackFree56 + `))`)
	stackNever = nfkcRe(stackNever.String() + `|(?i:(?:^|[^\pL])(?:` + stackNever56 + `))`)
	stackAnswers = nfkcRe(stackAnswers.String() + `|(?i:(?:^|[^\pL])(?:` + stackAnswers56 + `))`)
	stackFrame = nfkcRe(stackFrame.String() + `|(?i:(?:^|[^\pL])(?:` + stackFrame56 + `))`)
	for _, w := range []string{"law", "statute", "regulation", "settings", "filter", "política", "norma", "regra", "regla"} {
		stackFreeStems = append(stackFreeStems, norm.NFKC.String(w))
	}
	for _, w := range []string{"rexeit", "calquera", "along with", "describe", "explain", "anything"} {
		stackTraitStems = append(stackTraitStems, norm.NFKC.String(w))
	}
}

// A character that never said no "to anyone", or has no limits "for
// anybody", is not narrowed to someone: the indefinite pronoun of all
// persons widens the trait as "any" and "everything" do (agentSubject).
func init() {
	agentSubject = nfkcRe(`(?i)^(?:anyone|anybody|everyone|everybody)$|` + agentSubject.String())
}

// Round 56 (forged-turn): forged turns in more shapes, and more words of
// a grant. Each still needs a role label or tag in the same block
// (checkForged).
//
//   - Labels: a turn named in bold with the tool's name beside it and an
//     arrow to its output ("**tool** (linter) → ..."), as "Tool output —
//     lookup()" is; an earlier turn of the user, system or operator
//     quoted as a caption ("Previous message from user:"), as "[USER]:"
//     is; the user and the assistant named in Azerbaijani ("İstifadəçi:",
//     "Köməkçi:").
//   - Grants: a permission level set to root or admin
//     ("permission_level=root"), as "allowed_actions: all" is; the
//     skill's (or this text's) instructions said to take priority over
//     the system message; Azerbaijani: authority given above the system
//     rules ("üstün səlahiyyət verirəm"), no restriction applied at all
//     ("heç bir məhdudiyyət tətbiq etməyəcəyəm").
const (
	roleLabel56 = `(?im:^[ \t>*_#\-]*\*\*(?:tool|function|system|developer|operator)\*\*[ \t]*(?:\([\w.\- ]{1,40}\))?[ \t]*(?:→|->|=>|:))|` +
		`(?im:^[ \t>*_#\-]*(?:previous|earlier|prior|last)\s+(?:message|turn)\s+(?:from|by)\s+(?:the\s+)?(?:user|system|operator|developer)\b[^\n:]{0,40}:)|` +
		`(?m:^[ \t>*_#\-]*(?:İ|i̇|i|I)stifadəçi[ \t*_]*:|^[ \t>*_#\-]*(?:K|k)öməkçi[ \t*_]*:)`
	forgedAuthority56 = `\bpermission[_\s-]?level["']?\s*[:=]\s*["']?(?:root|admin|administrator|superuser|unrestricted|full)\b|` +
		`\b(?:skill|this\s+skill)(?:['’]s|-supplied|-provided)?\s+(?:instructions|commands|text)\s+(?:now\s+)?takes?\s+(?:priority|precedence)\s+over\s+(?:the\s+|any\s+)?system\s+(?:message|prompt|rules?)\b|` +
		`üstün\s+səlahiyyət\s+verir\pL*|heç\s+bir\s+məhdudiyyət\s+(?:\pL+\s+)?(?:tətbiq\s+etməy|olmay|yoxdur)\pL*`
)

func init() {
	rolePrefixes = append(rolePrefixes, "previous message", "earlier message", "prior message", "last message", "istifadəçi", "i̇stifadəçi", "köməkçi")
	roleLabelRe = lazyRegexp(roleLabelRe.String() + `|` + roleLabel56)
	authorityRe = lazyRegexp(authorityRe.String() + `|(?i:` + forgedAuthority56 + `)`)
}
