package execcheck

import (
	"strings"
)

// language is a code fence language a check can take from an answer.
type language struct {
	name   string   // canonical name, used in messages
	ext    string   // default file extension
	fences []string // fence info words that count as this language
}

var languages = []language{
	{name: "python", ext: "py", fences: []string{"python", "py", "python3"}},
	{name: "sh", ext: "sh", fences: []string{"sh", "shell", "bash"}},
	{name: "javascript", ext: "js", fences: []string{"javascript", "js", "node", "nodejs"}},
}

// lookupLanguage finds a language by its name or any of its fence words.
func lookupLanguage(name string) (language, bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	for _, l := range languages {
		for _, f := range l.fences {
			if n == f {
				return l, true
			}
		}
	}
	return language{}, false
}

func (l language) matches(info string) bool {
	for _, f := range l.fences {
		if info == f {
			return true
		}
	}
	return false
}

// Block is one fenced code block of a Markdown text.
type Block struct {
	// Lang is the first word of the info string, lower-cased ("" when
	// untagged).
	Lang string
	Code string
}

// Blocks returns the fenced code blocks of md (``` or ~~~ fences, as
// CommonMark reads them: up to three spaces of indentation, a closing
// fence of the same character at least as long, an unclosed fence running
// to the end).
func Blocks(md string) []Block {
	lines := strings.Split(md, "\n")
	var out []Block
	for i := 0; i < len(lines); i++ {
		indent, ch, n, info, ok := openingFence(lines[i])
		if !ok {
			continue
		}
		var body []string
		j := i + 1
		for ; j < len(lines); j++ {
			if closingFence(lines[j], ch, n) {
				break
			}
			body = append(body, trimIndent(strings.TrimRight(lines[j], "\r"), indent))
		}
		code := strings.Join(body, "\n")
		if len(body) > 0 {
			code += "\n"
		}
		out = append(out, Block{Lang: fenceLang(info), Code: code})
		i = j
	}
	return out
}

// Extract returns the code the check takes from answer: the longest block
// tagged with language (or an alias), the later one on a tie.
func Extract(lang, answer string) (string, bool) {
	l, ok := lookupLanguage(lang)
	if !ok {
		return "", false
	}
	best, found := "", false
	for _, b := range Blocks(answer) {
		if l.matches(b.Lang) && strings.TrimSpace(b.Code) != "" && len(b.Code) >= len(best) {
			best, found = b.Code, true
		}
	}
	return best, found
}

func openingFence(line string) (indent int, ch byte, n int, info string, ok bool) {
	line = strings.TrimRight(line, "\r")
	for indent < len(line) && indent < 4 && line[indent] == ' ' {
		indent++
	}
	if indent > 3 || indent >= len(line) {
		return 0, 0, 0, "", false
	}
	ch = line[indent]
	if ch != '`' && ch != '~' {
		return 0, 0, 0, "", false
	}
	for indent+n < len(line) && line[indent+n] == ch {
		n++
	}
	if n < 3 {
		return 0, 0, 0, "", false
	}
	info = strings.TrimSpace(line[indent+n:])
	if ch == '`' && strings.Contains(info, "`") {
		return 0, 0, 0, "", false
	}
	return indent, ch, n, info, true
}

func closingFence(line string, ch byte, n int) bool {
	line = strings.TrimRight(line, "\r")
	i := 0
	for i < len(line) && i < 4 && line[i] == ' ' {
		i++
	}
	if i > 3 {
		return false
	}
	k := 0
	for i+k < len(line) && line[i+k] == ch {
		k++
	}
	return k >= n && strings.TrimSpace(line[i+k:]) == ""
}

// fenceLang is the language word of an info string: "python title=x.py"
// -> python, "{.python}" -> python.
func fenceLang(info string) string {
	f := strings.Fields(info)
	if len(f) == 0 {
		return ""
	}
	w := strings.ToLower(f[0])
	w = strings.TrimLeft(w, "{.")
	w = strings.TrimRight(w, "}")
	if i := strings.IndexAny(w, ":,{"); i >= 0 { // python:main.py, python{...}
		w = w[:i]
	}
	return w
}

func trimIndent(s string, n int) string {
	i := 0
	for i < n && i < len(s) && s[i] == ' ' {
		i++
	}
	return s[i:]
}
