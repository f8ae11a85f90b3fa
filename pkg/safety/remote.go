package safety

import (
	"net"
	"regexp"
	"strings"
)

// Round 5: hidden text that speaks to the agent, instructions loaded from
// a remote address, scripts run from an origin nothing vouches for, and
// ROT13 payloads.

const (
	// RuleHidden: text hidden from a rendered view (an HTML or
	// link-reference comment, an element styled display:none or marked
	// hidden) that addresses the agent with something to do.
	RuleHidden = "override.hidden-instruction"
	// RuleRemoteExec: a script downloaded and run from a raw IP address,
	// over plain HTTP, or from a host that neither the skill's subject
	// nor a well-known installer vendor accounts for; any download-and-run
	// inside an encoded payload.
	RuleRemoteExec = "exec.remote-script"
)

// hiddenElementOpen: an HTML element a renderer does not show.
var hiddenElementOpen = lazyRegexp(`(?i)<([a-z][a-z0-9]*)\b[^>]*?(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*(?:0(?:\.\d+)?|1)(?:px|pt|em)?\s*[;"']|opacity\s*:\s*0\s*[;"']|\shidden(?:\s*=\s*["']?[a-z]*["']?)?[\s>/]|aria-hidden\s*=\s*["']?true)[^>]*>`)

// markupLangs are code block languages whose hidden elements count.
var markupLangs = map[string]bool{"html": true, "htm": true, "xml": true, "svg": true, "vue": true, "jsx": true, "tsx": true, "svelte": true, "handlebars": true, "hbs": true, "mjml": true, "liquid": true, "jinja": true, "erb": true}

// hiddenElements returns the spans of hidden HTML elements outside code.
func hiddenElements(d *doc) [][2]int {
	t := d.v.text
	if !strings.Contains(t, "<") {
		return nil
	}
	var out [][2]int
	for _, m := range hiddenElementOpen.FindAllStringSubmatchIndex(t, 64) {
		// Markup in a code block is a template someone renders: its
		// hidden text reaches the model as well.
		if fi := d.fenceAt(m[0]); fi >= 0 && !markupLangs[d.fences[fi].lang] {
			continue
		}
		tag := strings.ToLower(t[m[2]:m[3]])
		end := len(t)
		if k := strings.Index(strings.ToLower(t[m[1]:min(len(t), m[1]+8192)]), "</"+tag); k >= 0 {
			end = m[1] + k
		}
		out = append(out, [2]int{m[0], end})
	}
	return out
}

// hiddenAction: what hidden text addressing the agent asks that matters
// (a network address, a secret, a send or run, secrecy, new instructions).
var hiddenAction = lazyRegexp(`(?i)https?://|\b(?:send|upload|post|paste|fetch|download|curl|wget|forward|e-?mail|exfiltrat\w*|secrets?|password|passwd|token|credentials?|api[_ -]?key|private key|keystore|cookies?|\.env|ssh|without asking|without telling|don't tell|do not tell|ignore|disregard|forget|delete|remove|disable|approve|install|instructions|rules|grant|write\s+access|stop\s+asking|approv(?:al|als|ed|ing)|confirmations?|push\s+to)\b`)

// hiddenAgent: words addressing the agent (English and the agentNames
// concept for other languages).
var hiddenAgent = lazyRegexp(`(?i)\b(?:assistant|agent|ai|a\.i\.|llm|model|claude|chatgpt|gpt|gemini|copilot|codex|cursor|bot)s?\b`)

// checkHidden refuses hidden text that addresses the agent with an action:
// nobody reads it but the model, so it cannot be documentation.
func (c *checker) checkHidden(d *doc) {
	if c.payload != nil {
		return
	}
	t := d.v.text
	for _, h := range d.comments {
		s, e := h[0], min(h[1], len(t))
		txt := t[s:e]
		if len(txt) > maxIntentUnit*4 {
			txt = txt[:maxIntentUnit*4]
		}
		low, _ := lowerCompact(txt)
		am := hiddenAgent.FindStringIndex(txt)
		if am == nil && len(hitsOf(low, agentNames)) == 0 {
			continue
		}
		if !hiddenAction.MatchString(txt) && !credPathRe.MatchString(txt) {
			continue
		}
		c.add(d, RuleHidden, Refuse, s, e, "text hidden from a rendered view addresses the agent with something to do")
	}
	c.checkAltText(d)
}

// Image alt text is not shown when the image loads: a reader of the
// rendered skill never sees it, the model always does. Alt text that
// speaks to the agent by name ("ASSISTANT:", "AI agent,") with something
// to do is hidden instruction; alt text that describes a diagram of an
// agent is not (it does not address one).
var (
	mdImageAlt    = lazyRegexp(`!\[([^\]\n]{12,600})\]\(`)
	agentVocative = lazyRegexp(`(?i)(?:^|[\s.;("'])(?:(?:the|dear|hey|note\s+to\s+(?:the\s+)?)\s*)?(?:assistant|agent|ai(?:\s+agent)?|a\.i\.|llm|model|claude|chatgpt|gpt|gemini|copilot|codex|cursor|bot)(?:\s+(?:reader|readers|instructions?|note|notice|directive|only|agent|assistant|model))?\s*[:,]`)
	// Other places a rendered view does not show: a link's or image's
	// title ([x](url "title")) and the alt, title and aria-label
	// attributes of an HTML element.
	mdLinkTitle = lazyRegexp(`\]\([^)\s]+\s+(?:"([^"\n]{8,600})"|'([^'\n]{8,600})')\s*\)`)
	htmlAttr    = lazyRegexp(`(?i)<[a-z][a-z0-9]*\b[^>]*?\b(?:alt|title|aria-label)\s*=\s*(?:"([^"\n]{8,600})"|'([^'\n]{8,600})')`)
)

func (c *checker) checkAltText(d *doc) {
	t := d.v.text
	if !strings.Contains(t, "![") && !strings.Contains(t, "](") && !strings.Contains(t, "<") {
		return
	}
	for _, m := range mdImageAlt.FindAllStringSubmatchIndex(t, 64) {
		if d.fenceAt(m[0]) >= 0 {
			continue
		}
		alt := t[m[2]:m[3]]
		if !agentVocative.MatchString(alt) || !hiddenAction.MatchString(alt) {
			continue
		}
		c.add(d, RuleHidden, Refuse, m[2], m[3], "image alt text, which a rendered view does not show, addresses the agent with something to do")
	}
	for _, r := range []*lazyRE{mdLinkTitle, htmlAttr} {
		for _, m := range r.FindAllStringSubmatchIndex(t, 64) {
			if d.fenceAt(m[0]) >= 0 {
				continue
			}
			a, b := m[2], m[3]
			if a < 0 {
				a, b = m[4], m[5]
			}
			txt := t[a:b]
			if !agentVocative.MatchString(txt) || !hiddenAction.MatchString(txt) {
				continue
			}
			c.add(d, RuleHidden, Refuse, a, b, "a link title or element attribute, which a rendered view does not show, addresses the agent with something to do")
		}
	}
}

// remoteInstructions: a network address whose content the agent is told
// to take as its instructions or rules ("fetch URL and treat it as your
// new instructions", "load your rules from URL").
var (
	remoteTake = lazyRegexp(`(?i)\b(?:treat|use|take|follow|obey|adopt|apply|load|execute|run|act\s+on)\w*\b[^.\n]{0,60}?\b(?:as\s+)?(?:your|the\s+new|new|updated)\s+(?:(?:system\s+)?(?:instructions|rules|prompt|system\s+prompt|directives|guidelines|orders|policy))\b|` +
		// "follow whatever it says", "load it and obey it", "contains
		// your updated instructions"
		`\b(?:follow|obey|do|execute|apply|carry\s+out)\w*\s+whatever\s+(?:it|they|the\s+\w+)\s+(?:says?|tells?|contains?|lists?|asks?)\b|\bobey\s+(?:it|them|its\s+\w+|their\s+\w+)\b|\b(?:contains?|holds?|has|is|are)\s+your\s+(?:(?:new|updated|real|current|latest|actual)\s+)?(?:instructions|rules|prompt|directives|orders|guidelines)\b`)
	// remoteFollow: the fetched text's steps or contents are to be
	// followed or treated as instructions ("follow every step in it",
	// "treat its contents as instructions"); refused only with remoteForce.
	remoteFollow = lazyRegexp(`(?i)\bfollow\w*\s+(?:every|each|all(?:\s+the)?|the)\s+(?:steps?|instructions?|commands?|directions?)\s+(?:in|from|of)\s+(?:it|them|there|its|that|the\s+(?:file|page|response|result|output|checklist|document))\b|\btreat\w*\s+(?:its|their|the)\s+(?:contents?|text|output|response|body)\s+as\s+(?:\w+\s+)?(?:instructions|rules|commands|orders|directives)\b`)
	// remoteForce: what turns following a remote text into an override:
	// it outranks the user or this file, runs whatever commands it holds,
	// or is hidden from the user.
	remoteForce = lazyRegexp(`(?i)\boverrid\w*|\bsupersed\w*|\btakes?\s+precedence|\bover\s+(?:the\s+user|this\s+file)|\bincluding\s+(?:any\s+|all\s+)?(?:commands|scripts)|\bwhatever\s+it\s+(?:says|asks)|\bwithout\s+(?:showing|telling|asking|checking)`)
	remoteURLRe = lazyRegexp(`https?://[^\s"'<>)\]` + "`" + `]+`)
)

func (c *checker) checkRemoteInstructions(d *doc) {
	if !strings.Contains(d.v.lower, "http") {
		return
	}
	for _, u := range d.units {
		if u.fence >= 0 {
			continue
		}
		t := d.unitText(u)
		um := remoteURLRe.FindStringIndex(t)
		if um == nil {
			continue
		}
		rm := remoteTake.FindStringIndex(t)
		if rm == nil {
			if fm := remoteFollow.FindStringIndex(t); fm != nil && remoteForce.MatchString(t) {
				rm = fm
			}
		}
		if rm == nil || negatedBefore(t[:rm[0]]) {
			continue
		}
		s, e := u.start+min(um[0], rm[0]), u.start+max(um[1], rm[1])
		tier, msg := downgrade(c.intentContext(d, s, s), "tells the agent to take its instructions from a remote address")
		c.add(d, RuleOverride, tier, s, e, msg)
	}
}

// remoteManifest: manifests applied to a cluster straight from the
// network (kubectl/oc apply|create|replace -f URL): the cluster runs what
// they say, with the privileges they ask for, like a script piped to a
// shell.
var remoteManifest = lazyRegexp(`(?i)\b(?:kubectl|oc|k3s\s+kubectl|microk8s\s+kubectl)\s+(?:[^|;&\n]*\s)?(?:apply|create|replace)\s+(?:[^|;&\n]*\s)?(?:-f|--filename)[ =]+https?://[^\s"'` + "`" + `]+`)

func (c *checker) checkRemoteManifests(d *doc, subject string) {
	if !strings.Contains(d.v.lower, "kubectl") && !strings.Contains(d.v.lower, "oc ") {
		return
	}
	for _, m := range d.findAll(remoteManifest, []string{"apply", "create", "replace"}, false) {
		why := ""
		if w := untrustedHost(d.v.text[m[0]:m[1]], subject); w != "" {
			why = strings.Replace(w, "downloads a script", "applies cluster manifests", 1)
			why = strings.Replace(why, "and runs it", "to the cluster", 1)
		}
		if why == "" {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, m[0]), why)
		c.add(d, RuleRemoteExec, tier, m[0], m[1], msg)
	}
}

// knownInstallHosts are the vendors whose documented installers are a
// download piped to a shell.
var knownInstallHosts = []string{
	"llvm.org", "pypi.org", "pythonhosted.org", "rubygems.org", "crates.io", "maven.apache.org", "nuget.org", "pytorch.org", "conda-forge.org",
	"rustup.rs", "docker.com", "githubusercontent.com", "github.com", "gitlab.com", "brew.sh", "deno.land", "deno.com", "bun.sh", "astral.sh",
	"python-poetry.org", "pnpm.io", "nodesource.com", "helm.sh", "k3s.io", "ollama.com", "ollama.ai", "fly.io", "sdkman.io", "nixos.org",
	"determinate.systems", "starship.rs", "pyenv.run", "rvm.io", "volta.sh", "tailscale.com", "google.com", "microsoft.com", "dot.net",
	"amazonaws.com", "vercel.com", "supabase.com", "hashicorp.com", "getcomposer.org", "wasmtime.dev", "wasmer.io", "go.dev", "golang.org",
	"anthropic.com", "claude.ai", "openai.com", "npmjs.org", "yarnpkg.com", "sh.uv.dev", "pixi.sh", "mise.run", "mise.jdx.dev", "rye.astral.sh",
	"foundry.paradigm.xyz", "get.jenkins.io", "cli.doppler.com", "railway.app", "flyctl.io", "modular.com", "spack.io", "conda.io", "anaconda.com",
	"nvidia.com", "posit.co", "julialang.org", "haskell.org", "ghcup.haskell.org", "opam.ocaml.org", "ocaml.org", "zig.guide", "ziglang.org",
}

// genericHostLabels say nothing about who publishes the script.
var genericHostLabels = map[string]bool{"www": true, "get": true, "install": true, "dl": true, "download": true, "downloads": true, "cdn": true, "raw": true,
	"static": true, "sh": true, "tools": true, "files": true, "releases": true, "release": true, "pkg": true, "pkgs": true, "repo": true, "apt": true,
	"com": true, "net": true, "org": true, "io": true, "dev": true, "app": true, "sh.": true, "api": true, "setup": true, "script": true, "scripts": true,
	// ordinary words that name no publisher
	"debug": true, "test": true, "tests": true, "docs": true, "doc": true, "build": true, "deploy": true, "helper": true, "helpers": true, "config": true,
	"sync": true, "update": true, "updates": true, "mirror": true, "fast": true, "secure": true, "agent": true, "pro": true, "util": true, "utils": true, "run": true}

var pipeHostRe = lazyRegexp(`(?i)\b(https?)://([^/\s"'|:)]+)`)

// checkRemoteExec: every download-and-run (the pipe-to-shell shapes) whose
// visible origin nothing vouches for is refused; inside an encoded payload
// any download-and-run is.
func (c *checker) checkRemoteExec(d *doc) {
	lower := d.v.lower
	subject := c.subject()
	c.checkRemoteManifests(d, subject)
	c.checkDownloadThenRun(d, subject)
	c.checkProseDownloadRun(d, subject)
	c.checkArchiveRun(d, subject)
	c.checkFetchEval(d, subject)
	c.checkRemoteEval(d, subject)
	c.checkPackageSources(d, subject)
	// round 42: inline download-and-run, a download run through a
	// variable, a run-named option given a script's URL (payload42.go)
	c.checkPayload42(d, subject)
	c.checkScriptSetting84(d, subject) // round 84: exfil84.go
	// round 43: the address after the output file, prompt lines, Lua and
	// VBA fetch-and-run (payload43.go)
	c.checkPayload43(d, subject)
	// round 46: a download saved into an autostart folder, a download
	// unpickled (proppay46.go)
	c.checkAutostartDownload46(d, subject)
	c.checkFetchUnpickle46(d, subject)
	// round 51: curl -O run by name, a download unpacked and run (misc51.go)
	c.checkDownloadRun51(d, subject)
	// round 52: a download piped into a shell on a schedule (proptamper52.go)
	c.checkCronFetchRun52(d)
	// round 57: certutil fetch-and-run, Function(decoded) (payload57.go)
	c.checkPayload57(d, subject)
	c.checkPayload97(d, subject) // round 97: a look-alike of the subject's vendor, DownloadFile then run, a self-update (payload97.go)
	c.checkPayload99(d, subject) // round 99: an option named for running remote code, given an address (payload99.go)
	if lowerHas(lower, "mshta", "regsvr32", "rundll32") {
		// Windows binaries that fetch and run a script in one step
		// (mshta URL, regsvr32 /i:URL scrobj.dll, rundll32 ...,
		// javascript:...GetObject("script:URL")).
		hits := d.findAll(lolbinRemote, []string{"mshta", "regsvr32", "rundll32"}, false)
		calls := make([]string, len(hits))
		for i, m := range hits {
			calls[i] = d.v.text[m[0]:m[1]]
		}
		// Round 81: the URL handed over in a variable (payload81.go).
		for _, v := range lolbinViaVariable81(d.v.text) {
			hits, calls = append(hits, []int{v.span[0], v.span[1]}), append(calls, v.call)
		}
		for i, m := range hits {
			why := ""
			if w := untrustedHost(calls[i], subject); w != "" {
				why = strings.Replace(w, "and runs it", "and runs it through a Windows system binary", 1)
			}
			// Round 39: no vendor's instructions run a script from the web
			// through mshta, regsvr32's scriptlet loader or rundll32's
			// javascript: handler (they are how malware avoids a
			// download); a host that the skill's subject names does not
			// vouch for it, only a known installer host would.
			if hms := pipeHostRe.FindAllStringSubmatch(calls[i], 2); why == "" && len(hms) > 0 && !knownHostIn(hms) {
				why = "runs a script from " + hms[0][2] + " through a Windows system binary, which no vendor's instructions do"
			}
			if why == "" {
				continue
			}
			tier, msg := Refuse, why
			if d.fenceAt(m[0]) < 0 {
				tier, msg = downgrade(c.securityContext(d, m[0]), why)
			}
			c.add(d, RuleRemoteExec, tier, m[0], m[1], msg)
		}
	}
	if !lowerHas(lower, "|", "$(", "<(", "iex", "invoke-expression") {
		return
	}
	for _, r := range pipeToShell {
		for _, m := range d.findAll(r, []string{"curl", "wget", "fetch", "iwr", "irm", "invoke-", "http", "xh "}, false) {
			ls, le := d.lineAt(m[0])
			line := d.v.text[max(ls, m[0]-200):min(le, m[1]+200)]
			why := ""
			if c.payload != nil {
				why = "an encoded payload downloads a script and runs it"
			} else {
				for _, hm := range pipeHostRe.FindAllStringSubmatch(line, 4) {
					if w := untrustedOrigin(hm[1], hm[2], subject); w != "" {
						why = w
						break
					}
				}
				if why == "" {
					why = sharedOwnerUnvouched(line, subject)
				}
				if why == "" { // round 94: a hidden, unchecked or interpreter run (payload94.go)
					why = pipeRunUnvouched94(d, m, ls)
				}
			}
			if why == "" {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, m[0]), why)
			if d.fenceAt(m[0]) >= 0 || c.payload != nil {
				tier, msg = Refuse, why
			}
			c.add(d, RuleRemoteExec, tier, m[0], m[1], msg)
		}
	}
}

var (
	// downloadTo: a download saved to a file (curl -o F, wget -qO F,
	// Invoke-WebRequest -OutFile F, curl URL > F), the file captured.
	downloadTo = lazyRegexp(`(?i)\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n|;&]*?(?:\s-OutFile\s+|\s-o\s*|\s--output[= ]|\s-\w*O\s+|\s--output-document[= ]|\s>\s*)["']?([^\s"'|;&<>()]+)|\bwget\s+(?:-[a-zA-Z]*[qnv][a-zA-Z]*\s+)*https?://[^\s"'|;&<>()]*/([\w][\w.-]*)(?:\s|$|;|&)|` +
		// round 34: Windows' own downloaders, the file last
		// (certutil -urlcache -f URL FILE, bitsadmin /transfer job URL FILE;
		// round 100: bitsadmin's /priority takes its level as a word)
		`\b(?:certutil(?:\.exe)?\s+(?:-\w+\s+)*-urlcache\s+(?:-\w+\s+)*|bitsadmin(?:\.exe)?\s+/transfer\s+\S+\s+(?:/\w+\s+(?:(?:foreground|high|normal|low)\s+)?)*)["']?https?://\S+["']?\s+["']?([^\s"'|;&<>()]+)|` +
		// Start-BitsTransfer -Source URL -Destination FILE
		`\bStart-BitsTransfer\b[^\n]*?-Source\s+["']?https?://\S+["']?\s+-Destination\s+["']?([^\s"'|;&<>()]+)|` +
		// round 38: a download piped through a decoder or decompressor
		// into a file is a download to that file (wget -qO- URL | base64
		// -d > /tmp/x): the encoding only hides what is fetched.
		`\b(?:curl|wget|iwr|irm)\b[^\n|;&]*?https?://[^\n|;&]*\|\s*(?:base64|gunzip|gzip|zcat|xz|unxz|bunzip2|bzcat|zstd|openssl|xxd|tr|rev)\b[^\n|;&<>]*>\s*["']?([^\s"'|;&<>()]+)`)
	// integrityCheck: the download is checked against a digest or a
	// signature before it runs.
	integrityCheck = lazyRegexp(`(?i)\bsha(?:256|512|1)?sum\b|\bshasum\b|\bgpg\s+(?:--verify|-v)\b|\bcosign\s+verify|\bminisign\b|\bGet-FileHash\b|\bopenssl\s+dgst\b|\bslsa-verifier\b`)
)

// knownRegistry: public container registries of the big platforms.
var knownRegistry = lazyRegexp(`(?i)^(?:[\w-]+\.)?(?:gcr\.io|ghcr\.io|docker\.io|quay\.io|mcr\.microsoft\.com|public\.ecr\.aws|registry\.k8s\.io|k8s\.gcr\.io|pkg\.dev|nvcr\.io|registry\.gitlab\.com)$`)

// pathDir: a folder of commands (a download saved there replaces or adds
// a command that runs whenever its name is typed).
var pathDir = lazyRegexp(`^(?:/usr/local/bin|/usr/bin|/bin|/usr/sbin|/sbin|/opt/[\w.-]+/bin|~/\.local/bin|\$HOME/\.local/bin|~/bin)/`)

// checkDownloadThenRun refuses a code block that saves a download to a
// file and then runs that file (directly, through an interpreter or after
// chmod +x) when nothing vouches for the origin and no digest or signature
// is checked: the same as piping it to a shell.
// lolbinRemote: a Windows binary given a script's URL to fetch and run.
var lolbinRemote = lazyRegexp(`(?i)\bmshta(?:\.exe)?\s+["']?https?://[^\s"']+|\bregsvr32(?:\.exe)?\b[^\n]*?\s/i:["']?https?://[^\s"']+|\brundll32(?:\.exe)?\b[^\n]*?(?:script:|url\.dll,\w+\s+)["']?https?://[^\s"')]+`)

// proseDownloadTo: a sentence that orders a download to a named file
// ("Download `https://host/bin` to `/tmp/q`").
var proseDownloadTo = lazyRegexp("(?i)\\b(?:download|fetch|grab|save|pull)\\b[^.\\n`]{0,20}?`?(https?://[^`\\s]+)`?\\s+(?:to|as|into|under)\\s+`([~$\\w./-][^`\\s]*)`")

// runOfPath matches a command that runs the file whose quoted pattern is q:
// the path alone as a command (after a separator, a new line or an inline
// code span's backtick), or given to an interpreter, a launcher or source.
// Round 63: Windows' start launcher takes its switches after a slash
// (start /b, start /min /wait), so "start /b FILE" runs FILE as "start FILE" does.
func runOfPath(q string) *lazyRE {
	return lazyRegexp(`(?:^|[;&|({` + "`" + `]\s*|\n\s*|` + execKey93 + `|\b(?:sh|bash|zsh|dash|python3?|node|perl|ruby|pwsh|powershell|source|exec|nohup|sudo|start(?:\s+"[^"\n]*"|\s+/\w+)*|cmd(?:\.exe)?\s+/c|call|` + runInterp45 + `)\s+(?:-\S+\s+)*|(?:^|\s)\.\s+)["']?` + q + `["']?(?:\s|$|;|&|\)|` + "`" + `)|` + runQuotedArg45(q))
}

// checkProseDownloadRun refuses a download ordered in prose to a file that
// the same statement then runs in inline code, from a host nothing
// vouches for (round 34). Round 37: the download may name only where it
// comes from ("fetch a build from `URL`"), its file given by the inline
// command that saves it ("with `curl -o /usr/local/bin/tf`"); and the
// run may be implied by saving it into a folder of commands, as the code
// rule reads (pathDir), or be said in words ("and run it") when the
// sentence also says to skip checking what was downloaded: "download the
// installer from URL and run it" alone is how vendors' setup pages read.
func (c *checker) checkProseDownloadRun(d *doc, subject string) {
	t := d.v.text
	for _, u := range d.units {
		if u.fence >= 0 {
			continue
		}
		ut := t[u.start:min(u.end, len(t))]
		if !strings.Contains(ut, "://") {
			continue
		}
		// Each match: the order's span, the URL's span, the file's span
		// (-1 when the sentence names none).
		type order struct{ s, e, us, ue, ps, pe int }
		var orders []order
		for _, m := range proseDownloadTo.FindAllStringSubmatchIndex(ut, 4) {
			orders = append(orders, order{m[0], m[1], m[2], m[3], m[4], m[5]})
		}
		for _, m := range proseFetchFrom.FindAllStringSubmatchIndex(ut, 4) {
			o := order{m[0], m[1], m[2], m[3], -1, -1}
			rest := sentenceRest(ut[m[1]:min(len(ut), m[1]+maxSentence)])
			if !lowerHas(asciiLower(rest), "curl", "wget", "iwr", "invoke-webrequest", "certutil", "bitsadmin", "start-bitstransfer") {
				orders = append(orders, o)
				continue
			}
			if dm := downloadTo.FindStringSubmatchIndex(rest); dm != nil && dm[2] >= 0 {
				// The file as written in its inline code span, without
				// the span's closing backtick or the sentence's comma.
				pe := m[1] + dm[2] + len(strings.TrimRight(rest[dm[2]:dm[3]], "`,.;:"))
				o.e, o.ps, o.pe = pe, m[1]+dm[2], pe
			}
			orders = append(orders, o)
		}
		for _, o := range orders {
			path := ""
			if o.ps >= 0 {
				if path = ut[o.ps:o.pe]; strings.Trim(path, "./") == "" {
					continue
				}
			}
			why := ""
			for _, hm := range pipeHostRe.FindAllStringSubmatch(ut[o.us:o.ue], 1) {
				why = untrustedOrigin(hm[1], hm[2], subject)
			}
			if why == "" || proseVerifiedDownload(ut[max(0, o.s-maxSentence):min(len(ut), o.e+maxSentence)]) {
				continue
			}
			rest := sentenceRest(ut[o.e:min(len(ut), o.e+maxSentence)])
			end := -1
			switch {
			case path != "" && pathDir.MatchString(path):
				end, why = o.e, strings.Replace(why, "and runs it", "into a folder on the PATH, where it runs as that command", 1)
			case path != "":
				if rm := runOfPath(regexp.QuoteMeta(path)).FindStringIndex(ut[o.e:]); rm != nil {
					end, why = o.e+rm[1], strings.Replace(why, "and runs it", "to a file and runs it", 1)
					break
				}
				fallthrough
			default:
				if rm := proseRunIt.FindStringIndex(rest); rm != nil && !negatedBefore(rest[:rm[0]]) && proseSkipsCheck.MatchString(rest) {
					end = o.e + rm[1]
				}
			}
			if end < 0 {
				continue
			}
			s, e := u.start+o.s, u.start+end
			tier, msg := downgrade(c.securityContext(d, s), why)
			c.add(d, RuleRemoteExec, tier, s, e, msg)
			break
		}
	}
}

var (
	// proseFetchFrom (round 37): a sentence that orders a download from a
	// URL in inline code or plain ("fetch a build from `https://...`").
	proseFetchFrom = lazyRegexp("(?i)\\b(?:download|fetch|grab|pull|get)\\b[^.\\n`]{0,40}?\\bfrom\\s+`?(https?://[^`\\s]+?)`?(?:[\\s,;]|\\.(?:\\s|$)|$)")
	// proseRunIt: the sentence goes on to run what it downloaded.
	proseRunIt = lazyRegexp(`(?i)\b(?:run|execute|launch|start|invoke|exec)\s+(?:it|them|the\s+(?:binary|file|download|script|program|installer|build|tool))\b`)
	// proseChecked: a digest or signature compared before the run ("verify
	// its checksum"); said with "without" or "skip" it is the opposite.
	proseChecked   = lazyRegexp(`(?i)\b(?:verif\w*|check\w*|compar\w*|validat\w*)\s+(?:its|the|their)\s+(?:[\w-]+\s+)?(?:checksums?|signatures?|digests?|hash(?:es)?|sha\w*)\b`)
	proseUnchecked = lazyRegexp(`(?i)\b(?:without|skip\w*|no|not|never|don't|do\s+not|instead\s+of)\s+$`)
	// proseSkipsCheck: the sentence says to run the download unchecked
	// ("without checking the signature", "ignore the checksum mismatch").
	proseSkipsCheck = lazyRegexp(`(?i)\b(?:without|skip(?:ping)?|no\s+need\s+to|don't|do\s+not|never)\s+(?:\w+\s+)?(?:check|verif|validat|compar)\w*\s+(?:its|the|their|any|a)\s+(?:[\w-]+\s+)?(?:checksums?|signatures?|digests?|hash(?:es)?|integrity|sha\w*)\b|\b(?:ignore|skip|bypass|disable)\w*\s+(?:the\s+|its\s+|any\s+)?(?:[\w-]+\s+)?(?:checksum|signature|digest|hash|integrity|gpg)\s+(?:checks?|verification|mismatch(?:es)?|warnings?|errors?)\b`)
)

// maxSentence bounds the bytes read around a download order: a longer
// run is no one sentence, and the bound keeps long lines linear.
const maxSentence = 400

// sentenceRest: t up to the end of its sentence (a full stop before a
// space or the end, or a line break).
func sentenceRest(t string) string {
	for i := 0; i < len(t); i++ {
		if t[i] == '\n' || t[i] == '.' && (i+1 == len(t) || t[i+1] == ' ') {
			return t[:i]
		}
	}
	return t
}

// proseVerifiedDownload: the statement checks a digest or a signature.
func proseVerifiedDownload(t string) bool {
	if integrityCheck.MatchString(t) {
		return true
	}
	for _, m := range proseChecked.FindAllStringIndex(t, 4) {
		if !proseUnchecked.MatchString(t[max(0, m[0]-16):m[0]]) {
			return true
		}
	}
	return false
}

func (c *checker) checkDownloadThenRun(d *doc, subject string) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 || integrityCheck.MatchString(b) {
			continue
		}
		for _, m := range downloadTo.FindAllStringSubmatchIndex(b, 8) {
			switch {
			case m[2] >= 0:
			case m[4] >= 0:
				// wget URL: saved under the URL's last path part.
				m[2], m[3] = m[4], m[5]
			case m[6] >= 0:
				m[2], m[3] = m[6], m[7] // certutil, bitsadmin
			case m[8] >= 0:
				m[2], m[3] = m[8], m[9] // Start-BitsTransfer
			default:
				m[2], m[3] = m[10], m[11] // through a decoder (round 38)
			}
			path := b[m[2]:m[3]]
			if path == "/dev/null" || path == "-" || path == "" || strings.Trim(path, "./") == "" {
				continue
			}
			le := strings.IndexByte(b[m[0]:], '\n')
			if le < 0 {
				le = len(b) - m[0]
			}
			line := b[m[0] : m[0]+le]
			// The URL may sit in a variable set earlier on the line
			// ($u='https://...'; Invoke-WebRequest $u -OutFile ...).
			ls0 := strings.LastIndexByte(b[:m[0]], '\n') + 1
			if pipeHostRe.FindStringIndex(line) == nil && pipeHostRe.FindStringIndex(b[ls0:m[0]]) != nil {
				line = b[ls0 : m[0]+le]
			}
			if k := strings.Index(line, "&&"); k >= 0 && k < m[1]-m[0] {
				line = line[:m[1]-m[0]]
			} else if k >= 0 {
				line = line[:k]
			}
			why := ""
			if w := untrustedHost(line, subject); w != "" {
				why = w
			}
			if why == "" {
				why = unsignedInstall64(b[m[1]:], path, line) // round 64: payload64.go
			}
			if why == "" {
				continue
			}
			if pathDir.MatchString(path) {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], strings.Replace(why, "and runs it", "into a folder on the PATH, where it runs as that command", 1))
				break
			}
			q := regexp.QuoteMeta(path)
			if !strings.ContainsAny(path, "/") {
				q = `(?:\.[/\\])?` + q
			}
			run := runOfPath(q)
			rest := b[m[1]:]
			// The file named as the program a tool runs for you
			// (RUSTC_WRAPPER=/tmp/rw, GIT_SSH, LD_PRELOAD), before or
			// after the download.
			if em := lazyRegexp(`(?:^|[\s;])(?:export\s+|set\s+-x\s+)?[A-Z_]*(?:WRAPPER|GIT_SSH(?:_COMMAND)?|LD_PRELOAD|EDITOR|VISUAL|PAGER|SHELL|GIT_EXEC_PATH|CC|CXX|LINKER)=["']?` + q + `["']?(?:\s|$|;)`).FindStringIndex(b); em != nil {
				c.add(d, RuleRemoteExec, Refuse, f.start+min(m[0], em[0]), f.start+max(m[1], em[1]), strings.Replace(why, "and runs it", "and makes it the program a tool runs", 1))
				break
			}
			if rm := run.FindStringIndex(rest); rm != nil {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1]+rm[1], strings.Replace(why, "and runs it", "to a file and runs it", 1))
				break
			}
			// Installed or let past the OS's check for downloaded code: an
			// editor extension, a package, an app with its quarantine
			// flag removed.
			inst := lazyRegexp(`(?i)\b(?:code|codium|cursor)\s+--install-extension\s+["']?` + q + `|\b(?:installer\s+-pkg|dpkg\s+-i|rpm\s+-[iU]\w*|msiexec(?:\.exe)?\s+/i|Start-Process|Add-AppxPackage|profiles\s+install\s+-path|profiles\s+-I\s+-F)\s*=?\s*["']?` + q + `|\bxattr\s+-\w*d\w*\s+com\.apple\.quarantine\b`)
			if im := inst.FindStringIndex(rest); im != nil {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1]+im[1], strings.Replace(why, "and runs it", "and installs it or lets it past the system's check for downloaded code", 1))
				break
			}
			// Round 40: installed onto a phone (prose40.go).
			if im := sideloadInstall40(q).FindStringIndex(rest); im != nil {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1]+im[1], strings.Replace(why, "and runs it", "and installs it on a device", 1))
				break
			}
		}
	}
}

// tarRunRe: an archive downloaded into tar and unpacked into a folder
// (-C DIR), on a line that goes on to run something from that folder.
var tarRunRe = lazyRegexp(`(?i)\b(?:curl|wget)\b[^\n|]*\|\s*(?:sudo\s+)?tar\s+[^\n|;&]*?-C\s*["']?([\w./~$-]+?)["']?(?:\s|$)[^\n]*`)

// cloneRunRe: git clone URL DIR, and the rest of its line.
var cloneRunRe = lazyRegexp(`(?i)\bgit\s+clone\s+(?:-\S+\s+)*(https?://\S+?)(?:\.git)?\s+([\w./~$-]+)[^\n]*`)

// macroRe: a macro-enabled Office file, and enabling its macros.
var (
	macroFileRe   = lazyRegexp(`(?i)\bhttps?://[^\s"'` + "`" + `)]+\.(?:xlsm|xlsb|xlam|xltm|docm|dotm|pptm|potm|ppam)\b`)
	macroEnableRe = lazyRegexp(`(?i)\b(?:enable|allow|turn\s+on|activate|trust)\w*\s+(?:all\s+|the\s+|its\s+)?(?:macros?|content|vba|editing\s+and\s+content)\b`)
)

// checkArchiveRun refuses an archive from an untrusted origin unpacked
// and run in one line, and a macro-enabled document from the web whose
// macros the agent is told to enable: the same as running the download.
func (c *checker) checkArchiveRun(d *doc, subject string) {
	t := d.v.text
	for _, m := range d.findAll(tarRunRe, []string{"tar"}, false) {
		dir := strings.TrimRight(t[m[2]:m[3]], "/")
		rest := t[m[3]:m[1]]
		if len(dir) < 2 || !lazyRegexp(`(?:&&|;|\|\|)\s*(?:sudo\s+)?(?:(?:ba|z)?sh\s+|source\s+|\.\s+)?["']?`+regexp.QuoteMeta(dir)+`/`).MatchString(rest) {
			continue
		}
		why := ""
		for _, hm := range pipeHostRe.FindAllStringSubmatch(t[m[0]:m[1]], 4) {
			if w := untrustedOrigin(hm[1], hm[2], subject); w != "" {
				why = w
				break
			}
		}
		if why == "" {
			why = sharedOwnerUnvouched(t[m[0]:m[1]], subject)
		}
		if why == "" {
			continue
		}
		tier, msg := Refuse, strings.Replace(why, "downloads a script", "downloads an archive", 1)
		if d.fenceAt(m[0]) < 0 && !d.quoted(m[0]) {
			tier, msg = downgrade(c.securityContext(d, m[0]), msg)
		}
		c.add(d, RuleRemoteExec, tier, m[0], m[1], strings.Replace(msg, "and runs it", "unpacks it and runs what it holds", 1))
	}
	// A repository cloned from an origin nothing vouches for, and a
	// script from it run on the same line.
	for _, m := range d.findAll(cloneRunRe, []string{"clone"}, false) {
		dir := strings.TrimRight(t[m[4]:m[5]], "/")
		rest := t[m[5]:m[1]]
		if len(dir) < 2 || !lazyRegexp(`(?:&&|;)\s*(?:sudo\s+)?(?:(?:ba|z)?sh\s+|source\s+|\.\s+|python3?\s+)?["']?`+regexp.QuoteMeta(dir)+`/[\w./-]*\.(?:sh|py|bash)\b`).MatchString(rest) {
			continue
		}
		url := t[m[2]:m[3]]
		why := sharedOwnerUnvouched(url+"/", subject)
		if why == "" {
			if w := untrustedHost(url, subject); w != "" {
				why = w
			}
		}
		if why == "" {
			continue
		}
		tier, msg := Refuse, strings.Replace(strings.Replace(why, "downloads a script", "clones a repository", 1), "and runs it", "and runs a script from it", 1)
		if d.fenceAt(m[0]) < 0 && !d.quoted(m[0]) {
			tier, msg = downgrade(c.securityContext(d, m[0]), msg)
		}
		c.add(d, RuleRemoteExec, tier, m[0], m[1], msg)
	}
	if !strings.Contains(d.v.lower, "macro") {
		return
	}
	for _, u := range d.units {
		ut := t[u.start:u.end]
		fm := macroFileRe.FindStringIndex(ut)
		if fm == nil || !macroEnableRe.MatchString(ut) || negatedBefore(ut[:max(0, macroEnableRe.FindStringIndex(ut)[0])]) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+fm[0]), "tells the agent to open a macro-enabled document from the web and enable its macros (runs its code)")
		c.add(d, RuleRemoteExec, tier, u.start+fm[0], u.start+fm[1], msg)
	}
}

// Round 28: code that fetches code and evaluates it, in any language
// (Python exec(urlopen(...).read()), PHP eval(file_get_contents(...)),
// C# Assembly.Load(DownloadData(...)), Elixir Code.eval_string of an
// :httpc response, Lua load of io.popen("curl ..."), R source(...)).
var (
	fetchCallRe = lazyRegexp(`(?i)\burlopen\s*\(|\brequests\.get\s*\(|\bhttpx\.get\s*\(|\bhttp\.Get\s*\(|\bfetch\s*\(|\bfile_get_contents\s*\(|\bcurl_exec\s*\(|\bDownload(?:Data|String)\s*\(|\bhttpc\.request\b|\bhttpc:request\b|\bio\.popen\s*\(\s*["'](?:curl|wget)\b|\bNet::HTTP\.get\b|\bURI\.open\b|\bHTTParty\.get\b|\burl\s*\(\s*["']https?://|\bInvoke-WebRequest\b|\bInvoke-RestMethod\b|\bhttp\.request\s*\(` +
		// round 38: a library call handed a literal URL that returns or
		// saves its body (Perl LWP::Simple get/getstore, Julia and R
		// download, R readLines/url).
		`|\b(?:get|getstore|download|download\.file|readLines)\s*\(\s*["']https?://`)
	// fetchCallStems: words every fetchCallRe match holds one of, in
	// lower case (a cheap filter in front of the pattern).
	fetchCallStems = []string{"url", "http", "fetch", "get", "download", "requests", "uri.open", "file_get_contents", "curl_exec", "download", "popen", "invoke-"}
	evalCallRe     = lazyRegexp(`\bexec\s*\(|\beval\s*\(|\bAssembly\.Load\w*\s*\(|\bCode\.eval_string\b|\bloadstring\s*\(|\bload\s*\(\s*\w+\s*\)|\bsource\s*\(|\bInvoke-Expression\b|\biex\b|\binstance_eval\b|\bnew\s+Function\s*\(|\bvm\.runIn\w*\s*\(|\bexec\.Command\s*\(\s*"/tmp/` +
		// round 38: Julia's include runs a file's code in the program
		// (include(download(URL))), as does Perl's do FILE.
		`|\binclude\s*\(\s*(?:download\s*\(|$)|\bdo\s*\(?\s*["']/tmp/` +
		// round 39: the evaluator handed over as the callback that
		// receives the fetched text (fetch(URL).then(r => r.text())
		// .then(eval)) runs it as surely as eval(text) does.
		`|\.then\s*\(\s*(?:window\.|globalThis\.|self\.)?eval\s*\)`)
)

// checkFetchEval refuses a fetch and an evaluation within three lines of
// each other in one code block or inline code, when the code's origin is
// not vouched for, or is hidden (no literal URL: built from bytes,
// reversed, decoded).
func (c *checker) checkFetchEval(d *doc, subject string) {
	t := d.v.text
	spans := make([][2]int, 0, len(d.fences))
	for _, f := range d.fences {
		spans = append(spans, [2]int{f.start, f.end})
	}
	for _, u := range d.units {
		if u.fence < 0 && strings.Contains(t[u.start:u.end], "`") {
			spans = append(spans, [2]int{u.start, u.end})
		}
	}
	for _, sp := range spans {
		b := t[sp[0]:sp[1]]
		if len(b) > maxStatement*4 || !lowerHas(d.v.lower[sp[0]:sp[1]], fetchCallStems...) {
			continue
		}
		fm := fetchCallRe.FindStringIndex(b)
		if fm == nil {
			continue
		}
		em := evalCallRe.FindStringIndex(b[fm[0]:])
		if em == nil {
			em = evalCallRe.FindStringIndex(b[max(0, fm[0]-200):fm[0]])
			if em == nil {
				continue
			}
			em = []int{em[0] - min(200, fm[0]), em[1] - min(200, fm[0])} // eval(fetch(...)): the eval wraps the fetch
		}
		es := fm[0] + em[0]
		lo, hi := min(fm[0], es), max(fm[1], fm[0]+em[1])
		if strings.Count(b[lo:hi], "\n") > 3 {
			continue
		}
		// The origin: the URLs on those lines, or none at all.
		ls := strings.LastIndexByte(b[:lo], '\n') + 1
		le := strings.IndexByte(b[hi:], '\n')
		if le < 0 {
			le = len(b) - hi
		}
		lines := b[ls : hi+le]
		why := "fetches code from an address hidden in the code and runs it"
		if hms := pipeHostRe.FindAllStringSubmatch(lines, 4); len(hms) > 0 {
			why = ""
			for _, hm := range hms {
				if w := untrustedOrigin(hm[1], hm[2], subject); w != "" {
					why = "fetches code and evaluates it: " + w
					break
				}
			}
			if w := sharedOwnerUnvouched(lines, subject); why == "" && w != "" {
				why = "fetches code and evaluates it: " + strings.TrimSuffix(w, ", and runs it")
			}
			// A vendor may publish an installer to pipe into a shell, but
			// none asks a program to evaluate text fetched from the web in
			// process (eval(file_get_contents(URL)), exec(urlopen(URL)
			// .read())): only a known installer host stands for it.
			if why == "" && inProcessEval.MatchString(b[es:fm[0]+em[1]]) && !knownHostIn(hms) {
				why = "fetches code from " + hms[0][2] + " and evaluates it inside the program, which no vendor asks for"
			}
		}
		if why == "" {
			continue
		}
		s, e := sp[0]+lo, sp[0]+hi
		tier, msg := Refuse, why
		if d.fenceAt(s) < 0 {
			tier, msg = downgrade(c.securityContext(d, s), why)
		}
		c.add(d, RuleRemoteExec, tier, s, e, msg)
	}
}

// inProcessEval: an evaluator that runs text inside the program (not a
// shell or PowerShell's iex, which installers pipe into).
var inProcessEval = lazyRegexp(`^(?:\.then\s*\(\s*(?:window\.|globalThis\.|self\.)?eval\s*\)|eval|exec|loadstring|load|new\s+Function|vm\.runIn\w*|Code\.eval_string|instance_eval|Assembly\.Load\w*|include)\b`)

// knownHostIn reports a pipeHostRe submatch whose host is a known
// installer vendor's.
func knownHostIn(hms [][]string) bool {
	for _, hm := range hms {
		h := strings.ToLower(hm[2])
		for _, k := range knownInstallHosts {
			if h == k || strings.HasSuffix(h, "."+k) {
				return true
			}
		}
	}
	return false
}

// subject is the skill's subject as the origin checks read it: its name
// and description, lower-cased.
func (c *checker) subject() string { return strings.ToLower(c.p.Name + " " + c.p.Description) }

// namesHost reports a host the skill's own subject names (api.mapbox.com
// for a Mapbox skill): where its keys and scripts may come from.
func (c *checker) namesHost(host string) bool { return subjectNamesHost(c.subject(), host) }

// subjectNamesHost reports a skill subject (its lower-cased name and
// description) that names the host's registrable name: rustup in
// sh.rustup.rs, "OpenWeatherMap" for api.openweathermap.org. A subdomain is
// whatever its owner chose to call it, so it vouches for nothing.
func subjectNamesHost(subject, host string) bool {
	labels := strings.Split(strings.ToLower(host), ".")
	words := strings.FieldsFunc(subject, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	for _, l := range labels[max(0, len(labels)-2) : len(labels)-1] {
		if strings.Contains(l, "-") && !compoundNamed(l, words) {
			continue // dotenv-tools, mcp-hooks: a subject word dressed up
		}
		if joinedWords(l, words) {
			return true
		}
		for _, tok := range strings.Split(l, "-") {
			if len(tok) < 3 || genericHostLabels[tok] {
				continue
			}
			for _, w := range words {
				if len(w) < 3 || genericHostLabels[w] {
					continue
				}
				// fluxcd for Flux, rustup for Rust: a name with a short
				// suffix projects use; not certfix for "cert".
				// Round 38: or a long subject word that is most of the label
				// ("openweather" for openweathermap).
				if tok == w || len(w) >= 4 && strings.HasPrefix(tok, w) && projectSuffix[tok[len(w):]] || len(tok) >= 4 && strings.HasPrefix(w, tok) || len(w) >= 8 && strings.HasPrefix(tok, w) && 4*len(w) >= 3*len(tok) {
					return true
				}
			}
		}
	}
	return false
}

// joinedWords reports a host label that joins two consecutive subject
// words, the first whole or by its initial ("Weather Underground" for
// wunderground.com and weatherunderground.com, "Open Street Map" pairs):
// a brand written as one word.
func joinedWords(label string, words []string) bool {
	for i := 0; i+1 < len(words); i++ {
		w1, w2 := words[i], words[i+1]
		if len(w2) < 5 || genericHostLabels[w2] || genericHostLabels[w1] {
			continue
		}
		if label == w1+w2 || label == w1[:1]+w2 {
			return true
		}
	}
	return false
}

// compoundNamed reports a hyphenated host label every part of which is a
// subject word or a suffix projects use (rust-lang for Rust): a project's
// own name, not a subject word with "tools" or "hooks" added to it.
func compoundNamed(label string, words []string) bool {
	for _, tok := range strings.Split(label, "-") {
		if projectSuffix[tok] || tok == "example" || tok == "sample" || tok == "demo" {
			continue // a documentation host (example-tool.dev) names no one
		}
		found := false
		for _, w := range words {
			if tok == w {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// projectSuffix: what projects add to their name for a domain.
var projectSuffix = map[string]bool{"cd": true, "hq": true, "io": true, "js": true, "sh": true, "up": true, "app": true, "dev": true, "db": true, "hub": true,
	"lang": true, "labs": true, "project": true, "cloud": true, "cli": true, "ci": true, "ops": true, "dl": true, "tools": true, "land": true, "run": true, "rs": true, "py": true, "go": true}

// sharedCodeHostRe: a host where anyone publishes under an account name
// (raw.githubusercontent.com/<owner>/...): the account, not the host, is
// the origin.
var sharedCodeHostRe = lazyRegexp(`(?i)\bhttps?://(?:raw\.githubusercontent\.com|github\.com|gist\.githubusercontent\.com|gist\.github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)/([\w.-]+)/`)

// sharedOwnerUnvouched reports a script from a shared code host whose
// account the skill's subject does not name as a whole
// ("Homebrew/install" for a Homebrew skill, not "brew-extras-x").
func sharedOwnerUnvouched(line, subject string) string {
	for _, m := range sharedCodeHostRe.FindAllStringSubmatch(line, 4) {
		owner := strings.ToLower(m[1])
		if knownOwners[owner] {
			continue
		}
		if !containsWord(subject, owner) {
			return "downloads a script published by the account " + m[1] + ", which the skill's subject does not name, and runs it"
		}
	}
	return ""
}

// containsWord reports w in s as a whole word, where a word is a run of
// letters, digits and hyphens (so "brew" is not "brew-extras-x").
func containsWord(s, w string) bool {
	return boundedIn(s, w, func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' })
}

// boundedIn reports an occurrence of w in s that inWord bytes do not
// continue on either side: w whole, for the caller's idea of a word.
func boundedIn(s, w string, inWord func(byte) bool) bool {
	if w == "" {
		return false
	}
	for off := 0; off < len(s); {
		i := strings.Index(s[off:], w)
		if i < 0 {
			return false
		}
		i += off
		if (i == 0 || !inWord(s[i-1])) && (i+len(w) == len(s) || !inWord(s[i+len(w)])) {
			return true
		}
		off = i + 1
	}
	return false
}

// knownOwners: accounts of widely used installers on shared code hosts.
var knownOwners = map[string]bool{"homebrew": true, "nvm-sh": true, "ohmyzsh": true, "robbyrussell": true, "rust-lang": true, "pyenv": true, "rbenv": true, "sdkman": true,
	"helm": true, "kubernetes": true, "kubernetes-sigs": true, "docker": true, "astral-sh": true, "python-poetry": true, "junegunn": true, "starship": true, "golang": true, "cli": true, "actions": true, "anthropics": true, "openai": true}

// pkgSourceRe: a package install or package-manager setting that fetches
// packages (and runs their install code) from a host given on the line:
// gem --source, cargo --index, pip --index-url, npm --registry, a bundler
// mirror, GOPROXY. Groups 1 and 2 (or 3 and 4, ...) are scheme and host.
var pkgSourceRe = lazyRegexp(`(?i)\bgem\s+(?:install|sources\s+(?:-a|--add))\b[^\n;|&]*?\s(?:--source[= ]+|--add\s+|-a\s+)?(https?)://([^/\s"'|:)]+)` +
	`|\bcargo\s+install\b[^\n;|&]*--index[= ]+(?:sparse\+)?(https?)://([^/\s"'|:)]+)` +
	`|\bpip3?\s+install\b[^\n;|&]*--(?:extra-)?index-url[= ]+(https?)://([^/\s"'|:)]+)` +
	`|\b(?:npm|yarn|pnpm)\s+(?:install|i|add)\b[^\n;|&]*--registry[= ]+(https?)://([^/\s"'|:)]+)` +
	// a package installed straight from an archive URL (its install
	// scripts run), and an apt source whose signatures are not checked
	`|\b(?:npm|yarn|pnpm)\s+(?:install|i|add)\b[^\n;|&]*?\s(https?)://([^/\s"'|:)]+)\S*\.(?:tgz|tar\.gz|zip)\b` +
	`|\bdeb\s+\[[^\]\n]*\b(?:trusted=yes|allow-insecure=yes)[^\]\n]*\]\s+(https?)://([^/\s"'|:)]+)` +
	`|\bbundle\s+config\s+(?:set\s+)?(?:--\w+\s+)?mirror\.\S+\s+(https?)://([^/\s"'|:)]+)` +
	`|\bGO(?:PROXY|INSECURE)=["']?(https?)://([^/\s"',|:)]+)` +
	// round 34: a package run straight from a URL (npx, dlx, bunx), the
	// npm registry switched for every later install, a Gemfile source,
	// a Homebrew tap from a host of its own
	`|\b(?:npx|bunx|(?:pnpm|yarn)\s+dlx)\s+(?:--?[\w-]+\s+)*(https?)://([^/\s"'|:)]+)` +
	`|\bnpm\s+config\s+set\s+(?:@[\w-]+:)?registry[= ]+(https?)://([^/\s"'|:)]+)` +
	`|(?m:(?:^|` + "`" + `)\s*source\s+\(?['"](https?)://([^/\s"'|:)]+))` +
	`|\bbrew\s+tap\s+[\w-]+/[\w-]+\s+(https?)://([^/\s"'|:)]+)` +
	// round 38: a tool's plugin installed from a URL (helm, krew's
	// manifest, vagrant's plugin source): its install hooks run, and it
	// runs inside every later call of the tool
	`|\bhelm\s+plugin\s+install\s+(?:--?[\w-]+(?:[= ]\S+)?\s+)*(https?)://([^/\s"'|:)]+)` +
	`|\bkubectl\s+krew\s+install\b[^\n;|&]*--manifest-url[= ]+(https?)://([^/\s"'|:)]+)` +
	`|\bvagrant\s+plugin\s+install\b[^\n;|&]*--plugin-source[= ]+(https?)://([^/\s"'|:)]+)`)

// checkPackageSources refuses installing packages from a host nothing
// vouches for (their install hooks run on the user's machine), in code or
// in inline code.
func (c *checker) checkPackageSources(d *doc, subject string) {
	if !lowerHas(d.v.lower, "gem ", "cargo ", "pip", "npm ", "yarn ", "pnpm ", "bundle ", "goproxy", "goinsecure", "trusted=yes", "allow-insecure", "npx", "bunx", "source ", "brew tap", "plugin install", "krew", "apply", "allowinsecureprotocol") { // round 87: exfil87.go
		return
	}
	t := d.v.text
	for _, m := range pkgSourceRe.FindAllStringSubmatchIndex(t, 8) {
		for g := 2; g+3 < len(m); g += 4 {
			if m[g] < 0 {
				continue
			}
			w := untrustedOrigin(t[m[g]:m[g+1]], t[m[g+2]:m[g+3]], subject)
			if w == "" {
				break
			}
			why := strings.Replace(strings.Replace(w, "downloads a script", "installs packages", 1), "and runs it", "(their install code runs on the machine)", 1)
			tier := Refuse
			if d.fenceAt(m[0]) < 0 {
				tier, why = downgrade(c.securityContext(d, m[0]), why)
			}
			c.add(d, RuleRemoteExec, tier, m[0], m[1], why)
			break
		}
	}
	c.checkGitHubPackages(d, subject)
}

// npmGitHubRe: a package run or installed straight from a GitHub
// repository by its shorthand (npx github:owner/repo, npm install
// github:owner/repo): the account's code runs, as a script from
// raw.githubusercontent.com/owner would (round 38).
var npmGitHubRe = lazyRegexp(`(?i)\b(?:npx|bunx|(?:pnpm|yarn)\s+dlx|(?:npm|yarn|pnpm)\s+(?:install|i|add))\s+(?:--?[\w-]+\s+)*(?:github:|git\+https://github\.com/|git\+ssh://git@github\.com[:/])([\w.-]+)/[\w.-]+`)

// checkGitHubPackages refuses a package run or installed from a GitHub
// account that the skill's subject does not name (nor a known owner).
func (c *checker) checkGitHubPackages(d *doc, subject string) {
	if !strings.Contains(d.v.lower, "github") {
		return
	}
	t := d.v.text
	for _, m := range npmGitHubRe.FindAllStringSubmatchIndex(t, 8) {
		owner := t[m[2]:m[3]]
		w := sharedOwnerUnvouched("https://github.com/"+owner+"/", subject)
		if w == "" {
			continue
		}
		why := strings.TrimSuffix(strings.Replace(w, "downloads a script", "runs a package", 1), ", and runs it")
		tier := Refuse
		if d.fenceAt(m[0]) < 0 {
			tier, why = downgrade(c.securityContext(d, m[0]), why)
		}
		c.add(d, RuleRemoteExec, tier, m[0], m[1], why)
		return
	}
}

// untrustedOrigin says why a script's origin is not vouched for, or "".
func untrustedOrigin(scheme, host, subject string) string {
	// An elided host (https://..., https://…) names no origin: the line
	// shows a shape, as an illustration does.
	if strings.Trim(host, ".…") == "" {
		return ""
	}
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	if net.ParseIP(strings.Trim(host, "[]")) != nil {
		return "downloads a script from a raw IP address and runs it"
	}
	if strings.EqualFold(scheme, "http") && host != "localhost" && !strings.HasSuffix(host, ".localhost") {
		return "downloads a script over plain HTTP and runs it"
	}
	if !strings.Contains(host, ".") || host == "localhost" {
		return ""
	}
	for _, k := range knownInstallHosts {
		if host == k || strings.HasSuffix(host, "."+k) {
			return ""
		}
	}
	// The skill's own subject vouches for a host whose distinctive label
	// it names ("with rustup" for sh.rustup.rs, "Flux" for fluxcd.io).
	// Only the registrable name counts (rustup in sh.rustup.rs): a
	// subdomain is whatever its owner chose to call it, so
	// "unity-perf.example.net" vouches nothing for a Unity skill.
	if w := codeHostDisguise40(host); w != "" {
		return w // round 40: prose40.go
	}
	if subjectNamesHost(subject, host) && !throwawayCompound43(host) && // round 43: left43.go
		!subjectCompound45(host, subject) && // round 45: proppay45.go
		!joinedServiceHost57(host, subject) { // round 57: payload57.go
		return ""
	}
	return "downloads a script from " + host + ", which neither the skill's subject nor a known installer vendor accounts for, and runs it"
}

// rot13 decodes a ROT13 text.
func rot13(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'a' + (c-'a'+13)%26
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + (c-'A'+13)%26
		}
	}
	return string(b)
}

// rot13Mention: the skill speaks of ROT13 or a Caesar shift, so its
// inline code spans and quoted lines may be ROT13 payloads.
var rot13Mention = lazyRegexp(`(?i)\brot-?13\b|\bcaesar\b|\brot\s*13\b`)

var inlineSpan = lazyRegexp("`([^`\n]{16,})`|\"([^\"\n]{16,})\"")

var (
	// netReadRe: code that reads from the network.
	netReadRe = lazyRegexp(`(?i)\.DownloadString\s*\(|\.DownloadData\s*\(|\bfetch\s*\(|\bfile_get_contents\s*\(\s*['"]https?:|\brequire\s*\(\s*['"]https?['"]\s*\)\s*\.(?:get|request)\s*\(|\burlopen\s*\(|\brequests\.get\s*\(|\bhttpx\.get\s*\(|\bhttps?\.get\s*\(|\baxios\.get\s*\(|\bhttp\.Get\s*\(|\bInvoke-WebRequest\b|\bInvoke-RestMethod\b|\biwr\b|\birm\b|\bNet::HTTP\.get\b|\bURI\.open\b|\bopen-uri\b|\bcurl\b|\bwget\b`)
	// evaluatorRe: code that runs a string as code.
	// evaluatorStems: words every evaluatorRe match holds one of, in
	// lower case.
	evaluatorStems = []string{"eval", "exec", "function", "globalthis", "window", "vm.run", "invoke-expression", "iex", "loadstring", "runtime.exec"}
	evaluatorRe    = lazyRegexp(`\beval\s+["']?\$|\beval\s*\(|\bexec\s*\(|\bnew\s+Function\s*\(|\bglobalThis\s*\[|\bwindow\s*\[\s*\w+\s*\]\s*\(|\bvm\.run\w*\s*\(|\bInvoke-Expression\b|(?i:\biex\b)|\bloadstring\s*\(|\binstance_eval\b|\bexec_module\s*\(|\bruntime\.exec\b`)
	// pipArchiveRe: pip installing an archive by URL, or a host whose TLS
	// checks are turned off; the package's setup code runs on install.
	pipArchiveRe = lazyRegexp(`(?i)\bpip3?\s+install\b[^\n;|&]*?(?:\s(?:git\+)?(https?)://([^/\s"']+)\S*|\s--trusted-host[ =]+([^\s"']+))`)
	// registryRedirect: a package manager or git pointed at another
	// origin for everything it fetches (npm's registry with TLS checks
	// off, git's url.<other>.insteadOf a well-known host).
	npmRegistryRe  = lazyRegexp(`(?i)\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:registry|@[\w-]+:registry)\s+(https?)://([^/\s"']+)`)
	npmStrictOffRe = lazyRegexp(`(?i)\b(?:npm|yarn|pnpm)\s+config\s+set\s+strict-ssl\s+false\b|NODE_TLS_REJECT_UNAUTHORIZED\s*=\s*0`)
	gitInsteadOfRe = lazyRegexp(`(?i)\bgit\s+config\s+(?:--global\s+|--system\s+)?url\.["']?(https?)://([^/\s"']+)[^\s"']*["']?\.insteadOf\s+["']?(?:https?://)?(?:github\.com|gitlab\.com|bitbucket\.org|registry\.npmjs\.org|pypi\.org)`)
	// npmArchiveRe: npm/yarn/pnpm installing a package by URL (its
	// install scripts run); extractRootRe: a download unpacked over the
	// system (tar -C /, /usr, /opt); privilegedRunRe: a container run
	// with the host's root, PIDs or network from an image on a host.
	npmArchiveRe    = lazyRegexp(`(?i)\b(?:npm|yarn|pnpm)\s+(?:install|add|i)\b[^\n;|&]*?\s(https?)://([^/\s"']+)`)
	extractRootRe   = lazyRegexp(`(?i)\b(?:curl|wget)\b[^\n|]*?(https?)://([^/\s"'|]+)[^\n|]*\|\s*(?:sudo\s+)?tar\s+[^\n]*-C\s+/(?:\s|usr\b|opt\b|etc\b|bin\b)`)
	privilegedRunRe = lazyRegexp(`(?i)\b(?:docker|podman|nerdctl)\s+run\b[^\n]*(?:-v\s+/:/|--volume[ =]/:/|--mount\s+type=bind,source=/,|--privileged[^\n]*--pid[ =]host|--pid[ =]host[^\n]*--privileged)[^\n]*?\s([a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?)/[\w./-]+(?::[\w.-]+)?(?:\s|$)`)
	dockerAddURLRe  = lazyRegexp(`(?im)^\s*ADD\s+(?:--\S+\s+)*(https?)://([^/\s"']+)\S*\s+(\S+)\s*$`)
	// encodedAssignRe: a variable assigned from a decoding or reversing
	// pipeline; evalVarRe runs a variable as a command.
	encodedAssignRe = lazyRegexp(`\b([A-Za-z_]\w*)=["']?\$\(([^\n]*?(?:\|\s*rev\b|base64\s+(?:-d|--decode|-D)|\bxxd\s+-r|openssl\s+(?:enc\s+)?[^\n|]*-d\b|tr\s+['"]?A-Za-z['"]?\s+['"]?N-ZA-Mn-za-m|printf\s+['"][^'"\n]*\\x[0-9a-fA-F]{2})[^\n]*)\)`)
)

// checkRemoteEval refuses a code block that reads from the network and
// runs a string as code, when a URL in it comes from an origin nothing
// vouches for (fetch(...).then(eval), exec(urlopen(...).read())); a pip
// install of an archive from such an origin or with TLS checks off; and
// a shell variable built by decoding or reversing text, then run.
func (c *checker) checkRemoteEval(d *doc, subject string) {
	t := d.v.text
	// Inline code in prose: the install and redirect commands.
	if strings.Contains(t, "`") {
		for _, sm := range inlineSpan.FindAllStringSubmatchIndex(t, 256) {
			m := sm[2:4]
			if m[0] < 0 {
				m = sm[4:6]
			}
			if d.fenceAt(m[0]) >= 0 {
				continue
			}
			span := t[m[0]:m[1]]
			if pm := pipArchiveRe.FindStringSubmatchIndex(span); pm != nil && pm[2] >= 0 {
				if w := untrustedOrigin(span[pm[2]:pm[3]], span[pm[4]:pm[5]], subject); w != "" {
					c.add(d, RuleRemoteExec, Refuse, m[0]+pm[0], m[0]+pm[1], strings.Replace(strings.Replace(w, "downloads a script", "installs a Python package", 1), "and runs it", "(its setup code runs on install)", 1))
				}
			}
			if gm := gitInsteadOfRe.FindStringSubmatchIndex(span); gm != nil {
				if w := untrustedOrigin(span[gm[2]:gm[3]], span[gm[4]:gm[5]], subject); w != "" {
					c.add(d, RuleRemoteExec, Refuse, m[0]+gm[0], m[0]+gm[1], "redirects every fetch from a well-known code host to "+span[gm[4]:gm[5]]+", which nothing vouches for")
				}
			}
		}
	}
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 {
			continue
		}
		if lowerHas(d.v.lower[f.start:f.end], evaluatorStems...) && evaluatorRe.MatchString(b) && netReadRe.MatchString(b) {
			if s, e, why := firstUntrustedURL(b, subject); why != "" {
				c.add(d, RuleRemoteExec, Refuse, f.start+s, f.start+e, why)
			}
		}
		for _, m := range pipArchiveRe.FindAllStringSubmatchIndex(b, 4) {
			why := ""
			switch {
			case m[6] >= 0:
				why = "installs a Python package with TLS checks turned off for " + b[m[6]:m[7]] + " (its setup code runs on install)"
			default:
				if w := untrustedOrigin(b[m[2]:m[3]], b[m[4]:m[5]], subject); w != "" {
					why = strings.Replace(strings.Replace(w, "downloads a script", "installs a Python package", 1), "and runs it", "(its setup code runs on install)", 1)
				} else if h, s, e := pipTrustedAfterURL92(b, m); h != "" { // round 92: the flag after the URL (payload92.go)
					why, m = "installs a Python package with TLS checks turned off for "+h+" (its setup code runs on install)", []int{s, e}
				}
			}
			if why != "" {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], why)
			}
		}
		for _, re := range []*lazyRE{npmArchiveRe, extractRootRe} {
			if m := re.FindStringSubmatchIndex(b); m != nil {
				if w := untrustedOrigin(b[m[2]:m[3]], b[m[4]:m[5]], subject); w != "" {
					c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], strings.Replace(w, "and runs it", "and installs it where it runs", 1))
				}
			}
		}
		if m := privilegedRunRe.FindStringSubmatchIndex(b); m != nil && !knownRegistry.MatchString(b[m[2]:m[3]]) {
			if w := untrustedOrigin("https", b[m[2]:m[3]], subject); w != "" {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], "runs a container with the host's root filesystem, processes or privileges from "+b[m[2]:m[3]]+", which nothing vouches for")
			}
		}
		if m := npmRegistryRe.FindStringSubmatchIndex(b); m != nil && npmStrictOffRe.MatchString(b) {
			if w := untrustedOrigin(b[m[2]:m[3]], b[m[4]:m[5]], subject); w != "" {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], "points the package manager at "+b[m[4]:m[5]]+" with TLS checks off: every install runs that host's code")
			}
		}
		if m := gitInsteadOfRe.FindStringSubmatchIndex(b); m != nil {
			if w := untrustedOrigin(b[m[2]:m[3]], b[m[4]:m[5]], subject); w != "" {
				c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], "redirects every fetch from a well-known code host to "+b[m[4]:m[5]]+", which nothing vouches for")
			}
		}
		for _, m := range dockerAddURLRe.FindAllStringSubmatchIndex(b, 4) {
			path := b[m[6]:m[7]]
			if w := untrustedOrigin(b[m[2]:m[3]], b[m[4]:m[5]], subject); w != "" && !integrityCheck.MatchString(b) {
				if lazyRegexp(`(?:^|[\s;&|])` + regexp.QuoteMeta(path) + `(?:\s|$|;|&)`).MatchString(b[m[1]:]) {
					c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], strings.Replace(w, "and runs it", "into the image and runs it", 1))
				}
			}
		}
		for _, m := range encodedAssignRe.FindAllStringSubmatchIndex(b, 8) {
			name := b[m[2]:m[3]]
			run := lazyRegexp(`\b(?:eval|(?:ba|z|da)?sh\s+-c|source)\s+["']?\$\{?` + regexp.QuoteMeta(name) + `\b`)
			if rm := run.FindStringIndex(b[m[1]:]); rm != nil {
				c.add(d, RuleEncodedExec, Refuse, f.start+m[0], f.start+m[1]+rm[1], "runs a command hidden by an encoding or a reversal (decoded at run time, never shown)")
				break
			}
		}
	}
}

// untrustedHost returns why the first of the (at most two) hosts that
// pipeHostRe finds in s is not to be trusted with code, or "".
func untrustedHost(s, subject string) string {
	for _, hm := range pipeHostRe.FindAllStringSubmatch(s, 2) {
		if w := untrustedOrigin(hm[1], hm[2], subject); w != "" {
			return w
		}
	}
	return ""
}

// firstUntrustedURL finds the first of a block's first eight remote URLs
// whose host nothing vouches for, and says why it is refused when the
// block also evaluates what it fetches. why is "" when none is found.
func firstUntrustedURL(b, subject string) (start, end int, why string) {
	for _, um := range remoteURLRe.FindAllStringIndex(b, 8) {
		hm := pipeHostRe.FindStringSubmatch(b[um[0]:um[1]])
		if hm == nil {
			continue
		}
		if w := untrustedOrigin(hm[1], hm[2], subject); w != "" {
			return um[0], um[1], strings.Replace(w, "downloads a script", "downloads code", 1) + " as code in the same block"
		}
	}
	return 0, 0, ""
}
