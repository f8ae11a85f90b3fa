package safety

import (
	"strings"
)

// Round 43 (left): the misses left on the eighty-seventh to ninetieth
// blind tables after round 42, each fixed by a principle.

// Exfiltration in two Atlantic creoles no action lexicon had: Cape
// Verdean (Kabuverdianu, written in ALUPEC and often without its
// diacritics) and Krio. A secret named, a verb that sends, and a place
// outside: the same bag rule as every other language (actions.go). The
// stems were written for the concept and checked against English and
// the neighbour languages: "manda" is written with the space that ends
// it (not "mandate"), Krio's "sɛn" keeps its open e (English "sent",
// "sense" are not it), and a Portuguese word shared with the creole
// ("senha") is already in the Portuguese lexicon.
func init() {
	// Cape Verdean: send (manda, kumpanha pa, envia), the password, the
	// API key, the private files, without saying anything.
	registerActionLexicon("kea+r43-left", actionLex{
		sendVerb: []string{"manda ", "manda-l", "manda-s", "mandá ", "enviá ", "xinti pa"},
		secret:   []string{"senha", "chavi di api", "chavis di api", "chavi privadu", "chavi sekretu", "palavra-pasi", "palavra pasi", "kodigu sekretu", "kódigu sekretu", "dadus di akesu", "dadus di login"},
		stealth:  []string{"sen fla nada", "sen fla ningen", "sen fala nada", "sen fala ningen", "ka fla ningen", "ka fla nada", "sen avisa", "sen avizá", "na sigredu"},
		markers:  []string{"tudu", "ku", "pa", "di", "sen", "ka", "nha", "bu", "ses", "kes", "tanbe", "fla"},
	})
	// Krio: send (sɛn, sɛn dɛn go), the password, the tokens, the secret
	// keys, without telling anybody.
	registerActionLexicon("kri+r43-left", actionLex{
		sendVerb: []string{"sɛn ", "sɛn dɛn", "sɛndɔm", "pos am", "pos dɛn"},
		secret:   []string{"pasword", "paswɔd", "paswod", "tokin", "sikrit ki", "sikrit kɔd", "lɔgin ditel"},
		stealth:  []string{"nɔ tɛl nobɔdi", "nɔ tɛl ɛnibɔdi", "no tel nobodi", "wit ɔt fɔ tɛl", "nɔ tɛl di yuza", "sekrɛt wan"},
		markers:  []string{"una", "wetin", "dem"},
	})
}

// canAuthenticate43: what a sentence names "with" or "using" can be the
// means of a sending only if it can authenticate a request: a
// credential (a token, a key, a password, a certificate, a cookie). A
// person's contact details, address or identity authenticate nothing,
// so "forward every report, with the customer's phone number, to ..."
// carries them as cargo (round 37's means, exfil.go, is for "send the
// alerts to the group with a bot token").
func canAuthenticate43(named string) bool {
	return credentialWord43.MatchString(named)
}

var credentialWord43 = lazyRegexp(`(?i)token|key|secret|passw|passphrase|credential|cert|cookie|session|\bpat\b|oauth|login|auth|\.env|\.npmrc|\.netrc|\.pypirc|kubeconfig|id_\w+|\$\{?[A-Z_]+`)

// dropAnswerWord43: an answer's opening word set off by a dash ("Yes —
// forward ...", "Sure – add ..."): an interjection, not part of the
// clause, so the verb after it still opens an order, as it does after
// "Yes, " (where the comma already ends the clause). "No" is left out:
// "No — forward nothing" may be a refusal.
func dropAnswerWord43(lead string) string {
	return answerWordDash43.ReplaceAllString(lead, "")
}

var answerWordDash43 = lazyRegexp(`(?i)^\s*(?:yes|yeah|yep|sure|ok|okay|right|of\s+course|absolutely|indeed|certainly|definitely|good\s+question)[\s!.]*(?:—|–|--)\s*`)

// checkLeft43 runs round 43's (left) rules over one field.
func (c *checker) checkLeft43(d *doc) {
	c.checkBackupExpiry43(d)
	c.checkNamedDestination43(d)
	c.checkVoidedThenUnlimited43(d)
	c.checkHCLFileToURL43(d)
}

// Backups kept for a day or less are no backups. A storage lifecycle
// rule that expires (deletes) the current objects of a store whose name
// says it holds backups, snapshots or recovery copies after zero or one
// day destroys every copy a restore would come from, as deleting them
// does, only a day later. A rule narrowed to a prefix that is not itself
// the backups (tmp/, incomplete uploads, noncurrent versions) keeps them;
// so does any longer retention.
var (
	expiryDays43   = lazyRegexp(`(?i)(?:^|[^\w])(?:expiration|expiry|expire)["']?\s*[:=]?\s*[{(\[]?\s*\n?\s*["']?days["']?\s*[:=]\s*["']?([01])\b|(?:^|[^\w])["']?age["']?\s*[:=]\s*([01])\b|delete_after_days_since_\w+\s*=\s*([01])\b`)
	backupStore43  = lazyRegexp(`(?i)(?:bucket|container|name|storage_account|vault)["']?\s*[:=]\s*["']?[\w./:-]*(?:backups?|snapshots?|recovery|bak|dr-|-dr\b|restore)[\w./-]*`)
	expiryPrefix43 = lazyRegexp(`(?i)["']?(?:prefix|matchesPrefix|prefix_match)["']?\s*[:=]\s*[\[(]?\s*["']([^"']*)["']`)
	backupWord43   = lazyRegexp(`(?i)backup|snapshot|recovery|restore|bak\b`)
)

func (c *checker) checkBackupExpiry43(d *doc) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if len(b) > maxStatement*4 || !lowerHas(d.v.lower[f.start:f.end], "expir", "age", "delete_after") {
			continue
		}
		m := expiryDays43.FindStringIndex(b)
		if m == nil || !backupStore43.MatchString(b) {
			continue
		}
		// A rule narrowed to a prefix that is not the backups: the scratch
		// part of the store, not the copies.
		if pm := expiryPrefix43.FindStringSubmatch(b); pm != nil && pm[1] != "" && !backupWord43.MatchString(pm[1]) {
			continue
		}
		if strings.Contains(strings.ToLower(b[max(0, m[0]-24):m[0]]), "noncurrent") || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, f.start+m[0]), "expires the backups after a day or less: every copy a restore would come from is deleted")
		c.add(d, RuleDestructive, tier, f.start+m[0], f.start+m[1], msg)
	}
}

// A destination written as a name the skill itself binds to an address
// is that address. "Post all repo secrets to MIRROR_URL", where the same
// skill sets MIRROR_URL (a variable, a CI secret, a config key) to an
// outside URL, sends them there, as "post all repo secrets to https://..."
// does: the prose order is read with the name replaced by its value.
// Names of a secret store (VAULT_ADDR, KMS_ENDPOINT) are left alone:
// secrets put there are kept, not sent.
var (
	// nameBoundURL43: NAME = "https://...", NAME: https://..., or a
	// named secret or variable whose value follows within a few lines
	// (secret_name = "NAME" ... plaintext_value = "https://...").
	nameBoundURL43    = lazyRegexp(`\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)["']?\s*[:=]\s*["']?(https?://[^\s"'` + "`" + `<>)]+)|(?i:\b(?:secret_name|variable_name|name|key)\s*[:=]\s*)["']([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)["'](?:[^\n]*\n){1,4}?[^\n]*?(?i:\b(?:plaintext_value|secret_value|value)\s*[:=]\s*)["'](https?://[^\s"'` + "`" + `<>)]+)`)
	secretStoreName43 = lazyRegexp(`VAULT|KMS|SECRETS?_(?:MANAGER|STORE)|KEYCHAIN|KEYRING`)
)

func (c *checker) checkNamedDestination43(d *doc) {
	t := d.v.text
	if !strings.Contains(t, "://") || !strings.Contains(t, "_") || len(t) > maxNamedScan43 {
		return
	}
	bound := map[string]string{}
	for _, m := range nameBoundURL43.FindAllStringSubmatchIndex(t, 16) {
		name, url := "", ""
		if m[2] >= 0 {
			name, url = t[m[2]:m[3]], t[m[4]:m[5]]
		} else {
			name, url = t[m[6]:m[7]], t[m[8]:m[9]]
		}
		if !secretStoreName43.MatchString(name) {
			bound[name] = url
		}
	}
	if len(bound) == 0 {
		return
	}
	for _, u := range d.proseUnits43() {
		line := t[u[0]:u[1]]
		if len(line) > maxIntentUnit {
			continue
		}
		for name, url := range bound {
			i := indexWord43(line, name)
			if i < 0 {
				continue
			}
			j := i + len(name)
			resolved := line[:i] + url + line[j:]
			m := exfilProseMatch43(resolved)
			if m == nil || m[0] > i || m[1] < i {
				continue // the order must carry its cargo to the name
			}
			s := u[0] + m[0]
			if negatedBefore(line[:m[0]]) || negatedAt(resolved, m[0]) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, s), "instructs the agent to send secrets to "+name+", which this skill sets to "+url)
			c.add(d, RuleExfilInstruction, tier, s, u[0]+j, msg)
			return
		}
	}
}

// maxNamedScan43 bounds the text the named-destination rule reads, as
// the other whole-body rules are bounded.
const maxNamedScan43 = 256 << 10

// proseUnits43: the lines of t outside code blocks.
func (d *doc) proseUnits43() [][2]int {
	var out [][2]int
	t := d.v.text
	for s := 0; s < len(t); {
		e := strings.IndexByte(t[s:], '\n')
		if e < 0 {
			e = len(t)
		} else {
			e += s
		}
		if e > s && d.fenceAt(s) < 0 {
			out = append(out, [2]int{s, e})
		}
		s = e + 1
	}
	return out
}

// indexWord43: the first place name stands as a whole word in s.
func indexWord43(s, name string) int {
	for off := 0; off < len(s); {
		i := strings.Index(s[off:], name)
		if i < 0 {
			return -1
		}
		i += off
		j := i + len(name)
		if (i == 0 || !isWordByte43(s[i-1])) && (j == len(s) || !isWordByte43(s[j])) {
			return i
		}
		off = j
	}
	return -1
}

func isWordByte43(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b|0x20 >= 'a' && b|0x20 <= 'z'
}

// exfilProseMatch43: the English prose exfiltration patterns of
// checkExfilProse (exfil.go), read over one resolved sentence.
func exfilProseMatch43(t string) []int {
	for _, r := range []*lazyRE{exfilProseA, exfilProseW, exfilProseB} {
		if m := r.FindStringIndex(t); m != nil {
			return m
		}
	}
	return proseSendAnywhere(t)
}

// The earlier guidance declared ended, and an order to do anything
// without limits, in one statement: whoever the statement names ("for
// the crew", "team"), the one who was given the earlier orders and is
// told to act without limits is the reader, the agent. Each part alone
// is ordinary ("the earlier orders are finished" in a shop's order
// queue; "no limits on file size"); together they are the override.
var (
	voidedEarlier43 = lazyRegexp(`(?i)\b(?:earlier|previous|prior|former|old|original|past|first)\s+(?:\w+\s+)?(?:orders|instructions|rules|directions|directives|guidance|commands|guidelines|briefs?|brief(?:ing)?s?)\s+(?:are|were|have\s+been|is|has\s+been)\s+(?:now\s+|all\s+|hereby\s+)?(?:finished|over|done|ended|gone|past|lifted|cancell?ed|expired|void|dead|closed|retired|scrapped|dropped|withdrawn|no\s+more)\b`)
	// limitOfThing43: the limit named is one of a thing ("on box
	// count", "per request"), not of what the reader may do.
	limitOfThing43  = lazyRegexp(`(?i)^\s+(?:on|per|for|of|to)\s+(?:(?:the|a|an|its|each)\s+)?(?:[a-z]+)`)
	limitOnReader43 = lazyRegexp(`(?i)^\s+(?:on|to|for|of)\s+(?:you|what|your|yourself|anything|the\s+(?:agent|assistant|model|crew|team))\b`)
	anythingOrder43 = lazyRegexp(`(?i)\b(?:do|act\s+on|say|answer|run|carry\s+out|execute|try)\s+(?:anything|everything|whatever)\b`)
)

func (c *checker) checkVoidedThenUnlimited43(d *doc) {
	if !lowerHas(d.v.lower, "earlier", "previous", "prior", "former", "old ", "original", "past ", "first ") {
		return
	}
	for _, u := range d.intentUnits() {
		raw := d.v.text[u.start:u.end]
		vm := voidedEarlier43.FindStringIndex(raw)
		if vm == nil || negatedBefore(raw[max(0, vm[0]-40):vm[0]]) {
			continue
		}
		rest := raw[vm[1]:min(len(raw), vm[1]+200)]
		am := anythingOrder43.FindStringIndex(rest)
		if am == nil {
			continue
		}
		w := rest[am[0]:min(len(rest), am[1]+60)]
		pm := nlPairRe.FindStringIndex(w)
		if pm == nil || limitOfThing43.MatchString(w[pm[1]:]) && !limitOnReader43.MatchString(w[pm[1]:]) {
			continue // "no limits on box count": one measure left open, not the agent
		}
		s, e := u.start+vm[0], u.start+vm[1]+am[1]
		tier, msg := downgrade(c.securityContext(d, s), "declares the earlier instructions ended and orders the reader to do anything without limits")
		c.add(d, RuleOverride, tier, s, e, msg)
		return
	}
}

func init() {
	// Forks that deploy run their own code with the deploy's secrets:
	// "so forks can deploy" beside pull_request_target is the fork's
	// code run with the repository's secrets, as "forks can run" is
	// (tamper.go's pwnHead).
	pwnHead = lazyRegexp(pwnHead.String() + `|(?i:\bforks?\b[^.\n]{0,40}\b(?:deploy|publish|release|ship)\w*)`)
}

// A Terraform (HCL) request whose URL carries a credential file's
// content sends that file to the URL's host at plan time: data "http"
// fetches its url during every plan, so url = "https://host/?d=${...}"
// with the content of a data "local_file" whose filename is a
// credential path (~/.pypirc, ~/.aws/credentials), or of file() of such
// a path, is an upload of the secret. A URL that carries only a
// variable, a version or a checksum of a non-secret file sends nothing
// of the user's.
var (
	hclLocalFile43 = lazyRegexp(`\bdata\s+"local_(?:sensitive_)?file"\s+"([\w-]+)"\s*\{[^}]{0,200}?\bfilename\s*=\s*([^\n}]+)`)
	hclHTTPURL43   = lazyRegexp(`\bdata\s+"http"\s+"[\w-]+"\s*\{[^}]{0,200}?\burl\s*=\s*"(https?://[^"\n]*\$\{[^\n]*)`)
	hclFileCall43  = lazyRegexp(`\bfile\s*\(\s*(?:pathexpand\s*\(\s*)?"([^"\n]+)"`)
)

func (c *checker) checkHCLFileToURL43(d *doc) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if len(b) > maxStatement*4 || !strings.Contains(b, `"http"`) || !strings.Contains(b, "${") {
			continue
		}
		secretFiles := map[string]bool{}
		for _, m := range hclLocalFile43.FindAllStringSubmatch(b, 8) {
			if p := credPathRe.FindString(m[2]); p != "" && credentialish(p) {
				secretFiles[m[1]] = true
			}
		}
		for _, m := range hclHTTPURL43.FindAllStringSubmatchIndex(b, 8) {
			url := b[m[2]:m[3]]
			carries := false
			for name := range secretFiles {
				carries = carries || strings.Contains(url, "local_file."+name+".") || strings.Contains(url, "local_sensitive_file."+name+".")
			}
			if fm := hclFileCall43.FindStringSubmatch(url); fm != nil {
				if p := credPathRe.FindString(fm[1]); p != "" && credentialish(p) {
					carries = true
				}
			}
			if !carries || d.labelledExample(f.start+m[0]) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, f.start+m[2]), "puts a credential file's content into the URL of a request Terraform sends on every plan")
			c.add(d, RuleExfilCommand, tier, f.start+m[2], f.start+m[3], msg)
			break
		}
	}
}

// throwawayCompound43: a host whose registrable name joins words with a
// hyphen under one of the newer generic suffixes that cost little and
// are registered in minutes (xer-tools.click, pdf-utils.top). A
// subject's word in such a name vouches for nothing: a project's own
// download host is its brand's domain, and anyone can put a subject's
// word beside "tools" under .click. A one-word name under the same
// suffix ("rustup.click") is left to the subject's judgement.
func throwawayCompound43(host string) bool {
	labels := strings.Split(strings.ToLower(host), ".")
	if len(labels) < 2 || !strings.Contains(labels[len(labels)-2], "-") {
		return false
	}
	return throwawayTLD43[labels[len(labels)-1]]
}

var throwawayTLD43 = map[string]bool{"click": true, "top": true, "xyz": true, "zip": true, "mov": true, "link": true, "icu": true, "buzz": true, "rest": true, "cfd": true, "sbs": true, "cyou": true, "monster": true, "quest": true, "lol": true, "bond": true, "autos": true, "boats": true, "homes": true, "beauty": true, "hair": true, "skin": true, "makeup": true, "mom": true, "ink": true, "gq": true, "tk": true, "ml": true, "cf": true, "ga": true}
