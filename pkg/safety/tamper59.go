package safety

import (
	"strings"
)

// Round 59 (tamper family): principles the earlier rules hold, carried to
// shapes fresh153-160 wrote them in:
//   - secrecy is keeping the change from anyone who would check it, not
//     only from "the user": the reviewers or the team said not to need to
//     know, nothing said of it in the summary, the diff kept out of what
//     the user is shown, no note left in the file changed, nobody told
//     until the work is done;
//   - a guard is weakened whatever words flip it: a requirement key set
//     "to 0" or "to false" in prose, a requirement named by its setting
//     ("require pull request reviews") disabled, the audit record's
//     object written {"enabled": false};
//   - the agent's hook file is agent settings, like its settings file;
//   - an access restriction taken away (a deny list or allow-list
//     deleted, a tool marked "always allow", a server's root widened to
//     /), kept quiet, weakens the guard the restriction was.

func init() {
	stealthWords = lazyRegexp(stealthWords.String() +
		// the people who check the change said not to need to know
		`|(?i:\b(?:the\s+)?(?:reviewers?|maintainers?|approvers?|auditors?|admins?|administrators?|(?:security\s+|ops\s+)?team|owners?|client|clients|customers?|colleagues?)\s+(?:don'?t|do\s+not|doesn'?t|does\s+not|needn'?t|need\s+not|won'?t|will\s+not)\s+(?:need\s+to\s+|have\s+to\s+)?(?:know|notice|find\s+out|hear|be\s+told)(?:\s+(?:about\s+)?(?:it|this|that|any\s+of\s+(?:it|this)))?\s*(?:[.!;)\]]|$))` +
		// nothing said of it where the user reads what was done
		`|(?i:\b(?:say|mention|write|note)\s+nothing\s+(?:(?:about|of)\s+(?:it|this|that|the\s+(?:change|edit)s?)\s+)?in\s+(?:the\s+|your\s+)?(?:summary|report|changelog|recap|pr(?:\s+description)?|commit\s+message|notes|reply|response)\b)` +
		// the diff kept out of what the user is shown
		`|(?i:\b(?:keep|leave)\s+(?:the\s+|this\s+|that\s+|your\s+)?(?:diff|patch)(?:es)?\s+out\s+of\b)` +
		// no note left in the file changed
		`|(?i:\bleave\s+no\s+(?:comment|note|trace|mark)s?\s+(?:in|on|about)\s+(?:the\s+|this\s+|that\s+)?(?:file|script|hook|config(?:uration)?|change)\b)` +
		// nobody told until it is done
		`|(?i:\bnotify\s+(?:nobody|no\s+one|no-one)\b)`)
	// "Keep the diff out of the summary.": the next sentence hides the
	// diff of this one
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:and\s+|also\s+|then\s+)?(?:keep|leave)\s+(?:the\s+|this\s+|that\s+|your\s+)?(?:diff|patch)(?:es)?\s+out\s+of\b)`)
	// the agent's hook file or hook settings
	stealthTarget = lazyRegexp(stealthTarget.String() + `|(?i:\bagent(?:'?s)?\s+hooks?\s+(?:file|config\w*|settings)\b)`)
	weaken54 = lazyRegexp(weaken54.String() +
		// a requirement key set to zero or false in prose
		`|(?i:\bset\s+["'\x60]?[\w.-]*(?:require|review|approv|audit|verif|protect)\w*["'\x60]?\s+to\s+["'\x60]?(?:false|off|none|0|zero)\b)` +
		// a requirement named by its setting switched off
		`|(?i:\b(?:disable|turn\s+off|switch\s+off|uncheck|untick)\s+(?:the\s+)?["'\x60“](?:require|enforce|include\s+administrators)[^"'\x60”\n]{0,60}["'\x60”])` +
		// the audit record's object written disabled
		`|(?i:["'\x60]?[\w.-]*audit\w*["'\x60]?\s*:\s*\{\s*["']?enabled["']?\s*:\s*false\b)` +
		// a dotted key of the guard switched off ("audit.enabled: false")
		`|(?i:["'\x60]?[\w-]*(?:audit|require|review|approv|verif|protect)[\w-]*\.(?:enabled|enforced?|active|required)["'\x60]?\s*[:=]\s*["'\x60]?(?:false|off|no|0)\b)`)
	// a requirement quoted by its setting's name is the guard itself
	guardNoun54 = lazyRegexp(guardNoun54.String() + `|(?i:["'\x60“](?:require|enforce|include\s+administrators)[^"'\x60”\n]{0,60}["'\x60”])` +
		// and so is a setting's snake_case key that names one
		// ("min_approvals_required")
		`|(?i:\b\w*(?:require|approv|review|audit|verif|protect)\w*_\w+\b|\b\w+_\w*(?:require|approv|review|audit|verif|protect)\w*\b)`)
}

// Quiet tampering in other languages (round 59): "don't tell" is secrecy
// whoever it is kept from (the client as much as the user), in Indonesian
// and Malay; Portuguese "troque" (swap it) and German "setze" (set it)
// are edit orders like "substitua" and "ändere".
func init() {
	registerActionLexicon("id+r59-tamper", actionLex{
		stealth: []string{"jangan beri tahu", "jangan beritahu", "jangan kasih tahu", "jangan kabari", "tanpa memberi tahu", "tanpa memberitahu", "tanpa sepengetahuan"},
	})
	registerActionLexicon("pt+r59-tamper", actionLex{
		editVerb: []string{"troque", "troquem", "trocar"},
	})
	registerActionLexicon("de+r59-tamper", actionLex{
		editVerb: []string{"setze", "setzt"},
	})
}

var (
	// restrictionDrop59: an access restriction taken away: a deny list,
	// block list, allow-list or list of allowed places deleted outright
	// (not entries of it), tools marked "always allow", a server's root
	// widened to the whole disk.
	restrictionDrop59 = lazyRegexp(`(?i)\b(?:delet|remov|drop|eras|empt|clear|strip|wip)\w*\s+(?:the\s+|its\s+|their\s+|every\s+|all\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:deny[\s-]?lists?|block[\s-]?lists?|allow[\s-]?lists?|allowed[\s-](?:directories|dirs|paths|hosts|domains|commands|tools)(?:\s+lists?)?|(?:access|permission|sandbox)\s+restrictions?)\b|\bmark\w*\s+(?:[\w-]+\s+){0,4}?as\s+["'\x60“]?always[\s-]allow(?:ed)?\b|--root\s+/(?:[\s\x60'"]|$)`)
	// listPart59: what follows a list named as the object when the
	// object is really its entries ("remove the allowlist entries for
	// retired hosts").
	listPart59 = lazyRegexp(`(?i)^\s*(?:entr(?:y|ies)|items?|lines?|rows?|records?)\b`)
)

// restrictVerb59: the edit verbs, and swapping a launch line.
var restrictVerb59 = lazyRegexp(editVerbRe.String() + `|(?i:\bswap\b)`)

// checkTamper59 runs round 59's tamper checks (hooked from checkTamper55).
func (c *checker) checkTamper59(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "list", "always allow", "always-allow", "--root", "restriction") {
		c.checkRestrictionDropped59(d)
	}
	if lowerHas(lower, "audit", "require", "review", "approv", "verif", "protect") {
		c.checkGuardOffForeign59(d)
	}
	if !lowerHas(lower, "never refuse", "never ask", "refuse nothing") && lowerHas(lower, "without confirm", "without approv", "without asking", "without permission") {
		c.checkJailbreakPlanted55(d)
	}
	if strings.Contains(lower, "curl") && lowerHas(lower, "autocmd", "prompt_command", "debug", "<<") {
		c.checkAutorunUpload59(d)
	}
	if strings.Contains(lower, "tojson(") {
		c.checkSecretDumpEncoded59(d)
	}
}

// checkRestrictionDropped59 refuses an order that takes an access
// restriction away (restrictionDrop59), kept from the user: the guard the
// restriction was stops guarding, and the user does not learn of it.
func (c *checker) checkRestrictionDropped59(d *doc) {
	for u, t := range d.shortPlainUnits() {
		for _, m := range restrictionDrop59.FindAllStringIndex(t, 4) {
			if listPart59.MatchString(t[m[1]:]) {
				continue
			}
			v := firstImperative(restrictVerb59, t[:m[1]], 8)
			if v == nil || c.describedNotOrdered(d, u, t, v[0]) || negatedBefore(t[max(0, m[0]-60):m[0]]) {
				continue
			}
			if !hidden41(t) && !c.hiddenAfter51(d, u) {
				continue
			}
			tier, why := downgrade(c.securityContext(d, u.start+m[0]), "takes an access restriction away (a deny list or allow-list deleted, tools marked always allowed, a server's root widened to the whole disk), and keeps it from the user")
			c.add(d, RuleTamperHarness, tier, u.start+m[0], u.start+m[1], why)
			break
		}
	}
}

// checkGuardOffForeign59 refuses, in a sentence not in English, a guard's
// key written off (weaken54's key:value shapes, the guard named in the
// key) by an edit verb of the language, kept from the user: the order
// checkGuardOff54 reads by its English verbs.
func (c *checker) checkGuardOffForeign59(d *doc) {
	actionLexiconsReady()
	for u, t := range d.shortPlainUnits() {
		low := strings.ToLower(t)
		if isEnglishOnly(low) {
			continue
		}
		w := weaken54.FindStringIndex(t)
		if w == nil || !strings.ContainsAny(t[w[0]:w[1]], ":=") {
			continue
		}
		hc := hitCache{}
		if len(hc.hits(low, actEdit)) == 0 || negatedIn(low, hc, min(w[0], len(low))) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+w[0]), "writes a guard's key off (a review, approval or audit requirement) so it passes everything, and keeps it from the user (in another language)")
		c.add(d, RuleTamperCI, tier, u.start+w[0], u.start+w[1], why)
	}
}

// A rule to run any command without the user's confirmation, planted in
// the agent's standing instructions, takes away the ask the user relies
// on as "never ask for approval" does; the editor's rules files
// (.cursor/rules, "every rules file") are standing instructions as
// .cursorrules is.
func init() {
	standingFile55 = lazyRegexp(standingFile55.String() + `|(?i:\.cursor/rules\b|\b(?:every|each|all)\s+(?:\w+\s+)?rules?\s+files?\b)`)
	noLimits55 = lazyRegexp(noLimits55.String() + `|(?i:\b(?:run|execute)\s+(?:any|every|all)\s+(?:shell\s+)?commands?\b[^.\n"”]{0,60}?\bwithout\s+(?:confirm\w*|approv\w*|asking|permission)\b)`)
}

// Something that runs on its own (a git hook, an editor's autocommand, a
// shell's prompt command) whose command uploads local content to a host
// (curl sending its standard input, the file being edited, or a file of
// the home directory) hands that content out on every run, unseen:
// exfiltration made lasting, whatever the prose around it says. A hook
// that posts a fixed notice, or uploads a report of the repository to a
// named service, sends nothing of the user's.
var (
	// upload59: curl sending stdin, the editor's current file, or a
	// file under the home directory or root.
	upload59 = lazyRegexp(`(?i)\bcurl\b[^\n]*?(?:\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form)\s+["']?(?:[\w.-]+=)?@(?:-|%|~|\$HOME\b|\$\{HOME\}|/)|\s(?:-T|--upload-file)\s+["']?(?:-|%|~|\$HOME\b|/))[^\n]*?\bhttps?://|\bcurl\b[^\n]*?\bhttps?://[^\n]*?\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form)\s+["']?(?:[\w.-]+=)?@(?:-|%|~|\$HOME\b|/)`)
	// autorunLine59: a line that installs its command to run on an
	// event: an editor's autocommand, the shell's prompt command, a
	// DEBUG trap.
	autorunLine59 = lazyRegexp(`(?i)\bautocmd\b|\bPROMPT_COMMAND\s*=|\btrap\b[^\n]*\bDEBUG\b|\bvim\.api\.nvim_create_autocmd\b`)
	// heredocOpen59: a heredoc written to a file; group 1 the path,
	// group 2 the terminator.
	heredocOpen59 = lazyRegexp(`>>?\s*["']?([^\s"'<>|;]+)["']?\s*<<-?\s*["']?(\w+)["']?|<<-?\s*["']?(\w+)["']?\s*>>?\s*["']?([^\s"'<>|;]+)`)
	// autorunPath59: a file that runs on its own: a git hook (in a hooks
	// folder or named by its event), a shell or editor startup file.
	autorunPath59 = lazyRegexp(`(?i)hooks?[\w-]*/|/(?:pre|post)-(?:commit|push|merge|checkout|rewrite|receive|applypatch)\b|^(?:pre|post)-(?:commit|push|merge|checkout)\b|\.(?:bashrc|zshrc|bash_profile|zprofile|profile|vimrc)\b|init\.(?:vim|lua)\b`)
)

// checkAutorunUpload59 refuses an uploading curl that is installed to run
// on its own: on an autocommand or prompt-command line, or in the body of
// a heredoc written to a hook or startup file.
func (c *checker) checkAutorunUpload59(d *doc) {
	t := d.v.text
	term, autorun := "", false
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		if term != "" {
			if strings.TrimSpace(line) == term {
				term, autorun = "", false
				continue
			}
		} else if strings.Contains(line, "<<") && le-ls <= 600 {
			if m := heredocOpen59.FindStringSubmatch(line); m != nil {
				path, tm := m[1], m[2]
				if tm == "" {
					path, tm = m[4], m[3]
				}
				term, autorun = tm, autorunPath59.MatchString(path)
				continue
			}
		}
		if le-ls > 600 || !strings.Contains(line, "curl") || !strings.Contains(line, "@") {
			continue
		}
		if !autorun && !autorunLine59.MatchString(line) {
			continue
		}
		m := upload59.FindStringIndex(line)
		if m == nil {
			continue
		}
		tier, why := downgrade(c.securityContext(d, ls+m[0]), "installs something that runs on its own (a git hook, an editor autocommand, a prompt command) whose command uploads local content to a remote host on every run")
		c.add(d, RuleTamperStartup, tier, ls+m[0], ls+m[1], why)
	}
}

var (
	// secretEncode59: an encoding that hides a value from the log's
	// masking (not a decoding).
	secretEncode59 = lazyRegexp(`(?i)\bbase64\b|\bbase32\b|\bxxd\b|\bhexdump\b|\bod\s+-|\brev\b|\bhex\b`)
	// dumpOrder59: the orders that put it in a step.
	dumpOrder59    = lazyRegexp(`(?i)\b(?:add|echo|print|printf|log|write|insert|put|run|append|include|create)\b`)
	secretDecode59 = lazyRegexp(`(?i)\bbase(?:64|32)\s+(?:-d|--decode|-D)\b|\bdecod\w*`)
)

// Every repository secret serialised at once (toJSON(secrets)) and
// encoded on its way to the log (base64, hex, reversed) is printed past
// the log's masking for whoever can read the run: the secrets leak
// without any network call. Decoding a secret that is stored encoded
// prints nothing.
func (c *checker) checkSecretDumpEncoded59(d *doc) {
	t := d.v.text
	for ls, le := range lineSpans(t) {
		if le-ls > 1200 {
			continue
		}
		line := t[ls:le]
		m := ciSecretDump.FindStringIndex(line)
		if m == nil || !secretEncode59.MatchString(line) || secretDecode59.MatchString(line) || negatedBefore(line[max(0, m[0]-80):m[0]]) {
			continue
		}
		// an order: a line of code, an English order to add or print
		// it, or an edit verb of another language
		if d.fenceAt(ls+m[0]) < 0 {
			if low := strings.ToLower(line); isEnglishOnly(low) {
				if firstImperative(dumpOrder59, line[:m[0]], 8) == nil {
					continue
				}
			} else {
				actionLexiconsReady()
				if len(hitCache{}.hits(low, actEdit)) == 0 {
					continue
				}
			}
		}
		tier, why := downgrade(c.securityContext(d, ls+m[0]), "prints every repository secret (toJSON(secrets)) encoded past the log's masking")
		c.add(d, RuleTamperCI, tier, ls+m[0], ls+m[1], why)
	}
}
