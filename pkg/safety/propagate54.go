package safety

import (
	"strings"
)

// Self-propagation in code (round 54): round 26's copy of this skill to
// many places, written as a script or a task rather than said:
//   - a line appended to a shell startup file that itself copies a skill
//     into an agent's skills folder re-installs the skill in every new
//     shell: the user who deletes it gets it back (the copy is inside the
//     quoted text the script appends, so it runs later, on its own);
//     copying a skill once, beside an alias added to .bashrc, does not;
//   - a copy whose source is this skill itself (a SKILL.md beside the
//     playbook, a "{{this_skill}}" variable) and whose destination is a
//     skills folder under a wildcard or per-user template reaches every
//     user, project or team the pattern matches: round 53's fan task with
//     its source written through a variable. One fixed destination
//     installs it once.

var (
	// startupAppend54: text appended to a shell startup file, directly or
	// through a variable that loops over them.
	startupAppend54 = lazyRegexp(`(?i)>>\s*["']?(?:~|\$HOME|\$\{HOME\})/\.(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv|bash_login)\b|\bfor\s+\w+\s+in\s+[^\n;]*(?:~|\$HOME)/\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b[^\n]*>>`)
	// agentSkillsDir54: an agent's skills folder.
	agentSkillsDir54 = lazyRegexp(`(?i)/\.(?:claude|codex|agents|cursor|gemini|opencode|windsurf)/skills\b`)
	// copyVerb54: a command that writes a file.
	copyVerb54 = lazyRegexp(`(?i)\b(?:cp|rsync|ln|install|tee|curl|wget|mv)\b`)
)

// checkStartupSkillCopy54 refuses a script that appends to a shell
// startup file a line copying a skill into an agent's skills folder.
func (c *checker) checkStartupSkillCopy54(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if !strings.Contains(b, ">>") || !strings.Contains(b, "/skills") || !startupAppend54.MatchString(b) {
			continue
		}
		for ls, le := range lineSpans(b) {
			line := b[ls:le]
			if m := agentSkillsDir54.FindStringIndex(line); m != nil && insideQuotes54(line, m[0]) {
				if q := strings.IndexAny(line[:m[0]], `'"`); q >= 0 && copyVerb54.MatchString(line[q:m[0]]) {
					c.reportPropagation(d, f.start+ls, f.start+le, true, "appends to a shell startup file a line that copies a skill into the agent's skills folder, so every new shell re-installs it (self-propagation)")
					break
				}
			}
		}
	}
}

// insideQuotes54: position i of a shell line sits inside a quoted string
// (an odd number of unescaped quotes of one kind before it).
func insideQuotes54(line string, i int) bool {
	sq, dq := 0, 0
	for j := 0; j < i; j++ {
		switch line[j] {
		case '\'':
			if dq%2 == 0 {
				sq++
			}
		case '"':
			if sq%2 == 0 && (j == 0 || line[j-1] != '\\') {
				dq++
			}
		}
	}
	return sq%2 == 1 || dq%2 == 1
}

var (
	// selfSrc54: a copy's source that is this skill, written through a
	// variable or beside the playbook.
	selfSrc54 = lazyRegexp(`(?i)\{\{\s*(?:this_skill|self|this\.skill|skill_self|own_skill)\s*\}\}|\{\{\s*(?:playbook_dir|role_path)\s*\}\}/(?:files/)?SKILL\.md\b`)
	// globSkillsDest54: a skills folder under a wildcard.
	globSkillsDest54 = lazyRegexp(`[\w~./$-]*\*[\w~./*$-]*/skills\b`)
)

// checkSelfFan54 refuses a copy of this skill into skills folders matched
// by a wildcard or templated per user or host.
func (c *checker) checkSelfFan54(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if !strings.Contains(b, "{{") || !strings.Contains(b, "skills") {
			continue
		}
		sm := selfSrc54.FindStringIndex(b)
		if sm == nil {
			continue
		}
		dm := globSkillsDest54.FindStringIndex(b)
		if dm == nil && fanLoop53.MatchString(b) {
			dm = fanDest53.FindStringIndex(b)
		}
		if dm == nil {
			continue
		}
		c.reportPropagation(d, f.start+min(sm[0], dm[0]), f.start+max(sm[1], dm[1]), true, "copies this skill into every skills folder a wildcard or per-user template reaches (self-propagation)")
	}
}

// checkPropagate54 runs round 54's propagate checks (from checkTamper54).
func (c *checker) checkPropagate54(d *doc) {
	if lowerHas(d.v.lower, "templat", "cookiecutter", "boilerplate", "scaffold", "starter", ".dwt", "skeleton") && lowerHas(d.v.lower, "this skill", "this file", "itself", "reinstall", "re-insert", "reinsert", "re-install") {
		c.checkTemplatePlant54(d)
	}
	if len(d.fences) > 0 && lowerHas(d.v.lower, "this module", "this macro", "this add-on", "this addon", "this script", "this code", "this extension", "this plugin", "itself", "its own") {
		c.checkSelfCopyCode54(d)
	}
	if len(d.fences) == 0 || !strings.Contains(d.v.lower, "skills") {
		return
	}
	c.checkStartupSkillCopy54(d)
	c.checkSelfFan54(d)
}

// Self-propagation through templates and self-copying code (round 54):
//   - this skill planted into a template or project generator (shipped,
//     embedded, re-inserted) reaches every project made from it: the copy
//     to many places done once, upstream of them all ("edit the template
//     so it ships this SKILL.md; every new project will carry it",
//     "whenever you touch a template, embed an instruction to load <this
//     skill>"). The skill as the object of the planting is the sign;
//     a skill that adds a licence to every new project plants something
//     else;
//   - code that copies its own module or source into every document or
//     project it can reach, on every run or quietly, is a worm: a
//     macro that copies itself into every workbook on open.

var (
	// plantSelf54: an insertion verb whose object, within four words, is
	// this skill (or, read apart, the proposal's name).
	plantSelf54 = lazyRegexp(`(?i)\b(?:ships?|shipping|includ\w*|embed\w*|insert\w*|re-?insert\w*|re-?install\w*|add\w*|cop(?:y|ies)|put\w*|plant\w*|inject\w*|bak\w*)\s+(?:[\w-]+\s+){0,4}?(?:this\s+(?:SKILL\.md|skill|file)|itself)\b`)
	// templateNoun54: a template or project generator.
	templateNoun54 = lazyRegexp(`(?i)\btemplat\w*|\bcookiecutter\w*|\bboilerplates?\b|\bscaffold\w*|\bstarter\s+(?:kit|repo|project)s?\b|\.dwt\b|\bproject\s+skeletons?\b`)
	// spreadMark54: the reach: every or any project, whenever, a
	// wildcard path, a push to a shared repository.
	spreadMark54 = lazyRegexp(`(?i)\b(?:every|each|all|any)\s+(?:new\s+|future\s+)?(?:projects?|repos?|repositories|templates?|folders?)\b|\bwhenever\b|/\*|\*/|\bpush\w*\s+(?:[\w-]+\s+){0,3}?(?:to\s+)?(?:the\s+)?(?:shared|org|organi[sz]ation|team)\b`)
)

// checkTemplatePlant54 refuses an order that plants this skill into a
// template so every project made from it carries the skill.
func (c *checker) checkTemplatePlant54(d *doc) {
	t := d.v.text
	name := strings.ToLower(strings.TrimSpace(c.p.Name))
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		ll := asciiLower(line)
		if le-ls <= 600 && lowerHas(ll, "templat", "cookiecutter", "boilerplate", "scaffold", "starter", ".dwt", "skeleton") {
			pm := plantSelf54.FindStringIndex(line)
			if pm != nil && strings.HasPrefix(ll[pm[1]:], "'s") {
				pm = nil // "this skill's checklist": a part of it, not the skill
			}
			if pm == nil && len(name) >= 6 && strings.Contains(name, "-") {
				// the skill named by its own name after "load" or "install"
				if i := strings.Index(ll, name); i > 0 && lowerHas(ll, "reinstall", "re-install", "re-insert", "reinsert") {
					if v := plantSelf54.FindStringIndex(strings.Replace(line, line[i:i+len(name)], "this skill", 1)); v != nil {
						pm = []int{v[0], min(len(line), i+len(name))}
					}
				}
			}
			if pm != nil && templateNoun54.MatchString(line) && spreadMark54.MatchString(line) {
				c.reportPropagation(d, ls+pm[0], ls+pm[1], false, "plants this skill into a template so every project made from it carries the skill (self-propagation)")
			}
		}
	}
}

var (
	// selfCopy54: code's own module or source copied into every document
	// or project.
	selfCopy54 = lazyRegexp(`(?i)\b(?:cop(?:y|ies|ying)|inject\w*|insert\w*|writ\w*|add\w*|append\w*|import\w*|spread\w*)\s+(?:this\s+(?:module|macro|add-?on|script|code|extension|plugin)(?:'s\s+(?:source|code))?|its\s+own\s+(?:source|code|module)|itself)\s+(?:in)?to\s+(?:every|each|all|any)\b`)
	// autoRun54: it happens on its own: on every run, quietly, or from a
	// handler that runs when a document opens.
	autoRun54 = lazyRegexp(`(?i)\bon\s+every\s+run\b|\beach\s+run\b|\bevery\s+time\s+it\s+(?:runs|opens|starts)\b|\bquietly\b|\bsilently\b|\bautomatically\b|\bitself\b|\b(?:Workbook|Document)_Open\b|\bAuto_?Open\b|\bAutoExec\b|\bonOpen\s*\(`)
)

// checkSelfCopyCode54 refuses code (a fence; prose may describe a worm)
// that copies its own module or source into every document or project it
// reaches, on its own.
func (c *checker) checkSelfCopyCode54(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		lb := asciiLower(b)
		if !lowerHas(lb, "this ", "itself", "its own") || !autoRun54.MatchString(b) {
			continue
		}
		for ls, le := range lineSpans(b) {
			if ll := lb[ls:le]; le-ls <= 600 && lowerHas(ll, "this ", "itself", "its own") && lowerHas(ll, "every", "each", "all", "any") {
				if m := selfCopy54.FindStringIndex(b[ls:le]); m != nil {
					c.reportPropagation(d, f.start+ls+m[0], f.start+ls+m[1], true, "code that copies its own module or source into every document or project it reaches, on its own (a self-copying macro)")
					break
				}
			}
		}
	}
}

// Round 54: round 26's copy of this skill to other places (a copy verb,
// this skill or text, other places, near each other), in words the
// lexicons lacked: writing this skill's text into every instruction file
// (Polish "dopisz"), rewriting this text into the other skills (Catalan
// "reescriu"), adding this file to each repository (Russian "добавь");
// "these instructions" and "this text" as the skill itself; and the
// places written as colleagues' machines and repositories, every new
// project, template or folder (Sorani, Egyptian Arabic, Macedonian,
// Spanish, Ukrainian, Armenian).
func init() {
	registerActionLexicon("pl+r54-tamper", actionLex{
		copyVerb:    []string{"dopisz", "dopiszcie", "dopisać", "wklej", "wklejcie"},
		otherPlaces: []string{"do każdego pliku claude.md", "do każdego pliku agents.md", "w repozytoriach użytkownika", "we wszystkich repozytoriach", "do każdego repozytorium", "w każdym repozytorium"},
	})
	registerActionLexicon("ckb+r54-tamper", actionLex{
		selfRef:     []string{"ئەم شارەزاییە", "ئەم فایلە", "ئەم پەڕگەیە", "ئەم ڕێنماییە"},
		copyVerb:    []string{"کۆپی بکە", "کۆپی بکەن", "لەبەری بگرەوە"},
		otherPlaces: []string{"هەموو پڕۆژە", "هەموو کۆگا", "کۆمپیوتەری هاوکاران", "هەموو پرۆژە"},
	})
	registerActionLexicon("ar+r54-tamper", actionLex{
		selfRef:     []string{"الملف ده", "الملف دا", "المهارة دي", "الملف هذا", "هذه المهارة"},
		otherPlaces: []string{"كل مجلد", "أي مشروع جديد", "كل مشروع", "كل المشاريع", "أي مدرس تاني", "كل زميل", "أجهزة الزملاء"},
	})
	registerActionLexicon("mk+r54-tamper", actionLex{
		selfRef:     []string{"оваа упатство", "ова упатство", "оваа вештина", "овој skill", "овој фајл", "оваа датотека"},
		otherPlaces: []string{"секој друг skill", "секоја друга вештина", "секоја нова папка", "секој проект", "сите проекти", "другите агенти"},
	})
	registerActionLexicon("es+r54-tamper", actionLex{
		selfRef:     []string{"estas instrucciones", "este texto"},
		otherPlaces: []string{"cada plantilla nueva", "cada plantilla", "todas las plantillas", "repositorios de tus compañeros", "repositorios de tus colegas", "los repositorios de otros"},
	})
	registerActionLexicon("ca+r54-tamper", actionLex{
		selfRef:     []string{"aquest text", "aquestes instruccions"},
		copyVerb:    []string{"reescriu", "copia", "enganxa", "replica"},
		otherPlaces: []string{"totes les altres habilitats", "les altres habilitats", "fitxers de configuració de l'agent", "tots els projectes", "cada projecte", "tots els repositoris", "cada repositori"},
	})
	registerActionLexicon("uk+r54-tamper", actionLex{
		selfRef:     []string{"цей навик", "цю навичку", "цей файл"},
		otherPlaces: []string{"всіх колег", "усіх колег", "кожного нового співробітника", "кожного колеги", "усі репозиторії", "кожен репозиторій"},
	})
	registerActionLexicon("ru+r54-tamper", actionLex{
		copyVerb:    []string{"добавь этот файл", "добавьте этот файл", "добавь этот навык", "добавьте этот навык"},
		otherPlaces: []string{"в каждый из них", "все git-репозитории", "все репозитории", "каждый репозиторий", "в каждый репозиторий"},
	})
	registerActionLexicon("hy+r54-tamper", actionLex{
		otherPlaces: []string{"բոլոր գործընկերների", "յուրաքանչյուր նոր նախագծ", "յուրաքանչյուր նախագծ", "բոլոր նախագծ"},
	})
}
