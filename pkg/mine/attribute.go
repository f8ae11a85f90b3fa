package mine

import (
	"context"
	"strings"

	"github.com/ingot-dev/ingot/pkg/trace"
)

// Subject is the skill being mined: its id (folder path relative to its
// root) and its frontmatter name.
type Subject struct {
	ID   string
	Name string
}

// Ranker is the router as mining sees it.
type Ranker interface {
	// Rank returns the ids of the skills the router ranks best for task,
	// best first, at most k, leaving out skills with no evidence at all
	// (a zero score), so a small library does not rank every skill for
	// every task.
	Rank(ctx context.Context, task string, k int) ([]string, error)
}

// Served reports whether a trace says the skill served it: the trace's
// skill, or its route's match or related match, is the skill's id or name;
// or one of its tags is the id or name itself, "skill:<name>",
// "skill:<plugin>:<name>", or "revision=<name>@<revision>". Names and ids
// compare case-insensitively.
func Served(rec trace.Record, s Subject) bool {
	is := func(v string) bool {
		v = strings.TrimSpace(v)
		return v != "" && (strings.EqualFold(v, s.ID) || (s.Name != "" && strings.EqualFold(v, s.Name)))
	}
	if is(rec.Skill) {
		return true
	}
	if rec.Route != nil && (is(rec.Route.Match) || is(rec.Route.RelatedMatch)) {
		return true
	}
	for _, t := range rec.Tags {
		switch {
		case is(t):
			return true
		case strings.HasPrefix(t, "skill:"):
			v := t[len("skill:"):]
			if is(v) {
				return true
			}
			if i := strings.LastIndex(v, ":"); i >= 0 && is(v[i+1:]) {
				return true
			}
		case strings.HasPrefix(t, "revision="):
			v := t[len("revision="):]
			if i := strings.LastIndex(v, "@"); i >= 0 && is(v[:i]) {
				return true
			}
		}
	}
	return false
}

// ServedRevision is the revision of skill s that served rec: rec.Revision
// when rec.Skill is s, else the revision of a "revision=<s>@<rev>" tag; ""
// when the trace does not say.
func ServedRevision(rec trace.Record, s Subject) string {
	is := func(v string) bool {
		v = strings.TrimSpace(v)
		return v != "" && (strings.EqualFold(v, s.ID) || (s.Name != "" && strings.EqualFold(v, s.Name)))
	}
	if is(rec.Skill) && rec.Revision != "" {
		return rec.Revision
	}
	for _, t := range rec.Tags {
		if v, ok := strings.CutPrefix(t, "revision="); ok {
			if i := strings.LastIndex(v, "@"); i >= 0 && is(v[:i]) {
				return v[i+1:]
			}
		}
	}
	return ""
}

// NamesSkill reports whether a trace names the skill that served it: a
// skill, a route match or related match, or a "skill:" or "revision=" tag.
// Such a trace is attributed by what it names, never by router rank.
func NamesSkill(rec trace.Record) bool {
	if strings.TrimSpace(rec.Skill) != "" {
		return true
	}
	if rec.Route != nil && (strings.TrimSpace(rec.Route.Match) != "" || strings.TrimSpace(rec.Route.RelatedMatch) != "") {
		return true
	}
	for _, t := range rec.Tags {
		if strings.HasPrefix(t, "skill:") || strings.HasPrefix(t, "revision=") {
			return true
		}
	}
	return false
}

// Attribution says why a trace counts for the skill.
type Attribution int

const (
	// NotAttributed: the trace is about something else.
	NotAttributed Attribution = iota
	// ByServed: the trace says the skill served it (see Served).
	ByServed
	// ByRank: the router ranks the skill in its top k for the task.
	ByRank
)

// attributor decides attribution, asking the router once per distinct
// normalised task.
type attributor struct {
	s     Subject
	r     Ranker
	k     int
	ranks map[string]bool
}

func (a *attributor) attribute(ctx context.Context, rec trace.Record, norm string) (Attribution, error) {
	if Served(rec, a.s) {
		return ByServed, nil
	}
	if NamesSkill(rec) {
		// Another skill served it: the router's opinion of the task does
		// not move the trace to this one.
		return NotAttributed, nil
	}
	if a.r == nil || a.k <= 0 {
		return NotAttributed, nil
	}
	in, seen := a.ranks[norm]
	if !seen {
		ids, err := a.r.Rank(ctx, rec.Task, a.k)
		if err != nil {
			return NotAttributed, err
		}
		for _, id := range ids {
			if strings.EqualFold(id, a.s.ID) {
				in = true
				break
			}
		}
		a.ranks[norm] = in
	}
	if in {
		return ByRank, nil
	}
	return NotAttributed, nil
}
