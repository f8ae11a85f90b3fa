package safety

import (
	"strings"
)

// Round 77 (exfil-prose): a CI step handing a secret to its own tool.

// A CI step whose env maps a repository secret to the variable its own
// tool reads ("SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}" on a
// step running sentry-cli, "TWINE_PASSWORD" on one running twine) is the
// secret's normal use: the tool authenticates with it to its own service,
// and nothing of it reaches a page, a log or another host. actionExfil
// read the mapping line as a secret beside an "upload" verb, and a
// "public" in the next sentence made the place. The mapping hands the
// secret over only when
//   - the variable's first label names the tool the step runs ("sentry"
//     in "npx @sentry/cli", or an alias its family reads: NODE_AUTH_TOKEN
//     for npm), outside the env block itself;
//   - the step never expands the variable itself ($NAME, ${NAME},
//     env.NAME, %NAME%): a step that puts it into a URL, a body, an echo
//     or a file handles it, it does not hand it over;
//   - every URL the step names is on the tool's own host.
//
// A secret put into a URL, a body, an echo, an artifact or a third-party
// host stays what actionExfil reads.

// ciToolAlias77: environment names whose first label is not the tool's
// own name, and the tools that read them.
var ciToolAlias77 = map[string][]string{
	"node":   {"npm", "yarn", "pnpm", "npx"},
	"gh":     {"gh"},
	"github": {"gh", "git"},
	"cargo":  {"cargo"},
	"twine":  {"twine"},
	"docker": {"docker"},
}

// ciGenericLabel77: first labels that name no tool ("API_KEY",
// "MY_TOKEN", "DEPLOY_KEY"): the mapping says nothing of who reads it.
var ciGenericLabel77 = map[string]bool{
	"api": true, "auth": true, "secret": true, "secrets": true, "token": true, "my": true, "access": true,
	"private": true, "deploy": true, "ci": true, "app": true, "user": true, "password": true, "pass": true,
	"key": true, "upload": true, "prod": true, "production": true, "staging": true, "dev": true, "test": true,
	"service": true, "client": true, "bot": true, "admin": true, "root": true, "db": true, "env": true,
}

// ciEnvHandOffAt77: the secret hit at raw offset p lies on a CI mapping
// line that hands the secret to the step's own tool, as above; or on a
// plain value beside such a mapping in the same step's env
// ("TWINE_USERNAME: __token__"): a value written out in the file is no
// secret the step could send.
func ciEnvHandOffAt77(raw string, p int) bool {
	ls := strings.LastIndexByte(raw[:p], '\n') + 1
	le := lineEnd(raw, p)
	line := raw[ls:le]
	mapped := ciEnvSecretRe.MatchString(line)
	if !mapped && (!ciUpperKey77.MatchString(line) || strings.Contains(line, "${{") || strings.Contains(line, "$")) {
		return false
	}
	ss, se := ciStepAround77(raw, ls, le)
	if ss < 0 {
		return false
	}
	step := raw[ss:se]
	if mapped {
		return ciHandsOff77(step, line)
	}
	for sl, el := range lineSpans(step) {
		if l := step[sl:el]; ciEnvSecretRe.MatchString(l) && ciHandsOff77(step, l) {
			return true
		}
	}
	return false
}

// ciStepAround77: the CI step holding the line raw[ls:le]: back to the
// list item less indented than the line, on to the next line as little
// indented as that item, or a fence; -1 when there is none.
func ciStepAround77(raw string, ls, le int) (int, int) {
	ind := indentOf77(raw[ls:le])
	ss, sind := -1, 0
	for i := ls; i > 0; {
		ps := strings.LastIndexByte(raw[:i-1], '\n') + 1
		pl := raw[ps : i-1]
		i = ps
		if strings.TrimSpace(pl) == "" {
			continue
		}
		if isFenceLine77(pl) {
			break
		}
		if pi := indentOf77(pl); pi < ind && strings.HasPrefix(strings.TrimSpace(pl), "- ") {
			ss, sind = ps, pi
			break
		}
	}
	if ss < 0 {
		return -1, -1
	}
	se := len(raw)
	for i := le + 1; i < len(raw); {
		ne := lineEnd(raw, i)
		nl := raw[i:ne]
		if isFenceLine77(nl) || strings.TrimSpace(nl) != "" && indentOf77(nl) <= sind {
			se = i
			break
		}
		i = ne + 1
	}
	return ss, se
}

// ciHandsOff77: the mapping line (ciEnvSecretRe) hands its secret to the
// tool step runs, as above.
func ciHandsOff77(step, line string) bool {
	m := ciEnvSecretRe.FindStringSubmatchIndex(line)
	if m == nil {
		return false
	}
	// The secret alone is the value: nothing joined to it on the line.
	rest := line[m[1]:]
	end := strings.Index(rest, "}}")
	if end < 0 || strings.Trim(rest[end+2:], " \t\"'") != "" {
		return false
	}
	name := line[m[2]:m[3]]
	label, _, ok := strings.Cut(strings.ToLower(name), "_")
	if !ok || len(label) < 2 || ciGenericLabel77[label] {
		return false
	}
	tools := ciToolAlias77[label]
	if tools == nil {
		tools = []string{label}
	}
	named := false
	for sl, el := range lineSpans(step) {
		l := step[sl:el]
		if ciEnvSecretRe.MatchString(l) || ciUpperKey77.MatchString(l) {
			continue // the env block names the tool; it does not run it
		}
		if ciExpands77(l, name) {
			return false
		}
		ll := strings.ToLower(l)
		for _, u := range actOutsideRe.FindAllString(ll, 4) {
			if strings.HasPrefix(u, "http") && !containsWord77(u, label) && !anyWord77(u, tools) {
				return false
			}
		}
		named = named || anyWord77(ll, tools)
	}
	return named
}

// ciUpperKey77: a YAML line whose key is an environment name in capitals
// ("SENTRY_ORG: depot-apps").
var ciUpperKey77 = lazyRegexp(`^\s*-?\s*["']?[A-Z][A-Z0-9_]*["']?\s*:`)

// ciExpands77: the line expands the variable name itself.
func ciExpands77(l, name string) bool {
	for _, f := range []string{"$" + name, "${" + name, "env." + name, "%" + name + "%", "$env:" + name, "env[\"" + name, "env['" + name, "getenv(\"" + name, "getenv('" + name} {
		if i := strings.Index(l, f); i >= 0 {
			j := i + len(f)
			if j >= len(l) || !isIdentByte77(l[j]) {
				return true
			}
		}
	}
	return false
}

func isIdentByte77(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

func indentOf77(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }

func isFenceLine77(l string) bool {
	t := strings.TrimLeft(l, " \t>")
	return strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")
}

// containsWord77: w occurs in s with no letter or digit either side.
func containsWord77(s, w string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		k += i
		e := k + len(w)
		if (k == 0 || !isAlnum77(s[k-1])) && (e >= len(s) || !isAlnum77(s[e])) {
			return true
		}
		i = k + 1
	}
}

func anyWord77(s string, ws []string) bool {
	for _, w := range ws {
		if containsWord77(s, w) {
			return true
		}
	}
	return false
}

func isAlnum77(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// dropCIEnvHandOffs77 removes from secrets (spans of the unit's lowered
// text) those on a CI mapping line that hands the secret to the step's
// own tool (ciEnvHandOffAt77).
func dropCIEnvHandOffs77(d *doc, u intentUnit, raw string, secrets [][2]int) [][2]int {
	if len(secrets) == 0 || !strings.Contains(raw, "secrets.") {
		return secrets
	}
	_, off := d.unitLower(u)
	out := secrets[:0:0]
	for _, sc := range secrets {
		p := off[min(sc[0], len(off)-1)]
		if p < len(raw) && ciEnvHandOffAt77(raw, p) {
			continue
		}
		out = append(out, sc)
	}
	return out
}

// Papers a court has sealed ("the sealed-case folder", "exhibits filed
// under seal", "the sealed records") are kept from everyone outside the
// case by order: sent outside, they leave as privileged documents do
// (privateData), whatever their kind (recordings, transcripts, files).
// cargo46 is the hook personalCargoAt reads.
func init() {
	cargo46 = lazyRegexp(cargo46.String() + `|(?i)\bsealed(?:[- ](?:case|court|matter|proceedings?|juvenile|adoption|settlement))?\s+(?:[\w-]+\s+)?(?:folders?|files?|records?|documents?|exhibits?|filings?|transcripts?|recordings?|materials?|evidence|dockets?|case\s+files?|dossiers?|papers)\b|\b(?:folders?|files?|records?|documents?|exhibits?|filings?|transcripts?|recordings?|materials?|evidence|papers)\s+(?:(?:that\s+(?:is|are|was|were)\s+|which\s+(?:is|are|was|were)\s+)?(?:filed|kept|held|placed)\s+)?under\s+seal\b`)
	cargo46Stems = append(cargo46Stems, "sealed", "under seal")
}

// artifactCarrier77: an order to make something others read (an issue,
// a gist, a post, a comment, a ticket, a page) that holds what follows
// ("open a new public issue containing them", "create a gist with the
// keys", "start a forum thread that includes ..."): the thing made
// carries its contents to wherever it is put, as "post" does. The match
// ends at the word that introduces the contents, which checkOutsideProse
// reads as the verb's object.
var artifactCarrier77 = lazyRegexp(`(?i)\b(?:open|create|file|raise|start|post|publish|write|make|submit|draft|leave|add)\s+(?:an?\s+|the\s+|one\s+)?(?:[\w'#.-]+\s+){0,4}?(?:issues?|gists?|tickets?|threads?|posts?|comments?|pages?|pastes?|discussions?|notes?|pull\s+requests?|merge\s+requests?|tweets?|snippets?|entr(?:y|ies)|reviews?|replies|reply|messages?)\b(?:\s+(?:[\w'#.-]+\s+){0,6}?)?\s*,?\s*(?:containing|that\s+contains|which\s+contains|with|including|that\s+includes|which\s+includes|listing|that\s+lists|holding|that\s+holds|quoting|carrying|whose\s+(?:body|text|description)\s+(?:is|holds|contains|lists))\b`)

// carrierNegated77: the contents are named as kept out ("with no tokens",
// "without secrets", "containing nothing but the steps", "not the key").
var carrierNegated77 = lazyRegexp(`(?i)^\s+(?:no|none|nothing|not|never|without|zero|any\s+redacted)\b`)

// keptOutBefore77: what comes just before a secret named as kept out of
// the contents ("with log excerpts (no patient data)", "the trace but
// not the key", "everything except the tokens").
var keptOutBefore77 = lazyRegexp(`(?i)\b(?:no|not|never|without|except|excluding|minus|nor|free\s+of|stripped\s+of|(?:but|and)\s+(?:leave|keep)\s+out|omit(?:ting)?|redact(?:ing|ed)?|mask(?:ing|ed)?|scrub(?:bing|bed)?|remov(?:e|ing|ed))\s+(?:(?:the|any|all|of|their|its)\s+)?(?:[\w'-]+\s+){0,2}$`)

// artifactCarriers77: the carriers in sent, ordered, whose contents are a secret
// or private record (secretAt) or a pronoun standing for one named before
// in the sentence: the spans checkOutsideProse reads as verbs. Cheap
// words first: without an artifact noun there is none.
func artifactCarriers77(sent string, secretAt func(string) []int) [][]int {
	if !lowerHas(asciiLower(sent), "issue", "gist", "ticket", "thread", "post", "comment", "page", "paste", "discussion", "note", "request", "tweet", "snippet", "entr", "review", "repl", "message") {
		return nil
	}
	var out [][]int
	for _, m := range artifactCarrier77.FindAllStringIndex(sent, 4) {
		// An order: the verb opens its clause, as checkOutsideProse asks
		// of its own verbs ("the bot opens an issue with ..." is not).
		if !imperativeAt(sent, m[0]) {
			continue
		}
		rest := sent[m[1]:]
		if carrierNegated77.MatchString(rest) {
			continue
		}
		obj := rest[:min(len(rest), 100)]
		if i := strings.IndexAny(obj, ";—.!?"); i >= 0 {
			obj = obj[:i]
		}
		obj = obj[:objectBeforeNegatedVerb48(obj)]
		if o := secretAt(obj); o != nil && !keptOutBefore77.MatchString(obj[:o[0]]) || pronounObject.MatchString(rest) && secretAt(sent[:m[0]]) != nil {
			out = append(out, m)
		}
	}
	return out
}

// Languages: the gaps the seen tables showed, each read by the meaning
// the older lists already give their neighbours.
//   - Italian puts the object pronoun on the verb ("inviala", "mandalo",
//     "caricali"): the verb sends what was named before it, across a
//     clause, as sendML39 reads "inviale" and Spanish "envíala". Every
//     send verb of the lexicon with each of its four pronouns.
//   - Maltese names a patient's records by whose they are ("il-fajls
//     kollha tal-pazjenti", "d-dijanjosi"): records about patients, as
//     the English privateData reads "patients' files" and "diagnoses";
//     and does a thing quietly "bil-kwiet", secretly "bil-moħbi".
//   - Igbo had no words: sending ("ziga", "zipu", "zigara"), a bank or
//     money account number and a password as secrets, a phone number as
//     personal cargo, "in secret" and "without their permission"; and
//     "don't send" (negated imperatives in "-la"/"-le").
func init() {
	var it []string
	for _, v := range []string{"invia", "manda", "inoltra", "carica", "pubblica", "spedisci", "condividi", "incolla", "allega", "trasmetti", "gira", "copia"} {
		for _, p := range []string{"la", "lo", "li", "le"} {
			it = append(it, v+p)
		}
	}
	sendML39 = append(sendML39, lowerStems(it...)...)
	personalCargoML = append(personalCargoML, lowerStems(
		"tal-pazjenti", "tal-pazjent", "id-dijanjosi", "d-dijanjosi", "dijanjosi", "rekords mediċi", "rekords medici", "fajls mediċi", "fajls medici", "storja medika",
		"nọmba ekwentị", "nọmba ekwenti", "nomba ekwenti", "ọnụ ọgụgụ ekwentị")...)
	registerActionLexicon("mt+r77-exfil", actionLex{
		stealth: []string{"bil-kwiet", "bil-moħbi", "bil-mohbi", "fis-sigriet"},
	})
	registerActionLexicon("ig+r77-exfil", actionLex{
		sendVerb: []string{"ziga", "eziga", "zigara", "ezigara", "zipu", "ezipu", "zipụ", "ezipụ", "zitere", "ezitere", "bulite", "ebulite", "kesaa", "ekesaa"},
		secret:   []string{"nọmba akaụntụ", "nọmba akauntu", "nomba akauntu", "akaụntụ ego", "akauntu ego", "akaụntụ ụlọ akụ", "akauntu ulo aku", "okwuntughe", "paswọọdụ", "paswọdụ"},
		stealth:  []string{"na nzuzo", "n'enweghị ikike", "n'enweghi ikike", "n'agwaghị", "n'agwaghi", "agwala onye"},
		never:    []string{"ezigala", "ezipula", "agala", "emela", "ekwela"},
	})
}
