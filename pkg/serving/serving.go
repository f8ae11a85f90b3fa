// Package serving is the serving contract: the one place that decides what
// a model receives for a skill. ingot-mcp's get_skill text, the reference
// agent's system context and every A/B rollout are built here, so an A/B
// comparison measures exactly what agents are served. Change the text and
// bump ContractVersion: cached champion results are keyed by it.
package serving

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// ContractVersion names the current contract; it is part of every cache key
// of a measurement made under it.
const ContractVersion = "ingot-serving/1"

// File is a bundled file as the model is told of it: its path and size,
// never its content (the model reads it under Root when it needs it).
type File struct {
	Path string `json:"path"`
	Size int64  `json:"size"`
}

// Served is a skill as it is served: one revision, one harness's body.
type Served struct {
	Ref         string `json:"ref"` // id@<12 hex>
	Description string `json:"description"`
	Body        string `json:"body"`
	Root        string `json:"root"` // the skill folder
	Files       []File `json:"files"`
	Note        string `json:"note,omitempty"`
}

// FromSkill returns what sk serves to harness (its variant body when it
// ships one).
func FromSkill(sk *skill.Skill, harness string) Served {
	s := Served{Ref: sk.Ref(), Description: sk.Description, Body: sk.BodyFor(harness), Root: sk.Dir, Files: []File{}}
	for _, f := range sk.Files() {
		s.Files = append(s.Files, File{Path: f.Path, Size: f.Size})
	}
	return s
}

// Header is the first line of a served skill.
func (s Served) Header() string { return "# Skill: " + s.Ref }

// Text is the skill as a model reads it: the header line, the description,
// a note when there is one, the body and the list of bundled files. It is
// get_skill's text content and the skill part of SystemPrompt.
func Text(s Served) string {
	var b strings.Builder
	b.WriteString(s.Header() + "\n")
	b.WriteString(s.Description + "\n\n")
	if s.Note != "" {
		b.WriteString("Note: " + s.Note + "\n\n")
	}
	b.WriteString(s.Body)
	b.WriteString("\n")
	if len(s.Files) > 0 {
		b.WriteString("\nBundled files (under " + s.Root + "):\n")
		for _, f := range s.Files {
			fmt.Fprintf(&b, "- %s (%d bytes)\n", f.Path, f.Size)
		}
	}
	return b.String()
}

// Preamble opens an agent's system context when a skill is served.
const Preamble = "You are a capable agent. A skill from the user's library was selected for this task: " +
	"follow its instructions where they apply, and answer the task completely.\n\n"

// RelatedPreamble opens the context when only a related skill was found.
const RelatedPreamble = "You are a capable agent. No skill in the user's library fits this task exactly; " +
	"the related skill below may help. Use what applies, say what does not, and answer the task completely.\n\n"

// NoSkillPrompt is the system context when no skill is served.
const NoSkillPrompt = "You are a capable agent. Answer the task completely."

// SystemPrompt is the system context an agent model gets for a task
// served s: the preamble, then Text(s) verbatim.
func SystemPrompt(s Served) string { return Preamble + Text(s) }

// RelatedPrompt is the system context for a related (not matching) skill.
func RelatedPrompt(s Served) string { return RelatedPreamble + Text(s) }

// EnvMaxBody is the setting that caps a served body (bytes).
const EnvMaxBody = "INGOT_SERVE_MAX_BODY"

// DefaultMaxBody is the body cap when none is set: 64 KiB, above every
// skill of the reference corpus (the largest is 44 KiB) and the Agent
// Skills guidance of about 500 lines, so only an outsized body is cut.
const DefaultMaxBody = 64 << 10

// Capped returns s with its body cut to at most max bytes (DefaultMaxBody
// when max <= 0), at a line boundary when there is one in the second half
// and never inside a UTF-8 sequence, and a note saying it was cut, how
// much was served and where the whole file is. A body within the cap is
// returned unchanged.
func (s Served) Capped(max int) Served {
	if max <= 0 {
		max = DefaultMaxBody
	}
	if len(s.Body) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s.Body[cut]) {
		cut--
	}
	if nl := strings.LastIndexByte(s.Body[:cut], '\n'); nl >= cut/2 {
		cut = nl + 1
	}
	full := len(s.Body)
	s.Body = s.Body[:cut]
	note := fmt.Sprintf("the body was cut to its first %d of %d bytes (%s=%d); read the rest from %s", cut, full, EnvMaxBody, max, filepath.Join(s.Root, "SKILL.md"))
	if s.Note != "" {
		note = s.Note + "; " + note
	}
	s.Note = note
	return s
}
