package trace

import (
	"encoding/base64"
	"math"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Finding is one secret Redact replaced: the marker's type and the byte span
// [Start, End) it covered in the input.
type Finding struct {
	Kind  string `json:"kind"`
	Start int    `json:"start"`
	End   int    `json:"end"`
}

// Marker returns the text that replaces a secret of the given kind.
func Marker(kind string) string { return "[REDACTED:" + kind + "]" }

// A Redactor replaces secrets in text with typed markers. Its zero value is
// not usable; call NewRedactor. A Redactor is immutable and safe for
// concurrent use.
type Redactor struct {
	rules []rule
	pf    []prefilter // pf[i]: the literals rules[i] requires (prefilter.go)
	plain bool        // no prefilter: every rule over the whole text (tests compare)
	// lineMin: a text longer than this is searched line by line by a rule
	// that cannot match a line break (lineScanMin; tests lower it).
	lineMin int
}

// NewRedactor returns a Redactor with the built-in rules (see Redact).
func NewRedactor() *Redactor {
	return &Redactor{rules: builtinRules, pf: builtinPrefilters, lineMin: lineScanMin}
}

// builtinPrefilters are read once from the built-in rules' patterns.
var builtinPrefilters = func() []prefilter {
	out := make([]prefilter, len(builtinRules))
	for i, ru := range builtinRules {
		out[i] = newPrefilter(ru.re.String())
	}
	return out
}()

// Redact replaces secrets in s with the built-in rules; see Redactor.Redact.
func Redact(s string) (string, []Finding) { return defaultRedactor.Redact(s) }

var defaultRedactor = NewRedactor()

// rule is one pattern. Patterns carry no leading \b so the regexp engine can
// skip ahead to their literal prefix; boundaries are checked in code.
type rule struct {
	kind       string
	re         *regexp.Regexp
	fold       bool              // match against the ASCII-lowercased text (pattern written in lower case)
	group      int               // submatch whose span is replaced; 0 = whole match
	boundStart bool              // the byte before the match must not be a token byte
	boundEnd   bool              // the byte after the match must not be a token byte
	ok         func(string) bool // validates the replaced span (original text); nil = always
	okMatch    func(string) bool // validates the whole match (original text); nil = always
	// span, when set, extends a match of re that ends at end (in the text
	// matched) to the end of the secret; it returns end when there is none.
	span func(text string, end int) int
	// find, when set, replaces the regexp loop: it gets the original text
	// and the offset of each match of re and returns the secret spans.
	scan func(orig string, at int) [][2]int
	// fallback: the rule's kind yields to every other rule and to the
	// key=value scan where their spans overlap.
	fallback bool
	// notAt, when set, rejects a span by its surroundings in the
	// original text (it must read a bounded window).
	notAt func(orig string, start, end int) bool
}

var (
	// Round 52: a block armoured as a static, secret, shared or symmetric
	// key (OpenVPN's tls-auth "Static key V1") is as secret as a private
	// one; public keys and certificates never carry these words.
	pemBegin    = regexp.MustCompile(`-----begin [a-z0-9 ]{0,40}(?:private|static|secret|shared|symmetric) key(?: block| v\d{1,2})?-----`)
	pemEnd      = regexp.MustCompile(`-----end [a-z0-9 ]{0,40}(?:private|static|secret|shared|symmetric) key(?: block| v\d{1,2})?-----`)
	pemBodyLine = regexp.MustCompile(`^(?:(?:\\[rn]|[\r\n\t ])+[a-z0-9+/=]{8,})+`)
)

const pemMaxBlock = 64 << 10

// pemHasBody reports whether a PEM match (header, then what pemSpan
// took) holds key material: a run of 16 or more base64 characters after
// the header.
func pemHasBody(m string) bool {
	i := strings.Index(m[5:], "-----")
	if i < 0 {
		return false
	}
	return pemMaterial.MatchString(m[5+i+5:])
}

var pemMaterial = regexp.MustCompile(`[A-Za-z0-9+/=]{16,}`)

func pemSpan(text string, end int) int {
	window := text[end:min(len(text), end+pemMaxBlock)]
	if next := strings.Index(window, "-----begin "); next >= 0 {
		window = window[:next] // a block never holds another BEGIN; keeps runs of headers linear
	}
	if loc := pemEnd.FindStringIndex(window); loc != nil {
		return end + loc[1]
	}
	if loc := pemBodyLine.FindStringIndex(window); loc != nil {
		return end + loc[1]
	}
	return end
}

// builtinRules are tried in priority order: when two findings overlap, the
// union of their spans is replaced and named after the earlier rule.
var builtinRules = append([]rule{
	// A PEM block up to its END line (within 64 KiB), or, cut short, the
	// header and the base64 lines after it; line breaks real or JSON-escaped.
	// A header with no key under it ("-----BEGIN PRIVATE KEY-----
	// (placeholder, key in Vault)") names a format, not a key: it stays.
	{kind: "private-key", fold: true, re: pemBegin, span: pemSpan, okMatch: pemHasBody},
	{kind: "anthropic-key", re: regexp.MustCompile(`sk-ant-[A-Za-z0-9_\-]{20,}`), boundStart: true},
	{kind: "openrouter-key", re: regexp.MustCompile(`sk-or-v1-[A-Za-z0-9]{20,}`), boundStart: true},
	{kind: "openai-key", re: regexp.MustCompile(`sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "github-token", re: regexp.MustCompile(`gh[opusr]_[A-Za-z0-9]{30,}`), boundStart: true},
	{kind: "github-token", re: regexp.MustCompile(`github_pat_[A-Za-z0-9_]{30,}`), boundStart: true},
	{kind: "gitlab-token", re: regexp.MustCompile(`glpat-[A-Za-z0-9_\-]{20,}`), boundStart: true},
	// GitLab's other token prefixes: runner, deploy, trigger, CI job,
	// incoming mail, agent, OAuth application, feature flag client.
	{kind: "gitlab-token", re: regexp.MustCompile(`gl(?:rt|dt|ptt|cbt|imt|agent|soat|ffct|oas|ft)-[A-Za-z0-9_\-]{20,}`), boundStart: true},
	{kind: "rubygems-key", re: regexp.MustCompile(`rubygems_[0-9a-f]{48}`), boundStart: true},
	// Round 28: Atlassian (Bitbucket app passwords ATBB, API tokens
	// ATATT), Google OAuth client secrets (GOCSPX-), Vault unseal keys
	// printed by "vault operator init".
	{kind: "atlassian-token", re: regexp.MustCompile(`AT(?:BB|ATT)[A-Za-z0-9_=\-]{24,}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "oauth-client-secret", re: regexp.MustCompile(`GOCSPX-[A-Za-z0-9_\-]{20,}`), boundStart: true},
	// Round 29: a form's CSRF token, and a TOTP seed (base32) named as
	// the secret of a 2FA, MFA or TOTP setup.
	{kind: "csrf-token", group: 1, re: regexp.MustCompile(`(?i)name=["'](?:csrfmiddlewaretoken|csrf_?token|_csrf|authenticity_token|__RequestVerificationToken)["']\s+value=["']([^"'\s]{16,256})["']`)},
	{kind: "totp-seed", group: 1, re: regexp.MustCompile(`(?i:\b(?:totp|2fa|mfa|otp|authenticator)\b[^\n]{0,40}?\bsecret(?:\s+key)?)\s*[:=]?\s*([A-Z2-7]{16,64})\b`)},
	{kind: "vault-unseal-key", group: 1, fold: true, re: regexp.MustCompile(`unseal\s+key(?:\s+\d{1,2})?\s*:\s*([a-z0-9+/=]{20,})`)},
	// Round 11: credentials passed to a client call or command by
	// position (redis AUTH, red:auth, DBI->connect, PHP define), NATS and
	// NKey seeds, a Rails master key printed, altool/notarytool -p.
	{kind: "password", group: 1, fold: true, re: regexp.MustCompile(`(?:^|[\s>])auth\s+([^\s"']{8,128})\s*$`), ok: redisAuthValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:red|redis|client|conn|r)[:.]auth\s*\(\s*["']([^"'\n]{6,128})["']`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bdefine\s*\(\s*['"]\w*(?:PASSWORD|PASS|SECRET|KEY|TOKEN)\w*['"]\s*,\s*['"]([^'"\n]{4,256})['"]`), ok: notPlaceholder, okMatch: notCacheKeyName77},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bDBI->connect\s*\(\s*["'][^"'\n]*["']\s*,\s*["'][^"'\n]*["']\s*,\s*["']([^"'\n]{4,256})["']`), ok: notPlaceholder},
	{kind: "nats-seed", re: regexp.MustCompile(`S[UOACNPX]A[A-Z2-7]{53,58}`), boundStart: true, boundEnd: true},
	{kind: "rails-master-key", group: 1, re: regexp.MustCompile(`master\.key(?:\\n|\s)+([0-9a-f]{32})\b`)},
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:altool|notarytool)\b[^\n]*\s(?:-p|--password)\s+["']?([^\s"'@]{8,128})`), ok: func(v string) bool { return notPlaceholder(v) && !strings.HasPrefix(v, "@keychain") }},
	// Round 9: more vendor shapes and credential slots.
	{kind: "google-oauth-token", re: regexp.MustCompile(`ya29\.[A-Za-z0-9_\-]{30,}`), boundStart: true},
	{kind: "braintree-token", re: regexp.MustCompile(`access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}`), boundStart: true},
	{kind: "honeycomb-key", re: regexp.MustCompile(`hc[ax](?:ik|ic)_[a-z0-9]{40,}`), boundStart: true},
	{kind: "tailscale-key", re: regexp.MustCompile(`tskey-(?:auth|client|api|scim|webhook)-[A-Za-z0-9]+-[A-Za-z0-9]+`), boundStart: true},
	{kind: "launchdarkly-key", re: regexp.MustCompile(`(?:sdk|mob|api)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`), boundStart: true, boundEnd: true},
	{kind: "aws-signature", group: 1, re: regexp.MustCompile(`AWS4-HMAC-SHA256\b[^\n]*?Signature=([0-9a-f]{64})`)},
	{kind: "private-key", group: 1, re: regexp.MustCompile(`client-key-data["']?\s*:\s*["']?([A-Za-z0-9+/]{40,}={0,2})`)},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b[A-Z_]*(?:CREDENTIALS?|BASIC_AUTH|HTPASSWD)\w*["']?\s*[=:]\s*["']?[^\s:"'=]{1,64}:([^\s"']{6,128})`), ok: notPlaceholder},
	// Round 52: the element keeps its meaning under a namespace prefix and
	// with attributes (WS-Security <wsse:Password Type="...">, SOAP
	// headers, <ns:token kind="...">).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)<(?:[a-z][\w.-]{0,31}:)?(?:password|passwd|pass|secret|token|api[_-]?key|apikey|client[_-]?secret|access[_-]?key|secret[_-]?key)(?:\s[^<>]{0,256})?>([^<\s]{4,256})</(?:[a-z][\w.-]{0,31}:)?(?:password|passwd|pass|secret|token|api[_-]?key|apikey|client[_-]?secret|access[_-]?key|secret[_-]?key)>`), ok: notPlaceholder},
	// Session 21: a setting given in Groovy's call syntax, a line of its
	// own (Gradle's signingConfigs: storePassword 'V', keyPassword "V").
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*\w*[pP]ass(?:word|phrase)[ \t]+["']([^"'\n]{6,128})["'][ \t]*$`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bConvertTo-SecureString\s+(?:-String\s+)?["']([^"'\n]{4,256})["']`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bldap\w*\b[^\n]*\s-w\s+["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "ngrok-token", group: 1, fold: true, re: regexp.MustCompile(`(?:ngrok[^\n]{0,40}?\b(?:add-)?authtoken|ngrok_authtoken)["']?\s*[=:\s]\s*["']?([a-z0-9_]{30,})`), ok: hasDigitAndLetter},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\bsecrets\.\w+\s*=>\s*(\S{8,})`)},
	{kind: "url-api-key", group: 1, fold: true, re: regexp.MustCompile(`[?&](?:appid|api_?key|apikey|access_token|auth_token|client_secret|private_token)=([^&\s"'#]{16,})`), ok: looksLikeCredential(16)},
	{kind: "pagerduty-key", group: 1, re: regexp.MustCompile(`"?(?:routing_key|integration_key|service_key)"?\s*[:=]\s*"?([a-f0-9]{32})\b`)},
	// Round 22: ASP.NET auth cookies (CfDJ8 data-protection payloads), a
	// seed named after MFA in prose, a value wrapped in a secret type
	// (SecretStr('...'), Secret("...")), a token as a URL's user with
	// x-oauth-basic as its password.
	{kind: "cookie", group: 1, re: regexp.MustCompile(`\.AspNetCore\.[\w.]+=([A-Za-z0-9_\-]{40,})`)},
	{kind: "totp-seed", group: 1, re: regexp.MustCompile(`(?i)\b(?:mfa|totp|otp|2fa|authenticator)\b[^\n]{0,40}?\bseed\s+([A-Z2-7]{16,64})\b`), ok: hasDigitAndLetter},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\b(?:SecretStr|SecretBytes|Secret|Sensitive)\(\s*b?["']([^"'\n]{6,256})["']\s*\)`), ok: notPlaceholder},
	{kind: "url-token", group: 1, re: regexp.MustCompile(`://([A-Za-z0-9_\-]{20,}):x-oauth-basic@`)},
	// Round 23: Nostr private keys, a secret set by "aws configure set",
	// an MFA seed after a colon, a wallet import key, npm's _authToken
	// given after a space, a password piped into sudo -S or --stdin, an
	// .NET appSettings <add key="...Password" value="...">.
	{kind: "nostr-key", re: regexp.MustCompile(`nsec1[a-z0-9]{50,70}`), boundStart: true, boundEnd: true},
	// Round 52: an option after the key's name ("--profile") is never its
	// value.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\bconfigure\s+set\s+\S*(?:secret|token|password|key)\S*\s+["']?([^\s"']{8,256})`), ok: func(v string) bool { return notPlaceholder(v) && v[0] != '-' }},
	{kind: "totp-seed", group: 1, re: regexp.MustCompile(`(?i)\b(?:mfa|totp|otp|2fa|authenticator)\b[^\n]{0,30}?\bseed\b[^:\n]{0,30}:\s*([A-Z2-7]{16,64})\b`), ok: hasDigitAndLetter},
	{kind: "wallet-key", group: 1, re: regexp.MustCompile(`(?i)(?:\b|_)(?:wif|wallet\s+import|import\s+key|privkey)\b\W{0,4}\s*([5KLc][A-Za-z0-9]{50,51})\b`)},
	// Round 62 (fresh185-188): a WIF-shaped key (5, K, L or c and 50 or
	// 51 more letters and digits, mixed case) after words about a wallet
	// or a private key in the same line ("hot wallet export: V",
	// "exported private key V"): an address is shorter, a hash is hex.
	{kind: "wallet-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:wallet|private[ _\-]?key)\b[^\n]{0,30}?[\s:="']([5KLc][A-Za-z0-9]{50,51})\b`), ok: func(v string) bool { return hasUpperAndLower(v) && hasDigit(v) }},
	{kind: "npm-token", group: 1, re: regexp.MustCompile(`:_authToken[= ]\s*["']?([A-Za-z0-9\-_.]{20,})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:echo|printf)\s+(?:-n\s+)?["']([^"'\n]{6,128})["']\s*\|\s*(?:sudo\s+-\w*S|[^|\n]*--password-stdin|passwd\s+--stdin|chpasswd)`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)<add\s+key="[^"]*(?:password|secret|token|apikey|pwd)[^"]*"\s+value="([^"]{4,256})"`), ok: notPlaceholder, okMatch: notSettingAboutSecret},
	// Microsoft Teams incoming webhooks (the URL is the credential).
	{kind: "teams-webhook", re: regexp.MustCompile(`https://[\w-]+\.webhook\.office\.com/webhookb2/[^\s"'<>]+|https://outlook\.office(?:365)?\.com/webhook/[^\s"'<>]+`)},
	{kind: "slack-token", re: regexp.MustCompile(`xox[abprse]-[A-Za-z0-9\-]{10,}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "slack-webhook", re: regexp.MustCompile(`https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/\-]{8,}`), ok: func(v string) bool { return !filledPath(v) }},
	{kind: "aws-access-key-id", re: regexp.MustCompile(`AKIA[A-Z0-9]{16}`), boundStart: true, boundEnd: true},
	{kind: "aws-access-key-id", re: regexp.MustCompile(`ASIA[A-Z0-9]{16}`), boundStart: true, boundEnd: true},
	{kind: "google-api-key", re: regexp.MustCompile(`AIza[0-9A-Za-z_\-]{35}`), boundStart: true, boundEnd: true},
	{kind: "stripe-key", re: regexp.MustCompile(`sk_(?:live|test)_[A-Za-z0-9]{20,}`), boundStart: true},
	{kind: "stripe-key", re: regexp.MustCompile(`rk_(?:live|test)_[A-Za-z0-9]{20,}`), boundStart: true},
	{kind: "stripe-webhook-secret", re: regexp.MustCompile(`whsec_[A-Za-z0-9+/]{24,}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "huggingface-token", re: regexp.MustCompile(`hf_[A-Za-z0-9]{30,}`), boundStart: true, ok: hasUpperAndLower},
	{kind: "npm-token", re: regexp.MustCompile(`npm_[A-Za-z0-9]{36}`), boundStart: true, boundEnd: true},
	{kind: "jwt", re: regexp.MustCompile(`eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]*`), boundStart: true, ok: jwtNotExample},
	{kind: "sendgrid-key", re: regexp.MustCompile(`SG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{30,64}`), boundStart: true, boundEnd: true},
	{kind: "twilio-key", re: regexp.MustCompile(`SK[0-9a-f]{32}`), boundStart: true, boundEnd: true},
	{kind: "discord-webhook", re: regexp.MustCompile(`https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{5,25}/[A-Za-z0-9_\-]{30,}`)},
	// A Telegram bot token, bare or in a Bot API path (/bot<token>/method).
	{kind: "telegram-token", group: 1, re: regexp.MustCompile(`(?:bot)?(\d{8,10}:A[A-Za-z0-9_\-]{34})`), boundStart: true, boundEnd: true},
	// A Discord bot token: base64 user id, timestamp, HMAC.
	{kind: "discord-token", re: regexp.MustCompile(`[A-Za-z0-9_\-]{23,28}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,40}`), boundStart: true, boundEnd: true, ok: func(v string) bool { return hasDigitAndLetter(v) && hasUpperAndLower(v) }},
	// A Terraform Cloud / Enterprise API token.
	{kind: "terraform-token", re: regexp.MustCompile(`[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-]{60,90}`), boundStart: true},
	// Oracle JDBC thin/OCI URLs carry user/password before the '@'.
	{kind: "dsn-password", group: 1, fold: true, re: regexp.MustCompile(`jdbc:oracle:(?:thin|oci8?|kprb):[\w$#]{1,30}/([^\s@/"']{1,128})@`), ok: notPlaceholder},
	// A raw 32-byte key in hex after a private/secret key or seed label
	// (wallets, signing keys): a digest is labelled by its algorithm.
	{kind: "private-key", group: 1, fold: true, re: regexp.MustCompile(`(?:private[_ \-]?key|priv[_ \-]?key|secret[_ \-]?key|signing[_ \-]?key|seed|mnemonic[_ \-]?seed)["']?(?:\s*[:=]\s*["']?|[ \t]+(?:(?:is|was)[ \t]+)?)(?:0x)?([0-9a-f]{64})\b`)}, // round 62: or after a space or "is"
	// Registry credentials in a Kubernetes Secret's data (base64 JSON).
	{kind: "docker-config", group: 1, re: regexp.MustCompile(`\.docker(?:configjson|cfg)["']?\s*:\s*["']?([A-Za-z0-9+/]{20,}={0,2})`)},
	// A credential-shaped string passed positionally to a client
	// constructor or call: 32-100 base64 characters mixing upper, lower
	// and digits with high entropy (not hex, not a word).
	{kind: "client-secret", group: 2, re: regexp.MustCompile(`[(,]\s*(['"])([A-Za-z0-9+/_\-]{32,100}={0,2})['"]\s*[,)]`), ok: highEntropyToken, fallback: true},
	{kind: "digitalocean-token", re: regexp.MustCompile(`do[opr]_v1_[a-f0-9]{64}`), boundStart: true},
	{kind: "vault-token", re: regexp.MustCompile(`hv[sbr]\.[A-Za-z0-9_\-]{24,}`), boundStart: true, ok: hasDigitAndLetter},
	{kind: "age-key", re: regexp.MustCompile(`AGE-SECRET-KEY-1[0-9A-Z]{50,}`), boundStart: true},
	{kind: "grafana-token", re: regexp.MustCompile(`(?:glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}|glc_[A-Za-z0-9+/]{32,}={0,2})`), boundStart: true},
	{kind: "linear-key", re: regexp.MustCompile(`lin_(?:api|oauth)_[A-Za-z0-9]{40}`), boundStart: true},
	{kind: "doppler-token", re: regexp.MustCompile(`dp\.(?:st|ct|sa|pt|scim|audit)\.(?:[a-z0-9_\-]{2,35}\.)?[A-Za-z0-9]{40,44}`), boundStart: true},
	{kind: "pypi-token", re: regexp.MustCompile(`pypi-AgE[A-Za-z0-9_\-]{50,}`), boundStart: true},
	{kind: "docker-token", re: regexp.MustCompile(`dckr_pat_[A-Za-z0-9_\-]{20,}`), boundStart: true},
	{kind: "shopify-token", re: regexp.MustCompile(`shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}`), boundStart: true},
	{kind: "databricks-token", re: regexp.MustCompile(`dapi[a-f0-9]{32}(?:-\d)?`), boundStart: true, boundEnd: true},
	{kind: "sentry-token", re: regexp.MustCompile(`sntr[ysu]_[A-Za-z0-9_\-+/=]{40,}`), boundStart: true},
	{kind: "postman-key", re: regexp.MustCompile(`PMAK-[a-f0-9]{24}-[a-f0-9]{34}`), boundStart: true},
	{kind: "atlassian-token", re: regexp.MustCompile(`ATATT3[A-Za-z0-9_\-=]{100,}`), boundStart: true},
	{kind: "notion-token", re: regexp.MustCompile(`ntn_[A-Za-z0-9]{40,}`), boundStart: true},
	{kind: "notion-token", re: regexp.MustCompile(`secret_[A-Za-z0-9]{43}`), boundStart: true, boundEnd: true, ok: randomTail(7)},
	// A base64-encoded PEM private key (kubeconfig client-key-data, CI variables).
	{kind: "private-key", re: regexp.MustCompile(`LS0tLS1CRUdJTi[A-Za-z0-9+/]{20,}={0,2}`), ok: encodedPrivateKey},
	{kind: "url-password", re: regexp.MustCompile(`://`), scan: urlPasswords},
	{kind: "dsn-password", group: 1, re: regexp.MustCompile(`[\w.\-]{1,64}:([^\s@"'/:()]{1,256})@(?:tcp|unix|udp|tcp6)\(`), ok: notPlaceholder},
	{kind: "dsn-password", group: 1, fold: true, re: regexp.MustCompile(`(?:sqlplus|connect|conn|expdp|impdp|sqlldr|rman)\s+(?:-\w+\s+)*[\w$#]{1,30}/([^\s@/"']{1,128})@`), ok: notPlaceholder},
	{kind: "sas-signature", group: 1, re: regexp.MustCompile(`[?&;]sig=([A-Za-z0-9%+/=_\-]{20,})`), ok: notPlaceholder},
	{kind: "password", group: 1, fold: true, re: regexp.MustCompile(`machine\s+\S+\s+(?:login\s+\S+\s+)?password\s+(\S+)`), ok: notPlaceholder},
	// Commands whose -p is a password: mysql -pPW / -p'PW' (attached),
	// Round 40: the argument of a "login" subcommand that is a generated
	// key (wandb login KEY, huggingface-cli login TOKEN), not a host.
	{kind: "token", group: 1, re: regexp.MustCompile(`(?:^|[\s;|&(])[a-z][\w.\-]*\s+(?:auth\s+)?login\s+([A-Za-z0-9_\-]{20,128})(?:$|[\s;|&)])`), ok: loginKey},
	// Round 40: Mapbox secret tokens (sk. then a base64 JSON header); the
	// public ones (pk.) are meant to be shown.
	{kind: "mapbox-token", re: regexp.MustCompile(`sk\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}`), boundStart: true},
	// Round 40: psql's -W takes no value (it asks for the password), so a
	// made word typed after it is the password put on the command line by
	// mistake, not a database name.
	{kind: "password", group: 1, re: regexp.MustCompile(`\bpsql\b[^\n]*\s-W\s+([A-Za-z0-9!@#%^&*_+=.\-]{8,128})(?:$|\s)`), ok: func(v string) bool { return hasUpperAndLower(v) && hasDigitAndLetter(v) && notPlaceholder(v) }},
	// sshpass -p PW, docker/podman/helm/oras login -p PW.
	{kind: "password", fold: true, scan: cliPasswords, re: regexp.MustCompile(`(?:^|[\s;|&("'])(?:mysql|mysqldump|mysqladmin|mysqlimport|mariadb|mariadb-dump|sshpass|docker\s+login|podman\s+login|buildah\s+login|skopeo\s+login|helm\s+registry\s+login|oras\s+login)\b`)},
	// curl/wget -u/--user user:password.
	{kind: "password", fold: true, scan: userPasswords, re: regexp.MustCompile(`(?:^|[\s;|&(])(?:curl|wget|http|xh|httpie)\b`)},
	// A Cookie or Set-Cookie header line, also as a verbose HTTP client
	// prints it ("< Set-Cookie:", "> Cookie:").
	{kind: "cookie", fold: true, scan: cookieValues, re: regexp.MustCompile(`(?:^|\n)[ \t]*(?:[<>][ \t]+)?(?:set-)?cookie[ \t]*:`)},
	{kind: "authorization", fold: true, group: 1, re: regexp.MustCompile(`authorization["']?(?:[ \t]*[:=][ \t]*|[ \t]+)["']?(?:bearer|basic|token|bot)[ \t]+([a-z0-9\-._~+/]+=*)`), ok: looksLikeCredential(8)},
	// Session 27: a SASL PLAIN credential as a mail or IMAP log shows it
	// ("AUTH PLAIN AHVzZXIAcGFzcw==", "a1 AUTHENTICATE PLAIN ..."): base64
	// of "authzid NUL user NUL password", so the password travels in it.
	{kind: "sasl-plain", group: 1, re: regexp.MustCompile(`(?i)\bauth(?:enticate)?[ \t]+plain[ \t]+([A-Za-z0-9+/]{8,}={0,2})`), ok: saslPlain},
	// Round 26: a password typed into a prompt by an expect script; a
	// CloudFront signature; a JWK's private parts; a container env entry
	// named for a secret; a Java/XML property named for one.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bexpect\s+(?:-\w+\s+)?["'{][^"'}\n]*(?:password|passphrase|passwort|contraseña|mot de passe)[^"'}\n]*["'}]\s*(?:;|\n|\\n|\s)\s*send\s+(?:--\s+)?["'{]([^"'}\n\\]{4,128})(?:\\r|\\n)?["'}]`), ok: notPlaceholder},
	// Round 59: expect's send of a made value alone (the prompt it answers
	// was on an earlier line): a password typed in; psql's -W (the
	// password prompt flag) with a made value glued to it; a Wi-Fi
	// profile's keyMaterial (netsh, WLAN profile XML), the network's key.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s;{])send\s+(?:--\s+)?"([^"\s\\]{8,128})\\r"`), ok: madeTypedSecret},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s;|&(])(?:psql|pg_dump|pg_dumpall|pg_restore|pgbench)\b[^\n|;&]*?[ \t]-W([^\s'"]{6,128})`), ok: madeTypedSecret},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bkeyMaterial\s*(?:=|>)\s*"?([^\s"<]{8,63})`), ok: notPlaceholder},
	// Round 26c: a password after "credentials for <user> /", an Azure
	// storage account key given as key1=/key2=, an exported encryption or
	// signing key, a password an expect log shows being sent.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bcredentials?\s+for\s+[\w.@-]{1,64}\s*[/:]\s*([^\s'"/)]{6,128})`), ok: notPlaceholder},
	{kind: "account-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:account\s*key|accountkey|key[12])\s*[=:]\s*["']?([A-Za-z0-9+/]{80,}={0,2})`)},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\b[A-Z0-9_]*(?:ENCRYPTION|SIGNING|MASTER|PRIVATE|HMAC|JWT|SESSION|CIPHER|AES|FERNET)_?KEY(?:_(?:HEX|B64|BASE64|BYTES|RAW|SEED))?\s*=\s*["']?([A-Za-z0-9+/_\-]{20,}={0,2})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bsend\s+["']([^"'\\\n]{4,128})(?:\\r|\\n)?["'][^\n]{0,40}\bpass(?:word|phrase)\b`), ok: notPlaceholder},
	{kind: "mailchimp-key", re: regexp.MustCompile(`[0-9a-f]{32}-us\d{1,2}`), boundStart: true, boundEnd: true},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bbind_?pw\s*[=:\s]\s*["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\b[A-Z][A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD)\w*\s*=\s*['"]?\{[^}\n]{0,200}?"(?:k|d|key|secret|value|password|token)"\s*:\s*"([A-Za-z0-9+/_\-=]{16,})"`)},
	{kind: "cloudfront-signature", group: 1, re: regexp.MustCompile(`\bCloudFront-Signature=([A-Za-z0-9_~\-]{40,}={0,2})`)},
	{kind: "private-key", group: 1, re: regexp.MustCompile(`"kty"\s*:\s*"(?:EC|RSA|OKP|oct)"[^{}]*?"(?:d|k)"\s*:\s*"([A-Za-z0-9_\-]{20,})"`)},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bname:\s*["']?\w*(?:PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|PRIVATE_KEY|CREDENTIALS?)\w*["']?\s*(?:\\n|\n)\s*value:\s*["']?([^"'\s\\]{4,256})`), ok: notPlaceholder, okMatch: notReferenceEnvName78},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)<property\s+name="[^"]*(?:password|passwd|secret|token|api[-_.]?key|credential)[^"]*"\s*value="([^"]{4,256})"`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)<property\s+name="[^"]*(?:password|passwd|secret|token|api[-_.]?key|credential)[^"]*"\s*>([^<\n]{4,256})</property>`), ok: notPlaceholder},
	// Round 63 (fresh189-192): New Relic's prefixed keys (a user key
	// NRAK- and 27 upper-case letters and digits; an Insights insert key
	// NRII- and 32), named or not.
	{kind: "newrelic-key", re: regexp.MustCompile(`NRAK-[A-Z0-9]{27}|NRII-[A-Za-z0-9_\-]{32}`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	// Round 63 (fresh189-192): a config line of only a key named for a
	// password or secret and its value split by blanks ("bindpw V",
	// "smtp_auth_password V": ldap.conf, nslcd.conf and their kin); a
	// value that is a word, a slot, a path or a number stays. A token
	// named so is round 41's, which knows a page's cursor from a
	// credential.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?im)^[ \t]*[a-z][a-z0-9_.\-]{0,40}(?:pw|pwd|pass|passwd|password|secret)[ \t]+([^\s"'#]{8,128})[ \t]*\r?$`), ok: func(v string) bool { return strongMadeValue(v) && !isReference(v) && !strings.ContainsAny(v, "/\\=,") }},
	// Round 62 (fresh185-188): Okta's SSWS scheme and its token wherever
	// it stands (a curl -H without the header's name, a note).
	{kind: "authorization", group: 1, re: regexp.MustCompile(`\bSSWS[ \t]+([A-Za-z0-9_\-]{20,64})\b`), ok: hasDigitAndLetter},
	// Any other Authorization scheme (key=..., SSWS, sso-key, Digest
	// material, a bare credential): the credential after the scheme.
	{kind: "authorization", fold: true, group: 1, re: regexp.MustCompile(`authorization["']?[ \t]*[:=][ \t]*["']?(?:[a-z][a-z0-9_\-]{0,20}(?:[ \t]+|=))?([a-z0-9\-._~+/:]{16,}=*)`), ok: looksLikeCredential(16)},
	// HTTP basic auth given as a (user, password) pair in code:
	// auth=('api', 'key-...'), HTTPBasicAuth("u", "p"), SetBasicAuth("u", "p").
	{kind: "password", group: 3, re: regexp.MustCompile(`(?i)(?:\bauth|basic_?auth|HTTPBasicAuth|BasicAuth|SetBasicAuth|DigestAuth|NetworkCredential|PasswordAuthentication|UsernamePasswordCredentials?|UsernamePasswordCredential|PasswordCredential)\s*[=(:]\s*[(\[]?\s*(['"])[^'"\n]{0,64}['"]\s*,\s*(['"])([^'"\n]{6,256})['"]`), ok: notPlaceholder},
	// Session cookies outside a Cookie header: name=value where the name
	// says session (connect.sid, PHPSESSID, JSESSIONID, _app_session).
	// Round 65 (fresh197-200): a bare "session=" of hex digits is a log's
	// session id (proctor session=6cc2... event=...), not a cookie; a
	// cookie's value is a made token or is named by its framework.
	{kind: "cookie", group: 1, fold: true, re: regexp.MustCompile(`[a-z0-9_.\-]*(?:sessid|session|\.sid|_sid|-sid|_sess)[a-z0-9_]*=([^\s;,"'&]{16,})`), ok: func(v string) bool { return looksLikeCredential(16)(v) && !isPlaceholder(v) }, okMatch: notSessionIdentifier94, notAt: telephonyDialogue76},
	// A secret passed positionally to an SDK client constructor that
	// takes (account or application id, secret): Twilio Client(sid,
	// token) and twilio(sid, token), Algolia algoliasearch(appId,
	// apiKey) and SearchClient.create(appId, apiKey), Pusher.
	{kind: "client-secret", group: 1, re: regexp.MustCompile(`(?:algoliasearch|SearchClient\.create|searchClient|Client|twilio|Twilio|Pusher)\s*\(\s*['"][A-Za-z0-9_\-]{6,64}['"]\s*,\s*['"]([A-Za-z0-9_\-]{20,128})['"]`), boundStart: true, ok: func(v string) bool { return looksLikeCredential(20)(v) && !isPlaceholder(v) }},
	// A line of a libpq password file (.pgpass): host:port:database:user:
	// password, the port a number or "*".
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)(?:^|[\s'"])[\w.\-*]+:(?:\d{1,5}|\*):[\w.\-*]+:[\w.\-*@]+:([^\s:'"]{6,128})(?:$|[\s'"])`), ok: func(v string) bool { return (hasDigitAndLetter(v) || strongMadeValue(v)) && notPlaceholder(v) }, okMatch: notHexSegments},
	// Fly.io tokens: "FlyV1 fm1_/fm2_..." macaroons, comma-joined.
	{kind: "flyio-token", re: regexp.MustCompile(`fm[12][ar]?_[A-Za-z0-9_\-+/=]{32,}`), boundStart: true},
	// The key id of a service-account private key (GCP JSON key files).
	{kind: "private-key-id", group: 1, fold: true, re: regexp.MustCompile(`"private_key_id"\s*:\s*"([a-f0-9]{32,64})"`)},
	// Round 21: password flags of other clients (redis-cli -a/--pass,
	// cqlsh and mongosh -p, keytool -storepass/-keypass, openssl
	// -passin pass:, zip -P, smbclient -U user%pw).
	{kind: "password", fold: true, scan: flagPasswords, re: regexp.MustCompile(`(?:^|[\s;|&(/])(?:redis-cli|cqlsh|mongo|mongosh|mongodump|mongorestore|keytool|openssl|zip|unzip|7z|ipmitool|smbclient|rabbitmqctl|influx|clickhouse-client|vault\s+login|az\s+login|snmp\w+|psql|pg_dump|pg_dumpall|pg_restore|pgbench|xfreerdp|wlfreerdp|sdl-freerdp|vsql|beeline|unrar|rar|dsadd|dsmod|esxcli|nomad|hydra|x11vnc|tsql|jarsigner|signtool|certutil|pk12util|winrs|schtasks|plink|pscp|psftp|putty|kitty|kadmin|apksigner|pdftk)\b`)},
	// Round 27: Windows-style /pass: flags (cmdkey, net use, msdeploy),
	// and a password echoed into sudo -S.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|\s)/(?:pass|password|pwd):([^\s"'/=]{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?:^|[\s;|&(])(?:echo|printf)\s+(?:-\w+\s+)?["']?([^\s"'|$]{6,128})["']?\s*\|\s*(?:sudo\s+(?:-\w+\s+)*?-\w*S\b|[^|\n]*--password-stdin|[^|\n]*--passwd-on-stdin|passwd\s+--stdin|chpasswd|cryptsetup[ \t]+(?:open|luksOpen|luksFormat|luksAddKey|luksResume)\b)`), ok: notPlaceholder},
	// Round 30: Groq keys; a -P password right after a -u user (a login,
	// not a port: the value has letters); net use's password after
	// /user:; netsh's "Key Content :" (a Wi-Fi passphrase); macOS
	// security's -w password.
	{kind: "groq-key", re: regexp.MustCompile(`gsk_[A-Za-z0-9]{40,}`), boundStart: true},
	// Round 52: a key or token named in a sentence as the one "for" a
	// thing, then "is"/"was" and a made value ("the secret key for the
	// scans bucket is V").
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b(?:(?:secret|access|api|private|signing|master)\s+key|token|secret)\s+for\s+(?:\S{1,64}\s+){0,4}?(?:is|was|=)\s*:?\s*["']?([A-Za-z0-9+/=_\-]{16,256})`), ok: func(v string) bool { return notPlaceholder(v) && hasDigitAndLetter(v) }},
	// Round 32: a password named in a sentence of a log or an error
	// ("... with password \"X\"", "password for 'deploy' was X").
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:with|using)\s+password\s+\\?["']([^"'\\\n]{4,128})\\?["']`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bpassword\s+for\s+\S{1,64}\s+(?:was|is|=)\s*:?\s*["']?([^\s"']{6,128})`), ok: func(v string) bool {
		return notPlaceholder(v) && (hasDigitAndLetter(v) || hasUpperAndLower(v) && len(v) >= 10)
	}},
	// Round 33: a password named in a sentence in any common language
	// (redact_named.go); net use's password given by position before
	// /user:; a Terraform variable whose name says password or secret,
	// with a default; a key in a URL query under a plain "key" or
	// "token" name when it looks made; JFrog Artifactory API keys.
	{kind: "password", scan: namedPasswords, re: passwordWords},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bnet\s+use\s+(?:[a-z]:\s+|\*\s+)?\\\\\S+\s+["']?([^\s"'/*][^\s"']{3,127})`), ok: func(v string) bool { return notPlaceholder(v) && !strings.HasPrefix(v, "/") }},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\bvariable\s+"[^"\n]*(?:password|passwd|secret|token|api_?key|private_?key)[^"\n]*"\s*\{[^}]{0,200}?\bdefault\s*=\s*"([^"\n]{4,256})"`), ok: notPlaceholder},
	{kind: "url-api-key", group: 1, re: regexp.MustCompile(`[?&](?:key|token|secret)=([A-Za-z0-9_\-]{24,128})(?:$|[&\s"'#])`), ok: looksLikeCredential(24)},
	{kind: "artifactory-api-key", re: regexp.MustCompile(`AKCp[A-Za-z0-9]{60,80}`), boundStart: true, boundEnd: true},
	// Round 34: GitLab runner registration tokens (GR1348941 prefix); a
	// password in an object's property named for it ($CFG->dbpass = '...',
	// $this->smtp_password = "...").
	{kind: "gitlab-runner-token", re: regexp.MustCompile(`GR1348941[A-Za-z0-9_\-]{20,}`), boundStart: true},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)->\s*\w*(?:pass|passwd|password|pwd|secret|token)\s*=\s*['"]([^'"\n]{4,256})['"]`), ok: notPlaceholder},
	// A client built from an account id and, by position, its secret
	// (twilio.rest.Client(account_sid, "<auth token>")).
	{kind: "secret", group: 1, re: regexp.MustCompile(`\bClient\s*\(\s*[\w.]*(?:sid|account|key_?id|user(?:name)?|login)\w*\s*,\s*["']([A-Za-z0-9_\-]{20,128})["']`), ok: func(v string) bool { return notPlaceholder(v) && hasDigitAndLetter(v) }},
	{kind: "password", group: 1, re: regexp.MustCompile(`\s-u\s+["']?[^\s"']+["']?\s+-P\s+["']?([^\s"'-][^\s"']{7,127})`), ok: func(v string) bool { return notPlaceholder(v) && hasDigitAndLetter(v) }},
	// Round 52: the same pair with a lower-case -p (psexec, paexec, mongo
	// and many Windows tools take -u user -p password); a port or a path
	// after -p has no letters, or holds a '/' or ':'.
	{kind: "password", group: 1, re: regexp.MustCompile(`\s-u\s+["']?[^\s"']+["']?\s+-p\s+["']?([^\s"'-][^\s"']{7,127})`), ok: func(v string) bool {
		return notPlaceholder(v) && hasDigitAndLetter(v) && !strings.ContainsAny(v, "/:")
	}},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bnet\s+use\b[^\n]*?\s/user:\S+\s+["']?([^\s"'/*][^\s"']{3,127})`), ok: notPlaceholder},
	{kind: "wifi-passphrase", group: 1, re: regexp.MustCompile(`(?i)\bKey\s+Content\s*:\s*(\S{8,63})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsecurity\s+(?:add|set)-(?:generic|internet)-password\b[^\n]*?\s-w\s+["']?([^\s"'-][^\s"']{3,127})`), ok: notPlaceholder},
	// Signed-URL signatures (CloudFront Signature=, generic signature=).
	{kind: "url-signature", group: 1, re: regexp.MustCompile(`[?&](?:Signature|signature)=([A-Za-z0-9_~\-%+/=]{40,})`)},
	{kind: "mailgun-key", re: regexp.MustCompile(`key-[0-9a-f]{32}`), boundStart: true, boundEnd: true},
	// TOTP/MFA seeds: base32 under a name that says totp, otp, mfa or 2fa.
	{kind: "totp-seed", group: 1, re: regexp.MustCompile(`(?i)(?:totp|mfa|otp|2fa)[^\n]{0,40}?\b(?:seed|secret|key)["']?\s*[:=]\s*["']?([A-Z2-7]{16,64})\b`), ok: hasDigitAndLetter},
	{kind: "totp-seed", group: 1, re: regexp.MustCompile(`(?i)\b\w*(?:totp|mfa|otp|2fa)\w*(?:seed|secret)\w*["']?\s*[:=]\s*["']?([A-Z2-7]{16,64})\b`), ok: hasDigitAndLetter},
	{kind: "azure-devops-pat", group: 1, re: regexp.MustCompile(`\b[A-Z0-9_]*_PAT["']?\s*[=:]\s*["']?([a-z0-9]{52})\b`)},
	{kind: "private-key", group: 1, re: regexp.MustCompile(`\btls\.key["']?\s*:\s*["']?([A-Za-z0-9+/]{40,}={0,2})`)},
	{kind: "password", group: 1, re: regexp.MustCompile(`"[A-Za-z0-9_]*(?:PASS|PWD|pass|pwd)"\s*:\s*"([A-Za-z0-9+/]{12,}={0,2})"`), ok: notPlaceholder},
	{kind: "slack-token", re: regexp.MustCompile(`xapp-\d-[A-Za-z0-9]+-\d+-[A-Za-z0-9]{20,}`), boundStart: true},
	{kind: "telegram-token", group: 1, re: regexp.MustCompile(`/bot(\d{6,12}:[A-Za-z0-9_\-]{30,46})`)},
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`\b(?:psk|wpa_passphrase|sae_password)\s*=\s*"?([^"\s\n]{8,63})"?`), ok: notPlaceholder},
	// Session 23: the wpa_passphrase command takes the network's name,
	// then its passphrase.
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`\bwpa_passphrase[ \t]+(?:"[^"\n]*"|'[^'\n]*'|[^\s"'=]+)[ \t]+["']?([^"'\s]{8,63})`), ok: notPlaceholder},
	// Round 36: a Wi-Fi pre-shared key as a JSON or YAML field ("psk":
	// "...", psk: ...), as network managers and firmware configs write it.
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`(?i)["']?\b(?:psk|wpa_?passphrase|sae_password|pre_?shared_?key|wifi_?psk)["']?\s*:\s*["']?([^"'\s,}]{8,63})`), ok: func(v string) bool { return notPlaceholder(v) && !allDigits(v) && v != "true" && v != "false" }},
	{kind: "firebase-key", re: regexp.MustCompile(`AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{60,}`), boundStart: true},
	{kind: "alibaba-access-key-id", re: regexp.MustCompile(`LTAI[A-Za-z0-9]{12,20}`), boundStart: true, boundEnd: true},
	{kind: "xai-key", re: regexp.MustCompile(`xai-[A-Za-z0-9]{40,}`), boundStart: true},
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:requirepass|masterauth)\s+["']?([^\s"']{6,128})`), ok: notPlaceholder},
	// Round 55: a hash copied through a URL-safe or log escaping carries
	// '-' and '_' where crypt's alphabet has '.' and '/': the same hash.
	// Round 64: the lengths as written, not only as specified (a hash
	// copied with a character lost or added is still one), SHA-crypt with
	// rounds= and yescrypt ($y$). Argon2's PHC strings, shown as a stored
	// column's example in many tables, stay.
	{kind: "password-hash", re: regexp.MustCompile(`\$2[abxy]\$\d\d\$[./A-Za-z0-9+_\-]{48,60}|\$apr1\$[./A-Za-z0-9_\-]{1,8}\$[./A-Za-z0-9_\-]{20,24}|\$[56]\$(?:rounds=\d{3,9}\$)?[./A-Za-z0-9_\-]{1,16}\$[./A-Za-z0-9_\-]{40,90}|\$y\$[./A-Za-z0-9_\-]{1,8}\$[./A-Za-z0-9_\-]{8,64}\$[./A-Za-z0-9_\-]{40,64}`), ok: hasDigitAndLetter},
	{kind: "private-key", re: regexp.MustCompile(`b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{20,}={0,2}`)},
	// A Kubernetes env entry: "- name: X_API_KEY" then "value: V".
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)-\s*name:\s*["']?\w*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PAT|CREDENTIALS?)["']?\s*\n\s*value:\s*["']?([^\s"'\n]{8,256})`), ok: notPlaceholder},
	// A value echoed into a vault or password file.
	{kind: "password", group: 1, re: regexp.MustCompile(`\becho\s+(?:-n\s+)?["']([^"'\n]{8,128})["']\s*>\s*\S*(?:vault|pass|secret|token)\S*`), ok: notPlaceholder},
	// A session id printed as one ("session_id() = ...").
	{kind: "cookie", group: 1, re: regexp.MustCompile(`(?i)\bsession_?id(?:\(\))?\s*[=:]\s*["']?([A-Za-z0-9]{20,128})\b`), ok: looksLikeCredential(20), notAt: telephonyDialogue76},
	// A secret named in prose and given right after ("secret S6cN...").
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b(?:secret|api\s+secret|client\s+secret)\s+([A-Za-z0-9]{32,64})\b`), ok: looksLikeCredential(32)},
	{kind: "bearer-token", fold: true, group: 1, re: regexp.MustCompile(`bearer\s+([a-z0-9\-._~+/]+=*)`), boundStart: true, ok: looksLikeCredential(16)},
	// Round 25: htpasswd -b takes the password as its last argument
	// (after the file and the user); ssh-keygen -N/-P take the new and old
	// passphrase; an Oracle EZConnect string is user/password@//host; and
	// prose that gives a password right after the word ("sending password
	// X to", "the password is X") when X is a random-looking token.
	{kind: "password", group: 1, re: regexp.MustCompile(`\bhtpasswd(?:\s+-[A-Za-z]+)*\s+-[A-Za-z]*b[A-Za-z]*(?:\s+-[A-Za-z]+)*\s+[^\s-]\S*\s+\S+\s+["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bssh-keygen\b[^\n]*?\s-N\s*["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bssh-keygen\b[^\n]*?\s-P\s*["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "dsn-password", group: 1, re: regexp.MustCompile(`\b[\w$#]{1,30}/([^\s@/"']{4,128})@//[\w.\-]+`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:password|passphrase|passcode)\s+(?:is\s+|was\s+)?([A-Za-z0-9!#$%&*+=?@^_~.\-]{8,64})(?:[\s,;.)]|$)`), ok: func(v string) bool { return mixedCaseAndDigit(v) && notPlaceholder(v) }},
	// sqlcmd, bcp, osql and isql take the password after -P; an auth
	// token given in prose right after the word ("with token <hex>").
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:sqlcmd|bcp|osql|isql)\b[^\n]*?\s-P\s*["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "token", group: 1, re: regexp.MustCompile(`(?i)\b(?:auth\s+token|token|secret)\s+(?:is\s+)?([0-9a-f]{32,64})\b`), ok: notPlaceholder},
	// A key given in prose after "using key" / "with key" / "api key",
	// when it reads as a random token; a scheme-less //user:password@host
	// (npm registry URLs in .npmrc and logs).
	{kind: "api-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:using|with|api)\s+key\s+([A-Za-z0-9][A-Za-z0-9_\-]{31,127})\b`), ok: func(v string) bool { return highEntropyToken(v) && notPlaceholder(v) }},
	{kind: "url-password", group: 1, re: regexp.MustCompile(`(?:^|[\s"'=(])//[^\s/:@"']{1,128}:([^\s/@"']{6,128})@[\w.\-]+`), ok: notPlaceholder},
	// Round 25c: HashiCorp Vault tokens (hvs./hvb./hvr.), a PowerShell
	// -Password "..." parameter, and the password argument of PHP's PDO.
	{kind: "vault-token", re: regexp.MustCompile(`\bhv[sbr]\.[A-Za-z0-9_\-]{20,}`), boundStart: true},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\s-Password\s+["']([^"'\n]{4,128})["']`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bnew\s+PDO\s*\(\s*['"][^'"\n]*['"]\s*,\s*['"][^'"\n]*['"]\s*,\s*['"]([^'"\n]{4,128})['"]`), ok: notPlaceholder},
	// Round 35 (fresh79-82): a password handed over by a setter or a
	// builder named for it (SetPassword("..."), with_password('...')); a
	// user created or changed with its password by position (net user
	// NAME PASS /add); a registry value named for a password (reg add ...
	// /v DefaultPassword ... /d X; Set-ItemProperty -Name DefaultPassword
	// -Value X); a secret given to a command through process substitution
	// (--vault-password-file <(echo X)); a made value echoed into a key or
	// credential file (echo HEX > config/master.key); a Twitch chat token
	// (oauth: and 30 characters).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:set|with)_?pass(?:word|wd|phrase)\s*\(\s*["']([^"'\s]{4,128})["']`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bnet\s+user\s+["']?[^\s"'/]+["']?\s+["']?([^\s"'/*][^\s"']{3,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)/v\s+["']?\w*pass(?:word|wd|phrase)?\w*["']?\s+(?:/t\s+\w+\s+)?/d\s+["']?([^\s"'$%][^\s"']{3,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)-Name\s+["']?\w*pass(?:word|wd|phrase)\w*["']?\s+-Value\s+["']?([^\s"'$][^\s"']{3,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:pass(?:word)?|secret|token|key)[\w-]*(?:=|\s+)<\(\s*(?:echo|printf)\s+(?:-n\s+)?["']?([^\s"'$)][^\s"')]{5,127})`), ok: notPlaceholder},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\b(?:echo|printf)\s+(?:-n\s+)?["']?([A-Za-z0-9+/=_\-]{16,256})["']?\s*>>?\s*\S*(?:master\.key|\.key\b|credential|secret|token|passw)\S*`), ok: func(v string) bool { return notPlaceholder(v) && hasDigitAndLetter(v) }},
	// Round 36: a config key named for a password written in snake case,
	// its value after a blank (irods_password X, db_passwd X), as
	// space-separated config files and CLIs echo it; the value must look
	// made. A HubSpot private app token (pat-<region>-<uuid>). An ESPHome
	// API encryption key (encryption: key: 32 bytes of base64). A key
	// named for a network or encryption key given as an array of bytes
	// (Zigbee network_key: [..16 bytes..]), not the documented default.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)[a-z0-9]_pass(?:word|wd|phrase)[ \t]+([^\s"'=:]{8,128})(?:$|\s)`), ok: madeNotSwitch77},
	{kind: "hubspot-token", re: regexp.MustCompile(`pat-(?:na|eu|ap)\d-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`), boundStart: true, boundEnd: true},
	{kind: "esphome-key", group: 1, re: regexp.MustCompile(`(?i)\bencryption:(?:\s|\\[nrt])*key:\s*["']?([A-Za-z0-9+/]{43}=)`), ok: hasDigitAndLetter},
	{kind: "network-key", group: 1, re: regexp.MustCompile(`(?i)(?:network|encryption|aes|master|link|secret|private|psk)_?key["']?\s*[:=]\s*\[((?:\s*(?:0x[0-9a-f]{1,2}|\d{1,3})\s*,){15,31}\s*(?:0x[0-9a-f]{1,2}|\d{1,3}))\s*\]`), ok: notDefaultNetworkKey},
	// Round 37: a wallet's recovery phrase (BIP-39: 12 to 24 lowercase
	// words) under a key named for a mnemonic, seed or recovery phrase
	// (round 60: a word or an aside may stand before the colon, "seed
	// phrase backup:", and made words may hold digits; session 52: up
	// to four, "recovery phrase saved by mistake:");
	// an SNMP community string (a password by another name) in Cisco's
	// snmp-server line, net-snmp's ro/rwcommunity, a config key or
	// snmpwalk's -c, not the documented defaults public and private.
	{kind: "wallet-mnemonic", group: 1, re: regexp.MustCompile(`(?i)(?:mnemonic|seed[_ \-]?(?:phrase|words)|recovery[_ \-]?(?:phrase|words|seed)|secret[_ \-]?recovery[_ \-]?phrase|backup[_ \-]?phrase)["']?(?:[ \t]+(?:\([^()\n]{1,30}\)|\pL{1,20})){0,4}\s*[:=]\s*["']?((?:[a-z0-9]{3,10}[ ,]+){11,23}[a-z0-9]{3,10})\b`)},
	// Round 62 (fresh185-188): a bare "seed:" label before 12, 15, 18,
	// 21 or 24 short words and nothing else is a wallet's seed; prose
	// after "seed:" has short words or runs on (seedWordCount).
	{kind: "wallet-mnemonic", group: 1, re: regexp.MustCompile(`(?i)\bseed["']?[ \t]*[:=][ \t]*["']?((?:[a-z0-9]{3,10}[ ,]+){11,23}[a-z0-9]{3,10})["']?[ \t]*(?:$|\n|[.;])`), ok: seedWordCount},
	{kind: "snmp-community", group: 1, re: regexp.MustCompile(`(?i)(?:\bsnmp-server\s+community|\b(?:ro|rw)community6?|\bcommunity[_\- ]?(?:string|name)?["']?\s*[:=]|\bsnmp(?:walk|get|set|bulkwalk|bulkget|trap)\b[^\n|;]{0,60}?\s-c)\s*["']?([^\s"',;]{6,64})`), ok: snmpCommunity},
	{kind: "twitch-token", group: 1, re: regexp.MustCompile(`(?:^|[\s"'=(:])oauth:([a-z0-9]{30})(?:$|[^A-Za-z0-9])`), ok: hasDigitAndLetter},
	// Round 41 (fresh104): a config key named for a token or secret of an
	// owner (auth_token, client_secret), its value after a blank as
	// space-separated configs and CLIs print it, when the value looks
	// made (a pagination cursor is a token of a page, not a credential);
	// a broker user created or changed with its password by position
	// (rabbitmqctl add_user NAME PW); a C/C++ macro named for a credential
	// (#define CLOUD_API_KEY "..."), which is an assignment without "=".
	{kind: "token", group: 1, re: regexp.MustCompile(`(?i)\b(?:auth|access|api|bot|app|client|refresh|secret|session|service|private|master|signing|webhook|admin|bearer|id|account|device|personal|integration)_(?:token|secret)[ \t]+([^\s"'=:]{16,256})(?:$|\s)`), ok: strongMadeValue},
	// Round 42 (fresh110): a command or subcommand named for setting a
	// password (pihole setpassword PW, set-password USER PW) takes it by
	// position, after at most one name; where a command stands, not in a
	// path (GET /users/42/reset-password HTTP/1.1).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|[\s;|&(])(?:set|change|reset|update)[-_]?(?:password|passwd|pass|pwd)\s+(?:[^\s"'\-][^\s"']*\s+)?["']?([^\s"'\-][^\s"']{7,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\brabbitmqctl\b[^\n|;]{0,60}?\s(?:add_user|change_password|authenticate_user)\s+["']?[^\s"']+["']?\s+["']?([^\s"'\-][^\s"']{3,127})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)#\s*define\s+\w*(?:secret|token|passw(?:or)?d|api_?key|access_?key|private_?key|auth_?key|credential)\w*\s+(?:L|u8|u|U)?"([^"\s]{8,256})"`), ok: func(v string) bool { return notPlaceholder(v) && (hasDigitAndLetter(v) || strongMadeValue(v)) }},
	// A generated secret assigned to any name that says secret, token,
	// password or private (SECRET_KEY_BASE, TOKEN_SIGNING_V2): a long
	// value of hex or of mixed base64 is the secret whatever the suffix.
	// Round 43: the name may be dotted (spark.hadoop.fs.s3a.secret.key).
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b[A-Z0-9_.\-]*(?:SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE)[A-Z0-9_.\-]*["']?\s*[=:]\s*["']?([A-Za-z0-9+/_\-]{32,}={0,2})`), ok: func(v string) bool { return longHex(v) || highEntropyToken(v) }, fallback: true},
	// Round 43 (fresh111-114): a value fed on a here-string to a login
	// command is what it logs in with (az devops login <<< PAT); the token
	// segment of an Anaconda channel URL (/t/TOKEN/); a key named for a
	// key that is not public, its value long generated base64 (a munge
	// or cluster key: NAME_KEY_B64=...); the private lines of a PuTTY key
	// file; a quoted value whose trailing comment names a credential
	// (HCL default = "..."  # db_admin_password).
	{kind: "token", group: 1, re: regexp.MustCompile(`(?i)\blogin\b[^\n<]{0,200}<<<\s*["']?([^\s"']{16,256})`), ok: strongMadeValue},
	{kind: "token", group: 1, re: regexp.MustCompile(`\banaconda\.org/t/([A-Za-z0-9_\-]{20,128})/`), ok: strongMadeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\b[A-Z0-9_]*_KEY(?:_B64|_BASE64)?\s*=\s*["']?([A-Za-z0-9+/]{64,}={0,2})`), ok: func(v string) bool { return highEntropyToken(v) }},
	// Round 61 (fresh181-184): the same key in a YAML or lower-case
	// config (munge_key_b64: ...), named for what it secures; an ASP.NET
	// forms-auth cookie (.ASPXAUTH=long hex); a CamelCase INI key that
	// ends in "Pass" (StoragePass=V, SmtpPass=V) with a made value (a
	// ByPass=true or FirstPass=2 is a word or a number).
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b(?:munge|cluster|secret|private|master|shared|hmac|signing|encryption|session|auth)[a-z0-9_]*_key_(?:b64|base64)["']?\s*[=:]\s*["']?([A-Za-z0-9+/]{64,}={0,2})`), ok: func(v string) bool { return highEntropyToken(v) }},
	// Round 61: what cat prints of a password file (an Ansible
	// .vault_pass, password.txt) on the next line, the newline real or
	// written as \n; a login given as "USER / PASSWORD" after "login is".
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bcat\s+["']?(?:\S*/)?\.?(?:vault[_\-.]?pass(?:word)?|passw(?:or)?d)(?:\.txt)?["']?[ \t]*(?:\r?\n|\\n)[ \t]*([^\s\\]{8,128})`), ok: func(v string) bool {
		// round 69: /etc/passwd prints accounts (name:x:uid:gid:...), not a password
		return strongMadeValue(v) && strings.Count(v, ":") < 4
	}},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\blogin\s+(?:is|was)\s+[A-Za-z0-9._@\-]{2,64}\s+/\s+([^\s/]{8,128})`), ok: strongMadeValue},
	{kind: "session", group: 1, re: regexp.MustCompile(`(?i)\.ASPXAUTH=([0-9A-F]{32,})`), ok: longHex},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^\s*[A-Z][A-Za-z0-9]*[a-z0-9]Pass\s*=\s*["']?([^\s"';]{8,128})`), ok: strongMadeValue},
	// Round 47 (fresh123-126): an environment variable that carries a
	// long generated base64 blob (a CI secret holding a whole config or
	// keystore: STEAM_CONFIG_VDF=..., KEYSTORE_B64=...) whatever its
	// name, unless the name or the decoded bytes say it is public: an
	// image, a certificate or public key, a checksum (opaqueEnvBlob).
	{kind: "encoded-secret", group: 2, re: regexp.MustCompile(`(?:^|[\s;])(?:export\s+)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=["']?([A-Za-z0-9+/]{120,}={0,2})(?:["'\s;]|$)`), okMatch: opaqueEnvBlob, fallback: true},
	{kind: "private-key", group: 1, re: regexp.MustCompile(`(?m)^Private-Lines:\s*\d+\s*\n((?:[A-Za-z0-9+/]{16,}={0,2}(?:\n|$))+)`)},
	// Round 48 (fresh127-130): a PuTTY key file flattened onto one line
	// with " | " between its lines (a log, a table cell).
	{kind: "private-key", group: 1, re: regexp.MustCompile(`Private-Lines:\s*\d+\s*\|\s*([A-Za-z0-9+/]{16,}={0,2})`)},
	// Round 49 (fresh131-134): a Midtrans server key; a token named as a
	// personal access token just before it (# PAT <52 characters>, an
	// Azure DevOps PAT of lower-case letters and digits).
	{kind: "midtrans-key", re: regexp.MustCompile(`(?:SB-)?Mid-server-[A-Za-z0-9_\-]{20,}`), boundStart: true},
	{kind: "token", group: 1, re: regexp.MustCompile(`(?i)\b(?:PAT|personal\s+access\s+token)\b\s*[:=]?\s*["']?([A-Za-z0-9_\-]{20,128})`), ok: func(v string) bool {
		return hasDigitAndLetter(v) && !allHex(v) && notPlaceholder(v) && !kebabName.MatchString(v)
	}},
	// X (Twitter) app bearer tokens: 21 or more A's, then the token; a
	// Dropbox short-lived access token, sl. and 100+ characters.
	{kind: "twitter-bearer", re: regexp.MustCompile(`AAAAAAAAAAAAAAAAAAAAA[A-Za-z0-9%]{30,}`), boundStart: true, ok: func(v string) bool { return hasDigitAndLetter(v[21:]) && hasUpperAndLower(v[21:]) }},
	{kind: "dropbox-token", group: 1, re: regexp.MustCompile(`(?:^|[^\w.])(sl\.(?:u\.)?[A-Za-z0-9_\-]{100,})`), ok: func(v string) bool { return generatedValue(strings.ReplaceAll(v, "-", "")) }},
	// A Telegram bot token in any shape of its secret half (the numeric
	// bot id, a colon, 35 characters of mixed case and digits), given to
	// a bot library or an assignment.
	{kind: "telegram-token", group: 1, re: regexp.MustCompile(`(\d{8,10}:[A-Za-z0-9_\-]{35})`), boundStart: true, boundEnd: true, ok: func(v string) bool {
		t := v[strings.IndexByte(v, ':')+1:]
		return hasDigitAndLetter(t) && hasUpperAndLower(t)
	}},
	// An unquoted made value whose trailing comment says it is a
	// credential (furaha_api: V  # the gateway's token), as the quoted
	// form above.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)[:=][ \t]*([^\s"'#]{20,128})[ \t]+(?:#|//)[^\n]{0,80}?(?:passw(?:or)?d|secret|token|api[_\-]?key|credential)`), ok: generatedValue, okMatch: commentNotPublic, fallback: true},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)=\s*"([^"\s]{12,128})"[ \t]*(?:#|//)[^\n]{0,80}?(?:passw(?:or)?d|secret|token|api[_\-]?key|credential)`), ok: strongMadeValue},
	// Round 44 (fresh115-118): the secret lines of Cisco IOS and NX-OS
	// (enable secret|password, username X [privilege N] secret|password,
	// key-string, ppp chap password), an optional level and type digit
	// before the value; a hashed crypt value ($1$, $5$, $8$, $9$...) is a
	// credential as much as a clear one.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:^|\s)(?:enable\s+(?:secret|password)|username\s+\S{1,64}\s+(?:privilege\s+\d{1,2}\s+)?(?:secret|password)|key-string|ppp\s+(?:chap|pap)\s+password)(?:\s+level\s+\d{1,2})?(?:\s+\d{1,2})?\s+([^\s"']{4,256})`), ok: ciscoSecret},
	// A name for password in another language as a part of an env or
	// config key (CLAVE_TPV, DB_SENHA, smtp-passwort, HASLO_ADMIN): its
	// value when it looks made, unless a later part makes the name an id,
	// a user or a setting about the secret.
	{kind: "password", group: 2, re: foreignSecretKey, boundStart: true, okMatch: foreignSecretName, ok: madeValue},
	// A key, token or secret named in free text right before a colon
	// ("machine-translation key: V", "deploy token: V"), when the value
	// looks generated: long, letters of both cases and digits.
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)[\pL\pN\-]{2,40}\s+(?:key|token|secret|password|passcode)\s*:\s*["']?([A-Za-z0-9+/_\-]{20,128}={0,2})(?:$|[\s"'<),;]|\.(?:$|\s))`), boundStart: true, ok: generatedValue, okMatch: notPublicOrIndexKey},
	// Round 55 (fresh157-160): an XML element whose name holds a word for
	// a password, secret or token as one of its parts (<DbPassword>,
	// <senhaCertificado>, <smtp-secret>) holds the secret as its text,
	// as a key of that name holds it after "=", unless a later part makes
	// the name a setting about the secret (<PasswordPolicy>, <TokenUrl>).
	{kind: "password", group: 2, re: xmlSecretElement, okMatch: xmlSecretName, ok: madeValue},
	// Round 55: a NuGet API key (oy2 and 43 lower-case letters or
	// digits), and whatever key nuget push, delete or setapikey is given.
	{kind: "nuget-key", re: regexp.MustCompile(`oy2[a-z0-9]{43}`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	{kind: "nuget-key", group: 1, re: regexp.MustCompile(`(?i)\bnuget(?:\.exe)?\s+(?:push|delete|setapikey)\b[^\n|;&]{0,200}?(?:\s(?:-k|--api-key|-apikey)\s+|setapikey\s+)["']?([^\s"']{16,256})`), ok: madeValue},
	// Round 54 (fresh153-156): in most languages the word for the token,
	// key or secret leads its name phrase instead of ending it ("токен
	// доступу: V", "klucz API: V", "clé d'accès : V", "トークン: V"): a
	// value that looks generated after the colon of a short phrase that
	// opens with such a word, unless the phrase (or the adjective before
	// it: "відкритий ключ") names a public key (keyLeadValue).
	{kind: "key", re: keyLeadPhrase, scan: keyLeadValue},
	// Round 60 (fresh177-180): a credentials row of a sheet exported
	// without its header ("Gateway;North field;fieldops;V;2026-11-30"):
	// in a line of four or more fields split by one delimiter, the field
	// right after an account name is the password when it looks made
	// (rowPassword).
	{kind: "password", re: regexp.MustCompile(`[^\n;|\t,]*[;|\t,][^\n]*[;|\t,][^\n]*[;|\t,][^\n]*`), scan: rowPassword},
	// Round 60 (fresh177-180): the word for a token in the Indic scripts
	// and Urdu ("API टोकन", "টোকেন") leads as above; in a verb-final
	// sentence the value stands just before the copula ("API टोकन V
	// आहे").
	{kind: "token", group: 1, re: regexp.MustCompile(`(?:टोकन|টোকেন|டோக்கன்|టోకెన్|ટોકન|ਟੋਕਨ|ٹوکن)[ \t]+([A-Za-z0-9+/_\-]{20,128})[ \t]+(?:आहे|है|ਹੈ|છે|ہے|আছে|হয়)`), ok: strongMadeValue},
	// Round 45 (fresh119-122): an Airtable personal access token (pat,
	// 14 characters, a dot, 64 hex); a key named PAT as a word of its name
	// (AIRTABLE_PAT, ado-pat, GITLAB_PAT_CI): a personal access token
	// whatever the provider, its value made and possibly dotted.
	{kind: "airtable-token", re: regexp.MustCompile(`pat[A-Za-z0-9]{14}\.[a-f0-9]{64}`), boundStart: true, boundEnd: true},
	{kind: "token", group: 1, re: regexp.MustCompile(`(?:^|[^A-Za-z0-9])(?:[A-Za-z0-9]+[_.\-])*(?:PAT|pat)(?:[_.\-][A-Za-z0-9]+)*["']?[ \t]*[=:][ \t]*["']?([A-Za-z0-9+/_.\-]{20,256})`), ok: strongMadeValue},
	// Round 64 (fresh193-196): Twitch's stream key (live_, the channel's
	// number, a made tail) wherever it stands; the last path segment of an
	// RTMP ingest URL, which is the stream key on every service (YouTube's
	// dashed groups, Facebook's FB-...), when it is long and made; a PIN
	// of four to six digits right after the word (a bank card's, a
	// mobile-money agent's, UPI's), unless it counts something or is a
	// run like 1234.
	{kind: "twitch-stream-key", re: regexp.MustCompile(`live_[0-9]{6,12}_[A-Za-z0-9]{20,48}`), boundStart: true, boundEnd: true, ok: hasUpperAndLower},
	{kind: "stream-key", group: 1, fold: true, re: regexp.MustCompile(`rtmps?://[^\s/"'<>]+/(?:[^\s/"'<>?#]+/)*([^\s/"'<>?#.]{16,256})`), ok: streamKeyValue},
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?:\bPIN\b(?:[ \t]+(?:code|number|no\.?))?|\b(?i:pin)(?:[ \t_\-]?(?i:code))?[ \t]*[:=])[ \t]*[:=]?[ \t]*(?:is[ \t]+)?["'«]?([0-9]{4,6})(?:[ \t]+(\pL+)|[^0-9.,/\-]|$)`), ok: pinValue, okMatch: func(m string) bool { return notPinCount(m) && !postalPincode(m) }},
	// Round 64 (session 31, written ahead of fresh197-200): a code that
	// opens a door, an alarm or a key safe, like a PIN; a licence,
	// product, activation or stream key of the product-key shape after its
	// name with or without a colon; a Wi-Fi pre-shared key (psk=, or a
	// key or password on a line about a Wi-Fi network); a generated value
	// after the word secret, key or token in prose (many changes between
	// letters and digits, both cases: Kq8Zr3Lm9Xw2Tn7Vp4Hb, not
	// CreatedAt2024Index), unless the key is named public; a login given
	// as "user / password" or "user name:password" after login or user.
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?i)\b(?:(?:alarm|keypad|door|garage|gate|safe|lockbox|key[ \t]?safe|entry|disarm)(?:[ \t]+(?:panel|pad|system|access|entry|lock|opener))?[ \t]+code|pass[ \t]?code|(?:tresor|tür|tor|alarm|zugangs|schließfach)code)[ \t]*[:=]?[ \t]*(?:is[ \t]+)?#?([0-9]{4,8})#?(?:[ \t]+(\pL+)|[^0-9.,/\-]|$)`), ok: pinValue, okMatch: notPinCount},
	{kind: "recovery-code", re: recoveryCodeList, scan: recoveryCodes},
	// Round 64 (ahead): a vendor-prefixed token of a kind not listed
	// (figd_, nfp_, pscale_pw_, napi_, CFPAT-, vk1.a., LTAI...): a short
	// prefix of words, a separator and a made tail of 32 or more
	// (vendorTail), unless the prefix names a digest, a nonce, a public
	// key or an object id.
	// Round 64 (ahead): tokens whose vendor prefix is glued to the tail:
	// Meta's EAA.. access tokens, Instagram's IGQV.., AWS session tokens
	// (FwoGZXIvYXdz.., IQoJb3JpZ2lu..), Alibaba's LTAI.. and Tencent's
	// AKID.. key ids, Yandex's AQVN.. keys.
	{kind: "token", re: regexp.MustCompile(`(?:EAA[A-Z][A-Za-z0-9]{40,}|IGQV[A-Za-z0-9_\-]{40,}|FwoGZXIvYXdz[A-Za-z0-9+/=]{40,}|IQoJb3JpZ2lu[A-Za-z0-9+/=]{40,}|LTAI[A-Za-z0-9]{12,30}|AKID[A-Za-z0-9]{28,40}|AQVN[A-Za-z0-9_\-]{28,40})`), boundStart: true, boundEnd: true, ok: func(v string) bool { return hasDigit(v) && hasUpperAndLower(v[4:]) && !isDocToken(v) }},
	{kind: "token", re: regexp.MustCompile(`[A-Za-z][A-Za-z0-9]{1,9}(?:[_.\-][A-Za-z0-9]{1,10}){0,2}[_.\-][A-Za-z0-9][A-Za-z0-9_\-]{31,200}(?:\.[a-z][a-z0-9]{0,4})?`), boundStart: true, boundEnd: true, okMatch: vendorTail, notAt: jwkPublicMember},
	// Round 65 (fresh197-200): an Azure DevOps personal access token (52
	// lower-case letters and digits) on a line about Azure DevOps.
	{kind: "azure-devops-pat", group: 1, re: regexp.MustCompile(`(?i:dev\.azure\.com|visualstudio\.com|azure[ _\-]?devops|\bado\b|\bdevops\b)[^\n]{0,200}?(?:^|[^A-Za-z0-9])([a-z0-9]{52})(?:[^A-Za-z0-9]|$)`), ok: hasDigitAndLetter},
	{kind: "azure-devops-pat", group: 1, re: regexp.MustCompile(`(?:^|[^A-Za-z0-9])([a-z0-9]{52})[^A-Za-z0-9\n][^\n]{0,200}?(?i:dev\.azure\.com|visualstudio\.com|azure[ _\-]?devops|\bado\b|\bdevops\b)`), ok: hasDigitAndLetter},
	// Round 66 (fresh201-204): a Perforce ticket line (p4tickets:
	// host:port=user:TICKET, 32 hex digits); steamcmd's +login user
	// PASSWORD.
	{kind: "p4-ticket", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*(?:(?:ssl|tcp)[46]?:)?[\w.\-]+:\d{2,5}=[^\s:=]{1,64}:([A-Fa-f0-9]{32})[ \t]*$`)},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bsteamcmd\b[^\n]*?\+login[ \t]+[^\s+]+[ \t]+([^\s+][^\s]{5,127})`), ok: madeValue},
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)\b(?:hmac|signing|encryption|encrypt|aes(?:-?\d{3})?|master|shared|session|cipher|symmetric)[ \t]+key\b["']?[ \t]*[:=][ \t]*["']?(?:[a-z0-9]{2,10}:)?([A-Za-z0-9+/=_\-]{16,256})`), ok: cryptoKeyValue},
	{kind: "license-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:licen[cs]e|product|activation|registration|stream)(?:[ \t_\-]+(?:key|code))?[ \t]*[:=#]?[ \t]*["']?([A-Za-z0-9]{2,6}(?:-[A-Za-z0-9]{4,6}){3,7})\b`), ok: func(v string) bool { return productKeyShape(v) && !isPlaceholder(v) }},
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`(?i)(?:(?:^|[\s"'{,;_]|\\[nrt])(?:wpa[23]?[ \t_\-]?)?psk(?:["']?[ \t]*[:=]|[ \t]+["'])|\b(?:wi-?fi|wlan|wpa[23]?|ssid)\b[^\n]{0,60}?\b(?:key|passphrase|psk)\b["']?[ \t]*[:=]?)[ \t]*["']?([^\s"']{8,63})`), ok: madeValue},
	{kind: "secret", re: regexp.MustCompile(`(?i)\b(?:secret|key|token)[ \t]+[A-Za-z0-9][A-Za-z0-9+/=_\-]{15,255}`), scan: proseMadeSecret},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:login|user|account|credentials?|creds?)[ \t]*:?[ \t]+[\w.@\-]{2,64}(?:[ \t]*/[ \t]*|:)([^\s"'/]{6,64})`), ok: loginPassword},
	// Round 68 (session 32, after fresh205-208 were measured): a
	// qualifier in parentheses between a secret's name and its separator
	// ("api key (staging): ...", "stream key (YouTube): ...") leaves the
	// value the secret's; a qualifier that says the value is public, an
	// id or an example does not.
	{kind: "secret", group: 1, re: regexp.MustCompile(`(?i)\b(?:api[ _\-]?key|access[ _\-]?key|secret(?:[ _\-]?key)?|client[ _\-]?secret|(?:access|auth|api|bot|refresh|bearer)[ _\-]?token|token|stream[ _\-]?key|licen[cs]e[ _\-]?key|private[ _\-]?key|pass(?:word|phrase)|passwd)[ \t]*\([^()\n]{1,40}\)[ \t]*[:=][ \t]*["']?([^\s"',;]{8,256})`), ok: func(v string) bool { return notPlaceholder(v) && (strongMadeValue(v) || productKeyShape(v)) }, okMatch: qualifierNotPublic},
	// a Windows registry value named for a secret, as reg query prints it
	// (DefaultPassword  REG_SZ  value) or as PowerShell sets it
	// (-Name DefaultPassword -Value value).
	{kind: "password", re: regexp.MustCompile(`[ \t]REG_(?:SZ|EXPAND_SZ|MULTI_SZ)[ \t]+`), scan: registrySecretValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)-Name[ \t]+["']?\w*(?:password|passwd|pwd|secret|token|api_?key|passphrase)\w*["']?[ \t]+-Value[ \t]+["']?([^\s"']{4,256})`), ok: madeValue, okMatch: registryNameNotSetting},
	// a delimited table (CSV, TSV, semicolon or pipe) whose header names a
	// column for a password, a secret or a token: that column's value in
	// each row below, while the rows keep the header's shape.
	{kind: "password", re: csvSecretHeader, scan: csvSecretColumn},
	// Round 67 (session 32, written ahead of fresh205-208):
	// a one-time code (verification, confirmation, security, login, 2FA,
	// OTP, and the same words in Spanish, Portuguese, French, German,
	// Italian, Dutch, Polish) of four to eight digits right after its
	// name, unless it counts something or is a run like 123456.
	{kind: "pin", group: 1, re: regexp.MustCompile(`(?:暗証番号|비밀번호|PIN码|PIN碼)[ \t]*[:：は는은]?[ \t]*([0-9]{4,6})(?:[^0-9]|$)`), ok: pinValue},
	{kind: "otp", group: 1, re: regexp.MustCompile(`(?i)(?:\b(?:verification|confirmation|security|login|sign[ \-]?in|one[ \-]time|authentication|2fa|mfa|two[ \-]factor|sms|otp|totp)[ \t]+code|\botp|\b(?-i:(?:m|sms|push|chip)?TAN)|código[ \t]+de[ \t]+(?:verificación|verificação|confirmación|confirmação|seguridad|segurança|acceso|acesso)|code[ \t]+de[ \t]+(?:vérification|confirmation|sécurité)|bestätigungscode|verifizierungscode|sicherheitscode|codice[ \t]+di[ \t]+(?:verifica|conferma)|verificatiecode|kod[ \t]+(?:weryfikacyjny|potwierdzający))\b[ \t]*(?:[:=：]|is|lautet|ist|est|é|es|è|je|to)?[ \t]*["'«]?([0-9]{4,8})(?:[ \t]+(\pL+)|\.(?:[ \t]|$)|[^0-9.,/\-]|$)`), ok: pinValue, okMatch: notPinCount},
	// an extended private key of BIP32 (xprv, tprv and the SLIP-132
	// yprv/zprv/uprv/vprv forms: the prefix and 107-108 base58 letters);
	// a wallet import format key (5, K or L and 50-51 base58 letters)
	// after importprivkey, dumpprivkey or the word WIF.
	{kind: "crypto-private-key", re: regexp.MustCompile(`[xtyzuvYZUV]prv[1-9A-HJ-NP-Za-km-z]{100,112}`), boundStart: true, boundEnd: true, ok: hasUpperAndLower},
	{kind: "crypto-private-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:importprivkey|dumpprivkey|wif|private[ \t]+key)\b[^\n]{0,40}?\b([5KL][1-9A-HJ-NP-Za-km-z]{50,51})\b`), ok: hasUpperAndLower},
	// a LoRaWAN root or session key (AppKey, NwkKey, AppSKey, NwkSKey:
	// 32 hex digits) after its name; a The Things Network API key
	// (NNSXS., a key id and a secret in upper-case base32).
	{kind: "lorawan-key", group: 1, re: regexp.MustCompile(`(?i)\b(?:app|nwk|gen|apps|nwks|fnwksint|snwksint|nwksenc)[ \t_\-]?s?key\b["']?[ \t]*[:=]?[ \t]*["']?([0-9A-Fa-f]{32})\b`), ok: func(v string) bool { return hasDigitAndLetter(v) && distinctBytes(v) >= 8 }},
	{kind: "ttn-api-key", re: regexp.MustCompile(`NNSXS\.[A-Z0-9]{30,48}\.[A-Z0-9]{50,72}`), boundStart: true, boundEnd: true},
	// a Wi-Fi network given as a QR payload (WIFI:T:WPA;S:ssid;P:pass;;)
	// or to Arduino's WiFi.begin(ssid, pass): the pass is the network's
	// key.
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`WIFI:(?:[A-Z]:[^;\n]{0,64};){0,4}P:([^;\n]{8,63});`), ok: notPlaceholder},
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`\bWiFi\.begin\(\s*"[^"\n]{0,64}"\s*,\s*"([^"\n]{8,63})"`), ok: notPlaceholder},
	// a C or C++ macro whose name ends with a secret's word, defined as
	// a string (#define WIFI_PASS "x", #define API_TOKEN "y").
	{kind: "secret", group: 1, re: regexp.MustCompile(`#[ \t]*define[ \t]+\w*(?i:pass|password|passwd|pwd|psk|secret|token|api_?key|auth_?key|private_?key)[ \t]+"([^"\n]{6,256})"`), ok: madeValue},
	// the secret argument of a JWT library's sign, verify, encode or
	// decode call, written as a string literal.
	{kind: "secret", group: 1, re: regexp.MustCompile(`\bjwt\.(?:sign|verify|encode|decode)\([^,\n]{1,80},[ \t]*["']([^"'\n]{8,256})["']`), ok: madeValue},
	// network device configuration: a TACACS+ or RADIUS server's shared
	// key, an SNMPv3 user's auth and priv pass phrases, a Junos
	// plain-text-password-value; Db2's CONNECT ... USER u USING pw;
	// Teradata BTEQ's .logon host/user,pw; a Postfix sasl_passwd line
	// ([relay]:port user:pw).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:tacacs-server|radius-server|tacacs|radius)\b[^\n]{0,100}?[ \t]key[ \t]+(?:0[ \t]+)?["']?([^\s"']{6,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bsnmp-server[ \t]+user[ \t][^\n]{0,100}?\bauth[ \t]+(?:md5|sha\w*)[ \t]+([^\s]{8,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bsnmp-server[ \t]+user[ \t][^\n]{0,160}?\bpriv[ \t]+(?:aes|des|3des)(?:[ \t]+\d{3})?[ \t]+([^\s]{8,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bplain-text-password-value[ \t]+["']?([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bconnect[ \t]+to[ \t]+\S+[ \t]+user[ \t]+\S+[ \t]+using[ \t]+["']?([^\s"';]{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\.logon[ \t]+[\w.\-]+/[\w.$\-]+,["']?([^\s"';]{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?m)^[ \t]*\[[\w.\-]+\]:\d{2,5}[ \t]+[^\s:]{1,128}:([^\s]{6,128})[ \t]*$`), ok: madeValue},
	// a here-string fed to a command that reads a password or a secret
	// from standard input (kinit, cryptsetup, ldap* -y /dev/stdin, vercel
	// env add, wrangler secret put, hcloud context create, any command or
	// flag that names a password, a secret or a token).
	{kind: "password", re: regexp.MustCompile(`<<<`), scan: hereStringSecret},
	// a command that takes a secret as a positional argument: gh secret
	// set NAME --body V, pulumi config set --secret NAME V, mc alias set
	// NAME URL ACCESS SECRET, rclone obscure V, mkpasswd [-m m] V; a
	// password command that only echoes a literal (restic, borg).
	{kind: "secret", group: 1, re: regexp.MustCompile(`\bgh[ \t]+secret[ \t]+set[ \t][^\n]{0,120}?(?:--body|-b)[ \t=]+["']?([^\s"']{6,256})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\bpulumi[ \t]+config[ \t]+set[ \t]+--secret[ \t]+\S+[ \t]+["']?([^\s"'-][^\s"']{5,255})`), ok: madeValue},
	{kind: "secret", group: 1, re: regexp.MustCompile(`\bmc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+\S+[ \t]+https?://\S+[ \t]+\S+[ \t]+["']?([^\s"']{8,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`\b(?:rclone[ \t]+obscure|mkpasswd(?:[ \t]+-m[ \t]+\S+)?)[ \t]+["']?([^\s"'-][^\s"']{5,127})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)pass\w{0,12}[_\-]?command["']?[ \t]*[ =:][ \t]*["']?(?:/bin/)?echo[ \t]+["']?([^\s"';|]{6,256})`), ok: madeValue},
	// clients that name a user and a password in one argument: lftp -u
	// user,pw; govc -u user:pw@host.
	{kind: "password", group: 1, re: regexp.MustCompile(`\blftp\b[^\n]{0,120}?[ \t]-u[ \t]+["']?[^\s,'"]+,([^\s'"]{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bgovc\b[^\n]{0,120}?[ \t]-u[ \t=]+["']?[^\s:'"@]+:([^\s@'"]{4,128})@`), ok: notPlaceholder},
	// Round 67 (ahead): a secret named in one string and given in the
	// next: a pair of quoted arguments (setProperty("db.password", "V"),
	// put('api_key', 'V')), a name/value pair (Kubernetes env name: X
	// value: V, <param name="secret" value="V"/>), a properties entry
	// (<entry key="db.password">V</entry>); the name must end with the
	// secret's word (not TOKEN_URL or password_length).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)["'](?:[\w.\-]{0,40}[._\-])?(?:password|passwd|pwd|pass|secret|token|api[_\-]?key|apikey|passphrase)["'][ \t]*,[ \t]*["']([^"'\n]{6,256})["']`), ok: madeValue, notAt: pairKeyIsValue72},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bname["']?[ \t]*[:=][ \t]*["']?[\w.\-]{0,40}(?:password|passwd|pwd|pass|secret|token|api[_\-]?key|apikey|passphrase)["']?(?:[ \t]*,[ \t]*|[ \t]+|(?:\\n|\r?\n)[ \t]*)(?:-[ \t]*)?["']?value["']?[ \t]*[:=][ \t]*["']?([^\s"',}]{6,256})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bkey=["'][\w.\-]{0,40}(?:password|passwd|pwd|pass|secret|token|api[_\-]?key|apikey|passphrase)["'][ \t]*>([^<\s]{4,256})<`), ok: madeValue},
	// a secret-named variable bound with an operator of Ruby, Perl and
	// PHP hashes (=>) or R (<-), or declared with a type (VB's Dim X As
	// String = "V", T-SQL's DECLARE @pwd NVARCHAR(50) = N'V').
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)[:@$]?[\w.\-]{0,40}(?:password|passwd|pwd|pass|secret|token|api[_\-]?key|apikey|passphrase)["']?[ \t]*(?:=>|<-)[ \t]*["']([^"'\n]{6,256})["']`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:dim|declare|const|private|public)[ \t]+@?\w{0,40}(?:password|passwd|pwd|pass|secret|token|api[_\-]?key|apikey|passphrase)[ \t]+(?:as[ \t]+)?\w+(?:\(\w+\))?[ \t]*=[ \t]*N?["']([^"'\n]{6,256})["']`), ok: madeValue},
	// a Lisp binding of a secret-named symbol to a string ((def
	// db-password "V"), (setq api-token "V")).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\((?:def|defparameter|defvar|setq|setf|define|set!)[ \t]+[\w\-*]{0,40}(?:password|passwd|pwd|pass|secret|token|api[_\-]?key|apikey|passphrase)\*?[ \t]+"([^"\n]{6,256})"`), ok: madeValue},
	// Round 67 (ahead): a here-string or process substitution that
	// echoes a literal into a password file flag (sshpass -f <(echo PW),
	// rsync --password-file=<(echo PW)).
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)(?:\bsshpass[ \t]+-f|pass\w{0,8}[\-_]?file)[ \t=]*<\([ \t]*(?:echo|printf)[ \t]+(?:-n[ \t]+)?["']?([^\s"')]{6,128})`), ok: madeValue},
	// SQL and stores that set a password in their own syntax: IDENTIFIED
	// BY 'pw' (Oracle, MySQL), SQLCipher's PRAGMA key = 'pw', Redis's ACL
	// SETUSER name on >pw; ProFTPD's SQLConnectInfo db user pw.
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:user|role|to)[ \t]+\S+[ \t]+identified[ \t]+(?:with[ \t]+\S+[ \t]+)?by[ \t]+["'\x60]?([^\s"'\x60;]{4,128})`), ok: func(v string) bool {
		return madeValue(v) && !strings.EqualFold(v, "password") && !strings.EqualFold(v, "values")
	}},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bpragma[ \t]+(?:\w+\.)?(?:re)?key[ \t]*=[ \t]*["']([^"'\n]{4,256})["']`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\bacl[ \t]+setuser[ \t]+\S+[^\n>]{0,120}?[ \t]>([^\s"']{4,128})`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`\bSQLConnectInfo[ \t]+\S+[ \t]+\S+[ \t]+["']?([^\s"']{4,128})`), ok: madeValue},
	// IPsec and routing secrets: strongSwan's EAP/XAUTH/NTLM lines, a
	// pre-shared key or secret (Junos ascii-text, VyOS), Cisco's isakmp
	// key, an authentication key or a message-digest key of NTP, OSPF,
	// IS-IS, a key-string; OpenVPN's inline <auth-user-pass> (user, then
	// password).
	{kind: "password", group: 1, re: regexp.MustCompile(`:[ \t]*(?:EAP|XAUTH|NTLM)[ \t]+"([^"\n]{4,256})"`), ok: notPlaceholder},
	{kind: "password", group: 1, re: regexp.MustCompile(`(?i)\b(?:pre-shared-(?:key|secret)(?:[ \t]+(?:ascii-text|hexadecimal))?|isakmp[ \t]+key|authentication-key(?:[ \t]+\d+[ \t]+md5)?|message-digest-key[ \t]+\d+[ \t]+md5|key-string)[ \t]+(?:0[ \t]+)?["']?([^\s"';]{4,128})`), ok: madeValue},
	{kind: "password", group: 1, re: regexp.MustCompile(`<auth-user-pass>(?:\\n|\r?\n)[^\s\\<]{1,128}(?:\\n|\r?\n)([^\s\\<]{4,128})`), ok: notPlaceholder},
	// a Wi-Fi network joined from a command line with its key after the
	// SSID: macOS networksetup -setairportnetwork, Android's cmd wifi
	// connect-network SSID wpa2 KEY.
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`(?i)\bnetworksetup[ \t]+-setairportnetwork[ \t]+\S+[ \t]+(?:"[^"\n]*"|\S+)[ \t]+["']?([^\s"']{8,63})`), ok: notPlaceholder},
	{kind: "wifi-psk", group: 1, re: regexp.MustCompile(`(?i)\bconnect-network[ \t]+(?:"[^"\n]*"|\S+)[ \t]+(?:wpa2|wpa3|wep)[ \t]+["']?([^\s"']{5,63})`), ok: notPlaceholder},
	// Ably's API key (app id . key id : secret); Volcano Engine's AKLT
	// access keys; an admin, master, write or secret key given as 32-64
	// hex digits after its name (Algolia's admin key).
	{kind: "ably-key", re: regexp.MustCompile(`[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{6}:[A-Za-z0-9_\-]{20,64}`), boundStart: true, boundEnd: true, ok: func(v string) bool {
		t := v[strings.IndexByte(v, ':')+1:]
		return hasDigitAndLetter(t) && hasUpperAndLower(t)
	}},
	{kind: "token", re: regexp.MustCompile(`AKLT[A-Za-z0-9]{30,60}`), boundStart: true, boundEnd: true, ok: hasDigitAndLetter},
	{kind: "key", group: 1, re: regexp.MustCompile(`(?i)\b(?:admin|master|write|secret|private|service)[ \t_\-]?(?:api[ \t_\-]?)?key\b["']?[ \t]*[:=]?[ \t]*["']?([0-9a-f]{32,64})\b`), ok: func(v string) bool { return hasDigitAndLetter(v) && distinctBytes(v) >= 10 }},
}, append(append(append(append(append(append(append(append(append(append(append(append(append(append(append(append(append(append(append(append(append(append(round69Rules, round70Rules...), round71Rules...), round72Rules...), round73Rules...), round74Rules...), round75Rules...), round76Rules...), round77Rules...), round78Rules...), round79Rules...), round80Rules...), round81Rules...), round82Rules...), round83Rules...), round85Rules...), round86Rules...), round87Rules...), round88Rules...), round89Rules...), round94Rules...), round99Rules...), round101Rules...)...)

// hereStringCommand (round 67): a command or flag before a here-string
// that reads a password or a secret from standard input.
var hereStringCommand = regexp.MustCompile(`(?i)(?:\b(?:kinit|chpasswd|cryptsetup|pure-pw|ldap\w+|hcloud[ \t]+context[ \t]+create|vercel[ \t]+env[ \t]+add|wrangler[ \t]+secret[ \t]+put|docker[ \t]+secret[ \t]+create)\b|passw|passwd|secret|token|-y[ \t]+/dev/stdin\b)`)

// hereStringSecret: the made word after a here-string ("<<< V") when
// the command before it on the line (at most 160 bytes back) names a
// password, a secret or a token, or is a client that reads one.
func hereStringSecret(s string, at int) [][2]int {
	ls := max(0, at-3-160)
	if k := strings.LastIndexByte(s[ls:at-3], '\n'); k >= 0 {
		ls += k + 1
	}
	for ls > 0 && ls < at && !utf8.RuneStart(s[ls]) {
		ls++
	}
	if !hereStringCommand.MatchString(s[ls : at-3]) {
		return nil
	}
	vs := valueStart(s, at)
	ve := vs
	for ve < len(s) && ve-vs <= 256 && s[ve] != ' ' && s[ve] != '\t' && s[ve] != '\n' && s[ve] != '"' && s[ve] != '\'' {
		ve++
	}
	if ve-vs < 6 || ve-vs > 256 || !madeValue(s[vs:ve]) {
		return nil
	}
	return [][2]int{{vs, ve}}
}

// ciscoSecret: the value of a Cisco secret line: a crypt hash, or a value
// that looks made (a type 7 string is hex, letters and digits).
func ciscoSecret(v string) bool {
	if len(v) >= 8 && v[0] == '$' && strings.Count(v, "$") >= 3 {
		return true
	}
	return madeValue(v)
}

// foreignSecretKey: a key whose parts hold a word for password in another
// language, then its separator and value.
var foreignSecretKey = regexp.MustCompile(`(?i)((?:[\pL\pN]{1,24}[_\-.]){0,4}(?:clave|contrase(?:ñ|n)a|senha|passwort|kennwort|wachtwoord|mot_de_passe|motdepasse|parola|has(?:ł|l)o|heslo|salasana|passord|l(?:ö|o)senord|adgangskode|parool|jelsz(?:ó|o))(?:[_\-.][\pL\pN]{1,24}){0,4})["']?[ \t]*[:=][ \t]*["']?([^\s"',;]{6,256})`)

// foreignNotSecret: a part of such a key that makes it something else: an
// id, a user, a file, a setting about the secret, a public or key word.
var foreignNotSecret = regexp.MustCompile(`(?i)^(?:id|ids|name|nombre|nome|user|usuario|utilisateur|benutzer|login|host|port|url|uri|path|ruta|file|archivo|arquivo|datei|fichier|type|tipo|typ|len|length|longitud|min|max|hint|policy|politica|política|rule|regla|expir\pL*|reset|palabra|publica|pública|publico|público|public|primaria|primary|foranea|foránea|ref|env|var|count|hash|format|formato)$`)

func foreignSecretName(m string) bool {
	m = strings.TrimLeft(m, " \t\n\r\"'`([{<>,;")
	k := strings.IndexAny(m, ":=\"' \t")
	if k < 0 {
		return false
	}
	for _, part := range strings.FieldsFunc(m[:k], func(r rune) bool { return r == '_' || r == '-' || r == '.' }) {
		if foreignNotSecret.MatchString(part) {
			return false
		}
	}
	return true
}

// notPublicKeyWord: a key named in prose that is not one shown on
// purpose (a public, publishable or VAPID key).
// notPublicOrIndexKey (round 66): as notPublicKeyWord, and the word
// that names the key does not make it an index or a lookup ("Font glyph
// cache key: NotoSans..._2b0c...", "sort key:", "partition key:").
func notPublicOrIndexKey(m string) bool {
	f := strings.Fields(asciiLower(m))
	return notPublicKeyWord(m) && (len(f) == 0 || !notSecretKeyWord[f[0]])
}

func notPublicKeyWord(m string) bool {
	l := asciiLower(m)
	return !strings.Contains(l, "public") && !strings.Contains(l, "publishable") && !strings.Contains(l, "vapid")
}

// xmlSecretElement: an element whose name holds a word for a secret,
// its text and its closing tag (xmlSecretName checks the names match).
// xmlSecretWords: the words for a secret an element's name may hold.
const xmlSecretWords = `password|passwd|passwort|kennwort|wachtwoord|senha|contrase(?:ñ|n)a|clave|parola|has(?:ł|l)o|heslo|geslo|lozinka|secret|token|apikey`

var xmlSecretElement = regexp.MustCompile(`(?i)<((?:[a-z_][\w.:\-]{0,40})?(?:` + xmlSecretWords + `|api[_\-]key)[\w.\-]{0,40})>([^<\s]{4,256})</([\w.:\-]{1,100})>`)

// xmlSecretName: the element closes with its own name, and no part of
// the name after the secret word makes it a setting about the secret.
func xmlSecretName(m string) bool {
	sm := xmlSecretElement.FindStringSubmatch(m)
	if sm == nil || sm[1] != sm[3] {
		return false
	}
	parts := nameParts(sm[1])
	for i, p := range parts {
		if xmlSecretWord.MatchString(p) {
			for _, q := range parts[i+1:] {
				if foreignNotSecret.MatchString(q) || xmlNotSecret[q] {
					return false
				}
			}
			return true
		}
	}
	return false
}

var xmlSecretWord = regexp.MustCompile(`(?i)` + xmlSecretWords + `|^api$`)

// xmlNotSecret: parts (lower case) that name a setting about the secret.
var xmlNotSecret = map[string]bool{"enabled": true, "required": true, "expiry": true, "expires": true, "expiration": true, "age": true, "days": true, "timeout": true, "ttl": true, "lifetime": true, "endpoint": true, "header": true, "param": true, "field": true, "source": true, "provider": true, "store": true, "mode": true, "strength": true, "complexity": true, "changed": true, "updated": true, "created": true, "version": true}

// nameParts splits an identifier at '_', '-', '.', ':' and lower-to-upper
// case changes, in lower case ("DbPasswordPolicy" -> db, password, policy).
func nameParts(name string) []string {
	var parts []string
	start := 0
	flush := func(end int) {
		if end > start {
			parts = append(parts, strings.ToLower(name[start:end]))
		}
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '_' || c == '-' || c == '.' || c == ':' {
			flush(i)
			start = i + 1
			continue
		}
		if i > start && c >= 'A' && c <= 'Z' && name[i-1] >= 'a' && name[i-1] <= 'z' {
			flush(i)
			start = i
		}
	}
	flush(len(name))
	return parts
}

// keyLeadPhrase: a word for a token, key or secret, up to three words
// naming it, and a colon (the rule above).
// keyLeadWords: the words for a token, key or secret that lead their
// name phrase; keyLeadPhrase reads them before a colon, round 79's
// keyCopulaValue79 before a copula.
const keyLeadWords = `токен\pL*|ключ\pL*|секрет\pL*|secreto|segredo|segreto|rahasia|jeton|klucz\pL*|klíč\pL*|kľúč\pL*|schlüssel\pL*|clave|chave|clé|chiave|sleutel|nyckel\pL*|nøgle\pL*|nøkkel\pL*|avain\pL*|võti|võtme|atslēg\pL*|rakt\pL*|kulcs\pL*|cheie|anahtar\pL*|トークン|令牌|密钥|密鑰|토큰|टोकन|টোকেন|டோக்கன்|టోకెన్|ટોકન|ਟੋਕਨ|ٹوکن|ಟೋಕನ್|ടോക്കൺ|ଟୋକେନ୍?|ටෝකන[\pL\pM]{0,4}|တိုကင်[\pL\pM]{0,24}|(?:ថូ|តូ)ខឹន[\pL\pM]{0,24}|ໂທເຄັນ[\pL\pM]{0,24}|โทเค็น[\pL\pM]{0,24}|താക്കോൽ|යතුර[\pL\pM]{0,4}|ଚାବି|калит\pL*|kalit\pL*|түлхүүр\pL*|कुंजी|चाबी|चावी|ચાવી|ਕੁੰਜੀ|ಕೀಲಿ\pM*|מפתח|שליסל|ቁልፍ|مفتاح|کلید|κλειδ\pL*|lykil\pL*|eochair|allwedd|gako\pL*|clau|kunci|khóa|กุญแจ|キー|鍵|키|钥匙|சாவி|চাবি|ufunguo`

var keyLeadPhrase = regexp.MustCompile(`(?i)(?:^|[^\pL\pN])(?:` + keyLeadWords + `)(?:[ \t\-]+[\pL\pM\pN'’.\-]{1,24}){0,3}[ \t]*[:：=]`)

// valueStart: where a value begins after at, past blanks and an opening
// quote.
func valueStart(s string, at int) int {
	vs := at
	for vs < len(s) && (s[vs] == ' ' || s[vs] == '\t') {
		vs++
	}
	if vs < len(s) && (s[vs] == '"' || s[vs] == '\'') {
		vs++
	}
	return vs
}

// keyLeadValue: the value after a keyLeadPhrase ending at at, when it
// looks generated and ends at a blank, a quote, a bracket or the end of a
// sentence, and nothing from the start of the line to the colon calls the
// key public.
func keyLeadValue(s string, at int) [][2]int {
	// The key's phrase: back to the line's start, at most 200 bytes (the
	// scan is bounded too, so a long line of many keys stays linear).
	ls := max(0, at-200)
	if i := strings.LastIndexByte(s[ls:at], '\n'); i >= 0 {
		ls += i + 1
	}
	if !notPublicKeyPhrase(s[ls:at]) {
		return nil
	}
	vs := valueStart(s, at)
	ve := vs
	for ve < len(s) && ve-vs <= 128 && (isAlpha(s[ve]) || isDigit(s[ve]) || strings.IndexByte("+/_-", s[ve]) >= 0) {
		ve++
	}
	for k := 0; k < 2 && ve < len(s) && s[ve] == '='; k++ {
		ve++
	}
	if ve-vs < 20 || ve-vs > 130 {
		return nil
	}
	if ve < len(s) {
		c := s[ve]
		if c == '.' {
			if ve+1 < len(s) && s[ve+1] != ' ' && s[ve+1] != '\n' && s[ve+1] != '\t' {
				return nil
			}
		} else if strings.IndexByte(" \t\r\n\"'<),;", c) < 0 {
			return nil
		}
	}
	if !generatedValue(strings.TrimRight(s[vs:ve], "=")) {
		return nil
	}
	return [][2]int{{vs, ve}}
}

// notPublicKeyPhrase: a key's name phrase, in the languages of the rule
// above, that does not call the key public (the public half of a key
// pair is published on purpose).
func notPublicKeyPhrase(m string) bool {
	l := strings.ToLower(m)
	for _, w := range [...]string{"public", "publishable", "vapid", "публичн", "публічн", "відкрит", "открыт", "publiczn", "veřejn", "verejn", "öffentlich", "públic", "publiqu", "pubblic", "openba", "offentlig", "julkinen", "avalik", "publisk", "viešas", "nyilvános", "açık", "公钥", "公開", "公开", "공개"} {
		if strings.Contains(l, w) {
			return false
		}
	}
	return true
}

// generatedValue: a value that looks generated, not written: 20 or more
// long, upper and lower case and digits, at most one '-'.
func generatedValue(v string) bool {
	return len(v) >= 20 && hasDigitAndLetter(v) && hasUpperAndLower(v) && strings.Count(v, "-") <= 1 && notPlaceholder(v)
}

// Redact returns s with secrets replaced by typed markers such as
// [REDACTED:openai-key], and what it replaced (spans in s, in order).
//
// Recognised: OpenAI (sk-, sk-proj-, sk-svcacct-, sk-admin-), Anthropic
// (sk-ant-), OpenRouter (sk-or-v1-), GitHub (ghp_ gho_ ghu_ ghs_ ghr_
// github_pat_), GitLab (glpat-), AWS access key ids (AKIA/ASIA + 16) and
// labelled secret keys (aws_secret_access_key=...), Slack tokens (xox?-) and
// webhook URLs, Google API keys (AIza + 35), Stripe, Hugging Face and npm
// tokens, JWTs, PEM private key blocks (multi-line, or cut short),
// passwords in URLs (scheme://user:pass@host), Authorization headers and
// "Bearer <token>", and assignments to keys ending in password, passwd,
// passphrase, secret, token, api_key, access_key, private_key,
// secret_key (KEY=value, key: value, "key": "value", key = "value",
// --key value): the value is replaced and the key kept. In a connection
// string ("Key=Value;" pairs: ADO.NET, ODBC, JDBC) a value runs to the next
// ';' and an ODBC value may be quoted in braces (Pwd={a;b}); a token that
// is a URL's whole userinfo (https://TOKEN@host), presigned-URL signatures
// (X-Amz-Signature, X-Goog-Signature), mysql/mariadb -pPW, sshpass and
// registry login -p PW, and curl/wget -u user:PW are replaced too. So are
// the credential after any Authorization scheme (key=..., SSWS, sso-key),
// a whole header inside one string literal ('X-Api-Key: V'), a (user,
// password) pair in code (auth=("u", "p"), SetBasicAuth), session cookies
// by name anywhere (connect.sid, PHPSESSID, *_session), other
// "<word>_key" names (license_key, X-Auth-Key) when the value is one
// 16+-character token mixing letters and digits, registry "auth"/"_auth"
// values, and bot tokens inside a Bot API path. Round 6: a secret passed
// positionally to an SDK client constructor (Twilio Client/twilio,
// algoliasearch, SearchClient.create, Pusher), .pgpass lines, Set-Cookie and
// Cookie lines prefixed by a verbose client ("< ", "> ") and "-sid" cookie
// names, Fly.io fm1_/fm2_ tokens, a service-account private_key_id, and any
// prefixed token right after an escaped line break ("\\n"); a --secret
// value that is an option list (id=x,src=path) is left alone. Round 25:
// htpasswd -b, ssh-keygen -N/-P, sqlcmd/bcp -P, Oracle EZConnect
// user/password@//host, keys ending in a bare "pass" (SMTP_PASS), a
// random-looking password or a hex token given in prose right after the
// word; a "--password word" in prose and "sk_test_xxx" stay. Round 64:
// stream keys (Twitch live_..., the last segment of an RTMP URL), PINs and
// door or alarm codes after their word, licence keys of the product-key
// shape, Wi-Fi PSKs, recovery codes, keys named for what they sign or
// encrypt, vendor-prefixed tokens by shape (a short prefix and a made
// tail of 32+); masked displays ("****lDDK") and a demo account's
// "demo" stay.
//
// Assignments are judged by shape so code and prose survive: an unquoted
// value after ":" or " = " is taken only if it looks like a secret (contains
// a digit or a symbol, or is 16+ characters) and is not an identifier path
// like os.environ; values of token/secret/key names must be 8+ characters
// and not all digits; environment references ($VAR, ${VAR}) and templates
// ({{ ... }}) are left alone. Only the first word of an unquoted multi-word
// passphrase is replaced.
func (r *Redactor) Redact(s string) (string, []Finding) {
	if len(s) < 8 {
		return s, nil
	}
	lower := asciiLower(s)
	h := newHaystack(s, lower)
	var cands []candidate
	for prio := range r.rules {
		ru := &r.rules[prio]
		text := s
		if ru.fold {
			text = lower
		}
		p := prio
		if ru.fallback {
			p += len(r.rules) + 1
		}
		if r.plain {
			cands, _ = ru.find(s, text, p, 0, len(text), cands)
			continue
		}
		pf := &r.pf[prio]
		if !pf.mayMatch(h, text) {
			continue // none of the literals every match holds
		}
		if pf.lineLocal && ru.scan == nil && len(text) > r.lineMin {
			if spans, ok := pf.lines(h, text); ok {
				next := 0
				for _, sp := range spans {
					if sp[1] <= next {
						continue // inside a match already extended past its line
					}
					cands, next = ru.find(s, text, p, max(sp[0], next), sp[1], cands)
				}
				continue
			}
		}
		cands, _ = ru.find(s, text, p, 0, len(text), cands)
	}
	cands = scanAssignments(s, lower, len(r.rules), cands)
	cands = dropCalls(s, cands)
	if len(cands) == 0 {
		return s, nil
	}
	return apply(s, merge(cands))
}

// dropCalls removes candidates that are the name of a function called
// right there ("password: System.get_env("DB_PASSWORD")", Elixir;
// "pw = Application.get_env(:app, :pw)"): a dotted identifier followed by
// "(" is code that fetches the secret, not the secret, as the generic
// scan already says of "password=os.getenv(...)" (fresh243's look-alike
// l243-055, measured blind in session 39).
func dropCalls(s string, cands []candidate) []candidate {
	out := cands[:0]
	for _, c := range cands {
		if c.end < len(s) && s[c.end] == '(' && dottedIdent(s[c.start:c.end]) {
			continue
		}
		if subscriptRef87(s, c.start, c.end) { // round 87: an indexed identifier
			continue
		}
		out = append(out, c)
	}
	return out
}

// dottedIdent: Name.name.name or name::name (at least one separator), the
// shape of a qualified function name, letters and underscores only
// before each separator.
func dottedIdent(v string) bool {
	if len(v) < 3 || len(v) > 80 || !(strings.Contains(v, ".") || strings.Contains(v, "::")) {
		return false
	}
	prevSep := true
	for i := 0; i < len(v); i++ {
		b := v[i]
		switch {
		case b == '.' || b == ':':
			if prevSep && b == '.' {
				return false
			}
			prevSep = true
		case b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b == '_' || (!prevSep && b >= '0' && b <= '9'):
			prevSep = false
		default:
			return false
		}
	}
	return !prevSep
}

type candidate struct {
	start, end, prio int
	kind             string
}

// lineScanMin: texts longer than this are searched line by line by a rule
// that cannot match a line break (only the lines holding its literals).
const lineScanMin = 4 << 10

// find runs the rule over text[from:to] (to is the end of the text, or of
// a line the rule cannot match beyond); next is where the search stopped
// (past to when a match was extended beyond it).
func (ru *rule) find(orig, text string, prio, from, to int, out []candidate) (_ []candidate, next int) {
	if ru.scan != nil {
		for _, m := range ru.re.FindAllStringIndex(text, -1) {
			for _, sp := range ru.scan(orig, m[1]) {
				if !strings.HasPrefix(orig[sp[0]:sp[1]], "[REDACTED:") {
					out = append(out, candidate{start: sp[0], end: sp[1], prio: prio, kind: ru.kind})
				}
			}
		}
		return out, len(text)
	}
	pos := from
	for pos < to {
		var loc []int
		if ru.group == 0 {
			loc = ru.re.FindStringIndex(text[pos:to]) // no submatch bookkeeping: faster
		} else {
			loc = ru.re.FindStringSubmatchIndex(text[pos:to])
		}
		if loc == nil {
			break
		}
		ms, me := pos+loc[0], pos+loc[1]
		if ru.span != nil {
			me = ru.span(text, me)
			loc[1] = me - pos
		}
		gs, ge := pos+loc[2*ru.group], pos+loc[2*ru.group+1]
		good := loc[2*ru.group] >= 0 && ge > gs
		if good && ru.boundStart && ms > 0 && isTokenByte(orig[ms-1]) && !escapedBreak(orig, ms) {
			good = false
		}
		if good && ru.boundEnd && me < len(orig) && isTokenByte(orig[me]) {
			good = false
		}
		if good && strings.HasPrefix(orig[gs:ge], "[REDACTED:") {
			good = false // already redacted
		}
		if good && ru.ok != nil && !ru.ok(orig[gs:ge]) {
			good = false
		}
		if good && ru.okMatch != nil && !ru.okMatch(orig[ms:me]) {
			good = false
		}
		if good && ru.notAt != nil && ru.notAt(orig, gs, ge) {
			good = false
		}
		if good && ru.kind != "private-key" && isDocToken(orig[gs:ge]) {
			good = false // AKIAIOSFODNN7EXAMPLE, ghp_xxxx...: documentation
		}
		if !good {
			pos = ms + 1
			if ru.boundStart {
				// Every later start inside this run of token bytes follows
				// a token byte and would be rejected too: skip the run, so
				// a long run of near-misses costs linear time.
				for pos < len(orig) && isTokenByte(orig[pos]) {
					pos++
				}
			}
			continue
		}
		out = append(out, candidate{start: gs, end: ge, prio: prio, kind: ru.kind})
		pos = max(me, ms+1)
	}
	return out, pos
}

// escapedBreak reports a JSON- or shell-escaped line break or tab ("\n",
// "\r", "\t" written as two bytes) just before at: a token there starts a
// line of the escaped text, so its first letter is not glued to a word.
func escapedBreak(s string, at int) bool {
	if at < 2 || s[at-2] != '\\' {
		return false
	}
	c := s[at-1]
	return c == 'n' || c == 'r' || c == 't'
}

// merge unions overlapping candidates; each union takes the kind of its
// highest-priority member.
func merge(cands []candidate) []Finding {
	slices.SortFunc(cands, func(a, b candidate) int {
		if a.start != b.start {
			return a.start - b.start
		}
		return b.end - a.end
	})
	var out []Finding
	cur := cands[0]
	for _, c := range cands[1:] {
		if c.start < cur.end {
			cur.end = max(cur.end, c.end)
			if c.prio < cur.prio {
				cur.prio, cur.kind = c.prio, c.kind
			}
			continue
		}
		out = append(out, Finding{Kind: cur.kind, Start: cur.start, End: cur.end})
		cur = c
	}
	return append(out, Finding{Kind: cur.kind, Start: cur.start, End: cur.end})
}

func apply(s string, fs []Finding) (string, []Finding) {
	var b strings.Builder
	b.Grow(len(s) + 16*len(fs))
	last := 0
	for _, f := range fs {
		b.WriteString(s[last:f.Start])
		b.WriteString(Marker(f.Kind))
		last = f.End
	}
	b.WriteString(s[last:])
	return b.String(), fs
}

// scanAssignments finds key=value style secrets: it looks for the anchor
// words pass, secret, token and key with strings.Index (fast on large text),
// works out the key word around each and parses what follows by hand.
func scanAssignments(s, lower string, prio int, out []candidate) []candidate {
	for _, anchor := range [...]string{"pass", "secret", "token", "key", "pwd", "pw", "signature", "auth"} {
		from := 0
		for {
			i := strings.Index(lower[from:], anchor)
			if i < 0 {
				break
			}
			at := from + i
			from = at + len(anchor)
			kwStart, kwEnd, kind := keyWord(lower, at, anchor)
			if kind == "" {
				continue
			}
			if vs, ve, ok := assignmentValue(s, kwStart, kwEnd, kind); ok && !optionList(s[vs:min(len(s), ve+80)]) && notGpgKeyID87(lower, kwEnd, s[vs:ve]) { // round 87: not a GnuPG key id
				switch kind {
				case "pass":
					kind = "password"
				case "line-key":
					kind = "key"
				}
				out = append(out, candidate{start: vs, end: ve, prio: prio, kind: kind})
				from = max(from, ve) // key words inside a redacted value are moot
			}
		}
	}
	return out
}

// gluedPassOwners: services and accounts whose names run into "pass" in
// environment variables and config keys.
var gluedPassOwners = [...]string{"ssh", "smtp", "pg", "db", "ftp", "sftp", "ldap", "mail", "imap", "pop", "redis", "amqp", "mq", "vnc", "rdp", "sql", "mysql", "mongo", "admin", "root", "user", "bind", "proxy", "wifi", "vpn", "sudo", "rsync", "smb", "samba", "kafka", "api", "svc", "app"}

// optionListRe: a value that is itself a list of name=value options
// ("id=npmrc,src=$HOME/.npmrc", the spec docker and podman take after
// --secret) names where a secret is, it is not one.
var optionListRe = regexp.MustCompile(`^[a-z][a-z0-9_\-]*=[^,\s]*,[a-z][a-z0-9_\-]*=`)

func optionList(v string) bool { return optionListRe.MatchString(v) }

// keyWord extends an anchor found at lower[at:] to the key word it belongs
// to and names the kind of secret such a key holds ("" = not a key word).
// secret_key and access_key are found through their "key" anchor.
func keyWord(lower string, at int, anchor string) (int, int, string) {
	end := at + len(anchor)
	switch anchor {
	case "pass":
		for _, w := range [...]string{"word", "wd", "phrase"} {
			if strings.HasPrefix(lower[end:], w) {
				return at, end + len(w), "password"
			}
		}
		// "pass" as the last word of a key (SMTP_PASS, db_pass, "pass":),
		// not bypass, passive or compass. Its value is judged like a
		// token's (8+ characters, not all digits: "pass: 12" is a count).
		if (at == 0 || !isAlpha(lower[at-1]) && !isDigit(lower[at-1]) || escapedBreak(lower, at)) && (end == len(lower) || !isAlpha(lower[end]) && !isDigit(lower[end])) {
			return at, end, "pass"
		}
		// Round 40: a service or account glued to "pass" (SSHPASS,
		// SMTPPASS, DBPASS, ROOTPASS), not bypass or compass.
		if end == len(lower) || !isAlpha(lower[end]) && !isDigit(lower[end]) {
			for _, svc := range gluedPassOwners {
				if k := at - len(svc); k >= 0 && lower[k:at] == svc && (k == 0 || !isAlpha(lower[k-1]) && !isDigit(lower[k-1])) {
					return k, end, "pass"
				}
			}
		}
		return 0, 0, ""
	case "secret":
		// existingSecret, secretName, secretRef: the name of a secret.
		if strings.HasSuffix(lower[:at], "existing") || strings.HasPrefix(lower[end:], "name") || strings.HasPrefix(lower[end:], "ref") {
			return 0, 0, ""
		}
		return at, end, "secret"
	case "token":
		// Round 33: a public or publishable token (Mapbox "public token
		// pk.…") is meant to be shown.
		for _, w := range [...]string{"public", "publishable"} {
			for _, sep := range [...]string{" ", "_", "-", ""} {
				if strings.HasSuffix(lower[:at], w+sep) {
					return 0, 0, ""
				}
			}
		}
		// Round 59: a variable whose own name says public
		// (NEXT_PUBLIC_MAPBOX_TOKEN): a framework ships it to every
		// browser, so it is not a secret.
		if namedPublic(lower, at) {
			return 0, 0, ""
		}
		return at, end, "token"
	case "pwd":
		if at > 0 && isAlpha(lower[at-1]) && !escapedBreak(lower, at) {
			return 0, 0, ""
		}
		return at, end, "password"
	case "pw":
		// Round 44: "pw" as the last part of a key (ldap_bind_pw,
		// root-pw, SMTP.PW) or glued to its owner (bindpw, rootpw), not
		// pwd (its own anchor) or a word that holds it (upward); judged
		// like "pass".
		if end < len(lower) && (isAlpha(lower[end]) || isDigit(lower[end])) {
			return 0, 0, ""
		}
		if at > 0 && (lower[at-1] == '_' || lower[at-1] == '-' || lower[at-1] == '.') {
			w := at - 1
			for w > 0 && (isAlpha(lower[w-1]) || isDigit(lower[w-1]) || lower[w-1] == '_' || lower[w-1] == '-' || lower[w-1] == '.') {
				w--
			}
			if w < at-1 && isAlpha(lower[w]) {
				return at, end, "pass"
			}
			return 0, 0, ""
		}
		for _, svc := range gluedPassOwners {
			if k := at - len(svc); k >= 0 && lower[k:at] == svc && (k == 0 || !isAlpha(lower[k-1]) && !isDigit(lower[k-1])) {
				return k, end, "pass"
			}
		}
		return 0, 0, ""
	case "auth":
		// Round 37: sssd's and PAM's "authtok" (ldap_default_authtok): the
		// authentication token, a password.
		if strings.HasPrefix(lower[end:], "tok") && (end+3 == len(lower) || !isAlpha(lower[end+3])) && (at == 0 || !isAlpha(lower[at-1]) || lower[at-1] == '_') {
			return at, end + 3, "password"
		}
		// A key that is exactly "auth" or "_auth" (Docker and npm registry
		// credentials), not oauth, author, authority.
		if at > 0 && isAlpha(lower[at-1]) || end < len(lower) && (isAlpha(lower[end]) || isDigit(lower[end])) {
			return 0, 0, ""
		}
		return at, end, "registry-auth"
	case "signature":
		if strings.HasSuffix(lower[:at], "sharedaccess") {
			return at - len("sharedaccess"), end, "sas-signature"
		}
		for _, p := range [...]string{"x-amz-", "x-goog-", "amz-", "goog-"} {
			if strings.HasSuffix(lower[:at], p) {
				return at - len(p), end, "url-signature"
			}
		}
		return 0, 0, ""
	}
	head := lower[:at] // anchor "key"
	for _, w := range [...]string{"accountkey", "sharedaccesskey", "storagekey", "masterkey", "primarykey", "secondarykey"} {
		if strings.HasSuffix(lower[:end], w) {
			return end - len(w), end, "account-key"
		}
	}
	for _, sep := range [...]string{"_", "-", ""} {
		for _, w := range [...]string{"api", "access", "private", "secret"} {
			if !strings.HasSuffix(head, w+sep) {
				continue
			}
			start := at - len(w) - len(sep)
			switch {
			case w == "api":
				return start, end, "api-key"
			case w == "access" && (strings.HasSuffix(head, "secret_access_") || strings.HasSuffix(head, "secretaccess") || strings.HasSuffix(head, "secret-access-")):
				return start, end, "aws-secret-key"
			}
			return start, end, "secret"
		}
	}
	// Any other name ending in key (license_key, DD-APPLICATION-KEY,
	// X-Auth-Key, appKey): a key, judged strictly by its value (keyLike).
	if end < len(lower) && (isAlpha(lower[end]) || isDigit(lower[end])) {
		return 0, 0, "" // keyboard, keys, keyring
	}
	j := at
	if j > 0 && (lower[j-1] == '_' || lower[j-1] == '-') {
		j--
	}
	w := j
	for w > 0 && isAlpha(lower[w-1]) {
		w--
	}
	if j == at && w == at && bareKeyBesideUser(lower, at) {
		// {"username": "asha", "key": "..."} (kaggle.json and the like):
		// a bare key beside a user name is that user's credential.
		return at, end, "key"
	}
	if j == at && w == at && lineInitial(lower, at) {
		// Round 47: a bare key that begins a config line (key: ... in
		// ~/.cdsapirc, key = ... in an INI section), judged by its value
		// (genericKeyRejects).
		return at, end, "line-key"
	}
	if j-w < 3 || notSecretKeyWord[lower[w:j]] {
		return 0, 0, ""
	}
	return w, end, "key"
}

// lineInitial: only blanks and a YAML list dash stand between the line's
// start and s[at].
func lineInitial(s string, at int) bool {
	for i := at - 1; i >= 0; i-- {
		switch s[i] {
		case ' ', '\t', '-':
			continue
		case '\n', '\r':
			return true
		}
		return false
	}
	return true
}

// genericKeyRejects: a value under a generic key name (license_key, a
// registry's auth) must read as a credential (keyLike, or base64 of
// user:password for auth); under a bare key that begins a config line it
// must be made: a UUID (Heroku and the Copernicus CDS issue those), 32+
// hex or a generated token, so "key: C minor" and "key: DB_PASSWORD" stay.
func genericKeyRejects(kind, v string) bool {
	switch kind {
	case "key":
		return !keyLike(v)
	case "registry-auth":
		return !keyLike(v) && !base64Credential(v)
	case "line-key":
		return !uuidShaped(v) && !(len(v) >= 32 && allHex(v)) && !highEntropyToken(v)
	}
	return false
}

// uuidShaped: 8-4-4-4-12 hex digits.
func uuidShaped(v string) bool {
	if len(v) != 36 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if v[i] != '-' {
				return false
			}
		} else if !isDigit(v[i]) && (v[i]|0x20 < 'a' || v[i]|0x20 > 'f') {
			return false
		}
	}
	return true
}

// bareKeyBesideUser: a quoted "key" whose object, just before it, names a
// user ("username", "user", "login").
func bareKeyBesideUser(lower string, at int) bool {
	if at == 0 || lower[at-1] != '"' && lower[at-1] != '\'' {
		return false
	}
	before := lower[max(0, at-160):at]
	if i := strings.LastIndexAny(before, "{}"); i >= 0 {
		if before[i] == '}' {
			return false
		}
		before = before[i:]
	}
	for _, u := range [...]string{`"username"`, `"user"`, `"login"`, `'username'`, `'user'`} {
		if strings.Contains(before, u) {
			return true
		}
	}
	return false
}

// notSecretKeyWord: words that make "<word>_key" an index, a lookup or a
// public value rather than a credential.
var notSecretKeyWord = map[string]bool{"public": true, "publishable": true, "pub": true, "foreign": true, "sort": true, "partition": true, "cache": true, "hash": true,
	"row": true, "index": true, "lookup": true, "map": true, "dict": true, "shortcut": true, "hot": true, "primary": true, "unique": true, "composite": true, "range": true,
	"group": true, "idempotency": true, "dedup": true, "dedupe": true, "object": true, "bucket": true, "message": true, "translation": true, "i18n": true, "websocket": true,
	"locale": true, "label": true, "field": true, "column": true, "table": true, "config": true, "setting": true, "settings": true, "registry": true, "json": true, "dict_": true,
	"metric": true, "tag": true, "attribute": true, "property": true, "prop": true, "react": true, "list": true, "item": true, "element": true, "state": true, "query": true, "search": true, "event": true}

// keyLike: a value under a generic key name that reads as a credential:
// 16+ characters of one token, letters and digits mixed, at most one '-'
// (so slugs, cache keys and UUIDs stay), no path.
func keyLike(v string) bool {
	if productKeyShape(v) && !isPlaceholder(v) {
		return true
	}
	if len(v) < 16 || !hasDigitAndLetter(v) || strings.Count(v, "-") > 1 || strings.ContainsAny(v, ". \t") || isPlaceholder(v) {
		return false
	}
	return !strings.HasPrefix(v, "/") && !strings.Contains(v, "://")
}

// productKeyShape (round 64): four or more dashed groups of letters and
// digits, all of one length of 4 to 6, two or more of them mixing letters
// and digits: the shape of a licence or stream key (k4p2-9xam-b7qe-33dz),
// not of a date, a slug or a UUID. A vendor's prefix of letters may lead
// three such groups (RLD-4K9Q-2MXP-7ZRT).
func productKeyShape(v string) bool {
	groups := strings.Split(v, "-")
	if len(groups) == 4 && len(groups[0]) != len(groups[1]) && len(groups[0]) >= 2 && strings.Trim(asciiLower(groups[0]), "abcdefghijklmnopqrstuvwxyz") == "" {
		groups = groups[1:]
	} else if len(groups) < 4 {
		return false
	}
	if len(groups[0]) < 4 || len(groups[0]) > 6 {
		return false
	}
	mixed := 0
	for _, g := range groups {
		if len(g) != len(groups[0]) {
			return false
		}
		for i := 0; i < len(g); i++ {
			if !isAlpha(g[i]) && !isDigit(g[i]) {
				return false
			}
		}
		if hasDigitAndLetter(g) {
			mixed++
		}
	}
	return mixed >= 2
}

// streamKeyValue (round 64): the last path segment of an RTMP URL is a
// stream key when it is made: a product-key shape, or 16+ characters
// mixing letters and digits that are not a placeholder.
func streamKeyValue(v string) bool {
	if isPlaceholder(v) || isDocToken(v) {
		return false
	}
	return productKeyShape(v) || hasDigitAndLetter(v) && (hasUpperAndLower(v) || strings.Count(v, "-") <= 1 && distinctBytes(v) >= 10)
}

// pinValue (round 64): four to six digits that are not one digit repeated
// or a run up or down (1234, 0000, 654321): the documentation's PINs.
func pinValue(v string) bool {
	up, down, same := true, true, true
	for i := 1; i < len(v); i++ {
		up = up && v[i] == v[i-1]+1
		down = down && v[i] == v[i-1]-1
		same = same && v[i] == v[i-1]
	}
	return !up && !down && !same
}

// proseMadeSecret (round 64): the value that ends a match of "secret",
// "key" or "token" and a value in prose, when it reads as generated
// (generatedProse) and the word before the key does not make it public or
// an index (public key, sort key, ssh key, GPG key).
func proseMadeSecret(orig string, end int) [][2]int {
	vs := strings.LastIndexAny(orig[:end], " \t") + 1
	if vs == 0 || !generatedProse(orig[vs:end]) {
		return nil
	}
	head := strings.TrimRight(orig[:vs], " \t")
	head = strings.TrimRight(head[:strings.LastIndexAny(head, " \t\n")+1], " \t")
	w := strings.Trim(asciiLower(head[strings.LastIndexAny(head, " \t\n")+1:]), ":;,.()[]\"'")
	if v := orig[vs:end]; strings.HasPrefix(v, "0x") || strings.HasPrefix(v, "0X") {
		return nil // a key id or a number written in hex (gpg: key 0x8B3A...)
	}
	if notSecretKeyWord[w] || w == "ssh" || w == "gpg" || w == "pgp" || w == "host" || publicKeyAlgorithm91[w] {
		return nil
	}
	return [][2]int{{vs, end}}
}

// generatedProse: 16+ characters with both cases and digits, changing
// between letters and digits four or more times, and no placeholder.
func generatedProse(v string) bool {
	if !hasUpperAndLower(v) || !hasDigit(v) || isPlaceholder(v) || isDocToken(v) {
		return false
	}
	changes := 0
	for i := 1; i < len(v); i++ {
		if isDigit(v[i]) != isDigit(v[i-1]) && (isAlpha(v[i]) || isAlpha(v[i-1])) {
			changes++
		}
	}
	return changes >= 4
}

// loginPassword (round 64): the second half of "login NAME / V" or
// "user NAME:V" is a password when it mixes both cases and digits and
// is not a placeholder.
func loginPassword(v string) bool {
	return notPlaceholder(v) && hasUpperAndLower(v) && hasDigit(v)
}

var recoveryCodeList = regexp.MustCompile(`(?i)\b(?:recovery|backup|scratch|emergency)[ \t]+codes?()[ \t]*[:=]?[ \t]*[A-Za-z0-9]{3,10}(?:-[A-Za-z0-9]{3,10}){0,4}(?:[ \t]*[,;][ \t]*[A-Za-z0-9]{3,10}(?:-[A-Za-z0-9]{3,10}){0,4}){0,24}`)

// vendorTail (round 64): a prefixed token whose tail (after the last
// separator of its prefix words) is made: 32+ characters, both cases and
// digits, at least 16 distinct, at most one inner '-' or '_'; or 32+ hex
// digits after a prefix that says live, prod, secret or key. Prefixes
// naming a digest (sha256-), an encoding, a nonce, a public key (pk_) or
// an object or request id (req_, cus_, msg_) are not secrets.
func vendorTail(m string) bool {
	// A content-hashed file name (chunk-Zx8K...Qe4.css) is a name.
	if k := strings.LastIndexByte(m, '.'); k >= 0 && len(m)-k <= 6 && isAlpha(m[k+1]) && strings.ToLower(m[k+1:]) == m[k+1:] {
		return false
	}
	for i := 0; i < len(m); i++ {
		if (m[i] == '_' || m[i] == '.' || m[i] == '-') && len(m)-i-1 >= 32 && vendorTailMade(asciiLower(m[:i]), m[i+1:]) {
			return !notVendorPrefix(asciiLower(m[:i]))
		}
	}
	return false
}

func vendorTailMade(prefix, t string) bool {
	if strings.Count(t, "-")+strings.Count(t, "_") > 1 || isPlaceholder(t) {
		return false
	}
	// A tail split once is made on both sides (pcsk_Zx8Kq2_...), not a
	// word and the rest (Linux-node20-...).
	if k := strings.IndexAny(t, "-_"); k >= 0 && (k < 6 || !hasDigit(t[:k])) {
		return false
	}
	if hasUpperAndLower(t) && hasDigit(t) && distinctBytes(t) >= 16 {
		return true
	}
	if h := strings.ReplaceAll(t, "_", ""); allHex(h) && hasDigitAndLetter(h) && distinctBytes(h) >= 12 {
		for _, w := range [...]string{"live", "prod", "secret", "sk", "pw", "pat", "pt", "key", "token", "api"} {
			for _, part := range strings.FieldsFunc(prefix, func(r rune) bool { return r == '_' || r == '.' || r == '-' }) {
				if part == w {
					return true
				}
			}
		}
	}
	return false
}

func notVendorPrefix(p string) bool {
	first := p
	if i := strings.IndexAny(p, "_.-"); i >= 0 {
		first = p[:i]
	}
	switch first {
	case "sha1", "sha224", "sha256", "sha384", "sha512", "md5", "blake2b", "blake3", "nonce", "pk", "pub", "public", "publishable",
		"data", "base64", "integrity", "sri", "id", "uid", "uuid", "req", "request", "trace", "span", "msg", "file", "asst", "thread",
		"run", "cus", "evt", "pi", "ch", "acct", "price", "prod", "sub", "txn", "in", "tok", "src", "seti", "pm", "po", "tr", "chatcmpl",
		"toolu", "batch", "ft", "org", "proj", "user", "img", "build", "commit", "rev", "version", "v", "cid", "ipfs", "x", "ssh",
		"phc": // round 69: PostHog's project key is shipped in web pages

		return true
	}
	return strings.Contains(p, "public") || strings.Contains(p, "example") || strings.Contains(p, "test")
}

// notHexSessionField (round 65): false for "session=<hex>", the bare
// field name and a value of hex digits only.
func notHexSessionField(m string) bool {
	v, ok := strings.CutPrefix(asciiLower(m), "session=")
	return !ok || !allHex(v)
}

// cryptoKeyValue (round 64): the value of a key named for what it
// encrypts or signs with ("hmac key: 3f9a...", "encryption key:
// aes256:Zx8K..."): 32+ hex digits, or 20+ characters with both cases and
// a digit, not a placeholder.
func cryptoKeyValue(v string) bool {
	if isPlaceholder(v) {
		return false
	}
	t := strings.TrimRight(v, "=")
	return len(t) >= 32 && allHex(t) && hasDigitAndLetter(t) || len(t) >= 20 && hasUpperAndLower(t) && hasDigit(t)
}

// recoveryCodes (round 64): each code of a list after "recovery codes"
// or "backup code" (an account's one-time fallback secrets): a code of 8+
// characters holding a digit, with dashes or mixing letters and digits,
// so "backup code path" and "recovery code length 10" stay.
func recoveryCodes(orig string, end int) [][2]int {
	// The list is bounded (24 codes), so its start is within 1 KiB: a long
	// line costs linear time.
	base := max(0, end-1024)
	ls := base + strings.LastIndexByte(orig[base:end], '\n') + 1
	i := -1
	for _, m := range recoveryCodeList.FindAllStringSubmatchIndex(orig[ls:end], -1) {
		if ls+m[1] == end {
			i = ls + m[2]
		}
	}
	if i < 0 {
		return nil
	}
	var out [][2]int
	for i < end {
		for i < end && !isAlpha(orig[i]) && !isDigit(orig[i]) {
			i++
		}
		j := i
		for j < end && (isAlpha(orig[j]) || isDigit(orig[j]) || orig[j] == '-') {
			j++
		}
		if c := orig[i:j]; len(c) >= 8 && hasDigit(c) && (strings.Contains(c, "-") || hasDigitAndLetter(c)) && !isPlaceholder(c) {
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}

// notPinCount (round 64): "PIN 4 digits", "PIN 1000 attempts": the
// number counts something about the PIN.
// postalPincode (round 69): India's "pincode" (one word) and six digits
// is an address's postal code, not a PIN.
func postalPincode(m string) bool {
	l := asciiLower(m)
	i := strings.Index(l, "pincode")
	if i < 0 {
		return false
	}
	d := 0
	for j := i + 7; j < len(l) && d < 7; j++ {
		if isDigit(l[j]) {
			d++
		} else if d > 0 {
			break
		}
	}
	return d == 6
}

func notPinCount(m string) bool {
	f := strings.Fields(m)
	switch asciiLower(strings.TrimRight(f[len(f)-1], ".,;:)")) {
	case "digit", "digits", "characters", "chars", "attempts", "tries", "retries", "times", "seconds", "minutes", "days":
		return false
	}
	return true
}

// base64Credential: a registry's _auth value, base64 of user:password,
// which may start with '/' or '+' like any base64 text.
func base64Credential(v string) bool {
	if len(v) < 16 || !hasUpperAndLower(v) || !hasDigit(v) || isPlaceholder(v) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isAlpha(c) && !isDigit(c) && c != '+' && c != '/' && c != '=' {
			return false
		}
	}
	return true
}

// randomTail: after the first n bytes (a vendor prefix that is also a
// placeholder word, such as secret_), the rest mixes letters and digits.
func randomTail(n int) func(string) bool {
	return func(v string) bool { return len(v) > n+16 && hasDigitAndLetter(v[n:]) && hasUpperAndLower(v[n:]) }
}

// maxKeyPrefix bounds how far back a key's prefix (DB_, x-, --) is looked
// for, so runs of key words cost linear time.
const maxKeyPrefix = 64

// assignmentValue parses the separator and value after the key word at
// s[kwStart:i] and returns the span of a value that should be redacted.
func assignmentValue(s string, kwStart, i int, kind string) (int, int, bool) {
	n := len(s)
	kwEnd := i
	// The key may carry a prefix (DB_PASSWORD, x-api-key, --password).
	keyStart := kwStart
	for keyStart > 0 && kwStart-keyStart < maxKeyPrefix && isKeyByte(s[keyStart-1]) {
		keyStart--
	}
	npmrc := keyStart > 1 && s[keyStart-1] == ':' && s[keyStart-2] == '/' // //host/:_authToken=
	// PowerShell's $env:NAME is a variable, not a resource path.
	psEnv := keyStart >= 5 && asciiLower(s[keyStart-5:keyStart]) == "$env:"
	if !npmrc && !psEnv && keyStart > 0 && (s[keyStart-1] == ':' || s[keyStart-1] == '/') && !settingPathKey88(s, keyStart, kwEnd) { // round 88: redact_round88.go
		return 0, 0, false // arn:...:secret:name, projects/p/secrets/name: a resource name
	}
	flag := strings.HasPrefix(s[keyStart:kwStart+1], "--")
	openQuote := keyStart > 0 && isQuote(s[keyStart-1])
	// Optional closing quote of a quoted key: "password": / \"password\":
	quotedKey := false
	if i+1 < n && s[i] == '\\' && s[i+1] == '"' {
		i += 2
		quotedKey = true
	} else if i < n && isQuote(s[i]) {
		i++
		quotedKey = true
	}
	// A key in a subscript: os.environ["DB_PASSWORD"] = "...".
	subscript := quotedKey && openQuote && keyStart > 1 && s[keyStart-2] == '[' && i < n && s[i] == ']'
	if subscript {
		i++
	}
	// Windows setx KEY value: the value follows a blank.
	setx := keyStart >= 5 && asciiLower(s[keyStart-5:keyStart]) == "setx "
	if openQuote && !quotedKey {
		// "Password: " + pw — the key is inside a string literal that the
		// next quote closes; that quote does not open a value. But a whole
		// header in one literal ('X-Api-Key: VALUE', curl -H) holds its
		// value before that quote.
		return quotedHeaderValue(s, i, s[keyStart-1], kind)
	}
	sp1 := i
	i = skipBlanks(s, i)
	spaced := i > sp1
	var sep byte
	switch {
	case i < n && s[i] == ':':
		sep = ':'
		i++
		if i < n && s[i] == '=' { // Go :=
			sep = '='
			i++
			spaced = true
		} else if j, ok := typedDeclaration(s, i); ok {
			// Round 41: "NAME: TYPE = value" (Rust, TypeScript, Kotlin,
			// Swift, Python annotations): the value follows the "=".
			sep = '='
			i = j
			spaced = true
		}
	case i < n && s[i] == '=':
		if i+1 < n && s[i+1] == '=' { // comparison
			return 0, 0, false
		}
		sep = '='
		i++
		if i < n && s[i] == '>' { // Ruby/PHP =>
			i++
			spaced = true
		}
	case i+1 < n && s[i] == '?' && s[i+1] == '=':
		// Round 60: Make's conditional assignment (DEPLOY_TOKEN ?= V).
		sep = '='
		i += 2
		spaced = true
	case (flag || setx) && spaced && !quotedKey:
		sep = ' '
	case spaced && !quotedKey && (kind == "token" || kind == "secret"):
		// "refresh_token rt_3wMJ...", "secret set: 57cc...": a value
		// after a blank (or one word of setting) is taken only when it
		// has the shape of a generated credential.
		return spacedCredential(s, i)
	default:
		return 0, 0, false
	}
	if subscript && sep != '=' {
		return 0, 0, false
	}
	sp2 := i
	i = skipBlanks(s, i)
	spaced = spaced || i > sp2
	if i >= n {
		return 0, 0, false
	}
	minLen := 8
	if kind == "password" {
		minLen = 1
	}
	// Quoted value.
	if q, ql := openingQuote(s, i); ql > 0 {
		vs := i + ql
		ve, ok := closingQuote(s, vs, q, ql == 2)
		if !ok {
			return 0, 0, false
		}
		v := s[vs:ve]
		if len(v) < minLen || isReference(v) || strings.HasPrefix(v, "[REDACTED:") || isPlaceholder(v) {
			return 0, 0, false
		}
		if kind != "password" && (strings.ContainsAny(v, " \t") || allDigits(v)) {
			return 0, 0, false
		}
		if kind == "password" && len(v) > 256 {
			return 0, 0, false
		}
		if genericKeyRejects(kind, v) {
			return 0, 0, false
		}
		return vs, ve, true
	}
	// PWD=/home/alice (a sudo log, an environment dump): the working
	// directory, not a password.
	if strings.EqualFold(s[kwStart:kwEnd], "pwd") && kwStart == keyStart && (s[i] == '/' || s[i] == '~' || i+2 < n && isAlpha(s[i]) && s[i+1] == ':' && s[i+2] == '\\') {
		return 0, 0, false
	}
	// A connection string (ADO.NET, ODBC, JDBC: "Key=Value;" pairs): the
	// value runs to the next ';' (a password may hold '&', '!', spaces),
	// and ODBC quotes one holding ';' in braces: Pwd={a;b}.
	if registryNumber75(s[i:min(n, i+6)]) {
		return 0, 0, false
	}
	if sep == '=' && !spaced && kind != "line-key" && connStringKey(s, keyStart) {
		if vs, ve, ok := connStringValue(s, i); ok {
			return vs, ve, true
		}
	}
	// Unquoted value.
	if isReference(s[i:min(n, i+2)]) {
		return 0, 0, false // ${VAR}, $(cmd)
	}
	vs := i
	for i < n && i-vs < 1024 && isValueByte(s[i]) {
		i++
	}
	v := s[vs:i]
	if len(v) < minLen || isReference(v) || (kind != "password" && allDigits(v)) || isPlaceholder(v) {
		return 0, 0, false
	}
	if i < n && s[i] == '(' {
		return 0, 0, false // password=os.getenv("PGPASSWORD"): a call, not a value
	}
	if nameHalfBeforePlaceholder91(s, v, i) {
		return 0, 0, false
	}
	if len(v) <= 3 && (v[0] == '|' || v[0] == '>') && strings.Trim(v[1:], "+-0123456789") == "" {
		return 0, 0, false // round 69: YAML's block scalar indicator; the value is on the lines below
	}

	if sep == ' ' && v[0] == '-' { // --token --other-flag
		return 0, 0, false
	}
	if kind != "password" && kebabName.MatchString(v) {
		return 0, 0, false // --secret=jwt-signing-key: the secret's name
	}
	if kind != "password" && kind != "pass" && snakeName.MatchString(v) {
		return 0, 0, false // token=status_changed: an identifier
	}
	if genericKeyRejects(kind, v) || notValue75(s, vs, i) {
		return 0, 0, false
	}
	if (sep == ':' || (sep == '=' && spaced) || sep == ' ') && !suspicious(v) && !((kind == "pass" || kind == "password") && randomCase(v)) {
		// prose, a type or code: "password: str", "password = request.form[...]",
		// "the --password flag is deprecated"
		return 0, 0, false
	}
	return vs, i, true
}

// typedDeclaration reads a type annotation at s[i:] (after the colon of
// "NAME: TYPE = value") and returns the index after its "=": the type is
// one short run of type characters (str, &'static str, Option<String>),
// and "==" is a comparison, not a declaration.
func typedDeclaration(s string, i int) (int, bool) {
	n := len(s)
	i = skipBlanks(s, i)
	ts := i
	for i < n && i-ts <= 40 {
		c := s[i]
		if isAlpha(c) || isDigit(c) || strings.IndexByte("_&'<>[]?.*", c) >= 0 {
			i++
			continue
		}
		// one blank inside a type ("&'static str", "mut String")
		if c == ' ' && i > ts && i+1 < n && (isAlpha(s[i+1]) || s[i+1] == '&') && s[i-1] != ' ' {
			j := i + 1
			for j < n && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '_') {
				j++
			}
			if k := skipBlanks(s, j); k < n && (s[k] == '=' || isAlpha(s[k]) || s[k] == '<') {
				i++
				continue
			}
		}
		break
	}
	if i == ts || i-ts > 40 || !(isAlpha(s[ts]) || s[ts] == '&' || s[ts] == '*') {
		return 0, false
	}
	i = skipBlanks(s, i)
	if i >= n || s[i] != '=' || i+1 < n && (s[i+1] == '=' || s[i+1] == '>') {
		return 0, false
	}
	return i + 1, true
}

// spacedCredential reads the value after "token " or "secret set: ": one
// word of setting (set, is, now) and a colon may come between; the value
// must be a generated credential (a prefixed token or a high-entropy one;
// bare hex only after the colon, since a digest follows a blank in logs).
func spacedCredential(s string, i int) (int, int, bool) {
	n := len(s)
	colon := false
	for _, w := range [...]string{"set", "is", "now"} {
		if strings.HasPrefix(asciiLower(s[i:min(n, i+len(w)+1)]), w) && i+len(w) < n && (s[i+len(w)] == ':' || s[i+len(w)] == ' ') {
			i = skipBlanks(s, i+len(w))
			break
		}
	}
	if i < n && s[i] == ':' {
		colon = true
		i = skipBlanks(s, i+1)
	}
	vs := i
	for i < n && i-vs < 512 && isValueByte(s[i]) {
		i++
	}
	v := strings.TrimRight(s[vs:i], ".,;")
	if len(v) < 20 || isReference(v) || isPlaceholder(v) || strings.HasPrefix(v, "[REDACTED:") {
		return 0, 0, false
	}
	if prefixedToken.MatchString(v) || highEntropyToken(v) || singleCaseToken(v) || colon && len(v) >= 32 && allHex(v) {
		return vs, vs + len(v), true
	}
	return 0, 0, false
}

// singleCaseToken (round 60): a generated credential in one case of
// letters and digits (an Azure DevOps PAT is 52 lower-case base32
// characters): 32 or more, letters beyond hex among them, and as varied
// as random draws from 36 symbols are (a word, an identifier joined by
// hyphens or a hex digest is not).
func singleCaseToken(v string) bool {
	if len(v) < 32 || !hasDigit(v) || isPlaceholder(v) {
		return false
	}
	lower, upper, beyondHex := false, false, false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= 'a' && c <= 'z':
			lower = true
			beyondHex = beyondHex || c > 'f'
		case c >= 'A' && c <= 'Z':
			upper = true
			beyondHex = beyondHex || c > 'F'
		case isDigit(c):
		default:
			return false
		}
	}
	if lower == upper || !beyondHex {
		return false
	}
	return entropyBits(asciiLower(v)) >= 4.2
}

// prefixedToken: a vendor-style token, a short lower-case prefix and an
// underscore before a long mixed run (rt_3wMJ..., pat_...).
var prefixedToken = regexp.MustCompile(`^[a-z]{2,6}_[A-Za-z0-9]{20,}$`)

func allHex(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isDigit(v[i]) && (v[i]|0x20 < 'a' || v[i]|0x20 > 'f') {
			return false
		}
	}
	return true
}

// kebabName: lower-case words joined by hyphens, no digits: a resource's
// name (jwt-signing-key, prod-db-password), not a generated secret.
var kebabName = regexp.MustCompile(`^[a-z]{2,}(?:-[a-z]{2,}){1,6}$`)

// snakeName: lower-case words joined by underscores, no digits: an
// identifier (an event type "status_changed", an enum value, a field's
// name), as the kebab form is a resource's. Round 58: a generated token
// has digits or capitals; a password may be words, so it is not judged so.
var snakeName = regexp.MustCompile(`^[a-z]{2,}(?:_[a-z]{2,}){1,6}$`)

// quotedHeaderValue reads 'Name: VALUE' inside one string literal that
// q closes: the value after ": " up to q, when it reads as a credential.
func quotedHeaderValue(s string, i int, q byte, kind string) (int, int, bool) {
	n := len(s)
	if i >= n || s[i] != ':' && s[i] != '=' {
		return 0, 0, false
	}
	vs := skipBlanks(s, i+1)
	ve := vs
	for ve < n && ve-vs < 512 && s[ve] != q && s[ve] != '\n' {
		ve++
	}
	if ve >= n || s[ve] != q || ve == vs {
		return 0, 0, false
	}
	v := s[vs:ve]
	if strings.ContainsAny(v, " \t") || isReference(v) || isPlaceholder(v) || strings.HasPrefix(v, "[REDACTED:") {
		return 0, 0, false
	}
	// Round 64: a whole assignment to a password in one literal
	// ('admin_password=Tf!Admin2026' after terraform -var, helm --set, an
	// env list): a made value of six or more is the password.
	if (kind == "password" || kind == "pass") && s[i] == '=' && len(v) >= 6 && madeValue(v) {
		return vs, ve, true
	}
	if !looksLikeCredential(16)(v) || genericKeyRejects(kind, v) {
		return 0, 0, false
	}
	return vs, ve, true
}

// connStringKey reports a key that is one pair of a connection string: it
// starts the text or a line, or follows ';' (blanks allowed between), and a
// ';' pair separator appears on its line.
func connStringKey(s string, keyStart int) bool {
	j := keyStart
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	if j > 0 && s[j-1] != ';' && s[j-1] != '\n' && s[j-1] != '"' && s[j-1] != '\'' {
		return false
	}
	// A ';' within 256 bytes either side on the same line (bounded, so a
	// long line of keys costs linear time).
	lo, hi := max(0, keyStart-256), min(len(s), keyStart+256)
	if k := strings.LastIndexByte(s[lo:keyStart], '\n'); k >= 0 {
		lo += k + 1
	}
	if k := strings.IndexByte(s[keyStart:hi], '\n'); k >= 0 {
		hi = keyStart + k
	}
	return strings.IndexByte(s[lo:hi], ';') >= 0
}

// connStringValue returns the value of a connection-string pair starting
// at i: to the next ';', quote or line end, or inside ODBC braces. Empty
// values, references and placeholders are not secrets.
func connStringValue(s string, i int) (int, int, bool) {
	n := len(s)
	if i < n && s[i] == '{' && !strings.HasPrefix(s[i:], "{{") {
		// ODBC: {value}, '}' doubled inside; a bare {NAME} is a slot.
		j := i + 1
		for j < n && j-i < 512 {
			if s[j] == '}' {
				if j+1 < n && s[j+1] == '}' {
					j += 2
					continue
				}
				break
			}
			if s[j] == '\n' {
				return 0, 0, false
			}
			j++
		}
		if j >= n || s[j] != '}' {
			return 0, 0, false
		}
		v := s[i+1 : j]
		if v == "" || isPlaceholder(v) || isReference(v) || slotName(v) {
			return 0, 0, false
		}
		return i + 1, j, true
	}
	j := i
	for j < n && j-i < 512 && s[j] != ';' && s[j] != '\n' && s[j] != '\r' && s[j] != '"' && s[j] != '\'' && s[j] != '`' {
		j++
	}
	for j > i && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	v := s[i:j]
	if v == "" || isReference(v) || isPlaceholder(v) || strings.HasPrefix(v, "[REDACTED:") {
		return 0, 0, false
	}
	return i, j, true
}

// slotName: an upper-case identifier in braces ({DB_PASSWORD}) names a
// value to fill in.
func slotName(v string) bool {
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(c >= 'A' && c <= 'Z' || c == '_' || isDigit(c)) {
			return false
		}
	}
	return true
}

func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func isQuote(c byte) bool { return c == '"' || c == '\'' || c == '`' }

// openingQuote reports the quote at s[i] and its length (2 for \").
func openingQuote(s string, i int) (byte, int) {
	if s[i] == '\\' && i+1 < len(s) && s[i+1] == '"' {
		return '"', 2
	}
	if isQuote(s[i]) {
		return s[i], 1
	}
	return 0, 0
}

// closingQuote finds the end of a quoted value on the same line.
func closingQuote(s string, i int, q byte, escaped bool) (int, bool) {
	for j := i; j < len(s) && j-i <= 4096; j++ {
		c := s[j]
		if c == '\n' || c == '\r' {
			return 0, false
		}
		if escaped {
			if c == '\\' && j+1 < len(s) && s[j+1] == q {
				return j, true
			}
			continue
		}
		if c == '\\' {
			j++
			continue
		}
		if c == q {
			return j, true
		}
	}
	return 0, false
}

// isReference: $VAR, ${VAR}, $(cmd), %VAR%, {{ template }}, <placeholder>.
// pctFormat: a printf or Python %-format slot ("%s", "%(db_password)s").
var pctFormat = regexp.MustCompile(`^%(?:\(\w+\))?[-+ #0-9.]*[sdqvrx]?$`)

// atFile: "@" and a file's path: a folder or a lower-case extension.
var atFile = regexp.MustCompile(`^@(?:[\w.~\-]+/)*[\w.\-]+\.[a-z]{1,5}$|^@(?:\.{0,2}/|~/)[\w.\-/]+$`)

func isReference(v string) bool {
	if v == "" {
		return false
	}
	// Code that reads the secret from elsewhere (os.environ["X"],
	// process.env.X, ENV["X"], System.getenv("X")).
	for _, p := range []string{"os.environ", "os.getenv(", "process.env.", "ENV[", "ENV.fetch(", "System.getenv(", "Environment.GetEnvironmentVariable(", "getenv(", "env(", "config("} {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	// Round 69: a tool's source prefix (apksigner --ks-pass env:NAME,
	// openssl file:PATH, Apache's exec:PROGRAM) names where the secret is.
	for _, p := range [...]string{"env:", "file:", "exec:"} {
		if len(v) > len(p) && strings.HasPrefix(v, p) && (isAlpha(v[len(p)]) || v[len(p)] == '/' || v[len(p)] == '_') {
			return true
		}
	}
	switch v[0] {
	case '*':
		// Round 71: a YAML alias (*db_password) names the anchored value.
		return len(v) > 2 && isAlpha(v[1]) && strings.IndexFunc(v[1:], func(r rune) bool {
			return !(r < 0x80 && (isAlpha(byte(r)) || isDigit(byte(r)) || r == '_' || r == '-'))
		}) < 0
	case '$':
		return len(v) > 1 && (v[1] == '{' || v[1] == '(' || v[1] == '_' || isAlpha(v[1]))
	case '?':
		// ${VAR:?message}: the shell's error for an unset variable.
		return true
	case '%':
		// %APPDATA%, and printf-style slots: %s, %(name)s, %v.
		return len(v) > 2 && v[len(v)-1] == '%' || len(v) == 1 || pctFormat.MatchString(v)
	case '{':
		return strings.HasPrefix(v, "{{")
	case '<':
		return v[len(v)-1] == '>'
	case '@':
		// Round 62: "@db.txt", "@params/admin.txt": the CLI convention
		// (vault, az, curl -d) of reading the value from that file.
		return atFile.MatchString(v)
	case '!':
		// A YAML tag naming where the value comes from (!vault, !Ref,
		// !secret, !env_var): the secret is elsewhere.
		return len(v) > 1 && isAlpha(v[1]) && strings.IndexFunc(v[1:], func(r rune) bool {
			return !(r < 0x80 && (isAlpha(byte(r)) || isDigit(byte(r)) || r == '_' || r == '-' || r == ':'))
		}) < 0
	}
	return false
}

func notReference(v string) bool { return !isReference(v) }

// loginKey: a generated key given to a login subcommand: a high-entropy
// token, or 32+ hex digits with letters among them (an API key, not a
// short commit or a host name).
func loginKey(v string) bool {
	if highEntropyToken(v) {
		return true
	}
	if len(v) < 32 || !hasDigitAndLetter(v) || !notPlaceholder(v) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isDigit(v[i]) && (v[i] < 'a' || v[i] > 'f') {
			return false
		}
	}
	return true
}

// longHex: 48+ hex digits, the size of a generated key, not of a commit.
func longHex(v string) bool {
	if len(v) < 48 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isDigit(v[i]) && (v[i]|0x20 < 'a' || v[i]|0x20 > 'f') {
			return false
		}
	}
	return true
}

// highEntropyToken: a 32+ character token that mixes upper case, lower
// case and digits with at least 4.2 bits of entropy per character and is
// neither hex nor a placeholder: the shape of a generated secret (an AWS
// secret key, a storage account key), not of a name, digest or sentence.
func highEntropyToken(v string) bool {
	if len(v) < 32 || !hasUpperAndLower(v) || !hasDigit(v) || isPlaceholder(v) {
		return false
	}
	return entropyBits(v) >= 4.2
}

// entropyBits: the Shannon entropy of v's bytes, in bits per byte.
func entropyBits(v string) float64 {
	var counts [256]int
	for i := 0; i < len(v); i++ {
		counts[v[i]]++
	}
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / float64(len(v))
			h -= p * math.Log2(p)
		}
	}
	return h
}

// suspicious: an unquoted value after "key:" that looks like a secret
// rather than prose or a type: it has a digit or a symbol, or it is 16+
// bytes and not a dotted identifier path (os.environ, request.form).
// randomCase: letters only, upper and lower case mixed as a generator
// mixes them (FCUersKqNpXlIf), not as words join in an identifier
// (getUserPassword, XMLHttpRequest): ten or more letters, four or more
// changes of case, and under half the letters in lower-case runs of
// three or more.
func randomCase(v string) bool {
	if len(v) < 10 || !hasUpperAndLower(v) {
		return false
	}
	changes, inWords, run := 0, 0, 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !isAlpha(c) {
			return false
		}
		if i > 0 && (v[i-1] >= 'a') != (c >= 'a') {
			changes++
		}
		if c >= 'a' {
			run++
			continue
		}
		if run >= 3 {
			inWords += run
		}
		run = 0
	}
	if run >= 3 {
		inWords += run
	}
	return changes >= 4 && 2*inWords < len(v)
}

func suspicious(v string) bool {
	// optional chaining and non-null assertions are identifier paths too:
	// req.headers.authorization?.split
	v = strings.NewReplacer("?.", ".", "!.", ".").Replace(v)
	for i := 0; i < len(v); i++ {
		c := v[i]
		if isDigit(c) || (!isAlpha(c) && c != '_' && c != '-' && c != '.') {
			return true
		}
	}
	return len(v) >= 16 && !strings.Contains(v, ".")
}

func isValueByte(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\r', '\v', '\f', '"', '\'', '`', ',', ';', '&', '<', '>', '(', ')', '[', ']', '{', '}', '\\':
		return false
	}
	return c > ' ' && c != 0x7f
}

func isKeyByte(c byte) bool { return isAlpha(c) || isDigit(c) || c == '_' || c == '-' || c == '.' }

// isTokenByte: bytes that continue a token, so a match next to one is part
// of a longer word (task-sk-..., a base64 blob) rather than a key of its own.
func isTokenByte(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '_' || c == '-'
}

func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func hasDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			return true
		}
	}
	return false
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

func hasDigitAndLetter(s string) bool {
	var d, l bool
	for i := 0; i < len(s); i++ {
		d = d || isDigit(s[i])
		l = l || isAlpha(s[i])
	}
	return d && l
}

func hasUpperAndLower(s string) bool {
	var u, l bool
	for i := 0; i < len(s); i++ {
		u = u || (s[i] >= 'A' && s[i] <= 'Z')
		l = l || (s[i] >= 'a' && s[i] <= 'z')
	}
	return u && l
}

// looksLikeCredential returns a check for random-looking tokens of at least
// min bytes: letters with digits, or mixed case when long.
func looksLikeCredential(min int) func(string) bool {
	return func(v string) bool {
		if len(v) < min || isReference(v) {
			return false
		}
		return hasDigitAndLetter(v) || (len(v) >= 24 && hasUpperAndLower(v))
	}
}

// asciiLower lowers ASCII letters only, so byte offsets stay aligned with s.
func asciiLower(s string) string {
	i := 0
	for i < len(s) && !(s[i] >= 'A' && s[i] <= 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	b := []byte(s)
	for ; i < len(b); i++ {
		if c := b[i]; c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// urlPasswords finds the password of a URL's userinfo after the "://" at
// at: the authority runs to the first '/', '?', '#', quote or space, the
// userinfo to its last '@' (a password may hold an unescaped '@'), and the
// password from the first ':' of the userinfo; the user may be empty
// (redis://:pw@host).
func urlPasswords(s string, at int) [][2]int {
	end := at
	for end < len(s) && end-at < 512 {
		c := s[end]
		if c == '\\' && end+1 < len(s) && strings.IndexByte(`"'nrt/`, s[end+1]) < 0 {
			// Round 39: a Windows domain user (http://CORP\\jsmith:pw@proxy),
			// its backslash escaped or not; a backslash before a quote or
			// an escape letter ends a URL in a quoted string.
			end++
			if s[end] == '\\' {
				end++
			}
			continue
		}
		if (c == '#' || c == '?') && pwHasMark(s[at:end], s[end:]) {
			end++ // Round 64: ftp://user:Pacs#77@host, a '#' inside the password
			continue
		}
		if c == '/' || c == '?' || c == '#' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`' || c == '\\' {
			break
		}
		end++
	}
	auth := s[at:end]
	a := strings.LastIndexByte(auth, '@')
	if a < 0 {
		return nil
	}
	ui := auth[:a]
	c := strings.IndexByte(ui, ':')
	if c < 0 {
		// A token as the whole userinfo (a Sentry DSN key,
		// https://TOKEN@host): long, letters and digits, not a reference.
		if len(ui) >= 20 && hasDigitAndLetter(ui) && looksLikeCredential(20)(ui) && !isReference(ui) && !isPlaceholder(ui) && !strings.HasPrefix(ui, "[REDACTED:") {
			return [][2]int{{at, at + a}}
		}
		return nil
	}
	if c == len(ui)-1 {
		return nil
	}
	pw := ui[c+1:]
	if isReference(pw) || isPlaceholder(pw) || strings.HasPrefix(pw, "[REDACTED:") {
		return nil
	}
	// Round 49: a password that repeats the user name on the loopback
	// host (amqp://guest:guest@localhost, postgres:postgres@127.0.0.1)
	// is a server's documented default for local use, not a secret.
	if pw == ui[:c] && loopbackHost(auth[a+1:]) {
		return nil
	}
	return [][2]int{{at + c + 1, at + a}}
}

// pwHasMark (round 64): a '#' or '?' met in a URL's authority is inside
// the password, not the start of a fragment or query, when a user and
// ':' came before it and an '@' and a host follow before any '/', blank or
// quote: people write such passwords unescaped.
func pwHasMark(before, rest string) bool {
	if !strings.Contains(before, ":") || strings.Contains(before, "@") {
		return false
	}
	for i := 1; i < len(rest) && i < 128; i++ {
		switch rest[i] {
		case '@':
			return i+1 < len(rest) && (isAlpha(rest[i+1]) || isDigit(rest[i+1]) || rest[i+1] == '[')
		case '/', ' ', '\t', '\n', '\r', '"', '\'', '<', '>', '`', '=', '&':
			return false
		}
	}
	return false
}

// cmdArgs returns the arguments of the command starting at at, to the end
// of its line or the next ;, | or & (at most 256 bytes, so runs of command
// names cost linear time).
func cmdArgs(s string, at int) (int, int) {
	end := at
	for end < len(s) && end-at < 256 && s[end] != '\n' && s[end] != ';' && s[end] != '|' && s[end] != '&' {
		end++
	}
	return at, end
}

// argValue reads one argument at i (quoted or bare) and returns its span
// without quotes.
func argValue(s string, i, end int) (int, int) {
	if i < end && (s[i] == '\'' || s[i] == '"') {
		q := s[i]
		j := strings.IndexByte(s[i+1:end], q)
		if j < 0 {
			return i + 1, end
		}
		return i + 1, i + 1 + j
	}
	j := i
	for j < end && s[j] != ' ' && s[j] != '\t' {
		j++
	}
	return i, j
}

// flagPasswords finds the values of password flags after the clients of
// the rule: each flag takes the next argument, or its value after "=";
// openssl's pass:PW and smbclient's user%PW keep their prefix.
func flagPasswords(s string, at int) [][2]int {
	_, end := cmdArgs(s, at)
	cmd := asciiLower(s[max(0, at-24):at])
	if k := strings.LastIndexAny(cmd, " \t;|&($/"); k >= 0 {
		cmd = cmd[k+1:]
	}
	var flags []string
	glued := false
	switch {
	case strings.HasPrefix(cmd, "7z"):
		// Round 64: 7-Zip takes its password glued to the flag
		// (7z a -pSecret x.7z); a bare -p asks for one.
		flags, glued = []string{"-p"}, true
	case strings.HasSuffix(cmd, "freerdp"):
		// Round 67 (ahead): FreeRDP takes /p:PASSWORD glued.
		flags, glued = []string{"/p:"}, true
	case strings.HasPrefix(cmd, "unrar"), cmd == "rar":
		flags, glued = []string{"-p"}, true
	case strings.HasPrefix(cmd, "vsql"):
		flags = []string{"-w", "--password"} // Vertica's -w (-U the user)
	case strings.HasPrefix(cmd, "dsadd"), strings.HasPrefix(cmd, "dsmod"):
		flags = []string{"-pwd"}
	case strings.HasPrefix(cmd, "esxcli"):
		flags = []string{"-p", "--password", "-c", "--password-confirmation"}
	// Round 69 (ahead): more clients' own password flags.
	case strings.HasPrefix(cmd, "x11vnc"):
		flags = []string{"-passwd", "-viewpasswd"}
	case strings.HasPrefix(cmd, "tsql"):
		flags = []string{"-P"}
	case strings.HasPrefix(cmd, "jarsigner"):
		flags = []string{"-storepass", "-keypass"}
	case strings.HasPrefix(cmd, "signtool"):
		flags = []string{"/p"}
	case strings.HasPrefix(cmd, "pk12util"):
		flags = []string{"-W", "-K"}
	case strings.HasPrefix(cmd, "winrs"):
		flags, glued = []string{"-p:", "-password:"}, true
	case strings.HasPrefix(cmd, "schtasks"):
		flags = []string{"/rp", "/RP", "/p"}
	case cmd == "plink" || cmd == "pscp" || cmd == "psftp" || cmd == "putty" || cmd == "kitty":
		flags = []string{"-pw"}
	case strings.HasPrefix(cmd, "kadmin"):
		flags = []string{"-w", "-pw"}
	case strings.HasPrefix(cmd, "apksigner"):
		flags = []string{"--ks-pass", "--key-pass"}
	case strings.HasPrefix(cmd, "pdftk"):
		flags = []string{"input_pw", "owner_pw", "user_pw"}
	case strings.HasPrefix(cmd, "nomad"):
		flags = []string{"-token", "--token"}
	case strings.HasPrefix(cmd, "redis"):
		flags = []string{"-a", "--pass", "--password"}
	case strings.HasPrefix(cmd, "keytool"):
		flags = []string{"-storepass", "-keypass", "-srcstorepass", "-deststorepass", "-srckeypass", "-destkeypass"}
	case strings.HasPrefix(cmd, "openssl"):
		flags = []string{"-passin", "-passout", "-pass", "-k"}
	case strings.HasPrefix(cmd, "zip"), strings.HasPrefix(cmd, "unzip"):
		flags = []string{"-P", "--password"}
	case strings.HasPrefix(cmd, "ipmitool"):
		// Round 61 (fresh181-184): ipmitool's -P is the BMC password
		// (-U the user, -H the host).
		flags = []string{"-P"}
	case strings.HasPrefix(cmd, "smbclient"):
		flags = []string{"-U", "--user"}
	case strings.HasPrefix(cmd, "snmp"):
		flags = []string{"-A", "-X", "-c"} // SNMPv3 pass phrases, v1/v2c community
	case strings.HasPrefix(cmd, "psql"), strings.HasPrefix(cmd, "pg_"), strings.HasPrefix(cmd, "pgbench"):
		// Session 23: libpq's -W/--password asks for a prompt and takes
		// no value, yet people write the password after it; a made value
		// there is one (a database name is a word).
		flags = []string{"-W", "--password"}
	default: // cqlsh, mongo*, rabbitmqctl, influx, clickhouse-client, vault login, az login
		flags = []string{"-p", "--password", "--pass"}
	}
	var out [][2]int
	f := strings.Fields(s[at:end])
	off := at
	for i, tok := range f {
		p := strings.Index(s[off:end], tok) + off
		off = p + len(tok)
		for _, fl := range flags {
			vs, ve := -1, -1
			switch {
			case tok == fl && i+1 < len(f) && !glued:
				q := strings.Index(s[off:end], f[i+1]) + off
				vs, ve = q, q+len(f[i+1])
			case strings.HasPrefix(tok, fl+"="):
				vs, ve = p+len(fl)+1, p+len(tok)
			case glued && strings.HasPrefix(tok, fl) && len(tok) > len(fl):
				vs, ve = p+len(fl), p+len(tok)
			}
			if vs < 0 {
				continue
			}
			v := strings.Trim(s[vs:ve], `"'`)
			if d := strings.Index(s[vs:ve], v); d >= 0 {
				vs, ve = vs+d, vs+d+len(v)
			}
			switch {
			case strings.HasPrefix(v, "pass:"):
				vs += 5
			case strings.Contains(v, "%") && fl == "-U":
				vs += strings.Index(v, "%") + 1
			case fl == "-U" || fl == "--user":
				continue
			case strings.HasPrefix(v, "env:") || strings.HasPrefix(v, "file:") || strings.HasPrefix(v, "stdin"):
				continue
			}
			if strings.EqualFold(s[vs:ve], "prompt") {
				continue // pdftk's owner_pw PROMPT asks for it
			}
			if fl == "-c" && (strings.EqualFold(s[vs:ve], "public") || strings.EqualFold(s[vs:ve], "private")) {
				continue // the well-known default communities
			}
			if (fl == "-W" || fl == "--password") && flags[0] == "-W" && !(hasDigitAndLetter(s[vs:ve]) || strongMadeValue(s[vs:ve])) {
				continue // psql -W mydb: the database, after a prompt flag
			}
			if ve-vs >= 4 && s[vs] != '-' && !isReference(s[vs:ve]) && !isPlaceholder(s[vs:ve]) && !strings.HasPrefix(s[vs:ve], "[REDACTED:") {
				out = append(out, [2]int{vs, ve})
			}
		}
	}
	return out
}

// cliPasswords finds -p/--password values after a command named by the
// rule. mysql takes -p attached (a bare -p prompts); the others take it
// as the next argument.
func cliPasswords(s string, at int) [][2]int {
	_, end := cmdArgs(s, at)
	if !strings.Contains(s[at:end], "-p") && !strings.Contains(s[at:end], "--password") {
		return nil
	}
	// mysql/mariadb take -pPW attached; the command is the word that ends at at.
	cmd := asciiLower(s[max(0, at-16):at])
	if k := strings.LastIndexAny(cmd, " \t;|&($/\"'"); k >= 0 { // round 77: or a quote ("sh", "-c", "mysql -pPW")
		cmd = cmd[k+1:]
	}
	attached := strings.HasPrefix(cmd, "mysql") || strings.HasPrefix(cmd, "maria")
	var out [][2]int
	for i := at; i < end; i++ {
		k := strings.IndexByte(s[i:end], '-')
		if k < 0 {
			break
		}
		i += k
		if i == 0 || (s[i-1] != ' ' && s[i-1] != '\t') {
			continue
		}
		var vs, ve int
		switch {
		case strings.HasPrefix(s[i:end], "--password="):
			vs, ve = argValue(s, i+len("--password="), end)
		case strings.HasPrefix(s[i:end], "--password ") && !attached:
			vs, ve = argValue(s, i+len("--password "), end)
		case strings.HasPrefix(s[i:end], "-p") && attached && i+2 < end && s[i+2] != ' ' && s[i+2] != '\t':
			vs, ve = argValue(s, i+2, end)
		case strings.HasPrefix(s[i:end], "-p ") && !attached:
			vs, ve = argValue(s, i+3, end)
		default:
			continue
		}
		if v := s[vs:ve]; v != "" && v[0] != '-' && !isReference(v) && !isPlaceholder(v) && !strings.HasPrefix(v, "[REDACTED:") && !shortProseWord(v) {
			out = append(out, [2]int{vs, ve})
		}
	}
	return out
}

// userPasswords finds the password of -u/--user user:password after a
// curl or wget.
func userPasswords(s string, at int) [][2]int {
	_, end := cmdArgs(s, at)
	if !strings.Contains(s[at:end], "-u") && !strings.Contains(s[at:end], "--user") {
		return nil
	}
	var out [][2]int
	for i := at; i < end; i++ {
		k := strings.IndexByte(s[i:end], '-')
		if k < 1 {
			if k < 0 {
				break
			}
			continue
		}
		i += k - 1 // the blank before the option
		var vs int
		switch {
		case strings.HasPrefix(s[i:end], " -u "), strings.HasPrefix(s[i:end], "\t-u "):
			vs = i + 4
		case strings.HasPrefix(s[i:end], " --user="):
			vs = i + 8
		case strings.HasPrefix(s[i:end], " --user "):
			vs = i + 8
		default:
			continue
		}
		a, b := argValue(s, vs, end)
		c := strings.IndexByte(s[a:b], ':')
		if c < 0 || a+c+1 >= b {
			continue
		}
		if pw := s[a+c+1 : b]; !isReference(pw) && !isPlaceholder(pw) && !strings.HasPrefix(pw, "[REDACTED:") {
			out = append(out, [2]int{a + c + 1, b})
		}
	}
	return out
}

// cookieValues returns the values of the cookies in a Cookie or Set-Cookie
// header line that look like session secrets (16+ bytes, letters and digits).
func cookieValues(s string, at int) [][2]int {
	end := strings.IndexByte(s[at:], '\n')
	if end < 0 {
		end = len(s)
	} else {
		end += at
	}
	var out [][2]int
	for i := at; i < end; {
		eq := strings.IndexByte(s[i:end], '=')
		if eq < 0 {
			break
		}
		vs := i + eq + 1
		ve := vs
		for ve < end && s[ve] != ';' && s[ve] != ' ' && s[ve] != ',' {
			ve++
		}
		name := strings.TrimLeft(s[i:i+eq], " \t:")
		if k := strings.LastIndexAny(name, " \t:"); k >= 0 {
			name = name[k+1:]
		}
		if analyticsCookie.MatchString(name) {
			i = ve + 1
			continue // _ga=GA1.2...: an analytics id, not a session
		}
		if v := s[vs:ve]; looksLikeCredential(16)(v) && !isPlaceholder(v) && !writtenWords(v) {
			out = append(out, [2]int{vs, ve})
		}
		i = ve + 1
	}
	return out
}

// saslPlain: after "AUTH PLAIN" the protocol carries nothing but the
// base64 credential ("authzid NUL user NUL password"), so any base64 there
// is one, decoded or not; a placeholder ("BASE64_CREDENTIALS") is not.
func saslPlain(v string) bool {
	_, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(v, "="))
	return err == nil && notPlaceholder(v) && (hasDigitAndLetter(v) || hasUpperAndLower(v))
}

// writtenWords: a value without digits made of words as people write
// them, each lower case or capitalised, joined by punctuation
// ("America/Argentina/Buenos_Aires", "Dark-Mode"): a setting, not a
// session secret, which mixes case inside its runs of letters.
func writtenWords(v string) bool {
	// Session 27: a value in URL encoding is judged as written
	// ("Europe%2FBucharest" is "Europe/Bucharest").
	if strings.Contains(v, "%") {
		if u, err := url.QueryUnescape(v); err == nil {
			v = u
		}
	}
	if strings.ContainsAny(v, "0123456789") {
		return false
	}
	words := 0
	for w := range strings.FieldsFuncSeq(v, func(r rune) bool { return !unicode.IsLetter(r) }) {
		for i, r := range w {
			if i > 0 && unicode.IsUpper(r) {
				return false
			}
		}
		words++
	}
	return words >= 2
}

// analyticsCookie: cookies that carry an analytics or advertising id,
// which no one signs in with.
var analyticsCookie = regexp.MustCompile(`^(?:_ga\w*|_gid|_gat\w*|_gcl_\w+|__utm\w+|_fbp|_fbc|_hj\w+|_clck|_clsk|ajs_anonymous_id|_uetsid|_uetvid|mp_\w+_mixpanel)$`)

// encodedPrivateKey reports a base64 blob that decodes to a PEM private key
// header.
func encodedPrivateKey(v string) bool {
	n := min(len(v), 64) / 4 * 4
	b, err := base64.StdEncoding.DecodeString(v[:n])
	return err == nil && strings.Contains(string(b), "PRIVATE KEY")
}

func notPlaceholder(v string) bool { return !isReference(v) && !isPlaceholder(v) }

// shortProseWord: a value of at most three lower-case letters after a
// password flag in a sentence ("never pass -p on the command line"): a
// word of the prose, not a password (round 40).
func shortProseWord(v string) bool {
	return len(v) <= 3 && strings.Trim(v, "abcdefghijklmnopqrstuvwxyz") == ""
}

// snmpCommunity: a community string that looks made (not public,
// private or a placeholder).
func snmpCommunity(v string) bool {
	l := asciiLower(v)
	return l != "public" && l != "private" && notPlaceholder(v) && (hasDigitAndLetter(v) || hasUpperAndLower(v))
}

// placeholderWords in a value mark documentation rather than a secret:
// "your-password", "myPassword", "REPLACE_ME", "example-token-123", a
// resource name such as "prod-db-password" or "github-actions-token".
var placeholderWords = append([]string{"password", "passwd", "passphrase", "secret", "token", "apikey", "api_key", "api-key", "username"}, docWords...)

// docWords: the placeholder words that say a value is documentation
// whatever follows them (providerPrefixed keeps these as placeholders).
var docWords = []string{"example", "your", "placeholder", "replace", "changeme", "change_me", "dummy", "sample", "redacted", "insert", "fixme", "todo", "foobar"}

// slotValueWords (round 55): a value of lower-case words only, one of
// them "value" ("another_value", "some-value"), is a slot named for what
// it holds, as in "key=value; another_key=another_value".
func slotValueWords(l string) bool {
	slot := false
	for _, p := range strings.FieldsFunc(l, func(r rune) bool { return r == '_' || r == '-' }) {
		if strings.Trim(p, "abcdefghijklmnopqrstuvwxyz") != "" {
			return false
		}
		slot = slot || p == "value" || p == "values"
	}
	return slot
}

// providerPrefixed (round 55): a value made of a provider's prefix in
// words ("Client_Secret_", "Client_Id_", as Brazil's Pix providers issue
// them) and 32 or more hex digits or a generated tail is the credential
// itself: a placeholder such as "prod-db-password" has no made tail, and
// words of documentation ("example", "your", "sample") keep it one.
func providerPrefixed(v string) bool {
	k := strings.LastIndexAny(v, "_-")
	if k <= 0 || len(v)-k-1 < 32 {
		return false
	}
	tail := v[k+1:]
	if !(allHex(tail) && hasDigitAndLetter(tail)) && !generatedValue(tail) {
		return false
	}
	for i := 0; i < k; i++ {
		if c := v[i]; !isAlpha(c) && c != '_' && c != '-' {
			return false
		}
	}
	l := asciiLower(v[:k])
	for _, w := range append(docWords[:len(docWords):len(docWords)], "test", "fake") {
		if strings.Contains(l, w) {
			return false
		}
	}
	return true
}

// isPlaceholder reports a value that is documentation, not a secret: a
// placeholder word, a run of x, * or . characters, or a bracketed slot.
func isPlaceholder(v string) bool {
	if v == "" || publishedExample[v] {
		return true
	}
	// "sk_test_...", "sk-ant-…": a prefix shown with the rest elided;
	// "sk_test_xxx", "ghp_XXXX": a prefix with the rest filled with x.
	if strings.HasSuffix(v, "...") || strings.HasSuffix(v, "…") {
		return true
	}
	// Round 40: a prefix and the last few characters with the middle
	// elided ("sk-...Tz9q", "ghp_…4f2a"): a masked display of a key.
	for _, el := range [...]string{"...", "…"} {
		if i := strings.Index(v, el); i > 0 && len(v)-i-len(el) <= 6 {
			return true
		}
	}
	// Session 23: or with asterisks ("sk_live_****"): a masked display.
	if k := strings.LastIndexAny(v, "_-"); k >= 0 && len(v)-k > 3 && (strings.Trim(v[k+1:], "xX") == "" || strings.Trim(v[k+1:], "*") == "") {
		return true
	}
	switch {
	case v[0] == '<' && v[len(v)-1] == '>', v[0] == '{' && v[len(v)-1] == '}', v[0] == '[' && v[len(v)-1] == ']' && !strings.HasPrefix(v, "[REDACTED:"):
		return true
	}
	// Round 34: a value masked with bullets ("sk_live_••••4242"), or a
	// bare word for the secret itself ("USER:PASS@HOST").
	if strings.Contains(v, "••••") || strings.Contains(v, "●●●●") || strings.Contains(v, "∗∗∗∗") {
		return true
	}
	// Round 64: three or more asterisks before or around a few shown
	// characters ("****lDDK"): a masked display.
	if n := strings.Count(v, "*"); n >= 3 && strings.Contains(v, "***") && len(v)-n <= 6 {
		return true
	}
	// Round 78: a GUID of one or a few repeated digits (the all-zero
	// 00000000-0000-0000-0000-000000000000 a template ships) is a slot,
	// not an issued key.
	if uuidShaped(v) && !madeGUID78(v) {
		return true
	}
	switch asciiLower(v) {
	// Round 64: "demo", the password of a public demo account.
	case "pass", "pwd", "pw", "passwd", "pass1", "pass123", "secret", "token", "key", "demo":
		return true
	// Session 23: a literal of a setting's type ("<secret>false</secret>",
	// "token: null"): the field says whether there is a secret or turns
	// one on, and holds none.
	case "true", "false", "null", "nil", "none", "undefined", "yes", "no", "on", "off", "enabled", "disabled":
		return true
	// Session 52: "-" and "@-", the command-line convention for "read it
	// from standard input" ("vault kv put secret/x password=-", "--token
	// @-"): the value is typed or piped in, not written here.
	case "-", "@-":
		return true
	}
	l := asciiLower(v)
	if slotValueWords(l) {
		return true
	}
	if !providerPrefixed(v) {
		for _, w := range placeholderWords {
			if strings.Contains(l, w) {
				return true
			}
		}
	}
	run, prev := 0, byte(0)
	filler := 0
	for i := 0; i < len(l); i++ {
		c := l[i]
		if c == 'x' || c == '*' || c == '.' || c == '#' {
			filler++
			if c == prev {
				run++
				if run >= 5 {
					return true
				}
			} else {
				run = 1
			}
		} else {
			run = 0
		}
		prev = c
	}
	return filler*2 > len(l)
}

// teamsWebhookPath: the generated path of a Teams incoming webhook.
var teamsWebhookPath = regexp.MustCompile(`^webhookb2/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}@[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/incomingwebhook/([0-9a-f]{32})/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}`)

// distinctBytes counts the different bytes of v (0123456789abcdef... in
// order or aaaa... is typed, a generated key has many).
func distinctBytes(v string) int {
	var seen [256]bool
	n := 0
	for i := 0; i < len(v); i++ {
		if !seen[v[i]] {
			seen[v[i]] = true
			n++
		}
	}
	return n
}

// isDocToken reports a vendor-shaped token that is documentation: an
// EXAMPLE key, or one filled with x, * or dots, or a value the standards
// and vendors publish as their example (publishedExample).

// publishedExample: secrets printed as the example in a standard or a
// vendor's documentation, the same in every copy (session 52, l321-100):
// the otpauth Key URI Format's TOTP secret, and RFC 6238's test seed
// ("12345678901234567890") in base32. Nobody's account is protected by
// them.
var publishedExample = map[string]bool{
	"JBSWY3DPEHPK3PXP":                 true,
	"GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ": true,
}

func isDocToken(v string) bool {
	if publishedExample[v] {
		return true
	}
	l := asciiLower(v)
	if h, ok := strings.CutPrefix(l, "https://"); ok {
		// Round 36: in a URL a tenant host that merely holds one of these
		// words (uniexample.webhook.office.com) is a name; a host label
		// that starts with one (example.com, your-tenant) is a slot.
		host, path, _ := strings.Cut(h, "/")
		// Round 61 (fresh181-184): a placeholder tenant host in front of
		// a whole generated Teams webhook path (two GUIDs, 32 hex, a
		// GUID) is a real hook with its tenant renamed; the path itself
		// decides below.
		if m := teamsWebhookPath.FindStringSubmatch(path); m != nil && distinctBytes(m[1]) >= 8 {
			host = ""
		}
		for _, label := range strings.Split(host, ".") {
			for _, w := range []string{"example", "placeholder", "your", "replace"} {
				if strings.HasPrefix(label, w) {
					return true
				}
			}
		}
		l = path
	}
	for _, w := range []string{"example", "placeholder", "your", "replace"} {
		if writtenDocWord78(v[len(v)-len(l):], l, w) {
			return true
		}
	}
	return strings.Contains(l, "xxxxx") || strings.Contains(l, "*****") || strings.Contains(l, ".....")
}

// mixedCaseAndDigit: upper and lower case letters and a digit, the shape
// of a generated password rather than of a word.
func mixedCaseAndDigit(v string) bool {
	var up, lo, dig bool
	for i := 0; i < len(v); i++ {
		c := v[i]
		up = up || c >= 'A' && c <= 'Z'
		lo = lo || c >= 'a' && c <= 'z'
		dig = dig || c >= '0' && c <= '9'
	}
	return up && lo && dig
}

// filledPath: a webhook URL whose path segments after the service part are
// each one repeated character (services/XXX/YYY/ZZZ): documentation.
func filledPath(u string) bool {
	i := strings.Index(u, ".com/")
	if i < 0 {
		return false
	}
	segs := strings.Split(strings.Trim(u[i+len(".com/"):], "/"), "/")
	if len(segs) < 2 {
		return false
	}
	for _, sg := range segs[1:] {
		// Round 58: Slack's IDs open with their type letter (T000, B000):
		// filler after it is filler still.
		if len(sg) > 2 && sg[0] >= 'A' && sg[0] <= 'Z' && sg[1] != sg[0] {
			sg = sg[1:]
		}
		if sg == "" || strings.Trim(sg, sg[:1]) != "" {
			return false
		}
	}
	return true
}

// loopbackHost: host[:port] names this machine.
func loopbackHost(h string) bool {
	if i := strings.LastIndexByte(h, ':'); i >= 0 && !strings.HasSuffix(h, "]") {
		h = h[:i]
	}
	h = strings.ToLower(h)
	return h == "localhost" || h == "127.0.0.1" || h == "[::1]" || h == "::1"
}

// rowPassword: in the line ending at at, when it is a row of four or
// more fields split by one delimiter (; | tab or comma) and holds no
// key=value pair, a field right after an account name (lower-case
// letters, digits and ._-) that is 10 to 64 characters mixing upper
// case, lower case and digits (made, not a name or a date).
func rowPassword(orig string, at int) [][2]int {
	ls := strings.LastIndexByte(orig[:at], '\n') + 1
	line := orig[ls:at]
	if strings.IndexByte(line, '=') >= 0 {
		return nil
	}
	var out [][2]int
	for _, d := range [...]byte{';', '|', '\t', ','} {
		if strings.Count(line, string(d)) < 3 {
			continue
		}
		prevAccount, off := false, ls
		for _, f := range strings.Split(line, string(d)) {
			v := strings.TrimRight(f, "\r")
			if prevAccount && len(v) >= 10 && len(v) <= 64 && strings.IndexAny(v, " \t;|,") < 0 && hasUpperAndLower(v) && hasDigit(v) && notPlaceholder(v) && !isReference(v) {
				out = append(out, [2]int{off, off + len(v)})
			}
			prevAccount = accountName(f)
			off += len(f) + 1
		}
	}
	return out
}

// accountName: a login as a sheet holds it (fieldops, svc_backup,
// j.doe): a lower-case letter, then 2 to 31 lower-case letters, digits
// or ._-.
func accountName(f string) bool {
	if len(f) < 3 || len(f) > 32 || f[0] < 'a' || f[0] > 'z' {
		return false
	}
	for i := 1; i < len(f); i++ {
		if c := f[i]; !(c >= 'a' && c <= 'z' || isDigit(c) || c == '.' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// seedWordCount: a seed phrase has 12, 15, 18, 21 or 24 words.
func seedWordCount(v string) bool {
	n := len(strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ',' }))
	return n%3 == 0 && n >= 12 && n <= 24
}
