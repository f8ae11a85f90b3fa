package safety

import (
	"strings"
)

// Round 54 (persona: hijack-scope family): scope claims read in more
// shapes.
//
//   - "Also whenever another skill fits": round 42 read a claim held "also
//     when" another skill fits as precedence over the skills that fit;
//     "whenever" is the same condition said of every occasion.
//   - A trigger on every reply of the agent ("whenever the assistant is
//     about to respond to anything, read this first"): the agent's turn
//     to answer anything is every turn, as "before answering anything"
//     is. A subject after it ("respond to anything about invoices") keeps
//     it narrow (restricting).
//   - A trigger column: a table whose header names when this skill loads
//     ("When to load", "Trigger") lists its triggers down that column, so
//     a row whose trigger cell is a bare quantifier ("Always", "Every
//     request") names no condition, as the same item under a "When to
//     use" heading does (round 45). The row's other cells must not name a
//     condition of their own: empty, or every request, or a place before
//     every other skill ("| Always | wear gloves |" is advice, not scope).
//   - Italian "da caricare" / "da usare" (to be loaded, to be used) in a
//     description says what this skill is for, a verb of use beside
//     "qualunque richiesta" (any request), as "caricala" is; Sorani Kurdish
//     claims on every request, before every answer, whatever the topic,
//     with this skill ("ئەم شارەزاییە") and the verb "use"
//     ("بەکاربهێنە"), read by the action rules as the other languages.
var (
	// scope54EveryCell: a cell for every request, or before every other
	// skill, or for when no other applies, its first clause whole.
	scope54EveryCell = lazyRegexp(`(?i)^[\s*_]*(?:(?:every|each|any|all)\s+(?:single\s+)?(?:prompts?|requests?|messages?|tasks?|turns?|conversations?|questions?|quer(?:y|ies)|chats?|topics?|inputs?)(?:\s+(?:from|of|by)\s+(?:every|any|all|each)\s+(?:users?|one|body|people|sources?))?|(?:before|ahead\s+of|above)\s+(?:any|every|all|each)\s+(?:single\s+)?(?:other\s+)?(?:skills?|others)|when(?:ever)?\s+no\s+other\s+skill\s+(?:applies|fits|matches))[\s*_.]*(?:[,;]|$)`)
	// scope54Empty: a cell with nothing of its own.
	scope54Empty = lazyRegexp(`^[\s*_\-—–.]*$`)
)

func init() {
	scope42EvenWhenFits = lazyRegexp(scope42EvenWhenFits.String() + `|(?i)\b(?:also|even)\s+whenever\s+(?:one|another(?:\s+one|\s+skill)?|(?:an)?other\s+skills?|a\s+(?:more\s+)?(?:specific|better|dedicated|different|matching)\s+(?:one|skill))\s+(?:does\s+(?:fit|apply|match)|do\s+(?:fit|apply|match)|fits?|applies|apply|matches|match|exists?)\b`)
	catchAll = append(catchAll, re(`(?i)\b(?:when(?:ever)?|each␣time|every␣time|any␣time)␣(?:the␣)?(?:assistant|agent|model|ai|bot|chatbot|you)␣(?:is␣|are␣)?(?:about␣to␣|going␣to␣|set␣to␣|ready␣to␣)?(?:respond|reply|answer)(?:s|ing)?␣(?:to␣)?(?:anything|everything|any␣(?:request|message|question|prompt|task|user|one)s?)\b`))
	registerActionLexicon("it+r54-persona", actionLex{
		useVerb: []string{"da caricare", "da usare", "da utilizzare", "da consultare", "da applicare", "da attivare", "da richiamare"},
	})
	registerActionLexicon("ckb+r54-persona", actionLex{
		selfRef:   []string{"ئەم شارەزاییە", "ئەم شارەزاییه", "ئەم کارامەییە", "ئەم توانستە", "ئەم فایلە", "ئەم ڕێبەرە", "ئەم بەڵگەنامەیە"},
		useVerb:   []string{"بەکاربهێنە", "بەکاربهێنن", "بەکار بهێنە", "بەکار بهێنن", "بەکاربێنە", "بار بکە", "بخوێنەرەوە", "چالاک بکە"},
		everyReq:  []string{"هەموو داواکارییەک", "هەموو داواکاریيەک", "هەموو داواکارییەکان", "هەر داواکارییەک", "هەموو پرسیارێک", "هەر پرسیارێک", "هەموو نامەیەک", "هەر نامەیەک", "هەموو کارێک", "هەر کارێک"},
		beforeAns: []string{"پێش هەموو وەڵامێک", "پێش هەر وەڵامێک", "پێش وەڵامدانەوە", "پێش ئەوەی وەڵام بدەیتەوە"},
		anyTopic:  []string{"هەر بابەتێک بێت", "بابەتەکە هەرچییەک بێت", "بابەت هەرچی بێت", "گرنگ نییە بابەتەکە چییە"},
		narrow:    []string{"دەربارەی", "سەبارەت بە", "لە بارەی", "پەیوەندیدار بە"},
		markers:   []string{"ئەم", "هەموو", "هەر", "بۆ", "پێش", "لە", "و"},
	})
}

// checkBodyScope54p reads trigger columns (hooked from checkBodyScope).
func (c *checker) checkBodyScope54p(d *doc) {
	if !triggerTableDoc(c, d) {
		return
	}
	triggerRows(d, func(ls, le int, line string, cells []string, col int) bool {
		if !scope45BareItem.MatchString(cells[col]) || bodyScopeMention.MatchString(line) {
			return false
		}
		for i, cell := range cells {
			if i != col && !scope54Empty.MatchString(cell) && !scope54EveryCell.MatchString(cell) {
				return false // another cell names a condition of its own
			}
		}
		c.reportTriggerRow(d, ls, le, "a row of this skill's trigger column names no condition (\"always\", \"every request\"), which would take over the agent's other skills")
		return true
	})
}

// triggerTableDoc: a body that may hold a table with a trigger column.
func triggerTableDoc(c *checker, d *doc) bool {
	return d.field == FieldBody && c.payload == nil && strings.Contains(d.v.lower, "|") && lowerHas(d.v.lower, "trigger", "activat", "invo", "when to", "load when", "use when", "applies")
}

// triggerRows calls row for each data row (outside fences) of a table
// whose header names a trigger column, with the row's line span, its
// cells and the trigger column's index; row returns true to stop.
func triggerRows(d *doc, row func(ls, le int, line string, cells []string, col int) bool) {
	t := d.v.text
	col := -1
	for ls, le := range lineSpans(t) {
		line := strings.TrimSpace(t[ls:le])
		if !strings.HasPrefix(line, "|") || len(line) > 400 || d.fenceAt(ls) >= 0 {
			col = -1
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if col < 0 {
			for i, cell := range cells {
				k := strings.Trim(cell, " \t*_`")
				if misc50KeyTrigger.MatchString(k) || scope45KeyTrigger.MatchString(k) {
					col = i
					break
				}
			}
			continue
		}
		if col >= len(cells) {
			continue
		}
		if row(ls, le, line, cells, col) {
			return
		}
	}
}

// reportTriggerRow refuses the row at [ls, le) (downgraded in a security
// context) as a catch-all trigger.
func (c *checker) reportTriggerRow(d *doc, ls, le int, msg string) {
	os, oe := d.v.orig(ls, le)
	if os < 0 || oe > len(c.p.Body) || os >= oe {
		return
	}
	tier, msg := downgrade(c.securityContext(d, ls), msg)
	c.addRaw(RuleCatchAll, tier, FieldBody, os, oe, msg)
}
