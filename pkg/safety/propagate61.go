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
	gm := prop46GitFan.FindStringSubmatchIndex(b)
	if gm == nil {
		return 0, 0, false
	}
	dir := ""
	if gm[2] >= 0 {
		dir = b[gm[2]:gm[3]]
	} else {
		dir = b[gm[4]:gm[5]]
	}
	dir = strings.TrimRight(dir, "/")
	if len(dir) < 3 {
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

// checkPropagation61 runs round 61's code readings over the fences of d.
func (c *checker) checkPropagation61(d *doc) {
	t := d.v.text
	for _, f := range d.fences {
		if s, e, ok := prop61TemplateFlow(t[f.start:f.end]); ok {
			c.reportPropagation(d, f.start+s, f.start+e, true, "copies this skill's own file (the running script's path) into git's template folder, which every repository receives (self-propagation)")
		}
	}
}
