package safety

import "regexp"

// Round 41 (destructive family): destruction by scope in three more
// spellings of principles the older rules hold.

func init() {
	destructiveRules = append(destructiveRules,
		// The backup or archive store removed whole by Windows' own
		// commands (rd /s, del /s of all it holds, Remove-Item -Recurse):
		// the copies a restore would come from, as round 40 reads rm -r of
		// a backups folder. A dated or named copy below the store is
		// retention, and a scratch or build archive is left alone.
		destructiveRule{regexp.MustCompile(`(?i)(?:\b(?:rd|rmdir)(?:[ \t]+/[sq])+|\bdel(?:[ \t]+/[fsqa])*[ \t]+/s(?:[ \t]+/[fsqa])*|\bRemove-Item\b[^\n;|&]*?-Recurse\b[^\n;|&]*?)[ \t]+["']?((?:[a-z]:|\\\\[\w.$-]+|[\w.$~-]*)(?:[\\/][\w.$ -]+?)*[\\/]?[\w-]*?(?:backups?|archives?))(?:[\\/]\*(?:\.\*)?)?["']?(?:\s|$|&|\x60)`),
			[]string{"rd ", "rmdir", "del ", "remove-item"}, "deletes every backup or archive, leaving nothing to restore from", false, scratchBucket},
		// Every top-level entry of the users' homes (or the home folder,
		// or the root) deleted by find with no filter between the folder
		// and the deletion: rm -rf /home/* in find's spelling. A -name,
		// -mtime or -size test before the deletion is a selection.
		destructiveRule{regexp.MustCompile(`(?i)\bfind[ \t]+(?:(?:/home|/Users|/root|~|\$HOME|\$\{HOME\})/?|/)[ \t]+(?:-(?:mindepth|maxdepth)[ \t]+\d+[ \t]+|-type[ \t]+[df][ \t]+|-xdev[ \t]+)*(?:-delete\b|-exec[ \t]+(?:sudo[ \t]+)?rm[ \t]+(?:-\w+[ \t]+)*-\w*[rR])`),
			[]string{"find"}, "deletes every folder in the users' homes or the root", false, nil},
		// Every bucket the account lists, force-removed in a one-line loop
		// (for b in $(aws s3 ls); do aws s3 rb --force): no bucket is named,
		// so none is spared, as every database dropped in round 40. A
		// listing narrowed first (grep, a prefix, an awk condition) is a
		// selection.
		destructiveRule{regexp.MustCompile(`(?i)\bfor[ \t]+\w+[ \t]+in[ \t]+\$\(\s*((?:aws[ \t]+s3[ \t]+ls|gsutil[ \t]+ls|gcloud[ \t]+storage[ \t]+(?:buckets[ \t]+)?(?:ls|list))\b[^)\n]*)\)[ \t]*;[ \t]*do\b[^\n]*?\b(?:aws[ \t]+s3[ \t]+rb\b[^\n;]*--force|gsutil[ \t]+(?:-m[ \t]+)?rm[ \t]+(?:-\w+[ \t]+)*-\w*r|gcloud[ \t]+storage[ \t]+(?:rm[ \t]+(?:-\S+[ \t]+)*(?:--recursive|-r)|buckets[ \t]+delete))`),
			[]string{"for "}, "deletes every storage bucket the account lists", false, listingNarrowed41},
	)
}

// listingNarrowed41: a listing filtered before the loop deletes what it
// names (grep, a prefix, a query, an awk condition before its action).
var listingNarrowed41 = regexp.MustCompile(`(?i)\bgrep\b|--prefix\b|--query\b|--filter\b|\bawk\s+['"][^{'"]|\bsed\b|\bhead\b`)
