package skill

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"gopkg.in/yaml.v3"
)

// Spec limits (agentskills.io specification).
const (
	MaxNameLen          = 64
	MaxDescriptionLen   = 1024
	MaxCompatibilityLen = 500
)

// ValidName reports whether s is a valid skill name as the Agent Skills
// reference validator (skills-ref) reads the spec's "unicode lowercase
// alphanumeric characters and hyphens": 1–64 characters, each a letter or
// a digit of any script (Unicode categories L and N, as Python's
// str.isalnum) or "-", the name equal to its own lower case and to its
// NFKC form, with no leading, trailing or double hyphen. So "pdf-merge",
// "résumé-builder" and "日本語" are names; "PDF", "a_b" and "a/b" are not.
func ValidName(s string) bool {
	if s == "" || utf8.RuneCountInString(s) > MaxNameLen || !utf8.ValidString(s) {
		return false
	}
	if s[0] == '-' || s[len(s)-1] == '-' || strings.Contains(s, "--") {
		return false
	}
	for _, r := range s {
		if r != '-' && !unicode.IsLetter(r) && !unicode.IsNumber(r) {
			return false
		}
	}
	return strings.ToLower(s) == s && norm.NFKC.IsNormalString(s)
}

var knownFields = map[string]bool{
	"name": true, "description": true, "license": true, "compatibility": true,
	"metadata": true, "allowed-tools": true,
	// Claude Code's own fields (its skills documentation).
	"disable-model-invocation": true, "user-invocable": true, "argument-hint": true,
	"model": true, "context": true, "agent": true, "hooks": true,
}

// The Agent Skills spec recommends keeping SKILL.md under 500 lines and
// its instructions under about 5000 tokens; validate warns past either
// (tokens estimated as characters / 4).
const (
	MaxRecommendedLines     = 500
	MaxRecommendedBodyChars = 5000 * 4
)

// Document is a parsed SKILL.md.
type Document struct {
	Name          string
	Description   string
	License       string
	Compatibility string
	AllowedTools  []string
	// Metadata is the frontmatter metadata map as parsed (values are
	// usually strings; metadata.skill-router is a nested map).
	Metadata map[string]any
	// Router is metadata.skill-router with defaults applied.
	Router RouterMeta
	// Body is the Markdown after the frontmatter, trimmed of surrounding
	// blank space.
	Body string
	// BodyLine is the 1-based line where the body text starts.
	BodyLine int

	raw      []byte
	fmNode   *yaml.Node // the frontmatter mapping node, for rewriting
	fmText   string     // the frontmatter text between the fences
	tail     []byte     // everything after the closing fence line
	hasFront bool
}

// Parse reads a SKILL.md. file is used in diagnostics. folder is the name
// of the skill's folder ("" when unknown), checked against the name field.
//
// The returned diagnostics may contain errors; when they do, doc may be
// partial and the skill must not be served.
func Parse(file, folder string, data []byte) (*Document, Diagnostics) {
	var ds Diagnostics
	add := func(sev Severity, line int, field, format string, a ...any) {
		ds = append(ds, Diagnostic{Severity: sev, File: file, Line: line, Field: field, Message: fmt.Sprintf(format, a...)})
	}
	doc := &Document{raw: data, Router: DefaultRouterMeta()}
	if !utf8.Valid(data) {
		add(SevWarning, 0, "", "file is not valid UTF-8; invalid bytes are kept as is")
	}
	text := string(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	fm, tail, bodyLine, ok, ferr := splitFrontmatter(text)
	if ferr != "" {
		add(SevError, 1, "", "%s", ferr)
		return doc, ds
	}
	if !ok {
		add(SevError, 1, "", "no YAML frontmatter: SKILL.md must start with a line '---', then name and description, then '---'")
		doc.Body = strings.TrimSpace(text)
		return doc, ds
	}
	doc.hasFront = true
	doc.fmText = fm
	doc.tail = []byte(tail)
	doc.Body = strings.TrimSpace(tail)
	doc.BodyLine = bodyLine + leadingBlankLines(tail)

	var root yaml.Node
	if err := yaml.Unmarshal([]byte(fm), &root); err != nil {
		line, msg := yamlErrorLine(err)
		if line > 0 {
			line++ // the frontmatter starts on line 2
		}
		add(SevError, line, "", "frontmatter is not valid YAML: %s", msg)
		return doc, ds
	}
	if root.Kind == 0 || len(root.Content) == 0 {
		add(SevError, 2, "", "frontmatter is empty: name and description are required")
		return doc, ds
	}
	m := root.Content[0]
	if m.Kind != yaml.MappingNode {
		add(SevError, m.Line+1, "", "frontmatter must be a YAML mapping of fields")
		return doc, ds
	}
	doc.fmNode = m
	lineOf := func(n *yaml.Node) int { return n.Line + 1 }
	disableModel := false
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		key := k.Value
		switch key {
		case "name":
			doc.Name = scalarString(v)
			if v.Kind != yaml.ScalarNode {
				add(SevWarning, lineOf(k), "name", "should be a string")
			}
		case "description":
			if v.Kind != yaml.ScalarNode {
				add(SevError, lineOf(k), "description", "must be a string")
				continue
			}
			doc.Description = strings.TrimSpace(v.Value)
		case "license":
			doc.License = scalarString(v)
		case "compatibility":
			doc.Compatibility = scalarString(v)
		case "allowed-tools":
			switch v.Kind {
			case yaml.ScalarNode:
				doc.AllowedTools = strings.Fields(v.Value)
			case yaml.SequenceNode:
				for _, it := range v.Content {
					doc.AllowedTools = append(doc.AllowedTools, scalarString(it))
				}
			default:
				add(SevWarning, lineOf(k), "allowed-tools", "should be a space-separated string")
			}
		case "metadata":
			var md map[string]any
			if err := v.Decode(&md); err != nil || v.Kind != yaml.MappingNode {
				add(SevWarning, lineOf(k), "metadata", "should be a map of string keys to string values; ignored")
				continue
			}
			doc.Metadata = md
			for j := 0; j+1 < len(v.Content); j += 2 {
				mk, mv := v.Content[j], v.Content[j+1]
				if mk.Value == RouterKey {
					doc.Router, ds = parseRouter(file, mv, ds)
					continue
				}
				if mv.Kind != yaml.ScalarNode {
					add(SevWarning, lineOf(mk), "metadata."+mk.Value, "metadata values should be strings")
				}
			}
		case "disable-model-invocation":
			// Claude Code: the model never invokes the skill by itself;
			// for Ingot that is activation: manual (no automatic routing).
			b, err := strconv.ParseBool(strings.TrimSpace(v.Value))
			if v.Kind != yaml.ScalarNode || err != nil {
				add(SevWarning, lineOf(k), key, "should be true or false; ignored")
				continue
			}
			disableModel = b
		default:
			if !knownFields[key] {
				add(SevWarning, lineOf(k), key, "not a field of the Agent Skills spec; kept but ignored")
			}
		}
	}
	if disableModel {
		doc.Router.Activation = "manual"
	}
	if n := strings.Count(text, "\n") + 1; n > MaxRecommendedLines {
		add(SevWarning, MaxRecommendedLines+1, "", "SKILL.md has %d lines, past the spec's recommended %d: move detail into files the skill references", n, MaxRecommendedLines)
	}
	if n := utf8.RuneCountInString(doc.Body); n > MaxRecommendedBodyChars {
		add(SevWarning, doc.BodyLine, "", "the body is about %d tokens (%d characters), past the spec's recommended 5000 tokens: move detail into files the skill references", n/4, n)
	}
	nameLine := fieldLine(m, "name")
	switch {
	case doc.Name == "":
		add(SevWarning, 2, "name", "missing; using the folder name %q", folder)
		doc.Name = folder
	case !ValidName(doc.Name):
		add(SevWarning, nameLine, "name", "%q is not a valid name (1-%d lowercase letters, digits and '-', no leading, trailing or double hyphen)", doc.Name, MaxNameLen)
	}
	if folder != "" && doc.Name != folder {
		add(SevWarning, nameLine, "name", "%q differs from its folder name %q", doc.Name, folder)
	}
	descLine := fieldLine(m, "description")
	switch n := utf8.RuneCountInString(doc.Description); {
	case n == 0:
		if descLine == 0 {
			descLine = 2
		}
		add(SevError, descLine, "description", "missing or empty: a skill without a description cannot be routed, so it is skipped")
	case n > MaxDescriptionLen:
		add(SevWarning, descLine, "description", "%d characters exceeds the spec's %d", n, MaxDescriptionLen)
	}
	if n := utf8.RuneCountInString(doc.Compatibility); n > MaxCompatibilityLen {
		add(SevWarning, fieldLine(m, "compatibility"), "compatibility", "%d characters exceeds the spec's %d", n, MaxCompatibilityLen)
	}
	return doc, ds
}

// Frontmatter returns the YAML between a SKILL.md's fences and the text
// after them: the one reading of the fences every package uses (Parse,
// the MCP skills extension's frontmatter listing, change control's
// from-folder comparison). A leading UTF-8 byte-order mark is ignored; the
// closing fence is "---" or "..." (YAML's document end). ok is false when
// the file does not start with a fence; errMsg says why an opened fence is
// not closed.
func Frontmatter(data []byte) (fm, tail string, ok bool, errMsg string) {
	fm, tail, _, ok, errMsg = splitFrontmatter(string(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))))
	return fm, tail, ok, errMsg
}

// splitFrontmatter finds "---\n<yaml>\n---\n" at the start of text.
// It returns the YAML, the rest, and the 1-based line after the closing
// fence. A file whose first line is "---" but that never closes is an
// error.
func splitFrontmatter(text string) (fm, tail string, bodyLine int, ok bool, errMsg string) {
	first, rest, found := strings.Cut(text, "\n")
	if strings.TrimRight(first, " \t\r") != "---" {
		return "", "", 0, false, ""
	}
	if !found {
		return "", "", 0, false, "frontmatter is not closed: no second '---' line"
	}
	line := 2
	pos := 0
	for pos <= len(rest) {
		end := strings.IndexByte(rest[pos:], '\n')
		var l string
		next := len(rest) + 1
		if end >= 0 {
			l = rest[pos : pos+end]
			next = pos + end + 1
		} else {
			l = rest[pos:]
		}
		if t := strings.TrimRight(l, " \t\r"); t == "---" || t == "..." {
			tail := ""
			if next <= len(rest) {
				tail = rest[next:]
			}
			return rest[:pos], tail, line + 1, true, ""
		}
		line++
		pos = next
	}
	return "", "", 0, false, "frontmatter is not closed: no second '---' line"
}

func leadingBlankLines(s string) int {
	n := 0
	for {
		l, rest, found := strings.Cut(s, "\n")
		if strings.TrimSpace(l) != "" || !found {
			return n
		}
		n++
		s = rest
	}
}

var yamlLineRE = regexp.MustCompile(`line (\d+):\s*(.*)`)

func yamlErrorLine(err error) (int, string) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	if m := yamlLineRE.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n, m[2]
	}
	return 0, msg
}

func scalarString(n *yaml.Node) string {
	if n.Kind == yaml.ScalarNode {
		return strings.TrimSpace(n.Value)
	}
	return ""
}

func fieldLine(m *yaml.Node, key string) int {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i].Line + 1
		}
	}
	return 0
}
