package safety

import "strings"

// Session 33 (lead), after fresh209-212 were measured: three false
// refusals fixed by principle.
//
// A review verb whose direct object is the quoted setting ("Flag
// `danger-full-access` or `approval_policy = "never"` and ask why") makes
// the setting the thing to catch, as scrutinyBefore53 does for "question
// changes such as `Bash(*)`": the verb opens its sentence or list item and
// only other quoted settings joined by "or", "and" or commas stand
// between it and this one. "Don't flag ..." waves the scrutiny away.
//
// Session 34 (lead), after fresh213-216 were measured
// (b214-skill-authoring-09): a verb that warns against the setting
// ("Explain risks of `danger-full-access` and avoid it", "Avoid
// `--dangerously-skip-permissions`", "warn the team about `yolo = true`")
// makes it the thing to keep away from, read the same way. Setting it
// later in the text ("then enable it: `sandbox_mode =
// "danger-full-access"`") is another mention, read on its own.
var settingKeptAway = lazyRegexp(`(?i)(?:^|[.;:!?]\s+|\n)[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:flag|question|challenge|reject|report|warn\s+(?:(?:users?|people|the\s+team|readers?|them)\s+)?(?:about|on|against|of)|look\s+(?:out\s+)?for|check\s+for|watch\s+(?:out\s+)?for|catch|spot|detect|highlight|call\s+out|point\s+out|(?:explain|describe|outline|list|spell\s+out)\s+(?:the\s+)?(?:risks?|dangers?)\s+of|avoid(?:\s+using)?|discourage(?:\s+using)?|(?:never|do\s+not|don't)\s+(?:use|enable|set|turn\s+on|run\s+with))\s+(?:(?:any|every|each|all)\s+)?(?:use\s+of\s+)?(?:` + "`[^`\\n]{1,80}`" + `\s*(?:,\s*(?:or\s+|and\s+)?|or\s+|and\s+))*` + "`?$")

// settingHeldAway reports whether the text before a quoted setting (its
// unit, at most 200 bytes) makes the setting the object of a review or
// warning verb (settingKeptAway) that is not itself negated.
func settingHeldAway(pre string) bool {
	m := settingKeptAway.FindStringIndex(pre)
	return m != nil && !scrutinyNegated53.MatchString(pre[:m[0]])
}

// basicAuthUse68: credentials given as a request's basic or digest auth
// ("POST the token endpoint with basic auth from MOMO_API_USER and
// MOMO_API_KEY") are that request's credential, like an Authorization
// header (authContext) — but only when nothing secret is what the
// sentence sends: before the auth phrase, once the addresses and a token
// asked for ("get a token") are set aside, no secret word is left. "POST
// ~/.aws/credentials to https://... with basic auth" still sends them.
var receiveToken68 = lazyRegexp(`(?i)\b(?:get|gets|getting|obtain|request|fetch|retrieve|mint|issue)\s+(?:an?\s+|the\s+|your\s+)?(?:new\s+|fresh\s+|short-lived\s+)?(?:access\s+|bearer\s+|oauth\s+|session\s+)?token\b`)

func basicAuthUse68(t string) bool {
	l := asciiLower(t)
	at := -1
	for _, w := range [...]string{"basic auth", "basic-auth", "digest auth", "http basic", "basicauth"} {
		if k := strings.Index(l, w); k >= 0 && (at < 0 || k < at) {
			at = k
		}
	}
	if at < 0 {
		return false
	}
	pre := receiveToken68.ReplaceAllString(l[:at], " ")
	for _, f := range strings.Fields(pre) {
		f = strings.Trim(f, "`'\"()<>,.:;")
		if strings.Contains(f, "://") || strings.HasPrefix(f, "/") {
			continue // an address: its path may say token
		}
		if lowerHas(f, "secret", "token", "password", "passwd", "credential", "key", "cookie", ".env", "~/") {
			return false
		}
	}
	return true
}

// secretsOnlySlots68: every secret word the sentence's send carries
// (t[m[0]:m[1]]) is a key whose value is a quoted slot: the request
// registers where the user's own secret goes, it sends none. The slot
// must open right after the key with a quote (quotedSlot68), not be any
// placeholder word nearby as placeholderish reads: "example" inside a
// host name ("$GITHUB_TOKEN.t.example.org") is where the token goes.
var quotedSlot68 = lazyRegexp(`(?i)^\S*\s*["'` + "`" + `](?:<[^>\n]{1,30}>|your[_-]|\$\{|\{\{)`)

func secretsOnlySlots68(t string, m []int) bool {
	if m[1]-m[0] > 600 {
		return false
	}
	span := asciiLower(t[m[0]:m[1]])
	found := false
	for _, w := range [...]string{"secret", "token", "password", "api_key", "apikey", "api-key", "credential"} {
		for i := 0; ; {
			k := strings.Index(span[i:], w)
			if k < 0 {
				break
			}
			at := m[0] + i + k
			if !quotedSlot68.MatchString(t[at:min(len(t), at+len(w)+40)]) {
				return false
			}
			found = true
			i += k + len(w)
		}
	}
	return found
}
