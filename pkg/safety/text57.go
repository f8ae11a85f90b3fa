package safety

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Round 57 (propagate): a title is not the first word of the sentence
// under it. A heading word that is also a verb ("Upload", "Share",
// "Nightly drop") joined to the next line reads as an order whose object
// is that line ("Upload This skill sends nothing ... every team folder").
// ATX headings (## Upload) already end their block; so do, now, the two
// other ways Markdown writes a title: a setext heading (a line underlined
// with === or ---, the underline also being a thematic break), and a line
// that is only bold text of a few words with the next line opening a new
// sentence (a capital letter). A bold phrase whose next line goes on in
// lower case is the same sentence and stays joined.

// titleLine57 reports the line t[ls:le] (trimmed trim) as a title that
// ends its block (hooked from proseUnits beside headingLine).
func titleLine57(t string, ls, le, end int, trim string) bool {
	if len(trim) < 2 {
		return false
	}
	if strings.Trim(trim, "=") == "" || strings.Trim(trim, "-") == "" {
		return true // setext underline or thematic break
	}
	if trim[0] != '*' && trim[0] != '_' {
		return false
	}
	var inner string
	switch {
	case strings.HasPrefix(trim, "**") && (strings.HasSuffix(trim, "**") || strings.HasSuffix(trim, "**:")):
		inner = strings.TrimSuffix(strings.TrimSuffix(trim, ":"), "**")[2:]
	case strings.HasPrefix(trim, "__") && (strings.HasSuffix(trim, "__") || strings.HasSuffix(trim, "__:")):
		inner = strings.TrimSuffix(strings.TrimSuffix(trim, ":"), "__")[2:]
	default:
		return false
	}
	inner = strings.TrimSpace(strings.TrimSuffix(inner, ":"))
	if inner == "" || strings.ContainsAny(inner, "*_`") || len(strings.Fields(inner)) > 3 {
		return false
	}
	// The next non-blank line opens a sentence.
	if le >= end {
		return true
	}
	next := strings.TrimLeft(t[le+1:end], " \t>")
	if next == "" || next[0] == '\n' {
		return true
	}
	r, _ := utf8.DecodeRuneInString(next)
	return unicode.IsUpper(r) || !unicode.IsLetter(r)
}
