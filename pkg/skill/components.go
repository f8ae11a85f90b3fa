package skill

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/ingot-dev/ingot/pkg/atomicfile"
	"github.com/ingot-dev/ingot/pkg/revision"
)

// Components are the parts of a skill a candidate may change: the
// description, the body, and bundled text files (relative path → content).
// Description and Body always carry full values; Files only the files that
// change (a nil map changes none).
type Components struct {
	Description string            `json:"description"`
	Body        string            `json:"body"`
	Files       map[string]string `json:"files,omitempty"`
}

// ReadComponents returns the description and body of the skill in dir, and
// the content of the named bundled files (missing files read as "").
func ReadComponents(dir string, files ...string) (Components, error) {
	data, err := os.ReadFile(filepath.Join(dir, FileName))
	if err != nil {
		return Components{}, err
	}
	doc, ds := Parse(filepath.Join(dir, FileName), filepath.Base(dir), data)
	if ds.HasErrors() {
		return Components{}, firstError(ds)
	}
	c := Components{Description: doc.Description, Body: doc.Body}
	for _, f := range files {
		if err := revision.CheckRelPath(f); err != nil {
			return c, err
		}
		b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f)))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return c, err
		}
		if c.Files == nil {
			c.Files = map[string]string{}
		}
		c.Files[f] = string(b)
	}
	return c, nil
}

func firstError(ds Diagnostics) error {
	for _, d := range ds {
		if d.Severity == SevError {
			return errors.New(d.String())
		}
	}
	return nil
}

// Render returns the SKILL.md text for a skill named name with components
// c applied to the existing SKILL.md orig (nil for a new skill).
//
// Everything the change does not touch is kept byte for byte: other
// frontmatter fields, their comments and order, and the body when it is
// unchanged. A changed description is re-encoded by yaml.v3.
func Render(name string, orig []byte, c Components) ([]byte, error) {
	if strings.TrimSpace(c.Description) == "" {
		return nil, errors.New("description: must not be empty")
	}
	body := strings.Trim(c.Body, "\n")
	if orig == nil {
		var fm bytes.Buffer
		enc := yaml.NewEncoder(&fm)
		enc.SetIndent(2)
		node := &yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{
			{Kind: yaml.ScalarNode, Value: "name"}, {Kind: yaml.ScalarNode, Value: name},
			{Kind: yaml.ScalarNode, Value: "description"}, {Kind: yaml.ScalarNode, Value: c.Description},
		}}
		if err := enc.Encode(node); err != nil {
			return nil, err
		}
		return []byte("---\n" + fm.String() + "---\n\n" + body + "\n"), nil
	}
	doc, ds := Parse(FileName, name, orig)
	if ds.HasErrors() || doc.fmNode == nil {
		return nil, fmt.Errorf("cannot rewrite SKILL.md: %w", firstError(ds))
	}
	fm := doc.fmText
	if c.Description != doc.Description {
		m := doc.fmNode
		set := false
		for i := 0; i+1 < len(m.Content); i += 2 {
			if m.Content[i].Value == "description" {
				v := m.Content[i+1]
				v.Value, v.Style, v.Tag = c.Description, 0, "!!str"
				set = true
			}
		}
		if !set {
			m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "description"},
				&yaml.Node{Kind: yaml.ScalarNode, Value: c.Description})
		}
		var b bytes.Buffer
		enc := yaml.NewEncoder(&b)
		enc.SetIndent(2)
		if err := enc.Encode(m); err != nil {
			return nil, fmt.Errorf("encode frontmatter: %w", err)
		}
		fm = b.String()
	}
	tail := string(doc.tail)
	if strings.TrimSpace(c.Body) != doc.Body {
		tail = "\n" + body + "\n"
	}
	return []byte("---\n" + fm + "---\n" + tail), nil
}

// Overrides turns components into the file changes they make to the skill
// folder dir ("" for a new skill named name).
func Overrides(dir, name string, c Components) (map[string]revision.Override, error) {
	var orig []byte
	if dir != "" {
		b, err := os.ReadFile(filepath.Join(dir, FileName))
		if err != nil {
			return nil, err
		}
		orig = b
	}
	md, err := Render(name, orig, c)
	if err != nil {
		return nil, err
	}
	out := map[string]revision.Override{FileName: {Content: md}}
	for p, content := range c.Files {
		if err := revision.CheckRelPath(p); err != nil {
			return nil, err
		}
		if p == FileName {
			return nil, fmt.Errorf("files: %q is written through description and body, not as a file", p)
		}
		out[p] = revision.Override{Content: []byte(content)}
	}
	return out, nil
}

// Prospective returns the manifest the skill folder dir would have after
// applying c, without writing anything. dir "" means a new skill named
// name.
func Prospective(dir, name string, c Components, lim revision.Limits) (revision.Manifest, error) {
	ov, err := Overrides(dir, name, c)
	if err != nil {
		return nil, err
	}
	if dir == "" {
		files := make(map[string][]byte, len(ov))
		for p, o := range ov {
			files[p] = o.Content
		}
		return revision.FromFiles(files, lim)
	}
	return revision.Prospective(dir, ov, lim)
}

// Apply writes components into dir (a staging copy, never a live skill),
// each file atomically, creating parent folders. It returns the files it
// wrote, sorted.
func Apply(dir, name string, c Components) ([]string, error) {
	existing := ""
	if _, err := os.Stat(filepath.Join(dir, FileName)); err == nil {
		existing = dir
	}
	ov, err := Overrides(existing, name, c)
	if err != nil {
		return nil, err
	}
	var wrote []string
	for p, o := range ov {
		full := filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			return nil, err
		}
		if err := atomicfile.WriteFile(full, o.Content, 0o644); err != nil {
			return nil, err
		}
		wrote = append(wrote, p)
	}
	sort.Strings(wrote)
	return wrote, nil
}
