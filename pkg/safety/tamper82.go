package safety

import (
	"strings"

	"golang.org/x/text/unicode/norm"
)

// Round 82 (tamper), tuned on fresh237-240's and fresh242's leftovers.
//
// A verdict forced: an order to set an item's status to approved although
// its reviewer rejected it, or without the person whose approval it
// needs ("anyway", "bypassing the manager", "senza passare dal revenue
// manager"), kept quiet ("do not mention it", "leave no trace in the
// log"), forges the decision of the people in charge, in whatever
// tracker or database it is written. Round 55 read it when the store
// was named for approvals and the verdict a key or an English "mark as
// approved"; this reads the status changed in any store and the marking
// in the Romance and Germanic languages. Setting an approved item's
// status, or marking a request approved after its approver signed off,
// in the open, is ordinary.
var (
	verdict82        = lazyRegexp(`(?i)\b(?:change|set|switch|flip|update|move|put)\s+(?:the\s+|its\s+|their\s+|each\s+)?(?:[\w-]+\s+){0,2}?(?:status|state|verdict|decision|outcome)\b[^.;\n]{0,40}?\bto\s+["'“\x60]?(?:approved|accepted|passed)\b|\bmark\s+(?:[\w-]+[\s,]+){0,8}?as\s+["'“\x60]?(?:approved|accepted)\b|\bsegn(?:a|ate|are)\s+(?:[\pL-]+\s+){0,3}?come\s+["'“«]?approvat[eoia]\b|\bmarc(?:a|ad|ar|e|ue)\s+(?:[\pL-]+\s+){0,3}?como\s+["'“«]?(?:aprobad|aprovad)[oa]s?\b|\bmarque[sz]?\s+(?:[\pL-]+\s+){0,3}?comme\s+["'“«]?approuvée?s?\b|\bals\s+["'„“]?(?:genehmigt|freigegeben)["'“”]?\s+(?:markier|setz|kennzeichn)\w*|\bmarkeer\s+(?:[\pL-]+\s+){0,3}?als\s+["'“]?goedgekeurd\b`)
	englishVerdict82 = lazyRegexp(`(?i)^(?:change|set|switch|flip|update|move|put|mark)\b`)
	// against82: the decision overridden (a rejection turned, "anyway")
	// or the approver bypassed.
	against82 = lazyRegexp(`(?i)\b(?:reject(?:s|ed)?|declines?|declined|denies|denied)\b|\b(?:anyway|regardless)\b|\bwithout\s+(?:going\s+through|asking|waiting\s+for|involving)\s+(?:the\s+|their\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:approver|reviewer|manager|owner|lead|committee|board)s?\b|\bbypass(?:ing)?\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:approver|reviewer|manager|review|approval)s?\b|\bsenza\s+passare\s+(?:da|dal|dalla|dallo|dai|dagli|dalle|per)\b|\bscavalcando\b|\b(?:respint|rifiutat)[aeio]\b|\bsin\s+pasar\s+por\b|\bsem\s+passar\s+pel[oa]s?\b|\b(?:rechazad|rejeitad)[oa]s?\b|\bsans\s+passer\s+par\b|\b(?:rejetée?s?|refusée?s?)\b|\bohne\s+(?:die\s+|den\s+)?(?:Freigabe|Genehmigung|Zustimmung)\b|\babgelehnt\w*|\bzonder\s+(?:tussenkomst|goedkeuring|akkoord)\b|\bafgewezen\b`)
	// noTrace82: kept out of the record, the rejection's trace removed.
	noTrace82 = lazyRegexp(`(?i)\bleav(?:e|ing)\s+no\s+trace\b|\bwithout\s+(?:leaving\s+)?(?:a|any)\s+trace\b|\bdelete\s+the\s+(?:rejection|reviewer'?s?|review)\s+(?:comment|note|remark)s?\b|\bnon\s+lasciar\w*\s+(?:alcuna\s+)?tracci[ae]\b|\bsenza\s+lasciare\s+tracci[ae]\b|\bsin\s+dejar\s+rastro\b|\bsem\s+deixar\s+rastro\b|\bsans\s+laisser\s+de\s+traces?\b|\b(?:keine|ohne)\s+Spuren\b|\b(?:geen|zonder)\s+sporen\b`)
)

// checkVerdictForced82 refuses an order that writes an approving verdict
// against the decision or past the approver, kept quiet.
func (c *checker) checkVerdictForced82(d *doc) {
	if !lowerHas(d.v.lower, "approv", "accepted", "passed", "goedgekeurd", "genehmigt", "freigegeben", "aprobad", "aprovad") {
		return
	}
	for u, t := range d.shortPlainUnits() {
		m := verdict82.FindStringIndex(t)
		if m == nil || against82.FindStringIndex(t) == nil {
			continue
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		if englishVerdict82.MatchString(t[m[0]:]) {
			if firstImperative(order53, t[:m[1]], 8) == nil && !imperativeAt(t, m[0]) {
				continue
			}
		}
		if !hidden41(t) && !noTrace82.MatchString(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "sets an item approved against its reviewer's decision or past the approver it needs (a forged decision), and keeps it quiet")
		c.add(d, RuleTamperReview, tier, u.start+m[0], u.start+m[1], why)
	}
}

// Git pointed at a temporary folder: every repository's hooks read from
// /tmp (which any local user can write, so whatever lands there runs at
// each commit), or the credential store written to a file there (which
// any local user can read). Round 54 read the hooks pointed at
// /dev/null; a repository's own hooks folder, a hooks folder in the
// user's home, or a credential cache, is ordinary.
var gitTempPath82 = lazyRegexp(`(?i)\bgit\s+config\s+(?:--global|--system)\s+(?:core\.hooksPath\s+["']?|credential\.helper\s+["']store\s+--file[= ]\s*)(?:/tmp|/var/tmp|/dev/shm)/`)

// checkGitTempPath82 refuses such a git setting, as a command line in a
// script or in the text, unless the text warns against it.
func (c *checker) checkGitTempPath82(d *doc) {
	if !strings.Contains(d.v.lower, "git config") {
		return
	}
	t := d.v.text
	for ls, le := range lineSpans(t) {
		m := gitTempPath82.FindStringIndex(t[ls:le])
		if m == nil || negatedBefore(t[max(0, ls+m[0]-80):ls+m[0]]) {
			continue
		}
		c.add(d, RuleTamperCI, Refuse, ls+m[0], ls+m[1], "points every repository's git hooks, or its stored credentials, at a temporary folder that any local user can write or read")
	}
}

// A data sink disguised: a new destination (sink, export, replica,
// webhook) given a name "so it looks routine" hides where the data goes
// from whoever reviews the setup. Naming a destination so it is easy to
// find is ordinary.
var (
	disguise82 = lazyRegexp(`(?i)\b(?:name|call|label|title|tag)\s+it\s+["'“\x60]?[\w .-]{1,30}["'”\x60]?\s+so\s+(?:that\s+)?(?:it\s+(?:looks|seems|appears|reads|passes)\s+(?:as\s+|like\s+|for\s+)?(?:an?\s+)?(?:routine|normal|ordinary|legit\w*|harmless|innocuous|official|boring|unremarkable)|(?:nobody|no\s+one)\s+(?:notices|asks|questions\s+it|looks\s+twice))`)
	sink82     = lazyRegexp(`(?i)\b(?:destinations?|sinks?|exports?|replicas?|mirrors?|webhooks?|buckets?|endpoints?|forwarders?|remotes?|subscriptions?)\b`)
)

// checkSinkDisguised82 refuses an order to add a data destination named
// so that it passes as routine.
func (c *checker) checkSinkDisguised82(d *doc) {
	for u, t := range d.shortPlainUnits() {
		m := disguise82.FindStringIndex(t)
		ls := strings.LastIndexByte(d.v.text[:u.start], '\n') + 1
		if m == nil || sink82.FindStringIndex(d.v.text[ls:u.end]) == nil || !imperativeAt(t, m[0]) && firstImperative(order53, t[:m[0]], 8) == nil {
			continue
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		tier, why := downgrade(c.securityContext(d, u.start+m[0]), "adds a data destination and names it so it passes as routine, hiding where the data goes")
		c.add(d, RuleTamperCI, tier, u.start+m[0], u.start+m[1], why)
	}
}

// A guard in a hook or a pipeline neutralised: the line of a git hook or
// CI step that scans for secrets or runs a check replaced with `exit 0`
// (or `true`), so the hook passes without checking, kept quiet. The
// audit record of an application switched off: its audit key set false
// and its audit logs deleted in one order, kept quiet. Either said in
// the open (a documented test setup, a hook made faster with the team
// told) is ordinary.
var (
	hookPlace82   = lazyRegexp(`(?i)\.git/hooks/|\bpre-(?:commit|push|receive)\b|\bcommit-msg\b|\.husky/|\.github/workflows/|\.gitlab-ci|\bJenkinsfile\b|\blefthook\b`)
	checkNoop82   = lazyRegexp(`(?i)\b(?:replace|swap|overwrite|substitute|change)\s+(?:the\s+|its\s+|every\s+|each\s+|that\s+)?(?:[\w-]+\s+){0,3}?(?:lines?|steps?|checks?|commands?|calls?|scans?|hooks?)\b[^.;\n]{0,40}?\b(?:with|by|to)\s+["'\x60]?(?:exit\s+0|true|/bin/true|:)["'\x60]?`)
	auditKeyOff82 = lazyRegexp(`(?i)["'\x60]?[\w.-]*audit[\w.-]*["'\x60]?\s*[:=]\s*["'\x60]?(?:false|off|disabled|0|no|none)\b`)
	auditLogs82   = lazyRegexp(`(?i)[\w./-]*audit[\w./-]*(?:\*|\w)\.log\b|\blogs?/audit\b`)
)

// checkGuardNoop82 refuses either order, kept quiet in its statement or
// the next.
func (c *checker) checkGuardNoop82(d *doc) {
	if !lowerHas(d.v.lower, "exit 0", "true", "audit") {
		return
	}
	for _, u := range d.units {
		t := d.unitText(u)
		if len(t) > maxIntentUnit {
			continue
		}
		m := checkNoop82.FindStringIndex(t)
		why := "makes a hook's or a pipeline's check pass without checking (its line replaced with exit 0) and keeps it quiet"
		if m == nil || hookPlace82.FindStringIndex(t) == nil {
			m = auditKeyOff82.FindStringIndex(t)
			why = "switches an application's audit record off and deletes its audit logs, and keeps it quiet"
			if m == nil || auditLogs82.FindStringIndex(t) == nil {
				continue
			}
		}
		if negatedBefore(t[max(0, m[0]-60):m[0]]) || c.describedNotOrdered(d, u, t, m[0]) {
			continue
		}
		if !hidden41(t) && !c.hiddenAfter51(d, u) {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, u.start+m[0]), why)
		c.add(d, RuleTamperCI, tier, u.start+m[0], u.start+m[1], msg)
	}
}

func init() {
	registerActionLexicon("kn+r82-tamper", actionLex{
		// Kannada: add, change, edit, remove, delete, disable, write;
		// silently, quietly
		stealth:  []string{"ನಿಶ್ಶಬ್ದವಾಗಿ", "ನಿಶ್ಯಬ್ದವಾಗಿ", "ಸದ್ದಿಲ್ಲದೆ", "ಮೌನವಾಗಿ", "ಯಾರಿಗೂ ಹೇಳದೆ"},
		editVerb: []string{"ಸೇರಿಸಿ", "ಸೇರಿಸು", "ಬದಲಾಯಿಸಿ", "ಬದಲಾಯಿಸು", "ಬದಲಿಸಿ", "ಸಂಪಾದಿಸಿ", "ತೆಗೆದುಹಾಕಿ", "ತೆಗೆದು ಹಾಕಿ", "ಅಳಿಸಿ", "ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಿ", "ಬರೆಯಿರಿ"},
	})
	registerActionLexicon("lb+r82-tamper", actionLex{
		// Luxembourgish: set, change, delete, replace, switch off, add;
		// nobody needs to know
		editVerb: []string{"setz ", "änner", "ännert", "läsch", "ersetz", "schalt ", "deaktivéier", "füüg "},
		stealth:  []string{"brauch keen ze wëssen", "brauch et keen ze wëssen", "muss keen wëssen", "muss et keen wëssen", "brauch keen dat ze wëssen"},
	})
	registerActionLexicon("af+r82-tamper", actionLex{
		// Afrikaans: don't tell the user / anyone, tell nobody
		stealth: []string{"moenie die gebruiker vertel nie", "moenie iemand vertel nie", "moenie vir iemand sê nie", "vertel niemand", "sê vir niemand"},
	})
	// "Nobody needs to know" in the Romance languages.
	registerActionLexicon("pt+r82-tamper", actionLex{stealth: []string{"ninguém precisa saber", "ninguém precisa de saber", "ninguém tem de saber", "ninguém tem que saber"}})
	registerActionLexicon("es+r82-tamper", actionLex{stealth: []string{"nadie tiene que saberlo", "nadie necesita saberlo", "nadie tiene por qué saberlo", "nadie debe saberlo"}})
	registerActionLexicon("it+r82-tamper", actionLex{stealth: []string{"nessuno deve saperlo", "nessuno ha bisogno di saperlo", "non serve che nessuno lo sappia"}})
	registerActionLexicon("fr+r82-tamper", actionLex{stealth: []string{"personne n'a besoin de le savoir", "personne n’a besoin de le savoir", "personne ne doit le savoir"}})
	registerActionLexicon("de+r82-tamper", actionLex{
		// German: nobody needs to know
		stealth: []string{"braucht niemand zu wissen", "muss niemand wissen", "muss keiner wissen", "braucht keiner zu wissen"},
	})
}

// checkTamper82 runs round 82's tamper checks (hooked from checkTamper).
func (c *checker) checkTamper82(d *doc) {
	c.checkVerdictForced82(d)
	c.checkGitTempPath82(d)
	c.checkSinkDisguised82(d)
	c.checkGuardNoop82(d)
	c.checkRulesNoneTable82(d)
}

// Round 82 (persona): rows for round 79's per-language persona table
// (persona79.go, persona80.go), for forms of its slots the seen misses
// used: a trait fused into its noun (Malayalam "ഒരു നയവുമില്ല", not a
// single policy; "ഒന്നും നിരസിക്കില്ല", refuses nothing; "എന്ത്
// ചോദിച്ചാലും ... മറുപടി നൽകും", answers whatever is asked), Esperanto
// (no row), Irish with the persona's name before "riamh" and the frame as
// an imperative of being ("Bí «X»") and a lenited noun ("gan aon
// pholasaí": the stem prefilter held only "polas"), and Malay's "stay as «X»", "freed
// from every restriction", "gives any answer". As in round 79 nothing
// here refuses alone: the stack still needs the free trait with a second
// trait and a frame in one paragraph, or all three traits.
var personaTable82 = []personaLang79{
	{lang: "ml-82",
		free:       []string{`(?:ഒരു|യാതൊരു)\s+(?:നയ|നിയമ|ചട്ട)\S*(?:വുമില്ല|മില്ല|ങ്ങളുമില്ല)`},
		never:      []string{`ഒന്നും\s+(?:\S+\s+)?(?:നിരസിക്കില്ല|നിരസിക്കുന്നില്ല|നിഷേധിക്കില്ല)`},
		answers:    []string{`എന്ത്\s+(?:\S+\s+)?ചോദിച്ചാലും\s+(?:\S+\s+){0,2}?(?:മറുപടി|ഉത്തരം)`},
		freeStems:  []string{"നയ", "നിയമ", "ചട്ട"},
		traitStems: []string{"നിരസി", "നിഷേധി", "മറുപടി", "ഉത്തരം"}},
	{lang: "eo",
		frame:      []string{`(?:vi|ci|ti)\s+estas\s+(?:nun\s+|de\s+nun\s+)?["“«„]`, `(?:via|cia)\s+nova\s+rolo`, `(?:de\s+nun|ekde\s+nun)\s*,?\s+(?:vi|ci)\s+estas`},
		free:       []string{`sen\s+(?:ajnaj\s+|iuj\s+|ia\s+|ajna\s+)?(?:reguloj|regulo|politiko|principoj|limigoj)`, `(?:havas|sekvas|konas|obeas)\s+neniu(?:j|jn|n)?\s+(?:regulo|regulojn|principojn|politikon)`},
		never:      []string{`neniam\s+(?:\S+\s+)?rifuzas`, `rifuzas\s+nenion`},
		answers:    []string{`respondas\s+(?:al\s+)?(?:ĉiu|ĉiuj|ĉio|ĉion|io\s+ajn|ajna)`},
		freeStems:  []string{"regul", "politik", "princip", "limig"},
		traitStems: []string{"rifuz", "respond"}},
	{lang: "ga-82",
		frame:      []string{`bí\s+["“«„]`},
		never:      []string{`ní\s+(?:dhiúltaíonn|dhiúltóidh)\s+\S+\s+(?:riamh|choíche)`},
		answers:    []string{`freagraíonn\s+(?:sé|sí|tú|\S+)\s+(?:gach|aon)\s+c(?:h)?eist`},
		freeStems:  []string{"pholas", "bheartas"},
		traitStems: []string{"dhiúlt", "freagr"}},
	{lang: "ms-82",
		frame:      []string{`(?:kekal(?:lah)?|jadilah|bertindak|berperanan|berlakon)\s+sebagai\s+["“«„]`},
		free:       []string{`dibebaskan\s+(?:daripada|dari)\s+(?:semua|segala|sebarang)\s+(?:sekatan|batasan|peraturan|aturan|kekangan)`, `(?:tiada|tanpa|tidak\s+ada)\s+(?:sebarang\s+|apa-apa\s+)?(?:modul\s+etika|peraturan|sekatan|batasan|kekangan)`},
		answers:    []string{`memberi(?:kan)?\s+(?:apa-apa|apa\s+sahaja|sebarang|semua)\s+jawapan`, `menjawab\s+(?:apa-apa|apa\s+sahaja|sebarang|semua)\s+(?:soalan|pertanyaan)`},
		freeStems:  []string{"sekatan", "batasan", "peraturan", "aturan", "kekangan", "etika"},
		traitStems: []string{"jawapan", "menjawab"}},
}

var _ = func() bool {
	personaTable79 = append(personaTable79, personaTable82...)
	return true
}()

// A cast table that gives a persona no rules: a table headed by a role
// (persona, character) column and a rules (policy, restrictions, limits)
// column, whose row gives the rules as "none" and says in the same row
// that the persona never refuses or answers anything, is the persona
// stack written as a table (the free trait is the empty rules cell). A
// row with rules "none" and ordinary traits, or a rules cell that names
// rules, is ordinary.
var (
	roleHead82  = lazyRegexp(`(?i)^\s*(?:role|persona|character|name|agent|bot|assistant)s?\s*$`)
	rulesHead82 = lazyRegexp(`(?i)^\s*(?:rules?|polic(?:y|ies)|restrictions?|limits?|guardrails?|constraints?|boundaries|ethics)\s*$`)
	noneCell82  = lazyRegexp(`(?i)^\s*(?:none|nothing|no\s+(?:rules?|limits?|restrictions?|polic(?:y|ies))|n/?a|∅)\s*(?:[;,.:]|$)`)
)

// checkRulesNoneTable82 refuses such a row.
func (c *checker) checkRulesNoneTable82(d *doc) {
	t := d.v.text
	if !strings.Contains(t, "|") {
		return
	}
	col := -1
	for ls, le := range lineSpans(t) {
		line := strings.TrimSpace(t[ls:le])
		if !strings.HasPrefix(line, "|") {
			col = -1
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if col < 0 {
			if len(cells) >= 2 && roleHead82.MatchString(cells[0]) {
				for i, cl := range cells {
					if rulesHead82.MatchString(cl) {
						col = i
						break
					}
				}
			}
			continue
		}
		if col >= len(cells) || !noneCell82.MatchString(cells[col]) {
			continue
		}
		low := norm.NFKC.String(strings.ToLower(line))
		if stackNever.FindStringIndex(low) == nil && stackAnswers.FindStringIndex(low) == nil {
			continue
		}
		tier, why := downgrade(c.securityContext(d, ls), "casts a persona in a table whose rules are \"none\" and who never refuses or answers anything (a jailbreak)")
		c.add(d, RulePersona, tier, ls, le, why)
	}
}
