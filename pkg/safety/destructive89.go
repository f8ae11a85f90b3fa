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
