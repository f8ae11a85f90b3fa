package compile

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Doc is what a step rewrites: the description and the body.
type Doc struct {
	Description string
	Body        string
}

// Step is one rewrite. Apply returns the rewritten doc and a short note of
// what it did ("" when nothing changed); an error skips the step with the
// error as its reason.
type Step struct {
	Name  string
	Apply func(ctx context.Context, d Doc) (Doc, string, error)
}

// Steps returns the deterministic rewrites p asks for, in order; hybrid,
// when not nil, runs right after the triggers are hoisted.
func Steps(p *Profile, hybrid *Step) []Step {
	var out []Step
	if p.Style.HoistTriggers {
		max := p.Style.DescriptionMaxChars
		out = append(out, Step{Name: "hoist-triggers", Apply: func(_ context.Context, d Doc) (Doc, string, error) { return hoistTriggers(d, max) }})
	}
	if hybrid != nil {
		out = append(out, *hybrid)
	}
	if p.Structure.NumberedSteps {
		out = append(out, Step{Name: "numbered-steps", Apply: bodyStep(numberSteps)})
	}
	if p.Style.Imperative {
		out = append(out, Step{Name: "imperative", Apply: bodyStep(imperative)})
	}
	if n := p.Structure.MaxSectionChars; n > 0 {
		out = append(out, Step{Name: "short-sections", Apply: bodyStep(func(b string) (string, string) { return shortSections(b, n) })})
	}
	if n := p.Structure.MaxParagraphSentences; n > 0 {
		out = append(out, Step{Name: "short-paragraphs", Apply: bodyStep(func(b string) (string, string) { return shortParagraphs(b, n) })})
	}
	if p.Structure.CollapseBlankLines {
		out = append(out, Step{Name: "collapse-blank-lines", Apply: bodyStep(collapseBlank)})
	}
	budget := p.BudgetChars()
	out = append(out, Step{Name: "trim-to-budget", Apply: bodyStep(func(b string) (string, string) { return trimToBudget(b, budget) })})
	return out
}

func bodyStep(f func(string) (string, string)) func(context.Context, Doc) (Doc, string, error) {
	return func(_ context.Context, d Doc) (Doc, string, error) {
		b, note := f(d.Body)
		d.Body = b
		return d, note, nil
	}
}

// --- hoist-triggers ---

var (
	whenToUseRE   = regexp.MustCompile(`(?i)^when (?:to use|should (?:i|you) use)(?: (?:this|the|it)(?: skill)?)?\s*\??$`)
	useWhenRE     = regexp.MustCompile(`(?i)^(?:\*\*)?use (?:this skill )?when\b`)
	introRE       = regexp.MustCompile(`(?i)^(?:\*\*)?(?:use (?:this skill |it )?(?:when|for)|this skill (?:is for|applies|helps)|invoke (?:this skill )?when)[^.]*:(?:\*\*)?$`)
	triggerInDesc = regexp.MustCompile(`(?i)\b(?:use (?:this skill |it )?when|use for|trigger)`)
	markerRE      = regexp.MustCompile(`^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+`)
)

// hoistTriggers moves "When to use" guidance from the body into the
// description, as far as it fits in max characters: the items of a "When
// to use" section and standalone "Use (this skill) when …" paragraphs. An
// item carrying a protected span stays in the body; a section is removed
// only when every item moved.
func hoistTriggers(d Doc, max int) (Doc, string, error) {
	bs := parseBlocks(d.Body)
	desc := strings.TrimSpace(d.Description)
	var clauses []string
	free := max - utf8.RuneCountInString(desc)
	var removedItems, removedSections, removedParas int
	fits := func(c string) bool {
		extra := utf8.RuneCountInString(c) + 2 // "; "
		if len(clauses) == 0 {
			extra += len(" Use when .")
		}
		if extra > free {
			return false
		}
		free -= extra
		return true
	}
	already := func(c string) bool {
		return strings.Contains(strings.ToLower(desc), strings.ToLower(strings.TrimSuffix(c, ".")))
	}
	drop := make([]bool, len(bs))
	for i := 0; i < len(bs); i++ {
		b := bs[i]
		switch {
		case b.kind == bHeading && whenToUseRE.MatchString(headingText(b.lines[0])):
			end := i + 1
			for end < len(bs) && !(bs[end].kind == bHeading && bs[end].level <= b.level) {
				end++
			}
			allMoved, any := true, false
			for j := i + 1; j < end; j++ {
				s := bs[j]
				switch s.kind {
				case bBlank:
				case bPara:
					if !(len(s.lines) == 1 && introRE.MatchString(strings.TrimSpace(s.lines[0]))) {
						allMoved = false
					}
				case bList:
					var keep []string
					for _, it := range items(s) {
						if len(it) != 1 || hasSpans(it...) {
							keep = append(keep, it...)
							allMoved = false
							continue
						}
						c := clause(markerRE.ReplaceAllString(it[0], ""))
						if c == "" || !(already(c) || fits(c)) {
							keep = append(keep, it...)
							allMoved = false
							continue
						}
						if !already(c) {
							clauses = append(clauses, c)
						}
						removedItems++
						any = true
					}
					bs[j].lines = keep
				default:
					allMoved = false
				}
			}
			if allMoved && any {
				for j := i; j < end; j++ {
					drop[j] = true
				}
				removedSections++
			}
			i = end - 1
		case b.kind == bPara && len(b.lines) == 1 && useWhenRE.MatchString(strings.TrimSpace(b.lines[0])) && !hasSpans(b.lines...):
			t := strings.TrimSpace(b.lines[0])
			if len(sentences(t)) != 1 || strings.HasSuffix(t, ":") || strings.HasSuffix(t, ":**") {
				continue
			}
			c := clause(useWhenRE.ReplaceAllString(t, ""))
			if c == "" || !(already(c) || fits(c)) {
				continue
			}
			if !already(c) {
				clauses = append(clauses, c)
			}
			drop[i] = true
			removedParas++
		}
	}
	if removedItems+removedParas == 0 {
		return d, "", nil
	}
	var kept []block
	for i, b := range bs {
		if !drop[i] && !(b.kind == bList && len(b.lines) == 0) {
			kept = append(kept, b)
		}
	}
	d.Body = strings.Trim(render(kept), "\n")
	if len(clauses) > 0 {
		sep := " "
		if desc != "" && !strings.HasSuffix(desc, ".") {
			sep = ". "
		}
		lead := "Use when "
		if triggerInDesc.MatchString(desc) {
			lead = "Also use when "
		}
		d.Description = desc + sep + lead + strings.Join(clauses, "; ") + "."
	}
	return d, fmt.Sprintf("%d trigger(s) moved into the description (%d section(s), %d sentence(s) removed from the body)", removedItems+removedParas, removedSections, removedParas), nil
}

// clause turns a trigger item into a clause of "Use when …".
func clause(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimSuffix(strings.TrimSuffix(s, ";"), ".")
	s = strings.ReplaceAll(s, "**", "")
	s = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, ":"), ","))
	rs := []rune(s)
	if len(rs) > 1 && unicode.IsUpper(rs[0]) && unicode.IsLower(rs[1]) {
		rs[0] = unicode.ToLower(rs[0])
	}
	return strings.TrimSpace(string(rs))
}

// --- numbered-steps ---

var proceduralRE = regexp.MustCompile(`(?i)\b(?:steps?|workflow|procedure|process|how to|instructions|quick ?start|getting started|usage|checklist|setup|install(?:ation)?|run(?:ning)?|phase|algorithm)\b`)

// numberSteps numbers the flat bullet lists of procedural sections.
func numberSteps(body string) (string, string) {
	bs := parseBlocks(body)
	heading := ""
	lists := 0
	for i, b := range bs {
		switch b.kind {
		case bHeading:
			heading = headingText(b.lines[0])
		case bList:
			if !proceduralRE.MatchString(heading) || len(b.lines) < 2 {
				continue
			}
			flat := true
			for _, l := range b.lines {
				if !bulletRE.MatchString(l) {
					flat = false
				}
			}
			if !flat {
				continue
			}
			nl := make([]string, len(b.lines))
			for k, l := range b.lines {
				nl[k] = bulletRE.ReplaceAllString(l, fmt.Sprintf("%d. ", k+1))
			}
			bs[i].lines = nl
			lists++
		}
	}
	if lists == 0 {
		return body, ""
	}
	return render(bs), fmt.Sprintf("%d list(s) in procedural sections numbered", lists)
}

// --- imperative ---

var hedges = []struct {
	re   *regexp.Regexp
	repl string // "" : drop the phrase and capitalise what follows
}{
	{regexp.MustCompile(`\bPlease,? `), ""},
	{regexp.MustCompile(`\bYou should always `), "Always "},
	{regexp.MustCompile(`\bYou should never `), "Never "},
	{regexp.MustCompile(`\bYou should `), ""},
	{regexp.MustCompile(`\bYou need to `), ""},
	{regexp.MustCompile(`\bMake sure to `), ""},
	{regexp.MustCompile(`\bBe sure to `), ""},
	{regexp.MustCompile(`\bIt is important to `), ""},
	{regexp.MustCompile(`\bIt's important to `), ""},
	{regexp.MustCompile(`\bRemember to `), ""},
}

var inlineCodeRE = regexp.MustCompile("`[^`]*`")

// sentenceStart: the hedge must open a sentence or a list item.
var sentenceStart = regexp.MustCompile(`(?:^|[.!?:]\s+|^\s*(?:[-*+]|\d+[.)])\s+|\*\*\s*)$`)

// imperative drops hedges at the start of sentences, outside code.
func imperative(body string) (string, string) {
	bs := parseBlocks(body)
	n := 0
	for i, b := range bs {
		if b.kind != bPara && b.kind != bList {
			continue
		}
		for k, l := range b.lines {
			nl, c := imperativeLine(l)
			bs[i].lines[k] = nl
			n += c
		}
	}
	if n == 0 {
		return body, ""
	}
	return render(bs), fmt.Sprintf("%d hedge(s) made imperative", n)
}

func imperativeLine(l string) (string, int) {
	// Work only between inline code spans.
	parts := inlineCodeRE.Split(l, -1)
	codes := inlineCodeRE.FindAllString(l, -1)
	n := 0
	for pi, p := range parts {
		for _, h := range hedges {
			for {
				loc := h.re.FindStringIndex(p)
				if loc == nil || !sentenceStart.MatchString(p[:loc[0]]) {
					break
				}
				rest := p[loc[1]:]
				if h.repl == "" {
					r, size := utf8.DecodeRuneInString(rest)
					if size == 0 || !unicode.IsLower(r) {
						break
					}
					rest = string(unicode.ToUpper(r)) + rest[size:]
				}
				p = p[:loc[0]] + h.repl + rest
				n++
			}
		}
		parts[pi] = p
	}
	if n == 0 {
		return l, 0
	}
	var b strings.Builder
	for i, p := range parts {
		b.WriteString(p)
		if i < len(codes) {
			b.WriteString(codes[i])
		}
	}
	return b.String(), n
}

// --- short-sections ---

var labelRE = regexp.MustCompile(`^\*\*([^*]+?):?\*\*:?$`)

// shortSections splits sections longer than max characters at their bold
// label lines ("**Key principles:**"), which become sub-headings one level
// below the section's heading.
func shortSections(body string, max int) (string, string) {
	bs := parseBlocks(body)
	n := 0
	for i := 0; i < len(bs); {
		level := 0 // the text before the first heading is left alone
		start := i
		if bs[i].kind == bHeading {
			level = bs[i].level
			start = i + 1
		}
		end := start
		for end < len(bs) && bs[end].kind != bHeading {
			end++
		}
		if level > 0 && level < 6 && runeLen(render(bs[start:end])) > max {
			for j := start; j < end; j++ {
				b := bs[j]
				if b.kind != bPara || len(b.lines) != 1 {
					continue
				}
				m := labelRE.FindStringSubmatch(strings.TrimSpace(b.lines[0]))
				if m == nil || strings.TrimSpace(m[1]) == "" {
					continue
				}
				bs[j] = block{kind: bHeading, level: level + 1, lines: []string{strings.Repeat("#", level+1) + " " + strings.TrimSpace(m[1])}}
				n++
			}
		}
		if end == i {
			end++
		}
		i = end
	}
	if n == 0 {
		return body, ""
	}
	return render(bs), fmt.Sprintf("%d label(s) of long sections made sub-headings", n)
}

// --- short-paragraphs ---

// shortParagraphs splits prose paragraphs of more than n sentences into
// paragraphs of at most n.
func shortParagraphs(body string, n int) (string, string) {
	bs := parseBlocks(body)
	var out []block
	split := 0
	for _, b := range bs {
		if b.kind != bPara {
			out = append(out, b)
			continue
		}
		if multiLineCode(b.lines) {
			out = append(out, b)
			continue
		}
		ss := sentences(strings.Join(trimAll(b.lines), " "))
		if len(ss) <= n {
			out = append(out, b)
			continue
		}
		split++
		for k := 0; k < len(ss); k += n {
			if k > 0 {
				out = append(out, block{kind: bBlank, lines: []string{""}})
			}
			e := min(k+n, len(ss))
			out = append(out, block{kind: bPara, lines: []string{strings.Join(ss[k:e], " ")}})
		}
	}
	if split == 0 {
		return body, ""
	}
	return render(out), fmt.Sprintf("%d paragraph(s) split to at most %d sentence(s)", split, n)
}

// isLabel reports a paragraph that introduces what follows ("**Steps:**",
// "Run this first:"): cutting it would merge what it separates.
func isLabel(b block) bool {
	if len(b.lines) != 1 {
		return false
	}
	t := strings.TrimSpace(b.lines[0])
	t = strings.TrimSpace(strings.Trim(t, "*_"))
	return strings.HasSuffix(t, ":") || (strings.HasPrefix(strings.TrimSpace(b.lines[0]), "**") && strings.HasSuffix(strings.TrimSpace(b.lines[0]), "**"))
}

// multiLineCode reports a paragraph whose inline code runs across lines
// (a line with an odd number of backticks): its spans were detected line
// by line, so joining its lines would pair the backticks differently.
func multiLineCode(ls []string) bool {
	for _, l := range ls {
		if strings.Count(l, "`")%2 == 1 {
			return true
		}
	}
	return false
}

func trimAll(ls []string) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = strings.TrimSpace(l)
	}
	return out
}

// --- collapse-blank-lines ---

func collapseBlank(body string) (string, string) {
	bs := parseBlocks(body)
	var out []block
	n := 0
	for i, b := range bs {
		if b.kind == bBlank && i > 0 && bs[i-1].kind == bBlank {
			n++
			continue
		}
		out = append(out, b)
	}
	if n == 0 {
		return body, ""
	}
	return render(out), fmt.Sprintf("%d blank line(s) removed", n)
}

// --- trim-to-budget ---

var lowValueRE = regexp.MustCompile(`(?i)\b(?:overview|introduction|intro|background|about|why|philosophy|motivation|notes?|see also|resources|references|further reading|related|credits|acknowledg\w*|history|summary|conclusion|context|tips|best practices|faq|troubleshooting|common (?:mistakes|pitfalls)|examples?)\b`)

// trimToBudget cuts prose until the body fits budget characters, never
// touching a line that carries a protected span: HTML comments first,
// then paragraphs of low-value sections (overview, background, notes, …),
// then every paragraph past its first sentence, then whole paragraphs and
// list items from the end, then headings left with nothing under them.
func trimToBudget(body string, budget int) (string, string) {
	before := runeLen(body)
	if before <= budget {
		return body, ""
	}
	bs := parseBlocks(body)
	// size tracks the rune length of render(bs) (an upper bound of
	// runeLen, which trims the ends) as lines are removed or replaced.
	size := utf8.RuneCountInString(render(bs))
	linesLen := func(ls []string) int {
		n := 0
		for _, l := range ls {
			n += utf8.RuneCountInString(l) + 1
		}
		return n
	}
	setLines := func(i int, ls []string) {
		size += linesLen(ls) - linesLen(bs[i].lines)
		bs[i].lines = ls
	}
	cur := func() int { return size }
	section := make([]string, len(bs))
	h := ""
	for i, b := range bs {
		if b.kind == bHeading {
			h = headingText(b.lines[0])
		}
		section[i] = h
	}
	var did []string
	count := 0
	removeBlock := func(i int) {
		setLines(i, nil)
		count++
	}
	over := func() bool { return cur() > budget }

	// 1. HTML comments.
	for i, b := range bs {
		if !over() {
			break
		}
		t := strings.TrimSpace(strings.Join(b.lines, "\n"))
		if b.kind == bOther && strings.HasPrefix(t, "<!--") && strings.HasSuffix(t, "-->") && !hasSpans(b.lines...) {
			removeBlock(i)
		}
	}
	if count > 0 {
		did = append(did, fmt.Sprintf("%d comment(s)", count))
		count = 0
	}
	// 2. Paragraphs of low-value sections, from the end.
	for i := len(bs) - 1; i >= 0 && over(); i-- {
		if bs[i].kind == bPara && len(bs[i].lines) > 0 && lowValueRE.MatchString(section[i]) && !hasSpans(bs[i].lines...) && !isLabel(bs[i]) {
			removeBlock(i)
		}
	}
	if count > 0 {
		did = append(did, fmt.Sprintf("%d paragraph(s) of background sections", count))
		count = 0
	}
	// 3. Paragraphs down to their first sentence (and every sentence with a span), from the end.
	for i := len(bs) - 1; i >= 0 && over(); i-- {
		b := bs[i]
		if b.kind != bPara || len(b.lines) == 0 || multiLineCode(b.lines) {
			continue
		}
		ss := sentences(strings.Join(trimAll(b.lines), " "))
		if len(ss) < 2 {
			continue
		}
		keep := []string{ss[0]}
		for _, s := range ss[1:] {
			if hasSpans(s) {
				keep = append(keep, s)
			}
		}
		if len(keep) < len(ss) {
			setLines(i, []string{strings.Join(keep, " ")})
			count++
		}
	}
	if count > 0 {
		did = append(did, fmt.Sprintf("%d paragraph(s) cut to their first sentence", count))
		count = 0
	}
	// 4. Whole paragraphs without spans, from the end.
	for i := len(bs) - 1; i >= 0 && over(); i-- {
		if bs[i].kind == bPara && len(bs[i].lines) > 0 && !hasSpans(bs[i].lines...) && !isLabel(bs[i]) {
			removeBlock(i)
		}
	}
	if count > 0 {
		did = append(did, fmt.Sprintf("%d paragraph(s) removed", count))
		count = 0
	}
	// 5. List items without spans, from the end, keeping each list's first item.
	for i := len(bs) - 1; i >= 0 && over(); i-- {
		if bs[i].kind != bList || len(bs[i].lines) == 0 {
			continue
		}
		its := items(bs[i])
		for k := len(its) - 1; k >= 1 && over(); k-- {
			if hasSpans(its[k]...) {
				continue
			}
			if _, ok := fenceOpen(strings.Join(its[k], "\n")); ok {
				continue
			}
			its = append(its[:k], its[k+1:]...)
			var ls []string
			for _, it := range its {
				ls = append(ls, it...)
			}
			setLines(i, ls)
			count++
		}
	}
	if count > 0 {
		did = append(did, fmt.Sprintf("%d list item(s) removed", count))
		count = 0
	}
	// 6. Headings with nothing left under them.
	for changed := true; changed; {
		changed = false
		for i, b := range bs {
			if b.kind != bHeading || len(b.lines) == 0 || hasSpans(b.lines...) {
				continue
			}
			j := i + 1
			for j < len(bs) && (len(bs[j].lines) == 0 || bs[j].kind == bBlank) {
				j++
			}
			if j == len(bs) || (bs[j].kind == bHeading && bs[j].level <= b.level) {
				removeBlock(i)
				changed = true
			}
		}
	}
	if count > 0 {
		did = append(did, fmt.Sprintf("%d empty heading(s)", count))
	}
	var kept []block
	for _, b := range bs {
		if len(b.lines) > 0 {
			kept = append(kept, b)
		}
	}
	out, _ := collapseBlank(strings.Trim(render(kept), "\n"))
	after := runeLen(out)
	note := fmt.Sprintf("%d → %d characters (budget %d): removed %s", before, after, budget, strings.Join(did, ", "))
	if len(did) == 0 {
		note = fmt.Sprintf("%d characters, budget %d: nothing could be cut without touching protected text", before, budget)
	}
	if after > budget {
		note += fmt.Sprintf("; still %d over: what is left is protected (code, commands, paths, …) or structure", after-budget)
	}
	return out, note
}
