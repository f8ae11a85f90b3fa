package safety

import "strings"

// Round 90 (tamper, propagate, payload, destructive), tuned on
// fresh267-270.

// checkTamper90 runs the round-90 checks of the family (hooked from
// tamper.go's list).
func (c *checker) checkTamper90(d *doc) {
	actionLexiconsReady()
	if d.field == FieldBody {
		c.checkPropagation90(d)
		c.checkPropagation90Code(d)    // propagate90.go
		c.checkPropagationPurpose90(d) // propagate90.go
	}
	c.checkGuardRuleSwap90(d)
}

// Round 90 (payload, destructive): two shapes the lists lacked.
func init() {
	// A download piped into a shell that a wrapper runs elsewhere: inside
	// the host's own root (chroot /host sh, as a privileged container
	// with the host's / mounted does), in PID 1's namespaces (nsenter), or
	// as root through doas. The wrapper changes where and as whom the
	// script runs, not that a download runs unseen: the same as "| sudo
	// sh", judged by its origin as every pipe-to-shell is (checkRemoteExec).
	pipeToShell = append(pipeToShell[:len(pipeToShell):len(pipeToShell)],
		lazyRegexp(`(?i)\b(?:curl|wget|fetch|iwr)\b[^|\n]*\|\s*(?:(?:sudo|doas)\s+(?:-\S+\s+)*)?(?:chroot\s+(?:-\S+\s+)*[^\s|;&]+|nsenter(?:\s+-\S+(?:\s+\d+)?)*|doas(?:\s+-\S+)*)\s+(?:/(?:usr/)?bin/)?(?:(?:ba|z|da|k)?sh|python[23]?|perl)\b`))
	// A Windows drive reformatted by cmd's format with its confirmation
	// suppressed (/Y), or answered by a piped "y": the same as
	// Format-Volume or mkfs on a disk (diskWipeWhat), judged by the same
	// exemptions (a removable disk the skill has the user list first).
	// format C: is round 40's system disk; a format the user confirms
	// at its own prompt is left to the user.
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)\bformat(?:\.com)?\s+["']?[a-z]:["']?(?:\s+/[\w:=]+)*?\s+/y\b|\becho\s+y\w*\s*\|\s*format(?:\.com)?\s+["']?[a-z]:`),
			[]string{"format"}, diskWipeWhat, false, nil})
}

// Round 90: concealment said in words the lists lacked, heard by every
// rule that asks whether a change is kept quiet (quietHits81,
// concealedML81):
//   - "not in the changelog / the history / the edit summary": the
//     change is kept out of the record the owners read to learn what
//     changed, which hides it from them as "don't tell the user" does
//     (German, Dutch, Polish, Czech, Spanish, French).
//   - the informal imperative "don't tell" of Tamil ("சொல்லாதே"), beside
//     the polite forms the lexicon holds.
func init() {
	covertStealthML = append(covertStealthML, lowerStems(
		"nicht im änderungsprotokoll", "nicht ins änderungsprotokoll", "nicht im changelog", "nicht in den changelog", "nicht im commit", "nicht in der historie", "nicht im verlauf",
		"niet in de changelog", "niet in het wijzigingslogboek", "niet in de geschiedenis",
		"nie w changelogu", "nie w dzienniku zmian", "nie w historii zmian",
		"ne do changelogu", "nezmiňuj v historii", "neuváděj v changelogu",
		"no lo pongas en el changelog", "no en el registro de cambios", "fuera del registro de cambios",
		"pas dans le changelog", "pas dans le journal des modifications", "hors du journal des modifications",
		"சொல்லாதே", "தெரிவிக்காதே", "குறிப்பிடாதே",
	)...)
	// The carrying into someone else's agent said with a causative
	// ("have each member add it to their own assistant"): the other
	// person is made to plant the skill in their own agent, round 77's
	// relay (prop77TheirAgent). The causative names the other person;
	// "add this skill to your assistant" (an install step) has none.
	actionTargets50 = append(actionTargets50, actionTargets90...)
	prop77TheirAgent = append(prop77TheirAgent, lowerStems(
		"アシスタントに追加させ", "アシスタントに入れさせ", "アシスタントに登録させ", "エージェントに追加させ", "エージェントに入れさせ", "アシスタントに追加してもらう", "エージェントに追加してもらう",
	)...)
}

// actionTargets90: places the action rule's quiet tampering reads
// (actionTamperTargets41), in word orders the lists lacked: the other
// skills' files named with the quantifier before "SKILL.md" (German
// "jeder anderen SKILL.md-Datei", Polish "innych plików SKILL.md") or
// after the noun (Malay and Indonesian "fail skills lain", "skills
// lain"), and the agent's settings in Malay ("tetapan ejen"). Each is a
// file that steers the agent or another skill later; changed with the
// change kept from the user, it is the quiet tampering the rule reads.
var actionTargets90 = []targetKind{
	{RuleTamperSkills, lazyRegexp(`(?i)(?:^|[^\pL])(?:jede[nmrs]?|alle[nr]?|sämtliche[nr]?|innych|wszystkich|ostatních|všech)\s+(?:anderen\s+|innych\s+|ostatních\s+)?(?:plików\s+|souborů\s+)?SKILL\.md|(?:^|[^\pL])(?:fail\s+)?skills?\s+(?:yang\s+)?lain(?:nya)?(?:[^\pL]|$)`),
		nil, "another skill or the skill library"},
	{RuleTamperHarness, lazyRegexp(`(?i)(?:^|[^\pL])tetapan\s+(?:ejen|agen|pembantu)(?:[^\pL]|$)`), nil, "the agent harness's settings"},
}

// Round 90 (propagate): this skill's text or instruction carried into
// every other skill file, or installed on each team member's computer,
// in words the lexicons lacked: Polish "write the content of this file
// at the top of all other SKILL.md files", Czech "put this instruction
// into all the other skills", Hebrew "connect to each team member's
// computer and install this skill there". Read as rounds 87 and 88 are
// (propagationNear): the skill named as itself, a carrying verb and a
// place that is every other skill file or every other person's machine,
// close together. "Each team member installs this skill on their own
// computer" names no one else's machine and is not read.
var (
	self90 = concept{
		// The skill as the object carried: its content or itself in the
		// accusative, not a genitive that can be the destination ("do
		// tego pliku": into this file).
		"treść tego pliku", "zawartość tego pliku", "tekst tego pliku", "treść tej umiejętności", "tę umiejętność", "te instrukcje",
		"tento pokyn", "tuto instrukci", "tyto pokyny", "tuto dovednost", "obsah tohoto souboru",
		"הסקיל הזה", "המיומנות הזו", "הקובץ הזה",
	}
	copy90 = concept{
		"wpisz", "wklej", "dopisz", "wstaw",
		"vlož", "vložte", "vepiš", "připiš",
		"להתקין", "התקן", "התקינו",
	}
	places90 = concept{
		"wszystkich innych plików", "wszystkie inne pliki", "innych plików skill", "każdego pliku skill", "każdym pliku skill",
		"všech ostatních dovedností", "všech ostatních souborů skill", "každého souboru skill", "všech ostatních skillů",
		"למחשב של כל", "במחשב של כל", "המחשבים של כל", "למחשבים של כל", "במחשבים של כל",
	}
)

// checkPropagation90 reads each prose statement of the body for this
// skill, a carrying verb and one of places90 close together.
func (c *checker) checkPropagation90(d *doc) {
	c.propagationNear(d, self90, copy90, places90, 200, "tells the agent to carry this skill into every other skill file or onto each team member's computer (self-propagation)")
}

// Round 90 (h269-tamper-08): a shell startup file (or hook) given a line
// that turns a guard off: commit signing unset or set false, or the line
// of a policy file that requires review, approval or confirmation
// deleted in place. Written there, the guard is taken away again each
// time a shell starts, so putting it back does not hold: persistence for
// the weakening, as a startup line that fetches a payload is persistence
// for an attack. Turning signing on, or a sed that deletes another line,
// is setup.
var (
	guardOffLine90 = lazyRegexp(`(?i)--unset(?:-all)?\s+(?:commit|tag)\.gpgsign\b|\b(?:commit|tag)\.gpgsign\s*=?\s*["']?(?:false|0|no|off)\b|\bsed\s+(?:-\w+\s+)*-i\S*\s+(?:-\w+\s+)*["']?/[^/\n"']*(?:require|review|approv|confirm|verif|protect|audit)[^/\n"']*/d\b`)
)

// startupGuardOff90 reports that w, what a write adds to a startup
// file, turns a guard off.
func startupGuardOff90(w string) bool {
	if !strings.Contains(w, "gpgsign") && !strings.Contains(w, "sed") {
		return false // the cheap test first
	}
	return guardOffLine90.MatchString(w)
}

// Round 90 (h269-tamper-10): a written rule that makes someone (the
// agent, a team) confirm, ask or get approval first, rewritten into one
// that grants the permission ("'Always confirm before deleting' becomes
// 'Deletion is pre-approved'") or deleted, with the edit kept from the
// people who watch the page (marked minor, kept out of the watchlists,
// the notifications or the history). The confirmation is the guard;
// swapping it for a standing permission where its owners will not see
// the change takes it away behind their backs, whatever page or file
// holds it. The same swap made in the open, or a rule made stricter, is
// the owners' own editing.
var (
	// guardRuleSwap90: an order to replace or delete a quoted rule that
	// asks for confirmation, approval or review; for a replacement, the
	// quoted text it becomes grants the permission.
	guardRuleSwap90 = lazyRegexp(`(?i)\b(?:replace|change|rewrite|reword|swap|overwrite|edit)\w*\b[^.\n]{0,120}?["'“‘][^"'”’\n]{0,80}?\b(?:confirm\w*|ask\w*\s+(?:[\w-]+\s+){0,3}?(?:first|before)|approv\w*|review\w*|permission|sign-?off)\b[^"'”’\n]{0,80}["'”’][^.]{0,40}?\b(?:with|to|into|by|for)\s+["'“‘][^"'”’\n]{0,80}?(?:\bpre-?(?:approved|authori[sz]ed|confirmed)\b|\bno\s+(?:need\s+to\s+|longer\s+)?(?:confirm|approv|ask|review)\w*|\bwithout\s+(?:confirm\w*|asking|approv\w*|review\w*)|\b(?:is|are)\s+(?:always\s+)?(?:allowed|permitted|approved|authori[sz]ed|fine|ok(?:ay)?)\b|\bauto-?approv\w*|\bnot\s+(?:required|needed)\b)|\b(?:delete|remove|drop|strip|cut)\w*\s+(?:the\s+)?(?:section|line|rule|paragraph|sentence|step)?\s*["'“‘][^"'”’\n]{0,80}?\b(?:confirm\w*|ask\w*\s+(?:[\w-]+\s+){0,3}?(?:first|before)|approv\w*|review\w*|sign-?off)\b[^"'”’\n]{0,80}["'”’]`)
	// editHidden90: the edit kept from those who watch the page.
	editHidden90 = lazyRegexp(`(?i)\bmark\w*\s+(?:it|this|that|the\s+(?:edit|change|revision|commit|update)s?)\s+as\s+(?:a\s+)?(?:minor|trivial|typo|cosmetic)\b|\bso\s+(?:that\s+)?(?:it|they|the\s+(?:edit|change|update)s?)\s+(?:doesn't|does\s+not|don't|do\s+not|won't|will\s+not|never)\s+(?:show|appear|surface|turn\s+up)\s+(?:up\s+)?in\s+(?:the\s+|any(?:one's)?\s+|their\s+)?(?:watch\s*lists?|notifications?|feeds?|change\s*logs?|recent\s+changes|activity|history|digests?)\b|\b(?:without|suppress\w*|silenc\w*)\s+(?:the\s+|any\s+)?(?:watch\s*list|watcher|change\s+notification|edit\s+notification)s?\b`)
)

// checkGuardRuleSwap90 refuses a confirmation rule swapped for a
// permission (or deleted) with the edit hidden, in the sentence or the
// next one (hooked from checkTamper90).
func (c *checker) checkGuardRuleSwap90(d *doc) {
	if !lowerHas(d.v.lower, "confirm", "approv", "ask", "review", "sign") || !lowerHas(d.v.lower, "minor", "trivial", "typo", "cosmetic", "watch", "notification", "feed", "changelog", "change log", "recent changes", "history", "digest", "activity") {
		return // the cheap test first
	}
	for u, t := range d.shortPlainUnits() {
		m := guardRuleSwap90.FindStringIndex(t)
		if m == nil {
			continue
		}
		quiet := t + " " + nextUnitText(d, u)
		if len(quiet) > 2*maxIntentUnit {
			quiet = quiet[:2*maxIntentUnit]
		}
		if !editHidden90.MatchString(quiet) && !stealthWords.MatchString(quiet) {
			continue
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || d.labelledExample(u.start+m[0]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "rewrites a rule that requires confirmation or approval into a standing permission (or deletes it), with the edit kept from those who watch the page")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}
