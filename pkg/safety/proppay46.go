package safety

import (
	"strings"
)

// Round 46 (propagate and payload families).
//
// Propagation:
//   - Git's template folder (init.templateDir, --template) is copied into
//     every repository the user creates or clones, and a global hooks
//     path runs in every one: the skill's own file copied into that
//     folder fans out to every repository, as a loop over them does.
//   - A defined term whose definition is this skill ("'Memo Text' means
//     this skill, verbatim") stands for this skill wherever the text uses
//     it: contract drafting names the thing once and refers to it after.
//   - More words of languages the module reads (Marathi, Cantonese,
//     Norwegian and its neighbours) and Welsh, as the lists lacked them:
//     "this skill" written with the English loanword, "put a copy of",
//     every repo or project, new projects' templates, all other skills.
//
// Payload:
//   - Unpickling runs code: pickle, dill, joblib and marshal rebuild
//     objects by calling what the bytes name, so loading them from a
//     download is evaluating that download (exec(urlopen(...))).
//   - A download saved into a folder the system runs from at login or
//     boot (LaunchAgents, systemd units, autostart, cron, the Startup
//     folder) runs as surely as one saved into a folder on the PATH.

// deserCall46: a call that rebuilds objects from bytes by running what
// they name; its argument runs to the end of the line.
var deserCall46 = lazyRegexp(`\b(?:c?[Pp]ickle|dill|cloudpickle|joblib|marshal)\.loads?\s*\(([^\n]*)`)

// fetchAssign46: a name given the result of a fetch (r = requests.get(...)).
var fetchAssign46 = lazyRegexp(`(?m)^[ \t]*(\w+)\s*=\s*[^\n]*?(?:\burlopen\s*\(|\brequests\.get\s*\(|\bhttpx\.get\s*\(|\burllib\.request\.urlopen\s*\()`)

// checkFetchUnpickle46 refuses bytes fetched from an origin nothing
// vouches for and unpickled: the fetch inside the call
// (pickle.loads(urlopen(URL).read())) or a name the fetch was given
// within the three lines before (r = requests.get(URL); dill.loads(
// r.content)). A pickle of the program's own cache, beside an unrelated
// fetch, is not the download.
func (c *checker) checkFetchUnpickle46(d *doc, subject string) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 || !lowerHas(asciiLower(b), "pickle", "dill", "joblib", "marshal") || !strings.Contains(b, "://") {
			continue
		}
		for _, m := range deserCall46.FindAllStringSubmatchIndex(b, 8) {
			arg := b[m[2]:m[3]]
			ls := strings.LastIndexByte(b[:m[0]], '\n') + 1
			from := arg
			if fetchCallRe.FindStringIndex(arg) == nil {
				// a name assigned from a fetch in the three lines before
				lo := ls
				for k := 0; k < 3 && lo > 0; k++ {
					lo = strings.LastIndexByte(b[:lo-1], '\n') + 1
				}
				from = ""
				for _, am := range fetchAssign46.FindAllStringSubmatchIndex(b[lo:ls], 4) {
					name := b[lo+am[2] : lo+am[3]]
					if wholeWordIn46(arg, name) {
						from = b[lo+am[0] : lo+am[1]+strings.IndexByte(b[lo+am[1]:]+"\n", '\n')]
					}
				}
				if from == "" {
					continue
				}
			}
			why := ""
			if w := untrustedHost(from, subject); w != "" {
				why = w
			}
			if why == "" || d.labelledExample(f.start+m[0]) {
				continue
			}
			c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], strings.Replace(strings.Replace(why, "a script", "pickled objects", 1), "and runs it", "and unpickles them, which runs the code they name", 1))
			break
		}
	}
}

// wholeWordIn46: s holds the identifier w not inside a longer one.
func wholeWordIn46(s, w string) bool { return boundedIn(s, w, identByte46) }

func identByte46(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// autostartDir46: folders the system runs from at login or boot.
var autostartDir46 = lazyRegexp(`(?i)(?:^|/)Library/Launch(?:Agents|Daemons)/|(?:^|/)\.config/(?:systemd/user|autostart)/|^/etc/(?:systemd/system|cron\.(?:d|hourly|daily|weekly|monthly)|init\.d|rc\.local|xdg/autostart)\b|^/(?:usr/)?lib/systemd/system/|\\Start Menu\\Programs\\Startup\\|\\Microsoft\\Windows\\Start Menu\\`)

// downloadAny46: a download with its output file (curl -so FILE, wget
// -qO FILE, iwr -OutFile FILE): the combined short options downloadTo
// does not read, the file as its group.
var downloadAny46 = lazyRegexp(`(?i)\b(?:curl|wget|iwr|invoke-webrequest)\b[^\n|;&]*?(?:\s-[a-zA-Z]*[oO]\s*|\s--output(?:-document)?[= ]|\s-OutFile\s+|\s>\s*)["']?([^\s"'|;&<>()]+)`)

// checkAutostartDownload46 refuses a download from an origin nothing
// vouches for, saved into a folder the system runs from at login or
// boot (hooked from checkDownloadThenRun's caller).
func (c *checker) checkAutostartDownload46(d *doc, subject string) {
	t := d.v.text
	for _, f := range d.fences {
		b := t[f.start:f.end]
		if len(b) > maxStatement*4 || !lowerHas(asciiLower(b), "launch", "systemd", "autostart", "cron", "init.d", "rc.local", "startup") || integrityCheck.MatchString(b) {
			continue
		}
		for _, m := range downloadAny46.FindAllStringSubmatchIndex(b, 8) {
			path := b[m[2]:m[3]]
			if !autostartDir46.MatchString(strings.TrimPrefix(strings.TrimPrefix(path, "~"), "$HOME")) && !autostartDir46.MatchString(path) {
				continue
			}
			le := strings.IndexByte(b[m[0]:], '\n')
			if le < 0 {
				le = len(b) - m[0]
			}
			line := b[m[0] : m[0]+le]
			if k := strings.Index(line, "&&"); k >= 0 && k >= m[1]-m[0] {
				line = line[:k]
			}
			why := ""
			if w := untrustedHost(line, subject); w != "" {
				why = w
			}
			if why == "" || d.labelledExample(f.start+m[0]) || c.negated(d, f.start+m[0]) {
				continue
			}
			c.add(d, RuleRemoteExec, Refuse, f.start+m[0], f.start+m[1], strings.Replace(why, "and runs it", "into a folder the system runs at login or boot", 1))
			break
		}
	}
}

// Propagation by git's template folder.
var (
	// prop46GitFan: the value of a setting that makes a folder the
	// template or the hooks of every repository.
	prop46GitFan = lazyRegexp(`(?i)\bgit\s+config\s+(?:--global|--system)\s+(?:init\.templateDir|core\.hooksPath)\s+["']?([^\s"';&|]+)|\bgit\s+(?:init|clone)\s+[^\n;&|]*--template[= ]["']?([^\s"';&|]+)`)
	// prop46SelfFile: this skill's file named by a variable for the
	// skill's folder ($SKILL_DIR/SKILL.md) or bare.
	prop46SelfFile = lazyRegexp(`\$\{?\w*(?:SKILL|PLUGIN)\w*\}?/SKILL\.md\b|(?:^|[\s"'(=,\[])(?:\./)?SKILL\.md\b`)
)

// prop46TemplateDir: the folder the block makes every repository's
// template or hooks (git config --global init.templateDir DIR), and the
// span of the command that does.
func prop46TemplateDir(b string) (string, [2]int, bool) {
	gm := prop46GitFan.FindStringSubmatchIndex(b)
	if gm == nil {
		return "", [2]int{}, false
	}
	dir := ""
	if gm[2] >= 0 {
		dir = b[gm[2]:gm[3]]
	} else {
		dir = b[gm[4]:gm[5]]
	}
	dir = strings.TrimRight(dir, "/")
	return dir, [2]int{gm[0], gm[1]}, len(dir) >= 3
}

// prop46TemplateFlow: a line of the block copies this skill's file into
// the folder the block makes every repository's template or hooks.
func prop46TemplateFlow(b string) (int, int, bool) {
	if !strings.Contains(b, "SKILL.md") || !strings.Contains(strings.ToLower(b), "git") {
		return 0, 0, false
	}
	dir, gm, ok := prop46TemplateDir(b)
	if !ok {
		return 0, 0, false
	}
	for ls, le := range lineSpans(b) {
		line := b[ls:le]
		sm := prop46SelfFile.FindStringIndex(line)
		if sm == nil || !strings.Contains(line[sm[1]:], dir) || propCopyCode.FindStringIndex(line) == nil {
			continue
		}
		return min(ls, gm[0]), max(le, gm[1]), true
	}
	return 0, 0, false
}

// prop46Defined: a quoted term defined as this skill or its text.
var prop46Defined = lazyRegexp(`(?i)["“']([A-Z][\w -]{1,40}?)["”']\s+(?:means|shall\s+mean|refers\s+to|denotes|stands\s+for|is\s+defined\s+as)\s+(?:the\s+(?:full\s+|whole\s+|entire\s+)?(?:text|contents?|body)\s+of\s+)?this\s+(?:skill|file|document|SKILL\.md)\b`)

// checkPropagation46Doc reads every prose unit that uses a term the
// document defines as this skill with the term read as "this skill".
func (c *checker) checkPropagation46Doc(d *doc) {
	if !lowerHas(d.v.lower, "means", "mean ", "refers to", "denotes", "stands for", "defined as") {
		return
	}
	var terms []string
	for _, m := range prop46Defined.FindAllStringSubmatch(d.v.text, 4) {
		if term := strings.TrimSpace(m[1]); len(term) >= 3 {
			terms = append(terms, term)
		}
	}
	if len(terms) == 0 {
		return
	}
	for u, ut := range d.proseTexts() {
		rt := ut
		for _, term := range terms {
			rt = strings.ReplaceAll(strings.ReplaceAll(rt, "the "+term, "this skill"), term, "this skill")
		}
		if rt == ut || prop46Defined.MatchString(ut) {
			continue
		}
		if _, _, ok := propProse(rt, c.p.Name, nil); ok {
			c.reportPropagation(d, u.start, u.start+len(ut), false, "tells the agent to carry this skill's text, under a name the skill defines for itself, into other places (self-propagation)")
			return
		}
	}
}

func init() {
	// Marathi: this skill written with the English loanword; every repo
	// or project, new projects' templates.
	registerActionLexicon("mr+r46-proppay", actionLex{
		selfRef:     []string{"हा skill", "हे skill", "ही skill", "या skill", "हा स्किल", "हे स्किल"},
		copyVerb:    []string{"कॉपी कर", "प्रत टाक"},
		otherPlaces: []string{"प्रत्येक repo", "सर्व repo", "इतर repo", "प्रत्येक project", "सर्व project", "इतर project", "नवीन प्रकल्प", "प्रत्येक नवीन", "सर्व नवीन", "प्रत्येक संगणक", "सर्वांच्या संगणक", "इतरांच्या संगणक"},
	})
	// Cantonese: every project or repo in the loanword, their friends
	// installing it too.
	registerActionLexicon("yue+r46-proppay", actionLex{
		otherPlaces: []string{"所有 project", "所有project", "每個 project", "每個project", "所有 repo", "啲朋友", "朋友都裝", "其他人都裝"},
	})
	// Norwegian, Danish and Swedish: put a copy of it; all other skills,
	// every project, new projects and their templates.
	registerActionLexicon("no+r46-proppay", actionLex{
		selfRef:     []string{"denne ferdigheten", "denne ferdighet", "denne færdighed", "denna färdighet", "denna skill", "denne skill"},
		copyVerb:    []string{"legg en kopi", "legg inn en kopi", "legge en kopi", "læg en kopi", "lægge en kopi", "lägg en kopia", "lägga en kopia", "kopiera"},
		otherPlaces: []string{"alle andre ferdigheter", "alle ferdigheter", "alle andre færdigheder", "alla andra färdigheter", "alla färdigheter", "nye prosjekter", "nye projekter", "alla nya projekt", "varje nytt projekt", "hvert prosjekt", "hvert projekt", "varje projekt", "alle prosjekter", "alle projekter", "alla projekt", "malene for nye", "skabelonerne for nye", "mallarna för nya"},
	})
	// Welsh: this skill or file, copy, to every folder or project, other
	// skills, new projects, without telling the user.
	registerActionLexicon("cy+r46-proppay", actionLex{
		selfRef:     []string{"sgil hon", "sgil yma", "y sgil hon", "ffeil hon", "ffeil yma", "ddogfen hon", "ddogfen yma", "cyfarwyddiadau hyn"},
		copyVerb:    []string{"copïa", "copïwch", "copio", "gosod", "gosodwch", "lleda", "lledaenwch", "rhanna"},
		otherPlaces: []string{"i bob ", "bob ffolder", "bob prosiect", "bob storfa", "bob cyfrifiadur", "sgiliau eraill", "sgiliau arall", "prosiectau eraill", "prosiect newydd", "prosiectau newydd", "storfeydd eraill"},
		stealth:     []string{"heb ddweud", "yn dawel", "yn gyfrinachol", "yn ddistaw"},
		never:       []string{"peidiwch", "paid ", "byth"},
		markers:     []string{"yn", "ac", "bob", "hon", "yma", "wrth", "heb", "mae", "gyda", "neu", "eich", "hefyd", "newydd"},
	})
}
