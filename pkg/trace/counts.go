package trace

import "context"

// Sources the MCP server writes in Record.Source.
const (
	SourceRouteAndLoad = "mcp:route_and_load"
	SourceSuggest      = "mcp:suggest_skills"
	SourceGetSkill     = "mcp:get_skill"
	SourceCreateSkill  = "mcp:create_skill"
)

// Usage is how often a skill was put in front of an agent and how often its
// body was actually served.
type Usage struct {
	// Offered: the skill was returned by route_and_load (as match,
	// related_match or alternative) or by suggest_skills.
	Offered int `json:"offered"`
	// Loaded: its body was served: route_and_load returned it with a body,
	// or get_skill returned it.
	Loaded int `json:"loaded"`
	// Invoked: a record imported from a harness (Claude Code, Codex, OTel,
	// JSONL) says the agent used the skill on its own.
	Invoked int `json:"invoked"`
}

// RecordReader is anything that visits trace records (a *Store).
type RecordReader interface {
	Read(ctx context.Context, fn func(Record) error) error
}

// Counts tallies Usage per skill id over every record r visits; see Tally
// for the rule.
func Counts(ctx context.Context, r RecordReader) (map[string]Usage, error) {
	m := make(map[string]Usage)
	err := r.Read(ctx, func(rec Record) error {
		Tally(m, rec)
		return nil
	})
	return m, err
}

// Tally adds one record to m (a long-running server keeps m up to date with
// each record it appends instead of re-reading the store). The rule, per
// record, each skill counted at most once per field:
//
//   - Source mcp:route_and_load: Route.Match, Route.RelatedMatch and every
//     id in Offered are offered; Skill, set only when a body was served, is
//     loaded.
//   - Source mcp:suggest_skills: every id in Offered (and a route match or
//     related match if the record carries one) is offered.
//   - Source mcp:get_skill: Skill is loaded (a miss has no Skill). A
//     get_skill is not an offer: Loaded can exceed Offered.
//   - mcp:create_skill counts nothing.
//   - Any other source (an imported harness trace) with Skill set: invoked.
func Tally(m map[string]Usage, rec Record) {
	switch rec.Source {
	case SourceRouteAndLoad, SourceSuggest:
		offered := make(map[string]bool, 2+len(rec.Offered))
		if rec.Route != nil {
			offered[rec.Route.Match] = true
			offered[rec.Route.RelatedMatch] = true
		}
		for _, id := range rec.Offered {
			offered[id] = true
		}
		delete(offered, "")
		for id := range offered {
			u := m[id]
			u.Offered++
			m[id] = u
		}
		if rec.Source == SourceRouteAndLoad && rec.Skill != "" {
			u := m[rec.Skill]
			u.Loaded++
			m[rec.Skill] = u
		}
	case SourceGetSkill:
		if rec.Skill != "" {
			u := m[rec.Skill]
			u.Loaded++
			m[rec.Skill] = u
		}
	case SourceCreateSkill:
	default:
		if rec.Skill != "" {
			u := m[rec.Skill]
			u.Invoked++
			m[rec.Skill] = u
		}
	}
}
