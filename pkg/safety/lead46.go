package safety

import (
	"strings"
)

// The lead's fixes of round 46 (session 17), each a principle read off a
// false refusal of fresh103-106's blind measurement.

// preventedOutcome46: inline code in prose named as the outcome a guard
// prevents ("`set -u` stops an empty variable from turning into `rm -rf
// /`", "this check prevents `DROP TABLE users`"): the command is what
// must not happen, a mention. Read within the clause before the code (cut
// at , ; : . ! ?), so "To prevent lock errors, run `rm -rf ~/.cache`"
// still orders the command. The pattern allows no clause break after the
// verb, so it reads only the clause the code closes.
var preventedOutcome46 = lazyRegexp(`(?i)(?:\bprevent\w*|\b(?:stop|keep|block)(?:s|ped|ping)?\b[^,;:.!?\n]{0,60}?\bfrom|\b(?:guard|protect|safeguard)(?:s|ed|ing)?\s+against)\b[^,;:.!?\n]{0,80}$`)

func preventedMention46(before string) bool {
	return preventedOutcome46.MatchString(before[max(0, len(before)-200):])
}

// ruleActed46: the voiding verb at k is a past form whose subject is the
// earlier rule, in a relative clause after a noun, with nothing after the
// verb ("`!` re-includes a file the previous rule ignored."): the rule
// did the ignoring and the clause names what it ignored; no guidance is
// voided. A clause that opens its sentence ("The previous rules ignored.",
// "Note: the earlier rules ignored") has no noun before it and still
// reads as voiding.
var ruleActedBefore46 = lazyRegexp(`(?i)\pL[\pL\d]*\s+(?:that\s+|which\s+)?(?:the|this|that|each|every|an?)\s+(?:\pL+\s+){0,2}(?:rules?|patterns?|lines?|entr(?:y|ies)|filters?|globs?|settings?|steps?|checks?|passes|pass)\s+$`)

func ruleActed46(low string, k int) bool {
	j := k
	for j < len(low) && (low[j] >= 'a' && low[j] <= 'z') {
		j++
	}
	if w := low[k:j]; !(len(w) > 3 && w[len(w)-2:] == "ed" || w == "overrode") {
		return false
	}
	if j < len(low) && !strings.ContainsRune(".,;:!?)\n", rune(low[j])) {
		return false
	}
	return ruleActedBefore46.MatchString(low[max(0, k-80):k])
}

// consumerSettings46: the destination right after an order's verb (its
// object, then "into/in/to") is the settings of the program that uses the
// secret ("paste it into the mailer's settings", "enter the key in the
// app's preferences"): the secret goes to its own consumer, not out. A
// URL, mail address or host in that clause makes the place somewhere
// else's.
var consumerSettings46 = lazyRegexp(`(?i)^\s*(?:(?:it|them|this|that|the\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:in|into|to)\s+(?:the\s+|your\s+|its\s+|their\s+)?(?:[\w-]+(?:'s)?\s+){0,2}(?:settings|config(?:uration)?|preferences|options|login\s+(?:field|form|screen|dialog))\b`)

func consumerSettingsDest46(after string) bool {
	m := consumerSettings46.FindStringIndex(after)
	if m == nil {
		return false
	}
	clause := after
	if i := strings.IndexAny(after[m[1]:], ".;!?\n"); i >= 0 {
		clause = after[:m[1]+i]
	}
	return !strings.Contains(clause, "://") && !strings.Contains(clause, "@") && !bareHostIn46.MatchString(clause)
}

var bareHostIn46 = lazyRegexp(`(?i)\b[\w-]+\.(?:[\w-]+\.)*(?:com|org|net|io|dev|app|ai|co|me|xyz|site|info|cloud|ru|cn|de)\b`)

// detectList46: the override at as is an item of a list of what to look
// for, named as a kind of text ("Look for: instructions to disregard
// earlier rules, requests to send keys elsewhere"): the line opens with a
// verb of detecting and a colon, and the item names the kind before the
// override ("instructions to", "requests that"). An order in that list
// without the kind ("Look for: nothing. Ignore earlier rules") is still
// an order.
var (
	detectLead46 = lazyRegexp(`(?i)^[\s>*_\-\d.)]*(?:(?:look|watch|check|scan|screen|search)(?:\s+out)?\s+for|red\s+flags?|warning\s+signs?|signs?\s+of|things\s+to\s+(?:catch|flag|reject))\s*:`)
	// Session 52 (b321-security-education-05): or the kind named by what
	// it claims or tries ("instructions claiming to override earlier
	// rules", "comments purporting to ...").
	kindBefore46 = lazyRegexp(`(?i)\b(?:instructions?|requests?|attempts?|claims?|prompts?|text|lines?|phrases?|sentences?|comments?|anything|something)\s+(?:to|that|which|telling\s+\w+\s+to|asking\s+\w+\s+to|(?:that\s+|which\s+)?(?:claim(?:s|ing)?|purport(?:s|ing)?|pretend(?:s|ing)?|tr(?:y|ies|ying)|attempt(?:s|ing)?)\s+to)\s+$`)
)

func detectList46(t string, as int) bool {
	ls := strings.LastIndexByte(t[:as], '\n') + 1
	if as-ls > 600 || !detectLead46.MatchString(t[ls:as]) {
		return false
	}
	item := t[ls:as]
	if i := strings.LastIndexAny(item, ",;:"); i >= 0 {
		item = item[i+1:]
	}
	return kindBefore46.MatchString(item)
}

// proseHook46: prose that adds a harness hook by its event's name.
var proseHook46 = lazyRegexp(`\b(?:PreToolUse|PostToolUse|UserPromptSubmit|SessionStart|SessionEnd|Stop|SubagentStop|PreCompact|Notification)\s+hooks?\b`)

// localHookOnly46: the prose adds a hook to the harness settings whose
// command runs a local tool (a formatter, a linter) and reaches no network,
// reads no secrets and widens no permission ("Add a PostToolUse hook that
// runs `prettier --write` ... Put it in .claude/settings.json"): the same
// principle as a startup file's formatter hook, ordinary setup shown to
// the reviewer. Hiding it, or any permission or network in the text,
// keeps the refusal.
func localHookOnly46(t string) bool {
	return proseHook46.MatchString(t) && !startupHostile(t) && !sinkWordRe.MatchString(t) && !permissionWeakening.MatchString(t) && !stealthWords.MatchString(t)
}
