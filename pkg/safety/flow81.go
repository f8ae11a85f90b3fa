package safety

import (
	"fmt"
	"regexp"
	"strings"
)

// Round 81 (exfil-flow): a value put into an object by a method is in the
// object; a URL variable carries its host to the request that sends it;
// an Ansible task's registered result is a variable of the play.

// nestedMutate81: a method that puts a value into an object reached
// through the receiver's properties (img.searchParams.set('k', t),
// url.query.append(t), self.items.push(t), cfg.opts.add(t)): the
// receiver holds the value afterwards, as mutateRe says for a method
// called on the receiver itself. Group 1 is the receiver, group 2 the
// properties between.
var nestedMutate81 = lazyRegexp(`^\s*(?:await\s+)?\$?([\p{L}_][\p{L}\p{N}_]*)((?:\.[A-Za-z_]\w*)+)\.(?:set|append|push|add|put|insert|update|extend|unshift|setdefault|Set|Add|Append|Put|Insert)\s*\(`)

// authHolder81: a header or credential slot; what is put there
// authenticates a request rather than being its payload.
var authHolder81 = lazyRegexp(`(?i)header|auth|cookie|credential`)

// assignedNames81 names the receiver of a nested mutation.
func assignedNames81(t string) []string {
	m := nestedMutate81.FindStringSubmatch(t)
	if m == nil || authHolder81.MatchString(m[2]) {
		return nil
	}
	// The value put in must be an argument beyond the key: the method
	// call has content after its opening parenthesis.
	if i := strings.Index(t, m[0]); i < 0 || strings.TrimSpace(t[i+len(m[0]):]) == ")" {
		return nil
	}
	// An authentication key set into the object (params.set("Authorization", t)).
	rest := t[len(m[0]):]
	if k := strings.IndexAny(rest, ",)"); k > 0 && authHolder81.MatchString(rest[:k]) && !strings.Contains(strings.ToLower(rest[:k]), "key") {
		return nil
	}
	return []string{m[1]}
}

// urlVarHost81: the host of the URL a variable was built as, a few lines
// above the statement that sends it (u = "https://h/p?k=" + t; get(u);
// img = new URL('https://h/p.gif'); get(img)). The request goes to the
// host the variable's URL names, as if written on the sink's line.
func urlVarHost81(d *doc, u unit, v string) (string, bool) {
	if u.fence < 0 || u.fence >= len(d.fences) || v == "" {
		return "", false
	}
	f := d.fences[u.fence]
	if u.start <= f.start {
		return "", false
	}
	if h, ok := urlVarHostOf81(d, f, u, v); ok {
		return h, ok
	}
	// The URL may be another variable of the same request
	// (requests.post(url, json=data), data holding the secret).
	t := d.unitText(u)
	n := 0
	for i := 0; i < len(t) && n < 16; i++ {
		if !isIdentByte(t[i]) || i > 0 && isIdentByte(t[i-1]) {
			continue
		}
		j := i
		for j < len(t) && isIdentByte(t[j]) {
			j++
		}
		if w := t[i:j]; w != v && (i == 0 || t[i-1] != '.') {
			n++
			if h, ok := urlVarHostOf81(d, f, u, w); ok {
				return h, ok
			}
		}
		i = j
	}
	return "", false
}

func urlVarHostOf81(d *doc, f fence, u unit, v string) (string, bool) {
	text := d.v.text[max(f.start, u.start-8000):u.start]
	re := urlVarRe81(v)
	for n := 0; n < 60 && text != ""; n++ {
		k := strings.LastIndexByte(strings.TrimRight(text, "\n"), '\n')
		line := text[k+1:]
		if k < 0 {
			text = ""
		} else {
			text = text[:k]
		}
		if len(line) > 600 || !strings.Contains(line, v) {
			continue
		}
		if re.MatchString(line) {
			return hostOf(line)
		}
	}
	return "", false
}

func urlVarRe81(v string) *regexp.Regexp {
	return regexp.MustCompile(`^\s*(?:const\s+|let\s+|var\s+|my\s+|val\s+)?\$?` + regexp.QuoteMeta(v) + `(?:\s*,\s*_)?\s*(?::\s*[\w.]+\s*)?:?=\s*(?:await\s+)?(?:new\s+(?:URL|java\.net\.URL|URI|Uri)\s*\(\s*|URI\s*\(\s*|URI\.parse\s*\(\s*|url\.Parse\s*\(\s*|urlparse\s*\(\s*|httpx\.URL\s*\(\s*|furl\s*\(\s*)?[fr]?["'` + "`" + `]https?://`)
}

// Ansible: a task that reads a credential file or a secret (slurp,
// fetch, command/shell cat, a lookup of a file or an environment
// variable) and registers its result, or sets a fact from one, taints
// that variable for the rest of the play; a later task that sends it
// outside (uri, get_url, mail, a shell curl) with the variable in its
// arguments sends the secret, as a variable does in a script.
var (
	ansibleTaskRe81     = lazyRegexp(`(?m)^([ \t]*)-[ \t]+\S`)
	ansibleRegisterRe81 = lazyRegexp(`(?m)^[ \t]*register[ \t]*:[ \t]*["']?([A-Za-z_]\w*)`)
	ansibleSetFactRe81  = lazyRegexp(`(?m)^[ \t]*([A-Za-z_]\w*)[ \t]*:[ \t]*["']?\{\{[^}\n]*\blookup\s*\(\s*['"](?:file|env|password|ansible\.builtin\.(?:file|env))['"]\s*,\s*['"]([^'"]+)['"]`)
	ansibleReadRe81     = lazyRegexp(`(?m)\b(?:slurp|fetch|command|shell|raw|read_csv|lookup|run)\b`)
	// A GitHub Actions step with an id writing an output: later steps
	// read it as steps.<id>.outputs.<name>, as a registered result.
	ghaStepIDRe81     = lazyRegexp(`(?m)^[ \t]*-?[ \t]*id[ \t]*:[ \t]*["']?([\w-]+)`)
	ghaOutputRe81     = lazyRegexp(`GITHUB_OUTPUT\b|::set-output\b`)
	ansibleSendRe81   = lazyRegexp(`(?m)^[ \t]*-?[ \t]*(?:ansible\.builtin\.|community\.general\.|ansible\.legacy\.)?(?:uri|get_url|mail|slack|mattermost|telegram|discord)[ \t]*:|\b(?:curl|wget|nc|ncat|Invoke-WebRequest|Invoke-RestMethod)\s`)
	ansibleLookupRe81 = lazyRegexp(`\blookup\s*\(\s*['"](?:ansible\.builtin\.)?(file|env)['"]\s*,\s*['"]([^'"]+)['"]`)
)

func (c *checker) checkAnsible81(d *doc) {
	for _, f := range d.fences {
		if f.end <= f.start {
			continue
		}
		if l := strings.ToLower(f.lang); l != "yaml" && l != "yml" && l != "ansible" && l != "" {
			continue
		}
		block := d.v.text[f.start:f.end]
		if !strings.Contains(block, "{{") || !ansibleSendRe81.MatchString(block) {
			continue
		}
		c.ansibleFlow81(d, f.start, block)
	}
}

// ansibleTasks81 splits a block into its tasks: each list item at the
// indent of the block's deepest run of "- name:"-like items is one
// task, to the next item at that indent or less.
func ansibleTasks81(block string) [][2]int {
	ms := ansibleTaskRe81.FindAllStringSubmatchIndex(block, -1)
	var out [][2]int
	for i, m := range ms {
		ind := m[3] - m[2]
		end := len(block)
		for _, n := range ms[i+1:] {
			if n[3]-n[2] <= ind {
				end = n[0]
				break
			}
		}
		out = append(out, [2]int{m[0], end})
	}
	return out
}

func (c *checker) ansibleFlow81(d *doc, base int, block string) {
	tainted := map[string]string{}
	secrets := map[string]string{}
	for _, tk := range ansibleTasks81(block) {
		task := block[tk[0]:tk[1]]
		// What the task reads.
		src, secret := "", ""
		if ansibleReadRe81.MatchString(task) {
			// A lookup names its own source (below): the word env in it is
			// no read of the whole environment.
			bare := blankMatches(ansibleLookupRe81, task)
			for _, s := range findSources(bare) {
				if s.kind == srcSecret {
					continue
				}
				if s.kind == srcCred && strings.HasSuffix(strings.ToLower(s.name), ".pub") {
					continue
				}
				src = s.name
				break
			}
		}
		for _, m := range ansibleLookupRe81.FindAllStringSubmatch(task, -1) {
			if m[1] == "env" {
				if credentialish(m[2]) {
					secret = m[2]
				}
			} else if src == "" {
				for _, s := range findSources(m[2]) {
					if s.kind != srcSecret {
						src = s.name
						break
					}
				}
			}
		}
		var used []string
		for _, v := range sortedKeys(tainted) {
			if ansibleUses81(task, v) {
				used = append(used, v)
				if src == "" {
					src = tainted[v]
				}
			}
		}
		for _, v := range sortedKeys(secrets) {
			if ansibleUses81(task, v) {
				used = append(used, v)
				if secret == "" {
					secret = secrets[v]
				}
			}
		}
		// A send with the value in it.
		if ansibleSendRe81.MatchString(task) && (src != "" || secret != "") {
			if c.ansibleSend81(d, base+tk[0], base+tk[1], task, src, secret, used) {
				return
			}
		}
		// What the task leaves in a variable.
		if src != "" || secret != "" {
			var names []string
			for _, m := range ansibleRegisterRe81.FindAllStringSubmatch(task, -1) {
				names = append(names, m[1])
			}
			for _, m := range ansibleSetFactRe81.FindAllStringSubmatch(task, -1) {
				names = append(names, m[1])
			}
			if m := ghaStepIDRe81.FindStringSubmatch(task); m != nil && ghaOutputRe81.MatchString(task) {
				names = append(names, "steps."+m[1]+".outputs")
			}
			for _, n := range names {
				if src != "" {
					tainted[n] = src
				} else {
					secrets[n] = secret
				}
			}
		}
	}
}

// ansibleUses81: the task names the variable inside a template
// ({{ k.content }}, {{ k | b64decode }}) or as a bare value of var:.
func ansibleUses81(task, v string) bool {
	for off := 0; ; {
		i := strings.Index(task[off:], "{{")
		if i < 0 {
			return false
		}
		i += off
		j := strings.Index(task[i:], "}}")
		if j < 0 {
			j = len(task) - i
		}
		if indexIdent(task[i:i+j], v) >= 0 {
			return true
		}
		off = i + j
		if off >= len(task) {
			return false
		}
	}
}

// ansibleAuthRe81: the value sits in a header or password field of the
// request (url_password, Authorization), where it authenticates.
var ansibleAuthRe81 = lazyRegexp(`(?i)^[ \t]*(?:url_password|password|client_key|Authorization|X-[\w-]*(?:Token|Key)|PRIVATE-TOKEN|token)[ \t]*:`)

func (c *checker) ansibleSend81(d *doc, s, e int, task, src, secret string, used []string) bool {
	host, known := hostOf(task)
	if known && isLocalHost(host) {
		return false
	}
	// Where the value sits: every line naming it must be an
	// authentication field for the task to be authenticating.
	payload := false
	for _, line := range strings.Split(task, "\n") {
		at := strings.Index(line, "lookup")
		for _, v := range used {
			if i := indexIdent(line, v); at < 0 && i >= 0 && strings.Contains(line, "{{") {
				at = i
			}
		}
		if at < 0 || ansibleAuthRe81.MatchString(line) || flowAuthUse(line, at) {
			continue // an authentication field or header: it signs the request
		}
		payload = true
	}
	if !payload {
		return false
	}
	if src != "" {
		tier, msg := downgrade(c.flowContext38(d, s), fmt.Sprintf("a task registers what it read from %s and a later task sends it outside", src))
		c.add(d, RuleExfilCommand, tier, s, e, msg)
		return tier == Refuse
	}
	before := len(c.findings)
	c.vendorCheck(d, s, e, source{kind: srcSecret, name: secret}, host, known, false)
	for _, f := range c.findings[before:] {
		if f.Tier == Refuse {
			return true
		}
	}
	return false
}
