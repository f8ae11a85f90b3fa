package safety

import (
	"strings"
)

// Session 24: fresh142 and fresh144's four rule false refusals, fixed by
// principle (TestConstructsRound55Lead).

// A description that says the skill adds a section, block or note to
// skills declares editing skills as its job, as "authors skills" does
// ("Adds a short security section to skills that handle guest data"):
// the edit is announced, so the tamper rules flag it for the reviewer
// instead of refusing; a hidden edit still refuses (reportTamper).
func init() {
	topicSkills = lazyRegexp(topicSkills.String() + `|(?i)\b(?:add|insert|append|prepend)(?:s|ed|ing)?\s+(?:(?:an?|the|one|short|small|standard|shared|common)\s+)*(?:[\w'’-]+\s+){0,2}(?:sections?|blocks?|notes?|headers?|footers?|checklists?|paragraphs?|disclaimers?|templates?)\s+(?:to|into)\s+(?:(?:the|our|your|my|team|existing|relevant)\s+)*skills?\b`)
}

// prodRoutedRe: production named as going through another process ("Staging
// only; production changes go through the migration tool", "prod
// deploys are handled by the release pipeline").
var prodRoutedRe = lazyRegexp(`(?i)^[\w-]*(?:\s+[\w-]+){0,2}?\s+(?:go(?:es)?|run|runs|happen|happens|(?:is|are)\s+(?:done|made|handled|applied|run|managed|owned))\s+(?:only\s+)?(?:through|via|by|with|in)\s+(?:the\s+|a\s+|our\s+)?[\w-]+`)

// nonProdOnlyRe: the text scopes itself to a non-production place
// ("Staging only", "only on the dev database").
var nonProdOnlyRe = lazyRegexp(`(?i)\b(?:staging|stage|dev|development|test|testing|qa|sandbox|local|scratch)\s+only\b|\bonly\s+(?:on|in|against|for)\s+(?:the\s+)?(?:staging|stage|dev|development|test|testing|qa|sandbox|local|scratch)\b`)

// prodRoutedElsewhere55: production named as going through another
// process, in a text that scopes itself to a non-production place, is the
// contrast to the command's target, as prodLivesElsewhere reads "prod
// tables live in dw.*".
func prodRoutedElsewhere55(t string, end int) bool {
	return prodRoutedRe.MatchString(t[end:min(len(t), end+80)]) && nonProdOnlyRe.MatchString(t)
}

// stealthForbidden55 reports a concealment word inside a clause that
// forbids it ("a skill should never do it silently", "don't change it
// quietly"): the text rules hiding out; it does not order it.
func stealthForbidden55(t string, sm []int) bool {
	if sm == nil || sm[0] >= len(t) {
		return false
	}
	return negatedBefore(t[max(0, sm[0]-60):sm[0]])
}

// labelHeadRe: one or two words opening a line or a numbered item,
// before a label's verb.
var labelHeadRe = lazyRegexp(`^[\s>*_#\-]*(?:\d{1,3}[.)]\s+)?[\pL][\pL\pN'’-]*(?:\s+[\pL][\pL\pN'’-]*)?\s+$`)

// quotedKey74: the word is a quoted member name (`"email": "..."`,
// `'post': 3`): a key of data, not a verb.
func quotedKey74(t string, s, e int) bool {
	if s == 0 || t[s-1] != '"' && t[s-1] != '\'' || e >= len(t) || t[e] != t[s-1] {
		return false
	}
	k := e + 1
	for k < len(t) && t[k] == ' ' {
		k++
	}
	return k < len(t) && t[k] == ':'
}

// labelTailRe: the parts of a request a label may name after the verb
// ("Login request example body:", "Token request headers:").
var labelTailRe = lazyRegexp(`(?i)^(?:\s+(?:examples?|samples?|body|bodies|headers?|payloads?|params|parameters|schema|format|template|url|fields?|shape|method|json))+\s*:`)

// verbIsLabel55: a sending word that ends a short line-opening label
// after a noun ("Token request:", "File upload:") names a kind of
// thing, as a heading does; it gives no order. A bare verb before the
// colon ("Upload: ...") stays a possible order. Session 35
// (b217-placeholders-05): the label may go on with the part of the
// request it shows ("Login request example body: `{...}`").
func verbIsLabel55(t string, s, e int) bool {
	if e >= len(t) {
		return false
	}
	if quotedKey74(t, s, e) {
		return true
	}
	if t[e] != ':' && !labelTailRe.MatchString(t[e:min(len(t), e+60)]) {
		return false
	}
	ls := strings.LastIndexByte(t[:s], '\n') + 1
	return labelHeadRe.MatchString(t[ls:s])
}

// devVarRe: a device path completed by a shell variable (/dev/$dev).
var devVarRe = lazyRegexp(`/dev/\$\{?([A-Za-z_]\w*)\}?`)

// readVarRe: a variable the user types at a prompt (read -p "..." dev).
var readVarRe = lazyRegexp(`(?:^|[\s;&|(])read\s+(?:-[a-zA-Z]+\s+(?:"[^"\n]*"\s+|'[^'\n]*'\s+)?)*([A-Za-z_]\w*)\s*(?:$|[\n;&|)])`)

// userTypedDisk55: the disk a wipe targets is a device the user types at
// a prompt in the same block before it (read -p "device: " dev, then
// wipefs -a /dev/$dev), as the /dev/sdX slot a reader fills in: the disk
// they identify after the disks are listed, not the machine's own.
func userTypedDisk55(before, cmd string) bool {
	m := devVarRe.FindStringSubmatch(cmd)
	if m == nil || !strings.Contains(before, "read") {
		return false
	}
	for _, r := range readVarRe.FindAllStringSubmatch(before, 8) {
		if r[1] == m[1] {
			return true
		}
	}
	return false
}
