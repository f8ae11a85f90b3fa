package safety

import (
	"regexp"
	"strings"
)

// Round 94 (propagate), tuned on fresh283-286.

// Czech and Slovak make a verb perfective with a prefix, and the prefixed
// verb is the same act: "nakopíruj" (copy over, into many places) and
// "překopíruj" (copy across) copy as "zkopíruj" does. The action
// lexicons match a stem at a word's start, so the prefixed forms are
// named (spread39 still asks for this skill and other places near).
func init() {
	registerActionLexicon("cs+r94-propagate", actionLex{
		copyVerb: []string{"nakopíruj", "nakopírujte", "nakopírovat", "překopíruj", "překopírujte", "překopírovat"},
	})
	// Swahili marks the object on the verb: "li-" before the stem stands
	// for a class-5 noun such as "faili" (faili hili, this file), so
	// "liweke" is "put it", the file named before, as "weka faili hili"
	// is "put this file". Only "li-": "i-" and "u-" stand for the many
	// class-9 and class-11 nouns ("ripoti, iweke ..."), or the subject.
	registerActionLexicon("sw+r94-propagate", actionLex{
		copyVerb: []string{"liweke", "liwekeni", "liwekwe", "libandike", "libandikeni", "lisambaze", "lisambazeni"},
	})
	registerActionLexicon("sk+r94-propagate", actionLex{
		copyVerb: []string{"nakopíruj", "nakopírujte", "nakopírovať", "prekopíruj", "prekopírujte", "prekopírovať"},
	})
}

// The Romance carrying verb with its object as an enclitic pronoun.
// Spanish, Italian and Portuguese (and French, after a hyphen) put an
// object pronoun on the end of an imperative: "agrégala" (add it),
// "cópialo", "aggiungilo", "copie-o", "ajoute-le". Named just before
// ("cada vez que uses este archivo, agrégalo a todos los proyectos"),
// the pronoun is this skill, as English "this file ... add it to every
// project" is (prop43SelfIt). The pronoun must follow the skill's name
// with no other noun between that it could stand for ("esta plantilla,
// rellena la tabla y agrégala" is not read), and the place after it must
// be many or someone else's (prop42Fanned).
var (
	// prop94Enclitic: an imperative carrying verb with an object pronoun.
	prop94Enclitic = nfkcRe(`(?i)(?:^|[^\p{L}])(` +
		// Spanish: the stress accent the pronoun adds is optional in typing
		`(?:agr[eé]ga|a[ñn][aá]de|c[oó]pia|p[eé]ga|inst[aá]la|incl[uú]ye|comp[aá]rte|env[ií]a|m[aá]nda|s[uú]be|m[eé]te|gu[aá]rda|repl[ií]ca|distrib[uú]ye|prop[aá]ga|ins[eé]rta|p[oó]n|r[eé]pl[ií]ca|dupl[ií]ca|cl[oó]na|adj[uú]nta|ll[eé]va)(?:l[oa]s?|mel[oa]s?|sel[oa]s?)|` +
		// Italian
		`(?:aggiungi|copia|incolla|inserisci|installa|condividi|manda|invia|metti|salva|replica|distribuisci|allega|porta|duplica|clona)(?:l[oaie]|gliel[oa])|` +
		// Portuguese, after a hyphen
		`(?:adicione|adiciona|copie|copia|cole|instale|instala|envie|envia|coloque|coloca|ponha|inclua|inclui|compartilhe|partilhe|replique|distribua|anexe|insira|duplique|clone)-(?:o|a|os|as)|` +
		// French, after a hyphen
		`(?:ajoute|ajoutez|copie|copiez|colle|collez|installe|installez|envoie|envoyez|mets|mettez|partage|partagez|insère|insérez|duplique|dupliquez|joins|joignez|diffuse|diffusez)-(?:le|la|les)` +
		`)(?:[^\p{L}]|$)`)
	// prop94OtherNoun: a noun phrase between the skill's name and the
	// pronoun that the pronoun could stand for instead.
	prop94OtherNoun = lazyRegexp(`(?i)(?:^|[^\p{L}])(?:el|la|los|las|un|una|unos|unas|su|sus|tu|tus|il|lo|gli|le|i|uno|o|os|as|um|uma|les|un|une|des|du|son|sa|ses|ton|ta|tes)\s+\p{L}`)
	// prop94Stems: the cheap test, a pronoun's ending on a verb.
	prop94Stems = []string{"la ", "lo ", "las ", "los ", "la,", "lo,", "le ", "-o ", "-a ", "-os ", "-as ", "-le ", "-la ", "-les ", "li ", "gli"}
)

// kindFirst94: Romance words for a kind of artifact that is the skill
// whole. Romance puts the head noun first, so a skill named
// "plantilla-cotizacion" ("plantilla de cotización") is a template, as
// "notulen-sjabloon" is (kindOf92): in its own text "esta plantilla" is
// this skill.
var kindFirst94 = map[string]bool{"plantilla": true, "plantillas": true, "modelo": true, "modello": true, "gabarit": true, "modèle": true, "modele": true, "guion": true, "guión": true, "macro": true, "receta": true}

// prop94Own is "this <kind>" in Spanish, Portuguese, Italian or French,
// for the kind the skill's name starts with, or nil.
func prop94Own(name string) *lazyRE {
	name = strings.ToLower(strings.TrimSpace(name))
	i := strings.IndexByte(name, '-')
	if i <= 0 || !kindFirst94[name[:i]] {
		return nil
	}
	return nfkcRe(`(?i)(?:^|[^\p{L}])(?:este|esta|esse|essa|questo|questa|ce|cette)\s+` + regexp.QuoteMeta(name[:i]) + `(?:[^\p{L}]|$)`)
}

// prop94SelfIt reads this skill named, then carried as an enclitic
// pronoun to a place that is many or someone else's.
func prop94SelfIt(t string, own *lazyRE) (int, int, bool) {
	lt := strings.ToLower(t)
	if !containsAny(lt, prop94Stems) {
		return 0, 0, false
	}
	var sm []int
	if containsAny(lt, propSelfStems) {
		sm = propSelfRe.FindStringIndex(t)
	}
	if own != nil {
		if om := own.FindStringIndex(t); om != nil && (sm == nil || om[0] < sm[0]) {
			sm = om
		}
	}
	if sm == nil {
		return 0, 0, false
	}
	rest := t[sm[1]:min(len(t), sm[1]+80)]
	vm := prop94Enclitic.FindStringSubmatchIndex(rest)
	if vm == nil {
		return 0, 0, false
	}
	between := rest[:vm[2]]
	if strings.ContainsAny(between, ".!?;") || prop94OtherNoun.MatchString(between) {
		return 0, 0, false
	}
	after := t[sm[1]+vm[3]:]
	if len(after) > 200 {
		after = after[:200]
	}
	fm := prop42Fanned(after)
	if fm == nil || negatedBefore(t[:sm[0]]) || negatedBefore(between) {
		return 0, 0, false
	}
	return sm[0], sm[1] + vm[3] + fm[1], true
}

// checkPropagation94 runs the round-94 readings over each prose unit
// (hooked from checkPropagation).
func (c *checker) checkPropagation94(d *doc) {
	if !containsAny(d.v.lower, prop94Stems) {
		return // the cheap test first
	}
	own := prop94Own(c.p.Name)
	for u, ut := range d.proseTexts() {
		if s, e, ok := prop94SelfIt(ut, own); ok && !d.labelledExample(u.start+s) && !c.negated(d, u.start+s) {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry this skill's text (named, then a pronoun on the verb) into other places (self-propagation)")
		}
	}
}
