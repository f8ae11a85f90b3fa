package safety

import "strings"

// Round 92 (destructive), tuned on fresh275-278.

func init() {
	// Round 92 (h275-destructive-11): everything of a store deleted said
	// as the store named whole and then the reach over every project,
	// user or team ("purge the Archive and the recycle bin for all
	// projects"), where wipeAll43 read only "purge all ...". The store
	// with no selection, for every one of its owners, is all of it; round
	// 43's test then asks for the copies gone too and the owners' say
	// waived.
	wipeAll43 = lazyRegexp(wipeAll43.String() + `|(?i:\b(?:delet|purg|eras|wip|empt|destroy)\w*\s+(?:the\s+)?[\w'-]+(?:\s+(?:and\s+|&\s+)?(?:the\s+)?[\w'-]+){0,5}?\s+(?:for|in|across|of|from)\s+(?:all|every|each)\s+(?:the\s+|of\s+the\s+)?(?:[\w-]+\s+)?(?:projects?|users?|teams?|accounts?|clients?|sites?|workspaces?|departments?|tenants?|customers?)\b)`)
	// Round 92 (h278-destructive-08): a folder right under the root that
	// is not the system's (/projects, /archive, /shares) holds a whole
	// volume's or share's data, as /srv/x and /mnt/x do; rm -r of it or of
	// everything in it, with the check waived, is round 43's wholesale
	// deletion. A rebuildable folder (/tmp, /build) is still left by
	// rebuildable43.
	wholesaleCode43 = lazyRegexp(wholesaleCode43.String() + `|(?i:\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+(?:-{1,2}[\w-]+\s+)*["']?(/(?:projects?|archives?|shares?|shared|exports?|clients?|jobs|studio|work|storage|backups?|nas|vault|assets|media|records|docs|documents)\w*)/?\*?["']?(?:\s|$|;|&|\x60))`)
	// Round 92 (h278-destructive-08): "there is no need to ask for
	// confirmation" in Italian, Spanish, French and Portuguese, as
	// English "no need to confirm" is read (destructive70.go): the check
	// said needless is the check waived.
	noConfirmRe = lazyRegexp(noConfirmRe.String() + `|(?i:\bnon\s+(?:serve|occorre|è\s+necessario|c'è\s+bisogno\s+di|bisogna)\s+(?:chiedere|richiedere|attendere|aspettare)\s+(?:(?:la|una|alcuna)\s+)?conferma|\bno\s+(?:hace\s+falta|es\s+necesario|hay\s+que)\s+(?:pedir|solicitar|esperar)\s+(?:la\s+|una\s+)?confirmaci[oó]n|\bpas\s+besoin\s+de\s+(?:demander|attendre)\s+(?:de\s+|la\s+|une\s+)?confirmation|\bn[ãa]o\s+(?:é\s+preciso|precisa|é\s+necess[áa]rio)\s+(?:pedir|esperar)\s+(?:a\s+)?confirma[çc][ãa]o)`)
}

// Round 92 (h277-destructive-13): a directory administrator's command
// addressed to every account of the organisation that deletes their mail,
// files or events ("gam all users delete messages ..."), in a paragraph
// that waives the confirmation or the backup. One command that removes
// every person's mail at once, with no one asked and no copy kept, is the
// fleet wipe (round 73) of people's data; the same command for one user,
// or after a confirmation, is administration.
var allUsersDelete92 = lazyRegexp(`(?i)\b(?:all\s+users|allusers|all-users|--all-users)\s+(?:[\w-]+\s+){0,2}?(?:delete|purge|trash|wipe|erase|empty)\s+(?:messages?|mail|e-?mails?|drivefiles?|files|events|calendars?|contacts|mailbox(?:es)?)\b`)

// checkDestructive92 refuses allUsersDelete92 where the paragraph, or
// the prose around its code block, waives the confirmation or the backup
// (hooked from destructive.go's list).
func (c *checker) checkDestructive92(d *doc) {
	low := d.v.lower
	if !lowerHas(low, "all users", "allusers", "all-users") || !lowerHas(low, "delete", "purge", "trash", "wipe", "erase", "empty") {
		return // the cheap test first
	}
	for _, m := range d.findAll(allUsersDelete92, []string{"users"}, true) {
		// A command: in a code block (judged by the prose around it) or
		// quoted inline (by its paragraph).
		var ctx string
		if fi := d.fenceAt(m[0]); fi >= 0 {
			before, after := d.fenceProse(fi)
			ctx = before + "\n" + after
		} else if d.quoted(m[0]) {
			ctx = paragraphAround(d.v.text, m[0], m[1])
		} else {
			continue
		}
		if !waived43(ctx) && !noNet48.MatchString(ctx) || d.labelledExample(m[0]) || c.negated(d, m[0]) || strings.Contains(strings.ToLower(ctx), "dry run") {
			continue
		}
		tier, msg := downgrade(c.securityContext(d, m[0]), "deletes every account's mail or files in one command, with the confirmation or the backup waived")
		c.add(d, RuleDestructive, tier, m[0], m[1], msg)
	}
}
