package trace

import (
	"regexp"
	"strings"
)

// Round 78 (issue 15): the five leaks of fresh229-232 (measured at
// 25f1897), each fixed as its format (TestRedactRound78). Two more of
// them are fixed outside this list: the Polish and other Slavic
// copulas of a password sentence (passwordCopula and slavicTo78 in
// redact_named.go), and a placeholder word that a generated token
// holds by chance (isDocToken, writtenDocWord78).
var round78Rules = []rule{
	// An Application Insights instrumentation key: the GUID after
	// InstrumentationKey= in a connection string, under the key's own
	// name (APPINSIGHTS_INSTRUMENTATIONKEY, "instrumentationKey": in az
	// output, <InstrumentationKey> in ApplicationInsights.config) or its
	// short name ikey. It lets anyone write telemetry into the resource,
	// so it is a credential, unlike the ApplicationId or a trace's GUID
	// beside it, which no rule names.
	{kind: "azure-instrumentation-key", group: 1, re: regexp.MustCompile(`(?i)instrumentation[_\-]?key["']?[ \t]*(?:[=:>])[ \t]*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`), boundEnd: true, ok: madeGUID78},
	{kind: "azure-instrumentation-key", group: 1, re: regexp.MustCompile(`(?i)ikey["']?[ \t]*[=:][ \t]*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`), boundStart: true, boundEnd: true, ok: madeGUID78},
	// A Kubernetes env item in flow form, YAML or JSON, keys quoted or
	// not ({name: JWT_SIGNING_KEY, value: "V"}, {"name": "X", "value":
	// "V"}): the name names a credential and its sibling value is the
	// literal. valueFrom: is a reference and never matches value:.
	{kind: "secret", group: 2, re: regexp.MustCompile(`(?i)\{[ \t]*["']?name["']?[ \t]*:[ \t]*["']?([\w.\-]{1,80})["']?[ \t]*,[ \t]*["']?value["']?[ \t]*:[ \t]*["']?([^\s"',{}\[\]]{4,512})`), ok: madeValue, okMatch: envItemCredential78},
	// Redis MONITOR and SLOWLOG GET lines: a command's arguments printed
	// quoted after the client ([db addr]) or numbered one a line ("4)
	// 1) "AUTH""). AUTH takes a password, or a user and a password;
	// HELLO's AUTH option always takes both.
	{kind: "password", re: regexp.MustCompile(`(?i)(?:\]|\d\)|"hello"[ \t]+"\d")[ \t]+"auth"`), scan: redisLoggedAuth78},
}

// madeGUID78: a GUID that is not a filled placeholder (all zeros,
// 11111111-..., aaaaaaaa-...): a generated one has many different digits.
func madeGUID78(v string) bool { return distinctBytes(strings.ReplaceAll(v, "-", "")) >= 6 }

// envItemName78: the name member of a flow-form env item.
var envItemName78 = regexp.MustCompile(`(?i)name["']?[ \t]*:[ \t]*["']?([\w.\-]{1,80})`)

// credentialEnvWord78: a name's segment that names a credential.
var credentialEnvWord78 = regexp.MustCompile(`(?i)(?:password|passwd|pwd|pass|passphrase|secret|token|credentials?|auth|(?:signing|api|private|access|secret|encryption|master|hmac|auth|session|license|client|webhook)[_\-.]?key|apikey)`)

// envItemCredential78: the item's name names a credential (DB_PASSWORD,
// JWT_SIGNING_KEY, REDIS_AUTH), and its last segment does not make it
// the name of something about the credential: where it is (_FILE,
// _PATH, _NAME, _REF), how it is sent (_HEADER) or a setting of it
// (_TTL, _LENGTH).
func envItemCredential78(m string) bool {
	sm := envItemName78.FindStringSubmatch(m)
	if sm == nil || !credentialEnvWord78.MatchString(sm[1]) {
		return false
	}
	return !referenceNameSuffix78(sm[1])
}

// referenceNameSuffix78: a name whose last segment says it holds
// something about a secret, not the secret.
func referenceNameSuffix78(name string) bool {
	l := asciiLower(name)
	k := strings.LastIndexAny(l, "_-.")
	if k < 0 {
		return false
	}
	switch l[k+1:] {
	case "file", "path", "name", "ref", "arn", "id", "url", "uri", "dir", "header", "ttl", "length", "len", "min", "max", "seconds", "timeout", "expiry", "expires", "version", "type", "mode", "enabled", "policy":
		return true
	}
	return false
}

// redisLoggedAuth78: after "AUTH" in a MONITOR or SLOWLOG line, up to
// three quoted arguments, each after blanks or, in SLOWLOG's numbered
// listing, after a line break and its "N)". One argument is the
// password; two are a user and the password (AUTH user pass, HELLO
// proto AUTH user pass). The "(redacted)" Redis prints itself and
// placeholders stay.
func redisLoggedAuth78(orig string, at int) [][2]int {
	// The column of AUTH's own "N)" in a SLOWLOG listing: its arguments
	// stand in that column, the entry's next fields (the client's
	// address and name) further left.
	col := -1
	if p := at - len(`"auth"`); p > 0 {
		for p > 0 && (orig[p-1] == ' ' || orig[p-1] == '\t') {
			p--
		}
		if p > 1 && orig[p-1] == ')' && isDigit(orig[p-2]) {
			p -= 2
			for p > 0 && at-p < 12 && isDigit(orig[p-1]) {
				p--
			}
			col = p - (strings.LastIndexByte(orig[max(0, p-200):p], '\n') + 1 + max(0, p-200))
		}
	}
	var args [][2]int
	i := at
	for len(args) < 2 {
		j := i
		for j < len(orig) && j-i < 40 && (orig[j] == ' ' || orig[j] == '\t') {
			j++
		}
		if j < len(orig) && (orig[j] == '\r' || orig[j] == '\n') {
			// SLOWLOG: the next numbered argument on its own line.
			for j < len(orig) && j-i < 40 && (orig[j] == '\r' || orig[j] == '\n' || orig[j] == ' ' || orig[j] == '\t') {
				j++
			}
			d := j
			for j < len(orig) && j-d < 3 && isDigit(orig[j]) {
				j++
			}
			ls := strings.LastIndexByte(orig[i:d], '\n') + 1 + i
			if j == d || j >= len(orig) || orig[j] != ')' || col < 0 || d-ls != col {
				break
			}
			j++
			for j < len(orig) && j-i < 60 && (orig[j] == ' ' || orig[j] == '\t') {
				j++
			}
		}
		if j == i || j >= len(orig) || orig[j] != '"' {
			break
		}
		e := j + 1
		for e < len(orig) && e-j <= 257 && orig[e] != '"' && orig[e] != '\n' && orig[e] != '\\' {
			e++
		}
		if e >= len(orig) || orig[e] != '"' || e == j+1 {
			break
		}
		args = append(args, [2]int{j + 1, e})
		i = e + 1
	}
	if len(args) == 0 {
		return nil
	}
	sp := args[len(args)-1]
	v := orig[sp[0]:sp[1]]
	if len(v) < 4 || !notPlaceholder(v) || strings.ContainsAny(v, " \t") {
		return nil
	}
	return [][2]int{sp}
}

// writtenDocWord78 (round 78, fresh231): l (the lower-cased tail of v
// that isDocToken reads) holds the placeholder word w where v writes it
// as a word is written: all lower case, all upper case or capitalised
// (your_token, YOUR-KEY, ExampleKey). A generated token of a hundred
// mixed-case characters holds such letters by chance, and then their
// case changes inside them ("...CQyOUR6..." in a Google refresh token).
func writtenDocWord78(v, l, w string) bool {
	for off := 0; ; {
		k := strings.Index(l[off:], w)
		if k < 0 {
			return false
		}
		k += off
		if k+len(w) <= len(v) {
			o := v[k : k+len(w)]
			if o == w || o == strings.ToUpper(w) || o[:1] == strings.ToUpper(w[:1]) && o[1:] == w[1:] {
				return true
			}
		} else {
			return true
		}
		off = k + 1
	}
}

// notReferenceEnvName78 (round 78): an env item in block form whose
// name ends in a word of reference (SECRET_NAME, DB_PASSWORD_FILE)
// holds the name or path of a secret, not the secret.
func notReferenceEnvName78(m string) bool {
	sm := envItemName78.FindStringSubmatch(m)
	return sm == nil || !referenceNameSuffix78(sm[1])
}
