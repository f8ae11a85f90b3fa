package trace

import (
	"regexp"
	"strings"
)

// Round 80 (issue 15): the three leaks of the tuning tables fresh241-242
// (written blind from efcff8e), each fixed as its format
// (TestRedactRound80):
//
//   - an HTTP header that a vendor names for its key without saying
//     key, token, secret, pass or auth (Honeycomb's "x-honeycomb-team",
//     JFrog's "X-JFrog-Art-Api", Vercel's "x-vercel-protection-bypass"),
//     in a YAML or JSON headers map, a curl -H, an HTTP trace or an
//     OTLP headers list ("x-honeycomb-team=V,..."); the headers whose
//     names hold those words (x-api-key, dd-api-key, private-token,
//     x-auth-token, apikey, x-goog-api-key, authorization ...) were
//     already read by the assignment scan and are not repeated here;
//   - an Arabic password sentence whose copula is the pronoun ("كلمة
//     المرور الجديدة لحساب المراقبة هي V"): the pronouns هي/هو and the
//     verbs of being join passwordCopula (redact_named.go), where a
//     copula may follow up to eight of the password's own words, as
//     Hebrew's היא/הוא already did; before, only the fallback read a
//     value within three words of the noun;
//   - a CLI whose subcommand stores a secret given as an argument:
//     "confluent api-key store KEY SECRET", "doppler/fly/supabase
//     secrets set NAME V" and NAME=V whatever the NAME, "vault kv put
//     PATH k=V", "kubectl create secret generic --from-literal=k=V",
//     "az keyvault secret set --value V", "aws secretsmanager
//     create-secret --secret-string V", "pulumi config set NAME V
//     --secret". Round 79's cliSetSecret79 reads a "config set NAME V"
//     only when NAME names a credential; here the verb itself says the
//     value is secret.
var round80Rules = []rule{
	{kind: "api-key", group: 1, re: vendorKeyHeader80, boundStart: true, ok: vendorKeyHeaderValue80},
	{kind: "secret", re: secretStoreVerb80, scan: secretStoreArgs80},
}

// vendorKeyHeader80: a header that carries a vendor's key under a name
// that says none of the anchor words the assignment scan looks for, its
// name (in any case, quoted or not, a JSON-escaped quote allowed) then
// ':' or '=' and the value. The list is of headers documented as the
// key's carrier; a header naming a dataset, tenant or request
// (x-honeycomb-dataset, X-Scope-OrgID, x-request-id) is not one.
var vendorKeyHeader80 = regexp.MustCompile(`(?i)(?:x-honeycomb-team|x-jfrog-art-api|x-vercel-protection-bypass)(?:\\?["'])?[ \t]{0,8}[:=][ \t]{0,8}(?:\\?["'])?([A-Za-z0-9_\-.+/]{12,256}={0,2})`)

// vendorKeyHeaderValue80: the value looks made (letters and digits, or
// mixed case ten long: Honeycomb's 22-character and 32-hex keys, its
// hcaik_ ingest keys, JFrog's AKCp keys) and is no placeholder
// (YOUR_API_KEY, xxxxxxxx) or reference.
func vendorKeyHeaderValue80(v string) bool {
	return madeValue(v) && len(v) >= 16
}

// secretStoreVerb80: the subcommands that store a secret given on their
// command line (see secretStoreArgs80 for how each reads its value).
var secretStoreVerb80 = regexp.MustCompile(`(?i)\b(?:(?:confluent|ccloud)[ \t]+api-key[ \t]+store|secrets?[ \t]+(?:set|put|add|update)|vault[ \t]+kv[ \t]+(?:put|patch)|create[ \t]+secret[ \t]+generic|keyvault[ \t]+secret[ \t]+set|secretsmanager[ \t]+(?:create-secret|put-secret-value|update-secret)|pulumi[ \t]+config[ \t]+set)\b`)

// secretValueFlags80: the flags whose value is the secret itself
// (az --value, aws --secret-string, gh --body/-b, kubectl
// --from-literal k=V).
var secretValueFlags80 = map[string]bool{"--value": true, "--secret-string": true, "--body": true, "-b": true, "--from-literal": true}

// booleanFlags80: flags of these CLIs that take no value, so the word
// after them is an argument (pulumi's --secret, --force, --yes ...).
// Any other flag is taken to consume the word after it ("--resource
// lkc-1", "--vault-name kv"), which keeps a flag's value from being
// read as a positional secret.
var booleanFlags80 = map[string]bool{"--secret": true, "--force": true, "-f": true, "--yes": true, "-y": true, "--silent": true, "--plain": true, "--json": true, "--no-interactive": true, "--stage": true, "--unsafe-trace": true, "--plaintext": true, "--insecure": true}

// secretStoreArgs80: after a verb of secretStoreVerb80, the words of the
// same command (a backslash-newline continues it; a line end, '|', ';'
// or '&&' ends it). Flags are stepped over with their values; the value
// of a flag of secretValueFlags80 is a secret, and so, per verb:
//
//   - confluent/ccloud api-key store: the second positional word (the
//     first is the key's id, shown by "api-key list" and "use");
//   - secrets set/put/add (doppler, fly, supabase, railway, gh,
//     wrangler): every NAME=V, and V of a leading "NAME V" pair;
//   - vault kv put/patch, kubectl create secret generic: every k=V
//     after the path or name (and --from-literal's);
//   - pulumi config set NAME V: V only when --secret is on the line.
//
// Every value must look made (secretStoreValue80): an ordinary word, a
// reference ($VAR, @file, "-" for stdin), a path or a URL stays.
func secretStoreArgs80(s string, at int) [][2]int {
	verb := asciiLower(s[max(0, at-40):at])
	end := min(len(s), at+600)
	for i := at; i < end; i++ {
		if s[i] == '\n' && !(i > at && s[i-1] == '\\' || i > at+1 && s[i-1] == '\r' && s[i-2] == '\\') {
			end = i
			break
		}
	}
	for _, stop := range [...]string{"&&", "||", "|", ";"} {
		if k := strings.Index(s[at:end], stop); k >= 0 {
			end = at + k
		}
	}
	type tok struct{ s, e int }
	var toks []tok
	for i := at; i < end && len(toks) < 24; {
		for i < end && (s[i] == ' ' || s[i] == '\t' || s[i] == '\\' || s[i] == '\r' || s[i] == '\n') {
			i++
		}
		j := i
		for j < end && s[j] != ' ' && s[j] != '\t' && s[j] != '\r' && s[j] != '\n' {
			j++
		}
		if j > i {
			toks = append(toks, tok{i, j})
		}
		i = j
	}
	var out [][2]int
	add := func(vs, ve int, name string) {
		for vs < ve && (s[vs] == '"' || s[vs] == '\'') {
			vs++
		}
		for ve > vs && (s[ve-1] == '"' || s[ve-1] == '\'') {
			ve--
		}
		if secretStoreValue80(s[vs:ve], name) {
			out = append(out, [2]int{vs, ve})
		}
	}
	// pair: the value of a NAME=V word.
	pair := func(t tok) {
		w := s[t.s:t.e]
		k := strings.IndexByte(w, '=')
		if n := strings.Trim(w[:k], `"'`); k > 0 && argName80(n) {
			add(t.s+k+1, t.e, n)
		}
	}
	var pos []tok
	secretFlag := false
	for k := 0; k < len(toks); k++ {
		w := s[toks[k].s:toks[k].e]
		if strings.HasPrefix(w, "-") && len(w) > 1 {
			name, _, hasValue := strings.Cut(w, "=")
			name = asciiLower(name)
			if name == "--secret" {
				secretFlag = true
			}
			if secretValueFlags80[name] {
				switch {
				case hasValue && name == "--from-literal":
					pair(tok{toks[k].s + len(name) + 1, toks[k].e})
				case hasValue:
					add(toks[k].s+len(name)+1, toks[k].e, "")
				case k+1 < len(toks) && name == "--from-literal":
					pair(toks[k+1])
					k++
				case k+1 < len(toks):
					add(toks[k+1].s, toks[k+1].e, "")
					k++
				}
				continue
			}
			if !hasValue && !booleanFlags80[name] && k+1 < len(toks) && !strings.HasPrefix(s[toks[k+1].s:toks[k+1].e], "-") {
				k++ // the flag's own value
			}
			continue
		}
		pos = append(pos, toks[k])
	}
	switch {
	case strings.HasSuffix(verb, "store"): // confluent api-key store KEY SECRET
		if len(pos) >= 2 && !strings.Contains(s[pos[1].s:pos[1].e], "=") {
			add(pos[1].s, pos[1].e, "")
		}
	case strings.Contains(verb, "pulumi"):
		if secretFlag && len(pos) >= 2 {
			add(pos[1].s, pos[1].e, "")
		}
	case strings.Contains(verb, "secretsmanager") || strings.Contains(verb, "keyvault"):
		// only the flags' values
	default:
		for k, t := range pos {
			if strings.Contains(s[t.s:t.e], "=") {
				pair(t)
				continue
			}
			// "secrets set NAME V": a leading pair of a name and its value.
			if k == 0 && len(pos) >= 2 && strings.Contains(verb, "secret") && !strings.Contains(verb, "create") && argName80(s[t.s:t.e]) && !strings.Contains(s[pos[1].s:pos[1].e], "=") {
				add(pos[1].s, pos[1].e, s[t.s:t.e])
			}
		}
	}
	return out
}

// argName80: the name of a setting or variable (DB_PASS, stripe,
// api-key, app.secret), not a sentence's word with punctuation.
func argName80(n string) bool {
	if n == "" || len(n) > 80 || !isAlpha(n[0]) && n[0] != '_' {
		return false
	}
	for i := 0; i < len(n); i++ {
		c := n[i]
		if !isAlpha(c) && !isDigit(c) && c != '_' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

// secretStoreValue80: a value given on a command line that is not a
// reference ($VAR, @file, "-" for stdin, a JSON document the assignment
// scan reads inside), a path or a URL, eight or more long, and made.
// The verb says a secret is stored, but a secrets manager holds plain
// settings too ("fly secrets set REGION=eu-west-2", "vault kv put
// app ttl=30m"): a value under a name (NAME=V, NAME V) whose name does
// not name a credential (credentialName79) must look generated: both
// cases and a digit, or 24 long of letters and digits with no dot.
// The secret positional or flag (confluent's SECRET, --value,
// --secret-string, --body), named by the command itself, is judged as
// madeValue.
func secretStoreValue80(v, name string) bool {
	if len(v) < 8 || len(v) > 512 || strings.ContainsAny(v[:1], "$@{[<-/~.") || strings.Contains(v, "://") || windowsPath(v) || !madeValue(v) {
		return false
	}
	if name == "" || credentialName79(name) {
		return true
	}
	return hasDigitAndLetter(v) && (hasUpperAndLower(v) || len(v) >= 24 && !strings.Contains(v, "."))
}
