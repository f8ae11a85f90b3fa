package lexical

import "strings"

// Query is a parsed task.
type Query struct {
	// Terms are the distinct index terms outside negated spans, in order
	// of first appearance.
	Terms []string
	// Negated are the distinct terms that appear only inside negated
	// spans; they are dropped from the query (weight 0 measured better than
	// a penalty).
	Negated []string
	// Text is the task with negated spans removed, for sentence encoders.
	Text string
}

// maxScope is how many words after a cue a negation covers, at most; it
// also ends at a clause boundary or a contrast word.
const maxScope = 4

// negVerbs follow "don't" / "do not" in a cue: "don't want a scan".
var negVerbs = map[string]bool{
	"want": true, "need": true, "add": true, "use": true, "run": true, "write": true, "do": true,
	"include": true, "install": true, "touch": true,
}

// noExceptions follow "no" in idioms that negate nothing: "no idea why
// the build fails".
var noExceptions = map[string]bool{
	"idea": true, "clue": true, "matter": true, "longer": true, "doubt": true, "problem": true,
}

// scopeEnd are words that end a negated span: "don't use jest but vitest".
var scopeEnd = map[string]bool{
	"but": true, "instead": true, "rather": true, "and": true, "so": true, "then": true, "just": true, "only": true,
}

// ParseQuery splits a task into query terms, dropping negated spans.
//
// Cues (case-insensitive unless noted): ", not X" (a "not" that starts a
// clause) and "but not X"; "NOT X" in capitals anywhere; "don't / do not /
// doesn't / does not" followed by want, need, add, use, run, write, do,
// include, install or touch; "instead of X"; "rather than X"; "no X" (except
// "no idea", "no longer" and similar idioms); "without X"; "not asking for
// X" / "not looking for X". A span covers at most four words after its cue
// and ends early at punctuation (, ; : . ! ? brackets, a dash, a new line)
// or at a contrast word (but, instead, rather, and, so, then, just, only).
func ParseQuery(text string) Query {
	var ws []word
	scan(text, func(w word) { ws = append(ws, w) })
	lower := make([]string, len(ws))
	for i, w := range ws {
		lower[i] = strings.ReplaceAll(strings.ToLower(fold(w.text)), "'", "")
	}
	negated := make([]bool, len(ws))
	mark := func(from int) {
		for j := from; j < len(ws) && j < from+maxScope; j++ {
			if ws[j].boundary || scopeEnd[lower[j]] {
				break
			}
			negated[j] = true
		}
	}
	at := func(i int, s string) bool { return i < len(lower) && lower[i] == s }
	for i := 0; i < len(ws); i++ {
		if negated[i] {
			continue
		}
		next := i + 1
		if next < len(ws) && ws[next].boundary {
			continue // a cue at the end of a clause negates nothing
		}
		switch l := lower[i]; {
		case l == "not" && (ws[i].upper || ws[i].boundary || i > 0 && lower[i-1] == "but"):
			if at(next, "asking") || at(next, "looking") {
				if at(next+1, "for") {
					mark(next + 2)
				}
				continue
			}
			mark(next)
		case l == "not" && (at(next, "asking") || at(next, "looking")) && at(next+1, "for"):
			mark(next + 2)
		case l == "dont" || l == "doesnt" || l == "didnt":
			if next < len(ws) && negVerbs[lower[next]] {
				mark(next + 1)
			}
		case (l == "do" || l == "does") && at(next, "not"):
			if next+1 < len(ws) && negVerbs[lower[next+1]] && !ws[next+1].boundary {
				mark(next + 2)
			}
		case l == "instead" && at(next, "of"), l == "rather" && at(next, "than"):
			mark(next + 1)
		case l == "no" && next < len(ws) && !noExceptions[lower[next]]:
			mark(next)
		case l == "without":
			mark(next)
		}
	}
	var q Query
	pos := map[string]bool{}
	neg := map[string]bool{}
	var terms []string
	var b strings.Builder
	last := 0
	for i, w := range ws {
		terms = wordTerms(terms[:0], w.text)
		if negated[i] {
			b.WriteString(text[last:w.pos])
			last = w.pos + len(w.text)
			for _, t := range terms {
				neg[t] = true
			}
			continue
		}
		for _, t := range terms {
			if !pos[t] {
				pos[t] = true
				q.Terms = append(q.Terms, t)
			}
		}
	}
	b.WriteString(text[last:])
	for i, w := range ws {
		if !negated[i] {
			continue
		}
		for _, t := range wordTerms(nil, w.text) {
			if neg[t] && !pos[t] {
				q.Negated = append(q.Negated, t)
				neg[t] = false
			}
		}
	}
	q.Text = strings.Join(strings.Fields(b.String()), " ")
	return q
}
