package safety

import "strings"

// Round 45 (propagate and payload families).
//
// Payload:
//   - A host whose registrable name is hyphenated words of the skill's
//     own subject (rust-embedded-setup.dev for a Rust setup skill,
//     xbrl-tools.download for an XBRL skill) does not vouch for what it
//     serves. A publisher's download host is its brand's domain; a join
//     of the topic's words is what anyone registers to look like the
//     topic. Such a name vouches only when the subject writes it whole as
//     a name (pi-hole, cert-manager), or when it is one subject word with
//     a suffix projects put on their brand (rust-lang).
//   - A download run through php (or another interpreter the older list
//     lacked) runs it as sh or python would; a command written as a
//     string argument (VBA's Shell "...", vbHide) ends at the string's
//     closing quote.
//
// Propagation:
//   - "these instructions" in the Romance, Germanic and Slavic languages
//     the module reads is this skill's text, as it is in English.
//   - the places that are many or someone else's, in Finnish (every page
//     you edit, other users' assistants), Catalan (all the repositories,
//     the colleagues') and Vietnamese with English loanwords (every repo).
//   - Burmese and more Vietnamese copy words (action lexicons).
//   - A skill that writes, copies or installs itself ("it should write
//     itself into the global template"), once the passage has named the
//     skill, carries its own text as "this skill" does.

// brandSuffix45: what a project adds to its own name for a domain
// (rust-lang, python-poetry is listed by vendor); not a downloader's
// service word (tools, setup, dl, cli, app), which anyone can add.
var brandSuffix45 = map[string]bool{"lang": true, "project": true, "labs": true, "hq": true, "js": true, "rs": true, "py": true, "io": true}

// subjectCompound45 reports a host whose registrable name is a hyphenated
// compound the skill's subject vouched for only by its words: the
// subject does not write that compound whole, and it is not one subject
// word with a brand suffix.
func subjectCompound45(host, subject string) bool {
	labels := strings.Split(strings.ToLower(strings.TrimSuffix(host, ".")), ".")
	if len(labels) < 2 {
		return false
	}
	reg := labels[len(labels)-2]
	parts := strings.Split(reg, "-")
	if len(parts) < 2 {
		return false
	}
	if wholeIn45(subject, reg) || wholeIn45(subject, strings.Join(parts, "")) || wholeIn45(subject, strings.Join(parts, " ")) {
		return false // the subject names the project as it writes itself
	}
	if len(parts) == 2 && brandSuffix45[parts[1]] {
		return false
	}
	// A name that starts with a documentation placeholder ("example-tool",
	// "your-company") stands for the reader's own vendor, as example.com
	// does: an illustration of the install line, not a host someone
	// registered to look like the topic.
	if parts[0] == "example" || parts[0] == "your" {
		return false
	}
	return true
}

// wholeIn45: s holds w bounded by neither a letter, a digit nor a hyphen
// ("ledger-cli" is not whole in "go-ledger-cli").
func wholeIn45(s, w string) bool { return boundedIn(s, w, hostRune45) }

func hostRune45(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '-' || b >= 'A' && b <= 'Z'
}

// runQuotedArg45: the path run after a command separator inside a
// string that closes there, an argument list going on (VBA's Shell
// "... && C:\x.exe", vbHide): the command ends at the closing quote. A
// call's first argument ("open('x.sh', 'wb')") is no run.
func runQuotedArg45(q string) string { return `[;&|]\s*` + q + `["'],` }

// runInterp45: interpreters runOfPath did not list (PHP, Lua, R, a jar,
// AppleScript, Deno and Bun, TypeScript runners).
const runInterp45 = `php|php-cli|lua|luajit|Rscript|java\s+-jar|osascript|deno\s+run(?:\s+-A)?|bun|ts-node|tsx`

// Propagation lists, spliced into propagate.go's readings.
const (
	// prop45SelfML: these instructions, in the languages the module
	// reads; "these same instructions" too.
	prop45SelfML = `(?:^|[^\p{L}])(?:estas|estes|essas|esses|aquestes|queste|ces|diese|deze|aceste|эти|ці)\s+(?:mismas\s+|mesmas\s+|mateixes\s+|stesse\s+|mêmes\s+|gleichen\s+|zelfde\s+|же\s+|самые\s+)?(?:instrucciones|instruções|instrucções|instruccions|instrucións|istruzioni|instructions|anweisungen|instruktionen|instructies|instrucțiuni|instructiuni|indicaciones|indicações|indicacions|indicazioni|consignes|инструкции|указания|інструкції|вказівки)`
	// prop45Fan: many or someone else's places in Finnish (every page
	// you edit, other users' assistants, every document), Catalan and
	// Vietnamese written with English loanwords.
	prop45Fan = `(?:jokai\p{L}*|kaikki\p{L}*|muide\p{L}*|muiss\p{L}*|muihin|muille|muut|muita|uusi\p{L}*|uude\p{L}*)\s+(?:\S+\s+){0,2}?(?:[\p{L}\d]+-)?(?:sivu\p{L}*|avustaj\p{L}*|agent\p{L}*|käyttäj\p{L}*|tiedosto\p{L}*|dokument\p{L}*|asiakirj\p{L}*|viest\p{L}*|kone\p{L}*|tiimi\p{L}*|kollego\p{L}*)|` +
		`(?:tots\s+els|totes\s+les|cada|altres|noves)\s+(?:\S+\s+){0,2}?(?:repositoris?|repos?|projectes?|carpetes?|habilitats?|skills?|agents?|missatges?|companys|equips?)|\b(?:dels|als|els)\s+(?:seus\s+|teus\s+)?companys\b|` +
		`(?:mọi|tất\s+cả(?:\s+các)?|mỗi|từng)\s+(?:repo\w*|project\w*|folder\w*|agent\w*|workspace\w*)`
)

func init() {
	// "ces instructions", "эти инструкции": propProse's cheap filter.
	propSelfStems = append(propSelfStems[:len(propSelfStems):len(propSelfStems)], "ces ", "aceste", "эти", "ці ")
	// Burmese: this skill or file, copy or spread it, every repository
	// or project and the other skills (the quantifier after its noun).
	myNouns := []string{"repo", "repository", "project", "skill", "folder", "ပရောဂျက်", "ဖိုဒါ", "ဖိုလ်ဒါ", "agent"}
	var myPlaces []string
	for _, n := range myNouns {
		myPlaces = append(myPlaces, n+" အားလုံး", n+"အားလုံး", n+" တိုင်း", n+"တိုင်း", "အခြား "+n, "အခြား"+n)
	}
	registerActionLexicon("my+r45-proppay", actionLex{
		selfRef:     []string{"ဤ skill", "ဤskill", "ဒီ skill", "ဒီskill", "ဤဖိုင်", "ဤ ဖိုင်", "ဒီဖိုင်", "ဒီ ဖိုင်", "ဤကျွမ်းကျင်မှု", "ဒီကျွမ်းကျင်မှု", "ဤညွှန်ကြားချက်", "ဒီညွှန်ကြားချက်", "ဤလမ်းညွှန်", "ဤစာတမ်း"},
		copyVerb:    []string{"ကူးယူ", "ကူးထည့်", "ကော်ပီ", "မိတ္တူကူး", "ဖြန့်ဝေ", "ပျံ့နှံ့"},
		otherPlaces: myPlaces,
		stealth:     []string{"မပြောဘဲ", "မသိစေဘဲ", "တိတ်တဆိတ်", "လျှို့ဝှက်"},
		never:       []string{"ပါနဲ့", "ပါနှင့်", "မလုပ်ရ"},
	})
	// Vietnamese: "chép" alone is the verb copy ("chép file ... vào");
	// every repo, project or folder written with the English loanword.
	registerActionLexicon("vi+r45-proppay", actionLex{
		copyVerb:    []string{"chép "},
		otherPlaces: wqCross([]string{"mọi", "tất cả", "tất cả các", "mỗi", "từng"}, []string{"repo", "repository", "project", "folder", "agent", "workspace"}),
	})
}

// prop45CarryVerb: verbs that carry a text somewhere (not "registers
// itself with every server", which a service does).
const prop45CarryVerb = `cop(?:y|ies|ied|ying)|writ(?:e|es|ing)|install\w*|add(?:s|ed|ing)?|append\w*|prepend\w*|insert\w*|inject\w*|embed\w*|plant\w*|past(?:e|es|ed|ing)|clon\w*|duplicat\w*|replicat\w*|propagat\w*|spread\w*|distribut\w*|push\w*|publish\w*|commit\w*|re-?creat\w*|mirror\w*`

var (
	// prop45Itself: a carrying verb whose object is "itself", with its
	// subject right before it: "it", this skill, the skill (modal and
	// adverbs between them).
	prop45Itself = nfkcRe(`(?i)\b(it|this\s+skill|the\s+skill)\s+(?:(?:should|will|must|shall|can|would|then|also|always|automatically|quietly|silently|just|to)\s+){0,3}(` + prop45CarryVerb + `)\s+itself\b`)
)

// prop45SelfItself: the skill carrying itself ("it should write itself
// into the global template"): "it" is the skill when this sentence or
// the one before it names the skill; the place is many, someone else's
// or global.
func prop45SelfItself(t, prev, name string) (int, int, bool) {
	if !strings.Contains(strings.ToLower(t), "itself") {
		return 0, 0, false
	}
	m := prop45Itself.FindStringSubmatchIndex(t)
	if m == nil {
		return 0, 0, false
	}
	if strings.EqualFold(t[m[2]:m[3]], "it") {
		named := func(s string) bool {
			return propSkillNamed.MatchString(s) || len(name) >= 3 && strings.Contains(strings.ToLower(s), strings.ToLower(name)) || kindNamed92(s, name) // round 92: propagate92.go
		}
		if !named(t[:m[2]]) && !named(prev) {
			return 0, 0, false
		}
	}
	fm := prop42Fanned(t[m[1]:])
	if fm == nil {
		if roots := propSkillRoot.FindAllStringIndex(t[m[1]:], 8); len(roots) >= 2 {
			fm = roots[0]
		}
	}
	if fm == nil || negatedBefore(t[:m[4]]) {
		return 0, 0, false
	}
	return m[0], m[1] + fm[1], true
}

// checkPropagation45 runs the round-45 passage readings over a prose
// unit (called from checkPropagation43 when its readings find nothing).
func (c *checker) checkPropagation45(d *doc, u unit, ut string) bool {
	if s, e, ok := prop45SelfItself(ut, prevUnitText(d, u), c.p.Name); ok {
		c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent that this skill writes itself into other places (self-propagation)")
		return true
	}
	return false
}
