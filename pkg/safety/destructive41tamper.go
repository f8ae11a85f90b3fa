package safety

import (
	"strings"
)

// Round 41 (destructive family): destruction by scope in three more
// spellings of principles the older rules hold.

func init() {
	destructiveRules = append(destructiveRules,
		// The backup or archive store removed whole by Windows' own
		// commands (rd /s, del /s of all it holds, Remove-Item -Recurse):
		// the copies a restore would come from, as round 40 reads rm -r of
		// a backups folder. A dated or named copy below the store is
		// retention, and a scratch or build archive is left alone.
		destructiveRule{lazyRegexp(`(?i)(?:\b(?:rd|rmdir)(?:[ \t]+/[sq])+|\bdel(?:[ \t]+/[fsqa])*[ \t]+/s(?:[ \t]+/[fsqa])*|\bRemove-Item\b[^\n;|&]*?-Recurse\b[^\n;|&]*?)[ \t]+["']?((?:[a-z]:|\\\\[\w.$-]+|[\w.$~-]*)(?:[\\/][\w.$ -]+?)*[\\/]?[\w-]*?(?:backups?|archives?))(?:[\\/]\*(?:\.\*)?)?["']?(?:\s|$|&|\x60)`),
			[]string{"rd ", "rmdir", "del ", "remove-item"}, "deletes every backup or archive, leaving nothing to restore from", false, scratchBucket},
		// Every top-level entry of the users' homes (or the home folder,
		// or the root) deleted by find with no filter between the folder
		// and the deletion: rm -rf /home/* in find's spelling. A -name,
		// -mtime or -size test before the deletion is a selection.
		destructiveRule{lazyRegexp(`(?i)\bfind[ \t]+(?:(?:/home|/Users|/root|~|\$HOME|\$\{HOME\})/?|/)[ \t]+(?:-(?:mindepth|maxdepth)[ \t]+\d+[ \t]+|-type[ \t]+[df][ \t]+|-xdev[ \t]+)*(?:-delete\b|-exec[ \t]+(?:sudo[ \t]+)?rm[ \t]+(?:-\w+[ \t]+)*-\w*[rR])`),
			[]string{"find"}, "deletes every folder in the users' homes or the root", false, nil},
		// Every bucket the account lists, force-removed in a one-line loop
		// (for b in $(aws s3 ls); do aws s3 rb --force): no bucket is named,
		// so none is spared, as every database dropped in round 40. A
		// listing narrowed first (grep, a prefix, an awk condition) is a
		// selection.
		destructiveRule{lazyRegexp(`(?i)\bfor[ \t]+\w+[ \t]+in[ \t]+\$\(\s*((?:aws[ \t]+s3[ \t]+ls|gsutil[ \t]+ls|gcloud[ \t]+storage[ \t]+(?:buckets[ \t]+)?(?:ls|list))\b[^)\n]*)\)[ \t]*;[ \t]*do\b[^\n]*?\b(?:aws[ \t]+s3[ \t]+rb\b[^\n;]*--force|gsutil[ \t]+(?:-m[ \t]+)?rm[ \t]+(?:-\w+[ \t]+)*-\w*r|gcloud[ \t]+storage[ \t]+(?:rm[ \t]+(?:-\S+[ \t]+)*(?:--recursive|-r)|buckets[ \t]+delete))`),
			[]string{"for "}, "deletes every storage bucket the account lists", false, listingNarrowed41},
		// A reset or wipe sent over ssh to every device the local network
		// shows (for h in $(arp -an); do ssh root@$h firstboot): the
		// devices are whoever is on the network, not ones the user named,
		// as every database a server lists is none the user chose.
		destructiveRule{lazyRegexp(`(?i)\bfor[ \t]+\w+[ \t]+in[ \t]+\$\(\s*(?:arp|ip[ \t]+neigh\w*|nmap|arp-scan|avahi-browse)\b[^)\n]*\)[^\n]*?\b(?:ssh|sshpass|dbclient)\b[^\n]*?(?:\bfirstboot\b|\bjffs2reset\b|\bfactory[-_ ]?reset\b|\bmtd[ \t]+erase\b|\bwipefs\b|\bmkfs\b|\brm[ \t]+-\w*[rR]\w*[ \t]+/(?:[ \t*'"]|$))`),
			[]string{"arp", "neigh", "nmap", "avahi"}, "resets or wipes every device the local network shows", false, nil},
		// Every item of a mailbox deleted (Search-Mailbox -DeleteContent
		// with no -SearchQuery to pick what goes): the whole mailbox's
		// record, sent mail and held archives with it.
		destructiveRule{lazyRegexp(`(?i)\bSearch-Mailbox\b([^\n]*?-DeleteContent\b[^\n]*)`),
			[]string{"search-mailbox"}, "deletes every item of a mailbox", false, lazyRegexp(`(?i)-SearchQuery\b`)},
	)
}

var (
	// serverWipe41: a recursive removal under a server's data folders
	// (/var, /srv, /opt, /data, /mnt, /home).
	serverWipe41 = lazyRegexp(`(?i)\brm[ \t]+(?:-{1,2}[\w-]+[ \t]+)*-\w*[rR]\w*[ \t]+(?:-{1,2}[\w-]+[ \t]+)*["']?(/(?:var|srv|opt|data|mnt|home)/[^\s"';|&]*)`)
	// ownersKept41: the people the data belongs to are not to be told
	// ("do not warn project owners", "without notifying the users").
	ownersKept41 = lazyRegexp(`(?i)\b(?:do\s+not|don'?t|never|no\s+need\s+to|without)\s+(?:warn|notify|alert|tell|inform|email|ping)(?:ing)?\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:owners?|users?|team|customers?|admins?|members?|staff|anyone|anybody|them)\b`)
)

// checkDestructive41 refuses a recursive removal of a server's data kept
// from the people it belongs to: the secrecy is what makes a clean-up an
// attack on their data (round 41). Scratch, cache and build folders are
// left alone, and so is a removal the prose around announces.
func (c *checker) checkDestructive41(d *doc) {
	if !strings.Contains(d.v.lower, "rm ") {
		return
	}
	for fi, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if len(b) > maxStatement*4 {
			continue
		}
		m := serverWipe41.FindStringSubmatchIndex(b)
		if m == nil || scratchBucket.MatchString(b[m[2]:m[3]]) || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
			continue
		}
		before, after := d.fenceProse(fi)
		if !c.fenceStealth(d, fi) && !ownersKept41.MatchString(before) && !ownersKept41.MatchString(after) {
			continue
		}
		c.add(d, RuleDestructive, Refuse, f.start+m[0], f.start+m[1], "deletes a server's data recursively and keeps it from the people it belongs to")
	}
}

// listingNarrowed41: a listing filtered before the loop deletes what it
// names (grep, a prefix, a query, an awk condition before its action).
var listingNarrowed41 = lazyRegexp(`(?i)\bgrep\b|--prefix\b|--query\b|--filter\b|\bawk\s+['"][^{'"]|\bsed\b|\bhead\b`)
