package skill

import (
	"fmt"
	"strconv"

	"gopkg.in/yaml.v3"
)

// RouterKey is the metadata key of Ingot's router extension.
const RouterKey = "skill-router"

// RouterMeta is metadata.skill-router: when a skill may be routed.
// Field names and defaults follow the reference (inventory §1.4).
type RouterMeta struct {
	Harnesses     []string `json:"harnesses"`      // default [claude, codex]
	Platforms     []string `json:"platforms"`      // default [macos, linux, windows]
	Scopes        []string `json:"scopes"`         // default [global]; "project" needs path_patterns
	PathPatterns  []string `json:"path_patterns"`  // globs relative to cwd, ** recursive
	RequiredTools []string `json:"required_tools"` // all must be available
	RequiredMCPs  []string `json:"required_mcps"`  // all must be available
	Trust         string   `json:"trust"`          // default "unknown"; "blocked" excludes
	Activation    string   `json:"activation"`     // default "automatic"; anything else excludes
	Priority      int      `json:"priority"`       // default 50; higher wins ties
	Conflicts     []string `json:"conflicts"`      // skills never served together with this one
}

// DefaultRouterMeta returns the defaults of every field.
func DefaultRouterMeta() RouterMeta {
	return RouterMeta{
		Harnesses:  []string{"claude", "codex"},
		Platforms:  []string{"macos", "linux", "windows"},
		Scopes:     []string{"global"},
		Trust:      "unknown",
		Activation: "automatic",
		Priority:   50,
	}
}

// parseRouter reads the skill-router map. A wrong type is a warning and the
// field keeps its default; it never fails the skill.
func parseRouter(file string, n *yaml.Node, ds Diagnostics) (RouterMeta, Diagnostics) {
	rm := DefaultRouterMeta()
	warn := func(k *yaml.Node, field, format string, a ...any) {
		ds = append(ds, Diagnostic{Severity: SevWarning, File: file, Line: k.Line + 1,
			Field: "metadata." + RouterKey + "." + field, Message: fmt.Sprintf(format, a...)})
	}
	if n.Kind != yaml.MappingNode {
		ds = append(ds, Diagnostic{Severity: SevWarning, File: file, Line: n.Line + 1,
			Field: "metadata." + RouterKey, Message: "should be a map; defaults apply"})
		return rm, ds
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		list := func(dst *[]string) {
			if v.Kind == yaml.SequenceNode {
				out := make([]string, 0, len(v.Content))
				for _, it := range v.Content {
					if it.Kind != yaml.ScalarNode {
						warn(k, k.Value, "must be a list of strings; default kept")
						return
					}
					out = append(out, it.Value)
				}
				*dst = out
				return
			}
			warn(k, k.Value, "must be a list of strings; default kept")
		}
		switch k.Value {
		case "harnesses":
			list(&rm.Harnesses)
		case "platforms":
			list(&rm.Platforms)
		case "scopes":
			list(&rm.Scopes)
		case "path_patterns":
			list(&rm.PathPatterns)
		case "required_tools":
			list(&rm.RequiredTools)
		case "required_mcps":
			list(&rm.RequiredMCPs)
		case "conflicts":
			list(&rm.Conflicts)
		case "trust":
			if v.Kind == yaml.ScalarNode {
				rm.Trust = v.Value
			} else {
				warn(k, "trust", "must be a string; default kept")
			}
		case "activation":
			if v.Kind == yaml.ScalarNode {
				rm.Activation = v.Value
			} else {
				warn(k, "activation", "must be a string; default kept")
			}
		case "priority":
			p, err := strconv.Atoi(v.Value)
			if v.Kind != yaml.ScalarNode || err != nil {
				warn(k, "priority", "must be an integer; default 50 kept")
				continue
			}
			rm.Priority = p
		default:
			warn(k, k.Value, "unknown key; ignored")
		}
	}
	return rm, ds
}
