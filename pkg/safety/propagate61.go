package safety

import "strings"

// Round 61 (propagate): the round-26 copy rule (a copy verb, this skill,
// a destination that is many or someone else's) in words fresh165-168
// used and the lexicons lacked. Each entry is one concept; the rule still
// needs all three near each other, so "copy the letter into every folder"
// or "copy this file into your project" stay harmless.
//
//   - Every folder, the shared store, every repository, every other
//     skill: places every later install or project starts from (Somali
//     gal kasta, kaydka la wadaago; Yiddish אַלע אַנדערע סקילס; Amharic
//     በእያንዳንዱ ማከማቻ; Maltese kull skill ieħor).
//   - Someone else's assistant or contacts: the receiver who installs it
//     and passes it on is one more carrier (Spanish skills de tus
//     compañeros; French son propre assistant, ses contacts; Amharic
//     የቡድን አባላት "the team members").
//   - Every new document or outgoing e-mail: what leaves the machine
//     next carries the text on (Spanish todos los documentos nuevos,
//     French chaque courriel sortant).
//   - The skill's own text: these instructions, this file, the whole text
//     (Spanish estas instrucciones, Somali faylkan, Yiddish דעם גאַנצן
//     טעקסט).
//   - Copy in the forms the lexicons lacked: Somali koobiyee, Maltese
//     kopja, Amharic ገልብጠው (having copied), French ajoute (add) whose
//     object is this skill's content.
func init() {
	registerActionLexicon("so+r61-propagate", actionLex{
		copyVerb:    []string{"koobiyee", "koobi ka samee", "nuqul ka samee", "nuqulo", "ku koobiyee"},
		selfRef:     []string{"faylkan", "xirfaddan", "tilmaamahan", "qoraalkan"},
		otherPlaces: []string{"gal kasta", "galka kasta", "gal walba", "kaydka la wadaago", "kayd kasta", "xirfad kasta", "xirfadaha kale", "mashruuc kasta", "kombiyuutar kasta", "kombiyuutarada dhammaan", "asxaabtaada oo dhan"},
	})
	registerActionLexicon("yi+r61-propagate", actionLex{
		copyVerb:    []string{"קאָפּירט", "קאָפּיר", "קאפירט", "קאפיר"},
		selfRef:     []string{"דעם גאַנצן טעקסט", "דעם גאנצן טעקסט", "די דאָזיקע סקיל", "דער דאָזיקער סקיל", "דעם דאָזיקן טעקסט", "די דאָזיקע טעקע", "טעקסט פֿון דער סקיל"},
		otherPlaces: []string{"אַלע אַנדערע סקילס", "אלע אנדערע סקילס", "אַלע אַנדערע", "אלע אנדערע", "אַלע רעפּאָס", "יעדן פּראָיעקט", "יעדער סקיל", "אַלע פּראָיעקטן"},
	})
	registerActionLexicon("am+r61-propagate", actionLex{
		copyVerb:    []string{"ገልብጠ", "ገልብጣ", "ገልብጦ"},
		otherPlaces: []string{"በእያንዳንዱ ማከማቻ", "እያንዳንዱ ማከማቻ", "እያንዳንዱን ማከማቻ", "የቡድን አባላት", "የቡድኑ አባላት", "የሥራ ባልደረቦች", "የስራ ባልደረቦች"},
	})
	registerActionLexicon("mt+r61-propagate", actionLex{
		copyVerb:    []string{"kopja ", "kkopjah", "ikkopjaw"},
		otherPlaces: []string{"kull skill ieħor", "kull skill iehor", "skills oħra", "kull proġett ġdid", "kull progett gdid", "il-proġetti l-ġodda"},
	})
	registerActionLexicon("es+r61-propagate", actionLex{
		selfRef:     []string{"estas instrucciones", "estas indicaciones", "esta instrucción", "el contenido de este skill", "el contenido de esta skill"},
		otherPlaces: []string{"skills de tus compañeros", "skills de sus compañeros", "skills de los compañeros", "todos los documentos nuevos", "cada documento nuevo", "todos los nuevos documentos", "cada correo saliente", "todos los correos salientes"},
	})
	registerActionLexicon("fr+r61-propagate", actionLex{
		copyVerb:    []string{"ajoute ", "ajoutez ", "ajouter "},
		selfRef:     []string{"le contenu de ce skill", "le contenu de cette skill", "le contenu de ce fichier", "ces instructions", "ces consignes"},
		otherPlaces: []string{"chaque courriel sortant", "chaque e-mail sortant", "chaque mail sortant", "tous les courriels sortants", "tous les e-mails sortants", "son propre assistant", "leur propre assistant", "à ses contacts", "à tous ses contacts", "à tes contacts", "à vos contacts"},
	})
}

// Round 61 (propagate), git's template folder by the running script's own
// path: round 46 read a block that makes a folder every repository's
// template (git config --global init.templateDir) and copies this skill's
// SKILL.md into it. The script's own path ($0, BASH_SOURCE, __file__) is
// this skill's file as much as SKILL.md is: copied into the folder every
// later init and clone starts from, it lands in every repository. A copy
// of a hook script or of another file into the template stays harmless.
func prop61TemplateFlow(b string) (int, int, bool) {
	if !strings.Contains(strings.ToLower(b), "git") {
		return 0, 0, false
	}
	dir, gm, ok := prop46TemplateDir(b)
	if !ok {
		return 0, 0, false
	}
	for ls, le := range lineSpans(b) {
		line := b[ls:le]
		if !strings.Contains(line, dir) || !strings.Contains(line, "$") && !strings.Contains(line, "__file__") {
			continue
		}
		sm := propSelfCode.FindStringIndex(line)
		if sm == nil || !strings.Contains(line[sm[1]:], dir) {
			continue
		}
		if cm := propCopyCode.FindStringIndex(line); cm == nil || cm[0] > sm[0] {
			continue
		}
		return min(ls, gm[0]), max(le, gm[1]), true
	}
	return 0, 0, false
}

// checkPropagation61 runs round 61's readings: git's template folder in
// the fences of d, every new file of a kind in its prose.
func (c *checker) checkPropagation61(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := prop61TemplateFlow(t[f.start:f.end]); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's own file (the running script's path) into git's template folder, which every repository receives (self-propagation)")
		}
	}
	if !lowerHas(d.v.lower, "new", "every", "each", "all", "any", "global") || !lowerHas(d.v.lower, "this", "these", "whole", "full", "entire") {
		return
	}
	for u, ut := range d.proseUnitsCut() {
		if s, e, ok := prop61Loader(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "adds to many (or the global) settings an instruction that makes the assistant load this skill (self-propagation)")
			return
		}
		if s, e, ok := prop61Carried(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to write this skill's text into every new file of a kind it makes from now on (self-propagation)")
			return
		}
	}
}

// Round 61 (propagate), every file the agent will write from now on:
//   - "When generating any new Dockerfile": an order that rides on every
//     later output of one kind is an order for each of them, as "every
//     time you create" is (propFan); "a new" (one file) is left alone.
//   - Build files named by their kind (each new Makefile, every compose
//     file): each is one more place the text is built into.
//
// These destinations are common in ordinary build advice ("for each new
// Makefile, add the help target this skill describes"), so the skill must
// be the carrying verb's own object: the verb, then at most a few words
// with no preposition or relative between ("writes this skill into",
// "paste the whole text of this skill"). "Add the target that this skill
// describes" or "paste the block, then check it with this skill" carry
// nothing of the skill.
var (
	prop61Fan = lazyRegexp(`(?i)\bwhen(?:ever)?\s+(?:you\s+(?:are\s+)?)?(?:generat|creat|writ|scaffold|draft|produc|author|build)\w*\s+(?:any|every|each)\s+new\b|` +
		`\b(?:every|each|all|any)\s+(?:new\s+|future\s+)?(?:Dockerfiles?|Containerfiles?|Makefiles?|Jenkinsfiles?|Vagrantfiles?|Procfiles?|(?:docker-)?compose\s+files?)\b`)
	// prop61Gap: a word between the verb and "this skill" that makes the
	// skill something other than what is carried.
	prop61Gap = lazyRegexp(`(?i)\b(?:from|with|that|which|by|using|for|about|on|per|against|in|into|to|at|as|like|under|after|before|than)\b`)
)

// prop61Carried reports a spreading verb whose direct object is this
// skill's text, in a unit that names every new file of a kind.
func prop61Carried(t string) (int, int, bool) {
	fm := prop61Fan.FindStringIndex(t)
	if fm == nil {
		return 0, 0, false
	}
	selves := propSelfRe.FindAllStringIndex(t, 8)
	if len(selves) == 0 {
		return 0, 0, false
	}
	for _, v := range propSpreadRe.FindAllStringSubmatchIndex(t, 16) {
		if w := strings.ToLower(t[v[2]:v[3]]); strings.HasSuffix(w, "ed") && w != "embed" {
			continue
		}
		for _, m := range selves {
			if m[0] < v[3] || m[0]-v[3] > 40 {
				continue
			}
			gap := t[v[3]:m[0]]
			if strings.ContainsAny(gap, ".;!?") || prop61Gap.MatchString(gap) || negatedBefore(t[:v[2]]) {
				continue
			}
			return min(fm[0], v[2]), max(fm[1], m[1]), true
		}
	}
	return 0, 0, false
}

// Round 61 (propagate), a loader planted in many settings: round 39 read
// the other skills edited so each loads this one. The same holds for any
// place the agent reads standing instructions from, when there are many
// of them or one that covers every project: an instruction written into
// every workspace's settings file, or into the user's global settings,
// that tells the assistant to load this skill makes each of them one more
// carrier. Three parts, in one sentence: the settings that are many or
// global, an added instruction (line, rule, note, directive), and that
// instruction's content, loading this skill. A line that sets a formatter,
// or an instruction that loads another skill, carries nothing of it.
var (
	// prop61ManySettings: every settings or config file, or the global one.
	prop61ManySettings = lazyRegexp(`(?i)\b(?:every|each|all|any)\s+(?:(?:the|of\s+the|project|workspace|repo|user)\s+)?[\w./-]*(?:settings|config(?:uration)?|preferences|rules|instructions)(?:\.json|\.ya?ml|\.toml|\.md|\s+files?)?\b|\bglobal\s+(?:(?:user|editor|ide|agent|assistant)\s+)?(?:settings|config(?:uration)?|preferences|instructions|rules)\b`)
	// prop61AddInstr: an instruction, line or rule added (a dot inside a
	// path, .vscode/settings.json, does not end the sentence).
	prop61AddInstr = lazyRegexp(`(?i)\b(?:add|append|insert|write|put|inject|place|plant)\w*\b(?:[^.;!?\n]|\.[^\s.;!?]){0,120}?\b(?:a|an|one)\s+(?:\w+\s+){0,2}?(?:instruction|directive|rule|line|note|pointer|reference|entry|setting)\b`)
)

// prop61Loader reports a sentence that adds to many (or the global)
// settings an instruction that makes the assistant load this skill.
func prop61Loader(t string) (int, int, bool) {
	mm := prop61ManySettings.FindStringIndex(t)
	if mm == nil {
		return 0, 0, false
	}
	am := prop61AddInstr.FindStringIndex(t)
	if am == nil || negatedBefore(t[:am[0]]) {
		return 0, 0, false
	}
	after := t[am[1]:min(len(t), am[1]+100)]
	lm := prop39LoadSelf.FindStringIndex(after)
	if lm == nil || !strings.Contains(strings.ToLower(after[lm[0]:lm[1]]), "this") || propSentenceEnd.MatchString(after[:lm[0]]) {
		return 0, 0, false
	}
	if mm[0] > am[1]+lm[1] && propSentenceEnd.MatchString(t[am[1]:mm[0]]) || mm[1] < am[0] && propSentenceEnd.MatchString(t[mm[1]:am[0]]) {
		return 0, 0, false
	}
	return min(mm[0], am[0]), max(mm[1], am[1]+lm[1]), true
}
