// Package evalset reads a skill's eval set, evals/<skill>.yaml: the train
// tasks a search may look at, the held-out tasks only the gate sees,
// routing cases, and acceptance criteria (inventory §11.1).
//
//	skill: pdf                 # informational
//	train:   [{task, rubric, reference?, check?, deliverable?}]
//	holdout: [{...same...}]
//	tasks:   [...]             # legacy flat list: train AND holdout, leakage
//	routing: [{task, expected, kind?, harness?, cwd?, available_tools?,
//	           available_mcps?, platform?, min_score?, parity?}]
//	acceptance: [{id, forbid (regexp, case-insensitive), description}]
//
// Mining never edits an eval set; this package only reads.
package evalset

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"
)

// Task is one train or held-out task.
type Task struct {
	Task        string `yaml:"task" json:"task"`
	Rubric      string `yaml:"rubric,omitempty" json:"rubric,omitempty"`
	Reference   string `yaml:"reference,omitempty" json:"reference,omitempty"`
	Check       string `yaml:"check,omitempty" json:"check,omitempty"`
	Deliverable string `yaml:"deliverable,omitempty" json:"deliverable,omitempty"`
}

// RoutingCase is one labelled routing request. Expected is nil when the
// task must not be routed to any skill.
type RoutingCase struct {
	ID             string   `yaml:"id,omitempty" json:"id,omitempty"`
	Task           string   `yaml:"task" json:"task"`
	Expected       *string  `yaml:"expected" json:"expected"`
	Kind           string   `yaml:"kind,omitempty" json:"kind,omitempty"`
	Harness        string   `yaml:"harness,omitempty" json:"harness,omitempty"`
	CWD            string   `yaml:"cwd,omitempty" json:"cwd,omitempty"`
	AvailableTools []string `yaml:"available_tools,omitempty" json:"available_tools,omitempty"`
	AvailableMCPs  []string `yaml:"available_mcps,omitempty" json:"available_mcps,omitempty"`
	Platform       string   `yaml:"platform,omitempty" json:"platform,omitempty"`
	MinScore       *float64 `yaml:"min_score,omitempty" json:"min_score,omitempty"`
	Parity         bool     `yaml:"parity,omitempty" json:"parity,omitempty"`
	// Line is where the case starts in its file.
	Line int `yaml:"-" json:"-"`
}

// Criterion is an acceptance rule: a held-out answer must not match Forbid.
type Criterion struct {
	ID          string         `yaml:"id" json:"id"`
	Forbid      string         `yaml:"forbid" json:"forbid"`
	Description string         `yaml:"description,omitempty" json:"description,omitempty"`
	Re          *regexp.Regexp `yaml:"-" json:"-"`
}

// Split says whether the set has a real held-out split.
type Split struct {
	Kind    string `json:"kind"` // "holdout" or "none"
	Leakage bool   `json:"leakage"`
}

// Set is a parsed eval set.
type Set struct {
	Path       string        `json:"path"`
	Skill      string        `json:"skill,omitempty"`
	Train      []Task        `json:"train"`
	Holdout    []Task        `json:"holdout"`
	Routing    []RoutingCase `json:"routing,omitempty"`
	Acceptance []Criterion   `json:"acceptance,omitempty"`
	Split      Split         `json:"split"`
}

// Path returns evals/<skill>.yaml under home (nested ids keep their folders).
func Path(home, skillID string) string {
	return filepath.Join(home, "evals", filepath.FromSlash(skillID)+".yaml")
}

// ErrNoEvalSet is returned by Load when the file does not exist.
var ErrNoEvalSet = errors.New("no eval set")

// Load reads the eval set of skillID under home.
func Load(home, skillID string) (*Set, error) {
	p := Path(home, skillID)
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w for %q (%s)", ErrNoEvalSet, skillID, p)
	}
	if err != nil {
		return nil, err
	}
	return Parse(p, b)
}

type fileShape struct {
	Skill      string      `yaml:"skill"`
	Train      []Task      `yaml:"train"`
	Holdout    []Task      `yaml:"holdout"`
	Tasks      []Task      `yaml:"tasks"`
	Routing    yaml.Node   `yaml:"routing"`
	Cases      yaml.Node   `yaml:"cases"`
	Acceptance []Criterion `yaml:"acceptance"`
}

// Parse reads an eval set from data; path names it in errors.
func Parse(path string, data []byte) (*Set, error) {
	var f fileShape
	if err := yaml.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%s: %s", path, strings.TrimPrefix(err.Error(), "yaml: "))
	}
	s := &Set{Path: path, Skill: f.Skill}
	s.Train = f.Train
	if len(s.Train) == 0 {
		s.Train = f.Tasks
	}
	if len(f.Holdout) > 0 {
		s.Holdout = f.Holdout
		s.Split = Split{Kind: "holdout"}
	} else {
		s.Holdout = s.Train
		s.Split = Split{Kind: "none", Leakage: true}
	}
	for i, t := range append(append([]Task(nil), s.Train...), f.Holdout...) {
		if strings.TrimSpace(t.Task) == "" {
			return nil, fmt.Errorf("%s: task %d has an empty task field", path, i+1)
		}
	}
	node := &f.Routing
	if node.Kind == 0 {
		node = &f.Cases
	}
	rc, err := parseCases(path, node)
	if err != nil {
		return nil, err
	}
	s.Routing = rc
	for i := range f.Acceptance {
		c := &f.Acceptance[i]
		if c.Forbid == "" {
			continue
		}
		re, err := regexp.Compile("(?i)" + c.Forbid)
		if err != nil {
			return nil, fmt.Errorf("%s: acceptance %q: forbid is not a valid regexp: %v", path, c.ID, err)
		}
		c.Re = re
		if c.ID == "" {
			c.ID = c.Forbid
		}
		s.Acceptance = append(s.Acceptance, *c)
	}
	return s, nil
}

func parseCases(path string, node *yaml.Node) ([]RoutingCase, error) {
	if node.Kind == 0 {
		return nil, nil
	}
	if node.Kind != yaml.SequenceNode {
		return nil, fmt.Errorf("%s:%d: routing cases must be a list", path, node.Line)
	}
	out := make([]RoutingCase, 0, len(node.Content))
	for i, n := range node.Content {
		var c RoutingCase
		if err := n.Decode(&c); err != nil {
			return nil, fmt.Errorf("%s:%d: case %d: %s", path, n.Line, i+1, strings.TrimPrefix(err.Error(), "yaml: "))
		}
		if strings.TrimSpace(c.Task) == "" {
			return nil, fmt.Errorf("%s:%d: case %d: task is empty", path, n.Line, i+1)
		}
		if c.Expected != nil && (*c.Expected == "" || *c.Expected == "null") {
			c.Expected = nil
		}
		c.Line = n.Line
		out = append(out, c)
	}
	return out, nil
}

// LoadCases reads a routing suite: a file with a `cases:` (or `routing:`)
// list, or a directory of such *.yaml/*.yml files (sorted).
func LoadCases(path string) ([]RoutingCase, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	files := []string{path}
	if st.IsDir() {
		files = nil
		for _, pat := range []string{"*.yaml", "*.yml"} {
			m, _ := filepath.Glob(filepath.Join(path, pat))
			files = append(files, m...)
		}
	}
	var out []RoutingCase
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		s, err := Parse(f, b)
		if err != nil {
			return nil, err
		}
		out = append(out, s.Routing...)
	}
	return out, nil
}
