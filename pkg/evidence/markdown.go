package evidence

import (
	"fmt"
	"sort"
	"strings"
)

// Markdown renders EVIDENCE.md: the gate first, then the outcome, the
// per-case table and any metrics. It never includes skill text beyond the
// names of the changed components.
func Markdown(b *Bundle) []byte {
	var w strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&w, format, a...) }
	pass := b.Pass
	if pass == "" {
		pass = "unknown"
	}
	p("# Evidence: %s (%s pass)\n\n", b.Skill, pass)
	if b.Note != "" {
		p("> %s\n\n", strings.Join(strings.Fields(b.Note), " "))
	}
	status, blocked, warnings := "BLOCKED", "none", "none"
	if b.Gate != nil {
		status = b.Gate.Status()
		if len(b.Gate.Blocked) > 0 {
			blocked = strings.Join(b.Gate.Blocked, "; ")
		} else if !b.Gate.Allows() {
			blocked = b.Gate.Reason()
		}
		if len(b.Gate.Warnings) > 0 {
			warnings = strings.Join(b.Gate.Warnings, "; ")
		}
	} else {
		blocked = "no gate verdict"
	}
	p("**Gate:** %s\n", status)
	if b.Champion.Revision.IsZero() {
		p("**Champion revision:** none (new skill)\n")
	} else {
		p("**Champion revision:** `%s`\n", b.Champion.Revision)
	}
	p("**Challenger revision:** `%s`\n", b.Challenger.Revision)
	if b.Source != "" {
		p("**Source:** %s\n", b.Source)
	}
	if b.Dataset != "" {
		p("**Dataset:** `%s`\n", b.Dataset)
	}
	if b.Split != nil {
		p("**Split:** `%s` (leakage: %t)\n", b.Split.Kind, b.Split.Leakage)
	}
	if b.Model != "" || b.Judge != "" {
		p("**Model / judge:** %s / %s\n", orNone(b.Model), orNone(b.Judge))
	}
	p("\n## Outcome\n\n")
	if b.Champion.Mean != nil && b.Challenger.Mean != nil {
		p("- Mean score: %.3f → %.3f\n", *b.Champion.Mean, *b.Challenger.Mean)
	}
	changed := "none"
	if len(b.Changed) > 0 {
		changed = strings.Join(b.Changed, ", ")
	}
	p("- Changed components: %s\n", changed)
	p("- Blocking reasons: %s\n", blocked)
	p("- Warnings: %s\n", warnings)
	if len(b.Cases) > 0 {
		p("\n## Cases\n\n| Case | Champion | Challenger | Delta | First structural divergence |\n|---:|---:|---:|---:|---|\n")
		for _, c := range b.Cases {
			div := "none"
			if c.Divergence != nil {
				div = fmt.Sprintf("event %d", *c.Divergence)
			}
			p("| %d | %.3f | %.3f | %+.3f | %s |\n", c.Index, c.ChampionScore, c.ChallengerScore, c.Delta, div)
		}
	}
	if len(b.Champion.Metrics)+len(b.Challenger.Metrics) > 0 {
		keys := map[string]bool{}
		for k := range b.Champion.Metrics {
			keys[k] = true
		}
		for k := range b.Challenger.Metrics {
			keys[k] = true
		}
		names := make([]string, 0, len(keys))
		for k := range keys {
			names = append(names, k)
		}
		sort.Strings(names)
		p("\n## Metrics\n\n| Metric | Champion | Challenger | Delta |\n|---|---:|---:|---:|\n")
		for _, k := range names {
			a, b := b.Champion.Metrics[k], b.Challenger.Metrics[k]
			p("| %s | %.3f | %.3f | %+.3f |\n", k, a, b, b-a)
		}
	}
	return []byte(w.String())
}

func orNone(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}
