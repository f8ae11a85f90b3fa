package safety

import "strings"

// Round 85 (tamper), tuned on fresh247-250.

// Secrecy said as a bare prohibitive with the place it is not to be told
// ("Nicht im Chat erwähnen.", "Niet in de samenvatting vermelden."): the
// German and Dutch infinitive used as a command, opening its statement,
// with where the thing goes unmentioned between the negation and the
// verb. Round 38's list knew the form only without the place ("nicht
// erwähnen"). Read by hidden41 and the quiet-tampering rule of the
// lexicons through concealThis81, so it only counts beside a change.
func init() {
	concealThis81 = lazyRegexp(concealThis81.String() +
		`|(?i:(?:^|[.!;:\n]\s*|[-*>]\s+)(?:und\s+|en\s+)?(?:das\s+|es\s+|dies\s+|dat\s+|het\s+)?(?:nicht|niet)\s+(?:(?:im|in|ins|in\s+der|in\s+den|in\s+die|in\s+de|in\s+het|gegenüber\s+(?:dem|der|den)|tegenover\s+de)\s+(?:[\pL-]+\s+){1,2}?)(?:erwähnen|sagen|melden|ansprechen|erzählen|berichten|nennen|vermelden|zeggen|noemen|vertellen)(?:[.!;,\s]|$))`)
}

// Every pending item given the approved status at once, said with the
// status as the object ("Trage für alle offenen Pull Requests den Status
// "approved" ein", "set the status to approved for all open PRs"): the
// approval no reviewer gave, as round 61's bulkApproved61 reads it with
// "mark all pending ... as approved". checkBulkApproved61 still asks for
// the secrecy and skips an approval that waits on a person.
func init() {
	bulkApproved61 = lazyRegexp(bulkApproved61.String() +
		`|(?i:\b(?:mark|set|flag|flip|switch|change|update|turn|give)\w*\s+(?:[\w-]+\s+){0,3}?(?:as|to)\s+["'\x60]?approved["'\x60]?\s+(?:for|on|across)\s+(?:every|all|each)\s+(?:of\s+the\s+)?(?:open|pending|waiting|queued|outstanding|unreviewed)\b` +
		`|\b(?:trag|setz|markier|schreib|stell)\w*\s+(?:[^\n]{0,80}?\s)?(?:für\s+|bei\s+)?alle\s+(?:offenen|ausstehenden|wartenden|ungeprüften)\s+(?:[\pL-]+\s+){1,3}?(?:auf\s+|als\s+)?(?:den\s+)?(?:status\s+)?["'„“\x60]?(?:approved|genehmigt|freigegeben))`)
}

// quietTail85: the statement closes with a short sentence of its own
// that only keeps the matter quiet ("... ignoriert. Nicht im Chat
// erwähnen."), and the sentence before it holds an edit verb: the
// secrecy governs the order just given, however long that order runs
// (editNearQuiet81 measures a fixed window from the verb, which a long
// German order with its separable verb outruns).
func quietTail85(low string, hc hitCache, quiet [][2]int) bool {
	end := len(low)
	for end > 0 && (low[end-1] == ' ' || low[end-1] == '\n') {
		end--
	}
	for _, q := range quiet {
		// The sentence holding the secrecy: from the last break before it.
		qs := q[0]
		for qs < q[1] && strings.IndexByte(".!;:\n-*> ", low[qs]) >= 0 {
			qs++
		}
		b := -1
		for i := qs - 1; i > 0; i-- {
			if (low[i] == '.' || low[i] == '!' || low[i] == ';') && (low[i+1] == ' ' || low[i+1] == '\n') {
				b = i
				break
			}
		}
		if b < 0 || end-b > 90 || q[1] < end-40 {
			continue
		}
		// The sentence before it.
		a := 0
		for i := b - 1; i > 0; i-- {
			if (low[i] == '.' || low[i] == '!' || low[i] == ';') && (low[i+1] == ' ' || low[i+1] == '\n') {
				a = i + 1
				break
			}
		}
		if b-a > 320 {
			continue
		}
		for _, e := range hc.hits(low, actEdit) {
			if e[0] >= a && e[1] <= b {
				return true
			}
		}
	}
	return false
}
