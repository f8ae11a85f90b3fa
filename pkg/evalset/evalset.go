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
// The routing cases of an eval set are read by route.LoadCases (the same
// format as an ingot-route eval suite), not here. Mining never edits an
// eval set; this package only reads.
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
	Path       string      `json:"path"`
	Skill      string      `json:"skill,omitempty"`
	Train      []Task      `json:"train"`
	Holdout    []Task      `json:"holdout"`
	Acceptance []Criterion `json:"acceptance,omitempty"`
	Split      Split       `json:"split"`
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
