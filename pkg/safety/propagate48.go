package safety

import (
	"strings"
)

// Round 48 (propagate): self-propagation read in more shapes. Each is the
// round-5 reading (this skill, a verb or a copy that carries it, a
// destination that is many or someone else's) with one part spelled in a
// way the lists did not hold:
//
//   - "These exact instructions", "these same rules": an adjective between
//     the demonstrative and the noun still points at the text the reader
//     holds, as "this exact file" does.
//   - "It writes its own text into every sibling skill": the reflexive
//     "its own" makes the carried text the writer's, and when the writer is
//     the skill (named in the sentence or in the question it answers) that
//     text is this skill's.
//   - Other people's agents told to install it ("have their agents install
//     it") is a relay to places the user never pointed at, as "everyone's
//     agents" is.
//   - A CJK quantifier (所有, 每個, すべての, 모든) before an English
//     loanword (repo, PR, project) is the same "every repository" the CJK
//     nouns spell.
//   - Code: a path that globs over many homes or projects and ends in a
//     skills folder (/home/*/**/skills) names every such folder, as the
//     agents' skills roots do; Ruby, PHP and .NET spell the running file
//     __FILE__ / __dir__ and copy it with FileUtils.cp, copy() or
//     File.Copy; and a skills folder copied onto a wildcard of sibling
//     directories (cp -r .skills ../*/) carries skills into every project
//     beside this one.
//   - Thai, Bengali, French and Polish: a new project, wherever you work,
//     every other workstation, every team member are the "new", "anywhere",
//     "other machines" and "teammates" of the English destination list.

// prop48TheseExact: these exact / same / very instructions as the object
// right after a carrying verb ("paste these exact instructions"): read
// only there, as "follow these same directions" carries nothing.
var prop48TheseExact = nfkcRe(`(?i)(?:^|[^\p{L}])(` + propSpread + `)\s+(?:(?:all\s+of|all|a\s+copy\s+of)\s+)?these\s+(?:exact|same|very|verbatim|precise|identical)\s+(?:instructions|rules|lines|words|sentences|paragraphs|directions)\b`)

// prop48TheseSpread: this skill's text, named as "these exact
// instructions" right after a carrying verb, with a destination that is
// many or someone else's in the same sentence.
func prop48TheseSpread(t string) (int, int, bool) {
	if !strings.Contains(strings.ToLower(t), "these ") {
		return 0, 0, false
	}
	m := prop48TheseExact.FindStringSubmatchIndex(t)
	if m == nil || negatedBefore(t[:m[2]]) {
		return 0, 0, false
	}
	for _, f := range propFanRe.FindAllStringSubmatchIndex(t, 8) {
		s, e := f[2], f[3]
		if s < 0 {
			s, e = f[4], f[5]
		}
		if propPurpose.MatchString(t[max(0, s-40):s]) {
			continue
		}
		return min(m[2], s), max(m[1], e), true
	}
	return 0, 0, false
}

// prop48Fan: other people's agents told to install or load it (spliced
// into propFan).
const prop48Fan = `\b(?:have|get|make|tell|ask|let)\s+(?:their|his|her|everyone'?s|people'?s|others'?|each\s+of\s+their)\s+(?:own\s+)?(?:agents?|assistants?|AIs?|copilots?|bots?)\s+(?:to\s+)?(?:install|add|load|save|enable|keep|store|register)\w*\b`

// prop48FanCJK: a CJK quantifier before an English loanword for a
// repository, pull request, project or skill (spliced into propFanRe).
const prop48FanCJK = `(?:每個|每个|所有|其他|其它|全部|別的|别的)\s*(?:[\p{Han}]{1,4}\s*)?(?i:repos?|repositor(?:y|ies)|PRs?|pull\s+requests?|projects?|skills?|agents?)(?:[^\p{L}]|$)|(?:すべての|全ての|各|他の)\s*(?i:repos?|repositor(?:y|ies)|PRs?|projects?|skills?)(?:[^\p{L}]|$)|(?:모든|각|다른)\s*(?i:repos?|repositor(?:y|ies)|PRs?|projects?|skills?)(?:[^\p{L}]|$)`

var (
	// prop48SkillsGlob: a path with a wildcard over homes or projects
	// whose later part is a skills folder (every such folder).
	prop48SkillsGlob = lazyRegexp(`[\w~$./{}-]*\*[^\s'"` + "`" + `,)]*/\.?[\w-]*skills\b`)
	// prop48SelfCopy: the running file copied, in Ruby (FileUtils.cp,
	// IO.copy_stream), PHP (copy) and .NET (File.Copy, Copy-Item of the
	// script): the copy's source is the script itself.
	prop48SelfCopy = lazyRegexp(`\b(?:FileUtils\.(?:cp_r|cp|copy_file|copy_entry|copy|install)|IO\.copy_stream|copy|File::Copy|File\.Copy|Files\.copy)\s*\(?\s*(?:File\.(?:expand_path|dirname|realpath)\(\s*|Path\.Combine\(\s*)?(?:__FILE__|__dir__|__DIR__|\$PROGRAM_NAME\b|\$0\b)|\b(?:File|IO)\.(?:read|binread)\(\s*(?:__FILE__|\$0\b|\$PROGRAM_NAME\b)`)
	// prop48FanCode: Ruby and PHP walks over many directories.
	prop48FanCode = lazyRegexp(`\bDir\.(?:glob|each_child|children|entries)\b|\bDir\[|\bFind\.find\b|\bglob\(|\bscandir\(`)
	// prop48SkillsToGlob: a skills folder copied onto a wildcard of
	// sibling or other users' directories.
	prop48SkillsToGlob = lazyRegexp(`(?i)(?:^|[\s"'&;|(])(?:cp|rsync|ditto|Copy-Item)\s+(?:-[\w-]+\s+)*["']?[^\s"'&;|]*skills[^\s"'&;|]*["']?\s+["']?(?:\.\./|~/|/home/|/Users/|\$HOME/|\$\{HOME\}/)[^\s"'&;|]*\*`)
)

// prop48CodeFlow: the round-5 code reading (the skill's own file copied,
// and the copy fanned out) with the spellings above; called when
// propCodeFlow finds nothing.
func prop48CodeFlow(b string, own *lazyRE) (int, int, bool) {
	if strings.Contains(b, "skills") && strings.Contains(b, "*") {
		// The current folder copied whole into a glob of skills folders.
		if sm := propDotSelf.FindStringIndex(b); sm != nil {
			if gm := prop48SkillsGlob.FindStringIndex(b); gm != nil {
				return min(sm[0], gm[0]), max(sm[1], gm[1]), true
			}
		}
		if m := prop48SkillsToGlob.FindStringIndex(b); m != nil {
			return m[0], m[1], true
		}
	}
	if !strings.Contains(b, "__") && !strings.Contains(b, "$") {
		return 0, 0, false
	}
	cm := prop48SelfCopy.FindStringIndex(b)
	if cm == nil {
		return 0, 0, false
	}
	fm := propFanCode.FindStringIndex(b)
	if fm == nil {
		fm = prop48FanCode.FindStringIndex(b)
	}
	if fm == nil {
		return 0, 0, false
	}
	return min(cm[0], fm[0]), max(cm[1], fm[1]), true
}

var (
	// prop48OwnText: the writer's own text.
	prop48OwnText = lazyRegexp(`(?i)\bits\s+own\s+(?:full\s+|whole\s+|entire\s+)?(?:text|body|contents?|instructions|words|prompt|SKILL\.md|file|folder|code|cop(?:y|ies))\b`)
	// prop48Writer: the subject right before the carrying verb is the
	// skill ("it", "the skill", "this skill", "itself").
	prop48Writer = lazyRegexp(`(?i)\b(?:it|itself|(?:the|this)\s+skill)\s+(?:(?:also|then|always|quietly|silently|simply|just|will|must|should|can|automatically)\s+){0,2}$`)
)

// prop48OwnTextSpread: "it writes its own text into every sibling skill":
// the skill (named here or in the question before) carries its own text
// into places that are many or someone else's.
func prop48OwnTextSpread(t, prev, name string) (int, int, bool) {
	if !strings.Contains(strings.ToLower(t), "its own") {
		return 0, 0, false
	}
	om := prop48OwnText.FindStringIndex(t)
	if om == nil {
		return 0, 0, false
	}
	lt, lp := strings.ToLower(t), strings.ToLower(prev)
	named := propSkillNamed.MatchString(t) || propSkillNamed.MatchString(prev) || name != "" && (strings.Contains(lt, name) || strings.Contains(lp, name))
	if !named {
		return 0, 0, false
	}
	var vm []int
	for _, v := range propSpreadRe.FindAllStringSubmatchIndex(t[:om[0]], 16) {
		vm = v[2:4]
	}
	if vm == nil || om[0]-vm[1] > 24 || strings.ContainsAny(t[vm[1]:om[0]], ".;!?") || !prop48Writer.MatchString(t[max(0, vm[0]-60):vm[0]]) {
		return 0, 0, false
	}
	if negatedBefore(t[:vm[0]]) {
		return 0, 0, false
	}
	for _, m := range propFanRe.FindAllStringSubmatchIndex(t[om[1]:], 8) {
		s, e := m[2], m[3]
		if s < 0 {
			s, e = m[4], m[5]
		}
		s, e = s+om[1], e+om[1]
		if propPurpose.MatchString(t[max(0, s-40):s]) {
			continue
		}
		return vm[0], e, true
	}
	return 0, 0, false
}

var (
	// prop48MachineList: code that lists every computer of a directory
	// or network.
	prop48MachineList = lazyRegexp(`(?i)\bGet-ADComputer\b|\bnet\s+view\b|\bdsquery\s+computer\b`)
	// prop48AdminShareWrite: a file copied onto another machine's
	// administrative share (\\host\C$\...), the share as the destination.
	prop48AdminShareWrite = lazyRegexp(`(?i)\b(?:Copy-Item|cp|copy|robocopy|xcopy|Set-Content|Add-Content|Out-File)\b[^\n|;{}]*?["'\s]\\\\[^\s"'\\]+\\(?:[a-z]\$|admin\$)\\`)
	// prop48StartupName: a file that runs on its own at each start (a
	// PowerShell profile, a shell startup file, a Startup folder).
	prop48StartupName = lazyRegexp(`(?i)\$PROFILE\b|\bprofile\.ps1\b|_profile\.ps1\b|\\Startup\\|\.(?:bashrc|zshrc|bash_profile|profile)\b`)
	// prop48StartupFetch: a line echoed into a file that downloads into an
	// agent's skills folder (written there, not run now).
	prop48StartupFetch = lazyRegexp(`(?i)\b(?:echo|printf)\s+["'][^"'\n]*\b(?:curl|wget|Invoke-WebRequest|iwr)\b[^"'\n]*skills/[^"'\n]*["'][^\n]*>>|\bAdd-Content\s+(?:-Path\s+)?\$PROFILE\b[^\n]*\b(?:curl|wget|Invoke-WebRequest|iwr)\b[^\n]*skills[/\\]`)
)

// prop48MachineSpread: code that lists every computer of a domain or
// network and copies a startup file (a profile that runs at each shell)
// onto each one's administrative share: what the skill installs spreads
// to machines the user never pointed at and runs there on its own.
// Collecting a log from each share, or copying a profile to one's own
// backup, is not this.
func prop48MachineSpread(b string) (int, int, bool) {
	if !strings.Contains(b, "$") || !strings.Contains(b, `\\`) {
		return 0, 0, false
	}
	lm := prop48MachineList.FindStringIndex(b)
	if lm == nil {
		return 0, 0, false
	}
	wm := prop48AdminShareWrite.FindStringIndex(b)
	if wm == nil {
		return 0, 0, false
	}
	// the startup file is what is written: on the copy's line, with the
	// share as the destination (the last argument, or -Destination)
	line := b[wm[0]:]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	if !prop48StartupName.MatchString(line) || !prop48ShareIsDest(b[wm[0]:wm[1]], line[wm[1]-wm[0]:]) {
		return 0, 0, false
	}
	return min(lm[0], wm[0]), max(lm[1], wm[1]), true
}

// prop48ShareIsDest: the share path (whose start ends head) is the copy's
// destination: named by -Destination, or with nothing after it on the
// line but switches and closing brackets.
func prop48ShareIsDest(head, rest string) bool {
	if prop48DestParam.MatchString(head) {
		return true
	}
	// the rest of the share path itself (to its closing quote, or to a
	// space when unquoted), then what follows it
	end := strings.IndexAny(rest, " \t")
	if i := strings.Index(head, `\\`); i > 0 && (head[i-1] == '"' || head[i-1] == '\'') {
		end = strings.IndexByte(rest, head[i-1])
	}
	if end < 0 {
		return true
	}
	for _, f := range strings.Fields(rest[end:]) {
		f = strings.Trim(f, "\"'")
		if f == "" || f == "}" || f == ")" || f == "|" || strings.HasPrefix(f, "-") || strings.HasPrefix(f, "/") && len(f) <= 5 {
			continue
		}
		return false
	}
	return true
}

// prop48DestParam: -Destination (or -Dest) right before the share path.
var prop48DestParam = lazyRegexp(`(?i)-Dest\w*\s+["']?\\\\[^\\]*\\[^\\]*\\$`)

// prop48StartupReinstall: code that writes into shell startup files a
// line that downloads a skill into an agent's skills folder: every new
// shell installs it again, whatever the user removed (the prose reading
// is prop43StartupFetch).
func prop48StartupReinstall(b string) (int, int, bool) {
	if !strings.Contains(b, "skills") || !strings.Contains(b, ">>") && !strings.Contains(b, "Add-Content") {
		return 0, 0, false
	}
	fm := prop48StartupFetch.FindStringIndex(b)
	if fm == nil || !prop39StartupFile.MatchString(b) && !prop48StartupName.MatchString(b) {
		return 0, 0, false
	}
	return fm[0], fm[1], true
}

// checkPropagation48 runs the round-48 code readings over each code block
// (machines of a domain, startup reinstalls) and the prose readings ("its
// own text", "these exact instructions") over each prose unit.
func (c *checker) checkPropagation48(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if s, e, ok := prop48MachineSpread(b); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies a startup file onto every computer of the domain through its administrative share (spreads to other machines)")
		} else if s, e, ok := prop48StartupReinstall(b); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "writes into shell startup files a line that downloads a skill into the agent's skills folder at every new shell (self-propagation)")
		}
	}
	for u, t := range d.proseTexts() {
		if s, e, ok := prop48OwnTextSpread(t, prevUnitText(d, u), strings.ToLower(c.p.Name)); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent that this skill writes its own text into other places (self-propagation)")
		} else if s, e, ok := prop48TheseSpread(t); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry this skill's text (\"these exact instructions\") into other places (self-propagation)")
		}
	}
}

func init() {
	// Thai: a new project, every folder or machine, everyone on the team.
	registerActionLexicon("th+r48-propagate", actionLex{otherPlaces: []string{"โปรเจกต์ใหม่", "โปรเจ็กต์ใหม่", "โปรเจคใหม่", "โครงการใหม่", "รีโพใหม่", "ที่เก็บใหม่", "ทุกโฟลเดอร์", "ทุกเครื่อง", "เครื่องอื่น", "ทุกคนในทีม", "เพื่อนร่วมทีมทุกคน"}})
	// Bengali: wherever, whichever folder or project, every folder, a new
	// project.
	registerActionLexicon("bn+r48-propagate", actionLex{otherPlaces: []string{"যে ফোল্ডারেই", "যে ডিরেক্টরিতেই", "যে প্রজেক্টেই", "যে প্রকল্পেই", "যে রিপোতেই", "যেখানেই", "যেকোনো ফোল্ডারে", "যে কোনো ফোল্ডারে", "প্রতিটি ফোল্ডার", "সব ফোল্ডার", "নতুন প্রজেক্ট", "নতুন প্রকল্প"}})
	// French: a copy of this (the noun carries it as "copie ce" does);
	// every other workstation, computer, machine or user.
	registerActionLexicon("fr+r48-propagate", actionLex{
		copyVerb:    []string{"une copie de ce", "une copie de cette", "un exemplaire de ce", "un exemplaire de cette"},
		otherPlaces: []string{"tous les autres postes", "tous les postes", "chaque poste", "les autres postes", "tous les ordinateurs", "chaque ordinateur", "les autres ordinateurs", "toutes les machines", "chaque machine", "les autres machines", "tous les utilisateurs", "chaque utilisateur", "chaque nouveau projet", "tous les nouveaux projets"},
	})
	// Polish: every team member, every colleague, every computer.
	registerActionLexicon("pl+r48-propagate", actionLex{otherPlaces: []string{"każdego członka", "każdemu członkowi", "wszystkich członków", "wszystkim członkom", "każdego współpracownik", "wszystkich współpracownik", "każdego użytkownik", "wszystkich użytkowników", "każdego komputer", "wszystkich komputer", "każdego nowego projekt", "każdym nowym projek"}})
}
