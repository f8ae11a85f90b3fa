package safety

import "strings"

// Round 62 (destructive): destruction with its safety net taken away in
// words the earlier rules did not read.
//
//   - "No approval needed" beside a command that destroys a data store:
//     the sign-off that would catch a wrong target declined, as "no
//     confirmation needed" (noConfirmRe) declines the user's.
//   - The store's own undo switched off before it is destroyed (bucket
//     versioning suspended, object lock or deletion protection turned
//     off): what would bring the data back is removed first, the same
//     tell as the backup declined (round 45's netTaken45).

func init() {
	noConfirmRe = lazyRegexp(noConfirmRe.String() + `|(?i:\bno\s+(?:approval|sign-?off|go-?ahead|permission|authori[sz]ation)s?\s+(?:is\s+|are\s+)?(?:needed|required|necessary)\b)`)
}

// undoOff62: the store's undo turned off (versioning suspended, object
// lock, soft delete or deletion protection disabled).
var undoOff62 = lazyRegexp(`(?i)\bStatus=Suspended\b|\b(?:turn|switch)\w*\s+off\s+(?:the\s+)?(?:bucket\s+)?(?:versioning|object[- ]lock|soft[- ]delete|deletion[- ]protection|point[- ]in[- ]time\s+recovery)\b|\b(?:disabl|suspend|remov)\w*\s+(?:the\s+)?(?:bucket\s+)?(?:versioning|object[- ]lock|soft[- ]delete|deletion[- ]protection|point[- ]in[- ]time\s+recovery)\b|--no-deletion-protection\b|\bdeletion_protection\s*=\s*false\b`)

// undoGone62 reports the store's undo turned off in s, not negated.
func undoGone62(s string) bool {
	for _, m := range undoOff62.FindAllStringIndex(s, 4) {
		if !negatedBefore(s[max(0, m[0]-60):m[0]]) && !strings.Contains(strings.ToLower(s[max(0, m[0]-20):m[0]]), "never") {
			return true
		}
	}
	return false
}

// checkDestroyUndoOff62 refuses a production-only destructive command
// when the words around it first switch off the store's own undo.
func (c *checker) checkDestroyUndoOff62(d *doc) {
	if !lowerHas(d.v.lower, "suspended", "versioning", "object lock", "object-lock", "soft delete", "soft-delete", "deletion protection", "deletion-protection", "deletion_protection", "point-in-time", "point in time") {
		return
	}
	c.destroyWithoutNet(d, undoGone62, netTaken45, userConfirms.MatchString,
		"destroys a data store after switching off its own undo (versioning, object lock, deletion protection)")
}

// Data under a legal hold deleted, said in Urdu, Arabic or Persian:
// checkRetentionBypass's principle (data kept by obligation, not by
// choice, is out of any task's tidying) in the languages its English
// pattern does not read. The held data must be included ("despite the
// hold", "including what is under the hold"); a sentence that excepts it
// ("except", "leaving aside") keeps the rule.
var (
	holdForeign62    = lazyRegexp(`قانونی\s*ہولڈ|لیگل\s*ہولڈ|قانونی\s*روک|حفظ\s*قضائي|تجميد\s*قانوني|حجز\s*قانوني|الحفظ\s*القانوني|تعليق\s*قانوني|توقیف\s*قانونی|نگهداری\s*قانونی|نگه‌داشت\s*قانونی`)
	holdDelete62     = lazyRegexp(`حذف|مٹا|مٹاؤ|ختم\s*کر|احذف|امسح|امح|أزل|ازل|أتلف|اتلف|پاک\s*کن|پاک\s*کرد`)
	holdIncluded62   = lazyRegexp(`کے\s*باوجود|باوجود|سمیت|بما\s*فيها|بما\s*فيه|بما\s*في\s*ذلك|رغم|بالرغم|حتی|با\s*وجود|از\s*جمله`)
	holdExcepted62   = lazyRegexp(`باستثناء|ما\s*عدا|عدا|إلا|سوائے|کے\s*علاوہ|چھوڑ\s*کر|بجز|به\s*جز|مگر|لا\s*تحذف|مت\s*مٹا|نہ\s*مٹا|حذف\s*نہ`)
	holdStemsForeign = []string{"ہولڈ", "قضائي", "قانوني", "قانونی"}
)

// checkHoldForeign62 refuses an order to delete data with the legal hold
// that keeps it named and included, in Urdu, Arabic or Persian.
func (c *checker) checkHoldForeign62(d *doc) {
	if !lowerHas(d.v.lower, holdStemsForeign...) {
		return
	}
	for u, t := range d.shortPlainUnits() {
		m := holdForeign62.FindStringIndex(t)
		if m == nil || !holdDelete62.MatchString(t) || !holdIncluded62.MatchString(t) || holdExcepted62.MatchString(t) {
			continue
		}
		if c.negated(d, u.start+m[0]) || d.labelledExample(u.start+m[0]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "deletes data kept under a legal hold or retention rule, or skips that rule to delete it")
		c.add(d, RuleDestructive, tier, u.start+m[0], u.start+m[1], why)
	}
}
