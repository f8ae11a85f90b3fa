package safety

import "strings"

// Round 70 (propagate family): self-propagation (actions.go: this skill,
// a verb that carries it, places that are many, within one statement)
// where one part was spelled in a way the lists lacked, read in
// fresh209-212. Each entry fills a gap in meaning for the whole
// language, not a sentence:
//
//   - Hungarian names the skill's own text as "this description", "this
//     text" or "this instruction" ("ezt a leírást", "ezt a szöveget"):
//     a skill's description is the skill, as its file is.
//   - Tamil carries code into repositories by pushing it ("push செய்",
//     "புஷ் செய்"), as English "push this skill to every repo" does, and
//     writes the places with the loanword ("எல்லா repo", "ஒவ்வொரு
//     project"): "every"/"all" before the borrowed noun.
//
// A stem alone reads nothing: the copy still needs this skill, a verb
// that carries it and a place that is many within one statement.
func init() {
	registerActionLexicon("hu+r70-propagate", actionLex{
		selfRef: []string{"ezt a leírást", "ez a leírás", "ennek a leírásnak", "ezt a szöveget", "ez a szöveg", "ennek a szövegnek", "ezt az utasítást", "ez az utasítás", "ezeket a sorokat", "ezt a jegyzetet"},
	})
	taQ := []string{"எல்லா", "அனைத்து", "ஒவ்வொரு", "மற்ற"}
	taN := []string{"repo", "repository", "project", "skill", "folder", "template", "machine", "ரெப்போ", "ப்ராஜெக்ட்", "புராஜெக்ட்", "கணினி", "இயந்திர"}
	registerActionLexicon("ta+r70-propagate", actionLex{
		copyVerb:    []string{"push செய்", "push பண்ண", "புஷ் செய்", "புஷ் பண்ண", "commit செய்", "கமிட் செய்", "சேர்த்து விடு", "சேர்க்கவும்", "நிறுவவும்", "நிறுவு"},
		otherPlaces: wqCross(taQ, taN),
	})
}

// Round 70 (propagate family, Bengali): "the instructions of this
// glossary" ("এই গ্লসারির নির্দেশনাগুলো"): the demonstrative, any noun in
// the genitive ("-র", "-ের") and the instructions or rules name the
// skill's own text, whatever the skill calls itself (a glossary, a
// checklist, a guide); the lists held only "this skill", "this file".
// "The instructions of the printer" or "of that glossary" name nothing of
// the skill's own.
var prop70BnSelf = lazyRegexp(`এই\s+\S{1,30}?র\s+(?:নির্দেশ|নিয়ম)\S*`)

// prop70Contrast: "don't just share the list: install it everywhere",
// "not only ... but": the negation bounds what is too little, and the
// clause after the break is an order of its own.
var prop70Contrast = lazyRegexp(`(?i)\b(?:don'?t|do\s+not|not)\s+(?:just|only|merely|simply)\b`)

// prop70ContrastBreak: where the contrast's second clause begins.
var prop70ContrastBreak = lazyRegexp(`\s[—–-]{1,2}\s|[—–:;]|,?\s+but\s+(?:also\s+)?|\.\.\.`)

// prop70Seed: a verb of filling a place (seed, preload, stock, equip,
// bootstrap) whose object is the place and whose "with" names what is
// put there: "seed every new repository with this skill" carries the
// skill as "copy this skill into every new repository" does, with the
// order of place and cargo reversed.
var prop70Seed = lazyRegexp(`(?i)\b(?:seed|pre-?seed|pre-?load|pre-?populate|stock|bootstrap|equip)(?:s|ed|ing)?\s+(?:[\w'’-]+\s+){0,5}?with\s+(?:a\s+copy\s+of\s+|the\s+(?:text|contents?|body)\s+of\s+)?`)

// checkPropagation70 runs round 70's readings over d's prose.
func (c *checker) checkPropagation70(d *doc, own *lazyRE) {
	t := d.v.text
	for _, u := range d.units {
		if !d.proseUnit(u) {
			continue
		}
		ut := t[u.start:u.end]
		if len(ut) > maxIntentUnit {
			ut = ut[:maxIntentUnit]
		}
		if s, e, ok := prop70SeedWith(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to fill other places with this skill (self-propagation)")
			continue
		}
		if s, e, ok := prop70AfterContrast(ut, c.p.Name, own); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry this skill's text into other places (self-propagation)")
		}
	}
	c.prop70Bengali(d)
}

// prop70SeedWith reports "seed <place> with this skill" in a sentence
// whose place is many or new (propFanRe), not negated. What the skill
// owns ("this skill's sample rows") is cargo of the user's, not the
// skill: only its text, body or instructions count after the
// possessive.
func prop70SeedWith(t string) (int, int, bool) {
	lt := strings.ToLower(t)
	if !strings.Contains(lt, "with") || !containsAny(lt, propSelfStems) {
		return 0, 0, false
	}
	for _, m := range prop70Seed.FindAllStringIndex(t, 4) {
		rest := t[m[1]:min(len(t), m[1]+80)]
		sm := propSelfRe.FindStringIndex(rest)
		if sm == nil || sm[0] != 0 {
			continue
		}
		if self := strings.ToLower(rest[:sm[1]]); strings.HasSuffix(self, "'s") || strings.HasSuffix(self, "’s") {
			if !prop70OwnText.MatchString(rest[sm[1]:]) {
				continue
			}
		}
		fm := propFanRe.FindStringIndex(t)
		if fm == nil || negatedBefore(t[:m[0]]) {
			continue
		}
		return min(m[0], fm[0]), max(m[1]+sm[1], fm[1]), true
	}
	return 0, 0, false
}

// prop70OwnText: after "this skill's", its own text.
var prop70OwnText = lazyRegexp(`(?i)^\s*(?:full\s+|whole\s+|entire\s+)?(?:text|body|contents?|instructions|rules|file|folder|SKILL\.md)\b`)

// prop70AfterContrast reads the clause after "don't just X —" as a
// sentence of its own (propProse), where the negation before it had
// hidden the order.
func prop70AfterContrast(t, name string, own *lazyRE) (int, int, bool) {
	lt := strings.ToLower(t)
	if !strings.Contains(lt, "not") && !strings.Contains(lt, "n't") && !strings.Contains(lt, "n’t") {
		return 0, 0, false
	}
	m := prop70Contrast.FindStringIndex(t)
	if m == nil {
		return 0, 0, false
	}
	if _, _, ok := propProse(t, name, own); ok {
		return 0, 0, false // read already
	}
	b := prop70ContrastBreak.FindStringIndex(t[m[1]:min(len(t), m[1]+160)])
	if b == nil {
		return 0, 0, false
	}
	k := m[1] + b[1]
	s, e, ok := propProse(t[k:], name, own)
	if !ok {
		return 0, 0, false
	}
	return k + s, k + e, true
}

// prop70Bengali: this <thing>'s instructions copied into places that are
// many (the action lexicon's copy verb and places), not negated.
func (c *checker) prop70Bengali(d *doc) {
	actionLexiconsReady()
	for _, u := range d.intentUnits() {
		raw := d.v.text[u.start:u.end]
		if !strings.Contains(raw, "এই") || !strings.Contains(raw, "নির্দেশ") && !strings.Contains(raw, "নিয়ম") {
			continue
		}
		low, off := d.unitLower(u)
		if len(low) > 4*maxIntentUnit {
			continue
		}
		hc := hitCache{}
		var selves [][2]int
		for _, m := range prop70BnSelf.FindAllStringIndex(low, 4) {
			selves = append(selves, [2]int{m[0], m[1]})
		}
		if len(selves) == 0 {
			continue
		}
		hc.seed(low, actSelf, selves)
		s, e, _, ok := hc.near(low, 160, actCopy, actSelf, actPlaces)
		if !ok || negatedIn(low, hc, s) {
			continue
		}
		as, ae := u.start+off[s], u.start+off[min(e, len(off)-1)]
		if ae <= as {
			continue
		}
		c.reportPropagation(d, as, ae, false, "tells the agent to copy this skill's instructions into other projects or people's folders (self-propagation, in another language)")
	}
}
