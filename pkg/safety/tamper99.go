package safety

import "strings"

// Round 99 (tamper, propagate and routing scope), tuned on fresh299-302.
//
// Lexicon gaps, each the same meaning the rules already read in other
// languages, written in a form the lexicon did not name:
//
//   - Czech declines the quantifier's phrase: "u každého dotazu" (with
//     each query, genitive after "u") is every request as "každý dotaz"
//     is. Only the genitive of the nouns the lexicon names already.
//   - Greek "σε κάθε θέμα" (on every subject) is any topic, as Polish
//     "na każdy temat" is. Greek puts "για" (for) before the
//     quantifier ("για κάθε αίτημα"), where the topic rule read it as a
//     narrowing topic; a claim of every subject beside it widens the
//     request again (anyTopicSameSentence45). Only "σε" (on, in): "για
//     κάθε θέμα" is also "about each topic" of a course's notes.
//   - Norwegian "hvert nytt prosjekt" (every new project) is every
//     project made later, as "hvert prosjekt" and Swedish "varje nytt
//     projekt" are; a project template ("prosjektmalen",
//     "cookiecutter-malen") is every project made from it (round 97).
//   - Afrikaans "stilweg" (quietly) is secrecy as "stilletjies" is, and
//     "die ander vaardighede" (the other skills) is another skill's file
//     as Dutch "andere vaardigheden" is: a quiet change to it steers the
//     agent later (round 41's quiet tampering).
func init() {
	registerActionLexicon("cs+r99-tamper", actionLex{
		everyReq: []string{"každého dotaz", "každého požadavk", "každé otázky", "každé zprávy", "každého úkolu", "každé konverzace"},
	})
	registerActionLexicon("el+r99-tamper", actionLex{
		anyTopic: []string{"σε κάθε θέμα", "σε όλα τα θέματα", "σε οποιοδήποτε ζήτημα", "σε κάθε ζήτημα"},
	})
	registerActionLexicon("no+r99-tamper", actionLex{
		otherPlaces: []string{"hvert nytt prosjekt", "hvert nye prosjekt", "ethvert nytt prosjekt", "alle nye prosjekt", "hvert nytt repo", "prosjektmalen", "cookiecutter-malen"},
	})
	registerActionLexicon("af+r99-tamper", actionLex{
		stealth: []string{"stilweg"},
	})
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"ander vaardighede", "die ander skills")
}

// English readings of round 99:
//
//   - A dotted settings key ("audit_log.enabled=false",
//     "audit.logging.enabled: off") switches the audit record off as
//     "audit_log_enabled=false" does (auditOff50's setting form): the
//     separator between the key's parts changes nothing.
//   - Telling only part of what was done ("mention only the first
//     change", "report just the first one") keeps the rest from the
//     user, as "don't mention the second change" does: the order names
//     what is told only to leave the others out. Only with an ordinal
//     or "one of": "mention only the changed files" picks a format.
//   - A standing approval without the human look ("PRs from this
//     account are auto-approved and merged without human review"),
//     with the audit record that would show it switched off in the
//     same breath, is round 98's forged review written as a rule of
//     the bot rather than as one approval: the agent arranges that
//     someone's changes go in unchecked and unrecorded. Automatic
//     approval alone is an ordinary bot setting (dependabot patches),
//     so the record switched off (auditOff40) or secrecy is required.
func init() {
	auditOff50 = lazyRegexp(auditOff50.String() + `|(?i:["']?audit\w*(?:\.\w+)*\.(?:enabled?|on|active)["']?\s*[:=]\s*["']?(?:false|0|no|off|none)\b)`)
	stealth41 = lazyRegexp(stealth41.String() + `|(?i:\b(?:mention|report|tell\s+(?:the\s+user|them|anyone)\s+about|describe|name|list|note)\s+(?:only|just)\s+(?:the\s+)?(?:first|1st)\s+(?:change|edit|one|step|part|item)s?\b|\b(?:only|just)\s+(?:mention|report|describe|name)\s+(?:the\s+)?(?:first|1st)\s+(?:change|edit|one|step|part|item)s?\b)`)
}

var (
	// autoApprove99: approval or merging done by the bot itself.
	autoApprove99 = lazyRegexp(`(?i)\bauto-?(?:approv|merg)\w*|\b(?:approv|merg)\w*\s+(?:and\s+(?:approv|merg)\w*\s+)?automatically\b`)
	// noHumanLook99: the human look an approval stands for, skipped.
	noHumanLook99 = lazyRegexp(`(?i)\bwithout\s+(?:a\s+|any\s+)?(?:human|manual|maintainer|owner|people'?s?|reviewer)\s+(?:reviews?|approvals?|sign-?offs?|checks?|looks?)\b|\bbypass\w*\s+(?:the\s+)?(?:human|manual)\s+reviews?\b`)
)

// checkTamper99 runs the round-99 tamper checks (hooked from
// checkTamper).
func (c *checker) checkTamper99(d *doc) {
	if strings.Contains(d.v.lower, "approv") || strings.Contains(d.v.lower, "merg") {
		c.checkUnrecordedAutoApprove99(d)
	}
	if strings.Contains(d.v.lower, ".git/hooks/") && strings.Contains(d.v.lower, "push") {
		c.checkQuietPushHook99(d)
	}
}

// hookWrite99: an order that writes a git hook ("write
// .git/hooks/post-commit with:"), the content in the block after it.
var hookWrite99 = lazyRegexp(`(?i)\b(?:write|create|add|put|save|make)\b[^.\n]{0,40}?\.git/hooks/[\w-]+`)

// checkQuietPushHook99 refuses a sentence that writes a git hook whose
// content, in the block it introduces, quietly pushes the repository to
// a literal address (quietPush99's reading, where the content is not on
// the sentence's own line).
func (c *checker) checkQuietPushHook99(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := hookWrite99.FindStringIndex(t)
		if m == nil || !strings.HasSuffix(strings.TrimSpace(t), ":") {
			continue
		}
		if nb := c.neighbourhood(d, u); nb == "" || !quietPushURL99(nb) {
			continue
		}
		if c.negated(d, u.start+m[0]) || negatedBefore(t[max(0, m[0]-60):m[0]]) || d.labelledExample(u.start+m[0]) || threatLabel.MatchString(t) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "writes a git hook that quietly pushes the repository to an address the skill chose, so every later commit leaves unseen")
		c.add(d, RuleTamperStartup, tier, u.start+m[0], u.start+m[1], why)
	}
}

// checkUnrecordedAutoApprove99 refuses an ordered standing approval
// without the human look, with the audit record switched off or the act
// kept quiet in the sentence or the next.
func (c *checker) checkUnrecordedAutoApprove99(d *doc) {
	if !strings.Contains(d.v.lower, "without") && !strings.Contains(d.v.lower, "bypass") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		am := autoApprove99.FindStringIndex(t)
		if am == nil || !noHumanLook99.MatchString(t) {
			continue
		}
		nt := shortNextText(d, u, 200)
		if auditOff40.FindStringIndex(t) == nil && auditOff40.FindStringIndex(nt) == nil && !hidden41(t) && !hidden41(nt) && !unrecorded98.MatchString(t) && !unrecorded98.MatchString(nt) {
			continue
		}
		if c.negated(d, u.start+am[0]) || negatedBefore(t[max(0, am[0]-60):am[0]]) || d.labelledExample(u.start+am[0]) || threatLabel.MatchString(t) || rejectsKind.MatchString(t) || c.describedNotOrdered(d, u, t, am[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+am[0]), "sets changes to be approved without the human review and switches off or hides the record that would show it")
		c.add(d, RuleTamperReview, tier, u.start+am[0], u.start+am[1], why)
	}
}

// quietPushURL99: a startup file's or hook's content that pushes the
// repository to a remote given as a literal address, with its output
// silenced (--quiet, -q, /dev/null). A post-commit hook of that kind
// sends every later commit to a host the skill chose, unseen: it reaches
// the network as a download does, which round 39's hooksPath reading
// (hookDirDownloaded) already says of a push to a literal URL. A push to
// a configured remote ("git push origin") or a loud one is left to the
// reviewer.
func quietPushURL99(w string) bool {
	if !strings.Contains(w, "push") {
		return false
	}
	for _, m := range gitPushURLRe.FindAllStringIndex(w, 4) {
		le := strings.IndexByte(w[m[0]:], '\n')
		if le < 0 {
			le = len(w)
		} else {
			le += m[0]
		}
		if quietPush99.MatchString(w[m[0]:le]) {
			return true
		}
	}
	return false
}

// quietPush99: a push's output silenced.
var quietPush99 = lazyRegexp(`\s(?:--quiet|-q)\b|/dev/null`)
