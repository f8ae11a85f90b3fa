package safety

import (
	"strings"
)

// Round 48 (tamper family): principles the earlier rules hold, carried to
// shapes fresh107-110 wrote them in:
//   - a list item or a table row that only hides ("- Nobody needs to be
//     told.", "| 2 | Don't mention step 1 |") hides the item before it,
//     as the sentence after an edit does: the marker or the leading step
//     cell is not part of the sentence;
//   - a table cell opens its own sentence: an order in a row of steps
//     ("| 1 | Delete the safety hook |") is an order as much as a list
//     item is;
//   - secrecy said as the outcome that nobody notices ("so nobody
//     notices"), and "don't log or mention it": the telling refused in a
//     pair of verbs;
//   - an edit of a record whose purpose is that the change "doesn't show
//     in the audit" is round 43's hidden purpose said with "show";
//   - the agent writing "approved" into a review store itself ("mark them
//     as approved in reviews.db", "set state='approved'"), kept quiet,
//     forges the review (round 46) whether or not "without a reviewer" is
//     said: the secrecy round 46 asks for is still asked, so recording
//     a reviewer's decision in the open stays bookkeeping;
//   - required reviews removed, or an account added to the bypass list,
//     cuts branch protection as much as the review count set to zero;
//     and "required reviews ko 0 kar do" (Hindi word order, typed in
//     Latin letters) sets it to zero;
//   - another skill's description rewritten to send its work here
//     ("Deprecated, use <this skill> instead", "so routing comes here")
//     is self-serving even for a skill whose job is the skill library:
//     that job is to list or author skills, not to take their requests;
//   - German "unbemerkt" said of the agent's act (verb, "unbemerkt", the
//     object) and "tell no one" ("gegenüber niemandem", "sag niemandem"),
//     and Hindi typed in Latin letters ("kisi ko batana mat"), for the
//     action rule's quiet tampering.

func init() {
	// Nobody as the subject of noticing: the outcome wanted is that no
	// one sees the change. "So everyone notices" is the opposite, so
	// only the negative subjects are read.
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one)\s+(?:ever\s+)?(?:notices|sees|spots|finds\s+out|realises|realizes|catches\s+on|asks\s+about\s+it)\b` +
		// the telling refused in a pair: "don't log or mention it"
		`|\b(?:don'?t|do\s+not|never)\s+(?:log|record|note|write\s+down|document|announce)\s+(?:or|nor|and)\s+(?:mention|tell|report|disclose|announce|flag|surface)\b)`)
	// wrapSpaces47 is idempotent (no literal space is left to rewrite),
	// so running it again here reads every alternative added by any
	// file, whatever the order in which the files' inits ran, across a
	// soft line wrap.
	stealthWords = lazyRegexp(wrapSpaces47(stealthWords.String()))
	// A secrecy order naming the hidden step by its number ("Don't log
	// or mention step 1") refers back to that step as "this step" does.
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:and\s+|also\s+|then\s+)?(?:don'?t|do\s+not|never|no\s+need\s+to)\b[^.\n]{0,30}?\bsteps?\s+\d{1,2}\b)`)
	// A table cell opens its sentence: "| 1 | Delete ..." leads with its
	// cells as a list item leads with its marker.
	imperativeLead = lazyRegexp(strings.Replace(imperativeLead.String(), `^[\s>*_\-+\d.)\[\]x#`, `^[\s>*_\-+\d.)\[\]x#|`, 1))
	// The change kept out of the record's view: "so the change doesn't
	// show in the audit". It must say where it would show (an audit, a
	// log, a history, a review) or end there: "so the change doesn't
	// show twice" is about a duplicate.
	hidePurpose43 = lazyRegexp(hidePurpose43.String() + `|(?i:\bso\s+(?:that\s+)?(?:(?:the|this|that|these|those|my|our|its|your|any)\s+)?(?:[\w'-]+\s+)?(?:activit(?:y|ies)|steps?|actions?|changes?|edits?|runs?|commands?|operations?|additions?|accounts?|users?|entr(?:y|ies))\s+(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not|never|can'?t|cannot)\s+(?:show|appear|turn)(?:s)?(?:\s+up)?\s*(?:[.;!)]|$|(?:in|on)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:audit\w*|logs?|history|review\w*|reports?|trails?|records?|journal\w*)\b))`)
	// The approved state written by the agent itself.
	autoApproved46 = lazyRegexp(autoApproved46.String() + `|(?i:\bmark\w*\s+(?:(?:them|it|these|those|the\s+\w+|all|each|every)\s+){1,2}as\s+["'“\x60]?approved\b|\b(?:state|status|decision)\s*=\s*['"]?approved\b)`)
	// Branch protection cut by removing its required reviews or granting
	// a bypass; Hindi "ko 0 kar do" (set to 0) after the setting.
	branchCut43 = lazyRegexp(branchCut43.String() + `|(?i:\b(?:remov\w*|delet\w*|drop\w*|disabl\w*|turn\w*\s+off|switch\w*\s+off)\s+(?:the\s+|all\s+)?required\s+(?:approvals?|reviews?|reviewers?|approving\s+reviews?|signatures|signed\s+commits|status\s+checks)\b` +
		`|\badd\w*\s+(?:[\w@.-]+\s+){1,4}?to\s+(?:the\s+)?bypass\s+(?:list|allowances?|actors?)\b` +
		`|\brequired\s+(?:approvals?|reviews?|reviewers?|approving\s+reviews?)["'”\x60]?\s+(?:count\s+)?ko\s+(?:0|zero|none)\s+kar\b)`)
	// Required reviews and the bypass list are branch protection's own
	// words.
	branchNamed43 = lazyRegexp(branchNamed43.String() + `|(?i:\brequired\s+(?:approving\s+)?(?:reviews?|approvals?)\b|\bbypass\s+list\b)`)
	// Routing of other skills' requests sent here.
	selfServingRe = lazyRegexp(selfServingRe.String() + `|(?i:\bso\s+(?:that\s+)?(?:the\s+)?(?:routing|requests?|tasks?|traffic|invocations?|the\s+router)\s+(?:comes?|goes?|lands?|points?|is\s+sent|are\s+sent|gets?\s+sent)\s+(?:here|to\s+this\s+(?:one|skill))\b)`)
}

// German and Hindi (Latin letters) secrecy for the action rule's quiet
// tampering, registered under this round's own keys. "unbemerkt" is read
// only after a verb and before the object ("öffne unbemerkt die Datei"):
// "damit Fehler nicht unbemerkt bleiben" says nothing is to be hidden.
func init() {
	registerActionLexicon("de+r48-tamper", actionLex{
		stealth: []string{"unbemerkt die ", "unbemerkt den ", "unbemerkt das ", "unbemerkt dem ", "unbemerkt eine ", "unbemerkt einen ", "unbemerkt ein ", "unbemerkt alle ",
			"gegenüber niemandem", "niemandem gegenüber", "sag niemandem", "sage niemandem", "sagen sie niemandem", "erzähl niemandem", "erzähle niemandem", "verrate niemandem", "niemandem davon", "niemandem etwas davon",
			"damit es niemand merkt", "damit es niemand bemerkt", "so dass es niemand merkt", "sodass es niemand merkt", "sodass es niemand bemerkt"},
	})
	registerActionLexicon("hi-latn+r48-tamper", actionLex{
		stealth: []string{"batana mat", "batao mat", "bataana mat", "kisi ko mat bata", "kisi ko na bata", "kisi ko bhi mat", "kisi ko kuch mat", "kisi se mat kehna", "kisi ko pata na chale", "kisi ko pata nahi chalna"},
	})
}

// itemText48 is a sentence without the list marker or the leading table
// cells (a step number) it opens with, so a list item or a table row
// that only hides is read as the sentence it is.
func itemText48(s string) string {
	t := strings.TrimLeft(s, " \t>")
	switch {
	case strings.HasPrefix(t, "|"):
		t = strings.TrimLeft(t, "| \t")
		// a short first cell: the step's number
		if k := strings.IndexByte(t, '|'); k >= 0 && k <= 6 {
			t = strings.TrimLeft(t[k:], "| \t")
		}
		t = strings.TrimRight(t, "| \t\n")
	case strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "+ ") || strings.HasPrefix(t, "* "):
		t = t[2:]
	default:
		if k := strings.IndexAny(t, ".)"); k > 0 && k <= 3 && strings.Trim(t[:k], "0123456789") == "" {
			t = t[k+1:]
		}
	}
	return strings.TrimLeft(t, " \t")
}

// jobClause48: a relative clause opened before the adverb, whose verb
// is the thing's own ("that formats staged files", "which runs the
// linter"), with no clause break after it.
var (
	jobClause48 = lazyRegexp(`(?i)\b(?:that|which)\s+(?:\w+\s+)?\w+s\b[^.;,:!?\n]{0,60}$`)
	andLead48   = lazyRegexp(`(?i)\b(?:and|then|also)\s*$`)
)

// jobAdverb48 reports a sentence about a thing that runs on its own
// later whose only secrecy is "silently" or "quietly" inside a relative
// clause saying what that thing does ("add a hook that formats staged
// files silently"): the adverb describes the tool's output, not the
// agent's edit, as checkStealthTamper's guard already reads "a cron job
// that runs the backup quietly". Secrecy anywhere else in the sentence
// or the paragraph after it still counts.
func jobAdverb48(t, rest string) bool {
	ms := stealthWords.FindAllStringIndex(t, 4)
	if len(ms) == 0 || stealthWords.MatchString(rest) {
		return false
	}
	for _, m := range ms {
		if !bareAdverb.MatchString(t[m[0]:m[1]]) {
			return false
		}
		lead := t[max(0, m[0]-120):m[0]]
		if !jobClause48.MatchString(lead) || andLead48.MatchString(lead) || stealthEdit.MatchString(t[m[1]:min(len(t), m[1]+14)]) {
			return false // "... and quietly add", "silently rewrite"
		}
	}
	return true
}

// checkTamper48 runs the round-48 tamper checks (hooked from
// checkTamper).
func (c *checker) checkTamper48(d *doc) {
	// Branch protection cut said with "required approvals" only:
	// checkGuardQuiet43's word filter reads "review", so it is run here
	// when that filter did not let it run.
	lower := d.v.lower
	if !lowerHas(lower, "review", "status check", "bypass", "alert", "alarm", "notification", "warning") && lowerHas(lower, "required approv") {
		c.checkGuardQuiet43(d)
	}
}
