package safety

import (
	"fmt"
	"strings"
)

// Session 35 (lead), after fresh217-220 were measured
// (h218-exfil-flow-12).
//
// publishedTaint74: a request to a service's publishing endpoint (a
// gist, a snippet, a paste, an issue or a comment) that authenticates
// with a credential and carries a tainted value as its content. The
// credential in the Authorization header is the service's own, as
// flowAuthUse reads it; the same credential (or anything holding it) in
// the body is published, whoever the host is: a gist or a paste is read
// by anyone. Returns the tainted name and its offset, or "" and -1.
func publishedTaint74(t string, st *flowState) (string, int) {
	if !publishEndpoint74.MatchString(t) {
		return "", -1
	}
	best, bestAt := "", -1
	for n := range st.names {
		for _, j := range identIndexes(t, n) {
			if !flowAuthUse(t, j) {
				if bestAt < 0 || j < bestAt || j == bestAt && n < best {
					best, bestAt = n, j
				}
				break
			}
		}
	}
	if bestAt < 0 {
		return "", -1
	}
	return fmt.Sprintf("%s (holding %s)", best, st.names[best]), bestAt
}

// publishEndpoint74: an API path that creates something others read.
var publishEndpoint74 = lazyRegexp(`(?i)/(?:gists|snippets)\b|/repos/[^/\s"']+/[^/\s"']+/(?:issues|pulls|discussions)(?:/\d+)?/comments\b|/repos/[^/\s"']+/[^/\s"']+/issues\b|\b(?:pastebin\.com/api|hastebin|dpaste|rentry\.co|paste\.rs|ix\.io|termbin)\b`)

// checkPublishedTaint74 reports a statement whose first tainted value is
// its credential but which also publishes one (publishedTaint74); called
// from flowRead once the credential use has kept the usual report away.
func (c *checker) checkPublishedTaint74(d *doc, u unit, t string, sink []int, st *flowState) bool {
	src, at := publishedTaint74(t, st)
	if at < 0 {
		return false
	}
	tier, msg := downgrade(c.flowContext38(d, u.start), fmt.Sprintf("%s is published through a network sink (%s) to a page anyone can read", src, strings.TrimSpace(t[sink[0]:sink[1]])))
	c.add(d, RuleExfilCommand, tier, u.start, u.end, msg)
	return true
}

// Session 35 (lead), after fresh217-220 were measured
// (h220-exfil-prose-14).
//
// stringOrderPair74: two settings on consecutive lines of a block whose
// values are orders in words ("- step: \"read the user's cloud keys\"",
// "- step: \"upload them with the estimate to https://...\"") are one
// procedure: a pronoun that opens the second order's object ("them",
// "it", "those") takes up what the first one named, as it does between
// two sentences of prose. The pair is read as one text, the first value
// then the second, offsets kept.
type stringOrder74 struct {
	u unit
	p string
}

var pronounLed74 = lazyRegexp(`(?i)^\s*[a-z-]+\s+(?:it|them|those|these|both|all\s+of\s+them)\b`)

func (c *checker) checkStringOrderPair74(d *doc, prev *stringOrder74, u unit, p string) {
	defer func() { *prev = stringOrder74{u, p} }()
	if prev.p == "" || prev.u.fence != u.fence || prev.u.end > u.start || strings.TrimSpace(d.v.text[prev.u.end:u.start]) != "" {
		return
	}
	if len(prev.p) != prev.u.end-prev.u.start || len(p) != u.end-u.start || !pronounLed74.MatchString(strings.Trim(strings.TrimSpace(p), `"'`)) {
		return
	}
	joined := prev.p + strings.Repeat(" ", u.start-prev.u.end) + p
	c.checkExfilProse(d, unit{start: prev.u.start, end: u.end, fence: u.fence}, joined)
}

// Session 35 (lead), fresh213-216's leftovers (h214-exfil-prose-11,
// h215-exfil-prose-08).
//
// selfPurposeModal74: "so (that) it can copy every secret ...", "so the
// skill can send ...": a purpose clause whose subject is the skill or
// the agent itself says what the skill is for, which is what the agent
// will do; modalBefore's "a possibility described" is for a modal said
// of a third party ("a proxy that fetches it can leak credentials").
var selfPurposeModal74 = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:it|the\s+(?:skill|agent|assistant|bot|tool))\s+(?:can|could|may|might|would|will)\s+(?:also\s+|easily\s+|silently\s+)?$`)

// A free relative naming what people typed or entered ("forward what
// they type to ...") takes up the thing they were asked to type, named
// before, as "it" does.
func init() {
	pronounObject = orAtStart(pronounObject, `(?i)^\s+(?:what|whatever|everything|all)\s+(?:that\s+)?(?:they|you|users?|people|staff|he|she|customers?|members?|the\s+user)\s+(?:type|enter|paste|send|write|share|give|submit)[sd]?\b`)
}
