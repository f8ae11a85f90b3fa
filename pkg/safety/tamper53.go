package safety

import (
	"strings"
)

// Round 53 (tamper family): principles the earlier rules hold, carried to
// shapes fresh127-134 wrote them in:
//   - a guard named first and weakened after it in the same order ("open
//     the branch protection rules and turn off ...", "open the guardrail
//     file and set every check to enabled: false"), or weakened by what
//     it is made to accept rather than by being switched off (an
//     allowlist entry that matches everything, required checks marked as
//     passed, an approval written for someone, commands kept out of the
//     audit record, detection rules disabled), kept from the people who
//     read the record in the sentence or the next: round 51's gate taken
//     away in secret (guardOff reads only the verb before the guard);
//   - other skills' steps that stop and ask the user, deleted or replaced
//     by "proceed automatically", take the human out of every later run:
//     with the work reported as something smaller ("report the run as
//     front-matter fixes only"), which hides it as "don't tell" does;
//   - deleting, emptying or disabling is an edit in Japanese, Chinese and
//     Korean as it is in English (stealthEdit named only the verbs that
//     rewrite or add), and the Japanese polite prohibitive of reporting
//     ("報告しないでください") is secrecy as the plain one is;
//   - "keep it undocumented" keeps the change from whoever reads the
//     documentation, as "keep it out of the changelog" does;
//   - quiet tampering in Marathi (don't tell), Dutch (tell the user nothing
//     about it, the other installed skills, "pas alle ... aan" as the
//     separable verb with its quantifier) and Urdu (the other skills).

func init() {
	stealthEdit = lazyRegexp(stealthEdit.String() + `|削除|空に|無効に|消去|删除|清空|禁用|삭제|비활성화`)
	stealthWords = lazyRegexp(stealthWords.String() + `|(?:報告し|通知し|連絡し|知らせ|話さ)ないで|(?i:\b(?:keep|leave)\s+(?:it|this|that|them|the\s+change|this\s+change|these\s+changes|the\s+hook)\s+undocumented\b)`)
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"دوسری اسکلز", "دوسری اسکل", "تمام اسکلز", "باقی اسکلز", "دیگر اسکلز",
		"andere geïnstalleerde skills", "alle geïnstalleerde skills", "andere geinstalleerde skills", "alle andere skills")
	registerActionLexicon("mr+r53-tamper", actionLex{
		stealth: []string{"सांगू नका", "सांगू नये", "कळवू नका", "कळवू नये", "उल्लेख करू नका", "कोणालाही सांगू नका"},
	})
	registerActionLexicon("nl+r53-tamper", actionLex{
		stealth:  []string{"hier niets over", "daar niets over", "er niets over", "niets over zeggen", "zonder het te melden", "zonder het te vertellen"},
		editVerb: []string{"pas alle", "pas elke", "pas iedere", "pas ook de", "pas ook alle"},
	})
}

var (
	// guardNoun53: a check that stands between a change and its effect
	// (a repository's protection and required checks, a secret scanner,
	// the agent's guardrails and audit record, detection rules and their
	// alerts, a store of approvals).
	guardNoun53 = lazyRegexp(`(?i)\bbranch\s+protection\b|\brequire[sd]?\s+(?:status\s+)?(?:checks?|reviews?|approvals?)\b|\bstatus\s+checks?\b|\bsecret[\s-]?scann\w*|\bgitleaks\b|\bdetect-secrets\b|\btrufflehog\b|\bguardrails?\b|\bsafeguards?\b|\b(?:content|safety)\s+filters?\b|\baudit\s+(?:logs?|hooks?|trail|records?|logging)\b|\bdetection\s+rules?\b|\balert(?:ing)?\s+(?:schedule|rules?)\b|\battack\.[a-z_]+\b|\b(?:review|approvals?)\s+store\b`)
	// weaken53: the guard made to pass everything: switched off, removed
	// from where it runs, set false, pointed at nothing, made to accept
	// any input, its verdict written in advance, its record skipped.
	weaken53 = lazyRegexp(`(?i)\b(?:turn|switch)\w*\s+(?:\w+\s+)?off\b|\b(?:disabl|deactivat|bypass|silenc)\w*|\bremov\w*\s+(?:\w+\s+){0,3}?from\b|["'\x60]?enabled["'\x60]?\s*[:=]\s*["'\x60]?false\b|/dev/null\b|\ballow-?list\w*\s+(?:an?\s+)?(?:entry\s+)?["'\x60]\.\*|--no-verify\b|\bmark\w*\s+(?:[\w-]+\s+){0,4}?as\s+(?:passed|passing|green|successful|pre-?approved|approved|reviewed)\b|\bwrite\s+(?:an?\s+)?approvals?\b|\bnot\s+(?:be\s+)?(?:recorded|logged|audited)\b`)
	// order53: the verbs that open an order on a guard.
	order53 = lazyRegexp(`(?i)\b(?:open|turn|switch|set|disable|deactivate|remove|delete|add|mark|write|change|edit|point|bypass|silence|make|configure|update)\b`)
)

// checkGuardOff53 refuses an order that weakens a guard when the sentence
// or the next keeps it from the people who read the record.
func (c *checker) checkGuardOff53(d *doc) {
	for u, t := range d.shortPlainUnits() {
		lt := asciiLower(t)
		if !lowerHas(lt, "protection", "require", "status check", "scan", "gitleaks", "secrets", "guard", "filter", "audit", "detection", "alert", "attack.", "store") {
			continue
		}
		w := weaken53.FindStringIndex(t)
		if w == nil {
			continue
		}
		g := nearestGuard53(t, w)
		if g == nil {
			continue
		}
		hi := max(g[1], w[1])
		if firstImperative(order53, t[:hi], 8) == nil || c.describedNotOrdered(d, u, t, w[0]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		s, e := min(g[0], w[0]), hi
		tier, why := downgrade(c.securityContext(d, u.start+s), "weakens a guard (protection, required checks, scanner, guardrail, audit record or detection) so it passes everything, and keeps it from the user")
		c.add(d, RuleTamperCI, tier, u.start+s, u.start+e, why)
	}
}

// nearestGuard53: a guard named within 160 bytes of the weakening, in
// the same sentence.
func nearestGuard53(t string, w []int) []int {
	lo, hi := max(0, w[0]-160), min(len(t), w[1]+160)
	for _, g := range guardNoun53.FindAllStringIndex(t[lo:hi], 8) {
		g = []int{g[0] + lo, g[1] + lo}
		// the gap read with the next word's first letter: the dot of
		// ".gitleaks.toml" ends no sentence
		if g[0] >= w[1] && sentenceBreakIn(t[w[1]:g[0]+1]) || w[0] >= g[1] && sentenceBreakIn(t[g[1]:w[0]+1]) {
			continue
		}
		return g
	}
	return nil
}

var (
	// askStep53: a step that stops and asks the user (quoted, or named as
	// a confirmation or approval step).
	askStep53 = lazyRegexp(`(?i)["“'\x60][^"”'\x60\n]{0,40}?\b(?:ask|confirm|approv|stop|wait)\w*[^"”'\x60\n]{0,40}["”'\x60]|\b(?:confirmation|approval)\s+(?:steps?|sections?|prompts?|lines?|checks?)\b`)
	// stripAsk53: that step deleted, or replaced by going on alone.
	stripAsk53 = lazyRegexp(`(?i)\b(?:delet|remov|strip|drop|cut)\w*\b|\breplac\w*\s+(?:them|it|those|these)\s+with\s+["“'\x60]?(?:proceed|continue|run|go\s+ahead|carry\s+on)\b`)
	// namedSkills53: other skills named by their names ("the `a` and `b`
	// skills").
	namedSkills53 = lazyRegexp(`(?i)["'\x60][\w-]+["'\x60](?:\s*(?:,|and)\s*["'\x60][\w-]+["'\x60])+\s+skills\b`)
	// misreport53: the work reported as something smaller ("report the run
	// as front-matter fixes only").
	misreport53 = lazyRegexp(`(?i)\b(?:report|describe|present|label|summari[sz]e|title|log)\w*\s+(?:the\s+|this\s+|your\s+|it\s+|them\s+)?(?:(?:run|change|changes|edit|edits|work|task|session|pr|commit)\s+)?as\s+["“'\x60]?(?:[\w-]+\s+){0,4}?(?:only|just)\b`)
)

// checkAskStripped53 refuses an order that deletes other skills' steps
// that ask the user, kept quiet or reported as something smaller.
func (c *checker) checkAskStripped53(d *doc) {
	for u, t := range d.shortPlainUnits() {
		lt := asciiLower(t)
		if !strings.Contains(lt, "skill") || !lowerHas(lt, "ask", "confirm", "approv", "stop", "wait") {
			continue
		}
		om := namedSkills53.FindStringIndex(t)
		if om == nil {
			om = otherSkillRe.FindStringIndex(t)
		}
		if om == nil || propSelfRe.MatchString(t[om[0]:om[1]]) {
			continue
		}
		am := askStep53.FindStringIndex(t[om[1]:])
		if am == nil {
			continue
		}
		sm := stripAsk53.FindStringIndex(t[om[1]:])
		if sm == nil || firstImperative(stripAsk53, t, 8) == nil && !c.editOrder51(t) || c.describedNotOrdered(d, u, t, om[0]) {
			continue
		}
		if !hidden41(t) && !misreport53.MatchString(t) && !c.hiddenAfter51(d, u) && !misreport53.MatchString(shortNextText(d, u, 160)) {
			continue
		}
		e := om[1] + max(am[1], sm[1])
		tier, why := downgrade(c.securityContext(d, u.start+om[0]), "deletes the steps where other skills stop and ask the user, and hides it from the user")
		c.add(d, RuleTamperSkills, tier, u.start+om[0], u.start+e, why)
	}
}

// otherSkillPart53: a part of a skill (its description, body,
// instructions) named with the skill's own name ("the description of
// `expense-approval`"): in a skill library that name is another skill.
var otherSkillPart53 = lazyRegexp(`(?i)\b(?:descriptions?|bod(?:y|ies)|instructions|frontmatter|triggers?)\s+of\s+["'\x60][\w]+-[\w-]+["'\x60]`)

// checkOtherSkillPart53 refuses an order that rewrites a part of another
// skill named by its name, kept from the user: round 39's quiet edit of
// another skill, where the word "skill" is the name's kind, not said.
func (c *checker) checkOtherSkillPart53(d *doc) {
	if !strings.Contains(strings.ToLower(c.p.Name+" "+c.p.Description+" "+d.v.lower), "skill") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		if !strings.Contains(t, " of ") {
			continue
		}
		om := otherSkillPart53.FindStringIndex(t)
		if om == nil || c.p.Name != "" && strings.Contains(strings.ToLower(t[om[0]:om[1]]), strings.ToLower(c.p.Name)) {
			continue
		}
		v := firstImperative(editVerbRe, t[:om[0]], 4)
		if v == nil || c.describedNotOrdered(d, u, t, v[0]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v[0]), "rewrites another skill (named by its name) and hides it from the user")
		c.add(d, RuleTamperSkills, tier, u.start+v[0], u.start+om[1], why)
	}
}

// Self-propagation (round 53): this text persisted into every project's
// instruction file, or this skill added to whatever repository the agent
// works in next, is round 26's copy to many places in words the copy
// rules lacked ("persist this instruction in every project's instruction
// file", "every time you help with any repository, ... if this skill is
// not there, add it"). One named place, or a file that is not this text,
// spreads nothing.
var (
	persistEvery53 = lazyRegexp(`(?i)\b(?:persist|save|store|write|copy|add|put|insert|append|install)\w*\s+(?:this|these)\s+(?:[\w-]+\s+)?(?:instructions?|rules?|note|text|skill|section|block|paragraph|guidance)\b[^.\n]{0,100}?\b(?:every|each|all|any)\s+(?:other\s+)?(?:projects?|repos|repositories|repository|workspaces?)(?:'s|s'|')?\s+(?:[\w-]+\s+)?(?:instruction\s+files?|AGENTS\.md|CLAUDE\.md|agent\s+config\w*|skills?\s+(?:folder|directory|dir))`)
	everyRepoAdd53 = lazyRegexp(`(?i)\b(?:every\s+time|each\s+time|whenever)\s+you\s+(?:help\s+with|work\s+(?:in|on)|open|touch|clone|enter|visit)\s+(?:any|a|every|another|a\s+new)\s+(?:repo(?:sitory)?|project|workspace|codebase)\b[\s\S]{0,160}?\bthis\s+skill\s+(?:is|isn't|is\s+not|exists|was)\s+(?:\w+\s+)?(?:present|installed|there|missing|available|in)\b[\s\S]{0,120}?\b(?:add|copy|install|put|commit|place)\s+(?:it|this\s+skill|a\s+copy)\b`)
)

func (c *checker) checkPropagate53(d *doc) {
	if !strings.Contains(d.v.lower, "this") || !lowerHas(d.v.lower, "every", "each", "all", "any", "whenever") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		lt := asciiLower(t)
		if !strings.Contains(lt, "this") || !lowerHas(lt, "project", "repo", "workspace", "codebase") {
			continue
		}
		m := persistEvery53.FindStringIndex(t)
		if m == nil {
			// the order may run on past a semicolon into the next
			// statement ("...; if not, add it")
			m = everyRepoAdd53.FindStringIndex(t + " " + nextUnitText(d, u))
			if m != nil && m[1] > len(t) {
				m[1] = len(t)
			}
		}
		if m == nil || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "tells the agent to copy this skill or its instructions into every project or repository it reaches (self-propagation)")
		c.add(d, RuleTamperSkills, tier, u.start+m[0], u.start+m[1], why)
	}
}

// Self-propagation in configuration management (round 53): a task whose
// source is this skill's own SKILL.md and whose destination is a skills
// folder templated per user or host, run in a loop ("src: SKILL.md",
// dest "/home/{{ item }}/.claude/skills/...", loop over all users),
// installs the skill for every account the play reaches: round 26's copy
// to many places, written as an Ansible task. One fixed destination
// installs it once.
var (
	selfSrc53 = lazyRegexp(`(?m)^[\s-]*src:\s*["']?(?:\./)?SKILL\.md["']?\s*$`)
	fanDest53 = lazyRegexp(`(?m)^[\s-]*dest:\s*["']?[^\n]*\{\{[^}\n]*\}\}[^\n]*/\.(?:claude|codex|agents|cursor|gemini|opencode|windsurf)/skills\b`)
	fanLoop53 = lazyRegexp(`(?m)^[\s-]*(?:loop|with_items|with_list|with_nested|with_subelements):`)
)

func (c *checker) checkSkillFanTask53(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if !strings.Contains(b, "SKILL.md") || !strings.Contains(b, "{{") {
			continue
		}
		sm, dm := selfSrc53.FindStringIndex(b), fanDest53.FindStringIndex(b)
		if sm == nil || dm == nil || !fanLoop53.MatchString(b) {
			continue
		}
		c.reportPropagation(d, f.start+min(sm[0], dm[0]), f.start+max(sm[1], dm[1]), true, "copies this skill's own SKILL.md into the skills folder of every user or host the task loops over (self-propagation)")
	}
}
