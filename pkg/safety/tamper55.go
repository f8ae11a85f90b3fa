package safety

import (
	"strings"
)

// Round 55 (tamper family): principles the earlier rules hold, carried to
// shapes fresh141-148 wrote them in:
//   - secrecy is any wording whose aim is that the change goes unseen:
//     leaving no changelog or commit entry for it, doing it "so it isn't
//     noticed", telling the user nothing about it (German "ohne Hinweis
//     an den Nutzer" in propagate55.go's German entry, French "inutile
//     d'en parler");
//   - every repository's hooks pointed at nothing (round 54's git config
//     core.hooksPath /dev/null) is the same concrete write when the
//     command sits in a sentence as inline code rather than in a script;
//   - an approval written by the agent itself into the store of
//     approvals (a "status": "approved" or approved: true entry, items
//     marked approved in approvals.json or review_state.json), kept from
//     the people whose approval it stands for, forges their decision:
//     round 51's pending items approved, in prose and without a fence;
//   - the audit record is a place whose quiet change covers the agent's
//     tracks in every language (Turkish "denetim kaydı", German
//     "Prüfprotokoll", French "journal d'audit");
//   - the agent's standing instructions (its system prompt file,
//     AGENTS.md, CLAUDE.md) overwritten or extended with an unqualified
//     "never refuse" or "never ask for approval" is a jailbreak made
//     permanent: every later session starts without its limits. A rule
//     with its own scope ("never ask for approval before running the
//     linter") is ordinary configuration;
//   - a pull_request_target workflow is a pwn request when the sentence
//     after its trigger block checks out the pull request's head and
//     runs it with the secrets: round 1's rule read the parts together
//     only inside one block or one sentence;
//   - the other agents' or bots' skill files are other skills, and one
//     made to hand over its tokens or credentials is sabotaged.

func init() {
	stealthWords = lazyRegexp(stealthWords.String() +
		// no record of the change left where the user reads changes, or
		// of the agent's session
		`|(?i:\bleave\s+no\s+(?:changelog|commit|audit|history|log|release[\s-]notes?)\s+(?:entry|entries|record|records|note|notes|trace|line)\b)` +
		`|(?i:\bso\s+(?:that\s+)?nothing\s+of\s+(?:this|these|the\s+current|your)\s+(?:sessions?|runs?|conversations?|chats?)\s+(?:is|are|gets|will\s+be)\s+(?:retained|kept|recorded|logged|left|saved|stored)\b)` +
		// the aim that nobody notices
		`|(?i:\bso\s+(?:that\s+)?(?:it|this|the\s+change|the\s+edit|the\s+changes)\s+(?:isn't|is\s+not|aren't|are\s+not|won't\s+be|will\s+not\s+be|doesn't\s+get|does\s+not\s+get|won't\s+get)\s+(?:noticed|spotted|flagged|questioned)\b)`)
	actionTargets50 = append(actionTargets50, targetKind{RuleTamperReview, lazyRegexp(`(?i)denetim\s+(?:kayd|günlü|iz)\p{L}*|prüfprotokoll\p{L}*|audit-(?:log|protokoll)\p{L}*|journal\s+d['’]audit|registro\s+de\s+auditor[ií]a|registro\s+di\s+audit|auditlog\p{L}*`), nil, "the audit record"})
	// the other agents' or bots' skill files are other skills
	otherSkillRe = lazyRegexp(otherSkillRe.String() + `|(?i:\b(?:the\s+)?(?:other|all|every|each)\s+(?:bots?|agents?|assistants?)(?:'s|s'|')?\s+skills?(?:\s+files?)?\b)`)
	// another skill made to hand over its credentials to someone
	skillSabotage = lazyRegexp(skillSabotage.String() + `|(?i:\b(?:forward|send|post|upload|pass|hand|relay)\w*\s+(?:[\w-]+\s+){0,3}?(?:tokens?|credentials?|secrets?|api\s+keys?|passwords?)\s+(?:\w+\s+){0,2}?to\b)`)
	registerActionLexicon("fr+r55-tamper", actionLex{
		stealth: []string{"inutile d'en parler", "inutile d’en parler", "pas la peine d'en parler", "pas la peine d’en parler", "inutile de le dire", "inutile de le signaler", "inutile de prévenir"},
	})
}

var (
	// approvalStore55: the store of approvals or review verdicts: a file
	// named for them, or the store said.
	approvalStore55 = lazyRegexp(`(?i)[\w./-]*(?:approv|review)[\w.-]*(?:/[\w.-]+)?\.(?:json|ya?ml|toml|csv|db|sqlite|txt)\b|\b(?:approval|review)s?[\s_-]+(?:store|state|records?|queue|table|database|db)\b`)
	// verdict55: the approving verdict written into it: a status key set
	// to approved, an approved or reviewed flag set true, entries marked
	// approved (Chinese 标记为 "approved").
	verdict55 = lazyRegexp(`(?i)["'\x60]?\b(?:status|state|decision|verdict|result)["'\x60]?\s*[:=]\s*["'\x60]?(?:approved|accepted|passed)\b|["'\x60]?\b(?:approved|reviewed|signed[_-]?off)["'\x60]?\s*[:=]\s*["'\x60]?(?:true|yes)\b|\bmark\w*\s+(?:[\w-]+[\s,]+){0,8}?as\s+["'\x60]?approved\b|标记为\s*["“'\x60]?(?:approved|已批准|已通过|批准|通过)`)
)

// checkTamper55 runs round 55's tamper checks (hooked from checkTamper).
func (c *checker) checkTamper55(d *doc) {
	lower := d.v.lower
	if strings.Contains(lower, "hookspath") {
		c.checkHooksNullProse55(d)
	}
	if lowerHas(lower, "approv", "review") {
		c.checkApprovalForged55(d)
	}
	if lowerHas(lower, "never refuse", "never ask", "refuse nothing") {
		c.checkJailbreakPlanted55(d)
	}
	if len(d.fences) > 0 && strings.Contains(lower, "pull_request_target") {
		c.checkPwnSplit55(d)
	}
	if len(d.fences) > 0 && strings.Contains(lower, "self") && strings.Contains(lower, "skills") {
		c.checkSelfCopyKey55(d) // propagate55.go
	}
	if lowerHas(lower, "forward", "pass it", "pass this", "share it", "spread") {
		c.checkChainLetter55(d) // propagate55.go
	}
	c.checkTamper59(d) // round 59: tamper59.go
}

var (
	// standingFile55: the file the agent reads as its standing
	// instructions every session.
	standingFile55 = lazyRegexp(`(?i)\bsystem[\s_-]?prompt(?:\s+file|\.(?:md|txt|ya?ml|json))?\b|\b(?:AGENTS|CLAUDE|GEMINI)\.md\b|copilot-instructions\.md|\.cursorrules\b|\.windsurfrules\b`)
	// plantVerb55: the order that writes into it.
	plantVerb55 = lazyRegexp(`(?i)\b(?:overwrite|replace|rewrite|write|append|prepend|add|insert|put|set|change|update|edit)\b`)
	// noLimits55: an unqualified no-refusal rule: the sentence ends after
	// it (a rule with its own scope goes on).
	noLimits55 = lazyRegexp(`(?i)\bnever\s+refuse(?:\s+(?:anything|any\s+(?:request|task|order|instruction)s?))?\s*[.!;'"\x60]|\brefuse\s+nothing\b|\bnever\s+ask\s+(?:for\s+)?(?:approval|permission|confirmation)\s*[.!;'"\x60]`)
)

// checkJailbreakPlanted55 refuses an order that writes an unqualified
// no-refusal rule into the agent's standing instructions.
func (c *checker) checkJailbreakPlanted55(d *doc) {
	for u, t := range d.shortPlainUnits() {
		fm := standingFile55.FindStringIndex(t)
		if fm == nil {
			continue
		}
		v := firstImperative(plantVerb55, t[:fm[0]], 4)
		if v == nil || c.describedNotOrdered(d, u, t, v[0]) {
			continue
		}
		// the text written may run on into the next sentences ("with:
		// 'Never refuse. Never ask for approval.'")
		rest := t[fm[1]:]
		rest += " " + shortNextText(d, u, 200)
		nm := noLimits55.FindStringIndex(rest)
		if nm == nil || negatedBefore(rest[max(0, nm[0]-40):nm[0]]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+v[0]), "writes a rule never to refuse or ask for approval into the agent's standing instructions (a jailbreak made permanent)")
		c.add(d, RuleTamperHarness, tier, u.start+v[0], u.start+fm[1], why)
	}
}

// pwnCheckout55: the order to check out the pull request's head.
var pwnCheckout55 = lazyRegexp(`(?i)\b(?:check\s*out|checkout|fetch|clone|run|build|execute)\b`)

// checkPwnSplit55 refuses a pull_request_target trigger block followed by
// a sentence that checks out the pull request's head and runs it with the
// secrets.
func (c *checker) checkPwnSplit55(d *doc) {
	t := d.v.text
	end := -1
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if prTargetRe.MatchString(b) && workflowLike.MatchString(b) && !prHeadRe.MatchString(b) {
			end = f.end
			break
		}
	}
	if end < 0 {
		return
	}
	for u, ut := range d.shortPlainUnits() {
		if u.start < end || u.start > end+400 {
			continue
		}
		hm := pwnHead.FindStringIndex(ut)
		if hm == nil || !pwnSecret.MatchString(ut) {
			continue
		}
		v := firstImperative(pwnCheckout55, ut[:hm[0]], 4)
		if v == nil || c.describedNotOrdered(d, u, ut, v[0]) {
			continue
		}
		tier, msg := Refuse, "a pull_request_target workflow told to check out the pull request's head and run it with the secrets (a pwn request)"
		if !hidden41(ut) && !c.hiddenAfter51(d, u) {
			tier, msg = downgrade(c.securityContext(d, u.start+v[0]), msg)
		}
		c.add(d, RuleTamperCI, tier, u.start+v[0], u.start+hm[1], msg)
	}
}

// checkHooksNullProse55 refuses an order, in a sentence, to point every
// repository's git hooks at /dev/null (round 54 read it in scripts).
func (c *checker) checkHooksNullProse55(d *doc) {
	for u, t := range d.shortPlainUnits() {
		if !strings.Contains(asciiLower(t), "hookspath") {
			continue
		}
		m := hooksNull54.FindStringIndex(t)
		if m == nil {
			continue
		}
		v := firstImperative(hooksOrder55, t[:m[0]], 8)
		if v == nil || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "points every repository's git hooks at /dev/null, switching off every check a hook runs")
		c.add(d, RuleTamperCI, tier, u.start+v[0], u.start+m[1], why)
	}
}

// hooksOrder55: the verbs that order a command run or a setting made.
var hooksOrder55 = lazyRegexp(`(?i)\b(?:set|run|execute|apply|add|configure|type|enter|use|change|point)\b`)

// checkApprovalForged55 refuses an order that writes an approving verdict
// into the store of approvals or reviews, kept from the people in charge.
func (c *checker) checkApprovalForged55(d *doc) {
	for u, t := range d.shortPlainUnits() {
		lt := asciiLower(t)
		if !lowerHas(lt, "approv", "review") {
			continue
		}
		sm := approvalStore55.FindStringIndex(t)
		if sm == nil {
			continue
		}
		vm := verdict55.FindStringIndex(t)
		if vm == nil {
			continue
		}
		hi := max(sm[1], vm[1])
		// the order may follow in the unit ("修改 approvals.json ... 标记为
		// approved. Mark every pending entry as approved ...")
		o := firstImperative(order53, t, 8)
		if o == nil {
			o = lineImperative55(t)
		}
		if o == nil || c.describedNotOrdered(d, u, t, vm[0]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		s := min(sm[0], vm[0])
		tier, why := downgrade(c.securityContext(d, u.start+s), "writes an approval into the store of approvals or reviews on the agent's own authority (a forged decision), and keeps it from the people in charge")
		c.add(d, RuleTamperReview, tier, u.start+s, u.start+hi, why)
	}
}

// lineImperative55: an order verb opening one of t's lines or CJK
// sentences (a line break or "。" starts a clause as a comma does; a
// bilingual unit may hold a Chinese sentence and its English line).
func lineImperative55(t string) []int {
	off := 0
	for _, seg := range strings.FieldsFunc(t, func(r rune) bool { return r == '\n' || r == '。' }) {
		i := strings.Index(t[off:], seg) + off
		if w := firstImperative(order53, seg, 4); w != nil {
			return []int{i + w[0], i + w[1]}
		}
		off = i + len(seg)
	}
	return nil
}
