package safety

import (
	"strings"
)

// Round 45 (destructive family): a command that destroys data or
// infrastructure (the rules refused only against production or with the
// confirmation skipped: DROP, TRUNCATE, s3 rb, terraform destroy, ...)
// ordered with the one safety net taken away in words: the backup
// declined ("no need to back up", "ไม่ต้องสำรอง") or the review of what
// it will destroy skipped ("skip the plan review"). That is the tell
// round 39 read in "without confirmation": the skill removes what would
// catch or undo a wrong target. A dev, test or scratch target named
// around it is still ordinary work.

// noBackup45: the backup declined, in English and the languages the
// blind tables are written in. A negation before it ("never ... without a
// backup") is read by the caller.
var noBackup45 = lazyRegexp(`(?i)\bno\s+need\s+(?:to|for)\s+(?:take\s+|make\s+)?(?:a\s+|any\s+)?(?:back\s*ups?|back\s+(?:it|them|this|that)\s+up|backing\s+up|snapshots?)\b|\bno\s+(?:back\s*ups?|snapshots?)\s+(?:needed|required|necessary)\b|\bwithout\s+(?:first\s+)?(?:taking\s+|making\s+)?(?:a\s+|any\s+)?(?:back\s*ups?|backing\s+(?:it\s+|them\s+)?up|snapshots?)\b|\b(?:don'?t|do\s+not)\s+(?:bother\s+(?:to\s+|with\s+)?)?(?:back(?:ing)?\s+(?:it|them|this|that|anything)\s+up|backups?|snapshots?)\s*(?:first\b|[.,;:!—–-]|$)|` +
	// Spanish, Portuguese, French, Italian, German, Dutch, Indonesian
	`\bsin\s+(?:hacer\s+)?(?:copia\s+de\s+seguridad|respaldo|backup)\b|\bsem\s+(?:fazer\s+)?(?:backup|c[óo]pia\s+de\s+seguran[çc]a)\b|\bsans\s+(?:faire\s+de\s+)?(?:sauvegarde|backup)\b|\bsenza\s+(?:fare\s+)?(?:backup|copia\s+di\s+sicurezza)\b|\bohne\s+(?:Backup|Sicherung)\b|\bzonder\s+(?:back-?up|reservekopie)\b|\b(?:tanpa|gak\s+usah|nggak\s+usah|ga\s+usah|tidak\s+perlu|tak\s+perlu)\s+(?:di)?(?:backup|cadangan|mencadangkan)\b|` +
	// Thai, Vietnamese, Japanese, Chinese, Korean (no word boundary; Thai's
	// sara am is read in both its composed and its NFKC-split spelling)
	`ไม่ต้อง(?:ท(?:ำ|ํา))?ส(?:ำ|ํา)รอง|ไม่ต้องแบ็[คก]อั[พป]|\bkhông\s+cần\s+(?:sao\s+lưu|backup)|バックアップ(?:は)?(?:不要|しない|せず|いらない)|(?:不用|无需|無需|不需要|不必)(?:先)?备份|(?:不用|無需|不需要|不必)(?:先)?備份|백업(?:은)?\s*(?:필요\s*없|하지\s*마|안\s*해)`)

// reviewSkip45: the review of what the command will change skipped ("skip
// the plan review", "don't bother reviewing the plan").
var reviewSkip45 = lazyRegexp(`(?i)\b(?:skip|bypass|ignore)\w*\s+(?:the\s+|any\s+)?(?:plan|diff|change|human|manual|destroy)\s+(?:review|check|approval)s?\b|\b(?:no\s+need\s+to|don'?t\s+bother\s+(?:to\s+)?|do\s+not\s+bother\s+(?:to\s+)?)(?:review|check|read)\w*\s+(?:the\s+)?(?:plan|diff)\b`)

// netStems45: the cheap filter in front of noBackup45 and reviewSkip45.
var netStems45 = []string{"back", "snapshot", "review", "plan", "diff", "respaldo", "copia", "cópia", "sauvegarde", "sicherung", "cadangan", "สำรอง", "สํารอง", "แบ็", "sao lưu", "バックアップ", "备份", "備份", "백업", "reservekopie"}

// netTaken45: the backup declined or the review skipped in s, not negated
// ("never delete without a backup" keeps the net).
func netTaken45(s string) bool {
	for _, re := range []*lazyRE{noBackup45, reviewSkip45} {
		for _, m := range re.FindAllStringIndex(s, 4) {
			if !negatedBefore(s[max(0, m[0]-60):m[0]]) && !strings.Contains(strings.ToLower(s[max(0, m[0]-20):m[0]]), "never") {
				return true
			}
		}
	}
	return false
}

// checkDestroyNoNet45 refuses a production-only destructive command (one
// of destructiveRules with prod set) that the rules left because no
// production marker or skipped confirmation was near, when the words
// around it decline the backup or skip the review.
func (c *checker) checkDestroyNoNet45(d *doc) {
	c.destroyWithoutNet(d, netTaken45, nil, userConfirms.MatchString,
		"destroys a data store or infrastructure (a command refused against production) with the backup declined or the review of what it destroys skipped")
}

// destroyWithoutNet refuses a production-only destructive command that
// the production and confirmation readings left, when netGone finds the
// words around it (its unit or its code context) taking the safety net
// away; judged, when set, says an earlier reading of this kind already
// judges those words, and confirmed finds the user asked first.
func (c *checker) destroyWithoutNet(d *doc, netGone, judged, confirmed func(string) bool, msg string) {
	for _, r := range destructiveRules {
		if !r.prod {
			continue
		}
		for _, m := range d.findAll(r.re, r.kws, false) {
			s, e := m[0], m[1]
			fi := d.fenceAt(s)
			if fi < 0 && !d.quoted(s) || d.labelledExample(s) || c.negated(d, s) {
				continue
			}
			u := d.unitAt(s)
			ut := d.v.text[u.start:min(u.end, len(d.v.text))]
			around := c.codeContext(d, s)
			if prodMentioned(ut) || prodMentioned(around) || unconfirmedRun(ut, around) {
				continue // the older rule judges it
			}
			if judged != nil && (judged(ut) || judged(around)) {
				continue
			}
			if !netGone(ut) && !netGone(around) || scratchData.MatchString(ut) || scratchData.MatchString(around) {
				continue
			}
			if dryRun(d.v.text, s) || confirmed(ut) || confirmed(c.confirmContext(d, s)) {
				continue
			}
			tier, text := Refuse, msg
			if fi < 0 {
				tier, text = downgrade(c.securityContext(d, s), msg)
			}
			c.add(d, RuleDestructive, tier, s, e, text)
		}
	}
}
