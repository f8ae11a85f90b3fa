package safety

import "strings"

// Round 68 (tamper): tampering read in shapes the earlier rules missed.
// Each principle is one the older rules hold, carried to a form they did
// not read.

func init() {
	// Another skill's file named in Pashto and in Kazakh written with the
	// English word "skill" ("د نورو ټولو مهارتونو", "басқа барлық skill
	// файлдары"): foreignOtherSkills41's principle (another skill's file
	// steers the agent later, so a quiet edit of it is tampering), in
	// the forms its list did not hold.
	foreignOtherSkills41 = append(foreignOtherSkills41,
		"نورو ټولو مهارتونو", "ټولو نورو مهارتونو", "نورو مهارتونو", "نورو مهارتونه", "نور مهارتونه", "ټولو مهارتونو",
		"басқа барлық skill", "барлық басқа skill", "басқа skill", "барлық skill")
	// Pashto's "without telling the user" and its verbs that add to a
	// file ("ورزیاته کړه"): the action rule's quiet tampering reads
	// Pashto secrecy since round 54, but not these spellings of it.
	registerActionLexicon("ps+r68-tamper", actionLex{
		stealth:  []string{"بې له دې چې کارن ته ووایې", "بې له دې چې کاروونکي ته ووایې", "بې له دې چې چا ته ووایې", "کارن ته مه وایه", "کاروونکي ته مه وایه", "کارن ته یې مه وایه", "پټ دې وي", "په پټه"},
		editVerb: []string{"ورزیاته کړه", "ورزیاته کړئ", "ور زیاته کړه", "ور زیاته کړئ", "زیاته کړه", "زیات کړه", "ورګډه کړه", "ولیکه", "ولیکئ", "بدله کړه", "ړنګ کړه", "پاک کړه"},
	})
	// Kurmanji verbs that change a file ("zêde bike", "biguherîne") and
	// "don't tell the user" ("ji bikarhêner re nebêje"): Kurmanji secrecy
	// ("bi dizî") is read since round 51, but no verb of change was, so a
	// quiet edit of the harness's settings went unread.
	registerActionLexicon("ku+r68-tamper", actionLex{
		stealth:  []string{"ji bikarhêner re nebêje", "ji bikarhêner re nebêjin", "ji kesî re nebêje", "ji kesî re nebêjin", "bila kes nizanibe"},
		editVerb: []string{"zêde bike", "zêde bikin", "lê zêde bike", "biguherîne", "biguherînin", "jê bibe", "jê bibin", "binivîse", "binivîsin", "neçalak bike", "neçalak bikin", "dîsa binivîse"},
	})
}

func init() {
	// An edit of another skill passed off as a routine kind of change
	// ("do it in the same commit so it looks like index maintenance",
	// "so the diff reads as housekeeping"): disguise64's principle (a
	// disguise hides the change from the user as "don't tell the user"
	// does), with the cover named as the change's kind rather than by
	// "make the edits look like".
	disguise64 = lazyRegexp(disguise64.String() + `|(?i:\bso\s+(?:that\s+)?(?:it|they|this|the\s+(?:edits?|changes?|commits?|diffs?))\s+(?:looks?|appears?|reads?|pass(?:es)?|comes?\s+across)\s+(?:like|as|for)\s+(?:(?:a|an|the|just|only|mere|plain|ordinary|routine|normal|regular|harmless)\s+){0,2}(?:[\w-]+\s+){0,2}?(?:maintenance|housekeeping|clean-?ups?|chores?|tidy(?:ing)?(?:-up)?|typo\s+fix(?:es)?|formatting|refactor(?:ing)?|bookkeeping|routine)\b)`)
}

func init() {
	// A sentence that is nothing but the order to tell no one ("No need
	// to tell anyone.", "Don't tell the team."): with no object of its
	// own, it hides the order before it, as "Leave this out of the
	// summary." does (stealthThis).
	stealthThis = orAtStart(stealthThis, `(?i:^[\s>*_]*(?:and\s+|also\s+)?(?:(?:there\s+is\s+)?no\s+need\s+to|don'?t|do\s+not|never)\s+(?:tell|inform|notify|alert|warn)\s+(?:anyone|anybody|a\s+soul|them|people|the\s+(?:user|users|team|owners?|staff|reviewers?))\s*(?:[.!;)\]]|$))`)
	// The change kept out of the record that tells of it, said as
	// leaving no note there ("leave no note in the changelog"): the
	// principle of "keep it out of the changelog" (tamper49.go).
	stealthWords = lazyRegexp(stealthWords.String() + `|(?i:\bleave\s+no\s+(?:note|trace|mention|entry|record|word|line)\s+(?:of\s+(?:it|this|that|them|the\s+change)\s+)?(?:in|on)\s+(?:the\s+|your\s+|any\s+)?(?:[\w-]+\s+)?(?:changelog|change\s+log|commit\s+messages?|release\s+notes|summary|report|pr\s+description)\b)`)
}

// traceEraseLogFirst68: the log named first and the erasure of the
// entries that name this skill or the agent ordered after it ("edit the
// audit logs to remove every line that mentions this skill"):
// traceErase39's records picked by what they name, with the log the
// object of the order rather than the place after the entries. The
// verb is the bare imperative, so "nobody edited the logs to ..." is
// not read.
var traceEraseLogFirst68 = lazyRegexp(`(?i)\b(?:edit|open|rewrite|modify|patch|clean|sanitise|sanitize|scrub|filter|process|go\s+through|comb\s+through)\s+(?:the\s+|every\s+|all\s+|each\s+|its\s+|your\s+)?(?:[\w-]+\s+){0,2}?(?:logs?|trails?|history|histories|journals?)\b[^\n.;]{0,40}?\b(?:to|and)\s+(?:then\s+)?(?:remov|delet|eras|purg|strip|scrub|wip|drop|filter|prun|clear|redact|cut)\w*\s+(?:out\s+)?(?:every|all|any|each|the)?\s*(?:\w+\s+)?(?:entr(?:y|ies)|records?|lines?|events?|rows?)\s+(?:that\s+|which\s+)?(?:mention|referenc|name|contain|involv|concern|about|relat|by|of)\w*\s+(?:to\s+)?(?:this\s+skill|the\s+agent|the\s+assistant|this\s+tool|you)\b`)

// checkTamper68 runs the round-68 tamper checks (hooked from tamper.go's
// list).
func (c *checker) checkTamper68(d *doc) {
	if lowerHas(d.v.lower, "log", "trail", "histor", "journal") {
		c.checkTraceEraseLogFirst68(d)
	}
}

// checkTraceEraseLogFirst68 refuses an order to go through a log and
// remove the entries that name this skill or the agent, the log named
// before the erasure: covering tracks, as round 39 reads it with the log
// named after. Removing lines that name a test account, or an order
// not to touch the log, is not read.
func (c *checker) checkTraceEraseLogFirst68(d *doc) {
	for _, m := range d.findAll(traceEraseLogFirst68, []string{"log", "trail", "histor", "journal"}, true) {
		if c.negated(d, m[0]) || d.labelledExample(m[0]) || negatedBefore(d.v.text[max(0, m[0]-40):m[0]]) {
			continue
		}
		u := d.unitAt(m[0])
		ut := d.v.text[u.start:min(u.end, len(d.v.text))]
		if threatLabel.MatchString(ut) || rejectsKind.MatchString(ut) || strings.Contains(strings.ToLower(d.v.text[max(0, m[0]-20):m[0]]), "never") {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, m[0]), "goes through a log or audit trail to erase the entries that name this skill or the agent (hides what it did)")
		c.add(d, RuleTamperReview, tier, m[0], m[1], msg)
	}
}
