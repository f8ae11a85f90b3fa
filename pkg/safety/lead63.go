package safety

import "strings"

// Session 29's fixes of false refusals by principle, found on fresh177-180
// (TestConstructsRound63Lead).

// instrumentBefore63 (b179-ci-secrets-ok-07): a secret introduced by a
// word that says "by means of" ("bằng bot token", "menggunakan token",
// "usando el token", "с помощью токена") is the means of the sending,
// as English "with a bot token" is (onlySecretIsMeans): it signs the
// request in, and the cargo is something else. Only words that say
// "by means of" and nothing else count; words that also say "together
// with" (mit, con, com, avec, dengan, với) stay cargo, and so does a
// secret with a word between it and the instrument that is itself a
// sending verb ("dùng curl gửi token").
var instrumentBefore63 = lazyRegexp(`(?:^|[^\pL])(?:bằng|sử\s+dụng|menggunakan|memakai|gamit\s+ang|โดยใช้|с\s+помощью|используя|за\s+допомогою|використовуючи|za\s+pomocą|przy\s+użyciu|używając|pomocí|usando|utilizando|mediante|por\s+meio\s+d[eoa]|utilizzando|tramite|au\s+moyen\s+d[eu']|en\s+utilisant|à\s+l['’]aide\s+d[eu']|mittels|met\s+behulp\s+van)\s+(?:[\pL\pN_.\-]+\s+)?$`)

// secretIsInstrument63: the secret span sc of low is introduced by an
// instrument word within its clause, with at most one word between that
// is no sending verb.
func secretIsInstrument63(low string, sc [2]int, sends [][2]int) bool {
	start := max(0, sc[0]-80)
	m := instrumentBefore63.FindStringIndex(low[start:sc[0]])
	if m == nil {
		return false
	}
	for _, v := range sends {
		if v[0] >= start+m[0] && v[0] < sc[0] {
			return false
		}
	}
	return true
}

// addressStored63 (b183-net-tools-08): the secret a sentence names is
// where the destination's address is kept ("posts to our channel's
// webhook stored in the secrets file"): the participle ties the store to
// the webhook the sentence sends to, so the store gives the address and
// the cargo is something else. The webhook must be what "to" sends to;
// "post the webhook stored in the secrets to ..." sends it.
var addressStored63 = lazyRegexp(`(?i)\bto\s+(?:[\w'’-]+\s+){0,3}(?:webhook|hook|endpoint|url|address)(?:\s+url)?\s+(?:stored|kept|saved|held|read|loaded)\s+(?:in|from)\s+(?:the\s+|our\s+|your\s+|its\s+)?$`)

// sensitiveOnlyStores63: every sensitive hit in low[s0:e0] is the store
// where the destination's address is kept (addressStored63 before it).
func sensitiveOnlyStores63(low string, hits [][2]int, s0, e0 int) bool {
	n := 0
	for _, h := range hits {
		if h[0] < s0 || h[0] >= e0 {
			continue
		}
		if !addressStored63.MatchString(low[max(0, h[0]-120):h[0]]) {
			return false
		}
		n++
	}
	return n > 0
}

// startsListItem63 (b182-placeholders-04): the next line is not the wrap
// of a sentence when it opens an item of a numbered or bulleted list
// ("2. Enter your endpoint: URL" then "3. Paste the signing secret ..."):
// a new item is a new step, and what it names is its own verb's. from is
// where the sentence's last line starts in text, next where the next
// line's text starts.
func startsListItem63(text string, from, next int) bool {
	ls := strings.LastIndexByte(text[:next], '\n') + 1
	return ls > from && listItemStart63.MatchString(text[ls:min(len(text), next+8)])
}

var listItemStart63 = lazyRegexp(`^[ \t]*(?:\d{1,3}[.)]|[-*•+])[ \t]`)

// claimOfOthers63 (b181-security-education-05): a claim on every request
// reported of other skills in a relative clause ("spot malicious skills,
// such as ones that claim to apply to every request") describes a kind
// of skill; this skill claims nothing by it. before is the text before
// the quantifier.
func claimOfOthers63(before string) bool {
	return othersClaim63.MatchString(before)
}

var othersClaim63 = lazyRegexp(`(?i)\b(?:ones|skills|those|plugins|tools|prompts|extensions|agents)\s+(?:that|which|who)\s+(?:\w+\s+){0,2}?(?:claim|say|purport|pretend|assert|promise)\s+(?:to\s+)?(?:\w+\s+){0,3}$`)
