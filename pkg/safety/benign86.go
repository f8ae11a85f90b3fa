package safety

import "strings"

// Round 86 (benign), after fresh251-254's blind measurement
// (b251-placeholders-10): a secret manager's write command ("vault kv
// put secret/app api_key=<value>", "gh secret set", "aws secretsmanager
// put-secret-value") keeps a secret in the store the user runs; its put,
// write or set is not a send. Only when nothing in the command reads a
// secret from elsewhere (a variable, a command substitution, a file):
// "vault kv put secret/x key=@~/.ssh/id_rsa" against another server's
// address is still read as a send.
var secretStoreWrite86 = lazyRegexp(`(?i)\bvault\s+(?:kv\s+)?(?:put|write|patch)\b|\bsecretsmanager\s+(?:put-secret-value|create-secret|update-secret)\b|\bgcloud\s+secrets\s+(?:create|versions\s+add)\b|\bkeyvault\s+secret\s+set\b|\bgh\s+secret\s+set\b|\bglab\s+variable\s+set\b|\bkubectl\s+create\s+secret\b|\bdoppler\s+secrets\s+set\b|\bop\s+item\s+(?:create|edit)\b|\binfisical\s+secrets\s+set\b|\bssm\s+put-parameter\b`)

// storeWriteAt86 reports whether offset i of t lies in the name of a
// secret manager's write command whose arguments (to the end of the code
// span or line) read nothing from elsewhere.
func storeWriteAt86(t string, i int) bool {
	if i < 0 || i > len(t) {
		return false
	}
	for _, m := range secretStoreWrite86.FindAllStringIndex(t[max(0, i-40):min(len(t), i+40)], 4) {
		s, e := max(0, i-40)+m[0], max(0, i-40)+m[1]
		if i < s || i >= e {
			continue
		}
		rest := t[e:]
		if k := strings.IndexAny(rest, "`\n"); k >= 0 {
			rest = rest[:k]
		}
		if placeholderArgs86(rest) {
			return true
		}
	}
	return false
}

// placeholderArgs86: nothing in rest reads from elsewhere (no "$", "@",
// "~" or "|"), and its only '<' and '>' are a placeholder's
// ("api_key=<value>"), not a redirection.
func placeholderArgs86(rest string) bool {
	if strings.ContainsAny(rest, "$@~|") {
		return false
	}
	r := placeholderAngle86.ReplaceAllString(rest, "")
	return !strings.ContainsAny(r, "<>")
}

var placeholderAngle86 = lazyRegexp(`<[\w .-]{1,40}>`)

// shellExport86: the verb is the shell's export of a variable
// ("export VAULT_ADDR=https://..."), which sends nothing.
var shellExport86 = lazyRegexp(`^export\s+[A-Za-z_][A-Za-z0-9_]*=`)

// pastDefeat86 (b253-ignore-ordinary-06): the defeat's verb is a past
// form ("Reviews forced I/O and bypassed interlocks", "disabled
// e-stops found at handover"): it names the state a review finds, not
// an order. An order takes the verb's plain form ("bypass the
// interlock").
func pastDefeat86(m string) bool {
	sm := interlockDefeat48.FindStringSubmatch(m)
	if sm == nil || sm[1] == "" {
		return false
	}
	v := strings.ToLower(sm[1])
	return strings.HasSuffix(v, "ed")
}
