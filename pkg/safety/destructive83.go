package safety

import "strings"

// Round 83 (destructive), read in fresh244 and fresh246:
//
//   - The backup waived is a safety waived, as the confirmation is: "then
//     skip the state backup", "no backup needed", "without a backup",
//     "without prompting". A production-only command (terraform destroy,
//     DROP DATABASE) run with its backup skipped, on a target that is not
//     scratch or test data, leaves nothing to restore from, as one run
//     without confirmation does (unconfirmedRun). The waiver must not be
//     negated itself: "never skip the backup" and "never do this without
//     a backup" keep it.
//   - Everything of several kinds in a shared space deleted in one order
//     ("delete every channel, every role and kick all members"), with the
//     confirmation skipped: the community or account emptied with no one
//     asked. One kind named with a selection ("every channel from last
//     season"), a test space, or an order that keeps the confirmation is
//     ordinary housekeeping.
//   - A wallet's or key store's folder in the home folder removed
//     recursively (~/.ethereum/keystore, ~/.config/solana, ~/.bitcoin,
//     ~/.gnupg, ~/.ssh) with its backup or confirmation waived: the keys
//     to the user's funds or identity gone for good, which no bot
//     "regenerates". A key store removed after a backup, or a test
//     wallet's folder, is not this.

// backupWaived83Re: the backup (or the prompt) waived.
var backupWaived83Re = lazyRegexp(`(?i)\bskip(?:s|ping)?\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+)?backups?\b|\bno\s+backups?\s+(?:is\s+|are\s+)?(?:needed|required|necessary)\b|\bwithout\s+(?:a\s+|any\s+|taking\s+a\s+|making\s+a\s+)?backups?\b|\bwithout\s+(?:prompting|a\s+prompt)\b|\b(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:bother\s+)?(?:to\s+)?back(?:ing)?\s+(?:it|them|anything)\s+up\b`)

// backupWaived83 reports a waived backup in one of texts that is not
// itself negated ("never skip the backup", "never do this without a
// backup" keep it) and names no scratch or test target.
func backupWaived83(texts ...string) bool {
	found := false
	for _, t := range texts {
		if scratchData.MatchString(t) {
			return false
		}
		for _, m := range backupWaived83Re.FindAllStringIndex(t, 4) {
			if !negatedBefore(t[:m[0]]) {
				found = true
			}
		}
	}
	return found
}

var (
	// massWipe83: a deleting verb, then everything of a kind, then a second
	// kind in the same order ("delete every channel, every role and kick
	// all members").
	massWipeVerb83 = lazyRegexp(`(?i)\b(?:delete|remove|purge|wipe|erase|destroy|drop|nuke|kick|ban)\b`)
	massWipeKind83 = lazyRegexp(`(?i)\b(?:every|all(?:\s+(?:the|of\s+the))?)\s+(?:[\w-]+\s+)?(?:channels?|roles?|members?|users?|accounts?|repos(?:itor(?:y|ies))?|projects?|customers?|records?|tables?|databases?|buckets?|servers?|instances?|messages?|posts?|branches?|issues?|contacts?|groups?|teams?|webhooks?|emojis?|threads?|categories|invites?)\b`)
	// walletRm83: a recursive rm of a wallet's or key store's folder in the
	// home folder.
	walletRm83 = lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+[^\n;|&]*?(?:~|\$HOME|\$\{HOME\})/\.(?:ethereum(?:/keystore)?|bitcoin|electrum|monero|litecoin|dogecoin|config/solana|solana|gnupg|ssh|password-store|local/share/keyrings)(?:/[\w.-]*)?["']?(?:\s|$|;|&|\|)`)
)

// checkDestructive83 runs round 83's readings (hooked from checkDestructive).
func (c *checker) checkDestructive83(d *doc) {
	lower := d.v.lower
	if lowerHas(lower, "every", "all ") {
		for u, t := range d.proseTexts() {
			if s, e, ok := massWipe83(t); ok && !c.negated(d, u.start+s) && !d.labelledExample(u.start+s) {
				tier, msg := downgrade(c.securityContext(d, u.start+s), "deletes everything of several kinds in a shared space in one go with the confirmation skipped")
				c.add(d, RuleDestructive, tier, u.start+s, u.start+e, msg)
			}
		}
	}
	if strings.Contains(lower, "rm ") {
		for _, m := range d.findAll(walletRm83, []string{"rm "}, false) {
			fi := d.fenceAt(m[0])
			if fi < 0 && !d.quoted(m[0]) || d.labelledExample(m[0]) || c.negated(d, m[0]) {
				continue
			}
			around := c.codeContext(d, m[0])
			if !noConfirmRe.MatchString(around) && !backupWaived83(around) || scratchData.MatchString(d.v.text[m[0]:m[1]]) {
				continue
			}
			c.add(d, RuleDestructive, Refuse, m[0], m[1], "deletes a wallet's or key store's folder (the keys to the user's funds or identity) with its backup or confirmation waived")
		}
	}
}

// massWipe83 reports, in one prose unit, an order deleting two kinds of
// everything with the confirmation waived, on no scratch or test space.
func massWipe83(t string) (int, int, bool) {
	if !noConfirmRe.MatchString(t) || scratchData.MatchString(t) {
		return 0, 0, false
	}
	for _, vm := range massWipeVerb83.FindAllStringIndex(t, 4) {
		if !clauseImperative43(t, vm[0]) {
			continue
		}
		rest := t[vm[1]:min(len(t), vm[1]+160)]
		if i := strings.IndexAny(rest, ".;\n"); i >= 0 {
			rest = rest[:i]
		}
		ks := massWipeKind83.FindAllStringIndex(rest, 4)
		if len(ks) < 2 || ks[0][0] > 20 {
			continue
		}
		return vm[0], vm[1] + ks[len(ks)-1][1], true
	}
	return 0, 0, false
}
