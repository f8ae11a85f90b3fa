package route

import (
	"fmt"
	"strings"

	"github.com/ingot-dev/ingot/pkg/skill"
)

// FilterOutcome is what the filter (Compatible) made of one skill for a
// request: Excluded is "" when the skill may serve, else the first field
// that failed.
type FilterOutcome struct {
	Skill    string    `json:"skill"`
	Excluded Exclusion `json:"excluded,omitempty"`
}

// Filter runs the filter over skills for req, in their order. It is what
// the router does before ranking, made visible (ingot-route explain, and
// the reason of a decision with no compatible skill).
func Filter(skills []*skill.Skill, req Request) []FilterOutcome {
	out := make([]FilterOutcome, len(skills))
	for i, s := range skills {
		out[i] = FilterOutcome{Skill: s.ID, Excluded: Compatible(s, req)}
	}
	return out
}

// ExclusionSummary names the excluded skills and their filter, at most max
// of them ("pdf (harness), deploy (platform) and 3 more"); "" when none
// is excluded.
func ExclusionSummary(outs []FilterOutcome, max int) string {
	var parts []string
	n := 0
	for _, o := range outs {
		if o.Excluded == "" {
			continue
		}
		n++
		if len(parts) < max {
			parts = append(parts, fmt.Sprintf("%s (%s)", o.Skill, o.Excluded))
		}
	}
	if n == 0 {
		return ""
	}
	s := strings.Join(parts, ", ")
	if n > len(parts) {
		s += fmt.Sprintf(" and %d more", n-len(parts))
	}
	return s
}

// AllExcluded reports whether the filter left no skill (and there were
// skills to filter).
func AllExcluded(outs []FilterOutcome) bool {
	for _, o := range outs {
		if o.Excluded == "" {
			return false
		}
	}
	return len(outs) > 0
}

// NameExclusions rewrites the reason of a novel decision for which the
// filter left no skill, naming which filter excluded which skill ("no
// compatible skill candidates: pdf (harness), deploy (platform) excluded by
// their metadata.skill-router"). Every caller that shows decisions to people
// (ingot-route, route_and_load) calls it after Route.
func NameExclusions(d *Decision, skills []*skill.Skill, req Request) {
	if !d.Novel {
		return
	}
	outs := Filter(skills, req)
	if AllExcluded(outs) {
		d.Reason = "no compatible skill candidates: " + ExclusionSummary(outs, 5) + " excluded by their metadata.skill-router (see ingot-route explain)"
	}
}
