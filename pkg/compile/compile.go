package compile

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// Step statuses.
const (
	StatusApplied    = "applied"
	StatusUnchanged  = "unchanged"
	StatusRolledBack = "rolled-back" // the step broke a protected span or the frontmatter
	StatusFailed     = "failed"      // the step could not run (a rejected hybrid plan, a failed call)
)

// StepResult is what one step did.
type StepResult struct {
	Name   string `json:"name"`
	Status string `json:"status"`
	Note   string `json:"note,omitempty"`
	Reason string `json:"reason,omitempty"` // why it was rolled back or failed
	Chars  int    `json:"body_chars"`       // body characters after the step
}

// Options configure Compile.
type Options struct {
	Profile *Profile
	// Hybrid, when set, asks the author model for a plan (HybridStep).
	Hybrid Planner
	// Steps replaces the profile's steps (tests use it to inject a step).
	Steps []Step
}

// Result is a compiled skill.
type Result struct {
	Profile     string         `json:"profile"`
	Source      Doc            `json:"-"`
	Output      Doc            `json:"-"`
	Spans       map[string]int `json:"spans"` // protected spans per kind
	Steps       []StepResult   `json:"steps"`
	SourceChars int            `json:"source_body_chars"`
	BodyChars   int            `json:"body_chars"`
	Budget      int            `json:"budget_chars"`
	// Changed is false when no step changed anything.
	Changed bool `json:"changed"`
}

// RolledBack returns the steps that were rolled back.
func (r *Result) RolledBack() []StepResult {
	var out []StepResult
	for _, s := range r.Steps {
		if s.Status == StatusRolledBack {
			out = append(out, s)
		}
	}
	return out
}

// Compile rewrites the SKILL.md skillMD of the skill named name for
// o.Profile. Each step's output is verified against the source's protected
// spans and frontmatter; a step that breaks one is rolled back and the
// next step runs on the text before it.
func Compile(ctx context.Context, name string, skillMD []byte, o Options) (*Result, error) {
	if o.Profile == nil {
		return nil, errors.New("compile: no target profile")
	}
	doc, ds := skill.Parse(skill.FileName, name, skillMD)
	if ds.HasErrors() {
		for _, d := range ds {
			if d.Severity == skill.SevError {
				return nil, fmt.Errorf("compile %s: %s", name, d.String())
			}
		}
	}
	src := Doc{Description: doc.Description, Body: doc.Body}
	spans := Spans(src.Body)
	fmKeys, err := frontmatterKeys(skillMD)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", name, err)
	}
	res := &Result{Profile: o.Profile.Name, Source: src, Spans: map[string]int{}, SourceChars: runeLen(src.Body), Budget: o.Profile.BudgetChars()}
	for _, s := range spans {
		res.Spans[s.Kind]++
	}
	steps := o.Steps
	if steps == nil {
		var hy *Step
		if o.Hybrid != nil {
			h := HybridStep(o.Profile, o.Hybrid)
			hy = &h
		}
		steps = Steps(o.Profile, hy)
	}
	cur := src
	for _, st := range steps {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		sr := StepResult{Name: st.Name}
		next, note, err := st.Apply(ctx, cur)
		switch {
		case err != nil:
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			sr.Status, sr.Reason = StatusFailed, err.Error()
		case next == cur:
			sr.Status = StatusUnchanged
		default:
			next.Body = strings.Trim(next.Body, "\n")
			if reason := verify(name, skillMD, fmKeys, spans, src, next); reason != "" {
				sr.Status, sr.Reason, sr.Note = StatusRolledBack, reason, note
			} else {
				sr.Status, sr.Note = StatusApplied, note
				cur = next
			}
		}
		sr.Chars = runeLen(cur.Body)
		res.Steps = append(res.Steps, sr)
	}
	res.Output = cur
	res.BodyChars = runeLen(cur.Body)
	res.Changed = strings.TrimSpace(cur.Body) != strings.TrimSpace(src.Body) || cur.Description != src.Description
	return res, nil
}

// verify says why next may not replace the source ("" when it may).
func verify(name string, skillMD []byte, fmKeys map[string]string, spans []Span, src, next Doc) string {
	if strings.TrimSpace(next.Body) == "" {
		return "the body would be empty"
	}
	if broken := CheckSpans(spans, next.Body); len(broken) > 0 {
		var parts []string
		for i, b := range broken {
			if i == 3 {
				parts = append(parts, fmt.Sprintf("and %d more", len(broken)-3))
				break
			}
			parts = append(parts, b.String())
		}
		return "broke protected text: " + strings.Join(parts, "; ")
	}
	if next.Description == src.Description {
		return ""
	}
	if strings.TrimSpace(next.Description) == "" {
		return "the description would be empty"
	}
	if n := utf8.RuneCountInString(next.Description); n > maxDescription {
		return fmt.Sprintf("the description would have %d characters, past the spec's %d", n, maxDescription)
	}
	md, err := skill.Render(name, skillMD, skill.Components{Description: next.Description, Body: next.Body})
	if err != nil {
		return "the SKILL.md would not render: " + err.Error()
	}
	got, err := frontmatterKeys(md)
	if err != nil {
		return "the rewritten frontmatter does not parse: " + err.Error()
	}
	for k, v := range fmKeys {
		if got[k] != v {
			return fmt.Sprintf("rewriting the description would alter frontmatter key %q (%q → %q)", k, v, got[k])
		}
	}
	for k := range got {
		if _, ok := fmKeys[k]; !ok {
			return fmt.Sprintf("rewriting the description would add frontmatter key %q", k)
		}
	}
	return ""
}

// frontmatterKeys maps each top-level frontmatter key other than the
// description to its raw text (its lines as written, comments included).
func frontmatterKeys(md []byte) (map[string]string, error) {
	fm, _, ok, msg := skill.Frontmatter(md)
	if !ok {
		if msg == "" {
			msg = "no frontmatter"
		}
		return nil, errors.New(msg)
	}
	var root yaml.Node
	if err := yaml.Unmarshal([]byte(fm), &root); err != nil {
		return nil, err
	}
	if len(root.Content) == 0 || root.Content[0].Kind != yaml.MappingNode {
		return nil, errors.New("frontmatter is not a mapping")
	}
	m := root.Content[0]
	lines := bytes.Split([]byte(fm), []byte("\n"))
	out := map[string]string{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := m.Content[i]
		start := k.Line - 1
		if k.HeadComment != "" {
			start -= strings.Count(k.HeadComment, "\n") + 1
		}
		end := len(lines)
		if i+2 < len(m.Content) {
			n := m.Content[i+2]
			end = n.Line - 1
			if n.HeadComment != "" {
				end -= strings.Count(n.HeadComment, "\n") + 1
			}
		}
		if start < 0 {
			start = 0
		}
		if end < start {
			end = start
		}
		if k.Value == "description" {
			continue
		}
		out[k.Value] = strings.TrimRight(string(bytes.Join(lines[start:end], []byte("\n"))), "\n ")
	}
	return out, nil
}
