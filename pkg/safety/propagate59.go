package safety

import "strings"

// Round 59 (propagate): round 5's copy of this skill to many places (a
// carrying verb, this skill, a destination that is many or someone
// else's) with the destination or the verb spelled in a way the lists
// lacked, and one new shape, the self-replicating note.
//
//   - Every workbook, spreadsheet, slide deck, README or wiki page is
//     "every file" of one kind: embedding this skill's text in each of them
//     reaches whoever opens any of them later.
//   - The organisation's template with more than one word before the noun
//     ("the company's shared workbook template") is still the template
//     every new file starts from.
//   - A path written with a project generator's placeholder
//     ("{{cookiecutter.project_slug}}/...") names every project the
//     generator will ever make, not one folder.
//   - Chinese, Japanese and Cantonese: "all of the user's repositories"
//     with the possessive particle after the quantifier (所有的, 每一個,
//     嘅), and every or new machine (新しいマシン, 每台电脑): a dotfiles or
//     settings repository pushed is installed on each of them.
//   - The self-replicating note: a line addressed to AI agents or
//     assistants that tells its reader to repeat, copy or spread "this
//     comment" (this note, this line) is a worm by its own words, whoever
//     writes it first: each agent that reads it is told to write it again.
//     The carrying verb of spreading (spread, propagate, replicate) needs
//     no destination; one that only copies (repeat, copy, paste, add) needs
//     a many-places one (all, every, each, any, other). A note to human
//     reviewers, or an order to keep a comment in place, carries nothing.
const (
	prop59Fan = `(?:every|each|all|any|other)\s+(?:[\w'-]+\s+){0,2}?(?:workbooks?|spreadsheets?|worksheets?|slide\s*decks?|decks?|presentations?|READMEs?|wiki\s+pages?|wikis?)\b|` +
		`\b(?:organi[sz]ation|org|team|company|department)'?s\s+(?:[\w-]+\s+){2,3}?(?:template|boilerplate|starter|skeleton|cookiecutter)s?\b|` +
		`\{\{\s*cookiecutter\.\w+\s*\}\}`
	prop59FanCJK = `(?:每一个|每一個|每个|每個|所有|全部|其他|其它)(?:的|嘅)?\s*(?:[A-Za-z][\w.-]*\s*)?(?:\p{Han}{1,4}(?:的|嘅))?(?:项目|專案|項目|仓库|倉庫|储存库|儲存庫|存储库|技能|代理|机器|機器|电脑|電腦|设备|設備)|` +
		`(?:新しい|すべての|全ての|他の|各)\s*(?:マシン|端末|パソコン|コンピューター|コンピュータ|PC)|(?:每台|每一台|所有的?|其他的?)\s*(?:机器|機器|电脑|電腦|设备|設備)`
)

var (
	// prop59NoteSelf: the carrying verb with the note itself as its
	// object.
	prop59NoteSelf = lazyRegexp(`(?i)\b(spread|propagat\w*|replicat\w*|repeat\w*|cop(?:y|ies)|past(?:e|es)|re-?insert\w*|re-?add\w*|duplicat\w*|forward\w*|reproduc\w*|pass\s+on)\s+(?:this|the\s+same)\s+(?:exact\s+|very\s+|same\s+|hidden\s+)?(?:comment|note|line|message|header|banner|notice|instruction|directive|text|block)\b(?:'s)?`)
	// prop59AgentAddress: the line speaks to AI agents or assistants.
	prop59AgentAddress = lazyRegexp(`(?i)(?:^|[^\pL])(?:ai\s+|llm\s+)?(?:agents?|assistants?|copilots?|llms?|ais)\s*[:,—–-]`)
	// prop59ManyPlaces: a destination that is many.
	prop59ManyPlaces = lazyRegexp(`(?i)\b(?:in|into|to|on|across)\s+(?:all|every|each|any|other)\b`)
)

// prop59Note reports a line addressed to agents that tells its reader to
// spread the line itself.
func prop59Note(line string) (int, int, bool) {
	ll := strings.ToLower(line)
	if !lowerHas(ll, "this comment", "this note", "this line", "this message", "this header", "this banner", "this notice", "this instruction", "this directive", "this text", "this block", "same comment", "same note", "same line", "same text", "same block", "same message") {
		return 0, 0, false
	}
	am := prop59AgentAddress.FindStringIndex(line)
	if am == nil {
		return 0, 0, false
	}
	for _, m := range prop59NoteSelf.FindAllStringSubmatchIndex(line, 4) {
		if strings.HasSuffix(line[m[0]:m[1]], "'s") || m[0] < am[0] || negatedBefore(line[am[1]:m[2]]) {
			continue
		}
		v := strings.ToLower(line[m[2]:m[3]])
		if !(v == "spread" || strings.HasPrefix(v, "propagat") || strings.HasPrefix(v, "replicat")) && !prop59ManyPlaces.MatchString(line[m[1]:]) {
			continue
		}
		return am[0], m[1], true
	}
	return 0, 0, false
}

// checkPropagation59 runs the self-replicating note over every line of
// the field, prose, comment or code alike: the note is written to be
// carried into files, where any of these is what the next reader sees.
func (c *checker) checkPropagation59(d *doc) {
	c.checkGenTree59(d)
	t := d.v.text
	if !strings.Contains(d.v.lower, "this ") && !strings.Contains(d.v.lower, "same ") {
		return
	}
	for ls, le := range lineSpans(t) {
		if le-ls > maxIntentUnit {
			continue
		}
		if s, e, ok := prop59Note(t[ls:le]); ok {
			c.reportPropagation(d, ls+s, ls+e, false, "a note addressed to AI agents tells them to copy the note itself into more places (a self-replicating instruction)")
		}
	}
}

// Round 59 (propagate), the round-26 copy rule (a copy verb, this skill,
// other places) in words fresh157-160 used and the lexicons lacked. Each
// entry is one concept; the rule still needs all three near each other.
//
//   - Italian "replica" (replicate), "queste istruzioni" (these
//     instructions: the skill's own text).
//   - Portuguese "acrescente" (add, append); every macro or canned reply of
//     a help desk and all its agents: a text every attendant loads.
//   - Spanish "escribe" (write this skill into ...), "mandá" and "envía"
//     (send it); the recipients asked to forward it on in turn
//     ("que la reenvíen") are the relay that makes any one recipient many.
//   - Cantonese "抄落" (copy into) and every (each) project or every
//     newly opened one.
func init() {
	registerActionLexicon("it+r59-propagate", actionLex{
		copyVerb:    []string{"replica ", "replicale", "replicatele", "replicate queste", "riproduci"},
		selfRef:     []string{"queste istruzioni", "questo testo", "queste righe"},
		otherPlaces: []string{"tutti i repository", "ogni repository", "tutti i progetti", "ogni progetto"},
	})
	registerActionLexicon("pt+r59-propagate", actionLex{
		copyVerb:    []string{"acrescente", "acrescentar", "acrescenta ", "anexe", "anexar"},
		selfRef:     []string{"desta skill", "deste arquivo", "destas instruções"},
		otherPlaces: []string{"cada macro", "todas as macros", "todos os atendentes", "todos os agentes", "cada atendente", "todas as respostas prontas"},
	})
	registerActionLexicon("es+r59-propagate", actionLex{
		copyVerb:    []string{"escribe ", "escribí ", "escriba ", "escribir ", "escríbela", "mandá ", "manda ", "mande ", "mandar ", "mandala", "mandála", "envía ", "enviá ", "envíe ", "enviar "},
		otherPlaces: []string{"demás skills", "demás repositorios", "demás proyectos", "que la reenv", "que lo reenv", "se la reenv", "se lo reenv", "reenvíen", "reenvien", "la reenvíe"},
	})
	registerActionLexicon("yue+r59-propagate", actionLex{
		copyVerb:    []string{"抄落", "抄入", "抄到", "抄去", "抄晒"},
		otherPlaces: []string{"每一個專案", "每個專案", "所有專案", "新開嘅專案", "每一個項目", "所有項目", "每一個倉庫", "所有倉庫"},
	})
}

// prop59SelfEN (spliced into propSelfEN): the text of the thing the
// reader holds, named by whatever this skill calls itself ("this
// planner's full instructions", "this card's text"): the possessive
// makes the text the skill's own whatever the noun. Only nouns for its
// text count; "this recipe's ingredients" is not a text.
const prop59SelfEN = `this\s+[\w-]+(?:'s|’s)\s+(?:full\s+|whole\s+|entire\s+|complete\s+|own\s+|exact\s+)?(?:instructions|text|prompt|body|wording)\b`

var (
	// prop59GenPath: a project generator's placeholder at the head of a
	// path (cookiecutter, copier and Yeoman style).
	prop59GenPath = lazyRegexp(`\{\{\s*(?:cookiecutter\.\w+|project_(?:name|slug)|repo_name|package_name)\s*\}\}`)
	// prop59AgentSkillDir: an agent's skills folder and the skill folder
	// under it.
	prop59AgentSkillDir = lazyRegexp(`(?i)\.(?:claude|codex|agents|cursor|gemini|opencode|windsurf)/skills/([\w.-]+)/`)
)

// Round 59 (propagate), code: a project generator's tree (a path headed
// by {{cookiecutter.slug}}) that holds this skill's own folder under an
// agent's skills folder plants the skill in every project the generator
// makes: round 54's template plant, read from the layout instead of a
// sentence. The skill must be named by its own name in the path; a
// generator shipping some other skill to its projects is packaging.
func (c *checker) checkGenTree59(d *doc) {
	name := strings.ToLower(strings.TrimSpace(c.p.Name))
	if !strings.Contains(d.v.lower, "{{") || !strings.Contains(d.v.lower, "/skills/") {
		return
	}
	for _, f := range d.fences {
		b := d.v.text[f.start:f.end]
		g := prop59GenPath.FindStringIndex(b)
		if g == nil {
			continue
		}
		for _, m := range prop59AgentSkillDir.FindAllStringSubmatchIndex(b[g[0]:], 8) {
			if len(name) >= 3 && strings.EqualFold(b[g[0]+m[2]:g[0]+m[3]], name) || prop59SelfMark(b[g[0]+m[1]:]) {
				c.reportPropagation(d, f.start+g[0], f.start+g[0]+m[1], true, "a project generator's tree holds this skill's own folder in an agent's skills folder, so every generated project carries it (self-propagation)")
				return
			}
		}
	}
}

func init() {
	// Amharic: copy (ቅዳ), this card (the skill's own sheet), other
	// assistants and all their skill folders.
	registerActionLexicon("am+r59-propagate", actionLex{
		copyVerb:    []string{"ቅዳ", "ቅዱ", "ይቅዱ"},
		selfRef:     []string{"ይህን ካርድ", "ይህንን ካርድ", "ይህ ካርድ"},
		otherPlaces: []string{"ሌሎች ረዳቶች", "ሁሉም ረዳቶች", "ማህደሮች ሁሉ", "ሁሉም ማህደሮች", "ሁሉንም ማህደሮች"},
	})
}

// prop59SelfMark: the rest of a tree line carries a comment that calls
// the path this skill ("# <- this skill", "// this SKILL.md").
func prop59SelfMark(rest string) bool {
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	i := strings.Index(rest, "#")
	if j := strings.Index(rest, "//"); j >= 0 && (i < 0 || j < i) {
		i = j
	}
	if i < 0 {
		return false
	}
	c := strings.ToLower(rest[i:])
	return strings.Contains(c, "this skill") || strings.Contains(c, "this skill.md") || strings.Contains(c, "this file") || strings.Contains(c, "itself")
}
