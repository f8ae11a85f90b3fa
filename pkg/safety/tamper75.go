package safety

import "strings"

// Round 75 (tamper): quiet tampering in languages whose verbs of change
// and words of secrecy the action lexicons did not hold, and the places
// such an order names.
//
//   - The action rule's quiet tampering (actions.go) reads a place that
//     steers the agent, a verb of changing it and a word of secrecy, in
//     any language that has the words. Central Kurdish (Sorani) had the
//     secrecy but no verb of changing; Albanian lacked "keep it secret";
//     Hawaiian and Samoan had neither. The principle is unchanged: a
//     change to the harness, a skill or the agent's policy, kept from the
//     user, whatever the language says it in.
func init() {
	// Sorani: the imperatives of change, edit, add, delete, remove and
	// disable (with and without the object pronoun "ی").
	registerActionLexicon("ckb+r75-tamper", actionLex{
		editVerb: []string{"بگۆڕە", "بگۆڕن", "بیگۆڕە", "بیگۆڕن", "دەستکاری بکە", "دەستکاریی بکە", "دەستکاری بکەن", "زیاد بکە", "زیادی بکە", "بسڕەوە", "بسڕنەوە", "بیسڕەوە", "لاببە", "لایببە", "لابەرە", "ناچالاک بکە", "بنووسە", "بینووسە"},
		stealth:  []string{"بە نهێنی", "بەبێ ئەوەی بە بەکارهێنەر بڵێیت", "بەبێ ئاگاداری بەکارهێنەر"},
	})
	// Albanian: "keep it secret" (to one or to many), "without telling".
	registerActionLexicon("sq+r75-tamper", actionLex{
		stealth: []string{"mbani të fshehtë", "mbani te fshehte", "mbaje të fshehtë", "mbaje te fshehte", "mbajeni të fshehtë", "mbajeni te fshehte", "pa i treguar", "pa e ditur askush", "në fshehtësi", "ne fshehtesi"},
	})
	// Hawaiian: "mai haʻi" (do not tell), "ma ka huna" (in secret),
	// "me ka ʻike ʻole" (without knowing); change, edit, add, delete.
	// The ʻokina is typed as ʻ, as an apostrophe, or left out.
	registerActionLexicon("haw+r75-tamper", actionLex{
		stealth:  []string{"mai haʻi", "mai ha'i", "mai hai aku", "ma ka huna", "me ka ʻike ʻole", "me ka 'ike 'ole", "ʻaʻole e haʻi"},
		editVerb: []string{"hoʻololi", "ho'ololi", "hoololi", "hoʻoponopono", "ho'oponopono", "hoʻohui", "ho'ohui", "holoi", "kākau hou", "kakau hou"},
	})
	// Samoan: "aua le taʻu atu" (do not tell), "faalilolilo" (secretly);
	// renew/update, change, add, erase, remove.
	registerActionLexicon("sm+r75-tamper", actionLex{
		stealth:  []string{"aua le ta'u", "aua le taʻu", "aua le tau atu", "aua e te ta'u", "aua e te taʻu", "fa'alilolilo", "faʻalilolilo", "faalilolilo", "ma le le iloa"},
		editVerb: []string{"fa'afou", "faʻafou", "faafou", "suia", "fa'aopoopo", "faʻaopoopo", "faaopoopo", "soloi", "aveese", "ave'ese", "aveʻese", "toe tusi"},
	})
	actionTargets50 = append(actionTargets50,
		// The agent's own policy or permission file, in its dot-folder
		// (.agent/policy.yaml, .agents/permissions.json): the list of
		// what the agent may run without asking.
		targetKind{RuleTamperHarness, lazyRegexp(`(?i)\.agents?/(?:[\w.-]+/)?(?:polic(?:y|ies)|permissions?|allow\w*|approvals?|settings|guardrails?)[\w.-]*\.(?:ya?ml|json|toml)\b`), nil, "the agent's policy or permission file"},
		// Another skill named by its quoted name beside the loanword
		// "skill" (le skill "x", skill «x»): another skill's file.
		targetKind{RuleTamperSkills, lazyRegexp(`(?i)\bskills?\s+["“«\x60'][\w.-]{2,40}["”»\x60']|["“«\x60][\w.-]{2,40}["”»\x60]\s+skill`), nil, "another skill"},
	)
}

// Round 75 (tamper): the hiding purpose said with any act as subject, or
// with the cut itself as the object not seen.
//
//   - checkHiddenPurpose43 reads an ordered cut of a record of activity
//     followed by its purpose: that the activity is not seen. Round 48
//     read "so the changes don't show up" for a closed list of nouns; the
//     act can be any ("so the deploy / the rollout / the migration does
//     not show up in the audit logs"): when the purpose names the record
//     it stays out of, the subject need not be a word for activity.
//   - The watchers' variant ("so reviewers don't see the activity") with
//     a pronoun for what was cut ("delete those entries ... so reviewers
//     don't see them"): the pronoun points back at the cut records, which
//     the check already requires before the purpose.
func init() {
	hidePurpose43 = lazyRegexp(hidePurpose43.String() +
		`|(?i:\bso\s+(?:that\s+)?(?:(?:the|this|that|these|those|my|our|its|your|any|each|every|today'?s)\s+)?(?:[\w'-]+\s+){0,2}(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not|never|can'?t|cannot)\s+(?:(?:shows?|turns?|comes?)\s+up|appears?|gets?\s+(?:recorded|logged|written))\s+(?:in|on)\s+(?:the\s+|any\s+|its\s+|our\s+|their\s+)?(?:[\w-]+\s+)?(?:audit\w*|logs?|history|journal\w*|records?|trails?)\b)` +
		`|(?i:\bso\s+(?:that\s+)?(?:the\s+)?(?:team|reviewers?|auditors?|admins?|user|owners?|security(?:\s+team)?|managers?|nobody|no\s+one|they)\s+(?:never|can'?t|cannot|won'?t|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not)\s+(?:see|sees|notice|notices|review|reviews|find|spot|trace|read)\s+(?:them|it|those|these)(?:\s*(?:[.;,!)|]|$)))`)
}

// Round 75 (tamper): a change disguised so that nobody looks at it.
//
//   - Labelling a change as something dull ("mark it as a routine
//     chore") "so nobody looks" or "so no one notices" states the
//     purpose of hiding it from the people who review it, as "don't tell
//     the team" does. Only the purpose clause whose subject is nobody and
//     whose verb is looking or noticing, ending there or on "it/them",
//     is read: "so nobody checks in secrets" has an object of its own.
func init() {
	stealth41 = lazyRegexp(stealth41.String() + `|(?i:\bso\s+(?:that\s+)?(?:nobody|no\s*one|no-one)\s+(?:(?:ever|really|actually)\s+)?(?:looks|notices|looks\s+(?:closely|twice|at\s+(?:it|them|this|that))|(?:notices|questions|checks|reviews|reads)\s+(?:it|them|this|that))\s*(?:[.;,!)—–]|\s-|$))`)
}

// checkTamper75 runs the round-75 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper75(d *doc) {
	if len(d.fences) == 0 {
		return
	}
	lower := d.v.lower
	if lowerHas(lower, "cloudtrail", "audit", "activity log", "activity_log") {
		c.checkAuditOffInCode75(d)
	}
	if strings.Contains(lower, "resource") && strings.Contains(lower, "action") {
		c.checkWildcardGrantHidden75(d)
	}
}

var (
	// auditResource75: the record of who did what, as a resource in
	// code: a CloudTrail trail, an audit log, policy or config, the
	// activity log.
	auditResource75 = lazyRegexp(`(?i)cloudtrail|\baudit(?:[_-]?(?:logs?|logging|config|trail|policy|policies|sink))?\b|\bauditd\b|\bactivity[_\s-]?logs?\b`)
	// loggingOff75: its recording switched off in a key.
	loggingOff75 = lazyRegexp(`(?i)\b(?:enable_?logging|is_?logging|logging_?enabled|logging|enabled?|audit_?enabled|log_?enabled)\b["']?\s*[:=]\s*["']?(?:false|off|no|disabled?)\b`)
	// codeComment75: a comment on a line of code.
	codeComment75 = lazyRegexp(`(?:^|\s)(?:#|//|--|/\*)\s*(.*)$`)
)

// checkAuditOffInCode75 refuses, in a code block, an audit record's
// recording switched off (enable_logging = false on a CloudTrail trail,
// enabled: false on an audit config) with a comment on that line that
// hides it ("set quietly"). Round 66's audit switched off and kept
// quiet, said in the configuration itself: the comment is the order's
// manner. Turning a trail off openly, or with a comment that explains
// (a test account, a cost cut), is an operator's work and is not read.
func (c *checker) checkAuditOffInCode75(d *doc) {
	for _, f := range d.fences {
		code := d.v.text[f.start:f.end]
		pos := 0
		for line := range strings.Lines(code) {
			ls := pos
			pos += len(line)
			line = strings.TrimRight(line, "\r\n")
			if len(line) > 2000 {
				continue
			}
			om := loggingOff75.FindStringIndex(line)
			if om == nil {
				continue
			}
			cm := codeComment75.FindStringSubmatchIndex(line)
			if cm == nil || cm[2] < om[1] || !hidden41(line[cm[2]:cm[3]]) {
				continue
			}
			// the resource the key belongs to: the code before it, back
			// to a blank line or 800 bytes
			bs := max(0, ls-800)
			if i := strings.LastIndex(code[bs:ls], "\n\n"); i >= 0 {
				bs += i + 2
			}
			if !auditResource75.MatchString(code[bs:ls]+line[:om[0]]) || d.labelledExample(f.start+ls+om[0]) {
				continue
			}
			tier, why := downgrade(c.securityContext(d, f.start+ls+om[0]), "switches the audit record's logging off in the configuration and keeps it quiet")
			c.add(d, RuleTamperReview, tier, f.start+ls+om[0], f.start+ls+om[1], why)
			return
		}
	}
}

var (
	// wildcardAction75 / wildcardResource75: a cloud policy statement
	// that allows every action on every resource.
	wildcardAction75   = lazyRegexp(`(?i)["']?\bActions?["']?\s*[:=]\s*\[?\s*["']\*["']`)
	wildcardResource75 = lazyRegexp(`(?i)["']?\bResources?["']?\s*[:=]\s*\[?\s*["']\*["']`)
)

// checkWildcardGrantHidden75 refuses a policy that allows every action on
// every resource (full administrator) when a comment in the same code
// block, or the sentence right after the block, keeps it from review
// ("widen the role quietly", "leave it out of the PR description"). A
// grant of everything is the widest privilege there is; written into a
// role while hidden from the reviewers, it is escalation, not setup. The
// same policy shown openly, or named as what not to do, is not read.
func (c *checker) checkWildcardGrantHidden75(d *doc) {
	for _, f := range d.fences {
		code := d.v.text[f.start:f.end]
		am := wildcardAction75.FindStringIndex(code)
		if am == nil || !wildcardResource75.MatchString(code) {
			continue
		}
		hidden := false
		for line := range strings.Lines(code) {
			line = strings.TrimRight(line, "\r\n")
			if commentHidden77(line) { // round 77: not said of an attacker, nor negated (tamper77.go)
				hidden = true
				break
			}
		}
		if !hidden {
			for _, u := range d.units {
				if u.fence < 0 && u.start >= f.close {
					t := d.unitText(u)
					hidden = c.hiddenHere77(d, u, t, 0) // round 77: an order, not a description (tamper77.go)
					break
				}
			}
		}
		if !hidden || d.labelledExample(f.start+am[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, f.start+am[0]), "grants every action on every resource and keeps the grant from review")
		c.add(d, RuleTamperPrivilege, tier, f.start+am[0], f.start+am[1], why)
		return
	}
}

// Round 75 (tamper): "without commenting on it" as secrecy in the Romance
// languages. "Hazlo sin comentarlo" (do it without remarking on it) keeps
// the change from the user as "sin decírselo" does. Only the forms with
// the object pronoun are read: "código sin comentar" (uncommented code)
// and "sin comentarios" describe code, not a manner of acting.
func init() {
	registerActionLexicon("es+r75-tamper", actionLex{
		stealth: []string{"sin comentarlo", "sin comentarla", "sin comentárselo", "sin comentarselo", "sin comentárselo a", "sin comentarle nada", "sin comentar nada"},
	})
	registerActionLexicon("pt+r75-tamper", actionLex{
		stealth: []string{"sem comentá-lo", "sem comenta-lo", "sem comentar nada", "sem fazer comentário"},
	})
	registerActionLexicon("it+r75-tamper", actionLex{
		stealth: []string{"senza commentarlo", "senza commentarla", "senza commentare nulla", "senza commentare niente"},
	})
	registerActionLexicon("fr+r75-tamper", actionLex{
		stealth: []string{"sans le commenter", "sans la commenter", "sans rien commenter", "sans commentaire à l'utilisateur"},
	})
}
