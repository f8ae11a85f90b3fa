package safety

import (
	"strings"
)

// Session 23: fresh131-134's false refusals by the rules, fixed by
// principle (TestConstructsRound53Lead).

func init() {
	// A skill whose declared job is a skill's lifecycle (deprecating,
	// retiring, renaming or sunsetting one) updates the references other
	// skills hold to it as its job, as one that manages or organises
	// skills does: its edits of other skills are flagged for the reviewer,
	// not refused (stealth still refuses).
	topicSkills = lazyRegexp(topicSkills.String() + `|(?i)\b(?:deprecat|retir|renam|sunset)\w*(?:\s*(?:,|and|or|&)\s*\w+)?\s+(?:(?:an?|the|old|older|outdated|obsolete|existing|unused|legacy|stale)\s+)*skills?\b`)
}

// scrutinyBefore53: the text before a permission setting makes it the
// object of scrutiny: a reviewer is told to question, challenge, reject or
// push back on a change "like `Bash(*)`". As with preferredOver ("prefer
// narrow patterns over Bash(*)"), the setting is the thing to catch, not
// an order to set it.
var scrutinyBefore53 = lazyRegexp(`(?i)\b(?:question|challeng\w*|scrutini[sz]\w*|reject\w*|refus\w*|den(?:y|ies|ied)|veto\w*|object\w*\s+to|push\w*\s+back\s+(?:on|against)|queries|query|contest\w*|disput\w*|ask\s+(?:about|why)|block\w*|escalat\w*|send\s+back)\b([^.\n]{0,60}?)\b(?:such\s+as|like|e\.g\.,?|including|for\s+example)\s+\W*$`)

// scrutinyNegated53: "don't question ...", "no need to reject ...": the
// scrutiny is waved away, so the setting is no longer its object.
var scrutinyNegated53 = lazyRegexp(`(?i)\b(?:don'?t|do\s+not|never|no\s+need\s+to|stop|without|needn'?t|shouldn'?t|mustn'?t|not)\s+(?:\w+\s+){0,2}$`)

func scrutinisedSetting53(pre string) bool {
	m := scrutinyBefore53.FindStringIndex(pre)
	if m == nil {
		return false
	}
	return !scrutinyNegated53.MatchString(pre[:m[0]])
}

// attackStage53 opens a list item that names a stage of an attack (the
// kill chain's or ATT&CK's tactic names: "Initial access:", "Credential
// theft", "Lateral movement", "Backup deletion"), optionally in bold.
var attackStage53 = lazyRegexp(`(?i)^[ \t>]*(?:[-*+]|\d{1,3}[.)])[ \t]+[*_]{0,2}(?:(?:stage|step|phase)\s+\d+\s*[:.—–-]\s*)?(?:reconnaissance|recon|weaponi[sz]ation|delivery|initial\s+(?:access|compromise|foothold)|exploitation|installation|execution|persistence|privilege\s+escalation|defen[cs]e\s+evasion|credential\s+(?:access|theft|dumping|harvesting)|discovery|lateral\s+movement|collection|staging|command\s+and\s+control|c2|exfiltration|impact|encryption|extortion|ransom\s+note|backup\s+(?:deletion|destruction|removal|wiping)|inhibit\s+system\s+recovery|log\s+(?:clearing|deletion|wiping))\b`)

// attackStageList53 reports a position inside a Markdown list at least
// three of whose items open by naming a stage of an attack: the list walks
// through how an attack unfolds (a kill chain for a tabletop exercise), so
// a command quoted in one of its items names the technique of that stage.
// Only a security skill reads it so (securityContext), and only in prose:
// a code block is never a mention.
func (d *doc) attackStageList53(pos int) bool {
	t := d.v.text
	ls, le := d.lineAt(pos)
	if !listMarker.MatchString(t[ls:le]) {
		return false
	}
	stages := 0
	count := func(s, e int) bool {
		line := t[s:e]
		if !listMarker.MatchString(line) {
			return false
		}
		if attackStage53.MatchString(line) {
			stages++
		}
		return true
	}
	count(ls, le)
	// At most 40 lines each way: a list longer than that is not read
	// whole for every match (1 MB inputs stay linear).
	for s, n := ls, 0; s > 0 && n < 40; n++ {
		ps, pe := d.lineAt(s - 1)
		if strings.TrimSpace(t[ps:pe]) == "" || !count(ps, pe) {
			break
		}
		s = ps
	}
	for e, n := le, 0; e < len(t)-1 && n < 40; n++ {
		ns, ne := d.lineAt(e + 1)
		if ns <= e || strings.TrimSpace(t[ns:ne]) == "" || !count(ns, ne) {
			break
		}
		e = ne
	}
	return stages >= 3
}
