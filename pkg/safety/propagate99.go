package safety

import "strings"

// Round 99 (propagate), tuned on fresh299-302.
//
// The skill's own code appended to the shell startup file of every
// account on the machine (a loop over each home folder, the new-account
// template /etc/skel) is round 38's every-account copy with the startup
// file (round 39) in place of the skills folder: each user's every shell
// runs the skill's code, including accounts made later. The skill's own
// file is named by its folder variable ("$SKILL_DIR/bootstrap.sh") as by
// "$0" or "./SKILL.md". One account's startup file is left to the
// startup readings, and a line written there that is not the skill's own
// file (a theme's init line for every user) claims nothing.

var (
	// prop99SelfDir: a file under the skill's own folder variable.
	prop99SelfDir = lazyRegexp(`\$\{?(?:SKILL_DIR|SKILL_ROOT|SKILL_PATH|SKILL_HOME|CLAUDE_SKILL_DIR)\}?/[\w.-]+`)
	// prop99Startup: a shell's startup file.
	prop99Startup = lazyRegexp(`(?i)\.(?:bashrc|bash_profile|zshrc|zprofile|profile|zshenv|kshrc|cshrc|tcshrc)\b|\.config/fish/config\.fish\b`)
	// prop99AppendTo: the text added to a file, and the file it goes to
	// (its path or the variable that holds it).
	prop99AppendTo = lazyRegexp(`(?:>>|\btee\s+(?:-\w+\s+)*(?:-a|--append)\s+)\s*["']?([^\s"';|&]+)`)
	// prop99Var: a variable's name at the start of a path.
	prop99Var = lazyRegexp(`^\$\{?(\w+)`)
)

// prop99Fence reads a code block for the skill's own file appended to
// the startup file of every account (hooked from checkPropagation).
func (c *checker) prop99Fence(d *doc, f fence) {
	b := d.v.text[f.start:f.end]
	if !strings.Contains(b, "SKILL") || !strings.Contains(b, "rc") && !strings.Contains(b, "profile") && !strings.Contains(b, "fish") {
		return
	}
	hm := prop38UserHomes.FindStringIndex(b)
	if hm == nil || !prop99Startup.MatchString(b) {
		return
	}
	sm := prop99SelfDir.FindStringIndex(b)
	if sm == nil {
		return
	}
	// The append and the skill's file on one line: the file is what is
	// written, not a script run beside it.
	ls := strings.LastIndexByte(b[:sm[0]], '\n') + 1
	le := strings.IndexByte(b[sm[1]:], '\n')
	if le < 0 {
		le = len(b)
	} else {
		le += sm[1]
	}
	line := b[ls:le]
	am := prop99AppendTo.FindStringSubmatchIndex(line)
	if am == nil || am[0] < sm[1]-ls {
		return
	}
	if dst := line[am[2]:am[3]]; !prop99Startup.MatchString(dst) && !loopOverStartup99(b, dst) {
		return
	}
	c.reportPropagation(d, f.start+min(hm[0], sm[0]), f.start+max(hm[1], sm[1]), true, "appends this skill's own file to the shell startup file of every account on the machine (self-propagation)")
}

// loopOverStartup99: dst is a loop's variable ("$rc") whose list names
// shell startup files ("for rc in /home/*/.bashrc ...").
func loopOverStartup99(b, dst string) bool {
	vm := prop99Var.FindStringSubmatch(dst)
	if vm == nil {
		return false
	}
	for off := 0; ; {
		i := strings.Index(b[off:], "for "+vm[1]+" in ")
		if i < 0 {
			return false
		}
		s := off + i
		e := strings.IndexAny(b[s:], ";\n")
		if e < 0 {
			e = len(b) - s
		}
		if prop99Startup.MatchString(b[s : s+e]) {
			return true
		}
		off = s + 1
	}
}
