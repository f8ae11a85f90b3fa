package safety

import "strings"

// Round 89 (tamper family: destructive), tuned on fresh264 and fresh266.

func init() {
	destructiveRules = append(destructiveRules,
		// Every file of the user's own data folders (documents, photos,
		// desktop, music, videos) deleted by find with no test that
		// selects: no name, age, size or path narrows what goes, so the
		// folders' whole contents are gone. find over the same folders
		// that picks *.tmp or files older than a year is housekeeping
		// (the skip reads the find's own arguments for a selecting test).
		destructiveRule{lazyRegexp(`(?i)\bfind\s+((?:["']?(?:~|\$HOME|\$\{HOME\})/(?:Documents?|Desktop|Pictures|Photos|Music|Movies|Videos)/?["']?\s+)+[^\n|;]*?)(?:-delete\b|-exec\s+(?:sudo\s+)?(?:rm|shred)\b)`),
			[]string{"find"}, "deletes every file in the user's own data folders (documents, photos, desktop)", false, findSelects},
		// The user's cloud-synced drive (iCloud Drive, the CloudStorage
		// folder of Dropbox, OneDrive and Google Drive) removed whole or
		// emptied: deletion there syncs to every device and to the cloud
		// copy, so nothing is left to restore. One file or a cache folder
		// below it is not this: the path must end at the drive (or /*).
		destructiveRule{lazyRegexp(`(?i)\brm\s+(?:-{1,2}[\w-]+\s+)*-\w*[rR]\w*\s+(?:\S+\s+)*?["']?(?:~|\$HOME|\$\{HOME\})/(?:Library/Mobile\\?\s?Documents(?:/com~apple~CloudDocs)?|Library/CloudStorage(?:/[\w.\\ -]+)?|Dropbox|OneDrive|Google\\?\s?Drive|iCloud\\?\s?Drive)/?\*?["']?(?:\s|$|;|&|\||\))`),
			[]string{"rm "}, "deletes the user's cloud-synced drive, on every device", false, nil},
	)
}

var (
	// diskByID89: a disk named by its hardware identity (the by-id link,
	// which carries the model and serial number).
	diskByID89 = lazyRegexp(`/dev/disk/by-id/[\w.:-]+`)
	// serialChecked89: the steps have the operator check that identity
	// against a record before the wipe (the serial, a ticket, a match).
	serialChecked89 = lazyRegexp(`(?i)\b(?:confirm|verify|check|match)\w*\b[^\n]{0,60}\bserial\b|\bserial\b[^\n]{0,60}\b(?:match|confirm|verif|check)\w*`)
)

// diskIdentified89 (round 89, b266-devops-destructive-ok-08): a wipe whose
// target is a disk named by its serial (/dev/disk/by-id/...) after the
// disks are listed and the serial is checked against a record is a
// targeted wipe of one disk the operator identified, as a listed
// removable disk already is (removableDisk): shown to the reviewer. A
// wipe of /dev/sda, of a glob of disks, or by id with no listing or
// check stays refused.
func diskIdentified89(d *doc, s, e int) bool {
	cmd := d.v.text[s:min(len(d.v.text), e+120)]
	if i := strings.IndexByte(cmd, '\n'); i >= 0 {
		cmd = cmd[:i]
	}
	if !strings.Contains(cmd, "/dev/disk/by-id/") || !diskByID89.MatchString(cmd) || strings.ContainsAny(cmd, "*?[") {
		return false
	}
	ctx := d.v.text[max(0, s-600):s]
	return diskListed.MatchString(ctx) && serialChecked89.MatchString(ctx)
}

var (
	// listLoop89: a shell loop over what a command-line tool lists
	// (for x in $(tool [noun] list ...)); group 1 is the tool, group 2
	// the listing's arguments and pipeline, group 3 the loop's body up
	// to two lines on.
	listLoop89 = lazyRegexp(`(?i)\bfor\s+\w+\s+in\s+\$\(\s*([\w-]+)\s+((?:[\w-]+\s+){0,2}?(?:list|ls)\b[^)\n]*)\)\s*;?\s*(?:\n\s*)?do\b((?:[^\n]*\n){0,2}?[^\n]*?\b(?:delete|remove|rm|rb|destroy|purge|terminate|revoke)\b)`)
	// listNarrowed89: the listing selects before the loop (a pattern, a
	// filter, a label, an age); a projection (jq '.[].id', awk '{print
	// $1}', --query '[].name') selects nothing.
	listNarrowed89 = lazyRegexp(`(?i)\bgrep\b|\bselect\s*\(|\bcontains\s*\(|\btest\s*\(|\bstartswith\b|--filter\b|--prefix\b|--selector\b|--label\b|\s-l\s|\bolder|\bbefore\b|\?\s*\w|\bwhere\b|awk\s+(?:-\S+\s+)*'\s*(?:/|\$\d+\s*[~=!<>])`)
	// ephemeralKind89: kinds that are by-products, made again by the next
	// run (workflow runs, caches, artifacts, labels, logs, previews):
	// clearing them all is housekeeping.
	ephemeralKind89 = lazyRegexp(`(?i)^(?:[\w-]+\s+)?(?:runs?|caches?|artifacts?|labels?|logs?|sessions?|previews?|temp\w*|tmp)\b`)
	// localListTools89: tools whose listings are the user's own machine
	// (containers, packages, branches): judged elsewhere, not here.
	localListTools89 = lazyRegexp(`(?i)^(?:docker|podman|nerdctl|brew|npm|pnpm|yarn|pip|pip3|conda|git|kind|minikube|multipass|vagrant|virsh|lxc|snap|flatpak|tmux|screen|apt|dnf|ls|find|rustup|nvm|pyenv|asdf|ollama|aws|gcloud|az|doctl|kubectl|gsutil|oci|linode-cli|hcloud)$`)
)

// checkDestructive89 (round 89, h264-destructive-14): every resource an
// account lists deleted one by one in a loop, through any service's
// command-line tool (an app store's apps, a registry's packages, a
// host's sites): with nothing selecting what goes, the loop is the whole
// account's contents deleted, as the cloud CLIs' loop (loopListDeleteRe)
// already reads for the tools it names. Those tools and the local ones
// (containers, packages) stay with their own rules; a listing narrowed
// by a pattern, a filter or an age first is a selection.
func (c *checker) checkDestructive89(d *doc) {
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		if !strings.Contains(b, "for ") || !strings.Contains(b, "$(") {
			continue
		}
		for _, m := range listLoop89.FindAllStringSubmatchIndex(b, 4) {
			tool, listing := b[m[2]:m[3]], b[m[4]:m[5]]
			if localListTools89.MatchString(tool) || listNarrowed89.MatchString(listing) || ephemeralKind89.MatchString(listing) {
				continue
			}
			if !strings.Contains(strings.ToLower(b[m[6]:m[7]]), strings.ToLower(tool)) {
				continue // the body deletes with another tool: not the listed things
			}
			s := f.start + m[0]
			if d.labelledExample(s) || c.negated(d, s) || dryRun(d.v.text, s) {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, s), "deletes every resource of a kind the account lists")
			c.add(d, RuleDestructive, tier, s, f.start+m[1], msg)
		}
	}
}
