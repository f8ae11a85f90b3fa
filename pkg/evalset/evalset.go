// Package evalset reads a skill's eval set, evals/<skill>.yaml: the train
// tasks a search may look at, the held-out tasks only the gate sees,
// routing cases, and acceptance criteria (inventory §11.1).
//
//	skill: pdf                 # informational
//	train:   [{task, rubric?, reference?, check?, deliverable?, id?}]
//	holdout: [{...same...}]
//	tasks:   [...]             # legacy flat list: train AND holdout, leakage
//	routing: [{task, expected, kind?, harness?, cwd?, available_tools?,
//	           available_mcps?, platform?, min_score?, parity?, id?}]
//	acceptance: [{id, forbid (regexp, case-insensitive), description?}]
//
// A task's check: is an execution check run in the sandbox before the
// judge grades the answer (pkg/execcheck):
//
//	check:
//	  language: python          # python, sh/bash, javascript/node
//	  file: solution.py         # the answer's code is written here
//	  files: {test_solution.py: "from solution import add\nassert add(2, 3) == 5\n"}
//	  setup: "true"             # optional; failing setup = broken fixture
//	  run: python3 test_solution.py   # exit 0 = pass
//	  timeout: 30s
//
// Parsing is strict: an unknown key, a value of the wrong type, an empty
// task, a task id used twice, a second YAML document or a bad regexp is
// an error naming the file and line. Routing cases
// are read by route.LoadCases (the same format as an ingot-route eval
// suite); here only their keys are checked. Mining never edits an eval
// set; this package only reads.
package evalset

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/ingot-dev/ingot/pkg/execcheck"
	ingothome "github.com/ingot-dev/ingot/pkg/home"
)

// Check is an execution check: the fixture and assertion run in the
// sandbox against the code of an answer (pkg/execcheck).
type Check = execcheck.Spec

// Task is one train or held-out task.
type Task struct {
	ID          string `yaml:"id,omitempty" json:"id,omitempty"`
	Task        string `yaml:"task" json:"task"`
	Rubric      string `yaml:"rubric,omitempty" json:"rubric,omitempty"`
	Reference   string `yaml:"reference,omitempty" json:"reference,omitempty"`
	Check       *Check `yaml:"check,omitempty" json:"check,omitempty"`
	Deliverable string `yaml:"deliverable,omitempty" json:"deliverable,omitempty"`
	Line        int    `yaml:"-" json:"line,omitempty"` // where the task starts in the file
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
	Routing    int         `json:"routing_cases"` // how many routing cases the file holds
	Split      Split       `json:"split"`
	// Flat is set when the file used the legacy tasks: list.
	Flat bool `json:"flat,omitempty"`
}

// Path returns evals/<skill>.yaml under home (nested ids keep their folders).
func Path(home, skillID string) string {
	return ingothome.New(home, nil).EvalSet(skillID)
}

// ErrNoEvalSet is returned by Load when the file does not exist.
var ErrNoEvalSet = errors.New("no eval set")

// Load reads the eval set of skillID under home.
func Load(home, skillID string) (*Set, error) {
	p := Path(home, skillID)
	b, err := os.ReadFile(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w for %q (%s): write one with train: and holdout: tasks (see the README, \"Eval sets\")", ErrNoEvalSet, skillID, p)
	}
	if err != nil {
		return nil, err
	}
	return Parse(p, b)
}

// Keys each part of the file may hold.
var (
	topKeys       = []string{"skill", "train", "holdout", "tasks", "routing", "acceptance"}
	taskKeys      = []string{"id", "task", "rubric", "reference", "check", "deliverable"}
	checkKeys     = []string{"language", "file", "files", "setup", "run", "timeout"}
	acceptKeys    = []string{"id", "forbid", "description"}
	routingKeys   = []string{"id", "task", "expected", "kind", "harness", "cwd", "available_tools", "available_mcps", "platform", "min_score", "parity"}
	yamlLineError = regexp.MustCompile(`line (\d+): `)
)

type parser struct {
	path string
	ids  map[string]int // task id -> line, across train, holdout and tasks
}

func (p parser) errf(line int, format string, a ...any) error {
	return fmt.Errorf("%s:%d: %s", p.path, line, fmt.Sprintf(format, a...))
}

// keys checks that mapping node n holds only allowed keys (and is a
// mapping at all); what names it in errors.
func (p parser) keys(n *yaml.Node, what string, allowed []string) error {
	if n.Kind != yaml.MappingNode {
		return p.errf(n.Line, "%s: want a mapping, got %s", what, kindName(n))
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		ok := false
		for _, a := range allowed {
			if k.Value == a {
				ok = true
				break
			}
		}
		if !ok {
			return p.errf(k.Line, "%s: unknown key %q (allowed: %s)", what, k.Value, strings.Join(allowed, ", "))
		}
	}
	return nil
}

func get(n *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		return fmt.Sprintf("%q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "nothing"
}

// decode decodes n into v, turning yaml's type errors into file:line.
func (p parser) decode(n *yaml.Node, what string, v any) error {
	if err := n.Decode(v); err != nil {
		msg := strings.TrimPrefix(err.Error(), "yaml: unmarshal errors:\n")
		msg = strings.TrimSpace(msg)
		line := n.Line
		if m := yamlLineError.FindStringSubmatch(msg); m != nil {
			fmt.Sscanf(m[1], "%d", &line)
			msg = yamlLineError.ReplaceAllString(msg, "")
		}
		return p.errf(line, "%s: %s", what, msg)
	}
	return nil
}

// Parse reads an eval set from data; path names it in errors.
func Parse(path string, data []byte) (*Set, error) {
	p := parser{path: path, ids: map[string]int{}}
	var root yaml.Node
	notYAML := func(err error) error {
		msg := strings.TrimPrefix(err.Error(), "yaml: ")
		line := 0
		if m := yamlLineError.FindStringSubmatch(msg); m != nil {
			fmt.Sscanf(m[1], "%d", &line)
			msg = yamlLineError.ReplaceAllString(msg, "")
		}
		return p.errf(line, "not valid YAML: %s", msg)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&root); err != nil && !errors.Is(err, io.EOF) {
		return nil, notYAML(err)
	}
	// yaml.Unmarshal would read the first document only: a second one
	// with content would be ignored without a word.
	for {
		var next yaml.Node
		err := dec.Decode(&next)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, notYAML(err)
		}
		if len(next.Content) > 0 && !(next.Content[0].Kind == yaml.ScalarNode && next.Content[0].Tag == "!!null") {
			return nil, p.errf(next.Line, "a second YAML document (after ---): an eval set is one document")
		}
	}
	if len(root.Content) == 0 {
		return nil, p.errf(1, "empty file: want train: and holdout: task lists")
	}
	doc := root.Content[0]
	if err := p.keys(doc, "eval set", topKeys); err != nil {
		return nil, err
	}
	s := &Set{Path: path}
	if n := get(doc, "skill"); n != nil {
		if err := p.decode(n, "skill", &s.Skill); err != nil {
			return nil, err
		}
	}
	var err error
	var flat []Task
	if s.Train, err = p.tasks(doc, "train"); err != nil {
		return nil, err
	}
	if s.Holdout, err = p.tasks(doc, "holdout"); err != nil {
		return nil, err
	}
	if flat, err = p.tasks(doc, "tasks"); err != nil {
		return nil, err
	}
	if len(flat) > 0 {
		if len(s.Train)+len(s.Holdout) > 0 {
			return nil, p.errf(get(doc, "tasks").Line, "tasks: the legacy flat list cannot be combined with train: or holdout:")
		}
		s.Flat = true
		s.Train = flat
	}
	if len(s.Holdout) > 0 {
		s.Split = Split{Kind: "holdout"}
	} else {
		s.Holdout = s.Train
		s.Split = Split{Kind: "none", Leakage: true}
	}
	if n := get(doc, "routing"); n != nil && n.Kind != 0 && !(n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		if n.Kind != yaml.SequenceNode {
			return nil, p.errf(n.Line, "routing: want a list of cases, got %s", kindName(n))
		}
		for i, c := range n.Content {
			if err := p.keys(c, fmt.Sprintf("routing[%d]", i+1), routingKeys); err != nil {
				return nil, err
			}
			if t := get(c, "task"); t == nil || strings.TrimSpace(t.Value) == "" {
				return nil, p.errf(c.Line, "routing[%d]: task is missing or empty", i+1)
			}
			if get(c, "expected") == nil {
				return nil, p.errf(c.Line, "routing[%d]: expected is missing (a skill id, or null for a task that must not route)", i+1)
			}
		}
		s.Routing = len(n.Content)
	}
	if n := get(doc, "acceptance"); n != nil && !(n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		if n.Kind != yaml.SequenceNode {
			return nil, p.errf(n.Line, "acceptance: want a list of rules, got %s", kindName(n))
		}
		seen := map[string]int{}
		for i, c := range n.Content {
			what := fmt.Sprintf("acceptance[%d]", i+1)
			if err := p.keys(c, what, acceptKeys); err != nil {
				return nil, err
			}
			var cr Criterion
			if err := p.decode(c, what, &cr); err != nil {
				return nil, err
			}
			if strings.TrimSpace(cr.Forbid) == "" {
				return nil, p.errf(c.Line, "%s: forbid is missing or empty (a regular expression a held-out answer must not match)", what)
			}
			re, err := CompileForbid(cr.Forbid)
			if err != nil {
				return nil, p.errf(get(c, "forbid").Line, "%s: forbid is not a valid regexp: %v", what, err)
			}
			cr.Re = re
			if cr.ID == "" {
				cr.ID = cr.Forbid
			}
			if l, dup := seen[cr.ID]; dup {
				return nil, p.errf(c.Line, "%s: id %q is already used on line %d", what, cr.ID, l)
			}
			seen[cr.ID] = c.Line
			s.Acceptance = append(s.Acceptance, cr)
		}
	}
	return s, nil
}

// tasks reads the task list under key (absent: none).
func (p parser) tasks(doc *yaml.Node, key string) ([]Task, error) {
	n := get(doc, key)
	if n == nil || (n.Kind == yaml.ScalarNode && n.Tag == "!!null") {
		return nil, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, p.errf(n.Line, "%s: want a list of tasks, got %s", key, kindName(n))
	}
	out := make([]Task, 0, len(n.Content))
	for i, item := range n.Content {
		what := fmt.Sprintf("%s[%d]", key, i+1)
		if err := p.keys(item, what, taskKeys); err != nil {
			return nil, err
		}
		var t Task
		c := get(item, "check")
		if c != nil {
			if err := p.keys(c, what+".check", checkKeys); err != nil {
				return nil, err
			}
		}
		if err := p.decode(item, what, &t); err != nil {
			return nil, err
		}
		if strings.TrimSpace(t.Task) == "" {
			return nil, p.errf(item.Line, "%s: task is missing or empty", what)
		}
		if t.Check != nil {
			if err := t.Check.Validate(); err != nil {
				return nil, p.errf(c.Line, "%s.check: %s", what, strings.ReplaceAll(err.Error(), "\n", "; "))
			}
		}
		t.Line = item.Line
		if t.ID == "" {
			t.ID = fmt.Sprintf("%s-%d", key, i+1)
		}
		// Ids key agent-mode routes and replayed cases: one per task.
		if l, dup := p.ids[t.ID]; dup {
			return nil, p.errf(item.Line, "%s: id %q is already used on line %d", what, t.ID, l)
		}
		p.ids[t.ID] = item.Line
		out = append(out, t)
	}
	return out, nil
}

// CompileForbid compiles an acceptance rule's forbid pattern: a regular
// expression matched case-insensitively.
func CompileForbid(pattern string) (*regexp.Regexp, error) { return regexp.Compile("(?i)" + pattern) }

// Similar scores how alike each held-out task is to each train task:
// out[i][j] in [0, 1] for holdout[i] and train[j]. pkg/ab passes the
// router's lexical task similarity (mine.Lexical).
type Similar func(ctx context.Context, holdout, train []string) ([][]float64, error)

// DefaultLeakageScore is the similarity at which a train and a holdout
// task count as the same task: mining's near-duplicate threshold.
const DefaultLeakageScore = 0.9

// Leakage lists why the held-out tasks do not measure generalisation: a
// flat tasks: list, no holdout split, or holdout tasks that (nearly)
// repeat a train task, naming each pair with its similarity. It is empty
// for a clean split. sim may be nil to check the split only.
func (s *Set) Leakage(ctx context.Context, sim Similar, threshold float64) ([]string, error) {
	var out []string
	switch {
	case s.Flat:
		out = append(out, fmt.Sprintf("%s uses the flat tasks: list, so every task is both train and holdout: split it into train: and holdout:", s.Path))
		return out, nil
	case s.Split.Kind != "holdout":
		out = append(out, fmt.Sprintf("%s has no holdout: tasks, so the gate would score the tasks a search trained on", s.Path))
		return out, nil
	}
	if sim == nil || len(s.Train) == 0 {
		return out, nil
	}
	if threshold <= 0 {
		threshold = DefaultLeakageScore
	}
	h := make([]string, len(s.Holdout))
	for i, t := range s.Holdout {
		h[i] = t.Task
	}
	tr := make([]string, len(s.Train))
	for i, t := range s.Train {
		tr[i] = t.Task
	}
	m, err := sim(ctx, h, tr)
	if err != nil {
		return nil, fmt.Errorf("leakage check: %w", err)
	}
	type pair struct {
		i, j  int
		score float64
	}
	var pairs []pair
	for i := range m {
		for j, v := range m[i] {
			same := strings.EqualFold(strings.Join(strings.Fields(h[i]), " "), strings.Join(strings.Fields(tr[j]), " "))
			if v >= threshold-1e-9 || same {
				if same {
					v = 1
				}
				pairs = append(pairs, pair{i, j, v})
			}
		}
	}
	sort.SliceStable(pairs, func(a, b int) bool { return pairs[a].i < pairs[b].i })
	for _, pr := range pairs {
		out = append(out, fmt.Sprintf("holdout %d (line %d) ~ train %d (line %d) (similarity %.2f): %q",
			pr.i+1, s.Holdout[pr.i].Line, pr.j+1, s.Train[pr.j].Line, pr.score, clip(h[pr.i], 60)))
	}
	return out, nil
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}
