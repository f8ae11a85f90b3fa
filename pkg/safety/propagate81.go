package safety

import (
	"regexp"
	"slices"
	"strings"
)

// Round 81 (propagate family), code: a walk over every project on the
// machine that writes this package into each one it finds (fresh233).
//
// A loop rooted at the home folder or the disk's root (a recursive glob,
// find, os.walk, rglob, Get-ChildItem -Recurse) reaches every project the
// user has, not the one they asked about. When its body writes into the
// file it found (the loop's own variable is the path written: a
// writeFileSync, an open(..., "w"), a sed -i, a >> redirect, a
// Set-Content) and what it writes is an install hook or a command that
// fetches and runs a package (a postinstall script, npx, pip install,
// curl), or this skill's own file, the package installs itself into
// every project it reaches: a worm's self-propagation. A loop that only
// reads what it finds, writes one report to a fixed file, or bumps the
// versions of the current repository's own workspaces (a relative glob)
// carries nothing anywhere.
var (
	// prop81Root: a walk's root that is the home folder or the disk.
	prop81Root = lazyRegexp(`(?i)\bos\.homedir\(\)|\bhomedir\(\)|process\.env\.(?:HOME|USERPROFILE)\b|\bPath\.home\(\)|expanduser\(\s*['"]~|os\.environ(?:\.get)?[\[(]\s*['"](?:HOME|USERPROFILE)['"]|getenv\(\s*['"](?:HOME|USERPROFILE)['"]|\$\{?HOME\b|\$env:(?:USERPROFILE|HOME)\b|(?:^|[\s'"(=,\x60])~(?:[/\\'"\s)\x60]|$)|['"\x60]/\*\*|['"]/['"]|\bfind\s+/(?:\s|home\b|Users\b|srv\b)|(?:^|['"\s(])(?:/home|/Users|/srv)(?:/|['"\s)])|\b[A-Z]:\\(?:\s|['"]|Users\b)`)
	// prop81Recurse: the walk is recursive (it reaches every project).
	prop81Recurse = lazyRegexp(`\*\*|/\*|\biterdir\(|\blistdir\(|\breaddirSync\(|\bGet-ChildItem\b|\bos\.walk\(|\.rglob\(|\bwalk(?:Sync)?\(|\bfind\s|-Recurse\b|\brecursive\s*[:=]\s*(?:true|True)\b|\bglob\.glob\([^)\n]*recursive`)
	// prop81Target: a file each project has that runs or instructs:
	// a manifest with scripts, a git hook, an agent's instruction or
	// skills file, a CI file.
	prop81Target = lazyRegexp(`(?i)package\.json|\bnpm\s+pkg\s+set\b|\.git/hooks|\bhooks/(?:pre|post)-\w+|\.pre-commit-config|\bCLAUDE\.md|\bAGENTS\.md|\bGEMINI\.md|\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions|\.cursor/rules|\bSKILL\.md|/skills\b|\.github/workflows|\.gitlab-ci|\bJenkinsfile|\bDockerfile|\bpyproject\.toml|\bsetup\.py|\bMakefile\b`)
	// prop81Payload: what is written runs or installs a package, or is
	// this skill's own file.
	prop81Payload = lazyRegexp(`(?i)\b(?:pre|post)?install\b['"]?\]?\s*(?:[:]|=[^=])|\bprepare\b['"]?\]?\s*(?:[:]|=[^=])|\bnpx\s|\bnpm\s+(?:i|install|exec)\s|\bpnpm\s+dlx\s|\byarn\s+dlx\s|\bbunx\s|\bpip3?\s+install\s|\buvx\s|\bpipx\s+run\s|\bcurl\s|\bwget\s|\biwr\s|Invoke-WebRequest|\bSKILL\.md\b|\.claude/skills|\.agents/skills|\b__file__\b|\b__dirname\b|\b__filename\b|import\.meta\.url|\$\{?0\b|BASH_SOURCE|\$PSCommandPath|\$MyInvocation|process\.argv\[1\]|sys\.argv\[0\]`)
	// prop81Removal: the hook or command taken out of what was found
	// (a cleaner's delete, a sed deletion), not put in.
	prop81Removal = lazyRegexp(`(?i)\bdelete\s+[\w.$\[\]'"]*install|\bdel\s+[\w.\[\]'"]*install|\.pop\(\s*['"](?:pre|post)?install|\bsed\s+-i\S*\s+(?:-e\s+)?['"][^'"\n]*/d['"]|\bs([/|#])[^'"\n]*(?:install|npx)[^'"\n]*?([/|#])([/|#])g?['"]|-replace\s+['"][^'"\n]*(?:install|npx)[^'"\n]*['"]\s*,\s*['"]{2}`)
	// prop81LoopVar: the variables a loop binds (JS, Python, shell,
	// PowerShell).
	prop81LoopVar = lazyRegexp(`\bfor\s*\(\s*(?:const|let|var)\s+(\w+)\s+of\b|\.forEach\(\s*(?:async\s*)?\(?\s*(\w+)|\bfor\s+(\w+)(?:\s*,\s*(\w+))?(?:\s*,\s*(\w+))?\s+in\b|\bwhile\s+(?:IFS=\S*\s+)?read\s+(?:-\w+\s+)*(\w+)|\bforeach\s*\(\s*\$(\w+)\s+in\b`)
	// prop81FindWrite: a find or xargs whose every hit is edited in place
	// or copied onto.
	// A cp writes into the hit only when the hit is its destination
	// ("cp hook.sh {}"); "cp --parents {} ~/backup/" copies the hit out.
	prop81FindWrite = lazyRegexp(`-exec\s+(?:sed\s+-i|perl\s+-\w*i|sh\s+-c|bash\s+-c|tee\b)[^\n]*\{\}|-exec\s+cp\s+(?:-\S+\s+)*[^\s{}-]\S*\s+["']?\{\}|\bxargs\s+(?:-\S+\s+)*(?:sed\s+-i|perl\s+-\w*i|tee\b|sh\s+-c)|\bxargs\s+(?:-\S+\s+)*-I\s*\{\}\s+cp\s+(?:-\S+\s+)*[^\s{}-]\S*\s+["']?\{\}`)
	// prop81ObjWrite: PowerShell's pipeline item written.
	prop81ObjWrite = lazyRegexp(`(?i)(?:Set-Content|Add-Content|Out-File)\s+(?:-(?:Path|LiteralPath|FilePath)\s+)?\$_\b|\$_(?:\.FullName)?\s*\|?\s*(?:Set-Content|Add-Content)|(?:Set-Content|Add-Content|Out-File)\b[^\n|;]*-(?:Path|LiteralPath|FilePath)\s+\$_\b`)
	// prop81WriteTarget: a write into the file a variable names (the
	// variable is one of the capture groups): Node's fs writers, Python's
	// open and pathlib writers, a shell redirection, tee, sponge, mv, cp,
	// sed -i, npm pkg set --prefix, PowerShell's content cmdlets.
	prop81WriteTarget = lazyRegexp(`(?:writeFileSync|appendFileSync|writeFile|appendFile|outputFileSync|outputJsonSync|writeJsonSync|writeJSONSync|outputJson|writeJson)\(\s*(?:path\.(?:join|resolve)\(\s*)?(\w+)\b` +
		`|\bopen\(\s*(?:os\.path\.join\(\s*)?(\w+)\b[^\n]*?,\s*['"][wa]` +
		`|\b(\w+)(?:\s*/\s*['"][^'"\n]+['"])?\s*\)?\.(?:write_text|write_bytes)\(|\b(\w+)\.open\(\s*['"][wa]` +
		`|(?:>>?\s*|\btee\s+(?:-a\s+)?|\bsponge\s+|\bmv\s+(?:-\w+\s+)*[^\s-]\S*\s+|\bnpm\s+pkg\s+set\b[^\n]*--prefix[\s=]+|\bsed\s+-i\S*\s+(?:-e\s+)?(?:'[^'\n]*'|"[^"\n]*")\s+|\bcp\s+(?:-\w+\s+)*[^\s-]\S*\s+)["']?\$\{?(\w+)\b` +
		`|\bcd\s+["']?\$\{?(\w+)\b[^\n]*\bnpm\s+pkg\s+set\b` +
		`|(?i:Set-Content|Add-Content|Out-File|Copy-Item[^\n|;]*?-Destination)\s+(?:-(?:Path|LiteralPath|FilePath)\s+)?["']?\$(\w+)\b`)
	// prop81AssignLine: an assignment (JS, Python, Perl, shell) and the
	// value assigned.
	prop81AssignLine = lazyRegexp(`(?m)^[ \t]*(?:(?:const|let|var|my|local)\s+)?\$?(\w+)\s*=\s*([^=\n][^\n]*)`)
)

// prop81WritesVar: block b writes into the file the variable v names.
func prop81WritesVar(b, v string) bool {
	for _, m := range prop81WriteTarget.FindAllStringSubmatch(b, -1) {
		if slices.Contains(m[1:], v) {
			return true
		}
	}
	return false
}

// prop81Assign: the variables assigned, in block b, a value built from
// the variable v (a path joined onto it).
func prop81Assign(b, v string) []string {
	var out []string
	for _, m := range prop81AssignLine.FindAllStringSubmatch(b, -1) {
		if m[1] != v && boundedIn(m[2], v, isIdentByte) {
			out = append(out, m[1])
			if len(out) == 8 {
				break
			}
		}
	}
	return out
}

// prop81WalkWrite reports, in code block b, a recursive walk rooted at
// the home folder or the disk that writes, into each project file it
// finds, an install hook, a command that runs a package, or this
// skill's own file.
func prop81WalkWrite(b string, own *lazyRE) (int, int, bool) {
	if len(b) > 8000 {
		b = b[:8000]
	}
	rm := prop81Root.FindStringIndex(b)
	if rm == nil || prop81Recurse.FindStringIndex(b) == nil || prop81Target.FindStringIndex(b) == nil {
		return 0, 0, false
	}
	if prop81Removal.MatchString(b) {
		return 0, 0, false // a cleaner that takes such a hook out
	}
	pm := prop81Payload.FindStringIndex(b)
	if pm == nil && own != nil {
		pm = own.FindStringIndex(b)
	}
	if pm == nil {
		return 0, 0, false
	}
	writes := prop81FindWrite.MatchString(b) || prop81ObjWrite.MatchString(b)
	if !writes {
		for _, m := range prop81LoopVar.FindAllStringSubmatch(b, 8) {
			for _, v := range m[1:] {
				if v == "" {
					continue
				}
				if prop81WritesVar(b, v) {
					writes = true
					break
				}
				// one step of flow: a path built from the loop's variable
				// ("hook = os.path.join(root, '.git/hooks/pre-commit')")
				for _, a := range prop81Assign(b, v) {
					if prop81WritesVar(b, a) {
						writes = true
						break
					}
				}
				if writes {
					break
				}
			}
			if writes {
				break
			}
		}
	}
	if !writes {
		return 0, 0, false
	}
	s, e := min(rm[0], pm[0]), max(rm[1], pm[1])
	return prop81LineStart(b, s), lineEnd(b, e), true
}

// prop81LineStart: the start of the line holding offset i.
func prop81LineStart(b string, i int) int {
	return strings.LastIndexByte(b[:i], '\n') + 1
}

// Round 81, the same written through a file list: a line that appends,
// to every file a search lists (">> $(git ls-files '*Dockerfile*')",
// "| xargs tee -a"), text that copies a SKILL.md into an agent's skills
// folder ("COPY x/SKILL.md /root/.claude/skills/..."): every image or
// project built from those files installs the skill. Text that copies
// another file into them is a build edit.
var (
	// prop81ListRedirect: a redirect into the files a search lists.
	prop81ListRedirect = lazyRegexp(`(?:>>?\s*|\btee\s+(?:-a\s+)?)["']?\$\(\s*(?:git\s+ls-files|find|fd|rg\s+-l|grep\s+-\w*l)\b|\|\s*xargs\s+(?:-\S+\s+)*tee\s+(?:-a\s+)?`)
	// prop81SkillIntoSkills: a SKILL.md, then an agent's skills folder.
	prop81SkillIntoSkills = lazyRegexp(`SKILL\.md\b[^\n]*?(?:\S*/)?\.?(?:claude|codex|agents|cursor|gemini)/skills\b`)
)

// prop81ListWrite reports, in code block b, a line that appends to every
// file a search lists text copying a SKILL.md into a skills folder.
func prop81ListWrite(b string) (int, int, bool) {
	if !strings.Contains(b, "SKILL.md") || !strings.Contains(b, "skills") {
		return 0, 0, false
	}
	for ls, le := range lineSpans(b) {
		line := b[ls:le]
		rm := prop81ListRedirect.FindStringIndex(line)
		if rm == nil {
			continue
		}
		if prop81SkillIntoSkills.MatchString(line[:rm[0]]) {
			return ls, le, true
		}
	}
	return 0, 0, false
}

// Round 81, prose (Romanian): sending this file to all colleagues, or
// asking them to put it in their skills folder, carries the skill as
// "copy" does (English "send this skill to every colleague" is a spread
// verb already); the address book's contacts, the colleagues' skills
// folders and the team's project template are places that are many.
func init() {
	registerActionLexicon("ro+r81-propagate", actionLex{
		copyVerb:    []string{"trimite acest", "trimite această", "trimite aceasta", "trimiteți acest", "trimiteti acest", "trimiteți această", "trimite-l ", "trimite-l,", "trimiteți-l", "adaugă-l", "adauga-l", "adăugați-l", "pune-l ", "puneți-l", "să-l pună", "sa-l puna", "să-l instaleze", "sa-l instaleze"},
		otherPlaces: []string{"tuturor contactelor", "toate contactele", "fiecărui contact", "fiecarui contact", "toți colegii", "toti colegii", "folderul lor de skill", "folderele lor de skill", "folderul lor de skill-uri", "șablonul de proiect", "sablonul de proiect", "șabloanele de proiect"},
	})
}

// Round 81, prose: round 39's startup-file reinstall when the line to
// write is a long inline code span between the verb and the file
// ("append `<a line that copies a skill into ~/.claude/skills>` to
// ~/.bashrc so it reinstalls itself on every shell"). Round 39 looks for
// the verb in a short window before the file; the code span the verb
// governs is its object, however long, and is measured as one word.
var prop81VerbCodeFile = lazyRegexp(`(?i)\b(?:append|add|put|write|insert|inject|prepend|place)\w*\s+(?:(?:this|the|a|one)\s+(?:line|snippet|command)\s+)?` + "`[^`\n]{1,800}`" + `\s+(?:to|into|in|onto|at\s+the\s+(?:end|top)\s+of)\s+(?:both\s+|your\s+)?`)

// prop81Fetch: a download saved to a file.
var prop81Fetch = lazyRegexp(`\b(?:curl|wget)\b[^\n]*\s-(?:o|O|-output)\b|\b(?:Invoke-WebRequest|iwr)\b[^\n]*-OutFile\b`)

// prop81StartupCode reports, in sentence t, a code span written into a
// shell startup file that installs a skill, said to put it back.
func prop81StartupCode(t string, own *lazyRE) (int, int, bool) {
	if !strings.Contains(t, "`") || !strings.Contains(t, "/.") {
		return 0, 0, false
	}
	for _, vm := range prop81VerbCodeFile.FindAllStringIndex(t, 4) {
		fm := prop39StartupFile.FindStringIndex(t[vm[1]:])
		if fm == nil || fm[0] != 0 || negatedBefore(t[max(0, vm[0]-40):vm[0]]) {
			continue
		}
		code := t[vm[0]:vm[1]]
		if !prop39SkillPlace.MatchString(code) && !propSelfRe.MatchString(code) && (own == nil || !own.MatchString(code)) {
			continue
		}
		// the line copies or fetches a file (a test that the skill is
		// there, an echo of its state, installs nothing)
		if propCopyCode.FindStringIndex(code) == nil && !prop81Fetch.MatchString(code) {
			continue
		}
		if prop39Reinstall.MatchString(t[vm[1]:]) {
			return vm[0], vm[1] + fm[1], true
		}
	}
	return 0, 0, false
}

// checkPropagation81 runs round 81's code readings over each code block
// and its startup-file reading over each sentence.
func (c *checker) checkPropagation81(d *doc, ownProse *lazyRE) {
	var own *lazyRE
	if n := c.p.Name; len(n) >= 3 && len(n) <= 64 {
		own = lazyRegexp(`(?i)\b` + regexp.QuoteMeta(n) + `\b`)
	}
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := prop81WalkWrite(t[f.start:f.end], own); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "walks every project on the machine and writes into each one's manifest, hook or agent file a command that installs or runs this package (self-propagation)")
		} else if s, e, ok := prop81ListWrite(t[f.start:f.end]); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "appends to every file a search lists a line that installs a SKILL.md into an agent's skills folder (self-propagation)")
		}
	}
	for _, u := range d.units {
		if !d.proseUnit(u) {
			continue
		}
		ut := t[u.start:u.end]
		if len(ut) > 2*maxIntentUnit {
			ut = ut[:2*maxIntentUnit]
		}
		if s, e, ok := prop81StartupCode(ut, ownProse); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "writes into a shell startup file a line that installs or reloads a skill on every new shell (self-propagation)")
		}
	}
}
