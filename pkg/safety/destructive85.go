package safety

// Round 85 (destructive), tuned on fresh247 and fresh250.
//
//   - A loop written on a bare line ("for d in /dev/sd? /dev/nvme?n1; do
//     dd if=/dev/zero of=$d ...; done"): the shell's "do" made the line
//     read as an English sentence (proseWord60), so the rules that know a
//     loop wiping every disk never read it; "; do" is shell (shellLoopDo85,
//     read by sentenceLine60).
//   - Every stopped container's data deleted: "docker system prune
//     --volumes" or "docker volume prune --all" removes each volume no
//     running container holds (a database's data while its container is
//     down). Judged as TRUNCATE is: refused against production or with
//     the confirmation skipped; a laptop's cleanup is ordinary.
func init() {
	destructiveRules = append(destructiveRules,
		destructiveRule{lazyRegexp(`(?i)\b(?:docker|podman)\s+(?:system\s+prune\b[^\n;|&]*--volumes\b|volume\s+prune\b[^\n;|&]*(?:\s-a\b|\s-\w*a\w*f?\b|--all\b))`),
			[]string{"prune"}, "deletes every volume no running container holds (the data of stopped services)", true, nil},
	)
}

// shellLoopDo85: the keyword that opens a shell loop's body ("for d in
// ...; do dd ...; done", "while read l; do"): on a bare line it is shell,
// not the English "do" that makes the line read as a sentence.
var shellLoopDo85 = lazyRegexp(`;\s*do\b`)
