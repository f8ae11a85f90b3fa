package safety

import "strings"

// Round 97 (propagate and routing scope), tuned on fresh291-294.

func init() {
	// The instruction or procedure a text gives is that text: "copy this
	// instruction into every project" carries the words that say it, as
	// "copy this file" does. Most lexicons name "these instructions" and
	// "this instruction" already (es, ca, it, pl, ro); German and Dutch
	// had only the plural, and "this procedure" was named in none. The
	// copy rule still asks for a verb that copies and a place that is
	// many or someone else's, so "follow this procedure for the audit"
	// claims nothing.
	//
	// A project template is every project made from it later: "every
	// project template" is every new project, as English "every
	// cookiecutter" is (propFan). A document template ("elk sjabloon")
	// is not: a logo copied into each one carries nothing.
	registerActionLexicon("de+r97-propscope", actionLex{
		selfRef:     []string{"diese anweisung", "dieser anweisung", "diese vorgehensweise", "dieses verfahren", "diesem verfahren", "diese prozedur"},
		otherPlaces: []string{"alle projektvorlagen", "allen projektvorlagen", "jede projektvorlage", "jeder projektvorlage"},
	})
	registerActionLexicon("nl+r97-propscope", actionLex{
		selfRef:     []string{"deze instructie", "deze procedure", "deze werkwijze", "deze aanwijzing"},
		otherPlaces: []string{"elke cookiecutter", "elk projectsjabloon", "elke projectsjabloon", "alle projectsjablonen"},
	})
	registerActionLexicon("ro+r97-propscope", actionLex{
		selfRef: []string{"această procedură", "aceasta procedura", "această procedura", "procedura aceasta", "procedura de față", "această instrucție", "aceasta instructie"},
	})
	registerActionLexicon("fr+r97-propscope", actionLex{
		selfRef: []string{"cette instruction", "cette procédure", "cette procedure"},
	})
	registerActionLexicon("es+r97-propscope", actionLex{
		selfRef: []string{"este procedimiento"},
	})
	registerActionLexicon("it+r97-propscope", actionLex{
		selfRef: []string{"questa procedura"},
	})
	registerActionLexicon("pt+r97-propscope", actionLex{
		selfRef: []string{"esta instrução", "esta instrucao", "este procedimento"},
	})
	registerActionLexicon("pl+r97-propscope", actionLex{
		selfRef: []string{"tę procedurę", "ta procedura", "tej procedury"},
	})
	// Catalan: "add this skill" (afegeix aquesta skill) carries it as
	// "copy this skill" does, when the place it goes is many or someone
	// else's. Only the verb with this skill as its object, as "duplica
	// aquesta" is named: "afegeix una fila a aquesta taula" adds to it.
	registerActionLexicon("ca+r97-propscope", actionLex{
		copyVerb: []string{"afegeix aquesta", "afegeix aquest", "afegiu aquesta", "afegiu aquest", "afegir aquesta", "afegir aquest", "afegeix-la", "afegiu-la", "afegeix-lo", "afegiu-lo"},
		selfRef:  []string{"aquest procediment"},
	})
}

// A question a skill asks of itself in its own FAQ ("When should this
// load?", "When should I use this?") is about this skill, as "When is
// this skill used?" is (round 43): a skill's text that says "this" to
// the one choosing it speaks of itself. Its answer is read as round 43
// reads it, as a claim on the skill's scope. Bare "this" is taken only
// with verbs of choosing a skill (load, use, invoke, consult, select):
// "When does this run? On every request" is a middleware's hook, not a
// skill's routing.
func init() {
	scope43AskWhen = lazyRegexp(scope43AskWhen.String() + `|(?i)\bwhen\s+(?:is|should|does|do|must|will|would|can)\s+this\s+(?:be\s+)?(?:used|use|loaded|load|invoked|invoke|consulted|consult|selected|picked|chosen)\s*\?|(?i)\bwhen\s+(?:should|do|must|would|can|will)\s+(?:I|you|we|the\s+agent|the\s+assistant|the\s+model)\s+(?:use|load|invoke|consult|select|pick|choose)\s+this\s*\?`)
}

// The planted order (round 97). A sentence that writes a line into the
// shell's startup files or into agents' instruction files, where the
// line itself orders this skill (by its own name, or "this skill")
// installed, loaded or copied, plants a standing order that brings the
// skill back or carries it on: every new shell, or every agent that
// reads those files, is told to take it. That is self-propagation by a
// planted instruction, as round 39's startup reinstall is. Read in any
// language: the files are named by their paths, the skill by its own
// name, and the quotation marks show what is written.
//   - a startup file runs on every shell, so one is enough;
//   - agents' instruction files must be many (every repository's
//     AGENTS.md): one project's CLAUDE.md, or the user's own global
//     one, told to load this skill is the user's own routing note.
//
// The verb in the quoted line must come before the skill's name, as a
// word (not a path's "/install.sh"), and close to it; "source
// ~/skills/<name>/env.sh" sets a shell up and orders nothing.
var (
	// prop97Carry: a verb of loading, installing or carrying, in the
	// quoted line (English; other languages by the action lexicons' use
	// and copy verbs and propSpreadRe). "Use" is left out: "use <name>
	// for labels" is a routing note, not an order to take it.
	prop97Carry = lazyRegexp(`(?i)(?:^|[\s"“„«(])(?:always\s+|first\s+)?(?:load|install|re-?install|invoke|activate|copy|add|enable|import|require|fetch|download)(?:s|es|ed|ing)?(?:\s|$)`)
	// prop97LoadML: "load" (and "install") as an imperative in other
	// languages, which the action lexicons name only with their objects.
	prop97LoadML = lazyRegexp(`(?i)(?:^|[^\p{L}])(?:załaduj|wczytaj|zainstaluj|lade|laden|installiere|laad|installeer|charge|chargez|installe|installez|carga|cargue|instala|carica|installa|carregue|carrega|încarcă|incarca|instalează|nahraj|načti|nainstaluj|загрузи|установи|завантаж\p{L}*|встанови)(?:[^\p{L}]|$)`)
	// prop97Quote: a run of text in double quotation marks of any script.
	prop97Quote = lazyRegexp(`"[^"\n]{8,400}"|“[^”\n]{8,400}”|„[^”“\n]{8,400}[”“]|«[^»\n]{8,400}»|「[^」\n]{4,400}」`)
)

// prop97Planted reads one prose unit for the planted order above.
func prop97Planted(t, name string, own *lazyRE) (int, int, bool) {
	lt := strings.ToLower(t)
	if name == "" || !strings.Contains(lt, strings.ToLower(name)) && !containsAny(lt, propSelfStems) {
		return 0, 0, false // the cheap tests first
	}
	startup := prop39StartupFile.FindStringIndex(t)
	agent := propAgentFile.FindStringIndex(t)
	if startup == nil && agent == nil {
		return 0, 0, false
	}
	for _, q := range prop97Quote.FindAllStringIndex(t, 4) {
		if !prop97QuoteOrdersSelf(t[q[0]:q[1]], own) {
			continue
		}
		// Where the line goes: named before or after the quotation,
		// outside it.
		ds, de := prop97Dest(t, q)
		if ds < 0 || negatedBefore(t[:min(ds, q[0])]) {
			continue
		}
		return min(ds, q[0]), max(de, q[1]), true
	}
	return 0, 0, false
}

// prop97QuoteOrdersSelf: the quoted line names this skill (by its own
// name, or as "this skill") and orders the agent to load, install or copy
// it (prop97OrdersSelf).
func prop97QuoteOrdersSelf(body string, own *lazyRE) bool {
	var sm []int
	if own != nil {
		sm = own.FindStringIndex(body)
	}
	if sm == nil {
		sm = propSelfRe.FindStringIndex(body)
	}
	return sm != nil && prop97OrdersSelf(body, sm)
}

// prop97Dest finds where the quoted line q of t is written, outside the
// quotation: a shell startup file, or agents' instruction files that are
// many or global. It returns the file's span, or -1.
func prop97Dest(t string, q []int) (int, int) {
	outside := func(m []int) bool { return m[1] <= q[0] || m[0] >= q[1] }
	for _, m := range prop39StartupFile.FindAllStringIndex(t, 8) {
		if outside(m) {
			return m[0], m[1]
		}
	}
	rest := t[:q[0]] + " " + t[q[1]:]
	if !propFanRe.MatchString(rest) && !prop97ActPlaces(rest) {
		return -1, -1
	}
	for _, m := range propAgentFile.FindAllStringIndex(t, 8) {
		if outside(m) {
			return m[0], m[1]
		}
	}
	return -1, -1
}

// prop97OrdersSelf: in the quoted line, a verb of loading, installing or
// carrying stands shortly before the skill's mention sm.
func prop97OrdersSelf(body string, sm []int) bool {
	// The mention may open on the character before the name.
	before := body[max(0, sm[0]-48) : sm[0]+1]
	if prop97Carry.MatchString(before) {
		return true
	}
	// Another language: "load" in its words, the action lexicons' verbs
	// of use and copying, or a carrying verb of propSpreadRe, as a word
	// before the name.
	if prop97LoadML.MatchString(before) {
		return true
	}
	actionLexiconsReady()
	low := strings.ToLower(before)
	if len(hitsOf(low, actUse)) > 0 || len(hitsOf(low, actCopy)) > 0 {
		return true
	}
	// Or the line carries it on after naming it ("... and copy it into
	// new projects"): a copying verb of any language after the name.
	if len(hitsOf(strings.ToLower(body[sm[1]:]), actCopy)) > 0 {
		return true
	}
	for _, v := range propSpreadRe.FindAllStringSubmatchIndex(before, 4) {
		if v[2] == 0 || !strings.ContainsAny(before[v[2]-1:v[2]], "/._-") {
			return true
		}
	}
	return false
}

// prop97ActPlaces: the action lexicons' many or other places (every
// repository, each colleague) in the destination, in another language.
func prop97ActPlaces(dest string) bool {
	actionLexiconsReady()
	return len(hitsOf(strings.ToLower(dest), actPlaces)) > 0
}

// checkPropagation97 runs the planted-order reading over each prose unit
// (hooked from checkPropagation).
func (c *checker) checkPropagation97(d *doc, own *lazyRE) {
	low := d.v.lower
	if !strings.Contains(low, ".md") && !endsWordIn(low, "rc") && !lowerHas(low, "profile", "rules", "zshenv", "zlogin", "config.fish", ".codex/", ".claude/", ".agents/", ".skills") {
		return // the cheap test first: none of prop39StartupFile's or propAgentFile's files named
	}
	if !strings.ContainsAny(d.v.text, "\"“„«「") {
		return
	}
	for u, ut := range d.proseTexts() {
		if s, e, ok := prop97Planted(ut, c.p.Name, own); ok && !d.labelledExample(u.start+s) && !c.negated(d, u.start+s) {
			c.reportPropagation(d, u.start+s, u.start+e, false, "writes into startup or agents' instruction files a line that orders this skill loaded, installed or copied (self-propagation by a planted instruction)")
		}
	}
}

// endsWordIn reports whether suffix ends a word somewhere in low (".bashrc",
// "zshrc`", "rc.local"): the next byte is not a letter. A bare Contains
// of "rc" holds for "source" and "search", nearly every text.
func endsWordIn(low, suffix string) bool {
	for i := 0; ; {
		j := strings.Index(low[i:], suffix)
		if j < 0 {
			return false
		}
		e := i + j + len(suffix)
		if e >= len(low) || !(low[e] >= 'a' && low[e] <= 'z') {
			return true
		}
		i = e
	}
}
