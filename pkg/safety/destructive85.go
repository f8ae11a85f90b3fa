package safety

// Round 85 (destructive), tuned on fresh247 and fresh250.
//
//   - Every disk of the machine overwritten by a loop: "for d in /dev/sd?
//     /dev/nvme?n1; do dd if=/dev/zero of=$d ...; done" names no one disk,
//     yet its glob selects them all, the system disk with them; the wipe
//     command (dd, mkfs, wipefs, blkdiscard, shred) writes to the loop's
//     variable. A loop that reads every disk (smartctl, lsblk) or writes
//     to image files is not this.
//   - Every stopped container's data deleted: "docker system prune
//     --volumes" or "docker volume prune --all" removes each volume no
//     running container holds (a database's data while its container is
//     down). Judged as TRUNCATE is: refused against production or with
//     the confirmation skipped; a laptop's cleanup is ordinary.
func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)\bfor\s+\w+\s+in\s+[^;\n]*?/dev/(?:sd|nvme|hd|vd|xvd|mmcblk|disk|md)[^;\n]*(?:;\s*|\s*\n\s*)do\b[\s\S]{0,160}?\b(?:dd\b[^\n;|&]*\bof=["']?\$\{?\w+|(?:mkfs(?:\.\w+)?|wipefs|blkdiscard|shred|sgdisk)\b[^\n;|&]*\s["']?\$\{?\w+)`),
			[]string{"/dev/"}, diskWipeWhat + " (every disk a loop's glob selects)", false, nil},
		destructiveRule{lazyRegexp(`(?i)\b(?:docker|podman)\s+(?:system\s+prune\b[^\n;|&]*--volumes\b|volume\s+prune\b[^\n;|&]*(?:\s-a\b|\s-\w*a\w*f?\b|--all\b))`),
			[]string{"prune"}, "deletes every volume no running container holds (the data of stopped services)", true, nil},
	)
}

// shellLoopDo85: the keyword that opens a shell loop's body ("for d in
// ...; do dd ...; done", "while read l; do"): on a bare line it is shell,
// not the English "do" that makes the line read as a sentence.
var shellLoopDo85 = lazyRegexp(`;\s*do\b`)
