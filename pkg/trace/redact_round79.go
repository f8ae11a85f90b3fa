package trace

import (
	"regexp"
	"strings"
)

// Round 79 (issue 15): the four leaks of fresh233-236 (measured at
// b241727), each fixed as its format (TestRedactRound79):
//
//   - an environment variable set by a directive of a server, a service
//     manager or an image build, its name and value split by a blank
//     (Apache "SetEnv DB_PASS V", Dockerfile "ENV DB_PASS V", nginx
//     "fastcgi_param DB_PASS V;", csh "setenv", Windows "setx",
//     "launchctl setenv"): the NAME=V forms (nginx env, systemd
//     Environment=, uwsgi env =, SetEnvIf ... NAME=V) were already read
//     by the assignment scan, the blank-split ones were not;
//   - a key named by what it is for, then a copula and the value, in a
//     sentence ("deploy key is V", "der API-Schlüssel ist V", "la clé
//     API est V"): the copulas are redact_named.go's passwordCopula, the
//     nouns that lead their phrase are keyLeadWords (the lexicon of
//     round 54's "clé d'accès : V"), and English names a key with the
//     word before it;
//   - an Ansible Vault blob after its $ANSIBLE_VAULT header;
//   - a CLI's "config set NAME V" whose NAME names a secret (atlas,
//     npm/pnpm/yarn, aws configure set, poetry, composer, bundle,
//     glab, netlify env:set, gh/fly/supabase secrets set ...).
var round79Rules = []rule{
	{kind: "secret", group: 2, re: envDirective79, okMatch: envDirectiveName79, ok: envDirectiveValue79},
	// A key named in a sentence: the lexicon's leading nouns (any
	// language but English), and English's "<what it is for> key".
	{kind: "key", re: keyCopulaLead79, scan: keyCopulaValue79},
	{kind: "key", re: keyCopulaEnglish79, scan: keyCopulaValue79},
	// An Ansible Vault blob: the header stays (it says what was there),
	// the hex body after it goes.
	{kind: "ansible-vault", re: ansibleVaultHeader79, scan: ansibleVaultBody79},
	{kind: "secret", re: cliSetVerb79, scan: cliSetSecret79},
}

// envDirective79: a directive that sets one environment variable, its
// name and value split by blanks, at a line's start (or after ';', '{'
// or an escaped "\n"). Dockerfile's ENV is matched in upper case only:
// lower-case "env NAME V" is the env command running NAME.
var envDirective79 = regexp.MustCompile(`(?m)(?:^|[;{]|\\n)[ \t]{0,32}(?:(?i:SetEnv|setenv|setx|fastcgi_param|uwsgi_param|scgi_param|launchctl[ \t]+setenv)|ENV)[ \t]+([A-Za-z_][\w.\-]{0,80})[ \t]+["']?([^\s"';]{4,256})`)

// envDirectiveName79: the variable's name names a credential
// (credentialName79) and is not PassEnv's or SetEnvIf's name of an
// attribute: a value may follow only a name.
func envDirectiveName79(m string) bool {
	sm := envDirective79.FindStringSubmatch(m)
	return sm != nil && credentialName79(sm[1])
}

// envDirectiveValue79: a made value (letters and digits, or mixed case
// ten long), not a reference or a path (SetEnv DB_PASS_FILE is already
// refused by its name; "SetEnv KEYTAB_PASS /etc/x" is a file).
func envDirectiveValue79(v string) bool {
	return madeValue(v) && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "~/") && !windowsPath(v)
}

// credentialName79: a variable's or a setting's name whose words name a
// credential: credentialEnvWord78's words (password, pass, secret, token,
// api_key, private_key, auth ...) or OAuth's, and whose last segment does
// not make it the name of something about one (_FILE, _PATH, _TTL:
// referenceNameSuffix78). A name calling the key public (public_api_key),
// or "pass" inside a word that is not the credential's (bypass, compass,
// passenger, passive, passthrough), names none.
func credentialName79(name string) bool {
	l := asciiLower(name)
	if strings.Contains(l, "public") || strings.Contains(l, "publishable") || referenceNameSuffix78(name) {
		return false
	}
	for _, w := range [...]string{"bypass", "compass", "passenger", "passive", "passthrough", "passthru", "passport", "passage"} {
		l = strings.ReplaceAll(l, w, "")
	}
	return credentialEnvWord78.MatchString(l) || strings.Contains(l, "oauth") || patSegment.MatchString(l)
}

// patSegment: a personal access token named by its initials, as a whole
// segment of the name (GITHUB_PAT, AZURE_DEVOPS_PAT, pat.value), never
// inside a word (PATH, PATTERN, DISPATCH).
var patSegment = regexp.MustCompile(`(?:^|[_\-.])pat(?:$|[_\-.])`)

// keyCopulaLead79: a noun of keyLeadWords (the word for key, token or
// secret that leads its phrase in most languages: Schlüssel, clé,
// clave, klucz, ключ, キー ...); keyCopulaValue79 reads the phrase's own
// words and a copula after it.
var keyCopulaLead79 = regexp.MustCompile(`(?i)(?:^|[^\pL\pN])(?:` + keyLeadWords + `)`)

// keyCopulaEnglish79: English names a key by the word before it, and
// only these words make it a credential: what it deploys, signs,
// encrypts, licenses or lets in. A sort, partition, primary, cache,
// routing, idempotency, host or public key is not secret, and none of
// them is here.
var keyCopulaEnglish79 = regexp.MustCompile(`(?i)\b(?:deploy|deployment|api|access|secret|private|signing|master|encryption|licen[cs]e|client|webhook|session|app|application|service|admin|bot|integration|account|provisioning|registration|enrol(?:l)?ment|join|cluster|shared|hmac|jwt|recovery|unseal|root|personal|activation|subscription|ingest(?:ion)?|write|management|storage|sas|auth)[ \t_\-]?keys?\b`)

// keyCopulaValue79: after a key's noun (ending at at), up to four words
// of its own (which service, whose account) and a copula of
// passwordCopula ("is", "ist", "est", "es", "è", "é", "är", "jest",
// "это", "е"), a dash standing for one, or Polish "to" after klucz;
// one adverb may follow the copula ("is now", "ist jetzt"). The value
// after it must look generated, as after round 54's colon
// (keyLeadValue: 20+ long, both cases and digits, the line not calling
// the key public). A sentence end, a colon or '=' ends the search: the
// colon is keyLeadPhrase's.
func keyCopulaValue79(s string, at int) [][2]int {
	noun := asciiLower(s[max(0, at-8):at])
	english := strings.HasSuffix(noun, "key") || strings.HasSuffix(noun, "keys")
	polish := strings.Contains(strings.ToLower(s[max(0, at-12):at]), "klucz")
	end := min(len(s), at+200)
	if k := strings.IndexByte(s[at:end], '\n'); k >= 0 {
		end = at + k
	}
	i := at
	for k := 0; k < 6 && i < end; k++ {
		for i < end && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		ts := i
		for i < end && s[i] != ' ' && s[i] != '\t' {
			i++
		}
		if ts == i {
			return nil
		}
		w := s[ts:i]
		lw := strings.ToLower(w)
		copula := passwordCopula[lw] && !(english && (lw == "on" || lw == "na" || lw == "ni" || lw == "se" || lw == "ay" || lw == "е" || lw == "je")) ||
			w == "—" || w == "–" || polish && lw == "to"
		if copula {
			if v := keyLeadValue(s, i); v != nil {
				return v
			}
			// one adverb between ("is now V", "ist jetzt V")
			j := i
			for j < end && (s[j] == ' ' || s[j] == '\t') {
				j++
			}
			e := j
			for e < end && s[e] != ' ' && s[e] != '\t' {
				e++
			}
			if adverbLike(s[j:e]) {
				return keyLeadValue(s, e)
			}
			return nil
		}
		if endsSentence(w) || strings.ContainsAny(w, ":=：") || k >= 4 {
			return nil
		}
	}
	return nil
}

// ansibleVaultHeader79: the header line of an Ansible Vault payload,
// format 1.1 or 1.2 (with its vault id's label).
var ansibleVaultHeader79 = regexp.MustCompile(`\$ANSIBLE_VAULT;1\.[0-9];AES(?:256)?(?:;[\w.\-]{1,64})?`)

// ansibleVaultBody79: the hex lines after a vault header, each after a
// line break (or an escaped "\n" inside a JSON string) and its indent,
// up to the first line that is not hex. The blob is secret material: it
// is keyed by a vault password that people choose, and a header plus
// body is all an offline cracker needs (hashcat's mode 16900), so a log
// reader gains nothing from it and a weak vault password is lost with
// it. Ciphertexts keyed by a KMS or an RSA key (SOPS, hiera-eyaml,
// Sealed Secrets) are meant to be published and are not read here. A
// header with no body, or one hex line shorter than a salt, stays.
func ansibleVaultBody79(s string, at int) [][2]int {
	i, start, last, hex := at, -1, -1, 0
	for i < len(s) {
		j := i
		switch {
		case strings.HasPrefix(s[j:], "\r\n"):
			j += 2
		case s[j] == '\n':
			j++
		case strings.HasPrefix(s[j:], `\n`):
			j += 2
		default:
			j = -1
		}
		if j < 0 {
			break
		}
		for k := 0; j < len(s) && k < 64 && (s[j] == ' ' || s[j] == '\t'); k++ {
			j++
		}
		e := j
		for e < len(s) && (isDigit(s[e]) || s[e] >= 'a' && s[e] <= 'f') {
			e++
		}
		if e-j < 2 || e < len(s) && (isAlpha(s[e]) || s[e] == '_') {
			break
		}
		if start < 0 {
			start = j
		}
		last, hex, i = e, hex+e-j, e
	}
	if start < 0 || hex < 64 {
		return nil
	}
	return [][2]int{{start, last}}
}

// cliSetVerb79: a CLI's verb that sets a named setting, variable or
// secret: "config set" (atlas, npm, pnpm, yarn, gh, az, gcloud),
// "configure set" (aws), "config:set", "env:set", "secrets set",
// "variable set" (glab), "env add", or the bare "config" of the package
// managers that take "config NAME V" (poetry, composer, bundle, pip).
var cliSetVerb79 = regexp.MustCompile(`(?i)\b(?:(?:config(?:ure)?|secrets?|variables?|vars|env|settings?)(?:[ \t]+|:)(?:set|add|put|create|update)|(?:poetry|composer|bundle|pip3?|conda)(?:[ \t]+-{1,2}[\w\-]+){0,3}[ \t]+config)\b`)

// cliSetSecret79: after the verb, the first NAME V pair whose NAME names
// a credential (credentialName79: private_api_key, //reg/:_authToken,
// pypi-token.pypi, github-oauth.github.com); flags before it are
// stepped over. NAME=V is the assignment scan's. Poetry's and
// Composer's http-basic.REPO take a user and then the password. The
// value must look made and be no reference, path or URL.
func cliSetSecret79(s string, at int) [][2]int {
	end := min(len(s), at+400)
	for _, stop := range [...]string{"\n", "&&", "||", "|", ";"} {
		if k := strings.Index(s[at:end], stop); k >= 0 {
			end = at + k
		}
	}
	type tok struct{ s, e int }
	var toks []tok
	for i := at; i < end && len(toks) < 10; {
		for i < end && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		j := i
		for j < end && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		if j > i {
			toks = append(toks, tok{i, j})
		}
		i = j
	}
	for k := 0; k+1 < len(toks); k++ {
		name := s[toks[k].s:toks[k].e]
		if strings.HasPrefix(name, "-") || strings.Contains(name, "=") || !credentialName79(strings.Trim(name, `"'`)) {
			continue
		}
		vi := k + 1
		if l := asciiLower(name); strings.Contains(l, "http-basic") || strings.Contains(l, "basic-auth") {
			vi = k + 2 // user, then password
		}
		if vi >= len(toks) {
			return nil
		}
		vs, ve := toks[vi].s, toks[vi].e
		for vs < ve && (s[vs] == '"' || s[vs] == '\'') {
			vs++
		}
		for ve > vs && (s[ve-1] == '"' || s[ve-1] == '\'') {
			ve--
		}
		v := s[vs:ve]
		if strings.HasPrefix(v, "-") || len(v) < 8 || !madeValue(v) || strings.Contains(v, "://") || strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || windowsPath(v) || strings.HasPrefix(v, "$") {
			return nil
		}
		return [][2]int{{vs, ve}}
	}
	return nil
}
