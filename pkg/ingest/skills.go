package ingest

import (
	"encoding/json"
	"path"
	"regexp"
	"strings"

	"github.com/ingot-dev/ingot/pkg/trace"
)

// skillFromPath names the skill whose SKILL.md is at p: its folder name.
// "" when p is not a SKILL.md inside a named folder.
func skillFromPath(p string) string {
	p = strings.ReplaceAll(strings.TrimSpace(p), `\`, "/")
	if path.Base(p) != "SKILL.md" {
		return ""
	}
	dir := path.Base(path.Dir(p))
	if dir == "." || dir == "/" || dir == "" || dir == ".." {
		return ""
	}
	return dir
}

// skillName normalises an invoked skill name: "/pdf" -> "pdf",
// "plugin:name" -> "name" (the folder name under the plugin's skills/).
func skillName(s string) string {
	s = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s), "/"))
	if i := strings.LastIndexByte(s, ':'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// readerCommands are the shell commands that read a file's text; a SKILL.md
// passed to one of them counts as the skill being loaded.
var readerCommands = map[string]bool{
	"cat": true, "sed": true, "head": true, "tail": true, "less": true, "more": true,
	"nl": true, "bat": true, "batcat": true, "awk": true, "view": true, "type": true,
	"Get-Content": true, "gc": true,
}

var shells = map[string]bool{"bash": true, "sh": true, "zsh": true, "dash": true, "/bin/bash": true, "/bin/sh": true, "/bin/zsh": true, "/usr/bin/bash": true, "/usr/bin/zsh": true}

// skillsReadByArgv handles an argv (Codex `shell`): a shell -c script is
// analysed as a command line, anything else as one command.
func skillsReadByArgv(argv []string) []string {
	if len(argv) >= 3 && shells[argv[0]] && strings.HasPrefix(argv[1], "-") && strings.Contains(argv[1], "c") {
		return skillsReadByCommand(argv[2])
	}
	return skillsReadBySegment(argv)
}

// skillsReadByCommand returns the skills whose SKILL.md a shell command line
// reads (cat, sed -n, head, …; not sed -i, not writes).
func skillsReadByCommand(cmd string) []string {
	if !strings.Contains(cmd, "SKILL.md") {
		return nil
	}
	var out []string
	for _, seg := range splitCommandLine(cmd) {
		out = append(out, skillsReadBySegment(seg)...)
	}
	return out
}

func skillsReadBySegment(words []string) []string {
	i := 0
	for i < len(words) && (strings.Contains(words[i], "=") && !strings.HasPrefix(words[i], "-") || words[i] == "sudo" || words[i] == "command") {
		i++
	}
	if i >= len(words) {
		return nil
	}
	verb := path.Base(words[i])
	if !readerCommands[verb] && !readerCommands[words[i]] {
		return nil
	}
	var out []string
	for _, w := range words[i+1:] {
		if verb == "sed" && (w == "-i" || strings.HasPrefix(w, "-i") || w == "--in-place") {
			return nil
		}
		if w == ">" || w == ">>" {
			break
		}
		if n := skillFromPath(w); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// splitCommandLine splits a shell command line into simple commands (on
// ;, &&, ||, |, newlines) of unquoted words. It is a tokenizer for reading
// logs, not a shell: no expansion, no subshells.
func splitCommandLine(s string) [][]string {
	var (
		cmds  [][]string
		words []string
		cur   strings.Builder
		inTok bool
	)
	flushWord := func() {
		if inTok {
			words = append(words, cur.String())
			cur.Reset()
			inTok = false
		}
	}
	flushCmd := func() {
		flushWord()
		if len(words) > 0 {
			cmds = append(cmds, words)
			words = nil
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'':
			inTok = true
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				cur.WriteString(s[i+1:])
				i = len(s)
			} else {
				cur.WriteString(s[i+1 : i+1+j])
				i += j + 1
			}
		case c == '"':
			inTok = true
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) {
					i++
				}
				cur.WriteByte(s[i])
			}
		case c == '\\' && i+1 < len(s):
			inTok = true
			i++
			if s[i] != '\n' {
				cur.WriteByte(s[i])
			}
		case c == ' ' || c == '\t':
			flushWord()
		case c == ';' || c == '\n' || c == '|' || c == '&':
			flushCmd()
		case c == '>' || c == '<':
			flushWord()
			words = append(words, string(c))
		default:
			inTok = true
			cur.WriteByte(c)
		}
	}
	flushCmd()
	return cmds
}

// servedSkill is what a route_and_load or get_skill result said.
type servedSkill struct {
	name     string
	revision string
	route    *trace.Route
}

// isServingTool reports whether a tool name is Ingot's route_and_load or
// get_skill, however the harness prefixes MCP tools (mcp__ingot__get_skill).
func isServingTool(name string) bool {
	return strings.HasSuffix(name, "route_and_load") || strings.HasSuffix(name, "get_skill")
}

var skillHeader = regexp.MustCompile(`(?m)^# Skill: ([^\s@]+)(?:@([0-9A-Za-z._-]+))?`)

// fullRevision is the full revision route_and_load's text names on its
// first line ("match: id@<12 hex> (score 0.990; revision <64 hex>)").
var fullRevision = regexp.MustCompile(`\brevision ([0-9a-f]{64})\b`)

// parseServed digs a route_and_load result ({match, related_match, score,
// novel, revision, …}) or a get_skill header ("# Skill: name@rev") out of a
// tool result, however it is wrapped (MCP content blocks, JSON in strings).
func parseServed(raw json.RawMessage) (servedSkill, bool) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return servedSkill{}, false
	}
	return findServed(v, 0)
}

func findServed(v any, depth int) (servedSkill, bool) {
	if depth > 8 {
		return servedSkill{}, false
	}
	switch x := v.(type) {
	case map[string]any:
		_, hasMatch := x["match"]
		_, hasRel := x["related_match"]
		_, hasNovel := x["novel"]
		if hasMatch || hasRel || hasNovel {
			r := &trace.Route{}
			r.Match, _ = x["match"].(string)
			r.RelatedMatch, _ = x["related_match"].(string)
			r.Score, _ = x["score"].(float64)
			r.Novel, _ = x["novel"].(bool)
			s := servedSkill{route: r, name: r.Match}
			if s.name == "" {
				s.name = r.RelatedMatch
			}
			s.revision, _ = x["revision"].(string)
			return s, true
		}
		for _, k := range []string{"structuredContent", "content", "result", "Ok", "output", "text"} {
			if c, ok := x[k]; ok {
				if s, ok := findServed(c, depth+1); ok {
					return s, true
				}
			}
		}
	case []any:
		for _, e := range x {
			if s, ok := findServed(e, depth+1); ok {
				return s, true
			}
		}
	case string:
		t := strings.TrimSpace(x)
		if strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[") {
			var inner any
			if json.Unmarshal([]byte(t), &inner) == nil {
				return findServed(inner, depth+1)
			}
		}
		if m := skillHeader.FindStringSubmatch(t); m != nil {
			s := servedSkill{name: m[1], revision: m[2]}
			if f := fullRevision.FindStringSubmatch(t); f != nil && strings.HasPrefix(f[1], s.revision) {
				s.revision = f[1]
			}
			return s, true
		}
	}
	return servedSkill{}, false
}
