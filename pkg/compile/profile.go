package compile

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// CharsPerToken converts a token budget to characters (the estimate the
// rest of Ingot uses: characters / 4).
const CharsPerToken = 4

//go:embed profiles/*.yaml
var shipped embed.FS

// Profile is a compile target: the model and harness a skill is adapted to.
type Profile struct {
	Name    string `yaml:"name" json:"name"`
	Summary string `yaml:"summary" json:"summary"`
	Budget  struct {
		Chars  int `yaml:"chars" json:"chars,omitempty"`
		Tokens int `yaml:"tokens" json:"tokens,omitempty"`
	} `yaml:"budget" json:"budget"`
	Structure struct {
		// NumberedSteps turns the bullet lists of procedural sections
		// (Steps, Workflow, Usage, ...) into numbered lists.
		NumberedSteps bool `yaml:"numbered_steps" json:"numbered_steps"`
		// MaxParagraphSentences splits longer prose paragraphs (0: off).
		MaxParagraphSentences int `yaml:"max_paragraph_sentences" json:"max_paragraph_sentences"`
		// MaxSectionChars: a section longer than this has its bold label
		// lines ("**Key principles:**") made sub-headings (0: off).
		MaxSectionChars int `yaml:"max_section_chars" json:"max_section_chars"`
		// CollapseBlankLines folds runs of blank lines outside fences.
		CollapseBlankLines bool `yaml:"collapse_blank_lines" json:"collapse_blank_lines"`
	} `yaml:"structure" json:"structure"`
	Style struct {
		// Imperative drops hedges ("You should", "Please", "Make sure to").
		Imperative bool `yaml:"imperative" json:"imperative"`
		// HoistTriggers moves "When to use" guidance into the description.
		HoistTriggers bool `yaml:"hoist_triggers" json:"hoist_triggers"`
		// DescriptionMaxChars caps what hoisting may grow the description
		// to (default and maximum: the spec's 1024).
		DescriptionMaxChars int `yaml:"description_max_chars" json:"description_max_chars"`
	} `yaml:"style" json:"style"`

	// Source is where the profile was read from ("shipped:NAME" or a path).
	Source string `yaml:"-" json:"source"`
}

// BudgetChars is the body budget in characters.
func (p *Profile) BudgetChars() int {
	if p.Budget.Chars > 0 {
		return p.Budget.Chars
	}
	return p.Budget.Tokens * CharsPerToken
}

// ErrUnknownProfile is matched when a name is neither shipped nor a file.
var ErrUnknownProfile = errors.New("unknown target profile")

// Shipped lists the names of the profiles built into the binary, sorted.
func Shipped() []string {
	ents, _ := shipped.ReadDir("profiles")
	var out []string
	for _, e := range ents {
		if n, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// LoadProfile resolves --target: a shipped profile's name, or the path of a
// YAML file (anything with a path separator or a .yaml/.yml suffix).
func LoadProfile(target string) (*Profile, error) {
	target = strings.TrimSpace(target)
	if target == "" {
		return nil, fmt.Errorf("%w: empty name (shipped: %s)", ErrUnknownProfile, strings.Join(Shipped(), ", "))
	}
	if strings.ContainsRune(target, os.PathSeparator) || strings.Contains(target, "/") ||
		strings.HasSuffix(target, ".yaml") || strings.HasSuffix(target, ".yml") {
		data, err := os.ReadFile(target)
		if err != nil {
			return nil, fmt.Errorf("target profile: %w", err)
		}
		return ParseProfile(target, data)
	}
	data, err := shipped.ReadFile(path.Join("profiles", target+".yaml"))
	if err != nil {
		return nil, fmt.Errorf("%w %q (shipped: %s; or give the path of a YAML file)", ErrUnknownProfile, target, strings.Join(Shipped(), ", "))
	}
	p, err := ParseProfile("shipped:"+target, data)
	if err != nil {
		return nil, err
	}
	return p, nil
}

var yamlLine = regexp.MustCompile(`line (\d+): (.*)`)

// ParseProfile reads a profile strictly: unknown fields, wrong types and
// out-of-range values are errors naming file:line.
func ParseProfile(file string, data []byte) (*Profile, error) {
	p := &Profile{Source: file}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(p); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s:1: empty profile: name and budget are required", file)
		}
		var te *yaml.TypeError
		if errors.As(err, &te) && len(te.Errors) > 0 {
			return nil, fmt.Errorf("%s", located(file, te.Errors[0]))
		}
		return nil, fmt.Errorf("%s", located(file, strings.TrimPrefix(err.Error(), "yaml: ")))
	}
	var more yaml.Node
	if err := dec.Decode(&more); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s:%d: one profile per file (a second YAML document follows)", file, more.Line)
	}
	var root yaml.Node
	_ = yaml.Unmarshal(data, &root)
	line := func(keys ...string) int { return keyLine(&root, keys...) }
	bad := func(l int, format string, a ...any) error {
		if l == 0 {
			l = 1
		}
		return fmt.Errorf("%s:%d: %s", file, l, fmt.Sprintf(format, a...))
	}
	if !validProfileName(p.Name) {
		return nil, bad(line("name"), "name: %q is not a profile name (a-z, 0-9 and '-')", p.Name)
	}
	switch {
	case p.Budget.Chars == 0 && p.Budget.Tokens == 0:
		return nil, bad(line("budget"), "budget: set chars or tokens")
	case p.Budget.Chars != 0 && p.Budget.Tokens != 0:
		return nil, bad(line("budget", "tokens"), "budget: set chars or tokens, not both")
	case p.Budget.Chars < 0 || (p.Budget.Chars > 0 && p.Budget.Chars < 200):
		return nil, bad(line("budget", "chars"), "budget.chars: %d is below the minimum of 200", p.Budget.Chars)
	case p.Budget.Tokens < 0 || (p.Budget.Tokens > 0 && p.Budget.Tokens < 50):
		return nil, bad(line("budget", "tokens"), "budget.tokens: %d is below the minimum of 50", p.Budget.Tokens)
	}
	if n := p.Structure.MaxParagraphSentences; n < 0 {
		return nil, bad(line("structure", "max_paragraph_sentences"), "structure.max_paragraph_sentences: %d must be 0 (off) or more", n)
	}
	if n := p.Structure.MaxSectionChars; n < 0 {
		return nil, bad(line("structure", "max_section_chars"), "structure.max_section_chars: %d must be 0 (off) or more", n)
	}
	switch n := p.Style.DescriptionMaxChars; {
	case n == 0:
		p.Style.DescriptionMaxChars = maxDescription
	case n < 50 || n > maxDescription:
		return nil, bad(line("style", "description_max_chars"), "style.description_max_chars: %d is outside 50..%d", n, maxDescription)
	}
	return p, nil
}

const maxDescription = 1024

func located(file, msg string) string {
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		return fmt.Sprintf("%s:%d: %s", file, n, m[2])
	}
	return fmt.Sprintf("%s:1: %s", file, msg)
}

var profileNameRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

func validProfileName(s string) bool { return len(s) <= 64 && profileNameRE.MatchString(s) }

// keyLine returns the line of the key at keys in the document root (0
// when absent).
func keyLine(root *yaml.Node, keys ...string) int {
	if root == nil || len(root.Content) == 0 {
		return 0
	}
	n := root.Content[0]
	l := 0
	for _, k := range keys {
		if n.Kind != yaml.MappingNode {
			return l
		}
		found := false
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == k {
				l = n.Content[i].Line
				n = n.Content[i+1]
				found = true
				break
			}
		}
		if !found {
			return l
		}
	}
	return l
}
