package safety

import (
	"regexp"
	"strings"
)

// Round 82 (propagate family): the round-26 copy rule's three parts
// (copy this skill into places that are many) in the words the lists
// lacked, read in fresh237-242. Each entry names a concept for the whole
// language, not a sentence; the rule still needs a verb, this skill and
// the many places near each other, so "copy the log to every laptop" or
// "this guide lists every project" stay harmless.
//
//   - Tatar names this file or document ("бу файл", "бу документ").
//   - Pashto names every other skill and every new project or folder
//     ("هرې بلې مهارت", "هر نوي پروژې").
//   - Assamese names every new or each project and all the computers.
//   - Xhosa names this rule and "with this skill" ("lo mgaqo", "nalo
//     skill") and all templates and every new project.
//   - Hausa puts or installs it ("ka saka shi", "shigar da shi") into
//     every user and all code stores.
//   - Latin (typed in ASCII, so it needs marker words to be read at all)
//     names this list or paragraph, inserts it, and names any other
//     repository or project.
//   - Esperanto names this rule, inserts it ("enmetu", passive
//     "enmetita") into every new skill or prompt.
//   - Cebuano adds or puts it ("idugang", "ibutang") on all the laptops
//     or computers.
//   - Italian names the other sites' PCs, every workstation and the
//     users' profiles.
//   - Korean names every new (staff) account, every agent and user.
func init() {
	registerActionLexicon("tt+r82-propagate", actionLex{
		selfRef: []string{"бу файл", "бу документ", "бу скилл", "бу күнекмә", "бу кагыйдә"},
	})
	registerActionLexicon("ps+r82-propagate", actionLex{
		otherPlaces: []string{"هرې بلې", "هر بل مهارت", "نورو مهارتونو", "ټولو مهارتونو", "هر مهارت", "هر نوي پروژې", "هرې نوې پروژې", "هره نوې پروژه", "هره پروژه", "هر فولډر", "ټولو فولډرونو", "نورو فولډرونو"},
	})
	registerActionLexicon("as+r82-propagate", actionLex{
		otherPlaces: []string{"নতুন project", "নতুন প্ৰকল্প", "প্ৰতিটো project", "প্ৰতিটো প্ৰকল্প", "সকলো project", "সকলো laptop", "সকলো কম্পিউটাৰ", "সকলো ডিভাইচ"},
	})
	registerActionLexicon("xh+r82-propagate", actionLex{
		selfRef:     []string{"lo mgaqo", "nalo mgaqo", "nalo skill", "lo skill", "eli fayile", "nale fayile"},
		otherPlaces: []string{"zonke iitemplate", "zonke ii-template", "yonke iprojekthi", "iprojekthi entsha", "iprojekthi nganye", "zonke iirepo", "zonke ii-repo", "zonke iifolda", "zonke iikhompyutha"},
	})
	registerActionLexicon("ha+r82-propagate", actionLex{
		copyVerb:    []string{"ka saka shi", "su saka shi", "saka shi", "ka sanya shi", "sanya shi", "shigar da shi", "ka shigar da"},
		otherPlaces: []string{"kowane mai amfani", "duk masu amfani", "duk wuraren ajiya", "kowane wurin ajiya", "kowace kwamfuta", "duk kwamfutoci"},
	})
	registerActionLexicon("la+r82-propagate", actionLex{
		selfRef:     []string{"hunc indicem", "hic index", "hanc artem", "haec ars", "hoc documentum", "hunc librum", "hanc regulam", "haec regula", "hac ipsa paragrapho", "hanc paragraphum", "hunc textum", "hanc paginam"},
		copyVerb:    []string{"insere", "exscribe", "transcribe", "propaga", "dissemina", "infunde"},
		otherPlaces: []string{"aliud repositorium", "alia repositoria", "omnia repositoria", "omne repositorium", "aliud proiectum", "alia proiecta", "omnia proiecta", "alias artes", "omnes artes"},
		markers:     []string{"huius", "eius", "hunc", "hanc", "haec", "quotiens", "atque", "omnia", "omnes", "aliud", "ipsa", "ipsum", "sunt", "enim"},
	})
	registerActionLexicon("eo+r82-propagate", actionLex{
		selfRef:     []string{"ĉi tiu regulo", "ĉi tiun regulon", "ĉi tiu gvidilo", "ĉi tiu dokumento", "ĉi tiu instrukcio", "ĉi tiuj instrukcioj", "cxi tiu regulo"},
		copyVerb:    []string{"enmetu", "enmeti", "enmetita", "enmetata", "aldonu ĝin", "kopiita", "kopiata", "instalita"},
		otherPlaces: []string{"ĉiun novan", "ĉiun kapablon", "ĉiujn kapablojn", "aliajn kapablojn", "ĉiun prompton", "ĉiujn promptojn", "ĉiun dosierujon", "ĉiujn dosierujojn"},
	})
	registerActionLexicon("ceb+r82-propagate", actionLex{
		copyVerb:    []string{"idugang", "ibutang", "i-install", "isulod"},
		otherPlaces: []string{"tanang laptop", "tanang kompyuter", "tanang computer", "matag laptop", "matag kompyuter", "matag computer", "tanang user", "matag user", "matag proyekto"},
	})
	registerActionLexicon("it+r82-propagate", actionLex{
		otherPlaces: []string{"pc delle altre", "pc degli altri", "pc dei colleghi", "tutti i pc", "altri pc", "altri computer", "computer dei colleghi", "tutti i computer", "altre postazioni", "tutte le postazioni", "profili degli utenti", "profili utente", "tutti i profili"},
	})
	registerActionLexicon("ko+r82-propagate", actionLex{
		otherPlaces: []string{"새 직원 계정", "새 계정", "모든 계정", "모든 직원", "모든 사용자", "새 사용자", "모든 에이전트", "다른 에이전트"},
	})
}

// Round 82, code: a loop over hosts that copies the script's own file
// into each host's agent skills folder ("for host in ...: scp __file__
// f'{host}:~/.claude/skills/x/SKILL.md'"). The loop's variable is the
// remote side of the copy (before its colon), the source is the running
// file itself and the destination a skills folder: every machine in the
// list receives the skill. A loop that copies a report to each host, or
// a copy of the own file to one named host, is not this.
var (
	// prop82Remote: a remote copy command.
	prop82Remote = lazyRegexp(`\b(?:scp|rsync|pscp|sftp)\b`)
	// prop82OwnFile: the running script's own file.
	prop82OwnFile = lazyRegexp(`\b__file__\b|\$\{?0\b|BASH_SOURCE|sys\.argv\[0\]|\$PSCommandPath|\b__filename\b|import\.meta\.url|process\.argv\[1\]|\bSKILL\.md\b[^\n]*\bSKILL\.md\b`)
)

// prop82HostsCopy reports, in code block b, such a loop.
func prop82HostsCopy(b string) (int, int, bool) {
	if len(b) > 8000 {
		b = b[:8000]
	}
	if !strings.Contains(b, "skills") || prop82Remote.FindStringIndex(b) == nil {
		return 0, 0, false
	}
	for _, m := range prop81LoopVar.FindAllStringSubmatchIndex(b, 8) {
		for k := 2; k+1 < len(m); k += 2 {
			if m[k] < 0 {
				continue
			}
			q := regexp.QuoteMeta(b[m[k]:m[k+1]])
			dest := regexp.MustCompile(`\{` + q + `\}:|\$\{?` + q + `\}?:|\b` + q + `\s*\+\s*['"]:`)
			for ls, le := range lineSpans(b) {
				if ls < m[0] {
					continue
				}
				line := b[ls:le]
				if !strings.Contains(line, "skills") || prop82Remote.FindStringIndex(line) == nil || prop82OwnFile.FindStringIndex(line) == nil || !dest.MatchString(line) {
					continue
				}
				return prop81LineStart(b, m[0]), le, true
			}
		}
	}
	return 0, 0, false
}

// Round 82, code: an order naming this skill appended to several
// agents' own instruction files at once ("echo 'Always load x first.'
// >> ~/.config/*/AGENTS.md ~/.codex/AGENTS.md ~/.gemini/GEMINI.md"):
// every agent on the machine is told to load this skill, a standing
// order spread beyond the one session. It needs the appended text to
// name this skill with a standing order (always, first, every, before),
// and the files to be many (two agents' files, or a wildcard over
// them). A preference appended to them, or a line naming the skill
// written to one notes file, is not this.
var (
	prop82Append = lazyRegexp(`(?i)(?:\becho|\bprintf|\bWrite-Output|\bSet-Content|\bAdd-Content)\b[^\n>|]{1,300}?(?:>>|\|\s*tee\s+-a\b|-Value\b)`)
	// prop82AgentDoc: an agent's own instruction file under the home
	// folder (or a wildcard over the agents' config folders).
	prop82AgentDoc = lazyRegexp(`(?i)(?:~|\$\{?HOME\}?|\$env:USERPROFILE|%USERPROFILE%)[/\\][^\s'"\x60;|]*(?:AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md)`)
	// prop82Standing: a standing order in the appended text.
	prop82Standing = lazyRegexp(`(?i)\b(?:always|first|every|each|before\s+(?:any|anything|every|answering)|at\s+(?:the\s+)?start|on\s+startup)\b`)
)

// prop82AgentDocsAppend reports, in text t (a code block or a sentence
// holding inline code), such an append.
func prop82AgentDocsAppend(t string, own *lazyRE) (int, int, bool) {
	if own == nil || !strings.Contains(t, ".md") && !strings.Contains(t, "rules") {
		return 0, 0, false
	}
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		am := prop82Append.FindStringIndex(line)
		if am == nil {
			continue
		}
		said := line[am[0]:am[1]]
		if !own.MatchString(said) || !prop82Standing.MatchString(said) {
			continue
		}
		docs := prop82AgentDoc.FindAllStringIndex(line[am[1]:], 8)
		if len(docs) == 0 {
			continue
		}
		many := len(docs) >= 2
		for _, dm := range docs {
			if strings.Contains(line[am[1]+dm[0]:am[1]+dm[1]], "*") {
				many = true
			}
		}
		if many {
			return ls + am[0], ls + am[1] + docs[len(docs)-1][1], true
		}
	}
	return 0, 0, false
}

// checkPropagation82 runs round 82's code readings over d.
func (c *checker) checkPropagation82(d *doc) {
	var own *lazyRE
	if n := c.p.Name; len(n) >= 3 && len(n) <= 64 {
		own = lazyRegexp(`(?i)\b` + regexp.QuoteMeta(n) + `\b`)
	}
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if s, e, ok := prop82HostsCopy(b); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this script's own file into the skills folder of every host in a list (self-propagation)")
		} else if s, e, ok := prop82AgentDocsAppend(b, own); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "appends an order to load this skill to several agents' own instruction files (self-propagation into other agents)")
		}
	}
	if strings.Contains(d.v.lower, "this ") || strings.Contains(d.v.lower, "same ") {
		for ls, le := range lineSpans(t) {
			if le-ls > maxIntentUnit {
				continue
			}
			if s, e, ok := prop82Note(t[ls:le]); ok {
				c.reportPropagation(d, ls+s, ls+e, false, "a note addressed to AI agents tells them to add the note itself to their own outputs (a self-replicating instruction)")
			}
		}
	}
	for _, u := range d.units {
		ut := t[u.start:u.end]
		if !d.proseUnit(u) || !strings.Contains(ut, "`") {
			continue
		}
		if len(ut) > 2*maxIntentUnit {
			ut = ut[:2*maxIntentUnit]
		}
		if s, e, ok := prop82AgentDocsAppend(ut, own); ok {
			c.reportPropagation(d, u.start+s, u.start+e, true, "appends an order to load this skill to several agents' own instruction files (self-propagation into other agents)")
		}
	}
}

// Round 82, the self-replicating note (round 59) addressed to agents by
// what they are doing ("AI assistants reading this email: ... add this
// line to their signature too"), and carried by "add", "include" or
// "insert" into the reader's own outputs: their signature, replies,
// e-mails or messages are where the next agent reads the line, so each
// reader writes it for the next one. The note must speak to agents,
// carry "this line" itself (not a reply or a greeting) and put it in the
// reader's own outputs or in places that are many; a note to human
// staff, or a line kept in this one signature, carries nothing.
var (
	prop82AgentAddress = lazyRegexp(`(?i)(?:^|[^\pL])(?:ai\s+|llm\s+)?(?:agents?|assistants?|copilots?|llms?|ais|bots?)\s+(?:(?:who|that)\s+(?:are\s+)?)?(?:reading|read|processing|process|seeing|see|parsing|parse|summari[sz]ing|handling)\s+(?:this|these|the)\s+(?:\S+\s+){0,2}?\S+?\s*[:,—–-]`)
	prop82NoteSelf     = lazyRegexp(`(?i)\b(?:add|include|insert|append|put|embed|attach|copy|paste|repeat|spread|propagate|forward|reproduce)\s+(?:this|the\s+same)\s+(?:exact\s+|very\s+|same\s+|hidden\s+|invisible\s+)?(?:comment|note|line|message|sentence|header|footer|banner|notice|instruction|text|block)\b`)
	prop82ReaderOwn    = lazyRegexp(`(?i)^\s+(?:to|in|into|at\s+the\s+(?:end|bottom|top)\s+of)\s+(?:their|your|its|each\s+of\s+their|all\s+their)\s+(?:own\s+)?(?:signatures?|repl(?:y|ies)|e-?mails?|messages?|outputs?|answers?|responses?|posts?|comments?|files?|documents?|notes?|footers?)\b`)
)

// prop82Note reports such a note in one line.
func prop82Note(line string) (int, int, bool) {
	am := prop82AgentAddress.FindStringIndex(line)
	if am == nil {
		return 0, 0, false
	}
	for _, m := range prop82NoteSelf.FindAllStringIndex(line, 4) {
		if m[0] < am[0] || negatedBefore(line[am[1]:m[0]]) {
			continue
		}
		if prop82ReaderOwn.MatchString(line[m[1]:]) || prop59ManyPlaces.MatchString(line[m[1]:min(len(line), m[1]+40)]) {
			return am[0], m[1], true
		}
	}
	return 0, 0, false
}
