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
	status := "BLOCKED"
	var blocked, warnings []string
	if b.Gate != nil {
		status = b.Gate.Status()
		blocked = b.Gate.Blocked
		if len(blocked) == 0 && !b.Gate.Allows() {
			blocked = []string{b.Gate.Reason()}
		}
		warnings = b.Gate.Warnings
	} else {
		blocked = []string{"no gate verdict"}
	}
	// The verdict comes first: what a reviewer must read before anything.
	p("## Verdict: %s\n\n", status)
	if b.Incomplete != "" {
		p("**Incomplete run:** %s\n\n", b.Incomplete)
	}
	if len(blocked) > 0 {
		p("Blocked because:\n\n")
		for _, r := range blocked {
			p("- %s\n", r)
		}
		p("\n")
	}
	if len(warnings) > 0 {
		p("Warnings:\n\n")
		for _, r := range warnings {
			p("- %s\n", r)
		}
		p("\n")
	}
	if b.Note != "" {
		p("> %s\n\n", strings.Join(strings.Fields(b.Note), " "))
	}
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
	if b.Mode != "" {
		p("**Mode:** %s, %d repeat(s) per task\n", b.Mode, max(b.Repeat, 1))
	}
	switch {
	case b.Models != nil:
		p("**Models:** agent %s; judge %s; author %s\n", orNone(b.Models.Agent), orNone(strings.Join(b.Models.Judges, ", ")), orNone(b.Models.Author))
	case b.Model != "" || b.Judge != "":
		p("**Model / judge:** %s / %s\n", orNone(b.Model), orNone(b.Judge))
	}
	p("\n## Scores\n\n")
	if b.Champion.Mean != nil && b.Challenger.Mean != nil {
		p("| | Champion | Challenger | Delta |\n|---|---:|---:|---:|\n")
		p("| Mean held-out score | %.3f | %.3f | %+.3f |\n", *b.Champion.Mean, *b.Challenger.Mean, *b.Challenger.Mean-*b.Champion.Mean)
		if b.Champion.Tokens != nil && b.Challenger.Tokens != nil {
			a, c := sum(b.Champion.Tokens.Input), sum(b.Challenger.Tokens.Input)
			p("| Input tokens (all tasks) | %d | %d | %+d |\n", a, c, c-a)
			a, c = sum(b.Champion.Tokens.Output), sum(b.Challenger.Tokens.Output)
			p("| Output tokens (all tasks) | %d | %d | %+d |\n", a, c, c-a)
		}
		p("\n")
	}
	if b.Gate != nil && b.Gate.Stats != nil {
		st := b.Gate.Stats
		p("Paired over %d conclusive task(s): mean delta %+.3f, 95%% bootstrap interval [%+.3f, %+.3f]; %d win(s), %d loss(es), %d tie(s); sign-test p = %.3f.\n\n",
			st.N, st.Delta, st.CILow, st.CIHigh, st.Wins, st.Losses, st.Ties, st.SignP)
	}
	if b.Bench != nil {
		benchMarkdown(p, b.Bench)
	}
	changed := "none"
	if len(b.Changed) > 0 {
		changed = strings.Join(b.Changed, ", ")
	}
	p("Changed components: %s\n", changed)
	if len(b.Cases) > 0 {
		p("\n## Per-case deltas\n\n| Case | Champion | Challenger | Delta | First divergence |\n|---|---:|---:|---:|---|\n")
		for _, c := range b.Cases {
			div := "none"
			switch {
			case c.DivergenceNote != "":
				div = mdCell(c.DivergenceNote)
			case c.Divergence != nil:
				div = fmt.Sprintf("event %d", *c.Divergence)
			}
			name := fmt.Sprint(c.Index)
			if c.ID != "" {
				name = fmt.Sprintf("%d `%s`", c.Index, c.ID)
			}
			if c.Inconclusive != "" {
				p("| %s | - | - | inconclusive | %s |\n", name, mdCell(c.Inconclusive))
				continue
			}
			p("| %s | %s | %s | %+.3f | %s |\n", name, scores(c.ChampionScore, c.ChampionScores), scores(c.ChallengerScore, c.ChallengerScores), c.Delta, div)
		}
		var detail bool
		for _, c := range b.Cases {
			if len(c.ChampionReasons)+len(c.ChallengerReasons) > 0 || c.ChampionCheck != "" {
				detail = true
			}
		}
		if detail {
			p("\n### Judge reasons\n")
			for _, c := range b.Cases {
				p("\n**%d. %s**\n\n", c.Index, mdCell(clipMD(c.Task, 200)))
				if c.ChampionCheck != "" || c.ChallengerCheck != "" {
					p("- execution check: champion %s, challenger %s\n", orNone(c.ChampionCheck), orNone(c.ChallengerCheck))
				}
				for _, r := range c.ChampionReasons {
					p("- champion: %s\n", mdCell(r))
				}
				for _, r := range c.ChallengerReasons {
					p("- challenger: %s\n", mdCell(r))
				}
				if c.ChampionTokens != nil && c.ChallengerTokens != nil {
					p("- tokens in/out: champion %d/%d, challenger %d/%d; latency %.0f ms / %.0f ms\n",
						c.ChampionTokens.Input, c.ChampionTokens.Output, c.ChallengerTokens.Input, c.ChallengerTokens.Output, c.ChampionLatencyMS, c.ChallengerLatencyMS)
				}
			}
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
			a, c := b.Champion.Metrics[k], b.Challenger.Metrics[k]
			p("| %s | %.3f | %.3f | %+.3f |\n", k, a, c, c-a)
		}
	}
	if len(b.Diffs) > 0 {
		p("\n## Changes\n")
		for _, d := range b.Diffs {
			p("\n### %s\n\n```diff\n%s", d.Component, d.Diff)
			if !strings.HasSuffix(d.Diff, "\n") {
				p("\n")
			}
			p("```\n")
		}
	}
	if u := b.Usage; u != nil {
		p("\n## Cost\n\n")
		cost := fmt.Sprintf("$%.4f", u.CostUSD)
		if !u.CostKnown {
			cost = fmt.Sprintf("at least $%.4f (some models have no price; set INGOT_PRICES)", u.CostUSD)
		}
		p("- %d request(s), %d served from cache, %d champion result(s) reused\n", u.Requests, u.CacheHits, u.Reused)
		p("- %d input and %d output tokens\n", u.InputTokens, u.OutputTokens)
		p("- estimated cost: %s", cost)
		if u.CapUSD > 0 {
			p(" (cap INGOT_MAX_RUN_USD $%.4f)", u.CapUSD)
		}
		p("\n")
	}
	if b.Exchanges != "" {
		p("\nEvery LLM exchange of this run is recorded in `%s/`; `ingot-ab --replay <this folder>` re-runs it offline.\n", b.Exchanges)
	}
	return []byte(w.String())
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

func scores(mean float64, each []float64) string {
	if len(each) <= 1 {
		return fmt.Sprintf("%.3f", mean)
	}
	parts := make([]string, len(each))
	for i, x := range each {
		parts[i] = fmt.Sprintf("%.2f", x)
	}
	return fmt.Sprintf("%.3f (%s)", mean, strings.Join(parts, ", "))
}

// mdCell flattens text for one Markdown table cell or list line.
func mdCell(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, "|", "\\|")
}

func clipMD(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

func orNone(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}
