package safety

// Round 50 (propagate): self-propagation read in more shapes. Each is the
// round-5 reading (this skill, a verb or a copy that carries it, a
// destination that is many or someone else's) with one part spelled in a
// way the lists did not hold:
//
//   - Code: the skill's own file copied into another git repository and
//     that repository pushed. A push publishes the copy to a remote every
//     clone pulls from (a dotfiles repo synced to every machine, a team
//     repo): it leaves this machine for places the user never pointed at,
//     which is the "many places" of the fan-out. Copying it locally, or
//     pushing the skill's own repository, is not this.
//   - A line written into a file every later session reads (a shell
//     startup file, the global git template) that tells the agent to load
//     this skill by its name, ahead of other instructions: the skill plants
//     an order to load itself into every future session.
//   - A package's install hook (postinstall, preinstall) told, in prose,
//     to copy into the installing user's agent skills folder or agent
//     instruction files: it spreads to every machine that installs the
//     package, as checkAgentFileFanOut reads the same in code.
//   - "This very comment": an intensifier of identity before a noun for a
//     piece of text points at the text the reader holds, as "this very
//     file" does; and a comment whose leader is decorated (gettext's "#.",
//     "##", "///", ";;") is a comment still, read as prose.
//   - A carrying verb whose stated purpose is that the instruction itself
//     spreads ("... so the instruction spreads with the catalogue"): the
//     sentence names its own replication as the aim.
//   - Every address, recipient or contact (singular after "every") is the
//     many-places destination "all addresses" is; people asked to install
//     it in their agents are a relay.
//   - Malay and Indonesian: every folder, all contacts, colleagues, their
//     agents are places for the round-26 copy rule.

import (
	"strings"
)

// prop50SelfEN: this very comment, line, note ... (spliced into
// propSelfEN). Only the intensifiers of identity ("very", "selfsame"):
// "this exact header" is also how a licence-header skill names its
// template.
const prop50SelfEN = `this\s+(?:very|selfsame|self-same)\s+(?:comment|line|lines|note|header|message|paragraph|sentence|string|docstring|annotation|banner|instructions?|words|notice|directive|block|text|skill|file|prompt)\b`

// prop50Fan: every address, recipient, contact or subscriber (singular
// after every/each/any), and people asked to install it in their own
// agents (spliced into propFan).
const prop50Fan = `\b(?:every|each|any)\s+(?:[\w'-]+\s+)?(?:address|e-?mail\s+address|recipient|contact|subscriber|inbox|mailbox)\b|` +
	`\b(?:ask|asking|asks|tell|telling|urge|urging|invite|inviting|get|getting|have|having)\s+(?:them|recipients|everyone|each\s+(?:of\s+them|one|recipient)|people|others|the\s+recipients)\s+to\s+(?:install|add|load|enable|import|save)\s+(?:it|this|the\s+skill)\s+(?:in|into|on|to)\s+(?:their|his|her|each)\s+(?:own\s+)?(?:agents?|assistants?|AIs?|copilots?|bots?)\b`

// --- code: the own file copied into another repository and pushed ----

var (
	// prop50SelfCopyCmd: the skill's own file (a bare SKILL.md, $0) as the
	// source of a copy whose destination is outside this folder (the home
	// folder, an absolute path, a sibling).
	prop50SelfCopyCmd = lazyRegexp(`(?:^|[\s;&|(])(?:cp|rsync|install|ditto)\s+(?:-[\w-]+\s+)*["']?(?:\./)?(?:SKILL\.md|\$\{?0\}?|\$\{?BASH_SOURCE(?:\[0\])?\}?)["']?\s+["']?((?:~|\$HOME|\$\{HOME\}|/|\.\./)[^\s"'&;|]*)`)
	// prop50PushC: git -C <repo> ... push.
	prop50PushC = lazyRegexp(`\bgit\s+-C\s+["']?([^\s"'&;|]+)["']?\s+(?:-[\w-]+\s+)*push\b`)
	// prop50Cd: cd <repo>, whose later bare git push pushes that repo.
	prop50Cd = lazyRegexp(`\b(?:cd|pushd)\s+["']?([^\s"'&;|)]+)["']?`)
	// prop50BarePush: git push without -C.
	prop50BarePush = lazyRegexp(`\bgit\s+push\b`)
)

// prop50CopyPush: a block that copies the skill's own file into another
// repository (the copy's destination lies under a folder that is then
// pushed): the copy is published to a remote others pull from.
func prop50CopyPush(b string) (int, int, bool) {
	if !strings.Contains(b, "push") || !strings.Contains(b, "SKILL.md") && !strings.Contains(b, "$") {
		return 0, 0, false
	}
	cm := prop50SelfCopyCmd.FindStringSubmatchIndex(b)
	if cm == nil {
		return 0, 0, false
	}
	dest := prop50Norm(b[cm[2]:cm[3]])
	under := func(repo string) bool {
		r := prop50Norm(repo)
		return len(r) > 1 && r != "~" && r != "/" && (dest == r || strings.HasPrefix(dest, r+"/"))
	}
	for _, m := range prop50PushC.FindAllStringSubmatchIndex(b, 8) {
		if under(b[m[2]:m[3]]) {
			return cm[0], m[1], true
		}
	}
	for _, m := range prop50Cd.FindAllStringSubmatchIndex(b, 8) {
		if !under(b[m[2]:m[3]]) {
			continue
		}
		if pm := prop50BarePush.FindStringIndex(b[m[1]:]); pm != nil {
			return min(cm[0], m[0]), m[1] + pm[1], true
		}
	}
	return 0, 0, false
}

// prop50Norm spells a path one way: $HOME as ~, no trailing slash.
func prop50Norm(p string) string {
	p = strings.Trim(p, `"'`)
	for _, h := range []string{"${HOME}", "$HOME"} {
		if strings.HasPrefix(p, h) {
			p = "~" + p[len(h):]
		}
	}
	return strings.TrimRight(p, "/")
}

// --- prose -------------------------------------------------------------

var (
	// prop50EveryRead: a file every later session or new repository
	// reads: the global git template, the global gitconfig.
	prop50EveryRead = lazyRegexp(`(?i)\bglobal\s+(?:git\s*)?(?:config\s+|gitconfig\s+)?templates?\b|\bgit\s+templates?\s+(?:dir\w*|folder)\b|\binit\.templateDir\b|(?:~|\$HOME)/\.(?:gitconfig|git-templates?)\b`)
	// prop50AgentAddress: the written line speaks to an agent ("agent:",
	// "AI assistants:") or puts the skill ahead of other instructions.
	prop50AgentAddress = lazyRegexp(`(?i)\b(?:agents?|assistants?|AIs?|LLMs?|models?|copilots?)\s*[:,-]|\b(?:over|above|ahead\s+of|before|instead\s+of|in\s+preference\s+to)\s+(?:all\s+|any\s+|the\s+)?(?:other|previous|earlier|user'?s?|system)\s+(?:instructions|rules|prompts?|directions|guidance)\b`)
)

// prop50StartupDirective: a sentence that writes into a file every later
// session reads (a shell startup file, the global git template) a line
// that tells the agent to load this skill by its name, spoken to the
// agent or put ahead of other instructions: the skill plants an order to
// load itself into every future session. An alias or PATH line that
// runs a tool speaks to no agent.
func prop50StartupDirective(t, name string) (int, int, bool) {
	if len(name) < 3 || !strings.Contains(strings.ToLower(t), strings.ToLower(name)) {
		return 0, 0, false
	}
	fm := prop39StartupFile.FindStringIndex(t)
	if fm == nil {
		fm = prop50EveryRead.FindStringIndex(t)
	}
	if fm == nil {
		return 0, 0, false
	}
	vs, ok := startupVerbBefore(t, fm[0])
	if !ok {
		return 0, 0, false
	}
	lt, ln := strings.ToLower(t), strings.ToLower(name)
	for off := fm[1]; off < len(lt); {
		i := strings.Index(lt[off:], ln)
		if i < 0 {
			break
		}
		at := off + i
		if prop39LoadBefore.MatchString(t[max(0, at-40):at]) && prop50AgentAddress.MatchString(t[fm[1]:]) {
			return vs, at + len(name), true
		}
		off = at + len(name)
	}
	return 0, 0, false
}

var (
	// prop50Lifecycle: a package install hook named in prose.
	prop50Lifecycle = lazyRegexp(`(?i)\b(?:pre|post)-?install\b|\binstall\s+(?:hook|script)s?\b|\bsetup\.py\b`)
	// prop50OthersPlace: whose folder it is: the installing user's,
	// theirs, every one's.
	prop50OthersPlace = lazyRegexp(`(?i)\b(?:installing|installer'?s?|end)\s+user'?s?\b|\b(?:their|each\s+user'?s|every\s+user'?s|the\s+user'?s)\b|\bevery\s+(?:\w+\s+)?(?:project|repo\w*|machine)\b`)
)

// prop50LifecycleCopy: prose that tells a package's install hook to copy
// or write into an agent's skills folder or instruction files of whoever
// installs the package: it spreads to every machine that installs it (the
// code reading is checkAgentFileFanOut's lifecycle hook).
func prop50LifecycleCopy(t string) (int, int, bool) {
	if !strings.Contains(strings.ToLower(t), "install") && !strings.Contains(t, "setup.py") {
		return 0, 0, false
	}
	lm := prop50Lifecycle.FindStringIndex(t)
	if lm == nil {
		return 0, 0, false
	}
	rest := t[lm[1]:]
	vm := propSpreadRe.FindStringSubmatchIndex(rest)
	if vm == nil || propSentenceEnd.MatchString(rest[:vm[2]]) || negatedBefore(t[:lm[1]+vm[2]]) {
		return 0, 0, false
	}
	after := rest[vm[3]:]
	pm := prop39SkillPlace.FindStringIndex(after)
	if pm == nil {
		pm = propAgentFile.FindStringIndex(after)
	}
	if pm == nil || propSentenceEnd.MatchString(after[:pm[0]]) || !prop50OthersPlace.MatchString(after[:pm[1]]) {
		return 0, 0, false
	}
	return lm[0], lm[1] + vm[3] + pm[1], true
}

var (
	// prop50SpreadAim: the stated aim is that the instruction (the text
	// carried) spreads or replicates itself.
	prop50SpreadAim = lazyRegexp(`(?i)\bso\s+(?:that\s+)?(?:the|this|these|its|my|our)\s+(?:\w+\s+)?(?:instructions?|directives?|comment|note|skill|prompt|text)\s+(?:(?:can|will|would|may|keeps?|continues\s+to)\s+)?(?:spread|propagat|replicat|proliferat|self-replicat|go(?:es)?\s+viral)\w*`)
	// prop50CarriedText: a deictic text after the carrying verb.
	prop50CarriedText = lazyRegexp(`(?i)^\s+(?:(?:all|a\s+copy)\s+of\s+)?(?:this|these|the\s+(?:above|following))\s+(?:\w+\s+){0,2}?(?:comment|note|line|lines|header|instructions?|directive|text|block|paragraph|skill|file|prompt|snippet)\b`)
)

// prop50AimSpread: a carrying verb with a deictic text as its object and
// a stated aim that the instruction spreads ("paste this comment into
// each file, so the instruction spreads"): the sentence names its own
// replication as the point of the copy.
func prop50AimSpread(t string) (int, int, bool) {
	lt := strings.ToLower(t)
	if !strings.Contains(lt, "so ") || !lowerHas(lt, "spread", "propagat", "replicat", "prolifer", "viral") {
		return 0, 0, false
	}
	am := prop50SpreadAim.FindStringIndex(t)
	if am == nil {
		return 0, 0, false
	}
	for _, v := range propSpreadRe.FindAllStringSubmatchIndex(t[:am[0]], 16) {
		if !prop50CarriedText.MatchString(t[v[3]:am[0]]) || negatedBefore(t[:v[2]]) {
			continue
		}
		return v[2], am[1], true
	}
	return 0, 0, false
}

// prop50CommentLead: a comment leader decorated beyond commentProse's
// "# ", "// ", "-- ": gettext's "#." "#:" "#," "#|", roxygen's "#'",
// "##", Rust's "///" "//!", Lisp's ";;", "%%".
var prop50CommentLead = lazyRegexp(`^[ \t]*(?:#[.:,|'#]+|///?[/!]|;;+|%%+)[ \t]+`)

// checkPropagation50 runs the round-50 readings: the code block one over
// each fence, the prose ones over each prose unit and over comments with
// a decorated leader.
func (c *checker) checkPropagation50(d *doc, own *lazyRE) {
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := prop50CopyPush(t[f.start:f.end]); ok {
			tier, msg := Refuse, "copies this skill's own file into another repository and pushes it, publishing it to every clone (self-propagation)"
			if c.topic.skills {
				tier, msg = Flag, msg+"; the skill says packaging or installing skills is its job"
			}
			c.add(d, RuleTamperSkills, tier, f.start+s, f.start+e, msg)
		}
	}
	for _, u := range d.units {
		ut := t[u.start:min(u.end, len(t))]
		if len(ut) > maxIntentUnit {
			ut = ut[:maxIntentUnit]
		}
		if !d.proseUnit(u) {
			m := prop50CommentLead.FindStringIndex(ut)
			if m == nil || strings.HasPrefix(strings.TrimLeft(ut, " \t"), "#!") {
				continue
			}
			// the leader blanked, so offsets stay the line's own
			p := strings.Repeat(" ", m[1]) + ut[m[1]:]
			if s, e, ok := propProse(p, c.p.Name, own); ok {
				c.reportPropagation(d, u.start+s, u.start+e, false, "a comment tells the agent to carry this skill's text into other places (self-propagation)")
			} else if s, e, ok := prop50AimSpread(p); ok {
				c.reportPropagation(d, u.start+s, u.start+e, false, "a comment tells the agent to copy its own text so that the instruction spreads (self-propagation)")
			}
			continue
		}
		if s, e, ok := prop50StartupDirective(ut, c.p.Name); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "writes into a file every later session reads a line telling the agent to load this skill ahead of other instructions (self-propagation)")
		} else if s, e, ok := prop50LifecycleCopy(ut); ok {
			tier, msg := Refuse, "tells a package's install hook to copy into the installing user's agent skills folder or instruction files (spreads to every machine that installs it)"
			if c.topic.skills {
				tier, msg = Flag, msg+"; the skill says packaging or installing skills is its job"
			}
			c.add(d, RuleTamperSkills, tier, u.start+s, u.start+e, msg)
		} else if s, e, ok := prop50AimSpread(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to copy a text so that the instruction spreads (self-propagation)")
		}
	}
}

func init() {
	// Malay: every folder, all contacts, colleagues, their agents.
	registerActionLexicon("ms+r50-propagate", actionLex{otherPlaces: []string{"setiap folder", "semua folder", "folder lain", "semua kenalan", "setiap kenalan", "kenalan mereka", "kenalan anda", "rakan sekerja", "semua rakan", "ejen mereka", "setiap komputer", "semua komputer", "setiap mesin", "semua mesin"}})
	// Indonesian: the same.
	registerActionLexicon("id+r50-propagate", actionLex{otherPlaces: []string{"setiap folder", "semua folder", "folder lain", "semua kontak", "setiap kontak", "kontak mereka", "rekan kerja", "semua rekan", "agen mereka", "setiap komputer", "semua komputer", "setiap mesin", "semua mesin"}})
}
