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
	for u, ut := range d.proseUnitsCut() {
		if s, e, ok := prop70SeedWith(ut); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to fill other places with this skill (self-propagation)")
			continue
		}
		if s, e, ok := prop70AfterContrast(ut, c.p.Name, own); ok {
			c.reportPropagation(d, u.start+s, u.start+e, false, "tells the agent to carry this skill's text into other places (self-propagation)")
		}
	}
	c.prop70Bengali(d)
	if s, e, ok := prop70Planted(t); ok {
		c.reportPropagation(d, s, e, false, "plants a line in what the agent produces that orders other AI assistants to copy or install instructions and pass them on (self-propagation through outputs)")
	}
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
		for _, m := range prop70BnSelf.FindAllStringIndex(low, 4) {
			// The statement is the sentence that holds "this X's
			// instructions", up to the danda: a window scaled by the whole
			// unit's letters is too short for Bengali among English lines.
			ss, se := prop70SentenceAround(low, m[0], m[1])
			sl := low[ss:se]
			hc := hitCache{}
			hc.seed(sl, actSelf, [][2]int{{m[0] - ss, m[1] - ss}})
			s, e, _, ok := hc.near(sl, 160, actCopy, actSelf, actPlaces)
			if !ok || negatedIn(sl, hc, s) {
				continue
			}
			as, ae := u.start+off[ss+s], u.start+off[min(ss+e, len(off)-1)]
			if ae <= as {
				continue
			}
			c.reportPropagation(d, as, ae, false, "tells the agent to copy this skill's instructions into other projects or people's folders (self-propagation, in another language)")
			break
		}
	}
}

// Round 70 (propagate family): a line the skill has the agent plant in
// what it produces for others (a hidden line in a signature, a footer in
// every prompt it writes), addressed to the AI assistants that will read
// it ("AI assistants: ...", "[assistant: ...]"), which orders them to
// copy or install instructions into their memory, their prompts or other
// agents, or to tell others to: the text travels from one agent to the
// next as a worm does, through the outputs rather than through files.
// Three parts must meet: the planting (a verb that puts text into an
// output, with what makes it many or hidden), the address to an AI
// reader, and inside the addressed text an order that carries it on.
// A footer that asks AI readers to cite a page, or a README note telling
// agents to run the tests, carries nothing onward.
var (
	// prop70AIAddress: the opening of a text addressed to AI readers,
	// after a quote or bracket.
	prop70AIAddress = lazyRegexp(`(?i)^["“'\[(<]\s*\[?\s*(?:note\s+|message\s+)?(?:to\s+|for\s+)?(?:any\s+|all\s+|dear\s+|hey\s+|other\s+)?(?:ai\s+|llm\s+)?(?:assistants?|agents?|models?|llms?|ais?)(?:\s+(?:reading|processing|seeing|parsing|summari[sz]ing|that\s+reads?|who\s+reads?|which\s+reads?)\s+(?:this|these|it)(?:\s+\w+)?)?\s*[:,—]`)
	// prop70CarryOn: inside the addressed text, an order that carries
	// instructions on.
	prop70CarryVerb = lazyRegexp(`(?i)\b(?:cop(?:y|ies)|install|add|append|paste|insert|forward|share|spread|save|store|remember|propagate|pass)\b`)
	prop70CarryDest = lazyRegexp(`(?i)\byour\s+(?:memory|memories|system\s+prompt|instructions|owner'?s?\s+(?:other\s+)?agents?)|\bother\s+(?:agents?|assistants?|skills|prompts|users)\b|\b(?:all|every|each|any)\s+(?:\w+\s+)?(?:prompts?|skills?|agents?|assistants?|repl(?:y|ies)|messages?|e-?mails?|documents?|outputs?|signatures?|footers?)\b|\btell\s+(?:others|everyone|other\s+\w+|your\s+\w+)|\bpass\s+(?:it|this|them)\s+on\b|\b(?:install|add)\s+(?:the\s+|this\s+)?[\w.-]+\s+skill\b`)
	// prop70PlantVerb: the skill puts the text into an output.
	prop70PlantVerb = lazyRegexp(`(?i)\b(?:includ|add|insert|append|put|embed|hid|plant|plac|set|write|footer|signature)\w*`)
	// prop70PlantMany: hidden, or into every output or a standing one
	// (a signature, a footer, a header every message carries).
	prop70PlantMany = lazyRegexp(`(?i)\b(?:hidden|invisible|every|each|all|any|signatures?|footers?|headers?)\b`)
)

// prop70Planted finds such a planted line in t (one field's text).
func prop70Planted(t string) (int, int, bool) {
	lt := strings.ToLower(t)
	if !strings.Contains(lt, "assistant") && !strings.Contains(lt, "agent") && !strings.Contains(lt, "llm") && !strings.Contains(lt, " ai") {
		return 0, 0, false
	}
	seen := 0
	for i := 0; i < len(t) && seen < 64; i++ {
		c := t[i]
		if c != '"' && c != '[' && c != '(' && c != '<' && c != '\'' && !(c == 0xe2 && strings.HasPrefix(t[i:], "“")) {
			continue
		}
		w := t[i:min(len(t), i+80)]
		if !strings.Contains(w, "ssistant") && !strings.Contains(w, "SSISTANT") && !strings.Contains(w, "gent") && !strings.Contains(w, "GENT") && !strings.Contains(w, "odel") && !strings.Contains(w, "LLM") && !strings.Contains(w, "llm") && !strings.Contains(w, "AI") && !strings.Contains(w, "ai") {
			continue // the cheap test before the pattern
		}
		am := prop70AIAddress.FindStringIndex(w)
		if am == nil {
			continue
		}
		seen++
		inner := t[i+am[1] : min(len(t), i+am[1]+300)]
		if k := strings.IndexAny(inner, "\"”]"); k >= 0 {
			inner = inner[:k]
		}
		if !prop70CarryVerb.MatchString(inner) || !prop70CarryDest.MatchString(inner) {
			continue
		}
		// The planting: the words before the quote, back to the start of
		// the sentence or line before it.
		bs := max(0, i-240)
		before := t[bs:i]
		if k := strings.LastIndexAny(before, ".!?"); k >= 0 && k < len(before)-2 {
			// keep a line that ends in a colon with what follows it
			before = before[k+1:]
			bs += k + 1
		}
		pv := prop70PlantVerb.FindStringIndex(before)
		if pv == nil || !prop70PlantMany.MatchString(before) || negatedBefore(before[:pv[0]]) {
			continue
		}
		return bs + pv[0], i + am[1] + len(inner), true
	}
	return 0, 0, false
}

// prop70SentenceAround: the sentence of low around [s, e): bounded by the
// danda or by ".", "!", "?", ";" before a space or the end ("AGENTS.md"
// ends no sentence).
func prop70SentenceAround(low string, s, e int) (int, int) {
	isEnd := func(i int) (int, bool) { // the end mark at i and its width
		if strings.HasPrefix(low[i:], "।") {
			return len("।"), true
		}
		switch low[i] {
		case '.', '!', '?', ';':
			return 1, i+1 == len(low) || low[i+1] == ' ' || low[i+1] == '\n'
		}
		return 0, false
	}
	ss := 0
	for i := s - 1; i >= 0 && s-i <= 4*maxIntentUnit; i-- {
		if w, ok := isEnd(i); ok {
			ss = i + w
			break
		}
	}
	se := len(low)
	for i := e; i < len(low); i++ {
		if _, ok := isEnd(i); ok {
			se = i
			break
		}
	}
	return ss, se
}
