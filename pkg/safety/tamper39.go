package safety

import (
	"strings"
)

// Round 39 (tamper family): tampering read in shapes the earlier rules
// missed. Each principle is the one the older rules hold, carried to a
// form they did not read:
//   - other skills' files named by their file name alone ("every other
//     SKILL.md") are other skills;
//   - the records that mention this skill, erased from a log, are its own
//     trace erased;
//   - a CI change that makes a secret land somewhere public hands the
//     secret to everyone;
//   - "so no one notices" is secrecy in any language, as "without telling
//     the user" is.

func init() {
	stealthStems = append(stealthStems, "system prompt", "system_prompt", "system-prompt")
	// Other skills' SKILL.md without the word "files" ("open every other
	// SKILL.md in the skills folder").
	tamperTargets = append(tamperTargets, targetKind{RuleTamperSkills,
		re(`(?i)\b(?:other|all|every|each|existing|installed|remaining)␣(?:(?:installed|existing|other|loaded|available)␣){0,2}SKILL\.md\b`),
		[]string{"skill.md"}, "another skill or the skill library"})
	// "So that no one notices": secrecy about the act, whoever would
	// notice it. (The lexicons are registered by the actions_*.go files'
	// init functions, which run before this file's.)
	for lang, words := range noticeStealth {
		if l, ok := actionLexicons[lang]; ok {
			l.stealth = append(l.stealth[:len(l.stealth):len(l.stealth)], words...)
			actionLexicons[lang] = l
		}
	}
}

// noticeStealth: "so that nobody notices", "don't let anyone notice",
// "without anyone noticing", per language.
var noticeStealth = map[string][]string{
	"vi": {"đừng để ai chú ý", "đừng để ai biết", "đừng để ai để ý", "không để ai chú ý", "không để ai biết", "không để ai để ý", "để không ai chú ý", "để không ai biết", "để không ai để ý", "mà không ai hay biết"},
	"it": {"senza che nessuno se ne accorga", "senza che nessuno lo noti", "in modo che nessuno se ne accorga", "perché nessuno se ne accorga", "che nessuno se ne accorga"},
	"es": {"sin que nadie se entere", "sin que nadie lo note", "sin que nadie se dé cuenta", "para que nadie se entere", "para que nadie lo note", "que nadie se entere"},
	"pt": {"sem que ninguém perceba", "sem que ninguém note", "para que ninguém perceba", "para ninguém perceber", "que ninguém perceba"},
	"fr": {"sans que personne ne le remarque", "sans que personne ne s'en aperçoive", "pour que personne ne le remarque", "que personne ne le remarque"},
	"de": {"ohne dass es jemand merkt", "damit es niemand merkt", "damit niemand es merkt", "ohne dass jemand es bemerkt", "damit es keiner merkt"},
	"nl": {"zonder dat iemand het merkt", "zodat niemand het merkt", "zodat niemand het ziet"},
}

// traceErase39: the entries that mention this skill (or the agent)
// removed from a log or audit trail: the same erasure as traceErase,
// with the records picked by what they name rather than whose they are.
var traceErase39 = lazyRegexp(`(?i)\b(?:remov|delet|eras|purg|strip|scrub|wip|drop|filter|prun|clear|redact)\w*\s+(?:out\s+)?(?:every|all|any|each|the)?\s*(?:\w+\s+)?(?:entr(?:y|ies)|records?|lines?|events?|rows?)\s+(?:that\s+|which\s+)?(?:mention|referenc|name|contain|involv|concern|about|relat|by|of)\w*\s+(?:to\s+)?(?:this\s+skill|the\s+agent|the\s+assistant|this\s+tool|you)\b[^\n]{0,80}?\b(?:logs?|trails?|history|histories|journals?)\b`)

var (
	// ciWord: the CI pipeline, a workflow or a build job named.
	ciWord = lazyRegexp(`(?i)\b(?:CI|CI/CD|pipelines?|workflows?|build\s+jobs?|jobs?|GitHub\s+Actions?|actions?\s+runs?)\b`)
	// ciEditOrder: a sentence opening with an order to change something.
	ciEditOrder = lazyRegexp(`(?i)\b(?:patch|modify|change|edit|update|add|make|set\s+up|configure|adjust|tweak|rewrite|alter|amend)\b`)
	// secretNamed: a secret by its variable's name or by the word.
	secretNamed = lazyRegexp(`\b[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:TOKEN|SECRET|KEY|PASSWORD|PASS|PAT|CREDENTIALS?)\b|(?i:\b(?:secrets?|tokens?|credentials?|api\s+keys?|passwords?|private\s+keys?)\b)`)
	// exposeVerb: what writes a value where it can be read.
	exposeVerb = lazyRegexp(`(?i)\b(?:echo|print|log|dump|cat|writ|wrote|copi|copy|upload|publish|expos|past|includ|embed|leak|mirror|sav|stor|attach)\w*`)
	// publicPlace39: a place anyone can read.
	publicPlace39 = lazyRegexp(`(?i)\bpublic(?:ly)?\s+(?:\w+\s+){0,2}?(?:artifacts?|logs?|pages?|gists?|repo\w*|buckets?|issues?|comments?|channels?|urls?|sites?|pastes?|releases?|wikis?|readme)\b|\bworld-readable\b`)
)

// checkCISecretPublic refuses an order to change the CI so that a secret
// is written into a public place (a public artifact, log, page or
// release): the repository's credentials handed to everyone who looks.
// "so the token is never echoed into a public log" is the opposite.
func (c *checker) checkCISecretPublic(d *doc) {
	if !strings.Contains(d.v.lower, "public") && !strings.Contains(d.v.lower, "world-readable") {
		return
	}
	for u, t := range d.proseTexts() {
		lt := strings.ToLower(t)
		if !strings.Contains(lt, "public") && !strings.Contains(lt, "world-readable") {
			continue
		}
		pm := publicPlace39.FindStringIndex(t)
		if pm == nil || !ciWord.MatchString(t) {
			continue
		}
		om := ciEditOrder.FindStringIndex(t)
		if om == nil || om[0] > pm[0] || !imperativeAt(t, om[0]) {
			continue
		}
		lo := max(om[1], pm[0]-160)
		sm := secretNamed.FindStringIndex(t[lo:pm[0]])
		if sm == nil {
			continue
		}
		// The verb that exposes it sits between the order and the public
		// place, and is not negated ("is never echoed").
		var vm []int
		for _, m := range exposeVerb.FindAllStringIndex(t[lo:pm[0]], -1) {
			vm = m
		}
		if vm == nil || negatedBefore(t[max(0, lo+vm[0]-60):lo+vm[0]]) {
			continue
		}
		s, e := u.start+om[0], u.start+pm[1]
		tier, msg := downgrade(c.securityContext(d, s), "tells the agent to change the CI so a secret is written into a public place (an artifact, log or page anyone can read)")
		c.add(d, RuleTamperCI, tier, s, e, msg)
	}
}

// checkTamper39 runs this round's readings (called from checkTamper).
func (c *checker) checkTamper39(d *doc) {
	c.checkCISecretPublic(d)
	for _, m := range d.findAll(traceErase39, []string{"log", "trail", "history", "journal"}, true) {
		if c.negated(d, m[0]) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, m[0]), "erases the entries that name this skill or the agent from a log or audit trail (hides what it did)")
		c.add(d, RuleTamperReview, tier, m[0], m[1], msg)
	}
}

var (
	// leadAdverb: a sequencing word before an order ("Also open X and
	// delete ..."): the order is still the sentence's own.
	leadAdverb = lazyRegexp(`^(?:(?:also|then|first|next|now|finally|and)[\s,]+)+`)
	// afterTargetPlace: the target's place named before the edit that
	// follows ("open every other SKILL.md in the skills folder and
	// delete ..."): the edit is still of the target.
	afterTargetPlace = lazyRegexp(`(?i)^[\w./-]*[\s` + "`" + `'"*_)]*(?:in|under|inside|within)\s+(?:the\s+|your\s+|its\s+)?[\w./~-]+(?:\s+(?:folder|directory|dir|tree|repo|repository|library))?\s*(?:,\s*)?(?:and|then)\s+(?:then\s+)?$`)
)
