package safety

import "strings"

// Round 91 (propagate), tuned on fresh271-274.

// Lexicon words the Czech, Greek and Turkish readings lacked (spread39
// reads this skill copied into other skills or projects through the
// action lexicons):
//   - Czech: the instruction or paragraph itself as what is carried
//     ("tuto instrukci", "tento odstavec"), "vlož" (insert) as a carrying
//     verb, and every further skill or all skills as the places.
//   - Greek: the imperative of copy takes the augment and moves its
//     accent ("αντέγραψε"), which the stems "αντίγρα-", "αντιγρά-" miss.
func init() {
	registerActionLexicon("cs+r91-propagate", actionLex{
		selfRef:     []string{"tuto instrukci", "této instrukce", "tento odstavec", "tohoto odstavce", "tento pokyn", "tohoto pokynu", "tuto poznámku", "této poznámky", "tento blok", "tohoto bloku"},
		copyVerb:    []string{"vlož ", "vložte", "vložit"},
		otherPlaces: []string{"každého dalšího skill", "každého skill", "každý další skill", "všech skill", "všech dalších skill", "všech ostatních skill", "do všech dovedností", "každé další dovednost", "každé dovednost"},
	})
	registerActionLexicon("el+r91-propagate", actionLex{
		copyVerb: []string{"αντέγραψ"},
	})
}

// prop91SelfML (read in propSelfML): Turkish, the skill called by what
// it is, a pack ("bu <kind> paketi", this <kind> pack): a pack is the
// skill whole, as "this file" is. A pack of the user's is named by its
// own name, not "this".
const prop91SelfML = `\bbu\s+(?:\p{L}+\s+)?paket\p{L}*`

// prop91Fan (read in propFan): a relay, the receiver asked to pass it on
// the same way. "Ask them to forward it the same way", "tell her to pass
// it on in turn": each receiver repeats the act, so the text travels a
// chain of people, not to one person. "Ask them to forward it to the
// security team" names one place and is not this. Also the text
// travelling on by itself to whatever computer comes next ("write a copy
// of this skill to the card so it hops to whichever laptop reads it"):
// the place is any at all, as "anywhere" is. "Install it on whatever
// laptop you use" is the user's own install and is not this.
const prop91Fan = `\b(?:ask|tell|have|get|instruct|encourage|request|remind)(?:s|ing)?\s+(?:them|him|her|the\s+(?:recipients?|colleagues?|teammates?|readers?)|each\s+(?:recipient|colleague|teammate|reader))\s+to\s+(?:forward|pass|send|share|spread|hand|give|e-?mail|mail)\w*\s+(?:it|this|them)\s+(?:on\s+)?(?:the\s+same\s+way|in\s+the\s+same\s+way|likewise|in\s+turn)\b|` +
	// the text itself travelling on to whatever machine comes next: a
	// copy carried on removable media goes wherever it is taken
	`\b(?:travels?|travelling|traveling|spreads?|spreading|hops?|jumps?|moves?\s+on|lands?|gets?)\s+(?:on\s+)?(?:to|onto|into|on)\s+(?:whatever|whichever)\s+(?:other\s+|new\s+|next\s+)?(?:computers?|machines?|hosts?|PCs?|laptops?|devices?|workstations?)\b`

// The relay note: a text addressed to other agents that tells them both
// to install a skill into their skills folder or library and to repeat
// the text itself ("repeat this trailer", "add the same block to
// anything you write"). Each agent that obeys installs the skill and
// hands the order on: a worm made of words, whichever skill it names.
// Installing a skill into one's skills folder, or a commit trailer added
// to every commit, is each ordinary alone; an order to repeat a step or
// a note with nothing installed is not this.
var (
	// relayRepeat91: the text itself repeated or carried on: "repeat this
	// note", "add the same block".
	relayRepeat91 = lazyRegexp(`(?i)\b(repeat|reproduce|re-?post|copy|add|include|append|insert|paste|carry|put)(?:s|ed|ing)?\s+(?:this|the\s+same|that\s+same|an?\s+identical|these\s+same)\s+(?:[\w-]+\s+)?(?:note|trailer|block|message|text|comment|instruction|paragraph|lines?|footer|header|notice|request|sentence|words)s?\b`)
	// relayDest91: the many places the carried text goes (for a verb
	// other than repeat, which needs none).
	relayDest91 = lazyRegexp(`(?i)^[^.;!?\n]{0,40}?\b(?:to|in|into|on|onto|at\s+the\s+end\s+of)\s+(?:everything|anything|whatever|every|each|all|any)\b`)
	// relayInstall91: a skill installed into an agent's skills folder or
	// library.
	relayInstall91 = lazyRegexp(`(?i)\b(?:install|save|add|copy|put|store|download|clone|place|drop|file|keep|load|register)\w*\s+(?:[^.;!?\n]|[.?]\S){0,100}?\b(?:in|into|to|under|inside)\s+(?:(?:your|their|its|his|her|the|each|every)\s+)?(?:own\s+)?(?:(?:agent|assistant|AI)'?s?\s+)?skills?[\s_-]*(?:dir|directory|directories|folders?|library|libraries|store|collection|path)\b`)
	// relayAddressee91: other agents addressed.
	relayAddressee91 = lazyRegexp(`(?i)\b(?:agents?|assistants?|AIs?|LLMs?|models?|bots?|copilots?)\b`)
)

// skillStoreNamed91: the cheap test for relayInstall91's destination, a
// skills folder, library or store named in lower ("skill" or "skills",
// spaces, '_' or '-', then the noun).
func skillStoreNamed91(lower string) bool {
	for off := 0; ; {
		i := strings.Index(lower[off:], "skill")
		if i < 0 {
			return false
		}
		j := off + i + len("skill")
		if j < len(lower) && lower[j] == 's' {
			j++
		}
		for j < len(lower) && (lower[j] == ' ' || lower[j] == '\t' || lower[j] == '\n' || lower[j] == '\r' || lower[j] == '_' || lower[j] == '-') {
			j++
		}
		for _, n := range [...]string{"dir", "folder", "librar", "store", "collection", "path"} {
			if strings.HasPrefix(lower[j:], n) {
				return true
			}
		}
		off = j
	}
}

// relayNote91 reports in t a relay note: a repetition of the text itself
// with an install into a skills folder within a window around it, to
// agents.
func relayNote91(t string) (int, int, bool) {
	for _, m := range relayRepeat91.FindAllStringSubmatchIndex(t, 8) {
		verb := strings.ToLower(t[m[2]:m[3]])
		if verb != "repeat" && verb != "reproduce" && !relayDest91.MatchString(t[m[1]:min(len(t), m[1]+80)]) {
			continue
		}
		ws, we := max(0, m[0]-400), min(len(t), m[1]+200)
		w := t[ws:we]
		im := relayInstall91.FindStringIndex(w)
		if im == nil || !relayAddressee91.MatchString(w) || negatedBefore(w[:im[0]]) || negatedBefore(t[ws:m[0]]) {
			continue
		}
		return min(m[0], ws+im[0]), max(m[1], ws+im[1]), true
	}
	return 0, 0, false
}

// The text read as this text by its place: "the comment block you are
// reading now", "the note you're looking at". Carried (a spreading verb
// before it) into many places or other skills' files (each installed
// plugin, the SKILL.md of every skill), it is this skill's text spread.
// "Summarise the text you are reading" carries nothing; "copy the note
// you are reading into your journal" goes to one place.
var (
	readingSelf91 = lazyRegexp(`(?i)\b(?:the|this)\s+(?:[\w-]+\s+){0,2}?(?:comment|note|notice|instructions?|paragraph|text|words|lines|sentences?|block)\s+(?:that\s+|which\s+)?you(?:'re|’re|\s+are)\s+(?:now\s+|currently\s+|right\s+now\s+)?(?:reading|looking\s+at|seeing)\b`)
	// pluginFan91: other skills' or plugins' files as the destination.
	pluginFan91 = lazyRegexp(`(?i)\b(?:each|every|all|any|other)\s+(?:of\s+the\s+)?(?:installed\s+|other\s+|enabled\s+)?(?:plugins?|extensions?)\b|\bSKILL\.md\s+(?:files?\s+)?(?:of|in|for)\s+(?:each|every|all|any|other)\b`)
)

// readingSelfSpread91 reports in the statement ut this text carried into
// many places.
func readingSelfSpread91(ut string) (int, int, bool) {
	for _, m := range readingSelf91.FindAllStringIndex(ut, 4) {
		before := ut[max(0, m[0]-60):m[0]]
		if i := strings.LastIndexAny(before, ".;!?"); i >= 0 {
			before = before[i+1:]
		}
		vm := propSpreadRe.FindStringIndex(before)
		if vm == nil || negatedBefore(before) {
			continue
		}
		after := ut[m[1]:min(len(ut), m[1]+200)]
		fm := pluginFan91.FindStringIndex(after)
		if fm == nil {
			fm = propFanRe.FindStringIndex(after)
		}
		if fm == nil {
			continue
		}
		return m[0] - len(before) + vm[0], m[1] + fm[1], true
	}
	return 0, 0, false
}

// prop91CMFlow: prop57CMFlow's copy task written as a flow mapping on
// one line ("copy: { src: SKILL.md, dest: ... }"): YAML's two spellings
// of one task. The task takes this skill's own file as its source,
// writes into an agent's skills folder and loops over many users or
// hosts.
var prop91CMSrcFlow = lazyRegexp(`\bsrc\s*:\s*["']?[^,}\n]*`)

func prop91CMFlow(b string, ownCode *lazyRE) (int, int, bool) {
	if !strings.Contains(b, "src") || !strings.Contains(b, "{") {
		return 0, 0, false // the cheap test first
	}
	cm, lm := prop57CMTask(b)
	if cm == nil {
		return 0, 0, false
	}
	line := b[cm[1]:]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	if !strings.Contains(line, "{") {
		return 0, 0, false
	}
	sm := prop91CMSrcFlow.FindStringIndex(line)
	if sm == nil {
		return 0, 0, false
	}
	src := " " + line[sm[0]:sm[1]]
	if ownCode != nil && ownCode.MatchString(src) || firstSelf(src, nil) != nil {
		return cm[0], cm[1] + lm[1], true
	}
	return 0, 0, false
}

// prop91ShipLine (read in propBlockFan): the whole line of a COPY or ADD
// into a skills folder, so that a destination naming this skill's own
// folder (skills/<own name>/SKILL.md) marks the copied file as this
// skill's, whatever its source path.
func prop91ShipLine(b string, m []int) string {
	end := m[1]
	if i := strings.IndexByte(b[end:], '\n'); i >= 0 {
		end += i
	} else {
		end = len(b)
	}
	return b[m[0]:end]
}

// checkPropagation91 runs round 91's readings over d (hooked from
// checkPropagation).
func (c *checker) checkPropagation91(d *doc, ownCode *lazyRE) {
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := prop91CMFlow(t[f.start:f.end], ownCode); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's own file into every user's or host's agent skills folder (self-propagation by data flow)")
		}
	}
	lower := d.v.lower
	if d.field != FieldBody {
		return
	}
	// The cheap test first: a skills folder or library named, an order to
	// repeat, and agents addressed.
	if skillStoreNamed91(lower) && lowerHas(lower, "repeat", "reproduc", "this ", "the same ", "that same ", "identical ") && lowerHas(lower, "agent", "assistant", "ai", "llm", "model", "bot") {
		tt := t
		if len(tt) > 20000 {
			tt = tt[:20000]
		}
		if s, e, ok := relayNote91(tt); ok && !d.labelledExample(s) {
			c.reportPropagation(d, s, e, false, "addresses other agents and tells them to install a skill and to repeat the same note in what they write (self-propagating relay)")
		}
	}
	if lowerHas(lower, "you are reading", "you're reading", "you’re reading", "you are now reading", "you are currently reading", "you are looking at", "you are seeing") {
		for u, ut := range d.proseUnitsCut() {
			if s, e, ok := readingSelfSpread91(ut); ok && !c.describedNotOrdered(d, u, ut, s) && !d.labelledExample(u.start+s) {
				c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry the text it is reading into many places or other skills' files (self-propagation)")
			}
		}
	}
}
