package route

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Case is one labelled routing case (inventory §11.2). Expected is a
// skill id or a name only one skill carries; "" means the task must not be
// routed (YAML null).
type Case struct {
	ID             string   `json:"id,omitempty"`
	Task           string   `json:"task"`
	Expected       string   `json:"expected"`
	Kind           string   `json:"kind,omitempty"`
	Harness        string   `json:"harness,omitempty"`
	Cwd            string   `json:"cwd,omitempty"`
	Platform       string   `json:"platform,omitempty"`
	AvailableTools []string `json:"available_tools,omitempty"`
	AvailableMCPs  []string `json:"available_mcps,omitempty"`
	MinScore       *float64 `json:"min_score,omitempty"`
	Parity         bool     `json:"parity,omitempty"`

	File string `json:"-"`
	Line int    `json:"-"`
}

// Where is "file:line" of the case.
func (c Case) Where() string { return fmt.Sprintf("%s:%d", c.File, c.Line) }

// Request is the routing request the case describes, with the reference's
// defaults: harness codex, cwd ".", the router's platform.
func (c Case) Request() Request {
	h := c.Harness
	if h == "" {
		h = "codex"
	}
	cwd := c.Cwd
	if cwd == "" {
		cwd = "."
	}
	return Request{Task: c.Task, Harness: h, Cwd: cwd, Platform: c.Platform, Tools: c.AvailableTools, MCPs: c.AvailableMCPs, MinScore: c.MinScore}
}

// Negative reports a case that must not be routed.
func (c Case) Negative() bool { return c.Expected == "" }

// LoadCases reads routing cases from a YAML file, or from every *.yaml and
// *.yml file of a directory (sorted by name). A file holds a top-level
// cases: list (routing: is accepted too, as in eval sets). Errors name the
// file and line.
func LoadCases(path string) ([]Case, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("cases: %w", err)
	}
	files := []string{path}
	if st.IsDir() {
		files = nil
		for _, pat := range []string{"*.yaml", "*.yml"} {
			m, _ := filepath.Glob(filepath.Join(path, pat))
			files = append(files, m...)
		}
		slices.Sort(files)
		if len(files) == 0 {
			return nil, fmt.Errorf("cases: %s holds no *.yaml or *.yml files", path)
		}
	}
	var out []Case
	for _, f := range files {
		cs, err := loadCaseFile(f)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	return out, nil
}

func loadCaseFile(file string) ([]Case, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("cases: %w", err)
	}
	fail := func(line int, format string, a ...any) error {
		return fmt.Errorf("%s:%d: %s", file, line, fmt.Sprintf(format, a...))
	}
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		line := 0
		if i := strings.Index(msg, "line "); i >= 0 {
			if _, err := fmt.Sscanf(msg[i:], "line %d:", &line); err == nil {
				if j := strings.Index(msg[i:], ": "); j >= 0 {
					msg = msg[:i] + msg[i+j+2:]
				}
			}
		}
		return nil, fail(line, "not valid YAML: %s", msg)
	}
	if len(root.Content) == 0 {
		return nil, fail(1, "empty file: want a top-level cases: list")
	}
	doc := root.Content[0]
	var list *yaml.Node
	switch doc.Kind {
	case yaml.MappingNode:
		for _, key := range []string{"cases", "routing"} {
			for i := 0; i+1 < len(doc.Content); i += 2 {
				if doc.Content[i].Value == key && list == nil {
					list = doc.Content[i+1]
				}
			}
		}
		if list == nil {
			return nil, fail(doc.Line, "no top-level cases: list")
		}
	case yaml.SequenceNode:
		list = doc
	default:
		return nil, fail(doc.Line, "want a mapping with a cases: list")
	}
	if list.Kind != yaml.SequenceNode {
		return nil, fail(list.Line, "cases must be a list")
	}
	var out []Case
	for n, item := range list.Content {
		c, err := decodeCase(item)
		if err != nil {
			return nil, fail(err.line, "case %d: %s", n+1, err.msg)
		}
		c.File, c.Line = file, item.Line
		out = append(out, c)
	}
	return out, nil
}

type caseError struct {
	line int
	msg  string
}

func decodeCase(n *yaml.Node) (Case, *caseError) {
	var c Case
	if n.Kind != yaml.MappingNode {
		return c, &caseError{n.Line, "must be a mapping with task and expected"}
	}
	str := func(k, v *yaml.Node, dst *string) *caseError {
		if v.Kind != yaml.ScalarNode {
			return &caseError{v.Line, k.Value + " must be a string"}
		}
		*dst = v.Value
		return nil
	}
	list := func(k, v *yaml.Node, dst *[]string) *caseError {
		if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
			return nil
		}
		if v.Kind != yaml.SequenceNode {
			return &caseError{v.Line, k.Value + " must be a list of strings"}
		}
		for _, it := range v.Content {
			if it.Kind != yaml.ScalarNode {
				return &caseError{it.Line, k.Value + " must be a list of strings"}
			}
			*dst = append(*dst, it.Value)
		}
		return nil
	}
	hasTask, hasExpected := false, false
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		var e *caseError
		switch k.Value {
		case "id":
			e = str(k, v, &c.ID)
		case "task":
			hasTask = true
			e = str(k, v, &c.Task)
		case "expected":
			hasExpected = true
			if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
				c.Expected = ""
			} else {
				e = str(k, v, &c.Expected)
				if e == nil && strings.TrimSpace(c.Expected) == "" {
					e = &caseError{v.Line, "expected must be a skill id or name, or null for no route"}
				}
			}
		case "kind":
			e = str(k, v, &c.Kind)
		case "harness":
			e = str(k, v, &c.Harness)
		case "cwd":
			e = str(k, v, &c.Cwd)
		case "platform":
			if !(v.Kind == yaml.ScalarNode && v.Tag == "!!null") {
				e = str(k, v, &c.Platform)
			}
		case "available_tools":
			e = list(k, v, &c.AvailableTools)
		case "available_mcps":
			e = list(k, v, &c.AvailableMCPs)
		case "min_score":
			f, err := strconv.ParseFloat(v.Value, 64)
			if v.Kind != yaml.ScalarNode || err != nil {
				e = &caseError{v.Line, "min_score must be a number"}
			} else {
				c.MinScore = &f
			}
		case "parity":
			var b bool
			if err := v.Decode(&b); err != nil {
				e = &caseError{v.Line, "parity must be true or false"}
			}
			c.Parity = b
		}
		if e != nil {
			return c, e
		}
	}
	switch {
	case !hasTask || strings.TrimSpace(c.Task) == "":
		return c, &caseError{n.Line, "task is missing or empty"}
	case !hasExpected:
		return c, &caseError{n.Line, "expected is missing (a skill id or name, or null for no route)"}
	}
	return c, nil
}

// ErrNoCases is returned when evaluating an empty case list.
var ErrNoCases = errors.New("no routing cases")
