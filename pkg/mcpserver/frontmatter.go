package mcpserver

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// frontmatterJSON returns the frontmatter of a SKILL.md as JSON values,
// as the skills extension lists it ("verbatim YAML as JSON"): every field,
// with YAML 1.2 core-schema scalars (so a date stays a string, as in the
// JavaScript and Python YAML libraries hosts compare it with).
func frontmatterJSON(raw []byte) (map[string]any, error) {
	fm, _, ok, errMsg := skill.Frontmatter(raw)
	switch {
	case errMsg != "":
		return nil, errors.New(errMsg)
	case !ok:
		return nil, fmt.Errorf("no frontmatter")
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(fm), &doc); err != nil {
		return nil, err
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		return map[string]any{}, nil
	}
	v, err := yamlValue(doc.Content[0], 0)
	if err != nil {
		return nil, err
	}
	m, ok := v.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("frontmatter is not a mapping")
	}
	return m, nil
}

// yamlValue converts a YAML node to the value encoding/json writes.
func yamlValue(n *yaml.Node, depth int) (any, error) {
	if depth > 64 {
		return nil, fmt.Errorf("frontmatter nests deeper than 64 levels")
	}
	switch n.Kind {
	case yaml.AliasNode:
		return yamlValue(n.Alias, depth+1)
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return yamlValue(n.Content[0], depth+1)
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := yamlValue(c, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case yaml.MappingNode:
		out := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, err := yamlValue(n.Content[i], depth+1)
			if err != nil {
				return nil, err
			}
			v, err := yamlValue(n.Content[i+1], depth+1)
			if err != nil {
				return nil, err
			}
			key, ok := k.(string)
			if !ok {
				key = fmt.Sprint(k) // a JavaScript object key is always a string
			}
			out[key] = v
		}
		return out, nil
	case yaml.ScalarNode:
		return yamlScalar(n), nil
	}
	return nil, fmt.Errorf("line %d: unsupported YAML node", n.Line)
}

// yamlScalar resolves a scalar by the YAML 1.2 core schema.
func yamlScalar(n *yaml.Node) any {
	if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return n.Value
	}
	switch n.ShortTag() {
	case "!!null":
		return nil
	case "!!bool":
		switch strings.ToLower(n.Value) {
		case "true":
			return true
		case "false":
			return false
		}
	case "!!int":
		v := strings.ReplaceAll(n.Value, "_", "")
		base, digits := 10, strings.TrimPrefix(v, "+")
		switch low := strings.ToLower(digits); {
		case strings.HasPrefix(low, "0x"):
			base, digits = 16, digits[2:]
		case strings.HasPrefix(low, "0o"):
			base, digits = 8, digits[2:]
		}
		if i, err := strconv.ParseInt(digits, base, 64); err == nil && math.Abs(float64(i)) < 1<<53 {
			return i
		}
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return f
		}
	case "!!float":
		switch strings.ToLower(n.Value) {
		case ".inf", "+.inf", ".nan", "-.inf":
			return n.Value // JSON has no infinities; keep the text
		}
		if f, err := strconv.ParseFloat(n.Value, 64); err == nil {
			return f
		}
	}
	return n.Value
}
