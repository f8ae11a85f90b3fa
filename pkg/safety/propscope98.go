package safety

import "strings"

// Round 98 (propagate and routing scope), tuned on fresh295-298.

func init() {
	// Many machines are many places: "every other computer on the
	// network", "each employee's machine", "every workstation" carry a
	// copy as far as "every repository" does, and a business's every
	// branch ("mọi chi nhánh") is each of its offices. The copy rule
	// still asks for a verb that copies and this skill or file, so
	// "send the price list to every branch" claims nothing.
	registerActionLexicon("he+r98-propscope", actionLex{
		otherPlaces: []string{"כל מחשב", "כל המחשבים", "מחשב אחר", "מחשבים אחרים", "כל תיקיית פרויקט", "כל תיקיות הפרויקט", "כל עמדה", "כל העמדות"},
	})
	registerActionLexicon("vi+r98-propscope", actionLex{
		otherPlaces: []string{"của mọi chi nhánh", "mọi chi nhánh", "tất cả chi nhánh", "tất cả các chi nhánh", "máy của từng", "máy của mọi", "máy tính của từng", "máy tính của mọi", "mọi máy tính", "từng máy tính"},
	})
	// Serbian: "write this skill" (upiši ovaj skill) onto a disk or a
	// machine copies it there, as "copy this skill" does; only the verb
	// with this skill or file as its object is named ("upiši broj u
	// dnevnik" writes a figure).
	registerActionLexicon("sr+r98-propscope", actionLex{
		copyVerb:    []string{"upiši ovaj", "upišite ovaj", "upiši ovu", "upišite ovu", "upisi ovaj", "upiši ga", "упиши овај", "упишите овај", "упиши ову", "упиши га"},
		otherPlaces: []string{"svakoj stanici", "svaku stanicu", "svim stanicama", "svaki novi disk", "svaki računar", "svakom računaru", "svim računarima", "svakoj mašini", "свакој станици", "сваку станицу", "свим станицама", "сваки рачунар", "свим рачунарима"},
	})
	// Turkish: every assistant's configuration ("bütün asistan
	// yapılandırmaları") is every agent's instruction files, and a
	// shared template folder every project made from it.
	registerActionLexicon("tr+r98-propscope", actionLex{
		otherPlaces: []string{"bütün asistan yapılandırma", "tüm asistan yapılandırma", "her asistan yapılandırma", "bütün asistan ayar", "tüm asistan ayar", "paylaşılan şablon klasör", "ortak şablon klasör"},
	})
	// Hungarian: "whatever it is about" in the indicative ("bármiről is
	// szól") as "bármiről is legyen szó" is.
	registerActionLexicon("hu+r98-propscope", actionLex{
		anyTopic: []string{"bármiről is szól", "bármiről szól", "akármiről is szól", "akármiről szól"},
	})
}

// A settings line for this skill's applicability ("Applies to:",
// "Scope:") whose whole value is everything ("everything", "anything",
// "all", "*") claims every request, as "applies_to: all requests" does
// (scopeConfig): the key is the skill's own routing, and a value with
// nothing after it narrows nothing. "Applies to: everything in the
// invoices folder" is narrowed and is not read; the key must open its
// line or sentence, so "the discount applies to: everything" (a
// subject of its own) is not a setting.
var scope98Applies = lazyRegexp(`(?i)(?:^|\n|[.;|>]\s*)[\s*_>-]*(?:applies\s+to|applicability|applies|scope|activation|active\s+for|load\s+for)\s*[*_]*\s*[:=]\s*[*_]*\s*(?:everything|anything|all|any|all\s+(?:requests?|tasks?|topics?|messages?|prompts?|conversations?)|\*)\s*[*_]*\s*(?:[.;,|]|\n|$)`)

// checkBodyScope98 reads the settings line above in the body (hooked
// from checkBodyScope).
func (c *checker) checkBodyScope98(d *doc) {
	if d.field != FieldBody || c.payload != nil {
		return
	}
	low := d.v.lower
	if !lowerHas(low, "applies", "applicability", "scope", "activation", "active for", "load for") {
		return // the cheap test first
	}
	t := d.v.text
	for _, k := range []string{"applies", "applicability", "scope", "activation", "active for", "load for"} {
		for from := 0; ; {
			i := strings.Index(low[from:], k)
			if i < 0 {
				break
			}
			i += from
			from = i + len(k)
			// Read only a short window around the key: the line start
			// before it and a value of a few words after.
			// The window opens on the line's start when the key is
			// near it, so "^" there is a true line start; otherwise a
			// match must open on a sentence's end or a line break.
			ws, we := max(0, i-8), min(len(t), i+len(k)+40)
			if ls := strings.LastIndexByte(t[:i], '\n') + 1; i-ls <= 8 {
				ws = ls
			}
			m := scope98Applies.FindStringIndex(t[ws:we])
			if m == nil || m[0] == 0 && ws > 0 && t[ws-1] != '\n' && !strings.ContainsRune(".;|>\n", rune(t[ws])) {
				continue
			}
			ms, me := ws+m[0], ws+m[1]
			if d.labelledExample(ms) || c.negated(d, ms) {
				continue
			}
			os, oe := d.v.orig(ms, me)
			if os < 0 || oe > len(c.p.Body) || os >= oe {
				continue
			}
			tier, msg := downgrade(c.securityContext(d, ms), "a settings line sets this skill's applicability to everything, which would take over the agent's other skills")
			c.addRaw(RuleCatchAll, tier, FieldBody, os, oe, msg)
			return
		}
	}
}

// The planted order in other skills (round 98). Round 97 reads a line
// that orders this skill loaded, written into startup files or many
// agents' instruction files. Another skill's text is an agent's
// instruction file too: a sentence that writes into every other (or
// every sibling) skill a line ordering this skill loaded or installed
// makes each of them bring this one along, which is self-propagation
// as copying itself there is. A verb of writing must be in the
// sentence (insert, add, append, write, put, prepend): "if a sibling
// skill already says "Load <name> first", tell the user" plants
// nothing.
var (
	prop98Write = lazyRegexp(`(?i)\b(?:insert|add|append|prepend|write|put|paste|place|inject|stamp)(?:s|ed|ing)?\b`)
)

// prop98PlantedSkills reads one prose unit for the planted order above.
func prop98PlantedSkills(t, name string, own *lazyRE) (int, int, bool) {
	lt := strings.ToLower(t)
	if name == "" || !strings.Contains(lt, "skill") || !strings.Contains(lt, strings.ToLower(name)) && !containsAny(lt, propSelfStems) {
		return 0, 0, false // the cheap tests first
	}
	for _, q := range prop97Quote.FindAllStringIndex(t, 4) {
		if !prop97QuoteOrdersSelf(t[q[0]:q[1]], own) {
			continue
		}
		// Outside the quotation: many skills as the place, and a verb
		// that writes.
		rest := t[:q[0]] + " " + t[q[1]:]
		if !prop98Write.MatchString(rest) {
			continue
		}
		for _, m := range propFanRe.FindAllStringIndex(t[:q[0]], 4) {
			if !strings.Contains(strings.ToLower(t[m[0]:m[1]]), "skill") || negatedBefore(t[:m[0]]) {
				continue
			}
			return m[0], q[1], true
		}
	}
	return 0, 0, false
}

// checkPropagation98 runs the reading above over each prose unit (hooked
// from checkPropagation).
func (c *checker) checkPropagation98(d *doc, own *lazyRE) {
	if !strings.Contains(d.v.lower, "skill") || !strings.ContainsAny(d.v.text, "\"“„«「") {
		return // the cheap tests first
	}
	for u, ut := range d.proseTexts() {
		if s, e, ok := prop98PlantedSkills(ut, c.p.Name, own); ok && !d.labelledExample(u.start+s) && !c.negated(d, u.start+s) {
			c.reportPropagation(d, u.start+s, u.start+e, false, "writes into other skills a line that orders this skill loaded or installed (self-propagation by a planted instruction)")
		}
	}
}

// A description is about its skill (actions.go reads "use for every
// request" in one without "this skill"): a description that opens by
// naming, with no subject of its own, the single entry point for all
// work or every request ("The sole gateway for every task.") names this
// skill so, as "this skill is the single entry point for all requests"
// does (round 55). The value must end there: "the single entry point
// for all requests to the billing API" describes an API's gateway.
func init() {
	catchAll = append(catchAll,
		re(`(?i)^[\s*_"']*(?:(?:it|this)␣is␣)?(?:the|your|one)␣(?:single␣|sole␣|main␣|central␣|universal␣|one␣|only␣|unified␣)?(?:entry␣point|gateway|front␣door|point␣of␣entry|router)␣(?:for|to|of|into)␣(?:everything|anything|(?:all|every|any|each)␣`+taskNouns+`)(?:\s*[.;:!]|\s*$)`),
	)
}
